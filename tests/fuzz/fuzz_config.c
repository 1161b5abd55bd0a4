/* libFuzzer harness for config files above the TOML reader: the bytes are written as a
 * pyproject.toml or an .fxlint.toml (by the input's size) in a private folder and read as
 * `fxlint check` reads them, then applied (rule sets, severities, per-file ignores, excludes
 * matched against a few paths). A bad file must be refused with "path:line:col: what";
 * never a crash, a leak or undefined behaviour. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/config_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[256];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!dir[0]) {
        const char *tmp = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/fxlint-fuzz-config-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
        if (mkdir(dir, 0700) != 0 && access(dir, W_OK) != 0) abort();
    }
    char path[320];
    snprintf(path, sizeof path, "%s/%s", dir, size % 2 ? "pyproject.toml" : ".fxlint.toml");
    FILE *f = fopen(path, "wb");
    if (!f) abort();
    if (size) fwrite(data, 1, size, f);
    fclose(f);
    Arena a;
    arena_init(&a);
    ConfigLayer layer;
    const char *error = NULL;
    int rc = config_file_read(&a, path, &layer, &error);
    if (rc < 0 && (!error || strncmp(error, path, strlen(path)) != 0)) abort();
    if (rc == 0) {
        Config cfg;
        config_init_defaults(&cfg);
        config_layer_apply(&layer, &cfg);
        static const char *const inputs[] = {"a.py", "dumps/legacy/m.py", "generated/x/y.txt", "../up.log.gz"};
        for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
            char in[400];
            snprintf(in, sizeof in, "%s/%s", dir, inputs[i]);
            Config per = cfg;
            config_layer_apply_per_file(&layer, in, &per);
            (void)config_layer_excludes(&layer, in);
        }
    }
    arena_free(&a);
    unlink(path);
    return 0;
}
