/* The TOML 1.0 reader: recursive descent over the bytes, one function per production of the
 * spec's ABNF (quoted above each), the first error thrown with longjmp as Lua's parser does
 * (everything allocated lives in the caller's arena, so nothing leaks when it unwinds). */
#include "engine/toml.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How a table or array came to exist; decides whether a later header or dotted key may add
 * to it (TOML forbids defining a table twice). */
enum {
    TF_IMPLICIT = 1, /* created as the parent of a [header]: a header may define it once later */
    TF_HEADER = 2,   /* defined by a [header] or [[header]] */
    TF_DOTTED = 4,   /* created by a dotted key: extended only by dotted keys of its section */
    TF_INLINE = 8,   /* inline table or value array: sealed */
    TF_AOT = 16,     /* array of tables, grown by [[header]] */
};

#define TOML_MAX_DEPTH 100

typedef struct Parser {
    Arena *a;
    const char *s;
    size_t len, i;
    TomlError *err;
    jmp_buf fail;
    size_t pos_off, pos_line_start; /* line cache: offset pos_off is on line pos_line */
    uint32_t pos_line;
    TomlValue *root, *cur;
    uint32_t section, next_section; /* the header (or inline table) keys are being added under */
    int depth;
} Parser;

typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;

typedef struct Key {
    const char *s;
    uint32_t len;
    size_t off;
} Key;

typedef VEC(Key) KeyPath;

/* ---- positions and errors ---- */

static void pos_at(Parser *p, size_t off, uint32_t *line, uint32_t *col)
{
    if (off > p->len) off = p->len;
    if (off < p->pos_off) p->pos_off = 0, p->pos_line = 1, p->pos_line_start = 0;
    for (size_t k = p->pos_off; k < off; k++)
        if (p->s[k] == '\n') p->pos_line++, p->pos_line_start = k + 1;
    p->pos_off = off;
    *line = p->pos_line;
    *col = (uint32_t)(off - p->pos_line_start + 1);
}

static _Noreturn void fail_at(Parser *p, size_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static _Noreturn void fail_at(Parser *p, size_t off, const char *fmt, ...)
{
    pos_at(p, off, &p->err->line, &p->err->col);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->err->message, sizeof p->err->message, fmt, ap);
    va_end(ap);
    longjmp(p->fail, 1);
}

/* A key or text quoted into an error message, cut short and with control bytes escaped. */
static const char *quote_for_error(Parser *p, const char *s, size_t n)
{
    char *out = arena_alloc(p->a, 48 * 4 + 8);
    size_t k = 0;
    for (size_t i = 0; i < n && i < 40; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7F) k += (size_t)sprintf(out + k, "\\x%02X", c);
        else out[k++] = (char)c;
    }
    if (n > 40) memcpy(out + k, "...", 3), k += 3;
    out[k] = 0;
    return out;
}

/* ---- characters ---- */

static int peek(const Parser *p) { return p->i < p->len ? (unsigned char)p->s[p->i] : -1; }
static int peek_at(const Parser *p, size_t k) { return p->i + k < p->len ? (unsigned char)p->s[p->i + k] : -1; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_bare(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c) || c == '-' || c == '_';
}

/* ws = *( %x20 / %x09 ) */
static void skip_ws(Parser *p)
{
    while (peek(p) == ' ' || peek(p) == '\t') p->i++;
}

/* newline = %x0A / %x0D.0A; returns false when there is none here (a lone CR is an error). */
static bool eat_newline(Parser *p)
{
    if (peek(p) == '\n') return p->i++, true;
    if (peek(p) == '\r') {
        if (peek_at(p, 1) != '\n') fail_at(p, p->i, "carriage return not followed by a line feed");
        p->i += 2;
        return true;
    }
    return false;
}

/* comment = "#" *non-eol ; non-eol = %x09 / %x20-7E / non-ascii */
static void skip_comment(Parser *p)
{
    if (peek(p) != '#') return;
    for (p->i++; p->i < p->len; p->i++) {
        int c = peek(p);
        if (c == '\n' || (c == '\r' && peek_at(p, 1) == '\n')) break;
        if ((c < 0x20 && c != '\t') || c == 0x7F) fail_at(p, p->i, "control character 0x%02X in a comment", c);
    }
}

/* ws-comment-newline = *( wschar / [ comment ] newline ) */
static void skip_ws_comment_newline(Parser *p)
{
    for (;;) {
        skip_ws(p);
        skip_comment(p);
        if (!eat_newline(p)) return;
    }
}

/* The document must be UTF-8; checked once up front so that later code only sees bytes. */
static void check_utf8(Parser *p)
{
    const unsigned char *s = (const unsigned char *)p->s;
    for (size_t i = 0; i < p->len;) {
        unsigned c = s[i];
        size_t n;
        uint32_t cp;
        if (c < 0x80) {
            i++;
            continue;
        }
        if (c >= 0xC2 && c <= 0xDF) n = 2, cp = c & 0x1F;
        else if (c >= 0xE0 && c <= 0xEF) n = 3, cp = c & 0x0F;
        else if (c >= 0xF0 && c <= 0xF4) n = 4, cp = c & 0x07;
        else fail_at(p, i, "invalid UTF-8 byte 0x%02X", c);
        if (i + n > p->len) fail_at(p, i, "truncated UTF-8 sequence");
        for (size_t k = 1; k < n; k++) {
            if ((s[i + k] & 0xC0) != 0x80) fail_at(p, i, "invalid UTF-8 sequence");
            cp = cp << 6 | (s[i + k] & 0x3F);
        }
        if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            fail_at(p, i, "invalid UTF-8 sequence");
        i += n;
    }
}

/* ---- buffers and values ---- */

static void buf_push(Parser *p, Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t ncap = b->cap ? b->cap * 2 : 32;
        while (ncap < b->len + n + 1) ncap *= 2;
        b->p = arena_realloc(p->a, b->p, b->cap, ncap);
        b->cap = ncap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void buf_put_utf8(Parser *p, Buf *b, uint32_t cp)
{
    char u[4];
    size_t n;
    if (cp < 0x80) u[0] = (char)cp, n = 1;
    else if (cp < 0x800) u[0] = (char)(0xC0 | cp >> 6), u[1] = (char)(0x80 | (cp & 0x3F)), n = 2;
    else if (cp < 0x10000)
        u[0] = (char)(0xE0 | cp >> 12), u[1] = (char)(0x80 | (cp >> 6 & 0x3F)), u[2] = (char)(0x80 | (cp & 0x3F)),
        n = 3;
    else
        u[0] = (char)(0xF0 | cp >> 18), u[1] = (char)(0x80 | (cp >> 12 & 0x3F)), u[2] = (char)(0x80 | (cp >> 6 & 0x3F)),
        u[3] = (char)(0x80 | (cp & 0x3F)), n = 4;
    buf_push(p, b, u, n);
}

static TomlValue *new_value(Parser *p, TomlKind kind, size_t off)
{
    TomlValue *v = ARENA_NEW(p->a, TomlValue);
    v->kind = kind;
    pos_at(p, off, &v->line, &v->col);
    return v;
}

static TomlEntry *table_find(TomlValue *t, const char *key, uint32_t len)
{
    for (uint32_t i = 0; i < t->as.table.len; i++) {
        TomlEntry *e = &t->as.table.items[i];
        if (e->key_len == len && memcmp(e->key, key, len) == 0) return e;
    }
    return NULL;
}

static void table_insert(Parser *p, TomlValue *t, const Key *k, TomlValue *v)
{
    VEC_PUSH(p->a, t->as.table, ((TomlEntry){k->s, k->len, 0, 0, v}));
    TomlEntry *e = &t->as.table.items[t->as.table.len - 1];
    pos_at(p, k->off, &e->line, &e->col);
}

static void array_push(Parser *p, TomlValue *arr, TomlValue *v) { VEC_PUSH(p->a, arr->as.array, v); }

/* ---- strings ---- */

/* escaped = escape ( %x22 / %x5C / %x62 / %x66 / %x6E / %x72 / %x74 / %x75 4HEXDIG / %x55 8HEXDIG )
 * p->i is at the backslash. */
static void parse_escape(Parser *p, Buf *b)
{
    size_t at = p->i;
    int c = peek_at(p, 1);
    p->i += 2;
    switch (c) {
    case '"': buf_push(p, b, "\"", 1); return;
    case '\\': buf_push(p, b, "\\", 1); return;
    case 'b': buf_push(p, b, "\b", 1); return;
    case 'f': buf_push(p, b, "\f", 1); return;
    case 'n': buf_push(p, b, "\n", 1); return;
    case 'r': buf_push(p, b, "\r", 1); return;
    case 't': buf_push(p, b, "\t", 1); return;
    case 'u':
    case 'U': {
        int n = c == 'u' ? 4 : 8;
        uint32_t cp = 0;
        for (int k = 0; k < n; k++) {
            int h = peek(p);
            int d = is_digit(h) ? h - '0'
                    : (h >= 'a' && h <= 'f') ? h - 'a' + 10
                    : (h >= 'A' && h <= 'F') ? h - 'A' + 10
                                             : -1;
            if (d < 0) fail_at(p, at, "\\%c escape needs %d hex digits", c, n);
            cp = cp << 4 | (uint32_t)d;
            p->i++;
        }
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            fail_at(p, at, "\\%c escape is not a Unicode scalar value", c);
        buf_put_utf8(p, b, cp);
        return;
    }
    default:
        if (c < 0) fail_at(p, at, "unterminated string");
        fail_at(p, at, "invalid escape '\\%s'", quote_for_error(p, p->s + at + 1, 1));
    }
}

static void check_string_char(Parser *p, int c, bool multiline)
{
    if (c < 0) fail_at(p, p->i, "unterminated string");
    if (c == '\n' || c == '\r') {
        if (!multiline) fail_at(p, p->i, "newline in a single-line string");
        return;
    }
    if ((c < 0x20 && c != '\t') || c == 0x7F) fail_at(p, p->i, "control character 0x%02X in a string (escape it)", c);
}

/* In a multi-line string at a quote: the count of quotes here. Three to five close the
 * string (the first one or two belong to the content); more is an error. */
static bool closes_multiline(Parser *p, Buf *b, int q)
{
    size_t n = 0;
    while (peek_at(p, n) == q) n++;
    if (n < 3) {
        buf_push(p, b, p->s + p->i, n);
        p->i += n;
        return false;
    }
    if (n > 5) fail_at(p, p->i + 5, "too many quotes closing a multi-line string");
    buf_push(p, b, p->s + p->i, n - 3);
    p->i += n;
    return true;
}

/* basic-string = quotation-mark *basic-char quotation-mark
 * ml-basic-string = ml-basic-string-delim [ newline ] ml-basic-body ml-basic-string-delim
 * literal-string = apostrophe *literal-char apostrophe
 * ml-literal-string = ml-literal-string-delim [ newline ] ml-literal-body ml-literal-string-delim */
static void parse_string(Parser *p, Buf *b)
{
    size_t start = p->i;
    int q = peek(p);
    bool basic = q == '"';
    bool multi = peek_at(p, 1) == q && peek_at(p, 2) == q;
    b->p = NULL, b->len = b->cap = 0;
    buf_push(p, b, "", 0);
    p->i += multi ? 3 : 1;
    if (multi) eat_newline(p); /* a newline right after the opening delimiter is trimmed */
    for (;;) {
        int c = peek(p);
        if (c < 0) fail_at(p, start, "unterminated string");
        if (c == q) {
            if (!multi) {
                p->i++;
                return;
            }
            if (closes_multiline(p, b, q)) return;
            continue;
        }
        if (basic && c == '\\') {
            if (multi) {
                /* line-ending backslash: drops the newline and all whitespace after it */
                size_t k = 1;
                while (peek_at(p, k) == ' ' || peek_at(p, k) == '\t') k++;
                if (peek_at(p, k) == '\n' || (peek_at(p, k) == '\r' && peek_at(p, k + 1) == '\n')) {
                    p->i += k;
                    for (;;) {
                        if (peek(p) == ' ' || peek(p) == '\t') p->i++;
                        else if (!eat_newline(p)) break;
                    }
                    continue;
                }
            }
            parse_escape(p, b);
            continue;
        }
        check_string_char(p, c, multi);
        if (c == '\r' || c == '\n') {
            eat_newline(p);
            buf_push(p, b, "\n", 1);
            continue;
        }
        buf_push(p, b, p->s + p->i, 1);
        p->i++;
    }
}

/* ---- keys ---- */

/* simple-key = quoted-key / unquoted-key ; unquoted-key = 1*( ALPHA / DIGIT / %x2D / %x5F ) */
static Key parse_simple_key(Parser *p)
{
    Key k = {NULL, 0, p->i};
    int c = peek(p);
    if (c == '"' || c == '\'') {
        if (peek_at(p, 1) == c && peek_at(p, 2) == c) fail_at(p, p->i, "a key cannot be a multi-line string");
        Buf b;
        parse_string(p, &b);
        k.s = b.p, k.len = (uint32_t)b.len;
        return k;
    }
    size_t s = p->i;
    while (is_bare(peek(p))) p->i++;
    if (p->i == s) {
        if (c < 0 || c == '\n' || c == '\r') fail_at(p, p->i, "expected a key");
        fail_at(p, p->i, "expected a key, found '%s'", quote_for_error(p, p->s + p->i, 1));
    }
    k.s = arena_strndup(p->a, p->s + s, p->i - s);
    k.len = (uint32_t)(p->i - s);
    return k;
}

/* key = simple-key / dotted-key ; dotted-key = simple-key 1*( dot-sep simple-key ) */
static void parse_key(Parser *p, KeyPath *path)
{
    path->items = NULL, path->len = path->cap = 0;
    for (;;) {
        VEC_PUSH(p->a, *path, parse_simple_key(p));
        size_t save = p->i;
        skip_ws(p);
        if (peek(p) != '.') {
            p->i = save;
            return;
        }
        p->i++;
        skip_ws(p);
    }
}

/* ---- scalars ---- */

/* Digits with single underscores between them (zero-prefixable-int and friends); returns
 * where the run ends. `digit` tests one digit of the base. */
static size_t scan_digits(Parser *p, const char *t, size_t n, size_t k, size_t tok_off, bool (*digit)(int))
{
    size_t s = k;
    while (k < n) {
        if (digit((unsigned char)t[k])) {
            k++;
        } else if (t[k] == '_') {
            if (k == s || k + 1 >= n || !digit((unsigned char)t[k + 1]))
                fail_at(p, tok_off + k, "an underscore in a number must sit between two digits");
            k++;
        } else {
            break;
        }
    }
    if (k == s) fail_at(p, tok_off + k, "expected a digit");
    return k;
}

static bool digit10(int c) { return is_digit(c); }
static bool digit16(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool digit8(int c) { return c >= '0' && c <= '7'; }
static bool digit2(int c) { return c == '0' || c == '1'; }

static int digit_value(int c) { return is_digit(c) ? c - '0' : (c | 0x20) - 'a' + 10; }

/* Accumulates digits (underscores skipped) of t[s..e) in base into *out; false on overflow of
 * the magnitude limit. */
static bool accumulate(const char *t, size_t s, size_t e, unsigned base, uint64_t limit, uint64_t *out)
{
    uint64_t v = 0;
    for (size_t k = s; k < e; k++) {
        if (t[k] == '_') continue;
        unsigned d = (unsigned)digit_value((unsigned char)t[k]);
        if (v > (limit - d) / base) return false;
        v = v * base + d;
    }
    *out = v;
    return true;
}

/* integer = dec-int / hex-int / oct-int / bin-int
 * float = float-int-part ( exp / frac [ exp ] ) / special-float */
static TomlValue *parse_number(Parser *p, const char *t, size_t n, size_t off)
{
    size_t k = 0;
    bool neg = false, sign = false;
    if (t[0] == '+' || t[0] == '-') neg = t[0] == '-', sign = true, k = 1;
    if (n - k == 3 && (memcmp(t + k, "inf", 3) == 0 || memcmp(t + k, "nan", 3) == 0)) {
        TomlValue *v = new_value(p, TOML_FLOAT, off);
        v->as.real = t[k] == 'i' ? (neg ? -INFINITY : INFINITY) : NAN;
        return v;
    }
    if (k < n && t[k] == '0' && k + 1 < n && (t[k + 1] == 'x' || t[k + 1] == 'o' || t[k + 1] == 'b')) {
        if (sign) fail_at(p, off, "a sign is not allowed on hex, octal or binary integers");
        char b = t[k + 1];
        unsigned base = b == 'x' ? 16 : b == 'o' ? 8 : 2;
        size_t e = scan_digits(p, t, n, k + 2, off, b == 'x' ? digit16 : b == 'o' ? digit8 : digit2);
        if (e != n) fail_at(p, off + e, "invalid character in a number");
        uint64_t u;
        if (!accumulate(t, k + 2, e, base, INT64_MAX, &u)) fail_at(p, off, "integer out of range");
        TomlValue *v = new_value(p, TOML_INTEGER, off);
        v->as.integer = (int64_t)u;
        return v;
    }
    if (k >= n || !is_digit((unsigned char)t[k]))
        fail_at(p, off, "expected a value, found '%s' (strings need quotes)", quote_for_error(p, t, n));
    size_t int_end = scan_digits(p, t, n, k, off, digit10);
    if (t[k] == '0' && int_end > k + 1) fail_at(p, off + k, "leading zeros are not allowed");
    size_t e = int_end;
    bool is_float = false;
    if (e < n && t[e] == '.') {
        is_float = true;
        e = scan_digits(p, t, n, e + 1, off, digit10);
    }
    if (e < n && (t[e] == 'e' || t[e] == 'E')) {
        is_float = true;
        e++;
        if (e < n && (t[e] == '+' || t[e] == '-')) e++;
        e = scan_digits(p, t, n, e, off, digit10);
    }
    if (e != n) fail_at(p, off + e, "invalid character '%s' in a number", quote_for_error(p, t + e, 1));
    if (is_float) {
        char *clean = arena_alloc(p->a, n + 1);
        size_t c = 0;
        for (size_t j = 0; j < n; j++)
            if (t[j] != '_') clean[c++] = t[j];
        clean[c] = 0;
        errno = 0;
        double d = strtod(clean, NULL);
        if (errno == ERANGE && isinf(d)) fail_at(p, off, "float out of range");
        TomlValue *v = new_value(p, TOML_FLOAT, off);
        v->as.real = d;
        return v;
    }
    uint64_t u;
    if (!accumulate(t, k, int_end, 10, neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX, &u))
        fail_at(p, off, "integer out of range");
    TomlValue *v = new_value(p, TOML_INTEGER, off);
    v->as.integer = neg ? (int64_t)(0 - u) : (int64_t)u;
    return v;
}

/* Reads `count` digits at t[*k] as a number, or returns -1. */
static int fixed_digits(const char *t, size_t n, size_t *k, int count)
{
    int v = 0;
    for (int j = 0; j < count; j++, (*k)++) {
        if (*k >= n || !is_digit((unsigned char)t[*k])) return -1;
        v = v * 10 + t[*k] - '0';
    }
    return v;
}

/* full-date = date-fullyear "-" date-month "-" date-mday */
static bool scan_date(const char *t, size_t n, size_t *k)
{
    static const int mdays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int y = fixed_digits(t, n, k, 4);
    if (y < 0 || *k >= n || t[(*k)++] != '-') return false;
    int m = fixed_digits(t, n, k, 2);
    if (m < 1 || m > 12 || *k >= n || t[(*k)++] != '-') return false;
    int d = fixed_digits(t, n, k, 2);
    if (d < 1 || d > mdays[m - 1]) return false;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return !(m == 2 && d == 29 && !leap);
}

/* partial-time = time-hour ":" time-minute ":" time-second [ time-secfrac ] */
static bool scan_time(const char *t, size_t n, size_t *k)
{
    int h = fixed_digits(t, n, k, 2);
    if (h < 0 || h > 23 || *k >= n || t[(*k)++] != ':') return false;
    int m = fixed_digits(t, n, k, 2);
    if (m < 0 || m > 59 || *k >= n || t[(*k)++] != ':') return false;
    int s = fixed_digits(t, n, k, 2);
    if (s < 0 || s > 60) return false;
    if (*k < n && t[*k] == '.') {
        size_t s0 = ++*k;
        while (*k < n && is_digit((unsigned char)t[*k])) (*k)++;
        if (*k == s0) return false;
    }
    return true;
}

/* date-time = offset-date-time / local-date-time / local-date / local-time */
static TomlValue *parse_datetime(Parser *p, const char *t, size_t n, size_t off)
{
    size_t k = 0;
    bool ok;
    if (n >= 3 && t[2] == ':') {
        ok = scan_time(t, n, &k) && k == n;
    } else {
        ok = scan_date(t, n, &k);
        if (ok && k < n) {
            ok = (t[k] == 'T' || t[k] == 't' || t[k] == ' ') && (k++, scan_time(t, n, &k));
            if (ok && k < n) {
                if (t[k] == 'Z' || t[k] == 'z') {
                    k++;
                } else if (t[k] == '+' || t[k] == '-') {
                    k++;
                    int oh = fixed_digits(t, n, &k, 2);
                    ok = oh >= 0 && oh <= 23 && k < n && t[k++] == ':';
                    int om = ok ? fixed_digits(t, n, &k, 2) : -1;
                    ok = ok && om >= 0 && om <= 59;
                } else {
                    ok = false;
                }
            }
        }
        ok = ok && k == n;
    }
    if (!ok) fail_at(p, off, "invalid date or time '%s'", quote_for_error(p, t, n));
    TomlValue *v = new_value(p, TOML_DATETIME, off);
    v->as.str.ptr = arena_strndup(p->a, t, n);
    v->as.str.len = (uint32_t)n;
    return v;
}

/* A number or date-time: the run of characters they can hold, with the one space a
 * date-time may put between date and time. */
static TomlValue *parse_number_or_date(Parser *p)
{
    size_t s = p->i;
    while (p->i < p->len) {
        int c = peek(p);
        if (is_bare(c) || c == '+' || c == '.' || c == ':') {
            p->i++;
        } else if (c == ' ' && p->i - s == 10 && p->s[s + 4] == '-' && is_digit(peek_at(p, 1)) &&
                   is_digit(peek_at(p, 2)) && peek_at(p, 3) == ':') {
            p->i++;
        } else {
            break;
        }
    }
    const char *t = p->s + s;
    size_t n = p->i - s;
    bool date = (n >= 3 && t[2] == ':') || (n >= 10 && t[4] == '-' && is_digit((unsigned char)t[0]));
    return date ? parse_datetime(p, t, n, s) : parse_number(p, t, n, s);
}

/* ---- arrays, inline tables, values ---- */

static TomlValue *parse_value(Parser *p);
static void parse_keyval(Parser *p, TomlValue *table);

/* array = array-open [ array-values ] ws-comment-newline array-close */
static TomlValue *parse_array(Parser *p)
{
    TomlValue *arr = new_value(p, TOML_ARRAY, p->i);
    arr->flags = TF_INLINE;
    p->i++;
    for (;;) {
        skip_ws_comment_newline(p);
        if (peek(p) == ']') break;
        if (peek(p) < 0) fail_at(p, p->i, "unterminated array");
        array_push(p, arr, parse_value(p));
        skip_ws_comment_newline(p);
        if (peek(p) == ',') {
            p->i++;
            continue;
        }
        if (peek(p) == ']') break;
        if (peek(p) < 0) fail_at(p, p->i, "unterminated array");
        fail_at(p, p->i, "expected ',' or ']' in an array");
    }
    p->i++;
    return arr;
}

/* inline-table = inline-table-open [ inline-table-keyvals ] inline-table-close
 * inline-table-keyvals = keyval [ inline-table-sep inline-table-keyvals ] */
static TomlValue *parse_inline_table(Parser *p)
{
    TomlValue *t = new_value(p, TOML_TABLE, p->i);
    uint32_t saved = p->section;
    p->section = ++p->next_section;
    p->i++;
    skip_ws(p);
    if (peek(p) != '}') {
        for (;;) {
            if (peek(p) == '\n' || peek(p) == '\r') fail_at(p, p->i, "an inline table must be on one line");
            parse_keyval(p, t);
            skip_ws(p);
            if (peek(p) == ',') {
                p->i++;
                skip_ws(p);
                if (peek(p) == '}') fail_at(p, p->i, "trailing comma in an inline table");
                continue;
            }
            if (peek(p) == '}') break;
            if (peek(p) == '\n' || peek(p) == '\r') fail_at(p, p->i, "an inline table must be on one line");
            if (peek(p) < 0) fail_at(p, p->i, "unterminated inline table");
            fail_at(p, p->i, "expected ',' or '}' in an inline table");
        }
    }
    p->i++;
    p->section = saved;
    t->flags = TF_INLINE;
    return t;
}

static bool match_word(Parser *p, const char *w)
{
    size_t n = strlen(w);
    return p->i + n <= p->len && memcmp(p->s + p->i, w, n) == 0 && !is_bare(peek_at(p, n));
}

/* val = string / boolean / array / inline-table / date-time / float / integer */
static TomlValue *parse_value(Parser *p)
{
    if (++p->depth > TOML_MAX_DEPTH) fail_at(p, p->i, "arrays or inline tables nested too deep");
    int c = peek(p);
    TomlValue *v;
    if (c == '"' || c == '\'') {
        v = new_value(p, TOML_STRING, p->i);
        Buf b;
        parse_string(p, &b);
        v->as.str.ptr = b.p, v->as.str.len = (uint32_t)b.len;
    } else if (c == '[') {
        v = parse_array(p);
    } else if (c == '{') {
        v = parse_inline_table(p);
    } else if (match_word(p, "true") || match_word(p, "false")) {
        v = new_value(p, TOML_BOOLEAN, p->i);
        v->as.boolean = c == 't';
        p->i += c == 't' ? 4 : 5;
    } else if (is_digit(c) || c == '+' || c == '-' || c == 'i' || c == 'n') {
        v = parse_number_or_date(p);
    } else if (c < 0 || c == '\n' || c == '\r' || c == '#') {
        fail_at(p, p->i, "expected a value");
    } else {
        size_t s = p->i, e = s;
        while (e < p->len && (is_bare((unsigned char)p->s[e]) || p->s[e] == '.')) e++;
        fail_at(p, s, "expected a value, found '%s' (strings need quotes)",
                quote_for_error(p, p->s + s, e > s ? e - s : 1));
    }
    p->depth--;
    return v;
}

/* ---- tables and key/value pairs ---- */

/* One step of a dotted key in a key/value pair: the table it names, created when absent. */
static TomlValue *descend_dotted(Parser *p, TomlValue *t, const Key *k)
{
    TomlEntry *e = table_find(t, k->s, k->len);
    if (!e) {
        TomlValue *nt = new_value(p, TOML_TABLE, k->off);
        nt->flags = TF_DOTTED;
        nt->section = p->section;
        table_insert(p, t, k, nt);
        return nt;
    }
    TomlValue *v = e->value;
    const char *name = quote_for_error(p, k->s, k->len);
    if (v->kind != TOML_TABLE)
        fail_at(p, k->off, "key '%s' is already a %s, not a table", name, toml_kind_name(v->kind));
    if (v->flags & TF_INLINE) fail_at(p, k->off, "cannot add to inline table '%s'", name);
    if (!(v->flags & TF_DOTTED) || v->section != p->section)
        fail_at(p, k->off, "cannot add to table '%s' defined at line %u", name, v->line);
    return v;
}

/* keyval = key keyval-sep val ; keyval-sep = ws %x3D ws */
static void parse_keyval(Parser *p, TomlValue *table)
{
    KeyPath path;
    parse_key(p, &path);
    skip_ws(p);
    if (peek(p) != '=') {
        if (peek(p) < 0 || peek(p) == '\n' || peek(p) == '\r') fail_at(p, p->i, "expected '=' after the key");
        fail_at(p, p->i, "expected '=' after the key, found '%s'", quote_for_error(p, p->s + p->i, 1));
    }
    p->i++;
    skip_ws(p);
    TomlValue *t = table;
    for (uint32_t j = 0; j + 1 < path.len; j++) t = descend_dotted(p, t, &path.items[j]);
    const Key *last = &path.items[path.len - 1];
    TomlEntry *dup = table_find(t, last->s, last->len);
    if (dup)
        fail_at(p, last->off, "duplicate key '%s' (first at line %u)", quote_for_error(p, last->s, last->len),
                dup->line);
    TomlValue *v = parse_value(p);
    table_insert(p, t, last, v);
}

/* One step of a [header] key: the table it names (the newest element of an array of
 * tables), created implicitly when absent. */
static TomlValue *descend_header(Parser *p, TomlValue *t, const Key *k)
{
    TomlEntry *e = table_find(t, k->s, k->len);
    if (!e) {
        TomlValue *nt = new_value(p, TOML_TABLE, k->off);
        nt->flags = TF_IMPLICIT;
        table_insert(p, t, k, nt);
        return nt;
    }
    TomlValue *v = e->value;
    const char *name = quote_for_error(p, k->s, k->len);
    if (v->kind == TOML_TABLE) {
        if (v->flags & TF_INLINE) fail_at(p, k->off, "cannot add to inline table '%s'", name);
        return v;
    }
    if (v->kind == TOML_ARRAY && (v->flags & TF_AOT)) return v->as.array.items[v->as.array.len - 1];
    fail_at(p, k->off, "key '%s' is already a %s, not a table", name, toml_kind_name(v->kind));
}

/* table = std-table / array-table
 * std-table = "[" ws key ws "]" ; array-table = "[[" ws key ws "]]" */
static void parse_table_header(Parser *p)
{
    size_t start = p->i;
    bool aot = peek_at(p, 1) == '[';
    p->i += aot ? 2 : 1;
    skip_ws(p);
    KeyPath path;
    parse_key(p, &path);
    skip_ws(p);
    if (peek(p) != ']' || (aot && peek_at(p, 1) != ']'))
        fail_at(p, p->i, aot ? "expected ']]' to close the table header" : "expected ']' to close the table header");
    p->i += aot ? 2 : 1;
    p->section = ++p->next_section;
    TomlValue *t = p->root;
    for (uint32_t j = 0; j + 1 < path.len; j++) t = descend_header(p, t, &path.items[j]);
    const Key *last = &path.items[path.len - 1];
    const char *name = quote_for_error(p, last->s, last->len);
    TomlEntry *e = table_find(t, last->s, last->len);
    TomlValue *tbl;
    if (aot) {
        TomlValue *arr;
        if (!e) {
            arr = new_value(p, TOML_ARRAY, start);
            arr->flags = TF_AOT;
            table_insert(p, t, last, arr);
        } else if (e->value->kind == TOML_ARRAY && (e->value->flags & TF_AOT)) {
            arr = e->value;
        } else {
            fail_at(p, last->off, "key '%s' is already a %s (line %u), not an array of tables", name,
                    toml_kind_name(e->value->kind), e->line);
        }
        tbl = new_value(p, TOML_TABLE, start);
        tbl->flags = TF_HEADER;
        array_push(p, arr, tbl);
    } else if (!e) {
        tbl = new_value(p, TOML_TABLE, start);
        tbl->flags = TF_HEADER;
        table_insert(p, t, last, tbl);
    } else if (e->value->kind == TOML_TABLE && e->value->flags == TF_IMPLICIT) {
        tbl = e->value;
        tbl->flags = TF_HEADER;
        pos_at(p, start, &tbl->line, &tbl->col);
    } else {
        fail_at(p, last->off, "%s '%s' already defined at line %u", e->value->kind == TOML_TABLE ? "table" : "key",
                name, e->line);
    }
    p->cur = tbl;
}

/* toml = expression *( newline expression )
 * expression = ws [ comment ] / ws keyval ws [ comment ] / ws table ws [ comment ] */
static void parse_document(Parser *p)
{
    check_utf8(p);
    for (;;) {
        skip_ws(p);
        int c = peek(p);
        if (c < 0) return;
        if (c == '[') parse_table_header(p);
        else if (c != '#' && c != '\n' && c != '\r') parse_keyval(p, p->cur);
        skip_ws(p);
        skip_comment(p);
        if (peek(p) < 0) return;
        if (!eat_newline(p)) fail_at(p, p->i, "expected a newline, found '%s'", quote_for_error(p, p->s + p->i, 1));
    }
}

TomlValue *toml_parse(Arena *a, const char *text, size_t len, TomlError *err)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.a = a;
    p.s = text;
    p.len = len;
    p.err = err;
    p.pos_line = 1;
    memset(err, 0, sizeof *err);
    p.root = new_value(&p, TOML_TABLE, 0);
    p.root->flags = TF_HEADER;
    p.cur = p.root;
    if (setjmp(p.fail)) return NULL;
    parse_document(&p);
    return p.root;
}

const TomlEntry *toml_table_get(const TomlValue *t, const char *key)
{
    if (!t || t->kind != TOML_TABLE) return NULL;
    return table_find((TomlValue *)t, key, (uint32_t)strlen(key));
}

const char *toml_kind_name(TomlKind k)
{
    switch (k) {
    case TOML_STRING: return "string";
    case TOML_INTEGER: return "integer";
    case TOML_FLOAT: return "float";
    case TOML_BOOLEAN: return "boolean";
    case TOML_DATETIME: return "datetime";
    case TOML_ARRAY: return "array";
    case TOML_TABLE: return "table";
    }
    return "value";
}
