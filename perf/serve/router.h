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
                                   const char *method, const char *version,
                                   const char *upload_data, size_t *upload_data_size,
                                   void **con_cls);

#endif
