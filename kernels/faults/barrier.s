// Wave 0 waits at s_barrier while wave 1 spins forever without reaching one: the barrier can
// never complete. (A wave that ends is not waited for, so ending early is no fault.)
  v_readfirstlane_b32 s0, v0
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc0 spin
  s_barrier
  s_endpgm
spin:
  s_branch spin
