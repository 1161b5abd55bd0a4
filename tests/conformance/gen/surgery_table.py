"""The graph-surgery table: base program (accepted under make_fx) x subgraph role x edit.

Each row is run for every grad mode in `grads` and every oracle in `oracles` (surgery.py).
The printed dump is cases/<id>/<grad>.surgery.py, shared by the oracles of one grad mode.
"""

GRADS = ("enabled", "no_grad", "inference")
RETRACE = ("make_fx", "export", "aot_eager")

# edit -> (family, check, expect_family, oracles)
EDITS = {
    "inplace_swap": ("mutation", "op on a placeholder swapped for its in-place variant",
                     "mutation", ("utils",) + RETRACE),
    "add_on_placeholder": ("mutation", "add_ on a placeholder", "mutation", ("utils",) + RETRACE),
    "add_on_view": ("mutation", "add_ on select(placeholder)", "mutation", ("utils",) + RETRACE),
    "copy_into_placeholder": ("mutation", "copy_ into a placeholder", "mutation",
                              ("utils",) + RETRACE),
    "return_placeholder": ("aliasing", "a placeholder returned", "aliasing", ("utils",) + RETRACE),
    "return_view": ("aliasing", "a view of a placeholder returned", "aliasing",
                    ("utils",) + RETRACE),
    "duplicate_output": ("aliasing", "one value returned twice", "aliasing", ("utils",) + RETRACE),
    "insert_nonzero": ("data_dependent", "nonzero inserted", "data_dependent", RETRACE),
    "insert_item": ("data_dependent", "_local_scalar_dense (.item()) inserted", "data_dependent",
                    RETRACE),
    "return_nonzero": ("data_dependent", "an output replaced by nonzero() (unbacked size)",
                       "data_dependent", RETRACE),
    "dtype_f64": ("metadata", "an output's dtype changed to float64", "metadata", RETRACE),
    "stride_transpose": ("metadata", "an output's strides transposed", "metadata", RETRACE),
    "shape_slice": ("metadata", "an output's size changed [4, 4] -> [2, 4]", "metadata", RETRACE),
    "rank_unsqueeze": ("metadata", "an output's rank changed", "metadata", RETRACE),
    "drop_output": ("metadata", "an output dropped", "metadata", RETRACE),
}

# (base program, HOP target name, role, edits)
ALL_MUT_ALIAS = ("inplace_swap", "add_on_placeholder", "add_on_view", "copy_into_placeholder",
                 "return_placeholder", "return_view")
DD = ("insert_nonzero", "insert_item", "return_nonzero")
MD = ("dtype_f64", "stride_transpose", "shape_slice", "rank_unsqueeze", "drop_output")
BASES = [
    ("cond_ok", "cond", "true", ALL_MUT_ALIAS + DD + MD),
    ("cond_ok", "cond", "false", ("add_on_placeholder", "return_placeholder", "dtype_f64")),
    ("while_ok", "while_loop", "body", ALL_MUT_ALIAS + DD + MD),
    ("while_ok", "while_loop", "cond", ("add_on_placeholder", "add_on_view")),
    ("scan_ok", "scan", "combine", ALL_MUT_ALIAS + ("duplicate_output",) + DD + MD),
    ("map_ok", "map_impl", "body", ALL_MUT_ALIAS + DD + ("dtype_f64", "shape_slice")),
    ("assoc_ok", "associative_scan", "combine", ALL_MUT_ALIAS + DD + MD),
    ("wlso_ok", "while_loop_stack_output", "body",
     ("add_on_placeholder", "return_placeholder", "insert_nonzero", "dtype_f64")),
    ("hints_ok", "hints_wrapper", "body", ("add_on_placeholder", "add_on_view",
                                           "return_placeholder", "return_view",
                                           "insert_nonzero", "dtype_f64")),
    ("strict_ok", "strict_mode", "body", ("add_on_placeholder", "return_placeholder",
                                          "insert_nonzero")),
    ("flex_ok", "flex_attention", "score", ("add_on_placeholder", "return_placeholder",
                                            "return_view", "insert_item", "dtype_f64")),
    # invoke_subgraph: no base here, nested_compile_region is transparent outside Dynamo
    # and strict export (make_fx graphs have no invoke_subgraph node)
]

SURGERIES = []
for base, hop_target, role, edits in BASES:
    for edit in edits:
        fam, check, exp, oracles = EDITS[edit]
        hop = hop_target
        SURGERIES.append(dict(
            id=f"surg_{base.rsplit('_ok', 1)[0]}_{role}_{edit}", base=base, hop=hop,
            hop_target=hop_target, role=role, edit=edit, family=fam, check=check,
            expect_family=exp, oracles=oracles, grads=GRADS,
            desc=f"{hop} {role} subgraph of {base}: {check}"))
BY_ID = {s["id"]: s for s in SURGERIES}
