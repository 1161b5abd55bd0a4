# Dynamo output graph: the while_loop body reduces a carried tensor, then (second loop) drops a
# carry; Dynamo compares body_fn's outputs with carried_inputs.
class GraphModule(torch.nn.Module):
    def forward(self, L_it_: "i64[]", L_x_: "f32[4, 8]"):
        l_it_ = L_it_
        l_x_ = L_x_

        # File: /home/user/model.py:20 in forward, code: it, y = while_loop(cond_fn, body_sum, (it, x))
        cond_fn_0 = self.cond_fn_0
        body_fn_0 = self.body_fn_0
        while_loop = torch.ops.higher_order.while_loop(cond_fn_0, body_fn_0, (l_it_, l_x_), ());  cond_fn_0 = body_fn_0 = None
        getitem: "i64[]" = while_loop[0]
        getitem_1: "f32[4, 8]" = while_loop[1];  while_loop = None

        # File: /home/user/model.py:21 in forward, code: it, z = while_loop(cond_fn, body_one, (it, x))
        cond_fn_1 = self.cond_fn_1
        body_fn_1 = self.body_fn_1
        while_loop_1 = torch.ops.higher_order.while_loop(cond_fn_1, body_fn_1, (l_it_, l_x_), ());  cond_fn_1 = body_fn_1 = l_it_ = l_x_ = None
        getitem_2: "i64[]" = while_loop_1[0];  while_loop_1 = None
        return (getitem, getitem_1, getitem_2)

    class cond_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[4, 8]"):
            l_it__1 = l_it_

            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[]" = l_it__1 < 10;  l_it__1 = None
            return lt

    class body_fn_0(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[4, 8]"):
            l_it__1 = l_it_
            l_x__1 = l_x_

            # File: /home/user/model.py:8 in body_sum, code: return it + 1, x.sum(dim=0)
            add: "i64[]" = l_it__1 + 1;  l_it__1 = None
            sum_1: "f32[8]" = l_x__1.sum(dim = 0);  l_x__1 = None  # expect: FX402 {{output 1 'sum_1' (f32[8]) does not match carried input 1 'l_x_' (f32[4, 8])}} {{"Expected body_fn_output and carried_inputs to have same metadata but found: pair[1] differ in 'shape: torch.Size([8]) vs torch.Size([4, 8])'"}}
            return (add, sum_1)

    class cond_fn_1(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[4, 8]"):
            l_it__1 = l_it_

            # File: /home/user/model.py:5 in cond_fn, code: return it < 10
            lt: "b8[]" = l_it__1 < 10;  l_it__1 = None
            return lt

    class body_fn_1(torch.nn.Module):
        def forward(self, l_it_: "i64[]", l_x_: "f32[4, 8]"):
            l_it__1 = l_it_

            # File: /home/user/model.py:11 in body_one, code: return (it + 1,)
            add: "i64[]" = l_it__1 + 1;  l_it__1 = None
            return (add,)  # expect: FX402 {{returns 1 value for 2 carried inputs}} {{"Expected body_fn_output and carried_inputs to have same number of outputs}}
