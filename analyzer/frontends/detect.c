/* Format detection: which front end reads a text, judged from its content, not its name. */
#include "frontends/detect.h"

#include <stdbool.h>
#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static bool starts(const char *s, uint32_t n, const char *lit)
{
    size_t k = strlen(lit);
    return n >= k && memcmp(s, lit, k) == 0;
}

/* `V1206 15:18:15.925000 ...`: the glog prefix of a TORCH_TRACE record header. */
static bool looks_like_glog(const char *s, uint32_t n)
{
    if (n < 16 || !(s[0] >= 'A' && s[0] <= 'Z')) return false;
    for (int i = 1; i <= 4; i++)
        if (!is_digit(s[i])) return false;
    return s[5] == ' ' && is_digit(s[6]) && is_digit(s[7]) && s[8] == ':' && is_digit(s[9]) &&
           is_digit(s[10]) && s[11] == ':' && memchr(s, ']', n) != NULL;
}

InputFormat frontend_detect(const char *text, uint32_t len)
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
            if (b == i && looks_like_glog(s, n)) return FMT_TRACE;
            if (starts(s, n, "ExportedProgram:") || starts(s, n, "Graph signature:") ||
                starts(s, n, "ExportGraphSignature(") || starts(s, n, "# inputs") || starts(s, n, "# outputs"))
                return FMT_EXPORT;
            if (starts(s, n, "graph(")) return FMT_FXIR;
            if (s[0] == '%' && memchr(s, '=', n) && memchr(s, '[', n)) return FMT_FXIR;
            return FMT_READABLE;
        }
        i = e + 1;
    }
}

static const char *const format_names[] = {"auto", "readable", "fxir", "export", "trace"};

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
