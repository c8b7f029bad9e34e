"""How long the program takes from being started to its first window being on screen.

    xvfb-run -a python3 packaging/startup_time.py [--runs 7] [COMMAND …]

Starts COMMAND (default: the frozen program in packaging/out/dist) on the X display in $DISPLAY
with a fresh, empty TILEGAMES_HOME, and polls every 10 ms with ``xdotool`` for a visible window
of that process; the time from starting the process to that moment is one measurement (with
the CPU time the process used until then, which depends less on the machine's load). Prints
every run, then the median and the slowest. Needs xdotool (Debian: ``apt-get install xvfb
xdotool``). A measuring script, not a test: the machine's load shows in the figures.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FROZEN = ROOT / "packaging" / "out" / "dist" / "tilegames" / "tilegames"
POLL = 0.01


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time a process has used so far (Linux /proc), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_window_seconds(command: list[str], timeout: float = 30.0) -> tuple[float, float | None]:
    """(wall-clock seconds from starting ``command`` until xdotool sees a visible window of its
    process, the CPU seconds the process had used by then)."""
    with tempfile.TemporaryDirectory(prefix="tilegames-startup-") as home, \
            Path(home, "stderr.txt").open("w+", encoding="utf-8", errors="replace") as errors:
        env = dict(os.environ, TILEGAMES_HOME=home, QT_QPA_PLATFORM="xcb")
        started = time.perf_counter()
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        try:
            while time.perf_counter() - started < timeout:
                found = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                    capture_output=True, text=True)
                if found.stdout.strip():
                    return time.perf_counter() - started, cpu_seconds(process.pid)
                if process.poll() is not None:
                    errors.seek(0)
                    raise RuntimeError(f"{command[0]} ended ({process.returncode}) before "
                                       f"showing a window:\n{errors.read()[-2000:]}")
                time.sleep(POLL)
            raise TimeoutError(f"no window after {timeout} s")
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("command", nargs="*", help=f"what to start (default: {FROZEN})")
    args = parser.parse_args()
    command = args.command or [str(FROZEN)]
    if not os.environ.get("DISPLAY"):
        parser.error("no $DISPLAY: run it under xvfb-run -a")
    if shutil.which("xdotool") is None:
        parser.error("xdotool is needed (apt-get install xdotool)")
    times, cpu = [], []
    for run in range(1, args.runs + 1):
        for attempt in range(3):
            try:
                seconds, used = first_window_seconds(command)
                break
            except RuntimeError as exc:  # a loaded Xvfb now and then refuses a connection
                if "could not connect to display" not in str(exc) or attempt == 2:
                    raise
                print(f"run {run}: the X server refused the connection; again", flush=True)
        times.append(seconds)
        cpu += [used] if used is not None else []
        print(f"run {run}: {seconds:.3f} s" + (f" ({used:.2f} s CPU)" if used else ""),
              flush=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"start to first window: median {statistics.median(times):.3f} s, "
          f"slowest {max(times):.3f} s, fastest {min(times):.3f} s"
          + (f"; CPU median {statistics.median(cpu):.2f} s" if cpu else "")
          + f" ({len(times)} runs of {' '.join(command)}; load average {load:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
