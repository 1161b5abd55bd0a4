# The router of switch_write_export.py, whose second expert scales its operand in place, compiled
# with torch.compile(backend="aot_eager") and called under torch.no_grad(), where PyTorch 2.14.1
# accepts the write (AOTAutograd auto-functionalizes it: auto_functionalized_v2(switch, ...)). Run
# with TORCH_TRACE=DIR; the log holds Dynamo's graph (the write as the user wrote it) and the AOT
# graph.
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
            h.mul_(0.5)
            return h.sigmoid()

        def expert2(h):
            return h * 2

        h = self.proj(x)
        return switch(k, [expert0, expert1, expert2], (h,))


model = torch.compile(Router(), backend="aot_eager", fullgraph=True)
try:
    with torch.no_grad():
        model(torch.tensor(1), torch.randn(4, 8))
except Exception as e:
    print(f"torch.no_grad(): PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"torch.no_grad(): PyTorch {torch.__version__} accepted it")
