-- What the Neovim tests of `fxlint lsp` share (Neovim 0.7+ API only): starting the server on
-- the dump the runner copied, waiting for diagnostics, synchronous requests, finding text.
-- Environment: FXLINT_LSP_CMD (the server command line), FXLINT_LSP_DUMP (the dump).
local M = {}

-- Ends Neovim: status 0 with a note, or the failure message and a non-zero status.
function M.finish(code, msg)
  io.stderr:write(msg .. '\n')
  if code == 0 then vim.cmd('qall!') else vim.cmd('cquit ' .. code) end
end

-- Raises a failure that M.run turns into the exit status.
function M.fail(msg) error({ fxlint_fail = msg }, 0) end

-- Runs body(ctx) with ctx = {buf, client, dump}; a failure or error ends Neovim non-zero.
function M.run(body)
  local cmd = vim.split(os.getenv('FXLINT_LSP_CMD') or '', ' ', { trimempty = true })
  local dump = os.getenv('FXLINT_LSP_DUMP')
  if #cmd == 0 or not dump then return M.finish(2, 'set FXLINT_LSP_CMD and FXLINT_LSP_DUMP') end
  vim.cmd('edit ' .. vim.fn.fnameescape(dump))
  local buf = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = 'fxlint',
    cmd = cmd,
    root_dir = vim.fn.fnamemodify(dump, ':h'),
    flags = { debounce_text_changes = 10 },
  })
  if not client then return M.finish(1, 'FAIL: fxlint lsp did not start') end
  vim.lsp.buf_attach_client(buf, client)
  local ok, err = pcall(body, { buf = buf, client = client, dump = dump })
  vim.lsp.stop_client(client)
  vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
  if ok then return M.finish(0, 'ok: ' .. (err or '')) end
  if type(err) == 'table' and err.fxlint_fail then return M.finish(1, 'FAIL: ' .. err.fxlint_fail) end
  M.finish(1, 'FAIL: ' .. tostring(err))
end

-- Waits up to 15 s for cond(); fails with `what` when it does not come.
function M.wait(cond, what)
  if not vim.wait(15000, cond, 20) then M.fail(what) end
end

-- The fxlint diagnostic with this code in buf, or nil.
function M.diag(buf, code)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == code and d.source == 'fxlint' then return d end
  end
end

function M.wait_diag(buf, code)
  M.wait(function() return M.diag(buf, code) ~= nil end,
    'no ' .. code .. ' within 15 s; got ' .. vim.inspect(vim.diagnostic.get(buf)))
  return M.diag(buf, code)
end

function M.wait_no_diag(buf, code)
  M.wait(function() return M.diag(buf, code) == nil end, code .. ' still reported after 15 s')
end

-- The result of a request to the server about buf (fails on an error answer).
function M.request(ctx, method, params)
  local client = vim.lsp.get_client_by_id(ctx.client)
  local res, err = client.request_sync(method, params, 10000, ctx.buf)
  if not res then M.fail(method .. ': no answer: ' .. tostring(err)) end
  if res.err then M.fail(method .. ': error ' .. vim.inspect(res.err)) end
  return res.result
end

-- 0-based line and byte column of the first match of plain `text` in buf (at or after line
-- `from`, 0-based); fails when absent. The dumps are ASCII: byte and UTF-16 columns agree.
function M.find(buf, text, from)
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  for i = (from or 0) + 1, #lines do
    local at = lines[i]:find(text, 1, true)
    if at then return i - 1, at - 1 end
  end
  M.fail('text not found: ' .. text)
end

function M.line(buf, row) return vim.api.nvim_buf_get_lines(buf, row, row + 1, false)[1] end

function M.position_params(buf, row, col)
  return { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = row, character = col } }
end

return M
