/* The TORCH_TRACE front end: a log of JSON records, each graph payload read by the front end
 * of its form, streamed record by record. */
#ifndef FXLINT_FE_TRACE_H
#define FXLINT_FE_TRACE_H

#include "frontends/frontend.h"

/* Reads the log at `path` (plain or gzip). Returns the number of graphs produced. */
int fe_trace_run(Frontend *fe, const char *path);
/* Same for a log already in memory; diagnostics point into src. */
int fe_trace_run_source(Frontend *fe, const Source *src);
/* Streams a TORCH_TRACE log from an open zlib gzFile whose first `nhead` bytes were already
 * read into `head` (format detection); closes f. Returns the number of graphs produced. */
struct gzFile_s;
int fe_trace_stream(Frontend *fe, const char *path, struct gzFile_s *f, const char *head, uint32_t nhead);

#endif
