// IEEE formats with AMD MODE rounding and denormal control (see fp.h).
#include "fp.h"
