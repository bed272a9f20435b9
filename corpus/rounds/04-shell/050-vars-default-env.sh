# expect: fs-destroy
# also-ok: opaque
# source: issue 5
# technique: ${RMCMD:-rm} with the variable never assigned in the script: rm unless the environment overrides (opaque may be added for that case)
${RMCMD:-rm} -rf build
