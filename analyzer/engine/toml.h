/* A small strict TOML 1.0 reader for configuration files (Debian ships no C TOML library):
 * the whole document becomes a tree of TomlValues in an arena, or one error with its exact
 * line:col. Every construct of TOML 1.0 is read, so a pyproject.toml full of other tools'
 * tables parses; fxlint itself only looks at strings, arrays, booleans, integers and tables. */
#ifndef FXLINT_TOML_H
#define FXLINT_TOML_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"

typedef enum TomlKind {
    TOML_STRING,
    TOML_INTEGER,
    TOML_FLOAT,
    TOML_BOOLEAN,
    TOML_DATETIME, /* kept as its text: fxlint has no use for dates */
    TOML_ARRAY,
    TOML_TABLE,
} TomlKind;

typedef struct TomlValue TomlValue;

typedef struct TomlEntry {
    const char *key;   /* decoded, NUL-terminated (a quoted key may also hold a NUL) */
    uint32_t key_len;
    uint32_t line, col; /* where the key is written (its last dotted part) */
    TomlValue *value;
} TomlEntry;

struct TomlValue {
    TomlKind kind;
    uint32_t line, col; /* 1-based, col in bytes: where the value, or the table's header, starts */
    union {
        struct { const char *ptr; uint32_t len; } str; /* STRING (decoded) and DATETIME (as written) */
        int64_t integer;
        double real;
        bool boolean;
        struct { TomlValue **items; uint32_t len, cap; } array;
        struct { TomlEntry *items; uint32_t len, cap; } table;
    } as;
    /* Parser bookkeeping: how the table or array came to exist (see toml.c). */
    uint8_t flags;
    uint32_t section;
};

typedef struct TomlError {
    uint32_t line, col; /* 1-based; col counts bytes */
    char message[160];
} TomlError;

/* Parses a whole document. Returns the root table, allocated with everything it holds in `a`
 * (the caller's arena), or NULL with *err filled: the first problem and where it is. Never
 * reads past text[len]; text need not be NUL-terminated. */
TomlValue *toml_parse(Arena *a, const char *text, size_t len, TomlError *err);

/* The entry of table t named key (a plain NUL-terminated key), or NULL. */
const TomlEntry *toml_table_get(const TomlValue *t, const char *key);
/* "string", "integer", "float", "boolean", "datetime", "array", "table". */
const char *toml_kind_name(TomlKind k);

#endif
