/* Input bytes and where they sit on disk. A Source owns nothing: its text belongs to the file
 * arena (or the LSP document). Byte offsets become line:col only when something is printed. */
#ifndef FXLINT_SOURCE_H
#define FXLINT_SOURCE_H

#include <stdint.h>

#include "base/arena.h"
#include "base/str.h"

/* Half-open byte range [start, end) in one Source. */
typedef struct Span {
    uint32_t start, end;
} Span;

/* A 1-based position in the file on disk; col counts bytes. */
typedef struct Pos {
    uint32_t line, col;
} Pos;

typedef struct Source {
    const char *path;        /* the file on disk as the user named it ("-" reads as stdin) */
    const char *text;        /* NUL-terminated for convenience; len excludes the NUL */
    uint32_t len;
    uint32_t *line_starts;   /* offset of each line's first byte; nlines entries */
    uint32_t nlines;
    /* A derived source (a TORCH_TRACE payload, the module inside an ExportedProgram) is text
     * cut out of a bigger file: line i here is line root_line[i] (1-based) there, shifted right
     * by col_shift[i] bytes. NULL arrays mean line i is line i + 1 + line_base on disk. */
    const uint32_t *root_line;
    const uint32_t *col_shift;
    uint32_t line_base;
    char shift_char;         /* the byte that col_shift removed ('\t' in trace payloads); 0: ' ' */
    bool mapped;             /* text is a read-only file mapping (source_map_file): a front end
                                may drop pages it is done with (source_release); they are read
                                back from the file if touched again */
} Source;

/* Builds the line table; text must stay alive as long as the Source. */
void source_init(Source *s, Arena *a, const char *path, const char *text, uint32_t len);
/* A source for text cut out of `parent`: root_line/col_shift are copied into `a`. */
void source_init_derived(Source *s, Arena *a, const char *path, const char *text, uint32_t len,
                         const uint32_t *root_line, const uint32_t *col_shift);
/* The same for text whose line table the caller holds: line_starts, nlines entries (the offset
 * of each line's first byte, 0 first, one line after each '\n' of text), copied into `a` rather
 * than found again. */
void source_init_derived_lines(Source *s, Arena *a, const char *path, const char *text, uint32_t len,
                               const uint32_t *line_starts, uint32_t nlines, const uint32_t *root_line,
                               const uint32_t *col_shift);

/* 0-based line index of a byte offset (binary search). */
uint32_t source_line_index(const Source *s, uint32_t off);
/* Position on disk of a byte offset, 1-based. */
Pos source_pos(const Source *s, uint32_t off);
/* Text of 0-based line `i` of this source, without its line break. */
Str source_line(const Source *s, uint32_t i);
static inline Str source_slice(const Source *s, Span sp) { return str_make(s->text + sp.start, sp.end - sp.start); }

/* Maps the regular file `fd` (at least 1 byte, under 4 GiB) read-only, with a NUL after its
 * last byte. Returns the text, or NULL with errno set; release it with source_unmap. Only
 * the pages touched count in the process's memory, and source_release drops them again. */
const char *source_map_file(int fd, uint32_t len);
void source_unmap(const char *text, uint32_t len);
/* For a mapped source, drops the whole pages of text inside [start, end) from memory (the
 * text stays readable: a page touched again is read back). Nothing for other sources.
 * Returns where the next release should start: the offset of the first page not dropped
 * (end for a source that is not mapped), so that releases in order leave no page behind. */
uint32_t source_release(const Source *s, uint32_t start, uint32_t end);
/* A source over a whole mapping of source_map_file, without a path or a line table: what a
 * scan of the mapped text needs to let go of its pages behind it (source_release). */
void source_init_mapping(Source *s, const char *text, uint32_t len);

/* Reads a whole file (or stdin for "-") into `a`. Returns 0, or -1 with errno set. */
int source_read_file(Arena *a, const char *path, char **text, uint32_t *len);

#endif
