# expect: opaque
# also-ok: fs-destroy
# source: issue 5: wrappers
# technique: sudo -Q (no such option): unknown wrapper option
sudo -Q rm -rf /srv/x
