-- Neovim end-to-end test of fxlint's navigation: `vim.lsp.buf.definition()` (what `gd` is
-- usually mapped to) jumps from a node's use to the line defining it, from `self.true_graph_0`
-- to the subgraph's class, and from a `# File: model.py:13` comment to that line of model.py;
-- references list every use of a node; document highlight marks its definition and uses.
-- requires: FX101
-- user-source: tests/lsp/origins/model.py
local fx = dofile(os.getenv('FXLINT_LSP_LIB') .. '/fxlint.lua')

-- Puts the cursor at (row, col) of the dump's window, runs `gd`'s function and waits for the
-- cursor to land at buffer `want_buf`, 0-based line want_row.
local function jump(ctx, row, col, want_buf, want_row, what)
  vim.api.nvim_set_current_buf(ctx.buf)
  vim.api.nvim_win_set_cursor(0, { row + 1, col })
  vim.lsp.buf.definition()
  fx.wait(function()
    return vim.api.nvim_get_current_buf() == want_buf() and vim.api.nvim_win_get_cursor(0)[1] == want_row + 1
  end, what .. ': the cursor is at ' .. vim.api.nvim_buf_get_name(0) .. ':' .. vim.api.nvim_win_get_cursor(0)[1])
end

fx.run(function(ctx)
  local buf = ctx.buf
  fx.wait_diag(buf, 'FX101')
  local here = function() return buf end

  -- `view` used by the select line -> the line that defines view
  local def_row = fx.find(buf, 'view: "f32[2, 16]')
  local use_row, use_col = fx.find(buf, 'select.int(view', def_row)
  jump(ctx, use_row, use_col + #'select.int(', here, def_row, 'definition of view')

  -- `self.true_graph_0` -> `class true_graph_0`
  local attr_row, attr_col = fx.find(buf, 'self.true_graph_0')
  local class_row = fx.find(buf, 'class true_graph_0')
  jump(ctx, attr_row, attr_col + 6, here, class_row, 'definition of self.true_graph_0')

  -- the origin comment -> model.py, line 13 (0-based 12)
  local origin_row = fx.find(buf, '# File: model.py:13')
  local model = vim.fn.fnamemodify(ctx.dump, ':h') .. '/model.py'
  jump(ctx, origin_row, 20, function() return vim.fn.bufnr(model) end, 12, 'definition of the origin comment')
  if not vim.api.nvim_get_current_line():find('row.add_(1)', 1, true) then
    fx.fail('landed on ' .. vim.api.nvim_get_current_line())
  end

  -- references of true_graph_0's input arg0_1: its uses by view and sin, and its definition
  local arg_row, arg_col = fx.find(buf, 'arg0_1', class_row)
  local params = fx.position_params(buf, arg_row, arg_col)
  params.context = { includeDeclaration = true }
  local refs = fx.request(ctx, 'textDocument/references', params) or {}
  local rows = {}
  for _, r in ipairs(refs) do rows[#rows + 1] = r.range.start.line end
  table.sort(rows)
  local view_row = fx.find(buf, 'aten.view.default(arg0_1', class_row)
  local sin_row = fx.find(buf, 'aten.sin.default(arg0_1', class_row)
  if not vim.deep_equal(rows, { arg_row, view_row, sin_row }) then
    fx.fail('references of arg0_1 at lines ' .. vim.inspect(rows) .. ', expected ' ..
      vim.inspect({ arg_row, view_row, sin_row }))
  end

  -- document highlight of the same name: the definition (Write) and two uses (Read)
  local _, sin_col = fx.find(buf, 'sin.default(arg0_1', sin_row)
  local hl = fx.request(ctx, 'textDocument/documentHighlight',
    fx.position_params(buf, sin_row, sin_col + #'sin.default(')) or {}
  local kinds = {}
  for _, h in ipairs(hl) do kinds[#kinds + 1] = h.kind end
  table.sort(kinds)
  if not vim.deep_equal(kinds, { 2, 2, 3 }) then fx.fail('highlights ' .. vim.inspect(hl)) end
  return 'definition, subgraph class, origin file, ' .. #refs .. ' references, ' .. #hl .. ' highlights'
end)
