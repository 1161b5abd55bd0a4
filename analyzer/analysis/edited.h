/* Whether a dump shows that a node was changed after PyTorch captured the graph (by an FX pass,
 * by hand): such a node was never judged by a frontend, so the graph's existence says nothing
 * about the grad mode it would have been accepted under. FX keeps a node's stack trace when a
 * pass retargets it, and prints none for a node a pass inserts. */
#ifndef FXLINT_EDITED_H
#define FXLINT_EDITED_H

#include <stdbool.h>

#include "base/arena.h"
#include "model/graph.h"

/* Whether node n of module m shows an edit: an in-place op (or method) whose origin comment
 * records a call of its out-of-place form and none of the in-place one (`code: sin = x.sin()`
 * on aten.sin_), or a node printed without an origin in a module whose other nodes all have
 * one. On true, *why (from `a`) says what shows it, quoting the dump. */
bool edited_after_capture(const Graph *g, ModuleId m, NodeId n, Arena *a, const char **why);

#endif
