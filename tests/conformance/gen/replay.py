"""Frontend replay: the direct HOP calls of an edited graph, rewritten into the public frontends
user code calls, with the edited subgraph modules as the functions.

A captured graph calls `torch.ops.higher_order.cond(pred, true_graph_0, false_graph_0, (x,))`
on GraphModules: traced again (make_fx, export, torch.compile of that graph) nothing checks
the subgraphs, because the checks live in the frontends (Dynamo's speculation of the user's
function, the frontends' own validation) and in the functionalization rules a frontend's
path reaches. retarget(gm) points each such node at a function below, which calls the
frontend (`torch.cond(pred, true_graph_0, false_graph_0, (x,))`); the program is then run
through each frontend path (PATHS) under the case's grad mode, and what PyTorch says is the
verdict. Operands the HOP carries apart from the user's (while_loop's, scan's and
associative_scan's additional inputs, flex_attention's score_mod buffers) are closed over, as
a user's function closes over them; the HOP's flat carry/ys lists are split back into the
frontend's pytrees.

NO_FRONTEND names the HOPs no user code calls (excluded, with the reason).
"""
import torch
from torch._higher_order_ops.associative_scan import associative_scan
from torch._higher_order_ops.hints_wrap import hints_wrapper
from torch._higher_order_ops.map import map as hop_map
from torch._higher_order_ops.scan import scan
from torch._higher_order_ops.strict_mode import strict_mode
from torch._higher_order_ops.while_loop import while_loop
from torch.nn.attention.flex_attention import flex_attention

from surgery_table import PATHS  # noqa: E402,F401 (the capture names of the cases)

NO_FRONTEND = {
    "while_loop_stack_output": "while_loop_stack_output has no public frontend: while_loop's "
                               "autograd makes it (a while_loop whose carry needs grad)",
}


def replay_cond(pred, true_fn, false_fn, operands):
    return torch.cond(pred, true_fn, false_fn, tuple(operands))


def replay_while_loop(cond_gm, body_gm, carried_inputs, additional_inputs):
    extra = tuple(additional_inputs)

    def cond_fn(*carried):
        return cond_gm(*carried, *extra)

    def body_fn(*carried):
        return body_gm(*carried, *extra)

    return while_loop(cond_fn, body_fn, tuple(carried_inputs))


def replay_scan(combine_gm, init, xs, additional_inputs):
    extra = tuple(additional_inputs)
    n = len(init)

    def combine_fn(carry, x):
        out = combine_gm(*carry, *x, *extra)
        out = list(out) if isinstance(out, (tuple, list)) else [out]
        return out[:n], out[n:]

    carry, ys = scan(combine_fn, list(init), list(xs))
    return (*carry, *ys)


def replay_map_impl(body_gm, xs, pos_args):

    def f(x, *args):
        return body_gm(*x, *args)

    return hop_map(f, list(xs), *pos_args)


def replay_associative_scan(combine_gm, xs, additional_inputs):
    extra = tuple(additional_inputs)

    def combine_fn(a, b):
        out = combine_gm(*a, *b, *extra)
        return list(out) if isinstance(out, (tuple, list)) else [out]

    return associative_scan(combine_fn, list(xs), 0, combine_mode="pointwise")


def replay_associative_scan_generic(combine_gm, xs, additional_inputs):
    """combine_mode='generic': the CPU alternative; it makes no associative_scan HOP."""
    extra = tuple(additional_inputs)

    def combine_fn(a, b):
        out = combine_gm(*a, *b, *extra)
        return list(out) if isinstance(out, (tuple, list)) else [out]

    return associative_scan(combine_fn, list(xs), 0, combine_mode="generic")


def replay_hints_wrapper(body_fn, args, kwargs, hints):
    # user code calls the HOP object itself (torch._higher_order_ops.hints_wrap.hints_wrapper)
    return hints_wrapper(body_fn, args, kwargs, hints=hints)


def replay_strict_mode(body_fn, operands):
    # torch._higher_order_ops.strict_mode.strict_mode, the function exposed as torch.strict_mode
    return strict_mode(body_fn, operands)


def replay_flex_attention(query, key, value, score_gm, block_mask, scale, kernel_options,
                          score_mod_other_buffers, mask_mod_other_buffers):
    # the base program calls flex_attention(q, k, v, score_mod=..., block_mask=None): so does the
    # replay (the frontend builds the full mask again); the HOP's auxiliary outputs (lse,
    # max_scores) are not asked for (the CPU frontend refuses max_scores), the parent graph
    # only reads them into dead getitems
    extra = tuple(score_mod_other_buffers)

    def score_mod(score, b, h, m, n):
        return score_gm(score, b, h, m, n, *extra)

    out = flex_attention(query, key, value, score_mod=score_mod, block_mask=None, scale=scale)
    return (out, None, None)


FRONTENDS = {
    "cond": replay_cond,
    "while_loop": replay_while_loop,
    "scan": replay_scan,
    "map_impl": replay_map_impl,
    "associative_scan": replay_associative_scan,
    "hints_wrapper": replay_hints_wrapper,
    "strict_mode": replay_strict_mode,
    "flex_attention": replay_flex_attention,
}


def _hop_name(n):
    t = n.target
    if n.op == "call_function" and isinstance(t, torch._ops.HigherOrderOperator):
        return t.__name__
    return None


def retarget(gm, frontends=None):
    """Point every direct HOP call of gm's top graph with a frontend at it. Returns the list of
    (node, old target) to undo it with restore()."""
    frontends = frontends or FRONTENDS
    changed = []
    for n in gm.graph.nodes:
        name = _hop_name(n)
        if name in frontends:
            changed.append((n, n.target))
            n.target = frontends[name]
    gm.recompile()
    return changed


def restore(gm, changed):
    for n, t in changed:
        n.target = t
    gm.recompile()


def run_path(path, gm, args):
    """Run program gm through one frontend path (the caller sets the grad mode)."""
    from torch.fx.experimental.proxy_tensor import make_fx
    if path == "replay_compile_aot_eager":
        return torch.compile(gm, backend="aot_eager", fullgraph=True)(*args)
    if path == "replay_compile_eager":
        return torch.compile(gm, backend="eager", fullgraph=True)(*args)
    if path in ("replay_export", "replay_export_strict"):
        return torch.export.export(gm, tuple(args), strict=(path == "replay_export_strict"))
    if path == "replay_make_fx":
        return make_fx(gm, tracing_mode="fake", _allow_non_fake_inputs=True)(*args)
    raise ValueError(path)
