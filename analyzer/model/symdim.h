/* Sizes and strides as monomials ("4", "s0", "4*s0*s1", "s0**2"): the only symbolic arithmetic
 * the metadata checks need, since a dense tensor's strides are products of its sizes. Anything
 * else ("s0 + 1", "(s0//2)") is not a monomial, and every question about it is undecidable. */
#ifndef FXLINT_SYMDIM_H
#define FXLINT_SYMDIM_H

#include <stdbool.h>
#include <stdint.h>

#include "model/meta.h"
#include "base/str.h"

#define MONO_MAX_SYMS 8

/* coef * sym[0] * sym[1] * ...; symbols sorted by text, repeated for powers. coef 0 is zero. */
typedef struct Mono {
    int64_t coef;
    uint8_t nsym;
    Str sym[MONO_MAX_SYMS];
} Mono;

/* How two printed values compare. */
typedef enum DimOrder {
    ORD_LT,
    ORD_EQ,
    ORD_GT,
    ORD_UNKNOWN,   /* depends on the values the symbols take */
} DimOrder;

/* Parses a printed size or stride; returns false (out untouched) when it is not a monomial. */
bool mono_parse(Str text, Mono *out);
/* The product a * b; returns false when it would overflow or exceed MONO_MAX_SYMS. */
bool mono_mul(const Mono *a, const Mono *b, Mono *out);
bool mono_eq(const Mono *a, const Mono *b);
/* Orders two monomials knowing only that every size symbol is at least 2 (0/1 sizes are
 * specialised; unbacked ones are compared size-obliviously). */
DimOrder mono_order(const Mono *a, const Mono *b);

/* Compares two printed dims (sizes or strides): constants by value, equal texts as equal,
 * monomials by mono_order, anything else undecided. */
DimOrder dim_order(const Dim *a, const Dim *b);

#endif
