#!/bin/sh
# Prints the samples of this folder again with PyTorch 2.14 itself: each program under programs/ is
# run from the repository root, and what PyTorch printed (an ExportedProgram, a TORCH_TRACE log) is
# written beside it; the lines each program prints about PyTorch's verdict go to stdout
# (samples/README.md quotes them). Needs torch 2.14 (the 2.14.1 wheel, a CUDA build that runs on
# CPU) in the interpreter PY, by default build/venv-2.14/bin/python
# (`python3 -m venv build/venv-2.14 && build/venv-2.14/bin/pip install torch==2.14.1`).
# usage: sh samples/pytorch-2.14/make.sh   (PY=python to use another interpreter)
set -eu
cd "$(dirname "$0")/../.."
py=${PY:-build/venv-2.14/bin/python}
dir=samples/pytorch-2.14
prog=$dir/programs
"$py" -c 'import torch; assert torch.__version__.startswith("2.14."), torch.__version__' || {
    echo "make.sh: $py has no torch 2.14" >&2
    exit 2
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
verdicts() { sed "s|^|$1: |" "$tmp/out"; }

# torch.export under torch.no_grad(), print(ep): a switch branch writes its operand
"$py" "$prog/switch_write_export.py" "$dir/switch_write_no_grad.ep.txt" >"$tmp/out" 2>/dev/null
verdicts switch_write_export.py

# torch.compile(backend="aot_eager") under torch.no_grad(), a TORCH_TRACE log: the same switch
rm -rf "$tmp/trace"
TORCH_TRACE=$tmp/trace "$py" "$prog/switch_write_compile.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace/*.log >"$dir/switch_write_no_grad.trace.log"
verdicts switch_write_compile.py

# torch.compile(backend="aot_eager") with grad enabled: Dynamo rejects branch1's write while it
# speculates the branches, before printing any graph; the log keeps the failure and its traceback
rm -rf "$tmp/trace"
TORCH_TRACE=$tmp/trace "$py" "$prog/switch_write_grad_compile.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace/*.log >"$dir/switch_write.trace.log"
verdicts switch_write_grad_compile.py

# the same router with pure branches: torch.export (print(ep)) and torch.compile (TORCH_TRACE)
"$py" "$prog/switch_clean_export.py" "$dir/switch_clean.ep.txt" >"$tmp/out" 2>/dev/null
verdicts switch_clean_export.py
rm -rf "$tmp/trace"
TORCH_TRACE=$tmp/trace "$py" "$prog/switch_clean_compile.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace/*.log >"$dir/switch_clean.trace.log"
verdicts switch_clean_compile.py

# torch.export, then an FX pass's edit (sigmoid -> sigmoid_ in branch 1), print(ep); what the
# consumers of the edited program say
"$py" "$prog/switch_edited_export.py" "$dir/switch_edited.ep.txt" >"$tmp/out" 2>/dev/null
verdicts switch_edited_export.py

# torch.compile(backend="aot_eager"), a TORCH_TRACE log: a flex_gemm epilogue writes a captured tensor
rm -rf "$tmp/trace"
TORCH_TRACE=$tmp/trace "$py" "$prog/flex_gemm_write_compile.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace/*.log >"$dir/flex_gemm_write.trace.log"
verdicts flex_gemm_write_compile.py

# torch.compile(backend="inductor") under torch.no_grad() with TORCH_COMPILE_DEBUG=1: the debug
# folder's fx_graph_runnable.py, whose subgraphs (flex_attention's score_mod and mask_mod, the
# cond's branches) 2.14 prints as top-level classes before `class Repro`
(cd "$tmp" && TORCH_COMPILE_DEBUG=1 "$OLDPWD/$py" "$OLDPWD/$prog/cond_flex_inductor.py" >"$tmp/out" 2>/dev/null)
cp "$(find "$tmp/torch_compile_debug" -name fx_graph_runnable.py | head -n 1)" "$dir/cond_flex_inductor.fx_graph_runnable.py"
verdicts cond_flex_inductor.py

# torch.compile(backend="aot_eager", dynamic=True) under torch.no_grad(), a TORCH_TRACE log of a
# compile Dynamo restarted: attempt 0's graphs, then attempt 1's with the guards
rm -rf "$tmp/trace"
TORCH_TRACE=$tmp/trace "$py" "$prog/restart_cond_compile.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace/*.log >"$dir/restart_cond_no_grad.trace.log"
verdicts restart_cond_compile.py
