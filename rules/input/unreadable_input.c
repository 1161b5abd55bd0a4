/*
 * FX906 unreadable-input
 *
 * What it does: reports an input that could not be read at all: a file that does not exist or
 * cannot be opened, a broken .gz stream, or a file that is not text.
 * Why is this bad: nothing in it was checked. A batch run goes on with the other files.
 * Example:
 * (not runnable: a command line, and the file it names must not exist)
 *     fxlint check missing_dump.py
 * Fix: check the path and permissions; decompress or re-collect a damaged log.
 */
#include "engine/rule.h" /* reported by the driver and front ends; this file holds the documentation */
