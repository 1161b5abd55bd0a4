/* The ExportedProgram front end (print(ep)): the printed module through fe_readable, the
 * signature and range constraints through export_sig. */
#ifndef FXLINT_FE_EXPORT_H
#define FXLINT_FE_EXPORT_H

#include "frontends/frontend.h"

/* Parses `src` into one graph in `out` (allocated in `a`); returns 0 or 1 graphs. */
int fe_export_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);

#endif
