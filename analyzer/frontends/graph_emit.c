/* One graph's text -> its front end -> the sink, with the log context a graph and its input
 * findings carry. */
#include "frontends/graph_emit.h"

#include <string.h>

#include "frontends/detect.h"
#include "frontends/fe_export.h"
#include "frontends/fe_fxir.h"
#include "frontends/fe_readable.h"
#include "frontends/fe_tabular.h"
#include "frontends/graph_memo.h"
#include "base/budget.h"

void frontend_tag_diags(Frontend *fe, uint32_t from, const GraphLabel *label)
{
    DiagList *l = fe->diags;
    if (!l || !label) return;
    const char *cid = NULL, *ev = NULL;
    for (uint32_t i = from; i < l->len; i++) {
        Diag *d = &l->items[i];
        if (!d->compile_id && label->compile_id && label->compile_id[0])
            d->compile_id = cid ? cid : (cid = arena_strdup(l->arena, label->compile_id));
        if (!d->event && label->event && label->event[0])
            d->event = ev ? ev : (ev = arena_strdup(l->arena, label->event));
    }
}

static bool has_primals(const Graph *g)
{
    if (!g->nmodules) return false;
    const Module *m = &g->modules[0];
    for (NodeId i = 0; i < m->nnodes; i++)
        if (m->nodes[i].kind == NK_PLACEHOLDER && str_starts(m->nodes[i].name, "primals_")) return true;
    return false;
}

static void label_graph(Graph *g, Arena *a, const GraphLabel *label)
{
    if (label->event) g->event = str_from(arena_strdup(a, label->event));
    if (label->compile_id) g->compile_id = str_from(arena_strdup(a, label->compile_id));
    GraphStage stage = label->stage;
    if (stage == STAGE_AOT_FORWARD && label->maybe_inference && !has_primals(g)) stage = STAGE_AOT_INFERENCE;
    if (stage != STAGE_UNKNOWN) g->stage = stage;
    if (graph_flavor_of_stage(g->stage) != FLAVOR_UNKNOWN) g->flavor = graph_flavor_of_stage(g->stage);
    if (label->hint.paths) {
        g->hint.paths = label->hint.paths;
        g->hint.paths_line = label->hint.paths_line;
        g->hint.paths_why = label->hint.paths_why;
    }
    if (label->hint.grad_line) {
        g->hint.grad = label->hint.grad;
        g->hint.grad_line = label->hint.grad_line;
        g->hint.grad_why = label->hint.grad_why;
    }
    if (label->hint.printed_by) {
        g->hint.printed_by = label->hint.printed_by;
        g->hint.printed_line = label->hint.printed_line;
        g->hint.printed_why = label->hint.printed_why;
    }
    if (label->hint.aot_traced_line) g->hint.aot_traced_line = label->hint.aot_traced_line;
}

/* Everything besides a graph's text that its check reads (graph_memo.h): the format, the
 * stage its label gives (and whether an AOT forward may be an inference graph), and whether it
 * came from a log (analysis/assume.c: a graph with a compile id or event was captured by
 * torch.compile). The label's names themselves only label the findings. */
static uint64_t memo_context(InputFormat fmt, const GraphLabel *label)
{
    if (!label) return (uint64_t)fmt;
    bool logged = (label->event && label->event[0]) || (label->compile_id && label->compile_id[0]);
    /* the hint's evidence lines are the log's, not the graph's: a repeat under the same
     * reading is the same check */
    uint64_t hint = (uint64_t)label->hint.paths << 16 | (uint64_t)(label->hint.grad_line ? label->hint.grad + 2 : 0) << 24;
    return (uint64_t)fmt | (uint64_t)label->stage << 8 | hint | (uint64_t)label->maybe_inference << 40 |
           (uint64_t)logged << 41 | (uint64_t)(uint8_t)label->hint.printed_by << 42 |
           (uint64_t)(label->hint.aot_traced_line != 0) << 50;
}

int frontend_emit_graph(Frontend *fe, const Source *src, InputFormat fmt, Arena *a, const GraphLabel *label)
{
    if (fe->handoff) return fe->handoff->take(fe->handoff, fe, src, fmt, a, label);
    if (fmt == FMT_AUTO) fmt = frontend_detect(src->text, src->len);
    uint32_t before = fe->diags ? fe->diags->len : 0;
    uint64_t ctx = 0;
    Hash128 hash = {0, 0};
    if (fe->memo && fe->repeat && fe->diags) {
        ctx = memo_context(fmt, label);
        if (graph_memo_seen(fe->memo, src->text, src->len, ctx, &hash)) {
            fe->repeat(fe, label);
            return 1;
        }
    }
    Graph g;
    memset(&g, 0, sizeof g);
    int n;
    switch (fmt) {
    case FMT_FXIR: n = fe_fxir_parse(fe, src, &g, a); break;
    case FMT_EXPORT: n = fe_export_parse(fe, src, &g, a); break;
    case FMT_TABULAR: n = fe_tabular_parse(fe, src, &g, a); break;
    default: n = fe_readable_parse(fe, src, &g, a); break;
    }
    if (n > 0) {
        if (label) label_graph(&g, a, label);
        if (fe->sink) fe->sink(fe, &g);
        /* clean, and not cut short by the budget: a repeat of it is clean too */
        if (fe->memo && fe->repeat && fe->diags && fe->diags->len == before && !budget_expired())
            graph_memo_add(fe->memo, src->text, src->len, ctx, hash);
    }
    frontend_tag_diags(fe, before, label);
    return n > 0 ? 1 : 0;
}
