/* What every front end shares: reporting input problems (FX9xx) under the configured
 * severities. */
#include "frontends/frontend.h"

#include <stdarg.h>
#include <string.h>

#include "diag/rules.h"

static Diag *report_v(Frontend *fe, const Source *src, Span span, uint32_t rule, Severity sev, const char *fmt,
                      va_list ap)
{
    if (!fe->diags || rule >= RULE_COUNT) return NULL;
    if (fe->cfg) {
        if (!fe->cfg->enabled[rule]) return NULL;
        if (fe->cfg->severity[rule] != rule_table[rule].severity) sev = fe->cfg->severity[rule];
    }
    return diag_addv(fe->diags, src, span, rule, sev, fmt, ap);
}

Diag *frontend_report(Frontend *fe, const Source *src, Span span, uint32_t rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = report_v(fe, src, span, rule, rule < RULE_COUNT ? rule_table[rule].severity : SEV_ERROR, fmt, ap);
    va_end(ap);
    return d;
}

Diag *frontend_report_sev(Frontend *fe, const Source *src, Span span, uint32_t rule, Severity sev, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = report_v(fe, src, span, rule, sev, fmt, ap);
    va_end(ap);
    return d;
}
