# fxlint build. `make` builds build/fxlint; `make test`, `make demo`, `make asan`, `make bench`.
# BUILD selects the output folder, so several builds (asan, a helper's) can live side by side.

BUILD    ?= build
CC       ?= cc
PREFIX   ?= /usr/local
DESTDIR  ?=
WERROR   ?= $(if $(CI),1,0)
SHARED   ?= ../shared

GRAMMAR  := grammars/node_modules/tree-sitter-python/src
WARN     := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wno-unused-parameter
ifeq ($(WERROR),1)
WARN     += -Werror
endif
OPT      ?= -O2 -g
SAN      ?=
CPPFLAGS += -Ianalyzer -I. -I$(GRAMMAR) -D_GNU_SOURCE -DFXLINT_VERSION='"$(VERSION)"'
CFLAGS   += -std=c11 $(OPT) $(SAN) -pthread
LDLIBS   += -ltree-sitter -lpcre2-8 -ljansson -lz -lm -pthread
VERSION  := 0.1.0

# Sources are found by folder (analyzer/<part>/*.c, a part's stage folder such as
# analyzer/frontends/readable/*.c, rules/<family>/*.c): no hand-kept lists.
PARTS     := base model diag knowledge frontends frontends/readable analysis engine report lsp api cli
CORE_SRC  := $(filter-out analyzer/cli/main.c,$(foreach p,$(PARTS),$(wildcard analyzer/$(p)/*.c)))
RULE_SRC  := $(sort $(wildcard rules/*/*.c))
HEADERS   := $(wildcard analyzer/*/*.h analyzer/*/*/*.h analyzer/*/*.def) rules/rules.def
CORE_OBJ  := $(CORE_SRC:%.c=$(BUILD)/%.o) $(RULE_SRC:%.c=$(BUILD)/%.o) $(BUILD)/rule_docs.o $(BUILD)/build_id.o
TS_OBJ    := $(BUILD)/grammar/parser.o $(BUILD)/grammar/scanner.o
LIB       := $(BUILD)/libfxlint.a
BIN       := $(BUILD)/fxlint
UNIT_SRC  := $(wildcard tests/unit/*.c)
UNIT_BIN  := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all deps test demo asan bench bench-lsp bench-astgrep bench-venv bench-tlparse soak install clean unit unit-bin fixtures cli doc-examples corpus check-deps test-deps ops-table-check forms-check test-package conformance conformance-agreement

all: $(BIN)

deps:
	@sh .ci/install-deps

# The grammar comes from npm (grammars/package-lock.json): one install makes both sources, so
# scanner.c waits for parser.c and a parallel build from a fresh clone installs it once.
$(GRAMMAR)/parser.c:
	@sh .ci/install-deps
$(GRAMMAR)/scanner.c: $(GRAMMAR)/parser.c
	@test -f $@

$(BUILD)/%.o: %.c $(HEADERS) | $(GRAMMAR)/parser.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -c $< -o $@

# The grammar is generated code: compiled without our warning set.
$(BUILD)/grammar/%.o: $(GRAMMAR)/%.c
	@mkdir -p $(dir $@)
	@echo "  CC      $< (grammar)"
	@$(CC) -I$(GRAMMAR) -std=c11 -O2 -g $(SAN) -w -c $< -o $@

# Rule docs: the header comment of each rules/<family>/*.c, for `fxlint explain` and the README table.
$(BUILD)/rule_docs.c: $(RULE_SRC) analyzer/engine/rule_docs.awk
	@mkdir -p $(dir $@)
	@awk -f analyzer/engine/rule_docs.awk $(RULE_SRC) > $@

$(BUILD)/rule_docs.o: $(BUILD)/rule_docs.c
	@$(CC) $(CFLAGS) -c $< -o $@

# The build's identity, part of every result-cache key (engine/cache.c): a hash of each source
# that can change a finding and of the compiler flags, so a rebuilt fxlint (or the ASan build)
# never reads what another build stored.
$(BUILD)/build_id.c: $(CORE_SRC) $(RULE_SRC) $(HEADERS)
	@mkdir -p $(dir $@)
	@printf 'const char fxlint_build_id[] = "%s";\n' "$$({ echo '$(CC) $(CPPFLAGS) $(CFLAGS)'; cat $^; } | md5sum | cut -c1-32)" > $@

$(BUILD)/build_id.o: $(BUILD)/build_id.c
	@$(CC) $(CFLAGS) -c $< -o $@

$(LIB): $(CORE_OBJ) $(TS_OBJ)
	@rm -f $@
	@echo "  AR      $@"
	@ar rcs $@ $^

$(BIN): $(BUILD)/analyzer/cli/main.o $(LIB)
	@echo "  LD      $@"
	@$(CC) $(CFLAGS) $^ $(LDFLAGS) $(LDLIBS) -o $@

$(BUILD)/tests/%: tests/unit/%.c $(wildcard tests/unit/*.h) $(LIB)
	@mkdir -p $(dir $@)
	@echo "  LD      $@"
	@$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) $< $(LIB) $(LDFLAGS) $(LDLIBS) -o $@

# The op table (analyzer/knowledge/ops_table.c) is generated from PyTorch 2.13's schema registry
# (the native_functions.yaml and tags.yaml the torch wheel carries under torchgen/packaged) by
# analyzer/knowledge/gen/opsgen.c and committed with the yaml's sha256. ops-table-check
# regenerates it from the torch in build/venv-2.13 (`make -f tests/conformance/conformance.mk
# conformance-venv-2.13`) and diffs; without one,
# or with a torch whose yaml is not the table's, it says so and checks nothing.
TORCH_YAML_DIR ?= $(firstword $(wildcard $(BUILD)/venv-2.13/lib/python3*/site-packages/torchgen/packaged/ATen/native))

$(BUILD)/opsgen: analyzer/knowledge/gen/opsgen.c analyzer/base/sha256.c analyzer/base/sha256.h
	@mkdir -p $(dir $@)
	$(CC) -std=c11 $(OPT) $(SAN) $(WARN) -D_GNU_SOURCE -Ianalyzer analyzer/knowledge/gen/opsgen.c analyzer/base/sha256.c -o $@

ops-table-check: $(BUILD)/opsgen
	@if [ -n "$(TORCH_YAML_DIR)" ] && [ -f "$(TORCH_YAML_DIR)/native_functions.yaml" ]; then \
		$(BUILD)/opsgen $(TORCH_YAML_DIR) > $(BUILD)/ops_table.c && \
		diff -u analyzer/knowledge/ops_table.c $(BUILD)/ops_table.c && \
		echo "ops-table-check: analyzer/knowledge/ops_table.c is up to date with $(TORCH_YAML_DIR)"; \
	else echo "ops-table-check: skipped (no torch in $(BUILD)/venv-2.13: make -f tests/conformance/conformance.mk conformance-venv-2.13)"; fi

unit-bin: $(UNIT_BIN)

unit: unit-bin
	@sh tests/run-unit $(BUILD)

fixtures: $(BIN)
	@sh tests/run-fixtures $(BIN)

cli: $(BIN)
	@sh tests/run-cli $(BIN)

doc-examples: $(BIN)
	@sh tests/run-doc-examples $(BIN)

corpus: $(BIN)
	@sh tests/run-corpus $(BIN) $(SHARED)/corpus

check-deps:
	@sh .ci/install-deps

# The tests also drive tools (pre-commit, git, python3-jsonschema for SARIF, neovim).
test-deps:
	@FXLINT_TEST_DEPS=1 sh .ci/install-deps

test: test-deps
	@$(MAKE) --no-print-directory all unit-bin
	@sh tests/run-all $(BUILD) $(SHARED)

# The demo shows findings, so fxlint exits 1 (findings): that is the demo working, not make failing.
demo: check-deps
	@$(MAKE) --no-print-directory all
	@echo "== fxlint check samples/" >&2
	@$(BIN) check samples/; rc=$$?; [ $$rc -le 1 ] || exit $$rc; \
		echo "== exit status $$rc: 1 means findings (see 'Exit status' in README.md)" >&2

asan: test-deps
	@$(MAKE) --no-print-directory BUILD=build/asan OPT='-O1 -g -fno-omit-frame-pointer' \
		SAN='-fsanitize=address,undefined -fno-sanitize-recover=undefined' all unit-bin
	@ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
		sh tests/run-all build/asan $(SHARED)

# Benchmarks (speed and memory goals live here, never in timed tests): each tests/bench/*.c
# is a program that measures and prints; `make bench` builds and runs them all.
BENCH_BIN := $(patsubst tests/bench/%.c,$(BUILD)/bench/%,$(wildcard tests/bench/*.c))

$(BUILD)/bench/%: tests/bench/%.c $(wildcard tests/bench/*.h) $(LIB)
	@mkdir -p $(dir $@)
	@echo "  LD      $@"
	@$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) $< $(LIB) $(LDFLAGS) $(LDLIBS) -o $@

# Scale benchmarks (tests/bench/bench_scale.c) compare with ast-grep when npm can install it
# into $(BUILD)/astgrep; without it that comparison is skipped with a message.
ASTGREP := $(BUILD)/astgrep/node_modules/.bin/ast-grep

bench-astgrep:
	@test -x $(ASTGREP) || { mkdir -p $(BUILD)/astgrep && npm install --prefix $(BUILD)/astgrep --no-audit \
		--no-fund --loglevel=error @ast-grep/cli >/dev/null 2>&1; } || \
		echo "bench: npm could not install @ast-grep/cli; the ast-grep comparison is skipped" >&2

# The Python benchmarks (tests/bench/python/) run in a venv with torch 2.13.0 (from the local
# wheel; never a plain `pip install torch`), transformers (a small GPT-2 built from a config) and
# fxlint built from this tree; when it cannot be made they are skipped with a message.
BENCH_VENV := $(BUILD)/pkg/venv-torch

bench-venv:
	@{ $(BENCH_VENV)/bin/python -c 'import torch, transformers, pytest' 2>/dev/null || { \
		python3 -m venv $(BENCH_VENV) && $(BENCH_VENV)/bin/pip install -q pytest==9.2.0 mypy==2.4.1 numpy transformers==5.24.0 && \
		$(BENCH_VENV)/bin/pip install -q --only-binary=:all: torch==2.13.0; }; } >/dev/null 2>&1 && \
	$(BENCH_VENV)/bin/pip install -q -C build-dir=$(BUILD)/skbuild . >/dev/null 2>&1 || \
		echo "bench: no venv with torch, transformers and this tree's fxlint; the Python benchmarks are skipped" >&2

# The TORCH_TRACE benchmark (tests/bench/bench_trace.c) compares with tlparse 0.4.3 when pip can
# install it into a venv at $(BUILD)/tlparse; without it that comparison is skipped with a message.
TLPARSE := $(BUILD)/tlparse/bin/tlparse

bench-tlparse:
	@test -x $(TLPARSE) || { python3 -m venv $(BUILD)/tlparse >/dev/null 2>&1 && \
		$(BUILD)/tlparse/bin/pip install -q tlparse==0.4.3 >/dev/null 2>&1; } || \
		echo "bench: pip could not install tlparse 0.4.3; the tlparse comparison is skipped" >&2

bench: all $(BENCH_BIN) bench-astgrep bench-tlparse bench-venv
	@sh tests/run-bench $(BUILD) $(SHARED)

bench-lsp: $(BUILD)/bench/bench_lsp
	@$(BUILD)/bench/bench_lsp

# Printed forms (TORCH_LOGS, tables, files of many graphs, debug and depyf folders): what
# PyTorch 2.13 printed in tests/forms/ is read cleanly and its defect copies are found.
forms-check: $(BIN)
	@sh tests/run-forms $(BIN)

# ---- the Python package (pyproject.toml, analyzer/CMakeLists.txt) ----
# test-package: `pip install .` in a fresh venv, the sdist (grammar sources inside) built into a
# wheel without npm, auditwheel repair and ldd of the result, and real `pre-commit run` with
# this checkout as the hook repository. Tools come from PyPI into venvs under $(BUILD)/pkg.
test-package: test-deps
	@$(MAKE) --no-print-directory all
	@sh tests/package/run $(BUILD)
# LSP soak (not in `make test`): 10,000 random edits, opens and closes over 10 documents with
# malformed messages mixed in, against build/fxlint lsp; RSS must settle and the results must
# equal a fresh server's. SOAK_OPS and SOAK_SEED change the run.
SOAK_OPS  ?= 10000
SOAK_SEED ?= 1

$(BUILD)/tests/lsp_soak: tests/soak/lsp_soak.c
	@mkdir -p $(dir $@)
	@echo "  LD      $@"
	@$(CC) -std=c11 $(OPT) $(SAN) $(WARN) -D_GNU_SOURCE $< -ljansson -o $@

soak: all $(BUILD)/tests/lsp_soak
	@$(BUILD)/tests/lsp_soak $(BIN) $(SOAK_OPS) $(SOAK_SEED)

install: $(BIN)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/fxlint
	sed 's/@VERSION@/$(VERSION)/g' analyzer/cli/fxlint.1 >$(BUILD)/fxlint.1
	install -m 644 $(BUILD)/fxlint.1 $(DESTDIR)$(PREFIX)/share/man/man1/fxlint.1

clean:
	rm -rf build

# ---- Conformance against real PyTorch (issue 11) ----
# tests/conformance/check.c runs fxlint on every case of tests/conformance/verdicts.jsonl
# (committed dumps and PyTorch's verdicts) and makes REPORT.md; `make test` runs it without
# PyTorch and fails when REPORT.md is stale.
CONFORMANCE_BIN := $(BUILD)/tests/conformance-check

$(CONFORMANCE_BIN): tests/conformance/check.c $(LIB)
	@mkdir -p $(dir $@)
	@echo "  LD      $@"
	@$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) $< $(LIB) $(LDFLAGS) $(LDLIBS) -o $@

unit-bin: $(CONFORMANCE_BIN)

# REPORT.md again from the committed cases (after a rule change).
conformance-agreement: $(CONFORMANCE_BIN)
	@$(CONFORMANCE_BIN) --write tests/conformance

# Everything again from PyTorch: a venv per release (torch 2.13.0 and 2.14.1, from the wheels pip
# is pointed at), every case regenerated under each by tests/conformance/gen (conformance.mk),
# then the agreement and
# REPORT.md. Fails when fxlint falls below the agreement issue 11 asks for.
conformance: $(CONFORMANCE_BIN)
	@$(MAKE) --no-print-directory -f tests/conformance/conformance.mk conformance-gen
	@$(CONFORMANCE_BIN) --write tests/conformance
	@gen="tests/conformance/verdicts.jsonl tests/conformance/excluded.jsonl tests/conformance/columns.jsonl tests/conformance/cases \
		tests/conformance/programs tests/conformance/FINDINGS.md tests/conformance/REPORT.md"; \
	if command -v git >/dev/null && ! git diff --quiet -- $$gen 2>/dev/null; then \
		echo "conformance: what PyTorch gave differs from the committed cases (git diff):"; \
		git diff --stat -- $$gen | tail -n 5; fi
