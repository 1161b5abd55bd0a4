/* Running out of memory: every allocation that cannot fail softly (arenas, the reading buffers,
 * tree-sitter's) ends in oom_fail. The process picks what that does once (main.c: a message
 * naming the input being read and exit status 2); by default it prints and aborts. */
#ifndef FXLINT_OOM_H
#define FXLINT_OOM_H

#include <stddef.h>

/* Called with the size that could not be had and the calling thread's context (NULL when it
 * set none); must not return. */
typedef void (*OomHandler)(size_t size, const char *context);

/* Sets the process's handler (NULL: the default). Call before threads start. */
void oom_set_handler(OomHandler h);
/* Names what the calling thread is working on ("model.py"), for the handler's message; the
 * string must stay alive until the next call. NULL clears it. */
void oom_set_context(const char *what);
/* Hands `size` to the handler; never returns. */
_Noreturn void oom_fail(size_t size);
/* malloc and realloc that never return NULL (they call oom_fail). */
void *oom_malloc(size_t size);
void *oom_realloc(void *p, size_t size);

#endif
