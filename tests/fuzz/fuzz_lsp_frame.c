/* libFuzzer harness for the language server's input path: the bytes are the whole stdin
 * stream (Content-Length framing, then JSON-RPC), read through LspReader from a memory file
 * and handed to the server as `fxlint lsp` does. Framing garbage, truncated bodies and
 * oversized lengths must be answered or dropped; never a crash, a hang, a leak. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "diag/config.h"
#include "lsp/lsp.h"
#include "lsp/lsp_rpc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void discard(void *user, const char *body, size_t len)
{
    size_t *sent = user;
    /* every reply is one JSON object */
    if (len == 0 || body[0] != '{') abort();
    *sent += len;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fd = memfd_create("fuzz-lsp", 0);
    if (fd < 0) return 0;
    if (size && write(fd, data, size) != (ssize_t)size) {
        close(fd);
        return 0;
    }
    lseek(fd, 0, SEEK_SET);
    Config cfg;
    config_init_defaults(&cfg);
    size_t sent = 0;
    LspServer *s = lsp_server_new(&cfg, discard, &sent);
    LspReader r;
    lsp_reader_init(&r, fd);
    uint64_t now = 0;
    for (int guard = 0; guard < 100000; guard++) {
        const char *body;
        size_t len;
        LspReadStatus st = lsp_reader_next(&r, 0, &body, &len);
        if (st == LSP_READ_MESSAGE) {
            lsp_server_handle(s, body, len, now);
            int status;
            if (lsp_server_exited(s, &status)) break;
        } else if (st == LSP_READ_BAD) {
            lsp_server_bad_frame(s);
        } else {
            break; /* a memory file never times out: EOF or an error */
        }
        lsp_server_flush(s, now += 5);
    }
    lsp_server_flush(s, UINT64_MAX / 2);
    lsp_reader_fini(&r);
    lsp_server_free(s);
    close(fd);
    return 0;
}
