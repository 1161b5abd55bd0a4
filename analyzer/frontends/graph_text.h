/* One graph's text gathered line by line out of a log (TORCH_TRACE payload lines, TORCH_LOGS
 * messages): the lines joined by '\n', and for each its line in the file and how many bytes
 * the log put before it there, for a derived Source (base/source.h). */
#ifndef FXLINT_GRAPH_TEXT_H
#define FXLINT_GRAPH_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct GraphText {
    char *text;          /* NUL-terminated; malloc'd, reused from graph to graph */
    size_t len, cap;
    uint32_t *root_line; /* 1-based line in the file of each line */
    uint32_t *col_shift; /* bytes before it on that line */
    uint32_t *line_start; /* its first byte in text: the derived Source's line table */
    uint32_t nlines, lcap;
    bool too_big;        /* past 4 GiB: the rest was not kept */
    bool had_cr;         /* a line ended in CR (a CRLF log) */
} GraphText;

/* Appends a line of n bytes found on file line `line` after `shift` bytes. With strip_ansi,
 * ANSI escape sequences (`\e[31m`) are left out. Out of memory aborts. */
void graph_text_add(GraphText *t, const char *s, size_t n, uint32_t line, uint32_t shift, bool strip_ansi);
/* Empties t for the next graph, keeping its buffers. */
void graph_text_clear(GraphText *t);
/* Frees the buffers. */
void graph_text_free(GraphText *t);

#endif
