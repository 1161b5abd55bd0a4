/* The document store: text buffers edited in place by LSP ranges (UTF-16 columns), line
 * tables, the edit log for incremental reparsing, and per-version result arenas. */
#include "lsp/lsp_doc.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "frontends/fe_readable_incr.h"

/* More edits than this between two checks are cheaper to reparse from scratch. */
#define EDITS_MAX 256

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) abort();
    return q;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xrealloc(NULL, n), s, n);
}

/* ---- UTF-16 columns ---- */

/* Length of the UTF-8 sequence at s (at most left bytes) and its UTF-16 width; an invalid
 * byte is a sequence of one byte and one unit. */
static uint32_t utf8_step(const unsigned char *s, uint32_t left, uint32_t *units)
{
    unsigned char c = s[0];
    uint32_t n;
    *units = 1;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2;
    else if (c >= 0xE0 && c <= 0xEF) n = 3;
    else if (c >= 0xF0 && c <= 0xF4) n = 4;
    else return 1;
    if (n > left) return 1;
    for (uint32_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 1;
    if (n == 4) *units = 2;
    return n;
}

uint32_t lsp_utf16_units(const char *s, uint32_t n, uint32_t bytes)
{
    if (bytes > n) bytes = n;
    uint32_t units = 0;
    for (uint32_t i = 0; i < bytes;) {
        if ((unsigned char)s[i] < 0x80) {
            i++, units++;
            continue;
        }
        uint32_t u;
        i += utf8_step((const unsigned char *)s + i, n - i, &u);
        units += u;
    }
    return units;
}

uint32_t lsp_utf16_to_byte(const char *s, uint32_t n, uint32_t units)
{
    uint32_t i = 0, seen = 0;
    while (i < n && seen < units) {
        uint32_t u;
        i += utf8_step((const unsigned char *)s + i, n - i, &u);
        seen += u;
    }
    return i;
}

/* ---- lines ---- */

static void index_lines(LspDoc *d)
{
    d->nlines = 0;
    const char *p = d->text, *end = d->text + d->len;
    for (;;) {
        if (d->nlines == d->lines_cap) {
            d->lines_cap = d->lines_cap ? d->lines_cap * 2 : 1024;
            d->lines = xrealloc(d->lines, sizeof(uint32_t) * d->lines_cap);
        }
        d->lines[d->nlines++] = (uint32_t)(p - d->text);
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) break;
        p = nl + 1;
    }
}

const char *lsp_doc_line(const LspDoc *d, uint32_t i, uint32_t *len)
{
    if (i >= d->nlines) {
        *len = 0;
        return "";
    }
    uint32_t s = d->lines[i];
    uint32_t e = i + 1 < d->nlines ? d->lines[i + 1] - 1 : d->len;
    if (e > s && d->text[e - 1] == '\r') e--;
    *len = e - s;
    return d->text + s;
}

uint32_t lsp_doc_offset(const LspDoc *d, LspPosition p)
{
    if (p.line >= d->nlines) return d->len;
    uint32_t n;
    const char *line = lsp_doc_line(d, p.line, &n);
    return d->lines[p.line] + lsp_utf16_to_byte(line, n, p.character);
}

bool lsp_doc_offset_exact(const LspDoc *d, LspPosition p, uint32_t *off)
{
    if (p.line >= d->nlines) return false;
    uint32_t n;
    const char *line = lsp_doc_line(d, p.line, &n);
    if (p.character > lsp_utf16_units(line, n, n)) return false;
    *off = d->lines[p.line] + lsp_utf16_to_byte(line, n, p.character);
    return true;
}

static uint32_t line_of(const LspDoc *d, uint32_t off)
{
    uint32_t lo = 0, hi = d->nlines;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (d->lines[mid] <= off) lo = mid;
        else hi = mid;
    }
    return lo;
}

LspPosition lsp_doc_position(const LspDoc *d, uint32_t off)
{
    if (off > d->len) off = d->len;
    uint32_t i = line_of(d, off), n;
    const char *line = lsp_doc_line(d, i, &n);
    return (LspPosition){i, lsp_utf16_units(line, n, off - d->lines[i])};
}

/* ---- store ---- */

static void set_text(LspDoc *d, const char *text, size_t len)
{
    if (len + 1 > d->cap) {
        d->cap = (uint32_t)(len + 1);
        d->text = xrealloc(d->text, d->cap);
    }
    memcpy(d->text, text, len);
    d->text[len] = 0;
    d->len = (uint32_t)len;
    index_lines(d);
}

LspDoc *lsp_doc_find(LspDocStore *st, const char *uri)
{
    for (LspDoc *d = st->head; d; d = d->next)
        if (strcmp(d->uri, uri) == 0) return d;
    return NULL;
}

LspDoc *lsp_doc_open(LspDocStore *st, const char *uri, int64_t version, const char *text, size_t len)
{
    LspDoc *d = lsp_doc_find(st, uri);
    if (d) lsp_doc_close(st, d);
    if (len >= UINT32_MAX) len = UINT32_MAX - 1;
    d = xrealloc(NULL, sizeof *d);
    memset(d, 0, sizeof *d);
    d->uri = xstrdup(uri);
    d->path = lsp_uri_to_path(uri);
    if (!d->path) d->path = xstrdup(uri);
    set_text(d, text, len);
    d->version = version;
    d->dirty = true;
    d->edits_lost = true;
    d->checked_version = -1;
    config_init_defaults(&d->cfg);
    arena_init(&d->version_arena);
    diag_list_init(&d->diags, &d->version_arena);
    arena_init(&d->index_arena);
    d->generation = 1;
    d->next = st->head;
    st->head = d;
    st->count++;
    return d;
}

void lsp_doc_close(LspDocStore *st, LspDoc *d)
{
    for (LspDoc **p = &st->head; *p; p = &(*p)->next) {
        if (*p != d) continue;
        *p = d->next;
        st->count--;
        break;
    }
    fe_readable_doc_free(d->readable);
    if (d->published) json_decref(d->published);
    arena_free(&d->version_arena);
    arena_free(&d->index_arena);
    free(d->edits);
    free(d->lines);
    free(d->text);
    free(d->path);
    free(d->uri);
    free(d);
}

void lsp_doc_store_fini(LspDocStore *st)
{
    while (st->head) lsp_doc_close(st, st->head);
}

/* ---- edits ---- */

static void log_edit(LspDoc *d, const LspEdit *e)
{
    if (d->edits_lost) return;
    if (d->nedits == EDITS_MAX) {
        d->edits_lost = true;
        d->nedits = 0;
        return;
    }
    if (d->nedits == d->edits_cap) {
        d->edits_cap = d->edits_cap ? d->edits_cap * 2 : 8;
        d->edits = xrealloc(d->edits, sizeof(LspEdit) * d->edits_cap);
    }
    d->edits[d->nedits++] = *e;
}

int lsp_doc_apply(LspDoc *d, const LspPosition *start, const LspPosition *end, const char *text, size_t len)
{
    uint32_t s = 0, e = d->len;
    if (start && end) {
        s = lsp_doc_offset(d, *start);
        e = lsp_doc_offset(d, *end);
        if (e < s) return -1;
    }
    size_t nlen = (size_t)d->len - (e - s) + len;
    if (nlen >= UINT32_MAX) return -1;

    LspEdit ed;
    uint32_t sr = line_of(d, s), er = line_of(d, e);
    ed.start_byte = s;
    ed.old_end_byte = e;
    ed.new_end_byte = s + (uint32_t)len;
    ed.start_row = sr;
    ed.start_col = s - d->lines[sr];
    ed.old_end_row = er;
    ed.old_end_col = e - d->lines[er];
    ed.new_end_row = sr;
    ed.new_end_col = ed.start_col + (uint32_t)len;
    for (const char *p = text, *nl; (nl = memchr(p, '\n', len - (size_t)(p - text))) != NULL; p = nl + 1) {
        ed.new_end_row++;
        ed.new_end_col = (uint32_t)(text + len - (nl + 1));
    }

    if (!start || !end) {
        set_text(d, text, len);
        d->edits_lost = true;
        d->nedits = 0;
    } else {
        if (nlen + 1 > d->cap) {
            size_t cap = d->cap ? d->cap : 64;
            while (cap < nlen + 1) cap *= 2;
            if (cap >= UINT32_MAX) cap = nlen + 1;
            d->cap = (uint32_t)cap;
            d->text = xrealloc(d->text, d->cap);
        }
        memmove(d->text + s + len, d->text + e, d->len - e + 1); /* with the NUL */
        memcpy(d->text + s, text, len);
        d->len = (uint32_t)nlen;
        index_lines(d);
        log_edit(d, &ed);
    }
    d->dirty = true;
    d->generation++;
    return 0;
}

/* ---- URIs ---- */

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

char *lsp_uri_to_path(const char *uri)
{
    if (strncmp(uri, "file://", 7) != 0) return NULL;
    const char *p = uri + 7;
    /* file://host/path: only the local host (empty or "localhost") names a path here. */
    if (*p != '/') {
        if (strncmp(p, "localhost/", 10) != 0) return NULL;
        p += 9;
    }
    char *out = xrealloc(NULL, strlen(p) + 1), *o = out;
    for (; *p && *p != '?' && *p != '#'; p++) {
        int hi, lo;
        if (*p == '%' && (hi = hexval(p[1])) >= 0 && (lo = hexval(p[2])) >= 0) {
            *o++ = (char)(hi * 16 + lo);
            p += 2;
        } else {
            *o++ = *p;
        }
    }
    *o = 0;
    return out;
}

char *lsp_path_to_uri(const char *path)
{
    static const char hex[] = "0123456789ABCDEF";
    char *out = xrealloc(NULL, strlen(path) * 3 + 8), *o = out;
    memcpy(o, "file://", 7);
    o += 7;
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-._~!$&'()*+,;=:@", *p)) {
            *o++ = (char)*p;
        } else {
            *o++ = '%';
            *o++ = hex[*p >> 4];
            *o++ = hex[*p & 15];
        }
    }
    *o = 0;
    return out;
}
