/* Front-end dispatch: reads inputs through base/input.h (regular files only, gzip inflated,
 * its damage located, limits applied), detects their format and hands each to the front end
 * of its format; owns each Frontend's cached parser state. */
#include "frontends/dispatch.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "base/input.h"
#include "base/oom.h"
#include "diag/rules.h"
#include "frontends/fe_logs.h"
#include "frontends/fe_readable.h"
#include "frontends/fe_trace.h"
#include "frontends/graph_emit.h"
#include "frontends/printed.h"
#include "frontends/split.h"

/* tree-sitter's allocations end in oom_fail like everyone else's, not in its own abort. */
static void *ts_calloc_checked(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) oom_fail(n * size);
    return p;
}

static void install_allocator(void) { ts_set_allocator(oom_malloc, ts_calloc_checked, oom_realloc, free); }

void frontend_init(Frontend *fe, DiagList *diags, const Config *cfg, GraphSink sink, void *user)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, install_allocator);
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

static void report_unreadable(Frontend *fe, const char *path, const char *why)
{
    Arena a;
    arena_init(&a);
    Source src;
    source_init(&src, &a, path, "", 0);
    frontend_report(fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s: %s", path, why);
    arena_free(&a);
}

/* FX906 on line `line` (1-based) of `path`, a place the caller read up to. */
static void report_at_line(Frontend *fe, const char *path, uint32_t line, const char *fmt, const char *a,
                           uint32_t n, const char *b)
{
    Arena ar;
    arena_init(&ar);
    Source src;
    source_init_derived(&src, &ar, path, "", 0, &line, NULL);
    frontend_report(fe, &src, (Span){0, 0}, RID_FX906, fmt, a, n, b);
    arena_free(&ar);
}

/* FX906 where the text of `src` ends (the first line lost) for what stopped reading it early;
 * the text before was checked. */
static void report_cut(Frontend *fe, const Source *src, const char *why)
{
    uint32_t read = src->len && src->text[src->len - 1] == '\n' ? src->nlines - 1 : src->nlines;
    frontend_report(fe, src, (Span){src->len, src->len}, RID_FX906, "cannot read %s after line %u: %s",
                    src->path ? src->path : "-", read, why);
}

#define DETECT_BYTES (64u * 1024u)

/* Reads until n bytes or the end; returns how many. */
static size_t read_full(Input *in, char *buf, size_t n)
{
    size_t have = 0, got;
    while (have < n && (got = input_read(in, buf + have, n - have)) > 0) have += got;
    return have;
}

/* Reads the rest of an input held whole, up to INPUT_MAX_TEXT in all (*n bytes held, *cap
 * allocated, room kept for a NUL); false (with *buf still the caller's) when there is more. */
static bool read_rest(Input *in, char **buf, size_t *cap, size_t *n)
{
    for (;;) {
        if (*cap - *n < DETECT_BYTES + 1) {
            *cap *= 2;
            *buf = oom_realloc(*buf, *cap);
        }
        size_t room = *cap - *n - 1;
        if (room > INPUT_MAX_TEXT + 1 - *n) room = INPUT_MAX_TEXT + 1 - *n;
        size_t got = input_read(in, *buf + *n, room);
        *n += got;
        if (*n > INPUT_MAX_TEXT) return false;
        if (got == 0) return true;
    }
}

/* A stream that stopped on damage leaves half a line at its end: those bytes are not the
 * file's (the line reader drops them too). */
static size_t without_partial_line(const char *buf, size_t n)
{
    while (n > 0 && buf[n - 1] != '\n') n--;
    return n;
}

/* A UTF-8 byte order mark (editors on Windows write one) is not part of the dump: dropped, so
 * the columns of line 1 are the ones an editor shows. Returns the new length. */
static size_t without_bom(char *text, size_t n)
{
    if (n < 3 || memcmp(text, "\xef\xbb\xbf", 3) != 0) return n;
    memmove(text, text + 3, n - 3);
    return n - 3;
}

/* Whether a text's lines end in a lone CR (classic Mac): none ends in LF, some in CR. */
static bool lone_cr_lines(const char *text, size_t n) { return !memchr(text, '\n', n) && memchr(text, '\r', n); }

/* Such lines are read as if they ended in LF: one byte for another keeps every offset. */
static void cr_to_lf(char *text, size_t n)
{
    for (char *p = text; (p = memchr(p, '\r', n - (size_t)(p - text))) != NULL; p++) *p = '\n';
}

static void report_too_large(Frontend *fe, const char *name, const char *what)
{
    char why[256];
    snprintf(why, sizeof why, "too large to check: %s is read whole and may hold at most %llu MiB", what,
             (unsigned long long)(INPUT_MAX_TEXT >> 20));
    report_unreadable(fe, name, why);
}

/* Reads the rest of an input whose first n bytes are in *buf, whole, and runs it from memory
 * (passed over when it is not a dump and fmt is FMT_AUTO). What stopped the reading early is
 * an FX906 where the text ends. */
static int run_whole(Frontend *fe, const char *path, Input *in, char **buf, size_t cap, size_t n, InputFormat fmt,
                     const char *what)
{
    if (!read_rest(in, buf, &cap, &n)) {
        report_too_large(fe, path, what);
        return 0;
    }
    char why[256];
    const char *problem = input_problem(in, why, sizeof why);
    if (n == 0 && problem) {
        report_unreadable(fe, path, problem);
        return 0;
    }
    if (problem) n = without_partial_line(*buf, n);
    (*buf)[n] = 0;
    if (lone_cr_lines(*buf, n)) cr_to_lf(*buf, n);
    int r = 0;
    Arena a;
    arena_init(&a);
    Source src;
    source_init(&src, &a, path, *buf, (uint32_t)n);
    if (!pass_over(fe, fmt, *buf, (uint32_t)n)) r = run_text(fe, &src, fmt);
    if (problem) report_cut(fe, &src, problem);
    arena_free(&a);
    return r;
}

static bool gzip_image(const Source *src)
{
    return src->len >= 2 && (unsigned char)src->text[0] == 0x1f && (unsigned char)src->text[1] == 0x8b;
}

int frontend_run(Frontend *fe, const Source *src, InputFormat fmt)
{
    fe->not_a_dump = false;
    if (gzip_image(src)) {
        Input in;
        input_open_memory(&in, src->text, src->len);
        size_t cap = DETECT_BYTES + 1;
        char *buf = oom_malloc(cap);
        int r = run_whole(fe, src->path ? src->path : "-", &in, &buf, cap, 0, fmt, "inflated gzip data in memory");
        free(buf);
        input_close(&in);
        return r;
    }
    if (pass_over(fe, fmt, src->text, src->len)) return 0;
    return run_text(fe, src, fmt);
}

/* Runs the regular file open as fd (size bytes), when it holds one graph, from a read-only
 * mapping: the printed-code front end parses it piece by piece and drops the pages it is done
 * with, so memory follows a piece, not the file (a stream would hold the whole graph's text).
 * Returns the graphs produced, or -1 when it cannot be mapped (4 GiB or more, or mmap refused)
 * or may hold several graphs: the caller streams it through the splitter. The caller opened fd
 * through input_open, so it is a regular file (never a FIFO reopened by name). */
static int run_mapped(Frontend *fe, const char *path, int fd, uint64_t size, InputFormat fmt)
{
    if (size == 0 || size >= UINT32_MAX) return -1;
    uint32_t len = (uint32_t)size;
    const char *text = source_map_file(fd, len);
    if (!text) return -1;
    Source src;
    source_init_mapping(&src, text, len);
    /* first, whether it holds one graph: a walk over its line starts that lets go of the pages
     * behind it, so that a file of many graphs (streamed instead) never is in memory whole */
    uint32_t released = 0;
    for (const char *p = text, *end = text + len, *nl; p < end; p = nl + 1) {
        /* a line longer than the stream's limit (a sparse file's hole, a dump glued to binary
         * data) is not text to parse: streamed, the line reader skips it with an FX906 */
        size_t rest = (size_t)(end - p), look = rest > LINE_READER_MAX_LINE ? LINE_READER_MAX_LINE + 1 : rest;
        nl = memchr(p, '\n', look);
        if (!nl && look < rest) {
            source_unmap(text, len);
            return -1;
        }
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
    Input in;
    if (input_open(&in, path, why, sizeof why) != 0) {
        report_unreadable(fe, path, why);
        input_close(&in);
        return 0;
    }
    size_t cap = DETECT_BYTES + 1;
    char *buf = oom_malloc(cap);
    /* Read enough to recognise the format; a trace log is then streamed from here on. */
    size_t n = read_full(&in, buf, DETECT_BYTES);
    const char *problem = input_problem(&in, why, sizeof why);
    size_t raw_n = n;
    n = without_bom(buf, n);
    bool bom = n != raw_n;
    int graphs = 0;
    if (n == 0 && problem) {
        report_unreadable(fe, path, problem);
        goto done;
    }
    /* Dumps are text: a NUL byte early on means an image, an archive, a pickle. */
    if (n && memchr(buf, 0, n)) {
        report_unreadable(fe, path, "binary file (a NUL byte in its first bytes), not a printed graph");
        goto done;
    }
    InputFormat forced = fmt;
    if (fmt == FMT_AUTO) fmt = frontend_detect(buf, (uint32_t)n);
    if (fmt == FMT_TRACE) {
        /* a plain file that is not small is read from a mapping (fe_trace_run_mapped), unless
         * its bytes are not the text as read (a BOM dropped) */
        if (n == DETECT_BYTES && in.fd >= 0 && in.own_fd && !input_is_gzip(&in) && !bom &&
            (graphs = fe_trace_run_mapped(fe, path, in.fd, in.size)) >= 0)
            goto done;
        graphs = fe_trace_stream(fe, path, &in, buf, (uint32_t)n);
        goto done;
    }
    /* Whether the text holds anything PyTorch printed (printed.h) shows in a dump's first
     * lines. A text with no mark in its head is read whole to decide: passed over, or (a
     * mark further on, a printout that does not parse) read from memory. */
    if (forced == FMT_AUTO && printed_find_mark(buf, (uint32_t)n, NULL) == PRINTED_NONE) {
        graphs = run_whole(fe, path, &in, &buf, cap, n, FMT_AUTO, "a file without a mark of a printout in its head");
        goto done;
    }
    /* A plain file of one graph that is not small is mapped (see run_mapped), unless its
     * bytes are not the text as read: a BOM dropped, lone-CR line ends. */
    if (fmt != FMT_LOGS && n == DETECT_BYTES && in.fd >= 0 && in.own_fd && !input_is_gzip(&in) && !bom &&
        !lone_cr_lines(buf, n) && (graphs = run_mapped(fe, path, in.fd, in.size, forced)) >= 0)
        goto done;
    graphs = 0;
    /* Other formats are streamed too: the splitter holds one graph at a time, the TORCH_LOGS
     * reader one log record per process. */
    bool cr_lines = lone_cr_lines(buf, n);
    if (cr_lines) cr_to_lf(buf, n);
    LineReader r;
    line_reader_init_input(&r, &in, buf, n);
    r.cr_to_lf = cr_lines;
    graphs = fmt == FMT_LOGS ? fe_logs_run(fe, path, &r) : frontend_split_run(fe, path, &r, forced, NULL);
    if (r.nskipped)
        report_at_line(fe, path, r.first_skipped, "cannot read %s: line %u is longer than 64 MiB, skipped%s", path,
                       r.first_skipped, r.nskipped > 1 ? " (and the other lines that long)" : "");
    if (r.error && (problem = input_problem(&in, why, sizeof why)) != NULL)
        report_at_line(fe, path, r.lineno + 1, "cannot read %s after line %u: %s", path, r.lineno, problem);
    line_reader_fini(&r);
done:
    free(buf);
    input_close(&in);
    return graphs;
}

/* Reads an input held whole (stdin, or bytes in memory) into `a`, as frontend_read_stdin
 * says; `what` names it in the message when it is too large. */
static char *read_held(Frontend *fe, Arena *a, const char *name, Input *in, const char *what, uint32_t *len)
{
    char why[256];
    size_t cap = DETECT_BYTES + 1, n = 0;
    char *buf = oom_malloc(cap);
    bool whole = read_rest(in, &buf, &cap, &n);
    const char *problem = input_problem(in, why, sizeof why);
    n = without_bom(buf, n);
    char *text = NULL;
    if (!whole) {
        report_too_large(fe, name, what);
    } else if (n == 0 && problem) {
        report_unreadable(fe, name, problem);
    } else {
        if (problem) n = without_partial_line(buf, n);
        text = arena_strndup(a, buf, n);
        if (lone_cr_lines(text, n)) cr_to_lf(text, n);
        *len = (uint32_t)n;
        if (problem) {
            Source src;
            source_init(&src, a, name, text, (uint32_t)n);
            report_cut(fe, &src, problem);
        }
    }
    free(buf);
    return text;
}

char *frontend_read_stdin(Frontend *fe, Arena *a, const char *name, uint32_t *len)
{
    char why[256];
    Input in;
    input_open(&in, "-", why, sizeof why);
    char *text = read_held(fe, a, name, &in, "stdin", len);
    input_close(&in);
    return text;
}

char *frontend_read_memory(Frontend *fe, Arena *a, const char *name, const void *bytes, size_t n, uint32_t *len)
{
    Input in;
    input_open_memory(&in, bytes, n);
    char *text = read_held(fe, a, name, &in, "the text", len);
    input_close(&in);
    return text;
}
