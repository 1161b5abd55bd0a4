# surgery surg_scan_combine_add_on_view: scan_combine_fn_0: inserted add_(select(child, 0, 0), 1)
class GraphModule(torch.nn.Module):
    def forward(self, L_init_: "f32[4, 4]", L_xs_: "f32[3, 4, 4]"):
        l_init_ = L_init_
        l_xs_ = L_xs_
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/scan.py:209 in run_flattened_scan, code: return scan_op(combine_fn, leaves_init, leaves_xs, additional_inputs=())
        scan_combine_fn_0 = self.scan_combine_fn_0
        scan = torch.ops.higher_order.scan(scan_combine_fn_0, [l_init_], [l_xs_], []);  scan_combine_fn_0 = l_init_ = l_xs_ = None
        carry: "f32[4, 4]" = scan[0]
        out: "f32[3, 4, 4]" = scan[1];  scan = None
        return (carry, out)
        
    class scan_combine_fn_0(torch.nn.Module):
        def forward(self, child: "f32[4, 4]", child_1: "f32[4, 4]"):
            # File: tests/conformance/programs/scan_ok.py:14 in combine_fn, code: return x.sin(), carry * 2
            child_2: "f32[4, 4]" = child_1.sin();  child_1 = None
            child_3: "f32[4, 4]" = child * 2
            
            # No stacktrace found for following nodes
            select: "f32[4]" = child.select(0, 0);  child = None
            add_: "f32[4]" = select.add_(1);  select = add_ = None
            return [child_2, child_3]
            