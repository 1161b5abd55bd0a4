/* hop_region: which enclosing HOP subgraph imposes a restriction on a module, following the
 * calls outward (a subgraph runs where its HOP call sits, not where its class is printed), and
 * how the rules about such regions name it. */
#include "analysis/alias.h"

const HopCall *hop_region(const Facts *f, ModuleId m, uint16_t forbid, uint32_t *sub)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(f, &ncalls);
    /* Each step moves to the module holding a call; a cycle (a malformed dump whose subgraph
     * calls itself) cannot run longer than there are calls. */
    for (uint32_t steps = 0; m != NONE_ID && steps <= ncalls; steps++) {
        uint32_t nrefs = 0;
        const HopCallRef *refs = hop_callers(f, m, &nrefs);
        if (!nrefs) return NULL;
        for (uint32_t i = 0; i < nrefs; i++) {
            const HopCall *c = &calls[refs[i].call];
            if (c->subs[refs[i].sub].forbid & forbid) {
                if (sub) *sub = refs[i].sub;
                return c;
            }
        }
        m = calls[refs[0].call].module;
    }
    return NULL;
}

bool hop_region_of(const Graph *g, const Facts *f, ModuleId m, uint16_t forbid, HopRegion *r)
{
    uint32_t si = 0;
    const HopCall *call = hop_region(f, m, forbid, &si);
    if (!call) return false;
    r->call = call;
    r->sub = &call->subs[si];
    r->module = r->sub->module != NONE_ID ? &g->modules[r->sub->module] : &g->modules[m];
    return true;
}

const char *hop_region_nesting(Arena *a, const Graph *g, const HopRegion *r, ModuleId m)
{
    if (m == graph_module_id(g, r->module)) return "";
    return arena_printf(a, " in '%.*s', nested", STR_ARG(g->modules[m].attr));
}
