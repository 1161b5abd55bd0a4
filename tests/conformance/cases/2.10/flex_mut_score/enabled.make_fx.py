class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 2, 8, 4]", arg1_1: "f32[1, 2, 8, 4]", arg2_1: "f32[1, 2, 8, 4]"):
        # File: tests/conformance/programs/flex_mut_score.py:17 in forward, code: out = flex_attention(q, k, v, score_mod=score_mod, block_mask=None)
        ones: "i32[1, 1, 1]" = torch.ops.aten.ones.default([1, 1, 1], dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        zeros: "i32[1, 1, 1, 1]" = torch.ops.aten.zeros.default([1, 1, 1, 1], dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        new_zeros: "i32[1, 1, 1, 2]" = torch.ops.aten.new_zeros.default(zeros, [1, 1, 1, 2], dtype = torch.int32, pin_memory = False)
        arange: "i32[1]" = torch.ops.aten.arange.default(1, dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        unsqueeze: "i32[1, 1]" = torch.ops.aten.unsqueeze.default(arange, -1);  arange = None
        arange_1: "i32[1]" = torch.ops.aten.arange.default(1, dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        unsqueeze_1: "i32[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(ones, 3)
        lt: "b8[1, 1, 1, 1]" = torch.ops.aten.lt.Tensor(arange_1, unsqueeze_1);  arange_1 = unsqueeze_1 = None
        scalar_tensor: "i32[]" = torch.ops.aten.scalar_tensor.default(1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'))
        where: "i32[1, 1, 1, 1]" = torch.ops.aten.where.self(lt, zeros, scalar_tensor);  lt = scalar_tensor = None
        new_ones: "i32[1, 1]" = torch.ops.aten.new_ones.default(new_zeros, [1, 1], pin_memory = False)
        arange_2: "i64[1]" = torch.ops.aten.arange.default(1, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'))
        unsqueeze_2: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(arange_2, -1);  arange_2 = None
        unsqueeze_3: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        expand: "i32[1, 1, 1]" = torch.ops.aten.expand.default(unsqueeze, [1, 1, 1]);  expand = None
        view: "i32[1, 1, 1, 1]" = torch.ops.aten.view.default(new_ones, [1, 1, 1, 1]);  new_ones = None
        arange_3: "i64[1]" = torch.ops.aten.arange.default(1, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'))
        unsqueeze_4: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(arange_3, -1);  arange_3 = None
        unsqueeze_5: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, -1);  unsqueeze_5 = None
        expand_1: "i64[1, 1, 1, 1]" = torch.ops.aten.expand.default(unsqueeze_3, [1, 1, 1, 1]);  expand_1 = None
        expand_2: "i32[1, 1, 1, 1]" = torch.ops.aten.expand.default(unsqueeze, [1, 1, 1, 1]);  expand_2 = None
        index_put_: "i32[1, 1, 1, 2]" = torch.ops.aten.index_put_.default(new_zeros, [unsqueeze_6, unsqueeze_3, unsqueeze, where], view);  new_zeros = unsqueeze_6 = unsqueeze_3 = unsqueeze = where = view = None
        slice_1: "i32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(index_put_, 3, 0, 1);  index_put_ = None
        transpose: "i32[1, 1, 1, 1]" = torch.ops.aten.transpose.int(slice_1, -2, -1);  slice_1 = None
        sum_1: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(transpose, [-1])
        sort = torch.ops.aten.sort.stable(transpose, stable = True, descending = True);  transpose = None
        getitem: "i32[1, 1, 1, 1]" = sort[0];  getitem = None
        getitem_1: "i64[1, 1, 1, 1]" = sort[1];  sort = None
        _to_copy: "i32[1, 1, 1]" = torch.ops.aten._to_copy.default(sum_1, dtype = torch.int32, memory_format = torch.contiguous_format);  sum_1 = None
        _to_copy_1: "i32[1, 1, 1, 1]" = torch.ops.aten._to_copy.default(getitem_1, dtype = torch.int32, memory_format = torch.contiguous_format);  getitem_1 = None
        
        # File: /venv/lib/python3.11/site-packages/torch/_higher_order_ops/flex_attention.py:659 in forward, code: out, logsumexp, max_scores = flex_attention(
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (1, 1, ones, zeros, None, None, _to_copy, _to_copy_1, None, None, 1073741824, 1073741824, sdpa_mask0), 0.5, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = ones = zeros = _to_copy = _to_copy_1 = sdpa_mask0 = None
        getitem_2: "f32[1, 2, 8, 4]" = flex_attention[0]
        getitem_3: "f32[1, 2, 8]" = flex_attention[1];  getitem_3 = None
        getitem_4: "f32[1, 2, 8]" = flex_attention[2];  flex_attention = getitem_4 = None
        return getitem_2
        
    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
            # No stacktrace found for following nodes
            add_: "f32[]" = torch.ops.aten.add_.Tensor(arg0_1, 1);  arg0_1 = None
            return add_
            
    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
            # No stacktrace found for following nodes
            new_ones: "b8[]" = torch.ops.aten.new_ones.default(arg0_1, [], dtype = torch.bool, device = device(type='cpu'), pin_memory = False);  arg0_1 = None
            return new_ones
            