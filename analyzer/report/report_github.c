/* `--format github`: GitHub Actions workflow commands, which the runner turns into annotations
 * on the pull request. GitHub annotates at most 10 of each kind per step; the rest are still
 * in the log, and a line on stderr says how many did not become annotations. */
#include "report/report_ci.h"

#include <string.h>

#include "diag/rules.h"
#include "report/report_upgrade.h"

#define GITHUB_ANNOTATIONS_PER_KIND 10

/* Writes s escaped for a workflow command: data escapes %, CR, LF; properties also ':' and ','. */
static void put_escaped(FILE *f, const char *s, bool property)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '%': fputs("%25", f); break;
        case '\r': fputs("%0D", f); break;
        case '\n': fputs("%0A", f); break;
        case ':':
            if (property) fputs("%3A", f);
            else fputc(':', f);
            break;
        case ',':
            if (property) fputs("%2C", f);
            else fputc(',', f);
            break;
        default: fputc(*s, f);
        }
    }
}

static const char *command_for(Severity sev)
{
    return sev == SEV_ERROR ? "error" : sev == SEV_WARNING ? "warning" : "notice";
}

/* The file as GitHub wants it: relative to the workspace (the cwd), without "./". */
static const char *workflow_path(const char *file)
{
    if (!file) return "-";
    while (file[0] == '.' && file[1] == '/') file += 2;
    return file;
}

int report_github(FILE *f, FILE *human, const DiagList *l)
{
    uint32_t count[3] = {0, 0, 0};
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        const RuleInfo *r = &rule_table[d->rule];
        /* a finding the upgrade fixes is news, not a problem */
        Severity sev = d->delta == DELTA_GONE ? SEV_INFO : d->severity;
        count[sev]++;
        fprintf(f, "::%s file=", command_for(sev));
        put_escaped(f, workflow_path(d->file), true);
        fprintf(f, ",line=%u,col=%u,endLine=%u", d->line, d->col, d->end_line);
        /* GitHub only uses endColumn for a one-line span */
        if (d->end_line == d->line) fprintf(f, ",endColumn=%u", d->end_col);
        fputs(",title=", f);
        put_escaped(f, r->code, true);
        fputc(' ', f);
        put_escaped(f, r->name, true);
        if (d->compile_id) { /* a TORCH_TRACE finding: its compile and artifact */
            put_escaped(f, " [", true);
            put_escaped(f, d->compile_id, true);
            put_escaped(f, "]", true);
        }
        if (d->event) {
            fputc(' ', f);
            put_escaped(f, d->event, true);
        }
        fputs("::", f);
        if (d->delta != DELTA_NONE) fprintf(f, "[upgrade: %s] ", report_delta_name(d->delta));
        put_escaped(f, d->message, false);
        if (d->has_origin && d->origin.file && *d->origin.file) {
            /* the user's line, so the annotation says where to fix it */
            fputs("%0A", f);
            put_escaped(f, "origin: ", false);
            put_escaped(f, d->origin.file, false);
            fprintf(f, ":%u", d->origin.line);
            if (d->origin.code && *d->origin.code) {
                fputs(": ", f);
                put_escaped(f, d->origin.code, false);
            }
        }
        fputc('\n', f);
    }
    uint32_t over[3];
    for (int k = 0; k < 3; k++)
        over[k] = count[k] > GITHUB_ANNOTATIONS_PER_KIND ? count[k] - GITHUB_ANNOTATIONS_PER_KIND : 0;
    if (human && (over[SEV_ERROR] || over[SEV_WARNING] || over[SEV_INFO])) {
        fprintf(human,
                "fxlint: %u findings, but GitHub annotates only %d errors, %d warnings and %d notices per step: "
                "%u more errors, %u more warnings and %u more notices are in the log above, not annotated "
                "(upload --format sarif to code scanning to see them all)\n",
                l->len, GITHUB_ANNOTATIONS_PER_KIND, GITHUB_ANNOTATIONS_PER_KIND, GITHUB_ANNOTATIONS_PER_KIND,
                over[SEV_ERROR], over[SEV_WARNING], over[SEV_INFO]);
    }
    return ferror(f) ? -1 : 0;
}
