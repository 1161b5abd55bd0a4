/* The reading layer under dispatch: regular files only (looked at before they are opened),
 * stdin, or memory; gzip inflated here, with its own zlib stream rather than gzread, so a cut
 * or corrupt stream is an error with the byte where it stopped, not a quiet end of file. */
#include "base/input.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "base/oom.h"

#define RAW_CHUNK ((size_t)256 << 10)

/* Why a file of this type is not read, or NULL for a regular file. */
static const char *type_refusal(mode_t m)
{
    if (S_ISREG(m)) return NULL;
    if (S_ISDIR(m)) return "is a directory";
    if (S_ISFIFO(m)) return "is a FIFO (named pipe), not a file: it could block forever; pipe it to `fxlint check -` instead";
    if (S_ISSOCK(m)) return "is a socket, not a file";
    if (S_ISCHR(m)) return "is a character device, not a file";
    if (S_ISBLK(m)) return "is a block device, not a file";
    return "is not a regular file";
}

static void errno_text(int err, char *why, size_t n)
{
    char buf[128];
    const char *text = strerror_r(err, buf, sizeof buf); /* GNU strerror_r (_GNU_SOURCE) */
    if (err == ELOOP) snprintf(why, n, "symbolic link loop (%s)", text);
    else snprintf(why, n, "%s", text);
}

int input_open(Input *in, const char *path, char *why, size_t n)
{
    memset(in, 0, sizeof *in);
    in->fd = -1;
    if (strcmp(path, "-") == 0) {
        in->fd = 0;
        return 0;
    }
    in->status = INPUT_NOT_OPENED;
    struct stat st;
    const char *refusal;
    if (stat(path, &st) != 0) {
        in->errno_at = errno;
        errno_text(errno, why, n);
        return -1;
    }
    if (S_ISDIR(st.st_mode) && access(path, R_OK | X_OK) != 0) {
        /* a directory the walk could not list */
        char buf[128];
        snprintf(why, n, "is a directory that cannot be read (%s)", strerror_r(errno, buf, sizeof buf));
        return -1;
    }
    if ((refusal = type_refusal(st.st_mode)) != NULL) {
        snprintf(why, n, "%s", refusal);
        return -1;
    }
    /* O_NONBLOCK: should the path become a FIFO after stat, opening it must not wait for a writer. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        in->errno_at = errno;
        errno_text(errno, why, n);
        return -1;
    }
    if (fstat(fd, &st) != 0 || (refusal = type_refusal(st.st_mode)) != NULL) {
        snprintf(why, n, "%s", refusal ? refusal : "cannot stat it");
        close(fd);
        return -1;
    }
    in->fd = fd;
    in->own_fd = true;
    in->size = (uint64_t)st.st_size;
    in->status = INPUT_OK;
    return 0;
}

void input_open_memory(Input *in, const void *data, size_t len)
{
    memset(in, 0, sizeof *in);
    in->fd = -1;
    in->mem = data;
    in->mem_len = len;
    in->size = len;
}

/* read(2) that retries on EINTR and waits on an fd someone left non-blocking. Returns bytes,
 * 0 at the end, -1 on error (errno). */
static ssize_t read_some(int fd, void *buf, size_t n)
{
    for (;;) {
        ssize_t got = read(fd, buf, n);
        if (got >= 0) return got;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            struct pollfd p = {fd, POLLIN, 0};
            if (poll(&p, 1, -1) >= 0 || errno == EINTR) continue;
        }
        return -1;
    }
}

/* Reads more raw bytes after raw_end (memory mode hands out the whole buffer at once). */
static void raw_fill(Input *in)
{
    if (in->raw_eof) return;
    if (in->fd < 0) {
        in->raw = (unsigned char *)(uintptr_t)in->mem;
        in->raw_start = 0;
        in->raw_end = in->mem_len;
        in->raw_eof = true;
        return;
    }
    if (!in->raw) {
        in->raw_cap = RAW_CHUNK;
        in->raw = malloc(in->raw_cap);
        if (!in->raw) oom_fail(in->raw_cap);
    }
    if (in->raw_start > 0) {
        memmove(in->raw, in->raw + in->raw_start, in->raw_end - in->raw_start);
        in->raw_end -= in->raw_start;
        in->raw_start = 0;
    }
    ssize_t got = read_some(in->fd, in->raw + in->raw_end, in->raw_cap - in->raw_end);
    if (got < 0) {
        in->status = INPUT_IO_ERROR;
        in->errno_at = errno;
        in->raw_eof = true;
    } else if (got == 0) {
        in->raw_eof = true;
    } else {
        in->raw_end += (size_t)got;
    }
}

static bool gzip_magic(const Input *in)
{
    return in->raw_end - in->raw_start >= 2 && in->raw[in->raw_start] == 0x1f && in->raw[in->raw_start + 1] == 0x8b;
}

static void start(Input *in)
{
    in->started = true;
    while (in->raw_end - in->raw_start < 2 && !in->raw_eof) raw_fill(in);
    if (!gzip_magic(in)) return;
    z_stream *z = calloc(1, sizeof *z);
    if (!z) oom_fail(sizeof *z);
    if (inflateInit2(z, 16 + MAX_WBITS) != Z_OK) oom_fail(sizeof *z);
    in->z = z;
    in->gz = true;
    in->in_member = true;
}

bool input_is_gzip(Input *in)
{
    if (!in->started && in->status == INPUT_OK) start(in);
    return in->gz;
}

/* Between gzip members: starts the next one, or ends the stream. Trailing zero bytes (padding
 * some writers add) end it cleanly; other bytes are an error. Returns true when a member
 * starts. */
static bool next_member(Input *in)
{
    for (;;) {
        while (in->raw_end - in->raw_start < 2 && !in->raw_eof) raw_fill(in);
        if (in->raw_start == in->raw_end) return false;
        if (gzip_magic(in)) {
            inflateReset(in->z);
            in->in_member = true;
            return true;
        }
        while (in->raw_start < in->raw_end && in->raw[in->raw_start] == 0) in->raw_start++, in->raw_off++;
        if (in->raw_start < in->raw_end) {
            in->status = INPUT_GZ_TRAILING;
            in->error_at = in->raw_off;
            return false;
        }
    }
}

static size_t read_gzip(Input *in, char *buf, size_t n)
{
    z_stream *z = in->z;
    size_t produced = 0;
    while (produced == 0 && in->status == INPUT_OK) {
        if (!in->in_member && !next_member(in)) break;
        if (in->raw_start == in->raw_end) raw_fill(in);
        if (in->status != INPUT_OK) break;
        size_t have = in->raw_end - in->raw_start, room = n - produced;
        z->next_in = in->raw + in->raw_start;
        z->avail_in = (uInt)(have < UINT32_MAX ? have : UINT32_MAX);
        z->next_out = (Bytef *)buf + produced;
        z->avail_out = (uInt)(room < UINT32_MAX ? room : UINT32_MAX);
        uInt in0 = z->avail_in, out0 = z->avail_out;
        int rc = inflate(z, Z_NO_FLUSH);
        size_t used = in0 - z->avail_in, made = out0 - z->avail_out;
        in->raw_start += used;
        in->raw_off += used;
        produced += made;
        if (rc == Z_STREAM_END) {
            in->in_member = false;
        } else if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT || rc == Z_STREAM_ERROR || rc == Z_MEM_ERROR) {
            in->status = INPUT_GZ_CORRUPT;
            in->error_at = in->raw_off;
            snprintf(in->detail, sizeof in->detail, "%s", rc == Z_MEM_ERROR ? "out of memory" : z->msg ? z->msg : "invalid data");
        } else if (used == 0 && made == 0 && in->raw_eof && in->raw_start == in->raw_end) {
            in->status = INPUT_GZ_TRUNCATED;
            in->error_at = in->raw_off;
        }
    }
    uint64_t out = in->out + produced;
    if (in->status == INPUT_OK && out > INPUT_BOMB_FLOOR && out / INPUT_BOMB_RATIO > in->raw_off) {
        in->status = INPUT_GZ_BOMB;
        in->error_at = in->raw_off;
    }
    return produced;
}

size_t input_read(Input *in, char *buf, size_t n)
{
    if (!in->started && in->status == INPUT_OK) start(in);
    if (in->status != INPUT_OK || n == 0) return 0;
    size_t got = 0;
    if (in->gz) {
        got = read_gzip(in, buf, n);
    } else if (in->raw_start < in->raw_end) {
        got = in->raw_end - in->raw_start < n ? in->raw_end - in->raw_start : n;
        memcpy(buf, in->raw + in->raw_start, got);
        in->raw_start += got;
        in->raw_off += got;
    } else if (!in->raw_eof && in->fd >= 0) {
        /* plain files: straight into the caller's buffer */
        ssize_t k = read_some(in->fd, buf, n);
        if (k < 0) {
            in->status = INPUT_IO_ERROR;
            in->errno_at = errno;
        } else {
            got = (size_t)k;
            in->raw_off += got;
            in->raw_eof = k == 0;
        }
    }
    in->out += got;
    return got;
}

const char *input_problem(const Input *in, char *buf, size_t n)
{
    char err[128];
    unsigned long long at = (unsigned long long)in->error_at;
    switch (in->status) {
    case INPUT_OK: return NULL;
    case INPUT_NOT_OPENED:
    case INPUT_IO_ERROR: snprintf(buf, n, "%s", strerror_r(in->errno_at, err, sizeof err)); break;
    case INPUT_GZ_TRUNCATED:
        snprintf(buf, n, "gzip data ends early at byte %llu: the file was cut (a job killed while writing it?); what it held after that is lost", at);
        break;
    case INPUT_GZ_CORRUPT:
        if (strstr(in->detail, "check")) /* zlib: "incorrect data check", "incorrect length check" */
            snprintf(buf, n, "gzip data fails its checksum at byte %llu (%s): the file was damaged before that point, "
                     "so what was read from it may be wrong", at, in->detail);
        else
            snprintf(buf, n, "corrupt gzip data at byte %llu (%s); nothing after it can be read", at, in->detail);
        break;
    case INPUT_GZ_TRAILING:
        if (in->size > in->error_at)
            snprintf(buf, n, "%llu bytes after the end of the gzip data (at byte %llu) are not gzip data; they were not read",
                     (unsigned long long)(in->size - in->error_at), at);
        else
            snprintf(buf, n, "the bytes after the end of the gzip data (at byte %llu) are not gzip data; they were not read", at);
        break;
    case INPUT_GZ_BOMB:
        snprintf(buf, n, "gzip data inflates more than %u-fold (%llu bytes from the first %llu): a decompression bomb; reading stopped",
                 INPUT_BOMB_RATIO, (unsigned long long)in->out, at);
        break;
    }
    return buf;
}

void input_close(Input *in)
{
    if (in->z) {
        inflateEnd(in->z);
        free(in->z);
    }
    if (in->fd >= 0 && in->own_fd) close(in->fd);
    if (in->raw && in->raw != in->mem) free(in->raw);
    memset(in, 0, sizeof *in);
    in->fd = -1;
}
