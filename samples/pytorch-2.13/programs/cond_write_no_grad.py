# A torch.cond whose true branch writes its input (`x.add_(1)`), compiled with
# torch.compile(backend="aot_eager") and called under torch.no_grad(). PyTorch 2.13 accepts it
# (cond allows mutation with grad off since 2.12; AOTAutograd auto-functionalizes the branch).
# The TORCH_TRACE log shows the grad mode in Dynamo's guards ("grad_mode":false).
import torch


class M(torch.nn.Module):
    def forward(self, p, x):
        def true_fn(x):
            x.add_(1)
            return x.sin()

        def false_fn(x):
            return x.cos()

        return torch.cond(p, true_fn, false_fn, (x,))


model = torch.compile(M(), backend="aot_eager", fullgraph=True)
try:
    with torch.no_grad():
        model(torch.tensor(True), torch.randn(4, 4))
except Exception as e:
    print(f"PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"PyTorch {torch.__version__} accepted it")
