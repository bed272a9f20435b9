# expect: shell-spawn
# also-ok: fs-write
# source: GTFOBins zip
# technique: zip -T -TT CMD runs the test command (zip also writes the archive: DESIGN silent on zip, so fs-write is allowed)
zip /tmp/t/z.zip README.md -T -TT 'sh -c id #'
