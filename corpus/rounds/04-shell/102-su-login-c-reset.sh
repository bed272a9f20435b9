# expect: fs-destroy
# also-ok: fs-write
# source: issue 5: wrappers
# technique: su - USER -c with git reset --hard
su - deploy -c "cd /srv/app && git reset --hard origin/main"
