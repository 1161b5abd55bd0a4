"""Runs conformance cases in one PyTorch process and reports PyTorch's verdict on each.

Started by run.py (never by hand): reads a JSON list of specs from argv[1] (a program case, or
a graph-surgery group: one surgery under one grad mode, see surgery.py), writes the dumps
under <output folder>/cases/<release>/ and one JSON line per case (and one `columns` line
per surgery group) to argv[3]. The working directory is tests/conformance, so programs load
as `programs/<id>.py` and the `# File:` comments PyTorch prints name that stable relative path.

A program that uses an API the installed release lacks (an import that fails, a
`torch.ops.higher_order.X` that is not registered, a name in its `requires`) is excluded with
"not in this release: ...", never run.
"""
import contextlib
import importlib
import importlib.util
import itertools
import json
import os
import pkgutil
import re
import signal
import sys
import traceback
import warnings

SCRATCH = os.environ["CONFORMANCE_SCRATCH"]
os.environ["TORCH_TRACE"] = os.path.join(SCRATCH, "trace-unused")
warnings.filterwarnings("ignore")

import torch  # noqa: E402
import torch._dynamo  # noqa: E402
import torch._logging._internal as log_internal  # noqa: E402
import torch._logging.structured as log_structured  # noqa: E402
from torch.fx.experimental.proxy_tensor import make_fx  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
import normalize  # noqa: E402
import surgery  # noqa: E402

CASE_TIMEOUT_S = int(os.environ.get("CONFORMANCE_CASE_TIMEOUT", "90"))
RELEASE = ".".join(torch.__version__.split("+")[0].split(".")[:2])


class CaseTimeout(Exception):
    pass


class NotInRelease(Exception):
    """The program needs an API this release does not have: excluded, not a verdict."""


def timed(fn):
    """Run fn() with the case timeout (CaseTimeout when it runs out)."""
    signal.alarm(CASE_TIMEOUT_S)
    try:
        return fn()
    finally:
        signal.alarm(0)


_HOPS_IMPORTED = []


def _registered_hops():
    """The HOPs this release registers (every torch._higher_order_ops module imported)."""
    if not _HOPS_IMPORTED:
        import torch._higher_order_ops as H
        for m in pkgutil.iter_modules(H.__path__):
            try:
                importlib.import_module("torch._higher_order_ops." + m.name)
            except Exception:  # noqa: BLE001 - hops.py records these
                pass
        _HOPS_IMPORTED.append(True)
    from torch._ops import _higher_order_ops
    return _higher_order_ops


def _resolves(dotted):
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        try:
            for p in parts[i:]:
                obj = getattr(obj, p)
            return True
        except AttributeError:
            return False
    return False


def missing_apis(src, requires=()):
    """What program source `src` calls that this release lacks."""
    missing = [r for r in requires if not _resolves(r)]
    used = sorted(set(re.findall(r"torch\.ops\.higher_order\.(\w+)", src)))
    if used:
        hops = _registered_hops()
        missing += [f"torch.ops.higher_order.{h}" for h in used if h not in hops]
    for m in sorted(set(re.findall(r"torch\._higher_order_ops\.(\w+)", src))):
        if importlib.util.find_spec(f"torch._higher_order_ops.{m}") is None:
            missing.append(f"torch._higher_order_ops.{m}")
    return missing


def _alarm(signum, frame):
    raise CaseTimeout()


def trace_to(folder):
    """Point the TORCH_TRACE handler at a fresh folder; interned strings start again."""
    h = log_internal.LOG_TRACE_HANDLER
    if h is None:
        return
    if h.stream is not None:
        h.close()
        h.stream = None
    h.root_dir = folder
    h._closed = False
    log_structured.INTERN_TABLE.clear()
    if h not in log_internal.trace_log.handlers:
        log_internal.trace_log.addHandler(h)


def trace_collect(folder):
    h = log_internal.LOG_TRACE_HANDLER
    if h is not None and h.stream is not None:
        h.flush()
        h.close()
        h.stream = None
    raw = ""
    if os.path.isdir(folder):
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name)) as f:
                raw += f.read()
            os.unlink(os.path.join(folder, name))
    return raw


def grad_ctx(grad):
    if grad == "enabled":
        return torch.enable_grad()
    if grad == "no_grad":
        return torch.no_grad()
    if grad == "inference":
        return torch.inference_mode()
    raise ValueError(grad)


_LOADED = {}


def load_program(pid, requires=()):
    """Import programs/<pid>.py once per process (custom ops register once); NotInRelease when
    it needs what this release lacks."""
    if pid in _LOADED:
        if isinstance(_LOADED[pid], NotInRelease):
            raise _LOADED[pid]
        return _LOADED[pid]
    name = "conformance_programs." + pid
    path = os.path.abspath(os.path.join("programs", pid + ".py"))
    with open(path) as f:
        missing = missing_apis(f.read(), requires)
    if missing:
        _LOADED[pid] = NotInRelease(", ".join(missing))
        raise _LOADED[pid]
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    except (ImportError, AttributeError) as e:
        _LOADED[pid] = NotInRelease(f"{qualname(e)}: {normalize.text(str(e))}")
        raise _LOADED[pid] from None
    _LOADED[pid] = mod
    return mod


@contextlib.contextmanager
def program_config(mod):
    """Apply the program's CONFIG (torch._dynamo.config settings) for one case."""
    cfg = getattr(mod, "CONFIG", {})
    icfg = getattr(mod, "INDUCTOR_CONFIG", {})
    with contextlib.ExitStack() as st:
        if cfg:
            st.enter_context(torch._dynamo.config.patch(**cfg))
        if icfg:
            import torch._inductor.config
            st.enter_context(torch._inductor.config.patch(**icfg))
        yield


def fresh_state():
    torch._dynamo.reset()
    # Dynamo caches a code object's cleaned instructions by the code object, and CPython's
    # code objects compare equal across files (co_filename is not compared): without this, a
    # nested function byte-identical to one of an earlier program in the same process is
    # printed with that program's file name (`# File: ...cond_pred_bool0d.py` in
    # cond_pred_float0d's log), so what a case prints would depend on its batch
    from torch._dynamo import bytecode_transformation as bt
    cached = getattr(bt, "_cached_cleaned_instructions", None)
    if cached is not None and hasattr(cached, "cache_clear"):
        cached.cache_clear()
    # activation checkpointing numbers its graphs from a process-wide counter
    # (torch._higher_order_ops.wrap.uid), printed in AOT graphs as `# ac_graph_id: <n>`: start
    # it again, so that number does not depend on the cases before in the worker
    from torch._higher_order_ops import wrap
    if isinstance(getattr(wrap, "uid", None), itertools.count):
        wrap.uid = itertools.count(1)
    torch.manual_seed(0)


def capture(mod, grad, cap, out_base):
    """Run one capture path. Returns (files written, dump has a graph)."""
    m = mod.M()
    torch.manual_seed(0)
    args = mod.inputs()
    files = []
    if cap.startswith("compile_"):
        backend = cap[len("compile_"):]
        folder = os.path.join(SCRATCH, "trace-case")
        trace_to(folder)
        err = None
        try:
            with grad_ctx(grad):
                fn = torch.compile(m, backend=backend, fullgraph=True)
                fn(*args)
        except BaseException as e:  # noqa: B036 - re-raised below
            err = e
        raw = trace_collect(folder)
        trace_to(os.path.join(SCRATCH, "trace-unused"))
        log = normalize.trace_log(raw)
        path = out_base + ".log"
        with open(path, "w") as f:
            f.write(log)
        files.append(path)
        has_graph = normalize.log_has_graph(log)
        if err is not None:
            raise CapturedError(err, files, has_graph)
        return files, has_graph
    if cap in ("export", "export_strict", "export_decomp"):
        with grad_ctx(grad):
            ep = torch.export.export(m, args, strict=(cap == "export_strict"))
            if cap == "export_decomp":
                # the inference IR: functionalized (auto_functionalized, with_effects)
                ep = ep.run_decompositions()
        path = out_base + ".txt"
        with open(path, "w") as f:
            f.write(normalize.text(str(ep)))
        return [path], True
    if cap in ("make_fx", "make_fx_pre_dispatch"):
        with grad_ctx(grad):
            # module buffers and parameters stay real tensors: allow them as constants
            gm = make_fx(m, tracing_mode="fake", pre_dispatch=(cap == "make_fx_pre_dispatch"),
                         record_stack_traces=True, _allow_non_fake_inputs=True)(*args)
        path = out_base + ".py"
        with open(path, "w") as f:
            f.write(normalize.text(gm.print_readable(print_output=False)))
        return [path], True
    raise ValueError(cap)


class CapturedError(Exception):
    def __init__(self, inner, files, has_graph):
        self.inner, self.files, self.has_graph = inner, files, has_graph


def _caused_by_timeout(e):
    seen = 0
    while e is not None and seen < 20:
        if isinstance(e, CaseTimeout):
            return True
        e = e.__cause__ or e.__context__
        seen += 1
    return False


caused_by_timeout = _caused_by_timeout


def qualname(e):
    t = type(e)
    mod = t.__module__
    return t.__qualname__ if mod == "builtins" else f"{mod}.{t.__qualname__}"


def run_group(spec, out_root):
    """One graph-surgery group: a result per replay case, and the columns row."""
    out_dir = os.path.join(out_root, "cases", RELEASE, spec["dir"])
    os.makedirs(out_dir, exist_ok=True)
    try:
        results, row = surgery.run_group(spec, out_dir, sys.modules[__name__])
    except NotInRelease as e:
        results, row = {p: dict(excluded=f"not in this release: {e}") for p in spec["cases"]}, None
    except CaseTimeout:
        results, row = {p: dict(excluded="timeout") for p in spec["cases"]}, None
    except Exception as e:  # noqa: BLE001 - the base program failed: no case, the reason kept
        why = f"surgery base failed: {qualname(e)}: {normalize.error_key(normalize.error_message(e))}"
        results, row = {p: dict(excluded=why) for p in spec["cases"]}, None
    signal.alarm(0)
    out = []
    for path, cid in spec["cases"].items():
        r = dict(results.get(path) or dict(excluded="not run"), case=cid)
        r["files"] = [os.path.relpath(p, out_root) for p in r.get("files", [])]
        out.append(r)
    if row is not None:
        row["files"] = [os.path.relpath(p, out_root) for p in row["files"]]
        out.append({"columns": row})
    return out


def run_case(spec, out_root):
    pid, grad, cap = spec["program"], spec["grad"], spec["capture"]
    out_dir = os.path.join(out_root, "cases", RELEASE, spec["dir"])
    os.makedirs(out_dir, exist_ok=True)
    out_base = os.path.join(out_dir, f"{grad}.{cap}")
    res = {"case": spec["case"]}
    fresh_state()
    try:
        mod = load_program(pid, spec.get("requires", ()))
    except NotInRelease as e:
        res.update(excluded=f"not in this release: {e}")
        return res
    if getattr(mod, "NOT_APPLICABLE", None):
        # a HOP this release does not have (programs_214.py): no verdict to record
        res.update(excluded="not in this release: " + mod.NOT_APPLICABLE)
        return res
    signal.alarm(CASE_TIMEOUT_S)
    try:
        with program_config(mod):
            files, has_graph = capture(mod, grad, cap, out_base)
        res.update(accepted=True, error_type=None, error=None, files=files,
                   dump_has_graph=has_graph)
    except CaseTimeout:
        res.update(excluded="timeout")
    except CapturedError as ce:
        e = ce.inner
        if _caused_by_timeout(e):
            res.update(excluded="timeout")
        else:
            res.update(accepted=False, error_type=qualname(e), error=normalize.error_message(e),
                       files=ce.files, dump_has_graph=ce.has_graph)
    except Exception as e:  # PyTorch's verdict
        if _caused_by_timeout(e):
            res.update(excluded="timeout")
        else:
            res.update(accepted=False, error_type=qualname(e), error=normalize.error_message(e),
                       files=[], dump_has_graph=False)
    finally:
        signal.alarm(0)
    res["files"] = [os.path.relpath(p, out_root) for p in res.get("files", [])]
    return res


def leaked_state():
    """What the last case left behind in this process that would change what later cases see:
    a non-empty list means the worker must stop (run.py runs the rest in a fresh one). A
    functorch transform that raised while tracing (cfc_grad's torch.func.grad under strict
    export) leaves its interpreter on functorch's stack, and every later case then runs inside
    it (out_dtype_mm rejected with `KeyError: <TransformType.Grad: 2>`)."""
    left = []
    if torch._C._functorch.peek_interpreter_stack() is not None:
        left.append("functorch's interpreter stack is not empty")
    if not torch.is_grad_enabled():
        left.append("grad mode left disabled")
    if torch.is_inference_mode_enabled():
        left.append("inference mode left enabled")
    if torch._C._len_torch_dispatch_stack():
        left.append("a TorchDispatchMode left on the dispatch mode stack")
    if torch._C._len_torch_function_stack():
        left.append("a TorchFunctionMode left on the torch function mode stack")
    if torch.is_autocast_enabled():
        left.append("autocast left enabled")
    from torch._guards import TracingContext
    if TracingContext.try_get() is not None:
        left.append("a TracingContext left installed")
    return left


def main():
    specs = json.load(open(sys.argv[1]))
    out_root = os.path.abspath(sys.argv[2])
    results_path = sys.argv[3]
    signal.signal(signal.SIGALRM, _alarm)
    os.makedirs(SCRATCH, exist_ok=True)
    with open(results_path, "a") as rf:
        for spec in specs:
            if "cases" in spec:
                for r in run_group(spec, out_root):
                    rf.write(json.dumps(r) + "\n")
            else:
                rf.write(json.dumps(run_case(spec, out_root)) + "\n")
            left = leaked_state()
            if left:
                # what ran is recorded (it started clean); the rest needs a clean process
                rf.write(json.dumps({"stop": "; ".join(left), "after": spec.get("case") or
                                     f"{spec['surgery']}.{spec['grad']}"}) + "\n")
                rf.flush()
                break
            rf.flush()


if __name__ == "__main__":
    main()
