// The speed benchmark's kernel: 256 rounds of integer mixing per work-item, all in registers,
// so nearly every instruction executed is a VALU instruction on a full wave.
__kernel void valu_heavy(__global uint* out, uint rounds) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  uint a = i * 0x9e3779b9u + 1;
  uint b = i ^ 0x85ebca6bu;
  uint c = i + 0xc2b2ae35u;
  for (uint r = 0; r < rounds; ++r) {
    a += b ^ (c >> 7);
    b = (b << 9 | b >> 23) * 0x27d4eb2fu;
    c ^= a + (b >> 3);
    a = a * 5 + 0xe6546b64u;
  }
  out[i] = a ^ b ^ c;
}
