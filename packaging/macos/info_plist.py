"""The app's Info.plist entries beyond PyInstaller's own (tilegames.spec passes them to BUNDLE).

- ``CFBundleLocalizations``: the four languages, so macOS offers the app in them and Qt's native
  menus and dialogs follow the user's language.
- ``.tilegames`` files: an exported type (UTI ``org.tilegames.savedgame``) and a document type the
  app owns, so Finder shows them with the app's icon and opens them with it. Finder hands the
  file over as a Qt ``QFileOpenEvent`` (the program's side of that is in the app).
- ``CFBundleVersion``: the version's leading numbers (macOS wants numbers there; the full
  version, e.g. 1.0rc1, is ``CFBundleShortVersionString``).
- ``LSMinimumSystemVersion`` 11.0: the release build pins a Qt that still runs there
  (PySide6 6.7.3 for macOS in .ci/constraints.txt).
"""

from __future__ import annotations

import re

LANGUAGES = ["en", "nl", "de", "he"]
SAVE_EXTENSION = "tilegames"
SAVE_UTI = "org.tilegames.savedgame"
SAVE_TYPE_NAME = "tilegames saved game"  # translated in lproj/<lang>.lproj/InfoPlist.strings
MINIMUM_MACOS = "11.0"


def bundle_version(version: str) -> str:
    """``CFBundleVersion``: numbers only, at most three (``"1.0rc1"`` -> ``"1.0"``, ``"2.3.4.5"``
    -> ``"2.3.4"``); the full version is ``CFBundleShortVersionString``'s."""
    match = re.match(r"\d+(?:\.\d+){0,2}", version)
    if match is None:
        raise ValueError(f"the version {version!r} does not start with a number")
    return match.group(0)


def info_plist(version: str) -> dict:
    """The extra Info.plist keys for ``version``."""
    return {
        "CFBundleDisplayName": "tilegames",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": bundle_version(version),
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": LANGUAGES,
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": SAVE_TYPE_NAME,
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [SAVE_UTI],
            "CFBundleTypeIconFile": "tilegames.icns",
        }],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": SAVE_UTI,
            "UTTypeDescription": SAVE_TYPE_NAME,
            "UTTypeConformsTo": ["public.data", "public.content"],
            "UTTypeIconFile": "tilegames.icns",
            "UTTypeTagSpecification": {
                "public.filename-extension": [SAVE_EXTENSION],
                "public.mime-type": ["application/x-tilegames"],
            },
        }],
    }
