#!/bin/sh
# Ordinary Python for adoption tests: N source files of the torch package (PyTorch's own
# model and library code, none of it a printed graph), copied under DEST keeping their paths.
# They come from an installed torch (FXLINT_TORCH_PYTHON, else build/venv/bin/python) when
# there is one, else from the torch 2.13.0 wheel pip finds (`pip download`, never installed).
# The files are every k-th of the sorted list, so the choice is spread and not hand-picked.
# A cache of the files lives in CACHE (default build/torch-sources). Exits 77 when no torch
# source can be had.
# usage: sh tests/ecosystem/torch_sources.sh DEST [N]
set -u
dest=${1:?usage: torch_sources.sh DEST [N]}
n=${2:-200}
repo=$(cd "$(dirname "$0")/../.." && pwd)
cache=${FXLINT_TORCH_SOURCES:-$repo/build/torch-sources}
if [ ! -f "$cache/.complete-$n" ]; then
    rm -rf "$cache"
    mkdir -p "$cache" || exit 77
    py=${FXLINT_TORCH_PYTHON:-$repo/build/venv/bin/python}
    if [ -x "$py" ] && dir=$("$py" -c 'import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))' 2>/dev/null); then
        (cd "$dir" && find torch -name '*.py' | LC_ALL=C sort) >"$cache/list"
        from=dir
    else
        mkdir -p "$cache/wheel"
        python3 -m pip download --no-deps --only-binary=:all: -q -d "$cache/wheel" torch==2.13.0 >/dev/null 2>&1 ||
            { echo "SKIP: no torch to take sources from (no build/venv with torch, pip download torch==2.13.0 failed)"; exit 77; }
        whl=$(ls "$cache"/wheel/torch-*.whl | head -n 1)
        python3 -c 'import sys, zipfile; print("\n".join(sorted(n for n in zipfile.ZipFile(sys.argv[1]).namelist() if n.startswith("torch/") and n.endswith(".py"))))' "$whl" >"$cache/list"
        from=wheel
    fi
    total=$(wc -l <"$cache/list")
    [ "$total" -ge "$n" ] || { echo "SKIP: only $total torch sources"; exit 77; }
    awk -v n="$n" -v t="$total" 'BEGIN { k = t / n } { if (NR - 1 >= c * k && c < n) { print; c++ } }' "$cache/list" >"$cache/chosen"
    mkdir -p "$cache/files"
    if [ "$from" = dir ]; then
        (cd "$dir" && tar cf - -T "$cache/chosen") | (cd "$cache/files" && tar xf -) || exit 77
    else
        python3 -c 'import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
for name in open(sys.argv[2]).read().split():
    z.extract(name, sys.argv[3])' "$whl" "$cache/chosen" "$cache/files" || exit 77
        rm -rf "$cache/wheel"
    fi
    touch "$cache/.complete-$n"
fi
mkdir -p "$dest" && cp -R "$cache/files/." "$dest/"
