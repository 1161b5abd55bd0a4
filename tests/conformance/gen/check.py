"""Checks the committed corpus without running PyTorch: every verdict has the required
fields, every file it names exists and every dump belongs to a verdict, case ids are
unique and sorted, each program in verdicts.jsonl has its programs/<id>.py, and the
coverage floor holds (>= 600 cases, >= 10 per HOP of hops.json that was exercised, all
three grad modes per HOP).

    python3 tests/conformance/gen/check.py      # exit 1 and a list of problems on failure
"""
import collections
import json
import os
import sys

CONF = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REQUIRED = ("case", "files", "torch", "hop", "family", "grad", "capture", "accepted",
            "error_type", "error")
GRADS = {"enabled", "no_grad", "inference"}


def main():
    problems = []
    rows = [json.loads(l) for l in open(os.path.join(CONF, "verdicts.jsonl"))]
    ids = [r["case"] for r in rows]
    if ids != sorted(ids) or len(set(ids)) != len(ids):
        problems.append("case ids are not unique and sorted")
    named = set()
    for r in rows:
        missing = [k for k in REQUIRED if k not in r]
        if missing:
            problems.append(f"{r.get('case')}: missing fields {missing}")
        if r["grad"] not in GRADS:
            problems.append(f"{r['case']}: grad {r['grad']}")
        if r["accepted"] != (r["error"] is None) or r["accepted"] != (r["error_type"] is None):
            problems.append(f"{r['case']}: accepted does not match error/error_type")
        for f in r["files"]:
            named.add(f)
            if not os.path.isfile(os.path.join(CONF, f)):
                problems.append(f"{r['case']}: file {f} missing")
        if r.get("program") and not os.path.isfile(os.path.join(CONF, r["program"])):
            problems.append(f"{r['case']}: program {r['program']} missing")
    for root, _, files in os.walk(os.path.join(CONF, "cases")):
        for f in files:
            rel = os.path.relpath(os.path.join(root, f), CONF)
            if rel not in named:
                problems.append(f"{rel}: no verdict names this dump")
    if len(rows) < 600:
        problems.append(f"only {len(rows)} cases")
    per_hop = collections.Counter(r["hop"] for r in rows)
    grads = collections.defaultdict(set)
    for r in rows:
        grads[r["hop"]].add(r["grad"])
    for hop, n in per_hop.items():
        if n < 10:
            problems.append(f"hop {hop}: {n} cases")
        if grads[hop] != GRADS:
            problems.append(f"hop {hop}: grad modes {sorted(grads[hop])}")
    for p in problems:
        print(p)
    print(f"{len(rows)} cases, {len(per_hop)} HOPs, {len(named)} dumps: "
          f"{'ok' if not problems else str(len(problems)) + ' problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
