/* String slices: a pointer into bytes someone else owns (the source text or an arena) plus a
 * length. Slices are never NUL-terminated; print them with "%.*s" and STR_ARG. */
#ifndef FXLINT_STR_H
#define FXLINT_STR_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef struct Str {
    const char *ptr;
    uint32_t len;
} Str;

#define STR_ARG(s) (int)(s).len, (s).ptr
#define STR_LIT(lit) ((Str){(lit), (uint32_t)(sizeof(lit) - 1)})

static inline Str str_from(const char *s) { return (Str){s, s ? (uint32_t)strlen(s) : 0}; }
static inline Str str_make(const char *s, size_t n) { return (Str){s, (uint32_t)n}; }
static inline bool str_empty(Str s) { return s.len == 0; }
static inline bool str_eq(Str a, Str b) { return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0); }
static inline bool str_eqz(Str a, const char *z) { return str_eq(a, str_from(z)); }
static inline bool str_starts(Str a, const char *z)
{
    size_t n = strlen(z);
    return a.len >= n && memcmp(a.ptr, z, n) == 0;
}
static inline bool str_ends(Str a, const char *z)
{
    size_t n = strlen(z);
    return a.len >= n && memcmp(a.ptr + a.len - n, z, n) == 0;
}
static inline Str str_slice(Str s, uint32_t from, uint32_t to)
{
    if (to > s.len) to = s.len;
    if (from > to) from = to;
    return (Str){s.ptr + from, to - from};
}
static inline int str_cmp(Str a, Str b)
{
    uint32_t n = a.len < b.len ? a.len : b.len;
    int c = n ? memcmp(a.ptr, b.ptr, n) : 0;
    return c ? c : (a.len > b.len) - (a.len < b.len);
}
/* A 32-bit hash of s for open-addressing tables: eight bytes a step (every name, annotation and
 * target of a graph is hashed, most longer than eight bytes), each step a multiply that spreads
 * the word over the state, finished with a 64-bit mixer (splitmix64's) so that names like add_1,
 * add_2, ... differ in the low bits the tables index by. */
static inline uint32_t str_hash(Str s)
{
    const unsigned char *p = (const unsigned char *)s.ptr;
    uint32_t n = s.len;
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n, w;
    if (n > 8) {
        for (; n > 8; p += 8, n -= 8) {
            memcpy(&w, p, 8);
            h = (h ^ w) * 0xff51afd7ed558ccdull;
            h ^= h >> 32;
        }
        memcpy(&w, s.ptr + s.len - 8, 8); /* the last eight bytes, overlapping the step before */
    } else if (n >= 4) {
        uint32_t lo, hi;
        memcpy(&lo, p, 4);
        memcpy(&hi, p + n - 4, 4);
        w = (uint64_t)lo | (uint64_t)hi << 32;
    } else {
        w = n ? (uint64_t)p[0] | (uint64_t)p[n / 2] << 8 | (uint64_t)p[n - 1] << 16 : 0;
    }
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebull;
    h ^= h >> 31;
    return (uint32_t)h;
}

/* Whether z occurs in s (a few-byte needle in a record or an expression: a plain scan). */
static inline bool str_contains(Str s, const char *z)
{
    size_t k = strlen(z);
    for (size_t i = 0; k && i + k <= s.len; i++)
        if (s.ptr[i] == z[0] && memcmp(s.ptr + i, z, k) == 0) return true;
    return k == 0;
}

/* Trims ASCII spaces, tabs, CR and LF from both ends. */
static inline Str str_trim(Str s)
{
    while (s.len && (s.ptr[0] == ' ' || s.ptr[0] == '\t' || s.ptr[0] == '\r' || s.ptr[0] == '\n')) s.ptr++, s.len--;
    while (s.len && (s.ptr[s.len - 1] == ' ' || s.ptr[s.len - 1] == '\t' || s.ptr[s.len - 1] == '\r' ||
                     s.ptr[s.len - 1] == '\n'))
        s.len--;
    return s;
}

#endif
