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
/* The same for a plain regular file open as fd, of `size` bytes, read from a read-only mapping
 * (no copy of its bytes through read(2); the pages read past are let go of): the lines, and so
 * the findings, are those the stream gives. Returns -1 when it cannot be mapped (empty, 4 GiB or
 * more, mmap refused): the caller streams it. As for a mapped printed file, the file must not
 * shrink while it is read. */
int fe_trace_run_mapped(Frontend *fe, const char *path, int fd, uint64_t size);

#endif
