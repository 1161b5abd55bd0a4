/* MD5 (RFC 1321): a straightforward block-at-a-time implementation, little-endian by bytes so
 * it does not depend on the host byte order; and md5_many, the same rounds over several texts
 * at once, one in each lane of a vector (GCC's vector extension: SSE2 registers on x86-64,
 * NEON on arm64, plain code elsewhere). A text's rounds depend each on the one before, so one
 * text keeps a core waiting on latency; eight side by side fill it. */
#include "base/md5.h"

#include <stdbool.h>
#include <string.h>

#define ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define F(x, y, z) (((x) & (y)) | (~(x) & (z)))
#define G(x, y, z) (((x) & (z)) | ((y) & ~(z)))
#define H(x, y, z) ((x) ^ (y) ^ (z))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))
#define STEP(f, a, b, c, d, x, t, s) ((a) += f((b), (c), (d)) + (x) + (t), (a) = ROTL((a), (s)) + (b))

/* MD5's 64 steps (RFC 1321 3.4), for S = one text's STEP or md5_many's VSTEP over lanes */
#define MD5_ROUNDS(S) \
    S(F, a, b, c, d, x[0], 0xd76aa478, 7);   S(F, d, a, b, c, x[1], 0xe8c7b756, 12); \
    S(F, c, d, a, b, x[2], 0x242070db, 17);  S(F, b, c, d, a, x[3], 0xc1bdceee, 22); \
    S(F, a, b, c, d, x[4], 0xf57c0faf, 7);   S(F, d, a, b, c, x[5], 0x4787c62a, 12); \
    S(F, c, d, a, b, x[6], 0xa8304613, 17);  S(F, b, c, d, a, x[7], 0xfd469501, 22); \
    S(F, a, b, c, d, x[8], 0x698098d8, 7);   S(F, d, a, b, c, x[9], 0x8b44f7af, 12); \
    S(F, c, d, a, b, x[10], 0xffff5bb1, 17); S(F, b, c, d, a, x[11], 0x895cd7be, 22); \
    S(F, a, b, c, d, x[12], 0x6b901122, 7);  S(F, d, a, b, c, x[13], 0xfd987193, 12); \
    S(F, c, d, a, b, x[14], 0xa679438e, 17); S(F, b, c, d, a, x[15], 0x49b40821, 22); \
    S(G, a, b, c, d, x[1], 0xf61e2562, 5);   S(G, d, a, b, c, x[6], 0xc040b340, 9); \
    S(G, c, d, a, b, x[11], 0x265e5a51, 14); S(G, b, c, d, a, x[0], 0xe9b6c7aa, 20); \
    S(G, a, b, c, d, x[5], 0xd62f105d, 5);   S(G, d, a, b, c, x[10], 0x02441453, 9); \
    S(G, c, d, a, b, x[15], 0xd8a1e681, 14); S(G, b, c, d, a, x[4], 0xe7d3fbc8, 20); \
    S(G, a, b, c, d, x[9], 0x21e1cde6, 5);   S(G, d, a, b, c, x[14], 0xc33707d6, 9); \
    S(G, c, d, a, b, x[3], 0xf4d50d87, 14);  S(G, b, c, d, a, x[8], 0x455a14ed, 20); \
    S(G, a, b, c, d, x[13], 0xa9e3e905, 5);  S(G, d, a, b, c, x[2], 0xfcefa3f8, 9); \
    S(G, c, d, a, b, x[7], 0x676f02d9, 14);  S(G, b, c, d, a, x[12], 0x8d2a4c8a, 20); \
    S(H, a, b, c, d, x[5], 0xfffa3942, 4);   S(H, d, a, b, c, x[8], 0x8771f681, 11); \
    S(H, c, d, a, b, x[11], 0x6d9d6122, 16); S(H, b, c, d, a, x[14], 0xfde5380c, 23); \
    S(H, a, b, c, d, x[1], 0xa4beea44, 4);   S(H, d, a, b, c, x[4], 0x4bdecfa9, 11); \
    S(H, c, d, a, b, x[7], 0xf6bb4b60, 16);  S(H, b, c, d, a, x[10], 0xbebfbc70, 23); \
    S(H, a, b, c, d, x[13], 0x289b7ec6, 4);  S(H, d, a, b, c, x[0], 0xeaa127fa, 11); \
    S(H, c, d, a, b, x[3], 0xd4ef3085, 16);  S(H, b, c, d, a, x[6], 0x04881d05, 23); \
    S(H, a, b, c, d, x[9], 0xd9d4d039, 4);   S(H, d, a, b, c, x[12], 0xe6db99e5, 11); \
    S(H, c, d, a, b, x[15], 0x1fa27cf8, 16); S(H, b, c, d, a, x[2], 0xc4ac5665, 23); \
    S(I, a, b, c, d, x[0], 0xf4292244, 6);   S(I, d, a, b, c, x[7], 0x432aff97, 10); \
    S(I, c, d, a, b, x[14], 0xab9423a7, 15); S(I, b, c, d, a, x[5], 0xfc93a039, 21); \
    S(I, a, b, c, d, x[12], 0x655b59c3, 6);  S(I, d, a, b, c, x[3], 0x8f0ccc92, 10); \
    S(I, c, d, a, b, x[10], 0xffeff47d, 15); S(I, b, c, d, a, x[1], 0x85845dd1, 21); \
    S(I, a, b, c, d, x[8], 0x6fa87e4f, 6);   S(I, d, a, b, c, x[15], 0xfe2ce6e0, 10); \
    S(I, c, d, a, b, x[6], 0xa3014314, 15);  S(I, b, c, d, a, x[13], 0x4e0811a1, 21); \
    S(I, a, b, c, d, x[4], 0xf7537e82, 6);   S(I, d, a, b, c, x[11], 0xbd3af235, 10); \
    S(I, c, d, a, b, x[2], 0x2ad7d2bb, 15);  S(I, b, c, d, a, x[9], 0xeb86d391, 21);

static uint32_t load_le32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void md5_block(uint32_t st[4], const unsigned char *p)
{
    uint32_t x[16];
    for (int i = 0; i < 16; i++) x[i] = load_le32(p + 4 * i);
    uint32_t a = st[0], b = st[1], c = st[2], d = st[3];
    MD5_ROUNDS(STEP)
    st[0] += a; st[1] += b; st[2] += c; st[3] += d;
}

void md5_init(Md5 *c)
{
    c->state[0] = 0x67452301;
    c->state[1] = 0xefcdab89;
    c->state[2] = 0x98badcfe;
    c->state[3] = 0x10325476;
    c->nbytes = 0;
}

void md5_update(Md5 *c, const void *data, size_t len)
{
    const unsigned char *p = data;
    size_t have = (size_t)(c->nbytes & 63);
    c->nbytes += len;
    if (have) {
        size_t take = 64 - have < len ? 64 - have : len;
        memcpy(c->block + have, p, take);
        p += take, len -= take, have += take;
        if (have < 64) return;
        md5_block(c->state, c->block);
    }
    for (; len >= 64; p += 64, len -= 64) md5_block(c->state, p);
    if (len) memcpy(c->block, p, len);
}

void md5_final(Md5 *c, unsigned char digest[16])
{
    uint64_t bits = c->nbytes * 8;
    static const unsigned char pad[64] = {0x80};
    size_t have = (size_t)(c->nbytes & 63);
    md5_update(c, pad, have < 56 ? 56 - have : 120 - have);
    unsigned char len_le[8];
    for (int i = 0; i < 8; i++) len_le[i] = (unsigned char)(bits >> (8 * i));
    md5_update(c, len_le, 8);
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 4; k++) digest[4 * i + k] = (unsigned char)(c->state[i] >> (8 * k));
}

void md5_digest_hex(const unsigned char digest[16], char hex[33])
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        hex[2 * i] = digits[digest[i] >> 4];
        hex[2 * i + 1] = digits[digest[i] & 15];
    }
    hex[32] = 0;
}

void md5_digest(const void *data, size_t len, unsigned char digest[16])
{
    Md5 c;
    md5_init(&c);
    md5_update(&c, data, len);
    md5_final(&c, digest);
}

void md5_hex(const void *data, size_t len, char hex[33])
{
    unsigned char d[16];
    md5_digest(data, len, d);
    md5_digest_hex(d, hex);
}

/* ---- several texts at once ---- */

typedef uint32_t Lanes __attribute__((vector_size(4 * MD5_LANES)));

#define VROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define VSTEP(f, a, b, c, d, x, t, s) ((a) += f((b), (c), (d)) + (x) + (uint32_t)(t), (a) = VROTL((a), (s)) + (b))

static void md5_block_lanes(Lanes st[4], const Lanes x[16])
{
    Lanes a = st[0], b = st[1], c = st[2], d = st[3];
    MD5_ROUNDS(VSTEP)
    st[0] += a; st[1] += b; st[2] += c; st[3] += d;
}

/* One lane's text: where its whole blocks are, and its last one or two blocks (the rest of the
 * text, the padding and the length in bits) copied out. */
typedef struct Lane {
    const unsigned char *data;
    size_t whole, blocks, k;
    unsigned text;
    bool busy;
    unsigned char tail[128];
} Lane;

static void lane_start(Lane *l, const void *data, size_t len, unsigned text)
{
    size_t rest = len & 63, ntail = rest < 56 ? 64 : 128;
    l->data = data;
    l->whole = len >> 6;
    l->blocks = l->whole + ntail / 64;
    l->k = 0;
    l->text = text;
    l->busy = true;
    memset(l->tail, 0, ntail);
    if (rest) memcpy(l->tail, l->data + (l->whole << 6), rest);
    l->tail[rest] = 0x80;
    uint64_t bits = (uint64_t)len * 8;
    for (int k = 0; k < 8; k++) l->tail[ntail - 8 + k] = (unsigned char)(bits >> (8 * k));
}

static const uint32_t md5_iv[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};

void md5_many(const void *const *data, const size_t *len, unsigned n, unsigned char (*digest)[16])
{
    static const unsigned char zero[64];
    Lane lane[MD5_LANES];
    Lanes st[4];
    unsigned next = 0, live = 0;
    for (unsigned i = 0; i < MD5_LANES; i++) {
        for (int r = 0; r < 4; r++) st[r][i] = md5_iv[r];
        lane[i].busy = false;
        if (next < n) lane_start(&lane[i], data[next], len[next], next), next++, live++;
    }
    while (live) {
        uint32_t w[16][MD5_LANES];
        for (unsigned i = 0; i < MD5_LANES; i++) {
            const Lane *l = &lane[i];
            const unsigned char *p = !l->busy ? zero : l->k < l->whole ? l->data + (l->k << 6) : l->tail + ((l->k - l->whole) << 6);
            for (int j = 0; j < 16; j++) w[j][i] = load_le32(p + 4 * j);
        }
        Lanes x[16];
        memcpy(x, w, sizeof x);
        md5_block_lanes(st, x);
        /* a lane whose text has no blocks left gives its digest and takes the next text */
        for (unsigned i = 0; i < MD5_LANES; i++) {
            Lane *l = &lane[i];
            if (!l->busy || ++l->k < l->blocks) continue;
            for (int r = 0; r < 4; r++) {
                for (int k = 0; k < 4; k++) digest[l->text][4 * r + k] = (unsigned char)(st[r][i] >> (8 * k));
                st[r][i] = md5_iv[r];
            }
            l->busy = false;
            live--;
            if (next < n) lane_start(l, data[next], len[next], next), next++, live++;
        }
    }
}
