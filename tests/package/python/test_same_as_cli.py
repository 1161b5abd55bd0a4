"""The module's results are the CLI's: every sample and every conformance case (4,000 dumps of
every form PyTorch 2.13 printed), checked by `fxlint check` (the wheel's program) and by
fxlint.check_file and fxlint.check_text in process, under the default settings and under
another release, grad mode and capture path: the same findings, field by field, and the same
text. Needs no torch."""

import json
import os
import subprocess
import sys

import pytest

import fxlint

REPO = os.environ.get("FXLINT_REPO", os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..")))
ROOTS = ["samples", "tests/conformance/cases"]
SETTINGS = {
    "defaults": ({}, []),
    "2.9, no-grad, compile": (dict(target="2.9", grad="no-grad", capture="compile"),
                              ["--target", "2.9", "--grad", "no-grad", "--capture", "compile"]),
}


def walk(root):
    """The files `fxlint check ROOT` reads, as it walks (sorted, dot entries skipped)."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if not name.startswith(".") and name.endswith((".py", ".txt", ".log", ".log.gz")):
                out.append(os.path.join(dirpath, name))
    return out


def cli(args):
    exe = os.path.join(os.path.dirname(sys.executable), "fxlint")
    env = dict(os.environ, FXLINT_NO_CACHE="1")
    return subprocess.run([exe, "check", "--color", "never", "--no-progress", *args, *ROOTS], cwd=REPO, env=env,
                          capture_output=True, text=True)


def as_cli(f):
    """A Finding in the CLI's JSON shape."""
    return {
        "file": f.file, "line": f.line, "col": f.column, "end_line": f.end[0], "end_col": f.end[1],
        "severity": f.severity, "code": f.code, "name": f.name, "message": f.message,
        "origin": None if f.origin is None else {"file": f.origin.file, "line": f.origin.line,
                                                 "function": f.origin.function, "code": f.origin.code},
        "related": [{"file": n.file, "line": n.line, "col": n.column, "message": n.message} for n in f.notes],
        "compile_id": f.compile_id, "artifact": f.artifact, "graph_path": f.graph_path,
        "fingerprint": f.fingerprint,
    }


KEYS = ("file", "line", "col", "end_line", "end_col", "severity", "code", "name", "message", "origin", "related",
        "compile_id", "artifact", "graph_path", "fingerprint")


@pytest.fixture(scope="module")
def files():
    here = os.getcwd()
    os.chdir(REPO)
    try:
        found = [p for r in ROOTS for p in walk(r)]
    finally:
        os.chdir(here)
    assert len(found) > 4000, "the conformance cases are missing"
    return found


@pytest.mark.parametrize("setting", list(SETTINGS))
def test_same_findings_and_text_as_the_cli(files, setting, monkeypatch):
    kwargs, args = SETTINGS[setting]
    monkeypatch.chdir(REPO)
    doc = json.loads(cli(["--format", "json", *args]).stdout)
    want = {}
    for d in doc["diagnostics"]:
        want.setdefault(d["file"], []).append({k: d.get(k) for k in KEYS})
    text = cli(args).stdout
    assert doc["diagnostics"] and text
    by_file, by_text, differ = {}, {}, []
    for path in files:
        found = fxlint.check_file(path, **kwargs)
        by_file[path] = found
        with open(path, "rb") as fh:
            by_text[path] = fxlint.check_text(fh.read(), filename=path, **kwargs)
        expected = want.get(path, [])
        if [as_cli(f) for f in found] != expected or [as_cli(f) for f in by_text[path]] != expected:
            differ.append(path)
    assert differ == [], f"{len(differ)} files differ from the CLI, first: {differ[:5]}"
    assert set(want) <= set(files)
    ordered = sorted(files, key=os.fsencode)
    assert "".join(str(by_file[p]) for p in ordered) == text
    assert "".join(str(by_text[p]) for p in ordered) == text
    assert sum(len(v) for v in by_file.values()) == len(doc["diagnostics"]) > 500
