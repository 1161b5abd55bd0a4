/* Unit tests of the batch-audit pieces that are not the cache: --shard (parsing, every input
 * in exactly one shard, independent of order and of the other inputs, roughly even), the
 * progress line, and the upgrade diff (matching by meaning across renumbered nodes, counts per
 * fingerprint, graphs broken and fixed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/progress.h"
#include "cli/shard.h"
#include "engine/upgrade.h"
#include "harness.h"

static void test_shard_parse(void)
{
    uint32_t k = 0, n = 0;
    CHECK(shard_parse("1/1", &k, &n) == 0 && k == 1 && n == 1);
    CHECK(shard_parse("3/8", &k, &n) == 0 && k == 3 && n == 8);
    static const char *const bad[] = {"", "1", "0/4", "5/4", "1/0", "-1/4", "1/-4", "a/4", "1/4x", "1//4", "+1/4",
                                      "1/100001", "99999999999999999999/4", "1 /4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) CHECK(shard_parse(bad[i], &k, &n) < 0);
}

static void test_shard_split(Arena *a)
{
    enum { N = 2000, SHARDS = 7 };
    const char *names[N];
    for (int i = 0; i < N; i++) names[i] = arena_printf(a, "dumps/run%03d/graph_%d.py", i % 97, i);
    int per_shard[SHARDS + 1] = {0};
    for (int i = 0; i < N; i++) {
        int owners = 0;
        for (uint32_t k = 1; k <= SHARDS; k++)
            if (shard_keeps(names[i], k, SHARDS)) owners++, per_shard[k]++;
        CHECK(owners == 1);
        /* "./x" is x */
        for (uint32_t k = 1; k <= SHARDS; k++)
            CHECK(shard_keeps(names[i], k, SHARDS) == shard_keeps(arena_printf(a, "./%s", names[i]), k, SHARDS));
    }
    for (int k = 1; k <= SHARDS; k++) CHECK(per_shard[k] > N / SHARDS * 8 / 10 && per_shard[k] < N / SHARDS * 12 / 10);
    /* the filter keeps order and depends on nothing but each name */
    const char *forward[N], *backward[N];
    for (int i = 0; i < N; i++) forward[i] = names[i], backward[i] = names[N - 1 - i];
    uint32_t nf = shard_filter(forward, N, 3, SHARDS), nb = shard_filter(backward, N, 3, SHARDS);
    CHECK(nf == nb && nf == (uint32_t)per_shard[3]);
    for (uint32_t i = 0; i < nf && i < nb; i++) CHECK(strcmp(forward[i], backward[nb - 1 - i]) == 0);
    const char *half[N / 2];
    for (int i = 0; i < N / 2; i++) half[i] = names[2 * i];
    uint32_t nh = shard_filter(half, N / 2, 3, SHARDS);
    for (uint32_t i = 0; i < nh; i++) CHECK(shard_keeps(half[i], 3, SHARDS));
}

static void test_progress_line(void)
{
    CheckProgress p = {0};
    char line[256];
    progress_format(line, sizeof line, &p, 0.5, 200);
    CHECK(strstr(line, "finding inputs") != NULL);
    atomic_store(&p.total, 400u);
    atomic_store(&p.done, 100u);
    atomic_store(&p.bytes, 50000000ull);
    atomic_store(&p.findings, 7u);
    progress_format(line, sizeof line, &p, 10.0, 200);
    /* a quarter done in 10 s: 30 s left; 50 MB in 10 s */
    CHECK(strcmp(line, "fxlint: 100/400 files, 5.0 MB/s, 7 findings, ETA 0:30") == 0);
    /* with the sizes known the time left goes by bytes: half the bytes in 10 s, 10 s left,
     * though 399 of the 400 files are done */
    atomic_store(&p.total_bytes, 100000000ull);
    atomic_store(&p.done, 399u);
    progress_format(line, sizeof line, &p, 10.0, 200);
    CHECK(strstr(line, "399/400 files") && strstr(line, "ETA 0:10"));
    atomic_store(&p.findings, 1u);
    atomic_store(&p.done, 400u);
    progress_format(line, sizeof line, &p, 100.0, 200);
    CHECK(strstr(line, "400/400 files") && strstr(line, "1 finding,") && strstr(line, "ETA 0:00"));
    /* never wider than the terminal: a wrapped line could not be redrawn */
    progress_format(line, sizeof line, &p, 100.0, 20);
    CHECK(strlen(line) == 19);
}

/* A finding as a rule reports it, in graph `graph` of `file`. */
static void add(DiagList *l, const char *file, uint32_t graph, uint32_t line, uint32_t rule, Severity sev,
                const char *key)
{
    Diag *d = diag_push(l);
    d->file = file;
    d->line = line, d->col = 1, d->end_line = line, d->end_col = 2;
    d->rule = rule;
    d->severity = sev;
    d->message = arena_printf(l->arena, "finding at %u", line);
    d->key = key;
    d->graph = graph;
}

static uint32_t count_delta(const DiagList *l, DiagDelta d)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->len; i++) n += l->items[i].delta == d;
    return n;
}

static void test_upgrade_diff(Arena *a)
{
    DiagList from, to, out;
    diag_list_init(&from, a);
    diag_list_init(&to, a);
    diag_list_init(&out, a);
    /* a.py graph 1: the same defect, printed again with renumbered nodes and moved lines: both */
    add(&from, "a.py", 1, 10, RID_FX101, SEV_ERROR, "FX101|GraphModule.true_graph_0|aten.add_.Tensor|arg0_1");
    add(&to, "a.py", 1, 14, RID_FX101, SEV_ERROR, "FX101|GraphModule.true_graph_3|aten.add_.Tensor|arg0_4");
    /* a.py graph 2: accepted by `from`, rejected by `to` (a new error) */
    add(&to, "a.py", 2, 40, RID_FX202, SEV_ERROR, "FX202|GraphModule.true_graph_1|sin");
    /* b.py graph 1: rejected by `from` only (the error is gone), an info in both */
    add(&from, "b.py", 1, 5, RID_FX401, SEV_ERROR, "FX401|GraphModule|out0|shape");
    add(&from, "b.py", 1, 6, RID_FX904, SEV_INFO, "FX904|GraphModule.x");
    add(&to, "b.py", 1, 6, RID_FX904, SEV_INFO, "FX904|GraphModule.x");
    /* c.py: two identical findings before, three after: two in both, one new; a warning does
     * not make a graph rejected */
    for (int i = 0; i < 2; i++) add(&from, "c.py", 1, 7, RID_FX301, SEV_WARNING, "FX301|GraphModule|nonzero");
    for (int i = 0; i < 3; i++) add(&to, "c.py", 1, 7, RID_FX301, SEV_WARNING, "FX301|GraphModule|nonzero");
    /* the same meaning in another file is another finding */
    add(&to, "d.py", 1, 10, RID_FX101, SEV_ERROR, "FX101|GraphModule.true_graph_0|aten.add_.Tensor|arg0_1");
    UpgradeSummary s = {"2.9", "2.13", 0, 0, 0, 0, 0, 0};
    upgrade_diff(&from, &to, &out, &s);
    CHECK(out.len == 8);
    CHECK(s.new_findings == 3 && s.gone_findings == 1 && s.both_findings == 4);
    CHECK(count_delta(&out, DELTA_NEW) == 3 && count_delta(&out, DELTA_GONE) == 1 && count_delta(&out, DELTA_BOTH) == 4);
    CHECK(count_delta(&out, DELTA_NONE) == 0);
    /* a.py:2 and d.py:1 broken, b.py:1 fixed, a.py:1 rejected by both */
    CHECK(s.graphs_broken == 2 && s.graphs_fixed == 1 && s.graphs_rejected_both == 1);
    CHECK(strcmp(s.from, "2.9") == 0 && strcmp(s.to, "2.13") == 0);
    /* sorted, the gone finding where its line puts it */
    for (uint32_t i = 1; i < out.len; i++) CHECK(strcmp(out.items[i - 1].file, out.items[i].file) <= 0);
    bool gone_in_b = false;
    for (uint32_t i = 0; i < out.len; i++)
        gone_in_b |= out.items[i].delta == DELTA_GONE && strcmp(out.items[i].file, "b.py") == 0 && out.items[i].line == 5;
    CHECK(gone_in_b);
    /* nothing before, nothing after */
    DiagList e1, e2, e3;
    diag_list_init(&e1, a);
    diag_list_init(&e2, a);
    diag_list_init(&e3, a);
    upgrade_diff(&e1, &e2, &e3, &s);
    CHECK(e3.len == 0 && s.new_findings == 0 && s.graphs_broken == 0 && s.graphs_fixed == 0);
}

int main(void)
{
    Arena a;
    arena_init(&a);
    test_shard_parse();
    test_shard_split(&a);
    test_progress_line();
    test_upgrade_diff(&a);
    arena_free(&a);
    return harness_exit("test_audit");
}
