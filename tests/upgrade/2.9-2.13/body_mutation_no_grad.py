# A while_loop body writing a carried input under torch.no_grad(): 2.13's Dynamo accepts it with grad
# off (pytorch#175972), AOTAutograd still rejects it ("body_fn might be modifying the input!").
# Printed by PyTorch 2.13.0 (the dynamo_output_graph of tests/conformance/cases/2.13/while_mut_direct/no_grad.compile_aot_eager.log,
# the conformance program tests/conformance/programs/while_mut_direct.py run under torch.no_grad() with torch.compile(backend="aot_eager")).
class GraphModule(torch.nn.Module):
    def forward(self, L_i_: "i64[][]cpu", L_x_: "f32[4, 4][4, 1]cpu"):
        l_i_ = L_i_
        l_x_ = L_x_

        # File: tests/conformance/programs/while_mut_direct.py:20 in forward, code: return while_loop(cond_fn, body_fn, (i, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_i_, l_x_), ());  cond_fn_0 = body_fn_0 = l_i_ = l_x_ = None
        getitem: "i64[][]cpu" = while_loop[0]
        getitem_1: "f32[4, 4][4, 1]cpu" = while_loop[1];  while_loop = None
        return (getitem, getitem_1)

    class cond_fn_0(torch.nn.Module):
        def forward(self, child: "i64[][]cpu", child_1: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/while_mut_direct.py:14 in cond_fn, code: return i < 3
            lt: "b8[][]cpu" = child < 3;  child = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, child_2: "i64[][]cpu", child_3: "f32[4, 4][4, 1]cpu"):
            # File: tests/conformance/programs/while_mut_direct.py:17 in body_fn, code: x.add_(1)
            add_: "f32[4, 4][4, 1]cpu" = child_3.add_(1);  add_ = None  # expect-upgrade: both FX101

            # File: tests/conformance/programs/while_mut_direct.py:18 in body_fn, code: return (i + 1, x.sin())
            child: "i64[][]cpu" = child_2 + 1;  child_2 = None
            child_4: "f32[4, 4][4, 1]cpu" = child_3.sin();  child_3 = None
            return (child, child_4)
