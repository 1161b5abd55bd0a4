/* Pieces of a chunked parse worked on several threads. Parsing is most of the work and each
 * piece parses alone; lowering too, up to the names a piece reads from the ones before it,
 * which a piece lowered on its own guesses and the in-order copy into the graph checks
 * (emit.c). So helper threads parse and lower pieces ahead of the in-order copy, a
 * bounded number of them so that memory still follows the pieces, and the copying thread
 * works a piece itself rather than wait. A piece is parsed and lowered on one thread, whose
 * caches hold its tree; each thread has its own parser (cached in the Frontend's
 * ReadableParser) and arenas. Results change hands under the pipeline's lock. */
#include <pthread.h>
#include <stdlib.h>

#include "frontends/readable/threads.h"

/* Pieces worked ahead of the one being copied, per thread. */
#define AHEAD_PER_THREAD 4

enum { PIECE_WAITING, PIECE_WORKING, PIECE_READY };

struct ReadablePipeline {
    ReadableWorkFn work;
    void *ctx;
    uint32_t npieces;
    void **results;          /* ready results not taken yet */
    uint8_t *state;
    uint32_t next;           /* the first piece no thread has claimed */
    uint32_t taken;          /* pieces the copying thread took */
    uint32_t ahead;          /* how far past `taken` helpers may claim */
    bool stop;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    struct Helper {
        struct ReadablePipeline *pl;
        ReadableThread t;
        pthread_t thread;
    } helpers[READABLE_MAX_HELPERS];
    unsigned nhelpers;
};

/* Works piece k (claimed by the caller) outside the lock and makes it ready. Lock held. */
static void work_claimed(struct ReadablePipeline *pl, ReadableThread *t, uint32_t k)
{
    pl->state[k] = PIECE_WORKING;
    pthread_mutex_unlock(&pl->mu);
    void *r = pl->work(t, pl->ctx, k);
    pthread_mutex_lock(&pl->mu);
    pl->results[k] = r;
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
        work_claimed(pl, &h->t, pl->next++);
    }
    pthread_mutex_unlock(&pl->mu);
    return NULL;
}

void readable_thread_init(ReadableThread *t, TSParser *parser)
{
    memset(t, 0, sizeof *t);
    t->parser = parser;
    arena_init(&t->scratch);
    arena_init(&t->keep);
}

void readable_thread_fini(ReadableThread *t)
{
    if (t->have_cursor) ts_tree_cursor_delete(&t->cursor);
    t->have_cursor = false;
    arena_free(&t->scratch);
    arena_free(&t->keep);
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
                                                 ReadableWorkFn work, void *ctx)
{
    if (threads > READABLE_MAX_HELPERS + 1) threads = READABLE_MAX_HELPERS + 1;
    if (threads < 2 || npieces < 2 * threads) return NULL;
    struct ReadablePipeline *pl = calloc(1, sizeof *pl);
    if (!pl) abort();
    pl->work = work;
    pl->ctx = ctx;
    pl->npieces = npieces;
    pl->results = calloc(npieces, sizeof *pl->results);
    pl->state = calloc(npieces, 1);
    if (!pl->results || !pl->state) abort();
    pl->ahead = AHEAD_PER_THREAD * threads;
    pthread_mutex_init(&pl->mu, NULL);
    pthread_cond_init(&pl->cv, NULL);
    for (unsigned i = 0; i + 1 < threads; i++) {
        struct Helper *h = &pl->helpers[pl->nhelpers];
        h->pl = pl;
        readable_thread_init(&h->t, helper_parser(rp, i));
        if (pthread_create(&h->thread, NULL, helper_main, h) == 0) pl->nhelpers++;
        else readable_thread_fini(&h->t);
    }
    return pl;
}

void *readable_pipeline_take(struct ReadablePipeline *pl, ReadableThread *own, uint32_t k)
{
    pthread_mutex_lock(&pl->mu);
    while (pl->state[k] != PIECE_READY) {
        /* rather than wait, work: this piece if nobody has it, else one further on */
        if (pl->next < pl->npieces && (pl->next == k || pl->next < pl->taken + pl->ahead))
            work_claimed(pl, own, pl->next++);
        else pthread_cond_wait(&pl->cv, &pl->mu);
    }
    void *r = pl->results[k];
    pl->results[k] = NULL;
    pl->taken = k + 1;
    pthread_cond_broadcast(&pl->cv);
    pthread_mutex_unlock(&pl->mu);
    return r;
}

void readable_pipeline_stop(struct ReadablePipeline *pl, void (*drop)(void *result))
{
    if (!pl) return;
    pthread_mutex_lock(&pl->mu);
    pl->stop = true;
    pthread_cond_broadcast(&pl->cv);
    pthread_mutex_unlock(&pl->mu);
    for (unsigned i = 0; i < pl->nhelpers; i++) {
        pthread_join(pl->helpers[i].thread, NULL);
        readable_thread_fini(&pl->helpers[i].t);
    }
    for (uint32_t k = 0; k < pl->npieces; k++)
        if (pl->results[k]) drop(pl->results[k]);
    pthread_cond_destroy(&pl->cv);
    pthread_mutex_destroy(&pl->mu);
    free(pl->results);
    free(pl->state);
    free(pl);
}
