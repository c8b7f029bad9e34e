<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: designed and published by {publisher}.</source>
        <translation>{game}: entworfen und verlegt von {publisher}.</translation>
    </message>
    <message>
        <source>{game}: designed by {designer}, published by {publisher}.</source>
        <translation>{game}: entworfen von {designer}, verlegt von {publisher}.</translation>
    </message>
    <message>
        <source>About tilegames</source>
        <translation>Über tilegames</translation>
    </message>
    <message>
        <source>tilegames {version}</source>
        <translation>tilegames {version}</translation>
    </message>
    <message>
        <source>Three tile games for one computer: play against each other or against the computer, in English, Dutch, German or Hebrew.</source>
        <translation>Drei Legespiele für einen Computer: Spiel gegen andere oder gegen den Computer, auf Englisch, Niederländisch, Deutsch oder Hebräisch.</translation>
    </message>
    <message>
        <source>Our thanks go to the designers and publishers of these three games.</source>
        <translation>Unser Dank gilt den Autoren und Verlagen dieser drei Spiele.</translation>
    </message>
    <message>
        <source>Licence: proprietary, all rights reserved. {qt} is used under the GNU Lesser General Public License, version 3.</source>
        <translation>Lizenz: proprietär, alle Rechte vorbehalten. {qt} wird unter der GNU Lesser General Public License, Version 3, verwendet.</translation>
    </message>
    <message>
        <source>Runs on {python} and {qt}.</source>
        <translation>Läuft mit {python} und {qt}.</translation>
    </message>
</context>
<context>
    <name>CapturesHelp</name>
    <message>
        <source>Learn the captures</source>
        <translation>Schlagen lernen</translation>
    </message>
    <message>
        <source>First the tile just laid (blue frame) and the tiles it captures (red frame), then the board after the move. Remember: colours make a row, dots are for laying, icons are for capturing.</source>
        <translation>Zuerst der gerade angelegte Stein (blauer Rahmen) und die Steine, die er schlägt (roter Rahmen), dann das Spielfeld nach dem Zug. Merke: Farbe gewinnt, Kreise sind zum Anlegen und Zeichen zum Schlagen.</translation>
    </message>
</context>
<context>
    <name>ColourChoice</name>
    <message>
        <source>Tile colour</source>
        <translation>Farbe der Steine</translation>
    </message>
</context>
<context>
    <name>ContinueStrip</name>
    <message>
        <source>{range} of {count}</source>
        <translation>{range} von {count}</translation>
    </message>
    <message>
        <source>Continue where you left off:</source>
        <translation>Weiterspielen, wo du aufgehört hast:</translation>
    </message>
    <message>
        <source>No game is waiting to be continued.</source>
        <translation>Kein Spiel wartet darauf, fortgesetzt zu werden.</translation>
    </message>
    <message>
        <source>Removed: {game}.</source>
        <translation>Entfernt: {game}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Older unfinished games…</source>
        <translation>Ältere unfertige Spiele…</translation>
    </message>
    <message>
        <source>Games that no longer fit in this list: open one to play it on</source>
        <translation>Spiele, die nicht mehr in diese Liste passen: öffne eins, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Newer games</source>
        <translation>Neuere Spiele</translation>
    </message>
    <message>
        <source>More games</source>
        <translation>Weitere Spiele</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>{name} ahead</source>
        <translation>{name} vorn</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>How the game went, as the computer judged it after each move (the horizontal axis): above the middle line {first} stood better, below it {second}; the further from the middle, the larger the advantage.</source>
        <translation>Der Spielverlauf, wie der Computer ihn nach jedem Zug (waagrechte Achse) beurteilt hat: über der Mittellinie stand {first} besser, darunter {second}; je weiter von der Mitte, desto größer der Vorsprung.</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A short guided game: the program explains each step on the board</source>
        <translation>Ein kurzes Spiel mit Anleitung: das Programm erklärt jeden Schritt auf dem Spielfeld</translation>
    </message>
    <message>
        <source>Coming soon: this game cannot be played yet.</source>
        <translation>Bald verfügbar: dieses Spiel kann noch nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dieses Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{game} games cannot be played in this version yet.</source>
        <translation>{game} kann in dieser Version noch nicht gespielt werden.</translation>
    </message>
    <message>
        <source>This game is being played in another tilegames window; continue it there.</source>
        <translation>Dieses Spiel wird in einem anderen tilegames-Fenster gespielt; spiele es dort weiter.</translation>
    </message>
    <message>
        <source>That game is no longer there to continue.</source>
        <translation>Dieses Spiel ist nicht mehr da, um es fortzusetzen.</translation>
    </message>
    <message>
        <source>The game could not be removed ({reason}).</source>
        <translation>Das Spiel konnte nicht entfernt werden ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be put back ({reason}).</source>
        <translation>Das Spiel konnte nicht zurückgeholt werden ({reason}).</translation>
    </message>
    <message>
        <source>Open an older unfinished game</source>
        <translation>Ein älteres unfertiges Spiel öffnen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{file}: {reason}. Nothing was changed.</source>
        <translation>{file}: {reason}. Es wurde nichts verändert.</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Gespeichert als {file}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>Games (*{extension})</source>
        <translation>Spiele (*{extension})</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Bitte warten: der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>The computer player failed ({message}); a legal move was played for it instead.</source>
        <translation>Der Computerspieler ist gescheitert ({message}); an seiner Stelle wurde ein gültiger Zug gespielt.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Gib den Computer an {name} weiter</translation>
    </message>
    <message>
        <source>Click when {name} is ready; the others look away while {name} plays.</source>
        <translation>Klick, sobald {name} bereit ist; die anderen schauen weg, solange {name} spielt.</translation>
    </message>
    <message>
        <source>{name} is ready: show the tiles</source>
        <translation>{name} ist bereit: Steine zeigen</translation>
    </message>
</context>
<context>
    <name>KulamiDescribe</name>
    <message>
        <source>Red marble at {cell}</source>
        <translation>Rote Kugel auf {cell}</translation>
    </message>
    <message>
        <source>Black marble at {cell}</source>
        <translation>Schwarze Kugel auf {cell}</translation>
    </message>
    <message numerus="yes">
        <source>Empty hole at {cell} on a plate of %n hole(s)</source>
        <translation>
            <numerusform>Leeres Loch auf {cell}, auf einer Platte mit %n Loch</numerusform>
            <numerusform>Leeres Loch auf {cell}, auf einer Platte mit %n Löchern</numerusform>
        </translation>
    </message>
    <message>
        <source>you may place a marble here</source>
        <translation>hier darfst du eine Kugel setzen</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>der letzte Zug</translation>
    </message>
    <message>
        <source>{name} placed a marble at {cell}.</source>
        <translation>{name} hat eine Kugel auf {cell} gesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n marble(s) left.</source>
        <translation>
            <numerusform>Du bist am Zug, noch %n Kugel.</numerusform>
            <numerusform>Du bist am Zug, noch %n Kugeln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n marble(s) left.</source>
        <translation>
            <numerusform>{name} ist am Zug, noch %n Kugel.</numerusform>
            <numerusform>{name} ist am Zug, noch %n Kugeln.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KulamiDesigner</name>
    <message>
        <source>Plates may not overlap: there is no room here.</source>
        <translation>Platten dürfen sich nicht überlappen: hier ist kein Platz.</translation>
    </message>
    <message>
        <source>The plate must lie inside the 10×10 grid.</source>
        <translation>Die Platte muss innerhalb des 10×10-Rasters liegen.</translation>
    </message>
    <message>
        <source>There is no free place for this plate on the grid.</source>
        <translation>Auf dem Raster ist kein freier Platz für diese Platte.</translation>
    </message>
    <message>
        <source>There is no room to turn this plate here.</source>
        <translation>Hier ist kein Platz, um diese Platte zu drehen.</translation>
    </message>
    <message>
        <source>The board is {width}×{height}; a board must fit in 10×10.</source>
        <translation>Das Spielfeld ist {width}×{height} groß; ein Spielfeld muss in 10×10 passen.</translation>
    </message>
    <message>
        <source>The board has more {width}×{height} plates than the set: the set has {limit}.</source>
        <translation>Das Spielfeld hat mehr {width}×{height}-Platten als das Spiel: das Spiel hat {limit}.</translation>
    </message>
    <message>
        <source>This is not a board: {why}</source>
        <translation>Das ist kein Spielfeld: {why}</translation>
    </message>
    <message>
        <source>This text is far too long to be a board.</source>
        <translation>Dieser Text ist viel zu lang für ein Spielfeld.</translation>
    </message>
    <message>
        <source>There is no plate on the grid yet.</source>
        <translation>Auf dem Raster liegt noch keine Platte.</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Kulami board designer</source>
        <translation>Kulami: Spielfeld entwerfen</translation>
    </message>
    <message>
        <source>Drag plates from the tray onto the grid, and off the grid to put them back. R, a right click or the mouse wheel while dragging turns a plate. Keyboard: Tab chooses a plate, the arrows move it, R turns it, Enter puts it down, Delete sends it back to the tray, Ctrl+Tab goes on to the buttons.</source>
        <translation>Zieh Platten aus der Ablage auf das Raster und vom Raster herunter, um sie zurückzulegen. R, ein Rechtsklick oder das Mausrad beim Ziehen dreht eine Platte. Tastatur: Tab wählt eine Platte, die Pfeiltasten verschieben sie, R dreht sie, Enter legt sie ab, Entf legt sie zurück in die Ablage, Strg+Tab geht weiter zu den Knöpfen.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgangslage</translation>
    </message>
    <message>
        <source>Board grid</source>
        <translation>Raster des Spielfelds</translation>
    </message>
    <message>
        <source>An empty grid</source>
        <translation>Leeres Raster</translation>
    </message>
    <message>
        <source>A random 8×8 square</source>
        <translation>Zufälliges 8×8-Quadrat</translation>
    </message>
    <message>
        <source>A random irregular shape</source>
        <translation>Zufällige unregelmäßige Form</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Spielfelder</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Give the chosen board the name in the name field.</source>
        <translation>Gib dem gewählten Spielfeld den Namen aus dem Namensfeld.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Put the board on the clipboard as text, to share.</source>
        <translation>Legt das Spielfeld als Text in die Zwischenablage, zum Teilen.</translation>
    </message>
    <message>
        <source>Paste a board</source>
        <translation>Spielfeld einfügen</translation>
    </message>
    <message>
        <source>Take a board someone shared as text from the clipboard.</source>
        <translation>Übernimmt ein Spielfeld, das jemand als Text geteilt hat, aus der Zwischenablage.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Auf diesem Spielfeld spielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The board could not be stored: {reason}</source>
        <translation>Das Spielfeld konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>put a plate on the grid</source>
        <translation>eine Platte aufs Raster legen</translation>
    </message>
    <message>
        <source>move a plate</source>
        <translation>eine Platte verschieben</translation>
    </message>
    <message>
        <source>turn a plate</source>
        <translation>eine Platte drehen</translation>
    </message>
    <message>
        <source>put a plate back in the tray</source>
        <translation>eine Platte zurück in die Ablage legen</translation>
    </message>
    <message>
        <source>start from an empty grid</source>
        <translation>mit einem leeren Raster beginnen</translation>
    </message>
    <message>
        <source>start from a random 8×8 square</source>
        <translation>mit einem zufälligen 8×8-Quadrat beginnen</translation>
    </message>
    <message>
        <source>start from a random irregular shape</source>
        <translation>mit einer zufälligen unregelmäßigen Form beginnen</translation>
    </message>
    <message>
        <source>open {name}</source>
        <translation>„{name}“ öffnen</translation>
    </message>
    <message>
        <source>paste a board</source>
        <translation>ein Spielfeld einfügen</translation>
    </message>
    <message>
        <source>save {name}</source>
        <translation>„{name}“ speichern</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>„{old}“ in „{new}“ umbenennen</translation>
    </message>
    <message>
        <source>delete {name}</source>
        <translation>„{name}“ löschen</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate from the tray. The arrows carry it onto the grid, R turns it, Enter puts it down.</source>
        <translation>Gewählt: eine {size}-Platte aus der Ablage. Die Pfeiltasten bringen sie aufs Raster, R dreht sie, Enter legt sie ab.</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate on the grid. The arrows move it, R turns it, Enter puts it down, Delete sends it back.</source>
        <translation>Gewählt: eine {size}-Platte auf dem Raster. Die Pfeiltasten verschieben sie, R dreht sie, Enter legt sie ab, Entf legt sie zurück.</translation>
    </message>
    <message>
        <source>An empty grid: drag the plates onto it.</source>
        <translation>Ein leeres Raster: zieh die Platten darauf.</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Spielnummer:</translation>
    </message>
    <message>
        <source>A random 8×8 square, game number {seed}.</source>
        <translation>Ein zufälliges 8×8-Quadrat, Spielnummer {seed}.</translation>
    </message>
    <message>
        <source>A random irregular shape, game number {seed}.</source>
        <translation>Eine zufällige unregelmäßige Form, Spielnummer {seed}.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>„{name}“ geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n plate(s) still in the tray; all 17 must be on the grid.</source>
        <translation>
            <numerusform>Noch %n Platte in der Ablage; alle 17 müssen auf dem Raster liegen.</numerusform>
            <numerusform>Noch %n Platten in der Ablage; alle 17 müssen auf dem Raster liegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 17 plates are on the grid.</source>
        <translation>Alle 17 Platten liegen auf dem Raster.</translation>
    </message>
    <message>
        <source>No plate on the grid yet.</source>
        <translation>Noch keine Platte auf dem Raster.</translation>
    </message>
    <message numerus="yes">
        <source>The plates form %n separate parts; they must make one shape, touching edge to edge.</source>
        <translation>
            <numerusform>Die Platten bilden %n getrennten Teil; sie müssen eine Form bilden und Kante an Kante liegen.</numerusform>
            <numerusform>Die Platten bilden %n getrennte Teile; sie müssen eine Form bilden und Kante an Kante liegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plates make one shape, touching edge to edge.</source>
        <translation>Die Platten bilden eine Form und liegen Kante an Kante.</translation>
    </message>
    <message>
        <source>The board lies inside 10×10.</source>
        <translation>Das Spielfeld liegt innerhalb von 10×10.</translation>
    </message>
    <message>
        <source>Ready to play: a standard 8×8 board.</source>
        <translation>Bereit zum Spielen: ein normales 8×8-Spielfeld.</translation>
    </message>
    <message>
        <source>Ready to play: an irregular board.</source>
        <translation>Bereit zum Spielen: ein unregelmäßiges Spielfeld.</translation>
    </message>
    <message>
        <source>Not playable yet; you can save it as a draft.</source>
        <translation>Noch nicht spielbar; du kannst es als Entwurf speichern.</translation>
    </message>
    <message>
        <source>Undo: {step}</source>
        <translation>Rückgängig: {step}</translation>
    </message>
    <message>
        <source>Redo: {step}</source>
        <translation>Wiederholen: {step}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Only a board that passes the check can be played.</source>
        <translation>Nur ein Spielfeld, das die Prüfung besteht, kann gespielt werden.</translation>
    </message>
    <message>
        <source>Save the board first: then it is among your boards in the new-game dialog.</source>
        <translation>Speichere das Spielfeld zuerst: dann steht es bei deinen Spielfeldern im Fenster für ein neues Spiel.</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name} (eingebaut)</translation>
    </message>
    <message>
        <source>{name} (draft)</source>
        <translation>{name} (Entwurf)</translation>
    </message>
    <message>
        <source>A draft: it cannot be played until it passes the check.</source>
        <translation>Ein Entwurf: darauf kannst du erst spielen, wenn er die Prüfung besteht.</translation>
    </message>
    <message>
        <source>{name} (unreadable)</source>
        <translation>{name} (unlesbar)</translation>
    </message>
    <message>
        <source>This file is damaged and is skipped: {reason}</source>
        <translation>Diese Datei ist beschädigt und wird übersprungen: {reason}</translation>
    </message>
    <message>
        <source>Opened the built-in board {name}; save it under a name of your own.</source>
        <translation>Das eingebaute Spielfeld „{name}“ ist geöffnet; speichere es unter einem eigenen Namen.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>„{name}“ gespeichert.</translation>
    </message>
    <message>
        <source>Saved {name} as a draft: it cannot be played until it passes the check.</source>
        <translation>„{name}“ als Entwurf gespeichert: darauf kannst du erst spielen, wenn es die Prüfung besteht.</translation>
    </message>
    <message>
        <source>Type the new name in the name field first.</source>
        <translation>Tipp zuerst den neuen Namen ins Namensfeld.</translation>
    </message>
    <message>
        <source>Renamed {old} to {new}.</source>
        <translation>„{old}“ heißt jetzt „{new}“.</translation>
    </message>
    <message>
        <source>Deleted {name}. Undo brings it back while this window is open.</source>
        <translation>„{name}“ gelöscht. Rückgängig holt es zurück, solange dieses Fenster offen ist.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as text: paste it into a message to share it.</source>
        <translation>Das Spielfeld liegt als Text in der Zwischenablage: füge es in eine Nachricht ein, um es zu teilen.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>In der Zwischenablage ist kein Text zum Einfügen.</translation>
    </message>
    <message>
        <source>Pasted a board; give it a name and save it to keep it.</source>
        <translation>Spielfeld eingefügt; gib ihm einen Namen und speichere es, um es zu behalten.</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>Rückgängig gemacht: {step}</translation>
    </message>
    <message>
        <source>Redone: {step}</source>
        <translation>Wiederholt: {step}</translation>
    </message>
    <message>
        <source>My board</source>
        <translation>Mein Spielfeld</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
</context>
<context>
    <name>KulamiLayouts</name>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
</context>
<context>
    <name>KulamiNewGameDialog</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>New Kulami game</source>
        <translation>Neues Kulami-Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Spielfeld:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Wertung:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Random 8×8 square</source>
        <translation>Zufälliges 8×8-Quadrat</translation>
    </message>
    <message>
        <source>Random irregular shape</source>
        <translation>Zufällige unregelmäßige Form</translation>
    </message>
    <message>
        <source>Layout: {name}</source>
        <translation>Aufbau: {name}</translation>
    </message>
    <message>
        <source>Marbles on the plate</source>
        <translation>Kugeln auf der Platte</translation>
    </message>
    <message>
        <source>The same game number gives the same random board and the same starting player, so a game can be repeated.</source>
        <translation>Dieselbe Spielnummer ergibt dasselbe zufällige Spielfeld und denselben Startspieler, so lässt sich ein Spiel wiederholen.</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Spielfeld entwerfen…</translation>
    </message>
    <message>
        <source>Lay the plates out yourself, save the board, share it.</source>
        <translation>Leg die Platten selbst aus, speichere das Spielfeld und teile es.</translation>
    </message>
    <message>
        <source>Holes of the plate</source>
        <translation>Löcher der Platte</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Your board: {name}</source>
        <translation>Dein Spielfeld: {name}</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random to fill an 8×8 square.</source>
        <translation>Die 17 Platten zufällig zu einem 8×8-Quadrat gelegt.</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random in an open shape, with gaps.</source>
        <translation>Die 17 Platten zufällig in einer offenen Form gelegt, mit Lücken.</translation>
    </message>
    <message>
        <source>A board you made; the game number only decides who starts, when that is random.</source>
        <translation>Ein Spielfeld, das du gemacht hast; die Spielnummer bestimmt nur, wer beginnt, wenn das zufällig ist.</translation>
    </message>
    <message>
        <source>A fixed layout; the game number only decides who starts, when that is random.</source>
        <translation>Ein fester Aufbau; die Spielnummer bestimmt nur, wer beginnt, wenn das zufällig ist.</translation>
    </message>
    <message>
        <source>A plate is worth the marbles on it (the rule sheet&apos;s rule).</source>
        <translation>Eine Platte zählt so viel, wie Kugeln auf ihr liegen (nach der Spielregel).</translation>
    </message>
    <message>
        <source>A plate is worth its number of holes (the publisher&apos;s rule).</source>
        <translation>Eine Platte zählt so viel, wie sie Löcher hat (die Regel des Verlags).</translation>
    </message>
    <message>
        <source>Most points wins.</source>
        <translation>Wer die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>The larger region of joined own plates wins; points break a tie.</source>
        <translation>Das größere Gebiet zusammenhängender eigener Platten gewinnt; bei Gleichstand entscheiden die Punkte.</translation>
    </message>
    <message>
        <source>The larger group of joined own marbles scores the difference as a bonus.</source>
        <translation>Die größere Gruppe zusammenhängender eigener Kugeln erhält den Unterschied als Bonus.</translation>
    </message>
    <message>
        <source>An example: each game gets a new board.</source>
        <translation>Ein Beispiel: jedes Spiel bekommt ein neues Spielfeld.</translation>
    </message>
</context>
<context>
    <name>KulamiResult</name>
    <message numerus="yes">
        <source>Largest region: %n hole(s)</source>
        <translation>
            <numerusform>Größtes Gebiet: %n Loch</numerusform>
            <numerusform>Größtes Gebiet: %n Löcher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s)</source>
        <translation>
            <numerusform>Größte Gruppe: %n Kugel</numerusform>
            <numerusform>Größte Gruppe: %n Kugeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s), bonus +{bonus}</source>
        <translation>
            <numerusform>Größte Gruppe: %n Kugel, Bonus +{bonus}</numerusform>
            <numerusform>Größte Gruppe: %n Kugeln, Bonus +{bonus}</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided by the largest region: {a} against {b} holes.</source>
        <translation>Entschieden durch das größte Gebiet: {a} gegen {b} Löcher.</translation>
    </message>
    <message>
        <source>Largest regions equal ({a} holes): the points decide.</source>
        <translation>Größte Gebiete gleich groß ({a} Löcher): die Punkte entscheiden.</translation>
    </message>
    <message>
        <source>{a} to {b} points.</source>
        <translation>{a} zu {b} Punkten.</translation>
    </message>
    <message>
        <source>Both have {a} points.</source>
        <translation>Beide haben {a} Punkte.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Ein geteilter Sieg!</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>Platte</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Marbles of {name}</source>
        <translation>Kugeln von {name}</translation>
    </message>
    <message>
        <source>nobody: a tie on this plate</source>
        <translation>niemand: Gleichstand auf dieser Platte</translation>
    </message>
    <message>
        <source>{holes} holes</source>
        <translation>{holes} Löcher</translation>
    </message>
</context>
<context>
    <name>KulamiScreen</name>
    <message numerus="yes">
        <source>%n marble(s) left</source>
        <translation>
            <numerusform>%n Kugel übrig</numerusform>
            <numerusform>%n Kugeln übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>Punkt</numerusform>
            <numerusform>Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>{name} to move: any hole</source>
        <translation>{name} ist am Zug: jedes Loch ist erlaubt</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>random 8×8, game number {seed}</source>
        <translation>zufällig 8×8, Spielnummer {seed}</translation>
    </message>
    <message>
        <source>random irregular, game number {seed}</source>
        <translation>zufällig unregelmäßig, Spielnummer {seed}</translation>
    </message>
    <message>
        <source>marbles on the plate</source>
        <translation>Kugeln auf der Platte</translation>
    </message>
    <message>
        <source>holes of the plate</source>
        <translation>Löcher der Platte</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>Spielfeld: {board}</translation>
    </message>
    <message>
        <source>Scoring: {scoring}</source>
        <translation>Wertung: {scoring}</translation>
    </message>
    <message>
        <source>Variant: {variant}</source>
        <translation>Variante: {variant}</translation>
    </message>
    <message>
        <source>Plates</source>
        <translation>Platten</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Gegen Leicht spielen</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Lektion schließen</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Not yet: read the explanation, then press Next.</source>
        <translation>Noch nicht: lies die Erklärung und klick dann auf Weiter.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson asks for the one marked on the board.</source>
        <translation>Dieser Zug ist erlaubt, aber diese Lektion verlangt den Zug, der auf dem Spielfeld markiert ist.</translation>
    </message>
</context>
<context>
    <name>LsdCaptures</name>
    <message>
        <source>The + captures across one tile</source>
        <translation>Das&#xa0;+ schlägt über einen Stein hinweg</translation>
    </message>
    <message>
        <source>Lay a + so that exactly one tile lies between it and another + of your icon shade, in a row or a column. If that tile has the other shade, it is captured. Had the far tile been an x, nothing would be captured.</source>
        <translation>Lege ein&#xa0;+ so an, dass genau ein Stein zwischen ihm und einem anderen&#xa0;+ mit deiner Zeichenfarbe liegt, waagerecht oder senkrecht. Hat dieser Stein ein Zeichen der anderen Farbe, wird er geschlagen. Wäre der Stein auf der anderen Seite ein&#xa0;x gewesen, wäre nichts geschlagen worden.</translation>
    </message>
    <message>
        <source>The x captures along the other diagonal</source>
        <translation>Das&#xa0;x schlägt entlang der anderen Diagonale</translation>
    </message>
    <message>
        <source>Lay an x against the corner of another x of your shade. The tiles that touch both x tiles along an edge are captured if they have the other shade — both at once if both are there (the sheet&apos;s spot B). Had the tile at the corner been a +, nothing would be captured.</source>
        <translation>Lege ein&#xa0;x an eine Ecke eines anderen&#xa0;x mit deiner Zeichenfarbe. Die Steine, die mit einer Seite an beide x-Steine grenzen, werden geschlagen, wenn ihr Zeichen die andere Farbe hat — beide zugleich, wenn beide da sind (die Stelle B der Spielregel). Wäre der Stein an der Ecke ein&#xa0;+ gewesen, wäre nichts geschlagen worden.</translation>
    </message>
    <message>
        <source>Partners capture together</source>
        <translation>Partner schlagen gemeinsam</translation>
    </message>
    <message>
        <source>Only the icon shade counts, not the colour: with 4 players the two players of one shade work together, so the far + may be your partner&apos;s. You never capture tiles with your own shade.</source>
        <translation>Nur die Farbe des Zeichens zählt, nicht die des Steins: Bei 4 Spielern spielen die beiden Spieler mit gleichen Zeichen zusammen, das&#xa0;+ auf der anderen Seite darf also deinem Partner gehören. Steine mit Zeichen deiner eigenen Farbe schlägst du nie.</translation>
    </message>
</context>
<context>
    <name>LsdColours</name>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
</context>
<context>
    <name>LsdDescribe</name>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>{tile} passt hier</translation>
    </message>
    <message numerus="yes">
        <source>the {tile} fits here turned %n ways</source>
        <translation>
            <numerusform>{tile} passt hier in %n Drehung</numerusform>
            <numerusform>{tile} passt hier in %n Drehungen</numerusform>
        </translation>
    </message>
    <message>
        <source>turned now: dots {dots}</source>
        <translation>jetzt gedreht: Halbkreise {dots}</translation>
    </message>
    <message>
        <source>Tile of {name}, {tile}, dots {dots}, at {cell}</source>
        <translation>Stein von {name}, {tile}, Halbkreise {dots}, auf {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>Leeres Feld auf {cell}</translation>
    </message>
    <message>
        <source>{name} laid a {tile} at {cell}.</source>
        <translation>{name} legt: {tile} auf {cell}.</translation>
    </message>
    <message numerus="yes">
        <source>It captures %n tile(s).</source>
        <translation>
            <numerusform>Damit wird %n Stein geschlagen.</numerusform>
            <numerusform>Damit werden %n Steine geschlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} kann keinen Stein anlegen und muss aussetzen.</translation>
    </message>
    <message>
        <source>{mark} and a number: the move captured that many tiles.</source>
        <translation>{mark} mit einer Zahl: so viele Steine hat der Zug geschlagen.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n tile(s) left.</source>
        <translation>
            <numerusform>Du bist am Zug, noch %n Stein.</numerusform>
            <numerusform>Du bist am Zug, noch %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n tile(s) left.</source>
        <translation>
            <numerusform>{name} ist am Zug, noch %n Stein.</numerusform>
            <numerusform>{name} ist am Zug, noch %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {tile}.</source>
        <translation>Gewählt: {tile}.</translation>
    </message>
</context>
<context>
    <name>LsdNewGameDialog</name>
    <message>
        <source>With 2 players a row of {two} tiles wins; with 4 players a row of {four}.</source>
        <translation>Bei 2 Spielern gewinnt eine Reihe von {two} Steinen, bei 4 Spielern eine Reihe von {four}.</translation>
    </message>
    <message>
        <source>Two players who move one after the other never share an icon shade. {a} and {b} play with white icons and capture together; {c} and {d} with black icons.</source>
        <translation>Spieler, die nacheinander spielen, spielen nie beide mit Weiß oder beide mit Schwarz. {a} und {b} spielen mit den weißen Zeichen und schlagen gemeinsam; {c} und {d} mit den schwarzen.</translation>
    </message>
    <message>
        <source>{a} plays with white icons, {b} with black icons.</source>
        <translation>{a} spielt mit den weißen Zeichen, {b} mit den schwarzen.</translation>
    </message>
    <message>
        <source>Random (the most confused player starts)</source>
        <translation>Zufällig (der Spieler, der am meisten verwirrt ist, beginnt)</translation>
    </message>
    <message>
        <source>New LSD game</source>
        <translation>Neues LSD-Spiel</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <source>The first tile may be any tile of the supply, laid in the middle of the table.</source>
        <translation>Als erster Stein darf ein beliebiger Stein aus dem Vorrat gelegt werden; er kommt in die Mitte des Tisches.</translation>
    </message>
</context>
<context>
    <name>LsdScreen</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>noch %n Stein</numerusform>
            <numerusform>noch %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n übrig</numerusform>
            <numerusform>%n übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>{shade}, with {partner}</source>
        <translation>{shade}, mit {partner}</translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} kann keinen Stein anlegen und muss aussetzen.</translation>
    </message>
    <message>
        <source>A draw: nobody can place a tile any more.</source>
        <translation>Unentschieden: Niemand kann noch einen Stein anlegen.</translation>
    </message>
    <message>
        <source>{name} wins with a row of {n}!</source>
        <translation>{name} gewinnt mit einer Reihe von {n}!</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>{name} to move: lay any tile in the middle of the table.</source>
        <translation>{name} ist am Zug: Lege einen beliebigen Stein in die Mitte des Tisches.</translation>
    </message>
    <message>
        <source>{name} to move: lay a tile so that it completes a dot.</source>
        <translation>{name} ist am Zug: Lege einen Stein so an, dass er einen Kreis schließt.</translation>
    </message>
    <message>
        <source>{players} players: a row of {n} of your colour wins.</source>
        <translation>{players} Spieler: Eine Reihe von {n} Steinen deiner Farbe gewinnt.</translation>
    </message>
    <message>
        <source>Together: {a} and {b} (white icons), {c} and {d} (black icons).</source>
        <translation>Zusammen: {a} und {b} (weiße Zeichen), {c} und {d} (schwarze Zeichen).</translation>
    </message>
    <message numerus="yes">
        <source>captures %n tile(s)</source>
        <translation>
            <numerusform>schlägt %n Stein</numerusform>
            <numerusform>schlägt %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message numerus="yes">
        <source>A row of %n tile(s) of one colour.</source>
        <translation>
            <numerusform>Eine Reihe von %n Stein einer Farbe.</numerusform>
            <numerusform>Eine Reihe von %n Steinen einer Farbe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tile fits here turned %n way(s): turn it (R) until the frame is solid, then lay it.</source>
        <translation>
            <numerusform>Dieser Stein passt hier auf %n Art gedreht: dreh ihn (R), bis der Rahmen durchgezogen ist, und leg ihn dann an.</numerusform>
            <numerusform>Dieser Stein passt hier auf %n Arten gedreht: dreh ihn (R), bis der Rahmen durchgezogen ist, und leg ihn dann an.</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n geschlagen</numerusform>
            <numerusform>%n geschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} auf {cell}</translation>
    </message>
    <message>
        <source>Nobody can place a tile any more.</source>
        <translation>Niemand kann noch einen Stein anlegen.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space lays the chosen tile there, 1–9 and 0 choose a tile, R turns it, F6 goes on to your supply and the panel.</source>
        <translation>Das Spielfeld. Die Pfeiltasten bewegen den Cursor, Enter oder die Leertaste legt den gewählten Stein dort an, 1–9 und 0 wählen einen Stein, R dreht ihn, F6 wechselt zu deinem Vorrat und zur Seitenleiste.</translation>
    </message>
    <message>
        <source>Turned another way it fits here (R).</source>
        <translation>Anders gedreht passt er hier (R).</translation>
    </message>
    <message numerus="yes">
        <source>Laying it here captures %n tile(s).</source>
        <translation>
            <numerusform>Hier angelegt schlägt er %n Stein.</numerusform>
            <numerusform>Hier angelegt schlägt er %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a tile from your supply first (click it, or press 1–9, 0 or Tab).</source>
        <translation>Wähle zuerst einen Stein aus deinem Vorrat (klicke ihn an oder drücke 1–9, 0 oder Tab).</translation>
    </message>
    <message>
        <source>Learn the captures…</source>
        <translation>Schlagen lernen…</translation>
    </message>
    <message>
        <source>Pictures of how + and x capture tiles of the other shade</source>
        <translation>Bilder, wie&#xa0;+ und&#xa0;x Steine mit Zeichen der anderen Farbe schlagen</translation>
    </message>
</context>
<context>
    <name>LsdTiles</name>
    <message>
        <source>single tile</source>
        <translation>Einzelstein</translation>
    </message>
    <message>
        <source>corner tile</source>
        <translation>Eckstein</translation>
    </message>
    <message>
        <source>straight tile</source>
        <translation>gerader Stein</translation>
    </message>
    <message>
        <source>T tile</source>
        <translation>T-Stein</translation>
    </message>
    <message>
        <source>cross tile</source>
        <translation>Kreuzstein</translation>
    </message>
    <message>
        <source>{tile} with {icon}</source>
        <translation>{tile} mit {icon}</translation>
    </message>
    <message>
        <source>White icons</source>
        <translation>Weiße Zeichen</translation>
    </message>
    <message>
        <source>Black icons</source>
        <translation>Schwarze Zeichen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>{game}…</source>
        <translation>{game}…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Rätsel</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;An Fenster anpassen</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Log-&amp;Ordner öffnen</translation>
    </message>
    <message>
        <source>&amp;About tilegames</source>
        <translation>Ü&amp;ber tilegames</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Leave this game? It is saved and can be continued from the start page.</source>
        <translation>Dieses Spiel verlassen? Es ist gespeichert und kann auf der Startseite fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>Der Log-Ordner konnte nicht geöffnet werden. Er liegt hier: {folder}</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used; the damaged file was kept as {name}.</source>
        <translation>Deine Einstellungsdatei war beschädigt, deshalb gelten die Standardeinstellungen; die beschädigte Datei wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used. ({detail})</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden; es gelten die Standardwerte. ({detail})</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>Einige Übersetzungen fehlen in dieser Installation: {names}</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>No moves yet</source>
        <translation>Noch keine Züge</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Game number:</source>
        <translation>Spielnummer:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>A game number is a whole number from 0 to {max}, written with the digits 0 to 9. Leave the field empty for a random one.</source>
        <translation>Eine Spielnummer ist eine ganze Zahl von 0 bis {max}, geschrieben mit den Ziffern 0 bis 9. Lass das Feld leer für eine zufällige Spielnummer.</translation>
    </message>
    <message>
        <source>Your choices could not be remembered for next time: {reason}</source>
        <translation>Deine Auswahl konnte nicht für das nächste Mal gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>PieceTray</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>noch %n</numerusform>
            <numerusform>noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>markiert</translation>
    </message>
    <message>
        <source>{n} of {total}: {piece}</source>
        <translation>{n} von {total}: {piece}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}, with {move} played instead of the mistake.</source>
        <translation>Ein neues Spiel ab der Stellung nach Zug {n}, mit {move} anstelle des Fehlers.</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}.</source>
        <translation>Ein neues Spiel ab der Stellung nach Zug {n}.</translation>
    </message>
    <message>
        <source>It is saved as a game of its own; the game you are reviewing stays as it is.</source>
        <translation>Es wird als eigenes Spiel gespeichert; das Spiel, das du nachspielst, bleibt, wie es ist.</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Something unexpected went wrong inside tilegames. It is a fault in the program, not something you did.</source>
        <translation>In tilegames ist unerwartet etwas schiefgelaufen. Das ist ein Fehler im Programm, nicht etwas, das du getan hast.</translation>
    </message>
    <message>
        <source>A game in progress is safe: it is saved after every move, and you can play on. If something looks wrong, quit tilegames and start it again; the game waits under Continue on the start page.</source>
        <translation>Ein laufendes Spiel ist sicher: Es wird nach jedem Zug gespeichert, und du kannst weiterspielen. Wenn etwas falsch aussieht, beende tilegames und starte es neu; das Spiel wartet auf der Startseite unter „Weiterspielen“.</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s) came up since this message appeared.</source>
        <translation>
            <numerusform>Seit diese Meldung erschien, ist noch %n weiteres Problem aufgetreten.</numerusform>
            <numerusform>Seit diese Meldung erschien, sind noch %n weitere Probleme aufgetreten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are on the clipboard.</source>
        <translation>Die Details sind in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>Der Log-Ordner konnte nicht geöffnet werden. Er liegt hier: {folder}</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Log-&amp;Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>PuzzleParts</name>
    <message>
        <source>Hint: the marked cell is where the answer begins.</source>
        <translation>Tipp: Auf dem markierten Feld beginnt die Lösung.</translation>
    </message>
    <message>
        <source>Solution: {reason}</source>
        <translation>Lösung: {reason}</translation>
    </message>
    <message>
        <source>Solved! {reason}</source>
        <translation>Gelöst! {reason}</translation>
    </message>
    <message>
        <source>Not this one. {reason}</source>
        <translation>Das ist es nicht. {reason}</translation>
    </message>
    <message>
        <source>Back to the puzzle: try again.</source>
        <translation>Zurück zum Rätsel: Versuche es noch einmal.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s position again.</source>
        <translation>Zurück zur Stellung des Rätsels.</translation>
    </message>
    <message>
        <source>Watch what follows on the board…</source>
        <translation>Sieh auf dem Spielfeld, was folgt…</translation>
    </message>
    <message>
        <source>Solved. On to the next puzzle?</source>
        <translation>Gelöst. Weiter zum nächsten Rätsel?</translation>
    </message>
    <message>
        <source>That was the solution. Try it yourself, or go on to the next puzzle.</source>
        <translation>Das war die Lösung. Versuche es selbst oder geh weiter zum nächsten Rätsel.</translation>
    </message>
    <message>
        <source>Daily puzzle, {day} · {game} · {level}</source>
        <translation>Tagesrätsel, {day} · {game} · {level}</translation>
    </message>
    <message>
        <source>{game} puzzle · {level}</source>
        <translation>{game}-Rätsel · {level}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Mark where the answer begins (H)</source>
        <translation>Markiert, wo die Lösung beginnt (H)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Alle Rätsel</translation>
    </message>
    <message>
        <source>Back to the Puzzles page</source>
        <translation>Zurück zur Seite Rätsel</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Nächstes Rätsel</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Wait a moment: the moves are being shown.</source>
        <translation>Einen Moment: Die Züge werden gezeigt.</translation>
    </message>
    <message>
        <source>This puzzle is done: try the next one.</source>
        <translation>Dieses Rätsel ist fertig: Versuche das nächste.</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Level {n}</source>
        <translation>Stufe {n}</translation>
    </message>
</context>
<context>
    <name>PuzzlesEntry</name>
    <message>
        <source>Puzzles…</source>
        <translation>Rätsel…</translation>
    </message>
    <message>
        <source>Positions from real games with one best move to find, and a new daily puzzle every day.</source>
        <translation>Stellungen aus echten Partien, in denen du den besten Zug findest, und jeden Tag ein neues Tagesrätsel.</translation>
    </message>
</context>
<context>
    <name>PuzzlesPage</name>
    <message>
        <source>Daily puzzle: {day}</source>
        <translation>Tagesrätsel: {day}</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle cannot be shown: {why}</source>
        <translation>Das heutige Rätsel kann nicht gezeigt werden: {why}</translation>
    </message>
    <message>
        <source>{game} · {level}: {goal}</source>
        <translation>{game} · {level}: {goal}</translation>
    </message>
    <message>
        <source>Solved today.</source>
        <translation>Heute gelöst.</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today; a new one tomorrow.</source>
        <translation>Heute für alle dasselbe Rätsel; morgen ein neues.</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row.</source>
        <translation>
            <numerusform>Serie: %n Tag in Folge.</numerusform>
            <numerusform>Serie: %n Tage in Folge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solve it again</source>
        <translation>Noch einmal lösen</translation>
    </message>
    <message>
        <source>Solve today&apos;s puzzle</source>
        <translation>Das heutige Rätsel lösen</translation>
    </message>
    <message>
        <source>{game} ({solved} of {total} solved)</source>
        <translation>{game} ({solved} von {total} gelöst)</translation>
    </message>
    <message>
        <source>All ({solved} of {total} solved)</source>
        <translation>Alle ({solved} von {total} gelöst)</translation>
    </message>
    <message>
        <source>{level} ({solved} of {total} solved)</source>
        <translation>{level} ({solved} von {total} gelöst)</translation>
    </message>
    <message>
        <source>{number}. {level}: {goal}</source>
        <translation>{number}. {level}: {goal}</translation>
    </message>
    <message>
        <source>{puzzle} — solved</source>
        <translation>{puzzle} — gelöst</translation>
    </message>
    <message>
        <source>No. {number} · {level}</source>
        <translation>Nr. {number} · {level}</translation>
    </message>
    <message>
        <source>The puzzles of {game} cannot be shown: {why}</source>
        <translation>Die Rätsel von {game} können nicht gezeigt werden: {why}</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Zurück zu den Spielen</translation>
    </message>
    <message>
        <source>Choose a puzzle</source>
        <translation>Wähle ein Rätsel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>Solve this puzzle</source>
        <translation>Dieses Rätsel lösen</translation>
    </message>
    <message>
        <source>First unsolved</source>
        <translation>Erstes ungelöstes</translation>
    </message>
    <message>
        <source>Opens today&apos;s puzzle on its board</source>
        <translation>Öffnet das heutige Rätsel auf seinem Spielfeld</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QwirkleDescribe</name>
    <message>
        <source>put down this turn</source>
        <translation>in diesem Zug gelegt</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>der letzte Zug</translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} auf {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>Leeres Feld auf {cell}</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>{tile} passt hier</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag.</source>
        <translation>
            <numerusform>%n Stein im Beutel.</numerusform>
            <numerusform>%n Steine im Beutel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n tile(s) in your hand.</source>
        <translation>
            <numerusform>Du bist am Zug: %n Stein auf der Hand.</numerusform>
            <numerusform>Du bist am Zug: %n Steine auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
</context>
<context>
    <name>QwirkleLessonScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Steine im Beutel: {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleNewGameDialog</name>
    <message>
        <source>New Qwirkle game</source>
        <translation>Neues Qwirkle-Spiel</translation>
    </message>
    <message>
        <source>Players (2 to 6)</source>
        <translation>Spieler (2 bis 6)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The players sit in playing order, from the top. The player with the most tiles that share a colour or a shape starts; if several have as many, the one seated first of them starts, so seat the oldest player first.</source>
        <translation>Die Spieler sitzen in Spielreihenfolge, von oben nach unten. Wer die meisten Steine mit gemeinsamer Farbe oder Form hat, beginnt; haben mehrere gleich viele, beginnt der oberste von ihnen, also setz den ältesten Spieler nach oben.</translation>
    </message>
    <message>
        <source>The game number shuffles the bag: the same number deals the same tiles again, so a game can be repeated. Leave it empty for a new deal every game.</source>
        <translation>Die Spielnummer bestimmt, wie der Beutel gemischt wird: Dieselbe Nummer teilt dieselben Steine wieder aus, so lässt sich ein Spiel wiederholen. Lass das Feld leer, dann wird jedes Spiel neu gemischt.</translation>
    </message>
</context>
<context>
    <name>QwirklePictures</name>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Ben</source>
        <translation>Ben</translation>
    </message>
    <message>
        <source>Chris</source>
        <translation>Chris</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>Dana</translation>
    </message>
    <message>
        <source>Eli</source>
        <translation>Emil</translation>
    </message>
    <message>
        <source>Fay</source>
        <translation>Frieda</translation>
    </message>
</context>
<context>
    <name>QwirklePuzzleScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Steine im Beutel: {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleScreen</name>
    <message>
        <source>Qwirkle!</source>
        <translation>Qwirkle!</translation>
    </message>
    <message>
        <source>Not there: {reason}.</source>
        <translation>Nicht dort: {reason}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>The computers are playing; their tiles stay hidden.</source>
        <translation>Die Computer spielen; ihre Steine bleiben verdeckt.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} spielt.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n tile(s)</source>
        <translation>
            <numerusform>%n Stein tauschen</numerusform>
            <numerusform>%n Steine tauschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange…</source>
        <translation>Tauschen…</translation>
    </message>
    <message>
        <source>You cannot exchange now: {reason}.</source>
        <translation>Du kannst jetzt nicht tauschen: {reason}.</translation>
    </message>
    <message>
        <source>Swap tiles with the bag instead of placing; it scores nothing.</source>
        <translation>Tausche Steine mit dem Beutel, statt anzulegen; das bringt keine Punkte.</translation>
    </message>
    <message>
        <source>Put the {tile} at {cell}: the move would score {points}.</source>
        <translation>{tile} auf {cell}: Der Zug brächte {points}.</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n Punkt</numerusform>
            <numerusform>+%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>+6 for going out</source>
        <translation>+6 fürs Ausgehen</translation>
    </message>
    <message>
        <source>You can neither place a tile nor exchange: press Pass.</source>
        <translation>Du kannst weder einen Stein anlegen noch tauschen: klick auf Passen.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds only %n tile(s): choose fewer.</source>
        <translation>
            <numerusform>Im Beutel ist nur noch %n Stein: wähle weniger.</numerusform>
            <numerusform>Im Beutel sind nur noch %n Steine: wähle weniger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tiles you want to exchange, then press Exchange. Esc cancels.</source>
        <translation>Klick die Steine an, die du tauschen willst, dann auf Tauschen. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Press Play (Enter) to play these tiles, or put down more.</source>
        <translation>Klick auf Legen (Enter), um diese Steine zu spielen, oder leg weitere dazu.</translation>
    </message>
    <message>
        <source>These are your last tiles: you go out.</source>
        <translation>Das sind deine letzten Steine: Du gehst aus.</translation>
    </message>
    <message>
        <source>Not a move yet: {reason}.</source>
        <translation>Noch kein gültiger Zug: {reason}.</translation>
    </message>
    <message>
        <source>Now choose a cell: the marked cells fit.</source>
        <translation>Wähl jetzt ein Feld: Die markierten Felder passen.</translation>
    </message>
    <message>
        <source>Now choose a cell for the tile.</source>
        <translation>Wähl jetzt ein Feld für den Stein.</translation>
    </message>
    <message>
        <source>The bag is empty, so you cannot exchange.</source>
        <translation>Der Beutel ist leer, also kannst du nicht tauschen.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Space puts the chosen tile there or picks one up, Enter plays the turn, Esc takes the tiles back, 1–6 take a tile from your hand, F6 goes on to your hand and the panel.</source>
        <translation>Das Spielfeld. Die Pfeiltasten bewegen den Cursor, die Leertaste legt den gewählten Stein dort ab oder nimmt einen auf, Enter spielt den Zug, Esc nimmt die Steine zurück, 1–6 nehmen einen Stein von deiner Hand, F6 wechselt zu deiner Hand und zur Seitenleiste.</translation>
    </message>
    <message>
        <source>Opening tiles: {n}</source>
        <translation>Eröffnungssteine: {n}</translation>
    </message>
    <message>
        <source>Tiles in hand: {n}</source>
        <translation>Steine auf der Hand: {n}</translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>Punkt</numerusform>
            <numerusform>Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape, more than anyone else.</source>
        <translation>
            <numerusform>{name} beginnt: %n Stein mit gemeinsamer Farbe oder Form, mehr als alle anderen.</numerusform>
            <numerusform>{name} beginnt: %n Steine mit gemeinsamer Farbe oder Form, mehr als alle anderen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape; {others} too, and the earlier seat starts.</source>
        <translation>
            <numerusform>{name} beginnt: %n Stein mit gemeinsamer Farbe oder Form; {others} auch, und wer früher am Tisch sitzt, beginnt.</numerusform>
            <numerusform>{name} beginnt: %n Steine mit gemeinsamer Farbe oder Form; {others} auch, und wer früher am Tisch sitzt, beginnt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number: {seed}</source>
        <translation>Spielnummer: {seed}</translation>
    </message>
    <message>
        <source>exchange {tiles}</source>
        <translation>tausche {tiles}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>Put the tiles back in your hand (Esc)</source>
        <translation>Die Steine auf die Hand zurücknehmen (Esc)</translation>
    </message>
    <message>
        <source>Choose a tile from your hand first.</source>
        <translation>Wähl zuerst einen Stein aus deiner Hand.</translation>
    </message>
    <message>
        <source>Choose a tile, then a cell, or drag it onto the board.</source>
        <translation>Wähl einen Stein und dann ein Feld, oder zieh ihn aufs Spielfeld.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Hand von {name}</translation>
    </message>
    <message>
        <source>{name}, your hand</source>
        <translation>{name}, deine Hand</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>The review shows every player&apos;s hand.</source>
        <translation>Beim Nachspielen siehst du die Hand jedes Spielers.</translation>
    </message>
    <message numerus="yes">
        <source>Your first move: put down your %n tile(s) that share a colour or a shape, in one line from the centre.</source>
        <translation>
            <numerusform>Dein erster Zug: leg deinen %n Stein mit gemeinsamer Farbe oder Form an, in einer Reihe von der Mitte aus.</numerusform>
            <numerusform>Dein erster Zug: leg deine %n Steine mit gemeinsamer Farbe oder Form an, in einer Reihe von der Mitte aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other hands and the bag are dealt anew from the tiles {name} has not seen; {name} keeps this hand.</source>
        <translation>Die anderen Hände und der Beutel werden aus den Steinen, die {name} nicht gesehen hat, neu verteilt; {name} behält diese Hand.</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Steine im Beutel: {n}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Legen</translation>
    </message>
    <message>
        <source>Play the tiles you put down (Enter)</source>
        <translation>Die abgelegten Steine spielen (Enter)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Let the turn go by: you can neither place nor exchange</source>
        <translation>Den Zug verstreichen lassen: Du kannst weder anlegen noch tauschen</translation>
    </message>
</context>
<context>
    <name>QwirkleSeats</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleTiles</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>clover</source>
        <translation>Kleeblatt</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>{shape} ({colour})</source>
        <translation>{shape} ({colour})</translation>
    </message>
</context>
<context>
    <name>QwirkleWords</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {tiles}, {points}</source>
        <translation>{name}: {tiles}, {points}</translation>
    </message>
    <message>
        <source>(+6 for going out)</source>
        <translation>(+6 fürs Ausgehen)</translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanged %n tile(s)</source>
        <translation>
            <numerusform>{name} tauschte %n Stein</numerusform>
            <numerusform>{name} tauschte %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} passte</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Ein geteilter Sieg!</translation>
    </message>
    <message>
        <source>{name} placed their last tile and scored 6 extra points.</source>
        <translation>{name} hat den letzten Stein gelegt und 6 Extrapunkte bekommen.</translation>
    </message>
    <message>
        <source>The bag is empty and nobody can place a tile any more.</source>
        <translation>Der Beutel ist leer und niemand kann mehr einen Stein anlegen.</translation>
    </message>
    <message>
        <source>went out: +6</source>
        <translation>ausgegangen: +6</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>noch %n Stein</numerusform>
            <numerusform>noch %n Steine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Play again with the same settings</source>
        <translation>Noch einmal mit denselben Einstellungen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Spiel nachspielen</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Stelle in der Partie</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Nachspielen beenden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>The computer (hard) judges every move: best, good, inaccuracy or mistake, and shows the better move</source>
        <translation>Der Computer (schwer) bewertet jeden Zug: bester, gut, ungenau oder Fehler, und zeigt den besseren Zug</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the players you choose; this game stays as it is</source>
        <translation>Ein neues Spiel ab der gezeigten Stellung, mit den Spielern deiner Wahl; dieses Spiel bleibt, wie es ist</translation>
    </message>
    <message>
        <source>Play the better move from here</source>
        <translation>Von hier aus den besseren Zug spielen</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the better move played instead of the mistake</source>
        <translation>Ein neues Spiel ab der gezeigten Stellung, mit dem besseren Zug anstelle des Fehlers</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%v von %m Zügen</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Zug {n} von {total}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Numbered rules</source>
        <translation>&amp;Nummerierte Regeln</translation>
    </message>
    <message>
        <source>These rules are not available in your language yet; here they are in English.</source>
        <translation>Diese Spielregeln gibt es noch nicht in deiner Sprache; hier sind sie auf Englisch.</translation>
    </message>
    <message>
        <source>The rules of this game are missing from this installation.</source>
        <translation>Die Spielregeln dieses Spiels fehlen in dieser Installation.</translation>
    </message>
    <message>
        <source>These are the numbered rules, a precise reference that exists in English only. Each rule has a number by which a question or a bug report can name it.</source>
        <translation>Dies sind die nummerierten Regeln, eine genaue Referenz, die es nur auf Englisch gibt. Jede Regel hat eine Nummer, mit der man sie in einer Frage oder einem Fehlerbericht nennen kann.</translation>
    </message>
    <message>
        <source>The numbered rules of this game are missing from this installation.</source>
        <translation>Die nummerierten Regeln dieses Spiels fehlen in dieser Installation.</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Diesen Spieler entfernen</translation>
    </message>
    <message>
        <source>Remove {player}</source>
        <translation>{player} entfernen</translation>
    </message>
    <message>
        <source>{player}: person or computer</source>
        <translation>{player}: Mensch oder Computer</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Appea&amp;rance:</source>
        <translation>&amp;Darstellung:</translation>
    </message>
    <message>
        <source>Piece &amp;colours:</source>
        <translation>&amp;Farben der Spielsteine:</translation>
    </message>
    <message>
        <source>Legal moves:</source>
        <translation>Erlaubte Züge:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Computer move &amp;delay:</source>
        <translation>&amp;Wartezeit vor Computerzug:</translation>
    </message>
    <message>
        <source>Leaving a game:</source>
        <translation>Ein Spiel verlassen:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Light or dark windows; &quot;Same as the system&quot; follows your computer&apos;s choice. The boards keep their own colours.</source>
        <translation>Helle oder dunkle Fenster; „Wie das System“ folgt der Einstellung deines Computers. Die Spielfelder behalten ihre eigenen Farben.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>For colour-blind players</source>
        <translation>Für farbenblinde Spieler</translation>
    </message>
    <message>
        <source>Colours that stay far apart for every kind of colour blindness: the Kulami marbles become white and black, the LSD and Qwirkle colours change their shades.</source>
        <translation>Farben, die bei jeder Art von Farbenblindheit gut zu unterscheiden bleiben: Die Kulami-Kugeln werden weiß und schwarz, die Farben von LSD und Qwirkle bekommen andere Töne.</translation>
    </message>
    <message>
        <source>&amp;Show where a piece may go</source>
        <translation>&amp;Zeigen, wohin ein Spielstein darf</translation>
    </message>
    <message>
        <source>&amp;Animate moves</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown.</source>
        <translation>Wie lange der Computer wartet, bevor sein Zug gezeigt wird.</translation>
    </message>
    <message>
        <source>As&amp;k before closing a game in progress</source>
        <translation>&amp;Vor dem Schließen eines laufenden Spiels fragen</translation>
    </message>
    <message>
        <source>A game in progress is saved after every move and offered again at the next start, so closing loses nothing; ask anyway.</source>
        <translation>Ein laufendes Spiel wird nach jedem Zug gespeichert und beim nächsten Start wieder angeboten, Schließen kostet also nichts; trotzdem fragen.</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>Einige Übersetzungen fehlen in dieser Installation: {names}</translation>
    </message>
    <message>
        <source>The setting could not be saved: {reason}</source>
        <translation>Die Einstellung konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <source>Two to six players at one computer, against each other or against the computer.</source>
        <translation>Zwei bis sechs Spieler an einem Computer, gegeneinander oder gegen den Computer.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Vorsprung</translation>
    </message>
    <message>
        <source>Best / average margin: points ahead of (or behind) the best other player</source>
        <translation>Bester / mittlerer Vorsprung: Punkte vor (oder hinter) dem besten anderen Spieler</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Against the computer: won–lost per level</source>
        <translation>Gegen den Computer: gewonnen–verloren je Stufe</translation>
    </message>
    <message>
        <source>Oldest game on the left. A bar up is a win, a bar down a loss, a dot a draw; the number at a bar is the margin, and the larger it is, the taller the bar.</source>
        <translation>Das älteste Spiel steht links. Ein Balken nach oben ist ein Sieg, ein Balken nach unten eine Niederlage, ein Punkt ein Unentschieden; die Zahl am Balken ist der Vorsprung, und je größer er ist, desto höher der Balken.</translation>
    </message>
    <message>
        <source>&amp;Reset this game&apos;s statistics…</source>
        <translation>Statistik dieses Spiels &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>No finished {game} games yet.</source>
        <translation>Noch keine beendeten {game}-Spiele.</translation>
    </message>
    <message>
        <source>{level} {won}–{lost}</source>
        <translation>{level} {won}–{lost}</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>{level}: {count}</source>
        <translation>{level}: {count}</translation>
    </message>
    <message>
        <source>{game} puzzles solved: {total} ({counts})</source>
        <translation>Gelöste {game}-Rätsel: {total} ({counts})</translation>
    </message>
    <message>
        <source>Daily puzzles solved: {days}. Streak: {streak} (longest: {longest}).</source>
        <translation>Gelöste Tagesrätsel: {days}. Serie: {streak} (längste: {longest}).</translation>
    </message>
    <message>
        <source>Recent games of {name}</source>
        <translation>Letzte Spiele von {name}</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every {game} result of every player? This cannot be undone.</source>
        <translation>Alle {game}-Ergebnisse aller Spieler vergessen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>SuppliesPanel</name>
    <message>
        <source>Turn the tile clockwise (R, a right click on the board, or the mouse wheel over the tile)</source>
        <translation>Drehe den Stein im Uhrzeigersinn (R, Rechtsklick auf das Spielfeld oder das Mausrad über dem Stein)</translation>
    </message>
    <message>
        <source>Turn the tile back (Shift+R)</source>
        <translation>Drehe den Stein zurück (Umschalt+R)</translation>
    </message>
    <message>
        <source>Turn the tile clockwise</source>
        <translation>Drehe den Stein im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Turn the tile back</source>
        <translation>Drehe den Stein zurück</translation>
    </message>
    <message>
        <source>Supply of {name}</source>
        <translation>Vorrat von {name}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space plays there, F6 goes on to the pieces and the panel.</source>
        <translation>Das Spielfeld. Die Pfeiltasten bewegen den Cursor, Enter oder die Leertaste spielt dort, F6 wechselt zu den Steinen und zur Seitenleiste.</translation>
    </message>
    <message>
        <source>This game could not be saved automatically ({reason}); it goes on, but save it yourself before you quit.</source>
        <translation>Dieses Spiel konnte nicht automatisch gespeichert werden ({reason}); es geht weiter, aber speichere es selbst, bevor du aufhörst.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>Best: the computer would have played this move too.</source>
        <translation>Bester: der Computer hätte diesen Zug auch gespielt.</translation>
    </message>
    <message>
        <source>Good. The computer&apos;s choice: {better}, a little better.</source>
        <translation>Gut. Der Computer hätte so gespielt: {better}, ein etwas besserer Zug.</translation>
    </message>
    <message>
        <source>Inaccuracy. The computer&apos;s choice: {better}, a better move.</source>
        <translation>Ungenau. Der Computer hätte so gespielt: {better}, ein besserer Zug.</translation>
    </message>
    <message>
        <source>Mistake. The computer&apos;s choice: {better}, a much better move.</source>
        <translation>Fehler. Der Computer hätte so gespielt: {better}, ein viel besserer Zug.</translation>
    </message>
    <message>
        <source>Good: the computer would have played {better}, a little better (by {points}).</source>
        <translation>Gut. Der Computer hätte so gespielt: {better}, etwas besser ({points} mehr).</translation>
    </message>
    <message>
        <source>Inaccuracy: the computer would have played {better}, better by {points}.</source>
        <translation>Ungenau. Der Computer hätte so gespielt: {better}, {points} mehr.</translation>
    </message>
    <message>
        <source>Mistake: the computer would have played {better}, better by {points}.</source>
        <translation>Fehler. Der Computer hätte so gespielt: {better}, {points} mehr.</translation>
    </message>
    <message>
        <source>{best} the computer would have played it too, {inaccuracy} an inaccuracy, {mistake} a mistake.</source>
        <translation>{best} hätte der Computer auch gespielt, {inaccuracy} ungenau, {mistake} ein Fehler.</translation>
    </message>
    <message>
        <source>No new game could be started from here ({reason}).</source>
        <translation>Von hier aus konnte kein neues Spiel begonnen werden ({reason}).</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Spiel nachspielen</translation>
    </message>
    <message>
        <source>Next: move {n} was {move}. {verdict}</source>
        <translation>Nächster: Zug {n} war {move}. {verdict}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Der Anfang des Spiels.</translation>
    </message>
    <message>
        <source>Move {n}: {words}</source>
        <translation>Zug {n}: {words}</translation>
    </message>
    <message>
        <source>The position after move {n}.</source>
        <translation>Die Stellung nach Zug {n}.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
</context>
<context>
    <name>UnfinishedCard</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) · %1</source>
        <translation>
            <numerusform>%n Zug · %1</numerusform>
            <numerusform>%n Züge · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Being played in another tilegames window</source>
        <translation>Wird in einem anderen tilegames-Fenster gespielt</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>Dieses Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take this game off the list (it can be taken back at once)</source>
        <translation>Dieses Spiel von der Liste nehmen (du kannst das sofort rückgängig machen)</translation>
    </message>
    <message>
        <source>today, {time}</source>
        <translation>heute, {time}</translation>
    </message>
    <message>
        <source>yesterday, {time}</source>
        <translation>gestern, {time}</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>LSD</source>
        <translation>LSD</translation>
    </message>
    <message>
        <source>Kulami</source>
        <translation>Kulami</translation>
    </message>
    <message>
        <source>Qwirkle</source>
        <translation>Qwirkle</translation>
    </message>
    <message>
        <source>Join the half dots, capture with + and x, make a row of four of your colour.</source>
        <translation>Setze Halbkreise zu Kreisen zusammen, schlage mit&#xa0;+ und&#xa0;x, lege vier Steine deiner Farbe in eine Reihe.</translation>
    </message>
    <message>
        <source>Place marbles on wooden plates and win the plates that score the most.</source>
        <translation>Setze Kugeln auf Holzplatten und gewinne die Platten, die am meisten zählen.</translation>
    </message>
    <message>
        <source>Lay lines of one colour or one shape and score a Qwirkle with six.</source>
        <translation>Lege Reihen aus einer Farbe oder einer Form; sechs Steine in einer Reihe sind ein Qwirkle.</translation>
    </message>
</context>
<context>
    <name>layouts</name>
    <message>
        <source>the letter {name} is used for two separate areas</source>
        <extracomment>Plate sizes of the 17 standard plates (K-K1): size -&gt; how many. Sizes pin the shape down: 6 = 2×3, 4 = 2×2, 3 = 1×3, 2 = 1×2. Allowed plate rectangles as (short side, long side). The largest layout the text format takes (columns are named a..z in move notation). Letters of the canonical text, in plate order.</extracomment>
        <translation>der Buchstabe {name} steht für zwei getrennte Bereiche</translation>
    </message>
    <message>
        <source>plate {name} is not a solid rectangle</source>
        <translation>Platte {name} ist kein volles Rechteck</translation>
    </message>
    <message>
        <source>plate {name} has the wrong number of holes ({count}); a plate has 2, 3, 4 or 6</source>
        <translation>Platte {name} hat eine falsche Zahl von Löchern ({count}); eine Platte hat 2, 3, 4 oder 6</translation>
    </message>
    <message>
        <source>plate {name} is {width}×{height}; plates are 1×2, 1×3, 2×2 or 2×3</source>
        <translation>Platte {name} ist {width}×{height}; Platten sind 1×2, 1×3, 2×2 oder 2×3</translation>
    </message>
    <message>
        <source>the layout has no holes</source>
        <translation>der Aufbau hat keine Löcher</translation>
    </message>
    <message>
        <source>the layout has {count} plates; at most {limit} fit</source>
        <translation>der Aufbau hat {count} Platten; höchstens {limit} passen</translation>
    </message>
    <message>
        <source>two plates overlap</source>
        <translation>zwei Platten überlappen sich</translation>
    </message>
    <message>
        <source>the layout is {width}×{height}; at most {limit}×{limit} fits</source>
        <translation>der Aufbau ist {width}×{height}; höchstens {limit}×{limit} passt</translation>
    </message>
    <message>
        <source>row {row} has a space; use &apos;.&apos; for a cell without a hole</source>
        <translation>Zeile {row} enthält ein Leerzeichen; nimm &apos;.&apos; für ein Feld ohne Loch</translation>
    </message>
</context>
<context>
    <name>learn</name>
    <message>
        <source>Welcome to Kulami! You play red, the computer plays black, one marble each turn. Your first marble may go into any hole: put it in b2 (marked).</source>
        <translation>Willkommen bei Kulami! Du spielst Rot, der Computer Schwarz, abwechselnd eine Kugel. Deine erste Kugel darf in jedes Loch: leg sie in b2 (markiert).</translation>
    </message>
    <message>
        <source>Black put its marble in e2. It had no choice but row 2 or column b: every marble goes into the row or the column of the marble the other player has just placed. And never on that marble&apos;s plate.</source>
        <translation>Schwarz hat seine Kugel in e2 gelegt. Es blieb nur Reihe 2 oder Spalte b: Jede Kugel kommt in die Reihe oder die Spalte der Kugel, die der andere gerade gelegt hat. Und nie auf die Platte dieser Kugel.</translation>
    </message>
    <message>
        <source>Your turn: row 2 or column e. Two plates are closed (shaded): Black&apos;s plate of e2, and your own plate of b2, where your last marble lies. Try a2 to see it refused, then put your marble in d2.</source>
        <translation>Du bist am Zug: Reihe 2 oder Spalte e. Zwei Platten sind gesperrt (schraffiert): die Platte von Schwarz mit e2 und deine eigene Platte mit b2, wo deine letzte Kugel liegt. Probier a2, um zu sehen, dass es nicht geht, und leg deine Kugel dann in d2.</translation>
    </message>
    <message>
        <source>Black played d4, in your column d. Any distance counts, across gaps too: a hole at the far end of the row or column is just as good.</source>
        <translation>Schwarz hat d4 gespielt, in deiner Spalte d. Die Entfernung spielt keine Rolle, auch über Lücken hinweg: ein Loch am anderen Ende der Reihe oder Spalte ist genauso gut.</translation>
    </message>
    <message>
        <source>Now you play in row 4 or column d, but not on the plates of d4 and d2. Put your marble in d3.</source>
        <translation>Jetzt spielst du in Reihe 4 oder Spalte d, aber nicht auf die Platten von d4 und d2. Leg deine Kugel in d3.</translation>
    </message>
    <message>
        <source>Black played c3. Look at the points beside the names: a plate belongs to the player with more marbles on it, and it is worth as many points as it holds marbles.</source>
        <translation>Schwarz hat c3 gespielt. Sieh dir die Punkte neben den Namen an: Eine Platte gehört dem, der mehr Kugeln darauf hat, und sie ist so viele Punkte wert, wie Kugeln auf ihr liegen.</translation>
    </message>
    <message>
        <source>Put your marble in c2: then two of your marbles lie on the plate of c2 and d2.</source>
        <translation>Leg deine Kugel in c2: dann liegen zwei deiner Kugeln auf der Platte von c2 und d2.</translation>
    </message>
    <message>
        <source>Black played a2, on the plate of your first marble. One marble each is a tie, and a tied plate belongs to nobody: your points went down by one.</source>
        <translation>Schwarz hat a2 gespielt, auf der Platte deiner ersten Kugel. Eine Kugel für jeden ist Gleichstand, und eine Platte mit Gleichstand gehört niemandem: deine Punkte sind um einen gesunken.</translation>
    </message>
    <message>
        <source>The plate of c2 and d2 is yours: two of your marbles, none of Black&apos;s. This program counts a plate as the marbles on it, as the Hebrew rule sheet says, so it is worth 2. The new-game dialog also offers the publisher&apos;s rule, where a plate is worth its holes: 4.</source>
        <translation>Die Platte von c2 und d2 gehört dir: zwei deiner Kugeln, keine von Schwarz. Dieses Programm zählt eine Platte nach den Kugeln darauf, wie es die hebräische Spielregel sagt, also ist sie 2 wert. Im Dialog für ein neues Spiel kannst du auch die Regel des Verlags wählen, bei der eine Platte so viel wert ist, wie sie Löcher hat: 4.</translation>
    </message>
    <message>
        <source>The game ends when all marbles are placed, or as soon as the player to move has no hole left. The higher total wins. That is all: play a real game against the computer at level Easy?</source>
        <translation>Das Spiel endet, wenn alle Kugeln liegen, oder sobald der Spieler am Zug kein Loch mehr hat. Die höhere Summe gewinnt. Das ist alles: ein echtes Spiel gegen den Computer auf der Stufe Leicht?</translation>
    </message>
    <message>
        <source>Welcome to LSD! You play the blue tiles with white icons, the computer the orange ones with black icons. The first tile may be any tile: your cross tile with + is chosen for you, click the marked cell to lay it.</source>
        <translation>Willkommen bei LSD! Du spielst die blauen Steine mit weißen Zeichen, der Computer die orangen mit schwarzen Zeichen. Als ersten Stein darfst du einen beliebigen legen: dein Kreuzstein mit&#xa0;+ ist schon gewählt, klick auf das markierte Feld, um ihn anzulegen.</translation>
    </message>
    <message>
        <source>Orange laid its tile next to yours so that two half dots meet and make a whole dot. Every tile must complete at least one dot, and a half dot may never touch a plain edge.</source>
        <translation>Orange hat seinen Stein so neben deinen gelegt, dass zwei Halbkreise einen ganzen Kreis ergeben. Jeder Stein muss mindestens einen Kreis schließen, und ein Halbkreis darf nie an eine Kante ohne Halbkreis stoßen.</translation>
    </message>
    <message>
        <source>Now capture! Lay your single tile with + on the marked cell, its half dot against the orange tile. Choose a tile with a click or the number keys; R turns it.</source>
        <translation>Jetzt schlagen! Leg deinen Einzelstein mit&#xa0;+ auf das markierte Feld, seinen Halbkreis an den orangen Stein. Einen Stein wählst du mit einem Klick oder den Zifferntasten; R dreht ihn.</translation>
    </message>
    <message>
        <source>Captured! The orange tile lay between two + tiles with white icons: a new + captures a tile of the other shade straight across, when a + of its own shade lies on the far side. Captured tiles leave the game.</source>
        <translation>Geschlagen! Der orange Stein lag zwischen zwei Steinen mit weißem&#xa0;+: Ein neues&#xa0;+ schlägt einen Stein mit der anderen Zeichenfarbe gerade dazwischen, wenn auf der anderen Seite ein&#xa0;+ derselben Zeichenfarbe liegt. Geschlagene Steine verlassen das Spiel.</translation>
    </message>
    <message>
        <source>Orange laid a corner under your cross: its half dot meets the cross&apos;s. A cross has half dots on all four sides, so every tile beside it must bring a half dot.</source>
        <translation>Orange hat eine Ecke unter dein Kreuz gelegt: ihr Halbkreis trifft den des Kreuzes. Ein Kreuz hat an allen vier Seiten Halbkreise, also muss jeder Stein daneben einen Halbkreis mitbringen.</translation>
    </message>
    <message>
        <source>Lay your corner tile with x on the marked cell: its half dot joins the orange tile&apos;s. It captures nothing yet, but it prepares a capture with x.</source>
        <translation>Leg deinen Eckstein mit&#xa0;x auf das markierte Feld: sein Halbkreis trifft den des orangen Steins. Er schlägt noch nichts, bereitet aber das Schlagen mit&#xa0;x vor.</translation>
    </message>
    <message>
        <source>Orange laid a tile under your x. Two orange tiles now sit at two corners of a square; your x is at the third corner, and the fourth is empty.</source>
        <translation>Orange hat einen Stein unter dein&#xa0;x gelegt. Zwei orange Steine liegen jetzt an zwei Ecken eines Quadrats; dein&#xa0;x liegt an der dritten Ecke, und die vierte ist leer.</translation>
    </message>
    <message>
        <source>Lay your single tile with x on the marked cell, diagonally across from your other x.</source>
        <translation>Leg deinen Einzelstein mit&#xa0;x auf das markierte Feld, schräg gegenüber deinem anderen&#xa0;x.</translation>
    </message>
    <message>
        <source>Two at once! An x captures across the square: with two x tiles of your shade on one diagonal, the tiles of the other shade on the other two corners are captured.</source>
        <translation>Zwei auf einmal! Ein&#xa0;x schlägt über das Quadrat hinweg: Liegen zwei x-Steine deiner Zeichenfarbe auf einer Diagonale, werden die Steine der anderen Zeichenfarbe an den anderen zwei Ecken geschlagen.</translation>
    </message>
    <message>
        <source>To win, make a straight row of four tiles of your colour (three with four players); icons do not matter for it. Whoever cannot lay a tile is skipped. Play a real game against the computer at level Easy?</source>
        <translation>Um zu gewinnen, bildest du eine gerade Reihe aus vier Steinen deiner Farbe (drei bei vier Spielern); die Zeichen zählen dabei nicht. Wer keinen Stein anlegen kann, setzt aus. Ein echtes Spiel gegen den Computer auf der Stufe Leicht?</translation>
    </message>
    <message>
        <source>Welcome to Qwirkle! You start, because three of your tiles share a colour, more than the computer has. Put the red circle, the red square and the red diamond on the marked cells (a tile, then its cell), then press Play.</source>
        <translation>Willkommen bei Qwirkle! Du beginnst, denn drei deiner Steine haben dieselbe Farbe, mehr als der Computer hat. Leg den roten Kreis, das rote Quadrat und die rote Raute auf die markierten Felder (einen Stein, dann sein Feld) und klick dann auf Legen.</translation>
    </message>
    <message>
        <source>The computer put a yellow square under your red square. A line is one colour or one shape, never the same tile twice. A line scores a point per tile: 2.</source>
        <translation>Der Computer hat ein gelbes Quadrat unter dein rotes Quadrat gelegt. Eine Reihe hat eine Farbe oder eine Form, nie zweimal denselben Stein. Eine Reihe bringt einen Punkt pro Stein: 2.</translation>
    </message>
    <message>
        <source>Put your yellow diamond beside the yellow square, under the red diamond: one tile in two lines, and each line scores.</source>
        <translation>Leg deine gelbe Raute neben das gelbe Quadrat, unter die rote Raute: ein Stein in zwei Reihen, und jede Reihe zählt.</translation>
    </message>
    <message>
        <source>Your diamond scored 4: the yellow line of 2 and the line of diamonds of 2. The computer put a blue circle above your red circle.</source>
        <translation>Deine Raute brachte 4: die gelbe Reihe aus 2 und die Reihe der Rauten aus 2. Der Computer hat einen blauen Kreis über deinen roten Kreis gelegt.</translation>
    </message>
    <message>
        <source>Tiles already on the table count too: add the red star and the red clover to your red row. The whole row scores.</source>
        <translation>Steine, die schon auf dem Tisch liegen, zählen mit: leg den roten Stern und das rote Kleeblatt an deine rote Reihe. Die ganze Reihe zählt.</translation>
    </message>
    <message>
        <source>Five points for your row of five. The computer made a column of three circles. Your red row lacks only one shape: the cross.</source>
        <translation>Fünf Punkte für deine Reihe aus fünf. Der Computer hat eine Spalte aus drei Kreisen gebildet. Deiner roten Reihe fehlt nur noch eine Form: das Kreuz.</translation>
    </message>
    <message>
        <source>Put your red cross at the end of the red row: six tiles in one line are a Qwirkle.</source>
        <translation>Leg dein rotes Kreuz ans Ende der roten Reihe: sechs Steine in einer Reihe sind ein Qwirkle.</translation>
    </message>
    <message>
        <source>Qwirkle! A line of six scores 6 and 6 more: 12 points. After each move you draw tiles from the bag until you hold six again.</source>
        <translation>Qwirkle! Eine Reihe aus sechs bringt 6 und noch 6 dazu: 12 Punkte. Nach jedem Zug ziehst du Steine aus dem Beutel, bis du wieder sechs hast.</translation>
    </message>
    <message>
        <source>Instead of placing you may exchange tiles. Once the bag is empty, whoever puts down their last tile ends the game and gets 6 more points; the most points win. Play a real game against the computer at level Easy?</source>
        <translation>Statt anzulegen darfst du auch Steine tauschen. Ist der Beutel leer, beendet das Spiel, wer seinen letzten Stein anlegt, und bekommt 6 Punkte dazu; die meisten Punkte gewinnen. Ein echtes Spiel gegen den Computer auf der Stufe Leicht?</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Plays loosely, but takes an obvious win.</source>
        <translation>Spielt locker, nimmt aber einen offensichtlichen Gewinn mit.</translation>
    </message>
    <message>
        <source>Looks one move ahead and takes the best it sees.</source>
        <translation>Schaut einen Zug voraus und nimmt den besten, den er sieht.</translation>
    </message>
    <message>
        <source>Searches ahead; thinks about a second per move.</source>
        <translation>Rechnet voraus; denkt etwa eine Sekunde pro Zug.</translation>
    </message>
    <message>
        <source>Searches deepest; thinks up to five seconds.</source>
        <translation>Rechnet am tiefsten voraus; denkt bis zu fünf Sekunden.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
</context>
<context>
    <name>puzzles</name>
    <message>
        <source>Find the move that ends the game with the best margin for you, whatever your opponent does. {left} marbles are left to place.</source>
        <translation>Finde den Zug, mit dem das Spiel mit dem besten Vorsprung für dich endet, egal, was dein Gegner tut. Es sind noch {left} Kugeln zu setzen.</translation>
    </message>
    <message>
        <source>With best play after this move the game ends with a margin of {got} for you; {best} is possible.</source>
        <translation>Bei bestem Spiel nach diesem Zug endet das Spiel mit einem Vorsprung von {got} für dich; {best} ist möglich.</translation>
    </message>
    <message>
        <source>With best play by both the game ends with a margin of {best} for you: no move does better.</source>
        <translation>Wenn beide bestmöglich spielen, endet das Spiel mit einem Vorsprung von {best} für dich: Kein Zug ist besser.</translation>
    </message>
    <message>
        <source>Win with this move: make a row of {length}.</source>
        <translation>Gewinne mit diesem Zug: Bilde eine Reihe aus {length}.</translation>
    </message>
    <message>
        <source>Win in two moves, whatever your opponent does: make a row of {length}.</source>
        <translation>Gewinne in zwei Zügen, egal, was dein Gegner tut: Bilde eine Reihe aus {length}.</translation>
    </message>
    <message>
        <source>A row of {length}: you win.</source>
        <translation>Eine Reihe aus {length}: Du gewinnst.</translation>
    </message>
    <message>
        <source>This makes no row of {length}.</source>
        <translation>Damit entsteht keine Reihe aus {length}.</translation>
    </message>
    <message>
        <source>Whatever your opponent plays, you make a row of {length} with your next move.</source>
        <translation>Was dein Gegner auch spielt, mit deinem nächsten Zug bildest du eine Reihe aus {length}.</translation>
    </message>
    <message>
        <source>Your opponent can answer this so that you cannot make a row of {length} with your next move.</source>
        <translation>Dein Gegner kann so antworten, dass du mit deinem nächsten Zug keine Reihe aus {length} bilden kannst.</translation>
    </message>
    <message>
        <source>After this you cannot make a row of {length} with your next move.</source>
        <translation>Danach kannst du mit deinem nächsten Zug keine Reihe aus {length} bilden.</translation>
    </message>
    <message>
        <source>This move is not allowed here.</source>
        <translation>Dieser Zug ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <source>Score as many points as you can this turn.</source>
        <translation>Erziele in diesem Zug so viele Punkte wie möglich.</translation>
    </message>
    <message>
        <source>Make a Qwirkle: complete a line of six tiles.</source>
        <translation>Lege einen Qwirkle: Vervollständige eine Reihe aus sechs Steinen.</translation>
    </message>
    <message>
        <source>The bag is empty: place all your tiles this turn and end the game.</source>
        <translation>Der Beutel ist leer: Lege in diesem Zug alle deine Steine und beende das Spiel.</translation>
    </message>
    <message>
        <source>This scores {got}; {best} is possible.</source>
        <translation>Das bringt {got}; {best} ist möglich.</translation>
    </message>
    <message>
        <source>This scores {best}: no placement scores more.</source>
        <translation>Das bringt {best}: Kein anderes Anlegen bringt mehr.</translation>
    </message>
    <message>
        <source>This completes no line of six tiles.</source>
        <translation>Damit wird keine Reihe aus sechs Steinen vollständig.</translation>
    </message>
    <message>
        <source>A Qwirkle! This scores {got}.</source>
        <translation>Ein Qwirkle! Das bringt {got}.</translation>
    </message>
    <message>
        <source>This does not empty your hand: tiles left after it: {left}.</source>
        <translation>Damit wird deine Hand nicht leer: übrige Steine: {left}.</translation>
    </message>
    <message>
        <source>Your hand is empty: the game ends and this scores {got}.</source>
        <translation>Deine Hand ist leer: Das Spiel endet, und das bringt {got}.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>there is no hole there</source>
        <translation>dort ist kein Loch</translation>
    </message>
    <message>
        <source>that hole is taken</source>
        <translation>dieses Loch ist schon besetzt</translation>
    </message>
    <message>
        <source>not in the row or column of the last marble</source>
        <translation>nicht in der Reihe oder Spalte der letzten Kugel</translation>
    </message>
    <message>
        <source>that plate was just used by your opponent</source>
        <translation>auf diese Platte hat dein Gegner gerade gesetzt</translation>
    </message>
    <message>
        <source>you used that plate last turn</source>
        <translation>diese Platte hast du im letzten Zug benutzt</translation>
    </message>
    <message>
        <source>that is not an LSD move</source>
        <translation>das ist kein LSD-Zug</translation>
    </message>
    <message>
        <source>there is no tile called {kind}</source>
        <translation>es gibt keinen Stein namens {kind}</translation>
    </message>
    <message>
        <source>a tile&apos;s icon is + or x</source>
        <translation>das Zeichen eines Steins ist&#xa0;+ oder&#xa0;x</translation>
    </message>
    <message>
        <source>a tile can be turned 0, 1, 2 or 3 quarter turns</source>
        <translation>ein Stein kann um 0, 1, 2 oder 3 Vierteldrehungen gedreht werden</translation>
    </message>
    <message>
        <source>that is not a cell of the board</source>
        <translation>das ist kein Feld des Spielfelds</translation>
    </message>
    <message>
        <source>you have no such tile left</source>
        <translation>so einen Stein hast du nicht mehr</translation>
    </message>
    <message>
        <source>the first tile goes in the centre</source>
        <translation>der erste Stein kommt in die Mitte</translation>
    </message>
    <message>
        <source>that cell is taken</source>
        <translation>dieses Feld ist schon besetzt</translation>
    </message>
    <message>
        <source>this edge would cut off a dot</source>
        <translation>diese Kante würde einen Halbkreis abschneiden</translation>
    </message>
    <message>
        <source>the tile must complete at least one dot</source>
        <translation>der Stein muss mindestens einen Kreis schließen</translation>
    </message>
    <message>
        <source>you can still play, so you cannot pass</source>
        <translation>du kannst noch spielen, also darfst du nicht passen</translation>
    </message>
    <message>
        <source>the bag is empty, so you cannot exchange</source>
        <translation>der Beutel ist leer, also kannst du nicht tauschen</translation>
    </message>
    <message>
        <source>that is not a Qwirkle move</source>
        <translation>das ist kein Qwirkle-Zug</translation>
    </message>
    <message>
        <source>you don&apos;t have those tiles</source>
        <translation>diese Steine hast du nicht</translation>
    </message>
    <message>
        <source>place at least one tile</source>
        <translation>lege mindestens einen Stein</translation>
    </message>
    <message>
        <source>put one tile on each cell</source>
        <translation>lege auf jedes Feld einen Stein</translation>
    </message>
    <message>
        <source>the first move must place your {count} tiles that share a colour or shape, starting at the centre</source>
        <translation>der erste Zug muss deine {count} Steine gleicher Farbe oder Form legen, beginnend in der Mitte</translation>
    </message>
    <message>
        <source>all tiles must be in one row or one column</source>
        <translation>alle Steine müssen in einer Reihe oder einer Spalte liegen</translation>
    </message>
    <message>
        <source>the tiles must form one unbroken line</source>
        <translation>die Steine müssen eine lückenlose Reihe bilden</translation>
    </message>
    <message>
        <source>a placed tile must touch the tiles on the board</source>
        <translation>ein gelegter Stein muss die Steine auf dem Spielfeld berühren</translation>
    </message>
    <message>
        <source>a line may hold only one colour or one shape, each once</source>
        <translation>eine Reihe darf nur eine Farbe oder eine Form haben, jede nur einmal</translation>
    </message>
    <message>
        <source>choose at least one tile to exchange</source>
        <translation>wähle mindestens einen Stein zum Tauschen</translation>
    </message>
    <message>
        <source>the bag has too few tiles to exchange that many</source>
        <translation>im Beutel sind zu wenige Steine, um so viele zu tauschen</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}). The file was kept as {kept}.</source>
        <translation>Das automatisch gespeicherte Spiel in {file} konnte nicht fortgesetzt werden ({why}). Die Datei wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}).</source>
        <translation>Das automatisch gespeicherte Spiel in {file} konnte nicht fortgesetzt werden ({why}).</translation>
    </message>
    <message>
        <source>it holds a game of {found}</source>
        <translation>sie enthält ein Spiel {found}</translation>
    </message>
    <message>
        <source>{file} is no longer there; it was taken off the list of recent games.</source>
        <translation>{file} ist nicht mehr da; die Datei wurde aus der Liste der letzten Spiele entfernt.</translation>
    </message>
    <message>
        <source>it is not a tilegames save</source>
        <translation>sie ist kein tilegames-Spielstand</translation>
    </message>
    <message>
        <source>it is not a text file (its bytes are not UTF-8 text)</source>
        <translation>sie ist keine Textdatei (der Inhalt ist kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>it is too large to be a tilegames save ({size} bytes; at most {limit})</source>
        <translation>sie ist zu groß für einen tilegames-Spielstand ({size} Bytes; höchstens {limit})</translation>
    </message>
    <message>
        <source>it was saved by a newer version of tilegames (file format {found}; this version reads format {known})</source>
        <translation>sie wurde von einer neueren Version von tilegames gespeichert (Dateiformat {found}; diese Version liest Format {known})</translation>
    </message>
    <message>
        <source>its format number ({found}) is not one tilegames uses</source>
        <translation>ihre Formatnummer ({found}) verwendet tilegames nicht</translation>
    </message>
    <message>
        <source>it holds a game this version of tilegames does not know ({game})</source>
        <translation>sie enthält ein Spiel, das diese Version von tilegames nicht kennt ({game})</translation>
    </message>
    <message>
        <source>parts of it are missing ({why})</source>
        <translation>Teile fehlen ({why})</translation>
    </message>
    <message>
        <source>its list of players is not valid ({why})</source>
        <translation>die Liste der Spieler ist ungültig ({why})</translation>
    </message>
    <message>
        <source>its list of moves is not valid ({why})</source>
        <translation>die Liste der Züge ist ungültig ({why})</translation>
    </message>
    <message>
        <source>its review position is not valid ({why})</source>
        <translation>die Stelle im Rückblick ist ungültig ({why})</translation>
    </message>
    <message>
        <source>the point where its game begins is not valid ({why})</source>
        <translation>der Punkt, an dem sein Spiel beginnt, ist nicht gültig ({why})</translation>
    </message>
    <message>
        <source>its stored position is not valid ({why})</source>
        <translation>die gespeicherte Stellung ist ungültig ({why})</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not a move of this game</source>
        <translation>Zug {number} ({move}) ist kein Zug dieses Spiels</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played at that point: {why}</source>
        <translation>Zug {number} ({move}) kann an dieser Stelle nicht gespielt werden: {why}</translation>
    </message>
    <message>
        <source>the position stored in it does not match its moves (the file was changed or damaged)</source>
        <translation>die gespeicherte Stellung passt nicht zu den Zügen (die Datei wurde verändert oder beschädigt)</translation>
    </message>
    <message>
        <source>this game cannot be saved: {why}</source>
        <translation>dieses Spiel kann nicht gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>it could not be read back ({why})</source>
        <translation>sie konnte nicht zurückgelesen werden ({why})</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>{file} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>das ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>there is no permission to read it</source>
        <translation>es fehlt die Berechtigung, sie zu lesen</translation>
    </message>
    <message>
        <source>it could not be read ({why})</source>
        <translation>sie konnte nicht gelesen werden ({why})</translation>
    </message>
    <message>
        <source>its game settings are not valid ({why})</source>
        <translation>die Spieleinstellungen sind ungültig ({why})</translation>
    </message>
    <message>
        <source>the file is cut short: its data ends too early</source>
        <translation>die Datei ist abgeschnitten: die Daten enden zu früh</translation>
    </message>
    <message>
        <source>it is not a tilegames save: its text is not JSON data (line {line}, column {column})</source>
        <translation>sie ist kein tilegames-Spielstand: der Text ist kein JSON (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>its data is nested too deeply</source>
        <translation>die Daten sind zu tief verschachtelt</translation>
    </message>
    <message>
        <source>it holds a list or text that is far too long</source>
        <translation>sie enthält eine Liste oder einen Text, der viel zu lang ist</translation>
    </message>
    <message>
        <source>it holds a number that is far too large</source>
        <translation>sie enthält eine viel zu große Zahl</translation>
    </message>
    <message>
        <source>it holds a value that is not a number ({value})</source>
        <translation>sie enthält einen Wert, der keine Zahl ist ({value})</translation>
    </message>
    <message>
        <source>the name {key} appears twice in one place</source>
        <translation>der Name {key} steht zweimal an einer Stelle</translation>
    </message>
    <message>
        <source>its extra data is not valid ({why})</source>
        <translation>die zusätzlichen Daten sind ungültig ({why})</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}). It was kept as {kept}, and the statistics start afresh.</source>
        <translation>Die Statistikdatei {file} konnte nicht gelesen werden ({why}). Sie wurde als {kept} aufbewahrt; die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}); statistics are not saved until it can be.</source>
        <translation>Die Statistikdatei {file} konnte nicht gelesen werden ({why}); die Statistik wird erst wieder gespeichert, wenn das gelingt.</translation>
    </message>
    <message>
        <source>The statistics could not be saved in {file} ({why}).</source>
        <translation>Die Statistik konnte nicht in {file} gespeichert werden ({why}).</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}). It was kept as {kept}, and your puzzle progress starts afresh.</source>
        <translation>Die Datei mit deinem Rätselfortschritt {file} konnte nicht gelesen werden ({why}). Sie wurde als {kept} aufbewahrt, und dein Rätselfortschritt beginnt von vorn.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} held entries that could not be read ({count} in all). It was kept as {kept}; the rest of your puzzle progress is kept.</source>
        <translation>Die Datei mit deinem Rätselfortschritt {file} enthielt Einträge, die nicht gelesen werden konnten (insgesamt {count}). Sie wurde als {kept} aufbewahrt; der Rest deines Rätselfortschritts bleibt erhalten.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}); puzzle progress is not saved until it can be.</source>
        <translation>Die Datei mit deinem Rätselfortschritt {file} konnte nicht gelesen werden ({why}); der Rätselfortschritt wird erst wieder gespeichert, wenn das möglich ist.</translation>
    </message>
    <message>
        <source>Your puzzle progress could not be saved in {file} ({why}); it is kept while the program runs and saved with the next puzzle solved.</source>
        <translation>Dein Rätselfortschritt konnte nicht in {file} gespeichert werden ({why}); er bleibt erhalten, solange das Programm läuft, und wird mit dem nächsten gelösten Rätsel gespeichert.</translation>
    </message>
    <message>
        <source>it was written by a newer version of tilegames</source>
        <translation>sie wurde von einer neueren Version von tilegames geschrieben</translation>
    </message>
    <message>
        <source>it holds no puzzle progress</source>
        <translation>sie enthält keinen Rätselfortschritt</translation>
    </message>
    <message>
        <source>it holds no statistics</source>
        <translation>sie enthält keine Statistik</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>sie ist viel zu groß</translation>
    </message>
    <message>
        <source>a board needs a name</source>
        <translation>ein Spielfeld braucht einen Namen</translation>
    </message>
    <message>
        <source>the name is too long (at most {limit} characters)</source>
        <translation>der Name ist zu lang (höchstens {limit} Zeichen)</translation>
    </message>
    <message>
        <source>there is already a board called {name}</source>
        <translation>es gibt schon ein Spielfeld namens „{name}“</translation>
    </message>
    <message>
        <source>there is no board called {name}</source>
        <translation>es gibt kein Spielfeld namens „{name}“</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>die Datei ist kein Text</translation>
    </message>
    <message>
        <source>the file is too large for a board</source>
        <translation>die Datei ist zu groß für ein Spielfeld</translation>
    </message>
    <message>
        <source>it holds no valid board: {why}</source>
        <translation>sie enthält kein gültiges Spielfeld: {why}</translation>
    </message>
    <message>
        <source>the file cannot be read: {why}</source>
        <translation>die Datei kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>{file} could not be locked against another copy of tilegames ({why}), so it was written without waiting.</source>
        <translation>{file} konnte nicht gegen eine andere Instanz von tilegames gesperrt werden ({why}); die Datei wurde deshalb ohne Warten geschrieben.</translation>
    </message>
    <message>
        <source>another copy of tilegames kept it busy for {seconds} seconds</source>
        <translation>eine andere Instanz von tilegames hielt sie {seconds} Sekunden lang belegt</translation>
    </message>
</context>
</TS>
