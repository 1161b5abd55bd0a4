"""torch.export one model of progs.py and print what export prints.

usage: run_export.py PROGRAM [--strict] [--what ep|graph|signature|module|all]
stdout: the requested printouts; stderr: whatever TORCH_LOGS asks for.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("program")
ap.add_argument("--strict", action="store_true")
ap.add_argument("--what", default="ep")
a = ap.parse_args()

import torch  # noqa: E402

import progs  # noqa: E402

cls, inputs = progs.EXPORTABLE[a.program]
ep = torch.export.export(cls(), inputs(), strict=a.strict)
if a.what in ("ep", "all"):
    print(ep)
if a.what in ("graph", "all"):
    # FX IR of the top graph and of every subgraph, one `graph():` block each
    for _, mod in ep.graph_module.named_modules():
        if isinstance(mod, torch.fx.GraphModule):
            print(mod.graph)
if a.what in ("signature", "all"):
    print(ep.graph_signature)
if a.what in ("module", "all"):
    print(ep.module().print_readable(print_output=False))
