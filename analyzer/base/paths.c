/* Path expansion for `fxlint check`: directories walked for dump files, sorted, each file
 * once; and the lexical absolute form of a path that config files and deduplication share. */
#include "base/paths.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

typedef VEC(const char *) PathVec;

static bool checked_extension(const char *name)
{
    static const char *const exts[] = {".py", ".txt", ".log", ".log.gz"};
    size_t n = strlen(name);
    for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++) {
        size_t k = strlen(exts[i]);
        if (n > k && strcmp(name + n - k, exts[i]) == 0) return true;
    }
    return false;
}

/* Whether the first bytes of `path` show something PyTorch printed: op calls, tensor-meta
 * annotations, `# File:` origins, Dynamo's input names, an FX IR header, an ExportedProgram or
 * a TORCH_TRACE glog line. A walked directory also holds model code, READMEs and
 * requirements.txt: those are not dumps, and reporting "no graph found" on each would bury the
 * real findings. A file named on the command line is always checked. */
static bool printed_graph_inside(const char *path)
{
    gzFile f = gzopen(path, "rb");
    if (!f) return true; /* let the front end say why it cannot be read (FX906) */
    static const unsigned cap = 64 * 1024;
    char *buf = malloc(cap + 1);
    if (!buf) abort();
    int n = gzread(f, buf, cap);
    gzclose(f);
    if (n <= 0) {
        free(buf);
        return n < 0; /* empty: nothing to check; unreadable: the front end reports it */
    }
    buf[n] = 0;
    static const char *const marks[] = {
        "torch.ops.", "# File: ", "graph():", "ExportedProgram", "Graph signature", "# No stacktrace found",
        "= L_", "\"Sym(", "higher_order.", "fx_pytree.", "class GraphModule(", "class <lambda>(",
    };
    bool found = false;
    for (size_t i = 0; i < sizeof marks / sizeof marks[0] && !found; i++) found = memmem(buf, (size_t)n, marks[i], strlen(marks[i])) != NULL;
    /* an annotation: a quote, a dtype abbreviation, a bracket ("f32[", "bf16[", "i64[") */
    for (int i = 0; i + 2 < n && !found; i++) {
        if (buf[i] != '"' || buf[i + 1] < 'a' || buf[i + 1] > 'z') continue;
        int k = i + 2;
        while (k < n && k - i < 14 && ((buf[k] >= 'a' && buf[k] <= 'z') || (buf[k] >= '0' && buf[k] <= '9'))) k++;
        found = k < n && buf[k] == '[';
    }
    /* a TORCH_TRACE header `V1206 15:18:15.925000 1500233 path:line] {...}`, or a TORCH_LOGS
     * graph record `... path:line] [0/0] [__graph_code] TRACED GRAPH` */
    for (char *line = buf; line && !found; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        char *eol = strchr(line, '\n');
        size_t len = eol ? (size_t)(eol - line) : strlen(line);
        if (len > 8 && strncmp(line, "[rank", 5) == 0) {
            char *colon = memmem(line, len, "]:", 2);
            if (colon) len -= (size_t)(colon + 2 - line), line = colon + 2;
        }
        if (!line[0] || !strchr("VIWEC", line[0]) || line[1] < '0' || line[1] > '9') continue;
        found = memmem(line, len, "] {", 3) || memmem(line, len, "] TRACED GRAPH", 14);
    }
    free(buf);
    return found;
}

/* Files of TORCH_COMPILE_DEBUG folders and depyf dumps that PyTorch writes beside the graphs
 * but that hold no graph: the scheduler's IR (ir_pre_fusion.txt, ir_post_fusion.txt),
 * Inductor's generated wrapper (output_code.py, and depyf's copy __compiled_fn_<n>.kernel_<k>.py),
 * and depyf's decompiled bytecode (__transformed_code_<k>_for_<fn>.py, and
 * full_code_for_<fn>_<k>.py whose `def forward` is the user's own function, not a graph). Their neighbours fx_graph_readable.py,
 * fx_graph_transformed.py, fx_graph_runnable.py and __compiled_fn_<n>.<header>.<k>.py are. */
static bool known_not_a_graph(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    static const char *const names[] = {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(base, names[i]) == 0) return true;
    static const char *const prefixes[] = {"__transformed_code_", "full_code_for_"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (strncmp(base, prefixes[i], strlen(prefixes[i])) == 0) return true;
    /* depyf's copy of Inductor's wrapper: __compiled_fn_<n>.kernel_<k>.py */
    return strncmp(base, "__compiled_fn_", 14) == 0 && strstr(base, ".kernel_") != NULL;
}

static int cmp_path(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void walk_dir(Arena *a, const char *dir, PathVec *out)
{
    DIR *d = opendir(dir);
    if (!d) {
        /* Unreadable directory: hand it on so the front end reports FX906 for it. */
        VEC_PUSH(a, *out, dir);
        return;
    }
    PathVec entries = {0};
    size_t dlen = strlen(dir);
    bool slash = dlen > 0 && dir[dlen - 1] == '/';
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        VEC_PUSH(a, entries, arena_printf(a, "%s%s%s", dir, slash ? "" : "/", e->d_name));
    }
    closedir(d);
    if (entries.len) qsort(entries.items, entries.len, sizeof *entries.items, cmp_path);
    for (uint32_t i = 0; i < entries.len; i++) {
        const char *p = entries.items[i];
        struct stat st;
        if (lstat(p, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            walk_dir(a, p, out);
        } else if (checked_extension(p)) {
            /* A symlink to a file counts as the file; one to a directory is skipped. */
            if (S_ISLNK(st.st_mode) && (stat(p, &st) != 0 || S_ISDIR(st.st_mode))) continue;
            if (known_not_a_graph(p) || !printed_graph_inside(p)) continue;
            VEC_PUSH(a, *out, p);
        }
    }
}

char *paths_absolute(Arena *a, const char *path)
{
    char cwd[4096];
    const char *base = "";
    if (path[0] != '/') base = getcwd(cwd, sizeof cwd) ? cwd : ".";
    size_t n = strlen(base) + strlen(path) + 3;
    char *joined = arena_alloc(a, n), *out = arena_alloc(a, n);
    snprintf(joined, n, "%s/%s", base, path);
    size_t len = 0;
    for (const char *p = joined; *p;) {
        while (*p == '/') p++;
        const char *s = p;
        while (*p && *p != '/') p++;
        size_t k = (size_t)(p - s);
        if (k == 0 || (k == 1 && s[0] == '.')) continue;
        if (k == 2 && s[0] == '.' && s[1] == '.') {
            while (len > 0 && out[len - 1] != '/') len--;
            if (len > 0) len--;
            continue;
        }
        out[len++] = '/';
        memcpy(out + len, s, k);
        len += k;
    }
    if (len == 0) out[len++] = '/';
    out[len] = 0;
    return out;
}

typedef struct Keyed {
    const char *key; /* "-", or the absolute normalised path */
    uint32_t index;  /* position in the expanded list */
} Keyed;

static int cmp_keyed(const void *a, const void *b)
{
    const Keyed *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    return c ? c : (x->index > y->index) - (x->index < y->index);
}

/* Drops every later spelling of a file already in the list, keeping the order. */
static uint32_t drop_repeats(Arena *a, PathVec *v)
{
    if (v->len < 2) return v->len;
    ArenaMark m = arena_mark(a);
    Keyed *keys = ARENA_ARRAY(a, Keyed, v->len);
    bool *repeat = ARENA_ARRAY(a, bool, v->len);
    for (uint32_t i = 0; i < v->len; i++) {
        const char *p = v->items[i];
        keys[i] = (Keyed){strcmp(p, "-") == 0 ? "-" : paths_absolute(a, p), i};
        repeat[i] = false;
    }
    qsort(keys, v->len, sizeof *keys, cmp_keyed);
    for (uint32_t i = 1; i < v->len; i++)
        if (strcmp(keys[i].key, keys[i - 1].key) == 0) repeat[keys[i].index] = true;
    uint32_t kept = 0;
    for (uint32_t i = 0; i < v->len; i++)
        if (!repeat[i]) v->items[kept++] = v->items[i];
    arena_rewind(a, m);
    return kept;
}

uint32_t paths_expand(Arena *a, const char *const *paths, int npaths, const char ***files)
{
    PathVec out = {0};
    for (int i = 0; i < npaths; i++) {
        struct stat st;
        if (strcmp(paths[i], "-") != 0 && stat(paths[i], &st) == 0 && S_ISDIR(st.st_mode))
            walk_dir(a, paths[i], &out);
        else
            VEC_PUSH(a, out, arena_strdup(a, paths[i]));
    }
    out.len = drop_repeats(a, &out);
    *files = out.items;
    return out.len;
}
