"""Compile or export one small transformers model (built from a config, random weights, no hub
download) and let PyTorch print what it captured: the printouts of tests/forms/models/.

usage: python tests/forms/gen/run_models.py MODEL MODE GRAD [EP_OUT]
  MODEL  gpt2, llama, llama_flex (attn_implementation="flex_attention"), mixtral (a mixture of
         experts), qwen2, bert, t5
  MODE   compile   torch.compile(backend="aot_eager")
         ckpt      the same with gradient checkpointing (use_reentrant=False: the
                   tag_activation_checkpoint HOP)
         dynamic   the same with dynamic=True
         nested    the same with each decoder layer a torch.compiler.nested_compile_region
                   (the invoke_subgraph HOP)
         inductor  torch.compile(backend="inductor")
         export    torch.export.export(strict=False); print(ep) goes to EP_OUT (else stdout)
  GRAD   enabled (training: the loss's backward runs too), no_grad, inference

Run it with TORCH_TRACE=DIR and/or TORCH_LOGS=graph_code,aot_graphs,post_grad_graphs,output_code
(stderr) set: tests/forms/gen/run_models.sh does, for the files kept under tests/forms/models/.
Prints "OK MODEL MODE GRAD" on stderr when PyTorch accepted the program.
"""
import sys

import torch
import transformers as T

SMALL = dict(num_hidden_layers=2, hidden_size=64, num_attention_heads=4, intermediate_size=128, vocab_size=128)
MODELS = {
    "gpt2": lambda: T.GPT2LMHeadModel(T.GPT2Config(n_layer=2, n_embd=64, n_head=4, vocab_size=128, n_positions=64)),
    "llama": lambda: T.LlamaForCausalLM(T.LlamaConfig(**SMALL, num_key_value_heads=2, max_position_embeddings=64)),
    "llama_flex": lambda: T.LlamaForCausalLM(
        T.LlamaConfig(**SMALL, num_key_value_heads=2, max_position_embeddings=64, attn_implementation="flex_attention")
    ),
    "mixtral": lambda: T.MixtralForCausalLM(
        T.MixtralConfig(
            **SMALL, num_key_value_heads=2, num_local_experts=4, num_experts_per_tok=2, max_position_embeddings=64
        )
    ),
    "qwen2": lambda: T.Qwen2ForCausalLM(T.Qwen2Config(**SMALL, num_key_value_heads=2, max_position_embeddings=64)),
    "bert": lambda: T.BertModel(T.BertConfig(**SMALL, max_position_embeddings=64)),
    "t5": lambda: T.T5ForConditionalGeneration(
        T.T5Config(d_model=64, d_ff=128, num_layers=2, num_heads=4, vocab_size=128, d_kv=16)
    ),
}
GRADS = {"enabled": torch.enable_grad, "no_grad": torch.no_grad, "inference": torch.inference_mode}


def first_tensor(out):
    for key in ("logits", "last_hidden_state"):
        if hasattr(out, key):
            return getattr(out, key)
    return out[0]


def main():
    name, mode, grad = sys.argv[1], sys.argv[2], sys.argv[3]
    torch.manual_seed(0)
    model = MODELS[name]()
    if grad != "enabled":
        model.eval()
    ids = torch.randint(0, 128, (2, 16))
    kwargs = {"input_ids": ids}
    if name == "t5":
        kwargs["decoder_input_ids"] = ids
    if name != "bert":
        kwargs["use_cache"] = False  # a DynamicCache output is no pytree export can return
    with GRADS[grad]():
        if mode == "export":
            ep = torch.export.export(model, (), kwargs, strict=False)
            with open(sys.argv[4], "w") if len(sys.argv) > 4 else sys.stdout as f:
                print(ep, file=f)
        else:
            if mode == "ckpt":
                model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
            if mode == "nested":
                layer = type(model.model.layers[0])
                layer.forward = torch.compiler.nested_compile_region(layer.forward)
            backend = "inductor" if mode == "inductor" else "aot_eager"
            out = torch.compile(model, backend=backend, dynamic=True if mode == "dynamic" else None)(**kwargs)
            if grad == "enabled":
                first_tensor(out).sum().backward()
    print("OK", name, mode, grad, file=sys.stderr)


if __name__ == "__main__":
    main()
