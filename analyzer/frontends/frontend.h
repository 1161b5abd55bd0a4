/* Front ends turn input text into Graphs, one graph at a time, and report what they cannot
 * read as FX9xx diagnostics (never fatal). The driver owns a Frontend per worker thread. */
#ifndef FXLINT_FRONTEND_H
#define FXLINT_FRONTEND_H

#include <stdbool.h>

#include "base/arena.h"
#include "diag/config.h"
#include "diag/diag.h"
#include "model/graph.h"
#include "base/source.h"

typedef enum InputFormat {
    FMT_AUTO,
    FMT_READABLE, /* print_readable() / gm.code, also fx_graph_runnable and minifier scripts */
    FMT_FXIR,     /* print(gm.graph) */
    FMT_EXPORT,   /* print(ep), or a bare graph-signature block */
    FMT_TRACE,    /* TORCH_TRACE log, plain or .gz */
} InputFormat;

typedef struct Frontend Frontend;
/* Called once per graph; the graph (and its arena) dies after the call returns. */
typedef void (*GraphSink)(Frontend *fe, Graph *g);

struct Frontend {
    DiagList *diags;          /* FX9xx findings go here */
    const Config *cfg;
    GraphSink sink;
    void *user;               /* the sink's context */
    struct ReadableParser *readable; /* fe_readable's tree-sitter state, created on first use */
};

void frontend_init(Frontend *fe, DiagList *diags, const Config *cfg, GraphSink sink, void *user);
/* Releases the tree-sitter parser and anything else a front end cached. */
void frontend_fini(Frontend *fe);

/* Detects the format of text from its content (not its name). */
InputFormat frontend_detect(const char *text, uint32_t len);
const char *input_format_name(InputFormat f);
/* Parses "readable", "fxir", "export", "trace", "auto"; -1 when unknown. */
int input_format_parse(const char *s);

/* Reads a whole source of the given format and hands each graph to the sink.
 * Returns the number of graphs produced. */
int frontend_run(Frontend *fe, const Source *src, InputFormat fmt);
/* Reads the file at `path` ("-" is stdin; gzip-compressed input is read transparently) and
 * runs it like frontend_run. A TORCH_TRACE log is streamed record by record, so memory stays
 * bounded by its largest payload. An unreadable file is an FX906 diagnostic at 1:1.
 * Returns the number of graphs produced (0 also when the file could not be read). */
int frontend_run_path(Frontend *fe, const char *path, InputFormat fmt);
/* Reports an input problem (an FX9xx rule id) at `span` of `src`, with the severity the
 * configuration gives that code. Returns the diagnostic, or NULL when the code is disabled. */
Diag *frontend_report(Frontend *fe, const Source *src, Span span, uint32_t rule, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Same, with the severity the front end judges right for this instance (an undefined name in
 * a script is only a note); a severity the user configured for the code still wins. */
Diag *frontend_report_sev(Frontend *fe, const Source *src, Span span, uint32_t rule, Severity sev,
                          const char *fmt, ...) __attribute__((format(printf, 6, 7)));

/* Each front end parses `src` (or a region of it) into graphs. `a` is the arena each produced
 * graph lives in when the front end does not make one per graph. */
int fe_readable_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);
int fe_fxir_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);
int fe_export_parse(Frontend *fe, const Source *src, Graph *out, Arena *a);
int fe_trace_run(Frontend *fe, const char *path);
/* Same for a log already in memory; diagnostics point into src. */
int fe_trace_run_source(Frontend *fe, const Source *src);
/* Streams a TORCH_TRACE log from an open zlib gzFile whose first `nhead` bytes were already
 * read into `head` (format detection); closes f. Returns the number of graphs produced. */
struct gzFile_s;
int fe_trace_stream(Frontend *fe, const char *path, struct gzFile_s *f, const char *head, uint32_t nhead);
/* Frees fe_readable's cached parser (called by frontend_fini). */
void fe_readable_free(struct ReadableParser *rp);

#endif
