# Upgrade audits (--compare-target A --target B) on the fixtures of tests/upgrade/A-B/: each
# finding's state (new, gone, both) as the dumps' own `# expect-upgrade:` comments say,
# matched both ways; the summary sentence; the same counts in JSON, SARIF and JUnit, the
# states in jsonl, SARIF's baselineState and GitHub's annotations; the exit status follows
# the findings under B only.
. "$(dirname "$0")/lib.sh"

# Expectations: "file:line state code", one a line, from `# expect-upgrade: STATE CODE, ...`
# (the comment's line) and `# expect-upgrade@+N: ...` (N lines below).
expectations() {
    for f in "$1"/*.py "$1"/*.txt "$1"/*.log; do
        [ -f "$f" ] || continue
        awk -v f="$f" '
            /# expect-upgrade(@\+[0-9]+)?:/ {
                s = $0; sub(/.*# expect-upgrade/, "", s)
                at = NR
                if (s ~ /^@\+/) { n = s; sub(/^@\+/, "", n); sub(/:.*/, "", n); at = NR + n }
                sub(/^[^:]*: */, "", s)
                k = split(s, items, /, */)
                for (i = 1; i <= k; i++) { split(items[i], w, / +/); print f ":" at " " w[1] " " w[2] }
            }' "$f"
    done | LC_ALL=C sort
}

# What the text report says: "file:line state code" per finding (a log's findings name their
# compile and artifact before the severity: `log:7:42 [0/1] aot_joint_graph: error: ...`).
reported() {
    sed -n 's/^\([^ ]*\):\([0-9]*\):[0-9]*\( \[[^]]*\]\)\{0,1\}\( [a-z_]*\)\{0,1\}: [a-z]*: .* \[\(FX[0-9]*\) [a-z0-9-]*\] \[upgrade: \([a-z]*\)\]$/\1:\2 \6 \5/p' "$1" |
        LC_ALL=C sort
}

count() { grep -o "$1" "$2" | wc -l | tr -d ' '; }

for dir in "$REPO"/tests/upgrade/*-*/; do
    dir=${dir%/}
    pair=$(basename "$dir")
    from=${pair%-*}
    to=${pair#*-}
    cd "$REPO" || exit 2
    rel=tests/upgrade/$pair
    expectations "$rel" >"$WORK/want"
    new=$(grep -c ' new ' "$WORK/want")
    gone=$(grep -c ' gone ' "$WORK/want")
    both=$(grep -c ' both ' "$WORK/want")
    # findings under B (new, both) fail the run; those only A reports do not
    rc=0
    [ $((new + both)) -eq 0 ] || rc=1
    expect_rc $rc "$FXLINT" check --no-cache --compare-target "$from" --target "$to" "$rel"
    [ "$(wc -l <"$WORK/err")" -gt 0 ] || fail "$pair: nothing on stderr"
    reported "$WORK/out" >"$WORK/got"
    [ -s "$WORK/want" ] || fail "$pair: the fixtures expect nothing (no '# expect-upgrade:' comments)"
    if ! cmp -s "$WORK/want" "$WORK/got"; then
        fail "$pair: findings differ from the fixtures' expectations (< expected, > reported)"
        diff "$WORK/want" "$WORK/got" | sed 's/^/    /'
    fi
    # every finding is marked: a line that is a finding without its state is a failure
    unmarked=$(grep -c '^[^ ][^ ]*:[0-9]*:[0-9]*[^:]*: \(error\|warning\|info\): ' "$WORK/out")
    [ "$unmarked" -eq "$(wc -l <"$WORK/got")" ] || fail "$pair: $unmarked findings, $(wc -l <"$WORK/got") marked with their upgrade state"
    # a fixture that expects nothing must say so, and then get nothing
    for f in "$rel"/*.py; do
        if grep -q '# expect-upgrade-none' "$f"; then
            grep -q "^$f:" "$WORK/out" && fail "$f: expect-upgrade-none, but findings were reported"
        elif ! grep -q '# expect-upgrade' "$f"; then
            fail "$f: neither expect-upgrade nor expect-upgrade-none"
        fi
    done
    sentence=$(cat "$rel/summary")
    contains "$WORK/err" "upgrade $from -> $to: $sentence" "$pair stderr"

    # JSON: the states per finding and the summary (with the sentence)
    expect_rc $rc "$FXLINT" check --no-cache --format json --compare-target "$from" --target "$to" "$rel"
    cp "$WORK/out" "$WORK/json"
    [ "$(count '"compare": "new"' "$WORK/json")" -eq "$new" ] || fail "$pair json: new"
    [ "$(count '"compare": "gone"' "$WORK/json")" -eq "$gone" ] || fail "$pair json: gone"
    [ "$(count '"compare": "both"' "$WORK/json")" -eq "$both" ] || fail "$pair json: both"
    contains "$WORK/json" "\"new\": $new," "$pair json summary"
    contains "$WORK/json" "\"gone\": $gone," "$pair json summary"
    contains "$WORK/json" "\"sentence\": \"$sentence\"" "$pair json summary"
    # jsonl: one state per line
    expect_rc $rc "$FXLINT" check --no-cache --format jsonl --compare-target "$from" --target "$to" "$rel"
    [ "$(count '"compare":"' "$WORK/out")" -eq "$((new + gone + both))" ] || fail "$pair jsonl: states"
    # SARIF: baselineState new / absent / unchanged; the summary in the run's properties
    expect_rc $rc "$FXLINT" check --no-cache --format sarif --compare-target "$from" --target "$to" "$rel"
    [ "$(count '"baselineState": "new"' "$WORK/out")" -eq "$new" ] || fail "$pair sarif: new"
    [ "$(count '"baselineState": "absent"' "$WORK/out")" -eq "$gone" ] || fail "$pair sarif: absent"
    [ "$(count '"baselineState": "unchanged"' "$WORK/out")" -eq "$both" ] || fail "$pair sarif: unchanged"
    contains "$WORK/out" "\"sentence\": \"$sentence\"" "$pair sarif properties"
    # JUnit: the sentence as a property; GitHub: a finding the upgrade fixes is a notice
    expect_rc $rc "$FXLINT" check --no-cache --format junit --compare-target "$from" --target "$to" "$rel"
    contains "$WORK/out" "<property name=\"fxlint.compare\" value=\"$sentence\"/>" "$pair junit"
    expect_rc $rc "$FXLINT" check --no-cache --format github --compare-target "$from" --target "$to" "$rel"
    [ "$(count '^::notice .*::\[upgrade: gone\]' "$WORK/out")" -eq "$gone" ] || fail "$pair github: gone findings are notices"
done

# Findings that only the compared release reports do not fail the run.
cd "$REPO" || exit 2
expect_rc 0 "$FXLINT" check --no-cache --select FX401 --compare-target 2.5 --target 2.9 tests/upgrade/2.5-2.9/size_merge.py
contains "$WORK/out" "[upgrade: gone]" "a gone finding"
# No comparison without --compare-target: no states
expect_rc 1 "$FXLINT" check --no-cache --format jsonl tests/upgrade/2.5-2.9
lacks "$WORK/out" '"compare"' "jsonl without --compare-target"
# stdin cannot be read twice; bad releases are usage errors
expect_rc 2 "$FXLINT" check --compare-target 2.5 - </dev/null
contains "$WORK/err" "stdin" "stdin with --compare-target"
expect_rc 2 "$FXLINT" check --compare-target two tests/upgrade
expect_rc 2 "$FXLINT" check --compare-target 2.5 --write-baseline "$WORK/b.json" tests/upgrade
finish
