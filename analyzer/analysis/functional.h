/* PyTorch's functional-graph contract, shared by the export/AOT rules (FX5xx): which calls the
 * functionality checks look at (assert_functional_graph, spec §2.3; the export verifier, §7),
 * when an ExportedProgram graph must be functional, and what its signature declares about
 * each lifted input. Everything returned points into the Graph or is static. */
#ifndef FXLINT_FUNCTIONAL_H
#define FXLINT_FUNCTIONAL_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis/alias.h"
#include "diag/config.h"
#include "model/graph.h"

typedef enum OpMutability {
    OPMUT_NONE,    /* functional, or a call the checks skip (HOPs, Python operators, methods) */
    OPMUT_SCHEMA,  /* an OpOverload whose registry schema writes an argument: is_mutable */
    OPMUT_GUESSED, /* an OpOverload outside the registry whose name says in-place (`foo_`) */
} OpMutability;

/* How PyTorch's functionality checks see call node n of module m: only OpOverload targets
 * (torch.ops.<ns>.<op>.<overload>, HOPs excluded) are checked, by their schema. Ops registered
 * with a non-mutable schema despite a trailing underscore (inductor.resize_storage_bytes_,
 * inductor.accumulate_grad_) are OPMUT_NONE. */
OpMutability functional_op_mutability(const Graph *g, ModuleId m, const Node *n);

/* Whether node n is the AOT epilogue PyTorch allows in a functional graph: aten.copy_.default,
 * aten.set_.source_Tensor or fsdp.copy_.default (spec §2.3). Says nothing about its target. */
bool functional_is_epilogue(const Node *n);

/* Why the ExportedProgram graph g must be functional (the ATen dialect rather than the training
 * IR, which keeps in-place ops): a phrase for messages ("its signature returns the mutated
 * buffer 'count' as output 'add_1'"), allocated in `a`; NULL when nothing in the dump or the
 * configuration says so. The training IR never declares mutation outputs and never holds
 * auto_functionalized calls; releases before 2.5 had no training IR. */
const char *functional_export_evidence(const Graph *g, const Config *cfg, Arena *a);

/* The input spec of placeholder `ph` of the root module: by name, else by position when the
 * signature has as many inputs as the graph has placeholders. NULL without a signature. */
const SigSpec *functional_input_spec(const Graph *g, NodeId ph);

/* The output kind that declares a mutation of an input of kind `k` (BUFFER -> BUFFER_MUTATION,
 * PARAMETER -> PARAMETER_MUTATION, USER_INPUT -> USER_INPUT_MUTATION); OK_UNKNOWN for kinds
 * whose mutation cannot be declared. */
OutputKind functional_mutation_kind(InputKind k);

/* The output spec declaring the mutation of input spec `in` (matched by target for buffers and
 * parameters, by name for user inputs), or NULL. */
const SigSpec *functional_declared_mutation(const Graph *g, const SigSpec *in);

/* For a write of the root module of an export graph: the input spec it writes when that input's
 * mutation could be declared but is not (FX504's finding), else NULL. */
const SigSpec *functional_undeclared_write(const Graph *g, const MutationSite *s);

/* "buffer", "parameter", "user input" (else "input"), for messages. Static. */
const char *functional_input_words(InputKind k);
/* Input / output kind names as the signature prints them ("BUFFER_MUTATION"). Static. */
const char *functional_input_kind_name(int k);
const char *functional_output_kind_name(int k);

#endif
