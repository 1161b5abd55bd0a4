# expect-none
# Repeated operands PyTorch accepts: one SymInt twice (not a tensor), a value each branch lifted
# for itself (Dynamo merged the lifted inputs; each branch reads only its own copy), the same
# tensor as two scanned xs (the combine_fn gets slice copies), and the same tensor passed twice
# to the partitioner's forward region of an invoke_subgraph (made by PyTorch, never checked).
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[s0, 4][4, 1]cpu", arg2_1: "f32[6, 4][4, 1]cpu", arg3_1: "f32[3][1]cpu", arg4_1: "f32[5, 3][3, 1]cpu"):
        sym_size_int: "Sym(s0)" = torch.ops.aten.sym_size.int(arg1_1, 0)
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1, arg2_1, sym_size_int, sym_size_int));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = arg2_1 = sym_size_int = None
        getitem: "f32[s0, 4][4, 1]cpu" = cond[0];  cond = None
        scan_combine_graph_0 = self.scan_combine_graph_0
        scan = torch.ops.higher_order.scan(scan_combine_graph_0, [arg3_1], [arg4_1, arg4_1], []);  scan_combine_graph_0 = arg3_1 = None
        getitem_1: "f32[3][1]cpu" = scan[0]
        getitem_2: "f32[5, 3][3, 1]cpu" = scan[1];  scan = None
        partitioned_fw_subgraph_0_0 = self.partitioned_fw_subgraph_0_0
        invoke_subgraph_4 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_0, 'partitioned_fw_subgraph_0_0', arg4_1, arg4_1);  partitioned_fw_subgraph_0_0 = arg4_1 = None
        getitem_3: "f32[]" = invoke_subgraph_4[0];  invoke_subgraph_4 = None
        return (getitem, getitem_1, getitem_2, getitem_3)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "f32[6, 4][4, 1]cpu", arg2_1: "f32[6, 4][4, 1]cpu", arg3_1: "Sym(s0)", arg4_1: "Sym(s0)"):
            sum_1: "f32[4][1]cpu" = torch.ops.aten.sum.dim_IntList(arg1_1, [0]);  arg1_1 = None
            add: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, sum_1);  arg0_1 = sum_1 = None
            mul: "Sym(s0**2)" = arg3_1 * arg4_1;  arg3_1 = arg4_1 = None
            mul_1: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.mul.Tensor(add, mul);  add = mul = None
            return (mul_1,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[s0, 4][4, 1]cpu", arg1_1: "f32[6, 4][4, 1]cpu", arg2_1: "f32[6, 4][4, 1]cpu", arg3_1: "Sym(s0)", arg4_1: "Sym(s0)"):
            mean: "f32[4][1]cpu" = torch.ops.aten.mean.dim(arg2_1, [0]);  arg2_1 = None
            sub: "f32[s0, 4][4, 1]cpu" = torch.ops.aten.sub.Tensor(arg0_1, mean);  arg0_1 = mean = None
            return (sub,)

    class scan_combine_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[3][1]cpu", arg1_1: "f32[3][1]cpu", arg2_1: "f32[3][1]cpu"):
            mul: "f32[3][1]cpu" = torch.ops.aten.mul.Tensor(arg1_1, arg2_1);  arg1_1 = arg2_1 = None
            add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, mul);  arg0_1 = mul = None
            clone: "f32[3][1]cpu" = torch.ops.aten.clone.default(add)
            return (add, clone)

    class partitioned_fw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[5, 3]", primals_1: "f32[5, 3]"):
            mul: "f32[5, 3]" = torch.ops.aten.mul.Tensor(primals_0, primals_1);  primals_0 = primals_1 = None
            sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
            return (sum_1,)
