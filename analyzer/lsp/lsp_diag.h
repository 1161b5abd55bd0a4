/* Diagnostics as the language server sends them: Diag -> LSP Diagnostic JSON, with ranges in
 * UTF-16 columns of the document's text, the rule's code (no codeDescription: the rule's
 * documentation is the hover, not a link), and the user's origin line and related places as
 * relatedInformation. */
#ifndef FXLINT_LSP_DIAG_H
#define FXLINT_LSP_DIAG_H

#include <jansson.h>

#include "diag/diag.h"
#include "lsp/lsp_doc.h"

/* An LSP Diagnostic for d, whose positions are positions in doc's current text. Returns a new
 * reference. */
json_t *lsp_diag_json(const Diag *d, const LspDoc *doc);
/* A JSON array of lsp_diag_json for every diagnostic of l. Returns a new reference. */
json_t *lsp_diag_list_json(const DiagList *l, const LspDoc *doc);
/* The hover for the findings of doc's last check whose range holds pos: the explanation of
 * each of their rules, in markdown, as `fxlint explain` words it (what a documentation link
 * would have opened). malloc'd; NULL when no finding is there, or when the text changed since
 * the check. */
char *lsp_diag_hover(const LspDoc *doc, LspPosition pos);
/* A JSON string for s (NULL gives ""), bytes that are not UTF-8 replaced by U+FFFD. Returns a
 * new reference, never NULL. */
json_t *lsp_json_text(const char *s);
/* {"line": .., "character": ..}. Returns a new reference. */
json_t *lsp_position_json(LspPosition p);
/* {"start": a, "end": b}. Returns a new reference. */
json_t *lsp_range_json(LspPosition a, LspPosition b);

#endif
