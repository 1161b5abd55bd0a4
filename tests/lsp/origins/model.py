# The user's model behind samples/cond_mutation.py, as the LSP tests open that dump with its
# origins made relative (`# File: model.py:13 ...`): "go to definition" on an origin lands on
# these lines and "ignore at the user's source line" comments here. Read as text, never run.
import torch


# true_fn writes into a row of its input: torch.cond rejects the branch at trace time.



def true_fn(x):
    row = x.view(2, 16)[0]
    row.add_(1)
    return x.sin()

def false_fn(x):
    return x.cos()

class Model(torch.nn.Module):
    def forward(self, pred, x):
        return torch.cond(pred, self.true_fn, self.false_fn, (x,))

    true_fn, false_fn = staticmethod(true_fn), staticmethod(false_fn)
