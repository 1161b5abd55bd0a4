/* The TORCH_LOGS front end: graphs printed in PyTorch's console logs (graph_code, aot_graphs,
 * aot_joint_graph, graph, pre/post_grad_graphs, compiled_autograd, export's programs). */
#ifndef FXLINT_FE_LOGS_H
#define FXLINT_FE_LOGS_H

#include "frontends/frontend.h"
#include "frontends/line_reader.h"

/* Reads the log lines of r (the file at `path`), hands each graph they print to the front end
 * of its form and on to fe's sink, labelled with its compile id and artifact, as are the FX9xx
 * findings of its parse. Lines without a log prefix are passed over. Memory holds one graph
 * per process whose lines the log interleaves. Returns the number of graphs produced. */
int fe_logs_run(Frontend *fe, const char *path, LineReader *r);

#endif
