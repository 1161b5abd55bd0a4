/* Severity names, as printed and as the configuration spells them. */
#include "diag/severity.h"

#include <string.h>

const char *severity_name(Severity s)
{
    switch (s) {
    case SEV_INFO: return "info";
    case SEV_WARNING: return "warning";
    case SEV_ERROR: return "error";
    }
    return "?";
}

int severity_parse(const char *s)
{
    if (strcmp(s, "error") == 0) return SEV_ERROR;
    if (strcmp(s, "warning") == 0) return SEV_WARNING;
    if (strcmp(s, "info") == 0) return SEV_INFO;
    return -1;
}
