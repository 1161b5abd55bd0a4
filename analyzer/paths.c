/* Path expansion for `fxlint check`: directories walked for dump files, sorted. */
#include "paths.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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
            VEC_PUSH(a, *out, p);
        }
    }
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
    *files = out.items;
    return out.len;
}
