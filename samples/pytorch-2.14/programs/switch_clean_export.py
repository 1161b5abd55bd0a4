# A router with three pure experts picked by torch.switch (PyTorch 2.14), exported with
# torch.export.export, grad enabled. PyTorch 2.14.1 accepts it; the ExportedProgram goes to argv[1].
# usage: python switch_clean_export.py OUT
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


args = (torch.tensor(1), torch.randn(4, 8))
with open(sys.argv[1], "w") as f:
    f.write(str(torch.export.export(Router(), args)))
print(f"PyTorch {torch.__version__} accepted it")
