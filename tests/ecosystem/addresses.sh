# No address outside the one place: the project's public address is written once, in
# analyzer/report/project_url.h (empty until the project has one). No output of fxlint and no
# document names an address but that one (once set) and the few third-party ones `allowed`
# lists, each for its reason; nothing in the tree names anything that looks like an address of
# the project's own (a host named fxlint, a path on a host that ends in fxlint) outside that
# place; while it is empty pyproject.toml has no [project.urls]. Outputs: every command's help,
# the version, the rule table, every rule's explanation, `fxlint parse`, `fxlint check` in every
# format on findings of every rule (rules/, samples/, a dump written here) and an upgrade
# audit, and a language server session over stdio (initialize, published diagnostics, a hover
# on a finding). Documents: every Markdown file, the man page, pyproject.toml and
# .pre-commit-hooks.yaml.
. "$(dirname "$0")/lib.sh"
home=$(project_url) || exit 1
cd "$WORK" || exit 2

# an address: scheme://... up to what ends it in text, JSON, HTML or markdown
URL_RE='[A-Za-z][A-Za-z0-9+.-]*://[^][:space:]"<>()`{}|\\^'"'"']*'
# what looks like an address of the project's own, with or without a scheme
TLD='com|org|net|io|dev|app|ai|sh|co|me|page|site|cc'
OWN_RE="([a-z0-9-]+\\.)+($TLD)(:[0-9]+)?/[^[:space:]\"<>)]*fxlint|fxlint\\.($TLD|readthedocs\\.io|github\\.io)([^a-z0-9]|\$)"

# allowed ADDRESS: whether an output or a document may name it
allowed() {
    case $1 in
    # SARIF's $schema: the standard's own schema file, which SARIF consumers expect to see named
    https://docs.oasis-open.org/sarif/*) return 0 ;;
    # the tool .pre-commit-hooks.yaml is for, named in its opening comment
    https://pre-commit.com | https://pre-commit.com/*) return 0 ;;
    # PyTorch's error text, quoted as PyTorch printed it (tests/conformance/FINDINGS.md)
    https://pytorch.org/* | https://docs.pytorch.org/*) return 0 ;;
    esac
    if [ -n "$home" ]; then
        case $1 in "$home" | "$home"/* | "$home"#*) return 0 ;; esac
    fi
    return 1
}

# strangers FILE...: "FILE: ADDRESS" for each address in them that may not be named; local
# files (file://: SARIF's %SRCROOT%, the language server's documents) are no address
strangers() {
    for _f in "$@"; do
        grep -oE "$URL_RE" "$_f" 2>/dev/null | sed 's/[.,;:]*$//' | LC_ALL=C sort -u | while read -r _a; do
            case $_a in file://*) continue ;; esac
            allowed "$_a" || echo "${_f#"$WORK"/}: $_a"
        done
    done
}
# own_looking FILE...: the lines that name what looks like the project's own address
own_looking() {
    grep -HniE "$OWN_RE" "$@" 2>/dev/null | { if [ -n "$home" ]; then grep -vF "$home"; else cat; fi; }
}
# report WHAT: fails with the lines on stdin, if any
report() {
    cat >"$WORK/found"
    if [ -s "$WORK/found" ]; then
        fail "$1 names an address outside analyzer/report/project_url.h:"
        sed 's/^/    /' "$WORK/found" | head -n 20
    fi
}

# ---- the scanner is not a rubber stamp ----
own=fx
own=${own}lint # spelled here, not written: this file names no such address itself
printf 'see https://example.org/rules/FX101\nor pypi.org/project/%s\nschema https://docs.oasis-open.org/sarif/sarif/v2.1.0/x.json\nand https://%s.dev/\n' \
    "$own" "$own" >planted.txt
strangers planted.txt >planted.strangers
own_looking planted.txt >planted.own
contains planted.strangers "https://example.org/rules/FX101" "the scanner (a third-party address)"
lacks planted.strangers "docs.oasis-open.org" "the scanner (an allowed address)"
[ "$(wc -l <planted.own)" -eq 2 ] || { fail "the scanner should find two addresses that look like the project's"; cat planted.own; }

# ---- the one place ----
case $home in
"" | https://*) ;;
*) fail "analyzer/report/project_url.h: '$home' is not an https address" ;;
esac
grep -v '^[[:space:]]*#' "$REPO/pyproject.toml" >pyproject.lines # its settings, not its comments
if [ -z "$home" ]; then
    lacks pyproject.lines "[project.urls]" "pyproject.toml (the project has no address yet)"
    lacks pyproject.lines "Homepage" "pyproject.toml (the project has no address yet)"
else
    contains pyproject.lines "Homepage = \"$home\"" "pyproject.toml"
fi

# ---- the tree: nothing that looks like the project's address outside the one place ----
if git -C "$REPO" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    (cd "$REPO" && git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} sh -c '[ -f "{}" ] && echo "{}"') |
        grep -v '^analyzer/report/project_url\.h$' >tree-files
else
    (cd "$REPO" && find . -type f -not -path './build*' -not -path '*/node_modules/*' -not -path './.git/*' | sed 's|^\./||') |
        grep -v '^analyzer/report/project_url\.h$' >tree-files
fi
[ "$(wc -l <tree-files)" -gt 100 ] || fail "only $(wc -l <tree-files) files in the tree"
(cd "$REPO" && tr '\n' '\0' <"$WORK/tree-files" | xargs -0 grep -IniE "$OWN_RE" 2>/dev/null) |
    { if [ -n "$home" ]; then grep -vF "$home"; else cat; fi; } | report "the tree"

# ---- documents ----
grep -E '\.md$|\.1$|^pyproject\.toml$|^\.pre-commit-hooks\.yaml$' tree-files | sed "s|^|$REPO/|" >docs
grep -q '/README.md$' docs && grep -q 'fxlint.1$' docs || fail "the README or the man page is missing from the documents"
# shellcheck disable=SC2046
strangers $(cat docs) | sed "s|$REPO/||" | report "a document"

# ---- outputs ----
mkdir -p out dumps
write_dump dumps/bad.py bad 0 new
write_model dumps/model.py
"$FXLINT" --help >out/help 2>&1
"$FXLINT" --version >out/version 2>&1
for cmd in check rules explain parse verify lsp merge clean; do "$FXLINT" "$cmd" --help >"out/help-$cmd" 2>&1; done
"$FXLINT" rules >out/rules
"$FXLINT" rules --markdown >out/rules-md
for code in $(awk '{ print $1 }' out/rules); do "$FXLINT" explain "$code" >>out/explain; done
[ "$(grep -c '^Default severity:' out/explain)" -ge 10 ] || fail "too few explanations: $(grep -c '^Default severity:' out/explain)"
"$FXLINT" parse "$REPO/samples/cond_mutation.py" >out/parse 2>&1
for fmt in text jsonl json sarif github junit html; do
    "$FXLINT" check --no-cache --format "$fmt" dumps "$REPO/samples" "$REPO/rules" >"out/check.$fmt" 2>"out/check-err.$fmt"
    [ $? -le 1 ] || { fail "fxlint check --format $fmt exited above 1"; head -n 5 "out/check-err.$fmt"; }
    (cd "$REPO" && "$FXLINT" check --no-cache --format "$fmt" --compare-target 2.5 --target 2.9 tests/upgrade/2.5-2.9) \
        >"out/upgrade.$fmt" 2>"out/upgrade-err.$fmt"
done
grep -q '"ruleId": "FX101"' out/check.sarif && grep -q 'id="rule-FX101"' out/check.html || fail "the outputs hold no FX101 finding"

# the language server over stdio: a frame per message, the next sent when the answer it waits
# for has come
frame() { printf 'Content-Length: %s\r\n\r\n%s' "$(printf '%s' "$1" | wc -c | tr -d ' ')" "$1"; }
await() { # await TEXT: until the server's output holds TEXT (at most 60 s)
    _i=0
    while ! grep -qF -- "$1" out/lsp && [ "$_i" -lt 600 ]; do sleep 0.1; _i=$((_i + 1)); done
    grep -qF -- "$1" out/lsp || fail "the language server did not answer with $1"
}
text=$(awk '{ gsub(/\\/, "\\\\"); gsub(/"/, "\\\""); gsub(/\t/, "\\t"); printf "%s\\n", $0 }' dumps/bad.py)
uri="file://$WORK/dumps/bad.py"
mkfifo lsp.in
"$FXLINT" lsp <lsp.in >out/lsp 2>lsp.err &
server=$!
exec 3>lsp.in
frame '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}' >&3
frame '{"jsonrpc":"2.0","method":"initialized","params":{}}' >&3
frame '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"'"$uri"'","languageId":"python","version":1,"text":"'"$text"'"}}}' >&3
await '"method":"textDocument/publishDiagnostics"'
# the finding's line (write_dump's 13th) at its statement
frame '{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"'"$uri"'"},"position":{"line":12,"character":14}}}' >&3
await '"id":2,'
frame '{"jsonrpc":"2.0","id":3,"method":"shutdown"}' >&3
await '"id":3,'
frame '{"jsonrpc":"2.0","method":"exit"}' >&3
exec 3>&-
wait "$server" || fail "fxlint lsp exited $? after shutdown and exit"
contains out/lsp "\"code\":\"$DEFECT\"" "the language server's diagnostics"
contains out/lsp "**$DEFECT $DEFECT_NAME**" "the hover on the finding (its rule's explanation)"
lacks out/lsp '"codeDescription"' "the language server's diagnostics"

strangers out/* | report "an output"
own_looking out/* | sed "s|$WORK/||" | report "an output"
finish
