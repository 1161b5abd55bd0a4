/* The user's source files that `# File:` origins name: where one is on disk, and the text of
 * one of its lines as the editor has it (an open document) or as saved. */
#ifndef FXLINT_LSP_ORIGIN_H
#define FXLINT_LSP_ORIGIN_H

#include <stdint.h>

#include "lsp/lsp_doc.h"

/* The file an origin of the dump at dump_path names, found as suppressions find it: as
 * written when absolute, else next to the dump, else under the working directory. Returns a
 * malloc'd absolute-or-cwd-relative path, or NULL when no such regular file exists. */
char *lsp_origin_path(const char *dump_path, const char *file);

/* Text of 1-based line `line` of the file at path, without its line break (nor a CR): from
 * the document open under that path when there is one (*open set to it), else from disk
 * (*open NULL). Returns it malloc'd with *len, or NULL when the file is shorter or unreadable. */
char *lsp_file_line(LspDocStore *docs, const char *path, uint32_t line, uint32_t *len, LspDoc **open);

/* The URI of the file at path: that of its open document when open is not NULL, else the
 * file:// URI of the path made absolute. malloc'd. */
char *lsp_origin_uri(const char *path, const LspDoc *open);

#endif
