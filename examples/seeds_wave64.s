// The seed instructions in a wave64 program: the VOPC writes the whole vcc pair.
  v_cmp_class_f64 vcc, -1, v2
  v_min_f16 v5, -1, v2
  s_endpgm
