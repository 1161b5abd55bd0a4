# Shared by the ecosystem tests (sourced): the fxlint binary, a scratch directory, assertions,
# and a small model dump written on the fly (never copied from the corpus), in a defective and
# a fixed form, optionally printed "again" with renumbered nodes and moved lines.
# Each test is a shell script run by tests/run-ecosystem as `sh TEST BIN SHARED`; it exits 0
# when it passes, 77 when a tool it needs is missing (a skip), anything else when it fails.
set -u
FXLINT=${1:?usage: sh TEST BIN SHARED}
SHARED=${2:-../shared}
case $FXLINT in /*) ;; *) FXLINT=$PWD/$FXLINT ;; esac
case $SHARED in /*) ;; *) SHARED=$PWD/$SHARED ;; esac
REPO=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/fxlint-eco.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM
FAILS=0

fail() {
    echo "FAIL: $*"
    FAILS=$((FAILS + 1))
}
skip() {
    echo "SKIP: $*"
    exit 77
}
finish() {
    [ "$FAILS" -eq 0 ] || exit 1
    exit 0
}
# expect_rc WANT CMD...: runs CMD with stdout to $WORK/out and stderr to $WORK/err.
expect_rc() {
    want=$1
    shift
    "$@" >"$WORK/out" 2>"$WORK/err"
    got=$?
    if [ "$got" -gt 2 ] && [ "$got" -ne "$want" ]; then
        fail "$* crashed (exit status $got)"
        sed 's/^/    stderr: /' "$WORK/err" | head -n 20
    elif [ "$got" -ne "$want" ]; then
        fail "$* exited $got, expected $want"
        sed 's/^/    stdout: /' "$WORK/out" | head -n 10
        sed 's/^/    stderr: /' "$WORK/err" | head -n 10
    fi
}
# contains FILE TEXT [what]: FILE holds the fixed string TEXT.
contains() {
    grep -qF -- "$2" "$1" || { fail "${3:-$1} lacks: $2"; sed 's/^/    | /' "$1" | head -n 15; }
}
lacks() {
    if grep -qF -- "$2" "$1"; then fail "${3:-$1} should not hold: $2"; sed 's/^/    | /' "$1" | head -n 15; fi
}

# The defect the tests plant: a cond branch writing into its input (FX101) once that rule is
# registered; until then an undefined operand (FX903) stands in, so the plumbing is tested.
if "$FXLINT" rules 2>/dev/null | grep -q '^FX101 '; then
    DEFECT=FX101
    DEFECT_NAME=branch-input-mutation
else
    DEFECT=FX903
    DEFECT_NAME=undefined-name
fi

# write_dump FILE KIND [RENUMBER] [EXTRA]
#   An AOTAutograd training graph (inputs primals_N: grad enabled), so a write in the branch is
#   an error whatever the grad mode settings.
#   KIND: bad (one defect in the true branch) or fixed.
#   RENUMBER: 0 for the first printing; N prints the same model again with every node and
#   subgraph renumbered (suffix _N) and N extra lines before it, as a later print would.
#   EXTRA: "new" adds a second, different defect.
write_dump() {
    file=$1 kind=$2 n=${3:-0} extra=${4:-}
    sfx="" tg=true_graph_0 fg=false_graph_0
    if [ "$n" -gt 0 ]; then sfx=_$n tg=true_graph_$n fg=false_graph_$n; fi
    if [ "$kind" = bad ]; then
        if [ "$DEFECT" = FX101 ]; then
            defect="add_$sfx: \"f32[4]\" = torch.ops.aten.add_.Tensor(arg0_1, 1);  add_$sfx = None"
        else
            defect="add_$sfx: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, missing$sfx);  add_$sfx = None"
        fi
    else
        defect="add$sfx: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, 1);  add$sfx = None"
    fi
    newdefect=""
    if [ "$extra" = new ]; then
        if [ "$DEFECT" = FX101 ]; then
            newdefect="mul_$sfx: \"f32[4]\" = torch.ops.aten.mul_.Tensor(arg0_1, 2);  mul_$sfx = None"
        else
            newdefect="mul_$sfx: \"f32[4]\" = torch.ops.aten.mul.Tensor(arg0_1, other$sfx);  mul_$sfx = None"
        fi
    fi
    {
        _line=0
        while [ "$_line" -lt "$n" ]; do
            echo "# printed again ($_line)"
            _line=$((_line + 1))
        done
        cat <<DUMP
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "b8[]", primals_2: "f32[4]"):
        # File: model.py:9 in forward, code: return torch.cond(pred, true_fn, false_fn, (x,))
        $tg = self.$tg
        $fg = self.$fg
        cond$sfx = torch.ops.higher_order.cond(primals_1, $tg, $fg, (primals_2,));  primals_1 = $tg = $fg = primals_2 = None
        getitem$sfx: "f32[4]" = cond$sfx[0];  cond$sfx = None
        return (getitem$sfx,)

    class $tg(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            # File: model.py:4 in true_fn, code: x.add_(1)
            $defect
            $newdefect
            # File: model.py:5 in true_fn, code: return x.sin()
            sin$sfx: "f32[4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
            return (sin$sfx,)

    class $fg(torch.nn.Module):
        def forward(self, arg0_1: "f32[4]"):
            # File: model.py:7 in false_fn, code: return x.cos()
            cos$sfx: "f32[4]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
            return (cos$sfx,)
DUMP
    } >"$file"
}

# The user's source file the dump's origins name (model.py next to the dump).
write_model() {
    cat >"$1" <<'SRC'
import torch

def true_fn(x):
    x.add_(1)
    return x.sin()

def false_fn(x):
    return x.cos()

def f(pred, x):
    return torch.cond(pred, true_fn, false_fn, (x,))
SRC
}

# The project's public address, from the one place it is written (analyzer/report/project_url.h):
# "" until the project has one. Exits the test when that place is missing or ambiguous.
project_url() {
    _h=$REPO/analyzer/report/project_url.h
    [ "$(grep -c '^#define FXLINT_PROJECT_URL ' "$_h" 2>/dev/null)" = 1 ] ||
        { echo "FAIL: $_h does not define FXLINT_PROJECT_URL once"; exit 1; }
    sed -n 's/^#define FXLINT_PROJECT_URL "\([^"]*\)"$/\1/p' "$_h"
}
