/* Incremental reparsing of printed code for the language server: a document keeps its last
 * tree and graph; the edits made since are applied to the tree (ts_tree_edit), the next parse
 * reuses the rest, and every `def forward` whose text and tree did not change is copied from
 * the last graph instead of lowered again. Only fe_readable.c, readable_reuse.c and
 * lsp_check.c include this: rules never see tree-sitter types. */
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

/* Parses src like fe_readable_parse, reusing doc's tree after applying `edits` (in the order
 * they were made, byte offsets and rows/byte columns as tree-sitter takes them) to it, and
 * copying from doc's last graph each forward neither the edits nor the reparse touched.
 * Without a kept tree this is a full parse. Returns the graph, owned by doc and valid until
 * the next call with doc (or forget/free), or NULL when none was produced; problems are FX9xx
 * diagnostics, as for fe_readable_parse. The graph's src is `src`: keep it alive while the
 * graph is read. Its strings point into src->text. */
Graph *fe_readable_parse_incremental(Frontend *fe, const Source *src, struct ReadableDoc *doc,
                                     const TSInputEdit *edits, unsigned nedits);

/* How the last parse of doc got its forwards: copied from the version before, or lowered. */
void fe_readable_doc_counts(const struct ReadableDoc *doc, uint32_t *reused, uint32_t *lowered);

#endif
