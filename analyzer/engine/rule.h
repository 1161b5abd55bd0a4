/* What a rule file sees: the graph model, the shared analyses and a way to report. Rules never
 * see tree-sitter or PCRE2 types, so one rule serves every dump format. */
#ifndef FXLINT_RULE_H
#define FXLINT_RULE_H

#include "diag/config.h"
#include "diag/diag.h"
#include "model/graph.h"
#include "diag/rules.h"

struct Facts; /* alias.h: alias sets, mutation sites, HOP call sites; computed once per graph */

typedef struct RuleCtx {
    const Graph *g;
    const struct Facts *facts;
    const Config *cfg;
    DiagList *out;
    Arena *scratch;   /* reset after each rule */
    uint32_t rule;    /* this rule's registry index */
} RuleCtx;

typedef void (*RuleFn)(RuleCtx *ctx);
/* The function of each rule, by registry index (rules/rules.def); NULL for input problems,
 * which front ends report. */
extern const RuleFn rule_fn[RULE_COUNT];

/* Reports at node n of module m with the configured severity of the running rule; attaches
 * the node's origin, its graph path and a semantic key. Returns the diagnostic so callers can
 * add related locations; valid until the next report. */
Diag *rule_report(RuleCtx *c, ModuleId m, NodeId n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Same, with an explicit severity (warnings for what depends on an unshown assumption, info
 * for notes). The configured override still wins when the user set one. */
Diag *rule_report_sev(RuleCtx *c, Severity sev, ModuleId m, NodeId n, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Reports at an arbitrary span of the graph's source (signatures, module headers). */
Diag *rule_report_span(RuleCtx *c, Severity sev, Span span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Adds a related location at node n of module m. */
void rule_related(RuleCtx *c, Diag *d, ModuleId m, NodeId n, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* printf into the scratch arena, for building message parts. */
const char *rule_fmt(RuleCtx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
