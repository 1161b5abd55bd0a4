/* The assumptions one graph is judged under: the configured release, grad mode and capture
 * path, with what the dump itself shows filled in (a trace log comes from torch.compile, an
 * ExportedProgram from torch.export) or winning (a printed `_set_grad_enabled(False)` before a
 * call, an AOT training graph). */
#ifndef FXLINT_ASSUME_H
#define FXLINT_ASSUME_H

#include "analysis/alias.h"
#include "diag/config.h"

/* The capture paths g may come from (a CAPTURE_BIT mask): `configured` unless it is
 * CAPTURE_AUTO; then export for an ExportedProgram (or a trace log's exported_program),
 * torch.compile with AOTAutograd for an AOT graph of a trace log (aot_*, inductor), torch.compile
 * with or without AOTAutograd for a Dynamo graph (a trace log's dynamo_output_graph, TORCH_LOGS
 * output: the backend is not shown), torch.compile for the files of its debug folder and of
 * depyf (by name), else every path. */
uint8_t assume_capture(const Graph *g, CapturePath configured);
/* Whose words to quote where PyTorch says one thing in two places: true for Dynamo's (every
 * path g may come from is torch.compile, or the paths are mixed and g is a Dynamo graph), false
 * for those of the fake kernel and the proxy-mode trace that export and make_fx reach. */
bool assume_dynamo_words(const Graph *g, CapturePath configured);
/* The grad mode the dump prints where `call` runs: 1 enabled, 0 disabled, -1 not printed.
 * Read from the last `torch._C._set_grad_enabled(b)` before the call in its module, else the
 * `wrap_with_set_grad_enabled(b, ...)` running that module (outwards), else an AOT forward,
 * backward or joint graph, which AOTAutograd makes only with grad enabled. */
int assume_printed_grad(const Graph *g, const struct Facts *f, const HopCall *call);
/* The grad mode `call` ran under: the printed one, else cfg->grad (a printed disabled mode
 * under --grad inference stays inference). */
GradMode assume_grad(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call);

#endif
