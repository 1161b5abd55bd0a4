-- Neovim end-to-end test of configuration reload: writing `.fxlint.toml` beside the dump from
-- an editor buffer (`:write`) re-checks the open dump under it; a change on disk announced by
-- workspace/didChangeWatchedFiles (what Neovim 0.9+ and VS Code send for the watchers the
-- server registers) does too; workspace/didChangeConfiguration settings apply over both.
-- requires: FX101
local fx = dofile(os.getenv('FXLINT_LSP_LIB') .. '/fxlint.lua')

fx.run(function(ctx)
  local buf = ctx.buf
  fx.wait_diag(buf, 'FX101')
  local client = vim.lsp.get_client_by_id(ctx.client)
  local conf = vim.fn.fnamemodify(ctx.dump, ':h') .. '/.fxlint.toml'

  -- the config edited and saved in Neovim: FX101 goes
  vim.cmd('split ' .. vim.fn.fnameescape(conf))
  local cbuf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(cbuf, ctx.client)
  vim.api.nvim_buf_set_lines(cbuf, 0, -1, false, { 'ignore = ["FX101"]' })
  vim.cmd('silent write')
  fx.wait_no_diag(buf, 'FX101')
  if #vim.diagnostic.get(cbuf) ~= 0 then fx.fail('the config file was checked as a dump') end

  -- changed on disk, as a file watcher reports it: FX101 is back
  local f = assert(io.open(conf, 'w'))
  f:write('select = ["FX1"]\n')
  f:close()
  client.notify('workspace/didChangeWatchedFiles', { changes = { { uri = vim.uri_from_fname(conf), type = 2 } } })
  fx.wait_diag(buf, 'FX101')

  -- editor settings over the file: ignore, then select
  client.notify('workspace/didChangeConfiguration', { settings = { fxlint = { ignore = { 'branch-input-mutation' } } } })
  fx.wait_no_diag(buf, 'FX101')
  client.notify('workspace/didChangeConfiguration', { settings = { fxlint = { select = { 'FX101' } } } })
  fx.wait_diag(buf, 'FX101')
  return 'saved config, watched file and settings each changed the diagnostics'
end)
