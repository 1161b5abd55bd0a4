/* Format detection from content, and the names of input formats (--input-format). */
#ifndef FXLINT_DETECT_H
#define FXLINT_DETECT_H

#include <stdint.h>

#include "frontends/frontend.h"

/* Detects the format of text from its content (not its name). */
InputFormat frontend_detect(const char *text, uint32_t len);
/* The same for a graph cut out of a log (a TORCH_TRACE payload), where only FX IR and
 * ExportedProgram text tell from printed code: what frontend_detect gives when that is one of
 * the two, else FMT_READABLE (for which frontend_detect may have read the whole text for
 * TORCH_LOGS lines), or the gzip or glog answer of its first line. */
InputFormat frontend_detect_graph(const char *text, uint32_t len);
const char *input_format_name(InputFormat f);
/* Parses "readable", "fxir", "export", "trace", "logs", "tabular", "auto"; -1 when unknown. */
int input_format_parse(const char *s);

#endif
