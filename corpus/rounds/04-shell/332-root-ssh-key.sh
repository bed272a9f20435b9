# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: another home's .ssh: /root/.ssh
sudo cat /root/.ssh/id_rsa
