# expect-config: --no-grad
# With grad disabled torch.cond lets its branches mutate their inputs, and Dynamo, export and
# make_fx let a metadata change through too. This graph is AOTAutograd's print, though, and
# AOTAutograd's compiled call cannot replay t_ on the real input (measured, 2.13.0 and 2.14.1:
# tests/conformance, cond_meta_aten_t); resize_ to another contiguous shape it replays.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "b8[][]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = arg1_1 = None
        getitem: "f32[8, 4][4, 1]cpu" = cond[0];  cond = None
        return (getitem,)

    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            t_: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t_.default(arg0_1)  # expect: FX102 {{changes the metadata of its input 'arg0_1' (t_.default)}} {{"unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location.}}
            clone: "f32[8, 4][4, 1]cpu" = torch.ops.aten.clone.default(t_, memory_format = torch.contiguous_format);  t_ = None
            return (clone,)

    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 8][8, 1]cpu"):
            resize_: "f32[8, 4][4, 1]cpu" = torch.ops.aten.resize_.default(arg0_1, [8, 4])
            cos: "f32[8, 4][4, 1]cpu" = torch.ops.aten.cos.default(resize_);  resize_ = None
            return (cos,)
