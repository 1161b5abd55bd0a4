# Turning fxlint on in an existing repository: 200 ordinary Python files (the torch package's
# own sources, tests/ecosystem/torch-sources) and a saved PyTorch error (tests/ecosystem/ordinary:
# the traceback of a torch.compile run, quoting a node in its message) beside 20 dumps from
# samples/. `fxlint check .` and `fxlint lsp` opening every file (headless Neovim) report
# findings on the dumps only, the same ones, and the summary counts the 201 passed-over files.
# (The pre-commit hook with its default `files` is run on the same tree by tests/package/run.)
. "$(dirname "$0")/lib.sh"
mkdir -p "$WORK/repo/dumps/again"
sh "$REPO/tests/ecosystem/torch-sources" "$WORK/repo" 200 >"$WORK/sources.log" 2>&1
rc=$?
[ "$rc" -eq 77 ] && skip "$(sed -n 's/^SKIP: //p' "$WORK/sources.log")"
[ "$rc" -eq 0 ] || { cat "$WORK/sources.log"; fail "torch sources"; finish; }
cd "$WORK/repo" || exit 2
for f in "$REPO"/samples/*.py "$REPO"/samples/*.txt "$REPO"/samples/*.log; do cp "$f" dumps/; done
# five more, printed again under other names, make the twenty
for f in cond_mutation.py trace_cond.log export_signature.txt scan_nonzero.py cond_fxir.txt; do
    cp "dumps/$f" "dumps/again/again_$f"
done
mkdir -p logs && cp "$REPO"/tests/ecosystem/ordinary/* logs/
[ "$(find torch -name '*.py' | wc -l)" -eq 200 ] || fail "expected 200 torch sources"
[ "$(find dumps -type f | wc -l)" -eq 20 ] || fail "expected 20 dumps"

expect_rc 1 "$FXLINT" check --format jsonl .
sed -n 's/.*"file":"\([^"]*\)".*"line":\([0-9]*\),"col":\([0-9]*\),.*"code":"\(FX[0-9]*\)".*/\1:\2:\3 \4/p' "$WORK/out" |
    LC_ALL=C sort >"$WORK/cli"
[ -s "$WORK/cli" ] || fail "no findings on the dumps"
grep -v '^\./dumps/\|^dumps/' "$WORK/cli" >"$WORK/cli-elsewhere" && { fail "findings outside dumps/"; head "$WORK/cli-elsewhere"; }
contains "$WORK/err" "in 20 files checked, 201 not graph dumps, 0 excluded" "summary of check ."
expect_rc 1 "$FXLINT" check --verbose .
[ "$(grep -c ': passed over: not a graph dump' "$WORK/err")" -eq 201 ] || fail "--verbose lists the 201 passed over"

# the editor, file by file: findings on the dumps only, the CLI's
command -v nvim >/dev/null 2>&1 || { echo "note: nvim missing, LSP part skipped"; finish; }
find . -type f -name '*.py' -o -type f -name '*.txt' -o -type f -name '*.log' | sed 's|^\./||' | LC_ALL=C sort >"$WORK/files"
[ "$(wc -l <"$WORK/files")" -eq 221 ] || fail "expected 221 files to open"
if FXLINT_LSP_CMD="$FXLINT lsp" FXLINT_LSP_FILES="$WORK/files" FXLINT_LSP_OUT="$WORK/lsp-out" FXLINT_LSP_ROOT="$WORK/repo" \
    timeout 600 nvim --headless --clean -n -c "luafile $REPO/tests/ecosystem/lsp_collect.lua" >"$WORK/nvim.log" 2>&1 </dev/null; then
    grep -v ' -$' "$WORK/lsp-out" | LC_ALL=C sort >"$WORK/lsp"
    sed 's|^\./||' "$WORK/cli" | LC_ALL=C sort >"$WORK/cli-plain"
    cmp -s "$WORK/cli-plain" "$WORK/lsp" || { fail "fxlint lsp and fxlint check . differ"; diff "$WORK/cli-plain" "$WORK/lsp" | head -20; }
    [ "$(grep -c '^torch/.* -$' "$WORK/lsp-out")" -eq 200 ] || fail "the 200 torch sources were not all published clean"
else
    fail "Neovim LSP client"
    tail -n 20 "$WORK/nvim.log"
fi
finish
