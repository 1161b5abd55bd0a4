# pre-commit end to end, with Debian's pre-commit: a scratch git repository uses this
# repository's .pre-commit-hooks.yaml with its default `files`; committing a dump with a branch
# mutation is refused with the diagnostic shown, model code beside it is passed over, and the
# fixed dump commits. The hook is `language: python` (pre-commit builds fxlint with pip; that
# is tests/package/run's part); here it runs as `language: system`, so the binary under test
# (also the ASan build) is the one on PATH. The README's snippets: the first names no
# repository (a placeholder the user fills in), and its `repo: local` one, taken as it is
# written, refuses and passes the same commits with the same `files` as the hook.
. "$(dirname "$0")/lib.sh"
command -v git >/dev/null 2>&1 || skip "git is not installed"
command -v pre-commit >/dev/null 2>&1 || skip "pre-commit is not installed (FXLINT_TEST_DEPS=1 sh .ci/install-deps)"
cd "$WORK" || exit 2
export PRE_COMMIT_HOME="$WORK/pre-commit-home" GIT_CONFIG_NOSYSTEM=1 HOME="$WORK"
# the hook's entry is `fxlint check`: the binary under test comes first on PATH
PATH="$(dirname "$FXLINT"):$PATH"
export PATH
git config --global user.name "fxlint test"
git config --global user.email "fxlint-test@example.invalid"
git config --global init.defaultBranch main
git config --global commit.gpgsign false

# pre-commit clones hook repositories at a revision: commit the hooks file in a scratch one
mkdir hooks
sed 's/^\( *language:\) python$/\1 system/' "$REPO/.pre-commit-hooks.yaml" >hooks/.pre-commit-hooks.yaml
grep -q 'language: system' hooks/.pre-commit-hooks.yaml || fail "the hook's language line changed"
(cd hooks && git init -q && git add .pre-commit-hooks.yaml && git commit -qm "fxlint hooks") || fail "hook repo"
rev=$(git -C hooks rev-parse HEAD)

mkdir proj
cd proj || exit 2
git init -q
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $WORK/hooks
    rev: $rev
    hooks:
      - id: fxlint
YAML
pre-commit install >"$WORK/install.log" 2>&1 || { fail "pre-commit install"; cat "$WORK/install.log"; }
mkdir dumps
write_dump dumps/graph.py bad
printf 'import torch\n\n\ndef forward(x):\n    return torch.ops.aten.relu.default(x)\n' >tool.py
git add .pre-commit-config.yaml dumps/graph.py tool.py

if git commit -m "add a graph with a branch mutation" >"$WORK/commit1.log" 2>&1; then
    fail "the commit of a dump with a $DEFECT defect went through"
fi
sed 's/^/    | /' "$WORK/commit1.log"
contains "$WORK/commit1.log" "dumps/graph.py:13:" "pre-commit output"
contains "$WORK/commit1.log" "[$DEFECT $DEFECT_NAME]" "pre-commit output"
contains "$WORK/commit1.log" "Failed" "pre-commit output"
lacks "$WORK/commit1.log" "tool.py" "pre-commit output (model code is passed over)"
[ -z "$(git rev-list --all 2>/dev/null)" ] || fail "a commit was made"

write_dump dumps/graph.py fixed
git add dumps/graph.py
if ! git commit -m "add the fixed graph" >"$WORK/commit2.log" 2>&1; then
    fail "the fixed dump did not commit"
    sed 's/^/    | /' "$WORK/commit2.log"
fi
contains "$WORK/commit2.log" "Passed" "pre-commit output"
[ "$(git rev-list --count HEAD 2>/dev/null)" = 1 ] || fail "expected one commit"

# ---- the README's snippets ----
# snippet TEXT: the README's yaml block that holds TEXT
snippet() {
    awk -v want="$1" '/^```yaml$/ { on = 1; n = 0; has = 0; next }
        on && /^```$/ { on = 0; if (has) { for (i = 1; i <= n; i++) print line[i]; exit } next }
        on { line[++n] = $0; if (index($0, want)) has = 1 }' "$REPO/README.md"
}
snippet "id: fxlint" >"$WORK/first.yaml"
grep -q '^  - repo: <[^>]*>' "$WORK/first.yaml" ||
    fail "the README's first pre-commit snippet does not leave repo: to the user: $(grep 'repo:' "$WORK/first.yaml")"
snippet "repo: local" >"$WORK/local.yaml"
grep -q '^ *language: system$' "$WORK/local.yaml" || fail "no repo: local snippet with language: system in README.md"
[ "$(sed -n 's/^ *files: //p' "$WORK/local.yaml")" = "$(sed -n 's/^ *files: //p' "$REPO/.pre-commit-hooks.yaml")" ] ||
    fail "the repo: local snippet's files differ from the hook's"
mkdir "$WORK/local"
cd "$WORK/local" || exit 2
git init -q
cp "$WORK/local.yaml" .pre-commit-config.yaml
pre-commit install >"$WORK/install-local.log" 2>&1 || { fail "pre-commit install (repo: local)"; cat "$WORK/install-local.log"; }
mkdir dumps
write_dump dumps/graph.py bad
git add .pre-commit-config.yaml dumps/graph.py
if git commit -m "a dump with a defect" >"$WORK/local1.log" 2>&1; then
    fail "repo: local: the commit of a dump with a $DEFECT defect went through"
fi
contains "$WORK/local1.log" "[$DEFECT $DEFECT_NAME]" "pre-commit output (repo: local)"
write_dump dumps/graph.py fixed
git add dumps/graph.py
git commit -m "the fixed dump" >"$WORK/local2.log" 2>&1 ||
    { fail "repo: local: the fixed dump did not commit"; sed 's/^/    | /' "$WORK/local2.log"; }
finish
