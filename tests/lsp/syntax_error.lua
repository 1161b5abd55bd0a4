-- Neovim end-to-end test of `fxlint lsp` (Neovim 0.7+, headless): a dump with an unclosed
-- call gets FX901 with the call's line; closing the parenthesis clears it.
local fx = dofile(os.getenv('FXLINT_LSP_LIB') .. '/fxlint.lua')

fx.run(function(ctx)
  fx.wait_diag(ctx.buf, 'FX901')
  local row, col = fx.find(ctx.buf, 'sin.default(arg0_1;')
  col = col + #'sin.default(arg0_1'
  vim.api.nvim_buf_set_text(ctx.buf, row, col, row, col, { ')' })
  fx.wait_no_diag(ctx.buf, 'FX901')
  return 'FX901 cleared by closing the call'
end)
