/* The outline of printed code without a parser: its logical lines (a statement, or the header
 * of a compound statement, with every physical line it continues over through open brackets,
 * strings and backslashes), their indentation and the block each belongs to, and which of
 * them open classes and forwards. The plan (plan.c) cuts the text into
 * pieces at these lines. It accepts only text whose structure it is certain of: tabs or CRs
 * in indentation, decorators, `async`, backquotes, unbalanced brackets, unterminated strings,
 * a class or def with its body on the same line, odd class headers make it say no, and the
 * file is parsed whole, as before. */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>

#include "frontends/readable/outline.h"

const uint8_t readable_ident_class[256] = {
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1,
    ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1,
    ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1,
    ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1,
    ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1, ['_'] = 1,
    ['0'] = 2, ['1'] = 2, ['2'] = 2, ['3'] = 2, ['4'] = 2, ['5'] = 2, ['6'] = 2, ['7'] = 2, ['8'] = 2, ['9'] = 2,
};

/* the lengths of the words each letter starts: most names are ruled out here */
const uint16_t readable_keyword_lengths[128] = {
    ['a'] = 1 << 2 | 1 << 3 | 1 << 5 | 1 << 6, ['b'] = 1 << 5, ['c'] = 1 << 4 | 1 << 5 | 1 << 8, ['d'] = 1 << 3,
    ['e'] = 1 << 4 | 1 << 6, ['f'] = 1 << 3 | 1 << 4 | 1 << 7, ['g'] = 1 << 6, ['i'] = 1 << 2 | 1 << 6,
    ['l'] = 1 << 6, ['m'] = 1 << 5, ['n'] = 1 << 3 | 1 << 8, ['o'] = 1 << 2, ['p'] = 1 << 4 | 1 << 5,
    ['r'] = 1 << 5 | 1 << 6, ['t'] = 1 << 3 | 1 << 4, ['w'] = 1 << 4 | 1 << 5, ['y'] = 1 << 5,
    ['F'] = 1 << 5, ['N'] = 1 << 4, ['T'] = 1 << 4,
};

bool readable_is_keyword_slow(const char *s, uint32_t n)
{
    /* the words of each length, end to end: every name of a scanned line is asked about */
    static const char *const words[9] = {
        [2] = "asifinisor",
        [3] = "anddefdelfornottry",
        [4] = "NoneTruecaseelifelseexecfrompasstypewith",
        [5] = "Falseasyncawaitbreakclassmatchprintraisewhileyield",
        [6] = "assertexceptgloballambdaimportreturn",
        [7] = "finally",
        [8] = "continuenonlocal",
    };
    if (n < 2 || n > 8) return false;
    for (const char *w = words[n]; *w; w += n)
        if (w[0] == s[0] && memcmp(w, s, n) == 0) return true;
    return false;
}

static const char *skip_spaces(const char *p, const char *end)
{
    while (p < end && *p == ' ') p++;
    return p;
}

/* `class NAME:` or `class NAME(dotted.name):` or `class NAME():`, then at most a comment:
 * the only class headers the outline takes without a parser's word (they are never parsed:
 * their classes' members are). */
static bool class_header_ok(const char *p, const char *end, uint32_t *name_off, uint32_t *name_len, const char *text)
{
    p = skip_spaces(p + 5, end);
    uint32_t n = readable_ident_len(p, end);
    if (!n || (*p != '<' && readable_is_keyword(p, n))) return false;
    *name_off = (uint32_t)(p - text);
    *name_len = n;
    p = skip_spaces(p + n, end);
    if (p < end && *p == '(') {
        p = skip_spaces(p + 1, end);
        while (p < end && *p != ')') {
            uint32_t k = readable_ident_len(p, end);
            if (!k || *p == '<' || readable_is_keyword(p, k)) return false;
            p += k;
            if (p < end && *p == '.') p++;
            else break;
        }
        p = skip_spaces(p, end);
        if (p >= end || *p != ')') return false;
        p = skip_spaces(p + 1, end);
    }
    if (p >= end || *p != ':') return false;
    p = skip_spaces(p + 1, end);
    return p == end || *p == '\n' || *p == '#';
}

/* Length of the literal at p (a number, possibly signed, or True, False, None) before `end`,
 * 0 when none starts there. */
static uint32_t literal_len(const char *p, const char *end)
{
    static const char *const words[] = {"True", "False", "None"};
    for (int i = 0; i < 3; i++) {
        size_t n = strlen(words[i]);
        if ((size_t)(end - p) >= n && memcmp(p, words[i], n) == 0 && (p + n == end || !readable_is_ident((unsigned char)p[n])))
            return (uint32_t)n;
    }
    const char *q = p;
    if (q < end && (*q == '-' || *q == '+')) q++;
    if (end - q >= 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
        const char *h = q + 2;
        while (h < end && (isxdigit((unsigned char)*h) || *h == '_')) h++;
        return h > q + 2 && (h == end || !readable_is_ident((unsigned char)*h)) ? (uint32_t)(h - p) : 0;
    }
    bool digit = false;
    while (q < end && (isdigit((unsigned char)*q) || *q == '_')) digit |= *q++ != '_';
    if (q < end && *q == '.') {
        q++;
        while (q < end && (isdigit((unsigned char)*q) || *q == '_')) digit |= *q++ != '_';
    }
    if (!digit) return 0;
    if (q < end && (*q == 'e' || *q == 'E')) {
        const char *x = q + 1;
        if (x < end && (*x == '-' || *x == '+')) x++;
        if (x >= end || !isdigit((unsigned char)*x)) return 0;
        while (x < end && isdigit((unsigned char)*x)) x++;
        q = x;
    }
    if (q < end && (*q == 'j' || *q == 'J')) q++;
    return q == end || !readable_is_ident((unsigned char)*q) ? (uint32_t)(q - p) : 0;
}

/* The elements of [p, end) (a list's text between its brackets) when it is nothing but
 * literals separated by commas (a trailing one allowed); 0 when it is anything else. */
static uint32_t literal_elements(const char *p, const char *end)
{
    uint32_t n = 0;
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\n')) p++;
        if (p == end) return n;
        uint32_t k = literal_len(p, end);
        if (!k) return 0;
        n++;
        p += k;
        while (p < end && (*p == ' ' || *p == '\n')) p++;
        if (p == end) return n;
        if (*p++ != ',') return 0;
    }
}

/* Bytes a long literal list may hold: digits, signs, points, exponents, hex, True/False/None,
 * spaces and commas. A quick filter; literal_elements decides. */
static bool maybe_literal(unsigned char c)
{
    static const char ok[] = "0123456789+-._eExXabcdefABCDEFjJTruFlsNon ,\n";
    return c && strchr(ok, c) != NULL;
}

/* Room for one more of an outline's malloc'd arrays (n used of *cap, elements of `size`). */
static void *room(void *items, uint32_t n, uint32_t *cap, size_t size)
{
    if (n < *cap) return items;
    *cap = *cap ? *cap * 2 : 64;
    items = realloc(items, size * *cap);
    if (!items) abort();
    return items;
}

static void lists_push(ReadableOutline *o, ReadableList l)
{
    o->lists = room(o->lists, o->nlists, &o->lcap, sizeof *o->lists);
    o->lists[o->nlists++] = l;
}

/* Where the printer's deletion after a ';' begins in the one-line statement [p, stop): the ';'
 * of `...;  a = b = None` with nothing after it but spaces; NULL when there is none. Only
 * plain names that are not keywords, no '#' before it (a comment's text is read) and no ';'
 * right before it, so that the line without it parses as the line with it: a statement, then
 * nothing. */
static const char *deletion_tail(const char *p, const char *stop)
{
    const char *e = stop;
    while (e > p && e[-1] == ' ') e--;
    if (e - p < 4 || memcmp(e - 4, "None", 4) != 0) return NULL;
    e -= 4;
    uint32_t names = 0;
    for (;;) {
        while (e > p && e[-1] == ' ') e--;
        if (e == p || e[-1] != '=') break;
        e--;
        while (e > p && e[-1] == ' ') e--;
        const char *name_end = e;
        while (e > p && readable_is_ident((unsigned char)e[-1])) e--;
        if (e == name_end || !readable_is_ident_start((unsigned char)*e) || readable_is_keyword(e, (uint32_t)(name_end - e))) return NULL;
        names++;
    }
    if (!names || e == p || e[-1] != ';') return NULL;
    const char *semi = e - 1, *before = semi;
    while (before > p && before[-1] == ' ') before--;
    if (before == p || before[-1] == ';' || memchr(p, '#', (size_t)(semi - p))) return NULL;
    return semi;
}

static void skips_push(ReadableOutline *o, ReadableSkip s)
{
    o->skips = room(o->skips, o->nskips, &o->scap, sizeof *o->skips);
    o->skips[o->nskips++] = s;
}

/* Bytes the logical-line scan stops at; every other byte is skipped in bulk. */
static const uint8_t stops[256] = {
    ['\n'] = 1, ['#'] = 1, ['('] = 1, ['['] = 1, ['{'] = 1, [')'] = 1, [']'] = 1, ['}'] = 1,
    ['\\'] = 1, ['\r'] = 1, ['`'] = 1, ['\f'] = 1, ['\''] = 1, ['"'] = 1, ['<'] = 1,
};

/* The first byte at or after p that `stops` the scan, or end: four bytes a step. */
static const char *skip_to_stop(const char *p, const char *end)
{
    for (; end - p >= 4; p += 4) {
        if (stops[(unsigned char)p[0]]) return p;
        if (stops[(unsigned char)p[1]]) return p + 1;
        if (stops[(unsigned char)p[2]]) return p + 2;
        if (stops[(unsigned char)p[3]]) return p + 3;
    }
    while (p < end && !stops[(unsigned char)*p]) p++;
    return p;
}

/* The bytes a quoted string's scan stops at besides its quote. */
static const uint8_t string_stops[256] = {['\\'] = 1, ['\n'] = 1, ['\r'] = 1};

/* The last byte of code before `stop` (a newline, or a comment's '#') on its line, NULL if none. */
static const char *last_code(const char *line_start, const char *stop)
{
    while (stop > line_start && (stop[-1] == ' ' || stop[-1] == '\t')) stop--;
    return stop > line_start ? stop - 1 : NULL;
}

/* Whether the '(' at p follows the name tree_flatten_spec (a pytree-codegen flatten call). */
static bool after_flatten(const char *text, const char *p)
{
    static const char name[] = "tree_flatten_spec";
    const size_t n = sizeof name - 1;
    while (p > text && p[-1] == ' ') p--;
    return (size_t)(p - text) >= n && memcmp(p - n, name, n) == 0;
}

/* Scans one logical line from its first code byte `p`: brackets, strings, comments and
 * backslash continuations, to one past its final newline (or the end). Returns that end, or
 * NULL when the line is beyond the outline (unbalanced, unterminated, odd bytes). *rows gets
 * the newlines it holds; *tail its last byte of code (NULL when its last line has none); *flatten
 * whether it calls tree_flatten_spec. Long lists of literals it holds go to o->lists. */
static const char *scan_logical(ReadableOutline *o, const char *text, const char *p, const char *end, uint32_t *rows,
                                const char **tail, bool *flatten)
{
    int depth = 0;
    uint32_t nl = 0;
    const char *line = p, *comment = NULL; /* the physical line being scanned, and its comment */
    /* the innermost '[' whose content is, so far, nothing a literal list could not hold */
    const char *lit = NULL, *cut = NULL;
    int lit_depth = 0;
    uint32_t commas = 0;
    while (p < end) {
        if (!lit) {
            p = skip_to_stop(p, end);
            if (p == end) break;
        }
        char c = *p;
        if (lit && !maybe_literal((unsigned char)c) && c != '[' && c != ']') lit = NULL;
        switch (c) {
        case '\n':
            nl++;
            if (depth == 0) {
                *rows = nl;
                *tail = last_code(line, comment ? comment : p);
                return p + 1;
            }
            p++;
            line = p;
            comment = NULL;
            continue;
        case '#': {
            comment = p;
            const char *q = memchr(p, '\n', (size_t)(end - p));
            p = q ? q : end;
            continue;
        }
        case '(': case '[': case '{':
            depth++;
            if (c == '(' && after_flatten(text, p)) *flatten = true;
            lit = c == '[' ? p : NULL;
            lit_depth = depth;
            commas = 0;
            cut = NULL;
            break;
        case ')': case ']': case '}':
            if (lit && c == ']' && depth == lit_depth && cut && p - lit >= READABLE_LIST_MIN_BYTES) {
                uint32_t n = literal_elements(lit + 1, p);
                if (n > READABLE_LIST_KEEP)
                    lists_push(o, (ReadableList){(uint32_t)(lit - text), (uint32_t)(cut - text), (uint32_t)(p - text), n});
            }
            lit = NULL;
            if (--depth < 0) return NULL;
            break;
        case ',':
            if (lit && depth == lit_depth && ++commas == READABLE_LIST_KEEP) cut = p + 1;
            break;
        case '<':
            if (end - p >= 8 && memcmp(p, "<lambda>", 8) == 0) {
                o->lambdas = room(o->lambdas, o->nlambdas, &o->lamcap, sizeof *o->lambdas);
                o->lambdas[o->nlambdas++] = (uint32_t)(p - text);
            }
            break;
        case '\\':
            if (p + 1 < end && p[1] == '\n') {
                nl++;
                p += 2;
                line = p;
                comment = NULL;
                continue;
            }
            return NULL;
        case '\r': case '`': case '\f':
            return NULL;
        case '\'': case '"': {
            bool triple = end - p >= 3 && p[1] == c && p[2] == c;
            p += triple ? 3 : 1;
            for (;;) {
                const char *q = p;
                while (q < end && *q != c && !string_stops[(unsigned char)*q]) q++;
                p = q;
                if (p >= end) return NULL;
                if (*p == '\\') {
                    if (p + 1 >= end) return NULL;
                    if (p[1] == '\n') nl++, line = p + 2;
                    else if (p[1] == '\r') return NULL;
                    p += 2;
                    continue;
                }
                if (*p == '\n') {
                    if (!triple) return NULL;
                    nl++;
                    line = p + 1;
                } else if (*p == '\r') {
                    return NULL;
                } else if (!triple || (end - p >= 3 && p[1] == c && p[2] == c)) {
                    p += triple ? 3 : 1;
                    break;
                }
                p++;
            }
            continue;
        }
        default:
            break;
        }
        p++;
    }
    if (depth != 0) return NULL;
    *rows = nl;
    *tail = last_code(line, comment ? comment : p);
    return p;
}

static void lines_push(ReadableOutline *o, const ReadableLine *l)
{
    o->lines = room(o->lines, o->nlines, &o->cap, sizeof *o->lines);
    o->lines[o->nlines++] = *l;
}

/* Fills in each line's parent (the header line whose block holds it) from the indentation,
 * and each line's `last` (its last descendant). False when the indentation is not a block
 * structure Python accepts. */
static bool outline_blocks(ReadableOutline *o)
{
    enum { MAX_NEST = 200 };
    struct { uint32_t indent, header; } stack[MAX_NEST];
    uint32_t top = 0;
    stack[0].indent = 0;
    stack[0].header = NONE_ID;
    for (uint32_t i = 0; i < o->nlines; i++) {
        ReadableLine *l = &o->lines[i];
        if (i > 0 && o->lines[i - 1].header) {
            if (l->indent <= stack[top].indent || top + 1 >= MAX_NEST) return false; /* an empty block */
            top++;
            stack[top].indent = l->indent;
            stack[top].header = i - 1;
        } else {
            while (top > 0 && l->indent < stack[top].indent) top--;
            if (l->indent != stack[top].indent) return false;
        }
        l->parent = stack[top].header;
        l->last = i;
        for (uint32_t k = top; k > 0; k--) o->lines[stack[k].header].last = i;
    }
    return o->nlines == 0 || !o->lines[o->nlines - 1].header;
}

static bool outline_scan(const char *text, uint32_t len, ReadableOutline *o)
{
    const char *p = text, *end = text + len;
    uint32_t row = 0;
    while (p < end) {
        const char *line = p;
        while (p < end && *p == ' ') p++;
        if (p == end) break;
        char c = *p;
        if (c == '\n') {
            p++;
            row++;
            continue;
        }
        if (c == '#') {
            const char *comment = p, *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl : end;
            skips_push(o, (ReadableSkip){(uint32_t)(comment - text), (uint32_t)(p - text)});
            if (p < end) p++;
            row++;
            continue;
        }
        if (c == '\t' || c == '\r' || c == '\f' || c == '@' || p - line > UINT16_MAX) return false;
        ReadableLine l;
        memset(&l, 0, sizeof l);
        l.start = (uint32_t)(line - text);
        l.indent = (uint16_t)(p - line);
        l.row = row;
        l.kind = RL_OTHER;
        uint32_t rows = 0;
        bool flatten = false;
        const char *tail = NULL;
        const char *next = scan_logical(o, text, p, end, &rows, &tail, &flatten);
        if (!next) return false;
        bool colon = tail && *tail == ':';
        l.header = colon;
        l.tail = tail ? (uint32_t)(tail - text) : l.start;
        l.flatten = flatten;
        const char *stop = next;
        if (stop > p && stop[-1] == '\n') stop--;
        if (end - p > 6 && memcmp(p, "class", 5) == 0 && (p[5] == ' ' || p[5] == '\t')) {
            l.kind = RL_CLASS;
            uint32_t name_len = 0;
            if (!colon || !class_header_ok(p, stop, &l.name, &name_len, text)) return false;
            l.name_len = (uint16_t)name_len;
        } else if (end - p > 4 && memcmp(p, "def", 3) == 0 && (p[3] == ' ' || p[3] == '\t')) {
            const char *q = skip_spaces(p + 4, stop);
            uint32_t n = readable_ident_len(q, stop);
            if (!colon || !n) return false;
            l.name = (uint32_t)(q - text);
            l.name_len = (uint16_t)n;
            l.kind = n == 7 && memcmp(q, "forward", 7) == 0 ? RL_FORWARD : RL_DEF;
        } else if (end - p > 6 && memcmp(p, "async", 5) == 0 && !readable_is_ident((unsigned char)p[5])) {
            return false;
        } else if (rows <= 1 && !colon) {
            const char *semi = deletion_tail(p, stop);
            if (semi) skips_push(o, (ReadableSkip){(uint32_t)(semi - text), (uint32_t)(stop - text)});
        }
        l.end = (uint32_t)(next - text);
        lines_push(o, &l);
        row += rows;
        p = next;
    }
    if (!outline_blocks(o)) return false;
    for (uint32_t i = 0; i < o->nlines; i++)
        if (o->lines[i].kind == RL_FORWARD && o->lines[i].parent != NONE_ID) o->lines[o->lines[i].parent].has_forward = true;
    return true;
}

bool readable_outline(const char *text, uint32_t len, ReadableOutline *o)
{
    memset(o, 0, sizeof *o);
    if (outline_scan(text, len, o)) return true;
    readable_outline_free(o);
    return false;
}

void readable_outline_free(ReadableOutline *o)
{
    free(o->lines);
    free(o->lists);
    free(o->skips);
    free(o->lambdas);
    memset(o, 0, sizeof *o);
}

/* The first of n records of `size` bytes (sorted by the offset at byte `key` of each) whose
 * offset is at or after `at`. */
static uint32_t first_at(const void *base, uint32_t n, size_t size, size_t key, uint32_t at)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2, off;
        memcpy(&off, (const char *)base + (size_t)mid * size + key, sizeof off);
        if (off < at) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

uint32_t readable_first_list(const ReadableOutline *o, uint32_t at)
{
    return first_at(o->lists, o->nlists, sizeof *o->lists, offsetof(ReadableList, open), at);
}

uint32_t readable_first_skip(const ReadableOutline *o, uint32_t at)
{
    return first_at(o->skips, o->nskips, sizeof *o->skips, offsetof(ReadableSkip, from), at);
}

/* ---- the names statements define ---- */

/* A name a forward's statements (or its parameters) define, at the first line doing it. The
 * entry is small (the table is read at random): the name is read back from the text. */
typedef struct NameEntry {
    uint32_t hash;   /* 0: empty */
    uint32_t line;   /* a statement of the forward, or its def line for a parameter */
    uint32_t name;   /* offset of the name in the text */
} NameEntry;

struct ReadableNames {
    const char *text;
    const ReadableOutline *o;
    NameEntry *slots;
    uint32_t cap, len;
};

static uint32_t name_hash(uint32_t forward, Str s)
{
    uint32_t h = 2166136261u ^ forward * 0x9E3779B1u;
    for (uint32_t i = 0; i < s.len; i++) h = (h ^ (unsigned char)s.ptr[i]) * 16777619u;
    h ^= h >> 15;
    return h | 1;
}

static bool entry_is(const struct ReadableNames *n, const NameEntry *e, uint32_t h, uint32_t forward, Str name)
{
    if (e->hash != h || (e->line != forward && n->o->lines[e->line].parent != forward)) return false;
    const char *p = n->text + e->name;
    return memcmp(p, name.ptr, name.len) == 0 && !readable_is_ident((unsigned char)p[name.len]);
}

/* name is a slice of n->text. The table was sized for every statement: it never grows. */
static void names_add(struct ReadableNames *n, uint32_t forward, Str name, uint32_t line)
{
    if ((n->len + 1) * 4 > n->cap * 3) return;
    uint32_t h = name_hash(forward, name), j = h & (n->cap - 1);
    for (; n->slots[j].hash; j = (j + 1) & (n->cap - 1))
        if (entry_is(n, &n->slots[j], h, forward, name)) return;
    n->slots[j] = (NameEntry){h, line, (uint32_t)(name.ptr - n->text)};
    n->len++;
}

/* The name a statement starting at p defines (`name = ...`, `name: ann = ...`), or none. */
static Str defined_name(const char *p, const char *end)
{
    uint32_t k = readable_ident_len(p, end);
    if (!k || *p == '<') return (Str){NULL, 0};
    const char *q = skip_spaces(p + k, end);
    if (q < end && (*q == ':' || (*q == '=' && (q + 1 >= end || q[1] != '='))))
        return str_make(p, k);
    return (Str){NULL, 0};
}

/* The parameter names of the def line [p, end): identifiers opening each parameter. */
static void add_params(struct ReadableNames *n, uint32_t forward, const char *p, const char *end)
{
    const char *q = memchr(p, '(', (size_t)(end - p));
    if (!q) return;
    int depth = 0;
    bool at_param = true;
    for (q++; q < end; q++) {
        char c = *q;
        if (c == '\'' || c == '"') {
            const char *e = memchr(q + 1, c, (size_t)(end - q - 1));
            if (!e) return;
            q = e;
            continue;
        }
        if (c == '(' || c == '[' || c == '{') depth++;
        else if (c == ')' || c == ']' || c == '}') {
            if (depth-- == 0) return;
        } else if (c == ',' && depth == 0) {
            at_param = true;
        } else if (at_param && c != ' ' && c != '\n' && c != '*') {
            uint32_t k = readable_ident_len(q, end);
            if (k && *q != '<') names_add(n, forward, str_make(q, k), forward);
            at_param = false;
        }
    }
}

/* Whether the statement [p, end) (to its ';' or its end) is a deletion: `x = None`. */
static bool deletion(const char *p, const char *end)
{
    const char *semi = memchr(p, ';', (size_t)(end - p));
    const char *e = semi ? semi : end;
    while (e > p && (e[-1] == ' ' || e[-1] == '\n')) e--;
    return e - p >= 4 && memcmp(e - 4, "None", 4) == 0;
}

struct ReadableNames *readable_names_new(const char *text, const ReadableOutline *o)
{
    struct ReadableNames *n = calloc(1, sizeof *n);
    if (!n) abort();
    n->text = text;
    n->o = o;
    /* room for a name a line (a name copy after a ';' is rarer than a deletion) and parameters */
    uint32_t cap = 256;
    while (cap * 3 < 4 * (2 * o->nlines + 256)) cap *= 2;
    n->slots = calloc(cap, sizeof *n->slots);
    if (!n->slots) abort();
    n->cap = cap;
    for (uint32_t f = 0; f < o->nlines; f++) {
        const ReadableLine *def = &o->lines[f];
        if (def->kind != RL_FORWARD) continue;
        add_params(n, f, text + def->start, text + def->end);
        for (uint32_t u = f + 1; u <= def->last; u = o->lines[u].last + 1) {
            const ReadableLine *l = &o->lines[u];
            const char *p = text + l->start + l->indent, *end = text + l->end;
            /* `x[i] = v;  setitem = x`: the statements after a ';' too */
            for (;;) {
                Str name = defined_name(p, end);
                if (name.len && !deletion(p, end)) names_add(n, f, name, u);
                const char *semi = memchr(p, ';', (size_t)(end - p));
                if (!semi) break;
                p = skip_spaces(semi + 1, end);
            }
        }
    }
    return n;
}

bool readable_names_before(const struct ReadableNames *n, uint32_t forward, Str name, uint32_t before)
{
    uint32_t h = name_hash(forward, name), j = h & (n->cap - 1);
    for (; n->slots[j].hash; j = (j + 1) & (n->cap - 1))
        if (entry_is(n, &n->slots[j], h, forward, name)) return n->slots[j].line < before;
    return false;
}

void readable_names_free(struct ReadableNames *n)
{
    if (!n) return;
    free(n->slots);
    free(n);
}

/* ---- fx_graph_runnable's layout ---- */

bool readable_is_runnable_graph(Str name) { return str_eqz(name, "Repro"); }

static uint32_t skip_blanks(const char *text, uint32_t i, uint32_t to)
{
    while (i < to && (text[i] == ' ' || text[i] == '\t')) i++;
    return i;
}

Str readable_runnable_attr(const char *text, uint32_t from, uint32_t to, Str cls)
{
    for (uint32_t i = from; i + 5 < to; i++) {
        /* `self.` at the start of a line's code */
        if (memcmp(text + i, "self.", 5) != 0 || (i > from && text[i - 1] != ' ' && text[i - 1] != '\t')) continue;
        uint32_t a = i + 5, n = readable_ident_len(text + a, text + to);
        if (!n || text[a] == '<') continue;
        uint32_t k = skip_blanks(text, a + n, to);
        if (k >= to || text[k] != '=') continue;
        k = skip_blanks(text, k + 1, to);
        if (to - k < cls.len + 2 || memcmp(text + k, cls.ptr, cls.len) != 0) continue;
        k += cls.len;
        if (text[k] == '(' && text[k + 1] == ')') return str_make(text + a, n);
    }
    return str_make(text, 0);
}
