/* Unit tests of the reading layer (base/input.c): plain and gzip reads give the same bytes in
 * any chunk size; a cut, damaged, padded, concatenated or trailing gzip stream ends with the
 * right status and byte offset; a bomb stops at its ratio; FIFOs, sockets, devices and
 * directories are refused without being opened. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <zlib.h>

#include "base/input.h"
#include "gzip_bytes.h"
#include "harness.h"

/* Reads all of in in chunks of `chunk` bytes into a malloc'd buffer; *n its length. */
static char *read_all(Input *in, size_t chunk, size_t *n)
{
    size_t cap = 1024, len = 0, got;
    char *buf = malloc(cap);
    char *tmp = malloc(chunk);
    if (!buf || !tmp) abort();
    while ((got = input_read(in, tmp, chunk)) > 0) {
        if (len + got > cap) {
            while (len + got > cap) cap *= 2;
            buf = realloc(buf, cap);
            if (!buf) abort();
        }
        memcpy(buf + len, tmp, got);
        len += got;
    }
    free(tmp);
    *n = len;
    return buf;
}

static const char text[] = "V0101 12:00:00.000000 4242 x.py:1] {\"str\": [\"a\", 0]}\n"
                           "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x,)\n";

static void test_plain_and_gzip(void)
{
    size_t zlen;
    unsigned char *z = gzip_bytes(text, sizeof text - 1, 6, &zlen);
    static const size_t chunks[] = {1, 3, 64, 65536};
    for (size_t c = 0; c < sizeof chunks / sizeof chunks[0]; c++) {
        Input in;
        size_t n;
        input_open_memory(&in, text, sizeof text - 1);
        char *out = read_all(&in, chunks[c], &n);
        CHECK(n == sizeof text - 1 && memcmp(out, text, n) == 0);
        CHECK(!input_is_gzip(&in) && in.status == INPUT_OK);
        char why[256];
        CHECK(input_problem(&in, why, sizeof why) == NULL);
        free(out);
        input_close(&in);

        input_open_memory(&in, z, zlen);
        CHECK(input_is_gzip(&in));
        out = read_all(&in, chunks[c], &n);
        CHECK(n == sizeof text - 1 && memcmp(out, text, n) == 0);
        CHECK(in.status == INPUT_OK);
        free(out);
        input_close(&in);
    }
    free(z);
}

static void test_damaged_gzip(void)
{
    size_t zlen, n;
    unsigned char *z = gzip_bytes(text, sizeof text - 1, 6, &zlen);
    char why[256];
    Input in;

    /* cut anywhere: never more bytes than the text, always TRUNCATED at the cut */
    for (size_t cut = 2; cut < zlen; cut++) {
        input_open_memory(&in, z, cut);
        char *out = read_all(&in, 7, &n);
        CHECK(n <= sizeof text - 1 && memcmp(out, text, n) == 0);
        CHECK(in.status == INPUT_GZ_TRUNCATED && in.error_at == cut);
        CHECK(input_problem(&in, why, sizeof why) && strstr(why, "ends early at byte"));
        free(out);
        input_close(&in);
    }

    /* the checksum damaged: every byte read, then an error at the end */
    unsigned char *bad = malloc(zlen);
    memcpy(bad, z, zlen);
    bad[zlen - 8] ^= 1;
    input_open_memory(&in, bad, zlen);
    free(read_all(&in, 64, &n));
    CHECK(in.status == INPUT_GZ_CORRUPT && n == sizeof text - 1);
    CHECK(input_problem(&in, why, sizeof why) && strstr(why, "fails its checksum"));
    input_close(&in);
    free(bad);

    /* trailing bytes: an error naming them; zero padding: none */
    unsigned char *tail = malloc(zlen + 16);
    memcpy(tail, z, zlen);
    memcpy(tail + zlen, "not gzip at all!", 16);
    input_open_memory(&in, tail, zlen + 16);
    free(read_all(&in, 64, &n));
    CHECK(in.status == INPUT_GZ_TRAILING && in.error_at == zlen && n == sizeof text - 1);
    CHECK(input_problem(&in, why, sizeof why) && strstr(why, "16 bytes after the end"));
    input_close(&in);
    memset(tail + zlen, 0, 16);
    input_open_memory(&in, tail, zlen + 16);
    free(read_all(&in, 64, &n));
    CHECK(in.status == INPUT_OK && n == sizeof text - 1);
    input_close(&in);
    free(tail);

    /* two members: both read */
    unsigned char *two = malloc(2 * zlen);
    memcpy(two, z, zlen);
    memcpy(two + zlen, z, zlen);
    input_open_memory(&in, two, 2 * zlen);
    char *out = read_all(&in, 100, &n);
    CHECK(in.status == INPUT_OK && n == 2 * (sizeof text - 1) && memcmp(out + n / 2, text, n / 2) == 0);
    free(out);
    input_close(&in);
    free(two);
    free(z);
}

static void test_bomb(void)
{
    /* 128 MiB of zeros compress about 1000-fold: reading stops past 64 MiB */
    size_t big = (size_t)128 << 20, zlen;
    char *zeros = calloc(big, 1);
    unsigned char *z = gzip_bytes(zeros, big, 9, &zlen);
    free(zeros);
    Input in;
    input_open_memory(&in, z, zlen);
    char *buf = malloc(1 << 20);
    size_t total = 0, got;
    while ((got = input_read(&in, buf, 1 << 20)) > 0) total += got;
    CHECK(in.status == INPUT_GZ_BOMB);
    CHECK(total > INPUT_BOMB_FLOOR && total < big);
    char why[256];
    CHECK(input_problem(&in, why, sizeof why) && strstr(why, "decompression bomb"));
    free(buf);
    input_close(&in);
    free(z);
}

static void test_refusals(void)
{
    char dir[] = "/tmp/fxlint_test_inputXXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[256], why[256];
    Input in;

    snprintf(path, sizeof path, "%s/fifo", dir);
    CHECK(mkfifo(path, 0600) == 0);
    CHECK(input_open(&in, path, why, sizeof why) == -1 && strstr(why, "FIFO"));
    input_close(&in);
    unlink(path);

    snprintf(path, sizeof path, "%s/sock", dir);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    if (strlen(path) < sizeof addr.sun_path) memcpy(addr.sun_path, path, strlen(path) + 1);
    if (s >= 0 && bind(s, (struct sockaddr *)&addr, sizeof addr) == 0) {
        CHECK(input_open(&in, path, why, sizeof why) == -1 && strstr(why, "socket"));
        input_close(&in);
        unlink(path);
    }
    if (s >= 0) close(s);

    CHECK(input_open(&in, "/dev/null", why, sizeof why) == -1 && strstr(why, "character device"));
    input_close(&in);
    CHECK(input_open(&in, dir, why, sizeof why) == -1 && strstr(why, "directory"));
    input_close(&in);

    snprintf(path, sizeof path, "%s/loop", dir);
    CHECK(symlink(path, path) == 0);
    CHECK(input_open(&in, path, why, sizeof why) == -1 && strstr(why, "symbolic link loop"));
    input_close(&in);
    unlink(path);

    snprintf(path, sizeof path, "%s/missing", dir);
    CHECK(input_open(&in, path, why, sizeof why) == -1 && in.errno_at == ENOENT);
    input_close(&in);

    /* a regular file: read, its size known */
    snprintf(path, sizeof path, "%s/f.txt", dir);
    FILE *f = fopen(path, "wb");
    fputs(text, f);
    fclose(f);
    CHECK(input_open(&in, path, why, sizeof why) == 0 && in.size == sizeof text - 1);
    size_t n;
    char *out = read_all(&in, 5, &n);
    CHECK(n == sizeof text - 1 && memcmp(out, text, n) == 0);
    free(out);
    input_close(&in);
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    test_plain_and_gzip();
    test_damaged_gzip();
    test_bomb();
    test_refusals();
    if (failures) fprintf(stderr, "test_input: %d checks failed\n", failures);
    else printf("test_input: ok\n");
    return failures ? 1 : 0;
}
