/* PyTorch's metadata comparisons between HOP values, emulated on printed annotations (spec
 * §1.0.2, §1.1): check_meta_consistency (while_loop, scan, associative_scan, cond in early
 * 2025), the 2024 trace_cond equality and the newest cond's _merge_output. Every field gets a
 * verdict; what the printout does not show is never a difference. */
#ifndef FXLINT_METACMP_H
#define FXLINT_METACMP_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "model/graph.h"

/* What one side of a comparison holds, as far as the printout tells. */
typedef enum EndKind {
    END_UNKNOWN, /* a node without annotation, an unresolved value */
    END_TENSOR,  /* meta: its META_TENSOR annotation, or NULL for a bare `torch.Tensor` hint */
    END_INT,     /* an int literal (bools included) or a Sym(...) int; meta: the Sym or NULL */
    END_NONE,
    END_OTHER,   /* floats, strings, SymBool and SymFloat values */
} EndKind;

typedef struct MetaEnd {
    uint8_t kind;        /* EndKind */
    const Meta *meta;
    const char *text;    /* for messages: "f32[4, 8][8, 1]cpu", "Sym(s0)", "5", "None" */
} MetaEnd;

/* Classifies value v of module m (a literal, or a node by its annotation). Strings live in `a`. */
MetaEnd metacmp_end(Arena *a, const Graph *g, ModuleId m, const Value *v);
/* Same for node n of module m (placeholders included). */
MetaEnd metacmp_end_node(Arena *a, const Graph *g, ModuleId m, NodeId n);

typedef enum Verdict {
    VERDICT_SAME,   /* equal, or not shown in the printout */
    VERDICT_UNSURE, /* depends on symbol values the printout does not fix */
    VERDICT_DIFF,   /* PyTorch's check fails */
} Verdict;

typedef enum MetaField {
    MF_TYPE,          /* tensor against non-tensor (check_meta_consistency, _merge_output) */
    MF_SHAPE,
    MF_DTYPE,
    MF_STRIDE,
    MF_MEMORY_FORMAT, /* only with include_contiguity=True */
    MF_DEVICE,
    MF_DIM,           /* _merge_output: rank */
    MF_STRIDE_ORDER,  /* _merge_output: the permutation sorting the strides */
    MF_DENSITY,       /* _merge_output: strides a plain product of sizes */
    MF_NFIELDS
} MetaField;

typedef enum MetaCheck {
    MC_CONSISTENCY,        /* check_meta_consistency(include_contiguity=False) */
    MC_CONSISTENCY_CONTIG, /* check_meta_consistency(include_contiguity=True) */
    MC_COND_2024,          /* trace_cond: shape, dtype, stride; non-tensors pass */
    MC_COND_MERGE,         /* _merge_output: dtype, device, dim, stride order, density */
} MetaCheck;

typedef struct MetaDiff {
    uint8_t field[MF_NFIELDS]; /* Verdict per field; fields a check does not read stay SAME */
    uint8_t worst;             /* the worst field verdict */
    bool unbacked;             /* an undecided size or stride mentions an unbacked symbol */
    uint8_t dense_side;        /* MF_DENSITY: 0 when lhs is not dense, 1 when rhs is */
} MetaDiff;

/* Compares lhs against rhs the way `how` does. Never fails. */
MetaDiff metacmp_compare(MetaCheck how, const MetaEnd *lhs, const MetaEnd *rhs);
/* Sets field f to verdict v and updates worst. */
void metacmp_set(MetaDiff *d, MetaField f, Verdict v);

/* The differing fields (verdict >= at) rendered as check_meta_consistency does:
 * "'shape: torch.Size([4]) vs torch.Size([10, 10])', 'stride: (1,) vs (10, 1)'", with
 * "type: 5 vs f32[4]" and "device" entries. Empty string when none. From `a`. */
const char *metacmp_format_fields(Arena *a, const MetaDiff *d, const MetaEnd *lhs, const MetaEnd *rhs,
                                  Verdict at);

/* Python reprs for quoting PyTorch's messages, from `a`: "torch.Size([4, s0])", "(8, 1)",
 * "(1,)", "torch.float32", "cuda:0". */
const char *metacmp_size_repr(Arena *a, const Meta *m);
const char *metacmp_stride_repr(Arena *a, const Meta *m);
const char *metacmp_dtype_repr(Arena *a, const Meta *m);

#endif
