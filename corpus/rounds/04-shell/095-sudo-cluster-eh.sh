# expect: fs-destroy
# source: issue 5: wrappers
# technique: sudo short option cluster -EH
sudo -EH shred -u /root/deploy.pem
