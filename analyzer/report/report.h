/* Reporters: a sorted DiagList written as text (with code frames) or as JSON lines, the summary
 * line, and the rule table (`fxlint rules`, `fxlint explain`, the README table). Every writer
 * returns 0, or -1 when the stream reports a write error (main.c turns that into exit 2). */
#ifndef FXLINT_REPORT_H
#define FXLINT_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/arena.h"
#include "diag/diag.h"

/* `file:line:col: severity: message [FX101 name]`, a code frame, related notes and origin. */
int report_text(FILE *f, const DiagList *l, bool color);
/* One JSON object per diagnostic, keys: file, line, col, end_line, end_col, severity, code,
 * name, message, origin (object or null), related (list). */
int report_jsonl(FILE *f, const DiagList *l);
/* `N errors, N warnings, N infos in N files checked, N not graph dumps, N excluded`: what
 * was read, what held nothing PyTorch printed and what a config file's exclude dropped, so a
 * clean result is told from an unread one. */
int report_summary(FILE *f, const DiagList *l, uint32_t checked, uint32_t not_dumps, uint32_t excluded);

/* The rule table: code, name, default severity, one-line summary; markdown=true gives the
 * README table. */
int report_rules(FILE *f, bool markdown);
/* A rule's documentation (its file's header comment), its default severity and source file:
 * what `fxlint explain` prints. */
int report_explain(FILE *f, int rule);
/* The same documentation as markdown (SARIF's help.markdown, the language server's hover): the
 * name and the section labels in bold, the example as a Python block, the rest escaped so it
 * reads as the text it is. */
int report_explain_markdown(FILE *f, int rule);
/* What report_explain (markdown false) or report_explain_markdown writes, as a string. malloc'd
 * (the caller frees it); out of memory aborts. */
char *report_explain_string(int rule, bool markdown);
/* The first sentence of the rule's "What it does:" paragraph, capitalised, in `a`;
 * "" when the rule has no doc. */
const char *report_rule_summary(Arena *a, int rule);

#endif
