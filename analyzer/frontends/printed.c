/* Does a text hold anything PyTorch printed? Line shapes that PyTorch's printers write and
 * hand-written Python does not: a file of model code that merely calls torch.ops, or mentions
 * GraphModule, is not a dump; one annotation, origin comment or last-use deletion makes one. */
#include "frontends/printed.h"

#include <stdbool.h>
#include <string.h>

#include "base/str.h"
#include "model/meta.h"

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_ident(char c) { return is_ident_start(c) || is_digit(c); }

/* `V1206 15:18:15.925000 1500233 path:line] ...`, optionally after `[rank0]:`. */
static bool glog_line(Str s)
{
    if (str_starts(s, "[rank")) {
        const char *close = memchr(s.ptr, ']', s.len);
        if (!close || (uint32_t)(close - s.ptr) + 2 > s.len || close[1] != ':') return false;
        s = str_slice(s, (uint32_t)(close - s.ptr) + 2, s.len);
    }
    if (s.len < 16 || !strchr("IWEVD", s.ptr[0]) || !s.ptr[0]) return false;
    for (int i = 1; i <= 4; i++)
        if (!is_digit(s.ptr[i])) return false;
    if (s.ptr[5] != ' ' || !is_digit(s.ptr[6]) || !is_digit(s.ptr[7]) || s.ptr[8] != ':' || !is_digit(s.ptr[9]) ||
        !is_digit(s.ptr[10]) || s.ptr[11] != ':')
        return false;
    return memmem(s.ptr, s.len, "] ", 2) != NULL;
}

static bool fxir_line(Str t)
{
    if (str_eqz(t, "graph():")) return true;
    if (!t.len || t.ptr[0] != '%') return false;
    static const char *const ops[] = {"= placeholder[", "= call_function[", "= call_method[",
                                      "= call_module[", "= get_attr[", "= output["};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (memmem(t.ptr, t.len, ops[i], strlen(ops[i]))) return true;
    return false;
}

/* A header of print(ep), or a line of a printed graph signature: `x1: USER_INPUT`,
 * `b_buf: BUFFER target='buf' persistent=True`, `add_2: BUFFER_MUTATION target='buf'`. */
static bool export_line(Str t)
{
    if (str_starts(t, "ExportedProgram:") || str_starts(t, "Graph signature:") ||
        str_starts(t, "ExportGraphSignature(") || str_starts(t, "Range constraints:"))
        return true;
    uint32_t i = 0;
    while (i < t.len && is_ident(t.ptr[i])) i++;
    if (i == 0 || i + 2 >= t.len || t.ptr[i] != ':' || t.ptr[i + 1] != ' ') return false;
    Str kind = str_slice(t, i + 2, t.len);
    static const char *const kinds[] = {
        "USER_INPUT", "PARAMETER", "BUFFER", "CONSTANT_TENSOR", "CUSTOM_OBJ", "TOKEN", "USER_OUTPUT",
        "LOSS_OUTPUT", "BUFFER_MUTATION", "PARAMETER_MUTATION", "USER_INPUT_MUTATION",
        "GRADIENT_TO_PARAMETER", "GRADIENT_TO_USER_INPUT",
    };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t n = strlen(kinds[k]);
        if (kind.len >= n && memcmp(kind.ptr, kinds[k], n) == 0 && (kind.len == n || kind.ptr[n] == ' '))
            return true;
    }
    return false;
}

/* `# File: path:12 ...` (a line number after the path) or `# No stacktrace found ...`. */
static bool origin_line(Str t)
{
    if (str_starts(t, "# No stacktrace found for following nodes")) return true;
    if (!str_starts(t, "# File: ")) return false;
    for (uint32_t i = 8; i + 1 < t.len; i++)
        if (t.ptr[i] == ':' && is_digit(t.ptr[i + 1])) return true;
    return false;
}

/* A dtype abbreviation and '[' at s (`f32[`, `bf16[`), or `Sym(`. */
static bool meta_at(const char *s, const char *end)
{
    if (end - s >= 4 && memcmp(s, "Sym(", 4) == 0) return true;
    const char *e = s;
    while (e < end && ((*e >= 'a' && *e <= 'z') || is_digit(*e))) e++;
    if (e == s || e >= end || *e != '[') return false;
    return dtype_from_abbr(str_make(s, (size_t)(e - s))) != DT_UNKNOWN;
}

/* `name: "f32[4]"` and PyTorch 2.1's bare `name: f32[4]`: a colon after an identifier, then
 * the annotation, quoted or not. */
static bool annotation_line(Str t)
{
    const char *end = t.ptr + t.len;
    for (const char *p = t.ptr; (p = memchr(p, ':', (size_t)(end - p))) != NULL; p++) {
        if (p == t.ptr || !is_ident(p[-1])) continue;
        const char *q = p + 1;
        while (q < end && *q == ' ') q++;
        if (q < end && *q == '"') q++;
        if (q < end && meta_at(q, end)) return true;
    }
    return false;
}

/* t without a trailing `  # comment` (a suppression or a fixture's expectation). */
static Str code_part(Str t)
{
    const char *hash = memmem(t.ptr, t.len, "  #", 3);
    return hash ? str_trim(str_make(t.ptr, (size_t)(hash - t.ptr))) : t;
}

/* gm.code deletes each value after its last use on the same line: `...;  a = b = None`. */
static bool deletion_line(Str t)
{
    t = code_part(t);
    if (!str_ends(t, " = None")) return false;
    const char *semi = NULL;
    for (const char *p = t.ptr; p + 2 < t.ptr + t.len; p++)
        if (p[0] == ';' && p[1] == ' ' && p[2] == ' ') semi = p;
    if (!semi) return false;
    /* what follows is `name = name = ... = None` */
    const char *p = semi + 3, *end = t.ptr + t.len - 4;
    int names = 0;
    while (p < end) {
        if (!is_ident_start(*p)) return false;
        while (p < end && is_ident(*p)) p++;
        if (end - p < 3 || memcmp(p, " = ", 3) != 0) return false;
        p += 3;
        names++;
    }
    return names > 0;
}

/* An identifier FX made up at s: arg0_1, primals_3, tangents_1, getitem_2, L_x_, l_self_. */
static bool fx_name_at(const char *s, const char *end)
{
    static const char *const prefixes[] = {"primals_", "tangents_", "getitem_", "arg"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        size_t n = strlen(prefixes[i]);
        if ((size_t)(end - s) <= n || memcmp(s, prefixes[i], n) != 0 || !is_digit(s[n])) continue;
        const char *q = s + n;
        while (q < end && is_digit(*q)) q++;
        if (i < 3) return q >= end || !is_ident(*q);
        /* argN_M */
        if (q + 1 < end && *q == '_' && is_digit(q[1])) return true;
    }
    if (end - s >= 4 && (s[0] == 'L' || s[0] == 'l') && s[1] == '_' && is_ident_start(s[2])) {
        const char *q = s + 2;
        while (q < end && is_ident(*q)) q++;
        return q[-1] == '_';
    }
    return false;
}

/* `torch.ops.` as a statement's value (`x = torch.ops...`, or at the line's start), else NULL: an
 * exception's message quoting a node (`While executing %while_loop : [...] =
 * call_function[target=torch.ops...](args = (%l_i_, ...`) is no printout. */
static const char *op_call(Str t)
{
    const char *op = memmem(t.ptr, t.len, "torch.ops.", 10);
    if (op && op != t.ptr && (op - t.ptr < 2 || op[-1] != ' ' || op[-2] != '=')) return NULL;
    return op;
}

/* An op call, or the forward's parameter list, naming values as FX names them. */
static bool fx_names_line(Str t)
{
    const char *end = t.ptr + t.len;
    const char *op = op_call(t);
    if (!op && str_starts(t, "def forward(self")) op = t.ptr;
    const char *open = op ? memchr(op, '(', (size_t)(end - op)) : NULL;
    if (!open) return false;
    for (const char *p = open + 1; p < end; p++)
        if (is_ident_start(*p) && !is_ident(p[-1]) && fx_name_at(p, end)) return true;
    return false;
}

/* The header of gm.graph.print_tabular(): `opcode  name  target  args  kwargs`. */
static bool tabular_header(Str t)
{
    static const char *const columns[] = {"opcode", "name", "target", "args", "kwargs"};
    uint32_t at = 0;
    for (size_t i = 0; i < sizeof columns / sizeof columns[0]; i++) {
        Str rest = str_slice(t, at, t.len);
        while (rest.len && rest.ptr[0] == ' ') rest = str_slice(rest, 1, rest.len), at++;
        if (!str_starts(rest, columns[i])) return false;
        at += (uint32_t)strlen(columns[i]);
        if (at < t.len && t.ptr[at] != ' ') return false;
    }
    return true;
}

static PrintedMark line_mark(Str line)
{
    if (glog_line(line)) return PRINTED_TRACE;
    Str t = str_trim(line);
    if (!t.len) return PRINTED_NONE;
    if (origin_line(t)) return PRINTED_ORIGIN;
    /* a printer's comments are origins; other comments are someone quoting a printout */
    if (t.ptr[0] == '#') return PRINTED_NONE;
    if (fxir_line(t)) return PRINTED_FXIR;
    if (export_line(t)) return PRINTED_EXPORT;
    if (str_starts(t, "class <lambda>(")) return PRINTED_LAMBDA;
    if (tabular_header(t)) return PRINTED_TABULAR;
    if (annotation_line(t)) return PRINTED_ANNOTATION;
    if (deletion_line(t)) return PRINTED_DELETION;
    if (fx_names_line(t)) return PRINTED_FX_NAMES;
    /* gm.code prints its forward at the left margin: a method outside a class is no module's */
    if (str_starts(line, "def forward(self")) return PRINTED_FORWARD;
    return PRINTED_NONE;
}

/* The part of `line` outside triple-quoted strings, given whether it starts inside one
 * (*quote: 0, or the quote character of the open string, updated past the line). Docstrings
 * quote printouts as examples; those are not the file's own. */
static Str outside_strings(Str line, char *quote)
{
    Str out = *quote ? str_make(line.ptr, 0) : line;
    for (uint32_t i = 0; i + 2 < line.len; i++) {
        char c = line.ptr[i];
        if ((c != '"' && c != '\'') || line.ptr[i + 1] != c || line.ptr[i + 2] != c) continue;
        if (!*quote) {
            if (out.len == line.len) out.len = i; /* the first opening on the line ends the code */
            *quote = c;
        } else if (*quote == c) {
            *quote = 0;
        }
        i += 2;
    }
    return out;
}

PrintedMark printed_find_mark(const char *text, uint32_t len, uint32_t *line)
{
    uint32_t lineno = 1;
    char quote = 0;
    for (uint32_t i = 0; i < len; lineno++) {
        const char *nl = memchr(text + i, '\n', len - i);
        uint32_t e = nl ? (uint32_t)(nl - text) : len;
        PrintedMark m = line_mark(outside_strings(str_make(text + i, e - i), &quote));
        if (m != PRINTED_NONE) {
            if (line) *line = lineno;
            return m;
        }
        i = e + 1;
    }
    if (line) *line = 0;
    return PRINTED_NONE;
}

static bool hint_line(Str line)
{
    Str t = str_trim(line);
    if (!t.len || t.ptr[0] == '#') return false;
    return str_starts(t, "class GraphModule(") || str_starts(t, "class Repro(") || str_starts(t, "def forward(self") ||
           op_call(t) != NULL;
}

bool printed_find_hint(const char *text, uint32_t len)
{
    char quote = 0;
    for (uint32_t i = 0; i < len;) {
        const char *nl = memchr(text + i, '\n', len - i);
        uint32_t e = nl ? (uint32_t)(nl - text) : len;
        if (hint_line(outside_strings(str_make(text + i, e - i), &quote))) return true;
        i = e + 1;
    }
    return false;
}

const char *printed_mark_name(PrintedMark m)
{
    static const char *const names[] = {
        [PRINTED_NONE] = "",
        [PRINTED_TRACE] = "a TORCH_TRACE or TORCH_LOGS line",
        [PRINTED_FXIR] = "FX IR",
        [PRINTED_EXPORT] = "an ExportedProgram printout",
        [PRINTED_ORIGIN] = "an origin comment",
        [PRINTED_ANNOTATION] = "a tensor-meta annotation",
        [PRINTED_DELETION] = "a last-use deletion",
        [PRINTED_FX_NAMES] = "an op call on FX's names",
        [PRINTED_LAMBDA] = "a class <lambda> printout",
        [PRINTED_FORWARD] = "gm.code's forward at the left margin",
        [PRINTED_TABULAR] = "a print_tabular() table",
    };
    return (unsigned)m < sizeof names / sizeof names[0] ? names[m] : "";
}

bool printed_known_not_graph(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    static const char *const names[] = {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(base, names[i]) == 0) return true;
    static const char *const prefixes[] = {"__transformed_code_", "full_code_for_"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (strncmp(base, prefixes[i], strlen(prefixes[i])) == 0) return true;
    return strncmp(base, "__compiled_fn_", 14) == 0 && strstr(base, ".kernel_") != NULL;
}
