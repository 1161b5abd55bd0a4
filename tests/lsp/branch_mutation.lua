-- Neovim end-to-end test of `fxlint lsp` (Neovim 0.7+, headless): open a dump whose cond
-- branch mutates its input, wait for FX101, edit `aten.add_` into `aten.add`, wait for it to go.
-- requires: FX101
-- Environment: FXLINT_LSP_CMD (the server command line), FXLINT_LSP_DUMP (a copy of the dump).
local function finish(code, msg)
  io.stderr:write(msg .. '\n')
  if code == 0 then vim.cmd('qall!') else vim.cmd('cquit ' .. code) end
end

local cmd = vim.split(os.getenv('FXLINT_LSP_CMD') or '', ' ', { trimempty = true })
local dump = os.getenv('FXLINT_LSP_DUMP')
if #cmd == 0 or not dump then finish(2, 'set FXLINT_LSP_CMD and FXLINT_LSP_DUMP') return end

vim.cmd('edit ' .. vim.fn.fnameescape(dump))
local buf = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = 'fxlint',
  cmd = cmd,
  root_dir = vim.fn.fnamemodify(dump, ':h'),
  flags = { debounce_text_changes = 10 },
})
if not client then finish(1, 'fxlint lsp did not start') return end
vim.lsp.buf_attach_client(buf, client)

local function fx101()
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == 'FX101' and d.source == 'fxlint' then return d end
  end
end

if not vim.wait(15000, function() return fx101() ~= nil end, 20) then
  finish(1, 'FAIL: no FX101 diagnostic within 15 s; got ' .. vim.inspect(vim.diagnostic.get(buf)))
  return
end
local d = fx101()
local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1]
local at = line:find('aten.add_.Tensor', 1, true)
if not at then finish(1, 'FAIL: FX101 is not on the add_ line: ' .. line) return end

-- Delete the `_` of `add_`: the byte column of `_` is at + #'aten.add' - 1 (0-based).
local col = at - 1 + #'aten.add'
vim.api.nvim_buf_set_text(buf, d.lnum, col, d.lnum, col + 1, { '' })
if not vim.wait(15000, function() return fx101() == nil end, 20) then
  finish(1, 'FAIL: FX101 still reported after the fix')
  return
end
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
finish(0, 'ok: FX101 reported on line ' .. (d.lnum + 1) .. ' and cleared by the edit')
