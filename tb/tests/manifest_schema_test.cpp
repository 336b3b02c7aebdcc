// The manifest schema against the reader: schemas/manifest.schema.json names
// exactly the keys the reader accepts, object by object; the reader accepts a manifest using each
// of them; and an unknown key is refused with the key path the schema's nesting gives.
// manifest_schema_test.py validates the shipped manifests with an independent validator.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "loader/manifest.h"
#include "support/errors.h"
#include "test_util.h"

namespace {

using nlohmann::json;
using KeySets = std::map<std::string, std::set<std::string>>;

json load_schema() {
  std::ifstream in(std::string(CUTLM_SOURCE_DIR) + "/schemas/manifest.schema.json");
  return json::parse(in);
}

const json& resolve(const json& schema, const json& node) {
  if (!node.contains("$ref")) return node;
  const std::string ref = node["$ref"].get<std::string>();
  const std::string prefix = "#/$defs/";
  if (ref.rfind(prefix, 0) != 0) throw std::runtime_error("unexpected $ref " + ref);
  return schema["$defs"][ref.substr(prefix.size())];
}

// Every object's keys by path ("buffers[].init"), branches of anyOf/oneOf merged.
void collect(const json& schema, const json& raw, const std::string& path, KeySets& sets) {
  const json& node = resolve(schema, raw);
  for (const char* branch : {"anyOf", "oneOf", "allOf"}) {
    if (!node.contains(branch)) continue;
    for (const json& b : node[branch]) collect(schema, b, path, sets);
  }
  if (node.contains("properties")) {
    std::set<std::string>& keys = sets[path];
    for (auto it = node["properties"].begin(); it != node["properties"].end(); ++it) {
      keys.insert(it.key());
      collect(schema, it.value(), path.empty() ? it.key() : path + "." + it.key(), sets);
    }
  }
  if (node.contains("items")) collect(schema, node["items"], path + "[]", sets);
}

TEST(ManifestSchema, NamesExactlyTheKeysTheReaderAccepts) {
  const json schema = load_schema();
  KeySets from_schema;
  collect(schema, schema, "", from_schema);
  KeySets from_reader;
  for (const auto& [path, keys] : cutlm::manifest_keys()) from_reader[path] = keys;
  EXPECT_EQ(from_schema, from_reader);
  for (const auto& [path, keys] : from_schema) {
    EXPECT_EQ(from_reader.count(path), 1u) << "the schema has an object at " << path;
  }
  // Every object is closed: an unknown key is an error in the schema as in the reader.
  EXPECT_EQ(schema["additionalProperties"], false);
}

// A manifest using `key` of the object at `path`, which the reader must accept.
std::string manifest_using(const std::string& path, const std::string& key) {
  const json raw_base = {{"raw", "k.s"},
                         {"descriptor", json::object()},
                         {"grid", {64, 1, 1}},
                         {"block", {64, 1, 1}},
                         {"buffers", {{{"name", "b"}, {"size", 8}}}},
                         {"args", json::array()}};
  json m = raw_base;
  const std::map<std::string, json> descriptor_values = {{"wave_size", 64},
                                                         {"user_sgpr_count", 4},
                                                         {"workgroup_id", {true, true, false}},
                                                         {"workitem_id_dims", 2},
                                                         {"lds_bytes", "0x100"},
                                                         {"scratch_bytes", 16},
                                                         {"vgprs", 128},
                                                         {"denorm_f32", "flush"},
                                                         {"denorm_f16_f64", "flush_in"},
                                                         {"round_f32", "zero"},
                                                         {"round_f16_f64", "plus_infinity"}};
  if (path.empty()) {
    if (key == "code" || key == "kernel") {
      m.erase("raw");
      m.erase("descriptor");
      m["code"] = "k.hsaco";
      m["kernel"] = "k";
    } else if (key == "comment") {
      m["comment"] = "a comment";
    } else if (key == "arch") {
      m["arch"] = "gfx1200";
    } else if (key == "buffers" || key == "args") {
      m[key] = json::array();
    }  // raw, descriptor, grid, block: in the base
  } else if (path == "descriptor") {
    m["descriptor"][key] =
        descriptor_values.count(key) != 0 ? descriptor_values.at(key) : json(true);
  } else if (path == "buffers[]") {
    json& b = m["buffers"][0];
    if (key == "init") b["init"] = {{"random", 5}};
    if (key == "dump") b["dump"] = "b.out";
    if (key == "expect") b["expect"] = {{"values", {1, 2}}};
  } else if (path == "buffers[].init") {
    m["buffers"][0]["init"] = key == "file"     ? json{{"file", "ref.bin"}}
                              : key == "random" ? json{{"random", "0x1f"}}
                                                : json{{"fill", {{"u16", 7}}}};
  } else if (path == "buffers[].init.fill") {
    m["buffers"][0]["init"] = {{"fill", {{key, key[0] == 'f' ? json(1.5) : json(1)}}}};
  } else if (path == "buffers[].expect") {
    json e = {{"type", "f32"}, {"values", {1.0, "0x7fc00000"}}};
    if (key == "file") {
      e.erase("values");
      e["file"] = "ref.bin";
    }
    if (key == "ulp") e["ulp"] = 2;
    if (key == "abs") e["abs"] = 0.5;
    m["buffers"][0]["expect"] = e;
  } else if (path == "args[]") {
    if (key == "buffer" || key == "offset") {
      m["args"] = {{{"buffer", "b"}, {"offset", 4}}};
    } else {
      m["args"] = {{{key, key == "f16" ? json("0x3c00") : json(1)}}};
    }
  } else {
    return "";
  }
  return m.dump();
}

TEST(ManifestSchema, TheReaderAcceptsEveryKey) {
  cutlm_test::TempDir dir;
  cutlm_test::write_bytes(dir.file("ref.bin"), std::vector<uint8_t>(8, 0));
  for (const auto& [path, keys] : cutlm::manifest_keys()) {
    for (const std::string& key : keys) {
      const std::string text = manifest_using(path, key);
      ASSERT_FALSE(text.empty()) << "no sample manifest for " << path << " " << key;
      EXPECT_NE(text.find("\"" + key + "\""), std::string::npos) << path << " " << key;
      try {
        cutlm::parse_manifest(text, dir.file("m.json"));
      } catch (const cutlm::InputError& e) {
        ADD_FAILURE() << path << " " << key << ": " << e.what();
      }
    }
  }
}

// An unknown key is named by its path: array elements by index, objects by their keys.
TEST(ManifestSchema, UnknownKeysAreNamedByTheirPath) {
  cutlm_test::TempDir dir;
  cutlm_test::write_bytes(dir.file("ref.bin"), std::vector<uint8_t>(8, 0));
  const std::map<std::string, std::string> where = {
      {"", "bogus"},
      {"descriptor", "descriptor.bogus"},
      {"buffers[]", "buffers[0].bogus"},
      {"buffers[].init", "buffers[0].init.bogus"},
      {"buffers[].init.fill", "buffers[0].init.fill.bogus"},
      {"buffers[].expect", "buffers[0].expect.bogus"},
      {"args[]", "args[0].bogus"}};
  for (const auto& [path, keys] : cutlm::manifest_keys()) {
    ASSERT_EQ(where.count(path), 1u) << path;
    // A valid manifest using the object, then the unknown key added to it.
    json m = json::parse(manifest_using(path, path == "args[]" ? "u32" : *keys.begin()));
    if (path.empty()) m["bogus"] = 1;
    if (path == "descriptor") m["descriptor"]["bogus"] = 1;
    if (path == "buffers[]") m["buffers"][0]["bogus"] = 1;
    if (path == "buffers[].init") m["buffers"][0]["init"]["bogus"] = 1;
    if (path == "buffers[].init.fill") m["buffers"][0]["init"]["fill"]["bogus"] = 1;
    if (path == "buffers[].expect") m["buffers"][0]["expect"]["bogus"] = 1;
    if (path == "args[]") m["args"][0]["bogus"] = 1;
    try {
      cutlm::parse_manifest(m.dump(), dir.file("m.json"));
      ADD_FAILURE() << path << ": accepted";
    } catch (const cutlm::InputError& e) {
      EXPECT_EQ(std::string(e.what()).rfind(
                    dir.file("m.json") + ": " + where.at(path) + ": unknown key (known: ", 0),
                0u)
          << e.what();
    }
  }
}

}  // namespace
