/* Settings one check runs under: which rules, at what severity, and the PyTorch assumptions
 * the rules judge by. Passed by pointer everywhere; there are no global options. */
#ifndef FXLINT_CONFIG_H
#define FXLINT_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "diag/rules.h"
#include "model/provenance.h"

/* A field that changes what a check finds must also be written into the result cache's key
 * (cache_settings_text, engine/cache.c). */
typedef struct Config {
    bool enabled[RULE_COUNT];
    Severity severity[RULE_COUNT];
    /* The PyTorch release whose checks the rules reproduce, as major*100+minor (209 = 2.9);
     * always one release_known() accepts. What it accepts is the release table's to say. */
    int target_version;
    GradMode grad;       /* the grad mode the graphs were traced under (a printed one wins) */
    bool grad_said;      /* `grad` was said (--grad, a config file, an editor setting); when not,
                            a verdict that depends on the grad mode warns unless the dump shows
                            the mode, or an edit after capture (analysis/hop_ban.c) */
    CapturePath capture; /* how they were captured; CAPTURE_AUTO: what the dump shows */
    bool capture_dynamic_output_shape_ops;  /* torch._dynamo.config of that name is set */
    Severity fail_on;                       /* lowest severity that makes the exit status 1 */
    bool fail_never;
    bool verbose;
} Config;

/* Defaults: every rule enabled at its default severity, the newest release, the grad mode and
 * the capture path read from each dump (grad enabled where a verdict does not depend on it). */
void config_init_defaults(Config *c);
/* Parses a --target value: a release 2.1 through 2.15 as users and pip spell it ("2.5",
 * "2.5.1", "2.5.0a0+git..."), or "newest". Returns its code, or -1 when the value is malformed or
 * names no release fxlint knows; then *why (may be NULL) says which, for the message. */
int config_parse_target(const char *s, const char **why);
/* The releases --target takes, for messages and help: "2.1, 2.2, ..., 2.15 or newest (= 2.14)". */
const char *config_target_list(void);
/* Applies a comma-separated list of codes or names (or "ALL", or prefixes like "FX1"):
 * enable = true selects, false ignores. Returns -1 and names the bad entry in *bad. */
int config_apply_rule_list(Config *c, const char *list, bool enable, const char **bad);
/* Disables every rule (the first --select does this before enabling its list). */
void config_select_none(Config *c);

#endif
