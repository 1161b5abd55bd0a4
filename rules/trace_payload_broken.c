/*
 * FX905 trace-payload-broken
 *
 * What it does: reports a TORCH_TRACE record whose JSON metadata does not parse, or whose
 * payload does not match its `has_payload` MD5 hash (a log cut off, or edited).
 * Why is this bad: the graph in that payload may be incomplete; fxlint still checks what it
 * can read, and the rest of the log is checked as usual.
 * Example:
 *     V1206 15:18:15.925000 1500233 torch/_dynamo/output_graph.py:1279] {"dynamo_output_graph": {, "has_payload": "..."}
 * Fix: collect the log again (TORCH_TRACE=/tmp/trace), and do not edit payload lines by hand.
 */
#include "rule.h" /* reported by the trace-log front end (analyzer/fe_trace.c); this file holds the documentation */
