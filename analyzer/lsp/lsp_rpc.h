/* JSON-RPC framing for the language server: messages are `Content-Length: N\r\n\r\n` headers
 * followed by N bytes of JSON, read from a file descriptor and written to a FILE *. */
#ifndef FXLINT_LSP_RPC_H
#define FXLINT_LSP_RPC_H

#include <stddef.h>
#include <stdio.h>

/* Largest message body accepted; a bigger one is skipped and reported as a framing error. */
#define LSP_RPC_MAX_BODY ((size_t)512 << 20)

typedef struct LspReader {
    int fd;
    char *buf;          /* malloc'd; bytes [start, end) are read but not yet consumed */
    size_t start, end, cap;
    size_t skip;        /* body bytes of an oversized message still to discard */
    int eof;
} LspReader;

typedef enum LspReadStatus {
    LSP_READ_MESSAGE = 1, /* *body holds one message */
    LSP_READ_TIMEOUT = 0, /* nothing complete arrived within the timeout */
    LSP_READ_EOF = -1,    /* the peer closed the stream (a partial message is dropped) */
    LSP_READ_BAD = -2,    /* a header block without a usable Content-Length, or a body over
                             LSP_RPC_MAX_BODY: it was dropped; the stream goes on */
    LSP_READ_ERROR = -3,  /* read(2) failed; errno says why */
} LspReadStatus;

void lsp_reader_init(LspReader *r, int fd);
void lsp_reader_fini(LspReader *r);
/* Waits at most timeout_ms (-1: forever, 0: not at all) for the next message. On
 * LSP_READ_MESSAGE, *body points into the reader's buffer (NUL-terminated, valid until the
 * next call) and *len is its length. Headers are matched case-insensitively; other headers
 * (Content-Type) are ignored; a bare "\n\n" ends a header block as well as "\r\n\r\n". */
LspReadStatus lsp_reader_next(LspReader *r, int timeout_ms, const char **body, size_t *len);

/* Writes one framed message and flushes. Returns 0, or -1 when the stream failed. */
int lsp_rpc_write(FILE *out, const char *body, size_t len);

#endif
