// Debian's libwebp (libwebp-dev): decoding and, for tests and the bench, encoding.
#include <webp/decode.h>
#include <webp/encode.h>
