/* Suppression: each file a finding points into (the dump, the user's source) is read once and
 * its suppression comments indexed by line; findings they cover are dropped and the comment
 * codes that did the work are marked, so unused ones can be reported as FX908. */
#include "suppress.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zlib.h>

#include "pattern.h"
#include "rules.h"
#include "source.h"

typedef struct CodeRef {
    const char *text; /* points into the file text */
    uint32_t len;
    bool used;
} CodeRef;

typedef struct Comment {
    uint32_t line;       /* 1-based */
    SuppressKind kind;
    Span span;           /* from '#' to the end of the code list, in the file's text */
    CodeRef *codes;      /* none: every code */
    uint32_t ncodes;
    bool used;           /* (no codes) it suppressed something */
} Comment;

typedef struct SuppFile {
    const char *path;    /* as diagnostics name it, or as resolved on disk */
    bool readable;
    Source src;
    Comment *comments;   /* sorted by line */
    uint32_t ncomments;
} SuppFile;

typedef VEC(Comment) CommentVec;

struct Suppressor {
    Arena *a;
    VEC(SuppFile *) files;
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

/* Reads a file whole; gzip-compressed files are inflated (gzread passes plain files through).
 * Returns 0, or -1 when it cannot be read. */
static int read_file(Arena *a, const char *path, char **text, uint32_t *len)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return -1;
    gzFile f = gzopen(path, "rb");
    if (!f) return -1;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    for (;;) {
        if (cap - n < 4096) {
            cap *= 2;
            if (cap > (size_t)UINT32_MAX) break;
            buf = realloc(buf, cap);
            if (!buf) abort();
        }
        int got = gzread(f, buf + n, (unsigned)(cap - n - 1));
        if (got <= 0) break;
        n += (size_t)got;
    }
    int err;
    gzerror(f, &err);
    gzclose(f);
    if (err != Z_OK && err != Z_STREAM_END) {
        free(buf);
        return -1;
    }
    *text = arena_strndup(a, buf, n);
    *len = (uint32_t)n;
    free(buf);
    return 0;
}

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
            if ((k + 7 <= line.len && memcmp(line.ptr + k, "fxlint:", 7) == 0) ||
                (k + 4 <= line.len && memcmp(line.ptr + k, "noqa", 4) == 0))
                marker = line.ptr + i;
        }
    if (!marker || (codes.ptr && marker > codes.ptr)) return 0;
    return (uint32_t)(marker - line.ptr);
}

static void index_line(Suppressor *s, SuppFile *f, uint32_t i, CommentVec *out)
{
    Str line = source_line(&f->src, i);
    Origin o;
    /* `# File: model.py:3 ..., code: x.add_(1)  # noqa` quotes the user's line: its comment
     * is the user's, honoured through the finding's origin, not a comment on this line. */
    if (pattern_origin(line, &o)) return;
    Str codes;
    SuppressKind kind = pattern_suppression(line, &codes);
    if (kind == SUPPRESS_NONE) return;
    Comment c = {0};
    c.line = i + 1;
    c.kind = kind;
    uint32_t start = f->src.line_starts[i];
    uint32_t from = comment_start(line, codes);
    uint32_t to = codes.len ? (uint32_t)(codes.ptr + codes.len - line.ptr) : line.len;
    if (codes.len && to < line.len && line.ptr[to] == ']') to++;
    while (to > from && (line.ptr[to - 1] == ' ' || line.ptr[to - 1] == '\t')) to--;
    c.span = (Span){start + from, start + to};
    split_codes(s->a, codes, &c);
    VEC_PUSH(s->a, *out, c);
}

/* Finds the lines holding a suppression marker without running the pattern on every line:
 * a multi-megabyte trace log usually has none. */
static void index_comments(Suppressor *s, SuppFile *f)
{
    CommentVec comments = {0};
    const char *text = f->src.text;
    uint32_t next_line = 0; /* lines before this one are done */
    for (const char *p = text; p < text + f->src.len;) {
        size_t left = (size_t)(text + f->src.len - p);
        const char *a = memmem(p, left, "fxlint:", 7), *b = memmem(p, left, "noqa", 4);
        const char *hit = a && (!b || a < b) ? a : b;
        if (!hit) break;
        uint32_t i = source_line_index(&f->src, (uint32_t)(hit - text));
        if (i >= next_line) {
            index_line(s, f, i, &comments);
            next_line = i + 1;
        }
        p = hit + 1;
    }
    f->comments = comments.items;
    f->ncomments = comments.len;
}

static SuppFile *file_lookup(Suppressor *s, const char *path)
{
    for (uint32_t i = 0; i < s->files.len; i++)
        if (strcmp(s->files.items[i]->path, path) == 0) return s->files.items[i];
    return NULL;
}

static SuppFile *file_add(Suppressor *s, const char *path, const char *text, uint32_t len, bool readable)
{
    SuppFile *f = ARENA_NEW(s->a, SuppFile);
    f->path = arena_strdup(s->a, path);
    f->readable = readable;
    source_init(&f->src, s->a, f->path, readable ? text : "", readable ? len : 0);
    if (readable) index_comments(s, f);
    VEC_PUSH(s->a, s->files, f);
    return f;
}

/* The file at path, read and indexed on first use; NULL when it cannot be read. */
static SuppFile *file_get(Suppressor *s, const char *path)
{
    SuppFile *f = file_lookup(s, path);
    if (!f) {
        char *text = NULL;
        uint32_t len = 0;
        bool ok = read_file(s->a, path, &text, &len) == 0;
        f = file_add(s, path, text, len, ok);
    }
    return f->readable ? f : NULL;
}

void suppress_add_text(Suppressor *s, const char *name, const char *text, uint32_t len)
{
    if (file_lookup(s, name)) return;
    file_add(s, name, arena_strndup(s->a, text, len), len, true);
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

/* Comments of f at `line` (SUPPRESS_LINE) or anywhere (SUPPRESS_FILE) covering rule. */
static bool file_covers(SuppFile *f, uint32_t line, uint32_t rule)
{
    bool hit = false;
    for (uint32_t i = 0; i < f->ncomments; i++) {
        Comment *c = &f->comments[i];
        if (c->kind == SUPPRESS_FILE || c->line == line) hit |= comment_covers(c, rule);
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
            for (uint32_t i = 0; i < dump->ncomments; i++)
                if (dump->comments[i].kind == SUPPRESS_LINE && dump->comments[i].line == d->end_line)
                    hit |= comment_covers(&dump->comments[i], d->rule);
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

static void report_comment(DiagList *out, SuppFile *f, const Comment *c, const Config *cfg, const char *fmt,
                           const char *what)
{
    Diag *d = diag_add(out, &f->src, c->span, RID_FX908, cfg->severity[RID_FX908], fmt, what);
    Str text = source_slice(&f->src, c->span);
    d->key = arena_printf(out->arena, "FX908|%.*s", STR_ARG(text));
}

static uint32_t report_file(Suppressor *s, SuppFile *f, const Config *cfg, DiagList *out)
{
    uint32_t added = 0;
    for (uint32_t i = 0; i < f->ncomments; i++) {
        const Comment *c = &f->comments[i];
        const char *kind = c->kind == SUPPRESS_FILE ? "file-level suppression" : "suppression";
        if (c->ncodes == 0) {
            if (!c->used) {
                report_comment(out, f, c, cfg, "unused %s: nothing here to suppress", kind);
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
            bool ran = false;
            for (uint32_t r = 0; r < RULE_COUNT; r++)
                if (cfg->enabled[r] && suppress_code_covers(code->text, code->len, r)) ran = true;
            if (code->used || !ran) continue;
            unused = arena_printf(s->a, "%s%s%.*s", unused ? unused : "", unused ? ", " : "", (int)code->len,
                                  code->text);
            nunused++;
        }
        if (unknown) {
            report_comment(out, f, c, cfg, "unknown rule code %s in a suppression", unknown);
            added++;
        }
        if (unused) {
            const char *fmt = nunused == c->ncodes ? "unused suppression: no %s finding here to suppress"
                                                   : "unused code in suppression: no %s finding here to suppress";
            if (c->kind == SUPPRESS_FILE)
                fmt = nunused == c->ncodes ? "unused file-level suppression: no %s finding in this file"
                                           : "unused code in file-level suppression: no %s finding in this file";
            report_comment(out, f, c, cfg, fmt, unused);
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
