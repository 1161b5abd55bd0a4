class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 2, 128, 16]", arg1_1: "f32[1, 2, 128, 16]", arg2_1: "f32[1, 2, 128, 16]"):
        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1728 in create_mask, code: m = torch.arange(0, Q_LEN, device=device)
        iota_2: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/_dynamo/_trace_wrapped_higher_order_op.py:164 in __torch_function__, code: return func(*args, **(kwargs or {}))
        view: "i64[128, 1]" = torch.ops.aten.reshape.default(iota_2, [128, 1]);  iota_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1729 in create_mask, code: n = torch.arange(0, KV_LEN, device=device)
        iota_3: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/_dynamo/_trace_wrapped_higher_order_op.py:164 in __torch_function__, code: return func(*args, **(kwargs or {}))
        ge: "b8[128, 128]" = torch.ops.aten.ge.Tensor(view, iota_3);  view = iota_3 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/_functorch/vmap.py:204 in _maybe_remove_batch_dim, code: return _remove_batch_dim(batched_output, vmap_level, batch_size, out_dim)
        expand: "b8[1, 128, 128]" = torch.ops.aten.expand.default(ge, [1, 128, 128]);  ge = None
        expand_1: "b8[1, 1, 128, 128]" = torch.ops.aten.expand.default(expand, [1, 1, 128, 128]);  expand = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1608 in _convert_mask_to_block_mask, code: mask = mask.view(
        view_1: "b8[1, 1, 1, 128, 1, 128]" = torch.ops.aten.reshape.default(expand_1, [1, 1, 1, 128, 1, 128]);  expand_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1611 in _convert_mask_to_block_mask, code: mask = mask.permute(
        permute: "b8[1, 1, 1, 1, 128, 128]" = torch.ops.aten.permute.default(view_1, [0, 1, 2, 4, 3, 5]);  view_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1614 in _convert_mask_to_block_mask, code: mask_block_sum = mask.sum(
        sum_1: "i64[1, 1, 1, 1]" = torch.ops.aten.sum.dim_IntList(permute, [-2, -1]);  permute = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1620 in _convert_mask_to_block_mask, code: partial_blocks = (mask_block_sum > 0) & (mask_block_sum < full_block_sum)
        gt: "b8[1, 1, 1, 1]" = torch.ops.aten.gt.Scalar(sum_1, 0)
        lt: "b8[1, 1, 1, 1]" = torch.ops.aten.lt.Scalar(sum_1, 16384)
        bitwise_and: "b8[1, 1, 1, 1]" = torch.ops.aten.bitwise_and.Tensor(gt, lt);  gt = lt = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1621 in _convert_mask_to_block_mask, code: partial_blocks = partial_blocks.to(dtype=torch.int8)
        convert_element_type: "i8[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(bitwise_and, torch.int8);  bitwise_and = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:425 in _dense_to_ordered, code: dense_mask = dense_mask.to(dtype=torch.int32)
        convert_element_type_2: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(convert_element_type, torch.int32);  convert_element_type = None

        # Annotation: {'fallback_to_eager': True} File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:428 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        sort = torch.ops.aten.sort.stable(convert_element_type_2, stable = True, descending = True)
        getitem_1: "i64[1, 1, 1, 1]" = sort[1];  sort = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1619 in _convert_mask_to_block_mask, code: full_blocks = mask_block_sum == full_block_sum
        eq: "b8[1, 1, 1, 1]" = torch.ops.aten.eq.Scalar(sum_1, 16384);  sum_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1622 in _convert_mask_to_block_mask, code: full_blocks = full_blocks.to(dtype=torch.int8)
        convert_element_type_1: "i8[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(eq, torch.int8);  eq = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:425 in _dense_to_ordered, code: dense_mask = dense_mask.to(dtype=torch.int32)
        convert_element_type_5: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(convert_element_type_1, torch.int32);  convert_element_type_1 = None

        # Annotation: {'fallback_to_eager': True} File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:428 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        sort_1 = torch.ops.aten.sort.stable(convert_element_type_5, stable = True, descending = True)
        getitem_3: "i64[1, 1, 1, 1]" = sort_1[1];  sort_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:413 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        full_1: "i32[1, 1]" = torch.ops.aten.full.default([1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  full_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:401 in create_dense_one, code: dense_mask = kv_indices.new_zeros(num_rows, num_cols + 1, dtype=torch.int32)
        full_default: "i32[1, 1, 1, 2]" = torch.ops.aten.full.default([1, 1, 1, 2], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:413 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        iota_7: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_4: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(iota_7, -1);  iota_7 = None
        unsqueeze_5: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, -1);  unsqueeze_5 = None
        iota_6: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_2: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(iota_6, -1);  iota_6 = None
        unsqueeze_3: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:403 in create_dense_one, code: row_indices = torch.arange(num_rows, dtype=torch.int, device=device).unsqueeze(
        iota_4: "i32[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze: "i32[1, 1]" = torch.ops.aten.unsqueeze.default(iota_4, -1);  iota_4 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:406 in create_dense_one, code: col_range = torch.arange(max_entries, dtype=torch.int, device=device)
        iota_5: "i32[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:426 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        sum_2: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(convert_element_type_2, [-1]);  convert_element_type_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:430 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_3: "i32[1, 1, 1]" = torch.ops.prims.convert_element_type.default(sum_2, torch.int32);  sum_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:407 in create_dense_one, code: index_mask = col_range < kv_num_blocks.unsqueeze(-1)
        unsqueeze_1: "i32[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_3, 3)
        lt_1: "b8[1, 1, 1, 1]" = torch.ops.aten.lt.Tensor(iota_5, unsqueeze_1);  iota_5 = unsqueeze_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:431 in _dense_to_ordered, code: col_indices.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_4: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(getitem_1, torch.int32);  getitem_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:410 in create_dense_one, code: valid_indices = torch.where(index_mask, kv_indices, num_cols)
        full_default_1: "i32[]" = torch.ops.aten.full.default([], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "i32[1, 1, 1, 1]" = torch.ops.aten.where.self(lt_1, convert_element_type_4, full_default_1);  lt_1 = full_default_1 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:413 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        full_default_2: "i32[1, 1, 1, 1]" = torch.ops.aten.full.default([1, 1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        index_put: "i32[1, 1, 1, 2]" = torch.ops.aten.index_put_.default(full_default, [unsqueeze_6, unsqueeze_3, unsqueeze, where], full_default_2);  full_default = unsqueeze_6 = unsqueeze_3 = unsqueeze = where = full_default_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:439 in _transpose_ordered, code: return _dense_to_ordered(dense.transpose(-2, -1))
        slice_3: "i32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(index_put, 3, 0, 1);  index_put = None
        permute_2: "i32[1, 1, 1, 1]" = torch.ops.aten.permute.default(slice_3, [0, 1, 3, 2]);  slice_3 = None

        # Annotation: {'fallback_to_eager': True} File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:428 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        sort_2 = torch.ops.aten.sort.stable(permute_2, stable = True, descending = True)
        getitem_5: "i64[1, 1, 1, 1]" = sort_2[1];  sort_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:413 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        full_3: "i32[1, 1]" = torch.ops.aten.full.default([1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  full_3 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:401 in create_dense_one, code: dense_mask = kv_indices.new_zeros(num_rows, num_cols + 1, dtype=torch.int32)
        full_default_3: "i32[1, 1, 1, 2]" = torch.ops.aten.full.default([1, 1, 1, 2], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:413 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        iota_11: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_11: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(iota_11, -1);  iota_11 = None
        unsqueeze_12: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_11, -1);  unsqueeze_11 = None
        unsqueeze_13: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        iota_10: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_9: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(iota_10, -1);  iota_10 = None
        unsqueeze_10: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, -1);  unsqueeze_9 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:403 in create_dense_one, code: row_indices = torch.arange(num_rows, dtype=torch.int, device=device).unsqueeze(
        iota_8: "i32[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze_7: "i32[1, 1]" = torch.ops.aten.unsqueeze.default(iota_8, -1);  iota_8 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:406 in create_dense_one, code: col_range = torch.arange(max_entries, dtype=torch.int, device=device)
        iota_9: "i32[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:426 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        sum_3: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(convert_element_type_5, [-1]);  convert_element_type_5 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:430 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_6: "i32[1, 1, 1]" = torch.ops.prims.convert_element_type.default(sum_3, torch.int32);  sum_3 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:407 in create_dense_one, code: index_mask = col_range < kv_num_blocks.unsqueeze(-1)
        unsqueeze_8: "i32[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(convert_element_type_6, 3)
        lt_2: "b8[1, 1, 1, 1]" = torch.ops.aten.lt.Tensor(iota_9, unsqueeze_8);  iota_9 = unsqueeze_8 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:431 in _dense_to_ordered, code: col_indices.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_7: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(getitem_3, torch.int32);  getitem_3 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:410 in create_dense_one, code: valid_indices = torch.where(index_mask, kv_indices, num_cols)
        full_default_4: "i32[]" = torch.ops.aten.full.default([], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "i32[1, 1, 1, 1]" = torch.ops.aten.where.self(lt_2, convert_element_type_7, full_default_4);  lt_2 = full_default_4 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:413 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        full_default_5: "i32[1, 1, 1, 1]" = torch.ops.aten.full.default([1, 1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        index_put_1: "i32[1, 1, 1, 2]" = torch.ops.aten.index_put_.default(full_default_3, [unsqueeze_13, unsqueeze_10, unsqueeze_7, where_1], full_default_5);  full_default_3 = unsqueeze_13 = unsqueeze_10 = unsqueeze_7 = where_1 = full_default_5 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:439 in _transpose_ordered, code: return _dense_to_ordered(dense.transpose(-2, -1))
        slice_6: "i32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(index_put_1, 3, 0, 1);  index_put_1 = None
        permute_4: "i32[1, 1, 1, 1]" = torch.ops.aten.permute.default(slice_6, [0, 1, 3, 2]);  slice_6 = None

        # Annotation: {'fallback_to_eager': True} File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:428 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        sort_3 = torch.ops.aten.sort.stable(permute_4, stable = True, descending = True)
        getitem_7: "i64[1, 1, 1, 1]" = sort_3[1];  sort_3 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2462 in flex_attention, code: out, lse, max_scores = flex_attention_hop(
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:426 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        sum_4: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(permute_2, [-1]);  permute_2 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:430 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_8: "i32[1, 1, 1]" = torch.ops.prims.convert_element_type.default(sum_4, torch.int32);  sum_4 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:431 in _dense_to_ordered, code: col_indices.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_9: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(getitem_5, torch.int32);  getitem_5 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:426 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        sum_5: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(permute_4, [-1]);  permute_4 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:430 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_10: "i32[1, 1, 1]" = torch.ops.prims.convert_element_type.default(sum_5, torch.int32);  sum_5 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:431 in _dense_to_ordered, code: col_indices.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_11: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(getitem_7, torch.int32);  getitem_7 = None

        # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2462 in flex_attention, code: out, lse, max_scores = flex_attention_hop(
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (128, 128, convert_element_type_3, convert_element_type_4, convert_element_type_6, convert_element_type_7, convert_element_type_8, convert_element_type_9, convert_element_type_10, convert_element_type_11, None, None, None, None, 128, 128, sdpa_mask0), 0.25, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = convert_element_type_3 = convert_element_type_4 = convert_element_type_6 = convert_element_type_7 = convert_element_type_8 = convert_element_type_9 = convert_element_type_10 = convert_element_type_11 = sdpa_mask0 = None
        getitem_8: "f32[1, 2, 128, 16]" = flex_attention[0];  flex_attention = None
        return (getitem_8,)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
            # File: /workspace/fxlint/build/venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2462 in flex_attention, code: out, lse, max_scores = flex_attention_hop(
            sub: "i32[]" = torch.ops.aten.sub.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
            add: "f32[]" = torch.ops.aten.add.Tensor(arg0_1, sub);  arg0_1 = sub = None
            return add

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
            # File: /workspace/fxlint/tests/forms/gen/progs.py:165 in _causal, code: return q_idx >= kv_idx
            ge: "b8[]" = torch.ops.aten.ge.Tensor(arg2_1, arg3_1);  arg2_1 = arg3_1 = None
            return ge
