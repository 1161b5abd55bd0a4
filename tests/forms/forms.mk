# tests/forms/forms.mk - regenerate the PyTorch 2.13 printed forms under tests/forms/.
# To be included by the top-level Makefile later; usable alone:
#   make -f tests/forms/forms.mk forms            (all stages, ~30 min on 2 cores)
#   make -f tests/forms/forms.mk forms STAGES="logs trace"
# The venv is the repo's own build/venv; torch 2.13.0 comes from the local wheel that
# pip finds on this machine (never plain `pip install torch`: that pulls a CUDA build).

FORMS_VENV   ?= build/venv
FORMS_PY     := $(FORMS_VENV)/bin/python
FORMS_PIP    := $(FORMS_VENV)/bin/pip
FORMS_PKGS   := torch==2.13.0 numpy==2.4.6 tabulate==0.10.0 depyf==0.20.0 astor==0.8.1 dill==0.4.1
STAGES       ?=

.PHONY: forms forms-venv forms-defects

$(FORMS_VENV)/.forms-stamp:
	test -x $(FORMS_PY) || python3 -m venv $(FORMS_VENV)
	$(FORMS_PIP) install torch==2.13.0
	$(FORMS_PIP) install $(FORMS_PKGS)
	$(FORMS_PY) -c "import torch; assert torch.__version__.startswith('2.13.0'), torch.__version__"
	touch $@

forms-venv: $(FORMS_VENV)/.forms-stamp

forms: forms-venv
	$(FORMS_PY) tests/forms/gen/regen.py $(STAGES)

forms-defects: forms-venv
	$(FORMS_PY) tests/forms/gen/defects.py
