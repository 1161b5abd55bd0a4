/* libFuzzer harness for the language server's JSON-RPC dispatch: the bytes are a sequence of
 * message bodies separated by a line "---" (so mutations act on JSON, not on framing), sent
 * after a valid initialize and the opening of a small dump, with the clock advancing between
 * messages. Every method, malformed params, edits with odd ranges, pulls, hovers and cancels
 * must be answered or ignored; never a crash, a leak or undefined behaviour. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag/config.h"
#include "lsp/lsp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void discard(void *user, const char *body, size_t len)
{
    if (len == 0 || body[0] != '{') abort();
}

static void send_str(LspServer *s, const char *msg, uint64_t now) { lsp_server_handle(s, msg, strlen(msg), now); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Config cfg;
    config_init_defaults(&cfg);
    LspServer *s = lsp_server_new(&cfg, discard, NULL);
    uint64_t now = 1;
    /* pull mode half of the time: the pending-request paths */
    send_str(s,
             size % 2 ? "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"capabilities\":"
                        "{\"textDocument\":{\"diagnostic\":{}}}}}"
                      : "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{}}",
             now);
    send_str(s,
             "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":"
             "\"file:///fuzz/a.py\",\"languageId\":\"python\",\"version\":1,\"text\":\"class GraphModule(torch.nn."
             "Module):\\n    def forward(self, arg0_1: \\\"f32[4]\\\"):\\n        add_: \\\"f32[4]\\\" = torch.ops."
             "aten.add_.Tensor(arg0_1, 1);  arg0_1 = None\\n        return (add_,)\\n\"}}}",
             now);
    const char *p = (const char *)data, *end = p + size;
    while (p < end) {
        const char *sep = memmem(p, (size_t)(end - p), "\n---\n", 5);
        const char *stop = sep ? sep : end;
        lsp_server_handle(s, p, (size_t)(stop - p), now);
        int status;
        if (lsp_server_exited(s, &status)) break;
        now += (uint64_t)(stop - p) % 7;
        lsp_server_flush(s, now);
        p = sep ? sep + 5 : end;
    }
    lsp_server_flush(s, now + 100000);
    lsp_server_free(s);
    return 0;
}
