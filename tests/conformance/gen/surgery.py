"""Graph surgery: edit a HOP's subgraph in the printed graphs of an accepted program, print
each edited form, judge the edited program by the frontend replay, and record what the direct
re-trace and the downstream consumers say (see surgery_table.py for the table).

One group per (surgery, grad mode), run by worker.py:
  forms    the base program captured under the grad mode three ways, the same edit made on
           the HOP's subgraph in each, each printed (cases/<release>/<id>/<grad>.<suffix>):
             make_fx   make_fx(tracing_mode="fake"), print_readable          surgery.py
             aot       that graph as AOTAutograd prints it (strides, device)  surgery_aot.py
             export    torch.export.export(strict=False), print(ep)           surgery_ep.txt
             dynamo    torch.compile(fullgraph=True) with a recording
                       backend: Dynamo's graph, print_readable               surgery_dynamo.py
  replay   the edited make_fx graph's HOP calls rewritten into their frontends (replay.py),
           run through torch.compile (aot_eager, eager), torch.export (non-strict, strict) and
           make_fx: one case each (capture replay_*), whose dump is the form of its path;
  columns  data, never verdicts (columns.jsonl):
             retrace_utils      _check_alias_and_mutation(edited subgraph) (mutation, aliasing)
             retrace_make_fx    make_fx(edited make_fx graph)
             retrace_export     torch.export.export(edited make_fx graph)
             retrace_aot_eager  torch.compile(edited make_fx graph, backend="aot_eager")
             ep_run_decompositions, ep_compile_aot_eager (torch.compile(ep.module())),
             ep_export (torch.export.export(ep.module())), ep_eager (ep.module()(*args): does
             it overwrite the caller's inputs?) on the edited ExportedProgram;
             assoc_generic      associative_scan only: the replay with combine_mode='generic'
                                through torch.compile(aot_eager)
"""
import torch
from torch._higher_order_ops import utils as hop_utils
from torch.fx.experimental.proxy_tensor import make_fx

import edits
import normalize
import replay
import surgery_table
from surgery_table import TRACED_PATHS

NotApplicable = edits.NotApplicable

# which argument of a HOP node is which subgraph, and the name PyTorch's functionalization rule
# passes to _check_alias_and_mutation for it
ROLES = {
    "cond": {"true": (1, "cond_true"), "false": (2, "cond_false")},
    "while_loop": {"cond": (0, "cond_fn"), "body": (1, "body_fn")},
    "while_loop_stack_output": {"cond": (0, "cond_fn"), "body": (1, "body_fn")},
    "scan": {"combine": (0, "scan")},
    "map_impl": {"body": (0, "map")},
    "associative_scan": {"combine": (0, "associative_scan")},
    "invoke_subgraph": {"body": (0, "invoke_subgraph")},
    "hints_wrapper": {"body": (0, "hints_wrapper")},
    "strict_mode": {"body": (0, "strict_mode")},
    "flex_attention": {"score": (3, "flex_attention")},
}

# the 2.13 CPU frontend's refusal, before any tracing (2.14 dropped the device check)
# 2.13 adds " or XPU"; 2.9 ends at "CUDA" (under torch.compile the words are in Dynamo's
# "raised exception ValueError(...)" debug context)
ASSOC_CPU_REFUSAL = "For combine_mode='pointwise', all input tensors need to be on CUDA"


def _inputs(mod):
    torch.manual_seed(0)
    return mod.inputs()


def _hop_node(gm, hop, form):
    for n in gm.graph.nodes:
        if n.op == "call_function" and getattr(n.target, "__name__", None) == hop:
            return n
    raise NotApplicable(f"no {hop} node in the {form} graph of the base program")


def _edit_form(gm, s, form, vocab, meta_key):
    node = _hop_node(gm, s["hop_target"], form)
    idx, fname = ROLES[s["hop_target"]][s["role"]]
    sub_arg = node.args[idx]
    sub = getattr(gm, sub_arg.target)
    what = edits.apply_edit(sub, s["edit"], vocab)
    sub.graph.lint()
    sub.recompile()
    edits.propagate_meta(sub, meta_key)
    gm.recompile()
    return sub, fname, f"{sub_arg.target}: {what}"


def form_make_fx(mod, s, grad, ctx):
    args = _inputs(mod)
    with ctx.grad_ctx(grad):
        gm = make_fx(mod.M(), tracing_mode="fake", _allow_non_fake_inputs=True,
                     record_stack_traces=True)(*args)
    sub, fname, what = _edit_form(gm, s, "make_fx", "aten", "val")
    return gm, sub, fname, what


def form_export(mod, s, grad, ctx):
    args = _inputs(mod)
    with ctx.grad_ctx(grad):
        ep = torch.export.export(mod.M(), args, strict=False)
    _, _, what = _edit_form(ep.graph_module, s, "export", "aten", "val")
    return ep, what


def form_dynamo(mod, s, grad, ctx):
    got = []

    def record(gm, example_inputs):
        got.append(gm)
        return gm.forward

    args = _inputs(mod)
    with ctx.grad_ctx(grad):
        torch.compile(mod.M(), backend=record, fullgraph=True)(*args)
    if len(got) != 1:
        raise NotApplicable(f"Dynamo made {len(got)} graphs of the base program")
    gm = got[0]
    _, _, what = _edit_form(gm, s, "Dynamo", "torch", "example_value")
    return gm, what


def _write(path, first, body):
    with open(path, "w") as f:
        f.write(f"# surgery {first}\n")
        f.write(normalize.text(body))


def _verdict(ctx, fn):
    """Run fn under the step timeout: PyTorch's verdict as result fields."""
    try:
        ctx.timed(fn)
        return dict(accepted=True, error_type=None, error=None)
    except ctx.CaseTimeout:
        return dict(excluded="timeout")
    except Exception as e:  # noqa: BLE001 - PyTorch's verdict
        if ctx.caused_by_timeout(e):
            return dict(excluded="timeout")
        return dict(accepted=False, error_type=ctx.qualname(e), error=normalize.error_message(e))


def _plain_code_names(gm):
    """make_fx names the code of the GraphModules it makes after the function it traced
    (`<eval_with_key>.N from .../proxy_tensor.py:<line> in wrapped`): in a replay's TORCH_TRACE
    log that name would read as a compile started from inside make_fx's tracing. The replay is
    user code handed to the frontends: its modules get FX's plain `<eval_with_key>.N` name."""
    for m in gm.modules():
        if isinstance(m, torch.fx.GraphModule) and getattr(m.graph, "_co_fields", None):
            m.graph._co_fields = {}
            m.recompile()


def _traced_verdict(ctx, fn):
    """_verdict of a torch.compile replay run with TORCH_TRACE on, as worker.capture() runs a
    program's compile: (verdict, the normalised log, or None when nothing was logged)."""
    folder = ctx.SCRATCH + "/trace-case"
    ctx.trace_to(folder)
    try:
        r = _verdict(ctx, fn)
    finally:
        raw = ctx.trace_collect(folder)
        ctx.trace_to(ctx.SCRATCH + "/trace-unused")
    return r, (normalize.trace_log(raw, replay=True) if raw.strip() else None)


def _column(v):
    if "excluded" in v:
        return dict(skipped=v["excluded"])
    return dict(accepted=v["accepted"], error_type=v["error_type"],
                error_key=normalize.error_key(v["error"]))


def run_group(spec, out_dir, ctx):
    """One (surgery, grad): returns (results by capture, the columns row)."""
    s = surgery_table.BY_ID[spec["surgery"]]
    grad = spec["grad"]
    hop = s["hop_target"]
    mod = ctx.load_program(s["base"])
    base = f"{out_dir}/{grad}."
    results = {}
    files = {}
    edited = {}
    why_not = {}

    # the printed forms
    ctx.fresh_state()
    try:
        gm, sub, fname, what = ctx.timed(lambda: form_make_fx(mod, s, grad, ctx))
    except NotApplicable as e:
        reason = f"surgery not applicable: {e}"
        return {p: dict(excluded=reason) for p in replay.PATHS}, None
    edited["make_fx"] = edited["aot"] = what
    files["make_fx"] = base + "surgery.py"
    _write(files["make_fx"], f"{s['id']}: {what}", gm.print_readable(print_output=False))
    files["aot"] = base + "surgery_aot.py"
    _write(files["aot"], f"{s['id']}: {what}",
           gm.print_readable(print_output=False, include_stride=True, include_device=True))
    ep = None
    for form, build in (("export", form_export), ("dynamo", form_dynamo)):
        ctx.fresh_state()
        try:
            res, what_f = ctx.timed(lambda: build(mod, s, grad, ctx))
        except NotApplicable as e:
            why_not[form] = f"edit not applicable to the {form} form: {e}"
            continue
        except ctx.CaseTimeout:
            why_not[form] = f"timeout capturing the {form} form"
            continue
        except Exception as e:  # noqa: BLE001 - the base program itself failed on that path
            why_not[form] = (f"the base program is not captured by the {form} path under "
                             f"{grad}: {ctx.qualname(e)}: {normalize.error_key(normalize.error_message(e))}")
            continue
        edited[form] = what_f
        if form == "export":
            ep = res
            files["export"] = base + "surgery_ep.txt"
            _write(files["export"], f"{s['id']}: {what_f}", str(ep))
        else:
            files["dynamo"] = base + "surgery_dynamo.py"
            _write(files["dynamo"], f"{s['id']}: {what_f}", res.print_readable(print_output=False))

    # the frontend replay of the edited make_fx graph, one case per path
    _plain_code_names(gm)
    no_frontend = replay.NO_FRONTEND.get(hop)
    changed = replay.retarget(gm) if not no_frontend else []
    for path in replay.PATHS:
        form, _ = surgery_table.FORM_OF_PATH[path]
        if no_frontend:
            results[path] = dict(excluded=f"no frontend replay: {no_frontend}")
            continue
        if form not in files:
            results[path] = dict(excluded=why_not.get(form, f"no {form} form"))
            continue
        ctx.fresh_state()
        args = _inputs(mod)
        run = lambda: _in_grad(ctx, grad, lambda: replay.run_path(path, gm, args))  # noqa: E731
        log = None
        if path in TRACED_PATHS:
            r, log = _traced_verdict(ctx, run)
        else:
            r = _verdict(ctx, run)
        if (hop == "associative_scan" and not r.get("accepted", True)
                and ASSOC_CPU_REFUSAL in (r.get("error") or "")):
            r = dict(excluded="the CPU frontend refuses combine_mode='pointwise' before tracing "
                              f"({r['error_type']}: {ASSOC_CPU_REFUSAL}); combine_mode='generic' "
                              "makes no associative_scan HOP (column assoc_generic)")
        if "excluded" not in r:
            if log is not None and normalize.log_has_graph(log):
                # the replay's own TORCH_TRACE log: it shows which backend ran (and, for a
                # rejection after Dynamo's graph, the failure) as the printed form cannot
                dump = f"{base}{path}.log"
                with open(dump, "w") as f:
                    f.write(log)
                r.update(files=[dump], form="log")
            else:
                # Dynamo refused while speculating (both backends reject): the printed form
                r.update(files=[files[form]], form=form)
            r.update(dump_has_graph=True, oracle="frontend_replay",
                     oracle_detail=edited["make_fx"] if r["form"] == "log" else edited[form])
        results[path] = r
    replay.restore(gm, changed)

    # columns: the direct re-trace and the consumers of the edited ExportedProgram
    col = {}
    if s["utils"]:
        phs = [n for n in sub.graph.nodes if n.op == "placeholder"]
        col["retrace_utils"] = _column(_verdict(ctx, lambda: hop_utils._check_alias_and_mutation(
            sub, [edits.val(n) for n in phs], fname, False)))
    for name, fn in (("retrace_make_fx", lambda a: make_fx(gm, tracing_mode="fake",
                                                           _allow_non_fake_inputs=True)(*a)),
                     ("retrace_export", lambda a: torch.export.export(gm, tuple(a), strict=False)),
                     ("retrace_aot_eager", lambda a: torch.compile(gm, backend="aot_eager",
                                                                   fullgraph=True)(*a))):
        ctx.fresh_state()
        args = _inputs(mod)
        col[name] = _column(_verdict(ctx, lambda: _in_grad(ctx, grad, lambda: fn(args))))
    if ep is not None:
        for name, fn in (("ep_run_decompositions", lambda a: ep.run_decompositions()),
                         ("ep_compile_aot_eager", lambda a: torch.compile(
                             ep.module(), backend="aot_eager", fullgraph=True)(*a)),
                         ("ep_export", lambda a: torch.export.export(ep.module(), tuple(a)))):
            ctx.fresh_state()
            args = _inputs(mod)
            col[name] = _column(_verdict(ctx, lambda: _in_grad(ctx, grad, lambda: fn(args))))
        ctx.fresh_state()
        col["ep_eager"] = _eager_run(ctx, ep, mod, grad)
    if hop == "associative_scan":
        changed = replay.retarget(gm, {"associative_scan": replay.replay_associative_scan_generic})
        ctx.fresh_state()
        args = _inputs(mod)
        col["assoc_generic"] = _column(_verdict(ctx, lambda: _in_grad(
            ctx, grad, lambda: torch.compile(gm, backend="aot_eager", fullgraph=True)(*args))))
        replay.restore(gm, changed)
    row = dict(surgery=s["id"], grad=grad, hop=s["hop"], family=s["family"], edit=s["edit"],
               files=[files[f] for f in ("make_fx", "aot", "export", "dynamo") if f in files],
               edited=edited, forms_missing=why_not, **col)
    if no_frontend:
        row["replay_excluded"] = no_frontend
    return results, row


def _in_grad(ctx, grad, fn):
    with ctx.grad_ctx(grad):
        return fn()


def _eager_run(ctx, ep, mod, grad):
    """ep.module()(*args) on real inputs: what it returns, and whether the caller's inputs (and
    the module's buffers) hold other values afterwards."""
    args = _inputs(mod)
    names = [s.arg.name for s in ep.graph_signature.input_specs
             if s.kind == torch.export.graph_signature.InputKind.USER_INPUT]
    before = [a.clone() if isinstance(a, torch.Tensor) else a for a in args]
    holder = {}

    def run():
        m = ep.module()
        bufs = {k: v.clone() for k, v in m.named_buffers()}
        holder["m"], holder["bufs"] = m, bufs
        with ctx.grad_ctx(grad):
            m(*args)

    v = _column(_verdict(ctx, run))
    if "skipped" in v:
        return v
    v["inputs_overwritten"] = [names[i] if i < len(names) else str(i)
                               for i, (a, b) in enumerate(zip(args, before))
                               if isinstance(a, torch.Tensor) and not torch.equal(a, b)]
    if "m" in holder:
        v["buffers_overwritten"] = sorted(
            k for k, b in holder["bufs"].items()
            if not torch.equal(dict(holder["m"].named_buffers())[k], b))
    return v
