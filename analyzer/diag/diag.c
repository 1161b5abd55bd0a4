/* Diagnostic lists: creation with positions resolved on the spot, merging, ordering. */
#include "diag/diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"

void diag_list_init(DiagList *l, Arena *a)
{
    memset(l, 0, sizeof *l);
    l->arena = a;
}

static Diag *push(DiagList *l)
{
    if (l->len == l->cap) {
        uint32_t ncap = l->cap ? l->cap * 2 : 32;
        l->items = arena_realloc(l->arena, l->items, sizeof(Diag) * l->cap, sizeof(Diag) * ncap);
        l->cap = ncap;
    }
    Diag *d = &l->items[l->len];
    memset(d, 0, sizeof *d);
    d->seq = l->len++;
    return d;
}

Diag *diag_push(DiagList *l) { return push(l); }

/* Whether `have` is the frame text diag_addv would build: shift fill bytes, then text. */
static bool same_line_text(const char *have, char fill, uint32_t shift, Str text)
{
    for (uint32_t i = 0; i < shift; i++)
        if (have[i] != fill) return false;
    return strlen(have + shift) == text.len && memcmp(have + shift, text.ptr, text.len) == 0;
}

Diag *diag_addv(DiagList *l, const Source *src, Span span, uint32_t rule, Severity sev, const char *fmt, va_list ap)
{
    Diag *d = push(l);
    d->rule = rule;
    d->severity = sev;
    d->message = arena_vprintf(l->arena, fmt, ap);
    if (span.end < span.start) span.end = span.start;
    Pos a = source_pos(src, span.start);
    /* An end at the start of the next line belongs to the previous one. */
    uint32_t end = span.end > span.start ? span.end - 1 : span.end;
    Pos b = source_pos(src, end);
    d->file = arena_strdup(l->arena, src->path ? src->path : "-");
    d->line = a.line;
    d->col = a.col;
    d->end_line = b.line;
    d->end_col = span.end > span.start ? b.col + 1 : b.col;
    uint32_t li = source_line_index(src, span.start < src->len ? span.start : src->len);
    Str text = source_line(src, li);
    /* The frame shows the line as it is on disk: put back what a derived source cut off. */
    uint32_t shift = src->col_shift ? src->col_shift[li] : 0;
    if (shift > 256) shift = 256; /* a TORCH_LOGS prefix is about 120 bytes */
    char fill = src->shift_char ? src->shift_char : ' ';
    /* Findings come in runs on one line (each operand of a long call): they share its copy, or
     * a 1 MB line with thousands of findings would take gigabytes. */
    const Diag *prev = l->len >= 2 ? &l->items[l->len - 2] : NULL;
    if (prev && prev->line_text && prev->line == d->line && same_line_text(prev->line_text, fill, shift, text)) {
        d->line_text = prev->line_text;
        return d;
    }
    char *lt = arena_alloc(l->arena, shift + text.len + 1);
    memset(lt, fill, shift);
    memcpy(lt + shift, text.ptr, text.len);
    d->line_text = lt;
    return d;
}

Diag *diag_add(DiagList *l, const Source *src, Span span, uint32_t rule, Severity sev, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_addv(l, src, span, rule, sev, fmt, ap);
    va_end(ap);
    return d;
}

/* Room for n related locations: 0, then 4, 8, 16, ... An arena keeps every old copy, so
 * growing one at a time would cost quadratic memory. */
static uint32_t related_cap(uint32_t n)
{
    uint32_t cap = n ? 4 : 0;
    while (cap < n) cap *= 2;
    return cap;
}

void diag_add_related(DiagList *l, Diag *d, const Source *src, Span span, const char *fmt, ...)
{
    uint32_t n = d->nrelated;
    if (n == related_cap(n))
        d->related = arena_realloc(l->arena, d->related, sizeof(Related) * n, sizeof(Related) * related_cap(n + 1));
    Related *r = &d->related[d->nrelated++];
    Pos p = source_pos(src, span.start);
    r->file = d->file && src->path && strcmp(d->file, src->path) == 0 ? d->file : arena_strdup(l->arena, src->path ? src->path : "-");
    r->line = p.line;
    r->col = p.col;
    va_list ap;
    va_start(ap, fmt);
    r->message = arena_vprintf(l->arena, fmt, ap);
    va_end(ap);
}

void diag_set_origin(DiagList *l, Diag *d, const Origin *o)
{
    d->has_origin = true;
    d->origin.file = arena_strndup(l->arena, o->file.ptr ? o->file.ptr : "", o->file.len);
    d->origin.line = o->line;
    d->origin.function = arena_strndup(l->arena, o->function.ptr ? o->function.ptr : "", o->function.len);
    d->origin.code = arena_strndup(l->arena, o->code.ptr ? o->code.ptr : "", o->code.len);
}

static const char *dup_or_null(Arena *a, const char *s) { return s ? arena_strdup(a, s) : NULL; }

void diag_list_merge(DiagList *to, const DiagList *from)
{
    for (uint32_t i = 0; i < from->len; i++) {
        const Diag *s = &from->items[i];
        Diag *d = push(to);
        uint32_t seq = d->seq;
        *d = *s;
        d->seq = seq;
        Arena *a = to->arena;
        d->file = dup_or_null(a, s->file);
        d->message = dup_or_null(a, s->message);
        /* a run of findings on one line shares one copy of it, as diag_addv made them */
        if (i > 0 && s->line_text && s->line_text == from->items[i - 1].line_text) d->line_text = d[-1].line_text;
        else d->line_text = dup_or_null(a, s->line_text);
        d->graph_path = dup_or_null(a, s->graph_path);
        d->compile_id = dup_or_null(a, s->compile_id);
        d->event = dup_or_null(a, s->event);
        d->key = dup_or_null(a, s->key);
        if (s->has_origin) {
            d->origin.file = dup_or_null(a, s->origin.file);
            d->origin.function = dup_or_null(a, s->origin.function);
            d->origin.code = dup_or_null(a, s->origin.code);
        }
        if (s->nrelated) {
            d->related = ARENA_ARRAY(a, Related, related_cap(s->nrelated));
            for (uint32_t k = 0; k < s->nrelated; k++) {
                d->related[k] = s->related[k];
                d->related[k].file = dup_or_null(a, s->related[k].file);
                d->related[k].message = dup_or_null(a, s->related[k].message);
            }
        }
    }
}

static int cmp_diag(const void *pa, const void *pb)
{
    const Diag *a = pa, *b = pb;
    int c = strcmp(a->file, b->file);
    if (c) return c;
    if (a->line != b->line) return a->line < b->line ? -1 : 1;
    if (a->col != b->col) return a->col < b->col ? -1 : 1;
    c = strcmp(rule_table[a->rule].code, rule_table[b->rule].code);
    if (c) return c;
    c = strcmp(a->message, b->message);
    if (c) return c;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void diag_list_sort(DiagList *l)
{
    if (l->len > 1) qsort(l->items, l->len, sizeof(Diag), cmp_diag);
}
