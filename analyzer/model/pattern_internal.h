/* Shared PCRE2 plumbing for pattern.c and meta.c (the only files that include pcre2.h). */
#ifndef FXLINT_PATTERN_INTERNAL_H
#define FXLINT_PATTERN_INTERNAL_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdbool.h>

#include "base/str.h"

#define PATTERN_MAX_GROUPS 8

typedef enum PatternId {
    PAT_ORIGIN,
    PAT_NO_STACKTRACE,
    PAT_FXLINT_IGNORE,
    PAT_NOQA,
    PAT_TENSOR_META,
    PAT_SYM_META,
    PAT_COUNT
} PatternId;

/* Matches pattern `id` against s; on success writes up to PATTERN_MAX_GROUPS capture groups
 * (group 0 = whole match; unset groups are empty slices with NULL ptr) and returns true. */
bool pattern_match(PatternId id, Str s, Str *groups);
/* PAT_ORIGIN's groups of the trimmed line, as pattern_match gives them; text of printable ASCII
 * and tabs is matched without PCRE2 (pattern.c), the rest by it. */
bool pattern_origin_groups(Str line, Str *groups);

#endif
