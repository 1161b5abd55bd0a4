/*
 * FX912 compile-failed-unchecked
 *
 * What it does: notes a compile in a TORCH_TRACE log that failed before any graph of it was
 * printed. Its `compilation_metrics` record names a `fail_type` and no graph record of that
 * compile id came before; the note gives PyTorch's reason and, where the log keeps the
 * `dynamo_error` traceback, the user's frame it names under "from user code:".
 * Why is this bad: fxlint checks the graphs a log prints. PyTorch rejected this compile while
 * Dynamo traced it (a HOP body that writes its input with grad enabled, say), so there is no
 * graph to check, and "0 errors" for the log would read as a clean bill. The rejection is
 * PyTorch's own, already final: this is a note, not an error of fxlint's.
 * Example:
 *     V1128 10:13:03.000000 988 torch/_dynamo/convert_frame.py:1000] {"dynamo_start": {"stack": []}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0}
 *     V1128 10:13:03.600000 988 torch/_dynamo/utils.py:2022] {"compilation_metrics": {"compile_id": "0/0", "co_name": "forward", "fail_type": "UncapturedHigherOrderOpError", "fail_reason": "This higher order operator doesn't work unless it is captured completely with torch.compile. Got graph break/error:\n\nEncountered input mutation during higher order op tracing\n  Explanation: Higher order ops do not support input mutation."}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0}
 * Fix: fix what PyTorch's reason names in the user's code (the frame given), compile again, and
 * check the new log; to check the graph itself, capture it where PyTorch accepts it (under
 * torch.no_grad() since 2.12 for a cond or switch branch's write) or print it from an FX pass.
 */
#include "engine/rule.h" /* reported by the trace-log front end (analyzer/frontends/fe_trace.c); this file holds the documentation */
