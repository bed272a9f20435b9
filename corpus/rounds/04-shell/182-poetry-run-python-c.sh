# expect: fs-destroy,shell-spawn
# source: issue 5: wrappers
# technique: poetry run python -c
poetry run python -c "import os; os.remove('db.sqlite3')"
