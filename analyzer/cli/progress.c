/* The progress display: a thread that wakes every 100 ms (or when told to stop), reads the
 * check's atomic counters and redraws one line with a carriage return and an erase. */
#include "cli/progress.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define REDRAW_NS 100000000L

struct Progress {
    FILE *f;
    CheckProgress *p;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool stop;
    struct timespec start;
};

bool progress_wanted(FILE *f, bool no_progress)
{
    const char *term = getenv("TERM");
    return !no_progress && isatty(fileno(f)) && !(term && strcmp(term, "dumb") == 0);
}

static double seconds_since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

void progress_format(char *buf, size_t size, const CheckProgress *p, double elapsed, unsigned width)
{
    unsigned total = atomic_load(&p->total), done = atomic_load(&p->done);
    unsigned long long bytes = atomic_load(&p->bytes), total_bytes = atomic_load(&p->total_bytes);
    unsigned findings = atomic_load(&p->findings);
    if (total == 0) {
        snprintf(buf, size, "fxlint: finding inputs...");
    } else {
        double mbps = elapsed > 0 ? (double)bytes / 1e6 / elapsed : 0;
        char eta[32] = "--:--";
        /* by bytes when the sizes are known (a large log among small dumps), else by files */
        double part = total_bytes && bytes ? (double)bytes / (double)total_bytes : done ? (double)done / total : 0;
        if (done < total && part > 0 && part < 1) {
            long left = (long)(elapsed * (1 - part) / part + 0.5);
            snprintf(eta, sizeof eta, "%ld:%02ld", left / 60, left % 60);
        } else if (done >= total) {
            snprintf(eta, sizeof eta, "0:00");
        }
        snprintf(buf, size, "fxlint: %u/%u files, %.1f MB/s, %u finding%s, ETA %s", done, total, mbps, findings,
                 findings == 1 ? "" : "s", eta);
    }
    if (width > 1 && strlen(buf) >= width) buf[width - 1] = 0; /* a wrapped line cannot be redrawn */
}

static unsigned term_width(FILE *f)
{
    struct winsize ws;
    if (ioctl(fileno(f), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
    return 80;
}

static void draw(Progress *d)
{
    char line[256];
    progress_format(line, sizeof line, d->p, seconds_since(&d->start), term_width(d->f));
    fprintf(d->f, "\r%s\033[K", line);
    fflush(d->f);
}

static void *progress_main(void *arg)
{
    Progress *d = arg;
    pthread_mutex_lock(&d->lock);
    while (!d->stop) {
        draw(d);
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += REDRAW_NS;
        if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
        while (!d->stop && pthread_cond_timedwait(&d->wake, &d->lock, &until) != ETIMEDOUT) {
        }
    }
    pthread_mutex_unlock(&d->lock);
    return NULL;
}

Progress *progress_start(FILE *f, CheckProgress *p)
{
    Progress *d = calloc(1, sizeof *d);
    if (!d) abort();
    d->f = f;
    d->p = p;
    clock_gettime(CLOCK_MONOTONIC, &d->start);
    pthread_mutex_init(&d->lock, NULL);
    pthread_cond_init(&d->wake, NULL);
    /* the first line now, from the caller: a thread may start after the first files are done */
    draw(d);
    if (pthread_create(&d->thread, NULL, progress_main, d) != 0) {
        pthread_cond_destroy(&d->wake);
        pthread_mutex_destroy(&d->lock);
        free(d);
        return NULL;
    }
    return d;
}

void progress_stop(Progress *d)
{
    if (!d) return;
    pthread_mutex_lock(&d->lock);
    d->stop = true;
    pthread_cond_signal(&d->wake);
    pthread_mutex_unlock(&d->lock);
    pthread_join(d->thread, NULL);
    fputs("\r\033[K", d->f);
    fflush(d->f);
    pthread_cond_destroy(&d->wake);
    pthread_mutex_destroy(&d->lock);
    free(d);
}
