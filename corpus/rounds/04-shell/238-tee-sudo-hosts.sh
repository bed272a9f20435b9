# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: sudo tee -a
echo '10.0.0.5 api.internal' | sudo tee -a /etc/hosts
