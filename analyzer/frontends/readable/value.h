/* The value stage of the printed-code pipeline: the lowering state (Lower), what lowering a
 * forward or a piece records for the language server's copy of it into a later version
 * (ReadableForward, ReadablePiece: the pipeline writes them, the incr layer reads them), the
 * reports lowering gives, and expressions -> Values and node right-hand sides, from
 * tree-sitter's nodes or from the scan stage's trees alike (value.c). */
#ifndef FXLINT_READABLE_VALUE_H
#define FXLINT_READABLE_VALUE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/intern.h"
#include "base/source.h"
#include "frontends/frontend.h"
#include "frontends/readable/outline.h"
#include "frontends/readable/parse.h"
#include "frontends/readable/scan.h"
#include "model/graph.h"

/* Deepest expression nesting lowered structurally; anything deeper is kept as raw text. */
#define READABLE_MAX_DEPTH 64

/* A diagnostic lowering gave inside a forward or a piece, kept to be given again when it is
 * copied into a later document version. */
typedef struct ReadableReport {
    Span span;
    uint32_t rule;
    Severity sev;
    const char *message; /* in the graph arena */
} ReadableReport;

/* A name bound to an existing node (`l_x_ = L_x_`) when the module held `at` nodes. */
typedef struct ReadableBind {
    Str alias;
    NodeId id;
    uint32_t at;
} ReadableBind;

/* What lowering one `def forward` of a whole parse gave besides its module's nodes: enough to
 * copy it into a later version's graph instead of lowering it again. In the graph's arena. */
typedef struct ReadableForward {
    Span range;               /* the function_definition node, in this version's text */
    ModuleId mod;             /* its module in this version's graph */
    uint32_t origin0, norigins; /* the origins it added, in order */
    bool broken, script;      /* the lowering's inputs besides the forward's own text and tree */
    VEC(ReadableReport) reports;
    VEC(ReadableBind) binds;
} ReadableForward;

/* What lowering one piece of a chunked parse read from outside the piece and gave besides its
 * nodes: enough to copy it into a later version's graph, where the text of the piece did not
 * change, instead of parsing and lowering it again. In the graph's arena. */
typedef struct ReadableLookup {
    Str name;         /* in the graph's arena */
    bool found;       /* whether a node or alias outside the piece had the name */
} ReadableLookup;

typedef struct ReadablePieceBind {
    Span alias, from; /* `alias = from`, in this version's text */
    uint32_t at;      /* the piece's nodes made before it */
} ReadablePieceBind;

typedef struct ReadablePiece {
    Span range;                 /* in this version's text */
    uint8_t kind;               /* PieceKind (plan.h) */
    ModuleId mod;
    uint32_t node0, nnodes;     /* its nodes in module mod */
    uint32_t origin0, norigins; /* the origins it added */
    uint32_t origin_in, origin_out; /* the origin in force before and after it */
    int32_t line_in, line_out;  /* the origin scan's next line, relative to its first */
    bool broken, script;        /* the file-wide inputs of its lowering */
    bool outside;               /* its origins came from a comment before its text (inside the
                                   last statement of the piece before): not to be copied */
    bool line_free;             /* lowered on its own: its origin scan began at its first line */
    VEC(ReadableLookup) lookups; /* names it looked up that it did not define, once each */
    VEC(ReadablePieceBind) binds;
    VEC(Span) pending;          /* its names used before a definition */
    VEC(ReadableReport) reports;
} ReadablePiece;

typedef struct Lower {
    Frontend *fe;
    const Source *src;
    Graph *g;
    Arena *a;         /* the graph's arena: nodes, values, names built here */
    Arena *scratch;   /* child lists, probe buffers, scanned lines: rewound after each piece of a
                         chunked parse, reset when the parse returns */
    Arena *keep;      /* lives until the parse returns: names waiting for a definition */
    MetaCache metas;  /* annotations parsed so far (in the graph's arena) */
    Intern strs;      /* targets, keywords, string and symbol values (in the graph's arena):
                         the model keeps no pointer into text a chunked parse is done with,
                         but the names and spans of its statements */
    ModuleId mod;     /* module whose forward is being lowered */
    uint32_t origin;  /* origin of the statements being lowered, NONE_ID when none */
    uint32_t line;    /* next source line to scan for origin comments */
    bool broken;      /* the file has syntax errors: undefined names are their fallout */
    bool script;      /* the graph class has methods besides forward (a minifier or
                         fx_graph_runnable `Repro`): a free name may be a module global */
    /* Names used before any definition in this forward, kept as VK_EXPR until the body is
     * done: FX prints an output node placed early before the nodes it returns. */
    VEC(Span) pending;
    /* One cursor for every child walk of the parse (readable_children and friends): reset
     * per walk, so its stack is allocated once, not once per node. Valid during the parse. */
    TSTreeCursor cursor;
    /* The record of the forward (whole parses) or of the piece (chunked parses) being lowered
     * now, when the caller keeps one (the language server's documents); NULL otherwise. */
    ReadableForward *capture;
    ReadablePiece *pcap;
    /* Chunked parses: the long literal lists whose tail the parser did not read. */
    const ReadableList *lists;
    uint32_t nlists;
    /* A piece lowered on its own (several threads): its reports are only recorded, and a name
     * it does not define is guessed from the statements before it. */
    bool quiet;
    bool (*defined_before)(const struct Lower *L, Str name);
    const void *guess;        /* defined_before's context */
} Lower;

/* The node a name outside a piece lowered on its own is guessed to be: resolved again, by
 * name, when the piece is copied into the graph. */
#define READABLE_OUTSIDE (NONE_ID - 1)
/* The origin in force before such a piece: whichever the graph has when it is copied. */
#define READABLE_ORIGIN_IN (NONE_ID - 1)

/* Text of a node, read from the original source (never from the parser's patched copy). */
static inline Str lower_text(const Lower *L, TSNode n)
{
    uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
    if (e > L->src->len) e = L->src->len;
    if (s > e) s = e;
    return str_make(L->src->text + s, e - s);
}

/* The parse stage's child walks with L's cursor and scratch arena. */
static inline uint32_t readable_children(Lower *L, TSNode n, bool named, TSNode **out)
{
    return readable_kids(&L->cursor, L->scratch, n, named, out);
}
static inline TSNode readable_first_named(Lower *L, TSNode n) { return readable_first_kid(&L->cursor, n); }
static inline void readable_fields(Lower *L, TSNode n, TSNode out[RF_COUNT]) { readable_field_kids(&L->cursor, n, out); }

/* Reports an input problem at sp (frontend_report_sev, unless L->quiet), and keeps it in the
 * record being written (L->capture, L->pcap). */
void readable_report(Lower *L, Span sp, uint32_t rule, Severity sev, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Printable, single-line excerpt of s (at most max bytes) for messages, in the scratch arena. */
const char *readable_excerpt(Lower *L, Str s, uint32_t max);
/* Reports a name that nothing in forward defines: an error in a printed graph, where FX only
 * refers to nodes, an info note in a script, where it may be a module global. */
void readable_report_undefined(Lower *L, Span sp, Str name);

/* graph_lookup in module L->mod, recorded in L->pcap when the name is not one the piece being
 * lowered defined. */
NodeId readable_lookup(Lower *L, Str name);
/* Records an alias the piece being lowered binds (`alias = from`), and a name it leaves
 * pending; nothing outside a recorded piece. */
void readable_piece_bind(Lower *L, Span alias, Span from);
void readable_piece_pending(Lower *L, Span name);
/* Starts and ends the record of the piece `range` (of kind `kind`, starting at line `row`)
 * lowered into module L->mod: what it read from outside, bound, left pending, reported. */
void readable_piece_begin(Lower *L, ReadablePiece *rec, Span range, uint8_t kind, uint32_t row);
void readable_piece_end(Lower *L, ReadablePiece *rec);

/* Resolves the pending names of module L->mod against its final bindings; reports the rest as
 * FX903. Call after the last statement of a forward. */
void readable_resolve_pending(Lower *L);

/* An argument expression as a Value (node refs, literals, containers, dtypes, devices, slices,
 * raw text for the rest). Undefined names wait in L->pending. */
Value readable_value(Lower *L, TSNode e);
/* Fills kind, target, args and kwargs of n from the right-hand side of `name = rhs`. Returns
 * false, after reporting FX907, when rhs is not something a graph node prints as. */
bool readable_rhs(Lower *L, TSNode rhs, Node *n);
/* The same two from the scan stage's trees: a value as readable_value reads the tree-sitter
 * node of the same text, a right-hand side as readable_rhs does. */
Value readable_scan_value(Lower *L, const ScanExpr *e);
bool readable_scan_rhs(Lower *L, const ScanExpr *e, Node *n);
/* An operator-module target built by hand: kind TK_OPERATOR, qualname "operator.<op>". */
Target readable_operator_target(Lower *L, const char *op);

#endif
