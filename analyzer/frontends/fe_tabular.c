/* Graph.print_tabular() (tabulate's "simple" table, one row per node) -> the graph model. Like
 * FX IR it carries no metadata. A table names no graph: the tables printed after it for each
 * get_attr of a submodule are its subgraphs (print_tabular() over named_modules()).
 *
 *   tables := table { table }                a graph's table, then its subgraphs', depth first
 *   table  := header NL rule NL { row NL }   ends at a blank line or the next header
 *   header := 'opcode' ' '+ 'name' ' '+ 'target' ' '+ 'args' ' '+ 'kwargs'
 *   rule   := dashes ('  ' dashes){4}        the column starts, as tabulate pads every column
 *   row    := OPCODE NAME TARGET ARGS KWARGS  each cell under its dashes; ARGS is str() of a
 *                                            tuple (node names bare), KWARGS of a dict
 */
#include "frontends/fe_tabular.h"

#include <string.h>

#include "diag/rules.h"
#include "frontends/fe_fxir.h"

#define NCOLS 5

typedef struct Table {
    Frontend *fe;
    const Source *src;
    Graph *g;
    Arena *a;
    ModuleId m;
    uint32_t col[NCOLS]; /* each column's first byte, relative to the line start */
} Table;

/* Line i of the source as [start, end) offsets, without CR and trailing spaces. */
static Span line_span(const Source *src, uint32_t i)
{
    Str t = source_line(src, i);
    uint32_t s = (uint32_t)(t.ptr - src->text), e = s + t.len;
    while (e > s && (src->text[e - 1] == ' ' || src->text[e - 1] == '\t')) e--;
    return (Span){s, e};
}

static bool blank(Span sp) { return sp.start == sp.end; }

/* Cell k of a row at [ls, le): its trimmed text span. */
static Span cell(const Table *t, uint32_t ls, uint32_t le, int k)
{
    uint32_t s = ls + t->col[k], e = k + 1 < NCOLS ? ls + t->col[k + 1] : le;
    if (s > le) s = le;
    if (e > le) e = le;
    while (s < e && t->src->text[s] == ' ') s++;
    while (e > s && t->src->text[e - 1] == ' ') e--;
    return (Span){s, e};
}

static bool header_ok(const Source *src, Span sp)
{
    static const char *const words[NCOLS] = {"opcode", "name", "target", "args", "kwargs"};
    const char *p = src->text + sp.start, *end = src->text + sp.end;
    for (int k = 0; k < NCOLS; k++) {
        while (p < end && *p == ' ') p++;
        size_t n = strlen(words[k]);
        if ((size_t)(end - p) < n || memcmp(p, words[k], n) != 0) return false;
        p += n;
        if (p < end && *p != ' ') return false;
    }
    while (p < end && *p == ' ') p++;
    return p == end;
}

/* The rule under the header: five runs of dashes. Fills t->col; false when it is not one. */
static bool read_rule(Table *t, Span sp)
{
    const char *s = t->src->text;
    int k = 0;
    for (uint32_t i = sp.start; i < sp.end;) {
        if (s[i] == ' ') {
            i++;
            continue;
        }
        if (s[i] != '-' || k == NCOLS) return false;
        t->col[k++] = i - sp.start;
        while (i < sp.end && s[i] == '-') i++;
    }
    return k == NCOLS;
}

static Str text(const Table *t, Span sp) { return source_slice(t->src, sp); }

/* str() of a call_function target: an OpOverload ("aten.add.Tensor"), a HOP ("cond"), a
 * builtin ("<built-in function getitem>", "<built-in method sin of type object at 0x..>") or a
 * Python function ("<function sym_not at 0x..>"). */
static Target function_target(Table *t, Str s)
{
    static const char method[] = "<built-in method ", function[] = "<function ";
    if (str_starts(s, method) || str_starts(s, function)) {
        uint32_t from = str_starts(s, method) ? sizeof method - 1 : sizeof function - 1, to = from;
        while (to < s.len && s.ptr[to] != ' ' && s.ptr[to] != '>') to++;
        Target r = target_from_callable(str_from(arena_printf(t->a, "torch.%.*s", (int)(to - from), s.ptr + from)));
        r.qualname = s;
        return r;
    }
    if (s.len && s.ptr[0] != '<') {
        uint32_t dots = 0;
        for (uint32_t i = 0; i < s.len; i++) dots += s.ptr[i] == '.';
        if (dots >= 1) { /* ns.op[.overload]: an OpOverload(Packet) prints without torch.ops. */
            Target r = target_from_callable(str_from(arena_printf(t->a, "torch.ops.%.*s", STR_ARG(s))));
            r.qualname = s;
            return r;
        }
        Target hop = target_from_callable(str_from(arena_printf(t->a, "torch._higher_order_ops.%.*s", STR_ARG(s))));
        if (hop.kind == TK_OP) {
            hop.qualname = s;
            return hop;
        }
    }
    return target_from_callable(s);
}

static void report(Table *t, Span sp, const char *what)
{
    frontend_report(t->fe, t->src, sp.end > sp.start ? sp : (Span){sp.start, sp.start}, RID_FX901, "tabular: %s",
                    what);
}

static void read_row(Table *t, Span row)
{
    Span c[NCOLS];
    for (int k = 0; k < NCOLS; k++) c[k] = cell(t, row.start, row.end, k);
    Node n;
    memset(&n, 0, sizeof n);
    n.origin = NONE_ID;
    n.submodule = NONE_ID;
    if (!fe_fxir_opcode(text(t, c[0]), &n.kind)) {
        report(t, c[0].end > c[0].start ? c[0] : row, "expected an opcode in the first column (placeholder, "
                                                       "get_attr, call_function, call_method, call_module, output)");
        return;
    }
    if (c[1].end == c[1].start || c[2].end == c[2].start) {
        report(t, row, "a row without a name or a target");
        return;
    }
    n.name = text(t, c[1]);
    n.name_span = c[1];
    Str target = text(t, c[2]);
    n.target = n.kind == NK_CALL_FUNCTION ? function_target(t, target) : fe_fxir_target(n.kind, target);
    n.span = row;
    n.call_span = (Span){c[2].start, row.end};
    Value args, kwargs;
    if (!fe_fxir_read_value(t->fe, t->src, t->g, t->a, t->m, c[3], "tabular", &args)) return;
    if (args.kind != VK_TUPLE) {
        report(t, c[3], "the args cell is not a tuple");
        return;
    }
    n.args = args.seq.items;
    n.nargs = args.seq.n;
    if (c[4].end > c[4].start) {
        if (!fe_fxir_read_value(t->fe, t->src, t->g, t->a, t->m, c[4], "tabular", &kwargs)) return;
        if (kwargs.kind != VK_DICT) {
            report(t, c[4], "the kwargs cell is not a dict");
            return;
        }
        n.nkwargs = kwargs.seq.n;
        if (n.nkwargs) {
            n.kwargs = ARENA_ARRAY(t->a, Kwarg, n.nkwargs);
            for (uint32_t i = 0; i < n.nkwargs; i++) n.kwargs[i] = (Kwarg){kwargs.seq.keys[i], kwargs.seq.items[i]};
        }
    }
    if (n.kind == NK_OUTPUT) {
        /* output's args are (value,): the model's output node holds the value itself */
        n.name = STR_LIT("output");
        n.call_span = n.nargs ? n.args[0].span : c[3];
        n.nargs = n.nargs ? 1 : 0;
    }
    graph_add_node(t->g, t->m, &n);
}

Str fe_tabular_get_attr(const char *s, size_t n)
{
    static const char ga[] = "get_attr ";
    if (n <= sizeof ga || memcmp(s, ga, sizeof ga - 1) != 0) return (Str){"", 0};
    size_t i = sizeof ga - 1; /* the third word is the target */
    while (i < n && s[i] == ' ') i++;
    while (i < n && s[i] != ' ') i++;
    while (i < n && s[i] == ' ') i++;
    size_t e = i;
    while (e < n && s[e] != ' ') e++;
    return str_make(s + i, e - i);
}

/* Whether a table's first row shows the root graph of a Dynamo compile: a placeholder whose
 * target is a source name (`L_x_`, `G_w_`); subgraph tables take plain names. */
bool fe_tabular_root_row(const char *s, size_t n)
{
    static const char ph[] = "placeholder ";
    if (n < sizeof ph - 1 || memcmp(s, ph, sizeof ph - 1) != 0) return false;
    size_t i = sizeof ph - 1;
    while (i < n && s[i] == ' ') i++; /* the name */
    while (i < n && s[i] != ' ') i++;
    while (i < n && s[i] == ' ') i++; /* the target */
    return n - i >= 2 && (s[i] == 'L' || s[i] == 'G') && s[i + 1] == '_';
}

static void skip_blank(const Source *src, uint32_t *i)
{
    while (*i < src->nlines && blank(line_span(src, *i))) (*i)++;
}

/* Blank lines and comments above the first table (a note the user wrote). */
static void skip_preamble(const Source *src, uint32_t *i)
{
    for (;;) {
        skip_blank(src, i);
        if (*i >= src->nlines) return;
        Span sp = line_span(src, *i);
        while (sp.start < sp.end && src->text[sp.start] == ' ') sp.start++;
        if (src->text[sp.start] != '#') return;
        (*i)++;
    }
}

/* Reads the table at line *i into module m (created here: `name` under `parent`) and, after
 * it, the tables of its subgraphs: as print_tabular() over named_modules() prints them, one
 * per get_attr of a submodule, in that order, each followed by its own. *i ends past them. */
static bool read_table(Table *t, uint32_t *i, Str name, ModuleId parent, unsigned depth)
{
    const Source *src = t->src;
    Span head = line_span(src, *i);
    if (*i + 1 >= src->nlines || !read_rule(t, line_span(src, *i + 1))) {
        report(t, *i + 1 < src->nlines ? line_span(src, *i + 1) : head, "expected the rule of dashes under the header");
        *i = src->nlines;
        return false;
    }
    ModuleId m = graph_add_module(t->g, name, parent, head);
    t->m = m;
    graph_reserve(t->g, m, 8);
    for (*i += 2; *i < src->nlines; (*i)++) {
        Span row = line_span(src, *i);
        /* a table ends at its first blank line, or where the next one's header starts */
        if (blank(row) || header_ok(src, row)) break;
        read_row(t, row); /* columns count from the line start, as in the rule */
    }
    if (depth >= 64) return true;
    /* (modules grow while the subgraphs are read: index, never hold a pointer) */
    for (NodeId k = 0; k < t->g->modules[m].nnodes; k++) {
        const Node *n = &t->g->modules[m].nodes[k];
        if (n->kind != NK_GET_ATTR || !fe_fxir_subgraph_attr(n->target.op.ptr, n->target.op.len)) continue;
        uint32_t next = *i;
        skip_blank(src, &next);
        if (next + 2 >= src->nlines || !header_ok(src, line_span(src, next))) break;
        Str first = source_line(src, next + 2);
        if (fe_tabular_root_row(first.ptr, first.len)) break; /* the next compile's graph */
        *i = next;
        Str attr = n->target.op;
        read_table(t, i, attr, m, depth + 1);
        t->m = m;
    }
    return true;
}

int fe_tabular_parse(Frontend *fe, const Source *src, Graph *out, Arena *a)
{
    Table t = {.fe = fe, .src = src, .g = out, .a = a, .m = NONE_ID};
    graph_init(out, a, src);
    uint32_t i = 0;
    skip_preamble(src, &i);
    if (i >= src->nlines || !header_ok(src, line_span(src, i))) {
        Span sp = i < src->nlines ? line_span(src, i) : (Span){0, 0};
        report(&t, sp, "expected the header 'opcode  name  target  args  kwargs' of Graph.print_tabular()");
        return 0;
    }
    if (!read_table(&t, &i, STR_LIT("GraphModule"), NONE_ID, 0) && out->nmodules == 0) return 0;
    skip_blank(src, &i);
    if (i < src->nlines && header_ok(src, line_span(src, i)))
        frontend_report_sev(fe, src, line_span(src, i), RID_FX907, SEV_INFO,
                            "tabular: a table that is no subgraph of the graph above is not read with it");
    graph_finish(out);
    return 1;
}
