/* Interned strings: one copy of each distinct string, in an arena, numbered in the order they
 * were first seen. A front end interns what repeats across thousands of nodes and is read long
 * after the text it came from (call targets, module names, annotations), so the model keeps no
 * pointer into text it is done with. */
#ifndef FXLINT_INTERN_H
#define FXLINT_INTERN_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/str.h"

typedef struct Intern {
    Arena *a;          /* where the copies and the table live */
    struct InternSlot *slots;
    uint32_t cap;
    VEC(Str) strs;     /* the copies, by number */
} Intern;

/* An empty table whose copies go to `a`; nothing to free but the arena. */
void intern_init(Intern *t, Arena *a);
/* The number of s in t (0, 1, 2, ... in the order first seen), interning it when new;
 * *added (may be NULL) says whether it was. */
uint32_t intern_index(Intern *t, Str s, bool *added);
/* The number of s in t without interning it: UINT32_MAX when s was never interned. */
uint32_t intern_find(const Intern *t, Str s);
/* The table's copy of s (NUL-terminated, in t->a): the same pointer for equal strings. */
static inline Str intern_str(Intern *t, Str s)
{
    uint32_t k = intern_index(t, s, NULL); /* before reading items: interning may move them */
    return t->strs.items[k];
}

#endif
