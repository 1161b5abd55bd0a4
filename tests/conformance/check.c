/* The conformance checker: runs fxlint on every case of verdicts.jsonl under the case's release,
 * grad mode and capture path, decides whether fxlint agrees with PyTorch's verdict, and writes
 * REPORT.md (an agreement matrix per HOP x family x grad mode, and every disagreement with its
 * dump, fxlint's findings, PyTorch's message and why it remains). No PyTorch is needed: the
 * dumps and verdicts are committed.
 *
 * usage: conformance-check [--write] [--min-cases N] [--min-agreement PCT] [--min-quotes PCT] DIR
 *   DIR holds verdicts.jsonl, the cases/ it names, explained.tsv and REPORT.md. Without --write
 *   the report is made in memory and compared with DIR/REPORT.md (make test); --write replaces
 *   it (make conformance).
 *
 * Agreement, as issue 11 defines it: PyTorch rejected and fxlint reports an error of the
 * rejection's family (FX1xx mutation, FX2xx aliasing, FX3xx data-dependent, FX4xx metadata,
 * FX5xx export, FX6xx effects); or PyTorch accepted and fxlint reports nothing at error or
 * warning. A case PyTorch rejected before printing any graph cannot be checked (its graph-surgery
 * twin is); it is counted apart. A rejection's family is the one its message names
 * (families.tsv: "MESSAGE-SUBSTRING<TAB>family", the first line that matches), else the
 * program's expect_family: a program written to show one problem can trip over another first.
 * Every disagreement must be explained by a line of explained.tsv ("CASE-GLOB<TAB>why").
 *
 * Wording: where fxlint agrees with a rejection, the quotation after "PyTorch: " in its first
 * error should be PyTorch's own words for that case (PyTorch stops at its first failure, fxlint
 * reports them all): each piece between its "..." in the message PyTorch printed, white space
 * squeezed and size symbols' numbers ignored; at least --min-quotes per cent (default 90) of the
 * cases must have one. surgery_utils cases are left out: no capture path shows that oracle's
 * words first. The last line printed is "N passed, N failed". */
#include <fnmatch.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/check.h"
#include "diag/rules.h"
#include "model/provenance.h"

typedef struct Case {
    const char *id, *hop, *family, *expect, *grad, *capture, *error_type, *error, *error_key, *torch;
    const char **files;
    uint32_t nfiles;
    bool accepted, has_graph;
    int release;
    GradMode grad_mode;
    CapturePath path;
    /* results */
    bool checkable, agree;
    const char *findings; /* fxlint's findings, one per line, for the report */
    const char *quote;    /* where fxlint agrees with a rejection: what its first error of the
                             family quotes of PyTorch (NULL: no quote) */
    bool quote_ok;        /* every piece of it is in PyTorch's message */
    const char *why;      /* the explanation of a disagreement */
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
    /* The `utils` oracle calls _check_alias_and_mutation on the edited subgraph itself: the check
     * functionalization makes when it does not auto-functionalize the HOP, with grad playing no
     * part. No capture path runs it alone; torch.compile with grad enabled is the one on which it
     * decides (Dynamo rejecting the same things first): the case is judged there. */
    if (strcmp(s, "surgery_utils") == 0) return CAPTURE_COMPILE;
    if (strncmp(s, "surgery_", 8) == 0) s += 8;
    if (strcmp(s, "compile_eager") == 0) return CAPTURE_COMPILE_EAGER;
    if (strcmp(s, "compile_aot_eager") == 0 || strcmp(s, "compile_inductor") == 0) return CAPTURE_COMPILE;
    if (strncmp(s, "export", 6) == 0) return CAPTURE_EXPORT;
    if (strncmp(s, "make_fx", 7) == 0) return CAPTURE_MAKE_FX;
    int p = capture_path_parse(s);
    return p < 0 ? CAPTURE_AUTO : p;
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
        c->accepted = json_is_true(json_object_get(o, "accepted"));
        json_t *hg = json_object_get(o, "dump_has_graph");
        c->torch = dup(a, o, "torch");
        c->release = c->torch ? release_parse(c->torch) : -1;
        int g = c->grad ? grad_mode_parse(c->grad) : -1;
        c->grad_mode = g < 0 ? GRAD_ENABLED : (GradMode)g;
        c->path = (CapturePath)capture_of(c->capture);
        if (c->capture && strcmp(c->capture, "surgery_utils") == 0) c->grad_mode = GRAD_ENABLED;
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
        if (!mine) continue;
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

static void judge(Arena *a, Case *c, const DiagList *l, const char *dir, Explanation *fam, uint32_t nfam)
{
    c->checkable = c->accepted || c->has_graph;
    const char *prefix = c->accepted ? NULL : family_prefix(rejection_family(c, fam, nfam));
    bool error_of_family = false, loud = false;
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        bool mine = false;
        for (uint32_t k = 0; k < c->nfiles && !mine; k++) mine = strcmp(d->file, c->files[k]) == 0;
        if (!mine) continue;
        if (d->severity >= SEV_WARNING) loud = true;
        if (d->severity == SEV_ERROR && (!prefix || strncmp(rule_table[d->rule].code, prefix, 3) == 0)) {
            if (!error_of_family && !c->accepted && c->error) c->quote = quote_of(a, d->message);
            error_of_family = true;
        }
        /* PyTorch stops at its first failure; fxlint reports them all: the words PyTorch printed
         * should be among fxlint's errors' */
        const char *q = d->severity == SEV_ERROR && !c->accepted && c->error ? quote_of(a, d->message) : NULL;
        if (q && !c->quote_ok && quote_in(a, q, c->error)) c->quote_ok = true;
    }
    /* the utils oracle calls functionalization's check itself, whose words no capture path shows
     * first (the case is judged as torch.compile with grad enabled, where Dynamo speaks first) */
    if (c->capture && strcmp(c->capture, "surgery_utils") == 0) c->quote = NULL;
    c->agree = c->accepted ? !loud : error_of_family;
    c->findings = format_findings(a, l, c, dir);
}

/* ---- the report ---- */

typedef struct Tally {
    const char *key;
    uint32_t n, agree;
} Tally;

typedef struct Tallies {
    Tally *t;
    uint32_t n, cap;
} Tallies;

static void tally(Tallies *ts, Arena *a, const char *key, bool agree)
{
    for (uint32_t i = 0; i < ts->n; i++)
        if (strcmp(ts->t[i].key, key) == 0) {
            ts->t[i].n++;
            ts->t[i].agree += agree;
            return;
        }
    if (ts->n == ts->cap) ts->t = realloc(ts->t, (ts->cap = ts->cap ? ts->cap * 2 : 64) * sizeof *ts->t);
    ts->t[ts->n++] = (Tally){arena_strdup(a, key), 1, agree};
}

static int cmp_tally(const void *x, const void *y) { return strcmp(((const Tally *)x)->key, ((const Tally *)y)->key); }

static const char *pct(Arena *a, uint32_t agree, uint32_t n)
{
    return n ? arena_printf(a, "%u/%u (%.1f %%)", agree, n, 100.0 * agree / n) : "-";
}

static void table(FILE *f, Arena *a, const char *title, Tallies *ts)
{
    qsort(ts->t, ts->n, sizeof *ts->t, cmp_tally);
    fprintf(f, "| %s | agreement |\n| --- | --- |\n", title);
    for (uint32_t i = 0; i < ts->n; i++) fprintf(f, "| %s | %s |\n", ts->t[i].key, pct(a, ts->t[i].agree, ts->t[i].n));
    fputc('\n', f);
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

static void write_report(FILE *f, Arena *a, Case *cs, uint32_t n, const char *torch, size_t skip)
{
    static const char *const grads[] = {"enabled", "no_grad", "inference"};
    uint32_t checkable = 0, agree = 0, rejected_blind = 0, quoted = 0, quoted_ok = 0, agreed_rejections = 0;
    Tallies by_hop = {0}, by_family = {0}, by_grad = {0}, by_capture = {0}, cells = {0};
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (!c->checkable) {
            rejected_blind++;
            continue;
        }
        checkable++;
        agree += c->agree;
        tally(&by_hop, a, c->hop ? c->hop : "?", c->agree);
        tally(&by_family, a, c->family ? c->family : "?", c->agree);
        tally(&by_grad, a, c->grad ? c->grad : "?", c->agree);
        tally(&by_capture, a, c->capture ? c->capture : "?", c->agree);
        tally(&cells, a, arena_printf(a, "%s\t%s\t%s", c->hop, c->family, c->grad), c->agree);
        if (c->agree && c->quote) quoted++, quoted_ok += c->quote_ok;
        if (c->agree && !c->accepted && !(c->capture && strcmp(c->capture, "surgery_utils") == 0)) agreed_rejections++;
    }
    fprintf(f, "# Conformance report: fxlint against PyTorch %s\n\n", torch);
    fputs("Made by `make conformance` (tests/conformance/check.c) from `verdicts.jsonl` and the dumps under\n"
          "`cases/`; `make test` makes it again and fails when this file differs. Agreement as issue 11\n"
          "defines it: where PyTorch rejected, fxlint reports an error of the rejection's family; where\n"
          "PyTorch accepted, fxlint reports nothing at error or warning. A rejection's family is the one\n"
          "its message names in `families.tsv`, else the program's (`expect_family`). fxlint runs under\n"
          "each case's release, grad mode (`--grad`) and capture path (`--capture`); the `surgery_*`\n"
          "captures judge a printed graph taken through that path again.\n\n",
          f);
    fprintf(f, "## Summary\n\n- cases: %u\n- checked: %u (PyTorch accepted, or rejected after printing a graph)\n"
               "- not checkable: %u (PyTorch rejected before printing any graph; the graph-surgery cases stand in "
               "for them)\n- agreement: %s\n\n",
            n, checkable, rejected_blind, pct(a, agree, checkable));
    fprintf(f, "PyTorch's words: of the %u rejections fxlint agrees with (the `surgery_utils` oracle's aside:\n"
               "no capture path shows its words first), %u quote PyTorch in an error; in %s one of fxlint's\n"
               "errors quotes the message PyTorch 2.13 printed for the case: each piece between fxlint's `...`,\n"
               "which stand for what a dump cannot show (values, pytrees, addresses), white space squeezed and\n"
               "size symbols' numbers (`u0`, `s85`) ignored. The others are listed under *Quotes that differ*.\n\n",
            agreed_rejections, quoted, pct(a, quoted_ok, quoted));
    fputs("## By HOP\n\n", f);
    table(f, a, "HOP", &by_hop);
    fputs("## By family\n\n", f);
    table(f, a, "family", &by_family);
    fputs("## By grad mode\n\n", f);
    table(f, a, "grad", &by_grad);
    fputs("## By capture path\n\n", f);
    table(f, a, "capture", &by_capture);
    fputs("## Agreement matrix (HOP x family x grad mode)\n\n| HOP | family | enabled | no_grad | inference |\n"
          "| --- | --- | --- | --- | --- |\n",
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
            for (int j = 0; j < 3; j++)
                if (strcmp(g, grads[j]) == 0) col[j] = arena_printf(a, "%u/%u", cells.t[k].agree, cells.t[k].n);
        }
        fprintf(f, "| %s | %s | %s | %s | %s |\n", hop, fam, col[0], col[1], col[2]);
        i = k;
    }
    fputs("\n## Disagreements\n\n", f);
    uint32_t nd = 0;
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (!c->checkable || c->agree) continue;
        nd++;
        fprintf(f, "### %s\n\n", c->id);
        fprintf(f, "- dump: ");
        for (uint32_t k = 0; k < c->nfiles; k++) fprintf(f, "%s`%s`", k ? ", " : "", c->files[k] + skip);
        fputc('\n', f);
        if (c->accepted) fputs("- PyTorch: accepted\n", f);
        else
            fprintf(f, "- PyTorch: rejected, `%s`: %s\n", c->error_type ? c->error_type : "?",
                    inline_text(a, c->error_key ? c->error_key : c->error, 600));
        if (*c->findings) {
            fputs("- fxlint:\n\n```\n", f);
            fputs(c->findings, f);
            fputs("```\n", f);
        } else {
            fputs("- fxlint: no finding\n", f);
        }
        fprintf(f, "- why: %s\n\n", c->why ? c->why : "NOT EXPLAINED");
    }
    if (!nd) fputs("None.\n", f);
    fputs("\n## Quotes that differ\n\nfxlint agrees with the verdict, but none of its errors quotes what PyTorch printed for the\n"
          "case (its first error of the family shown).\n\n"
          "| case | fxlint quotes | PyTorch printed |\n| --- | --- | --- |\n",
          f);
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (!c->checkable || !c->agree || !c->quote || c->quote_ok) continue;
        fprintf(f, "| %s | %s | %s |\n", c->id, inline_text(a, c->quote, 160),
                inline_text(a, c->error_key ? c->error_key : c->error, 160));
    }
    free(by_hop.t);
    free(by_family.t);
    free(by_grad.t);
    free(by_capture.t);
    free(cells.t);
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

int main(int argc, char **argv)
{
    bool write = false;
    uint32_t min_cases = 600;
    double min_agreement = 99.0, min_quotes = 90.0;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--write") == 0) write = true;
        else if (strcmp(argv[i], "--min-cases") == 0 && i + 1 < argc) min_cases = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--min-agreement") == 0 && i + 1 < argc) min_agreement = atof(argv[++i]);
        else if (strcmp(argv[i], "--min-quotes") == 0 && i + 1 < argc) min_quotes = atof(argv[++i]);
        else dir = argv[i];
    }
    if (!dir) {
        fputs("usage: conformance-check [--write] [--min-cases N] [--min-agreement PCT] [--min-quotes PCT] DIR\n",
              stderr);
        return 2;
    }
    Arena a;
    arena_init(&a);
    uint32_t unread = 0; /* files fxlint passed over as not a dump */
    Case *cs = NULL;
    uint32_t n = 0;
    if (read_cases(&a, dir, &cs, &n) < 0) return 2;
    Explanation *ex = NULL, *fam = NULL;
    uint32_t nex = 0, nfam = 0;
    read_explanations(&a, dir, "explained.tsv", &ex, &nex);
    read_explanations(&a, dir, "families.tsv", &fam, &nfam);

    /* one check_files run per (release, grad, capture): many files, every core */
    bool *done = calloc(n ? n : 1, sizeof *done);
    for (uint32_t i = 0; i < n; i++) {
        if (done[i]) continue;
        const char **files = ARENA_ARRAY(&a, const char *, 1);
        uint32_t nfiles = 0, cap = 1;
        uint32_t *members = calloc(n, sizeof *members), nm = 0;
        for (uint32_t k = i; k < n; k++) {
            if (done[k] || cs[k].release != cs[i].release || cs[k].grad_mode != cs[i].grad_mode ||
                cs[k].path != cs[i].path)
                continue;
            done[k] = true;
            members[nm++] = k;
            for (uint32_t j = 0; j < cs[k].nfiles; j++) {
                if (nfiles == cap) {
                    const char **grown = ARENA_ARRAY(&a, const char *, cap * 2);
                    memcpy(grown, files, nfiles * sizeof *files);
                    files = grown;
                    cap *= 2;
                }
                files[nfiles++] = cs[k].files[j];
            }
        }
        Config cfg;
        config_init_defaults(&cfg);
        cfg.target_version = cs[i].release;
        cfg.grad = cs[i].grad_mode;
        cfg.capture = cs[i].path;
        bool *not_a_dump = calloc(nfiles ? nfiles : 1, sizeof *not_a_dump);
        if (!not_a_dump) return 2;
        CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .not_a_dump = not_a_dump};
        DiagList l;
        diag_list_init(&l, &a);
        check_files(&o, files, nfiles, &l, NULL);
        /* Every file is something PyTorch printed: one passed over as not a dump would agree
         * with an acceptance without having been read. */
        for (uint32_t k = 0; k < nfiles; k++)
            if (not_a_dump[k]) fprintf(stderr, "FAIL %s: fxlint passed it over as not a dump\n", files[k]), unread++;
        free(not_a_dump);
        for (uint32_t k = 0; k < nm; k++) judge(&a, &cs[members[k]], &l, dir, fam, nfam);
        free(members);
    }
    free(done);

    uint32_t checkable = 0, agree = 0, unexplained = 0;
    for (uint32_t i = 0; i < n; i++) {
        Case *c = &cs[i];
        if (!c->checkable) continue;
        checkable++;
        agree += c->agree;
        if (c->agree) continue;
        for (uint32_t k = 0; k < nex && !c->why; k++)
            if (fnmatch(ex[k].glob, c->id, 0) == 0) c->why = ex[k].why, ex[k].used = true;
        if (!c->why) {
            unexplained++;
            fprintf(stderr, "FAIL %s: fxlint disagrees with PyTorch (%s) and explained.tsv does not say why\n%s",
                    c->id, c->accepted ? "accepted" : "rejected", c->findings);
        }
    }
    uint32_t failed = unexplained + unread;
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
    double rate = checkable ? 100.0 * agree / checkable : 0;
    printf("conformance: %u cases, %u checked, %u agree (%.2f %%), %u disagreements (%u unexplained)\n", n, checkable,
           agree, rate, checkable - agree, unexplained);
    if (checkable < min_cases) {
        fprintf(stderr, "FAIL only %u checked cases (at least %u wanted)\n", checkable, min_cases);
        failed++;
    }
    if (rate < min_agreement) {
        fprintf(stderr, "FAIL agreement %.2f %% is below %.2f %%\n", rate, min_agreement);
        failed++;
    }
    uint32_t quoted = 0, quoted_ok = 0;
    for (uint32_t i = 0; i < n; i++)
        if (cs[i].checkable && cs[i].agree && cs[i].quote) quoted++, quoted_ok += cs[i].quote_ok;
    double quote_rate = quoted ? 100.0 * quoted_ok / quoted : 100.0;
    printf("conformance: %u of %u quotes are PyTorch's words (%.2f %%)\n", quoted_ok, quoted, quote_rate);
    if (quote_rate < min_quotes) {
        fprintf(stderr, "FAIL %.2f %% of the quotes are PyTorch's words, below %.2f %%\n", quote_rate, min_quotes);
        failed++;
    }

    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    write_report(m, &a, cs, n, n ? cs[0].torch : "?", strlen(dir) + 1);
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
    printf("%u passed, %u failed\n", checkable - unexplained, failed);
    free(cs);
    free(ex);
    free(fam);
    arena_free(&a);
    return failed ? 1 : 0;
}
