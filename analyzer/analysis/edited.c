/* Edits after capture, as the printout shows them (analysis/edited.h). */
#include "analysis/edited.h"

#include <string.h>

static bool ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Whether `code` calls `name` as a function or method: `name(` not preceded by an identifier
 * character (so `x.sin(` and `torch.sin(` count, `asin(` does not). */
static bool calls(Str code, Str name)
{
    if (!name.len) return false;
    for (uint32_t i = 0; i + name.len < code.len; i++) {
        if (memcmp(code.ptr + i, name.ptr, name.len) != 0 || code.ptr[i + name.len] != '(') continue;
        if (i > 0 && ident_char(code.ptr[i - 1])) continue;
        return true;
    }
    return false;
}

/* The name an in-place node calls ("sin_"), or an empty slice. */
static Str inplace_name(const Node *n)
{
    Str op = {NULL, 0};
    if (n->kind == NK_CALL_FUNCTION && n->target.kind == TK_OP && !target_is_hop(&n->target)) op = n->target.op;
    else if (n->kind == NK_CALL_METHOD || (n->kind == NK_CALL_FUNCTION && n->target.kind == TK_CALLABLE))
        op = n->target.op;
    /* sin_, add_; not dunders (__iadd__) nor names that only end in one */
    if (op.len < 2 || op.ptr[op.len - 1] != '_' || op.ptr[op.len - 2] == '_' || op.ptr[0] == '_') return (Str){NULL, 0};
    return op;
}

/* Whether every node of m that computes something (not a placeholder, get_attr, output or
 * getitem) other than `skip` has an origin, and there is at least one. */
static bool others_have_origins(const Module *mod, NodeId skip)
{
    uint32_t with = 0;
    for (NodeId i = 0; i < mod->nnodes; i++) {
        const Node *n = &mod->nodes[i];
        if (i == skip || n->kind == NK_PLACEHOLDER || n->kind == NK_GET_ATTR || n->kind == NK_OUTPUT) continue;
        if (n->kind == NK_CALL_FUNCTION && str_eqz(n->target.op, "getitem")) continue;
        if (n->origin == NONE_ID) return false;
        with++;
    }
    return with > 0;
}

bool edited_after_capture(const Graph *g, ModuleId m, NodeId n, Arena *a, const char **why)
{
    if (m >= g->nmodules) return false;
    const Module *mod = &g->modules[m];
    if (n >= mod->nnodes) return false;
    const Node *node = &mod->nodes[n];
    if (node->kind == NK_PLACEHOLDER || node->kind == NK_GET_ATTR || node->kind == NK_OUTPUT) return false;
    Str op = inplace_name(node);
    if (node->origin != NONE_ID && node->origin < g->norigins) {
        if (!op.len) return false;
        Str code = g->origins[node->origin].code;
        Str base = {op.ptr, op.len - 1};
        if (!calls(code, base) || calls(code, op)) return false;
        *why = arena_printf(a, "'%.*s' where its origin comment records `%.*s`", STR_ARG(op), STR_ARG(code));
        return true;
    }
    if (!others_have_origins(mod, n)) return false;
    *why = arena_printf(a, "'%.*s' printed without an origin among nodes that all have one", STR_ARG(node->name));
    return true;
}
