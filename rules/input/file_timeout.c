/*
 * FX910 file-timeout
 *
 * What it does: reports an input that was still being checked when its time budget ran out
 * (`--file-timeout SECONDS`, 60 by default). The findings made before then are reported; the
 * rest of the input was not checked. The language server applies the same budget to each
 * check of a document.
 * When the work does not stop within two more seconds (a read of stdin that never ends), the
 * input is left to itself, none of its findings are reported, and the batch goes on.
 * Why is this bad: part of the input, maybe all of it, was never checked, so a clean result
 * for it means nothing. One pathological dump must not hold a batch of thousands.
 * Example:
 * (not runnable: it needs --file-timeout and an input that takes longer than that)
 *     fxlint check --file-timeout 0.5 huge_joint_graph.py other_dumps/
 * Fix: raise `--file-timeout` (0 means no limit), or split the input; a dump that takes
 * minutes to check is worth reporting as an fxlint performance bug.
 */
#include "engine/rule.h" /* reported by the check driver and the language server; this file holds the documentation */
