# Dynamo output graph: a map body returns a size (a SymInt; map outputs are stacked, so only
# tensors and None are allowed), and a nested_compile_region returns x.sum().item(), a SymFloat.
class GraphModule(torch.nn.Module):
    def forward(self, s1: "Sym(s1)", L_xs_: "f32[3, s1][s1, 1]cpu", L_y_: "f32[8][1]cpu"):
        l_xs_ = L_xs_
        l_y_ = L_y_

        # File: /home/user/model.py:30 in forward, code: out, n = map(per_row, xs)
        map_body_0 = self.map_body_0
        map_impl = torch.ops.higher_order.map_impl(map_body_0, [l_xs_], [s1]);  map_body_0 = l_xs_ = s1 = None
        out: "f32[3, s1][s1, 1]cpu" = map_impl[0]
        n = map_impl[1];  map_impl = None

        # File: /home/user/model.py:31 in forward, code: total = summarize(y)
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_y_);  subgraph_0 = l_y_ = None
        total: "Sym(zuf0)" = invoke_subgraph[0];  invoke_subgraph = None
        return (out, total)

    class map_body_0(torch.nn.Module):
        def forward(self, select: "f32[s1][1]cpu", s1: "Sym(s1)"):
            # File: /home/user/model.py:10 in per_row, code: return x.relu(), x.shape[0]
            relu: "f32[s1][1]cpu" = select.relu();  select = None
            return (relu, s1)  # expect: FX409 {{body 'map_body_0' output 1, 's1' (Sym(s1)), is a SymInt, but a map body may return only tensors and None}} {{"HOP: non torch.Tensor leaf" ("Expected all leaves to be of torch.Tensor type.")}}

    class subgraph_0(torch.nn.Module):
        def forward(self, l_y_: "f32[8][1]cpu"):
            # File: /home/user/model.py:14 in summarize, code: return y.sum().item()
            sum_1: "f32[][]cpu" = l_y_.sum();  l_y_ = None
            item: "Sym(zuf0)" = sum_1.item();  sum_1 = None  # expect: FX409 {{torch.ops.higher_order.invoke_subgraph subgraph 'subgraph_0' output 0, 'item' (Sym(zuf0)), is a SymFloat}} {{but got <class 'torch.SymFloat'>.}}
            return (item,)
