/* Runs the analyzer over one document version for the language server, and finds the node
 * under the cursor for hover. */
#include "lsp/lsp_check.h"

#include "engine/suppress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/alias.h"
#include "model/dump.h"
#include "diag/rules.h"
#include "engine/engine.h"
#include "frontends/fe_readable.h"
#include "frontends/fe_readable_incr.h"
#include "lsp/lsp_diag.h"
#include "engine/suppress.h"

void lsp_checker_init(LspChecker *ck)
{
    memset(ck, 0, sizeof *ck);
    frontend_init(&ck->fe, NULL, NULL, NULL, ck);
    /* small pieces: an edit reparses and lowers one of them, the rest is copied */
    fe_readable_set_chunking(&ck->fe, LSP_CHUNK_BYTES);
    arena_init(&ck->scratch);
}

void lsp_checker_fini(LspChecker *ck)
{
    budget_timer_free(ck->timer);
    frontend_fini(&ck->fe);
    arena_free(&ck->scratch);
    free(ck->hover);
}

static void sink_check(Frontend *fe, Graph *g)
{
    LspChecker *ck = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &ck->scratch);
    arena_reset(&ck->scratch);
}

/* A Source over d's text that borrows the document's line table (the same \n-split that
 * source_init would compute, without scanning a large document again). */
static void doc_source(Source *src, const LspDoc *d)
{
    memset(src, 0, sizeof *src);
    src->path = d->path;
    src->text = d->text;
    src->len = d->len;
    src->line_starts = d->lines;
    src->nlines = d->nlines;
}

/* Runs the front end over d's text, handing each graph to `sink`. */
static void run_frontend(LspChecker *ck, LspDoc *d, DiagList *diags, GraphSink sink, Arena *a)
{
    ck->fe.diags = diags;
    ck->fe.cfg = &d->cfg;
    ck->fe.sink = sink;
    ck->fe.user = ck;
    Source src;
    doc_source(&src, d);
    frontend_run(&ck->fe, &src, frontend_detect(d->text, d->len));
}

/* Printed code: every graph of the text, as `fxlint check` reads the file; graphs the edits
 * since the last parse did not touch are handed on as they were, and in the others
 * tree-sitter reparses only what the edits touched, and pieces they did not touch are copied
 * from the last graph. The document's edit log is consumed: what it keeps now matches its
 * text. */
static void run_readable_incremental(LspChecker *ck, LspDoc *d, DiagList *diags, GraphSink sink, Arena *a)
{
    ck->fe.diags = diags;
    ck->fe.cfg = &d->cfg;
    ck->fe.sink = sink;
    ck->fe.user = ck;
    if (!d->readable) d->readable = fe_readable_doc_new();
    if (d->edits_lost) fe_readable_doc_forget(d->readable);
    TSInputEdit *edits = ARENA_ARRAY(a, TSInputEdit, d->nedits ? d->nedits : 1);
    for (uint32_t i = 0; i < d->nedits; i++) {
        const LspEdit *e = &d->edits[i];
        edits[i] = (TSInputEdit){e->start_byte, e->old_end_byte, e->new_end_byte, {e->start_row, e->start_col},
                                 {e->old_end_row, e->old_end_col}, {e->new_end_row, e->new_end_col}};
    }
    Source src;
    doc_source(&src, d);
    /* the graphs stay with the document: the next version copies what did not change */
    fe_readable_run_incremental(&ck->fe, &src, d->readable, edits, d->nedits);
    d->nedits = 0;
    d->edits_lost = false;
}

/* Whether d is printed code (tree-sitter's, so reparsed incrementally). */
static bool doc_is_readable(const LspDoc *d)
{
    bool gz = d->len >= 2 && (unsigned char)d->text[0] == 0x1f && (unsigned char)d->text[1] == 0x8b;
    return !gz && frontend_detect(d->text, d->len) == FMT_READABLE;
}

/* Runs the front end that fits d, each graph to `sink`. */
static void run_doc(LspChecker *ck, LspDoc *d, DiagList *diags, GraphSink sink, Arena *a)
{
    if (doc_is_readable(d)) {
        run_readable_incremental(ck, d, diags, sink, a);
    } else {
        /* Other formats are parsed by hand, from scratch; a kept tree would go stale. */
        if (d->readable) fe_readable_doc_forget(d->readable);
        run_frontend(ck, d, diags, sink, a);
    }
}

/* FX910 at the top of d: its check ran out of time. What the cut-short parse kept is dropped,
 * so the next version is parsed afresh. */
static void report_timeout(LspChecker *ck, LspDoc *d)
{
    if (d->readable) fe_readable_doc_forget(d->readable);
    Source src;
    doc_source(&src, d);
    frontend_report(&ck->fe, &src, (Span){0, 0}, RID_FX910,
                    "gave up on this document after %g s (--file-timeout): what was found before then is shown, the "
                    "rest of it was not checked",
                    (double)ck->timeout_ns / 1e9);
}

void lsp_check_doc(LspChecker *ck, LspDoc *d)
{
    /* The previous version's results die here: this arena is the version lifetime. */
    arena_free(&d->version_arena);
    arena_init(&d->version_arena);
    diag_list_init(&d->diags, &d->version_arena);
    d->suppressor = NULL;
    /* an excluded document, or one holding nothing PyTorch printed (model code): nothing to
     * report, as `fxlint check` reports nothing for it */
    if (d->excluded || !frontend_holds_dump(&ck->fe, d->text, d->len)) {
        /* the kept tree would miss the edits made meanwhile */
        if (d->readable) fe_readable_doc_forget(d->readable);
    } else {
        if (ck->timeout_ns && !ck->timer) ck->timer = budget_timer_new();
        budget_start(&ck->budget, ck->timeout_ns);
        budget_timer_arm(ck->timer, &ck->budget);
        run_doc(ck, d, &d->diags, sink_check, &d->version_arena);
        budget_timer_disarm(ck->timer);
        budget_stop();
        if (budget_raised(&ck->budget)) report_timeout(ck, d);
        /* `# fxlint: ignore[...]` / `# noqa` comments, as `fxlint check` applies them: in the
         * buffer as the editor has it (unsaved), and on the user's lines that origins name. */
        Suppressor *sup = suppress_new(&d->version_arena);
        suppress_add_text(sup, d->path, d->text, d->len);
        suppress_apply(sup, &d->diags);
        d->suppressor = sup; /* what each comment hid: lsp_actions.c removes unused ones */
    }
    diag_list_sort(&d->diags);
    if (d->published) json_decref(d->published);
    d->published = lsp_diag_list_json(&d->diags, d);
    d->checked_version = d->version;
    d->dirty = false;
    d->nedits = 0;
    d->edits_lost = false;
    d->result_id++;
}

/* ---- the model, for tests ---- */

static void sink_graph(Frontend *fe, Graph *g)
{
    LspChecker *ck = fe->user;
    ck->graph_fn(g, ck->graph_user);
    ck->graphs++;
}

int lsp_check_each_graph(LspChecker *ck, LspDoc *d, void (*fn)(const Graph *g, void *user), void *user)
{
    Arena a;
    arena_init(&a);
    DiagList ignored;
    diag_list_init(&ignored, &a);
    ck->graph_fn = fn;
    ck->graph_user = user;
    ck->graphs = 0;
    run_doc(ck, d, &ignored, sink_graph, &a);
    arena_free(&a);
    d->nedits = 0;
    d->edits_lost = false;
    return ck->graphs;
}

void lsp_check_reuse_counts(const LspDoc *d, uint32_t *reused, uint32_t *lowered)
{
    *reused = *lowered = 0;
    if (d->readable) fe_readable_doc_counts(d->readable, reused, lowered);
}

void lsp_check_graph_counts(const LspDoc *d, uint32_t *kept, uint32_t *parsed)
{
    *kept = *parsed = 0;
    if (d->readable) fe_readable_doc_graphs(d->readable, kept, parsed);
}

/* ---- hover ---- */

static bool span_has(Span s, uint32_t off) { return s.start <= off && off < s.end; }

static const char *strength_name(uint8_t s)
{
    return s == ALIAS_MUST ? "always" : s == ALIAS_MAY ? "may" : "never";
}

/* The alias facts of node n: its view chain, the input it shares storage with, its writes. */
static void write_facts(FILE *f, const Graph *g, ModuleId m, NodeId n, Arena *a)
{
    const Facts *facts = facts_build(a, g);
    if (!facts) return;
    const Module *mod = &g->modules[m];
    if (alias_chain(facts, m, n, NULL, 0) > 1)
        fprintf(f, "view chain: `%s`\n\n", alias_chain_format(a, g, facts, m, n));
    NodeId ph = NONE_ID;
    AliasStrength st = alias_input(facts, m, n, &ph);
    if (st != ALIAS_NONE && ph != NONE_ID && ph != n)
        fprintf(f, "shares storage with input `%.*s` (%s)\n\n", STR_ARG(mod->nodes[ph].name), strength_name(st));
    uint32_t count;
    const MutationSite *sites = mutation_sites(facts, m, &count);
    for (uint32_t i = 0; i < count; i++) {
        const MutationSite *w = &sites[i];
        if (w->node != n) continue;
        fprintf(f, "writes `%.*s`", STR_ARG(mod->nodes[w->target].name));
        if (w->ph != NONE_ID) fprintf(f, ", reaching input #%u", w->ph);
        if (w->root.node != NONE_ID && w->root.node < mod->nnodes)
            fprintf(f, " (storage of `%.*s`, %s)", STR_ARG(mod->nodes[w->root.node].name), strength_name(w->strength));
        fputs("\n\n", f);
    }
}

/* The byte of src (a graph's text: the document's, or text cut out of it) that holds byte
 * `off` of the document; false when src does not hold it. */
static bool doc_to_source(const LspDoc *d, const Source *src, uint32_t off, uint32_t *at)
{
    if (src->text == d->text) return *at = off, true;
    Source doc;
    doc_source(&doc, d);
    uint32_t line = source_line_index(&doc, off), col = off - d->lines[line];
    uint32_t i;
    if (src->root_line) { /* lines in order, each from a line of the document */
        uint32_t lo = 0, hi = src->nlines;
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            if (src->root_line[mid] < line + 1) lo = mid + 1;
            else hi = mid;
        }
        if (lo == src->nlines || src->root_line[lo] != line + 1) return false;
        i = lo;
        uint32_t shift = src->col_shift ? src->col_shift[i] : 0;
        if (col < shift) return false;
        col -= shift;
    } else {
        if (line < src->line_base || line - src->line_base >= src->nlines) return false;
        i = line - src->line_base;
    }
    Str text = source_line(src, i);
    if (col > text.len) return false;
    *at = src->line_starts[i] + col;
    return true;
}

static void sink_hover(Frontend *fe, Graph *g)
{
    LspChecker *ck = fe->user;
    const Module *best_m = NULL;
    const Node *best = NULL;
    uint32_t best_w = 0, off;
    if (!doc_to_source(ck->hover_doc, g->src, ck->hover_off, &off)) return;
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        for (NodeId i = 0; i < m->nnodes; i++) {
            const Node *n = &m->nodes[i];
            if (!span_has(n->span, off) && !span_has(n->name_span, off)) continue;
            uint32_t w = n->span.end - n->span.start;
            if (!best || w < best_w) best = n, best_m = m, best_w = w;
        }
    }
    /* A trace log holds many graphs: the narrowest statement over all of them wins. */
    if (!best || (ck->hover && best_w >= ck->hover_width)) return;
    ck->hover_width = best_w;

    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) abort();
    Arena *a = &ck->scratch;
    fprintf(f, "**%.*s** `%s`", STR_ARG(best->name), node_kind_name(best->kind));
    if (best->target.kind != TK_NONE) fprintf(f, " — `%s`", target_format(a, &best->target));
    fputs("\n\n", f);
    if (best->nargs || best->nkwargs) {
        fputs("args: `(", f);
        for (uint32_t i = 0; i < best->nargs; i++) {
            if (i) fputs(", ", f);
            dump_value(f, best_m, &best->args[i]);
        }
        for (uint32_t i = 0; i < best->nkwargs; i++) {
            if (i || best->nargs) fputs(", ", f);
            fprintf(f, "%.*s=", STR_ARG(best->kwargs[i].key));
            dump_value(f, best_m, &best->kwargs[i].value);
        }
        fputs(")`\n\n", f);
    }
    switch (best->meta->kind) {
    case META_ABSENT: fputs("meta: none printed\n\n", f); break;
    case META_BAD: fprintf(f, "meta: unreadable `%.*s`\n\n", STR_ARG(best->meta->text)); break;
    default: fprintf(f, "meta: `%s`\n\n", meta_format(a, best->meta)); break;
    }
    fprintf(f, "module: `%s`", best_m->path ? best_m->path : "");
    if (best->submodule != NONE_ID && best->submodule < g->nmodules)
        fprintf(f, "; subgraph `%s`%s", g->modules[best->submodule].path,
                g->modules[best->submodule].printed ? "" : " (not printed)");
    fputs("\n\n", f);
    if (best->nusers) {
        fputs("users:", f);
        for (uint32_t i = 0; i < best->nusers && i < 16; i++)
            fprintf(f, " `%.*s`", STR_ARG(best_m->nodes[best->users[i]].name));
        if (best->nusers > 16) fprintf(f, " and %u more", best->nusers - 16);
        fputs("\n\n", f);
    }
    write_facts(f, g, graph_module_id(g, best_m), (NodeId)(best - best_m->nodes), a);
    if (best->origin != NONE_ID && best->origin < g->norigins) {
        const Origin *o = &g->origins[best->origin];
        fprintf(f, "user code: %.*s:%u", STR_ARG(o->file), o->line);
        if (o->function.len) fprintf(f, " in %.*s", STR_ARG(o->function));
        fprintf(f, ": `%.*s`\n", STR_ARG(o->code));
    }
    fclose(f);
    free(ck->hover);
    ck->hover = buf;
    arena_reset(&ck->scratch);
}

char *lsp_check_hover(LspChecker *ck, LspDoc *d, uint32_t off)
{
    Arena a;
    arena_init(&a);
    DiagList ignored;
    diag_list_init(&ignored, &a);
    ck->hover_off = off;
    ck->hover_doc = d;
    ck->hover_width = 0;
    free(ck->hover);
    ck->hover = NULL;
    run_doc(ck, d, &ignored, sink_hover, &a);
    arena_free(&a);
    char *h = ck->hover;
    ck->hover = NULL;
    return h;
}
