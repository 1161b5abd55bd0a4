# A refinement loop whose body writes its carried state in place (`h.mul_(0.5)`) under
# torch.no_grad() inside the compiled function. Dynamo accepts the write with grad off in 2.13;
# AOTAutograd refuses it. TORCH_LOGS prints Dynamo's graph on stderr before the error, and the
# traceback follows it there, as on a console where the program fails.
import traceback

import torch
from torch._higher_order_ops.while_loop import while_loop


def cond_fn(i, h):
    return i < 4


def body_fn(i, h):
    h.mul_(0.5)
    return i + 1, h.tanh()


class Refiner(torch.nn.Module):
    def forward(self, i, h):
        with torch.no_grad():
            return while_loop(cond_fn, body_fn, (i, h))


model = torch.compile(Refiner(), backend="aot_eager", fullgraph=True)
try:
    model(torch.tensor(0), torch.randn(4, 16))
except Exception as e:
    traceback.print_exc()
    print(f"PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"PyTorch {torch.__version__} accepted it")
