/* Interned strings: one copy of each distinct string, in an arena. A front end interns what
 * repeats across thousands of nodes and is read long after the text it came from (call
 * targets, module names), so the model keeps no pointer into text it is done with. */
#ifndef FXLINT_INTERN_H
#define FXLINT_INTERN_H

#include <stdint.h>

#include "base/arena.h"
#include "base/str.h"

typedef struct Intern {
    Arena *a;          /* where the copies and the table live */
    struct InternSlot *slots;
    uint32_t cap, len;
} Intern;

/* An empty table whose copies go to `a`; nothing to free but the arena. */
void intern_init(Intern *t, Arena *a);
/* The table's copy of s (NUL-terminated, in t->a): the same pointer for equal strings. */
Str intern_str(Intern *t, Str s);

#endif
