/* tree-sitter as the oracle of the scan stage (frontends/readable/scan.h): a line the scanner
 * read is parsed alone by tree-sitter's Python grammar, which must read it without an error
 * as one statement of the same shape, every node at the same bytes: names, numbers, strings
 * (their text between the quotes), dotted names, calls and their keyword arguments, lists,
 * tuples, dicts, subscripts (a trailing comma included), unary and binary operators (the
 * operator token of a single one), the statement, its target, its annotation, the def and its
 * parameters. Used by test_readable_scan and the fuzz_scan harness. Header only. */
#ifndef FXLINT_TEST_SCAN_ORACLE_H
#define FXLINT_TEST_SCAN_ORACLE_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "frontends/readable/outline.h"
#include "frontends/readable/scan.h"

const TSLanguage *tree_sitter_python(void);

typedef struct ScanOracle {
    TSParser *parser;
    uint32_t shift;  /* scan offsets minus this are tree offsets */
    char why[256];   /* the first difference found */
} ScanOracle;

static inline void scan_oracle_init(ScanOracle *o)
{
    memset(o, 0, sizeof *o);
    o->parser = ts_parser_new();
    ts_parser_set_language(o->parser, tree_sitter_python());
}

static inline void scan_oracle_fini(ScanOracle *o) { ts_parser_delete(o->parser); }

static inline bool oracle_fail(ScanOracle *o, const char *what, TSNode n)
{
    if (!o->why[0])
        snprintf(o->why, sizeof o->why, "%s (tree-sitter: %s at %u-%u)", what, ts_node_is_null(n) ? "nothing" : ts_node_type(n),
                 ts_node_is_null(n) ? 0 : ts_node_start_byte(n) + o->shift, ts_node_is_null(n) ? 0 : ts_node_end_byte(n) + o->shift);
    return false;
}

static inline bool oracle_is(TSNode n, const char *type) { return !ts_node_is_null(n) && strcmp(ts_node_type(n), type) == 0; }

static inline bool oracle_span(ScanOracle *o, TSNode n, Span sp)
{
    return !ts_node_is_null(n) && ts_node_start_byte(n) + o->shift == sp.start && ts_node_end_byte(n) + o->shift == sp.end;
}

static inline TSNode oracle_field(TSNode n, const char *f) { return ts_node_child_by_field_name(n, f, (uint32_t)strlen(f)); }

/* The named children of n but comments, at most max, into out; returns how many there are. */
static inline uint32_t oracle_kids(TSNode n, TSNode *out, uint32_t max)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < ts_node_child_count(n); i++) {
        TSNode c = ts_node_child(n, i);
        if (!ts_node_is_named(c) || oracle_is(c, "comment")) continue;
        if (k < max) out[k] = c;
        k++;
    }
    return k;
}

static const char *const oracle_ops[SO_COUNT] = {"+", "-", "*", "/", "//", "%", "**", "@", "&", "|",
                                                 "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!="};

static bool oracle_expr(ScanOracle *o, TSNode n, const ScanExpr *e);

/* A dotted name: identifier, or attribute of one, ending at sp.end. */
static inline bool oracle_dotted(ScanOracle *o, TSNode n, Span sp)
{
    if (!oracle_span(o, n, sp)) return oracle_fail(o, "dotted name's span", n);
    if (oracle_is(n, "identifier")) return true;
    if (!oracle_is(n, "attribute")) return oracle_fail(o, "not a dotted name", n);
    TSNode obj = oracle_field(n, "object"), attr = oracle_field(n, "attribute");
    if (!oracle_is(attr, "identifier")) return oracle_fail(o, "attribute's name", attr);
    return oracle_dotted(o, obj, (Span){sp.start, ts_node_start_byte(attr) + o->shift - 1});
}

static inline bool oracle_seq(ScanOracle *o, TSNode n, const ScanExpr *e, uint32_t skip)
{
    TSNode kids[64];
    uint32_t k = oracle_kids(n, kids, 64);
    if (k > 64 || k != e->nkids + skip) return oracle_fail(o, "number of elements", n);
    for (uint32_t i = 0; i < e->nkids; i++)
        if (!oracle_expr(o, kids[i + skip], &e->kids[i])) return false;
    return true;
}

static bool oracle_expr(ScanOracle *o, TSNode n, const ScanExpr *e)
{
    if (!oracle_span(o, n, e->span)) return oracle_fail(o, "span", n);
    switch (e->kind) {
    case SX_NAME: return oracle_is(n, "identifier") || oracle_fail(o, "name", n);
    case SX_INT: return oracle_is(n, "integer") || oracle_fail(o, "integer", n);
    case SX_FLOAT: return oracle_is(n, "float") || oracle_fail(o, "float", n);
    case SX_TRUE: return oracle_is(n, "true") || oracle_fail(o, "True", n);
    case SX_FALSE: return oracle_is(n, "false") || oracle_fail(o, "False", n);
    case SX_NONE: return oracle_is(n, "none") || oracle_fail(o, "None", n);
    case SX_STR: {
        uint32_t k = ts_node_child_count(n);
        if (!oracle_is(n, "string") || k < 2) return oracle_fail(o, "string", n);
        TSNode first = ts_node_child(n, 0), last = ts_node_child(n, k - 1);
        if (!oracle_is(first, "string_start") || !oracle_is(last, "string_end") ||
            ts_node_end_byte(first) + o->shift != e->inner.start || ts_node_start_byte(last) + o->shift != e->inner.end)
            return oracle_fail(o, "string's quotes", n);
        for (uint32_t i = 1; i + 1 < k; i++)
            if (!oracle_is(ts_node_child(n, i), "string_content")) return oracle_fail(o, "string's content", ts_node_child(n, i));
        return true;
    }
    case SX_ATTR: {
        TSNode attr = oracle_field(n, "attribute");
        if (!oracle_is(n, "attribute") || !oracle_span(o, attr, e->inner)) return oracle_fail(o, "attribute", n);
        return oracle_dotted(o, n, e->span);
    }
    case SX_CALL: {
        TSNode fn = oracle_field(n, "function"), args = oracle_field(n, "arguments");
        if (!oracle_is(n, "call") || !oracle_is(args, "argument_list")) return oracle_fail(o, "call", n);
        return oracle_expr(o, fn, e->fn) && oracle_seq(o, args, e, 0);
    }
    case SX_KWARG: {
        TSNode name = oracle_field(n, "name"), value = oracle_field(n, "value");
        if (!oracle_is(n, "keyword_argument") || !oracle_span(o, name, e->inner)) return oracle_fail(o, "keyword argument", n);
        return oracle_expr(o, value, &e->kids[0]);
    }
    case SX_LIST: return (oracle_is(n, "list") || oracle_fail(o, "list", n)) && oracle_seq(o, n, e, 0);
    case SX_TUPLE:
        return (oracle_is(n, "tuple") || oracle_is(n, "expression_list") || oracle_fail(o, "tuple", n)) && oracle_seq(o, n, e, 0);
    case SX_DICT: return (oracle_is(n, "dictionary") || oracle_fail(o, "dict", n)) && oracle_seq(o, n, e, 0);
    case SX_PAIR:
        if (!oracle_is(n, "pair")) return oracle_fail(o, "pair", n);
        return oracle_expr(o, oracle_field(n, "key"), &e->kids[0]) && oracle_expr(o, oracle_field(n, "value"), &e->kids[1]);
    case SX_SUBSCRIPT: {
        uint32_t k = ts_node_child_count(n);
        if (!oracle_is(n, "subscript") || k < 4) return oracle_fail(o, "subscript", n);
        bool trailing = oracle_is(ts_node_child(n, k - 2), ",");
        if (trailing != e->trailing_comma) return oracle_fail(o, "subscript's trailing comma", n);
        if (!oracle_expr(o, oracle_field(n, "value"), &e->kids[0])) return false;
        return oracle_seq(o, n, e, 0);
    }
    case SX_NEG: case SX_UNARY: {
        TSNode op = oracle_field(n, "operator");
        if (!oracle_is(n, "unary_operator") || !oracle_is(op, e->kind == SX_NEG ? "-" : "~")) return oracle_fail(o, "unary operator", n);
        return oracle_expr(o, oracle_field(n, "argument"), &e->kids[0]);
    }
    case SX_BINOP:
        if (!oracle_is(n, "binary_operator") && !oracle_is(n, "comparison_operator")) return oracle_fail(o, "operator", n);
        if (e->op == SO_COUNT) return true; /* a chain: kept whole as its text */
        if (ts_node_child_count(n) != 3 || !oracle_is(ts_node_child(n, 1), oracle_ops[e->op]))
            return oracle_fail(o, "binary operator's token", n);
        return oracle_expr(o, ts_node_child(n, 0), &e->kids[0]) && oracle_expr(o, ts_node_child(n, 2), &e->kids[1]);
    default: return oracle_fail(o, "kind", n);
    }
}

/* An annotation: a string whose text between the quotes is at ann, or a dotted name at ann. */
static inline bool oracle_annotation(ScanOracle *o, TSNode type, Span ann)
{
    TSNode kids[2];
    if (!oracle_is(type, "type") || oracle_kids(type, kids, 2) != 1) return oracle_fail(o, "annotation", type);
    TSNode t = kids[0];
    if (oracle_is(t, "string")) {
        uint32_t k = ts_node_child_count(t);
        if (k < 2 || ts_node_end_byte(ts_node_child(t, 0)) + o->shift != ann.start ||
            ts_node_start_byte(ts_node_child(t, k - 1)) + o->shift != ann.end)
            return oracle_fail(o, "annotation's text", t);
        return true;
    }
    return oracle_dotted(o, t, ann);
}

static inline bool oracle_statement(ScanOracle *o, TSNode s, const ScanStmt *st)
{
    if (st->kind == SS_RETURN) {
        TSNode kids[2];
        uint32_t k = oracle_kids(s, kids, 2);
        if (!oracle_is(s, "return_statement") || !oracle_span(o, s, st->span)) return oracle_fail(o, "return", s);
        if (!st->value) return k == 0 || oracle_fail(o, "bare return", s);
        return (k == 1 || oracle_fail(o, "return's value", s)) && oracle_expr(o, kids[0], st->value);
    }
    TSNode kids[2];
    if (!oracle_is(s, "expression_statement") || !oracle_span(o, s, st->span) || oracle_kids(s, kids, 2) != 1)
        return oracle_fail(o, "statement", s);
    if (st->kind == SS_CALL) return oracle_expr(o, kids[0], st->value);
    TSNode a = kids[0], left = oracle_field(a, "left"), right = oracle_field(a, "right"), type = oracle_field(a, "type");
    if (!oracle_is(a, "assignment") || !oracle_is(left, "identifier") || !oracle_span(o, left, st->name))
        return oracle_fail(o, "assignment's target", a);
    if (st->has_ann != !ts_node_is_null(type)) return oracle_fail(o, "annotation or none", a);
    if (st->has_ann && !oracle_annotation(o, type, st->ann)) return false;
    if (st->kind == SS_DELETE) {
        while (oracle_is(right, "assignment")) right = oracle_field(right, "right");
        return oracle_is(right, "none") || oracle_fail(o, "deletion", right);
    }
    return oracle_expr(o, right, st->value);
}

static inline bool oracle_def(ScanOracle *o, TSNode fn, const ScanStmt *st)
{
    TSNode name = oracle_field(fn, "name"), params = oracle_field(fn, "parameters");
    if (!oracle_is(fn, "function_definition") || !oracle_span(o, name, st->name) || ts_node_is_null(params))
        return oracle_fail(o, "def", fn);
    TSNode kids[256];
    uint32_t k = oracle_kids(params, kids, 256);
    if (k != st->nparams) return oracle_fail(o, "number of parameters", params);
    for (uint32_t i = 0; i < k; i++) {
        const ScanParam *p = &st->params[i];
        if (!oracle_span(o, kids[i], p->span)) return oracle_fail(o, "parameter's span", kids[i]);
        if (!p->has_ann) {
            if (!oracle_is(kids[i], "identifier")) return oracle_fail(o, "parameter", kids[i]);
            continue;
        }
        TSNode pk[2];
        if (!oracle_is(kids[i], "typed_parameter") || oracle_kids(kids[i], pk, 2) != 2 || !oracle_span(o, pk[0], p->name))
            return oracle_fail(o, "typed parameter", kids[i]);
        if (!oracle_annotation(o, oracle_field(kids[i], "type"), p->ann)) return false;
    }
    return true;
}

/* The code of outline line l of text as the pieces hand it to the scanner (plan.h's
 * readable_line_code): false for a line holding a long literal list. */
static inline bool scan_oracle_code(const char *text, const ReadableOutline *o, const ReadableLine *l, uint32_t *from,
                                    uint32_t *to)
{
    uint32_t s = l->start + l->indent, e = l->end;
    if (e > s && text[e - 1] == '\n') e--;
    uint32_t k = readable_first_skip(o, s);
    if (k < o->nskips && o->skips[k].from < e) e = o->skips[k].from;
    k = readable_first_list(o, s);
    if (k < o->nlists && o->lists[k].open < e) return false;
    *from = s;
    *to = e;
    return true;
}

/* Whether line u of the outline is one the pieces scan: a forward's def, or a simple statement
 * directly in a forward's body (*def tells which). */
static inline bool scan_oracle_line(const ReadableOutline *o, uint32_t u, bool *def)
{
    const ReadableLine *l = &o->lines[u];
    *def = l->kind == RL_FORWARD;
    return *def || (l->kind == RL_OTHER && !l->header && l->parent != NONE_ID && o->lines[l->parent].kind == RL_FORWARD);
}

/* Whether tree-sitter reads text[from, to) as the scanner read it into *st. On false, o->why
 * says where they part. */
static inline bool scan_oracle_check(ScanOracle *o, const char *text, uint32_t from, uint32_t to, const ScanStmt *st)
{
    o->why[0] = 0;
    uint32_t n = to - from;
    char *buf = malloc(n + 16);
    if (!buf) abort();
    memcpy(buf, text + from, n);
    /* a def needs a body; a statement ends at its line's end */
    const char *tail = st->kind == SS_DEF ? "\n    pass\n" : "\n";
    memcpy(buf + n, tail, strlen(tail) + 1);
    TSTree *tree = ts_parser_parse_string(o->parser, NULL, buf, (uint32_t)strlen(buf));
    o->shift = from;
    bool ok = false;
    if (!tree) {
        snprintf(o->why, sizeof o->why, "tree-sitter gave no tree");
    } else {
        TSNode root = ts_tree_root_node(tree), kids[2];
        if (ts_node_has_error(root)) oracle_fail(o, "tree-sitter finds a syntax error", root);
        else if (oracle_kids(root, kids, 2) != 1) oracle_fail(o, "not one statement", root);
        else ok = st->kind == SS_DEF ? oracle_def(o, kids[0], st) : oracle_statement(o, kids[0], st);
        ts_tree_delete(tree);
    }
    free(buf);
    return ok;
}

#endif
