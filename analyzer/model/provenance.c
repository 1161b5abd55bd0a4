/* Release codes, grad modes and capture paths: their names and parsers. */
#include "model/provenance.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

int release_parse(const char *s)
{
    if (strcmp(s, "newest") == 0 || strcmp(s, "latest") == 0) return RELEASE_NEWEST_MEASURED;
    /* major '.' minor, then optionally '.' patch and any local or pre-release tail pip
     * prints ("a0+git1234abc", "+cpu", ".dev20241112", "rc1") */
    const char *p = s;
    if (!isdigit((unsigned char)*p)) return -1;
    char *end;
    long major = strtol(p, &end, 10);
    if (*end != '.' || !isdigit((unsigned char)end[1])) return -1;
    p = end + 1;
    long minor = strtol(p, &end, 10);
    if (end - p > 2) return -1;
    p = end;
    if (*p == '.' && isdigit((unsigned char)p[1])) {
        strtol(p + 1, &end, 10);
        p = end;
    }
    /* what may follow: nothing, a pre-release/dev tag, or a local version */
    if (*p && *p != '+' && *p != 'a' && *p != 'b' && strncmp(p, "rc", 2) != 0 && strncmp(p, ".dev", 4) != 0)
        return -1;
    for (const char *q = p; *q; q++)
        if (!isalnum((unsigned char)*q) && *q != '.' && *q != '+' && *q != '_' && *q != '-') return -1;
    if (major < 0 || major > 99 || minor < 0) return -1;
    int code = (int)(major * 100 + minor);
    return release_known(code) ? code : -1;
}

const char *release_name(int code)
{
    static const char *const names[RELEASE_COUNT] = {
        "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9", "2.10", "2.11", "2.12", "2.13", "2.14", "2.15",
    };
    _Static_assert(sizeof names / sizeof names[0] == RELEASE_COUNT, "one name per release");
    return release_known(code) ? names[code - RELEASE_OLDEST] : "?";
}

const char *release_basis(int code)
{
    /* the wheels run here (tests/conformance, samples/pytorch-2.1x); the rows of the others are
     * placed from pull-request dates and source readings (releases.def says which) */
    switch (code) {
    case 209: return "measured (PyTorch 2.9.1; a few of its checks are not modelled: tests/conformance/FINDINGS.md §5)";
    case 210: return "measured (PyTorch 2.10.0)";
    case 211: return "measured (PyTorch 2.11.0)";
    case 212: return "measured (PyTorch 2.12.1)";
    case 213: return "measured (PyTorch 2.13.0)";
    case 214: return "measured (PyTorch 2.14.1)";
    case 215: return "rules from public pull requests, not measured";
    default: break;
    }
    return release_known(code) ? "rules from pull-request dates and source readings, not measured" : "?";
}

const char *grad_mode_name(GradMode g)
{
    switch (g) {
    case GRAD_ENABLED: return "enabled";
    case GRAD_NO_GRAD: return "no-grad";
    case GRAD_INFERENCE: return "inference";
    case GRAD_COUNT: break;
    }
    return "?";
}

const char *capture_path_name(CapturePath p)
{
    switch (p) {
    case CAPTURE_AUTO: return "auto";
    case CAPTURE_COMPILE: return "compile";
    case CAPTURE_COMPILE_EAGER: return "compile-eager";
    case CAPTURE_EXPORT: return "export";
    case CAPTURE_MAKE_FX: return "make-fx";
    case CAPTURE_COUNT: break;
    }
    return "?";
}

/* s equal to name with '_' read as '-'. */
static bool same_name(const char *s, const char *name)
{
    for (; *s && *name; s++, name++)
        if (*s != *name && !(*s == '_' && *name == '-')) return false;
    return !*s && !*name;
}

int grad_mode_parse(const char *s)
{
    for (int g = 0; g < GRAD_COUNT; g++)
        if (same_name(s, grad_mode_name((GradMode)g))) return g;
    if (same_name(s, "inference-mode")) return GRAD_INFERENCE;
    if (same_name(s, "auto")) return GRAD_COUNT;
    return -1;
}

int capture_path_parse(const char *s)
{
    for (int p = 0; p < CAPTURE_COUNT; p++)
        if (same_name(s, capture_path_name((CapturePath)p))) return p;
    if (same_name(s, "aot-eager") || same_name(s, "inductor")) return CAPTURE_COMPILE;
    if (same_name(s, "eager")) return CAPTURE_COMPILE_EAGER;
    if (same_name(s, "export-strict")) return CAPTURE_EXPORT;
    if (same_name(s, "make-fx-pre-dispatch") || same_name(s, "pre-dispatch")) return CAPTURE_MAKE_FX;
    return -1;
}
