/* Text inside XML and HTML (JUnit, the HTML report): what a dump holds, made safe to put
 * between tags or in a quoted attribute. */
#ifndef FXLINT_MARKUP_H
#define FXLINT_MARKUP_H

#include <stddef.h>
#include <stdio.h>

/* Writes n bytes of s: & < > " ' as references, tab, newline and carriage return as they are,
 * and what neither XML nor HTML text may hold (other control characters, bytes that are not
 * UTF-8, U+FFFE and U+FFFF) as U+FFFD. */
void report_put_markup(FILE *f, const char *s, size_t n);

#endif
