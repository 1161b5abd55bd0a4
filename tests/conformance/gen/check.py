"""Checks the committed corpus without running PyTorch: every verdict has the required fields,
every file it names exists under its release's folder and every dump belongs to a verdict or
a columns row, (case, release) pairs are unique and sorted by case then release, each program
in verdicts.jsonl has its programs/<id>.py, each release has its hops-<release>.json, each
graph-surgery replay case names the dump in the form of its path (or, for a torch.compile
path, the replay's TORCH_TRACE log where it shows a graph), and, per release, the
coverage floor holds (>= 4,000 scored cases, >= 600 of them frontend-replay cases, from 2.13
on, as check.c's --min-release: an older release measured lacks HOPs and is reported; >= 10
per HOP exercised, all three grad modes per HOP, for every release).

    python3 tests/conformance/gen/check.py      # exit 1 and a list of problems on failure
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import surgery_table as S  # noqa: E402

CONF = os.path.dirname(HERE)
REQUIRED = ("case", "files", "torch", "hop", "family", "grad", "capture", "accepted",
            "error_type", "error", "dump_has_graph")
REQUIRED_COLUMNS = ("surgery", "grad", "torch", "hop", "edit", "files", "edited",
                    "retrace_make_fx", "retrace_export", "retrace_aot_eager")
GRADS = {"enabled", "no_grad", "inference"}
MIN_SCORED, MIN_REPLAY = 4000, 600
MIN_RELEASE = (2, 13)  # the floors above hold from this release on


def release_of(version):
    return ".".join(version.split("+")[0].split(".")[:2])


def version_key(version):
    return tuple(int(p) if p.isdigit() else 0 for p in re.split(r"[.+]", version)[:3])


def read(name):
    path = os.path.join(CONF, name)
    return [json.loads(l) for l in open(path)] if os.path.exists(path) else []


def main():
    problems = []
    rows = read("verdicts.jsonl")
    excl = read("excluded.jsonl")
    cols = read("columns.jsonl")
    for name, rs, key in (("verdicts.jsonl", rows, lambda r: (r["case"], version_key(r["torch"]))),
                          ("excluded.jsonl", excl, lambda r: (r["case"], version_key(r["torch"]))),
                          ("columns.jsonl", cols,
                           lambda r: (r["surgery"], r["grad"], version_key(r["torch"])))):
        keys = [key(r) for r in rs]
        if keys != sorted(keys) or len(set(keys)) != len(keys):
            problems.append(f"{name}: rows are not unique and sorted")
    both = {(r["case"], r["torch"]) for r in rows} & {(r["case"], r["torch"]) for r in excl}
    for c in sorted(both):
        problems.append(f"{c}: both a verdict and excluded")
    named = set()
    releases = collections.defaultdict(list)
    for r in rows:
        missing = [k for k in REQUIRED if k not in r]
        if missing:
            problems.append(f"{r.get('case')}: missing fields {missing}")
            continue
        rel = release_of(r["torch"])
        releases[rel].append(r)
        if r["grad"] not in GRADS:
            problems.append(f"{r['case']}: grad {r['grad']}")
        if r["accepted"] != (r["error"] is None) or r["accepted"] != (r["error_type"] is None):
            problems.append(f"{r['case']}: accepted does not match error/error_type")
        if r["capture"].startswith("surgery_"):
            problems.append(f"{r['case']}: capture {r['capture']} (re-trace oracles are columns now)")
        for f in r["files"]:
            named.add(f)
            if not f.startswith(f"cases/{rel}/"):
                problems.append(f"{r['case']} ({r['torch']}): file {f} is not under cases/{rel}/")
            if not os.path.isfile(os.path.join(CONF, f)):
                problems.append(f"{r['case']}: file {f} missing")
        if r["capture"] in S.FORM_OF_PATH:
            log = r.get("form") == "log"
            suffix = f"{r['capture']}.log" if log else S.FORM_OF_PATH[r["capture"]][1]
            want = f"cases/{rel}/{r['case'].rsplit('.', 2)[0]}/{r['grad']}.{suffix}"
            if log and r["capture"] not in S.TRACED_PATHS:
                problems.append(f"{r['case']}: a TORCH_TRACE log as the dump of a path not traced")
            if r["files"] != [want]:
                problems.append(f"{r['case']}: files {r['files']}, want [{want}]")
            elif os.path.isfile(os.path.join(CONF, want)):
                with open(os.path.join(CONF, want)) as f:
                    if log:
                        # the replay's own log is the dump only where it shows a graph
                        text = f.read()
                        if '{"dynamo_output_graph"' not in text and '{"aot_' not in text:
                            problems.append(f"{want}: the replay's log shows no graph")
                    elif not f.readline().startswith("# surgery "):
                        problems.append(f"{want}: first line does not say what was edited")
            if not r["dump_has_graph"]:
                problems.append(f"{r['case']}: a replay case without the edited graph")
        if r.get("program") and not os.path.isfile(os.path.join(CONF, r["program"])):
            problems.append(f"{r['case']}: program {r['program']} missing")
    for r in excl:
        for k in ("case", "torch", "excluded"):
            if k not in r:
                problems.append(f"excluded {r.get('case')}: missing {k}")
    for c in cols:
        missing = [k for k in REQUIRED_COLUMNS if k not in c]
        if missing:
            problems.append(f"columns {c.get('surgery')}.{c.get('grad')}: missing fields {missing}")
            continue
        rel = release_of(c["torch"])
        for f in c["files"]:
            named.add(f)
            if not f.startswith(f"cases/{rel}/") or not os.path.isfile(os.path.join(CONF, f)):
                problems.append(f"columns {c['surgery']}.{c['grad']} ({c['torch']}): file {f}")
    for root, _, files in os.walk(os.path.join(CONF, "cases")):
        for f in files:
            rel = os.path.relpath(os.path.join(root, f), CONF)
            if rel not in named:
                problems.append(f"{rel}: no verdict or columns row names this dump")
    summary = []
    for rel in sorted(releases, key=lambda v: version_key(v)):
        rs = releases[rel]
        if not os.path.isfile(os.path.join(CONF, f"hops-{rel}.json")):
            problems.append(f"release {rel}: hops-{rel}.json missing")
        scored = [r for r in rs if r["dump_has_graph"]]
        replayed = [r for r in scored if r["capture"] in S.FORM_OF_PATH]
        floor = tuple(int(p) for p in rel.split(".")[:2]) >= MIN_RELEASE
        if floor and len(scored) < MIN_SCORED:
            problems.append(f"release {rel}: {len(scored)} scored cases (< {MIN_SCORED})")
        if floor and len(replayed) < MIN_REPLAY:
            problems.append(f"release {rel}: {len(replayed)} replay cases (< {MIN_REPLAY})")
        per_hop = collections.Counter(r["hop"] for r in rs)
        grads = collections.defaultdict(set)
        for r in rs:
            grads[r["hop"]].add(r["grad"])
        for hop, n in per_hop.items():
            if n < 10:
                problems.append(f"release {rel}: hop {hop}: {n} cases")
            if grads[hop] != GRADS:
                problems.append(f"release {rel}: hop {hop}: grad modes {sorted(grads[hop])}")
        summary.append(f"{rel}: {len(rs)} cases, {len(scored)} scored, {len(replayed)} replay, "
                       f"{len(per_hop)} HOPs")
    for p in problems:
        print(p)
    print("; ".join(summary))
    print(f"{len(rows)} verdicts, {len(excl)} excluded, {len(cols)} columns rows, {len(named)} dumps: "
          f"{'ok' if not problems else str(len(problems)) + ' problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
