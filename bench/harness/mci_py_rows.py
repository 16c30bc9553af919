"""The Python reference column of the benchmark table, measured with mci-py's public API.

Run by python-rows.mjs: python3 mci_py_rows.py '<json config>'; prints a JSON object of row key -> text.
"""

import json
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from mcipy import MCIClient
from mcipy.templating import TemplateEngine


def median_time(fn, runs=5, batch=1):
    fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(batch):
            fn()
        samples.append((time.perf_counter() - start) / batch)
    return statistics.median(samples)


def ms(seconds):
    return f"{seconds * 1000:.0f} ms" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def us(seconds):
    return f"{seconds * 1e6:.0f} µs"


def child(code):
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout


def main():
    config = json.loads(sys.argv[1])
    rows = {}

    rows["load"] = ms(median_time(lambda: MCIClient(schema_file_path=config["large"]), runs=3))

    rss = (
        "def rss():\n"
        "    for line in open('/proc/self/status'):\n"
        "        if line.startswith('VmRSS:'): return int(line.split()[1]) * 1024\n"
    )
    empty = int(child(rss + "import gc; gc.collect(); print(rss())"))
    loaded = int(
        child(
            rss
            + "from mcipy import MCIClient\n"
            + f"client = MCIClient(schema_file_path={config['mixed']!r})\n"
            + "import gc; gc.collect(); print(rss())"
        )
    )
    rows["load-rss"] = f"{(loaded - empty) / 1024 / 1024:.0f} MB"

    list_code = (
        "from mcipy import MCIClient\n"
        + f"print('\\n'.join(MCIClient(schema_file_path={config['small']!r}).list_tools()))"
    )
    rows["list"] = ms(median_time(lambda: child(list_code), runs=10))

    small = MCIClient(schema_file_path=config["small"])
    rows["file"] = us(median_time(lambda: small.execute("read_note", {"name": "Ada"}), runs=20, batch=20))

    MCIClient(schema_file_path=config["mcp"])
    rows["mcp-cached"] = ms(median_time(lambda: MCIClient(schema_file_path=config["mcp"]), runs=10))

    http = MCIClient(schema_file_path=config["http"])
    rows["http-p50"] = us(median_time(lambda: http.execute("get_hello", {}), runs=200))

    def burst():
        with ThreadPoolExecutor(max_workers=50) as pool:
            list(pool.map(lambda _: http.execute("get_hello", {}), range(1000)))

    rates = []
    for _ in range(3):
        start = time.perf_counter()
        burst()
        rates.append(1000 / (time.perf_counter() - start))
    rows["http-throughput"] = f"{statistics.median(rates):.0f} /s"

    engine = TemplateEngine()
    url = "https://api.example.com/users/{{props.user}}/repos/{{props.repo}}?page={{props.page}}"
    context = {"props": {"user": "ada", "repo": "engine", "page": 2}, "env": {}}
    rows["render-url"] = f"{median_time(lambda: engine.render_basic(url, context), runs=20, batch=1000) * 1e9:.0f} ns"

    print(json.dumps(rows))


if __name__ == "__main__":
    main()
