# Conformance corpus: PyTorch's own verdicts on HOP programs and edited graphs, per release.
# Use from the repository root (the top-level Makefile is left alone):
#   make -f tests/conformance/conformance.mk conformance-gen            # every known release
#   make -f tests/conformance/conformance.mk conformance-gen-installed  # releases with a venv
#   make -f tests/conformance/conformance.mk conformance-gen-2.13       # one release
#   make -f tests/conformance/conformance.mk conformance-compare        # fxlint vs PyTorch
#   JOBS=2 (worker processes at once; default: one per core)
# See tests/conformance/README.md.

CONF_DIR   := tests/conformance
# one venv per release, build/venv-<release>; both wheels lie on this machine's disk (pip is
# pointed at them), never a plain `pip install torch`
RELEASES   := 2.13 2.14
PIP_2.13   := --only-binary=:all: torch==2.13.0
PIP_2.14   := torch==2.14.1
JOBS       ?=
JOBS_ARG   := $(if $(JOBS),--jobs $(JOBS))
INSTALLED  := $(foreach r,$(RELEASES),$(if $(wildcard build/venv-$(r)/bin/python),$(r)))

.PHONY: conformance-gen conformance-gen-installed conformance-report conformance-compare \
	conformance-venv conformance-check $(foreach r,$(RELEASES),conformance-gen-$(r) conformance-venv-$(r))

conformance-venv: $(foreach r,$(RELEASES),conformance-venv-$(r))

$(foreach r,$(RELEASES),conformance-venv-$(r)): conformance-venv-%: build/venv-%/bin/python

build/venv-%/bin/python:
	python3 -m venv build/venv-$*
	build/venv-$*/bin/pip install $(PIP_$*)

# one release: its rows of verdicts.jsonl / excluded.jsonl / columns.jsonl, cases/<release>/
# and hops-<release>.json are rewritten, the other releases' kept
$(foreach r,$(RELEASES),conformance-gen-$(r)): conformance-gen-%: build/venv-%/bin/python
	build/venv-$*/bin/python $(CONF_DIR)/gen/run.py --out $(CONF_DIR) $(JOBS_ARG)
	python3 $(CONF_DIR)/gen/report.py --dir $(CONF_DIR)

# every release this file knows (installing the venvs that are missing), one after the other
conformance-gen:
	@for r in $(RELEASES); do $(MAKE) --no-print-directory -f $(CONF_DIR)/conformance.mk conformance-gen-$$r || exit 1; done

# the releases already installed under build/ only
conformance-gen-installed:
	@test -n "$(INSTALLED)" || { echo "no build/venv-<release> installed ($(RELEASES))"; exit 1; }
	@for r in $(INSTALLED); do $(MAKE) --no-print-directory -f $(CONF_DIR)/conformance.mk conformance-gen-$$r || exit 1; done

conformance-report:
	python3 $(CONF_DIR)/gen/report.py --dir $(CONF_DIR)

conformance-compare:
	$(MAKE) build/fxlint
	python3 $(CONF_DIR)/gen/compare.py --fxlint build/fxlint

# the committed corpus is consistent (no PyTorch needed)
conformance-check:
	python3 $(CONF_DIR)/gen/check.py
