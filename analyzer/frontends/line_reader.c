/* Line reading for the streamed front ends: from memory, or from a gzFile through a buffer
 * that slides forward, keeping only the current line and whatever the caller asked to keep. */
#include "frontends/line_reader.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

void line_reader_init_mem(LineReader *r, const char *text, size_t len)
{
    memset(r, 0, sizeof *r);
    r->mem = text;
    r->mem_len = len;
}

void line_reader_init_gz(LineReader *r, struct gzFile_s *f, const char *head, size_t nhead)
{
    memset(r, 0, sizeof *r);
    r->f = f;
    r->cap = nhead + 256 * 1024;
    r->buf = malloc(r->cap);
    if (!r->buf) abort();
    if (nhead) memcpy(r->buf, head, nhead);
    r->end = nhead;
}

void line_reader_fini(LineReader *r)
{
    free(r->buf);
    r->buf = NULL;
}

void line_reader_keep(LineReader *r, uint64_t pos)
{
    r->keeping = true;
    r->keep = pos < r->line_pos ? pos : r->line_pos;
}

const char *line_reader_bytes(const LineReader *r, uint64_t from)
{
    return r->f ? r->buf + (from - r->base) : r->mem + from;
}

char line_reader_terminate(LineReader *r, uint64_t at)
{
    char *p = r->buf + (at - r->base);
    char old = *p;
    *p = 0;
    return old;
}

void line_reader_restore(LineReader *r, uint64_t at, char old)
{
    r->buf[at - r->base] = old;
}

/* Drops the bytes nobody needs any more, makes room and reads more. */
static void refill(LineReader *r)
{
    uint64_t from = r->keeping && r->keep < r->pos ? r->keep : r->pos;
    size_t drop = (size_t)(from - r->base);
    if (drop) {
        memmove(r->buf, r->buf + drop, r->end - drop);
        r->end -= drop;
        r->base = from;
    }
    if (r->cap - r->end < 64 * 1024) {
        r->cap = r->cap ? r->cap * 2 : 256 * 1024;
        r->buf = realloc(r->buf, r->cap);
        if (!r->buf) abort();
    }
    size_t room = r->cap - r->end - 1; /* one byte stays free after the data (line_reader_terminate) */
    int got = gzread(r->f, r->buf + r->end, (unsigned)(room < (1u << 30) ? room : (1u << 30)));
    if (got <= 0) {
        r->eof = true;
        r->error = got < 0;
    } else {
        r->end += (size_t)got;
    }
}

bool line_reader_next(LineReader *r, const char **line, size_t *len)
{
    if (!r->f) {
        if (r->pos >= r->mem_len) return false;
        const char *s = r->mem + r->pos;
        const char *nl = memchr(s, '\n', r->mem_len - r->pos);
        size_t n = nl ? (size_t)(nl - s) : r->mem_len - r->pos;
        r->line_pos = r->pos;
        r->pos += n + (nl ? 1 : 0);
        *line = s;
        *len = n;
        r->lineno++;
        return true;
    }
    size_t scanned = (size_t)(r->pos - r->base);
    for (;;) {
        char *nl = memchr(r->buf + scanned, '\n', r->end - scanned);
        if (nl || (r->eof && r->pos < r->base + r->end)) {
            size_t start = (size_t)(r->pos - r->base);
            size_t stop = nl ? (size_t)(nl - r->buf) : r->end;
            *line = r->buf + start;
            *len = stop - start;
            r->line_pos = r->pos;
            r->pos = r->base + stop + (nl ? 1 : 0);
            r->lineno++;
            return true;
        }
        if (r->eof) return false;
        /* the line goes on past the buffer: keep it, make room, read more */
        size_t seen = (size_t)(r->base + r->end - r->pos);
        refill(r);
        scanned = (size_t)(r->pos - r->base) + seen;
    }
}
