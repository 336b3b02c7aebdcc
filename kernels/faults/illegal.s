// The second word is no gfx1100 instruction.
  s_nop 0
  .long 0xfc000000
  s_endpgm
