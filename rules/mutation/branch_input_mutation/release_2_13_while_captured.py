# PyTorch 2.13, torch.compile under torch.no_grad(): a while_loop body writing a captured buffer (an
# additional input, here self.buf) is auto-functionalized (pytorch#175972, commit b4a62e6d; in
# 2.13 at the latest). Under 2.12: release_2_12_while_captured.py.
# expect-config: --grad no-grad --capture compile
# expect-none
class GraphModule(torch.nn.Module):
    def forward(self, L_i_: "i64[][]cpu", L_x_: "f32[4, 4][4, 1]cpu", L_self_buffers_buf_: "f32[4, 4][4, 1]cpu"):
        l_i_ = L_i_
        l_x_ = L_x_
        l_self_buffers_buf_ = L_self_buffers_buf_

        # File: tests/conformance/programs/while_mut_buffer.py:20 in forward, code: return while_loop(cond_fn, body_fn, (i, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_i_, l_x_), (l_self_buffers_buf_,), mutated_arg_indices = '2');  cond_fn_0 = body_fn_0 = l_i_ = l_x_ = l_self_buffers_buf_ = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[4, 4][4, 1]cpu" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, child: "i64[][]cpu", child_1: "f32[4, 4][4, 1]cpu", l_self_buffers_buf__body_fn: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/while_mut_buffer.py:14 in cond_fn, code: return i < 3
            lt: "b8[][]cpu" = child < 3;  child = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, child_2: "i64[][]cpu", child_3: "f32[4, 4][4, 1]cpu", l_self_buffers_buf__body_fn: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/while_mut_buffer.py:17 in body_fn, code: self.buf.add_(1)
            add_: "f32[4, 4][4, 1]cpu" = l_self_buffers_buf__body_fn.add_(1);  add_ = None

            # File: tests/conformance/programs/while_mut_buffer.py:18 in body_fn, code: return (i + 1, x + self.buf)
            child: "i64[][]cpu" = child_2 + 1;  child_2 = None
            child_4: "f32[4, 4][4, 1]cpu" = child_3 + l_self_buffers_buf__body_fn;  child_3 = l_self_buffers_buf__body_fn = None
            return (child, child_4)
