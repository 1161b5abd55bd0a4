"""Regenerate every printed form under tests/forms/ with PyTorch 2.13.0 (CPU); the models stage
also with 2.14.1.

usage: build/venv/bin/python tests/forms/gen/regen.py [STAGE...]
STAGES: multi tabular depyf debug trace export logs cachehit (default: all of these), then
        defects.py is run to rebuild tests/forms/defects/ and the defect rows of MANIFEST.tsv.
        models (real transformers models, under the interpreter's release: 2.13 and 2.14 each
        print into models/<release>/) runs only when named: `make -f tests/forms/forms.mk
        forms-models`.

Every run is one subprocess; what it prints (stderr for TORCH_LOGS, stdout for the
printing scripts) is saved byte for byte, except for one normalisation: the absolute
path of the repository clone is replaced by /workspace/fxlint, so that regenerating
from another clone gives the same paths (TORCH_TRACE has_payload MD5s are recomputed
for the payloads this touches).  Timestamps, PIDs, the UUID suffix of
__compiled_fn_N_<uuid>, /tmp/torchinductor_<user>/ hashes and the
torch_compile_debug/run_<date>-pid_<pid> folder name stay volatile (see FORMATS-2.13.md).
"""
import glob
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

GEN = os.path.dirname(os.path.abspath(__file__))
FORMS = os.path.dirname(GEN)
REPO = os.path.dirname(os.path.dirname(FORMS))
PY = sys.executable
NORM_ROOT = "/workspace/fxlint"
TORCH_VERSION = subprocess.run(
    [PY, "-c", "import torch;print(torch.__version__)"], capture_output=True, text=True
).stdout.strip()

GRAPH_LOGS = "graph_code,aot_graphs,aot_joint_graph,graph,post_grad_graphs,pre_grad_graphs,graph_sizes"
# inductor on CPU needs capture_scalar_outputs for scan and map (see run_compile.py)
CSO = {"scan": ["--capture-scalar-outputs"], "map": ["--capture-scalar-outputs"]}
HOP_PROGRAMS = ["plain", "cond", "while", "scan", "map", "invoke_subgraph", "flex"]

# FXFORMS_DRY=1: run nothing, only rebuild the MANIFEST rows of the named stages from the
# files already there (the job tables below are the single source of the commands)
DRY = os.environ.get("FXFORMS_DRY") == "1"

MANIFEST_ROWS = []  # file, form, program, command, torch, defect line, code, compile id


def rel(p):
    return os.path.relpath(p, FORMS)


def norm_text(s):
    # the clone path, and the per-run fresh compile cache (run() below) shown as the
    # default cache dir it stands for
    s = s.replace(REPO, NORM_ROOT)
    return re.sub(r"/tmp/fxforms_cache_[a-z0-9_]{8}", "/tmp/torchinductor_root", s)


def compile_ids(text):
    ids = []
    for m in re.finditer(r"^(?:\[rank\d+\]:)?[VIWEC]\d{4} [\d:.]+ \d+ \S+:\d+\] (\[[^\]]+\])", text, re.M):
        if m.group(1) not in ids and not m.group(1).startswith("[__"):
            ids.append(m.group(1))
    for m in re.finditer(r'"frame_id": (\d+), "frame_compile_id": (\d+), "attempt": (\d+)', text):
        cid = f"[{m.group(1)}/{m.group(2)}" + (f"_{m.group(3)}]" if m.group(3) != "0" else "]")
        if cid not in ids:
            ids.append(cid)
    return ",".join(ids) if ids else "-"


def record(path, form, program, command, text=None):
    if text is None:
        if path.endswith(".gz"):
            text = gzip.open(path, "rt").read()
        elif os.path.isfile(path):
            text = open(path, errors="replace").read()
        else:
            text = ""
    MANIFEST_ROWS.append(
        [rel(path), form, program, command, TORCH_VERSION, "-", "-", compile_ids(text)]
    )


class _Dry:
    returncode, stdout, stderr = 0, b"", b"(dry run)"


def run(args, env_extra=None, cwd=None, stdout_to=None, stderr_to=None, timeout=600,
        expect_fail=False):
    if DRY:
        return _Dry()
    env = dict(os.environ)
    for k in ("TORCH_LOGS", "TORCH_TRACE", "TORCH_COMPILE_DEBUG", "TORCH_LOGS_FORMAT"):
        env.pop(k, None)
    env.update(env_extra or {})
    env["PYTHONHASHSEED"] = "0"
    cache = None
    if "TORCHINDUCTOR_CACHE_DIR" not in env:
        # a fresh, empty compile cache per run: otherwise AOTAutograd/FX cache hits
        # change what is printed ("Forward graph (from cache)", see cond.cache_hit.log)
        cache = tempfile.mkdtemp(prefix="fxforms_cache_")
        env["TORCHINDUCTOR_CACHE_DIR"] = cache
    r = subprocess.run([PY] + args, env=env, cwd=cwd or REPO, capture_output=True, timeout=timeout)
    if cache:
        shutil.rmtree(cache, ignore_errors=True)
    for data, dest in ((r.stdout, stdout_to), (r.stderr, stderr_to)):
        if dest:
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "w") as f:
                f.write(norm_text(data.decode("utf-8", "replace")))
    if r.returncode != 0 and not expect_fail:
        print(f"!! rc={r.returncode}: {args}\n{r.stderr.decode()[-2000:]}", file=sys.stderr)
    return r


def cmd_str(env, args):
    e = " ".join(f"{k}={v}" for k, v in env.items())
    return (e + " " if e else "") + "python " + " ".join(
        a.replace(REPO + "/", "") for a in args
    )


G = "tests/forms/gen/"


# ---------------------------------------------------------------- TORCH_LOGS
def stage_logs():
    d = os.path.join(FORMS, "torch_logs")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    jobs = []
    for p in HOP_PROGRAMS + ["annotated"]:
        jobs.append((f"{p}.graphs.log", p, {"TORCH_LOGS": GRAPH_LOGS}, [G + "run_compile.py", p] + CSO.get(p, [])))
    # without capture_scalar_outputs inductor fails on scan (2.13, CPU): keep the real error log
    jobs.append(("scan.inductor_error.log", "scan", {"TORCH_LOGS": "graph_code,post_grad_graphs"},
                 [G + "run_compile.py", "scan"]))  # fails (rc 1) by design: see run() below
    jobs += [
        ("plain.graph_code_verbose.log", "plain", {"TORCH_LOGS": "graph_code_verbose"},
         [G + "run_compile.py", "plain", "--backend", "aot_eager"]),
        ("plain.dynamo_verbose.log", "plain",
         {"TORCH_LOGS": "+dynamo,graph_code,aot_graphs,recompiles,graph_breaks"},
         [G + "run_compile.py", "plain", "--backend", "aot_eager"]),
        ("plain.rank0.log", "plain", {"TORCH_LOGS": "graph_code,aot_graphs,recompiles"},
         [G + "run_compile.py", "plain", "--backend", "aot_eager", "--rank"]),
        ("compiled_autograd.log", "compiled_autograd",
         {"TORCH_LOGS": "compiled_autograd,graph_code,aot_graphs"},
         [G + "run_compile.py", "compiled_autograd", "--backend", "aot_eager"]),
        ("cond.inductor_ir.log", "cond",
         {"TORCH_LOGS": "ir_pre_fusion,ir_post_fusion,output_code"},
         [G + "run_compile.py", "cond"]),
        ("while.graph_no_tabulate.log", "while", {"TORCH_LOGS": "graph,graph_code"},
         [G + "run_compile.py", "while", "--backend", "aot_eager", "--no-tabulate"]),
    ]
    for name, prog, env, args in jobs:
        out = os.path.join(d, name)
        run(args, env, stderr_to=out, expect_fail=name.endswith("_error.log"))
        record(out, "torch_logs", prog, cmd_str(env, args) + " 2>" + name)

    # colored: stdout is a terminal (script(1) gives it a pty), stderr goes to the file
    out = os.path.join(d, "cond.ansi.log")
    env = {"TORCH_LOGS": "graph_code,aot_graphs"}
    args = [G + "run_compile.py", "cond", "--backend", "aot_eager"]
    if not DRY:
        full = dict(os.environ, **env)
        full["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="fxforms_cache_")
        subprocess.run(
            ["script", "-q", "-e", "-c",
             f"{PY} {' '.join(args)} 2>{out}.raw", "/dev/null"],
            env=full, cwd=REPO, capture_output=True,
        )
        with open(out, "w") as f:
            f.write(norm_text(open(out + ".raw", errors="replace").read()))
        os.remove(out + ".raw")
    record(out, "torch_logs_ansi", "cond",
           "script -q -e -c '" + cmd_str(env, args) + " 2>cond.ansi.log' /dev/null")


def stage_cachehit():
    d = os.path.join(FORMS, "torch_logs")
    # a warm cache: the second run of the same program hits the AOTAutograd cache
    cache = tempfile.mkdtemp(prefix="fxforms_cache_")
    env = {"TORCH_LOGS": "graph_code,aot_graphs,post_grad_graphs", "TORCHINDUCTOR_CACHE_DIR": cache}
    # (cond graphs bypass the AOTAutograd cache in 2.13: "aotautograd_cache_bypass")
    args = [G + "run_compile.py", "invoke_subgraph"]
    run(args, env)
    out = os.path.join(d, "invoke_subgraph.cache_hit.log")
    run(args, env, stderr_to=out)
    shutil.rmtree(cache, ignore_errors=True)
    record(out, "torch_logs", "invoke_subgraph", "(second run, same TORCHINDUCTOR_CACHE_DIR) " +
           cmd_str({"TORCH_LOGS": env["TORCH_LOGS"]}, args) + " 2>invoke_subgraph.cache_hit.log")


# ---------------------------------------------------------------- export
def stage_export():
    d = os.path.join(FORMS, "export")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    jobs = []
    for p in ["cond", "while", "scan", "map", "invoke_subgraph", "flex"]:
        jobs.append((f"{p}.ep.txt", "exported_program", p, ["--what", "ep"], {}))
        jobs.append((f"{p}.fxir.txt", "fxir_multi", p, ["--what", "graph"], {}))
    jobs += [
        ("cond.strict.ep.txt", "exported_program", "cond", ["--what", "ep", "--strict"], {}),
        ("while.strict.ep.txt", "exported_program", "while", ["--what", "ep", "--strict"], {}),
        ("cond.signature.txt", "export_signature", "cond", ["--what", "signature"], {}),
        ("cond.module.txt", "readable", "cond", ["--what", "module"], {}),
        ("while.module.txt", "readable", "while", ["--what", "module"], {}),
    ]
    for name, form, p, extra, env in jobs:
        out = os.path.join(d, name)
        args = [G + "run_export.py", p] + extra
        run(args, env, stdout_to=out)
        record(out, form, p, cmd_str(env, args) + " >" + name)
    # export's own logs on stderr
    for name, p, env, extra in [
        ("cond.export_logs.log", "cond", {"TORCH_LOGS": "+export"}, []),
        ("while.strict.export_logs.log", "while",
         {"TORCH_LOGS": "export,graph_code,aot_graphs"}, ["--strict"]),
    ]:
        out = os.path.join(d, name)
        args = [G + "run_export.py", p, "--what", "none"] + extra
        run(args, env, stderr_to=out)
        record(out, "torch_logs", p, cmd_str(env, args) + " 2>" + name)


# ---------------------------------------------------------------- TORCH_TRACE
def fix_trace(text, tmp=None):
    """normalise the clone path (and the TORCH_TRACE temp dir, which fx_graph_runnable
    payloads name); recompute has_payload where the payload changed"""
    def norm(x):
        x = norm_text(x)
        return x.replace(tmp, "/tmp/fxforms_trace") if tmp else x

    lines = text.split("\n")
    out, i = [], 0
    while i < len(lines):
        hdr = lines[i]
        j = i + 1
        while j < len(lines) and lines[j].startswith("\t"):
            j += 1
        payload_lines = lines[i + 1:j]
        new_payload_lines = [norm(x) for x in payload_lines]
        m = re.search(r'"has_payload": "([0-9a-f]{32})"', hdr)
        if m and payload_lines:
            old = "\n".join(x[1:] for x in payload_lines)
            if hashlib.md5(old.encode()).hexdigest() == m.group(1):
                new = "\n".join(x[1:] for x in new_payload_lines)
                hdr = hdr.replace(m.group(1), hashlib.md5(new.encode()).hexdigest())
        out.append(norm(hdr))
        out.extend(new_payload_lines)
        i = j
    return "\n".join(out)


def stage_trace():
    d = os.path.join(FORMS, "trace")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    # inductor only for cond (its artifacts: inductor_post_grad_graph, fx_graph_runnable,
    # inductor_output_code); aot_eager elsewhere: an inductor trace of `plain` is 5.7 MB,
    # mostly chromium_event and fx_graph_cache_miss records
    jobs = [("cond", [G + "run_compile.py", "cond"], "cond.log")]
    jobs += [(p, [G + "run_compile.py", p, "--backend", "aot_eager"], f"{p}.log")
             for p in ["while", "scan", "map", "invoke_subgraph", "flex"]]
    jobs.append(("plain", [G + "run_compile.py", "plain", "--backend", "aot_eager", "--rank"],
                 "plain.rank0.log"))
    jobs.append(("cond", [G + "run_export.py", "cond", "--what", "none"], "cond.export.log"))
    # the ExportedProgram is logged with dtrace_structured: only TORCH_DTRACE records it
    jobs.append(("cond", [G + "run_export.py", "cond", "--what", "none"], "cond.export_dtrace.log"))
    for p, args, name in jobs:
        tmp = tempfile.mkdtemp(prefix="fxforms_trace_")
        var = "TORCH_DTRACE" if "dtrace" in name else "TORCH_TRACE"
        env = {var: tmp}
        run(args, env)
        logs = sorted(glob.glob(os.path.join(tmp, "*.log")))
        text = "".join(open(x).read() for x in logs)
        out = os.path.join(d, name)
        text = fix_trace(text, tmp)
        form = "torch_trace"
        if len(text) > 400_000:  # keep the tree small: gzip only (cond.log, plain.rank0.log)
            out += ".gz"
            form = "torch_trace_gz"
            with gzip.GzipFile(out, "wb", mtime=0) as g:
                g.write(text.encode())
        else:
            with open(out, "w") as f:
                f.write(text)
        record(out, form, p,
               cmd_str({var: "/tmp/DIR"}, args) + "  # file: " +
               ",".join(os.path.basename(x) for x in logs))
        shutil.rmtree(tmp)
    # one log both plain and gzipped (same bytes inside), as people attach them
    src = os.path.join(d, "while.log")
    with open(src, "rb") as f, gzip.GzipFile(os.path.join(d, "while.log.gz"), "wb", mtime=0) as g:
        g.write(f.read())
    record(os.path.join(d, "while.log.gz"), "torch_trace_gz", "while",
           "gzip of trace/while.log (gzip -n)")


# ---------------------------------------------------------------- TORCH_COMPILE_DEBUG
DEBUG_DROP = ("tlparse",)  # the dedicated TORCH_TRACE log inside the folder (see trace/)


def stage_debug():
    d = os.path.join(FORMS, "debug_dir")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    for p in ["cond", "while", "invoke_subgraph", "flex"]:
        tmp = tempfile.mkdtemp(prefix="fxforms_debug_")
        args = [os.path.join(REPO, G, "run_compile.py"), p]
        env = {"TORCH_COMPILE_DEBUG": "1"}
        run(args, env, cwd=tmp)
        dropped = []
        for root, dirs, files in os.walk(tmp):
            for fn in files:
                src = os.path.join(root, fn)
                r = os.path.relpath(src, tmp)
                if any(part in DEBUG_DROP for part in r.split(os.sep)) or os.path.getsize(src) > 200_000:
                    dropped.append(r)
                    continue
                dst = os.path.join(d, p, r)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                with open(src, errors="replace") as f:
                    text = f.read().replace(tmp, "/tmp/fxforms_debug")
                with open(dst, "w") as f:
                    f.write(norm_text(text))
                form = "debug_dir:" + re.sub(r"_\d+_debug\.log$", "_N_debug.log", fn)
                record(dst, form, p, cmd_str(env, [G + "run_compile.py", p]) + "  (cwd: empty dir)")
        with open(os.path.join(d, p, "DROPPED.txt"), "w") as f:
            f.write("files of the real folder not committed (size or duplicate of trace/):\n")
            for r in sorted(dropped):
                f.write(re.sub(r"_[a-z0-9_]{8}\.log$", "_XXXXXXXX.log", r) + "\n")
        shutil.rmtree(tmp)


# ---------------------------------------------------------------- depyf
def stage_depyf():
    d = os.path.join(FORMS, "depyf")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    for p, backend in [("cond", "aot_eager"), ("plain", "aot_eager"),
                       ("invoke_subgraph", "inductor")]:
        tmp = tempfile.mkdtemp(prefix="fxforms_depyf_")
        args = [G + "run_depyf.py", os.path.join(tmp, p), p, "--backend", backend]
        run(args, {})
        dropped = []
        for fn in sorted(os.listdir(os.path.join(tmp, p))):
            src = os.path.join(tmp, p, fn)
            if not os.path.isfile(src):
                continue
            if os.path.getsize(src) > 50_000:  # full_code_for_*.py of the plain program
                dropped.append(f"{fn} ({os.path.getsize(src)} bytes)")
                continue
            dst = os.path.join(d, p, fn)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            with open(src, errors="replace") as f:
                text = f.read().replace(tmp, "/tmp/fxforms_depyf")
            with open(dst, "w") as f:
                f.write(norm_text(text))
            record(dst, "depyf", p, cmd_str({}, [G + "run_depyf.py", "DIR/" + p, p, "--backend", backend]))
        if dropped:
            with open(os.path.join(d, p, "DROPPED.txt"), "w") as f:
                f.write("files of the real folder not committed (over 50 kB):\n")
                f.write("".join(x + "\n" for x in dropped))
        shutil.rmtree(tmp)


# ---------------------------------------------------------------- many graphs in one file
def stage_multi():
    d = os.path.join(FORMS, "multi")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    jobs = [
        ("backend_print_readable.txt", "readable_multi", HOP_PROGRAMS, "readable"),
        ("backend_gm_str.txt", "gm_str_multi", ["plain", "cond"], "gm_str"),
        ("backend_fxir.txt", "fxir_multi", ["cond", "while", "scan", "map", "invoke_subgraph"], "fxir"),
        ("aot_fw_bw.txt", "aot_fw_bw", ["cond", "invoke_subgraph"], "aot_fw_bw"),
        ("aot_readable_meta.txt", "readable_multi", ["cond", "annotated"], "readable_meta"),
    ]
    for name, form, ps, fmt in jobs:
        out = os.path.join(d, name)
        args = [G + "run_print.py"] + ps + ["--form", fmt]
        run(args, {}, stdout_to=out)
        record(out, form, "+".join(ps), cmd_str({}, args) + " >" + name)


def stage_tabular():
    d = os.path.join(FORMS, "tabular")
    if not DRY:
        shutil.rmtree(d, ignore_errors=True)
    out = os.path.join(d, "print_tabular.txt")
    args = [G + "run_print.py", "cond", "while", "scan", "--form", "tabular"]
    run(args, {}, stdout_to=out)
    record(out, "tabular", "cond+while+scan", cmd_str({}, args) + " >print_tabular.txt")
    out = os.path.join(d, "print_tabular_no_tabulate.txt")
    args = [G + "run_print.py", "cond", "--form", "tabular", "--no-tabulate"]
    # stdout only: print_tabular prints its one line, then raises ImportError (inside the
    # backend, so Dynamo reports BackendCompilerFailed on stderr; not kept)
    run(args, {}, stdout_to=out, expect_fail=True)
    record(out, "tabular_missing", "cond", cmd_str({}, args) + " >print_tabular_no_tabulate.txt")


# ---------------------------------------------------------------- real models
# Small transformers models (run_models.py), printed by the release of the interpreter into
# models/<major.minor>/: what real model code gives the HOPs (flex_attention, checkpointing),
# training graphs, symbolic shapes, Inductor's graphs and export. Not in the default stages:
# the interpreter needs transformers (forms.mk's forms-models makes a venv per release).
MODEL_JOBS = [  # model, mode, grad, what is kept
    ("llama_flex", "compile", "no_grad", ("trace", "logs")),  # flex_attention score_mod / mask_mod
    ("llama", "ckpt", "enabled", ("trace", "logs")),  # tag_activation_checkpoint, fw and bw
    ("llama", "nested", "enabled", ("trace",)),  # nested_compile_region: invoke_subgraph, training
    ("mixtral", "compile", "enabled", ("trace",)),  # mixture of experts, training
    ("qwen2", "dynamic", "no_grad", ("trace",)),  # dynamic=True: symbolic sizes
    ("t5", "inductor", "no_grad", ("logs",)),  # Inductor's post-grad graphs and output code
    ("llama_flex", "export", "no_grad", ("ep",)),
    ("mixtral", "export", "no_grad", ("ep",)),
    ("bert", "export", "enabled", ("ep",)),
]
MODEL_LOGS = "graph_code,aot_graphs,post_grad_graphs,output_code"


def keep(path, text, form):
    """Writes text to path, gzipped (path + .gz) past 100 KB; returns the path written and
    its form."""
    if len(text) > 100_000:
        path += ".gz"
        form += "_gz"
        with gzip.GzipFile(path, "wb", mtime=0) as g:
            g.write(text.encode())
    else:
        with open(path, "w") as f:
            f.write(text)
    return path, form


def stage_models():
    """FXFORMS_MODELS=llama.nested.enabled,...: only those jobs, the other files left as they are."""
    release = ".".join(TORCH_VERSION.split(".")[:2])
    d = os.path.join(FORMS, "models", release)
    only = [j for j in os.environ.get("FXFORMS_MODELS", "").split(",") if j]
    if not only:
        shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d, exist_ok=True)
    for model, mode, grad, kept in MODEL_JOBS:
        name = f"{model}.{mode}.{grad}"
        if only and name not in only:
            continue
        args = [G + "run_models.py", model, mode, grad]
        if mode == "export":
            out = os.path.join(d, name + ".ep.txt")
            run(args, {}, stdout_to=out, timeout=1800)
            record(out, "exported_program", model, cmd_str({}, args) + " >" + name + ".ep.txt")
            continue
        tmp = tempfile.mkdtemp(prefix="fxforms_trace_")
        env = {"TORCH_TRACE": tmp}
        if "logs" in kept:
            env["TORCH_LOGS"] = MODEL_LOGS
        err = os.path.join(d, name + ".stderr")
        run(args, env, stderr_to=err, timeout=1800)
        shown = dict(env, TORCH_TRACE="/tmp/DIR")
        if "trace" in kept:
            files = sorted(glob.glob(os.path.join(tmp, "*.log")))
            text = fix_trace("".join(open(x).read() for x in files), tmp)
            path, form = keep(os.path.join(d, name + ".trace.log"), text, "torch_trace")
            record(path, form, model, cmd_str(shown, args) + "  # file: " + ",".join(os.path.basename(x) for x in files))
        if "logs" in kept:
            path, form = keep(os.path.join(d, name + ".torch_logs.log"), open(err).read(), "torch_logs")
            record(path, form, model, cmd_str(shown, args) + " 2>" + name + ".torch_logs.log")
        os.remove(err)
        shutil.rmtree(tmp)


STAGES = {  # quick ones first; cachehit after logs (stage_logs empties torch_logs/)
    "multi": stage_multi, "tabular": stage_tabular, "depyf": stage_depyf,
    "debug": stage_debug, "trace": stage_trace, "export": stage_export,
    "logs": stage_logs, "cachehit": stage_cachehit, "models": stage_models,
}
DEFAULT_STAGES = [s for s in STAGES if s != "models"]


def main():
    stages = sys.argv[1:] or DEFAULT_STAGES
    if DRY and set(stages) - {"logs", "export", "multi", "tabular", "cachehit"}:
        sys.exit("FXFORMS_DRY=1 works for the stages logs, export, multi, tabular, cachehit only")
    man = os.path.join(FORMS, "MANIFEST.tsv")
    old = []
    if os.path.exists(man):
        old = [l.rstrip("\n").split("\t") for l in open(man)][1:]
    for s in stages:
        print("stage", s, file=sys.stderr)
        STAGES[s]()
    # keep the rows of files not recorded now that still exist; defect rows are rebuilt
    # by defects.py
    new_files = {r[0] for r in MANIFEST_ROWS}
    rows = [r for r in old if r[0] not in new_files and not r[0].startswith("defects/")
            and os.path.exists(os.path.join(FORMS, r[0]))]
    rows += MANIFEST_ROWS
    rows.sort(key=lambda r: r[0])
    with open(man, "w") as f:
        f.write("file\tform\tprogram\tcommand\ttorch\tdefect_line\texpected_code\tcompile_id\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    defects = os.path.join(GEN, "defects.py")
    if os.path.exists(defects):
        subprocess.run([PY, defects], check=True)


if __name__ == "__main__":
    main()
