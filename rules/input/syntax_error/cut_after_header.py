class GraphModule(torch.nn.Module):  # expect: FX901 {{no graph found}}, FX901 {{syntax error}}
    def forward(self, x):
        return (x,
# A printout cut off right after its header: no annotation or deletion is left to show that
# PyTorch printed it, but a GraphModule whose text does not parse is taken for a dump.
