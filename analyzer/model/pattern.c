/* PCRE2 patterns: compiled once (pthread_once), owned here, freed by pattern_cleanup. */
#include "model/pattern.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

#include "model/pattern_internal.h"

static const char *const pattern_src[PAT_COUNT] = {
    /* # File: path:line in fn, code: text   (older: no "in fn") */
    [PAT_ORIGIN] = "^#\\s*File:\\s*(.*?):(\\d+)(?:\\s+in\\s+([^,]*?))?(?:,\\s*code:\\s?(.*?))?\\s*$",
    [PAT_NO_STACKTRACE] = "^#\\s*No stacktrace found",
    /* case-insensitive, as ruff and flake8 read them (`# NOQA: FX101`, `# FXLINT: IGNORE`) */
    [PAT_FXLINT_IGNORE] = "(?i)#\\s*fxlint:\\s*(ignore-file|ignore-next-line|ignore)(?![\\w-])(?:\\[([^\\]]*)\\])?",
    [PAT_NOQA] = "(?i)#\\s*noqa\\b(?::\\s*([A-Za-z0-9_\\-]+(?:\\s*,\\s*[A-Za-z0-9_\\-]+)*))?",
    /* f32[s0, 4][4, 1]cuda:0 */
    [PAT_TENSOR_META] = "^([a-z][a-z0-9]*)\\[([^\\[\\]]*)\\](?:\\[([^\\[\\]]*)\\]([A-Za-z0-9_:]*))?$",
    [PAT_SYM_META] = "^Sym\\((.*)\\)$",
};

static pcre2_code *compiled[PAT_COUNT];
static pthread_once_t compile_once = PTHREAD_ONCE_INIT;

static void compile_all(void)
{
    for (int i = 0; i < PAT_COUNT; i++) {
        int err;
        PCRE2_SIZE off;
        compiled[i] = pcre2_compile((PCRE2_SPTR)pattern_src[i], PCRE2_ZERO_TERMINATED, PCRE2_UTF, &err, &off, NULL);
        if (!compiled[i]) {
            /* A broken built-in pattern is a programming error, not bad input. */
            PCRE2_UCHAR msg[256];
            pcre2_get_error_message(err, msg, sizeof msg);
            fprintf(stderr, "fxlint: internal pattern %d: %s at %zu\n", i, (char *)msg, (size_t)off);
            abort();
        }
        (void)pcre2_jit_compile(compiled[i], PCRE2_JIT_COMPLETE); /* falls back to the interpreter */
    }
}

bool pattern_match(PatternId id, Str s, Str *groups)
{
    pthread_once(&compile_once, compile_all);
    pcre2_match_data *md = pcre2_match_data_create(PATTERN_MAX_GROUPS, NULL);
    if (!md) abort();
    /* PCRE2 rejects invalid UTF-8 with PCRE2_UTF; treat that as no match. */
    int rc = pcre2_match(compiled[id], (PCRE2_SPTR)(s.ptr ? s.ptr : ""), s.len, 0, 0, md, NULL);
    if (rc > 0 && groups) {
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
        for (int g = 0; g < PATTERN_MAX_GROUPS; g++) {
            if (g < rc && ov[2 * g] != PCRE2_UNSET) groups[g] = str_make(s.ptr + ov[2 * g], ov[2 * g + 1] - ov[2 * g]);
            else groups[g] = (Str){NULL, 0};
        }
    }
    pcre2_match_data_free(md);
    return rc > 0;
}

/* ---- PAT_ORIGIN without PCRE2, for plain lines ---- */

/* Every origin comment of every printed graph is read (a statement of a graph is more often
 * than not preceded by one), so the common text is matched here, as PAT_ORIGIN matches it:
 * its lazy file group ends at the first ':' after which the rest matches, the line is the
 * digits after it, the optional ` in fn` group ends at the first ',' (where `, code:` must
 * follow) or at the end, and the code is what follows `code:` and one blank. Only text of
 * printable ASCII and tabs is taken here (there `\s` is a space or a tab, `.` any byte, and
 * the text, trimmed, ends in no blank); anything else goes to PCRE2, which decides UTF-8. */

static bool plain_blank(char c) { return c == ' ' || c == '\t'; }

static uint32_t skip_blanks(Str s, uint32_t i)
{
    while (i < s.len && plain_blank(s.ptr[i])) i++;
    return i;
}

/* `,\s*code:\s?` at i: the offset of the code after it, or 0 when it is not there. */
static uint32_t code_at(Str s, uint32_t i)
{
    if (i >= s.len || s.ptr[i] != ',') return 0;
    i = skip_blanks(s, i + 1);
    if (s.len - i < 5 || memcmp(s.ptr + i, "code:", 5) != 0) return 0;
    i += 5;
    if (i < s.len && plain_blank(s.ptr[i])) i++;
    return i;
}

/* PAT_ORIGIN's groups 1-4 (g[1..4], unset ones NULL) of the plain, trimmed text s; false for no
 * match. */
static bool origin_plain(Str s, Str *g)
{
    for (int k = 0; k < 5; k++) g[k] = (Str){NULL, 0};
    if (!s.len || s.ptr[0] != '#') return false;
    uint32_t i = skip_blanks(s, 1);
    if (s.len - i < 5 || memcmp(s.ptr + i, "File:", 5) != 0) return false;
    uint32_t a = skip_blanks(s, i + 5);
    for (uint32_t e = a; e < s.len; e++) {
        if (s.ptr[e] != ':') continue;
        uint32_t q = e + 1;
        while (q < s.len && s.ptr[q] >= '0' && s.ptr[q] <= '9') q++;
        if (q == e + 1) continue;
        g[1] = str_make(s.ptr + a, e - a);
        g[2] = str_make(s.ptr + e + 1, q - e - 1);
        /* ` in fn`: blanks, `in`, blanks, then the function up to `, code:` or the end */
        uint32_t r = skip_blanks(s, q);
        if (r > q && s.len - r >= 2 && memcmp(s.ptr + r, "in", 2) == 0) {
            uint32_t t = skip_blanks(s, r + 2);
            if (t > r + 2) {
                const char *comma = memchr(s.ptr + t, ',', s.len - t);
                uint32_t c = comma ? (uint32_t)(comma - s.ptr) : s.len, v;
                if (!comma) {
                    g[3] = str_make(s.ptr + t, s.len - t);
                    return true;
                }
                if ((v = code_at(s, c)) != 0) {
                    g[3] = str_make(s.ptr + t, c - t);
                    g[4] = str_make(s.ptr + v, s.len - v);
                    return true;
                }
            }
        }
        /* without it: `, code:` right after the digits, or the end */
        uint32_t v = code_at(s, q);
        if (v) {
            g[4] = str_make(s.ptr + v, s.len - v);
            return true;
        }
        if (q == s.len) return true;
        g[1] = g[2] = (Str){NULL, 0};
    }
    return false;
}

static bool plain_byte(unsigned char c) { return (c >= 0x20 && c < 0x7f) || c == '\t'; }

/* Whether s is printable ASCII and tabs: eight bytes a step, each word whose bytes are all in
 * 0x20..0x7e passed at once (a byte of 0x80 or more, one below 0x20, a 0x7f: the word is looked
 * at byte by byte). */
static bool is_plain(Str s)
{
    const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
    uint32_t i = 0;
    for (; i + 8 <= s.len; i += 8) {
        uint64_t w, del;
        memcpy(&w, s.ptr + i, 8);
        del = w ^ (0x7f * ones);
        if (((w | ((w - 0x20 * ones) & ~w) | ((del - ones) & ~del)) & high) == 0) continue;
        for (uint32_t k = i; k < i + 8; k++)
            if (!plain_byte((unsigned char)s.ptr[k])) return false;
    }
    for (; i < s.len; i++)
        if (!plain_byte((unsigned char)s.ptr[i])) return false;
    return true;
}

bool pattern_origin_groups(Str line, Str *g)
{
    Str s = str_trim(line);
    if (is_plain(s)) return origin_plain(s, g);
    return pattern_match(PAT_ORIGIN, s, g);
}

bool pattern_origin(Str line, Origin *o)
{
    Str g[PATTERN_MAX_GROUPS];
    if (!pattern_origin_groups(line, g)) return false;
    memset(o, 0, sizeof *o);
    o->file = g[1];
    uint64_t n = 0;
    for (uint32_t i = 0; i < g[2].len && n < UINT32_MAX; i++) n = n * 10 + (uint32_t)(g[2].ptr[i] - '0');
    o->line = n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
    o->function = g[3].ptr ? g[3] : (Str){"", 0};
    o->code = g[4].ptr ? g[4] : (Str){"", 0};
    return true;
}

bool pattern_no_stacktrace(Str line) { return pattern_match(PAT_NO_STACKTRACE, str_trim(line), NULL); }

SuppressKind pattern_suppression(Str line, Str *codes)
{
    Str g[PATTERN_MAX_GROUPS];
    if (pattern_match(PAT_FXLINT_IGNORE, line, g)) {
        *codes = g[2].ptr ? g[2] : (Str){"", 0};
        if (g[1].len == 11 && strncasecmp(g[1].ptr, "ignore-file", 11) == 0) return SUPPRESS_FILE;
        if (g[1].len == 16 && strncasecmp(g[1].ptr, "ignore-next-line", 16) == 0) return SUPPRESS_NEXT_LINE;
        return SUPPRESS_LINE;
    }
    if (pattern_match(PAT_NOQA, line, g)) {
        *codes = g[1].ptr ? g[1] : (Str){"", 0};
        return SUPPRESS_LINE;
    }
    return SUPPRESS_NONE;
}

void pattern_cleanup(void)
{
    for (int i = 0; i < PAT_COUNT; i++) {
        pcre2_code_free(compiled[i]);
        compiled[i] = NULL;
    }
}
