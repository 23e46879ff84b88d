/* recover.c — cut a profile left by a killed writer back to its longest
 * prefix of complete pages. */
#include "selfprof/recorder.h"

#include "common/error.h"
#include "format/format.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int selfprof_recover_file(const char *path, uint64_t *kept, selfprof_error *err)
{
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot open %s: %s", path, strerror(errno));
    struct stat st;
    uint8_t header[SP_HEADER_SIZE];
    if (fstat(fd, &st) != 0 || pread(fd, header, sizeof header, 0) != (ssize_t)sizeof header ||
        memcmp(header, SP_FILE_MAGIC, 4) != 0) {
        close(fd);
        return sp_error_set(err, SELFPROF_E_FORMAT, 0, "%s: not an .mm_profdata file", path);
    }
    uint64_t size = (uint64_t)st.st_size, pos = SP_HEADER_SIZE;
    for (;;) {
        uint8_t ph[SP_PAGE_HEADER_SIZE];
        if (pos + SP_PAGE_HEADER_SIZE > size ||
            pread(fd, ph, sizeof ph, (off_t)pos) != (ssize_t)sizeof ph)
            break;
        uint32_t len = sp_load_u32(ph + 1);
        if (ph[0] >= SP_TAG_COUNT || len == 0 || len > SP_MAX_PAGE ||
            pos + SP_PAGE_HEADER_SIZE + len > size)
            break;
        pos += SP_PAGE_HEADER_SIZE + len;
    }
    int rc = SELFPROF_OK;
    /* Also when nothing is cut: the truncation frees the blocks the writer
     * had allocated past the end (page_writer.h). */
    if (ftruncate(fd, (off_t)pos) != 0)
        rc = sp_error_set(err, SELFPROF_E_IO, -1, "cannot truncate %s: %s", path, strerror(errno));
    close(fd);
    if (kept)
        *kept = pos;
    return rc;
}
