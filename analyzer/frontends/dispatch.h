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

/* Reads a whole source of the given format and hands each graph to the sink.
 * With FMT_AUTO, a text that holds nothing PyTorch printed (printed.h) is not read at all:
 * no graph, no diagnostic, fe->not_a_dump set. A named format is always read.
 * Returns the number of graphs produced. */
int frontend_run(Frontend *fe, const Source *src, InputFormat fmt);
/* Reads the file at `path` ("-" is stdin; gzip-compressed input is read transparently) and
 * runs it like frontend_run. A TORCH_TRACE log is streamed record by record, so memory stays
 * bounded by its largest payload. An unreadable file is an FX906 diagnostic at 1:1; a file
 * that holds nothing PyTorch printed sets fe->not_a_dump, as frontend_run does.
 * Returns the number of graphs produced (0 also when the file could not be read). */
int frontend_run_path(Frontend *fe, const char *path, InputFormat fmt);
#endif
