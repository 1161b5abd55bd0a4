/* Unit tests for the one-pass scan of TORCH_TRACE header metadata (frontends/trace_meta.c):
 * wherever it answers, its fields are those jansson parses (the trace reader's reference and
 * its fallback), on headers as PyTorch writes them, on edge cases of the JSON grammar, and on
 * tens of thousands of headers mutated at random; and it answers for the common headers, so
 * the fast path is the one a log takes. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "frontends/trace_meta.h"
#include "harness.h"

/* Headers as PyTorch 2.x writes them (first key: the event). */
static const char *const real[] = {
    "{\"artifact\": {\"name\": \"fx_graph_cache_hash\", \"encoding\": \"json\"}, \"frame_id\": 0, \"frame_compile_id\": 0, "
    "\"attempt\": 0, \"has_payload\": \"caf22c9efdb7b00ae32f868f7fce6a82\"}",
    "{\"artifact\": {\"name\": \"before_recompile_pre_grad\", \"encoding\": \"string\"}, \"frame_id\": 0, "
    "\"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"4f963b349492771abf7e5c8157e0ee1e\"}",
    "{\"graph_dump\": {\"name\": \"inductor_aot_wrapper_code\", \"type\": \"cpp\", \"filename\": "
    "\"/var/tmp/torchinductor/cw/cwhk.cpp\"}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 1, "
    "\"has_payload\": \"0123456789abcdef0123456789abcdef\"}",
    "{\"chromium_event\": {}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": "
    "\"b2a1ca4d23e8e2ad2ea1e7d84e7dd3bd\"}",
    "{\"str\": [\"/home/user/pytorch/torch/_dynamo/convert_frame.py\", 0]}",
    "{\"describe_tensor\": {\"id\": 0, \"ndim\": 2, \"dtype\": \"torch.float32\", \"device\": \"device(type='cpu')\", "
    "\"size\": [4, 8], \"is_leaf\": true, \"stride\": [8, 1], \"storage\": 0, \"view_func\": null, \"describer_id\": 0}, "
    "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0}",
    "{\"dynamo_output_graph\": {\"sizes\": {\"l_x_\": [4, 8], \"sin\": [4, 8]}}, \"frame_id\": 3, \"frame_compile_id\": 1, "
    "\"attempt\": 2, \"has_payload\": \"d41d8cd98f00b204e9800998ecf8427e\"}",
    "{\"compilation_metrics\": {\"compile_id\": \"0/0\", \"frame_key\": \"1\", \"co_name\": \"forward\", "
    "\"cache_size\": 0, \"accumulated_cache_size\": 0, \"guard_count\": 9, \"entire_frame_compile_time_s\": 1.25, "
    "\"fail_type\": null, \"non_compliant_ops\": [], \"has_guarded_code\": true, \"possibly_missed_reinplacing_bytes\": "
    "-0}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 1}",
    "{\"exported_program\": {}, \"has_payload\": \"0123456789abcdef0123456789abcdef\"}",
    "{\"compilation_metrics\": {\"compile_id\": \"0/0\", \"frame_key\": \"1\", \"co_name\": \"forward\", \"fail_type\": "
    "null, \"fail_reason\": null, \"non_compliant_ops\": [], \"stack_trace\": [\"Line: 11, Name: forward\"], "
    "\"pytorch_version\": \"2.14.1+cu130\", \"inductor_config\": \"{\\\"TYPE_CHECKING\\\": false}\"}, \"frame_id\": 0, "
    "\"frame_compile_id\": 0, \"attempt\": 0}",
    /* a failed compile's end, whose reason has escapes: the scan leaves it to jansson (last) */
    "{\"compilation_metrics\": {\"co_name\": \"forward\", \"start_time\": 1727975450.6325822, \"backend_compile_time_s\": "
    "0.0006465911865234375, \"remote_cache_time_saved_s\": 1.9e-05, \"fail_reason\": \"Unsupported: call_method "
    "\\\"item\\\"\\nfrom user code:\\n   File \\\"x.py\\\", line 3\", \"dynamo_config\": \"{\\\"verbose\\\": false}\"}, "
    "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 1}",
};
#define NREAL (sizeof real / sizeof real[0])

/* Edge cases: repeated keys, the event's value not an object, escapes, UTF-8, numbers jansson
 * reads another way or refuses, broken text, nesting. */
static const char *const edge[] = {
    "{}",
    " { } ",
    "{\"artifact\": {\"name\": \"a\"}, \"artifact\": {\"encoding\": \"json\"}}",
    "{\"artifact\": 3}",
    "{\"artifact\": [{\"name\": \"after_joint_graph\"}]}",
    "{\"artifact\": {\"name\": \"after_\\u006aoint_graph\", \"encoding\": \"string\"}}",
    "{\"artifact\": {\"name\": \"after_joint_graph\", \"encoding\": \"str\\u0000ing\"}}",
    "{\"graph_dump\": {\"type\": \"c\\u0070p\"}}",
    "{\"graph_dump\": {\"type\": \"cpp\", \"type\": 1}}",
    "{\"frame_id\": 1, \"frame_id\": \"1\", \"frame_compile_id\": 2}",
    "{\"frame_id\": 1.0, \"frame_compile_id\": 2}",
    "{\"frame_id\": 1e2, \"frame_compile_id\": 2}",
    "{\"frame_id\": -7, \"frame_compile_id\": -0, \"attempt\": -1}",
    "{\"frame_id\": 012, \"frame_compile_id\": 2}",
    "{\"frame_id\": 99999999999999999999, \"frame_compile_id\": 2}",
    "{\"frame_id\": 123456789012345678, \"frame_compile_id\": 2}",
    "{\"frame_id\": 1., \"frame_compile_id\": 2}",
    "{\"frame_id\": .5}",
    "{\"frame_id\": -}",
    "{\"has_payload\": \"caf22c9efdb7b00ae32f868f7fce6a8\\u0032\"}",
    "{\"has_payload\": \"caf22c9efdb7b00ae32f868f7fce6a82\", \"has_payload\": null}",
    "{\"has_payload\": \"\xc3\xa9\"}",
    "{\"has_payload\": \"\xff\"}",
    "{\"a\": \"tab\there\"}",
    "{\"a\": [1, 2,]}",
    "{\"a\": {\"b\": }}",
    "{\"a\": 1,}",
    "{\"a\" 1}",
    "{a: 1}",
    "{\"a\": tru}",
    "{\"a\": true} x",
    "{\"a\": true}}",
    "[1, 2]",
    "\"str\"",
    "",
    "{\"a\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
    "{\"a\": {\"b\": {\"c\": {\"d\": [true, false, null, \"x\", -1.25, {}]}}}}",
    "{\"\": {\"name\": \"after_joint_graph\"}}",
    "{\"str\": [\"C:\\\\torch\\\\x.py\", 0], \"frame_id\": 4, \"frame_compile_id\": 1, \"why\": \"a \\\"b\\\" \\/ \\n\"}",
    "{\"has_payload\": \"caf22c9efdb7b00ae32f868f7fce6a8\\/\"}",
    "{\"artifact\": {\"name\": \"after_joint\\tgraph\"}}",
    "{\"artifact\": {\"na\\me\": \"x\"}}",
    "{\"a\\nb\": 1, \"frame_id\": 1, \"frame_compile_id\": 2}",
    "{\"a\": \"\\x\"}",
    "{\"a\": \"\\",
    "{\"t\": 1727975450.6325822, \"s\": 0.0006465911865234375, \"e\": 1.5e-05, \"f\": 2E+3, \"frame_id\": 1}",
    "{\"e\": 1e400, \"frame_id\": 1}",
    "{\"e\": 1e-400, \"frame_id\": 1}",
    "{\"e\": 1e, \"frame_id\": 1}",
    "{\"e\": 1e+, \"frame_id\": 1}",
    "{\"e\": 12345678901234567890.5, \"frame_id\": 1}",
    "{\"frame_id\": 1E2, \"frame_compile_id\": 2}",
    "{\"frame_id\": \"0\", \"frame_compile_id\": null, \"attempt\": [], \"has_payload\": 12}",
    "{\"has_payload\": \"not-a-digest-but-32-characters!!\"}",
};

typedef struct Ref {
    bool ok;      /* jansson parsed an object */
    json_t *root; /* the strings of m point into it: json_decref after comparing */
    TraceMeta m;
} Ref;

/* What jansson gives for the fields: the reader's own path for text the scan leaves to it. */
static Ref reference(const char *json, size_t n, const char *event)
{
    Ref r;
    memset(&r, 0, sizeof r);
    json_error_t err;
    r.root = json_loadb(json, n, 0, &err);
    r.ok = r.root && json_is_object(r.root);
    if (r.ok) trace_meta_of_json(r.root, event, &r.m);
    return r;
}

static bool same_str(const MetaStr *a, const MetaStr *b)
{
    return a->set == b->set && a->present == b->present &&
           (!a->set || (a->len == b->len && memcmp(a->ptr, b->ptr, a->len) == 0));
}

static bool same_int(const MetaInt *a, const MetaInt *b)
{
    return a->set == b->set && a->present == b->present && (!a->set || a->value == b->value);
}

/* The event as the trace reader names it: the text between the first two quotes. */
static void event_of(const char *json, size_t n, char *event, size_t cap)
{
    const char *q = memchr(json, '"', n);
    const char *qe = q ? memchr(q + 1, '"', n - (size_t)(q + 1 - json)) : NULL;
    size_t en = q && qe ? (size_t)(qe - q - 1) : 0;
    if (en >= cap) en = cap - 1;
    if (en) memcpy(event, q + 1, en);
    event[en] = 0;
}

/* Scans json: where the scan answers, jansson must have parsed it to the same fields.
 * Returns whether the scan answered. */
static bool agrees(const char *json, size_t n)
{
    char event[128];
    event_of(json, n, event, sizeof event);
    TraceMeta m;
    bool sure = trace_meta_scan(json, n, event, &m);
    if (!sure) return false;
    Ref r = reference(json, n, event);
    bool same = r.ok && same_int(&m.frame_id, &r.m.frame_id) && same_int(&m.frame_compile_id, &r.m.frame_compile_id) &&
                same_int(&m.attempt, &r.m.attempt) && same_str(&m.has_payload, &r.m.has_payload) &&
                same_str(&m.type, &r.m.type) && same_str(&m.name, &r.m.name) && same_str(&m.encoding, &r.m.encoding) &&
                same_str(&m.compile_id, &r.m.compile_id) && same_str(&m.fail_type, &r.m.fail_type) &&
                same_str(&m.fail_reason, &r.m.fail_reason) && same_str(&m.pytorch_version, &r.m.pytorch_version);
    if (!same) {
        fprintf(stderr, "trace_meta_scan and jansson differ (jansson %s) on: %.*s\n", r.ok ? "parsed" : "refused",
                (int)n, json);
        failures++;
    }
    json_decref(r.root);
    return true;
}

static void test_real_headers_take_the_scan(void)
{
    for (size_t i = 0; i + 1 < NREAL; i++) CHECK(agrees(real[i], strlen(real[i])));
    TraceMeta m;
    CHECK(!trace_meta_scan(real[NREAL - 1], strlen(real[NREAL - 1]), "compilation_metrics", &m));
}

static void test_edge_cases(void)
{
    int answered = 0;
    for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++) answered += agrees(edge[i], strlen(edge[i]));
    /* some it reads itself (repeats, nesting, plain numbers), the rest are left to jansson */
    CHECK(answered >= 10);
    const char *escaped = "{\"artifact\": {\"name\": \"after_\\u006aoint_graph\"}}";
    TraceMeta m;
    CHECK(!trace_meta_scan(escaped, strlen(escaped), "artifact", &m));
    const char *path = "{\"str\": [\"C:\\\\x.py\", 0], \"frame_id\": 4, \"frame_compile_id\": 1}";
    CHECK(trace_meta_scan(path, strlen(path), "str", &m) && m.frame_id.value == 4 && m.frame_compile_id.value == 1);
    const char *repeated = "{\"artifact\": {\"name\": \"a\"}, \"artifact\": {\"encoding\": \"json\"}}";
    CHECK(trace_meta_scan(repeated, strlen(repeated), "artifact", &m) && !m.name.set && m.encoding.set);
    /* a compile's end: read by the scan where its wanted strings have no escapes (a failure's
     * reason mostly has: jansson reads those); another event's compile_id is not wanted */
    const char *ended = "{\"compilation_metrics\": {\"compile_id\": \"1/0\", \"fail_type\": \"Unsupported\", "
                        "\"fail_reason\": \"Data-dependent branching\", \"pytorch_version\": \"2.13.0+cpu\"}}";
    CHECK(agrees(ended, strlen(ended)));
    CHECK(trace_meta_scan(ended, strlen(ended), "compilation_metrics", &m) && m.compile_id.len == 3 &&
          m.fail_type.len == 11 && m.fail_reason.len == 24 && m.pytorch_version.len == 10);
    const char *reason = "{\"compilation_metrics\": {\"compile_id\": \"0/0\", \"fail_reason\": \"a\\nb\"}}";
    CHECK(!trace_meta_scan(reason, strlen(reason), "compilation_metrics", &m) && agrees(reason, strlen(reason)) == false);
    const char *other = "{\"artifact\": {\"compile_id\": \"a\\\"b\", \"name\": \"x\"}}";
    CHECK(agrees(other, strlen(other)) && trace_meta_scan(other, strlen(other), "artifact", &m) && !m.compile_id.set);
    const char *nulls = "{\"compilation_metrics\": {\"compile_id\": null, \"pytorch_version\": 2}}";
    CHECK(agrees(nulls, strlen(nulls)) && trace_meta_scan(nulls, strlen(nulls), "compilation_metrics", &m) &&
          !m.compile_id.set && !m.pytorch_version.set);
}

static uint32_t next(uint32_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 17, *s ^= *s << 5;
    return *s;
}

/* Real headers with a few bytes deleted, doubled or replaced by JSON's own characters. */
static void test_mutations(void)
{
    static const char alphabet[] = "{}[]\",:0123456789.-+eE \\tfnu\x01\x80\xc3";
    uint32_t seed = 12345;
    int answered = 0, total = 0;
    char buf[1024];
    for (int round = 0; round < 40000; round++) {
        const char *src = real[next(&seed) % (sizeof real / sizeof real[0])];
        size_t n = strlen(src);
        memcpy(buf, src, n);
        int edits = 1 + (int)(next(&seed) % 3);
        for (int e = 0; e < edits && n > 1 && n < sizeof buf - 2; e++) {
            size_t at = next(&seed) % n;
            switch (next(&seed) % 3) {
            case 0: memmove(buf + at, buf + at + 1, n - at - 1), n--; break;
            case 1: memmove(buf + at + 1, buf + at, n - at), n++; break;
            default: buf[at] = alphabet[next(&seed) % (sizeof alphabet - 1)]; break;
            }
        }
        answered += agrees(buf, n);
        total++;
    }
    /* a mutation mostly breaks the JSON; those left valid are mostly read by the scan */
    CHECK(answered > total / 20);
}

int main(void)
{
    test_real_headers_take_the_scan();
    test_edge_cases();
    test_mutations();
    return harness_exit("test_trace_meta");
}
