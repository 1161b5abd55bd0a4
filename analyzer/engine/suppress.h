/* Suppression comments, applied to a run's diagnostics after the check:
 *   `# fxlint: ignore[FX101]` or `# noqa: FX101` at the end of a dump line (the line where a
 *   finding starts or ends), `# fxlint: ignore-file[FX101]` anywhere in a file, and, because
 *   dumps are printed again and again, the same comments on the user's source line that a
 *   finding's origin names (`# File: model.py:12 ...`) when that file is on disk.
 * Codes may be codes, kebab-case names or prefixes (FX1); an empty list means every code. */
#ifndef FXLINT_SUPPRESS_H
#define FXLINT_SUPPRESS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/source.h"
#include "diag/config.h"
#include "diag/diag.h"

typedef struct Suppressor Suppressor;

/* A suppressor whose file cache and comment tables live in `a` (the run arena). */
Suppressor *suppress_new(Arena *a);

/* Registers the text of an input that cannot be read again from disk (stdin), under the
 * name its diagnostics carry. The text is copied into the suppressor's arena. */
void suppress_add_text(Suppressor *s, const char *name, const char *text, uint32_t len);

/* Whether the file at `path` may hold a suppression comment: 0 when it holds no marker (a
 * plain file, searched as suppress_apply searches it), 1 when it holds one or may (a
 * compressed log is not inflated here), -1 when it cannot be opened. Thread-safe: the
 * driver's threads ask it about the inputs they checked, while the file is in the page cache,
 * so that suppress_apply need not read them again on one thread (suppress_add_clean), and the
 * result cache keeps the answer for warm runs. */
int suppress_scan_file(const char *path);
/* Registers a file that suppress_scan_file found without a marker: it is never read. */
void suppress_add_clean(Suppressor *s, const char *name);

/* Removes from `l` every diagnostic a comment suppresses, keeping the order of the rest, and
 * remembers which comments were used. Files are read once (gzip-compressed logs too); a file
 * that cannot be read suppresses nothing. Returns how many diagnostics were removed. */
uint32_t suppress_apply(Suppressor *s, DiagList *l);

/* After suppress_apply: appends an FX908 unused-suppression diagnostic to `out` for each
 * comment in the input files[i] (named as its diagnostics name it; stdin's text must have
 * been registered with suppress_add_text) that suppressed nothing (or names an unknown code, or a code
 * that suppressed nothing), when cfgs[i] enables FX908; codes of rules cfgs[i] disabled are
 * not reported (their findings were never looked for). Comments in users' source files are
 * not reported: other dumps may need them. Returns how many were added. */
uint32_t suppress_report_unused(Suppressor *s, const char *const *files, const Config *const *cfgs, uint32_t n,
                                DiagList *out);

/* A suppression comment of one file with something in it that hid nothing, for editors that
 * remove it (the language server's "remove unused suppressions"). Positions are bytes of the
 * comment's line. */
typedef struct SuppressUnused {
    uint32_t line;  /* 1-based */
    Span span;      /* the comment: from '#' to the end of its code list */
    bool whole;     /* nothing in it hid anything: the whole comment can go */
    uint32_t ncodes; /* 0: the comment names no code (it covers every code) */
    Span *codes;    /* each code as written */
    bool *drop;     /* per code: it names no rule, or a rule that ran and hid nothing here */
} SuppressUnused;

/* After suppress_apply: the comments of file `name` (registered with suppress_add_text, or
 * read for a diagnostic) that hold something that hid nothing under cfg, judged as
 * suppress_report_unused judges (codes of rules cfg disabled are kept: their findings were
 * never looked for). Returns the count; *out is an array in `a` (NULL when none), which the
 * caller owns: the suppressor is left as it was, and may be asked again. A file the
 * suppressor never read gives 0. */
uint32_t suppress_unused_comments(Suppressor *s, const char *name, const Config *cfg, Arena *a, SuppressUnused **out);

/* Whether a code-list entry ("FX101", "branch-input-mutation", "FX1", "fx10") covers rule id. */
bool suppress_code_covers(const char *entry, uint32_t len, uint32_t rule);

#endif
