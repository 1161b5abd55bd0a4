"""Where this Python's PyTorch logs from: the file and line each glog prefix names.

fxlint reads the release a log does not say (TORCH_LOGS output, a TORCH_TRACE log without
pytorch_version) from those sites (analyzer/frontends/log_site.c). This runs a torch.compile of a
torch.cond with a graph break, with and without grad, under TORCH_LOGS and under TORCH_TRACE, and
collects the sites of the lines fxlint reads: TORCH_LOGS' graph_code, guards, graph_breaks,
recompiles, aot_graphs and aot_joint_graph lines, and TORCH_TRACE's dynamo_start,
dynamo_output_graph, dynamo_cpp_guards_str and compilation_metrics records.

usage: build/venv-2.14/bin/python tests/conformance/gen/log_sites.py [--check FILE]
  prints the table rows of this release; with --check, compares them with FILE's rows of the
  release (both ways) and exits 1 on a difference.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

PROGRAM = r'''
import torch
def true_fn(x): return x.sin()
def false_fn(x): return x.cos()
class M(torch.nn.Module):
    def forward(self, x):
        y = torch.cond(x.sum() > 0, true_fn, false_fn, (x,))
        print("a graph break")
        return y + 1
torch.compile(M(), backend="aot_eager")(torch.randn(4, 4, requires_grad=True)).sum().backward()
with torch.no_grad():
    torch.compile(M(), backend="eager")(torch.randn(4, 4))
'''

LOGS_STREAMS = "graph_code,aot_graphs,aot_joint_graph,guards,graph_breaks,recompiles"
LOGS_READ = {"__graph_code", "__aot_graphs", "__aot_joint_graph", "__guards", "__graph_breaks", "__recompiles"}
TRACE_READ = {"dynamo_start", "dynamo_output_graph", "dynamo_cpp_guards_str", "compilation_metrics"}
# a glog prefix: LEVEL MMDD HH:MM:SS.micros PID PATH:LINE]
PREFIX = re.compile(r'^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ (\S*?torch/\S+?\.py:\d+)\]')


def site(path):
    """The path from its last component torch/ on."""
    i = path.rfind("/torch/")
    return path[i + 1:] if i >= 0 else path


def run(env_extra, cwd):
    env = dict(os.environ, **env_extra)
    p = subprocess.run([sys.executable, "-c", PROGRAM], cwd=cwd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("log_sites: the program failed:\n" + p.stderr[-2000:])
    return p.stderr


def collect():
    found = set()
    with tempfile.TemporaryDirectory() as tmp:
        for line in run({"TORCH_LOGS": LOGS_STREAMS}, tmp).splitlines():
            m = PREFIX.match(line)
            tag = re.search(r'\] (?:\[[^\]]*\] )?\[(__\w+)\]', line)
            if m and tag and tag.group(1) in LOGS_READ:
                found.add(site(m.group(1)))
        trace = os.path.join(tmp, "trace")
        run({"TORCH_TRACE": trace}, tmp)
        for name in os.listdir(trace):
            with open(os.path.join(trace, name), errors="replace") as f:
                for line in f:
                    m = PREFIX.match(line)
                    ev = re.search(r'\] \{"(\w+)"', line)
                    if m and ev and ev.group(1) in TRACE_READ:
                        found.add(site(m.group(1)))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check")
    a = ap.parse_args()
    import torch
    major, minor = (int(x) for x in torch.__version__.split(".")[:2])
    release = major * 100 + minor
    found = collect()
    for s in sorted(found):
        print('    {"%s", %d},' % (s, release))
    if not a.check:
        return 0
    table = {}
    with open(a.check) as f:
        for s, r in re.findall(r'\{"([^"]+)", (\d+)\}', f.read()):
            table.setdefault(s, set()).add(int(r))
    rows = {s for s, rs in table.items() if release in rs}
    bad = False
    for s in sorted(found - rows):
        print("log_sites: %s logs from %s, which %s does not give it" % (torch.__version__, s, a.check), file=sys.stderr)
        bad = True
    for s in sorted(rows - found):
        print("log_sites: %s gives %s to %s, which does not log from there" % (a.check, s, torch.__version__), file=sys.stderr)
        bad = True
    for s in sorted(found):
        if table.get(s, {release}) != {release}:
            print("log_sites: %s is also another release's in %s" % (s, a.check), file=sys.stderr)
            bad = True
    print("log_sites: %s: %d sites, %s" % (torch.__version__, len(found), "a difference" if bad else "as in " + a.check),
          file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
