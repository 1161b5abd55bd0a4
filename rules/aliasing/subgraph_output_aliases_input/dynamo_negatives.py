# expect-none
# Dynamo dialect, legal outputs: clones, a view of an intermediate, the result of an in-place op
# on a clone, and a deduplicated region made by Dynamo's graph-deduplication pass.
class GraphModule(torch.nn.Module):
    def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
        subgraph_0 = self.subgraph_0
        l_pred_ = L_pred_
        l_x_ = L_x_

        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,));  l_pred_ = cond_true_0 = cond_false_0 = None
        getitem: "f32[4]" = cond[0]
        getitem_1: "f32[2, 2]" = cond[1];  cond = None

        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_, getitem)
        getitem_2: "f32[]" = invoke_subgraph[0];  invoke_subgraph = None
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_, l_x_);  subgraph_0 = l_x_ = None
        getitem_3: "f32[]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None
        add: "f32[]" = getitem_2 + getitem_3;  getitem_2 = getitem_3 = None
        return (getitem, getitem_1, add)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            clone: "f32[4]" = l_x__1.clone()
            sin: "f32[4]" = l_x__1.sin();  l_x__1 = None
            view: "f32[2, 2]" = sin.view(2, 2);  sin = None
            return (clone, view)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4]"):
            l_x__1 = l_x_
            clone: "f32[4]" = l_x__1.clone();  l_x__1 = None
            add_: "f32[4]" = clone.add_(1)
            cos: "f32[4]" = clone.cos();  clone = None
            view: "f32[2, 2]" = cos.view(2, 2);  cos = None
            return (add_, view)

    class subgraph_0(torch.nn.Module):
        def forward(self, subgraph_input_l_x_, subgraph_input_getitem):
            x0: "f32[4]" = subgraph_input_l_x_ + 1;  subgraph_input_l_x_ = None
            y0: "f32[4]" = subgraph_input_getitem + 2;  subgraph_input_getitem = None
            sum_1: "f32[]" = x0.sum();  x0 = None
            sum_2: "f32[]" = y0.sum();  y0 = None
            add: "f32[]" = sum_1 + sum_2;  sum_1 = sum_2 = None
            return (add,)
