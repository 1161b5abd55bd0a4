/* fxlint._fxlint: the CPython extension under `import fxlint`, a thin layer over the in-process
 * API (api/fxlint.h). It turns keyword arguments into FxlintOptions, runs the check with the GIL
 * released (so other Python threads run meanwhile, and checks on several threads run at once),
 * and hands the findings back as tuples that fxlint/__init__.py makes into Finding objects.
 * Built against the stable ABI (Py_LIMITED_API, CPython 3.8 on): one wheel for every CPython. */
#define Py_LIMITED_API 0x03080000
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>

#include "api/fxlint.h"

/* A str from UTF-8 that may not be valid (a dump's own bytes quoted in a message): invalid
 * bytes become U+FFFD rather than an exception. None for NULL. */
static PyObject *text_or_none(const char *s)
{
    if (!s) Py_RETURN_NONE;
    return PyUnicode_DecodeUTF8(s, (Py_ssize_t)strlen(s), "replace");
}

static PyObject *note_tuple(const FxlintNote *n)
{
    PyObject *file = text_or_none(n->file), *msg = text_or_none(n->message);
    PyObject *t = file && msg ? Py_BuildValue("(OkkO)", file, (unsigned long)n->line, (unsigned long)n->col, msg) : NULL;
    Py_XDECREF(file);
    Py_XDECREF(msg);
    return t;
}

/* (code, name, severity, message, file, line, col, end_line, end_col, notes, origin,
 *  graph_path, compile_id, artifact, compare, fingerprint, graph, text) */
static PyObject *finding_tuple(const FxlintFinding *f)
{
    PyObject *notes = PyList_New((Py_ssize_t)f->nnotes);
    if (!notes) return NULL;
    for (uint32_t i = 0; i < f->nnotes; i++) {
        PyObject *n = note_tuple(&f->notes[i]);
        if (!n) {
            Py_DECREF(notes);
            return NULL;
        }
        PyList_SetItem(notes, (Py_ssize_t)i, n); /* steals n */
    }
    PyObject *origin;
    if (f->has_origin) {
        PyObject *ofile = text_or_none(f->origin_file), *ofn = text_or_none(f->origin_function),
                 *ocode = text_or_none(f->origin_code);
        origin = ofile && ofn && ocode ? Py_BuildValue("(OkOO)", ofile, (unsigned long)f->origin_line, ofn, ocode) : NULL;
        Py_XDECREF(ofile);
        Py_XDECREF(ofn);
        Py_XDECREF(ocode);
    } else {
        origin = Py_None;
        Py_INCREF(origin);
    }
    PyObject *strs[10] = {text_or_none(f->message), text_or_none(f->file),      text_or_none(f->graph_path),
                          text_or_none(f->compile_id), text_or_none(f->artifact), text_or_none(f->compare),
                          text_or_none(f->fingerprint), text_or_none(f->text), NULL, NULL};
    PyObject *t = NULL;
    bool ok = origin != NULL;
    for (int i = 0; i < 8; i++) ok = ok && strs[i];
    if (ok)
        t = Py_BuildValue("(sssOOkkkkOOOOOOOkO)", f->code, f->name, f->severity, strs[0], strs[1],
                          (unsigned long)f->line, (unsigned long)f->col, (unsigned long)f->end_line,
                          (unsigned long)f->end_col, notes, origin, strs[2], strs[3], strs[4], strs[5], strs[6],
                          (unsigned long)f->graph, strs[7]);
    for (int i = 0; i < 8; i++) Py_XDECREF(strs[i]);
    Py_XDECREF(origin);
    Py_DECREF(notes);
    return t;
}

static PyObject *result_info(const FxlintResult *r)
{
    PyObject *excluded = text_or_none(r->excluded_by), *config = text_or_none(r->config_file),
             *upgrade = text_or_none(r->upgrade);
    PyObject *d = excluded && config && upgrade
                      ? Py_BuildValue("{s:k,s:O,s:O,s:O,s:k,s:s,s:O,s:s,s:s,s:s,s:O}", "graphs", (unsigned long)r->graphs,
                                      "not_a_dump", r->not_a_dump ? Py_True : Py_False, "excluded_by", excluded,
                                      "config_file", config, "suppressed", (unsigned long)r->suppressed, "fail_on",
                                      r->fail_on, "failed", r->failed ? Py_True : Py_False, "target", r->target,
                                      "grad", r->grad, "capture", r->capture, "upgrade", upgrade)
                      : NULL;
    Py_XDECREF(excluded);
    Py_XDECREF(config);
    Py_XDECREF(upgrade);
    return d;
}

/* check(data, is_path, *, filename, config, isolated, select, extend_select, ignore, target,
 *       compare_target, grad, capture, capture_dynamic_output_shape_ops, input_format, timeout)
 * -> (list of finding tuples, info dict). `data` is the text's bytes, or the path's (os.fsencode)
 * when is_path. A bad option raises ValueError with the CLI's words. */
static PyObject *py_check(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *kwlist[] = {"data",           "is_path", "filename", "config", "isolated",
                             "select",         "extend_select", "ignore", "target", "compare_target",
                             "grad",           "capture", "capture_dynamic_output_shape_ops", "input_format",
                             "timeout",        NULL};
    const char *data = NULL;
    Py_ssize_t len = 0;
    int is_path = 0, isolated = 0, dynamic = 0;
    double timeout = -1;
    FxlintOptions o;
    fxlint_options_init(&o);
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "y#p|$zzpzzzzzzzpzd", kwlist, &data, &len, &is_path, &o.filename,
                                     &o.config, &isolated, &o.select, &o.extend_select, &o.ignore, &o.target,
                                     &o.compare_target, &o.grad, &o.capture, &dynamic, &o.input_format, &timeout))
        return NULL;
    o.isolated = isolated;
    o.capture_dynamic_output_shape_ops = dynamic;
    o.timeout_s = timeout;
    if (is_path && (Py_ssize_t)strlen(data) != len) {
        PyErr_SetString(PyExc_ValueError, "embedded null byte in path");
        return NULL;
    }
    FxlintResult *r = NULL;
    char *error = NULL;
    int rc;
    /* the arguments (data and the option strings) stay referenced by `args` and `kwargs` */
    Py_BEGIN_ALLOW_THREADS
    rc = is_path ? fxlint_check_file(&o, data, &r, &error) : fxlint_check_text(&o, data, (size_t)len, &r, &error);
    Py_END_ALLOW_THREADS
    if (rc < 0) {
        PyErr_SetString(PyExc_ValueError, error ? error : "fxlint: the check could not run");
        free(error);
        return NULL;
    }
    PyObject *list = PyList_New((Py_ssize_t)r->nfindings);
    PyObject *info = list ? result_info(r) : NULL;
    for (uint32_t i = 0; info && i < r->nfindings; i++) {
        PyObject *t = finding_tuple(&r->findings[i]);
        if (!t) {
            Py_CLEAR(info);
            break;
        }
        PyList_SetItem(list, (Py_ssize_t)i, t);
    }
    fxlint_result_free(r);
    if (!info) {
        Py_XDECREF(list);
        return NULL;
    }
    PyObject *out = Py_BuildValue("(NN)", list, info);
    return out;
}

/* rules() -> [(code, name, default severity)], as `fxlint rules` lists them */
static PyObject *py_rules(PyObject *self, PyObject *unused)
{
    uint32_t n = fxlint_rule_count();
    PyObject *list = PyList_New((Py_ssize_t)n);
    if (!list) return NULL;
    for (uint32_t i = 0; i < n; i++) {
        const char *code, *name, *sev;
        fxlint_rule(i, &code, &name, &sev);
        PyObject *t = Py_BuildValue("(sss)", code, name, sev);
        if (!t) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SetItem(list, (Py_ssize_t)i, t);
    }
    return list;
}

static PyMethodDef methods[] = {
    {"check", (PyCFunction)(void (*)(void))py_check, METH_VARARGS | METH_KEYWORDS,
     "check(data, is_path, **options) -> (findings, info): the in-process check behind fxlint.check_text"},
    {"rules", py_rules, METH_NOARGS, "rules() -> [(code, name, severity)]"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "fxlint._fxlint", "fxlint's C library, in process (see fxlint/__init__.py)", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__fxlint(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddStringConstant(m, "version", fxlint_version()) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
