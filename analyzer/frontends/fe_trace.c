/* TORCH_TRACE logs (spec §4): streamed record by record; each graph-carrying payload becomes
 * one Graph in its own arena, parsed by the front end of its format, handed to the sink and
 * freed, so memory stays bounded by the largest payload rather than the log. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "frontends/frontend.h"
#include "base/budget.h"
#include "base/md5.h"
#include "base/oom.h"
#include "diag/rules.h"
#include "frontends/detect.h"
#include "frontends/fe_trace.h"
#include "base/input.h"
#include "frontends/graph_emit.h"
#include "frontends/graph_text.h"
#include "frontends/line_reader.h"
#include "frontends/trace_compile.h"
#include "frontends/trace_meta.h"

/* ---- records ---- */

typedef enum PayloadKind { PAYLOAD_SKIP, PAYLOAD_GRAPH, PAYLOAD_EXPORT, PAYLOAD_MAYBE_GRAPH } PayloadKind;

typedef struct TraceState {
    Frontend *fe;
    const char *path;
    Arena graph_arena;   /* one graph at a time; reset after the sink */
    Arena scratch;       /* header sources for FX905 */
    /* the record being read */
    bool active;
    PayloadKind kind;
    uint32_t header_line;
    char *header;        /* copy of the header line (for diagnostics) */
    size_t header_len, header_cap;
    uint32_t json_off;
    char event[128];
    char compile_id[96];
    char md5[33];
    bool has_md5;
    GraphText pay;       /* its payload: the lines without their leading TAB */
    const char *pay_from, *pay_to; /* where its lines are as read, TABs and all */
    uint32_t pay_line;   /* the line of the first */
    bool lines_stay;     /* the reader's lines stay where they are for the whole run (memory
                            mode: a mapped file, an editor's document), so a graph waiting
                            for its compile to end is held by where its lines are, not copied */
    GraphText again;     /* a graph held by its lines, read again */
    bool stripped;       /* a payload line had lost its TAB: an editor stripped whitespace */
    bool skip;           /* a line of the record was over LINE_READER_MAX_LINE (reported): not checked */
    bool warned_orphan;
    int graphs;
    TraceCompiles *compiles; /* what each compile's records show; graphs held until it ends */
    bool want_payload;       /* the record's payload lines go to compiles (Dynamo's guards) */
    /* payloads whose has_payload digest is still to be checked, PENDING_TEXTS at a time */
    struct PendingDigest *pending;
    unsigned npending;
    size_t pending_bytes;
} TraceState;

/* Pending payloads are checked once there are PENDING_TEXTS of them or their bytes pass
 * PENDING_MAX_BYTES: four texts a lane keep md5_many's lanes full when lengths differ (fewer
 * left 43 % of them idle on a log of printed graphs). One larger than PENDING_ONE_BYTES is
 * checked alone when its record ends, and only buffers of up to twice that are swapped into a
 * pending slot (a larger one is copied from): the slots hold a few MiB whatever the log. */
#define PENDING_TEXTS (4 * MD5_LANES)
#define PENDING_MAX_BYTES ((size_t)2 << 20)
#define PENDING_ONE_BYTES ((size_t)1 << 20)

/* A payload checked against its has_payload digest later, with others at once (md5_many):
 * its text (the buffers of the record's GraphText, swapped out) and what its finding names. */
typedef struct PendingDigest {
    GraphText text;
    char *header;
    size_t header_len, header_cap;
    uint32_t header_line, json_off;
    char event[128];
    char compile_id[96];
    char md5[33];
} PendingDigest;

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Header := L MMDD ' ' HH:MM:SS.micros ' '+ id ' ' path:line '] ' json. Returns the offset of
 * the JSON object, or 0 when the line is not a header. */
static uint32_t header_json_offset(const char *s, size_t n)
{
    if (n < 20 || !(s[0] >= 'A' && s[0] <= 'Z')) return 0;
    for (int i = 1; i <= 4; i++)
        if (!is_digit(s[i])) return 0;
    if (s[5] != ' ' || !is_digit(s[6]) || !is_digit(s[7]) || s[8] != ':' || !is_digit(s[9]) ||
        !is_digit(s[10]) || s[11] != ':')
        return 0;
    for (size_t i = 12; i + 2 < n; i++)
        if (s[i] == ']' && s[i + 1] == ' ' && s[i + 2] == '{') return (uint32_t)(i + 2);
    return 0;
}

static const char *const graph_events[] = {
    "dynamo_output_graph", "aot_forward_graph", "aot_backward_graph", "aot_joint_graph",
    "aot_inference_graph", "inductor_pre_grad_graph", "inductor_post_grad_graph",
};

/* 2.13 writes Inductor's post-grad graph as an artifact (it was an event) and adds the graphs
 * before and after its joint-graph passes. */
static const char *const graph_artifacts[] = {
    "before_pre_grad_graph", "after_pre_grad_graph", "before_post_grad_graph",
    "after_post_grad_graph", "before_recompile_pre_grad", "after_recompile_pre_grad",
    "before_recompile_post_grad", "after_recompile_post_grad", "fx_graph_runnable",
    "inductor_post_grad_graph", "before_joint_graph", "after_joint_graph",
};

static bool in_list(const char *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(s, list[i]) == 0) return true;
    return false;
}

/* Where a finding about a record's header points: the header line, and the record's labels. */
typedef struct RecordAt {
    const char *header;
    size_t header_len;
    uint32_t header_line;
    const char *event, *compile_id;
} RecordAt;

static RecordAt record_at(const TraceState *st)
{
    return (RecordAt){st->header, st->header_len, st->header_line, st->event, st->compile_id};
}

/* A Source holding just the header line, so diagnostics point at the log's own line. */
static void header_source(TraceState *st, const RecordAt *r, Source *src)
{
    uint32_t line = r->header_line;
    size_t n = r->header_len;
    if (n && r->header[n - 1] == '\r') n--;
    char *copy = arena_strndup(&st->scratch, r->header, n);
    source_init_derived(src, &st->scratch, st->path, copy, (uint32_t)n, &line, NULL);
}

/* The trace context of a record, for its findings. */
static GraphLabel label_at(const char *event, const char *compile_id)
{
    return (GraphLabel){.event = event, .compile_id = compile_id, .stage = graph_stage_from_event(str_from(event)),
                        .hint = CAPTURE_HINT_NONE};
}

static GraphLabel label_of(const TraceState *st) { return label_at(st->event, st->compile_id); }

static void report_header_at(TraceState *st, const RecordAt *r, uint32_t from, uint32_t to, const char *fmt,
                             const char *arg)
{
    Source src;
    header_source(st, r, &src);
    if (to > src.len) to = src.len;
    if (from > to) from = to;
    uint32_t before = st->fe->diags ? st->fe->diags->len : 0;
    frontend_report(st->fe, &src, (Span){from, to}, RID_FX905, fmt, arg);
    GraphLabel label = label_at(r->event, r->compile_id);
    frontend_tag_diags(st->fe, before, &label);
    arena_reset(&st->scratch);
}

static void report_header(TraceState *st, uint32_t from, uint32_t to, const char *fmt, const char *arg)
{
    RecordAt r = record_at(st);
    report_header_at(st, &r, from, to, fmt, arg);
}

/* A compile that failed before printing any graph (its compilation_metrics record, just read):
 * said at that record, with PyTorch's reason and the user's frame, so the log does not pass as
 * clean for want of a graph (FX912). */
static void report_bare_failure(TraceState *st)
{
    TraceFailure f;
    if (!trace_compiles_bare_failure(st->compiles, &f)) return;
    Source src;
    RecordAt r = record_at(st);
    header_source(st, &r, &src);
    uint32_t before = st->fe->diags ? st->fe->diags->len : 0;
    Diag *d = frontend_report(st->fe, &src, (Span){st->json_off, src.len}, RID_FX912,
                              "compile %s failed before any graph of it was printed, so nothing of it was checked; "
                              "PyTorch: %s",
                              f.compile_id, f.reason);
    if (d && f.user_file) {
        Arena *a = st->fe->diags->arena;
        d->has_origin = true;
        d->origin = (DiagOrigin){arena_strdup(a, f.user_file), f.user_line, arena_strdup(a, f.user_fn),
                                 arena_strdup(a, f.user_code)};
    }
    GraphLabel label = label_of(st);
    label.compile_id = f.compile_id;
    frontend_tag_diags(st->fe, before, &label);
    arena_reset(&st->scratch);
}

/* The metadata fxlint reads must have the types PyTorch writes: integers for the compile id's
 * parts, 32 hex digits for has_payload. Anything else (an edited or damaged log) is said once
 * per record; the record is still read, without what did not fit. */
static void report_header_types(TraceState *st, const TraceMeta *m)
{
    static const char *const ints[] = {"frame_id", "frame_compile_id", "attempt"};
    const MetaInt *vals[] = {&m->frame_id, &m->frame_compile_id, &m->attempt};
    char what[256] = "";
    size_t w = 0;
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        if (vals[i]->present && !vals[i]->set && w < sizeof what)
            w += (size_t)snprintf(what + w, sizeof what - w, "%s'%s' is not an integer", w ? ", " : "", ints[i]);
    }
    if (m->has_payload.present && !st->has_md5 && w < sizeof what)
        w += (size_t)snprintf(what + w, sizeof what - w, "%s'has_payload' is not an MD5 digest (so the payload is not "
                              "checked against it)", w ? ", " : "");
    if (w)
        report_header(st, st->json_off, (uint32_t)st->header_len,
                      "TORCH_TRACE record header: %s; the log was edited or damaged", what);
}

static bool meta_str_is(const MetaStr *s, const char *lit)
{
    return s->set && s->len == strlen(lit) && memcmp(s->ptr, lit, s->len) == 0;
}

/* Whether s names one of list (jansson's strings hold no NUL: it refuses \u0000). */
static bool meta_in_list(const MetaStr *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (meta_str_is(s, list[i])) return true;
    return false;
}

static void copy_meta_str(char *dst, size_t cap, const MetaStr *s)
{
    size_t n = s->len;
    if (n >= cap) n = cap - 1;
    memcpy(dst, s->ptr, n);
    dst[n] = 0;
}

/* Whether s is 32 hex digits (an MD5 digest). */
static bool meta_is_md5(const MetaStr *s)
{
    if (!s->set || s->len != 32) return false;
    for (size_t i = 0; i < 32; i++)
        if (!s->ptr[i] || !strchr("0123456789abcdefABCDEF", s->ptr[i])) return false;
    return true;
}

/* Reads the event name (the first key), compile id, payload digest and kind from the JSON:
 * by trace_meta_scan, or with jansson where the scan is not sure (and for its errors). */
static bool read_header(TraceState *st, const char *json, size_t n)
{
    /* the first key names the event; read it from the text so key order is certain */
    const char *q = memchr(json, '"', n);
    const char *qe = q ? memchr(q + 1, '"', n - (size_t)(q + 1 - json)) : NULL;
    size_t en = q && qe ? (size_t)(qe - q - 1) : 0;
    if (en >= sizeof st->event) en = sizeof st->event - 1;
    if (en) memcpy(st->event, q + 1, en);
    st->event[en] = 0;

    TraceMeta m;
    json_t *root = NULL;
    if (!trace_meta_scan(json, n, st->event, &m)) {
        json_error_t err;
        root = json_loadb(json, n, 0, &err);
        if (!root || !json_is_object(root)) {
            uint32_t at = st->json_off + (uint32_t)(err.position > 0 ? err.position - 1 : 0);
            if (root) snprintf(err.text, sizeof err.text, "not a JSON object");
            st->event[0] = 0;
            report_header(st, at, at + 1, "TORCH_TRACE record header: broken JSON metadata (%s); record skipped",
                          err.text);
            json_decref(root);
            return false;
        }
        trace_meta_of_json(root, st->event, &m);
    }

    st->compile_id[0] = 0;
    if (m.frame_id.set && m.frame_compile_id.set) {
        long long a = m.attempt.set ? m.attempt.value : 0;
        if (a > 0)
            snprintf(st->compile_id, sizeof st->compile_id, "%lld/%lld_%lld", m.frame_id.value,
                     m.frame_compile_id.value, a);
        else
            snprintf(st->compile_id, sizeof st->compile_id, "%lld/%lld", m.frame_id.value, m.frame_compile_id.value);
    }
    st->has_md5 = meta_is_md5(&m.has_payload);
    report_header_types(st, &m);
    if (st->has_md5) copy_meta_str(st->md5, sizeof st->md5, &m.has_payload);
    char artifact[128] = "";
    if (strcmp(st->event, "artifact") == 0 && m.name.set) copy_meta_str(artifact, sizeof artifact, &m.name);
    st->want_payload = trace_compiles_record(st->compiles, st->event, artifact[0] ? artifact : NULL, st->compile_id,
                                             st->header_line, json, n, &m);
    if (strcmp(st->event, "compilation_metrics") == 0) report_bare_failure(st);

    st->kind = PAYLOAD_SKIP;
    if (strcmp(st->event, "exported_program") == 0) {
        st->kind = PAYLOAD_EXPORT;
    } else if (in_list(st->event, graph_events, sizeof graph_events / sizeof graph_events[0])) {
        st->kind = PAYLOAD_GRAPH;
    } else if (strcmp(st->event, "graph_dump") == 0) {
        /* inductor's wrapper/kernel code is C++ or Python source, not a graph: look first */
        if (!meta_str_is(&m.type, "cpp")) st->kind = PAYLOAD_MAYBE_GRAPH;
    } else if (strcmp(st->event, "artifact") == 0) {
        bool string = !m.encoding.set || meta_str_is(&m.encoding, "string");
        if (string && meta_in_list(&m.name, graph_artifacts, sizeof graph_artifacts / sizeof graph_artifacts[0])) {
            st->kind = PAYLOAD_GRAPH;
            copy_meta_str(st->event, sizeof st->event, &m.name);
        }
    }
    json_decref(root);
    return true;
}

/* Whether a payload whose digest as read was not `md5` matches it with the CRs of a CRLF log
 * removed. */
static bool digest_ok_without_cr(const GraphText *p, const char *md5)
{
    if (!p->had_cr) return false;
    char hex[33];
    Md5 c;
    md5_init(&c);
    size_t from = 0;
    for (size_t i = 0; i <= p->len; i++) {
        if (i == p->len || p->text[i] == '\n') {
            size_t e = i > from && p->text[i - 1] == '\r' ? i - 1 : i;
            md5_update(&c, p->text + from, e - from);
            if (i < p->len) md5_update(&c, "\n", 1);
            from = i + 1;
        }
    }
    unsigned char d[16];
    md5_final(&c, d);
    md5_digest_hex(d, hex);
    return strcmp(hex, md5) == 0;
}

static const char digest_mismatch[] =
    "TORCH_TRACE payload of %s does not match its has_payload MD5: the log was cut or edited; checked as it stands";

/* Whether a payload whose MD5 is `digest` matches has_payload `md5`, as read or without the CRs
 * of a CRLF log. */
static bool digest_matches(const GraphText *p, const unsigned char digest[16], const char *md5)
{
    char hex[33];
    md5_digest_hex(digest, hex);
    return strcmp(hex, md5) == 0 || digest_ok_without_cr(p, md5);
}

/* Checks the pending payloads against their has_payload digests, all at once: a payload that
 * matches neither as read nor without the CRs of a CRLF log is said at its header. */
static void check_digests(TraceState *st)
{
    if (!st->npending) return;
    const void *data[PENDING_TEXTS];
    size_t len[PENDING_TEXTS];
    unsigned char digest[PENDING_TEXTS][16];
    for (unsigned i = 0; i < st->npending; i++) data[i] = st->pending[i].text.text, len[i] = st->pending[i].text.len;
    md5_many(data, len, st->npending, digest);
    for (unsigned i = 0; i < st->npending; i++) {
        PendingDigest *p = &st->pending[i];
        if (!digest_matches(&p->text, digest[i], p->md5)) {
            RecordAt r = {p->header, p->header_len, p->header_line, p->event, p->compile_id};
            report_header_at(st, &r, p->json_off, (uint32_t)p->header_len, digest_mismatch, p->event);
        }
        graph_text_clear(&p->text);
    }
    st->npending = 0;
    st->pending_bytes = 0;
}

/* The record's payload, read and checked, is checked against its digest: a large one now, any
 * other later with others (check_digests). Whitespace-only lines that lost their TAB
 * (editor-stripped logs) cannot be restored exactly, so a payload with such lines is not
 * checked (the caller's part). */
static void check_digest(TraceState *st)
{
    GraphText *pay = &st->pay;
    if (pay->len > PENDING_ONE_BYTES) {
        unsigned char digest[16];
        md5_digest(pay->text, pay->len, digest);
        if (!digest_matches(pay, digest, st->md5))
            report_header(st, st->json_off, (uint32_t)st->header_len, digest_mismatch, st->event);
        return;
    }
    if (!st->pending) {
        st->pending = calloc(PENDING_TEXTS, sizeof *st->pending);
        if (!st->pending) abort();
    }
    PendingDigest *p = &st->pending[st->npending++];
    if (pay->cap <= 2 * PENDING_ONE_BYTES) {
        /* the text's buffers change places with the slot's (emptied) ones */
        GraphText t = p->text;
        p->text = *pay;
        *pay = t;
    } else {
        GraphText *t = &p->text;
        if (t->cap < pay->len + 1) {
            t->cap = pay->len + 1;
            t->text = oom_realloc(t->text, t->cap);
        }
        memcpy(t->text, pay->text, pay->len + 1);
        t->len = pay->len;
        t->had_cr = pay->had_cr;
    }
    if (p->header_cap < st->header_len + 1) {
        p->header_cap = st->header_len + 1;
        p->header = oom_realloc(p->header, p->header_cap);
    }
    memcpy(p->header, st->header, st->header_len);
    p->header[st->header_len] = 0;
    p->header_len = st->header_len;
    p->header_line = st->header_line;
    p->json_off = st->json_off;
    memcpy(p->event, st->event, sizeof p->event);
    memcpy(p->compile_id, st->compile_id, sizeof p->compile_id);
    memcpy(p->md5, st->md5, sizeof p->md5);
    st->pending_bytes += p->text.len;
    if (st->npending == PENDING_TEXTS || st->pending_bytes > PENDING_MAX_BYTES) check_digests(st);
}

static void pending_free(TraceState *st)
{
    if (!st->pending) return;
    for (unsigned i = 0; i < PENDING_TEXTS; i++) {
        graph_text_free(&st->pending[i].text);
        free(st->pending[i].header);
    }
    free(st->pending);
}

/* One graph's payload to its front end, labelled with what its compile's records showed. */
static void emit(TraceState *st, const GraphText *p, InputFormat fmt, const char *event, const char *compile_id)
{
    Arena *a = &st->graph_arena;
    Source *src = ARENA_NEW(a, Source);
    source_init_derived_lines(src, a, st->path, p->text, (uint32_t)p->len, p->line_start, p->nlines, p->root_line,
                              p->col_shift);
    src->shift_char = '\t'; /* payload lines lost their leading TAB */
    GraphLabel label = label_at(event, compile_id);
    label.hint = trace_compiles_hint(st->compiles, compile_id);
    st->graphs += frontend_emit_graph(st->fe, src, fmt, a, &label);
    arena_reset(a);
}

/* Adds a payload line as read (TAB and all) to t: the text without its TAB. A line that lost it
 * (an editor stripped whitespace) is kept whole. */
static void payload_line(GraphText *t, const char *line, size_t n, uint32_t lineno)
{
    if (n && line[0] == '\t') graph_text_add(t, line + 1, n - 1, lineno, 1, false);
    else graph_text_add(t, line, n, lineno, 0, false);
}

/* The text of a graph held by its lines (trace_compiles_hold_lines), read again as take_line
 * read it. */
static const GraphText *read_again(TraceState *st, const HeldGraph *h)
{
    graph_text_clear(&st->again);
    uint32_t lineno = h->first_line;
    for (const char *s = h->from;; lineno++) {
        const char *nl = memchr(s, '\n', (size_t)(h->to - s));
        payload_line(&st->again, s, nl ? (size_t)(nl - s) : (size_t)(h->to - s), lineno);
        if (!nl) break;
        s = nl + 1;
    }
    return &st->again;
}

/* Checks the held graphs whose compile has ended (every one, with `all`); out of time
 * (--file-timeout), a graph not begun is not checked. */
static void release_held(TraceState *st, bool all)
{
    HeldGraph *h;
    while (!budget_expired() && (h = trace_compiles_next(st->compiles, all))) {
        emit(st, h->from ? read_again(st, h) : &h->text, (InputFormat)h->fmt, h->event, h->compile_id);
        trace_compiles_release(st->compiles);
    }
}

/* The record is complete: check its payload and run its graph through the sink. */
static void finish_record(TraceState *st)
{
    const GraphText *p = &st->pay;
    bool digest = false;
    if (!st->active || st->kind == PAYLOAD_SKIP || st->skip) goto done;
    /* a payload's final newline leaves one empty last line; a record without one is empty */
    if (p->nlines == 0 || (p->nlines == 1 && p->len == 0)) goto done;
    if (p->too_big) {
        report_header(st, st->json_off, (uint32_t)st->header_len, "TORCH_TRACE payload of %s is too large to check",
                      st->event);
        goto done;
    }
    /* the payload is checked against has_payload once it is done with, most with others (a
     * payload whose lines lost their TAB is not: see check_digest) */
    digest = st->has_md5 && !st->stripped;
    /* FX IR and ExportedProgram text are told from the first lines; anything else is read as
     * printed code */
    InputFormat fmt = frontend_detect_graph(p->text, (uint32_t)p->len);
    if (st->kind == PAYLOAD_EXPORT) {
        fmt = FMT_EXPORT;
    } else if (st->kind == PAYLOAD_MAYBE_GRAPH) {
        if (fmt != FMT_FXIR && fmt != FMT_EXPORT && !str_contains(str_make(p->text, p->len), "def forward(")) goto done;
    } else if (fmt != FMT_FXIR && fmt != FMT_EXPORT) {
        fmt = FMT_READABLE;
    }
    trace_compiles_note_graph(st->compiles, st->compile_id);
    /* the records after the graph tell how its compile went: it waits for them, unless its
     * compile has ended (a backward compiled later) or it has none */
    if (!trace_compiles_holding(st->compiles) && (!st->compile_id[0] || trace_compiles_ended(st->compiles, st->compile_id)))
        emit(st, &st->pay, fmt, st->event, st->compile_id);
    else if (st->lines_stay)
        trace_compiles_hold_lines(st->compiles, &st->pay, st->pay_from, st->pay_to, st->pay_line, (int)fmt, st->event,
                                  st->compile_id);
    else
        trace_compiles_hold(st->compiles, &st->pay, (int)fmt, st->event, st->compile_id);
done:
    st->active = false;
    if (digest) check_digest(st);
    graph_text_clear(&st->pay);
    st->stripped = st->skip = false;
}

static void start_record(TraceState *st, const char *line, size_t n, uint32_t json_off, uint32_t lineno)
{
    if (st->header_cap < n + 1) {
        st->header_cap = n + 1 > 1024 ? n + 1 : 1024;
        st->header = oom_realloc(st->header, st->header_cap);
    }
    memcpy(st->header, line, n);
    st->header[n] = 0;
    st->header_len = n;
    st->header_line = lineno;
    st->json_off = json_off;
    st->event[0] = st->compile_id[0] = 0;
    st->want_payload = false;
    size_t jn = n - json_off;
    if (jn && line[n - 1] == '\r') jn--;
    st->active = read_header(st, line + json_off, jn);
    /* where PyTorch logged it from: `PATH:LINE] {` */
    const char *close = line + json_off - 2, *from = close;
    while (from > line && from[-1] != ' ') from--;
    trace_compiles_note_site(st->compiles, str_make(from, (size_t)(close - from)), lineno);
}

/* `V1206 15:18:15.925000 1500233 path:line] ...`: a glog line prefix, whatever follows it. */
static bool glog_prefix(const char *s, size_t n)
{
    if (n < 14 || !(s[0] >= 'A' && s[0] <= 'Z')) return false;
    for (int i = 1; i <= 4; i++)
        if (!is_digit(s[i])) return false;
    return s[5] == ' ' && is_digit(s[6]) && is_digit(s[7]) && s[8] == ':' && is_digit(s[9]) && is_digit(s[10]) &&
           s[11] == ':' && memchr(s, ']', n) != NULL;
}

/* A record header whose metadata is not a JSON object: the record (and its payload) is lost;
 * say so at the header, as for broken JSON. */
static void broken_header(TraceState *st, const char *line, size_t n, uint32_t lineno)
{
    finish_record(st);
    st->header_line = lineno;
    const char *br = memchr(line, ']', n);
    uint32_t at = br ? (uint32_t)(br - line) + 1 : 0;
    while (at < n && line[at] == ' ') at++;
    Source src;
    char *copy = arena_strndup(&st->scratch, line, n);
    source_init_derived(&src, &st->scratch, st->path, copy, (uint32_t)n, &lineno, NULL);
    frontend_report(st->fe, &src, (Span){at, (uint32_t)n}, RID_FX905,
                    "TORCH_TRACE record header without its JSON metadata object; record skipped");
    arena_reset(&st->scratch);
}

static void take_line(TraceState *st, const char *line, size_t n, uint32_t lineno)
{
    /* an editor's byte order mark before the first header */
    if (lineno == 1 && n >= 3 && memcmp(line, "\xef\xbb\xbf", 3) == 0) line += 3, n -= 3;
    uint32_t json_off = header_json_offset(line, n);
    if (json_off) {
        finish_record(st);
        start_record(st, line, n, json_off, lineno);
        release_held(st, false);
        return;
    }
    if (n && line[0] != '\t' && glog_prefix(line, n)) {
        broken_header(st, line, n, lineno);
        return;
    }
    bool blank = n == 0 || (n == 1 && line[0] == '\r');
    if (!st->active && st->header_line == 0) {
        /* text before the first record header */
        if (blank || st->warned_orphan) return;
        st->warned_orphan = true;
        st->header_line = lineno;
        st->header_len = 0;
        Arena *s = &st->scratch;
        Source src;
        char *copy = arena_strndup(s, line, n);
        source_init_derived(&src, s, st->path, copy, (uint32_t)n, &lineno, NULL);
        frontend_report(st->fe, &src, (Span){0, (uint32_t)n}, RID_FX905,
                        "TORCH_TRACE: text before the first record header is ignored");
        arena_reset(s);
        st->header_line = 0;
        return;
    }
    if (st->active && st->want_payload && n && line[0] == '\t')
        trace_compiles_payload_line(st->compiles, line + 1, n - 1, lineno);
    if (!st->active || st->kind == PAYLOAD_SKIP) return;
    if (!n || line[0] != '\t') st->stripped = true;
    if (!st->pay.nlines) st->pay_from = line, st->pay_line = lineno;
    st->pay_to = line + n;
    payload_line(&st->pay, line, n, lineno);
}

/* A line over LINE_READER_MAX_LINE: reported where it starts; its record is not checked. */
static void report_overlong(TraceState *st, uint32_t lineno)
{
    Source src;
    source_init_derived(&src, &st->scratch, st->path, "", 0, &lineno, NULL);
    uint32_t before = st->fe->diags ? st->fe->diags->len : 0;
    frontend_report(st->fe, &src, (Span){0, 0}, RID_FX905,
                    "TORCH_TRACE line %u is longer than %u MiB: skipped, and the record it belongs to is not checked",
                    lineno, (unsigned)(LINE_READER_MAX_LINE >> 20));
    if (st->active) {
        GraphLabel label = label_of(st);
        frontend_tag_diags(st->fe, before, &label);
    }
    arena_reset(&st->scratch);
    st->skip = st->active;
}

/* Lets go of the mapping's pages read past from `released` to `pos`, but for those of the
 * graphs held by their lines and of the payload being read (it may be held so); returns how far
 * it let go. */
static uint32_t release_read(TraceState *st, const Source *map, uint32_t released, uint32_t pos)
{
    const char *keep = trace_compiles_held_from(st->compiles);
    if (st->pay.nlines && (!keep || st->pay_from < keep)) keep = st->pay_from;
    if (keep && (uint32_t)(keep - map->text) < pos) pos = (uint32_t)(keep - map->text);
    return pos > released && pos - released >= ((uint32_t)4 << 20) ? source_release(map, released, pos) : released;
}

/* Reads the log's lines from r; `map`, when the text is a file's read-only mapping, lets go
 * of the pages read past (every line is copied out of it by what keeps anything but the
 * graphs held by their lines, whose pages it keeps until they are checked). */
static int trace_run(Frontend *fe, const char *path, LineReader *r, const Source *map)
{
    TraceState st;
    memset(&st, 0, sizeof st);
    st.fe = fe;
    st.path = path;
    st.compiles = trace_compiles_new();
    st.lines_stay = !r->f;
    arena_init(&st.graph_arena);
    arena_init(&st.scratch);
    const char *line;
    size_t n;
    /* --file-timeout: stop between lines; the record being read is not checked */
    bool expired = false;
    uint32_t released = 0;
    while (!(expired = budget_poll()) && line_reader_next(r, &line, &n)) {
        if (r->skipped_line) report_overlong(&st, r->lineno);
        else take_line(&st, line, n, r->lineno);
        if (map && r->pos - released >= ((uint64_t)4 << 20)) released = release_read(&st, map, released, (uint32_t)r->pos);
    }
    if (!expired) {
        finish_record(&st);
        release_held(&st, true);
    }
    /* the payloads read are checked against their digests, out of time or not, as each was
     * when its record ended */
    check_digests(&st);
    char why[256];
    const char *problem = r->f && r->error && !expired ? input_problem(r->f, why, sizeof why) : NULL;
    if (problem) {
        /* the records read so far were checked; say where the rest was lost: on the first
         * line that is missing */
        Source src;
        uint32_t lineno = r->lineno + 1;
        source_init_derived(&src, &st.scratch, path, "", 0, &lineno, NULL);
        if (r->lineno)
            frontend_report(fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s after line %u: %s", path, r->lineno,
                            problem);
        else
            frontend_report(fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s: %s", path, problem);
    }
    trace_compiles_free(st.compiles);
    pending_free(&st);
    arena_free(&st.graph_arena);
    arena_free(&st.scratch);
    free(st.header);
    graph_text_free(&st.pay);
    graph_text_free(&st.again);
    return st.graphs;
}

int fe_trace_stream(Frontend *fe, const char *path, Input *in, const char *head, uint32_t nhead)
{
    LineReader r;
    line_reader_init_input(&r, in, head, nhead);
    int graphs = trace_run(fe, path, &r, NULL);
    line_reader_fini(&r);
    return graphs;
}

int fe_trace_run_mapped(Frontend *fe, const char *path, int fd, uint64_t size)
{
    if (size == 0 || size >= UINT32_MAX) return -1;
    const char *text = source_map_file(fd, (uint32_t)size);
    if (!text) return -1;
    Source map;
    source_init_mapping(&map, text, (uint32_t)size);
    LineReader r;
    line_reader_init_mem(&r, text, size);
    r.limit = true;
    int graphs = trace_run(fe, path, &r, &map);
    source_unmap(text, (uint32_t)size);
    return graphs;
}

int fe_trace_run(Frontend *fe, const char *path)
{
    char why[256];
    Input in;
    int graphs = 0;
    if (input_open(&in, path, why, sizeof why) != 0) {
        Arena a;
        arena_init(&a);
        Source src;
        source_init(&src, &a, path, "", 0);
        frontend_report(fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s: %s", path, why);
        arena_free(&a);
    } else {
        graphs = fe_trace_stream(fe, path, &in, "", 0);
    }
    input_close(&in);
    return graphs;
}

int fe_trace_run_source(Frontend *fe, const Source *src)
{
    LineReader r;
    line_reader_init_mem(&r, src->text, src->len);
    return trace_run(fe, src->path ? src->path : "-", &r, NULL);
}
