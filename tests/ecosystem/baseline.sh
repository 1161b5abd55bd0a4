# Baselines through the CLI: --write-baseline records today's findings; the same model printed
# again with renumbered nodes and moved lines reports nothing new against it, while a new
# defect still shows (and fails the run). Counts matter.
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
mkdir -p dumps
write_dump dumps/model.py bad
write_dump dumps/copy.py bad
expect_rc 1 "$FXLINT" check dumps
[ "$(grep -c ":13:.*\[$DEFECT" out)" -eq 2 ] || fail "expected two findings before the baseline"

expect_rc 0 "$FXLINT" check --write-baseline fxlint-baseline.json dumps
contains err "wrote 2 findings to fxlint-baseline.json" "write-baseline"
contains fxlint-baseline.json '"version": 1' "baseline file"
contains fxlint-baseline.json "\"code\": \"$DEFECT\"" "baseline file"
contains fxlint-baseline.json '"file": "dumps/model.py"' "baseline file"

# nothing new: exit 0, nothing reported
expect_rc 0 "$FXLINT" check --baseline fxlint-baseline.json dumps
lacks out "$DEFECT" "baselined run"
contains err "2 baselined" "summary"

# printed again: every node and subgraph renumbered, lines moved
write_dump dumps/model.py bad 4
write_dump dumps/copy.py bad 9
expect_rc 1 "$FXLINT" check dumps
contains out "dumps/model.py:17:" "renumbered dump (without the baseline)"
expect_rc 0 "$FXLINT" check --baseline fxlint-baseline.json dumps
lacks out "$DEFECT" "renumbered dump against the baseline"

# a new defect still shows
write_dump dumps/model.py bad 6 new
expect_rc 1 "$FXLINT" check --baseline fxlint-baseline.json dumps
[ "$(grep -c "\[$DEFECT" out)" -eq 1 ] || fail "expected exactly the new defect, got $(grep -c "\[$DEFECT" out)"
contains out "dumps/model.py:20:" "the new defect"
# json output says how many were baselined
expect_rc 1 "$FXLINT" check --format json --baseline fxlint-baseline.json dumps
contains out '"baselined": 2' "json summary"

# counts: a baseline holding two identical findings excuses two, not three
write_dump dumps/dup.py bad
sed -i '13p' dumps/dup.py
expect_rc 0 "$FXLINT" check --write-baseline dup-baseline.json dumps/dup.py
contains dup-baseline.json '"count": 2' "baseline of two identical findings"
expect_rc 0 "$FXLINT" check --baseline dup-baseline.json dumps/dup.py
sed -i '13p' dumps/dup.py
expect_rc 1 "$FXLINT" check --baseline dup-baseline.json dumps/dup.py
[ "$(grep -c "\[$DEFECT" out)" -eq 1 ] || fail "two baselined findings must excuse two, not three"

# the same baseline from two working directories: keyed by the path relative to the
# baseline file's folder, not the cwd
rm -f dumps/dup.py
write_dump dumps/model.py bad
write_dump dumps/copy.py bad
expect_rc 0 "$FXLINT" check --write-baseline fxlint-baseline.json dumps
mkdir -p sub
(cd sub && expect_rc 0 "$FXLINT" check --baseline ../fxlint-baseline.json ../dumps)
lacks "$WORK/out" "$DEFECT" "baselined run from sub/"
contains "$WORK/err" "2 baselined" "baselined run from sub/"
(cd dumps && expect_rc 0 "$FXLINT" check --baseline "$WORK/fxlint-baseline.json" model.py copy.py)
contains "$WORK/err" "2 baselined" "baselined run from dumps/, absolute baseline path"
# written from another directory, read from the top: the same entries
(cd sub && expect_rc 0 "$FXLINT" check --write-baseline ../from-sub.json ../dumps)
contains from-sub.json '"file": "dumps/model.py"' "baseline written from sub/"
expect_rc 0 "$FXLINT" check --baseline from-sub.json dumps
contains err "2 baselined" "baseline written from sub/, read from the top"

# stale entries: a fixed finding's entry is reported (info, exit 0), and --write-baseline
# rewrites it away; a run over one file says nothing about the other file's entries
write_dump dumps/copy.py fixed
expect_rc 0 "$FXLINT" check --baseline fxlint-baseline.json dumps/copy.py
contains err "fxlint-baseline.json: stale entry, the finding is gone: dumps/copy.py $DEFECT" "stale entry"
contains err "1 stale baseline entry" "stale entry"
lacks err "dumps/model.py" "a run over copy.py"
expect_rc 0 "$FXLINT" check --format json --baseline fxlint-baseline.json dumps/copy.py
contains out '"stale_baseline_entries": 1' "json summary"
expect_rc 0 "$FXLINT" check --write-baseline fxlint-baseline.json dumps/copy.py
contains fxlint-baseline.json '"file": "dumps/model.py"' "rewritten baseline keeps the unchecked file's entry"
lacks fxlint-baseline.json '"file": "dumps/copy.py"' "rewritten baseline"
expect_rc 0 "$FXLINT" check --baseline fxlint-baseline.json dumps
lacks err "stale" "after the rewrite"
contains err "1 baselined" "after the rewrite"

# a broken baseline is an error
echo '{"version": 1, "findings": [' >broken.json
expect_rc 2 "$FXLINT" check --baseline broken.json dumps
contains err "broken.json: " "broken baseline"
contains err "not a baseline (bad JSON" "broken baseline"
expect_rc 2 "$FXLINT" check --baseline missing.json dumps
contains err "missing.json: cannot read baseline" "missing baseline"
finish
