/* The lower stage: printed graph code (print_readable, gm.code, AOT/post-grad graphs,
 * fx_graph_runnable and minifier scripts) -> one Graph: classes become modules, forward
 * parameters placeholders, statements nodes, `# File:` comments origins (lower.h). Statements
 * come from tree-sitter's nodes or from the scan stage; expressions are lowered by value.c. */
#include <stdio.h>
#include <stdlib.h>

#include "base/budget.h"
#include "diag/diag.h"
#include "diag/rules.h"
#include "frontends/readable/lower.h"
#include "model/pattern.h"

/* Syntax errors reported per source before the rest are only counted. */
#define MAX_SYNTAX_REPORTS 20

Span readable_header_span(const Lower *L, uint32_t s)
{
    Str line = source_line(L->src, source_line_index(L->src, s));
    uint32_t end = (uint32_t)(line.ptr - L->src->text) + line.len;
    return (Span){s, end > s ? end : s};
}

static Span header_span(Lower *L, TSNode n) { return readable_header_span(L, ts_node_start_byte(n)); }

void readable_report_cut_class(Lower *L, uint32_t s, uint32_t header_end, Str name)
{
    for (uint32_t i = header_end; i < L->src->len; i++)
        if (L->src->text[i] != ' ' && L->src->text[i] != '\t' && L->src->text[i] != '\n' && L->src->text[i] != '\r')
            return;
    readable_report(L, readable_header_span(L, s), RID_FX901, SEV_ERROR,
                    "class '%.*s' ends before its forward: the dump was cut short here", STR_ARG(name));
}

static bool is_forward_def(Lower *L, TSNode n)
{
    if (!SYM_IS(n, FUNCTION_DEFINITION)) return false;
    TSNode name = FIELD(n, NAME);
    return !ts_node_is_null(name) && str_eqz(lower_text(L, name), "forward");
}

/* The first `def forward` directly in a class body, or a null node. */
static TSNode class_forward(Lower *L, TSNode cls)
{
    TSNode body = FIELD(cls, BODY), none;
    memset(&none, 0, sizeof none);
    if (ts_node_is_null(body)) return none;
    TSNode *kids;
    uint32_t n = readable_children(L, body, true, &kids);
    for (uint32_t i = 0; i < n; i++)
        if (is_forward_def(L, kids[i])) return kids[i];
    return none;
}

static bool is_graph(Lower *L, TSNode n)
{
    return (SYM_IS(n, CLASS_DEFINITION) && !ts_node_is_null(class_forward(L, n))) || is_forward_def(L, n);
}

/* The graph of a file: the first top-level class holding a forward (GraphModule, <lambda>,
 * Repro) or the first top-level `def forward`. Statements the parser could not place sit
 * in ERROR nodes; their children are searched too. */
static TSNode find_graph(Lower *L, TSNode root, unsigned depth)
{
    TSNode *kids, none;
    memset(&none, 0, sizeof none);
    uint32_t n = readable_children(L, root, true, &kids);
    for (uint32_t i = 0; i < n; i++) {
        if (is_graph(L, kids[i])) {
            /* one graph per source: say so when the file holds more */
            for (uint32_t k = i + 1; k < n; k++) {
                if (!is_graph(L, kids[k])) continue;
                readable_report(L, header_span(L, kids[k]), RID_FX907, SEV_INFO,
                         "only the first graph of a file is read; this one is skipped");
                break;
            }
            return kids[i];
        }
        if (SYM_IS(kids[i], ERROR) && depth < READABLE_MAX_CLASS_DEPTH) {
            TSNode found = find_graph(L, kids[i], depth + 1);
            if (!ts_node_is_null(found)) return found;
        }
    }
    return none;
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

/* ---- origins ---- */

/* Reads whole-line comments up to (not including) the line of `off`: a `# File:` comment
 * starts a new origin, `# No stacktrace found` ends it, other comments leave it alone. */
static void advance_origin_to(Lower *L, uint32_t target)
{
    for (; L->line < target; L->line++) {
        Str t = str_trim(source_line(L->src, L->line));
        if (!t.len || t.ptr[0] != '#') continue;
        if (L->pcap && (uint32_t)(t.ptr - L->src->text) < L->pcap->range.start) L->pcap->outside = true;
        Origin o;
        if (pattern_origin(t, &o)) {
            uint32_t start = (uint32_t)(t.ptr - L->src->text);
            o.span = (Span){start, start + t.len};
            L->origin = graph_add_origin(L->g, &o);
        } else if (pattern_no_stacktrace(t)) {
            L->origin = NONE_ID;
        }
    }
}

static void advance_origin(Lower *L, uint32_t off) { advance_origin_to(L, source_line_index(L->src, off)); }

/* ---- placeholders ---- */

/* Points n at the Meta of the annotation text at sp (the graph's one for that text) and notes
 * where it sits. The text is quoted ("f32[3]") or, as PyTorch 2.1 printed it, bare (f32[s0, 3],
 * Sym(s0 > 4), torch.Tensor). One that does not read is META_BAD and FX902, unless the parser
 * already reported a syntax error inside it (`syntax_error`). */
static void meta_at(Lower *L, Node *n, Span sp, bool syntax_error)
{
    if (sp.end < sp.start) sp.end = sp.start;
    n->meta_span = sp;
    Str text = source_slice(L->src, sp);
    n->meta = meta_cache_get(&L->metas, text);
    /* an annotation holding a syntax error is already reported as one (FX901) */
    if (n->meta->kind == META_BAD && !syntax_error)
        readable_report(L, sp, RID_FX902, SEV_WARNING, "cannot read annotation '%s'",
                 readable_excerpt(L, text, 80));
}


/* The span lower_meta reads of an annotation: a string's text between its quotes. */
static Span annotation_span(Lower *L, TSNode type)
{
    Span sp = ts_span(type);
    TSNode inner = readable_first_named(L, type);
    if (!ts_node_is_null(inner) && SYM_IS(inner, STRING)) {
        uint32_t k = ts_node_child_count(inner);
        if (k >= 2) {
            TSNode first = ts_node_child(inner, 0), last = ts_node_child(inner, k - 1);
            if (SYM_IS(first, STRING_START) && SYM_IS(last, STRING_END))
                sp = (Span){ts_node_end_byte(first), ts_node_start_byte(last)};
        }
    }
    return sp;
}

static void lower_meta(Lower *L, Node *n, TSNode type)
{
    meta_at(L, n, annotation_span(L, type), ts_node_has_error(type));
}

/* A placeholder named at name_sp, its annotation's text at ann (when has_ann). */
static void placeholder_at(Lower *L, Span name_sp, bool has_ann, Span ann, bool ann_error, Span span)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.kind = NK_PLACEHOLDER;
    n.name = source_slice(L->src, name_sp);
    n.name_span = name_sp;
    n.span = span;
    n.call_span = span;
    n.target.kind = TK_ATTR;
    n.target.qualname = n.target.op = intern_str(&L->strs, n.name);
    n.origin = NONE_ID;
    n.submodule = NONE_ID;
    if (has_ann) meta_at(L, &n, ann, ann_error);
    graph_add_node(L->g, L->mod, &n);
}


static void add_placeholder(Lower *L, TSNode name, TSNode type, Span span)
{
    bool has = !ts_node_is_null(type);
    Span ann = has ? annotation_span(L, type) : (Span){0, 0};
    placeholder_at(L, ts_span(name), has, ann, has && ts_node_has_error(type), span);
}

static void lower_params(Lower *L, TSNode params)
{
    TSNode *kids;
    uint32_t n = readable_children(L, params, true, &kids);
    for (uint32_t i = 0; i < n; i++) {
        TSNode p = kids[i], name, type;
        memset(&type, 0, sizeof type);
        if (SYM_IS(p, IDENTIFIER)) {
            name = p;
        } else if (SYM_IS(p, TYPED_PARAMETER)) {
            name = readable_first_named(L, p);
            type = FIELD(p, TYPE);
        } else if (SYM_IS(p, DEFAULT_PARAMETER) || SYM_IS(p, TYPED_DEFAULT_PARAMETER)) {
            name = FIELD(p, NAME);
            type = FIELD(p, TYPE);
        } else {
            readable_report(L, ts_span(p), RID_FX907, SEV_INFO,
                     "unsupported parameter '%s' in forward", readable_excerpt(L, lower_text(L, p), 40));
            continue;
        }
        if (ts_node_is_null(name) || !SYM_IS(name, IDENTIFIER)) continue;
        if (i == 0 && str_eqz(lower_text(L, name), "self")) continue;
        add_placeholder(L, name, type, ts_span(p));
    }
}

/* ---- statements ---- */

static TSNode stmt_assignment(Lower *L, TSNode stmt)
{
    TSNode none;
    memset(&none, 0, sizeof none);
    if (!SYM_IS(stmt, EXPRESSION_STATEMENT)) return none;
    TSNode a = readable_first_named(L, stmt);
    return !ts_node_is_null(a) && SYM_IS(a, ASSIGNMENT) ? a : none;
}


/* `a, b, = fx_pytree.tree_flatten_spec(...)` of pytree-codegen graphs: its targets are the
 * graph's placeholders (the def's own parameters are the unflattened inputs). */
static bool is_flatten(Lower *L, TSNode stmt)
{
    /* the callee's name is in the statement's text: most statements are ruled out by a
     * byte search, without walking their tree */
    static const char callee[] = "tree_flatten_spec";
    Str text = lower_text(L, stmt);
    if (text.len < sizeof callee - 1 || !memmem(text.ptr, text.len, callee, sizeof callee - 1)) return false;
    TSNode a = stmt_assignment(L, stmt);
    if (ts_node_is_null(a)) return false;
    TSNode right = FIELD(a, RIGHT);
    if (ts_node_is_null(right) || !SYM_IS(right, CALL)) return false;
    TSNode fn = FIELD(right, FUNCTION);
    return !ts_node_is_null(fn) && str_ends(lower_text(L, fn), "tree_flatten_spec");
}

/* Placeholders from the flatten targets, typed by the `primals_1: "f32[10]"; ...` line. */
static void lower_flatten(Lower *L, TSNode stmt, TSNode *stmts, uint32_t nstmts)
{
    TSNode left = FIELD(stmt_assignment(L, stmt), LEFT);
    TSNode *names;
    uint32_t n = ts_node_is_null(left) ? 0 : readable_children(L, left, true, &names);
    if (!ts_node_is_null(left) && SYM_IS(left, IDENTIFIER)) names = &left, n = 1;
    for (uint32_t i = 0; i < n; i++) {
        if (!SYM_IS(names[i], IDENTIFIER)) continue;
        Str name = lower_text(L, names[i]);
        TSNode type;
        memset(&type, 0, sizeof type);
        for (uint32_t k = 0; k < nstmts && ts_node_start_byte(stmts[k]) < ts_node_start_byte(stmt); k++) {
            TSNode a = stmt_assignment(L, stmts[k]);
            if (ts_node_is_null(a) || !ts_node_is_null(FIELD(a, RIGHT))) continue;
            TSNode l = FIELD(a, LEFT);
            if (!ts_node_is_null(l) && str_eq(lower_text(L, l), name)) type = FIELD(a, TYPE);
        }
        add_placeholder(L, names[i], type, ts_span(names[i]));
    }
}

static Node node_at(Lower *L, Span stmt)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.span = stmt;
    n.origin = L->origin;
    n.submodule = NONE_ID;
    return n;
}

static Node node_start(Lower *L, TSNode stmt) { return node_at(L, ts_span(stmt)); }

/* A name FX would give a node the printer did not name: base, base_1, base_2, ... */
static Str unique_name(Lower *L, Str base)
{
    if (readable_lookup(L, base) == NONE_ID) return base;
    for (uint32_t k = 1;; k++) {
        Str s = str_from(arena_printf(L->a, "%.*s_%u", STR_ARG(base), k));
        if (readable_lookup(L, s) == NONE_ID) return s;
    }
}

/* In-place statements print unnamed, then name their result by a copy on the same line:
 * `x[i] = v;  setitem = x` and `o += 1;  o_1: "f32[4]" = o`. Takes that copy (name and
 * annotation) for n when stmts[*i + 1] is one, and steps over it. */
static void take_name_copy(Lower *L, TSNode stmt, Str recv, TSNode *stmts, uint32_t nstmts, uint32_t *i, Node *n)
{
    if (*i + 1 >= nstmts || ts_node_start_point(stmts[*i + 1]).row != ts_node_end_point(stmt).row) return;
    TSNode next = stmt_assignment(L, stmts[*i + 1]);
    if (ts_node_is_null(next)) return;
    TSNode nl = FIELD(next, LEFT), nr = FIELD(next, RIGHT), type = FIELD(next, TYPE);
    if (ts_node_is_null(nl) || ts_node_is_null(nr) || !SYM_IS(nl, IDENTIFIER) || !SYM_IS(nr, IDENTIFIER) ||
        !str_eq(lower_text(L, nr), recv))
        return;
    n->name = lower_text(L, nl);
    n->name_span = ts_span(nl);
    if (!ts_node_is_null(type)) lower_meta(L, n, type);
    (*i)++;
}

/* `x[i] = v`: operator.setitem(x, i, v). */
static void lower_setitem(Lower *L, TSNode stmt, TSNode a, TSNode *stmts, uint32_t nstmts, uint32_t *i)
{
    TSNode left = FIELD(a, LEFT), right = FIELD(a, RIGHT);
    TSNode recv = FIELD(left, VALUE);
    Node n = node_start(L, stmt);
    Node get;
    memset(&get, 0, sizeof get);
    if (ts_node_is_null(right) || ts_node_is_null(recv) || !readable_rhs(L, left, &get)) return;
    n.kind = NK_CALL_FUNCTION;
    n.target = readable_operator_target(L, "setitem");
    n.args = ARENA_ARRAY(L->a, Value, 3);
    n.nargs = 3;
    n.args[0] = get.args[0];
    n.args[1] = get.args[1];
    n.args[2] = readable_value(L, right);
    n.call_span = ts_span(a);
    n.name_span = ts_span(left);
    n.name = unique_name(L, STR_LIT("setitem"));
    take_name_copy(L, stmt, lower_text(L, recv), stmts, nstmts, i, &n);
    graph_add_node(L->g, L->mod, &n);
}

static const struct { const char *token, *op; } inplace_ops[] = {
    {"+=", "iadd"}, {"-=", "isub"}, {"*=", "imul"}, {"/=", "itruediv"}, {"//=", "ifloordiv"},
    {"%=", "imod"}, {"**=", "ipow"}, {"@=", "imatmul"}, {"&=", "iand"}, {"|=", "ior"},
    {"^=", "ixor"}, {"<<=", "ilshift"}, {">>=", "irshift"},
};

/* `o += 1`: operator.iadd(o, 1), named by the copy that follows it. */
static void lower_augmented(Lower *L, TSNode stmt, TSNode a, TSNode *stmts, uint32_t nstmts, uint32_t *i)
{
    TSNode left = FIELD(a, LEFT), right = FIELD(a, RIGHT), tok = FIELD(a, OPERATOR);
    const char *op = NULL;
    for (size_t k = 0; !ts_node_is_null(tok) && k < sizeof inplace_ops / sizeof inplace_ops[0]; k++)
        if (ts_is(tok, inplace_ops[k].token)) op = inplace_ops[k].op;
    if (!op || ts_node_is_null(left) || ts_node_is_null(right) || !SYM_IS(left, IDENTIFIER)) {
        readable_report(L, ts_span(stmt), RID_FX907, SEV_INFO,
                 "unsupported statement in forward: '%s'", readable_excerpt(L, lower_text(L, stmt), 60));
        return;
    }
    Node n = node_start(L, stmt);
    n.kind = NK_CALL_FUNCTION;
    n.target = readable_operator_target(L, op);
    n.args = ARENA_ARRAY(L->a, Value, 2);
    n.nargs = 2;
    n.args[0] = readable_value(L, left);
    n.args[1] = readable_value(L, right);
    n.call_span = ts_span(a);
    n.name_span = ts_span(left);
    n.name = unique_name(L, str_from(op));
    take_name_copy(L, stmt, lower_text(L, left), stmts, nstmts, i, &n);
    graph_add_node(L->g, L->mod, &n);
}

/* The output node of `return` at stmt, its value still to be set. */
static Node output_at(Lower *L, Span stmt)
{
    Node n = node_at(L, stmt);
    n.origin = NONE_ID; /* the printer writes no origin comment for the output node */
    n.kind = NK_OUTPUT;
    n.name = STR_LIT("output");
    n.name_span = (Span){n.span.start, n.span.start + (n.span.end - n.span.start >= 6 ? 6 : 0)};
    n.args = ARENA_ARRAY(L->a, Value, 1);
    n.nargs = 1;
    return n;
}

static void lower_return(Lower *L, TSNode stmt)
{
    Node n = output_at(L, ts_span(stmt));
    TSNode e = readable_first_named(L, stmt);
    if (ts_node_is_null(e)) {
        n.args[0] = (Value){.kind = VK_NONE, .span = n.span};
        n.call_span = n.span;
    } else {
        /* pytree.tree_unflatten([a, b], self._out_spec) returns its first argument */
        TSNode fn = SYM_IS(e, CALL) ? FIELD(e, FUNCTION) : e;
        TSNode args = SYM_IS(e, CALL) ? FIELD(e, ARGUMENTS) : e;
        if (SYM_IS(e, CALL) && !ts_node_is_null(fn) && !ts_node_is_null(args) &&
            str_ends(lower_text(L, fn), "tree_unflatten")) {
            TSNode first = readable_first_named(L, args);
            if (!ts_node_is_null(first)) e = first;
        }
        n.call_span = ts_span(e);
        n.args[0] = readable_value(L, e);
    }
    graph_add_node(L->g, L->mod, &n);
}

/* `l_x_ = L_x_`: another name for a node, recorded for reuse (the name map is not nodes). */
static void bind_at(Lower *L, Span left, Span right, NodeId id)
{
    Str alias = source_slice(L->src, left);
    if (L->capture)
        VEC_PUSH(L->a, L->capture->binds, ((ReadableBind){alias, id, L->g->modules[L->mod].nnodes}));
    readable_piece_bind(L, left, right);
    graph_bind_name(L->g, L->mod, alias, id);
}

/* `name = other`: another name for other's node, or an undefined name. */
static void lower_copy(Lower *L, Span left, Span right)
{
    Str from = source_slice(L->src, right);
    NodeId id = readable_lookup(L, from);
    if (id != NONE_ID) bind_at(L, left, right, id);
    else if (!L->broken)
        readable_report_undefined(L, right, from);
}

/* `name[: ann] = rhs`, a name copy (`l_x_ = L_x_`), a deletion (`a = b = None`), a flatten,
 * an annotation-only declaration, a subscript assignment, or a bare call. */
static void lower_expression_statement(Lower *L, TSNode stmt, TSNode *stmts, uint32_t nstmts, uint32_t *i)
{
    TSNode a = stmt_assignment(L, stmt);
    if (ts_node_is_null(a)) {
        TSNode e = readable_first_named(L, stmt);
        if (!ts_node_is_null(e) && SYM_IS(e, AUGMENTED_ASSIGNMENT)) {
            lower_augmented(L, stmt, e, stmts, nstmts, i);
            return;
        }
        if (ts_node_is_null(e) || SYM_IS(e, STRING)) return; /* a docstring */
        if (!SYM_IS(e, CALL)) {
            readable_report(L, ts_span(stmt), RID_FX907, SEV_INFO,
                     "unsupported statement in forward: '%s'", readable_excerpt(L, lower_text(L, stmt), 60));
            return;
        }
        /* a call whose result is unused and unnamed: keep it, named after its target */
        Node n = node_start(L, stmt);
        if (!readable_rhs(L, e, &n)) return;
        n.name = unique_name(L, n.target.op.len ? n.target.op : STR_LIT("call"));
        n.name_span = (Span){n.span.start, n.span.start};
        graph_add_node(L->g, L->mod, &n);
        return;
    }
    TSNode fields[RF_COUNT];
    readable_fields(L, a, fields);
    TSNode left = fields[RF_LEFT], right = fields[RF_RIGHT], type = fields[RF_TYPE];
    if (ts_node_is_null(left)) return;
    if (ts_node_is_null(right)) return; /* `primals_1: "f32[10]"`: read by lower_flatten */
    if (is_flatten(L, stmt)) return;    /* placeholders, made before the body */
    TSNode last = right;
    while (SYM_IS(last, ASSIGNMENT) && !ts_node_is_null(FIELD(last, RIGHT))) last = FIELD(last, RIGHT);
    if (SYM_IS(last, NONE)) return; /* `a = b = None`: the printer's deletions */
    if (SYM_IS(left, SUBSCRIPT) && !SYM_IS(right, ASSIGNMENT)) {
        lower_setitem(L, stmt, a, stmts, nstmts, i);
        return;
    }
    if (!SYM_IS(left, IDENTIFIER) || SYM_IS(right, ASSIGNMENT)) {
        readable_report(L, ts_span(stmt), RID_FX907, SEV_INFO,
                 "unsupported assignment in forward: '%s'", readable_excerpt(L, lower_text(L, stmt), 60));
        return;
    }
    Str name = lower_text(L, left);
    if (SYM_IS(right, IDENTIFIER)) {
        lower_copy(L, ts_span(left), ts_span(right));
        return;
    }
    Node n = node_start(L, stmt);
    n.name = name;
    n.name_span = ts_span(left);
    if (!ts_node_is_null(type)) lower_meta(L, &n, type);
    if (!readable_rhs(L, right, &n)) return;
    graph_add_node(L->g, L->mod, &n);
}

void readable_forward_begin(Lower *L, ModuleId mid, TSNode fn, TSNode *stmts, uint32_t n, uint32_t expect)
{
    L->mod = mid;
    L->origin = NONE_ID;
    L->line = source_line_index(L->src, ts_node_start_byte(fn)) + 1;
    TSNode params = FIELD(fn, PARAMETERS);
    /* a parameter or a statement makes at most one node (as printed: `a = f(); b = g()` on
     * one line would make the array grow) */
    uint32_t nparams = ts_node_is_null(params) ? 0 : ts_node_named_child_count(params);
    graph_reserve(L->g, mid, L->g->modules[mid].nnodes + nparams + expect);
    int flatten = -1;
    for (uint32_t i = 0; i < n && flatten < 0; i++)
        if (is_flatten(L, stmts[i])) flatten = (int)i;
    if (flatten >= 0) lower_flatten(L, stmts[flatten], stmts, n);
    else if (!ts_node_is_null(params)) lower_params(L, params);
}

void readable_lower_statements(Lower *L, TSNode *stmts, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        TSNode s = stmts[i];
        advance_origin(L, ts_node_start_byte(s));
        if (SYM_IS(s, EXPRESSION_STATEMENT)) {
            lower_expression_statement(L, s, stmts, n, &i);
        } else if (SYM_IS(s, RETURN_STATEMENT)) {
            if (!ts_node_has_error(s)) lower_return(L, s);
        } else if (!SYM_IS(s, ERROR) && !SYM_IS(s, PASS_STATEMENT)) {
            readable_report(L, ts_span(s), RID_FX907, SEV_INFO,
                     "unsupported statement in forward: '%s'", readable_excerpt(L, lower_text(L, s), 60));
        }
    }
}

void readable_forward_begin_scanned(Lower *L, ModuleId mid, const ScanStmt *def, uint32_t expect)
{
    L->mod = mid;
    L->origin = NONE_ID;
    L->line = source_line_index(L->src, def->span.start) + 1;
    graph_reserve(L->g, mid, L->g->modules[mid].nnodes + def->nparams + expect);
    for (uint32_t i = 0; i < def->nparams; i++) {
        const ScanParam *p = &def->params[i];
        if (i == 0 && str_eqz(source_slice(L->src, p->name), "self")) continue;
        placeholder_at(L, p->name, p->has_ann, p->ann, false, p->span);
    }
}

void readable_lower_scanned(Lower *L, const ScanStmt *st, uint32_t row)
{
    advance_origin_to(L, row);
    switch (st->kind) {
    case SS_BIND:
        lower_copy(L, st->name, st->value->span);
        break;
    case SS_NODE: {
        Node n = node_at(L, st->span);
        n.name = source_slice(L->src, st->name);
        n.name_span = st->name;
        if (st->has_ann) meta_at(L, &n, st->ann, false);
        if (!readable_scan_rhs(L, st->value, &n)) return;
        graph_add_node(L->g, L->mod, &n);
        break;
    }
    case SS_CALL: {
        /* a call whose result is unused and unnamed: kept, named after its target */
        Node n = node_at(L, st->span);
        if (!readable_scan_rhs(L, st->value, &n)) return;
        n.name = unique_name(L, n.target.op.len ? n.target.op : STR_LIT("call"));
        n.name_span = (Span){n.span.start, n.span.start};
        graph_add_node(L->g, L->mod, &n);
        break;
    }
    case SS_RETURN: {
        Node n = output_at(L, st->span);
        if (!st->value) {
            n.args[0] = (Value){.kind = VK_NONE, .span = n.span};
            n.call_span = n.span;
        } else {
            n.call_span = st->value->span;
            n.args[0] = readable_scan_value(L, st->value);
        }
        graph_add_node(L->g, L->mod, &n);
        break;
    }
    default: /* SS_DELETE: the printer's deletions; the model ignores them */
        break;
    }
}

static void lower_forward(Lower *L, ModuleId mid, TSNode fn)
{
    TSNode body = FIELD(fn, BODY);
    TSNode *stmts = NULL;
    uint32_t n = ts_node_is_null(body) ? 0 : readable_children(L, body, true, &stmts);
    readable_forward_begin(L, mid, fn, stmts, n, n);
    readable_lower_statements(L, stmts, n);
    readable_resolve_pending(L);
}

/* ---- a whole text's tree, step by step ---- */

typedef enum TreeStepKind {
    TREE_MODULE,         /* node: a class (the graph's, or a nested one with a forward), made
                            module arg's child; or the bare def, made GraphModule */
    TREE_FORWARD,        /* node: the forward of module arg */
    TREE_SECOND_FORWARD, /* node: a second forward in one class, ignored */
    TREE_TOO_DEEP,       /* node: a class nested too deep to be read */
    TREE_CUT_CLASS,      /* node: a nested class without a forward */
} TreeStepKind;

static void tree_push(ReadableTree *t, uint8_t kind, uint32_t arg, TSNode node)
{
    if (t->nsteps == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 32;
        t->steps = realloc(t->steps, sizeof *t->steps * t->cap);
        if (!t->steps) abort();
    }
    t->steps[t->nsteps++] = (TreeStep){kind, arg, node, {NULL, 0}};
}

static ModuleId plan_class_body(ReadableTree *t, TSNode cls, ModuleId mid, ModuleId nmodules, unsigned depth);

/* The class cls as a module under parent (NONE_ID for the graph's own class): nested classes
 * with a forward become modules, the first forward is lowered, the steps in the order of the
 * text. Returns the modules made so far. */
static ModuleId plan_class(ReadableTree *t, TSNode cls, ModuleId parent, ModuleId nmodules, unsigned depth)
{
    TSNode name = FIELD(cls, NAME), body = FIELD(cls, BODY);
    if (ts_node_is_null(name) || ts_node_is_null(body)) return nmodules;
    if (depth >= READABLE_MAX_CLASS_DEPTH) {
        tree_push(t, TREE_TOO_DEEP, 0, cls);
        return nmodules;
    }
    ModuleId mid = nmodules++;
    tree_push(t, TREE_MODULE, parent, cls);
    return plan_class_body(t, cls, mid, nmodules, depth);
}

/* The members of class cls, module mid. Returns the modules made so far. */
static ModuleId plan_class_body(ReadableTree *t, TSNode cls, ModuleId mid, ModuleId nmodules, unsigned depth)
{
    Lower *L = &t->L;
    TSNode body = FIELD(cls, BODY);
    TSNode *kids;
    uint32_t n = readable_children(L, body, true, &kids);
    for (uint32_t i = 0; i < n && depth == 0; i++)
        if (SYM_IS(kids[i], FUNCTION_DEFINITION) && !is_forward_def(L, kids[i])) L->script = true;
    bool have_forward = false;
    for (uint32_t i = 0; i < n; i++) {
        TSNode k = kids[i];
        if (SYM_IS(k, CLASS_DEFINITION) && !ts_node_is_null(class_forward(L, k))) {
            nmodules = plan_class(t, k, mid, nmodules, depth + 1);
        } else if (SYM_IS(k, CLASS_DEFINITION) && !ts_node_is_null(FIELD(k, NAME))) {
            tree_push(t, TREE_CUT_CLASS, 0, k);
        } else if (is_forward_def(L, k)) {
            tree_push(t, have_forward ? TREE_SECOND_FORWARD : TREE_FORWARD, mid, k);
            have_forward = true;
        }
    }
    return nmodules;
}

/* fx_graph_runnable's layout (outline.h): `class Repro`, kids[r], is the graph and the
 * top-level classes with a forward before it, from kids[first], are its subgraphs, each named
 * by the attribute Repro's __init__ makes of it; as plan.c's plan_runnable. */
static ModuleId plan_runnable(ReadableTree *t, TSNode *kids, uint32_t first, uint32_t r)
{
    Lower *L = &t->L;
    ModuleId nmodules = 1;
    tree_push(t, TREE_MODULE, NONE_ID, kids[r]);
    /* the attributes are made before Repro's forward (in __init__): only that much is searched */
    TSNode fwd = class_forward(L, kids[r]);
    uint32_t from = ts_node_start_byte(kids[r]);
    uint32_t to = ts_node_is_null(fwd) ? ts_node_end_byte(kids[r]) : ts_node_start_byte(fwd);
    for (uint32_t i = first; i < r; i++) {
        if (!is_graph(L, kids[i]) || !SYM_IS(kids[i], CLASS_DEFINITION)) continue;
        uint32_t at = t->nsteps;
        nmodules = plan_class(t, kids[i], 0, nmodules, 1);
        if (at < t->nsteps && t->steps[at].kind == TREE_MODULE)
            t->steps[at].attr = readable_runnable_attr(L->src->text, from, to, lower_text(L, FIELD(kids[i], NAME)));
    }
    return plan_class_body(t, kids[r], 0, nmodules, 0);
}

/* The index among the root's children of fx_graph_runnable's `class Repro` when the first
 * graph, kids[first], is a class and a `class Repro` with a forward follows it; else n. */
static uint32_t runnable_graph(Lower *L, TSNode *kids, uint32_t n, uint32_t first)
{
    if (!SYM_IS(kids[first], CLASS_DEFINITION)) return n;
    for (uint32_t i = first + 1; i < n; i++)
        if (is_graph(L, kids[i]) && SYM_IS(kids[i], CLASS_DEFINITION) &&
            readable_is_runnable_graph(lower_text(L, FIELD(kids[i], NAME))))
            return i;
    return n;
}

bool readable_tree_begin(ReadableTree *t, Frontend *fe, const Source *src, Graph *out, Arena *a, TSTree *old)
{
    memset(t, 0, sizeof *t);
    graph_init(out, a, src);
    struct ReadableParser *rp = t->rp = readable_parser_get(fe);
    arena_reset(&rp->scratch);
    arena_reset(&rp->keep);
    Lower *L = &t->L;
    *L = (Lower){.fe = fe, .src = src, .g = out, .a = a, .scratch = &rp->scratch, .keep = &rp->keep, .mod = NONE_ID,
                 .origin = NONE_ID};
    meta_cache_init(&L->metas, a);
    intern_init(&L->strs, a);
    if (!rp->language_ok) {
        frontend_report_sev(fe, src, (Span){0, 0}, RID_FX906, SEV_ERROR,
                 "the tree-sitter runtime cannot load the Python grammar (ABI mismatch)");
        return false;
    }
    const char *text = readable_patch_lambdas(&rp->scratch, src->text, src->len);
    ts_parser_set_cancellation_flag(rp->parser, budget_flag()); /* --file-timeout */
    t->tree = ts_parser_parse_string(rp->parser, old, text, src->len);
    if (!t->tree) {
        ts_parser_reset(rp->parser);
        if (!budget_expired()) /* else the driver reports the timeout */
            frontend_report_sev(fe, src, (Span){0, 0}, RID_FX906, SEV_ERROR, "the Python parser gave up on this input");
        return false;
    }
    TSNode root = ts_tree_root_node(t->tree);
    L->cursor = ts_tree_cursor_new(root);
    L->broken = ts_node_has_error(root); /* until the syntax errors are counted below */
    /* fx_graph_runnable's layout: Repro and the subgraph classes before it */
    TSNode *kids;
    uint32_t nkids = readable_children(L, root, true, &kids), first = 0;
    while (first < nkids && !is_graph(L, kids[first]) && !SYM_IS(kids[first], ERROR)) first++;
    uint32_t repro = first < nkids && is_graph(L, kids[first]) ? runnable_graph(L, kids, nkids, first) : nkids;
    if (repro < nkids) {
        for (uint32_t k = repro + 1; k < nkids; k++) {
            if (!is_graph(L, kids[k])) continue;
            readable_report(L, header_span(L, kids[k]), RID_FX907, SEV_INFO,
                            "only the first graph of a file is read; this one is skipped");
            break;
        }
        L->broken = readable_report_syntax(L, root, ts_node_start_byte(kids[first]), MAX_SYNTAX_REPORTS) > 0;
        t->produced = plan_runnable(t, kids, first, repro) > 0;
        return true;
    }
    TSNode graph = find_graph(L, root, 0);
    uint32_t from = ts_node_is_null(graph) ? 0 : ts_node_start_byte(graph);
    L->broken = readable_report_syntax(L, root, from, MAX_SYNTAX_REPORTS) > 0;
    if (ts_node_is_null(graph)) {
        frontend_report_sev(fe, src, (Span){0, 0}, RID_FX901, SEV_ERROR,
                 "no graph found: expected a class with a forward method or a bare 'def forward'");
    } else if (SYM_IS(graph, CLASS_DEFINITION)) {
        t->produced = plan_class(t, graph, NONE_ID, 0, 0) > 0;
    } else {
        tree_push(t, TREE_MODULE, NONE_ID, graph);
        tree_push(t, TREE_FORWARD, 0, graph);
        t->produced = 1;
    }
    return true;
}

bool readable_tree_next(ReadableTree *t, ModuleId *mid, TSNode *fn)
{
    Lower *L = &t->L;
    while (t->next < t->nsteps) {
        const TreeStep *st = &t->steps[t->next++];
        TSNode n = st->node;
        switch (st->kind) {
        case TREE_MODULE:
            if (SYM_IS(n, CLASS_DEFINITION)) {
                ModuleId id = graph_add_module(L->g, lower_text(L, FIELD(n, NAME)), st->arg, header_span(L, n));
                if (st->attr.len) L->g->modules[id].attr = st->attr;
            } else
                graph_add_module(L->g, STR_LIT("GraphModule"), NONE_ID, header_span(L, n));
            break;
        case TREE_FORWARD:
            *mid = st->arg;
            *fn = n;
            return true;
        case TREE_SECOND_FORWARD:
            readable_report(L, header_span(L, n), RID_FX907, SEV_INFO, "second forward in one class ignored");
            break;
        case TREE_TOO_DEEP:
            readable_report(L, header_span(L, n), RID_FX907, SEV_INFO,
                            "classes nested deeper than %d levels are not read", READABLE_MAX_CLASS_DEPTH);
            break;
        case TREE_CUT_CLASS:
            readable_report_cut_class(L, ts_node_start_byte(n), ts_node_end_byte(n), lower_text(L, FIELD(n, NAME)));
            break;
        default:
            break;
        }
    }
    return false;
}

void readable_forward_record_begin(Lower *L, ReadableForward *rec, ModuleId mid, Span range)
{
    memset(rec, 0, sizeof *rec);
    rec->range = range;
    rec->mod = mid;
    rec->origin0 = L->g->norigins;
    rec->broken = L->broken;
    rec->script = L->script;
    L->capture = rec;
}

void readable_forward_record_end(Lower *L, ReadableForward *rec)
{
    L->capture = NULL;
    rec->norigins = L->g->norigins - rec->origin0;
}

void readable_tree_lower_forward(ReadableTree *t, ModuleId mid, TSNode fn, ReadableForward *rec)
{
    if (rec) readable_forward_record_begin(&t->L, rec, mid, ts_span(fn));
    lower_forward(&t->L, mid, fn);
    if (rec) readable_forward_record_end(&t->L, rec);
}

int readable_tree_end(ReadableTree *t, TSTree **keep)
{
    Lower *L = &t->L;
    int produced = 0;
    if (t->tree) {
        ts_tree_cursor_delete(&L->cursor);
        if (keep) *keep = t->tree;
        else ts_tree_delete(t->tree);
        L->g->syntax_broken = L->broken;
        produced = t->produced && L->g->nmodules > 0;
        if (produced) graph_finish(L->g);
    } else if (keep) {
        *keep = NULL;
    }
    free(t->steps);
    arena_reset(&t->rp->scratch);
    arena_reset(&t->rp->keep);
    return produced;
}
