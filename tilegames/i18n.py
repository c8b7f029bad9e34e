"""Which language the program speaks, and switching it while the program runs.

Choice order: an explicit request (``--lang``) > the ``language`` setting > the system locale >
English. For the chosen language two catalogues are installed: Qt's own ``qtbase_<lang>.qm``
(standard buttons, dialogs) and ours, ``i18n/tilegames_<lang>.qm``. The translator objects are
owned by the one ``Translations`` object of the application, so they stay alive.

Layout direction comes from the catalogue: a right-to-left language translates the string
``QT_LAYOUT_DIRECTION`` (context ``QGuiApplication``) to ``RTL``, exactly as Qt itself asks.
"""

from __future__ import annotations

import contextlib
import warnings
import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, Qt, QTranslator, Signal
from PySide6.QtWidgets import QApplication

from tilegames.base.resources import i18n_dir

# Each language named in itself: a user who cannot read the current one still finds theirs.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "de": "Deutsch",
    "he": "עברית",
}
DEFAULT_LANGUAGE = "en"


def normalise(code: str | None) -> str | None:
    """``"nl_BE"``/``"he-IL"``/``"NL"`` → the language we have (``"nl"``/``"he"``), else None."""
    if not code:
        return None
    short = code.replace("-", "_").split("_")[0].lower()
    if short == "iw":  # the old ISO code some systems still report for Hebrew
        short = "he"
    return short if short in LANGUAGES else None


def system_language() -> str | None:
    """The first of the system's UI languages that we have a catalogue for."""
    for name in QLocale.system().uiLanguages():
        found = normalise(name)
        if found:
            return found
    return normalise(QLocale.system().name())


def choose_language(explicit: str | None, setting: str | None) -> str:
    """Explicit request > setting > system locale > English."""
    return normalise(explicit) or normalise(setting) or system_language() or DEFAULT_LANGUAGE


def layout_direction() -> Qt.LayoutDirection:
    """The direction the installed catalogues ask for (the same question Qt itself asks)."""
    direction = QCoreApplication.translate(
        "QGuiApplication", "QT_LAYOUT_DIRECTION",
        "Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in "
        "right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.")
    return Qt.LayoutDirection.RightToLeft if direction == "RTL" else Qt.LayoutDirection.LeftToRight


class Translations(QObject):
    """The application's installed catalogues. One per application: use ``translations()``.

    ``languageChanged(code)`` is emitted after a switch, when every catalogue is in place and the
    layout direction is set. Windows follow it with ``follow(window, window.retranslate)``, which
    ends with the window, rather than connecting to it directly.
    """

    languageChanged = Signal(str)

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("tilegames-translations")
        self.language = ""
        self.missing: list[str] = []  # catalogues that could not be loaded for the language
        self._installed: list[QTranslator] = []

    def set_language(self, lang: str) -> None:
        """Install the catalogues for ``lang`` (a key of LANGUAGES) in place of the current ones."""
        if lang not in LANGUAGES:
            raise ValueError(f"no such language: {lang!r}")
        app = QCoreApplication.instance()
        assert app is not None, "create the QApplication first"
        for old in self._installed:
            app.removeTranslator(old)
            old.deleteLater()
        self._installed = []
        self.missing = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in ((f"qtbase_{lang}", qt_dir), (f"tilegames_{lang}", str(i18n_dir()))):
            translator = QTranslator(self)
            if translator.load(name, folder):
                app.installTranslator(translator)
                self._installed.append(translator)
            else:
                translator.deleteLater()
                self.missing.append(name)
        self.language = lang
        if isinstance(app, QApplication):
            app.setLayoutDirection(layout_direction())
        self.languageChanged.emit(lang)

    def follow(self, owner: QObject, retranslate: Callable[[], object]) -> None:
        """Call ``retranslate`` (a method of ``owner``) after every language switch, for as long as
        ``owner`` lives.

        The relay holds ``owner`` only weakly and does nothing once its Python side is gone, and
        it is disconnected when ``owner`` is destroyed: a switch after a window was closed and
        deleted never reaches that window.
        """
        method = weakref.WeakMethod(retranslate)

        def relay(_lang: str) -> None:
            bound = method()
            if bound is not None:
                bound()

        self.languageChanged.connect(relay)
        owner.destroyed.connect(lambda *_: self._unfollow(relay))

    def _unfollow(self, relay: Callable[[str], None]) -> None:
        """Drop one ``follow`` relay (quietly when the application is already tearing down)."""
        with warnings.catch_warnings(), contextlib.suppress(RuntimeError, SystemError):
            warnings.simplefilter("ignore", RuntimeWarning)
            self.languageChanged.disconnect(relay)


def translations() -> Translations:
    """The application's ``Translations`` (created, with nothing installed, on first use)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication first")
    found = app.findChild(Translations, "tilegames-translations")
    return found if found is not None else Translations(app)
