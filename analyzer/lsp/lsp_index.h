/* What the editor features navigate by, for one text of a document: the modules, nodes and
 * `# File:` origin comments of its graphs, with their places as byte spans of the document,
 * and every place a node or subgraph is named. Built from the graph model (never from syntax)
 * on first use after an edit, and kept with the document until its text changes. */
#ifndef FXLINT_LSP_INDEX_H
#define FXLINT_LSP_INDEX_H

#include <stdbool.h>
#include <stdint.h>

#include "base/source.h"
#include "lsp/lsp_check.h"
#include "lsp/lsp_doc.h"
#include "model/graph.h"

#define LSP_INDEX_NONE UINT32_MAX

typedef struct LspIndexModule {
    const char *name;   /* class name as printed: GraphModule, true_graph_0 */
    const char *path;   /* GraphModule.true_graph_0 */
    const char *graph;  /* roots of a trace log's graphs: "compile 0/0 aot_forward_graph"; else NULL */
    uint32_t parent;    /* index in modules; LSP_INDEX_NONE for a graph's root */
    Span head;          /* the class line (def line of a bare forward, `graph():` of FX IR) */
    Span name_span;     /* the class name within head; head itself when it does not spell it */
    Span range;         /* head to the end of its last statement, nested classes included */
    bool printed;       /* false: referenced by get_attr, class not in the dump (head is that line) */
    uint32_t first_node, nnodes; /* its nodes: nodes[first_node, first_node + nnodes) */
} LspIndexModule;

typedef struct LspIndexNode {
    const char *name;
    uint32_t module;    /* index in modules */
    NodeKind kind;
    Span def;           /* its name where it is defined (`return` for outputs) */
    Span stmt;          /* the whole statement */
    uint32_t origin;    /* index in origins, or LSP_INDEX_NONE */
    uint32_t submodule; /* a get_attr of a subgraph: that module's index; else LSP_INDEX_NONE */
    bool hop;           /* a higher-order-op call */
    const char *detail; /* for outlines: a HOP's target and subgraphs, an output's values; or NULL */
} LspIndexNode;

typedef enum LspRefRole {
    LSP_REF_DEF,    /* a node's name where it is defined: target is a node */
    LSP_REF_USE,    /* a node's name used as an argument or returned: target is a node */
    LSP_REF_ATTR,   /* `self.true_graph_0` of a get_attr: target is the module */
    LSP_REF_CLASS,  /* a subgraph's class name: target is the module */
    LSP_REF_ORIGIN, /* a `# File:` comment: target is an origin */
} LspRefRole;

typedef struct LspIndexRef {
    Span span;
    LspRefRole role;
    uint32_t target;
} LspIndexRef;

typedef struct LspIndexOrigin {
    const char *file;   /* as printed */
    uint32_t line;      /* 1-based */
    const char *code;   /* the user's line as quoted (may be "") */
    Span span;          /* the comment */
} LspIndexOrigin;

typedef struct LspIndex {
    const LspIndexModule *modules;
    uint32_t nmodules;
    const LspIndexNode *nodes;
    uint32_t nnodes;
    const LspIndexRef *refs; /* sorted by span start */
    uint32_t nrefs;
    const LspIndexOrigin *origins;
    uint32_t norigins;
} LspIndex;

/* The index of d's current text: kept with d (in d->index_arena) until the text changes,
 * else built by running the front end over the text (lsp_check_each_graph). Never NULL: a
 * text without graphs gives an empty index. */
const LspIndex *lsp_index_get(LspChecker *ck, LspDoc *d);

/* The reference whose span holds byte offset off, or NULL. */
const LspIndexRef *lsp_index_ref_at(const LspIndex *ix, uint32_t off);
/* The node whose statement holds off (the narrowest), or LSP_INDEX_NONE. */
uint32_t lsp_index_node_at(const LspIndex *ix, uint32_t off);

#endif
