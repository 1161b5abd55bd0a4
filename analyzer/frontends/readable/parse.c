/* The parse stage: tree-sitter plumbing for the printed-code front end (parse.h): the cached
 * parser, child lists, the `<lambda>` patch that keeps AOT class headers parseable, and the
 * parse of one piece of a plan with tree-sitter's included ranges. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "frontends/fe_readable.h"
#include "frontends/readable/parse.h"

TSFieldId readable_field_ids[RF_COUNT];
TSSymbol readable_syms[RS_COUNT];
/* Field id -> ReadableField (RF_COUNT for fields the lowering never asks for). */
static uint8_t field_slot[256];
static pthread_once_t fields_once = PTHREAD_ONCE_INIT;

static void fields_init(void)
{
    static const char *const names[RF_COUNT] = {
        [RF_ARGUMENT] = "argument", [RF_ARGUMENTS] = "arguments", [RF_ATTRIBUTE] = "attribute",
        [RF_BODY] = "body", [RF_FUNCTION] = "function", [RF_KEY] = "key", [RF_LEFT] = "left",
        [RF_NAME] = "name", [RF_OBJECT] = "object", [RF_OPERATOR] = "operator",
        [RF_PARAMETERS] = "parameters", [RF_RIGHT] = "right", [RF_TYPE] = "type", [RF_VALUE] = "value",
    };
    static const char *const syms[RS_COUNT] = {
        [RS_ARGUMENT_LIST] = "argument_list", [RS_ASSIGNMENT] = "assignment", [RS_ATTRIBUTE] = "attribute",
        [RS_AUGMENTED_ASSIGNMENT] = "augmented_assignment", [RS_BINARY_OPERATOR] = "binary_operator",
        [RS_CALL] = "call", [RS_CLASS_DEFINITION] = "class_definition", [RS_COMMENT] = "comment",
        [RS_COMPARISON_OPERATOR] = "comparison_operator", [RS_DEFAULT_PARAMETER] = "default_parameter",
        [RS_DICTIONARY] = "dictionary", [RS_ELLIPSIS] = "ellipsis", [RS_ERROR] = "ERROR",
        [RS_ESCAPE_SEQUENCE] = "escape_sequence", [RS_EXPRESSION_LIST] = "expression_list",
        [RS_EXPRESSION_STATEMENT] = "expression_statement", [RS_FALSE] = "false", [RS_FLOAT] = "float",
        [RS_FUNCTION_DEFINITION] = "function_definition", [RS_IDENTIFIER] = "identifier",
        [RS_INTEGER] = "integer", [RS_KEYWORD_ARGUMENT] = "keyword_argument", [RS_LIST] = "list",
        [RS_NONE] = "none", [RS_NOT_OPERATOR] = "not_operator", [RS_PAIR] = "pair",
        [RS_PARENTHESIZED_EXPRESSION] = "parenthesized_expression", [RS_PASS_STATEMENT] = "pass_statement",
        [RS_RETURN_STATEMENT] = "return_statement", [RS_SLICE] = "slice", [RS_STRING] = "string",
        [RS_STRING_CONTENT] = "string_content", [RS_STRING_END] = "string_end",
        [RS_STRING_START] = "string_start", [RS_SUBSCRIPT] = "subscript", [RS_TRUE] = "true",
        [RS_TUPLE] = "tuple", [RS_TYPED_DEFAULT_PARAMETER] = "typed_default_parameter",
        [RS_TYPED_PARAMETER] = "typed_parameter", [RS_UNARY_OPERATOR] = "unary_operator",
        [RS_TOK_COLON] = ":", [RS_TOK_COMMA] = ",", [RS_TOK_MINUS] = "-", [RS_TOK_PLUS] = "+",
        [RS_TOK_TILDE] = "~",
    };
    const TSLanguage *lang = tree_sitter_python();
    memset(field_slot, RF_COUNT, sizeof field_slot);
    for (int i = 0; i < RF_COUNT; i++) {
        readable_field_ids[i] = ts_language_field_id_for_name(lang, names[i], (uint32_t)strlen(names[i]));
        if (readable_field_ids[i] && readable_field_ids[i] < sizeof field_slot) field_slot[readable_field_ids[i]] = (uint8_t)i;
    }
    for (int i = 0; i < RS_COUNT; i++) {
        bool named = i < RS_TOK_COLON;
        readable_syms[i] = ts_language_symbol_for_name(lang, syms[i], (uint32_t)strlen(syms[i]), named);
        /* a name the grammar lacks must match no node (0 is the end symbol, never in a tree) */
        assert(readable_syms[i] != 0);
    }
}

struct ReadableParser *readable_parser_get(Frontend *fe)
{
    pthread_once(&fields_once, fields_init);
    if (fe->readable) return fe->readable;
    struct ReadableParser *rp = calloc(1, sizeof *rp);
    if (!rp) abort(); /* out of memory aborts, as in the arena */
    rp->parser = ts_parser_new();
    rp->language_ok = ts_parser_set_language(rp->parser, tree_sitter_python());
    arena_init(&rp->scratch);
    arena_init(&rp->keep);
    rp->chunking = FE_READABLE_CHUNK_BYTES;
    rp->scanning = true;
    rp->thread_min = FE_READABLE_THREAD_MIN_BYTES;
    fe->readable = rp;
    return rp;
}

void fe_readable_free(struct ReadableParser *rp)
{
    if (!rp) return;
    ts_parser_delete(rp->parser);
    for (unsigned i = 0; i < READABLE_MAX_HELPERS; i++)
        if (rp->helpers[i]) ts_parser_delete(rp->helpers[i]);
    arena_free(&rp->scratch);
    arena_free(&rp->keep);
    free(rp);
}

/* A child walk skips anonymous tokens and comments when only named children are wanted. */
static bool child_skipped(TSNode ch, bool named)
{
    return named && (!ts_node_is_named(ch) || SYM_IS(ch, COMMENT));
}

uint32_t readable_kids(TSTreeCursor *c, Arena *scratch, TSNode n, bool named, TSNode **out)
{
    uint32_t cap = ts_node_child_count(n), k = 0;
    TSNode *kids = ARENA_ARRAY(scratch, TSNode, cap ? cap : 1);
    if (cap) {
        ts_tree_cursor_reset(c, n);
        if (ts_tree_cursor_goto_first_child(c)) {
            do {
                TSNode ch = ts_tree_cursor_current_node(c);
                if (child_skipped(ch, named)) continue;
                if (k < cap) kids[k++] = ch;
            } while (ts_tree_cursor_goto_next_sibling(c));
        }
    }
    *out = kids;
    return k;
}

TSNode readable_first_kid(TSTreeCursor *c, TSNode n)
{
    if (ts_node_child_count(n)) {
        ts_tree_cursor_reset(c, n);
        if (ts_tree_cursor_goto_first_child(c)) {
            do {
                TSNode ch = ts_tree_cursor_current_node(c);
                if (!child_skipped(ch, true)) return ch;
            } while (ts_tree_cursor_goto_next_sibling(c));
        }
    }
    TSNode none;
    memset(&none, 0, sizeof none);
    return none;
}

void readable_field_kids(TSTreeCursor *c, TSNode n, TSNode out[RF_COUNT])
{
    memset(out, 0, sizeof(TSNode) * RF_COUNT);
    if (!ts_node_child_count(n)) return;
    ts_tree_cursor_reset(c, n);
    if (!ts_tree_cursor_goto_first_child(c)) return;
    do {
        TSFieldId f = ts_tree_cursor_current_field_id(c);
        if (!f || f >= sizeof field_slot || field_slot[f] == RF_COUNT || !ts_node_is_null(out[field_slot[f]]))
            continue;
        out[field_slot[f]] = ts_tree_cursor_current_node(c);
    } while (ts_tree_cursor_goto_next_sibling(c));
}

/* AOT printouts name classes `<lambda>` (and fx_graph_runnable calls `<lambda>()`), which is
 * not Python. The parser gets a copy where each `<lambda>` reads `_lambda_`: same length, so
 * every offset still points at the original text, which is where names are read from. */
const char *readable_patch_lambdas(Arena *scratch, const char *text, uint32_t len)
{
    static const char needle[] = "<lambda>";
    const size_t nlen = sizeof needle - 1;
    const char *hit = len >= nlen ? memmem(text, len, needle, nlen) : NULL;
    if (!hit) return text;
    char *copy = arena_alloc(scratch, (size_t)len + 1);
    memcpy(copy, text, len);
    char *end = copy + len;
    for (char *p = copy + (hit - text); p;) {
        memcpy(p, "_lambda_", nlen);
        p += nlen;
        p = (size_t)(end - p) >= nlen ? memmem(p, (size_t)(end - p), needle, nlen) : NULL;
    }
    return copy;
}

/* ---- parsing one piece ---- */

typedef struct PieceInput {
    const Plan *plan;
    uint32_t end;
} PieceInput;

/* tree-sitter's read callback: the piece's bytes, with `_lambda_` for each `<lambda>` (AOT
 * class names that are not Python; same length, so offsets hold). */
static const char *piece_read(void *payload, uint32_t byte, TSPoint pos, uint32_t *n)
{
    (void)pos;
    const PieceInput *in = payload;
    const Plan *p = in->plan;
    const uint32_t *lambdas = p->o->lambdas, nlambdas = p->o->nlambdas;
    if (byte >= in->end) {
        *n = 0;
        return "";
    }
    uint32_t lo = 0, hi = nlambdas;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (lambdas[mid] + 8 <= byte) lo = mid + 1;
        else hi = mid;
    }
    if (lo < nlambdas && lambdas[lo] <= byte) {
        uint32_t into = byte - lambdas[lo];
        *n = 8 - into;
        return "_lambda_" + into;
    }
    uint32_t stop = lo < nlambdas && lambdas[lo] < in->end ? lambdas[lo] : in->end;
    *n = stop - byte;
    return p->text + byte;
}

static TSPoint point_at(const Source *src, uint32_t off)
{
    uint32_t row = source_line_index(src, off);
    return (TSPoint){row, off - src->line_starts[row]};
}

/* The next text left out of piece pc's parse at or after byte `from` of the three sorted kinds
 * (a long list's tail, a skip, a line the scan stage read), advancing the one taken; false when
 * none is left before pc->end. */
typedef struct Gaps {
    const ReadableOutline *o;
    uint32_t li, si, xi, nx;
    const Span *x;
} Gaps;

static bool next_gap(Gaps *g, uint32_t end, uint32_t *cut, uint32_t *close)
{
    const ReadableOutline *o = g->o;
    uint32_t best = UINT32_MAX;
    int which = -1;
    if (g->li < o->nlists && o->lists[g->li].cut < best) best = o->lists[g->li].cut, which = 0;
    if (g->si < o->nskips && o->skips[g->si].from < best) best = o->skips[g->si].from, which = 1;
    if (g->xi < g->nx && g->x[g->xi].start < best) best = g->x[g->xi].start, which = 2;
    if (which < 0 || best >= end) return false;
    if (which == 0) *cut = o->lists[g->li].cut, *close = o->lists[g->li++].close;
    else if (which == 1) *cut = o->skips[g->si].from, *close = o->skips[g->si++].to;
    else *cut = g->x[g->xi].start, *close = g->x[g->xi++].end;
    return true;
}

/* The tree of piece k, or NULL when the parser gives none. The tails of long literal lists,
 * the printer's deletions after a ';', comment lines and the nx lines the scan stage read
 * (excl, by offset) are left out of the ranges it reads. */
TSTree *readable_piece_parse(TSParser *parser, const Plan *p, uint32_t k, const Span *excl, uint32_t nx)
{
    const Piece *pc = &p->pieces[k];
    const ReadableOutline *o = p->o;
    Gaps g = {o, readable_first_list(o, pc->start), readable_first_skip(o, pc->start), 0, nx, excl};
    uint32_t ln = g.li, sn = g.si;
    while (ln < o->nlists && o->lists[ln].open < pc->end) ln++;
    while (sn < o->nskips && o->skips[sn].from < pc->end) sn++;
    TSRange few[64], *r = few;
    size_t most = (size_t)(ln - g.li) + (sn - g.si) + nx + 1;
    if (most > sizeof few / sizeof few[0]) {
        r = malloc(sizeof *r * most);
        if (!r) abort();
    }
    uint32_t nr = 0, from = pc->start, cut, close;
    TSPoint at = {pc->row, 0};
    while (next_gap(&g, pc->end, &cut, &close)) {
        if (cut > from) r[nr++] = (TSRange){at, point_at(p->src, cut), from, cut};
        from = close;
        at = point_at(p->src, close);
    }
    if (from < pc->end || nr == 0) r[nr++] = (TSRange){at, {pc->end_row, pc->end_col}, from, pc->end};
    bool ok = ts_parser_set_included_ranges(parser, r, nr);
    if (r != few) free(r);
    if (!ok) return NULL;
    PieceInput in = {p, pc->end};
    TSInput input = {&in, piece_read, TSInputEncodingUTF8};
    return ts_parser_parse(parser, NULL, input);
}

/* ---- lowering the pieces in order ---- */


