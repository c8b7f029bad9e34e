"""What the storage layer tells the player: ``SaveError`` (refused input) and ``Notice`` (a
problem that was dealt with, such as a damaged autosave set aside).

Both carry an English template ``reason`` marked with ``QT_TRANSLATE_NOOP("storage", ...)`` (so
``pyside6-lupdate`` collects it), its ``params`` and, for files, the ``path``. ``str()`` is the
English text; the UI shows ``translated(QCoreApplication.translate)``. A param that is itself a
SaveError or Notice (a cause) is translated the same way; an engine's IllegalMoveError in the
"rules" context. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from tilegames.games.errors import QT_TRANSLATE_NOOP, IllegalMoveError
from tilegames.storage.display import readable

CONTEXT = "storage"
Translate = Callable[[str, str], str]

ABOUT_FILE = QT_TRANSLATE_NOOP("storage", "Cannot open {file}: {reason}")


def _english(_context: str, text: str) -> str:
    return text


def render(reason: str, params: Mapping[str, object], path: Path | None,
           translate: Translate | None = None, frame: str = ABOUT_FILE) -> str:
    """``reason`` filled in with ``params`` (translated when ``translate`` is given; a broken
    translation falls back to English), wrapped in ``frame`` naming the file when there is one;
    ``display.readable``, so a file name that is not UTF-8 shows (and prints) as it can."""
    return readable(_render(reason, params, path, translate, frame))


def _render(reason: str, params: Mapping[str, object], path: Path | None,
            translate: Translate | None, frame: str) -> str:
    tr = translate or _english
    values = {key: _param(value, translate) for key, value in params.items()}
    try:
        text = tr(CONTEXT, reason).format(**values)
    except (KeyError, IndexError, ValueError):
        text = reason.format(**values)
    if path is None or not frame:
        return text
    try:
        return tr(CONTEXT, frame).format(file=str(path), reason=text)
    except (KeyError, IndexError, ValueError):
        return frame.format(file=str(path), reason=text)


def _param(value: object, translate: Translate | None) -> object:
    """A cause in a param: a SaveError or Notice (context "storage"), or an engine's
    IllegalMoveError (context "rules"), as text in the user's language."""
    if isinstance(value, SaveError | Notice):
        return value.translated(translate)
    if isinstance(value, IllegalMoveError) and translate is not None:
        try:
            return translate("rules", value.reason).format(**value.params)
        except (KeyError, IndexError, ValueError):
            return str(value)
    return value


class SaveError(ValueError):
    """A save (text or file) that cannot be used, or a game that cannot be saved.

    ``reason`` is an English template, ``params`` fills it in, ``path`` is the file (or None for
    text). ``str(error)`` reads e.g. "Cannot open /home/anna/game.tilegames: the file is empty".
    """

    def __init__(self, reason: str, *, path: Path | str | None = None, **params: object) -> None:
        self.reason = reason
        self.params = params
        self.path = Path(path) if path is not None else None
        super().__init__(render(reason, params, self.path))

    def translated(self, translate: Translate | None = None) -> str:
        """The message in the user's language: ``translate(context, text)`` is
        ``QCoreApplication.translate``."""
        return render(self.reason, self.params, self.path, translate)

    def with_path(self, path: Path | str) -> SaveError:
        """The same error about the file ``path``."""
        return SaveError(self.reason, path=path, **self.params)


@dataclass(frozen=True)
class Notice:
    """Something the player should hear about that did not stop the program (a damaged file set
    aside, a recent file that is gone). ``str()`` is English; ``translated`` as for SaveError."""

    reason: str
    params: dict[str, object] = field(default_factory=dict)
    path: Path | None = None

    def translated(self, translate: Translate | None = None) -> str:
        return render(self.reason, self.params, None, translate)

    def __str__(self) -> str:
        return self.translated()
