# SARIF: output for several inputs validates against the SARIF 2.1.0 schema (Debian's
# python3-jsonschema, Draft 4, the schema's own draft), carries what GitHub code scanning
# reads, and keeps its partialFingerprints when the dump is printed again with renumbered nodes.
. "$(dirname "$0")/lib.sh"
schema=$SHARED/data/sarif/sarif-schema-2.1.0.json
[ -f "$schema" ] || skip "no SARIF schema at $schema"
py=""
for cand in /usr/bin/python3 python3; do
    if command -v "$cand" >/dev/null 2>&1 && "$cand" -c 'import jsonschema' 2>/dev/null; then py=$cand; break; fi
done
[ -n "$py" ] || skip "python3-jsonschema is not installed (FXLINT_TEST_DEPS=1 sh .ci/install-deps)"

validate() { # validate FILE: the schema's errors on stdout, exit 1 when there are any
    "$py" - "$schema" "$1" <<'PY'
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
doc = json.load(open(sys.argv[2]))
v = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(v.iter_errors(doc), key=lambda e: list(e.path))
for e in errors[:10]:
    print("/".join(str(p) for p in e.path), e.message[:200])
sys.exit(1 if errors else 0)
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

# the validator is not a rubber stamp: a result without a message is rejected
sed 's/"message": {/"msg": {/' out1.sarif >broken.sarif
validate broken.sarif >/dev/null && fail "the validator accepted a result without a message"

# what GitHub code scanning reads
s=out1.sarif
contains $s '"version": "2.1.0"'
contains $s '"name": "fxlint"'
contains $s '"informationUri": "'
contains $s "\"ruleId\": \"$DEFECT\""
contains $s '"uri": "dumps/bad.py"'
contains $s '"uriBaseId": "%SRCROOT%"'
contains $s '"startLine": 13'
contains $s '"startColumn": '
contains $s '"endColumn": '
contains $s '"defaultConfiguration": {'
contains $s '"fullDescription": {'
contains $s '"markdown": '
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
