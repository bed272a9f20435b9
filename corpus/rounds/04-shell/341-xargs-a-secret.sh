# expect: secret-read
# source: GTFOBins xargs (file read)
# technique: xargs -a FILE reads the secret as input
xargs -a ~/.aws/credentials -0 echo
