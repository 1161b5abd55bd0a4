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
/* A 32-bit hash of s for open-addressing tables: FNV-1a, whose low bits cluster on names like
 * add_1, add_2, ..., finished with murmur3's mixer. */
static inline uint32_t str_hash(Str s)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < s.len; i++) h = (h ^ (unsigned char)s.ptr[i]) * 16777619u;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
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
