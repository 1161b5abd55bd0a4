/* libFuzzer harness for the reading layer under dispatch (frontends/input.c) and the streamed
 * TORCH_TRACE path: the bytes after the first are written to a memory file, plain or gzip-
 * compressed, and the compressed stream cut short or damaged at a place the first byte picks;
 * then read by frontend_run_path as `fxlint check FILE` reads it, every graph through the rules.
 * A damaged stream must give one FX906 naming the byte where it stopped, never a crash, a
 * hang, a leak or a silent pass. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
#include <zlib.h>

#include "fuzz_frontend.h"
#include "tests/unit/gzip_bytes.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > (1u << 20)) return 0;
    uint8_t mode = data[0];
    data++, size--;
    size_t len = size;
    unsigned char *bytes = (unsigned char *)(uintptr_t)data, *gz = NULL;
    if (mode & 1) {
        bytes = gz = gzip_bytes(data, size, 1, &len);
        size_t at = len ? (size_t)(mode >> 2) * len / 64 : 0;
        if ((mode & 2) && at < len) len = at;                      /* cut */
        else if ((mode & 0x80) && len > 20) bytes[10 + (mode % (len - 20))] ^= 0x5a; /* damage */
    }
    int fd = memfd_create("fuzz-input", 0);
    if (fd < 0) abort();
    if (len && write(fd, bytes, len) != (ssize_t)len) abort();
    free(gz);
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);

    Arena run, scratch;
    arena_init(&run);
    arena_init(&scratch);
    Config cfg;
    config_init_defaults(&cfg);
    DiagList diags;
    diag_list_init(&diags, &run);
    Frontend fe;
    frontend_init(&fe, &diags, &cfg, fuzz_sink, &scratch);
    frontend_run_path(&fe, path, FMT_AUTO);
    frontend_fini(&fe);
    uint32_t unreadable = 0;
    for (uint32_t i = 0; i < diags.len; i++) {
        fuzz_check_diag(&diags.items[i], NULL);
        if (diags.items[i].rule == RID_FX906) unreadable++;
    }
    /* one input, at most one reason it could not be read (or read to the end) */
    if (unreadable > 1) fuzz_fail(__LINE__);
    arena_free(&scratch);
    arena_free(&run);
    close(fd);
    return 0;
}
