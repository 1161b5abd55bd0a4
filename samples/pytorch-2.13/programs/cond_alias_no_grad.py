# A gate that returns its input unchanged on one side of a torch.cond, run under torch.no_grad()
# inside the compiled function. PyTorch 2.13's Dynamo lets aliasing through with grad off, and
# AOTAutograd then refuses it: the TORCH_TRACE log holds Dynamo's graph, printed before the error.
import torch


def keep(x):
    return x


def squash(x):
    return x.tanh()


class Gate(torch.nn.Module):
    def forward(self, p, x):
        with torch.no_grad():
            return torch.cond(p, keep, squash, (x,))


model = torch.compile(Gate(), backend="aot_eager", fullgraph=True)
try:
    model(torch.tensor(True), torch.randn(4, 8))
except Exception as e:
    print(f"PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"PyTorch {torch.__version__} accepted it")
