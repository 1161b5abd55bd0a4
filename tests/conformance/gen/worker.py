"""Runs conformance cases in one PyTorch process and reports PyTorch's verdict on each.

Started by run.py (never by hand): reads a JSON list of case specs from argv[1], writes the
dumps under the output folder and one JSON result per line to argv[2]. The working
directory is tests/conformance, so programs load as `programs/<id>.py` and the `# File:`
comments PyTorch prints name that stable relative path.
"""
import contextlib
import importlib.util
import json
import os
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


class CaseTimeout(Exception):
    pass


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


def load_program(pid):
    """Import programs/<pid>.py once per process (custom ops register once)."""
    if pid in _LOADED:
        return _LOADED[pid]
    name = "conformance_programs." + pid
    path = os.path.abspath(os.path.join("programs", pid + ".py"))
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
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
        has_graph = any(k in log for k in ('{"dynamo_output_graph"', '{"aot_'))
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


def qualname(e):
    t = type(e)
    mod = t.__module__
    return t.__qualname__ if mod == "builtins" else f"{mod}.{t.__qualname__}"


def run_case(spec, out_root):
    pid, grad, cap = spec["program"], spec["grad"], spec["capture"]
    out_dir = os.path.join(out_root, "cases", spec["dir"])
    os.makedirs(out_dir, exist_ok=True)
    out_base = os.path.join(out_dir, f"{grad}.{cap}")
    res = {"case": spec["case"]}
    fresh_state()
    signal.alarm(CASE_TIMEOUT_S)
    try:
        if cap.startswith("surgery_"):
            r = surgery.run(spec, out_base, grad_ctx, load_program)
            res.update(r)
        else:
            mod = load_program(pid)
            if getattr(mod, "NOT_APPLICABLE", None):
                # a HOP this release does not have (programs_214.py): no verdict to record
                res.update(excluded="not applicable: " + mod.NOT_APPLICABLE)
            else:
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


def main():
    specs = json.load(open(sys.argv[1]))
    out_root = os.path.abspath(sys.argv[2])
    results_path = sys.argv[3]
    signal.signal(signal.SIGALRM, _alarm)
    os.makedirs(SCRATCH, exist_ok=True)
    with open(results_path, "a") as rf:
        for spec in specs:
            r = run_case(spec, out_root)
            rf.write(json.dumps(r) + "\n")
            rf.flush()


if __name__ == "__main__":
    main()
