# libFuzzer run of the TOML reader, when clang's libFuzzer is available (optional: the unit
# test's deterministic mutation fuzz always runs). FXLINT_FUZZ_SECONDS sets the budget.
. "$(dirname "$0")/lib.sh"
command -v clang >/dev/null 2>&1 || skip "clang is not installed"
cd "$WORK" || exit 2
if ! clang -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -D_GNU_SOURCE -I"$REPO/analyzer" -I"$REPO" \
    "$REPO/tests/fuzz/fuzz_toml.c" "$REPO/analyzer/engine/toml.c" "$REPO/analyzer/base/arena.c" "$REPO/analyzer/base/oom.c" -lm -o toml_fuzz 2>build.log; then
    skip "clang cannot build with -fsanitize=fuzzer ($(head -n 1 build.log))"
fi
mkdir corpus
printf '[tool.fxlint]\nselect = ["FX1", '"'"'FX9'"'"']\nno-grad = true\n' >corpus/a.toml
printf 'a = { b = 1, c.d = [1, 2.5, -inf, 0x1F], e = "\\u00e9" }\n[[x]]\nt = 1979-05-27T07:32:00Z\n' >corpus/b.toml
printf 's = """\nx\\\n  y"""\nt = '"'''z'''"'\n' >corpus/c.toml
if ! ./toml_fuzz -max_total_time="${FXLINT_FUZZ_SECONDS:-10}" -rss_limit_mb=1024 corpus >fuzz.log 2>&1; then
    fail "libFuzzer found a crash"
    tail -n 40 fuzz.log
fi
finish
