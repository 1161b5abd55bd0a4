"""Make what PyTorch printed stable across runs and machines, without changing its shape.

Everything written under tests/conformance/cases/ and into verdicts.jsonl goes through here.
What is rewritten (and only this) is listed in tests/conformance/README.md, "Volatile bits".
"""
import hashlib
import json
import os
import re
import sys

import torch

REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
TORCH_DIR = os.path.dirname(os.path.abspath(torch.__file__))
SITE_DIR = os.path.dirname(TORCH_DIR)
# a venv reached through a symbolic link: code objects carry the real path
REAL_SITE_DIR = os.path.realpath(SITE_DIR)
STABLE_SITE = "/venv/lib/python3.11/site-packages"

_ADDR = re.compile(r"0x[0-9a-fA-F]{6,16}")
# FX names the code of every GraphModule it compiles "<eval_with_key>.<n>" from a
# process-wide counter: n depends on what ran before in the worker process
_EVAL_KEY = re.compile(r"<eval_with_key>\.\d+")
_TMP = re.compile(r"/tmp/[A-Za-z0-9_./-]+")
# export's node annotations name the function torch._dynamo.disable wrapped first in the
# worker process ('trace', 'dispatch_trace', 'wrapper', ...): it depends on what ran before
_DISABLE_METHOD = re.compile(r"('_torchdynamo_disable_method': )'[A-Za-z0-9_.<>]*'")


def text(s: str) -> str:
    """Return s with memory addresses, the venv and repository paths made stable."""
    if s is None:
        return None
    s = s.replace(SITE_DIR, STABLE_SITE)
    if REAL_SITE_DIR != SITE_DIR:
        s = s.replace(REAL_SITE_DIR, STABLE_SITE)
    s = s.replace(REPO_ROOT + os.sep, "")
    s = s.replace(REPO_ROOT, ".")
    s = _ADDR.sub("0x...", s)
    s = _EVAL_KEY.sub("<eval_with_key>.N", s)
    s = _TMP.sub("/tmp/...", s)
    s = _DISABLE_METHOD.sub(r"\1'...'", s)
    return s


# TORCH_TRACE: records kept in committed logs. The graph-bearing ones are what a
# reader (tlparse, fxlint) uses; `str`/`dynamo_start` give stacks their file names;
# `compilation_metrics` keeps the failure reason of a rejected compile (trimmed to
# stable fields). Dropped: chromium_event (timings), describe_* (fake-tensor
# provenance), guards (object ids), cache and config artifacts.
KEEP_EVENTS = {
    "str", "dynamo_start", "dynamo_output_graph", "aot_forward_graph",
    "aot_backward_graph", "aot_joint_graph", "aot_inference_graph",
    "exported_program", "graph_break", "dynamo_graph_break_reason",
    "compilation_metrics", "artifact", "dynamo_cpp_guards_str",
}
KEEP_ARTIFACTS = {"before_pre_grad_graph", "after_pre_grad_graph"}
# pytorch_version (2.13+): the release that printed the log, which fxlint reads to tell the grad
# modes Dynamo traces a HOP body under where the guards do not show the mode (what the *grad
# mode not said* run of tests/conformance/check.c measures)
KEEP_METRICS = ("compile_id", "co_name", "co_filename", "co_firstlineno",
                "fail_type", "fail_reason", "fail_user_frame_filename",
                "fail_user_frame_lineno", "graph_op_count", "graph_node_count",
                "graph_input_count", "dynamo_config_fullgraph", "pytorch_version")
STABLE_PREFIX = "V0101 00:00:00.000000 1000 "
_HEADER = re.compile(r"^([VIWE])(\d{4}) (\d\d:\d\d:\d\d\.\d{6}) (\d+) (.*?\] )(\{.*)$")


def log_has_graph(log: str) -> bool:
    """The log shows a graph: Dynamo's output graph or one of AOTAutograd's."""
    return any(k in log for k in ('{"dynamo_output_graph"', '{"aot_'))


def _first_frame(stack, strings, replay):
    """Where a dynamo_start stack starts to be the user's: a program's first frame (/programs/);
    for a graph-surgery replay, the edited graph's generated code (<eval_with_key>), the frames
    above being the harness."""
    want = "<eval_with_key>" if replay else "/programs/"
    return next((i for i, fr in enumerate(stack) if want in strings.get(fr.get("filename"), "")), 0)


def trace_log(raw: str, replay: bool = False) -> str:
    """Filter and normalise one TORCH_TRACE log (see KEEP_EVENTS); payload MD5s are recomputed.
    replay: the log of a graph-surgery replay (no program file; see _first_frame)."""
    records = []
    cur = None
    for line in raw.split("\n"):
        m = _HEADER.match(line)
        if m:
            cur = [m.group(5), m.group(6), []]
            records.append(cur)
        elif cur is not None and line.startswith("\t"):
            cur[2].append(line[1:])
    parsed = []
    for where, meta_s, payload_lines in records:
        try:
            meta = json.loads(meta_s)
        except ValueError:
            continue
        event = next(iter(meta))
        if event not in KEEP_EVENTS:
            continue
        if event == "artifact" and meta[event].get("name") not in KEEP_ARTIFACTS:
            continue
        parsed.append((where, event, meta, payload_lines))
    # dynamo_start: keep the stack from the first frame of the conformance program on
    # (the frames above it are the harness); intern only the strings still referenced
    strings = {m["str"][1]: m["str"][0] for _, ev, m, _ in parsed if ev == "str"}
    used = set()
    for _, ev, meta, _ in parsed:
        if ev == "dynamo_start":
            stack = meta[ev].get("stack", [])
            first = _first_frame(stack, strings, replay)
            meta[ev]["stack"] = stack[first:]
            used.update(fr.get("filename") for fr in meta[ev]["stack"])
    out = []
    for where, event, meta, payload_lines in parsed:
        if event == "str":
            if meta["str"][1] not in used:
                continue
            meta["str"][0] = text(meta["str"][0])
        if event == "compilation_metrics":
            cm = meta[event]
            meta[event] = {k: (text(cm[k]) if isinstance(cm[k], str) else cm[k])
                           for k in KEEP_METRICS if k in cm}
            if meta[event].get("fail_reason"):
                lines = meta[event]["fail_reason"].split("\n")
                keep = lines[0][:300]
                # Dynamo's "Backend compiler exception" (2.9) names the backend on its
                # Explanation line ("Backend compiler `aot_eager` failed with ..."): keep it
                expl = [ln.strip() for ln in lines[1:3] if ln.strip().startswith("Explanation: Backend compiler `")]
                if expl:
                    keep += "\n  " + expl[0][:300]
                meta[event]["fail_reason"] = keep
        if event == "dynamo_cpp_guards_str":
            # only the global-state guard: it records the grad mode the frame was compiled
            # under ("grad_mode":false|true); the rest names object ids
            payload_lines = [l for l in payload_lines if "GLOBAL_STATE: ___check_global_state()" in l]
            if not payload_lines:
                continue
        payload = None
        if "has_payload" in meta:
            payload = text("\n".join(payload_lines))
            meta["has_payload"] = hashlib.md5(payload.encode("utf-8")).hexdigest()
        # the glog prefix names torch's files relative to site-packages
        where = text(where.replace(REAL_SITE_DIR + os.sep, "").replace(SITE_DIR + os.sep, ""))
        out.append(STABLE_PREFIX + where + json.dumps(meta))
        if payload is not None:
            out.extend("\t" + pl for pl in payload.split("\n"))
    return "\n".join(out) + "\n"


def error_message(e: BaseException, limit: int = 1000) -> str:
    s = text(str(e))
    if len(s) > limit:
        s = s[:limit] + "\n[... trimmed ...]"
    return s


def error_key(s: str) -> str:
    """The part of a PyTorch message that fxlint should quote.

    Dynamo graph break inside a HOP: "<graph-break title> | Explanation: <explanation>";
    a fake-tensor failure reported by Dynamo: the inner "<Type>: <message>"; a backend
    failure ("backend='aot_eager' raised:"): the line after it; otherwise the first line.
    """
    if s is None:
        return None
    m = re.search(r"got (\w+(?:Error|Exception))\((['\"])(.*?)\2\)", s, re.S)
    if m and "Dynamo failed to run FX node with fake tensors" in s:
        return f"{m.group(1)}: {m.group(3)}"
    m = re.search(r"Got graph break/error:\n\n(.*?)\n(?:  Higher Order Operator: .*?\n)?  Explanation: (.*?)\n", s, re.S)
    if m:
        return f"{m.group(1).strip()} | Explanation: {m.group(2).strip()}"
    m = re.match(r"backend='[^']*' raised:\n(.*?)\n", s + "\n", re.S)
    if m:
        return m.group(1).strip()
    m = re.search(r"^(.*?)\n  Explanation: (.*?)\n", s, re.S)
    if m:
        return f"{m.group(1).strip()} | Explanation: {m.group(2).strip()}"
    return s.split("\n")[0].strip()
