/* Reading the capture path and grad mode a printed graph shows (knowledge/capture.h). */
#include "knowledge/capture.h"

#include <string.h>

#define COMPILE (CAPTURE_BIT(CAPTURE_COMPILE) | CAPTURE_BIT(CAPTURE_COMPILE_EAGER))
#define AOT CAPTURE_BIT(CAPTURE_COMPILE)

static CaptureReading at_span(uint8_t paths, Span at, const char *why)
{
    return (CaptureReading){paths, at, 0, why};
}

static Span root_span(const Graph *g)
{
    return g->nmodules ? g->modules[0].span : (Span){0, 0};
}

/* What torch.compile's debug folder (TORCH_COMPILE_DEBUG=1: torchinductor/<model>/fx_graph_*.py,
 * graphs AOTAutograd made for Inductor) and depyf (__compiled_fn_<n>.<stage>.<k>.py: Forward_graph,
 * Backward_graph and Joint_graph from AOTAutograd, the others Dynamo's) name their files. */
static uint8_t capture_by_name(const char *path, const char **why)
{
    if (!path) return 0;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strncmp(base, "fx_graph_", 9) == 0 && strstr(path, "torchinductor/")) {
        *why = "a file of torch.compile's debug folder (torchinductor/.../fx_graph_*): AOTAutograd's graphs";
        return AOT;
    }
    if (strncmp(base, "__compiled_fn_", 14) != 0) return 0;
    if (strstr(base, ".Forward_graph.") || strstr(base, ".Backward_graph.") || strstr(base, ".Joint_graph.")) {
        *why = "a depyf file of AOTAutograd's (__compiled_fn_*.Forward_graph/Backward_graph/Joint_graph)";
        return AOT;
    }
    *why = "a depyf file of torch.compile's (__compiled_fn_*)";
    return COMPILE;
}

static bool aot_stage(GraphStage s)
{
    return s == STAGE_AOT_FORWARD || s == STAGE_AOT_BACKWARD || s == STAGE_AOT_JOINT || s == STAGE_AOT_INFERENCE ||
           s == STAGE_POST_GRAD;
}

/* A placeholder of the root whose name or annotation only a path prints. */
static bool aot_inputs(const Graph *g, Span *at, const char **why)
{
    if (!g->nmodules) return false;
    const Module *m = &g->modules[0];
    const Node *annotated = NULL;
    for (NodeId i = 0; i < m->nnodes; i++) {
        const Node *n = &m->nodes[i];
        if (n->kind != NK_PLACEHOLDER) continue;
        if (str_starts(n->name, "primals_") || str_starts(n->name, "tangents_")) {
            *at = n->span;
            *why = "AOTAutograd's inputs (primals_N, tangents_N)";
            return true;
        }
        if (!annotated && n->meta->kind == META_TENSOR && n->meta->has_strides && n->meta->device.len) annotated = n;
    }
    if (annotated) {
        *at = annotated->meta_span.end > annotated->meta_span.start ? annotated->meta_span : annotated->span;
        *why = "ATen ops with inputs annotated with strides and device (\"f32[4][1]cpu\"): AOTAutograd's printout";
        return true;
    }
    return false;
}

/* The first root placeholder annotated as a tensor without strides (print_readable()'s default). */
static const Node *plain_annotation(const Graph *g)
{
    if (!g->nmodules) return NULL;
    const Module *m = &g->modules[0];
    for (NodeId i = 0; i < m->nnodes; i++) {
        const Node *n = &m->nodes[i];
        if (n->kind == NK_PLACEHOLDER && n->meta->kind == META_TENSOR && !n->meta->has_strides) return n;
    }
    return NULL;
}

/* The first sign of a Dynamo graph: an input named after its source (L_x_), else a subgraph
 * named as Dynamo names them, else the root. */
static Span dynamo_sign(const Graph *g)
{
    if (!g->nmodules) return (Span){0, 0};
    const Module *root = &g->modules[0];
    for (NodeId i = 0; i < root->nnodes; i++) {
        const Node *n = &root->nodes[i];
        if (n->kind == NK_PLACEHOLDER && (str_starts(n->name, "L_") || str_starts(n->name, "l_"))) return n->span;
    }
    return root->span;
}

CaptureReading capture_read(const Graph *g)
{
    if (g->sig) return at_span(CAPTURE_BIT(CAPTURE_EXPORT), g->sig->span, "an ExportedProgram's graph signature");
    if (g->stage == STAGE_EXPORT || g->flavor == FLAVOR_EXPORT)
        return at_span(CAPTURE_BIT(CAPTURE_EXPORT), root_span(g), "an ExportedProgram's graph");
    if (g->hint.paths) return (CaptureReading){g->hint.paths, {0, 0}, g->hint.paths_line, g->hint.paths_why};
    if (aot_stage(g->stage))
        return at_span(AOT, root_span(g), g->stage == STAGE_POST_GRAD ? "an Inductor post-grad graph (after AOTAutograd)"
                                                                       : "an AOTAutograd graph of a torch.compile log");
    if (g->stage == STAGE_DYNAMO || g->stage == STAGE_PRE_GRAD)
        return at_span(COMPILE, root_span(g), "Dynamo's graph in a torch.compile log, which does not say the backend");
    if (g->event.len || g->compile_id.len)
        return at_span(COMPILE, root_span(g), "a graph of a torch.compile log");
    const char *why = NULL;
    uint8_t named = capture_by_name(g->src ? g->src->path : NULL, &why);
    if (named) return at_span(named, root_span(g), why);
    if (g->flavor == FLAVOR_DYNAMO)
        return at_span(COMPILE, dynamo_sign(g), "Dynamo's graph (inputs named after their source, torch-level calls), "
                                                "which does not say the backend");
    Span at;
    if (aot_inputs(g, &at, &why)) return at_span(AOT, at, why);
    /* ATen ops, or only HOP calls (a flavor of its own the ops do not tell) */
    if (g->flavor != FLAVOR_DYNAMO) {
        const Node *n = plain_annotation(g);
        if (n)
            return at_span(CAPTURE_BIT(CAPTURE_MAKE_FX), n->meta_span.end > n->meta_span.start ? n->meta_span : n->span,
                           "ATen ops with inputs annotated without strides or device: make_fx's print_readable()");
    }
    return (CaptureReading){CAPTURE_ALL_PATHS, {0, 0}, 0, NULL};
}

int capture_read_grad(const Graph *g, Span *at, uint32_t *line, const char **why)
{
    Span s = {0, 0};
    uint32_t l = 0;
    const char *w = NULL;
    int v = -1;
    if (g->hint.grad_line) {
        v = g->hint.grad, l = g->hint.grad_line, w = g->hint.grad_why;
    } else if (g->stage == STAGE_AOT_FORWARD || g->stage == STAGE_AOT_BACKWARD || g->stage == STAGE_AOT_JOINT) {
        v = 1, s = root_span(g), w = "an AOTAutograd training graph, made only with grad enabled";
    } else if (g->nmodules) {
        Span ph;
        const char *aw;
        if (aot_inputs(g, &ph, &aw) && str_starts(source_slice(g->src, ph), "primals_"))
            v = 1, s = ph, w = "AOTAutograd's training inputs (primals_N), made only with grad enabled";
        else if (aot_inputs(g, &ph, &aw) && str_starts(source_slice(g->src, ph), "tangents_"))
            v = 1, s = ph, w = "AOTAutograd's backward inputs (tangents_N), made only with grad enabled";
    }
    if (at) *at = s;
    if (line) *line = l;
    if (why) *why = w;
    return v;
}
