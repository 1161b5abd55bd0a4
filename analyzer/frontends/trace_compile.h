/* What the records of one compile in a TORCH_TRACE log show of how its graphs were captured,
 * beyond their own text: AOTAutograd's records (aot_*_graph, its cache, Inductor's) mean the
 * compile went through AOTAutograd; a compilation_metrics record that ends the compile without
 * them means Dynamo alone (backend "eager" or a backend of the user's without AOTAutograd); a
 * failure names its backend (`backend='aot_eager' raised:`); a dynamo_start stack through
 * torch.export or make_fx means the compile was their frontend's; Dynamo's guards print the
 * grad mode (`GLOBAL_STATE: ... "grad_mode":false`). Those records follow the graph they
 * concern, so the trace reader holds each graph until its compile ends (trace_compile_hold)
 * and checks it then, with the compile's CaptureHint. */
#ifndef FXLINT_TRACE_COMPILE_H
#define FXLINT_TRACE_COMPILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "frontends/graph_text.h"
#include "frontends/trace_meta.h"
#include "model/graph.h"

typedef struct TraceCompiles TraceCompiles;

TraceCompiles *trace_compiles_new(void);
void trace_compiles_free(TraceCompiles *tc);

/* A record header: its event (for an artifact, the artifact's name after "artifact:"), its
 * compile id ("" when it has none), the file line of the header, the header's JSON text and
 * the fields read of it (trace_meta.h: a compilation_metrics record's are taken from there).
 * Returns whether the record's payload lines are wanted (trace_compiles_payload_line). */
bool trace_compiles_record(TraceCompiles *tc, const char *event, const char *artifact, const char *compile_id,
                           uint32_t line, const char *json, size_t n, const TraceMeta *meta);
/* A payload line of the record last given, when it was wanted. */
void trace_compiles_payload_line(TraceCompiles *tc, const char *s, size_t n, uint32_t line);

/* The same evidence from TORCH_LOGS output, whose lines carry an artifact name and a compile
 * id but no records: a line of an artifact of AOTAutograd's or Inductor's (aot_graphs,
 * post_grad_graphs, output_code, ...) of compile `compile_id` at `line`; a failure's text
 * (`backend='aot_eager' raised`) for that compile; a line of its guards (a GLOBAL_STATE line
 * prints the grad mode). */
void trace_compiles_note_artifact(TraceCompiles *tc, const char *compile_id, const char *artifact, uint32_t line);
void trace_compiles_note_failure(TraceCompiles *tc, const char *compile_id, const char *s, size_t n, uint32_t line);
void trace_compiles_note_guard(TraceCompiles *tc, const char *compile_id, const char *s, size_t n, uint32_t line);
/* A training graph of AOTAutograd's (joint, backward) in compile `compile_id`: made only with
 * grad enabled, so the compile ran with it (unless its guards said first). */
void trace_compiles_note_training(TraceCompiles *tc, const char *compile_id, uint32_t line);

/* TORCH_LOGS has no record that ends a compile; what it shows is where each process is. A
 * process (a stream: rank and process id) whose lines move from compile `from` to compile `to`
 * has left `from` (NULL: it was in none). Dynamo compiles one frame at a time per process, and
 * a compile's records that decide its graphs' labels (its AOTAutograd graphs, its guards, a
 * failure of its backend) come before the process starts another: torch 2.13 and 2.14 print
 * only Inductor's lazily compiled backward (output_code) later, after the compile's own
 * AOTAutograd graphs. So a compile every stream has left is over for the reader: its held
 * graphs are checked then (trace_compiles_next), not at the end of the log. A compile of a
 * stream the reader does not follow (too many processes) is pinned: held as before. */
void trace_compiles_switch(TraceCompiles *tc, const char *from, const char *to);
void trace_compiles_pin(TraceCompiles *tc, const char *compile_id);

/* A graph record of compile `compile_id` was read. */
void trace_compiles_note_graph(TraceCompiles *tc, const char *compile_id);

/* A compile that failed before any graph of it was printed: nothing of it for fxlint to check,
 * which the reader says (FX912) rather than pass in silence. */
typedef struct TraceFailure {
    const char *compile_id;
    const char *reason;    /* "<fail_type>: <fail_reason>", squeezed to a line or two */
    const char *user_file; /* the user's frame from the compile's dynamo_error, or NULL */
    uint32_t user_line;
    const char *user_fn, *user_code;
} TraceFailure;
/* Right after a compilation_metrics record (trace_compiles_record): whether the compile it ended
 * failed with no graph of it read; *out's strings live until the next record. */
bool trace_compiles_bare_failure(const TraceCompiles *tc, TraceFailure *out);

/* The file and line a log line's prefix says it was logged from (`.../torch/_dynamo/
 * output_graph.py:2942`), at line `line` of the file: the first that only one measured release
 * logs from names the release that wrote the log where nothing else does (log_site.h). */
void trace_compiles_note_site(TraceCompiles *tc, Str site, uint32_t line);

/* What the log shows so far of compile `compile_id`'s capture. */
CaptureHint trace_compiles_hint(const TraceCompiles *tc, const char *compile_id);

/* ---- graphs held until their compile ends ---- */

/* One graph read and not yet checked: a copy of the reader's text, in one block of its size,
 * or (`from`) where its lines are in the reader's memory. */
typedef struct HeldGraph {
    GraphText text;       /* empty when held by `from` */
    const char *from, *to; /* its lines, as read (their TABs kept): from the first one's start to the last one's end */
    uint32_t first_line;  /* the first one's line in the file */
    int fmt;              /* InputFormat */
    char event[128];
    char compile_id[96];
    int stage;            /* GraphStage the reader read, or -1: the event's */
    size_t bytes;         /* the size of the copy */
    bool maybe_inference;
} HeldGraph;

/* Holds a copy of a graph's text (the reader keeps its buffers for the next one). Returns it,
 * for the reader's own fields; valid until the next call. */
HeldGraph *trace_compiles_hold(TraceCompiles *tc, const GraphText *text, int fmt, const char *event,
                               const char *compile_id);
/* Holds a graph by where its lines are: [from, to) of memory that outlives the hold (a mapped
 * file, an editor's document), from file line `first_line` on; `text` is what was read of them,
 * whose size the hold's limit counts as for a copy, so the same graphs wait. The caller reads
 * the lines again when it checks the graph. */
HeldGraph *trace_compiles_hold_lines(TraceCompiles *tc, const GraphText *text, const char *from, const char *to,
                                     uint32_t first_line, int fmt, const char *event, const char *compile_id);
/* Where the lines of the first graph held by its lines begin (trace_compiles_hold_lines): the
 * reader keeps its memory from there on. NULL when none is. */
const char *trace_compiles_held_from(const TraceCompiles *tc);
/* The first held graph when it may be checked now: its compile has ended (or every stream of a
 * TORCH_LOGS log has left it), it has no compile id, or `all` (the log ended) or the graphs
 * held pass the memory limit. The caller checks it and calls trace_compiles_release. NULL when
 * none may. */
HeldGraph *trace_compiles_next(TraceCompiles *tc, bool all);
void trace_compiles_release(TraceCompiles *tc);
/* Whether compile `compile_id` has ended (its compilation_metrics record was read). */
bool trace_compiles_ended(const TraceCompiles *tc, const char *compile_id);
/* Whether any graph is held. */
bool trace_compiles_holding(const TraceCompiles *tc);

#endif
