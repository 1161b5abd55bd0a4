class GraphModule(torch.nn.Module):
    def forward(self, getitem_9: "f32[4, 3]", getitem_8: "f32[4, 3]", getitem_11: "f32[4, 3]", getitem_10: "f32[4, 3]", tangents_1: "f32[4, 3]"):
        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        partitioned_bw_subgraph_0_1 = self.partitioned_bw_subgraph_0_0

        # Annotation: {'call_id': 3} File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        invoke_subgraph_7 = torch.ops.higher_order.invoke_subgraph(partitioned_bw_subgraph_0_1, 'partitioned_bw_subgraph_0_0', getitem_10, getitem_11, tangents_1);  partitioned_bw_subgraph_0_1 = getitem_10 = getitem_11 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:145 in forward, code: b = _region(a, y)
        getitem_2: "f32[4, 3]" = invoke_subgraph_7[0];  invoke_subgraph_7 = None
        add_1: "f32[4, 3]" = torch.ops.aten.add.Tensor(tangents_1, getitem_2);  tangents_1 = getitem_2 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        partitioned_bw_subgraph_0_0 = self.partitioned_bw_subgraph_0_0

        # Annotation: {'call_id': 2} File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        invoke_subgraph_5 = torch.ops.higher_order.invoke_subgraph(partitioned_bw_subgraph_0_0, 'partitioned_bw_subgraph_0_0', getitem_8, getitem_9, add_1);  partitioned_bw_subgraph_0_0 = getitem_8 = getitem_9 = add_1 = None

        # File: /workspace/fxlint/tests/forms/gen/progs.py:144 in forward, code: a = _region(x, y)          # called twice: 2.13 inlines single-use regions
        getitem_5: "f32[4, 3]" = invoke_subgraph_5[0];  invoke_subgraph_5 = None
        return (getitem_5, None)

    class partitioned_bw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[4, 3]", primals_1: "f32[4, 3]", tangents_0: "f32[4, 3]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:139 in _region, code: return torch.mul(x, y).sin()
            mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(primals_0, primals_1);  primals_0 = None
            cos: "f32[4, 3]" = torch.ops.aten.cos.default(mul);  mul = None
            mul_1: "f32[4, 3]" = torch.ops.aten.mul.Tensor(tangents_0, cos);  tangents_0 = cos = None
            mul_2: "f32[4, 3]" = torch.ops.aten.mul.Tensor(mul_1, primals_1);  mul_1 = primals_1 = None
            return (mul_2, None)
