// An atomic at byte 2 of a buffer: atomics must be naturally aligned.
  s_load_b64 s[2:3], s[0:1], 0x0
  v_mov_b32 v1, 2
  v_mov_b32 v2, 1
  s_waitcnt lgkmcnt(0)
  global_atomic_add_u32 v1, v2, s[2:3]
  s_endpgm
