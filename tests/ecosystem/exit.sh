# Exit status options: --fail-on (and the config's fail-on), --exit-zero; 2 for usage errors.
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
write_dump bad.py bad
write_dump fixed.py fixed
expect_rc 1 "$FXLINT" check bad.py
expect_rc 0 "$FXLINT" check fixed.py
expect_rc 0 "$FXLINT" check --exit-zero bad.py
contains out "bad.py:13:" "--exit-zero still reports"
expect_rc 0 "$FXLINT" check --fail-on never bad.py
expect_rc 1 "$FXLINT" check --fail-on error --capture compile bad.py   # an error where the capture is known
expect_rc 1 "$FXLINT" check --fail-on info bad.py
# a warning fails at warning and info, not at error
printf '[severity]\n%s = "warning"\n' "$DEFECT" >.fxlint.toml
expect_rc 1 "$FXLINT" check bad.py
expect_rc 0 "$FXLINT" check --fail-on error bad.py
printf '[severity]\n%s = "warning"\n\nfail-on = "error"\n' "$DEFECT" >.fxlint.toml
expect_rc 2 "$FXLINT" check bad.py   # a key after a table header belongs to [severity]
contains err ".fxlint.toml:4:1: unknown rule 'fail-on' in 'severity'" "key placed in a table"
printf 'fail-on = "error"\n[severity]\n%s = "warning"\n' "$DEFECT" >.fxlint.toml
expect_rc 0 "$FXLINT" check bad.py
expect_rc 1 "$FXLINT" check --fail-on warning bad.py
rm .fxlint.toml
expect_rc 2 "$FXLINT" check --fail-on sometimes bad.py
contains err "--fail-on" "bad --fail-on"
expect_rc 2 "$FXLINT" check --format xml bad.py
finish
