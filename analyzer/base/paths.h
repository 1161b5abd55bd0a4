/* Expanding PATH arguments into the files to check. Kept apart from the graph headers on
 * purpose: <dirent.h> defines DT_UNKNOWN, which meta.h's DType also names. */
#ifndef FXLINT_PATHS_H
#define FXLINT_PATHS_H

#include <stdint.h>

#include "base/arena.h"

/* Expands PATH arguments into the files to check: a directory is walked recursively (entries
 * starting with '.' skipped, symlinked directories not followed, a directory met again inside
 * itself walked once) for .py, .txt, .log and .log.gz files, sorted by path (the front end
 * passes over those that are not graph dumps, and the driver counts them; it also reports as
 * FX906 the entries with those names that cannot be read: an unreadable directory, a symlink
 * loop, a dangling link, a FIFO, a socket, a device, none of which is opened here); files
 * named as arguments, "-" and paths that do not exist are kept as
 * given (the front end reports what it cannot read as FX906). A file named twice (`dir` and
 * `dir/a.py`, `a.py` and `./a.py`, `-` twice) is kept once, under the first spelling, so it is
 * neither checked nor reported twice. The list and its strings live in `a`. Returns the
 * number of files. */
uint32_t paths_expand(Arena *a, const char *const *paths, int npaths, const char ***files);

/* `path` made absolute against the cwd and normalised lexically ("." and ".." resolved,
 * doubled slashes dropped), in `a`; symlinks are left alone, so the result names what the user
 * wrote. Never NULL. */
char *paths_absolute(Arena *a, const char *path);
/* The same against `cwd`, the working directory the caller asked for once (thousands of
 * inputs share it). */
char *paths_absolute_from(Arena *a, const char *cwd, const char *path);

/* `path` (relative to the cwd, or absolute) as a path relative to the absolute directory
 * `dir`: "dumps/m.py" inside it, "../other/m.py" beside it; both are made absolute and
 * normalised lexically first. In `a`. Never NULL; "." for dir itself. */
char *paths_relative_to(Arena *a, const char *path, const char *dir);

#endif
