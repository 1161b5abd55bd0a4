/* The whole model of a graph, and a list of diagnostics, as text, for tests that compare two
 * ways of building them (an incremental parse against a fresh one, pieces against the whole
 * text). Header only. */
#ifndef FXLINT_TEST_MODEL_TEXT_H
#define FXLINT_TEST_MODEL_TEXT_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag/diag.h"
#include "diag/rules.h"
#include "model/dump.h"
#include "model/graph.h"

static inline void model_span(FILE *f, const char *what, Span s) { fprintf(f, " %s=%u-%u", what, s.start, s.end); }

static inline void model_str(FILE *f, const char *what, Str s) { fprintf(f, " %s='%.*s'", what, STR_ARG(s)); }

static inline void model_value(FILE *f, const Value *v)
{
    fprintf(f, "(%d", (int)v->kind);
    model_span(f, "at", v->span);
    switch (v->kind) {
    case VK_NODE: fprintf(f, " %%%u", v->node); break;
    case VK_INT: fprintf(f, " %lld", (long long)v->i); break;
    case VK_FLOAT: fprintf(f, " %.17g", v->f); break;
    case VK_BOOL: fprintf(f, " %d", v->b); break;
    case VK_STR: case VK_DTYPE: case VK_DEVICE: case VK_SYMBOL: case VK_EXPR: model_str(f, "s", v->s); break;
    case VK_TUPLE: case VK_LIST: case VK_DICT: case VK_SLICE:
        for (uint32_t i = 0; i < v->seq.n; i++) {
            if (v->kind == VK_DICT && v->seq.keys) model_str(f, "key", v->seq.keys[i]);
            fputc(' ', f);
            model_value(f, &v->seq.items[i]);
        }
        break;
    default: break;
    }
    fputc(')', f);
}

static inline void model_meta(FILE *f, const Meta *m, Span at)
{
    fprintf(f, "  meta %d dtype=%d rank=%u strides=%d syms=%u", (int)m->kind, (int)m->dtype, m->rank, m->has_strides,
            m->syms);
    model_span(f, "at", at);
    model_str(f, "text", m->text);
    model_str(f, "abbr", m->dtype_abbr);
    model_str(f, "device", m->device);
    model_str(f, "sym", m->sym);
    for (uint8_t i = 0; m->sizes && i < m->rank; i++) fprintf(f, " size'%.*s'%u", STR_ARG(m->sizes[i].text), m->sizes[i].syms);
    for (uint8_t i = 0; m->strides && i < m->rank; i++) fprintf(f, " stride'%.*s'", STR_ARG(m->strides[i].text));
    fputc('\n', f);
}

/* Everything in a graph as text, spans included: dump_graph's view (what `fxlint parse
 * --dump` prints) followed by every field it leaves out. Equal text, equal model. Returns
 * the text (malloc'd); *consistent gets whether the name map finds every node under its name
 * (or a later node that took the name over). */
static inline char *model_text_of(const Graph *g, bool *consistent)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    *consistent = dump_graph(f, g) == 0;
    fprintf(f, "flavor=%d stage=%d\n", (int)g->flavor, (int)g->stage);
    for (uint32_t i = 0; i < g->norigins; i++) {
        const Origin *o = &g->origins[i];
        fprintf(f, "origin %u line=%u", i, o->line);
        model_str(f, "file", o->file);
        model_str(f, "fn", o->function);
        model_str(f, "code", o->code);
        model_span(f, "at", o->span);
        fputc('\n', f);
    }
    for (ModuleId mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        fprintf(f, "module %u %s parent=%u printed=%d output=%u nodes=%u", mi, m->path, m->parent, m->printed, m->output,
                m->nnodes);
        model_str(f, "name", m->name);
        model_str(f, "attr", m->attr);
        model_span(f, "at", m->span);
        fputc('\n', f);
        for (NodeId k = 0; k < m->nnodes; k++) {
            const Node *n = &m->nodes[k];
            fprintf(f, " node %u kind=%d origin=%u submodule=%u target=%d", k, (int)n->kind, n->origin, n->submodule,
                    (int)n->target.kind);
            model_str(f, "name", n->name);
            model_str(f, "q", n->target.qualname);
            model_str(f, "ns", n->target.ns);
            model_str(f, "op", n->target.op);
            model_str(f, "ov", n->target.overload);
            model_span(f, "at", n->span);
            model_span(f, "name_at", n->name_span);
            model_span(f, "call_at", n->call_span);
            fputs("\n  args", f);
            for (uint32_t i = 0; i < n->nargs; i++) fputc(' ', f), model_value(f, &n->args[i]);
            fputs("\n  kwargs", f);
            for (uint32_t i = 0; i < n->nkwargs; i++) {
                model_str(f, "", n->kwargs[i].key);
                model_value(f, &n->kwargs[i].value);
            }
            fputs("\n  users", f);
            for (uint32_t i = 0; i < n->nusers; i++) fprintf(f, " %u", n->users[i]);
            fputc('\n', f);
            model_meta(f, n->meta, n->meta_span);
            /* the name map: every node is found under its name unless a later one took it */
            NodeId found = graph_lookup(g, mi, n->name);
            if (found == NONE_ID || found < k) *consistent = false;
        }
        /* names bound without a node of their own (`l_x_ = L_x_`) */
        static const char *const aliases[] = {"l_x_", "L_x_", "setitem", "sin", "arg0_1", "x", "t"};
        fputs(" names", f);
        for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
            fprintf(f, " %s=%u", aliases[i], graph_lookup(g, mi, str_from(aliases[i])));
        fputc('\n', f);
    }
    fclose(f);
    return buf;
}


/* The diagnostics of l as text, one a line (rule, span, severity, message); malloc'd. */
static inline char *diags_text_of(const DiagList *l)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        fprintf(f, "%s %u:%u-%u:%u %d %s\n", rule_table[d->rule].code, d->line, d->col, d->end_line, d->end_col,
                (int)d->severity, d->message);
    }
    fclose(f);
    return buf;
}

#endif
