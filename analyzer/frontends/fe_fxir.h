/* The FX IR front end (print(gm.graph)): a one-pass parser of its own. */
#ifndef FXLINT_FE_FXIR_H
#define FXLINT_FE_FXIR_H

#include "frontends/frontend.h"

/* Parses `src` into one graph in `out` (allocated in `a`); returns 0 or 1 graphs. */
int fe_fxir_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);

/* Reads the text at `at` of src as a value printed by Python's repr() (an args tuple, a kwargs
 * dict, a returned value): a bare name is the node of that name in module m of g (an unknown
 * one is an FX903), containers are copied into a. `form` names the format in FX901 messages
 * ("tabular"). Returns false after reporting an FX901 for a malformed value; *out then holds
 * what was read. */
bool fe_fxir_read_value(Frontend *fe, const Source *src, Graph *g, Arena *a, ModuleId m, Span at, const char *form,
                        Value *out);

/* What FX's printers share: an opcode's name ("call_function", or "CallFunction" in newer
 * fragments) as a NodeKind (false when it names none), and a node's printed target as the
 * model's Target for its kind (call_function: a callable path such as torch.ops.aten.add.Tensor
 * or operator.getitem; slices point into `printed`). */
bool fe_fxir_opcode(Str op, NodeKind *kind);
Target fe_fxir_target(NodeKind kind, Str printed);

#endif
