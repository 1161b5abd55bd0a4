# surgery surg_while_body_stride_transpose: body_fn_0: output 1 := clone(t(output 1)) (transposed strides)
class GraphModule(torch.nn.Module):
    def forward(self, L_i_: "i64[]", L_x_: "f32[4, 4]"):
        l_i_ = L_i_
        l_x_ = L_x_
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/while_loop.py:221 in while_loop, code: return while_loop_op(flat_cond_fn, flat_body_fn, tuple(flat_inputs), tuple())
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_i_, l_x_), ());  cond_fn_0 = body_fn_0 = l_i_ = l_x_ = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[4, 4]" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)
        
    class cond_fn_0(torch.nn.Module):
        def forward(self, child: "i64[]", child_1: "f32[4, 4]"):
            # File: tests/conformance/programs/while_ok.py:14 in cond_fn, code: return i < 3
            lt: "b8[]" = child < 3;  child = None
            return lt
            
    class body_fn_0(torch.nn.Module):
        def forward(self, child_2: "i64[]", child_3: "f32[4, 4]"):
            # File: tests/conformance/programs/while_ok.py:17 in body_fn, code: return (i + 1, x.sin())
            child: "i64[]" = child_2 + 1;  child_2 = None
            child_4: "f32[4, 4]" = child_3.sin();  child_3 = None
            
            # No stacktrace found for following nodes
            t: "f32[4, 4]" = child_4.t();  child_4 = None
            clone: "f32[4, 4]" = t.clone();  t = None
            return (child, clone)
            