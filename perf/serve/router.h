/* router.h — libmicrohttpd's access handler: refuses what is not a plain
 * GET/HEAD (405, 413), validates the query parameters against the
 * endpoint's list (unknown, repeated, too long, not UTF-8: 400), runs the
 * endpoint or serves a static file (ETag, 304), and sends the response,
 * gzip-compressed when the client accepts it. Every error is JSON:
 * {"error": "...", "status": N}. */
#ifndef PERF_SERVE_ROUTER_H
#define PERF_SERVE_ROUTER_H

#include <microhttpd.h>
#include <stddef.h>

enum MHD_Result perf_router_handle(void *cls, struct MHD_Connection *conn, const char *url,
                                   const char *method, const char *version, const char *upload_data,
                                   size_t *upload_data_size, void **con_cls);

/* libmicrohttpd's unescaper for paths and query parameters (%HH), except
 * that %00 stays as it is: decoded, a NUL would cut the C string short
 * ("/index.html%00.js" served /index.html, "a=r1%00x" looked r1 up).
 * Returns the new length (MHD_OPTION_UNESCAPE_CALLBACK). */
size_t perf_router_unescape(void *cls, struct MHD_Connection *conn, char *s);

#endif
