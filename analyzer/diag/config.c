/* Config defaults and the small parsers the CLI and config files share. */
#include "diag/config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

void config_init_defaults(Config *c)
{
    memset(c, 0, sizeof *c);
    for (int i = 0; i < RULE_COUNT; i++) {
        c->enabled[i] = true;
        c->severity[i] = rule_table[i].severity;
    }
    c->target_version = 0;
    c->fail_on = SEV_WARNING;
}

CondGeneration config_cond_generation(const Config *c)
{
    if (c->target_version == 0 || c->target_version >= 208) return COND_GEN_NEWEST;
    if (c->target_version >= 206) return COND_GEN_2025;
    return COND_GEN_2024;
}

int config_parse_target(const char *s)
{
    if (strcmp(s, "newest") == 0 || strcmp(s, "latest") == 0) return 0;
    char *end;
    long major = strtol(s, &end, 10);
    if (end == s || *end != '.' || major < 1 || major > 9) return -1;
    const char *m = end + 1;
    long minor = strtol(m, &end, 10);
    if (end == m || *end != 0 || minor < 0 || minor > 99) return -1;
    return (int)(major * 100 + minor);
}

void config_select_none(Config *c)
{
    for (int i = 0; i < RULE_COUNT; i++) c->enabled[i] = false;
}

/* One entry: a code ("FX101"), a name ("branch-input-mutation"), a code prefix ("FX1",
 * "FX10"), or "ALL". */
static int apply_one(Config *c, const char *item, size_t n, bool enable)
{
    char buf[128];
    if (n == 0) return 0;
    if (n >= sizeof buf) return -1;
    memcpy(buf, item, n);
    buf[n] = 0;
    if (strcasecmp(buf, "ALL") == 0) {
        for (int i = 0; i < RULE_COUNT; i++) c->enabled[i] = enable;
        return 0;
    }
    int id = rule_find(buf);
    if (id >= 0) {
        c->enabled[id] = enable;
        return 0;
    }
    if (n >= 2 && n < 5 && strncasecmp(buf, "FX", 2) == 0) {
        bool any = false;
        for (int i = 0; i < RULE_COUNT; i++) {
            if (strncasecmp(rule_table[i].code, buf, n) == 0) {
                c->enabled[i] = enable;
                any = true;
            }
        }
        if (any) return 0;
    }
    return -1;
}

int config_apply_rule_list(Config *c, const char *list, bool enable, const char **bad)
{
    static _Thread_local char bad_buf[128];
    const char *p = list;
    while (*p) {
        while (*p == ',' || isspace((unsigned char)*p)) p++;
        const char *s = p;
        while (*p && *p != ',' && !isspace((unsigned char)*p)) p++;
        if (p > s && apply_one(c, s, (size_t)(p - s), enable) < 0) {
            size_t n = (size_t)(p - s) < sizeof bad_buf - 1 ? (size_t)(p - s) : sizeof bad_buf - 1;
            memcpy(bad_buf, s, n);
            bad_buf[n] = 0;
            if (bad) *bad = bad_buf;
            return -1;
        }
    }
    return 0;
}
