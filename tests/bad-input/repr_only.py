GraphModule(
  (proj): Linear(in_features=8, out_features=8, bias=True)
)
