-- Opens each file listed in FXLINT_LSP_FILES in headless Neovim (0.7+), attached to one
-- `fxlint lsp` (FXLINT_LSP_CMD, root FXLINT_LSP_ROOT), waits for the server's
-- publishDiagnostics of that document, and writes one line per diagnostic to FXLINT_LSP_OUT:
-- "PATH:LINE:COL CODE" (1-based, as `fxlint check` counts for ASCII text), or "PATH -" for a
-- document published clean. Used by tests/ecosystem/*.sh to compare the editor with the CLI.
local function finish(code, msg)
  io.stderr:write(msg .. '\n')
  if code == 0 then vim.cmd('qall!') else vim.cmd('cquit ' .. code) end
end

local cmd = vim.split(os.getenv('FXLINT_LSP_CMD') or '', ' ', { trimempty = true })
local list, out, root = os.getenv('FXLINT_LSP_FILES'), os.getenv('FXLINT_LSP_OUT'), os.getenv('FXLINT_LSP_ROOT')
if #cmd == 0 or not list or not out or not root then finish(2, 'set FXLINT_LSP_CMD, _FILES, _OUT, _ROOT') return end

local published = {}
local default = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  published[result.uri] = result.diagnostics
  return default(err, result, ctx, config)
end

local client = vim.lsp.start_client({ name = 'fxlint', cmd = cmd, root_dir = root })
if not client then finish(1, 'fxlint lsp did not start') return end

local lines = {}
for path in io.lines(list) do
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)
  vim.lsp.buf_attach_client(buf, client)
  if not vim.wait(20000, function() return published[uri] ~= nil end, 10) then
    finish(1, 'FAIL: no publishDiagnostics for ' .. path .. ' within 20 s')
    return
  end
  if #published[uri] == 0 then table.insert(lines, path .. ' -') end
  for _, d in ipairs(published[uri]) do
    table.insert(lines, string.format('%s:%d:%d %s', path, d.range.start.line + 1, d.range.start.character + 1, d.code))
  end
  vim.cmd('bwipeout!')
end
local f = io.open(out, 'w')
f:write(table.concat(lines, '\n') .. '\n')
f:close()
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
finish(0, 'ok')
