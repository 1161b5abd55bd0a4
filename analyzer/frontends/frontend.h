/* What the front ends share: the Frontend a driver hands them (where graphs and FX9xx
 * findings go) and how they report input problems (never fatal). The entry points of the
 * front ends as a whole are in dispatch.h; each front end declares its own in fe_<form>.h. */
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
    FMT_LOGS,     /* TORCH_LOGS console output (glog-prefixed lines) */
    FMT_TABULAR,  /* Graph.print_tabular(): an `opcode name target args kwargs` table */
} InputFormat;

typedef struct Frontend Frontend;
struct GraphLabel; /* graph_emit.h */
/* Called once per graph; the graph (and its arena) dies after the call returns. */
typedef void (*GraphSink)(Frontend *fe, Graph *g);

struct Frontend {
    DiagList *diags;          /* FX9xx findings go here */
    const Config *cfg;
    GraphSink sink;
    void *user;               /* the sink's context */
    struct ReadableParser *readable; /* fe_readable's tree-sitter state, created on first use */
    bool not_a_dump;          /* the last input held nothing PyTorch printed (printed.h): no
                                 graph and no diagnostic; set by every frontend_run* call */
    unsigned threads;         /* threads a front end may use for one input (printed code parses
                                 its pieces on them); 0 and 1: the caller's only */
    struct GraphHandoff *handoff; /* NULL: graphs are parsed where they are cut out; else each
                                 goes to this driver, which parses it elsewhere (graph_emit.h) */
    struct GraphMemo *memo;   /* the driver's (graph_memo.h; NULL: none): a graph this input
                                 already had, checked clean, is not parsed again; `repeat` is
                                 called for it instead of the sink */
    void (*repeat)(Frontend *fe, const struct GraphLabel *label);
};

/* Reports an input problem (an FX9xx rule id) at `span` of `src`, with the severity the
 * configuration gives that code. Returns the diagnostic, or NULL when the code is disabled. */
Diag *frontend_report(Frontend *fe, const Source *src, Span span, uint32_t rule, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Same, with the severity the front end judges right for this instance (an undefined name in
 * a script is only a note); a severity the user configured for the code still wins. */
Diag *frontend_report_sev(Frontend *fe, const Source *src, Span span, uint32_t rule, Severity sev,
                          const char *fmt, ...) __attribute__((format(printf, 6, 7)));

#endif
