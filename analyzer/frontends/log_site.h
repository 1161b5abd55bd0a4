/* The PyTorch release a log's lines show by where they were logged from: each line of a
 * TORCH_TRACE log or of TORCH_LOGS console output names, in its glog prefix, the file and line of
 * the logging call that wrote it (`torch/_dynamo/output_graph.py:2942`), and those move from one
 * release to the next. A log that does not say its release (TORCH_LOGS output never does; a
 * TORCH_TRACE log of 2.12 or earlier has no pytorch_version) still shows it there. */
#ifndef FXLINT_LOG_SITE_H
#define FXLINT_LOG_SITE_H

#include "base/str.h"

/* The release (a code, model/provenance.h) whose logging call sits at `site`, a path ending in
 * `torch/<file>.py:<line>` (what comes before torch/ is the install's and is not read); 0 when
 * no measured release logs from there. */
int log_site_release(Str site);
/* The measured sites, for the table's tests: *count rows of {site, release}. */
typedef struct LogSite {
    const char *site; /* "torch/_dynamo/output_graph.py:2942" */
    int release;
} LogSite;
const LogSite *log_sites(unsigned *count);

#endif
