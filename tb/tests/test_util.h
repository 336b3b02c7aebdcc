// Helpers shared by the GoogleTest suites: scratch files and LLVM's AMDGPU tools, which are the
// independent oracle for encodings and disassembly text (the model never calls them for that).
#pragma once

#include <sys/wait.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef CUTLM_LLVM_MC
#define CUTLM_LLVM_MC "llvm-mc-19"
#endif

namespace cutlm_test {

// A scratch directory, removed with everything in it when the object goes away, so that tests
// running in parallel (ctest -j) never share files.
class TempDir {
 public:
  TempDir() {
    const char* base = std::getenv("TMPDIR");
    std::string pattern =
        std::string(base != nullptr && *base != '\0' ? base : "/tmp") + "/cutlm-test-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = buf.data();
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw std::runtime_error("cannot write " + path);
  out << text;
}

inline void write_bytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw std::runtime_error("cannot write " + path);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
}

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

inline std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

inline std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::string line;
  for (char ch : text) {
    if (ch == '\n') {
      lines.push_back(line);
      line.clear();
    } else {
      line += ch;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

struct CommandResult {
  int status = -1;
  std::string out;
  std::string err;
};

// Runs `command` through the shell with `input` on stdin; stdout and stderr are kept apart
// because LLVM reports problems ("invalid instruction encoding") only on stderr.
inline CommandResult run_command(const std::string& command, const std::string& input) {
  TempDir dir;
  const std::string in_path = dir.file("stdin");
  const std::string err_path = dir.file("stderr");
  write_file(in_path, input);
  CommandResult result;
  const std::string full = command + " < '" + in_path + "' 2> '" + err_path + "'";
  FILE* pipe = popen(full.c_str(), "r");
  if (pipe == nullptr) throw std::runtime_error("popen failed: " + command);
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, pipe)) > 0) result.out.append(buf, n);
  const int status = pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = read_text(err_path);
  return result;
}

// The llvm-mc command line for gfx1100; `attrs` are extra -mattr features ("+real-true16").
inline std::string llvm_mc(bool wave64, const std::string& attrs = "",
                           const std::string& cpu = "gfx1100") {
  std::string features;
  if (wave64) features = "+wavefrontsize64";
  if (!attrs.empty()) features += (features.empty() ? "" : ",") + attrs;
  return std::string(CUTLM_LLVM_MC) + " -arch=amdgcn -mcpu=" + cpu +
         (features.empty() ? "" : " -mattr=" + features);
}

struct LlvmEncoding {
  std::string text;  // the assembler's echo of the instruction
  std::vector<uint8_t> bytes;
};

// Assembles one instruction per line with -show-encoding. `errors` gets LLVM's stderr; the
// result has one entry per line only when that is empty.
inline std::vector<LlvmEncoding> llvm_assemble(const std::vector<std::string>& lines, bool wave64,
                                               std::string* errors, const std::string& attrs = "",
                                               const std::string& cpu = "gfx1100") {
  std::string input;
  for (const std::string& line : lines) input += line + "\n";
  const CommandResult r = run_command(llvm_mc(wave64, attrs, cpu) + " -show-encoding", input);
  *errors = r.err;
  if (r.status != 0 && errors->empty())
    *errors = "llvm-mc exited with status " + std::to_string(r.status);
  std::vector<LlvmEncoding> out;
  for (const std::string& line : split_lines(r.out)) {
    const auto marker = line.find("; encoding: [");
    if (marker == std::string::npos) continue;
    LlvmEncoding enc;
    enc.text = trim(line.substr(0, marker));
    const auto open = marker + std::string("; encoding: [").size();
    const auto close = line.find(']', open);
    std::string list = line.substr(open, close - open);
    std::size_t pos = 0;
    while (pos < list.size()) {
      const auto comma = list.find(',', pos);
      const std::string item =
          list.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
      enc.bytes.push_back(static_cast<uint8_t>(std::stoul(trim(item), nullptr, 16)));
      if (comma == std::string::npos) break;
      pos = comma + 1;
    }
    out.push_back(enc);
  }
  return out;
}

inline std::string byte_list(const std::vector<uint8_t>& bytes) {
  std::string text;
  char buf[8];
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    std::snprintf(buf, sizeof buf, "0x%02x", bytes[i]);
    text += (i == 0 ? "" : ",") + std::string(buf);
  }
  return text;
}

// What `llvm-mc --disassemble` prints for these bytes: one trimmed line per instruction (the
// ".text" header dropped). `errors` gets stderr, where LLVM reports invalid encodings.
inline std::vector<std::string> llvm_disassemble(const std::vector<uint8_t>& bytes, bool wave64,
                                                 std::string* errors, const std::string& attrs = "",
                                                 const std::string& cpu = "gfx1100") {
  const CommandResult r =
      run_command(llvm_mc(wave64, attrs, cpu) + " --disassemble", byte_list(bytes) + "\n");
  *errors = r.err;
  std::vector<std::string> out;
  for (const std::string& line : split_lines(r.out)) {
    const std::string text = trim(line);
    if (text.empty() || text == ".text") continue;
    out.push_back(text);
  }
  return out;
}

inline std::vector<uint8_t> words_to_bytes(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes;
  for (uint32_t w : words) {
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(w >> (8 * i)));
  }
  return bytes;
}

inline uint32_t word_at(const std::vector<uint8_t>& bytes, std::size_t index) {
  uint32_t w = 0;
  for (int i = 0; i < 4; ++i) w |= static_cast<uint32_t>(bytes[index * 4 + i]) << (8 * i);
  return w;
}

}  // namespace cutlm_test
