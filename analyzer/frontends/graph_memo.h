/* The graphs of one input already checked clean: a log that prints a graph again (the same
 * graph before and after a pass that changed nothing, a recompile of the same code) gets it
 * checked once. A graph is remembered with its context (everything besides its text that the
 * check reads: format, stage, whether it came from a log) only when its check found nothing at
 * all, so skipping a repeat changes no output, only the work. The text is kept and compared
 * byte for byte (the hash only finds the candidate); what is kept is bounded per input. */
#ifndef FXLINT_GRAPH_MEMO_H
#define FXLINT_GRAPH_MEMO_H

#include <stdbool.h>
#include <stdint.h>

#include "base/hash.h"

typedef struct GraphMemo GraphMemo;

GraphMemo *graph_memo_new(void);
void graph_memo_free(GraphMemo *m); /* NULL is fine */
/* Forgets everything: a new input begins. */
void graph_memo_clear(GraphMemo *m);
/* Whether text (len bytes) was remembered with context ctx in this input; *hash is set to the
 * text's hash, for graph_memo_add of the same text. */
bool graph_memo_seen(const GraphMemo *m, const char *text, uint32_t len, uint64_t ctx, Hash128 *hash);
/* Remembers text (hash as graph_memo_seen gave it) with ctx, a copy of it, unless it is too
 * large or the input's allowance is spent. */
void graph_memo_add(GraphMemo *m, const char *text, uint32_t len, uint64_t ctx, Hash128 hash);

#endif
