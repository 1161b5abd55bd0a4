"""The graph-surgery table: base program (accepted under make_fx) x subgraph role x edit.

Each row is run for every grad mode in `grads` (surgery.py): the edit is made on the HOP's
subgraph in each printed form (make_fx, export, Dynamo), the edited program is judged by the
frontend replay (replay.py: one case per path, capture `replay_*`), and what the direct
re-trace and the downstream consumers say is recorded as columns (columns.jsonl), not verdicts.
"""

GRADS = ("enabled", "no_grad", "inference")

# edit -> (family, check, expect_family, utils): utils says whether the functionalization
# check _check_alias_and_mutation is asked (mutation and aliasing edits)
EDITS = {
    "inplace_swap": ("mutation", "op on a placeholder swapped for its in-place variant",
                     "mutation", True),
    "add_on_placeholder": ("mutation", "add_ on a placeholder", "mutation", True),
    "add_on_view": ("mutation", "add_ on select(placeholder)", "mutation", True),
    "copy_into_placeholder": ("mutation", "copy_ into a placeholder", "mutation", True),
    "return_placeholder": ("aliasing", "a placeholder returned", "aliasing", True),
    "return_view": ("aliasing", "a view of a placeholder returned", "aliasing", True),
    "duplicate_output": ("aliasing", "one value returned twice", "aliasing", True),
    "insert_nonzero": ("data_dependent", "nonzero inserted", "data_dependent", False),
    "insert_item": ("data_dependent", "_local_scalar_dense (.item()) inserted", "data_dependent",
                    False),
    "return_nonzero": ("data_dependent", "an output replaced by nonzero() (unbacked size)",
                       "data_dependent", False),
    "dtype_f64": ("metadata", "an output's dtype changed to float64", "metadata", False),
    "stride_transpose": ("metadata", "an output's strides transposed", "metadata", False),
    "shape_slice": ("metadata", "an output's size changed [4, 4] -> [2, 4]", "metadata", False),
    "rank_unsqueeze": ("metadata", "an output's rank changed", "metadata", False),
    "drop_output": ("metadata", "an output dropped", "metadata", False),
}

# the frontend paths a surgery is replayed through (replay.py), one case each
PATHS = ("replay_compile_aot_eager", "replay_compile_eager", "replay_export",
         "replay_export_strict", "replay_make_fx")

# the printed form each replay path's dump shows (file suffix under cases/<release>/<id>/)
FORM_OF_PATH = {
    "replay_make_fx": ("make_fx", "surgery.py"),
    "replay_compile_aot_eager": ("aot", "surgery_aot.py"),
    "replay_export": ("export", "surgery_ep.txt"),
    "replay_export_strict": ("export", "surgery_ep.txt"),
    "replay_compile_eager": ("dynamo", "surgery_dynamo.py"),
}

# the torch.compile paths whose replay runs with TORCH_TRACE on: where that log shows a graph
# (Dynamo's, AOTAutograd's) it is the case's dump, <grad>.<path>.log (form "log"), since it
# shows which backend ran and how far the compile got; where Dynamo refused before printing
# any graph, the dump is the printed form above
TRACED_PATHS = ("replay_compile_aot_eager", "replay_compile_eager")

# (base program, HOP target name, role, edits)
ALL_MUT_ALIAS = ("inplace_swap", "add_on_placeholder", "add_on_view", "copy_into_placeholder",
                 "return_placeholder", "return_view")
DD = ("insert_nonzero", "insert_item", "return_nonzero")
MD = ("dtype_f64", "stride_transpose", "shape_slice", "rank_unsqueeze", "drop_output")
BASES = [
    ("cond_ok", "cond", "true", ALL_MUT_ALIAS + DD + MD),
    ("cond_ok", "cond", "false", ALL_MUT_ALIAS + DD + MD),
    ("while_ok", "while_loop", "body", ALL_MUT_ALIAS + DD + MD),
    ("while_ok", "while_loop", "cond", ("add_on_placeholder", "add_on_view")),
    ("scan_ok", "scan", "combine", ALL_MUT_ALIAS + ("duplicate_output",) + DD + MD),
    # map stacks its body's outputs: a transposed or unsqueezed output is the body's to choose.
    # Not drop_output: the parent graph then indexes an output the edited body no longer has
    # (IndexError in the parent, no verdict on the body); the same for strict_mode
    ("map_ok", "map_impl", "body", ALL_MUT_ALIAS + DD + ("dtype_f64", "stride_transpose",
                                                          "shape_slice", "rank_unsqueeze")),
    ("assoc_ok", "associative_scan", "combine", ALL_MUT_ALIAS + DD + MD),
    ("wlso_ok", "while_loop_stack_output", "body",
     ("add_on_placeholder", "return_placeholder", "insert_nonzero", "dtype_f64")),
    ("hints_ok", "hints_wrapper", "body", ALL_MUT_ALIAS + DD + MD),
    ("strict_ok", "strict_mode", "body", ALL_MUT_ALIAS + DD + ("dtype_f64", "stride_transpose",
                                                               "shape_slice", "rank_unsqueeze")),
    # score_mod's `score + (m - n)`: add.Tensor on the score placeholder -> add_. The score is
    # a 0-d tensor: no select, slice or transpose of it; a nonzero or a changed rank makes
    # torch.compile fail on flex_attention's generator, not on the score_mod
    ("flex_ok", "flex_attention", "score", ("inplace_swap", "add_on_placeholder",
                                            "copy_into_placeholder", "return_placeholder",
                                            "return_view", "insert_item", "dtype_f64")),
    # invoke_subgraph: no base here, nested_compile_region is transparent outside Dynamo
    # and strict export (make_fx graphs have no invoke_subgraph node)
]

SURGERIES = []
for base, hop_target, role, edits in BASES:
    for edit in edits:
        fam, check, exp, utils = EDITS[edit]
        hop = hop_target
        SURGERIES.append(dict(
            id=f"surg_{base.rsplit('_ok', 1)[0]}_{role}_{edit}", base=base, hop=hop,
            hop_target=hop_target, role=role, edit=edit, family=fam, check=check,
            expect_family=exp, utils=utils, grads=GRADS,
            desc=f"{hop} {role} subgraph of {base}: {check}"))
BY_ID = {s["id"]: s for s in SURGERIES}
