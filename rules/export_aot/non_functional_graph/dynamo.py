# expect-none
# Dynamo graphs are not functional by nature: in-place methods, setitem and out= are how they
# record mutation. FX501 only judges AOT and functional export graphs.
class GraphModule(torch.nn.Module):
    def forward(self, L_self_buffers_running_: "f32[4]", L_x_: "f32[2, 4]"):
        l_self_buffers_running_ = L_self_buffers_running_
        l_x_ = L_x_
        
        # File: /home/user/model.py:8 in forward, code: self.running.mul_(0.9)
        mul_ = l_self_buffers_running_.mul_(0.9);  mul_ = None
        
        # File: /home/user/model.py:9 in forward, code: self.running[0] = x.sum()
        sum_1 = l_x_.sum()
        l_self_buffers_running_[0] = sum_1;  setitem = l_self_buffers_running_;  sum_1 = setitem = None
        
        # File: /home/user/model.py:10 in forward, code: return torch.relu_(x)
        relu_ = torch.relu_(l_x_);  l_x_ = None
        return (relu_,)
