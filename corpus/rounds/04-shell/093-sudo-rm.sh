# expect: fs-destroy
# source: issue 5: wrappers
# technique: sudo is transparent
sudo rm -rf /var/cache/app
