/* libFuzzer harness for the TOML reader (a bonus to the deterministic fuzz run in
 * tests/unit/test_toml.c): any bytes must parse or fail with a position inside the input.
 * Built and run by tests/ecosystem/fuzz_toml.sh when clang with -fsanitize=fuzzer exists. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "base/arena.h"
#include "engine/toml.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Arena a;
    arena_init(&a);
    TomlError err;
    TomlValue *root = toml_parse(&a, (const char *)data, size, &err);
    if (!root) {
        uint32_t lines = 1;
        for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
        if (err.line < 1 || err.line > lines || err.col < 1 || !err.message[0]) abort();
    } else if (root->kind != TOML_TABLE) {
        abort();
    }
    arena_free(&a);
    return 0;
}
