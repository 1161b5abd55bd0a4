/* The rule table, built from rules/rules.def and the docs extracted from each rule file. */
#include "rules.h"

#include <ctype.h>
#include <string.h>

#include "rule.h"

#define RULE(code, name, stem, sev) void rule_##stem(RuleCtx *ctx);
#define INPUT_RULE(code, name, stem, sev)
#include "../rules/rules.def"
#undef RULE
#undef INPUT_RULE

/* build/rule_docs.c: the header comment of each rules/<stem>.c */
extern const char *const rule_doc_files[];
extern const char *const rule_doc_texts[];
extern const unsigned rule_doc_count;

const RuleInfo rule_table[RULE_COUNT] = {
#define RULE(code, name, stem, sev) {#code, name, sev, rule_##stem, "rules/" #stem ".c"},
#define INPUT_RULE(code, name, stem, sev) {#code, name, sev, NULL, "rules/" #stem ".c"},
#include "../rules/rules.def"
#undef RULE
#undef INPUT_RULE
};

const char *rule_doc(int id)
{
    if (id < 0 || id >= RULE_COUNT) return NULL;
    for (unsigned i = 0; i < rule_doc_count; i++)
        if (strcmp(rule_doc_files[i], rule_table[id].file) == 0) return rule_doc_texts[i];
    return NULL;
}

int rule_find(const char *s)
{
    for (int i = 0; i < RULE_COUNT; i++) {
        if (strcasecmp(s, rule_table[i].code) == 0) return i;
        if (strcmp(s, rule_table[i].name) == 0) return i;
    }
    return -1;
}
