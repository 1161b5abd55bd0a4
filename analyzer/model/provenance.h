/* Where a printed graph came from, as far as PyTorch's checks depend on it: the release that
 * judges it (2.1 through 2.15), the grad mode it was traced under and the capture path that
 * printed it. The user says them (--target, --grad, --capture) or the dump shows them; the
 * release table (knowledge/release.h) says what each combination accepts. */
#ifndef FXLINT_PROVENANCE_H
#define FXLINT_PROVENANCE_H

#include <stdbool.h>
#include <stdint.h>

/* Releases are coded major*100+minor (2.9 is 209). RELEASE_OLDEST .. RELEASE_NEWEST are the
 * releases fxlint knows, in order: --target takes each of them. RELEASE_NEWEST_MEASURED is the
 * newest one whose rows were measured by running its wheel here; "newest" ("latest") and the
 * default target name it, not RELEASE_NEWEST: a release past it is known from its public pull
 * requests only (rows marked [L] in the release table), so a user gets its rules by naming it,
 * and --verbose says what they rest on (release_basis). Adding a release: raise RELEASE_NEWEST,
 * name it in release_name and release_basis, give the release table its rows; once its wheel is
 * measured, raise RELEASE_NEWEST_MEASURED. The README, man page and --help list the releases and
 * what newest is (tests/run-targets compares them). */
#define RELEASE_OLDEST 201
#define RELEASE_NEWEST 215
#define RELEASE_NEWEST_MEASURED 214
#define RELEASE_COUNT (RELEASE_NEWEST - RELEASE_OLDEST + 1)

/* Parses a release as users and pip spell it: "2.5", "2.5.1", "2.5.0a0+git1234abc",
 * "2.13.0+cpu", "2.6.0.dev20241112", or "newest" / "latest" (RELEASE_NEWEST_MEASURED). Returns
 * its code, or -1 when s is malformed or names a release fxlint does not know (1.13, 2.0, 2.16,
 * 9.9). */
int release_parse(const char *s);
/* "2.13"; a static string per known release, "?" otherwise. */
const char *release_name(int code);
/* Whether code is a release fxlint knows. */
static inline bool release_known(int code) { return code >= RELEASE_OLDEST && code <= RELEASE_NEWEST; }
/* What a release's rules rest on, in a phrase for --verbose: "measured (2.14.1)", "rules from
 * public pull requests, not measured", ... A static string; "?" for a release not known. */
const char *release_basis(int code);

/* The grad mode a graph was traced under (torch.is_grad_enabled() while PyTorch checked it). */
typedef enum GradMode {
    GRAD_ENABLED,   /* the default of a Python process */
    GRAD_NO_GRAD,   /* under torch.no_grad() */
    GRAD_INFERENCE, /* under torch.inference_mode(): grad off and version counters off too */
    GRAD_COUNT
} GradMode;

/* How the graph was captured; each path runs a different set of PyTorch's checks. */
typedef enum CapturePath {
    CAPTURE_AUTO,          /* not said: inferred from the dump, else every path is considered */
    CAPTURE_COMPILE,       /* torch.compile with AOTAutograd behind Dynamo (inductor, aot_eager) */
    CAPTURE_COMPILE_EAGER, /* torch.compile(backend="eager"): Dynamo's checks only */
    CAPTURE_EXPORT,        /* torch.export.export (strict or not) */
    CAPTURE_MAKE_FX,       /* make_fx, pre-dispatch tracing included */
    CAPTURE_COUNT
} CapturePath;

/* Masks over the values above, for the release table. */
#define GRAD_BIT(g) (1u << (g))
#define CAPTURE_BIT(p) (1u << (p))
#define CAPTURE_ALL_PATHS                                                                      \
    (CAPTURE_BIT(CAPTURE_COMPILE) | CAPTURE_BIT(CAPTURE_COMPILE_EAGER) | CAPTURE_BIT(CAPTURE_EXPORT) | \
     CAPTURE_BIT(CAPTURE_MAKE_FX))
/* The paths a setting leaves possible: every one for CAPTURE_AUTO, else that one. */
static inline uint8_t capture_paths(CapturePath p)
{
    return (uint8_t)(p == CAPTURE_AUTO ? CAPTURE_ALL_PATHS : CAPTURE_BIT(p));
}

/* Names as the command line and config files spell them: "enabled", "no-grad", "inference";
 * "auto", "compile", "compile-eager", "export", "make-fx". Static. */
const char *grad_mode_name(GradMode g);
const char *capture_path_name(CapturePath p);
/* Parses those names ('_' accepted for '-'; also "no_grad", "inference_mode", "make_fx",
 * "aot_eager" for compile, "eager" for compile-eager). Returns the value or -1; grad_mode_parse
 * returns GRAD_COUNT for "auto" (the grad mode not said: read from each dump). */
int grad_mode_parse(const char *s);
int capture_path_parse(const char *s);

#endif
