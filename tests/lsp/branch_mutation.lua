-- Neovim end-to-end test of `fxlint lsp` (Neovim 0.7+, headless): open a dump whose cond
-- branch mutates its input, wait for FX101, edit `aten.add_` into `aten.add`, wait for it to go.
-- requires: FX101
local fx = dofile(os.getenv('FXLINT_LSP_LIB') .. '/fxlint.lua')

fx.run(function(ctx)
  local d = fx.wait_diag(ctx.buf, 'FX101')
  local at = fx.line(ctx.buf, d.lnum):find('aten.add_.Tensor', 1, true)
  if not at then fx.fail('FX101 is not on the add_ line: ' .. fx.line(ctx.buf, d.lnum)) end
  -- Delete the `_` of `add_`: the byte column of `_` is at + #'aten.add' - 1 (0-based).
  local col = at - 1 + #'aten.add'
  vim.api.nvim_buf_set_text(ctx.buf, d.lnum, col, d.lnum, col + 1, { '' })
  fx.wait_no_diag(ctx.buf, 'FX101')
  return 'FX101 reported on line ' .. (d.lnum + 1) .. ' and cleared by the edit'
end)
