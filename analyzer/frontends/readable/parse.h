/* The parse stage of the printed-code pipeline: tree-sitter, the parser of record, for what the
 * scan stage declines (parse.c). The Frontend's cached parsers, the grammar's field ids and
 * symbols looked up once, child walks with one cursor, the `<lambda>` patch, and the parse of a
 * plan's piece with tree-sitter's included ranges, leaving out the text the outline skips and
 * the lines the scan stage read. Only this stage and the ones after it see TSNodes. */
#ifndef FXLINT_READABLE_PARSE_H
#define FXLINT_READABLE_PARSE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "base/arena.h"
#include "frontends/frontend.h"
#include "frontends/readable/plan.h"

const TSLanguage *tree_sitter_python(void);

static inline Span ts_span(TSNode n) { return (Span){ts_node_start_byte(n), ts_node_end_byte(n)}; }
static inline bool ts_is(TSNode n, const char *type) { return strcmp(ts_node_type(n), type) == 0; }

/* Field ids of the grammar, looked up once (by name it is a scan over every field name). */
typedef enum ReadableField {
    RF_ARGUMENT, RF_ARGUMENTS, RF_ATTRIBUTE, RF_BODY, RF_FUNCTION, RF_KEY, RF_LEFT, RF_NAME,
    RF_OBJECT, RF_OPERATOR, RF_PARAMETERS, RF_RIGHT, RF_TYPE, RF_VALUE, RF_COUNT
} ReadableField;
extern TSFieldId readable_field_ids[RF_COUNT];
/* The child in field f of node n: FIELD(stmt, RIGHT). */
#define FIELD(n, f) ts_node_child_by_field_id((n), readable_field_ids[RF_##f])

/* Grammar symbols the lowering tests nodes against, looked up once: comparing ts_node_symbol
 * is one load, where ts_node_type + strcmp was a table read and a string compare. Named
 * symbols, except the RS_TOK_ punctuation. */
typedef enum ReadableSym {
    RS_ARGUMENT_LIST, RS_ASSIGNMENT, RS_ATTRIBUTE, RS_AUGMENTED_ASSIGNMENT, RS_BINARY_OPERATOR, RS_CALL,
    RS_CLASS_DEFINITION, RS_COMMENT, RS_COMPARISON_OPERATOR, RS_DEFAULT_PARAMETER, RS_DICTIONARY,
    RS_ELLIPSIS, RS_ERROR, RS_ESCAPE_SEQUENCE, RS_EXPRESSION_LIST, RS_EXPRESSION_STATEMENT, RS_FALSE,
    RS_FLOAT, RS_FUNCTION_DEFINITION, RS_IDENTIFIER, RS_INTEGER, RS_KEYWORD_ARGUMENT, RS_LIST, RS_NONE,
    RS_NOT_OPERATOR, RS_PAIR, RS_PARENTHESIZED_EXPRESSION, RS_PASS_STATEMENT, RS_RETURN_STATEMENT,
    RS_SLICE, RS_STRING, RS_STRING_CONTENT, RS_STRING_END, RS_STRING_START, RS_SUBSCRIPT, RS_TRUE,
    RS_TUPLE, RS_TYPED_DEFAULT_PARAMETER, RS_TYPED_PARAMETER, RS_UNARY_OPERATOR,
    RS_TOK_COLON, RS_TOK_COMMA, RS_TOK_MINUS, RS_TOK_PLUS, RS_TOK_TILDE, RS_COUNT
} ReadableSym;
extern TSSymbol readable_syms[RS_COUNT];
/* Whether n is a node of symbol s: SYM_IS(stmt, EXPRESSION_STATEMENT). */
#define SYM_IS(n, s) (ts_node_symbol(n) == readable_syms[RS_##s])

/* Most helper threads a chunked parse uses (threads.c). */
#define READABLE_MAX_HELPERS 15

/* The cached parser (one per Frontend, created on first use) and its arenas. */
struct ReadableParser {
    TSParser *parser;
    TSParser *helpers[READABLE_MAX_HELPERS]; /* helper threads' parsers, made on first use */
    bool language_ok; /* false when the tree-sitter runtime rejects the grammar's ABI */
    Arena scratch;
    Arena keep;
    int32_t chunking; /* fe_readable_set_chunking */
    bool scanning;    /* fe_readable_set_scanning */
    uint32_t thread_min; /* fe_readable_set_thread_min */
    uint32_t last_pieces; /* pieces the last parse was cut into; 0 when it was parsed whole */
    uint64_t scanned; /* statements and def lines the scan stage read, all parses (fe_readable_scanned) */
};
struct ReadableParser *readable_parser_get(Frontend *fe);

/* Children of n (named only, comments left out, when `named`), in order, in `scratch`, walked
 * with cursor c (reset onto n: ts_node_child(n, i) walks from the first child each time).
 * Returns the count. */
uint32_t readable_kids(TSTreeCursor *c, Arena *scratch, TSNode n, bool named, TSNode **out);
/* The first named child of n that is not a comment; a null node (ts_node_is_null) if none. */
TSNode readable_first_kid(TSTreeCursor *c, TSNode n);
/* The children of n in the grammar's fields, in one walk: out[RF_x] is what FIELD(n, x)
 * gives (the first child in field x, a null node when none). */
void readable_field_kids(TSTreeCursor *c, TSNode n, TSNode out[RF_COUNT]);

/* A copy of text (in scratch) where each `<lambda>` reads `_lambda_`, same length; text
 * itself when it holds none. */
const char *readable_patch_lambdas(Arena *scratch, const char *text, uint32_t len);

/* The tree of piece k of plan p, or NULL when the parser gives none. The tails of long literal
 * lists, comment lines, the printer's deletions after a ';' and the nx spans of excl (the
 * lines the scan stage read, by offset) are left out of the ranges it reads. */
TSTree *readable_piece_parse(TSParser *parser, const Plan *p, uint32_t k, const Span *excl, uint32_t nx);

#endif
