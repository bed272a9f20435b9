# expect: none
# source: DESIGN.md policy near-miss
# technique: subprocess only inside string literals
help_text = """
Example:
    import subprocess
    subprocess.run(["rm", "-rf", "/"], shell=True)
"""
snippet = 'os.system("id")'
print(help_text.strip())
print(len(snippet))
