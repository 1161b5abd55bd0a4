"""Writes the measured tables of FINDINGS.md from verdicts.jsonl and columns.jsonl:

* between the GENERATED markers (§6): per release, the counts and, per HOP, one row per
  program, one column per grad mode x capture path; a cell is `ok` (accepted) or the id of
  PyTorch's message, listed under the table; then the cases whose verdict differs from one
  release to the next;
* between the SURGERY markers (§3): per release, a summary per HOP and, per HOP, one row per
  (surgery, grad mode): the frontend replay's verdicts (the cases) beside the columns (the
  direct re-trace and the consumers of the edited ExportedProgram, never scored).

    python3 tests/conformance/gen/report.py [--dir tests/conformance]
"""
import argparse
import collections
import json
import os
import re

BEGIN = "<!-- BEGIN GENERATED: gen/report.py -->"
END = "<!-- END GENERATED -->"
SBEGIN = "<!-- BEGIN SURGERY: gen/report.py -->"
SEND = "<!-- END SURGERY -->"
GRADS = ("enabled", "no_grad", "inference")
GABBR = {"enabled": "grad", "no_grad": "nograd", "inference": "inf"}
CAPS = ("compile_eager", "compile_aot_eager", "export", "export_strict", "export_decomp", "make_fx",
        "make_fx_pre_dispatch")
CABBR = {"compile_eager": "eager", "compile_aot_eager": "aot", "export": "exp",
         "export_strict": "exps", "export_decomp": "expd", "make_fx": "fx", "make_fx_pre_dispatch": "fxpd"}
REPLAY = ("replay_compile_aot_eager", "replay_compile_eager", "replay_export",
          "replay_export_strict", "replay_make_fx")
RABBR = {"replay_compile_aot_eager": "aot", "replay_compile_eager": "eager",
         "replay_export": "exp", "replay_export_strict": "exps", "replay_make_fx": "fx"}
COLUMNS = ("retrace_utils", "retrace_make_fx", "retrace_export", "retrace_aot_eager",
           "ep_run_decompositions", "ep_compile_aot_eager", "ep_export", "ep_eager")
COLABBR = {"retrace_utils": "rt utils", "retrace_make_fx": "rt fx", "retrace_export": "rt exp",
           "retrace_aot_eager": "rt aot", "ep_run_decompositions": "ep decomp",
           "ep_compile_aot_eager": "ep aot", "ep_export": "ep exp", "ep_eager": "ep run",
           "assoc_generic": "generic aot"}


def release_of(version):
    return ".".join(version.split("+")[0].split(".")[:2])


def version_key(version):
    return tuple(int(p) if p.isdigit() else 0 for p in re.split(r"[.+]", version)[:3])


def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ⏎ ")


class Messages:
    """Numbers the distinct messages of one table: E1, E2, ..."""

    def __init__(self):
        self.ids = {}

    def cell(self, accepted, error_type, error_key):
        if accepted:
            return "ok"
        key = f"{(error_type or '?').split('.')[-1]}: {error_key}"
        if key not in self.ids:
            self.ids[key] = f"E{len(self.ids) + 1}"
        return self.ids[key]

    def lines(self):
        if not self.ids:
            return []
        return [""] + [f"- **{mid}** `{md_escape(key)[:400]}`" for key, mid in self.ids.items()]


def program_tables(rows):
    out = []
    by_hop = collections.defaultdict(list)
    for r in rows:
        if r["capture"] in CAPS:
            by_hop[r["hop"]].append(r)
    for hop in sorted(by_hop):
        sub = by_hop[hop]
        caps = [c for c in CAPS if any(r["capture"] == c for r in sub)]
        cols = [(g, c) for c in caps for g in GRADS]
        msgs = Messages()
        progs = collections.OrderedDict()
        for r in sorted(sub, key=lambda r: r["case"]):
            pid = r["case"].rsplit(".", 2)[0]
            progs.setdefault(pid, {"check": r.get("check", ""), "family": r["family"], "cells": {}})
            progs[pid]["cells"][(r["grad"], r["capture"])] = msgs.cell(
                r["accepted"], r["error_type"], r["error_key"])
        out.append(f"\n#### {hop}\n")
        out.append("| case | family | check | " + " | ".join(
            f"{CABBR[c]}/{GABBR[g]}" for g, c in cols) + " |")
        out.append("|" + "---|" * (3 + len(cols)))
        for pid, p in progs.items():
            out.append(f"| `{pid}` | {p['family']} | {md_escape(p['check'])} | " + " | ".join(
                p["cells"].get(gc, "") for gc in cols) + " |")
        out.extend(msgs.lines())
    return out


def count_table(rows, excluded):
    lines = []
    scored = [r for r in rows if r.get("dump_has_graph")]
    replay = [r for r in scored if r["capture"] in REPLAY]
    for field in ("hop", "family", "grad", "capture"):
        c = collections.Counter(r[field] for r in rows)
        acc = collections.Counter(r[field] for r in rows if r["accepted"])
        sc = collections.Counter(r[field] for r in scored)
        lines.append(f"| {field} | cases | accepted | rejected | dump shows the graph |\n|---|---|---|---|---|")
        for k in sorted(c):
            lines.append(f"| {k} | {c[k]} | {acc[k]} | {c[k] - acc[k]} | {sc[k]} |")
        lines.append("")
    lines.append(f"Total: {len(rows)} cases, {sum(r['accepted'] for r in rows)} accepted; "
                 f"{len(scored)} whose dump shows the judged graph (scored), {len(replay)} of "
                 f"them graph-surgery frontend-replay cases; {len(excluded)} excluded.\n")
    why = collections.Counter(re.sub(r"^(surgery not applicable|no frontend replay|not in this release|"
                                     r"the CPU frontend refuses[^(]*|edit not applicable to the \w+ form|"
                                     r"the base program is not captured by the \w+ path).*", r"\1",
                                     x["excluded"]) for x in excluded)
    if why:
        lines.append("| excluded because | cases |\n|---|---|")
        for k, n in sorted(why.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append(f"| {md_escape(k)[:200]} | {n} |")
        lines.append("")
    return "\n".join(lines)


def changes(rows):
    """Cases measured under two consecutive releases whose verdict moved."""
    out = []
    by_case = collections.defaultdict(dict)
    for r in rows:
        by_case[r["case"]][release_of(r["torch"])] = r
    rels = sorted({release_of(r["torch"]) for r in rows}, key=version_key)
    for a, b in zip(rels, rels[1:]):
        moved = [(c, v[a], v[b]) for c, v in sorted(by_case.items())
                 if a in v and b in v and v[a]["accepted"] != v[b]["accepted"]]
        both = sum(1 for v in by_case.values() if a in v and b in v)
        out.append(f"\n### What changed from {a} to {b}\n")
        out.append(f"{both} cases measured under both; {len(moved)} changed verdict.\n")
        if moved:
            out.append(f"| case | {a} | {b} |\n|---|---|---|")
            for c, ra, rb in moved:
                def say(r):
                    if r["accepted"]:
                        return "accepted"
                    return md_escape(f"{r['error_type'].split('.')[-1]}: {r['error_key']}")[:300]
                out.append(f"| `{c}` | {say(ra)} | {say(rb)} |")
    return out


def tables(rows, excluded):
    out = []
    for rel in sorted({release_of(r["torch"]) for r in rows}, key=version_key):
        rs = [r for r in rows if release_of(r["torch"]) == rel]
        xs = [x for x in excluded if release_of(x["torch"]) == rel]
        out.append(f"### PyTorch {rs[0]['torch']}: counts\n")
        out.append(count_table(rs, xs))
        out.append(f"\n### PyTorch {rs[0]['torch']}: programs, per HOP\n")
        out.extend(program_tables(rs))
        out.append("")
    out.extend(changes(rows))
    return "\n".join(out) + "\n"


def _col_cell(msgs, v):
    if v is None:
        return ""
    if "skipped" in v:
        return "x"
    cell = msgs.cell(v["accepted"], v["error_type"], v["error_key"])
    if v.get("inputs_overwritten"):
        cell += " (overwrites " + ", ".join(v["inputs_overwritten"]) + ")"
    if v.get("buffers_overwritten"):
        cell += " (overwrites buffer " + ", ".join(v["buffers_overwritten"]) + ")"
    return cell


def surgery_tables(rows, cols):
    out = []
    rels = sorted({release_of(c["torch"]) for c in cols}, key=version_key)
    for rel in rels:
        cs = [c for c in cols if release_of(c["torch"]) == rel]
        verdict = {(r["case"].rsplit(".", 2)[0], r["grad"], r["capture"]): r for r in rows
                   if release_of(r["torch"]) == rel and r["capture"] in REPLAY}
        version = cs[0]["torch"]
        out.append(f"\n### PyTorch {version}: summary\n")
        out.append("Per HOP, over its (surgery, grad mode) pairs: how many the frontend replay rejects on "
                   "every path it ran (`all reject`) or accepts on every path (`all accept`), and, of "
                   "those every path rejects, how many the direct re-trace (`make_fx` / `export` of the "
                   "edited graph) and `torch.export.export(ep.module())` accept, and how many runs of "
                   "`ep.module()` overwrite the caller's input.\n")
        out.append("| hop | pairs | replayed | all reject | all accept | split | rejected everywhere, "
                   "re-trace make_fx accepts | ... export accepts | ... ep.module() re-export accepts | "
                   "ep.module() overwrites an input |")
        out.append("|---|---|---|---|---|---|---|---|---|---|")
        agg = collections.defaultdict(lambda: [0] * 9)
        for c in cs:
            a = agg[c["hop"]]
            a[0] += 1
            vs = [verdict.get((c["surgery"], c["grad"], p)) for p in REPLAY]
            vs = [v for v in vs if v is not None]
            if vs:
                a[1] += 1
                if all(not v["accepted"] for v in vs):
                    a[2] += 1
                    a[5] += bool(c["retrace_make_fx"].get("accepted"))
                    a[6] += bool(c["retrace_export"].get("accepted"))
                    a[7] += bool((c.get("ep_export") or {}).get("accepted"))
                elif all(v["accepted"] for v in vs):
                    a[3] += 1
                else:
                    a[4] += 1
            a[8] += bool((c.get("ep_eager") or {}).get("inputs_overwritten"))
        for hop in sorted(agg):
            a = agg[hop]
            out.append(f"| {hop} | " + " | ".join(str(x) for x in a) + " |")
        by_hop = collections.defaultdict(list)
        for c in cs:
            by_hop[c["hop"]].append(c)
        for hop in sorted(by_hop):
            msgs = Messages()
            out.append(f"\n#### {hop} ({version})\n")
            keys = COLUMNS + tuple(k for k in ("assoc_generic",) if any(k in c for c in by_hop[hop]))
            head = ["surgery", "grad"] + [f"replay {RABBR[p]}" for p in REPLAY] + [COLABBR[k] for k in keys]
            out.append("| " + " | ".join(head) + " |")
            out.append("|" + "---|" * len(head))
            for c in sorted(by_hop[hop], key=lambda c: (c["surgery"], GRADS.index(c["grad"]))):
                cells = [f"`{c['surgery']}`", GABBR[c["grad"]]]
                for p in REPLAY:
                    v = verdict.get((c["surgery"], c["grad"], p))
                    cells.append("x" if v is None else msgs.cell(v["accepted"], v["error_type"], v["error_key"]))
                for k in keys:
                    cells.append(_col_cell(msgs, c.get(k)))
                out.append("| " + " | ".join(cells) + " |")
            out.extend(msgs.lines())
    out.append("\n`x`: no verdict (excluded: see `excluded.jsonl`; `columns.jsonl` says why for a column); "
               "an empty column cell: not asked (the `utils` check only for mutation and aliasing edits, "
               "the `ep` columns only where the edit applies to the exported form).")
    return "\n".join(out) + "\n"


def replace_between(text, begin, end, body):
    i, j = text.index(begin), text.index(end)
    return text[:i] + begin + "\n" + body + text[j:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    a = ap.parse_args()
    read = lambda n: ([json.loads(l) for l in open(os.path.join(a.dir, n))]  # noqa: E731
                      if os.path.exists(os.path.join(a.dir, n)) else [])
    rows, excluded, cols = read("verdicts.jsonl"), read("excluded.jsonl"), read("columns.jsonl")
    path = os.path.join(a.dir, "FINDINGS.md")
    text = open(path).read() if os.path.exists(path) else f"# Findings\n\n{BEGIN}\n{END}\n"
    text = replace_between(text, BEGIN, END, tables(rows, excluded))
    if SBEGIN in text:
        text = replace_between(text, SBEGIN, SEND, surgery_tables(rows, cols))
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
