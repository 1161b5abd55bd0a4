/* Config defaults and the small parsers the CLI and config files share. */
#include "diag/config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void config_init_defaults(Config *c)
{
    memset(c, 0, sizeof *c);
    for (int i = 0; i < RULE_COUNT; i++) {
        c->enabled[i] = true;
        c->severity[i] = rule_table[i].severity;
    }
    c->target_version = RELEASE_NEWEST_MEASURED;
    c->grad = GRAD_ENABLED;
    c->capture = CAPTURE_AUTO;
    c->fail_on = SEV_WARNING;
}

const char *config_target_list(void)
{
    static _Thread_local char list[256];
    static _Thread_local bool made;
    if (!made) {
        size_t n = 0;
        for (int r = RELEASE_OLDEST; r <= RELEASE_NEWEST; r++)
            n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", release_name(r), r < RELEASE_NEWEST ? ", " : "");
        snprintf(list + n, sizeof list - n, " or newest (= %s)", release_name(RELEASE_NEWEST_MEASURED));
        made = true;
    }
    return list;
}

int config_parse_target(const char *s, const char **why)
{
    int code = release_parse(s);
    if (code >= 0) return code;
    if (why) {
        /* a well-formed version that is not a release fxlint knows, or not a version at all */
        bool numeric = *s >= '0' && *s <= '9' && strchr(s, '.');
        *why = numeric ? "not a PyTorch release fxlint knows" : "not a PyTorch release";
    }
    return -1;
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
