/* How serious a finding is: info, warning, error (the default of each code is in rules.def,
 * the configuration may change it). */
#ifndef FXLINT_SEVERITY_H
#define FXLINT_SEVERITY_H

typedef enum Severity {
    SEV_INFO = 0,
    SEV_WARNING = 1,
    SEV_ERROR = 2,
} Severity;

/* "info", "warning", "error"; never NULL. */
const char *severity_name(Severity s);
/* Parses "error", "warning", "info"; returns -1 otherwise. */
int severity_parse(const char *s);

#endif
