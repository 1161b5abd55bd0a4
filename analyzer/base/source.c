/* Line tables and offset-to-position mapping for sources on disk and derived payloads. */
#include "base/source.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* memchr finds the newlines: the table of a 10 MB text was a tenth of printed code's reading. */
static void build_lines(Source *s, Arena *a)
{
    const char *p = s->text, *end = s->text + s->len;
    uint32_t n = 1;
    while (p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL) n++, p++;
    s->line_starts = ARENA_ARRAY(a, uint32_t, n);
    s->nlines = n;
    uint32_t k = 0;
    s->line_starts[k++] = 0;
    for (p = s->text; p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
        s->line_starts[k++] = (uint32_t)(p - s->text) + 1;
}

void source_init(Source *s, Arena *a, const char *path, const char *text, uint32_t len)
{
    memset(s, 0, sizeof *s);
    s->path = path;
    s->text = text;
    s->len = len;
    build_lines(s, a);
}

void source_init_derived(Source *s, Arena *a, const char *path, const char *text, uint32_t len,
                         const uint32_t *root_line, const uint32_t *col_shift)
{
    source_init(s, a, path, text, len);
    uint32_t *rl = ARENA_ARRAY(a, uint32_t, s->nlines);
    uint32_t *cs = ARENA_ARRAY(a, uint32_t, s->nlines);
    memcpy(rl, root_line, sizeof(uint32_t) * s->nlines);
    if (col_shift) memcpy(cs, col_shift, sizeof(uint32_t) * s->nlines);
    s->root_line = rl;
    s->col_shift = cs;
}

void source_init_derived_lines(Source *s, Arena *a, const char *path, const char *text, uint32_t len,
                               const uint32_t *line_starts, uint32_t nlines, const uint32_t *root_line,
                               const uint32_t *col_shift)
{
    if (!nlines) {
        source_init_derived(s, a, path, text, len, root_line, col_shift);
        return;
    }
    memset(s, 0, sizeof *s);
    s->path = path;
    s->text = text;
    s->len = len;
    s->nlines = nlines;
    uint32_t *ls = ARENA_ARRAY(a, uint32_t, nlines);
    uint32_t *rl = ARENA_ARRAY(a, uint32_t, nlines);
    uint32_t *cs = ARENA_ARRAY(a, uint32_t, nlines);
    memcpy(ls, line_starts, sizeof(uint32_t) * nlines);
    memcpy(rl, root_line, sizeof(uint32_t) * nlines);
    if (col_shift) memcpy(cs, col_shift, sizeof(uint32_t) * nlines);
    s->line_starts = ls;
    s->root_line = rl;
    s->col_shift = cs;
}

uint32_t source_line_index(const Source *s, uint32_t off)
{
    uint32_t lo = 0, hi = s->nlines;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (s->line_starts[mid] <= off) lo = mid;
        else hi = mid;
    }
    return lo;
}

Pos source_pos(const Source *s, uint32_t off)
{
    if (off > s->len) off = s->len;
    uint32_t i = source_line_index(s, off);
    Pos p;
    p.col = off - s->line_starts[i] + 1;
    if (s->root_line) {
        p.line = s->root_line[i];
        p.col += s->col_shift ? s->col_shift[i] : 0;
    } else {
        p.line = i + 1 + s->line_base;
    }
    return p;
}

Str source_line(const Source *s, uint32_t i)
{
    if (i >= s->nlines) return (Str){"", 0};
    uint32_t start = s->line_starts[i];
    uint32_t end = i + 1 < s->nlines ? s->line_starts[i + 1] - 1 : s->len;
    if (end > start && s->text[end - 1] == '\r') end--;
    return str_make(s->text + start, end - start);
}

int source_read_file(Arena *a, const char *path, char **text, uint32_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) return -1;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    for (;;) {
        if (n + 1 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf) abort();
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    int err = ferror(f) ? errno : 0;
    if (f != stdin) fclose(f);
    if (err || n > UINT32_MAX - 1) {
        free(buf);
        errno = err ? err : EFBIG;
        return -1;
    }
    *text = arena_strndup(a, buf, n);
    *len = (uint32_t)n;
    free(buf);
    return 0;
}

static size_t page_size(void)
{
    long p = sysconf(_SC_PAGESIZE);
    return p > 0 ? (size_t)p : 4096;
}

const char *source_map_file(int fd, uint32_t len)
{
    size_t page = page_size(), total = ((size_t)len + 1 + page - 1) / page * page;
    /* anonymous zero pages first, the file over them: the byte after the text is a NUL even
     * when the file fills its last page */
    char *base = mmap(NULL, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return NULL;
    if (mmap(base, len, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
        int err = errno;
        munmap(base, total);
        errno = err;
        return NULL;
    }
    return base;
}

void source_unmap(const char *text, uint32_t len)
{
    size_t page = page_size();
    munmap((void *)(uintptr_t)text, ((size_t)len + 1 + page - 1) / page * page);
}

void source_init_mapping(Source *s, const char *text, uint32_t len)
{
    memset(s, 0, sizeof *s);
    s->text = text;
    s->len = len;
    s->mapped = true;
}

uint32_t source_release(const Source *s, uint32_t start, uint32_t end)
{
    if (!s->mapped || end > s->len || start >= end) return end;
    size_t page = page_size();
    uintptr_t base = (uintptr_t)s->text, from = (base + start + page - 1) / page * page, to = (base + end) / page * page;
    if (end == s->len) to = (base + end + page - 1) / page * page; /* the last page is the text's alone */
    /* the mapping is private and never written: dropped pages come back from the file */
    if (to <= from) return start;
    madvise((void *)from, to - from, MADV_DONTNEED);
    return (uint32_t)(to - base) < s->len ? (uint32_t)(to - base) : s->len;
}
