# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: ssh-keygen -y -f reads the private key
ssh-keygen -y -f ~/.ssh/id_rsa
