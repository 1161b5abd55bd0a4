/* A fast 128-bit hash of bytes, for telling one file's content from another's (the result
 * cache's keys, shard assignment). Not cryptographic: someone who wants two texts with one
 * hash can make them, so never use it where an attacker chooses both inputs. Streaming: init,
 * update any number of times, final. The value depends on the machine's byte order. */
#ifndef FXLINT_HASH_H
#define FXLINT_HASH_H

#include <stddef.h>
#include <stdint.h>

typedef struct Hash128 {
    uint64_t lo, hi;
} Hash128;

typedef struct HashState {
    uint64_t lane[4];
    unsigned char buf[32]; /* bytes waiting for a whole 32-byte stripe */
    size_t nbuf;
    uint64_t total;        /* bytes hashed so far */
} HashState;

void hash_init(HashState *h, uint64_t seed);
void hash_update(HashState *h, const void *data, size_t len);
/* The hash of everything given so far; the state is left as it was (more may follow). */
Hash128 hash_final(const HashState *h);
/* hash_init(0), hash_update, hash_final in one call. */
Hash128 hash_bytes(const void *data, size_t len);
/* 32 lowercase hex digits and a NUL. */
void hash_hex(Hash128 h, char hex[33]);

#endif
