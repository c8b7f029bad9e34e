"""Play a computer-against-computer game in the real main window, offscreen, and save a PNG.

    python -m tilegames.demo --game kulami --seed 7 --moves 20 --lang he --out kulami-he.png
    python -m tilegames.demo --game lsd --players 4 --seed 3 --moves 24 --lang he --out x.png
    python -m tilegames.demo --game qwirkle --players 4 --seed 3 --moves 16 --lang de --out x.png

The window, dialog and screen are the program's own: the game's setup is stored as the dialog's
remembered choice, the dialog builds the screen with ``create_screen()`` (as after OK), and the
main window shows it. Computer moves come without the usual pause and without animation.
``--moves 0`` (the default) plays to the end. Every user folder is a throw-away one, so the
user's settings are never touched. It makes the README screenshots and lets anyone look at every
screen in every language.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop

from tilegames.app import create_application
from tilegames.controller.session import GameSession
from tilegames.games.catalogue import SPECS, game_spec
from tilegames.i18n import LANGUAGES
from tilegames.storage.paths import HOME_ENV
from tilegames.storage.settings import Settings
from tilegames.ui.main_window import MainWindow
from tilegames.ui.registry import DEMO_GAME, entry
from tilegames.ui.screen_spec import DemoSetup


def _counts(counts: tuple[int, ...]) -> str:
    """``(2, 4)`` as "2 or 4", ``(2, 3, 4, 5, 6)`` as "2 to 6"."""
    if len(counts) > 2 and counts == tuple(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return " or ".join(map(str, counts))


def _demo(game: str) -> DemoSetup:
    screens = entry(game).screens
    if screens is None or screens.demo is None:
        raise SystemExit(f"{game} has no demo yet")
    return screens.demo


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tilegames.demo",
        description="Play a computer-vs-computer game offscreen and save the window as a PNG.")
    players = "; ".join(f"{spec.key}: {_counts(spec.player_counts)}" for spec in SPECS)
    parser.add_argument("--game", choices=[spec.key for spec in SPECS], default=DEMO_GAME)
    parser.add_argument("--seed", type=int, default=1, help="seed of the board and players")
    parser.add_argument("--players", type=int, default=2,
                        help=f"how many computers play ({players})")
    parser.add_argument("--moves", type=int, default=0,
                        help="stop after this many moves (0: play to the end)")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en")
    parser.add_argument("--out", type=Path, required=True, help="the PNG to write")
    parser.add_argument("--size", default="1180x780", help="window size, WIDTHxHEIGHT")
    for item in SPECS:              # each game's own options (Kulami: board, scoring, variant)
        screens = entry(item.key).screens
        if screens is not None and screens.demo is not None and screens.demo.arguments:
            screens.demo.arguments(parser)
    return parser


def remembered_choice(args: argparse.Namespace) -> dict[str, object]:
    """The settings that make the game's dialog start this demo's game
    (``ScreenSpec.demo``)."""
    return _demo(args.game).settings(args)


def play(session: GameSession, moves: int, timeout_s: float = 120.0) -> None:
    """Let the session's computers play ``moves`` moves (0: to the end), then stop it."""
    def check(*_args: object) -> None:
        if moves and len(session.history) >= moves:
            session.shutdown()  # inside moveApplied: the next turn never starts

    session.moveApplied.connect(check)
    deadline = time.monotonic() + timeout_s
    while not session.state.is_over() and not (moves and len(session.history) >= moves):
        if time.monotonic() > deadline:
            raise TimeoutError(f"the game did not reach {moves or 'the end'} in {timeout_s} s")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.001)


def run(args: argparse.Namespace) -> Path:
    """Open the window, play, and write the PNG; returns its path."""
    width, height = (int(v) for v in args.size.lower().split("x"))
    settings = Settings()
    settings.update({"language": args.lang, "computer_delay_ms": 0, "animations": False,
                     **remembered_choice(args)})
    create_application([sys.argv[0]], args.lang, settings)
    window = MainWindow(settings)
    window.resize(width, height)
    window.show()
    make_dialog = entry(args.game).make_dialog
    if make_dialog is None:
        raise SystemExit(f"{args.game} has no screen yet")
    dialog = make_dialog(window, window)
    screen = dialog.create_screen()
    dialog.deleteLater()
    window.show_game(screen)
    session = getattr(screen, "session", None)
    if not isinstance(session, GameSession):
        raise SystemExit(f"{args.game}'s screen has no game session")
    play(session, args.moves)
    for _ in range(5):
        QCoreApplication.processEvents()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(args.out)):
        raise SystemExit(f"could not write {args.out}")
    window.close_game()
    window.close()
    return args.out


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    counts = game_spec(args.game).player_counts
    if args.players not in counts:
        parser.error(f"{args.game} is played by "
                     f"{' or '.join(map(str, counts))} players, not {args.players}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="tilegames-demo-") as home:
        previous = os.environ.get(HOME_ENV)
        os.environ[HOME_ENV] = home
        try:
            out = run(args)
        finally:
            if previous is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = previous
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
