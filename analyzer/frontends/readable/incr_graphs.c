/* A document's graphs for the language server, read as `fxlint check` reads the file: cut
 * where the splitter cuts (split.h), each graph on its own text with the document's line
 * numbers. Each graph of printed code stays with the document between versions: one whose
 * text no edit touched is handed on as it was, one an edit touched is parsed again from its
 * last version (incr.c), which lowers again only the pieces the edit touched. */
#include <stdlib.h>
#include <string.h>

#include "frontends/detect.h"
#include "frontends/fe_readable_incr.h"
#include "frontends/graph_emit.h"
#include "frontends/split.h"

/* An input problem a graph's parse found, before the configuration graded it: given again,
 * graded by the configuration then, each time the graph is handed on. */
typedef struct PartReport {
    Span span; /* in the part's text */
    uint32_t rule;
    Severity sev;
    const char *message;
} PartReport;

/* A graph of printed code of a text that holds several. What its last parse made (the graph,
 * its Source and text, its reports) lives in its graph doc's arena. */
typedef struct Part {
    struct ReadableGraphDoc *gd;
    Source *src;         /* a copy of its text; its line 0 is the document's line src->line_base */
    uint32_t start, end; /* its bytes in the document's last version */
    PartReport *reports;
    uint32_t nreports;
    Graph *graph;        /* NULL when its text gave none */
    uint32_t pieces;     /* copied and lowered at its last parse */
} Part;

struct ReadableDoc {
    struct ReadableGraphDoc *whole; /* a text that is one graph is parsed as it is; else NULL */
    Part **parts;                   /* the graphs of printed code of a text of several, in order */
    uint32_t nparts;
    uint32_t reused, lowered;       /* pieces, last run */
    uint32_t kept, parsed;          /* graphs of printed code, last run */
};

/* The graphs' ranges, as the splitter cuts the text. */
typedef struct Cut {
    uint32_t start, end, line;
} Cut;

typedef struct Cuts {
    Cut *items;
    uint32_t len, cap;
} Cuts;

/* ---- the document ---- */

struct ReadableDoc *fe_readable_doc_new(void)
{
    struct ReadableDoc *doc = calloc(1, sizeof *doc);
    if (!doc) abort();
    return doc;
}

static void part_free(Part *p)
{
    if (!p) return;
    readable_graph_doc_free(p->gd);
    free(p);
}

static void parts_free(struct ReadableDoc *doc)
{
    for (uint32_t i = 0; i < doc->nparts; i++) part_free(doc->parts[i]);
    free(doc->parts);
    doc->parts = NULL;
    doc->nparts = 0;
}

void fe_readable_doc_forget(struct ReadableDoc *doc)
{
    if (!doc) return;
    if (doc->whole) readable_graph_doc_forget(doc->whole);
    parts_free(doc);
}

void fe_readable_doc_free(struct ReadableDoc *doc)
{
    if (!doc) return;
    readable_graph_doc_free(doc->whole);
    parts_free(doc);
    free(doc);
}

void fe_readable_doc_counts(const struct ReadableDoc *doc, uint32_t *reused, uint32_t *lowered)
{
    *reused = doc->reused;
    *lowered = doc->lowered;
}

void fe_readable_doc_graphs(const struct ReadableDoc *doc, uint32_t *kept, uint32_t *parsed)
{
    *kept = doc->kept;
    *parsed = doc->parsed;
}

/* ---- one graph's text ---- */

static void cut_add(void *user, uint32_t start, uint32_t end, uint32_t line)
{
    Cuts *c = user;
    if (c->len == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 16;
        c->items = realloc(c->items, sizeof *c->items * c->cap);
        if (!c->items) abort();
    }
    c->items[c->len++] = (Cut){start, end, line};
}

/* Whether frontend_emit_graph reads text as printed code: it does all but the forms that have
 * front ends of their own. */
static bool printed_code(const char *text, uint32_t len)
{
    InputFormat f = frontend_detect(text, len);
    return f != FMT_FXIR && f != FMT_EXPORT && f != FMT_TABULAR;
}

/* The text of cut c of src as the splitter hands it to a front end: a Source of its own (a
 * NUL-terminated copy in a) whose lines are src's from line c->line on (its line table is taken
 * from src's: a cut starts at the start of a line). */
static Source *cut_source(Arena *a, const Source *src, const Cut *c)
{
    uint32_t len = c->end - c->start;
    Source *s = ARENA_NEW(a, Source);
    s->path = src->path;
    s->text = arena_strndup(a, src->text + c->start, len);
    s->len = len;
    s->nlines = source_line_index(src, c->end) - c->line + 1;
    uint32_t *starts = ARENA_ARRAY(a, uint32_t, s->nlines);
    for (uint32_t i = 0; i < s->nlines; i++) starts[i] = src->line_starts[c->line + i] - c->start;
    s->line_starts = starts;
    s->line_base = src->line_base + c->line;
    return s;
}

static TSPoint point_at(const Source *s, uint32_t off)
{
    uint32_t row = source_line_index(s, off);
    return (TSPoint){row, off - s->line_starts[row]};
}

/* The one edit that turns the text of `from` into that of `to`: the bytes between their common
 * start and their common end. False when the texts are the same. */
static bool text_edit(const Source *from, const Source *to, TSInputEdit *e)
{
    const char *x = from->text, *y = to->text;
    uint32_t n = from->len < to->len ? from->len : to->len, p = 0, s = 0;
    while (p + 64 <= n && memcmp(x + p, y + p, 64) == 0) p += 64;
    while (p < n && x[p] == y[p]) p++;
    if (p == from->len && p == to->len) return false;
    while (s + 64 <= n - p && memcmp(x + from->len - s - 64, y + to->len - s - 64, 64) == 0) s += 64;
    while (s < n - p && x[from->len - 1 - s] == y[to->len - 1 - s]) s++;
    *e = (TSInputEdit){p,
                       from->len - s,
                       to->len - s,
                       point_at(from, p),
                       point_at(from, from->len - s),
                       point_at(to, to->len - s)};
    return true;
}

/* Byte offset of a finding's line and column in s, the Source it was resolved against. */
static uint32_t offset_of(const Source *s, uint32_t line, uint32_t col)
{
    uint32_t i = line > s->line_base ? line - 1 - s->line_base : 0;
    if (i >= s->nlines) i = s->nlines - 1;
    uint32_t off = s->line_starts[i] + (col ? col - 1 : 0);
    return off < s->len ? off : s->len;
}

/* The findings of l as spans of s again: s is the Source they were resolved against (its line
 * table unchanged since), so their places give back their bytes. Front ends report no related
 * places. */
static PartReport *reports_of(Arena *a, const DiagList *l, const Source *s, uint32_t *n)
{
    PartReport *r = ARENA_ARRAY(a, PartReport, l->len ? l->len : 1);
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        Span sp = {offset_of(s, d->line, d->col), offset_of(s, d->end_line, d->end_col)};
        r[i] = (PartReport){sp, d->rule, d->severity, d->message};
    }
    *n = l->len;
    return r;
}

/* Parses the text of cut c of src into part p: from p's last version, through the edit between
 * its text and this one, when it has one. Its input problems are kept as found, ungraded. */
static void part_parse(Frontend *fe, const Source *src, const Cut *c, Part *p)
{
    Arena *a = readable_graph_doc_arena(p->gd);
    Source *s = cut_source(a, src, c);
    TSInputEdit e;
    unsigned nedits = p->src && text_edit(p->src, s, &e) ? 1 : 0;
    DiagList found;
    diag_list_init(&found, a);
    DiagList *diags = fe->diags;
    const Config *cfg = fe->cfg;
    fe->diags = &found;
    fe->cfg = NULL; /* graded when handed on: the configuration may change before that */
    p->graph = readable_graph_doc_parse(fe, s, p->gd, &e, nedits);
    fe->diags = diags;
    fe->cfg = cfg;
    p->src = s;
    p->reports = reports_of(a, &found, s, &p->nreports);
    uint32_t reused, lowered;
    readable_graph_doc_counts(p->gd, &reused, &lowered);
    p->pieces = reused + lowered;
}

/* Gives p's input problems, graded by fe's configuration, and its graph to fe's sink. */
static void part_hand_on(Frontend *fe, const Part *p)
{
    for (uint32_t i = 0; i < p->nreports; i++) {
        const PartReport *r = &p->reports[i];
        frontend_report_sev(fe, p->src, r->span, r->rule, r->sev, "%s", r->message);
    }
    if (p->graph && fe->sink) fe->sink(fe, p->graph);
}

/* A graph in another form (FX IR, a table, an ExportedProgram): read afresh, as the splitter
 * reads it. */
static int other_run(Frontend *fe, const Source *src, const Cut *c)
{
    Arena a;
    arena_init(&a);
    int n = frontend_emit_graph(fe, cut_source(&a, src, c), FMT_AUTO, &a, NULL);
    arena_free(&a);
    return n;
}

/* ---- matching the last version's parts ---- */

/* Moves a part's bytes r through one edit (tree-sitter's terms, offsets before the edit): its
 * text is the same unless the edit replaces bytes inside it or inserts between two of them
 * (text put at either end is outside it); start NONE_ID when it is not. */
static void part_move(Span *r, const TSInputEdit *e)
{
    if (r->start == NONE_ID || e->start_byte >= r->end) return;
    if (e->old_end_byte > r->start) {
        r->start = r->end = NONE_ID;
        return;
    }
    r->start = r->start - e->old_end_byte + e->new_end_byte;
    r->end = r->end - e->old_end_byte + e->new_end_byte;
}

/* Takes part j out of doc (the caller owns it now, or frees it). */
static Part *part_take(struct ReadableDoc *doc, uint32_t j)
{
    Part *p = doc->parts[j];
    doc->parts[j] = NULL;
    return p;
}

/* The last version's part to read the graph at `want` (its bytes now) from, looked for from
 * part *j on, where now[k] is where part k is now (start NONE_ID: an edit touched it) and
 * untouched[k] the first untouched part from k on: the part that is exactly there now
 * (*same: its text did not change), else one an edit touched or one that overlaps it, to
 * parse again from; NULL for text that is new. The parts passed over are gone: freed. */
static Part *part_find(struct ReadableDoc *doc, const Span *now, const uint32_t *untouched, uint32_t *j, Span want,
                       bool *same)
{
    *same = false;
    while (*j < doc->nparts) {
        uint32_t k = *j, u = untouched[k];
        if (u < doc->nparts && now[u].start == want.start && now[u].end == want.end) {
            /* the ones touched before it were deleted, or merged into others */
            for (; *j < u; (*j)++) part_free(part_take(doc, *j));
            *same = true;
            return part_take(doc, (*j)++);
        }
        if (u != k) return part_take(doc, (*j)++); /* touched: the edit is likely here */
        if (now[k].start < want.end && now[k].end > want.start) return part_take(doc, (*j)++);
        if (now[k].start >= want.end) return NULL; /* it comes later */
        part_free(part_take(doc, (*j)++));         /* gone */
    }
    return NULL;
}

/* The graphs of a text of several: each graph of printed code from the last version's part for
 * it, each other graph afresh. */
static int run_parts(Frontend *fe, const Source *src, struct ReadableDoc *doc, const Cut *cuts, uint32_t ncuts,
                     const TSInputEdit *edits, unsigned nedits)
{
    readable_graph_doc_free(doc->whole);
    doc->whole = NULL;
    uint32_t n = doc->nparts;
    Span *now = malloc(sizeof *now * (n + 1));
    uint32_t *untouched = malloc(sizeof *untouched * (n + 1));
    if (!now || !untouched) abort();
    for (uint32_t k = 0; k < n; k++) {
        now[k] = (Span){doc->parts[k]->start, doc->parts[k]->end};
        for (unsigned i = 0; i < nedits; i++) part_move(&now[k], &edits[i]);
    }
    untouched[n] = n;
    for (uint32_t k = n; k-- > 0;) untouched[k] = now[k].start == NONE_ID ? untouched[k + 1] : k;
    Part **next = malloc(sizeof *next * (ncuts ? ncuts : 1));
    if (!next) abort();
    uint32_t nnext = 0, j = 0;
    int graphs = 0;
    for (uint32_t i = 0; i < ncuts; i++) {
        const Cut *c = &cuts[i];
        bool same;
        Part *p = part_find(doc, now, untouched, &j, (Span){c->start, c->end}, &same);
        if (same) {
            /* the same text, perhaps on other lines: its findings follow them */
            p->src->line_base = src->line_base + c->line;
            doc->kept++;
            doc->reused += p->pieces;
        } else if (!printed_code(src->text + c->start, c->end - c->start)) {
            part_free(p);
            graphs += other_run(fe, src, c);
            continue;
        } else {
            if (!p) {
                p = calloc(1, sizeof *p);
                if (!p) abort();
                p->gd = readable_graph_doc_new();
            }
            part_parse(fe, src, c, p);
            uint32_t reused, lowered;
            readable_graph_doc_counts(p->gd, &reused, &lowered);
            doc->parsed++;
            doc->reused += reused;
            doc->lowered += lowered;
        }
        p->start = c->start;
        p->end = c->end;
        next[nnext++] = p;
        part_hand_on(fe, p);
        graphs += p->graph != NULL;
    }
    for (; j < n; j++) part_free(part_take(doc, j));
    free(doc->parts);
    doc->parts = next;
    doc->nparts = nnext;
    free(now);
    free(untouched);
    return graphs;
}

/* A text that is one graph: as it is, printed code from the last version. */
static int run_whole(Frontend *fe, const Source *src, struct ReadableDoc *doc, const TSInputEdit *edits,
                     unsigned nedits)
{
    parts_free(doc);
    if (!printed_code(src->text, src->len)) {
        /* parsed by hand, from scratch: a kept tree would go stale */
        if (doc->whole) readable_graph_doc_forget(doc->whole);
        Arena a;
        arena_init(&a);
        int n = frontend_emit_graph(fe, src, FMT_AUTO, &a, NULL);
        arena_free(&a);
        return n;
    }
    if (!doc->whole) doc->whole = readable_graph_doc_new();
    Graph *g = readable_graph_doc_parse(fe, src, doc->whole, edits, nedits);
    readable_graph_doc_counts(doc->whole, &doc->reused, &doc->lowered);
    doc->parsed = 1;
    if (g && fe->sink) fe->sink(fe, g);
    return g ? 1 : 0;
}

int fe_readable_run_incremental(Frontend *fe, const Source *src, struct ReadableDoc *doc, const TSInputEdit *edits,
                                unsigned nedits)
{
    Cuts cuts = {0};
    frontend_split_text(src, cut_add, &cuts);
    doc->reused = doc->lowered = doc->kept = doc->parsed = 0;
    int graphs = cuts.len == 1 && cuts.items[0].start == 0 && cuts.items[0].end == src->len
                     ? run_whole(fe, src, doc, edits, nedits)
                     : run_parts(fe, src, doc, cuts.items, cuts.len, edits, nedits);
    free(cuts.items);
    return graphs;
}
