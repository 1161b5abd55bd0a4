# Config files through the CLI: the nearest config upward from each input wins, per-file
# ignores and excludes, severity overrides, fail-on, --config overriding discovery,
# --show-config naming where each setting came from, and an unknown key as an error with
# file:line:col (exit 2).
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
mkdir -p proj/dumps/legacy proj/dumps/strict proj/generated proj/plain
cat >proj/pyproject.toml <<TOML
[project]
name = "demo"

[tool.fxlint]
target = "2.5"
exclude = ["generated"]

[tool.fxlint.per-file-ignores]
"dumps/legacy/*.py" = ["$DEFECT"]

[tool.fxlint.severity]
$DEFECT = "warning"
FX904 = "warning"
TOML
cat >proj/dumps/strict/.fxlint.toml <<'TOML'
# nearer than pyproject.toml: wins for everything below it, nothing merged
fail-on = "never"
capture = "compile"
TOML
cat >proj/plain/pyproject.toml <<'TOML'
[tool.black]
line-length = 100
TOML
write_dump proj/dumps/a.py bad
write_dump proj/dumps/legacy/old.py bad
write_dump proj/dumps/strict/s.py bad
write_dump proj/generated/gen.py bad
write_dump proj/plain/p.py bad

# the project config: warning severity (fail-on defaults to warning: exit 1), legacy ignored,
# generated excluded; strict/ has its own config (error severity, never fails)
expect_rc 1 "$FXLINT" check proj
contains out "proj/dumps/a.py:13:" "project"
contains out "warning: " "severity override"
lacks out "legacy/old.py" "per-file-ignores"
lacks out "generated/gen.py" "exclude"
contains out "proj/dumps/strict/s.py:13:" "nearest config"
grep "strict/s.py:13:" out | grep -q "error: " || fail "strict/ should use its own config (default severity error)"
contains out "proj/plain/p.py:13:" "a pyproject.toml without [tool.fxlint] is skipped"
grep "plain/p.py:13:" out | grep -q "warning: " || fail "plain/ should fall back to the project config"

# --verbose names the assumptions each input is checked under: its config file's, not the defaults
expect_rc 1 "$FXLINT" check --verbose proj/dumps/a.py proj/dumps/strict/s.py
contains err "target PyTorch 2.5" "--verbose under the project config"
contains err "target PyTorch 2.14 (newest)" "--verbose under strict/'s config"
contains err "capture: compile" "--verbose under strict/'s config"
lacks out "target PyTorch" "stdout"

# relative paths from another cwd find the same configs
(cd proj/dumps && "$FXLINT" check legacy/old.py a.py >"$WORK/out2" 2>"$WORK/err2")
lacks out2 "old.py" "per-file-ignores from a subdirectory"
contains out2 "a.py:13:" "check from a subdirectory"

# fail-on = never in strict/: findings shown, exit 0
expect_rc 0 "$FXLINT" check proj/dumps/strict
contains out "s.py:13:" "strict"

# --config replaces discovery for every input
cat >alt.toml <<TOML
ignore = ["$DEFECT"]
TOML
expect_rc 0 "$FXLINT" check --config alt.toml proj/dumps/a.py proj/dumps/strict/s.py
lacks out "a.py:13" "--config"

# the command line beats the file
expect_rc 1 "$FXLINT" check --fail-on error --select "$DEFECT" proj/dumps/strict/s.py
expect_rc 0 "$FXLINT" check --fail-on error proj/dumps/a.py

# --show-config: effective settings and where each came from
expect_rc 0 "$FXLINT" check --show-config proj/dumps/legacy/old.py
contains out "config-file = \"$WORK/proj/pyproject.toml\"" "show-config"
contains out "target = \"2.5\"  # $WORK/proj/pyproject.toml:5:1" "show-config"
contains out "$DEFECT = \"warning\"  # $WORK/proj/pyproject.toml:12:1" "show-config"
contains out "fail-on = \"warning\"  # default" "show-config"
contains out "grad = \"auto\"  # default" "show-config"
grep '^enabled = ' out | grep -q "$DEFECT" && fail "show-config: $DEFECT is ignored for legacy/ files"
expect_rc 0 "$FXLINT" check --show-config --no-grad proj/dumps/a.py
contains out "grad = \"no-grad\"  # command line" "show-config"

# unknown key: exit 2, file:line:col
cat >proj/dumps/strict/.fxlint.toml <<'TOML'
fail-on = "never"

  fail_on = "error"
TOML
expect_rc 2 "$FXLINT" check proj/dumps/strict/s.py
contains err "proj/dumps/strict/.fxlint.toml:3:3: unknown key 'fail_on' in the top level" "unknown key"
cat >proj/dumps/strict/.fxlint.toml <<'TOML'
select = ["FX101",
TOML
expect_rc 2 "$FXLINT" check proj/dumps/strict/s.py
contains err ".fxlint.toml:2:1: unterminated array" "bad TOML"
expect_rc 2 "$FXLINT" check --config missing.toml proj/dumps/a.py
contains err "missing.toml: cannot read config file" "missing --config"
finish
