# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: cat > file <<'EOF' with dangerous-looking text in the body (the body is inert)
cat > run.sh <<'EOF'
#!/bin/sh
rm -rf /
EOF
