"""PyTorch's own verdict on the models/ defect copies' edit (defects.py, models-nested-*): a Llama
decoder layer as a nested_compile_region that returns its input, compiled with aot_eager in
training. Prints "rejected: ..." with PyTorch's message (2.13.0 and 2.14.1: "Encountered
aliasing during higher order op tracing", which fxlint's FX201 quotes), or "accepted".

usage: python tests/forms/gen/run_models_defect.py   (torch and transformers installed)
"""
import torch
import transformers as T

torch.manual_seed(0)
config = T.LlamaConfig(num_hidden_layers=2, hidden_size=64, num_attention_heads=4, intermediate_size=128,
                       vocab_size=128, num_key_value_heads=2, max_position_embeddings=64)
model = T.LlamaForCausalLM(config)
layer = type(model.model.layers[0])
forward = layer.forward


def returns_its_input(self, hidden_states, *args, **kwargs):
    forward(self, hidden_states, *args, **kwargs)
    return hidden_states


layer.forward = torch.compiler.nested_compile_region(returns_its_input)
ids = torch.randint(0, 128, (2, 16))
try:
    out = torch.compile(model, backend="aot_eager", fullgraph=True)(input_ids=ids, use_cache=False)
    out.logits.sum().backward()
    print("accepted")
except Exception as e:  # noqa: BLE001 - PyTorch's verdict, whatever its type
    print("rejected:", type(e).__name__, " | ".join(str(e).splitlines()[:6]))
