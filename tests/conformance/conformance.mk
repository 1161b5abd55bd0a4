# Conformance corpus: PyTorch 2.13.0's own verdicts on HOP programs and edited graphs.
# Use from the repository root (the top-level Makefile is left alone):
#   make -f tests/conformance/conformance.mk conformance-gen      # regenerate everything
#   make -f tests/conformance/conformance.mk conformance-compare  # fxlint vs PyTorch
# See tests/conformance/README.md.

CONF_DIR   := tests/conformance
CONF_VENV  := build/venv
CONF_PY    := $(CONF_VENV)/bin/python
# the CPU wheel of torch 2.13.0 kept on this machine; never a plain `pip install torch`
TORCH_WHEELS ?= /opt/wheels

.PHONY: conformance-gen conformance-report conformance-compare conformance-venv conformance-check

conformance-venv: $(CONF_PY)

$(CONF_PY):
	python3 -m venv $(CONF_VENV)
	$(CONF_VENV)/bin/pip install --find-links $(TORCH_WHEELS) --only-binary=:all: torch==2.13.0

conformance-gen: $(CONF_PY)
	$(CONF_PY) $(CONF_DIR)/gen/run.py --out $(CONF_DIR)
	$(CONF_PY) $(CONF_DIR)/gen/report.py --dir $(CONF_DIR)

conformance-report:
	python3 $(CONF_DIR)/gen/report.py --dir $(CONF_DIR)

conformance-compare:
	$(MAKE) build/fxlint
	python3 $(CONF_DIR)/gen/compare.py --fxlint build/fxlint

# the committed corpus is consistent (no PyTorch needed)
conformance-check:
	python3 $(CONF_DIR)/gen/check.py
