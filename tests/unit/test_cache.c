/* Unit tests of the result cache and what it stands on: the content hash (streamed equals
 * whole, no collisions among close inputs), SHA-256 against FIPS 180-4's examples, the
 * settings text (every setting that changes findings changes it, the others do not), keys
 * (content, name, settings), an entry's round trip field by field, damaged entries as misses,
 * a file changed while checked is not stored, an entry's second name by the file's identity
 * (given only to settled files, never to one changed since it was keyed), threads sharing a
 * directory, the size bound and `fxlint clean`'s refusal to remove what fxlint did not make. */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/hash.h"
#include "base/sha256.h"
#include "engine/cache.h"
#include "harness.h"

static char root[64];

static const char *in_root(Arena *a, const char *rel) { return arena_printf(a, "%s/%s", root, rel); }

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    fputs(text, f);
    fclose(f);
}

/* ---- the hash and SHA-256 ---- */

static void test_hash(void)
{
    unsigned char buf[4096];
    uint64_t x = 88172645463325252ull;
    for (size_t i = 0; i < sizeof buf; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        buf[i] = (unsigned char)x;
    }
    /* streamed in any pieces gives the one-shot value */
    for (size_t len = 0; len < 300; len += 7) {
        Hash128 whole = hash_bytes(buf, len);
        HashState h;
        hash_init(&h, 0);
        for (size_t at = 0, step = 1; at < len; at += step, step = step % 37 + 3)
            hash_update(&h, buf + at, at + step <= len ? step : len - at);
        Hash128 parts = hash_final(&h);
        CHECK(whole.lo == parts.lo && whole.hi == parts.hi);
    }
    /* one bit flipped, one byte more, or a zero appended: all different, in both halves */
    Hash128 seen[2048];
    int n = 0;
    for (int bit = 0; bit < 64 * 8 && n < 512; bit += 1) {
        unsigned char copy[64];
        memcpy(copy, buf, 64);
        copy[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        seen[n++] = hash_bytes(copy, 64);
    }
    for (size_t len = 0; len < 1024; len++) seen[n++] = hash_bytes(buf, len);
    unsigned char zeros[64] = {0};
    for (size_t len = 1; len <= 64; len++) seen[n++] = hash_bytes(zeros, len); /* len 0 is buf's */
    int collisions = 0;
    for (int i = 0; i < n; i++)
        for (int k = i + 1; k < n; k++) collisions += seen[i].lo == seen[k].lo || seen[i].hi == seen[k].hi;
    CHECK(collisions == 0);
    char hex[33];
    hash_hex(hash_bytes("abc", 3), hex);
    CHECK(strlen(hex) == 32 && strspn(hex, "0123456789abcdef") == 32);
}

static const char *sha_hex(const void *data, size_t len)
{
    static char hex[65];
    unsigned char d[32];
    sha256(data, len, d);
    for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
    return hex;
}

static void test_sha256(void)
{
    /* FIPS 180-4's examples, and messages around the one- and two-block padding edges */
    CHECK(strcmp(sha_hex("", 0), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855") == 0);
    CHECK(strcmp(sha_hex("abc", 3), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad") == 0);
    const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    CHECK(strcmp(sha_hex(two, strlen(two)), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1") == 0);
    char *a = malloc(1000000);
    if (!a) abort();
    memset(a, 'a', 1000000);
    CHECK(strcmp(sha_hex(a, 1000000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0") == 0);
    CHECK(strcmp(sha_hex(a, 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318") == 0);
    CHECK(strcmp(sha_hex(a, 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a") == 0);
    CHECK(strcmp(sha_hex(a, 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb") == 0);
    free(a);
}

/* ---- settings and keys ---- */

static void test_settings(Arena *a)
{
    Config base;
    config_init_defaults(&base);
    const char *s0 = cache_settings_text(a, &base, 0);
    Config c = base;
    c.enabled[RID_FX101] = false;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    c = base;
    c.severity[RID_FX904] = SEV_WARNING;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    c = base;
    c.target_version = 205;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    c = base;
    c.grad = GRAD_NO_GRAD; /* not said: read from each dump, as by default */
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) == 0);
    c.grad_said = true;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    const char *s_no_grad = cache_settings_text(a, &c, 0);
    c.grad = GRAD_INFERENCE;
    CHECK(strcmp(cache_settings_text(a, &c, 0), s0) != 0 && strcmp(cache_settings_text(a, &c, 0), s_no_grad) != 0);
    c = base;
    c.grad_said = true; /* said enabled is not the default either */
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    c = base;
    c.capture = CAPTURE_COMPILE_EAGER;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    c = base;
    c.capture_dynamic_output_shape_ops = true;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    CHECK(strcmp(s0, cache_settings_text(a, &base, FMT_FXIR)) != 0);
    c = base;
    c.verbose = true; /* FX911's notes */
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) != 0);
    /* what changes only the exit status leaves the key alone */
    c = base;
    c.fail_on = SEV_ERROR, c.fail_never = true;
    CHECK(strcmp(s0, cache_settings_text(a, &c, 0)) == 0);
}

static void test_keys(Arena *a)
{
    Config cfg;
    config_init_defaults(&cfg);
    const char *settings = cache_settings_text(a, &cfg, 0);
    const char *p = in_root(a, "k.py"), *q = in_root(a, "k2.py");
    write_text(p, "x = 1\n");
    write_text(q, "x = 1\n");
    CacheKey k1, k2, k3, k4;
    CHECK(cache_key_file(p, settings, &k1) == 0);
    CHECK(k1.size == 6);
    write_text(p, "x = 2\n"); /* same size, other bytes */
    CHECK(cache_key_file(p, settings, &k2) == 0);
    CHECK(strcmp(k1.hex, k2.hex) != 0);
    CHECK(cache_key_file(q, settings, &k3) == 0); /* the bytes of k1, another name */
    CHECK(strcmp(k1.hex, k3.hex) != 0);
    cfg.grad = GRAD_NO_GRAD, cfg.grad_said = true;
    CHECK(cache_key_file(p, cache_settings_text(a, &cfg, 0), &k4) == 0);
    CHECK(strcmp(k2.hex, k4.hex) != 0);
    CacheKey k5;
    cfg.grad = GRAD_ENABLED;
    cfg.capture = CAPTURE_EXPORT;
    CHECK(cache_key_file(p, cache_settings_text(a, &cfg, 0), &k5) == 0);
    CHECK(strcmp(k2.hex, k5.hex) != 0 && strcmp(k4.hex, k5.hex) != 0);
    CacheKey again;
    CHECK(cache_key_file(p, settings, &again) == 0 && strcmp(again.hex, k2.hex) == 0);
    CHECK(cache_key_file(root, settings, &again) < 0);                   /* a directory */
    CHECK(cache_key_file(in_root(a, "missing.py"), settings, &again) < 0); /* nothing there */
}

/* ---- entries ---- */

/* A list of findings with every field set, the second and third sharing a line's text. */
static void sample_findings(DiagList *l, const char *file)
{
    for (int i = 0; i < 3; i++) {
        Diag *d = diag_push(l);
        d->file = arena_strdup(l->arena, file);
        d->line = 10 + (uint32_t)(i + 1) / 2, d->col = 5, d->end_line = 10 + (uint32_t)(i + 1) / 2, d->end_col = 30 + (uint32_t)i;
        d->severity = i == 2 ? SEV_INFO : SEV_ERROR;
        d->rule = i == 2 ? RID_FX904 : RID_FX101;
        d->message = arena_printf(l->arena, "finding %d: \"quoted\" <and> \xc3\xa9", i);
        d->has_origin = i != 1;
        d->origin = (DiagOrigin){"/home/user/model.py", 13, i ? "" : "true_fn", "x.add_(1)"};
        if (i == 0) {
            d->nrelated = 2;
            d->related = ARENA_ARRAY(l->arena, Related, 2);
            d->related[0] = (Related){file, 6, 9, "the torch.cond call"};
            d->related[1] = (Related){"/elsewhere.py", 0, 0, "a place without a line"};
        }
        d->line_text = i == 2 ? l->items[l->len - 2].line_text : arena_printf(l->arena, "    add_ = torch.add_(x, %d)", i);
        d->graph_path = i == 1 ? NULL : "GraphModule.true_graph_0/add_";
        d->compile_id = i == 0 ? "0/1" : NULL;
        d->event = i == 0 ? "aot_forward_graph" : NULL;
        d->key = i == 1 ? NULL : "FX101|GraphModule.true_graph_0|aten.add_.Tensor|in0";
        d->graph = (uint32_t)i + 1;
    }
}

static bool same_str(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }

static bool same_diag(const Diag *a, const Diag *b)
{
    bool ok = same_str(a->file, b->file) && a->line == b->line && a->col == b->col && a->end_line == b->end_line &&
              a->end_col == b->end_col && a->severity == b->severity && a->rule == b->rule &&
              same_str(a->message, b->message) && a->has_origin == b->has_origin && a->nrelated == b->nrelated &&
              same_str(a->line_text, b->line_text) && same_str(a->graph_path, b->graph_path) &&
              same_str(a->compile_id, b->compile_id) && same_str(a->event, b->event) && same_str(a->key, b->key) &&
              a->graph == b->graph;
    if (ok && a->has_origin)
        ok = same_str(a->origin.file, b->origin.file) && a->origin.line == b->origin.line &&
             same_str(a->origin.function, b->origin.function) && same_str(a->origin.code, b->origin.code);
    for (uint32_t i = 0; ok && i < a->nrelated; i++)
        ok = same_str(a->related[i].file, b->related[i].file) && a->related[i].line == b->related[i].line &&
             a->related[i].col == b->related[i].col && same_str(a->related[i].message, b->related[i].message);
    return ok;
}

static GraphRef sample_refs[2] = {{1, "0/0", "dynamo_output_graph"}, {3, NULL, "exported_program"}};

/* The entry file of a key, as cache.c names it. */
static const char *entry_file(Arena *a, const char *dir, const CacheKey *k)
{
    FILE *p = popen(arena_printf(a, "find '%s' -name '%s' -type f", dir, k->hex + 2), "r");
    static char line[1024];
    line[0] = 0;
    if (p && !fgets(line, sizeof line, p)) line[0] = 0;
    if (p) pclose(p);
    line[strcspn(line, "\n")] = 0;
    return arena_strdup(a, line);
}

static void test_round_trip(Arena *a)
{
    const char *dir = in_root(a, "cache");
    const char *dump = in_root(a, "dump.py");
    write_text(dump, "class GraphModule(torch.nn.Module):\n    pass\n");
    Config cfg;
    config_init_defaults(&cfg);
    CacheKey key;
    CHECK(cache_key_file(dump, cache_settings_text(a, &cfg, 0), &key) == 0);
    Cache *c = cache_open(a, dir);
    DiagList l, back;
    diag_list_init(&l, a);
    diag_list_init(&back, a);
    InputInfo info = {.not_a_dump = true, .no_markers = true, .ngraphs = 5, .nrefs = 2, .refs = sample_refs}, got;
    CHECK(!cache_load(c, &key, CACHE_BY_CONTENT, &back, &got, a)); /* nothing stored yet */
    Diag *before = diag_push(&l);               /* a finding of another input, not stored */
    before->file = "other.py", before->message = "m";
    sample_findings(&l, dump);
    cache_store(c, &key, dump, &l, 1, &info);
    struct stat st;
    CHECK(stat(arena_printf(a, "%s/CACHEDIR.TAG", dir), &st) == 0);
    CHECK(stat(arena_printf(a, "%s/.gitignore", dir), &st) == 0);
    CHECK(cache_load(c, &key, CACHE_BY_CONTENT, &back, &got, a));
    CHECK(back.len == 3);
    for (uint32_t i = 0; i < back.len && i < 3; i++) CHECK(same_diag(&back.items[i], &l.items[i + 1]));
    CHECK(back.len == 3 && back.items[1].line_text == back.items[2].line_text); /* one line, one copy */
    CHECK(got.not_a_dump && got.no_markers && got.ngraphs == 5 && got.nrefs == 2);
    CHECK(got.nrefs == 2 && got.refs[0].graph == 1 && same_str(got.refs[0].compile_id, "0/0") &&
          same_str(got.refs[0].event, "dynamo_output_graph") && got.refs[1].graph == 3 && !got.refs[1].compile_id);
    /* an input without findings is an entry too */
    CacheKey empty_key = key;
    empty_key.hex[31] = empty_key.hex[31] == 'a' ? 'b' : 'a';
    InputInfo none = {.ngraphs = 1};
    cache_store(c, &empty_key, dump, &l, l.len, &none);
    uint32_t len = back.len;
    CHECK(cache_load(c, &empty_key, CACHE_BY_CONTENT, &back, &got, a) && back.len == len && got.ngraphs == 1 && got.nrefs == 0 &&
          !got.not_a_dump && !got.no_markers);
    uint32_t hits, misses;
    cache_counts(c, &hits, &misses);
    CHECK(hits == 2 && misses == 1);
    CHECK(cache_finish(c, CACHE_MAX_BYTES) == 2);

    /* damage: cut short, a byte changed, another key's content: misses, nothing added */
    const char *entry = entry_file(a, dir, &key);
    CHECK(*entry);
    FILE *f = fopen(entry, "rb");
    char bytes[8192];
    size_t n = f ? fread(bytes, 1, sizeof bytes, f) : 0;
    if (f) fclose(f);
    CHECK(n > 100);
    static const int cuts[] = {0, 3, 40, 60, -1, -8};
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        f = fopen(entry, "wb");
        fwrite(bytes, 1, cuts[i] >= 0 ? (size_t)cuts[i] : n + (size_t)cuts[i], f);
        fclose(f);
        len = back.len;
        CHECK(!cache_load(c, &key, CACHE_BY_CONTENT, &back, &got, a) && back.len == len);
    }
    for (size_t at = 0; at < n; at += n / 17 + 1) {
        char copy[8192];
        memcpy(copy, bytes, n);
        copy[at] ^= 0x20;
        f = fopen(entry, "wb");
        fwrite(copy, 1, n, f);
        fclose(f);
        len = back.len;
        CHECK(!cache_load(c, &key, CACHE_BY_CONTENT, &back, &got, a) && back.len == len);
    }
    /* a file changed after its key was made is not stored under that key */
    write_text(dump, "class GraphModule(torch.nn.Module):\n    changed\n");
    unlink(entry);
    cache_store(c, &key, dump, &l, 1, &info);
    CHECK(!cache_load(c, &key, CACHE_BY_CONTENT, &back, &got, a));
}

/* ---- the identity name ---- */

/* Files the identity test keys, written first thing so that they are settled when it runs. */
static const char *settled_file(Arena *a, int i) { return in_root(a, i ? "settled-b.py" : "settled-a.py"); }

static void write_settled_files(Arena *a)
{
    write_text(settled_file(a, 0), "class GraphModule(torch.nn.Module):\n    pass\n");
    write_text(settled_file(a, 1), "class GraphModule(torch.nn.Module):\n    pass\n");
}

static void test_identity(Arena *a, time_t written)
{
    /* the times of a file written just now are not settled: no identity */
    const char *fresh = in_root(a, "fresh.py");
    write_text(fresh, "x = 1\n");
    Config cfg;
    config_init_defaults(&cfg);
    const char *settings = cache_settings_text(a, &cfg, 0);
    CacheKey k;
    CHECK(cache_key_stat(fresh, settings, &k) == 0 && !k.hex[0] && !k.ident[0] && k.size == 6);
    CHECK(cache_key_file(fresh, settings, &k) == 0 && k.hex[0] && !k.ident[0]);
    CHECK(cache_key_stat(root, settings, &k) < 0); /* a directory */
    while (time(NULL) < written + CACHE_SETTLED_S + 1) sleep(1);

    const char *p = settled_file(a, 0), *q = settled_file(a, 1);
    CacheKey by_stat, whole, other_name, other_settings;
    CHECK(cache_key_stat(p, settings, &by_stat) == 0 && !by_stat.hex[0] && strlen(by_stat.ident) == 32);
    CHECK(cache_key_file(p, settings, &whole) == 0 && strlen(whole.hex) == 32);
    CHECK(strcmp(whole.ident, by_stat.ident) == 0 && whole.stat_sig == by_stat.stat_sig);
    CHECK(strcmp(whole.ident, whole.hex) != 0);
    CHECK(cache_key_stat(q, settings, &other_name) == 0 && strcmp(other_name.ident, by_stat.ident) != 0);
    cfg.target_version = 205;
    CHECK(cache_key_stat(p, cache_settings_text(a, &cfg, 0), &other_settings) == 0 &&
          strcmp(other_settings.ident, by_stat.ident) != 0);

    Cache *c = cache_open(a, in_root(a, "ident"));
    DiagList l, back;
    diag_list_init(&l, a);
    diag_list_init(&back, a);
    sample_findings(&l, p);
    InputInfo info = {.ngraphs = 2, .nrefs = 2, .refs = sample_refs}, got;
    uint32_t hits, misses;
    CHECK(!cache_load(c, &by_stat, CACHE_BY_IDENTITY, &back, &got, a));
    CHECK(!cache_load(c, &by_stat, CACHE_BY_CONTENT, &back, &got, a)); /* it has no content name */
    cache_counts(c, &hits, &misses);
    CHECK(hits == 0 && misses == 0); /* neither counts: a load by content follows them */
    cache_store(c, &whole, p, &l, 0, &info);
    /* found by the stat alone, the same findings; one file under two names */
    CHECK(cache_load(c, &by_stat, CACHE_BY_IDENTITY, &back, &got, a) && back.len == 3 && got.nrefs == 2);
    for (uint32_t i = 0; i < back.len && i < 3; i++) CHECK(same_diag(&back.items[i], &l.items[i]));
    CHECK(cache_load(c, &whole, CACHE_BY_CONTENT, &back, &got, a) && back.len == 6);
    const char *entry = entry_file(a, in_root(a, "ident"), &whole);
    struct stat st;
    CHECK(*entry && stat(entry, &st) == 0 && st.st_nlink == 2);
    cache_counts(c, &hits, &misses);
    CHECK(hits == 2 && misses == 0);
    CHECK(!cache_load(c, &other_name, CACHE_BY_IDENTITY, &back, &got, a));

    /* the identity field is part of the entry: a byte of it changed is a miss by either name */
    FILE *f = fopen(entry, "rb");
    char bytes[8192];
    size_t n = f ? fread(bytes, 1, sizeof bytes, f) : 0;
    if (f) fclose(f);
    CHECK(n > 80 && memcmp(bytes + 40, whole.ident, 32) == 0);
    bytes[50] ^= 1;
    f = fopen(entry, "wb"); /* the same file under both names */
    fwrite(bytes, 1, n, f);
    fclose(f);
    uint32_t len = back.len;
    CHECK(!cache_load(c, &by_stat, CACHE_BY_IDENTITY, &back, &got, a) && back.len == len);
    CHECK(!cache_load(c, &whole, CACHE_BY_CONTENT, &back, &got, a) && back.len == len);

    /* rewritten with other bytes of the same size: a new change time, so not settled now, and
     * another identity once it is */
    write_text(p, "class GraphModule(torch.nn.Module):\n    past\n");
    CacheKey after;
    CHECK(cache_key_stat(p, settings, &after) == 0 && !after.ident[0] && after.stat_sig != by_stat.stat_sig);

    /* a file whose stat changed after it was keyed (its change time, the mtime kept) is stored
     * by content, not named by its old identity */
    CacheKey q_whole;
    CHECK(cache_key_file(q, settings, &q_whole) == 0 && q_whole.ident[0]);
    CHECK(stat(q, &st) == 0);
    struct timespec keep[2] = {st.st_atim, st.st_mtim};
    CHECK(utimensat(AT_FDCWD, q, keep, 0) == 0);
    cache_store(c, &q_whole, q, &l, 0, &info);
    CHECK(cache_load(c, &q_whole, CACHE_BY_CONTENT, &back, &got, a));
    CHECK(!cache_load(c, &q_whole, CACHE_BY_IDENTITY, &back, &got, a));
    CHECK(*entry_file(a, in_root(a, "ident"), &q_whole) && stat(entry_file(a, in_root(a, "ident"), &q_whole), &st) == 0 &&
          st.st_nlink == 1);
}

/* ---- threads sharing a directory ---- */

typedef struct Job {
    Cache *c;
    CacheKey *keys;
    const char *dump;
    int nkeys, bad;
} Job;

static void *store_and_load(void *arg)
{
    Job *j = arg;
    Arena a;
    arena_init(&a);
    DiagList l;
    diag_list_init(&l, &a);
    sample_findings(&l, j->dump);
    InputInfo info = {.ngraphs = 2, .nrefs = 1, .refs = sample_refs};
    for (int round = 0; round < 20; round++)
        for (int k = 0; k < j->nkeys; k++) {
            cache_store(j->c, &j->keys[k], j->dump, &l, 0, &info);
            DiagList back;
            diag_list_init(&back, &a);
            InputInfo got;
            /* every entry a reader finds is whole: another thread only ever renames a whole one in */
            if (!cache_load(j->c, &j->keys[k], CACHE_BY_CONTENT, &back, &got, &a) || back.len != 3 || !same_diag(&back.items[0], &l.items[0]))
                j->bad++;
        }
    arena_free(&a);
    return NULL;
}

static void test_threads(Arena *a)
{
    const char *dump = in_root(a, "shared.py");
    write_text(dump, "x\n");
    CacheKey keys[8];
    for (int k = 0; k < 8; k++) {
        CHECK(cache_key_file(dump, arena_printf(a, "settings %d", k), &keys[k]) == 0);
    }
    Cache *c = cache_open(a, in_root(a, "threads"));
    pthread_t t[6];
    Job jobs[6];
    for (int i = 0; i < 6; i++) {
        jobs[i] = (Job){c, keys, dump, 8, 0};
        pthread_create(&t[i], NULL, store_and_load, &jobs[i]);
    }
    int bad = 0;
    for (int i = 0; i < 6; i++) {
        pthread_join(t[i], NULL);
        bad += jobs[i].bad;
    }
    CHECK(bad == 0);
    /* no temporary file is left behind */
    FILE *p = popen(arena_printf(a, "find '%s' -name '*.tmp-*' | wc -l", in_root(a, "threads")), "r");
    int left = -1;
    if (p && fscanf(p, "%d", &left) != 1) left = -1;
    if (p) pclose(p);
    CHECK(left == 0);
}

/* ---- the size bound and clean ---- */

static void test_bound_and_clean(Arena *a)
{
    const char *dir = in_root(a, "bounded");
    const char *dump = in_root(a, "b.py");
    write_text(dump, "y\n");
    Cache *c = cache_open(a, dir);
    DiagList l;
    diag_list_init(&l, a);
    sample_findings(&l, dump);
    InputInfo info = {.ngraphs = 1};
    CacheKey keys[40];
    for (int k = 0; k < 40; k++) {
        CHECK(cache_key_file(dump, arena_printf(a, "s%d", k), &keys[k]) == 0);
        cache_store(c, &keys[k], dump, &l, 0, &info);
        /* the first ones were used long ago */
        const char *e = entry_file(a, dir, &keys[k]);
        struct timespec t[2] = {{(time_t)1000000 + k, 0}, {(time_t)1000000 + k, 0}};
        utimensat(AT_FDCWD, e, t, 0);
    }
    /* each entry takes a block or more: a bound of 10 blocks keeps the newest few */
    cache_finish(c, 10 * 4096);
    DiagList back;
    diag_list_init(&back, a);
    InputInfo got;
    int kept_old = 0, kept_new = 0;
    for (int k = 0; k < 40; k++) {
        bool hit = cache_load(c, &keys[k], CACHE_BY_CONTENT, &back, &got, a);
        if (k < 20) kept_old += hit;
        else kept_new += hit;
    }
    CHECK(kept_old == 0);
    CHECK(kept_new > 0 && kept_new < 20);

    const char *error = NULL;
    CHECK(cache_remove(a, dir, &error) == 1);
    struct stat st;
    CHECK(stat(dir, &st) != 0);
    CHECK(cache_remove(a, dir, &error) == 0); /* nothing there */
    /* a folder fxlint did not make is left alone */
    const char *mine = in_root(a, "mine");
    mkdir(mine, 0755);
    write_text(arena_printf(a, "%s/notes.txt", mine), "keep me\n");
    CHECK(cache_remove(a, mine, &error) < 0 && error && strstr(error, "not an fxlint cache"));
    CHECK(stat(arena_printf(a, "%s/notes.txt", mine), &st) == 0);
}

int main(void)
{
    snprintf(root, sizeof root, "/tmp/fxlint-cache-test.XXXXXX");
    if (!mkdtemp(root)) {
        perror("mkdtemp");
        return 2;
    }
    Arena a;
    arena_init(&a);
    time_t written = time(NULL);
    write_settled_files(&a);
    test_hash();
    test_sha256();
    test_settings(&a);
    test_keys(&a);
    test_round_trip(&a);
    test_identity(&a, written);
    test_threads(&a);
    test_bound_and_clean(&a);
    arena_free(&a);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (!getenv("KEEP") && system(cmd) != 0) fprintf(stderr, "could not remove %s\n", root);
    return harness_exit("test_cache");
}
