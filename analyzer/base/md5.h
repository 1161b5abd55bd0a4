/* MD5 (RFC 1321), only to verify TORCH_TRACE payloads against their "has_payload" digest.
 * Not for anything security-related. */
#ifndef FXLINT_MD5_H
#define FXLINT_MD5_H

#include <stddef.h>
#include <stdint.h>

typedef struct Md5 {
    uint32_t state[4];
    uint64_t nbytes;
    unsigned char block[64];
} Md5;

void md5_init(Md5 *c);
void md5_update(Md5 *c, const void *data, size_t len);
/* Writes the 16-byte digest; the context must be re-initialised before reuse. */
void md5_final(Md5 *c, unsigned char digest[16]);
/* The 16-byte digest of data, in one call. */
void md5_digest(const void *data, size_t len, unsigned char digest[16]);
/* Writes the lowercase hex digest of data (32 chars and a NUL) into hex. */
void md5_hex(const void *data, size_t len, char hex[33]);
/* How many texts md5_many hashes side by side. */
#define MD5_LANES 8
/* The digests of n texts, the same md5_hex gives one by one: MD5_LANES of them at once, one in
 * each lane of a vector, a lane whose text ends taking the next, so texts of different lengths
 * keep the lanes full. Eight texts take about a quarter of the time of one by one. */
void md5_many(const void *const *data, const size_t *len, unsigned n, unsigned char (*digest)[16]);
/* Formats a 16-byte digest as 32 lowercase hex chars plus NUL. */
void md5_digest_hex(const unsigned char digest[16], char hex[33]);

#endif
