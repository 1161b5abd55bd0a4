# surgery surg_cond_true_drop_output: cond_true_0: dropped the last output (sin)
class GraphModule(torch.nn.Module):
    def forward(self, L_p_: "b8[]", L_x_: "f32[4, 4]"):
        l_p_ = L_p_
        l_x_ = L_x_
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/cond.py:170 in cond, code: return cond_op(pred, true_fn, false_fn, operands)
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_p_, cond_true_0, cond_false_0, (l_x_,));  l_p_ = cond_true_0 = cond_false_0 = l_x_ = None
        getitem: "f32[4, 4]" = cond[0];  cond = None
        return (getitem,)
        
    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            l_x__1 = l_x_
            
            # File: tests/conformance/programs/cond_ok.py:13 in true_fn, code: return x.sin()
            sin: "f32[4, 4]" = l_x__1.sin();  l_x__1 = sin = None
            return ()
            
    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            l_x__1 = l_x_
            
            # File: tests/conformance/programs/cond_ok.py:16 in false_fn, code: return x.cos()
            cos: "f32[4, 4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
            