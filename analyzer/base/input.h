/* Reading an input's bytes: a file, stdin or a text in memory, plain or gzip (inflated as it
 * is read), under the limits that keep one bad input from hanging fxlint or exhausting the
 * machine. What went wrong (a FIFO, a cut or corrupt gzip stream and the byte where it
 * stopped, a gzip bomb, a file too large) is kept for the caller's FX906 message. */
#ifndef FXLINT_INPUT_H
#define FXLINT_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The most text a printed graph, FX IR or ExportedProgram may hold: it is parsed whole, and its
 * model takes some 25 times its size. TORCH_TRACE logs are streamed and have no such limit. */
#define INPUT_MAX_TEXT ((uint64_t)256 << 20)
/* A gzip stream that has inflated to more than INPUT_BOMB_FLOOR bytes, and to more than
 * INPUT_BOMB_RATIO times the compressed bytes read, is a decompression bomb: reading stops.
 * Real dumps and logs compress well below 50:1; deflate cannot exceed about 1032:1. */
#define INPUT_BOMB_FLOOR ((uint64_t)64 << 20)
#define INPUT_BOMB_RATIO 200u

typedef enum InputStatus {
    INPUT_OK,
    INPUT_NOT_OPENED,   /* input_open refused or could not open the path: see `why` */
    INPUT_IO_ERROR,     /* read(2) failed (errno_at) */
    INPUT_GZ_TRUNCATED, /* the compressed data ends before its stream does */
    INPUT_GZ_CORRUPT,   /* inflate found invalid data at error_at */
    INPUT_GZ_TRAILING,  /* bytes after the last gzip member that are not another member */
    INPUT_GZ_BOMB,      /* INPUT_BOMB_RATIO exceeded */
} InputStatus;

typedef struct Input {
    int fd;                   /* -1: memory */
    bool own_fd;              /* close fd at input_close (stdin is not ours) */
    const unsigned char *mem; /* memory mode: the raw bytes */
    size_t mem_len, mem_pos;
    unsigned char *raw;       /* raw bytes read but not yet consumed: [raw_start, raw_end) */
    size_t raw_cap, raw_start, raw_end;
    bool raw_eof;
    bool started;             /* the first bytes were looked at (gzip or not) */
    bool gz, in_member;
    void *z;                  /* z_stream, when gz */
    uint64_t raw_off;         /* raw bytes consumed before raw_start: offsets in error messages */
    uint64_t out;             /* bytes handed to the caller */
    uint64_t size;            /* the file's size when it is a regular file, else 0 */
    InputStatus status;
    uint64_t error_at;        /* raw byte offset where the stream stopped (gzip problems) */
    int errno_at;             /* INPUT_IO_ERROR, INPUT_NOT_OPENED */
    char detail[96];          /* zlib's message for INPUT_GZ_CORRUPT */
} Input;

/* Opens the file at `path` for reading ("-": stdin). The path is looked at before it is
 * opened: a directory, a FIFO, a socket or a device is refused without opening it (a FIFO
 * would block, a device may never end or act when opened), and what is opened is checked
 * again. Returns 0, or -1 with a reason written to why[n] ("is a FIFO (named pipe), not a
 * file ...", strerror's text). `in` needs input_close either way. */
int input_open(Input *in, const char *path, char *why, size_t n);
/* Reads from `len` bytes in memory (not copied; they must outlive `in`). */
void input_open_memory(Input *in, const void *data, size_t len);
/* Reads up to n bytes of text (inflated when the input is gzip). Returns the number read;
 * 0 at the end of the input or when it failed (in->status says which). Blocks only on stdin. */
size_t input_read(Input *in, char *buf, size_t n);
/* Whether the input is (or, before the first read, starts like) a gzip stream. */
bool input_is_gzip(Input *in);
/* The problem that ended reading, as the end of a sentence ("gzip data ends early at byte
 * 1234 of 1234: the file was cut"), written to buf[n]; NULL when the input ended cleanly. */
const char *input_problem(const Input *in, char *buf, size_t n);
/* Releases buffers and closes the file (never stdin). */
void input_close(Input *in);

#endif
