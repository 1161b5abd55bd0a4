# The HTML report in a real browser: Debian's chromium, headless, loads pages fxlint wrote and
# the test reads the DOM the page ends up with (after its script ran): the summary counts, a
# finding's text and code frame, a log's findings under their compile ids, a filter applied
# from the address (#rule=..&severity=..), the upgrade section; the page opened from disk with
# the network off shows each of its rules' explanation, word for word what `fxlint explain`
# prints, and links nowhere; a dump that carries <script> and an onerror handler in its file
# name and its comments runs none of it; screenshots of a folder with findings and of the
# shared corpus (kept in $FXLINT_SCREENSHOTS when it is set).
. "$(dirname "$0")/lib.sh"
CHROME=$(command -v chromium || command -v chromium-browser || command -v google-chrome) ||
    skip "chromium is not installed (FXLINT_TEST_DEPS=1 sh .ci/install-deps installs it)"
cd "$WORK" || exit 2

# browse ARGS... URL: chromium headless with a fresh profile and nothing from the network;
# run under $NET ("unshare -rn" for no network at all, see below)
NET=""
browse() {
    profile=$(mktemp -d "$WORK/profile.XXXXXX")
    $NET timeout 120 "$CHROME" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
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
# doc_text FILE CODE: the text of rule CODE's explanation (its <pre class="doc">) in DOM file FILE
doc_text() {
    awk -v id="id=\"rule-$2\"" 'index($0, id) { on = 1 }
        on && index($0, "<pre class=\"doc\">") { sub(/.*<pre class="doc">/, ""); pre = 1 }
        pre { if (sub(/<\/pre>.*/, "")) { if ($0 != "") print; exit } print }' "$1" |
        sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&quot;/"/g' -e 's/&nbsp;/ /g' -e 's/&amp;/\&/g'
}
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

# ---- the page from disk with the network off: every rule's explanation is in it ----
# The network is off in a network namespace of its own (unshare -rn: not even loopback is up);
# where user namespaces are not allowed, chromium resolves no host and sends every request to
# a proxy that is not there.
if unshare -rn true 2>/dev/null; then
    net_off() { NET="unshare -rn"; browse "$@"; rc=$?; NET=""; return $rc; }
else
    echo "note: no user namespaces: the network is off by chromium's resolver and proxy rules"
    net_off() { browse --host-resolver-rules='MAP * ~NOTFOUND' --proxy-server='http://127.0.0.1:9' "$@"; }
fi
# the network really is off there: a page this machine serves loads online and not offline
if command -v python3 >/dev/null 2>&1; then
    mkdir -p served && echo '<p id="probe">served</p>' >served/probe.html
    (cd served && exec python3 -m http.server 0 --bind 127.0.0.1) >server.log 2>&1 &
    server=$!
    port=""
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' server.log | head -n 1)
        [ -n "$port" ] && break
        sleep 0.5
    done
    if [ -n "$port" ]; then
        browse --dump-dom "http://127.0.0.1:$port/probe.html" >probe-on.html
        net_off --dump-dom "http://127.0.0.1:$port/probe.html" >probe-off.html
        contains probe-on.html 'id="probe"' "the served page, online (the control)"
        lacks probe-off.html 'id="probe"' "the served page, with the network off"
    else
        fail "python3's http.server did not start"; cat server.log
    fi
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
else
    echo "note: no python3: the network-off control is not run"
fi
net_off --dump-dom "file://$WORK/report.html" >offline.html || fail "chromium could not load the page offline"
codes=$(sed -n 's/^ *"code": "\(FX[0-9]*\)",\{0,1\}$/\1/p' report.json | LC_ALL=C sort -u)
[ "$(echo "$codes" | wc -w)" -ge 3 ] || fail "too few rules in the report to test: $codes"
[ "$(grep -c '<article class="rule" id="rule-' offline.html)" -eq "$(echo "$codes" | wc -w)" ] ||
    fail "the page does not have one explanation per rule it reports ($(echo $codes))"
for code in $codes; do
    "$FXLINT" explain "$code" >"explain-$code"
    doc_text offline.html "$code" >"shown-$code"
    cmp -s "explain-$code" "shown-$code" ||
        { fail "the page offline does not show $code's explanation (< fxlint explain, > page)"; diff "explain-$code" "shown-$code" | head -n 10; }
done
# shown, not only present: nothing hides a rule's article or its text
lacks offline.html '<article class="rule" id="rule-FX101" hidden' "the rule's article"
grep -q 'article\.rule[^{]*{[^}]*display: *none\|pre\.doc[^{]*{[^}]*display: *none' report.html && fail "the style hides the explanations"
lacks report.html 'href="http' "the page (a link out)"
lacks report.html 'src="http' "the page (something loaded from the network)"
# the oracle is not a rubber stamp: a page whose explanation lost a line is caught
sed '/<pre class="doc">FX101/,/<\/pre>/{/^Fix:/d}' offline.html >cut.html
doc_text cut.html FX101 >shown-cut
cmp -s explain-FX101 shown-cut && fail "an explanation without its Fix line compared equal"

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
