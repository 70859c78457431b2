// Debian's libpng 1.6 (libpng-dev).
#include <png.h>
