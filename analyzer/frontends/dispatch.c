/* Front-end dispatch: reads files (plain or gzip), detects their format and hands each input
 * to the front end of its format; owns each Frontend's cached parser state. */
#include "frontends/dispatch.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "diag/rules.h"
#include "frontends/fe_logs.h"
#include "frontends/fe_readable.h"
#include "frontends/fe_trace.h"
#include "frontends/graph_emit.h"
#include "frontends/printed.h"
#include "frontends/split.h"

void frontend_init(Frontend *fe, DiagList *diags, const Config *cfg, GraphSink sink, void *user)
{
    memset(fe, 0, sizeof *fe);
    fe->diags = diags;
    fe->cfg = cfg;
    fe->sink = sink;
    fe->user = user;
}

void frontend_fini(Frontend *fe)
{
    if (fe->readable) fe_readable_free(fe->readable);
    fe->readable = NULL;
}

/* Inflates a gzip image held in memory into a malloc'd buffer; NULL when it is corrupt. */
static char *gunzip_memory(const char *data, uint32_t len, uint32_t *out_len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) return NULL;
    size_t cap = (size_t)len * 4 + 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = len;
    int rc;
    do {
        if (cap - n < 4096) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf) abort();
        }
        z.next_out = (Bytef *)buf + n;
        z.avail_out = (uInt)(cap - n - 1 < UINT32_MAX ? cap - n - 1 : UINT32_MAX);
        rc = inflate(&z, Z_NO_FLUSH);
        n = (size_t)((char *)z.next_out - buf);
        /* concatenated gzip members, as gzread accepts them */
        if (rc == Z_STREAM_END && z.avail_in > 0) rc = inflateReset(&z);
    } while (rc == Z_OK && n < UINT32_MAX - 1);
    inflateEnd(&z);
    if (rc != Z_STREAM_END || n >= UINT32_MAX - 1) {
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    *out_len = (uint32_t)n;
    return buf;
}

bool frontend_holds_dump(Frontend *fe, const char *text, uint32_t len)
{
    if (printed_find_mark(text, len, NULL) != PRINTED_NONE) return true;
    return printed_find_hint(text, len) && fe_readable_has_syntax_error(fe, text, len);
}

/* Whether an input of format `fmt` (FMT_AUTO: detected) is passed over as not a dump; sets
 * fe->not_a_dump. A named format means the user says it is one. */
static bool pass_over(Frontend *fe, InputFormat fmt, const char *text, uint32_t len)
{
    fe->not_a_dump = fmt == FMT_AUTO && !frontend_holds_dump(fe, text, len);
    return fe->not_a_dump;
}

/* Reads a text held in memory, of format `forced` (FMT_AUTO: detected), that is not a
 * TORCH_TRACE log: a TORCH_LOGS capture record by record, anything else graph by graph. */
static int run_text(Frontend *fe, const Source *src, InputFormat forced)
{
    InputFormat fmt = forced == FMT_AUTO ? frontend_detect(src->text, src->len) : forced;
    if (fmt == FMT_TRACE) return fe_trace_run_source(fe, src);
    LineReader r;
    line_reader_init_mem(&r, src->text, src->len);
    int n = fmt == FMT_LOGS ? fe_logs_run(fe, src->path ? src->path : "-", &r)
                            : frontend_split_run(fe, src->path ? src->path : "-", &r, forced, src);
    line_reader_fini(&r);
    return n;
}

int frontend_run(Frontend *fe, const Source *src, InputFormat fmt)
{
    fe->not_a_dump = false;
    if (src->len >= 2 && (unsigned char)src->text[0] == 0x1f && (unsigned char)src->text[1] == 0x8b) {
        uint32_t n;
        char *plain = gunzip_memory(src->text, src->len, &n);
        if (!plain) {
            frontend_report(fe, src, (Span){0, 0}, RID_FX906, "cannot read %s: corrupt gzip data",
                            src->path ? src->path : "-");
            return 0;
        }
        Arena a;
        arena_init(&a);
        Source inner;
        source_init(&inner, &a, src->path, plain, n);
        int r = frontend_run(fe, &inner, fmt);
        arena_free(&a);
        free(plain);
        return r;
    }
    if (pass_over(fe, fmt, src->text, src->len)) return 0;
    return run_text(fe, src, fmt);
}

static void report_unreadable(Frontend *fe, const char *path, const char *why)
{
    Arena a;
    arena_init(&a);
    Source src;
    source_init(&src, &a, path, "", 0);
    frontend_report(fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s: %s", path, why);
    arena_free(&a);
}

/* The reason a gz read failed, for FX906 messages. */
static const char *gz_reason(gzFile f, char *buf, size_t n)
{
    int zerr = 0;
    const char *msg = gzerror(f, &zerr);
    if (zerr == Z_ERRNO) return strerror_r(errno, buf, n); /* GNU strerror_r (_GNU_SOURCE) */
    return msg && *msg ? msg : "read error";
}

#define DETECT_BYTES (64u * 1024u)

/* Reads the rest of f into *buf (growing it; *n bytes held, *cap allocated, room kept for a
 * NUL). Returns 0, or -1 after reporting FX906 and closing f. */
static int read_rest(Frontend *fe, const char *path, gzFile f, char **buf, size_t *n, size_t *cap)
{
    char why[256];
    for (;;) {
        if (*cap - *n < DETECT_BYTES) {
            if (*cap > (size_t)UINT32_MAX) {
                report_unreadable(fe, path, "file too large (4 GiB or more)");
                gzclose(f);
                return -1;
            }
            *cap *= 2;
            *buf = realloc(*buf, *cap);
            if (!*buf) abort();
        }
        size_t room = *cap - *n - 1;
        int got = gzread(f, *buf + *n, (unsigned)(room < (1u << 30) ? room : (1u << 30)));
        if (got < 0) {
            report_unreadable(fe, path, gz_reason(f, why, sizeof why));
            gzclose(f);
            return -1;
        }
        if (got == 0) break;
        *n += (size_t)got;
    }
    if (*n >= UINT32_MAX) {
        report_unreadable(fe, path, "file too large (4 GiB or more)");
        gzclose(f);
        return -1;
    }
    return 0;
}

/* Runs the regular file at path, when it holds one graph, from a read-only mapping: the
 * printed-code front end parses it piece by piece and drops the pages it is done with, so
 * memory follows a piece, not the file (a stream would hold the whole graph's text). Returns
 * the graphs produced, or -1 when it cannot be mapped (not a regular file, empty, 4 GiB or
 * more) or may hold several graphs: the caller streams it through the splitter. */
static int run_mapped(Frontend *fe, const char *path, InputFormat fmt)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat st;
    const char *text = NULL;
    uint32_t len = 0;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && st.st_size < (off_t)UINT32_MAX) {
        len = (uint32_t)st.st_size;
        text = source_map_file(fd, len);
    }
    close(fd);
    if (!text) return -1;
    Source src;
    memset(&src, 0, sizeof src);
    src.text = text;
    src.len = len;
    src.mapped = true;
    /* first, whether it holds one graph: a walk over its line starts that lets go of the pages
     * behind it, so that a file of many graphs (streamed instead) never is in memory whole */
    uint32_t released = 0;
    for (const char *p = text, *end = text + len, *nl; p < end; p = nl + 1) {
        nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) nl = end;
        if (p != text && frontend_split_line_starts_more(p, (size_t)(nl - p))) {
            source_unmap(text, len);
            return -1;
        }
        if ((uint32_t)(nl - text) - released >= (4u << 20)) released = source_release(&src, released, (uint32_t)(nl - text));
    }
    Arena a;
    arena_init(&a);
    source_init(&src, &a, path, text, len);
    src.mapped = true;
    int n = frontend_emit_graph(fe, &src, fmt, &a, NULL);
    arena_free(&a);
    source_unmap(text, len);
    return n;
}

int frontend_run_path(Frontend *fe, const char *path, InputFormat fmt)
{
    char why[256];
    fe->not_a_dump = fmt == FMT_AUTO && strcmp(path, "-") != 0 && printed_known_not_graph(path);
    if (fe->not_a_dump) return 0;
    errno = 0;
    gzFile f = strcmp(path, "-") == 0 ? gzdopen(dup(0), "rb") : gzopen(path, "rb");
    if (!f) {
        report_unreadable(fe, path, errno ? strerror_r(errno, why, sizeof why) : "out of memory");
        return 0;
    }
    gzbuffer(f, 128u * 1024u);
    size_t cap = DETECT_BYTES + 1, n = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    /* Read enough to recognise the format; a trace log is then streamed from here on. */
    for (;;) {
        int got = gzread(f, buf + n, (unsigned)(DETECT_BYTES - n));
        if (got < 0) {
            report_unreadable(fe, path, gz_reason(f, why, sizeof why));
            gzclose(f);
            free(buf);
            return 0;
        }
        n += (size_t)got;
        if (got == 0 || n == DETECT_BYTES) break;
    }
    /* Dumps are text: a NUL byte early on means an image, an archive, a pickle. */
    if (n && memchr(buf, 0, n)) {
        report_unreadable(fe, path, "binary file (a NUL byte in its first bytes), not a printed graph");
        gzclose(f);
        free(buf);
        return 0;
    }
    InputFormat forced = fmt;
    if (fmt == FMT_AUTO) fmt = frontend_detect(buf, (uint32_t)n);
    if (fmt == FMT_TRACE) {
        int r = fe_trace_stream(fe, path, f, buf, (uint32_t)n);
        free(buf);
        return r;
    }
    /* Whether the text holds anything PyTorch printed (printed.h) shows in a dump's first
     * lines. A text with no mark in its head is read whole to decide: passed over, or (a
     * mark further on, a printout that does not parse) read from memory. */
    if (forced == FMT_AUTO && printed_find_mark(buf, (uint32_t)n, NULL) == PRINTED_NONE) {
        if (n == DETECT_BYTES && read_rest(fe, path, f, &buf, &n, &cap) < 0) {
            free(buf);
            return 0;
        }
        gzclose(f);
        buf[n] = 0;
        int r = 0;
        if (!pass_over(fe, FMT_AUTO, buf, (uint32_t)n)) {
            Arena a;
            arena_init(&a);
            Source src;
            source_init(&src, &a, path, buf, (uint32_t)n);
            r = run_text(fe, &src, FMT_AUTO);
            arena_free(&a);
        }
        free(buf);
        return r;
    }
    /* A plain file of one graph that is not small is mapped (see run_mapped). */
    if (fmt != FMT_LOGS && n == DETECT_BYTES && strcmp(path, "-") != 0 && gzdirect(f)) {
        int graphs = run_mapped(fe, path, forced);
        if (graphs >= 0) {
            gzclose(f);
            free(buf);
            return graphs;
        }
    }
    /* Other formats are streamed too: the splitter holds one graph at a time, the TORCH_LOGS
     * reader one log record per process. */
    LineReader r;
    line_reader_init_gz(&r, f, buf, n);
    free(buf);
    int graphs = fmt == FMT_LOGS ? fe_logs_run(fe, path, &r) : frontend_split_run(fe, path, &r, forced, NULL);
    if (r.error) report_unreadable(fe, path, gz_reason(f, why, sizeof why));
    line_reader_fini(&r);
    gzclose(f);
    return graphs;
}
