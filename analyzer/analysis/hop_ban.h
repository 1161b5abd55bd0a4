/* What the HOP-subgraph rules (FX1xx mutation, FX2xx aliasing) share: which HOP call holds a
 * subgraph to a ban under the configured assumptions, how PyTorch names the subgraph's role, and
 * which calls PyTorch made itself (and so never checked). */
#ifndef FXLINT_HOP_BAN_H
#define FXLINT_HOP_BAN_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis/alias.h"
#include "diag/config.h"

/* A HOP call that forbids something in one of its subgraphs. */
typedef struct HopBan {
    const HopCall *call;
    const HopSub *sub;
    uint32_t index; /* the call's index into hop_calls */
    bool later;     /* grad is disabled, so Dynamo lets cond alias, but functionalizing this
                       ATen-level graph (AOTAutograd, export's decompositions) still rejects it:
                       reported as a warning, since the dump does not show that step */
} HopBan;

/* Whether subgraph role `sub` of `call` forbids any of `bits` (HOP_FORBID_*) under cfg: cond's
 * bans lift with grad disabled, assumed (cfg->no_grad) or printed (hop_ban_grad_disabled). */
bool hop_ban_applies(const Graph *g, const struct Facts *f, const HopCall *call, const HopSub *sub,
                     const Config *cfg, uint16_t bits);
/* Whether the ban was lifted by grad mode only for Dynamo: with grad disabled cond's alias bans
 * (any HOP_FORBID_ALIAS bit of `bits`) still hold when an ATen-level graph is functionalized
 * (spec §1.1: `_check_alias_and_mutation` runs unless the cond can be auto-functionalized, and
 * aliasing prevents that; §10.2). False when hop_ban_applies is true. */
bool hop_ban_applies_later(const Graph *g, const struct Facts *f, const HopCall *call, const HopSub *sub,
                           const Config *cfg, uint16_t bits);
/* Whether the dump shows grad disabled where `call` runs: the last `torch._C._set_grad_enabled`
 * before it in its module passed False, or (with none there) the module is the body of a
 * `wrap_with_set_grad_enabled(False, ...)` call. */
bool hop_ban_grad_disabled(const Graph *g, const struct Facts *f, const HopCall *call);
/* The clause the alias rules append when ban->later: why it is only a warning. Static. */
const char *hop_ban_later_words(void);
/* The first call running module m whose subgraph role forbids any of `bits` under cfg (or, when
 * none does, one whose alias ban holds only later: out->later). Returns true and fills *out, or
 * false when no call does (the root, wrap bodies, unused classes). */
bool hop_ban_find(const Graph *g, const struct Facts *f, const Config *cfg, ModuleId m, uint16_t bits, HopBan *out);
/* The role as messages name it: "true branch", "body_fn", "combine_fn"; static. */
const char *hop_ban_role_words(const HopSub *sub);
/* Whether g is a Dynamo graph (by its ops, or by its trace event when its ops do not say), so
 * PyTorch's message is Dynamo's ("Encountered aliasing during higher order op tracing") rather
 * than the functionalization check's ("cond_true might be aliasing the input or the output!"). */
bool hop_ban_dynamo(const Graph *g);
/* Whether the targeted release checks only input-output aliasing in HOP subgraphs (before 2.7
 * the functionalization helpers traced each subgraph for outputs sharing an input's storage only;
 * output-output and input-input aliasing came with the storage-based check, spec §1.0.3). */
bool hop_ban_old_alias_check(const Config *cfg);
/* PyTorch's error, quoted, for a write (what = HOP_FORBID_MUTATION) or an alias (any other bit)
 * in the subgraph of `ban`, worded as the targeted release words it; allocated in `a`. Writes
 * in Dynamo graphs get Dynamo's message; aliasing in Dynamo graphs is worded by the rules, whose
 * messages name the aliased nodes. */
const char *hop_ban_quote(Arena *a, const Graph *g, const Config *cfg, const HopBan *ban, uint16_t what);
/* Whether PyTorch made this invoke_subgraph call itself, so no user-facing check ran on it: the
 * partitioner's forward/backward regions (`partitioned_fw_subgraph_0_0`, identifiers `fw_*`,
 * `bw_*`, `___forward_*`) and the graph-deduplication pass (placeholders `subgraph_input_*`).
 * False for every other HOP. */
bool hop_ban_generated(const Graph *g, const HopCall *call);

#endif
