# expect: secret-read
# source: GTFOBins date (file read)
# technique: date -f FILE echoes lines of the file in its errors
date -f /etc/shadow
