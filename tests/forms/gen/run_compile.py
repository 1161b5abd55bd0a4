"""Run one program of progs.py under torch.compile.

usage: run_compile.py PROGRAM [--backend inductor|aot_eager|eager] [--rank] [--no-tabulate]
                      [--capture-scalar-outputs]

--rank        initialise a gloo process group of world size 1 first (loopback only),
              so torch logging prefixes every line with "[rank0]:".
--no-tabulate hide the tabulate module (sys.modules entry set to None) so that the
              TORCH_LOGS=graph fallback of 2.13 is printed, as on a machine without it.
Logging is configured only through the environment (TORCH_LOGS, TORCH_TRACE,
TORCH_COMPILE_DEBUG); stderr is what gets captured.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

ap = argparse.ArgumentParser()
ap.add_argument("program")
ap.add_argument("--backend", default="inductor")
ap.add_argument("--rank", action="store_true")
ap.add_argument("--no-tabulate", action="store_true")
ap.add_argument("--capture-scalar-outputs", action="store_true",
                help="torch._dynamo.config.capture_scalar_outputs = True; inductor on CPU "
                "needs it for scan and map in 2.13 (its scan->while_loop lowering calls .item())")
a = ap.parse_args()
if a.no_tabulate:
    sys.modules["tabulate"] = None

import torch  # noqa: E402

import progs  # noqa: E402

if a.rank:
    import torch.distributed as dist

    dist.init_process_group(
        "gloo", init_method="tcp://127.0.0.1:29533", rank=0, world_size=1
    )

torch._dynamo.reset()
if a.capture_scalar_outputs:
    torch._dynamo.config.capture_scalar_outputs = True
progs.PROGRAMS[a.program](lambda m: torch.compile(m, backend=a.backend))

if a.rank:
    dist.destroy_process_group()
