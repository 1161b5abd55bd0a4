"""The README's Python examples run as they are: each ```python block of README.md is a doctest
(its `>>>` lines run from the repository root, their output compared, `...` matching any text).
Blocks that import torch are skipped, with a message, where torch is not installed."""

import doctest
import os
import re

import pytest

REPO = os.environ.get("FXLINT_REPO", os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..")))


def blocks():
    with open(os.path.join(REPO, "README.md")) as f:
        text = f.read()
    found = []
    for m in re.finditer(r"^```python\n(.*?)^```$", text, re.S | re.M):
        if ">>> " not in m.group(1):
            continue  # not an example to run (a snippet of a dump)
        line = text.count("\n", 0, m.start()) + 2
        found.append(pytest.param(m.group(1), line, id=f"README.md:{line}"))
    return found


def test_the_readme_has_examples():
    assert len(blocks()) >= 2


@pytest.mark.parametrize("code, line", blocks())
def test_readme_example(code, line, monkeypatch):
    if re.search(r"^>>> import .*\btorch\b", code, re.M):
        pytest.importorskip("torch", reason="torch is not installed in this venv (the example uses it)")
    monkeypatch.chdir(REPO)
    test = doctest.DocTestParser().get_doctest(code, {}, f"README.md:{line}", os.path.join(REPO, "README.md"), line - 1)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    report = []
    runner.run(test, out=report.append)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, "".join(report)
