/* libFuzzer harness for the front end of print_tabular() tables: any bytes read as
 * --input-format tabular give graphs the rules check, or FX9xx diagnostics placed in the input;
 * never a crash, a hang, a leak or undefined behaviour. Run by tests/fuzz/run-fuzz.sh. */
#include "fuzz_frontend.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_frontend(data, size, FMT_TABULAR);
}
