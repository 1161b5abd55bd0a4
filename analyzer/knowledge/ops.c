/* The schema registry read side: lookups in the generated table (ops_table.c), facts from one
 * schema, and the merge over the overloads a torch-level call may resolve to. The spellings
 * that have no schema (operators, indexing, F.*(inplace=True), .float()) live in ops_torch.c. */
#include "knowledge/ops.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "knowledge/ops_internal.h"

/* The names of the table, indexed once: an open-addressing table from a name to its run of
 * overloads (the schemas are sorted by name, so each name's overloads are adjacent). Every node
 * of every graph asks for its op: a lookup is one hash and one compare, not a binary search of
 * strcmp over 2,584 names. */
typedef struct NameSlot {
    uint32_t hash; /* 0: empty */
    uint32_t first, count;
    uint32_t len;  /* strlen of the name */
} NameSlot;

static NameSlot *name_slots;
static uint32_t name_cap;
static pthread_once_t name_once = PTHREAD_ONCE_INIT;

static void index_names(void)
{
    uint32_t cap = 1024;
    while (cap < 2 * ops_nschemas) cap *= 2;
    NameSlot *slots = calloc(cap, sizeof *slots);
    if (!slots) abort();
    for (uint32_t i = 0; i < ops_nschemas;) {
        Str name = str_from(ops_schemas[i].name);
        uint32_t j = i + 1;
        while (j < ops_nschemas && strcmp(ops_schemas[j].name, ops_schemas[i].name) == 0) j++;
        uint32_t h = str_hash(name) | 1, k = h & (cap - 1);
        while (slots[k].hash) k = (k + 1) & (cap - 1);
        slots[k] = (NameSlot){h, i, j - i, name.len};
        i = j;
    }
    name_slots = slots;
    name_cap = cap;
}

const OpSchema *ops_overloads(Str name, uint32_t *count)
{
    pthread_once(&name_once, index_names);
    uint32_t h = str_hash(name) | 1;
    for (uint32_t k = h & (name_cap - 1); name_slots[k].hash; k = (k + 1) & (name_cap - 1)) {
        const NameSlot *e = &name_slots[k];
        if (e->hash == h && e->len == name.len && memcmp(ops_schemas[e->first].name, name.ptr, name.len) == 0) {
            *count = e->count;
            return &ops_schemas[e->first];
        }
    }
    *count = 0;
    return NULL;
}

const OpSchema *ops_lookup(Str name, Str overload)
{
    if (str_eqz(overload, "default")) overload = (Str){"", 0};
    uint32_t n;
    const OpSchema *s = ops_overloads(name, &n);
    for (uint32_t i = 0; i < n; i++)
        if (str_eqz(overload, s[i].overload)) return &s[i];
    return NULL;
}

int op_schema_find_arg(const OpSchema *s, const char *name)
{
    for (uint32_t i = 0; i < s->nargs; i++) {
        const char *an = op_schema_arg(s, i)->name;
        if (an && strcmp(an, name) == 0) return (int)i;
    }
    return -1;
}

const char *op_schema_format(const OpSchema *s, char *buf, uint32_t size)
{
    snprintf(buf, size, "aten::%s%s%s", s->name, s->overload[0] ? "." : "", s->overload);
    return buf;
}

const char *op_tag_name(uint32_t bit)
{
    static const char *const names[OPTAG_COUNT] = {
        "inplace_view", "pt2_compliant_tag", "view_copy", "dynamic_output_shape", "data_dependent_output",
        "generated", "nondeterministic_seeded", "nondeterministic_bitwise", "needs_fixed_stride_order",
        "core", "pointwise", "maybe_aliasing_or_mutating",
    };
    return bit < OPTAG_COUNT ? names[bit] : "?";
}

const Value *op_arg_value(const Node *n, OpArgRef r)
{
    if (r.pos >= 0 && (uint32_t)r.pos < n->nargs) return &n->args[r.pos];
    return r.name ? node_kwarg(n, r.name) : NULL;
}

static bool is_tensor_type(uint8_t t)
{
    return t == OPT_TENSOR || t == OPT_TENSOR_OPT || t == OPT_TENSOR_LIST || t == OPT_TENSOR_OPT_LIST;
}

/* Index of schema argument i at the call site. A method call passes its receiver as args[0]
 * and binds it to `self` wherever the schema puts it (where.self puts it second). */
static int16_t call_pos(const OpSchema *s, uint32_t i, bool method)
{
    const OpArg *a = op_schema_arg(s, i);
    if (a->flags & OPA_KWONLY) return -1;
    if (!method) return (int16_t)i;
    int self = op_schema_find_arg(s, "self");
    if (self <= 0) return (int16_t)i;
    if ((int)i == self) return 0;
    return (int16_t)((int)i < self ? i + 1 : i);
}

static void add_write(OpFacts *f, OpArgRef r, uint8_t strength)
{
    for (uint32_t i = 0; i < f->nwrites; i++) {
        if ((r.name && f->writes[i].name && strcmp(r.name, f->writes[i].name) == 0) ||
            (!r.name && f->writes[i].pos == r.pos)) {
            if (strength > f->write_strength[i]) f->write_strength[i] = strength;
            return;
        }
    }
    if (f->nwrites == OPS_MAX_WRITES) return;
    f->write_strength[f->nwrites] = strength;
    f->writes[f->nwrites++] = r;
}

void ops_facts_add_write(OpFacts *f, OpArgRef r, uint8_t strength) { add_write(f, r, strength); }

void ops_facts_from_schema(const OpSchema *s, bool method, OpFacts *f)
{
    memset(f, 0, sizeof *f);
    f->schema = s;
    f->flags = OPF_SCHEMA;
    f->tags = s->tags;
    for (uint32_t i = 0; i < s->nargs; i++) {
        const OpArg *a = op_schema_arg(s, i);
        if (a->flags & OPA_WRITE) add_write(f, (OpArgRef){call_pos(s, i, method), a->name}, ALIAS_MUST);
    }
    f->nresults = s->nrets < OPS_MAX_RESULTS ? s->nrets : OPS_MAX_RESULTS;
    for (uint32_t j = 0; j < f->nresults; j++) {
        const OpArg *r = op_schema_ret(s, j);
        OpResult *res = &f->results[j];
        res->tensor = is_tensor_type(r->type);
        res->list = r->type == OPT_TENSOR_LIST || r->type == OPT_TENSOR_OPT_LIST;
        res->of = (OpArgRef){-1, NULL};
        if (!r->alias) continue;
        for (uint32_t i = 0; i < s->nargs; i++) {
            const OpArg *a = op_schema_arg(s, i);
            if (a->alias != r->alias) continue;
            res->alias = ALIAS_MUST;
            res->of = (OpArgRef){call_pos(s, i, method), a->name};
            break;
        }
    }
    if (s->nrets > 1 || (s->nrets == 1 && f->results[0].list)) f->flags |= OPF_TUPLE;
    if (f->nwrites) {
        f->flags |= OPF_MUTABLE;
        bool self_written = f->writes[0].name && strcmp(f->writes[0].name, "self") == 0;
        if (self_written && f->nresults && f->results[0].alias == ALIAS_MUST && f->results[0].of.name &&
            strcmp(f->results[0].of.name, "self") == 0)
            f->flags |= OPF_INPLACE;
        else if (f->writes[0].pos < 0)
            f->flags |= OPF_OUT;
    }
    if (s->tags & OPTAG_INPLACE_VIEW) f->flags |= OPF_METADATA;
    if (s->tags & OPTAG_DYNAMIC_OUTPUT_SHAPE) f->flags |= OPF_DYNAMIC_SHAPE;
    if (s->tags & OPTAG_DATA_DEPENDENT_OUTPUT) f->flags |= OPF_DATA_DEPENDENT;
    if (s->tags & OPTAG_VIEW_COPY) f->flags |= OPF_VIEW_COPY;
    if (s->tags & OPTAG_NONDETERMINISTIC_SEEDED) f->flags |= OPF_NONDETERMINISTIC;
    if (strcmp(s->name, "item") == 0 || strcmp(s->name, "_local_scalar_dense") == 0) f->flags |= OPF_SCALAR_OUT;
}

/* Each schema's facts as a function call, made on first use and kept: an aten op printed with
 * its overload (every node of an AOT graph) reads them. A slot is written once by whichever
 * thread claims it (state 0 -> 1), then published (2); a thread finding it claimed computes its
 * own copy. */
static OpFacts *schema_facts;
static uint8_t *schema_state;
static pthread_once_t schema_once = PTHREAD_ONCE_INIT;

static void schema_facts_init(void)
{
    schema_facts = calloc(ops_nschemas, sizeof *schema_facts);
    schema_state = calloc(ops_nschemas, 1);
    if (!schema_facts || !schema_state) abort();
}

void ops_schema_facts(const OpSchema *s, OpFacts *f)
{
    pthread_once(&schema_once, schema_facts_init);
    size_t i = (size_t)(s - ops_schemas);
    if (__atomic_load_n(&schema_state[i], __ATOMIC_ACQUIRE) == 2) {
        *f = schema_facts[i];
        return;
    }
    ops_facts_from_schema(s, false, f);
    uint8_t free_slot = 0;
    if (__atomic_compare_exchange_n(&schema_state[i], &free_slot, 1, false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
        schema_facts[i] = *f;
        __atomic_store_n(&schema_state[i], 2, __ATOMIC_RELEASE);
    }
}

/* Whether the printed call can bind to schema s: no more positionals than the schema takes,
 * every keyword is a schema argument, every argument without a default is given. */
static bool call_fits(const OpSchema *s, const Node *n, bool method)
{
    uint32_t npos = 0;
    for (uint32_t i = 0; i < s->nargs; i++)
        if (!(op_schema_arg(s, i)->flags & OPA_KWONLY)) npos++;
    if (n->nargs > npos) return false;
    for (uint32_t k = 0; k < n->nkwargs; k++) {
        bool found = false;
        for (uint32_t i = 0; i < s->nargs && !found; i++) {
            const char *an = op_schema_arg(s, i)->name;
            found = an && str_eqz(n->kwargs[k].key, an);
        }
        if (!found) return false;
    }
    for (uint32_t i = 0; i < s->nargs; i++) {
        const OpArg *a = op_schema_arg(s, i);
        if (a->flags & (OPA_DEFAULT | OPA_OPTIONAL)) continue;
        int16_t p = call_pos(s, i, method);
        if (p >= 0 && (uint32_t)p < n->nargs) continue;
        if (!node_kwarg(n, a->name)) return false;
    }
    return true;
}

static bool same_ref(OpArgRef a, OpArgRef b)
{
    if (a.name && b.name) return strcmp(a.name, b.name) == 0;
    return a.pos == b.pos;
}

/* Merges candidate facts: what all say stays certain, what some say becomes ALIAS_MAY. */
static void merge_into(OpFacts *acc, const OpFacts *f, bool first)
{
    if (first) {
        *acc = *f;
        return;
    }
    acc->flags |= f->flags & ~(uint32_t)(OPF_INPLACE | OPF_OUT);
    acc->flags &= f->flags | ~(uint32_t)(OPF_INPLACE | OPF_OUT);
    acc->tags |= f->tags;
    for (uint32_t i = 0; i < acc->nwrites; i++) {
        bool in_f = false;
        for (uint32_t k = 0; k < f->nwrites && !in_f; k++) in_f = same_ref(acc->writes[i], f->writes[k]);
        if (!in_f) acc->write_strength[i] = ALIAS_MAY;
    }
    for (uint32_t k = 0; k < f->nwrites; k++) {
        bool in_acc = false;
        for (uint32_t i = 0; i < acc->nwrites && !in_acc; i++) in_acc = same_ref(acc->writes[i], f->writes[k]);
        if (!in_acc) add_write(acc, f->writes[k], ALIAS_MAY);
    }
    uint32_t nres = acc->nresults > f->nresults ? acc->nresults : f->nresults;
    for (uint32_t j = 0; j < nres; j++) {
        OpResult *a = &acc->results[j];
        const OpResult *b = &f->results[j];
        if (j >= f->nresults) {
            if (a->alias) a->alias = ALIAS_MAY;
            continue;
        }
        if (j >= acc->nresults) {
            *a = *b;
            if (a->alias) a->alias = ALIAS_MAY;
            continue;
        }
        a->tensor |= b->tensor;
        a->list |= b->list;
        if (a->alias && b->alias && same_ref(a->of, b->of)) {
            if (b->alias < a->alias) a->alias = b->alias;
        } else if (a->alias || b->alias) {
            if (!a->alias) a->of = b->of;
            a->alias = ALIAS_MAY;
        }
    }
    acc->nresults = (uint8_t)nres;
    if (acc->schema != f->schema) acc->schema = acc->schema ? acc->schema : f->schema;
}

bool ops_facts_by_name(Str name, const Node *n, bool method, OpFacts *out)
{
    uint32_t count;
    const OpSchema *s = ops_overloads(name, &count);
    if (!s) return false;
    uint32_t fits = 0;
    for (uint32_t i = 0; i < count; i++) fits += call_fits(&s[i], n, method);
    bool first = true;
    for (uint32_t i = 0; i < count; i++) {
        if (fits && !call_fits(&s[i], n, method)) continue;
        OpFacts f;
        ops_facts_from_schema(&s[i], method, &f);
        merge_into(out, &f, first);
        first = false;
    }
    if (fits != 1) {
        /* Several overloads: the schema pointer names one of them, not the resolution. */
        out->flags &= ~(uint32_t)OPF_SCHEMA;
    }
    return true;
}

bool ops_name_is_inplace(Str op)
{
    static const char *const inplace_operators[] = {
        "iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow", "iand", "ior", "ixor",
        "ilshift", "irshift", "imatmul", "iconcat", "idiv",
    };
    if (op.len >= 4 && str_starts(op, "__") && str_ends(op, "__")) {
        Str inner = str_slice(op, 2, op.len - 2);
        for (size_t i = 0; i < sizeof inplace_operators / sizeof inplace_operators[0]; i++)
            if (str_eqz(inner, inplace_operators[i])) return true;
        return false;
    }
    for (size_t i = 0; i < sizeof inplace_operators / sizeof inplace_operators[0]; i++)
        if (str_eqz(op, inplace_operators[i])) return true;
    return op.len >= 2 && op.ptr[op.len - 1] == '_' && op.ptr[op.len - 2] != '_';
}
