"""The pytest plugin with the real PyTorch 2.13.0: a small test file (cases/compiled.py) run by
pytest in a subprocess, without --fxlint (the plugin does nothing), with --fxlint (2.13 accepted
what it compiled: nothing to say), and with the upgrade audit's options, whose finding the plain
run does not show: --fxlint-target 2.7 fails the test whose nested_compile_region writes its
input, naming the test, the compile id and the user's source line, and errors at the teardown
that compiles the same; --fxlint-compare-target 2.7 marks it gone; --fxlint-fail-on never makes
it a warning. Skipped, with a message, where torch is not installed."""

import os
import re
import shutil
import subprocess
import sys

import pytest

pytest.importorskip("torch", reason="torch is not installed in this venv (tests/package/run installs 2.13.0)")

CASE = os.path.join(os.path.dirname(__file__), "cases", "compiled.py")
REGION_LINE = 11  # `x.add_(1)` in cases/compiled.py


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    d = tmp_path_factory.mktemp("plugin")
    shutil.copy(CASE, d / "test_compiled.py")
    with open(CASE) as f:
        assert f.read().splitlines()[REGION_LINE - 1].strip() == "x.add_(1)"
    return d


def pytest_run(project, *args):
    env = {k: v for k, v in os.environ.items() if k not in ("TORCH_TRACE", "PYTEST_ADDOPTS")}
    out = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:logging", "-rA", *args,
                          "test_compiled.py"], cwd=project, env=env, capture_output=True, text=True, timeout=600)
    return out.returncode, out.stdout + out.stderr


def test_without_fxlint_the_plugin_does_nothing(project):
    rc, out = pytest_run(project)
    assert rc == 0, out
    assert re.search(r"\b4 passed\b", out)
    assert "== fxlint ==" not in out and "TORCH_TRACE" not in out and "FX101" not in out


def test_fxlint_accepts_what_2_13_accepted(project):
    rc, out = pytest_run(project, "--fxlint")
    assert rc == 0, out
    assert re.search(r"\b4 passed\b", out)
    assert re.search(r"fxlint \(target 2\.\d+, fail-on warning\): ", out), out  # the newest release
    assert "3 of which compiled graphs" in out
    assert "fxlint: 0 errors, 0 warnings, 0 infos in 0 tests" in out
    assert "FX101" not in out


def test_fxlint_target_shows_what_an_older_release_rejects(project):
    rc, out = pytest_run(project, "--fxlint", "--fxlint-target", "2.7")
    assert rc == 1, out
    assert re.search(r"\b1 failed, 3 passed, (\d+ warnings?, )?1 error\b", out), out
    # the failure: the test, the compile id, the artifact, the rule and the user's line
    m = re.search(r"fxlint: 1 error in the graphs test_compiled.py::test_region_writes_its_input compiled "
                  r"\(target 2.7, fail-on warning\):\n(.*?)\n(?:=|_)", out, re.S)
    assert m, out
    block = m.group(1)
    assert re.search(r"^\S+/dedicated_log_torch_trace_\w+\.log:\d+:\d+ \[\d+/\d+\] dynamo_output_graph: error: "
                     r"torch\.ops\.higher_order\.invoke_subgraph subgraph '\w+' writes its input", block, re.M), block
    assert "[FX101 branch-input-mutation]" in block
    assert re.search(rf"origin: \S+/test_compiled\.py:{REGION_LINE} in region: x\.add_\(1\)", block), block
    # the fixture that compiled at teardown: an error there
    assert "ERROR at teardown of test_fixture_compiles_at_teardown" in out
    assert "in the graphs test_compiled.py::test_fixture_compiles_at_teardown compiled (while tearing down)" in out
    # the summary at the end
    assert re.search(r"test_compiled.py::test_region_writes_its_input: \[\d+/\d+\] error FX101 branch-input-mutation "
                     rf"<- \S+/test_compiled\.py:{REGION_LINE} in region: x\.add_\(1\)", out), out
    assert "fxlint: 2 errors, 0 warnings, 0 infos in 2 tests" in out
    assert "fxlint: TORCH_TRACE logs in " in out


def test_fxlint_compare_target_marks_what_the_upgrade_fixed(project):
    rc, out = pytest_run(project, "--fxlint-compare-target", "2.7")
    assert rc == 0, out
    assert re.search(r"\b4 passed\b", out)
    assert re.search(r"test_region_writes_its_input: \[\d+/\d+\] error FX101 branch-input-mutation "
                     r"\[upgrade: gone\]", out), out
    assert re.search(r"test_compiled.py::test_region_writes_its_input: upgrade 2.7 -> 2\.\d+: 0 graphs that 2.7 "
                     r"accepted are rejected by 2\.\d+; 1 rejected by 2.7 is accepted \(0 findings new, 1 gone, 0 in "
                     r"both\)", out), out
    assert "test_plain_compile: upgrade" not in out  # nothing to say there
    assert re.search(r"\b4 passed\b", out), out  # what the upgrade fixed fails nothing: warnings
    assert out.count("FxlintWarning: fxlint: ") == 2, out


def test_fxlint_fail_on_never_warns(project):
    rc, out = pytest_run(project, "--fxlint", "--fxlint-target", "2.7", "--fxlint-fail-on", "never")
    assert rc == 0, out
    assert re.search(r"\b4 passed, \d+ warnings\b", out), out
    assert out.count("FxlintWarning: fxlint: ") == 2, out
    assert re.search(rf"test_compiled\.py:{REGION_LINE}: FxlintWarning: fxlint: "
                     r"test_compiled.py::test_region_writes_its_input: \S+\.log:\d+:\d+ \[\d+/\d+\] "
                     r"dynamo_output_graph: error: ", out), out


def test_fxlint_capture_and_bad_options(project):
    rc, out = pytest_run(project, "--fxlint-capture", "export")
    assert rc == 0, out
    assert re.search(r"fxlint \(target 2\.\d+, capture export, fail-on warning\)", out), out
    rc, out = pytest_run(project, "--fxlint", "--fxlint-target", "1.13")
    assert rc == 4, out
    assert "--fxlint: bad target '1.13'" in out
