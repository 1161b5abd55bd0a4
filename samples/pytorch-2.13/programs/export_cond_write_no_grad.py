# A model whose torch.cond branch writes its input (`x.add_(1)`), exported under torch.no_grad():
# PyTorch 2.13 accepts it (cond allows mutation with grad off since 2.12) and prints the
# ExportedProgram, which does not show the grad mode: with grad enabled the same export fails.
import sys

import torch


class M(torch.nn.Module):
    def forward(self, p, x):
        def true_fn(x):
            x.add_(1)
            return x.sin()

        def false_fn(x):
            return x.cos()

        return torch.cond(p, true_fn, false_fn, (x,))


args = (torch.tensor(True), torch.randn(4, 4))
with torch.no_grad():
    ep = torch.export.export(M(), args)
print(ep)
try:
    torch.export.export(M(), args)
except Exception as e:  # noqa: BLE001 - PyTorch's verdict
    print(f"with grad enabled: rejected ({type(e).__name__})", file=sys.stderr)
print(f"PyTorch {torch.__version__}: under torch.no_grad() accepted it", file=sys.stderr)
