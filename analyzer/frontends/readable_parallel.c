/* Pieces of a chunked parse parsed on several threads. Parsing is most of the work and each
 * piece parses alone, while lowering must go in order (a statement reads the names defined
 * before it): helper threads parse pieces ahead of the lowering, a bounded number of them so
 * that memory still follows the pieces, and the lowering thread parses whatever it would
 * otherwise wait for. Each thread has its own tree-sitter parser (cached in the Frontend's
 * ReadableParser); trees change hands under the pipeline's lock. */
#include <pthread.h>
#include <stdlib.h>

#include "frontends/readable.h"

/* Pieces parsed ahead of the one being lowered, per thread. */
#define AHEAD_PER_THREAD 4

enum { PIECE_WAITING, PIECE_PARSING, PIECE_READY };

struct ReadablePipeline {
    ReadableParseFn parse;
    const void *plan;
    uint32_t npieces;
    TSTree **trees;          /* ready trees not taken yet */
    uint8_t *state;
    uint32_t next;           /* the first piece no thread has claimed */
    uint32_t taken;          /* pieces the lowering took */
    uint32_t ahead;          /* how far past `taken` helpers may claim */
    bool stop;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct Helper {
        struct ReadablePipeline *pl;
        TSParser *parser;
        pthread_t thread;
        bool started;
    } helpers[READABLE_MAX_HELPERS];
    unsigned nhelpers;
};

/* Parses piece k (claimed by the caller) outside the lock and makes it ready. Lock held. */
static void parse_claimed(struct ReadablePipeline *pl, TSParser *parser, uint32_t k)
{
    pl->state[k] = PIECE_PARSING;
    pthread_mutex_unlock(&pl->mu);
    TSTree *tree = pl->parse(parser, pl->plan, k);
    pthread_mutex_lock(&pl->mu);
    pl->trees[k] = tree;
    pl->state[k] = PIECE_READY;
    pthread_cond_broadcast(&pl->cv);
}

static void *helper_main(void *arg)
{
    struct Helper *h = arg;
    struct ReadablePipeline *pl = h->pl;
    pthread_mutex_lock(&pl->mu);
    while (!pl->stop && pl->next < pl->npieces) {
        if (pl->next >= pl->taken + pl->ahead) {
            pthread_cond_wait(&pl->cv, &pl->mu);
            continue;
        }
        parse_claimed(pl, h->parser, pl->next++);
    }
    pthread_mutex_unlock(&pl->mu);
    return NULL;
}

static TSParser *helper_parser(struct ReadableParser *rp, unsigned i)
{
    if (!rp->helpers[i]) {
        rp->helpers[i] = ts_parser_new();
        ts_parser_set_language(rp->helpers[i], ts_parser_language(rp->parser));
    }
    return rp->helpers[i];
}

struct ReadablePipeline *readable_pipeline_start(struct ReadableParser *rp, unsigned threads, uint32_t npieces,
                                                 ReadableParseFn parse, const void *plan)
{
    if (threads > READABLE_MAX_HELPERS + 1) threads = READABLE_MAX_HELPERS + 1;
    if (threads < 2 || npieces < 2 * threads) return NULL;
    struct ReadablePipeline *pl = calloc(1, sizeof *pl);
    if (!pl) abort();
    pl->parse = parse;
    pl->plan = plan;
    pl->npieces = npieces;
    pl->trees = calloc(npieces, sizeof *pl->trees);
    pl->state = calloc(npieces, 1);
    if (!pl->trees || !pl->state) abort();
    pl->ahead = AHEAD_PER_THREAD * threads;
    pthread_mutex_init(&pl->mu, NULL);
    pthread_cond_init(&pl->cv, NULL);
    for (unsigned i = 0; i + 1 < threads; i++) {
        struct Helper *h = &pl->helpers[pl->nhelpers];
        h->pl = pl;
        h->parser = helper_parser(rp, i);
        h->started = pthread_create(&h->thread, NULL, helper_main, h) == 0;
        if (h->started) pl->nhelpers++;
    }
    return pl;
}

TSTree *readable_pipeline_take(struct ReadablePipeline *pl, TSParser *own, uint32_t k)
{
    pthread_mutex_lock(&pl->mu);
    while (pl->state[k] != PIECE_READY) {
        /* rather than wait, parse: this piece if nobody has it, else one further on */
        if (pl->next < pl->npieces && (pl->next == k || pl->next < pl->taken + pl->ahead)) parse_claimed(pl, own, pl->next++);
        else pthread_cond_wait(&pl->cv, &pl->mu);
    }
    TSTree *tree = pl->trees[k];
    pl->trees[k] = NULL;
    pl->taken = k + 1;
    pthread_cond_broadcast(&pl->cv);
    pthread_mutex_unlock(&pl->mu);
    return tree;
}

void readable_pipeline_stop(struct ReadablePipeline *pl)
{
    if (!pl) return;
    pthread_mutex_lock(&pl->mu);
    pl->stop = true;
    pthread_cond_broadcast(&pl->cv);
    pthread_mutex_unlock(&pl->mu);
    for (unsigned i = 0; i < pl->nhelpers; i++) pthread_join(pl->helpers[i].thread, NULL);
    for (uint32_t k = 0; k < pl->npieces; k++)
        if (pl->trees[k]) ts_tree_delete(pl->trees[k]);
    pthread_cond_destroy(&pl->cv);
    pthread_mutex_destroy(&pl->mu);
    free(pl->trees);
    free(pl->state);
    free(pl);
}
