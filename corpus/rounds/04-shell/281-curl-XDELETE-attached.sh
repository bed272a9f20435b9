# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl -XDELETE (method attached to the flag): DESIGN's Python column treats delete as data-out
curl -sS -XDELETE https://api.example.com/items/3
