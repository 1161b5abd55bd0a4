/* The tabular front end: Graph.print_tabular() and the TORCH_LOGS=graph table. */
#ifndef FXLINT_FE_TABULAR_H
#define FXLINT_FE_TABULAR_H

#include "frontends/frontend.h"

/* Parses the table in `src` into one graph in `out` (allocated in `a`); the table ends at its
 * first blank line. Returns 0 or 1 graphs; problems are FX9xx findings. */
int fe_tabular_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);

#endif
