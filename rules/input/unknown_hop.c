/*
 * FX909 unknown-hop
 *
 * What it does: notes a call of a higher-order op fxlint does not know
 * (`torch.ops.higher_order.<name>` with no row in its HOP table), naming it and the subgraphs
 * it passes, whose checks were skipped. `switch` (torch.switch, PyTorch 2.14, pytorch#182902)
 * is one: no release fxlint judges by (2.1 through 2.13) has it, so fxlint does not guess its
 * contract from a later release's pull requests.
 * Why is this bad: fxlint cannot tell which of PyTorch's checks the HOP runs on its subgraphs
 * (mutation, aliasing, output metadata), so it checks none of them; a dump that would fail
 * those checks passes silently. It is an info note, never an error: the dump may be fine.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "i64[]", arg1_1: "f32[4]"):
 *             branch0_graph_0 = self.branch0_graph_0
 *             branch1_graph_0 = self.branch1_graph_0
 *             switch = torch.ops.higher_order.switch(arg0_1, [branch0_graph_0, branch1_graph_0], [arg1_1])
 *             getitem: "f32[4]" = switch[0]
 *             return (getitem,)
 *
 *         class branch0_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]"):
 *                 add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1)
 *                 return (add_,)
 *
 *         class branch1_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]"):
 *                 cos: "f32[4]" = torch.ops.aten.cos.default(arg0_1)
 *                 return (cos,)
 * Fix: check the dump with a fxlint that knows the HOP, or review its subgraphs by hand;
 * `--ignore FX909` hides the note.
 */
#include "analysis/alias.h"
#include "engine/rule.h"

/* HOPs PyTorch added after the newest release fxlint knows, with where they came from. */
static const struct {
    const char *name, *since;
} later_hops[] = {
    {"switch", "torch.switch, PyTorch 2.14 (pytorch#182902)"},
};

static const char *subgraph_names(RuleCtx *c, const HopCall *call)
{
    const char *out = "";
    uint32_t n = 0;
    for (uint32_t s = 0; s < call->nsubs; s++) {
        const HopSub *sub = &call->subs[s];
        if (sub->module == NONE_ID) continue;
        const Module *m = graph_module(c->g, sub->module);
        out = rule_fmt(c, "%s%s'%.*s'", out, n++ ? ", " : "", STR_ARG(m->attr.len ? m->attr : m->name));
    }
    if (!n) return "it passes no subgraph fxlint could resolve";
    return rule_fmt(c, "its subgraph%s %s %s not checked", n == 1 ? "" : "s", out, n == 1 ? "was" : "were");
}

void rule_unknown_hop(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_UNKNOWN) continue;
        const Node *n = module_node(graph_module(c->g, call->module), call->node);
        Str name = n->target.op;
        const char *later = "";
        for (size_t k = 0; k < sizeof later_hops / sizeof later_hops[0]; k++)
            if (str_eqz(name, later_hops[k].name))
                later = rule_fmt(c, " (%s; not in PyTorch %s, the newest release fxlint knows)", later_hops[k].since,
                                 release_name(RELEASE_NEWEST));
        Diag *d = rule_report_sev(c, SEV_INFO, call->module, call->node,
                                  "'%.*s' calls the higher-order op %.*s, which fxlint does not know%s; %s",
                                  STR_ARG(n->name), STR_ARG(n->target.qualname), later, subgraph_names(c, call));
        d->key = arena_printf(c->out->arena, "%s|%.*s", d->key ? d->key : "", STR_ARG(name));
    }
}
