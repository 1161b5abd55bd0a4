/* Open-addressing table of interned strings; see intern.h. */
#include "base/intern.h"

#include <string.h>

struct InternSlot {
    uint32_t hash; /* 0: empty */
    Str s;
};

static uint32_t hash_str(Str s)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < s.len; i++) h = (h ^ (unsigned char)s.ptr[i]) * 16777619u;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h | 1;
}

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

Str intern_str(Intern *t, Str s)
{
    if ((t->len + 1) * 2 > t->cap) grow(t);
    uint32_t h = hash_str(s), j = h & (t->cap - 1);
    for (; t->slots[j].hash; j = (j + 1) & (t->cap - 1))
        if (t->slots[j].hash == h && str_eq(t->slots[j].s, s)) return t->slots[j].s;
    t->slots[j].hash = h;
    t->slots[j].s = str_make(arena_strndup(t->a, s.ptr ? s.ptr : "", s.len), s.len);
    t->len++;
    return t->slots[j].s;
}
