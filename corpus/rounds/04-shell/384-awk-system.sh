# expect: shell-spawn
# also-ok: fs-destroy
# source: GTFOBins awk
# technique: awk system()
awk 'BEGIN { system("rm -rf build") }'
