/* libFuzzer harness for suppression comments: the first part of the bytes (up to a line
 * "---") is a dump, the rest the user's model.py its origins name; both are registered as
 * texts and a finding of every rule is placed on each of the dump's first lines (with an origin
 * line in model.py), then suppress_apply and the FX908 report run. Never a crash, a leak, or
 * an FX908 finding outside the dump. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag/rules.h"
#include "engine/suppress.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > UINT32_MAX / 2) return 0;
    const char *text = (const char *)data;
    const char *sep = memmem(text, size, "\n---\n", 5);
    uint32_t dump_len = sep ? (uint32_t)(sep - text) : (uint32_t)size;
    const char *user = sep ? sep + 5 : "";
    uint32_t user_len = sep ? (uint32_t)(size - dump_len - 5) : 0;

    Arena a, run;
    arena_init(&a);
    arena_init(&run);
    Suppressor *s = suppress_new(&a);
    suppress_add_text(s, "fuzz.py", text, dump_len);
    suppress_add_text(s, "model.py", user, user_len);
    Config cfg;
    config_init_defaults(&cfg);
    cfg.enabled[RID_FX908] = true;

    uint32_t nlines = 1;
    for (uint32_t i = 0; i < dump_len; i++) nlines += text[i] == '\n';
    if (nlines > 64) nlines = 64;
    DiagList l;
    diag_list_init(&l, &run);
    char *copy = arena_strndup(&run, text, dump_len);
    Source src;
    source_init(&src, &run, "fuzz.py", copy, dump_len);
    for (uint32_t line = 0; line < nlines; line++) {
        uint32_t start = src.line_starts[line];
        uint32_t next = line + 2 < src.nlines ? src.line_starts[line + 2] : dump_len;
        uint32_t rule = (line * 7 + (uint32_t)size) % RULE_COUNT;
        Diag *d = diag_add(&l, &src, (Span){start, next > start ? next - 1 : start}, rule, SEV_ERROR, "finding");
        d->has_origin = line % 2 == 0;
        d->origin = (DiagOrigin){"model.py", line + 1, "forward", line % 4 ? NULL : "x.add_(1)  # noqa: FX1"};
    }
    uint32_t before = l.len;
    uint32_t removed = suppress_apply(s, &l);
    if (removed > before || l.len != before - removed) abort();
    const char *files[] = {"fuzz.py"};
    const Config *cfgs[] = {&cfg};
    uint32_t first = l.len;
    suppress_report_unused(s, files, cfgs, 1, &l);
    for (uint32_t i = first; i < l.len; i++)
        if (l.items[i].rule != RID_FX908 || strcmp(l.items[i].file, "fuzz.py") != 0 || l.items[i].line < 1 ||
            l.items[i].line > src.nlines)
            abort();
    arena_free(&run);
    arena_free(&a);
    return 0;
}
