/* Escaping for XML and HTML text: one pass, a character at a time. */
#include "report/markup.h"

#include "report/json_diag.h"

#define REPLACEMENT "\xEF\xBF\xBD"

void report_put_markup(FILE *f, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        unsigned c = *p;
        if (c < 0x80) {
            switch (c) {
            case '&': fputs("&amp;", f); break;
            case '<': fputs("&lt;", f); break;
            case '>': fputs("&gt;", f); break;
            case '"': fputs("&quot;", f); break;
            case '\'': fputs("&apos;", f); break;
            case '\t': case '\n': case '\r': fputc((int)c, f); break;
            default:
                if (c < 0x20 || c == 0x7F) fputs(REPLACEMENT, f);
                else fputc((int)c, f);
            }
            p++;
            continue;
        }
        size_t k = report_utf8_len(p, (size_t)(end - p));
        /* U+FFFE and U+FFFF are not XML characters */
        if (k && !(k == 3 && c == 0xEF && p[1] == 0xBF && (p[2] == 0xBE || p[2] == 0xBF))) {
            fwrite(p, 1, k, f);
            p += k;
        } else {
            fputs(REPLACEMENT, f);
            p++;
        }
    }
}
