/* Unit tests of the SARIF writer's columns (report_sarif.c): SARIF counts columns in code
 * points, fxlint in bytes. Findings on one line share its text, and the writer remembers how
 * far the last line it measured is plain ASCII; columns before, inside and after multi-byte
 * characters, on that line and on the next, must all come out as code points. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "harness.h"
#include "report/report_ci.h"

/* startColumn and endColumn of result i of the SARIF text. */
static void columns(json_t *doc, size_t i, int *start, int *end)
{
    json_t *r = json_array_get(json_object_get(json_array_get(json_object_get(doc, "runs"), 0), "results"), i);
    json_t *reg = json_object_get(
        json_object_get(json_array_get(json_object_get(r, "locations"), 0), "physicalLocation"), "region");
    *start = (int)json_integer_value(json_object_get(reg, "startColumn"));
    *end = (int)json_integer_value(json_object_get(reg, "endColumn"));
}

int main(void)
{
    /* line 1: "é" is 2 bytes, "€" 3; line 2 plain ASCII */
    static const char text[] = "ab = f(x, \xc3\xa9, y, \xe2\x82\xac, z)\nplain = g(x, y)\n";
    Arena a;
    arena_init(&a);
    Source src;
    source_init(&src, &a, "cols.py", text, sizeof text - 1);
    DiagList l;
    diag_list_init(&l, &a);
    const char *line1 = text, *line2 = strchr(text, '\n') + 1;
    uint32_t y = (uint32_t)(strstr(line1, "y") - text), z = (uint32_t)(strstr(line1, "z") - text);
    /* in the order the list is reported: by position */
    diag_add(&l, &src, (Span){0, 2}, 0, SEV_ERROR, "before any");           /* bytes 1..3 */
    diag_add(&l, &src, (Span){y, z + 1}, 0, SEV_ERROR, "across both");     /* y .. z */
    diag_add(&l, &src, (Span){z, z + 1}, 0, SEV_ERROR, "after both");      /* z */
    uint32_t g = (uint32_t)(strstr(line2, "g") - text);
    diag_add(&l, &src, (Span){g, g + 1}, 0, SEV_ERROR, "next line");
    ReportRun run;
    memset(&run, 0, sizeof run);
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    CHECK(report_sarif(f, &l, &run) == 0);
    fclose(f);
    json_error_t err;
    json_t *doc = json_loads(out, 0, &err);
    CHECK(doc != NULL);
    if (doc) {
        int s, e;
        columns(doc, 0, &s, &e);
        CHECK(s == 1 && e == 3);
        /* y is byte 15 of line 1, code point 14 (one 2-byte character before it); z is byte 23,
         * code point 20 (and the 3-byte one) */
        columns(doc, 1, &s, &e);
        CHECK(s == (int)(y + 1) - 1 && e == (int)(z + 2) - 3);
        columns(doc, 2, &s, &e);
        CHECK(s == (int)(z + 1) - 3 && e == (int)(z + 2) - 3);
        columns(doc, 3, &s, &e);
        CHECK(s == (int)(g - (line2 - text)) + 1 && e == s + 1);
        json_decref(doc);
    }
    free(out);
    arena_free(&a);
    return harness_exit("test_report_sarif");
}
