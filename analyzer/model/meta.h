/* Tensor and symbol metadata parsed from printed annotations: "f32[s0, 4][4, 1]cuda:0",
 * "Sym(u0 >= 0)", "b8[]". Absent metadata is a state of its own (META_ABSENT), never a guess. */
#ifndef FXLINT_META_H
#define FXLINT_META_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/intern.h"
#include "base/source.h"
#include "base/str.h"

typedef enum DType {
    DT_UNKNOWN = 0,
#define DTYPE(id, abbr, name) id,
#include "model/dtypes.def"
#undef DTYPE
    DT_COUNT
} DType;

/* Free-symbol classes found in a size or Sym(...) expression. */
enum {
    SYM_BACKED = 1,   /* s0, s77: from input sizes */
    SYM_UNBACKED = 2, /* u0: data-dependent int (nonzero, item) */
    SYM_UFLOAT = 4,   /* zuf0: data-dependent float */
    SYM_OTHER = 8,    /* any other free name */
};

typedef struct Dim {
    Str text;        /* as printed: "4", "s0", "2*s0 + 1" */
    int64_t value;   /* valid when is_const */
    bool is_const;
    uint8_t syms;    /* SYM_* flags of its free symbols */
} Dim;

typedef enum MetaKind {
    META_ABSENT = 0, /* no annotation printed */
    META_TENSOR,     /* dtype[sizes] or dtype[sizes][strides]device */
    META_SYM,        /* Sym(expr) */
    META_TYPE,       /* a Python type hint with no shape, e.g. `torch.Tensor` in old .code */
    META_BAD,        /* an annotation we could not read; the front end reports it */
} MetaKind;

typedef struct Meta {
    Str text;          /* the annotation without quotes */
    Str dtype_abbr;
    Str device;        /* "cpu", "cuda:0"; empty when not printed */
    Str sym;           /* META_SYM: the expression inside Sym(...) */
    Dim *sizes;        /* rank entries */
    Dim *strides;      /* rank entries when has_strides */
    MetaKind kind;
    DType dtype;       /* META_TENSOR; DT_UNKNOWN for an abbreviation we do not know */
    uint8_t rank;
    bool has_strides;
    uint8_t syms;      /* META_SYM: SYM_* flags of its free symbols */
} Meta;

/* Parses annotation text (without quotes) into `out`, allocating dims from `a`.
 * Returns true on success; on failure out->kind is META_BAD and out->text is kept. */
bool meta_parse(Arena *a, Str text, Meta *out);

/* No annotation: what a node that prints none points to. */
extern const Meta meta_absent;

/* Parsed annotations by their text: a dump repeats a few dozen annotations thousands of
 * times, so each distinct text is parsed once and every node that prints it points to the one
 * Meta. The cache lives in an arena (the graph's: the Metas must live as long as the nodes),
 * named by meta_cache_init, which makes it empty. Not thread-safe. */
typedef struct MetaCache {
    Intern texts;          /* the annotation texts parsed, numbered */
    VEC(const Meta *) metas; /* by text number; each in the arena, never moved */
} MetaCache;

void meta_cache_init(MetaCache *c, Arena *a);
/* meta_parse through the cache: the text's one Meta, whose slices (text, dtype, device, dims)
 * point into the cache's own copy of the text, never into the source. META_BAD when the text
 * does not read. */
const Meta *meta_cache_get(MetaCache *c, Str text);

/* SYM_* flags of the free symbols of a sympy-printed expression. */
uint8_t meta_expr_symbols(Str expr);
/* Calls fn for each free symbol of `expr` (s0, u3, zuf1, ...), left to right, repeats included. */
void meta_each_symbol(Str expr, void (*fn)(Str sym, void *ctx), void *ctx);

const char *dtype_abbr(DType d);
const char *dtype_name(DType d); /* "float32" */
DType dtype_from_abbr(Str abbr);
DType dtype_from_name(Str name); /* "float32", "torch.float32", "float" are all DT_F32 */

/* Whether strides are those of a contiguous tensor of these sizes (symbolic dims compare as
 * text). Returns -1 when it cannot be decided from the printout. */
int meta_is_contiguous(const Meta *m);

/* Writes "f32[4, s0][s0, 1]cpu"-style text for messages. */
const char *meta_format(Arena *a, const Meta *m);

#endif
