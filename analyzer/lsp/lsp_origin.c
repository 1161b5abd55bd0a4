/* Finding the user's source files that origins name, and reading one line of them. */
#include "lsp/lsp_origin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/paths.h"

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static char *xstrdup(const char *s)
{
    char *p = strdup(s);
    if (!p) abort();
    return p;
}

char *lsp_origin_path(const char *dump_path, const char *file)
{
    if (!file || !*file) return NULL;
    if (file[0] != '/') {
        const char *slash = strrchr(dump_path, '/');
        if (slash) {
            char *near = NULL;
            if (asprintf(&near, "%.*s/%s", (int)(slash - dump_path), dump_path, file) < 0) abort();
            if (is_file(near)) return near;
            free(near);
        }
    }
    return is_file(file) ? xstrdup(file) : NULL;
}

char *lsp_file_line(LspDocStore *docs, const char *path, uint32_t line, uint32_t *len, LspDoc **open)
{
    *open = NULL;
    *len = 0;
    if (line == 0) return NULL;
    for (LspDoc *d = docs->head; d; d = d->next) {
        if (strcmp(d->path, path) != 0) continue;
        *open = d;
        if (line > d->nlines) return NULL;
        uint32_t n;
        const char *text = lsp_doc_line(d, line - 1, &n);
        char *copy = malloc(n + 1);
        if (!copy) abort();
        memcpy(copy, text, n);
        copy[n] = 0;
        *len = n;
        return copy;
    }
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t cap = 0;
    ssize_t got = -1;
    for (uint32_t i = 0; i < line && (got = getline(&buf, &cap, f)) >= 0; i++) {}
    fclose(f);
    if (got < 0) {
        free(buf);
        return NULL;
    }
    size_t n = (size_t)got;
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) n--;
    buf[n] = 0;
    *len = (uint32_t)n;
    return buf;
}

char *lsp_origin_uri(const char *path, const LspDoc *open)
{
    if (open) return xstrdup(open->uri);
    Arena a;
    arena_init(&a);
    char *uri = lsp_path_to_uri(paths_absolute(&a, path));
    arena_free(&a);
    return uri;
}
