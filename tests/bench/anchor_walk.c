/* The benchmarks' anchor: what parsing costs at all. Reads a file, parses it with the same
 * tree-sitter Python grammar fxlint uses, walks every node of the tree with a cursor, and
 * prints the node count. No fxlint code: this is the floor fxlint's figures are put next to. */
#include <stdio.h>
#include <stdlib.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_python(void);

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: anchor_walk FILE\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)len + 1);
    if (!text || fread(text, 1, (size_t)len, f) != (size_t)len) return 2;
    fclose(f);
    TSParser *p = ts_parser_new();
    ts_parser_set_language(p, tree_sitter_python());
    TSTree *tree = ts_parser_parse_string(p, NULL, text, (uint32_t)len);
    TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(tree));
    unsigned long nodes = 0, named = 0;
    for (;;) {
        TSNode n = ts_tree_cursor_current_node(&c);
        nodes++;
        named += ts_node_is_named(n);
        if (ts_tree_cursor_goto_first_child(&c)) continue;
        while (!ts_tree_cursor_goto_next_sibling(&c))
            if (!ts_tree_cursor_goto_parent(&c)) goto done;
    }
done:
    printf("%lu nodes, %lu named\n", nodes, named);
    ts_tree_cursor_delete(&c);
    ts_tree_delete(tree);
    ts_parser_delete(p);
    free(text);
    return 0;
}
