/* What the HOP-subgraph rules (FX1xx mutation, FX2xx aliasing) share: which HOP call holds a
 * subgraph to a check under the assumptions in force (the release table decides, for the
 * call's grad mode and the graph's capture path), how PyTorch names the subgraph's role and
 * words its error, and which calls PyTorch made itself (and so never checked). */
#ifndef FXLINT_HOP_BAN_H
#define FXLINT_HOP_BAN_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis/alias.h"
#include "diag/config.h"
#include "knowledge/release.h"

/* A HOP call that rejects something in one of its subgraphs. */
typedef struct HopBan {
    const HopCall *call;
    const HopSub *sub;
    uint32_t index;        /* the call's index into hop_calls */
    ReleaseCheck check;
    ReleaseRuling ruling;  /* verdict RV_REJECT; `mixed` when the capture path is not known and
                              some paths accept: the rules warn instead of erring */
    GradMode grad;         /* the grad mode the call ran under */
} HopBan;

/* The release table's answer on `check` for `call` (its HOP, the grad mode it ran under, the
 * graph's capture path) at cfg's release; accepted when the subgraph role `sub` (may be NULL)
 * is not subject to the check at all (flex_attention's mask_mod). */
ReleaseRuling hop_ban_rule(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call,
                           const HopSub *sub, ReleaseCheck check);
/* The first call running module m whose ruling on `check` rejects. Returns true and fills
 * *out, or false when no call does (the root, wrap bodies, unused classes). */
bool hop_ban_find(const Graph *g, const struct Facts *f, const Config *cfg, ModuleId m, ReleaseCheck check,
                  HopBan *out);
/* The check write `s` to a placeholder of subgraph `sub` falls under: a value the call passes (a
 * carry, an operand: RC_INPUT_MUTATION, RC_ITEM_ASSIGN for `x[i] = v`, RC_METADATA_MUTATION for
 * t_ or resize_ of the placeholder itself) or one the body closed over (additional inputs, map
 * pos_args: RC_CAPTURED_MUTATION). */
ReleaseCheck hop_ban_write_check(const Graph *g, const HopCall *call, const HopSub *sub, const MutationSite *s);
/* The same ban asked about another check (RC_CAPTURED_MUTATION for a write to a lifted input);
 * returns whether it rejects. */
bool hop_ban_recheck(const Graph *g, const struct Facts *f, const Config *cfg, HopBan *ban, ReleaseCheck check);
/* Whether the dump leaves the ban's verdict open: the capture paths or the grad modes it may
 * come from disagree. The rules then warn, naming them (hop_ban_mixed_words). */
bool hop_ban_unsure(const HopBan *ban);
/* A ban whose verdict turns on the grad mode (release_grad_matters), rejecting with grad
 * enabled, at a node that shows an edit after capture (analysis/edited.h): no frontend judged
 * that node, so the graph says nothing of the grad mode it would pass under, and it is judged
 * with grad enabled. Then narrows the ban to that mode (release_settle_grad: still open where
 * the capture path decides) and returns the clause that says so (from `a`); else NULL. */
const char *hop_ban_settle_by_edit(Arena *a, const Graph *g, HopBan *ban, ModuleId m, NodeId n);
/* The clause the rules append to an open ruling: which capture paths or grad modes reject
 * (release_unsure_words). From `a`. */
const char *hop_ban_mixed_words(Arena *a, const HopBan *ban);
/* The role as messages name it: "true branch", "body_fn", "combine_fn"; static. */
const char *hop_ban_role_words(const HopSub *sub);
/* Whether g is a Dynamo graph (by its ops, or by its trace event when its ops do not say). */
bool hop_ban_dynamo(const Graph *g);
/* PyTorch's error for the ban, quoted as the targeted release words it (release_quote). */
const char *hop_ban_quote(Arena *a, const Config *cfg, const HopBan *ban);
/* Whether the ban's message is Dynamo's graph break (whose developer context names nodes). */
bool hop_ban_says_dynamo(const HopBan *ban);
/* Whether PyTorch made this invoke_subgraph call itself, so no user-facing check ran on it: the
 * partitioner's forward/backward regions (`partitioned_fw_subgraph_0_0`, identifiers `fw_*`,
 * `bw_*`, `___forward_*`) and the graph-deduplication pass (placeholders `subgraph_input_*`).
 * False for every other HOP. */
bool hop_ban_generated(const Graph *g, const HopCall *call);

#endif
