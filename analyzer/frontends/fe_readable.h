/* The printed-code front end (print_readable, gm.code, fx_graph_runnable, minifier scripts),
 * through tree-sitter's Python grammar; no tree-sitter type crosses this header. */
#ifndef FXLINT_FE_READABLE_H
#define FXLINT_FE_READABLE_H

#include "frontends/frontend.h"

/* Parses `src` into one graph in `out` (allocated in `a`); problems are FX9xx diagnostics.
 * Returns the number of graphs produced (0 or 1). */
int fe_readable_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);
/* Whether text[0, len) holds a Python syntax error (tree-sitter's ERROR or MISSING nodes),
 * parsed with fe's cached parser; false when the grammar cannot be loaded. No diagnostic. */
bool fe_readable_has_syntax_error(Frontend *fe, const char *text, uint32_t len);
/* Frees a Frontend's cached tree-sitter parser (dispatch's frontend_fini calls it). */
void fe_readable_free(struct ReadableParser *rp);

#endif
