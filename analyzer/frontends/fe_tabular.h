/* The tabular front end: Graph.print_tabular() and the TORCH_LOGS=graph table. */
#ifndef FXLINT_FE_TABULAR_H
#define FXLINT_FE_TABULAR_H

#include "frontends/frontend.h"

/* Parses the table in `src` into one graph in `out` (allocated in `a`), with the tables that
 * follow it as its subgraphs: one per get_attr of a submodule, in get_attr order, depth first,
 * as print_tabular() over named_modules() prints them; a table whose first row is a Dynamo
 * root placeholder (`L_x_`) starts another graph instead. A table ends at a blank line or the
 * next header. Returns 0 or 1 graphs; problems are FX9xx findings. */
int fe_tabular_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);

/* What the splitter of many-graph files shares with the parser, to cut tables the same way:
 * whether a table row (the first under the rule) is a Dynamo root's placeholder. */
bool fe_tabular_root_row(const char *row, size_t n);
/* The target of a get_attr row (a slice of it), or an empty slice for another row. */
Str fe_tabular_get_attr(const char *row, size_t n);

#endif
