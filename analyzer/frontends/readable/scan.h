/* The scan stage of the printed-code pipeline: the regular lines PyTorch's printers write,
 * read without tree-sitter. `name: "ann" = torch.ops.ns.op.overload(args)`, `getitem = x[0]`,
 * `name = self.sub`, `l_x_ = L_x_`, `a = b = None`, a bare call, `return (...)` and the
 * `def forward(self, x: "ann", ...):` line are read into a small tree of their own (ScanExpr)
 * when the scanner can prove tree-sitter would read the line as one statement of that shape,
 * with the same node spans; anything else (a comment, a second statement after a ';', a
 * backslash, a keyword of the grammar, a set, a lambda, an f-string, an escape, a tab, a
 * non-ASCII byte, nesting past SCAN_MAX_DEPTH) is declined and tree-sitter reads the line, the
 * parser of record. Whatever byte the descent does not expect where it stands declines the
 * line: there is no other filter. A line read alone as tree-sitter reads it is not enough in a
 * piece: tree-sitter runs a line it cannot end (`c =`) on into the next, so the emit stage
 * parses a piece again whole when one of its parsed statements runs over a scanned line. */
#ifndef FXLINT_READABLE_SCAN_H
#define FXLINT_READABLE_SCAN_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/str.h"

/* Deepest bracket nesting a scanned line may hold. */
#define SCAN_MAX_DEPTH 16

typedef enum ScanKind {
    SX_NAME,      /* identifier (never a keyword) */
    SX_INT,       /* 0, 17: decimal digits */
    SX_FLOAT,     /* 0.125, 1e-05, 1.: digits with a point or an exponent */
    SX_STR,       /* '...' or "...": no prefix, no backslash */
    SX_TRUE,
    SX_FALSE,
    SX_NONE,
    SX_ATTR,      /* a.b.c: names joined by dots */
    SX_CALL,      /* fn(args): fn an SX_NAME or SX_ATTR; kids the arguments (SX_KWARG for `k=v`) */
    SX_KWARG,     /* k = v inside a call: inner the key, kids[0] the value */
    SX_LIST,      /* [a, b] */
    SX_TUPLE,     /* (a, b), (a,), () */
    SX_DICT,      /* {k: v, ...}: kids SX_PAIRs */
    SX_PAIR,      /* k: v inside a dict: kids[0] the key, kids[1] the value */
    SX_SUBSCRIPT, /* v[i] or v[i, j]: kids[0] the value, then the indexes */
    SX_NEG,       /* -x: kids[0] the operand (a number, `inf`, or another atom) */
    SX_UNARY,     /* ~x as a right-hand side: kids[0] the operand */
    SX_BINOP,     /* a OP b (a chain of several in argument position): kids the operands */
} ScanKind;

/* Binary operators, as tree-sitter's token text. */
typedef enum ScanOp {
    SO_ADD, SO_SUB, SO_MUL, SO_TRUEDIV, SO_FLOORDIV, SO_MOD, SO_POW, SO_MATMUL, SO_AND, SO_OR, SO_XOR,
    SO_LSHIFT, SO_RSHIFT, SO_LT, SO_LE, SO_GT, SO_GE, SO_EQ, SO_NE, SO_COUNT
} ScanOp;

typedef struct ScanExpr {
    uint8_t kind;           /* ScanKind */
    uint8_t op;             /* SX_BINOP: the ScanOp of a single operator (SO_COUNT for a chain) */
    bool trailing_comma;    /* SX_SUBSCRIPT: the indexes end in ',' */
    Span span;              /* as tree-sitter's node spans it */
    Span inner;             /* SX_STR: between the quotes; SX_ATTR: the last name; SX_KWARG: the key */
    struct ScanExpr *fn;    /* SX_CALL: the callee */
    struct ScanExpr *kids;
    uint32_t nkids;
} ScanExpr;

typedef enum ScanStmtKind {
    SS_NODE,   /* name[: "ann"] = rhs (a call, a subscript, an attribute, an operator) */
    SS_BIND,   /* name[: "ann"] = other_name */
    SS_DELETE, /* a = b = None */
    SS_CALL,   /* a call whose result is not named */
    SS_RETURN, /* return [value] */
    SS_DEF,    /* def forward(params): */
} ScanStmtKind;

typedef struct ScanParam {
    Span name;
    Span ann;  /* between the annotation's quotes */
    Span span; /* the parameter, annotation included */
    bool has_ann;
} ScanParam;

typedef struct ScanStmt {
    uint8_t kind;       /* ScanStmtKind */
    bool has_ann;
    Span span;          /* the statement (SS_DEF: its line to the ':') */
    Span name;          /* SS_NODE, SS_BIND: the name assigned */
    Span ann;           /* between the annotation's quotes */
    ScanExpr *value;    /* SS_NODE: the rhs; SS_BIND: the name copied; SS_CALL: the call; SS_RETURN:
                           its value, NULL for a bare return */
    ScanParam *params;  /* SS_DEF */
    uint32_t nparams;
} ScanStmt;

/* Reads the statement text[from, to) (a logical line's code: no indentation, no newline; the
 * printer's deletion after a ';' already cut off) into *out, its trees in `a`. False, with
 * nothing of use in *out, for a line it declines. */
bool readable_scan_statement(Arena *a, const char *text, uint32_t from, uint32_t to, ScanStmt *out);
/* The same for the line of a `def forward`: text[from, to) from `def` to the end of the line. */
bool readable_scan_def(Arena *a, const char *text, uint32_t from, uint32_t to, ScanStmt *out);

#endif
