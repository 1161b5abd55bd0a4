/* Annotation strings -> Meta. PCRE2 recognises the outer shape; a small splitter reads the
 * dimension lists, whose entries are sympy expressions that may hold commas in parentheses. */
#include "model/meta.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "model/pattern_internal.h"

static const struct { const char *abbr, *name; } dtypes[DT_COUNT] = {
    [DT_UNKNOWN] = {"?", "unknown"},
#define DTYPE(id, abbr, name) [id] = {abbr, name},
#include "model/dtypes.def"
#undef DTYPE
};

const char *dtype_abbr(DType d) { return d < DT_COUNT ? dtypes[d].abbr : "?"; }
const char *dtype_name(DType d) { return d < DT_COUNT ? dtypes[d].name : "unknown"; }

DType dtype_from_abbr(Str abbr)
{
    for (int d = 1; d < DT_COUNT; d++)
        if (str_eqz(abbr, dtypes[d].abbr)) return (DType)d;
    return DT_UNKNOWN;
}

DType dtype_from_name(Str name)
{
    if (str_starts(name, "torch.")) name = str_slice(name, 6, name.len);
    static const struct { const char *alias, *name; } aliases[] = {
        {"float", "float32"}, {"double", "float64"}, {"half", "float16"}, {"long", "int64"},
        {"int", "int32"}, {"short", "int16"}, {"cfloat", "complex64"}, {"cdouble", "complex128"},
    };
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (str_eqz(name, aliases[i].alias)) name = str_from(aliases[i].name);
    for (int d = 1; d < DT_COUNT; d++)
        if (str_eqz(name, dtypes[d].name)) return (DType)d;
    return DT_UNKNOWN;
}

static bool is_ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static bool all_digits(Str s, uint32_t from)
{
    if (from >= s.len) return false;
    for (uint32_t i = from; i < s.len; i++)
        if (!isdigit((unsigned char)s.ptr[i])) return false;
    return true;
}

static uint8_t symbol_class(Str id)
{
    if (id.len > 1 && id.ptr[0] == 's' && all_digits(id, 1)) return SYM_BACKED;
    if (id.len > 1 && id.ptr[0] == 'u' && all_digits(id, 1)) return SYM_UNBACKED;
    if (str_starts(id, "zuf") && all_digits(id, 3)) return SYM_UFLOAT;
    if (str_starts(id, "zf") && all_digits(id, 2)) return SYM_BACKED;
    return SYM_OTHER;
}

/* Names sympy prints that are not free symbols. */
static bool is_constant_name(Str id)
{
    static const char *const names[] = {"True", "False", "oo", "int_oo", "zoo", "nan", "pi", "E", "I"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (str_eqz(id, names[i])) return true;
    return false;
}

void meta_each_symbol(Str e, void (*fn)(Str sym, void *ctx), void *ctx)
{
    uint32_t i = 0;
    while (i < e.len) {
        char c = e.ptr[i];
        if (isdigit((unsigned char)c)) {
            /* numbers, including 1e-06 and 0x1f: skip the whole token */
            while (i < e.len && (is_ident_char(e.ptr[i]) || e.ptr[i] == '.')) i++;
            continue;
        }
        if (!is_ident_start(c)) { i++; continue; }
        uint32_t s = i;
        while (i < e.len && is_ident_char(e.ptr[i])) i++;
        Str id = str_make(e.ptr + s, i - s);
        uint32_t j = i;
        while (j < e.len && e.ptr[j] == ' ') j++;
        if (j < e.len && e.ptr[j] == '(') continue; /* a function: Eq, Max, FloorDiv */
        if (is_constant_name(id)) continue;
        fn(id, ctx);
    }
}

static void or_class(Str sym, void *ctx) { *(uint8_t *)ctx |= symbol_class(sym); }

uint8_t meta_expr_symbols(Str expr)
{
    uint8_t flags = 0;
    meta_each_symbol(expr, or_class, &flags);
    return flags;
}

static bool parse_int(Str s, int64_t *out)
{
    s = str_trim(s);
    if (!s.len) return false;
    uint32_t i = 0;
    bool neg = false;
    if (s.ptr[0] == '-') { neg = true; i = 1; }
    if (i >= s.len) return false;
    int64_t v = 0;
    for (; i < s.len; i++) {
        if (!isdigit((unsigned char)s.ptr[i])) return false;
        if (v > (INT64_MAX - 9) / 10) return false;
        v = v * 10 + (s.ptr[i] - '0');
    }
    *out = neg ? -v : v;
    return true;
}

/* Splits "s0, Max(1, s1), 4" at top-level commas. Returns the count, or -1 if unbalanced. */
static int split_dims(Arena *a, Str list, Dim **out)
{
    list = str_trim(list);
    *out = NULL;
    if (!list.len) return 0;
    int n = 1, depth = 0;
    for (uint32_t i = 0; i < list.len; i++) {
        char c = list.ptr[i];
        if (c == '(') depth++;
        else if (c == ')' && --depth < 0) return -1;
        else if (c == ',' && depth == 0) n++;
    }
    if (depth != 0 || n > 255) return -1;
    Dim *dims = ARENA_ARRAY(a, Dim, n);
    int k = 0;
    uint32_t start = 0;
    depth = 0;
    for (uint32_t i = 0; i <= list.len; i++) {
        char c = i < list.len ? list.ptr[i] : ',';
        if (c == '(') depth++;
        else if (c == ')') depth--;
        if (c != ',' || depth != 0) continue;
        Str t = str_trim(str_slice(list, start, i));
        if (!t.len) return -1;
        dims[k].text = t;
        dims[k].is_const = parse_int(t, &dims[k].value);
        dims[k].syms = dims[k].is_const ? 0 : meta_expr_symbols(t);
        k++;
        start = i + 1;
    }
    *out = dims;
    return n;
}

static bool looks_like_type_name(Str s)
{
    if (!s.len || !is_ident_start(s.ptr[0])) return false;
    for (uint32_t i = 0; i < s.len; i++)
        if (!is_ident_char(s.ptr[i]) && s.ptr[i] != '.') return false;
    return true;
}

const Meta meta_absent = {.kind = META_ABSENT};

bool meta_parse(Arena *a, Str text, Meta *out)
{
    memset(out, 0, sizeof *out);
    out->text = text;
    Str t = str_trim(text);
    Str g[PATTERN_MAX_GROUPS];
    if (pattern_match(PAT_SYM_META, t, g)) {
        out->kind = META_SYM;
        out->sym = g[1];
        out->syms = meta_expr_symbols(g[1]);
        return true;
    }
    if (pattern_match(PAT_TENSOR_META, t, g)) {
        out->kind = META_TENSOR;
        out->dtype_abbr = g[1];
        out->dtype = dtype_from_abbr(g[1]);
        int rank = split_dims(a, g[2], &out->sizes);
        if (rank < 0) goto bad;
        out->rank = (uint8_t)rank;
        if (g[3].ptr) {
            int srank = split_dims(a, g[3], &out->strides);
            if (srank != rank) goto bad;
            out->has_strides = true;
            out->device = g[4].ptr ? g[4] : (Str){"", 0};
        }
        return true;
    }
    if (looks_like_type_name(t)) {
        out->kind = META_TYPE;
        return true;
    }
bad:
    out->kind = META_BAD;
    out->sizes = out->strides = NULL;
    out->rank = 0;
    out->has_strides = false;
    return false;
}

int meta_is_contiguous(const Meta *m)
{
    if (m->kind != META_TENSOR || !m->has_strides) return -1;
    /* Walk from the innermost dimension: expected stride is the product of inner sizes. */
    int64_t expect = 1;
    bool symbolic = false;
    Str expect_sym = {0};
    for (int i = m->rank - 1; i >= 0; i--) {
        const Dim *sz = &m->sizes[i], *st = &m->strides[i];
        bool size_one = sz->is_const && sz->value == 1;
        if (!size_one) {
            if (!symbolic) {
                if (!st->is_const) {
                    if (!(expect == 1 && expect_sym.len && str_eq(st->text, expect_sym))) return -1;
                } else if (st->value != expect) {
                    return 0;
                }
            } else {
                return -1;
            }
        }
        if (sz->is_const && !expect_sym.len) {
            /* sizes whose product leaves int64 belong to no real tensor: undecided */
            if (__builtin_mul_overflow(expect, sz->value, &expect)) return -1;
        } else if (!sz->is_const && expect == 1 && !expect_sym.len) {
            expect_sym = sz->text;
        } else {
            symbolic = true;
        }
    }
    return 1;
}

const char *meta_format(Arena *a, const Meta *m)
{
    switch (m->kind) {
    case META_ABSENT: return "<no meta>";
    case META_SYM: return arena_printf(a, "Sym(%.*s)", STR_ARG(m->sym));
    default: return arena_printf(a, "%.*s", STR_ARG(str_trim(m->text)));
    }
}

/* ---- the cache of parsed annotations ---- */

void meta_cache_init(MetaCache *c, Arena *a)
{
    memset(c, 0, sizeof *c);
    intern_init(&c->texts, a);
}

const Meta *meta_cache_get(MetaCache *c, Str text)
{
    bool added = false;
    uint32_t k = intern_index(&c->texts, text, &added);
    if (added) {
        Meta *m = ARENA_NEW(c->texts.a, Meta);
        /* parsed from the table's copy: every slice of the result points there */
        meta_parse(c->texts.a, c->texts.strs.items[k], m);
        VEC_PUSH(c->texts.a, c->metas, (const Meta *)m);
    }
    return c->metas.items[k];
}
