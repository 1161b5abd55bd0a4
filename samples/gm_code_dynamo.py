def forward(self, L_x_ : torch.Tensor, L_mask_ : torch.Tensor):
    l_x_ = L_x_
    l_mask_ = L_mask_
    
    # File: /home/user/model.py:21, code: y = self.proj(x).relu()
    l__self___proj = self.L__self___proj(l_x_);  l_x_ = None
    y = l__self___proj.relu();  l__self___proj = None
    
    # File: /home/user/model.py:22, code: y = y[:, ::2] * 0.5
    getitem = y[(slice(None, None, None), slice(None, None, 2))];  y = None
    y_1 = getitem * 0.5;  getitem = None
    
    # File: /home/user/model.py:23, code: y[mask] = 0.0
    y_1[l_mask_] = 0.0;  setitem = y_1;  l_mask_ = None
    
    # File: /home/user/model.py:24, code: return torch.sum(y, dim=-1, keepdim=True)
    sum_1 = torch.sum(y_1, dim = -1, keepdim = True);  y_1 = None
    return (sum_1,)
    
