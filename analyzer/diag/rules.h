/* The rule codes: one entry per line of rules/rules.def (code, kebab-case name, family,
 * default severity, the rule's file). Front ends, rules, reporters and the configuration name
 * findings by these ids; the functions that implement rules are the engine's (engine/rule.h).
 * Rule docs are extracted from each rule file's header comment at build time
 * (build/rule_docs.c). */
#ifndef FXLINT_RULES_H
#define FXLINT_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "diag/severity.h"

typedef struct RuleInfo {
    const char *code;   /* "FX101" */
    const char *name;   /* "branch-input-mutation" */
    const char *family; /* "mutation": the folder under rules/ */
    Severity severity;  /* default */
    bool input;         /* an FX9xx input problem that front ends report */
    const char *file;   /* "rules/mutation/branch_input_mutation.c" */
} RuleInfo;

enum {
#define RULE(code, name, family, stem, sev) RID_##code,
#define INPUT_RULE(code, name, family, stem, sev) RID_##code,
#include "rules/rules.def"
#undef RULE
#undef INPUT_RULE
    RULE_COUNT
};

extern const RuleInfo rule_table[RULE_COUNT];

/* The rule's documentation: the header comment of its file, extracted at build time. */
const char *rule_doc(int id);

/* Index of the rule with this code or name (case-insensitive code), or -1. */
int rule_find(const char *code_or_name);
/* The code or name closest to a misspelt one ("FX1O1", "branch_input_mutaton"), for "did you
 * mean"; NULL when none is close. */
const char *rule_suggest(const char *misspelt);

#endif
