/* The result cache: what checking one input found (its findings before suppression comments
 * and the baseline, and its graphs), stored under a key made of everything those findings
 * depend on, so an unchanged input is not read by a front end again:
 *   - the input's bytes (a 128-bit content hash, and the size) and its name as the user named
 *     it (findings carry it),
 *   - fxlint's version and build identity (a hash of every source file: rules, op table, front
 *     ends),
 *   - the input's effective settings, serialised canonically (cache_settings_text): enabled
 *     rules and their severities, the target release and assumptions, --input-format.
 * An entry has a second name, as git's index and ruff's cache know a file by its stat: the
 * file's identity (device, inode, size, modification and change times) in place of its bytes,
 * so a warm run finds the entry of a file it has hashed before without reading the file. That
 * name is given only to a file whose times are at least CACHE_SETTLED_S old when it is keyed:
 * any later write moves its change time past them, so one identity cannot stand for two
 * contents (a write within the clock's tick of the stat could otherwise go unseen).
 * Not cached, because they read other files or other runs: suppression comments (they read
 * the users' source files that origins name), FX908, baselines, --compare-target's diff.
 * Entries are files under DIR/<version>-<build>/xx/<key>, written atomically (a temporary
 * file renamed into place; the identity name is a hard link to it), so -j threads and
 * concurrent processes can share a directory; a damaged or foreign entry is a miss. The
 * directory is kept under a size bound by dropping the entries used least recently. */
#ifndef FXLINT_CACHE_H
#define FXLINT_CACHE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "diag/config.h"
#include "diag/diag.h"
#include "diag/inputs.h"

/* The folder name a cache gets beside a config file (or in the cwd). */
#define CACHE_DIR_NAME ".fxlint_cache"
/* The size bound cache_finish keeps a directory under (bytes on disk). */
#define CACHE_MAX_BYTES ((uint64_t)1 << 30)
/* How old (seconds) a file's modification and change times must be for its identity to name
 * its entry. */
#define CACHE_SETTLED_S 2

typedef struct Cache Cache;

/* A cache in directory `dir` (created on the first store, with a CACHEDIR.TAG and a
 * .gitignore). The handle lives in `a`; it may be used by several threads at once. Never
 * fails: a directory that cannot be created or written only makes every store a no-op. */
Cache *cache_open(Arena *a, const char *dir);
const char *cache_dir(const Cache *c);

/* One input's key: the entry's two names, and the stat they were made from. */
typedef struct CacheKey {
    char hex[33];      /* by content ("" until cache_key_file read the file) */
    char ident[33];    /* by identity ("" when the file's times are not yet settled) */
    uint64_t size;     /* the input's size in bytes */
    int64_t mtime_ns;  /* when it was keyed, to notice a file changed while it was checked */
    uint64_t stat_sig; /* a hash of the stat the identity was made from */
} CacheKey;

/* Which of an entry's names a load looks for. */
typedef enum CacheName { CACHE_BY_CONTENT, CACHE_BY_IDENTITY } CacheName;

/* The canonical text of the settings that change an input's findings, in `a`. Two Configs
 * give the same text exactly when they make a check find the same things. */
const char *cache_settings_text(Arena *a, const Config *cfg, int input_format);

/* Computes the identity half of the key of the regular file `path`, checked under `settings`
 * (cache_settings_text), from its stat alone: key->hex is left empty, key->ident is empty when
 * the file's times are not settled. Returns 0, or -1 when it is not a regular file. */
int cache_key_stat(const char *path, const char *settings, CacheKey *key);

/* Computes the whole key of the regular file `path`: reads the whole file. Returns 0, or -1
 * when it is not a regular file or cannot be read (the caller checks it without the cache;
 * the front end says why). */
int cache_key_file(const char *path, const char *settings, CacheKey *key);

/* Appends the findings stored under `key`'s name `by` to `out` (strings in out's arena, in
 * the order they were stored) and fills *info (in `a`). Returns true on a hit; false, with
 * nothing appended, when there is no entry or it is damaged, from another format, or for
 * another key. A load by identity that finds nothing is not counted as a miss: a load by
 * content follows it. */
bool cache_load(Cache *c, const CacheKey *key, CacheName by, DiagList *out, InputInfo *info, Arena *a);

/* Stores l->items[from..l->len) and *info under `key`'s content name, and under its identity
 * name when it has one and the file's stat is still the one it was made from; nothing, unless
 * the file at `path` is unchanged since the key was made. Storing again under a content key
 * whose entry exists gives that entry the key's identity name. Errors are silent (a cache
 * that cannot be written is no cache). */
void cache_store(Cache *c, const CacheKey *key, const char *path, const DiagList *l, uint32_t from,
                 const InputInfo *info);

/* After a run: when entries were written, drops the least recently used ones (and stale
 * temporary files) until the directory holds at most max_bytes. Returns how many entries
 * this handle stored. */
uint32_t cache_finish(Cache *c, uint64_t max_bytes);
/* How many loads hit and missed, for --verbose. */
void cache_counts(const Cache *c, uint32_t *hits, uint32_t *misses);

/* `fxlint clean`: removes the cache directory `dir`. Returns 1 when it removed it, 0 when
 * there was none, -1 with *error (in `a`) when `dir` is not a cache fxlint made (no
 * CACHEDIR.TAG of ours) or could not be removed. */
int cache_remove(Arena *a, const char *dir, const char **error);

#endif
