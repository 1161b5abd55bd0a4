/* The TORCH_TRACE front end: a log of JSON records, each graph payload read by the front end
 * of its form, streamed record by record. */
#ifndef FXLINT_FE_TRACE_H
#define FXLINT_FE_TRACE_H

#include "frontends/frontend.h"

/* Reads the log at `path` (plain or gzip; see frontend_run_path for what is refused). Returns
 * the number of graphs produced. */
int fe_trace_run(Frontend *fe, const char *path);
/* Same for a log already in memory; diagnostics point into src. */
int fe_trace_run_source(Frontend *fe, const Source *src);
/* Streams a TORCH_TRACE log from an open Input whose first `nhead` bytes were already read
 * into `head` (format detection); the caller closes it. Every record read is checked; when
 * the input stops early (a cut or corrupt gzip stream), an FX906 at the last line read says
 * where and why. A line over 64 MiB is skipped with an FX905, its record unchecked. Returns
 * the number of graphs produced. */
struct Input;
int fe_trace_stream(Frontend *fe, const char *path, struct Input *in, const char *head, uint32_t nhead);

#endif
