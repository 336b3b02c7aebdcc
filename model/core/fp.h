// Floating-point core shared by the VALU semantics.
#pragma once
