/* Suppression: each file a finding points into (the dump, the user's source) is streamed once
 * and the lines holding suppression comments kept, indexed by line number (a trace log of
 * gigabytes is never held whole); findings they cover are dropped and the comment codes that
 * did the work are marked, so unused ones can be reported as FX908. */
#include "engine/suppress.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/input.h"
#include "base/oom.h"
#include "model/pattern.h"
#include "diag/rules.h"
#include "base/source.h"

typedef struct CodeRef {
    const char *text; /* points into the comment's line */
    uint32_t len;
    bool used;
} CodeRef;

typedef struct Comment {
    uint32_t line;       /* 1-based */
    SuppressKind kind;
    const char *text;    /* the whole line (its copy), without the line break */
    uint32_t len;
    Span span;           /* from '#' to the end of the code list, in text */
    CodeRef *codes;      /* none: every code */
    uint32_t ncodes;
    bool used;           /* (no codes) it suppressed something */
} Comment;

typedef struct SuppFile {
    const char *path;    /* as diagnostics name it, or as resolved on disk */
    bool readable;
    Comment *comments;   /* sorted by line */
    uint32_t ncomments;
    uint32_t *file_level; /* the indices of the file-level comments, which apply on every line */
    uint32_t nfile_level;
} SuppFile;

typedef VEC(Comment) CommentVec;

struct Suppressor {
    Arena *a;
    VEC(SuppFile *) files;
    SuppFile **index;    /* files by path: open addressing, a power of two slots, NULL empty */
    uint32_t index_cap;  /* kept at least twice files.len: a run may name thousands */
};

Suppressor *suppress_new(Arena *a)
{
    Suppressor *s = ARENA_NEW(a, Suppressor);
    s->a = a;
    return s;
}

/* ---- codes ---- */

bool suppress_code_covers(const char *entry, uint32_t len, uint32_t rule)
{
    const RuleInfo *r = &rule_table[rule];
    size_t clen = strlen(r->code), nlen = strlen(r->name);
    if (len == clen && strncasecmp(entry, r->code, len) == 0) return true;
    if (len == nlen && strncmp(entry, r->name, len) == 0) return true;
    /* a code prefix: FX, FX1, FX10 */
    return len >= 2 && len < clen && strncasecmp(entry, r->code, len) == 0;
}

static bool code_known(const CodeRef *c)
{
    for (uint32_t r = 0; r < RULE_COUNT; r++)
        if (suppress_code_covers(c->text, c->len, r)) return true;
    return false;
}

/* ---- reading and indexing ---- */

static void split_codes(Arena *a, Str list, Comment *c)
{
    VEC(CodeRef) codes = {0};
    for (uint32_t i = 0; i < list.len;) {
        while (i < list.len && (list.ptr[i] == ',' || isspace((unsigned char)list.ptr[i]))) i++;
        uint32_t s = i;
        while (i < list.len && list.ptr[i] != ',' && !isspace((unsigned char)list.ptr[i])) i++;
        if (i > s) VEC_PUSH(a, codes, ((CodeRef){list.ptr + s, i - s, false}));
    }
    c->codes = codes.items;
    c->ncodes = codes.len;
}

/* Where the comment starts: the '#' before the marker that pattern_suppression matched. */
static uint32_t comment_start(Str line, Str codes)
{
    const char *marker = NULL;
    for (uint32_t i = 0; i + 4 <= line.len && !marker; i++)
        if (line.ptr[i] == '#') {
            uint32_t k = i + 1;
            while (k < line.len && (line.ptr[k] == ' ' || line.ptr[k] == '\t')) k++;
            if ((k + 7 <= line.len && strncasecmp(line.ptr + k, "fxlint:", 7) == 0) ||
                (k + 4 <= line.len && strncasecmp(line.ptr + k, "noqa", 4) == 0))
                marker = line.ptr + i;
        }
    if (!marker || (codes.ptr && marker > codes.ptr)) return 0;
    return (uint32_t)(marker - line.ptr);
}

/* Keeps line `lineno` (its text, no line break) when it holds a suppression comment. */
static void index_line(Suppressor *s, Str line, uint32_t lineno, CommentVec *out)
{
    Origin o;
    /* `# File: model.py:3 ..., code: x.add_(1)  # noqa` quotes the user's line: its comment
     * is the user's, honoured through the finding's origin, not a comment on this line. */
    if (pattern_origin(line, &o)) return;
    Str codes;
    SuppressKind kind = pattern_suppression(line, &codes);
    if (kind == SUPPRESS_NONE) return;
    Comment c = {0};
    c.line = lineno;
    c.kind = kind;
    c.text = arena_strndup(s->a, line.ptr, line.len);
    c.len = (uint32_t)line.len;
    uint32_t at = codes.len ? (uint32_t)(codes.ptr - line.ptr) : 0;
    uint32_t from = comment_start(line, codes);
    uint32_t to = codes.len ? at + (uint32_t)codes.len : (uint32_t)line.len;
    if (codes.len && to < line.len && line.ptr[to] == ']') to++;
    while (to > from && (line.ptr[to - 1] == ' ' || line.ptr[to - 1] == '\t')) to--;
    c.span = (Span){from, to};
    split_codes(s->a, str_make(c.text + at, codes.len), &c);
    VEC_PUSH(s->a, *out, c);
}

/* The next '#' in [p, lim) that starts a suppression marker (`fxlint:` or `noqa`, in any
 * letter case, after optional blanks, read up to end), or lim. Only '#' is searched for:
 * memchr is fast, and a multi-megabyte trace log has few comments that are not origins. */
static const char *next_marker(const char *p, const char *lim, const char *end)
{
    for (; (p = memchr(p, '#', (size_t)(lim - p))) != NULL; p++) {
        const char *k = p + 1;
        while (k < end && (*k == ' ' || *k == '\t')) k++;
        if ((end - k >= 7 && strncasecmp(k, "fxlint:", 7) == 0) || (end - k >= 4 && strncasecmp(k, "noqa", 4) == 0))
            return p;
    }
    return lim;
}

/* Whether a mapped file holds a marker. It is searched a window at a time and each window's
 * pages are dropped once searched (source_release), so a large file without one costs no more
 * memory than a window: the 70 MB many-graphs file of bench_many_graphs once peaked at 72 MiB
 * here, while the check itself streams it in under 10. */
#define MARKER_WINDOW ((uint32_t)4 << 20)

static bool mapped_has_marker(const char *text, uint32_t n)
{
    Source map;
    source_init_mapping(&map, text, n);
    for (uint32_t at = 0, released = 0; at < n;) {
        uint32_t to = n - at > MARKER_WINDOW ? at + MARKER_WINDOW : n;
        if (next_marker(text + at, text + to, text + n) != text + to) return true;
        released = source_release(&map, released, to);
        at = to;
    }
    return false;
}

/* Indexes the lines of text[0, n): whole lines, the last one without its line break only at
 * the end of the file. *lineno is the number of the first line, and after it, of the line
 * after the text. Only lines holding a marker are looked at closely: a multi-megabyte trace
 * log usually has none. */
static void index_lines(Suppressor *s, const char *text, size_t n, uint32_t *lineno, CommentVec *out)
{
    const char *end = text + n, *line = text;
    uint32_t ln = *lineno;
    for (;;) {
        const char *hit = next_marker(line, end, end);
        if (hit == end) break;
        for (const char *q; (q = memchr(line, '\n', (size_t)(hit - line))) != NULL; line = q + 1) ln++;
        const char *nl = memchr(hit, '\n', (size_t)(end - hit));
        const char *eol = nl ? nl : end;
        size_t len = (size_t)(eol - line);
        if (len && line[len - 1] == '\r') len--;
        index_line(s, str_make(line, len), ln, out);
        if (!nl) {
            line = end;
            break;
        }
        line = nl + 1;
        ln++;
    }
    for (const char *q; line < end && (q = memchr(line, '\n', (size_t)(end - line))) != NULL; line = q + 1) ln++;
    *lineno = ln;
}

/* A line longer than this holds no comment worth keeping (a sparse file's hole, a damaged
 * log): it is skipped rather than held whole. */
#define SUPPRESS_MAX_LINE ((size_t)16 << 20)

/* Whether an open input may hold a marker: 0 for a plain file, mapped, without a single one
 * (most dumps and logs, told without reading them through read(2) or counting their lines);
 * else 1. */
static int input_may_hold_marker(Input *in)
{
    if (in->fd < 0 || input_is_gzip(in) || in->size >= UINT32_MAX) return 1;
    if (in->size == 0) return 0;
    const char *text = source_map_file(in->fd, (uint32_t)in->size);
    if (!text) return 1;
    bool any = mapped_has_marker(text, (uint32_t)in->size);
    source_unmap(text, (uint32_t)in->size);
    return any;
}

int suppress_scan_file(const char *path)
{
    Input in;
    char why[256];
    if (strcmp(path, "-") == 0) return 1;
    if (input_open(&in, path, why, sizeof why) != 0) {
        input_close(&in);
        return -1;
    }
    int may = input_may_hold_marker(&in);
    input_close(&in);
    return may;
}

/* Streams a file through base/input.h (regular files only, gzip inflated, bombs stopped) and
 * indexes its comment lines into *out. What could be read before a damaged stream ends is
 * indexed. Returns 0, or -1 when it cannot be opened. */
static int read_comments(Suppressor *s, const char *path, CommentVec *out)
{
    Input in;
    char why[256];
    if (strcmp(path, "-") == 0 || input_open(&in, path, why, sizeof why) != 0) {
        if (strcmp(path, "-") != 0) input_close(&in);
        return -1;
    }
    if (!input_may_hold_marker(&in)) {
        input_close(&in);
        return 0;
    }
    size_t cap = 1 << 16, have = 0;
    char *buf = oom_malloc(cap);
    uint32_t lineno = 1;
    bool skipping = false; /* inside an overlong line, up to its '\n' */
    size_t got;
    for (;;) {
        if (cap - have < 4096) {
            /* a line longer than the buffer: it must be whole before it is looked at */
            cap *= 2;
            buf = oom_realloc(buf, cap);
        }
        got = input_read(&in, buf + have, cap - have);
        if (got == 0) break;
        /* dumps are text: a NUL byte in the first bytes is a binary file, with no comments */
        if (lineno == 1 && !skipping && memchr(buf + have, 0, got)) break;
        have += got;
        const char *last = memrchr(buf, '\n', have);
        if (!last) {
            if (have > SUPPRESS_MAX_LINE) skipping = true, have = 0;
            continue;
        }
        size_t done = (size_t)(last + 1 - buf);
        size_t from = 0;
        if (skipping) {
            /* the rest of the overlong line counts as one line */
            from = (size_t)((const char *)memchr(buf, '\n', have) + 1 - buf);
            lineno++;
            skipping = false;
        }
        index_lines(s, buf + from, done - from, &lineno, out);
        memmove(buf, buf + done, have - done);
        have -= done;
    }
    if (have && !skipping) index_lines(s, buf, have, &lineno, out);
    free(buf);
    input_close(&in);
    return 0;
}

static uint32_t path_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static SuppFile *file_lookup(Suppressor *s, const char *path)
{
    if (!s->index_cap) return NULL;
    for (uint32_t i = path_hash(path) & (s->index_cap - 1); s->index[i]; i = (i + 1) & (s->index_cap - 1))
        if (strcmp(s->index[i]->path, path) == 0) return s->index[i];
    return NULL;
}

static void index_put(SuppFile **index, uint32_t cap, SuppFile *f)
{
    uint32_t i = path_hash(f->path) & (cap - 1);
    while (index[i]) i = (i + 1) & (cap - 1);
    index[i] = f;
}

/* Indexes the file just appended to s->files, growing the table (all files again) when full. */
static void index_add(Suppressor *s, SuppFile *f)
{
    if (s->files.len * 2 <= s->index_cap) {
        index_put(s->index, s->index_cap, f);
        return;
    }
    uint32_t cap = s->index_cap ? s->index_cap * 2 : 64;
    while (cap < s->files.len * 2) cap *= 2;
    s->index = ARENA_ARRAY(s->a, SuppFile *, cap); /* zeroed; the old table stays in the arena */
    s->index_cap = cap;
    for (uint32_t i = 0; i < s->files.len; i++) index_put(s->index, cap, s->files.items[i]);
}

static SuppFile *file_add(Suppressor *s, const char *path, bool readable, const CommentVec *comments)
{
    SuppFile *f = ARENA_NEW(s->a, SuppFile);
    f->path = arena_strdup(s->a, path);
    f->readable = readable;
    if (readable) f->comments = comments->items, f->ncomments = comments->len;
    for (uint32_t i = 0; i < f->ncomments; i++) f->nfile_level += f->comments[i].kind == SUPPRESS_FILE;
    f->file_level = ARENA_ARRAY(s->a, uint32_t, f->nfile_level + 1);
    for (uint32_t i = 0, k = 0; i < f->ncomments; i++)
        if (f->comments[i].kind == SUPPRESS_FILE) f->file_level[k++] = i;
    VEC_PUSH(s->a, s->files, f);
    index_add(s, f);
    return f;
}

/* The file at path, read and indexed on first use; NULL when it cannot be read. */
static SuppFile *file_get(Suppressor *s, const char *path)
{
    SuppFile *f = file_lookup(s, path);
    if (!f) {
        CommentVec comments = {0};
        bool ok = read_comments(s, path, &comments) == 0;
        f = file_add(s, path, ok, &comments);
    }
    return f->readable ? f : NULL;
}

void suppress_add_clean(Suppressor *s, const char *name)
{
    if (file_lookup(s, name)) return;
    CommentVec none = {0};
    file_add(s, name, true, &none);
}

void suppress_add_text(Suppressor *s, const char *name, const char *text, uint32_t len)
{
    if (file_lookup(s, name)) return;
    CommentVec comments = {0};
    uint32_t lineno = 1;
    index_lines(s, text, len, &lineno, &comments);
    file_add(s, name, true, &comments);
}

/* The user's source file an origin names: as written when absolute, else next to the dump,
 * else under the cwd. NULL when none is on disk. */
static SuppFile *origin_file(Suppressor *s, const char *dump, const char *file)
{
    if (!file || !*file) return NULL;
    if (file[0] == '/') return file_get(s, file);
    const char *slash = strrchr(dump, '/');
    if (slash) {
        const char *near = arena_printf(s->a, "%.*s/%s", (int)(slash - dump), dump, file);
        SuppFile *f = file_get(s, near);
        if (f) return f;
    }
    return file_get(s, file);
}

/* ---- matching ---- */

/* Whether comment c covers rule; marks what matched as used. */
static bool comment_covers(Comment *c, uint32_t rule)
{
    if (c->ncodes == 0) return c->used = true;
    bool hit = false;
    for (uint32_t i = 0; i < c->ncodes; i++)
        if (suppress_code_covers(c->codes[i].text, c->codes[i].len, rule)) hit = c->codes[i].used = true;
    return hit;
}

/* Whether comment c applies at `line`: on it, on the line before it (ignore-next-line), or
 * anywhere in the file. */
static bool comment_applies(const Comment *c, uint32_t line)
{
    switch (c->kind) {
    case SUPPRESS_FILE: return true;
    case SUPPRESS_NEXT_LINE: return c->line + 1 == line;
    default: return c->line == line;
    }
}

/* The first comment of f on `line` or after it (comments are sorted by line). */
static uint32_t first_at(const SuppFile *f, uint32_t line)
{
    uint32_t lo = 0, hi = f->ncomments;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (f->comments[mid].line < line) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* Comments of f that apply at `line` and cover rule: the file-level ones, and those on the line
 * or the one before (a file of thousands of comments is not searched whole per finding). */
static bool file_covers(SuppFile *f, uint32_t line, uint32_t rule)
{
    bool hit = false;
    for (uint32_t k = 0; k < f->nfile_level; k++) hit |= comment_covers(&f->comments[f->file_level[k]], rule);
    for (uint32_t i = first_at(f, line ? line - 1 : 0); i < f->ncomments && f->comments[i].line <= line; i++) {
        Comment *c = &f->comments[i];
        if (c->kind != SUPPRESS_FILE && comment_applies(c, line)) hit |= comment_covers(c, rule);
    }
    return hit;
}

static bool diag_suppressed(Suppressor *s, const Diag *d)
{
    bool hit = false;
    SuppFile *dump = d->file ? file_get(s, d->file) : NULL;
    if (dump) {
        hit |= file_covers(dump, d->line, d->rule);
        if (d->end_line != d->line) {
            /* the comment may end a multi-line statement; file comments were seen already */
            for (uint32_t i = first_at(dump, d->end_line); i < dump->ncomments && dump->comments[i].line == d->end_line;
                 i++)
                if (dump->comments[i].kind == SUPPRESS_LINE) hit |= comment_covers(&dump->comments[i], d->rule);
            /* one covering the line where the finding starts is covered above */
        }
    }
    if (d->has_origin) {
        /* the origin comment quotes the user's line, trailing comment included */
        Str codes;
        if (d->origin.code && pattern_suppression(str_from(d->origin.code), &codes) == SUPPRESS_LINE) {
            Comment c = {0};
            split_codes(s->a, codes, &c);
            hit |= comment_covers(&c, d->rule);
        }
        SuppFile *user = origin_file(s, d->file ? d->file : "", d->origin.file);
        if (user && user != dump && d->origin.line) hit |= file_covers(user, d->origin.line, d->rule);
    }
    return hit;
}

uint32_t suppress_apply(Suppressor *s, DiagList *l)
{
    uint32_t kept = 0, removed = 0;
    for (uint32_t i = 0; i < l->len; i++) {
        if (diag_suppressed(s, &l->items[i])) {
            removed++;
            continue;
        }
        l->items[kept++] = l->items[i];
    }
    l->len = kept;
    return removed;
}

/* ---- unused suppressions ---- */

static void report_comment(Suppressor *s, DiagList *out, SuppFile *f, const Comment *c, const Config *cfg,
                           const char *fmt, const char *what)
{
    /* the comment's line as a source of its own, placed at its line of the file */
    Source line;
    source_init(&line, s->a, f->path, c->text, c->len);
    line.line_base = c->line - 1;
    Diag *d = diag_add(out, &line, c->span, RID_FX908, cfg->severity[RID_FX908], fmt, what);
    Str text = source_slice(&line, c->span);
    d->key = arena_printf(out->arena, "FX908|%.*s", STR_ARG(text));
}

/* Whether a rule the code covers ran under cfg: only then can "hid nothing" be said of it. */
static bool code_ran(const CodeRef *code, const Config *cfg)
{
    for (uint32_t r = 0; r < RULE_COUNT; r++)
        if (cfg->enabled[r] && suppress_code_covers(code->text, code->len, r)) return true;
    return false;
}

static uint32_t report_file(Suppressor *s, SuppFile *f, const Config *cfg, DiagList *out)
{
    uint32_t added = 0;
    for (uint32_t i = 0; i < f->ncomments; i++) {
        const Comment *c = &f->comments[i];
        const char *kind = c->kind == SUPPRESS_FILE        ? "file-level suppression"
                           : c->kind == SUPPRESS_NEXT_LINE ? "next-line suppression"
                                                           : "suppression";
        if (c->ncodes == 0) {
            if (!c->used) {
                report_comment(s, out, f, c, cfg, "unused %s: nothing here to suppress", kind);
                added++;
            }
            continue;
        }
        char *unknown = NULL, *unused = NULL;
        uint32_t nunused = 0;
        for (uint32_t k = 0; k < c->ncodes; k++) {
            const CodeRef *code = &c->codes[k];
            if (!code_known(code)) {
                unknown = arena_printf(s->a, "%s%s'%.*s'", unknown ? unknown : "", unknown ? ", " : "", (int)code->len,
                                       code->text);
                continue;
            }
            if (code->used || !code_ran(code, cfg)) continue;
            unused = arena_printf(s->a, "%s%s%.*s", unused ? unused : "", unused ? ", " : "", (int)code->len,
                                  code->text);
            nunused++;
        }
        if (unknown) {
            report_comment(s, out, f, c, cfg, "unknown rule code %s in a suppression", unknown);
            added++;
        }
        if (unused) {
            const char *fmt = nunused == c->ncodes ? "unused suppression: no %s finding here to suppress"
                                                   : "unused code in suppression: no %s finding here to suppress";
            if (c->kind == SUPPRESS_FILE)
                fmt = nunused == c->ncodes ? "unused file-level suppression: no %s finding in this file"
                                           : "unused code in file-level suppression: no %s finding in this file";
            report_comment(s, out, f, c, cfg, fmt, unused);
            added++;
        }
    }
    return added;
}

uint32_t suppress_report_unused(Suppressor *s, const char *const *files, const Config *const *cfgs, uint32_t n,
                                DiagList *out)
{
    uint32_t added = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!cfgs[i]->enabled[RID_FX908]) continue;
        SuppFile *f = file_lookup(s, files[i]);
        if (!f && strcmp(files[i], "-") != 0) f = file_get(s, files[i]);
        if (!f || !f->readable) continue;
        added += report_file(s, f, cfgs[i], out);
    }
    return added;
}

uint32_t suppress_unused_comments(Suppressor *s, const char *name, const Config *cfg, Arena *a, SuppressUnused **out)
{
    *out = NULL;
    SuppFile *f = file_lookup(s, name);
    if (!f || !f->readable) return 0;
    VEC(SuppressUnused) found = {0};
    for (uint32_t i = 0; i < f->ncomments; i++) {
        const Comment *c = &f->comments[i];
        SuppressUnused u = {c->line, c->span, c->ncodes == 0 && !c->used, c->ncodes, NULL, NULL};
        if (c->ncodes) {
            u.codes = ARENA_ARRAY(a, Span, c->ncodes);
            u.drop = ARENA_ARRAY(a, bool, c->ncodes);
            uint32_t dropped = 0;
            for (uint32_t k = 0; k < c->ncodes; k++) {
                const CodeRef *code = &c->codes[k];
                uint32_t at = (uint32_t)(code->text - c->text);
                u.codes[k] = (Span){at, at + code->len};
                u.drop[k] = !code_known(code) || (!code->used && code_ran(code, cfg));
                dropped += u.drop[k];
            }
            if (!dropped) continue;
            u.whole = dropped == c->ncodes;
        } else if (!u.whole) {
            continue;
        }
        VEC_PUSH(a, found, u);
    }
    *out = found.items;
    return found.len;
}
