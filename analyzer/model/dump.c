/* Debug view of the graph model: modules, nodes, targets, arguments, metadata and origins as
 * plain text, one fact per line, for golden tests (`fxlint parse --dump`). */
#include "model/dump.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Python-like float text that reads back to the same double: shortest of %.15g..%.17g,
 * with a '.0' added so it never looks like an int. */
static void put_float(FILE *out, double f)
{
    if (isnan(f)) { fputs("nan", out); return; }
    if (isinf(f)) { fputs(f < 0 ? "-inf" : "inf", out); return; }
    char buf[40];
    for (int prec = 15; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, f);
        if (strtod(buf, NULL) == f) break;
    }
    fputs(buf, out);
    if (!strpbrk(buf, ".eEn")) fputs(".0", out);
}

static void put_str(FILE *out, Str s)
{
    for (uint32_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (c == '\n') fputs("\\n", out);
        else if (c < 0x20 || c == 0x7f) fprintf(out, "\\x%02x", c);
        else fputc(c, out);
    }
}

/* A string value between single quotes; quotes inside that the source escaped with the other
 * quote character are escaped here so the view stays unambiguous. */
static void put_quoted(FILE *out, Str s)
{
    fputc('\'', out);
    for (uint32_t i = 0; i < s.len; i++) {
        if (s.ptr[i] == '\\' && i + 1 < s.len) {
            put_str(out, str_make(s.ptr + i, 2));
            i++;
        } else if (s.ptr[i] == '\'') {
            fputs("\\'", out);
        } else {
            put_str(out, str_make(s.ptr + i, 1));
        }
    }
    fputc('\'', out);
}

static void put_seq(FILE *out, const Module *m, const Value *v, const char *open, const char *close)
{
    fputs(open, out);
    for (uint32_t i = 0; i < v->seq.n; i++) {
        if (i) fputs(", ", out);
        if (v->kind == VK_DICT) {
            put_str(out, v->seq.keys[i]);
            fputs(": ", out);
        }
        dump_value(out, m, &v->seq.items[i]);
    }
    if (v->kind == VK_TUPLE && v->seq.n == 1) fputc(',', out);
    if (v->seq.dropped) fprintf(out, ", ... %u more", v->seq.dropped);
    fputs(close, out);
}

void dump_value(FILE *out, const Module *m, const Value *v)
{
    switch (v->kind) {
    case VK_NONE: fputs("None", out); break;
    case VK_NODE:
        if (m && v->node < m->nnodes) {
            fputc('%', out);
            put_str(out, m->nodes[v->node].name);
        } else {
            fprintf(out, "%%<bad node %" PRIu32 ">", v->node);
        }
        break;
    case VK_INT: fprintf(out, "%" PRId64, v->i); break;
    case VK_FLOAT: put_float(out, v->f); break;
    case VK_BOOL: fputs(v->b ? "True" : "False", out); break;
    case VK_STR: put_quoted(out, v->s); break;
    case VK_TUPLE: put_seq(out, m, v, "(", ")"); break;
    case VK_LIST: put_seq(out, m, v, "[", "]"); break;
    case VK_DICT: put_seq(out, m, v, "{", "}"); break;
    case VK_DTYPE: fputs("dtype:", out); put_str(out, v->s); break;
    case VK_DEVICE: fputs("device:", out); put_str(out, v->s); break;
    case VK_SLICE: put_seq(out, m, v, "slice(", ")"); break;
    case VK_ELLIPSIS: fputs("...", out); break;
    case VK_SYMBOL: fputs("sym:", out); put_str(out, v->s); break;
    case VK_EXPR: fputs("expr:`", out); put_str(out, v->s); fputc('`', out); break;
    }
}

static void put_pos(FILE *out, const Graph *g, uint32_t off)
{
    Pos p = source_pos(g->src, off);
    fprintf(out, "%" PRIu32 ":%" PRIu32, p.line, p.col);
}

static void put_syms(FILE *out, uint8_t syms)
{
    static const char *const names[] = {"backed", "unbacked", "ufloat", "other"};
    if (!syms) return;
    fputs(" syms=", out);
    bool first = true;
    for (int i = 0; i < 4; i++) {
        if (!(syms & (1u << i))) continue;
        fprintf(out, "%s%s", first ? "" : "|", names[i]);
        first = false;
    }
}

static void put_dims(FILE *out, const Dim *d, uint8_t n)
{
    fputc('[', out);
    for (uint8_t i = 0; i < n; i++) {
        if (i) fputs(", ", out);
        put_str(out, d[i].text);
    }
    fputc(']', out);
}

static void put_meta(FILE *out, const Meta *m)
{
    switch (m->kind) {
    case META_ABSENT: fputs("absent", out); return;
    case META_TYPE: fputs("type ", out); put_str(out, str_trim(m->text)); return;
    case META_BAD: fputs("bad '", out); put_str(out, m->text); fputc('\'', out); return;
    case META_SYM:
        fputs("sym '", out);
        put_str(out, m->sym);
        fputc('\'', out);
        put_syms(out, m->syms);
        return;
    case META_TENSOR: break;
    }
    fputs("tensor ", out);
    put_str(out, m->dtype_abbr);
    if (m->dtype == DT_UNKNOWN) fputs("(unknown dtype)", out);
    fputs(" sizes=", out);
    put_dims(out, m->sizes, m->rank);
    if (m->has_strides) {
        fputs(" strides=", out);
        put_dims(out, m->strides, m->rank);
    }
    if (m->device.len) {
        fputs(" device=", out);
        put_str(out, m->device);
    }
    uint8_t syms = 0;
    for (uint8_t i = 0; i < m->rank; i++) syms |= m->sizes[i].syms | (m->has_strides ? m->strides[i].syms : 0);
    put_syms(out, syms);
}

static void put_target(FILE *out, const Target *t)
{
    switch (t->kind) {
    case TK_NONE: fputs("none", out); break;
    case TK_OP:
        fputs("op ", out);
        put_str(out, t->ns);
        fputc('.', out);
        put_str(out, t->op);
        if (t->overload.len) { fputc('.', out); put_str(out, t->overload); }
        break;
    case TK_OPERATOR: fputs("operator ", out); put_str(out, t->op); break;
    case TK_CALLABLE: fputs("callable ", out); put_str(out, t->qualname); break;
    case TK_METHOD: fputs("method ", out); put_str(out, t->op); break;
    case TK_MODULE: fputs("module ", out); put_str(out, t->qualname); break;
    case TK_ATTR: fputs("attr ", out); put_str(out, t->qualname); break;
    }
    if (t->kind == TK_OP && !str_starts(str_trim(t->qualname), "torch.ops.")) {
        fputs(" (printed ", out);
        put_str(out, t->qualname);
        fputc(')', out);
    }
}

static void put_origin(FILE *out, const Graph *g, uint32_t idx)
{
    if (idx == NONE_ID || idx >= g->norigins) { fputs("none", out); return; }
    const Origin *o = &g->origins[idx];
    fprintf(out, "#%" PRIu32 " ", idx);
    put_str(out, o->file);
    fprintf(out, ":%" PRIu32, o->line);
    if (o->function.len) { fputs(" in ", out); put_str(out, o->function); }
    fputs(": ", out);
    put_str(out, o->code);
}

static void dump_node(FILE *out, const Graph *g, const Module *m, NodeId id)
{
    const Node *n = &m->nodes[id];
    fprintf(out, "  n%" PRIu32 " %s ", id, node_kind_name(n->kind));
    put_str(out, n->name);
    fputs(" @", out);
    put_pos(out, g, n->span.start);
    fprintf(out, " users=%" PRIu32 "\n    target: ", n->nusers);
    put_target(out, &n->target);
    if (n->nargs) {
        fputs("\n    args: ", out);
        for (uint32_t i = 0; i < n->nargs; i++) {
            if (i) fputs(", ", out);
            dump_value(out, m, &n->args[i]);
        }
    }
    if (n->nkwargs) {
        fputs("\n    kwargs: ", out);
        for (uint32_t i = 0; i < n->nkwargs; i++) {
            if (i) fputs(", ", out);
            put_str(out, n->kwargs[i].key);
            fputc('=', out);
            dump_value(out, m, &n->kwargs[i].value);
        }
    }
    fputs("\n    meta: ", out);
    put_meta(out, n->meta);
    if (n->origin != NONE_ID) {
        fputs("\n    origin: ", out);
        put_origin(out, g, n->origin);
    }
    if (n->kind == NK_GET_ATTR && n->submodule != NONE_ID && n->submodule < g->nmodules)
        fprintf(out, "\n    submodule: m%" PRIu32 " %s", n->submodule, g->modules[n->submodule].path);
    fputc('\n', out);
}

static void dump_module(FILE *out, const Graph *g, ModuleId id)
{
    const Module *m = &g->modules[id];
    fprintf(out, "module m%" PRIu32 " ", id);
    put_str(out, m->name);
    fprintf(out, " path=%s attr=", m->path ? m->path : "?");
    if (m->attr.len) put_str(out, m->attr);
    else fputc('-', out);
    if (m->parent == NONE_ID) fputs(" parent=-", out);
    else fprintf(out, " parent=m%" PRIu32, m->parent);
    fprintf(out, " printed=%s @", m->printed ? "yes" : "no");
    put_pos(out, g, m->span.start);
    fprintf(out, " nodes=%" PRIu32 "\n", m->nnodes);
    for (NodeId i = 0; i < m->nnodes; i++) dump_node(out, g, m, i);
}

static const char *const input_kinds[] = {"user_input", "parameter", "buffer", "constant_tensor",
                                          "custom_obj", "token", "unknown"};
static const char *const output_kinds[] = {"user_output", "loss_output", "buffer_mutation",
                                           "parameter_mutation", "gradient_to_parameter",
                                           "gradient_to_user_input", "user_input_mutation",
                                           "token", "unknown"};

static void dump_specs(FILE *out, const char *what, const SigSpec *s, uint32_t n, const char *const *kinds,
                       int nkinds)
{
    for (uint32_t i = 0; i < n; i++) {
        fprintf(out, "  %s %s ", what, s[i].kind >= 0 && s[i].kind < nkinds ? kinds[s[i].kind] : "?");
        put_str(out, s[i].name);
        if (s[i].target.len) { fputs(" target=", out); put_str(out, s[i].target); }
        fputc('\n', out);
    }
}

int dump_graph(FILE *out, const Graph *g)
{
    static const char *const flavors[] = {"unknown", "dynamo", "aten", "export"};
    fprintf(out, "graph %s flavor=%s stage=%s modules=%" PRIu32 " origins=%" PRIu32,
            g->src && g->src->path ? g->src->path : "-", flavors[g->flavor], graph_stage_name(g->stage),
            g->nmodules, g->norigins);
    if (g->event.len) { fputs(" event=", out); put_str(out, g->event); }
    if (g->compile_id.len) { fputs(" compile_id=", out); put_str(out, g->compile_id); }
    fputc('\n', out);
    if (g->sig) {
        fprintf(out, "signature inputs=%" PRIu32 " outputs=%" PRIu32 "\n", g->sig->ninputs, g->sig->noutputs);
        dump_specs(out, "input", g->sig->inputs, g->sig->ninputs, input_kinds, 7);
        dump_specs(out, "output", g->sig->outputs, g->sig->noutputs, output_kinds, 9);
    }
    for (uint32_t i = 0; i < g->nranges; i++) {
        fputs("range ", out);
        put_str(out, g->ranges[i].symbol);
        fputs(" [", out);
        put_str(out, g->ranges[i].lo);
        fputs(", ", out);
        put_str(out, g->ranges[i].hi);
        fputs("]\n", out);
    }
    for (ModuleId i = 0; i < g->nmodules; i++) dump_module(out, g, i);
    return ferror(out) ? -1 : 0;
}
