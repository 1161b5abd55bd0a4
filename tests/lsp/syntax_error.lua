-- Neovim end-to-end test of `fxlint lsp` (Neovim 0.7+, headless): a dump with an unclosed
-- call gets FX901 with the call's line; closing the parenthesis clears it.
-- Environment: FXLINT_LSP_CMD (the server command line), FXLINT_LSP_DUMP (a copy of syntax_error.py).
local function finish(code, msg)
  io.stderr:write(msg .. '\n')
  if code == 0 then vim.cmd('qall!') else vim.cmd('cquit ' .. code) end
end

local cmd = vim.split(os.getenv('FXLINT_LSP_CMD') or '', ' ', { trimempty = true })
local dump = os.getenv('FXLINT_LSP_DUMP')
if #cmd == 0 or not dump then finish(2, 'set FXLINT_LSP_CMD and FXLINT_LSP_DUMP') return end

vim.cmd('edit ' .. vim.fn.fnameescape(dump))
local buf = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = 'fxlint', cmd = cmd, root_dir = vim.fn.fnamemodify(dump, ':h') })
if not client then finish(1, 'fxlint lsp did not start') return end
vim.lsp.buf_attach_client(buf, client)

local function fx901()
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == 'FX901' and d.source == 'fxlint' then return d end
  end
end

if not vim.wait(15000, function() return fx901() ~= nil end, 20) then
  finish(1, 'FAIL: no FX901 diagnostic within 15 s; got ' .. vim.inspect(vim.diagnostic.get(buf)))
  return
end
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
local row
for i, l in ipairs(lines) do
  if l:find('sin.default(arg0_1;', 1, true) then row = i - 1 end
end
if not row then finish(1, 'FAIL: fixture changed') return end
local col = lines[row + 1]:find(';', 1, true) - 1
vim.api.nvim_buf_set_text(buf, row, col, row, col, { ')' })
if not vim.wait(15000, function() return fx901() == nil end, 20) then
  finish(1, 'FAIL: FX901 still reported after the fix: ' .. vim.inspect(vim.diagnostic.get(buf)))
  return
end
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
finish(0, 'ok')
