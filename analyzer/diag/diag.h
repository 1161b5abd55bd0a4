/* Diagnostics: what rules and front ends report. A Diag is self-contained (positions already
 * resolved against the file on disk, strings copied into the run arena), so it outlives the
 * graph and source it was found in: a streamed trace log frees each graph as soon as it is
 * checked. */
#ifndef FXLINT_DIAG_H
#define FXLINT_DIAG_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "model/graph.h"
#include "base/source.h"
#include "diag/severity.h"

typedef struct Related {
    const char *file;
    uint32_t line, col; /* 1-based; line 0 when the place has no line (a user file not found) */
    const char *message;
} Related;

typedef struct DiagOrigin {
    const char *file;
    uint32_t line;
    const char *function; /* may be "" */
    const char *code;
} DiagOrigin;

/* --compare-target: where a finding stands between the release compared against (A) and the
 * target (B). */
typedef enum DiagDelta {
    DELTA_NONE = 0, /* no comparison */
    DELTA_NEW,      /* found under B only: the upgrade brings it */
    DELTA_GONE,     /* found under A only: the upgrade fixes it */
    DELTA_BOTH,     /* found under both */
} DiagDelta;

typedef struct Diag {
    const char *file;
    uint32_t line, col, end_line, end_col; /* 1-based, byte columns */
    Severity severity;
    uint32_t rule;          /* index into the rule registry (rules.h) */
    const char *message;
    bool has_origin;
    DiagOrigin origin;
    Related *related;
    uint32_t nrelated;
    const char *line_text;  /* the first line of the span, for code frames */
    const char *graph_path; /* logical location: "GraphModule.true_graph_0/add_", may be NULL */
    const char *compile_id; /* trace logs: "0/0"; NULL elsewhere */
    const char *event;      /* trace logs: the event name; NULL elsewhere */
    const char *key;        /* semantic key for fingerprints and baselines (rule, graph path,
                               op target, normalised operands); stable under renumbering */
    uint32_t seq;           /* emission order, the last sort key */
    uint32_t graph;         /* ordinal of the graph in its input (from 1), set by the check
                               driver; 0: not attributed (a problem with the file as a whole) */
    DiagDelta delta;        /* --compare-target only */
} Diag;

/* A growable list of diagnostics whose strings live in `arena`. Not thread-safe: each worker
 * fills its own and the driver merges them. */
typedef struct DiagList {
    Arena *arena;
    Diag *items;
    uint32_t len, cap;
} DiagList;

void diag_list_init(DiagList *l, Arena *a);
/* Appends a diagnostic at `span` of `src` (resolved to file positions now). The message is
 * printf-formatted into the list's arena. Returns the new entry, valid until the next add. */
Diag *diag_add(DiagList *l, const Source *src, Span span, uint32_t rule, Severity sev,
               const char *fmt, ...) __attribute__((format(printf, 6, 7)));
Diag *diag_addv(DiagList *l, const Source *src, Span span, uint32_t rule, Severity sev,
                const char *fmt, va_list ap);
/* Adds a related location at `span` of `src`. */
void diag_add_related(DiagList *l, Diag *d, const Source *src, Span span, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Adds the user's source line named by an origin comment. */
void diag_set_origin(DiagList *l, Diag *d, const Origin *o);
/* Appends a zeroed diagnostic (its seq set) for a caller that fills every field itself, with
 * strings that live in l->arena (the result cache). Valid until the next add. */
Diag *diag_push(DiagList *l);
/* Moves every diagnostic of `from` to the end of `to`, copying strings into to's arena. */
void diag_list_merge(DiagList *to, const DiagList *from);
/* Sorts by file, line, col, code, then emission order: the output order whatever -j is. */
void diag_list_sort(DiagList *l);


#endif
