"""Small programs whose printed graphs make up tests/forms/.

Each program is a function `run_<name>(compile_fn)` that builds inputs, compiles the
model with `compile_fn(model)` (torch.compile with some backend) and calls it a few
times.  The same models are used by export.py (torch.export) and multi.py.

Kept tiny: 2 shared cores.
"""
import torch
from torch._higher_order_ops.map import map as hop_map  # torch._higher_order_ops.map
from torch._higher_order_ops.scan import scan
from torch._higher_order_ops.while_loop import while_loop

torch.manual_seed(0)


# ---------------------------------------------------------------- plain (no HOP)
def _helper(t):
    t = t * 2
    torch._dynamo.graph_break()  # break inside an inlined call -> restart, attempt 1
    return t + 1


def plain_fn(x, y):
    a = x.sin() + y
    b = _helper(a)
    return (b.cos() * y).sum()


def run_plain(compile_fn):
    f = compile_fn(plain_fn)
    x = torch.randn(4, 3, requires_grad=True)
    y = torch.randn(4, 3, requires_grad=True)
    f(x, y).backward()                      # [0/0], [1/0] + backward graphs
    x2 = torch.randn(6, 3, requires_grad=True)
    y2 = torch.randn(6, 3, requires_grad=True)
    f(x2, y2).backward()                    # recompile with a dynamic size: [0/1], [1/1]
    with torch.no_grad():
        f(x, y)                             # grad mode change: inference graphs
        torch._dynamo.config.recompile_limit = 3
        xd = torch.randn(4, 3, dtype=torch.float64)
        f(xd, xd)                           # 4th compile of frame 0: W line, falls back


# ---------------------------------------------------------------- cond
class CondModel(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(3, 3)

    def forward(self, x):
        def true_fn(x):
            return (x.sin() + 1,)

        def false_fn(x):
            return (x.cos() - 1,)

        (r,) = torch.cond(x.sum() > 0, true_fn, false_fn, (self.lin(x),))
        return r * 2


def cond_inputs():
    return (torch.randn(4, 3),)


def run_cond(compile_fn):
    m = CondModel()
    f = compile_fn(m)
    (x,) = cond_inputs()
    f(x.requires_grad_()).sum().backward()   # training: joint/forward/backward graphs
    with torch.no_grad():
        f(-x.detach())                       # inference graph, recompile on grad mode


# ---------------------------------------------------------------- while_loop
class WhileModel(torch.nn.Module):
    def forward(self, it, x):
        def cond_fn(it, x):
            return it.sum() < 5

        def body_fn(it, x):
            return (it + 1, x * 2 + 1)

        return while_loop(cond_fn, body_fn, (it, x))


def while_inputs():
    return (torch.zeros(1, dtype=torch.int64), torch.randn(2, 3))


def run_while(compile_fn):
    f = compile_fn(WhileModel())
    with torch.no_grad():
        f(*while_inputs())


# ---------------------------------------------------------------- scan
class ScanModel(torch.nn.Module):
    def forward(self, init, xs):
        def combine(carry, x):
            nc = carry + x
            return nc, nc * 2

        return scan(combine, init, xs, dim=0)


def scan_inputs():
    return (torch.zeros(3), torch.randn(4, 3))


def run_scan(compile_fn):
    f = compile_fn(ScanModel())
    with torch.no_grad():
        f(*scan_inputs())


# ---------------------------------------------------------------- map
class MapModel(torch.nn.Module):
    def forward(self, xs, y):
        def body(x, y):
            return x.sin() + y

        return hop_map(body, xs, y)


def map_inputs():
    return (torch.randn(4, 3), torch.randn(3))


def run_map(compile_fn):
    f = compile_fn(MapModel())
    with torch.no_grad():
        f(*map_inputs())


# ---------------------------------------------------------------- invoke_subgraph
@torch.compiler.nested_compile_region
def _region(x, y):
    return torch.mul(x, y).sin()


class RegionModel(torch.nn.Module):
    def forward(self, x, y):
        a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        b = _region(a, y)
        return a + b


def region_inputs():
    return (torch.randn(4, 3), torch.randn(4, 3))


def run_invoke_subgraph(compile_fn):
    f = compile_fn(RegionModel())
    x, y = region_inputs()
    f(x.requires_grad_(), y).sum().backward()


# ---------------------------------------------------------------- flex_attention
def _score_mod(score, b, h, q_idx, kv_idx):
    return score + (q_idx - kv_idx)


def _causal(b, h, q_idx, kv_idx):
    return q_idx >= kv_idx


class FlexModel(torch.nn.Module):
    def forward(self, q, k, v):
        from torch.nn.attention.flex_attention import create_block_mask, flex_attention

        bm = create_block_mask(_causal, None, None, q.shape[-2], k.shape[-2], device="cpu")
        return flex_attention(q, k, v, score_mod=_score_mod, block_mask=bm)


def flex_inputs():
    return tuple(torch.randn(1, 2, 128, 16) for _ in range(3))


def run_flex(compile_fn):
    f = compile_fn(FlexModel())
    with torch.no_grad():
        f(*flex_inputs())


# ---------------------------------------------------------------- annotations
def _ckpt_body(x):
    return torch.sigmoid(x.sin() * 3)


def annotated_fn(x, w):
    import torch.fx.traceback as fx_traceback
    import torch.utils.checkpoint as ckpt

    with fx_traceback.annotate({"pp_stage": 0, "tag": "attn"}):
        h = x @ w
    y = ckpt.checkpoint(_ckpt_body, h, use_reentrant=False)
    return y.relu().sum()


def run_annotated(compile_fn):
    f = compile_fn(annotated_fn)
    x = torch.randn(4, 3, requires_grad=True)
    w = torch.randn(3, 3, requires_grad=True)
    f(x, w).backward()


# ---------------------------------------------------------------- compiled autograd
def run_compiled_autograd(compile_fn):
    m = torch.nn.Linear(3, 2)
    x = torch.randn(4, 3)

    def step(x):
        loss = m(x).relu().sum()
        loss.backward()          # compiled autograd traces the backward: ids like !0/0/0
        return loss

    torch._dynamo.config.compiled_autograd = True
    try:
        compile_fn(step)(x)
    finally:
        torch._dynamo.config.compiled_autograd = False


PROGRAMS = {
    "plain": run_plain,
    "cond": run_cond,
    "while": run_while,
    "scan": run_scan,
    "map": run_map,
    "invoke_subgraph": run_invoke_subgraph,
    "flex": run_flex,
    "annotated": run_annotated,
    "compiled_autograd": run_compiled_autograd,
}

# model classes and inputs for torch.export
EXPORTABLE = {
    "cond": (CondModel, cond_inputs),
    "while": (WhileModel, while_inputs),
    "scan": (ScanModel, scan_inputs),
    "map": (MapModel, map_inputs),
    "invoke_subgraph": (RegionModel, region_inputs),
    "flex": (FlexModel, flex_inputs),
}
