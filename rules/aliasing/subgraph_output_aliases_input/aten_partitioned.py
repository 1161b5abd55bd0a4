# expect-none
# The partitioner's forward region of an invoke_subgraph returns its inputs as saved tensors
# for the backward: PyTorch made this call itself and never checks it for aliasing.
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[10, 10]", primals_2: "f32[10, 20]"):
        cos: "f32[10, 10]" = torch.ops.aten.cos.default(primals_1)

        sin: "f32[10, 20]" = torch.ops.aten.sin.default(primals_2)

        partitioned_fw_subgraph_0_0 = self.partitioned_fw_subgraph_0_0
        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_0, 'partitioned_fw_subgraph_0_0', cos, sin);  partitioned_fw_subgraph_0_0 = cos = sin = None
        getitem_5: "f32[]" = invoke_subgraph_2[3]
        getitem_4: "f32[10, 20]" = invoke_subgraph_2[2]
        getitem_3: "f32[10, 10]" = invoke_subgraph_2[1]
        getitem: "f32[10, 10]" = invoke_subgraph_2[0];  invoke_subgraph_2 = None

        mul: "f32[10, 10]" = torch.ops.aten.mul.Tensor(getitem, primals_1);  getitem = None
        return (mul, primals_1, getitem_5, getitem_4, getitem_3)

    class partitioned_fw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[10, 10]", primals_1: "f32[10, 20]"):
            add: "f32[10, 10]" = torch.ops.aten.add.Tensor(primals_0, 2)

            add_1: "f32[10, 20]" = torch.ops.aten.add.Tensor(primals_1, 3)

            cos: "f32[10, 20]" = torch.ops.aten.cos.default(add_1);  add_1 = None
            sum_1: "f32[]" = torch.ops.aten.sum.default(cos);  cos = None
            mul: "f32[10, 10]" = torch.ops.aten.mul.Tensor(add, sum_1);  add = None
            return (mul, primals_0, primals_1, sum_1)
