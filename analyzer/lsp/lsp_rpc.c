/* Content-Length framing over a file descriptor: a buffered reader that survives garbage,
 * missing headers and oversized bodies, and the matching writer. */
#include "lsp/lsp_rpc.h"

#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

/* A header block longer than this without its blank line is garbage, not a header. */
#define HEADER_MAX 8192

void lsp_reader_init(LspReader *r, int fd)
{
    memset(r, 0, sizeof *r);
    r->fd = fd;
}

void lsp_reader_fini(LspReader *r)
{
    free(r->buf);
    memset(r, 0, sizeof *r);
}

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* Makes room for `need` unconsumed bytes plus a NUL. */
static void reserve(LspReader *r, size_t need)
{
    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->start = 0;
    }
    if (need + 1 <= r->cap) return;
    size_t cap = r->cap ? r->cap : 65536;
    while (cap < need + 1) cap *= 2;
    char *nb = realloc(r->buf, cap);
    if (!nb) abort();
    r->buf = nb;
    r->cap = cap;
}

/* Offset just past the blank line that ends the header block starting at p, or 0. */
static size_t header_end(const char *p, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++) {
        if (p[i] != '\n') continue;
        if (p[i + 1] == '\n') return i + 2;
        if (i + 2 < n && p[i + 1] == '\r' && p[i + 2] == '\n') return i + 3;
    }
    return 0;
}

/* Content-Length of a header block, or -1 when absent or malformed. */
static long long content_length(const char *p, size_t n)
{
    long long found = -1;
    size_t i = 0;
    while (i < n) {
        size_t e = i;
        while (e < n && p[e] != '\n') e++;
        static const char key[] = "content-length:";
        size_t k = sizeof key - 1;
        if (e - i > k && strncasecmp(p + i, key, k) == 0) {
            size_t j = i + k;
            while (j < e && (p[j] == ' ' || p[j] == '\t')) j++;
            long long v = 0;
            size_t digits = 0;
            while (j < e && p[j] >= '0' && p[j] <= '9' && digits < 15) v = v * 10 + (p[j++] - '0'), digits++;
            while (j < e && (p[j] == ' ' || p[j] == '\t' || p[j] == '\r')) j++;
            found = digits && j == e ? v : -1;
        }
        i = e + 1;
    }
    return found;
}

/* Reads what the fd has, waiting until deadline (UINT64_MAX: forever). Returns 1 when bytes
 * arrived, 0 on timeout, -1 on EOF, -2 on error. */
static int fill(LspReader *r, uint64_t deadline, size_t want)
{
    if (r->eof) return -1;
    for (;;) {
        int wait = -1;
        if (deadline != UINT64_MAX) {
            uint64_t now = now_ms();
            wait = now >= deadline ? 0 : (int)(deadline - now);
        }
        struct pollfd pfd = {r->fd, POLLIN, 0};
        int k = poll(&pfd, 1, wait);
        if (k < 0) {
            if (errno == EINTR) continue;
            return -2;
        }
        if (k == 0) return 0;
        reserve(r, want > r->end - r->start + 4096 ? want : r->end - r->start + 65536);
        ssize_t got = read(r->fd, r->buf + r->end, r->cap - 1 - r->end);
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            return -2;
        }
        if (got == 0) {
            r->eof = 1;
            return -1;
        }
        r->end += (size_t)got;
        return 1;
    }
}

LspReadStatus lsp_reader_next(LspReader *r, int timeout_ms, const char **body, size_t *len)
{
    uint64_t deadline = timeout_ms < 0 ? UINT64_MAX : now_ms() + (uint64_t)timeout_ms;
    size_t want = 0;
    for (;;) {
        size_t have = r->end - r->start;
        if (r->skip) {
            size_t drop = r->skip < have ? r->skip : have;
            r->start += drop;
            r->skip -= drop;
            have -= drop;
        }
        if (!r->skip && have) {
            const char *p = r->buf + r->start;
            size_t h = header_end(p, have);
            if (h) {
                long long n = content_length(p, h);
                if (n < 0) {
                    r->start += h;
                    return LSP_READ_BAD;
                }
                if ((unsigned long long)n > LSP_RPC_MAX_BODY) {
                    r->start += h;
                    r->skip = (size_t)n;
                    return LSP_READ_BAD;
                }
                if (h + (size_t)n <= have) {
                    /* Copy the body out of the way so it can be NUL-terminated without
                     * touching the next message's first byte. */
                    reserve(r, have + (size_t)n + 1);
                    char *msg = r->buf + r->end + 1;
                    memcpy(msg, r->buf + r->start + h, (size_t)n);
                    msg[n] = 0;
                    r->start += h + (size_t)n;
                    *body = msg;
                    *len = (size_t)n;
                    return LSP_READ_MESSAGE;
                }
                want = h + (size_t)n;
            } else if (have > HEADER_MAX) {
                /* Not a header: drop it up to its last line break and resynchronise there. */
                size_t cut = have;
                while (cut > 0 && p[cut - 1] != '\n') cut--;
                r->start += cut ? cut : have;
                return LSP_READ_BAD;
            }
        }
        int f = fill(r, deadline, want);
        if (f == 0) return LSP_READ_TIMEOUT;
        if (f == -1) return LSP_READ_EOF;
        if (f == -2) return LSP_READ_ERROR;
    }
}

int lsp_rpc_write(FILE *out, const char *body, size_t len)
{
    if (fprintf(out, "Content-Length: %zu\r\n\r\n", len) < 0) return -1;
    if (len && fwrite(body, 1, len, out) != len) return -1;
    return fflush(out) == 0 ? 0 : -1;
}
