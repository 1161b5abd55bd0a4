# expect-none
# A torch.compile graph may change its own inputs' metadata: AOTAutograd returns the input as
# an extra output and replays the new sizes and strides after the compiled graph runs.
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]", L_y_: "f32[6]"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/user/model.py:5 in forward, code: x.t_()
        t_: "f32[8, 4]" = l_x_.t_();  t_ = None

        # File: /home/user/model.py:6 in forward, code: y.resize_(2, 3)
        resize_: "f32[2, 3]" = l_y_.resize_(2, 3);  resize_ = None

        # File: /home/user/model.py:7 in forward, code: return x + 1, y.sum()
        add: "f32[8, 4]" = l_x_ + 1;  l_x_ = None
        sum_1: "f32[]" = l_y_.sum();  l_y_ = None
        return (add, sum_1)
