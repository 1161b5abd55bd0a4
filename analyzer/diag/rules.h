/* The rule registry: one line per rule in rules/rules.def (code, kebab-case name, default
 * severity, function). Rule docs are extracted from each rule file's header comment at build
 * time (build/rule_docs.c). */
#ifndef FXLINT_RULES_H
#define FXLINT_RULES_H

#include <stdint.h>

#include "diag.h"

struct RuleCtx;
typedef void (*RuleFn)(struct RuleCtx *ctx);

typedef struct RuleInfo {
    const char *code;   /* "FX101" */
    const char *name;   /* "branch-input-mutation" */
    Severity severity;  /* default */
    RuleFn run;         /* NULL for FX9xx codes that front ends report */
    const char *file;   /* "rules/branch_input_mutation.c" */
} RuleInfo;

enum {
#define RULE(code, name, stem, sev) RID_##code,
#define INPUT_RULE(code, name, stem, sev) RID_##code,
#include "../rules/rules.def"
#undef RULE
#undef INPUT_RULE
    RULE_COUNT
};

extern const RuleInfo rule_table[RULE_COUNT];

/* The rule's documentation: the header comment of its file, extracted at build time. */
const char *rule_doc(int id);

/* Index of the rule with this code or name (case-insensitive code), or -1. */
int rule_find(const char *code_or_name);

#endif
