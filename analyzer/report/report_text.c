/* The human reporter: a clang-style header line per diagnostic, a code frame with a caret and
 * tilde underline under the span, related locations and the user's source line. */
#include "report/report.h"

#include <string.h>

#include "diag/rules.h"
#include "report/report_upgrade.h"

#define C_RESET "\033[0m"
#define C_BOLD "\033[1m"
#define C_RED "\033[1;31m"
#define C_MAGENTA "\033[1;35m"
#define C_CYAN "\033[1;36m"
#define C_GREEN "\033[1;32m"
#define C_DIM "\033[2m"

typedef struct Style {
    bool on;
} Style;

static const char *paint(Style s, const char *code) { return s.on ? code : ""; }

static const char *severity_color(Severity sev)
{
    switch (sev) {
    case SEV_ERROR: return C_RED;
    case SEV_WARNING: return C_MAGENTA;
    case SEV_INFO: return C_CYAN;
    }
    return "";
}

static unsigned digits(uint32_t n)
{
    unsigned d = 1;
    while (n >= 10) n /= 10, d++;
    return d;
}

static bool utf8_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

/* The underline row under text[0, len): tabs kept so the caret lines up under tabbed text;
 * columns are bytes, so UTF-8 continuation bytes take no width. The span is [col, end). */
static void print_underline(FILE *f, Style st, const char *text, size_t len, size_t col, size_t end)
{
    if (col > len) col = len;
    if (end > len) end = len;
    for (size_t i = 0; i < col; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\t') fputc('\t', f);
        else if (!utf8_continuation(c)) fputc(' ', f);
    }
    fputs(paint(st, C_GREEN), f);
    fputc('^', f);
    for (size_t i = col + 1; i < end; i++)
        if (!utf8_continuation((unsigned char)text[i])) fputc('~', f);
    fputs(paint(st, C_RESET), f);
}

/* A line longer than FRAME_LONG bytes is shown as a window of FRAME_MAX bytes around the span's
 * start, cut ends marked with "...": a TORCH_TRACE record's header is one line of up to
 * hundreds of KB. Printed code's long lines (deep indentation, annotations) stay whole. */
#define FRAME_LONG 512
#define FRAME_MAX 240
#define FRAME_BEFORE 60

static void print_frame(FILE *f, Style st, const Diag *d)
{
    if (!d->line_text || !*d->line_text || d->line == 0) return;
    const char *text = d->line_text;
    size_t len = strlen(text);
    size_t col = d->col ? d->col - 1 : 0;
    if (col > len) col = len;
    size_t end = d->end_line > d->line ? len : (d->end_col ? d->end_col - 1 : col);
    if (end < col) end = col;
    size_t from = 0, to = len;
    if (len > FRAME_LONG) {
        from = col > FRAME_BEFORE ? col - FRAME_BEFORE : 0;
        to = from + FRAME_MAX < len ? from + FRAME_MAX : len;
        if (to == len && len > FRAME_MAX) from = len - FRAME_MAX;
        while (from > 0 && utf8_continuation((unsigned char)text[from])) from--;
        while (to < len && utf8_continuation((unsigned char)text[to])) to++;
    }
    const char *lead = from ? "..." : "", *tail = to < len ? "..." : "";
    unsigned w = digits(d->line);
    if (w < 3) w = 3;
    fprintf(f, "%s%*u |%s %s%.*s%s\n", paint(st, C_DIM), (int)w, d->line, paint(st, C_RESET), lead,
            (int)(to - from), text + from, tail);
    fprintf(f, "%s%*s |%s %s", paint(st, C_DIM), (int)w, "", paint(st, C_RESET), from ? "   " : "");
    print_underline(f, st, text + from, to - from, col - from, end - from);
    fputc('\n', f);
}

static void print_one(FILE *f, Style st, const Diag *d)
{
    const RuleInfo *r = &rule_table[d->rule];
    fprintf(f, "%s%s:%u:%u", paint(st, C_BOLD), d->file, d->line, d->col);
    /* a TORCH_TRACE finding says which compile and artifact, as tlparse names them:
     * `log:7:42 [0/1] aot_joint_graph: error: ...` */
    if (d->compile_id || d->event) {
        if (d->compile_id) fprintf(f, " [%s]", d->compile_id);
        if (d->event) fprintf(f, " %s", d->event);
    }
    fprintf(f, ":%s %s%s:%s %s%s%s [%s %s]", paint(st, C_RESET), paint(st, severity_color(d->severity)),
            severity_name(d->severity), paint(st, C_RESET), paint(st, C_BOLD), d->message, paint(st, C_RESET),
            r->code, r->name);
    if (d->delta != DELTA_NONE) fprintf(f, " [upgrade: %s]", report_delta_name(d->delta));
    fputc('\n', f);
    print_frame(f, st, d);
    for (uint32_t i = 0; i < d->nrelated; i++) {
        const Related *rel = &d->related[i];
        fprintf(f, "  %snote:%s %s", paint(st, C_CYAN), paint(st, C_RESET), rel->file);
        if (rel->line) fprintf(f, ":%u:%u", rel->line, rel->col);
        fprintf(f, ": %s\n", rel->message);
    }
    if (d->has_origin) {
        const DiagOrigin *o = &d->origin;
        fprintf(f, "  %sorigin:%s %s:%u", paint(st, C_CYAN), paint(st, C_RESET), o->file, o->line);
        if (o->function && *o->function) fprintf(f, " in %s", o->function);
        if (o->code && *o->code) fprintf(f, ": %s", o->code);
        fputc('\n', f);
    }
}

int report_text(FILE *f, const DiagList *l, bool color)
{
    Style st = {color};
    for (uint32_t i = 0; i < l->len; i++) print_one(f, st, &l->items[i]);
    return ferror(f) ? -1 : 0;
}

int report_summary(FILE *f, const DiagList *l, uint32_t checked, uint32_t not_dumps, uint32_t excluded)
{
    uint32_t count[3] = {0, 0, 0};
    for (uint32_t i = 0; i < l->len; i++) count[l->items[i].severity]++;
    fprintf(f, "%u error%s, %u warning%s, %u info%s in %u file%s checked, %u not graph dump%s, %u excluded\n",
            count[SEV_ERROR], count[SEV_ERROR] == 1 ? "" : "s", count[SEV_WARNING], count[SEV_WARNING] == 1 ? "" : "s",
            count[SEV_INFO], count[SEV_INFO] == 1 ? "" : "s", checked, checked == 1 ? "" : "s", not_dumps,
            not_dumps == 1 ? "" : "s", excluded);
    return ferror(f) ? -1 : 0;
}
