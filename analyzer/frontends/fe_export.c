/* ExportedProgram printouts (spec §3) -> the graph model: the indented GraphModule goes to the
 * printed-code front end through a derived Source (indent removed, positions kept), the
 * signature and range constraints are read by export_sig.c. */
#include <string.h>

#include "frontends/export_sig.h"
#include "frontends/frontend.h"
#include "diag/rules.h"
#include "frontends/fe_export.h"
#include "frontends/fe_readable.h"

#define EP_INDENT 4u

typedef enum LineRole { ROLE_OTHER, ROLE_MODULE } LineRole;

static bool line_blank(Str l) { return str_trim(l).len == 0; }

/* Where line i of src lies on disk (src may itself be derived, e.g. a trace payload). */
static uint32_t parent_line(const Source *src, uint32_t i)
{
    return src->root_line ? src->root_line[i] : i + 1 + src->line_base;
}

static uint32_t parent_shift(const Source *src, uint32_t i)
{
    return src->root_line && src->col_shift ? src->col_shift[i] : 0;
}

static bool starts_col0(Str l, const char *lit) { return str_starts(l, lit); }

/* Builds the derived text: the module lines with the printer's 4-space indent removed, then a
 * line holding one NUL byte (so the module part is NUL-terminated), then every other line of
 * the file unchanged. Line order does not matter to positions: each line maps back to its own
 * line on disk. *module_len receives the length of the module part (the NUL's offset). */
static Source *build_derived(const Source *src, Arena *a, const LineRole *role, uint32_t *module_len,
                             uint32_t *module_lines, uint32_t **other_at)
{
    uint32_t n = src->nlines;
    size_t total = 2;
    for (uint32_t i = 0; i < n; i++) total += source_line(src, i).len + 1;
    char *text = arena_alloc(a, total + 1);
    uint32_t *root = ARENA_ARRAY(a, uint32_t, n + 1);
    uint32_t *shift = ARENA_ARRAY(a, uint32_t, n + 1);
    uint32_t *where = ARENA_ARRAY(a, uint32_t, n); /* derived offset of each other line */
    uint32_t len = 0, k = 0, nmod = 0, first_other = NONE_ID;
    for (uint32_t i = 0; i < n; i++) {
        if (role[i] != ROLE_MODULE) {
            if (first_other == NONE_ID) first_other = i;
            continue;
        }
        Str l = source_line(src, i);
        uint32_t cut = 0;
        while (cut < EP_INDENT && cut < l.len && l.ptr[cut] == ' ') cut++;
        if (line_blank(l)) cut = l.len;
        memcpy(text + len, l.ptr + cut, l.len - cut);
        len += l.len - cut;
        text[len++] = '\n';
        root[k] = parent_line(src, i);
        shift[k++] = parent_shift(src, i) + cut;
        nmod++;
    }
    *module_len = len;
    *module_lines = nmod;
    text[len++] = '\0';
    root[k] = first_other != NONE_ID ? parent_line(src, first_other) : parent_line(src, 0);
    shift[k++] = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (role[i] == ROLE_MODULE) continue;
        Str l = source_line(src, i);
        text[len++] = '\n';
        where[i] = len;
        memcpy(text + len, l.ptr, l.len);
        len += l.len;
        root[k] = parent_line(src, i);
        shift[k++] = parent_shift(src, i);
    }
    text[len] = 0;
    Source *d = ARENA_NEW(a, Source);
    source_init_derived(d, a, src->path, text, len, root, shift);
    *other_at = where;
    return d;
}

int fe_export_parse(Frontend *fe, const Source *src, Graph *out, Arena *a)
{
    uint32_t n = src->nlines;
    LineRole *role = ARENA_ARRAY(a, LineRole, n ? n : 1);
    uint32_t ep_line = NONE_ID, sig_line = NONE_ID, sig_end = n, range_line = NONE_ID;
    bool in_module = false;
    for (uint32_t i = 0; i < n; i++) {
        Str l = source_line(src, i);
        if (in_module) {
            if (line_blank(l) || l.ptr[0] == ' ' || l.ptr[0] == '\t') {
                role[i] = ROLE_MODULE;
                continue;
            }
            in_module = false;
        }
        Str lead = i == 0 && str_starts(l, "\xEF\xBB\xBF") ? str_slice(l, 3, l.len) : l;
        if (ep_line == NONE_ID && sig_line == NONE_ID && starts_col0(lead, "ExportedProgram:")) {
            ep_line = i;
            in_module = true;
        } else if (sig_line == NONE_ID &&
                   (starts_col0(lead, "Graph signature:") || starts_col0(lead, "ExportGraphSignature(") ||
                    starts_col0(lead, "# inputs") || starts_col0(lead, "# outputs"))) {
            sig_line = i;
        } else if (starts_col0(lead, "Range constraints:") || starts_col0(lead, "Symbol to range:")) {
            if (range_line == NONE_ID) range_line = i;
            if (sig_line != NONE_ID && sig_end == n) sig_end = i;
        } else if (starts_col0(lead, "Equality constraints:")) {
            if (sig_line != NONE_ID && sig_end == n) sig_end = i;
        }
    }
    if (ep_line == NONE_ID && sig_line == NONE_ID) {
        /* forced --input-format export on something else: read it as printed code */
        int r = fe_readable_parse(fe, src, out, a);
        if (r > 0) out->stage = STAGE_EXPORT, out->flavor = FLAVOR_EXPORT;
        return r;
    }

    uint32_t module_len = 0, module_lines = 0, *other_at = NULL;
    Source *full = build_derived(src, a, role, &module_len, &module_lines, &other_at);
    int r = 0;
    if (module_lines) {
        Source *mod = ARENA_NEW(a, Source);
        *mod = *full;
        mod->len = module_len;
        mod->nlines = module_lines + 1;
        r = fe_readable_parse(fe, mod, out, a);
        if (r > 0) out->src = full; /* the same offsets, plus the signature lines */
    }
    if (r <= 0) graph_init(out, a, full); /* a signature-only printout: no modules */
    out->stage = STAGE_EXPORT;
    out->flavor = FLAVOR_EXPORT;

    if (sig_line != NONE_ID) {
        /* from after "Graph signature:" to the range constraints (or the end) */
        Str l = source_line(src, sig_line);
        uint32_t skip = str_starts(l, "Graph signature:") ? 16 : 0;
        uint32_t from = other_at[sig_line] + skip;
        uint32_t to = from - skip;
        for (uint32_t i = sig_line; i < sig_end; i++)
            if (role[i] != ROLE_MODULE) to = other_at[i] + source_line(src, i).len;
        out->sig = export_sig_parse(fe, full, a, (Span){from, to > from ? to : from});
    }
    if (range_line != NONE_ID) {
        Str l = source_line(src, range_line);
        uint32_t colon = 0;
        while (colon < l.len && l.ptr[colon] != ':') colon++;
        uint32_t from = other_at[range_line] + colon + 1;
        export_ranges_parse(fe, full, out, (Span){from, other_at[range_line] + l.len});
    }
    if (r <= 0 && out->nmodules == 0) graph_finish(out);
    /* print(ep) always ends with its signature and range constraints. Abridged printouts (in
     * docs, issues) drop the constraints; a cut one also lacks its outputs or its last line's
     * end. A signature read half would blame the graph for what the cut removed. */
    bool outputs = false;
    for (uint32_t i = sig_line; sig_line != NONE_ID && i < sig_end && !outputs; i++)
        outputs = str_starts(str_trim(source_line(src, i)), "# outputs");
    bool cut_signature = range_line == NONE_ID && (!outputs || (src->len && src->text[src->len - 1] != '\n'));
    if (ep_line != NONE_ID && (sig_line == NONE_ID || cut_signature)) {
        Span end = {src->len, src->len};
        if (sig_line == NONE_ID)
            frontend_report(fe, src, end, RID_FX901,
                            "ExportedProgram printout ends before its 'Graph signature:': it was cut short; the "
                            "signature checks are skipped");
        else
            frontend_report(fe, full, end, RID_FX901,
                            "ExportedProgram printout ends before its 'Range constraints:': it was cut short, so its "
                            "signature may be too; the signature checks are skipped");
        out->sig = NULL;
    }
    return 1;
}
