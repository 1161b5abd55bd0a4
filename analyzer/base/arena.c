/* Chained-block bump allocator; see arena.h for the lifetimes it serves. */
#include "base/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "base/oom.h"

#define ARENA_MIN_BLOCK (64 * 1024)

static size_t align_up(size_t n) { return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1); }

void arena_init(Arena *a) { a->head = NULL; a->total = 0; }

void arena_free(Arena *a)
{
    ArenaBlock *b = a->head;
    while (b) {
        ArenaBlock *prev = b->prev;
        free(b);
        b = prev;
    }
    a->head = NULL;
    a->total = 0;
}

/* The block a reset keeps: the largest up to ARENA_KEEP_MAX, so that an arena reset between
 * graphs of about one size (a TORCH_TRACE log's payloads) allocates and faults in nothing new
 * after the first, while one outsized graph does not pin its memory for the run. */
#define ARENA_KEEP_MAX ((size_t)8 << 20)

void arena_reset(Arena *a)
{
    if (!a->head) return;
    ArenaBlock *keep = NULL;
    for (ArenaBlock *b = a->head; b; b = b->prev)
        if (b->size <= ARENA_KEEP_MAX && (!keep || b->size > keep->size)) keep = b;
    ArenaBlock *b = a->head;
    while (b) {
        ArenaBlock *prev = b->prev;
        if (b != keep) free(b);
        b = prev;
    }
    a->head = keep;
    a->total = 0;
    if (keep) {
        keep->prev = NULL;
        keep->used = 0;
        a->total = keep->size;
    }
}

/* Blocks of 8 MiB and more, those of an arena that grew with one large graph, are placed on
 * huge-page boundaries and offered to the kernel for transparent huge pages (taken where it
 * has them on `madvise`, as Debian's kernels do). A 10 MB dump's model faults in about 40 MB;
 * on 4 KiB pages, the faults and the TLB misses after them cost `fxlint check` of the 10 MB
 * REALISTIC mix 12 % more CPU time and of a 10 MB FX IR dump 27 % more (medians of 11
 * alternated runs). Smaller blocks, those a log's many small graphs reuse after each
 * arena_reset, stay on small pages: there the unused end of a huge page would show in the
 * resident size (from 2 MiB blocks up, the many-graphs file measured +2 MB of 11). The cost is
 * that end on the last huge page a large arena touches, under 2 MiB. */
#define HUGE_PAGE ((size_t)2 << 20)
#define HUGE_MIN_BLOCK ((size_t)8 << 20)

static ArenaBlock *block_new(size_t bytes)
{
#ifdef MADV_HUGEPAGE
    if (bytes >= HUGE_MIN_BLOCK) {
        void *p = NULL;
        if (posix_memalign(&p, HUGE_PAGE, bytes) != 0) return NULL;
        madvise(p, bytes & ~(HUGE_PAGE - 1), MADV_HUGEPAGE); /* a refusal only costs speed */
        return p;
    }
#endif
    return malloc(bytes);
}

static ArenaBlock *arena_grow(Arena *a, size_t need)
{
    size_t size = ARENA_MIN_BLOCK;
    if (a->head && a->head->size * 2 > size && a->head->size < (64u << 20)) size = a->head->size * 2;
    if (size < need) size = need;
    ArenaBlock *b = block_new(sizeof(ArenaBlock) + size);
    if (!b) oom_fail(sizeof(ArenaBlock) + size);
    b->prev = a->head;
    b->size = size;
    b->used = 0;
    a->head = b;
    a->total += size;
    return b;
}

void *arena_alloc_grow(Arena *a, size_t size)
{
    ArenaBlock *b = arena_grow(a, size);
    void *p = b->data + b->used;
    b->used += size;
    return p;
}

void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size)
{
    if (!old) return arena_alloc(a, new_size);
    ArenaBlock *b = a->head;
    size_t old_al = align_up(old_size ? old_size : 1);
    /* The newest allocation can grow in place. */
    if (b && (unsigned char *)old + old_al == b->data + b->used &&
        b->size - (b->used - old_al) >= align_up(new_size)) {
        size_t grown = align_up(new_size) - old_al;
        memset(b->data + b->used, 0, grown);
        b->used += grown;
        return old;
    }
    void *p = arena_alloc(a, new_size);
    memcpy(p, old, old_size < new_size ? old_size : new_size);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_vprintf(Arena *a, const char *fmt, va_list ap)
{
    /* Most messages fit a line: format once into the stack, copy; measure only when longer. */
    char buf[256];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(buf, sizeof buf, fmt, ap2);
    va_end(ap2);
    if (n < 0) n = 0;
    if ((size_t)n < sizeof buf) return arena_strndup(a, buf, (size_t)n);
    char *p = arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = arena_vprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

size_t arena_used(const Arena *a)
{
    size_t n = 0;
    for (const ArenaBlock *b = a->head; b; b = b->prev) n += b->used;
    return n;
}

ArenaMark arena_mark(Arena *a)
{
    ArenaMark m = {a->head, a->head ? a->head->used : 0};
    return m;
}

void arena_rewind(Arena *a, ArenaMark m)
{
    while (a->head && a->head != m.block) {
        ArenaBlock *prev = a->head->prev;
        a->total -= a->head->size;
        free(a->head);
        a->head = prev;
    }
    if (a->head) a->head->used = m.used;
}
