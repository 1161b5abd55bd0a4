/* Shared between ops.c (schema side) and ops_torch.c (printed spellings); not for rules. */
#ifndef FXLINT_OPS_INTERNAL_H
#define FXLINT_OPS_INTERNAL_H

#include "knowledge/ops.h"

/* Facts of one schema; method = the call passes the receiver as args[0]. */
void ops_facts_from_schema(const OpSchema *s, bool method, OpFacts *f);
/* The same for a function call (method false), computed once per schema and kept. */
void ops_schema_facts(const OpSchema *s, OpFacts *f);
/* Facts merged over the overloads of `name` that fit call n (all of them when none fits).
 * Returns false when the registry has no op of that name (out untouched). */
bool ops_facts_by_name(Str name, const Node *n, bool method, OpFacts *out);
/* Adds (or strengthens) a write of argument r. */
void ops_facts_add_write(OpFacts *f, OpArgRef r, uint8_t strength);

#endif
