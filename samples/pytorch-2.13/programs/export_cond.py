# A model exported with torch.export whose torch.cond picks a branch on a tensor predicate; both
# branches are pure. PyTorch 2.13 exports it; the printed ExportedProgram is the sample.
import torch


class Router(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(8, 8)

    def forward(self, x):
        def wide(h):
            return torch.relu(h) * 2

        def narrow(h):
            return h.sigmoid()

        h = self.proj(x)
        return torch.cond(h.sum() > 0, wide, narrow, (h,))


ep = torch.export.export(Router(), (torch.randn(4, 8),))
print(ep)
