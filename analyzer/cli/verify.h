/* The fixture verifier (`fxlint verify`), clang -verify style: a fixture states what it expects
 * in its own comments and the match is exhaustive both ways.
 *
 *     add_ = torch.ops.aten.add_.Tensor(arg0_1, 1)   # expect: FX101
 *     # expect@+1: FX401 {{dtype}}, FX402         (on the line 1 below; message substring)
 *     # expect-none                                (the fixture expects no diagnostic at all)
 *     # expect-config: --target 2.5 --no-grad      (settings the fixture is checked under)
 */
#ifndef FXLINT_VERIFY_H
#define FXLINT_VERIFY_H

#include <stdio.h>

#include "cli/check.h"

/* Checks each fixture under o (plus its own expect-config) and writes every unmet
 * expectation, unclaimed diagnostic and malformed expectation to f as `file:line: ...`.
 * Returns the number of fixtures that failed (0: all matched). */
int verify_files(const CheckOptions *o, const char *const *files, int nfiles, FILE *f);

#endif
