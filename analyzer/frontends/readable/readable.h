/* Private to the printed-code front end (fe_readable.c, readable_expr.c): the lowering state
 * shared by the statement walker and the expression lowerer. Only these files see TSNodes. */
#ifndef FXLINT_READABLE_H
#define FXLINT_READABLE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "base/arena.h"
#include "base/intern.h"
#include "frontends/fe_readable.h"
#include "frontends/frontend.h"
#include "model/graph.h"
#include "base/source.h"
#include "frontends/readable/outline.h"
#include "frontends/readable/scan.h"

/* Deepest expression nesting lowered structurally; anything deeper is kept as raw text. */
#define READABLE_MAX_DEPTH 64

/* A diagnostic lowering gave inside a forward, kept to be given again when the forward is
 * reused in a later document version (readable_reuse.c). */
typedef struct ReadableReport {
    Span span;
    uint32_t rule;
    Severity sev;
    const char *message; /* in the graph arena */
} ReadableReport;

/* A name bound to an existing node (`l_x_ = L_x_`) when the module held `at` nodes. */
typedef struct ReadableBind {
    Str alias;
    NodeId id;
    uint32_t at;
} ReadableBind;

/* What lowering one `def forward` gave besides its module's nodes: enough to copy it into a
 * later version's graph instead of lowering it again. Lives in the graph's arena. */
typedef struct ReadableForward {
    Span range;               /* the function_definition node, in this version's text */
    ModuleId mod;             /* its module in this version's graph */
    uint32_t origin0, norigins; /* the origins it added, in order */
    bool broken, script;      /* the lowering's inputs besides the forward's own text and tree */
    VEC(ReadableReport) reports;
    VEC(ReadableBind) binds;
} ReadableForward;

/* The pieces of a chunked parse (readable_chunk.c). */
typedef enum PieceKind {
    PIECE_CHECK, /* parsed to see that it is clean; nothing in it is lowered */
    PIECE_FIRST, /* a forward's def line and the first statements of its body */
    PIECE_MORE,  /* more statements of the body */
} PieceKind;

/* What lowering one piece of a chunked parse read from outside the piece and gave besides
 * its nodes: enough to copy it into a later version's graph, where the text of the piece did
 * not change, instead of parsing and lowering it again (readable_reuse_pieces.c). Lives in the
 * graph's arena. */
typedef struct ReadableLookup {
    Str name;         /* in the graph's arena */
    bool found;       /* whether a node or alias outside the piece had the name */
} ReadableLookup;

typedef struct ReadablePieceBind {
    Span alias, from; /* `alias = from`, in this version's text */
    uint32_t at;      /* the piece's nodes made before it */
} ReadablePieceBind;

typedef struct ReadablePiece {
    Span range;                 /* in this version's text */
    uint8_t kind;               /* PieceKind of readable_chunk.c */
    ModuleId mod;
    uint32_t node0, nnodes;     /* its nodes in module mod */
    uint32_t origin0, norigins; /* the origins it added */
    uint32_t origin_in, origin_out; /* the origin in force before and after it */
    int32_t line_in, line_out;  /* the origin scan's next line, relative to its first */
    bool broken, script;        /* the file-wide inputs of its lowering */
    bool outside;               /* its origins came from a comment before its text (inside the
                                   last statement of the piece before): not to be copied */
    bool line_free;             /* lowered on its own: its origin scan began at its first line */
    VEC(ReadableLookup) lookups; /* names it looked up that it did not define, once each */
    VEC(ReadablePieceBind) binds;
    VEC(Span) pending;          /* its names used before a definition */
    VEC(ReadableReport) reports;
} ReadablePiece;

struct ReadableReuse;
struct ReadablePieceReuse;

typedef struct Lower {
    Frontend *fe;
    const Source *src;
    Graph *g;
    Arena *a;         /* the graph's arena: nodes, values, names built here */
    Arena *scratch;   /* child lists, probe buffers: rewound after each piece of a chunked
                         parse, reset when the parse returns */
    Arena *keep;      /* lives until the parse returns: names waiting for a definition */
    MetaCache metas;  /* annotations parsed so far (in the graph's arena) */
    Intern strs;      /* targets, keywords, string and symbol values (in the graph's arena):
                         the model keeps no pointer into text a chunked parse is done with,
                         but the names and spans of its statements */
    ModuleId mod;     /* module whose forward is being lowered */
    uint32_t origin;  /* origin of the statements being lowered, NONE_ID when none */
    uint32_t line;    /* next source line to scan for origin comments */
    bool broken;      /* the file has syntax errors: undefined names are their fallout */
    bool script;      /* the graph class has methods besides forward (a minifier or
                         fx_graph_runnable `Repro`): a free name may be a module global */
    /* Names used before any definition in this forward, kept as VK_EXPR until the body is
     * done: FX prints an output node placed early before the nodes it returns. */
    VEC(Span) pending;
    /* One cursor for every child walk of the parse (readable_children and friends): reset
     * per walk, so its stack is allocated once, not once per node. Valid during the parse. */
    TSTreeCursor cursor;
    /* Incremental parses only (NULL otherwise): the previous version's forwards, and the
     * record of the forward being lowered now, which reports and bindings are added to. */
    struct ReadableReuse *reuse;
    ReadableForward *capture;
    /* Chunked parses: the long literal lists whose tail the parser did not read; with reuse
     * (incremental parses), the previous version's pieces, and the record of the piece being
     * lowered now. */
    const ReadableList *lists;
    uint32_t nlists;
    struct ReadablePieceReuse *pieces;
    ReadablePiece *pcap;
    /* A piece lowered on its own (readable_chunk.c, several threads): its reports are only
     * recorded, and a name it does not define is guessed from the statements before it. */
    bool quiet;
    bool (*defined_before)(const struct Lower *L, Str name);
    const void *guess;        /* defined_before's context */
} Lower;

/* The node a name outside a piece lowered on its own is guessed to be: resolved again, by
 * name, when the piece is copied into the graph. */
#define READABLE_OUTSIDE (NONE_ID - 1)
/* The origin in force before such a piece: whichever the graph has when it is copied. */
#define READABLE_ORIGIN_IN (NONE_ID - 1)

static inline Span ts_span(TSNode n) { return (Span){ts_node_start_byte(n), ts_node_end_byte(n)}; }
static inline bool ts_is(TSNode n, const char *type) { return strcmp(ts_node_type(n), type) == 0; }

/* Text of a node, read from the original source (never from the parser's patched copy). */
static inline Str lower_text(const Lower *L, TSNode n)
{
    uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
    if (e > L->src->len) e = L->src->len;
    if (s > e) s = e;
    return str_make(L->src->text + s, e - s);
}

/* Field ids of the grammar, looked up once (by name it is a scan over every field name). */
typedef enum ReadableField {
    RF_ARGUMENT, RF_ARGUMENTS, RF_ATTRIBUTE, RF_BODY, RF_FUNCTION, RF_KEY, RF_LEFT, RF_NAME,
    RF_OBJECT, RF_OPERATOR, RF_PARAMETERS, RF_RIGHT, RF_TYPE, RF_VALUE, RF_COUNT
} ReadableField;
extern TSFieldId readable_field_ids[RF_COUNT];
/* The child in field f of node n: FIELD(stmt, RIGHT). */
#define FIELD(n, f) ts_node_child_by_field_id((n), readable_field_ids[RF_##f])

/* Grammar symbols the lowering tests nodes against, looked up once: comparing ts_node_symbol
 * is one load, where ts_node_type + strcmp was a table read and a string compare. Named
 * symbols, except the RS_TOK_ punctuation. */
typedef enum ReadableSym {
    RS_ARGUMENT_LIST, RS_ASSIGNMENT, RS_ATTRIBUTE, RS_AUGMENTED_ASSIGNMENT, RS_BINARY_OPERATOR, RS_CALL,
    RS_CLASS_DEFINITION, RS_COMMENT, RS_COMPARISON_OPERATOR, RS_DEFAULT_PARAMETER, RS_DICTIONARY,
    RS_ELLIPSIS, RS_ERROR, RS_ESCAPE_SEQUENCE, RS_EXPRESSION_LIST, RS_EXPRESSION_STATEMENT, RS_FALSE,
    RS_FLOAT, RS_FUNCTION_DEFINITION, RS_IDENTIFIER, RS_INTEGER, RS_KEYWORD_ARGUMENT, RS_LIST, RS_NONE,
    RS_NOT_OPERATOR, RS_PAIR, RS_PARENTHESIZED_EXPRESSION, RS_PASS_STATEMENT, RS_RETURN_STATEMENT,
    RS_SLICE, RS_STRING, RS_STRING_CONTENT, RS_STRING_END, RS_STRING_START, RS_SUBSCRIPT, RS_TRUE,
    RS_TUPLE, RS_TYPED_DEFAULT_PARAMETER, RS_TYPED_PARAMETER, RS_UNARY_OPERATOR,
    RS_TOK_COLON, RS_TOK_COMMA, RS_TOK_MINUS, RS_TOK_PLUS, RS_TOK_TILDE, RS_COUNT
} ReadableSym;
extern TSSymbol readable_syms[RS_COUNT];
/* Whether n is a node of symbol s: SYM_IS(stmt, EXPRESSION_STATEMENT). */
#define SYM_IS(n, s) (ts_node_symbol(n) == readable_syms[RS_##s])

/* Most helper threads a chunked parse uses (readable_parallel.c). */
#define READABLE_MAX_HELPERS 15

/* The cached parser (one per Frontend, created on first use) and its arenas. */
struct ReadableParser {
    TSParser *parser;
    TSParser *helpers[READABLE_MAX_HELPERS]; /* helper threads' parsers, made on first use */
    bool language_ok; /* false when the tree-sitter runtime rejects the grammar's ABI */
    Arena scratch;
    Arena keep;
    int32_t chunking; /* fe_readable_set_chunking */
    bool scanning;    /* fe_readable_set_scanning */
    uint64_t scanned; /* statements and def lines the scan stage read, all parses (fe_readable_scanned) */
    uint32_t last_pieces; /* pieces the last parse was cut into; 0 when it was parsed whole */
};
struct ReadableParser *readable_parser_get(Frontend *fe);

/* readable_tree.c: reports an input problem at sp (frontend_report_sev), and keeps it in
 * L->capture when a forward's lowering is being recorded. */
void readable_report(Lower *L, Span sp, uint32_t rule, Severity sev, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* A copy of text (in scratch) where each `<lambda>` reads `_lambda_`, same
 * length; text itself when it holds none. */
const char *readable_patch_lambdas(Arena *scratch, const char *text, uint32_t len);
/* Reports ERROR and MISSING nodes under root as FX901 (at most max_reports of them), except
 * inside annotations that still read as metadata and wholly before byte `from` (text ahead
 * of the graph, such as the module repr print(gm) writes first); one more diagnostic counts
 * the rest. Returns how many were found. */
uint32_t readable_report_syntax(Lower *L, TSNode root, uint32_t from, uint32_t max_reports);
/* readable_expr.c: reports a name that nothing in forward defines: an error in a printed
 * graph, where FX only refers to nodes, an info note in a script, where it may be a module
 * global. */
void readable_report_undefined(Lower *L, Span sp, Str name);

/* Children of n (named only, comments left out, when `named`), in order, in the scratch arena.
 * Returns the count. Uses L->cursor: ts_node_child(n, i) walks from the first child each time. */
uint32_t readable_children(Lower *L, TSNode n, bool named, TSNode **out);
/* The first named child of n that is not a comment; a null node (ts_node_is_null) if none. */
TSNode readable_first_named(Lower *L, TSNode n);
/* The children of n in the grammar's fields, in one walk: out[RF_x] is what FIELD(n, x)
 * gives (the first child in field x, a null node when none). */
void readable_fields(Lower *L, TSNode n, TSNode out[RF_COUNT]);
/* Printable, single-line excerpt of s (at most max bytes) for messages, in the scratch arena. */
const char *readable_excerpt(Lower *L, Str s, uint32_t max);

/* Resolves the pending names of module L->mod against its final bindings; reports the
 * rest as FX903. Call after the last statement of a forward. */
void readable_resolve_pending(Lower *L);

/* fe_readable.c: the span of a class or def header starting at byte s: to the end of its line. */
Span readable_header_span(const Lower *L, uint32_t s);
/* fe_readable.c: for a subgraph class without a forward whose header at byte s ends the text
 * (from header_end on only blanks): the dump was cut right after the header, FX901 there. */
void readable_report_cut_class(Lower *L, uint32_t s, uint32_t header_end, Str name);
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


/* readable_reuse_pieces.c: graph_lookup in module L->mod, recorded in L->pcap when the name
 * is not one the piece being lowered defined. */
NodeId readable_lookup(Lower *L, Str name);
/* Records an alias the piece being lowered binds (`alias = from`), and a name it leaves
 * pending; nothing outside a recorded piece. */
void readable_piece_bind(Lower *L, Span alias, Span from);
void readable_piece_pending(Lower *L, Span name);
/* Starts and ends the record of the piece `range` (of kind `kind`, starting at line `row`)
 * lowered afresh into module L->mod. */
void readable_piece_begin(Lower *L, ReadablePiece *rec, Span range, uint8_t kind, uint32_t row);
void readable_piece_end(Lower *L, ReadablePiece *rec);
/* The previous version's record of a piece with this text at `range`, when there is one. */
const ReadablePiece *readable_piece_find(Lower *L, Span range, uint8_t kind);
/* Copies piece `old`, lowered into graph prev (over a text at address base, len bytes), into
 * module L->mod at `range` (starting at line `row`; `expect`: its forward's statements, for a
 * FIRST piece) as lowering it here would (names it reads from outside resolved now, spans and
 * origins moved, its reports given again), and records it when L->pieces. Returns false,
 * changing nothing, when lowering could give another result here: a name it read from outside
 * is now (un)defined, the origin scan differs. */
bool readable_piece_copy(Lower *L, const Graph *prev, uintptr_t base, uint32_t len, const ReadablePiece *old, Span range,
                         uint32_t row, uint32_t expect);
/* The same from the last version's graph (L->pieces). */
bool readable_piece_copy_last(Lower *L, const ReadablePiece *old, Span range, uint32_t row, uint32_t expect);
/* Records an unchanged CHECK piece (parsed clean before, so clean now). */
void readable_piece_keep(Lower *L, Span range, uint8_t kind);
/* The reuse state of a chunked parse (in `a`, the new graph's arena): the last version's graph
 * and pieces, their ranges moved through the edits (`now`), and its text's address. */
struct ReadablePieceReuse *readable_pieces_new(Arena *a, const Graph *prev, const ReadablePiece *recs, uint32_t nrecs,
                                               const Span *now, uintptr_t base, uint32_t len);
/* What the parse recorded (in the new graph's arena) and how many pieces it copied/lowered. */
void readable_pieces_result(const struct ReadablePieceReuse *r, const ReadablePiece **recs, uint32_t *nrecs,
                            uint32_t *reused, uint32_t *lowered);

/* readable_parallel.c: pieces of a chunked parse worked on helper threads. */
/* What a thread that works pieces owns: its parser, arenas and child-walk cursor. */
typedef struct ReadableThread {
    TSParser *parser;
    Arena scratch, keep;
    TSTreeCursor cursor;
    bool have_cursor;
} ReadableThread;
void readable_thread_init(ReadableThread *t, TSParser *parser);
void readable_thread_fini(ReadableThread *t);
/* Works piece `piece` of `plan` on thread t; returns its result (malloc'd, opaque). */
typedef void *(*ReadableWorkFn)(ReadableThread *t, const void *plan, uint32_t piece);
struct ReadablePipeline;
/* Starts threads - 1 helpers working pieces 0..npieces-1, a bounded number ahead of the
 * pieces taken. NULL (nothing started) when threads < 2 or there are too few pieces to share:
 * the caller works each piece itself. */
struct ReadablePipeline *readable_pipeline_start(struct ReadableParser *rp, unsigned threads, uint32_t npieces,
                                                 ReadableWorkFn work, const void *plan);
/* The result of piece k (taken in ascending order, each once; the caller owns it), worked by
 * a helper or, rather than waiting, on `own` here. */
void *readable_pipeline_take(struct ReadablePipeline *pl, ReadableThread *own, uint32_t k);
/* Stops the helpers, drops the results not taken, frees pl (NULL is ignored). */
void readable_pipeline_stop(struct ReadablePipeline *pl, void (*drop)(void *result));

/* readable_chunk.c: parses src in pieces (each class member, each forward body in runs of
 * whole statements) and lowers them in order into out, as readable_parse_tree would lower the
 * whole text. Returns the number of graphs produced (0 or 1), or -1 when the text is not one
 * it cuts (syntax errors, an outline it cannot be sure of): then out is empty, fe's
 * diagnostics are as they were (what was lowered stays in `a`, unused), and the caller
 * parses it whole. */
int readable_parse_chunked(Frontend *fe, const Source *src, Graph *out, Arena *a, struct ReadablePieceReuse *reuse);

/* readable_expr.c: an argument expression as a Value (node refs, literals, containers, dtypes,
 * devices, slices, raw text for the rest). Undefined names are reported (FX903). */
Value readable_value(Lower *L, TSNode e);
/* Fills kind, target, args and kwargs of n from the right-hand side of `name = rhs`. Returns
 * false, after reporting FX907, when rhs is not something a graph node prints as. */
bool readable_rhs(Lower *L, TSNode rhs, Node *n);
/* An operator-module target built by hand: kind TK_OPERATOR, qualname "operator.<op>". */
Target readable_operator_target(Lower *L, const char *op);
/* Argument list of a call (positional values and `key = value` pairs) into n. */
void readable_call_args(Lower *L, TSNode arglist, Node *n, const Value *first);
/* The same two from the scan stage's trees: a value as readable_value reads the tree-sitter
 * node of the same text, a right-hand side as readable_rhs does. */
Value readable_scan_value(Lower *L, const ScanExpr *e);
bool readable_scan_rhs(Lower *L, const ScanExpr *e, Node *n);

/* fe_readable.c: parses src (reusing `old`, already edited, when not NULL) and lowers it into
 * out (in arena a). The new tree goes to *keep when keep is not NULL, else it is deleted.
 * With reuse (incremental parses), unchanged forwards are copied from the previous version
 * and every forward's record is kept. Returns the number of graphs produced (0 or 1). */
int readable_parse_tree(Frontend *fe, const Source *src, Graph *out, Arena *a, TSTree *old, TSTree **keep,
                        struct ReadableReuse *reuse);

/* readable_reuse.c: copying lowered nodes from the last version's graph into L's. */
typedef struct ReadableCopy {
    Lower *L;              /* copied into: its graph, arena, interned strings, annotations */
    uintptr_t base;        /* the old text (its bytes are not read: it may be gone) */
    uint32_t len;
    uint32_t from, to;     /* the copied range of the old text */
    uint32_t shift;        /* added to old offsets (mod 2^32: a move towards 0 wraps back) */
} ReadableCopy;
/* A slice of the copied old text as the same bytes of L's text; another string interned. */
Str readable_copy_str(const ReadableCopy *c, Str s);
/* A span inside the copied range, moved; any other span as it is. */
Span readable_copy_span(const ReadableCopy *c, Span s);
/* Node n of the old graph as L's graph holds it: strings, spans and annotations copied; a
 * statement's origin old_in (the one in force before the copied text) becoming new_in, the
 * others renumbered from old0 to new0; users and submodule left to graph_finish. Node
 * references are kept as they are. */
Node readable_copy_node(const ReadableCopy *c, const Node *n, uint32_t old_in, uint32_t new_in, uint32_t old0,
                        uint32_t new0);
/* Adds origins [origin0, origin0 + n) of prev to L's graph, copied. */
void readable_copy_origins(const ReadableCopy *c, const Graph *prev, uint32_t origin0, uint32_t n);

/* readable_reuse.c: after the reparse, the last version's tree (edited; NULL for none) and
 * the new one, both alive until lowering ends. */
void readable_reuse_trees(struct ReadableReuse *r, const TSTree *old, const TSTree *tree);
/* Copies the previous version's lowering of the forward fn into module mid of L->g (spans
 * moved, strings pointed at the new text, origins renumbered, its reports given again) when
 * neither its text nor its tree changed. Returns false, doing nothing, otherwise. */
bool readable_reuse_forward(Lower *L, ModuleId mid, TSNode fn);
/* Starts and ends the record of a forward lowered afresh into module mid. */
void readable_reuse_begin(Lower *L, ReadableForward *rec, ModuleId mid, Span range);
void readable_reuse_end(Lower *L, ReadableForward *rec);

#endif
