# A minifier repro script: a free name may be a global of the script (an info note only).
import torch

class Repro(torch.nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_
        add = l_x_ + scale;  l_x_ = scale = None  # expect: FX903 {{taken as a global}}
        return (add,)

mod = Repro()
