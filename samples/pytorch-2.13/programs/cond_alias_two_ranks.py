# Two ranks under torchrun (`torchrun --nproc-per-node 2`), each compiling a torch.cond whose true
# branch returns its input, under torch.no_grad(): rank 0 with backend "eager", which accepts it,
# rank 1 with "aot_eager", whose AOTAutograd refuses it ("cond_true might be aliasing the input
# or the output!"). A gloo process group makes torch logging prefix each line with [rankN]:, so
# TORCH_LOGS=graph_code output of both ranks, both in compile 0/0, lands in one stream.
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()


def fn(x):
    def true_fn(x):
        return x

    def false_fn(x):
        return x.cos()

    return torch.cond(x.sum() > 0, true_fn, false_fn, (x,))


backend = "eager" if rank == 0 else "aot_eager"
try:
    with torch.no_grad():
        torch.compile(fn, backend=backend, fullgraph=True)(torch.randn(4))
    print(f"rank {rank}: PyTorch {torch.__version__} accepted it (backend {backend})")
finally:
    dist.destroy_process_group()
