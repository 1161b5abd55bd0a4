"""Make copies of printed forms with one injected defect each, and record them.

usage: python tests/forms/gen/defects.py        (run by regen.py at the end)

Each defect is a hand-style edit of one line of a real printout, inside a HOP subgraph
that PyTorch 2.13 would reject (under grad, as these programs ran, or always):
  FX101  a branch/body op on a subgraph input becomes its in-place overload
         (torch.ops.aten.sin.default(arg0_1) -> torch.ops.aten.sin_.default(arg0_1),
          l.sin() -> l.sin_(), FX IR target=...sin.default -> ...sin_.default)
  FX201  the subgraph returns one of its inputs (return (add,) -> return (arg0_1,))
  FX401  the false branch's output gets another dtype in its annotation
         ("f32[4, 3]..." -> "i64[4, 3]...")
The surrounding log lines (glog prefixes, compile ids, TORCH_TRACE headers) stay intact.
TORCH_TRACE copies get their has_payload MD5 recomputed for the edited payload, so that
the only thing wrong in them is the defect (a stale MD5 would be FX905 instead).
Copies go to defects/<label>/<original path>; rows are appended to MANIFEST.tsv.
"""
import gzip
import hashlib
import os
import re
import sys

FORMS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

GLOG = re.compile(
    r"^((?:\[rank\d+\]:)?[VIWEC]\d{4} \S+ \d+ \S+:\d+\](?: \[[^\]_][^\]]*\])?(?: \[__\w+\])? ?)(.*)$"
)
CLASS = re.compile(r"^(\s*)class (\S+)\(torch\.nn\.Module\):\s*$")


def split(line):
    if line.startswith("\t"):
        return "\t", line[1:]
    m = GLOG.match(line)
    if m:
        return m.group(1), m.group(2)
    return "", line


def indent(s):
    return len(s) - len(s.lstrip(" "))


def find_block(lines, name, nth=0, where=None):
    """(start, end) line indexes of the nth `class NAME(torch.nn.Module):` block whose
    line passes where(prefix)."""
    seen = 0
    for i, l in enumerate(lines):
        p, c = split(l)
        m = CLASS.match(c)
        if not m or m.group(2) != name or (where and not where(p)):
            continue
        if seen < nth:
            seen += 1
            continue
        ind = len(m.group(1))
        j = i + 1
        while j < len(lines):
            p2, c2 = split(lines[j])
            if (p2 == "" and p != "" and not lines[j].startswith("\t")) or (
                c2.strip() and indent(c2) <= ind
            ):
                break
            if p and p2 and p2.split("]")[0] != p.split("]")[0] and not p.startswith("\t"):
                break
            j += 1
        return i, j
    raise LookupError(f"class {name} #{nth} not found")


def find_fxir_block(lines, nth):
    starts = [i for i, l in enumerate(lines) if split(l)[1].strip() == "graph():"]
    i = starts[nth]
    j = i + 1
    while j < len(lines) and split(lines[j])[1].startswith("    "):
        j += 1
    return i, j + 0


def placeholders(lines, s, e):
    """input names of the forward in lines[s:e], plus `a = b` aliases of them"""
    names = []
    for k in range(s, e):
        c = split(lines[k])[1]
        m = re.match(r"\s*def forward\(self,?(.*)\):", c)
        if m:
            names += re.findall(r"(\w+)(?::|,|$)", m.group(1))
            break
        m = re.match(r"\s*(\w+)\s*:\s*.*=\s*placeholder\[", c) or re.match(
            r"\s*%(\w+) : .*= placeholder\[", c)
        if m:
            names.append(m.group(1))
    for k in range(s, e):
        m = re.match(r"\s*(\w+) = (\w+)\s*$", split(lines[k])[1])
        if m and m.group(2) in names:
            names.append(m.group(1))
    return [n for n in names if n != "self"]


def mutate(lines, s, e):
    ph = placeholders(lines, s, e)
    for k in range(s, e):
        l = lines[k]
        for p in ph:
            for pat, rep in (
                (r"torch\.ops\.aten\.(\w+?)\.(\w+)\(" + p + r"\b", r"torch.ops.aten.\1_.\2(" + p),
                (r"\b" + p + r"\.(sin|cos|mul|add|sub|sigmoid)\(", p + r".\1_("),
                (r"target=torch\.ops\.aten\.(\w+?)\.(\w+)\]\(args = \(%" + p + r"\b",
                 r"target=torch.ops.aten.\1_.\2](args = (%" + p),
                (r"call_method\[target=(sin|cos|mul|add|sub|sigmoid)\]\(args = \(%" + p + r"\b",
                 r"call_method[target=\1_](args = (%" + p),
            ):
                new = re.sub(pat, rep, l, count=1)
                if new != l:
                    lines[k] = new
                    return k
    raise LookupError("no op on a placeholder found")


def mutate_tabular(lines, s, e):
    for k in range(s, e):
        m = re.match(r"^(call_method\s+\w+\s+)(sin|cos) ", lines[k])
        if m:
            lines[k] = m.group(1) + m.group(2) + "_" + lines[k][len(m.group(0)):]
            return k
    raise LookupError("no call_method sin/cos row")


def alias_return(lines, s, e):
    ph = placeholders(lines, s, e)
    ph = [p for p in ph if not p.startswith("L_")]
    for k in range(e - 1, s - 1, -1):
        l = lines[k]
        m = re.search(r"return \((%?)(\w+),\)", l) or re.search(r"return \((%?)(\w+), ", l)
        if m:
            lines[k] = l[: m.start(2)] + ph[0] + l[m.end(2):]
            return k
    raise LookupError("no return")


def retype_output(lines, s, e):
    ret = None
    for k in range(e - 1, s - 1, -1):
        m = re.search(r"return \((\w+),", split(lines[k])[1])
        if m:
            ret = m.group(1)
            break
    for k in range(s, e):
        m = re.match(r'(\s*' + ret + r': ")f32(\[)', split(lines[k])[1])
        if m:
            lines[k] = lines[k].replace(ret + ': "f32[', ret + ': "i64[', 1)
            return k
    raise LookupError("no annotated output")


def trace_fix_md5(lines):
    out = list(lines)
    i = 0
    while i < len(out):
        j = i + 1
        while j < len(out) and out[j].startswith("\t"):
            j += 1
        m = re.search(r'"has_payload": "([0-9a-f]{32})"', out[i])
        if m and j > i + 1:
            payload = "\n".join(x[1:] for x in out[i + 1:j])
            out[i] = out[i].replace(m.group(1), hashlib.md5(payload.encode()).hexdigest())
        i = j
    return out


def compile_id_of(lines, k):
    p = split(lines[k])[0]
    m = re.search(r"\] (\[[^\]_][^\]]*\])", p)
    if m:
        return m.group(1)
    for i in range(k, -1, -1):
        if not lines[i].startswith("\t"):
            m = re.search(r'"frame_id": (\d+), "frame_compile_id": (\d+), "attempt": (\d+)', lines[i])
            if m:
                a = "" if m.group(3) == "0" else "_" + m.group(3)
                return f"[{m.group(1)}/{m.group(2)}{a}]"
            return "-"
    return "-"


def tag(s):
    return lambda p: s in p


def first(predicate_text):
    return lambda lines: next(i for i, l in enumerate(lines) if predicate_text in l)


# (label, source file (glob-free; the first match of a prefix if it ends with '*'),
#  block selector, edit, code, what)
def cls(name, nth=0, where=None):
    return lambda lines: find_block(lines, name, nth, where)


def fxir(nth):
    return lambda lines: find_fxir_block(lines, nth)


def tab(nth):
    def sel(lines):
        starts = [i for i, l in enumerate(lines) if l.startswith("opcode ")]
        i = starts[nth]
        j = i + 1
        while j < len(lines) and not lines[j].startswith("opcode "):
            j += 1
        return i, j
    return sel


DEFECTS = [
    ("torch_logs-aotfw-FX101", "torch_logs/cond.graphs.log",
     cls("true_graph_0", 0, tag("[__aot_graphs]")), mutate, "FX101",
     "cond true branch of the AOT forward graph writes its input"),
    ("torch_logs-dynamo-FX201", "torch_logs/cond.graphs.log",
     cls("cond_false_0", 0, tag("[__graph_code]")), alias_return, "FX201",
     "cond false branch of the Dynamo graph returns its input"),
    ("torch_logs-postgrad-FX401", "torch_logs/cond.graphs.log",
     cls("false_graph_0", 0, tag("[__post_grad_graphs]")), retype_output, "FX401",
     "cond false branch output dtype differs from the true branch (post-grad graph)"),
    ("torch_logs-while-FX201", "torch_logs/while.graphs.log",
     cls("while_loop_body_graph_0", 0, tag("[__aot_graphs]")), alias_return, "FX201",
     "while_loop body returns a carried input"),
    ("torch_logs-scan-FX101", "torch_logs/scan.graphs.log",
     cls("scan_combine_graph_0", 0, tag("[__aot_graphs]")), mutate, "FX101",
     "scan combine_fn writes its input"),
    ("torch_logs-map-FX101", "torch_logs/map.graphs.log",
     cls("body_graph_0", 0, tag("[__aot_graphs]")), mutate, "FX101",
     "map body writes its input"),
    ("export-flex-FX101", "export/flex.ep.txt", cls("sdpa_score0"), mutate, "FX101",
     "ExportedProgram: flex_attention score_mod writes its input"),
    ("torch_logs-ansi-FX101", "torch_logs/cond.ansi.log",
     cls("true_graph_0", 0, tag("[__aot_graphs]")), mutate, "FX101",
     "cond true branch writes its input (colored log)"),
    ("torch_logs-cachehit-FX201", "torch_logs/invoke_subgraph.cache_hit.log",
     cls("repeated_subgraph0", 0, tag("[__aot_graphs]")), alias_return, "FX201",
     "invoke_subgraph body returns its input (AOT cache-hit print)"),
    ("torch_logs-export-FX201", "export/while.strict.export_logs.log",
     cls("body_fn_0", 0, tag("[__graph_code]")), alias_return, "FX201",
     "while_loop body returns a carried input (strict export's TORCH_LOGS)"),
    # PyTorch rejects this edit in 2.13 and 2.14 (gen/run_models_defect.py measures it)
    ("models-nested-2.13-FX201", "models/2.13/llama.nested.enabled.trace.log.gz", cls("subgraph_0", 0),
     alias_return, "FX201", "a real Llama's decoder layer as a nested_compile_region (2.13): returns its input"),
    ("models-nested-2.14-FX201", "models/2.14/llama.nested.enabled.trace.log.gz", cls("subgraph_0", 0),
     alias_return, "FX201", "a real Llama's decoder layer as a nested_compile_region (2.14): returns its input"),
    ("export-ep-FX101", "export/cond.ep.txt", cls("true_graph_0"), mutate, "FX101",
     "ExportedProgram: cond true branch writes its input"),
    ("export-strict-FX201", "export/cond.strict.ep.txt", cls("false_graph_0"), alias_return,
     "FX201", "ExportedProgram (strict): cond false branch returns its input"),
    ("export-while-FX201", "export/while.ep.txt", cls("while_loop_body_graph_0"), alias_return,
     "FX201", "ExportedProgram: while_loop body returns a carried input"),
    ("export-module-FX401", "export/cond.module.txt", cls("false_graph_0"), retype_output,
     "FX401", "unlifted module: cond branch outputs differ in dtype"),
    ("export-fxir-FX101", "export/cond.fxir.txt", fxir(1), mutate, "FX101",
     "FX IR blocks of an export: the cond true branch writes its input"),
    ("trace-FX101", "trace/scan.log", cls("scan_combine_graph_0", 0), mutate, "FX101",
     "TORCH_TRACE: scan combine_fn writes its input (first payload that prints it)"),
    ("trace-while-FX201", "trace/while.log", cls("while_loop_body_graph_0", 0), alias_return,
     "FX201", "TORCH_TRACE: while_loop body returns a carried input"),
    ("trace-gz-FX401", "trace/cond.log.gz", cls("false_graph_0", 0), retype_output, "FX401",
     "gzipped TORCH_TRACE: cond branch outputs differ in dtype"),
    ("multi-readable-FX101", "multi/backend_print_readable.txt", cls("cond_true_0"), mutate,
     "FX101", "concatenated print_readable: cond true branch writes its input"),
    ("multi-fxir-FX101", "multi/backend_fxir.txt", fxir(1), mutate, "FX101",
     "FX IR blocks: cond true branch (2nd graph() block) writes its input"),
    ("multi-aotfwbw-FX401", "multi/aot_fw_bw.txt", cls("false_graph_0"), retype_output,
     "FX401", "AOT forward+backward file: cond branch outputs differ in dtype"),
    ("multi-meta-FX101", "multi/aot_readable_meta.txt", cls("true_graph_0"), mutate, "FX101",
     "print_readable with additional_meta/expanded_def: cond true branch writes its input"),
    ("tabular-FX101", "tabular/print_tabular.txt", tab(1), mutate_tabular, "FX101",
     "print_tabular: cond true branch (2nd table) calls sin_ on its input"),
    ("debug-readable-FX101", "debug_dir/cond/**/model__0_forward_*/fx_graph_readable.py", cls("true_graph_0"),
     mutate, "FX101", "debug folder fx_graph_readable.py: cond true branch writes its input"),
    ("debug-transformed-FX201", "debug_dir/cond/**/model__0_forward_*/fx_graph_transformed.py",
     cls("false_graph_0"), alias_return, "FX201",
     "debug folder fx_graph_transformed.py: cond false branch returns its input"),
    # no defect for fx_graph_runnable.py: it does not print HOP subgraphs in 2.13
    # (`self.true_graph_0 = <lambda>()` only), and str(gm) (multi/backend_gm_str.txt)
    # does not either: nothing there for FX101/FX201/FX401 to see.
    ("depyf-aot-FX101", "depyf/cond/__compiled_fn_1.Forward_graph.0.py", cls("true_graph_0"),
     mutate, "FX101", "depyf Forward_graph file: cond true branch writes its input"),
    ("depyf-dynamo-FX201", "depyf/cond/__compiled_fn_1.__compiled_fn_1_*", cls("cond_false_0"),
     alias_return, "FX201", "depyf Dynamo graph file: cond false branch returns its input"),
]


def resolve(pattern):
    if "*" not in pattern:
        return pattern if os.path.exists(os.path.join(FORMS, pattern)) else None
    import glob

    hits = sorted(glob.glob(os.path.join(FORMS, pattern), recursive=True))
    return os.path.relpath(hits[0], FORMS) if hits else None


def main():
    rows = []
    out_root = os.path.join(FORMS, "defects")
    import shutil

    shutil.rmtree(out_root, ignore_errors=True)
    for label, pattern, sel, edit, code, what in DEFECTS:
        src = resolve(pattern)
        if src is None:
            print(f"defects: {pattern} missing, {label} skipped", file=sys.stderr)
            continue
        path = os.path.join(FORMS, src)
        gz = src.endswith(".gz")
        text = gzip.open(path, "rt").read() if gz else open(path).read()
        lines = text.split("\n")
        try:
            s, e = sel(lines)
            k = edit(lines, s, e)
        except (LookupError, IndexError, StopIteration) as ex:
            print(f"defects: {label}: {ex!r}; skipped", file=sys.stderr)
            continue
        cid = compile_id_of(lines, k)
        if src.startswith("trace/") or ".trace.log" in src:  # a TORCH_TRACE log
            lines = trace_fix_md5(lines)
        dst_rel = os.path.join("defects", label, src)
        dst = os.path.join(FORMS, dst_rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        data = "\n".join(lines)
        if gz:
            with gzip.GzipFile(dst, "wb", mtime=0) as g:
                g.write(data.encode())
        else:
            with open(dst, "w") as f:
                f.write(data)
        rows.append([dst_rel, "defect:" + src.split("/")[0], src, what,
                     "", str(k + 1), code, cid])
    man = os.path.join(FORMS, "MANIFEST.tsv")
    old = [l.rstrip("\n").split("\t") for l in open(man)]
    head, body = old[0], [r for r in old[1:] if not r[0].startswith("defects/")]
    by_file = {r[0]: r for r in body}
    for r in rows:
        # columns: file form program command torch defect_line expected_code compile_id
        src_row = by_file.get(r[2])
        r[4] = src_row[4] if src_row else "2.13.0+cpu"  # the release that printed the source
        program = src_row[2] if src_row else "-"
        r[2], r[3] = program, "gen/defects.py: edit of " + r[2] + ": " + r[3]
    body += rows
    body.sort(key=lambda r: r[0])
    with open(man, "w") as f:
        f.write("\t".join(head) + "\n")
        for r in body:
            f.write("\t".join(r) + "\n")
    print(f"defects: {len(rows)} copies", file=sys.stderr)


if __name__ == "__main__":
    main()
