# The router of switch_clean_export.py exported with torch.export.export, then edited as an FX pass
# edits an ExportedProgram: in branch 1 of its torch.switch (PyTorch 2.14), aten.sigmoid on the
# branch's input is swapped for aten.sigmoid_ (the node keeps its origin comment). PyTorch prints it
# without a word; the program then asks what each consumer of the edited program says, on stdout.
# usage: python switch_edited_export.py OUT
import copy
import sys

import torch
from torch._higher_order_ops.switch import switch


class Router(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(8, 8)

    def forward(self, k, x):
        def expert0(h):
            return torch.relu(h)

        def expert1(h):
            return h.sigmoid()

        def expert2(h):
            return h * 2

        h = self.proj(x)
        return switch(k, [expert0, expert1, expert2], (h,))


torch.manual_seed(0)
args = (torch.tensor(1), torch.randn(4, 8))
ep = torch.export.export(Router(), args)
edited = 0
for name, sub in ep.graph_module.named_children():
    if not name.startswith("branch1_graph"):
        continue
    for node in sub.graph.nodes:
        if node.op == "call_function" and node.target == torch.ops.aten.sigmoid.default:
            node.target = torch.ops.aten.sigmoid_.default
            edited += 1
    sub.recompile()
ep.graph_module.recompile()
assert edited == 1, edited
with open(sys.argv[1], "w") as f:
    f.write(str(ep))


def verdict(what, fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - PyTorch's verdict
        print(f"{what}: rejected ({type(e).__name__}: {' '.join(str(e).split())[:120]})")
    else:
        print(f"{what}: accepted")


verdict("ep.run_decompositions()", lambda: copy.deepcopy(ep).run_decompositions())
verdict("torch.compile(ep.module(), backend='aot_eager')",
        lambda: torch.compile(ep.module(), backend="aot_eager", fullgraph=True)(*args))
print(f"PyTorch {torch.__version__}: printed the edited ExportedProgram")
