"""The graph-surgery edits, as an FX pass would make them, on a HOP's subgraph in either of the
two vocabularies PyTorch prints: aten overloads (make_fx, AOTAutograd and torch.export graphs)
or torch functions and Tensor methods (Dynamo's graphs, whose nodes carry
meta["example_value"] instead of meta["val"]).

apply_edit(sub, edit, form) edits the GraphModule `sub` in place and returns one line saying
what changed; NotApplicable when the edit has nothing to act on in that form. The same edit
gives the same program in every form: an op on a placeholder swapped for its in-place variant
(the node keeps its name and its meta, so its origin comment `# File: ... code: ...` still
names the call the user wrote), add_ on a placeholder or on select(placeholder), copy_ into
it, a placeholder or a view of it returned, an output duplicated, nonzero / .item() inserted,
an output's dtype / strides / size / rank changed, an output dropped.
"""
import operator

import torch

aten = torch.ops.aten


class NotApplicable(Exception):
    """The edit or its base graph does not exist here: no verdict, the case is excluded."""


def val(n):
    """The fake value of a node: meta["val"] (make_fx, export) or meta["example_value"] (Dynamo)."""
    if not isinstance(n, torch.fx.Node):
        return None
    v = n.meta.get("val")
    return v if v is not None else n.meta.get("example_value")


def _is_float_tensor(v):
    return isinstance(v, torch.Tensor) and v.is_floating_point()


class AtenOps:
    """Node builders in the aten vocabulary (make_fx, AOT, export)."""
    form = "aten"

    def __init__(self, g):
        self.g = g

    def add_(self, a, b):
        return self.g.call_function(aten.add_.Tensor, (a, b))

    def select(self, a):
        return self.g.call_function(aten.select.int, (a, 0, 0))

    def copy_(self, a, b):
        return self.g.call_function(aten.copy_.default, (a, b))

    def view(self, a, shape):
        return self.g.call_function(aten.view.default, (a, shape))

    def nonzero(self, a):
        return self.g.call_function(aten.nonzero.default, (a,))

    def sum(self, a):
        return self.g.call_function(aten.sum.default, (a,))

    def add(self, a, b):
        return self.g.call_function(aten.add.Tensor, (a, b))

    def item(self, a):
        return self.g.call_function(aten._local_scalar_dense.default, (a,))

    def to_dtype(self, a, dtype):
        return self.g.call_function(aten._to_copy.default, (a,), {"dtype": dtype})

    def t(self, a):
        return self.g.call_function(aten.t.default, (a,))

    def clone(self, a):
        return self.g.call_function(aten.clone.default, (a,))

    def slice2(self, a):
        return self.g.call_function(aten.slice.Tensor, (a, 0, 0, 2))

    def unsqueeze(self, a):
        return self.g.call_function(aten.unsqueeze.default, (a, 0))

    def swap_inplace(self, n, ph):
        """n's op on placeholder ph -> its in-place overload; a description, or None."""
        if n.op != "call_function" or not isinstance(n.target, torch._ops.OpOverload):
            return None
        name = n.target._schema.name.split("::")[1]
        packet = getattr(aten, name + "_", None)
        if packet is None or not hasattr(packet, n.target._overloadname):
            return None
        n.target = getattr(packet, n.target._overloadname)
        return f"{n.name}: {name}.{n.target._overloadname} -> {name}_ on placeholder {ph.name}"

    def names(self):
        return dict(add_="add_.Tensor", select="select.int", copy_="copy_.default",
                    view="view.default", nonzero="nonzero", item="_local_scalar_dense",
                    f32="float()")


# Dynamo records Python operators as call_function operator.X; their in-place method
_OPERATOR_INPLACE = {operator.add: "add_", operator.sub: "sub_", operator.mul: "mul_",
                     operator.truediv: "div_"}


class TorchOps:
    """Node builders in Dynamo's vocabulary (torch functions, Tensor methods)."""
    form = "torch"

    def __init__(self, g):
        self.g = g

    def _m(self, name, *args, **kwargs):
        return self.g.call_method(name, args, kwargs)

    def add_(self, a, b):
        return self._m("add_", a, b)

    def select(self, a):
        return self._m("select", a, 0, 0)

    def copy_(self, a, b):
        return self._m("copy_", a, b)

    def view(self, a, shape):
        return self._m("view", a, shape)

    def nonzero(self, a):
        return self._m("nonzero", a)

    def sum(self, a):
        return self._m("sum", a)

    def add(self, a, b):
        return self.g.call_function(operator.add, (a, b))

    def item(self, a):
        return self._m("item", a)

    def to_dtype(self, a, dtype):
        return self._m("to", a, dtype)

    def t(self, a):
        return self._m("t", a)

    def clone(self, a):
        return self._m("clone", a)

    def slice2(self, a):
        return self.g.call_function(operator.getitem, (a, slice(None, 2, None)))

    def unsqueeze(self, a):
        return self._m("unsqueeze", a, 0)

    def swap_inplace(self, n, ph):
        if n.op == "call_method" and isinstance(n.target, str):
            new = n.target + "_"
            if not hasattr(torch.Tensor, new):
                return None
            old = n.target
            n.target = new
            return f"{n.name}: method {old} -> {new} on placeholder {ph.name}"
        if n.op == "call_function" and n.target in _OPERATOR_INPLACE:
            new = _OPERATOR_INPLACE[n.target]
            old = n.target.__name__
            n.op, n.target = "call_method", new
            return f"{n.name}: operator.{old} -> method {new} on placeholder {ph.name}"
        if n.op == "call_function" and getattr(n.target, "__module__", None) == "torch":
            name = n.target.__name__
            fn = getattr(torch, name + "_", None)
            if fn is None:
                return None
            n.target = fn
            return f"{n.name}: torch.{name} -> torch.{name}_ on placeholder {ph.name}"
        return None

    def names(self):
        return dict(add_="add_", select="select", copy_="copy_", view="view",
                    nonzero="nonzero", item="item", f32="float()")


def _outputs(g):
    out = g.output_node()
    a = out.args[0]
    seq = list(a) if isinstance(a, (tuple, list)) else [a]
    return out, seq, type(a) if isinstance(a, (tuple, list)) else None


def _set_outputs(out, seq, kind):
    out.args = ((kind(seq) if kind else seq[0]),)


def _placeholder(g):
    phs = [n for n in g.nodes if n.op == "placeholder"]
    ph = next((n for n in phs if _is_float_tensor(val(n))), None)
    if ph is None:
        raise NotApplicable("the subgraph has no floating-point tensor placeholder")
    # Dynamo subgraphs rebind their placeholders (`l_x__1 = l_x_`): that is the same node
    return ph


def apply_edit(sub, edit, form="aten"):
    """Edit subgraph `sub` in place. Returns a one-line description of what changed."""
    g = sub.graph
    ops = AtenOps(g) if form == "aten" else TorchOps(g)
    nm = ops.names()
    ph = _placeholder(g)
    out, seq, kind = _outputs(g)
    k = next((i for i, o in enumerate(seq) if _is_float_tensor(val(o))
              and tuple(val(o).shape) == tuple(val(ph).shape)), None)
    if k is None:
        k = next((i for i, o in enumerate(seq) if _is_float_tensor(val(o))), None)
    if k is None and edit not in ("add_on_placeholder", "add_on_view", "inplace_swap"):
        raise NotApplicable(f"{edit}: the subgraph returns no floating-point tensor")
    shape = list(val(ph).shape)
    with g.inserting_before(out):
        if edit == "inplace_swap":
            for n in list(g.nodes):
                if n.args and n.args[0] is ph:
                    what = ops.swap_inplace(n, ph)
                    if what:
                        return what
            ops.add_(ph, 1)
            return f"no op on placeholder {ph.name} has an in-place variant: inserted {nm['add_']}({ph.name}, 1)"
        if edit == "add_on_placeholder":
            ops.add_(ph, 1)
            return f"inserted {nm['add_']}({ph.name}, 1)"
        if edit == "add_on_view":
            ops.add_(ops.select(ph), 1)
            return f"inserted {nm['add_']}({nm['select']}({ph.name}, 0, 0), 1)"
        if edit == "copy_into_placeholder":
            ops.copy_(ph, seq[k])
            return f"inserted {nm['copy_']}({ph.name}, {seq[k].name})"
        if edit == "return_placeholder":
            old = seq[k]
            seq[k] = ph
            _set_outputs(out, seq, kind)
            return f"output {k}: {old.name} -> placeholder {ph.name}"
        if edit == "return_view":
            seq[k] = ops.view(ph, shape)
            _set_outputs(out, seq, kind)
            return f"output {k}: {nm['view']}({ph.name}, {shape})"
        if edit == "duplicate_output":
            j = next((i for i, o in enumerate(seq) if i != k and _is_float_tensor(val(o))), None)
            if j is None:
                raise NotApplicable("duplicate_output: one floating-point output only")
            seq[j] = seq[k]
            _set_outputs(out, seq, kind)
            return f"output {j} := output {k} ({seq[k].name})"
        if edit == "insert_nonzero":
            s = ops.sum(ops.nonzero(ph))
            seq[k] = ops.add(seq[k], s)
            _set_outputs(out, seq, kind)
            return f"output {k} += sum({nm['nonzero']}({ph.name}))"
        if edit == "insert_item":
            it = ops.item(ops.sum(ph))
            seq[k] = ops.add(seq[k], it)
            _set_outputs(out, seq, kind)
            return f"output {k} += {nm['item']}(sum({ph.name}))"
        if edit == "return_nonzero":
            seq[k] = ops.to_dtype(ops.nonzero(ph), torch.float32)
            _set_outputs(out, seq, kind)
            return f"output {k} := nonzero({ph.name}).float() (unbacked size)"
        if edit == "dtype_f64":
            seq[k] = ops.to_dtype(seq[k], torch.float64)
            _set_outputs(out, seq, kind)
            return f"output {k} converted to float64"
        if edit == "stride_transpose":
            seq[k] = ops.clone(ops.t(seq[k]))
            _set_outputs(out, seq, kind)
            return f"output {k} := clone(t(output {k})) (transposed strides)"
        if edit == "shape_slice":
            seq[k] = ops.clone(ops.slice2(seq[k]))
            _set_outputs(out, seq, kind)
            return f"output {k} := clone(output {k}[0:2])"
        if edit == "rank_unsqueeze":
            seq[k] = ops.clone(ops.unsqueeze(seq[k]))
            _set_outputs(out, seq, kind)
            return f"output {k} := clone(unsqueeze(output {k}, 0))"
        if edit == "drop_output":
            dropped = seq.pop()
            if seq:
                _set_outputs(out, seq, kind or tuple)
            else:
                out.args = ((),)
            return f"dropped the last output ({dropped.name})"
    raise ValueError(edit)


def propagate_meta(sub, key="val"):
    """Give the edited nodes fake values so the printout carries their annotations. Dynamo's
    graphs keep theirs in meta["example_value"] (key="example_value"): new nodes get it there
    and no node gains a "val"."""
    from torch._guards import detect_fake_mode
    from torch.fx.passes.fake_tensor_prop import FakeTensorProp
    phs = [n for n in sub.graph.nodes if n.op == "placeholder"]
    vals = [val(n) for n in phs]
    had_val = {n for n in sub.graph.nodes if "val" in n.meta}
    mode = detect_fake_mode(vals)
    if mode is None:
        return
    try:
        FakeTensorProp(sub, mode).propagate_dont_convert_inputs(*vals)
    except Exception:  # noqa: BLE001 - a data-dependent edit may not propagate; print as is
        pass
    if key != "val":
        for n in sub.graph.nodes:
            if n not in had_val and "val" in n.meta:
                v = n.meta.pop("val")
                if n.op != "output" and "example_value" not in n.meta:
                    n.meta["example_value"] = v
