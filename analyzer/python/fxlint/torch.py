"""fxlint for PyTorch objects: GraphModules and ExportedPrograms checked in process.

Each object is printed as PyTorch prints it (``gm.print_readable(include_stride=True,
include_device=True)``, ``str(ep)``), the text is checked by fxlint's C library, and each finding
is mapped back to the ``torch.fx.Node`` it is on (``finding.node``) and the (sub)module whose
graph holds it (``finding.module``).

PyTorch is imported only when one of these functions is called on a PyTorch object; importing
``fxlint.torch`` does not import torch.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Dict, Optional, Tuple, TypeVar, overload

from . import Codes, Finding, Findings, GraphError, Grad, PathLike, check_text

__all__ = ["check_graph_module", "check_exported_program", "check", "assert_valid", "checked_pass"]

F = TypeVar("F", bound=Callable[..., Any])


def _is_exported_program(obj: Any) -> bool:
    cls = type(obj)
    return cls.__name__ == "ExportedProgram" and cls.__module__.startswith("torch.export")


def _is_graph_module(obj: Any) -> bool:
    import sys

    fx = sys.modules.get("torch.fx")
    return fx is not None and isinstance(obj, fx.GraphModule)


def _grad_of(gm: Any) -> Optional[str]:
    """The grad mode the graph was traced under, where the object shows it: values made under
    torch.inference_mode() are inference tensors (every one of them: the first says it), and a
    value that requires grad was made with grad enabled. None where it does not show (then the
    dump, or fxlint's default, decides)."""
    import torch

    tensor = torch.Tensor
    first = True
    for mod in gm.modules():
        graph = getattr(mod, "graph", None)
        if not isinstance(graph, torch.fx.Graph):
            continue
        for node in graph.nodes:
            if node.op != "call_function":
                continue
            meta = node.meta
            val = meta.get("val")
            if val is None:
                val = meta.get("example_value")
            if not isinstance(val, tensor):
                continue
            if first:
                first = False
                try:
                    if val.is_inference():
                        return "inference"
                except (AttributeError, RuntimeError):
                    pass
            if val.requires_grad:
                return "enabled"
    return None


def _label(obj: Any) -> str:
    return "<ExportedProgram>" if _is_exported_program(obj) else "<GraphModule>"


def _attach(findings: Findings, root: Any) -> Findings:
    """Sets each finding's module (by the submodule path of its graph_path: the root class,
    then attribute names) and node (by the name the dump prints, which is node.name)."""
    if not findings:
        return findings
    graphs: Dict[str, Dict[str, Any]] = {}
    out = Findings()
    for key, value in findings.__dict__.items():
        setattr(out, key, value)
    import dataclasses

    for f in findings:
        path, name = f.module_path, f.node_name
        module = node = None
        if path is not None:
            try:
                module = root.get_submodule(path) if path else root
            except AttributeError:
                module = None
        if module is not None and path is not None and name is not None:
            if path not in graphs:
                graph = getattr(module, "graph", None)
                graphs[path] = {n.name: n for n in graph.nodes} if graph is not None else {}
            node = graphs[path].get(name)
        out.append(dataclasses.replace(f, node=node, module=module) if module is not None else f)
    return out


def _options(obj: Any, filename: Optional[PathLike], config: Optional[PathLike],
             options: Dict[str, Any]) -> Dict[str, Any]:
    """Names the text after the object when no file name is given (then no config file is
    looked for, only `config` when given)."""
    if filename is None:
        options.setdefault("isolated", config is None)
        filename = _label(obj)
    options["filename"] = filename
    options["config"] = config
    return options


def check_graph_module(
    gm: Any,
    *,
    target: Optional[str] = None,
    grad: Grad = None,
    capture: Optional[str] = None,
    select: Codes = None,
    ignore: Codes = None,
    filename: Optional[PathLike] = None,
    config: Optional[PathLike] = None,
    **options: Any,
) -> Findings:
    """Checks a ``torch.fx.GraphModule`` as ``print_readable(include_stride=True,
    include_device=True)`` prints it. Each finding's ``node`` is the node it is on and
    ``module`` the GraphModule (the root or a HOP's subgraph) whose graph holds it.

    ``grad`` defaults to what the graph's values show (inference tensors: ``inference``; a value
    that requires grad: ``enabled``), ``capture`` to what the dump shows; both can be given.
    Other options are ``fxlint.check_text``'s. Without ``filename`` the text is named
    ``<GraphModule>`` and no config file is read (only ``config``, when given)."""
    text = gm.print_readable(print_output=False, include_stride=True, include_device=True)
    if grad is None:
        grad = _grad_of(gm)
    found = check_text(text, target=target, grad=grad, capture=capture, select=select, ignore=ignore,
                       **_options(gm, filename, config, options))
    return _attach(found, gm)


def check_exported_program(
    ep: Any,
    *,
    target: Optional[str] = None,
    grad: Grad = None,
    capture: Optional[str] = "export",
    select: Codes = None,
    ignore: Codes = None,
    filename: Optional[PathLike] = None,
    config: Optional[PathLike] = None,
    **options: Any,
) -> Findings:
    """Checks a ``torch.export.ExportedProgram`` as ``str(ep)`` prints it (its graph module, the
    graph signature, range constraints), captured by torch.export unless ``capture`` says
    otherwise. Findings are mapped to the nodes of ``ep.graph_module``. Options as for
    ``check_graph_module``."""
    text = str(ep)
    if grad is None:
        grad = _grad_of(ep.graph_module)
    found = check_text(text, target=target, grad=grad, capture=capture, select=select, ignore=ignore,
                       **_options(ep, filename, config, options))
    return _attach(found, ep.graph_module)


def check(obj: Any, **options: Any) -> Findings:
    """``check_exported_program`` for an ExportedProgram, ``check_graph_module`` for a GraphModule."""
    if _is_exported_program(obj):
        return check_exported_program(obj, **options)
    if _is_graph_module(obj):
        return check_graph_module(obj, **options)
    raise TypeError(f"fxlint.torch checks a torch.fx.GraphModule or a torch.export.ExportedProgram, not "
                    f"{type(obj).__module__}.{type(obj).__qualname__}")


_SEVERITY = {"info": 0, "warning": 1, "error": 2}


def _where(f: Finding) -> str:
    if f.node is None:
        return ""
    module = f.module_path or "the root module"
    return f"  node: {f.node.name} ({f.node.op} {f.node.target}) in {module}\n"


def _graph_error(findings: Findings, what: str, fail_on: str, pass_name: Optional[str]) -> Optional[GraphError]:
    floor = _SEVERITY[fail_on]
    bad = [f for f in findings if _SEVERITY.get(f.severity, 0) >= floor]
    if not bad:
        return None
    counts: Dict[str, int] = {}
    for f in bad:
        counts[f.severity] = counts.get(f.severity, 0) + 1
    said = ", ".join(f"{n} {sev}{'' if n == 1 else 's'}" for sev, n in sorted(counts.items(), key=lambda kv: -_SEVERITY[kv[0]]))
    body = "".join(f.text + _where(f) for f in bad)
    return GraphError(f"fxlint: {said} in {what}:\n{body}", bad, pass_name)


def assert_valid(obj: Any, *, fail_on: str = "error", **options: Any) -> Findings:
    """Checks a GraphModule or an ExportedProgram (options as for ``check_graph_module``) and
    raises ``fxlint.GraphError`` with every finding at or above ``fail_on`` ("error" by default,
    "warning", "info"), each with the node it is on. Returns the findings otherwise."""
    if fail_on not in _SEVERITY:
        raise ValueError(f"fail_on: 'error', 'warning' or 'info', not {fail_on!r}")
    findings = check(obj, **options)
    err = _graph_error(findings, "the ExportedProgram" if _is_exported_program(obj) else "the GraphModule",
                       fail_on, None)
    if err is not None:
        raise err
    return findings


def _checked_object(result: Any, args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Any:
    """What a pass changed: the GraphModule or ExportedProgram it returned (or a PassResult's
    graph_module), else the one it was given (a pass that works in place)."""
    for candidate in (result, getattr(result, "graph_module", None)):
        if candidate is not None and (_is_graph_module(candidate) or _is_exported_program(candidate)):
            return candidate
    for arg in list(args) + list(kwargs.values()):
        if _is_graph_module(arg) or _is_exported_program(arg):
            return arg
    return None


def _wrap(fn: Callable[..., Any], name: str, fail_on: str, options: Dict[str, Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def run_pass(*args: Any, **kwargs: Any) -> Any:
        result = fn(*args, **kwargs)
        obj = _checked_object(result, args, kwargs)
        if obj is None:
            raise TypeError(f"fxlint.torch.checked_pass: FX pass {name!r} neither took nor returned a GraphModule or "
                            "ExportedProgram")
        err = _graph_error(check(obj, **options), f"the graph after FX pass {name!r}", fail_on, name)
        if err is not None:
            raise err
        return result

    return run_pass


@overload
def checked_pass(fn: F) -> F: ...
@overload
def checked_pass(*, fail_on: str = "error", **options: Any) -> Callable[[F], F]: ...
def checked_pass(fn: Optional[Any] = None, *, fail_on: str = "error", **options: Any) -> Any:
    """A decorator for FX passes: after the pass runs, the graph it changed (the GraphModule or
    ExportedProgram it returns, a PassResult's graph_module, or the one it was given, changed in
    place) is checked, and ``fxlint.GraphError`` naming the pass is raised with every finding at
    or above ``fail_on`` ("error" by default). Works on functions, methods and
    ``torch.fx.passes.infra.pass_base.PassBase`` subclasses. Options as for ``check_graph_module``::

        @fxlint.torch.checked_pass
        def fuse_adds(gm: torch.fx.GraphModule) -> torch.fx.GraphModule: ...

        @fxlint.torch.checked_pass(target="2.9", ignore=["FX4"])
        def my_pass(gm): ...
    """
    if fail_on not in _SEVERITY:
        raise ValueError(f"fail_on: 'error', 'warning' or 'info', not {fail_on!r}")

    def decorate(target: Any) -> Any:
        if isinstance(target, type):
            call = target.__call__
            name = f"{target.__module__}.{target.__qualname__}"
            target.__call__ = _wrap(call, name, fail_on, options)  # type: ignore[method-assign]
            return target
        name = f"{getattr(target, '__module__', '?')}.{getattr(target, '__qualname__', repr(target))}"
        return _wrap(target, name, fail_on, options)

    return decorate(fn) if fn is not None else decorate
