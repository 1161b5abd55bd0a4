/* The emit stage (emit.h): the printed-code pipeline driven over one text. The outline and the
 * plan cut it into pieces (plan.h); each piece of a forward has its lines scanned where the scan
 * stage can read them and the rest parsed by tree-sitter in one included-ranges parse of the
 * piece, and both are lowered in the order of the text; each other piece is only parsed, to see
 * that it is clean. A piece is parsed, lowered and freed before the next: memory follows the
 * largest piece, not the file. With threads to spare, helper threads parse and lower pieces on
 * their own ahead of the in-order copy into the graph (copy.h).
 *
 * What the pieces give is what the whole text gives: a piece that does not parse cleanly, or
 * any text the outline is not sure of, makes the whole parse decline (nothing kept) and the
 * text is parsed whole (lower.h), so syntax errors are always reported from the whole file's
 * tree. */
#include <pthread.h>
#include <stdlib.h>

#include "base/budget.h"
#include "base/input.h"
#include "diag/rules.h"
#include "frontends/fe_readable.h"
#include "frontends/readable/copy.h"
#include "frontends/readable/emit.h"
#include "frontends/readable/plan.h"
#include "frontends/readable/threads.h"

struct PieceResult;

struct ReadablePieces {
    Frontend *fe;
    struct ReadableParser *rp;
    ReadableOutline o;
    Plan plan;
    Lower L;
    bool have_cursor;       /* L.cursor was made (on the first tree) */
    uint32_t released;      /* the text up to here is lowered: its pages may go */
    uint32_t step;          /* the next step of the plan */
    uint32_t piece;         /* the piece the walk stands at */
    uint32_t expect;        /* the statements of the forward being lowered */
    uint32_t ndiags;        /* fe's diagnostics before the parse */
    uint32_t scanned;       /* statements the scan stage read (helper threads add to it) */
    bool stopped;           /* out of time between pieces: the parse declines */
    /* pieces worked on helper threads ahead of the in-order copy */
    struct ReadablePipeline *pl;
    ReadableThread own;
    bool threads;
    const struct ReadableNames *names;
    struct PieceResult *spare;
    pthread_mutex_t spare_mu;
};

/* ---- one piece: scanned, parsed, lowered ---- */

/* A statement of a piece the scan stage read. */
typedef struct Scanned {
    ScanStmt st;
    uint32_t from, row;
} Scanned;

/* Whether tree-sitter surely ends the statement of line l at its end, whatever line follows:
 * its last token is a name that is no keyword, a number, a string or a closing bracket. After
 * any other (`c =`, `a,`, an operator, a keyword) tree-sitter may run the statement on into the
 * next line, or read it one way or another by what that line holds: a line after it is not
 * scanned. */
static bool ends_surely(const char *text, const ReadableLine *l)
{
    uint32_t e = l->tail;
    char c = text[e];
    if (c == ')' || c == ']' || c == '}' || c == '"' || c == '\'') return true;
    if (!readable_is_ident((unsigned char)c)) return false;
    uint32_t s = e + 1;
    while (s > l->start && readable_is_ident((unsigned char)text[s - 1])) s--;
    return !readable_is_keyword(text + s, e + 1 - s);
}

/* Whether a statement tree-sitter read runs over one of the nx lines the scan stage took (excl,
 * by offset; the statements in order). */
static bool spans_gap(const TSNode *stmts, uint32_t n, const Span *excl, uint32_t nx)
{
    uint32_t x = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t s = ts_node_start_byte(stmts[i]), e = ts_node_end_byte(stmts[i]);
        while (x < nx && excl[x].end <= s) x++;
        if (x < nx && excl[x].start < e) return true;
    }
    return false;
}

/* Lowers what piece k holds (for its forward's module L->mod; a FIRST piece's forward has
 * `expect` statements); a CHECK piece is only parsed. The lines the scan stage can read are
 * scanned; the rest is parsed with `parser`, in one parse of the piece that leaves the scanned
 * lines out, and the two are lowered in the order of the text (the scanned statements counted
 * in *scanned). False when the tree is not clean or not what the outline promised: the parse
 * declines. L->cursor is made on the first tree (*have_cursor). */
static bool lower_piece(Lower *L, TSParser *parser, const Plan *p, uint32_t k, uint32_t expect, bool *have_cursor,
                        uint32_t *scanned)
{
    const Piece *pc = &p->pieces[k];
    const ReadableOutline *o = p->o;
    TSTree *tree = NULL;
    if (pc->kind == PIECE_CHECK) {
        tree = readable_piece_parse(parser, p, k, NULL, 0);
        bool ok = tree && !ts_node_has_error(ts_tree_root_node(tree));
        if (tree) ts_tree_delete(tree);
        return ok;
    }
    uint32_t last = pc->line;
    while (last < o->nlines && o->lines[last].start < pc->end) last++;
    ArenaMark mark = arena_mark(L->scratch);
    bool scan = pc->scan;
again:;
    Scanned *sc = ARENA_ARRAY(L->scratch, Scanned, last - pc->line + 1);
    Span *excl = ARENA_ARRAY(L->scratch, Span, last - pc->line + 1);
    uint32_t ns = 0, rest = 0, u = pc->line, from, to, skip = readable_first_skip(o, pc->start);
    ScanStmt def;
    bool def_scanned = false;
    if (pc->kind == PIECE_FIRST) {
        def_scanned = scan && !pc->flatten && readable_line_code(p, &o->lines[u], &from, &to, &skip) &&
                      readable_scan_def(L->scratch, p->text, from, to, &def);
        if (def_scanned) excl[ns] = (Span){from, to};
        else rest++;
        u++;
    }
    /* a def the parser reads keeps its first statement: a def needs a body */
    uint32_t scan_from = pc->kind == PIECE_FIRST && !def_scanned ? u + 1 : u;
    /* whether tree-sitter ends the line before u where it ends (the first one of the piece has
     * none before it in this parse; a scanned one ends surely) */
    bool after_end = true;
    for (; u < last; u++) {
        const ReadableLine *l = &o->lines[u];
        Scanned *s = &sc[ns];
        bool ok_before = after_end;
        after_end = true;
        if (scan && ok_before && u >= scan_from && l->parent == pc->forward && !l->header && l->kind == RL_OTHER &&
            readable_line_code(p, l, &from, &to, &skip) && readable_scan_statement(L->scratch, p->text, from, to, &s->st)) {
            s->from = from;
            s->row = l->row;
            excl[ns + def_scanned] = (Span){from, to};
            ns++;
        } else {
            rest++;
            after_end = ends_surely(p->text, l);
        }
    }
    TSNode fn, *stmts = NULL;
    memset(&fn, 0, sizeof fn);
    uint32_t n = 0;
    if (rest) {
        tree = readable_piece_parse(parser, p, k, excl, ns + def_scanned);
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
        /* tree-sitter joins a line it cannot end (`c =`) with the next: when that next line is
         * one the scan stage took, the piece is read again with every line parsed */
        if (ns && spans_gap(stmts, n, excl + def_scanned, ns)) {
            ts_tree_delete(tree);
            tree = NULL;
            arena_rewind(L->scratch, mark);
            scan = false;
            goto again;
        }
    }
    __atomic_fetch_add(scanned, ns + def_scanned, __ATOMIC_RELAXED);
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

typedef struct PieceResult {
    bool clean;          /* it parsed without an error */
    bool lowered;        /* FIRST and MORE: lowered into g, recorded in rec */
    Arena arena;
    Graph g;
    ReadablePiece rec;
    struct ReadablePieces *run;
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
static PieceResult *result_new(ReadablePieces *p)
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
    r->run = p;
    return r;
}

static void result_drop(void *result)
{
    PieceResult *r = result;
    ReadablePieces *p = r->run;
    arena_reset(&r->arena);
    Arena a = r->arena;
    memset(r, 0, sizeof *r);
    r->arena = a;
    r->run = p;
    pthread_mutex_lock(&p->spare_mu);
    r->next = p->spare;
    p->spare = r;
    pthread_mutex_unlock(&p->spare_mu);
}

static void results_free(ReadablePieces *p)
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
static void *piece_work(ReadableThread *t, void *ctx, uint32_t k)
{
    ReadablePieces *run = ctx;
    const Plan *p = &run->plan;
    const Piece *pc = &p->pieces[k];
    PieceResult *r = result_new(run);
    if (pc->kind == PIECE_CHECK) {
        Lower L = {.src = p->src, .scratch = &t->scratch};
        r->clean = lower_piece(&L, t->parser, p, k, 0, &t->have_cursor, &run->scanned);
    } else {
        graph_init(&r->g, &r->arena, p->src);
        Guess guess = {run->names, pc->forward, pc->line};
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
        r->clean = r->lowered = lower_piece(&L, t->parser, p, k, pc->expect, &t->have_cursor, &run->scanned);
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
static bool link_piece(ReadablePieces *run, uint32_t k)
{
    Lower *L = &run->L;
    const Plan *p = &run->plan;
    const Piece *pc = &p->pieces[k];
    PieceResult *r = readable_pipeline_take(run->pl, &run->own, k);
    bool ok = r->clean;
    if (ok && pc->kind != PIECE_CHECK &&
        !(r->lowered && readable_piece_copy(L, &r->g, (uintptr_t)p->text, p->len, &r->rec, (Span){pc->start, pc->end},
                                            pc->row, pc->expect, NULL))) {
        ArenaMark mark = arena_mark(L->scratch);
        ok = lower_piece(L, run->rp->parser, p, k, pc->expect, &run->have_cursor, &run->scanned);
        arena_rewind(L->scratch, mark);
    }
    result_drop(r);
    return ok;
}

/* ---- the walk ---- */

ReadablePieces *readable_pieces_begin(Frontend *fe, const Source *src, Graph *out, Arena *a, bool threads)
{
    struct ReadableParser *rp = readable_parser_get(fe);
    if (rp->chunking == FE_READABLE_WHOLE || !rp->language_ok) return NULL;
    ReadablePieces *r = calloc(1, sizeof *r);
    if (!r) abort();
    if (!readable_outline(src->text, src->len, &r->o)) {
        free(r);
        return NULL;
    }
    r->fe = fe;
    r->rp = rp;
    readable_plan(&r->plan, src, &r->o, rp->chunking, rp->scanning);
    r->ndiags = fe->diags ? fe->diags->len : 0;
    graph_init(out, a, src);
    arena_reset(&rp->scratch);
    arena_reset(&rp->keep);
    Lower *L = &r->L;
    *L = (Lower){.fe = fe, .src = src, .g = out, .a = a, .scratch = &rp->scratch, .keep = &rp->keep, .mod = NONE_ID,
                 .origin = NONE_ID, .script = r->plan.script, .lists = r->o.lists, .nlists = r->o.nlists};
    meta_cache_init(&L->metas, a);
    intern_init(&L->strs, a);
    /* the outline read every page of the text; each piece reads its own again */
    source_release(src, 0, src->len);
    /* with threads from the caller, pieces are parsed and lowered on their own ahead of the
     * copy into the graph, when tree-sitter has enough of them to parse (fe_readable.h) */
    uint64_t unscanned = 0;
    for (uint32_t k = 0; k < r->plan.npieces; k++)
        if (!r->plan.pieces[k].scan) unscanned += r->plan.pieces[k].end - r->plan.pieces[k].start;
    r->threads = threads && fe->threads > 1 && r->plan.npieces >= 2 * fe->threads && unscanned >= rp->thread_min;
    if (r->threads) {
        pthread_mutex_init(&r->spare_mu, NULL);
        r->names = readable_names_new(src->text, &r->o);
        readable_thread_init(&r->own, rp->parser);
        r->pl = readable_pipeline_start(rp, fe->threads, r->plan.npieces, piece_work, r);
    }
    return r;
}

bool readable_pieces_next(ReadablePieces *r, ReadablePieceAt *at)
{
    Lower *L = &r->L;
    const Plan *p = &r->plan;
    const ReadableLine *lines = p->o->lines;
    while (r->step < p->nsteps) {
        const Step *st = &p->steps[r->step++];
        const ReadableLine *l = &lines[st->line];
        switch (st->kind) {
        case STEP_MODULE: {
            Str name = l->kind == RL_CLASS ? intern_str(&L->strs, str_make(p->text + l->name, l->name_len))
                                           : STR_LIT("GraphModule");
            ModuleId id = graph_add_module(L->g, name, st->arg, readable_header_span(L, l->start + l->indent));
            if (st->attr.len) L->g->modules[id].attr = st->attr;
            break;
        }
        case STEP_FORWARD:
            L->mod = st->arg;
            r->expect = st->count;
            break;
        case STEP_PIECE: {
            /* --file-timeout: tree-sitter polls the budget only inside one parse; between
             * pieces it is polled here (declined, the whole-text parse sees the flag up) */
            if (budget_expired()) {
                r->stopped = true;
                return false;
            }
            /* the text before this piece is lowered: its pages may go (a mapped file's) */
            const Piece *pc = &p->pieces[st->arg];
            if (pc->start > r->released) r->released = source_release(L->src, r->released, pc->start);
            r->piece = st->arg;
            *at = (ReadablePieceAt){{pc->start, pc->end}, pc->kind, pc->row, r->expect};
            return true;
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
                            "classes nested deeper than %d levels are not read", READABLE_MAX_CLASS_DEPTH);
            break;
        }
    }
    return false;
}

bool readable_pieces_lower(ReadablePieces *r, ReadablePiece *rec)
{
    Lower *L = &r->L;
    const Piece *pc = &r->plan.pieces[r->piece];
    if (r->pl && !rec) return link_piece(r, r->piece);
    ArenaMark mark = arena_mark(L->scratch);
    if (rec) readable_piece_begin(L, rec, (Span){pc->start, pc->end}, pc->kind, pc->row);
    bool ok = lower_piece(L, r->rp->parser, &r->plan, r->piece, r->expect, &r->have_cursor, &r->scanned);
    if (rec) readable_piece_end(L, rec);
    arena_rewind(L->scratch, mark);
    return ok;
}

Lower *readable_pieces_state(ReadablePieces *r) { return &r->L; }

int readable_pieces_end(ReadablePieces *r, bool declined)
{
    Frontend *fe = r->fe;
    struct ReadableParser *rp = r->rp;
    Lower *L = &r->L;
    readable_pipeline_stop(r->pl, result_drop);
    if (r->threads) {
        results_free(r);
        pthread_mutex_destroy(&r->spare_mu);
        readable_thread_fini(&r->own);
    }
    readable_names_free((struct ReadableNames *)r->names);
    if (r->have_cursor) ts_tree_cursor_delete(&L->cursor);
    ts_parser_set_included_ranges(rp->parser, NULL, 0);
    arena_reset(&rp->scratch);
    arena_reset(&rp->keep);
    int produced = 0;
    if (!declined && !r->stopped) {
        if (!r->plan.graph)
            frontend_report_sev(fe, L->src, (Span){0, 0}, RID_FX901, SEV_ERROR,
                                "no graph found: expected a class with a forward method or a bare 'def forward'");
        else graph_finish(L->g), produced = 1;
        rp->last_pieces = r->plan.npieces;
        rp->scanned += r->scanned;
    } else {
        /* what was lowered stays in `a` (the caller may keep more than the graph there, its
         * diagnostics even: no rewind), unreachable; the whole parse starts a new graph */
        if (fe->diags) fe->diags->len = r->ndiags;
        memset(L->g, 0, sizeof *L->g);
        produced = -1;
    }
    readable_plan_free(&r->plan);
    readable_outline_free(&r->o);
    free(r);
    return produced;
}

/* The parse in pieces of fe_readable_parse: -1 when it declines. */
static int parse_pieces(Frontend *fe, const Source *src, Graph *out, Arena *a)
{
    ReadablePieces *r = readable_pieces_begin(fe, src, out, a, true);
    if (!r) return -1;
    ReadablePieceAt at;
    bool ok = true;
    while (ok && readable_pieces_next(r, &at)) ok = readable_pieces_lower(r, NULL);
    return readable_pieces_end(r, !ok);
}

/* ---- the front end's face (fe_readable.h) ---- */

int fe_readable_parse(Frontend *fe, const Source *src, Graph *out, Arena *a)
{
    int produced = parse_pieces(fe, src, out, a);
    if (produced >= 0) return produced;
    readable_parser_get(fe)->last_pieces = 0;
    if (budget_expired()) { /* out of time (--file-timeout): the driver reports it */
        graph_init(out, a, src);
        return 0;
    }
    /* A whole-text parse takes some 25 times the text: past INPUT_MAX_TEXT it would exhaust
     * memory and end the batch, so a text too large for it is refused (one read in pieces is
     * not held whole and has no such limit). */
    if ((uint64_t)src->len > INPUT_MAX_TEXT) {
        graph_init(out, a, src);
        frontend_report_sev(fe, src, (Span){0, 0}, RID_FX906, SEV_ERROR,
                            "too large to check: %u MiB of printed code that cannot be parsed in pieces (it is "
                            "parsed whole, which allows at most %llu MiB)",
                            (unsigned)(src->len >> 20), (unsigned long long)(INPUT_MAX_TEXT >> 20));
        return 0;
    }
    ReadableTree t;
    if (readable_tree_begin(&t, fe, src, out, a, NULL)) {
        ModuleId mid;
        TSNode fn;
        while (readable_tree_next(&t, &mid, &fn)) readable_tree_lower_forward(&t, mid, fn, NULL);
    }
    return readable_tree_end(&t, NULL);
}

bool fe_readable_has_syntax_error(Frontend *fe, const char *text, uint32_t len)
{
    struct ReadableParser *rp = readable_parser_get(fe);
    if (!rp->language_ok) return false;
    arena_reset(&rp->scratch);
    const char *patched = readable_patch_lambdas(&rp->scratch, text, len);
    TSTree *tree = ts_parser_parse_string(rp->parser, NULL, patched, len);
    bool broken = true; /* a parser that gave up: not Python as written */
    if (tree) {
        broken = ts_node_has_error(ts_tree_root_node(tree));
        ts_tree_delete(tree);
    } else {
        ts_parser_reset(rp->parser);
    }
    arena_reset(&rp->scratch);
    return broken;
}
void fe_readable_set_chunking(Frontend *fe, int32_t chunking) { readable_parser_get(fe)->chunking = chunking; }
void fe_readable_set_scanning(Frontend *fe, bool on) { readable_parser_get(fe)->scanning = on; }
void fe_readable_set_thread_min(Frontend *fe, uint32_t bytes) { readable_parser_get(fe)->thread_min = bytes; }
uint64_t fe_readable_scanned(Frontend *fe) { return readable_parser_get(fe)->scanned; }

uint32_t fe_readable_last_pieces(Frontend *fe) { return readable_parser_get(fe)->last_pieces; }
