/* Printed code parsed in pieces. PyTorch's printer makes a dump's parts independent: each
 * class member stands alone, and a forward body is a run of statements that each stand alone
 * (the `# File:` comments before a statement go with it). So the outline (readable_outline.c)
 * cuts the text into pieces: each forward's def line with the first statements of its body,
 * then the rest of the body in runs of whole statements, and every other member in runs of
 * its own. Each piece is parsed alone (tree-sitter on that byte range of the text, so node
 * offsets are the file's), lowered in order into the graph, and its tree deleted: memory
 * follows the largest piece, not the file. Piece boundaries come from the content of the
 * statement they precede, so an edit moves only the boundaries near it.
 *
 * What the pieces give is what the whole text gives: a piece that does not parse cleanly,
 * or any text the outline is not sure of, makes the whole parse decline (nothing kept) and
 * the caller parses the text whole, as before. Syntax errors are thus always reported from
 * the whole file's tree. */
#include <pthread.h>
#include <stdlib.h>

#include "base/budget.h"
#include "diag/rules.h"
#include "frontends/readable/readable.h"

/* Deepest class nesting followed, as in fe_readable.c. */
#define MAX_CLASS_DEPTH 64

typedef struct Piece {
    uint32_t start, end;        /* bytes of the text */
    uint32_t row;               /* line of start, which is at column 0 */
    uint32_t end_row, end_col;  /* position of end */
    uint32_t line;              /* its first logical line (a FIRST piece's def) */
    uint32_t forward;           /* FIRST and MORE: the line of its forward's def */
    uint32_t expect;            /* FIRST and MORE: the statements of its forward's body */
    uint8_t kind;
    bool scan;                  /* FIRST and MORE: its lines may be scanned (the scan stage is on) */
    bool flatten;               /* FIRST: its forward's placeholders come from a pytree flatten */
} Piece;

typedef enum StepKind {
    STEP_MODULE,         /* line: a class (or the bare def) made module arg's child */
    STEP_FORWARD,        /* line: the def of module arg's forward; its pieces follow */
    STEP_PIECE,          /* arg: the piece to parse (and lower, for a forward's) */
    STEP_END,            /* the forward is complete */
    STEP_SECOND_GRAPH,   /* line: a graph after the first, which is not read */
    STEP_SECOND_FORWARD, /* line: a second forward in one class, ignored */
    STEP_TOO_DEEP,       /* line: a class nested too deep to be read */
    STEP_CLASS_NO_FORWARD, /* line: a nested class without a forward (cut, when it ends the text) */
} StepKind;

typedef struct Step {
    uint8_t kind;
    uint32_t line;
    uint32_t arg;
    uint32_t count; /* STEP_FORWARD: the statements of its body */
} Step;

struct PieceResult;

typedef struct Plan {
    const Source *src;
    const char *text;
    uint32_t len;
    uint32_t eof_row, eof_col;
    const ReadableOutline *o;
    int32_t chunking;
    uint32_t mask;              /* content-defined cuts: hash bits that must be zero */
    Piece *pieces;
    uint32_t npieces, pcap;
    Step *steps;
    uint32_t nsteps, scap;
    ModuleId nmodules;
    bool script;
    bool graph;
    const uint32_t *lambdas;    /* the outline's `<lambda>`s: the parser reads `_lambda_` */
    uint32_t nlambdas;
    /* the run of sibling members being gathered into CHECK pieces */
    bool run_open;
    uint32_t run_start, run_end;
    /* the forward whose pieces are being planned */
    uint32_t forward, expect;
    bool scanning;      /* the scan stage is on (fe_readable_set_scanning) */
    bool flatten;       /* the forward being planned calls tree_flatten_spec */
    uint32_t scanned;   /* statements the scan stage read (pieces on several threads add to it) */
    const struct ReadableNames *names; /* made when pieces are lowered on their own */
    struct PieceResult *spare;         /* their results, recycled */
    pthread_mutex_t spare_mu;
} Plan;

/* ---- planning ---- */

static void push_step(Plan *p, uint8_t kind, uint32_t line, uint32_t arg)
{
    if (p->nsteps == p->scap) {
        p->scap = p->scap ? p->scap * 2 : 64;
        p->steps = realloc(p->steps, sizeof *p->steps * p->scap);
        if (!p->steps) abort();
    }
    p->steps[p->nsteps++] = (Step){kind, line, arg, 0};
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

/* The class at line c as a module under parent (NONE_ID for the graph's own class), as
 * fe_readable.c's lower_class reads it: nested classes with a forward become modules, the
 * first forward is lowered, every other member only parsed. */
static void plan_class(Plan *p, uint32_t c, ModuleId parent, unsigned depth)
{
    const ReadableLine *lines = p->o->lines;
    if (depth >= MAX_CLASS_DEPTH) {
        push_step(p, STEP_TOO_DEEP, c, 0);
        run_add(p, c);
        return;
    }
    ModuleId mid = p->nmodules++;
    push_step(p, STEP_MODULE, c, parent);
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

/* The whole text: what comes before the graph (only parsed), the graph (the first top-level
 * class holding a forward, or a bare `def forward`), and what follows (only parsed; a second
 * graph there is noted as not read). */
static void plan_top(Plan *p)
{
    const ReadableOutline *o = p->o;
    uint32_t g = NONE_ID, second = NONE_ID;
    for (uint32_t u = 0; u < o->nlines; u = o->lines[u].last + 1) {
        if (!is_graph_line(&o->lines[u])) continue;
        if (g == NONE_ID) {
            g = u;
        } else {
            second = u;
            break;
        }
    }
    /* find_graph notes the second graph before anything is lowered */
    if (second != NONE_ID) push_step(p, STEP_SECOND_GRAPH, second, 0);
    for (uint32_t u = 0; u < (g == NONE_ID ? o->nlines : g); u = o->lines[u].last + 1) run_add(p, u);
    run_flush(p);
    if (g == NONE_ID) return;
    p->graph = true;
    if (o->lines[g].kind == RL_CLASS) {
        plan_class(p, g, NONE_ID, 0);
    } else {
        ModuleId mid = p->nmodules++;
        push_step(p, STEP_MODULE, g, NONE_ID);
        plan_forward(p, g, mid);
    }
    for (uint32_t u = o->lines[g].last + 1; u < o->nlines; u = o->lines[u].last + 1) run_add(p, u);
    run_flush(p);
}

static void plan_free(Plan *p)
{
    free(p->pieces);
    free(p->steps);
}

/* ---- parsing one piece ---- */

typedef struct PieceInput {
    const Plan *plan;
    uint32_t end;
} PieceInput;

/* tree-sitter's read callback: the piece's bytes, with `_lambda_` for each `<lambda>` (AOT
 * class names that are not Python; same length, so offsets hold). */
static const char *piece_read(void *payload, uint32_t byte, TSPoint pos, uint32_t *n)
{
    (void)pos;
    const PieceInput *in = payload;
    const Plan *p = in->plan;
    if (byte >= in->end) {
        *n = 0;
        return "";
    }
    uint32_t lo = 0, hi = p->nlambdas;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (p->lambdas[mid] + 8 <= byte) lo = mid + 1;
        else hi = mid;
    }
    if (lo < p->nlambdas && p->lambdas[lo] <= byte) {
        uint32_t into = byte - p->lambdas[lo];
        *n = 8 - into;
        return "_lambda_" + into;
    }
    uint32_t stop = lo < p->nlambdas && p->lambdas[lo] < in->end ? p->lambdas[lo] : in->end;
    *n = stop - byte;
    return p->text + byte;
}

static TSPoint point_at(const Source *src, uint32_t off)
{
    uint32_t row = source_line_index(src, off);
    return (TSPoint){row, off - src->line_starts[row]};
}

/* The first list whose '[' is at or after `at`. */
static uint32_t first_list(const ReadableOutline *o, uint32_t at)
{
    uint32_t lo = 0, hi = o->nlists;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (o->lists[mid].open < at) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The first deletion skipped at or after `at`. */
static uint32_t first_skip(const ReadableOutline *o, uint32_t at)
{
    uint32_t lo = 0, hi = o->nskips;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (o->skips[mid].from < at) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The next text left out of piece pc's parse at or after byte `from` of the three sorted kinds
 * (a long list's tail, a skip, a line the scan stage read), advancing the one taken; false when
 * none is left before pc->end. */
typedef struct Gaps {
    const ReadableOutline *o;
    uint32_t li, si, xi, nx;
    const Span *x;
} Gaps;

static bool next_gap(Gaps *g, uint32_t end, uint32_t *cut, uint32_t *close)
{
    const ReadableOutline *o = g->o;
    uint32_t best = UINT32_MAX;
    int which = -1;
    if (g->li < o->nlists && o->lists[g->li].cut < best) best = o->lists[g->li].cut, which = 0;
    if (g->si < o->nskips && o->skips[g->si].from < best) best = o->skips[g->si].from, which = 1;
    if (g->xi < g->nx && g->x[g->xi].start < best) best = g->x[g->xi].start, which = 2;
    if (which < 0 || best >= end) return false;
    if (which == 0) *cut = o->lists[g->li].cut, *close = o->lists[g->li++].close;
    else if (which == 1) *cut = o->skips[g->si].from, *close = o->skips[g->si++].to;
    else *cut = g->x[g->xi].start, *close = g->x[g->xi++].end;
    return true;
}

/* The tree of piece k, or NULL when the parser gives none. The tails of long literal lists,
 * the printer's deletions after a ';', comment lines and the nx lines the scan stage read
 * (excl, by offset) are left out of the ranges it reads. A ReadableParseFn (plan is a Plan). */
static TSTree *piece_parse(TSParser *parser, const void *plan, uint32_t k, const Span *excl, uint32_t nx)
{
    const Plan *p = plan;
    const Piece *pc = &p->pieces[k];
    const ReadableOutline *o = p->o;
    Gaps g = {o, first_list(o, pc->start), first_skip(o, pc->start), 0, nx, excl};
    uint32_t ln = g.li, sn = g.si;
    while (ln < o->nlists && o->lists[ln].open < pc->end) ln++;
    while (sn < o->nskips && o->skips[sn].from < pc->end) sn++;
    TSRange few[64], *r = few;
    size_t most = (size_t)(ln - g.li) + (sn - g.si) + nx + 1;
    if (most > sizeof few / sizeof few[0]) {
        r = malloc(sizeof *r * most);
        if (!r) abort();
    }
    uint32_t nr = 0, from = pc->start, cut, close;
    TSPoint at = {pc->row, 0};
    while (next_gap(&g, pc->end, &cut, &close)) {
        if (cut > from) r[nr++] = (TSRange){at, point_at(p->src, cut), from, cut};
        from = close;
        at = point_at(p->src, close);
    }
    if (from < pc->end || nr == 0) r[nr++] = (TSRange){at, {pc->end_row, pc->end_col}, from, pc->end};
    bool ok = ts_parser_set_included_ranges(parser, r, nr);
    if (r != few) free(r);
    if (!ok) return NULL;
    PieceInput in = {p, pc->end};
    TSInput input = {&in, piece_read, TSInputEncodingUTF8};
    return ts_parser_parse(parser, NULL, input);
}

/* ---- lowering the pieces in order ---- */


/* The code of outline line l as the scan stage takes it: from its first byte of code to the
 * printer's deletion after a ';' (or to the end of its last physical line). False for a line
 * it never takes: one that holds a long literal list (its tail is not parsed). A pytree
 * flatten's forward is scanned too but for its def line: the statements its placeholders come
 * from (the flatten, and the annotations alone before it, `primals_1: "f32[3]"`) are never
 * scanned, so tree-sitter hands the def and all of them to readable_forward_begin. */
static bool line_code(const Plan *p, const ReadableLine *l, uint32_t *from, uint32_t *to, uint32_t *skip)
{
    const ReadableOutline *o = p->o;
    uint32_t s = l->start + l->indent, e = l->end;
    if (e > s && p->text[e - 1] == '\n') e--;
    /* *skip: the first skip at or after the line before (lines are taken in order) */
    while (*skip < o->nskips && o->skips[*skip].from < s) ++*skip;
    if (*skip < o->nskips && o->skips[*skip].from < e) e = o->skips[*skip].from;
    if (o->nlists) {
        uint32_t k = first_list(o, s);
        if (k < o->nlists && o->lists[k].open < e) return false;
    }
    *from = s;
    *to = e;
    return true;
}

/* A statement of a piece the scan stage read. */
typedef struct Scanned {
    ScanStmt st;
    uint32_t from, row;
} Scanned;

/* Lowers what piece k holds (for its forward's module L->mod; a FIRST piece's forward has
 * `expect` statements). Its lines are scanned where the scan stage can read them; the rest is
 * parsed with `parser` (their tree in one parse of the piece, the scanned lines left out) and
 * the two lowered in the order of the text. False when its tree is not clean or not what the
 * outline promised: the parse declines. L->cursor is made on the first tree (*have_cursor). */
static bool lower_piece(Lower *L, TSParser *parser, const Plan *p, uint32_t k, uint32_t expect, bool *have_cursor)
{
    const Piece *pc = &p->pieces[k];
    const ReadableOutline *o = p->o;
    TSTree *tree = NULL;
    if (pc->kind == PIECE_CHECK) {
        tree = piece_parse(parser, p, k, NULL, 0);
        bool ok = tree && !ts_node_has_error(ts_tree_root_node(tree));
        if (tree) ts_tree_delete(tree);
        return ok;
    }
    uint32_t last = pc->line;
    while (last < o->nlines && o->lines[last].start < pc->end) last++;
    Scanned *sc = ARENA_ARRAY(L->scratch, Scanned, last - pc->line + 1);
    Span *excl = ARENA_ARRAY(L->scratch, Span, last - pc->line + 1);
    uint32_t ns = 0, rest = 0, u = pc->line, from, to, skip = first_skip(o, pc->start);
    ScanStmt def;
    bool def_scanned = false;
    if (pc->kind == PIECE_FIRST) {
        def_scanned = pc->scan && !pc->flatten && line_code(p, &o->lines[u], &from, &to, &skip) &&
                      readable_scan_def(L->scratch, p->text, from, to, &def);
        if (def_scanned) excl[ns] = (Span){from, to};
        else rest++;
        u++;
    }
    /* a def the parser reads keeps its first statement: a def needs a body */
    uint32_t scan_from = pc->kind == PIECE_FIRST && !def_scanned ? u + 1 : u;
    for (; u < last; u++) {
        const ReadableLine *l = &o->lines[u];
        Scanned *s = &sc[ns];
        if (pc->scan && u >= scan_from && l->parent == pc->forward && !l->header && l->kind == RL_OTHER &&
            line_code(p, l, &from, &to, &skip) && readable_scan_statement(L->scratch, p->text, from, to, &s->st)) {
            s->from = from;
            s->row = l->row;
            excl[ns + def_scanned] = (Span){from, to};
            ns++;
        } else {
            rest++;
        }
    }
    TSNode fn, *stmts = NULL;
    memset(&fn, 0, sizeof fn);
    uint32_t n = 0;
    if (rest) {
        tree = piece_parse(parser, p, k, excl, ns + def_scanned);
        if (!tree) return false;
        TSNode root = ts_tree_root_node(tree);
        if (!*have_cursor) L->cursor = ts_tree_cursor_new(root);
        *have_cursor = true;
        bool ok = !ts_node_has_error(root);
        if (ok && pc->kind == PIECE_FIRST && !def_scanned) {
            const ReadableLine *d = &o->lines[pc->line];
            fn = readable_first_named(L, root);
            TSNode body;
            ok = !ts_node_is_null(fn) && SYM_IS(fn, FUNCTION_DEFINITION) && ts_node_start_byte(fn) == d->start + d->indent &&
                 !ts_node_is_null(body = FIELD(fn, BODY));
            if (ok) n = readable_children(L, body, true, &stmts);
        } else if (ok) {
            n = readable_children(L, root, true, &stmts);
        }
        if (!ok) {
            ts_tree_delete(tree);
            return false;
        }
    }
    __atomic_fetch_add(&((Plan *)p)->scanned, ns + def_scanned, __ATOMIC_RELAXED);
    if (pc->kind == PIECE_FIRST) {
        if (def_scanned) readable_forward_begin_scanned(L, L->mod, &def, expect);
        else readable_forward_begin(L, L->mod, fn, stmts, n, expect);
    }
    /* the parsed statements before each scanned one, then it */
    uint32_t j = 0;
    for (uint32_t i = 0; i <= ns; i++) {
        uint32_t before = i < ns ? sc[i].from : UINT32_MAX, run = j;
        while (run < n && ts_node_start_byte(stmts[run]) < before) run++;
        if (run > j) readable_lower_statements(L, stmts + j, run - j);
        j = run;
        if (i < ns) readable_lower_scanned(L, &sc[i].st, sc[i].row);
    }
    if (tree) ts_tree_delete(tree);
    return true;
}
/* ---- pieces lowered on their own, on several threads ---- */

/* A piece parsed, and lowered on its own into a graph of its own, on some thread. */
typedef struct PieceResult {
    bool clean;          /* it parsed without an error */
    bool lowered;        /* FIRST and MORE: lowered into g, recorded in rec */
    Arena arena;
    Graph g;
    ReadablePiece rec;
    struct Plan *plan;
    struct PieceResult *next; /* in the plan's spares */
} PieceResult;

typedef struct Guess {
    const struct ReadableNames *names;
    uint32_t forward, before;
} Guess;

static bool guess_defined(const Lower *L, Str name)
{
    const Guess *g = L->guess;
    return readable_names_before(g->names, g->forward, name, g->before);
}

/* Results are recycled (their arenas keep a first block): a 10 MB file has thousands of
 * pieces, and a malloc'd block freed on another thread is a slow free. */
static PieceResult *result_new(Plan *p)
{
    pthread_mutex_lock(&p->spare_mu);
    PieceResult *r = p->spare;
    if (r) p->spare = r->next;
    pthread_mutex_unlock(&p->spare_mu);
    if (!r) {
        r = calloc(1, sizeof *r);
        if (!r) abort();
        arena_init(&r->arena);
    }
    r->plan = p;
    return r;
}

static void result_drop(void *result)
{
    PieceResult *r = result;
    Plan *p = r->plan;
    arena_reset(&r->arena);
    Arena a = r->arena;
    memset(r, 0, sizeof *r);
    r->arena = a;
    r->plan = p;
    pthread_mutex_lock(&p->spare_mu);
    r->next = p->spare;
    p->spare = r;
    pthread_mutex_unlock(&p->spare_mu);
}

static void results_free(Plan *p)
{
    while (p->spare) {
        PieceResult *r = p->spare;
        p->spare = r->next;
        arena_free(&r->arena);
        free(r);
    }
}

/* A ReadableWorkFn: parses piece k and, for a forward's, lowers it as if alone: into a module
 * of its own graph, with the origin and the names from before it left open (the origin in
 * force is READABLE_ORIGIN_IN; a name it does not define is guessed from the statements before
 * it), everything it read and reported recorded for the copy into the real graph. */
static void *piece_work(ReadableThread *t, const void *plan, uint32_t k)
{
    Plan *p = (Plan *)plan;
    const Piece *pc = &p->pieces[k];
    PieceResult *r = result_new(p);
    if (pc->kind == PIECE_CHECK) {
        Lower L = {.src = p->src, .scratch = &t->scratch};
        r->clean = lower_piece(&L, t->parser, p, k, 0, &t->have_cursor);
    } else {
        graph_init(&r->g, &r->arena, p->src);
        Guess guess = {p->names, pc->forward, pc->line};
        Lower L = {.src = p->src, .g = &r->g, .a = &r->arena, .scratch = &t->scratch, .keep = &t->keep,
                   .script = p->script, .lists = p->o->lists, .nlists = p->o->nlists, .cursor = t->cursor,
                   .quiet = true, .defined_before = guess_defined, .guess = &guess};
        meta_cache_init(&L.metas, &r->arena);
        intern_init(&L.strs, &r->arena);
        L.mod = graph_add_module(&r->g, STR_LIT("piece"), NONE_ID, (Span){0, 0});
        L.origin = pc->kind == PIECE_MORE ? READABLE_ORIGIN_IN : NONE_ID;
        L.line = pc->row;
        ArenaMark mark = arena_mark(&t->scratch);
        readable_piece_begin(&L, &r->rec, (Span){pc->start, pc->end}, pc->kind, pc->row);
        r->clean = r->lowered = lower_piece(&L, t->parser, p, k, pc->expect, &t->have_cursor);
        readable_piece_end(&L, &r->rec);
        r->rec.line_free = true;
        arena_rewind(&t->scratch, mark);
        arena_reset(&t->keep);
        t->cursor = L.cursor;
    }
    return r;
}

/* Piece k worked on some thread, copied into the graph in order; lowered here when its
 * guesses turn out wrong. False when the piece declines. */
static bool link_piece(Lower *L, struct ReadableParser *rp, const Plan *p, struct ReadablePipeline *pl,
                       ReadableThread *own, uint32_t k, bool *have_cursor)
{
    const Piece *pc = &p->pieces[k];
    PieceResult *r = readable_pipeline_take(pl, own, k);
    bool ok = r->clean;
    if (ok && pc->kind != PIECE_CHECK &&
        !(r->lowered && readable_piece_copy(L, &r->g, (uintptr_t)p->text, p->len, &r->rec, (Span){pc->start, pc->end},
                                            pc->row, pc->expect))) {
        ArenaMark mark = arena_mark(L->scratch);
        ok = lower_piece(L, rp->parser, p, k, pc->expect, have_cursor);
        arena_rewind(L->scratch, mark);
    }
    result_drop(r);
    return ok;
}

/* Walks the plan's steps; false when a piece declines. */
static bool lower_plan(Lower *L, struct ReadableParser *rp, const Plan *p, struct ReadablePipeline *pl,
                       ReadableThread *own, bool *have_cursor, uint32_t *released)
{
    const ReadableLine *lines = p->o->lines;
    uint32_t expect = 0;
    for (uint32_t i = 0; i < p->nsteps; i++) {
        const Step *st = &p->steps[i];
        const ReadableLine *l = &lines[st->line];
        switch (st->kind) {
        case STEP_MODULE: {
            Str name = l->kind == RL_CLASS ? intern_str(&L->strs, str_make(p->text + l->name, l->name_len))
                                           : STR_LIT("GraphModule");
            graph_add_module(L->g, name, st->arg, readable_header_span(L, l->start + l->indent));
            break;
        }
        case STEP_FORWARD:
            L->mod = st->arg;
            expect = st->count;
            break;
        case STEP_PIECE: {
            /* --file-timeout: tree-sitter polls the budget only inside one parse; between
             * pieces it is polled here (declined, the whole-text parse sees the flag up) */
            if (budget_expired()) return false;
            const Piece *pc = &p->pieces[st->arg];
            Span range = {pc->start, pc->end};
            if (pl) {
                if (!link_piece(L, rp, p, pl, own, st->arg, have_cursor)) return false;
                if (pc->end > *released) *released = source_release(L->src, *released, pc->end);
                break;
            }
            const ReadablePiece *old = L->pieces ? readable_piece_find(L, range, pc->kind) : NULL;
            if (old && pc->kind == PIECE_CHECK) {
                readable_piece_keep(L, range, pc->kind); /* parsed clean before: clean now */
                break;
            }
            if (!old || !readable_piece_copy_last(L, old, range, pc->row, expect)) {
                ArenaMark mark = arena_mark(L->scratch);
                ReadablePiece rec;
                if (L->pieces) readable_piece_begin(L, &rec, range, pc->kind, pc->row);
                bool ok = lower_piece(L, rp->parser, p, st->arg, expect, have_cursor);
                if (L->pieces) readable_piece_end(L, &rec);
                arena_rewind(L->scratch, mark);
                if (!ok) return false;
            }
            /* the text up to here is lowered: its pages may go (a mapped file's) */
            uint32_t upto = p->pieces[st->arg].end;
            if (upto > *released) *released = source_release(L->src, *released, upto);
            break;
        }
        case STEP_END:
            readable_resolve_pending(L);
            break;
        case STEP_SECOND_GRAPH:
            readable_report(L, readable_header_span(L, l->start + l->indent), RID_FX907, SEV_INFO,
                            "only the first graph of a file is read; this one is skipped");
            break;
        case STEP_SECOND_FORWARD:
            readable_report(L, readable_header_span(L, l->start + l->indent), RID_FX907, SEV_INFO,
                            "second forward in one class ignored");
            break;
        case STEP_CLASS_NO_FORWARD:
            readable_report_cut_class(L, l->start + l->indent, lines[l->last].end, str_make(p->text + l->name, l->name_len));
            break;
        case STEP_TOO_DEEP:
            readable_report(L, readable_header_span(L, l->start + l->indent), RID_FX907, SEV_INFO,
                            "classes nested deeper than %d levels are not read", MAX_CLASS_DEPTH);
            break;
        }
    }
    return true;
}

int readable_parse_chunked(Frontend *fe, const Source *src, Graph *out, Arena *a, struct ReadablePieceReuse *reuse)
{
    struct ReadableParser *rp = readable_parser_get(fe);
    if (rp->chunking == FE_READABLE_WHOLE || !rp->language_ok) return -1;
    ReadableOutline o;
    if (!readable_outline(src->text, src->len, &o)) return -1;
    Plan p;
    memset(&p, 0, sizeof p);
    p.src = src;
    p.text = src->text;
    p.len = src->len;
    p.o = &o;
    p.chunking = rp->chunking;
    p.scanning = rp->scanning;
    uint32_t bits = 64;
    while (bits * 256 < (uint32_t)(p.chunking > 0 ? p.chunking : 0)) bits *= 2;
    p.mask = bits - 1;
    p.eof_row = src->nlines ? src->nlines - 1 : 0;
    p.eof_col = src->nlines ? src->len - src->line_starts[src->nlines - 1] : src->len;
    plan_top(&p);
    p.lambdas = o.lambdas;
    p.nlambdas = o.nlambdas;

    uint32_t ndiags = fe->diags ? fe->diags->len : 0;
    graph_init(out, a, src);
    arena_reset(&rp->scratch);
    arena_reset(&rp->keep);
    Lower L = {.fe = fe, .src = src, .g = out, .a = a, .scratch = &rp->scratch, .keep = &rp->keep, .mod = NONE_ID,
               .origin = NONE_ID, .script = p.script, .lists = o.lists, .nlists = o.nlists, .pieces = reuse};
    meta_cache_init(&L.metas, a);
    intern_init(&L.strs, a);
    /* one cursor for every tree (made on the first): each child walk resets it onto its node */
    bool have_cursor = false;
    /* the outline read every page of the text; each piece reads its own again */
    source_release(src, 0, src->len);
    uint32_t released = 0;
    /* with threads from the caller, pieces are parsed and lowered on their own ahead of the
     * copy into the graph; not while copying from a last version, where most need no parse */
    struct ReadablePipeline *pl = NULL;
    ReadableThread own;
    bool parallel = !reuse && fe->threads > 1 && p.npieces >= 2 * fe->threads;
    if (parallel) {
        pthread_mutex_init(&p.spare_mu, NULL);
        p.names = readable_names_new(src->text, &o);
        readable_thread_init(&own, rp->parser);
        pl = readable_pipeline_start(rp, fe->threads, p.npieces, piece_work, &p);
    }
    bool ok = lower_plan(&L, rp, &p, pl, &own, &have_cursor, &released);
    readable_pipeline_stop(pl, result_drop);
    if (parallel) {
        results_free(&p);
        pthread_mutex_destroy(&p.spare_mu);
        readable_thread_fini(&own);
    }
    readable_names_free((struct ReadableNames *)p.names);
    if (have_cursor) ts_tree_cursor_delete(&L.cursor);
    ts_parser_set_included_ranges(rp->parser, NULL, 0);
    arena_reset(&rp->scratch);
    arena_reset(&rp->keep);
    int produced = 0;
    if (ok) {
        if (!p.graph)
            frontend_report_sev(fe, src, (Span){0, 0}, RID_FX901, SEV_ERROR,
                                "no graph found: expected a class with a forward method or a bare 'def forward'");
        else graph_finish(out), produced = 1;
        rp->last_pieces = p.npieces;
        rp->scanned += p.scanned;
    } else {
        /* what was lowered stays in `a` (the caller may keep more than the graph there, its
         * diagnostics even: no rewind), unreachable; the whole parse starts a new graph */
        if (fe->diags) fe->diags->len = ndiags;
        memset(out, 0, sizeof *out);
        produced = -1;
    }
    plan_free(&p);
    readable_outline_free(&o);
    return produced;
}

