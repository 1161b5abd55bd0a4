/* Files of many printed graphs, read one graph at a time (see split.c for where a graph
 * starts). */
#ifndef FXLINT_SPLIT_H
#define FXLINT_SPLIT_H

#include "frontends/frontend.h"
#include "frontends/line_reader.h"

/* Reads the lines of r (a file at `path`), cuts them into graphs and hands each to the front
 * end of fmt (FMT_AUTO: detected per graph) and on to fe's sink; memory holds one graph at a
 * time. Diagnostics carry the file's own line numbers. A file without a graph is read whole
 * (its front end says why). `whole` (may be NULL) is r's text as a Source when r reads
 * memory: a text of one graph is then read as it, line table and all. Returns the number of
 * graphs produced. */
int frontend_split_run(Frontend *fe, const char *path, LineReader *r, InputFormat fmt, const Source *whole);
/* Where frontend_split_text hands each graph: bytes [start, end) of the text, starting at the
 * beginning of its 0-based line `line`. */
typedef void (*SplitEachFn)(void *user, uint32_t start, uint32_t end, uint32_t line);
/* Cuts whole (a text in memory) into graphs exactly as frontend_split_run does, without
 * reading them: calls each with every graph's range, in order (the module repr print(gm)
 * writes, and a blank tail after it, are in none). A text of one graph gives [0, len).
 * Returns the number of ranges. */
int frontend_split_text(const Source *whole, SplitEachFn each, void *user);
/* Whether a line (not a file's first; without its '\n') makes the text it is in one that may
 * hold more than one graph: it starts like a graph, a table or a module repr at column 0. */
bool frontend_split_line_starts_more(const char *s, size_t n);

#endif
