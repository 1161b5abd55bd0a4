/* Monomial sizes and strides: parsing sympy's printing of products, multiplying, ordering. */
#include "model/symdim.h"

#include <ctype.h>

static bool is_ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

static bool mul_coef(int64_t *c, int64_t k)
{
    if (k != 0 && (*c > INT64_MAX / k || *c < -(INT64_MAX / k))) return false;
    *c *= k;
    return true;
}

static bool add_sym(Mono *m, Str s)
{
    if (m->nsym == MONO_MAX_SYMS) return false;
    uint8_t i = m->nsym++;
    while (i > 0 && str_cmp(m->sym[i - 1], s) > 0) {
        m->sym[i] = m->sym[i - 1];
        i--;
    }
    m->sym[i] = s;
    return true;
}

/* factor := INT | IDENT [ "**" INT ];  mono := factor { "*" factor } */
bool mono_parse(Str text, Mono *out)
{
    Str t = str_trim(text);
    Mono m = {1, 0, {{0}}};
    uint32_t i = 0;
    if (!t.len) return false;
    for (;;) {
        if (i < t.len && isdigit((unsigned char)t.ptr[i])) {
            int64_t v = 0;
            for (; i < t.len && isdigit((unsigned char)t.ptr[i]); i++) {
                if (v > (INT64_MAX - 9) / 10) return false;
                v = v * 10 + (t.ptr[i] - '0');
            }
            if (!mul_coef(&m.coef, v)) return false;
        } else if (i < t.len && is_ident_start(t.ptr[i])) {
            uint32_t from = i;
            while (i < t.len && is_ident_char(t.ptr[i])) i++;
            Str sym = str_slice(t, from, i);
            int64_t power = 1;
            if (i + 1 < t.len && t.ptr[i] == '*' && t.ptr[i + 1] == '*') {
                i += 2;
                if (i >= t.len || !isdigit((unsigned char)t.ptr[i])) return false;
                power = 0;
                for (; i < t.len && isdigit((unsigned char)t.ptr[i]); i++) {
                    power = power * 10 + (t.ptr[i] - '0');
                    if (power > MONO_MAX_SYMS) return false;
                }
            }
            for (int64_t k = 0; k < power; k++)
                if (!add_sym(&m, sym)) return false;
        } else {
            return false;
        }
        if (i == t.len) break;
        if (t.ptr[i] != '*' || (i + 1 < t.len && t.ptr[i + 1] == '*')) return false;
        i++;
    }
    if (m.coef == 0) m.nsym = 0;
    *out = m;
    return true;
}

bool mono_mul(const Mono *a, const Mono *b, Mono *out)
{
    Mono m = *a;
    if (!mul_coef(&m.coef, b->coef)) return false;
    for (uint8_t i = 0; i < b->nsym; i++)
        if (!add_sym(&m, b->sym[i])) return false;
    if (m.coef == 0) m.nsym = 0;
    *out = m;
    return true;
}

bool mono_eq(const Mono *a, const Mono *b)
{
    if (a->coef != b->coef || a->nsym != b->nsym) return false;
    for (uint8_t i = 0; i < a->nsym; i++)
        if (!str_eq(a->sym[i], b->sym[i])) return false;
    return true;
}

/* Lower bound of coef * (symbols each >= 2), saturating. */
static int64_t lower_bound(int64_t coef, uint8_t nsym)
{
    for (uint8_t i = 0; i < nsym; i++)
        if (!mul_coef(&coef, 2)) return INT64_MAX;
    return coef;
}

DimOrder mono_order(const Mono *a, const Mono *b)
{
    if (mono_eq(a, b)) return ORD_EQ;
    if (a->coef < 0 || b->coef < 0) return ORD_UNKNOWN;
    /* Cancel the symbols both share: they are positive, so the order of the rest decides. */
    uint8_t ra = 0, rb = 0, i = 0, j = 0;
    while (i < a->nsym || j < b->nsym) {
        int c = i == a->nsym ? 1 : j == b->nsym ? -1 : str_cmp(a->sym[i], b->sym[j]);
        if (c == 0) i++, j++;
        else if (c < 0) ra++, i++;
        else rb++, j++;
    }
    if (ra == 0 && rb == 0) return a->coef < b->coef ? ORD_LT : a->coef > b->coef ? ORD_GT : ORD_EQ;
    if (a->coef == 0) return ORD_LT;
    if (b->coef == 0) return ORD_GT;
    if (ra == 0 && lower_bound(b->coef, rb) > a->coef) return ORD_LT;
    if (rb == 0 && lower_bound(a->coef, ra) > b->coef) return ORD_GT;
    return ORD_UNKNOWN;
}

DimOrder dim_order(const Dim *a, const Dim *b)
{
    if (a->is_const && b->is_const)
        return a->value < b->value ? ORD_LT : a->value > b->value ? ORD_GT : ORD_EQ;
    if (str_eq(str_trim(a->text), str_trim(b->text))) return ORD_EQ;
    Mono ma, mb;
    if (!mono_parse(a->text, &ma) || !mono_parse(b->text, &mb)) return ORD_UNKNOWN;
    return mono_order(&ma, &mb);
}
