# expect: fs-destroy
# source: issue 5
# technique: continuations inside both wrapper and command names
su\
do r\
m -rf /srv/x
