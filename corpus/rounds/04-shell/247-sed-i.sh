# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: sed -i
sed -i 's/DEBUG = True/DEBUG = False/' settings.py
