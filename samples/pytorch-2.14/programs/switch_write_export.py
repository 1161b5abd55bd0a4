# A router with three experts picked by torch.switch (torch._higher_order_ops.switch.switch, new in
# PyTorch 2.14); the second expert scales its operand in place (`h.mul_(0.5)`). PyTorch 2.14.1
# rejects that branch with grad enabled, on every path, and accepts it under torch.no_grad(), where
# it auto-functionalizes the write. The program says what export does with grad enabled, then
# exports under torch.no_grad() and writes the ExportedProgram to the file named by argv[1].
# usage: python switch_write_export.py OUT
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
            h.mul_(0.5)
            return h.sigmoid()

        def expert2(h):
            return h * 2

        h = self.proj(x)
        return switch(k, [expert0, expert1, expert2], (h,))


args = (torch.tensor(1), torch.randn(4, 8))
try:
    torch.export.export(Router(), args)
except Exception as e:
    print(f"grad enabled: PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"grad enabled: PyTorch {torch.__version__} accepted it")
with torch.no_grad():
    ep = torch.export.export(Router(), args)
with open(sys.argv[1], "w") as f:
    f.write(str(ep))
print(f"torch.no_grad(): PyTorch {torch.__version__} accepted it")
