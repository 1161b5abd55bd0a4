/* Shared body of the front-end libFuzzer harnesses (fuzz_readable.c, fuzz_fxir.c, ...): the
 * bytes become a Source, run through frontend_run in one format, and every graph goes through
 * the engine (analyses and all rules). Every diagnostic must have a place in the input. */
#ifndef FXLINT_FUZZ_FRONTEND_H
#define FXLINT_FUZZ_FRONTEND_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "frontends/dispatch.h"
#include "diag/rules.h"

#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken invariant: names the check (its line here) and stops like a crash. */
static void fuzz_fail(int line)
{
    fprintf(stderr, "fuzz_frontend.h:%d: invariant broken\n", line);
    abort();
}

static void fuzz_check_span(const Graph *g, Span sp)
{
    if (sp.start > sp.end || sp.end > g->src->len) fuzz_fail(__LINE__);
}

static void fuzz_check_value(const Graph *g, const Module *m, const Value *v, uint32_t depth)
{
    if (depth > 10000) fuzz_fail(__LINE__);
    fuzz_check_span(g, v->span);
    if (v->kind == VK_NODE && v->node >= m->nnodes) fuzz_fail(__LINE__);
    if (v->kind == VK_TUPLE || v->kind == VK_LIST || v->kind == VK_DICT || v->kind == VK_SLICE) {
        if (v->seq.n && !v->seq.items) fuzz_fail(__LINE__);
        if (v->kind == VK_DICT && v->seq.n && !v->seq.keys) fuzz_fail(__LINE__);
        for (uint32_t i = 0; i < v->seq.n; i++) fuzz_check_value(g, m, &v->seq.items[i], depth + 1);
    }
}

/* The links the rules follow without checking: every index in range, every span in the text. */
static void fuzz_check_graph(const Graph *g)
{
    /* no modules is a signature-only export printout */
    if (!g->src || (g->nmodules && g->modules[0].parent != NONE_ID)) fuzz_fail(__LINE__);
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        if (mi && m->parent >= g->nmodules) fuzz_fail(__LINE__);
        if (!m->path) fuzz_fail(__LINE__);
        for (uint32_t c = 0; c < m->nchildren; c++)
            if (m->children[c] >= g->nmodules || g->modules[m->children[c]].parent != mi) fuzz_fail(__LINE__);
        if (m->output != NONE_ID && (m->output >= m->nnodes || m->nodes[m->output].kind != NK_OUTPUT)) fuzz_fail(__LINE__);
        fuzz_check_span(g, m->span);
        for (NodeId i = 0; i < m->nnodes; i++) {
            const Node *n = &m->nodes[i];
            fuzz_check_span(g, n->span);
            fuzz_check_span(g, n->name_span);
            fuzz_check_span(g, n->call_span);
            if (n->origin != NONE_ID && n->origin >= g->norigins) fuzz_fail(__LINE__);
            if (n->submodule != NONE_ID && n->submodule >= g->nmodules) fuzz_fail(__LINE__);
            for (uint32_t k = 0; k < n->nusers; k++)
                if (n->users[k] >= m->nnodes) fuzz_fail(__LINE__);
            for (uint32_t k = 0; k < n->nargs; k++) fuzz_check_value(g, m, &n->args[k], 0);
            for (uint32_t k = 0; k < n->nkwargs; k++) fuzz_check_value(g, m, &n->kwargs[k].value, 0);
            if (n->meta->kind == META_TENSOR && n->meta->rank &&
                (!n->meta->sizes || (n->meta->has_strides && !n->meta->strides)))
                fuzz_fail(__LINE__);
        }
    }
    if (g->sig) {
        for (uint32_t i = 0; i < g->sig->ninputs; i++) fuzz_check_span(g, g->sig->inputs[i].span);
        for (uint32_t i = 0; i < g->sig->noutputs; i++) fuzz_check_span(g, g->sig->outputs[i].span);
    }
}

static void fuzz_sink(Frontend *fe, Graph *g)
{
    Arena *scratch = fe->user;
    fuzz_check_graph(g);
    engine_check_graph(fe->cfg, g, fe->diags, scratch);
    arena_reset(scratch);
}

/* Whether 1-based line:col lies in the input (a column just past the line's end included). */
static bool fuzz_pos_ok(const Source *src, uint32_t line, uint32_t col)
{
    if (line < 1 || line > src->nlines || col < 1) return false;
    Str text = source_line(src, line - 1);
    return col <= text.len + 2; /* +1: the position after the last byte; +1: the line break */
}

/* A diagnostic without a message or a position inside the input is a bug of its own. src is
 * NULL when the input's lines are not the ones read (gzip). */
static void fuzz_check_diag(const Diag *d, const Source *src)
{
    if (d->rule >= RULE_COUNT || !d->file || !d->message || !d->message[0] || !d->line_text) fuzz_fail(__LINE__);
    if (d->line < 1 || d->col < 1 || d->end_line < d->line) fuzz_fail(__LINE__);
    if (src && (!fuzz_pos_ok(src, d->line, d->col) || !fuzz_pos_ok(src, d->end_line, d->end_col))) fuzz_fail(__LINE__);
    for (uint32_t k = 0; k < d->nrelated; k++) {
        const Related *r = &d->related[k];
        if (!r->file || !r->message) fuzz_fail(__LINE__);
        /* line 0 is "no line" (a user file named by an origin comment), never a dump line */
        if (r->line && src && strcmp(r->file, d->file) == 0 && !fuzz_pos_ok(src, r->line, r->col)) fuzz_fail(__LINE__);
    }
}

/* Runs the bytes as a dump of format fmt. The configuration varies with the input's size
 * (target release, grad mode), so each rule generation sees strange graphs too. */
static int fuzz_frontend(const uint8_t *data, size_t size, InputFormat fmt)
{
    if (size >= UINT32_MAX - 1) return 0;
    Arena run, file, scratch;
    arena_init(&run);
    arena_init(&file);
    arena_init(&scratch);
    Config cfg;
    config_init_defaults(&cfg);
    static const int targets[] = {RELEASE_NEWEST, 205, 206, 208, 209, 212};
    cfg.target_version = targets[size % 6];
    cfg.grad = (GradMode)((size / 6) % GRAD_COUNT);
    cfg.capture = (CapturePath)((size / 18) % CAPTURE_COUNT);
    char *text = arena_alloc_raw(&file, size + 1);
    if (size) memcpy(text, data, size);
    text[size] = 0;
    Source src;
    source_init(&src, &file, "fuzz-input", text, (uint32_t)size);
    DiagList diags;
    diag_list_init(&diags, &run);
    Frontend fe;
    frontend_init(&fe, &diags, &cfg, fuzz_sink, &scratch);
    frontend_run(&fe, &src, fmt);
    frontend_fini(&fe);
    /* gzip input is read decompressed: its lines are not the input's */
    bool gz = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    for (uint32_t i = 0; i < diags.len; i++) fuzz_check_diag(&diags.items[i], gz ? NULL : &src);
    diag_list_sort(&diags);
    arena_free(&scratch);
    arena_free(&file);
    arena_free(&run);
    return 0;
}

#endif
