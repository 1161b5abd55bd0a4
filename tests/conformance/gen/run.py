"""Regenerates the conformance corpus: programs, dumps and verdicts, by running PyTorch.

    build/venv/bin/python tests/conformance/gen/run.py --out tests/conformance

Cases run in worker processes (worker.py), a batch of cases per process
(torch._dynamo.reset() between cases), --jobs processes at once (default: one per core; each
with its own scratch folder). Results are merged into verdicts.jsonl sorted by
case id. --only REGEX limits the run to matching program ids and merges into the
existing verdicts (for development); a full run rewrites everything.
"""
import argparse
import json
import os
import re
import shutil
import queue
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import programs as P  # noqa: E402
import surgery_table as S  # noqa: E402

BATCH = 80


def case_id(pid, grad, cap):
    return f"{pid}.{grad}.{cap}"


def build_specs(only):
    specs = []
    meta = {}
    for p in P.PROGRAMS:
        if only and not re.search(only, p["id"]):
            continue
        for grad in P.GRADS:
            for cap in p["captures"]:
                cid = case_id(p["id"], grad, cap)
                specs.append(dict(case=cid, program=p["id"], grad=grad, capture=cap,
                                  dir=p["id"]))
                meta[cid] = dict(hop=p["hop"], family=p["family"], check=p["check"],
                                 detail=p["desc"], expect_family=p["expect_family"],
                                 program=f"programs/{p['id']}.py")
    for s in S.SURGERIES:
        if only and not re.search(only, s["id"]):
            continue
        for grad in s["grads"]:
            for oracle in s["oracles"]:
                cap = "surgery_" + oracle
                cid = case_id(s["id"], grad, cap)
                specs.append(dict(case=cid, program=s["base"], grad=grad, capture=cap,
                                  dir=s["id"], surgery=s["id"]))
                meta[cid] = dict(hop=s["hop"], family=s["family"], check=s["check"],
                                 detail=s["desc"], expect_family=s["expect_family"],
                                 program=f"programs/{s['base']}.py", edit=s["edit"])
    return specs, meta


def write_programs(out, only):
    pdir = os.path.join(out, "programs")
    os.makedirs(pdir, exist_ok=True)
    if not only:
        for f in os.listdir(pdir):
            os.unlink(os.path.join(pdir, f))
    for p in P.PROGRAMS:
        if only and not re.search(only, p["id"]):
            continue
        with open(os.path.join(pdir, p["id"] + ".py"), "w") as f:
            f.write(p["src"])


def run_batch(batch, out, python, wdir):
    """Runs one batch in a fresh worker process with its own scratch folder `wdir`.
    Returns (results of the cases it finished, in order; return code; stderr tail)."""
    os.makedirs(wdir, exist_ok=True)
    env = dict(os.environ, CONFORMANCE_SCRATCH=wdir, PYTHONHASHSEED="0",
               OMP_NUM_THREADS="1", TORCHINDUCTOR_CACHE_DIR=os.path.join(wdir, "ind"))
    env.pop("TORCH_LOGS", None)
    spec_path = os.path.join(wdir, "specs.json")
    res_path = os.path.join(wdir, "results.jsonl")
    err_path = os.path.join(wdir, "stderr.txt")
    if os.path.exists(res_path):
        os.unlink(res_path)
    with open(spec_path, "w") as f:
        json.dump(batch, f)
    with open(err_path, "w") as err:
        proc = subprocess.run([python, os.path.join(HERE, "worker.py"), spec_path,
                               os.path.abspath(out), res_path], cwd=out, env=env,
                              stdout=subprocess.DEVNULL, stderr=err)
    done = []
    if os.path.exists(res_path):
        done = [json.loads(l) for l in open(res_path) if l.strip()]
    with open(err_path, errors="replace") as f:
        tail = f.read()[-400:]
    return done, proc.returncode, tail


def run_workers(specs, out, python, on_batch=None, jobs=1):
    results = {}
    scratch = tempfile.mkdtemp(prefix="conformance-")
    pending = queue.Queue()
    for i in range(0, len(specs), BATCH):
        pending.put(specs[i:i + BATCH])
    lock = threading.Lock()
    left = [pending.qsize()]  # batches queued or running

    def work(slot):
        wdir = os.path.join(scratch, f"worker{slot}")
        while True:
            with lock:
                if not left[0]:
                    return
            try:
                batch = pending.get(timeout=0.2)
            except queue.Empty:
                continue
            done, rc, tail = run_batch(batch, out, python, wdir)
            with lock:
                for r in done:
                    results[r["case"]] = r
                if len(done) < len(batch):
                    crashed = batch[len(done)]
                    print(f"worker died on {crashed['case']} (rc {rc}): {tail}", file=sys.stderr)
                    results[crashed["case"]] = dict(case=crashed["case"], excluded="worker crash")
                    if batch[len(done) + 1:]:
                        pending.put(batch[len(done) + 1:])
                        left[0] += 1
                left[0] -= 1
                print(f"{len(results)}/{len(specs)} cases", file=sys.stderr, flush=True)
                if on_batch:
                    on_batch(results)

    try:
        threads = [threading.Thread(target=work, args=(k,)) for k in range(max(1, jobs))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(HERE))
    ap.add_argument("--only", help="regex over program / surgery ids (development)")
    ap.add_argument("--captures", help="comma-separated capture paths to run (with --only)")
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes at once (default: one per core)")
    a = ap.parse_args()
    out = os.path.abspath(a.out)
    import torch
    version = torch.__version__
    write_programs(out, a.only)
    specs, meta = build_specs(a.only)
    if a.captures:
        assert a.only, "--captures needs --only"
        keep = set(a.captures.split(","))
        specs = [s for s in specs if s["capture"] in keep]
    if not a.only:
        shutil.rmtree(os.path.join(out, "cases"), ignore_errors=True)
    else:
        for s in specs:
            d = os.path.join(out, "cases", s["dir"])
            for f in (os.listdir(d) if os.path.isdir(d) else []):
                if f.startswith(f"{s['grad']}.{s['capture']}."):
                    os.unlink(os.path.join(d, f))
    vpath = os.path.join(out, "verdicts.jsonl")
    xpath = os.path.join(out, "excluded.jsonl")
    old_rows, old_excl = {}, {}
    if a.only:
        for path, store in ((vpath, old_rows), (xpath, old_excl)):
            if os.path.exists(path):
                for l in open(path):
                    r = json.loads(l)
                    store[r["case"]] = r
        for s in specs:
            old_rows.pop(s["case"], None)
            old_excl.pop(s["case"], None)

    def write(results):
        # rewritten after every batch, so an interrupted run keeps what it measured
        rows, excl = dict(old_rows), dict(old_excl)
        for s in specs:
            if s["case"] not in results:
                continue
            r = results[s["case"]]
            base = dict(case=s["case"], torch=version, grad=s["grad"], capture=s["capture"],
                        **meta[s["case"]])
            if "excluded" in r:
                excl[s["case"]] = dict(base, excluded=r["excluded"])
                continue
            row = dict(case=s["case"], files=r["files"], torch=version, hop=base["hop"],
                       family=base["family"], grad=s["grad"], capture=s["capture"],
                       accepted=r["accepted"], error_type=r["error_type"], error=r["error"])
            row["error_key"] = _key(r["error"])
            for k in ("check", "detail", "expect_family", "program", "edit"):
                if k in base:
                    row[k] = base[k]
            row["dump_has_graph"] = r.get("dump_has_graph", False)
            for k in ("oracle", "oracle_detail"):
                if k in r:
                    row[k] = r[k]
            rows[s["case"]] = row
        with open(vpath, "w") as f:
            for k in sorted(rows):
                f.write(json.dumps(rows[k]) + "\n")
        with open(xpath, "w") as f:
            for k in sorted(excl):
                f.write(json.dumps(excl[k]) + "\n")
        return len(rows), len(excl)

    if not a.only:
        subprocess.run([a.python, os.path.join(HERE, "hops.py"), out], check=True,
                       stderr=subprocess.DEVNULL)
    results = run_workers(specs, out, a.python, on_batch=write, jobs=a.jobs)
    for s in specs:
        results.setdefault(s["case"], dict(case=s["case"], excluded="not run"))
    n, x = write(results)
    print(f"{n} verdicts, {x} excluded", file=sys.stderr)


def _key(err):
    import normalize
    return normalize.error_key(err)


if __name__ == "__main__":
    main()
