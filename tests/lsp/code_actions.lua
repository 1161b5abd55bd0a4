-- Neovim end-to-end test of fxlint's code actions: on the FX101 line of a dump, the quick fixes
-- "Ignore FX101 on this line", "... for this file" and "... at the user's source line" each
-- make the diagnostic go (the last one by a comment in model.py, saved); hover on the code in
-- the inserted comment shows the rule's documentation; the source.fixAll action removes a
-- suppression that hid nothing.
-- requires: FX101
-- user-source: tests/lsp/origins/model.py
local fx = dofile(os.getenv('FXLINT_LSP_LIB') .. '/fxlint.lua')

-- The code actions offered on the line of diagnostic d, as `:lua vim.lsp.buf.code_action()`
-- asks for them (the line's diagnostics as context).
local function actions_on(ctx, d, only)
  local params = fx.position_params(ctx.buf, d.lnum, d.col)
  params.range = { start = params.position, ['end'] = params.position }
  params.position = nil
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(ctx.buf, d.lnum), only = only }
  return fx.request(ctx, 'textDocument/codeAction', params) or {}
end

local function apply(ctx, actions, title)
  for _, a in ipairs(actions) do
    if a.title == title then
      vim.lsp.util.apply_workspace_edit(a.edit, vim.lsp.get_client_by_id(ctx.client).offset_encoding)
      return a
    end
  end
  fx.fail('no action "' .. title .. '" among ' .. vim.inspect(vim.tbl_map(function(a) return a.title end, actions)))
end

fx.run(function(ctx)
  local buf = ctx.buf
  local d = fx.wait_diag(buf, 'FX101')

  -- on this line: the comment lands at the end of the diagnostic's line and FX101 goes
  apply(ctx, actions_on(ctx, d), 'Ignore FX101 on this line')
  if not fx.line(buf, d.lnum):find('# fxlint: ignore[FX101]', 1, true) then
    fx.fail('no comment on the line: ' .. fx.line(buf, d.lnum))
  end
  fx.wait_no_diag(buf, 'FX101')

  -- hover on the code in that comment: the rule's documentation
  local row, col = fx.find(buf, 'ignore[FX101]')
  local hover = fx.request(ctx, 'textDocument/hover', fx.position_params(buf, row, col + #'ignore[' + 1))
  local text = hover and hover.contents and hover.contents.value or ''
  if not (text:find('branch-input-mutation', 1, true) and text:find('What it does', 1, true)) then
    fx.fail('hover on FX101 in the comment: ' .. vim.inspect(hover))
  end

  -- for the file: undo the line comment, take the file-level one
  vim.cmd('silent undo')
  d = fx.wait_diag(buf, 'FX101')
  apply(ctx, actions_on(ctx, d), 'Ignore FX101 for this file')
  fx.find(buf, '# fxlint: ignore-file[FX101]')
  fx.wait_no_diag(buf, 'FX101')
  vim.cmd('silent undo')
  d = fx.wait_diag(buf, 'FX101')

  -- at the user's source line: model.py:13 gets the comment; saved, the dump is clean
  apply(ctx, actions_on(ctx, d), "Ignore FX101 at the user's source line (model.py:13)")
  local model = vim.fn.bufnr(vim.fn.fnamemodify(ctx.dump, ':h') .. '/model.py')
  if model < 0 then fx.fail('model.py was not opened by the edit') end
  if not fx.line(model, 12):find('row.add_(1)  # fxlint: ignore[FX101]', 1, true) then
    fx.fail('model.py:13 is ' .. fx.line(model, 12))
  end
  -- a Python buffer an editor attaches to the server: saving it tells the server
  vim.lsp.buf_attach_client(model, ctx.client)
  vim.api.nvim_buf_call(model, function() vim.cmd('silent write') end)
  fx.wait_no_diag(buf, 'FX101')

  -- remove unused suppressions: a comment for FX201 on the cond line hides nothing
  local cond = fx.find(buf, 'torch.ops.higher_order.cond(')
  local cond_line = fx.line(buf, cond)
  vim.api.nvim_buf_set_text(buf, cond, #cond_line, cond, #cond_line, { '  # fxlint: ignore[FX201]' })
  local fix = actions_on(ctx, { lnum = cond, col = 0 }, { 'source.fixAll' })
  apply(ctx, fix, 'Remove unused fxlint suppressions')
  if fx.line(buf, cond) ~= cond_line then fx.fail('the unused comment stayed: ' .. fx.line(buf, cond)) end
  return 'three ignore actions cleared FX101, hover documented it, fixAll removed an unused comment'
end)
