/* The 128-bit content hash: four 64-bit lanes, each taking one word of every 32-byte stripe
 * (independent multiplies, so the CPU overlaps them), folded and finished with a 64-bit
 * avalanche mix. Reads whole words with memcpy: no alignment assumed. */
#include "base/hash.h"

#include <stdio.h>
#include <string.h>

/* Odd constants with well-spread bits (the golden ratio and the square roots of small primes,
 * as 64-bit fractions). */
#define K0 0x9E3779B97F4A7C15ull
#define K1 0x6A09E667F3BCC909ull
#define K2 0xBB67AE8584CAA73Bull
#define K3 0x3C6EF372FE94F82Bull

static inline uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t read64(const unsigned char *p)
{
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
}

/* One word into one lane: the word is spread by a multiply and a shift before it is added, so
 * that a change in any of its bits moves many bits of the lane. */
static inline uint64_t lane_step(uint64_t lane, uint64_t w)
{
    uint64_t v = w * K1;
    v ^= v >> 29;
    lane = (lane + v) * K0;
    return rotl(lane, 27);
}

/* A 64-bit finaliser: every input bit reaches every output bit. */
static inline uint64_t avalanche(uint64_t x)
{
    x ^= x >> 31;
    x *= K2;
    x ^= x >> 29;
    x *= K3;
    x ^= x >> 32;
    return x;
}

static void stripe(uint64_t lane[4], const unsigned char *p)
{
    lane[0] = lane_step(lane[0], read64(p));
    lane[1] = lane_step(lane[1], read64(p + 8));
    lane[2] = lane_step(lane[2], read64(p + 16));
    lane[3] = lane_step(lane[3], read64(p + 24));
}

void hash_init(HashState *h, uint64_t seed)
{
    memset(h, 0, sizeof *h);
    h->lane[0] = seed ^ K0;
    h->lane[1] = seed + K1;
    h->lane[2] = rotl(seed, 17) ^ K2;
    h->lane[3] = ~seed ^ K3;
}

void hash_update(HashState *h, const void *data, size_t len)
{
    const unsigned char *p = data;
    h->total += len;
    if (h->nbuf) {
        size_t take = 32 - h->nbuf < len ? 32 - h->nbuf : len;
        memcpy(h->buf + h->nbuf, p, take);
        h->nbuf += take;
        p += take;
        len -= take;
        if (h->nbuf < 32) return;
        stripe(h->lane, h->buf);
        h->nbuf = 0;
    }
    for (; len >= 32; p += 32, len -= 32) stripe(h->lane, p);
    memcpy(h->buf, p, len);
    h->nbuf = len;
}

Hash128 hash_final(const HashState *h)
{
    uint64_t lane[4] = {h->lane[0], h->lane[1], h->lane[2], h->lane[3]};
    /* The tail, zero-padded to a stripe; the length below tells "ab" from "ab\0". */
    if (h->nbuf) {
        unsigned char last[32] = {0};
        memcpy(last, h->buf, h->nbuf);
        stripe(lane, last);
    }
    uint64_t a = lane[0] ^ rotl(lane[1], 19) ^ h->total;
    uint64_t b = lane[2] ^ rotl(lane[3], 41) ^ (h->total * K3);
    Hash128 out;
    out.lo = avalanche(a + rotl(b, 23));
    out.hi = avalanche(b ^ (out.lo * K1) ^ rotl(lane[0], 7) ^ lane[3]);
    return out;
}

Hash128 hash_bytes(const void *data, size_t len)
{
    HashState h;
    hash_init(&h, 0);
    hash_update(&h, data, len);
    return hash_final(&h);
}

void hash_hex(Hash128 h, char hex[33])
{
    snprintf(hex, 33, "%016llx%016llx", (unsigned long long)h.hi, (unsigned long long)h.lo);
}
