/* The upgrade audit's two runs: the command line's settings with the target replaced, then as
 * given; each run resolves config files itself, so a config's target yields to both. */
#include "cli/compare.h"

#include <string.h>

static const char *target_label(Arena *a, int target)
{
    return target ? arena_printf(a, "%d.%d", target / 100, target % 100) : "newest";
}

/* The target the inputs were checked under, when they agree. */
static const char *label_of_inputs(Arena *a, const CheckResult *res)
{
    for (uint32_t i = 1; i < res->nfiles; i++)
        if (res->cfgs[i]->target_version != res->cfgs[0]->target_version) return "each input's target";
    return res->nfiles ? target_label(a, res->cfgs[0]->target_version) : "newest";
}

int compare_run(Arena *a, const CheckRun *r, int from_target, const char *from_label, const char *to_label,
                const char *const *paths, int npaths, DiagList *out, CheckResult *res, UpgradeSummary *sum,
                const char **error)
{
    for (int i = 0; i < npaths; i++)
        if (strcmp(paths[i], "-") == 0) {
            *error = "--compare-target reads every input twice; stdin (-) can be read once";
            return -1;
        }
    ConfigLayer over = *r->overrides;
    over.target_version = from_target;
    over.target_src = (SettingSource){"command line (--compare-target)", 0, 0};
    Config cfg = *r->opts.cfg;
    cfg.target_version = from_target;
    CheckRun before = *r;
    before.overrides = &over;
    before.opts.cfg = &cfg;
    DiagList from, to;
    diag_list_init(&from, a);
    diag_list_init(&to, a);
    CheckResult res_from;
    if (check_run(a, &before, paths, npaths, true, &from, &res_from, error) < 0) return -1;
    if (check_run(a, r, paths, npaths, true, &to, res, error) < 0) return -1;
    upgrade_diff(&from, &to, out, sum);
    sum->from = from_label ? from_label : target_label(a, from_target);
    sum->to = to_label ? to_label : label_of_inputs(a, res);
    res->cache_hits += res_from.cache_hits;
    res->cache_misses += res_from.cache_misses;
    res->abandoned += res_from.abandoned; /* workers left running by either run */
    return 0;
}
