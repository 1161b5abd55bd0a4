/* Incremental reparsing of printed code for the language server: a document keeps its last
 * graph and how it was built. Text parsed in pieces (readable_chunk.c) keeps each piece's
 * record: the next parse copies every piece the edits did not touch from the last graph and
 * parses only the others. Text with a syntax error is parsed whole: its tree is kept, the
 * edits are applied to it (ts_tree_edit), the next parse reuses the rest, and every `def
 * forward` whose text and tree did not change is copied. Only the readable front end's files
 * and lsp_check.c include this: rules never see tree-sitter types. */
#ifndef FXLINT_FE_READABLE_INCR_H
#define FXLINT_FE_READABLE_INCR_H

#include <tree_sitter/api.h>

#include "frontends/frontend.h"

struct ReadableDoc;

/* A document's parse state, empty until its first parse. Never NULL (out of memory aborts);
 * the caller frees it with fe_readable_doc_free. */
struct ReadableDoc *fe_readable_doc_new(void);
/* Frees the state, its tree and its graph; NULL is ignored. */
void fe_readable_doc_free(struct ReadableDoc *doc);
/* Drops the kept tree and graph: the next parse starts from scratch (the text was replaced
 * wholesale, or the edits since are unknown). */
void fe_readable_doc_forget(struct ReadableDoc *doc);

/* Parses src like fe_readable_parse, moving what doc kept through `edits` (in the order they
 * were made, byte offsets and rows/byte columns as tree-sitter takes them) and copying from
 * doc's last graph each piece (or, parsed whole, each forward) they did not touch. Without
 * anything kept this is a full parse. Returns the graph, owned by doc and valid until
 * the next call with doc (or forget/free), or NULL when none was produced; problems are FX9xx
 * diagnostics, as for fe_readable_parse. The graph's src is `src`: keep it alive while the
 * graph is read. Its strings point into src->text. */
Graph *fe_readable_parse_incremental(Frontend *fe, const Source *src, struct ReadableDoc *doc,
                                     const TSInputEdit *edits, unsigned nedits);

/* How the last parse of doc got its forwards: copied from the version before, or lowered. */
void fe_readable_doc_counts(const struct ReadableDoc *doc, uint32_t *reused, uint32_t *lowered);

#endif
