"""Print every graph torch.compile hands to a backend, in one of several printed forms.

usage: run_print.py PROGRAM... --form FORM
FORM:
  readable    custom backend: gm.print_readable() of every Dynamo graph (stdout),
              one after another (the 'concatenated print_readable' file)
  gm_str      custom backend: print(gm) (module repr + gm.code) of every Dynamo graph
  fxir        custom backend: print(g) of every graph and subgraph: several `graph():` blocks
  aot_fw_bw   aot_autograd backend whose fw/bw compilers print_readable() the forward and
              the backward graph: both saved together in one file
  tabular     custom backend: gm.graph.print_tabular() of every graph and subgraph
  readable_meta  print_readable(include_stride=True, include_device=True,
              additional_meta=['seq_nr'], expanded_def=True) of the AOT graphs
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("programs", nargs="+")
ap.add_argument("--form", required=True)
ap.add_argument("--no-tabulate", action="store_true")
a = ap.parse_args()
if a.no_tabulate:
    sys.modules["tabulate"] = None

import torch  # noqa: E402
from functorch.compile import make_boxed_func  # noqa: E402
from torch._dynamo.backends.common import aot_autograd  # noqa: E402
from torch._dynamo.backends.registry import lookup_backend  # noqa: E402

import progs  # noqa: E402


def graphs(gm):
    """the graph module and every sub-GraphModule (HOP bodies), in module order"""
    for name, m in gm.named_modules():
        if isinstance(m, torch.fx.GraphModule):
            yield name, m


def printing_backend(gm, example_inputs):
    if a.form == "readable":
        gm.print_readable()
    elif a.form == "gm_str":
        print(gm)
    elif a.form == "fxir":
        for _, m in graphs(gm):
            print(m.graph)
    elif a.form == "tabular":
        for _, m in graphs(gm):
            m.graph.print_tabular()
    sys.stdout.flush()
    # run it through aot_eager (prints nothing): plain eager execution of the Dynamo graph
    # fails in 2.13 for invoke_subgraph under autograd ("fake_mode should be enabled for HOPs")
    return lookup_backend("aot_eager")(gm, example_inputs)


def aot_printer(kind):
    def compiler(gm, example_inputs):
        if a.form == "readable_meta":
            print(gm.print_readable(print_output=False, include_stride=True,
                                    include_device=True, additional_meta=["seq_nr"],
                                    expanded_def=True))
        else:
            gm.print_readable()
        sys.stdout.flush()
        return make_boxed_func(gm.forward)
    return compiler


if a.form in ("aot_fw_bw", "readable_meta"):
    backend = aot_autograd(fw_compiler=aot_printer("fw"), bw_compiler=aot_printer("bw"))
else:
    backend = printing_backend

for p in a.programs:
    torch._dynamo.reset()
    progs.PROGRAMS[p](lambda m: torch.compile(m, backend=backend))
