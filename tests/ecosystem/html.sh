# The HTML report in a real browser: Debian's chromium, headless, loads pages fxlint wrote and
# the test reads the DOM the page ends up with (after its script ran): the summary counts, a
# finding's text and code frame, a log's findings under their compile ids, a filter applied
# from the address (#rule=..&severity=..), the upgrade section; a dump that carries <script>
# and an onerror handler in its file name and its comments runs none of it; screenshots of a
# folder with findings and of the shared corpus (kept in $FXLINT_SCREENSHOTS when it is set).
. "$(dirname "$0")/lib.sh"
CHROME=$(command -v chromium || command -v chromium-browser || command -v google-chrome) ||
    skip "chromium is not installed (FXLINT_TEST_DEPS=1 sh .ci/install-deps installs it)"
cd "$WORK" || exit 2

# browse ARGS... URL: chromium headless with a fresh profile and nothing from the network
browse() {
    profile=$(mktemp -d "$WORK/profile.XXXXXX")
    timeout 120 "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --virtual-time-budget=3000 "$@" 2>"$WORK/chrome.log"
}
dom() { browse --dump-dom "$1" >"$2" || fail "chromium could not load $1 (see below)"; [ -s "$2" ] || tail -n 5 "$WORK/chrome.log"; }
shot() {
    browse --hide-scrollbars --window-size=1280,1600 --screenshot="$2" "$1" >/dev/null
    [ "$(head -c 4 "$2" | od -An -c | tr -d ' ')" = "211PNG" ] || fail "no PNG screenshot of $1"
    [ "$(wc -c <"$2")" -gt 20000 ] || fail "the screenshot of $1 is nearly empty"
    if [ -n "${FXLINT_SCREENSHOTS:-}" ]; then mkdir -p "$FXLINT_SCREENSHOTS" && cp "$2" "$FXLINT_SCREENSHOTS/"; fi
}
# the text of the element with id $2 in DOM file $1
text_of() { sed -n "s/.*id=\"$2\"[^>]*>\([^<]*\)<.*/\1/p" "$1" | head -n 1; }
json_count() { sed -n "s/^    \"$2\": \([0-9]*\),\{0,1\}\$/\1/p" "$1" | head -n 1; }

# ---- a folder with findings ----
mkdir -p audit
write_dump audit/bad.py bad
write_dump audit/bad_again.py bad 2
write_dump audit/two.py bad 0 new
write_dump audit/fixed.py fixed
cp "$REPO/samples/trace_mixed.log" "$REPO/samples/cond_fxir.txt" "$REPO/samples/scan_nonzero.py" audit/
"$FXLINT" check --no-cache --format json -o report.json audit 2>/dev/null
expect_rc 1 "$FXLINT" check --no-cache --format html -o report.html audit
dom "file://$WORK/report.html" dom.html
[ "$(text_of dom.html count-files)" = 7 ] || fail "files: '$(text_of dom.html count-files)', expected 7"
[ "$(text_of dom.html count-errors)" = "$(json_count report.json errors)" ] || fail "errors differ from the JSON summary"
[ "$(text_of dom.html count-warnings)" = "$(json_count report.json warnings)" ] || fail "warnings differ from the JSON summary"
[ "$(text_of dom.html count-infos)" = "$(json_count report.json infos)" ] || fail "infos differ from the JSON summary"
[ "$(text_of dom.html count-graphs)" = "$(json_count report.json graphs)" ] || fail "graphs differ from the JSON summary"
total=$(json_count report.json diagnostics)
[ "$total" -gt 5 ] || fail "too few findings to test ($total)"
[ "$(grep -c '<article class="finding"' dom.html)" -eq "$total" ] || fail "the page does not show $total findings"
[ "$(text_of dom.html shown)" = "$total of $total findings shown" ] || fail "unfiltered: '$(text_of dom.html shown)'"
contains dom.html "writes its input 'arg0_1'" "a finding's message"
contains dom.html "<mark>" "a code frame"
contains dom.html 'origin: <span class="loc">model.py:4</span> in <code>true_fn</code>' "the user's origin line"
contains dom.html 'href="#rule-FX101"' "a link to the rule's documentation"
contains dom.html 'id="rule-FX101"' "the rule's documentation"
contains dom.html '<h4 class="compile">compile 1/0</h4>' "a log's findings under their compile id"
contains dom.html "in 2 compiles" "a log's graphs by compile"
# a filter applied from the address: the script hides what it does not select
want=$(grep -c '"code": "FX101"' report.json)
errors101=$(grep -A8 '"code": "FX101"' report.json | grep -c . >/dev/null; grep -B7 '"code": "FX101"' report.json | grep -c '"severity": "error"')
dom "file://$WORK/report.html#rule=FX101&severity=error" filtered.html
[ "$(text_of filtered.html shown)" = "$errors101 of $total findings shown" ] ||
    fail "filtered: '$(text_of filtered.html shown)', expected '$errors101 of $total findings shown' ($want FX101)"
[ "$(grep -c '<article class="finding"[^>]*hidden' filtered.html)" -eq $((total - errors101)) ] ||
    fail "the filter did not hide the other findings"
contains filtered.html 'data-filter="rule=FX101&amp;severity=error"' "the filter's state"
grep '<option value="FX101" selected' filtered.html >/dev/null || grep -q 'value="FX101"' filtered.html ||
    fail "no FX101 option"
dom "file://$WORK/report.html#severity=info" infos.html
[ "$(text_of infos.html shown)" = "$(text_of dom.html count-infos) of $total findings shown" ] || fail "the info filter"
shot "file://$WORK/report.html" "$WORK/report-findings.png"
# the page loads only its own style and script: the policy names their hashes
if command -v python3 >/dev/null 2>&1; then
    python3 - report.html <<'PY' || fail "the Content-Security-Policy does not name the page's own script and style"
import base64, hashlib, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page).group(1)
assert "default-src 'none'" in csp
for tag in ("script", "style"):
    body = re.search(r"<%s>(.*?)</%s>" % (tag, tag), page, re.S).group(1)
    digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
    assert "'sha256-%s'" % digest in csp, tag
PY
fi

# ---- a dump that tries to run script ----
mkdir -p evil
name="evil/<img src=x onerror=document.body.setAttribute('data-pwned','name')>.py"
write_dump "$name" bad
# the user's line the origin quotes, and a comment on the line of the finding (its code frame)
sed -i -e "s|# File: model.py:4 in true_fn, code: x.add_(1)|# File: model.py:4 in true_fn, code: x.add_(1)  # </code><script>document.body.setAttribute('data-pwned','origin')</script>|" \
    -e "13s|\$|  # </pre><script>document.body.setAttribute('data-pwned','frame')</script><b onmouseover=x>|" "$name"
grep -q "data-pwned','origin'" "$name" && grep -q "data-pwned','frame'" "$name" || fail "the hostile dump was not written"
expect_rc 1 "$FXLINT" check --no-cache --format html -o evil.html evil
dom "file://$WORK/evil.html" evil-dom.html
[ "$(grep -c '<article class="finding"' evil-dom.html)" -ge 1 ] || fail "the hostile dump's finding is not shown"
lacks evil-dom.html "data-pwned=" "the page after load (script from the dump ran)"
[ "$(grep -o '<script' evil-dom.html | wc -l)" -eq 1 ] || fail "script elements besides the page's own"
[ "$(grep -o '<img' evil-dom.html | wc -l)" -eq 0 ] || fail "an img element from the file name"
contains evil-dom.html "&lt;/code&gt;&lt;script&gt;document.body.setAttribute('data-pwned','origin')" "the origin's code, shown as text"
contains evil-dom.html "&lt;/pre&gt;&lt;script&gt;document.body.setAttribute('data-pwned','frame')" "the code frame, shown as text"
[ "$(grep -o '<b ' evil-dom.html | wc -l)" -eq 0 ] || fail "a b element from the dump"
contains evil-dom.html "&lt;img src=x onerror=" "the file name, shown as text"

# ---- an upgrade audit ----
(cd "$REPO" && "$FXLINT" check --no-cache --format html -o "$WORK/upgrade.html" --compare-target 2.5 --target 2.9 tests/upgrade/2.5-2.9 2>/dev/null)
dom "file://$WORK/upgrade.html#compare=gone" upgrade-dom.html
contains upgrade-dom.html '<section id="upgrade">' "the upgrade section"
contains upgrade-dom.html "$(cat "$REPO/tests/upgrade/2.5-2.9/summary")" "the upgrade sentence"
[ "$(text_of upgrade-dom.html upgrade-new)" = 3 ] || fail "upgrade: new findings '$(text_of upgrade-dom.html upgrade-new)'"
[ "$(text_of upgrade-dom.html shown)" = "1 of 5 findings shown" ] || fail "upgrade filter: '$(text_of upgrade-dom.html shown)'"
shot "file://$WORK/upgrade.html" "$WORK/report-upgrade.png"

# ---- the shared corpus ----
if [ -d "$SHARED/corpus" ]; then
    "$FXLINT" check --no-cache --format json -o corpus.json "$SHARED/corpus" 2>/dev/null
    "$FXLINT" check --no-cache --format html -o corpus.html "$SHARED/corpus" 2>/dev/null
    dom "file://$WORK/corpus.html" corpus-dom.html
    files=$(json_count corpus.json files)
    [ "$files" -gt 100 ] || fail "the corpus report counts $files files"
    [ "$(text_of corpus-dom.html count-files)" = "$files" ] || fail "corpus: files '$(text_of corpus-dom.html count-files)'"
    [ "$(grep -c '<td class="path">' corpus-dom.html)" -eq "$files" ] || fail "corpus: not a row per file"
    [ "$(text_of corpus-dom.html count-errors)" = 0 ] || fail "corpus: errors in dumps PyTorch accepted"
    shot "file://$WORK/corpus.html" "$WORK/report-corpus.png"
else
    echo "note: ../shared/corpus absent: no corpus page"
fi
finish
