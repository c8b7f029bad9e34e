<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: designed and published by {publisher}.</source>
        <translation>{game}: designed and published by {publisher}.</translation>
    </message>
    <message>
        <source>{game}: designed by {designer}, published by {publisher}.</source>
        <translation>{game}: designed by {designer}, published by {publisher}.</translation>
    </message>
    <message>
        <source>About tilegames</source>
        <translation>About tilegames</translation>
    </message>
    <message>
        <source>tilegames {version}</source>
        <translation>tilegames {version}</translation>
    </message>
    <message>
        <source>Three tile games for one computer: play against each other or against the computer, in English, Dutch, German or Hebrew.</source>
        <translation>Three tile games for one computer: play against each other or against the computer, in English, Dutch, German or Hebrew.</translation>
    </message>
    <message>
        <source>Our thanks go to the designers and publishers of these three games.</source>
        <translation>Our thanks go to the designers and publishers of these three games.</translation>
    </message>
    <message>
        <source>Licence: proprietary, all rights reserved. {qt} is used under the GNU Lesser General Public License, version 3.</source>
        <translation>Licence: proprietary, all rights reserved. {qt} is used under the GNU Lesser General Public License, version 3.</translation>
    </message>
    <message>
        <source>Runs on {python} and {qt}.</source>
        <translation>Runs on {python} and {qt}.</translation>
    </message>
</context>
<context>
    <name>CapturesHelp</name>
    <message>
        <source>Learn the captures</source>
        <translation>Learn the captures</translation>
    </message>
    <message>
        <source>First the tile just laid (blue frame) and the tiles it captures (red frame), then the board after the move. Remember: colours make a row, dots are for laying, icons are for capturing.</source>
        <translation>First the tile just laid (blue frame) and the tiles it captures (red frame), then the board after the move. Remember: colours make a row, dots are for laying, icons are for capturing.</translation>
    </message>
</context>
<context>
    <name>ColourChoice</name>
    <message>
        <source>Tile colour</source>
        <translation>Tile colour</translation>
    </message>
</context>
<context>
    <name>ContinueStrip</name>
    <message>
        <source>{range} of {count}</source>
        <translation>{range} of {count}</translation>
    </message>
    <message>
        <source>Continue where you left off:</source>
        <translation>Continue where you left off:</translation>
    </message>
    <message>
        <source>No game is waiting to be continued.</source>
        <translation>No game is waiting to be continued.</translation>
    </message>
    <message>
        <source>Removed: {game}.</source>
        <translation>Removed: {game}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Older unfinished games…</source>
        <translation>Older unfinished games…</translation>
    </message>
    <message>
        <source>Games that no longer fit in this list: open one to play it on</source>
        <translation>Games that no longer fit in this list: open one to play it on</translation>
    </message>
    <message>
        <source>Newer games</source>
        <translation>Newer games</translation>
    </message>
    <message>
        <source>More games</source>
        <translation>More games</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>{name} ahead</source>
        <translation>{name} ahead</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>How the game went, as the computer judged it after each move (the horizontal axis): above the middle line {first} stood better, below it {second}; the further from the middle, the larger the advantage.</source>
        <translation>How the game went, as the computer judged it after each move (the horizontal axis): above the middle line {first} stood better, below it {second}; the further from the middle, the larger the advantage.</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>How the game went</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>A short guided game: the program explains each step on the board</source>
        <translation>A short guided game: the program explains each step on the board</translation>
    </message>
    <message>
        <source>Coming soon: this game cannot be played yet.</source>
        <translation>Coming soon: this game cannot be played yet.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>This game cannot be opened</translation>
    </message>
    <message>
        <source>{game} games cannot be played in this version yet.</source>
        <translation>{game} games cannot be played in this version yet.</translation>
    </message>
    <message>
        <source>This game is being played in another tilegames window; continue it there.</source>
        <translation>This game is being played in another tilegames window; continue it there.</translation>
    </message>
    <message>
        <source>That game is no longer there to continue.</source>
        <translation>That game is no longer there to continue.</translation>
    </message>
    <message>
        <source>The game could not be removed ({reason}).</source>
        <translation>The game could not be removed ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be put back ({reason}).</source>
        <translation>The game could not be put back ({reason}).</translation>
    </message>
    <message>
        <source>Open an older unfinished game</source>
        <translation>Open an older unfinished game</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>The game could not be saved</translation>
    </message>
    <message>
        <source>{file}: {reason}. Nothing was changed.</source>
        <translation>{file}: {reason}. Nothing was changed.</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Saved as {file}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <source>Games (*{extension})</source>
        <translation>Games (*{extension})</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Please wait: it is the computer&apos;s turn.</translation>
    </message>
    <message>
        <source>The computer player failed ({message}); a legal move was played for it instead.</source>
        <translation>The computer player failed ({message}); a legal move was played for it instead.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Pass the computer to {name}</translation>
    </message>
    <message>
        <source>Click when {name} is ready; the others look away while {name} plays.</source>
        <translation>Click when {name} is ready; the others look away while {name} plays.</translation>
    </message>
    <message>
        <source>{name} is ready: show the tiles</source>
        <translation>{name} is ready: show the tiles</translation>
    </message>
</context>
<context>
    <name>KulamiDescribe</name>
    <message>
        <source>Red marble at {cell}</source>
        <translation>Red marble at {cell}</translation>
    </message>
    <message>
        <source>Black marble at {cell}</source>
        <translation>Black marble at {cell}</translation>
    </message>
    <message numerus="yes">
        <source>Empty hole at {cell} on a plate of %n hole(s)</source>
        <translation>
            <numerusform>Empty hole at {cell} on a plate of %n hole</numerusform>
            <numerusform>Empty hole at {cell} on a plate of %n holes</numerusform>
        </translation>
    </message>
    <message>
        <source>you may place a marble here</source>
        <translation>you may place a marble here</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>the last move</translation>
    </message>
    <message>
        <source>{name} placed a marble at {cell}.</source>
        <translation>{name} placed a marble at {cell}.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n marble(s) left.</source>
        <translation>
            <numerusform>Your turn, %n marble left.</numerusform>
            <numerusform>Your turn, %n marbles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n marble(s) left.</source>
        <translation>
            <numerusform>{name} to move, %n marble left.</numerusform>
            <numerusform>{name} to move, %n marbles left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KulamiDesigner</name>
    <message>
        <source>Plates may not overlap: there is no room here.</source>
        <translation>Plates may not overlap: there is no room here.</translation>
    </message>
    <message>
        <source>The plate must lie inside the 10×10 grid.</source>
        <translation>The plate must lie inside the 10×10 grid.</translation>
    </message>
    <message>
        <source>There is no free place for this plate on the grid.</source>
        <translation>There is no free place for this plate on the grid.</translation>
    </message>
    <message>
        <source>There is no room to turn this plate here.</source>
        <translation>There is no room to turn this plate here.</translation>
    </message>
    <message>
        <source>The board is {width}×{height}; a board must fit in 10×10.</source>
        <translation>The board is {width}×{height}; a board must fit in 10×10.</translation>
    </message>
    <message>
        <source>The board has more {width}×{height} plates than the set: the set has {limit}.</source>
        <translation>The board has more {width}×{height} plates than the set: the set has {limit}.</translation>
    </message>
    <message>
        <source>This is not a board: {why}</source>
        <translation>This is not a board: {why}</translation>
    </message>
    <message>
        <source>This text is far too long to be a board.</source>
        <translation>This text is far too long to be a board.</translation>
    </message>
    <message>
        <source>There is no plate on the grid yet.</source>
        <translation>There is no plate on the grid yet.</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Tray</translation>
    </message>
    <message>
        <source>Kulami board designer</source>
        <translation>Kulami board designer</translation>
    </message>
    <message>
        <source>Drag plates from the tray onto the grid, and off the grid to put them back. R, a right click or the mouse wheel while dragging turns a plate. Keyboard: Tab chooses a plate, the arrows move it, R turns it, Enter puts it down, Delete sends it back to the tray, Ctrl+Tab goes on to the buttons.</source>
        <translation>Drag plates from the tray onto the grid, and off the grid to put them back. R, a right click or the mouse wheel while dragging turns a plate. Keyboard: Tab chooses a plate, the arrows move it, R turns it, Enter puts it down, Delete sends it back to the tray, Ctrl+Tab goes on to the buttons.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Start from</translation>
    </message>
    <message>
        <source>Board grid</source>
        <translation>Board grid</translation>
    </message>
    <message>
        <source>An empty grid</source>
        <translation>An empty grid</translation>
    </message>
    <message>
        <source>A random 8×8 square</source>
        <translation>A random 8×8 square</translation>
    </message>
    <message>
        <source>A random irregular shape</source>
        <translation>A random irregular shape</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Give the chosen board the name in the name field.</source>
        <translation>Give the chosen board the name in the name field.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copy as text</translation>
    </message>
    <message>
        <source>Put the board on the clipboard as text, to share.</source>
        <translation>Put the board on the clipboard as text, to share.</translation>
    </message>
    <message>
        <source>Paste a board</source>
        <translation>Paste a board</translation>
    </message>
    <message>
        <source>Take a board someone shared as text from the clipboard.</source>
        <translation>Take a board someone shared as text from the clipboard.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Play this board</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The board could not be stored: {reason}</source>
        <translation>The board could not be stored: {reason}</translation>
    </message>
    <message>
        <source>put a plate on the grid</source>
        <translation>put a plate on the grid</translation>
    </message>
    <message>
        <source>move a plate</source>
        <translation>move a plate</translation>
    </message>
    <message>
        <source>turn a plate</source>
        <translation>turn a plate</translation>
    </message>
    <message>
        <source>put a plate back in the tray</source>
        <translation>put a plate back in the tray</translation>
    </message>
    <message>
        <source>start from an empty grid</source>
        <translation>start from an empty grid</translation>
    </message>
    <message>
        <source>start from a random 8×8 square</source>
        <translation>start from a random 8×8 square</translation>
    </message>
    <message>
        <source>start from a random irregular shape</source>
        <translation>start from a random irregular shape</translation>
    </message>
    <message>
        <source>open {name}</source>
        <translation>open {name}</translation>
    </message>
    <message>
        <source>paste a board</source>
        <translation>paste a board</translation>
    </message>
    <message>
        <source>save {name}</source>
        <translation>save {name}</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>rename {old} to {new}</translation>
    </message>
    <message>
        <source>delete {name}</source>
        <translation>delete {name}</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate from the tray. The arrows carry it onto the grid, R turns it, Enter puts it down.</source>
        <translation>Chosen: a {size} plate from the tray. The arrows carry it onto the grid, R turns it, Enter puts it down.</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate on the grid. The arrows move it, R turns it, Enter puts it down, Delete sends it back.</source>
        <translation>Chosen: a {size} plate on the grid. The arrows move it, R turns it, Enter puts it down, Delete sends it back.</translation>
    </message>
    <message>
        <source>An empty grid: drag the plates onto it.</source>
        <translation>An empty grid: drag the plates onto it.</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Game number:</translation>
    </message>
    <message>
        <source>A random 8×8 square, game number {seed}.</source>
        <translation>A random 8×8 square, game number {seed}.</translation>
    </message>
    <message>
        <source>A random irregular shape, game number {seed}.</source>
        <translation>A random irregular shape, game number {seed}.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Opened {name}.</translation>
    </message>
    <message numerus="yes">
        <source>%n plate(s) still in the tray; all 17 must be on the grid.</source>
        <translation>
            <numerusform>%n plate still in the tray; all 17 must be on the grid.</numerusform>
            <numerusform>%n plates still in the tray; all 17 must be on the grid.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 17 plates are on the grid.</source>
        <translation>All 17 plates are on the grid.</translation>
    </message>
    <message>
        <source>No plate on the grid yet.</source>
        <translation>No plate on the grid yet.</translation>
    </message>
    <message numerus="yes">
        <source>The plates form %n separate parts; they must make one shape, touching edge to edge.</source>
        <translation>
            <numerusform>The plates form %n separate part; they must make one shape, touching edge to edge.</numerusform>
            <numerusform>The plates form %n separate parts; they must make one shape, touching edge to edge.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plates make one shape, touching edge to edge.</source>
        <translation>The plates make one shape, touching edge to edge.</translation>
    </message>
    <message>
        <source>The board lies inside 10×10.</source>
        <translation>The board lies inside 10×10.</translation>
    </message>
    <message>
        <source>Ready to play: a standard 8×8 board.</source>
        <translation>Ready to play: a standard 8×8 board.</translation>
    </message>
    <message>
        <source>Ready to play: an irregular board.</source>
        <translation>Ready to play: an irregular board.</translation>
    </message>
    <message>
        <source>Not playable yet; you can save it as a draft.</source>
        <translation>Not playable yet; you can save it as a draft.</translation>
    </message>
    <message>
        <source>Undo: {step}</source>
        <translation>Undo: {step}</translation>
    </message>
    <message>
        <source>Redo: {step}</source>
        <translation>Redo: {step}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Only a board that passes the check can be played.</source>
        <translation>Only a board that passes the check can be played.</translation>
    </message>
    <message>
        <source>Save the board first: then it is among your boards in the new-game dialog.</source>
        <translation>Save the board first: then it is among your boards in the new-game dialog.</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name} (built in)</translation>
    </message>
    <message>
        <source>{name} (draft)</source>
        <translation>{name} (draft)</translation>
    </message>
    <message>
        <source>A draft: it cannot be played until it passes the check.</source>
        <translation>A draft: it cannot be played until it passes the check.</translation>
    </message>
    <message>
        <source>{name} (unreadable)</source>
        <translation>{name} (unreadable)</translation>
    </message>
    <message>
        <source>This file is damaged and is skipped: {reason}</source>
        <translation>This file is damaged and is skipped: {reason}</translation>
    </message>
    <message>
        <source>Opened the built-in board {name}; save it under a name of your own.</source>
        <translation>Opened the built-in board {name}; save it under a name of your own.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Saved {name}.</translation>
    </message>
    <message>
        <source>Saved {name} as a draft: it cannot be played until it passes the check.</source>
        <translation>Saved {name} as a draft: it cannot be played until it passes the check.</translation>
    </message>
    <message>
        <source>Type the new name in the name field first.</source>
        <translation>Type the new name in the name field first.</translation>
    </message>
    <message>
        <source>Renamed {old} to {new}.</source>
        <translation>Renamed {old} to {new}.</translation>
    </message>
    <message>
        <source>Deleted {name}. Undo brings it back while this window is open.</source>
        <translation>Deleted {name}. Undo brings it back while this window is open.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as text: paste it into a message to share it.</source>
        <translation>The board is on the clipboard as text: paste it into a message to share it.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>The clipboard holds no text to paste.</translation>
    </message>
    <message>
        <source>Pasted a board; give it a name and save it to keep it.</source>
        <translation>Pasted a board; give it a name and save it to keep it.</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>Undone: {step}</translation>
    </message>
    <message>
        <source>Redone: {step}</source>
        <translation>Redone: {step}</translation>
    </message>
    <message>
        <source>My board</source>
        <translation>My board</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Island</translation>
    </message>
</context>
<context>
    <name>KulamiLayouts</name>
    <message>
        <source>Square</source>
        <translation>Square</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Cross</translation>
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
        <translation>White</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>New Kulami game</source>
        <translation>New Kulami game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Who starts:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Board:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Scoring:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Random 8×8 square</source>
        <translation>Random 8×8 square</translation>
    </message>
    <message>
        <source>Random irregular shape</source>
        <translation>Random irregular shape</translation>
    </message>
    <message>
        <source>Layout: {name}</source>
        <translation>Layout: {name}</translation>
    </message>
    <message>
        <source>Marbles on the plate</source>
        <translation>Marbles on the plate</translation>
    </message>
    <message>
        <source>The same game number gives the same random board and the same starting player, so a game can be repeated.</source>
        <translation>The same game number gives the same random board and the same starting player, so a game can be repeated.</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Design a board…</translation>
    </message>
    <message>
        <source>Lay the plates out yourself, save the board, share it.</source>
        <translation>Lay the plates out yourself, save the board, share it.</translation>
    </message>
    <message>
        <source>Holes of the plate</source>
        <translation>Holes of the plate</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Areas</translation>
    </message>
    <message>
        <source>Your board: {name}</source>
        <translation>Your board: {name}</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random to fill an 8×8 square.</source>
        <translation>The 17 plates laid out at random to fill an 8×8 square.</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random in an open shape, with gaps.</source>
        <translation>The 17 plates laid out at random in an open shape, with gaps.</translation>
    </message>
    <message>
        <source>A board you made; the game number only decides who starts, when that is random.</source>
        <translation>A board you made; the game number only decides who starts, when that is random.</translation>
    </message>
    <message>
        <source>A fixed layout; the game number only decides who starts, when that is random.</source>
        <translation>A fixed layout; the game number only decides who starts, when that is random.</translation>
    </message>
    <message>
        <source>A plate is worth the marbles on it (the rule sheet&apos;s rule).</source>
        <translation>A plate is worth the marbles on it (the rule sheet&apos;s rule).</translation>
    </message>
    <message>
        <source>A plate is worth its number of holes (the publisher&apos;s rule).</source>
        <translation>A plate is worth its number of holes (the publisher&apos;s rule).</translation>
    </message>
    <message>
        <source>Most points wins.</source>
        <translation>Most points wins.</translation>
    </message>
    <message>
        <source>The larger region of joined own plates wins; points break a tie.</source>
        <translation>The larger region of joined own plates wins; points break a tie.</translation>
    </message>
    <message>
        <source>The larger group of joined own marbles scores the difference as a bonus.</source>
        <translation>The larger group of joined own marbles scores the difference as a bonus.</translation>
    </message>
    <message>
        <source>An example: each game gets a new board.</source>
        <translation>An example: each game gets a new board.</translation>
    </message>
</context>
<context>
    <name>KulamiResult</name>
    <message numerus="yes">
        <source>Largest region: %n hole(s)</source>
        <translation>
            <numerusform>Largest region: %n hole</numerusform>
            <numerusform>Largest region: %n holes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s)</source>
        <translation>
            <numerusform>Largest group: %n marble</numerusform>
            <numerusform>Largest group: %n marbles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s), bonus +{bonus}</source>
        <translation>
            <numerusform>Largest group: %n marble, bonus +{bonus}</numerusform>
            <numerusform>Largest group: %n marbles, bonus +{bonus}</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided by the largest region: {a} against {b} holes.</source>
        <translation>Decided by the largest region: {a} against {b} holes.</translation>
    </message>
    <message>
        <source>Largest regions equal ({a} holes): the points decide.</source>
        <translation>Largest regions equal ({a} holes): the points decide.</translation>
    </message>
    <message>
        <source>{a} to {b} points.</source>
        <translation>{a} to {b} points.</translation>
    </message>
    <message>
        <source>Both have {a} points.</source>
        <translation>Both have {a} points.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>A shared win!</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>Plate</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Owner</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Marbles of {name}</source>
        <translation>Marbles of {name}</translation>
    </message>
    <message>
        <source>nobody: a tie on this plate</source>
        <translation>nobody: a tie on this plate</translation>
    </message>
    <message>
        <source>{holes} holes</source>
        <translation>{holes} holes</translation>
    </message>
</context>
<context>
    <name>KulamiScreen</name>
    <message numerus="yes">
        <source>%n marble(s) left</source>
        <translation>
            <numerusform>%n marble left</numerusform>
            <numerusform>%n marbles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>point</numerusform>
            <numerusform>points</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>{name} to move: any hole</source>
        <translation>{name} to move: any hole</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} to move</translation>
    </message>
    <message>
        <source>random 8×8, game number {seed}</source>
        <translation>random 8×8, game number {seed}</translation>
    </message>
    <message>
        <source>random irregular, game number {seed}</source>
        <translation>random irregular, game number {seed}</translation>
    </message>
    <message>
        <source>marbles on the plate</source>
        <translation>marbles on the plate</translation>
    </message>
    <message>
        <source>holes of the plate</source>
        <translation>holes of the plate</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>regions</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>areas</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>Board: {board}</translation>
    </message>
    <message>
        <source>Scoring: {scoring}</source>
        <translation>Scoring: {scoring}</translation>
    </message>
    <message>
        <source>Variant: {variant}</source>
        <translation>Variant: {variant}</translation>
    </message>
    <message>
        <source>Plates</source>
        <translation>Plates</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Step {n} of {total}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Play against Easy</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Close the lesson</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Not yet: read the explanation, then press Next.</source>
        <translation>Not yet: read the explanation, then press Next.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson asks for the one marked on the board.</source>
        <translation>That move is allowed, but this lesson asks for the one marked on the board.</translation>
    </message>
</context>
<context>
    <name>LsdCaptures</name>
    <message>
        <source>The + captures across one tile</source>
        <translation>The + captures across one tile</translation>
    </message>
    <message>
        <source>Lay a + so that exactly one tile lies between it and another + of your icon shade, in a row or a column. If that tile has the other shade, it is captured. Had the far tile been an x, nothing would be captured.</source>
        <translation>Lay a + so that exactly one tile lies between it and another + of your icon shade, in a row or a column. If that tile has the other shade, it is captured. Had the far tile been an x, nothing would be captured.</translation>
    </message>
    <message>
        <source>The x captures along the other diagonal</source>
        <translation>The x captures along the other diagonal</translation>
    </message>
    <message>
        <source>Lay an x against the corner of another x of your shade. The tiles that touch both x tiles along an edge are captured if they have the other shade — both at once if both are there (the sheet&apos;s spot B). Had the tile at the corner been a +, nothing would be captured.</source>
        <translation>Lay an x against the corner of another x of your shade. The tiles that touch both x tiles along an edge are captured if they have the other shade — both at once if both are there (the sheet&apos;s spot B). Had the tile at the corner been a +, nothing would be captured.</translation>
    </message>
    <message>
        <source>Partners capture together</source>
        <translation>Partners capture together</translation>
    </message>
    <message>
        <source>Only the icon shade counts, not the colour: with 4 players the two players of one shade work together, so the far + may be your partner&apos;s. You never capture tiles with your own shade.</source>
        <translation>Only the icon shade counts, not the colour: with 4 players the two players of one shade work together, so the far + may be your partner&apos;s. You never capture tiles with your own shade.</translation>
    </message>
</context>
<context>
    <name>LsdColours</name>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
</context>
<context>
    <name>LsdDescribe</name>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>east</source>
        <translation>east</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>the {tile} fits here</translation>
    </message>
    <message numerus="yes">
        <source>the {tile} fits here turned %n ways</source>
        <translation>
            <numerusform>the {tile} fits here turned %n way</numerusform>
            <numerusform>the {tile} fits here turned %n ways</numerusform>
        </translation>
    </message>
    <message>
        <source>turned now: dots {dots}</source>
        <translation>turned now: dots {dots}</translation>
    </message>
    <message>
        <source>Tile of {name}, {tile}, dots {dots}, at {cell}</source>
        <translation>Tile of {name}, {tile}, dots {dots}, at {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>Empty at {cell}</translation>
    </message>
    <message>
        <source>{name} laid a {tile} at {cell}.</source>
        <translation>{name} laid a {tile} at {cell}.</translation>
    </message>
    <message numerus="yes">
        <source>It captures %n tile(s).</source>
        <translation>
            <numerusform>It captures %n tile.</numerusform>
            <numerusform>It captures %n tiles.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} cannot place a tile and is skipped.</translation>
    </message>
    <message>
        <source>{mark} and a number: the move captured that many tiles.</source>
        <translation>{mark} and a number: the move captured that many tiles.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n tile(s) left.</source>
        <translation>
            <numerusform>Your turn, %n tile left.</numerusform>
            <numerusform>Your turn, %n tiles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n tile(s) left.</source>
        <translation>
            <numerusform>{name} to move, %n tile left.</numerusform>
            <numerusform>{name} to move, %n tiles left.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {tile}.</source>
        <translation>Chosen: {tile}.</translation>
    </message>
</context>
<context>
    <name>LsdNewGameDialog</name>
    <message>
        <source>With 2 players a row of {two} tiles wins; with 4 players a row of {four}.</source>
        <translation>With 2 players a row of {two} tiles wins; with 4 players a row of {four}.</translation>
    </message>
    <message>
        <source>Two players who move one after the other never share an icon shade. {a} and {b} play with white icons and capture together; {c} and {d} with black icons.</source>
        <translation>Two players who move one after the other never share an icon shade. {a} and {b} play with white icons and capture together; {c} and {d} with black icons.</translation>
    </message>
    <message>
        <source>{a} plays with white icons, {b} with black icons.</source>
        <translation>{a} plays with white icons, {b} with black icons.</translation>
    </message>
    <message>
        <source>Random (the most confused player starts)</source>
        <translation>Random (the most confused player starts)</translation>
    </message>
    <message>
        <source>New LSD game</source>
        <translation>New LSD game</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 players</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 players</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Who starts:</translation>
    </message>
    <message>
        <source>The first tile may be any tile of the supply, laid in the middle of the table.</source>
        <translation>The first tile may be any tile of the supply, laid in the middle of the table.</translation>
    </message>
</context>
<context>
    <name>LsdScreen</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message>
        <source>{shade}, with {partner}</source>
        <translation>{shade}, with {partner}</translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} cannot place a tile and is skipped.</translation>
    </message>
    <message>
        <source>A draw: nobody can place a tile any more.</source>
        <translation>A draw: nobody can place a tile any more.</translation>
    </message>
    <message>
        <source>{name} wins with a row of {n}!</source>
        <translation>{name} wins with a row of {n}!</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>{name} to move: lay any tile in the middle of the table.</source>
        <translation>{name} to move: lay any tile in the middle of the table.</translation>
    </message>
    <message>
        <source>{name} to move: lay a tile so that it completes a dot.</source>
        <translation>{name} to move: lay a tile so that it completes a dot.</translation>
    </message>
    <message>
        <source>{players} players: a row of {n} of your colour wins.</source>
        <translation>{players} players: a row of {n} of your colour wins.</translation>
    </message>
    <message>
        <source>Together: {a} and {b} (white icons), {c} and {d} (black icons).</source>
        <translation>Together: {a} and {b} (white icons), {c} and {d} (black icons).</translation>
    </message>
    <message numerus="yes">
        <source>captures %n tile(s)</source>
        <translation>
            <numerusform>captures %n tile</numerusform>
            <numerusform>captures %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message numerus="yes">
        <source>A row of %n tile(s) of one colour.</source>
        <translation>
            <numerusform>A row of %n tile of one colour.</numerusform>
            <numerusform>A row of %n tiles of one colour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tile fits here turned %n way(s): turn it (R) until the frame is solid, then lay it.</source>
        <translation>
            <numerusform>This tile fits here turned %n way: turn it (R) until the frame is solid, then lay it.</numerusform>
            <numerusform>This tile fits here turned %n ways: turn it (R) until the frame is solid, then lay it.</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>A draw</translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n captured</numerusform>
            <numerusform>%n captured</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} at {cell}</translation>
    </message>
    <message>
        <source>Nobody can place a tile any more.</source>
        <translation>Nobody can place a tile any more.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space lays the chosen tile there, 1–9 and 0 choose a tile, R turns it, F6 goes on to your supply and the panel.</source>
        <translation>The board. Arrow keys move the cursor, Enter or Space lays the chosen tile there, 1–9 and 0 choose a tile, R turns it, F6 goes on to your supply and the panel.</translation>
    </message>
    <message>
        <source>Turned another way it fits here (R).</source>
        <translation>Turned another way it fits here (R).</translation>
    </message>
    <message numerus="yes">
        <source>Laying it here captures %n tile(s).</source>
        <translation>
            <numerusform>Laying it here captures %n tile.</numerusform>
            <numerusform>Laying it here captures %n tiles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a tile from your supply first (click it, or press 1–9, 0 or Tab).</source>
        <translation>Choose a tile from your supply first (click it, or press 1–9, 0 or Tab).</translation>
    </message>
    <message>
        <source>Learn the captures…</source>
        <translation>Learn the captures…</translation>
    </message>
    <message>
        <source>Pictures of how + and x capture tiles of the other shade</source>
        <translation>Pictures of how + and x capture tiles of the other shade</translation>
    </message>
</context>
<context>
    <name>LsdTiles</name>
    <message>
        <source>single tile</source>
        <translation>single tile</translation>
    </message>
    <message>
        <source>corner tile</source>
        <translation>corner tile</translation>
    </message>
    <message>
        <source>straight tile</source>
        <translation>straight tile</translation>
    </message>
    <message>
        <source>T tile</source>
        <translation>T tile</translation>
    </message>
    <message>
        <source>cross tile</source>
        <translation>cross tile</translation>
    </message>
    <message>
        <source>{tile} with {icon}</source>
        <translation>{tile} with {icon}</translation>
    </message>
    <message>
        <source>White icons</source>
        <translation>White icons</translation>
    </message>
    <message>
        <source>Black icons</source>
        <translation>Black icons</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>{game}…</source>
        <translation>{game}…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Puzzles</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Close game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Move</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>F&amp;ull screen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Learn to play</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Open log &amp;folder</translation>
    </message>
    <message>
        <source>&amp;About tilegames</source>
        <translation>&amp;About tilegames</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>Leave this game? It is saved and can be continued from the start page.</source>
        <translation>Leave this game? It is saved and can be continued from the start page.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Leave the game</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>The log folder could not be opened. It is {folder}</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used; the damaged file was kept as {name}.</source>
        <translation>Your settings file was damaged, so the defaults are used; the damaged file was kept as {name}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used. ({detail})</source>
        <translation>Your settings could not be read, so the defaults are used. ({detail})</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>Some translations are missing from this installation: {names}</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>No moves yet</source>
        <translation>No moves yet</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Game number:</source>
        <translation>Game number:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>A game number is a whole number from 0 to {max}, written with the digits 0 to 9. Leave the field empty for a random one.</source>
        <translation>A game number is a whole number from 0 to {max}, written with the digits 0 to 9. Leave the field empty for a random one.</translation>
    </message>
    <message>
        <source>Your choices could not be remembered for next time: {reason}</source>
        <translation>Your choices could not be remembered for next time: {reason}</translation>
    </message>
</context>
<context>
    <name>PieceTray</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message>
        <source>not available</source>
        <translation>not available</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>marked</translation>
    </message>
    <message>
        <source>{n} of {total}: {piece}</source>
        <translation>{n} of {total}: {piece}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}, with {move} played instead of the mistake.</source>
        <translation>A new game from the position after move {n}, with {move} played instead of the mistake.</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}.</source>
        <translation>A new game from the position after move {n}.</translation>
    </message>
    <message>
        <source>It is saved as a game of its own; the game you are reviewing stays as it is.</source>
        <translation>It is saved as a game of its own; the game you are reviewing stays as it is.</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>Something unexpected went wrong inside tilegames. It is a fault in the program, not something you did.</source>
        <translation>Something unexpected went wrong inside tilegames. It is a fault in the program, not something you did.</translation>
    </message>
    <message>
        <source>A game in progress is safe: it is saved after every move, and you can play on. If something looks wrong, quit tilegames and start it again; the game waits under Continue on the start page.</source>
        <translation>A game in progress is safe: it is saved after every move, and you can play on. If something looks wrong, quit tilegames and start it again; the game waits under Continue on the start page.</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s) came up since this message appeared.</source>
        <translation>
            <numerusform>%n more problem came up since this message appeared.</numerusform>
            <numerusform>%n more problems came up since this message appeared.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are on the clipboard.</source>
        <translation>The details are on the clipboard.</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>The log folder could not be opened. It is {folder}</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>Copy &amp;details</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Open log &amp;folder</translation>
    </message>
</context>
<context>
    <name>PuzzleParts</name>
    <message>
        <source>Hint: the marked cell is where the answer begins.</source>
        <translation>Hint: the marked cell is where the answer begins.</translation>
    </message>
    <message>
        <source>Solution: {reason}</source>
        <translation>Solution: {reason}</translation>
    </message>
    <message>
        <source>Solved! {reason}</source>
        <translation>Solved! {reason}</translation>
    </message>
    <message>
        <source>Not this one. {reason}</source>
        <translation>Not this one. {reason}</translation>
    </message>
    <message>
        <source>Back to the puzzle: try again.</source>
        <translation>Back to the puzzle: try again.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s position again.</source>
        <translation>The puzzle&apos;s position again.</translation>
    </message>
    <message>
        <source>Watch what follows on the board…</source>
        <translation>Watch what follows on the board…</translation>
    </message>
    <message>
        <source>Solved. On to the next puzzle?</source>
        <translation>Solved. On to the next puzzle?</translation>
    </message>
    <message>
        <source>That was the solution. Try it yourself, or go on to the next puzzle.</source>
        <translation>That was the solution. Try it yourself, or go on to the next puzzle.</translation>
    </message>
    <message>
        <source>Daily puzzle, {day} · {game} · {level}</source>
        <translation>Daily puzzle, {day} · {game} · {level}</translation>
    </message>
    <message>
        <source>{game} puzzle · {level}</source>
        <translation>{game} puzzle · {level}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Mark where the answer begins (H)</source>
        <translation>Mark where the answer begins (H)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Show solution</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Next puzzle</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>All puzzles</translation>
    </message>
    <message>
        <source>Back to the Puzzles page</source>
        <translation>Back to the Puzzles page</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Show &amp;solution</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Next puzzle</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Wait a moment: the moves are being shown.</source>
        <translation>Wait a moment: the moves are being shown.</translation>
    </message>
    <message>
        <source>This puzzle is done: try the next one.</source>
        <translation>This puzzle is done: try the next one.</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Level {n}</source>
        <translation>Level {n}</translation>
    </message>
</context>
<context>
    <name>PuzzlesEntry</name>
    <message>
        <source>Puzzles…</source>
        <translation>Puzzles…</translation>
    </message>
    <message>
        <source>Positions from real games with one best move to find, and a new daily puzzle every day.</source>
        <translation>Positions from real games with one best move to find, and a new daily puzzle every day.</translation>
    </message>
</context>
<context>
    <name>PuzzlesPage</name>
    <message>
        <source>Daily puzzle: {day}</source>
        <translation>Daily puzzle: {day}</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle cannot be shown: {why}</source>
        <translation>Today&apos;s puzzle cannot be shown: {why}</translation>
    </message>
    <message>
        <source>{game} · {level}: {goal}</source>
        <translation>{game} · {level}: {goal}</translation>
    </message>
    <message>
        <source>Solved today.</source>
        <translation>Solved today.</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today; a new one tomorrow.</source>
        <translation>The same puzzle for everyone today; a new one tomorrow.</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row.</source>
        <translation>
            <numerusform>Streak: %n day in a row.</numerusform>
            <numerusform>Streak: %n days in a row.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solve it again</source>
        <translation>Solve it again</translation>
    </message>
    <message>
        <source>Solve today&apos;s puzzle</source>
        <translation>Solve today&apos;s puzzle</translation>
    </message>
    <message>
        <source>{game} ({solved} of {total} solved)</source>
        <translation>{game} ({solved} of {total} solved)</translation>
    </message>
    <message>
        <source>All ({solved} of {total} solved)</source>
        <translation>All ({solved} of {total} solved)</translation>
    </message>
    <message>
        <source>{level} ({solved} of {total} solved)</source>
        <translation>{level} ({solved} of {total} solved)</translation>
    </message>
    <message>
        <source>{number}. {level}: {goal}</source>
        <translation>{number}. {level}: {goal}</translation>
    </message>
    <message>
        <source>{puzzle} — solved</source>
        <translation>{puzzle} — solved</translation>
    </message>
    <message>
        <source>No. {number} · {level}</source>
        <translation>No. {number} · {level}</translation>
    </message>
    <message>
        <source>The puzzles of {game} cannot be shown: {why}</source>
        <translation>The puzzles of {game} cannot be shown: {why}</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Back to the games</translation>
    </message>
    <message>
        <source>Choose a puzzle</source>
        <translation>Choose a puzzle</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulty:</translation>
    </message>
    <message>
        <source>Solve this puzzle</source>
        <translation>Solve this puzzle</translation>
    </message>
    <message>
        <source>First unsolved</source>
        <translation>First unsolved</translation>
    </message>
    <message>
        <source>Opens today&apos;s puzzle on its board</source>
        <translation>Opens today&apos;s puzzle on its board</translation>
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
        <translation>put down this turn</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>the last move</translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} at {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>Empty at {cell}</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>the {tile} fits here</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag.</source>
        <translation>
            <numerusform>%n tile in the bag.</numerusform>
            <numerusform>%n tiles in the bag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n tile(s) in your hand.</source>
        <translation>
            <numerusform>Your turn: %n tile in your hand.</numerusform>
            <numerusform>Your turn: %n tiles in your hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>{name} to move.</translation>
    </message>
</context>
<context>
    <name>QwirkleLessonScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Tiles in the bag: {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleNewGameDialog</name>
    <message>
        <source>New Qwirkle game</source>
        <translation>New Qwirkle game</translation>
    </message>
    <message>
        <source>Players (2 to 6)</source>
        <translation>Players (2 to 6)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>The players sit in playing order, from the top. The player with the most tiles that share a colour or a shape starts; if several have as many, the one seated first of them starts, so seat the oldest player first.</source>
        <translation>The players sit in playing order, from the top. The player with the most tiles that share a colour or a shape starts; if several have as many, the one seated first of them starts, so seat the oldest player first.</translation>
    </message>
    <message>
        <source>The game number shuffles the bag: the same number deals the same tiles again, so a game can be repeated. Leave it empty for a new deal every game.</source>
        <translation>The game number shuffles the bag: the same number deals the same tiles again, so a game can be repeated. Leave it empty for a new deal every game.</translation>
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
        <translation>Eli</translation>
    </message>
    <message>
        <source>Fay</source>
        <translation>Fay</translation>
    </message>
</context>
<context>
    <name>QwirklePuzzleScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Tiles in the bag: {n}</translation>
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
        <translation>Not there: {reason}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>The computers are playing; their tiles stay hidden.</source>
        <translation>The computers are playing; their tiles stay hidden.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} is playing.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n tile(s)</source>
        <translation>
            <numerusform>Exchange %n tile</numerusform>
            <numerusform>Exchange %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange…</source>
        <translation>Exchange…</translation>
    </message>
    <message>
        <source>You cannot exchange now: {reason}.</source>
        <translation>You cannot exchange now: {reason}.</translation>
    </message>
    <message>
        <source>Swap tiles with the bag instead of placing; it scores nothing.</source>
        <translation>Swap tiles with the bag instead of placing; it scores nothing.</translation>
    </message>
    <message>
        <source>Put the {tile} at {cell}: the move would score {points}.</source>
        <translation>Put the {tile} at {cell}: the move would score {points}.</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>+6 for going out</source>
        <translation>+6 for going out</translation>
    </message>
    <message>
        <source>You can neither place a tile nor exchange: press Pass.</source>
        <translation>You can neither place a tile nor exchange: press Pass.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds only %n tile(s): choose fewer.</source>
        <translation>
            <numerusform>The bag holds only %n tile: choose fewer.</numerusform>
            <numerusform>The bag holds only %n tiles: choose fewer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tiles you want to exchange, then press Exchange. Esc cancels.</source>
        <translation>Click the tiles you want to exchange, then press Exchange. Esc cancels.</translation>
    </message>
    <message>
        <source>Press Play (Enter) to play these tiles, or put down more.</source>
        <translation>Press Play (Enter) to play these tiles, or put down more.</translation>
    </message>
    <message>
        <source>These are your last tiles: you go out.</source>
        <translation>These are your last tiles: you go out.</translation>
    </message>
    <message>
        <source>Not a move yet: {reason}.</source>
        <translation>Not a move yet: {reason}.</translation>
    </message>
    <message>
        <source>Now choose a cell: the marked cells fit.</source>
        <translation>Now choose a cell: the marked cells fit.</translation>
    </message>
    <message>
        <source>Now choose a cell for the tile.</source>
        <translation>Now choose a cell for the tile.</translation>
    </message>
    <message>
        <source>The bag is empty, so you cannot exchange.</source>
        <translation>The bag is empty, so you cannot exchange.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Space puts the chosen tile there or picks one up, Enter plays the turn, Esc takes the tiles back, 1–6 take a tile from your hand, F6 goes on to your hand and the panel.</source>
        <translation>The board. Arrow keys move the cursor, Space puts the chosen tile there or picks one up, Enter plays the turn, Esc takes the tiles back, 1–6 take a tile from your hand, F6 goes on to your hand and the panel.</translation>
    </message>
    <message>
        <source>Opening tiles: {n}</source>
        <translation>Opening tiles: {n}</translation>
    </message>
    <message>
        <source>Tiles in hand: {n}</source>
        <translation>Tiles in hand: {n}</translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>point</numerusform>
            <numerusform>points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape, more than anyone else.</source>
        <translation>
            <numerusform>{name} starts: %n tile that shares a colour or a shape, more than anyone else.</numerusform>
            <numerusform>{name} starts: %n tiles that share a colour or a shape, more than anyone else.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape; {others} too, and the earlier seat starts.</source>
        <translation>
            <numerusform>{name} starts: %n tile that shares a colour or a shape; {others} too, and the earlier seat starts.</numerusform>
            <numerusform>{name} starts: %n tiles that share a colour or a shape; {others} too, and the earlier seat starts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number: {seed}</source>
        <translation>Game number: {seed}</translation>
    </message>
    <message>
        <source>exchange {tiles}</source>
        <translation>exchange {tiles}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Put the tiles back in your hand (Esc)</source>
        <translation>Put the tiles back in your hand (Esc)</translation>
    </message>
    <message>
        <source>Choose a tile from your hand first.</source>
        <translation>Choose a tile from your hand first.</translation>
    </message>
    <message>
        <source>Choose a tile, then a cell, or drag it onto the board.</source>
        <translation>Choose a tile, then a cell, or drag it onto the board.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}&apos;s hand</translation>
    </message>
    <message>
        <source>{name}, your hand</source>
        <translation>{name}, your hand</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>The review shows every player&apos;s hand.</source>
        <translation>The review shows every player&apos;s hand.</translation>
    </message>
    <message numerus="yes">
        <source>Your first move: put down your %n tile(s) that share a colour or a shape, in one line from the centre.</source>
        <translation>
            <numerusform>Your first move: put down your %n tile that shares a colour or a shape, in one line from the centre.</numerusform>
            <numerusform>Your first move: put down your %n tiles that share a colour or a shape, in one line from the centre.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other hands and the bag are dealt anew from the tiles {name} has not seen; {name} keeps this hand.</source>
        <translation>The other hands and the bag are dealt anew from the tiles {name} has not seen; {name} keeps this hand.</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} to move</translation>
    </message>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Tiles in the bag: {n}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Play the tiles you put down (Enter)</source>
        <translation>Play the tiles you put down (Enter)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Let the turn go by: you can neither place nor exchange</source>
        <translation>Let the turn go by: you can neither place nor exchange</translation>
    </message>
</context>
<context>
    <name>QwirkleSeats</name>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleTiles</name>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>circle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>square</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>diamond</translation>
    </message>
    <message>
        <source>clover</source>
        <translation>clover</translation>
    </message>
    <message>
        <source>star</source>
        <translation>star</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cross</translation>
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
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {tiles}, {points}</source>
        <translation>{name}: {tiles}, {points}</translation>
    </message>
    <message>
        <source>(+6 for going out)</source>
        <translation>(+6 for going out)</translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanged %n tile(s)</source>
        <translation>
            <numerusform>{name} exchanged %n tile</numerusform>
            <numerusform>{name} exchanged %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} passed</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>A shared win!</translation>
    </message>
    <message>
        <source>{name} placed their last tile and scored 6 extra points.</source>
        <translation>{name} placed their last tile and scored 6 extra points.</translation>
    </message>
    <message>
        <source>The bag is empty and nobody can place a tile any more.</source>
        <translation>The bag is empty and nobody can place a tile any more.</translation>
    </message>
    <message>
        <source>went out: +6</source>
        <translation>went out: +6</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Play again with the same settings</source>
        <translation>Play again with the same settings</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4th</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous move</source>
        <translation>Previous move</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Next move</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position in the game</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Leave review</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The computer (hard) judges every move: best, good, inaccuracy or mistake, and shows the better move</source>
        <translation>The computer (hard) judges every move: best, good, inaccuracy or mistake, and shows the better move</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the players you choose; this game stays as it is</source>
        <translation>A new game from the position shown, with the players you choose; this game stays as it is</translation>
    </message>
    <message>
        <source>Play the better move from here</source>
        <translation>Play the better move from here</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the better move played instead of the mistake</source>
        <translation>A new game from the position shown, with the better move played instead of the mistake</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%v of %m moves</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Move {n} of {total}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Numbered rules</source>
        <translation>&amp;Numbered rules</translation>
    </message>
    <message>
        <source>These rules are not available in your language yet; here they are in English.</source>
        <translation>These rules are not available in your language yet; here they are in English.</translation>
    </message>
    <message>
        <source>The rules of this game are missing from this installation.</source>
        <translation>The rules of this game are missing from this installation.</translation>
    </message>
    <message>
        <source>These are the numbered rules, a precise reference that exists in English only. Each rule has a number by which a question or a bug report can name it.</source>
        <translation>These are the numbered rules, a precise reference that exists in English only. Each rule has a number by which a question or a bug report can name it.</translation>
    </message>
    <message>
        <source>The numbered rules of this game are missing from this installation.</source>
        <translation>The numbered rules of this game are missing from this installation.</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Remove this player</translation>
    </message>
    <message>
        <source>Remove {player}</source>
        <translation>Remove {player}</translation>
    </message>
    <message>
        <source>{player}: person or computer</source>
        <translation>{player}: person or computer</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>To move</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Appea&amp;rance:</source>
        <translation>Appea&amp;rance:</translation>
    </message>
    <message>
        <source>Piece &amp;colours:</source>
        <translation>Piece &amp;colours:</translation>
    </message>
    <message>
        <source>Legal moves:</source>
        <translation>Legal moves:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations:</translation>
    </message>
    <message>
        <source>Computer move &amp;delay:</source>
        <translation>Computer move &amp;delay:</translation>
    </message>
    <message>
        <source>Leaving a game:</source>
        <translation>Leaving a game:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Same as the system</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Light or dark windows; &quot;Same as the system&quot; follows your computer&apos;s choice. The boards keep their own colours.</source>
        <translation>Light or dark windows; &quot;Same as the system&quot; follows your computer&apos;s choice. The boards keep their own colours.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>For colour-blind players</source>
        <translation>For colour-blind players</translation>
    </message>
    <message>
        <source>Colours that stay far apart for every kind of colour blindness: the Kulami marbles become white and black, the LSD and Qwirkle colours change their shades.</source>
        <translation>Colours that stay far apart for every kind of colour blindness: the Kulami marbles become white and black, the LSD and Qwirkle colours change their shades.</translation>
    </message>
    <message>
        <source>&amp;Show where a piece may go</source>
        <translation>&amp;Show where a piece may go</translation>
    </message>
    <message>
        <source>&amp;Animate moves</source>
        <translation>&amp;Animate moves</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown.</source>
        <translation>How long the computer waits before its move is shown.</translation>
    </message>
    <message>
        <source>As&amp;k before closing a game in progress</source>
        <translation>As&amp;k before closing a game in progress</translation>
    </message>
    <message>
        <source>A game in progress is saved after every move and offered again at the next start, so closing loses nothing; ask anyway.</source>
        <translation>A game in progress is saved after every move and offered again at the next start, so closing loses nothing; ask anyway.</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>Some translations are missing from this installation: {names}</translation>
    </message>
    <message>
        <source>The setting could not be saved: {reason}</source>
        <translation>The setting could not be saved: {reason}</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <source>Two to six players at one computer, against each other or against the computer.</source>
        <translation>Two to six players at one computer, against each other or against the computer.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Longest win streak</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Streak</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Best score</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <source>Best / average margin: points ahead of (or behind) the best other player</source>
        <translation>Best / average margin: points ahead of (or behind) the best other player</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Against the computer: won–lost per level</source>
        <translation>Against the computer: won–lost per level</translation>
    </message>
    <message>
        <source>Oldest game on the left. A bar up is a win, a bar down a loss, a dot a draw; the number at a bar is the margin, and the larger it is, the taller the bar.</source>
        <translation>Oldest game on the left. A bar up is a win, a bar down a loss, a dot a draw; the number at a bar is the margin, and the larger it is, the taller the bar.</translation>
    </message>
    <message>
        <source>&amp;Reset this game&apos;s statistics…</source>
        <translation>&amp;Reset this game&apos;s statistics…</translation>
    </message>
    <message>
        <source>No finished {game} games yet.</source>
        <translation>No finished {game} games yet.</translation>
    </message>
    <message>
        <source>{level} {won}–{lost}</source>
        <translation>{level} {won}–{lost}</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(no name)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>{level}: {count}</source>
        <translation>{level}: {count}</translation>
    </message>
    <message>
        <source>{game} puzzles solved: {total} ({counts})</source>
        <translation>{game} puzzles solved: {total} ({counts})</translation>
    </message>
    <message>
        <source>Daily puzzles solved: {days}. Streak: {streak} (longest: {longest}).</source>
        <translation>Daily puzzles solved: {days}. Streak: {streak} (longest: {longest}).</translation>
    </message>
    <message>
        <source>Recent games of {name}</source>
        <translation>Recent games of {name}</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Reset the statistics</translation>
    </message>
    <message>
        <source>Forget every {game} result of every player? This cannot be undone.</source>
        <translation>Forget every {game} result of every player? This cannot be undone.</translation>
    </message>
</context>
<context>
    <name>SuppliesPanel</name>
    <message>
        <source>Turn the tile clockwise (R, a right click on the board, or the mouse wheel over the tile)</source>
        <translation>Turn the tile clockwise (R, a right click on the board, or the mouse wheel over the tile)</translation>
    </message>
    <message>
        <source>Turn the tile back (Shift+R)</source>
        <translation>Turn the tile back (Shift+R)</translation>
    </message>
    <message>
        <source>Turn the tile clockwise</source>
        <translation>Turn the tile clockwise</translation>
    </message>
    <message>
        <source>Turn the tile back</source>
        <translation>Turn the tile back</translation>
    </message>
    <message>
        <source>Supply of {name}</source>
        <translation>Supply of {name}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Move taken back.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space plays there, F6 goes on to the pieces and the panel.</source>
        <translation>The board. Arrow keys move the cursor, Enter or Space plays there, F6 goes on to the pieces and the panel.</translation>
    </message>
    <message>
        <source>This game could not be saved automatically ({reason}); it goes on, but save it yourself before you quit.</source>
        <translation>This game could not be saved automatically ({reason}); it goes on, but save it yourself before you quit.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Looking for a good move…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
    </message>
    <message>
        <source>Best: the computer would have played this move too.</source>
        <translation>Best: the computer would have played this move too.</translation>
    </message>
    <message>
        <source>Good. The computer&apos;s choice: {better}, a little better.</source>
        <translation>Good. The computer&apos;s choice: {better}, a little better.</translation>
    </message>
    <message>
        <source>Inaccuracy. The computer&apos;s choice: {better}, a better move.</source>
        <translation>Inaccuracy. The computer&apos;s choice: {better}, a better move.</translation>
    </message>
    <message>
        <source>Mistake. The computer&apos;s choice: {better}, a much better move.</source>
        <translation>Mistake. The computer&apos;s choice: {better}, a much better move.</translation>
    </message>
    <message>
        <source>Good: the computer would have played {better}, a little better (by {points}).</source>
        <translation>Good: the computer would have played {better}, a little better (by {points}).</translation>
    </message>
    <message>
        <source>Inaccuracy: the computer would have played {better}, better by {points}.</source>
        <translation>Inaccuracy: the computer would have played {better}, better by {points}.</translation>
    </message>
    <message>
        <source>Mistake: the computer would have played {better}, better by {points}.</source>
        <translation>Mistake: the computer would have played {better}, better by {points}.</translation>
    </message>
    <message>
        <source>{best} the computer would have played it too, {inaccuracy} an inaccuracy, {mistake} a mistake.</source>
        <translation>{best} the computer would have played it too, {inaccuracy} an inaccuracy, {mistake} a mistake.</translation>
    </message>
    <message>
        <source>No new game could be started from here ({reason}).</source>
        <translation>No new game could be started from here ({reason}).</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Reviewing the game</translation>
    </message>
    <message>
        <source>Next: move {n} was {move}. {verdict}</source>
        <translation>Next: move {n} was {move}. {verdict}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>The start of the game.</translation>
    </message>
    <message>
        <source>Move {n}: {words}</source>
        <translation>Move {n}: {words}</translation>
    </message>
    <message>
        <source>The position after move {n}.</source>
        <translation>The position after move {n}.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
</context>
<context>
    <name>UnfinishedCard</name>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) · %1</source>
        <translation>
            <numerusform>%n move · %1</numerusform>
            <numerusform>%n moves · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Being played in another tilegames window</source>
        <translation>Being played in another tilegames window</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>Continue this game</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Take this game off the list (it can be taken back at once)</source>
        <translation>Take this game off the list (it can be taken back at once)</translation>
    </message>
    <message>
        <source>today, {time}</source>
        <translation>today, {time}</translation>
    </message>
    <message>
        <source>yesterday, {time}</source>
        <translation>yesterday, {time}</translation>
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
        <translation>Join the half dots, capture with + and x, make a row of four of your colour.</translation>
    </message>
    <message>
        <source>Place marbles on wooden plates and win the plates that score the most.</source>
        <translation>Place marbles on wooden plates and win the plates that score the most.</translation>
    </message>
    <message>
        <source>Lay lines of one colour or one shape and score a Qwirkle with six.</source>
        <translation>Lay lines of one colour or one shape and score a Qwirkle with six.</translation>
    </message>
</context>
<context>
    <name>layouts</name>
    <message>
        <source>the letter {name} is used for two separate areas</source>
        <extracomment>Plate sizes of the 17 standard plates (K-K1): size -&gt; how many. Sizes pin the shape down: 6 = 2×3, 4 = 2×2, 3 = 1×3, 2 = 1×2. Allowed plate rectangles as (short side, long side). The largest layout the text format takes (columns are named a..z in move notation). Letters of the canonical text, in plate order.</extracomment>
        <translation>the letter {name} is used for two separate areas</translation>
    </message>
    <message>
        <source>plate {name} is not a solid rectangle</source>
        <translation>plate {name} is not a solid rectangle</translation>
    </message>
    <message>
        <source>plate {name} has the wrong number of holes ({count}); a plate has 2, 3, 4 or 6</source>
        <translation>plate {name} has the wrong number of holes ({count}); a plate has 2, 3, 4 or 6</translation>
    </message>
    <message>
        <source>plate {name} is {width}×{height}; plates are 1×2, 1×3, 2×2 or 2×3</source>
        <translation>plate {name} is {width}×{height}; plates are 1×2, 1×3, 2×2 or 2×3</translation>
    </message>
    <message>
        <source>the layout has no holes</source>
        <translation>the layout has no holes</translation>
    </message>
    <message>
        <source>the layout has {count} plates; at most {limit} fit</source>
        <translation>the layout has {count} plates; at most {limit} fit</translation>
    </message>
    <message>
        <source>two plates overlap</source>
        <translation>two plates overlap</translation>
    </message>
    <message>
        <source>the layout is {width}×{height}; at most {limit}×{limit} fits</source>
        <translation>the layout is {width}×{height}; at most {limit}×{limit} fits</translation>
    </message>
    <message>
        <source>row {row} has a space; use &apos;.&apos; for a cell without a hole</source>
        <translation>row {row} has a space; use &apos;.&apos; for a cell without a hole</translation>
    </message>
</context>
<context>
    <name>learn</name>
    <message>
        <source>Welcome to Kulami! You play red, the computer plays black, one marble each turn. Your first marble may go into any hole: put it in b2 (marked).</source>
        <translation>Welcome to Kulami! You play red, the computer plays black, one marble each turn. Your first marble may go into any hole: put it in b2 (marked).</translation>
    </message>
    <message>
        <source>Black put its marble in e2. It had no choice but row 2 or column b: every marble goes into the row or the column of the marble the other player has just placed. And never on that marble&apos;s plate.</source>
        <translation>Black put its marble in e2. It had no choice but row 2 or column b: every marble goes into the row or the column of the marble the other player has just placed. And never on that marble&apos;s plate.</translation>
    </message>
    <message>
        <source>Your turn: row 2 or column e. Two plates are closed (shaded): Black&apos;s plate of e2, and your own plate of b2, where your last marble lies. Try a2 to see it refused, then put your marble in d2.</source>
        <translation>Your turn: row 2 or column e. Two plates are closed (shaded): Black&apos;s plate of e2, and your own plate of b2, where your last marble lies. Try a2 to see it refused, then put your marble in d2.</translation>
    </message>
    <message>
        <source>Black played d4, in your column d. Any distance counts, across gaps too: a hole at the far end of the row or column is just as good.</source>
        <translation>Black played d4, in your column d. Any distance counts, across gaps too: a hole at the far end of the row or column is just as good.</translation>
    </message>
    <message>
        <source>Now you play in row 4 or column d, but not on the plates of d4 and d2. Put your marble in d3.</source>
        <translation>Now you play in row 4 or column d, but not on the plates of d4 and d2. Put your marble in d3.</translation>
    </message>
    <message>
        <source>Black played c3. Look at the points beside the names: a plate belongs to the player with more marbles on it, and it is worth as many points as it holds marbles.</source>
        <translation>Black played c3. Look at the points beside the names: a plate belongs to the player with more marbles on it, and it is worth as many points as it holds marbles.</translation>
    </message>
    <message>
        <source>Put your marble in c2: then two of your marbles lie on the plate of c2 and d2.</source>
        <translation>Put your marble in c2: then two of your marbles lie on the plate of c2 and d2.</translation>
    </message>
    <message>
        <source>Black played a2, on the plate of your first marble. One marble each is a tie, and a tied plate belongs to nobody: your points went down by one.</source>
        <translation>Black played a2, on the plate of your first marble. One marble each is a tie, and a tied plate belongs to nobody: your points went down by one.</translation>
    </message>
    <message>
        <source>The plate of c2 and d2 is yours: two of your marbles, none of Black&apos;s. This program counts a plate as the marbles on it, as the Hebrew rule sheet says, so it is worth 2. The new-game dialog also offers the publisher&apos;s rule, where a plate is worth its holes: 4.</source>
        <translation>The plate of c2 and d2 is yours: two of your marbles, none of Black&apos;s. This program counts a plate as the marbles on it, as the Hebrew rule sheet says, so it is worth 2. The new-game dialog also offers the publisher&apos;s rule, where a plate is worth its holes: 4.</translation>
    </message>
    <message>
        <source>The game ends when all marbles are placed, or as soon as the player to move has no hole left. The higher total wins. That is all: play a real game against the computer at level Easy?</source>
        <translation>The game ends when all marbles are placed, or as soon as the player to move has no hole left. The higher total wins. That is all: play a real game against the computer at level Easy?</translation>
    </message>
    <message>
        <source>Welcome to LSD! You play the blue tiles with white icons, the computer the orange ones with black icons. The first tile may be any tile: your cross tile with + is chosen for you, click the marked cell to lay it.</source>
        <translation>Welcome to LSD! You play the blue tiles with white icons, the computer the orange ones with black icons. The first tile may be any tile: your cross tile with + is chosen for you, click the marked cell to lay it.</translation>
    </message>
    <message>
        <source>Orange laid its tile next to yours so that two half dots meet and make a whole dot. Every tile must complete at least one dot, and a half dot may never touch a plain edge.</source>
        <translation>Orange laid its tile next to yours so that two half dots meet and make a whole dot. Every tile must complete at least one dot, and a half dot may never touch a plain edge.</translation>
    </message>
    <message>
        <source>Now capture! Lay your single tile with + on the marked cell, its half dot against the orange tile. Choose a tile with a click or the number keys; R turns it.</source>
        <translation>Now capture! Lay your single tile with + on the marked cell, its half dot against the orange tile. Choose a tile with a click or the number keys; R turns it.</translation>
    </message>
    <message>
        <source>Captured! The orange tile lay between two + tiles with white icons: a new + captures a tile of the other shade straight across, when a + of its own shade lies on the far side. Captured tiles leave the game.</source>
        <translation>Captured! The orange tile lay between two + tiles with white icons: a new + captures a tile of the other shade straight across, when a + of its own shade lies on the far side. Captured tiles leave the game.</translation>
    </message>
    <message>
        <source>Orange laid a corner under your cross: its half dot meets the cross&apos;s. A cross has half dots on all four sides, so every tile beside it must bring a half dot.</source>
        <translation>Orange laid a corner under your cross: its half dot meets the cross&apos;s. A cross has half dots on all four sides, so every tile beside it must bring a half dot.</translation>
    </message>
    <message>
        <source>Lay your corner tile with x on the marked cell: its half dot joins the orange tile&apos;s. It captures nothing yet, but it prepares a capture with x.</source>
        <translation>Lay your corner tile with x on the marked cell: its half dot joins the orange tile&apos;s. It captures nothing yet, but it prepares a capture with x.</translation>
    </message>
    <message>
        <source>Orange laid a tile under your x. Two orange tiles now sit at two corners of a square; your x is at the third corner, and the fourth is empty.</source>
        <translation>Orange laid a tile under your x. Two orange tiles now sit at two corners of a square; your x is at the third corner, and the fourth is empty.</translation>
    </message>
    <message>
        <source>Lay your single tile with x on the marked cell, diagonally across from your other x.</source>
        <translation>Lay your single tile with x on the marked cell, diagonally across from your other x.</translation>
    </message>
    <message>
        <source>Two at once! An x captures across the square: with two x tiles of your shade on one diagonal, the tiles of the other shade on the other two corners are captured.</source>
        <translation>Two at once! An x captures across the square: with two x tiles of your shade on one diagonal, the tiles of the other shade on the other two corners are captured.</translation>
    </message>
    <message>
        <source>To win, make a straight row of four tiles of your colour (three with four players); icons do not matter for it. Whoever cannot lay a tile is skipped. Play a real game against the computer at level Easy?</source>
        <translation>To win, make a straight row of four tiles of your colour (three with four players); icons do not matter for it. Whoever cannot lay a tile is skipped. Play a real game against the computer at level Easy?</translation>
    </message>
    <message>
        <source>Welcome to Qwirkle! You start, because three of your tiles share a colour, more than the computer has. Put the red circle, the red square and the red diamond on the marked cells (a tile, then its cell), then press Play.</source>
        <translation>Welcome to Qwirkle! You start, because three of your tiles share a colour, more than the computer has. Put the red circle, the red square and the red diamond on the marked cells (a tile, then its cell), then press Play.</translation>
    </message>
    <message>
        <source>The computer put a yellow square under your red square. A line is one colour or one shape, never the same tile twice. A line scores a point per tile: 2.</source>
        <translation>The computer put a yellow square under your red square. A line is one colour or one shape, never the same tile twice. A line scores a point per tile: 2.</translation>
    </message>
    <message>
        <source>Put your yellow diamond beside the yellow square, under the red diamond: one tile in two lines, and each line scores.</source>
        <translation>Put your yellow diamond beside the yellow square, under the red diamond: one tile in two lines, and each line scores.</translation>
    </message>
    <message>
        <source>Your diamond scored 4: the yellow line of 2 and the line of diamonds of 2. The computer put a blue circle above your red circle.</source>
        <translation>Your diamond scored 4: the yellow line of 2 and the line of diamonds of 2. The computer put a blue circle above your red circle.</translation>
    </message>
    <message>
        <source>Tiles already on the table count too: add the red star and the red clover to your red row. The whole row scores.</source>
        <translation>Tiles already on the table count too: add the red star and the red clover to your red row. The whole row scores.</translation>
    </message>
    <message>
        <source>Five points for your row of five. The computer made a column of three circles. Your red row lacks only one shape: the cross.</source>
        <translation>Five points for your row of five. The computer made a column of three circles. Your red row lacks only one shape: the cross.</translation>
    </message>
    <message>
        <source>Put your red cross at the end of the red row: six tiles in one line are a Qwirkle.</source>
        <translation>Put your red cross at the end of the red row: six tiles in one line are a Qwirkle.</translation>
    </message>
    <message>
        <source>Qwirkle! A line of six scores 6 and 6 more: 12 points. After each move you draw tiles from the bag until you hold six again.</source>
        <translation>Qwirkle! A line of six scores 6 and 6 more: 12 points. After each move you draw tiles from the bag until you hold six again.</translation>
    </message>
    <message>
        <source>Instead of placing you may exchange tiles. Once the bag is empty, whoever puts down their last tile ends the game and gets 6 more points; the most points win. Play a real game against the computer at level Easy?</source>
        <translation>Instead of placing you may exchange tiles. Once the bag is empty, whoever puts down their last tile ends the game and gets 6 more points; the most points win. Play a real game against the computer at level Easy?</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Plays loosely, but takes an obvious win.</source>
        <translation>Plays loosely, but takes an obvious win.</translation>
    </message>
    <message>
        <source>Looks one move ahead and takes the best it sees.</source>
        <translation>Looks one move ahead and takes the best it sees.</translation>
    </message>
    <message>
        <source>Searches ahead; thinks about a second per move.</source>
        <translation>Searches ahead; thinks about a second per move.</translation>
    </message>
    <message>
        <source>Searches deepest; thinks up to five seconds.</source>
        <translation>Searches deepest; thinks up to five seconds.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
</context>
<context>
    <name>puzzles</name>
    <message>
        <source>Find the move that ends the game with the best margin for you, whatever your opponent does. {left} marbles are left to place.</source>
        <translation>Find the move that ends the game with the best margin for you, whatever your opponent does. {left} marbles are left to place.</translation>
    </message>
    <message>
        <source>With best play after this move the game ends with a margin of {got} for you; {best} is possible.</source>
        <translation>With best play after this move the game ends with a margin of {got} for you; {best} is possible.</translation>
    </message>
    <message>
        <source>With best play by both the game ends with a margin of {best} for you: no move does better.</source>
        <translation>With best play by both the game ends with a margin of {best} for you: no move does better.</translation>
    </message>
    <message>
        <source>Win with this move: make a row of {length}.</source>
        <translation>Win with this move: make a row of {length}.</translation>
    </message>
    <message>
        <source>Win in two moves, whatever your opponent does: make a row of {length}.</source>
        <translation>Win in two moves, whatever your opponent does: make a row of {length}.</translation>
    </message>
    <message>
        <source>A row of {length}: you win.</source>
        <translation>A row of {length}: you win.</translation>
    </message>
    <message>
        <source>This makes no row of {length}.</source>
        <translation>This makes no row of {length}.</translation>
    </message>
    <message>
        <source>Whatever your opponent plays, you make a row of {length} with your next move.</source>
        <translation>Whatever your opponent plays, you make a row of {length} with your next move.</translation>
    </message>
    <message>
        <source>Your opponent can answer this so that you cannot make a row of {length} with your next move.</source>
        <translation>Your opponent can answer this so that you cannot make a row of {length} with your next move.</translation>
    </message>
    <message>
        <source>After this you cannot make a row of {length} with your next move.</source>
        <translation>After this you cannot make a row of {length} with your next move.</translation>
    </message>
    <message>
        <source>This move is not allowed here.</source>
        <translation>This move is not allowed here.</translation>
    </message>
    <message>
        <source>Score as many points as you can this turn.</source>
        <translation>Score as many points as you can this turn.</translation>
    </message>
    <message>
        <source>Make a Qwirkle: complete a line of six tiles.</source>
        <translation>Make a Qwirkle: complete a line of six tiles.</translation>
    </message>
    <message>
        <source>The bag is empty: place all your tiles this turn and end the game.</source>
        <translation>The bag is empty: place all your tiles this turn and end the game.</translation>
    </message>
    <message>
        <source>This scores {got}; {best} is possible.</source>
        <translation>This scores {got}; {best} is possible.</translation>
    </message>
    <message>
        <source>This scores {best}: no placement scores more.</source>
        <translation>This scores {best}: no placement scores more.</translation>
    </message>
    <message>
        <source>This completes no line of six tiles.</source>
        <translation>This completes no line of six tiles.</translation>
    </message>
    <message>
        <source>A Qwirkle! This scores {got}.</source>
        <translation>A Qwirkle! This scores {got}.</translation>
    </message>
    <message>
        <source>This does not empty your hand: tiles left after it: {left}.</source>
        <translation>This does not empty your hand: tiles left after it: {left}.</translation>
    </message>
    <message>
        <source>Your hand is empty: the game ends and this scores {got}.</source>
        <translation>Your hand is empty: the game ends and this scores {got}.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
    <message>
        <source>there is no hole there</source>
        <translation>there is no hole there</translation>
    </message>
    <message>
        <source>that hole is taken</source>
        <translation>that hole is taken</translation>
    </message>
    <message>
        <source>not in the row or column of the last marble</source>
        <translation>not in the row or column of the last marble</translation>
    </message>
    <message>
        <source>that plate was just used by your opponent</source>
        <translation>that plate was just used by your opponent</translation>
    </message>
    <message>
        <source>you used that plate last turn</source>
        <translation>you used that plate last turn</translation>
    </message>
    <message>
        <source>that is not an LSD move</source>
        <translation>that is not an LSD move</translation>
    </message>
    <message>
        <source>there is no tile called {kind}</source>
        <translation>there is no tile called {kind}</translation>
    </message>
    <message>
        <source>a tile&apos;s icon is + or x</source>
        <translation>a tile&apos;s icon is + or x</translation>
    </message>
    <message>
        <source>a tile can be turned 0, 1, 2 or 3 quarter turns</source>
        <translation>a tile can be turned 0, 1, 2 or 3 quarter turns</translation>
    </message>
    <message>
        <source>that is not a cell of the board</source>
        <translation>that is not a cell of the board</translation>
    </message>
    <message>
        <source>you have no such tile left</source>
        <translation>you have no such tile left</translation>
    </message>
    <message>
        <source>the first tile goes in the centre</source>
        <translation>the first tile goes in the centre</translation>
    </message>
    <message>
        <source>that cell is taken</source>
        <translation>that cell is taken</translation>
    </message>
    <message>
        <source>this edge would cut off a dot</source>
        <translation>this edge would cut off a dot</translation>
    </message>
    <message>
        <source>the tile must complete at least one dot</source>
        <translation>the tile must complete at least one dot</translation>
    </message>
    <message>
        <source>you can still play, so you cannot pass</source>
        <translation>you can still play, so you cannot pass</translation>
    </message>
    <message>
        <source>the bag is empty, so you cannot exchange</source>
        <translation>the bag is empty, so you cannot exchange</translation>
    </message>
    <message>
        <source>that is not a Qwirkle move</source>
        <translation>that is not a Qwirkle move</translation>
    </message>
    <message>
        <source>you don&apos;t have those tiles</source>
        <translation>you don&apos;t have those tiles</translation>
    </message>
    <message>
        <source>place at least one tile</source>
        <translation>place at least one tile</translation>
    </message>
    <message>
        <source>put one tile on each cell</source>
        <translation>put one tile on each cell</translation>
    </message>
    <message>
        <source>the first move must place your {count} tiles that share a colour or shape, starting at the centre</source>
        <translation>the first move must place your {count} tiles that share a colour or shape, starting at the centre</translation>
    </message>
    <message>
        <source>all tiles must be in one row or one column</source>
        <translation>all tiles must be in one row or one column</translation>
    </message>
    <message>
        <source>the tiles must form one unbroken line</source>
        <translation>the tiles must form one unbroken line</translation>
    </message>
    <message>
        <source>a placed tile must touch the tiles on the board</source>
        <translation>a placed tile must touch the tiles on the board</translation>
    </message>
    <message>
        <source>a line may hold only one colour or one shape, each once</source>
        <translation>a line may hold only one colour or one shape, each once</translation>
    </message>
    <message>
        <source>choose at least one tile to exchange</source>
        <translation>choose at least one tile to exchange</translation>
    </message>
    <message>
        <source>the bag has too few tiles to exchange that many</source>
        <translation>the bag has too few tiles to exchange that many</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}). The file was kept as {kept}.</source>
        <translation>The game saved automatically in {file} could not be continued ({why}). The file was kept as {kept}.</translation>
    </message>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}).</source>
        <translation>The game saved automatically in {file} could not be continued ({why}).</translation>
    </message>
    <message>
        <source>it holds a game of {found}</source>
        <translation>it holds a game of {found}</translation>
    </message>
    <message>
        <source>{file} is no longer there; it was taken off the list of recent games.</source>
        <translation>{file} is no longer there; it was taken off the list of recent games.</translation>
    </message>
    <message>
        <source>it is not a tilegames save</source>
        <translation>it is not a tilegames save</translation>
    </message>
    <message>
        <source>it is not a text file (its bytes are not UTF-8 text)</source>
        <translation>it is not a text file (its bytes are not UTF-8 text)</translation>
    </message>
    <message>
        <source>it is too large to be a tilegames save ({size} bytes; at most {limit})</source>
        <translation>it is too large to be a tilegames save ({size} bytes; at most {limit})</translation>
    </message>
    <message>
        <source>it was saved by a newer version of tilegames (file format {found}; this version reads format {known})</source>
        <translation>it was saved by a newer version of tilegames (file format {found}; this version reads format {known})</translation>
    </message>
    <message>
        <source>its format number ({found}) is not one tilegames uses</source>
        <translation>its format number ({found}) is not one tilegames uses</translation>
    </message>
    <message>
        <source>it holds a game this version of tilegames does not know ({game})</source>
        <translation>it holds a game this version of tilegames does not know ({game})</translation>
    </message>
    <message>
        <source>parts of it are missing ({why})</source>
        <translation>parts of it are missing ({why})</translation>
    </message>
    <message>
        <source>its list of players is not valid ({why})</source>
        <translation>its list of players is not valid ({why})</translation>
    </message>
    <message>
        <source>its list of moves is not valid ({why})</source>
        <translation>its list of moves is not valid ({why})</translation>
    </message>
    <message>
        <source>its review position is not valid ({why})</source>
        <translation>its review position is not valid ({why})</translation>
    </message>
    <message>
        <source>the point where its game begins is not valid ({why})</source>
        <translation>the point where its game begins is not valid ({why})</translation>
    </message>
    <message>
        <source>its stored position is not valid ({why})</source>
        <translation>its stored position is not valid ({why})</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not a move of this game</source>
        <translation>move {number} ({move}) is not a move of this game</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played at that point: {why}</source>
        <translation>move {number} ({move}) cannot be played at that point: {why}</translation>
    </message>
    <message>
        <source>the position stored in it does not match its moves (the file was changed or damaged)</source>
        <translation>the position stored in it does not match its moves (the file was changed or damaged)</translation>
    </message>
    <message>
        <source>this game cannot be saved: {why}</source>
        <translation>this game cannot be saved: {why}</translation>
    </message>
    <message>
        <source>it could not be read back ({why})</source>
        <translation>it could not be read back ({why})</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>Cannot open {file}: {reason}</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>the file does not exist</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>it is not an ordinary file</translation>
    </message>
    <message>
        <source>there is no permission to read it</source>
        <translation>there is no permission to read it</translation>
    </message>
    <message>
        <source>it could not be read ({why})</source>
        <translation>it could not be read ({why})</translation>
    </message>
    <message>
        <source>its game settings are not valid ({why})</source>
        <translation>its game settings are not valid ({why})</translation>
    </message>
    <message>
        <source>the file is cut short: its data ends too early</source>
        <translation>the file is cut short: its data ends too early</translation>
    </message>
    <message>
        <source>it is not a tilegames save: its text is not JSON data (line {line}, column {column})</source>
        <translation>it is not a tilegames save: its text is not JSON data (line {line}, column {column})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>its data is nested too deeply</source>
        <translation>its data is nested too deeply</translation>
    </message>
    <message>
        <source>it holds a list or text that is far too long</source>
        <translation>it holds a list or text that is far too long</translation>
    </message>
    <message>
        <source>it holds a number that is far too large</source>
        <translation>it holds a number that is far too large</translation>
    </message>
    <message>
        <source>it holds a value that is not a number ({value})</source>
        <translation>it holds a value that is not a number ({value})</translation>
    </message>
    <message>
        <source>the name {key} appears twice in one place</source>
        <translation>the name {key} appears twice in one place</translation>
    </message>
    <message>
        <source>its extra data is not valid ({why})</source>
        <translation>its extra data is not valid ({why})</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}). It was kept as {kept}, and the statistics start afresh.</source>
        <translation>The statistics file {file} could not be read ({why}). It was kept as {kept}, and the statistics start afresh.</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}); statistics are not saved until it can be.</source>
        <translation>The statistics file {file} could not be read ({why}); statistics are not saved until it can be.</translation>
    </message>
    <message>
        <source>The statistics could not be saved in {file} ({why}).</source>
        <translation>The statistics could not be saved in {file} ({why}).</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}). It was kept as {kept}, and your puzzle progress starts afresh.</source>
        <translation>The puzzle progress file {file} could not be read ({why}). It was kept as {kept}, and your puzzle progress starts afresh.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} held entries that could not be read ({count} in all). It was kept as {kept}; the rest of your puzzle progress is kept.</source>
        <translation>The puzzle progress file {file} held entries that could not be read ({count} in all). It was kept as {kept}; the rest of your puzzle progress is kept.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}); puzzle progress is not saved until it can be.</source>
        <translation>The puzzle progress file {file} could not be read ({why}); puzzle progress is not saved until it can be.</translation>
    </message>
    <message>
        <source>Your puzzle progress could not be saved in {file} ({why}); it is kept while the program runs and saved with the next puzzle solved.</source>
        <translation>Your puzzle progress could not be saved in {file} ({why}); it is kept while the program runs and saved with the next puzzle solved.</translation>
    </message>
    <message>
        <source>it was written by a newer version of tilegames</source>
        <translation>it was written by a newer version of tilegames</translation>
    </message>
    <message>
        <source>it holds no puzzle progress</source>
        <translation>it holds no puzzle progress</translation>
    </message>
    <message>
        <source>it holds no statistics</source>
        <translation>it holds no statistics</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>it is far too large</translation>
    </message>
    <message>
        <source>a board needs a name</source>
        <translation>a board needs a name</translation>
    </message>
    <message>
        <source>the name is too long (at most {limit} characters)</source>
        <translation>the name is too long (at most {limit} characters)</translation>
    </message>
    <message>
        <source>there is already a board called {name}</source>
        <translation>there is already a board called {name}</translation>
    </message>
    <message>
        <source>there is no board called {name}</source>
        <translation>there is no board called {name}</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>the file is not text</translation>
    </message>
    <message>
        <source>the file is too large for a board</source>
        <translation>the file is too large for a board</translation>
    </message>
    <message>
        <source>it holds no valid board: {why}</source>
        <translation>it holds no valid board: {why}</translation>
    </message>
    <message>
        <source>the file cannot be read: {why}</source>
        <translation>the file cannot be read: {why}</translation>
    </message>
    <message>
        <source>{file} could not be locked against another copy of tilegames ({why}), so it was written without waiting.</source>
        <translation>{file} could not be locked against another copy of tilegames ({why}), so it was written without waiting.</translation>
    </message>
    <message>
        <source>another copy of tilegames kept it busy for {seconds} seconds</source>
        <translation>another copy of tilegames kept it busy for {seconds} seconds</translation>
    </message>
</context>
</TS>
