/* The graph model every front end lowers into and every rule reads:
 * Program (one input file) > Graph (one printed graph; a trace log holds many) > Module (the
 * GraphModule and its nested subgraph classes) > Node. Links are uint32 indices; names and
 * printed text are slices into the source bytes. A Graph and everything in it lives in the
 * arena passed to graph_init, which the caller owns. */
#ifndef FXLINT_GRAPH_H
#define FXLINT_GRAPH_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "model/meta.h"
#include "model/origin.h"
#include "base/source.h"
#include "base/str.h"

typedef uint32_t NodeId;   /* index into Module.nodes */
typedef uint32_t ModuleId; /* index into Graph.modules; the root is 0 */
#define NONE_ID UINT32_MAX

typedef enum NodeKind {
    NK_PLACEHOLDER,
    NK_GET_ATTR,
    NK_CALL_FUNCTION,
    NK_CALL_METHOD,
    NK_CALL_MODULE,
    NK_OUTPUT,
} NodeKind;

typedef enum TargetKind {
    TK_NONE,
    TK_OP,       /* torch.ops.<ns>.<op>[.<overload>]; HOPs are ns "higher_order" */
    TK_OPERATOR, /* a Python operator printed infix or as operator.X: op is the operator-module
                    name: add, sub, mul, truediv, floordiv, mod, pow, neg, pos, invert, and_,
                    or_, xor, lshift, rshift, matmul, eq, ne, lt, le, gt, ge, not_, getitem,
                    setitem */
    TK_CALLABLE, /* another qualified callable (torch.sin, torch._C._nn.linear): op = last part */
    TK_METHOD,   /* call_method: op = method name (add_, view, item) */
    TK_MODULE,   /* call_module: qualname = submodule path */
    TK_ATTR,     /* placeholder / get_attr: qualname = input or attribute name */
} TargetKind;

typedef struct Target {
    TargetKind kind;
    Str qualname; /* as printed: "torch.ops.aten.add_.Tensor", "torch.sin", "operator.getitem" */
    Str ns;       /* TK_OP: "aten", "higher_order", "prims", custom; else empty */
    Str op;       /* "add_", "cond", "getitem", "sin" */
    Str overload; /* TK_OP: "Tensor", "default"; empty when not printed */
} Target;

typedef enum ValueKind {
    VK_NONE,     /* Python None (also an absent slice part) */
    VK_NODE,     /* a reference to a node of the same module */
    VK_INT,
    VK_FLOAT,    /* including inf, -inf, nan */
    VK_BOOL,
    VK_STR,      /* s = contents between the quotes, escapes untouched */
    VK_TUPLE,
    VK_LIST,
    VK_DICT,     /* keys[i] : items[i]; keys are the printed key text without quotes */
    VK_DTYPE,    /* torch.float16: s = "float16" */
    VK_DEVICE,   /* device(type='cuda', index=0) or 'cuda:0' in a device position: s = "cuda:0" */
    VK_SLICE,    /* items[0..2] = start, stop, step (VK_NONE when absent) */
    VK_ELLIPSIS,
    VK_SYMBOL,   /* another dotted name: torch.strided, torch.contiguous_format, an op object
                    such as torch.ops.aten.mm.default passed as a value; s = the text */
    VK_EXPR,     /* anything else, kept as raw text in s */
} ValueKind;

typedef struct Value {
    ValueKind kind;
    Span span;
    union {
        NodeId node;
        int64_t i;
        double f;
        bool b;
        Str s;
        struct {
            struct Value *items;
            Str *keys; /* VK_DICT only */
            uint32_t n;
            /* elements printed after the n kept: 0 but for a literal list too long to keep
             * whole (a size list of millions of numbers), which keeps its first elements */
            uint32_t dropped;
        } seq;
    };
} Value;

typedef struct Kwarg {
    Str key;
    Value value;
} Kwarg;

/* Fields are ordered by size (pointers and slices, then spans, then 32-bit fields) so that no
 * padding sits between them: a 10 MB dump holds about 80,000 nodes. */
typedef struct Node {
    Str name;
    Target target;
    Value *args;
    Kwarg *kwargs;
    NodeId *users;     /* nodes of the same module that use this one, in order */
    const Meta *meta;  /* its annotation, shared by every node printing the same text
                          (MetaCache); &meta_absent when it prints none, never NULL */
    Span meta_span;    /* where the annotation text sits in the source; empty when none */
    Span span;         /* the whole statement (or parameter, for placeholders) */
    Span name_span;    /* the node's name where it is defined */
    Span call_span;    /* the right-hand side; for output nodes the returned expression */
    NodeKind kind;
    uint32_t nargs;
    uint32_t nkwargs;
    uint32_t origin;   /* index into Graph.origins, NONE_ID when none printed */
    uint32_t nusers;
    ModuleId submodule; /* get_attr of a child GraphModule: that module; else NONE_ID */
} Node;

typedef struct Module {
    Str name;          /* class name as printed: GraphModule, <lambda>, true_graph_0 */
    Str attr;          /* attribute under which the parent holds it (true_graph_0); empty for root */
    const char *path;  /* qualified path, e.g. "GraphModule.true_graph_0.wrap_body_0" */
    ModuleId parent;   /* NONE_ID for the root */
    ModuleId *children;
    uint32_t nchildren;
    Node *nodes;
    uint32_t nnodes, cap;
    NodeId output;     /* the output node, NONE_ID when no return was printed */
    Span span;         /* the class line, or the def line of a bare forward */
    bool printed;      /* false for a subgraph referenced by get_attr but absent from the dump */
    struct NameMap *names; /* builder index, name -> NodeId */
} Module;

typedef enum GraphFlavor {
    FLAVOR_UNKNOWN,
    FLAVOR_DYNAMO,   /* torch-level ops: l_x_.sin(), torch.sin, a + b */
    FLAVOR_ATEN,     /* make_fx / AOTAutograd / inductor: torch.ops.aten.* */
    FLAVOR_EXPORT,   /* an ExportedProgram's graph */
} GraphFlavor;

/* What the graph is for, from the trace event or the printout; rules that only apply to
 * functional graphs (AOT inference, export) read it. */
typedef enum GraphStage {
    STAGE_UNKNOWN,
    STAGE_DYNAMO,         /* dynamo_output_graph */
    STAGE_AOT_FORWARD,
    STAGE_AOT_BACKWARD,
    STAGE_AOT_JOINT,
    STAGE_AOT_INFERENCE,
    STAGE_PRE_GRAD,       /* inductor_pre_grad_graph, before/after_pre_grad_graph */
    STAGE_POST_GRAD,      /* inductor_post_grad_graph, after_post_grad_graph: reinplaced */
    STAGE_EXPORT,
} GraphStage;

typedef enum InputKind {
    IK_USER_INPUT, IK_PARAMETER, IK_BUFFER, IK_CONSTANT_TENSOR, IK_CUSTOM_OBJ, IK_TOKEN, IK_UNKNOWN,
} InputKind;

typedef enum OutputKind {
    OK_USER_OUTPUT, OK_LOSS_OUTPUT, OK_BUFFER_MUTATION, OK_PARAMETER_MUTATION,
    OK_GRADIENT_TO_PARAMETER, OK_GRADIENT_TO_USER_INPUT, OK_USER_INPUT_MUTATION, OK_TOKEN,
    OK_UNKNOWN,
} OutputKind;

typedef struct SigSpec {
    int kind;          /* InputKind or OutputKind */
    Str name;          /* the graph value: placeholder or returned node name */
    Str target;        /* the parameter/buffer FQN, empty when None */
    Span span;
} SigSpec;

typedef struct ExportSignature {
    SigSpec *inputs;
    uint32_t ninputs;
    SigSpec *outputs;
    uint32_t noutputs;
    Span span;
} ExportSignature;

typedef struct RangeConstraint {
    Str symbol, lo, hi;
} RangeConstraint;

/* What a log around the graph shows of how it was captured, beyond the graph's own text: the
 * other records of its compile in a TORCH_TRACE log (its AOT graphs, the backend a failure
 * names, Dynamo's grad-mode guard), set by the log's front end before the graph is checked.
 * knowledge/capture.c reads it with the graph's own signals. */
typedef struct CaptureHint {
    uint8_t paths;      /* CAPTURE_BIT mask (model/provenance.h) the log leaves; 0: it says nothing */
    int8_t grad;        /* 1 grad enabled, 0 disabled, -1 not shown */
    uint32_t paths_line; /* 1-based line of the file holding the evidence; 0 when none */
    uint32_t grad_line;
    const char *paths_why; /* a static phrase: "the compile's aot_inference_graph record" */
    const char *grad_why;
    int16_t printed_by;  /* the release that wrote the log (compilation_metrics pytorch_version,
                            2.12 and later; else where its lines were logged from), a release
                            code; 0 when it does not say */
    uint32_t printed_line;
    uint32_t aot_traced_line; /* the compile's first graph of AOTAutograd's or output of
                                 Inductor's after it, written only once AOTAutograd had traced
                                 the Dynamo graph through; 0 when none */
    const char *printed_why; /* a static phrase: where printed_by was read */
} CaptureHint;

/* A hint of a log that shows nothing of the capture: no paths, the grad mode not shown. */
#define CAPTURE_HINT_NONE ((CaptureHint){.grad = -1})

typedef struct Graph {
    const Source *src;
    Arena *arena;
    Module *modules;
    uint32_t nmodules, mcap;
    Origin *origins;
    uint32_t norigins, ocap;
    GraphFlavor flavor;
    GraphStage stage;
    Str event;         /* TORCH_TRACE event or artifact name ("aot_forward_graph"); empty otherwise */
    Str compile_id;    /* "0/0", "1/0_1"; empty outside trace logs */
    bool syntax_broken; /* the text had syntax errors (FX901): parts the parser could not see
                           are missing, so their absence is no finding (FX904) */
    ExportSignature *sig;
    RangeConstraint *ranges;
    uint32_t nranges;
    CaptureHint hint;  /* from the log around it; zero paths and grad -1 outside logs */
} Graph;

/* ---- building (front ends) ---- */

void graph_init(Graph *g, Arena *a, const Source *src);
/* Adds a module; parent NONE_ID makes the root. Returns its id. */
ModuleId graph_add_module(Graph *g, Str name, ModuleId parent, Span span);
/* Appends a copy of *n (users are computed by graph_finish). Returns its id. A name already
 * defined in the module is rebound to the new node, as Python would. */
NodeId graph_add_node(Graph *g, ModuleId m, const Node *n);
/* Makes room for n nodes (and their names) in module m: a front end that can count its lines
 * first saves the regrowth. Optional. */
void graph_reserve(Graph *g, ModuleId m, uint32_t n);
/* The node a name refers to in module m, or NONE_ID. */
NodeId graph_lookup(const Graph *g, ModuleId m, Str name);
/* Makes `alias` another name for node id (Dynamo's `l_x_ = L_x_`). */
void graph_bind_name(Graph *g, ModuleId m, Str alias, NodeId id);
uint32_t graph_add_origin(Graph *g, const Origin *o);
/* Resolves get_attr nodes to child modules (by attribute name, and `<lambda>` classes by the
 * order of the get_attr lines that use them), adds unprinted modules for the rest, computes
 * users and infers the flavor when unknown. Call once, after the last node. */
void graph_finish(Graph *g);
/* Normalises a printed callable path into a Target (TK_OP, TK_OPERATOR or TK_CALLABLE):
 * "torch.ops.aten.add_.Tensor", "operator.getitem", "<built-in function add>",
 * "torch._higher_order_ops.effects.with_effects" (a HOP). */
Target target_from_callable(Str qualname);

/* The op object a HOP takes as a value (with_effects, auto_functionalized, out_dtype), as
 * printed code ("torch.ops.aten.add_.Tensor"), FX IR ("aten.add_.Tensor") or its repr
 * ("<OpOverload(op='aten.add_', overload='Tensor')>") spells it: a TK_OP target, or kind
 * TK_NONE. Slices point into the value's text. */
Target target_from_op_value(const Value *v);

/* ---- reading (rules, analyses, reporters) ---- */

static inline const Module *graph_module(const Graph *g, ModuleId id) { return &g->modules[id]; }
static inline const Node *module_node(const Module *m, NodeId id) { return &m->nodes[id]; }
/* Child of module m held under attribute `attr`, or NONE_ID. */
ModuleId graph_child(const Graph *g, ModuleId m, Str attr);
/* Module with this qualified path ("GraphModule.true_graph_0"), or NONE_ID. */
ModuleId graph_find_path(const Graph *g, const char *path);
/* Index of module m in g (pointer arithmetic, for rules that hold a Module *). */
static inline ModuleId graph_module_id(const Graph *g, const Module *m) { return (ModuleId)(m - g->modules); }

/* The values a module returns, normalised: `return (a, b)`, `return [a]` and `return a` all
 * give their elements. Returns the count; *out points into the graph. */
uint32_t module_outputs(const Module *m, const Value **out);
/* Placeholders of m in order; returns the count and writes up to max ids. */
uint32_t module_placeholders(const Module *m, NodeId *ids, uint32_t max);
/* Number of placeholders of m. */
uint32_t module_nplaceholders(const Module *m);

/* Target predicates. */
static inline bool target_is_op(const Target *t, const char *ns, const char *op)
{
    return t->kind == TK_OP && str_eqz(t->ns, ns) && str_eqz(t->op, op);
}
static inline bool target_is_hop(const Target *t) { return t->kind == TK_OP && str_eqz(t->ns, "higher_order"); }
/* The node's target as "aten.add_.Tensor", "higher_order.cond", "operator.getitem",
 * "method add_", for messages. */
const char *target_format(Arena *a, const Target *t);

/* Argument accessors: positional i, else keyword `key` (may be NULL); NULL when absent. */
const Value *node_arg(const Node *n, uint32_t i, const char *key);
const Value *node_kwarg(const Node *n, const char *key);
/* If v refers to a node, that node's id; else NONE_ID. */
static inline NodeId value_node(const Value *v) { return v && v->kind == VK_NODE ? v->node : NONE_ID; }

const char *node_kind_name(NodeKind k);
const char *graph_stage_name(GraphStage s);
GraphStage graph_stage_from_event(Str event);
/* The dialect a stage prints in (pre-grad graphs are torch-level, like Dynamo's). */
GraphFlavor graph_flavor_of_stage(GraphStage s);

#endif
