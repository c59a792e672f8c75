// Z3's C API, from Debian's libz3-dev or Homebrew's z3 (found by pkg-config).
#include <z3.h>
