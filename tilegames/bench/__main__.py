"""``python -m tilegames.bench [game ...]``: print each game's engine figures."""

from __future__ import annotations

import importlib
import platform
import sys

from tilegames.games import GAMES


def main(argv: list[str]) -> int:
    wanted = argv or list(GAMES)
    print(f"tilegames engine benchmark — Python {platform.python_version()}, {platform.machine()}")
    for name in wanted:
        try:
            module = importlib.import_module(f"tilegames.bench.{name}")
        except ModuleNotFoundError:
            print(f"\n[{name}] no benchmark yet")
            continue
        print(f"\n[{name}]")
        module.run(print)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
