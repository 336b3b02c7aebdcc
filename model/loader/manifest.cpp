#include "loader/manifest.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "loader/json_input.h"
#include "loader/program.h"
#include "support/errors.h"

namespace cutlm {
namespace {

using nlohmann::json;

const std::set<std::string> kTypeKeys = {"u8",  "i8",  "u16", "i16", "u32", "i32",
                                         "u64", "i64", "f16", "f32", "f64"};

const std::set<std::string>& keys_at(const std::string& path) {
  for (const auto& [where, keys] : manifest_keys()) {
    if (where == path) return keys;
  }
  throw std::logic_error("no manifest key set " + path);
}

// Reads one JSON object, naming every error by file and key path.
class Reader {
 public:
  explicit Reader(std::string path) : path_(std::move(path)) {}

  [[noreturn]] void fail(const std::string& key, const std::string& what) const {
    throw InputError(path_ + ": " + key + ": " + what);
  }

  void only_keys(const json& object, const std::string& where,
                 const std::set<std::string>& known) const {
    for (auto it = object.begin(); it != object.end(); ++it) {
      if (known.count(it.key()) == 0) {
        std::string list;
        for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
        fail(where.empty() ? it.key() : where + "." + it.key(),
             "unknown key (known: " + list + ")");
      }
    }
  }

  const json& object(const json& value, const std::string& key) const {
    if (!value.is_object()) fail(key, "expected a JSON object");
    return value;
  }

  std::string string(const json& value, const std::string& key) const {
    if (!value.is_string()) fail(key, "expected a string");
    return value.get<std::string>();
  }

  bool boolean(const json& value, const std::string& key) const {
    if (!value.is_boolean()) fail(key, "expected true or false");
    return value.get<bool>();
  }

  // A non-negative integer: a JSON number or a hex string "0x...".
  uint64_t unsigned_value(const json& value, const std::string& key, uint64_t max) const {
    uint64_t result = 0;
    if (value.is_number_unsigned()) {
      result = value.get<uint64_t>();
    } else if (value.is_number_integer()) {
      fail(key, "expected a non-negative integer");
    } else if (value.is_string()) {
      result = hex(value.get<std::string>(), key);
    } else {
      fail(key, "expected a non-negative integer or a hex string like \"0x10\"");
    }
    if (result > max)
      fail(key, std::to_string(result) + " is too large (at most " + std::to_string(max) + ")");
    return result;
  }

  int64_t signed_value(const json& value, const std::string& key, int64_t min, int64_t max) const {
    int64_t result = 0;
    if (value.is_number_integer()) {
      if (value.is_number_unsigned() &&
          value.get<uint64_t>() > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        fail(key, "out of range");
      }
      result = value.get<int64_t>();
    } else if (value.is_string()) {
      return static_cast<int64_t>(hex(value.get<std::string>(), key));  // a bit pattern
    } else {
      fail(key, "expected an integer or a hex string");
    }
    if (result < min || result > max) fail(key, std::to_string(result) + " is out of range");
    return result;
  }

  uint64_t hex(const std::string& text, const std::string& key) const {
    uint64_t result = 0;
    if (!parse_hex_text(text, &result)) {
      fail(key, "\"" + text + "\" is not a hex string like \"0x1f\" (at most 16 digits)");
    }
    return result;
  }

 private:
  std::string path_;
};

template <typename T>
std::vector<uint8_t> bytes_of(T value) {
  std::vector<uint8_t> bytes(sizeof value);
  std::memcpy(bytes.data(), &value, sizeof value);
  return bytes;
}

std::array<uint32_t, 3> read_dims(const Reader& r, const json& value, const std::string& key,
                                  uint32_t max) {
  if (!value.is_array() || value.empty() || value.size() > 3) {
    r.fail(key, "expected an array of 1 to 3 positive integers");
  }
  std::array<uint32_t, 3> dims{1, 1, 1};
  for (size_t i = 0; i < value.size(); ++i) {
    const std::string k = key + "[" + std::to_string(i) + "]";
    const uint64_t v = r.unsigned_value(value[i], k, max);
    if (v == 0) r.fail(k, "must be at least 1");
    dims[i] = static_cast<uint32_t>(v);
  }
  return dims;
}

DenormMode read_denorm(const Reader& r, const json& value, const std::string& key) {
  DenormMode mode;
  if (!parse_denorm_mode(r.string(value, key), &mode)) {
    r.fail(key, "expected preserve, flush_in, flush_out or flush");
  }
  return mode;
}

RoundMode read_round(const Reader& r, const json& value, const std::string& key) {
  RoundMode mode;
  if (!parse_round_mode(r.string(value, key), &mode)) {
    r.fail(key, "expected nearest_even, plus_infinity, minus_infinity or zero");
  }
  return mode;
}

KernelDescriptor read_descriptor(const Reader& r, const json& d) {
  const std::string k = "descriptor";
  r.object(d, k);
  r.only_keys(d, k, keys_at("descriptor"));
  KernelDescriptor desc;
  int wave_size = 32;
  if (d.contains("wave_size")) {
    const uint64_t size = r.unsigned_value(d["wave_size"], k + ".wave_size", 64);
    if (size != 32 && size != 64) r.fail(k + ".wave_size", "must be 32 or 64");
    wave_size = static_cast<int>(size);
  }
  desc.set_wave_size(wave_size);
  const std::pair<const char*, UserSgpr> user[] = {
      {"private_segment_buffer", UserSgpr::PrivateSegmentBuffer},
      {"dispatch_ptr", UserSgpr::DispatchPtr},
      {"queue_ptr", UserSgpr::QueuePtr},
      {"kernarg_ptr", UserSgpr::KernargSegmentPtr},
      {"dispatch_id", UserSgpr::DispatchId},
      {"flat_scratch_init", UserSgpr::FlatScratchInit},
      {"private_segment_size", UserSgpr::PrivateSegmentSize}};
  for (const auto& [name, which] : user) {
    if (d.contains(name)) desc.set_user_sgpr(which, r.boolean(d[name], k + "." + name));
  }
  unsigned user_count = desc.enabled_user_sgprs();
  if (d.contains("user_sgpr_count")) {
    const std::string key = k + ".user_sgpr_count";
    user_count = static_cast<unsigned>(r.unsigned_value(d["user_sgpr_count"], key, 16));
    if (user_count < desc.enabled_user_sgprs()) {
      r.fail(key, "smaller than the " + std::to_string(desc.enabled_user_sgprs()) +
                      " SGPRs the enabled user SGPRs need");
    }
  }
  desc.set_user_sgpr_count(user_count);
  desc.set_workgroup_id(0, true);
  if (d.contains("workgroup_id")) {
    const std::string key = k + ".workgroup_id";
    const json& ids = d["workgroup_id"];
    if (!ids.is_array() || ids.size() != 3) r.fail(key, "expected [x, y, z] of true/false");
    for (int i = 0; i < 3; ++i) {
      desc.set_workgroup_id(
          i, r.boolean(ids[static_cast<size_t>(i)], key + "[" + std::to_string(i) + "]"));
    }
  }
  if (d.contains("workgroup_info")) {
    desc.set_workgroup_info(r.boolean(d["workgroup_info"], k + ".workgroup_info"));
  }
  desc.set_workitem_id_dims(1);
  if (d.contains("workitem_id_dims")) {
    const std::string key = k + ".workitem_id_dims";
    const uint64_t dims = r.unsigned_value(d["workitem_id_dims"], key, 3);
    if (dims == 0) r.fail(key, "must be 1, 2 or 3");
    desc.set_workitem_id_dims(static_cast<unsigned>(dims));
  }
  if (d.contains("lds_bytes")) {
    desc.group_segment_fixed_size =
        static_cast<uint32_t>(r.unsigned_value(d["lds_bytes"], k + ".lds_bytes", 65536));
  }
  if (d.contains("scratch_bytes")) {
    desc.private_segment_fixed_size =
        static_cast<uint32_t>(r.unsigned_value(d["scratch_bytes"], k + ".scratch_bytes", 1u << 20));
  }
  desc.set_vgpr_count(256);
  if (d.contains("vgprs")) {
    const uint64_t n = r.unsigned_value(d["vgprs"], k + ".vgprs", 256);
    desc.set_vgpr_count(static_cast<unsigned>(n));
  }
  Mode mode;  // IEEE and DX10 clamp on, denormals kept, round to nearest even
  if (d.contains("ieee")) mode.ieee = r.boolean(d["ieee"], k + ".ieee");
  if (d.contains("dx10_clamp")) mode.dx10_clamp = r.boolean(d["dx10_clamp"], k + ".dx10_clamp");
  if (d.contains("denorm_f32"))
    mode.denorm_f32 = read_denorm(r, d["denorm_f32"], k + ".denorm_f32");
  if (d.contains("denorm_f16_f64")) {
    mode.denorm_f16_f64 = read_denorm(r, d["denorm_f16_f64"], k + ".denorm_f16_f64");
  }
  if (d.contains("round_f32")) mode.round_f32 = read_round(r, d["round_f32"], k + ".round_f32");
  if (d.contains("round_f16_f64")) {
    mode.round_f16_f64 = read_round(r, d["round_f16_f64"], k + ".round_f16_f64");
  }
  desc.set_mode(mode);
  return desc;
}

// One typed value as its bits: integers as JSON integers in the type's range or hex strings (a
// bit pattern of the type's width); floats as JSON numbers (rounded to the type) or hex strings.
uint64_t element_bits(const Reader& r, const json& v, const std::string& k, ElemType type) {
  const unsigned bits = 8 * elem_size(type);
  const uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  if (v.is_string()) return r.unsigned_value(v, k, mask);
  switch (type) {
    case ElemType::F16:
    case ElemType::F32:
    case ElemType::F64: {
      if (!v.is_number()) r.fail(k, "expected a number or a hex string (the bit pattern)");
      const double d = v.get<double>();
      if (type == ElemType::F16) return double_to_half(d);
      if (type == ElemType::F64) {
        uint64_t out = 0;
        std::memcpy(&out, &d, 8);
        return out;
      }
      const float f = static_cast<float>(d);
      uint32_t out = 0;
      std::memcpy(&out, &f, 4);
      return out;
    }
    case ElemType::I8:
    case ElemType::I16:
    case ElemType::I32:
    case ElemType::I64: {
      const int64_t lo = bits == 64 ? INT64_MIN : -(int64_t{1} << (bits - 1));
      const int64_t hi = bits == 64 ? INT64_MAX : (int64_t{1} << (bits - 1)) - 1;
      return static_cast<uint64_t>(r.signed_value(v, k, lo, hi)) & mask;
    }
    default: return r.unsigned_value(v, k, mask);
  }
}

BufferExpect read_expect(const Reader& r, const Manifest& m, const json& e, const std::string& k,
                         uint64_t size) {
  r.object(e, k);
  r.only_keys(e, k, keys_at("buffers[].expect"));
  BufferExpect ex;
  ex.present = true;
  if (e.contains("type")) {
    const std::string name = r.string(e["type"], k + ".type");
    if (!parse_elem_type(name, &ex.type)) {
      r.fail(k + ".type", "\"" + name + "\" is not one of " + elem_type_list());
    }
  }
  const unsigned width = elem_size(ex.type);
  if (size % width != 0) {
    r.fail(k + ".type", "the buffer's " + std::to_string(size) +
                            " bytes are not a whole number of " + elem_type_name(ex.type) +
                            " elements");
  }
  if (e.contains("file") == e.contains("values")) r.fail(k, "give exactly one of file or values");
  if (e.contains("file")) {
    const std::string kf = k + ".file";
    ex.file = m.resolve(r.string(e["file"], kf));
    struct stat info {};
    if (::stat(ex.file.c_str(), &info) != 0) {
      r.fail(kf, "cannot open " + ex.file + ": " + std::strerror(errno));
    }
    if (!S_ISREG(info.st_mode)) r.fail(kf, ex.file + " is not a regular file");
    if (static_cast<uint64_t>(info.st_size) != size) {
      r.fail(kf, ex.file + " has " + std::to_string(info.st_size) + " bytes, the buffer " +
                     std::to_string(size));
    }
    std::ifstream in(ex.file, std::ios::binary);
    if (!in) r.fail(kf, "cannot open " + ex.file + ": " + std::strerror(errno));
    ex.bytes.resize(size);
    in.read(reinterpret_cast<char*>(ex.bytes.data()), static_cast<std::streamsize>(size));
    if (static_cast<uint64_t>(in.gcount()) != size) r.fail(kf, "cannot read all of " + ex.file);
  } else {
    const std::string kv = k + ".values";
    const json& values = e["values"];
    if (!values.is_array()) r.fail(kv, "expected an array");
    if (values.size() != size / width) {
      r.fail(kv, std::to_string(values.size()) + " values for a buffer of " +
                     std::to_string(size / width) + " " + elem_type_name(ex.type) + " elements");
    }
    ex.bytes.resize(size);
    for (size_t i = 0; i < values.size(); ++i) {
      const uint64_t bits = element_bits(r, values[i], kv + "[" + std::to_string(i) + "]", ex.type);
      for (unsigned b = 0; b < width; ++b)
        ex.bytes[i * width + b] = static_cast<uint8_t>(bits >> (8 * b));
    }
  }
  const bool has_ulp = e.contains("ulp");
  const bool has_abs = e.contains("abs");
  if (has_ulp && has_abs) r.fail(k, "give at most one of ulp or abs");
  if ((has_ulp || has_abs) && !elem_is_float(ex.type)) {
    r.fail(k + (has_ulp ? ".ulp" : ".abs"), std::string("a tolerance needs a float type (f16, f32, "
                                                        "f64), not ") +
                                                elem_type_name(ex.type));
  }
  if (has_ulp) {
    ex.tolerance = BufferExpect::Tolerance::Ulp;
    ex.ulp = r.unsigned_value(e["ulp"], k + ".ulp", ~0ull);
  }
  if (has_abs) {
    const json& a = e["abs"];
    if (!a.is_number() || !std::isfinite(a.get<double>()) || a.get<double>() < 0) {
      r.fail(k + ".abs", "expected a finite number at least 0");
    }
    ex.tolerance = BufferExpect::Tolerance::Abs;
    ex.abs = a.get<double>();
  }
  return ex;
}

BufferSpec read_buffer(const Reader& r, Manifest& m, const json& b, const std::string& k) {
  r.object(b, k);
  r.only_keys(b, k, keys_at("buffers[]"));
  BufferSpec spec;
  if (!b.contains("name")) r.fail(k + ".name", "missing");
  spec.name = r.string(b["name"], k + ".name");
  if (spec.name.empty()) r.fail(k + ".name", "must not be empty");
  if (!b.contains("size")) r.fail(k + ".size", "missing");
  spec.size = r.unsigned_value(b["size"], k + ".size", 1ull << 32);
  if (spec.size == 0) r.fail(k + ".size", "must be at least 1");
  if (b.contains("dump")) {
    spec.dump = r.string(b["dump"], k + ".dump");
    if (spec.dump.empty()) r.fail(k + ".dump", "must not be empty");
  }
  if (b.contains("init")) {
    const std::string ki = k + ".init";
    const json& init = r.object(b["init"], ki);
    r.only_keys(init, ki, keys_at("buffers[].init"));
    if (init.size() != 1) r.fail(ki, "expected exactly one of file, random, fill");
    if (init.contains("file")) {
      spec.init.kind = BufferInit::Kind::File;
      spec.init.file = m.resolve(r.string(init["file"], ki + ".file"));
      // The dispatcher streams the file in later and reports a missing one; a folder or a
      // device would fail (or never end) inside the stream, so those are refused here.
      struct stat info {};
      if (::stat(spec.init.file.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
        r.fail(ki + ".file", spec.init.file + (S_ISDIR(info.st_mode) ? " is a directory"
                                                                     : " is not a regular file"));
      }
    } else if (init.contains("random")) {
      spec.init.kind = BufferInit::Kind::Random;
      spec.init.seed = r.unsigned_value(init["random"], ki + ".random", ~0ull);
    } else {
      const std::string kf = ki + ".fill";
      const json& fill = init["fill"];
      spec.init.kind = BufferInit::Kind::Fill;
      if (fill.is_object()) {
        r.only_keys(fill, kf, keys_at("buffers[].init.fill"));
        if (fill.size() != 1) r.fail(kf, "expected exactly one key: the type, e.g. {\"u32\": 7}");
        ElemType type = ElemType::U32;
        parse_elem_type(fill.begin().key(), &type);
        const uint64_t bits =
            element_bits(r, fill.begin().value(), kf + "." + fill.begin().key(), type);
        spec.init.pattern.resize(elem_size(type));
        for (size_t i = 0; i < spec.init.pattern.size(); ++i)
          spec.init.pattern[i] = static_cast<uint8_t>(bits >> (8 * i));
      } else {
        // Deprecated: the pattern's width follows its digits ("0x0" one byte, "0x3c00" two, up
        // to eight), which silently changes with leading zeros.
        if (!fill.is_string()) r.fail(kf, "expected a typed value like {\"u32\": \"0x1\"}");
        const std::string text = fill.get<std::string>();
        const uint64_t value = r.hex(text, kf);
        const size_t digits = text.size() - 2;
        const size_t width = digits <= 2 ? 1 : digits <= 4 ? 2 : digits <= 8 ? 4 : 8;
        spec.init.pattern.resize(width);
        for (size_t i = 0; i < width; ++i)
          spec.init.pattern[i] = static_cast<uint8_t>(value >> (8 * i));
        static const char* const kWidthType[] = {"", "u8", "u16", "", "u32", "", "", "", "u64"};
        m.warnings.push_back(
            m.path + ": " + kf + ": \"fill\": \"" + text +
            "\" takes its width from its digit count, which is deprecated; write " + "{\"" +
            kWidthType[width] + "\": \"" + text + "\"}");
      }
    }
  }
  if (b.contains("expect")) spec.expect = read_expect(r, m, b["expect"], k + ".expect", spec.size);
  return spec;
}

ArgSpec read_arg(const Reader& r, const json& a, const std::string& k) {
  r.object(a, k);
  r.only_keys(a, k, keys_at("args[]"));
  ArgSpec arg;
  if (a.contains("buffer")) {
    if (a.size() > 2 || (a.size() == 2 && !a.contains("offset"))) {
      r.fail(k, "a buffer argument has only \"buffer\" and, optionally, \"offset\"");
    }
    arg.key = "buffer";
    arg.buffer = r.string(a["buffer"], k + ".buffer");
    if (a.contains("offset"))
      arg.buffer_offset = r.unsigned_value(a["offset"], k + ".offset", 1ull << 32);
    return arg;
  }
  if (a.size() != 1) r.fail(k, "expected exactly one key: the type, e.g. {\"u32\": 7}");
  arg.key = a.begin().key();
  if (arg.key == "local") {
    // A gfx1100 workgroup has at most 64 KiB of LDS; its 32-bit address goes in the kernarg.
    arg.local_bytes = static_cast<uint32_t>(r.unsigned_value(a["local"], k + ".local", 65536));
    arg.bytes.assign(4, 0);
    return arg;
  }
  const json& v = a.begin().value();
  const std::string kv = k + "." + arg.key;
  if (arg.key == "u8") {
    arg.bytes = bytes_of(static_cast<uint8_t>(r.unsigned_value(v, kv, 0xff)));
  } else if (arg.key == "i8") {
    arg.bytes = bytes_of(static_cast<int8_t>(r.signed_value(v, kv, -128, 127)));
  } else if (arg.key == "u16") {
    arg.bytes = bytes_of(static_cast<uint16_t>(r.unsigned_value(v, kv, 0xffff)));
  } else if (arg.key == "i16") {
    arg.bytes = bytes_of(static_cast<int16_t>(r.signed_value(v, kv, -32768, 32767)));
  } else if (arg.key == "f16") {
    if (!v.is_string()) r.fail(kv, "give the half's bit pattern as a hex string like \"0x3c00\"");
    arg.bytes = bytes_of(static_cast<uint16_t>(r.unsigned_value(v, kv, 0xffff)));
  } else if (arg.key == "u32") {
    arg.bytes = bytes_of(static_cast<uint32_t>(r.unsigned_value(v, kv, 0xffffffffull)));
  } else if (arg.key == "i32") {
    arg.bytes = bytes_of(static_cast<int32_t>(r.signed_value(v, kv, INT32_MIN, INT32_MAX)));
  } else if (arg.key == "u64") {
    arg.bytes = bytes_of(r.unsigned_value(v, kv, ~0ull));
  } else if (arg.key == "i64") {
    arg.bytes = bytes_of(r.signed_value(v, kv, INT64_MIN, INT64_MAX));
  } else if (arg.key == "f32") {
    // A number is rounded to the nearest float; a hex string is the bit pattern.
    if (v.is_number()) {
      arg.bytes = bytes_of(static_cast<float>(v.get<double>()));
    } else {
      arg.bytes = bytes_of(static_cast<uint32_t>(r.unsigned_value(v, kv, 0xffffffffull)));
    }
  } else if (arg.key == "f64") {
    if (v.is_number()) {
      arg.bytes = bytes_of(v.get<double>());
    } else {
      arg.bytes = bytes_of(r.unsigned_value(v, kv, ~0ull));
    }
  } else {
    r.fail(kv, "\"offset\" belongs to a buffer argument");
  }
  return arg;
}

}  // namespace

const std::vector<std::pair<std::string, std::set<std::string>>>& manifest_keys() {
  static const std::vector<std::pair<std::string, std::set<std::string>>> keys = [] {
    std::set<std::string> args = kTypeKeys;
    args.insert({"buffer", "offset", "local"});
    return std::vector<std::pair<std::string, std::set<std::string>>>{
        {"",
         {"code", "kernel", "raw", "arch", "descriptor", "grid", "block", "buffers", "args",
          "comment"}},
        {"descriptor",
         {"wave_size",
          "kernarg_ptr",
          "dispatch_ptr",
          "queue_ptr",
          "dispatch_id",
          "flat_scratch_init",
          "private_segment_size",
          "private_segment_buffer",
          "user_sgpr_count",
          "workgroup_id",
          "workgroup_info",
          "workitem_id_dims",
          "lds_bytes",
          "scratch_bytes",
          "vgprs",
          "ieee",
          "dx10_clamp",
          "denorm_f32",
          "denorm_f16_f64",
          "round_f32",
          "round_f16_f64"}},
        {"buffers[]", {"name", "size", "init", "dump", "expect"}},
        {"buffers[].init", {"file", "random", "fill"}},
        {"buffers[].init.fill", kTypeKeys},
        {"buffers[].expect", {"file", "values", "type", "ulp", "abs"}},
        {"args[]", args}};
  }();
  return keys;
}

namespace {
struct TypeInfo {
  const char* name;
  ElemType type;
  unsigned size;
  bool is_float;
};
constexpr TypeInfo kTypes[] = {{"u8", ElemType::U8, 1, false},   {"i8", ElemType::I8, 1, false},
                               {"u16", ElemType::U16, 2, false}, {"i16", ElemType::I16, 2, false},
                               {"u32", ElemType::U32, 4, false}, {"i32", ElemType::I32, 4, false},
                               {"u64", ElemType::U64, 8, false}, {"i64", ElemType::I64, 8, false},
                               {"f16", ElemType::F16, 2, true},  {"f32", ElemType::F32, 4, true},
                               {"f64", ElemType::F64, 8, true}};
const TypeInfo& info_of(ElemType type) { return kTypes[static_cast<size_t>(type)]; }
}  // namespace

bool parse_elem_type(const std::string& name, ElemType* type) {
  for (const TypeInfo& t : kTypes) {
    if (name == t.name) {
      *type = t.type;
      return true;
    }
  }
  return false;
}
const char* elem_type_name(ElemType type) { return info_of(type).name; }
unsigned elem_size(ElemType type) { return info_of(type).size; }
bool elem_is_float(ElemType type) { return info_of(type).is_float; }
std::string elem_type_list() {
  std::string list;
  for (const TypeInfo& t : kTypes) list += (list.empty() ? "" : ", ") + std::string(t.name);
  return list;
}

double half_to_double(uint16_t bits) {
  const double sign = (bits & 0x8000) != 0 ? -1.0 : 1.0;
  const int exponent = (bits >> 10) & 0x1f;
  const int mantissa = bits & 0x3ff;
  if (exponent == 0x1f) {
    return mantissa != 0 ? std::copysign(std::numeric_limits<double>::quiet_NaN(), sign)
                         : sign * std::numeric_limits<double>::infinity();
  }
  if (exponent == 0) return sign * std::ldexp(mantissa, -24);
  return sign * std::ldexp(mantissa + 1024, exponent - 25);
}

uint16_t double_to_half(double value) {
  const uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  if (std::isnan(value)) return sign | 0x7e00;
  const double a = std::fabs(value);
  if (std::isinf(a)) return sign | 0x7c00;
  int e = 0;
  std::frexp(a, &e);
  int exponent = std::max(e - 1, -14);  // a in [2^exponent, 2^(exponent+1)), subnormals at -14
  // One rounding (to nearest even, the default mode): the 11-bit significand as an integer.
  double q = std::nearbyint(std::ldexp(a, 10 - exponent));
  if (q >= 2048) {
    q /= 2;
    ++exponent;
  }
  if (exponent > 15) return sign | 0x7c00;
  const auto m = static_cast<uint16_t>(q);
  if (m < 1024) return sign | m;  // subnormal or zero
  return static_cast<uint16_t>(sign | ((exponent + 15) << 10) | (m - 1024));
}

std::string format_element(ElemType type, uint64_t bits) {
  char buf[48];
  auto real = [&buf](double d, int digits) {
    if (std::isnan(d)) return std::string(std::signbit(d) ? "-nan" : "nan");
    std::snprintf(buf, sizeof buf, "%.*g", digits, d);
    return std::string(buf);
  };
  switch (type) {
    case ElemType::F16: return real(half_to_double(static_cast<uint16_t>(bits)), 5);
    case ElemType::F32: {
      float f = 0;
      const auto b = static_cast<uint32_t>(bits);
      std::memcpy(&f, &b, 4);
      return real(f, 9);
    }
    case ElemType::F64: {
      double d = 0;
      std::memcpy(&d, &bits, 8);
      return real(d, 17);
    }
    case ElemType::I8: return std::to_string(static_cast<int8_t>(bits));
    case ElemType::I16: return std::to_string(static_cast<int16_t>(bits));
    case ElemType::I32: return std::to_string(static_cast<int32_t>(bits));
    case ElemType::I64: return std::to_string(static_cast<int64_t>(bits));
    default: return std::to_string(bits);
  }
}

std::string Manifest::resolve(const std::string& relative) const {
  if (!relative.empty() && relative[0] == '/') return relative;
  return folder.empty() ? relative : folder + "/" + relative;
}

void fill_random(uint8_t* data, uint64_t size, uint64_t seed) {
  uint64_t state = seed;
  for (uint64_t at = 0; at < size; at += 8) {
    state += 0x9E3779B97F4A7C15ull;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    for (uint64_t i = 0; i < 8 && at + i < size; ++i)
      data[at + i] = static_cast<uint8_t>(z >> (8 * i));
  }
}

Manifest parse_manifest(const std::string& text, const std::string& path) {
  const Reader r(path);
  const json doc = parse_input_json(text, path);
  if (!doc.is_object()) throw InputError(path + ": the manifest must be a JSON object");
  r.only_keys(doc, "", keys_at(""));
  Manifest m;
  m.path = path;
  const size_t slash = path.find_last_of('/');
  m.folder = slash == std::string::npos ? "" : path.substr(0, slash);
  if (doc.contains("comment")) r.string(doc["comment"], "comment");

  const bool has_code = doc.contains("code");
  const bool has_raw = doc.contains("raw");
  if (has_code == has_raw) r.fail(has_code ? "raw" : "code", "give exactly one of code or raw");
  if (has_code) {
    m.code = m.resolve(r.string(doc["code"], "code"));
    if (!doc.contains("kernel")) r.fail("kernel", "missing (the kernel to run from \"code\")");
    m.kernel = r.string(doc["kernel"], "kernel");
    if (doc.contains("descriptor")) {
      r.fail("descriptor", "only with \"raw\" (a code object carries its own descriptor)");
    }
    if (doc.contains("arch"))
      r.fail("arch", "only with \"raw\" (a code object names its own target)");
  } else {
    m.raw = m.resolve(r.string(doc["raw"], "raw"));
    if (doc.contains("kernel")) r.fail("kernel", "only with \"code\"");
    if (doc.contains("arch")) {
      m.arch = r.string(doc["arch"], "arch");
      if (isa::find_target(m.arch.c_str()) == nullptr) {
        r.fail("arch", "\"" + m.arch + "\" is no target (gfx1100, gfx1200 or gfx1201)");
      }
    }
    if (!doc.contains("descriptor")) r.fail("descriptor", "missing (raw code needs one)");
    m.descriptor = read_descriptor(r, doc["descriptor"]);
    // A generation that fixes MODE bits has no descriptor field for them: a raw descriptor that
    // clears one asks for what the hardware cannot do.
    if (const isa::FixedMode* fixed = isa::fixed_mode(isa::find_target(m.arch.c_str())->arch)) {
      const Mode mode = m.descriptor.mode();
      if (fixed->ieee && !mode.ieee) {
        r.fail("descriptor.ieee",
               m.arch + " has no IEEE mode bit: its waves always run with it set");
      }
      if (fixed->dx10_clamp && !mode.dx10_clamp) {
        r.fail("descriptor.dx10_clamp",
               m.arch + " has no DX10_CLAMP mode bit: its waves always run with it set");
      }
    }
    m.kernel = "raw";
  }
  if (!doc.contains("grid")) r.fail("grid", "missing");
  m.grid = read_dims(r, doc["grid"], "grid", 0xffffffffull);
  if (!doc.contains("block")) r.fail("block", "missing");
  m.block = read_dims(r, doc["block"], "block", 1024);
  if (static_cast<uint64_t>(m.block[0]) * m.block[1] * m.block[2] > 1024) {
    r.fail("block", "at most 1024 work-items per workgroup");
  }
  if (doc.contains("buffers")) {
    const json& buffers = doc["buffers"];
    if (!buffers.is_array()) r.fail("buffers", "expected an array");
    std::set<std::string> names;
    for (size_t i = 0; i < buffers.size(); ++i) {
      const std::string k = "buffers[" + std::to_string(i) + "]";
      BufferSpec spec = read_buffer(r, m, buffers[i], k);
      if (!names.insert(spec.name).second) r.fail(k + ".name", "\"" + spec.name + "\" given twice");
      m.buffers.push_back(spec);
    }
  }
  if (doc.contains("args")) {
    const json& args = doc["args"];
    if (!args.is_array()) r.fail("args", "expected an array");
    for (size_t i = 0; i < args.size(); ++i) {
      const std::string k = "args[" + std::to_string(i) + "]";
      ArgSpec arg = read_arg(r, args[i], k);
      if (arg.key == "buffer") {
        bool found = false;
        for (const BufferSpec& b : m.buffers) found = found || b.name == arg.buffer;
        if (!found) r.fail(k + ".buffer", "no buffer named \"" + arg.buffer + "\"");
      }
      m.args.push_back(arg);
    }
  }
  return m;
}

Manifest load_manifest(const std::string& path) {
  return parse_manifest(read_text_file(path, "manifest"), path);
}

}  // namespace cutlm
