"""What `pytest --fxlint` adds to a test that compiles a small transformer (transformers' GPT-2,
2 layers, random weights, built from a config: nothing downloaded) under aot_eager.

The plugin's work per test is: TORCH_TRACE pointed at the test's folder (and torch writing its
structured log there while the test compiles), then the log checked in process. It is measured
alternately in one process (the house way: against an anchor run alternately): each round runs
the test body once without and once with that work, torch._dynamo.reset() first so that each
compiles afresh, in CPU seconds of the process; what the plugin adds is the median of the
rounds' differences. The test's run time is taken where a user meets it, in a fresh `pytest`
process (its first compile pays torch's lazy imports), from its setup to its teardown; the
in-process rounds' own time, smaller, is printed beside as the harsher ratio. A real `pytest
--fxlint` run checks that the plugin is what was measured. Goal: at most 5 % of the test's run
time. Prints the figures; exits 1 when the goal is missed.
usage: python bench_pytest_fxlint.py [ROUNDS]   (torch, transformers, pytest and fxlint installed)"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import torch
from transformers import GPT2Config, GPT2LMHeadModel

import fxlint
from fxlint.pytest_plugin import _Trace

GOAL = 0.05

TEST = '''
import torch
from transformers import GPT2Config, GPT2LMHeadModel


def test_small_transformer_compiles():
    torch._dynamo.reset()
    torch.manual_seed(0)
    config = GPT2Config(n_layer=2, n_embd=64, n_head=2, vocab_size=1000, n_positions=64)
    model = GPT2LMHeadModel(config).eval()
    ids = torch.randint(0, 1000, (2, 16))
    out = torch.compile(model, backend="aot_eager")(input_ids=ids)
    assert out.logits.shape == (2, 16, 1000)
'''


def test_body():
    torch._dynamo.reset()
    torch.manual_seed(0)
    config = GPT2Config(n_layer=2, n_embd=64, n_head=2, vocab_size=1000, n_positions=64)
    model = GPT2LMHeadModel(config).eval()
    ids = torch.randint(0, 1000, (2, 16))
    out = torch.compile(model, backend="aot_eager")(input_ids=ids)
    assert out.logits.shape == (2, 16, 1000)


def with_plugin_work(base, i):
    """What FxlintSession does around a test: the trace pointed at its folder, the body, the
    log checked, the trace put back. Returns the log's bytes and findings."""
    folder = os.path.join(base, f"t{i}")
    os.makedirs(folder)
    trace = _Trace(folder)
    try:
        test_body()
        logs = trace.logs()
        found = [f for path in logs for f in fxlint.check_file(path)]
    finally:
        trace.restore()
    return sum(os.path.getsize(p) for p in logs), len(found)


def cpu(fn, *args):
    t = time.process_time()
    out = fn(*args)
    return time.process_time() - t, out


TIMER = '''
import os, time, pytest

@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    t = time.process_time()
    yield
    with open(os.environ["BENCH_TIMES"], "w") as f:
        f.write(str(time.process_time() - t))
'''


def pytest_run(folder, extra):
    """The test's CPU seconds, setup to teardown, in a fresh pytest process."""
    times = os.path.join(folder, "times")
    env = {k: v for k, v in os.environ.items() if k != "TORCH_TRACE"}
    env.update(BENCH_TIMES=times, PYTHONPATH=folder)
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "bench_timer", *extra,
                          "test_transformer.py"], cwd=folder, env=env, capture_output=True, text=True)
    if out.returncode != 0 or (extra and "== fxlint ==" not in out.stdout):
        sys.exit(f"pytest {' '.join(extra)} failed:\n{out.stdout[-3000:]}{out.stderr[-2000:]}")
    with open(times) as f:
        return float(f.read())


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    base = tempfile.mkdtemp(prefix="bench-pytest-fxlint-")
    try:
        test_body()  # the first compile in the process: lazy imports
        plain, fx = [], []
        size = nfound = 0
        for i in range(rounds):
            plain.append(cpu(test_body)[0])
            t, (size, nfound) = cpu(with_plugin_work, base, i)
            fx.append(t)
        with open(os.path.join(base, "test_transformer.py"), "w") as f:
            f.write(TEST)
        with open(os.path.join(base, "bench_timer.py"), "w") as f:
            f.write(TIMER)
        fresh = [pytest_run(base, []) for _ in range(3)]
        real_fx = pytest_run(base, ["--fxlint"])
    finally:
        shutil.rmtree(base, ignore_errors=True)
    added = statistics.median(b - a for a, b in zip(plain, fx))
    test = statistics.median(fresh)
    inproc = statistics.median(plain)
    print(f"pytest --fxlint: a test compiling GPT-2 (2 layers, random weights) under aot_eager, CPU seconds")
    print(f"  the test in a fresh pytest    {test:6.3f} s (median of {len(fresh)}); with --fxlint {real_fx:6.3f} s "
          "(one run)")
    print(f"  {rounds} rounds in one process: the test {inproc:6.3f} s median, with the plugin's work "
          f"{statistics.median(fx):6.3f} s (a {size / 1e3:.0f} KB TORCH_TRACE log, {nfound} findings)")
    print(f"  added by the plugin: {added * 1e3:+.0f} ms median of the rounds' differences = {added / test:+.1%} of the "
          f"test's run time (goal: at most {GOAL:.0%}); {added / inproc:+.1%} of a compile after the first")
    if added / test > GOAL:
        print("  MISSED")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
