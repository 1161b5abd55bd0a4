/* Format detection from content, and the names of input formats (--input-format). */
#ifndef FXLINT_DETECT_H
#define FXLINT_DETECT_H

#include <stdint.h>

#include "frontends/frontend.h"

/* Detects the format of text from its content (not its name). */
InputFormat frontend_detect(const char *text, uint32_t len);
const char *input_format_name(InputFormat f);
/* Parses "readable", "fxir", "export", "trace", "logs", "tabular", "auto"; -1 when unknown. */
int input_format_parse(const char *s);

#endif
