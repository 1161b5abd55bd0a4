# A small test file that compiles graphs, run by test_plugin.py as test_compiled.py with and
# without `pytest --fxlint`. PyTorch 2.13 accepts everything it compiles; fxlint's release table
# says 2.7 would not accept the nested_compile_region that writes its input (before 2.8, Dynamo
# rejected a region writing its input; since, it is auto-functionalized).
import pytest
import torch


@torch.compiler.nested_compile_region
def region(x, y):
    x.add_(1)
    return x * y


def test_region_writes_its_input():
    x, y = torch.randn(4), torch.randn(4)
    f = torch.compile(lambda x, y: region(x, y) + 1, backend="aot_eager", fullgraph=True)
    assert f(x, y).shape == (4,)


def test_plain_compile():
    f = torch.compile(lambda x: x.sin() + 1, backend="aot_eager")
    assert f(torch.ones(3)).shape == (3,)


def test_no_compile():
    assert torch.ones(2).sum() == 2


@pytest.fixture
def compiles_at_teardown():
    yield
    g = torch.compile(lambda x, y: region(x, y) * 2, backend="aot_eager", fullgraph=True)
    g(torch.randn(5), torch.randn(5))


def test_fixture_compiles_at_teardown(compiles_at_teardown):
    assert True
