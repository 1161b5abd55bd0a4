/* The compiles of a TORCH_TRACE log and the graphs held until each ends (trace_compile.h). */
#include "frontends/trace_compile.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "base/intern.h"
#include "base/oom.h"
#include "frontends/log_site.h"
#include "model/provenance.h"

/* Graphs held at once: past this, the oldest is checked with what its compile showed so far. */
#define HOLD_MAX_BYTES ((size_t)8 << 20)

/* What a failed compile's records said, for the finding on it (trace_compiles_bare_failure):
 * apart from Compile, in the ids' arena, since few compiles fail and a log may have tens of
 * thousands of compiles. */
typedef struct CompileFailure {
    char fail[320];         /* compilation_metrics fail_type: fail_reason, squeezed; "" none */
    char user_file[256];    /* the first frame after "from user code:" in its dynamo_error */
    char user_fn[64];
    char user_code[160];
    uint32_t user_line;
} CompileFailure;

/* A compile is one attempt of one frame compile: Dynamo restarts a frame's analysis (a graph
 * break it must go back for, TensorifyScalarRestartAnalysis after AOTAutograd ran) as attempt
 * 1, 2, ... (`0/0_1`), in the same call, so under the same global state, with the same backend;
 * the first attempt may already have printed its graphs (2.13 and 2.14 with dynamic=True), and
 * the compile's end (compilation_metrics, whose compile_id says "0/0" after a restart too) and
 * its guards come with the last. So each attempt's record keeps its own evidence, and the first
 * attempt's (the root, attempt 0 or the first of the frame compile read) also gathers every
 * attempt's (share()): a graph of any attempt is judged with the whole frame compile's, waits
 * until the frame compile ends, and counts as its graph. */
typedef struct Compile {
    uint32_t root;         /* the frame compile's first attempt: its own index for that one */
    bool ended;
    bool ended_ok;         /* compilation_metrics without a failure */
    uint32_t end_line;
    uint32_t aot_line;     /* the first record of AOTAutograd's or Inductor's */
    const char *aot_why;
    uint32_t backend_line; /* a failure naming its backend */
    uint8_t backend_paths;
    const char *backend_why;
    uint32_t frontend_line; /* a dynamo_start stack through torch.export or make_fx */
    uint8_t frontend_paths;
    const char *frontend_why;
    uint32_t grad_line;
    int8_t grad;
    uint32_t training_line; /* an AOT training graph (joint, backward): grad was enabled */
    uint32_t traced_line;   /* a graph of AOTAutograd's or Inductor's output after it: AOTAutograd
                               traced the Dynamo graph through (its other records, a cache miss,
                               Inductor's pre-grad graph, may come before it traces) */
    /* the root's, for its whole frame compile: */
    uint32_t graphs;        /* graph records read of it */
    uint16_t inside;        /* TORCH_LOGS: the streams whose last line was of it */
    bool entered;           /* TORCH_LOGS: a stream's line was of it (trace_compiles_switch) */
    bool pinned;            /* TORCH_LOGS: a line of it from a stream not followed */
    bool grad_shared;       /* the root: its grad evidence came from a later attempt */
    CompileFailure *failure; /* NULL: nothing said of a failure */
} Compile;

enum { STR_PLAIN = 0, STR_EXPORT = 1, STR_MAKE_FX = 2 };

struct TraceCompiles {
    Compile *c;
    uint32_t n, cap;
    Arena ids_arena;
    Intern ids;            /* the compiles' ids, numbered as their places in c: a log has a
                              compile for every frame and recompile, and each record asks for
                              its own */
    uint8_t *str_kind;     /* by interned string id: a file of torch.export's or make_fx's */
    uint32_t nstr;
    bool any_frontend_str;
    int32_t want;          /* the compile whose guards payload is being read; -1 none */
    int32_t want_error;    /* the compile whose dynamo_error payload is being read; -1 none */
    int user_state;        /* in that payload: 0 before "from user code:", 1 after, 2 its File
                              line read (the code line next), 3 done */
    int32_t last_ended;    /* the compile the last compilation_metrics record ended; -1 none */
    int16_t printed_by;    /* the PyTorch that wrote the log (a process's, so the log's): the
                              last compilation_metrics pytorch_version read, a release code; 0 none */
    uint32_t printed_line;
    int16_t site_release;  /* the release whose logging calls sit where the log's lines say they
                              were logged from (log_site.h); 0 none found */
    uint32_t site_line;
    HeldGraph *held;
    uint32_t head, nheld, hcap;
    size_t held_bytes;
    /* the block of the last graph released, for the next one held: a log's graphs are held one
     * or a few at a time, so its copies reuse memory already faulted in */
    char *spare;
    size_t spare_cap;
};

TraceCompiles *trace_compiles_new(void)
{
    TraceCompiles *tc = oom_malloc(sizeof *tc);
    memset(tc, 0, sizeof *tc);
    tc->want = tc->want_error = tc->last_ended = -1;
    arena_init(&tc->ids_arena);
    intern_init(&tc->ids, &tc->ids_arena);
    return tc;
}

void trace_compiles_free(TraceCompiles *tc)
{
    if (!tc) return;
    for (uint32_t i = tc->head; i < tc->nheld; i++) free(tc->held[i].text.root_line);
    free(tc->spare);
    free(tc->held);
    free(tc->c);
    arena_free(&tc->ids_arena);
    free(tc->str_kind);
    free(tc);
}

static bool starts(const char *s, const char *prefix) { return s && strncmp(s, prefix, strlen(prefix)) == 0; }

static Compile *find(TraceCompiles *tc, const char *id)
{
    uint32_t k = intern_find(&tc->ids, str_from(id));
    return k == UINT32_MAX ? NULL : &tc->c[k];
}

/* The id of the first attempt of compile id's frame compile, into base, when id names a later
 * attempt: "0/0_1" -> "0/0", "!1/2/0_3#5" -> "!1/2/0#5" (a TORCH_LOGS stream's key after '#'). */
static bool first_attempt(const char *id, char *base, size_t cap)
{
    size_t end = strcspn(id, "#"), k = end;
    while (k > 0 && id[k - 1] >= '0' && id[k - 1] <= '9') k--;
    if (k == end || k < 2 || id[k - 1] != '_' || !(id[k - 2] >= '0' && id[k - 2] <= '9')) return false;
    size_t rest = strlen(id + end);
    if (k - 1 + rest >= cap) return false;
    memcpy(base, id, k - 1);
    memcpy(base + k - 1, id + end, rest + 1);
    return true;
}

static uint32_t get_index(TraceCompiles *tc, const char *id)
{
    uint32_t k = intern_find(&tc->ids, str_from(id));
    if (k != UINT32_MAX) return k;
    char base[128];
    uint32_t root = first_attempt(id, base, sizeof base) ? get_index(tc, base) : tc->n;
    if (tc->n == tc->cap) {
        tc->cap = tc->cap ? tc->cap * 2 : 16;
        tc->c = oom_realloc(tc->c, tc->cap * sizeof *tc->c);
    }
    Compile *c = &tc->c[tc->n++];
    memset(c, 0, sizeof *c);
    c->grad = -1;
    c->root = root;
    intern_index(&tc->ids, str_from(id), NULL); /* numbered tc->n - 1, its place */
    return tc->n - 1;
}

static Compile *get(TraceCompiles *tc, const char *id)
{
    uint32_t k = get_index(tc, id); /* first: it may move tc->c */
    return &tc->c[k];
}

static Compile *root_of(const TraceCompiles *tc, const Compile *c) { return &tc->c[c->root]; }

static void forget_one(Compile *c, uint32_t root)
{
    memset(c, 0, sizeof *c);
    c->grad = -1;
    c->root = root;
}

/* Whether c's frame compile has ended: an attempt's end is shared with its root (share). */
static bool frame_ended(const TraceCompiles *tc, const Compile *c) { return tc->c[c->root].ended; }

/* A dynamo_start of compile c after its frame compile ended: Dynamo was reset
 * (torch._dynamo.reset(), a second test in one process) and numbers its frames from 0 again, so
 * this is a new compile under an old id: what each attempt of the old one showed is forgotten.
 * Rare: the scan is fine. */
static void forget(TraceCompiles *tc, const Compile *c)
{
    uint32_t r = c->root;
    for (uint32_t i = 0; i < tc->n; i++)
        if (tc->c[i].root == r) forget_one(&tc->c[i], r);
}

/* What attempt c has shown that its frame compile's root has not: the capture path and the
 * grad mode (one call: one backend, one global state), the end. AOTAutograd's tracing of a
 * graph (traced_line) stays the attempt's own. */
static void share(TraceCompiles *tc, const Compile *c)
{
    Compile *r = root_of(tc, c);
    if (r == c) return;
    if (!r->frontend_line && c->frontend_line)
        r->frontend_line = c->frontend_line, r->frontend_paths = c->frontend_paths, r->frontend_why = c->frontend_why;
    if (!r->aot_line && c->aot_line) r->aot_line = c->aot_line, r->aot_why = c->aot_why;
    if (!r->backend_line && c->backend_line)
        r->backend_line = c->backend_line, r->backend_paths = c->backend_paths, r->backend_why = c->backend_why;
    if (!r->grad_line && c->grad_line) r->grad = c->grad, r->grad_line = c->grad_line, r->grad_shared = true;
    if (!r->grad_line && !r->training_line && c->training_line) r->training_line = c->training_line, r->grad_shared = true;
    if (!r->ended && c->ended) r->ended = true, r->ended_ok = c->ended_ok, r->end_line = c->end_line;
}

static CompileFailure *failure_of(TraceCompiles *tc, Compile *c)
{
    if (!c->failure) c->failure = ARENA_NEW(&tc->ids_arena, CompileFailure);
    return c->failure;
}

/* `{"str": ["<path>", <id>]}`: remember the ids of files of torch.export and make_fx, which a
 * dynamo_start stack names by id. Only headers naming such a file are parsed. */
static void read_str(TraceCompiles *tc, const char *json, size_t n)
{
    Str j = str_make(json, n);
    bool export = str_contains(j, "torch/export/") || str_contains(j, "torch/_export/");
    bool make_fx = str_contains(j, "fx/experimental/proxy_tensor.py");
    if (!export && !make_fx) return;
    json_t *root = json_loadb(json, n, 0, NULL);
    json_t *arr = root ? json_object_get(root, "str") : NULL;
    json_t *id = json_is_array(arr) ? json_array_get(arr, 1) : NULL;
    if (json_is_integer(id) && json_integer_value(id) >= 0 && json_integer_value(id) < (1 << 24)) {
        uint32_t k = (uint32_t)json_integer_value(id);
        if (k >= tc->nstr) {
            uint32_t nn = k + 64;
            tc->str_kind = oom_realloc(tc->str_kind, nn);
            memset(tc->str_kind + tc->nstr, 0, nn - tc->nstr);
            tc->nstr = nn;
        }
        tc->str_kind[k] = export ? STR_EXPORT : STR_MAKE_FX;
        tc->any_frontend_str = true;
    }
    json_decref(root);
}

/* A dynamo_start stack through a file of torch.export's (or else make_fx's): the compile is
 * the frontend's own, made by torch.cond and its kin inside that trace. */
static void read_start(TraceCompiles *tc, Compile *c, const char *json, size_t n, uint32_t line)
{
    if (!tc->any_frontend_str) return;
    json_t *root = json_loadb(json, n, 0, NULL);
    json_t *stack = root ? json_object_get(json_object_get(root, "dynamo_start"), "stack") : NULL;
    int kind = STR_PLAIN;
    size_t i;
    json_t *fr;
    json_array_foreach(stack, i, fr)
    {
        json_t *f = json_object_get(fr, "filename");
        if (!json_is_integer(f) || json_integer_value(f) < 0 || (uint64_t)json_integer_value(f) >= tc->nstr) continue;
        int k = tc->str_kind[json_integer_value(f)];
        if (k == STR_EXPORT) kind = STR_EXPORT;
        else if (k == STR_MAKE_FX && kind == STR_PLAIN) kind = STR_MAKE_FX;
    }
    json_decref(root);
    if (kind == STR_PLAIN) return;
    c->frontend_line = line;
    c->frontend_paths = (uint8_t)CAPTURE_BIT(kind == STR_EXPORT ? CAPTURE_EXPORT : CAPTURE_MAKE_FX);
    c->frontend_why = kind == STR_EXPORT ? "the compile's dynamo_start stack runs through torch.export"
                                         : "the compile's dynamo_start stack runs through make_fx";
}

/* `backend='aot_eager' raised:` in a failure's reason (2.9's Dynamo words it "Backend compiler
 * `aot_eager` failed with ..."): the backend's paths, or 0 for one fxlint does not know (a user's
 * own). */
static uint8_t backend_paths(const char *reason, const char **why)
{
    /* Inductor runs behind AOTAutograd: its own error names no backend */
    if (reason && strstr(reason, "InductorError")) {
        *why = "the compile's failure is Inductor's (InductorError), which runs after AOTAutograd";
        return (uint8_t)CAPTURE_BIT(CAPTURE_COMPILE);
    }
    const char *b = reason ? strstr(reason, "backend='") : NULL;
    char close = '\'';
    if (b) {
        b += 9;
    } else if (reason && (b = strstr(reason, "Backend compiler `")) != NULL) {
        b += 18;
        close = '`';
    } else {
        return 0;
    }
    const char *e = strchr(b, close);
    if (!e) return 0;
    Str name = str_make(b, (size_t)(e - b));
    if (str_eqz(name, "eager")) {
        *why = "the compile's failure names backend 'eager' (compilation_metrics fail_reason)";
        return (uint8_t)CAPTURE_BIT(CAPTURE_COMPILE_EAGER);
    }
    if (str_contains(name, "aot") || str_contains(name, "inductor")) {
        *why = "the compile's failure names a backend of AOTAutograd's (compilation_metrics fail_reason)";
        return (uint8_t)CAPTURE_BIT(CAPTURE_COMPILE);
    }
    return 0;
}

/* "<fail_type>: <fail_reason>" in c->fail, the reason's lines squeezed to one: its first line,
 * and when that ends in ':' (Dynamo's "... Got graph break/error:") the next one too. */
static void failure_text(CompileFailure *c, const char *type, const char *reason)
{
    size_t k = (size_t)snprintf(c->fail, sizeof c->fail, "%s", type);
    if (k >= sizeof c->fail) k = sizeof c->fail - 1;
    int lines = 0;
    const char *p = reason;
    while (*p && lines < 2) {
        const char *e = strchr(p, '\n');
        if (!e) e = p + strlen(p);
        const char *b = p;
        while (b < e && (*b == ' ' || *b == '\t')) b++;
        const char *t = e;
        while (t > b && (t[-1] == ' ' || t[-1] == '\t' || t[-1] == '\r')) t--;
        if (t > b) {
            /* the line, its runs of white space squeezed */
            const char *sep = lines ? " " : ": ";
            for (const char *q = sep; *q && k + 1 < sizeof c->fail; q++) c->fail[k++] = *q;
            for (const char *q = b; q < t && k + 1 < sizeof c->fail; q++) {
                bool white = *q == ' ' || *q == '\t';
                if (white && (q[-1] == ' ' || q[-1] == '\t')) continue;
                c->fail[k++] = white ? ' ' : *q;
            }
            lines++;
            if (t[-1] != ':') break;
        }
        p = *e ? e + 1 : e;
    }
    c->fail[k] = 0;
}

/* A string field as a C string: in buf when it fits, else a copy the caller frees; "" when the
 * field is not a string. */
static char *meta_cstr(const MetaStr *f, char *buf, size_t cap)
{
    size_t n = f->set ? f->len : 0;
    char *s = n < cap ? buf : oom_malloc(n + 1);
    if (n) memcpy(s, f->ptr, n);
    s[n] = 0;
    return s;
}

/* A compilation_metrics record: the end of the frame compile its compile_id names ("0/0" after
 * a restart too). One without a compile_id (2024's) ends nothing: its graphs wait for the end of
 * the log, and its compile's capture path is not read from an end without AOTAutograd's records,
 * which those logs may leave out (aot_autograd_cumulative_compile_time_us says it ran). */
static void read_metrics(TraceCompiles *tc, const TraceMeta *m, uint32_t line)
{
    if (!m->compile_id.set) return;
    char idb[128], typeb[128], reasonb[512], versionb[64];
    char *id = meta_cstr(&m->compile_id, idb, sizeof idb);
    Compile *c = get(tc, id);
    c->ended = true;
    c->end_line = line;
    c->ended_ok = !m->fail_type.set || !m->fail_type.len;
    char *type = meta_cstr(&m->fail_type, typeb, sizeof typeb);
    char *reason = m->fail_reason.set ? meta_cstr(&m->fail_reason, reasonb, sizeof reasonb) : NULL;
    if (!c->ended_ok) failure_text(failure_of(tc, c), type, reason ? reason : "");
    tc->last_ended = (int32_t)(c - tc->c);
    const char *why = NULL;
    uint8_t p = backend_paths(reason, &why);
    if (!p) p = backend_paths(m->fail_type.set ? type : NULL, &why);
    if (p && !c->backend_line) c->backend_line = line, c->backend_paths = p, c->backend_why = why;
    share(tc, c);
    /* 2.12 and later say which PyTorch wrote the log */
    char *version = meta_cstr(&m->pytorch_version, versionb, sizeof versionb);
    int release = m->pytorch_version.set ? release_parse(version) : -1;
    if (release > 0) {
        tc->printed_by = (int16_t)release;
        tc->printed_line = line;
    }
    if (id != idb) free(id);
    if (type != typeb) free(type);
    if (reason && reason != reasonb) free(reason);
    if (version != versionb) free(version);
}

/* The records AOTAutograd and Inductor write for a compile, named in a phrase; *traced says
 * whether the record is written only once AOTAutograd has traced the Dynamo graph (its graphs,
 * Inductor's post-grad graph and output code; not a cache miss or Inductor's pre-grad graph). */
static const char *aot_record(const char *event, const char *artifact, bool *traced)
{
    static const struct { const char *name, *why; } events[] = {
        {"aot_forward_graph", "the compile's aot_forward_graph record"},
        {"aot_backward_graph", "the compile's aot_backward_graph record"},
        {"aot_joint_graph", "the compile's aot_joint_graph record"},
        {"aot_inference_graph", "the compile's aot_inference_graph record"},
    };
    *traced = false;
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        if (strcmp(event, events[i].name) == 0) return *traced = true, events[i].why;
    if (starts(event, "aot_")) return "an AOTAutograd record of the compile (aot_*)";
    if (starts(event, "inductor_")) {
        *traced = strcmp(event, "inductor_post_grad_graph") == 0 || strcmp(event, "inductor_output_code") == 0;
        return "an Inductor record of the compile (inductor_*), after AOTAutograd";
    }
    if (artifact && (starts(artifact, "aot") || starts(artifact, "fx_graph_cache")))
        return "an AOTAutograd artifact of the compile";
    if (artifact && (str_contains(str_from(artifact), "post_grad") || str_contains(str_from(artifact), "joint_graph")))
        return "an Inductor artifact of the compile, after AOTAutograd";
    return NULL;
}

void trace_compiles_note_site(TraceCompiles *tc, Str site, uint32_t line)
{
    if (tc->site_release || !site.len) return;
    int release = log_site_release(site);
    if (release > 0) tc->site_release = (int16_t)release, tc->site_line = line;
}

bool trace_compiles_record(TraceCompiles *tc, const char *event, const char *artifact, const char *compile_id,
                           uint32_t line, const char *json, size_t n, const TraceMeta *meta)
{
    tc->want = tc->want_error = tc->last_ended = -1;
    if (strcmp(event, "str") == 0) {
        read_str(tc, json, n);
        return false;
    }
    if (strcmp(event, "compilation_metrics") == 0) {
        read_metrics(tc, meta, line);
        return false;
    }
    if (!compile_id || !compile_id[0]) return false;
    if (strcmp(event, "dynamo_start") == 0) {
        Compile *c = get(tc, compile_id);
        if (frame_ended(tc, c)) forget(tc, c);
        read_start(tc, c, json, n, line);
        share(tc, c);
        return false;
    }
    bool traced;
    const char *why = aot_record(event, artifact, &traced);
    if (why) {
        Compile *c = get(tc, compile_id);
        if (!c->aot_line) c->aot_line = line, c->aot_why = why;
        if (!c->traced_line && traced) c->traced_line = line;
        share(tc, c);
        if (strcmp(event, "aot_joint_graph") == 0 || strcmp(event, "aot_backward_graph") == 0)
            trace_compiles_note_training(tc, compile_id, line);
        return false;
    }
    if (strcmp(event, "dynamo_cpp_guards_str") == 0) {
        tc->want = (int32_t)(get(tc, compile_id) - tc->c);
        return true;
    }
    if (artifact && strcmp(artifact, "dynamo_error") == 0) {
        Compile *c = get(tc, compile_id);
        if (c->failure && c->failure->user_line) return false;
        tc->want_error = (int32_t)(c - tc->c), tc->user_state = 0;
        return true;
    }
    return false;
}

/* A GLOBAL_STATE guard's `"grad_mode":false` on a line of compile c's guards. */
static void guard_line(Compile *c, const char *s, size_t n, uint32_t line)
{
    if (c->grad_line || !str_contains(str_make(s, n), "GLOBAL_STATE")) return;
    static const char key[] = "\"grad_mode\":";
    for (size_t i = 0; i + sizeof key - 1 < n; i++) {
        if (memcmp(s + i, key, sizeof key - 1) != 0) continue;
        const char *v = s + i + sizeof key - 1;
        size_t left = n - (i + sizeof key - 1);
        if (left >= 4 && memcmp(v, "true", 4) == 0) c->grad = 1;
        else if (left >= 5 && memcmp(v, "false", 5) == 0) c->grad = 0;
        else return;
        c->grad_line = line;
        return;
    }
}

/* `  File "<file>", line <n>, in <fn>`: a traceback frame, into c's user_* fields. */
static bool traceback_frame(CompileFailure *c, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    if (n - i < 7 || memcmp(s + i, "File \"", 6) != 0) return false;
    const char *f = s + i + 6, *end = s + n;
    const char *q = memchr(f, '"', (size_t)(end - f));
    if (!q || end - q < 9 || memcmp(q, "\", line ", 8) != 0) return false;
    uint32_t line = 0;
    const char *p = q + 8;
    for (; p < end && *p >= '0' && *p <= '9' && line < 100000000u; p++) line = line * 10 + (uint32_t)(*p - '0');
    if (!line) return false;
    snprintf(c->user_file, sizeof c->user_file, "%.*s", (int)(q - f), f);
    c->user_line = line;
    c->user_fn[0] = c->user_code[0] = 0;
    if (end - p > 5 && memcmp(p, ", in ", 5) == 0) snprintf(c->user_fn, sizeof c->user_fn, "%.*s", (int)(end - p - 5), p + 5);
    return true;
}

/* A line of a dynamo_error traceback: the first frame after "from user code:" is the user's. */
static void error_line(TraceCompiles *tc, Compile *c, const char *s, size_t n)
{
    if (tc->user_state == 0) {
        if (str_contains(str_make(s, n), "from user code:")) tc->user_state = 1;
    } else if (tc->user_state == 1) {
        if (traceback_frame(failure_of(tc, c), s, n)) tc->user_state = 2;
    } else if (tc->user_state == 2) {
        size_t i = 0;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
        while (n > i && (s[n - 1] == ' ' || s[n - 1] == '\r')) n--;
        CompileFailure *f = failure_of(tc, c);
        snprintf(f->user_code, sizeof f->user_code, "%.*s", (int)(n - i), s + i);
        tc->user_state = 3;
    }
}

void trace_compiles_payload_line(TraceCompiles *tc, const char *s, size_t n, uint32_t line)
{
    if (tc->want_error >= 0 && (uint32_t)tc->want_error < tc->n) error_line(tc, &tc->c[tc->want_error], s, n);
    if (tc->want < 0 || (uint32_t)tc->want >= tc->n) return;
    guard_line(&tc->c[tc->want], s, n, line);
    share(tc, &tc->c[tc->want]);
}

void trace_compiles_note_graph(TraceCompiles *tc, const char *compile_id)
{
    if (compile_id && compile_id[0]) root_of(tc, get(tc, compile_id))->graphs++;
}

bool trace_compiles_bare_failure(const TraceCompiles *tc, TraceFailure *out)
{
    if (tc->last_ended < 0 || (uint32_t)tc->last_ended >= tc->n) return false;
    const Compile *c = &tc->c[tc->last_ended];
    const CompileFailure *f = c->failure;
    if (c->ended_ok || root_of(tc, c)->graphs || !f || !f->fail[0]) return false;
    *out = (TraceFailure){tc->ids.strs.items[tc->last_ended].ptr, f->fail, f->user_line ? f->user_file : NULL, f->user_line,
                          f->user_fn, f->user_code};
    return true;
}

void trace_compiles_note_artifact(TraceCompiles *tc, const char *compile_id, const char *artifact, uint32_t line)
{
    if (!compile_id || !compile_id[0] || !artifact) return;
    static const char *const aot[] = {"aot_graphs", "aot_joint_graph", "aot_graphs_effects", "post_grad_graphs",
                                      "output_code", "kernel_code", "inductor_metrics", "fusion", "ir_pre_fusion",
                                      "ir_post_fusion"};
    for (size_t i = 0; i < sizeof aot / sizeof aot[0]; i++) {
        if (strcmp(artifact, aot[i]) != 0) continue;
        Compile *c = get(tc, compile_id);
        if (!c->traced_line) c->traced_line = line; /* each comes after AOTAutograd traced */
        if (!c->aot_line) {
            c->aot_line = line;
            c->aot_why = i < 3 ? "the log's AOTAutograd graphs of the compile (TORCH_LOGS aot_graphs)"
                               : "the log's Inductor output of the compile, after AOTAutograd";
        }
        share(tc, c);
        return;
    }
}

void trace_compiles_note_failure(TraceCompiles *tc, const char *compile_id, const char *s, size_t n, uint32_t line)
{
    /* a console line: "backend='...' raised" (a line that only names a backend, user code in a
     * traceback, says nothing), 2.9's "Backend compiler `...`", or Inductor's error */
    Str t = str_make(s, n);
    if (!compile_id || !compile_id[0] ||
        !((str_contains(t, "backend='") && str_contains(t, "raised")) || str_contains(t, "Backend compiler `") ||
          str_contains(t, "InductorError")))
        return;
    char buf[256];
    size_t k = n < sizeof buf - 1 ? n : sizeof buf - 1;
    memcpy(buf, s, k);
    buf[k] = 0;
    const char *why = NULL;
    uint8_t p = backend_paths(buf, &why);
    Compile *c = get(tc, compile_id);
    if (p && !c->backend_line) {
        c->backend_line = line, c->backend_paths = p;
        c->backend_why = p != CAPTURE_BIT(CAPTURE_COMPILE) ? "the log's failure names backend 'eager'"
                         : str_contains(t, "InductorError") ? "the log's failure is Inductor's (InductorError), after AOTAutograd"
                                                            : "the log's failure names a backend of AOTAutograd's";
    }
    share(tc, c);
}

void trace_compiles_note_training(TraceCompiles *tc, const char *compile_id, uint32_t line)
{
    if (!compile_id || !compile_id[0]) return;
    Compile *c = get(tc, compile_id);
    if (!c->grad_line && !c->training_line) c->training_line = line;
    share(tc, c);
}

void trace_compiles_note_guard(TraceCompiles *tc, const char *compile_id, const char *s, size_t n, uint32_t line)
{
    if (!compile_id || !compile_id[0]) return;
    Compile *c = get(tc, compile_id);
    guard_line(c, s, n, line);
    share(tc, c);
}

void trace_compiles_switch(TraceCompiles *tc, const char *from, const char *to)
{
    if (from && from[0]) {
        Compile *c = find(tc, from);
        if (c && root_of(tc, c)->inside) root_of(tc, c)->inside--;
    }
    if (to && to[0]) {
        Compile *r = root_of(tc, get(tc, to));
        r->entered = true;
        if (r->inside < UINT16_MAX) r->inside++;
    }
}

void trace_compiles_pin(TraceCompiles *tc, const char *compile_id)
{
    if (compile_id && compile_id[0]) root_of(tc, get(tc, compile_id))->pinned = true;
}

CaptureHint trace_compiles_hint(const TraceCompiles *tc, const char *compile_id)
{
    CaptureHint h = CAPTURE_HINT_NONE;
    h.printed_by = tc->printed_by, h.printed_line = tc->printed_line;
    if (tc->printed_by) {
        h.printed_why = "compilation_metrics pytorch_version";
    } else if (tc->site_release) {
        h.printed_by = tc->site_release, h.printed_line = tc->site_line;
        h.printed_why = "the file and line its lines say PyTorch logged them from, one of that release's logging calls";
    }
    const Compile *own = compile_id && compile_id[0] ? find((TraceCompiles *)tc, compile_id) : NULL;
    if (!own) return h;
    h.aot_traced_line = own->traced_line;
    /* each kind of evidence the attempt's own, else its frame compile's (share): the root's
     * holds what every attempt showed */
    const Compile *r = root_of(tc, own);
#define EITHER(field) (own->field ? own : r->field ? r : NULL)
    const Compile *c;
    if ((c = EITHER(frontend_line))) {
        h.paths = c->frontend_paths, h.paths_line = c->frontend_line, h.paths_why = c->frontend_why;
    } else if ((c = EITHER(aot_line))) {
        h.paths = (uint8_t)CAPTURE_BIT(CAPTURE_COMPILE), h.paths_line = c->aot_line, h.paths_why = c->aot_why;
    } else if ((c = EITHER(backend_line))) {
        h.paths = c->backend_paths, h.paths_line = c->backend_line, h.paths_why = c->backend_why;
    } else if ((c = EITHER(ended_ok))) {
        h.paths = (uint8_t)CAPTURE_BIT(CAPTURE_COMPILE_EAGER), h.paths_line = c->end_line;
        h.paths_why = "the compile ended without a record of AOTAutograd's: Dynamo alone (backend \"eager\" or one "
                      "without AOTAutograd)";
    }
    c = own->grad_line || own->training_line ? own : r;
#undef EITHER
    /* another attempt of the frame compile showed it: Dynamo restarted it in the same call, under
     * the same grad mode */
    bool other = c != own || c->grad_shared;
    if (c->grad_line) {
        h.grad = c->grad, h.grad_line = c->grad_line;
        h.grad_why = c->grad ? (other ? "Dynamo's grad-mode guard (GLOBAL_STATE \"grad_mode\":true), printed by another "
                                        "attempt of the compile (Dynamo restarted it in the same call)"
                                      : "Dynamo's grad-mode guard (GLOBAL_STATE \"grad_mode\":true)")
                             : (other ? "Dynamo's grad-mode guard (GLOBAL_STATE \"grad_mode\":false), printed by another "
                                        "attempt of the compile (Dynamo restarted it in the same call)"
                                      : "Dynamo's grad-mode guard (GLOBAL_STATE \"grad_mode\":false)");
    } else if (c->training_line) {
        h.grad = 1, h.grad_line = c->training_line;
        h.grad_why = other ? "an AOTAutograd training graph (joint or backward) of another attempt of the compile "
                             "(Dynamo restarted it in the same call), made only with grad enabled"
                           : "the compile's AOTAutograd training graph (joint or backward), made only with grad enabled";
    }
    return h;
}

/* ---- held graphs ---- */

/* What the hold's limit counts of a graph: its text and its line and shift tables, as it always
 * did (the line starts are a copy's bookkeeping, not counted, so the same graphs wait), whether
 * it is held as a copy or by its lines. */
static size_t held_size(const GraphText *t) { return t->len + 1 + 2 * (size_t)t->nlines * sizeof(uint32_t); }

/* A compact copy of t: its text, line table and shifts in one block (the spare one when it is
 * large enough). */
static GraphText copy_text(TraceCompiles *tc, const GraphText *t, size_t *bytes)
{
    size_t lines = (size_t)t->nlines * sizeof(uint32_t);
    *bytes = held_size(t);
    size_t need = t->len + 1 + 3 * lines + sizeof(uint32_t);
    char *block;
    if (tc->spare && tc->spare_cap >= need) {
        block = tc->spare;
        need = tc->spare_cap;
        tc->spare = NULL;
    } else {
        block = oom_malloc(need);
    }
    GraphText c = *t;
    /* the line tables first, aligned; the text after them */
    c.root_line = (uint32_t *)(void *)block;
    c.col_shift = (uint32_t *)(void *)(block + lines);
    c.line_start = (uint32_t *)(void *)(block + 2 * lines);
    c.text = block + 3 * lines;
    memcpy(c.root_line, t->root_line, lines);
    memcpy(c.col_shift, t->col_shift, lines);
    memcpy(c.line_start, t->line_start, lines);
    memcpy(c.text, t->text, t->len);
    c.text[t->len] = 0;
    c.cap = need - 3 * lines, c.lcap = t->nlines;
    return c;
}

static HeldGraph *hold_new(TraceCompiles *tc, int fmt, const char *event, const char *compile_id)
{
    if (tc->head && tc->head == tc->nheld) tc->head = tc->nheld = 0;
    if (tc->nheld == tc->hcap) {
        if (tc->head) {
            memmove(tc->held, tc->held + tc->head, (tc->nheld - tc->head) * sizeof *tc->held);
            tc->nheld -= tc->head, tc->head = 0;
        } else {
            tc->hcap = tc->hcap ? tc->hcap * 2 : 8;
            tc->held = oom_realloc(tc->held, tc->hcap * sizeof *tc->held);
        }
    }
    HeldGraph *h = &tc->held[tc->nheld++];
    memset(h, 0, sizeof *h);
    h->fmt = fmt;
    snprintf(h->event, sizeof h->event, "%s", event ? event : "");
    snprintf(h->compile_id, sizeof h->compile_id, "%s", compile_id ? compile_id : "");
    h->stage = -1;
    return h;
}

HeldGraph *trace_compiles_hold(TraceCompiles *tc, const GraphText *text, int fmt, const char *event,
                               const char *compile_id)
{
    HeldGraph *h = hold_new(tc, fmt, event, compile_id);
    h->text = copy_text(tc, text, &h->bytes);
    tc->held_bytes += h->bytes;
    return h;
}

HeldGraph *trace_compiles_hold_lines(TraceCompiles *tc, const GraphText *text, const char *from, const char *to,
                                     uint32_t first_line, int fmt, const char *event, const char *compile_id)
{
    HeldGraph *h = hold_new(tc, fmt, event, compile_id);
    h->from = from, h->to = to, h->first_line = first_line;
    h->bytes = held_size(text);
    tc->held_bytes += h->bytes;
    return h;
}

HeldGraph *trace_compiles_next(TraceCompiles *tc, bool all)
{
    if (tc->head == tc->nheld) return NULL;
    HeldGraph *h = &tc->held[tc->head];
    if (all || tc->held_bytes > HOLD_MAX_BYTES || !h->compile_id[0]) return h;
    const Compile *c = find(tc, h->compile_id);
    if (!c) return NULL;
    const Compile *r = root_of(tc, c);
    return frame_ended(tc, c) || (r->entered && !r->inside && !r->pinned) ? h : NULL;
}

void trace_compiles_release(TraceCompiles *tc)
{
    if (tc->head == tc->nheld) return;
    HeldGraph *h = &tc->held[tc->head++];
    tc->held_bytes -= h->bytes;
    if (h->from) return; /* held by its lines: nothing was copied */
    /* the block (copy_text) becomes the spare, if larger than the one kept */
    char *block = (char *)h->text.root_line;
    size_t cap = (size_t)h->text.cap + 3 * (size_t)h->text.lcap * sizeof(uint32_t);
    if (tc->spare && tc->spare_cap >= cap) {
        free(block);
    } else {
        free(tc->spare);
        tc->spare = block, tc->spare_cap = cap;
    }
}

bool trace_compiles_holding(const TraceCompiles *tc) { return tc->head < tc->nheld; }

const char *trace_compiles_held_from(const TraceCompiles *tc)
{
    /* graphs are released in the order held, so the first one held by its lines is the oldest */
    for (uint32_t i = tc->head; i < tc->nheld; i++)
        if (tc->held[i].from) return tc->held[i].from;
    return NULL;
}

bool trace_compiles_ended(const TraceCompiles *tc, const char *compile_id)
{
    const Compile *c = find((TraceCompiles *)tc, compile_id);
    return c && frame_ended(tc, c);
}
