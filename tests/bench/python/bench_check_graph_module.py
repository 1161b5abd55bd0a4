"""fxlint.torch.check_graph_module on a 1,000-node graph against PyTorch's own print_readable
(include_stride=True, include_device=True), the anchor it must print anyway: the two alternated
in one process, 30 rounds, medians. Goal: at most 2 ms beyond print_readable. Also says where
the rest goes: fxlint's check of the printed text alone (check_text) and the mapping back to
nodes. Prints the figures; exits 1 when the goal is missed.
usage: python bench_check_graph_module.py   (torch and fxlint installed)"""

import statistics
import sys
import time

import torch
from torch.fx.experimental.proxy_tensor import make_fx

import fxlint
import fxlint.torch

GOAL_MS = 2.0
ROUNDS = 30


def program(x):
    # ~990 aten ops, then a cond whose branches are small graphs of their own
    for _ in range(330):
        x = x.sin() * 2 + 1
    return torch.cond(x.sum() > 0, lambda y: y.cos() + 1, lambda y: y.tanh() - 1, (x,))


def nodes(gm):
    return sum(len(m.graph.nodes) for m in gm.modules() if isinstance(m, torch.fx.GraphModule))


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return (time.perf_counter() - t) * 1e3, out


def main():
    gm = make_fx(program)(torch.randn(8, 8))
    n = nodes(gm)
    text = gm.print_readable(print_output=False, include_stride=True, include_device=True)
    found = fxlint.torch.check_graph_module(gm)
    assert found.graphs == 1, "the graph was not checked"
    printing, checking, text_only = [], [], []
    for _ in range(ROUNDS):
        printing.append(timed(lambda: gm.print_readable(print_output=False, include_stride=True,
                                                        include_device=True))[0])
        checking.append(timed(lambda: fxlint.torch.check_graph_module(gm))[0])
        text_only.append(timed(lambda: fxlint.check_text(text, filename="<GraphModule>", isolated=True))[0])
    p, c, t = statistics.median(printing), statistics.median(checking), statistics.median(text_only)
    beyond = c - p
    print(f"check_graph_module: {n} nodes ({len(text) / 1e3:.0f} KB printed), medians of {ROUNDS} alternated rounds")
    print(f"  print_readable (the anchor)  {p:8.2f} ms")
    print(f"  check_graph_module           {c:8.2f} ms  ({beyond:+.2f} ms beyond print_readable; goal: at most "
          f"{GOAL_MS:g} ms)")
    print(f"  of which check_text alone    {t:8.2f} ms  (fxlint's front end and rules on the printed text)")
    print(f"  the rest (mapping, options)  {beyond - t:8.2f} ms")
    if beyond > GOAL_MS:
        print(f"  MISSED: {beyond:.2f} ms beyond print_readable; the printed text's check takes {t:.2f} ms")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
