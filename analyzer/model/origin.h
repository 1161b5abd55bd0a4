/* The user's source line that a dump names: the `# File: path:line in fn, code: text`
 * comment printed before a group of nodes. */
#ifndef FXLINT_ORIGIN_H
#define FXLINT_ORIGIN_H

#include <stdint.h>

#include "base/source.h"
#include "base/str.h"

/* The `# File: path:line in fn, code: text` comment that precedes a group of nodes. */
typedef struct Origin {
    Str file;
    uint32_t line;
    Str function; /* empty in the older form without "in fn" */
    Str code;
    Span span;    /* the comment itself */
} Origin;

#endif
