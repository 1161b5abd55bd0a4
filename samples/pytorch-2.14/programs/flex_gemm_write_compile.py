# A GEMM with a fused epilogue (torch._higher_order_ops.flex_gemm.flex_gemm, new in PyTorch 2.14)
# whose epilogue scales by a captured tensor and then updates that tensor in place
# (`scale.mul_(0.9)`). torch.compile(backend="aot_eager"): Dynamo traces the epilogue as a wrap
# body and prints its graph; AOTAutograd's functionalization then refuses the write ("flex_gemm
# might be modifying the input!"). Run with TORCH_TRACE=DIR.
import torch
from torch._higher_order_ops.flex_gemm import flex_gemm


class ScaledMatmul(torch.nn.Module):
    def forward(self, a, b, scale):
        def epilogue(acc):
            out = (acc * scale).relu()
            scale.mul_(0.9)
            return out

        return flex_gemm(torch.mm, (a, b), epilogue)


model = torch.compile(ScaledMatmul(), backend="aot_eager", fullgraph=True)
try:
    model(torch.randn(4, 8), torch.randn(8, 4), torch.randn(4, 1))
except Exception as e:
    print(f"PyTorch {torch.__version__} rejected it: {type(e).__name__}: {' '.join(str(e).split())[:160]}")
else:
    print(f"PyTorch {torch.__version__} accepted it")
