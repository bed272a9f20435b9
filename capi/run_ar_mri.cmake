# cmake -DAR=ar -DMRI=script.mri -P run_ar_mri.cmake: feeds an MRI script to `ar -M` (a custom
# command cannot redirect stdin portably) and fails the build when ar does.
execute_process(COMMAND "${AR}" -M INPUT_FILE "${MRI}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${AR} -M < ${MRI} failed (${rc}): ${err}")
endif()
