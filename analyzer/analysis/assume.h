/* The assumptions one graph is judged under: the configured release, grad mode and capture
 * path, with what the dump itself shows filled in (a trace log comes from torch.compile, an
 * ExportedProgram from torch.export) or winning (a printed `_set_grad_enabled(False)` before a
 * call, an AOT training graph). */
#ifndef FXLINT_ASSUME_H
#define FXLINT_ASSUME_H

#include "analysis/alias.h"
#include "diag/config.h"

/* The capture paths the graph of f may come from (a CAPTURE_BIT mask): `configured` unless it
 * is CAPTURE_AUTO; then what the dump shows (knowledge/capture.h: an ExportedProgram, a log's
 * records, AOTAutograd's or make_fx's printout, Dynamo's graph; facts_capture_paths), else
 * every path. */
uint8_t assume_capture(const struct Facts *f, CapturePath configured);
/* Whose words to quote where PyTorch says one thing in two places (the control-flow HOPs'
 * metadata checks): true for Dynamo's, false for those of the fake kernel and the proxy-mode
 * trace. Since 2.8 (`release` 208) the frontends trace their functions with Dynamo on every
 * path, so Dynamo speaks first wherever the graph was captured; before, only where every path g
 * may come from is torch.compile, or the paths are mixed and g is a Dynamo graph. */
bool assume_dynamo_words(const Graph *g, const struct Facts *f, CapturePath configured, int release);
/* The grad mode the graph prints around `call`: 1 enabled, 0 disabled, -1 not printed. Read
 * from the last `torch._C._set_grad_enabled(b)` before the call in its module, else the
 * `wrap_with_set_grad_enabled(b, ...)` running that module (outwards). Such a switch holds
 * whatever mode the program ran under, so it wins over --grad; what the dump shows for the whole
 * graph (capture_read_grad: a log's grad-mode guard, an AOT training graph) does not: the user's
 * --grad overrides it, as --capture overrides the capture path read. */
int assume_printed_grad(const Graph *g, const struct Facts *f, const HopCall *call);
/* Whether the grad mode `call` ran under is known: printed around it, said (--grad, a config
 * file) or shown for the whole graph. When it is not, a check whose verdict depends on it is
 * asked for every mode (hop_ban_rule). */
bool assume_grad_known(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call);
/* The grad mode `call` ran under: the one printed around it, else cfg->grad when said, else the
 * whole graph's, else cfg->grad (a disabled mode read under --grad inference stays inference;
 * grad enabled when nobody says). */
GradMode assume_grad(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call);

#endif
