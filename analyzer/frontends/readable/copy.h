/* The copy stage of the printed-code pipeline (copy.c): copying what lowering a piece (or a
 * forward) gave in one graph into another, as lowering it there would give it: strings pointed
 * at the new text, spans moved, origins renumbered, names read from outside resolved again,
 * reports given again. */
#ifndef FXLINT_READABLE_COPY_H
#define FXLINT_READABLE_COPY_H

#include <stdbool.h>
#include <stdint.h>

#include "frontends/readable/lower.h"
#include "frontends/readable/value.h"

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

/* Copies piece `old`, lowered into graph prev (over a text at address base, len bytes), into
 * module L->mod at `range` (starting at line `row`; `expect`: its forward's statements, for a
 * FIRST piece) as lowering it here would (names it reads from outside resolved now, spans and
 * origins moved, its reports given again); its record for this graph goes to *out when out is
 * not NULL. Returns false, changing nothing, when lowering could give another result here: a
 * name it read from outside is now (un)defined, the origin scan differs. */
bool readable_piece_copy(Lower *L, const Graph *prev, uintptr_t base, uint32_t len, const ReadablePiece *old, Span range,
                         uint32_t row, uint32_t expect, ReadablePiece *out);

#endif
