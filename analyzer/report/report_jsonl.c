/* The machine reporter: one compact JSON object per diagnostic (json_diag.h), one per line. */
#include "report/report.h"

#include <jansson.h>

#include "report/json_diag.h"

int report_jsonl(FILE *f, const DiagList *l)
{
    int rc = 0;
    for (uint32_t i = 0; i < l->len && rc == 0; i++) {
        json_t *o = report_jsonl_diag(&l->items[i]);
        if (json_dumpf(o, f, JSON_COMPACT | JSON_PRESERVE_ORDER) < 0 || fputc('\n', f) == EOF) rc = -1;
        json_decref(o);
    }
    return rc < 0 || ferror(f) ? -1 : 0;
}
