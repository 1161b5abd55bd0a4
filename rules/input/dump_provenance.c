/*
 * FX911 dump-provenance
 *
 * What it does: under `--verbose`, says for each graph which capture path and grad mode fxlint
 * judges it under, and where it read them: an ExportedProgram's signature, AOTAutograd's
 * inputs (`primals_N`) or annotations with strides and device (`"f32[16][1]cpu"`), make_fx's
 * annotations without them, Dynamo's names (`L_x_`), a TORCH_TRACE log's records of the
 * compile (its `aot_*` graphs, a failure naming `backend='aot_eager'`, a compile that ended
 * without AOTAutograd, a dynamo_start stack through torch.export), Dynamo's grad-mode guard
 * (`"grad_mode":false`; for a compile Dynamo restarted, `0/0_1`, whichever attempt printed it:
 * one call, one grad mode), or what was said (`--capture`, `--grad`, a config file); and, where a
 * log shows it, which PyTorch wrote it: a TORCH_TRACE log's `pytorch_version` (2.12 and later),
 * else the file and line its lines say PyTorch logged them from (`output_graph.py:2835]`, a
 * line of 2.13.0's logging calls), in TORCH_LOGS output too.
 * Why is this bad: it is not: it is a note, made only when asked for, so that a verdict that
 * depends on the capture path or the grad mode can be traced to what the dump showed. Where
 * the dump shows neither, the rules whose verdict depends on them warn and name the paths or
 * modes instead of erring. `fxlint check --verbose` prints the notes on stderr (they are no
 * finding: not in the report, the baseline or the exit status); the language server with
 * `verbose` set and `fxlint verify` show them as infos.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[16][1]cpu"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))
 *             getitem: "f32[16][1]cpu" = cond[0]
 *             return (getitem,)
 * Fix: nothing to fix; say `--capture` or `--grad` where the note says the dump does not show
 * them, and the verdicts that depend on them become definite.
 */
#include "analysis/assume.h"
#include "engine/rule.h"
#include "knowledge/capture.h"
#include "knowledge/release.h"

void rule_dump_provenance(RuleCtx *c)
{
    if (!c->cfg->verbose || !c->g->nmodules) return;
    const Graph *g = c->g;
    CaptureReading cr = capture_read(g);
    Span at = cr.at.end > cr.at.start ? cr.at : g->modules[0].span;
    const char *capture;
    if (c->cfg->capture != CAPTURE_AUTO)
        capture = rule_fmt(c, "%s, as said (--capture %s)", release_paths_words(c->scratch, capture_paths(c->cfg->capture)),
                           capture_path_name(c->cfg->capture));
    else if (!cr.why)
        capture = "not shown, so every path is considered (say --capture)";
    else if (cr.line)
        capture = rule_fmt(c, "%s, read from %s (line %u)", release_paths_words(c->scratch, cr.paths), cr.why, cr.line);
    else
        capture = rule_fmt(c, "%s, read from %s", release_paths_words(c->scratch, cr.paths), cr.why);
    Span gat;
    uint32_t gline;
    const char *gwhy;
    int shown = capture_read_grad(g, &gat, &gline, &gwhy);
    const char *grad;
    if (c->cfg->grad_said)
        grad = rule_fmt(c, "%s, as said (--grad)%s", grad_mode_name(c->cfg->grad),
                        shown >= 0 ? "; a grad mode the graph prints still wins where it runs" : "");
    else if (shown >= 0 && gline)
        grad = rule_fmt(c, "%s, read from %s (line %u)", shown ? "enabled" : "disabled", gwhy, gline);
    else if (shown >= 0)
        grad = rule_fmt(c, "%s, read from %s", shown ? "enabled" : "disabled", gwhy);
    else if (g->stage == STAGE_DYNAMO)
        grad = "not shown for the whole graph (read where a call prints one; a HOP body Dynamo traces only under some "
               "modes is judged under those, since Dynamo printed this graph; verdicts that still depend on it are "
               "warnings: say --grad)";
    else
        grad = "not shown for the whole graph (read where a call prints one; verdicts that depend on it are warnings, "
               "or errors where the dump shows an edit after capture: say --grad)";
    const char *written = g->hint.printed_by
                              ? rule_fmt(c, "; the log was written by PyTorch %s (%s, line %u)", release_name(g->hint.printed_by),
                                         g->hint.printed_why ? g->hint.printed_why : "compilation_metrics pytorch_version",
                                         g->hint.printed_line)
                              : "";
    rule_report_span(c, SEV_INFO, at, "capture path %s; grad mode %s; release %s%s", capture, grad,
                     release_name(c->cfg->target_version), written);
}
