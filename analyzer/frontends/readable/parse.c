/* Tree-sitter plumbing for the printed-code front end: the cached parser, child lists, the
 * `<lambda>` patch that keeps AOT class headers parseable, and the syntax-error sweep. */
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag/diag.h"
#include "frontends/readable/readable.h"
#include "diag/rules.h"
#include "frontends/fe_readable.h"

const TSLanguage *tree_sitter_python(void);

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

void readable_report(Lower *L, Span sp, uint32_t rule, Severity sev, const char *fmt, ...)
{
    /* after a syntax error, an unsupported construct or a mangled annotation is what the
     * parser made of the broken text: FX901 says what to fix, the rest would be noise */
    if (L->broken && (rule == RID_FX907 || rule == RID_FX902)) return;
    va_list ap;
    va_start(ap, fmt);
    char *msg = arena_vprintf(L->scratch, fmt, ap);
    va_end(ap);
    if (!L->quiet) frontend_report_sev(L->fe, L->src, sp, rule, sev, "%s", msg);
    /* kept whether or not the configuration shows it now: a later version may have another */
    if (L->capture || L->pcap) {
        ReadableReport r = {sp, rule, sev, arena_strdup(L->a, msg)};
        if (L->capture) VEC_PUSH(L->a, L->capture->reports, r);
        if (L->pcap) VEC_PUSH(L->a, L->pcap->reports, r);
    }
}

/* A child walk skips anonymous tokens and comments when only named children are wanted. */
static bool child_skipped(TSNode ch, bool named)
{
    return named && (!ts_node_is_named(ch) || SYM_IS(ch, COMMENT));
}

uint32_t readable_children(Lower *L, TSNode n, bool named, TSNode **out)
{
    uint32_t cap = ts_node_child_count(n), k = 0;
    TSNode *kids = ARENA_ARRAY(L->scratch, TSNode, cap ? cap : 1);
    if (cap) {
        TSTreeCursor *c = &L->cursor;
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

TSNode readable_first_named(Lower *L, TSNode n)
{
    if (ts_node_child_count(n)) {
        TSTreeCursor *c = &L->cursor;
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

void readable_fields(Lower *L, TSNode n, TSNode out[RF_COUNT])
{
    memset(out, 0, sizeof(TSNode) * RF_COUNT);
    if (!ts_node_child_count(n)) return;
    TSTreeCursor *c = &L->cursor;
    ts_tree_cursor_reset(c, n);
    if (!ts_tree_cursor_goto_first_child(c)) return;
    do {
        TSFieldId f = ts_tree_cursor_current_field_id(c);
        if (!f || f >= sizeof field_slot || field_slot[f] == RF_COUNT || !ts_node_is_null(out[field_slot[f]]))
            continue;
        out[field_slot[f]] = ts_tree_cursor_current_node(c);
    } while (ts_tree_cursor_goto_next_sibling(c));
}

const char *readable_excerpt(Lower *L, Str s, uint32_t max)
{
    uint32_t n = s.len < max ? s.len : max;
    char *out = arena_alloc(L->scratch, n + 4);
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (c == '\n' || c == '\r') break;
        out[k++] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
    }
    if (k < s.len) memcpy(out + k, "...", 3), k += 3;
    out[k] = 0;
    return out;
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

/* An annotation the parser could only recover (`b8[]` of PyTorch 2.1, unquoted) is fine when
 * it sits on one line and reads as metadata: the front end takes its text, not its tree. */
static bool readable_type_ok(Lower *L, TSNode type)
{
    Str t = lower_text(L, type);
    if (memchr(t.ptr, '\n', t.len)) return false;
    Meta m;
    memset(&m, 0, sizeof m);
    ArenaMark mark = arena_mark(L->scratch);
    bool ok = meta_parse(L->scratch, t, &m) && m.kind != META_TYPE;
    arena_rewind(L->scratch, mark);
    return ok;
}

static void report_error_node(Lower *L, TSNode n)
{
    Span sp = ts_span(n);
    if (ts_node_is_missing(n)) {
        readable_report(L, sp, RID_FX901, SEV_ERROR, "syntax error: missing '%s'",
                 readable_excerpt(L, str_from(ts_node_type(n)), 40));
    } else if (sp.end == sp.start) {
        readable_report(L, sp, RID_FX901, SEV_ERROR, "syntax error");
    } else {
        readable_report(L, sp, RID_FX901, SEV_ERROR, "syntax error: cannot parse '%s'",
                 readable_excerpt(L, lower_text(L, n), 40));
    }
}

uint32_t readable_report_syntax(Lower *L, TSNode root, uint32_t from, uint32_t max_reports)
{
    if (!ts_node_has_error(root)) return 0;
    uint32_t reported = 0;
    Span first_unreported = {0, 0};
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        TSNode n = ts_tree_cursor_current_node(&c);
        bool descend = ts_node_has_error(n);
        if (from > 0 && ts_node_end_byte(n) <= from) {
            descend = false; /* wholly before the graph: a header such as print(gm)'s module repr */
        } else if (SYM_IS(n, ERROR) || ts_node_is_missing(n)) {
            if (reported < max_reports) report_error_node(L, n);
            else if (reported == max_reports) first_unreported = ts_span(n);
            reported++;
            descend = false;
        } else if (descend && ts_is(n, "type") && readable_type_ok(L, n)) {
            descend = false;
        }
        if (descend && ts_tree_cursor_goto_first_child(&c)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&c)) {
            if (!ts_tree_cursor_goto_parent(&c)) {
                ts_tree_cursor_delete(&c);
                if (reported > max_reports)
                    readable_report(L, first_unreported, RID_FX901, SEV_ERROR,
                             "syntax error here and %u more not shown", reported - max_reports - 1);
                return reported;
            }
        }
    }
}
