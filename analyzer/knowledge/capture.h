/* How a printed graph shows the path that captured it: the signals PyTorch's printers leave on
 * each path, in one place. An ExportedProgram prints its graph signature; AOTAutograd names its
 * inputs primals_N / tangents_N and annotates them with strides and device
 * ("f32[16][1]cpu"); make_fx's print_readable() prints ATen ops with neither; Dynamo's graphs
 * call torch-level functions and methods on inputs named after their source (L_x_, l_x_); a
 * TORCH_TRACE or TORCH_LOGS record names the stage, and the other records of its compile tell
 * the backend (the log's front end hands them over as a CaptureHint). Each reading says where
 * it saw what it read, for --verbose (FX911). */
#ifndef FXLINT_CAPTURE_H
#define FXLINT_CAPTURE_H

#include <stdint.h>

#include "model/graph.h"
#include "model/provenance.h"

typedef struct CaptureReading {
    uint8_t paths;    /* CAPTURE_BIT mask of the paths the dump allows: CAPTURE_ALL_PATHS when
                         it shows none */
    Span at;          /* the text that shows it, in g->src; empty when `line` says it */
    uint32_t line;    /* a line of the file outside the graph's text (a log record); 0: `at` */
    const char *why;  /* what that text is, as a phrase ("AOTAutograd's inputs primals_N");
                         NULL when nothing shows the path */
} CaptureReading;

/* The capture paths g's dump shows, and where. */
CaptureReading capture_read(const Graph *g);

/* The grad mode the dump shows for the whole graph (a log's Dynamo grad-mode guard, an AOT
 * training graph): 1 enabled, 0 disabled, -1 not shown; *at / *line / *why as above (may be
 * NULL). Grad switches printed inside the graph are the caller's to read (analysis/assume.c). */
int capture_read_grad(const Graph *g, Span *at, uint32_t *line, const char **why);

#endif
