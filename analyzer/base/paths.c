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

/* A directory entry: its path and the type readdir gave (DT_UNKNOWN where the file system
 * gives none). */
typedef struct Entry {
    const char *path;
    unsigned char type;
} Entry;

static int cmp_entry(const void *a, const void *b)
{
    return strcmp(((const Entry *)a)->path, ((const Entry *)b)->path);
}

/* The directories being walked, outermost first: a directory met again inside itself (a bind
 * mount, a filesystem loop) is not walked twice. Symbolic links to directories are never
 * followed, so they cannot loop. */
typedef struct WalkStack {
    dev_t dev;
    ino_t ino;
    const struct WalkStack *up;
} WalkStack;

static bool on_stack(const WalkStack *s, const struct stat *st)
{
    for (; s; s = s->up)
        if (s->dev == st->st_dev && s->ino == st->st_ino) return true;
    return false;
}

static void walk_dir(Arena *a, const char *dir, const WalkStack *up, PathVec *out)
{
    struct stat self;
    if (stat(dir, &self) == 0 && on_stack(up, &self)) return;
    WalkStack here = {self.st_dev, self.st_ino, up};
    DIR *d = opendir(dir);
    if (!d) {
        /* Unreadable directory: hand it on so the front end reports FX906 for it. */
        VEC_PUSH(a, *out, dir);
        return;
    }
    VEC(Entry) entries = {0};
    size_t dlen = strlen(dir);
    bool slash = dlen > 0 && dir[dlen - 1] == '/';
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        Entry en = {arena_printf(a, "%s%s%s", dir, slash ? "" : "/", e->d_name), e->d_type};
        VEC_PUSH(a, entries, en);
    }
    closedir(d);
    if (entries.len) qsort(entries.items, entries.len, sizeof *entries.items, cmp_entry);
    for (uint32_t i = 0; i < entries.len; i++) {
        const char *p = entries.items[i].path;
        /* readdir's type spares a stat for the common cases (a warm run over thousands of
         * files spends much of its time in the walk); a link or an unknown type is looked at */
        if (entries.items[i].type == DT_REG) {
            if (checked_extension(p)) VEC_PUSH(a, *out, p);
            continue;
        }
        if (entries.items[i].type == DT_DIR) {
            walk_dir(a, p, &here, out);
            continue;
        }
        struct stat st;
        if (lstat(p, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            walk_dir(a, p, &here, out);
            continue;
        }
        if (!checked_extension(p)) continue;
        if (S_ISLNK(st.st_mode)) {
            /* A symlink to a file counts as the file; one to a directory is skipped. A loop
             * or a dangling link is handed on: the front end reports why it cannot be read. */
            if (stat(p, &st) != 0) {
                VEC_PUSH(a, *out, p);
                continue;
            }
            if (S_ISDIR(st.st_mode)) continue;
        }
        /* Nothing is opened here: whether a regular file holds a graph dump is the front
         * end's call (printed.h), made the same way for named files, stdin and editor buffers,
         * and counted; a FIFO, socket or device is refused there (FX906) without being
         * opened (a FIFO would block, a device may never end). */
        VEC_PUSH(a, *out, p);
    }
}

char *paths_absolute_from(Arena *a, const char *cwd, const char *path)
{
    const char *base = path[0] == '/' ? "" : cwd;
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

char *paths_absolute(Arena *a, const char *path)
{
    char cwd[4096];
    return paths_absolute_from(a, path[0] == '/' || !getcwd(cwd, sizeof cwd) ? "." : cwd, path);
}

char *paths_relative_to(Arena *a, const char *path, const char *dir)
{
    const char *abs = paths_absolute(a, path), *base = paths_absolute(a, dir);
    size_t n = strlen(base);
    if (strcmp(abs, base) == 0) return arena_strdup(a, ".");
    if (n == 1) return arena_strdup(a, abs + 1); /* dir is "/" */
    if (strncmp(abs, base, n) == 0 && abs[n] == '/') return arena_strdup(a, abs + n + 1);
    /* up from dir to the deepest directory the two share, then down */
    size_t common = 0, k = strlen(abs);
    for (size_t i = 0; abs[i] && abs[i] == base[i]; i++)
        if (abs[i] == '/') common = i;
    if (strncmp(base, abs, k) == 0 && base[k] == '/') {
        /* path is an ancestor of dir: only ups */
        size_t ups = 0;
        for (const char *p = base + k; *p; p++) ups += *p == '/';
        char *out = arena_alloc(a, ups * 3), *o = out;
        for (size_t i = 0; i < ups; i++) memcpy(o, i ? "/.." : "..", i ? 3 : 2), o += i ? 3 : 2;
        *o = 0;
        return out;
    }
    size_t ups = 0;
    for (const char *p = base + common; *p; p++) ups += *p == '/';
    const char *rest = abs + common + 1;
    char *out = arena_alloc(a, ups * 3 + strlen(rest) + 1), *o = out;
    for (size_t i = 0; i < ups; i++) memcpy(o, "../", 3), o += 3;
    strcpy(o, rest);
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
    char cwd[4096]; /* asked once: thousands of walked paths share it */
    if (!getcwd(cwd, sizeof cwd)) strcpy(cwd, ".");
    for (uint32_t i = 0; i < v->len; i++) {
        const char *p = v->items[i];
        keys[i] = (Keyed){strcmp(p, "-") == 0 ? "-" : paths_absolute_from(a, cwd, p), i};
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
            walk_dir(a, paths[i], NULL, &out);
        else
            VEC_PUSH(a, out, arena_strdup(a, paths[i]));
    }
    out.len = drop_repeats(a, &out);
    *files = out.items;
    return out.len;
}
