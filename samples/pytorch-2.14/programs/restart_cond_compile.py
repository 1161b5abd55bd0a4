# A torch.cond whose true branch writes its operand, compiled with torch.compile(backend="aot_eager",
# dynamic=True) and called under torch.no_grad(), where PyTorch 2.14.1 accepts the write. The
# float argument `s` goes through math.floor: Dynamo first traces it as a symbolic float, AOTAutograd
# cannot make it a tensor and Dynamo restarts the frame's analysis with `s` a constant
# (TensorifyScalarRestartAnalysis). Run with TORCH_TRACE=DIR; the log holds both attempts' graphs
# (compile ids 0/0 and 0/0_1), and only the second prints the guards that show the grad mode.
import math

import torch


def true_fn(x, y):
    x.add_(1)
    return x.sin()


def false_fn(x, y):
    return x.cos()


def f(x, s):
    y = x * math.floor(s)
    return torch.cond(y.sum() > 0, true_fn, false_fn, (x, y))


try:
    with torch.no_grad():
        torch.compile(f, backend="aot_eager", dynamic=True)(torch.randn(4, 4), 2.5)
except Exception as e:
    print(f"torch.no_grad(): PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"torch.no_grad(): PyTorch {torch.__version__} accepted it")
