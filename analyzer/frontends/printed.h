/* One decision, made the same way for a walked directory, a named file, stdin and an editor
 * buffer: does this text hold anything PyTorch printed? Text that does not (model code, a
 * README, requirements.txt) is "not a graph dump": no diagnostic, only a count. */
#ifndef FXLINT_PRINTED_H
#define FXLINT_PRINTED_H

#include <stdbool.h>
#include <stdint.h>

/* What showed that PyTorch printed a text; PRINTED_NONE when nothing did. Each mark is a
 * line shape of PyTorch's printers that hand-written Python does not have. */
typedef enum PrintedMark {
    PRINTED_NONE,
    PRINTED_TRACE,      /* a glog line: TORCH_TRACE record header or TORCH_LOGS output */
    PRINTED_FXIR,       /* `graph():`, `%x : [num_users=1] = placeholder[target=x]` */
    PRINTED_EXPORT,     /* `ExportedProgram:`, `Graph signature:`, `ExportGraphSignature(` */
    PRINTED_ORIGIN,     /* `# File: model.py:12 in forward, code: ...`, `# No stacktrace found` */
    PRINTED_ANNOTATION, /* a tensor-meta annotation `x: "f32[4]"`, `x: f32[4]`, `"Sym(s0)"` */
    PRINTED_DELETION,   /* gm.code's last-use deletions: `...;  x = y = None` */
    PRINTED_FX_NAMES,   /* FX's own names in an op call or forward's parameters: `(arg0_1, 1)`, `L_x_` */
    PRINTED_LAMBDA,     /* `class <lambda>(torch.nn.Module):` (not Python: only a printer writes it) */
    PRINTED_FORWARD,    /* gm.code: `def forward(self, ...)` at the left margin, outside any class */
    PRINTED_TABULAR,    /* gm.graph.print_tabular(): `opcode  name  target  args  kwargs` */
} PrintedMark;

/* Looks for the first mark in text[0, len) and returns its kind, with its 1-based line in
 * *line (when line is not NULL). Reads at most the whole text; never fails. */
PrintedMark printed_find_mark(const char *text, uint32_t len, uint32_t *line);
/* Whether text[0, len) has a hint of a printout that model code has too: a `class
 * GraphModule(` or `class Repro(`, a `def forward(self`, a `torch.ops.` call (outside
 * comments and docstrings). Such a text is a dump only when it does not parse (a printout cut
 * short or mangled): the caller decides that with a parser. */
bool printed_find_hint(const char *text, uint32_t len);
/* Whether `path` names a file that PyTorch writes beside its graphs in TORCH_COMPILE_DEBUG
 * and depyf folders but that holds no graph: the scheduler's IR (ir_pre_fusion.txt,
 * ir_post_fusion.txt), Inductor's wrapper (output_code.py, depyf's copy
 * __compiled_fn_<n>.kernel_<k>.py) and depyf's decompiled bytecode (__transformed_code_*,
 * full_code_for_*, whose `def forward` is the user's own function). Their neighbours
 * fx_graph_readable.py, fx_graph_transformed.py, fx_graph_runnable.py and
 * __compiled_fn_<n>.<header>.<k>.py are graphs. Judged by the name alone. */
bool printed_known_not_graph(const char *path);
/* "a tensor-meta annotation", ... for --verbose; "" for PRINTED_NONE. */
const char *printed_mark_name(PrintedMark m);

#endif
