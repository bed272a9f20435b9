# expect: fs-destroy
# source: issue 5: wrappers
# technique: su -c 'script' USER
su -c 'rm -rf /opt/app' root
