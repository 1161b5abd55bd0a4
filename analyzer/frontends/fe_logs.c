/* TORCH_LOGS console output -> graphs. PyTorch's log formatter writes every line of a record
 * with the same prefix:
 *
 *   line    := [ '[rank' N ']:' ] LEVEL MMDD ' ' HH:MM:SS.uuuuuu ' ' PID ' ' PATH ':' LINE ']'
 *              [ ' [' COMPILE_ID ']' ] [ ' [__' ARTIFACT ']' ] ' ' message-line
 *   graph   := 'TRACED GRAPH' NL ' ===== ' NAME ' =====' NL ' ' FILENAME ' ' print_readable()
 *            | 'TRACED GRAPH' NL ' ' NAME ' ' FILENAME ' ' print_tabular()   (TORCH_LOGS=graph)
 *
 * A record is a run of lines with one prefix; records of other processes (ranks, compile
 * workers) and unprefixed output may come in between, so each process has its record open at
 * once. Graph code is collected line by line with each line's place in the file (its number,
 * the width of its prefix). Each process numbers its compiles on its own (every rank has a
 * 0/0), so a compile is a process's (compile_key). A graph of a compile is held until its
 * process has moved on to another compile, or to the end of the log (8 MB of graphs at most,
 * trace_compile.h), since what comes after it shows how its compile was captured: the
 * compile's AOTAutograd and Inductor artifacts, a failure naming its backend (`backend='aot_eager'
 * raised`, in the traceback on the console), its guards' grad mode; then it is parsed, checked
 * and freed.
 * Export prints its programs as plain records (`ExportedProgram:`, a GraphModule's code): a
 * record without TRACED GRAPH is read from a line that starts a graph. */
#include "frontends/fe_logs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/budget.h"
#include "diag/rules.h"
#include "frontends/graph_emit.h"
#include "frontends/graph_text.h"
#include "frontends/trace_compile.h"

#define MAX_STREAMS 16
#define MAX_FOLLOWED 64 /* streams whose compile is followed (trace_compiles_switch) */

typedef enum Phase {
    PH_LOOK,    /* before TRACED GRAPH, or a record that may print a graph without it */
    PH_NAME,    /* after TRACED GRAPH: ' ===== NAME =====' (or a table's first line) next */
    PH_FILE,    /* ' FILENAME class ...' next */
    PH_GRAPH,   /* collecting graph text */
    PH_SKIP,    /* a record that holds no graph */
} Phase;

typedef struct Record {
    bool open;
    bool guards;        /* a record of the guards artifact: each line may show the grad mode */
    char *key;          /* the prefix shared by the record's lines */
    size_t key_len, key_cap;
    char stream[48];    /* rank prefix and process id: whose record this is */
    size_t stream_len;
    uint64_t age;       /* when its last line was read, to close the oldest first */
    Phase phase;
    InputFormat fmt;
    uint32_t first_line;
    char artifact[64];
    char compile_id[64];
    char compile_key[80]; /* the compile of this process (compile_key) */
    char name[96];      /* the ===== NAME ===== header */
    GraphText graph;    /* the message lines of its graph, with their places in the file */
} Record;

typedef struct Logs {
    Frontend *fe;
    const char *path;
    Arena arena;
    Record recs[MAX_STREAMS];
    uint64_t clock;
    uint32_t log_lines; /* lines with a log prefix */
    int graphs;
    TraceCompiles *compiles; /* what each compile's lines show; its graphs held until then */
    char last_compile[80];   /* the key of the last compile seen: a traceback after it is its
                                failure's */
    struct {
        char key[48];
        size_t len, rank_len; /* the key: the rank prefix ([0, rank_len)), then the pid */
        uint64_t age;         /* when its last line was read */
        char compile[80];     /* the key of its compile, its last line's */
    } followed[MAX_FOLLOWED];
    int nfollowed;
} Logs;

/* ---- the line prefix ---- */

typedef struct Prefix {
    uint32_t msg;         /* where the message starts (the line's length when it is empty) */
    uint32_t key_len;     /* the prefix: [0, key_len) */
    Str stream, rank;     /* process id and rank prefix: lines of one process */
    Str compile_id, artifact;
    Str site;             /* PATH:LINE, where the line was logged from */
} Prefix;

static bool digit(char c) { return c >= '0' && c <= '9'; }

/* Reads the prefix of a TORCH_LOGS line; false when the line has none. */
static bool read_prefix(const char *s, size_t n, Prefix *p)
{
    memset(p, 0, sizeof *p);
    size_t i = 0;
    if (n > 6 && memcmp(s, "[rank", 5) == 0) {
        i = 5;
        while (i < n && digit(s[i])) i++;
        if (i + 1 >= n || s[i] != ']' || s[i + 1] != ':') return false;
        i += 2;
    }
    size_t i0 = i;
    /* LEVEL MMDD HH:MM:SS.uuuuuu */
    if (n < i + 22 || !strchr("VIWECD", s[i]) || !s[i]) return false;
    for (int k = 1; k <= 4; k++)
        if (!digit(s[i + (size_t)k])) return false;
    const char *t = s + i + 5;
    if (t[0] != ' ' || !digit(t[1]) || !digit(t[2]) || t[3] != ':' || !digit(t[4]) || !digit(t[5]) || t[6] != ':' ||
        !digit(t[7]) || !digit(t[8]) || t[9] != '.')
        return false;
    i += 15;
    while (i < n && digit(s[i])) i++;
    if (i >= n || s[i] != ' ') return false;
    size_t pid = ++i;
    while (i < n && digit(s[i])) i++;
    if (i == pid || i >= n || s[i] != ' ') return false;
    size_t pid_end = i;
    /* PATH:LINE] : the first ']' after ':' and digits */
    size_t close = 0;
    for (size_t k = i + 1; k < n; k++) {
        if (s[k] != ']') continue;
        size_t d = k;
        while (d > i && digit(s[d - 1])) d--;
        if (d < k && d > i + 1 && s[d - 1] == ':') {
            close = k;
            break;
        }
    }
    if (!close) return false;
    p->site = str_make(s + pid_end + 1, close - pid_end - 1);
    i = close + 1;
    /* ' [COMPILE_ID]' then ' [__ARTIFACT]' */
    for (int k = 0; k < 2; k++) {
        if (i + 2 >= n || s[i] != ' ' || s[i + 1] != '[') break;
        const char *e = memchr(s + i + 2, ']', n - i - 2);
        if (!e) break;
        Str inner = str_make(s + i + 2, (size_t)(e - s - i - 2));
        bool art = str_starts(inner, "__");
        if (!inner.len || memchr(inner.ptr, ' ', inner.len) || (k == 1 && !art) || (art && p->artifact.len)) break;
        if (art) p->artifact = str_slice(inner, 2, inner.len);
        else if (!p->compile_id.len) p->compile_id = inner;
        i = (size_t)(e - s) + 1;
    }
    p->key_len = (uint32_t)i;
    p->msg = (uint32_t)(i < n && s[i] == ' ' ? i + 1 : i);
    /* the stream: rank and pid (level and time change from record to record) */
    p->stream = str_make(s + pid, pid_end - pid);
    p->rank = str_make(s, i0);
    return true;
}

/* ---- graph text ---- */

static bool starts(const char *s, size_t n, const char *lit)
{
    size_t k = strlen(lit);
    return n >= k && memcmp(s, lit, k) == 0;
}

/* Where a graph's first line starts in a message line: at `class NAME(` or `def forward(`
 * after the file name that lazy_format_graph_code prints before it; -1 when neither is there. */
static long graph_start(const char *s, size_t n)
{
    for (size_t i = 0; i + 6 <= n; i++) {
        if ((i == 0 || s[i - 1] == ' ') &&
            (starts(s + i, n - i, "class ") || starts(s + i, n - i, "def forward(")))
            return (long)i;
    }
    return -1;
}

/* `opcode  name  target  args  kwargs`: the header of a TORCH_LOGS=graph table. */
static long table_start(const char *s, size_t n)
{
    const char *o = memmem(s, n, "opcode ", 7);
    if (!o || !memmem(o, n - (size_t)(o - s), " kwargs", 7)) return -1;
    return o - s;
}

/* A message line that starts a graph in a record without TRACED GRAPH (export's logs). */
static bool plain_graph_line(const char *s, size_t n)
{
    return starts(s, n, "ExportedProgram:") || starts(s, n, "graph():") || starts(s, n, "def forward(") ||
           (starts(s, n, "class ") && memchr(s, '(', n));
}

/* Artifacts whose records never hold a graph: not looked into. */
static bool artifact_without_graphs(const char *a)
{
    static const char *const graphs[] = {
        "graph", "graph_code", "graph_code_verbose", "aot_graphs", "aot_joint_graph", "aot_graphs_effects",
        "pre_grad_graphs", "post_grad_graphs", "compiled_autograd", "compiled_autograd_verbose", "ddp_graphs",
    };
    if (!a[0]) return false;
    for (size_t i = 0; i < sizeof graphs / sizeof graphs[0]; i++)
        if (strcmp(a, graphs[i]) == 0) return false;
    return true;
}

/* The stage a header names: lazy_format_graph_code's names in Dynamo, AOTAutograd and Inductor. */
static GraphStage stage_of(const Record *r, bool *maybe_inference)
{
    const char *h = r->name;
    *maybe_inference = false;
    if (strncmp(h, "Forward graph", 13) == 0) {
        *maybe_inference = true;
        return STAGE_AOT_FORWARD;
    }
    if (strncmp(h, "Backward graph", 14) == 0) return STAGE_AOT_BACKWARD;
    if (strncmp(h, "Joint graph", 11) == 0) return STAGE_AOT_JOINT;
    if (strncmp(h, "BEFORE PRE GRAD", 15) == 0) return STAGE_PRE_GRAD;
    if (strncmp(h, "AFTER POST GRAD", 15) == 0) return STAGE_POST_GRAD;
    if (strncmp(h, "__compiled_fn", 13) == 0 || strncmp(h, "pre insert_deferred_runtime_asserts", 35) == 0 ||
        strcmp(h, "tensorify_python_scalars") == 0)
        return STAGE_DYNAMO;
    return STAGE_UNKNOWN;
}

static void copy_str(char *dst, size_t cap, Str s)
{
    size_t n = s.len < cap ? s.len : cap - 1;
    if (n) memcpy(dst, s.ptr, n);
    dst[n] = 0;
}

/* Reports an input problem at one line of the file. */
static void report_line(Logs *lg, Record *r, uint32_t line, const char *fmt, const char *arg)
{
    Source src;
    source_init_derived(&src, &lg->arena, lg->path, "", 0, &line, NULL);
    GraphLabel label = {.event = r->artifact[0] ? r->artifact : NULL,
                        .compile_id = r->compile_id[0] ? r->compile_id : NULL,
                        .stage = STAGE_UNKNOWN,
                        .hint = CAPTURE_HINT_NONE};
    uint32_t before = lg->fe->diags ? lg->fe->diags->len : 0;
    frontend_report(lg->fe, &src, (Span){0, 0}, RID_FX901, fmt, arg);
    frontend_tag_diags(lg->fe, before, &label);
    arena_reset(&lg->arena);
}

/* The held graphs that may be checked now (every one, with `all`), each labelled with what its
 * compile's lines showed. */
static void release_held(Logs *lg, bool all)
{
    HeldGraph *h;
    /* out of time (--file-timeout), a graph not begun is not checked */
    while (!budget_expired() && (h = trace_compiles_next(lg->compiles, all))) {
        Arena *a = &lg->arena;
        Source *src = ARENA_NEW(a, Source);
        GraphText *gt = &h->text;
        source_init_derived_lines(src, a, lg->path, gt->text, (uint32_t)gt->len, gt->line_start, gt->nlines, gt->root_line,
                                  gt->col_shift);
        char shown[64]; /* the compile id the log prints: the key up to its process's number */
        size_t n = strcspn(h->compile_id, "#");
        copy_str(shown, sizeof shown, str_make(h->compile_id, n));
        GraphLabel label = {.event = h->event[0] ? h->event : NULL,
                            .compile_id = shown[0] ? shown : NULL,
                            .stage = (GraphStage)h->stage,
                            .maybe_inference = h->maybe_inference,
                            .hint = trace_compiles_hint(lg->compiles, h->compile_id)};
        lg->graphs += frontend_emit_graph(lg->fe, src, (InputFormat)h->fmt, a, &label);
        arena_reset(a);
        trace_compiles_release(lg->compiles);
    }
}

/* The record ended: its graph, if it collected one, goes to the front end of its form. */
static void finish(Logs *lg, Record *r)
{
    if (!r->open) return;
    if (r->phase == PH_NAME || r->phase == PH_FILE)
        report_line(lg, r, r->first_line, "TORCH_LOGS: a TRACED GRAPH record of %s without graph code",
                    r->artifact[0] ? r->artifact : "a log");
    GraphText *gt = &r->graph;
    if (r->phase == PH_GRAPH && gt->too_big)
        report_line(lg, r, r->first_line, "TORCH_LOGS: the graph of %s is too large to check",
                    r->artifact[0] ? r->artifact : "a log");
    if (r->phase == PH_GRAPH && !gt->too_big && gt->nlines) {
        bool maybe_inference;
        GraphStage stage = stage_of(r, &maybe_inference);
        if (stage == STAGE_AOT_JOINT || stage == STAGE_AOT_BACKWARD)
            trace_compiles_note_training(lg->compiles, r->compile_key, r->first_line);
        HeldGraph *h = trace_compiles_hold(lg->compiles, gt, (int)r->fmt, r->artifact, r->compile_key);
        h->stage = (int)stage, h->maybe_inference = maybe_inference;
        release_held(lg, false);
    }
    r->open = false;
    graph_text_clear(gt);
}

/* The open record of this line's process, or NULL. */
static Record *open_record(Logs *lg, Str stream)
{
    for (int i = 0; i < MAX_STREAMS; i++) {
        Record *r = &lg->recs[i];
        if (r->open && r->stream_len == stream.len && memcmp(r->stream, stream.ptr, stream.len) == 0) return r;
    }
    return NULL;
}

/* A slot for a process without an open record: a free one, else the oldest, finished. */
static Record *free_record(Logs *lg)
{
    Record *oldest = NULL;
    for (int i = 0; i < MAX_STREAMS; i++) {
        Record *r = &lg->recs[i];
        if (!r->open) return r;
        if (!oldest || r->age < oldest->age) oldest = r;
    }
    finish(lg, oldest);
    return oldest;
}

static void start(Record *r, const Prefix *p, Str stream, const char *key, const char *line, uint32_t lineno)
{
    r->stream_len = stream.len;
    memcpy(r->stream, stream.ptr, stream.len);
    if (r->key_cap < p->key_len + 1) {
        r->key_cap = p->key_len + 64;
        r->key = realloc(r->key, r->key_cap);
        if (!r->key) abort();
    }
    memcpy(r->key, line, p->key_len);
    r->key_len = p->key_len;
    copy_str(r->artifact, sizeof r->artifact, p->artifact);
    copy_str(r->compile_id, sizeof r->compile_id, p->compile_id);
    copy_str(r->compile_key, sizeof r->compile_key, str_from(key));
    r->name[0] = 0;
    r->open = true;
    r->first_line = lineno;
    r->fmt = FMT_AUTO;
    r->phase = artifact_without_graphs(r->artifact) ? PH_SKIP : PH_LOOK;
}

/* One message line of an open record. */
static void take_message(Logs *lg, Record *r, const char *s, size_t n, uint32_t lineno, uint32_t col)
{
    size_t t = n;
    while (t && (s[t - 1] == '\r' || s[t - 1] == ' ')) t--;
    bool traced = t == 12 && memcmp(s, "TRACED GRAPH", 12) == 0;
    if (traced && r->phase != PH_LOOK && r->phase != PH_SKIP) {
        /* two records of one place and millisecond: TRACED GRAPH starts the second */
        finish(lg, r);
        r->open = true, r->phase = PH_LOOK, r->first_line = lineno, r->fmt = FMT_AUTO, r->name[0] = 0;
    }
    switch (r->phase) {
    case PH_SKIP: return;
    case PH_LOOK:
        if (traced) {
            r->phase = PH_NAME;
            r->first_line = lineno;
        } else if (plain_graph_line(s, n)) {
            /* export's str(gm) and ExportedProgram; an AOT cache hit's "Forward graph (from
             * cache)", an empty line, then the graph at the message's start */
            r->phase = PH_GRAPH;
            r->first_line = lineno;
            graph_text_add(&r->graph, s, n, lineno, col, true);
        } else if (!r->name[0] && t) {
            copy_str(r->name, sizeof r->name, str_make(s, t));
        }
        return;
    case PH_NAME: {
        const char *eq = memmem(s, n, "===== ", 6);
        const char *eq2 = eq ? memmem(eq + 6, n - (size_t)(eq + 6 - s), " =====", 6) : NULL;
        if (eq && eq2) {
            copy_str(r->name, sizeof r->name, str_make(eq + 6, (size_t)(eq2 - eq - 6)));
            r->phase = PH_FILE;
            return;
        }
        long tab = table_start(s, n);
        if (tab >= 0) {
            /* ' NAME FILENAME opcode ...': the name is the first word */
            size_t b = 0;
            while (b < n && s[b] == ' ') b++;
            size_t e = b;
            while (e < n && s[e] != ' ') e++;
            copy_str(r->name, sizeof r->name, str_make(s + b, e - b));
            r->fmt = FMT_TABULAR;
            r->phase = PH_GRAPH;
            graph_text_add(&r->graph, s + tab, n - (size_t)tab, lineno, col + (uint32_t)tab, true);
            return;
        }
        r->phase = PH_FILE; /* no header line: look for the code on this one */
    }
    /* fall through */
    case PH_FILE: {
        long g = graph_start(s, n);
        if (g < 0) {
            if (t == 0 || memmem(s, n, "Tabulate module missing", 23)) return;
            r->phase = PH_NAME; /* report it when the record ends */
            return;
        }
        r->phase = PH_GRAPH;
        graph_text_add(&r->graph, s + g, n - (size_t)g, lineno, col + (uint32_t)g, true);
        return;
    }
    case PH_GRAPH:
        graph_text_add(&r->graph, s, n, lineno, col, true);
        return;
    }
}

/* The place of a process among those followed, added when there is room; -1 past
 * MAX_FOLLOWED (its compiles are pinned: trace_compiles_pin). */
static int stream_slot(Logs *lg, Str stream, size_t rank_len)
{
    for (int i = 0; i < lg->nfollowed; i++)
        if (str_eq(str_make(lg->followed[i].key, lg->followed[i].len), stream)) return i;
    if (lg->nfollowed == MAX_FOLLOWED || stream.len > sizeof lg->followed[0].key) return -1;
    int i = lg->nfollowed++;
    memcpy(lg->followed[i].key, stream.ptr, stream.len);
    lg->followed[i].len = stream.len;
    lg->followed[i].rank_len = rank_len;
    lg->followed[i].compile[0] = 0;
    return i;
}

/* The key of compile `id` of the process at `slot`. Compile ids are per process, and one log
 * may hold several (ranks under torchrun, each numbering its frames 0/0, 1/0, ...), so each
 * process's compiles are its own: the first process followed keeps the ids as printed (a log
 * of one process has no other), another's get its number after '#', which no id holds. The
 * processes not followed share the ids as printed. */
static void compile_key(int slot, Str id, char *out, size_t cap)
{
    if (slot <= 0) copy_str(out, cap, id);
    else snprintf(out, cap, "%.*s#%d", (int)id.len, id.ptr, slot);
}

/* A line of the process at `slot` in compile `key`: a process whose lines move to another
 * compile has left the one it was in (trace_compiles_switch), whose graphs may be checked now. */
static void follow(Logs *lg, int slot, const char *key)
{
    if (slot < 0) {
        trace_compiles_pin(lg->compiles, key);
        return;
    }
    char *now = lg->followed[slot].compile;
    if (strcmp(now, key) == 0) return;
    trace_compiles_switch(lg->compiles, now, key);
    copy_str(now, sizeof lg->followed[slot].compile, str_from(key));
    release_held(lg, false);
}

/* The compile a line without a log prefix belongs to: under torchrun, a rank's console lines
 * (its traceback) carry its `[rankN]:` prefix, and are that rank's process's last compile's;
 * any other line is the last compile seen. */
static const char *unprefixed_compile(Logs *lg, const char *line, size_t n)
{
    size_t r = 0;
    if (n > 6 && memcmp(line, "[rank", 5) == 0) {
        r = 5;
        while (r < n && digit(line[r])) r++;
        r = r + 1 < n && line[r] == ']' && line[r + 1] == ':' ? r + 2 : 0;
    }
    int best = -1;
    for (int i = 0; r && i < lg->nfollowed; i++)
        if (lg->followed[i].rank_len == r && memcmp(lg->followed[i].key, line, r) == 0 && lg->followed[i].compile[0] &&
            (best < 0 || lg->followed[i].age > lg->followed[best].age))
            best = i;
    return best >= 0 ? lg->followed[best].compile : lg->last_compile;
}

static void take_line(Logs *lg, const char *line, size_t n, uint32_t lineno)
{
    Prefix p;
    if (!read_prefix(line, n, &p)) {
        /* not a log line: other output on the console, a traceback among it */
        trace_compiles_note_failure(lg->compiles, unprefixed_compile(lg, line, n), line, n, lineno);
        return;
    }
    lg->log_lines++;
    /* whose line: the rank prefix and the process id */
    char key[48];
    size_t kn = 0;
    for (Str part = p.rank; kn < sizeof key && part.len; part.ptr++, part.len--) key[kn++] = part.ptr[0];
    size_t rank_len = kn;
    for (Str part = p.stream; kn < sizeof key && part.len; part.ptr++, part.len--) key[kn++] = part.ptr[0];
    Str stream = str_make(key, kn);
    /* a line of the record open (the same prefix: the same compile and artifact) adds only its
     * message; a record's first line says what its compile and artifact show */
    Record *r = open_record(lg, stream);
    bool more = r && r->key_len == p.key_len && memcmp(r->key, line, p.key_len) == 0;
    int slot = -1;
    if (more && p.compile_id.len) {
        copy_str(lg->last_compile, sizeof lg->last_compile, str_from(r->compile_key));
    } else if (p.compile_id.len) {
        slot = stream_slot(lg, stream, rank_len);
        if (slot >= 0) lg->followed[slot].age = lg->clock + 1;
        compile_key(slot, p.compile_id, lg->last_compile, sizeof lg->last_compile);
    }
    bool guards = more ? r->guards : p.compile_id.len && str_eqz(p.artifact, "guards");
    if (!more && p.artifact.len && p.compile_id.len) {
        char art[64];
        copy_str(art, sizeof art, p.artifact);
        trace_compiles_note_artifact(lg->compiles, lg->last_compile, art, lineno);
    }
    if (guards) trace_compiles_note_guard(lg->compiles, lg->last_compile, line + p.msg, n - p.msg, lineno);
    if (!more) trace_compiles_note_site(lg->compiles, p.site, lineno);
    if (!more) {
        if (r) finish(lg, r);
        else r = free_record(lg);
        /* after the stream's record ended: what it showed of its compile counts before the
         * stream leaves that compile */
        if (p.compile_id.len) follow(lg, slot, lg->last_compile);
        start(r, &p, stream, p.compile_id.len ? lg->last_compile : "", line, lineno);
        r->guards = guards;
    }
    r->age = ++lg->clock;
    take_message(lg, r, line + p.msg, n - p.msg, lineno, p.msg);
}

int fe_logs_run(Frontend *fe, const char *path, LineReader *r)
{
    Logs *lg = calloc(1, sizeof *lg);
    if (!lg) abort();
    lg->fe = fe;
    lg->path = path;
    lg->compiles = trace_compiles_new();
    arena_init(&lg->arena);
    const char *line;
    size_t n;
    /* --file-timeout: polled between lines; out of time, the records still open are not
     * finished (they would look cut short) and the driver reports what was given up */
    bool expired = false;
    while (!(expired = budget_poll()) && line_reader_next(r, &line, &n)) take_line(lg, line, n, r->lineno);
    /* the records still open end with the file, in the order they started */
    while (!expired) {
        Record *first = NULL;
        for (int i = 0; i < MAX_STREAMS; i++)
            if (lg->recs[i].open && (!first || lg->recs[i].first_line < first->first_line)) first = &lg->recs[i];
        if (!first) break;
        finish(lg, first);
    }
    if (!expired) release_held(lg, true);
    if (lg->log_lines == 0 && !r->error && !expired) {
        /* read as TORCH_LOGS (--input-format logs) without one log line: say so, not nothing */
        Source src;
        source_init(&src, &lg->arena, path, "", 0);
        frontend_report(fe, &src, (Span){0, 0}, RID_FX901,
                        "TORCH_LOGS: no log line (`V1124 04:21:07.114000 PID path:line] ...`) in %s", path);
    }
    int graphs = lg->graphs;
    for (int i = 0; i < MAX_STREAMS; i++) {
        free(lg->recs[i].key);
        graph_text_free(&lg->recs[i].graph);
    }
    trace_compiles_free(lg->compiles);
    arena_free(&lg->arena);
    free(lg);
    return graphs;
}
