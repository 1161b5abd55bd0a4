# The documentation says what the binary does: every option `fxlint --help` prints is in the
# man page (and `lsp` is documented there); each command's `fxlint COMMAND --help` matches its
# README section (the option table for check, the Options line or text for the others); the
# README's Neovim section has the 0.11+ form.
. "$(dirname "$0")/lib.sh"
man=$REPO/analyzer/cli/fxlint.1
readme=$REPO/README.md
# options of a help text: the option column only ("  -j, --jobs N   ..." -> --jobs)
help_options() { sed -n 's/^  \(-[a-zA-Z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' | LC_ALL=C sort -u; }

"$FXLINT" --help >"$WORK/help" || fail "fxlint --help"
help_options <"$WORK/help" >"$WORK/all-options"
[ "$(wc -l <"$WORK/all-options")" -ge 25 ] || fail "fxlint --help lists only $(wc -l <"$WORK/all-options") options"
sed 's/\\-/-/g' "$man" >"$WORK/man"
while read -r opt; do
    # on a macro line of its own (.B, .BI, .BR), as a whole word: the entry that documents it
    grep -Eq -- "^\.(B|BI|BR) (.*[ \"])?$opt([ \"]|\$)" "$WORK/man" ||
        fail "the man page does not document $opt (fxlint --help prints it)"
done <"$WORK/all-options"
for cmd in check rules explain parse verify lsp merge clean; do
    grep -q "^\.B fxlint $cmd\|^\.B fxlint $cmd " "$WORK/man" || fail "the man page's SYNOPSIS lacks fxlint $cmd"
    awk '/^\.SH COMMANDS/ { on = 1 } /^\.SH OPTIONS/ { on = 0 } on' "$WORK/man" | grep -q "^\.B $cmd$" ||
        fail "the man page's COMMANDS lacks $cmd"
done

# each command's help against its README section (from "### `fxlint CMD" to the next heading)
section() { awk -v h="### \`fxlint $1" 'index($0, h) == 1 { on = 1; next } on && /^##/ { exit } on' "$readme"; }
for cmd in check rules explain parse verify lsp merge clean; do
    "$FXLINT" "$cmd" --help >"$WORK/help-$cmd" 2>&1 || fail "fxlint $cmd --help exited non-zero"
    grep -q "^usage: fxlint $cmd" "$WORK/help-$cmd" || fail "fxlint $cmd --help is not that command's help"
    help_options <"$WORK/help-$cmd" | grep -v '^--help$' >"$WORK/opts-$cmd"
    if [ "$cmd" = lsp ]; then
        awk '/^## Editor diagnostics: `fxlint lsp`/ { on = 1; next } on && /^## / { exit } on' "$readme" >"$WORK/readme-$cmd"
    else
        section "$cmd" >"$WORK/readme-$cmd"
    fi
    [ -s "$WORK/readme-$cmd" ] || { fail "README.md has no section for fxlint $cmd"; continue; }
    while read -r opt; do
        grep -q -- "\`$opt\( [^\`]*\)\{0,1\}\`" "$WORK/readme-$cmd" || fail "README's fxlint $cmd section lacks $opt (its --help lists it)"
    done <"$WORK/opts-$cmd"
done
# check's table, row by row, is exactly its --help
sed -n 's/^| `\(-[a-z], \)\{0,1\}\(--[a-z][a-z-]*\)[^|]*|.*/\2/p; s/^| `-[a-z] [A-Z]*`, `\(--[a-z][a-z-]*\)[^|]*|.*/\1/p; s/^| `-[a-z]`, `\(--[a-z][a-z-]*\)`.*/\1/p' \
    "$WORK/readme-check" | LC_ALL=C sort -u >"$WORK/table-check"
cmp -s "$WORK/table-check" "$WORK/opts-check" ||
    { fail "README's check table and fxlint check --help differ (< table, > help)"; diff "$WORK/table-check" "$WORK/opts-check"; }

# Neovim 0.11+: vim.lsp.config and vim.lsp.enable, beside the older forms
grep -q "vim.lsp.config('fxlint'" "$readme" || fail "README lacks the vim.lsp.config form"
grep -q "vim.lsp.enable('fxlint')" "$readme" || fail "README lacks vim.lsp.enable"
grep -q "require('lspconfig')" "$readme" || fail "README lost the lspconfig form for older Neovim"
finish
