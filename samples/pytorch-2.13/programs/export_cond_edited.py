# An FX pass edits an exported program as passes do: in the true branch of its torch.cond,
# aten.sin on the branch's input is swapped for aten.sin_ (the node keeps its origin comment,
# `sin = ...sin()`). PyTorch 2.13 prints the result without a word; this program then asks what
# each consumer of the ExportedProgram says of it, and prints those verdicts on stderr.
import copy
import sys

import torch


class M(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda x: x.sin(), lambda x: x.cos(), (x,))


x = torch.randn(16).abs()
ep = torch.export.export(M(), (x,))
for node in ep.graph_module.true_graph_0.graph.nodes:
    if node.op == "call_function" and node.target == torch.ops.aten.sin.default:
        node.target = torch.ops.aten.sin_.default
ep.graph_module.true_graph_0.recompile()
ep.graph_module.recompile()
print(ep)


def verdict(what, fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - PyTorch's verdict
        msg = " ".join(str(e).split())[:140]
        print(f"{what}: rejected ({type(e).__name__}: {msg})", file=sys.stderr)
    else:
        print(f"{what}: accepted", file=sys.stderr)


def eager():
    y = x.clone()
    ep.module()(y)
    if not torch.equal(y, x):
        raise RuntimeError("the caller's input was overwritten")


verdict("ep.module()(x)", eager)
verdict("ep.run_decompositions()", lambda: copy.deepcopy(ep).run_decompositions())
verdict("torch.compile(ep.module(), backend='aot_eager')",
        lambda: torch.compile(ep.module(), backend="aot_eager", fullgraph=True)(x.clone()))
verdict("torch.export.export(ep.module())", lambda: torch.export.export(ep.module(), (x.clone(),)))
print(f"PyTorch {torch.__version__}: printed the edited ExportedProgram", file=sys.stderr)
