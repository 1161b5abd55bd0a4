/* Baseline files (JSON through jansson): semantic fingerprints with counts, read into an
 * open-addressing table whose counts are used up as findings are matched. */
#include "engine/baseline.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/paths.h"
#include "diag/rules.h"

#define BASELINE_VERSION 1

/* ---- keys and fingerprints ---- */

static bool ident_start(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
static bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }

/* Copies s, dropping the `_N` that FX appends to reused names (add_3, true_graph_0, arg0_1). */
static char *strip_numbering(Arena *a, const char *s)
{
    size_t n = strlen(s), k = 0;
    char *out = arena_alloc(a, n + 1);
    for (size_t i = 0; i < n;) {
        if (!ident_start(s[i]) || (i > 0 && ident_char(s[i - 1]))) {
            out[k++] = s[i++];
            continue;
        }
        size_t e = i;
        while (e < n && ident_char(s[e])) e++;
        size_t keep = e;
        size_t d = e;
        while (d > i && s[d - 1] >= '0' && s[d - 1] <= '9') d--;
        if (d < e && d > i + 1 && s[d - 1] == '_') keep = d - 1;
        memcpy(out + k, s + i, keep - i);
        k += keep - i;
        i = e;
    }
    out[k] = 0;
    return out;
}

const char *baseline_semantic_key(Arena *a, const Diag *d)
{
    if (d->key && *d->key) return strip_numbering(a, d->key);
    const char *raw = arena_printf(a, "%s|%s|%s", rule_table[d->rule].code, d->graph_path ? d->graph_path : "",
                                   d->message ? d->message : "");
    return strip_numbering(a, raw);
}

static uint64_t fnv1a(const char *s, uint64_t h)
{
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 0x100000001b3ull;
    }
    return h;
}

void baseline_hash_hex(const char *s, char hex[33])
{
    uint64_t a = fnv1a(s, 0xcbf29ce484222325ull);
    uint64_t b = fnv1a(s, 0x84222325cbf29ce4ull ^ a);
    snprintf(hex, 33, "%016llx%016llx", (unsigned long long)a, (unsigned long long)b);
}

/* The file as a baseline names it: relative to `root` (the baseline file's folder; NULL:
 * the cwd), so the same baseline works from any directory and in CI. */
static const char *baseline_path(Arena *a, const char *file, const char *root)
{
    if (!file || !*file || strcmp(file, "-") == 0) return file ? arena_strdup(a, file) : "";
    return paths_relative_to(a, file, root ? root : ".");
}

static const char *fingerprint_in(Arena *a, const Diag *d, const char *root)
{
    const char *s = arena_printf(a, "%s\n%s", baseline_path(a, d->file, root), baseline_semantic_key(a, d));
    char *hex = arena_alloc(a, 33);
    baseline_hash_hex(s, hex);
    return hex;
}

const char *baseline_fingerprint(Arena *a, const Diag *d) { return fingerprint_in(a, d, NULL); }

/* The absolute folder of a baseline file: what its paths are relative to. */
static const char *baseline_root(Arena *a, const char *path)
{
    const char *abs = paths_absolute(a, path);
    const char *slash = strrchr(abs, '/');
    return slash == abs ? "/" : arena_strndup(a, abs, (size_t)(slash - abs));
}

/* ---- the table ---- */

/* One entry of a baseline file; its count is used up as findings match it. */
typedef struct Slot {
    const char *fingerprint; /* NULL: empty */
    uint32_t count, used;
    const char *file, *code, *message; /* as the file records them, for stale entries */
} Slot;

struct Baseline {
    Arena *a;
    const char *path, *root; /* the file, and its absolute folder */
    Slot *slots;
    uint32_t cap; /* a power of two */
};

static Slot *slot_for(Baseline *b, const char *fp)
{
    uint32_t i = (uint32_t)fnv1a(fp, 0xcbf29ce484222325ull) & (b->cap - 1);
    while (b->slots[i].fingerprint && strcmp(b->slots[i].fingerprint, fp) != 0) i = (i + 1) & (b->cap - 1);
    return &b->slots[i];
}

static int read_error(Arena *a, const char **error, const char *path, const char *what)
{
    *error = arena_printf(a, "%s: %s", path, what);
    return -1;
}

static const char *json_str(json_t *o, const char *key)
{
    const char *s = json_string_value(json_object_get(o, key));
    return s ? s : "";
}

Baseline *baseline_read(Arena *a, const char *path, const char **error)
{
    json_error_t jerr;
    json_t *root = json_load_file(path, 0, &jerr);
    if (!root) {
        if (jerr.line < 0) read_error(a, error, path, arena_printf(a, "cannot read baseline: %s", jerr.text));
        else
            read_error(a, error, path,
                       arena_printf(a, "%d:%d: not a baseline (bad JSON: %s)", jerr.line, jerr.column, jerr.text));
        return NULL;
    }
    json_t *findings = json_object_get(root, "findings");
    json_t *version = json_object_get(root, "version");
    if (!json_is_object(root) || !json_is_array(findings) || !json_is_integer(version)) {
        read_error(a, error, path, "not an fxlint baseline (expected an object with \"version\" and \"findings\")");
        json_decref(root);
        return NULL;
    }
    if (json_integer_value(version) != BASELINE_VERSION) {
        read_error(a, error, path,
                   arena_printf(a, "baseline version %lld is not supported (this fxlint writes %d); write it again",
                                (long long)json_integer_value(version), BASELINE_VERSION));
        json_decref(root);
        return NULL;
    }
    Baseline *b = ARENA_NEW(a, Baseline);
    b->a = a;
    b->path = arena_strdup(a, path);
    b->root = baseline_root(a, path);
    b->cap = 16;
    while (b->cap < json_array_size(findings) * 2 + 2) b->cap *= 2;
    b->slots = ARENA_ARRAY(a, Slot, b->cap);
    size_t i;
    json_t *f;
    json_array_foreach(findings, i, f) {
        const char *fp = json_string_value(json_object_get(f, "fingerprint"));
        json_t *count = json_object_get(f, "count");
        if (!fp || (count && (!json_is_integer(count) || json_integer_value(count) < 1))) {
            read_error(a, error, path, arena_printf(a, "finding %zu has no fingerprint or a bad count", i + 1));
            json_decref(root);
            return NULL;
        }
        Slot *s = slot_for(b, fp);
        if (!s->fingerprint) {
            s->fingerprint = arena_strdup(a, fp);
            s->file = arena_strdup(a, json_str(f, "file"));
            s->code = arena_strdup(a, json_str(f, "code"));
            s->message = arena_strdup(a, json_str(f, "message"));
        }
        json_int_t n = count ? json_integer_value(count) : 1;
        s->count = s->count + (n > 1000000 ? 1000000u : (uint32_t)n);
    }
    json_decref(root);
    return b;
}

uint32_t baseline_filter(Baseline *b, DiagList *l)
{
    uint32_t kept = 0, removed = 0;
    ArenaMark m = arena_mark(b->a);
    for (uint32_t i = 0; i < l->len; i++) {
        Slot *s = slot_for(b, fingerprint_in(b->a, &l->items[i], b->root));
        if (s->fingerprint && s->used < s->count) {
            s->used++;
            removed++;
            continue;
        }
        l->items[kept++] = l->items[i];
    }
    l->len = kept;
    arena_rewind(b->a, m);
    return removed;
}

/* Whether the baseline-relative `file` is one of the inputs of this run. */
static bool file_checked(Arena *a, const char *root, const char *file, const char *const *inputs, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(baseline_path(a, inputs[i], root), file) == 0) return true;
    return false;
}

/* Whether the baseline-relative `file` is still on disk. */
static bool file_exists(Arena *a, const char *root, const char *file)
{
    return access(arena_printf(a, "%s/%s", root, file), F_OK) == 0;
}

uint32_t baseline_stale(Baseline *b, const char *const *inputs, uint32_t n, BaselineStale *out, uint32_t cap)
{
    uint32_t found = 0;
    ArenaMark m = arena_mark(b->a);
    for (uint32_t i = 0; i < b->cap; i++) {
        const Slot *s = &b->slots[i];
        if (!s->fingerprint || s->used >= s->count) continue;
        /* a partial run (pre-commit hands over the staged files) says nothing of the rest */
        if (!file_checked(b->a, b->root, s->file, inputs, n) && file_exists(b->a, b->root, s->file)) continue;
        if (found < cap) out[found] = (BaselineStale){s->file, s->code, s->message, s->count - s->used};
        found++;
    }
    arena_rewind(b->a, m);
    return found;
}

/* ---- writing ---- */

typedef struct Entry {
    const char *fingerprint, *file, *key;
    const Diag *d;      /* NULL: an entry carried over from the file being rewritten */
    uint32_t rule;
    const char *message;
    uint32_t count;
} Entry;

static int cmp_entry(const void *pa, const void *pb)
{
    const Entry *x = pa, *y = pb;
    int c = strcmp(x->file, y->file);
    if (!c) c = strcmp(rule_table[x->rule].code, rule_table[y->rule].code);
    if (!c) c = strcmp(x->key, y->key);
    if (!c) c = strcmp(x->fingerprint, y->fingerprint);
    return c;
}

static int cmp_fingerprint(const void *pa, const void *pb)
{
    const Entry *x = pa, *y = pb;
    int c = strcmp(x->fingerprint, y->fingerprint);
    uint32_t xs = x->d ? x->d->seq : UINT32_MAX, ys = y->d ? y->d->seq : UINT32_MAX;
    return c ? c : (xs > ys) - (xs < ys);
}

static json_t *entry_json(const Entry *e)
{
    json_t *o = json_object();
    json_object_set_new(o, "fingerprint", json_string(e->fingerprint));
    json_object_set_new(o, "code", json_string(rule_table[e->rule].code));
    /* informative only (a reader goes by fingerprint); jansson refuses text that is not UTF-8 */
    json_t *file = json_string(e->file), *key = json_string(e->key);
    json_t *msg = json_string(e->message ? e->message : "");
    json_object_set_new(o, "file", file ? file : json_string("?"));
    json_object_set_new(o, "key", key ? key : json_string("?"));
    json_object_set_new(o, "message", msg ? msg : json_string("?"));
    json_object_set_new(o, "count", json_integer(e->count));
    return o;
}

int baseline_write(Arena *a, const char *path, const DiagList *l, const char *const *inputs, uint32_t ninputs,
                   const char **error)
{
    const char *root = baseline_root(a, path);
    /* the entries of an existing baseline for files this run did not check (and that are still
     * there) are kept: a run over some files rewrites those files' entries only */
    Baseline *old = NULL;
    if (access(path, F_OK) == 0) {
        const char *ignored;
        old = baseline_read(a, path, &ignored);
    }
    uint32_t nold = 0;
    for (uint32_t i = 0; old && i < old->cap; i++) nold += old->slots[i].fingerprint != NULL;
    Entry *entries = ARENA_ARRAY(a, Entry, l->len + nold + 1);
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        entries[i] = (Entry){fingerprint_in(a, d, root), baseline_path(a, d->file, root), baseline_semantic_key(a, d),
                             d, d->rule, d->message, 1};
    }
    uint32_t total = l->len;
    for (uint32_t i = 0; old && i < old->cap; i++) {
        const Slot *s = &old->slots[i];
        if (!s->fingerprint || file_checked(a, root, s->file, inputs, ninputs) || !file_exists(a, root, s->file))
            continue;
        int rule = rule_find(s->code);
        if (rule < 0) continue;
        entries[total++] = (Entry){s->fingerprint, s->file, "", NULL, (uint32_t)rule, s->message, s->count};
    }
    /* identical fingerprints become one entry with a count */
    qsort(entries, total, sizeof *entries, cmp_fingerprint);
    uint32_t n = 0;
    for (uint32_t i = 0; i < total; i++) {
        if (n && strcmp(entries[n - 1].fingerprint, entries[i].fingerprint) == 0) entries[n - 1].count += entries[i].count;
        else entries[n++] = entries[i];
    }
    qsort(entries, n, sizeof *entries, cmp_entry);
    json_t *rootj = json_object();
    json_object_set_new(rootj, "tool", json_string("fxlint"));
    json_object_set_new(rootj, "version", json_integer(BASELINE_VERSION));
    json_object_set_new(rootj, "paths", json_string("relative to this file's folder"));
    json_t *list = json_array();
    for (uint32_t i = 0; i < n; i++) json_array_append_new(list, entry_json(&entries[i]));
    json_object_set_new(rootj, "findings", list);
    const char *tmp = arena_printf(a, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    int rc = f ? json_dumpf(rootj, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER) : -1;
    if (f && rc == 0 && fputc('\n', f) == EOF) rc = -1;
    if (f && fclose(f) != 0) rc = -1;
    json_decref(rootj);
    if (rc != 0 || rename(tmp, path) != 0) {
        int err = errno;
        unlink(tmp);
        *error = arena_printf(a, "%s: cannot write baseline: %s", path, strerror(err ? err : EIO));
        return -1;
    }
    return 0;
}
