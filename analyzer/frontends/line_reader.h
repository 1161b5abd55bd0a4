/* Lines of a text held in memory or streamed from an Input (base/input.h: a file or stdin,
 * plain or gzip), with a window the caller can keep: the streamed front ends (TORCH_TRACE,
 * TORCH_LOGS, the splitter of many-graph files) read one line at a time and hold on to the
 * bytes of the graph they are collecting, so memory stays bounded by the largest graph. */
#ifndef FXLINT_LINE_READER_H
#define FXLINT_LINE_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct Input;

/* A longer line is not kept: it is returned empty (skipped_line set) once all of it was read
 * past. A line of a graph this long is damage, or a sparse file's hole; keeping it would hold
 * all of it in memory. */
#define LINE_READER_MAX_LINE ((size_t)64 << 20)

typedef struct LineReader {
    struct Input *f;    /* NULL: memory mode */
    const char *mem;    /* memory mode: the whole text */
    size_t mem_len;
    char *buf;          /* stream mode: bytes [base, base + end) of the stream */
    size_t cap, end;
    uint64_t base;
    uint64_t pos;       /* stream offset of the next unread byte */
    uint64_t line_pos;  /* stream offset of the line last returned */
    uint64_t keep;      /* with `keeping`: bytes from here on stay in the buffer */
    bool keeping;
    bool eof;
    bool error;         /* the input stopped on a problem (input_problem says which); the half
                           line it left is not returned */
    bool cr_to_lf;      /* the stream's lines end in a lone CR (classic Mac): read as LF */
    bool limit;         /* memory mode: a line over LINE_READER_MAX_LINE is skipped as a stream
                           skips it (a mapped file read as it would be streamed) */
    bool skipped_line;  /* the line last returned was over LINE_READER_MAX_LINE: returned empty */
    uint32_t nskipped;  /* how many lines were, and the number of the first */
    uint32_t first_skipped;
    uint32_t lineno;    /* 1-based number of the line last returned */
} LineReader;

/* Reads lines of text[0, len); text must outlive the reader. */
void line_reader_init_mem(LineReader *r, const char *text, size_t len);
/* Streams lines from in, after the first nhead bytes already read from it into head (copied).
 * The reader does not close in. */
void line_reader_init_input(LineReader *r, struct Input *in, const char *head, size_t nhead);
/* Frees the reader's buffer (not the file). */
void line_reader_fini(LineReader *r);

/* The next line without its '\n' (a CR stays); valid until the next call. False at the end. */
bool line_reader_next(LineReader *r, const char **line, size_t *len);
/* Keeps the bytes from stream offset `pos` (at most the current line's) readable with
 * line_reader_bytes; before the first call only the current line is kept. */
void line_reader_keep(LineReader *r, uint64_t pos);
/* The bytes of the stream from offset `from` (not before the kept offset) to the end of the
 * current line, contiguous; valid until the next line_reader_next. */
const char *line_reader_bytes(const LineReader *r, uint64_t from);
/* Stream mode only: writes a NUL at stream offset `at` (kept, at most the current line's end)
 * so the bytes before it read as a C string, and returns the byte it replaced, for
 * line_reader_restore before the next line_reader_next. */
char line_reader_terminate(LineReader *r, uint64_t at);
void line_reader_restore(LineReader *r, uint64_t at, char old);

#endif
