"""`import fxlint` from the installed wheel: check_text and check_file, Finding objects and their
text, options and config files as the CLI means them, errors, and the in-process contract
(threads, no growth over thousands of calls). Needs no torch. Run from the repository root by
tests/package/run with the venv's python (FXLINT_REPO names the checkout)."""

import gzip
import os
import subprocess
import sys
import threading

import pytest

import fxlint

REPO = os.environ.get("FXLINT_REPO", os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..")))
SAMPLE = os.path.join(REPO, "samples", "cond_mutation.py")


def read(path):
    with open(path, "rb") as f:
        return f.read()


def cli(*args, cwd=REPO):
    exe = os.path.join(os.path.dirname(sys.executable), "fxlint")
    env = dict(os.environ, FXLINT_NO_CACHE="1")
    return subprocess.run([exe, *args], cwd=cwd, env=env, capture_output=True, text=True)


def test_a_finding_and_its_fields():
    found = fxlint.check_text(read(SAMPLE).decode(), filename="samples/cond_mutation.py", capture="compile")
    assert isinstance(found, fxlint.Findings) and isinstance(found, list)
    assert found.graphs == 1 and found.failed and not found.not_a_dump
    assert found.capture == "compile" and found.fail_on == "warning"
    assert found.target == fxlint.check_text("", target="newest").target  # the default: the newest release
    [f] = found
    assert (f.code, f.name, f.severity) == ("FX101", "branch-input-mutation", "error")
    assert (f.file, f.line, f.column) == ("samples/cond_mutation.py", 17, 13)
    assert f.end[0] == 17 and f.end[1] > f.column
    assert "writes its input 'arg0_1'" in f.message
    assert [(n.line, n.column) for n in f.notes] == [(6, 9), (11, 27)]
    assert str(f.notes[0]) == "note: samples/cond_mutation.py:6:9: the torch.cond call that runs 'true_graph_0'"
    assert f.origin == fxlint.Origin("/home/user/model.py", 13, "true_fn", "row.add_(1)")
    assert str(f.origin) == "/home/user/model.py:13 in true_fn: row.add_(1)"
    assert f.graph_path == "GraphModule.true_graph_0/add_"
    assert f.module_path == "true_graph_0" and f.node_name == "add_"
    assert f.compile_id is None and f.artifact is None and f.compare is None
    assert len(f.fingerprint) == 32
    assert found.errors == [f]


def test_str_is_the_cli_text():
    # the README's first example: `fxlint check --capture compile samples/cond_mutation.py`
    out = cli("check", "--capture", "compile", "--color", "never", "samples/cond_mutation.py")
    assert out.returncode == 1
    found = fxlint.check_text(read(SAMPLE), filename="samples/cond_mutation.py", capture="compile")
    assert "".join(str(f) + "\n" for f in found) == out.stdout
    assert str(found) == out.stdout


def test_check_file_reads_as_the_cli_reads():
    found = fxlint.check_file("samples/trace_cond.log")
    assert found and all(f.file == "samples/trace_cond.log" for f in found)
    assert found[0].compile_id == "0/0" and found[0].artifact
    assert str(found).startswith("samples/trace_cond.log:")
    assert "[0/0]" in str(found[0]).splitlines()[0]


def test_gzip_bytes_and_files(tmp_path):
    data = read(os.path.join(REPO, "samples", "trace_cond.log"))
    plain = fxlint.check_text(data, filename="trace_cond.log")
    zipped = fxlint.check_text(gzip.compress(data), filename="trace_cond.log")
    assert [str(f) for f in zipped] == [str(f) for f in plain] and plain
    gz = tmp_path / "t.log.gz"
    gz.write_bytes(gzip.compress(data))
    assert [f.code for f in fxlint.check_file(gz)] == [f.code for f in plain]


def test_not_a_dump_and_empty():
    found = fxlint.check_text("import torch\n\ndef f(x):\n    return x.sin()\n")
    assert found == [] and found.not_a_dump and found.graphs == 0
    assert fxlint.check_text("") == []


def test_options():
    text = read(SAMPLE)
    kw = dict(filename="m.py", capture="compile")
    assert [f.code for f in fxlint.check_text(text, **kw)] == ["FX101"]
    assert fxlint.check_text(text, ignore="FX1", **kw) == []
    assert fxlint.check_text(text, ignore=["branch-input-mutation"], **kw) == []
    assert fxlint.check_text(text, select=["FX4", "FX2"], **kw) == []
    assert [f.code for f in fxlint.check_text(text, select="FX101", **kw)] == ["FX101"]
    # grad as a bool, as torch.is_grad_enabled() says it
    assert fxlint.check_text(text, grad=False, **kw).grad == "no-grad"
    assert fxlint.check_text(text, grad=True, **kw).grad == "enabled"
    # the release: rules judge by it
    assert fxlint.check_text(text, target="2.9.1", **kw).target == "2.9"
    assert fxlint.check_text(text, target="2.13.0+cpu", **kw).target == "2.13"


@pytest.mark.parametrize("kw, words", [
    (dict(target="2.0"), "bad target '2.0'"),
    (dict(select="FX10l"), "unknown rule 'FX10l' in select; did you mean 'FX101'?"),
    (dict(ignore=""), "ignore names no rule"),
    (dict(grad="sideways"), "bad grad 'sideways'"),
    (dict(capture="jit"), "bad capture 'jit'"),
    (dict(compare_target="1.13"), "bad compare_target '1.13'"),
    (dict(input_format="yaml"), "unknown input format 'yaml'"),
    (dict(config="/nonexistent/fxlint.toml"), "/nonexistent/fxlint.toml"),
])
def test_bad_options_are_option_errors(kw, words):
    with pytest.raises(fxlint.OptionError) as e:
        fxlint.check_text("x", **kw)
    assert words in str(e.value)
    assert isinstance(e.value, ValueError) and isinstance(e.value, fxlint.FxlintError)
    with pytest.raises(TypeError):
        fxlint.check_text("x", select=["FX1", 3])


def test_config_files(tmp_path):
    text = read(SAMPLE)
    proj = tmp_path / "proj"
    (proj / "dumps").mkdir(parents=True)
    (proj / "pyproject.toml").write_text(
        '[tool.fxlint]\ncapture = "compile"\nfail-on = "error"\nexclude = ["gen"]\n'
        '[tool.fxlint.per-file-ignores]\n"dumps/legacy_*.py" = ["FX101"]\n')
    name = str(proj / "dumps" / "m.py")
    found = fxlint.check_text(text, filename=name)
    assert [f.code for f in found] == ["FX101"]
    assert found.config_file == str(proj / "pyproject.toml")
    assert found.capture == "compile" and found.fail_on == "error"
    assert fxlint.check_text(text, filename=str(proj / "dumps" / "legacy_1.py")) == []
    excluded = fxlint.check_text(text, filename=str(proj / "gen" / "m.py"))
    assert excluded == [] and excluded.excluded_by == "gen" and excluded.graphs == 0
    # the options go over the file, as the command line does
    assert fxlint.check_text(text, filename=name, capture="export").capture == "export"
    # no name, or isolated: no config file
    assert fxlint.check_text(text).config_file is None
    assert fxlint.check_text(text, filename=name, isolated=True).capture == "auto"
    # a config file named, for a text with no name
    assert fxlint.check_text(text, config=proj / "pyproject.toml").capture == "compile"
    assert fxlint.find_config(proj / "dumps") == found.config_file
    assert fxlint.find_config(tmp_path) is None
    # what the CLI says for the same file
    (proj / "dumps" / "m.py").write_bytes(text)
    out = cli("check", "--color", "never", "dumps/m.py", cwd=str(proj))
    assert out.stdout == str(fxlint.check_file(proj / "dumps" / "m.py")).replace(str(proj) + "/", "")
    # a broken one is an error, as for the CLI
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "fxlint.toml").write_text("no_grad = true\n")
    with pytest.raises(fxlint.OptionError, match="unknown key 'no_grad'"):
        fxlint.check_text(text, filename=str(tmp_path / "broken" / "m.py"))


def test_suppression_comment_in_the_text():
    text = read(SAMPLE).decode()
    line = "torch.ops.aten.add_.Tensor(select, 1);  select = add_ = None"
    hidden = text.replace(line, line + "  # noqa: FX101")
    found = fxlint.check_text(hidden, filename="m.py", capture="compile")
    assert found == [] and found.suppressed == 1


def test_upgrade_audit():
    path = "samples/pytorch-2.13/while_body_write_no_grad.graphs.log"
    found = fxlint.check_file(path, grad="no-grad", capture="compile-eager", target="2.13", compare_target="2.9")
    assert found.upgrade.startswith("upgrade 2.9 -> 2.13: ")
    assert {f.compare for f in found} <= {"new", "gone", "both"} and "gone" in {f.compare for f in found}
    assert all("[upgrade: " in str(f) for f in found)
    assert not found.failed  # what the upgrade fixes does not fail
    out = cli("check", "--color", "never", "--grad", "no-grad", "--capture", "compile-eager", "--target", "2.13",
              "--compare-target", "2.9", path)
    assert out.stdout == str(found)
    assert found.upgrade in out.stderr


def test_rules_and_version():
    rules = fxlint.rules()
    assert ("FX101", "branch-input-mutation", "error") in rules
    assert fxlint.__version__ == cli("--version").stdout.split()[1]


def test_threads_give_each_the_same_result():
    data = read(os.path.join(REPO, "samples", "trace_mixed.log"))
    want = str(fxlint.check_text(data, filename="samples/trace_mixed.log"))
    assert want
    bad = []

    def work():
        for _ in range(50):
            got = str(fxlint.check_text(data, filename="samples/trace_mixed.log"))
            if got != want:
                bad.append(got)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert bad == []


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def test_thousands_of_calls_do_not_grow():
    texts = [read(os.path.join(REPO, "samples", n)) for n in ("cond_mutation.py", "trace_mixed.log",
                                                              "cond_fxir.txt", "export_signature.txt")]
    for i in range(400):  # warm up: allocator pools, patterns
        fxlint.check_text(texts[i % 4], filename="x.py")
    before = rss_kib()
    for i in range(5000):
        found = fxlint.check_text(texts[i % 4], filename="x.py")
        str(found)
    after = rss_kib()
    assert after - before < 2048, f"RSS grew by {after - before} KiB over 5,000 checks"
