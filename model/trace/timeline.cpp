#include "trace/timeline.h"

#include <stdexcept>

#include "trace/json_text.h"

namespace cutlm {
namespace {

using json_text::append_string;
using json_text::append_uint;

constexpr unsigned kWorkgroupPid = 1;
constexpr unsigned kFirstSimdPid = 2;
constexpr unsigned kMemoryPid = kFirstSimdPid + 1000;  // after every SIMD's
// A slot's tracks: tid = (simd + 1) * kTidsPerSimd + slot * kTidsPerSlot + track, track 1 the
// issues and stalls, 2 the waves, 3 + k the k-th in-flight track. Decimal blocks keep the tids
// readable in a viewer's details panel, and tids unique across the whole file, so no viewer can
// mix up two SIMDs' tracks whatever it keys threads by. Workgroup tracks are 1, 2, ...
constexpr uint64_t kTidsPerSlot = 1000;
constexpr uint64_t kTidsPerSimd = 1000 * kTidsPerSlot;
constexpr unsigned kMaxSimds = 1000;
constexpr uint64_t kIssueTrack = 1;
constexpr uint64_t kWaveTrack = 2;
constexpr uint64_t kFirstInflightTrack = 3;
constexpr size_t kMaxInflightTracks = kTidsPerSlot - kFirstInflightTrack;

unsigned simd_pid(unsigned simd) { return kFirstSimdPid + simd; }
uint64_t slot_tid(unsigned simd, unsigned slot, uint64_t track) {
  return (simd + uint64_t{1}) * kTidsPerSimd + slot * kTidsPerSlot + track;
}

// Chrome's reserved colour names (chrome://tracing; Perfetto colours by name): one colour per
// kind of stall, all different from the issue slices' "thread_state_running".
const char* stall_colour(timing::CpiCategory reason) {
  using timing::CpiCategory;
  switch (reason) {
    case CpiCategory::DependencyValu:
    case CpiCategory::DependencyTrans:
    case CpiCategory::DependencySalu:
    case CpiCategory::DependencySmem:
    case CpiCategory::DependencyVmem:
    case CpiCategory::DependencyLds: return "thread_state_iowait";
    case CpiCategory::WaitVmcnt:
    case CpiCategory::WaitVscnt:
    case CpiCategory::WaitLgkmcnt: return "terrible";
    case CpiCategory::Barrier: return "thread_state_uninterruptible";
    case CpiCategory::Arbitration: return "thread_state_runnable";
    case CpiCategory::Fetch: return "grey";
    case CpiCategory::DelayAlu:
    case CpiCategory::Nop:
    case CpiCategory::Sleep: return "thread_state_sleeping";
    default: return "bad";
  }
}

void append_id(std::string& out, const std::array<uint32_t, 3>& id) {
  out += '[';
  append_uint(out, id[0]);
  out += ',';
  append_uint(out, id[1]);
  out += ',';
  append_uint(out, id[2]);
  out += ']';
}

std::string id_text(const std::array<uint32_t, 3>& id) {
  return "(" + std::to_string(id[0]) + "," + std::to_string(id[1]) + "," + std::to_string(id[2]) +
         ")";
}

}  // namespace

TimelineWriter::TimelineWriter(const std::string& path)
    : path_(path), file_(std::make_unique<OutputFile>(path, "timeline", 1 << 20)) {
  file_->write("{\"traceEvents\":[\n");
  name_track(kWorkgroupPid, 0, "", 0);
}

TimelineWriter::~TimelineWriter() {
  try {
    close();
  } catch (...) {  // NOLINT(bugprone-empty-catch): a destructor cannot report; close() can
  }
}

void TimelineWriter::rethrow_failure() const { throw OutputError(failure_); }

// Every write goes through here so that the first failure is remembered for close().
void TimelineWriter::flush_event() {
  if (!failure_.empty()) rethrow_failure();
  try {
    file_->write(event_);
  } catch (const OutputError& error) {
    failure_ = error.what();
    throw;
  }
  first_event_ = false;
  ++events_;
}

void TimelineWriter::begin_event(const char* ph, uint64_t pid, uint64_t tid, uint64_t ts) {
  event_.clear();
  if (!first_event_) event_ += ",\n";
  event_ += "{\"ph\":\"";
  event_ += ph;
  event_ += "\",\"pid\":";
  append_uint(event_, pid);
  event_ += ",\"tid\":";
  append_uint(event_, tid);
  event_ += ",\"ts\":";
  append_uint(event_, ts);
}

void TimelineWriter::end_event() {
  event_ += '}';
  flush_event();
}

json_text::Fields TimelineWriter::begin_slice(uint64_t pid, uint64_t tid, uint64_t ts, uint64_t dur,
                                              std::string_view name, const char* cat,
                                              const char* cname) {
  begin_event("X", pid, tid, ts);
  json_text::Fields event(event_, /*continuing=*/true);
  event.number("dur", dur).text("name", name).text("cat", cat);
  if (cname != nullptr) event.text("cname", cname);
  event.key("args") += '{';
  return json_text::Fields(event_);
}

void TimelineWriter::end_slice() {
  event_ += '}';
  end_event();
}

// tid 0 names the process (the track group); others name a thread (a track). Both get a sort
// index so the groups and tracks appear in SIMD and slot order.
void TimelineWriter::name_track(unsigned pid, uint64_t tid, const std::string& name,
                                uint64_t sort_index) {
  const bool process = tid == 0;
  const std::string label =
      process ? (pid == kWorkgroupPid ? std::string("Workgroups") : simd_label(pid - kFirstSimdPid))
              : name;
  begin_event("M", pid, tid, 0);
  event_ += process ? ",\"name\":\"process_name\"" : ",\"name\":\"thread_name\"";
  event_ += ",\"args\":{\"name\":";
  append_string(event_, label);
  event_ += "}";
  end_event();
  begin_event("M", pid, tid, 0);
  event_ += process ? ",\"name\":\"process_sort_index\"" : ",\"name\":\"thread_sort_index\"";
  event_ += ",\"args\":{\"sort_index\":";
  append_uint(event_, process ? pid : sort_index);
  event_ += "}";
  end_event();
}

void TimelineWriter::set_simd_labels(std::vector<std::string> labels) {
  simd_labels_ = std::move(labels);
}

std::string TimelineWriter::simd_label(unsigned simd) const {
  if (simd < simd_labels_.size()) return simd_labels_[simd];
  return "SIMD " + std::to_string(simd);
}

TimelineWriter::Slot& TimelineWriter::slot_at(unsigned simd, unsigned slot) {
  if (simd >= kMaxSimds || slot >= kTidsPerSimd / kTidsPerSlot) {
    throw std::invalid_argument("timeline: SIMD " + std::to_string(simd) + " slot " +
                                std::to_string(slot) + " is out of range (at most 999 each)");
  }
  if (simd >= simds_.size()) simds_.resize(simd + 1);
  Simd& group = simds_[simd];
  if (!group.declared) {
    group.declared = true;
    name_track(simd_pid(simd), 0, "", 0);
  }
  if (slot >= group.slots.size()) group.slots.resize(slot + 1);
  Slot& s = group.slots[slot];
  if (!s.declared) {
    s.declared = true;
    const std::string name = "slot " + std::to_string(slot);
    name_track(simd_pid(simd), slot_tid(simd, slot, kIssueTrack), name,
               slot_tid(simd, slot, kIssueTrack));
    name_track(simd_pid(simd), slot_tid(simd, slot, kWaveTrack), name + " waves",
               slot_tid(simd, slot, kWaveTrack));
  }
  return s;
}

TimelineWriter::Slot& TimelineWriter::claim_issue_track(unsigned simd, unsigned slot,
                                                        uint64_t begin, uint64_t end,
                                                        const char* what) {
  Slot& s = slot_at(simd, slot);
  if (begin < s.issue_track_end) {
    throw std::logic_error("timeline: SIMD " + std::to_string(simd) + " slot " +
                           std::to_string(slot) + " " + what + " cycle " + std::to_string(begin) +
                           " before its previous slice ends at " +
                           std::to_string(s.issue_track_end));
  }
  s.issue_track_end = end;
  return s;
}

void TimelineWriter::declare_slot(unsigned simd, unsigned slot) {
  if (!usable()) return;
  slot_at(simd, slot);
}

void TimelineWriter::instruction(unsigned simd, unsigned slot, uint64_t issue, uint64_t issue_end,
                                 uint64_t complete, const std::string& disassembly, uint64_t pc,
                                 uint64_t wave_id, uint64_t workgroup_index,
                                 std::array<uint32_t, 3> workgroup_id) {
  if (!usable()) return;
  if (issue_end <= issue || complete < issue_end) {
    throw std::invalid_argument("timeline: instruction at pc " + std::to_string(pc) +
                                " needs issue < issue_end <= complete, got " +
                                std::to_string(issue) + ", " + std::to_string(issue_end) + ", " +
                                std::to_string(complete));
  }
  Slot& s = claim_issue_track(simd, slot, issue, issue_end, "issues at");
  see(complete);

  // The first in-flight track free at the issue cycle: as few tracks as instructions are ever
  // in flight at once, and none of them overlaps.
  size_t track = 0;
  while (track < s.inflight_end.size() && s.inflight_end[track] > issue) ++track;
  if (track == s.inflight_end.size()) {
    if (track == kMaxInflightTracks) {
      throw std::logic_error("timeline: more than " + std::to_string(kMaxInflightTracks) +
                             " instructions in flight in SIMD " + std::to_string(simd) + " slot " +
                             std::to_string(slot));
    }
    s.inflight_end.push_back(0);
    const uint64_t tid = slot_tid(simd, slot, kFirstInflightTrack + track);
    name_track(simd_pid(simd), tid,
               "slot " + std::to_string(slot) + " in flight " + std::to_string(track), tid);
  }
  s.inflight_end[track] = complete;

  json_text::Fields args =
      begin_slice(simd_pid(simd), slot_tid(simd, slot, kIssueTrack), issue, issue_end - issue,
                  disassembly, "issue", "thread_state_running");
  args.hex("pc", pc).number("wave", wave_id).number("workgroup", workgroup_index);
  append_id(args.key("workgroup_id"), workgroup_id);
  args.number("latency", complete - issue);
  end_slice();

  begin_slice(simd_pid(simd), slot_tid(simd, slot, kFirstInflightTrack + track), issue,
              complete - issue, disassembly, "inflight")
      .hex("pc", pc)
      .number("wave", wave_id)
      .number("complete", complete);
  end_slice();
}

void TimelineWriter::stall(unsigned simd, unsigned slot, uint64_t begin, uint64_t end,
                           timing::CpiCategory reason) {
  if (!usable() || end <= begin) return;
  claim_issue_track(simd, slot, begin, end, "stalls from");
  see(end);
  begin_slice(simd_pid(simd), slot_tid(simd, slot, kIssueTrack), begin, end - begin,
              timing::cpi_category_name(reason), "stall", stall_colour(reason))
      .number("cycles", end - begin);
  end_slice();
}

void TimelineWriter::write_wave(unsigned simd, unsigned slot, const OpenWave& wave, uint64_t end,
                                bool unfinished) {
  // A wave that ends in the cycle it began still gets a visible (one-cycle) slice.
  const uint64_t dur = end > wave.begin ? end - wave.begin : 1;
  json_text::Fields args =
      begin_slice(simd_pid(simd), slot_tid(simd, slot, kWaveTrack), wave.begin, dur,
                  wave.name.empty() ? "wave " + std::to_string(wave.wave_id) : wave.name, "wave");
  args.number("wave", wave.wave_id);
  if (!wave.name.empty()) args.text("wave_name", wave.name);
  args.number("workgroup", wave.workgroup_index).number("begin", wave.begin).number("end", end);
  if (unfinished) args.json("unfinished", "true");
  end_slice();
}

void TimelineWriter::wave_begin(unsigned simd, unsigned slot, uint64_t cycle, uint64_t wave_id,
                                uint64_t workgroup_index, const std::string& name) {
  if (!usable()) return;
  Slot& s = slot_at(simd, slot);
  see(cycle);
  if (s.wave.open) {
    s.wave.open = false;
    write_wave(simd, slot, s.wave, cycle, true);
  }
  s.wave = OpenWave{true, cycle, wave_id, workgroup_index, name};
}

void TimelineWriter::wave_end(unsigned simd, unsigned slot, uint64_t cycle, uint64_t wave_id) {
  if (!usable()) return;
  Slot& s = slot_at(simd, slot);
  see(cycle);
  if (!s.wave.open) return;
  s.wave.open = false;
  write_wave(simd, slot, s.wave, cycle, s.wave.wave_id != wave_id);
}

void TimelineWriter::write_workgroup(const OpenWorkgroup& group, uint64_t end, bool unfinished) {
  const uint64_t dur = end > group.launch ? end - group.launch : 1;
  json_text::Fields args = begin_slice(
      kWorkgroupPid, group.track + 1, group.launch, dur,
      "workgroup " + std::to_string(group.index) + " " + id_text(group.id), "workgroup");
  args.number("workgroup", group.index);
  append_id(args.key("workgroup_id"), group.id);
  args.number("waves", group.waves).number("launch", group.launch).number("end", end);
  if (unfinished) args.json("unfinished", "true");
  end_slice();
}

void TimelineWriter::workgroup_launch(uint64_t cycle, uint64_t index, std::array<uint32_t, 3> id,
                                      unsigned waves) {
  if (!usable()) return;
  see(cycle);
  // A track that no open workgroup holds and whose last slice ended by now. The open ones'
  // ends are not known yet, so a track held by one stays taken until it ends.
  std::vector<bool> held(workgroup_track_end_.size(), false);
  for (const OpenWorkgroup& group : workgroups_) held[group.track] = true;
  size_t track = 0;
  while (track < workgroup_track_end_.size() &&
         (held[track] || workgroup_track_end_[track] > cycle)) {
    ++track;
  }
  if (track == workgroup_track_end_.size()) {
    if (track + 1 == kTidsPerSimd) {
      throw std::logic_error("timeline: more than " + std::to_string(track) +
                             " workgroups resident at once");
    }
    workgroup_track_end_.push_back(0);
    name_track(kWorkgroupPid, track + 1, "workgroups " + std::to_string(track), track + 1);
  }
  workgroups_.push_back(OpenWorkgroup{index, cycle, id, waves, track});
}

void TimelineWriter::workgroup_end(uint64_t cycle, uint64_t index, std::array<uint32_t, 3> id) {
  if (!usable()) return;
  see(cycle);
  for (size_t i = 0; i < workgroups_.size(); ++i) {
    if (workgroups_[i].index != index) continue;
    const OpenWorkgroup group = workgroups_[i];
    workgroups_.erase(workgroups_.begin() + static_cast<std::ptrdiff_t>(i));
    const uint64_t end = cycle > group.launch ? cycle : group.launch + 1;
    workgroup_track_end_[group.track] = end;
    write_workgroup(group, end, false);
    return;
  }
}

void TimelineWriter::memory_access(const std::string& unit, uint64_t begin, uint64_t end,
                                   const char* level, unsigned lines, uint64_t address,
                                   uint64_t wave_id, uint64_t pc) {
  if (!usable()) return;
  if (end <= begin) end = begin + 1;
  see(end);
  size_t u = 0;
  while (u < memory_tracks_.size() && memory_tracks_[u].first != unit) ++u;
  if (u == memory_tracks_.size()) {
    if (memory_tracks_.empty()) {
      begin_event("M", kMemoryPid, 0, 0);
      event_ += ",\"name\":\"process_name\",\"args\":{\"name\":\"Memory\"}";
      end_event();
    }
    memory_tracks_.emplace_back(unit, std::vector<uint64_t>{});
  }
  std::vector<uint64_t>& ends = memory_tracks_[u].second;
  size_t track = 0;
  while (track < ends.size() && ends[track] > begin) ++track;
  if (track == ends.size()) {
    if (track + 1 >= kTidsPerSlot) return;  // more in flight than tracks: not shown
    ends.push_back(0);
    name_track(kMemoryPid, (u + 1) * kTidsPerSlot + track + 1, unit + " " + std::to_string(track),
               (u + 1) * kTidsPerSlot + track + 1);
  }
  ends[track] = end;
  begin_slice(kMemoryPid, (u + 1) * kTidsPerSlot + track + 1, begin, end - begin,
              std::string(level) + ", " + std::to_string(lines) + (lines == 1 ? " line" : " lines"),
              "memory")
      .text("level", level)
      .number("lines", lines)
      .hex("address", address)
      .hex("pc", pc)
      .number("wave", wave_id);
  end_slice();
}

void TimelineWriter::set_info(const std::string& key, const std::string& value) {
  for (const char* reserved : {"generator", "time_unit", "ts_unit", "events", "last_cycle"}) {
    if (key == reserved) {
      throw std::invalid_argument("timeline: otherData key " + key + " is the writer's own");
    }
  }
  for (auto& entry : info_) {
    if (entry.first == key) {
      entry.second = value;
      return;
    }
  }
  info_.emplace_back(key, value);
}

void TimelineWriter::close() {
  if (closed_) {
    if (!failure_.empty()) rethrow_failure();
    return;
  }
  closed_ = true;
  if (!failure_.empty()) rethrow_failure();
  try {
    // What is still open ends at the latest cycle seen: a run cut short by a fault.
    for (size_t simd = 0; simd < simds_.size(); ++simd) {
      auto& slots = simds_[simd].slots;
      for (size_t slot = 0; slot < slots.size(); ++slot) {
        if (!slots[slot].wave.open) continue;
        slots[slot].wave.open = false;
        write_wave(static_cast<unsigned>(simd), static_cast<unsigned>(slot), slots[slot].wave,
                   last_cycle_, true);
      }
    }
    for (const OpenWorkgroup& group : workgroups_) write_workgroup(group, last_cycle_, true);
    workgroups_.clear();

    std::string tail = "\n],\"displayTimeUnit\":\"ms\",\"otherData\":{";
    tail += "\"generator\":\"cutlm\",\"time_unit\":\"cycle\",";
    tail += "\"ts_unit\":\"1 cycle = 1 us of trace time\",\"events\":";
    append_uint(tail, events_);
    tail += ",\"last_cycle\":";
    append_uint(tail, last_cycle_);
    for (const auto& [key, value] : info_) {
      tail += ',';
      append_string(tail, key);
      tail += ':';
      append_string(tail, value);
    }
    tail += "}}\n";
    file_->write(tail);
    file_->close();
  } catch (const OutputError& error) {
    if (failure_.empty()) failure_ = error.what();
    throw;
  }
}

}  // namespace cutlm
