/* Reporting helpers for rules: positions, origins, graph paths and semantic keys. */
#include "engine/rule.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Operands with node names replaced by what they are (placeholder index, op target), so the
 * key survives renumbering (add_3 -> add_7) when the dump is printed again. */
static void key_value(RuleCtx *c, const Module *m, const Value *v, char *buf, size_t cap, size_t *len)
{
#define PUT(...) do { int k_ = snprintf(buf + *len, cap - *len, __VA_ARGS__); \
        if (k_ > 0) *len = *len + (size_t)k_ < cap ? *len + (size_t)k_ : cap - 1; } while (0)
    if (*len >= cap - 1) return;
    switch (v->kind) {
    case VK_NODE: {
        const Node *n = &m->nodes[v->node];
        if (n->kind == NK_PLACEHOLDER) {
            uint32_t idx = 0;
            for (uint32_t i = 0; i < v->node; i++) idx += m->nodes[i].kind == NK_PLACEHOLDER;
            PUT("in%u", idx);
        } else if (n->kind == NK_GET_ATTR) {
            PUT("attr:%.*s", STR_ARG(n->target.qualname));
        } else {
            PUT("%s", target_format(c->scratch, &n->target));
        }
        break;
    }
    case VK_TUPLE: case VK_LIST:
        PUT("(");
        /* a full key stops the walk: a tuple of thousands costs no more than a short one */
        for (uint32_t i = 0; i < v->seq.n && *len < cap - 1; i++) {
            if (i) PUT(",");
            key_value(c, m, &v->seq.items[i], buf, cap, len);
        }
        PUT(")");
        break;
    case VK_INT: PUT("%lld", (long long)v->i); break;
    default: PUT("_"); break;
    }
#undef PUT
}

static const char *node_key(RuleCtx *c, const Module *m, const Node *n)
{
    char buf[512];
    size_t len = 0;
    int k = snprintf(buf, sizeof buf, "%s|%s|%s|", rule_table[c->rule].code, m->path ? m->path : "",
                     target_format(c->scratch, &n->target));
    len = k > 0 ? (size_t)k : 0;
    if (len >= sizeof buf) len = sizeof buf - 1;
    for (uint32_t i = 0; i < n->nargs && len < sizeof buf - 1; i++) {
        key_value(c, m, &n->args[i], buf, sizeof buf, &len);
        if (len < sizeof buf - 1) buf[len++] = ';';
    }
    buf[len] = 0;
    return arena_strdup(c->out->arena, buf);
}

static Severity effective(RuleCtx *c, Severity sev)
{
    /* A severity the user configured replaces the rule's choice; otherwise the rule's own. */
    Severity def = rule_table[c->rule].severity;
    if (c->cfg->severity[c->rule] != def) return c->cfg->severity[c->rule];
    return sev;
}

static Diag *report_node(RuleCtx *c, Severity sev, ModuleId mid, NodeId nid, const char *fmt, va_list ap)
{
    const Module *m = &c->g->modules[mid];
    const Node *n = &m->nodes[nid];
    Span sp = n->span.end > n->span.start ? n->span : m->span;
    Diag *d = diag_addv(c->out, c->g->src, sp, c->rule, effective(c, sev), fmt, ap);
    if (n->origin != NONE_ID && n->origin < c->g->norigins) diag_set_origin(c->out, d, &c->g->origins[n->origin]);
    d->graph_path = arena_printf(c->out->arena, "%s/%.*s", m->path ? m->path : "", STR_ARG(n->name));
    d->key = node_key(c, m, n);
    if (c->g->compile_id.len) d->compile_id = arena_strndup(c->out->arena, c->g->compile_id.ptr, c->g->compile_id.len);
    if (c->g->event.len) d->event = arena_strndup(c->out->arena, c->g->event.ptr, c->g->event.len);
    return d;
}

Diag *rule_report(RuleCtx *c, ModuleId m, NodeId n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = report_node(c, rule_table[c->rule].severity, m, n, fmt, ap);
    va_end(ap);
    return d;
}

Diag *rule_report_sev(RuleCtx *c, Severity sev, ModuleId m, NodeId n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = report_node(c, sev, m, n, fmt, ap);
    va_end(ap);
    return d;
}

Diag *rule_report_span(RuleCtx *c, Severity sev, Span span, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_addv(c->out, c->g->src, span, c->rule, effective(c, sev), fmt, ap);
    va_end(ap);
    d->key = arena_printf(c->out->arena, "%s|%s", rule_table[c->rule].code, d->message);
    if (c->g->compile_id.len) d->compile_id = arena_strndup(c->out->arena, c->g->compile_id.ptr, c->g->compile_id.len);
    if (c->g->event.len) d->event = arena_strndup(c->out->arena, c->g->event.ptr, c->g->event.len);
    return d;
}

void rule_related(RuleCtx *c, Diag *d, ModuleId mid, NodeId nid, const char *fmt, ...)
{
    const Module *m = &c->g->modules[mid];
    Span sp = nid < m->nnodes ? m->nodes[nid].span : m->span;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_add_related(c->out, d, c->g->src, sp, "%s", msg);
}

const char *rule_fmt(RuleCtx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *s = arena_vprintf(c->scratch, fmt, ap);
    va_end(ap);
    return s;
}
