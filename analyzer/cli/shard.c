/* --shard K/N: inputs spread over shards by a hash of their name. */
#include "cli/shard.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/hash.h"

int shard_parse(const char *s, uint32_t *k, uint32_t *n)
{
    char *end;
    errno = 0;
    unsigned long kk = strtoul(s, &end, 10);
    if (errno || end == s || *end != '/' || s[0] == '-' || s[0] == '+') return -1;
    const char *m = end + 1;
    unsigned long nn = strtoul(m, &end, 10);
    if (errno || end == m || *end || m[0] == '-' || m[0] == '+') return -1;
    if (nn < 1 || nn > 100000 || kk < 1 || kk > nn) return -1;
    *k = (uint32_t)kk;
    *n = (uint32_t)nn;
    return 0;
}

bool shard_keeps(const char *name, uint32_t k, uint32_t n)
{
    while (name[0] == '.' && name[1] == '/') name += 2;
    return hash_bytes(name, strlen(name)).lo % n == k - 1;
}

uint32_t shard_filter(const char **files, uint32_t nfiles, uint32_t k, uint32_t n)
{
    uint32_t kept = 0;
    for (uint32_t i = 0; i < nfiles; i++)
        if (shard_keeps(files[i], k, n)) files[kept++] = files[i];
    return kept;
}
