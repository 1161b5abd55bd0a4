/* Edit distance (Levenshtein, one row) between short words, for "did you mean" hints. */
#include "base/suggest.h"

#include <ctype.h>
#include <string.h>

#define SUGGEST_MAX 64

/* The word folded for comparison: lower case, '_' as '-'; at most SUGGEST_MAX - 1 bytes. */
static size_t fold(const char *s, char *out)
{
    size_t n = 0;
    for (; *s && n < SUGGEST_MAX - 1; s++) out[n++] = *s == '_' ? '-' : (char)tolower((unsigned char)*s);
    out[n] = 0;
    return n;
}

static size_t distance(const char *a, size_t na, const char *b, size_t nb)
{
    size_t row[SUGGEST_MAX];
    for (size_t j = 0; j <= nb; j++) row[j] = j;
    for (size_t i = 1; i <= na; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= nb; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[nb];
}

const char *suggest_closest(const char *word, const char *const *candidates, size_t n)
{
    char w[SUGGEST_MAX], c[SUGGEST_MAX];
    size_t nw = fold(word, w);
    if (nw == 0) return NULL;
    size_t limit = nw <= 5 ? 1 : nw / 4;
    const char *best = NULL;
    size_t best_d = (size_t)-1;
    for (size_t i = 0; i < n; i++) {
        size_t nc = fold(candidates[i], c);
        size_t d = distance(w, nw, c, nc);
        if (strcmp(word, candidates[i]) == 0) return NULL; /* the word itself is known */
        if (nw >= 3 && nw < nc && memcmp(w, c, nw) == 0) d = 1; /* cut short: --sel for --select */
        if (d <= limit && d < best_d) best = candidates[i], best_d = d;
    }
    return best;
}
