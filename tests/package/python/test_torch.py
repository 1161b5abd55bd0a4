"""fxlint.torch with the real PyTorch 2.13.0: ExportedPrograms and GraphModules edited the way FX
passes edit them, checked in process, each finding mapped to its node; assert_valid and
checked_pass raising GraphError with every error, the node and the pass named. Skipped, with a
message, where torch is not installed."""

import os
import subprocess
import sys

import pytest

import fxlint

torch = pytest.importorskip("torch", reason="torch is not installed in this venv (tests/package/run installs 2.13.0)")
import fxlint.torch as ft  # noqa: E402


class CondModel(torch.nn.Module):
    def forward(self, x):
        def true_fn(x):
            return x.sin()

        def false_fn(x):
            return x.cos()

        return torch.cond(x.sum() > 0, true_fn, false_fn, (x,))


def exported():
    return torch.export.export(CondModel(), (torch.randn(4),))


def swap(gm, branch, old, new):
    """An FX pass's edit: node targets `old` in subgraph `branch` become `new`."""
    sub = getattr(gm, branch)
    changed = 0
    for node in sub.graph.nodes:
        if node.target == old:
            node.target = new
            changed += 1
    sub.recompile()
    assert changed == 1
    return gm


def test_importing_the_module_does_not_import_torch():
    code = "import sys, fxlint, fxlint.torch, fxlint.pytest_plugin; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_clean_exported_program():
    ep = exported()
    found = ft.check_exported_program(ep)
    assert found == [] and found.graphs == 1 and found.capture == "export"
    assert ft.assert_valid(ep) == []


def test_edited_exported_program_caught_by_assert_valid_with_the_node_named():
    """Issue 24's case: sin -> sin_ on true_graph_0's placeholder. PyTorch 2.13 re-exports it
    without a word; its origin comment (`code: ... .sin()`) records another call: an error with
    no flags."""
    ep = exported()
    swap(ep.graph_module, "true_graph_0", torch.ops.aten.sin.default, torch.ops.aten.sin_.default)
    with pytest.raises(fxlint.GraphError) as e:
        ft.assert_valid(ep)
    err = e.value
    assert [f.code for f in err.findings][:1] == ["FX101"]
    f = err.findings[0]
    node = f.node
    assert node is not None and node.target == torch.ops.aten.sin_.default
    assert node.graph is ep.graph_module.true_graph_0.graph and f.module is ep.graph_module.true_graph_0
    assert "node: sin (call_function aten.sin_.default) in true_graph_0" in str(err)
    assert "[FX101 branch-input-mutation]" in str(err)


def test_edited_exported_program_mapped_to_its_node_under_compile():
    """The same edit judged as torch.compile would (an error there before and after issue 24):
    the finding, its node and module, the GraphError."""
    ep = exported()
    swap(ep.graph_module, "true_graph_0", torch.ops.aten.sin.default, torch.ops.aten.sin_.default)
    found = ft.check_exported_program(ep, capture="compile")
    fx101 = [f for f in found if f.code == "FX101"]
    assert len(fx101) == 1 and fx101[0].severity == "error"
    assert fx101[0].node.name == "sin" and fx101[0].node.target == torch.ops.aten.sin_.default
    assert fx101[0].module is ep.graph_module.true_graph_0 and fx101[0].module_path == "true_graph_0"
    assert fx101[0].file == "<ExportedProgram>" and fx101[0].line > 0
    # the text is what fxlint check prints for str(ep)
    assert [str(f) for f in found] == [str(f) for f in fxlint.check_text(str(ep), filename="<ExportedProgram>",
                                                                        capture="compile")]
    with pytest.raises(fxlint.GraphError) as e:
        ft.assert_valid(ep, capture="compile")
    assert {f.code for f in e.value.findings} == {f.code for f in found if f.severity == "error"}
    assert "node: sin (call_function aten.sin_.default) in true_graph_0" in str(e.value)


def introduce_branch_mutation(gm):
    """An FX pass with a bug: makes the false branch's cos in-place."""
    return swap(gm, "false_graph_0", torch.ops.aten.cos.default, torch.ops.aten.cos_.default)


def test_checked_pass_names_the_pass_that_introduced_a_branch_mutation():
    """checked_pass over a pass on the exported graph module: the graph after it has the edit's
    mutation (an error with no flags under issue 24's meaning)."""
    bad_pass = ft.checked_pass(introduce_branch_mutation)
    gm = exported().graph_module
    with pytest.raises(fxlint.GraphError) as e:
        bad_pass(gm)
    err = e.value
    assert err.pass_name == f"{__name__}.introduce_branch_mutation"
    assert f"the graph after FX pass '{__name__}.introduce_branch_mutation'" in str(err)
    assert err.findings and err.findings[0].code == "FX101"
    assert err.findings[0].node.target == torch.ops.aten.cos_.default
    assert err.findings[0].module is gm.false_graph_0


def test_checked_pass_plumbing_under_compile():
    """The same with the capture path given (an error today and after issue 24), through the
    decorator's options, a PassBase subclass and a pass that changes the graph in place."""
    from torch.fx.passes.infra.pass_base import PassBase, PassResult

    @ft.checked_pass(capture="compile")
    def in_place(gm):
        introduce_branch_mutation(gm)  # returns nothing: the graph it was given is checked

    with pytest.raises(fxlint.GraphError) as e:
        in_place(exported().graph_module)
    assert e.value.pass_name.endswith("in_place") and e.value.findings[0].node.name == "cos"

    @ft.checked_pass(capture="compile")
    class BadPass(PassBase):
        def call(self, gm):
            return PassResult(introduce_branch_mutation(gm), True)

    with pytest.raises(fxlint.GraphError) as e:
        BadPass()(exported().graph_module)
    assert e.value.pass_name.endswith("BadPass") and e.value.findings[0].code == "FX101"

    # with fail_on="error", a pass that leaves the graph valid returns its result
    @ft.checked_pass(capture="compile")
    def harmless(gm):
        gm.graph.eliminate_dead_code()
        gm.recompile()
        return gm

    gm = exported().graph_module
    assert harmless(gm) is gm

    with pytest.raises(TypeError):
        ft.checked_pass(lambda: 3)()


def test_graph_module_from_make_fx_maps_to_nodes():
    from torch.fx.experimental.proxy_tensor import make_fx

    def f(x):
        return torch.cond(x.sum() > 0, lambda x: x.sin(), lambda x: x.cos(), (x,))

    gm = make_fx(f)(torch.randn(4))
    assert ft.check_graph_module(gm) == []
    branch = gm.true_graph_0
    for node in branch.graph.nodes:
        if node.target == torch.ops.aten.sin.default:
            node.target = torch.ops.aten.sin_.default
    branch.recompile()
    found = ft.check_graph_module(gm, capture="compile")
    assert found and found[0].code == "FX101" and found[0].file == "<GraphModule>"
    assert found[0].node.graph is branch.graph and found[0].module is branch
    text = gm.print_readable(print_output=False, include_stride=True, include_device=True)
    assert [str(f) for f in found] == [str(f) for f in fxlint.check_text(text, filename="<GraphModule>",
                                                                        capture="compile")]
    assert ft.check(gm, capture="compile") == found
    with pytest.raises(TypeError):
        ft.check(object())


def test_grad_mode_from_what_the_object_is():
    with torch.inference_mode():
        ep = torch.export.export(CondModel(), (torch.randn(4),))
    assert ft.check_exported_program(ep).grad == "inference"
    assert ft.check_exported_program(ep, grad="no-grad").grad == "no-grad"
    # a Dynamo graph whose values require grad was traced with grad enabled
    graphs = []

    def backend(gm, inputs):
        graphs.append(gm)
        return gm

    lin = torch.nn.Linear(4, 4)
    torch.compile(lambda x: lin(x).relu(), backend=backend)(torch.randn(2, 4))
    assert graphs and ft.check_graph_module(graphs[0]).grad == "enabled"


def test_options_and_config(tmp_path):
    ep = exported()
    swap(ep.graph_module, "true_graph_0", torch.ops.aten.sin.default, torch.ops.aten.sin_.default)
    assert ft.check_exported_program(ep, capture="compile", ignore="FX1,FX2") == []
    cfg = tmp_path / "fxlint.toml"
    cfg.write_text('capture = "compile"\nignore = ["FX201"]\n')
    found = ft.check_exported_program(ep, capture=None, config=cfg)
    assert [f.code for f in found] == ["FX101"] and found.config_file == str(cfg)
    found = ft.check_exported_program(ep, capture=None, filename=tmp_path / "ep.txt")
    assert found.config_file == str(cfg) and found[0].file == str(tmp_path / "ep.txt")
