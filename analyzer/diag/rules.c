/* The rule codes, built from rules/rules.def, and the docs extracted from each rule file. */
#include "diag/rules.h"

#include <ctype.h>
#include <string.h>

#include "base/suggest.h"

/* build/rule_docs.c: the header comment of each rules/<stem>.c */
extern const char *const rule_doc_files[];
extern const char *const rule_doc_texts[];
extern const unsigned rule_doc_count;

const RuleInfo rule_table[RULE_COUNT] = {
#define RULE(code, name, family, stem, sev) {#code, name, #family, sev, false, "rules/" #family "/" #stem ".c"},
#define INPUT_RULE(code, name, family, stem, sev) {#code, name, #family, sev, true, "rules/" #family "/" #stem ".c"},
#include "rules/rules.def"
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

const char *rule_suggest(const char *s)
{
    const char *words[2 * RULE_COUNT];
    for (int i = 0; i < RULE_COUNT; i++) words[2 * i] = rule_table[i].code, words[2 * i + 1] = rule_table[i].name;
    return suggest_closest(s, words, 2 * RULE_COUNT);
}
