/* The lower stage of the printed-code pipeline: statements into the model (lower.c). Each
 * statement of a forward, read by tree-sitter or by the scan stage, becomes at most one node
 * (placeholders from the def's parameters or a pytree flatten, `# File:` comments origins);
 * and a whole text's tree (a text the pieces decline: a syntax error, an outline the plan is
 * not sure of) is walked for its classes and forwards, step by step, so that the language
 * server's layer above can copy a forward from its last version instead of lowering it. */
#ifndef FXLINT_READABLE_LOWER_H
#define FXLINT_READABLE_LOWER_H

#include <stdbool.h>
#include <stdint.h>

#include "frontends/readable/parse.h"
#include "frontends/readable/scan.h"
#include "frontends/readable/value.h"

/* The span of a class or def header starting at byte s: to the end of its line. */
Span readable_header_span(const Lower *L, uint32_t s);
/* For a subgraph class without a forward whose header at byte s ends the text (from header_end
 * on only blanks): the dump was cut right after the header, FX901 there. */
void readable_report_cut_class(Lower *L, uint32_t s, uint32_t header_end, Str name);
/* Reports ERROR and MISSING nodes under root as FX901 (at most max_reports of them), except
 * inside annotations that still read as metadata and wholly before byte `from` (text ahead of
 * the graph, such as the module repr print(gm) writes first); one more diagnostic counts the
 * rest. Returns how many were found. */
uint32_t readable_report_syntax(Lower *L, TSNode root, uint32_t from, uint32_t max_reports);

/* Starts lowering the forward fn into module mid: origin state from the line after its def,
 * placeholders from its parameters, or from the pytree flatten among stmts (its body's
 * statements, all of them whenever one is a flatten), room for `expect` statements' nodes. */
void readable_forward_begin(Lower *L, ModuleId mid, TSNode fn, TSNode *stmts, uint32_t n, uint32_t expect);
/* Lowers body statements of the forward being lowered, in order: a whole body or a piece. */
void readable_lower_statements(Lower *L, TSNode *stmts, uint32_t n);
/* The same two for what the scan stage read: the forward's def line (its parameters), and one
 * statement of its body (starting on line `row`), lowered as the tree-sitter reading of its
 * text would be. */
void readable_forward_begin_scanned(Lower *L, ModuleId mid, const ScanStmt *def, uint32_t expect);
void readable_lower_scanned(Lower *L, const ScanStmt *st, uint32_t row);

/* A whole text parsed as one tree and lowered forward by forward. */
typedef struct TreeStep {
    uint8_t kind;    /* TreeStepKind of lower.c */
    uint32_t arg;    /* the parent module; the forward's module */
    TSNode node;     /* the class, the forward */
    Str attr;        /* TREE_MODULE: the attribute its parent names it by, when that is not its
                        class name (fx_graph_runnable's top-level subgraph classes) */
} TreeStep;

typedef struct ReadableTree {
    Lower L;
    struct ReadableParser *rp;
    TSTree *tree;
    TreeStep *steps;           /* malloc'd */
    uint32_t nsteps, cap, next;
    int produced;
} ReadableTree;

/* Parses src whole (reusing `old`, already edited, when not NULL) for lowering into out (in
 * arena a), the syntax errors reported. False when there is nothing to lower: out is empty
 * (and the reason reported); call readable_tree_end all the same. */
bool readable_tree_begin(ReadableTree *t, Frontend *fe, const Source *src, Graph *out, Arena *a, TSTree *old);
/* Lowers up to the next forward (its modules made and its notes given, in the order of the
 * text): true with its module and node, false when no forward is left. */
bool readable_tree_next(ReadableTree *t, ModuleId *mid, TSNode *fn);
/* Lowers that forward afresh; records it in rec when not NULL (rec->range its node). */
void readable_tree_lower_forward(ReadableTree *t, ModuleId mid, TSNode fn, ReadableForward *rec);
/* Starts and ends a forward's record without lowering it (a forward copied from a last
 * version is recorded as it is copied). */
void readable_forward_record_begin(Lower *L, ReadableForward *rec, ModuleId mid, Span range);
void readable_forward_record_end(Lower *L, ReadableForward *rec);
/* Finishes the graph; the tree goes to *keep when keep is not NULL, else it is deleted.
 * Returns the number of graphs produced (0 or 1). */
int readable_tree_end(ReadableTree *t, TSTree **keep);

#endif
