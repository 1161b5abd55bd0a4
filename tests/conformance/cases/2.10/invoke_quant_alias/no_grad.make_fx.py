class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        return arg0_1
        