/* stb_truetype: the TrueType rasterizer of Sean Barrett's stb (Debian's
 * libstb-dev, /usr/include/stb/stb_truetype.h), as its implementation file. */
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb/stb_truetype.h>
