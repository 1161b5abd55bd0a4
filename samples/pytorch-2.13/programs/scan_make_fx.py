# A cumulative sum written with scan, traced by make_fx; the combine_fn returns a fresh carry and
# a fresh output each step. PyTorch 2.13 traces it; the print_readable() output is the sample.
import torch
from torch._higher_order_ops.scan import scan
from torch.fx.experimental.proxy_tensor import make_fx


def combine(carry, x):
    nxt = carry + x
    return nxt, nxt.clone()


def cumsum(init, xs):
    return scan(combine, init, xs)


gm = make_fx(cumsum)(torch.zeros(3), torch.randn(5, 3))
gm.print_readable()
