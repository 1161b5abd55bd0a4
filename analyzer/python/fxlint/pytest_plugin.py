"""pytest --fxlint: every graph a test compiles, checked by fxlint when the test ends.

With ``--fxlint``, each test runs with ``TORCH_TRACE`` pointed at a folder of its own (the
environment variable, for torch imported later and for subprocesses, and the trace handler of a
torch already imported). When the test body returns, the log is flushed and checked in process;
findings at or above the fail-on severity make the test fail, each with its compile id, artifact
and the user's source line; those below (and all of them with ``--fxlint-fail-on never``) are
warnings. Graphs compiled while fixtures are torn down are checked at teardown. A summary ends
the run.

The graphs a passing test compiled were accepted by the torch it ran, so the options say what
that run cannot: ``--fxlint-target 2.X`` judges them by another release, ``--fxlint-compare-target
2.X`` marks each finding new, gone or in both between two releases (an upgrade audit), and
``--fxlint-capture export`` asks whether torch.export would take them too.

Without ``--fxlint`` (or one of its ``--fxlint-*`` options) the plugin does nothing: it sets no
environment variable, touches no handler and imports no torch.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import sys
import tempfile
import warnings
from typing import Any, Dict, Generator, List, Optional, Set, Tuple

import pytest

_OPTIONS = ("target", "compare_target", "capture", "grad", "select", "ignore", "fail_on", "dir", "config")
_LEVELS = {"info": 0, "warning": 1, "error": 2}


class FxlintWarning(UserWarning):
    """A finding below the fail-on severity (or any finding under --fxlint-fail-on never)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("fxlint", "fxlint: check the graphs each test compiles (TORCH_TRACE)")
    group.addoption("--fxlint", action="store_true", default=False,
                    help="point TORCH_TRACE at a folder per test and check what each test compiled")
    group.addoption("--fxlint-target", metavar="VERSION",
                    help="judge the graphs by this PyTorch release (2.1 .. 2.13, newest) instead of the newest")
    group.addoption("--fxlint-compare-target", metavar="VERSION",
                    help="upgrade audit: check under VERSION too and mark each finding new, gone or in both")
    group.addoption("--fxlint-capture", metavar="PATH",
                    help="judge the graphs as captured by PATH (compile, compile-eager, export, make-fx): "
                         "export asks whether torch.export would take them too")
    group.addoption("--fxlint-grad", metavar="MODE", help="the grad mode to assume: enabled, no-grad, inference")
    group.addoption("--fxlint-select", metavar="CODES", help="run only these rules (codes, names, prefixes)")
    group.addoption("--fxlint-ignore", metavar="CODES", help="do not run these rules")
    group.addoption("--fxlint-fail-on", metavar="LEVEL", choices=["error", "warning", "info", "never"],
                    help="lowest severity that fails a test: error, warning (the default, or the config "
                         "file's fail-on), info, never (every finding is a warning)")
    group.addoption("--fxlint-config", metavar="FILE",
                    help="fxlint config file (default: the nearest one above the rootdir)")
    group.addoption("--fxlint-dir", metavar="DIR",
                    help="keep the TORCH_TRACE logs here, a folder per test (default: a temporary folder, "
                         "removed at the end unless a test had findings)")


def _option(config: pytest.Config, name: str) -> Any:
    return config.getoption("fxlint_" + name)


def _asked(config: pytest.Config) -> bool:
    return bool(config.getoption("fxlint")) or any(_option(config, n) is not None for n in _OPTIONS)


def pytest_configure(config: pytest.Config) -> None:
    if _asked(config):
        config.pluginmanager.register(FxlintSession(config), "fxlint-session")


def _safe_name(nodeid: str) -> str:
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", nodeid).strip("_.")
    if len(name) > 100:
        name = name[:80] + "-" + hashlib.md5(nodeid.encode()).hexdigest()[:12]
    return name or "test"


class _Trace:
    """TORCH_TRACE pointed at one folder while a test runs, and put back after it."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self.env = os.environ.get("TORCH_TRACE")
        os.environ["TORCH_TRACE"] = folder
        self.handler: Any = None
        self.root_dir: Optional[str] = None
        self.attached = True
        internal = sys.modules.get("torch._logging._internal")
        handler = getattr(internal, "LOG_TRACE_HANDLER", None) if internal is not None else None
        if handler is not None and hasattr(handler, "root_dir"):
            # torch is imported: its handler read TORCH_TRACE then; point it here
            self.handler = handler
            self.root_dir = handler.root_dir
            trace_log = internal.trace_log  # type: ignore[union-attr]
            self.trace_log = trace_log
            self.attached = handler in trace_log.handlers
            self._reopen(folder)
            if not self.attached:
                trace_log.addHandler(handler)

    def _reopen(self, root_dir: Optional[str]) -> None:
        """Closes the current log (the next record opens a new one under root_dir)."""
        h = self.handler
        h.acquire()
        try:
            stream = getattr(h, "stream", None)
            if stream is not None:
                try:
                    stream.flush()
                    stream.close()
                finally:
                    h.stream = None
            h.root_dir = root_dir
        finally:
            h.release()

    def flush(self) -> None:
        h = self.handler
        if h is not None and getattr(h, "stream", None) is not None:
            h.flush()

    def logs(self) -> List[str]:
        self.flush()
        try:
            names = sorted(os.listdir(self.folder))
        except OSError:
            return []
        return [os.path.join(self.folder, n) for n in names if n.endswith((".log", ".log.gz"))]

    def restore(self) -> None:
        if self.env is None:
            os.environ.pop("TORCH_TRACE", None)
        else:
            os.environ["TORCH_TRACE"] = self.env
        if self.handler is not None:
            self._reopen(self.root_dir)
            if not self.attached and self.handler in self.trace_log.handlers:
                self.trace_log.removeHandler(self.handler)


class _TestState:
    def __init__(self, trace: _Trace) -> None:
        self.trace = trace
        self.seen: Set[Tuple[Any, ...]] = set()
        self.sizes: Dict[str, int] = {}
        self.findings: List[Any] = []
        self.upgrades: List[str] = []


class FxlintSession:
    """The plugin's state for one pytest run (registered only when asked)."""

    def __init__(self, config: pytest.Config) -> None:
        import fxlint

        self.fxlint = fxlint
        self.config = config

        def opt(name: str) -> Any:
            return _option(config, name)

        cfg_file = opt("config")
        if cfg_file is None:
            cfg_file = fxlint.find_config(str(config.rootpath))
        self.options: Dict[str, Any] = dict(
            target=opt("target"), compare_target=opt("compare_target"), capture=opt("capture"), grad=opt("grad"),
            select=opt("select"), ignore=opt("ignore"), config=cfg_file, isolated=cfg_file is None,
        )
        try:  # the options as `fxlint check` reads them: a bad one stops the run before any test
            probe = fxlint.check_text(b"", **self.options)
        except fxlint.OptionError as e:
            raise pytest.UsageError(f"--fxlint: {e}") from None
        self.fail_on: str = opt("fail_on") or probe.fail_on
        given = opt("dir")
        self.keep = given is not None
        self.base = os.path.abspath(given) if given else tempfile.mkdtemp(prefix="pytest-fxlint-")
        os.makedirs(self.base, exist_ok=True)
        self.tests: Dict[str, _TestState] = {}
        self.logs_checked = 0
        self.tests_with_graphs = 0
        self.settings = f"target {probe.target}" + (f", compared with {opt('compare_target')}" if opt("compare_target") else "") + \
            (f", capture {probe.capture}" if probe.capture != "auto" else "") + f", fail-on {self.fail_on}" + \
            (f", config {cfg_file}" if cfg_file else "")

    # ---- per test ----

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        folder = os.path.join(self.base, _safe_name(item.nodeid))
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder, exist_ok=True)
        self.tests[item.nodeid] = _TestState(_Trace(folder))

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item) -> Generator[None, Any, Any]:
        try:
            result = yield
        except BaseException:
            # the test failed on its own: its findings go beside its failure, not over it
            self._check(item, "call", fail=False)
            raise
        self._check(item, "call", fail=True)
        return result

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_teardown(self, item: pytest.Item, nextitem: Optional[pytest.Item]) -> Generator[None, Any, Any]:
        try:
            result = yield
        except BaseException:
            self._finish(item, fail=False)
            raise
        self._finish(item, fail=True)
        return result

    def _finish(self, item: pytest.Item, fail: bool) -> None:
        """Graphs compiled in setup when the body never ran, or by fixtures torn down; then
        TORCH_TRACE as it was."""
        state = self.tests.get(item.nodeid)
        try:
            self._check(item, "teardown", fail=fail)
        finally:
            if state is not None:
                state.trace.restore()

    def _check(self, item: pytest.Item, when: str, fail: bool) -> None:
        state = self.tests.get(item.nodeid)
        if state is None:
            return
        logs = state.trace.logs()
        sizes = {}
        for path in logs:
            try:
                sizes[path] = os.path.getsize(path)
            except OSError:
                pass
        if sizes == state.sizes:
            return  # nothing written since the last look
        if not state.sizes and logs:
            self.tests_with_graphs += 1
        state.sizes = sizes
        new: List[Any] = []
        for path in logs:
            found = self.fxlint.check_file(path, **self.options)
            self.logs_checked += 1
            if found.upgrade and len(found):  # the audit's sentence, where it has something to say
                state.upgrades.append(found.upgrade)
            for f in found:
                key = (f.file, f.line, f.column, f.code, f.compare, f.message)
                if key not in state.seen:
                    state.seen.add(key)
                    new.append(f)
        if not new:
            return
        state.findings.extend(new)
        floor = None if self.fail_on == "never" else _LEVELS[self.fail_on]
        failing = [f for f in new if floor is not None and _LEVELS[f.severity] >= floor and f.compare != "gone"]
        quiet = [f for f in new if f not in failing]
        for f in quiet:
            where = f.origin if f.origin is not None else None
            warnings.warn_explicit(
                FxlintWarning(f"fxlint: {item.nodeid}: {f}"), FxlintWarning,
                filename=where.file if where else f.file, lineno=where.line if where else f.line,
                module="fxlint")
        if failing:
            text = self._describe(item, failing, when)
            if fail:
                pytest.fail(text, pytrace=False)
            item.add_report_section(when, "fxlint", text)

    def _describe(self, item: pytest.Item, failing: List[Any], when: str) -> str:
        counts: Dict[str, int] = {}
        for f in failing:
            counts[f.severity] = counts.get(f.severity, 0) + 1
        said = ", ".join(f"{n} {sev}{'' if n == 1 else 's'}"
                         for sev, n in sorted(counts.items(), key=lambda kv: -_LEVELS[kv[0]]))
        phase = "" if when == "call" else f" (while {when.replace('teardown', 'tearing down')})"
        lines = [f"fxlint: {said} in the graphs {item.nodeid} compiled{phase} ({self.settings}):"]
        for f in failing:
            lines.append(str(f))
        return "\n".join(lines)

    # ---- the end ----

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        tr = terminalreporter
        tr.section("fxlint")
        with_findings = {k: s for k, s in self.tests.items() if s.findings}
        total: Dict[str, int] = {}
        for s in with_findings.values():
            for f in s.findings:
                total[f.severity] = total.get(f.severity, 0) + 1
        n = sum(total.values())
        tr.write_line(f"fxlint ({self.settings}): {self.logs_checked} TORCH_TRACE log checks over "
                      f"{len(self.tests)} tests, {self.tests_with_graphs} of which compiled graphs")
        for nodeid, s in with_findings.items():
            for f in s.findings:
                origin = f" <- {f.origin}" if f.origin is not None else ""
                cid = f" [{f.compile_id}]" if f.compile_id else ""
                mark = f" [upgrade: {f.compare}]" if f.compare else ""
                tr.write_line(f"{nodeid}:{cid} {f.severity} {f.code} {f.name}{mark}{origin}")
        for nodeid, s in self.tests.items():
            for sentence in s.upgrades:
                tr.write_line(f"{nodeid}: {sentence}")
        words = ", ".join(f"{total.get(sev, 0)} {sev}{'' if total.get(sev, 0) == 1 else 's'}"
                          for sev in ("error", "warning", "info"))
        tr.write_line(f"fxlint: {words} in {len(with_findings)} test{'' if len(with_findings) == 1 else 's'}")
        if n or self.keep:
            tr.write_line(f"fxlint: TORCH_TRACE logs in {self.base}")

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if not self.keep and not any(s.findings for s in self.tests.values()):
            shutil.rmtree(self.base, ignore_errors=True)
