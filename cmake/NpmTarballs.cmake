# Pinned third-party sources from the npm registry, verified before use.
#
# Each tarball is fetched once with `npm pack` into KOTOBA_DEPS_DIR (shared by every build tree),
# its SHA-512 is compared with the npm integrity string pinned below, and only then is it unpacked.
# A mismatch deletes the tarball and stops the configure step: nothing unverified is ever compiled.
# Our own fixes to those sources live in cmake/patches/ (see its README.md) and are applied on
# unpacking.

set(KOTOBA_DEPS_DIR "${PROJECT_SOURCE_DIR}/third_party/_deps" CACHE PATH
    "Where pinned npm tarballs are downloaded and unpacked (ignored by git)")

# name | version | npm dist.integrity (sha512, base64)
set(KOTOBA_NPM_PINS
  "tree-sitter|0.25.1|mrcEdkYtHfrK1A6fs3O6FxkBo0Qig5XUXqHhxUOQu0bmPo00QF4XaSx4edpazdHwxnSCjlGKGgIqWdaN4dvTLA=="
  "tree-sitter-python|0.25.0|eCmJx6zQa35GxaCtQD+wXHOhYqBxEL+bp71W/s3fcDMu06MrtzkVXR437dRrCrbrDbyLuUDJpAgycs7ncngLXw=="
  "tree-sitter-bash|0.25.1|7hMytuYIMoXOq24yRulgIxthE9YmggZIOHCyPTTuJcu6EU54tYD+4G39cUb28kxC6jMf/AbPfWGLQtgPTdh3xw=="
)

# Hex digest -> base64, the form npm prints as `dist.integrity`.
function(kotoba_hex_to_base64 hex out_var)
  set(alphabet "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
  string(LENGTH "${hex}" hex_len)
  set(result "")
  set(pos 0)
  while(pos LESS hex_len)
    math(EXPR remaining "${hex_len} - ${pos}")
    if(remaining GREATER_EQUAL 6)
      set(take 6)
    else()
      set(take ${remaining})
    endif()
    string(SUBSTRING "${hex}" ${pos} ${take} chunk)
    # Pad the group to 24 bits; emit one character per 6 bits actually present.
    math(EXPR pad_bits "(6 - ${take}) * 4")
    math(EXPR value "0x${chunk} << ${pad_bits}" OUTPUT_FORMAT DECIMAL)
    math(EXPR chars "(${take} / 2) + 1")
    foreach(shift 18 12 6 0)
      math(EXPR index "(${value} >> ${shift}) & 63")
      string(SUBSTRING "${alphabet}" ${index} 1 c)
      if(chars GREATER 0)
        string(APPEND result "${c}")
        math(EXPR chars "${chars} - 1")
      else()
        string(APPEND result "=")
      endif()
    endforeach()
    math(EXPR pos "${pos} + ${take}")
  endwhile()
  set(${out_var} "${result}" PARENT_SCOPE)
endfunction()

# Fetches, verifies and unpacks NAME@VERSION, then applies cmake/patches/NAME-VERSION.patch if
# there is one; sets <NAME>_DIR (the tarball's `package/` folder).
function(kotoba_npm_package name version integrity)
  file(MAKE_DIRECTORY "${KOTOBA_DEPS_DIR}")
  set(tgz "${KOTOBA_DEPS_DIR}/${name}-${version}.tgz")
  set(unpacked "${KOTOBA_DEPS_DIR}/${name}-${version}")
  set(stamp "${unpacked}/.verified")
  set(patch_file "${PROJECT_SOURCE_DIR}/cmake/patches/${name}-${version}.patch")
  set(expected_stamp "${integrity}")
  if(EXISTS "${patch_file}")
    file(SHA256 "${patch_file}" patch_hash)
    # A changed patch must unpack afresh: it applies to pristine sources only.
    string(APPEND expected_stamp " patch-sha256-${patch_hash}")
  endif()
  if(EXISTS "${stamp}")
    file(READ "${stamp}" seen)
    if(seen STREQUAL expected_stamp)
      set(${name}_DIR "${unpacked}/package" PARENT_SCOPE)
      return()
    endif()
  endif()
  if(NOT EXISTS "${tgz}")
    find_program(KOTOBA_NPM npm)
    if(NOT KOTOBA_NPM)
      message(FATAL_ERROR "npm is needed once to fetch ${name}@${version}; install it (apt-get install npm)")
    endif()
    message(STATUS "Fetching ${name}@${version} with npm pack")
    execute_process(COMMAND "${KOTOBA_NPM}" pack "${name}@${version}" --silent
                            --pack-destination "${KOTOBA_DEPS_DIR}"
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT EXISTS "${tgz}")
      message(FATAL_ERROR "npm pack ${name}@${version} failed (${rc}): ${err}")
    endif()
  endif()
  file(SHA512 "${tgz}" hex)
  kotoba_hex_to_base64("${hex}" actual)
  if(NOT actual STREQUAL integrity)
    file(REMOVE "${tgz}")
    message(FATAL_ERROR
      "Integrity check FAILED for ${name}@${version}:\n"
      "  expected sha512-${integrity}\n  got      sha512-${actual}\n"
      "The tarball was deleted; nothing from it was used.")
  endif()
  file(REMOVE_RECURSE "${unpacked}")
  # TOUCH: sources re-unpacked (pristine or patched) must be newer than the objects built before.
  file(ARCHIVE_EXTRACT INPUT "${tgz}" DESTINATION "${unpacked}" TOUCH)
  message(STATUS "Verified ${name}@${version} (sha512-${actual})")
  if(EXISTS "${patch_file}")
    find_program(KOTOBA_PATCH patch)
    if(NOT KOTOBA_PATCH)
      message(FATAL_ERROR "patch is needed to apply ${patch_file} (apt-get install patch)")
    endif()
    execute_process(COMMAND "${KOTOBA_PATCH}" -p1 --batch --forward -i "${patch_file}"
                    WORKING_DIRECTORY "${unpacked}/package"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      file(REMOVE_RECURSE "${unpacked}")
      message(FATAL_ERROR "Applying ${patch_file} failed (${rc}):\n${out}${err}")
    endif()
    message(STATUS "Patched ${name}@${version} with cmake/patches/${name}-${version}.patch")
  endif()
  file(WRITE "${stamp}" "${expected_stamp}")
  set(${name}_DIR "${unpacked}/package" PARENT_SCOPE)
endfunction()

foreach(pin IN LISTS KOTOBA_NPM_PINS)
  string(REPLACE "|" ";" fields "${pin}")
  list(GET fields 0 pin_name)
  list(GET fields 1 pin_version)
  list(GET fields 2 pin_integrity)
  kotoba_npm_package("${pin_name}" "${pin_version}" "${pin_integrity}")
  set(${pin_name}_DIR "${${pin_name}_DIR}")
endforeach()

# Third-party C is compiled without our warning flags. A second build tree (the sanitizer one)
# reuses the first tree's archives through KOTOBA_TS_PREBUILT_DIR instead of compiling 14 MB again.
set(KOTOBA_TS_PREBUILT_DIR "" CACHE PATH "Build tree whose libts_*.a to reuse")
set(ts_runtime "${tree-sitter_DIR}/vendor/tree-sitter/lib")
if(KOTOBA_TS_PREBUILT_DIR)
  foreach(lib runtime python bash)
    set(archive "${KOTOBA_TS_PREBUILT_DIR}/libts_${lib}.a")
    if(NOT EXISTS "${archive}")
      message(FATAL_ERROR "KOTOBA_TS_PREBUILT_DIR has no ${archive}: build that tree first")
    endif()
    add_library(ts_${lib} STATIC IMPORTED GLOBAL)
    set_target_properties(ts_${lib} PROPERTIES IMPORTED_LOCATION "${archive}")
  endforeach()
  set_target_properties(ts_runtime PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${ts_runtime}/include")
  return()
endif()
set(KOTOBA_TS_C_FLAGS -w -O2)
add_library(ts_runtime STATIC "${ts_runtime}/src/lib.c")
target_include_directories(ts_runtime SYSTEM PUBLIC "${ts_runtime}/include" PRIVATE "${ts_runtime}/src")
target_compile_definitions(ts_runtime PRIVATE _POSIX_C_SOURCE=200112L _DEFAULT_SOURCE)
target_compile_options(ts_runtime PRIVATE ${KOTOBA_TS_C_FLAGS})
set_target_properties(ts_runtime PROPERTIES C_STANDARD 11 POSITION_INDEPENDENT_CODE ON
                      ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}")

foreach(grammar python bash)
  set(dir "${tree-sitter-${grammar}_DIR}/src")
  add_library(ts_${grammar} STATIC "${dir}/parser.c" "${dir}/scanner.c")
  set_target_properties(ts_${grammar} PROPERTIES ARCHIVE_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}")
  target_include_directories(ts_${grammar} PRIVATE "${dir}")
  target_compile_options(ts_${grammar} PRIVATE ${KOTOBA_TS_C_FLAGS})
  set_target_properties(ts_${grammar} PROPERTIES C_STANDARD 11 POSITION_INDEPENDENT_CODE ON)
endforeach()
