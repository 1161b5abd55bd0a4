/* Fixture verification: scans a fixture's lines for expectation comments, checks the fixture,
 * and matches expectations against diagnostics exhaustively both ways. */
#include "cli/verify.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "cli/cli.h"
#include "diag/rules.h"

typedef struct Expect {
    uint32_t line;      /* the line the diagnostic must start on */
    uint32_t written;   /* the line the comment sits on */
    int rule;
    Str texts[4];       /* {{...}} substrings the message must contain */
    uint32_t ntexts;
    bool met;
} Expect;

typedef struct Fixture {
    const char *path;
    Arena *a;
    FILE *out;
    VEC(Expect) expects;
    bool expect_none;
    Config cfg;
    InputFormat input_format;
    bool report_unused;     /* --report-unused-suppressions */
    bool has_timeout;       /* --file-timeout given: file_timeout_ns replaces the command line's */
    uint64_t file_timeout_ns;
    uint32_t nlines;
    int problems;
} Fixture;

static void problem(Fixture *fx, uint32_t line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void problem(Fixture *fx, uint32_t line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (line) fprintf(fx->out, "%s:%u: error: ", fx->path, line);
    else fprintf(fx->out, "%s: error: ", fx->path);
    vfprintf(fx->out, fmt, ap);
    fputc('\n', fx->out);
    va_end(ap);
    fx->problems++;
}

/* Reads a fixture (gzip-compressed or plain: gzread passes plain files through). */
static int read_text(Arena *a, const char *path, char **text, uint32_t *len)
{
    gzFile gz = gzopen(path, "rb");
    if (!gz) return -1;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    int got;
    while ((got = gzread(gz, buf + n, (unsigned)(cap - n - 1))) > 0) {
        n += (size_t)got;
        if (n + 1 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf) abort();
        }
    }
    gzclose(gz);
    if (got < 0 || n > UINT32_MAX - 1) {
        free(buf);
        errno = EIO;
        return -1;
    }
    *text = arena_strndup(a, buf, n);
    *len = (uint32_t)n;
    free(buf);
    return 0;
}

static const char *skip_space(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    return p;
}

/* expect-config := option { option }, where option is one of the check options that change
 * what the rules assume: --target V, --grad G, --no-grad, --capture P,
 * --capture-dynamic-output-shape-ops,
 * --select L, --ignore L, --input-format F; --report-unused-suppressions (FX908) and
 * --file-timeout S (FX910). */
static void parse_config(Fixture *fx, uint32_t lineno, const char *p, const char *end)
{
    bool selected = false;
    while ((p = skip_space(p, end)) < end) {
        const char *w = p;
        while (p < end && *p != ' ' && *p != '\t') p++;
        char *opt = arena_strndup(fx->a, w, (size_t)(p - w));
        bool takes_value = strcmp(opt, "--target") == 0 || strcmp(opt, "--select") == 0 ||
                           strcmp(opt, "--ignore") == 0 || strcmp(opt, "--input-format") == 0 ||
                           strcmp(opt, "--grad") == 0 || strcmp(opt, "--capture") == 0 ||
                           strcmp(opt, "--file-timeout") == 0;
        char *val = NULL;
        if (takes_value) {
            p = skip_space(p, end);
            const char *v = p;
            while (p < end && *p != ' ' && *p != '\t') p++;
            if (p == v) {
                problem(fx, lineno, "expect-config: %s needs a value", opt);
                return;
            }
            val = arena_strndup(fx->a, v, (size_t)(p - v));
        }
        const char *bad = NULL;
        if (strcmp(opt, "--no-grad") == 0) {
            fx->cfg.grad = GRAD_NO_GRAD;
            fx->cfg.grad_said = true;
        } else if (strcmp(opt, "--grad") == 0) {
            int g = grad_mode_parse(val);
            if (g < 0) problem(fx, lineno, "expect-config: bad --grad '%s'", val);
            else if (g == GRAD_COUNT) fx->cfg.grad = GRAD_ENABLED, fx->cfg.grad_said = false;
            else fx->cfg.grad = (GradMode)g, fx->cfg.grad_said = true;
        } else if (strcmp(opt, "--capture") == 0) {
            int c = capture_path_parse(val);
            if (c < 0) problem(fx, lineno, "expect-config: bad --capture '%s'", val);
            else fx->cfg.capture = (CapturePath)c;
        } else if (strcmp(opt, "--verbose") == 0) {
            fx->cfg.verbose = true;
        } else if (strcmp(opt, "--report-unused-suppressions") == 0) {
            fx->report_unused = true;
        } else if (strcmp(opt, "--capture-dynamic-output-shape-ops") == 0) {
            fx->cfg.capture_dynamic_output_shape_ops = true;
        } else if (strcmp(opt, "--target") == 0) {
            int t = config_parse_target(val, NULL);
            if (t < 0) problem(fx, lineno, "expect-config: bad --target '%s'", val);
            else fx->cfg.target_version = t;
        } else if (strcmp(opt, "--file-timeout") == 0) {
            if (cli_parse_seconds(val, &fx->file_timeout_ns) < 0)
                problem(fx, lineno, "expect-config: bad --file-timeout '%s'", val);
            else fx->has_timeout = true;
        } else if (strcmp(opt, "--input-format") == 0) {
            int f = input_format_parse(val);
            if (f < 0) problem(fx, lineno, "expect-config: unknown input format '%s'", val);
            else fx->input_format = (InputFormat)f;
        } else if (strcmp(opt, "--select") == 0 || strcmp(opt, "--ignore") == 0) {
            bool enable = opt[2] == 's';
            if (enable && !selected) config_select_none(&fx->cfg), selected = true;
            if (config_apply_rule_list(&fx->cfg, val, enable, &bad) < 0)
                problem(fx, lineno, "expect-config: unknown rule '%s'", bad ? bad : val);
        } else {
            problem(fx, lineno, "expect-config: unknown option '%s'", opt);
        }
    }
}

/* item := CODE { "{{" text "}}" }; items are separated by commas. Returns where parsing
 * stopped, or NULL after reporting a malformed item. */
static const char *parse_item(Fixture *fx, uint32_t lineno, uint32_t target, const char *p, const char *end)
{
    p = skip_space(p, end);
    const char *w = p;
    while (p < end && (isalnum((unsigned char)*p) || *p == '-' || *p == '_')) p++;
    if (p == w) {
        problem(fx, lineno, "expectation: expected a rule code");
        return NULL;
    }
    char *code = arena_strndup(fx->a, w, (size_t)(p - w));
    Expect e = {target, lineno, rule_find(code), {{0}}, 0, false};
    if (e.rule < 0) {
        problem(fx, lineno, "expectation: unknown rule '%s'", code);
        return NULL;
    }
    while ((p = skip_space(p, end)) + 1 < end && p[0] == '{' && p[1] == '{') {
        const char *t = p + 2, *close = t;
        while (close + 1 < end && !(close[0] == '}' && close[1] == '}')) close++;
        if (close + 1 >= end) {
            problem(fx, lineno, "expectation: unterminated {{");
            return NULL;
        }
        if (e.ntexts == sizeof e.texts / sizeof e.texts[0]) {
            problem(fx, lineno, "expectation: more than 4 {{text}} parts");
            return NULL;
        }
        e.texts[e.ntexts++] = str_make(t, (size_t)(close - t));
        p = close + 2;
    }
    VEC_PUSH(fx->a, fx->expects, e);
    return p;
}

/* expectation := "# expect" ( "-none" | "-config:" options | [ "@" ("+"|"-") N ] ":" item
 *                { "," item } ). A "# expect" followed by anything else ("# expected ...")
 * is prose and ignored. */
static void parse_expectation(Fixture *fx, uint32_t lineno, const char *p, const char *end)
{
    if (end - p >= 5 && memcmp(p, "-none", 5) == 0) {
        fx->expect_none = true;
        return;
    }
    if (end - p >= 8 && memcmp(p, "-config:", 8) == 0) {
        parse_config(fx, lineno, p + 8, end);
        return;
    }
    int64_t target = lineno;
    bool at = p < end && *p == '@';
    if (at) {
        p++;
        int sign = p < end && *p == '-' ? -1 : 1;
        const char *digits = p < end && (*p == '+' || *p == '-') ? p + 1 : p;
        int64_t n = 0;
        for (p = digits; p < end && isdigit((unsigned char)*p) && n < 1000000; p++) n = n * 10 + (*p - '0');
        if (digits == p || digits[-1] == '@') {
            problem(fx, lineno, "expectation: '@' must be followed by +N or -N");
            return;
        }
        target += sign * n;
        if (target < 1 || target > fx->nlines) {
            problem(fx, lineno, "expectation: @%c%lld points outside the file", sign < 0 ? '-' : '+', (long long)n);
            return;
        }
    }
    if (p >= end || *p != ':') {
        if (at) problem(fx, lineno, "expectation: missing ':'");
        else if (p < end && *p == '-') problem(fx, lineno, "expectation: unknown form '# expect%.*s'", (int)(end - p), p);
        /* Anything else is prose: "# expected output", "# expects". */
        return;
    }
    p++;
    for (;;) {
        p = parse_item(fx, lineno, (uint32_t)target, p, end);
        if (!p) return;
        p = skip_space(p, end);
        if (p < end && *p == ',') {
            p++;
            continue;
        }
        if (p < end) problem(fx, lineno, "expectation: unexpected text '%.*s'", (int)(end - p), p);
        return;
    }
}

static void scan_expectations(Fixture *fx, const char *text, uint32_t len)
{
    uint32_t lineno = 0;
    for (const char *line = text; line < text + len;) {
        const char *nl = memchr(line, '\n', (size_t)(text + len - line));
        const char *end = nl ? nl : text + len;
        lineno++;
        if (end > line && end[-1] == '\r') end--;
        for (const char *p = line; p < end;) {
            const char *hit = NULL;
            for (const char *q = p; q + 8 <= end; q++)
                if (memcmp(q, "# expect", 8) == 0) {
                    hit = q;
                    break;
                }
            if (!hit) break;
            parse_expectation(fx, lineno, hit + 8, end);
            p = hit + 8;
        }
        line = nl ? nl + 1 : text + len;
    }
}

static bool message_has(const char *msg, Str text)
{
    size_t n = strlen(msg);
    if (text.len == 0) return true;
    for (size_t i = 0; i + text.len <= n; i++)
        if (memcmp(msg + i, text.ptr, text.len) == 0) return true;
    return false;
}

static bool expect_matches(const Expect *e, const Diag *d)
{
    if (d->line != e->line || (int)d->rule != e->rule) return false;
    for (uint32_t i = 0; i < e->ntexts; i++)
        if (!message_has(d->message, e->texts[i])) return false;
    return true;
}

/* Expectations with {{text}} claim first, so a bare code on the same line cannot take the
 * diagnostic a more specific expectation needs. */
static void match(Fixture *fx, const DiagList *diags)
{
    bool *claimed = arena_alloc(fx->a, sizeof(bool) * (diags->len + 1));
    for (int pass = 0; pass < 2; pass++) {
        for (uint32_t i = 0; i < fx->expects.len; i++) {
            Expect *e = &fx->expects.items[i];
            if ((pass == 0) != (e->ntexts > 0)) continue;
            for (uint32_t k = 0; k < diags->len && !e->met; k++)
                if (!claimed[k] && expect_matches(e, &diags->items[k])) claimed[k] = e->met = true;
        }
    }
    for (uint32_t i = 0; i < fx->expects.len; i++) {
        const Expect *e = &fx->expects.items[i];
        if (e->met) continue;
        fprintf(fx->out, "%s:%u: error: expected %s %s", fx->path, e->line, rule_table[e->rule].code,
                rule_table[e->rule].name);
        for (uint32_t t = 0; t < e->ntexts; t++) fprintf(fx->out, " {{%.*s}}", STR_ARG(e->texts[t]));
        fprintf(fx->out, " was not reported");
        if (e->written != e->line) fprintf(fx->out, " (expectation on line %u)", e->written);
        fputc('\n', fx->out);
        fx->problems++;
    }
    for (uint32_t k = 0; k < diags->len; k++) {
        if (claimed[k]) continue;
        const Diag *d = &diags->items[k];
        fprintf(fx->out, "%s:%u:%u: error: unexpected %s: %s [%s %s]\n", fx->path, d->line, d->col,
                severity_name(d->severity), d->message, rule_table[d->rule].code, rule_table[d->rule].name);
        fx->problems++;
    }
}

static uint32_t count_lines(const char *text, uint32_t len)
{
    uint32_t n = 1;
    for (uint32_t i = 0; i < len; i++) n += text[i] == '\n';
    if (len && text[len - 1] == '\n') n--;
    return n;
}

/* Returns the number of problems found in one fixture. */
static int verify_one(const CheckOptions *o, const char *path, FILE *f)
{
    Arena a;
    arena_init(&a);
    Fixture fx = {.path = path, .a = &a, .out = f, .cfg = *o->cfg, .input_format = o->input_format};
    char *text;
    uint32_t len;
    if (read_text(&a, path, &text, &len) != 0) {
        problem(&fx, 0, "cannot read fixture: %s", strerror(errno));
        arena_free(&a);
        return fx.problems;
    }
    fx.nlines = count_lines(text, len);
    scan_expectations(&fx, text, len);
    if (!fx.expect_none && fx.expects.len == 0 && fx.problems == 0)
        problem(&fx, 0, "no expectations: write '# expect: CODE' comments, or '# expect-none'");
    if (fx.expect_none && fx.expects.len > 0)
        problem(&fx, 0, "'# expect-none' together with '# expect:' comments");
    if (fx.problems == 0) {
        CheckOptions one = *o;
        one.cfg = &fx.cfg;
        one.input_format = fx.input_format;
        one.jobs = 1;
        one.report_unused_suppressions = fx.report_unused;
        if (fx.has_timeout) one.file_timeout_ns = fx.file_timeout_ns;
        DiagList diags;
        diag_list_init(&diags, &a);
        check_files(&one, &path, 1, &diags, NULL);
        match(&fx, &diags);
    }
    arena_free(&a);
    return fx.problems;
}

int verify_files(const CheckOptions *o, const char *const *files, int nfiles, FILE *f)
{
    int failed = 0;
    for (int i = 0; i < nfiles; i++) failed += verify_one(o, files[i], f) > 0;
    return failed;
}
