/* LSP soak (`make soak`, not in `make test`): drives `fxlint lsp` through pipes with random
 * edits, opens and closes over ten documents, with malformed messages mixed in, and checks
 * that the server survives, that its memory settles (RSS after the run within 10 % of RSS
 * after the first 1,000 operations), and that what it reports at the end equals what a fresh
 * server reports for the same texts.
 * usage: lsp_soak FXLINT [OPERATIONS [SEED]]   (defaults 10000 and 1)
 * The texts are the repository's samples/ (run from the repository root), edited with lines
 * of the same samples and small tokens; positions are UTF-16 code units, as the server says.
 * RSS is read after a 1.5 s pause each time (see settled_rss_kib). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define NDOCS 10

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("lsp_soak: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) die("out of memory");
    return p;
}

/* ---- random numbers (xorshift64*, seeded: a failure reproduces) ---- */

static uint64_t rng_state;
static uint64_t rnd(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}
static uint32_t below(uint32_t n) { return n ? (uint32_t)(rnd() % n) : 0; }

/* ---- a growable byte buffer ---- */

typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->p = xrealloc(b->p, b->cap);
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

/* ---- a server process and its pipes ---- */

typedef struct Server {
    pid_t pid;
    int to, from;   /* its stdin (we write), its stdout (we read) */
    Buf out;        /* framed messages not yet written */
    size_t out_off;
    Buf in;         /* bytes read, not yet a whole message */
    json_t *replies; /* id (as a string) -> response, for requests we wait on */
    uint64_t received;
} Server;

static void server_start(Server *s, const char *bin)
{
    memset(s, 0, sizeof *s);
    int a[2], b[2];
    if (pipe(a) || pipe(b)) die("pipe: %s", strerror(errno));
    s->pid = fork();
    if (s->pid < 0) die("fork: %s", strerror(errno));
    if (s->pid == 0) {
        dup2(a[0], 0);
        dup2(b[1], 1);
        close(a[0]), close(a[1]), close(b[0]), close(b[1]);
        execl(bin, bin, "lsp", (char *)NULL);
        _exit(127);
    }
    close(a[0]);
    close(b[1]);
    s->to = a[1];
    s->from = b[0];
    fcntl(s->to, F_SETFL, O_NONBLOCK);
    fcntl(s->from, F_SETFL, O_NONBLOCK);
    s->replies = json_object();
}

static void server_alive(const Server *s)
{
    int st;
    pid_t r = waitpid(s->pid, &st, WNOHANG);
    if (r == s->pid) {
        if (WIFSIGNALED(st)) die("the server died of signal %d", WTERMSIG(st));
        die("the server exited early with status %d", WEXITSTATUS(st));
    }
}

/* Takes the whole messages out of s->in. */
static void take_messages(Server *s)
{
    for (;;) {
        char *hdr_end = memmem(s->in.p, s->in.len, "\r\n\r\n", 4);
        if (!hdr_end) return;
        size_t hlen = (size_t)(hdr_end - s->in.p) + 4;
        char *cl = strcasestr(s->in.p, "Content-Length:");
        if (!cl || cl > hdr_end) die("server sent a header without Content-Length");
        size_t n = strtoul(cl + 15, NULL, 10);
        if (s->in.len < hlen + n) return;
        json_error_t err;
        json_t *msg = json_loadb(s->in.p + hlen, n, 0, &err);
        if (!msg) die("server sent bad JSON: %s", err.text);
        s->received++;
        json_t *id = json_object_get(msg, "id");
        if (id && !json_object_get(msg, "method")) {
            char key[64];
            if (json_is_integer(id)) snprintf(key, sizeof key, "%lld", (long long)json_integer_value(id));
            else snprintf(key, sizeof key, "%s", json_is_string(id) ? json_string_value(id) : "null");
            json_object_set(s->replies, key, msg);
        }
        json_decref(msg);
        memmove(s->in.p, s->in.p + hlen + n, s->in.len - hlen - n);
        s->in.len -= hlen + n;
    }
}

/* Moves bytes both ways for up to timeout_ms; returns when the output is written (and, with
 * wait_id, once that reply arrived). */
static json_t *pump(Server *s, const char *wait_id, int timeout_ms)
{
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        if (wait_id) {
            json_t *r = json_object_get(s->replies, wait_id);
            if (r && s->out_off == s->out.len) {
                json_incref(r);
                json_object_del(s->replies, wait_id);
                return r;
            }
        } else if (s->out_off == s->out.len) {
            return NULL;
        }
        struct pollfd p[2] = {{s->from, POLLIN, 0}, {s->to, s->out_off < s->out.len ? POLLOUT : 0, 0}};
        int k = poll(p, 2, 200);
        if (k < 0 && errno != EINTR) die("poll: %s", strerror(errno));
        if (p[0].revents & (POLLIN | POLLHUP)) {
            char chunk[65536];
            ssize_t got = read(s->from, chunk, sizeof chunk);
            if (got > 0) {
                buf_put(&s->in, chunk, (size_t)got);
                take_messages(s);
            } else if (got == 0) {
                server_alive(s);
                die("the server closed its output");
            }
        }
        if (p[1].revents & POLLOUT) {
            ssize_t put = write(s->to, s->out.p + s->out_off, s->out.len - s->out_off);
            if (put > 0) s->out_off += (size_t)put;
            else if (put < 0 && errno != EAGAIN) die("write to the server: %s", strerror(errno));
            if (s->out_off == s->out.len) s->out_off = s->out.len = 0;
        }
        if (p[1].revents & (POLLERR | POLLHUP)) {
            server_alive(s);
            die("the server closed its input");
        }
        struct timespec t1;
        clock_gettime(CLOCK_MONOTONIC, &t1);
        long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
        if (ms > timeout_ms) {
            server_alive(s);
            die("no reply %s within %d ms", wait_id ? wait_id : "(output)", timeout_ms);
        }
    }
}

static void send_raw(Server *s, const char *body, size_t n, bool framed)
{
    if (framed) {
        char hdr[64];
        int h = snprintf(hdr, sizeof hdr, "Content-Length: %zu\r\n\r\n", n);
        buf_put(&s->out, hdr, (size_t)h);
    }
    buf_put(&s->out, body, n);
    if (s->out.len > (1u << 20)) pump(s, NULL, 60000);
}

static void send_json(Server *s, json_t *msg)
{
    char *body = json_dumps(msg, JSON_COMPACT);
    send_raw(s, body, strlen(body), true);
    free(body);
    json_decref(msg);
}

static int next_id = 1;

/* Sends a request and waits for its reply (which the caller decrefs). */
static json_t *request(Server *s, const char *method, json_t *params)
{
    int id = next_id++;
    send_json(s, json_pack("{s:s,s:i,s:s,s:o}", "jsonrpc", "2.0", "id", id, "method", method, "params", params));
    char key[32];
    snprintf(key, sizeof key, "%d", id);
    return pump(s, key, 120000);
}

static void notify(Server *s, const char *method, json_t *params)
{
    send_json(s, json_pack("{s:s,s:s,s:o}", "jsonrpc", "2.0", "method", method, "params", params));
}

/* A field of /proc/PID/status in KiB ("VmRSS", "RssAnon", "RssFile"), or -1. */
static long status_kib(pid_t pid, const char *field)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    long kib = -1;
    size_t k = strlen(field);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, field, k) == 0 && line[k] == ':') kib = strtol(line + k + 1, NULL, 10);
    fclose(f);
    return kib;
}

/* The server's RSS once it has settled: read after a pause longer than the idle time after which
 * the server hands the heap's free pages back (LSP_IDLE_TRIM_MS), as after a pause in typing;
 * both measurements are taken the same way. */
static long settled_rss_kib(pid_t pid)
{
    usleep(1500 * 1000);
    return status_kib(pid, "VmRSS");
}

static void server_initialize(Server *s)
{
    /* a client that pulls: the server checks as edits come and answers pulls for the newest */
    json_t *r = request(s, "initialize",
                        json_pack("{s:i,s:{s:{s:{}}},s:{s:i}}", "processId", (int)getpid(), "capabilities",
                                  "textDocument", "diagnostic", "initializationOptions", "debounceMs", 0));
    if (!json_object_get(r, "result")) die("initialize failed");
    json_decref(r);
    notify(s, "initialized", json_object());
}

/* Shuts the server down; returns its exit status (-1 when it was killed by a signal). */
static int server_stop(Server *s)
{
    json_t *r = request(s, "shutdown", json_null());
    json_decref(r);
    notify(s, "exit", json_null());
    pump(s, NULL, 10000);
    close(s->to);
    int st = 0;
    for (int i = 0; i < 100; i++) {
        if (waitpid(s->pid, &st, WNOHANG) == s->pid) break;
        usleep(100000);
        if (i == 99) {
            kill(s->pid, SIGKILL);
            waitpid(s->pid, &st, 0);
            die("the server did not exit after shutdown and exit");
        }
    }
    close(s->from);
    json_decref(s->replies);
    free(s->in.p);
    free(s->out.p);
    return WIFSIGNALED(st) ? -1 : WEXITSTATUS(st);
}

/* ---- documents ---- */

typedef struct Doc {
    char uri[128];
    Buf text;
    bool open;
    int version;
} Doc;

static Doc docs[NDOCS];
static char **pool;       /* lines and tokens edits insert */
static uint32_t npool;
static char **samples;    /* whole sample texts, for opens */
static uint32_t nsamples;

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    Buf b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) buf_put(&b, chunk, n);
    fclose(f);
    if (!b.p) buf_put(&b, "", 0);
    *len = b.len;
    return b.p;
}

static void add_pool(const char *s, size_t n)
{
    pool = xrealloc(pool, sizeof *pool * (npool + 1));
    pool[npool] = strndup(s, n);
    if (!pool[npool]) die("out of memory");
    npool++;
}

static void load_samples(void)
{
    static const char *const files[] = {
        "samples/cond_mutation.py", "samples/cond_branch_dtype.py", "samples/cond_nested.py",
        "samples/while_carry_mismatch.py", "samples/scan_nonzero.py", "samples/effects_tokens.py",
        "samples/gm_code_dynamo.py", "samples/cond_fxir.txt", "samples/export_mutation.txt",
        "samples/trace_cond.log",
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        size_t len;
        char *t = slurp(files[i], &len);
        if (!t) die("cannot read %s (run from the repository root)", files[i]);
        samples = xrealloc(samples, sizeof *samples * (nsamples + 1));
        samples[nsamples++] = t;
        for (char *p = t; *p;) {
            char *nl = strchr(p, '\n');
            size_t n = nl ? (size_t)(nl - p) + 1 : strlen(p);
            add_pool(p, n);
            p += n;
        }
    }
    static const char *const tokens[] = {"", "_", "add_", "(", ")", "[", "]", "\"", ":", ",", " ", "    ",
                                         "\n", "f32[4]", "torch.ops.aten.", "é", "😀", "\t", "None", "#"};
    for (size_t i = 0; i < sizeof tokens / sizeof tokens[0]; i++) add_pool(tokens[i], strlen(tokens[i]));
}

/* UTF-16 length of the UTF-8 sequence starting with byte c. */
static uint32_t u16_units(unsigned char c) { return c >= 0xf0 ? 2 : 1; }
static uint32_t u8_len(unsigned char c) { return c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1; }

/* A random valid position of d: a line, and a UTF-16 column at a code point boundary; *off
 * receives its byte offset. */
static void random_position(const Doc *d, uint32_t *line, uint32_t *col, size_t *off)
{
    uint32_t nlines = 1;
    for (size_t i = 0; i < d->text.len; i++) nlines += d->text.p[i] == '\n';
    uint32_t l = below(nlines);
    size_t o = 0;
    for (uint32_t k = 0; k < l; k++) o = (size_t)(strchr(d->text.p + o, '\n') - d->text.p) + 1;
    size_t end = o;
    while (end < d->text.len && d->text.p[end] != '\n') end++;
    /* a column: walk a random number of code points into the line */
    uint32_t cps = 0;
    for (size_t i = o; i < end; i += u8_len((unsigned char)d->text.p[i])) cps++;
    uint32_t want = below(cps + 1), c = 0;
    size_t i = o;
    for (uint32_t k = 0; k < want && i < end; k++) {
        c += u16_units((unsigned char)d->text.p[i]);
        i += u8_len((unsigned char)d->text.p[i]);
    }
    if (i > end) i = end;
    *line = l;
    *col = c;
    *off = i;
}

static void doc_replace(Doc *d, size_t from, size_t to, const char *s)
{
    Buf nb = {0};
    buf_put(&nb, d->text.p, from);
    buf_put(&nb, s, strlen(s));
    buf_put(&nb, d->text.p + to, d->text.len - to);
    free(d->text.p);
    d->text = nb;
}

static void open_doc(Server *s, Doc *d, const char *text)
{
    Buf nb = {0};
    buf_put(&nb, text, strlen(text)); /* text may be d's own */
    free(d->text.p);
    d->text = nb;
    d->open = true;
    d->version = 1;
    notify(s, "textDocument/didOpen",
           json_pack("{s:{s:s,s:s,s:i,s:s}}", "textDocument", "uri", d->uri, "languageId", "python", "version",
                     d->version, "text", d->text.p));
}

/* The line range [line, line + 1) of d: byte offsets of its start and of the next line's
 * start (or the end), and the position of that end. */
static void line_bounds(const Doc *d, uint32_t line, size_t *from, size_t *to, uint32_t *end_line, uint32_t *end_col)
{
    size_t o = 0;
    for (uint32_t k = 0; k < line; k++) o = (size_t)(strchr(d->text.p + o, '\n') - d->text.p) + 1;
    const char *nl = memchr(d->text.p + o, '\n', d->text.len - o);
    *from = o;
    if (nl) {
        *to = (size_t)(nl - d->text.p) + 1;
        *end_line = line + 1, *end_col = 0;
    } else {
        *to = d->text.len;
        uint32_t c = 0;
        for (size_t i = o; i < d->text.len; i += u8_len((unsigned char)d->text.p[i])) c += u16_units((unsigned char)d->text.p[i]);
        *end_line = line, *end_col = c;
    }
}

static void send_change(Server *s, Doc *d, uint32_t l1, uint32_t c1, uint32_t l2, uint32_t c2, const char *text)
{
    notify(s, "textDocument/didChange",
           json_pack("{s:{s:s,s:i},s:[{s:{s:{s:i,s:i},s:{s:i,s:i}},s:s}]}", "textDocument", "uri", d->uri, "version",
                     ++d->version, "contentChanges", "range", "start", "line", l1, "character", c1, "end", "line",
                     l2, "character", c2, "text", text));
}

/* A pool entry that is a whole line (ends in '\n'). */
static const char *pool_line(void)
{
    for (;;) {
        const char *p = pool[below(npool)];
        size_t n = strlen(p);
        if (n && p[n - 1] == '\n') return p;
    }
}

/* One random change of an open document, applied here and sent. The changes are balanced
 * (a line replaced by a line, a line inserted as often as one deleted, small token edits), so
 * documents keep the size of the samples they started from and memory can settle. */
static void edit_doc(Server *s, Doc *d)
{
    uint32_t nlines = 1;
    for (size_t i = 0; i < d->text.len; i++) nlines += d->text.p[i] == '\n';
    uint32_t roll = below(100), line = below(nlines), l2, c2;
    size_t from, to;
    if (roll < 5) {
        /* a whole-text change */
        const char *t = samples[below(nsamples)];
        Buf nb = {0};
        buf_put(&nb, t, strlen(t));
        free(d->text.p);
        d->text = nb;
        notify(s, "textDocument/didChange",
               json_pack("{s:{s:s,s:i},s:[{s:s}]}", "textDocument", "uri", d->uri, "version", ++d->version,
                         "contentChanges", "text", d->text.p));
    } else if (roll < 45 || (roll < 60 && nlines > 400)) {
        /* a line replaced by another (or, in a long document, deleted) */
        line_bounds(d, line, &from, &to, &l2, &c2);
        const char *ins = roll < 45 ? pool_line() : "";
        doc_replace(d, from, to, ins);
        send_change(s, d, line, 0, l2, c2, ins);
    } else if (roll < 60) {
        /* a line inserted before another */
        line_bounds(d, line, &from, &to, &l2, &c2);
        const char *ins = pool_line();
        doc_replace(d, from, from, ins);
        send_change(s, d, line, 0, line, 0, ins);
    } else if (roll < 75) {
        line_bounds(d, line, &from, &to, &l2, &c2);
        doc_replace(d, from, to, "");
        send_change(s, d, line, 0, l2, c2, "");
    } else {
        /* a token edit: up to a few code points replaced by a token */
        uint32_t l1, c1;
        size_t o1, o2;
        random_position(d, &l1, &c1, &o1);
        o2 = o1;
        uint32_t ec = c1, take = below(6);
        while (take-- && o2 < d->text.len && d->text.p[o2] != '\n') {
            ec += u16_units((unsigned char)d->text.p[o2]);
            o2 += u8_len((unsigned char)d->text.p[o2]);
        }
        const char *tok = pool[npool - 1 - below(20)];
        doc_replace(d, o1, o2, tok);
        send_change(s, d, l1, c1, l1, ec, tok);
    }
}

/* A message the server must answer or drop without changing any document. */
static void send_malformed(Server *s)
{
    static const char *const bodies[] = {
        "{\"jsonrpc\":\"2.0\",\"id\":", /* cut JSON */
        "[1,2,3]",
        "{\"jsonrpc\":\"2.0\",\"id\":{\"x\":1},\"method\":\"textDocument/hover\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":900001,\"method\":\"no/such/method\",\"params\":{}}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\"file:///nowhere.py\",\"version\":2},\"contentChanges\":[{\"text\":\"x\"}]}}",
        "{\"jsonrpc\":\"2.0\",\"id\":900002,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{}}}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":5}}}",
        "{\"jsonrpc\":\"2.0\",\"id\":900003,\"method\":\"textDocument/diagnostic\",\"params\":[]}",
        "{\"jsonrpc\":\"2.0\",\"id\":900004,\"method\":\"initialize\",\"params\":{}}",
        "\xff\xfe not json at all",
    };
    uint32_t k = below(sizeof bodies / sizeof bodies[0] + 2);
    if (k == sizeof bodies / sizeof bodies[0]) {
        /* a header block without Content-Length */
        const char *junk = "Content-Type: text/plain\r\n\r\n";
        send_raw(s, junk, strlen(junk), false);
    } else if (k == sizeof bodies / sizeof bodies[0] + 1) {
        /* a Content-Length that is no number */
        const char *bad = "Content-Length: twelve\r\n\r\n";
        send_raw(s, bad, strlen(bad), false);
    } else {
        send_raw(s, bodies[k], strlen(bodies[k]), true);
    }
}

/* Bytes of text in the open documents. */
static size_t open_bytes(void)
{
    size_t n = 0;
    for (int i = 0; i < NDOCS; i++)
        if (docs[i].open) n += docs[i].text.len;
    return n;
}

/* The items the server reports for d now (pulled; it answers for the newest version). */
static json_t *pull(Server *s, const Doc *d)
{
    json_t *r = request(s, "textDocument/diagnostic", json_pack("{s:{s:s}}", "textDocument", "uri", d->uri));
    json_t *items = json_object_get(json_object_get(r, "result"), "items");
    if (!items) die("no diagnostics for %s: %s", d->uri, json_dumps(r, JSON_COMPACT));
    json_incref(items);
    json_decref(r);
    return items;
}

int main(int argc, char **argv)
{
    if (argc < 2) die("usage: lsp_soak FXLINT [OPERATIONS [SEED]]");
    const char *bin = argv[1];
    long nops = argc > 2 ? strtol(argv[2], NULL, 10) : 10000;
    rng_state = argc > 3 ? strtoull(argv[3], NULL, 10) * 0x9e3779b97f4a7c15ull + 1 : 0x9e3779b97f4a7c15ull;
    signal(SIGPIPE, SIG_IGN);
    load_samples();
    for (int i = 0; i < NDOCS; i++) snprintf(docs[i].uri, sizeof docs[i].uri, "file:///fxlint-soak/doc%d.py", i);

    Server s;
    server_start(&s, bin);
    server_initialize(&s);
    for (int i = 0; i < NDOCS; i++) open_doc(&s, &docs[i], samples[(uint32_t)i % nsamples]);

    size_t bytes_first = 0;
    long anon_first = -1, file_first = -1;
    long rss_first = -1, edits = 0, opens = NDOCS, closes = 0, malformed = 0, pulls = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long op = 1; op <= nops; op++) {
        Doc *d = &docs[below(NDOCS)];
        uint32_t roll = below(100);
        if (roll < 4) {
            send_malformed(&s);
            malformed++;
        } else if (roll < 8) {
            if (d->open) {
                notify(&s, "textDocument/didClose", json_pack("{s:{s:s}}", "textDocument", "uri", d->uri));
                d->open = false;
                closes++;
            } else {
                open_doc(&s, d, below(2) ? samples[below(nsamples)] : (d->text.p ? d->text.p : ""));
                opens++;
            }
        } else if (!d->open) {
            open_doc(&s, d, samples[below(nsamples)]);
            opens++;
        } else {
            edit_doc(&s, d);
            edits++;
        }
        if (d->open && below(4) == 0) {
            /* a pull is answered for the newest version: the server checks it now, as an
             * editor's pull after a pause in typing makes it (a burst is checked once) */
            json_decref(pull(&s, d));
            pulls++;
            server_alive(&s);
        }
        if (op == 1000) {
            for (int i = 0; i < NDOCS; i++)
                if (docs[i].open) json_decref(pull(&s, &docs[i]));
            rss_first = settled_rss_kib(s.pid);
            anon_first = status_kib(s.pid, "RssAnon");
            file_first = status_kib(s.pid, "RssFile");
            bytes_first = open_bytes();
        }
    }
    /* the end: every open document's diagnostics, then the RSS */
    json_t *final[NDOCS] = {0};
    for (int i = 0; i < NDOCS; i++)
        if (docs[i].open) final[i] = pull(&s, &docs[i]);
    long rss_end = settled_rss_kib(s.pid);
    long anon_end = status_kib(s.pid, "RssAnon"), file_end = status_kib(s.pid, "RssFile");
    size_t bytes_end = open_bytes();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    int status = server_stop(&s);

    /* a fresh server, the same texts */
    Server fresh;
    server_start(&fresh, bin);
    server_initialize(&fresh);
    int differ = 0, compared = 0;
    size_t ndiags = 0;
    for (int i = 0; i < NDOCS; i++) {
        if (!docs[i].open) continue;
        open_doc(&fresh, &docs[i], docs[i].text.p);
        json_t *again = pull(&fresh, &docs[i]);
        compared++;
        ndiags += json_array_size(again);
        if (!json_equal(again, final[i])) {
            differ++;
            char *a = json_dumps(final[i], JSON_COMPACT), *b = json_dumps(again, JSON_COMPACT);
            fprintf(stderr, "lsp_soak: %s differs from a fresh parse:\n  soaked: %.600s\n  fresh:  %.600s\n", docs[i].uri,
                    a, b);
            free(a);
            free(b);
        }
        json_decref(again);
        json_decref(final[i]);
    }
    int fresh_status = server_stop(&fresh);

    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    double growth = rss_first > 0 ? 100.0 * (double)(rss_end - rss_first) / (double)rss_first : 0;
    printf("lsp_soak: %ld operations in %.1f s: %ld edits, %ld opens, %ld closes, %ld malformed messages, %ld pulls; "
           "%llu messages from the server\n",
           nops, secs, edits, opens, closes, malformed, pulls, (unsigned long long)s.received);
    printf("lsp_soak: RSS after 1,000 operations %ld KiB, at the end %ld KiB (%+.1f %%); open documents %zu then %zu "
           "bytes\n",
           rss_first, rss_end, growth, bytes_first, bytes_end);
    printf("lsp_soak: of which anonymous (heap, stacks) %ld then %ld KiB, file-backed (code) %ld then %ld KiB\n",
           anon_first, anon_end, file_first, file_end);
    printf("lsp_soak: %d open documents (%zu diagnostics) compared with a fresh server: %d differ\n", compared, ndiags,
           differ);
    printf("lsp_soak: exit status after shutdown: %d (fresh server: %d)\n", status, fresh_status);
    bool ok = status == 0 && fresh_status == 0 && differ == 0 && (nops < 1000 || (rss_first > 0 && growth <= 10.0));
    printf("lsp_soak: %s\n", ok ? "passed" : "FAILED");
    for (uint32_t i = 0; i < npool; i++) free(pool[i]);
    free(pool);
    for (uint32_t i = 0; i < nsamples; i++) free(samples[i]);
    free(samples);
    for (int i = 0; i < NDOCS; i++) free(docs[i].text.p);
    return ok ? 0 : 1;
}
