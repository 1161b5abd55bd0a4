/* Op knowledge: PyTorch's schema registry (native_functions.yaml + tags.yaml, compiled in as
 * ops_table.c by analyzer/knowledge/gen/opsgen.c) and the mapping from every printed spelling of a call
 * (torch.ops.aten.add_.Tensor, l_x_.add_(1), torch.add(a, b, out=c), x[0] = y) to what the
 * call writes, what its result shares storage with, and whether it depends on tensor data. */
#ifndef FXLINT_OPS_H
#define FXLINT_OPS_H

#include <stdbool.h>
#include <stdint.h>

#include "model/graph.h"
#include "base/str.h"

/* ---- the registry, as generated ---- */

/* Tags of tags.yaml, one bit each: the first twelve in the order tags.yaml listed them in early
 * 2025, the ones later releases added after them (a new tag needs a line here: the generated
 * table names its bit). */
enum {
    OPTAG_INPLACE_VIEW = 1u << 0,
    OPTAG_PT2_COMPLIANT_TAG = 1u << 1,
    OPTAG_VIEW_COPY = 1u << 2,
    OPTAG_DYNAMIC_OUTPUT_SHAPE = 1u << 3,
    OPTAG_DATA_DEPENDENT_OUTPUT = 1u << 4,
    OPTAG_GENERATED = 1u << 5,
    OPTAG_NONDETERMINISTIC_SEEDED = 1u << 6,
    OPTAG_NONDETERMINISTIC_BITWISE = 1u << 7,
    OPTAG_NEEDS_FIXED_STRIDE_ORDER = 1u << 8,
    OPTAG_CORE = 1u << 9,
    OPTAG_POINTWISE = 1u << 10,
    OPTAG_MAYBE_ALIASING_OR_MUTATING = 1u << 11,
    OPTAG_NEEDS_EXACT_STRIDES = 1u << 12,
    OPTAG_NEEDS_CONTIGUOUS_STRIDES = 1u << 13,
    OPTAG_FLEXIBLE_LAYOUT = 1u << 14,
    OPTAG_CUDAGRAPH_UNSAFE = 1u << 15,
    OPTAG_REDUCTION = 1u << 16,
    OPTAG_INPLACE = 1u << 17,
    OPTAG_OUT = 1u << 18,
    OPTAG_OUT_VARIANT = 1u << 19,
    OPTAG_COUNT = 20
};

/* Type of a schema argument or return, coarsely. */
typedef enum OpType {
    OPT_TENSOR,          /* Tensor */
    OPT_TENSOR_OPT,      /* Tensor? */
    OPT_TENSOR_LIST,     /* Tensor[] */
    OPT_TENSOR_OPT_LIST, /* Tensor?[] */
    OPT_SYMINT,          /* int, SymInt */
    OPT_INT_LIST,        /* int[], SymInt[], int[2], SymInt[]? ... */
    OPT_FLOAT,           /* float */
    OPT_BOOL,            /* bool */
    OPT_SCALAR,          /* Scalar (a Python number) */
    OPT_OTHER,           /* ScalarType, Device, str, Generator, Dimname, Storage, ... */
} OpType;

enum {
    OPA_WRITE = 1,    /* annotated (x!): the op writes it */
    OPA_KWONLY = 2,   /* after `*`: keyword-only */
    OPA_DEFAULT = 4,  /* has a default, may be omitted */
    OPA_WILDCARD = 8, /* (a -> *): list-returning views, every element joins set a */
    OPA_OPTIONAL = 16 /* the type ends in `?` */
};

/* One argument or return of a schema. alias is the alias-set letter ('a'..), 0 when none. */
typedef struct OpArg {
    const char *name; /* "self", "out"; NULL for unnamed returns */
    uint8_t type;     /* OpType */
    char alias;
    uint8_t flags;    /* OPA_* */
} OpArg;

enum { OPV_FUNCTION = 1, OPV_METHOD = 2 }; /* `variants:` of the entry */

/* One `- func:` entry: ns::name.overload. */
typedef struct OpSchema {
    const char *name;     /* "add_" */
    const char *overload; /* "Tensor"; "" for the default overload (printed `.default`) */
    uint32_t arg0;        /* index of the first argument in ops_args */
    uint32_t ret0;        /* index of the first return in ops_rets */
    uint8_t nargs, nrets;
    uint8_t variants;     /* OPV_* */
    uint32_t tags;        /* OPTAG_* */
} OpSchema;

/* Generated (ops_table.c). Schemas are sorted by (name, overload) in strcmp order. */
extern const OpSchema ops_schemas[];
extern const uint32_t ops_nschemas;
extern const OpArg ops_args[];
extern const OpArg ops_rets[];
extern const char ops_table_version[]; /* the PyTorch release whose yaml files made it ("2.13.0") */
extern const char ops_table_sha256[];  /* sha256 of that native_functions.yaml, lower-case hex */

/* The aten schema `name.overload` ("default" and "" both name the default overload), or
 * NULL. A hash lookup (the table indexed on first use); the result is static. */
const OpSchema *ops_lookup(Str name, Str overload);
/* All overloads of `name`: returns the first and writes their count (0 and NULL if none). */
const OpSchema *ops_overloads(Str name, uint32_t *count);
static inline const OpArg *op_schema_arg(const OpSchema *s, uint32_t i) { return &ops_args[s->arg0 + i]; }
static inline const OpArg *op_schema_ret(const OpSchema *s, uint32_t i) { return &ops_rets[s->ret0 + i]; }
/* Schema argument index named `name`, or -1. */
int op_schema_find_arg(const OpSchema *s, const char *name);
/* Writes the schema's name, "aten::add_.Tensor" ("aten::view" for a default overload), into
 * buf (truncated to size) and returns buf. The full signature text is not kept. */
const char *op_schema_format(const OpSchema *s, char *buf, uint32_t size);
/* Name of tag bit `bit` (0-based) as tags.yaml spells it. */
const char *op_tag_name(uint32_t bit);

/* ---- what one call does ---- */

typedef enum AliasStrength {
    ALIAS_NONE = 0, /* fresh storage */
    ALIAS_MAY = 1,  /* shares storage on some inputs (reshape, contiguous, to, a maybe-view) */
    ALIAS_MUST = 2, /* always shares storage (view, t, select, x[0], the result of add_) */
} AliasStrength;

/* An argument of a call: positional index `pos` or keyword `name`. pos is -1 for keyword-only
 * arguments; name is NULL when the spelling has no schema name. Read it with op_arg_value. */
typedef struct OpArgRef {
    int16_t pos;
    const char *name;
} OpArgRef;

/* How one result (or result element, for ops returning a tuple) relates to the arguments. */
typedef struct OpResult {
    uint8_t alias;      /* AliasStrength against `of` */
    bool list;          /* a list of views (split, unbind, chunk): every element aliases `of` */
    bool tensor;        /* the result is a tensor (or tensor list); false for Scalar, SymInt, bool */
    OpArgRef of;
} OpResult;

#define OPS_MAX_WRITES 8
#define OPS_MAX_RESULTS 8

enum {
    OPF_SCHEMA = 1u << 0,         /* facts come from the registry entry `schema` */
    OPF_GUESSED = 1u << 1,        /* from a naming rule (unknown op; trailing underscore): "potential" */
    OPF_INPLACE = 1u << 2,        /* writes self (argument 0) and returns it */
    OPF_OUT = 1u << 3,            /* an out= variant: writes its `out` keyword(s) and returns them */
    OPF_MUTABLE = 1u << 4,        /* writes some argument (any of the above, or e.g. running_mean) */
    OPF_METADATA = 1u << 5,       /* inplace_view: changes sizes/strides/storage of self (t_, resize_, set_) */
    OPF_DYNAMIC_SHAPE = 1u << 6,  /* output shape depends on data (nonzero, x[mask]): new unbacked size */
    OPF_DYNAMIC_MAYBE = 1u << 7,  /* dynamic only for some operands we cannot see (index with a tensor
                                     of unprinted dtype, repeat_interleave without output_size) */
    OPF_SCALAR_OUT = 1u << 8,     /* data-dependent scalar that PyTorch can trace as an unbacked symbol
                                     (item, _local_scalar_dense, tolist) with capture_scalar_outputs */
    OPF_DATA_DEPENDENT = 1u << 9, /* data_dependent_output: a non-tensor result from data (equal,
                                     allclose, item); without OPF_SCALAR_OUT it never traces */
    OPF_TUPLE = 1u << 10,         /* returns a tuple or list: users pick elements with getitem */
    OPF_VIEW_COPY = 1u << 11,     /* a *_copy variant of a view op: never aliases */
    OPF_GETITEM = 1u << 12,       /* operator.getitem on a tuple/list: element selection, no op */
    OPF_UNKNOWN = 1u << 13,       /* a name we know nothing about: assumed functional */
    OPF_NONDETERMINISTIC = 1u << 14, /* nondeterministic_seeded: random */
};

/* What one call does, from the schema when known. Built by ops_for_node into caller storage. */
typedef struct OpFacts {
    const OpSchema *schema; /* the overload, or the first plausible one for torch-level calls */
    uint32_t flags;         /* OPF_* */
    uint32_t tags;          /* OPTAG_* of the schema (union over plausible overloads) */
    uint8_t nwrites;
    uint8_t write_strength[OPS_MAX_WRITES]; /* ALIAS_MUST, or ALIAS_MAY (batch_norm training=?) */
    OpArgRef writes[OPS_MAX_WRITES];        /* arguments written in place; a Tensor[] argument means
                                               each of its elements */
    uint8_t nresults;                       /* results described; more are fresh */
    OpResult results[OPS_MAX_RESULTS];      /* result i (element i when OPF_TUPLE) */
} OpFacts;

/* The facts for call node n (call_function / call_method; NULL for placeholders, get_attr,
 * output, call_module and HOP calls, which hop.h describes). Fills *scratch and returns it.
 * Resolution: TK_OP aten ops by exact overload (an omitted overload: every overload whose
 * arguments fit the call); torch-level functions and methods by name, narrowed to the
 * overloads whose arguments fit the printed call, facts merged over them (a write or alias in
 * some but not all of them becomes ALIAS_MAY); Python operators and indexing, F.* inplace=,
 * torch-level conversions (float(), cuda()) by rules of their own; anything else by the naming
 * convention (a trailing single underscore writes self, OPF_GUESSED). Metadata of the operands
 * refines maybe-views (contiguous of a contiguous input is the input) and x[mask]. */
const OpFacts *ops_for_node(const Graph *g, ModuleId m, const Node *n, OpFacts *scratch);

/* The OpOverload PyTorch's messages print for call n (its `{func}`): "aten.nonzero.default",
 * "aten.index.Tensor" for x[mask], "aten.<op>.default" for a torch-level call without a schema.
 * From `a`; never NULL. Implemented in ops_name.c. */
const char *ops_func_name(Arena *a, const Node *n, const OpFacts *f);

/* The call's Value for an argument reference, or NULL when absent. */
const Value *op_arg_value(const Node *n, OpArgRef r);

/* True for names spelling an in-place op by convention: one trailing underscore (add_, relu_),
 * not a dunder (__and__), plus the in-place Python operators (iadd, __iadd__, ...). */
bool ops_name_is_inplace(Str op);

#endif
