/* The conformance checker: runs fxlint on every case of verdicts.jsonl under the case's release
 * and grad mode, twice: "told" (the case's capture path said with --capture) and "default"
 * (only --grad said; the capture path read from the dump), decides whether fxlint agrees with
 * PyTorch's verdict each time, and writes REPORT.md: per release, an agreement table per HOP,
 * family, grad mode and capture path and an agreement matrix (HOP x family x grad mode), both
 * modes side by side, every disagreement with its dump, fxlint's findings, PyTorch's message and
 * why it remains; then the cases whose verdict moved from one release to the next. No PyTorch
 * is needed: the dumps and verdicts are committed.
 *
 * usage: conformance-check [--write] [--min-cases N] [--min-surgery N] [--min-agreement PCT]
 *                          [--min-quotes PCT] [--min-release X.Y] DIR
 *   DIR holds verdicts.jsonl, the cases/ it names, explained.tsv and REPORT.md. Without --write
 *   the report is made in memory and compared with DIR/REPORT.md (make test); --write replaces
 *   it (make conformance). The minimums (by default 4,000 scored cases, 600 of them graph
 *   surgery, 99 % agreement told and default, 90 % of quotes PyTorch's words) hold for each
 *   release from --min-release on (2.13: the releases issues 24 and 25 measure in full); an
 *   older release measured is reported, and its disagreements must be explained, but it may
 *   have fewer cases (its APIs lack some HOPs).
 *
 * A verdict is what PyTorch's frontends do (torch.cond, while_loop, scan, ... called from user
 * code through torch.compile, torch.export and make_fx). Graph surgery is judged by the frontend
 * replay (`replay_*` captures: the edited subgraphs handed to the HOP's public frontend); the
 * older re-trace oracles (`surgery_*`, a direct torch.ops.higher_order call on GraphModules)
 * check nothing in the subgraphs and are no verdict, nor is a program's own call of a HOP as
 * torch.ops.higher_order.* (bypassing the frontend) under export or make_fx, which run it
 * untraced: both are counted apart and not scored.
 *
 * Agreement: PyTorch rejected and fxlint reports an error of the rejection's family (FX1xx
 * mutation, FX2xx aliasing, FX3xx data-dependent, FX4xx metadata, FX5xx export, FX6xx effects);
 * or PyTorch accepted and fxlint reports nothing at error or warning. A case PyTorch rejected
 * before printing any graph cannot be checked (its graph-surgery twin is); it is counted apart.
 * A rejection's family is the one its message names (families.tsv: "MESSAGE-SUBSTRING<TAB>family",
 * the first line that matches), else the program's expect_family. Every disagreement must be
 * explained by a line of explained.tsv ("GLOB<TAB>why"): the glob is matched against the case id,
 * or, when it holds a '/', against "RELEASE/MODE/CASE" ("2.13/default/cond_*").
 *
 * The grad mode not said: each torch.compile log with a graph is checked again without Dynamo's
 * guards records (which print the grad mode) and without --grad, so that fxlint reads the mode
 * from the rest of the log or leaves the verdict open (a warning). An error where PyTorch
 * accepted, or no finding where it rejected, must be explained (explained.tsv, "RELEASE/unsaid/
 * CASE" for a glob with a '/'); the figures go into REPORT.md.
 *
 * Wording: where fxlint (told) agrees with a rejection, the quotation after "PyTorch: " in its
 * first error should be PyTorch's own words for that case: each piece between its "..." in the
 * message PyTorch printed, white space squeezed and size symbols' numbers ignored; at least
 * --min-quotes per cent (default 90) of the cases must have one. The last line printed is
 * "N passed, N failed". */
#include <fnmatch.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/check.h"
#include "diag/rules.h"
#include "model/provenance.h"

enum { TOLD, DEFAULT, NMODES };
static const char *const mode_names[NMODES] = {"told", "default"};

typedef struct Case {
    const char *id, *hop, *family, *expect, *grad, *capture, *error_type, *error, *error_key, *torch, *detail;
    const char **files;
    uint32_t nfiles;
    bool accepted, has_graph;
    int release;
    GradMode grad_mode;
    CapturePath path;
    bool replay;          /* graph surgery judged by the frontend replay */
    bool direct;          /* the program calls a HOP as torch.ops.higher_order.* itself */
    const char *no_verdict; /* why PyTorch's answer is no verdict (a re-trace, a direct HOP call) */
    /* results */
    bool checkable;       /* PyTorch's answer is a verdict and the dump shows the judged graph */
    bool agree[NMODES];
    const char *findings[NMODES]; /* fxlint's findings, one per line, for the report */
    const char *quote;    /* told: where fxlint agrees with a rejection, what its first error of
                             the family quotes of PyTorch (NULL: no quote) */
    bool quote_ok;        /* every piece of it is in PyTorch's message */
    const char *misread;  /* default: a torch.compile log whose capture FX911 says was read as
                             another backend than the one that ran (NULL: read right) */
    const char *why[NMODES]; /* the explanation of a disagreement */
    /* unsaid: a torch.compile log with Dynamo's guards taken out, checked without --grad */
    bool unsaid;          /* checked so */
    bool unsaid_error, unsaid_loud; /* an error (of the rejection's family); any warning or error */
    const char *unsaid_why; /* the explanation of an error on an acceptance or silence on a rejection */
} Case;

typedef struct Explanation {
    char *glob, *why;
    bool used;
} Explanation; /* also a families.tsv line: glob = the message substring, why = the family */

static const char *dup(Arena *a, json_t *o, const char *key)
{
    json_t *v = json_object_get(o, key);
    return json_is_string(v) ? arena_strdup(a, json_string_value(v)) : NULL;
}

static int capture_of(const char *s)
{
    if (!s) return CAPTURE_AUTO;
    if (strncmp(s, "replay_", 7) == 0) s += 7;
    else if (strncmp(s, "surgery_", 8) == 0) s += 8;
    if (strcmp(s, "compile_eager") == 0) return CAPTURE_COMPILE_EAGER;
    if (strcmp(s, "compile_aot_eager") == 0 || strcmp(s, "compile_inductor") == 0 || strcmp(s, "aot_eager") == 0 ||
        strcmp(s, "utils") == 0)
        return CAPTURE_COMPILE;
    if (strncmp(s, "export", 6) == 0) return CAPTURE_EXPORT;
    if (strncmp(s, "make_fx", 7) == 0) return CAPTURE_MAKE_FX;
    int p = capture_path_parse(s);
    return p < 0 ? CAPTURE_AUTO : p;
}

/* Why PyTorch's answer on a case is no verdict on the HOP body, or NULL when it is one. */
static const char *no_verdict(const Case *c)
{
    if (c->capture && strncmp(c->capture, "surgery_", 8) == 0)
        return "a re-trace of an edited graph (torch.ops.higher_order.* called on GraphModules), which checks "
               "nothing in the subgraphs; the frontend replay (`replay_*`) judges the edit";
    if (c->direct && !c->replay && (c->path == CAPTURE_EXPORT || c->path == CAPTURE_MAKE_FX))
        return "the program calls the HOP directly, which export and make_fx run untraced: no frontend judged "
               "the body";
    return NULL;
}

/* The fxlint code prefix of a PyTorch rejection's family. */
static const char *family_prefix(const char *family)
{
    static const struct {
        const char *family, *prefix;
    } map[] = {
        {"mutation", "FX1"},       {"aliasing", "FX2"},   {"data_dependent", "FX3"},
        {"metadata", "FX4"},       {"predicate", "FX4"},  {"combine_fn", "FX4"},
        {"export_aot", "FX5"},     {"effects", "FX6"},
    };
    for (size_t i = 0; family && i < sizeof map / sizeof map[0]; i++)
        if (strcmp(map[i].family, family) == 0) return map[i].prefix;
    return NULL;
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

static int read_cases(Arena *a, const char *dir, Case **out, uint32_t *n)
{
    char *path = arena_printf(a, "%s/verdicts.jsonl", dir);
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return -1;
    }
    uint32_t cap = 1024;
    Case *cs = calloc(cap, sizeof *cs);
    char *line = NULL;
    size_t lcap = 0;
    ssize_t len;
    uint32_t lineno = 0;
    *n = 0;
    while ((len = getline(&line, &lcap, f)) > 0) {
        lineno++;
        json_error_t err;
        json_t *o = json_loadb(line, (size_t)len, 0, &err);
        if (!json_is_object(o)) {
            fprintf(stderr, "%s:%u: not a JSON object: %s\n", path, lineno, err.text);
            json_decref(o);
            free(line);
            fclose(f);
            free(cs);
            return -1;
        }
        if (*n == cap) cs = realloc(cs, (cap *= 2) * sizeof *cs);
        Case *c = &cs[(*n)++];
        memset(c, 0, sizeof *c);
        c->id = dup(a, o, "case");
        c->hop = dup(a, o, "hop");
        c->family = dup(a, o, "family");
        c->expect = dup(a, o, "expect_family");
        c->grad = dup(a, o, "grad");
        c->capture = dup(a, o, "capture");
        c->error_type = dup(a, o, "error_type");
        c->error = dup(a, o, "error");
        c->error_key = dup(a, o, "error_key");
        c->detail = dup(a, o, "detail");
        c->accepted = json_is_true(json_object_get(o, "accepted"));
        json_t *hg = json_object_get(o, "dump_has_graph");
        c->torch = dup(a, o, "torch");
        c->release = c->torch ? release_parse(c->torch) : -1;
        int g = c->grad ? grad_mode_parse(c->grad) : -1;
        c->grad_mode = g < 0 ? GRAD_ENABLED : (GradMode)g;
        c->path = (CapturePath)capture_of(c->capture);
        c->replay = c->capture && strncmp(c->capture, "replay_", 7) == 0;
        const char *program = dup(a, o, "program");
        if (program) {
            char *src = read_file(arena_printf(a, "%s/%s", dir, program));
            c->direct = src && strstr(src, "torch.ops.higher_order.");
            free(src);
        }
        c->no_verdict = no_verdict(c);
        json_t *files = json_object_get(o, "files");
        c->nfiles = json_is_array(files) ? (uint32_t)json_array_size(files) : 0;
        c->files = ARENA_ARRAY(a, const char *, c->nfiles + 1);
        for (uint32_t i = 0; i < c->nfiles; i++)
            c->files[i] = arena_printf(a, "%s/%s", dir, json_string_value(json_array_get(files, i)));
        c->has_graph = c->nfiles && (!hg || json_is_true(hg));
        if (!c->id || c->release < 0) {
            fprintf(stderr, "%s:%u: a case needs `case` and a `torch` release fxlint knows\n", path, lineno);
            json_decref(o);
            free(line);
            fclose(f);
            free(cs);
            return -1;
        }
        json_decref(o);
    }
    free(line);
    fclose(f);
    *out = cs;
    return 0;
}

static int read_explanations(Arena *a, const char *dir, const char *name, Explanation **out, uint32_t *n)
{
    char *path = arena_printf(a, "%s/%s", dir, name);
    *n = 0;
    *out = NULL;
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    uint32_t cap = 64;
    Explanation *ex = calloc(cap, sizeof *ex);
    char *line = NULL;
    size_t lcap = 0;
    while (getline(&line, &lcap, f) > 0) {
        line[strcspn(line, "\r\n")] = 0;
        char *tab = strchr(line, '\t');
        if (line[0] == '#' || !tab) continue;
        *tab = 0;
        if (*n == cap) ex = realloc(ex, (cap *= 2) * sizeof *ex);
        ex[*n] = (Explanation){arena_strdup(a, line), arena_strdup(a, tab + 1), false};
        (*n)++;
    }
    free(line);
    fclose(f);
    *out = ex;
    return 0;
}

/* One line per finding, for the report: "file:line: severity CODE message". */
static const char *format_findings(Arena *a, const DiagList *l, const Case *c, const char *dir)
{
    const char *out = "";
    size_t skip = strlen(dir) + 1;
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        bool mine = false;
        for (uint32_t k = 0; k < c->nfiles && !mine; k++) mine = strcmp(d->file, c->files[k]) == 0;
        if (!mine || d->rule == RID_FX911) continue;
        const char *msg = d->message;
        char shortmsg[400];
        snprintf(shortmsg, sizeof shortmsg, "%s", msg);
        if (strlen(msg) >= sizeof shortmsg) strcpy(shortmsg + sizeof shortmsg - 5, "...");
        out = arena_printf(a, "%s%s:%u: %s %s %s\n", out, d->file + skip, d->line, severity_name(d->severity),
                           rule_table[d->rule].code, shortmsg);
    }
    return out;
}

/* The family of a rejection: the one its message names in families.tsv, else the program's. */
static const char *rejection_family(const Case *c, Explanation *fam, uint32_t nfam)
{
    for (uint32_t k = 0; c->error && k < nfam; k++)
        if (strstr(c->error, fam[k].glob)) {
            fam[k].used = true;
            return fam[k].why;
        }
    return c->expect ? c->expect : c->family;
}

static bool word_char(char ch) { return ch == '_' || (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'); }

/* s with every run of white space made one space and the number of every size symbol (s0, u1,
 * zuf0: a trace numbers them as it meets them, a re-trace afresh) made '#', in the arena. */
static char *squeeze(Arena *a, const char *s, size_t n)
{
    char *o = arena_strndup(a, s, n), *w = o;
    for (const char *p = o; *p; p++) {
        bool space = *p == ' ' || *p == '\n' || *p == '\t' || *p == '\r';
        if (space && (w == o || w[-1] == ' ')) continue;
        *w++ = space ? ' ' : *p;
        if (p > o && word_char(p[-1])) continue;
        size_t k = strspn(p, "szuf"); /* s0, u0, zuf0 */
        if (k && k <= 3 && (k == 1 || strncmp(p, "zuf", 3) == 0) && p[k] >= '0' && p[k] <= '9') {
            memcpy(w, p + 1, k - 1), w += k - 1;
            *w++ = '#';
            p += k;
            while (p[1] >= '0' && p[1] <= '9') p++;
        }
    }
    *w = 0;
    return o;
}

/* The first quotation after "PyTorch: " in a finding's message, or NULL. */
static const char *quote_of(Arena *a, const char *msg)
{
    const char *q = strstr(msg, "PyTorch: \"");
    if (!q) return NULL;
    q += 10;
    const char *e = strchr(q, '"');
    return e ? squeeze(a, q, (size_t)(e - q)) : NULL;
}

/* Whether every piece of the quote between fxlint's "..." (what the dump cannot show: a value,
 * a pytree, an address) of 8 characters or more is in PyTorch's message, white space squeezed.
 * A piece past the end of a message the corpus cut at 1000 characters is not asked for. */
static bool quote_in(Arena *a, const char *quote, const char *error)
{
    const char *err = squeeze(a, error, strlen(error));
    bool cut = strlen(error) >= 990;
    const char *from = err;
    for (const char *p = quote; *p;) {
        const char *e = strstr(p, "...");
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n >= 8) {
            const char *piece = arena_strndup(a, p, n);
            const char *at = strstr(from, piece);
            if (!at) return cut && from != err;
            from = at + n;
        }
        if (!e) break;
        p = e + 3;
    }
    return true;
}

static void judge(Arena *a, Case *c, int mode, const DiagList *l, const char *dir, Explanation *fam, uint32_t nfam)
{
    c->checkable = !c->no_verdict && (c->accepted || c->has_graph);
    const char *prefix = c->accepted ? NULL : family_prefix(rejection_family(c, fam, nfam));
    bool error_of_family = false, loud = false;
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        bool mine = false;
        for (uint32_t k = 0; k < c->nfiles && !mine; k++) mine = strcmp(d->file, c->files[k]) == 0;
        if (!mine) continue;
        if (d->rule == RID_FX911) {
            /* a compile's log must be read as the backend that ran (issue 24) */
            const char *want = c->path == CAPTURE_COMPILE ? "capture path torch.compile with AOTAutograd, read from"
                               : c->path == CAPTURE_COMPILE_EAGER ? "capture path torch.compile(backend=\"eager\"), read from"
                                                                 : NULL;
            if (mode == DEFAULT && want && !c->replay && strncmp(c->capture, "compile_", 8) == 0 &&
                !strstr(d->message, want) && !c->misread)
                c->misread = d->message;
            continue;
        }
        if (d->severity >= SEV_WARNING) loud = true;
        if (d->severity == SEV_ERROR && (!prefix || strncmp(rule_table[d->rule].code, prefix, 3) == 0)) {
            if (mode == TOLD && !error_of_family && !c->accepted && c->error) c->quote = quote_of(a, d->message);
            error_of_family = true;
        }
        /* PyTorch stops at its first failure; fxlint reports them all: the words PyTorch printed
         * should be among fxlint's errors' */
        const char *q = mode == TOLD && d->severity == SEV_ERROR && !c->accepted && c->error ? quote_of(a, d->message) : NULL;
        if (q && !c->quote_ok && quote_in(a, q, c->error)) c->quote_ok = true;
    }
    c->agree[mode] = c->accepted ? !loud : error_of_family;
    c->findings[mode] = format_findings(a, l, c, dir);
}

/* ---- the report ---- */

typedef struct Tally {
    const char *key;
    uint32_t n, agree[NMODES];
} Tally;

typedef struct Tallies {
    Tally *t;
    uint32_t n, cap;
} Tallies;

static void tally(Tallies *ts, Arena *a, const char *key, const Case *c)
{
    Tally *t = NULL;
    for (uint32_t i = 0; i < ts->n && !t; i++)
        if (strcmp(ts->t[i].key, key) == 0) t = &ts->t[i];
    if (!t) {
        if (ts->n == ts->cap) ts->t = realloc(ts->t, (ts->cap = ts->cap ? ts->cap * 2 : 64) * sizeof *ts->t);
        t = &ts->t[ts->n++];
        *t = (Tally){arena_strdup(a, key), 0, {0, 0}};
    }
    t->n++;
    for (int m = 0; m < NMODES; m++) t->agree[m] += c->agree[m];
}

static int cmp_tally(const void *x, const void *y) { return strcmp(((const Tally *)x)->key, ((const Tally *)y)->key); }

static const char *pct(Arena *a, uint32_t agree, uint32_t n)
{
    return n ? arena_printf(a, "%u/%u (%.1f %%)", agree, n, 100.0 * agree / n) : "-";
}

static void table(FILE *f, Arena *a, const char *title, Tallies *ts)
{
    qsort(ts->t, ts->n, sizeof *ts->t, cmp_tally);
    fprintf(f, "| %s | told | default |\n| --- | --- | --- |\n", title);
    for (uint32_t i = 0; i < ts->n; i++)
        fprintf(f, "| %s | %s | %s |\n", ts->t[i].key, pct(a, ts->t[i].agree[TOLD], ts->t[i].n),
                pct(a, ts->t[i].agree[DEFAULT], ts->t[i].n));
    fputc('\n', f);
    free(ts->t);
    *ts = (Tallies){0};
}

/* Markdown-safe inline text: backticks become quotes, newlines spaces, long text cut. */
static const char *inline_text(Arena *a, const char *s, size_t max)
{
    if (!s) return "";
    size_t n = strlen(s) < max ? strlen(s) : max;
    char *o = arena_strndup(a, s, n);
    for (char *p = o; *p; p++)
        if (*p == '`') *p = '\'';
        else if (*p == '\n' || *p == '|') *p = ' ';
    return strlen(s) > max ? arena_printf(a, "%s ...", o) : o;
}

/* The figures of one release, for the report and the minimums. */
typedef struct Figures {
    uint32_t cases, scored, surgery, blind, no_verdict, agree[NMODES], quoted, quoted_ok, agreed_rejections;
    /* the torch.compile logs checked with their guards taken out and --grad not said */
    uint32_t unsaid, unsaid_agree, unsaid_errors, unsaid_open, unsaid_silent;
} Figures;

static Figures figures(const Case *cs, uint32_t from, uint32_t to)
{
    Figures fg = {0};
    for (uint32_t i = from; i < to; i++) {
        const Case *c = &cs[i];
        fg.cases++;
        if (c->unsaid) {
            fg.unsaid++;
            fg.unsaid_agree += c->accepted ? !c->unsaid_loud : c->unsaid_error;
            fg.unsaid_errors += c->accepted && c->unsaid_error;
            fg.unsaid_open += c->accepted && c->unsaid_loud && !c->unsaid_error;
            fg.unsaid_silent += !c->accepted && !c->unsaid_loud;
        }
        if (c->no_verdict) {
            fg.no_verdict++;
            continue;
        }
        if (!c->checkable) {
            fg.blind++;
            continue;
        }
        fg.scored++;
        fg.surgery += c->replay;
        for (int m = 0; m < NMODES; m++) fg.agree[m] += c->agree[m];
        if (c->agree[TOLD] && c->quote) fg.quoted++, fg.quoted_ok += c->quote_ok;
        if (c->agree[TOLD] && !c->accepted) fg.agreed_rejections++;
    }
    return fg;
}

static void write_disagreement(FILE *f, Arena *a, const Case *c, size_t skip)
{
    const char *modes = !c->agree[TOLD] && !c->agree[DEFAULT] ? "told and default"
                        : !c->agree[TOLD]                     ? "told"
                                                              : "default";
    fprintf(f, "#### %s (%s)\n\n", c->id, modes);
    fprintf(f, "- dump: ");
    for (uint32_t k = 0; k < c->nfiles; k++) fprintf(f, "%s`%s`", k ? ", " : "", c->files[k] + skip);
    fputc('\n', f);
    if (c->accepted) fputs("- PyTorch: accepted\n", f);
    else
        fprintf(f, "- PyTorch: rejected, `%s`: %s\n", c->error_type ? c->error_type : "?",
                inline_text(a, c->error_key ? c->error_key : c->error, 600));
    for (int m = 0; m < NMODES; m++) {
        if (c->agree[m] || (m == DEFAULT && !c->agree[TOLD] && strcmp(c->findings[TOLD], c->findings[DEFAULT]) == 0))
            continue;
        if (*c->findings[m]) {
            fprintf(f, "- fxlint (%s):\n\n```\n", m == TOLD && !c->agree[DEFAULT] &&
                                                           strcmp(c->findings[TOLD], c->findings[DEFAULT]) == 0
                                                       ? "told and default"
                                                       : mode_names[m]);
            fputs(c->findings[m], f);
            fputs("```\n", f);
        } else {
            fprintf(f, "- fxlint (%s): no finding\n", mode_names[m]);
        }
    }
    const char *why = !c->agree[TOLD] ? c->why[TOLD] : c->why[DEFAULT];
    fprintf(f, "- why: %s\n\n", why ? why : "NOT EXPLAINED");
}

static void write_release(FILE *f, Arena *a, const Case *cs, uint32_t from, uint32_t to, size_t skip)
{
    static const char *const grads[] = {"enabled", "no_grad", "inference"};
    Figures fg = figures(cs, from, to);
    Tallies by_hop = {0}, by_family = {0}, by_grad = {0}, by_capture = {0}, cells = {0};
    for (uint32_t i = from; i < to; i++) {
        const Case *c = &cs[i];
        if (!c->checkable) continue;
        tally(&by_hop, a, c->hop ? c->hop : "?", c);
        tally(&by_family, a, c->family ? c->family : "?", c);
        tally(&by_grad, a, c->grad ? c->grad : "?", c);
        tally(&by_capture, a, c->capture ? c->capture : "?", c);
        tally(&cells, a, arena_printf(a, "%s\t%s\t%s", c->hop, c->family, c->grad), c);
    }
    fprintf(f, "## PyTorch %s\n\n### Summary\n\n", cs[from].torch);
    fprintf(f, "- cases: %u\n- scored: %u (PyTorch's verdict, on a dump that shows the judged graph), %u of them graph "
               "surgery judged by the frontend replay\n- not checkable: %u (PyTorch rejected before printing any graph; "
               "the graph-surgery cases stand in for them)\n- no verdict: %u (re-traces of edited graphs, direct HOP "
               "calls under export or make_fx: kept as data, not scored)\n- agreement, told (`--grad` and "
               "`--capture` of the case): %s\n- agreement, default (`--grad` only; the capture path read from the "
               "dump): %s\n\n",
            fg.cases, fg.scored, fg.surgery, fg.blind, fg.no_verdict, pct(a, fg.agree[TOLD], fg.scored),
            pct(a, fg.agree[DEFAULT], fg.scored));
    fprintf(f, "The grad mode not said: the %u torch.compile logs with a graph, checked again with Dynamo's guards\n"
               "records taken out (they print the grad mode) and `--grad` not said, so that fxlint reads the mode\n"
               "from the rest of the log (a training graph, a HOP body Dynamo traces only under some modes of the\n"
               "release that printed the log, which its `pytorch_version` names: kept in the logs of 2.12 on) or\n"
               "leaves the verdict open:\n\n"
               "- agreement: %s\n- errors where PyTorch accepted: %u\n- warnings where PyTorch accepted (a verdict the "
               "log leaves open): %u\n- rejections with no finding: %u\n\n",
            fg.unsaid, pct(a, fg.unsaid_agree, fg.unsaid), fg.unsaid_errors, fg.unsaid_open, fg.unsaid_silent);
    if (fg.unsaid_errors + fg.unsaid_silent) fputs("Each error on an acceptance and silence on a rejection, and why:\n\n", f);
    if (fg.unsaid_errors + fg.unsaid_silent) {
        for (uint32_t i = from; i < to; i++) {
            const Case *c = &cs[i];
            if (!c->unsaid || (c->accepted ? !c->unsaid_error : c->unsaid_loud)) continue;
            fprintf(f, "- %s (%s): %s\n", c->id, c->accepted ? "accepted, an error" : "rejected, no finding",
                    c->unsaid_why ? c->unsaid_why : "NOT EXPLAINED");
        }
        fputc('\n', f);
    }
    fprintf(f, "PyTorch's words: of the %u rejections fxlint agrees with (told), %u quote PyTorch in an error; in %s\n"
               "one of fxlint's errors quotes the message PyTorch printed for the case: each piece between\n"
               "fxlint's `...`, which stand for what a dump cannot show (values, pytrees, addresses), white space\n"
               "squeezed and size symbols' numbers (`u0`, `s85`) ignored. The others are listed under *Quotes\n"
               "that differ*.\n\n",
            fg.agreed_rejections, fg.quoted, pct(a, fg.quoted_ok, fg.quoted));
    fputs("### By HOP\n\n", f);
    table(f, a, "HOP", &by_hop);
    fputs("### By family\n\n", f);
    table(f, a, "family", &by_family);
    fputs("### By grad mode\n\n", f);
    table(f, a, "grad", &by_grad);
    fputs("### By capture path\n\n", f);
    table(f, a, "capture", &by_capture);
    fputs("### Agreement matrix (HOP x family x grad mode; told / default)\n\n| HOP | family | enabled | no_grad | "
          "inference |\n| --- | --- | --- | --- | --- |\n",
          f);
    qsort(cells.t, cells.n, sizeof *cells.t, cmp_tally);
    for (uint32_t i = 0; i < cells.n;) {
        char *key = arena_strdup(a, cells.t[i].key);
        char *hop = key, *fam = strchr(hop, '\t');
        *fam++ = 0;
        *strchr(fam, '\t') = 0;
        const char *col[3] = {"-", "-", "-"};
        uint32_t k = i;
        for (; k < cells.n; k++) {
            char *p = arena_strdup(a, cells.t[k].key);
            char *f2 = strchr(p, '\t');
            *f2++ = 0;
            char *g = strchr(f2, '\t');
            *g++ = 0;
            if (strcmp(p, hop) != 0 || strcmp(f2, fam) != 0) break;
            const Tally *t = &cells.t[k];
            for (int j = 0; j < 3; j++)
                if (strcmp(g, grads[j]) == 0)
                    col[j] = arena_printf(a, "%u/%u · %u/%u", t->agree[TOLD], t->n, t->agree[DEFAULT], t->n);
        }
        fprintf(f, "| %s | %s | %s | %s | %s |\n", hop, fam, col[0], col[1], col[2]);
        i = k;
    }
    free(cells.t);
    fputs("\n### Disagreements\n\n", f);
    uint32_t nd = 0;
    for (uint32_t i = from; i < to; i++) {
        const Case *c = &cs[i];
        if (!c->checkable || (c->agree[TOLD] && c->agree[DEFAULT])) continue;
        nd++;
        write_disagreement(f, a, c, skip);
    }
    if (!nd) fputs("None.\n\n", f);
    fputs("### Quotes that differ\n\nfxlint agrees with the verdict, but none of its errors quotes what PyTorch printed "
          "for the\ncase (its first error of the family shown).\n\n"
          "| case | fxlint quotes | PyTorch printed |\n| --- | --- | --- |\n",
          f);
    for (uint32_t i = from; i < to; i++) {
        const Case *c = &cs[i];
        if (!c->checkable || !c->agree[TOLD] || !c->quote || c->quote_ok) continue;
        fprintf(f, "| %s | %s | %s |\n", c->id, inline_text(a, c->quote, 160),
                inline_text(a, c->error_key ? c->error_key : c->error, 160));
    }
    fputc('\n', f);
}

/* Cases sorted by release, then id: the index of the first case of each release. */
static int cmp_case(const void *x, const void *y)
{
    const Case *a = x, *b = y;
    if (a->release != b->release) return a->release < b->release ? -1 : 1;
    int r = strcmp(a->torch, b->torch);
    return r ? r : strcmp(a->id, b->id);
}

static const Case *find_case(const Case *cs, uint32_t from, uint32_t to, const char *id)
{
    uint32_t lo = from, hi = to;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int r = strcmp(cs[mid].id, id);
        if (r == 0) return &cs[mid];
        if (r < 0) lo = mid + 1;
        else hi = mid;
    }
    return NULL;
}

static void write_changes(FILE *f, Arena *a, const Case *cs, const uint32_t *start, uint32_t nrel)
{
    fputs("## What changed from one release to the next\n\n", f);
    if (nrel < 2) {
        fputs("One release only.\n\n", f);
        return;
    }
    for (uint32_t r = 0; r + 1 < nrel; r++) {
        const char *before = cs[start[r]].torch, *after = cs[start[r + 1]].torch;
        fprintf(f, "### %s to %s\n\nCases whose verdict moved (the same case id under both releases).\n\n", before, after);
        fprintf(f, "| case | %s | %s | PyTorch %s said | PyTorch %s said |\n| --- | --- | --- | --- | --- |\n", before,
                after, before, after);
        uint32_t moved = 0;
        for (uint32_t i = start[r + 1]; i < start[r + 2]; i++) {
            const Case *c = &cs[i];
            const Case *o = find_case(cs, start[r], start[r + 1], c->id);
            if (!o || o->accepted == c->accepted || o->no_verdict || c->no_verdict) continue;
            moved++;
            fprintf(f, "| %s | %s | %s | %s | %s |\n", c->id, o->accepted ? "accepted" : "rejected",
                    c->accepted ? "accepted" : "rejected",
                    o->accepted ? "" : inline_text(a, o->error_key ? o->error_key : o->error, 160),
                    c->accepted ? "" : inline_text(a, c->error_key ? c->error_key : c->error, 160));
        }
        fprintf(f, "\n%u case%s moved.\n\n", moved, moved == 1 ? "" : "s");
    }
}

static void write_report(FILE *f, Arena *a, const Case *cs, const uint32_t *start, uint32_t nrel, size_t skip)
{
    fputs("# Conformance report: fxlint against PyTorch", f);
    for (uint32_t r = 0; r < nrel; r++) fprintf(f, "%s %s", r == 0 ? "" : r + 1 == nrel ? " and" : ",", cs[start[r]].torch);
    fputs("\n\nMade by `make conformance` (tests/conformance/check.c) from `verdicts.jsonl` and the dumps under\n"
          "`cases/`; `make test` makes it again and fails when this file differs. A verdict is what PyTorch's\n"
          "frontends (torch.cond, while_loop, scan, ... called from user code through torch.compile,\n"
          "torch.export and make_fx) do with the case's program under its grad mode; graph surgery is judged\n"
          "by the frontend replay (the edited subgraphs handed to the HOP's frontend, `replay_*`). Agreement:\n"
          "where PyTorch rejected, fxlint reports an error of the rejection's family; where PyTorch accepted,\n"
          "fxlint reports nothing at error or warning. A rejection's family is the one its message names in\n"
          "`families.tsv`, else the program's (`expect_family`). Each case is scored twice, under the case's\n"
          "release and grad mode (`--target`, `--grad`): *told*, with its capture path said (`--capture`), and\n"
          "*default*, with the capture path read from the dump. Each torch.compile log with a graph is also\n"
          "checked with its guards taken out and `--grad` not said (*the grad mode not said*, in each summary).\n\n",
          f);
    for (uint32_t r = 0; r < nrel; r++) write_release(f, a, cs, start[r], start[r + 1], skip);
    write_changes(f, a, cs, start, nrel);
}

/* Runs fxlint over the cases of one (release, grad mode[, capture path]) group at once: many
 * files, every core. */
static uint32_t run_group(Arena *a, Case *cs, uint32_t n, uint32_t first, bool *done, int mode, const char *dir,
                          Explanation *fam, uint32_t nfam)
{
    const char **files = ARENA_ARRAY(a, const char *, 1);
    uint32_t nfiles = 0, cap = 1, unread = 0;
    uint32_t *members = calloc(n, sizeof *members), nm = 0;
    for (uint32_t k = first; k < n; k++) {
        if (done[k] || cs[k].no_verdict || cs[k].release != cs[first].release ||
            strcmp(cs[k].torch, cs[first].torch) != 0 || cs[k].grad_mode != cs[first].grad_mode ||
            (mode == TOLD && cs[k].path != cs[first].path))
            continue;
        done[k] = true;
        members[nm++] = k;
        for (uint32_t j = 0; j < cs[k].nfiles; j++) {
            if (nfiles == cap) {
                const char **grown = ARENA_ARRAY(a, const char *, cap * 2);
                memcpy(grown, files, nfiles * sizeof *files);
                files = grown;
                cap *= 2;
            }
            files[nfiles++] = cs[k].files[j];
        }
    }
    Config cfg;
    config_init_defaults(&cfg);
    cfg.target_version = cs[first].release;
    cfg.grad = cs[first].grad_mode;
    cfg.grad_said = true;
    cfg.capture = mode == TOLD ? cs[first].path : CAPTURE_AUTO;
    cfg.verbose = mode == DEFAULT; /* FX911's notes: how each compile's log was read */
    bool *not_a_dump = calloc(nfiles ? nfiles : 1, sizeof *not_a_dump);
    CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .not_a_dump = not_a_dump};
    DiagList l;
    diag_list_init(&l, a);
    check_files(&o, files, nfiles, &l, NULL);
    /* Every file is something PyTorch printed: one passed over as not a dump would agree with an
     * acceptance without having been read. */
    for (uint32_t k = 0; k < nfiles; k++)
        if (not_a_dump[k] && mode == TOLD)
            fprintf(stderr, "FAIL %s: fxlint passed it over as not a dump\n", files[k]), unread++;
    free(not_a_dump);
    for (uint32_t k = 0; k < nm; k++) judge(a, &cs[members[k]], mode, &l, dir, fam, nfam);
    free(members);
    return unread;
}

/* ---- the grad mode not said ---- */

/* Whether case c is a torch.compile log of the program itself with a graph: what Dynamo's
 * guards, which print the grad mode, are part of. */
static bool compile_log(const Case *c)
{
    return !c->no_verdict && c->has_graph && !c->replay && c->capture && strncmp(c->capture, "compile_", 8) == 0 &&
           c->nfiles == 1 && strstr(c->files[0], ".log");
}

/* Writes `path`'s TORCH_TRACE log to `out` without Dynamo's guards records (a header naming
 * dynamo_cpp_guards_str or dynamo_guards, and its payload lines). */
static bool write_without_guards(const char *path, const char *out)
{
    char *text = read_file(path);
    FILE *f = text ? fopen(out, "w") : NULL;
    if (!f) {
        free(text);
        return false;
    }
    bool skip = false;
    for (char *line = text; *line;) {
        char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) + 1 : strlen(line);
        if (line[0] != '\t') {
            char save = line[n - 1];
            line[n - 1] = 0;
            skip = strstr(line, "dynamo_cpp_guards_str") || strstr(line, "\"dynamo_guards\"");
            line[n - 1] = save;
        }
        if (!skip) fwrite(line, 1, n, f);
        line += n;
    }
    free(text);
    return fclose(f) == 0;
}

/* Checks every torch.compile log with a graph again, its guards taken out and --grad not said:
 * what fxlint reads of the grad mode from the rest of the log (a training graph, a body Dynamo
 * traces only under some modes) against what PyTorch did. An error where PyTorch accepted, or
 * nothing where it rejected, must be explained; a warning where it accepted is a verdict the
 * log leaves open. Returns the logs it could not write. */
static uint32_t run_unsaid(Arena *a, Case *cs, uint32_t n, Explanation *fam, uint32_t nfam)
{
    char tmpl[] = "/tmp/fxlint-conformance-XXXXXX";
    const char *tmp = mkdtemp(tmpl);
    if (!tmp) return 1;
    uint32_t failed = 0;
    const char **paths = calloc(n ? n : 1, sizeof *paths); /* set once a case is taken up */
    for (uint32_t first = 0; first < n; first++) {
        if (!compile_log(&cs[first]) || paths[first]) continue;
        /* one release at a time */
        uint32_t *members = calloc(n, sizeof *members), nm = 0;
        const char **files = ARENA_ARRAY(a, const char *, n);
        for (uint32_t k = first; k < n; k++) {
            if (!compile_log(&cs[k]) || paths[k] || strcmp(cs[k].torch, cs[first].torch) != 0) continue;
            paths[k] = arena_printf(a, "%s/%u.log", tmp, k);
            if (!write_without_guards(cs[k].files[0], paths[k])) {
                fprintf(stderr, "FAIL %s: cannot write its log without guards into %s\n", cs[k].id, tmp);
                failed++;
                continue;
            }
            cs[k].unsaid = true;
            files[nm] = paths[k];
            members[nm++] = k;
        }
        Config cfg;
        config_init_defaults(&cfg);
        cfg.target_version = cs[first].release;
        CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO};
        DiagList l;
        diag_list_init(&l, a);
        check_files(&o, files, nm, &l, NULL);
        for (uint32_t m = 0; m < nm; m++) {
            Case *c = &cs[members[m]];
            const char *prefix = c->accepted ? NULL : family_prefix(rejection_family(c, fam, nfam));
            for (uint32_t i = 0; i < l.len; i++) {
                const Diag *d = &l.items[i];
                if (strcmp(d->file, paths[members[m]]) != 0) continue;
                if (d->severity >= SEV_WARNING) c->unsaid_loud = true;
                if (d->severity == SEV_ERROR && (!prefix || strncmp(rule_table[d->rule].code, prefix, 3) == 0))
                    c->unsaid_error = true;
            }
            remove(paths[members[m]]);
        }
        free(members);
    }
    free(paths);
    remove(tmp);
    return failed;
}

/* The release of a case as the explanations name it: "2.13". */
static const char *release_label(const Case *c) { return release_name(c->release); }

int main(int argc, char **argv)
{
    bool write = false;
    uint32_t min_cases = 4000, min_surgery = 600;
    double min_agreement = 99.0, min_quotes = 90.0;
    int min_release = 213;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--write") == 0) write = true;
        else if (strcmp(argv[i], "--min-cases") == 0 && i + 1 < argc) min_cases = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--min-surgery") == 0 && i + 1 < argc) min_surgery = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--min-agreement") == 0 && i + 1 < argc) min_agreement = atof(argv[++i]);
        else if (strcmp(argv[i], "--min-quotes") == 0 && i + 1 < argc) min_quotes = atof(argv[++i]);
        else if (strcmp(argv[i], "--min-release") == 0 && i + 1 < argc) min_release = release_parse(argv[++i]);
        else dir = argv[i];
    }
    if (!dir) {
        fputs("usage: conformance-check [--write] [--min-cases N] [--min-surgery N] [--min-agreement PCT] "
              "[--min-quotes PCT] [--min-release X.Y] DIR\n",
              stderr);
        return 2;
    }
    Arena a;
    arena_init(&a);
    uint32_t unread = 0; /* files fxlint passed over as not a dump */
    Case *cs = NULL;
    uint32_t n = 0;
    if (read_cases(&a, dir, &cs, &n) < 0) return 2;
    qsort(cs, n, sizeof *cs, cmp_case);
    uint32_t *start = ARENA_ARRAY(&a, uint32_t, n + 2), nrel = 0;
    for (uint32_t i = 0; i < n; i++)
        if (i == 0 || strcmp(cs[i].torch, cs[i - 1].torch) != 0) start[nrel++] = i;
    start[nrel] = n;
    Explanation *ex = NULL, *fam = NULL;
    uint32_t nex = 0, nfam = 0;
    read_explanations(&a, dir, "explained.tsv", &ex, &nex);
    read_explanations(&a, dir, "families.tsv", &fam, &nfam);

    for (int mode = 0; mode < NMODES; mode++) {
        bool *done = calloc(n ? n : 1, sizeof *done);
        for (uint32_t i = 0; i < n; i++)
            if (!done[i] && !cs[i].no_verdict) unread += run_group(&a, cs, n, i, done, mode, dir, fam, nfam);
        free(done);
    }

    unread += run_unsaid(&a, cs, n, fam, nfam);

    uint32_t failed = unread, unexplained = 0, disagreements = 0, misread = 0, logs = 0;
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (c->no_verdict || !c->has_graph || c->replay || !c->capture || strncmp(c->capture, "compile_", 8) != 0)
            continue;
        logs++;
        if (!c->misread) continue;
        misread++;
        fprintf(stderr, "FAIL %s (%s): its torch.compile log is read as another capture path: %s\n", c->id,
                release_label(c), c->misread);
    }
    failed += misread;
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (!c->checkable) continue;
        for (int m = 0; m < NMODES; m++) {
            if (c->agree[m]) continue;
            disagreements++;
            const char *full = arena_printf(&a, "%s/%s/%s", release_label(c), mode_names[m], c->id);
            for (uint32_t k = 0; k < nex && !c->why[m]; k++)
                if (fnmatch(ex[k].glob, strchr(ex[k].glob, '/') ? full : c->id, 0) == 0)
                    c->why[m] = ex[k].why, ex[k].used = true;
            if (!c->why[m]) {
                unexplained++;
                fprintf(stderr, "FAIL %s (%s, %s): fxlint disagrees with PyTorch (%s) and explained.tsv does not say "
                                "why\n%s",
                        c->id, release_label(c), mode_names[m], c->accepted ? "accepted" : "rejected", c->findings[m]);
            }
        }
    }
    /* the grad mode not said: an error on an acceptance or silence on a rejection is explained */
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (!c->unsaid || (c->accepted ? !c->unsaid_error : c->unsaid_loud)) continue;
        const char *full = arena_printf(&a, "%s/unsaid/%s", release_label(c), c->id);
        for (uint32_t k = 0; k < nex && !c->unsaid_why; k++)
            if (fnmatch(ex[k].glob, strchr(ex[k].glob, '/') ? full : c->id, 0) == 0)
                c->unsaid_why = ex[k].why, ex[k].used = true;
        if (!c->unsaid_why) {
            unexplained++;
            fprintf(stderr, "FAIL %s (%s, guards taken out, --grad not said): %s\n", c->id, release_label(c),
                    c->accepted ? "an error where PyTorch accepted" : "no finding where PyTorch rejected");
        }
    }
    failed += unexplained;
    for (uint32_t k = 0; k < nex; k++)
        if (!ex[k].used) {
            fprintf(stderr, "FAIL explained.tsv: '%s' explains no disagreement (remove it)\n", ex[k].glob);
            failed++;
        }
    for (uint32_t k = 0; k < nfam; k++)
        if (!fam[k].used) {
            fprintf(stderr, "FAIL families.tsv: no rejection says '%s' (remove it)\n", fam[k].glob);
            failed++;
        }
    printf("conformance: %u torch.compile logs with a graph, %u read as another backend than the one that ran\n", logs,
           misread);
    uint32_t scored_all = 0;
    for (uint32_t r = 0; r < nrel; r++) {
        Figures fg = figures(cs, start[r], start[r + 1]);
        const char *torch = cs[start[r]].torch;
        scored_all += fg.scored;
        double rate[NMODES];
        for (int m = 0; m < NMODES; m++) rate[m] = fg.scored ? 100.0 * fg.agree[m] / fg.scored : 0;
        double quote_rate = fg.quoted ? 100.0 * fg.quoted_ok / fg.quoted : 100.0;
        printf("conformance %s: %u cases, %u scored (%u graph surgery by the frontend replay), %u no verdict; told %u "
               "agree (%.2f %%), default %u agree (%.2f %%); %u of %u quotes are PyTorch's words (%.2f %%)\n",
               torch, fg.cases, fg.scored, fg.surgery, fg.no_verdict, fg.agree[TOLD], rate[TOLD], fg.agree[DEFAULT],
               rate[DEFAULT], fg.quoted_ok, fg.quoted, quote_rate);
        printf("conformance %s, grad not said (guards taken out of %u torch.compile logs): %u agree (%.2f %%), %u "
               "errors where PyTorch accepted, %u warnings where it accepted, %u rejections with no finding\n",
               torch, fg.unsaid, fg.unsaid_agree, fg.unsaid ? 100.0 * fg.unsaid_agree / fg.unsaid : 0, fg.unsaid_errors,
               fg.unsaid_open, fg.unsaid_silent);
        if (cs[start[r]].release < min_release) continue;
        if (fg.scored < min_cases)
            fprintf(stderr, "FAIL %s: only %u scored cases (at least %u wanted)\n", torch, fg.scored, min_cases), failed++;
        if (fg.surgery < min_surgery)
            fprintf(stderr, "FAIL %s: only %u graph-surgery cases judged by the frontend replay (at least %u wanted)\n",
                    torch, fg.surgery, min_surgery),
                failed++;
        for (int m = 0; m < NMODES; m++)
            if (rate[m] < min_agreement)
                fprintf(stderr, "FAIL %s: %s agreement %.2f %% is below %.2f %%\n", torch, mode_names[m], rate[m],
                        min_agreement),
                    failed++;
        if (quote_rate < min_quotes)
            fprintf(stderr, "FAIL %s: %.2f %% of the quotes are PyTorch's words, below %.2f %%\n", torch, quote_rate,
                    min_quotes),
                failed++;
    }

    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (n) write_report(m, &a, cs, start, nrel, strlen(dir) + 1);
    fclose(m);
    char *report_path = arena_printf(&a, "%s/REPORT.md", dir);
    if (write) {
        FILE *f = fopen(report_path, "w");
        if (!f || fwrite(text, 1, len, f) != len) {
            perror(report_path);
            failed++;
        }
        if (f) fclose(f);
    } else {
        char *old = read_file(report_path);
        if (!old || strcmp(old, text) != 0) {
            fprintf(stderr, "FAIL %s is not what the dumps give now: run make conformance-agreement\n", report_path);
            failed++;
        }
        free(old);
    }
    free(text);
    printf("%u passed, %u failed\n", 2 * scored_all - disagreements + (disagreements - unexplained), failed);
    free(cs);
    free(ex);
    free(fam);
    arena_free(&a);
    return failed ? 1 : 0;
}
