#!/bin/sh
# Put tilegames in this user's applications menu and let .tilegames files open with it.
#   ./install.sh           (no root needed; run it again after moving this folder)
#   ./install.sh --remove  takes the menu entry, icon and file type out again; saved games stay
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
desktop="$data/applications/tilegames.desktop"
icon="$data/icons/hicolor/512x512/apps/tilegames.png"
mime="$data/mime/packages/tilegames.xml"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$desktop" "$icon" "$mime"
  echo "tilegames taken out of the menu (your saved games are still there)"
else
  mkdir -p "$(dirname "$desktop")" "$(dirname "$icon")" "$(dirname "$mime")"
  # Exec= quoting (desktop entry spec): \ " ` $ escaped, each escape written twice; % as %%.
  exe=$(printf '%s' "$here/tilegames" \
    | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')
  { grep -v '^Exec=' "$here/tilegames.desktop"; printf 'Exec="%s" %%f\n' "$exe"; } > "$desktop"
  cp "$here/tilegames.png" "$icon"
  cp "$here/tilegames-mime.xml" "$mime"
  echo "tilegames is in the applications menu (it starts $here/tilegames)"
fi
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
fi
