"""Runs build/fxlint over every case's dump and compares its verdict with PyTorch's.

    python3 tests/conformance/gen/compare.py [--fxlint build/fxlint]

fxlint is run under each case's release, grad mode and capture path (`--target`, `--grad`,
`--capture`, as tests/conformance/check.c does; a `replay_<path>` case as <path>). fxlint "rejects" a dump when it reports an error-severity finding outside FX9xx (FX9xx are
parse and input diagnostics). Writes tests/conformance/fxlint.jsonl (one row per case) and
the agreement section of FINDINGS.md (between the FXLINT markers).

A case only counts towards agreement when its dump shows the graph PyTorch judged
(`dump_has_graph`); a program rejected before anything was printed has nothing for fxlint
to read (graph surgery gives those a dump). Nor does a case whose answer is no verdict on the
HOP body (`no_verdict`, as check.c): a re-trace of an edited graph, or a program's direct
torch.ops.higher_order.* call under export or make_fx, which run it untraced.
"""
import argparse
import collections
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
CONF = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(CONF))
BEGIN = "<!-- BEGIN FXLINT: gen/compare.py -->"
END = "<!-- END FXLINT -->"
FAMILY = {"1": "mutation", "2": "aliasing", "3": "data_dependent", "4": "metadata",
          "5": "export_aot", "6": "effects"}


def fxlint_capture(capture):
    """The --capture a case's capture path is judged under (as tests/conformance/check.c)."""
    if capture.startswith("replay_"):
        # a graph-surgery case: its dump is the edited graph in the form of its path
        capture = capture[len("replay_"):]
    if capture == "compile_eager":
        return "compile-eager"
    if capture in ("compile_aot_eager", "compile_inductor", "aot_eager"):
        return "compile"
    if capture.startswith("export"):
        return "export"
    if capture.startswith("make_fx"):
        return "make-fx"
    return "auto"


def run_fxlint(fxlint, files, target, grad, capture):
    findings = collections.defaultdict(list)
    for i in range(0, len(files), 400):
        chunk = files[i:i + 400]
        cmd = [fxlint, "check", "--format", "jsonl", "--target", target, "--fail-on", "never",
               "-q", "--grad", grad.replace("_", "-"), "--capture", capture] + chunk
        p = subprocess.run(cmd, cwd=CONF, capture_output=True, text=True)
        for line in p.stdout.splitlines():
            try:
                d = json.loads(line)
            except ValueError:
                continue
            findings[d["file"]].append(d)
    return findings


_direct = {}


def no_verdict(r):
    """Why PyTorch's answer is no verdict on the HOP body (as tests/conformance/check.c): a
    re-trace of an edited graph (`surgery_*`), or a program that calls the HOP as
    torch.ops.higher_order.* under export or make_fx, which run it untraced; else None."""
    cap = r["capture"]
    if cap.startswith("surgery_"):
        return "re-trace"
    prog = r.get("program")
    if prog and prog not in _direct:
        try:
            with open(os.path.join(CONF, prog)) as f:
                _direct[prog] = "torch.ops.higher_order." in f.read()
        except OSError:
            _direct[prog] = False
    if prog and _direct[prog] and not cap.startswith("replay_") and \
            (cap.startswith("export") or cap.startswith("make_fx")):
        return "direct HOP call"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fxlint", default=os.path.join(REPO, "build", "fxlint"))
    a = ap.parse_args()
    rows = [json.loads(l) for l in open(os.path.join(CONF, "verdicts.jsonl"))]
    out = []
    groups = collections.defaultdict(list)
    for r in rows:
        groups[(r["torch"], r["grad"], fxlint_capture(r["capture"]))].append(r)
    for (target, grad, capture), sel in sorted(groups.items()):
        files = sorted({f for r in sel for f in r["files"]})
        found = run_fxlint(a.fxlint, files, target, grad, capture)
        for r in sel:
            fs = [d for f in r["files"] for d in found.get(f, [])]
            errs = sorted({d["code"] for d in fs if d["severity"] == "error"
                           and not d["code"].startswith("FX9")})
            other = sorted({d["code"] for d in fs if d["code"] not in errs})
            rejects = bool(errs)
            row = dict(case=r["case"], torch=r["torch"], fxlint_rejects=rejects, fxlint_errors=errs,
                       fxlint_other=other, pytorch_accepted=r["accepted"],
                       dump_has_graph=r.get("dump_has_graph", False))
            why = no_verdict(r)
            if why:
                row["no_verdict"] = why
            elif row["dump_has_graph"]:
                row["agree"] = rejects == (not r["accepted"])
                if row["agree"] and rejects and r.get("expect_family"):
                    row["family_match"] = r["expect_family"] in {FAMILY.get(c[2]) for c in errs}
            out.append(row)
    out.sort(key=lambda x: (x["case"], [int(p) if p.isdigit() else 0
                                        for p in x["torch"].split("+")[0].split(".")]))
    with open(os.path.join(CONF, "fxlint.jsonl"), "w") as f:
        for row in out:
            f.write(json.dumps(row) + "\n")
    write_section(rows, out)


def write_section(rows, out):
    by = {(r["case"], r["torch"]): r for r in rows}
    scored = [o for o in out if "agree" in o]
    agree = sum(o["agree"] for o in scored)
    nv = sum(1 for o in out if "no_verdict" in o)
    lines = ["The issue's measure (an error of the rejection's family; nothing at error or warning on an "
             "acceptance) is `REPORT.md`'s (`make conformance`); this is the coarser one of any error.\n",
             f"fxlint over {len(scored)} cases whose dump shows the judged graph: "
             f"**{agree} agree ({100.0 * agree / max(1, len(scored)):.1f}%)**, "
             f"{len(scored) - agree} disagree. {nv} cases are no verdict (re-traces, direct HOP calls "
             f"under export and make_fx) and {len(out) - len(scored) - nv} have no dump of the rejected "
             "graph; neither is scored.\n"]
    fp = [o for o in scored if not o["agree"] and o["fxlint_rejects"]]
    fn = [o for o in scored if not o["agree"] and not o["fxlint_rejects"]]
    lines.append(f"- fxlint rejects, PyTorch accepts (false positives): {len(fp)}")
    lines.append(f"- fxlint accepts, PyTorch rejects (false negatives): {len(fn)}\n")
    lines.append("| torch | hop | capture | grad | scored | agree | fxlint-only rejects | PyTorch-only rejects |")
    lines.append("|---|---|---|---|---|---|---|---|")
    agg = collections.defaultdict(lambda: [0, 0, 0, 0])
    for o in scored:
        r = by[(o["case"], o["torch"])]
        k = (r["torch"], r["hop"], r["capture"], r["grad"])
        agg[k][0] += 1
        agg[k][1] += o["agree"]
        agg[k][2] += (not o["agree"]) and o["fxlint_rejects"]
        agg[k][3] += (not o["agree"]) and not o["fxlint_rejects"]
    for k in sorted(agg):
        v = agg[k]
        if v[1] != v[0]:
            lines.append(f"| {k[0]} | {k[1]} | {k[2]} | {k[3]} | {v[0]} | {v[1]} | {v[2]} | {v[3]} |")
    lines.append("\n(rows with full agreement are left out)\n")
    for title, group in (("False positives (fxlint rejects, PyTorch accepts)", fp),
                         ("False negatives (PyTorch rejects, fxlint silent)", fn)):
        lines.append(f"#### {title}\n")
        classes = collections.defaultdict(list)
        for o in group:
            r = by[(o["case"], o["torch"])]
            key = (r["hop"], r["family"], ",".join(o["fxlint_errors"]) or "-",
                   r["capture"].startswith("replay_") and "surgery replay" or r["capture"])
            classes[key].append(f"{o['case']} ({o['torch']})")
        lines.append("| hop | family | fxlint codes | capture | n | cases |")
        lines.append("|---|---|---|---|---|---|")
        for k in sorted(classes, key=lambda k: (-len(classes[k]), k)):
            cs = classes[k]
            shown = ", ".join(f"`{c}`" for c in cs[:6]) + (f" (+{len(cs) - 6})" if len(cs) > 6 else "")
            lines.append(f"| {k[0]} | {k[1]} | {k[2]} | {k[3]} | {len(cs)} | {shown} |")
        lines.append("")
    path = os.path.join(CONF, "FINDINGS.md")
    text = open(path).read()
    i, j = text.index(BEGIN), text.index(END)
    text = text[:i] + BEGIN + "\n" + "\n".join(lines) + "\n" + text[j:]
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
