/* The result cache (cache.h): keys, the entry format, atomic stores, the size bound and
 * `fxlint clean`. An entry is
 *     "FXLC" u32:format  key[32]  ident[32]  u64:payload-length  payload  u64:checksum
 * (ident: the identity key it is also named by, or 32 zero bytes; the checksum covers all
 * between the format and itself), and the payload, little-endian integers and
 * length-prefixed strings (0xFFFFFFFF: NULL):
 *     u8:not_a_dump u8:no_markers u32:ngraphs u32:nrefs { u32:graph str:compile_id str:event }*
 *     u32:ndiags { str:code str:file u32:line u32:col u32:end_line u32:end_col u8:severity
 *                  str:message u8:has_origin [str:file u32:line str:function str:code]
 *                  u32:nrelated { str:file u32:line u32:col str:message }*
 *                  str:line_text str:graph_path str:compile_id str:event str:key u32:graph }*
 * The rule is stored by code and looked up again, so an entry never names the wrong rule. */
#include "engine/cache.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stddef.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/hash.h"
#include "diag/rules.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "0.0.0"
#endif

/* build/build_id.c: a hash of every source file, made by the Makefile. */
extern const char fxlint_build_id[];

#define ENTRY_MAGIC "FXLC"
#define ENTRY_FORMAT 3u
#define ENTRY_HEAD (4 + 4 + 32 + 32 + 8)
#define NULL_LEN 0xFFFFFFFFu
#define CACHEDIR_TAG "Signature: 8a477f597d28d172789f06886806bc55\n"
/* Entries used within this long are not touched again on a hit (their time is fresh enough
 * for the least-recently-used order), which saves a write per hit. */
#define TOUCH_AFTER_S 3600

struct Cache {
    const char *dir;    /* the cache directory */
    const char *bucket; /* dir/<version>-<build>: this build's entries */
    atomic_uint stores, hits, misses, seq;
    atomic_bool broken; /* the directory cannot be made: stop trying */
};

Cache *cache_open(Arena *a, const char *dir)
{
    Cache *c = ARENA_NEW(a, Cache);
    c->dir = arena_strdup(a, dir);
    c->bucket = arena_printf(a, "%s/%s-%.12s", dir, FXLINT_VERSION, fxlint_build_id);
    return c;
}

const char *cache_dir(const Cache *c) { return c->dir; }

void cache_counts(const Cache *c, uint32_t *hits, uint32_t *misses)
{
    *hits = atomic_load(&c->hits);
    *misses = atomic_load(&c->misses);
}

/* ---- keys ---- */

/* Every field of Config that changes what a check finds is written here (verbose adds FX911's
 * notes); fail_on and fail_never change only the exit status. A new field of Config that changes
 * findings must be added: the assertions below fail when Config no longer has the layout
 * this function was written for, as a reminder. */
struct ConfigAsKnown {
    bool enabled[RULE_COUNT];
    Severity severity[RULE_COUNT];
    int target_version;
    GradMode grad;
    bool grad_said;
    CapturePath capture;
    bool capture_dynamic_output_shape_ops;
    Severity fail_on;
    bool fail_never;
    bool verbose;
};
_Static_assert(sizeof(Config) == sizeof(struct ConfigAsKnown) &&
                   offsetof(Config, verbose) == offsetof(struct ConfigAsKnown, verbose) &&
                   offsetof(Config, target_version) == offsetof(struct ConfigAsKnown, target_version),
               "Config changed: add what changes findings to cache_settings_text (engine/cache.c)");
_Static_assert(offsetof(Config, grad) == offsetof(struct ConfigAsKnown, grad) &&
                   offsetof(Config, capture) == offsetof(struct ConfigAsKnown, capture),
               "Config changed: add what changes findings to cache_settings_text (engine/cache.c)");

const char *cache_settings_text(Arena *a, const Config *cfg, int input_format)
{
    /* "FX101=e,FX102=-,...": each rule's severity (e, w, i) or '-' when disabled */
    char *rules = arena_alloc(a, (size_t)RULE_COUNT * 12 + 1), *p = rules;
    for (int i = 0; i < RULE_COUNT; i++) {
        /* written by hand, not sprintf: this runs for every input, warm runs included */
        char sev = !cfg->enabled[i] ? '-' : cfg->severity[i] == SEV_ERROR ? 'e' : cfg->severity[i] == SEV_WARNING ? 'w' : 'i';
        size_t n = strlen(rule_table[i].code);
        if (i) *p++ = ',';
        memcpy(p, rule_table[i].code, n);
        p += n;
        *p++ = '=';
        *p++ = sev;
    }
    *p = 0;
    return arena_printf(a,
                        "rules %s\ntarget %d\ngrad %d\ncapture %d\ncapture-dynamic-output-shape-ops %d\ninput-format %d\n"
                        "verbose %d\n",
                        rules, cfg->target_version, cfg->grad_said ? (int)cfg->grad : -1, (int)cfg->capture,
                        cfg->capture_dynamic_output_shape_ops, input_format, cfg->verbose);
}

static int64_t mtime_ns(const struct stat *st) { return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec; }
static int64_t ctime_ns(const struct stat *st) { return (int64_t)st->st_ctim.tv_sec * 1000000000 + st->st_ctim.tv_nsec; }

/* What a file's identity is made of: where it lives, its size and its two times. */
static uint64_t stat_sig(const struct stat *st)
{
    uint64_t v[5] = {(uint64_t)st->st_dev, (uint64_t)st->st_ino, (uint64_t)st->st_size, (uint64_t)mtime_ns(st),
                     (uint64_t)ctime_ns(st)};
    return hash_bytes(v, sizeof v).lo;
}

/* Sets key's size, time and stat signature from st, and its identity name when st's times are
 * CACHE_SETTLED_S old: a write after this moment gives the file a change time (set by the
 * kernel, which no user can set back) later than both, so another content is another name. */
static void key_from_stat(const struct stat *st, const char *path, const char *settings, CacheKey *key)
{
    key->size = (uint64_t)st->st_size;
    key->mtime_ns = mtime_ns(st);
    key->stat_sig = stat_sig(st);
    key->ident[0] = 0;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    int64_t now_ns = (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
    int64_t newest = mtime_ns(st) > ctime_ns(st) ? mtime_ns(st) : ctime_ns(st);
    if (now_ns - newest < (int64_t)CACHE_SETTLED_S * 1000000000) return;
    HashState h;
    hash_init(&h, 2);
    char head[200];
    int n = snprintf(head, sizeof head, "fxlint-cache-identity %u\n%s\n%s\n%llu %llu %llu %lld %lld\n", ENTRY_FORMAT,
                     FXLINT_VERSION, fxlint_build_id, (unsigned long long)st->st_dev, (unsigned long long)st->st_ino,
                     (unsigned long long)st->st_size, (long long)mtime_ns(st), (long long)ctime_ns(st));
    hash_update(&h, head, (size_t)n);
    hash_update(&h, path, strlen(path) + 1);
    hash_update(&h, settings, strlen(settings));
    hash_hex(hash_final(&h), key->ident);
}

int cache_key_stat(const char *path, const char *settings, CacheKey *key)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return -1;
    key->hex[0] = 0;
    key_from_stat(&st, path, settings, key);
    return 0;
}

int cache_key_file(const char *path, const char *settings, CacheKey *key)
{
    /* only regular files are keyed: opening a FIFO would wait for a writer (and the front end
     * refuses it anyway); looked at before the open, which cannot block then */
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return -1;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return -1;
    }
    HashState content;
    hash_init(&content, 0);
    enum { CHUNK = 256 * 1024 };
    unsigned char *buf = malloc(CHUNK);
    if (!buf) abort();
    uint64_t size = 0;
    for (;;) {
        ssize_t n = read(fd, buf, CHUNK);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            free(buf);
            close(fd);
            return -1;
        }
        if (n == 0) break;
        hash_update(&content, buf, (size_t)n);
        size += (uint64_t)n;
    }
    free(buf);
    close(fd);
    char content_hex[33];
    hash_hex(hash_final(&content), content_hex);
    /* the name as the user named it: findings carry it */
    HashState h;
    hash_init(&h, 1);
    char head[160];
    int n = snprintf(head, sizeof head, "fxlint-cache %u\n%s\n%s\n%s %llu\n", ENTRY_FORMAT, FXLINT_VERSION,
                     fxlint_build_id, content_hex, (unsigned long long)size);
    hash_update(&h, head, (size_t)n);
    hash_update(&h, path, strlen(path) + 1);
    hash_update(&h, settings, strlen(settings));
    hash_hex(hash_final(&h), key->hex);
    /* the stat from before the read: a write during it moves the change time, and the store
     * compares */
    key_from_stat(&st, path, settings, key);
    key->size = size;
    return 0;
}

static const char *entry_path(Arena *a, const Cache *c, const char *hex)
{
    return arena_printf(a, "%s/%.2s/%s", c->bucket, hex, hex + 2);
}

/* ---- writing ---- */

typedef struct Out {
    unsigned char *p;
    size_t len, cap;
} Out;

static void out_bytes(Out *o, const void *data, size_t n)
{
    if (o->len + n > o->cap) {
        while (o->len + n > o->cap) o->cap = o->cap ? o->cap * 2 : 4096;
        o->p = realloc(o->p, o->cap);
        if (!o->p) abort();
    }
    memcpy(o->p + o->len, data, n);
    o->len += n;
}

static void out_u32(Out *o, uint32_t v)
{
    unsigned char b[4] = {(unsigned char)v, (unsigned char)(v >> 8), (unsigned char)(v >> 16), (unsigned char)(v >> 24)};
    out_bytes(o, b, 4);
}

static void out_u64(Out *o, uint64_t v)
{
    out_u32(o, (uint32_t)v);
    out_u32(o, (uint32_t)(v >> 32));
}

static void out_u8(Out *o, unsigned v)
{
    unsigned char b = (unsigned char)v;
    out_bytes(o, &b, 1);
}

static void out_str(Out *o, const char *s)
{
    if (!s) {
        out_u32(o, NULL_LEN);
        return;
    }
    size_t n = strlen(s);
    out_u32(o, (uint32_t)n);
    out_bytes(o, s, n);
}

static void out_diag(Out *o, const Diag *d)
{
    out_str(o, rule_table[d->rule].code);
    out_str(o, d->file);
    out_u32(o, d->line);
    out_u32(o, d->col);
    out_u32(o, d->end_line);
    out_u32(o, d->end_col);
    out_u8(o, d->severity);
    out_str(o, d->message);
    out_u8(o, d->has_origin);
    if (d->has_origin) {
        out_str(o, d->origin.file);
        out_u32(o, d->origin.line);
        out_str(o, d->origin.function);
        out_str(o, d->origin.code);
    }
    out_u32(o, d->nrelated);
    for (uint32_t i = 0; i < d->nrelated; i++) {
        out_str(o, d->related[i].file);
        out_u32(o, d->related[i].line);
        out_u32(o, d->related[i].col);
        out_str(o, d->related[i].message);
    }
    out_str(o, d->line_text);
    out_str(o, d->graph_path);
    out_str(o, d->compile_id);
    out_str(o, d->event);
    out_str(o, d->key);
    out_u32(o, d->graph);
}

static void payload_write(Out *o, const DiagList *l, uint32_t from, const InputInfo *info)
{
    out_u8(o, info->not_a_dump);
    out_u8(o, info->no_markers);
    out_u32(o, info->ngraphs);
    out_u32(o, info->nrefs);
    for (uint32_t i = 0; i < info->nrefs; i++) {
        out_u32(o, info->refs[i].graph);
        out_str(o, info->refs[i].compile_id);
        out_str(o, info->refs[i].event);
    }
    out_u32(o, l->len - from);
    for (uint32_t i = from; i < l->len; i++) out_diag(o, &l->items[i]);
}

/* mkdir -p for the directories above an entry (the cache folder's tag files on creation). */
static int make_dirs(Cache *c, Arena *a, const char *entry)
{
    char *dir = arena_strdup(a, entry);
    char *slash = strrchr(dir, '/');
    if (!slash) return -1;
    *slash = 0;
    struct stat st;
    if (stat(dir, &st) == 0) return S_ISDIR(st.st_mode) ? 0 : -1;
    bool new_root = stat(c->dir, &st) != 0;
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(dir, 0777) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) return -1;
    if (new_root) {
        /* backup tools skip a tagged cache; git ignores everything in it */
        static const char *const files[][2] = {
            {"CACHEDIR.TAG", CACHEDIR_TAG "# This file is a cache directory tag created by fxlint.\n"},
            {".gitignore", "# Automatically created by fxlint.\n*\n"},
        };
        for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
            FILE *f = fopen(arena_printf(a, "%s/%s", c->dir, files[i][0]), "wx");
            if (!f) continue; /* another process made it first */
            fputs(files[i][1], f);
            fclose(f);
        }
    }
    return 0;
}

static bool write_all(int fd, const unsigned char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        p += w;
        n -= (size_t)w;
    }
    return true;
}

void cache_store(Cache *c, const CacheKey *key, const char *path, const DiagList *l, uint32_t from,
                 const InputInfo *info)
{
    if (atomic_load(&c->broken)) return;
    struct stat st;
    if (stat(path, &st) != 0 || (uint64_t)st.st_size != key->size || mtime_ns(&st) != key->mtime_ns) return;
    bool named = key->ident[0] && stat_sig(&st) == key->stat_sig;
    Arena a;
    arena_init(&a);
    const char *entry = entry_path(&a, c, key->hex), *ident = named ? entry_path(&a, c, key->ident) : NULL;
    if (make_dirs(c, &a, entry) < 0 || (ident && make_dirs(c, &a, ident) < 0)) {
        atomic_store(&c->broken, true);
        arena_free(&a);
        return;
    }
    Out payload = {0}, o = {0};
    payload_write(&payload, l, from, info);
    out_bytes(&o, ENTRY_MAGIC, 4);
    out_u32(&o, ENTRY_FORMAT);
    out_bytes(&o, key->hex, 32);
    static const char no_ident[32];
    out_bytes(&o, ident ? key->ident : no_ident, 32);
    out_u64(&o, payload.len);
    out_bytes(&o, payload.p, payload.len);
    out_u64(&o, hash_bytes(o.p + 8, o.len - 8).lo);
    /* a name no reader opens, unique to this process and store, renamed into place whole */
    const char *tmp = arena_printf(&a, "%s.tmp-%ld-%u", entry, (long)getpid(), atomic_fetch_add(&c->seq, 1u));
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
        bool ok = write_all(fd, o.p, o.len);
        ok = close(fd) == 0 && ok;
        if (ok && ident) {
            /* the identity name first, as another whole-entry rename; without it the entry
             * is still found by content */
            const char *tmp2 = arena_printf(&a, "%s.tmp-%ld-%u", ident, (long)getpid(), atomic_fetch_add(&c->seq, 1u));
            if (link(tmp, tmp2) == 0 && rename(tmp2, ident) != 0) unlink(tmp2);
        }
        if (ok && rename(tmp, entry) == 0) atomic_fetch_add(&c->stores, 1u);
        else unlink(tmp);
    }
    free(payload.p);
    free(o.p);
    arena_free(&a);
}

/* ---- reading ---- */

typedef struct In {
    const unsigned char *p, *end;
    bool bad;
} In;

static uint32_t in_u32(In *in)
{
    if (in->end - in->p < 4) {
        in->bad = true;
        return 0;
    }
    const unsigned char *b = in->p;
    in->p += 4;
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static uint64_t in_u64(In *in)
{
    uint64_t lo = in_u32(in);
    return lo | (uint64_t)in_u32(in) << 32;
}

static unsigned in_u8(In *in)
{
    if (in->p >= in->end) {
        in->bad = true;
        return 0;
    }
    return *in->p++;
}

static const char *in_str(In *in, Arena *a)
{
    uint32_t n = in_u32(in);
    if (n == NULL_LEN || in->bad) return NULL;
    if ((size_t)(in->end - in->p) < n) {
        in->bad = true;
        return NULL;
    }
    const char *s = arena_strndup(a, (const char *)in->p, n);
    in->p += n;
    return s;
}

/* A count of items each at least `min` bytes long, checked against what is left. */
static uint32_t in_count(In *in, size_t min)
{
    uint32_t n = in_u32(in);
    if ((size_t)(in->end - in->p) / min < n) in->bad = true;
    return in->bad ? 0 : n;
}

static bool in_diag(In *in, DiagList *out)
{
    Arena *a = out->arena;
    const char *code = in_str(in, a);
    int rule = code ? rule_find(code) : -1;
    if (rule < 0) return false;
    Diag *d = diag_push(out);
    d->rule = (uint32_t)rule;
    d->file = in_str(in, a);
    d->line = in_u32(in);
    d->col = in_u32(in);
    d->end_line = in_u32(in);
    d->end_col = in_u32(in);
    unsigned sev = in_u8(in);
    d->severity = sev <= SEV_ERROR ? (Severity)sev : SEV_ERROR;
    d->message = in_str(in, a);
    d->has_origin = in_u8(in) != 0;
    if (d->has_origin) {
        d->origin.file = in_str(in, a);
        d->origin.line = in_u32(in);
        d->origin.function = in_str(in, a);
        d->origin.code = in_str(in, a);
    }
    d->nrelated = in_count(in, 16);
    if (d->nrelated) d->related = ARENA_ARRAY(a, Related, d->nrelated);
    for (uint32_t i = 0; i < d->nrelated; i++) {
        d->related[i].file = in_str(in, a);
        d->related[i].line = in_u32(in);
        d->related[i].col = in_u32(in);
        d->related[i].message = in_str(in, a);
    }
    d->line_text = in_str(in, a);
    /* findings on one line share its text, as diag_addv makes them */
    const Diag *prev = out->len >= 2 ? &out->items[out->len - 2] : NULL;
    if (prev && d->line_text && prev->line_text && prev->line == d->line && strcmp(prev->line_text, d->line_text) == 0)
        d->line_text = prev->line_text;
    d->graph_path = in_str(in, a);
    d->compile_id = in_str(in, a);
    d->event = in_str(in, a);
    d->key = in_str(in, a);
    d->graph = in_u32(in);
    /* every finding has a file and a message */
    return !in->bad && d->file && d->message;
}

static unsigned char *read_entry(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < ENTRY_HEAD + 8 || st.st_size > ((off_t)1 << 31)) {
        close(fd);
        return NULL;
    }
    unsigned char *buf = malloc((size_t)st.st_size);
    if (!buf) abort();
    size_t n = 0;
    while (n < (size_t)st.st_size) {
        ssize_t r = read(fd, buf + n, (size_t)st.st_size - n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        n += (size_t)r;
    }
    if (n == (size_t)st.st_size && time(NULL) - st.st_mtim.tv_sec > TOUCH_AFTER_S)
        futimens(fd, NULL); /* used now: last to go when the directory is trimmed */
    close(fd);
    if (n != (size_t)st.st_size) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

bool cache_load(Cache *c, const CacheKey *key, CacheName by, DiagList *out, InputInfo *info, Arena *a)
{
    const char *name = by == CACHE_BY_IDENTITY ? key->ident : key->hex;
    if (!name[0]) return false;
    Arena tmp;
    arena_init(&tmp);
    size_t len = 0;
    unsigned char *buf = read_entry(entry_path(&tmp, c, name), &len);
    arena_free(&tmp);
    bool ok = false;
    uint32_t keep = out->len;
    if (buf) {
        In in = {buf, buf + len, false};
        ok = memcmp(buf, ENTRY_MAGIC, 4) == 0;
        in.p += 4;
        ok = ok && in_u32(&in) == ENTRY_FORMAT;
        /* the entry names the key it was found by: a file under another key's name is a miss */
        ok = ok && memcmp(by == CACHE_BY_IDENTITY ? in.p + 32 : in.p, name, 32) == 0;
        in.p += 64;
        uint64_t plen = in_u64(&in);
        ok = ok && !in.bad && plen == (uint64_t)(in.end - in.p) - 8;
        if (ok) {
            const unsigned char *payload = in.p;
            In sum = {payload + plen, in.end, false};
            ok = in_u64(&sum) == hash_bytes(buf + 8, (size_t)(payload + plen - (buf + 8))).lo;
            in.end = payload + plen;
        }
        if (ok) {
            memset(info, 0, sizeof *info);
            info->not_a_dump = in_u8(&in) != 0;
            info->no_markers = in_u8(&in) != 0;
            info->ngraphs = in_u32(&in);
            info->nrefs = in_count(&in, 12);
            info->refs = info->nrefs ? ARENA_ARRAY(a, GraphRef, info->nrefs) : NULL;
            for (uint32_t i = 0; i < info->nrefs; i++) {
                info->refs[i].graph = in_u32(&in);
                info->refs[i].compile_id = in_str(&in, a);
                info->refs[i].event = in_str(&in, a);
            }
            uint32_t n = in_count(&in, 58);
            for (uint32_t i = 0; i < n && ok; i++) ok = in_diag(&in, out);
            ok = ok && !in.bad && in.p == in.end;
        }
        free(buf);
    }
    if (!ok) {
        out->len = keep; /* what a damaged entry half-added goes; its strings stay in the arena */
        memset(info, 0, sizeof *info);
    }
    if (ok || by == CACHE_BY_CONTENT) atomic_fetch_add(ok ? &c->hits : &c->misses, 1u);
    return ok;
}

/* ---- the size bound ---- */

typedef struct EntryFile {
    char *path;
    int64_t mtime;
    uint64_t bytes;
} EntryFile;

typedef struct Walk {
    EntryFile *items;
    size_t len, cap;
    uint64_t total;
} Walk;

/* nftw has no user pointer: the walk in progress (cache_finish runs on the main thread, once
 * per cache, after the workers are done). */
static _Thread_local Walk *walk_now;

static int walk_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)ftw;
    if (type != FTW_F) return 0;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strcmp(base, "CACHEDIR.TAG") == 0 || strcmp(base, ".gitignore") == 0) return 0;
    Walk *w = walk_now;
    if (w->len == w->cap) {
        w->cap = w->cap ? w->cap * 2 : 1024;
        w->items = realloc(w->items, w->cap * sizeof *w->items);
        if (!w->items) abort();
    }
    /* an entry with an identity name is one file under two names: each holds its share */
    uint64_t bytes = (uint64_t)st->st_blocks * 512 / (st->st_nlink ? (uint64_t)st->st_nlink : 1);
    /* a temporary file an interrupted store left an hour ago: drop it first */
    bool stale_tmp = strstr(base, ".tmp-") != NULL && time(NULL) - st->st_mtim.tv_sec > TOUCH_AFTER_S;
    w->items[w->len++] = (EntryFile){strdup(path), stale_tmp ? INT64_MIN : mtime_ns(st), bytes};
    w->total += bytes;
    return 0;
}

static int cmp_entry_age(const void *pa, const void *pb)
{
    const EntryFile *a = pa, *b = pb;
    return a->mtime < b->mtime ? -1 : a->mtime > b->mtime;
}

uint32_t cache_finish(Cache *c, uint64_t max_bytes)
{
    uint32_t stores = atomic_load(&c->stores);
    if (stores == 0) return 0;
    Walk w = {0};
    walk_now = &w;
    nftw(c->dir, walk_entry, 16, FTW_PHYS);
    walk_now = NULL;
    if (w.total > max_bytes) {
        qsort(w.items, w.len, sizeof *w.items, cmp_entry_age);
        /* down to 80%, so the next runs do not trim again at once */
        uint64_t goal = max_bytes / 5 * 4;
        for (size_t i = 0; i < w.len && w.total > goal; i++)
            if (unlink(w.items[i].path) == 0) w.total -= w.items[i].bytes;
    }
    for (size_t i = 0; i < w.len; i++) free(w.items[i].path);
    free(w.items);
    return stores;
}

/* ---- fxlint clean ---- */

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st, (void)ftw;
    return (type == FTW_DP ? rmdir(path) : unlink(path)) == 0 || errno == ENOENT ? 0 : -1;
}

int cache_remove(Arena *a, const char *dir, const char **error)
{
    struct stat st;
    if (lstat(dir, &st) != 0) return 0;
    if (!S_ISDIR(st.st_mode)) {
        *error = arena_printf(a, "%s: not a directory", dir);
        return -1;
    }
    /* only a folder fxlint made (its tag file says so) is removed, whatever --cache-dir says */
    FILE *f = fopen(arena_printf(a, "%s/CACHEDIR.TAG", dir), "r");
    char line[64] = "";
    if (f) {
        if (!fgets(line, sizeof line, f)) line[0] = 0;
        fclose(f);
    }
    if (strcmp(line, CACHEDIR_TAG) != 0) {
        *error = arena_printf(a, "%s: not an fxlint cache (no CACHEDIR.TAG); not removed", dir);
        return -1;
    }
    if (nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS) != 0) {
        *error = arena_printf(a, "%s: %s", dir, strerror(errno));
        return -1;
    }
    return 1;
}
