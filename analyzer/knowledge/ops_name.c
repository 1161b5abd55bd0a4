/* ops_func_name: the OpOverload name PyTorch's fake-tensor errors print for a call, whatever
 * spelling the dump used (torch.ops.aten.nonzero.default, l_x_.nonzero(), x[mask]). */
#include "knowledge/ops.h"

const char *ops_func_name(Arena *a, const Node *n, const OpFacts *f)
{
    const Target *t = &n->target;
    if (t->kind == TK_OP)
        return arena_printf(a, "%.*s.%.*s%s%.*s", STR_ARG(t->ns), STR_ARG(t->op), t->overload.len ? "." : "",
                            STR_ARG(t->overload));
    /* Composite spellings decompose before fake tensors see them (spec §4.1). */
    if (str_eqz(t->op, "repeat_interleave")) return "aten.repeat_interleave.Tensor";
    if (str_eqz(t->op, "argwhere") || (str_eqz(t->op, "where") && n->nargs == 1)) return "aten.nonzero.default";
    if (f && f->schema)
        return arena_printf(a, "aten.%s.%s", f->schema->name, f->schema->overload[0] ? f->schema->overload : "default");
    /* Indexing dispatches to index.Tensor; torch.unique to _unique2 (spec §4.1). */
    if (str_eqz(t->op, "getitem") || str_eqz(t->op, "__getitem__")) return "aten.index.Tensor";
    if (str_eqz(t->op, "unique")) return "aten._unique2.default";
    return arena_printf(a, "aten.%.*s.default", STR_ARG(t->op));
}
