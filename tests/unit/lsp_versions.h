/* What the language server's unit tests share for documents edited over many versions: an
 * edit by the text it replaces, the heap in use, and a one-character toggle checked thousands
 * of times (memory must stay flat: each version's results replace the last's). Header only;
 * include it once, from the test's own file. */
#ifndef FXLINT_TEST_LSP_VERSIONS_H
#define FXLINT_TEST_LSP_VERSIONS_H

#include <malloc.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include "lsp/lsp_check.h"
#include "lsp/lsp_doc.h"

#include "harness.h" /* CHECK and its failure counter */

/* Replaces the first `from` at or after the first `after` (NULL: anywhere) in d by `to` (from
 * "": puts `to` in front of `after`); CHECKs that there is one. */
__attribute__((unused)) static void lsp_versions_replace(LspDoc *d, const char *after, const char *from, const char *to)
{
    const char *base = after ? strstr(d->text, after) : d->text;
    const char *hit = base ? strstr(base, from) : NULL;
    CHECK(hit != NULL);
    if (!hit) return;
    uint32_t off = (uint32_t)(hit - d->text);
    LspPosition a = lsp_doc_position(d, off), b = lsp_doc_position(d, off + (uint32_t)strlen(from));
    CHECK(lsp_doc_apply(d, &a, &b, to, strlen(to)) == 0);
}

/* Bytes the heap holds now: the sanitizer allocator's count under ASan, glibc's otherwise. */
size_t __sanitizer_get_current_allocated_bytes(void) __attribute__((weak));
static size_t heap_in_use(void)
{
    if (__sanitizer_get_current_allocated_bytes) return __sanitizer_get_current_allocated_bytes();
    struct mallinfo2 mi = mallinfo2();
    return mi.uordblks + mi.hblkhd;
}

/* One random edit of d, deterministic from *seed (advanced): a range of up to three lines,
 * replaced by one of the `ninserts` texts. */
__attribute__((unused)) static void lsp_versions_random_edit(LspDoc *d, uint32_t *seed, const char *const *inserts,
                                                             uint32_t ninserts)
{
    uint32_t r = *seed = *seed * 1103515245u + 12345u;
    uint32_t l0 = (r >> 8) % (d->nlines + 1), c0 = (r >> 4) % 70;
    uint32_t l1 = l0 + ((r >> 20) % 4 == 0 ? (r >> 22) % 3 : 0), c1 = (r >> 12) % 70;
    const char *ins = inserts[(r >> 16) % ninserts];
    if (l1 == l0 && c1 < c0) c1 = c0;
    LspPosition a = {l0, c0}, b = {l1, c1};
    lsp_doc_apply(d, &a, &b, ins, strlen(ins));
}

/* Deletes and puts back the byte at offset `off` of d (a `_`), checking d after each of n
 * edits, and CHECKs that each time `counts` (lsp_check_reuse_counts, lsp_check_graph_counts)
 * gave want_a and want_b and that the heap after the last version is within 256 KiB of the
 * heap after 100 (printed, with `who`). */
__attribute__((unused)) static void lsp_versions_toggle(LspChecker *ck, LspDoc *d, uint32_t off, int n,
                                                        void (*counts)(const LspDoc *, uint32_t *, uint32_t *),
                                                        uint32_t want_a, uint32_t want_b, const char *who)
{
    LspPosition at = lsp_doc_position(d, off), after = {at.line, at.character + 1};
    int as_wanted = 0;
    size_t heap_early = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2 == 0) lsp_doc_apply(d, &at, &after, "", 0);
        else lsp_doc_apply(d, &at, &at, "_", 1);
        lsp_check_doc(ck, d);
        uint32_t a, b;
        counts(d, &a, &b);
        as_wanted += a == want_a && b == want_b;
        if (i == 100) heap_early = heap_in_use();
    }
    size_t heap_late = heap_in_use();
    CHECK(as_wanted == n);
    CHECK(heap_late < heap_early + 256 * 1024);
    fprintf(stderr, "%s: heap %zu bytes after 100 versions, %zu after %d\n", who, heap_early, heap_late, n);
}

#endif
