/* "Did you mean ...?": the closest of a few known words to a misspelt one, for usage errors
 * (options, commands, rule codes and names). */
#ifndef FXLINT_SUGGEST_H
#define FXLINT_SUGGEST_H

#include <stddef.h>

/* The candidate closest to `word` by edit distance (letter case, '-' and '_' ignored), when
 * it is close enough to be the one meant: at most one edit for words of up to five letters,
 * else at most a quarter of the word's length (and a word that a candidate starts with, for
 * options cut short; `no_grad` for `no-grad` is one). NULL when none is, or when `word` is a
 * candidate itself. Ties go to the earlier candidate. */
const char *suggest_closest(const char *word, const char *const *candidates, size_t n);

#endif
