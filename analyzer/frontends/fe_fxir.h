/* The FX IR front end (print(gm.graph)): a one-pass parser of its own. */
#ifndef FXLINT_FE_FXIR_H
#define FXLINT_FE_FXIR_H

#include "frontends/frontend.h"

/* Parses `src` into one graph in `out` (allocated in `a`); returns 0 or 1 graphs. */
int fe_fxir_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);

#endif
