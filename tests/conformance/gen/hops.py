"""Lists the higher-order operators the installed PyTorch defines (writes hops-<release>.json).

A HOP registers itself in torch._ops._higher_order_ops when its module is imported, so every
module of torch._higher_order_ops is imported, plus the few modules elsewhere in torch that
define one (found by grepping the installed package for HigherOrderOperator subclasses).
Also records whether a `switch` HOP exists (not in 2.13; 2.14 registers it).
"""
import importlib
import json
import os
import pkgutil
import sys

import torch
import torch._higher_order_ops as H

OUTSIDE = ["torch._prims.rng_prims", "torch._export.wrappers", "torch._functorch.autograd_function",
           "torch._dynamo._trace_wrapped_higher_order_op",
           "torch._inductor.fx_passes.control_dependencies"]


def main(out):
    failed = {}
    for m in pkgutil.iter_modules(H.__path__):
        try:
            importlib.import_module("torch._higher_order_ops." + m.name)
        except Exception as e:  # noqa: BLE001
            failed[m.name] = repr(e)
    for name in OUTSIDE:
        try:  # an older release may lack the module (2.9 has no control_dependencies)
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            failed[name] = repr(e)
    from torch._ops import _higher_order_ops
    hops = {k: type(v).__module__ for k, v in sorted(_higher_order_ops.items())}
    switch_file = os.path.join(os.path.dirname(H.__file__), "switch.py")
    res = dict(torch=torch.__version__, hops=hops, import_failures=failed,
               switch=dict(registered="switch" in _higher_order_ops,
                           torch_switch_attr=hasattr(torch, "switch"),
                           module_file_exists=os.path.exists(switch_file)))
    release = ".".join(torch.__version__.split("+")[0].split(".")[:2])
    with open(os.path.join(out, f"hops-{release}.json"), "w") as f:
        json.dump(res, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
