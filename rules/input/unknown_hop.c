/*
 * FX909 unknown-hop
 *
 * What it does: notes a call of a higher-order op fxlint does not know
 * (`torch.ops.higher_order.<name>` with no row in its HOP table), or of one the targeted release
 * does not have (`switch` and `flex_gemm`, added by PyTorch 2.14, under `--target 2.13` and
 * older), naming it and the subgraphs it passes, whose checks were skipped: fxlint does not
 * judge a release by a contract it never had.
 * Why is this bad: fxlint cannot tell which of PyTorch's checks the HOP runs on its subgraphs
 * (mutation, aliasing, output metadata), so it checks none of them; a dump that would fail
 * those checks passes silently. It is an info note, never an error: the dump may be fine.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[4]"):
 *             fused_region_body_0 = self.fused_region_body_0
 *             fused_region = torch.ops.higher_order.fused_region(fused_region_body_0, (arg0_1,))
 *             getitem: "f32[4]" = fused_region[0]
 *             return (getitem,)
 *
 *         class fused_region_body_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]"):
 *                 add_: "f32[4]" = torch.ops.aten.add_.Tensor(arg0_1, 1)
 *                 return (add_,)
 * (a HOP some library registers; a printed `torch.ops.higher_order.switch(...)` gets the same
 * note under `--target 2.13`.)
 * Fix: check the dump with a fxlint that knows the HOP, or under the release that printed it
 * (`--target 2.14` for switch and flex_gemm), or review its subgraphs by hand; `--ignore FX909`
 * hides the note.
 */
#include "analysis/alias.h"
#include "engine/rule.h"

/* Where the HOPs added after 2.1 came from, for the note (their release is HopInfo.since). */
static const struct {
    HopKind kind;
    const char *origin;
} origins[] = {
    {HOP_SWITCH, "torch._higher_order_ops.switch.switch, pytorch#182902"},
    {HOP_FLEX_GEMM, "torch._higher_order_ops.flex_gemm.flex_gemm, pytorch#186483"},
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
        int target = c->cfg->target_version;
        if (call->kind != HOP_UNKNOWN && hop_in_release(call->kind, target)) continue;
        const Node *n = module_node(graph_module(c->g, call->module), call->node);
        Str name = n->target.op;
        const char *what = "which fxlint does not know";
        if (call->kind != HOP_UNKNOWN) {
            const char *origin = "";
            for (size_t k = 0; k < sizeof origins / sizeof origins[0]; k++)
                if (origins[k].kind == call->kind) origin = rule_fmt(c, "; %s", origins[k].origin);
            what = rule_fmt(c, "which PyTorch %s, the targeted release, does not have (added by PyTorch %s%s)",
                            release_name(target), release_name(call->info->since), origin);
        }
        Diag *d = rule_report_sev(c, SEV_INFO, call->module, call->node,
                                  "'%.*s' calls the higher-order op %.*s, %s; %s", STR_ARG(n->name),
                                  STR_ARG(n->target.qualname), what, subgraph_names(c, call));
        d->key = arena_printf(c->out->arena, "%s|%.*s", d->key ? d->key : "", STR_ARG(name));
    }
}
