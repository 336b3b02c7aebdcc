// Lane i loads word i of a 64-byte buffer: lanes 16..31 run past its end into unmapped space.
  s_load_b64 s[2:3], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_b32 v2, v1, s[2:3]
  s_waitcnt vmcnt(0)
  s_endpgm
