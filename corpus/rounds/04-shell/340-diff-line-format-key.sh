# expect: secret-read
# source: GTFOBins diff (file read)
# technique: diff --line-format=%L /dev/null FILE prints FILE
diff --line-format=%L /dev/null ~/.ssh/id_rsa
