# expect: shell-spawn
# source: issue 5
# technique: PYTHONPATH prefix (python is already an interpreter)
PYTHONPATH=/tmp/t python3 -c 'import json'
