/* Strides a printout does not show (print_readable's default "f32[4, 4]"), inferred where the ops
 * that made a value fix its dense layout: a transpose or permute reorders it, nonzero makes a
 * column-major one, clone/_to_copy and pointwise ops keep their input's, contiguous() and the
 * ops that allocate afresh (factories, matmuls) make a row-major one. PyTorch compares strides
 * between paired HOP values (cond's _merge_output, check_meta_consistency); without them a
 * branch returning `x.t().clone()` against one returning `x.cos()` would look alike. */
#ifndef FXLINT_LAYOUT_H
#define FXLINT_LAYOUT_H

#include <stdbool.h>

#include "analysis/alias.h"

/* When node n of module m has a tensor annotation without strides and its layout can be
 * inferred, writes a copy of its Meta with the strides filled in (dims from `a`) to *out and
 * returns true; false otherwise. Placeholders are taken to be row-major: a graph that prints no
 * strides does not say otherwise, and what matters is where the ops make two values differ. */
bool layout_infer(Arena *a, const Graph *g, const struct Facts *f, ModuleId m, NodeId n, Meta *out);

#endif
