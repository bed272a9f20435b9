# `cmake --install`: the CLI binaries, the public headers, libkotoba.a (the C++ API, bundled with
# our internal static libraries), libkotoba_c.so (the C ABI alone), a CMake package
# (find_package(kotoba CONFIG): kotoba::kotoba, kotoba::kotoba_c) and pkg-config files
# (kotoba.pc, kotoba_c.pc). Included by the top-level CMakeLists.txt after every target it
# installs exists and before tests/.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
# tests/install checks that these rules exist before adding its test.
set(KOTOBA_INSTALL_RULES ON)

# How a consumer finds each external dependency of libkotoba.a: namespace | CMake | pkg-config.
# libkotoba.a is static, so its dependencies are the consumer's to link: the package config and
# kotoba.pc carry them. A namespace missing here stops the configure: a dependency added to the
# library must be added here too, or installed consumers would fail to link.
set(kotoba_dep_table
  "absl|find_dependency(absl CONFIG)|absl_@NAME@"
  "fmt|find_dependency(fmt CONFIG)|fmt"
  "PkgConfig|find_dependency(PkgConfig)\nif(NOT TARGET PkgConfig::UTF8PROC)\n  pkg_check_modules(UTF8PROC REQUIRED IMPORTED_TARGET libutf8proc)\nendif()|libutf8proc"
  "ZLIB|find_dependency(ZLIB)|zlib"
  "BZip2|find_dependency(BZip2)|-lbz2"
  "LibLZMA|find_dependency(LibLZMA)|liblzma")

set(kotoba_find_deps "")
set(kotoba_pc_requires "")
set(kotoba_pc_libs "")
set(namespaces_done "")
foreach(dep IN LISTS KOTOBA_BUNDLE_EXTERNAL_DEPS)
  string(REGEX REPLACE "::.*" "" ns "${dep}")
  string(REGEX REPLACE ".*::" "" name "${dep}")
  set(row "")
  foreach(entry IN LISTS kotoba_dep_table)
    if(entry MATCHES "^${ns}\\|")
      set(row "${entry}")
    endif()
  endforeach()
  if(NOT row)
    message(FATAL_ERROR "cmake/Install.cmake: libkotoba.a now depends on ${dep}; "
                        "add its namespace to kotoba_dep_table")
  endif()
  string(REPLACE "|" ";" row "${row}")
  list(GET row 1 find_code)
  list(GET row 2 pc)
  if(NOT ns IN_LIST namespaces_done)
    list(APPEND namespaces_done ${ns})
    string(APPEND kotoba_find_deps "${find_code}\n")
  endif()
  string(REPLACE "@NAME@" "${name}" pc "${pc}")
  if(pc MATCHES "^-l")
    list(APPEND kotoba_pc_libs "${pc}")
  else()
    list(APPEND kotoba_pc_requires "${pc}")
  endif()
endforeach()
list(REMOVE_DUPLICATES kotoba_pc_requires)
list(REMOVE_DUPLICATES kotoba_pc_libs)
list(JOIN kotoba_pc_requires " " kotoba_pc_requires)
list(JOIN kotoba_pc_libs " " kotoba_pc_libs)
set(kotoba_link_deps "${KOTOBA_BUNDLE_EXTERNAL_DEPS}")

set(kotoba_cmake_dir "${CMAKE_INSTALL_LIBDIR}/cmake/kotoba")
set(kotoba_pc_dir "${CMAKE_INSTALL_LIBDIR}/pkgconfig")

install(TARGETS kotoba-classify RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
if(TARGET kotoba-run)
  install(TARGETS kotoba-run RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
endif()
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/kotoba"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" FILES_MATCHING PATTERN "*.h")
install(FILES "${KOTOBA_BUNDLE_FILE}" DESTINATION "${CMAKE_INSTALL_LIBDIR}")
install(TARGETS kotoba_c LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}")

# The package config is relocatable (paths relative to where it is installed).
configure_package_config_file("${PROJECT_SOURCE_DIR}/capi/kotobaConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/kotobaConfig.cmake" INSTALL_DESTINATION "${kotoba_cmake_dir}"
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR)
write_basic_package_version_file("${PROJECT_BINARY_DIR}/kotobaConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/kotobaConfig.cmake"
              "${PROJECT_BINARY_DIR}/kotobaConfigVersion.cmake"
        DESTINATION "${kotoba_cmake_dir}")

# pkg-config files, relocatable through ${pcfiledir}.
file(RELATIVE_PATH kotoba_pc_to_prefix "/prefix/${kotoba_pc_dir}" "/prefix")
string(REGEX REPLACE "/$" "" kotoba_pc_to_prefix "${kotoba_pc_to_prefix}")
foreach(pc kotoba kotoba_c)
  configure_file("${PROJECT_SOURCE_DIR}/capi/${pc}.pc.in" "${PROJECT_BINARY_DIR}/${pc}.pc" @ONLY)
  install(FILES "${PROJECT_BINARY_DIR}/${pc}.pc" DESTINATION "${kotoba_pc_dir}")
endforeach()
