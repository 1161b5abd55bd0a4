"""The generator's own tests, without PyTorch: what run.py does when the disk fills or a worker
dies mid-write (a CI run once ran out of disk in the middle of a release and truncated the
committed verdicts.jsonl).

    python3 tests/conformance/gen/selftest.py      (ends with "N passed, N failed")
"""
import errno
import io
import json
import os
import shutil
import stat
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402

passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}{': ' + detail if detail else ''}")


class FullFile(io.StringIO):
    """A file on a disk that fills after `room` characters."""

    def __init__(self, room):
        super().__init__()
        self.room = room

    def write(self, s):
        self.room -= len(s)
        if self.room < 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return super().write(s)


def test_write_jsonl(tmp):
    path = os.path.join(tmp, "verdicts.jsonl")
    run.write_jsonl(path, [{"case": "b"}, {"case": "a"}], key=lambda r: r["case"])
    with open(path) as f:
        old = f.read()
    check("write_jsonl sorts", old == '{"case": "a"}\n{"case": "b"}\n', repr(old))
    real_open = open

    def full_open(p, mode="r", *a, **k):
        if "w" in mode:
            real_open(p, mode, *a, **k).close()  # the file appears, as on a real disk
            return FullFile(20)
        return real_open(p, mode, *a, **k)

    run.open = full_open  # run's module namespace: only its own open() sees a full disk
    try:
        rows = [{"case": str(i)} for i in range(100)]
        try:
            run.write_jsonl(path, rows, key=lambda r: r["case"])
            check("write_jsonl raises on a full disk", False)
        except OSError as e:
            check("write_jsonl raises ENOSPC", e.errno == errno.ENOSPC, str(e))
    finally:
        del run.open
    with open(path) as f:
        check("a full disk leaves the old file whole", f.read() == old)
    check("no temporary file left", os.listdir(tmp) == ["verdicts.jsonl"], str(os.listdir(tmp)))


def fake_python(tmp, body):
    """A stand-in for the measured interpreter: run_batch calls it as `python worker.py SPEC
    OUT RESULTS`; it writes `body`'s results and exits as told."""
    p = os.path.join(tmp, "python")
    with open(p, "w") as f:
        f.write("#!/bin/sh\n" + body)
    os.chmod(p, os.stat(p).st_mode | stat.S_IXUSR)
    return p


def test_run_batch(tmp):
    wdir = os.path.join(tmp, "w")
    # a worker killed while writing its second line: the first counts, the second does not
    py = fake_python(tmp, 'printf \'{"case": "a"}\\n{"case": "b", "fi\' >"$4"\n'
                          'echo "Killed" >&2\nexit 137\n')
    done, rc, tail = run.run_batch([{"case": "a"}, {"case": "b"}], tmp, py, wdir)
    check("a truncated result line is not read", done == [{"case": "a"}], json.dumps(done))
    check("the worker's status is kept", rc == 137, str(rc))
    check("the worker's stderr is kept", "Killed" in tail, tail)
    # a worker that met a full disk: the run stops rather than excluding the case
    py = fake_python(tmp, 'echo "OSError: [Errno 28] No space left on device" >&2\nexit 1\n')
    try:
        run.run_batch([{"case": "a"}], tmp, py, wdir)
        check("a full disk stops the run", False, "run_batch returned")
    except run.DiskFull:
        check("a full disk stops the run", True)
    # one that could not even say so: the free space tells
    py = fake_python(tmp, "exit 1\n")
    real = run.nearly_full
    run.nearly_full = lambda *paths: True
    try:
        run.run_batch([{"case": "a"}], tmp, py, wdir)
        check("a silent death on a full disk stops the run", False, "run_batch returned")
    except run.DiskFull:
        check("a silent death on a full disk stops the run", True)
    finally:
        run.nearly_full = real
    # any other death is the case's own (excluded as a worker crash), the run goes on
    done, rc, tail = run.run_batch([{"case": "a"}], tmp, py, wdir)
    check("another death returns", (done, rc) == ([], 1), f"{done} {rc}")


def test_check_space(tmp):
    real = run.MIN_FREE
    run.MIN_FREE = shutil.disk_usage(tmp).free + (1 << 40)
    try:
        run.check_space(tmp)
        check("check_space stops a run on a nearly full disk", False)
    except SystemExit as e:
        check("check_space says how much is free", "MB free" in str(e), str(e))
    finally:
        run.MIN_FREE = real
    run.check_space(tmp)
    check("check_space lets a run with room go", True)


def main():
    for t in (test_write_jsonl, test_run_batch, test_check_space):
        tmp = tempfile.mkdtemp(prefix="conformance-selftest-")
        try:
            t(tmp)
        except Exception as e:  # a test that raises is a failure, the others still run
            check(t.__name__, False, f"{type(e).__name__}: {e}")
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
