/* opsgen: turns PyTorch's native_functions.yaml and tags.yaml into analyzer/knowledge/ops_table.c, the
 * compiled-in schema registry (alias annotations, out= variants, tags) that ops.c reads.
 * Usage: opsgen DIR [VERSION] > ops_table.c   DIR holds the two yaml files: in an installed torch
 * it is site-packages/torchgen/packaged/ATen/native, and VERSION (the torch release) defaults to
 * the `__version__` of the torch package beside it (site-packages/torch/version.py), without
 * its local part ("2.13.0+cpu" -> "2.13.0"). The table records the release and the yaml's
 * sha256, so a test can tell whether an installed torch is the one it came from. Reads the yaml
 * line by line: each entry is one `- func:` line plus indented `tags:` and `variants:` lines. */
#include "base/sha256.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TAGS 32
#define MAX_PARTS 96

typedef struct GenArg {
    char *name;      /* NULL for unnamed returns */
    const char *type; /* OPT_* enumerator name */
    char alias;
    unsigned flags;  /* OPA_* bits, spelled out when printed */
} GenArg;

typedef struct GenOp {
    char *name, *overload;
    GenArg *args, *rets;
    unsigned nargs, nrets;
    unsigned tags;
    unsigned variants;
    unsigned line;
} GenOp;

typedef struct Gen {
    char *tags[MAX_TAGS];
    unsigned ntags;
    GenOp *ops;
    unsigned nops, cap;
    char err[256];
} Gen;

static void *xmalloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        fputs("opsgen: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    return p;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r')) s[--n] = 0;
    return s;
}

/* Drops a `# comment` that is not inside quotes. */
static void strip_comment(char *s)
{
    char q = 0;
    for (char *p = s; *p; p++) {
        if (q) {
            if (*p == '\\' && p[1]) p++;
            else if (*p == q) q = 0;
        } else if (*p == '"' || *p == '\'') {
            q = *p;
        } else if (*p == '#') {
            *p = 0;
            return;
        }
    }
}

/* Splits s in place at commas outside brackets and quotes. Returns the part count. */
static unsigned split_top(char *s, char **parts, unsigned max)
{
    unsigned n = 0, depth = 0;
    char q = 0, *start = s;
    if (!*trim(s)) return 0;
    for (char *p = s;; p++) {
        if (q) {
            if (*p == '\\' && p[1]) p++;
            else if (*p == q) q = 0;
            continue;
        }
        if (*p == '"' || *p == '\'') q = *p;
        else if (*p == '(' || *p == '[') depth++;
        else if (*p == ')' || *p == ']') depth--;
        else if ((*p == ',' && depth == 0) || *p == 0) {
            bool end = *p == 0;
            *p = 0;
            if (n < max) parts[n++] = trim(start);
            if (end) break;
            start = p + 1;
        }
    }
    return n;
}

static const char *type_class(const char *t, bool *optional)
{
    size_t n = strlen(t);
    *optional = n && t[n - 1] == '?';
    if (strcmp(t, "Tensor") == 0) return "OPT_TENSOR";
    if (strcmp(t, "Tensor?") == 0) return "OPT_TENSOR_OPT";
    if (strcmp(t, "Tensor[]") == 0 || strcmp(t, "Tensor[]?") == 0) return "OPT_TENSOR_LIST";
    if (strcmp(t, "Tensor?[]") == 0) return "OPT_TENSOR_OPT_LIST";
    if (strcmp(t, "int") == 0 || strcmp(t, "SymInt") == 0 || strcmp(t, "int?") == 0 || strcmp(t, "SymInt?") == 0)
        return "OPT_SYMINT";
    if (strncmp(t, "int[", 4) == 0 || strncmp(t, "SymInt[", 7) == 0) return "OPT_INT_LIST";
    if (strcmp(t, "float") == 0 || strcmp(t, "float?") == 0) return "OPT_FLOAT";
    if (strcmp(t, "bool") == 0 || strcmp(t, "bool?") == 0) return "OPT_BOOL";
    if (strcmp(t, "Scalar") == 0 || strcmp(t, "Scalar?") == 0) return "OPT_SCALAR";
    return "OPT_OTHER";
}

/* Parses "Tensor(a!)[] self=None" (or a return "Tensor(a!) values") into *a. An alias
 * annotation "(x)", "(x!)" or "(x -> *)" sits between the base type and any [] / ? suffix. */
static int parse_arg(Gen *g, char *text, bool ret, bool kwonly, GenArg *a)
{
    memset(a, 0, sizeof *a);
    char *eq = NULL;
    {
        char q = 0;
        int depth = 0;
        for (char *p = text; *p; p++) {
            if (q) {
                if (*p == '\\' && p[1]) p++;
                else if (*p == q) q = 0;
            } else if (*p == '"' || *p == '\'') q = *p;
            else if (*p == '(' || *p == '[') depth++;
            else if (*p == ')' || *p == ']') depth--;
            else if (*p == '=' && depth == 0) {
                eq = p;
                break;
            }
        }
    }
    if (eq) {
        *eq = 0;
        a->flags |= 4; /* OPA_DEFAULT */
    }
    text = trim(text);
    /* Type ends at the first space outside the annotation parentheses. */
    char type[128];
    size_t tn = 0;
    char *p = text;
    int depth = 0;
    for (; *p && (depth || *p != ' '); p++) {
        if (*p == '(') {
            depth++;
            const char *close = strchr(p, ')');
            if (!close) {
                snprintf(g->err, sizeof g->err, "unclosed alias annotation in '%s'", text);
                return -1;
            }
            /* (a), (a!), (a -> *), (a! -> a|b) */
            const char *q = p + 1;
            while (*q == ' ') q++;
            if (!islower((unsigned char)*q)) {
                snprintf(g->err, sizeof g->err, "bad alias annotation in '%s'", text);
                return -1;
            }
            a->alias = *q;
            for (const char *r = q; r < close; r++) {
                if (*r == '!') a->flags |= 1; /* OPA_WRITE */
                if (*r == '*') a->flags |= 8; /* OPA_WILDCARD */
            }
            depth--;
            p = (char *)close;
            continue;
        }
        if (tn + 1 < sizeof type) type[tn++] = *p;
    }
    type[tn] = 0;
    bool optional;
    a->type = type_class(type, &optional);
    if (optional) a->flags |= 16; /* OPA_OPTIONAL */
    if (kwonly) a->flags |= 2;     /* OPA_KWONLY */
    char *name = trim(p);
    if (*name) a->name = xstrndup(name, strlen(name));
    else if (!ret) {
        snprintf(g->err, sizeof g->err, "argument without a name: '%s'", text);
        return -1;
    }
    return 0;
}

static unsigned tag_bit(Gen *g, const char *tag)
{
    for (unsigned i = 0; i < g->ntags; i++)
        if (strcmp(g->tags[i], tag) == 0) return 1u << i;
    return 0;
}

/* "- func: add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)" */
static int parse_func(Gen *g, char *s, unsigned line)
{
    GenOp op;
    memset(&op, 0, sizeof op);
    op.line = line;
    op.variants = 1; /* function, unless `variants:` says otherwise */
    char *open = strchr(s, '(');
    if (!open) {
        snprintf(g->err, sizeof g->err, "line %u: no argument list", line);
        return -1;
    }
    *open = 0;
    char *full = trim(s), *dot = strchr(full, '.');
    op.name = xstrndup(full, dot ? (size_t)(dot - full) : strlen(full));
    op.overload = dot ? xstrndup(dot + 1, strlen(dot + 1)) : xstrndup("", 0);
    /* The argument list ends at the matching parenthesis. */
    int depth = 1;
    char q = 0, *p = open + 1;
    for (; *p && depth; p++) {
        if (q) {
            if (*p == '\\' && p[1]) p++;
            else if (*p == q) q = 0;
        } else if (*p == '"' || *p == '\'') q = *p;
        else if (*p == '(') depth++;
        else if (*p == ')') depth--;
    }
    if (depth) {
        snprintf(g->err, sizeof g->err, "line %u: unbalanced argument list", line);
        return -1;
    }
    p[-1] = 0;
    char *arrow = strstr(p, "->");
    if (!arrow) {
        snprintf(g->err, sizeof g->err, "line %u: no '->'", line);
        return -1;
    }
    char *rets = trim(arrow + 2);
    char *parts[MAX_PARTS];
    unsigned n = split_top(open + 1, parts, MAX_PARTS);
    if (n >= MAX_PARTS) {
        snprintf(g->err, sizeof g->err, "line %u: too many arguments", line);
        return -1;
    }
    op.args = xmalloc(sizeof(GenArg) * (n ? n : 1));
    bool kwonly = false;
    for (unsigned i = 0; i < n; i++) {
        if (strcmp(parts[i], "*") == 0) {
            kwonly = true;
            continue;
        }
        if (parse_arg(g, parts[i], false, kwonly, &op.args[op.nargs]) < 0) return -1;
        op.nargs++;
    }
    if (op.nargs > 64) {
        snprintf(g->err, sizeof g->err, "line %u: more than 64 arguments", line);
        return -1;
    }
    /* Returns: "()", "Tensor(a!)", "(Tensor(a!) values, Tensor(b!) indices)", "Tensor(a)[]". */
    size_t rl = strlen(rets);
    if (rl >= 2 && rets[0] == '(' && rets[rl - 1] == ')') {
        rets[rl - 1] = 0;
        rets++;
    }
    n = split_top(rets, parts, MAX_PARTS);
    op.rets = xmalloc(sizeof(GenArg) * (n ? n : 1));
    for (unsigned i = 0; i < n; i++) {
        if (parse_arg(g, parts[i], true, false, &op.rets[op.nrets]) < 0) return -1;
        op.nrets++;
    }
    if (g->nops == g->cap) {
        g->cap = g->cap ? g->cap * 2 : 1024;
        g->ops = realloc(g->ops, sizeof(GenOp) * g->cap);
        if (!g->ops) {
            fputs("opsgen: out of memory\n", stderr);
            exit(2);
        }
    }
    g->ops[g->nops++] = op;
    return 0;
}

/* "  tags: [core, pointwise]" or "  tags: pointwise" for the latest entry. */
static int parse_tags(Gen *g, char *s, unsigned line)
{
    if (!g->nops) return 0;
    s = trim(s);
    if (*s == '[') {
        s++;
        char *close = strchr(s, ']');
        if (!close) {
            snprintf(g->err, sizeof g->err, "line %u: unclosed tag list", line);
            return -1;
        }
        *close = 0;
    }
    char *parts[MAX_TAGS];
    unsigned n = split_top(s, parts, MAX_TAGS);
    for (unsigned i = 0; i < n; i++) {
        unsigned bit = tag_bit(g, parts[i]);
        if (!bit) {
            snprintf(g->err, sizeof g->err, "line %u: tag '%s' is not in tags.yaml", line, parts[i]);
            return -1;
        }
        g->ops[g->nops - 1].tags |= bit;
    }
    return 0;
}

static void parse_variants(Gen *g, char *s)
{
    if (!g->nops) return;
    unsigned v = 0;
    if (strstr(s, "function")) v |= 1;
    if (strstr(s, "method")) v |= 2;
    g->ops[g->nops - 1].variants = v;
}

static FILE *open_in(const char *dir, const char *name, char *path, size_t size)
{
    snprintf(path, size, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    if (!f) fprintf(stderr, "opsgen: %s: %s\n", path, strerror(errno));
    return f;
}

static int read_tags(Gen *g, const char *dir)
{
    char path[4096], line[8192];
    FILE *f = open_in(dir, "tags.yaml", path, sizeof path);
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "- tag:", 6) != 0) continue;
        char *t = trim(line + 6);
        if (g->ntags == MAX_TAGS) {
            fclose(f);
            snprintf(g->err, sizeof g->err, "more than %d tags", MAX_TAGS);
            return -1;
        }
        g->tags[g->ntags++] = xstrndup(t, strlen(t));
    }
    fclose(f);
    return 0;
}

static int read_functions(Gen *g, const char *dir)
{
    char path[4096];
    static char line[65536];
    FILE *f = open_in(dir, "native_functions.yaml", path, sizeof path);
    if (!f) return -1;
    unsigned ln = 0;
    int rc = 0;
    while (rc == 0 && fgets(line, sizeof line, f)) {
        ln++;
        if (strncmp(line, "- func:", 7) == 0) {
            strip_comment(line + 7);
            rc = parse_func(g, line + 7, ln);
        } else if (strncmp(line, "  tags:", 7) == 0) {
            strip_comment(line + 7);
            rc = parse_tags(g, line + 7, ln);
        } else if (strncmp(line, "  variants:", 11) == 0) {
            strip_comment(line + 11);
            parse_variants(g, line + 11);
        }
    }
    fclose(f);
    return rc;
}

/* The torch release DIR came from: `__version__ = '2.13.0+cpu'` in DIR/../../../../torch/version.py,
 * local part dropped. */
static int find_version(const char *dir, char *out, size_t size)
{
    char path[4096], line[1024];
    snprintf(path, sizeof path, "%s/../../../../torch/version.py", dir);
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int rc = -1;
    while (rc && fgets(line, sizeof line, f)) {
        if (strncmp(line, "__version__", 11) != 0) continue;
        char *q = strpbrk(line, "'\"");
        if (!q) continue;
        size_t n = strcspn(q + 1, "'\"+");
        if (n && n < size) {
            memcpy(out, q + 1, n);
            out[n] = 0;
            rc = 0;
        }
    }
    fclose(f);
    return rc;
}

/* sha256 of DIR/NAME in hex (base/sha256.c), recording which yaml the table came from; -1 when
 * it cannot be read. */
static int sha256_file(const char *dir, const char *name, char hex[65])
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t cap = 1 << 20, len = 0, n;
    unsigned char *data = malloc(cap);
    while (data && (n = fread(data + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap) {
            unsigned char *grown = realloc(data, cap *= 2);
            if (!grown) free(data);
            data = grown;
        }
    }
    int bad = !data || ferror(f);
    fclose(f);
    if (bad) {
        free(data);
        return -1;
    }
    unsigned char digest[32];
    sha256(data, len, digest);
    free(data);
    for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", digest[i]);
    return 0;
}

static int cmp_op(const void *a, const void *b)
{
    const GenOp *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : strcmp(x->overload, y->overload);
}

/* C string literal contents for a yaml name (names are identifiers; escape anyway). */
static void put_str(FILE *out, const char *s)
{
    if (!s) {
        fputs("NULL", out);
        return;
    }
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

static void put_flags(FILE *out, unsigned f)
{
    static const char *const names[] = {"OPA_WRITE", "OPA_KWONLY", "OPA_DEFAULT", "OPA_WILDCARD", "OPA_OPTIONAL"};
    bool any = false;
    for (unsigned i = 0; i < 5; i++) {
        if (!(f & (1u << i))) continue;
        fprintf(out, "%s%s", any ? "|" : "", names[i]);
        any = true;
    }
    if (!any) fputc('0', out);
}

static void put_arg(FILE *out, const GenArg *a)
{
    fputs(" {", out);
    put_str(out, a->name);
    fprintf(out, ", %s, ", a->type);
    if (a->alias) fprintf(out, "'%c'", a->alias);
    else fputc('0', out);
    fputs(", ", out);
    put_flags(out, a->flags);
    fputs("},", out);
}

static void put_upper(FILE *out, const char *s)
{
    for (; *s; s++) fputc(toupper((unsigned char)*s), out);
}

static void emit(Gen *g, FILE *out, const char *version, const char *sha, const char *tags_sha)
{
    unsigned nargs = 0, nrets = 0;
    for (unsigned i = 0; i < g->nops; i++) nargs += g->ops[i].nargs, nrets += g->ops[i].nrets;
    fprintf(out,
            "/* GENERATED by analyzer/knowledge/gen/opsgen.c from PyTorch %s's schema registry: the\n"
            " * native_functions.yaml and tags.yaml the torch package carries (torchgen/packaged/ATen/native),\n"
            " * sha256 %s (native_functions.yaml)\n"
            " * and %s (tags.yaml).\n"
            " * Do not edit: `make ops-table-check` regenerates it from the torch in build/venv and reports\n"
            " * any difference. %u schemas, %u arguments, %u returns. */\n"
            "#include \"knowledge/ops.h\"\n\n",
            version, sha, tags_sha, g->nops, nargs, nrets);
    fprintf(out, "const char ops_table_version[] = \"%s\";\n", version);
    fprintf(out, "const char ops_table_sha256[] = \"%s\";\n\n", sha);
    /* One line per schema (none for an empty list); a sentinel keeps the arrays non-empty. */
    fputs("const OpArg ops_args[] = {\n", out);
    for (unsigned i = 0; i < g->nops; i++) {
        for (unsigned k = 0; k < g->ops[i].nargs; k++) put_arg(out, &g->ops[i].args[k]);
        if (g->ops[i].nargs) fputc('\n', out);
    }
    fputs(" {NULL, OPT_OTHER, 0, 0},\n};\n\n", out);
    fputs("const OpArg ops_rets[] = {\n", out);
    for (unsigned i = 0; i < g->nops; i++) {
        for (unsigned k = 0; k < g->ops[i].nrets; k++) put_arg(out, &g->ops[i].rets[k]);
        if (g->ops[i].nrets) fputc('\n', out);
    }
    fputs(" {NULL, OPT_OTHER, 0, 0},\n};\n\n", out);
    fputs("const OpSchema ops_schemas[] = {\n", out);
    unsigned arg0 = 0, ret0 = 0;
    for (unsigned i = 0; i < g->nops; i++) {
        const GenOp *o = &g->ops[i];
        fputs("    {", out);
        put_str(out, o->name);
        fputs(", ", out);
        put_str(out, o->overload);
        fprintf(out, ", %u, %u, %u, %u, %s, ", arg0, ret0, o->nargs, o->nrets,
                o->variants == 3 ? "OPV_FUNCTION|OPV_METHOD" : o->variants == 2 ? "OPV_METHOD"
                                                              : o->variants == 1 ? "OPV_FUNCTION" : "0");
        bool any = false;
        for (unsigned t = 0; t < g->ntags; t++) {
            if (!(o->tags & (1u << t))) continue;
            fputs(any ? "|OPTAG_" : "OPTAG_", out);
            put_upper(out, g->tags[t]);
            any = true;
        }
        if (!any) fputc('0', out);
        fputs("},\n", out);
        arg0 += o->nargs;
        ret0 += o->nrets;
    }
    fputs("};\n\n", out);
    fprintf(out, "const uint32_t ops_nschemas = %u;\n", g->nops);
}

/* Reads DIR/tags.yaml and DIR/native_functions.yaml and writes the table to out. `version`
 * NULL: the torch package's beside DIR. Returns 0, or -1 after printing the reason to stderr. */
int opsgen_run(const char *dir, const char *version, FILE *out)
{
    Gen g;
    memset(&g, 0, sizeof g);
    char found[64], sha[65], tags_sha[65];
    if (!version) {
        if (find_version(dir, found, sizeof found) < 0) {
            fprintf(stderr, "opsgen: no version given and no torch/version.py beside %s\n", dir);
            return -1;
        }
        version = found;
    }
    if (sha256_file(dir, "native_functions.yaml", sha) < 0 || sha256_file(dir, "tags.yaml", tags_sha) < 0) {
        fprintf(stderr, "opsgen: cannot read the yaml files in %s\n", dir);
        return -1;
    }
    int rc = read_tags(&g, dir);
    if (rc == 0) rc = read_functions(&g, dir);
    if (rc == 0 && g.nops == 0) {
        snprintf(g.err, sizeof g.err, "no '- func:' entries");
        rc = -1;
    }
    if (rc == 0) qsort(g.ops, g.nops, sizeof(GenOp), cmp_op);
    for (unsigned i = 1; rc == 0 && i < g.nops; i++) {
        /* a duplicate would make lookups ambiguous; the registry never has one */
        if (cmp_op(&g.ops[i - 1], &g.ops[i]) == 0) {
            snprintf(g.err, sizeof g.err, "line %u: %s.%s defined twice", g.ops[i].line, g.ops[i].name,
                     g.ops[i].overload);
            rc = -1;
        }
    }
    if (rc == 0) emit(&g, out, version, sha, tags_sha);
    else if (g.err[0]) fprintf(stderr, "opsgen: %s\n", g.err);
    for (unsigned i = 0; i < g.nops; i++) {
        for (unsigned k = 0; k < g.ops[i].nargs; k++) free(g.ops[i].args[k].name);
        for (unsigned k = 0; k < g.ops[i].nrets; k++) free(g.ops[i].rets[k].name);
        free(g.ops[i].args);
        free(g.ops[i].rets);
        free(g.ops[i].name);
        free(g.ops[i].overload);
    }
    free(g.ops);
    for (unsigned i = 0; i < g.ntags; i++) free(g.tags[i]);
    return rc;
}

#ifndef OPSGEN_NO_MAIN
int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fputs("usage: opsgen DIR [VERSION] > ops_table.c\n", stderr);
        return 2;
    }
    if (opsgen_run(argv[1], argc == 3 ? argv[2] : NULL, stdout) < 0) return 1;
    return fflush(stdout) == 0 ? 0 : 1;
}
#endif
