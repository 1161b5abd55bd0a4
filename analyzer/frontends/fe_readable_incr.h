/* Incremental reading of a document for the language server: the document keeps, between
 * versions, each graph of its text and how it was built (readable/incr_graphs.c), and reads
 * every graph `fxlint check` reads, cut where the splitter cuts (split.h).
 *
 * A graph whose text no edit touched is handed on again as it is. A graph of printed code
 * an edit touched is parsed again from its last version (readable/incr.c): text parsed in
 * pieces (readable/emit.h) keeps each piece's record, and the next parse copies every piece
 * the edits did not touch from the last graph and parses only the others; text with a syntax
 * error is parsed whole, its tree kept, the edits applied to it (ts_tree_edit), the next parse
 * reuses the rest, and every `def forward` whose text and tree did not change is copied.
 * Only the readable front end's files and lsp_check.c include this: rules never see
 * tree-sitter types. */
#ifndef FXLINT_FE_READABLE_INCR_H
#define FXLINT_FE_READABLE_INCR_H

#include <tree_sitter/api.h>

#include "frontends/frontend.h"

struct ReadableDoc;

/* A document's parse state, empty until its first parse. Never NULL (out of memory aborts);
 * the caller frees it with fe_readable_doc_free. */
struct ReadableDoc *fe_readable_doc_new(void);
/* Frees the state, its trees and its graphs; NULL is ignored. */
void fe_readable_doc_free(struct ReadableDoc *doc);
/* Drops the kept trees and graphs: the next parse starts from scratch (the text was replaced
 * wholesale, or the edits since are unknown). */
void fe_readable_doc_forget(struct ReadableDoc *doc);

/* Reads every graph of src, the document's whole text (not a TORCH_TRACE log or TORCH_LOGS
 * capture), as frontend_run reads it: cut into graphs by the splitter, each graph of printed
 * code parsed like fe_readable_parse and each other one (FX IR, a table, ExportedProgram) by
 * its front end, and handed to fe->sink in order, with the same FX9xx findings. What doc kept
 * is moved through `edits` (in the order they were made, byte offsets and rows/byte columns
 * as tree-sitter takes them): a graph of printed code whose text they did not touch is handed
 * on as it was (its FX9xx findings given again, at its lines now), one they touched is parsed
 * again copying what they did not touch. Without anything kept this is a full read. The
 * graphs stay owned by doc until the next call with it (or forget/free); the whole text's
 * graph has src as its Source and points into src->text (keep it alive while the graph is
 * read), the others have their own copies. Returns the number of graphs. */
int fe_readable_run_incremental(Frontend *fe, const Source *src, struct ReadableDoc *doc, const TSInputEdit *edits,
                                unsigned nedits);

/* How the last run over doc got its pieces (or, parsed whole, its forwards): copied from the
 * version before (a graph handed on as it was counts all of its own), or lowered afresh. */
void fe_readable_doc_counts(const struct ReadableDoc *doc, uint32_t *reused, uint32_t *lowered);
/* How many graphs of printed code the last run handed on as they were (*kept) and parsed
 * (*parsed). */
void fe_readable_doc_graphs(const struct ReadableDoc *doc, uint32_t *kept, uint32_t *parsed);

/* ---- one graph's state across versions (readable/incr.c), for readable/incr_graphs.c ---- */

struct ReadableGraphDoc;
/* Empty until its first parse; never NULL. Freed with readable_graph_doc_free (NULL ignored). */
struct ReadableGraphDoc *readable_graph_doc_new(void);
void readable_graph_doc_free(struct ReadableGraphDoc *doc);
/* Drops the kept tree and graph. */
void readable_graph_doc_forget(struct ReadableGraphDoc *doc);
/* The arena the next readable_graph_doc_parse keeps its graph in: what the caller puts there
 * (the Source it parses, its text) lives exactly as long as that graph. */
Arena *readable_graph_doc_arena(struct ReadableGraphDoc *doc);
/* Parses src (one graph's text) like fe_readable_parse, moving what doc kept through `edits`
 * (in src's terms) and copying from doc's last graph each piece (or, parsed whole, each
 * forward) they did not touch. Returns the graph, owned by doc until the next parse (or
 * forget/free), or NULL when none was produced; problems are FX9xx diagnostics, as for
 * fe_readable_parse. The graph's src is `src`; its strings point into src->text. */
Graph *readable_graph_doc_parse(Frontend *fe, const Source *src, struct ReadableGraphDoc *doc,
                                const TSInputEdit *edits, unsigned nedits);
/* How its last parse got its pieces or forwards: copied or lowered. */
void readable_graph_doc_counts(const struct ReadableGraphDoc *doc, uint32_t *reused, uint32_t *lowered);

#endif
