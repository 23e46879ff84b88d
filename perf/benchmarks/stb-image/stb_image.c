/* stb_image: the image decoders of Sean Barrett's stb (Debian's libstb-dev,
 * /usr/include/stb/stb_image.h), compiled as its one implementation file. */
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
