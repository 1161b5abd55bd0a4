/* Settings one check runs under: which rules, at what severity, and the PyTorch assumptions
 * the rules judge by. Passed by pointer everywhere; there are no global options. */
#ifndef FXLINT_CONFIG_H
#define FXLINT_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "diag/rules.h"

/* The PyTorch behaviour rules follow where it changed over releases (spec §1.1). */
typedef enum CondGeneration {
    COND_GEN_2024 = 1,   /* trace_cond: shape, dtype and stride must match (PyTorch <= 2.5) */
    COND_GEN_2025 = 2,   /* check_meta_consistency: shape, dtype, stride, memory format, device (2.6, 2.7) */
    COND_GEN_NEWEST = 3, /* _merge_output: sizes may differ, stride order and density checked (2.8+) */
} CondGeneration;

/* A field that changes what a check finds must also be written into the result cache's key
 * (cache_settings_text, engine/cache.c). */
typedef struct Config {
    bool enabled[RULE_COUNT];
    Severity severity[RULE_COUNT];
    /* Target PyTorch release as major*100+minor (209 = 2.9); 0 means the newest behaviour. */
    int target_version;
    bool no_grad;                           /* the graphs were traced with grad disabled */
    bool capture_dynamic_output_shape_ops;  /* torch._dynamo.config of that name is set */
    Severity fail_on;                       /* lowest severity that makes the exit status 1 */
    bool fail_never;
    bool verbose;
} Config;

/* Defaults: every rule enabled at its default severity, newest PyTorch, grad enabled. */
void config_init_defaults(Config *c);
CondGeneration config_cond_generation(const Config *c);
/* Parses "2.5", "2.10", "newest"; returns the version code, 0 for newest, -1 if malformed. */
int config_parse_target(const char *s);
/* Applies a comma-separated list of codes or names (or "ALL", or prefixes like "FX1"):
 * enable = true selects, false ignores. Returns -1 and names the bad entry in *bad. */
int config_apply_rule_list(Config *c, const char *list, bool enable, const char **bad);
/* Disables every rule (the first --select does this before enabling its list). */
void config_select_none(Config *c);

#endif
