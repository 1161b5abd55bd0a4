# The result cache as a user meets it: .fxlint_cache beside the config file (with a
# CACHEDIR.TAG and a .gitignore), warm output byte for byte the cold one in every format, an
# input re-read when its bytes, its name or its settings change (command line, config file,
# per-file ignores, severities, target), suppression comments on the user's source line and
# baselines applied on every run (they are not cached), --no-cache, --cache-dir, damaged
# entries, processes sharing a cache, a cache that cannot be written, and `fxlint clean`.
. "$(dirname "$0")/lib.sh"
# the defaults are under test: no cache folder from the environment (tests/run-all sets one)
unset FXLINT_CACHE_DIR FXLINT_NO_CACHE
cd "$WORK" || exit 2
mkdir -p proj/dumps proj/src
printf '[tool.fxlint]\nignore = ["FX904"]\n' >proj/pyproject.toml
write_dump proj/dumps/bad.py bad
write_dump proj/dumps/fixed.py fixed
write_dump proj/dumps/other.py bad 0 new
write_model proj/dumps/model.py # not a dump: passed over, and that is cached too
cp "$REPO/samples/trace_cond.log" proj/dumps/trace.log
cd proj || exit 2

# hits and misses, as --verbose counts them
cache_counts() { sed -n 's/^fxlint: result cache: \([0-9]*\) inputs\{0,1\} read from it, \([0-9]*\) checked$/\1 \2/p' "$WORK/err"; }

# Cold, then warm: the same bytes in every format, and the warm run read everything from the cache
for fmt in text json sarif jsonl junit github html; do
    rm -rf .fxlint_cache
    expect_rc 1 "$FXLINT" check --verbose --format "$fmt" dumps
    cp "$WORK/out" "$WORK/cold.$fmt"
    [ "$(cache_counts)" = "0 5" ] || fail "$fmt cold: expected 0 hits and 5 checked, got '$(cache_counts)'"
    expect_rc 1 "$FXLINT" check --verbose --format "$fmt" dumps
    [ "$(cache_counts)" = "5 0" ] || fail "$fmt warm: expected 5 hits, got '$(cache_counts)'"
    cmp -s "$WORK/out" "$WORK/cold.$fmt" || fail "$fmt: warm output differs from cold"
done
[ -f .fxlint_cache/CACHEDIR.TAG ] || fail "no CACHEDIR.TAG beside the config file"
grep -qx '\*' .fxlint_cache/.gitignore || fail "the cache's .gitignore does not ignore everything"
[ ! -d dumps/.fxlint_cache ] || fail "a cache in the dump folder, not beside the config"
# --no-cache reads and writes nothing
rm -rf .fxlint_cache
expect_rc 1 "$FXLINT" check --no-cache dumps
[ ! -d .fxlint_cache ] || fail "--no-cache wrote a cache"
expect_rc 1 "$FXLINT" check dumps

# What changes an input's findings changes its key
expect_rc 1 "$FXLINT" check --verbose dumps
cp "$WORK/out" "$WORK/before"
write_dump dumps/fixed.py bad 3 # its bytes
expect_rc 1 "$FXLINT" check --verbose dumps
[ "$(cache_counts)" = "4 1" ] || fail "an edited dump: expected 4 hits, 1 checked, got '$(cache_counts)'"
contains "$WORK/out" "dumps/fixed.py:16:" "findings of the edited dump"
expect_rc 1 "$FXLINT" check --verbose --select FX1 dumps # the command line
[ "$(cache_counts)" = "0 5" ] || fail "--select: expected every input checked, got '$(cache_counts)'"
expect_rc 1 "$FXLINT" check --verbose --select FX1 dumps
[ "$(cache_counts)" = "5 0" ] || fail "--select again: expected 5 hits, got '$(cache_counts)'"
expect_rc 1 "$FXLINT" check --verbose --target 2.5 dumps
[ "$(cache_counts)" = "0 5" ] || fail "--target: expected every input checked, got '$(cache_counts)'"
# the config file: a severity, then per-file ignores (one input's settings only)
printf '[tool.fxlint]\nignore = ["FX904"]\n[tool.fxlint.severity]\n%s = "warning"\n' "$DEFECT" >pyproject.toml
expect_rc 1 "$FXLINT" check --verbose dumps
[ "$(cache_counts)" = "0 5" ] || fail "a severity in the config: expected every input checked, got '$(cache_counts)'"
contains "$WORK/out" "warning: " "the new severity"
printf '[tool.fxlint]\nignore = ["FX904"]\n[tool.fxlint.severity]\n%s = "warning"\n[tool.fxlint.per-file-ignores]\n"dumps/other.py" = ["%s"]\n' \
    "$DEFECT" "$DEFECT" >pyproject.toml
expect_rc 1 "$FXLINT" check --verbose dumps
[ "$(cache_counts)" = "4 1" ] || fail "a per-file ignore: expected only dumps/other.py checked, got '$(cache_counts)'"
lacks "$WORK/out" "dumps/other.py" "the per-file ignore"
# the name: the same bytes under another name are another entry
cp dumps/bad.py dumps/copy.py
expect_rc 1 "$FXLINT" check --verbose dumps
[ "$(cache_counts)" = "5 1" ] || fail "a copied dump: expected 1 checked, got '$(cache_counts)'"
contains "$WORK/out" "dumps/copy.py:13:" "the copy's findings name the copy"
rm dumps/copy.py
printf '[tool.fxlint]\nignore = ["FX904"]\n' >pyproject.toml

# Suppression comments on the user's source line are read on every run: editing model.py (not
# the dump) hides the finding with a warm cache, and shows it again when the comment goes
expect_rc 1 "$FXLINT" check --verbose dumps/bad.py
[ "$(cache_counts)" = "1 0" ] || fail "dumps/bad.py: expected a hit, got '$(cache_counts)'"
sed -i "4s/\$/  # fxlint: ignore[$DEFECT]/" dumps/model.py
expect_rc 0 "$FXLINT" check --verbose dumps/bad.py
[ "$(cache_counts)" = "1 0" ] || fail "after editing model.py: expected a hit, got '$(cache_counts)'"
contains "$WORK/err" "1 suppressed by comments" "a comment added to model.py with a warm cache"
write_model dumps/model.py
expect_rc 1 "$FXLINT" check dumps/bad.py
contains "$WORK/out" "dumps/bad.py:13:" "the finding, once the comment is gone"
# A comment in the dump itself hides its finding with a warm cache as with a cold one (the
# entry keeps whether the dump holds a comment at all, so that a dump without one is not read
# again); one without a comment shows it
cp dumps/bad.py dumps/commented.py
sed -i "13s/\$/  # fxlint: ignore[$DEFECT]/" dumps/commented.py
expect_rc 0 "$FXLINT" check --verbose dumps/commented.py
[ "$(cache_counts)" = "0 1" ] || fail "commented.py cold: expected it checked, got '$(cache_counts)'"
contains "$WORK/err" "1 suppressed by comments" "the dump's own comment, cold"
expect_rc 0 "$FXLINT" check --verbose dumps/commented.py
[ "$(cache_counts)" = "1 0" ] || fail "commented.py warm: expected a hit, got '$(cache_counts)'"
contains "$WORK/err" "1 suppressed by comments" "the dump's own comment, warm"
rm dumps/commented.py
expect_rc 1 "$FXLINT" check --verbose dumps/bad.py
[ "$(cache_counts)" = "1 0" ] || fail "dumps/bad.py: expected a hit, got '$(cache_counts)'"
contains "$WORK/out" "dumps/bad.py:13:" "the finding of the dump without a comment, warm"

# Baselines are applied after the cache
expect_rc 0 "$FXLINT" check --write-baseline "$WORK/base.json" dumps
expect_rc 0 "$FXLINT" check --verbose --baseline "$WORK/base.json" dumps
[ "$(cache_counts)" = "5 0" ] || fail "with a baseline: expected 5 hits, got '$(cache_counts)'"
lacks "$WORK/out" "error" "baselined findings"

# A file whose times have settled is found again by its identity (no read): the same output.
# Its bytes changed in place with its size and modification time kept (only the change time
# moves, which no user can set back) are read again, never answered from the old entry; a
# touched file with the same bytes is a hit by content.
write_dump dumps/settled.py bad
sleep 3
expect_rc 1 "$FXLINT" check --verbose dumps/settled.py
[ "$(cache_counts)" = "0 1" ] || fail "settled.py cold: expected 1 checked, got '$(cache_counts)'"
cp "$WORK/out" "$WORK/settled.cold"
expect_rc 1 "$FXLINT" check --verbose dumps/settled.py
[ "$(cache_counts)" = "1 0" ] || fail "settled.py warm: expected a hit, got '$(cache_counts)'"
cmp -s "$WORK/out" "$WORK/settled.cold" || fail "settled.py: the warm output differs from the cold"
contains "$WORK/out" "model.py:4" "the user's line of the settled dump"
cp -p dumps/settled.py "$WORK/settled.times"
at=$(grep -bo 'model.py:4 in true_fn' dumps/settled.py | cut -d: -f1)
printf 'model.py:5' | dd of=dumps/settled.py bs=1 seek="$at" conv=notrunc 2>/dev/null
touch -r "$WORK/settled.times" dumps/settled.py
[ "$(wc -c <dumps/settled.py)" = "$(wc -c <"$WORK/settled.times")" ] || fail "the edit changed the size"
expect_rc 1 "$FXLINT" check --verbose dumps/settled.py
[ "$(cache_counts)" = "0 1" ] || fail "settled.py edited in place: expected it checked, got '$(cache_counts)'"
contains "$WORK/out" "model.py:5" "the edited dump's new user line"
lacks "$WORK/out" "model.py:4" "the old entry's user line"
touch dumps/settled.py
expect_rc 1 "$FXLINT" check --verbose dumps/settled.py
[ "$(cache_counts)" = "1 0" ] || fail "settled.py touched: expected a hit by content, got '$(cache_counts)'"
contains "$WORK/out" "model.py:5" "the touched dump's user line"
rm dumps/settled.py

# --cache-dir; damaged entries are misses and are written again; an unwritable cache is no cache
expect_rc 1 "$FXLINT" check --cache-dir "$WORK/elsewhere" dumps
[ -f "$WORK/elsewhere/CACHEDIR.TAG" ] || fail "--cache-dir was not used"
cp "$WORK/out" "$WORK/good"
find "$WORK/elsewhere" -type f ! -name CACHEDIR.TAG ! -name .gitignore | while read -r e; do
    printf 'garbage' >"$e"
done
expect_rc 1 "$FXLINT" check --verbose --cache-dir "$WORK/elsewhere" dumps
[ "$(cache_counts)" = "0 5" ] || fail "damaged entries: expected every input checked, got '$(cache_counts)'"
cmp -s "$WORK/out" "$WORK/good" || fail "output with damaged entries differs"
expect_rc 1 "$FXLINT" check --verbose --cache-dir "$WORK/elsewhere" dumps
[ "$(cache_counts)" = "5 0" ] || fail "entries written again: expected 5 hits, got '$(cache_counts)'"
printf 'not a directory' >"$WORK/blocked"
expect_rc 1 "$FXLINT" check --cache-dir "$WORK/blocked/cache" dumps
cmp -s "$WORK/out" "$WORK/good" || fail "output with an unwritable cache differs"

# Processes sharing one cache, cold: every output is the unshared one
rm -rf "$WORK/shared-cache"
for i in 1 2 3 4; do
    "$FXLINT" check --format json --cache-dir "$WORK/shared-cache" dumps >"$WORK/par$i" 2>/dev/null &
done
wait
"$FXLINT" check --no-cache --format json dumps >"$WORK/alone" 2>/dev/null
for i in 1 2 3 4; do
    cmp -s "$WORK/par$i" "$WORK/alone" || fail "process $i sharing a cache wrote other output"
done
[ -z "$(find "$WORK/shared-cache" -name '*.tmp-*')" ] || fail "temporary files left in the shared cache"

# The environment: FXLINT_CACHE_DIR, FXLINT_NO_CACHE (the command line wins)
rm -rf "$WORK/env-cache" "$WORK/cli-cache"
FXLINT_CACHE_DIR="$WORK/env-cache" "$FXLINT" check dumps >/dev/null 2>&1
[ -f "$WORK/env-cache/CACHEDIR.TAG" ] || fail "FXLINT_CACHE_DIR was not used"
FXLINT_CACHE_DIR="$WORK/env-cache" "$FXLINT" check --cache-dir "$WORK/cli-cache" dumps >/dev/null 2>&1
[ -f "$WORK/cli-cache/CACHEDIR.TAG" ] || fail "--cache-dir did not win over FXLINT_CACHE_DIR"
rm -rf "$WORK/env-cache"
FXLINT_NO_CACHE=1 FXLINT_CACHE_DIR="$WORK/env-cache" "$FXLINT" check dumps >/dev/null 2>&1
[ ! -d "$WORK/env-cache" ] || fail "FXLINT_NO_CACHE=1 wrote a cache"
FXLINT_NO_CACHE=0 FXLINT_CACHE_DIR="$WORK/env-cache" "$FXLINT" check dumps >/dev/null 2>&1
[ -d "$WORK/env-cache" ] || fail "FXLINT_NO_CACHE=0 turned the cache off"

# fxlint clean: the cache beside the config of PATH (or --cache-dir), never a foreign folder
cd "$WORK/proj" || exit 2
expect_rc 0 "$FXLINT" clean dumps
contains "$WORK/err" "removed" "clean"
[ ! -d .fxlint_cache ] || fail "clean left .fxlint_cache"
expect_rc 0 "$FXLINT" clean
contains "$WORK/err" "no cache at" "clean with nothing to clean"
expect_rc 0 "$FXLINT" clean --cache-dir "$WORK/elsewhere"
[ ! -d "$WORK/elsewhere" ] || fail "clean --cache-dir left the folder"
mkdir -p "$WORK/precious"
echo data >"$WORK/precious/keep.txt"
expect_rc 2 "$FXLINT" clean --cache-dir "$WORK/precious"
contains "$WORK/err" "not an fxlint cache" "clean of a foreign folder"
[ -f "$WORK/precious/keep.txt" ] || fail "clean removed a folder fxlint did not make"
finish
