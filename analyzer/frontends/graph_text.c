/* Gathering a graph's lines out of a log, with where each came from. */
#include "frontends/graph_text.h"

#include <stdlib.h>
#include <string.h>

void graph_text_add(GraphText *t, const char *s, size_t n, uint32_t line, uint32_t shift, bool strip_ansi)
{
    if (t->too_big) return;
    if (t->len + n + 2 >= UINT32_MAX || t->nlines + 1 >= UINT32_MAX / 8) {
        t->too_big = true;
        return;
    }
    if (t->nlines == t->lcap) {
        t->lcap = t->lcap ? t->lcap * 2 : 1024;
        t->root_line = realloc(t->root_line, sizeof(uint32_t) * t->lcap);
        t->col_shift = realloc(t->col_shift, sizeof(uint32_t) * t->lcap);
        t->line_start = realloc(t->line_start, sizeof(uint32_t) * t->lcap);
        if (!t->root_line || !t->col_shift || !t->line_start) abort();
    }
    if (t->cap < t->len + n + 2) {
        size_t ncap = t->cap ? t->cap : 64 * 1024;
        while (ncap < t->len + n + 2) ncap *= 2;
        t->text = realloc(t->text, ncap);
        if (!t->text) abort();
        t->cap = ncap;
    }
    if (t->nlines) t->text[t->len++] = '\n';
    t->line_start[t->nlines] = (uint32_t)t->len;
    if (!strip_ansi || !memchr(s, '\x1b', n)) {
        memcpy(t->text + t->len, s, n);
        t->len += n;
    } else {
        for (size_t i = 0; i < n; i++) {
            if (s[i] == '\x1b' && i + 1 < n && s[i + 1] == '[') {
                size_t k = i + 2; /* CSI: parameters, then a final byte in @..~ */
                while (k < n && !(s[k] >= 0x40 && s[k] <= 0x7e)) k++;
                i = k;
                continue;
            }
            t->text[t->len++] = s[i];
        }
    }
    t->text[t->len] = 0;
    if (n && s[n - 1] == '\r') t->had_cr = true;
    t->root_line[t->nlines] = line;
    t->col_shift[t->nlines++] = shift;
}

void graph_text_clear(GraphText *t)
{
    t->len = 0;
    t->nlines = 0;
    t->too_big = t->had_cr = false;
}

void graph_text_free(GraphText *t)
{
    free(t->text);
    free(t->root_line);
    free(t->col_shift);
    free(t->line_start);
    memset(t, 0, sizeof *t);
}
