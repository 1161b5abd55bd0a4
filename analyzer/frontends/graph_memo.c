/* Graphs checked clean in the current input (see graph_memo.h): an open-addressing table of
 * 128-bit hashes, each with its context and its text's copy in the memo's arena. */
#include "frontends/graph_memo.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/oom.h"

/* A graph larger than this is not kept, nor more text than KEEP_BYTES per input: memory stays
 * bounded whatever the input (a repeat past them is checked again, as without a memo). */
#define GRAPH_BYTES ((uint32_t)1 << 20)
#define KEEP_BYTES ((size_t)4 << 20)

typedef struct Entry {
    Hash128 hash;     /* of the text; 0, 0 with no text: empty */
    uint64_t ctx;
    const char *text; /* NULL: empty */
    uint32_t len;
} Entry;

struct GraphMemo {
    Arena arena;  /* the kept texts */
    Entry *slots; /* cap entries, a power of two */
    uint32_t cap, count;
    size_t kept;  /* bytes of text kept since the last clear */
};

GraphMemo *graph_memo_new(void)
{
    GraphMemo *m = calloc(1, sizeof *m);
    if (!m) oom_fail(sizeof *m);
    arena_init(&m->arena);
    return m;
}

void graph_memo_free(GraphMemo *m)
{
    if (!m) return;
    arena_free(&m->arena);
    free(m->slots);
    free(m);
}

void graph_memo_clear(GraphMemo *m)
{
    if (!m->count) return;
    arena_reset(&m->arena);
    memset(m->slots, 0, sizeof *m->slots * m->cap);
    m->count = 0;
    m->kept = 0;
}

/* The slot holding (h, ctx, text) or the empty slot where it would go. */
static Entry *find(const GraphMemo *m, Hash128 h, const char *text, uint32_t len, uint64_t ctx)
{
    for (uint32_t i = (uint32_t)h.lo & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        Entry *e = &m->slots[i];
        if (!e->text) return e;
        if (e->hash.lo == h.lo && e->hash.hi == h.hi && e->ctx == ctx && e->len == len && memcmp(e->text, text, len) == 0)
            return e;
    }
}

bool graph_memo_seen(const GraphMemo *m, const char *text, uint32_t len, uint64_t ctx, Hash128 *hash)
{
    if (len > GRAPH_BYTES) return false; /* never kept: no hash needed */
    *hash = hash_bytes(text, len);
    return m->count && find(m, *hash, text, len, ctx)->text != NULL;
}

static void grow(GraphMemo *m)
{
    uint32_t cap = m->cap ? m->cap * 2 : 64;
    Entry *old = m->slots;
    uint32_t old_cap = m->cap;
    m->slots = calloc(cap, sizeof *m->slots);
    if (!m->slots) oom_fail(sizeof *m->slots * cap);
    m->cap = cap;
    for (uint32_t i = 0; i < old_cap; i++)
        if (old[i].text) *find(m, old[i].hash, old[i].text, old[i].len, old[i].ctx) = old[i];
    free(old);
}

void graph_memo_add(GraphMemo *m, const char *text, uint32_t len, uint64_t ctx, Hash128 hash)
{
    if (len > GRAPH_BYTES || m->kept + len > KEEP_BYTES) return;
    if ((m->count + 1) * 4 > m->cap * 3) grow(m);
    Entry *e = find(m, hash, text, len, ctx);
    if (e->text) return;
    char *copy = arena_alloc_raw(&m->arena, len ? len : 1);
    memcpy(copy, text, len);
    *e = (Entry){hash, ctx, copy, len};
    m->count++;
    m->kept += len;
}
