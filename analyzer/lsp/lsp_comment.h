/* Suppression comments as text the editor changes or explains: the edit that makes a line's
 * comment (or the file's `ignore-file` comment) cover one more rule, the edit that drops what
 * hid nothing, and the rule documentation for a code under the cursor. Comments are read
 * with the engine's parser (pattern_suppression); new ones are written in the forms it reads:
 * `# fxlint: ignore[CODE]` and `# fxlint: ignore-file[CODE]`. */
#ifndef FXLINT_LSP_COMMENT_H
#define FXLINT_LSP_COMMENT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/str.h"
#include "engine/suppress.h"
#include "model/pattern.h"

/* A replacement of bytes [start, end) of one line. */
typedef struct LspLineEdit {
    uint32_t start, end;
    char *text;         /* malloc'd */
    bool whole_line;    /* nothing else is on the line: remove the line, its break included */
} LspLineEdit;

typedef enum LspCommentResult {
    LSP_COMMENT_EDIT,    /* *out holds the edit */
    LSP_COMMENT_COVERED, /* the comment already covers the rule: nothing to do */
    LSP_COMMENT_CANNOT,  /* no comment of that kind here to extend (kind SUPPRESS_FILE), or the
                            line's comment is of the other kind and would hide a new one */
} LspCommentResult;

/* The edit that makes `line` (its bytes, without the line break) suppress rule with a comment
 * of `kind`: the rule's code appended to the line's comment of that kind (`ignore[...]`,
 * `noqa: ...` or `ignore-file[...]`), or, for SUPPRESS_LINE, a new `  # fxlint: ignore[CODE]`
 * at the end of the line. */
LspCommentResult lsp_comment_add(Str line, SuppressKind kind, uint32_t rule, LspLineEdit *out);

/* A new comment line of `kind` for rule: "# fxlint: ignore-file[FX101]". malloc'd. */
char *lsp_comment_new(SuppressKind kind, uint32_t rule);

/* Whether `line` holds a comment of `kind` (SUPPRESS_FILE finds `ignore-file`). */
bool lsp_comment_is(Str line, SuppressKind kind);

/* The edit that removes from `line` what u (a comment on it) holds that hid nothing: the
 * whole comment with the blanks before it, or the dropped codes. Returns false when the line
 * no longer holds that comment where u says. */
bool lsp_comment_drop_unused(Str line, const SuppressUnused *u, LspLineEdit *out);

/* Markdown documentation of the rule(s) named by the code under byte column col of line, when
 * col is on a code (a code, name or prefix) in the line's suppression comment; malloc'd, or
 * NULL when col is not on one. */
char *lsp_comment_hover(Str line, uint32_t col);

#endif
