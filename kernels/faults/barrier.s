// Wave 0 of the workgroup ends at once; wave 1 waits at a barrier that wave 0 will never reach.
  v_readfirstlane_b32 s0, v0
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc1 done
  s_barrier
done:
  s_endpgm
