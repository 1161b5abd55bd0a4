/* What a check saw in one input besides its findings: how many graphs it held and, for logs,
 * the compile id and artifact of each graph (tlparse groups a log's graphs by compile id).
 * The check driver fills it, the result cache keeps it, the JSON and HTML reports show it. */
#ifndef FXLINT_INPUTS_H
#define FXLINT_INPUTS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct GraphRef {
    uint32_t graph;         /* the graph's ordinal in its input, from 1 */
    const char *compile_id; /* "0/0"; NULL when the graph has none */
    const char *event;      /* "aot_forward_graph"; NULL when none */
} GraphRef;

typedef struct InputInfo {
    bool not_a_dump;  /* it held nothing PyTorch printed (frontends/printed.h): set aside */
    bool no_markers;  /* its file holds no suppression comment (suppress_scan_file): the
                         suppressor need not read it again; false when not known */
    uint32_t ngraphs; /* graphs handed to the rules */
    uint32_t nrefs;   /* the graphs among them that carry a compile id or an event, in order */
    GraphRef *refs;
} InputInfo;

#endif
