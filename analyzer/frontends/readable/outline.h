/* The outline stage of the printed-code pipeline, the first: the structure of printed code
 * without a parser (outline.c). Its logical lines, their blocks, which open classes and
 * forwards, the text the pieces' parser is not given (comment lines, the printer's deletions,
 * the tails of long literal lists), and the lexing of names the later stages share. */
#ifndef FXLINT_READABLE_OUTLINE_H
#define FXLINT_READABLE_OUTLINE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "base/str.h"
#include "model/graph.h" /* NONE_ID */

/* The class of each byte for names: 1 may start a name (ASCII letters, '_'), 2 may only
 * continue one (digits). Other bytes, non-ASCII ones included, are left to the parser. */
extern const uint8_t readable_ident_class[256];

/* Whether c may start / continue a Python name (ASCII only: other bytes are left to the parser). */
static inline bool readable_is_ident_start(unsigned char c) { return readable_ident_class[c] == 1; }
static inline bool readable_is_ident(unsigned char c) { return readable_ident_class[c] != 0; }

/* The first letter and length of every keyword readable_is_keyword knows: most names are ruled
 * out by these two without a compare (bit n of readable_keyword_lengths[c]: a keyword of n
 * bytes starts with c). */
extern const uint16_t readable_keyword_lengths[128];
bool readable_is_keyword_slow(const char *s, uint32_t n);

/* Whether s[0, n) is a word the grammar gives a meaning of its own (hard keywords, and the
 * statement words of its Python 2 and soft-keyword rules): never read as a plain name. */
static inline bool readable_is_keyword(const char *s, uint32_t n)
{
    unsigned char c = (unsigned char)s[0];
    if (n < 2 || n > 8 || c >= 128 || !(readable_keyword_lengths[c] >> n & 1)) return false;
    return readable_is_keyword_slow(s, n);
}

/* Length of the name at p before end (0 if none); `<lambda>` counts as one (the parser reads a
 * patched `_lambda_`): callers that want a real name check for a leading '<'. */
static inline uint32_t readable_ident_len(const char *p, const char *end)
{
    if (p >= end) return 0;
    if (*p == '<') return end - p >= 8 && memcmp(p, "<lambda>", 8) == 0 ? 8 : 0;
    if (!readable_is_ident_start((unsigned char)*p)) return 0;
    const char *q = p + 1;
    while (q < end && readable_is_ident((unsigned char)*q)) q++;
    return (uint32_t)(q - p);
}

/* A literal list too long to parse element by element (a size list of millions of numbers):
 * its pieces' parser reads only its first READABLE_LIST_KEEP elements (the text from `cut` to
 * `close` is left out of the piece) and the model records how many more were printed. */
typedef struct ReadableList {
    uint32_t open;  /* the '[' */
    uint32_t cut;   /* after the comma that ends the last element kept */
    uint32_t close; /* the ']' */
    uint32_t count; /* elements printed */
} ReadableList;
#define READABLE_LIST_KEEP 16
#define READABLE_LIST_MIN_BYTES 4096

/* Text the pieces' parser is not given, [from, to): comment lines, the '#' to the end of the
 * line (origins are read from the text, lower.c), and the printer's deletions after a
 * statement, `x = f(a);  a = b = None`, the ';' to the end of the line (the model ignores
 * them). */
typedef struct ReadableSkip {
    uint32_t from, to;
} ReadableSkip;

typedef enum ReadableLineKind { RL_OTHER, RL_CLASS, RL_DEF, RL_FORWARD } ReadableLineKind;

/* One logical line: a simple statement or a compound statement's header, with every physical
 * line it continues over (open brackets, strings, backslashes); blank and comment-only lines
 * are not logical lines. */
typedef struct ReadableLine {
    uint32_t start;   /* the first byte of its first physical line (indentation included) */
    uint32_t end;     /* one past its final newline, or the end of the text */
    uint32_t row;     /* 0-based line of start */
    uint32_t parent;  /* the header line whose block holds it; NONE_ID at the top level */
    uint32_t last;    /* its last descendant line; itself when it opens no block */
    uint32_t tail;    /* its last byte of code (before a comment); start when none */
    uint32_t name;    /* class and def lines: offset of the name */
    uint16_t name_len;
    uint16_t indent;  /* spaces before its first byte of code */
    uint8_t kind;     /* ReadableLineKind */
    bool header;      /* ends in ':', opening a block */
    bool has_forward; /* a class whose block holds a `def forward` */
    bool flatten;     /* it calls tree_flatten_spec (pytree codegen's flatten of the inputs) */
} ReadableLine;

typedef struct ReadableOutline {
    ReadableLine *lines; /* malloc'd */
    uint32_t nlines, cap;
    ReadableList *lists; /* malloc'd, by offset */
    uint32_t nlists, lcap;
    ReadableSkip *skips; /* malloc'd, by offset */
    uint32_t nskips, scap;
    /* offsets of `<lambda>` in code (AOT class names, fx_graph_runnable's `<lambda>()`), which
     * is not Python: the pieces' parser reads `_lambda_` there (malloc'd, ascending) */
    uint32_t *lambdas;
    uint32_t nlambdas, lamcap;
} ReadableOutline;

/* The outline of text, into *o (free it with readable_outline_free). Returns false, leaving
 * *o empty, for text whose structure the outline cannot be sure of: the caller parses it
 * whole. */
bool readable_outline(const char *text, uint32_t len, ReadableOutline *o);
void readable_outline_free(ReadableOutline *o);

/* fx_graph_runnable (2.14 and later) prints the subgraphs its graph calls as top-level classes
 * before `class Repro`, whose __init__ makes each an attribute: `self.sdpa_score0 =
 * sdpa_score0_0()`. readable_is_runnable_graph: whether a top-level class named `name` is that
 * graph. readable_runnable_attr: the attribute text[from, to) (Repro's class) makes of class
 * `cls`, or an empty Str. */
bool readable_is_runnable_graph(Str name);
Str readable_runnable_attr(const char *text, uint32_t from, uint32_t to, Str cls);

/* The names each forward's statements and parameters define, and the first line defining each:
 * what a piece lowered on its own guesses it would find outside itself (the guess is checked
 * when the piece is copied into the graph). Malloc'd; free with readable_names_free. */
struct ReadableNames;
struct ReadableNames *readable_names_new(const char *text, const ReadableOutline *o);
/* Whether a statement of the forward at line `forward` before line `before` defines name. */
bool readable_names_before(const struct ReadableNames *n, uint32_t forward, Str name, uint32_t before);
void readable_names_free(struct ReadableNames *n);

/* The first long list whose '[' is at or after byte `at`, the first skip starting there: indexes
 * into o->lists and o->skips (their counts when none). */
uint32_t readable_first_list(const ReadableOutline *o, uint32_t at);
uint32_t readable_first_skip(const ReadableOutline *o, uint32_t at);

#endif
