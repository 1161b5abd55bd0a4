#!/bin/sh
# Optional coverage-guided fuzzing (not part of `make test`): builds the libFuzzer harnesses
# tests/fuzz/fuzz_*.c (every front end, the TOML reader and config files, the LSP framing and
# JSON-RPC dispatch, suppression comments, baselines) with ASan and UBSan and runs each for
# SECONDS of wall time.
# usage: tests/fuzz/run-fuzz.sh [SECONDS]   (default 60 per harness)
# env: FUZZ_ONLY="readable trace" picks harnesses (default: every tests/fuzz/fuzz_*.c);
#      FUZZ_PARALLEL=N runs N at once (default 1); FUZZ_WORK=DIR keeps objects, corpora, logs
#      and crash inputs (default ${TMPDIR:-/tmp}/fxlint-fuzz; a later run goes on from its
#      corpora); SHARED=DIR holds corpus/ for seeds (default ../shared). Seeds: the committed
#      tests/fuzz/seeds/NAME/ and, for the front ends, the repository's dumps and the shared
#      corpus, copied into FUZZ_WORK, never into the repository. Dictionaries:
#      tests/fuzz/NAME.dict, else the family's (dumps.dict, lsp.dict, toml.dict).
# Each harness ends with one line: runs, CPU seconds (user+sys, /usr/bin/time), edges
# covered (libFuzzer's cov:), features (ft:), corpus size, and clean or the crash; the same
# figures go to FUZZ_WORK/logs/NAME.stats for a campaign to add up.
# Exit status: 0 clean, 1 a harness failed, 2 could not build.
set -u
seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
shared=${SHARED:-$repo/../shared}
work=${FUZZ_WORK:-${TMPDIR:-/tmp}/fxlint-fuzz}
only=${FUZZ_ONLY:-$(for f in "$here"/fuzz_*.c; do f=${f##*/fuzz_}; echo "${f%.c}"; done)}
parallel=${FUZZ_PARALLEL:-1}
grammar=$repo/grammars/node_modules/tree-sitter-python/src
command -v clang >/dev/null 2>&1 || { echo "run-fuzz: clang is not installed"; exit 2; }
[ -x /usr/bin/time ] || { echo "run-fuzz: /usr/bin/time is not installed (apt-get install time)"; exit 2; }
[ -f "$grammar/parser.c" ] || { echo "run-fuzz: $grammar/parser.c missing (make deps)"; exit 2; }
mkdir -p "$work/obj" "$work/bin" || exit 2
cd "$work" || exit 2

# ---- build: the analyzer and rules instrumented for coverage (not the CLI's main, nor the Python
# extension, which needs Python.h), the grammar only for ASan ----
san='-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer'
cflags="-std=c11 -g -O1 -pthread -D_GNU_SOURCE -DFXLINT_VERSION=\"fuzz\" -I$repo/analyzer -I$repo -I$grammar"
awk -f "$repo/analyzer/engine/rule_docs.awk" "$repo"/rules/*/*.c >obj/rule_docs.c.new || exit 2
cmp -s obj/rule_docs.c.new obj/rule_docs.c || mv obj/rule_docs.c.new obj/rule_docs.c
# the build identity the result cache keys on (the Makefile hashes the sources; here: fixed)
printf 'const char fxlint_build_id[] = "fuzz";\n' >obj/build_id.c.new
cmp -s obj/build_id.c.new obj/build_id.c || mv obj/build_id.c.new obj/build_id.c
newest_header=$(ls -t "$repo"/analyzer/*/*.h "$repo"/analyzer/*/*/*.h "$repo"/analyzer/*/*.def "$repo"/rules/rules.def | head -n 1)
objs=
compile() { # compile SRC OBJ FLAGS...: skipped when OBJ is newer than SRC and every header
    src=$1 obj=$2
    shift 2
    objs="$objs $obj"
    if [ "$obj" -nt "$src" ] && [ "$obj" -nt "$newest_header" ]; then return 0; fi
    echo "  CC      ${src#"$repo"/}"
    clang "$@" -c "$src" -o "$obj" 2>>build.log || { echo "run-fuzz: cannot compile $src (see $work/build.log)"; exit 2; }
}
: >build.log
for src in "$repo"/analyzer/*/*.c "$repo"/analyzer/frontends/readable/*.c "$repo"/rules/*/*.c "$work/obj/rule_docs.c" "$work/obj/build_id.c"; do
    case $src in */analyzer/cli/main.c | */analyzer/python/*) continue ;; esac
    base=$(echo "${src#"$repo"/}" | tr / _)
    # shellcheck disable=SC2086
    compile "$src" "obj/${base%.c}.o" $cflags -w $san -fsanitize=fuzzer-no-link
done
for g in parser scanner; do
    compile "$grammar/$g.c" "obj/grammar_$g.o" -std=c11 -O1 -g -w -I"$grammar" -fsanitize=address
done
libs='-ltree-sitter -lpcre2-8 -ljansson -lz -lm -pthread'
for name in $only; do
    [ -f "$here/fuzz_$name.c" ] || { echo "run-fuzz: no harness tests/fuzz/fuzz_$name.c"; exit 2; }
    echo "  LD      fuzz_$name"
    # shellcheck disable=SC2086
    clang $cflags $san -fsanitize=fuzzer "$here/fuzz_$name.c" $objs $libs -o "bin/fuzz_$name" 2>>build.log ||
        { echo "run-fuzz: cannot link fuzz_$name (see $work/build.log)"; exit 2; }
done

# ---- seeds: the repository's dumps and the shared corpus, copied into the work folder ----
seed() { # seed NAME FILE...: copies the readable files that exist into seeds/NAME
    name=$1
    shift
    mkdir -p "seeds/$name"
    for f in "$@"; do [ -f "$f" ] && cp "$f" "seeds/$name/" 2>/dev/null; done
    return 0
}
c=$shared/corpus
seed readable "$repo"/samples/*.py "$repo"/samples/*/*.py "$repo"/rules/*/*/*.py "$repo"/tests/fixtures/*.py "$c"/readable/*.py "$c"/inductor/*.py
seed fxir "$repo"/samples/*fxir*.txt "$c"/fxir/*.txt "$repo"/rules/*/*/*.txt
seed export "$repo"/samples/export*.txt "$repo"/rules/*/*/*.txt "$c"/export/*.txt
seed trace "$repo"/samples/*.log "$repo"/rules/*/*/*.log "$c"/trace/*.log
seed logs "$repo"/tests/forms/torch_logs/*.log "$repo"/tests/forms/*/torch_logs/*.log
seed tabular "$repo"/tests/forms/tabular/*.txt "$repo"/tests/forms/*/tabular/*.txt
seed scan "$repo"/samples/*.py "$repo"/tests/fixtures/*.py "$c"/readable/*.py
for d in "$here"/seeds/*/; do
    [ -d "$d" ] && seed "$(basename "$d")" "$d"*
done
mkdir -p seeds/meta
if [ -z "$(ls seeds/meta)" ]; then
    cat seeds/readable/*.py 2>/dev/null |
        grep -a -o -E '"([a-z0-9]+\[[^"]*\][^"]*|Sym\([^"]*\))"' | tr -d '"' | sort -u | head -n 600 |
        awk '{ f = sprintf("seeds/meta/%04d", NR); printf "%s", $0 > f; close(f) }'
fi

# ---- run ----
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}halt_on_error=1:print_stacktrace=1"
dict_for() { # dict_for NAME: the libFuzzer dictionary option for a harness, or nothing
    case $1 in
    meta) return 0 ;;
    lsp_*) d=$here/lsp.dict ;;
    toml | config) d=$here/toml.dict ;;
    *) d=$here/dumps.dict ;;
    esac
    [ -f "$here/$1.dict" ] && d=$here/$1.dict
    echo "-dict=$d"
}
run_one() { # run_one NAME: fuzzes into corpus/NAME; writes logs/NAME.{log,rc,cpu} and crash inputs
    name=$1
    maxlen=32768
    [ "$name" = meta ] && maxlen=256
    mkdir -p "corpus/$name" "seeds/$name" crashes logs
    # shellcheck disable=SC2046
    /usr/bin/time -f '%U %S' -o "logs/$name.cpu" \
        "bin/fuzz_$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=$maxlen \
        $(dict_for "$name") -print_final_stats=1 -artifact_prefix="$work/crashes/$name-" \
        "corpus/$name" "seeds/$name" >"logs/$name.log" 2>&1
    echo $? >"logs/$name.rc"
}
running=0
for name in $only; do
    run_one "$name" &
    running=$((running + 1))
    if [ "$running" -ge "$parallel" ]; then
        wait
        running=0
    fi
done
wait

status=0
for name in $only; do
    rc=$(cat "logs/$name.rc" 2>/dev/null || echo 1)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "logs/$name.log" | tail -n 1)
    cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { printf "%.0f", $1 + $2 }' "logs/$name.cpu" 2>/dev/null)
    cov=$(grep -a -o 'cov: [0-9]*' "logs/$name.log" | tail -n 1 | cut -d' ' -f2)
    ft=$(grep -a -o 'ft: [0-9]*' "logs/$name.log" | tail -n 1 | cut -d' ' -f2)
    units=$(ls "corpus/$name" | wc -l)
    what=clean
    [ "$rc" -eq 0 ] || what="FAILED (exit status $rc)"
    echo "runs=${runs:-0} cpu_s=${cpu:-0} edges=${cov:-0} features=${ft:-0} corpus=$units rc=$rc" >"logs/$name.stats"
    echo "fuzz_$name: ${runs:-?} runs, ${cpu:-?} CPU s, ${cov:-?} edges, ${ft:-?} features, corpus $units, $what"
    if [ "$rc" -ne 0 ]; then
        status=1
        echo "  log $work/logs/$name.log, inputs in $work/crashes/"
        grep -a -m 1 -E 'ERROR: |runtime error:|SUMMARY: |invariant broken' "logs/$name.log"
    fi
done
exit $status
