/* Suppression comments: extending, trimming, and explaining the codes in them. */
#include "lsp/lsp_comment.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"
#include "report/report.h"

static char *xprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *xprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    if (vasprintf(&s, fmt, ap) < 0) abort();
    va_end(ap);
    return s;
}

/* Entries of a code list, as the engine splits them: separated by commas and blanks. */
static uint32_t next_entry(Str list, uint32_t *i, Str *entry)
{
    while (*i < list.len && (list.ptr[*i] == ',' || isspace((unsigned char)list.ptr[*i]))) (*i)++;
    uint32_t s = *i;
    while (*i < list.len && list.ptr[*i] != ',' && !isspace((unsigned char)list.ptr[*i])) (*i)++;
    *entry = str_make(list.ptr + s, *i - s);
    return *i - s;
}

static bool list_covers(Str list, uint32_t rule)
{
    Str e;
    for (uint32_t i = 0; next_entry(list, &i, &e);)
        if (suppress_code_covers(e.ptr, e.len, rule)) return true;
    return false;
}

bool lsp_comment_is(Str line, SuppressKind kind)
{
    Str codes;
    return pattern_suppression(line, &codes) == kind;
}

char *lsp_comment_new(SuppressKind kind, uint32_t rule)
{
    return xprintf("# fxlint: %s[%s]", kind == SUPPRESS_FILE ? "ignore-file" : "ignore", rule_table[rule].code);
}

LspCommentResult lsp_comment_add(Str line, SuppressKind kind, uint32_t rule, LspLineEdit *out)
{
    memset(out, 0, sizeof *out);
    Str codes = {0};
    SuppressKind has = pattern_suppression(line, &codes);
    if (has == kind) {
        if (!codes.len || list_covers(codes, rule)) return LSP_COMMENT_COVERED;
        /* after the last code: `ignore[FX101` + `, FX201`, `noqa: FX101` + `, FX201` */
        uint32_t at = (uint32_t)(codes.ptr - line.ptr) + codes.len;
        while (at > 0 && isspace((unsigned char)line.ptr[at - 1])) at--;
        out->start = out->end = at;
        out->text = xprintf(", %s", rule_table[rule].code);
        return LSP_COMMENT_EDIT;
    }
    if (kind == SUPPRESS_FILE || has != SUPPRESS_NONE) return LSP_COMMENT_CANNOT;
    uint32_t end = line.len;
    while (end > 0 && (line.ptr[end - 1] == ' ' || line.ptr[end - 1] == '\t')) end--;
    char *comment = lsp_comment_new(SUPPRESS_LINE, rule);
    out->start = end;
    out->end = line.len;
    out->text = end ? xprintf("  %s", comment) : xprintf("%s", comment);
    free(comment);
    return LSP_COMMENT_EDIT;
}

bool lsp_comment_drop_unused(Str line, const SuppressUnused *u, LspLineEdit *out)
{
    memset(out, 0, sizeof *out);
    if (u->span.end > line.len || u->span.start >= u->span.end || line.ptr[u->span.start] != '#') return false;
    for (uint32_t k = 0; k < u->ncodes; k++)
        if (u->codes[k].end > line.len) return false;
    if (u->whole) {
        uint32_t from = u->span.start;
        while (from > 0 && (line.ptr[from - 1] == ' ' || line.ptr[from - 1] == '\t')) from--;
        uint32_t rest = u->span.end;
        while (rest < line.len && (line.ptr[rest] == ' ' || line.ptr[rest] == '\t')) rest++;
        out->whole_line = from == 0 && rest == line.len;
        out->start = from;
        out->end = u->span.end;
        out->text = xprintf("%s", "");
        return true;
    }
    /* the kept codes, in their order, in place of the whole list */
    char *kept = xprintf("%s", "");
    for (uint32_t k = 0; k < u->ncodes; k++) {
        if (u->drop[k]) continue;
        char *next = xprintf("%s%s%.*s", kept, *kept ? ", " : "", (int)(u->codes[k].end - u->codes[k].start),
                             line.ptr + u->codes[k].start);
        free(kept);
        kept = next;
    }
    out->start = u->codes[0].start;
    out->end = u->codes[u->ncodes - 1].end;
    out->text = kept;
    return true;
}

/* ---- hover ---- */

char *lsp_comment_hover(Str line, uint32_t col)
{
    Str codes;
    if (pattern_suppression(line, &codes) == SUPPRESS_NONE || !codes.len) return NULL;
    Str e = {0};
    bool on = false;
    for (uint32_t i = 0; !on && next_entry(codes, &i, &e);) {
        uint32_t s = (uint32_t)(e.ptr - line.ptr);
        on = col >= s && col < s + e.len;
    }
    if (!on) return NULL;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) abort();
    int exact = -1, covered = 0;
    for (int r = 0; r < RULE_COUNT; r++) {
        if (!suppress_code_covers(e.ptr, e.len, (uint32_t)r)) continue;
        covered++;
        if (strlen(rule_table[r].code) == e.len || strlen(rule_table[r].name) == e.len) exact = r;
    }
    if (exact >= 0) {
        report_explain_markdown(f, exact);
    } else if (covered) {
        /* a prefix: the rules it covers */
        fprintf(f, "**%.*s** covers %d rule%s:\n\n", STR_ARG(e), covered, covered == 1 ? "" : "s");
        for (int r = 0; r < RULE_COUNT; r++)
            if (suppress_code_covers(e.ptr, e.len, (uint32_t)r))
                fprintf(f, "- `%s` %s\n", rule_table[r].code, rule_table[r].name);
    } else {
        fprintf(f, "**%.*s** names no fxlint rule: this code suppresses nothing (`fxlint rules` lists them)\n",
                STR_ARG(e));
    }
    fclose(f);
    return buf;
}
