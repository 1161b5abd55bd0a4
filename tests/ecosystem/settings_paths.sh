# One path for settings: a dump checked as a named file, piped on stdin under
# --stdin-filename, found by a directory walk, named from another working directory, and
# opened in the editor (fxlint lsp through headless Neovim) gets the same findings under a
# config with per-file-ignores and exclude; an excluded file is skipped, and says so, on every
# entry point.
. "$(dirname "$0")/lib.sh"
mkdir -p "$WORK/proj/dumps/legacy" "$WORK/proj/generated" "$WORK/elsewhere"
cd "$WORK/proj" || exit 2
cp "$REPO/samples/trace_mixed.log" dumps/legacy/trace_mixed.log
cp "$REPO/samples/trace_mixed.log" generated/trace_mixed.log
cat >pyproject.toml <<'TOML'
[project]
name = "someone-elses-model"

[tool.fxlint]
exclude = ["generated"]

[tool.fxlint.per-file-ignores]
"dumps/legacy/*" = ["FX601"]
TOML
F=dumps/legacy/trace_mixed.log

# findings as "LINE:COL CODE", sorted, from jsonl on stdin
findings() { sed -n 's/.*"line":\([0-9]*\),"col":\([0-9]*\),.*"code":"\(FX[0-9]*\)".*/\1:\2 \3/p' | LC_ALL=C sort; }

expect_rc 1 "$FXLINT" check --format jsonl "$F"
findings <"$WORK/out" >"$WORK/named"
contains "$WORK/named" " FX201" "findings of the named file"
lacks "$WORK/named" "FX601" "findings of the named file (per-file-ignores)"
"$FXLINT" check --format jsonl "$REPO/samples/trace_mixed.log" 2>/dev/null | findings >"$WORK/unconfigured"
contains "$WORK/unconfigured" " FX601" "the same dump without the config (the ignore is what drops FX601)"

expect_rc 1 "$FXLINT" check --format jsonl - --stdin-filename "$F" <"$F"
findings <"$WORK/out" >"$WORK/stdin"
cmp -s "$WORK/named" "$WORK/stdin" || { fail "stdin under --stdin-filename differs from the named file"; diff "$WORK/named" "$WORK/stdin"; }
contains "$WORK/out" "\"file\":\"$F\"" "stdin findings carry the --stdin-filename"

expect_rc 1 "$FXLINT" check --format jsonl .
findings <"$WORK/out" >"$WORK/walked"
cmp -s "$WORK/named" "$WORK/walked" || { fail "the directory walk differs from the named file"; diff "$WORK/named" "$WORK/walked"; }
lacks "$WORK/out" "generated/" "the walk (exclude)"
contains "$WORK/err" "in 1 file checked, 0 not graph dumps, 1 excluded" "the walk's summary"

(cd "$WORK/elsewhere" && expect_rc 1 "$FXLINT" check --format jsonl "$WORK/proj/$F")
findings <"$WORK/out" >"$WORK/fromelsewhere"
cmp -s "$WORK/named" "$WORK/fromelsewhere" || { fail "another working directory differs"; diff "$WORK/named" "$WORK/fromelsewhere"; }
(cd "$WORK/elsewhere" && expect_rc 1 "$FXLINT" check --format jsonl - --stdin-filename "$WORK/proj/$F" <"$WORK/proj/$F")
findings <"$WORK/out" >"$WORK/stdinelsewhere"
cmp -s "$WORK/named" "$WORK/stdinelsewhere" || { fail "stdin from another working directory differs"; diff "$WORK/named" "$WORK/stdinelsewhere"; }

# excluded: skipped with the reason, exit 0, named or piped
expect_rc 0 "$FXLINT" check generated/trace_mixed.log
contains "$WORK/err" "generated/trace_mixed.log: skipped: excluded by pyproject.toml [tool.fxlint] exclude" "named excluded file"
lacks "$WORK/err" "no files found" "named excluded file"
[ -s "$WORK/out" ] && fail "an excluded file printed findings"
expect_rc 0 "$FXLINT" check - --stdin-filename generated/trace_mixed.log <generated/trace_mixed.log
contains "$WORK/err" "skipped: excluded by pyproject.toml [tool.fxlint] exclude" "piped excluded file"

# the editor: the same findings, and nothing for the excluded copy
command -v nvim >/dev/null 2>&1 || { finish; }
printf '%s\n' "$WORK/proj/$F" "$WORK/proj/generated/trace_mixed.log" >"$WORK/lsp-files"
if FXLINT_LSP_CMD="$FXLINT lsp" FXLINT_LSP_FILES="$WORK/lsp-files" FXLINT_LSP_OUT="$WORK/lsp-out" \
    FXLINT_LSP_ROOT="$WORK/proj" timeout 120 nvim --headless --clean -n \
    -c "luafile $REPO/tests/ecosystem/lsp_collect.lua" >"$WORK/nvim.log" 2>&1 </dev/null; then
    grep "^$WORK/proj/$F:" "$WORK/lsp-out" | sed 's/^[^:]*:\([0-9]*:[0-9]*\) /\1 /' | LC_ALL=C sort >"$WORK/lsp"
    cmp -s "$WORK/named" "$WORK/lsp" || { fail "fxlint lsp differs from the named file"; diff "$WORK/named" "$WORK/lsp"; }
    contains "$WORK/lsp-out" "$WORK/proj/generated/trace_mixed.log -" "the excluded file in the editor"
else
    fail "Neovim LSP client"
    tail -n 20 "$WORK/nvim.log"
fi
finish
