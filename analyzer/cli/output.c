/* -o FILE: a temporary file beside FILE, renamed over it when the report is complete. */
#include "cli/output.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int output_open(Output *o, const char *path)
{
    memset(o, 0, sizeof *o);
    if (!path || strcmp(path, "-") == 0) {
        o->f = stdout;
        return 0;
    }
    o->path = path;
    size_t n = strlen(path) + 32;
    o->tmp = malloc(n);
    if (!o->tmp) abort();
    snprintf(o->tmp, n, "%s.tmp-XXXXXX", path);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        fprintf(stderr, "fxlint: cannot write %s: %s\n", path, strerror(errno));
        free(o->tmp);
        o->tmp = NULL;
        return -1;
    }
    /* mkstemp makes it 0600; a report is as readable as any file the user makes */
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    o->f = fdopen(fd, "w");
    if (!o->f) {
        close(fd);
        unlink(o->tmp);
        free(o->tmp);
        o->tmp = NULL;
        fprintf(stderr, "fxlint: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

int output_close(Output *o, int ok)
{
    if (!o->f) return -1;
    if (!o->path) {
        int bad = fflush(stdout) != 0 || ferror(stdout);
        if (bad) fputs("fxlint: error writing output\n", stderr);
        return bad ? -1 : 0;
    }
    int bad = ferror(o->f) != 0;
    bad |= fclose(o->f) != 0;
    o->f = NULL;
    if (ok && !bad && rename(o->tmp, o->path) != 0) {
        fprintf(stderr, "fxlint: cannot write %s: %s\n", o->path, strerror(errno));
        bad = 1;
    } else if (ok && bad) {
        fprintf(stderr, "fxlint: error writing %s\n", o->path);
    }
    if (!ok || bad) unlink(o->tmp);
    free(o->tmp);
    o->tmp = NULL;
    return ok && !bad ? 0 : -1;
}
