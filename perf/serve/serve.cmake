# selfprof-perf serve (perf/serve/): the HTTP server's sources, linked into
# selfprof-perf, and the web directory it serves: perf/web's pages, styles
# and scripts copied into the build tree's perf/web/, plus uPlot (pinned in
# perf/web/package-lock.json) from the npm cache that scripts/npm-deps.sh
# fills, with its licence, into perf/web/vendor/. Installed under
# share/selfprof-perf/web, where the program looks for it.
pkg_check_modules(MHD REQUIRED IMPORTED_TARGET libmicrohttpd)
pkg_check_modules(ZLIB REQUIRED IMPORTED_TARGET zlib)
find_package(Threads REQUIRED)

file(GLOB PERF_SERVE_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/serve/*.c)
target_sources(selfprof_perf PRIVATE ${PERF_SERVE_SOURCES})
target_link_libraries(selfprof_perf PRIVATE PkgConfig::MHD PkgConfig::ZLIB Threads::Threads m)
set(PERF_WEB_INSTALL_RELDIR ${CMAKE_INSTALL_DATADIR}/selfprof-perf/web)
target_compile_definitions(selfprof_perf PRIVATE PERF_WEB_INSTALL_RELDIR="${PERF_WEB_INSTALL_RELDIR}")

set(PERF_WEB_OUT ${CMAKE_CURRENT_BINARY_DIR}/web)
file(GLOB PERF_WEB_FILES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/web/*.html
  ${CMAKE_CURRENT_SOURCE_DIR}/web/*.css ${CMAKE_CURRENT_SOURCE_DIR}/web/*.js ${CMAKE_CURRENT_SOURCE_DIR}/web/*.svg)
set(PERF_WEB_COPIES)
foreach(f ${PERF_WEB_FILES})
  get_filename_component(n ${f} NAME)
  add_custom_command(OUTPUT ${PERF_WEB_OUT}/${n}
    COMMAND ${CMAKE_COMMAND} -E copy ${f} ${PERF_WEB_OUT}/${n} DEPENDS ${f} VERBATIM)
  list(APPEND PERF_WEB_COPIES ${PERF_WEB_OUT}/${n})
endforeach()
set(PERF_NPM_LOCK ${CMAKE_CURRENT_SOURCE_DIR}/web/package-lock.json)
add_custom_command(OUTPUT ${PERF_WEB_OUT}/vendor/uPlot.esm.js ${PERF_WEB_OUT}/vendor/uPlot.min.css
    ${PERF_WEB_OUT}/vendor/uPlot.LICENSE
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/serve/vendor.sh ${PROJECT_SOURCE_DIR} ${PERF_WEB_OUT}/vendor
  DEPENDS ${PERF_NPM_LOCK} ${CMAKE_CURRENT_SOURCE_DIR}/serve/vendor.sh VERBATIM)
add_custom_target(perf_web ALL DEPENDS ${PERF_WEB_COPIES} ${PERF_WEB_OUT}/vendor/uPlot.esm.js)
add_dependencies(selfprof_perf perf_web)
install(DIRECTORY ${PERF_WEB_OUT}/ DESTINATION ${PERF_WEB_INSTALL_RELDIR})
