"""Regenerates the conformance corpus under one installed PyTorch release: programs, dumps,
verdicts and the graph-surgery columns, by running PyTorch.

    build/venv-2.13/bin/python tests/conformance/gen/run.py --out tests/conformance [--jobs N]

The release measured is the one `--python` (default: this interpreter) imports; its dumps go
under cases/<release>/ ("2.13", "2.14", ...), its rows into verdicts.jsonl, excluded.jsonl
and columns.jsonl next to other releases' rows (each row's `torch` says which; sorted by case
then release), and hops-<release>.json. A full run rewrites that release's rows and dumps
only. Cases run in worker processes (worker.py), a batch per process
(torch._dynamo.reset() between cases), --jobs processes at once (default: one per core; each
with its own scratch folder). --only REGEX limits the run to matching program / surgery ids
and merges into the existing files (for development).
"""
import argparse
import errno
import fcntl
import hashlib
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

BATCH = 80          # weight of one worker process's batch: a program case weighs 1
GROUP_WEIGHT = 8    # a surgery group: three captures, five replays, up to nine columns
# Free space a run needs on the output's and the scratch folder's file systems: the dumps of
# one release (about 30 MB), the rewritten jsonl files beside the old ones while they are
# replaced (about 100 MB), each worker's scratch and Inductor cache (up to about 60 MB).
MIN_FREE = 1 << 30
NO_SPACE = "No space left on device"


class DiskFull(OSError):
    """The disk filled during the run: nothing more can be measured or written."""


def disk_full(e):
    return isinstance(e, DiskFull) or e.errno == errno.ENOSPC


def nearly_full(*paths):
    return any(shutil.disk_usage(p).free < (32 << 20) for p in paths)


def check_space(*paths):
    """Stops the run before it starts when a file system it writes to is nearly full."""
    for p in paths:
        free = shutil.disk_usage(p).free
        if free < MIN_FREE:
            sys.exit(f"conformance: only {free >> 20} MB free on the file system of {p}; a run "
                     f"needs at least {MIN_FREE >> 20} MB (dumps, verdict files, worker "
                     f"scratch). Nothing was changed.")


def case_id(pid, grad, cap):
    return f"{pid}.{grad}.{cap}"


def release_of(version):
    """"2.13.0+cpu" -> "2.13" (the folder under cases/ and the hops-<release>.json name)."""
    return ".".join(version.split("+")[0].split(".")[:2])


def version_key(version):
    return tuple(int(p) if p.isdigit() else 0 for p in re.split(r"[.+]", version)[:3])


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
                                  dir=p["id"], requires=list(p.get("requires", ()))))
                meta[cid] = dict(hop=p["hop"], family=p["family"], check=p["check"],
                                 detail=p["desc"], expect_family=p["expect_family"],
                                 program=f"programs/{p['id']}.py")
    for s in S.SURGERIES:
        if only and not re.search(only, s["id"]):
            continue
        for grad in s["grads"]:
            cases = {}
            for path in S.PATHS:
                cid = case_id(s["id"], grad, path)
                cases[path] = cid
                meta[cid] = dict(hop=s["hop"], family=s["family"], check=s["check"],
                                 detail=s["desc"], expect_family=s["expect_family"],
                                 program=f"programs/{s['base']}.py", edit=s["edit"],
                                 grad=grad, capture=path)
            specs.append(dict(surgery=s["id"], grad=grad, dir=s["id"], cases=cases))
    return specs, meta


def spec_cases(spec):
    return list(spec["cases"].values()) if "cases" in spec else [spec["case"]]


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
    Returns (result lines of what it finished, in order; return code; stderr tail)."""
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
        for line in open(res_path):
            try:
                done.append(json.loads(line))
            except json.JSONDecodeError:
                break  # the worker died writing this line: the case counts as not finished
    with open(err_path, errors="replace") as f:
        tail = f.read()[-400:]
    if proc.returncode and (NO_SPACE in tail or nearly_full(wdir, out)):
        # a worker that met a full disk may not have been able to say so (its stderr file
        # is on that disk too)
        raise DiskFull(NO_SPACE)
    return done, proc.returncode, tail


def batches(specs):
    out, cur, w = [], [], 0
    for s in specs:
        sw = GROUP_WEIGHT if "cases" in s else 1
        if cur and w + sw > BATCH:
            out.append(cur)
            cur, w = [], 0
        cur.append(s)
        w += sw
    if cur:
        out.append(cur)
    return out


def run_workers(specs, out, python, on_batch=None, jobs=1):
    results, columns = {}, {}
    total = sum(len(spec_cases(s)) for s in specs)
    scratch = tempfile.mkdtemp(prefix="conformance-")
    pending = queue.Queue()
    for b in batches(specs):
        pending.put(b)
    lock = threading.Lock()
    left = [pending.qsize()]  # batches queued or running
    stops = []  # workers that stopped on leaked state
    full = []  # the full-disk error a worker met: every worker stops, the run fails

    def work(slot):
        try:
            work_batches(slot)
        except OSError as e:
            if not disk_full(e):
                raise
            with lock:
                full.append(e)

    def work_batches(slot):
        wdir = os.path.join(scratch, f"worker{slot}")
        while True:
            with lock:
                if not left[0] or full:
                    return
            try:
                batch = pending.get(timeout=0.2)
            except queue.Empty:
                continue
            done, rc, tail = run_batch(batch, out, python, wdir)
            with lock:
                got = set()
                stop = None
                for r in done:
                    if "stop" in r:
                        stop = r
                    elif "columns" in r:
                        c = r["columns"]
                        columns[(c["surgery"], c["grad"])] = c
                    else:
                        results[r["case"]] = r
                        got.add(r["case"])
                # the first spec not (wholly) finished is the one the worker died on
                k = next((i for i, s in enumerate(batch)
                          if not all(c in got for c in spec_cases(s))), None)
                if k is not None and stop is not None:
                    # the worker stopped itself: a case left global state behind
                    # (worker.leaked_state); the rest of the batch runs in a fresh worker
                    print(f"worker stopped after {stop['after']} ({stop['stop']}): "
                          f"{len(batch) - k} left to a fresh worker", file=sys.stderr)
                    stops.append(stop)
                    pending.put(batch[k:])
                    left[0] += 1
                elif k is not None:
                    crashed = batch[k]
                    print(f"worker died on {spec_cases(crashed)[0]} (rc {rc}): {tail}",
                          file=sys.stderr)
                    for c in spec_cases(crashed):
                        results[c] = dict(case=c, excluded="worker crash")
                    if batch[k + 1:]:
                        pending.put(batch[k + 1:])
                        left[0] += 1
                left[0] -= 1
                print(f"{len(results)}/{total} cases", file=sys.stderr, flush=True)
                if on_batch:
                    on_batch(results, columns)

    try:
        threads = [threading.Thread(target=work, args=(k,)) for k in range(max(1, jobs))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if full:
        raise full[0]
    if stops:
        print(f"{len(stops)} workers stopped on state a case left behind: "
              + ", ".join(sorted({s['after'] for s in stops})), file=sys.stderr)
    return results, columns


def read_jsonl(path):
    return [json.loads(l) for l in open(path)] if os.path.exists(path) else []


def write_jsonl(path, rows, key):
    """Replaces `path` whole or not at all (a full disk leaves the old file)."""
    tmp = path + ".tmp"
    try:
        with open(tmp, "w") as f:
            for r in sorted(rows, key=key):
                f.write(json.dumps(r) + "\n")
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(HERE))
    ap.add_argument("--only", help="regex over program / surgery ids (development)")
    ap.add_argument("--captures", help="comma-separated capture paths to run (with --only)")
    ap.add_argument("--python", default=sys.executable,
                    help="the Python whose torch is measured (default: this one)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes at once (default: one per core)")
    a = ap.parse_args()
    out = os.path.abspath(a.out)
    version = subprocess.run([a.python, "-c", "import torch; print(torch.__version__)"],
                             capture_output=True, text=True, check=True).stdout.strip()
    release = release_of(version)
    print(f"torch {version}: cases/{release}/", file=sys.stderr)
    check_space(out, tempfile.gettempdir())
    write_programs(out, a.only)
    specs, meta = build_specs(a.only)
    if a.captures:
        assert a.only, "--captures needs --only"
        keep = set(a.captures.split(","))
        specs = [s for s in specs if ("cases" in s and keep & set(s["cases"]))
                 or s.get("capture") in keep]
    rdir = os.path.join(out, "cases", release)
    if not a.only:
        shutil.rmtree(rdir, ignore_errors=True)
    else:
        for s in specs:
            d = os.path.join(rdir, s["dir"])
            prefixes = ([f"{s['grad']}.surgery"] if "cases" in s
                        else [f"{s['grad']}.{s['capture']}."])
            for f in (os.listdir(d) if os.path.isdir(d) else []):
                if any(f.startswith(p) for p in prefixes):
                    os.unlink(os.path.join(d, f))
    vpath = os.path.join(out, "verdicts.jsonl")
    xpath = os.path.join(out, "excluded.jsonl")
    cpath = os.path.join(out, "columns.jsonl")
    # rows of other releases stay; of this release, a full run replaces all, --only its own
    # (and the rows of an id rerun whose capture no longer exists, e.g. the old surgery_*).
    # Read again under a lock at every write: runs of two releases may go at once.
    mine = lambda r: release_of(r["torch"]) == release  # noqa: E731
    run_ids = {c for s in specs for c in spec_cases(s)}
    run_groups = {(s["surgery"], s["grad"]) for s in specs if "cases" in s}
    known_caps = {cap for p in P.PROGRAMS for cap in p["captures"]} | set(S.PATHS)
    stale = lambda r: (re.search(a.only, r["case"].rsplit(".", 2)[0])  # noqa: E731
                       and r["capture"] not in known_caps)
    keep_case = lambda r: (not mine(r)  # noqa: E731
                           or (a.only and r["case"] not in run_ids and not stale(r)))
    keep_col = lambda r: (not mine(r)  # noqa: E731
                          or (a.only and (r["surgery"], r["grad"]) not in run_groups))
    case_key = lambda r: (r["case"], version_key(r["torch"]))  # noqa: E731

    def write(results, columns):
        # rewritten after every batch, so an interrupted run keeps what it measured
        lock = os.path.join(tempfile.gettempdir(),
                            "conformance-%s.lock" % hashlib.md5(out.encode()).hexdigest()[:12])
        with open(lock, "w") as lk:
            fcntl.flock(lk, fcntl.LOCK_EX)
            return write_locked(results, columns)

    def write_locked(results, columns):
        rows = [r for r in read_jsonl(vpath) if keep_case(r)]
        excl = [r for r in read_jsonl(xpath) if keep_case(r)]
        old_cols = [r for r in read_jsonl(cpath) if keep_col(r)]
        for cid in sorted(results):
            if cid not in meta:
                continue
            r = results[cid]
            m = meta[cid]
            grad = m.get("grad") or cid.rsplit(".", 2)[1]
            cap = m.get("capture") or cid.rsplit(".", 2)[2]
            base = dict(case=cid, torch=version, grad=grad, capture=cap,
                        **{k: v for k, v in m.items() if k not in ("grad", "capture")})
            if "excluded" in r:
                excl.append(dict(base, excluded=r["excluded"]))
                continue
            row = dict(case=cid, files=r["files"], torch=version, hop=m["hop"],
                       family=m["family"], grad=grad, capture=cap,
                       accepted=r["accepted"], error_type=r["error_type"], error=r["error"])
            row["error_key"] = _key(r["error"])
            for k in ("check", "detail", "expect_family", "program", "edit"):
                if k in m:
                    row[k] = m[k]
            row["dump_has_graph"] = r.get("dump_has_graph", False)
            for k in ("oracle", "oracle_detail", "form"):
                if k in r:
                    row[k] = r[k]
            rows.append(row)
        cols = list(old_cols) + [dict(c, torch=version) for c in columns.values()]
        write_jsonl(vpath, rows, case_key)
        write_jsonl(xpath, excl, case_key)
        write_jsonl(cpath, cols, lambda r: (r["surgery"], r["grad"], version_key(r["torch"])))
        return len(rows), len(excl)

    if not a.only:
        subprocess.run([a.python, os.path.join(HERE, "hops.py"), out], check=True,
                       stderr=subprocess.DEVNULL)
    try:
        results, columns = run_workers(specs, out, a.python, on_batch=write, jobs=a.jobs)
        for c in run_ids:
            results.setdefault(c, dict(case=c, excluded="not run"))
        n, x = write(results, columns)
    except OSError as e:
        if not disk_full(e):
            raise
        sys.exit(f"conformance: the disk filled during the run ({e}); the verdict files hold "
                 f"what was measured before it (each is replaced whole or not at all), "
                 f"cases/{release}/ is incomplete. Free space and run it again.")
    print(f"{n} verdicts, {x} excluded (all releases)", file=sys.stderr)


def _key(err):
    import normalize
    return normalize.error_key(err)


if __name__ == "__main__":
    main()
