# The other machine formats: GitHub workflow commands (with the per-step annotation limit
# summarised on stderr), JUnit XML (a testcase per input), one JSON document; and the human
# options --statistics and --quiet. Machine output goes to stdout alone.
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
mkdir -p dumps
# the dumps are torch.compile's: the planted defect is an error (elsewhere only some paths reject it)
printf 'capture = "compile"\n' >.fxlint.toml
write_dump dumps/bad.py bad
write_dump dumps/fixed.py fixed

# --format github
expect_rc 1 "$FXLINT" check --format github dumps/bad.py dumps/fixed.py
contains out "::error file=dumps/bad.py,line=13,col=" "github output"
contains out ",endLine=13,endColumn=" "github output"
contains out ",title=$DEFECT $DEFECT_NAME::" "github output"
[ "$(grep -c '^::' out)" -eq "$(wc -l <out)" ] || fail "github output holds lines that are not workflow commands"
lacks err "annotates only" "stderr with one finding"
# more findings than GitHub annotates in a step: all are written, a summary goes to stderr
i=0
while [ $i -lt 12 ]; do
    write_dump "dumps/many_$i.py" bad
    i=$((i + 1))
done
expect_rc 1 "$FXLINT" check --format github dumps/
[ "$(grep -c '^::error ' out)" -eq 13 ] || fail "expected 13 ::error commands, got $(grep -c '^::error ' out)"
contains err "13 findings, but GitHub annotates only 10 errors" "stderr"
contains err "3 more errors" "stderr"
lacks out "annotates only" "stdout"
rm -f dumps/many_*.py

# --format junit: one testcase per input; the bad one fails listing its finding
expect_rc 1 "$FXLINT" check --format junit dumps/bad.py dumps/fixed.py
contains out '<?xml version="1.0" encoding="UTF-8"?>' "junit"
contains out '<testsuites name="fxlint" tests="2" failures="1"' "junit"
contains out '<testcase classname="fxlint" name="dumps/fixed.py" file="dumps/fixed.py" time="0"/>' "junit"
contains out '<failure type="fxlint" message="1 finding">dumps/bad.py:13:' "junit"
contains out "[$DEFECT $DEFECT_NAME]" "junit"
[ "$(grep -c '<testcase ' out)" -eq 2 ] || fail "junit: expected 2 testcases"
[ "$(grep -c '<testcase\|</testcase>\|/>' out)" -ge 3 ] || fail "junit: testcases not closed"

# --format json: one document with diagnostics and a summary
expect_rc 1 "$FXLINT" check --format json dumps/bad.py dumps/fixed.py
contains out '"diagnostics": [' "json"
contains out "\"code\": \"$DEFECT\"" "json"
contains out '"summary": {' "json"
contains out '"files": 2' "json"
contains out '"errors": 1' "json"
contains out "\"$DEFECT\": 1" "json by_rule"
[ "$(head -c 1 out)" = "{" ] && [ "$(tail -n 1 out)" = "}" ] || fail "json: not one document"

# --statistics: counts per rule; with a machine format they go to stderr
write_dump dumps/bad2.py bad
expect_rc 1 "$FXLINT" check --statistics dumps/
contains out "    2  $DEFECT  $DEFECT_NAME" "statistics"
lacks out "dumps/bad.py:13" "statistics (no diagnostics listed)"
expect_rc 1 "$FXLINT" check --statistics --format json dumps/
contains err "    2  $DEFECT  $DEFECT_NAME" "statistics on stderr"
contains out '"diagnostics": [' "json with statistics"

# --quiet: findings only, no summary line
expect_rc 1 "$FXLINT" check dumps/bad.py
contains err "1 error" "summary"
expect_rc 1 "$FXLINT" check --quiet dumps/bad.py
lacks err "1 error" "quiet stderr"
contains out "dumps/bad.py:13:" "quiet stdout"
# a TORCH_TRACE finding names its compile and artifact in every format (the sample does not
# show the grad mode: said, its cond write is an error)
cp "$REPO/samples/trace_cond.log" trace.log
expect_rc 1 "$FXLINT" check --grad enabled --color never trace.log
contains out "trace.log:65:14 [0/0] aot_inference_graph: error:" "text"
expect_rc 1 "$FXLINT" check --grad enabled --format jsonl trace.log
contains out '"compile_id":"0/0","artifact":"aot_inference_graph"' "jsonl"
expect_rc 1 "$FXLINT" check --grad enabled --format json trace.log
contains out '"compile_id": "0/0"' "json"
contains out '"artifact": "aot_inference_graph"' "json"
expect_rc 1 "$FXLINT" check --grad enabled --format github trace.log
contains out "title=FX101 branch-input-mutation [0/0] aot_inference_graph::" "github"
expect_rc 1 "$FXLINT" check --grad enabled --format junit trace.log
contains out "trace.log:65:14 [0/0] aot_inference_graph: error:" "junit"
# other inputs have none
expect_rc 1 "$FXLINT" check --format jsonl dumps/bad.py
contains out '"compile_id":null,"artifact":null' "jsonl of a printed-code dump"
finish
