/* libFuzzer harness for the scan stage of printed code against tree-sitter, the parser of
 * record: the input's lines become the body of a forward; every line of it the scanner reads
 * must be read the same way by tree-sitter, node by node and byte by byte (scan_oracle.h), and
 * the front end must give the same model (every field, spans included) and the same
 * diagnostics with the scan stage on and off. A difference aborts, as a crash would. Run by
 * tests/fuzz/run-fuzz.sh (FUZZ_ONLY=scan). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontends/dispatch.h"
#include "frontends/fe_readable.h"
#include "frontends/readable/outline.h"
#include "frontends/readable/scan.h"

#include "../unit/model_text.h"
#include "../unit/scan_oracle.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static ScanOracle oracle;
static bool oracle_ready;

/* The model and diagnostics of text, as text (malloc'd), with the scan stage on or off. */
static char *read_both(const char *text, uint32_t len, bool scanning)
{
    Arena a;
    arena_init(&a);
    DiagList diags;
    diag_list_init(&diags, &a);
    Config cfg;
    config_init_defaults(&cfg);
    Frontend fe;
    frontend_init(&fe, &diags, &cfg, NULL, NULL);
    fe_readable_set_scanning(&fe, scanning);
    Source src;
    source_init(&src, &a, "fuzz.py", text, len);
    Graph g;
    int produced = fe_readable_parse(&fe, &src, &g, &a);
    bool consistent = true;
    char *model = produced > 0 ? model_text_of(&g, &consistent) : NULL;
    char *d = diags_text_of(&diags);
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    fprintf(f, "%d\n%s\n%s", produced, model ? model : "", d);
    fclose(f);
    free(model);
    free(d);
    frontend_fini(&fe);
    arena_free(&a);
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 32768 || memchr(data, 0, size)) return 0;
    if (!oracle_ready) scan_oracle_init(&oracle), oracle_ready = true;
    /* the input's lines, indented, as a forward's body */
    static const char head[] = "class GraphModule(torch.nn.Module):\n    def forward(self, x, y: \"f32[3]\"):\n";
    char *text = malloc(sizeof head + size * 9 + 32);
    if (!text) abort();
    size_t n = sizeof head - 1;
    memcpy(text, head, n);
    bool bol = true;
    for (size_t i = 0; i < size; i++) {
        if (bol) memcpy(text + n, "        ", 8), n += 8;
        text[n++] = (char)data[i];
        bol = data[i] == '\n';
    }
    n += (size_t)sprintf(text + n, "%s        return (x,)\n", bol ? "" : "\n");
    ReadableOutline o;
    if (readable_outline(text, (uint32_t)n, &o)) {
        Arena a;
        arena_init(&a);
        for (uint32_t u = 0; u < o.nlines; u++) {
            bool def;
            uint32_t from, to;
            if (!scan_oracle_line(&o, u, &def) || !scan_oracle_code(text, &o, &o.lines[u], &from, &to)) continue;
            ScanStmt st;
            bool read = def ? readable_scan_def(&a, text, from, to, &st) : readable_scan_statement(&a, text, from, to, &st);
            if (read && !scan_oracle_check(&oracle, text, from, to, &st)) {
                fprintf(stderr, "fuzz_scan: the scanner reads a line as tree-sitter does not: %s\n  %.*s\n", oracle.why,
                        (int)(to - from), text + from);
                abort();
            }
            arena_reset(&a);
        }
        arena_free(&a);
        readable_outline_free(&o);
    }
    char *on = read_both(text, (uint32_t)n, true), *off = read_both(text, (uint32_t)n, false);
    if (strcmp(on, off) != 0) {
        fprintf(stderr, "fuzz_scan: the scan stage changes the model or the diagnostics\n--- off\n%s\n--- on\n%s\n", off, on);
        abort();
    }
    free(on);
    free(off);
    free(text);
    return 0;
}
