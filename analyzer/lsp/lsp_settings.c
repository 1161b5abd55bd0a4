/* Editor settings into a ConfigLayer, and the names of config files. */
#include "lsp/lsp_settings.h"

#include <string.h>

static const SettingSource from_settings = {LSP_SETTINGS_NAME, 0, 0};

static void add_error(Arena *a, const char **error, const char *what, const char *key)
{
    *error = arena_printf(a, "%s%s%s (settings key '%s')", *error ? *error : "", *error ? "; " : "", what, key);
}

/* The value of `camel` or of its kebab-case spelling, or NULL. */
static json_t *setting(json_t *root, const char *camel, const char *kebab, const char **key)
{
    json_t *v = json_object_get(root, camel);
    *key = camel;
    if (!v) v = json_object_get(root, kebab), *key = kebab;
    return json_is_null(v) ? NULL : v;
}

/* A rule list: an array of strings or one comma-separated string, each entry a known code,
 * name or prefix. Returns whether it was read into *out. */
static bool read_codes(Arena *a, json_t *v, const char *key, CodeList *out, const char **error)
{
    VEC(const char *) items = {0};
    Config probe;
    config_init_defaults(&probe);
    json_t *list = json_is_string(v) ? json_pack("[O]", v) : json_incref(v);
    bool ok = json_is_array(list);
    size_t i;
    json_t *e;
    json_array_foreach(list, i, e) {
        const char *bad = NULL;
        if (!json_is_string(e) || config_apply_rule_list(&probe, json_string_value(e), true, &bad) < 0) {
            add_error(a, error, arena_printf(a, "unknown rule '%s'", bad ? bad : json_is_string(e) ? json_string_value(e) : "?"), key);
            ok = false;
            continue;
        }
        VEC_PUSH(a, items, arena_strdup(a, json_string_value(e)));
    }
    if (!json_is_array(list)) add_error(a, error, "expected a list of rule codes", key);
    json_decref(list);
    if (!ok) return false;
    *out = (CodeList){items.items, items.len, from_settings};
    return true;
}

static bool read_bool(Arena *a, json_t *v, const char *key, bool *out, SettingSource *src, const char **error)
{
    if (!json_is_boolean(v)) {
        add_error(a, error, "expected true or false", key);
        return false;
    }
    *out = json_is_true(v);
    *src = from_settings;
    return true;
}

bool lsp_settings_read(Arena *a, json_t *settings, ConfigLayer *out, const char **error)
{
    config_layer_init(out, LSP_SETTINGS_NAME, NULL);
    *error = NULL;
    json_t *root = json_object_get(settings, "fxlint");
    if (!json_is_object(root)) root = settings;
    if (!json_is_object(root)) return false;
    bool any = false;
    const char *key;
    json_t *v;
    if ((v = setting(root, "select", "select", &key))) any |= read_codes(a, v, key, &out->select, error);
    if ((v = setting(root, "extendSelect", "extend-select", &key))) any |= read_codes(a, v, key, &out->extend_select, error);
    if ((v = setting(root, "ignore", "ignore", &key))) any |= read_codes(a, v, key, &out->ignore, error);
    if ((v = setting(root, "target", "target", &key))) {
        int t = json_is_string(v) ? config_parse_target(json_string_value(v), NULL) : -1;
        if (t < 0) {
            add_error(a, error, arena_printf(a, "expected a PyTorch release (%s)", config_target_list()), key);
        } else {
            out->target_version = t;
            out->target_src = from_settings;
            any = true;
        }
    }
    if ((v = setting(root, "noGrad", "no-grad", &key))) {
        bool off = false;
        if (read_bool(a, v, key, &off, &out->grad_src, error)) {
            out->grad = off ? GRAD_NO_GRAD : GRAD_ENABLED;
            any = true;
        }
    }
    if ((v = setting(root, "grad", "grad", &key))) {
        int g = json_is_string(v) ? grad_mode_parse(json_string_value(v)) : -1;
        if (g < 0) {
            add_error(a, error, "expected \"enabled\", \"no-grad\", \"inference\" or \"auto\"", key);
        } else {
            out->grad = (GradMode)g;
            out->grad_src = from_settings;
            any = true;
        }
    }
    if ((v = setting(root, "capture", "capture", &key))) {
        int p = json_is_string(v) ? capture_path_parse(json_string_value(v)) : -1;
        if (p < 0) {
            add_error(a, error, "expected \"auto\", \"compile\", \"compile-eager\", \"export\" or \"make-fx\"", key);
        } else {
            out->capture_path = (CapturePath)p;
            out->capture_path_src = from_settings;
            any = true;
        }
    }
    if ((v = setting(root, "captureDynamicOutputShapeOps", "capture-dynamic-output-shape-ops", &key)))
        any |= read_bool(a, v, key, &out->capture_dynamic_output_shape_ops, &out->capture_src, error);
    return any;
}

bool lsp_settings_present(json_t *settings)
{
    static const char *const keys[] = {"select", "extendSelect", "extend-select", "ignore", "target", "noGrad",
                                       "no-grad", "grad", "capture", "captureDynamicOutputShapeOps",
                                       "capture-dynamic-output-shape-ops"};
    if (!json_is_object(settings)) return false;
    if (json_is_object(json_object_get(settings, "fxlint"))) return true;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (json_object_get(settings, keys[i])) return true;
    return false;
}

bool lsp_settings_is_config_file(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    return strcmp(base, "pyproject.toml") == 0 || strcmp(base, ".fxlint.toml") == 0 || strcmp(base, "fxlint.toml") == 0;
}

json_t *lsp_settings_watchers(void)
{
    return json_pack("{s:[{s:s},{s:s},{s:s}]}", "watchers", "globPattern", "**/pyproject.toml", "globPattern",
                     "**/.fxlint.toml", "globPattern", "**/fxlint.toml");
}
