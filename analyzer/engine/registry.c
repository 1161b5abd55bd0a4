/* The rule functions, one per RULE line of rules/rules.def, indexed like the rule codes
 * (diag/rules.h). Adding a rule is its file plus its line in rules.def; nothing here changes. */
#include "engine/rule.h"

#define RULE(code, name, family, stem, sev) void rule_##stem(RuleCtx *ctx);
#define INPUT_RULE(code, name, family, stem, sev)
#include "rules/rules.def"
#undef RULE
#undef INPUT_RULE

const RuleFn rule_fn[RULE_COUNT] = {
#define RULE(code, name, family, stem, sev) rule_##stem,
#define INPUT_RULE(code, name, family, stem, sev) NULL,
#include "rules/rules.def"
#undef RULE
#undef INPUT_RULE
};
