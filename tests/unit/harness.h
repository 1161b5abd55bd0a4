/* What the unit tests share: CHECK with its failure counter, and a Harness that parses an inline
 * dump into a Graph through a Frontend (default config) and builds its facts. Header only, so
 * each tests/unit/test_*.c stays one program; include it once, from the test's own file. */
#ifndef FXLINT_TEST_HARNESS_H
#define FXLINT_TEST_HARNESS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "analysis/alias.h"
#include "base/arena.h"
#include "diag/config.h"
#include "diag/diag.h"
#include "frontends/dispatch.h"
#include "frontends/fe_export.h"
#include "frontends/fe_fxir.h"
#include "frontends/fe_readable.h"
#include "frontends/fe_tabular.h"
#include "model/graph.h"
#include "diag/rules.h"
#include "base/source.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

typedef struct Harness {
    Arena a;            /* everything below lives here: source, diagnostics, graph, facts */
    Config cfg;         /* defaults; a test may change fields between parses */
    DiagList diags;     /* every diagnostic of every parse, in order */
    Frontend fe;
    Source src;         /* the text of the last parse */
    Graph g;            /* the graph of the last parse */
    const Facts *facts; /* facts of g after harness_parse_clean, else NULL */
    int ngraphs;        /* what the last harness_parse returned */
} Harness;

/* Starts h with a fresh arena, default config and an empty diagnostic list; `sink` (may be NULL)
 * receives the graphs of frontend_run / frontend_run_path. Release with harness_close. */
static inline void harness_open(Harness *h, GraphSink sink)
{
    memset(h, 0, sizeof *h);
    arena_init(&h->a);
    config_init_defaults(&h->cfg);
    diag_list_init(&h->diags, &h->a);
    frontend_init(&h->fe, &h->diags, &h->cfg, sink, NULL);
}

/* Releases the front end and the arena: every graph, fact and diagnostic of h dies. */
static inline void harness_close(Harness *h)
{
    frontend_fini(&h->fe);
    arena_free(&h->a);
}

/* Parses `text` into h->g with the front end of `fmt` (readable, fxir or export), as a file named
 * for its format (test.py, t.fxir, ep.txt); the text is not copied and must outlive h->g.
 * Returns what the front end returns: the number of graphs produced. Diagnostics are appended
 * to h->diags. */
static inline int harness_parse(Harness *h, InputFormat fmt, const char *text)
{
    const char *name = fmt == FMT_FXIR ? "t.fxir" : fmt == FMT_EXPORT ? "ep.txt" : "test.py";
    source_init(&h->src, &h->a, name, text, (uint32_t)strlen(text));
    h->facts = NULL;
    switch (fmt) {
    case FMT_FXIR: h->ngraphs = fe_fxir_parse(&h->fe, &h->src, &h->g, &h->a); break;
    case FMT_EXPORT: h->ngraphs = fe_export_parse(&h->fe, &h->src, &h->g, &h->a); break;
    default: h->ngraphs = fe_readable_parse(&h->fe, &h->src, &h->g, &h->a); break;
    }
    return h->ngraphs;
}

/* harness_open (no sink) then harness_parse: a fresh h holding the graph of `text`, for a test
 * that reads one dump and closes. Returns the number of graphs produced. */
static inline int harness_open_parse(Harness *h, InputFormat fmt, const char *text)
{
    harness_open(h, NULL);
    return harness_parse(h, fmt, text);
}

/* Parses a dump that must read cleanly: CHECKs that it gives one graph and no new diagnostic
 * (printing any it gave), then builds h->facts. Returns whether a graph was produced. */
static inline bool harness_parse_clean(Harness *h, InputFormat fmt, const char *text)
{
    uint32_t before = h->diags.len;
    int n = harness_parse(h, fmt, text);
    CHECK(n == 1 && h->diags.len == before);
    for (uint32_t i = before; i < h->diags.len; i++) fprintf(stderr, "  front end: %s\n", h->diags.items[i].message);
    if (n != 1) return false;
    h->facts = facts_build(&h->a, &h->g);
    return true;
}

/* The module at dotted `path` of h->g ("GraphModule.cond_true_0"); NONE_ID, said on stderr,
 * when there is none. */
static inline ModuleId harness_module(const Harness *h, const char *path)
{
    ModuleId m = graph_find_path(&h->g, path);
    if (m == NONE_ID) fprintf(stderr, "no module %s\n", path);
    return m;
}

/* How many diagnostics of list `l` carry rule `code` ("FX903"). */
static inline uint32_t harness_count_code(const DiagList *l, const char *code)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->len; i++)
        if (strcmp(rule_table[l->items[i].rule].code, code) == 0) n++;
    return n;
}

/* Ends test `name`: says how it went and returns its exit status (1 when a check failed). */
static inline int harness_exit(const char *name)
{
    if (failures) {
        fprintf(stderr, "%s: %d failures\n", name, failures);
        return 1;
    }
    printf("%s: ok\n", name);
    return 0;
}

#endif
