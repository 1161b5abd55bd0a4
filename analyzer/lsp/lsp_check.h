/* Checking an open document for the language server: the front end (with tree-sitter's
 * incremental reparse for printed code) and the engine over the document's text, results kept
 * in the document's version arena; and hover text for the node under a position. */
#ifndef FXLINT_LSP_CHECK_H
#define FXLINT_LSP_CHECK_H

#include "base/arena.h"
#include "base/budget.h"
#include "frontends/dispatch.h"
#include "lsp/lsp_doc.h"

/* The size of the pieces printed code is cut into for the language server (fe_readable.h). */
#define LSP_CHUNK_BYTES 4096

typedef struct LspChecker {
    Frontend fe;        /* one for the server: its tree-sitter parser is reused */
    Arena scratch;      /* engine working memory, reset per graph */
    /* hover state, valid during lsp_check_hover */
    const LspDoc *hover_doc;
    uint32_t hover_off; /* a byte of hover_doc */
    char *hover;        /* malloc'd markdown */
    uint32_t hover_width;
    /* lsp_check_each_graph state */
    void (*graph_fn)(const Graph *g, void *user);
    void *graph_user;
    int graphs;
    /* --file-timeout for one document's check (0: none), and the watchdog that raises it */
    uint64_t timeout_ns;
    Budget budget;
    BudgetTimer *timer;
} LspChecker;

void lsp_checker_init(LspChecker *ck);
void lsp_checker_fini(LspChecker *ck);

/* Checks d's current text under d->cfg: frees the previous version's arena and makes a new
 * one, fills d->diags (sorted) and d->published (the LSP JSON array), records the checked
 * version and bumps d->result_id. Bad input becomes FX9xx diagnostics; never fails. A check
 * that runs past ck->timeout_ns stops where it polls its budget and adds FX910 to what it
 * found; the next check of d starts without the kept parse. */
void lsp_check_doc(LspChecker *ck, LspDoc *d);

/* Markdown describing the graph node whose statement covers byte offset `off` of d (its
 * target, metadata, users, alias facts and the user's origin line), malloc'd; NULL when no
 * node is there. */
char *lsp_check_hover(LspChecker *ck, LspDoc *d, uint32_t off);

/* Runs the front end over d's current text as lsp_check_doc does (printed code incrementally,
 * consuming the edit log) and calls fn with each graph, which dies when fn returns; no rule
 * runs and nothing is published. For tests and debugging of the incremental front end.
 * Returns the number of graphs. */
int lsp_check_each_graph(LspChecker *ck, LspDoc *d, void (*fn)(const Graph *g, void *user), void *user);
/* How d's last parse got its pieces (or forwards): copied from the version before (*reused)
 * or lowered afresh (*lowered); both 0 for a document that is not printed code. */
void lsp_check_reuse_counts(const LspDoc *d, uint32_t *reused, uint32_t *lowered);
/* How many graphs of printed code d's last parse handed on as they were, untouched by the
 * edits (*kept), and parsed (*parsed). */
void lsp_check_graph_counts(const LspDoc *d, uint32_t *kept, uint32_t *parsed);

#endif
