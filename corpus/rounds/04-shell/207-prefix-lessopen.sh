# expect: shell-spawn
# source: GTFOBins less
# technique: LESSOPEN input preprocessor runs a shell command before less shows the file
LESSOPEN='|/tmp/t/pre.sh %s' less README.md
