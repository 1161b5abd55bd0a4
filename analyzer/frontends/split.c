/* Files of many printed graphs (concatenated print_readable() output, an AOT forward and
 * backward saved together, a script's stdout of every graph it compiled, FX IR or
 * ExportedProgram printouts one after another, tables) cut into their graphs while the file
 * is read, and each graph parsed, checked and freed before the next is read.
 *
 * Where a graph starts, at the start of a line:
 *   - `ExportedProgram:`, `graph(`, a tabular header `opcode  name  target  args  kwargs`,
 *     but for the FX IR graphs and tables printed after a graph for its subgraphs (one per
 *     get_attr of a submodule, depth first, as a loop over named_modules() prints them):
 *     those stay with it, unless the block's first node is a Dynamo root's input (L_x_);
 *   - `def forward(` anywhere: the graph starts at the last `class` line at column 0 before it
 *     (print_readable, Repro scripts) or at the `def` itself when that is at column 0 (gm.code);
 *     but fx_graph_runnable (2.14 and later) prints the subgraphs of its `class Repro` as classes
 *     at column 0 before it: a class graph other than a GraphModule (or `<lambda>`) that follows
 *     a class graph with nothing but classes at column 0 between them is held, and joins the
 *     graph before it when a `class Repro(` ends the run (the printed-code front end makes them
 *     Repro's subgraphs), else is cut off when anything else comes at column 0.
 * A `def forward` inside a graph already seen (a nested class, indented; a second forward of
 * one class) starts nothing. Text between graphs stays with the graph before it (a script's
 * imports with its first graph), so a file of one graph is read exactly as a whole, but for
 * the module repr that print(gm) writes before gm.code: `GraphModule(`, one `(name): ...`
 * line per child, `)` -- not Python, and not part of any graph, it is passed over. */
#include "frontends/split.h"

#include <stdlib.h>
#include <string.h>

#include "base/budget.h"
#include "diag/rules.h"
#include "frontends/fe_fxir.h"
#include "frontends/fe_tabular.h"
#include "frontends/graph_emit.h"

typedef enum LineKind {
    LINE_OTHER, LINE_START, LINE_CLASS, LINE_FORWARD, LINE_FORWARD_TOP, LINE_REPR_OPEN, LINE_REPR_CLOSE, LINE_TABLE,
    LINE_FXIR,
} LineKind;

typedef struct Splitter {
    Frontend *fe;
    const char *path;
    InputFormat fmt;
    LineReader *r;
    const Source *whole; /* memory mode: the text as a Source already, with its line table */
    Arena arena;        /* one graph at a time */
    uint64_t chunk;     /* stream offset where the current graph's text starts */
    uint32_t chunk_line; /* its 0-based line number */
    bool has_graph;     /* the text since `chunk` holds a graph */
    bool in_repr;       /* inside a module repr: its lines are passed over */
    bool repr_closed;   /* a module repr ended since the last graph's text */
    uint32_t repr_line; /* the 0-based line where the last one began */
    bool chunk_emitted; /* a graph's text was parsed already */
    /* tables and FX IR: the blocks of subgraphs printed after a graph's stay with it */
    LineKind block;     /* LINE_TABLE or LINE_FXIR while inside one, else LINE_OTHER */
    uint32_t pending;   /* get_attrs of submodules whose blocks have not come yet */
    bool first_row;     /* the next row shows whether the block just begun is a subgraph's */
    uint64_t block_pos; /* where it begun */
    uint32_t block_line;
    bool have_class;    /* a column-0 class line after the current graph started */
    uint64_t class_pos;
    uint32_t class_line;
    int graphs;
    SplitEachFn each;   /* frontend_split_text: each graph's range goes here, unread */
    void *each_user;
    /* fx_graph_runnable's layout: the current graph began at a column-0 class and only class
     * lines came at column 0 since (`class_run`); the cuts before the other classes of the run,
     * held until the run ends (`held`, malloc'd); a `class Repro(` ended it (`joined`) */
    bool class_run, joined;
    struct { uint64_t pos; uint32_t line; } *held;
    uint32_t nheld, held_cap;
} Splitter;

/* Held cuts at most, and bytes of text held for them, before a run is cut as usual. */
#define SPLIT_MAX_HELD 1024
#define SPLIT_MAX_HELD_BYTES ((uint64_t)64 << 20)


static bool starts(const char *s, size_t n, const char *lit)
{
    size_t k = strlen(lit);
    return n >= k && memcmp(s, lit, k) == 0;
}

/* `opcode  name  target  args  kwargs` at column 0 (the splitter only needs a cheap test; the
 * tabular front end checks the header word by word). */
static bool tabular_header(const char *s, size_t n)
{
    if (!starts(s, n, "opcode ")) return false;
    const char *k = memmem(s, n, " kwargs", 7);
    return k && memmem(s, (size_t)(k - s), " target ", 8) && memmem(s, (size_t)(k - s), " args ", 6);
}

static LineKind classify(const char *s, size_t n, bool first)
{
    if (first && n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) s += 3, n -= 3;
    if (n == 0) return LINE_OTHER;
    if (s[0] != ' ' && s[0] != '\t') {
        if (starts(s, n, "class ")) return LINE_CLASS;
        if (starts(s, n, "def forward(")) return LINE_FORWARD_TOP;
        if (starts(s, n, "ExportedProgram:")) return LINE_START;
        if (starts(s, n, "graph(")) return LINE_FXIR;
        if (tabular_header(s, n)) return LINE_TABLE;
        while (n && (s[n - 1] == '\r' || s[n - 1] == ' ')) n--;
        if (n == 1 && s[0] == ')') return LINE_REPR_CLOSE;
        if (n >= 2 && s[n - 1] == '(') { /* `GraphModule(`, `<lambda>(`: a module repr opens */
            size_t i = s[0] == '<' ? 1 : 0;
            while (i < n - 1 && (s[i] == '_' || (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                                 (s[i] >= '0' && s[i] <= '9') || (s[0] == '<' && s[i] == '>')))
                i++;
            if (i == n - 1) return LINE_REPR_OPEN;
        }
        return LINE_OTHER;
    }
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    return starts(s + i, n - i, "def forward(") ? LINE_FORWARD : LINE_OTHER;
}

/* Parses and checks the text [chunk, end) as one graph, then starts the next at `end`. */
static void emit(Splitter *sp, uint64_t end, uint32_t end_line)
{
    LineReader *r = sp->r;
    if (sp->each) {
        sp->each(sp->each_user, (uint32_t)sp->chunk, (uint32_t)end, sp->chunk_line);
        sp->graphs++;
        sp->chunk_emitted = true;
        sp->chunk = end;
        sp->chunk_line = end_line;
        return;
    }
    if (end - sp->chunk >= UINT32_MAX) {
        Source src;
        uint32_t root = sp->chunk_line + 1;
        source_init_derived(&src, &sp->arena, sp->path, "", 0, &root, NULL);
        frontend_report(sp->fe, &src, (Span){0, 0}, RID_FX906, "cannot read %s: a graph of 4 GiB or more", sp->path);
        arena_reset(&sp->arena);
        sp->chunk = end;
        sp->chunk_line = end_line;
        line_reader_keep(r, end);
        return;
    }
    uint32_t len = (uint32_t)(end - sp->chunk);
    if (sp->whole && sp->chunk == 0 && end == sp->whole->len) {
        /* the whole text is one graph: read it as the Source it already is */
        sp->graphs += frontend_emit_graph(sp->fe, sp->whole, sp->fmt, &sp->arena, NULL);
        sp->chunk_emitted = true;
        arena_reset(&sp->arena);
        sp->chunk = end;
        return;
    }
    const char *text = line_reader_bytes(r, sp->chunk);
    char saved = 0;
    if (r->f) saved = line_reader_terminate(r, end);
    else if (end < r->mem_len) text = arena_strndup(&sp->arena, text, len); /* a NUL-terminated copy */
    Source *src = ARENA_NEW(&sp->arena, Source);
    source_init(src, &sp->arena, sp->path, text, len);
    src->line_base = sp->chunk_line + (sp->whole ? sp->whole->line_base : 0);
    sp->graphs += frontend_emit_graph(sp->fe, src, sp->fmt, &sp->arena, NULL);
    sp->chunk_emitted = true;
    if (r->f) line_reader_restore(r, end, saved);
    arena_reset(&sp->arena);
    sp->chunk = end;
    sp->chunk_line = end_line;
    line_reader_keep(r, end);
}

/* A line inside a table or an FX IR graph: counts the get_attrs of submodules, whose blocks
 * follow, and decides from its first row whether a block begun while some were pending is
 * one of them (or the next compile's graph, which starts there). */
static void take_row(Splitter *sp, const char *s, size_t n)
{
    size_t t = n;
    while (t && (s[t - 1] == ' ' || s[t - 1] == '\r')) t--;
    bool table = sp->block == LINE_TABLE;
    if (t == 0) {
        if (table) sp->block = LINE_OTHER; /* a table ends at a blank line */
        return;
    }
    size_t i = 0;
    while (i < t && s[i] == ' ') i++;
    /* a row: a node of a table (not the rule of dashes), a `%name` line of FX IR */
    if (table ? s[0] == '-' : s[i] != '%') return;
    if (sp->first_row) {
        sp->first_row = false;
        if (table ? fe_tabular_root_row(s, t) : fe_fxir_root_line(s, t)) {
            sp->pending = 0;
            emit(sp, sp->block_pos, sp->block_line);
        } else {
            sp->pending--;
        }
    }
    Str target = table ? fe_tabular_get_attr(s, t) : fe_fxir_get_attr(s, t);
    if (target.len && fe_fxir_subgraph_attr(target.ptr, target.len)) sp->pending++;
}

/* Makes the cuts held for a run of classes that no `class Repro(` ended. */
static void cut_held(Splitter *sp)
{
    for (uint32_t k = 0; k < sp->nheld; k++) emit(sp, sp->held[k].pos, sp->held[k].line);
    sp->nheld = 0;
}

/* Whether the class graph at sp->class_pos is a GraphModule (or `<lambda>`): never one of
 * fx_graph_runnable's subgraph classes. */
static bool class_named(const Splitter *sp)
{
    const char *c = line_reader_bytes(sp->r, sp->class_pos);
    return starts(c, 22, "class GraphModule(") || starts(c, 15, "class <lambda>(");
}

/* A class graph at column 0 (sp->class_pos) after the current one: cut before it now, or hold
 * the cut while the run of classes may still end in `class Repro(`. */
static void class_cut(Splitter *sp)
{
    bool named = class_named(sp);
    if (sp->class_run && !sp->joined && !named && sp->nheld < SPLIT_MAX_HELD &&
        sp->class_pos - sp->chunk <= SPLIT_MAX_HELD_BYTES) {
        if (starts(line_reader_bytes(sp->r, sp->class_pos), 12, "class Repro(")) {
            sp->nheld = 0; /* the classes before it are its subgraphs: one graph */
            sp->joined = true;
            return;
        }
        if (sp->nheld == sp->held_cap) {
            sp->held_cap = sp->held_cap ? sp->held_cap * 2 : 8;
            sp->held = realloc(sp->held, sizeof *sp->held * sp->held_cap);
            if (!sp->held) abort();
        }
        sp->held[sp->nheld].pos = sp->class_pos;
        sp->held[sp->nheld++].line = sp->class_line;
        return;
    }
    cut_held(sp);
    emit(sp, sp->class_pos, sp->class_line);
    sp->class_run = !named;
    sp->joined = false;
}

static void take_line(Splitter *sp, const char *s, size_t n)
{
    LineReader *r = sp->r;
    uint32_t line = r->lineno - 1;
    LineKind kind = classify(s, n, line == 0);
    /* anything but a class or a comment at column 0 ends a run of classes */
    if (sp->class_run && kind != LINE_CLASS && n && s[0] != ' ' && s[0] != '\t' && s[0] != '#' && s[0] != '\r' &&
        !sp->in_repr && sp->block == LINE_OTHER) {
        cut_held(sp);
        sp->class_run = sp->joined = false;
    }
    if (sp->in_repr) {
        /* the repr ends at its `)`; the next graph's text starts after it */
        if (kind == LINE_REPR_CLOSE) {
            sp->in_repr = false;
            sp->repr_closed = true;
            sp->chunk = r->pos;
            sp->chunk_line = line + 1;
            line_reader_keep(r, r->pos);
        }
        return;
    }
    if (sp->block != LINE_OTHER && (kind == LINE_OTHER || kind == LINE_FORWARD || kind == LINE_REPR_CLOSE)) {
        take_row(sp, s, n);
        return;
    }
    if (kind != LINE_TABLE && kind != LINE_FXIR) sp->block = LINE_OTHER, sp->pending = 0;
    switch (kind) {
    case LINE_OTHER: case LINE_REPR_CLOSE: return;
    case LINE_TABLE: case LINE_FXIR:
        if (sp->block != kind) sp->pending = 0; /* subgraphs print in their graph's form */
        sp->block = kind;
        if (sp->pending) { /* a subgraph's block, unless its first row says otherwise */
            sp->first_row = true;
            sp->block_pos = r->line_pos;
            sp->block_line = line;
            return;
        }
        if (sp->has_graph) emit(sp, r->line_pos, line);
        break;
    case LINE_REPR_OPEN:
        if (sp->has_graph) emit(sp, r->line_pos, line);
        sp->has_graph = sp->have_class = false;
        sp->in_repr = true;
        sp->repr_line = line;
        return;
    case LINE_CLASS:
        sp->have_class = true;
        sp->class_pos = r->line_pos;
        sp->class_line = line;
        return;
    case LINE_START:
        if (sp->has_graph) emit(sp, r->line_pos, line);
        break;
    case LINE_FORWARD_TOP:
        if (sp->has_graph) emit(sp, r->line_pos, line);
        break;
    case LINE_FORWARD:
        if (sp->has_graph && sp->have_class) class_cut(sp);
        else if (sp->have_class) sp->class_run = !class_named(sp), sp->joined = false;
        break;
    }
    sp->has_graph = true;
    sp->have_class = false;
}

bool frontend_split_line_starts_more(const char *s, size_t n)
{
    char c = n ? *s : 0;
    if (c == ' ' || c == '\t' || c == '%' || c == '#' || c == '\n' || c == '\r' || c == 0) return false;
    while (n && s[n - 1] == '\r') n--; /* as source_line gives a line */
    return classify(s, n, false) != LINE_OTHER;
}

/* Whether a text in memory can hold more than one graph: a line after the first starts like a
 * graph, a table or a module repr at column 0. Its line table makes this a look at the first
 * byte of each line, much cheaper than the line-by-line walk; and a large dump is nearly
 * always one graph. */
static bool may_hold_many(const Source *whole)
{
    for (uint32_t i = 1; i < whole->nlines; i++) {
        char c = whole->text[whole->line_starts[i]];
        if (c == ' ' || c == '\t' || c == '%' || c == '#' || c == '\n' || c == '\r' || c == 0) continue;
        Str line = source_line(whole, i);
        if (frontend_split_line_starts_more(line.ptr, line.len)) return true;
    }
    return false;
}

/* Whether the text after the last graph, [p, p + n), is only the blank tail of what came before
 * (a graph already read, or a module repr): then it is no graph of its own. */
static bool rest_is_blank(const Splitter *sp, const char *p, uint64_t n)
{
    if (sp->has_graph || !(sp->chunk_emitted || sp->in_repr || sp->repr_closed)) return false;
    for (uint64_t i = 0; i < n; i++)
        if (p[i] != ' ' && p[i] != '\n' && p[i] != '\r' && p[i] != '\t') return false;
    return true;
}

int frontend_split_run(Frontend *fe, const char *path, LineReader *r, InputFormat fmt, const Source *whole)
{
    if (whole && !may_hold_many(whole)) {
        Arena a;
        arena_init(&a);
        int n = frontend_emit_graph(fe, whole, fmt, &a, NULL);
        arena_free(&a);
        return n;
    }
    Splitter sp;
    memset(&sp, 0, sizeof sp);
    sp.fe = fe;
    sp.path = path;
    sp.fmt = fmt;
    sp.r = r;
    sp.whole = whole;
    arena_init(&sp.arena);
    line_reader_keep(r, 0);
    const char *line;
    size_t n;
    /* --file-timeout: polled between lines; out of time, the graph being read is not emitted
     * (it would look cut short) and the driver reports what was given up */
    bool expired = false;
    while (!(expired = budget_poll()) && line_reader_next(r, &line, &n)) take_line(&sp, line, n);
    uint64_t end = r->f ? r->base + r->end : r->mem_len;
    /* the rest of the file: a graph, or text without one (said by its front end), unless it is
     * only the blank tail after a module repr that followed the last graph */
    if (!expired) cut_held(&sp); /* whole graphs, even when the rest could not be read */
    bool blank = rest_is_blank(&sp, line_reader_bytes(r, sp.chunk), end - sp.chunk);
    if (!r->error && !blank && !expired) emit(&sp, end, r->lineno);
    else if (!r->error && !expired && !sp.chunk_emitted && sp.repr_closed) {
        /* a module repr and nothing after it: said where the repr begins (its text is gone
         * from a streamed file, and the empty rest has no line of its own) */
        Source src;
        uint32_t root = sp.repr_line + 1;
        source_init_derived(&src, &sp.arena, path, "", 0, &root, NULL);
        frontend_report(fe, &src, (Span){0, 0}, RID_FX901,
                        "no graph found: a module's repr (print(module)) begins here, and no graph's code follows it");
    }
    arena_free(&sp.arena);
    free(sp.held);
    return sp.graphs;
}

int frontend_split_text(const Source *whole, SplitEachFn each, void *user)
{
    if (!may_hold_many(whole)) {
        each(user, 0, whole->len, 0);
        return 1;
    }
    Splitter sp;
    memset(&sp, 0, sizeof sp);
    LineReader r;
    line_reader_init_mem(&r, whole->text, whole->len);
    sp.r = &r;
    sp.whole = whole;
    sp.each = each;
    sp.each_user = user;
    const char *line;
    size_t n;
    while (line_reader_next(&r, &line, &n)) take_line(&sp, line, n);
    /* the rest, as frontend_split_run takes it */
    cut_held(&sp);
    bool blank = rest_is_blank(&sp, whole->text + sp.chunk, whole->len - sp.chunk);
    if (!blank) {
        emit(&sp, whole->len, r.lineno);
    } else if (!sp.chunk_emitted && sp.repr_closed) {
        /* a module repr and nothing after it: the whole text, whose front end says so */
        each(user, 0, whole->len, 0);
        sp.graphs++;
    }
    line_reader_fini(&r);
    free(sp.held);
    return sp.graphs;
}
