/* Filling the configured assumptions with what a dump shows. */
#include "analysis/assume.h"

#include <string.h>

#include "knowledge/capture.h"

uint8_t assume_capture(const struct Facts *f, CapturePath configured)
{
    if (configured != CAPTURE_AUTO) return capture_paths(configured);
    return facts_capture_paths(f);
}

bool assume_dynamo_words(const Graph *g, const struct Facts *f, CapturePath configured, int release)
{
    if (release >= 208) return true;
    const uint8_t compile = CAPTURE_BIT(CAPTURE_COMPILE) | CAPTURE_BIT(CAPTURE_COMPILE_EAGER);
    uint8_t paths = assume_capture(f, configured);
    if (!(paths & ~compile)) return true;
    return (paths & compile) && g->flavor == FLAVOR_DYNAMO;
}

/* The value a grad-mode switch at node n sets: 1 enabled, 0 disabled, -1 n is no such switch. */
static int grad_switch(const Node *n)
{
    if (n->kind != NK_CALL_FUNCTION || !str_eqz(n->target.op, "_set_grad_enabled") || n->nargs < 1) return -1;
    return n->args[0].kind == VK_BOOL ? n->args[0].b : -1;
}

int assume_printed_grad(const Graph *g, const struct Facts *f, const HopCall *call)
{
    ModuleId m = call->module;
    NodeId at = call->node;
    for (int depth = 0; depth < 16; depth++) {
        const Module *mod = graph_module(g, m);
        /* the last switch printed before the call; the facts list them in node order, so no
         * walk back: a binary search for the first one at or after the call */
        const NodeId *sw;
        uint32_t nsw = facts_grad_switches(f, m, &sw), lo = 0;
        for (uint32_t hi = nsw; lo < hi;) {
            uint32_t mid = lo + (hi - lo) / 2;
            if (sw[mid] < at) lo = mid + 1;
            else hi = mid;
        }
        for (uint32_t k = lo; k-- > 0;) {
            if (sw[k] >= mod->nnodes) continue;
            int v = grad_switch(module_node(mod, sw[k]));
            if (v >= 0) return v;
        }
        /* none printed here: this module runs under the grad mode of the call that runs it */
        const HopCall *outer = hop_caller(f, m, NULL);
        if (!outer) break;
        if (outer->kind == HOP_WRAP_WITH_SET_GRAD_ENABLED) {
            const Node *n = module_node(graph_module(g, outer->module), outer->node);
            if (n->nargs && n->args[0].kind == VK_BOOL) return n->args[0].b;
        }
        m = outer->module;
        at = outer->node;
    }
    return -1;
}

/* The grad mode `call` ran under as the dump and the user tell it: a switch printed around the
 * call first (it holds whatever mode the program was run under), then what the user said, then
 * what the dump shows for the whole graph. 1 enabled, 0 disabled, -1 nobody tells. */
static int told_grad(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call)
{
    int printed = assume_printed_grad(g, f, call);
    if (printed >= 0) return printed;
    if (cfg->grad_said) return cfg->grad == GRAD_ENABLED;
    return facts_shown_grad(f);
}

bool assume_grad_known(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call)
{
    return told_grad(g, f, cfg, call) >= 0;
}

GradMode assume_grad(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call)
{
    int told = told_grad(g, f, cfg, call);
    if (told == 1) return GRAD_ENABLED;
    if (told == 0) return cfg->grad == GRAD_INFERENCE ? GRAD_INFERENCE : GRAD_NO_GRAD;
    return cfg->grad;
}
