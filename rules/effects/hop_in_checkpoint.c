/*
 * FX604 hop-in-checkpoint
 *
 * What it does: finds a `torch.ops.higher_order.print` call inside the body of an activation
 * checkpoint (`tag_activation_checkpoint`, `wrap_activation_checkpoint`), directly or nested, in
 * a graph that torch.compile runs with grad enabled.
 * Why is this bad: with grad enabled torch.utils.checkpoint runs the body under its caching
 * dispatch mode, which PyTorch 2.13 gives no rule for the effectful `print` HOP: the compile
 * fails with NotImplementedError "There was no rule registered for HigherOrderOperator print and
 * mode <torch.utils.checkpoint._CachingTorchDispatchMode object at 0x...>" (measured in the
 * conformance run; with grad off, and under export and make_fx, it passes).
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
 *             l_x_ = L_x_
 *             wrap_body_0 = self.wrap_body_0
 *             tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(wrap_body_0, l_x_, use_reentrant = False)
 *             getitem: "f32[4, 4][4, 1]cpu" = tag_activation_checkpoint[0]
 *             return (getitem,)
 *
 *         class wrap_body_0(torch.nn.Module):
 *             def forward(self, l_x_: "f32[4, 4][4, 1]cpu"):
 *                 print_1 = torch.ops.higher_order.print('c {}', l_x_)
 *                 sin: "f32[4, 4][4, 1]cpu" = l_x_.sin()
 *                 return (sin,)
 * Fix: print outside the checkpointed function, or use a plain Python print while debugging
 * eagerly.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* The innermost checkpoint call whose body runs module m (directly or through nested HOPs). */
static const HopCall *checkpoint_of(const struct Facts *f, ModuleId m)
{
    for (int depth = 0; depth < 32; depth++) {
        const HopCall *call = hop_caller(f, m, NULL);
        if (!call) return NULL;
        if (call->kind == HOP_TAG_ACTIVATION_CHECKPOINT || call->kind == HOP_WRAP_ACTIVATION_CHECKPOINT) return call;
        m = call->module;
    }
    return NULL;
}

void rule_hop_in_checkpoint(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_PRINT) continue;
        const HopCall *ckpt = checkpoint_of(c->facts, call->module);
        if (!ckpt) continue;
        ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, ckpt, NULL, RC_NESTED_HOP);
        if (rr.verdict != RV_REJECT) continue;
        HopBan ban = {ckpt, NULL, 0, RC_NESTED_HOP, rr, GRAD_ENABLED};
        const Node *n = module_node(graph_module(c->g, call->module), call->node);
        Diag *d = rule_report_sev(c, hop_ban_unsure(&ban) ? SEV_WARNING : SEV_ERROR, call->module, call->node,
                                  "'%.*s' calls the print HOP inside an activation checkpoint, whose caching mode "
                                  "has no rule for it with grad enabled%s; PyTorch: %s",
                                  STR_ARG(n->name), hop_ban_mixed_words(c->scratch, &ban),
                                  release_quote(c->scratch, &rr, c->cfg->target_version, ckpt->kind, ""));
        rule_related(c, d, ckpt->module, ckpt->node, "the checkpoint call");
    }
}
