// The commands' --help prose, kept as text in tb/cutlm/help/*.txt and built into cutlm
// (scripts/embed_text.py): what a command does, beside the option list program_options prints.
#pragma once

extern const char cutlm_help_config[];
extern const char cutlm_help_disasm[];
extern const char cutlm_help_dispatch[];
extern const char cutlm_help_exec[];
extern const char cutlm_help_isa[];
extern const char cutlm_help_sqtt[];
extern const char cutlm_help_sqtt_decode[];
extern const char cutlm_help_sqtt_compare[];
extern const char cutlm_help_sqtt_fit[];
