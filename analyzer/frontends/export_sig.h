/* The non-code parts of an ExportedProgram printout (spec §3): the graph signature, in its
 * dataclass-repr and `# inputs` / `# outputs` forms, and the range constraints. Used by
 * fe_export.c only. */
#ifndef FXLINT_EXPORT_SIG_H
#define FXLINT_EXPORT_SIG_H

#include "frontends/frontend.h"

/* Parses the signature text at `region` of src (what follows "Graph signature:", or a bare
 * block). Returns the signature allocated in `a`, or NULL after reporting an FX901 when the
 * text is not a signature. */
ExportSignature *export_sig_parse(Frontend *fe, const Source *src, Arena *a, Span region);

/* Parses a range-constraint dict `{u0: VR[0, int_oo], s0: RangeConstraint(min_val=2, ...)}` at
 * `region` of src into g->ranges (allocated in g's arena). Malformed text is an FX901. */
void export_ranges_parse(Frontend *fe, const Source *src, Graph *g, Span region);

InputKind export_input_kind(Str name);
OutputKind export_output_kind(Str name);

#endif
