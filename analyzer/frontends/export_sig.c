/* ExportedProgram signatures and range constraints -> ExportSignature / RangeConstraint.
 * Scanning only: these parts are short and print in a few fixed shapes. */
#include "frontends/export_sig.h"

#include <string.h>

#include "diag/rules.h"

static const char *const input_kinds[] = {"USER_INPUT", "PARAMETER", "BUFFER", "CONSTANT_TENSOR", "CUSTOM_OBJ", "TOKEN"};
static const char *const output_kinds[] = {
    "USER_OUTPUT", "LOSS_OUTPUT", "BUFFER_MUTATION", "PARAMETER_MUTATION",
    "GRADIENT_TO_PARAMETER", "GRADIENT_TO_USER_INPUT", "USER_INPUT_MUTATION", "TOKEN",
};

InputKind export_input_kind(Str name)
{
    for (int i = 0; i < (int)(sizeof input_kinds / sizeof input_kinds[0]); i++)
        if (str_eqz(name, input_kinds[i])) return (InputKind)i;
    return IK_UNKNOWN;
}

OutputKind export_output_kind(Str name)
{
    for (int i = 0; i < (int)(sizeof output_kinds / sizeof output_kinds[0]); i++)
        if (str_eqz(name, output_kinds[i])) return (OutputKind)i;
    return OK_UNKNOWN;
}

typedef VEC(SigSpec) SpecVec;

/* Offset of the first `lit` in [from, to) of text, or `to`. */
static uint32_t find(const char *text, uint32_t from, uint32_t to, const char *lit)
{
    size_t n = strlen(lit);
    for (uint32_t i = from; i + n <= to; i++)
        if (text[i] == lit[0] && memcmp(text + i, lit, n) == 0) return i;
    return to;
}

/* End of the bracketed group opened at text[from] (index of its closer), or `to`. */
static uint32_t match_close(const char *text, uint32_t from, uint32_t to)
{
    int depth = 0;
    char quote = 0;
    for (uint32_t i = from; i < to; i++) {
        char c = text[i];
        if (quote) {
            if (c == '\\') i++;
            else if (c == quote) quote = 0;
            continue;
        }
        if (c == '\'' || c == '"') quote = c;
        else if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
        else if (c == ')' || c == ']' || c == '}' || c == '>') {
            if (--depth == 0) return i;
        }
    }
    return to;
}

/* The value of `key=` at nesting depth 0 of [from, to): up to the next top-level ','. */
static bool top_field(const char *text, uint32_t from, uint32_t to, const char *key, Str *out)
{
    size_t kn = strlen(key);
    int depth = 0;
    char quote = 0;
    bool at_item = true;
    for (uint32_t i = from; i < to; i++) {
        char c = text[i];
        if (quote) {
            if (c == '\\') i++;
            else if (c == quote) quote = 0;
            continue;
        }
        if (at_item && depth == 0 && c != ' ' && i + kn <= to && memcmp(text + i, key, kn) == 0) {
            uint32_t v = i + (uint32_t)kn, e = v;
            int d = 0;
            char q = 0;
            for (; e < to; e++) {
                char x = text[e];
                if (q) {
                    if (x == '\\') e++;
                    else if (x == q) q = 0;
                    continue;
                }
                if (x == '\'' || x == '"') q = x;
                else if (x == '(' || x == '[' || x == '{' || x == '<') d++;
                else if (x == ')' || x == ']' || x == '}' || x == '>') d--;
                else if (x == ',' && d == 0) break;
            }
            *out = str_trim(str_make(text + v, e - v));
            return true;
        }
        if (c != ' ') at_item = false;
        if (c == '\'' || c == '"') quote = c;
        else if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
        else if (c == ')' || c == ']' || c == '}' || c == '>') depth--;
        else if (c == ',' && depth == 0) at_item = true;
    }
    return false;
}

static Str unquote(Str s)
{
    s = str_trim(s);
    if (s.len >= 2 && (s.ptr[0] == '\'' || s.ptr[0] == '"') && s.ptr[s.len - 1] == s.ptr[0]) return str_slice(s, 1, s.len - 1);
    if (str_eqz(s, "None")) return (Str){"", 0};
    return s;
}

/* spec := ('InputSpec(' | 'OutputSpec(') 'kind=<' ENUM '.' KIND ': ' N '>, arg=' ARG '(' 'name=' STR ... ')'
 *         ', target=' (STR | None) [', persistent=' ...] ')' */
static bool parse_spec_list(Frontend *fe, const Source *src, Arena *a, uint32_t open, uint32_t to, bool inputs,
                            SpecVec *out)
{
    const char *t = src->text;
    uint32_t close = match_close(t, open, to);
    if (close >= to) return false;
    const char *ctor = inputs ? "InputSpec(" : "OutputSpec(";
    uint32_t p = open + 1;
    for (;;) {
        while (p < close && (t[p] == ' ' || t[p] == ',' || t[p] == '\n' || t[p] == '\r')) p++;
        if (p >= close) break;
        uint32_t at = find(t, p, close, ctor);
        if (at != p) return false;
        uint32_t body = p + (uint32_t)strlen(ctor);
        uint32_t end = match_close(t, body - 1, close);
        if (end >= close) return false;
        SigSpec s;
        memset(&s, 0, sizeof s);
        s.span = (Span){p, end + 1};
        Str kind, arg, target;
        if (top_field(t, body, end, "kind=", &kind)) {
            /* <InputKind.PARAMETER: 2> */
            uint32_t dot = 0;
            while (dot < kind.len && kind.ptr[dot] != '.') dot++;
            uint32_t e = dot + 1;
            while (e < kind.len && kind.ptr[e] != ':' && kind.ptr[e] != '>') e++;
            Str name = str_slice(kind, dot + 1, e);
            s.kind = inputs ? (int)export_input_kind(name) : (int)export_output_kind(name);
        } else {
            s.kind = inputs ? IK_UNKNOWN : OK_UNKNOWN;
        }
        if (top_field(t, body, end, "arg=", &arg)) {
            /* TensorArgument(name='x'), TokenArgument(name='token'), ConstantArgument(name='', value=1) */
            uint32_t lp = 0;
            while (lp < arg.len && arg.ptr[lp] != '(') lp++;
            Str name;
            uint32_t base = (uint32_t)(arg.ptr - t);
            if (lp < arg.len && arg.ptr[arg.len - 1] == ')' &&
                top_field(t, base + lp + 1, base + arg.len - 1, "name=", &name))
                s.name = unquote(name);
        }
        if (top_field(t, body, end, "target=", &target)) s.target = unquote(target);
        VEC_PUSH(a, *out, s);
        p = end + 1;
    }
    (void)fe;
    return true;
}

/* The dataclass repr: ExportGraphSignature(input_specs=[...], output_specs=[...]). */
static bool parse_repr(Frontend *fe, const Source *src, Arena *a, Span r, ExportSignature *sig)
{
    const char *t = src->text;
    SpecVec in = {0}, out = {0};
    uint32_t i = find(t, r.start, r.end, "input_specs=[");
    uint32_t o = find(t, r.start, r.end, "output_specs=[");
    if (i >= r.end || o >= r.end) return false;
    if (!parse_spec_list(fe, src, a, i + 12, r.end, true, &in)) return false;
    if (!parse_spec_list(fe, src, a, o + 13, r.end, false, &out)) return false;
    sig->inputs = in.items;
    sig->ninputs = in.len;
    sig->outputs = out.items;
    sig->noutputs = out.len;
    return true;
}

/* block := '# inputs' NL entry* NL? '# outputs' NL entry*
 * entry := NAME ': ' KIND (' ' KEY '=' VALUE)*        e.g. `b_buf: BUFFER target='buf' persistent=True`
 *          (NAME is empty for an output the graph returns as None) */
static bool parse_block(Frontend *fe, const Source *src, Arena *a, Span r, ExportSignature *sig)
{
    const char *t = src->text;
    SpecVec in = {0}, out = {0};
    int section = 0;
    bool ok = true;
    uint32_t p = r.start;
    while (p < r.end) {
        const char *nl = memchr(t + p, '\n', r.end - p);
        uint32_t e = nl ? (uint32_t)(nl - t) : r.end;
        uint32_t next = nl ? e + 1 : r.end;
        Str line = str_trim(str_make(t + p, e - p));
        p = next;
        if (!line.len) continue;
        if (str_starts(line, "# inputs")) { section = 1; continue; }
        if (str_starts(line, "# outputs")) { section = 2; continue; }
        if (line.ptr[0] == '#') continue;
        uint32_t colon = 0;
        while (colon < line.len && line.ptr[colon] != ':') colon++;
        /* an output PyTorch printed as None has no name: `: USER_OUTPUT` */
        if (section == 0 || (colon == 0 && section != 2) || colon + 1 >= line.len) {
            uint32_t at = (uint32_t)(line.ptr - t);
            frontend_report(fe, src, (Span){at, at + line.len}, RID_FX901,
                            "graph signature: expected 'name: KIND [target=...]' under '# inputs' or '# outputs'");
            ok = false;
            continue;
        }
        SigSpec s;
        memset(&s, 0, sizeof s);
        s.name = str_make(line.ptr, colon);
        s.span = (Span){(uint32_t)(line.ptr - t), (uint32_t)(line.ptr - t) + line.len};
        Str rest = str_trim(str_slice(line, colon + 1, line.len));
        uint32_t k = 0;
        while (k < rest.len && rest.ptr[k] != ' ') k++;
        Str kind = str_slice(rest, 0, k);
        s.kind = section == 1 ? (int)export_input_kind(kind) : (int)export_output_kind(kind);
        if (s.kind == (section == 1 ? (int)IK_UNKNOWN : (int)OK_UNKNOWN)) {
            /* a damaged line, or a kind newer than fxlint: the spec is kept, its kind unknown */
            uint32_t at = (uint32_t)(kind.ptr - t);
            frontend_report_sev(fe, src, (Span){at, at + kind.len}, RID_FX901, SEV_WARNING,
                                "graph signature: unknown %s kind '%.*s'; checks that need its kind skip it",
                                section == 1 ? "input" : "output", STR_ARG(kind));
        }
        uint32_t base = (uint32_t)(rest.ptr - t);
        Str target;
        if (top_field(t, base + k, base + rest.len, "target=", &target)) {
            /* the field runs to the next ',' — stop at the next space-separated key */
            uint32_t sp = 0;
            char q = target.len && (target.ptr[0] == '\'' || target.ptr[0] == '"') ? target.ptr[0] : 0;
            if (q) {
                sp = 1;
                while (sp < target.len && target.ptr[sp] != q) sp++;
                if (sp < target.len) sp++;
            } else {
                while (sp < target.len && target.ptr[sp] != ' ') sp++;
            }
            s.target = unquote(str_slice(target, 0, sp));
        }
        if (section == 1) VEC_PUSH(a, in, s);
        else VEC_PUSH(a, out, s);
    }
    sig->inputs = in.items;
    sig->ninputs = in.len;
    sig->outputs = out.items;
    sig->noutputs = out.len;
    return ok || in.len || out.len;
}

/* Next quoted string in [*p, to): its contents; false when there is none. */
static bool next_quoted(const char *t, uint32_t *p, uint32_t to, Str *out, uint32_t *at)
{
    uint32_t i = *p;
    while (i < to && t[i] != '\'' && t[i] != '"') i++;
    if (i >= to) return false;
    char q = t[i];
    uint32_t b = i + 1, e = b;
    while (e < to && t[e] != q) e += t[e] == '\\' ? 2 : 1;
    if (e >= to) return false;
    *out = str_make(t + b, e - b);
    *at = i;
    *p = e + 1;
    return true;
}

/* Adds one spec per string of the list `key=[...]`, or per pair of the dict `key={...}` (the
 * key is the graph name, the value the target). */
static void legacy_specs(const char *t, Span r, const char *key, int kind, bool dict, Arena *a, SpecVec *out)
{
    Str v;
    if (!top_field(t, r.start, r.end, key, &v) || v.len < 2) return;
    uint32_t p = (uint32_t)(v.ptr - t), to = p + v.len;
    Str name, target;
    uint32_t at, at2;
    while (next_quoted(t, &p, to, &name, &at)) {
        SigSpec s;
        memset(&s, 0, sizeof s);
        s.kind = kind;
        s.name = name;
        s.span = (Span){at, p};
        if (dict) {
            if (!next_quoted(t, &p, to, &target, &at2)) break;
            s.target = target;
            s.span.end = p;
        }
        VEC_PUSH(a, *out, s);
    }
}

/* PyTorch 2.1: ExportGraphSignature(parameters=[...], buffers=[...], user_inputs=[...],
 * user_outputs=[...], inputs_to_parameters={...}, inputs_to_buffers={...},
 * buffers_to_mutate={...}, ...). Placeholders were ordered parameters, buffers, user inputs;
 * outputs buffer mutations, then user outputs. */
static bool parse_legacy(const Source *src, Arena *a, Span r, ExportSignature *sig)
{
    const char *t = src->text;
    uint32_t open = find(t, r.start, r.end, "(");
    if (open >= r.end || find(t, r.start, r.end, "user_inputs=") >= r.end) return false;
    Span body = {open + 1, r.end - (t[r.end - 1] == ')' ? 1 : 0)};
    SpecVec in = {0}, out = {0};
    legacy_specs(t, body, "inputs_to_parameters=", IK_PARAMETER, true, a, &in);
    legacy_specs(t, body, "inputs_to_buffers=", IK_BUFFER, true, a, &in);
    legacy_specs(t, body, "user_inputs=", IK_USER_INPUT, false, a, &in);
    legacy_specs(t, body, "buffers_to_mutate=", OK_BUFFER_MUTATION, true, a, &out);
    legacy_specs(t, body, "user_outputs=", OK_USER_OUTPUT, false, a, &out);
    sig->inputs = in.items;
    sig->ninputs = in.len;
    sig->outputs = out.items;
    sig->noutputs = out.len;
    return true;
}

ExportSignature *export_sig_parse(Frontend *fe, const Source *src, Arena *a, Span region)
{
    const char *t = src->text;
    Str text = str_trim(str_make(t + region.start, region.end - region.start));
    ExportSignature *sig = ARENA_NEW(a, ExportSignature);
    sig->span = region;
    if (text.len == 0) return sig; /* `Graph signature:` with nothing after it */
    uint32_t start = (uint32_t)(text.ptr - t);
    Span r = {start, start + text.len};
    if (str_starts(text, "ExportGraphSignature(")) {
        if (parse_repr(fe, src, a, r, sig) || parse_legacy(src, a, r, sig)) return sig;
        frontend_report(fe, src, r, RID_FX901, "graph signature: cannot read ExportGraphSignature(...)");
        return NULL;
    }
    if (str_starts(text, "#") || memchr(text.ptr, ':', text.len)) {
        if (parse_block(fe, src, a, r, sig)) return sig;
        return NULL;
    }
    frontend_report(fe, src, r, RID_FX901, "graph signature: unrecognised form");
    return NULL;
}

void export_ranges_parse(Frontend *fe, const Source *src, Graph *g, Span region)
{
    const char *t = src->text;
    Str text = str_trim(str_make(t + region.start, region.end - region.start));
    if (!text.len) return;
    uint32_t open = (uint32_t)(text.ptr - t), end = open + text.len;
    if (t[open] != '{' || match_close(t, open, end) != end - 1) {
        frontend_report(fe, src, (Span){open, end}, RID_FX901, "range constraints: expected '{symbol: range, ...}'");
        return;
    }
    VEC(RangeConstraint) rv = {0};
    uint32_t p = open + 1, close = end - 1;
    while (p < close) {
        while (p < close && (t[p] == ' ' || t[p] == ',')) p++;
        if (p >= close) break;
        uint32_t colon = p;
        while (colon < close && t[colon] != ':') colon++;
        /* the value runs to the next ',' at depth 0 */
        uint32_t v = colon + 1, e = v;
        int depth = 0;
        for (; e < close; e++) {
            char c = t[e];
            if (c == '[' || c == '(') depth++;
            else if (c == ']' || c == ')') depth--;
            else if (c == ',' && depth == 0) break;
        }
        if (colon >= close) {
            frontend_report(fe, src, (Span){p, close}, RID_FX901, "range constraints: expected 'symbol: range'");
            break;
        }
        RangeConstraint rc;
        memset(&rc, 0, sizeof rc);
        rc.symbol = str_trim(str_make(t + p, colon - p));
        Str val = str_trim(str_make(t + v, e - v));
        uint32_t vb = (uint32_t)(val.ptr - t), ve = vb + val.len;
        if (str_starts(val, "VR[") && str_ends(val, "]")) {
            /* VR[lo, hi] */
            uint32_t comma = find(t, vb + 3, ve - 1, ",");
            rc.lo = str_trim(str_make(t + vb + 3, comma - vb - 3));
            rc.hi = comma < ve - 1 ? str_trim(str_make(t + comma + 1, ve - 1 - comma - 1)) : (Str){"", 0};
        } else if (val.len && val.ptr[val.len - 1] == ')') {
            /* RangeConstraint(min_val=2, max_val=9) / ValueRanges(lower=0, upper=oo, ...) */
            uint32_t lp = find(t, vb, ve, "(");
            if (!top_field(t, lp + 1, ve - 1, "min_val=", &rc.lo)) top_field(t, lp + 1, ve - 1, "lower=", &rc.lo);
            if (!top_field(t, lp + 1, ve - 1, "max_val=", &rc.hi)) top_field(t, lp + 1, ve - 1, "upper=", &rc.hi);
        } else {
            rc.lo = val;
        }
        VEC_PUSH(g->arena, rv, rc);
        p = e + 1;
    }
    g->ranges = rv.items;
    g->nranges = rv.len;
}
