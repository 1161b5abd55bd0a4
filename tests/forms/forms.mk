# tests/forms/forms.mk - regenerate the PyTorch 2.13 printed forms under tests/forms/ (and the
# models stage, also with 2.14).
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

# The models stage: small transformers models (tests/forms/gen/run_models.py) printed by 2.13.0
# and by 2.14.1 into tests/forms/models/<release>/, each release in a venv of its own (torch
# from the local wheels, transformers pinned; point MODELS_VENV_2.13 / _2.14 at venvs that
# already hold them to skip the installs):
#   make -f tests/forms/forms.mk forms-models        (~25 min on 2 cores)
MODELS_PKGS      := transformers==5.24.0 numpy==2.4.6
MODELS_VENV_2.13 ?= build/venv-forms-models-2.13
MODELS_VENV_2.14 ?= build/venv-forms-models-2.14

.PHONY: forms-models

$(MODELS_VENV_2.13)/.models-stamp:
	test -x $(@D)/bin/python || python3 -m venv $(@D)
	$(@D)/bin/pip install torch==2.13.0 $(MODELS_PKGS)
	$(@D)/bin/python -c "import torch; assert torch.__version__.startswith('2.13.0'), torch.__version__"
	touch $@

$(MODELS_VENV_2.14)/.models-stamp:
	test -x $(@D)/bin/python || python3 -m venv $(@D)
	$(@D)/bin/pip install torch==2.14.1 $(MODELS_PKGS)
	$(@D)/bin/python -c "import torch; assert torch.__version__.startswith('2.14.1'), torch.__version__"
	touch $@

forms-models: $(MODELS_VENV_2.13)/.models-stamp $(MODELS_VENV_2.14)/.models-stamp
	$(MODELS_VENV_2.13)/bin/python tests/forms/gen/regen.py models
	$(MODELS_VENV_2.14)/bin/python tests/forms/gen/regen.py models
