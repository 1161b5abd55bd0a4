/* The printed-code front end (print_readable, gm.code, fx_graph_runnable, minifier scripts),
 * through tree-sitter's Python grammar; no tree-sitter type crosses this header. */
#ifndef FXLINT_FE_READABLE_H
#define FXLINT_FE_READABLE_H

#include <stdint.h>

#include "frontends/frontend.h"

/* Parses `src` into one graph in `out` (allocated in `a`); problems are FX9xx diagnostics.
 * Returns the number of graphs produced (0 or 1). */
int fe_readable_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);
/* Whether text[0, len) holds a Python syntax error (tree-sitter's ERROR or MISSING nodes),
 * parsed with fe's cached parser; false when the grammar cannot be loaded. No diagnostic. */
bool fe_readable_has_syntax_error(Frontend *fe, const char *text, uint32_t len);
/* How fe parses printed code from now on: FE_READABLE_WHOLE the whole text at once, as a
 * single tree; 0 in pieces of one statement (tests compare the two); n > 0 in pieces of
 * about n bytes (the default: FE_READABLE_CHUNK_BYTES). The model and the findings are the
 * same whichever. */
#define FE_READABLE_WHOLE (-1)
#define FE_READABLE_CHUNK_BYTES 16384
void fe_readable_set_chunking(Frontend *fe, int32_t chunking);
/* Whether the lines of printed code the scan stage can read are read without tree-sitter (on:
 * the default) or every line goes to the parser (off: tests and benchmarks compare the two,
 * which give the same model and findings). Scanning works on text parsed in pieces. */
void fe_readable_set_scanning(Frontend *fe, bool on);
/* How much text tree-sitter must have to parse in one parse (the pieces the scan stage does
 * not read) before the pieces go to helper threads, when fe->threads > 1: the scan stage reads
 * nearly every line PyTorch prints faster than threads can share them out and copy their graphs
 * back (a 10 MB forward took 0.21 s CPU on two threads against 0.12 s on one).
 * FE_READABLE_THREAD_MIN_BYTES by default; 0: whenever there are pieces enough (tests). */
#define FE_READABLE_THREAD_MIN_BYTES (1u << 20)
void fe_readable_set_thread_min(Frontend *fe, uint32_t bytes);
/* How many statements (def lines included) the scan stage has read in fe's parses so far, in
 * parses that went through: for tests and benchmarks. */
uint64_t fe_readable_scanned(Frontend *fe);
/* How many pieces fe's last parse of printed code was cut into; 0 when it parsed the text
 * whole (chunking off, or text the pieces could not be sure of). For tests and benchmarks. */
uint32_t fe_readable_last_pieces(Frontend *fe);
/* Frees a Frontend's cached tree-sitter parser (dispatch's frontend_fini calls it). */
void fe_readable_free(struct ReadableParser *rp);

#endif
