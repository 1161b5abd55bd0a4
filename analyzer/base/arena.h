/* Bump allocation with explicit lifetimes: one arena for the run, one per file (or LSP
 * document version), one for scratch work. Everything allocated from an arena dies with it;
 * nothing inside is freed one by one. Out of memory ends in oom_fail (oom.h), so callers never check. */
#ifndef FXLINT_ARENA_H
#define FXLINT_ARENA_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct ArenaBlock ArenaBlock;

/* A block: the arena hands out its data from the front. In the header so that an allocation
 * that fits (nearly every one: a graph's nodes, values, names) is a few instructions inline. */
struct ArenaBlock {
    ArenaBlock *prev;
    size_t size, used;
    _Alignas(16) unsigned char data[];
};

#define ARENA_ALIGN 16

typedef struct Arena {
    ArenaBlock *head;  /* newest block; older blocks chain behind it */
    size_t total;      /* bytes reserved by all blocks, for benchmarks */
} Arena;

/* A point to roll back to: everything allocated after it is released by arena_rewind. */
typedef struct ArenaMark {
    ArenaBlock *block;
    size_t used;
} ArenaMark;

void arena_init(Arena *a);
/* Releases every block; the arena may be reused after arena_init. */
void arena_free(Arena *a);
/* Keeps one block (the largest up to 8 MiB), drops the rest: cheap reuse for per-file,
 * per-graph and scratch arenas. */
void arena_reset(Arena *a);

/* Allocates `size` bytes (a multiple of ARENA_ALIGN) from a new block: arena_alloc_raw's way
 * when the newest block is full. */
void *arena_alloc_grow(Arena *a, size_t size);

static inline size_t arena_align(size_t n) { return ((n ? n : 1) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1); }

/* Like arena_alloc, but the memory is not zeroed: for arrays the caller fills before reading. */
static inline void *arena_alloc_raw(Arena *a, size_t size)
{
    size = arena_align(size);
    ArenaBlock *b = a->head;
    if (!b || b->size - b->used < size) return arena_alloc_grow(a, size);
    void *p = b->data + b->used;
    b->used += size;
    return p;
}

/* Zeroed memory aligned for any type; never NULL. */
static inline void *arena_alloc(Arena *a, size_t size)
{
    void *p = arena_alloc_raw(a, size);
    memset(p, 0, arena_align(size));
    return p;
}
/* Grows an allocation made from this arena: in place when it is the newest, else copies. */
void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
/* printf into the arena; the result is NUL-terminated and owned by the arena. */
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *arena_vprintf(Arena *a, const char *fmt, va_list ap);

/* Bytes handed out by the arena (its blocks' used parts), for benchmarks and tests. */
size_t arena_used(const Arena *a);

ArenaMark arena_mark(Arena *a);
void arena_rewind(Arena *a, ArenaMark m);

#define ARENA_NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

/* Growable array living in an arena: `VEC(T) v = {0}; VEC_PUSH(arena, v, x);` */
#define VEC(T) struct { T *items; uint32_t len, cap; }
#define VEC_PUSH(arena, v, x)                                                              \
    do {                                                                                  \
        if ((v).len == (v).cap) {                                                         \
            uint32_t ncap_ = (v).cap ? (v).cap * 2 : 8;                                   \
            (v).items = arena_realloc((arena), (v).items, sizeof(*(v).items) * (v).cap,   \
                                      sizeof(*(v).items) * ncap_);                        \
            (v).cap = ncap_;                                                              \
        }                                                                                 \
        (v).items[(v).len++] = (x);                                                       \
    } while (0)

#endif
