# expect: fs-destroy
# source: issue 5
# technique: ${IFS:0:1} (first IFS char, a space) as separator
rm${IFS:0:1}-rf${IFS:0:1}build
