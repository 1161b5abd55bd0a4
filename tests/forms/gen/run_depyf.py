"""Compile programs of progs.py inside depyf.prepare_debug(DIR) (depyf==0.20.0).

usage: run_depyf.py DIR PROGRAM [--backend inductor|aot_eager]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("dir")
ap.add_argument("program")
ap.add_argument("--backend", default="aot_eager")
a = ap.parse_args()

import depyf  # noqa: E402
import torch  # noqa: E402

import progs  # noqa: E402

with depyf.prepare_debug(a.dir):
    progs.PROGRAMS[a.program](lambda m: torch.compile(m, backend=a.backend))
