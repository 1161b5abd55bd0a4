# expect-none
# Dynamo output graph: an activation-checkpointed region returning a tensor and its SymInt
# length, and a scan whose combine_fn returns a carry and a y that are tensors.
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", L_x_: "f32[s0, 4][4, 1]cpu", L_init_: "f32[4][1]cpu", L_xs_: "f32[6, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_init_ = L_init_
        l_xs_ = L_xs_

        # File: /home/user/model.py:40 in forward, code: h, n = checkpoint(block, x, use_reentrant=False)
        wrap_body_0 = self.wrap_body_0
        tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(wrap_body_0, l_x_, s0, use_reentrant = False);  wrap_body_0 = l_x_ = s0 = None
        h: "f32[s0, 4][4, 1]cpu" = tag_activation_checkpoint[0]
        n: "Sym(s0)" = tag_activation_checkpoint[1];  tag_activation_checkpoint = None

        # File: /home/user/model.py:41 in forward, code: c, ys = scan(step, init, xs)
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        c: "f32[4][1]cpu" = scan[0]
        ys: "f32[6, 4][4, 1]cpu" = scan[1];  scan = None
        return (h, n, c, ys)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[s0, 4][4, 1]cpu", s0: "Sym(s0)"):
            # File: /home/user/model.py:30 in block, code: return x.relu(), x.shape[0]
            relu: "f32[s0, 4][4, 1]cpu" = torch.relu(l_x_);  l_x_ = None
            return (relu, s0)

    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4][1]cpu", child_1: "f32[4][1]cpu"):
            # File: /home/user/model.py:34 in step, code: c = c + x; return c, c.clone()
            add: "f32[4][1]cpu" = child + child_1;  child = child_1 = None
            clone: "f32[4][1]cpu" = add.clone()
            return [add, clone]
