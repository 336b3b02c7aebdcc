// A loop that never ends; the dispatch's instruction limit stops it.
loop:
  s_add_u32 s0, s0, 1
  s_branch loop
