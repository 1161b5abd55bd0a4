-- Neovim end-to-end test of fxlint's outline: `vim.lsp.buf.document_symbol()` (the outline and
-- breadcrumbs of outline plugins) gives the GraphModule with its nested subgraph classes, its
-- HOP call and outputs; `vim.lsp.buf.workspace_symbol()` finds nodes and classes by name.
-- requires: FX101
local fx = dofile(os.getenv('FXLINT_LSP_LIB') .. '/fxlint.lua')

-- "name kind" of each symbol of a DocumentSymbol tree, indented by depth.
local function outline(symbols, depth, out)
  for _, s in ipairs(symbols) do
    out[#out + 1] = string.rep('  ', depth) .. s.name .. ' ' .. vim.lsp.protocol.SymbolKind[s.kind]
    outline(s.children or {}, depth + 1, out)
  end
  return out
end

fx.run(function(ctx)
  local buf = ctx.buf
  fx.wait_diag(buf, 'FX101')
  local symbols = fx.request(ctx, 'textDocument/documentSymbol', { textDocument = { uri = vim.uri_from_bufnr(buf) } })
  local got = table.concat(outline(symbols or {}, 0, {}), '\n')
  local want = table.concat({
    'GraphModule Class',
    '  cond Function',
    '  return Variable',
    '  true_graph_0 Class',
    '    return Variable',
    '  false_graph_0 Class',
    '    return Variable',
  }, '\n')
  if got ~= want then fx.fail('outline:\n' .. got .. '\nexpected:\n' .. want) end
  -- the class's range holds its body: the breadcrumb at the add_ line is GraphModule > true_graph_0
  local add_row = fx.find(buf, 'aten.add_.Tensor')
  local tg = symbols[1].children[3]
  if not (tg.range.start.line < add_row and add_row <= tg.range['end'].line) then
    fx.fail('true_graph_0 spans ' .. vim.inspect(tg.range) .. ', not line ' .. add_row)
  end
  -- as Neovim lists them in the location list
  local items = vim.lsp.util.symbols_to_items(symbols, buf)
  if #items ~= 7 or not items[4].text:find('true_graph_0', 1, true) then fx.fail('items ' .. vim.inspect(items)) end

  local found = fx.request(ctx, 'workspace/symbol', { query = 'graph_0' }) or {}
  local names = {}
  for _, s in ipairs(found) do names[#names + 1] = s.name .. '@' .. s.location.range.start.line end
  table.sort(names)
  local class_row = fx.find(buf, 'class false_graph_0')
  local attr_row = fx.find(buf, 'false_graph_0 = self.false_graph_0')
  if not vim.tbl_contains(names, 'false_graph_0@' .. class_row) or not vim.tbl_contains(names, 'false_graph_0@' .. attr_row) then
    fx.fail('workspace symbols ' .. vim.inspect(names))
  end
  return #items .. ' outline entries, ' .. #found .. ' workspace symbols for graph_0'
end)
