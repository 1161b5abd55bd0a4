#!/bin/sh
# Prints the samples of this folder again with PyTorch itself: each program under programs/ is run
# from the repository root, and what PyTorch printed (a TORCH_TRACE log, TORCH_LOGS console output,
# an ExportedProgram, print_readable()) is written beside it; the line each program prints about
# PyTorch's verdict goes to stdout (samples/README.md quotes them). Needs torch 2.13.0 in build/venv
# (`make conformance-venv`).
# usage: sh samples/pytorch-2.13/make.sh   (PY=python to use another interpreter)
set -eu
cd "$(dirname "$0")/../.."
py=${PY:-build/venv/bin/python}
dir=samples/pytorch-2.13
prog=$dir/programs
"$py" -c 'import torch; assert torch.__version__.startswith("2.13."), torch.__version__' || {
    echo "make.sh: $py has no torch 2.13 (make conformance-venv)" >&2
    exit 2
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
verdict() { printf '%s: %s\n' "$1" "$(tail -n 1 "$tmp/out")"; }

# torch.compile(backend="aot_eager"), a TORCH_TRACE log
TORCH_TRACE=$tmp/trace "$py" "$prog/cond_alias_no_grad.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace/*.log >"$dir/cond_alias_no_grad.trace.log"
verdict cond_alias_no_grad.py

# torch.compile(backend="aot_eager") under torch.no_grad(), accepted: a TORCH_TRACE log whose
# guards show the grad mode
TORCH_TRACE=$tmp/trace_nograd "$py" "$prog/cond_write_no_grad.py" >"$tmp/out" 2>/dev/null
cat "$tmp"/trace_nograd/*.log >"$dir/cond_write_no_grad.trace.log"
verdict cond_write_no_grad.py

# torch.compile(backend="aot_eager"), TORCH_LOGS console output on stderr
TORCH_LOGS=graph_code,aot_graphs "$py" "$prog/while_body_write_no_grad.py" >"$tmp/out" 2>"$dir/while_body_write_no_grad.graphs.log"
verdict while_body_write_no_grad.py

# torch.compile(backend="eager") under torch.no_grad(), accepted: TORCH_LOGS=graph_code console
# output, Dynamo's graphs alone (no guards, no backend named)
TORCH_LOGS=graph_code "$py" "$prog/cond_write_graph_code.py" >"$tmp/out" 2>"$dir/cond_write_no_grad.graph_code.log"
sed 's/^/cond_write_graph_code.py: /' "$tmp/out"
TORCH_LOGS=graph_code "$py" "$prog/cond_alias_graph_code.py" >"$tmp/out" 2>"$dir/cond_alias_no_grad.graph_code.log"
verdict cond_alias_graph_code.py

# two ranks under torchrun, both in compile 0/0: rank 0 with backend "eager" (accepted), rank 1
# with "aot_eager" (refused, its traceback on the console with the [rank1]: prefix)
TORCH_LOGS=graph_code "$py" -m torch.distributed.run --nproc-per-node 2 "$prog/cond_alias_two_ranks.py" >"$tmp/out" \
    2>"$dir/cond_alias_two_ranks.graphs.log" || true
sed 's/^/cond_alias_two_ranks.py: /' "$tmp/out"

# torch.export, print(ep)
"$py" "$prog/export_cond.py" >"$dir/export_cond.ep.txt" 2>/dev/null
echo "export_cond.py: printed an ExportedProgram (accepted)"

# torch.export under torch.no_grad() of a branch that writes its input, print(ep); the verdict
# with grad enabled on stderr
"$py" "$prog/export_cond_write_no_grad.py" >"$dir/export_cond_write_no_grad.ep.txt" 2>"$tmp/out"
verdict export_cond_write_no_grad.py

# torch.export, then an FX pass's edit (sin -> sin_ in a branch), print(ep); what each consumer
# of the edited program says on stderr
"$py" "$prog/export_cond_edited.py" >"$dir/export_cond_edited.ep.txt" 2>"$tmp/out"
grep -E '^(ep\.|torch\.)' "$tmp/out" | sed 's/^/export_cond_edited.py: /'
verdict export_cond_edited.py

# make_fx, print_readable()
"$py" "$prog/scan_make_fx.py" >"$dir/scan_make_fx.readable.py" 2>/dev/null
echo "scan_make_fx.py: printed a GraphModule (accepted)"

