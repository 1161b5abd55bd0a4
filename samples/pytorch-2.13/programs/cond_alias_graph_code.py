# A torch.cond whose true branch returns its input unchanged, compiled with
# torch.compile(backend="eager") and called under torch.no_grad(), run with
# TORCH_LOGS=graph_code (Dynamo's graph only: no guards, no backend named). PyTorch 2.13
# accepts it: with grad off Dynamo lets the alias through, and backend "eager" runs no
# AOTAutograd, which would refuse it ("cond_true might be aliasing the input or the output!").
import torch


class M(torch.nn.Module):
    def forward(self, p, x):
        def true_fn(x):
            return x

        def false_fn(x):
            return x.cos()

        return torch.cond(p, true_fn, false_fn, (x,))


model = torch.compile(M(), backend="eager", fullgraph=True)
try:
    with torch.no_grad():
        model(torch.tensor(True), torch.randn(4, 4))
except Exception as e:
    print(f"PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"PyTorch {torch.__version__} accepted it")
