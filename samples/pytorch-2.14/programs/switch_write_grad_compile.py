# The router of switch_write_export.py, whose second expert scales its operand in place, compiled
# with torch.compile(backend="aot_eager") and called with grad enabled (the default), where
# PyTorch 2.14.1 rejects the write. Run with TORCH_TRACE=DIR; the log holds what Dynamo traced
# before the failure and the failure itself.
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
    model(torch.tensor(1), torch.randn(4, 8))
except Exception as e:
    print(f"grad enabled: PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"grad enabled: PyTorch {torch.__version__} accepted it")
