# ATen dialect: both cond branches return a float constant next to the tensor, and a map body
# returns an int constant (map outputs are stacked, so only tensors and None are allowed).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "b8[][]cpu", arg2_1: "f32[3, 4][4, 1]cpu"):
        # File: /home/user/model.py:20 in forward, code: y, s = torch.cond(p, up, down, (x,))
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg1_1, true_graph_0, false_graph_0, (arg0_1,));  arg1_1 = true_graph_0 = false_graph_0 = arg0_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = cond[0]
        getitem_1 = cond[1];  cond = None

        # File: /home/user/model.py:21 in forward, code: zs, ones = map(per_row, xs)
        body_graph_0 = self.body_graph_0
        map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg2_1], []);  body_graph_0 = arg2_1 = None
        getitem_2: "f32[3, 4][4, 1]cpu" = map_impl[0]
        getitem_3 = map_impl[1];  map_impl = None
        return (getitem, getitem_2)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:5 in up, code: return x * 2, 0.5
            mul: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
            return (mul, 0.5)  # expect: FX409 {{torch.cond true branch 'true_graph_0' output 1, the literal 0.5, is a float}} {{"HOP body output unsupported" ("HigherOrderOperator body's output must consist of tensors or ints/bools only but got <class 'float'>.")}}

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            # File: /home/user/model.py:8 in down, code: return x / 2, 2.0
            div: "f32[4, 8][8, 1]cpu" = torch.ops.aten.div.Tensor(arg0_1, 2);  arg0_1 = None
            return (div, 2.0)  # expect: FX409 {{false branch 'false_graph_0' output 1, the literal 2.0, is a float}}

    class body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:11 in per_row, code: return x.relu(), 1
            relu: "f32[4][1]cpu" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
            return [relu, 1]  # expect: FX409 {{torch.ops.higher_order.map_impl body 'body_graph_0' output 1, the literal 1, is an int, but a map body may return only tensors and None}} {{"Expect outputs of map only contains tensors or None. Got types [<class 'torch._subclasses.fake_tensor.FakeTensor'>, <class 'int'>]."}}
