/* Unit tests of the TOML reader: every construct the config needs, exact error positions for
 * malformed input, and a deterministic mutation fuzz run that must never crash or report an
 * error outside the document. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "engine/toml.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static TomlValue *parse(Arena *a, const char *text, TomlError *err)
{
    return toml_parse(a, text, strlen(text), err);
}

/* Follows a dotted path of plain keys ("tool.fxlint.select"); NULL when absent. */
static const TomlValue *get(const TomlValue *t, const char *path)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *part = strtok(buf, "."); part; part = strtok(NULL, ".")) {
        const TomlEntry *e = toml_table_get(t, part);
        if (!e) return NULL;
        t = e->value;
    }
    return t;
}

static bool str_is(const TomlValue *v, const char *s)
{
    return v && (v->kind == TOML_STRING || v->kind == TOML_DATETIME) && v->as.str.len == strlen(s) &&
           memcmp(v->as.str.ptr, s, v->as.str.len) == 0;
}

static void test_values(Arena *a)
{
    TomlError err;
    const char *doc =
        "# a pyproject\n"
        "[project]\n"
        "name = \"demo\"  # trailing comment\n"
        "version = '1.0'\n"
        "readme = \"\"\"\n"
        "line one\n"
        "line \\\n"
        "    two\"\"\"\n"
        "raw = '''\n"
        "C:\\path\\''''\n"
        "\n"
        "[tool.fxlint]\n"
        "select = [\n"
        "    \"FX1\",  # branch rules\n"
        "    'FX9',\n"
        "]\n"
        "no-grad = true\n"
        "capture-dynamic-output-shape-ops = false\n"
        "target = \"2.5\"\n"
        "\"quoted key\" = \"tab\\there \\u00e9 \\U0001F600\"\n"
        "per-file-ignores = { \"tests/*.py\" = [\"FX101\"], gen.x = 1 }\n"
        "[tool.fxlint.severity]\n"
        "FX904 = \"warning\"\n"
        "[tool . other]\n"
        "n = -0 \n"
        "hex = 0xDEAD_beef\n"
        "oct = 0o755\n"
        "bin = 0b1010\n"
        "big = 9_223_372_036_854_775_807\n"
        "small = -9223372036854775808\n"
        "f = 6.626e-34\n"
        "g = -inf\n"
        "h = nan\n"
        "d1 = 1979-05-27T07:32:00Z\n"
        "d2 = 1979-05-27 00:32:00.999999-07:00\n"
        "d3 = 1979-05-27\n"
        "d4 = 07:32:00\n"
        "[[tool.mypy.overrides]]\n"
        "module = \"a\"\n"
        "[[tool.mypy.overrides]]\n"
        "module = \"b\"\n"
        "[tool.mypy.overrides.sub]\n"
        "k = 1\n"
        "dotted.a.b = 1\n"
        "dotted.a.c = 2\n";
    TomlValue *root = parse(a, doc, &err);
    CHECK(root != NULL);
    if (!root) {
        fprintf(stderr, "unexpected error %u:%u: %s\n", err.line, err.col, err.message);
        return;
    }
    CHECK(str_is(get(root, "project.name"), "demo"));
    CHECK(str_is(get(root, "project.version"), "1.0"));
    CHECK(str_is(get(root, "project.readme"), "line one\nline two"));
    CHECK(str_is(get(root, "project.raw"), "C:\\path\\'"));
    const TomlValue *sel = get(root, "tool.fxlint.select");
    CHECK(sel && sel->kind == TOML_ARRAY && sel->as.array.len == 2);
    if (sel && sel->kind == TOML_ARRAY && sel->as.array.len == 2) {
        CHECK(str_is(sel->as.array.items[0], "FX1") && str_is(sel->as.array.items[1], "FX9"));
        CHECK(sel->line == 13 && sel->col == 10);
        CHECK(sel->as.array.items[1]->line == 15 && sel->as.array.items[1]->col == 5);
    }
    const TomlValue *ng = get(root, "tool.fxlint.no-grad");
    CHECK(ng && ng->kind == TOML_BOOLEAN && ng->as.boolean);
    const TomlValue *cap = get(root, "tool.fxlint.capture-dynamic-output-shape-ops");
    CHECK(cap && cap->kind == TOML_BOOLEAN && !cap->as.boolean);
    const TomlEntry *q = toml_table_get(get(root, "tool.fxlint"), "quoted key");
    CHECK(q && str_is(q->value, "tab\there \xC3\xA9 \xF0\x9F\x98\x80") && q->line == 20 && q->col == 1);
    const TomlValue *pfi = get(root, "tool.fxlint.per-file-ignores");
    CHECK(pfi && pfi->kind == TOML_TABLE && pfi->as.table.len == 2);
    CHECK(pfi && pfi->as.table.len >= 1 && strcmp(pfi->as.table.items[0].key, "tests/*.py") == 0);
    CHECK(str_is(get(root, "tool.fxlint.severity.FX904"), "warning"));
    const TomlValue *v;
    CHECK((v = get(root, "tool.other.n")) && v->kind == TOML_INTEGER && v->as.integer == 0);
    CHECK((v = get(root, "tool.other.hex")) && v->as.integer == 0xDEADBEEF);
    CHECK((v = get(root, "tool.other.oct")) && v->as.integer == 0755);
    CHECK((v = get(root, "tool.other.bin")) && v->as.integer == 10);
    CHECK((v = get(root, "tool.other.big")) && v->as.integer == INT64_MAX);
    CHECK((v = get(root, "tool.other.small")) && v->as.integer == INT64_MIN);
    CHECK((v = get(root, "tool.other.f")) && v->kind == TOML_FLOAT && fabs(v->as.real - 6.626e-34) < 1e-40);
    CHECK((v = get(root, "tool.other.g")) && v->kind == TOML_FLOAT && isinf(v->as.real) && v->as.real < 0);
    CHECK((v = get(root, "tool.other.h")) && v->kind == TOML_FLOAT && isnan(v->as.real));
    CHECK(str_is(get(root, "tool.other.d1"), "1979-05-27T07:32:00Z"));
    CHECK(str_is(get(root, "tool.other.d2"), "1979-05-27 00:32:00.999999-07:00"));
    CHECK(str_is(get(root, "tool.other.d3"), "1979-05-27"));
    CHECK(str_is(get(root, "tool.other.d4"), "07:32:00"));
    const TomlValue *ov = get(root, "tool.mypy.overrides");
    CHECK(ov && ov->kind == TOML_ARRAY && ov->as.array.len == 2);
    if (ov && ov->kind == TOML_ARRAY && ov->as.array.len == 2) {
        CHECK(str_is(get(ov->as.array.items[0], "module"), "a"));
        CHECK(str_is(get(ov->as.array.items[1], "module"), "b"));
        CHECK((v = get(ov->as.array.items[1], "sub.dotted.a.c")) && v->as.integer == 2);
        CHECK(get(ov->as.array.items[0], "sub") == NULL);
    }

    /* CRLF line ends, an empty document, a document of comments */
    CHECK((root = parse(a, "a = 1\r\nb = [\r\n 2,\r\n]\r\n", &err)) && get(root, "b")->as.array.len == 1);
    CHECK((root = parse(a, "", &err)) && root->as.table.len == 0);
    CHECK((root = parse(a, "# only\n\n   # comments", &err)) && root->as.table.len == 0);
    /* an implicit table defined later by its own header is fine */
    CHECK(parse(a, "[a.b]\nx = 1\n[a]\ny = 2\n", &err) != NULL);
    /* a dotted table grows sub-tables through headers */
    CHECK(parse(a, "[fruit]\napple.color = 'red'\n[fruit.apple.texture]\nsmooth = true\n", &err) != NULL);
    /* nested arrays and inline tables, mixed types */
    CHECK((root = parse(a, "x = [[1, 2], ['a'], {k = [true]}, 1.5]\n", &err)) && get(root, "x")->as.array.len == 4);
    /* a quoted key with a NUL keeps its length */
    CHECK((root = parse(a, "\"a\\u0000b\" = 1\n", &err)) && root->as.table.items[0].key_len == 3);
}

typedef struct BadCase {
    const char *doc;
    uint32_t line, col;
    const char *message; /* a substring of the error */
} BadCase;

static void test_errors(Arena *a)
{
    static const BadCase cases[] = {
        {"a = 1\na = 2\n", 2, 1, "duplicate key 'a' (first at line 1)"},
        {"[tool.fxlint]\nselect = [\"FX1\"\n", 3, 1, "unterminated array"},
        {"x = \"abc\n", 1, 9, "newline in a single-line string"},
        {"x = \"abc", 1, 5, "unterminated string"},
        {"x = 'a' 'b'\n", 1, 9, "expected a newline"},
        {"x = abc\n", 1, 5, "strings need quotes"},
        {"x = 01\n", 1, 5, "leading zeros"},
        {"x = 1__0\n", 1, 6, "underscore"},
        {"x = 9223372036854775808\n", 1, 5, "out of range"},
        {"x = +0x10\n", 1, 5, "sign is not allowed"},
        {"x = \"\\q\"\n", 1, 6, "invalid escape"},
        {"x = \"\\uD800\"\n", 1, 6, "not a Unicode scalar"},
        {"x = { a = 1, }\n", 1, 14, "trailing comma"},
        {"x = { a = 1,\n b = 2 }\n", 1, 13, "one line"},
        {"[a]\n[a]\n", 2, 2, "table 'a' already defined at line 1"},
        {"a = 1\n[a]\n", 2, 2, "key 'a' already defined"},
        {"a = {b = 1}\na.c = 2\n", 2, 1, "inline table"},
        {"[a.b]\nc = 1\n[a]\nb.d = 2\n", 4, 1, "defined at line 1"},
        {"[fruit]\napple.color = 'red'\n[fruit.apple]\n", 3, 8, "already defined"},
        {"a = [1]\n[[a]]\n", 2, 3, "not an array of tables"},
        {"[a\n", 1, 3, "expected ']'"},
        {"= 1\n", 1, 1, "expected a key"},
        {"a 1\n", 1, 3, "expected '='"},
        {"a = \n", 1, 5, "expected a value"},
        {"a = 1979-13-01\n", 1, 5, "invalid date"},
        {"a = 25:00:00\n", 1, 5, "invalid date"},
        {"a = 1\rb = 2\n", 1, 6, "carriage return"},
        {"a = \"\x01\"\n", 1, 6, "control character"},
        {"# comment \x7f\n", 1, 11, "control character"},
        {"a = \"\xff\"\n", 1, 6, "UTF-8"},
        {"a = \"\"\"x\"\"\"\"\"\"\n", 1, 14, "too many quotes"},
        {"\"\"\"a\"\"\" = 1\n", 1, 1, "multi-line"},
        {"a.b = 1\na = 2\n", 2, 1, "duplicate key 'a'"},
        {"x = [1 2]\n", 1, 8, "expected ',' or ']'"},
        {"x = 1.\n", 1, 7, "expected a digit"},
        {"x = 1e400\n", 1, 5, "out of range"},
        {"x = tru\n", 1, 5, "strings need quotes"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TomlError err;
        TomlValue *root = parse(a, cases[i].doc, &err);
        bool ok = root == NULL && err.line == cases[i].line && err.col == cases[i].col &&
                  strstr(err.message, cases[i].message) != NULL;
        if (!ok) {
            fprintf(stderr, "case %zu: expected %u:%u '%s', got %s %u:%u '%s'\n", i, cases[i].line, cases[i].col,
                    cases[i].message, root ? "success" : "error", err.line, err.col, err.message);
            failures++;
        }
    }
    /* nesting is bounded: a deep array is an error, not a stack overflow */
    char deep[4096];
    size_t n = (size_t)snprintf(deep, sizeof deep, "x = ");
    for (int i = 0; i < 1000; i++) deep[n++] = '[';
    deep[n] = 0;
    TomlError err;
    CHECK(parse(a, deep, &err) == NULL && strstr(err.message, "nested too deep"));
}

/* ---- deterministic mutation fuzzing ---- */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rng_next(void)
{
    /* xorshift64*: deterministic, so a failure reproduces from the iteration number */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}

static const char *const seeds[] = {
    "[tool.fxlint]\nselect = [\"FX1\", 'FX9']\nignore = []\nno-grad = true\n",
    "[tool.fxlint.per-file-ignores]\n\"a/*.py\" = [\"FX101\"]\n[tool.fxlint.severity]\nFX904 = \"warning\"\n",
    "a = { b = 1, c.d = [1, 2.5, -inf, 0x1F], e = \"\\u00e9\\n\" }\n",
    "s = \"\"\"\nx\\\n  y\"\"\"\nt = '''z'''\n[[aot]]\nk = 1979-05-27T07:32:00Z\n[[aot]]\nk = 07:32:00\n",
    "x.y.z = 1\n[x.w]\nq = [[1], [\"2\"], {a = true}]\n",
};

static const char *const tokens[] = {
    "[", "]", "[[", "]]", "{", "}", "=", ",", ".", "\"", "'", "\"\"\"", "'''", "\\", "\\u", "\\U0001F600",
    "\n", "\r\n", "\r", "#", " ", "\t", "0x", "0o", "0b", "_", "+", "-", "e", "inf", "nan", "true", "false",
    "1979-05-27", "T", ":", "Z", "\xC3\xA9", "\xFF", "\x00", "a", "1", "9223372036854775807",
};

static void fuzz_one(Arena *a, const char *text, size_t len)
{
    TomlError err;
    TomlValue *root = toml_parse(a, text, len, &err);
    if (root) {
        CHECK(root->kind == TOML_TABLE);
        return;
    }
    uint32_t lines = 1;
    for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
    CHECK(err.line >= 1 && err.line <= lines && err.col >= 1 && err.message[0] != 0);
}

static void test_fuzz(Arena *a, long iterations)
{
    char buf[2048];
    for (long it = 0; it < iterations; it++) {
        const char *seed = seeds[rng_next() % (sizeof seeds / sizeof seeds[0])];
        size_t len = strlen(seed);
        memcpy(buf, seed, len);
        int edits = 1 + (int)(rng_next() % 6);
        for (int e = 0; e < edits; e++) {
            size_t at = len ? (size_t)(rng_next() % (len + 1)) : 0;
            switch (rng_next() % 5) {
            case 0: /* flip a byte */
                if (len) buf[at % len] = (char)(rng_next() & 0xFF);
                break;
            case 1: /* delete a run */
                if (len) {
                    size_t n = 1 + (size_t)(rng_next() % 8);
                    if (at + n > len) n = len - at;
                    memmove(buf + at, buf + at + n, len - at - n);
                    len -= n;
                }
                break;
            case 2: { /* insert a token */
                const char *t = tokens[rng_next() % (sizeof tokens / sizeof tokens[0])];
                size_t n = t[0] ? strlen(t) : 1;
                if (len + n < sizeof buf) {
                    memmove(buf + at + n, buf + at, len - at);
                    memcpy(buf + at, t, n);
                    len += n;
                }
                break;
            }
            case 3: /* duplicate a run */
                if (len && len * 2 < sizeof buf) {
                    size_t n = (size_t)(rng_next() % (len - at + 1));
                    memmove(buf + at + n, buf + at, len - at);
                    len += n;
                }
                break;
            default: /* truncate */
                len = at;
                break;
            }
        }
        /* parse a copy of exactly len bytes, so reading past the end shows under ASan */
        char *copy = malloc(len ? len : 1);
        if (!copy) abort();
        memcpy(copy, buf, len);
        fuzz_one(a, copy, len);
        free(copy);
        arena_reset(a);
    }
}

int main(int argc, char **argv)
{
    Arena a;
    arena_init(&a);
    test_values(&a);
    test_errors(&a);
    long iterations = argc > 1 ? strtol(argv[1], NULL, 10) : 50000;
    test_fuzz(&a, iterations);
    arena_free(&a);
    if (failures) {
        fprintf(stderr, "test_toml: %d failures\n", failures);
        return 1;
    }
    printf("test_toml: ok (%ld fuzz iterations)\n", iterations);
    return 0;
}
