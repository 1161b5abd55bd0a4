/* The emit stage of the printed-code pipeline, the last (emit.c): drives the stages over one
 * text and hands on its graph. A text the plan cuts is parsed and lowered piece by piece (each
 * piece's lines scanned where the scan stage can, the rest parsed), on helper threads when
 * the Frontend has them; any other text is parsed whole. fe_readable.h is its public face; the
 * step-by-step walk below is for the language server's layer above (incr*.c), which copies
 * pieces from a document's last version and asks the pipeline for the others. */
#ifndef FXLINT_READABLE_EMIT_H
#define FXLINT_READABLE_EMIT_H

#include <stdbool.h>
#include <stdint.h>

#include "frontends/frontend.h"
#include "frontends/readable/value.h"

/* A parse in pieces, walked step by step. */
typedef struct ReadablePieces ReadablePieces;

/* The piece a walk stands at. */
typedef struct ReadablePieceAt {
    Span range;      /* its text */
    uint8_t kind;    /* PieceKind */
    uint32_t row;    /* its first line */
    uint32_t expect; /* FIRST: the statements of its forward's body */
} ReadablePieceAt;

/* Starts the parse of src in pieces into out (in arena a), on the Frontend's threads when
 * `threads`: NULL, changing nothing, when the text is not one the plan cuts (the caller
 * parses it whole). */
ReadablePieces *readable_pieces_begin(Frontend *fe, const Source *src, Graph *out, Arena *a, bool threads);
/* Does the plan's steps up to its next piece (modules, notes, the end of a forward): true with
 * the piece in *at; false when the plan is done, or when the parse must decline (out of time:
 * readable_pieces_end then declines). */
bool readable_pieces_next(ReadablePieces *r, ReadablePieceAt *at);
/* Parses and lowers the piece the walk stands at, recording it in rec when not NULL. False
 * when it declines: its tree is not clean or not what the outline promised. */
bool readable_pieces_lower(ReadablePieces *r, ReadablePiece *rec);
/* The lowering state, for a caller that copies the piece it stands at instead of lowering it. */
Lower *readable_pieces_state(ReadablePieces *r);
/* Ends the walk and frees r: the number of graphs produced (0 or 1), or, when `declined` (a
 * piece declined) or when readable_pieces_next stopped for the time budget, -1 with out
 * emptied and fe's diagnostics as they were (what was lowered stays in `a`, unused). */
int readable_pieces_end(ReadablePieces *r, bool declined);

#endif
