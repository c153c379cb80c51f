"""Runs Python code samples one after the other in this one interpreter (checks/api-samples.ts).

Each sample is executed as the script a reader would save and run with `python3 sample.py`: its own
globals, `__name__` "__main__", its stdout and stderr captured. An uncaught exception is exit
status 1 with its traceback, as in `python3`; `sys.exit(n)` is status n.

    python3 api-samples-runner.py <manifest.json>   manifest: [{"key": "...", "file": ".../x.py"}, ...]

Prints `@@flp-sample-ready@@` once started, then one line per sample,
`@@flp-sample-result@@ {"key","code","output","ms"}`.
"""

import contextlib
import io
import json
import sys
import time
import traceback

MARK = "@@flp-sample-result@@ "


def exit_status(code):
    """The status `python3` exits with for `sys.exit(code)`."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def run(path):
    with open(path, encoding="utf-8") as file:
        source = file.read()
    output = io.StringIO()
    status = 0
    sys.argv = [path]
    scope = {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__}
    with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
        try:
            exec(compile(source, path, "exec"), scope)
        except SystemExit as error:
            status = exit_status(error.code)
        except BaseException:  # every failure of the sample is its own, as in python3
            traceback.print_exc()
            status = 1
    return status, output.getvalue()


def main():
    results = sys.stdout
    with open(sys.argv[1], encoding="utf-8") as file:
        manifest = json.load(file)
    results.write("@@flp-sample-ready@@\n")
    results.flush()
    for item in manifest:
        start = time.perf_counter()
        status, output = run(item["file"])
        ms = (time.perf_counter() - start) * 1000
        results.write(MARK + json.dumps({"key": item["key"], "code": status, "output": output, "ms": ms}) + "\n")
        results.flush()


if __name__ == "__main__":
    main()
