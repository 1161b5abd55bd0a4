/* The plan stage: the pieces of a printed-code text and the steps that walk them (plan.h). It
 * reads only the outline: classes with a forward become modules (nested ones too), the first
 * forward of each is cut into pieces, every other member is only checked. */
#include <stdlib.h>

#include "frontends/readable/plan.h"

/* ---- planning ---- */

static void push_step(Plan *p, uint8_t kind, uint32_t line, uint32_t arg)
{
    if (p->nsteps == p->scap) {
        p->scap = p->scap ? p->scap * 2 : 64;
        p->steps = realloc(p->steps, sizeof *p->steps * p->scap);
        if (!p->steps) abort();
    }
    p->steps[p->nsteps++] = (Step){kind, line, arg, 0, {NULL, 0}};
}

/* Adds the piece [start, end) of the given kind and the step that parses it. */
static void push_piece(Plan *p, uint32_t start, uint32_t end, uint8_t kind)
{
    if (p->npieces == p->pcap) {
        p->pcap = p->pcap ? p->pcap * 2 : 64;
        p->pieces = realloc(p->pieces, sizeof *p->pieces * p->pcap);
        if (!p->pieces) abort();
    }
    /* pieces start and end at line starts (or the end of the text) */
    Piece pc = {start, end, source_line_index(p->src, start), p->eof_row, p->eof_col, 0, NONE_ID, 0, kind, false, false};
    if (end < p->len) pc.end_row = source_line_index(p->src, end), pc.end_col = 0;
    /* its first logical line (a FIRST piece's def) */
    const ReadableOutline *o = p->o;
    uint32_t lo = 0, hi = o->nlines;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (o->lines[mid].start < start) lo = mid + 1;
        else hi = mid;
    }
    pc.line = lo;
    if (kind != PIECE_CHECK) pc.forward = p->forward, pc.expect = p->expect, pc.scan = p->scanning, pc.flatten = p->flatten;
    p->pieces[p->npieces] = pc;
    push_step(p, STEP_PIECE, lo, p->npieces++);
}

/* One past a member's text: the start of the next logical line after its block, so that the
 * comments that follow it go with it; the end of the text for the last. */
static uint32_t unit_end(const Plan *p, uint32_t line)
{
    uint32_t next = p->o->lines[line].last + 1;
    return next < p->o->nlines ? p->o->lines[next].start : p->len;
}

/* Whether a piece that began at byte `start` ends before the statement at `line`. Cuts come
 * from the statement's own first bytes (a hash), once the piece has half the target size, or
 * at four times the target: inserting or deleting text moves only the cuts next to it. */
static bool cut_before(const Plan *p, uint32_t start, uint32_t line)
{
    if (p->chunking == 0) return true;
    const ReadableLine *l = &p->o->lines[line];
    uint32_t size = l->start - start, target = (uint32_t)p->chunking;
    if (size / 4 >= target) return true;
    if (size < target / 2) return false;
    const unsigned char *s = (const unsigned char *)p->text + l->start + l->indent;
    uint32_t n = l->end - l->start - l->indent, h = 2166136261u;
    if (n > 48) n = 48;
    for (uint32_t i = 0; i < n; i++) h = (h ^ s[i]) * 16777619u;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    return (h & p->mask) == 0;
}

/* Members that are only parsed (not lowered) are gathered in runs of siblings and cut into
 * CHECK pieces like a body. */
static void run_add(Plan *p, uint32_t line)
{
    const ReadableLine *l = &p->o->lines[line];
    if (p->run_open && cut_before(p, p->run_start, line)) {
        push_piece(p, p->run_start, p->o->lines[line - 1].end, PIECE_CHECK);
        p->run_open = false;
        p->run_start = p->o->lines[line - 1].end;
        p->run_end = unit_end(p, line);
        p->run_open = true;
        return;
    }
    if (!p->run_open) p->run_start = l->start;
    p->run_open = true;
    p->run_end = unit_end(p, line);
}

static void run_flush(Plan *p)
{
    if (p->run_open) push_piece(p, p->run_start, p->run_end, PIECE_CHECK);
    p->run_open = false;
}

/* The forward at line f of module mid: its def line and body statements in pieces. A body
 * that calls tree_flatten_spec stays whole: its placeholders come from statements anywhere in
 * it (readable_forward_begin). */
static void plan_forward(Plan *p, uint32_t f, ModuleId mid)
{
    const ReadableLine *lines = p->o->lines;
    push_step(p, STEP_FORWARD, f, mid);
    Step *fwd = &p->steps[p->nsteps - 1];
    for (uint32_t u = f + 1; u <= lines[f].last; u = lines[u].last + 1) fwd->count++;
    p->forward = f;
    p->expect = fwd->count;
    uint32_t start = lines[f].start, end = unit_end(p, f);
    bool whole = false;
    for (uint32_t u = f + 1; u <= lines[f].last && !whole; u++) whole = lines[u].flatten;
    p->flatten = whole;
    uint8_t kind = PIECE_FIRST;
    /* the def line keeps at least its first statement: a def needs a body */
    for (uint32_t u = lines[f + 1].last + 1; u <= lines[f].last; u = lines[u].last + 1) {
        if (whole || !cut_before(p, start, u)) continue;
        /* a statement's piece holds the comment lines before it (its `# File:` origin) */
        push_piece(p, start, lines[u - 1].end, kind);
        start = lines[u - 1].end;
        kind = PIECE_MORE;
    }
    push_piece(p, start, end, kind);
    push_step(p, STEP_END, f, mid);
}

static void plan_class_body(Plan *p, uint32_t c, ModuleId mid, unsigned depth);

/* The class at line c as a module under parent (NONE_ID for the graph's own class), as
 * lower.c's walk of a whole tree reads it: nested classes with a forward become modules, the
 * first forward is lowered, every other member only parsed. */
static void plan_class(Plan *p, uint32_t c, ModuleId parent, unsigned depth)
{
    if (depth >= READABLE_MAX_CLASS_DEPTH) {
        push_step(p, STEP_TOO_DEEP, c, 0);
        run_add(p, c);
        return;
    }
    ModuleId mid = p->nmodules++;
    push_step(p, STEP_MODULE, c, parent);
    plan_class_body(p, c, mid, depth);
}

/* The members of the class at line c, module mid. */
static void plan_class_body(Plan *p, uint32_t c, ModuleId mid, unsigned depth)
{
    const ReadableLine *lines = p->o->lines;
    if (depth == 0)
        for (uint32_t u = c + 1; u <= lines[c].last; u = lines[u].last + 1)
            if (lines[u].kind == RL_DEF) p->script = true;
    bool have_forward = false;
    for (uint32_t u = c + 1; u <= lines[c].last; u = lines[u].last + 1) {
        if (lines[u].kind == RL_CLASS && lines[u].has_forward) {
            run_flush(p);
            plan_class(p, u, mid, depth + 1);
        } else if (lines[u].kind == RL_FORWARD && !have_forward) {
            run_flush(p);
            plan_forward(p, u, mid);
            have_forward = true;
        } else {
            if (lines[u].kind == RL_FORWARD) push_step(p, STEP_SECOND_FORWARD, u, 0);
            if (lines[u].kind == RL_CLASS) push_step(p, STEP_CLASS_NO_FORWARD, u, 0);
            run_add(p, u);
        }
    }
    run_flush(p);
}

static bool is_graph_line(const ReadableLine *l)
{
    return (l->kind == RL_CLASS && l->has_forward) || l->kind == RL_FORWARD;
}

/* fx_graph_runnable's layout (outline.h): the graph is `class Repro` at line r, and the
 * top-level classes with a forward before it are its subgraphs, each named by the attribute
 * Repro's __init__ makes of it. Repro is module 0; each subgraph's module and forward follow
 * in the order of the text, then Repro's own members. */
static void plan_runnable(Plan *p, uint32_t r)
{
    const ReadableOutline *o = p->o;
    ModuleId mid = p->nmodules++;
    push_step(p, STEP_MODULE, r, NONE_ID);
    /* the attributes are made before Repro's forward (in __init__): only that much is searched */
    uint32_t init_end = unit_end(p, r);
    for (uint32_t u = r + 1; u <= o->lines[r].last; u = o->lines[u].last + 1)
        if (o->lines[u].kind == RL_FORWARD) {
            init_end = o->lines[u].start;
            break;
        }
    for (uint32_t u = 0; u < r; u = o->lines[u].last + 1) {
        if (!is_graph_line(&o->lines[u]) || o->lines[u].kind != RL_CLASS) {
            run_add(p, u);
            continue;
        }
        run_flush(p);
        uint32_t at = p->nsteps;
        plan_class(p, u, mid, 1);
        const ReadableLine *l = &o->lines[u];
        p->steps[at].attr = readable_runnable_attr(p->text, o->lines[r].start, init_end,
                                                   str_make(p->text + l->name, l->name_len));
    }
    run_flush(p);
    plan_class_body(p, r, mid, 0);
}

/* The line of fx_graph_runnable's `class Repro` when the text has that layout (a graph class
 * before it), else NONE_ID. */
static uint32_t runnable_graph(const Plan *p, uint32_t first)
{
    const ReadableOutline *o = p->o;
    for (uint32_t u = o->lines[first].last + 1; u < o->nlines; u = o->lines[u].last + 1) {
        const ReadableLine *l = &o->lines[u];
        if (l->kind == RL_CLASS && l->has_forward &&
            readable_is_runnable_graph(str_make(p->text + l->name, l->name_len)))
            return o->lines[first].kind == RL_CLASS ? u : NONE_ID;
    }
    return NONE_ID;
}

/* The whole text: what comes before the graph (only parsed), the graph (the first top-level
 * class holding a forward, or a bare `def forward`), and what follows (only parsed; a second
 * graph there is noted as not read). */
static void plan_top(Plan *p)
{
    const ReadableOutline *o = p->o;
    uint32_t g = NONE_ID, second = NONE_ID, repro = NONE_ID;
    for (uint32_t u = 0; u < o->nlines; u = o->lines[u].last + 1) {
        if (!is_graph_line(&o->lines[u])) continue;
        if (g == NONE_ID) {
            g = u;
            repro = runnable_graph(p, u);
        } else if (repro == NONE_ID || u > repro) {
            second = u;
            break;
        }
    }
    /* find_graph notes the second graph before anything is lowered */
    if (second != NONE_ID) push_step(p, STEP_SECOND_GRAPH, second, 0);
    if (repro != NONE_ID) {
        /* the text before Repro is planned with it: its subgraph classes stand there */
        g = repro;
        plan_runnable(p, repro);
    } else {
        for (uint32_t u = 0; u < (g == NONE_ID ? o->nlines : g); u = o->lines[u].last + 1) run_add(p, u);
        run_flush(p);
        if (g == NONE_ID) return;
        if (o->lines[g].kind == RL_CLASS) {
            plan_class(p, g, NONE_ID, 0);
        } else {
            ModuleId mid = p->nmodules++;
            push_step(p, STEP_MODULE, g, NONE_ID);
            plan_forward(p, g, mid);
        }
    }
    p->graph = true;
    for (uint32_t u = o->lines[g].last + 1; u < o->nlines; u = o->lines[u].last + 1) run_add(p, u);
    run_flush(p);
}

void readable_plan_free(Plan *p)
{
    free(p->pieces);
    free(p->steps);
}

bool readable_line_code(const Plan *p, const ReadableLine *l, uint32_t *from, uint32_t *to, uint32_t *skip)
{
    const ReadableOutline *o = p->o;
    uint32_t s = l->start + l->indent, e = l->end;
    if (e > s && p->text[e - 1] == '\n') e--;
    /* *skip: the first skip at or after the line before (lines are taken in order) */
    while (*skip < o->nskips && o->skips[*skip].from < s) ++*skip;
    if (*skip < o->nskips && o->skips[*skip].from < e) e = o->skips[*skip].from;
    if (o->nlists) {
        uint32_t k = readable_first_list(o, s);
        if (k < o->nlists && o->lists[k].open < e) return false;
    }
    *from = s;
    *to = e;
    return true;
}

void readable_plan(Plan *p, const Source *src, const ReadableOutline *o, int32_t chunking, bool scanning)
{
    memset(p, 0, sizeof *p);
    p->src = src;
    p->text = src->text;
    p->len = src->len;
    p->o = o;
    p->chunking = chunking;
    p->scanning = scanning;
    uint32_t bits = 64;
    while (bits * 256 < (uint32_t)(chunking > 0 ? chunking : 0)) bits *= 2;
    p->mask = bits - 1;
    p->eof_row = src->nlines ? src->nlines - 1 : 0;
    p->eof_col = src->nlines ? src->len - src->line_starts[src->nlines - 1] : src->len;
    plan_top(p);
}
