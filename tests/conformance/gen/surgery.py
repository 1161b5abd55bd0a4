"""Graph surgery: edit the make_fx graph of an accepted program with the FX API, print the
edited graph, and ask PyTorch for the verdict on it (see surgery_table.py for the table).

Oracles (the `capture` column is surgery_<oracle>):
  utils      torch._higher_order_ops.utils._check_alias_and_mutation on the edited subgraph,
             the function every control-flow HOP's functionalization rule calls
             (mutation and aliasing edits only);
  make_fx    make_fx(edited parent graph, tracing_mode="fake"): the HOP's proxy-mode rule
             re-traces the edited subgraphs (fake-tensor kernels check output metadata);
  export     torch.export.export(edited parent graph): pre-dispatch functionalization, the
             HOP's functionalization rule, the export verifier;
  aot_eager  torch.compile(edited parent graph, backend="aot_eager", fullgraph=True): Dynamo
             speculates the edited subgraphs, then AOTAutograd functionalizes them.
"""
import operator

import torch
from torch._higher_order_ops import utils as hop_utils
from torch.fx.experimental.proxy_tensor import make_fx

import normalize
import surgery_table

aten = torch.ops.aten

# which get_attr argument of a HOP node is which subgraph, and the name PyTorch's
# functionalization rule passes to _check_alias_and_mutation for it
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

_PROGRAM_CACHE = {}


def _base_graph(spec, grad_ctx, load_program):
    mod = load_program(spec["program"])
    m = mod.M()
    torch.manual_seed(0)
    args = mod.inputs()
    with grad_ctx(spec["grad"]):
        gm = make_fx(m, tracing_mode="fake", _allow_non_fake_inputs=True,
                     record_stack_traces=True)(*args)
    return gm, args


def _hop_node(gm, hop):
    for n in gm.graph.nodes:
        if n.op == "call_function" and getattr(n.target, "__name__", None) == hop:
            return n
    raise NotApplicable(f"no {hop} node in the make_fx graph of the base program")


def _val(n):
    return n.meta.get("val") if isinstance(n, torch.fx.Node) else None


def _is_float_tensor(v):
    return isinstance(v, torch.Tensor) and v.is_floating_point()


def _outputs(g):
    out = g.output_node()
    a = out.args[0]
    seq = list(a) if isinstance(a, (tuple, list)) else [a]
    return out, seq, type(a) if isinstance(a, (tuple, list)) else None


def _set_outputs(g, out, seq, kind):
    out.args = ((kind(seq) if kind else seq[0]),)


def apply_edit(sub, edit):
    """Edit subgraph `sub` in place. Returns a one-line description of what changed."""
    g = sub.graph
    phs = [n for n in g.nodes if n.op == "placeholder"]
    ph = next(n for n in phs if _is_float_tensor(_val(n)))
    out, seq, kind = _outputs(g)
    k = next((i for i, o in enumerate(seq) if _is_float_tensor(_val(o))
              and tuple(_val(o).shape) == tuple(_val(ph).shape)), None)
    if k is None:
        k = next((i for i, o in enumerate(seq) if _is_float_tensor(_val(o))), None)
    if k is None and edit not in ("add_on_placeholder", "add_on_view", "inplace_swap"):
        raise NotApplicable(f"{edit}: the subgraph returns no floating-point tensor")
    shape = list(_val(ph).shape)
    with g.inserting_before(out):
        if edit == "inplace_swap":
            for n in g.nodes:
                if (n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload)
                        and n.args and n.args[0] is ph):
                    name = n.target._schema.name.split("::")[1]
                    packet = getattr(aten, name + "_", None)
                    if packet is not None and hasattr(packet, n.target._overloadname):
                        n.target = getattr(packet, n.target._overloadname)
                        return f"{n.name}: {name}.{n.target._overloadname} -> {name}_ on placeholder {ph.name}"
            g.call_function(aten.add_.Tensor, (ph, 1))
            return f"inserted add_.Tensor({ph.name}, 1)"
        if edit == "add_on_placeholder":
            g.call_function(aten.add_.Tensor, (ph, 1))
            return f"inserted add_.Tensor({ph.name}, 1)"
        if edit == "add_on_view":
            v = g.call_function(aten.select.int, (ph, 0, 0))
            g.call_function(aten.add_.Tensor, (v, 1))
            return f"inserted add_.Tensor(select.int({ph.name}, 0, 0), 1)"
        if edit == "copy_into_placeholder":
            g.call_function(aten.copy_.default, (ph, seq[k]))
            return f"inserted copy_.default({ph.name}, {seq[k].name})"
        if edit == "return_placeholder":
            old = seq[k]
            seq[k] = ph
            _set_outputs(g, out, seq, kind)
            return f"output {k}: {old.name} -> placeholder {ph.name}"
        if edit == "return_view":
            v = g.call_function(aten.view.default, (ph, shape))
            seq[k] = v
            _set_outputs(g, out, seq, kind)
            return f"output {k}: view.default({ph.name}, {shape})"
        if edit == "duplicate_output":
            j = next(i for i, o in enumerate(seq) if i != k and _is_float_tensor(_val(o)))
            seq[j] = seq[k]
            _set_outputs(g, out, seq, kind)
            return f"output {j} := output {k} ({seq[k].name})"
        if edit == "insert_nonzero":
            nz = g.call_function(aten.nonzero.default, (ph,))
            s = g.call_function(aten.sum.default, (nz,))
            seq[k] = g.call_function(aten.add.Tensor, (seq[k], s))
            _set_outputs(g, out, seq, kind)
            return f"output {k} += sum(nonzero({ph.name}))"
        if edit == "insert_item":
            s = g.call_function(aten.sum.default, (ph,))
            it = g.call_function(aten._local_scalar_dense.default, (s,))
            seq[k] = g.call_function(aten.add.Tensor, (seq[k], it))
            _set_outputs(g, out, seq, kind)
            return f"output {k} += _local_scalar_dense(sum({ph.name}))"
        if edit == "return_nonzero":
            seq[k] = g.call_function(aten._to_copy.default, (g.call_function(aten.nonzero.default, (ph,)),),
                                     {"dtype": torch.float32})
            _set_outputs(g, out, seq, kind)
            return f"output {k} := nonzero({ph.name}).float() (unbacked size)"
        if edit == "dtype_f64":
            seq[k] = g.call_function(aten._to_copy.default, (seq[k],), {"dtype": torch.float64})
            _set_outputs(g, out, seq, kind)
            return f"output {k} converted to float64"
        if edit == "stride_transpose":
            seq[k] = g.call_function(aten.clone.default, (g.call_function(aten.t.default, (seq[k],)),))
            _set_outputs(g, out, seq, kind)
            return f"output {k} := clone(t(output {k})) (transposed strides)"
        if edit == "shape_slice":
            seq[k] = g.call_function(aten.clone.default,
                                     (g.call_function(aten.slice.Tensor, (seq[k], 0, 0, 2)),))
            _set_outputs(g, out, seq, kind)
            return f"output {k} := clone(output {k}[0:2])"
        if edit == "rank_unsqueeze":
            seq[k] = g.call_function(aten.unsqueeze.default, (seq[k], 0))
            seq[k] = g.call_function(aten.clone.default, (seq[k],))
            _set_outputs(g, out, seq, kind)
            return f"output {k} := clone(unsqueeze(output {k}, 0))"
        if edit == "drop_output":
            dropped = seq.pop()
            _set_outputs(g, out, seq, kind or tuple) if seq else setattr(out, "args", ((),))
            return f"dropped the last output ({dropped.name})"
        if edit == "int_output":
            seq[k] = 1
            _set_outputs(g, out, seq, kind)
            return f"output {k} := 1 (a Python int)"
    raise ValueError(edit)


class NotApplicable(Exception):
    """The edit or its base graph does not exist here: no verdict, the case is excluded."""


def _propagate_meta(sub):
    """Give the edited nodes fake values so the printout carries their annotations."""
    from torch._guards import detect_fake_mode
    from torch.fx.passes.fake_tensor_prop import FakeTensorProp
    phs = [n for n in sub.graph.nodes if n.op == "placeholder"]
    vals = [_val(n) for n in phs]
    mode = detect_fake_mode(vals)
    if mode is None:
        return
    try:
        FakeTensorProp(sub, mode).propagate_dont_convert_inputs(*vals)
    except Exception:  # noqa: BLE001 - a data-dependent edit may not propagate; print as is
        pass


def build(spec, grad_ctx, load_program):
    s = surgery_table.BY_ID[spec["surgery"]]
    gm, args = _base_graph(dict(spec, program=s["base"]), grad_ctx, load_program)
    node = _hop_node(gm, s["hop_target"])
    idx, fname = ROLES[s["hop_target"]][s["role"]]
    sub_arg = node.args[idx]
    sub = getattr(gm, sub_arg.target)
    what = apply_edit(sub, s["edit"])
    sub.graph.lint()
    sub.recompile()
    _propagate_meta(sub)
    gm.recompile()
    return gm, args, sub, fname, f"{sub_arg.target}: {what}"


def run(spec, out_base, grad_ctx, load_program):
    """Returns the verdict fields for one surgery case."""
    s = surgery_table.BY_ID[spec["surgery"]]
    oracle = spec["capture"][len("surgery_"):]
    try:
        gm, args, sub, fname, what = build(spec, grad_ctx, load_program)
    except NotApplicable as e:
        return dict(excluded=f"surgery not applicable: {e}")
    path = out_base.rsplit(".", 1)[0] + ".surgery.py"
    with open(path, "w") as f:
        f.write(f"# surgery {s['id']}: {what}\n")
        f.write(normalize.text(gm.print_readable(print_output=False)))
    res = dict(files=[path], dump_has_graph=True, oracle=oracle, oracle_detail=what)
    try:
        with grad_ctx(spec["grad"]):
            if oracle == "utils":
                phs = [n for n in sub.graph.nodes if n.op == "placeholder"]
                hop_utils._check_alias_and_mutation(sub, [_val(n) for n in phs], fname, False)
            elif oracle == "make_fx":
                make_fx(gm, tracing_mode="fake", _allow_non_fake_inputs=True)(*args)
            elif oracle == "export":
                torch.export.export(gm, args, strict=False)
            elif oracle == "aot_eager":
                torch.compile(gm, backend="aot_eager", fullgraph=True)(*args)
            else:
                raise ValueError(oracle)
        res.update(accepted=True, error_type=None, error=None)
    except Exception as e:  # PyTorch's verdict
        t = type(e)
        res.update(accepted=False,
                   error_type=t.__qualname__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__qualname__}",
                   error=normalize.error_message(e))
    return res
