# ATen dialect: aten.allclose in a while_loop cond_fn, and aten.equal inside a scan combine_fn.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[3, 4][4, 1]cpu"):
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1,), (arg1_1,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = arg0_1 = None
        getitem: "f32[4][1]cpu" = while_loop[0];  while_loop = None
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg1_1], [arg2_1], ());  scan_combine_graph_0 = arg1_1 = arg2_1 = None
        getitem_1: "f32[4][1]cpu" = scan[0]
        getitem_2: "f32[3, 4][4, 1]cpu" = scan[1];  scan = None
        return (getitem, getitem_1, getitem_2)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:4 in cond_fn, code: return not torch.allclose(x, target)
            allclose = torch.ops.aten.allclose.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None  # expect: FX302 {{aten.allclose.default}} {{torch.while_loop cond_fn}}
            not_1 = operator.not_(allclose);  allclose = None
            return not_1

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            div: "f32[4][1]cpu" = torch.ops.aten.div.Tensor(add, 2);  add = None
            return (div,)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "f32[4][1]cpu"):
            equal = torch.ops.aten.equal.default(arg0_1, arg1_1)  # expect: FX302 {{combine_fn 'scan_combine_graph_0'}}
            mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, equal);  arg1_1 = equal = None
            add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, mul);  arg0_1 = None
            clone: "f32[4][1]cpu" = torch.ops.aten.clone.default(mul);  mul = None
            return [add, clone]
