/* The upgrade audit in words and in JSON. */
#include "report/report_upgrade.h"

#include <string.h>

const char *report_delta_name(DiagDelta d)
{
    switch (d) {
    case DELTA_NEW: return "new";
    case DELTA_GONE: return "gone";
    case DELTA_BOTH: return "both";
    case DELTA_NONE: break;
    }
    return NULL;
}

const char *report_upgrade_sentence(Arena *a, const UpgradeSummary *s)
{
    return arena_printf(a,
                        "%u graph%s that %s accepted %s rejected by %s; %u rejected by %s %s accepted "
                        "(%u finding%s new, %u gone, %u in both)",
                        s->graphs_broken, s->graphs_broken == 1 ? "" : "s", s->from, s->graphs_broken == 1 ? "is" : "are",
                        s->to, s->graphs_fixed, s->from, s->graphs_fixed == 1 ? "is" : "are", s->new_findings,
                        s->new_findings == 1 ? "" : "s", s->gone_findings, s->both_findings);
}

json_t *report_upgrade_json(const UpgradeSummary *s)
{
    Arena a;
    arena_init(&a);
    json_t *o = json_object();
    json_object_set_new(o, "from", json_string(s->from));
    json_object_set_new(o, "to", json_string(s->to));
    json_object_set_new(o, "new", json_integer(s->new_findings));
    json_object_set_new(o, "gone", json_integer(s->gone_findings));
    json_object_set_new(o, "both", json_integer(s->both_findings));
    json_object_set_new(o, "graphs_broken", json_integer(s->graphs_broken));
    json_object_set_new(o, "graphs_fixed", json_integer(s->graphs_fixed));
    json_object_set_new(o, "graphs_rejected_both", json_integer(s->graphs_rejected_both));
    json_object_set_new(o, "sentence", json_string(report_upgrade_sentence(&a, s)));
    arena_free(&a);
    return o;
}

static int count_of(const json_t *o, const char *key, uint32_t *out)
{
    const json_t *v = json_object_get(o, key);
    if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > UINT32_MAX) return -1;
    *out = (uint32_t)json_integer_value(v);
    return 0;
}

int report_upgrade_from_json(Arena *a, const json_t *o, UpgradeSummary *s)
{
    memset(s, 0, sizeof *s);
    const char *from = json_string_value(json_object_get(o, "from")), *to = json_string_value(json_object_get(o, "to"));
    if (!from || !to) return -1;
    s->from = arena_strdup(a, from);
    s->to = arena_strdup(a, to);
    if (count_of(o, "new", &s->new_findings) || count_of(o, "gone", &s->gone_findings) ||
        count_of(o, "both", &s->both_findings) || count_of(o, "graphs_broken", &s->graphs_broken) ||
        count_of(o, "graphs_fixed", &s->graphs_fixed) || count_of(o, "graphs_rejected_both", &s->graphs_rejected_both))
        return -1;
    return 0;
}
