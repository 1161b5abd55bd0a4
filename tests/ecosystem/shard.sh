# A sharded audit as a cluster runs one: N local processes, each `fxlint check --shard K/N`
# writing JSON and SARIF with -o, joined by `fxlint merge` into exactly what one unsharded run
# writes (and rendered as the same HTML page). Every input lands in one shard, whatever the
# order of the paths; merge refuses what fxlint did not write, mixed formats and versions.
# Also: -o FILE for every format writes what stdout would, and nothing when the run fails.
. "$(dirname "$0")/lib.sh"
cd "$WORK" || exit 2
mkdir -p dumps/a dumps/b
i=0
while [ $i -lt 12 ]; do
    write_dump "dumps/a/bad_$i.py" bad
    write_dump "dumps/b/fixed_$i.py" fixed
    i=$((i + 1))
done
write_dump dumps/b/two.py bad 0 new
cp "$REPO"/samples/*.py "$REPO"/samples/*.txt "$REPO"/samples/*.log dumps/
# inputs that cannot be read: FX906, and a SARIF notification each, in every shard
mkdir -p gone
for i in 1 2 3 4 5 6 7 8; do ln -s "/nonexistent/$i" "gone/missing_$i.py"; done
set -- dumps gone/missing_1.py gone/missing_2.py gone/missing_3.py gone/missing_4.py gone/missing_5.py \
    gone/missing_6.py gone/missing_7.py gone/missing_8.py
# the shared corpus, read in place, when it is there
[ -d "$SHARED/corpus" ] && set -- "$@" "$SHARED/corpus"
N=4

# -o FILE: the same bytes as stdout, in every format
for fmt in text jsonl json sarif github junit html; do
    "$FXLINT" check --no-cache --format "$fmt" "$@" >"$WORK/stdout.$fmt" 2>/dev/null
    expect_rc 1 "$FXLINT" check --no-cache --format "$fmt" -o "$WORK/o.$fmt" "$@"
    cmp -s "$WORK/stdout.$fmt" "$WORK/o.$fmt" || fail "-o FILE and stdout differ for --format $fmt"
    [ -s "$WORK/out" ] && fail "--format $fmt -o FILE also wrote to stdout"
done
# a run that cannot write its report leaves no half file behind
expect_rc 2 "$FXLINT" check --no-cache --format json -o "$WORK/missing-dir/report.json" dumps
[ ! -e "$WORK/missing-dir" ] || fail "a report in a folder that does not exist"

# The unsharded run, then N shards in parallel (as a job array would run them)
"$FXLINT" check --no-cache --format json -o "$WORK/all.json" "$@" 2>/dev/null
"$FXLINT" check --no-cache --format sarif -o "$WORK/all.sarif" "$@" 2>/dev/null
"$FXLINT" check --no-cache --format html -o "$WORK/all.html" "$@" 2>/dev/null
k=1
while [ $k -le $N ]; do
    ("$FXLINT" check --cache-dir "$WORK/cache" --shard $k/$N --format json -o "$WORK/shard$k.json" "$@" 2>/dev/null
        "$FXLINT" check --cache-dir "$WORK/cache" --shard $k/$N --format sarif -o "$WORK/shard$k.sarif" "$@" 2>/dev/null) &
    k=$((k + 1))
done
wait
for k in $(seq 1 $N); do
    [ -s "$WORK/shard$k.json" ] && [ -s "$WORK/shard$k.sarif" ] || fail "shard $k wrote nothing"
done
expect_rc 0 "$FXLINT" merge -o "$WORK/merged.json" "$WORK"/shard*.json
cmp -s "$WORK/merged.json" "$WORK/all.json" || {
    fail "merged JSON differs from the unsharded run"
    diff "$WORK/all.json" "$WORK/merged.json" | head -n 20 | sed 's/^/    /'
}
[ "$(grep -c '"descriptor"' "$WORK/all.sarif")" -eq 8 ] || fail "the unsharded SARIF lacks the 8 notifications"
spread=0
for k in $(seq 1 $N); do grep -q '"descriptor"' "$WORK/shard$k.sarif" && spread=$((spread + 1)); done
[ "$spread" -ge 2 ] || fail "the unreadable inputs are not spread over shards ($spread)"
expect_rc 0 "$FXLINT" merge "$WORK"/shard*.sarif
cmp -s "$WORK/out" "$WORK/all.sarif" || {
    fail "merged SARIF differs from the unsharded run"
    diff "$WORK/all.sarif" "$WORK/out" | head -n 20 | sed 's/^/    /'
}
expect_rc 0 "$FXLINT" merge --format html -o "$WORK/merged.html" "$WORK"/shard*.json
cmp -s "$WORK/merged.html" "$WORK/all.html" || fail "HTML merged from the shards differs from the unsharded page"
# from SARIF the page has the findings (not the code frames or the input list SARIF lacks)
expect_rc 0 "$FXLINT" merge --format html "$WORK"/shard*.sarif
findings=$(grep -c '<article class="finding"' "$WORK/all.html")
[ "$(grep -c '<article class="finding"' "$WORK/out")" -eq "$findings" ] || fail "HTML from SARIF shards: not $findings findings"
# a merge of one output is that output
expect_rc 0 "$FXLINT" merge "$WORK/all.json"
cmp -s "$WORK/out" "$WORK/all.json" || fail "a merge of one document changed it"

# Every input in exactly one shard; the split does not depend on the order of the paths
inputs() { grep '^      "file": ' "$1" | sed 's/^ *"file": //' | LC_ALL=C sort; }
: >"$WORK/union"
for k in $(seq 1 $N); do
    sed -n '/^  "inputs": \[/,$p' "$WORK/shard$k.json" >"$WORK/tail$k"
    inputs "$WORK/tail$k" >>"$WORK/union"
done
sed -n '/^  "inputs": \[/,$p' "$WORK/all.json" >"$WORK/tail-all"
inputs "$WORK/tail-all" >"$WORK/all-inputs"
[ "$(wc -l <"$WORK/all-inputs")" -gt 30 ] || fail "too few inputs to test sharding"
LC_ALL=C sort "$WORK/union" | cmp -s - "$WORK/all-inputs" || fail "the shards' inputs are not the run's, each once"
for k in $(seq 1 $N); do
    [ "$(wc -l <"$WORK/tail$k")" -gt 3 ] || fail "shard $k checked nothing"
done
reversed=$(printf '%s\n' "$@" | tac)
# shellcheck disable=SC2086
"$FXLINT" check --no-cache --shard 2/$N --format json $reversed >"$WORK/rev.json" 2>/dev/null
sed -n '/^  "inputs": \[/,$p' "$WORK/rev.json" >"$WORK/tail-rev"
[ "$(inputs "$WORK/tail-rev")" = "$(inputs "$WORK/tail2")" ] || fail "shard 2 depends on the order of the paths"

# What merge refuses, with exit status 2 and nothing written
echo '{"results": []}' >"$WORK/foreign.json"
expect_rc 2 "$FXLINT" merge -o "$WORK/bad.json" "$WORK/shard1.json" "$WORK/foreign.json"
contains "$WORK/err" "not the JSON or SARIF output of fxlint" "foreign JSON"
[ ! -e "$WORK/bad.json" ] || fail "merge wrote a file after refusing"
expect_rc 2 "$FXLINT" merge "$WORK/shard1.json" "$WORK/shard2.sarif"
contains "$WORK/err" "one format" "mixed formats"
sed 's/"version": "[^"]*"/"version": "0.0.0-other"/' "$WORK/shard2.json" >"$WORK/other-version.json"
expect_rc 2 "$FXLINT" merge "$WORK/shard1.json" "$WORK/other-version.json"
contains "$WORK/err" "one version" "mixed versions"
expect_rc 2 "$FXLINT" merge "$WORK/shard1.json" "$WORK/nothing.json"
expect_rc 2 "$FXLINT" merge --format text "$WORK/shard1.json"
expect_rc 2 "$FXLINT" merge --format sarif "$WORK/shard1.json"
printf '{"tool": "fxlint", "diagnostics": [' >"$WORK/cut.json"
expect_rc 2 "$FXLINT" merge "$WORK/cut.json"
contains "$WORK/err" "cut.json:" "a cut JSON file names its place"
for bad in 0/4 5/4 1/0 x 1/2/3; do
    expect_rc 2 "$FXLINT" check --shard "$bad" dumps
done
finish
