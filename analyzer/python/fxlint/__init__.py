"""fxlint in process: check what PyTorch prints from Python, with the C library the wheel carries.

>>> import fxlint
>>> findings = fxlint.check_text(open("dump.py").read(), filename="dump.py")
>>> for f in findings:
...     print(f)          # as `fxlint check` prints it

``check_text`` and ``check_file`` take the options of ``fxlint check`` (``target``, ``grad``,
``capture``, ``select``, ``ignore``, ...), and read the config file the CLI would read for the
file name given (``pyproject.toml``'s ``[tool.fxlint]``, ``.fxlint.toml``, ``fxlint.toml``).
The check runs in this process, in C, with the GIL released: calls from several threads run at
once, each independent of the others. ``fxlint.torch`` checks GraphModules and ExportedPrograms;
``pytest --fxlint`` checks what each test compiled.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union

from . import _fxlint

__all__ = [
    "Finding",
    "Findings",
    "Note",
    "Origin",
    "FxlintError",
    "OptionError",
    "GraphError",
    "check_text",
    "check_file",
    "find_config",
    "rules",
    "__version__",
]

__version__: str = _fxlint.version

Codes = Union[str, Iterable[str], None]
Grad = Union[str, bool, None]
PathLike = Union[str, "os.PathLike[str]"]


class FxlintError(Exception):
    """Base class of fxlint's exceptions."""


class OptionError(FxlintError, ValueError):
    """An option or a config file fxlint cannot run under: what ``fxlint check`` exits 2 for."""


@dataclass(frozen=True)
class Note:
    """A related place: the HOP call that runs a subgraph, the input a branch writes, ..."""

    file: str
    line: int  #: 0 when the place has no line (a user file that is not there)
    column: int
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}" if self.line else self.file
        return f"note: {where}: {self.message}"


@dataclass(frozen=True)
class Origin:
    """The user's source line PyTorch printed with the node (``# File: model.py:12 in f, code: ...``)."""

    file: str
    line: int
    function: str
    code: str

    def __str__(self) -> str:
        s = f"{self.file}:{self.line}"
        if self.function:
            s += f" in {self.function}"
        if self.code:
            s += f": {self.code}"
        return s


@dataclass(frozen=True)
class Finding:
    """One finding, as ``fxlint check --format jsonl`` describes it.

    ``str(finding)`` is the finding as ``fxlint check`` prints it: the header line, the code
    frame, its notes and the user's origin line.
    """

    code: str  #: "FX101"
    name: str  #: "branch-input-mutation"
    severity: str  #: "error", "warning" or "info"
    message: str
    file: str  #: the file name (the ``filename`` given; "<string>" without one)
    line: int  #: 1-based
    column: int  #: 1-based, in bytes
    end: Tuple[int, int]  #: (line, column) where it ends, the column exclusive
    notes: Tuple[Note, ...]
    origin: Optional[Origin]  #: the user's source line, when PyTorch printed one
    graph_path: Optional[str] = None  #: "GraphModule.true_graph_0/add_": root class, submodule path, node
    compile_id: Optional[str] = None  #: a TORCH_TRACE or TORCH_LOGS finding's compile ("0/1")
    artifact: Optional[str] = None  #: and its artifact ("aot_joint_graph")
    compare: Optional[str] = None  #: with compare_target: "new", "gone" or "both"
    fingerprint: str = ""  #: what baselines match by; stable when the graph is printed again
    text: str = field(default="", repr=False, compare=False)
    #: fxlint.torch: the torch.fx.Node the finding is on, and the (sub)module whose graph holds it
    node: Any = field(default=None, repr=False, compare=False)
    module: Any = field(default=None, repr=False, compare=False)

    def __str__(self) -> str:
        return self.text[:-1] if self.text.endswith("\n") else self.text

    @property
    def module_path(self) -> Optional[str]:
        """The submodule the finding is in, as ``get_submodule`` takes it ("" for the root)."""
        if self.graph_path is None:
            return None
        mod = self.graph_path.split("/", 1)[0]
        return mod.split(".", 1)[1] if "." in mod else ""

    @property
    def node_name(self) -> Optional[str]:
        """The name of the node the finding is on, as the dump prints it."""
        if self.graph_path is None or "/" not in self.graph_path:
            return None
        return self.graph_path.split("/", 1)[1]


class Findings(List[Finding]):
    """The findings of one check (a list), and what the check saw."""

    graphs: int = 0  #: graphs checked
    not_a_dump: bool = False  #: the text held nothing PyTorch printed: nothing was checked
    excluded_by: Optional[str] = None  #: the config file's exclude pattern that skipped it
    config_file: Optional[str] = None  #: the config file whose settings applied
    suppressed: int = 0  #: findings hidden by suppression comments
    fail_on: str = "warning"  #: the fail-on in force ("error", "warning", "info", "never")
    failed: bool = False  #: a finding reaches fail-on: ``fxlint check`` would exit 1
    target: str = ""  #: the PyTorch release the rules judged by ("2.13")
    grad: str = ""  #: the grad mode assumed where the dump does not show it
    capture: str = ""  #: the capture path given ("auto": read from the dump)
    upgrade: Optional[str] = None  #: with compare_target: "upgrade 2.9 -> 2.13: ..." as the CLI says it

    @property
    def errors(self) -> List[Finding]:
        return [f for f in self if f.severity == "error"]

    def __str__(self) -> str:
        return "".join(f.text for f in self)


class GraphError(FxlintError, AssertionError):
    """A graph with errors (``fxlint.torch.assert_valid``, ``checked_pass``): every one is in
    ``findings``, and in the message with the node it is on."""

    def __init__(self, message: str, findings: List[Finding], pass_name: Optional[str] = None) -> None:
        super().__init__(message)
        self.findings = findings
        self.pass_name = pass_name


def _codes(value: Codes, what: str) -> Optional[str]:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    items = list(value)
    for item in items:
        if not isinstance(item, str):
            raise TypeError(f"{what}: rule codes are strings, not {type(item).__name__}")
    return ",".join(items)


def _grad(value: Grad) -> Optional[str]:
    if isinstance(value, bool):
        return "enabled" if value else "no-grad"
    return value


def _opt_path(value: Optional[PathLike]) -> Optional[str]:
    return None if value is None else os.fspath(value)


def _finding(t: Tuple[Any, ...]) -> Finding:
    (code, name, severity, message, file, line, col, end_line, end_col, notes, origin, graph_path, compile_id,
     artifact, compare, fingerprint, _graph, text) = t
    return Finding(
        code=code,
        name=name,
        severity=severity,
        message=message,
        file=file,
        line=line,
        column=col,
        end=(end_line, end_col),
        notes=tuple(Note(*n) for n in notes),
        origin=Origin(*origin) if origin is not None else None,
        graph_path=graph_path,
        compile_id=compile_id,
        artifact=artifact,
        compare=compare,
        fingerprint=fingerprint,
        text=text,
    )


def _run(data: bytes, is_path: bool, filename: Optional[PathLike], options: Dict[str, Any]) -> Findings:
    try:
        found, info = _fxlint.check(data, is_path, filename=_opt_path(filename), **options)
    except ValueError as e:
        raise OptionError(str(e)) from None
    out = Findings(_finding(t) for t in found)
    for key, value in info.items():
        setattr(out, key, value)
    return out


def _options(target: Optional[str], grad: Grad, capture: Optional[str], select: Codes, ignore: Codes,
             extend_select: Codes, compare_target: Optional[str], config: Optional[PathLike], isolated: bool,
             input_format: Optional[str], timeout: Optional[float], capture_dynamic_output_shape_ops: bool
             ) -> Dict[str, Any]:
    return dict(
        target=target,
        grad=_grad(grad),
        capture=capture,
        select=_codes(select, "select"),
        ignore=_codes(ignore, "ignore"),
        extend_select=_codes(extend_select, "extend_select"),
        compare_target=compare_target,
        config=_opt_path(config),
        isolated=isolated,
        input_format=input_format,
        timeout=-1.0 if timeout is None else float(timeout),
        capture_dynamic_output_shape_ops=capture_dynamic_output_shape_ops,
    )


def check_text(
    text: Union[str, bytes],
    *,
    filename: Optional[PathLike] = None,
    target: Optional[str] = None,
    grad: Grad = None,
    capture: Optional[str] = None,
    select: Codes = None,
    ignore: Codes = None,
    extend_select: Codes = None,
    compare_target: Optional[str] = None,
    config: Optional[PathLike] = None,
    isolated: bool = False,
    input_format: Optional[str] = None,
    timeout: Optional[float] = None,
    capture_dynamic_output_shape_ops: bool = False,
) -> Findings:
    """Checks a text PyTorch printed (print_readable, gm.code, FX IR, ``print(ep)``, a TORCH_TRACE
    or TORCH_LOGS log; bytes may be gzip) as ``fxlint check`` checks a file.

    ``filename`` is the name findings carry and where the config file is looked for (the nearest
    one upward from its folder); without it no config file is read, only ``config`` when given.
    ``isolated=True`` reads none. ``target`` ("2.9", "2.13.0+cpu", "newest"), ``grad``
    ("enabled", "no-grad", "inference", "auto", or a bool: ``torch.is_grad_enabled()``), ``capture``
    ("auto", "compile", "compile-eager", "export", "make-fx"), ``select``/``ignore``/
    ``extend_select`` (codes, names or prefixes: "FX101", "branch-input-mutation", "FX1", as a
    comma-separated string or a list), ``compare_target`` (an upgrade audit: each finding's
    ``compare`` is "new", "gone" or "both"), ``input_format`` and ``timeout`` (seconds; the
    CLI's ``--file-timeout``, default 60) mean what the command line's options mean, applied over
    the config file's settings. Raises ``OptionError`` where ``fxlint check`` would exit 2.
    """
    data = text.encode("utf-8", "surrogateescape") if isinstance(text, str) else bytes(text)
    return _run(data, False, filename,
                _options(target, grad, capture, select, ignore, extend_select, compare_target, config, isolated,
                         input_format, timeout, capture_dynamic_output_shape_ops))


def check_file(
    path: PathLike,
    *,
    target: Optional[str] = None,
    grad: Grad = None,
    capture: Optional[str] = None,
    select: Codes = None,
    ignore: Codes = None,
    extend_select: Codes = None,
    compare_target: Optional[str] = None,
    config: Optional[PathLike] = None,
    isolated: bool = False,
    input_format: Optional[str] = None,
    timeout: Optional[float] = None,
    capture_dynamic_output_shape_ops: bool = False,
) -> Findings:
    """Checks one file as ``fxlint check PATH`` does (streamed: a TORCH_TRACE log of any size,
    ``.gz`` inflated as it is read), its config file found from its folder. Options as for
    ``check_text``."""
    data = os.fsencode(os.fspath(path))
    return _run(data, True, None,
                _options(target, grad, capture, select, ignore, extend_select, compare_target, config, isolated,
                         input_format, timeout, capture_dynamic_output_shape_ops))


def find_config(path: PathLike) -> Optional[str]:
    """The config file ``fxlint check`` would read for a file in folder ``path`` (or for the file
    ``path``): the nearest ``.fxlint.toml``, ``fxlint.toml`` or ``pyproject.toml`` with
    ``[tool.fxlint]`` upward from it; None when there is none."""
    p = os.path.abspath(os.fspath(path))
    probe = os.path.join(p, "__fxlint_probe__") if os.path.isdir(p) else p
    return check_text(b"", filename=probe).config_file


def rules() -> List[Tuple[str, str, str]]:
    """Every rule, as ``fxlint rules`` lists them: (code, name, default severity)."""
    return [tuple(r) for r in _fxlint.rules()]  # type: ignore[misc]
