/* Time budgets (`--file-timeout`): the work on one input polls whether its time is up. The
 * budget is bound to the thread doing the work, so the long loops (trace records, rules) poll
 * it without passing it around; a watchdog thread may also raise its flag, which tree-sitter
 * polls while it parses. The caller then reports what was given up. */
#ifndef FXLINT_BUDGET_H
#define FXLINT_BUDGET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Budget {
    size_t expired;       /* raised when time is up; tree-sitter's cancellation flag */
    uint64_t deadline_ns; /* budget_now_ns() time; 0: none */
    uint64_t tick_ns;     /* the coarse clock's resolution (budget.c); 0: read only the precise one */
} Budget;

/* Starts b (cleared, ending timeout_ns from now; 0: never) and binds it to the calling
 * thread. b must outlive the binding. */
void budget_start(Budget *b, uint64_t timeout_ns);
/* Unbinds the calling thread's budget; b keeps its state (whether it expired). */
void budget_stop(void);
/* The calling thread's budget (NULL: none), and binding one that was started elsewhere (work
 * on one input done on another thread; NULL unbinds): returns the one bound before. */
Budget *budget_current(void);
Budget *budget_bind(Budget *b);
/* Whether the calling thread's budget is spent: raised by a watchdog, or its deadline passed
 * (which raises it). False when no budget is bound. */
bool budget_expired(void);
/* budget_expired for a loop that polls once per line: the flag every time, the clock every
 * 64th time (a clock read per line of a log is a few percent of reading it; a watchdog raises
 * the flag at the deadline anyway). */
bool budget_poll(void);
/* The bound budget's flag, for tree-sitter's cancellation flag (NULL when none is bound). */
const size_t *budget_flag(void);
/* Raises b's flag (from any thread); whether it was raised. */
void budget_raise(Budget *b);
bool budget_raised(const Budget *b);

/* A monotonic clock in nanoseconds. */
uint64_t budget_now_ns(void);

/* A watchdog thread that raises one budget's flag at its deadline (the language server's:
 * it checks one document at a time, and tree-sitter reads only the flag). */
typedef struct BudgetTimer BudgetTimer;
/* Returns a timer with its thread started, or NULL when no thread could be started (then
 * only the polled deadline stops the work). */
BudgetTimer *budget_timer_new(void);
/* Watches b until disarmed: raises its flag when its deadline passes (none: nothing). */
void budget_timer_arm(BudgetTimer *t, Budget *b);
void budget_timer_disarm(BudgetTimer *t);
/* Stops the thread and frees the timer; NULL is fine. */
void budget_timer_free(BudgetTimer *t);

#endif
