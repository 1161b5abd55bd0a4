/* Runs the enabled rules over one graph and collects their diagnostics. */
#ifndef FXLINT_ENGINE_H
#define FXLINT_ENGINE_H

#include "diag/config.h"
#include "diag/diag.h"
#include "model/graph.h"

/* Computes the shared analyses for g, runs every enabled rule, and appends findings to out.
 * scratch is reset between rules. Also notes (info) subgraphs referenced but not printed. */
void engine_check_graph(const Config *cfg, const Graph *g, DiagList *out, Arena *scratch);

#endif
