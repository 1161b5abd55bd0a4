"""Writes the measured tables of FINDINGS.md (between the GENERATED markers) from
verdicts.jsonl: per HOP, one row per program or surgery, one column per grad mode x capture
path; a cell is `ok` (accepted) or the id of PyTorch's message, listed under the table.

    python3 tests/conformance/gen/report.py [--dir tests/conformance]
"""
import argparse
import collections
import json
import os

BEGIN = "<!-- BEGIN GENERATED: gen/report.py -->"
END = "<!-- END GENERATED -->"
GRADS = ("enabled", "no_grad", "inference")
GABBR = {"enabled": "grad", "no_grad": "nograd", "inference": "inf"}
CAPS = ("compile_eager", "compile_aot_eager", "export", "export_strict", "export_decomp", "make_fx",
        "make_fx_pre_dispatch", "surgery_utils", "surgery_make_fx", "surgery_export",
        "surgery_aot_eager")
CABBR = {"compile_eager": "eager", "compile_aot_eager": "aot", "export": "exp",
         "export_strict": "exps", "export_decomp": "expd", "make_fx": "fx", "make_fx_pre_dispatch": "fxpd",
         "surgery_utils": "utils", "surgery_make_fx": "fx", "surgery_export": "exp",
         "surgery_aot_eager": "aot"}


def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ⏎ ")


def tables(rows):
    out = []
    by_hop = collections.defaultdict(list)
    for r in rows:
        by_hop[r["hop"]].append(r)
    out.append("### Counts\n")
    out.append(count_table(rows))
    for hop in sorted(by_hop):
        hr = by_hop[hop]
        for kind, sel in (("programs", lambda r: not r["capture"].startswith("surgery_")),
                          ("graph surgery", lambda r: r["capture"].startswith("surgery_"))):
            sub = [r for r in hr if sel(r)]
            if not sub:
                continue
            caps = [c for c in CAPS if any(r["capture"] == c for r in sub)]
            cols = [(g, c) for c in caps for g in GRADS]
            msgs = {}
            progs = collections.OrderedDict()
            for r in sorted(sub, key=lambda r: r["case"]):
                pid = r["case"].rsplit(".", 2)[0]
                progs.setdefault(pid, {"check": r.get("check", ""), "family": r["family"], "cells": {}})
                if r["accepted"]:
                    cell = "ok"
                else:
                    key = f"{r['error_type'].split('.')[-1]}: {r['error_key']}"
                    if key not in msgs:
                        msgs[key] = f"E{len(msgs) + 1}"
                    cell = msgs[key]
                progs[pid]["cells"][(r["grad"], r["capture"])] = cell
            out.append(f"\n### {hop} ({kind})\n")
            head = "| case | family | check | " + " | ".join(
                f"{CABBR[c]}/{GABBR[g]}" for g, c in cols) + " |"
            out.append(head)
            out.append("|" + "---|" * (3 + len(cols)))
            for pid, p in progs.items():
                out.append(f"| `{pid}` | {p['family']} | {md_escape(p['check'])} | " + " | ".join(
                    p["cells"].get(gc, "") for gc in cols) + " |")
            if msgs:
                out.append("")
                for key, mid in msgs.items():
                    out.append(f"- **{mid}** `{md_escape(key)[:400]}`")
    return "\n".join(out) + "\n"


def count_table(rows):
    lines = []
    for field in ("hop", "family", "grad", "capture"):
        c = collections.Counter(r[field] for r in rows)
        acc = collections.Counter(r[field] for r in rows if r["accepted"])
        lines.append(f"| {field} | cases | accepted | rejected |\n|---|---|---|---|")
        for k in sorted(c):
            lines.append(f"| {k} | {c[k]} | {acc[k]} | {c[k] - acc[k]} |")
        lines.append("")
    lines.append(f"Total: {len(rows)} cases, {sum(r['accepted'] for r in rows)} accepted.\n")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    a = ap.parse_args()
    rows = [json.loads(l) for l in open(os.path.join(a.dir, "verdicts.jsonl"))]
    path = os.path.join(a.dir, "FINDINGS.md")
    text = open(path).read() if os.path.exists(path) else f"# Findings\n\n{BEGIN}\n{END}\n"
    i, j = text.index(BEGIN), text.index(END)
    text = text[:i] + BEGIN + "\n" + tables(rows) + text[j:]
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
