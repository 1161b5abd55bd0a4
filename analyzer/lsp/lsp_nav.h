/* Navigation by node name: go to definition (a node's defining line, a subgraph's class, the
 * user's source line an origin names), find references and highlight the uses of a node or
 * subgraph, all read off the document's index (lsp_index.h). */
#ifndef FXLINT_LSP_NAV_H
#define FXLINT_LSP_NAV_H

#include <jansson.h>
#include <stdbool.h>

#include "lsp/lsp_check.h"
#include "lsp/lsp_doc.h"

/* textDocument/definition at pos of d: a Location, or JSON null when nothing is there (a
 * position past the end of its line included). On a node's use: its definition, or the class
 * of the subgraph a get_attr holds; on `self.true_graph_0` or the get_attr's own name: that
 * class; on a `# File:` comment, a node's own name or elsewhere in its statement: the user's
 * source line (when the file is on disk, or open in `docs`). Returns a new reference. */
json_t *lsp_nav_definition(LspChecker *ck, LspDocStore *docs, LspDoc *d, LspPosition pos);

/* textDocument/references: every use of the node (or subgraph, or user line of an origin)
 * named at pos, its definition too when include_decl; JSON null when nothing is named there.
 * Returns a new reference. */
json_t *lsp_nav_references(LspChecker *ck, LspDoc *d, LspPosition pos, bool include_decl);

/* textDocument/documentHighlight: the same places as references with the definition, as
 * DocumentHighlight (Write for the definition, Read for uses); JSON null when nothing is
 * named at pos. Returns a new reference. */
json_t *lsp_nav_highlight(LspChecker *ck, LspDoc *d, LspPosition pos);

/* A Location of bytes [start, end) of d. Returns a new reference. */
json_t *lsp_nav_location(const LspDoc *d, uint32_t start, uint32_t end);

#endif
