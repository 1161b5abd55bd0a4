/* The value stage: expressions of printed graph code -> Values and node right-hand sides
 * (calls of ops, methods and submodules, infix operators, subscripts, get_attr, and the
 * literal reprs FX prints), from tree-sitter's nodes and from the scan stage's trees; and the
 * reports and records lowering keeps (value.h). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag/diag.h"
#include "diag/rules.h"
#include "frontends/readable/value.h"

/* ---- reports and records ---- */

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

/* Whether `name` is an alias the recorded piece bound itself. */
static bool bound_here(const Lower *L, Str name)
{
    for (uint32_t i = 0; i < L->pcap->binds.len; i++)
        if (str_eq(source_slice(L->src, L->pcap->binds.items[i].alias), name)) return true;
    return false;
}

NodeId readable_lookup(Lower *L, Str name)
{
    NodeId id = graph_lookup(L->g, L->mod, name);
    /* a piece lowered on its own: a name from outside it is found if a statement before the
     * piece defines it (the copy checks that guess against the graph) */
    if (id == NONE_ID && L->defined_before && L->defined_before(L, name)) id = READABLE_OUTSIDE;
    ReadablePiece *rec = L->pcap;
    if (!rec || (id != NONE_ID && id != READABLE_OUTSIDE && id >= rec->node0) || bound_here(L, name)) return id;
    /* a name from outside the piece: what it is now must be what it was, for a copy */
    for (uint32_t i = 0; i < rec->lookups.len; i++)
        if (str_eq(rec->lookups.items[i].name, name)) return id;
    Str kept = str_make(arena_strndup(L->a, name.ptr, name.len), name.len);
    VEC_PUSH(L->a, rec->lookups, ((ReadableLookup){kept, id != NONE_ID}));
    return id;
}

void readable_piece_bind(Lower *L, Span alias, Span from)
{
    if (!L->pcap) return;
    uint32_t at = L->g->modules[L->mod].nnodes - L->pcap->node0;
    VEC_PUSH(L->a, L->pcap->binds, ((ReadablePieceBind){alias, from, at}));
}

void readable_piece_pending(Lower *L, Span name)
{
    if (L->pcap) VEC_PUSH(L->a, L->pcap->pending, name);
}

void readable_piece_begin(Lower *L, ReadablePiece *rec, Span range, uint8_t kind, uint32_t row)
{
    memset(rec, 0, sizeof *rec);
    rec->range = range;
    rec->kind = kind;
    rec->mod = L->mod;
    rec->node0 = L->mod != NONE_ID ? L->g->modules[L->mod].nnodes : 0;
    rec->origin0 = L->g->norigins;
    rec->origin_in = L->origin;
    rec->line_in = (int32_t)(L->line - row);
    rec->broken = L->broken;
    rec->script = L->script;
    L->pcap = rec;
}

void readable_piece_end(Lower *L, ReadablePiece *rec)
{
    L->pcap = NULL;
    rec->nnodes = (L->mod != NONE_ID ? L->g->modules[L->mod].nnodes : 0) - rec->node0;
    rec->norigins = L->g->norigins - rec->origin0;
    rec->origin_out = L->origin;
    uint32_t row = source_line_index(L->src, rec->range.start);
    rec->line_out = (int32_t)(L->line - row);
}

/* ---- values ---- */

static Value value_at(Lower *L, TSNode e, unsigned depth);

/* An expression kept as its text: the span of the source. */
static Value expr_at(Lower *L, Span sp)
{
    Value v = {0};
    v.kind = VK_EXPR;
    v.span = sp;
    v.s = source_slice(L->src, sp);
    return v;
}

static Value value_expr(Lower *L, TSNode e) { return expr_at(L, ts_span(e)); }

/* identifier: a node of this module, or one of the free names Python reprs print (inf, nan,
 * Ellipsis). Other names wait in L->pending for a definition later in the body. */
static Value name_value(Lower *L, Span sp)
{
    Value v = {0};
    v.span = sp;
    Str name = source_slice(L->src, sp);
    if ((name.len == 3 && (name.ptr[0] == 'i' || name.ptr[0] == 'n')) || name.len == 8) {
        if (str_eqz(name, "inf")) { v.kind = VK_FLOAT; v.f = INFINITY; return v; }
        if (str_eqz(name, "nan")) { v.kind = VK_FLOAT; v.f = NAN; return v; }
        if (str_eqz(name, "Ellipsis")) { v.kind = VK_ELLIPSIS; return v; }
    }
    NodeId id = readable_lookup(L, name);
    if (id != NONE_ID) { v.kind = VK_NODE; v.node = id; return v; }
    VEC_PUSH(L->keep, L->pending, v.span);
    readable_piece_pending(L, v.span);
    return expr_at(L, sp);
}

static Value value_identifier(Lower *L, TSNode e) { return name_value(L, ts_span(e)); }

/* Resolves a name used before its definition to a node below `limit`: the output node may
 * name later nodes, any other node only earlier ones (a node that reads itself or a later node
 * is a NameError in Python, and a cycle the analyses must never see). */
static bool resolve_value(Lower *L, Value *v, bool *done, NodeId limit)
{
    if (v->kind == VK_TUPLE || v->kind == VK_LIST || v->kind == VK_DICT || v->kind == VK_SLICE) {
        bool any = false;
        for (uint32_t i = 0; i < v->seq.n; i++) any |= resolve_value(L, &v->seq.items[i], done, limit);
        return any;
    }
    if (v->kind != VK_EXPR) return false;
    for (uint32_t k = 0; k < L->pending.len; k++) {
        if (L->pending.items[k].start != v->span.start || L->pending.items[k].end != v->span.end) continue;
        NodeId id = graph_lookup(L->g, L->mod, v->s);
        if (id == NONE_ID || id >= limit) return false;
        done[k] = true;
        v->kind = VK_NODE;
        v->node = id;
        return true;
    }
    return false;
}

void readable_report_undefined(Lower *L, Span sp, Str name)
{
    if (L->script)
        readable_report(L, sp, RID_FX903, SEV_INFO,
                 "name '%s' is not defined in forward; taken as a global of the script", readable_excerpt(L, name, 80));
    else
        readable_report(L, sp, RID_FX903, SEV_ERROR, "undefined name '%s'", readable_excerpt(L, name, 80));
}

void readable_resolve_pending(Lower *L)
{
    if (!L->pending.len) return;
    bool *done = ARENA_ARRAY(L->scratch, bool, L->pending.len);
    Module *m = &L->g->modules[L->mod];
    for (uint32_t i = 0; i < m->nnodes; i++) {
        Node *n = &m->nodes[i];
        NodeId limit = n->kind == NK_OUTPUT ? NONE_ID : i;
        for (uint32_t k = 0; k < n->nargs; k++) resolve_value(L, &n->args[k], done, limit);
        for (uint32_t k = 0; k < n->nkwargs; k++) resolve_value(L, &n->kwargs[k].value, done, limit);
    }
    for (uint32_t k = 0; k < L->pending.len; k++) {
        if (done[k] || L->broken) continue;
        Span sp = L->pending.items[k];
        readable_report_undefined(L, sp, source_slice(L->src, sp));
    }
    L->pending.len = 0;
}

/* Copies the literal without '_' digit separators into buf; false if it does not fit. */
static bool literal_copy(Str s, char *buf, size_t cap)
{
    size_t k = 0;
    for (uint32_t i = 0; i < s.len; i++) {
        if (s.ptr[i] == '_') continue;
        if (k + 1 >= cap) return false;
        buf[k++] = s.ptr[i];
    }
    buf[k] = 0;
    return k > 0;
}

/* The integer or float literal at sp (negated: `-1` printed as a unary minus). */
static Value number_value(Lower *L, Span sp, bool is_int, bool neg)
{
    Value v = {0};
    v.span = sp;
    char buf[128], *end;
    if (!literal_copy(source_slice(L->src, sp), buf, sizeof buf)) return expr_at(L, sp);
    if (is_int) {
        errno = 0;
        long long x = strtoll(buf, &end, (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) ? 16 : 10);
        if (errno || *end) return expr_at(L, sp); /* 0o17, 1j, beyond int64: keep the text */
        v.kind = VK_INT;
        v.i = neg ? -(int64_t)x : (int64_t)x;
        return v;
    }
    double d = strtod(buf, &end);
    if (*end) return expr_at(L, sp);
    v.kind = VK_FLOAT;
    v.f = neg ? -d : d;
    return v;
}

static Value value_number(Lower *L, TSNode e, bool neg) { return number_value(L, ts_span(e), SYM_IS(e, INTEGER), neg); }

/* A string's value: the bytes between its quotes (`content`). */
static Value string_value(Lower *L, Span sp, Span content)
{
    Value v = {0};
    v.kind = VK_STR;
    v.span = sp;
    v.s = intern_str(&L->strs, source_slice(L->src, content));
    return v;
}

/* '...' / "..." with no prefix that changes its meaning: the bytes between the quotes. */
static Value value_string(Lower *L, TSNode e)
{
    TSNode *kids;
    uint32_t n = readable_children(L, e, false, &kids);
    if (n < 2 || !SYM_IS(kids[0], STRING_START) || !SYM_IS(kids[n - 1], STRING_END)) return value_expr(L, e);
    Str start = lower_text(L, kids[0]);
    for (uint32_t i = 0; i < start.len; i++)
        if (strchr("fFbBtT", start.ptr[i])) return value_expr(L, e);
    for (uint32_t i = 1; i + 1 < n; i++)
        if (!SYM_IS(kids[i], STRING_CONTENT) && !SYM_IS(kids[i], ESCAPE_SEQUENCE)) return value_expr(L, e);
    uint32_t s = ts_node_end_byte(kids[0]), t = ts_node_start_byte(kids[n - 1]);
    return string_value(L, ts_span(e), (Span){s, t >= s ? t : s});
}

/* How many elements of the list at byte `open` its parser did not read (readable.h's
 * ReadableList); 0 for any other list. */
static uint32_t list_dropped(const Lower *L, uint32_t open, uint32_t kept)
{
    uint32_t lo = 0, hi = L->nlists;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (L->lists[mid].open < open) lo = mid + 1;
        else hi = mid;
    }
    if (lo == L->nlists || L->lists[lo].open != open || L->lists[lo].count < kept) return 0;
    return L->lists[lo].count - kept;
}

static Value value_seq(Lower *L, TSNode e, ValueKind kind, unsigned depth)
{
    TSNode *kids;
    uint32_t n = readable_children(L, e, true, &kids);
    Value v = {0};
    v.kind = kind;
    v.span = ts_span(e);
    v.seq.items = ARENA_ARRAY(L->a, Value, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) v.seq.items[v.seq.n++] = value_at(L, kids[i], depth + 1);
    if (L->nlists && kind == VK_LIST) v.seq.dropped = list_dropped(L, v.span.start, v.seq.n);
    return v;
}

static Str dict_key(Lower *L, TSNode k)
{
    if (SYM_IS(k, STRING)) {
        Value s = value_string(L, k);
        if (s.kind == VK_STR) return s.s;
    }
    return lower_text(L, k);
}

static Value value_dict(Lower *L, TSNode e, unsigned depth)
{
    TSNode *kids;
    uint32_t n = readable_children(L, e, true, &kids);
    Value v = {0};
    v.kind = VK_DICT;
    v.span = ts_span(e);
    v.seq.items = ARENA_ARRAY(L->a, Value, n ? n : 1);
    v.seq.keys = ARENA_ARRAY(L->a, Str, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        TSNode key = FIELD(kids[i], KEY);
        TSNode val = FIELD(kids[i], VALUE);
        if (!SYM_IS(kids[i], PAIR) || ts_node_is_null(key) || ts_node_is_null(val)) return value_expr(L, e);
        v.seq.keys[v.seq.n] = dict_key(L, key);
        v.seq.items[v.seq.n++] = value_at(L, val, depth + 1);
    }
    return v;
}

/* `start:stop:step` inside a subscript: the grammar gives no fields, so colons split parts. */
static Value value_slice(Lower *L, TSNode e, unsigned depth)
{
    TSNode *kids;
    uint32_t n = readable_children(L, e, false, &kids);
    Value v = {0};
    v.kind = VK_SLICE;
    v.span = ts_span(e);
    v.seq.items = ARENA_ARRAY(L->a, Value, 3);
    v.seq.n = 3;
    for (int k = 0; k < 3; k++) v.seq.items[k] = (Value){.kind = VK_NONE, .span = {v.span.start, v.span.start}};
    uint32_t part = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (SYM_IS(kids[i], TOK_COLON)) { if (++part > 2) return value_expr(L, e); continue; }
        if (!ts_node_is_named(kids[i]) || SYM_IS(kids[i], COMMENT)) continue;
        v.seq.items[part] = value_at(L, kids[i], depth + 1);
    }
    return v;
}

/* The arguments of a call, from tree-sitter's argument_list or from a scanned call: one reading
 * of them for both (the values of each come from value_at or scan_value_at). */
typedef struct CallArgs {
    const TSNode *ts;     /* the argument_list's named children; NULL for a scanned call */
    const ScanExpr *scan; /* the scanned call */
    uint32_t n;
} CallArgs;

static Value scan_value_at(Lower *L, const ScanExpr *e, unsigned depth);

static bool arg_is_kw(const CallArgs *a, uint32_t i)
{
    return a->ts ? SYM_IS(a->ts[i], KEYWORD_ARGUMENT) : a->scan->kids[i].kind == SX_KWARG;
}

/* Keyword argument i: its key (a null Str when it has none) and whether it has a value. */
static Str arg_key(Lower *L, const CallArgs *a, uint32_t i, bool *has_value)
{
    if (!a->ts) {
        *has_value = true;
        return source_slice(L->src, a->scan->kids[i].inner);
    }
    TSNode fields[RF_COUNT];
    readable_fields(L, a->ts[i], fields);
    *has_value = !ts_node_is_null(fields[RF_VALUE]);
    return ts_node_is_null(fields[RF_NAME]) ? (Str){NULL, 0} : lower_text(L, fields[RF_NAME]);
}

/* Argument i's value (a keyword argument's: what follows its '='), read at depth. */
static Value arg_value(Lower *L, const CallArgs *a, uint32_t i, unsigned depth)
{
    if (!a->ts) {
        const ScanExpr *x = &a->scan->kids[i];
        return scan_value_at(L, x->kind == SX_KWARG ? &x->kids[0] : x, depth);
    }
    return value_at(L, SYM_IS(a->ts[i], KEYWORD_ARGUMENT) ? FIELD(a->ts[i], VALUE) : a->ts[i], depth);
}

static Span arg_span(const CallArgs *a, uint32_t i) { return a->ts ? ts_span(a->ts[i]) : a->scan->kids[i].span; }

/* The value of a keyword or positional argument of a call like device(type='cuda', index=0). */
static bool call_arg(Lower *L, const CallArgs *a, uint32_t pos, const char *key, Value *out)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < a->n; i++) {
        if (arg_is_kw(a, i)) {
            bool has_value;
            Str name = arg_key(L, a, i, &has_value);
            if (name.ptr && has_value && str_eqz(name, key)) {
                *out = arg_value(L, a, i, READABLE_MAX_DEPTH - 1);
                return true;
            }
        } else if (k++ == pos) {
            *out = arg_value(L, a, i, READABLE_MAX_DEPTH - 1);
            return true;
        }
    }
    return false;
}

/* A call f(args) at sp as a value: device(type='cuda', index=0) -> "cuda:0"; device('cpu') ->
 * "cpu"; slice(a, b, c) -> slice; any other call kept as its text. */
static Value call_value(Lower *L, Str f, Span sp, const CallArgs *a, unsigned depth)
{
    Value v = {0};
    v.span = sp;
    if (str_eqz(f, "device") || str_eqz(f, "torch.device")) {
        Value type, index;
        if (!call_arg(L, a, 0, "type", &type) || type.kind != VK_STR) return expr_at(L, sp);
        v.kind = VK_DEVICE;
        v.s = type.s;
        if (call_arg(L, a, 1, "index", &index) && index.kind == VK_INT) {
            const char *s = arena_printf(L->a, "%.*s:%lld", STR_ARG(type.s), (long long)index.i);
            v.s = str_from(s);
        }
        return v;
    }
    if (str_eqz(f, "slice") && a->n >= 1 && a->n <= 3) {
        v.kind = VK_SLICE;
        v.seq.items = ARENA_ARRAY(L->a, Value, 3);
        v.seq.n = 3;
        /* slice(stop) has one part; slice(start, stop[, step]) the others */
        uint32_t first = a->n == 1 ? 1 : 0;
        for (uint32_t k = 0; k < 3; k++) v.seq.items[k] = (Value){.kind = VK_NONE, .span = {v.span.start, v.span.start}};
        for (uint32_t i = 0; i < a->n; i++) {
            if (arg_is_kw(a, i)) return expr_at(L, sp);
            v.seq.items[first + i] = arg_value(L, a, i, depth + 1);
        }
        return v;
    }
    return expr_at(L, sp);
}

static Value value_call(Lower *L, TSNode e, unsigned depth)
{
    TSNode fn = FIELD(e, FUNCTION);
    TSNode arglist = FIELD(e, ARGUMENTS);
    if (ts_node_is_null(fn) || ts_node_is_null(arglist) || !SYM_IS(arglist, ARGUMENT_LIST)) return value_expr(L, e);
    TSNode *args;
    CallArgs a = {NULL, NULL, 0};
    a.n = readable_children(L, arglist, true, &args);
    a.ts = args;
    return call_value(L, lower_text(L, fn), ts_span(e), &a, depth);
}

/* a.b.c: a dtype (torch.float32), else a symbol kept as its text. */
static Value attr_value(Lower *L, Span sp)
{
    Value v = {0};
    v.span = sp;
    v.s = intern_str(&L->strs, source_slice(L->src, sp));
    Str rest = str_slice(v.s, 6, v.s.len);
    if (str_starts(v.s, "torch.") && !memchr(rest.ptr, '.', rest.len) && dtype_from_name(rest) != DT_UNKNOWN) {
        v.kind = VK_DTYPE;
        v.s = rest;
        return v;
    }
    v.kind = VK_SYMBOL;
    return v;
}

static Value value_attribute(Lower *L, TSNode e) { return attr_value(L, ts_span(e)); }

static Value value_at(Lower *L, TSNode e, unsigned depth)
{
    if (depth >= READABLE_MAX_DEPTH && !ts_node_has_error(e))
        readable_report(L, ts_span(e), RID_FX907, SEV_INFO,
                        "expression nested more than %d levels deep: kept as text, the names in it are not followed",
                        READABLE_MAX_DEPTH);
    if (depth >= READABLE_MAX_DEPTH || ts_node_has_error(e)) return value_expr(L, e);
    TSSymbol t = ts_node_symbol(e);
    const TSSymbol *sym = readable_syms;
    Value v = {0};
    v.span = ts_span(e);
    if (t == sym[RS_IDENTIFIER]) return value_identifier(L, e);
    if (t == sym[RS_INTEGER] || t == sym[RS_FLOAT]) return value_number(L, e, false);
    if (t == sym[RS_TRUE] || t == sym[RS_FALSE]) { v.kind = VK_BOOL; v.b = t == sym[RS_TRUE]; return v; }
    if (t == sym[RS_NONE]) { v.kind = VK_NONE; return v; }
    if (t == sym[RS_ELLIPSIS]) { v.kind = VK_ELLIPSIS; return v; }
    if (t == sym[RS_STRING]) return value_string(L, e);
    if (t == sym[RS_TUPLE] || t == sym[RS_EXPRESSION_LIST]) return value_seq(L, e, VK_TUPLE, depth);
    if (t == sym[RS_LIST]) return value_seq(L, e, VK_LIST, depth);
    if (t == sym[RS_DICTIONARY]) return value_dict(L, e, depth);
    if (t == sym[RS_SLICE]) return value_slice(L, e, depth);
    if (t == sym[RS_ATTRIBUTE]) return value_attribute(L, e);
    if (t == sym[RS_CALL]) return value_call(L, e, depth);
    if (t == sym[RS_PARENTHESIZED_EXPRESSION]) {
        TSNode inner = readable_first_named(L, e);
        return ts_node_is_null(inner) ? value_expr(L, e) : value_at(L, inner, depth + 1);
    }
    if (t == sym[RS_UNARY_OPERATOR]) {
        /* -1, -1.5, -inf: negative literals print as unary minus */
        TSNode op = FIELD(e, OPERATOR);
        TSNode arg = FIELD(e, ARGUMENT);
        if (ts_node_is_null(op) || ts_node_is_null(arg)) return value_expr(L, e);
        bool neg = SYM_IS(op, TOK_MINUS);
        if (!neg && !SYM_IS(op, TOK_PLUS)) return value_expr(L, e);
        if (SYM_IS(arg, INTEGER) || SYM_IS(arg, FLOAT)) return v = value_number(L, arg, neg), v.span = ts_span(e), v;
        if (SYM_IS(arg, IDENTIFIER) && str_eqz(lower_text(L, arg), "inf")) {
            v.kind = VK_FLOAT;
            v.f = neg ? -INFINITY : INFINITY;
            return v;
        }
    }
    return value_expr(L, e);
}

Value readable_value(Lower *L, TSNode e) { return value_at(L, e, 0); }

Target readable_operator_target(Lower *L, const char *op)
{
    Target t;
    memset(&t, 0, sizeof t);
    t.kind = TK_OPERATOR;
    char buf[64];
    int n = snprintf(buf, sizeof buf, "operator.%s", op);
    t.qualname = intern_str(&L->strs, str_make(buf, n > 0 && (size_t)n < sizeof buf ? (size_t)n : 0));
    t.op = str_slice(t.qualname, 9, t.qualname.len);
    return t;
}

/* The arguments of a call into n (first: a method's receiver before them). */
static void call_args_into(Lower *L, const CallArgs *a, Node *n, const Value *first)
{
    uint32_t npos = first ? 1 : 0, nkw = 0;
    for (uint32_t i = 0; i < a->n; i++) {
        if (arg_is_kw(a, i)) nkw++;
        else npos++;
    }
    n->args = ARENA_ARRAY(L->a, Value, npos ? npos : 1);
    n->kwargs = nkw ? ARENA_ARRAY(L->a, Kwarg, nkw) : NULL;
    n->nargs = n->nkwargs = 0;
    if (first) n->args[n->nargs++] = *first;
    for (uint32_t i = 0; i < a->n; i++) {
        if (!arg_is_kw(a, i)) {
            n->args[n->nargs++] = arg_value(L, a, i, 0);
            continue;
        }
        bool has_value;
        Str key = arg_key(L, a, i, &has_value);
        Kwarg *kw = &n->kwargs[n->nkwargs++];
        kw->key = !key.ptr ? (Str){"", 0} : intern_str(&L->strs, key);
        kw->value = has_value ? arg_value(L, a, i, 0) : (Value){.kind = VK_NONE, .span = arg_span(a, i)};
        /* a device given as a string ('cuda:0') is still a device */
        if (str_eqz(kw->key, "device") && kw->value.kind == VK_STR) kw->value.kind = VK_DEVICE;
    }
}


static bool unsupported_at(Lower *L, Span sp, const char *what)
{
    readable_report(L, sp, RID_FX907, SEV_INFO, "unsupported construct in graph code: %s '%s'", what,
                    readable_excerpt(L, source_slice(L->src, sp), 60));
    return false;
}

static bool unsupported(Lower *L, TSNode e, const char *what) { return unsupported_at(L, ts_span(e), what); }

/* In ScanOp's order (scan.h) for the first SO_COUNT. */
static const struct { const char *token, *op; } operator_tokens[] = {
    {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "truediv"}, {"//", "floordiv"}, {"%", "mod"},
    {"**", "pow"}, {"@", "matmul"}, {"&", "and_"}, {"|", "or_"}, {"^", "xor"}, {"<<", "lshift"},
    {">>", "rshift"}, {"<", "lt"}, {"<=", "le"}, {">", "gt"}, {">=", "ge"}, {"==", "eq"},
    {"!=", "ne"}, {"is", "is_"}, {"is not", "is_not"},
};

static const char *operator_name(TSNode tok)
{
    const char *t = ts_node_type(tok);
    for (size_t i = 0; i < sizeof operator_tokens / sizeof operator_tokens[0]; i++)
        if (!strcmp(t, operator_tokens[i].token)) return operator_tokens[i].op;
    return NULL;
}

/* self.linear(x) -> call_module; node.sin() -> call_method; anything else -> call_function. */
/* n calls a submodule: self.linear(x). */
static void module_call(Lower *L, Node *n, Str qualname, Str op, const CallArgs *a)
{
    n->kind = NK_CALL_MODULE;
    n->target.kind = TK_MODULE;
    n->target.qualname = intern_str(&L->strs, qualname);
    n->target.op = op.ptr ? intern_str(&L->strs, op) : n->target.qualname;
    call_args_into(L, a, n, NULL);
}

/* n calls a method of node `self`: x.sin(). */
static void method_call(Lower *L, Node *n, Str op, Value self, const CallArgs *a)
{
    n->kind = NK_CALL_METHOD;
    n->target.kind = TK_METHOD;
    n->target.qualname = n->target.op = intern_str(&L->strs, op);
    call_args_into(L, a, n, &self);
}

static void function_call(Lower *L, Node *n, Str ftext, const CallArgs *a)
{
    n->kind = NK_CALL_FUNCTION;
    n->target = target_from_callable(intern_str(&L->strs, ftext));
    call_args_into(L, a, n, NULL);
}

/* n = getitem(x[0], index), x being element 0 of x and the indexes the others: one index as
 * it is, several (or one with a trailing comma) a tuple; the index is read first. */
static void getitem_into(Lower *L, Node *n, const CallArgs *x, bool trailing_comma, Span sp)
{
    uint32_t k = x->n;
    Value index = {0};
    index.span = sp;
    if (k == 2 && !trailing_comma) {
        index = arg_value(L, x, 1, 0);
    } else {
        index.kind = VK_TUPLE;
        index.seq.items = ARENA_ARRAY(L->a, Value, k);
        for (uint32_t i = 1; i < k; i++) index.seq.items[index.seq.n++] = arg_value(L, x, i, 0);
        if (k >= 2) index.span = (Span){arg_span(x, 1).start, arg_span(x, k - 1).end};
    }
    n->kind = NK_CALL_FUNCTION;
    n->target = readable_operator_target(L, "getitem");
    n->args = ARENA_ARRAY(L->a, Value, 2);
    n->nargs = 2;
    n->args[0] = arg_value(L, x, 0, 0);
    n->args[1] = index;
}

/* n = getattr(node id, 'attr'): FX prints a call of builtins.getattr on a node as `l_x_.T`. */
static void getattr_into(Lower *L, Node *n, NodeId id, Span obj, Span attr)
{
    n->kind = NK_CALL_FUNCTION;
    memset(&n->target, 0, sizeof n->target);
    n->target.kind = TK_CALLABLE;
    n->target.qualname = n->target.op = STR_LIT("getattr");
    n->nargs = 2;
    n->args = ARENA_ARRAY(L->a, Value, 2);
    n->args[0].kind = VK_NODE;
    n->args[0].node = id;
    n->args[0].span = obj;
    n->args[1].kind = VK_STR;
    n->args[1].s = source_slice(L->src, attr);
    n->args[1].span = attr;
}

/* n = operator.<op>(...), room for `count` arguments. */
static void operator_call(Lower *L, Node *n, const char *op, uint32_t count)
{
    n->kind = NK_CALL_FUNCTION;
    n->target = readable_operator_target(L, op);
    n->args = ARENA_ARRAY(L->a, Value, count ? count : 1);
    n->nargs = count;
}

static bool rhs_call(Lower *L, TSNode e, Node *n)
{
    TSNode fields[RF_COUNT];
    readable_fields(L, e, fields);
    TSNode fn = fields[RF_FUNCTION], arglist = fields[RF_ARGUMENTS];
    if (ts_node_is_null(fn) || ts_node_is_null(arglist) || !SYM_IS(arglist, ARGUMENT_LIST))
        return unsupported(L, e, "call");
    TSNode *args;
    CallArgs a = {NULL, NULL, 0};
    a.n = readable_children(L, arglist, true, &args);
    a.ts = args;
    Str ftext = lower_text(L, fn);
    memset(&n->target, 0, sizeof n->target);
    if (SYM_IS(fn, ATTRIBUTE)) {
        readable_fields(L, fn, fields);
        TSNode obj = fields[RF_OBJECT], attr = fields[RF_ATTRIBUTE];
        Str otext = ts_node_is_null(obj) ? (Str){"", 0} : lower_text(L, obj);
        Str atext = ts_node_is_null(attr) ? (Str){NULL, 0} : lower_text(L, attr);
        if (str_eqz(otext, "self") || str_starts(otext, "self.")) {
            module_call(L, n, str_slice(ftext, 5, ftext.len), atext, &a);
            return true;
        }
        NodeId recv = SYM_IS(obj, IDENTIFIER) ? readable_lookup(L, otext) : NONE_ID;
        if (recv != NONE_ID && atext.ptr) {
            method_call(L, n, atext, (Value){.kind = VK_NODE, .span = ts_span(obj), .node = recv}, &a);
            return true;
        }
    }
    if (str_starts(ftext, "getattr(self")) {
        module_call(L, n, ftext, (Str){NULL, 0}, &a);
        return true;
    }
    if (!SYM_IS(fn, ATTRIBUTE) && !SYM_IS(fn, IDENTIFIER)) return unsupported(L, e, "call of");
    function_call(L, n, ftext, &a);
    return true;
}
/* x[i], x[a, b], x[:, ::2]: getitem(x, index), the index a tuple when several are printed. */
static bool rhs_subscript(Lower *L, TSNode e, Node *n)
{
    TSNode value = FIELD(e, VALUE);
    if (ts_node_is_null(value)) return unsupported(L, e, "subscript");
    TSNode *kids;
    CallArgs x = {NULL, NULL, 0};
    x.n = readable_children(L, e, true, &kids);
    x.ts = kids;
    /* kids[0] is the value; the rest are subscripts (a trailing comma also makes a tuple) */
    TSNode last = ts_node_child(e, ts_node_child_count(e) >= 2 ? ts_node_child_count(e) - 2 : 0);
    getitem_into(L, n, &x, SYM_IS(last, TOK_COMMA), ts_span(e));
    return true;
}
/* `l_x_.T`: FX prints a call of builtins.getattr on a node as attribute access. */
static bool rhs_getattr(Lower *L, TSNode e, Node *n)
{
    TSNode obj = FIELD(e, OBJECT);
    TSNode attr = FIELD(e, ATTRIBUTE);
    if (ts_node_is_null(obj) || ts_node_is_null(attr) || !SYM_IS(obj, IDENTIFIER)) return unsupported(L, e, "attribute");
    NodeId id = readable_lookup(L, lower_text(L, obj));
    if (id == NONE_ID) return unsupported(L, e, "attribute of a non-node");
    getattr_into(L, n, id, ts_span(obj), ts_span(attr));
    return true;
}
bool readable_rhs(Lower *L, TSNode e, Node *n)
{
    if (ts_node_has_error(e)) return false; /* reported by the syntax sweep */
    while (SYM_IS(e, PARENTHESIZED_EXPRESSION)) {
        TSNode inner = readable_first_named(L, e);
        if (ts_node_is_null(inner)) return unsupported(L, e, "expression");
        e = inner;
    }
    n->call_span = ts_span(e);
    TSSymbol t = ts_node_symbol(e);
    const TSSymbol *sym = readable_syms;
    if (t == sym[RS_CALL]) return rhs_call(L, e, n);
    if (t == sym[RS_SUBSCRIPT]) return rhs_subscript(L, e, n);
    if (t == sym[RS_ATTRIBUTE]) {
        Str text = lower_text(L, e);
        if (!str_starts(text, "self.")) return rhs_getattr(L, e, n);
        n->kind = NK_GET_ATTR;
        memset(&n->target, 0, sizeof n->target);
        n->target.kind = TK_ATTR;
        n->target.qualname = n->target.op = intern_str(&L->strs, str_slice(text, 5, text.len));
        return true;
    }
    if (t == sym[RS_BINARY_OPERATOR] || t == sym[RS_COMPARISON_OPERATOR]) {
        TSNode *kids;
        uint32_t k = readable_children(L, e, false, &kids);
        /* left, operator token, right; chained comparisons are not graph code */
        const char *op = k == 3 ? operator_name(kids[1]) : NULL;
        if (!op) return unsupported(L, e, "operator");
        operator_call(L, n, op, 2);
        n->args[0] = readable_value(L, kids[0]);
        n->args[1] = readable_value(L, kids[2]);
        return true;
    }
    if (t == sym[RS_UNARY_OPERATOR] || t == sym[RS_NOT_OPERATOR]) {
        TSNode arg = FIELD(e, ARGUMENT);
        TSNode tok = ts_node_child(e, 0);
        const char *op = t == sym[RS_NOT_OPERATOR] ? "not_"
                         : SYM_IS(tok, TOK_MINUS)           ? "neg"
                         : SYM_IS(tok, TOK_PLUS)           ? "pos"
                         : SYM_IS(tok, TOK_TILDE)           ? "invert"
                                                     : NULL;
        if (!op || ts_node_is_null(arg)) return unsupported(L, e, "operator");
        operator_call(L, n, op, 1);
        n->args[0] = readable_value(L, arg);
        return true;
    }
    return unsupported(L, e, "expression");
}

/* ---- the same from the scan stage's trees (scan.h): each function below reads a ScanExpr as
 * its namesake above reads the tree-sitter node of the same text, in the same order (the
 * lookups and pending names it records are part of what it gives) ---- */


static Value scan_seq(Lower *L, const ScanExpr *e, ValueKind kind, unsigned depth)
{
    Value v = {0};
    v.kind = kind;
    v.span = e->span;
    v.seq.items = ARENA_ARRAY(L->a, Value, e->nkids ? e->nkids : 1);
    for (uint32_t i = 0; i < e->nkids; i++) v.seq.items[v.seq.n++] = scan_value_at(L, &e->kids[i], depth + 1);
    if (L->nlists && kind == VK_LIST) v.seq.dropped = list_dropped(L, v.span.start, v.seq.n);
    return v;
}



static Value scan_value_at(Lower *L, const ScanExpr *e, unsigned depth)
{
    if (depth >= READABLE_MAX_DEPTH) {
        readable_report(L, e->span, RID_FX907, SEV_INFO,
                        "expression nested more than %d levels deep: kept as text, the names in it are not followed",
                        READABLE_MAX_DEPTH);
        return expr_at(L, e->span);
    }
    Value v = {0};
    v.span = e->span;
    switch (e->kind) {
    case SX_NAME: return name_value(L, e->span);
    case SX_INT: case SX_FLOAT: return number_value(L, e->span, e->kind == SX_INT, false);
    case SX_TRUE: case SX_FALSE: v.kind = VK_BOOL; v.b = e->kind == SX_TRUE; return v;
    case SX_NONE: v.kind = VK_NONE; return v;
    case SX_STR: return string_value(L, e->span, e->inner);
    case SX_TUPLE: return scan_seq(L, e, VK_TUPLE, depth);
    case SX_LIST: return scan_seq(L, e, VK_LIST, depth);
    case SX_DICT: {
        /* value_dict: keys a string's value or their text, values one level deeper */
        v.kind = VK_DICT;
        v.seq.items = ARENA_ARRAY(L->a, Value, e->nkids ? e->nkids : 1);
        v.seq.keys = ARENA_ARRAY(L->a, Str, e->nkids ? e->nkids : 1);
        for (uint32_t i = 0; i < e->nkids; i++) {
            const ScanExpr *k = &e->kids[i].kids[0];
            v.seq.keys[v.seq.n] = k->kind == SX_STR ? string_value(L, k->span, k->inner).s : source_slice(L->src, k->span);
            v.seq.items[v.seq.n++] = scan_value_at(L, &e->kids[i].kids[1], depth + 1);
        }
        return v;
    }
    case SX_ATTR: return attr_value(L, e->span);
    case SX_CALL: {
        CallArgs a = {NULL, e, e->nkids};
        return call_value(L, source_slice(L->src, e->fn->span), e->span, &a, depth);
    }
    case SX_NEG: {
        /* -1, -1.5, -inf: negative literals print as unary minus */
        const ScanExpr *x = &e->kids[0];
        if (x->kind == SX_INT || x->kind == SX_FLOAT) return v = number_value(L, x->span, x->kind == SX_INT, true), v.span = e->span, v;
        if (x->kind == SX_NAME && str_eqz(source_slice(L->src, x->span), "inf")) {
            v.kind = VK_FLOAT;
            v.f = -INFINITY;
            return v;
        }
        return expr_at(L, e->span);
    }
    default: return expr_at(L, e->span);
    }
}

Value readable_scan_value(Lower *L, const ScanExpr *e) { return scan_value_at(L, e, 0); }


/* rhs_call */
static bool scan_rhs_call(Lower *L, const ScanExpr *e, Node *n)
{
    const ScanExpr *fn = e->fn;
    CallArgs a = {NULL, e, e->nkids};
    Str ftext = source_slice(L->src, fn->span);
    memset(&n->target, 0, sizeof n->target);
    if (fn->kind == SX_ATTR) {
        Span obj = {fn->span.start, fn->inner.start - 1};
        Str otext = source_slice(L->src, obj), atext = source_slice(L->src, fn->inner);
        if (str_eqz(otext, "self") || str_starts(otext, "self.")) {
            module_call(L, n, str_slice(ftext, 5, ftext.len), atext, &a);
            return true;
        }
        NodeId recv = !memchr(otext.ptr, '.', otext.len) ? readable_lookup(L, otext) : NONE_ID;
        if (recv != NONE_ID) {
            method_call(L, n, atext, (Value){.kind = VK_NODE, .span = obj, .node = recv}, &a);
            return true;
        }
    }
    function_call(L, n, ftext, &a);
    return true;
}
/* rhs_subscript: the index first, then the value, as it reads them. */
static bool scan_rhs_subscript(Lower *L, const ScanExpr *e, Node *n)
{
    CallArgs x = {NULL, e, e->nkids};
    getitem_into(L, n, &x, e->trailing_comma, e->span);
    return true;
}
/* rhs_getattr: `x.T` of a node x. */
static bool scan_rhs_getattr(Lower *L, const ScanExpr *e, Node *n)
{
    Span obj = {e->span.start, e->inner.start - 1};
    Str otext = source_slice(L->src, obj);
    if (memchr(otext.ptr, '.', otext.len)) return unsupported_at(L, e->span, "attribute");
    NodeId id = readable_lookup(L, otext);
    if (id == NONE_ID) return unsupported_at(L, e->span, "attribute of a non-node");
    getattr_into(L, n, id, obj, e->inner);
    return true;
}
bool readable_scan_rhs(Lower *L, const ScanExpr *e, Node *n)
{
    n->call_span = e->span;
    switch (e->kind) {
    case SX_CALL: return scan_rhs_call(L, e, n);
    case SX_SUBSCRIPT: return scan_rhs_subscript(L, e, n);
    case SX_ATTR: {
        Str text = source_slice(L->src, e->span);
        if (!str_starts(text, "self.")) return scan_rhs_getattr(L, e, n);
        n->kind = NK_GET_ATTR;
        memset(&n->target, 0, sizeof n->target);
        n->target.kind = TK_ATTR;
        n->target.qualname = n->target.op = intern_str(&L->strs, str_slice(text, 5, text.len));
        return true;
    }
    case SX_BINOP:
        if (e->op >= SO_COUNT) return unsupported_at(L, e->span, "operator");
        operator_call(L, n, operator_tokens[e->op].op, 2);
        n->args[0] = scan_value_at(L, &e->kids[0], 0);
        n->args[1] = scan_value_at(L, &e->kids[1], 0);
        return true;
    case SX_NEG: case SX_UNARY:
        operator_call(L, n, e->kind == SX_NEG ? "neg" : "invert", 1);
        n->args[0] = scan_value_at(L, &e->kids[0], 0);
        return true;
    default:
        return unsupported_at(L, e->span, "expression");
    }
}
