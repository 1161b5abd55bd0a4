# A torch.cond whose true branch writes its input (`x.add_(1)`), compiled with
# torch.compile(backend="eager") and called under torch.no_grad(), run with
# TORCH_LOGS=graph_code: the console shows Dynamo's graph and nothing else, no guards, so the
# log does not print the grad mode. PyTorch 2.13 accepts it (cond allows mutation with grad off
# since 2.12); with grad enabled Dynamo refuses the write while tracing and prints no graph.
import torch


class M(torch.nn.Module):
    def forward(self, p, x):
        def true_fn(x):
            x.add_(1)
            return x.sin()

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
try:
    torch.compile(M(), backend="eager", fullgraph=True)(torch.tensor(True), torch.randn(4, 4))
except Exception as e:
    print(f"PyTorch {torch.__version__} with grad enabled rejected it: {type(e).__name__}: {' '.join(str(e).split())[:120]}")
