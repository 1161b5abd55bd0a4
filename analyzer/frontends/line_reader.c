/* Line reading for the streamed front ends: from memory, or from an Input through a buffer
 * that slides forward, keeping only the current line and whatever the caller asked to keep. */
#include "frontends/line_reader.h"

#include <stdlib.h>
#include <string.h>

#include "base/input.h"
#include "base/oom.h"

void line_reader_init_mem(LineReader *r, const char *text, size_t len)
{
    memset(r, 0, sizeof *r);
    r->mem = text;
    r->mem_len = len;
}

void line_reader_init_input(LineReader *r, Input *in, const char *head, size_t nhead)
{
    memset(r, 0, sizeof *r);
    r->f = in;
    r->cap = nhead + 256 * 1024;
    r->buf = oom_malloc(r->cap);
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

/* Lines that end in a lone CR (classic Mac) read as lines: one byte for another. */
static void cr_to_lf(char *p, size_t n)
{
    for (char *end = p + n; (p = memchr(p, '\r', (size_t)(end - p))) != NULL; p++) *p = '\n';
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
        r->buf = oom_realloc(r->buf, r->cap);
    }
    size_t room = r->cap - r->end - 1; /* one byte stays free after the data (line_reader_terminate) */
    size_t got = input_read(r->f, r->buf + r->end, room);
    if (got == 0) {
        r->eof = true;
        r->error = r->f->status != INPUT_OK;
    } else {
        if (r->cr_to_lf) cr_to_lf(r->buf + r->end, got);
        r->end += got;
    }
}

/* The current line (starting at r->pos) is over LINE_READER_MAX_LINE: reads past the rest of
 * it without keeping it, and returns it empty. In the reader's stream the line is then just its
 * '\n': what the caller keeps before it stays, and the lines after it follow as in the file. */
static bool skip_line(LineReader *r, const char **line, size_t *len)
{
    size_t at = (size_t)(r->pos - r->base);
    char *nl = memchr(r->buf + at, '\n', r->end - at);
    size_t after = nl ? (size_t)(nl - r->buf) + 1 : r->end;
    bool newline = nl != NULL;
    if (!newline) r->end = at; /* the line's bytes so far are dropped */
    while (!newline && !r->eof) {
        if (r->cap - at < 64 * 1024 + 1) {
            r->cap = r->cap * 2 > at + 64 * 1024 + 1 ? r->cap * 2 : at + 64 * 1024 + 1;
            r->buf = oom_realloc(r->buf, r->cap);
        }
        size_t got = input_read(r->f, r->buf + at, r->cap - at - 1);
        if (got == 0) {
            r->eof = true;
            r->error = r->f->status != INPUT_OK;
            after = at;
            break;
        }
        if (r->cr_to_lf) cr_to_lf(r->buf + at, got);
        nl = memchr(r->buf + at, '\n', got);
        newline = nl != NULL;
        r->end = at + got;
        after = newline ? (size_t)(nl - r->buf) + 1 : at;
        if (!newline) r->end = at;
    }
    /* what was read after the line's '\n' moves down behind a lone '\n' */
    size_t rest = newline ? r->end - after : 0;
    if (newline) {
        memmove(r->buf + at + 1, r->buf + after, rest);
        r->buf[at] = '\n';
        r->end = at + 1 + rest;
    }
    r->line_pos = r->pos;
    r->pos = r->base + at + (newline ? 1 : 0);
    *line = r->buf + at;
    *len = 0;
    r->lineno++;
    r->skipped_line = true;
    if (!r->nskipped++) r->first_skipped = r->lineno;
    return true;
}

bool line_reader_next(LineReader *r, const char **line, size_t *len)
{
    r->skipped_line = false;
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
        if (r->limit && n > LINE_READER_MAX_LINE) {
            *len = 0;
            r->skipped_line = true;
            if (!r->nskipped++) r->first_skipped = r->lineno;
        }
        return true;
    }
    size_t scanned = (size_t)(r->pos - r->base);
    for (;;) {
        char *nl = memchr(r->buf + scanned, '\n', r->end - scanned);
        /* a stream that stopped on damage leaves half a line: those bytes are not the file's */
        if (nl || (r->eof && !r->error && r->pos < r->base + r->end)) {
            size_t start = (size_t)(r->pos - r->base);
            size_t stop = nl ? (size_t)(nl - r->buf) : r->end;
            if (stop - start > LINE_READER_MAX_LINE) return skip_line(r, line, len);
            *line = r->buf + start;
            *len = stop - start;
            r->line_pos = r->pos;
            r->pos = r->base + stop + (nl ? 1 : 0);
            r->lineno++;
            return true;
        }
        if (r->eof) return false;
        size_t seen = (size_t)(r->base + r->end - r->pos);
        if (seen > LINE_READER_MAX_LINE) return skip_line(r, line, len);
        /* the line goes on past the buffer: keep it, make room, read more */
        refill(r);
        scanned = (size_t)(r->pos - r->base) + seen;
    }
}
