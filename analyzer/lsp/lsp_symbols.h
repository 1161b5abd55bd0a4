/* The graph as an outline: document symbols (each GraphModule and nested subgraph class with
 * its HOP calls and outputs, for the editor's outline and breadcrumbs) and workspace symbols
 * (modules and nodes by name over every open document), read off the documents' indexes. */
#ifndef FXLINT_LSP_SYMBOLS_H
#define FXLINT_LSP_SYMBOLS_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "lsp/lsp_check.h"
#include "lsp/lsp_doc.h"

/* The most workspace symbols one answer holds: a query of one letter over a large dump would
 * otherwise list every node. */
#define LSP_WORKSPACE_SYMBOLS_MAX 1000

/* textDocument/documentSymbol for d: a DocumentSymbol tree (modules with their nested
 * classes, HOP calls and outputs, in document order) when hierarchical, else the same
 * symbols as a flat SymbolInformation list. Returns a new reference (an empty array when the
 * text has no graph). */
json_t *lsp_symbols_document(LspChecker *ck, LspDoc *d, bool hierarchical);

/* workspace/symbol: SymbolInformation for every printed module and every node whose name
 * holds `query` (ASCII case ignored; "" matches all) in the open documents, in document order,
 * at most LSP_WORKSPACE_SYMBOLS_MAX. Returns a new reference. */
json_t *lsp_symbols_workspace(LspChecker *ck, LspDocStore *docs, const char *query);

#endif
