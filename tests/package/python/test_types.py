"""The package is typed: it ships py.typed and the extension's stubs, mypy --strict accepts the
installed package, and a user's code is checked against its types (a wrong call is an error)."""

import os
import subprocess
import sys

import pytest

import fxlint

pytest.importorskip("mypy", reason="mypy is not installed in this venv (tests/package/run installs it)")

PKG = os.path.dirname(fxlint.__file__)

USER = '''
import fxlint
import fxlint.torch

found: fxlint.Findings = fxlint.check_text("x", filename="d.py", target="2.9", grad=False, select=["FX1"])
first: fxlint.Finding = found[0]
line: int = first.line
origin: "fxlint.Origin | None" = first.origin
notes: "tuple[fxlint.Note, ...]" = first.notes
end: "tuple[int, int]" = first.end
failed: bool = found.failed
rules: "list[tuple[str, str, str]]" = fxlint.rules()


@fxlint.torch.checked_pass
def my_pass(gm: object) -> object:
    return gm


@fxlint.torch.checked_pass(target="2.9")
def other_pass(gm: object) -> object:
    return gm
'''

WRONG = '''
import fxlint
fxlint.check_text("x", filename="d.py", targte="2.9")
n: str = fxlint.check_text("x")[0].line
'''


def mypy(*args, cwd):
    # torch itself is not what is checked here (fxlint.torch takes its objects as Any), and
    # analysing it takes a minute
    with open(os.path.join(cwd, "mypy.ini"), "w") as f:
        f.write("[mypy]\nstrict = True\n[mypy-torch.*]\nfollow_imports = skip\nignore_missing_imports = True\n")
    return subprocess.run([sys.executable, "-m", "mypy", "--config-file", "mypy.ini", "--no-incremental", *args],
                          cwd=cwd, capture_output=True, text=True)


def test_the_package_ships_its_types():
    assert os.path.isfile(os.path.join(PKG, "py.typed"))
    assert os.path.isfile(os.path.join(PKG, "_fxlint.pyi"))


def test_mypy_strict_accepts_the_package(tmp_path):
    out = mypy("-p", "fxlint", cwd=str(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr


def test_user_code_is_checked_against_the_types(tmp_path):
    (tmp_path / "user.py").write_text(USER)
    out = mypy("user.py", cwd=str(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    (tmp_path / "wrong.py").write_text(WRONG)
    out = mypy("wrong.py", cwd=str(tmp_path))
    assert out.returncode == 1
    assert 'Unexpected keyword argument "targte"' in out.stdout
    assert 'Incompatible types in assignment (expression has type "int", variable has type "str")' in out.stdout
