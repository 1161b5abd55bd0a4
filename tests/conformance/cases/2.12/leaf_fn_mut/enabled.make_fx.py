class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 4]"):
        # File: tests/conformance/programs/leaf_fn_mut.py:24 in forward, code: return lf(x)[0]
        _opaque_obj0 = self._opaque_obj0
        _opaque_obj1 = self._opaque_obj1
        _tree_spec_constant0 = self._tree_spec_constant0
        invoke_leaf_function = torch.ops.higher_order.invoke_leaf_function(_opaque_obj0, _opaque_obj1, _tree_spec_constant0, '', arg0_1, requires_grad_indices = '');  _opaque_obj0 = _opaque_obj1 = _tree_spec_constant0 = arg0_1 = None
        getitem: "f32[4, 4]" = invoke_leaf_function[0];  invoke_leaf_function = None
        return getitem
