/* Unit tests of the metadata comparisons (symdim.h, metacmp.h): monomial sizes and strides,
 * check_meta_consistency's fields, 2024's trace_cond equality and the newest cond's
 * _merge_output (rank, stride order, density), on annotations parsed with meta_parse. */
#include <stdio.h>
#include <string.h>

#include "base/arena.h"
#include "harness.h"
#include "model/meta.h"
#include "analysis/metacmp.h"
#include "model/symdim.h"

static Arena arena;

static Mono mono(const char *text)
{
    Mono m;
    memset(&m, 0, sizeof m);
    if (!mono_parse(str_from(text), &m)) fprintf(stderr, "not a monomial: %s\n", text);
    return m;
}

static DimOrder order(const char *a, const char *b)
{
    Mono x = mono(a), y = mono(b);
    return mono_order(&x, &y);
}

static void test_monomials(void)
{
    Mono m;
    CHECK(mono_parse(str_from("4*s0*s1"), &m) && m.coef == 4 && m.nsym == 2);
    CHECK(mono_parse(str_from("s1*s0"), &m) && m.nsym == 2 && str_eqz(m.sym[0], "s0"));
    CHECK(mono_parse(str_from("s0**2"), &m) && m.nsym == 2 && str_eqz(m.sym[1], "s0"));
    CHECK(mono_parse(str_from(" 12 "), &m) && m.coef == 12 && m.nsym == 0);
    CHECK(!mono_parse(str_from("s0 + 1"), &m));
    CHECK(!mono_parse(str_from("(s0//2)"), &m));
    CHECK(!mono_parse(str_from("s0*"), &m));
    CHECK(!mono_parse(str_from(""), &m));

    Mono a = mono("4*s1"), b = mono("s0"), p;
    CHECK(mono_mul(&a, &b, &p));
    Mono want = mono("4*s0*s1");
    CHECK(mono_eq(&p, &want));

    CHECK(order("4", "8") == ORD_LT);
    CHECK(order("s0", "s0") == ORD_EQ);
    CHECK(order("s1*s0", "s0*s1") == ORD_EQ);
    CHECK(order("1", "s0") == ORD_LT);         /* a size symbol is at least 2 */
    CHECK(order("s0", "4") == ORD_UNKNOWN);    /* s0 may be 3 or 5 */
    CHECK(order("s0", "s1") == ORD_UNKNOWN);
    CHECK(order("s0", "3*s0") == ORD_LT);
    CHECK(order("4*s0", "s0*s1") == ORD_UNKNOWN);
    CHECK(order("2*s0", "s0*s1*s2") == ORD_LT);
    CHECK(order("0", "s0") == ORD_LT);
}

static MetaEnd tensor(const char *annotation)
{
    Meta *m = ARENA_NEW(&arena, Meta);
    if (!meta_parse(&arena, str_from(annotation), m)) fprintf(stderr, "bad annotation: %s\n", annotation);
    return (MetaEnd){END_TENSOR, m, annotation};
}

static MetaDiff cmp(MetaCheck how, const char *l, const char *r)
{
    MetaEnd a = tensor(l), b = tensor(r);
    return metacmp_compare(how, &a, &b);
}

static void test_consistency(void)
{
    MetaDiff d = cmp(MC_CONSISTENCY, "f32[4, 8][8, 1]cpu", "f32[4, 8][8, 1]cpu");
    CHECK(d.worst == VERDICT_SAME);

    d = cmp(MC_CONSISTENCY, "f32[4, 8][8, 1]cpu", "f32[8][1]cpu");
    CHECK(d.field[MF_SHAPE] == VERDICT_DIFF && d.field[MF_STRIDE] == VERDICT_DIFF && d.field[MF_DTYPE] == 0);

    d = cmp(MC_CONSISTENCY, "f32[4, 8][8, 1]cpu", "f32[4, 8][1, 4]cpu");
    CHECK(d.field[MF_STRIDE] == VERDICT_DIFF && d.field[MF_SHAPE] == VERDICT_SAME);
    CHECK(d.field[MF_MEMORY_FORMAT] == VERDICT_SAME); /* not compared without contiguity */

    d = cmp(MC_CONSISTENCY, "f32[4][1]cpu", "f32[4][1]cuda:0");
    CHECK(d.field[MF_DEVICE] == VERDICT_DIFF && d.worst == VERDICT_DIFF);

    d = cmp(MC_CONSISTENCY, "f32[4]", "f32[4][1]cuda:0"); /* strides, device not printed on one side */
    CHECK(d.worst == VERDICT_SAME);

    d = cmp(MC_CONSISTENCY, "f32[s0, 8]", "f32[s0, 8]");
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_CONSISTENCY, "f32[s0, 8]", "f32[4, 8]");
    CHECK(d.field[MF_SHAPE] == VERDICT_UNSURE && !d.unbacked);
    d = cmp(MC_CONSISTENCY, "f32[u0, 8]", "f32[u1, 8]");
    CHECK(d.field[MF_SHAPE] == VERDICT_UNSURE && d.unbacked);
    d = cmp(MC_CONSISTENCY, "f32[s0]", "f32[2*s0]");
    CHECK(d.field[MF_SHAPE] == VERDICT_DIFF);

    d = cmp(MC_CONSISTENCY_CONTIG, "f32[2, 3, 4, 4][48, 16, 4, 1]cpu", "f32[2, 3, 4, 4][48, 1, 12, 3]cpu");
    CHECK(d.field[MF_STRIDE] == VERDICT_DIFF && d.field[MF_MEMORY_FORMAT] == VERDICT_DIFF);
    MetaEnd a = tensor("f32[2, 3, 4, 4][48, 16, 4, 1]cpu"), b = tensor("f32[2, 3, 4, 4][48, 1, 12, 3]cpu");
    const char *text = metacmp_format_fields(&arena, &d, &a, &b, VERDICT_DIFF);
    CHECK(strcmp(text, "'stride: (48, 16, 4, 1) vs (48, 1, 12, 3)', 'memory_format: torch.contiguous_format vs "
                       "torch.channels_last'") == 0);

    /* a [N, 1, H, W] tensor is contiguous and channels_last at once: no certain difference */
    d = cmp(MC_CONSISTENCY_CONTIG, "f32[2, 1, 4, 4][16, 16, 4, 1]cpu", "f32[2, 1, 4, 4][16, 1, 4, 1]cpu");
    CHECK(d.field[MF_MEMORY_FORMAT] == VERDICT_SAME);

    MetaEnd five = {END_INT, NULL, "5"}, six = {END_INT, NULL, "6"}, none = {END_NONE, NULL, "None"};
    MetaEnd t = tensor("f32[4]");
    d = metacmp_compare(MC_CONSISTENCY, &five, &six);
    CHECK(d.worst == VERDICT_SAME);
    d = metacmp_compare(MC_CONSISTENCY, &five, &t);
    CHECK(d.field[MF_TYPE] == VERDICT_DIFF);
    CHECK(strcmp(metacmp_format_fields(&arena, &d, &five, &t, VERDICT_DIFF), "type: 5 vs f32[4]") == 0);
    d = metacmp_compare(MC_CONSISTENCY, &none, &five);
    CHECK(d.field[MF_TYPE] == VERDICT_DIFF);
    d = metacmp_compare(MC_COND_2024, &five, &t); /* 2024 let non-tensors through */
    CHECK(d.worst == VERDICT_SAME);

    MetaEnd unknown = {END_UNKNOWN, NULL, ""};
    d = metacmp_compare(MC_CONSISTENCY, &unknown, &t);
    CHECK(d.worst == VERDICT_SAME);

    d = cmp(MC_COND_2024, "f32[4][1]cpu", "f32[4][1]cuda:0"); /* 2024 ignored the device */
    CHECK(d.worst == VERDICT_SAME);
}

static void test_merge(void)
{
    MetaDiff d = cmp(MC_COND_MERGE, "f32[4, 8][8, 1]cpu", "f32[2, 8][8, 1]cpu");
    CHECK(d.worst == VERDICT_SAME); /* sizes merge */
    d = cmp(MC_COND_MERGE, "f32[4, 8][8, 1]cpu", "i64[4, 8][8, 1]cpu");
    CHECK(d.field[MF_DTYPE] == VERDICT_DIFF);
    d = cmp(MC_COND_MERGE, "f32[4, 8][8, 1]cpu", "f32[8][1]cpu");
    CHECK(d.field[MF_DIM] == VERDICT_DIFF && d.field[MF_SHAPE] == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[4, 4][4, 1]cpu", "f32[4, 4][1, 4]cpu");
    CHECK(d.field[MF_STRIDE_ORDER] == VERDICT_DIFF && d.field[MF_DENSITY] == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[4, 4][4, 1]cpu", "f32[4, 4][8, 2]cpu");
    CHECK(d.field[MF_DENSITY] == VERDICT_DIFF && d.dense_side == 1);
    d = cmp(MC_COND_MERGE, "f32[4, 4][8, 2]cpu", "f32[4, 4][8, 2]cpu");
    CHECK(d.field[MF_DENSITY] == VERDICT_DIFF && d.dense_side == 0); /* identical slices still fail */
    d = cmp(MC_COND_MERGE, "f32[4, 8][8, 1]cpu", "f32[2, 8][16, 1]cpu"); /* every other row */
    CHECK(d.field[MF_DENSITY] == VERDICT_DIFF && d.dense_side == 1);
    d = cmp(MC_COND_MERGE, "f32[4, 8][0, 1]cpu", "f32[4, 8][0, 1]cpu"); /* broadcast in both */
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[4, 8][0, 1]cpu", "f32[4, 8][8, 1]cpu");
    CHECK(d.worst == VERDICT_DIFF);
    d = cmp(MC_COND_MERGE, "f32[4, 1][1, 1]cpu", "f32[4, 1][1, 1]cpu"); /* tied strides of a size-1 dim */
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[8, 4][1, 8]cpu", "f32[8, 4][1, 8]cpu");
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[s1, s0][1, s1]cpu", "f32[s1, s0][1, s1]cpu");
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[s0, 3][3, 1]cpu", "f32[s1, 3][3, 1]cpu");
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[s0, s1][s1, 1]cpu", "f32[s0, s1][2*s1, 2]cpu");
    CHECK(d.field[MF_DENSITY] == VERDICT_DIFF);
    /* strides whose order depends on symbol values: not judged */
    d = cmp(MC_COND_MERGE, "f32[4, s0][s0, 4]cpu", "f32[4, s0][1, 4]cpu");
    CHECK(d.worst == VERDICT_SAME);
    d = cmp(MC_COND_MERGE, "f32[4, 8]", "f32[4, 8][1, 4]cpu"); /* strides printed on one side only */
    CHECK(d.worst == VERDICT_SAME);

    MetaEnd five = {END_INT, NULL, "5"}, six = {END_INT, NULL, "6"}, none = {END_NONE, NULL, "None"};
    MetaEnd t = tensor("f32[4]");
    CHECK(metacmp_compare(MC_COND_MERGE, &five, &six).worst == VERDICT_SAME);
    CHECK(metacmp_compare(MC_COND_MERGE, &none, &none).worst == VERDICT_SAME);
    CHECK(metacmp_compare(MC_COND_MERGE, &none, &t).field[MF_TYPE] == VERDICT_DIFF);
}

static void test_reprs(void)
{
    MetaEnd a = tensor("f32[4, s0][s0, 1]cuda:0"), b = tensor("b8[][]cpu"), c = tensor("i64[3][1]cpu");
    CHECK(strcmp(metacmp_size_repr(&arena, a.meta), "torch.Size([4, s0])") == 0);
    CHECK(strcmp(metacmp_stride_repr(&arena, a.meta), "(s0, 1)") == 0);
    CHECK(strcmp(metacmp_size_repr(&arena, b.meta), "torch.Size([])") == 0);
    CHECK(strcmp(metacmp_stride_repr(&arena, b.meta), "()") == 0);
    CHECK(strcmp(metacmp_stride_repr(&arena, c.meta), "(1,)") == 0);
    CHECK(strcmp(metacmp_dtype_repr(&arena, c.meta), "torch.int64") == 0);
}

int main(void)
{
    arena_init(&arena);
    test_monomials();
    test_consistency();
    test_merge();
    test_reprs();
    arena_free(&arena);
    return harness_exit("test_metacmp");
}
