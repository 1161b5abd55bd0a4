# expect-none
# Calls whose ATen form depends on what the re-trace sees, left alone: conversions that are
# no-ops on a float32 tensor (.float(), .to(torch.float32), .contiguous(), .type_as), plus a
# torch.ops.aten call and Tensor methods with pointwise overloads, and a lifted SymInt scale.
class GraphModule(torch.nn.Module):
    def forward(self, s1: "Sym(s1)", L_x_: "f32[10, s1][s1, 1]cuda:0"):
        l_x_ = L_x_

        # File: /home/user/model.py:40 in forward, code: c = associative_scan(combine, x, 0)
        associative_scan_combine_fn_0 = self.associative_scan_combine_fn_0
        associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_fn_0, [l_x_], (s1,));  associative_scan_combine_fn_0 = l_x_ = s1 = None
        getitem: "f32[10, s1][s1, 1]cuda:0" = associative_scan[0];  associative_scan = None
        return (getitem,)

    class associative_scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[s1][1]cuda:0", child_1: "f32[s1][1]cuda:0", s1: "Sym(s1)"):
            # File: /home/user/model.py:8 in combine, code: a = x.float().contiguous() + y.to(torch.float32).type_as(x)
            float_1: "f32[s1][1]cuda:0" = child.float()
            contiguous: "f32[s1][1]cuda:0" = float_1.contiguous();  float_1 = None
            to: "f32[s1][1]cuda:0" = child_1.to(torch.float32)
            type_as: "f32[s1][1]cuda:0" = to.type_as(child);  to = child_1 = None
            add: "f32[s1][1]cuda:0" = torch.ops.aten.add.Tensor(contiguous, type_as);  contiguous = type_as = None

            # File: /home/user/model.py:9 in combine, code: return (a.exp() * n).log1p()
            exp: "f32[s1][1]cuda:0" = add.exp();  add = None
            mul: "f32[s1][1]cuda:0" = exp * s1;  exp = s1 = None
            log1p: "f32[s1][1]cuda:0" = mul.log1p();  mul = None
            return (log1p,)
