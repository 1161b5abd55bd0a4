/* Open-addressing table of interned strings; see intern.h. */
#include "base/intern.h"

#include <string.h>

struct InternSlot {
    uint32_t hash; /* 0: empty */
    uint32_t index;
};

void intern_init(Intern *t, Arena *a)
{
    memset(t, 0, sizeof *t);
    t->a = a;
}

static void grow(Intern *t)
{
    uint32_t cap = t->cap ? t->cap * 2 : 64;
    struct InternSlot *slots = ARENA_ARRAY(t->a, struct InternSlot, cap);
    for (uint32_t i = 0; i < t->cap; i++) {
        if (!t->slots[i].hash) continue;
        uint32_t j = t->slots[i].hash & (cap - 1);
        while (slots[j].hash) j = (j + 1) & (cap - 1);
        slots[j] = t->slots[i];
    }
    t->slots = slots;
    t->cap = cap;
}

uint32_t intern_find(const Intern *t, Str s)
{
    if (!t->cap) return UINT32_MAX;
    uint32_t h = str_hash(s) | 1;
    for (uint32_t j = h & (t->cap - 1); t->slots[j].hash; j = (j + 1) & (t->cap - 1))
        if (t->slots[j].hash == h && str_eq(t->strs.items[t->slots[j].index], s)) return t->slots[j].index;
    return UINT32_MAX;
}

uint32_t intern_index(Intern *t, Str s, bool *added)
{
    if ((t->strs.len + 1) * 2 > t->cap) grow(t);
    uint32_t h = str_hash(s) | 1, j = h & (t->cap - 1);
    for (; t->slots[j].hash; j = (j + 1) & (t->cap - 1)) {
        if (t->slots[j].hash != h || !str_eq(t->strs.items[t->slots[j].index], s)) continue;
        if (added) *added = false;
        return t->slots[j].index;
    }
    Str copy = str_make(arena_strndup(t->a, s.ptr ? s.ptr : "", s.len), s.len);
    t->slots[j] = (struct InternSlot){h, t->strs.len};
    VEC_PUSH(t->a, t->strs, copy);
    if (added) *added = true;
    return t->strs.len - 1;
}
