# The router of switch_clean_export.py (three pure experts picked by torch.switch), compiled with
# torch.compile(backend="aot_eager"), grad enabled. PyTorch 2.14.1 accepts it. Run with
# TORCH_TRACE=DIR: the log holds Dynamo's graph and AOTAutograd's joint, forward and backward graphs.
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
torch.compile(Router(), backend="aot_eager", fullgraph=True)(*args)
print(f"PyTorch {torch.__version__} accepted it")
