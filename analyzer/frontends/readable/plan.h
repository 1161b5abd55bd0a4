/* The plan stage of the printed-code pipeline (after the outline): the pieces a text is parsed
 * and lowered in, and the steps that walk them in order. PyTorch's printer makes a dump's parts
 * independent: each class member stands alone, and a forward body is a run of statements that
 * each stand alone (the `# File:` comments before a statement go with it). So the text is cut
 * into pieces: each forward's def line with the first statements of its body, then the rest of
 * the body in runs of whole statements, and every other member in runs of its own. Piece
 * boundaries come from the content of the statement they precede, so an edit moves only the
 * boundaries near it. */
#ifndef FXLINT_READABLE_PLAN_H
#define FXLINT_READABLE_PLAN_H

#include <stdbool.h>
#include <stdint.h>

#include "base/source.h"
#include "frontends/readable/outline.h"

/* Deepest class nesting followed; printouts nest one level per HOP, so this is generous. */
#define READABLE_MAX_CLASS_DEPTH 64

typedef enum PieceKind {
    PIECE_CHECK, /* parsed to see that it is clean; nothing in it is lowered */
    PIECE_FIRST, /* a forward's def line and the first statements of its body */
    PIECE_MORE,  /* more statements of the body */
} PieceKind;

typedef struct Piece {
    uint32_t start, end;        /* bytes of the text */
    uint32_t row;               /* line of start, which is at column 0 */
    uint32_t end_row, end_col;  /* position of end */
    uint32_t line;              /* its first logical line (a FIRST piece's def) */
    uint32_t forward;           /* FIRST and MORE: the line of its forward's def */
    uint32_t expect;            /* FIRST and MORE: the statements of its forward's body */
    uint8_t kind;               /* PieceKind */
    bool scan;                  /* FIRST and MORE: its lines may be scanned (the scan stage is on) */
    bool flatten;               /* its forward's placeholders come from a pytree flatten: its def
                                   line goes to tree-sitter with the flatten */
} Piece;

typedef enum StepKind {
    STEP_MODULE,           /* line: a class (or the bare def) made module arg's child */
    STEP_FORWARD,          /* line: the def of module arg's forward; its pieces follow */
    STEP_PIECE,            /* arg: the piece to parse (and lower, for a forward's) */
    STEP_END,              /* the forward is complete */
    STEP_SECOND_GRAPH,     /* line: a graph after the first, which is not read */
    STEP_SECOND_FORWARD,   /* line: a second forward in one class, ignored */
    STEP_TOO_DEEP,         /* line: a class nested too deep to be read */
    STEP_CLASS_NO_FORWARD, /* line: a nested class without a forward (cut, when it ends the text) */
} StepKind;

typedef struct Step {
    uint8_t kind;
    uint32_t line;
    uint32_t arg;
    uint32_t count; /* STEP_FORWARD: the statements of its body */
    Str attr;       /* STEP_MODULE: the attribute its parent names it by, when that is not its
                       class name (fx_graph_runnable's top-level subgraph classes); empty else */
} Step;

typedef struct Plan {
    const Source *src;
    const char *text;
    uint32_t len;
    uint32_t eof_row, eof_col;
    const ReadableOutline *o;
    int32_t chunking;
    uint32_t mask;              /* content-defined cuts: hash bits that must be zero */
    Piece *pieces;
    uint32_t npieces, pcap;
    Step *steps;
    uint32_t nsteps, scap;
    ModuleId nmodules;
    bool script;                /* the graph class has methods besides forward */
    bool graph;                 /* the text holds a graph */
    bool scanning;              /* the scan stage is on */
    /* while planning: the run of sibling members being gathered into CHECK pieces, and the
     * forward whose pieces are being planned */
    bool run_open;
    uint32_t run_start, run_end;
    uint32_t forward, expect;
    bool flatten;
} Plan;

/* The plan of src (outline o) in pieces of about `chunking` bytes (0: one statement each),
 * into *p; free it with readable_plan_free. `scanning`: the pieces' lines may be scanned. */
void readable_plan(Plan *p, const Source *src, const ReadableOutline *o, int32_t chunking, bool scanning);
void readable_plan_free(Plan *p);

/* The code of outline line l as the scan stage takes it: from its first byte of code to the
 * printer's deletion after a ';' (or to the end of its last physical line). False for a line
 * it never takes: one that holds a long literal list (its tail is not parsed). *skip: a cursor
 * over the outline's skips, at or before the first at or after l (lines are taken in order). */
bool readable_line_code(const Plan *p, const ReadableLine *l, uint32_t *from, uint32_t *to, uint32_t *skip);

#endif
