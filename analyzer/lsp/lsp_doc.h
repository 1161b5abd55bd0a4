/* The language server's document store: each open document's text (edited in place by LSP
 * ranges), version, edits since the last parse, and the results of its last check, which live
 * in its version arena (the "LSP document version" lifetime of arena.h). */
#ifndef FXLINT_LSP_DOC_H
#define FXLINT_LSP_DOC_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "diag/config.h"
#include "diag/diag.h"

/* A position as LSP sends it: 0-based line, column in UTF-16 code units. */
typedef struct LspPosition {
    uint32_t line, character;
} LspPosition;

/* One edit in tree-sitter's terms (byte offsets, rows and byte columns), kept without
 * tree-sitter types so that only the front end sees them. */
typedef struct LspEdit {
    uint32_t start_byte, old_end_byte, new_end_byte;
    uint32_t start_row, start_col, old_end_row, old_end_col, new_end_row, new_end_col;
} LspEdit;

typedef struct LspDoc {
    char *uri;              /* malloc'd, as the client sent it */
    char *path;             /* malloc'd: the file path for file:// URIs, else the URI */
    char *text;             /* malloc'd, NUL-terminated, len bytes */
    uint32_t len, cap;
    uint32_t *lines;        /* malloc'd: offset of each line's first byte */
    uint32_t nlines, lines_cap;
    int64_t version;        /* the client's version of text */
    LspEdit *edits;         /* malloc'd: edits since the last check, in order */
    uint32_t nedits, edits_cap;
    bool edits_lost;        /* a full-text replacement or too many edits: reparse from scratch */
    bool dirty;             /* text changed since the last check */
    uint64_t due_ms;        /* when a dirty document is checked (debounce) */
    Config cfg;             /* the configuration found for this document */
    bool excluded;          /* its config file excludes it: checked as having no findings */
    /* Results of the last check, for version checked_version. */
    Arena version_arena;
    DiagList diags;
    int64_t checked_version;
    uint64_t result_id;     /* bumped per check; pull diagnostics answer "unchanged" by it */
    void *published;        /* json_t * array of LSP diagnostics (owned reference), or NULL */
    struct ReadableDoc *readable; /* incremental parse state (owned; freed on close); NULL until first parse */
    struct Suppressor *suppressor; /* the last check's suppression comments and what each hid, in
                                      version_arena; NULL before a check or when excluded */
    uint64_t generation;    /* bumped by every change of text: what derived data is keyed by */
    /* The navigation index (lsp_index.h) of text generation index_generation, in index_arena. */
    Arena index_arena;
    const struct LspIndex *index;
    uint64_t index_generation;
    struct LspDoc *next;
} LspDoc;

typedef struct LspDocStore {
    LspDoc *head;
    uint32_t count;
} LspDocStore;

/* Opens (or reopens, replacing) the document `uri` with this text. Returns it; the store
 * owns it. Never NULL (out of memory aborts). */
LspDoc *lsp_doc_open(LspDocStore *st, const char *uri, int64_t version, const char *text, size_t len);
/* The open document with this URI, or NULL. */
LspDoc *lsp_doc_find(LspDocStore *st, const char *uri);
/* Removes and frees a document. */
void lsp_doc_close(LspDocStore *st, LspDoc *d);
/* Frees every document. */
void lsp_doc_store_fini(LspDocStore *st);

/* Replaces [start, end) (LSP positions, clamped to the text) with `text`; range NULL
 * replaces the whole document. Records the edit for the incremental reparse and marks the
 * document dirty. Returns 0, or -1 when end precedes start (nothing is changed). */
int lsp_doc_apply(LspDoc *d, const LspPosition *start, const LspPosition *end, const char *text, size_t len);
/* Byte offset of an LSP position: the column counts UTF-16 code units of the line; a column
 * past the line's end clamps to its end, a line past the last to the end of the text. */
uint32_t lsp_doc_offset(const LspDoc *d, LspPosition p);
/* Byte offset of an LSP position that lies on the text, its line's end included: false when
 * the line is past the last or the column past the end of its line (a request for a place
 * that is not there, such as one made for an older version of the text). */
bool lsp_doc_offset_exact(const LspDoc *d, LspPosition p, uint32_t *off);
/* The LSP position of a byte offset (clamped to the text). */
LspPosition lsp_doc_position(const LspDoc *d, uint32_t off);
/* Text of 0-based line i without its line break (and without a trailing CR); *len set. An
 * out-of-range line gives "" and 0. */
const char *lsp_doc_line(const LspDoc *d, uint32_t i, uint32_t *len);

/* UTF-16 code units in the first `bytes` bytes of s (n bytes long). Invalid UTF-8 bytes
 * count one unit each, as an editor shows them as U+FFFD. */
uint32_t lsp_utf16_units(const char *s, uint32_t n, uint32_t bytes);
/* The byte offset in s (n bytes long) that `units` UTF-16 code units reach, clamped to n;
 * a column inside a surrogate pair goes to the end of the character. */
uint32_t lsp_utf16_to_byte(const char *s, uint32_t n, uint32_t units);

/* The file path a file:// URI names, percent-decoded, malloc'd; NULL when uri is not a
 * file URI. */
char *lsp_uri_to_path(const char *uri);
/* The file:// URI of an absolute path (reserved bytes percent-encoded), malloc'd. */
char *lsp_path_to_uri(const char *path);

#endif
