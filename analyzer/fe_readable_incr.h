/* Incremental reparsing of printed code for the language server: a document keeps its last
 * tree, the edits made since are applied to it (ts_tree_edit) and the next parse reuses the
 * rest. Only fe_readable.c and lsp_check.c include this: rules never see tree-sitter types. */
#ifndef FXLINT_FE_READABLE_INCR_H
#define FXLINT_FE_READABLE_INCR_H

#include <tree_sitter/api.h>

#include "frontend.h"

struct ReadableDoc;

/* A document's parse state, empty until its first parse. Never NULL (out of memory aborts);
 * the caller frees it with fe_readable_doc_free. */
struct ReadableDoc *fe_readable_doc_new(void);
/* Frees the state and its tree; NULL is ignored. */
void fe_readable_doc_free(struct ReadableDoc *doc);
/* Drops the kept tree: the next parse starts from scratch (the text was replaced wholesale). */
void fe_readable_doc_forget(struct ReadableDoc *doc);

/* Parses src like fe_readable_parse, reusing doc's tree after applying `edits` (in the order
 * they were made, byte offsets and rows/byte columns as tree-sitter takes them) to it; keeps
 * the new tree in doc. Without a kept tree this is a full parse. Returns the number of graphs
 * produced (0 or 1); problems are FX9xx diagnostics, as for fe_readable_parse. */
int fe_readable_parse_incremental(Frontend *fe, const Source *src, Graph *out, Arena *a, struct ReadableDoc *doc,
                                  const TSInputEdit *edits, unsigned nedits);

#endif
