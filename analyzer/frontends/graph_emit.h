/* One graph's text to the sink: what every reader of many graphs (the splitter of printed
 * files, TORCH_TRACE, TORCH_LOGS) does with each graph it cuts out of a file. */
#ifndef FXLINT_GRAPH_EMIT_H
#define FXLINT_GRAPH_EMIT_H

#include "frontends/frontend.h"

/* Where a graph came from in a log: carried into the graph (and so into the findings of the
 * rules) and into the FX9xx findings its parse raised. */
typedef struct GraphLabel {
    const char *event;      /* TORCH_TRACE event or TORCH_LOGS artifact; NULL for none */
    const char *compile_id; /* "0/0", "1/2_1", "!0/1/0"; NULL for none */
    GraphStage stage;       /* STAGE_UNKNOWN: what the front end found */
    bool maybe_inference;   /* STAGE_AOT_FORWARD from a header that inference graphs share:
                               without `primals_` inputs it is an inference graph */
    CaptureHint hint;       /* what the rest of the log shows of its capture (a zeroed label:
                               nothing; grad 0 reads "disabled" only with grad_line set) */
} GraphLabel;

/* A driver that parses and checks graphs on several threads (the check driver's pool,
 * cli/graph_pool.c) puts one of these in Frontend.handoff: frontend_emit_graph then gives it
 * each graph instead of parsing it. `take` sees the graph's text, format, arena and label only
 * for the length of the call (it copies what it keeps, or parses before it returns), parses it
 * with a Frontend of its own through frontend_emit_graph (or with fe itself, its handoff
 * cleared for the call), and returns what frontend_emit_graph returns, or 1 for a graph it
 * parses later. The findings it makes are the driver's to order: the reader's own (FX9xx of
 * the log around the graph) stay in fe->diags. */
typedef struct GraphHandoff GraphHandoff;
struct GraphHandoff {
    int (*take)(GraphHandoff *h, Frontend *fe, const Source *src, InputFormat fmt, Arena *a, const GraphLabel *label);
};

/* Parses src as one graph in format fmt (FMT_READABLE, FMT_FXIR, FMT_EXPORT or FMT_TABULAR;
 * FMT_AUTO detects it from the text) with its nodes in arena a, labels it (label may be
 * NULL), hands it to fe's sink and frees nothing: the caller resets a. Problems are FX9xx
 * findings. With fe->handoff set, src goes to the handoff instead. Returns 1 when a graph
 * was produced (or handed off), else 0. */
int frontend_emit_graph(Frontend *fe, const Source *src, InputFormat fmt, Arena *a, const GraphLabel *label);

/* Gives the findings added to fe's list since index `from` the label's compile id and event
 * (those that have none yet). label may be NULL. */
void frontend_tag_diags(Frontend *fe, uint32_t from, const GraphLabel *label);

#endif
