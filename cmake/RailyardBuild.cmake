# How the project's own targets are compiled fast enough for a 2-core CI machine
# (docs/PERFORMANCE.md, "The test command"):
# - the libraries are shared, so the tests link against them once instead of copying the model
#   into every test executable;
# - precompiled headers: Qt, the standard library and the model's core headers are parsed once
#   per library (and once for all the tests) instead of once per file;
# - unity builds batch a library's files into a few translation units.
# Each can be turned off (-DRAILYARD_PCH=OFF, -DRAILYARD_UNITY=OFF) to check that every file
# still includes what it uses.
option(RAILYARD_PCH "Precompiled headers for the libraries and the tests" ON)
option(RAILYARD_UNITY "Unity builds of the libraries" ON)
set(RAILYARD_UNITY_BATCH 8 CACHE STRING "Files per unity translation unit")

# railyard_unity_only(TARGET): unity batches alone. For a target of one or two translation units
# once batched, which parses its headers once or twice anyway: a precompiled header would cost
# more than it saves.
function(railyard_unity_only target)
  if(RAILYARD_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${RAILYARD_UNITY_BATCH})
  endif()
endfunction()

# railyard_fast_library(TARGET PCH_HEADER): precompiled header and unity batches for a library.
function(railyard_fast_library target header)
  if(RAILYARD_PCH)
    target_precompile_headers(${target} PRIVATE ${header})
  endif()
  railyard_unity_only(${target})
endfunction()

# railyard_fast_sibling(TARGET HOST): unity batches, and HOST's precompiled header reused rather
# than compiled again (15-30 s each under the sanitizers). GCC takes a header only where every
# macro it was built with is defined the same, so TARGET must see HOST's Qt modules, and no
# library defines the per-target <name>_EXPORTS symbol (nothing here uses it).
function(railyard_fast_sibling target host)
  set_target_properties(${host} ${target} PROPERTIES DEFINE_SYMBOL "")
  if(RAILYARD_PCH)
    target_precompile_headers(${target} REUSE_FROM ${host})
  endif()
  railyard_unity_only(${target})
endfunction()
