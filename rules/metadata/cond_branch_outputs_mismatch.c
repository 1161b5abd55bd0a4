/*
 * FX401 cond-branch-outputs-mismatch
 *
 * What it does: compares what the two branches of a torch.cond return, output by output, the
 * way the targeted PyTorch does: the number of outputs always; then, newest (2.8+), dtype,
 * device, rank, stride order and dense strides (sizes may differ: they merge into unbacked
 * sizes); early 2025 (`--target 2.6`, 2.7), shape, dtype, stride, memory format and device;
 * 2024 (`--target 2.5` and older), shape, dtype and stride. Only what the dump prints is
 * compared: strides and devices need the "f32[4, 8][8, 1]cpu" annotation style, and int or
 * SymInt outputs are never compared by value.
 * Why is this bad: the cond node has one set of outputs whichever branch runs, so PyTorch
 * rejects branches that disagree ("When merging two branches' output in torch.cond,  expected
 * same dtype but got torch.float32 and torch.int64.", "Expected true_fn_output and
 * false_fn_output to have same metadata but found: ..."). A size PyTorch could only compare
 * by symbol values (s0 against 4) is a warning. In a graph Dynamo printed, a true branch that
 * changes an operand's metadata in place (t_, transpose_) leaves the strides uncompared: Dynamo
 * traces both branches on one fake operand, so the false branch was traced on the changed one
 * and its printed strides do not follow from its placeholders', while the call as run compares
 * equal ones (measured, 2.12.1 to 2.14.1: torch.compile's eager path accepts).
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4][1]cpu"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             # File: model.py:20 in forward, code: return torch.cond(p, true_fn, false_fn, (x,))
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))
 *             getitem: "f32[4][1]cpu" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu"):
 *                 sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg0_1)
 *                 return (sin,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4][1]cpu"):
 *                 zeros: "i64[4][1]cpu" = torch.ops.aten.zeros.default([4], dtype = torch.int64)
 *                 return (zeros,)
 * Fix: make both branches return the same dtype, rank and device (`.to(dtype)`), and call
 * `.contiguous()` on outputs that are slices or transposes.
 */
#include "analysis/alias.h"
#include "analysis/assume.h"
#include "analysis/metapair.h"
#include "knowledge/release.h"
#include "engine/rule.h"

/* The subs of a cond call playing the true and false branches, or -1. */
static void branches(const HopCall *k, int *t, int *f)
{
    *t = *f = -1;
    for (uint32_t i = 0; i < k->nsubs; i++) {
        if (k->subs[i].role == HSUB_TRUE_BRANCH) *t = (int)i;
        if (k->subs[i].role == HSUB_FALSE_BRANCH) *f = (int)i;
    }
}

static const char *branch_name(RuleCtx *c, const HopCall *k, int sub)
{
    const Module *m = graph_module(c->g, k->subs[sub].module);
    return rule_fmt(c, "%.*s", STR_ARG(m->attr.len ? m->attr : m->name));
}

static void report_count(RuleCtx *c, const HopCall *k, int t, int f)
{
    const Graph *g = c->g;
    uint32_t nt = k->subs[t].noutputs, nf = k->subs[f].noutputs;
    const char *tname = branch_name(c, k, t), *fname = branch_name(c, k, f);
    const char *pytorch;
    uint8_t gen = release_variant(c->cfg->target_version, HOP_COND, RC_BRANCH_OUTPUTS);
    /* Dynamo speculating the branches compares their pytree structures; export and make_fx
     * tracing the printed call reach trace_cond's count (the fake kernel's "Unmatched output
     * spec" is what a program returning a tuple from one branch and a tensor from the other
     * gets, never a printed graph, whose branches return tuples) */
    if (assume_dynamo_words(g, c->facts, c->cfg->capture, c->cfg->target_version))
        pytorch = "\"torch.cond: differing branch outputs\" (\"Expected branches to return the same pytree structure.\")";
    else if (gen == RV_COND_CONSISTENCY)
        pytorch = "\"Expected true_fn_output and false_fn_output to have same number of outputs but got lhs:[...] "
                  "and rhs:[...]\"";
    else if (gen == RV_COND_MERGE)
        pytorch = rule_fmt(c, "\"Expected to return same number of outputs but got: true branch returns %u item(s) "
                              "false branch returns %u item(s)\"", nt, nf);
    else
        pytorch = rule_fmt(c, "\"Expected to return same number of outputs but got: %s returns %u item(s) %s returns "
                              "%u item(s)\"", tname, nt, fname, nf);
    const Module *fm = graph_module(g, k->subs[f].module), *tm = graph_module(g, k->subs[t].module);
    Diag *d = rule_report(c, k->subs[f].module, fm->output,
                          "torch.cond branches return different numbers of outputs: true branch '%s' returns %u, "
                          "false branch '%s' returns %u; PyTorch: %s",
                          tname, nt, fname, nf, pytorch);
    rule_related(c, d, k->subs[t].module, tm->output, "the true branch returns %u output%s", nt, nt == 1 ? "" : "s");
    rule_related(c, d, k->module, k->node, "the torch.cond call");
}

/* "shape, stride": the names of the fields at verdict `at` or worse. */
static const char *field_names(RuleCtx *c, const MetaDiff *d, Verdict at)
{
    static const char *const names[MF_NFIELDS] = {"type", "shape", "dtype", "stride", "memory format", "device",
                                                  "rank", "stride order", "density"};
    const char *out = "";
    for (int f = 0; f < MF_NFIELDS; f++)
        if (d->field[f] >= at) out = rule_fmt(c, "%s%s%s", out, *out ? ", " : "", names[f]);
    return out;
}

static void report_pair(RuleCtx *c, const HopCall *k, const HopPair *p, const PairResult *r, uint8_t gen)
{
    int level = metapair_level(r);
    const char *tname = branch_name(c, k, p->lhs.sub);
    const char *fname = branch_name(c, k, p->rhs.sub);
    const char *what = NULL, *pytorch;
    if (gen == RV_COND_MERGE) {
        pytorch = metapair_merge_quote(c->scratch, r, "the true branch", "the false branch", &what);
    } else if (gen == RV_COND_CONSISTENCY) {
        pytorch = rule_fmt(c, "\"%s\"", metapair_consistency_message(c->scratch, r, p->index, "true_fn_output",
                                                                    "false_fn_output", false));
    } else {
        Verdict at = r->diff.worst == VERDICT_DIFF ? VERDICT_DIFF : VERDICT_UNSURE;
        pytorch = rule_fmt(c, "\"Expected each tensor to have same metadata but got: ...\" (%s)",
                           metacmp_format_fields(c->scratch, &r->diff, &r->lhs, &r->rhs, at));
    }
    if (!what) what = rule_fmt(c, "%s between the branches in %s", level == 2 ? "differs" : "may differ",
                               field_names(c, &r->diff, r->diff.worst == VERDICT_DIFF ? VERDICT_DIFF : VERDICT_UNSURE));
    const char *because = "";
    if (r->fresh.len)
        because = rule_fmt(c, " (size '%.*s' is made up inside a branch; PyTorch cannot compare it and reports a "
                              "difference)", STR_ARG(r->fresh));
    else if (level == 1)
        because = " (the sizes depend on symbol values the dump does not fix)";
    ModuleId m, tm;
    NodeId n, tn;
    if (!metapair_site(c->g, k, gen == RV_COND_MERGE && r->diff.field[MF_DENSITY] && r->diff.dense_side == 0
                                    ? p->lhs : p->rhs, &m, &n))
        return;
    Diag *d = rule_report_sev(c, level == 2 ? SEV_ERROR : SEV_WARNING, m, n,
                              "torch.cond output %u %s: true branch '%s' returns %s ('%s'), false branch '%s' "
                              "returns %s ('%s')%s; PyTorch: %s",
                              p->index, what, tname, r->lhs.text,
                              metapair_end_name(c->scratch, c->g, &r->lref), fname, r->rhs.text,
                              metapair_end_name(c->scratch, c->g, &r->rref), because, pytorch);
    if (metapair_site(c->g, k, p->lhs, &tm, &tn) && (tm != m || tn != n))
        rule_related(c, d, tm, tn, "what the true branch returns");
    if (metapair_site(c->g, k, p->rhs, &tm, &tn) && (tm != m || tn != n))
        rule_related(c, d, tm, tn, "what the false branch returns");
    rule_related(c, d, k->module, k->node, "the torch.cond call");
}

/* Whether the true branch `t` of `k`, in a graph Dynamo printed (torch-level ops), changes the
 * metadata of one of its operands itself in place (not of a view of it): the fake operand the
 * branches share, which Dynamo then traces the false branch on. */
static bool shared_operand_changed(const RuleCtx *c, const HopCall *k, int t)
{
    if (c->g->flavor != FLAVOR_DYNAMO) return false;
    uint32_t n = 0;
    const MutationSite *sites = mutation_sites(c->facts, k->subs[t].module, &n);
    for (uint32_t i = 0; i < n; i++)
        if (mutation_of_placeholder_metadata(&sites[i])) return true;
    return false;
}

/* The comparison without the fields a changed shared operand leaves unread: strides, their
 * order, density and memory format. */
static void drop_strides(PairResult *r)
{
    static const MetaField strided[] = {MF_STRIDE, MF_MEMORY_FORMAT, MF_STRIDE_ORDER, MF_DENSITY};
    for (size_t i = 0; i < sizeof strided / sizeof strided[0]; i++) r->diff.field[strided[i]] = VERDICT_SAME;
    r->diff.worst = VERDICT_SAME;
    for (int f = 0; f < MF_NFIELDS; f++)
        if (r->diff.field[f] > r->diff.worst) r->diff.worst = r->diff.field[f];
}

void rule_cond_branch_outputs_mismatch(RuleCtx *c)
{
    uint8_t gen = release_variant(c->cfg->target_version, HOP_COND, RC_BRANCH_OUTPUTS);
    MetaCheck how = gen == RV_COND_TRACE ? MC_COND_2024 : gen == RV_COND_CONSISTENCY ? MC_CONSISTENCY_CONTIG : MC_COND_MERGE;
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        int t, f;
        if (k->kind != HOP_COND) continue;
        branches(k, &t, &f);
        if (t < 0 || f < 0 || !metapair_sub_readable(c->g, k, (uint32_t)t) ||
            !metapair_sub_readable(c->g, k, (uint32_t)f))
            continue;
        if (k->subs[t].noutputs != k->subs[f].noutputs) {
            report_count(c, k, t, f);
            continue;
        }
        bool changed = shared_operand_changed(c, k, t);
        for (uint32_t j = 0; j < k->npairs; j++) {
            PairResult r = metapair_compare(c->scratch, c->g, c->facts, k, &k->pairs[j], how);
            if (changed) drop_strides(&r);
            if (metapair_level(&r)) report_pair(c, k, &k->pairs[j], &r, gen);
        }
    }
}
