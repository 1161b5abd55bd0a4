/* Text patterns served by PCRE2: origin comments, op-name patterns, suppression comments.
 * The only module besides meta.c that includes pcre2.h; it owns every compiled pattern
 * (compiled once, on first use, shared read-only by all threads). */
#ifndef FXLINT_PATTERN_H
#define FXLINT_PATTERN_H

#include <stdbool.h>

#include "model/origin.h"
#include "base/str.h"

/* Parses a `# File: path:line in fn, code: text` comment (also the older form without
 * "in fn"); `line` is the comment text starting at '#'. Spans in *o are left zero.
 * Returns false when the text is not such a comment. */
bool pattern_origin(Str line, Origin *o);
/* Whether the comment is `# No stacktrace found for following nodes`. */
bool pattern_no_stacktrace(Str line);

/* Suppression comments, in any letter case: `# fxlint: ignore[FX101, FX2]`, `# noqa: FX101`,
 * `# noqa`, `# fxlint: ignore-file[FX101]`, and `# fxlint: ignore-next-line[FX101]` (for the
 * line after it). Writes the code list text (may be empty: all codes). */
typedef enum SuppressKind { SUPPRESS_NONE, SUPPRESS_LINE, SUPPRESS_FILE, SUPPRESS_NEXT_LINE } SuppressKind;
SuppressKind pattern_suppression(Str line, Str *codes);

/* Frees compiled patterns at exit (for leak checkers). */
void pattern_cleanup(void);

#endif
