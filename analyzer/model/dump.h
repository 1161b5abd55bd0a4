/* The model's debug view (`fxlint parse --dump`): every module and node of a Graph as stable,
 * line-oriented text, used by golden tests of the front ends. */
#ifndef FXLINT_DUMP_H
#define FXLINT_DUMP_H

#include <stdio.h>

#include "model/graph.h"

/* Writes g to out. Deterministic: the same graph always prints the same bytes. Positions are
 * line:col in the file on disk. Returns 0, or -1 when the stream reports a write error. */
int dump_graph(FILE *out, const Graph *g);

/* Writes one value the way dump_graph shows arguments (%name for node refs) into out. */
void dump_value(FILE *out, const Module *m, const Value *v);

#endif
