# expect: fs-destroy
# source: issue 5
# technique: quote splicing in both the wrapper (s"u"''do) and the inner command (\rm)
"s"u''do \rm -rf /tmp/t
