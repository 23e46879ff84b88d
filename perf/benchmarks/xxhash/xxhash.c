/* xxHash (XXH32, XXH64, XXH3) from Debian's libxxhash-dev
 * (/usr/include/xxhash.h), compiled as its implementation file. */
#define XXH_IMPLEMENTATION
#define XXH_STATIC_LINKING_ONLY
#include <xxhash.h>
