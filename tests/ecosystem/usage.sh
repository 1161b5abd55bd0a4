# Usage errors are usage errors: exit status 2, one line on stderr naming the problem, and a
# "did you mean" when a known option, command, rule code or name is close to what was typed.
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
write_dump m.py bad

# usage_case WANT_LINE ARGS...: exit 2, stderr exactly one line, containing WANT_LINE
usage_case() {
    wanted=$1
    shift
    expect_rc 2 "$FXLINT" "$@"
    [ "$(wc -l <"$WORK/err")" -eq 1 ] || { fail "fxlint $*: stderr is not one line"; sed 's/^/    | /' "$WORK/err"; }
    contains "$WORK/err" "$wanted" "stderr of fxlint $*"
}
usage_case "--select names no rule" check --select '' m.py
usage_case "--select names no rule" check --select ' , ' m.py
usage_case "--ignore names no rule" check --ignore '' m.py
usage_case "unknown rule 'FX10l' in --select; did you mean 'FX101'?" check --select FX10l m.py
usage_case "unknown rule 'branch_input_mutaton' in --ignore; did you mean 'branch-input-mutation'?" check --ignore branch_input_mutaton m.py
usage_case "unknown rule 'FX777' in --select (see 'fxlint rules')" check --select FX777 m.py
usage_case "unknown rule 'FX1O1'; did you mean 'FX101'?" explain FX1O1
usage_case "unknown option '--selct'; did you mean '--select'?" check --selct FX101 m.py
usage_case "unknown option '--no_grad'; did you mean '--no-grad'?" check --no_grad m.py
usage_case "unknown option '--bogus'" check --bogus m.py
usage_case "bad --target '9.9': not a PyTorch release fxlint knows (2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 2.10, 2.11, 2.12, 2.13, 2.14, 2.15 or newest (= 2.14)" check --target 9.9 m.py
usage_case "bad --grad 'off' (enabled, no-grad, inference, auto)" check --grad off m.py
usage_case "bad --capture 'jit' (auto, compile, compile-eager, export, make-fx)" check --capture jit m.py
usage_case "unknown command 'chek'" chek m.py
usage_case "did you mean 'check'?" chek m.py
usage_case "did you mean '--version'?" --verison
usage_case "did you mean '--select'?" lsp --selct FX1

# an empty selection in a config file is the same mistake: an error with its position
mkdir cfg
write_dump cfg/m.py bad
printf '[tool.fxlint]\nselect = []\n' >cfg/pyproject.toml
expect_rc 2 "$FXLINT" check cfg/m.py
contains "$WORK/err" "pyproject.toml:2:10: 'select' is empty"

# an unknown rule in a config file: its position, and the closest rule
printf '[tool.fxlint]\nignore = ["FX10l"]\n' >cfg/pyproject.toml
expect_rc 2 "$FXLINT" check cfg/m.py
contains "$WORK/err" "pyproject.toml:2:11: unknown rule 'FX10l' in 'ignore'; did you mean 'FX101'?"

# and a good command line still runs
expect_rc 1 "$FXLINT" check --select "$DEFECT" m.py
contains "$WORK/out" "[$DEFECT $DEFECT_NAME]"
finish
