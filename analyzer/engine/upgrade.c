/* The upgrade diff: findings matched by fingerprint through an open-addressing table of
 * counts, then graphs judged from the errors each release reports in them. */
#include "engine/upgrade.h"

#include <stdlib.h>
#include <string.h>

#include "base/hash.h"
#include "engine/baseline.h"

typedef struct Slot {
    const char *key; /* NULL: empty */
    uint32_t count;  /* baseline: findings of `from` not matched yet; graphs: a bit per release */
} Slot;

typedef struct Table {
    Slot *slots;
    uint32_t cap; /* a power of two, at least twice the keys */
} Table;

static void table_init(Table *t, Arena *a, uint32_t n)
{
    t->cap = 16;
    while (t->cap < n * 2 + 2) t->cap *= 2;
    t->slots = ARENA_ARRAY(a, Slot, t->cap);
}

static Slot *table_slot(Table *t, const char *key)
{
    uint32_t i = (uint32_t)hash_bytes(key, strlen(key)).lo & (t->cap - 1);
    while (t->slots[i].key && strcmp(t->slots[i].key, key) != 0) i = (i + 1) & (t->cap - 1);
    if (!t->slots[i].key) t->slots[i].key = key;
    return &t->slots[i];
}

static void add_copy(DiagList *out, const Diag *d, DiagDelta delta)
{
    DiagList one = {out->arena, (Diag *)d, 1, 1};
    diag_list_merge(out, &one);
    out->items[out->len - 1].delta = delta;
}

enum { REJECTED_FROM = 1, REJECTED_TO = 2 };

static void note_graph(Table *graphs, Arena *a, const Diag *d, unsigned bit)
{
    if (d->severity != SEV_ERROR) return;
    Slot *s = table_slot(graphs, arena_printf(a, "%s\n%u", d->file, d->graph));
    s->count |= bit;
}

void upgrade_diff(const DiagList *from, const DiagList *to, DiagList *out, UpgradeSummary *s)
{
    Arena a;
    arena_init(&a);
    s->new_findings = s->gone_findings = s->both_findings = 0;
    s->graphs_broken = s->graphs_fixed = s->graphs_rejected_both = 0;
    Table left, graphs;
    table_init(&left, &a, from->len + to->len);
    table_init(&graphs, &a, from->len + to->len);
    const char **fp_from = ARENA_ARRAY(&a, const char *, from->len + 1);
    for (uint32_t i = 0; i < from->len; i++) {
        fp_from[i] = baseline_fingerprint(&a, &from->items[i]);
        table_slot(&left, fp_from[i])->count++;
        note_graph(&graphs, &a, &from->items[i], REJECTED_FROM);
    }
    for (uint32_t i = 0; i < to->len; i++) {
        const Diag *d = &to->items[i];
        Slot *slot = table_slot(&left, baseline_fingerprint(&a, d));
        bool both = slot->count > 0;
        if (both) slot->count--;
        add_copy(out, d, both ? DELTA_BOTH : DELTA_NEW);
        if (both) s->both_findings++;
        else s->new_findings++;
        note_graph(&graphs, &a, d, REJECTED_TO);
    }
    /* a fingerprint's first (all - left) findings of `from` were matched; the rest are gone */
    Table all;
    table_init(&all, &a, from->len);
    for (uint32_t i = 0; i < from->len; i++) table_slot(&all, fp_from[i])->count++;
    Table used;
    table_init(&used, &a, from->len);
    for (uint32_t i = 0; i < from->len; i++) {
        uint32_t matched = table_slot(&all, fp_from[i])->count - table_slot(&left, fp_from[i])->count;
        Slot *u = table_slot(&used, fp_from[i]);
        if (u->count++ < matched) continue;
        add_copy(out, &from->items[i], DELTA_GONE);
        s->gone_findings++;
    }
    for (uint32_t i = 0; i < graphs.cap; i++) {
        unsigned bits = graphs.slots[i].count;
        if (bits == REJECTED_TO) s->graphs_broken++;
        else if (bits == REJECTED_FROM) s->graphs_fixed++;
        else if (bits == (REJECTED_FROM | REJECTED_TO)) s->graphs_rejected_both++;
    }
    arena_free(&a);
    diag_list_sort(out);
}
