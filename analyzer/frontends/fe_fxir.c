/* FX IR text (`print(gm.graph)`, spec §2) -> the graph model. A hand-written parser: one pass
 * over each line, no backtracking, no allocation per character (values collect on a reused
 * stack and are copied into the graph arena once per container). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/budget.h"
#include "frontends/frontend.h"
#include "diag/rules.h"
#include "frontends/fe_fxir.h"

#define FXIR_MAX_DEPTH 256

typedef struct FxirParser {
    Frontend *fe;
    const Source *src;
    Graph *g;
    Arena *a;
    ModuleId m;
    const char *s;    /* source text */
    uint32_t p;       /* cursor */
    uint32_t eol;     /* end of the current line's content (before CR/LF) */
    bool failed;      /* a syntax error was reported on this line */
    bool bare_names;  /* `return` values: names print without '%' (Python repr) */
    uint32_t depth;   /* container nesting, bounded so hostile input cannot exhaust the stack */
    const char *form; /* the format named in FX901 messages */
    /* value stack: elements of the containers being parsed, innermost last */
    Value *vals;
    Str *keys;
    uint32_t nvals, cap;
    MetaCache metas;  /* annotations, each text parsed once (in a) */
} FxirParser;

/* ---- lexing helpers ---- */

static bool is_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static bool at_eol(const FxirParser *ps) { return ps->p >= ps->eol; }
static char peek(const FxirParser *ps) { return ps->p < ps->eol ? ps->s[ps->p] : '\0'; }

/* At a `#` after a node: the line is the node and a comment (a suppression such as
 * `# fxlint: ignore[FX904]`, which PyTorch never prints but users add); it ends before it. */
static void end_before_comment(FxirParser *ps)
{
    if (peek(ps) != '#') return;
    uint32_t e = ps->p;
    while (e > 0 && (ps->s[e - 1] == ' ' || ps->s[e - 1] == '\t')) e--;
    ps->p = ps->eol = e;
}

static void skip_spaces(FxirParser *ps)
{
    while (ps->p < ps->eol && (ps->s[ps->p] == ' ' || ps->s[ps->p] == '\t')) ps->p++;
}

/* Matches literal `lit` at the cursor and advances past it. */
static bool eat(FxirParser *ps, const char *lit)
{
    size_t n = strlen(lit);
    if (ps->eol - ps->p < n || memcmp(ps->s + ps->p, lit, n) != 0) return false;
    ps->p += (uint32_t)n;
    return true;
}

static Str slice(const FxirParser *ps, uint32_t from, uint32_t to) { return str_make(ps->s + from, to - from); }

/* Reports an FX901 at [from, to) once per line; the rest of the line is abandoned. */
static void syntax_error(FxirParser *ps, uint32_t from, uint32_t to, const char *what)
{
    if (ps->failed) return;
    ps->failed = true;
    if (to <= from) to = from < ps->eol ? from + 1 : from;
    frontend_report(ps->fe, ps->src, (Span){from, to}, RID_FX901, "%s: %s", ps->form, what);
}

#define FAIL(ps, from, to, what)            \
    do {                                    \
        syntax_error((ps), (from), (to), (what)); \
        return;                             \
    } while (0)

static void push_value(FxirParser *ps, Str key, Value v)
{
    if (ps->nvals == ps->cap) {
        ps->cap = ps->cap ? ps->cap * 2 : 256;
        ps->vals = realloc(ps->vals, sizeof(Value) * ps->cap);
        ps->keys = realloc(ps->keys, sizeof(Str) * ps->cap);
        if (!ps->vals || !ps->keys) abort();
    }
    ps->keys[ps->nvals] = key;
    ps->vals[ps->nvals++] = v;
}

/* Moves the stack entries above `base` into the arena as a container's items. */
static void pop_into(FxirParser *ps, uint32_t base, Value *out, bool with_keys)
{
    uint32_t n = ps->nvals - base;
    out->seq.n = n;
    out->seq.items = NULL;
    out->seq.keys = NULL;
    if (n) {
        out->seq.items = ARENA_ARRAY(ps->a, Value, n);
        memcpy(out->seq.items, ps->vals + base, sizeof(Value) * n);
        if (with_keys) {
            out->seq.keys = ARENA_ARRAY(ps->a, Str, n);
            memcpy(out->seq.keys, ps->keys + base, sizeof(Str) * n);
        }
    }
    ps->nvals = base;
}

/* End of an atom: the first ',' or closing bracket at nesting depth 0 (outside quotes), or
 * `stop` (':' for dict keys) when given. */
static uint32_t atom_end(const FxirParser *ps, uint32_t from, char stop)
{
    int depth = 0;
    char quote = 0;
    for (uint32_t i = from; i < ps->eol; i++) {
        char c = ps->s[i];
        if (quote) {
            if (c == '\\') i++;
            else if (c == quote) quote = 0;
            continue;
        }
        switch (c) {
        case '\'': case '"': quote = c; break;
        case '(': case '[': case '{': depth++; break;
        case ')': case ']': case '}':
            if (depth == 0) return i;
            depth--;
            break;
        case ',':
            if (depth == 0) return i;
            break;
        default:
            if (c == stop && depth == 0) return i;
            break;
        }
    }
    return ps->eol;
}

/* ---- atoms ---- */

static bool parse_int(Str t, int64_t *out)
{
    uint32_t i = 0;
    bool neg = false;
    if (t.len && (t.ptr[0] == '-' || t.ptr[0] == '+')) neg = t.ptr[0] == '-', i++;
    if (i == t.len) return false;
    uint64_t v = 0;
    for (; i < t.len; i++) {
        char c = t.ptr[i];
        if (c < '0' || c > '9') return false;
        if (v > (UINT64_MAX - 9) / 10) return false;
        v = v * 10 + (uint64_t)(c - '0');
    }
    if (v > (uint64_t)INT64_MAX + (neg ? 1u : 0u)) return false;
    *out = neg ? (int64_t)(0 - v) : (int64_t)v;
    return true;
}

static bool parse_float(Str t, double *out)
{
    if (str_eqz(t, "inf") || str_eqz(t, "-inf") || str_eqz(t, "nan")) {
        *out = t.ptr[0] == 'n' ? (double)NAN : t.ptr[0] == '-' ? -(double)INFINITY : (double)INFINITY;
        return true;
    }
    char buf[64];
    if (t.len == 0 || t.len >= sizeof buf) return false;
    bool digit = false;
    for (uint32_t i = 0; i < t.len; i++) {
        char c = t.ptr[i];
        if (c >= '0' && c <= '9') digit = true;
        else if (c != '.' && c != 'e' && c != 'E' && c != '-' && c != '+') return false;
    }
    if (!digit) return false;
    memcpy(buf, t.ptr, t.len);
    buf[t.len] = 0;
    char *end;
    *out = strtod(buf, &end);
    return end == buf + t.len;
}

static bool is_dotted_name(Str t)
{
    if (!t.len || (t.ptr[0] >= '0' && t.ptr[0] <= '9')) return false;
    for (uint32_t i = 0; i < t.len; i++)
        if (!is_name_char(t.ptr[i]) && t.ptr[i] != '.') return false;
    return t.ptr[t.len - 1] != '.';
}

static bool has_dot(Str t) { return memchr(t.ptr, '.', t.len) != NULL; }

static Value node_ref(FxirParser *ps, Str name, Span sp)
{
    Value v = {.kind = VK_NODE, .span = sp};
    v.node = graph_lookup(ps->g, ps->m, name);
    if (v.node == NONE_ID) {
        frontend_report(ps->fe, ps->src, sp, RID_FX903, "undefined name '%.*s'", STR_ARG(name));
        v.kind = VK_EXPR;
        v.s = name;
    }
    return v;
}

/* A leaf value printed with str() (args) or repr() (return): classify its text. */
static Value classify_atom(FxirParser *ps, uint32_t from, uint32_t to)
{
    Str t = str_trim(slice(ps, from, to));
    Value v = {.kind = VK_EXPR, .span = {from, to}};
    v.s = t;
    if (t.len == 0) { /* str('') prints as nothing */
        v.kind = VK_STR;
        return v;
    }
    if (str_eqz(t, "None")) return v.kind = VK_NONE, v;
    if (str_eqz(t, "True") || str_eqz(t, "False")) {
        v.kind = VK_BOOL;
        v.b = t.ptr[0] == 'T';
        return v;
    }
    if (str_eqz(t, "...") || str_eqz(t, "Ellipsis")) return v.kind = VK_ELLIPSIS, v;
    if (parse_int(t, &v.i)) return v.kind = VK_INT, v;
    double f;
    if (parse_float(t, &f)) {
        v.kind = VK_FLOAT;
        v.f = f;
        return v;
    }
    if (t.len >= 2 && (t.ptr[0] == '\'' || t.ptr[0] == '"') && t.ptr[t.len - 1] == t.ptr[0]) {
        v.kind = VK_STR;
        v.s = str_slice(t, 1, t.len - 1);
        return v;
    }
    if (str_starts(t, "torch.") && dtype_from_name(t) != DT_UNKNOWN) {
        v.kind = VK_DTYPE;
        v.s = str_slice(t, 6, t.len);
        return v;
    }
    if (is_dotted_name(t)) {
        if (has_dot(t)) return v.kind = VK_SYMBOL, v;
        if (ps->bare_names) {
            Value r = node_ref(ps, t, (Span){from, from + t.len});
            return r;
        }
        /* str() of a string argument: the printer drops the quotes */
        return v.kind = VK_STR, v;
    }
    return v;
}

/* ---- values ---- */

static void parse_value(FxirParser *ps, Value *out);

/* container := open [elem (', ' elem)*] [','] close; an element that prints as nothing is the
 * empty string: `(%a, , %b)`. Dict elements are `key: value` with the key printed by str(). */
static void parse_container(FxirParser *ps, Value *out, char open)
{
    char close = open == '(' ? ')' : open == '[' ? ']' : '}';
    uint32_t start = ps->p;
    if (ps->depth >= FXIR_MAX_DEPTH) {
        syntax_error(ps, start, ps->eol, "brackets nested too deeply");
        *out = (Value){.kind = VK_NONE, .span = {start, ps->eol}};
        return;
    }
    ps->depth++;
    uint32_t base = ps->nvals;
    out->kind = open == '(' ? VK_TUPLE : open == '[' ? VK_LIST : VK_DICT;
    ps->p++;
    if (peek(ps) != close) {
        for (;;) {
            Str key = {0};
            if (open == '{') {
                uint32_t k = ps->p, e = atom_end(ps, k, ':');
                if (e >= ps->eol || ps->s[e] != ':') {
                    syntax_error(ps, k, e, "expected 'key: value' in a dict");
                    break;
                }
                key = str_trim(slice(ps, k, e));
                if (key.len >= 2 && (key.ptr[0] == '\'' || key.ptr[0] == '"')) key = str_slice(key, 1, key.len - 1);
                ps->p = e + 1;
                skip_spaces(ps);
            }
            Value v;
            if (peek(ps) == ',' || peek(ps) == close) v = classify_atom(ps, ps->p, ps->p);
            else parse_value(ps, &v);
            if (ps->failed) break;
            push_value(ps, key, v);
            char c = peek(ps);
            if (c == close) break;
            if (c != ',') {
                syntax_error(ps, ps->p, ps->p + 1, "expected ',' or a closing bracket");
                break;
            }
            ps->p++;
            if (peek(ps) == close) break; /* `(x,)`: the one-tuple comma */
            skip_spaces(ps);
        }
    }
    if (!ps->failed && peek(ps) != close) syntax_error(ps, start, ps->eol, "unclosed bracket");
    if (!ps->failed) ps->p++;
    pop_into(ps, base, out, open == '{');
    out->span = (Span){start, ps->p};
    ps->depth--;
}

/* slice(start, stop, step) as str() prints it. */
static bool parse_slice(FxirParser *ps, Value *out)
{
    uint32_t start = ps->p;
    if (!eat(ps, "slice(")) return false;
    ps->p--;
    Value tuple;
    parse_container(ps, &tuple, '(');
    if (ps->failed) return true;
    *out = tuple;
    out->kind = VK_SLICE;
    out->span = (Span){start, ps->p};
    if (out->seq.n != 3) out->kind = VK_EXPR, out->s = slice(ps, start, ps->p);
    return true;
}

static void parse_value(FxirParser *ps, Value *out)
{
    skip_spaces(ps);
    uint32_t from = ps->p;
    char c = peek(ps);
    if (c == '%') {
        uint32_t n = ++ps->p;
        while (ps->p < ps->eol && is_name_char(ps->s[ps->p])) ps->p++;
        if (ps->p == n) {
            syntax_error(ps, from, from + 1, "expected a node name after '%'");
            *out = (Value){.kind = VK_NONE, .span = {from, ps->p}};
            return;
        }
        *out = node_ref(ps, slice(ps, n, ps->p), (Span){from, ps->p});
        skip_spaces(ps);
        return;
    }
    if (c == '(' || c == '[' || c == '{') {
        parse_container(ps, out, c);
        skip_spaces(ps);
        return;
    }
    if (c == 's' && parse_slice(ps, out)) {
        skip_spaces(ps);
        return;
    }
    uint32_t e = atom_end(ps, from, 0);
    *out = classify_atom(ps, from, e);
    ps->p = e;
}

/* ---- statements ---- */

static bool opcode_is(Str op, const char *snake)
{
    /* matches "call_function" and the capitalised "CallFunction" of newer fragments */
    uint32_t i = 0;
    for (const char *z = snake; *z; z++) {
        if (*z == '_') {
            if (i < op.len && op.ptr[i] == '_') i++;
            continue;
        }
        if (i >= op.len) return false;
        char c = op.ptr[i++];
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != *z) return false;
    }
    return i == op.len;
}

bool fe_fxir_opcode(Str op, NodeKind *kind)
{
    static const struct { const char *name; NodeKind kind; } ops[] = {
        {"placeholder", NK_PLACEHOLDER}, {"get_attr", NK_GET_ATTR}, {"call_function", NK_CALL_FUNCTION},
        {"call_method", NK_CALL_METHOD}, {"call_module", NK_CALL_MODULE}, {"output", NK_OUTPUT},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (opcode_is(op, ops[i].name)) return *kind = ops[i].kind, true;
    return false;
}

Target fe_fxir_target(NodeKind kind, Str target)
{
    switch (kind) {
    case NK_CALL_FUNCTION: return target_from_callable(target);
    case NK_CALL_METHOD: return (Target){.kind = TK_METHOD, .qualname = target, .op = target};
    case NK_CALL_MODULE: {
        /* op: the last part of the submodule path, as the printed-code front end has it */
        uint32_t dot = target.len;
        while (dot > 0 && target.ptr[dot - 1] != '.') dot--;
        return (Target){.kind = TK_MODULE, .qualname = target, .op = str_slice(target, dot, target.len)};
    }
    case NK_PLACEHOLDER: case NK_GET_ATTR: return (Target){.kind = TK_ATTR, .qualname = target, .op = target};
    case NK_OUTPUT: break;
    }
    return (Target){.kind = TK_NONE};
}

/* The `<type> "annotation" [num_users=N]` part between ':' and '='. */
static void parse_node_meta(FxirParser *ps, Node *n)
{
    for (;;) {
        skip_spaces(ps);
        char c = peek(ps);
        if (c == '=' || c == '\0') return;
        if (c == '[') { /* [num_users=N] / [#users=N]: nothing the model keeps */
            const char *close = memchr(ps->s + ps->p, ']', ps->eol - ps->p);
            if (!close) {
                syntax_error(ps, ps->p, ps->eol, "unclosed '[' in node meta");
                return;
            }
            ps->p = (uint32_t)(close - ps->s) + 1;
            continue;
        }
        if (c == '"') { /* an annotation string, as in newer "Graph fragment" dumps */
            uint32_t q = ps->p + 1;
            const char *close = memchr(ps->s + q, '"', ps->eol - q);
            if (!close) {
                syntax_error(ps, ps->p, ps->eol, "unterminated annotation string");
                return;
            }
            uint32_t qe = (uint32_t)(close - ps->s);
            n->meta = meta_cache_get(&ps->metas, slice(ps, q, qe));
            if (n->meta->kind == META_BAD)
                frontend_report(ps->fe, ps->src, (Span){q, qe}, RID_FX902, "cannot read annotation \"%.*s\"",
                                (int)(qe - q), ps->s + q);
            n->meta_span = (Span){q, qe};
            ps->p = qe + 1;
            continue;
        }
        /* a type name such as torch.Tensor or typing.List[int]: no shape, so no meta */
        int depth = 0;
        while (ps->p < ps->eol) {
            char d = ps->s[ps->p];
            if (d == '[') depth++;
            else if (d == ']') depth--;
            else if ((d == ' ' || d == '=') && depth <= 0) break;
            ps->p++;
        }
    }
}

/* node := '%' NAME ' : ' meta ' = ' OPCODE '[target=' TARGET ']' ['(args = ' tuple ', kwargs = ' dict ')'] */
static void parse_node(FxirParser *ps, uint32_t line_start)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.origin = NONE_ID;
    n.submodule = NONE_ID;
    uint32_t name_from = ++ps->p;
    while (ps->p < ps->eol && is_name_char(ps->s[ps->p])) ps->p++;
    if (ps->p == name_from) FAIL(ps, line_start, ps->eol, "expected a node name after '%'");
    n.name = slice(ps, name_from, ps->p);
    n.name_span = (Span){name_from, ps->p};
    skip_spaces(ps);
    if (!eat(ps, ":")) FAIL(ps, ps->p, ps->p + 1, "expected ':' after the node name");
    parse_node_meta(ps, &n);
    if (ps->failed) return;
    if (!eat(ps, "=")) FAIL(ps, ps->p, ps->eol, "expected '=' before the opcode");
    skip_spaces(ps);
    uint32_t op_from = ps->p;
    while (ps->p < ps->eol && is_name_char(ps->s[ps->p])) ps->p++;
    if (!fe_fxir_opcode(slice(ps, op_from, ps->p), &n.kind)) FAIL(ps, op_from, ps->p, "unknown opcode");
    if (!eat(ps, "[target=")) FAIL(ps, ps->p, ps->p + 1, "expected '[target=' after the opcode");
    uint32_t t_from = ps->p;
    int depth = 0;
    while (ps->p < ps->eol && !(ps->s[ps->p] == ']' && depth == 0)) {
        if (ps->s[ps->p] == '[') depth++;
        else if (ps->s[ps->p] == ']') depth--;
        ps->p++;
    }
    if (at_eol(ps)) FAIL(ps, t_from, ps->eol, "unclosed '[target='");
    Str target = slice(ps, t_from, ps->p);
    ps->p++;
    n.target = fe_fxir_target(n.kind, target);
    n.call_span = (Span){op_from, ps->eol};
    if (peek(ps) == '(') {
        uint32_t base = ps->nvals;
        ps->p++;
        skip_spaces(ps);
        if (eat(ps, "default=")) { /* a placeholder's default value */
            Value v;
            parse_value(ps, &v);
            if (!ps->failed) push_value(ps, (Str){0}, v);
        } else {
            if (!eat(ps, "args")) FAIL(ps, ps->p, ps->eol, "expected 'args = '");
            skip_spaces(ps);
            if (!eat(ps, "=")) FAIL(ps, ps->p, ps->eol, "expected 'args = '");
            Value args;
            parse_value(ps, &args);
            if (ps->failed) return;
            if (args.kind == VK_TUPLE) {
                n.args = args.seq.items;
                n.nargs = args.seq.n;
            } else {
                push_value(ps, (Str){0}, args);
            }
            if (eat(ps, ",")) {
                skip_spaces(ps);
                if (!eat(ps, "kwargs")) FAIL(ps, ps->p, ps->eol, "expected 'kwargs = '");
                skip_spaces(ps);
                if (!eat(ps, "=")) FAIL(ps, ps->p, ps->eol, "expected 'kwargs = '");
                Value kw;
                parse_value(ps, &kw);
                if (ps->failed) return;
                if (kw.kind != VK_DICT) FAIL(ps, kw.span.start, kw.span.end, "kwargs is not a dict");
                n.nkwargs = kw.seq.n;
                if (kw.seq.n) {
                    n.kwargs = ARENA_ARRAY(ps->a, Kwarg, kw.seq.n);
                    for (uint32_t i = 0; i < kw.seq.n; i++) n.kwargs[i] = (Kwarg){kw.seq.keys[i], kw.seq.items[i]};
                }
            }
        }
        if (ps->nvals > base) { /* args that were not a tuple, or a default value */
            Value one;
            pop_into(ps, base, &one, false);
            n.args = one.seq.items;
            n.nargs = one.seq.n;
        }
        skip_spaces(ps);
        if (!eat(ps, ")")) FAIL(ps, ps->p, ps->eol, "expected ')' after kwargs");
    }
    skip_spaces(ps);
    end_before_comment(ps);
    if (!at_eol(ps)) FAIL(ps, ps->p, ps->eol, "unexpected text after the node");
    if (n.call_span.end > ps->eol) n.call_span.end = ps->eol;
    n.span = (Span){line_start, ps->eol};
    graph_add_node(ps->g, ps->m, &n);
}

/* return := 'return' value    (the output node; values print with repr(), names bare) */
static void parse_return(FxirParser *ps, uint32_t line_start)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.kind = NK_OUTPUT;
    n.name = STR_LIT("output");
    n.origin = NONE_ID;
    n.submodule = NONE_ID;
    n.target.kind = TK_NONE;
    skip_spaces(ps);
    uint32_t from = ps->p;
    Value *v = ARENA_NEW(ps->a, Value);
    ps->bare_names = true;
    parse_value(ps, v);
    ps->bare_names = false;
    if (ps->failed) return;
    skip_spaces(ps);
    end_before_comment(ps);
    if (!at_eol(ps)) FAIL(ps, ps->p, ps->eol, "unexpected text after the returned value");
    n.args = v;
    n.nargs = 1;
    n.span = (Span){line_start, ps->eol};
    n.name_span = (Span){line_start, line_start + 6};
    n.call_span = (Span){from, ps->eol};
    graph_add_node(ps->g, ps->m, &n);
}

bool fe_fxir_subgraph_attr(const char *s, size_t n)
{
    static const char *const tensors[] = {"_tensor_constant", "_param_constant", "_frozen_param"};
    for (size_t i = 0; i < sizeof tensors / sizeof tensors[0]; i++)
        if (n >= strlen(tensors[i]) && memcmp(s, tensors[i], strlen(tensors[i])) == 0) return false;
    return n > 0;
}

bool fe_fxir_root_line(const char *s, size_t n)
{
    static const char ph[] = "= placeholder[target=";
    const char *p = memmem(s, n, ph, sizeof ph - 1);
    if (!p) return false;
    p += sizeof ph - 1;
    return (size_t)(s + n - p) >= 2 && (p[0] == 'L' || p[0] == 'G') && p[1] == '_';
}

Str fe_fxir_get_attr(const char *s, size_t n)
{
    static const char ga[] = "= get_attr[target=";
    const char *p = memmem(s, n, ga, sizeof ga - 1);
    if (!p) return (Str){"", 0};
    p += sizeof ga - 1;
    const char *e = memchr(p, ']', (size_t)(s + n - p));
    return e ? str_make(p, (size_t)(e - p)) : (Str){"", 0};
}

/* The next subgraph still owed a printed block: the first get_attr of a submodule, not yet
 * given one, of the innermost module on the stack that has one (modules without are popped).
 * Returns its owner and sets *attr, or NONE_ID. */
typedef struct BlockStack {
    ModuleId m[64];
    NodeId next[64];
    uint32_t depth;
} BlockStack;

static ModuleId next_owed(const Graph *g, BlockStack *st, Str *attr)
{
    while (st->depth > 0) {
        uint32_t d = st->depth - 1;
        const Module *m = &g->modules[st->m[d]];
        for (NodeId k = st->next[d]; k < m->nnodes; k++) {
            const Node *n = &m->nodes[k];
            if (n->kind == NK_GET_ATTR && fe_fxir_subgraph_attr(n->target.op.ptr, n->target.op.len)) {
                st->next[d] = k + 1;
                *attr = n->target.op;
                return st->m[d];
            }
        }
        st->depth--;
    }
    return NONE_ID;
}

/* The first `%` line after line end `from`: whether it is a Dynamo root's input. */
static bool block_is_root(const FxirParser *ps, uint32_t from, uint32_t len)
{
    for (uint32_t p = from; p < len;) {
        const char *nl = memchr(ps->s + p, '\n', len - p);
        uint32_t e = nl ? (uint32_t)(nl - ps->s) : len;
        uint32_t b = p;
        while (b < e && ps->s[b] == ' ') b++;
        if (b < e && ps->s[b] == '%') return fe_fxir_root_line(ps->s + b, e - b);
        p = e + 1;
    }
    return false;
}

/* One node per remaining line at most: sizing the node array once avoids regrowing (and
 * copying) it while a large dump is read. */
static void reserve_nodes(Graph *g, ModuleId m, const Source *src, uint32_t from)
{
    graph_reserve(g, m, src->nlines - source_line_index(src, from));
}

int fe_fxir_parse(Frontend *fe, const Source *src, Graph *out, Arena *a)
{
    FxirParser ps;
    memset(&ps, 0, sizeof ps);
    ps.fe = fe;
    ps.src = src;
    ps.g = out;
    ps.a = a;
    meta_cache_init(&ps.metas, a);
    ps.s = src->text;
    ps.form = "FX IR";
    graph_init(out, a, src);
    bool have_module = false;
    BlockStack blocks = {{0}, {0}, 0};
    uint32_t len = src->len;
    bool expired = false;
    for (uint32_t lines = 0; ps.p < len; lines++) {
        /* --file-timeout, polled every 1024 lines: out of time, the half-read graph is not
         * checked (it would look cut short); the driver reports what was given up */
        if ((lines & 1023u) == 0 && (expired = budget_expired())) break;
        uint32_t line_start = ps.p;
        const char *nl = memchr(ps.s + ps.p, '\n', len - ps.p);
        uint32_t next = nl ? (uint32_t)(nl - ps.s) + 1 : len;
        uint32_t e = nl ? (uint32_t)(nl - ps.s) : len;
        while (e > ps.p && (ps.s[e - 1] == '\r' || ps.s[e - 1] == ' ' || ps.s[e - 1] == '\t')) e--;
        ps.eol = e;
        ps.failed = false;
        ps.nvals = 0;
        skip_spaces(&ps);
        uint32_t content = ps.p;
        if (!at_eol(&ps) && ps.s[content] != '#') {
            if (!have_module) {
                Span head = {content, e};
                ps.m = graph_add_module(out, STR_LIT("GraphModule"), NONE_ID, head);
                have_module = true;
                blocks.m[0] = ps.m, blocks.next[0] = 0, blocks.depth = 1;
                reserve_nodes(out, ps.m, src, content);
            }
            bool block = (ps.p = content, eat(&ps, "graph("));
            ps.p = content;
            if (ps.s[content] == '%') {
                parse_node(&ps, content);
            } else if (eat(&ps, "return") && (at_eol(&ps) || peek(&ps) == ' ')) {
                parse_return(&ps, content);
            } else if (!block) {
                syntax_error(&ps, content, e, "expected a '%name : ... = opcode[target=...]' line or 'return'");
            } else if (out->nmodules == 1 && out->modules[0].nnodes == 0) {
                /* the graph's own `graph():` line */
            } else {
                Str attr;
                ModuleId owner = block_is_root(&ps, next, len) ? NONE_ID : next_owed(out, &blocks, &attr);
                if (owner == NONE_ID) {
                    frontend_report_sev(fe, src, (Span){content, e}, RID_FX907, SEV_INFO,
                                        "FX IR: a graph that is no subgraph of the graph above is not read with it");
                    break;
                }
                ps.m = graph_add_module(out, attr, owner, (Span){content, e});
                if (blocks.depth < 64) blocks.m[blocks.depth] = ps.m, blocks.next[blocks.depth++] = 0;
            }
        }
        (void)line_start;
        ps.p = next;
    }
    free(ps.vals);
    free(ps.keys);
    if (!have_module || expired) return 0;
    out->flavor = FLAVOR_UNKNOWN;
    graph_finish(out);
    return 1;
}

bool fe_fxir_read_value(Frontend *fe, const Source *src, Graph *g, Arena *a, ModuleId m, Span at, const char *form,
                        Value *out)
{
    FxirParser ps;
    memset(&ps, 0, sizeof ps);
    ps.fe = fe;
    ps.src = src;
    ps.g = g;
    ps.a = a;
    meta_cache_init(&ps.metas, a);
    ps.m = m;
    ps.s = src->text;
    ps.form = form;
    ps.p = at.start;
    ps.eol = at.end;
    ps.bare_names = true;
    parse_value(&ps, out);
    if (!ps.failed && !at_eol(&ps)) syntax_error(&ps, ps.p, ps.eol, "unexpected text after the value");
    free(ps.vals);
    free(ps.keys);
    return !ps.failed;
}
