# surgery surg_wlso_body_add_on_placeholder: body_fn_0: inserted add_(child_3, 1)
class GraphModule(torch.nn.Module):
    def forward(self, L_i_: "i64[]", L_x_: "f32[4, 4]"):
        l_i_ = L_i_
        l_x_ = L_x_
        
        # File: tests/conformance/programs/wlso_ok.py:19 in forward, code: return torch.ops.higher_order.while_loop_stack_output(cond_fn, body_fn, (i, x), ())
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop_stack_output = torch.ops.higher_order.while_loop_stack_output(cond_fn_0, body_fn_0, (l_i_, l_x_), ());  cond_fn_0 = body_fn_0 = l_i_ = l_x_ = None
        
        # No stacktrace found for following nodes
        getitem_2: "i64[u0]" = while_loop_stack_output[0]
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(getitem_2, 0);  getitem_2 = None
        
        # File: tests/conformance/programs/wlso_ok.py:19 in forward, code: return torch.ops.higher_order.while_loop_stack_output(cond_fn, body_fn, (i, x), ())
        ge: "Sym(u0 >= 0)" = sym_size_int >= 0;  sym_size_int = None
        _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge = _assert_scalar_default = None
        getitem: "i64[u0]" = while_loop_stack_output[0]
        getitem_1: "f32[u0, 4, 4]" = while_loop_stack_output[1];  while_loop_stack_output = None
        return (getitem, getitem_1)
        
    class cond_fn_0(torch.nn.Module):
        def forward(self, child: "i64[]", child_1: "f32[4, 4]"):
            # File: tests/conformance/programs/wlso_ok.py:14 in cond_fn, code: return i < 3
            lt: "b8[]" = child < 3;  child = None
            return lt
            
    class body_fn_0(torch.nn.Module):
        def forward(self, child_2: "i64[]", child_3: "f32[4, 4]"):
            # File: tests/conformance/programs/wlso_ok.py:17 in body_fn, code: return (i + 1, x.sin())
            child: "i64[]" = child_2 + 1;  child_2 = None
            child_4: "f32[4, 4]" = child_3.sin()
            
            # No stacktrace found for following nodes
            add_: "f32[4, 4]" = child_3.add_(1);  child_3 = add_ = None
            return (child, child_4)
            