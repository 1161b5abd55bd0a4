/* Format detection: which front end reads a text, judged from its content, not its name. */
#include "frontends/detect.h"

#include <stdbool.h>
#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* The line is exactly `lit` (trailing spaces and CR aside): `# inputs` heads a signature
 * block, `# inputs of the model ...` is a comment. */
static bool is_line(const char *s, uint32_t n, const char *lit)
{
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\r')) n--;
    return n == strlen(lit) && memcmp(s, lit, n) == 0;
}

static bool starts(const char *s, uint32_t n, const char *lit)
{
    size_t k = strlen(lit);
    return n >= k && memcmp(s, lit, k) == 0;
}

/* `V1206 15:18:15.925000 ...`: the glog prefix of TORCH_TRACE record headers and TORCH_LOGS
 * lines (these may start with `[rank0]:`). Returns FMT_TRACE when a JSON object follows the
 * prefix, FMT_LOGS for a log message, FMT_AUTO for a line without the prefix. */
static InputFormat glog_kind(const char *s, uint32_t n)
{
    bool rank = false;
    if (n > 8 && memcmp(s, "[rank", 5) == 0) {
        uint32_t i = 5;
        while (i < n && is_digit(s[i])) i++;
        if (i + 1 >= n || s[i] != ']' || s[i + 1] != ':') return FMT_AUTO;
        s += i + 2, n -= i + 2;
        rank = true;
    }
    if (n < 16 || !(s[0] >= 'A' && s[0] <= 'Z')) return FMT_AUTO;
    for (int i = 1; i <= 4; i++)
        if (!is_digit(s[i])) return FMT_AUTO;
    if (!(s[5] == ' ' && is_digit(s[6]) && is_digit(s[7]) && s[8] == ':' && is_digit(s[9]) && is_digit(s[10]) &&
          s[11] == ':'))
        return FMT_AUTO;
    const char *br = memchr(s, ']', n);
    if (!br) return FMT_AUTO;
    uint32_t after = (uint32_t)(br - s) + 1;
    return !rank && after + 1 < n && s[after] == ' ' && s[after + 1] == '{' ? FMT_TRACE : FMT_LOGS;
}

/* Printed code, unless the first 64 KiB hold TORCH_LOGS lines (or a TORCH_TRACE record header)
 * before any graph does: a console capture often opens with other output (warnings) before
 * the first log line, and an edited or concatenated trace log with other text. */
static InputFormat readable_or_logs(const char *text, uint32_t len, uint32_t from)
{
    for (uint32_t i = from; i < len;) {
        const char *nl = memchr(text + i, '\n', len - i);
        uint32_t e = nl ? (uint32_t)(nl - text) : len;
        const char *s = text + i;
        uint32_t n = e - i;
        if (starts(s, n, "class ") || starts(s, n, "def forward(")) return FMT_READABLE;
        InputFormat g = glog_kind(s, n);
        if (g == FMT_LOGS || g == FMT_TRACE) return g;
        i = e + 1;
    }
    return FMT_READABLE;
}

/* `opcode  name  target  args  kwargs`: the header of Graph.print_tabular(). */
static bool tabular_header(const char *s, uint32_t n)
{
    static const char *const words[] = {"opcode", "name", "target", "args", "kwargs"};
    uint32_t i = 0;
    for (unsigned k = 0; k < sizeof words / sizeof words[0]; k++) {
        while (i < n && s[i] == ' ') i++;
        size_t w = strlen(words[k]);
        if (n - i < w || memcmp(s + i, words[k], w) != 0) return false;
        i += (uint32_t)w;
    }
    return true;
}

/* The first lines decide FX IR and ExportedProgram text; `whole` looks further for TORCH_LOGS
 * lines before deciding on printed code. */
static InputFormat detect(const char *text, uint32_t len, bool whole)
{
    if (len >= 2 && (unsigned char)text[0] == 0x1f && (unsigned char)text[1] == 0x8b) return FMT_TRACE;
    uint32_t i = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) i = 3;
    for (;;) {
        if (i >= len) return FMT_READABLE;
        const char *nl = memchr(text + i, '\n', len - i);
        uint32_t e = nl ? (uint32_t)(nl - text) : len;
        uint32_t b = i;
        while (b < e && (text[b] == ' ' || text[b] == '\t' || text[b] == '\r')) b++;
        if (b < e) {
            const char *s = text + b;
            uint32_t n = e - b;
            InputFormat g = b == i ? glog_kind(s, n) : FMT_AUTO;
            if (g != FMT_AUTO) return g;
            if (starts(s, n, "ExportedProgram:") || starts(s, n, "Graph signature:") ||
                starts(s, n, "ExportGraphSignature(") || is_line(s, n, "# inputs") || is_line(s, n, "# outputs"))
                return FMT_EXPORT;
            if (starts(s, n, "graph(")) return FMT_FXIR;
            if (s[0] == '#' && !starts(s, n, "# File:")) { /* a comment above the dump: look on */
                i = e + 1;
                continue;
            }
            if (s[0] == '%' && memchr(s, '=', n) && memchr(s, '[', n)) return FMT_FXIR;
            if (tabular_header(s, n)) return FMT_TABULAR;
            return whole ? readable_or_logs(text, len, e) : FMT_READABLE;
        }
        i = e + 1;
    }
}

InputFormat frontend_detect(const char *text, uint32_t len) { return detect(text, len, true); }

InputFormat frontend_detect_graph(const char *text, uint32_t len) { return detect(text, len, false); }

static const char *const format_names[] = {"auto", "readable", "fxir", "export", "trace", "logs", "tabular"};

const char *input_format_name(InputFormat f)
{
    return (unsigned)f < sizeof format_names / sizeof format_names[0] ? format_names[f] : "?";
}

int input_format_parse(const char *s)
{
    for (unsigned i = 0; i < sizeof format_names / sizeof format_names[0]; i++)
        if (strcmp(s, format_names[i]) == 0) return (int)i;
    return -1;
}
