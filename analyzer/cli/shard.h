/* --shard K/N: one of N processes checks the inputs whose name hashes to K, so a cluster
 * scheduler can split an audit (a Slurm job array, a Kubernetes indexed Job, GNU parallel
 * across hosts) and `fxlint merge` can join the outputs. Which shard an input falls in depends
 * only on its name, never on the order or number of the other inputs. */
#ifndef FXLINT_SHARD_H
#define FXLINT_SHARD_H

#include <stdbool.h>
#include <stdint.h>

/* Parses "K/N" (1 <= K <= N <= 100000). Returns 0, or -1 when malformed. */
int shard_parse(const char *s, uint32_t *k, uint32_t *n);
/* Whether shard K of N checks the input named `name` (a leading "./" does not count). */
bool shard_keeps(const char *name, uint32_t k, uint32_t n);
/* Keeps, in place and in order, the files shard K of N checks. Returns how many. */
uint32_t shard_filter(const char **files, uint32_t nfiles, uint32_t k, uint32_t n);

#endif
