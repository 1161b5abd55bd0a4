/* libFuzzer harness for annotation text ("f32[s0, 4][4, 1]cuda:0", "Sym(u0)"): meta_parse
 * and the helpers that read its result must accept any bytes. On failure the kind is
 * META_BAD and the text is kept. Built and run by tests/fuzz/run-fuzz.sh (optional). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/meta.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void count_symbol(Str sym, void *ctx)
{
    if (sym.len == 0) abort();
    (*(uint32_t *)ctx)++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size >= UINT32_MAX) return 0;
    /* an exact-size copy, so ASan sees any read past the text */
    char *copy = malloc(size ? size : 1);
    if (!copy) abort();
    if (size) memcpy(copy, data, size);
    Str text = str_make(copy, (uint32_t)size);
    Arena a;
    arena_init(&a);
    Meta m;
    memset(&m, 0, sizeof m);
    bool ok = meta_parse(&a, text, &m);
    if (!ok && m.kind != META_BAD) abort();
    if (ok && m.kind == META_BAD) abort();
    if (m.kind == META_TENSOR) {
        if (m.rank && (!m.sizes || (m.has_strides && !m.strides))) abort();
        meta_is_contiguous(&m);
    }
    if (m.kind == META_SYM) {
        uint32_t n = 0;
        meta_each_symbol(m.sym, count_symbol, &n);
    }
    if (!meta_format(&a, &m)) abort();
    uint32_t n = 0;
    meta_each_symbol(text, count_symbol, &n);
    (void)meta_expr_symbols(text);
    (void)dtype_from_abbr(text);
    (void)dtype_from_name(text);
    arena_free(&a);
    free(copy);
    return 0;
}
