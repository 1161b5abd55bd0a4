/* The Python type a printed HOP operand or subgraph output has when PyTorch checks it: a literal
 * by its spelling, a node by its annotation ("f32[4]" a Tensor, "Sym(s0)" a SymInt, "Sym(u0 < 4)"
 * a SymBool, "Sym(zuf0)" a SymFloat). What the printout does not show is PT_UNKNOWN, never a
 * guess; rules report only what is known. */
#ifndef FXLINT_PYTYPE_H
#define FXLINT_PYTYPE_H

#include <stdbool.h>

#include "model/graph.h"

typedef enum PyType {
    PT_UNKNOWN = 0, /* no annotation, an expression, a name we cannot place */
    PT_TENSOR,
    PT_INT,
    PT_BOOL,        /* a Python bool: an int subclass, so isinstance(x, int) holds */
    PT_FLOAT,
    PT_STR,
    PT_NONE,
    PT_SYMINT,
    PT_SYMBOOL,
    PT_SYMFLOAT,
    PT_DTYPE,
    PT_DEVICE,
    PT_TUPLE,       /* a nested container where a leaf was expected */
    PT_LIST,
    PT_DICT,
    PT_SLICE,
    PT_ELLIPSIS,
    PT_COUNT
} PyType;

/* The type of value v of module m (a literal, a container, or a node by its annotation). */
PyType pytype_of_value(const Graph *g, ModuleId m, const Value *v);
/* The type of node n of module m by its printed annotation (META_TENSOR, META_SYM, or a
 * `torch.Tensor` / `int` / `float` type hint); PT_UNKNOWN when none is printed. */
PyType pytype_of_node(const Graph *g, ModuleId m, NodeId n);
/* The SymInt / SymBool / SymFloat a sympy-printed Sym(...) expression stands for: relations and
 * Eq/Ne/And/Or/Not are SymBool; float symbols (zf*, zuf*), float literals and float functions
 * (ToFloat, FloatTrueDiv, IntTrueDiv, FloatPow, OpaqueUnaryFn_*) are SymFloat; the rest SymInt. */
PyType pytype_of_sym(Str expr);

/* isinstance(x, int): ints and bools. */
static inline bool pytype_is_int(PyType t) { return t == PT_INT || t == PT_BOOL; }
/* The class as Python's repr prints it in PyTorch's messages: "<class 'float'>",
 * "<class 'torch.SymFloat'>", "<class 'torch._subclasses.fake_tensor.FakeTensor'>" (the tensors
 * HOPs see while tracing), "..." for PT_UNKNOWN. Static. */
const char *pytype_class(PyType t);
/* A short name for messages: "float", "SymFloat", "None", "tensor". Static. */
const char *pytype_name(PyType t);
/* The name with its article, for "x is ...": "a float", "an int", "None". Static. */
const char *pytype_phrase(PyType t);
/* How messages show value v of module m: "'item' (Sym(zuf0))" for a node with an annotation,
 * "'item'" without one, "the literal 2.5" for anything else (its printed text). From `a`. */
const char *pytype_describe(Arena *a, const Graph *g, ModuleId m, const Value *v);

#endif
