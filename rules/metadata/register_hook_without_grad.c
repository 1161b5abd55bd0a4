/*
 * FX412 register-hook-without-grad
 *
 * What it does: finds a `register_hook` call (a Tensor.register_hook that Dynamo captured) in a
 * graph traced with grad disabled (`--grad no-grad` or `inference`, or a printed
 * `_set_grad_enabled(False)` before it), where PyTorch 2.13 refuses it on every capture path.
 * Why is this bad: with grad off no tensor requires grad, and a hook can only be registered on
 * one that does: PyTorch raises "cannot register a hook on a tensor that doesn't require
 * gradient" when it runs or traces the call.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, L_x_: "f32[4, 4][4, 1]cpu"):
 *             l_x_ = L_x_
 *             _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
 *             y: "f32[4, 4][4, 1]cpu" = l_x_ * 2
 *             hook_body_0 = self.hook_body_0
 *             register_hook: "f32[4, 4][4, 1]cpu" = torch.ops.higher_order.register_hook(y, hook_body_0)
 *             sum_1: "f32[][]cpu" = register_hook.sum()
 *             return (sum_1,)
 *
 *         class hook_body_0(torch.nn.Module):
 *             def forward(self, g: "f32[4, 4][4, 1]cpu"):
 *                 mul: "f32[4, 4][4, 1]cpu" = g * 3
 *                 return mul
 * Fix: register the hook where grad is enabled (outside `torch.no_grad()` / `inference_mode()`),
 * or drop it for inference: no backward will run there.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

void rule_register_hook_without_grad(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_REGISTER_HOOK) continue;
        ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, call, NULL, RC_HOOK_GRAD);
        if (rr.verdict != RV_REJECT) continue;
        const Node *n = &c->g->modules[call->module].nodes[call->node];
        /* the dump may not show the grad mode: then it is only a warning, naming the modes */
        rule_report_sev(c, rr.grad_mixed || rr.mixed ? SEV_WARNING : SEV_ERROR, call->module, call->node,
                        "'%.*s' registers a hook %s no tensor requires grad%s; PyTorch: %s", STR_ARG(n->name),
                        rr.grad_mixed ? "where, with grad disabled," : "with grad disabled, where",
                        release_unsure_words(c->scratch, &rr),
                        release_quote(c->scratch, &rr, c->cfg->target_version, call->kind, ""));
    }
}
