/*
 * FX413 switch-branch-outputs-mismatch
 *
 * What it does: compares what the branches of a torch.switch (PyTorch 2.14) return, the way
 * PyTorch does: every branch against branch 0, output by output. The number of outputs first
 * ("Unmatched output spec from torch.switch branches"), then what cond's _merge_output checks,
 * which switch folds over its branches: dtype, device, rank, stride order and dense strides (sizes
 * may differ). A size that differs from branch 0's in a branch other than the last is reported
 * too: PyTorch 2.14.1 merges it into an unbacked size, merges that one again with the next branch,
 * and then finds the first unbacked size in no output (PendingUnbackedSymbolNotFound), on every
 * capture path, although switch's docstring allows differing sizes; only the last branch may
 * differ. Only what the dump prints is compared: strides and devices need the "f32[4, 8][8, 1]cpu"
 * annotation style, and symbolic sizes are not compared.
 * Why is this bad: the switch node has one set of outputs whichever branch runs, so PyTorch
 * rejects branches that disagree when it traces them ("When merging two branches' output in
 * torch.cond,  expected same dtype but got torch.float32 and torch.float64.", the cond wording
 * reused).
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "i64[][]cpu", arg1_1: "f32[4, 4][4, 1]cpu"):
 *             clamp: "i64[][]cpu" = torch.ops.aten.clamp.default(arg0_1, 0, 2)
 *             branch0_graph_0 = self.branch0_graph_0
 *             branch1_graph_0 = self.branch1_graph_0
 *             branch2_graph_0 = self.branch2_graph_0
 *             switch = torch.ops.higher_order.switch(clamp, [branch0_graph_0, branch1_graph_0, branch2_graph_0], (arg1_1,))
 *             getitem: "f32[4, 4][4, 1]cpu" = switch[0]
 *             return (getitem,)
 *
 *         class branch0_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
 *                 sin: "f32[4, 4][4, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
 *                 return (sin,)
 *
 *         class branch1_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
 *                 cos: "f32[4, 4][4, 1]cpu" = torch.ops.aten.cos.default(arg0_1)
 *                 _to_copy: "f64[4, 4][4, 1]cpu" = torch.ops.aten._to_copy.default(cos, dtype = torch.float64)
 *                 return (_to_copy,)
 *
 *         class branch2_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4, 4][4, 1]cpu"):
 *                 mul: "f32[4, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2)
 *                 return (mul,)
 * Fix: make every branch return the same number of outputs with the same dtype, rank and device
 * (`.to(dtype)`), call `.contiguous()` on outputs that are slices or transposes, and let only the
 * last branch return another size (or pad the outputs to one size).
 */
#include "analysis/metapair.h"
#include "knowledge/release.h"
#include "engine/rule.h"

static const char *sub_name(RuleCtx *c, const HopCall *k, uint32_t sub)
{
    const Module *m = graph_module(c->g, k->subs[sub].module);
    return rule_fmt(c, "%.*s", STR_ARG(m->attr.len ? m->attr : m->name));
}

/* "TreeSpec(tuple, None, [*, *])", a tuple of n leaves as PyTorch prints it (its newlines as spaces). */
static const char *tree_spec(RuleCtx *c, uint32_t n)
{
    const char *leaves = "";
    for (uint32_t i = 0; i < n; i++) leaves = rule_fmt(c, "%s%s*", leaves, i ? ", " : "");
    return rule_fmt(c, "TreeSpec(tuple, None, [%s])", leaves);
}

static void report_count(RuleCtx *c, const HopCall *k, uint32_t b0, uint32_t bk, uint32_t index)
{
    uint32_t n0 = k->subs[b0].noutputs, nk = k->subs[bk].noutputs;
    const Module *m0 = graph_module(c->g, k->subs[b0].module), *mk = graph_module(c->g, k->subs[bk].module);
    Diag *d = rule_report(c, k->subs[bk].module, mk->output,
                          "torch.switch branches return different numbers of outputs: branch0 '%s' returns %u, "
                          "branch%u '%s' returns %u; PyTorch: \"Unmatched output spec from torch.switch branches: "
                          "branch0 tree_spec %s vs branch%u tree_spec %s\"",
                          sub_name(c, k, b0), n0, index, sub_name(c, k, bk), nk, tree_spec(c, n0), index,
                          tree_spec(c, nk));
    rule_related(c, d, k->subs[b0].module, m0->output, "branch0 returns %u output%s", n0, n0 == 1 ? "" : "s");
    rule_related(c, d, k->module, k->node, "the torch.switch call");
}

static void report_pair(RuleCtx *c, const HopCall *k, const HopPair *p, const PairResult *r, uint32_t index)
{
    int level = metapair_level(r);
    const char *lname = sub_name(c, k, p->lhs.sub), *rname = sub_name(c, k, p->rhs.sub);
    const char *what = NULL, *pytorch;
    if (level == 2) {
        pytorch = metapair_merge_quote(c->scratch, r, "branch0", rule_fmt(c, "branch%u", index), &what);
    } else {
        what = "may differ between the branches";
        pytorch = "\"When merging two branches' output in torch.cond, ...\" (the sizes depend on symbol values the "
                  "dump does not fix)";
    }
    const char *because = r->fresh.len
        ? rule_fmt(c, " (size '%.*s' is made up inside a branch; PyTorch cannot compare it and reports a difference)",
                   STR_ARG(r->fresh))
        : "";
    ModuleId m, om;
    NodeId n, on;
    HopEnd at = r->diff.field[MF_DENSITY] && r->diff.dense_side == 0 ? p->lhs : p->rhs;
    if (!metapair_site(c->g, k, at, &m, &n)) return;
    Diag *d = rule_report_sev(c, level == 2 ? SEV_ERROR : SEV_WARNING, m, n,
                              "torch.switch output %u %s: branch0 '%s' returns %s ('%s'), branch%u '%s' returns %s "
                              "('%s')%s; PyTorch: %s",
                              p->index, what, lname, r->lhs.text, metapair_end_name(c->scratch, c->g, &r->lref), index,
                              rname, r->rhs.text, metapair_end_name(c->scratch, c->g, &r->rref), because, pytorch);
    if (metapair_site(c->g, k, p->lhs, &om, &on) && (om != m || on != n)) rule_related(c, d, om, on, "what branch0 returns");
    if (metapair_site(c->g, k, p->rhs, &om, &on) && (om != m || on != n))
        rule_related(c, d, om, on, "what branch%u returns", index);
    rule_related(c, d, k->module, k->node, "the torch.switch call");
}

/* The printed meta of output `out` of branch sub, or NULL. */
static const Meta *output_meta(RuleCtx *c, const HopCall *k, uint32_t sub, uint32_t out)
{
    HopEndRef ref = hop_end_resolve(c->g, k, (HopEnd){HEND_SUB_OUTPUT, (uint8_t)sub, out});
    if (ref.node == NONE_ID) return NULL;
    const Meta *m = module_node(graph_module(c->g, ref.module), ref.node)->meta;
    return m->kind == META_TENSOR ? m : NULL;
}

/* Sizes: _merge_output folded over the branches makes an unbacked size where branch k first
 * differs from branch 0 and a new one at every merge after it; all but the last are left out of
 * the outputs. So a size may differ in the last branch only. */
static void check_sizes(RuleCtx *c, const HopCall *k, const uint32_t *br, uint32_t nbr, uint32_t out)
{
    const Meta *m0 = output_meta(c, k, br[0], out);
    if (!m0) return;
    for (uint32_t d = 0; d < m0->rank; d++) {
        if (!m0->sizes[d].is_const) continue;
        for (uint32_t b = 1; b + 1 < nbr; b++) {
            const Meta *mb = output_meta(c, k, br[b], out);
            if (!mb || mb->rank != m0->rank || !mb->sizes[d].is_const) break;
            if (mb->sizes[d].value == m0->sizes[d].value) continue;
            HopEndRef ref = hop_end_resolve(c->g, k, (HopEnd){HEND_SUB_OUTPUT, (uint8_t)br[b], out});
            ModuleId sm;
            NodeId sn;
            if (!metapair_site(c->g, k, (HopEnd){HEND_SUB_OUTPUT, (uint8_t)br[b], out}, &sm, &sn)) return;
            Diag *dg = rule_report(c, sm, sn,
                                   "torch.switch output %u has size %lld in dim %u in branch%u '%s' ('%s') where "
                                   "branch0 '%s' has %lld, and %u more branch%s follow%s: PyTorch merges the sizes "
                                   "branch by branch into unbacked sizes and loses the first (only the last branch "
                                   "may return another size); PyTorch: PendingUnbackedSymbolNotFound: \"Pending "
                                   "unbacked symbols {u0} not in returned outputs (...)\"",
                                   out, (long long)mb->sizes[d].value, d, b, sub_name(c, k, br[b]),
                                   metapair_end_name(c->scratch, c->g, &ref), sub_name(c, k, br[0]),
                                   (long long)m0->sizes[d].value, nbr - 1 - b, nbr - 1 - b == 1 ? "" : "es",
                                   nbr - 1 - b == 1 ? "s" : "");
            rule_related(c, dg, k->module, k->node, "the torch.switch call");
            return;
        }
    }
}

void rule_switch_branch_outputs_mismatch(RuleCtx *c)
{
    int target = c->cfg->target_version;
    if (!hop_in_release(HOP_SWITCH, target) || release_variant(target, HOP_SWITCH, RC_BRANCH_OUTPUTS) != RV_COND_MERGE)
        return;
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_SWITCH || k->nsubs < 2) continue;
        uint32_t br[64], nbr = 0;
        bool readable = true;
        for (uint32_t s = 0; s < k->nsubs && nbr < 64; s++) {
            if (k->subs[s].role != HSUB_BRANCH) continue;
            readable = readable && metapair_sub_readable(c->g, k, s);
            br[nbr++] = s;
        }
        if (!readable || nbr < 2) continue;
        bool counts_differ = false;
        for (uint32_t b = 1; b < nbr; b++) {
            if (k->subs[br[b]].noutputs == k->subs[br[0]].noutputs) continue;
            report_count(c, k, br[0], br[b], b);
            counts_differ = true;
        }
        if (counts_differ) continue;
        bool mismatch = false;
        for (uint32_t j = 0; j < k->npairs; j++) {
            const HopPair *p = &k->pairs[j];
            uint32_t index = 0;
            for (uint32_t b = 0; b < nbr; b++)
                if (br[b] == p->rhs.sub) index = b;
            PairResult r = metapair_compare(c->scratch, c->g, c->facts, k, p, MC_COND_MERGE);
            if (!metapair_level(&r)) continue;
            report_pair(c, k, p, &r, index);
            mismatch = true;
        }
        if (mismatch) continue;
        for (uint32_t out = 0; out < k->subs[br[0]].noutputs; out++) check_sizes(c, k, br, nbr, out);
    }
}
