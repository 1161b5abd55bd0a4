# A flex_attention and a torch.cond compiled by Inductor with TORCH_COMPILE_DEBUG=1: PyTorch 2.14
# prints fx_graph_runnable.py with each subgraph as a top-level class before `class Repro`.
import torch
from torch.nn.attention.flex_attention import flex_attention


def causal(score, b, h, q, kv):
    return torch.where(q >= kv, score, -float("inf"))


def f(p, q, k, v):
    a = flex_attention(q, k, v, score_mod=causal)
    return torch.cond(p, lambda x: x.sin(), lambda x: x.cos(), (a,))


q = torch.randn(1, 2, 16, 8)
with torch.no_grad():
    out = torch.compile(f, backend="inductor", fullgraph=True)(torch.tensor(True), q, q, q)
print("PyTorch: accepted", tuple(out.shape))
