/*
 * FX905 trace-payload-broken
 *
 * What it does: reports a TORCH_TRACE record whose JSON metadata does not parse, or whose
 * payload does not match its `has_payload` MD5 hash (a log cut off, or edited).
 * Why is this bad: the graph in that payload may be incomplete; fxlint still checks what it
 * can read, and the rest of the log is checked as usual.
 * Example:
 *     V1121 10:00:00.300000 4242 torch/_dynamo/output_graph.py:1279] {"dynamo_output_graph": {"sizes": {"l_x_": [4]}}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0, "has_payload": "6c211eb83b34326c4bea283b9c21cd51"}
 *     	class GraphModule(torch.nn.Module):
 *     	    def forward(self, L_x_: "f32[4][1]cpu"):
 *     	        l_x_ = L_x_
 *     	        sin: "f32[4][1]cpu" = torch.sin(l_x_)
 * Fix: collect the log again (TORCH_TRACE=/tmp/trace), and do not edit payload lines by hand.
 */
#include "engine/rule.h" /* reported by the trace-log front end (analyzer/fe_trace.c); this file holds the documentation */
