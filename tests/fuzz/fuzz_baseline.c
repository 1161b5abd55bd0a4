/* libFuzzer harness for the baseline reader: the bytes are a baseline file (read from a memory
 * file, as `--baseline FILE` reads it); it is read, and when it is accepted, findings are
 * filtered through it. A file that is not a baseline must be refused with a message; never a
 * crash, a leak or undefined behaviour. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "diag/rules.h"
#include "engine/baseline.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fd = memfd_create("fuzz-baseline", 0);
    if (fd < 0) return 0;
    if (size && write(fd, data, size) != (ssize_t)size) {
        close(fd);
        return 0;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    Arena a;
    arena_init(&a);
    const char *error = NULL;
    Baseline *b = baseline_read(&a, path, &error);
    if (!b && (!error || !error[0])) abort();
    if (b) {
        DiagList l;
        diag_list_init(&l, &a);
        Source src;
        source_init(&src, &a, "m.py", "add_3 = torch.ops.aten.add_.Tensor(arg0_1, 1)\n", 46);
        for (uint32_t i = 0; i < 8; i++) {
            Diag *d = diag_add(&l, &src, (Span){0, 5}, i % RULE_COUNT, SEV_ERROR, "finding %u", i % 3);
            d->key = i % 2 ? "FX101|GraphModule.true_graph_0/add_3|aten.add_.Tensor(arg0_1)" : NULL;
        }
        uint32_t removed = baseline_filter(b, &l);
        if (removed > 8 || l.len != 8 - removed) abort();
    }
    arena_free(&a);
    close(fd);
    return 0;
}
