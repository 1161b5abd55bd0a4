/* The rule table for `fxlint rules` (plain or --markdown, the README's table) and the rule
 * documentation for `fxlint explain`: both read the registry and the extracted doc comments. */
#include "report/report.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"

/* Where the text of the "What it does:" paragraph starts, or NULL. */
static const char *what_it_does(const char *doc)
{
    static const char tag[] = "What it does:";
    const char *p = doc ? strstr(doc, tag) : NULL;
    return p ? p + sizeof tag - 1 : NULL;
}

const char *report_rule_summary(Arena *a, int rule)
{
    const char *p = what_it_does(rule_doc(rule));
    if (!p) return "";
    /* The paragraph's lines joined, up to the end of its first sentence, or to the first ": "
     * or "; " outside `code`, where the list of particulars starts. */
    size_t cap = strlen(p) + 2, n = 0;
    char *out = arena_alloc(a, cap);
    bool space = false, in_code = false;
    for (; *p; p++) {
        if (*p == '\n' && p[1] == '\n') break;
        if (isspace((unsigned char)*p)) {
            space = n > 0;
            continue;
        }
        bool next_space = p[1] == '\0' || isspace((unsigned char)p[1]);
        if (!in_code && (*p == ':' || *p == ';') && next_space) break;
        if (space) out[n++] = ' ';
        space = false;
        out[n++] = *p;
        if (*p == '`') in_code = !in_code;
        if (!in_code && *p == '.' && next_space) break;
    }
    while (n > 0 && (out[n - 1] == ',' || out[n - 1] == ' ')) n--;
    if (n > 0 && out[n - 1] != '.') out[n++] = '.';
    out[n] = 0;
    out[0] = (char)toupper((unsigned char)out[0]);
    return out;
}

/* Writes s with the characters that would break a markdown table cell escaped. */
static void put_cell(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '|') fputc('\\', f);
        fputc(*s, f);
    }
}

int report_rules(FILE *f, bool markdown)
{
    Arena a;
    arena_init(&a);
    if (markdown) {
        fputs("| Code | Name | Severity | What it does |\n| --- | --- | --- | --- |\n", f);
        for (int i = 0; i < RULE_COUNT; i++) {
            const RuleInfo *r = &rule_table[i];
            fprintf(f, "| [%s](%s) | `%s` | %s | ", r->code, r->file, r->name, severity_name(r->severity));
            put_cell(f, report_rule_summary(&a, i));
            fputs(" |\n", f);
        }
    } else {
        int width = 4;
        for (int i = 0; i < RULE_COUNT; i++) {
            int w = (int)strlen(rule_table[i].name);
            if (w > width) width = w;
        }
        for (int i = 0; i < RULE_COUNT; i++) {
            const RuleInfo *r = &rule_table[i];
            fprintf(f, "%-6s %-*s %-8s %s\n", r->code, width, r->name, severity_name(r->severity),
                    report_rule_summary(&a, i));
        }
    }
    arena_free(&a);
    return ferror(f) ? -1 : 0;
}

int report_explain(FILE *f, int rule)
{
    const RuleInfo *r = &rule_table[rule];
    const char *doc = rule_doc(rule);
    if (doc && *doc) {
        fputs(doc, f);
    } else {
        fprintf(f, "%s %s\n\n(no documentation: %s has no header comment)\n", r->code, r->name, r->file);
    }
    fprintf(f, "\nDefault severity: %s. Source: %s\n", severity_name(r->severity), r->file);
    return ferror(f) ? -1 : 0;
}

/* Writes a line of the doc's prose as markdown text: what markdown would read as markup is
 * escaped with a backslash (`<current token>` would be an HTML tag, `__call__` bold), but not
 * inside `code` spans, whose state *in_code carries over the lines of a paragraph. */
static void put_markdown_prose(FILE *f, const char *s, bool *in_code)
{
    /* a line that would start a list, a quote or a heading, or underline the one before */
    const char *p = s;
    while (isdigit((unsigned char)*p)) p++;
    if (!*in_code && *s && (strchr("-+=", *s) || (p > s && (*p == '.' || *p == ')')))) {
        fwrite(s, 1, (size_t)(p - s), f);
        s = p;
        if (*s) fputc('\\', f), fputc(*s++, f);
    }
    for (; *s; s++) {
        if (*s == '`') *in_code = !*in_code;
        else if (!*in_code && strchr("\\*_<>[]#|~&", *s)) fputc('\\', f);
        fputc(*s, f);
    }
    fputc('\n', f);
}

int report_explain_markdown(FILE *f, int rule)
{
    char *doc = report_explain_string(rule, false);
    static const char *const labels[] = {"What it does:", "Why is this bad:", "Fix:", "Default severity:"};
    bool example = false, first = true, in_code = false;
    for (char *line = doc, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        if (first) { /* "FX101 branch-input-mutation" */
            fprintf(f, "**%s**\n", line);
            first = false;
            continue;
        }
        if (example && *line && *line != ' ') {
            fputs("```\n", f);
            example = false;
        }
        if (example) { /* the example's lines, out of their indent, as a Python block */
            fprintf(f, "%s\n", strncmp(line, "    ", 4) == 0 ? line + 4 : line);
            continue;
        }
        if (strcmp(line, "Example:") == 0) {
            fputs("\n**Example:**\n```python\n", f);
            example = true;
            in_code = false;
            continue;
        }
        bool labelled = false;
        for (size_t i = 0; i < sizeof labels / sizeof labels[0] && !labelled; i++) {
            size_t n = strlen(labels[i]);
            if (strncmp(line, labels[i], n) != 0) continue;
            fprintf(f, "\n**%s**", labels[i]);
            in_code = false;
            put_markdown_prose(f, line + n, &in_code);
            labelled = true;
        }
        if (labelled) continue;
        if (!*line) in_code = false;
        put_markdown_prose(f, line, &in_code);
    }
    if (example) fputs("```\n", f);
    free(doc);
    return ferror(f) ? -1 : 0;
}

char *report_explain_string(int rule, bool markdown)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m) abort();
    if (markdown) report_explain_markdown(m, rule);
    else report_explain(m, rule);
    if (fclose(m) != 0) abort();
    return buf;
}
