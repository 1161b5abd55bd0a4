# surgery surg_hints_body_insert_item: hints_wrapper_body_0: output 0 += item(sum(l_x_))
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4]"):
        l_x_ = L_x_
        
        # File: tests/conformance/programs/hints_ok.py:16 in forward, code: return hints_wrapper(f, (x,), {}, hints={'outer_body': True})
        hints_wrapper_body_0 = self.hints_wrapper_body_0
        hints_wrapper = torch.ops.higher_order.hints_wrapper(hints_wrapper_body_0, (l_x_,), {}, hints = {'outer_body': True});  hints_wrapper_body_0 = l_x_ = None
        getitem: "f32[4, 4]" = hints_wrapper[0];  hints_wrapper = None
        return (getitem,)
        
    class hints_wrapper_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            # File: tests/conformance/programs/hints_ok.py:14 in f, code: return x.sin()
            sin: "f32[4, 4]" = l_x_.sin()
            
            # No stacktrace found for following nodes
            sum_1: "f32[]" = l_x_.sum();  l_x_ = None
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = None
            add: "f32[4, 4]" = sin + item;  sin = item = None
            return (add,)
            