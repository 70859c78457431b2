// Debian's libsixel (libsixel-dev): sixel encoding for TerminalUI's ImageView.
#include <sixel.h>
