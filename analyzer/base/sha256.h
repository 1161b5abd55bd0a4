/* SHA-256 (FIPS 180-4), only for the hashes a Content-Security-Policy names (the HTML report's
 * own style and script, so a browser runs those and nothing a dump smuggled in). */
#ifndef FXLINT_SHA256_H
#define FXLINT_SHA256_H

#include <stddef.h>

/* Writes the 32-byte digest of data. */
void sha256(const void *data, size_t len, unsigned char digest[32]);

#endif
