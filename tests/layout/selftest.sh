#!/bin/sh
# The layout check must fail on what the architecture forbids: each case copies analyzer/ and
# rules/ (sources only), makes one forbidden change, and requires tests/run-layout to fail
# with the expected message; the untouched copy must pass.
# usage: tests/layout/selftest.sh
set -u
repo=$(cd "$(dirname "$0")/../.." && pwd)
check=$repo/tests/run-layout
tmp=$(mktemp -d "${TMPDIR:-/tmp}/fxlint-layout-self.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
passed=0
failed=0

fresh() { # a copy of the sources in $tmp/t
    rm -rf "$tmp/t"
    mkdir -p "$tmp/t"
    (cd "$repo" && tar cf - --exclude=node_modules analyzer rules) | (cd "$tmp/t" && tar xf -)
}
add_include() { # add_include FILE LINE: inserts LINE after the first #include of FILE
    awk -v l="$2" '{ print } !done && /^#include/ { print l; done = 1 }' "$tmp/t/$1" >"$tmp/x" && mv "$tmp/x" "$tmp/t/$1"
}
expect_fail() { # expect_fail NAME MESSAGE-SUBSTRING
    if out=$(sh "$check" "$tmp/t" 2>&1); then
        echo "FAIL $1: tests/run-layout passed"
        failed=$((failed + 1))
    elif printf '%s\n' "$out" | grep -qF -- "$2"; then
        passed=$((passed + 1))
    else
        echo "FAIL $1: tests/run-layout failed without '$2':"
        printf '%s\n' "$out" | sed 's/^/    /' | head -n 10
        failed=$((failed + 1))
    fi
}

fresh
if out=$(sh "$check" "$tmp/t" 2>&1); then passed=$((passed + 1)); else
    echo "FAIL the untouched copy does not pass:"
    printf '%s\n' "$out" | sed 's/^/    /' | head -n 10
    failed=$((failed + 1))
fi

fresh; add_include rules/mutation/branch_input_mutation.c '#include "frontends/frontend.h"'
expect_fail rule-includes-frontend "part rules may not include part frontends"
fresh; add_include rules/mutation/branch_input_mutation.c '#include <tree_sitter/api.h>'
expect_fail rule-includes-tree-sitter "includes <tree_sitter/api.h>, which only analyzer/frontends/ may include"
fresh; add_include rules/aliasing/subgraph_outputs_alias.c '#include <pcre2.h>'
expect_fail rule-includes-pcre2 "includes <pcre2.h>, which only analyzer/model/pattern may include"
fresh; add_include analyzer/model/graph.c '#include "engine/engine.h"'
expect_fail model-includes-engine "part model may not include part engine"
fresh; add_include analyzer/base/arena.c '#include "model/graph.h"'
expect_fail base-includes-model "part base may not include part model"
fresh; add_include analyzer/frontends/fe_fxir.c '#include "analysis/alias.h"'
expect_fail frontend-includes-analysis "part frontends may not include part analysis"
fresh; add_include analyzer/report/report_text.c '#include "analysis/metapair.h"'
expect_fail report-includes-rule-internals "part report may not include part analysis"
fresh; add_include analyzer/engine/engine.c '#include "frontends/frontend.h"'
expect_fail engine-includes-frontend "part engine may not include part frontends"
fresh; add_include analyzer/model/meta.c '#include "no/such.h"'
expect_fail unresolved-include 'names no file under analyzer/ or the repository root'
fresh; sed 's/^base: .*/base:         model/' "$tmp/t/analyzer/DEPENDENCIES" >"$tmp/x" && mv "$tmp/x" "$tmp/t/analyzer/DEPENDENCIES"
expect_fail folder-cycle "reaches itself (a folder cycle)"
fresh; add_include analyzer/base/arena.h '#include "base/paths.h"'
expect_fail module-cycle "cycle between analyzer/base/arena and analyzer/base/paths"
fresh; sed 's/^May include:.*/May include: base, engine/' "$tmp/t/analyzer/model/README.md" >"$tmp/x" && mv "$tmp/x" "$tmp/t/analyzer/model/README.md"
expect_fail readme-row 'analyzer/model/README.md: "May include:" says'
fresh; mkdir "$tmp/t/analyzer/misc" && echo 'int x;' >"$tmp/t/analyzer/misc/util.c"
expect_fail unknown-folder "folder misc is not a part"
fresh; add_include analyzer/frontends/readable/scan.c '#include "frontends/readable/lower.h"'
expect_fail stage-includes-later-stage "stage analyzer/frontends/readable/scan uses analyzer/frontends/readable/lower, a later stage"
fresh; add_include analyzer/frontends/readable/value.c '#include "frontends/readable/emit.h"'
expect_fail value-includes-emit "stage analyzer/frontends/readable/value uses analyzer/frontends/readable/emit, a later stage"
fresh; echo 'int y;' >"$tmp/t/analyzer/frontends/readable/extra.c"
expect_fail stage-not-placed "no stage of the stages line of analyzer/DEPENDENCIES names"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
