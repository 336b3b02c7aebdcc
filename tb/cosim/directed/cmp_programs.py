"""Directed programs of the compare units: every v_cmp/v_cmpx relation on special and random
operand pairs loaded one lane at a time, float compares under four input-denormal modes."""
from asm import comment, ins, lane_loads

# The 16 float relations in opcode order (the low 4 bits of the VOPC/VOP3 opcode).
FLOAT_RELATIONS = ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt",
                   "nle", "neq", "nlt", "t"]
# Relations also compared against an inline constant and a literal.
CONSTANT_RELATIONS = ["lt", "eq", "ge", "u", "nlt"]

DENORM_MODES = [("keep every denormal.", "0xf"), ("flush every denormal.", "0x0"),
                ("f32 inputs flushed, f16/f64 kept.", "0xe"),
                ("f16/f64 inputs flushed, f32 kept.", "0xb")]

# Per lane (a, b): ordered, equal, signed zeros, NaNs (quiet, signalling, against numbers and
# each other), infinities against the largest numbers, denormals, then random pairs.
F32_PAIRS = [
    ("0x3f800000", "0x40000000"), ("0x40000000", "0x3f800000"), ("0x3f800000", "0x3f800000"),
    ("0x00000000", "0x80000000"), ("0x80000000", "0x00000000"), ("0x7fc00000", "0x3f800000"),
    ("0x3f800000", "0x7fc00000"), ("0x7fa00000", "0x7fa00000"), ("0xffc00000", "0x7f800000"),
    ("0x7f800000", "0x7f7fffff"), ("0xff800000", "0xff7fffff"), ("0x7f800000", "0x7f800000"),
    ("0xff800000", "0x7f800000"), ("0x00000001", "0x00000000"), ("0x80000001", "0x00000001"),
    ("0x00000001", "0x007fffff"), ("0xbf800000", "0xc0000000"), ("0xc0000000", "0xbf800000"),
    ("0xbf800000", "0x3f800000"), ("0x007fffff", "0x00800000"), ("0x80000000", "0x80000001"),
    ("0x00000000", "0x00000001"), ("0x807fffff", "0x007fffff"), ("0x00800000", "0x80800000"),
    ("0xffa00000", "0x00000000"), ("0x80000001", "0x00000000"), ("0x4b6ea010", "0x4b6ea011"),
    ("0xd670a838", "0xff7d5ec0"), ("0x03b1d74b", "0xd59a0625"), ("0x258ececb", "0x258ececd"),
    ("0xcf4b1858", "0x432ff218"), ("0xd38cadcd", "0xd38cadce")]
# The same kinds of pairs in f16 (a, b); v1 holds b:a, v2 a:b, so the high halves compare too.
F16_PAIRS = [
    (0x3c00, 0x4000), (0x4000, 0x3c00), (0x3c00, 0x3c00), (0x0000, 0x8000), (0x8000, 0x0000),
    (0x7e00, 0x3c00), (0x3c00, 0x7e00), (0x7d00, 0x7d00), (0xfe00, 0x7c00), (0x7c00, 0x7bff),
    (0xfc00, 0xfbff), (0x7c00, 0x7c00), (0xfc00, 0x7c00), (0x0001, 0x0000), (0x8001, 0x0001),
    (0x0001, 0x03ff), (0xbc00, 0xc000), (0xc000, 0xbc00), (0xbc00, 0x3c00), (0x03ff, 0x0400),
    (0x8000, 0x8001), (0x0000, 0x0001), (0x83ff, 0x03ff), (0x0400, 0x8400), (0xfd00, 0x0000),
    (0x8001, 0x0000), (0x424e, 0x4249), (0xaf1f, 0xe3d6), (0x2f8b, 0xaa8b), (0x25ac, 0xa415),
    (0xbbe8, 0xbbe8), (0x8804, 0xbea4)]
# f64 (a, b) as low, high words: v[2:3] and v[4:5].
F64_PAIRS = [
    ("0x00000000", "0x3ff00000", "0x00000000", "0x40000000"),
    ("0x00000000", "0x40000000", "0x00000000", "0x3ff00000"),
    ("0x00000000", "0x3ff00000", "0x00000000", "0x3ff00000"),
    ("0x00000000", "0x00000000", "0x00000000", "0x80000000"),
    ("0x00000000", "0x80000000", "0x00000000", "0x00000000"),
    ("0x00000000", "0x7ff80000", "0x00000000", "0x3ff00000"),
    ("0x00000000", "0x3ff00000", "0x00000000", "0x7ff80000"),
    ("0x00000000", "0x7ff40000", "0x00000000", "0x7ff40000"),
    ("0x00000000", "0xfff80000", "0x00000000", "0x7ff00000"),
    ("0x00000000", "0x7ff00000", "0xffffffff", "0x7fefffff"),
    ("0x00000000", "0xfff00000", "0xffffffff", "0xffefffff"),
    ("0x00000000", "0x7ff00000", "0x00000000", "0x7ff00000"),
    ("0x00000000", "0xfff00000", "0x00000000", "0x7ff00000"),
    ("0x00000001", "0x00000000", "0x00000000", "0x00000000"),
    ("0x00000001", "0x80000000", "0x00000001", "0x00000000"),
    ("0x00000001", "0x00000000", "0xffffffff", "0x000fffff"),
    ("0x00000000", "0xbff00000", "0x00000000", "0xc0000000"),
    ("0x00000000", "0xc0000000", "0x00000000", "0xbff00000"),
    ("0x00000000", "0xbff00000", "0x00000000", "0x3ff00000"),
    ("0xffffffff", "0x000fffff", "0x00000000", "0x00100000"),
    ("0x00000000", "0x80000000", "0x00000001", "0x80000000"),
    ("0x00000000", "0x00000000", "0x00000001", "0x00000000"),
    ("0xffffffff", "0x800fffff", "0xffffffff", "0x000fffff"),
    ("0x00000000", "0x00100000", "0x00000000", "0x80100000"),
    ("0x00000000", "0xfff40000", "0x00000000", "0x00000000"),
    ("0x00000001", "0x80000000", "0x00000000", "0x00000000"),
    ("0xf306dc01", "0x23b6bd8f", "0x41b79d35", "0x5b1196f7"),
    ("0xd9959a62", "0x3be93fb8", "0xd9959a64", "0x3be93fb8"),
    ("0x8cb950a5", "0x906b630c", "0xabb4da1c", "0x5d3c6201"),
    ("0xe37d3739", "0x6e08d514", "0xa7be99ae", "0x1e0b4ee5"),
    ("0x58921843", "0xd1d42a63", "0xa23fb787", "0xfc559a25"),
    ("0x434cbf26", "0xb0e04e90", "0x434cbf22", "0xb0e04e90")]

# v1 two f16 (a value of every class in each half), v2 f32, v[3:4] f64, v5 two f16 class
# masks, v6 a mask for f32/f64: single classes, all classes, random bits above [9:0].

CLASS_ROWS = [
    ("0xfc007d00", "0x7fa00000", "0x00000000", "0x7ff40000", "0x00800001", "0x00000001"),
    ("0x7c007e00", "0x7fc00000", "0x00000000", "0x7ff80000", "0x01000002", "0x00000002"),
    ("0x12fdfc00", "0xff800000", "0x00000000", "0xfff00000", "0x02000004", "0x00000004"),
    ("0xfc00c000", "0xc0000000", "0x00000000", "0xc0000000", "0x00010008", "0x00000008"),
    ("0x84038001", "0x80000001", "0x00000001", "0x80000000", "0x00020010", "0x00000010"),
    ("0x4da18000", "0x80000000", "0x00000000", "0x80000000", "0x00040020", "0x00000020"),
    ("0xec210000", "0x00000000", "0x00000000", "0x00000000", "0x00080040", "0x00000040"),
    ("0x7e0003ff", "0x007fffff", "0xffffffff", "0x000fffff", "0x00100080", "0x00000080"),
    ("0xfd007bff", "0x7f7fffff", "0xffffffff", "0x7fefffff", "0x00200100", "0x00000100"),
    ("0x4fd17c00", "0x7f800000", "0x00000000", "0x7ff00000", "0x00400200", "0x00000200"),
    ("0x9507fd00", "0xffa00000", "0x00000000", "0xfff40000", "0x00800001", "0x00000001"),
    ("0x8001fe01", "0xffc00001", "0x00000001", "0xfff80000", "0x01000002", "0x00000002"),
    ("0x2e198400", "0x80800000", "0x00000000", "0x80100000", "0x02000004", "0x00000004"),
    ("0x4a2a83ff", "0x807fffff", "0xffffffff", "0x800fffff", "0x03ff0008", "0x00000008"),
    ("0x7c0083ff", "0xeb67dd82", "0x00000000", "0x7ff00000", "0x00000010", "0x00000010"),
    ("0x78bf7d00", "0x03e53eba", "0x00000000", "0xfff00000", "0xfd550020", "0x00000020"),
    ("0x7d0078bf", "0xa6c2beb0", "0xd756c0f0", "0x9d1139a4", "0x02aa0040", "0x00000040"),
    ("0x83ff7c00", "0xae7bf87b", "0xe30aa425", "0x0296045b", "0xd4bf0080", "0x00000080"),
    ("0x83ff4a2a", "0x7f7fffff", "0x00000000", "0x7ff80000", "0x236c0100", "0x00000100"),
    ("0x84002e19", "0x4b02b199", "0x00000000", "0x80100000", "0x48fe0200", "0x00000200"),
    ("0xfe018001", "0xeb6fa143", "0xfc14c093", "0xebef8aad", "0x330203ff", "0x000003ff"),
    ("0xfd009507", "0xc814dc4b", "0x00000000", "0xfff00000", "0x86c80000", "0x00000000"),
    ("0x7c004fd1", "0x80800000", "0x00000000", "0xfff40000", "0x517bfd55", "0x0000fd55"),
    ("0x7bfffd00", "0x37122e49", "0x6db6f3d6", "0x27d8fb29", "0xfb6e02aa", "0x000002aa"),
    ("0x03ff7e00", "0x80000001", "0x5cbfc836", "0x5415a043", "0x4cb4d4bf", "0xccb7d4bf"),
    ("0x0000ec21", "0x66e915bf", "0x3161b010", "0x9b707a8d", "0x0001236c", "0x0538236c"),
    ("0x80004da1", "0xa44bf020", "0x00000000", "0xfff00000", "0x000248fe", "0x65ea48fe"),
    ("0x80018403", "0x7fc00000", "0x6d64e7ad", "0x8e8dc31d", "0x00043302", "0xca273302"),
    ("0xc000fc00", "0x7f31944e", "0x00000000", "0x7ff40000", "0x000886c8", "0x64ce86c8"),
    ("0xfc0012fd", "0xc0000000", "0x1f893d02", "0x0217f426", "0x0010517b", "0x5716517b"),
    ("0x7e007c00", "0x0ec733fe", "0x00000000", "0x00000000", "0x0020fb6e", "0xe969fb6e"),
    ("0x7d00fc00", "0xcbd29319", "0x0cd9cfcf", "0xe06f0c4c", "0x00404cb4", "0x6dd54cb4"),
]

# v1, v2 16-bit pairs in both halves; v6, v7 32-bit; v[8:9], v[10:11] 64-bit: extremes, equal,
# adjacent and random.

INT_ROWS = [
    ("0x7fff2285", "0xffff2286", "0x00000000", "0x00000001", "0xe6eca3da", "0xf541ab61",
     "0xe6eca3da", "0xf541ab61"),
    ("0x13d27182", "0x13d27282", "0xae7c7ae4", "0x2655fa99", "0x31a3cf78", "0xc42a14b6",
     "0x31a3cf78", "0xc42a14b6"),
    ("0x85a30001", "0x5ddf0001", "0x7fffffff", "0x00000000", "0xffffffff", "0x00000000",
     "0x00000000", "0x80000000"),
    ("0x092940d9", "0x017640d9", "0x12345678", "0x12345678", "0x00000000", "0x00000000",
     "0xffffffff", "0x00000000"),
    ("0x00017fff", "0x8000ffff", "0xfffffffe", "0x00000001", "0x2dc04d35", "0x20122283",
     "0x1a5632e0", "0x0168ef24"),
    ("0x88630001", "0x8863ffff", "0xef72d4b9", "0xef72d4b8", "0x4ea98bad", "0x14a69560",
     "0x4ea98bad", "0x14a69560"),
    ("0x79663c46", "0x79663c46", "0xeba25611", "0xeba25611", "0x7f370bf3", "0x9238c6a1",
     "0x8579adc3", "0xb9848002"),
    ("0x0001e2f9", "0x7fffe2f9", "0x31eeb892", "0x31efb892", "0x36dc679c", "0xb495548a",
     "0xbecf0c0d", "0xe93f81d0"),
    ("0x604c7fff", "0x614c0001", "0x00000000", "0x12345678", "0x6dae4547", "0x06ea9425",
     "0x6dae4547", "0x06ea9426"),
    ("0x2836fffe", "0x2936fffe", "0x0d4c58ab", "0x0d4c58ab", "0xffffffff", "0x7fffffff",
     "0xffffffff", "0xffffffff"),
    ("0x800063c2", "0xfffe008e", "0x00000001", "0xffffffff", "0x275bbf80", "0xa67ce511",
     "0x0db79902", "0xbb62bd1c"),
    ("0x3715eed7", "0x4230eed6", "0x5ee957a6", "0x5eea57a6", "0xed04c666", "0xc03750ba",
     "0xed04c666", "0xc03750ba"),
    ("0x3c5b8000", "0x3c5b1234", "0x00000001", "0xffffffff", "0xffffffff", "0x00000000",
     "0x00000000", "0x00000000"),
    ("0x000171f3", "0xffff72f3", "0x00000000", "0x7fffffff", "0x3e610134", "0x50faac1b",
     "0x3e610134", "0x50faac1c"),
    ("0x0001fffe", "0xfffe8000", "0x00000000", "0x00000001", "0x9241b7ed", "0x730b07bb",
     "0x9241b7ed", "0x730b07bb"),
    ("0x00004053", "0x7fff4054", "0x1b6e7779", "0x1b6f7779", "0xe8334ba1", "0x5705603e",
     "0xa727a3ba", "0x386ef954"),
    ("0x00001234", "0x0000fffe", "0xddc89919", "0xddc89918", "0x864d687e", "0xb35a8de7",
     "0x864d687f", "0xb35a8de7"),
    ("0x998dfffe", "0x998cfffe", "0xcf1ec7ba", "0xa09c74e3", "0x00000000", "0xffffffff",
     "0x00000000", "0x00000000"),
    ("0x4e6efffe", "0x4e6dffff", "0x9f440f98", "0x9f440f98", "0xffffffff", "0x7fffffff",
     "0xffffffff", "0x00000000"),
    ("0xfdd28000", "0xfdd20001", "0xac9c8903", "0xb74d1614", "0xd4cfc3c1", "0x22210d76",
     "0xae6d4bca", "0x5843990b"),
    ("0x55360ae5", "0x553694b4", "0xeb18731b", "0xeb18731a", "0xaaccb15c", "0x4893e8f3",
     "0xaaccb15c", "0x4893e8f4"),
    ("0xffff09e4", "0x800009e5", "0x7fffffff", "0x80000000", "0xffffffff", "0x7fffffff",
     "0xffffffff", "0x7fffffff"),
    ("0x25fb91e4", "0xdd1291e4", "0x78a268ff", "0x63dd2d4d", "0x98b5e570", "0x1abfe6b7",
     "0x98b5e56f", "0x1abfe6b7"),
    ("0x7fff7fff", "0x12340001", "0x12345678", "0x00000001", "0x2446b39d", "0x9c2ca931",
     "0x2446b39d", "0x9c2ca931"),
    ("0x7ffffffe", "0x7fffffff", "0x00f0a572", "0x00f0a572", "0x06ab1f24", "0xc6685080",
     "0x06ab1f25", "0xc6685080"),
    ("0x4a7a0001", "0x4a790001", "0x883ead0f", "0x883ead0f", "0x61901e60", "0x93fbe97f",
     "0xd0917142", "0x9230a15a"),
    ("0x0000fffe", "0x7fffffff", "0x7fffffff", "0x00000001", "0x9268004f", "0x8364a709",
     "0x9268004f", "0x8364a709"),
    ("0x95d28b16", "0x95d28b16", "0x3f4f2878", "0xf4385693", "0xeed9797d", "0xdbef2191",
     "0xeed9797d", "0xdbef2191"),
    ("0xfd67f89a", "0x6f2bf89b", "0xda80ddef", "0x5ffeeea4", "0xf3d05e59", "0x47cd73ed",
     "0xf3d05e59", "0x47cd73ed"),
    ("0xffffa524", "0x7fff17b8", "0xfe454634", "0xfe454634", "0x00000001", "0x00000000",
     "0x00000000", "0x80000000"),
    ("0x12342061", "0x00002061", "0xcd09e875", "0x7bea8a85", "0x6013e022", "0x9477f5ca",
     "0x6013e021", "0x9477f5ca"),
    ("0xffff1f1b", "0xfffe6875", "0x27b2bdda", "0x27b2bdda", "0xee823e27", "0x6a0f709e",
     "0xee823e28", "0x6a0f709e"),
]

# v1, v2 f32; v[4:5], v[6:7] f64; v[8:9], v[10:11] 64-bit integers: the pairs of the wave32
# programs over 64 lanes.

WAVE64_ROWS = [
    ("0x3f800000", "0x40000000", "0xb95bf2e9", "0xaf698a52", "0x66eef9f8", "0xea7bd402",
     "0x8f64b9bc", "0xdedbf20a", "0x8f64b9bb", "0xdedbf20a"),
    ("0x40000000", "0x3f800000", "0x09fc3d74", "0x097ceae8", "0x724467bb", "0x86529299",
     "0x092936eb", "0x6a1e5eb2", "0x092936eb", "0x6a1e5eb2"),
    ("0x3f800000", "0x3f800000", "0xbc3346b1", "0x30f8df80", "0x6c456bfc", "0x3461d5b7",
     "0x33bfb0e8", "0x46ed37b2", "0xbb1e7ce5", "0xcd3c46c6"),
    ("0x00000000", "0x80000000", "0x640928fe", "0x67212b9d", "0x640928fb", "0x67212b9d",
     "0xf6b2ec9a", "0x2601bc31", "0xf6b2ec9a", "0x2601bc31"),
    ("0x80000000", "0x00000000", "0x34be6def", "0x6e662b28", "0x64ad8cd4", "0x0e945e97",
     "0x00000000", "0x00000000", "0xffffffff", "0x7fffffff"),
    ("0x7fc00000", "0x3f800000", "0x6678c077", "0xd92f977b", "0x709721e5", "0xc56629c3",
     "0x4b797600", "0x2b3c00fe", "0x4b797600", "0x2b3c00fe"),
    ("0x3f800000", "0x7fc00000", "0x00000001", "0x80000000", "0x00000000", "0x00000000",
     "0xf61ab0fe", "0x31b04af7", "0xf61ab0fe", "0x31b04af8"),
    ("0x7fa00000", "0x7fa00000", "0x00000000", "0xfff40000", "0x00000000", "0x00000000",
     "0x007fc47e", "0x9a8f538b", "0xb79784c1", "0x3fa3cb10"),
    ("0xffc00000", "0x7f800000", "0x00000000", "0x00100000", "0x00000000", "0x80100000",
     "0x00000001", "0x00000000", "0x00000001", "0x00000000"),
    ("0x7f800000", "0x7f7fffff", "0xffffffff", "0x800fffff", "0xffffffff", "0x000fffff",
     "0x10d4ece6", "0x633f786d", "0x10d4ece6", "0x633f786e"),
    ("0xff800000", "0xff7fffff", "0x00000000", "0x00000000", "0x00000001", "0x00000000",
     "0x31277d93", "0x902c6f37", "0x31277d92", "0x902c6f37"),
    ("0x7f800000", "0x7f800000", "0x00000000", "0x80000000", "0x00000001", "0x80000000",
     "0x61bfac35", "0x9ff8915e", "0x61bfac34", "0x9ff8915e"),
    ("0xff800000", "0x7f800000", "0xffffffff", "0x000fffff", "0x00000000", "0x00100000",
     "0xe365476b", "0x736f04b7", "0xe365476b", "0x736f04b8"),
    ("0x00000001", "0x00000000", "0x00000000", "0xbff00000", "0x00000000", "0x3ff00000",
     "0x5414221c", "0x2487d73d", "0x72b84be7", "0xa0fc0bf1"),
    ("0x80000001", "0x00000001", "0x00000000", "0xc0000000", "0x00000000", "0xbff00000",
     "0xc46f2c95", "0x2ce4d644", "0xc46f2c94", "0x2ce4d644"),
    ("0x00000001", "0x007fffff", "0x00000000", "0xbff00000", "0x00000000", "0xc0000000",
     "0x945572c8", "0x85f9501d", "0xf012dcec", "0xc9847f76"),
    ("0xbf800000", "0xc0000000", "0x00000001", "0x00000000", "0xffffffff", "0x000fffff",
     "0xcab001cd", "0x926576a4", "0xcab001cd", "0x926576a5"),
    ("0xc0000000", "0xbf800000", "0x00000001", "0x80000000", "0x00000001", "0x00000000",
     "0x00000000", "0x00000001", "0x00000000", "0xffffffff"),
    ("0xbf800000", "0x3f800000", "0x00000001", "0x00000000", "0x00000000", "0x00000000",
     "0x664bd359", "0x9e45601e", "0x69e7174c", "0x3ee2a5e3"),
    ("0x007fffff", "0x00800000", "0x00000000", "0xfff00000", "0x00000000", "0x7ff00000",
     "0x496465f2", "0x73870ef3", "0x496465f1", "0x73870ef3"),
    ("0x80000000", "0x80000001", "0x00000000", "0x7ff00000", "0x00000000", "0x7ff00000",
     "0xffffffff", "0x00000000", "0xffffffff", "0x00000000"),
    ("0x00000000", "0x00000001", "0x00000000", "0xfff00000", "0xffffffff", "0xffefffff",
     "0xffffffff", "0x7fffffff", "0xffffffff", "0xffffffff"),
    ("0x807fffff", "0x007fffff", "0x00000000", "0x7ff00000", "0xffffffff", "0x7fefffff",
     "0xffffffff", "0x00000000", "0x00000000", "0x80000000"),
    ("0x00800000", "0x80800000", "0x00000000", "0xfff80000", "0x00000000", "0x7ff00000",
     "0x9b0a27b9", "0x89b8386e", "0x9b0a27b9", "0x89b8386e"),
    ("0xffa00000", "0x00000000", "0x00000000", "0x7ff40000", "0x00000000", "0x7ff40000",
     "0xb48c0413", "0x9a10eb2b", "0xe5ea5eb8", "0x0022f543"),
    ("0x80000001", "0x00000000", "0x00000000", "0x3ff00000", "0x00000000", "0x7ff80000",
     "0xeba90f75", "0x94864323", "0xeba90f74", "0x94864323"),
    ("0x6673663c", "0x66736638", "0x00000000", "0x7ff80000", "0x00000000", "0x3ff00000",
     "0x3db96dd4", "0xfbc51bd8", "0x3db96dd4", "0xfbc51bd8"),
    ("0x3e0ad875", "0x3e0ad873", "0x00000000", "0x80000000", "0x00000000", "0x00000000",
     "0xb12c0317", "0x6655265c", "0xb12c0317", "0x6655265c"),
    ("0xf4ee2270", "0x8ef141a3", "0x00000000", "0x00000000", "0x00000000", "0x80000000",
     "0xffffffff", "0x7fffffff", "0x00000000", "0x00000000"),
    ("0x0c99c902", "0x70c200c2", "0x00000000", "0x3ff00000", "0x00000000", "0x3ff00000",
     "0x712cc6ba", "0x073fb308", "0x12137edd", "0xd86e3f68"),
    ("0x1a5b9ccd", "0xc01558b8", "0x00000000", "0x40000000", "0x00000000", "0x3ff00000",
     "0x1c0473c5", "0xefea1afe", "0x5d671292", "0x15bc501a"),
    ("0x832cbaff", "0xbe5fbc29", "0x00000000", "0x3ff00000", "0x00000000", "0x40000000",
     "0xaa0e25b2", "0xc54aae4c", "0xaa0e25b1", "0xc54aae4c"),
    ("0x30d05c52", "0x757e5228", "0x00000000", "0x3ff00000", "0x00000000", "0x40000000",
     "0x7c693e4b", "0xe11ead6f", "0x7c693e4b", "0xe11ead70"),
    ("0x6cb1be29", "0x6cb1be2b", "0x00000000", "0x40000000", "0x00000000", "0x3ff00000",
     "0xb6f0710a", "0x002e3eac", "0xb6f0710a", "0x002e3eac"),
    ("0x0b72bb91", "0x0b72bb96", "0x00000000", "0x3ff00000", "0x00000000", "0x3ff00000",
     "0xb76892aa", "0x049fe1cb", "0xb76892aa", "0x049fe1cb"),
    ("0x06e1dd67", "0x06e1dd64", "0x00000000", "0x00000000", "0x00000000", "0x80000000",
     "0x56fe4433", "0x8d9343ac", "0xbcb00eaf", "0xf67b15d6"),
    ("0x0b1be14e", "0x303ca1d0", "0x00000000", "0x80000000", "0x00000000", "0x00000000",
     "0x00000000", "0x00000001", "0x00000000", "0x00000001"),
    ("0x249808d0", "0x8ed97714", "0x00000000", "0x7ff80000", "0x00000000", "0x3ff00000",
     "0xdfb24f35", "0x150d86f3", "0x9867797c", "0x359a8b34"),
    ("0x80000001", "0x00000000", "0x00000000", "0x3ff00000", "0x00000000", "0x7ff80000",
     "0x27ccab2c", "0x1e5de835", "0x92e7d25d", "0x278cd64c"),
    ("0xffa00000", "0x00000000", "0x00000000", "0x7ff40000", "0x00000000", "0x7ff40000",
     "0xffffffff", "0xffffffff", "0xffffffff", "0x00000000"),
    ("0x00800000", "0x80800000", "0x00000000", "0xfff80000", "0x00000000", "0x7ff00000",
     "0x00000000", "0x00000001", "0x00000000", "0x80000000"),
    ("0x807fffff", "0x007fffff", "0x00000000", "0x7ff00000", "0xffffffff", "0x7fefffff",
     "0x1a7a68ac", "0x93fccec2", "0x1a7a68ac", "0x93fccec2"),
    ("0x00000000", "0x00000001", "0x00000000", "0xfff00000", "0xffffffff", "0xffefffff",
     "0x4d4c98fd", "0x0bfcb2b6", "0x4d4c98fd", "0x0bfcb2b6"),
    ("0x80000000", "0x80000001", "0x00000000", "0x7ff00000", "0x00000000", "0x7ff00000",
     "0xffffffff", "0x00000000", "0x00000000", "0x80000000"),
    ("0x007fffff", "0x00800000", "0x00000000", "0xfff00000", "0x00000000", "0x7ff00000",
     "0xaee31121", "0x0c1e15c8", "0xaee31121", "0x0c1e15c8"),
    ("0xbf800000", "0x3f800000", "0x00000001", "0x00000000", "0x00000000", "0x00000000",
     "0x12354ce6", "0x79313761", "0x12354ce6", "0x79313761"),
    ("0xc0000000", "0xbf800000", "0x00000001", "0x80000000", "0x00000001", "0x00000000",
     "0x35caa9db", "0xa42b57e8", "0x35caa9da", "0xa42b57e8"),
    ("0xbf800000", "0xc0000000", "0x00000001", "0x00000000", "0xffffffff", "0x000fffff",
     "0xb08afb23", "0xacf5531b", "0xb08afb24", "0xacf5531b"),
    ("0x00000001", "0x007fffff", "0x00000000", "0xbff00000", "0x00000000", "0xc0000000",
     "0xffffffff", "0x00000000", "0x00000000", "0x00000000"),
    ("0x80000001", "0x00000001", "0x00000000", "0xc0000000", "0x00000000", "0xbff00000",
     "0x86ed0d87", "0x5427629e", "0x86ed0d86", "0x5427629e"),
    ("0x00000001", "0x00000000", "0x00000000", "0xbff00000", "0x00000000", "0x3ff00000",
     "0xbe184d67", "0xc89ebc3c", "0xbe184d67", "0xc89ebc3d"),
    ("0xff800000", "0x7f800000", "0xffffffff", "0x000fffff", "0x00000000", "0x00100000",
     "0x0039f533", "0xe97673fb", "0x6c5585ef", "0x2231099d"),
    ("0x7f800000", "0x7f800000", "0x00000000", "0x80000000", "0x00000001", "0x80000000",
     "0x6c0cb215", "0x0cda5b74", "0x6c0cb216", "0x0cda5b74"),
    ("0xff800000", "0xff7fffff", "0x00000000", "0x00000000", "0x00000001", "0x00000000",
     "0xfffffffe", "0xffffffff", "0x00000000", "0x00000001"),
    ("0x7f800000", "0x7f7fffff", "0xffffffff", "0x800fffff", "0xffffffff", "0x000fffff",
     "0x00000000", "0xffffffff", "0xffffffff", "0x00000000"),
    ("0xffc00000", "0x7f800000", "0x00000000", "0x00100000", "0x00000000", "0x80100000",
     "0x00000001", "0x00000000", "0xfffffffe", "0xffffffff"),
    ("0x7fa00000", "0x7fa00000", "0x00000000", "0xfff40000", "0x00000000", "0x00000000",
     "0x0e49c80f", "0x3f0f48a9", "0x3840bf9f", "0x480822c1"),
    ("0x3f800000", "0x7fc00000", "0x00000001", "0x80000000", "0x00000000", "0x00000000",
     "0x00000000", "0x00000001", "0x00000000", "0xffffffff"),
    ("0x7fc00000", "0x3f800000", "0xdfe4c7a5", "0x81294a71", "0xdfe4c7a2", "0x81294a71",
     "0x02f5a766", "0x03ac0152", "0x02f5a766", "0x03ac0153"),
    ("0x80000000", "0x00000000", "0x740e023d", "0x1606f8cc", "0x740e023e", "0x1606f8cc",
     "0xc17afaa7", "0xf282bc17", "0x422726ee", "0xf8660879"),
    ("0x00000000", "0x80000000", "0x963ab5d7", "0xa0fa6a24", "0x963ab5d0", "0xa0fa6a24",
     "0x8cd81597", "0xbb333c6d", "0xbb542c22", "0x3dde6770"),
    ("0x3f800000", "0x3f800000", "0x88e20037", "0x8324c234", "0x0368a583", "0x0f568068",
     "0x00000000", "0x00000001", "0x00000000", "0x00000001"),
    ("0x40000000", "0x3f800000", "0xb5ff09aa", "0xcc31d1dc", "0xb5ff09ab", "0xcc31d1dc",
     "0x4b69f30b", "0x5086600a", "0x4b69f30b", "0x5086600a"),
    ("0x3f800000", "0x40000000", "0x3d56ac8d", "0xb93ac7ee", "0x3d56ac8e", "0xb93ac7ee",
     "0x1080c299", "0xb1553c28", "0x1080c299", "0xb1553c28"),
]

CMPX_EXEC = "0xfff7fffe"  # v_cmpx runs on most lanes and writes EXEC; restored after each


def long_word(words, text):
    """Encoded words for forms llvm-mc-19 cannot write (f16 high halves), the intended
    instruction in the comment."""
    return ins(f".long {', '.join(f'0x{w:08x}' for w in words)}  // {text}")


def float_body(ty, a, b, one):
    """Every relation of type ty on (a, b): VOPC and VOP3 with abs/neg, v_cmpx, constants."""
    out = []
    for op, rel in enumerate(FLOAT_RELATIONS):
        name = f"v_cmp_{rel}_{ty}"
        out += [ins(f"{name} vcc_lo, {a}, {b}"), ins(f"{name}_e64 s10, -{a}, |{b}|"),
                ins(f"{name}_e64 s11, -|{a}|, -{b}"), ins(f"{name}_e64 s12, {b}, {a}")]
        if ty == "f16":  # the high halves, by op_sel (VOP3) and v[n].h (VOPC)
            out += [long_word([0xD400080C | op << 16, 0x00020301],
                              f"{name}_e64 s12, v1.h, v1 (op_sel:[1,0])"),
                    long_word([0xD4001A0D | op << 16, 0x20020501],
                              f"{name}_e64 s13, -v1.h, |v2.h| (op_sel:[1,1])"),
                    long_word([0x7C010581 | op << 17], f"{name}_e32 vcc_lo, v1.h, v2.h")]
    for op, rel in enumerate(FLOAT_RELATIONS):
        name = f"v_cmpx_{rel}_{ty}"
        out += [ins(f"s_mov_b32 exec_lo, {CMPX_EXEC}"), ins(f"{name} {a}, {b}"),
                ins("s_mov_b32 exec_lo, -1"), ins(f"{name}_e64 |{a}|, -{b}"),
                ins("s_mov_b32 exec_lo, -1")]
        if ty == "f16":
            out += [long_word([0xD480187E | op << 16, 0x00020501],
                              f"{name}_e64 v1.h, v2.h (op_sel:[1,1])"),
                    ins("s_mov_b32 exec_lo, -1")]
    for rel in CONSTANT_RELATIONS:
        name = f"v_cmp_{rel}_{ty}"
        out += [ins(f"{name}_e64 s10, {a}, 1.0"), ins(f"{name}_e64 s10, -0.5, {b}"),
                ins(f"{name} vcc_lo, {one}, {b}"), ins(f"{name} vcc_lo, 0, {b}")]
    return out


HEADER_END = ["Per-lane operands: one lane at a time under EXEC."]


def float_program(ty, regs, rows, a, b, one):
    out = [comment(c) for c in [
        f"Directed cosim program: every v_cmp_*_{ty} and v_cmpx_*_{ty} (VOPC and VOP3) on",
        "special pairs (NaNs, zeros, infinities, denormals, extremes) and random ones, with "
        "abs/neg",
        "modifiers, under four MODE input-denormal settings. Written for the compare units",
        "(rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS --cosim."] + HEADER_END]
    out += lane_loads(regs, rows) + [ins("s_mov_b32 exec_lo, -1")]
    body = float_body(ty, a, b, one)
    for title, setting in DENORM_MODES:
        out += [comment(f"MODE denormals: {title}"), ins(f"s_denorm_mode {setting}")] + body
    return out + [ins("s_denorm_mode 0xf"), ins("s_endpgm")]


def class_body(ty, src, mask, constant):
    """v_cmp_class/v_cmpx_class of ty: abs/neg, every single-class mask, all and some classes."""
    name = f"v_cmp_class_{ty}"
    out = [ins(f"{name} vcc_lo, {src}, {mask}"), ins(f"{name}_e64 s10, -{src}, {mask}"),
           ins(f"{name}_e64 s10, |{src}|, {mask}"), ins(f"{name}_e64 s10, -|{src}|, {mask}")]
    out += [ins(f"{name}_e64 s11, {src}, {1 << bit}") for bit in range(10)]
    out += [ins(f"{name}_e64 s11, {src}, 0x3ff"), ins(f"{name}_e64 s11, {src}, 0x290"),
            ins(f"{name}_e64 s11, -{src}, 0x3"), ins(f"{name} vcc_lo, {constant}, {mask}"),
            ins(f"{name} vcc_lo, 1.0, {mask}"), ins("s_mov_b32 exec_lo, 0xfffeffff"),
            ins(f"v_cmpx_class_{ty} {src}, {mask}"), ins("s_mov_b32 exec_lo, -1"),
            ins(f"v_cmpx_class_{ty}_e64 -{src}, 0x3a5"), ins("s_mov_b32 exec_lo, -1")]
    return out


def class_program():
    out = [comment(c) for c in [
        "Directed cosim program: v_cmp_class_f16/f32/f64 and v_cmpx_class_* (VOPC and VOP3) on "
        "a value",
        "of every class in every lane group, with single-class masks, all-class and random masks,"
        " abs/neg",
        "on src0, mask bits above [9:0], f16 halves, and under flushed denormals (the class reads "
        "raw",
        "bits). Written for the compare units (rtl/cutlm_valu_cmp*.sv); run: cutlm run THIS "
        "--cosim."] + HEADER_END]
    out += lane_loads(["v1", "v2", "v3", "v4", "v5", "v6"], CLASS_ROWS)
    out.append(ins("s_mov_b32 exec_lo, -1"))
    body = class_body("f16", "v1", "v5", "0x7c00") + class_body("f32", "v2", "v6", "-1")
    body += class_body("f64", "v[3:4]", "v6", "-1")
    body += [long_word([0xD47D080C, 0x00020B01],
                       "v_cmp_class_f16_e64 s12, v1.h, v5 (op_sel:[1,0])"),
             long_word([0xD47D190C, 0x00020B01],
                       "v_cmp_class_f16_e64 s12, |v1.h|, v5.h (op_sel:[1,1])"),
             long_word([0xD47D100C, 0x20020B01],
                       "v_cmp_class_f16_e64 s12, -v1, v5.h (op_sel:[0,1])"),
             long_word([0x7CFB0B81], "v_cmp_class_f16_e32 vcc_lo, v1.h, v5.h"),
             long_word([0x7CFB0B01], "v_cmp_class_f16_e32 vcc_lo, v1, v5.h")]
    for title, setting in DENORM_MODES[:2]:
        out += [comment(f"MODE denormals: {title}"), ins(f"s_denorm_mode {setting}")] + body
    return out + [ins("s_denorm_mode 0xf"), ins("s_endpgm")]


INT16_RELATIONS = ["lt", "eq", "le", "gt", "ne", "ge"]  # opcodes base + 1 .. base + 6
INT_RELATIONS = ["f", "lt", "eq", "le", "gt", "ne", "ge", "t"]


def int_program():
    out = [comment(c) for c in [
        "Directed cosim program: every integer v_cmp/v_cmpx (i16, u16, i32, u32, i64, u64; VOPC "
        "and",
        "VOP3) on extreme, equal, adjacent and random pairs, 16-bit halves by op_sel and v[n].h,",
        "inline constants and literals. Written for the compare units (rtl/cutlm_valu_cmp*.sv);",
        "run: cutlm run THIS --cosim."] + HEADER_END]
    out += lane_loads(["v1", "v2", "v6", "v7", "v8", "v9", "v10", "v11"], INT_ROWS)
    out.append(ins("s_mov_b32 exec_lo, -1"))
    for ty, base in (("i16", 0x30), ("u16", 0x38)):
        out.append(comment(f"{ty}: low halves, then high halves."))
        for op, rel in enumerate(INT16_RELATIONS, base + 1):
            name = f"v_cmp_{rel}_{ty}"
            out += [ins(f"{name} vcc_lo, v1, v2"), ins(f"{name}_e64 s10, v2, v1"),
                    ins(f"{name}_e64 s10, v1, -1"), ins(f"{name}_e64 s10, 0x8000, v1"),
                    long_word([0xD400180C | op << 16, 0x00020501],
                              f"{name}_e64 s12, v1.h, v2.h (op_sel:[1,1])"),
                    long_word([0xD400080C | op << 16, 0x00020301],
                              f"{name}_e64 s12, v1.h, v1.l (op_sel:[1,0])"),
                    long_word([0x7C010581 | op << 17], f"{name}_e32 vcc_lo, v1.h, v2.h"),
                    ins("s_mov_b32 exec_lo, 0x7ffffffe"), ins(f"v_cmpx_{rel}_{ty} v1, v2"),
                    ins("s_mov_b32 exec_lo, -1"), ins(f"v_cmpx_{rel}_{ty}_e64 v2, 5"),
                    ins("s_mov_b32 exec_lo, -1")]
    for ty in ("i32", "u32", "i64", "u64"):
        a, b = ("v6", "v7") if ty.endswith("32") else ("v[8:9]", "v[10:11]")
        literal = "0xfffffff0" if ty == "u64" else "0x80000000"
        out.append(comment(f"{ty}."))
        for rel in INT_RELATIONS:
            name = f"v_cmp_{rel}_{ty}"
            out += [ins(f"{name} vcc_lo, {a}, {b}"), ins(f"{name}_e64 s10, {b}, {a}"),
                    ins(f"{name}_e64 s10, {a}, {a}"), ins(f"{name}_e64 s10, {a}, -1"),
                    ins(f"{name} vcc_lo, {literal}, {b}"), ins(f"{name} vcc_lo, 64, {b}"),
                    ins("s_mov_b32 exec_lo, 0xeffffff7"), ins(f"v_cmpx_{rel}_{ty} {a}, {b}"),
                    ins("s_mov_b32 exec_lo, -1"), ins(f"v_cmpx_{rel}_{ty}_e64 {b}, 0"),
                    ins("s_mov_b32 exec_lo, -1")]
    return out + [ins("s_endpgm")]


def wave64_program():
    """Lane masks as SGPR pairs; v_cmpx on lanes of both passes."""
    out = [comment(c) for c in [
        "Directed cosim program, wave64 (cutlm run THIS --wave64 --cosim): f32, i64 and f64 "
        "compares",
        "and classes writing the whole VCC pair, an SGPR pair and EXEC (v_cmpx), each issued as "
        "two",
        "SIMD32 passes. Written for the compare units (rtl/cutlm_valu_cmp*.sv)."] + HEADER_END]
    out += lane_loads(["v1", "v2", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11"],
                      WAVE64_ROWS, wave64=True)
    body = []
    for rel in FLOAT_RELATIONS:
        body += [ins(f"v_cmp_{rel}_f32 vcc, v1, v2"),
                 ins(f"v_cmp_{rel}_f32_e64 s[10:11], -v1, |v2|"),
                 ins(f"v_cmp_{rel}_f64 vcc, v[4:5], v[6:7]"),
                 ins(f"v_cmp_{rel}_f64_e64 s[10:11], v[6:7], -|v[4:5]|"),
                 ins("s_mov_b32 exec_lo, 0xfffffffe"), ins("s_mov_b32 exec_hi, 0x7fffffff"),
                 ins(f"v_cmpx_{rel}_f32 v1, v2"), ins("s_mov_b64 exec, -1"),
                 ins(f"v_cmpx_{rel}_f64_e64 v[4:5], v[6:7]"), ins("s_mov_b64 exec, -1")]
    for rel in INT_RELATIONS:
        for ty in ("i64", "u64"):
            body += [ins(f"v_cmp_{rel}_{ty} vcc, v[8:9], v[10:11]"),
                     ins(f"v_cmp_{rel}_{ty}_e64 s[10:11], v[10:11], v[8:9]"),
                     ins("s_mov_b32 exec_hi, 0"), ins(f"v_cmpx_{rel}_{ty} v[8:9], v[10:11]"),
                     ins("s_mov_b64 exec, -1")]
    body += [ins("v_cmp_class_f64 vcc, v[4:5], v8"),
             ins("v_cmp_class_f64_e64 s[10:11], -v[6:7], 0x3ff"),
             ins("v_cmp_class_f32_e64 s[10:11], |v1|, 0x1f0"),
             ins("v_cmpx_class_f64 v[4:5], v10"), ins("s_mov_b64 exec, -1")]
    out += [ins("s_mov_b64 exec, -1"), ins("s_denorm_mode 0xf")] + body
    out += [ins("s_denorm_mode 0x0")] + body
    return out + [ins("s_denorm_mode 0xf"), ins("s_endpgm")]


def programs():
    f16_rows = [(f"0x{b:04x}{a:04x}", f"0x{a:04x}{b:04x}") for a, b in F16_PAIRS]
    return {
        "cmp_class.s": class_program(),
        "cmp_int.s": int_program(),
        "cmp_wave64.s": wave64_program(),
        "cmp_f16.s": float_program("f16", ["v1", "v2"], f16_rows, "v1", "v2", "0x3c00"),
        "cmp_f32.s": float_program("f32", ["v1", "v2"], F32_PAIRS, "v1", "v2", "0x3f800000"),
        "cmp_f64.s": float_program("f64", ["v2", "v3", "v4", "v5"], F64_PAIRS, "v[2:3]",
                                   "v[4:5]", "0x3ff00000"),
    }
