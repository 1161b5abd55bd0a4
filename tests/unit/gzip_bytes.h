/* A complete gzip member of data[0, n) at a zlib level, for tests that build gzip inputs (the
 * reading layer's unit tests and its fuzz harness). */
#ifndef FXLINT_TEST_GZIP_BYTES_H
#define FXLINT_TEST_GZIP_BYTES_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Returns the malloc'd member, its size in *out_len; aborts when zlib fails. */
static unsigned char *gzip_bytes(const void *data, size_t n, int level, size_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) abort();
    size_t cap = deflateBound(&z, (uLong)n) + 64;
    unsigned char *out = malloc(cap);
    if (!out) abort();
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = (uInt)n;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    if (deflate(&z, Z_FINISH) != Z_STREAM_END) abort();
    *out_len = cap - z.avail_out;
    deflateEnd(&z);
    return out;
}

#endif
