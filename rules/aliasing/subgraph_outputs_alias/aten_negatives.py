# expect-none
# Outputs PyTorch accepts: a value and its clone, a value and a view_copy of it, two separate
# results of a nested cond, and the partitioner's forward region of an invoke_subgraph, which
# returns one saved value twice (PyTorch made that call and never checks it).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu", primals_1: "f32[10, 10]"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg0_1, arg1_1));  true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8][1]cpu" = cond[0]
        getitem_1: "f32[8][1]cpu" = cond[1];  cond = None
        partitioned_fw_subgraph_0_0 = self.partitioned_fw_subgraph_0_0
        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_0, 'partitioned_fw_subgraph_0_0', primals_1);  partitioned_fw_subgraph_0_0 = None
        getitem_2: "f32[]" = invoke_subgraph_2[0]
        getitem_3: "f32[]" = invoke_subgraph_2[1];  invoke_subgraph_2 = None
        return (getitem, getitem_1, getitem_2, getitem_3, primals_1)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
            sin: "f32[8][1]cpu" = torch.ops.aten.sin.default(arg1_1);  arg1_1 = None
            clone: "f32[8][1]cpu" = torch.ops.aten.clone.default(sin)
            return (sin, clone)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[8][1]cpu"):
            true_graph_1 = self.true_graph_1
            false_graph_1 = self.false_graph_1
            cond = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg1_1,));  arg0_1 = true_graph_1 = false_graph_1 = arg1_1 = None
            getitem: "f32[8][1]cpu" = cond[0]
            getitem_1: "f32[8][1]cpu" = cond[1];  cond = None
            return (getitem, getitem_1)

        class true_graph_1(torch.nn.Module):
            def forward(self, arg0_1: "f32[8][1]cpu"):
                cos: "f32[8][1]cpu" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
                view_copy: "f32[8][1]cpu" = torch.ops.aten.view_copy.default(cos, [8])
                return (cos, view_copy)

        class false_graph_1(torch.nn.Module):
            def forward(self, arg0_1: "f32[8][1]cpu"):
                exp: "f32[8][1]cpu" = torch.ops.aten.exp.default(arg0_1)
                neg: "f32[8][1]cpu" = torch.ops.aten.neg.default(arg0_1);  arg0_1 = None
                return (exp, neg)

    class partitioned_fw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[10, 10]"):
            sum_1: "f32[]" = torch.ops.aten.sum.default(primals_0);  primals_0 = None
            return (sum_1, sum_1)
