/* The scan stage: the regular lines of printed code read without tree-sitter (scan.h). A
 * recursive descent over one logical line that accepts only what it knows tree-sitter's Python
 * grammar reads the same way: ASCII names that are no keyword of the grammar, decimal numbers,
 * plain quoted strings, dotted names, calls, lists, tuples, subscripts and the binary operators
 * between such atoms, separated by spaces. Every node records the span tree-sitter's node would
 * have (from its first token's first byte to its last token's last byte). What it declines goes
 * to tree-sitter; test_readable_scan and fuzz_scan hold the two to the same reading. */
#include <string.h>

#include "frontends/readable/outline.h"
#include "frontends/readable/scan.h"

/* Not a kind: what atom() finds for a keyword that is no value. */
#define SX_NOT_A_VALUE 0xff

typedef struct Scanner {
    Arena *a;
    const char *t;
    uint32_t p, end;
    unsigned depth;
    bool comments; /* a def line: `# ...` to the end of a line is blank (PyTorch notes each input) */
} Scanner;


/* Spaces, and line breaks: a logical line breaks only inside brackets (the outline cut it). */
static bool blank(char c) { return c == ' ' || c == '\n'; }

static void spaces_slow(Scanner *s)
{
    for (;;) {
        while (s->p < s->end && blank(s->t[s->p])) s->p++;
        if (!s->comments || s->p >= s->end || s->t[s->p] != '#') return;
        while (s->p < s->end && s->t[s->p] != '\n') s->p++;
    }
}

/* Most tokens are followed by a byte that is no blank and no comment. */
static inline void spaces(Scanner *s)
{
    if (s->p < s->end && !blank(s->t[s->p]) && s->t[s->p] != '#') return;
    spaces_slow(s);
}

static bool eat(Scanner *s, char c)
{
    if (s->p >= s->end || s->t[s->p] != c) return false;
    s->p++;
    spaces(s);
    return true;
}

static ScanExpr *node(Scanner *s, uint8_t kind, uint32_t start)
{
    ScanExpr *e = arena_alloc_raw(s->a, sizeof *e);
    *e = (ScanExpr){.kind = kind, .span = {start, start}};
    return e;
}

/* A name that is no keyword of the grammar (True, False and None are keywords: atom() reads
 * them). Returns its length, 0 when none starts at p. */
static uint32_t name_at(const Scanner *s, uint32_t p)
{
    const char *q = s->t + p, *end = s->t + s->end;
    if (q >= end || *q == '<') return 0;
    uint32_t n = readable_ident_len(q, end);
    return n && !readable_is_keyword(q, n) ? n : 0;
}

/* The key of a keyword argument: a name, or `type` (a soft keyword the grammar reads as a name
 * there: `device(type='cpu')`). */
static uint32_t key_at(const Scanner *s, uint32_t p)
{
    uint32_t n = name_at(s, p);
    if (!n && s->end - p >= 4 && memcmp(s->t + p, "type", 4) == 0 && (p + 4 == s->end || !readable_is_ident(s->t[p + 4])))
        n = 4;
    return n;
}

/* A decimal number: `0` or digits not starting with 0, then `.digits` and/or an exponent (a
 * float). No '_', no prefix, no suffix, and nothing that continues a name after it. */
static ScanExpr *number(Scanner *s)
{
    const char *t = s->t;
    uint32_t p = s->p, start = p;
    bool is_float = false;
    while (p < s->end && t[p] >= '0' && t[p] <= '9') p++;
    if (p == start || (t[start] == '0' && p - start > 1)) return NULL;
    if (p < s->end && t[p] == '.') {
        is_float = true;
        p++;
        while (p < s->end && t[p] >= '0' && t[p] <= '9') p++;
    }
    if (p < s->end && (t[p] == 'e' || t[p] == 'E')) {
        uint32_t q = p + 1;
        if (q < s->end && (t[q] == '-' || t[q] == '+')) q++;
        uint32_t digits = q;
        while (q < s->end && t[q] >= '0' && t[q] <= '9') q++;
        if (q == digits) return NULL;
        is_float = true;
        p = q;
    }
    if (p < s->end && (readable_is_ident(t[p]) || t[p] == '.')) return NULL;
    ScanExpr *e = node(s, is_float ? SX_FLOAT : SX_INT, start);
    e->span.end = p;
    s->p = p;
    spaces(s);
    return e;
}

/* Bytes a string's text may hold as they are: printable ASCII but the backslash and the two
 * quotes (a quote of the other kind is taken where it stands). */
static const uint8_t string_byte[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

/* '...' or "..." on one line: no backslash (escapes), no byte outside printable ASCII. */
static ScanExpr *string(Scanner *s)
{
    const char *t = s->t;
    char q = t[s->p];
    uint32_t p = s->p + 1;
    for (;;) {
        while (p < s->end && string_byte[(unsigned char)t[p]]) p++;
        if (p >= s->end || t[p] == q) break;
        if (t[p] != '"' && t[p] != '\'') return NULL; /* a backslash, a control byte, non-ASCII */
        p++;                                          /* the other quote */
    }
    if (p >= s->end) return NULL;
    /* '' followed by a quote would open a triple-quoted string */
    if (p == s->p + 1 && p + 1 < s->end && t[p + 1] == q) return NULL;
    ScanExpr *e = node(s, SX_STR, s->p);
    e->inner = (Span){s->p + 1, p};
    e->span.end = p + 1;
    s->p = p + 1;
    spaces(s);
    return e;
}

static ScanExpr *expr(Scanner *s);

/* Items separated by commas up to `close` (a trailing comma allowed), into kids. `kwargs`:
 * call arguments, where `name = value` is a keyword argument and no positional one may follow
 * one; close '}': a dict's `key: value` pairs. Sets *trailing when a comma ends them. */
static bool items(Scanner *s, char close, bool kwargs, ScanExpr **kids, uint32_t *nkids, bool *trailing)
{
    enum { MAX_ITEMS = 64 };
    ScanExpr *got[MAX_ITEMS];
    uint32_t n = 0;
    bool keyword = false;
    *trailing = false;
    while (!eat(s, close)) {
        if (n == MAX_ITEMS) return false;
        ScanExpr *e;
        uint32_t k = kwargs ? key_at(s, s->p) : 0, after = s->p + k;
        while (k && after < s->end && blank(s->t[after])) after++;
        if (k && after < s->end && s->t[after] == '=' && (after + 1 >= s->end || s->t[after + 1] != '=')) {
            e = node(s, SX_KWARG, s->p);
            e->inner = (Span){s->p, s->p + k};
            s->p = after + 1;
            spaces(s);
            ScanExpr *v = expr(s);
            if (!v) return false;
            e->kids = v;
            e->nkids = 1;
            e->span.end = v->span.end;
            keyword = true;
        } else if (close == '}') {
            ScanExpr *key = expr(s);
            if (!key || !eat(s, ':')) return false;
            ScanExpr *v = expr(s);
            if (!v) return false;
            e = node(s, SX_PAIR, key->span.start);
            e->kids = arena_alloc(s->a, sizeof *e->kids * 2);
            e->kids[0] = *key;
            e->kids[1] = *v;
            e->nkids = 2;
            e->span.end = v->span.end;
        } else {
            if (keyword) return false; /* a positional argument after a keyword one */
            e = expr(s);
            if (!e) return false;
        }
        got[n++] = e;
        if (eat(s, ',')) {
            *trailing = true;
            continue;
        }
        *trailing = false;
        if (!eat(s, close)) return false;
        break;
    }
    ScanExpr *out = n ? arena_alloc(s->a, sizeof *out * n) : NULL;
    for (uint32_t i = 0; i < n; i++) out[i] = *got[i];
    *kids = out;
    *nkids = n;
    return true;
}

/* A bracketed sequence: ( ... ) a tuple (one element needs its comma: `(x)` is declined), [ ... ]
 * a list, { ... } a dict. */
static ScanExpr *sequence(Scanner *s, char open)
{
    if (++s->depth > SCAN_MAX_DEPTH) return NULL;
    ScanExpr *e = node(s, open == '(' ? SX_TUPLE : open == '[' ? SX_LIST : SX_DICT, s->p);
    eat(s, open);
    bool trailing;
    if (!items(s, open == '(' ? ')' : open == '[' ? ']' : '}', false, &e->kids, &e->nkids, &trailing)) return NULL;
    if (open == '(' && e->nkids == 1 && !trailing) return NULL;
    uint32_t q = s->p; /* after the closing bracket and the spaces eat() stepped over */
    while (q > e->span.start && blank(s->t[q - 1])) q--;
    e->span.end = q;
    s->depth--;
    return e;
}

/* The lowering reads the arguments of device(...) at the deepest level it follows (a container
 * there would be kept as text with a note): such a call is scanned only with plain arguments. */
static bool device_args_ok(const Scanner *s, const ScanExpr *fn, const ScanExpr *args, uint32_t n)
{
    uint32_t len = fn->span.end - fn->span.start;
    const char *t = s->t + fn->span.start;
    if (!((len == 6 && memcmp(t, "device", 6) == 0) || (len == 12 && memcmp(t, "torch.device", 12) == 0))) return true;
    for (uint32_t i = 0; i < n; i++) {
        const ScanExpr *a = args[i].kind == SX_KWARG ? &args[i].kids[0] : &args[i];
        if (a->kind == SX_LIST || a->kind == SX_TUPLE || a->kind == SX_DICT || a->kind == SX_CALL ||
            a->kind == SX_SUBSCRIPT || a->kind == SX_BINOP)
            return false;
    }
    return true;
}

/* An atom and what may follow it: a name, dotted names, then at most one call or one
 * subscript; a number, a string, True, False, None, a tuple or a list. */
static ScanExpr *atom(Scanner *s)
{
    if (s->p >= s->end) return NULL;
    char c = s->t[s->p];
    if (c >= '0' && c <= '9') return number(s);
    if (c == '\'' || c == '"') return string(s);
    if (c == '(' || c == '[' || c == '{') return sequence(s, c);
    uint32_t start = s->p, n = c == '<' ? 0 : readable_ident_len(s->t + start, s->t + s->end);
    if (!n) return NULL;
    if (readable_is_keyword(s->t + start, n)) {
        /* of the keywords, only True, False and None are values */
        const char *w = s->t + start;
        uint8_t kind = n == 4 && memcmp(w, "True", 4) == 0   ? SX_TRUE
                       : n == 5 && memcmp(w, "False", 5) == 0 ? SX_FALSE
                       : n == 4 && memcmp(w, "None", 4) == 0  ? SX_NONE
                                                              : SX_NOT_A_VALUE;
        if (kind == SX_NOT_A_VALUE) return NULL;
        ScanExpr *e = node(s, kind, start);
        e->span.end = start + n;
        s->p = start + n;
        spaces(s);
        return e;
    }
    ScanExpr *e = node(s, SX_NAME, start);
    uint32_t p = start + n;
    while (p < s->end && s->t[p] == '.') {
        uint32_t k = name_at(s, p + 1);
        if (!k) return NULL;
        e->kind = SX_ATTR;
        e->inner = (Span){p + 1, p + 1 + k};
        p += 1 + k;
    }
    e->span.end = p;
    s->p = p;
    if (p < s->end && (s->t[p] == '(' || s->t[p] == '[')) {
        bool call = s->t[p] == '(';
        if (++s->depth > SCAN_MAX_DEPTH) return NULL;
        ScanExpr *outer = node(s, call ? SX_CALL : SX_SUBSCRIPT, start);
        eat(s, s->t[p]);
        bool trailing;
        ScanExpr *args;
        uint32_t nargs;
        if (!items(s, call ? ')' : ']', call, &args, &nargs, &trailing)) return NULL;
        if (call) {
            outer->fn = e;
            outer->kids = args;
            outer->nkids = nargs;
            if (!device_args_ok(s, e, args, nargs)) return NULL;
        } else {
            if (!nargs) return NULL;
            outer->kids = arena_alloc(s->a, sizeof *outer->kids * (nargs + 1));
            outer->kids[0] = *e;
            memcpy(outer->kids + 1, args, sizeof *args * nargs);
            outer->nkids = nargs + 1;
            outer->trailing_comma = trailing;
        }
        uint32_t q = s->p;
        while (blank(s->t[q - 1])) q--;
        outer->span.end = q;
        s->depth--;
        /* nothing more may follow: `f(x).y`, `x[0][1]`, `f(x)(y)` are declined */
        if (s->p < s->end && (s->t[s->p] == '.' || s->t[s->p] == '(' || s->t[s->p] == '[')) return NULL;
        return outer;
    }
    spaces(s);
    return e;
}

/* An operand of an argument expression: an atom, or `-` before one. */
static ScanExpr *operand(Scanner *s)
{
    if (s->p < s->end && s->t[s->p] == '-') {
        ScanExpr *e = node(s, SX_NEG, s->p);
        s->p++;
        spaces(s);
        ScanExpr *x = atom(s);
        if (!x) return NULL;
        e->kids = x;
        e->nkids = 1;
        e->span.end = x->span.end;
        return e;
    }
    return atom(s);
}

/* The binary operator at s->p, or SO_COUNT; *len its bytes (the longest: "**" before "*").
 * A '=' after it (an augmented assignment), or a third '*', '/', '<', '>' or '=' is declined by
 * the caller finding no operand. */
static uint8_t binop_at(const Scanner *s, uint32_t *len)
{
    if (s->p >= s->end) return SO_COUNT;
    char c = s->t[s->p], d = s->p + 1 < s->end ? s->t[s->p + 1] : 0;
    uint8_t op;
    uint32_t n = 1;
    switch (c) {
    case '+': op = SO_ADD; break;
    case '-': op = SO_SUB; break;
    case '*': op = d == '*' ? (n = 2, SO_POW) : SO_MUL; break;
    case '/': op = d == '/' ? (n = 2, SO_FLOORDIV) : SO_TRUEDIV; break;
    case '%': op = SO_MOD; break;
    case '@': op = SO_MATMUL; break;
    case '&': op = SO_AND; break;
    case '|': op = SO_OR; break;
    case '^': op = SO_XOR; break;
    case '<': op = d == '<' ? (n = 2, SO_LSHIFT) : d == '=' ? (n = 2, SO_LE) : SO_LT; break;
    case '>': op = d == '>' ? (n = 2, SO_RSHIFT) : d == '=' ? (n = 2, SO_GE) : SO_GT; break;
    case '=': if (d != '=') return SO_COUNT; op = SO_EQ, n = 2; break;
    case '!': if (d != '=') return SO_COUNT; op = SO_NE, n = 2; break;
    default: return SO_COUNT;
    }
    /* `<=` and the like end in '=' themselves; any other '=' after makes an augmented assignment */
    if (s->p + n < s->end && s->t[s->p + n] == '=') return SO_COUNT;
    *len = n;
    return op;
}

/* An expression in argument position: operands joined by binary operators (their structure
 * does not matter there: such an expression is kept as its text, which spans all of it). */
static ScanExpr *expr(Scanner *s)
{
    ScanExpr *first = operand(s);
    if (!first) return NULL;
    uint32_t len;
    uint8_t op = binop_at(s, &len);
    if (op == SO_COUNT) return first;
    ScanExpr *e = node(s, SX_BINOP, first->span.start);
    e->op = op;
    ScanExpr *kids[2] = {first, NULL};
    unsigned nops = 0;
    while ((op = binop_at(s, &len)) != SO_COUNT) {
        s->p += len;
        spaces(s);
        ScanExpr *next = operand(s);
        if (!next || ++nops > 32) return NULL;
        kids[1] = next;
        e->span.end = next->span.end;
    }
    if (nops > 1) e->op = SO_COUNT;
    e->kids = arena_alloc(s->a, sizeof *e->kids * 2);
    e->kids[0] = *kids[0];
    e->kids[1] = *kids[1];
    e->nkids = 2;
    return e;
}

/* The right-hand side of `name = rhs`: a call, a subscript, an attribute, `a OP b`, `-x`, `~x`,
 * or a name; NULL for anything else (a literal, a chain of operators, a parenthesized one). */
static ScanExpr *rhs(Scanner *s)
{
    if (s->p < s->end && (s->t[s->p] == '-' || s->t[s->p] == '~')) {
        ScanExpr *e = node(s, s->t[s->p] == '-' ? SX_NEG : SX_UNARY, s->p);
        s->p++;
        spaces(s);
        ScanExpr *x = atom(s);
        if (!x || s->p != s->end) return NULL;
        e->kids = x;
        e->nkids = 1;
        e->span.end = x->span.end;
        return e;
    }
    ScanExpr *e = expr(s);
    if (!e || s->p != s->end) return NULL;
    switch (e->kind) {
    case SX_CALL: case SX_SUBSCRIPT: case SX_ATTR: case SX_NAME:
        return e;
    case SX_BINOP:
        return e->op == SO_COUNT || e->kids[0].kind == SX_NEG || e->kids[1].kind == SX_NEG ? NULL : e;
    default:
        return NULL;
    }
}

/* An annotation: a plain string (*text gets what is between its quotes, which is what is read as
 * metadata), or a dotted name (Dynamo's `L_x_ : torch.Tensor`; *text gets all of it). */
static const ScanExpr *annotation(Scanner *s, Span *text)
{
    ScanExpr *ann = s->p < s->end && (s->t[s->p] == '"' || s->t[s->p] == '\'') ? string(s) : atom(s);
    if (!ann || (ann->kind != SX_STR && ann->kind != SX_NAME && ann->kind != SX_ATTR)) return NULL;
    *text = ann->kind == SX_STR ? ann->inner : ann->span;
    return ann;
}

/* Whether e calls a function whose name ends in `name` (n bytes): pytree's flatten and
 * unflatten make placeholders and outputs of their own, which only the lowering of
 * tree-sitter's nodes reads. */
static bool calls(const Scanner *s, const ScanExpr *e, const char *name, uint32_t n)
{
    if (e->kind != SX_CALL) return false;
    uint32_t len = e->fn->span.end - e->fn->span.start;
    return len >= n && memcmp(s->t + e->fn->span.end - n, name, n) == 0;
}

static void scanner_init(Scanner *s, Arena *a, const char *text, uint32_t from, uint32_t to)
{
    s->a = a;
    s->t = text;
    s->p = from;
    /* trailing spaces are no part of the statement */
    while (to > from && blank(text[to - 1])) to--;
    s->end = to;
    s->depth = 0;
    s->comments = false;
}

bool readable_scan_statement(Arena *a, const char *text, uint32_t from, uint32_t to, ScanStmt *out)
{
    Scanner s;
    scanner_init(&s, a, text, from, to);
    memset(out, 0, sizeof *out);
    out->span = (Span){from, s.end};
    uint32_t n = readable_ident_len(text + from, text + s.end);
    if (n == 6 && memcmp(text + from, "return", 6) == 0) {
        out->kind = SS_RETURN;
        s.p = from + 6;
        if (s.p == s.end) return true;
        if (text[s.p] != ' ') return false;
        spaces(&s);
        ScanExpr *v = expr(&s);
        if (!v) return false;
        /* `return a, b`: an expression list */
        if (s.p < s.end && text[s.p] == ',') {
            ScanExpr *list = node(&s, SX_TUPLE, v->span.start);
            ScanExpr *got[64];
            uint32_t k = 0;
            got[k++] = v;
            while (eat(&s, ',') && s.p < s.end) {
                if (k == 64) return false;
                ScanExpr *x = expr(&s);
                if (!x) return false;
                got[k++] = x;
            }
            list->span.end = got[k - 1]->span.end;
            /* a trailing comma belongs to the list */
            if (text[s.end - 1] == ',') list->span.end = s.end;
            list->kids = arena_alloc(a, sizeof *list->kids * k);
            for (uint32_t i = 0; i < k; i++) list->kids[i] = *got[i];
            list->nkids = k;
            v = list;
        }
        if (s.p != s.end || calls(&s, v, "tree_unflatten", 14)) return false;
        out->value = v;
        return true;
    }
    uint32_t name = name_at(&s, from);
    if (!name) {
        /* a bare call */
        ScanExpr *e = expr(&s);
        if (!e || s.p != s.end || e->kind != SX_CALL) return false;
        out->kind = SS_CALL;
        out->value = e;
        return true;
    }
    s.p = from + name;
    spaces(&s);
    if (s.p < s.end && text[s.p] == ':') {
        s.p++;
        spaces(&s);
        if (!annotation(&s, &out->ann)) return false;
        out->has_ann = true;
    }
    if (s.p + 1 >= s.end || text[s.p] != '=' || text[s.p + 1] == '=') {
        /* not an assignment: a bare call of a dotted name, or nothing we read */
        if (out->has_ann) return false;
        s.p = from;
        ScanExpr *e = expr(&s);
        if (!e || s.p != s.end || e->kind != SX_CALL) return false;
        out->kind = SS_CALL;
        out->value = e;
        return true;
    }
    out->name = (Span){from, from + name};
    s.p++;
    spaces(&s);
    /* a = b = None: the printer's deletions */
    uint32_t save = s.p, k;
    unsigned chained = 0;
    while ((k = name_at(&s, s.p)) != 0) {
        uint32_t q = s.p + k;
        while (q < s.end && text[q] == ' ') q++;
        if (q >= s.end || text[q] != '=' || (q + 1 < s.end && text[q + 1] == '=')) break;
        s.p = q + 1;
        spaces(&s);
        chained++;
    }
    if (s.end - s.p == 4 && memcmp(text + s.p, "None", 4) == 0) {
        if (out->has_ann) return false;
        out->kind = SS_DELETE;
        return true;
    }
    if (chained) return false;
    s.p = save;
    ScanExpr *v = rhs(&s);
    if (!v || calls(&s, v, "tree_flatten_spec", 17)) return false;
    out->kind = v->kind == SX_NAME ? SS_BIND : SS_NODE;
    out->value = v;
    return true;
}

bool readable_scan_def(Arena *a, const char *text, uint32_t from, uint32_t to, ScanStmt *out)
{
    Scanner s;
    scanner_init(&s, a, text, from, to);
    s.comments = true;
    memset(out, 0, sizeof *out);
    out->kind = SS_DEF;
    if (s.end - from < 4 || memcmp(text + from, "def ", 4) != 0) return false;
    s.p = from + 4;
    spaces(&s);
    uint32_t n = name_at(&s, s.p);
    if (!n) return false;
    out->name = (Span){s.p, s.p + n};
    s.p += n;
    spaces(&s);
    if (!eat(&s, '(')) return false;
    enum { MAX_PARAMS = 256 };
    ScanParam got[MAX_PARAMS];
    uint32_t k = 0;
    while (!eat(&s, ')')) {
        if (k == MAX_PARAMS) return false;
        ScanParam *p = &got[k++];
        memset(p, 0, sizeof *p);
        uint32_t m = name_at(&s, s.p);
        if (!m) return false;
        p->name = (Span){s.p, s.p + m};
        p->span = p->name;
        s.p += m;
        spaces(&s);
        if (eat(&s, ':')) {
            const ScanExpr *ann = annotation(&s, &p->ann);
            if (!ann) return false;
            p->has_ann = true;
            p->span.end = ann->span.end;
        }
        if (eat(&s, ',')) continue;
        if (!eat(&s, ')')) return false;
        break;
    }
    /* a return annotation, which nothing reads: a dotted name */
    if (s.p + 1 < s.end && text[s.p] == '-' && text[s.p + 1] == '>') {
        s.p += 2;
        spaces(&s);
        ScanExpr *r = atom(&s);
        if (!r || (r->kind != SX_NAME && r->kind != SX_ATTR && r->kind != SX_NONE)) return false;
    }
    if (!eat(&s, ':') || s.p != s.end) return false;
    out->span = (Span){from, s.end};
    out->params = k ? arena_alloc(a, sizeof *out->params * k) : NULL;
    if (k) memcpy(out->params, got, sizeof *got * k);
    out->nparams = k;
    return true;
}
