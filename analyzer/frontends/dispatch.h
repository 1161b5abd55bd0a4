/* The front ends as one: what the check driver and the language server call to turn a file
 * or a text into graphs. */
#ifndef FXLINT_DISPATCH_H
#define FXLINT_DISPATCH_H

#include "frontends/detect.h"
#include "frontends/frontend.h"

/* A Frontend that hands each graph to sink (with `user` as its context) and FX9xx findings,
 * graded by cfg, to diags. */
void frontend_init(Frontend *fe, DiagList *diags, const Config *cfg, GraphSink sink, void *user);
/* Releases the tree-sitter parser and anything else a front end cached. */
void frontend_fini(Frontend *fe);

/* The decision, the same for every entry point (files, stdin, editor buffers): whether
 * text[0, len) is a graph dump. It is when it shows a mark only PyTorch's printers write
 * (printed.h), or a hint of one that model code shares and does not parse as Python (a
 * printout cut short: FX901 follows). Otherwise it holds nothing PyTorch printed. */
bool frontend_holds_dump(Frontend *fe, const char *text, uint32_t len);

/* Reads a whole source of the given format and hands each graph to the sink. A gzip image is
 * inflated first, as frontend_run_path inflates a file.
 * With FMT_AUTO, a text that holds nothing PyTorch printed (printed.h) is not read at all:
 * no graph, no diagnostic, fe->not_a_dump set. A named format is always read.
 * Returns the number of graphs produced. */
int frontend_run(Frontend *fe, const Source *src, InputFormat fmt);
/* Reads the file at `path` and runs it like frontend_run. Only regular files are read: a
 * directory, FIFO, socket or device is an FX906 at 1:1 without being opened (no hang), and
 * so is a symbolic link loop or a file that cannot be opened. gzip input is inflated as it is
 * read; a stream that is cut or corrupt is an FX906 on the first line lost, naming the byte
 * where it stopped, after what came before it was checked. Every form is streamed (a
 * TORCH_TRACE log record by record, other files graph by graph), so memory stays bounded by
 * the largest graph; a line over LINE_READER_MAX_LINE is skipped with an FX906. A file that
 * holds nothing PyTorch printed sets fe->not_a_dump, as frontend_run does.
 * Returns the number of graphs produced (0 also when the file could not be read). */
int frontend_run_path(Frontend *fe, const char *path, InputFormat fmt);
/* Reads stdin whole (inflated when it is gzip, at most INPUT_MAX_TEXT) into `a` for the
 * caller to run with frontend_run under the name `name`; problems are FX906 findings under
 * that name. Returns the text (NUL-terminated, *len bytes), or NULL when nothing could be
 * read. */
char *frontend_read_stdin(Frontend *fe, Arena *a, const char *name, uint32_t *len);
/* The same for n bytes a caller holds (the in-process API's text): inflated when gzip, at most
 * INPUT_MAX_TEXT, a byte order mark dropped and lone CRs read as LFs, as from stdin. */
char *frontend_read_memory(Frontend *fe, Arena *a, const char *name, const void *bytes, size_t n, uint32_t *len);
#endif
