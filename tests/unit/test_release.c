/* Unit tests of the release table (knowledge/releases.def) and its queries: the table's own
 * invariants, the changes the issue names (cond grad-off mutation and aliasing in 2.12,
 * while_loop's captured mutation, the cond output comparison generations), release parsing and
 * the words of rejections. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "knowledge/release.h"

static const uint8_t compile = CAPTURE_BIT(CAPTURE_COMPILE), eager = CAPTURE_BIT(CAPTURE_COMPILE_EAGER),
                     export = CAPTURE_BIT(CAPTURE_EXPORT), make_fx = CAPTURE_BIT(CAPTURE_MAKE_FX);
static const uint8_t all_grads = GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE),
                     grads_off = GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE);

static void test_invariants(void)
{
    uint32_t n = 0;
    const ReleaseChange *t = release_table(&n);
    CHECK(n > 50);
    for (uint32_t i = 0; i < n; i++) {
        const ReleaseChange *r = &t[i];
        CHECK(release_known(r->since));
        CHECK(r->grads != 0 && (r->grads & ~(GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE))) == 0);
        CHECK(r->captures != 0 && (r->captures & ~CAPTURE_ALL_PATHS) == 0);
        CHECK(r->source && *r->source && r->note && *r->note);
        /* a rejection says what PyTorch says; an acceptance says nothing */
        CHECK((r->verdict == RV_REJECT) == (r->message != RM_NONE));
        /* rows of one (hop, check) in release order */
        for (uint32_t k = 0; k < i; k++)
            if (t[k].hop == r->hop && t[k].check == r->check) CHECK(t[k].since <= r->since);
        if (r->verdict == RV_REJECT || r->verdict == RV_ACCEPT) CHECK(r->check < RC_BRANCH_OUTPUTS);
        else if (r->verdict == RV_AS_WRITE) CHECK(r->check == RC_ITEM_ASSIGN);
        else CHECK(r->check >= RC_BRANCH_OUTPUTS);
    }
}

static void test_cond(void)
{
    /* 2.9 and 2.11: Dynamo rejects a cond branch writing its input in every grad mode */
    for (int rel = 208; rel <= 211; rel++)
        for (int g = 0; g < GRAD_COUNT; g++)
            CHECK(release_rejects(rel, HOP_COND, RC_INPUT_MUTATION, (GradMode)g, compile | eager));
    /* 2.12 and 2.13 (pytorch#172836): allowed with grad off, on every path */
    CHECK(!release_rejects(212, HOP_COND, RC_INPUT_MUTATION, GRAD_NO_GRAD, CAPTURE_ALL_PATHS));
    CHECK(!release_rejects(213, HOP_COND, RC_INPUT_MUTATION, GRAD_INFERENCE, CAPTURE_ALL_PATHS));
    ReleaseRuling r = release_rule(213, HOP_COND, RC_INPUT_MUTATION, GRAD_ENABLED, compile);
    CHECK(r.verdict == RV_REJECT && !r.mixed && r.change && r.change->message == RM_DYNAMO_MUTATION);
    /* aliasing with grad off: Dynamo allows it, AOTAutograd's functionalization does not */
    r = release_rule(213, HOP_COND, RC_ALIAS_IN_OUT, GRAD_NO_GRAD, compile | eager);
    CHECK(r.verdict == RV_REJECT && r.mixed && r.rejecting == compile && r.change->message == RM_FUNC_ALIAS);
    CHECK(!release_rejects(213, HOP_COND, RC_ALIAS_IN_OUT, GRAD_NO_GRAD, eager));
    /* torch.cond traces its branches with Dynamo under export and make_fx too (2.8+): their
     * paths reject what Dynamo rejects, in Dynamo's words, and accept with grad off (2.12+) */
    r = release_rule(213, HOP_COND, RC_ALIAS_IN_OUT, GRAD_ENABLED, export | make_fx);
    CHECK(r.verdict == RV_REJECT && !r.mixed && r.change->message == RM_DYNAMO_ALIAS);
    CHECK(!release_rejects(213, HOP_COND, RC_ALIAS_IN_OUT, GRAD_INFERENCE, export | make_fx));
    r = release_rule(209, HOP_COND, RC_INPUT_MUTATION, GRAD_NO_GRAD, export);
    CHECK(r.verdict == RV_REJECT && r.change->message == RM_DYNAMO_MUTATION);
    /* before the checks moved into Dynamo, tracing a cond checked its branches in its own words */
    r = release_rule(205, HOP_COND, RC_ALIAS_IN_OUT, GRAD_ENABLED, make_fx);
    CHECK(r.verdict == RV_REJECT && r.change->message == RM_OLD_ALIAS);
    /* a grad mode nobody says: the modes' rulings joined */
    ReleaseRuling per[GRAD_COUNT];
    for (int g = 0; g < GRAD_COUNT; g++) per[g] = release_rule(213, HOP_COND, RC_INPUT_MUTATION, (GradMode)g, export);
    r = release_join_grads(per, all_grads);
    CHECK(r.verdict == RV_REJECT && r.grad_mixed && r.grads_rejecting == GRAD_BIT(GRAD_ENABLED) &&
          r.change->message == RM_DYNAMO_MUTATION && r.accepting && r.accepting->since == 212);
    for (int g = 0; g < GRAD_COUNT; g++) per[g] = release_rule(213, HOP_SCAN, RC_INPUT_MUTATION, (GradMode)g, export);
    r = release_join_grads(per, all_grads);
    CHECK(r.verdict == RV_REJECT && !r.grad_mixed && !r.accepting && r.grads_rejecting == 7);
    for (int g = 0; g < GRAD_COUNT; g++) per[g] = release_rule(213, HOP_COND, RC_INPUT_MUTATION, (GradMode)g, export);
    per[GRAD_ENABLED].verdict = RV_ACCEPT;
    CHECK(release_join_grads(per, all_grads).verdict == RV_ACCEPT);
    /* output-output aliasing came with the storage-based analysis (pytorch#146658, 2.8) */
    CHECK(!release_rejects(207, HOP_COND, RC_ALIAS_OUT_OUT, GRAD_ENABLED, CAPTURE_ALL_PATHS));
    CHECK(release_rejects(208, HOP_COND, RC_ALIAS_OUT_OUT, GRAD_ENABLED, compile));
    /* the output comparison, three generations */
    CHECK(release_variant(205, HOP_COND, RC_BRANCH_OUTPUTS) == RV_COND_TRACE);
    CHECK(release_variant(207, HOP_COND, RC_BRANCH_OUTPUTS) == RV_COND_CONSISTENCY);
    CHECK(release_variant(213, HOP_COND, RC_BRANCH_OUTPUTS) == RV_COND_MERGE);
}

static void test_loops(void)
{
    /* while_loop with grad off (2.13, pytorch#175972): a captured tensor may be written anywhere,
     * a carried one only where AOTAutograd does not run */
    CHECK(!release_rejects(213, HOP_WHILE_LOOP, RC_CAPTURED_MUTATION, GRAD_NO_GRAD, CAPTURE_ALL_PATHS));
    CHECK(release_rejects(212, HOP_WHILE_LOOP, RC_CAPTURED_MUTATION, GRAD_NO_GRAD, compile));
    CHECK(release_rejects(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, GRAD_NO_GRAD, compile));
    CHECK(!release_rejects(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, GRAD_NO_GRAD, eager));
    CHECK(release_rejects(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, GRAD_ENABLED, eager));
    /* scan has no rows of its own for captured values: its input rows answer */
    CHECK(release_rejects(213, HOP_SCAN, RC_CAPTURED_MUTATION, GRAD_INFERENCE, compile));
    /* invoke_subgraph: mutation auto-functionalized since 2.8, aliasing rejected by Dynamo */
    CHECK(!release_rejects(213, HOP_INVOKE_SUBGRAPH, RC_INPUT_MUTATION, GRAD_ENABLED, CAPTURE_ALL_PATHS));
    CHECK(release_rejects(213, HOP_INVOKE_SUBGRAPH, RC_ALIAS_IN_OUT, GRAD_ENABLED, compile));
    /* wrap checks nothing; hints_wrapper only at functionalization */
    CHECK(!release_rejects(213, HOP_WRAP, RC_INPUT_MUTATION, GRAD_ENABLED, CAPTURE_ALL_PATHS));
    ReleaseRuling r = release_rule(213, HOP_HINTS_WRAPPER, RC_INPUT_MUTATION, GRAD_ENABLED, compile);
    CHECK(r.verdict == RV_REJECT && r.change->message == RM_FUNC_MUTATION);
}

/* switch and flex_gemm (PyTorch 2.14, measured 2.14.1): no rows before 2.14, and 2.15 keeps 2.14's */
static void test_214_hops(Arena *a)
{
    for (int g = 0; g < GRAD_COUNT; g++) {
        CHECK(!release_rejects(213, HOP_SWITCH, RC_INPUT_MUTATION, (GradMode)g, CAPTURE_ALL_PATHS));
        CHECK(!release_rejects(213, HOP_FLEX_GEMM, RC_ALIAS_IN_OUT, (GradMode)g, CAPTURE_ALL_PATHS));
    }
    CHECK(!hop_in_release(HOP_SWITCH, 213) && hop_in_release(HOP_SWITCH, 214) && hop_in_release(HOP_FLEX_GEMM, 215));
    CHECK(hop_in_release(HOP_COND, 201) && !hop_in_release(HOP_UNKNOWN, 215));
    /* switch: a branch writing its operand, rejected by Dynamo on every path with grad enabled only */
    for (int rel = 214; rel <= 215; rel++) {
        ReleaseRuling r = release_rule(rel, HOP_SWITCH, RC_INPUT_MUTATION, GRAD_ENABLED, export | make_fx);
        CHECK(r.verdict == RV_REJECT && !r.mixed && r.change->message == RM_DYNAMO_MUTATION);
        CHECK(!release_rejects(rel, HOP_SWITCH, RC_INPUT_MUTATION, GRAD_NO_GRAD, CAPTURE_ALL_PATHS));
        CHECK(release_rejects(rel, HOP_SWITCH, RC_ALIAS_IN_OUT, GRAD_INFERENCE, CAPTURE_ALL_PATHS));
        CHECK(!release_rejects(rel, HOP_SWITCH, RC_ALIAS_IN_IN, GRAD_ENABLED, CAPTURE_ALL_PATHS));
        CHECK(release_variant(rel, HOP_SWITCH, RC_BRANCH_OUTPUTS) == RV_COND_MERGE);
    }
    CHECK(release_variant(213, HOP_SWITCH, RC_BRANCH_OUTPUTS) == RV_ACCEPT);
    ReleaseRuling r = release_rule(214, HOP_SWITCH, RC_ALIAS_IN_OUT, GRAD_ENABLED, compile);
    CHECK(strstr(release_quote(a, &r, 214, HOP_SWITCH, "switch_branch1"), "torch._higher_order_ops.switch.SwitchOp") != NULL);
    /* flex_gemm: only AOTAutograd's functionalization checks its body */
    r = release_rule(214, HOP_FLEX_GEMM, RC_INPUT_MUTATION, GRAD_NO_GRAD, compile | eager);
    CHECK(r.verdict == RV_REJECT && r.mixed && r.rejecting == compile);
    CHECK(strcmp(release_quote(a, &r, 214, HOP_FLEX_GEMM, "flex_gemm"), "\"flex_gemm might be modifying the input!\"") == 0);
    CHECK(!release_rejects(214, HOP_FLEX_GEMM, RC_INPUT_MUTATION, GRAD_ENABLED, eager | export | make_fx));
    CHECK(!release_rejects(214, HOP_FLEX_GEMM, RC_ALIAS_OUT_OUT, GRAD_ENABLED, CAPTURE_ALL_PATHS));
    CHECK(release_rejects(214, HOP_FLEX_GEMM, RC_SCALAR_ITEM, GRAD_ENABLED, export));
    CHECK(!release_rejects(214, HOP_FLEX_GEMM, RC_SCALAR_ITEM, GRAD_ENABLED, eager));
}

static void test_words(Arena *a)
{
    ReleaseRuling r = release_rule(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, GRAD_NO_GRAD, compile);
    CHECK(strcmp(release_quote(a, &r, 213, HOP_WHILE_LOOP, "body_fn"), "\"body_fn might be modifying the input!\"") == 0);
    r = release_rule(213, HOP_SCAN, RC_ALIAS_IN_OUT, GRAD_ENABLED, compile);
    CHECK(strcmp(release_quote(a, &r, 213, HOP_SCAN, "scan"),
                 "\"Encountered aliasing during higher order op tracing\" (\"Higher order ops do not support aliasing. "
                 "Found in <bound method HigherOrderOperator.name of <torch._higher_order_ops.scan.ScanOp object at "
                 "0x...>>\")") == 0);
    /* older releases: the per-HOP words of UnsupportedAliasMutationException */
    r = release_rule(205, HOP_COND, RC_INPUT_MUTATION, GRAD_ENABLED, make_fx);
    CHECK(strcmp(release_quote(a, &r, 205, HOP_COND, "cond_true"), "\"One of torch.cond branch might be modifying the input!\"") == 0);
    r = release_rule(213, HOP_COND, RC_INPUT_MUTATION, GRAD_NO_GRAD, compile);
    CHECK(strcmp(release_quote(a, &r, 213, HOP_COND, "cond_true"), "") == 0);
    CHECK(strcmp(release_paths_words(a, compile | eager), "torch.compile") == 0);
    CHECK(strcmp(release_paths_words(a, compile | export), "torch.compile with AOTAutograd and torch.export") == 0);
    CHECK(strcmp(release_check_name(RC_ALIAS_IN_IN), "alias-in-in") == 0);
}

/* A grad mode nobody says and a capture path the dump does not show: the modes' rulings joined,
 * open wherever some mode and path accept (measured 2.13.0: a torch.compile(backend="eager") run
 * under no_grad of a while_loop body writing its carry, and of a cond branch returning its
 * input, is accepted; aot_eager rejects both) */
static void test_join_paths(Arena *a)
{
    ReleaseRuling per[GRAD_COUNT];
    for (int g = 0; g < GRAD_COUNT; g++)
        per[g] = release_rule(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, (GradMode)g, compile | eager);
    ReleaseRuling r = release_join_grads(per, all_grads);
    CHECK(r.verdict == RV_REJECT && !r.grad_mixed && r.mixed && release_grad_matters(&r));
    CHECK(r.rejecting_under[GRAD_ENABLED] == (compile | eager) && r.rejecting_under[GRAD_NO_GRAD] == compile);
    CHECK(strcmp(release_unsure_words(a, &r),
                 " (rejected under grad enabled; under no_grad and inference_mode by torch.compile with AOTAutograd "
                 "only; the dump shows neither the grad mode nor how it was captured: say --grad and --capture)") == 0);
    /* an edit after capture judges it with grad enabled: every path rejects there */
    ReleaseRuling settled = r;
    release_settle_grad(&settled, GRAD_ENABLED);
    CHECK(!settled.mixed && !settled.grad_mixed && !release_grad_matters(&settled) &&
          strcmp(release_unsure_words(a, &settled), "") == 0);
    /* every mode rejects on the same paths: the grad mode does not matter */
    for (int g = 0; g < GRAD_COUNT; g++) per[g] = release_rule(213, HOP_SCAN, RC_ALIAS_IN_OUT, (GradMode)g, compile | eager);
    r = release_join_grads(per, all_grads);
    CHECK(r.verdict == RV_REJECT && !r.mixed && !release_grad_matters(&r) && strcmp(release_unsure_words(a, &r), "") == 0);
    /* the modes joined are the mask's only: grad off alone, one path rejecting */
    for (int g = 0; g < GRAD_COUNT; g++) per[g] = release_rule(213, HOP_COND, RC_ALIAS_IN_OUT, (GradMode)g, compile | eager);
    per[GRAD_ENABLED].verdict = RV_ACCEPT; /* not read */
    r = release_join_grads(per, grads_off);
    CHECK(r.verdict == RV_REJECT && !r.grad_mixed && r.mixed && r.rejecting == compile && !release_grad_matters(&r));
    CHECK(strcmp(release_unsure_words(a, &r),
                 " (only torch.compile with AOTAutograd rejects it; the dump does not show how it was captured: say "
                 "--capture)") == 0);
}

/* A rule that knows a check misses its case takes that check's rejections out: a while_loop
 * body writing its carry through out= on the AOTAutograd path, which functionalization (reading
 * positional arguments) never sees; Dynamo's own rejection stays (measured 2.13.0, 2.14.1:
 * while_mut_out under no_grad and inference_mode accepted by aot_eager) */
static void test_accept_worded(void)
{
    ReleaseRuling per[GRAD_COUNT];
    for (int g = 0; g < GRAD_COUNT; g++) per[g] = release_rule(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, (GradMode)g, compile);
    ReleaseRuling r = release_join_grads(per, all_grads);
    CHECK(r.verdict == RV_REJECT && !r.grad_mixed && r.grads_rejecting == all_grads);
    CHECK(release_accept_worded(&r, RM_FUNC_MUTATION));
    CHECK(r.verdict == RV_REJECT && r.grad_mixed && r.grads_rejecting == GRAD_BIT(GRAD_ENABLED) && !r.mixed &&
          r.change->message == RM_DYNAMO_MUTATION && r.rejecting == compile);
    /* nothing worded so: unchanged; every rejection worded so: accepted */
    CHECK(release_accept_worded(&r, RM_FUNC_ALIAS) && r.grads_rejecting == GRAD_BIT(GRAD_ENABLED));
    CHECK(!release_accept_worded(&r, RM_DYNAMO_MUTATION) && r.verdict == RV_ACCEPT && !r.grad_mixed);
    /* a ruling of one mode */
    r = release_rule(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, GRAD_NO_GRAD, compile);
    CHECK(!release_accept_worded(&r, RM_FUNC_MUTATION) && r.verdict == RV_ACCEPT);
    r = release_rule(213, HOP_WHILE_LOOP, RC_INPUT_MUTATION, GRAD_ENABLED, compile);
    CHECK(release_accept_worded(&r, RM_FUNC_MUTATION) && r.verdict == RV_REJECT);
}

/* Dynamo's own graph shows a mode it traced the body under: a cond branch writing its operand
 * only with grad off (Dynamo refuses it with grad on in every release that traces it: 2.12 and
 * later); aliasing in a cond branch under any mode (before 2.8 Dynamo did not check it); a
 * while_loop body's write under any mode (before 2.8 its rejection is not Dynamo's, so it may
 * come after the graph was printed); switch (2.14) as cond */
static void test_dynamo_grads(void)
{
    CHECK(release_dynamo_grads(0, HOP_COND, RC_INPUT_MUTATION) == grads_off);
    CHECK(release_dynamo_grads(0, HOP_SWITCH, RC_INPUT_MUTATION) == grads_off);
    CHECK(release_dynamo_grads(0, HOP_COND, RC_ALIAS_IN_OUT) == all_grads);
    CHECK(release_dynamo_grads(0, HOP_COND, RC_ITEM_ASSIGN) == all_grads);
    CHECK(release_dynamo_grads(0, HOP_WHILE_LOOP, RC_CAPTURED_MUTATION) == all_grads);
    /* refused under every mode by every release (no graph shows it but an edited one), or
     * checked by no release: nothing to tell, every mode */
    CHECK(release_dynamo_grads(0, HOP_WHILE_LOOP_STACK_OUTPUT, RC_INPUT_MUTATION) == all_grads);
    /* a log that shows which PyTorch wrote it (compilation_metrics pytorch_version, 2.12 and
     * later; where its lines were logged from) is asked of that release alone: 2.14's Dynamo traces a while_loop body's write,
     * and a cond branch returning its input, only with grad off; 2.11's refuses the while_loop
     * write in every mode (no mode left to tell: every mode); a release without the HOP is
     * read as unknown */
    CHECK(release_dynamo_grads(214, HOP_WHILE_LOOP, RC_INPUT_MUTATION) == grads_off);
    CHECK(release_dynamo_grads(214, HOP_COND, RC_ALIAS_IN_OUT) == grads_off);
    CHECK(release_dynamo_grads(211, HOP_WHILE_LOOP, RC_INPUT_MUTATION) == all_grads);
    CHECK(release_dynamo_grads(213, HOP_SWITCH, RC_INPUT_MUTATION) == release_dynamo_grads(0, HOP_SWITCH, RC_INPUT_MUTATION));
    CHECK(release_dynamo_grads(0, HOP_WRAP, RC_INPUT_MUTATION) == all_grads);
}

/* A Dynamo graph whose compile went on to AOTAutograd's records shows a mode under which
 * torch.compile with AOTAutograd does not refuse the call before writing them: the print HOP in
 * a checkpoint only with grad off (2.12 on; 2.11 checks nothing there: every mode); a cond
 * branch's t_ of its operand only with grad off (grad on, Dynamo refuses it; grad off,
 * AOTAutograd refuses it, but at run time, after its graphs); a cond branch returning its input
 * under no mode (Dynamo's refusal with grad on, functionalization's with grad off: nothing to
 * tell, every mode) */
static void test_aot_grads(void)
{
    CHECK(release_aot_grads(214, HOP_TAG_ACTIVATION_CHECKPOINT, RC_NESTED_HOP) == grads_off);
    CHECK(release_aot_grads(212, HOP_WRAP_ACTIVATION_CHECKPOINT, RC_NESTED_HOP) == grads_off);
    CHECK(release_aot_grads(211, HOP_TAG_ACTIVATION_CHECKPOINT, RC_NESTED_HOP) == all_grads);
    CHECK(release_aot_grads(214, HOP_COND, RC_METADATA_MUTATION) == grads_off);
    CHECK(release_aot_grads(214, HOP_COND, RC_ALIAS_IN_OUT) == all_grads);
    /* it adds to what Dynamo's graph shows: Dynamo traces the checkpoint in every mode */
    CHECK(release_dynamo_grads(214, HOP_TAG_ACTIVATION_CHECKPOINT, RC_NESTED_HOP) == all_grads);
}

/* A metadata change of an operand itself (t_): where grad off lets a write through, AOTAutograd
 * alone refuses it (measured 2.12.1, 2.13.0, 2.14.1); with grad on it is any write; invoke_subgraph's
 * AOTAutograd path refuses it in every mode; map lets writes through only from 2.14 */
static void test_metadata_mutation(Arena *a)
{
    const uint8_t trace = export | make_fx;
    for (int rel = 212; rel <= 214; rel++) {
        ReleaseRuling r = release_rule(rel, HOP_COND, RC_METADATA_MUTATION, GRAD_NO_GRAD, compile | eager | trace);
        CHECK(r.verdict == RV_REJECT && r.mixed && r.rejecting == compile);
        CHECK(strstr(release_quote(a, &r, rel, HOP_COND, "cond_true_0"), "refer to a single memory location") != NULL);
        CHECK(!release_rejects(rel, HOP_COND, RC_METADATA_MUTATION, GRAD_INFERENCE, eager | trace));
        r = release_rule(rel, HOP_COND, RC_METADATA_MUTATION, GRAD_ENABLED, eager);
        CHECK(r.verdict == RV_REJECT && r.change->message == RM_DYNAMO_MUTATION);
        CHECK(release_rejects(rel, HOP_INVOKE_SUBGRAPH, RC_METADATA_MUTATION, GRAD_ENABLED, compile));
        CHECK(!release_rejects(rel, HOP_INVOKE_SUBGRAPH, RC_METADATA_MUTATION, GRAD_ENABLED, eager | trace));
    }
    CHECK(release_rejects(213, HOP_MAP_IMPL, RC_METADATA_MUTATION, GRAD_NO_GRAD, eager));
    CHECK(!release_rejects(214, HOP_MAP_IMPL, RC_METADATA_MUTATION, GRAD_NO_GRAD, eager | trace));
    CHECK(release_rejects(214, HOP_MAP_IMPL, RC_METADATA_MUTATION, GRAD_NO_GRAD, compile));
    CHECK(strcmp(release_check_name(RC_METADATA_MUTATION), "metadata-mutation") == 0);
}

static void test_parse(void)
{
    CHECK(release_parse("2.5") == 205 && release_parse("2.5.1") == 205 && release_parse("2.5.0a0+git1234abc") == 205);
    CHECK(release_parse("2.13.0+cpu") == 213 && release_parse("2.10") == 210 && release_parse("newest") == RELEASE_NEWEST_MEASURED);
    CHECK(release_parse("2.6.0.dev20241112") == 206 && release_parse("2.10.0rc2") == 210);
    CHECK(release_parse("9.9") == -1 && release_parse("2.0") == -1 && release_parse("2.16") == -1);
    /* 2.15 is known (from its pull requests); newest is the newest measured, 2.14 */
    CHECK(release_parse("2.14.1+cu130") == 214 && release_parse("2.15.0") == 215 && RELEASE_NEWEST == 215);
    CHECK(release_parse("latest") == 214 && RELEASE_NEWEST_MEASURED <= RELEASE_NEWEST);
    CHECK(strcmp(release_basis(215), "rules from public pull requests, not measured") == 0);
    /* the releases the conformance suite ran: 2.9.1 to 2.12.1 too */
    CHECK(strncmp(release_basis(209), "measured (PyTorch 2.9.1", 23) == 0);
    CHECK(strncmp(release_basis(210), "measured (PyTorch 2.10.0", 24) == 0);
    CHECK(strcmp(release_basis(211), "measured (PyTorch 2.11.0)") == 0);
    CHECK(strcmp(release_basis(212), "measured (PyTorch 2.12.1)") == 0);
    CHECK(strncmp(release_basis(208), "rules from pull-request dates", 29) == 0);
    CHECK(strncmp(release_basis(RELEASE_NEWEST_MEASURED), "measured", 8) == 0 && strcmp(release_basis(216), "?") == 0);
    CHECK(release_parse("2") == -1 && release_parse("2.") == -1 && release_parse("2.5x") == -1 && release_parse("") == -1);
    CHECK(release_parse("1.13.1") == -1 && release_parse("2.005") == -1);
    CHECK(strcmp(release_name(201), "2.1") == 0 && strcmp(release_name(213), "2.13") == 0 && strcmp(release_name(200), "?") == 0);
    CHECK(grad_mode_parse("no_grad") == GRAD_NO_GRAD && grad_mode_parse("inference-mode") == GRAD_INFERENCE);
    CHECK(capture_path_parse("make_fx") == CAPTURE_MAKE_FX && capture_path_parse("aot_eager") == CAPTURE_COMPILE);
    CHECK(capture_path_parse("jit") == -1 && grad_mode_parse("off") == -1);
}

int main(void)
{
    Arena a;
    arena_init(&a);
    test_invariants();
    test_cond();
    test_loops();
    test_214_hops(&a);
    test_words(&a);
    test_join_paths(&a);
    test_accept_worded();
    test_dynamo_grads();
    test_aot_grads();
    test_metadata_mutation(&a);
    test_parse();
    arena_free(&a);
    return harness_exit("test_release");
}
