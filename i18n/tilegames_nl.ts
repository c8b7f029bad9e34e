<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: designed and published by {publisher}.</source>
        <translation>{game}: ontworpen en uitgegeven door {publisher}.</translation>
    </message>
    <message>
        <source>{game}: designed by {designer}, published by {publisher}.</source>
        <translation>{game}: ontworpen door {designer}, uitgegeven door {publisher}.</translation>
    </message>
    <message>
        <source>About tilegames</source>
        <translation>Over tilegames</translation>
    </message>
    <message>
        <source>tilegames {version}</source>
        <translation>tilegames {version}</translation>
    </message>
    <message>
        <source>Three tile games for one computer: play against each other or against the computer, in English, Dutch, German or Hebrew.</source>
        <translation>Drie tegelspellen voor één computer: speel tegen elkaar of tegen de computer, in het Engels, Nederlands, Duits of Hebreeuws.</translation>
    </message>
    <message>
        <source>Our thanks go to the designers and publishers of these three games.</source>
        <translation>Onze dank gaat naar de ontwerpers en uitgevers van deze drie spellen.</translation>
    </message>
    <message>
        <source>Licence: proprietary, all rights reserved. {qt} is used under the GNU Lesser General Public License, version 3.</source>
        <translation>Licentie: niet vrij, alle rechten voorbehouden. {qt} wordt gebruikt onder de GNU Lesser General Public License, versie 3.</translation>
    </message>
    <message>
        <source>Runs on {python} and {qt}.</source>
        <translation>Draait op {python} en {qt}.</translation>
    </message>
</context>
<context>
    <name>CapturesHelp</name>
    <message>
        <source>Learn the captures</source>
        <translation>Slaan leren</translation>
    </message>
    <message>
        <source>First the tile just laid (blue frame) and the tiles it captures (red frame), then the board after the move. Remember: colours make a row, dots are for laying, icons are for capturing.</source>
        <translation>Eerst de zojuist aangelegde tegel (blauwe rand) en de tegels die hij slaat (rode rand), daarna het speelveld na de zet. Onthoud: de kleuren zijn om een rij te maken, bolletjes om aan te leggen, en iconen om te slaan.</translation>
    </message>
</context>
<context>
    <name>ColourChoice</name>
    <message>
        <source>Tile colour</source>
        <translation>Kleur van de tegels</translation>
    </message>
</context>
<context>
    <name>ContinueStrip</name>
    <message>
        <source>{range} of {count}</source>
        <translation>{range} van {count}</translation>
    </message>
    <message>
        <source>Continue where you left off:</source>
        <translation>Verder spelen waar je gebleven was:</translation>
    </message>
    <message>
        <source>No game is waiting to be continued.</source>
        <translation>Er wacht geen spel om verder te spelen.</translation>
    </message>
    <message>
        <source>Removed: {game}.</source>
        <translation>Verwijderd: {game}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Older unfinished games…</source>
        <translation>Oudere onafgemaakte spellen…</translation>
    </message>
    <message>
        <source>Games that no longer fit in this list: open one to play it on</source>
        <translation>Spellen die niet meer in deze lijst passen: open er een om verder te spelen</translation>
    </message>
    <message>
        <source>Newer games</source>
        <translation>Nieuwere spellen</translation>
    </message>
    <message>
        <source>More games</source>
        <translation>Meer spellen</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>{name} ahead</source>
        <translation>{name} staat voor</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>How the game went, as the computer judged it after each move (the horizontal axis): above the middle line {first} stood better, below it {second}; the further from the middle, the larger the advantage.</source>
        <translation>Het verloop van het spel zoals de computer het na elke zet (de horizontale as) beoordeelde: boven de middellijn stond {first} beter, eronder {second}; hoe verder van het midden, hoe groter de voorsprong.</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>Verloop van het spel</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leer spelen</translation>
    </message>
    <message>
        <source>A short guided game: the program explains each step on the board</source>
        <translation>Een kort spel met uitleg: het programma legt elke stap op het speelveld uit</translation>
    </message>
    <message>
        <source>Coming soon: this game cannot be played yet.</source>
        <translation>Binnenkort: dit spel kan nog niet gespeeld worden.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dit spel kan niet worden geopend</translation>
    </message>
    <message>
        <source>{game} games cannot be played in this version yet.</source>
        <translation>{game} kan in deze versie nog niet gespeeld worden.</translation>
    </message>
    <message>
        <source>This game is being played in another tilegames window; continue it there.</source>
        <translation>Dit spel wordt in een ander tilegames-venster gespeeld; speel het daar verder.</translation>
    </message>
    <message>
        <source>That game is no longer there to continue.</source>
        <translation>Dat spel is er niet meer om verder te spelen.</translation>
    </message>
    <message>
        <source>The game could not be removed ({reason}).</source>
        <translation>Het spel kon niet worden verwijderd ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be put back ({reason}).</source>
        <translation>Het spel kon niet worden teruggezet ({reason}).</translation>
    </message>
    <message>
        <source>Open an older unfinished game</source>
        <translation>Een ouder onafgemaakt spel openen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Het spel kon niet worden opgeslagen</translation>
    </message>
    <message>
        <source>{file}: {reason}. Nothing was changed.</source>
        <translation>{file}: {reason}. Er is niets veranderd.</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Opgeslagen als {file}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Geen recente spellen</translation>
    </message>
    <message>
        <source>Games (*{extension})</source>
        <translation>Spellen (*{extension})</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>Even geduld: de computer is aan de beurt.</translation>
    </message>
    <message>
        <source>The computer player failed ({message}); a legal move was played for it instead.</source>
        <translation>De computerspeler liep vast ({message}); er is in zijn plaats een geldige zet gedaan.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Geef de computer door aan {name}</translation>
    </message>
    <message>
        <source>Click when {name} is ready; the others look away while {name} plays.</source>
        <translation>Klik zodra {name} klaar is; de anderen kijken weg zolang {name} speelt.</translation>
    </message>
    <message>
        <source>{name} is ready: show the tiles</source>
        <translation>{name} is klaar: toon de tegels</translation>
    </message>
</context>
<context>
    <name>KulamiDescribe</name>
    <message>
        <source>Red marble at {cell}</source>
        <translation>Rode knikker op {cell}</translation>
    </message>
    <message>
        <source>Black marble at {cell}</source>
        <translation>Zwarte knikker op {cell}</translation>
    </message>
    <message numerus="yes">
        <source>Empty hole at {cell} on a plate of %n hole(s)</source>
        <translation>
            <numerusform>Leeg gat op {cell}, op een plaat van %n gat</numerusform>
            <numerusform>Leeg gat op {cell}, op een plaat van %n gaten</numerusform>
        </translation>
    </message>
    <message>
        <source>you may place a marble here</source>
        <translation>hier mag je een knikker plaatsen</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>de laatste zet</translation>
    </message>
    <message>
        <source>{name} placed a marble at {cell}.</source>
        <translation>{name} plaatste een knikker op {cell}.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n marble(s) left.</source>
        <translation>
            <numerusform>Jij bent aan zet, nog %n knikker.</numerusform>
            <numerusform>Jij bent aan zet, nog %n knikkers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n marble(s) left.</source>
        <translation>
            <numerusform>{name} is aan zet, nog %n knikker.</numerusform>
            <numerusform>{name} is aan zet, nog %n knikkers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KulamiDesigner</name>
    <message>
        <source>Plates may not overlap: there is no room here.</source>
        <translation>Platen mogen niet over elkaar liggen: hier is geen plaats.</translation>
    </message>
    <message>
        <source>The plate must lie inside the 10×10 grid.</source>
        <translation>De plaat moet binnen het raster van 10×10 liggen.</translation>
    </message>
    <message>
        <source>There is no free place for this plate on the grid.</source>
        <translation>Er is op het raster geen vrije plaats voor deze plaat.</translation>
    </message>
    <message>
        <source>There is no room to turn this plate here.</source>
        <translation>Hier is geen ruimte om deze plaat te draaien.</translation>
    </message>
    <message>
        <source>The board is {width}×{height}; a board must fit in 10×10.</source>
        <translation>Het speelveld is {width}×{height}; een speelveld moet binnen 10×10 passen.</translation>
    </message>
    <message>
        <source>The board has more {width}×{height} plates than the set: the set has {limit}.</source>
        <translation>Het speelveld heeft meer platen van {width}×{height} dan het spel: het spel heeft er {limit}.</translation>
    </message>
    <message>
        <source>This is not a board: {why}</source>
        <translation>Dit is geen speelveld: {why}</translation>
    </message>
    <message>
        <source>This text is far too long to be a board.</source>
        <translation>Deze tekst is veel te lang voor een speelveld.</translation>
    </message>
    <message>
        <source>There is no plate on the grid yet.</source>
        <translation>Er ligt nog geen plaat op het raster.</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Bak</translation>
    </message>
    <message>
        <source>Kulami board designer</source>
        <translation>Kulami: speelveld ontwerpen</translation>
    </message>
    <message>
        <source>Drag plates from the tray onto the grid, and off the grid to put them back. R, a right click or the mouse wheel while dragging turns a plate. Keyboard: Tab chooses a plate, the arrows move it, R turns it, Enter puts it down, Delete sends it back to the tray, Ctrl+Tab goes on to the buttons.</source>
        <translation>Sleep platen uit de bak op het raster, en van het raster af om ze terug te leggen. R, een klik met de rechterknop of het muiswiel tijdens het slepen draait een plaat. Toetsenbord: Tab kiest een plaat, de pijltjes verschuiven hem, R draait hem, Enter legt hem neer, Delete legt hem terug in de bak, Ctrl+Tab gaat verder naar de knoppen.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controle</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Beginnen met</translation>
    </message>
    <message>
        <source>Board grid</source>
        <translation>Raster van het speelveld</translation>
    </message>
    <message>
        <source>An empty grid</source>
        <translation>Een leeg raster</translation>
    </message>
    <message>
        <source>A random 8×8 square</source>
        <translation>Een willekeurig vierkant van 8×8</translation>
    </message>
    <message>
        <source>A random irregular shape</source>
        <translation>Een willekeurige onregelmatige vorm</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Speelvelden</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>Give the chosen board the name in the name field.</source>
        <translation>Geef het gekozen speelveld de naam uit het naamveld.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Kopiëren als tekst</translation>
    </message>
    <message>
        <source>Put the board on the clipboard as text, to share.</source>
        <translation>Zet het speelveld als tekst op het klembord, om te delen.</translation>
    </message>
    <message>
        <source>Paste a board</source>
        <translation>Speelveld plakken</translation>
    </message>
    <message>
        <source>Take a board someone shared as text from the clipboard.</source>
        <translation>Neem een speelveld dat iemand als tekst deelde van het klembord.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw doen</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Op dit speelveld spelen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>The board could not be stored: {reason}</source>
        <translation>Het speelveld kon niet bewaard worden: {reason}</translation>
    </message>
    <message>
        <source>put a plate on the grid</source>
        <translation>een plaat op het raster leggen</translation>
    </message>
    <message>
        <source>move a plate</source>
        <translation>een plaat verschuiven</translation>
    </message>
    <message>
        <source>turn a plate</source>
        <translation>een plaat draaien</translation>
    </message>
    <message>
        <source>put a plate back in the tray</source>
        <translation>een plaat terug in de bak leggen</translation>
    </message>
    <message>
        <source>start from an empty grid</source>
        <translation>beginnen met een leeg raster</translation>
    </message>
    <message>
        <source>start from a random 8×8 square</source>
        <translation>beginnen met een willekeurig vierkant van 8×8</translation>
    </message>
    <message>
        <source>start from a random irregular shape</source>
        <translation>beginnen met een willekeurige onregelmatige vorm</translation>
    </message>
    <message>
        <source>open {name}</source>
        <translation>„{name}” openen</translation>
    </message>
    <message>
        <source>paste a board</source>
        <translation>een speelveld plakken</translation>
    </message>
    <message>
        <source>save {name}</source>
        <translation>„{name}” bewaren</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>„{old}” hernoemen tot „{new}”</translation>
    </message>
    <message>
        <source>delete {name}</source>
        <translation>„{name}” verwijderen</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate from the tray. The arrows carry it onto the grid, R turns it, Enter puts it down.</source>
        <translation>Gekozen: een plaat van {size} uit de bak. De pijltjes brengen hem op het raster, R draait hem, Enter legt hem neer.</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate on the grid. The arrows move it, R turns it, Enter puts it down, Delete sends it back.</source>
        <translation>Gekozen: een plaat van {size} op het raster. De pijltjes verschuiven hem, R draait hem, Enter legt hem neer, Delete legt hem terug.</translation>
    </message>
    <message>
        <source>An empty grid: drag the plates onto it.</source>
        <translation>Een leeg raster: sleep de platen erop.</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Spelnummer:</translation>
    </message>
    <message>
        <source>A random 8×8 square, game number {seed}.</source>
        <translation>Een willekeurig vierkant van 8×8, spelnummer {seed}.</translation>
    </message>
    <message>
        <source>A random irregular shape, game number {seed}.</source>
        <translation>Een willekeurige onregelmatige vorm, spelnummer {seed}.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>„{name}” geopend.</translation>
    </message>
    <message numerus="yes">
        <source>%n plate(s) still in the tray; all 17 must be on the grid.</source>
        <translation>
            <numerusform>Nog %n plaat in de bak; alle 17 moeten op het raster liggen.</numerusform>
            <numerusform>Nog %n platen in de bak; alle 17 moeten op het raster liggen.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 17 plates are on the grid.</source>
        <translation>Alle 17 platen liggen op het raster.</translation>
    </message>
    <message>
        <source>No plate on the grid yet.</source>
        <translation>Nog geen plaat op het raster.</translation>
    </message>
    <message numerus="yes">
        <source>The plates form %n separate parts; they must make one shape, touching edge to edge.</source>
        <translation>
            <numerusform>De platen vormen %n los deel; ze moeten één vorm maken en met hun randen tegen elkaar liggen.</numerusform>
            <numerusform>De platen vormen %n losse delen; ze moeten één vorm maken en met hun randen tegen elkaar liggen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plates make one shape, touching edge to edge.</source>
        <translation>De platen maken één vorm en liggen met hun randen tegen elkaar.</translation>
    </message>
    <message>
        <source>The board lies inside 10×10.</source>
        <translation>Het speelveld ligt binnen 10×10.</translation>
    </message>
    <message>
        <source>Ready to play: a standard 8×8 board.</source>
        <translation>Klaar om te spelen: een gewoon speelveld van 8×8.</translation>
    </message>
    <message>
        <source>Ready to play: an irregular board.</source>
        <translation>Klaar om te spelen: een onregelmatig speelveld.</translation>
    </message>
    <message>
        <source>Not playable yet; you can save it as a draft.</source>
        <translation>Nog niet speelbaar; je kunt het als concept bewaren.</translation>
    </message>
    <message>
        <source>Undo: {step}</source>
        <translation>Ongedaan maken: {step}</translation>
    </message>
    <message>
        <source>Redo: {step}</source>
        <translation>Opnieuw doen: {step}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <source>Only a board that passes the check can be played.</source>
        <translation>Alleen een speelveld dat door de controle komt, kan gespeeld worden.</translation>
    </message>
    <message>
        <source>Save the board first: then it is among your boards in the new-game dialog.</source>
        <translation>Bewaar het speelveld eerst: dan staat het bij je speelvelden in het venster voor een nieuw spel.</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name} (ingebouwd)</translation>
    </message>
    <message>
        <source>{name} (draft)</source>
        <translation>{name} (concept)</translation>
    </message>
    <message>
        <source>A draft: it cannot be played until it passes the check.</source>
        <translation>Een concept: je kunt er pas op spelen als het door de controle komt.</translation>
    </message>
    <message>
        <source>{name} (unreadable)</source>
        <translation>{name} (onleesbaar)</translation>
    </message>
    <message>
        <source>This file is damaged and is skipped: {reason}</source>
        <translation>Dit bestand is beschadigd en wordt overgeslagen: {reason}</translation>
    </message>
    <message>
        <source>Opened the built-in board {name}; save it under a name of your own.</source>
        <translation>Het ingebouwde speelveld „{name}” is geopend; bewaar het onder een eigen naam.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>„{name}” bewaard.</translation>
    </message>
    <message>
        <source>Saved {name} as a draft: it cannot be played until it passes the check.</source>
        <translation>„{name}” als concept bewaard: je kunt er pas op spelen als het door de controle komt.</translation>
    </message>
    <message>
        <source>Type the new name in the name field first.</source>
        <translation>Typ eerst de nieuwe naam in het naamveld.</translation>
    </message>
    <message>
        <source>Renamed {old} to {new}.</source>
        <translation>„{old}” heet nu „{new}”.</translation>
    </message>
    <message>
        <source>Deleted {name}. Undo brings it back while this window is open.</source>
        <translation>„{name}” verwijderd. Ongedaan maken haalt het terug zolang dit venster open is.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as text: paste it into a message to share it.</source>
        <translation>Het speelveld staat als tekst op het klembord: plak het in een bericht om het te delen.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>Er staat geen tekst op het klembord om te plakken.</translation>
    </message>
    <message>
        <source>Pasted a board; give it a name and save it to keep it.</source>
        <translation>Speelveld geplakt; geef het een naam en bewaar het om het te houden.</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>Ongedaan gemaakt: {step}</translation>
    </message>
    <message>
        <source>Redone: {step}</source>
        <translation>Opnieuw gedaan: {step}</translation>
    </message>
    <message>
        <source>My board</source>
        <translation>Mijn speelveld</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Eiland</translation>
    </message>
</context>
<context>
    <name>KulamiLayouts</name>
    <message>
        <source>Square</source>
        <translation>Vierkant</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kruis</translation>
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
        <translation>Wit</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>New Kulami game</source>
        <translation>Nieuw Kulami-spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wie begint:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Speelveld:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Telling:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>Random 8×8 square</source>
        <translation>Willekeurig vierkant van 8×8</translation>
    </message>
    <message>
        <source>Random irregular shape</source>
        <translation>Willekeurige onregelmatige vorm</translation>
    </message>
    <message>
        <source>Layout: {name}</source>
        <translation>Opstelling: {name}</translation>
    </message>
    <message>
        <source>Marbles on the plate</source>
        <translation>Knikkers op de plaat</translation>
    </message>
    <message>
        <source>The same game number gives the same random board and the same starting player, so a game can be repeated.</source>
        <translation>Hetzelfde spelnummer geeft hetzelfde willekeurige speelveld en dezelfde beginspeler, zodat een spel herhaald kan worden.</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Speelveld ontwerpen…</translation>
    </message>
    <message>
        <source>Lay the plates out yourself, save the board, share it.</source>
        <translation>Leg de platen zelf neer, bewaar het speelveld en deel het.</translation>
    </message>
    <message>
        <source>Holes of the plate</source>
        <translation>Gaten van de plaat</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Gebieden</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Groepen</translation>
    </message>
    <message>
        <source>Your board: {name}</source>
        <translation>Jouw speelveld: {name}</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random to fill an 8×8 square.</source>
        <translation>De 17 platen willekeurig neergelegd tot een vierkant van 8×8.</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random in an open shape, with gaps.</source>
        <translation>De 17 platen willekeurig neergelegd in een open vorm, met gaten ertussen.</translation>
    </message>
    <message>
        <source>A board you made; the game number only decides who starts, when that is random.</source>
        <translation>Een speelveld dat je zelf maakte; het spelnummer bepaalt alleen wie begint, als dat willekeurig is.</translation>
    </message>
    <message>
        <source>A fixed layout; the game number only decides who starts, when that is random.</source>
        <translation>Een vaste opstelling; het spelnummer bepaalt alleen wie begint, als dat willekeurig is.</translation>
    </message>
    <message>
        <source>A plate is worth the marbles on it (the rule sheet&apos;s rule).</source>
        <translation>Een plaat is zoveel waard als er knikkers op liggen (de regel van het spelregelblad).</translation>
    </message>
    <message>
        <source>A plate is worth its number of holes (the publisher&apos;s rule).</source>
        <translation>Een plaat is zoveel waard als hij gaten heeft (de regel van de uitgever).</translation>
    </message>
    <message>
        <source>Most points wins.</source>
        <translation>Wie de meeste punten heeft, wint.</translation>
    </message>
    <message>
        <source>The larger region of joined own plates wins; points break a tie.</source>
        <translation>Het grootste gebied van aaneengesloten eigen platen wint; bij gelijkspel beslissen de punten.</translation>
    </message>
    <message>
        <source>The larger group of joined own marbles scores the difference as a bonus.</source>
        <translation>De grootste groep aaneengesloten eigen knikkers krijgt het verschil als bonus.</translation>
    </message>
    <message>
        <source>An example: each game gets a new board.</source>
        <translation>Een voorbeeld: elk spel krijgt een nieuw speelveld.</translation>
    </message>
</context>
<context>
    <name>KulamiResult</name>
    <message numerus="yes">
        <source>Largest region: %n hole(s)</source>
        <translation>
            <numerusform>Grootste gebied: %n gat</numerusform>
            <numerusform>Grootste gebied: %n gaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s)</source>
        <translation>
            <numerusform>Grootste groep: %n knikker</numerusform>
            <numerusform>Grootste groep: %n knikkers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s), bonus +{bonus}</source>
        <translation>
            <numerusform>Grootste groep: %n knikker, bonus +{bonus}</numerusform>
            <numerusform>Grootste groep: %n knikkers, bonus +{bonus}</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided by the largest region: {a} against {b} holes.</source>
        <translation>Beslist door het grootste gebied: {a} tegen {b} gaten.</translation>
    </message>
    <message>
        <source>Largest regions equal ({a} holes): the points decide.</source>
        <translation>Grootste gebieden even groot ({a} gaten): de punten beslissen.</translation>
    </message>
    <message>
        <source>{a} to {b} points.</source>
        <translation>{a} tegen {b} punten.</translation>
    </message>
    <message>
        <source>Both have {a} points.</source>
        <translation>Allebei {a} punten.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Een gedeelde overwinning!</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>Plaat</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Eigenaar</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Marbles of {name}</source>
        <translation>Knikkers van {name}</translation>
    </message>
    <message>
        <source>nobody: a tie on this plate</source>
        <translation>niemand: gelijkspel op deze plaat</translation>
    </message>
    <message>
        <source>{holes} holes</source>
        <translation>{holes} gaten</translation>
    </message>
</context>
<context>
    <name>KulamiScreen</name>
    <message numerus="yes">
        <source>%n marble(s) left</source>
        <translation>
            <numerusform>%n knikker over</numerusform>
            <numerusform>%n knikkers over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>punt</numerusform>
            <numerusform>punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>{name} to move: any hole</source>
        <translation>{name} is aan zet: elk gat mag</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} is aan zet</translation>
    </message>
    <message>
        <source>random 8×8, game number {seed}</source>
        <translation>willekeurig 8×8, spelnummer {seed}</translation>
    </message>
    <message>
        <source>random irregular, game number {seed}</source>
        <translation>willekeurig onregelmatig, spelnummer {seed}</translation>
    </message>
    <message>
        <source>marbles on the plate</source>
        <translation>knikkers op de plaat</translation>
    </message>
    <message>
        <source>holes of the plate</source>
        <translation>gaten van de plaat</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>gebieden</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>groepen</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>Speelveld: {board}</translation>
    </message>
    <message>
        <source>Scoring: {scoring}</source>
        <translation>Telling: {scoring}</translation>
    </message>
    <message>
        <source>Variant: {variant}</source>
        <translation>Variant: {variant}</translation>
    </message>
    <message>
        <source>Plates</source>
        <translation>Platen</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Stap {n} van {total}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Speel tegen Makkelijk</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Les sluiten</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Not yet: read the explanation, then press Next.</source>
        <translation>Nog niet: lees de uitleg en klik dan op Verder.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson asks for the one marked on the board.</source>
        <translation>Die zet mag wel, maar deze les vraagt om de zet die op het speelveld gemarkeerd is.</translation>
    </message>
</context>
<context>
    <name>LsdCaptures</name>
    <message>
        <source>The + captures across one tile</source>
        <translation>De&#xa0;+ slaat over één tegel heen</translation>
    </message>
    <message>
        <source>Lay a + so that exactly one tile lies between it and another + of your icon shade, in a row or a column. If that tile has the other shade, it is captured. Had the far tile been an x, nothing would be captured.</source>
        <translation>Leg een&#xa0;+ zo aan dat er precies één tegel ligt tussen deze en een andere&#xa0;+ met een icoon in jouw kleur, horizontaal of verticaal. Heeft die tegel een icoon van de andere kleur, dan wordt hij geslagen. Was de tegel aan de overkant een&#xa0;x geweest, dan was er niets geslagen.</translation>
    </message>
    <message>
        <source>The x captures along the other diagonal</source>
        <translation>De&#xa0;x slaat langs de andere diagonaal</translation>
    </message>
    <message>
        <source>Lay an x against the corner of another x of your shade. The tiles that touch both x tiles along an edge are captured if they have the other shade — both at once if both are there (the sheet&apos;s spot B). Had the tile at the corner been a +, nothing would be captured.</source>
        <translation>Leg een&#xa0;x aan een hoekpunt van een andere&#xa0;x met een icoon in jouw kleur. De tegels die met een rand aan allebei de x-tegels grenzen, worden geslagen als hun icoon de andere kleur heeft — allebei tegelijk als ze er allebei liggen (plek ‘B’ op het spelregelblad). Was de tegel op het hoekpunt een&#xa0;+ geweest, dan was er niets geslagen.</translation>
    </message>
    <message>
        <source>Partners capture together</source>
        <translation>Partners slaan samen</translation>
    </message>
    <message>
        <source>Only the icon shade counts, not the colour: with 4 players the two players of one shade work together, so the far + may be your partner&apos;s. You never capture tiles with your own shade.</source>
        <translation>Alleen de kleur van het icoon telt, niet de kleur van de tegel: bij 4 spelers werken de twee spelers met dezelfde iconen samen, dus de&#xa0;+ aan de overkant mag van je partner zijn. Tegels met iconen in jouw eigen kleur sla je nooit.</translation>
    </message>
</context>
<context>
    <name>LsdColours</name>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Roze</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
</context>
<context>
    <name>LsdDescribe</name>
    <message>
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>oost</translation>
    </message>
    <message>
        <source>south</source>
        <translation>zuid</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>{tile} past hier</translation>
    </message>
    <message numerus="yes">
        <source>the {tile} fits here turned %n ways</source>
        <translation>
            <numerusform>{tile} past hier in %n stand</numerusform>
            <numerusform>{tile} past hier in %n standen</numerusform>
        </translation>
    </message>
    <message>
        <source>turned now: dots {dots}</source>
        <translation>nu gedraaid: bolletjes {dots}</translation>
    </message>
    <message>
        <source>Tile of {name}, {tile}, dots {dots}, at {cell}</source>
        <translation>Tegel van {name}, {tile}, bolletjes {dots}, op {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>Leeg vak op {cell}</translation>
    </message>
    <message>
        <source>{name} laid a {tile} at {cell}.</source>
        <translation>{name} legde een {tile} op {cell}.</translation>
    </message>
    <message numerus="yes">
        <source>It captures %n tile(s).</source>
        <translation>
            <numerusform>Die slaat %n tegel.</numerusform>
            <numerusform>Die slaat %n tegels.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} kan geen tegel aanleggen en wordt overgeslagen.</translation>
    </message>
    <message>
        <source>{mark} and a number: the move captured that many tiles.</source>
        <translation>{mark} met een getal: zoveel tegels zijn met die zet geslagen.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n tile(s) left.</source>
        <translation>
            <numerusform>Jij bent aan zet, nog %n tegel.</numerusform>
            <numerusform>Jij bent aan zet, nog %n tegels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n tile(s) left.</source>
        <translation>
            <numerusform>{name} is aan zet, nog %n tegel.</numerusform>
            <numerusform>{name} is aan zet, nog %n tegels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {tile}.</source>
        <translation>Gekozen: {tile}.</translation>
    </message>
</context>
<context>
    <name>LsdNewGameDialog</name>
    <message>
        <source>With 2 players a row of {two} tiles wins; with 4 players a row of {four}.</source>
        <translation>Bij 2 spelers wint een rij van {two} tegels; bij 4 spelers een rij van {four}.</translation>
    </message>
    <message>
        <source>Two players who move one after the other never share an icon shade. {a} and {b} play with white icons and capture together; {c} and {d} with black icons.</source>
        <translation>Spelers die na elkaar spelen, spelen nooit allebei met wit of allebei met zwart. {a} en {b} spelen met de witte iconen en slaan samen; {c} en {d} met de zwarte.</translation>
    </message>
    <message>
        <source>{a} plays with white icons, {b} with black icons.</source>
        <translation>{a} speelt met de witte iconen, {b} met de zwarte.</translation>
    </message>
    <message>
        <source>Random (the most confused player starts)</source>
        <translation>Willekeurig (de speler die het meest in de war is, begint)</translation>
    </message>
    <message>
        <source>New LSD game</source>
        <translation>Nieuw LSD-spel</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Aantal spelers</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 spelers</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 spelers</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wie begint:</translation>
    </message>
    <message>
        <source>The first tile may be any tile of the supply, laid in the middle of the table.</source>
        <translation>De eerste tegel mag elke tegel uit de voorraad zijn; hij wordt in het midden van de tafel gelegd.</translation>
    </message>
</context>
<context>
    <name>LsdScreen</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>nog %n tegel</numerusform>
            <numerusform>nog %n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n over</numerusform>
            <numerusform>%n over</numerusform>
        </translation>
    </message>
    <message>
        <source>{shade}, with {partner}</source>
        <translation>{shade}, met {partner}</translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} kan geen tegel aanleggen en wordt overgeslagen.</translation>
    </message>
    <message>
        <source>A draw: nobody can place a tile any more.</source>
        <translation>Remise: niemand kan nog een tegel aanleggen.</translation>
    </message>
    <message>
        <source>{name} wins with a row of {n}!</source>
        <translation>{name} wint met een rij van {n}!</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>{name} to move: lay any tile in the middle of the table.</source>
        <translation>{name} is aan zet: leg een tegel naar keuze in het midden van de tafel.</translation>
    </message>
    <message>
        <source>{name} to move: lay a tile so that it completes a dot.</source>
        <translation>{name} is aan zet: leg een tegel aan die een bolletje heel maakt.</translation>
    </message>
    <message>
        <source>{players} players: a row of {n} of your colour wins.</source>
        <translation>{players} spelers: een rij van {n} tegels van je eigen kleur wint.</translation>
    </message>
    <message>
        <source>Together: {a} and {b} (white icons), {c} and {d} (black icons).</source>
        <translation>Samen: {a} en {b} (witte iconen), {c} en {d} (zwarte iconen).</translation>
    </message>
    <message numerus="yes">
        <source>captures %n tile(s)</source>
        <translation>
            <numerusform>slaat %n tegel</numerusform>
            <numerusform>slaat %n tegels</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
    <message numerus="yes">
        <source>A row of %n tile(s) of one colour.</source>
        <translation>
            <numerusform>Een rij van %n tegel van één kleur.</numerusform>
            <numerusform>Een rij van %n tegels van één kleur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tile fits here turned %n way(s): turn it (R) until the frame is solid, then lay it.</source>
        <translation>
            <numerusform>Deze tegel past hier op %n manier gedraaid: draai hem (R) tot de rand doorgetrokken is en leg hem dan.</numerusform>
            <numerusform>Deze tegel past hier op %n manieren gedraaid: draai hem (R) tot de rand doorgetrokken is en leg hem dan.</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Remise</translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>%n geslagen</numerusform>
            <numerusform>%n geslagen</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} op {cell}</translation>
    </message>
    <message>
        <source>Nobody can place a tile any more.</source>
        <translation>Niemand kan nog een tegel aanleggen.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space lays the chosen tile there, 1–9 and 0 choose a tile, R turns it, F6 goes on to your supply and the panel.</source>
        <translation>Het speelveld. De pijltjestoetsen verplaatsen de cursor, Enter of spatie legt de gekozen tegel daar aan, 1–9 en 0 kiezen een tegel, R draait hem, F6 gaat verder naar je voorraad en het paneel.</translation>
    </message>
    <message>
        <source>Turned another way it fits here (R).</source>
        <translation>Anders gedraaid past hij hier wel (R).</translation>
    </message>
    <message numerus="yes">
        <source>Laying it here captures %n tile(s).</source>
        <translation>
            <numerusform>Hier aanleggen slaat %n tegel.</numerusform>
            <numerusform>Hier aanleggen slaat %n tegels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a tile from your supply first (click it, or press 1–9, 0 or Tab).</source>
        <translation>Kies eerst een tegel uit je voorraad (klik erop, of druk op 1–9, 0 of Tab).</translation>
    </message>
    <message>
        <source>Learn the captures…</source>
        <translation>Slaan leren…</translation>
    </message>
    <message>
        <source>Pictures of how + and x capture tiles of the other shade</source>
        <translation>Plaatjes van hoe&#xa0;+ en&#xa0;x tegels met iconen van de andere kleur slaan</translation>
    </message>
</context>
<context>
    <name>LsdTiles</name>
    <message>
        <source>single tile</source>
        <translation>enkele tegel</translation>
    </message>
    <message>
        <source>corner tile</source>
        <translation>hoektegel</translation>
    </message>
    <message>
        <source>straight tile</source>
        <translation>rechte tegel</translation>
    </message>
    <message>
        <source>T tile</source>
        <translation>T-tegel</translation>
    </message>
    <message>
        <source>cross tile</source>
        <translation>kruistegel</translation>
    </message>
    <message>
        <source>{tile} with {icon}</source>
        <translation>{tile} met {icon}</translation>
    </message>
    <message>
        <source>White icons</source>
        <translation>Witte iconen</translation>
    </message>
    <message>
        <source>Black icons</source>
        <translation>Zwarte iconen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nieuw</translation>
    </message>
    <message>
        <source>{game}…</source>
        <translation>{game}…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>R&amp;ecent geopend</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>O&amp;pslaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>Pu&amp;zzels</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>Spel &amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Passend in venster</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Leer spelen</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Log&amp;map openen</translation>
    </message>
    <message>
        <source>&amp;About tilegames</source>
        <translation>&amp;Over tilegames</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>Leave this game? It is saved and can be continued from the start page.</source>
        <translation>Dit spel verlaten? Het is bewaard en kan vanaf de startpagina verder gespeeld worden.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Spel verlaten</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>De logmap kon niet worden geopend. Het is deze map: {folder}</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used; the damaged file was kept as {name}.</source>
        <translation>Je instellingenbestand was beschadigd, dus worden de standaardinstellingen gebruikt; het beschadigde bestand is bewaard als {name}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used. ({detail})</source>
        <translation>Je instellingen konden niet worden gelezen; de standaardinstellingen worden gebruikt. ({detail})</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>Enkele vertalingen ontbreken in deze installatie: {names}</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>No moves yet</source>
        <translation>Nog geen zetten</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Game number:</source>
        <translation>Spelnummer:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>A game number is a whole number from 0 to {max}, written with the digits 0 to 9. Leave the field empty for a random one.</source>
        <translation>Een spelnummer is een heel getal van 0 tot en met {max}, geschreven met de cijfers 0 tot en met 9. Laat het veld leeg voor een willekeurig spelnummer.</translation>
    </message>
    <message>
        <source>Your choices could not be remembered for next time: {reason}</source>
        <translation>Je keuzes konden niet worden onthouden voor de volgende keer: {reason}</translation>
    </message>
</context>
<context>
    <name>PieceTray</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>nog %n</numerusform>
            <numerusform>nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>not available</source>
        <translation>niet beschikbaar</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gekozen</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>gemarkeerd</translation>
    </message>
    <message>
        <source>{n} of {total}: {piece}</source>
        <translation>{n} van {total}: {piece}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}, with {move} played instead of the mistake.</source>
        <translation>Een nieuw spel vanaf de stand na zet {n}, met {move} gespeeld in plaats van de fout.</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}.</source>
        <translation>Een nieuw spel vanaf de stand na zet {n}.</translation>
    </message>
    <message>
        <source>It is saved as a game of its own; the game you are reviewing stays as it is.</source>
        <translation>Het wordt als een eigen spel bewaard; het spel dat je terugkijkt blijft zoals het is.</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
    <message>
        <source>Something unexpected went wrong inside tilegames. It is a fault in the program, not something you did.</source>
        <translation>Er ging onverwacht iets mis in tilegames. Het is een fout in het programma, niet iets wat jij gedaan hebt.</translation>
    </message>
    <message>
        <source>A game in progress is safe: it is saved after every move, and you can play on. If something looks wrong, quit tilegames and start it again; the game waits under Continue on the start page.</source>
        <translation>Een lopend spel is veilig: het wordt na elke zet bewaard en je kunt gewoon verder spelen. Ziet iets er verkeerd uit, sluit tilegames dan af en start het opnieuw; het spel staat klaar onder ‘Verder spelen’ op de startpagina.</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s) came up since this message appeared.</source>
        <translation>
            <numerusform>Sinds deze melding verscheen, is er nog %n probleem opgetreden.</numerusform>
            <numerusform>Sinds deze melding verscheen, zijn er nog %n problemen opgetreden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are on the clipboard.</source>
        <translation>De details staan op het klembord.</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>De logmap kon niet worden geopend. Het is deze map: {folder}</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>Details &amp;kopiëren</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Log&amp;map openen</translation>
    </message>
</context>
<context>
    <name>PuzzleParts</name>
    <message>
        <source>Hint: the marked cell is where the answer begins.</source>
        <translation>Tip: op het gemarkeerde vak begint het antwoord.</translation>
    </message>
    <message>
        <source>Solution: {reason}</source>
        <translation>Oplossing: {reason}</translation>
    </message>
    <message>
        <source>Solved! {reason}</source>
        <translation>Opgelost! {reason}</translation>
    </message>
    <message>
        <source>Not this one. {reason}</source>
        <translation>Deze niet. {reason}</translation>
    </message>
    <message>
        <source>Back to the puzzle: try again.</source>
        <translation>Terug naar de puzzel: probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s position again.</source>
        <translation>Terug naar de beginstelling van de puzzel.</translation>
    </message>
    <message>
        <source>Watch what follows on the board…</source>
        <translation>Kijk wat er volgt op het speelveld…</translation>
    </message>
    <message>
        <source>Solved. On to the next puzzle?</source>
        <translation>Opgelost. Door naar de volgende puzzel?</translation>
    </message>
    <message>
        <source>That was the solution. Try it yourself, or go on to the next puzzle.</source>
        <translation>Dat was de oplossing. Probeer het zelf, of ga door naar de volgende puzzel.</translation>
    </message>
    <message>
        <source>Daily puzzle, {day} · {game} · {level}</source>
        <translation>Dagpuzzel, {day} · {game} · {level}</translation>
    </message>
    <message>
        <source>{game} puzzle · {level}</source>
        <translation>{game}-puzzel · {level}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Mark where the answer begins (H)</source>
        <translation>Markeer waar het antwoord begint (H)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Toon oplossing</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Volgende puzzel</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Alle puzzels</translation>
    </message>
    <message>
        <source>Back to the Puzzles page</source>
        <translation>Terug naar de pagina Puzzels</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Oplossing tonen</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Volgende puzzel</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Wait a moment: the moves are being shown.</source>
        <translation>Even wachten: de zetten worden getoond.</translation>
    </message>
    <message>
        <source>This puzzle is done: try the next one.</source>
        <translation>Deze puzzel is klaar: probeer de volgende.</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Level {n}</source>
        <translation>Niveau {n}</translation>
    </message>
</context>
<context>
    <name>PuzzlesEntry</name>
    <message>
        <source>Puzzles…</source>
        <translation>Puzzels…</translation>
    </message>
    <message>
        <source>Positions from real games with one best move to find, and a new daily puzzle every day.</source>
        <translation>Stellingen uit echte partijen waarin je de beste zet zoekt, en elke dag een nieuwe dagpuzzel.</translation>
    </message>
</context>
<context>
    <name>PuzzlesPage</name>
    <message>
        <source>Daily puzzle: {day}</source>
        <translation>Dagpuzzel: {day}</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle cannot be shown: {why}</source>
        <translation>De puzzel van vandaag kan niet worden getoond: {why}</translation>
    </message>
    <message>
        <source>{game} · {level}: {goal}</source>
        <translation>{game} · {level}: {goal}</translation>
    </message>
    <message>
        <source>Solved today.</source>
        <translation>Vandaag opgelost.</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today; a new one tomorrow.</source>
        <translation>Vandaag voor iedereen dezelfde puzzel; morgen een nieuwe.</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row.</source>
        <translation>
            <numerusform>Reeks: %n dag op rij.</numerusform>
            <numerusform>Reeks: %n dagen op rij.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solve it again</source>
        <translation>Opnieuw oplossen</translation>
    </message>
    <message>
        <source>Solve today&apos;s puzzle</source>
        <translation>Los de puzzel van vandaag op</translation>
    </message>
    <message>
        <source>{game} ({solved} of {total} solved)</source>
        <translation>{game} ({solved} van {total} opgelost)</translation>
    </message>
    <message>
        <source>All ({solved} of {total} solved)</source>
        <translation>Alle ({solved} van {total} opgelost)</translation>
    </message>
    <message>
        <source>{level} ({solved} of {total} solved)</source>
        <translation>{level} ({solved} van {total} opgelost)</translation>
    </message>
    <message>
        <source>{number}. {level}: {goal}</source>
        <translation>{number}. {level}: {goal}</translation>
    </message>
    <message>
        <source>{puzzle} — solved</source>
        <translation>{puzzle} — opgelost</translation>
    </message>
    <message>
        <source>No. {number} · {level}</source>
        <translation>Nr. {number} · {level}</translation>
    </message>
    <message>
        <source>The puzzles of {game} cannot be shown: {why}</source>
        <translation>De puzzels van {game} kunnen niet worden getoond: {why}</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Terug naar de spellen</translation>
    </message>
    <message>
        <source>Choose a puzzle</source>
        <translation>Kies een puzzel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Moeilijkheid:</translation>
    </message>
    <message>
        <source>Solve this puzzle</source>
        <translation>Deze puzzel oplossen</translation>
    </message>
    <message>
        <source>First unsolved</source>
        <translation>Eerste onopgeloste</translation>
    </message>
    <message>
        <source>Opens today&apos;s puzzle on its board</source>
        <translation>Opent de puzzel van vandaag op zijn speelveld</translation>
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
        <translation>deze beurt neergelegd</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>de laatste zet</translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} op {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>Leeg vak op {cell}</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>{tile} past hier</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag.</source>
        <translation>
            <numerusform>%n tegel in de zak.</numerusform>
            <numerusform>%n tegels in de zak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n tile(s) in your hand.</source>
        <translation>
            <numerusform>Jij bent aan zet: %n tegel in je hand.</numerusform>
            <numerusform>Jij bent aan zet: %n tegels in je hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>{name} is aan zet.</translation>
    </message>
</context>
<context>
    <name>QwirkleLessonScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Tegels in de zak: {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleNewGameDialog</name>
    <message>
        <source>New Qwirkle game</source>
        <translation>Nieuw Qwirkle-spel</translation>
    </message>
    <message>
        <source>Players (2 to 6)</source>
        <translation>Spelers (2 tot 6)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>The players sit in playing order, from the top. The player with the most tiles that share a colour or a shape starts; if several have as many, the one seated first of them starts, so seat the oldest player first.</source>
        <translation>De spelers zitten in speelvolgorde, van boven naar beneden. De speler met de meeste tegels die een kleur of een vorm gemeen hebben, begint; hebben meerdere spelers er evenveel, dan begint wie van hen het hoogst staat, dus zet de oudste speler bovenaan.</translation>
    </message>
    <message>
        <source>The game number shuffles the bag: the same number deals the same tiles again, so a game can be repeated. Leave it empty for a new deal every game.</source>
        <translation>Het spelnummer bepaalt hoe de zak geschud wordt: hetzelfde nummer deelt dezelfde tegels opnieuw uit, zodat een spel herhaald kan worden. Laat het leeg voor elke keer een nieuwe verdeling.</translation>
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
        <translation>Bram</translation>
    </message>
    <message>
        <source>Chris</source>
        <translation>Chris</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>Daan</translation>
    </message>
    <message>
        <source>Eli</source>
        <translation>Eva</translation>
    </message>
    <message>
        <source>Fay</source>
        <translation>Fenna</translation>
    </message>
</context>
<context>
    <name>QwirklePuzzleScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Tegels in de zak: {n}</translation>
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
        <translation>Niet daar: {reason}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>The computers are playing; their tiles stay hidden.</source>
        <translation>De computers spelen; hun tegels blijven verborgen.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} speelt.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Terugnemen</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n tile(s)</source>
        <translation>
            <numerusform>Ruil %n tegel</numerusform>
            <numerusform>Ruil %n tegels</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange…</source>
        <translation>Ruilen…</translation>
    </message>
    <message>
        <source>You cannot exchange now: {reason}.</source>
        <translation>Je kunt nu niet ruilen: {reason}.</translation>
    </message>
    <message>
        <source>Swap tiles with the bag instead of placing; it scores nothing.</source>
        <translation>Ruil tegels met de zak in plaats van te leggen; dat levert geen punten op.</translation>
    </message>
    <message>
        <source>Put the {tile} at {cell}: the move would score {points}.</source>
        <translation>{tile} op {cell}: de zet zou {points} opleveren.</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n punt</numerusform>
            <numerusform>+%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>+6 for going out</source>
        <translation>+6 voor uitgaan</translation>
    </message>
    <message>
        <source>You can neither place a tile nor exchange: press Pass.</source>
        <translation>Je kunt geen tegel leggen en niet ruilen: klik op Passen.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds only %n tile(s): choose fewer.</source>
        <translation>
            <numerusform>Er zit nog maar %n tegel in de zak: kies er minder.</numerusform>
            <numerusform>Er zitten nog maar %n tegels in de zak: kies er minder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tiles you want to exchange, then press Exchange. Esc cancels.</source>
        <translation>Klik op de tegels die je wilt ruilen en klik dan op Ruil. Esc annuleert.</translation>
    </message>
    <message>
        <source>Press Play (Enter) to play these tiles, or put down more.</source>
        <translation>Klik op Leggen (Enter) om deze tegels te spelen, of leg er meer bij.</translation>
    </message>
    <message>
        <source>These are your last tiles: you go out.</source>
        <translation>Dit zijn je laatste tegels: je gaat uit.</translation>
    </message>
    <message>
        <source>Not a move yet: {reason}.</source>
        <translation>Nog geen geldige zet: {reason}.</translation>
    </message>
    <message>
        <source>Now choose a cell: the marked cells fit.</source>
        <translation>Kies nu een vak: de gemarkeerde vakken passen.</translation>
    </message>
    <message>
        <source>Now choose a cell for the tile.</source>
        <translation>Kies nu een vak voor de tegel.</translation>
    </message>
    <message>
        <source>The bag is empty, so you cannot exchange.</source>
        <translation>De zak is leeg, dus je kunt niet ruilen.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Space puts the chosen tile there or picks one up, Enter plays the turn, Esc takes the tiles back, 1–6 take a tile from your hand, F6 goes on to your hand and the panel.</source>
        <translation>Het speelveld. De pijltjestoetsen verplaatsen de cursor, spatie legt de gekozen tegel daar neer of pakt er een op, Enter speelt de beurt, Esc neemt de tegels terug, 1–6 pakken een tegel uit je hand, F6 gaat verder naar je hand en het paneel.</translation>
    </message>
    <message>
        <source>Opening tiles: {n}</source>
        <translation>Openingstegels: {n}</translation>
    </message>
    <message>
        <source>Tiles in hand: {n}</source>
        <translation>Tegels in hand: {n}</translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>punt</numerusform>
            <numerusform>punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape, more than anyone else.</source>
        <translation>
            <numerusform>{name} begint: %n tegel met een gemeenschappelijke kleur of vorm, meer dan ieder ander.</numerusform>
            <numerusform>{name} begint: %n tegels met een gemeenschappelijke kleur of vorm, meer dan ieder ander.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape; {others} too, and the earlier seat starts.</source>
        <translation>
            <numerusform>{name} begint: %n tegel met een gemeenschappelijke kleur of vorm; {others} ook, en wie eerder aan tafel zit begint.</numerusform>
            <numerusform>{name} begint: %n tegels met een gemeenschappelijke kleur of vorm; {others} ook, en wie eerder aan tafel zit begint.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number: {seed}</source>
        <translation>Spelnummer: {seed}</translation>
    </message>
    <message>
        <source>exchange {tiles}</source>
        <translation>ruil {tiles}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>Put the tiles back in your hand (Esc)</source>
        <translation>Leg de tegels terug in je hand (Esc)</translation>
    </message>
    <message>
        <source>Choose a tile from your hand first.</source>
        <translation>Kies eerst een tegel uit je hand.</translation>
    </message>
    <message>
        <source>Choose a tile, then a cell, or drag it onto the board.</source>
        <translation>Kies een tegel en dan een vak, of sleep hem op het speelveld.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Hand van {name}</translation>
    </message>
    <message>
        <source>{name}, your hand</source>
        <translation>{name}, jouw hand</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Jouw hand</translation>
    </message>
    <message>
        <source>The review shows every player&apos;s hand.</source>
        <translation>Bij het naspelen zie je de hand van elke speler.</translation>
    </message>
    <message numerus="yes">
        <source>Your first move: put down your %n tile(s) that share a colour or a shape, in one line from the centre.</source>
        <translation>
            <numerusform>Je eerste zet: leg je %n tegel met een gemeenschappelijke kleur of vorm neer, in één lijn vanaf het midden.</numerusform>
            <numerusform>Je eerste zet: leg je %n tegels met een gemeenschappelijke kleur of vorm neer, in één lijn vanaf het midden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other hands and the bag are dealt anew from the tiles {name} has not seen; {name} keeps this hand.</source>
        <translation>De andere handen en de zak worden opnieuw verdeeld uit de tegels die {name} niet heeft gezien; {name} houdt deze hand.</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>{name} is aan zet</translation>
    </message>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>Tegels in de zak: {n}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Leggen</translation>
    </message>
    <message>
        <source>Play the tiles you put down (Enter)</source>
        <translation>Speel de tegels die je hebt neergelegd (Enter)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Let the turn go by: you can neither place nor exchange</source>
        <translation>Laat de beurt voorbijgaan: je kunt niet leggen en niet ruilen</translation>
    </message>
</context>
<context>
    <name>QwirkleSeats</name>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleTiles</name>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranje</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cirkel</translation>
    </message>
    <message>
        <source>square</source>
        <translation>vierkant</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ruit</translation>
    </message>
    <message>
        <source>clover</source>
        <translation>klaver</translation>
    </message>
    <message>
        <source>star</source>
        <translation>ster</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kruis</translation>
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
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {tiles}, {points}</source>
        <translation>{name}: {tiles}, {points}</translation>
    </message>
    <message>
        <source>(+6 for going out)</source>
        <translation>(+6 voor uitgaan)</translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanged %n tile(s)</source>
        <translation>
            <numerusform>{name} ruilde %n tegel</numerusform>
            <numerusform>{name} ruilde %n tegels</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} paste</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Een gedeelde overwinning!</translation>
    </message>
    <message>
        <source>{name} placed their last tile and scored 6 extra points.</source>
        <translation>{name} legde de laatste tegel en kreeg 6 extra punten.</translation>
    </message>
    <message>
        <source>The bag is empty and nobody can place a tile any more.</source>
        <translation>De zak is leeg en niemand kan nog een tegel leggen.</translation>
    </message>
    <message>
        <source>went out: +6</source>
        <translation>uitgegaan: +6</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>nog %n tegel</numerusform>
            <numerusform>nog %n tegels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Play again with the same settings</source>
        <translation>Opnieuw spelen met dezelfde instellingen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Het spel naspelen</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1e</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous move</source>
        <translation>Vorige zet</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Volgende zet</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Positie in de partij</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Naspelen stoppen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>The computer (hard) judges every move: best, good, inaccuracy or mistake, and shows the better move</source>
        <translation>De computer (moeilijk) beoordeelt elke zet: beste, goed, onnauwkeurig of fout, en toont de betere zet</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the players you choose; this game stays as it is</source>
        <translation>Een nieuw spel vanaf de getoonde stand, met de spelers die je kiest; dit spel blijft zoals het is</translation>
    </message>
    <message>
        <source>Play the better move from here</source>
        <translation>Vanaf hier de betere zet spelen</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the better move played instead of the mistake</source>
        <translation>Een nieuw spel vanaf de getoonde stand, met de betere zet gespeeld in plaats van de fout</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%v van %m zetten</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>Zet {n} van {total}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Numbered rules</source>
        <translation>&amp;Genummerde regels</translation>
    </message>
    <message>
        <source>These rules are not available in your language yet; here they are in English.</source>
        <translation>Deze spelregels zijn nog niet in jouw taal beschikbaar; hier staan ze in het Engels.</translation>
    </message>
    <message>
        <source>The rules of this game are missing from this installation.</source>
        <translation>De spelregels van dit spel ontbreken in deze installatie.</translation>
    </message>
    <message>
        <source>These are the numbered rules, a precise reference that exists in English only. Each rule has a number by which a question or a bug report can name it.</source>
        <translation>Dit zijn de genummerde regels, een nauwkeurig naslagwerk dat alleen in het Engels bestaat. Elke regel heeft een nummer waarmee je hem in een vraag of een foutmelding kunt noemen.</translation>
    </message>
    <message>
        <source>The numbered rules of this game are missing from this installation.</source>
        <translation>De genummerde regels van dit spel ontbreken in deze installatie.</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Deze speler verwijderen</translation>
    </message>
    <message>
        <source>Remove {player}</source>
        <translation>{player} verwijderen</translation>
    </message>
    <message>
        <source>{player}: person or computer</source>
        <translation>{player}: mens of computer</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Speler toevoegen</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Aan zet</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>Appea&amp;rance:</source>
        <translation>&amp;Uiterlijk:</translation>
    </message>
    <message>
        <source>Piece &amp;colours:</source>
        <translation>&amp;Kleuren van de stukken:</translation>
    </message>
    <message>
        <source>Legal moves:</source>
        <translation>Toegestane zetten:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animaties:</translation>
    </message>
    <message>
        <source>Computer move &amp;delay:</source>
        <translation>&amp;Wachttijd voor computerzet:</translation>
    </message>
    <message>
        <source>Leaving a game:</source>
        <translation>Een spel verlaten:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Light or dark windows; &quot;Same as the system&quot; follows your computer&apos;s choice. The boards keep their own colours.</source>
        <translation>Lichte of donkere vensters; ‘Zoals het systeem’ volgt de keuze van je computer. De speelvelden houden hun eigen kleuren.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>For colour-blind players</source>
        <translation>Voor kleurenblinde spelers</translation>
    </message>
    <message>
        <source>Colours that stay far apart for every kind of colour blindness: the Kulami marbles become white and black, the LSD and Qwirkle colours change their shades.</source>
        <translation>Kleuren die bij elke vorm van kleurenblindheid goed van elkaar te onderscheiden blijven: de Kulami-knikkers worden wit en zwart, de kleuren van LSD en Qwirkle krijgen andere tinten.</translation>
    </message>
    <message>
        <source>&amp;Show where a piece may go</source>
        <translation>T&amp;onen waar een stuk mag komen</translation>
    </message>
    <message>
        <source>&amp;Animate moves</source>
        <translation>Zetten &amp;animeren</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown.</source>
        <translation>Hoe lang de computer wacht voordat zijn zet getoond wordt.</translation>
    </message>
    <message>
        <source>As&amp;k before closing a game in progress</source>
        <translation>&amp;Vragen voordat een lopend spel wordt gesloten</translation>
    </message>
    <message>
        <source>A game in progress is saved after every move and offered again at the next start, so closing loses nothing; ask anyway.</source>
        <translation>Een lopend spel wordt na elke zet bewaard en bij de volgende start weer aangeboden, dus sluiten kost niets; toch vragen.</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>Enkele vertalingen ontbreken in deze installatie: {names}</translation>
    </message>
    <message>
        <source>The setting could not be saved: {reason}</source>
        <translation>De instelling kon niet worden opgeslagen: {reason}</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Kies een spel</translation>
    </message>
    <message>
        <source>Two to six players at one computer, against each other or against the computer.</source>
        <translation>Twee tot zes spelers aan één computer, tegen elkaar of tegen de computer.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
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
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Langste reeks overwinningen</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Reeks</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Voorsprong</translation>
    </message>
    <message>
        <source>Best / average margin: points ahead of (or behind) the best other player</source>
        <translation>Beste / gemiddelde voorsprong: punten voor op (of achter) de beste andere speler</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Against the computer: won–lost per level</source>
        <translation>Tegen de computer: gewonnen–verloren per niveau</translation>
    </message>
    <message>
        <source>Oldest game on the left. A bar up is a win, a bar down a loss, a dot a draw; the number at a bar is the margin, and the larger it is, the taller the bar.</source>
        <translation>Het oudste spel staat links. Een balk omhoog is een overwinning, een balk omlaag een nederlaag, een stip een gelijkspel; het getal bij een balk is de voorsprong, en hoe groter die is, hoe hoger de balk.</translation>
    </message>
    <message>
        <source>&amp;Reset this game&apos;s statistics…</source>
        <translation>Statistieken van dit spel &amp;wissen…</translation>
    </message>
    <message>
        <source>No finished {game} games yet.</source>
        <translation>Nog geen uitgespeelde {game}-spellen.</translation>
    </message>
    <message>
        <source>{level} {won}–{lost}</source>
        <translation>{level} {won}–{lost}</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(geen naam)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>{level}: {count}</source>
        <translation>{level}: {count}</translation>
    </message>
    <message>
        <source>{game} puzzles solved: {total} ({counts})</source>
        <translation>{game}-puzzels opgelost: {total} ({counts})</translation>
    </message>
    <message>
        <source>Daily puzzles solved: {days}. Streak: {streak} (longest: {longest}).</source>
        <translation>Dagpuzzels opgelost: {days}. Reeks: {streak} (langste: {longest}).</translation>
    </message>
    <message>
        <source>Recent games of {name}</source>
        <translation>Recente spellen van {name}</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget every {game} result of every player? This cannot be undone.</source>
        <translation>Alle {game}-uitslagen van alle spelers vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>SuppliesPanel</name>
    <message>
        <source>Turn the tile clockwise (R, a right click on the board, or the mouse wheel over the tile)</source>
        <translation>Draai de tegel met de klok mee (R, rechtsklik op het speelveld, of het muiswiel boven de tegel)</translation>
    </message>
    <message>
        <source>Turn the tile back (Shift+R)</source>
        <translation>Draai de tegel terug (Shift+R)</translation>
    </message>
    <message>
        <source>Turn the tile clockwise</source>
        <translation>Draai de tegel met de klok mee</translation>
    </message>
    <message>
        <source>Turn the tile back</source>
        <translation>Draai de tegel terug</translation>
    </message>
    <message>
        <source>Supply of {name}</source>
        <translation>Voorraad van {name}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Zet teruggenomen.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space plays there, F6 goes on to the pieces and the panel.</source>
        <translation>Het speelveld. De pijltjestoetsen verplaatsen de cursor, Enter of spatie speelt daar, F6 gaat verder naar de stukken en het paneel.</translation>
    </message>
    <message>
        <source>This game could not be saved automatically ({reason}); it goes on, but save it yourself before you quit.</source>
        <translation>Dit spel kon niet automatisch worden bewaard ({reason}); het gaat door, maar sla het zelf op voordat je stopt.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Een goede zet zoeken…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tip: {move}</translation>
    </message>
    <message>
        <source>Best: the computer would have played this move too.</source>
        <translation>Beste: de computer had deze zet ook gedaan.</translation>
    </message>
    <message>
        <source>Good. The computer&apos;s choice: {better}, a little better.</source>
        <translation>Goed. De computer had zo gespeeld: {better}, een iets betere zet.</translation>
    </message>
    <message>
        <source>Inaccuracy. The computer&apos;s choice: {better}, a better move.</source>
        <translation>Onnauwkeurig. De computer had zo gespeeld: {better}, een betere zet.</translation>
    </message>
    <message>
        <source>Mistake. The computer&apos;s choice: {better}, a much better move.</source>
        <translation>Fout. De computer had zo gespeeld: {better}, een veel betere zet.</translation>
    </message>
    <message>
        <source>Good: the computer would have played {better}, a little better (by {points}).</source>
        <translation>Goed. De computer had zo gespeeld: {better}, iets beter ({points} meer).</translation>
    </message>
    <message>
        <source>Inaccuracy: the computer would have played {better}, better by {points}.</source>
        <translation>Onnauwkeurig. De computer had zo gespeeld: {better}, {points} meer.</translation>
    </message>
    <message>
        <source>Mistake: the computer would have played {better}, better by {points}.</source>
        <translation>Fout. De computer had zo gespeeld: {better}, {points} meer.</translation>
    </message>
    <message>
        <source>{best} the computer would have played it too, {inaccuracy} an inaccuracy, {mistake} a mistake.</source>
        <translation>{best} de computer had die zet ook gedaan, {inaccuracy} onnauwkeurig, {mistake} een fout.</translation>
    </message>
    <message>
        <source>No new game could be started from here ({reason}).</source>
        <translation>Vanaf hier kon geen nieuw spel worden begonnen ({reason}).</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>Het spel naspelen</translation>
    </message>
    <message>
        <source>Next: move {n} was {move}. {verdict}</source>
        <translation>Volgende: zet {n} was {move}. {verdict}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Het begin van het spel.</translation>
    </message>
    <message>
        <source>Move {n}: {words}</source>
        <translation>Zet {n}: {words}</translation>
    </message>
    <message>
        <source>The position after move {n}.</source>
        <translation>De stelling na zet {n}.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
</context>
<context>
    <name>UnfinishedCard</name>
    <message>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) · %1</source>
        <translation>
            <numerusform>%n zet · %1</numerusform>
            <numerusform>%n zetten · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Being played in another tilegames window</source>
        <translation>Wordt in een ander tilegames-venster gespeeld</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>Dit spel verder spelen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Take this game off the list (it can be taken back at once)</source>
        <translation>Haal dit spel van de lijst (dat kun je meteen ongedaan maken)</translation>
    </message>
    <message>
        <source>today, {time}</source>
        <translation>vandaag, {time}</translation>
    </message>
    <message>
        <source>yesterday, {time}</source>
        <translation>gisteren, {time}</translation>
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
        <translation>Leg halve bolletjes aan elkaar, sla met&#xa0;+ en&#xa0;x, leg vier tegels van je kleur op een rij.</translation>
    </message>
    <message>
        <source>Place marbles on wooden plates and win the plates that score the most.</source>
        <translation>Zet knikkers op houten platen en win de platen die het meest opleveren.</translation>
    </message>
    <message>
        <source>Lay lines of one colour or one shape and score a Qwirkle with six.</source>
        <translation>Leg rijen van één kleur of één vorm en scoor een Qwirkle met zes.</translation>
    </message>
</context>
<context>
    <name>layouts</name>
    <message>
        <source>the letter {name} is used for two separate areas</source>
        <extracomment>Plate sizes of the 17 standard plates (K-K1): size -&gt; how many. Sizes pin the shape down: 6 = 2×3, 4 = 2×2, 3 = 1×3, 2 = 1×2. Allowed plate rectangles as (short side, long side). The largest layout the text format takes (columns are named a..z in move notation). Letters of the canonical text, in plate order.</extracomment>
        <translation>de letter {name} wordt voor twee losse stukken gebruikt</translation>
    </message>
    <message>
        <source>plate {name} is not a solid rectangle</source>
        <translation>plaat {name} is geen gesloten rechthoek</translation>
    </message>
    <message>
        <source>plate {name} has the wrong number of holes ({count}); a plate has 2, 3, 4 or 6</source>
        <translation>plaat {name} heeft een verkeerd aantal gaten ({count}); een plaat heeft er 2, 3, 4 of 6</translation>
    </message>
    <message>
        <source>plate {name} is {width}×{height}; plates are 1×2, 1×3, 2×2 or 2×3</source>
        <translation>plaat {name} is {width}×{height}; platen zijn 1×2, 1×3, 2×2 of 2×3</translation>
    </message>
    <message>
        <source>the layout has no holes</source>
        <translation>het speelveld heeft geen gaten</translation>
    </message>
    <message>
        <source>the layout has {count} plates; at most {limit} fit</source>
        <translation>het speelveld heeft {count} platen; er passen er hoogstens {limit}</translation>
    </message>
    <message>
        <source>two plates overlap</source>
        <translation>twee platen overlappen elkaar</translation>
    </message>
    <message>
        <source>the layout is {width}×{height}; at most {limit}×{limit} fits</source>
        <translation>het speelveld is {width}×{height}; hoogstens {limit}×{limit} past</translation>
    </message>
    <message>
        <source>row {row} has a space; use &apos;.&apos; for a cell without a hole</source>
        <translation>rij {row} bevat een spatie; gebruik &apos;.&apos; voor een vak zonder gat</translation>
    </message>
</context>
<context>
    <name>learn</name>
    <message>
        <source>Welcome to Kulami! You play red, the computer plays black, one marble each turn. Your first marble may go into any hole: put it in b2 (marked).</source>
        <translation>Welkom bij Kulami! Jij speelt met rood, de computer met zwart, om de beurt één knikker. Je eerste knikker mag in elk gat: leg hem in b2 (gemarkeerd).</translation>
    </message>
    <message>
        <source>Black put its marble in e2. It had no choice but row 2 or column b: every marble goes into the row or the column of the marble the other player has just placed. And never on that marble&apos;s plate.</source>
        <translation>Zwart legde zijn knikker in e2. Iets anders dan rij 2 of kolom b kon niet: elke knikker komt in de rij of de kolom van de knikker die de ander net heeft gelegd. En nooit op de plaat van die knikker.</translation>
    </message>
    <message>
        <source>Your turn: row 2 or column e. Two plates are closed (shaded): Black&apos;s plate of e2, and your own plate of b2, where your last marble lies. Try a2 to see it refused, then put your marble in d2.</source>
        <translation>Jouw beurt: rij 2 of kolom e. Twee platen zijn gesloten (gearceerd): de plaat van Zwart met e2, en je eigen plaat met b2, waar je laatste knikker ligt. Probeer a2 om te zien dat het niet mag, en leg je knikker dan in d2.</translation>
    </message>
    <message>
        <source>Black played d4, in your column d. Any distance counts, across gaps too: a hole at the far end of the row or column is just as good.</source>
        <translation>Zwart speelde d4, in jouw kolom d. De afstand maakt niet uit, ook over lege plekken heen: een gat aan het andere eind van de rij of kolom is net zo goed.</translation>
    </message>
    <message>
        <source>Now you play in row 4 or column d, but not on the plates of d4 and d2. Put your marble in d3.</source>
        <translation>Nu speel jij in rij 4 of kolom d, maar niet op de platen van d4 en d2. Leg je knikker in d3.</translation>
    </message>
    <message>
        <source>Black played c3. Look at the points beside the names: a plate belongs to the player with more marbles on it, and it is worth as many points as it holds marbles.</source>
        <translation>Zwart speelde c3. Kijk naar de punten naast de namen: een plaat is van wie er de meeste knikkers op heeft, en is zoveel punten waard als er knikkers op liggen.</translation>
    </message>
    <message>
        <source>Put your marble in c2: then two of your marbles lie on the plate of c2 and d2.</source>
        <translation>Leg je knikker in c2: dan liggen er twee knikkers van jou op de plaat van c2 en d2.</translation>
    </message>
    <message>
        <source>Black played a2, on the plate of your first marble. One marble each is a tie, and a tied plate belongs to nobody: your points went down by one.</source>
        <translation>Zwart speelde a2, op de plaat van je eerste knikker. Eén knikker elk is gelijkspel, en een plaat met gelijke stand is van niemand: je punten gingen één omlaag.</translation>
    </message>
    <message>
        <source>The plate of c2 and d2 is yours: two of your marbles, none of Black&apos;s. This program counts a plate as the marbles on it, as the Hebrew rule sheet says, so it is worth 2. The new-game dialog also offers the publisher&apos;s rule, where a plate is worth its holes: 4.</source>
        <translation>De plaat van c2 en d2 is van jou: twee knikkers van jou, geen van Zwart. Dit programma telt een plaat als het aantal knikkers erop, zoals het Hebreeuwse spelregelblad zegt, dus is hij 2 waard. Bij een nieuw spel kun je ook de regel van de uitgever kiezen, waarbij een plaat zijn aantal gaten waard is: 4.</translation>
    </message>
    <message>
        <source>The game ends when all marbles are placed, or as soon as the player to move has no hole left. The higher total wins. That is all: play a real game against the computer at level Easy?</source>
        <translation>Het spel is afgelopen als alle knikkers liggen, of zodra wie aan de beurt is geen gat meer heeft. Het hoogste totaal wint. Dat is alles: een echt spel spelen tegen de computer op niveau Makkelijk?</translation>
    </message>
    <message>
        <source>Welcome to LSD! You play the blue tiles with white icons, the computer the orange ones with black icons. The first tile may be any tile: your cross tile with + is chosen for you, click the marked cell to lay it.</source>
        <translation>Welkom bij LSD! Jij speelt met de blauwe tegels met witte iconen, de computer met de oranje met zwarte iconen. De eerste tegel mag elke tegel zijn: je kruistegel met&#xa0;+ is al voor je gekozen, klik op het gemarkeerde vak om hem te leggen.</translation>
    </message>
    <message>
        <source>Orange laid its tile next to yours so that two half dots meet and make a whole dot. Every tile must complete at least one dot, and a half dot may never touch a plain edge.</source>
        <translation>Oranje legde zijn tegel naast de jouwe, zodat twee halve bolletjes samen een heel bolletje vormen. Elke tegel moet minstens één bolletje afmaken, en een half bolletje mag nooit tegen een rand zonder bolletje liggen.</translation>
    </message>
    <message>
        <source>Now capture! Lay your single tile with + on the marked cell, its half dot against the orange tile. Choose a tile with a click or the number keys; R turns it.</source>
        <translation>Nu slaan! Leg je enkele tegel met&#xa0;+ op het gemarkeerde vak, met zijn halve bolletje tegen de oranje tegel. Een tegel kies je met een klik of de cijfertoetsen; R draait hem.</translation>
    </message>
    <message>
        <source>Captured! The orange tile lay between two + tiles with white icons: a new + captures a tile of the other shade straight across, when a + of its own shade lies on the far side. Captured tiles leave the game.</source>
        <translation>Geslagen! De oranje tegel lag tussen twee tegels met een wit&#xa0;+: een nieuwe&#xa0;+ slaat een tegel met een icoon in de andere kleur recht ertussen, als aan de overkant een&#xa0;+ met een icoon in dezelfde kleur ligt. Geslagen tegels verdwijnen uit het spel.</translation>
    </message>
    <message>
        <source>Orange laid a corner under your cross: its half dot meets the cross&apos;s. A cross has half dots on all four sides, so every tile beside it must bring a half dot.</source>
        <translation>Oranje legde een hoek onder je kruis: zijn halve bolletje sluit aan op dat van het kruis. Een kruis heeft aan alle vier de kanten een half bolletje, dus elke tegel ernaast moet een half bolletje meebrengen.</translation>
    </message>
    <message>
        <source>Lay your corner tile with x on the marked cell: its half dot joins the orange tile&apos;s. It captures nothing yet, but it prepares a capture with x.</source>
        <translation>Leg je hoektegel met&#xa0;x op het gemarkeerde vak: zijn halve bolletje sluit aan op dat van de oranje tegel. Hij slaat nog niets, maar bereidt slaan met&#xa0;x voor.</translation>
    </message>
    <message>
        <source>Orange laid a tile under your x. Two orange tiles now sit at two corners of a square; your x is at the third corner, and the fourth is empty.</source>
        <translation>Oranje legde een tegel onder je&#xa0;x. Twee oranje tegels liggen nu op twee hoeken van een vierkant; je&#xa0;x ligt op de derde hoek, en de vierde is leeg.</translation>
    </message>
    <message>
        <source>Lay your single tile with x on the marked cell, diagonally across from your other x.</source>
        <translation>Leg je enkele tegel met&#xa0;x op het gemarkeerde vak, schuin tegenover je andere&#xa0;x.</translation>
    </message>
    <message>
        <source>Two at once! An x captures across the square: with two x tiles of your shade on one diagonal, the tiles of the other shade on the other two corners are captured.</source>
        <translation>Twee tegelijk! Een&#xa0;x slaat over het vierkant heen: met twee x-tegels met een icoon in jouw kleur op de ene diagonaal worden de tegels met een icoon in de andere kleur op de andere twee hoeken geslagen.</translation>
    </message>
    <message>
        <source>To win, make a straight row of four tiles of your colour (three with four players); icons do not matter for it. Whoever cannot lay a tile is skipped. Play a real game against the computer at level Easy?</source>
        <translation>Om te winnen maak je een rechte rij van vier tegels van jouw kleur (drie met vier spelers); de iconen tellen daarbij niet. Wie geen tegel kan leggen, slaat een beurt over. Een echt spel spelen tegen de computer op niveau Makkelijk?</translation>
    </message>
    <message>
        <source>Welcome to Qwirkle! You start, because three of your tiles share a colour, more than the computer has. Put the red circle, the red square and the red diamond on the marked cells (a tile, then its cell), then press Play.</source>
        <translation>Welkom bij Qwirkle! Jij begint, want drie van je tegels hebben dezelfde kleur, meer dan de computer heeft. Leg de rode cirkel, het rode vierkant en de rode ruit op de gemarkeerde vakken (een tegel, dan zijn vak) en klik dan op Leggen.</translation>
    </message>
    <message>
        <source>The computer put a yellow square under your red square. A line is one colour or one shape, never the same tile twice. A line scores a point per tile: 2.</source>
        <translation>De computer legde een geel vierkant onder je rode vierkant. Een lijn is één kleur of één vorm, nooit twee keer dezelfde tegel. Een lijn levert een punt per tegel op: 2.</translation>
    </message>
    <message>
        <source>Put your yellow diamond beside the yellow square, under the red diamond: one tile in two lines, and each line scores.</source>
        <translation>Leg je gele ruit naast het gele vierkant, onder de rode ruit: één tegel in twee lijnen, en elke lijn telt.</translation>
    </message>
    <message>
        <source>Your diamond scored 4: the yellow line of 2 and the line of diamonds of 2. The computer put a blue circle above your red circle.</source>
        <translation>Je ruit leverde 4 op: de gele lijn van 2 en de lijn ruiten van 2. De computer legde een blauwe cirkel boven je rode cirkel.</translation>
    </message>
    <message>
        <source>Tiles already on the table count too: add the red star and the red clover to your red row. The whole row scores.</source>
        <translation>Tegels die al op tafel liggen tellen ook mee: leg de rode ster en de rode klaver aan je rode rij. De hele rij telt.</translation>
    </message>
    <message>
        <source>Five points for your row of five. The computer made a column of three circles. Your red row lacks only one shape: the cross.</source>
        <translation>Vijf punten voor je rij van vijf. De computer maakte een kolom van drie cirkels. Je rode rij mist nog maar één vorm: het kruis.</translation>
    </message>
    <message>
        <source>Put your red cross at the end of the red row: six tiles in one line are a Qwirkle.</source>
        <translation>Leg je rode kruis aan het eind van de rode rij: zes tegels in één lijn zijn een Qwirkle.</translation>
    </message>
    <message>
        <source>Qwirkle! A line of six scores 6 and 6 more: 12 points. After each move you draw tiles from the bag until you hold six again.</source>
        <translation>Qwirkle! Een lijn van zes levert 6 op en nog 6 extra: 12 punten. Na elke zet pak je tegels uit de zak tot je er weer zes hebt.</translation>
    </message>
    <message>
        <source>Instead of placing you may exchange tiles. Once the bag is empty, whoever puts down their last tile ends the game and gets 6 more points; the most points win. Play a real game against the computer at level Easy?</source>
        <translation>In plaats van te leggen mag je ook tegels ruilen. Is de zak leeg, dan eindigt wie zijn laatste tegel legt het spel en krijgt 6 punten extra; de meeste punten winnen. Een echt spel spelen tegen de computer op niveau Makkelijk?</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>easy</source>
        <translation>makkelijk</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>gemiddeld</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>moeilijk</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>Plays loosely, but takes an obvious win.</source>
        <translation>Speelt losjes, maar pakt een voor de hand liggende winst.</translation>
    </message>
    <message>
        <source>Looks one move ahead and takes the best it sees.</source>
        <translation>Kijkt één zet vooruit en kiest de beste die hij ziet.</translation>
    </message>
    <message>
        <source>Searches ahead; thinks about a second per move.</source>
        <translation>Rekent vooruit; denkt ongeveer een seconde per zet.</translation>
    </message>
    <message>
        <source>Searches deepest; thinks up to five seconds.</source>
        <translation>Rekent het diepst vooruit; denkt tot vijf seconden.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
</context>
<context>
    <name>puzzles</name>
    <message>
        <source>Find the move that ends the game with the best margin for you, whatever your opponent does. {left} marbles are left to place.</source>
        <translation>Vind de zet waarmee het spel eindigt met de beste voorsprong voor jou, wat je tegenstander ook doet. Er zijn nog {left} knikkers te plaatsen.</translation>
    </message>
    <message>
        <source>With best play after this move the game ends with a margin of {got} for you; {best} is possible.</source>
        <translation>Met het beste spel na deze zet eindigt het spel met een voorsprong van {got} voor jou; {best} is mogelijk.</translation>
    </message>
    <message>
        <source>With best play by both the game ends with a margin of {best} for you: no move does better.</source>
        <translation>Als beiden zo goed mogelijk spelen, eindigt het spel met een voorsprong van {best} voor jou: geen zet doet het beter.</translation>
    </message>
    <message>
        <source>Win with this move: make a row of {length}.</source>
        <translation>Win met deze zet: maak een rij van {length}.</translation>
    </message>
    <message>
        <source>Win in two moves, whatever your opponent does: make a row of {length}.</source>
        <translation>Win in twee zetten, wat je tegenstander ook doet: maak een rij van {length}.</translation>
    </message>
    <message>
        <source>A row of {length}: you win.</source>
        <translation>Een rij van {length}: je wint.</translation>
    </message>
    <message>
        <source>This makes no row of {length}.</source>
        <translation>Dit maakt geen rij van {length}.</translation>
    </message>
    <message>
        <source>Whatever your opponent plays, you make a row of {length} with your next move.</source>
        <translation>Wat je tegenstander ook speelt, met je volgende zet maak je een rij van {length}.</translation>
    </message>
    <message>
        <source>Your opponent can answer this so that you cannot make a row of {length} with your next move.</source>
        <translation>Je tegenstander kan hierop zo antwoorden dat je met je volgende zet geen rij van {length} kunt maken.</translation>
    </message>
    <message>
        <source>After this you cannot make a row of {length} with your next move.</source>
        <translation>Hierna kun je met je volgende zet geen rij van {length} maken.</translation>
    </message>
    <message>
        <source>This move is not allowed here.</source>
        <translation>Deze zet is hier niet toegestaan.</translation>
    </message>
    <message>
        <source>Score as many points as you can this turn.</source>
        <translation>Scoor deze beurt zoveel mogelijk punten.</translation>
    </message>
    <message>
        <source>Make a Qwirkle: complete a line of six tiles.</source>
        <translation>Maak een Qwirkle: maak een rij van zes tegels af.</translation>
    </message>
    <message>
        <source>The bag is empty: place all your tiles this turn and end the game.</source>
        <translation>De zak is leeg: leg deze beurt al je tegels aan en beëindig het spel.</translation>
    </message>
    <message>
        <source>This scores {got}; {best} is possible.</source>
        <translation>Dit levert {got} op; {best} is mogelijk.</translation>
    </message>
    <message>
        <source>This scores {best}: no placement scores more.</source>
        <translation>Dit levert {best} op: geen andere aanleg levert meer op.</translation>
    </message>
    <message>
        <source>This completes no line of six tiles.</source>
        <translation>Dit maakt geen rij van zes tegels af.</translation>
    </message>
    <message>
        <source>A Qwirkle! This scores {got}.</source>
        <translation>Een Qwirkle! Dit levert {got} op.</translation>
    </message>
    <message>
        <source>This does not empty your hand: tiles left after it: {left}.</source>
        <translation>Hiermee raakt je hand niet leeg: tegels die overblijven: {left}.</translation>
    </message>
    <message>
        <source>Your hand is empty: the game ends and this scores {got}.</source>
        <translation>Je hand is leeg: het spel is afgelopen en dit levert {got} op.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <source>there is no hole there</source>
        <translation>daar zit geen gat</translation>
    </message>
    <message>
        <source>that hole is taken</source>
        <translation>dat gat is al bezet</translation>
    </message>
    <message>
        <source>not in the row or column of the last marble</source>
        <translation>niet in de rij of kolom van de laatste knikker</translation>
    </message>
    <message>
        <source>that plate was just used by your opponent</source>
        <translation>op die plaat heeft je tegenstander net gespeeld</translation>
    </message>
    <message>
        <source>you used that plate last turn</source>
        <translation>die plaat heb je de vorige beurt gebruikt</translation>
    </message>
    <message>
        <source>that is not an LSD move</source>
        <translation>dat is geen LSD-zet</translation>
    </message>
    <message>
        <source>there is no tile called {kind}</source>
        <translation>er is geen tegel die {kind} heet</translation>
    </message>
    <message>
        <source>a tile&apos;s icon is + or x</source>
        <translation>het icoon van een tegel is&#xa0;+ of&#xa0;x</translation>
    </message>
    <message>
        <source>a tile can be turned 0, 1, 2 or 3 quarter turns</source>
        <translation>een tegel kan 0, 1, 2 of 3 kwartslagen gedraaid worden</translation>
    </message>
    <message>
        <source>that is not a cell of the board</source>
        <translation>dat is geen vak van het speelveld</translation>
    </message>
    <message>
        <source>you have no such tile left</source>
        <translation>zo&apos;n tegel heb je niet meer</translation>
    </message>
    <message>
        <source>the first tile goes in the centre</source>
        <translation>de eerste tegel komt in het midden</translation>
    </message>
    <message>
        <source>that cell is taken</source>
        <translation>dat vak is al bezet</translation>
    </message>
    <message>
        <source>this edge would cut off a dot</source>
        <translation>deze rand zou een bolletje afsnijden</translation>
    </message>
    <message>
        <source>the tile must complete at least one dot</source>
        <translation>de tegel moet minstens één bolletje heel maken</translation>
    </message>
    <message>
        <source>you can still play, so you cannot pass</source>
        <translation>je kunt nog spelen, dus je mag niet passen</translation>
    </message>
    <message>
        <source>the bag is empty, so you cannot exchange</source>
        <translation>de zak is leeg, dus je kunt niet ruilen</translation>
    </message>
    <message>
        <source>that is not a Qwirkle move</source>
        <translation>dat is geen Qwirkle-zet</translation>
    </message>
    <message>
        <source>you don&apos;t have those tiles</source>
        <translation>die tegels heb je niet</translation>
    </message>
    <message>
        <source>place at least one tile</source>
        <translation>leg minstens één tegel</translation>
    </message>
    <message>
        <source>put one tile on each cell</source>
        <translation>leg op elk vak één tegel</translation>
    </message>
    <message>
        <source>the first move must place your {count} tiles that share a colour or shape, starting at the centre</source>
        <translation>de eerste zet moet je {count} tegels met dezelfde kleur of vorm leggen, te beginnen in het midden</translation>
    </message>
    <message>
        <source>all tiles must be in one row or one column</source>
        <translation>alle tegels moeten in één rij of één kolom liggen</translation>
    </message>
    <message>
        <source>the tiles must form one unbroken line</source>
        <translation>de tegels moeten één ononderbroken lijn vormen</translation>
    </message>
    <message>
        <source>a placed tile must touch the tiles on the board</source>
        <translation>een gelegde tegel moet aan de tegels op het speelveld grenzen</translation>
    </message>
    <message>
        <source>a line may hold only one colour or one shape, each once</source>
        <translation>een lijn mag maar één kleur of één vorm hebben, elk maar één keer</translation>
    </message>
    <message>
        <source>choose at least one tile to exchange</source>
        <translation>kies minstens één tegel om te ruilen</translation>
    </message>
    <message>
        <source>the bag has too few tiles to exchange that many</source>
        <translation>er zitten te weinig tegels in de zak om er zoveel te ruilen</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}). The file was kept as {kept}.</source>
        <translation>Het automatisch bewaarde spel in {file} kon niet worden voortgezet ({why}). Het bestand is bewaard als {kept}.</translation>
    </message>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}).</source>
        <translation>Het automatisch bewaarde spel in {file} kon niet worden voortgezet ({why}).</translation>
    </message>
    <message>
        <source>it holds a game of {found}</source>
        <translation>het bevat een spel {found}</translation>
    </message>
    <message>
        <source>{file} is no longer there; it was taken off the list of recent games.</source>
        <translation>{file} bestaat niet meer; het is van de lijst met recente spellen gehaald.</translation>
    </message>
    <message>
        <source>it is not a tilegames save</source>
        <translation>het is geen opgeslagen tilegames-spel</translation>
    </message>
    <message>
        <source>it is not a text file (its bytes are not UTF-8 text)</source>
        <translation>het is geen tekstbestand (de inhoud is geen UTF-8-tekst)</translation>
    </message>
    <message>
        <source>it is too large to be a tilegames save ({size} bytes; at most {limit})</source>
        <translation>het is te groot voor een opgeslagen tilegames-spel ({size} bytes; hoogstens {limit})</translation>
    </message>
    <message>
        <source>it was saved by a newer version of tilegames (file format {found}; this version reads format {known})</source>
        <translation>het is opgeslagen door een nieuwere versie van tilegames (bestandsformaat {found}; deze versie leest formaat {known})</translation>
    </message>
    <message>
        <source>its format number ({found}) is not one tilegames uses</source>
        <translation>het formaatnummer ({found}) wordt door tilegames niet gebruikt</translation>
    </message>
    <message>
        <source>it holds a game this version of tilegames does not know ({game})</source>
        <translation>het bevat een spel dat deze versie van tilegames niet kent ({game})</translation>
    </message>
    <message>
        <source>parts of it are missing ({why})</source>
        <translation>er ontbreken delen ({why})</translation>
    </message>
    <message>
        <source>its list of players is not valid ({why})</source>
        <translation>de lijst met spelers is ongeldig ({why})</translation>
    </message>
    <message>
        <source>its list of moves is not valid ({why})</source>
        <translation>de lijst met zetten is ongeldig ({why})</translation>
    </message>
    <message>
        <source>its review position is not valid ({why})</source>
        <translation>de plek in het naspelen is ongeldig ({why})</translation>
    </message>
    <message>
        <source>the point where its game begins is not valid ({why})</source>
        <translation>het punt waar het spel begint is niet geldig ({why})</translation>
    </message>
    <message>
        <source>its stored position is not valid ({why})</source>
        <translation>de opgeslagen stand is ongeldig ({why})</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not a move of this game</source>
        <translation>zet {number} ({move}) is geen zet van dit spel</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played at that point: {why}</source>
        <translation>zet {number} ({move}) kan op dat moment niet gespeeld worden: {why}</translation>
    </message>
    <message>
        <source>the position stored in it does not match its moves (the file was changed or damaged)</source>
        <translation>de opgeslagen stand past niet bij de zetten (het bestand is veranderd of beschadigd)</translation>
    </message>
    <message>
        <source>this game cannot be saved: {why}</source>
        <translation>dit spel kan niet worden opgeslagen: {why}</translation>
    </message>
    <message>
        <source>it could not be read back ({why})</source>
        <translation>het kon niet worden teruggelezen ({why})</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>Kan {file} niet openen: {reason}</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>het bestand bestaat niet</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>het is een map, geen bestand</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>there is no permission to read it</source>
        <translation>er is geen toestemming om het te lezen</translation>
    </message>
    <message>
        <source>it could not be read ({why})</source>
        <translation>het kon niet worden gelezen ({why})</translation>
    </message>
    <message>
        <source>its game settings are not valid ({why})</source>
        <translation>de spelinstellingen zijn ongeldig ({why})</translation>
    </message>
    <message>
        <source>the file is cut short: its data ends too early</source>
        <translation>het bestand is afgebroken: de gegevens houden te vroeg op</translation>
    </message>
    <message>
        <source>it is not a tilegames save: its text is not JSON data (line {line}, column {column})</source>
        <translation>het is geen opgeslagen tilegames-spel: de tekst is geen JSON (regel {line}, kolom {column})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>its data is nested too deeply</source>
        <translation>de gegevens zijn te diep genest</translation>
    </message>
    <message>
        <source>it holds a list or text that is far too long</source>
        <translation>het bevat een lijst of tekst die veel te lang is</translation>
    </message>
    <message>
        <source>it holds a number that is far too large</source>
        <translation>het bevat een getal dat veel te groot is</translation>
    </message>
    <message>
        <source>it holds a value that is not a number ({value})</source>
        <translation>het bevat een waarde die geen getal is ({value})</translation>
    </message>
    <message>
        <source>the name {key} appears twice in one place</source>
        <translation>de naam {key} staat twee keer op één plek</translation>
    </message>
    <message>
        <source>its extra data is not valid ({why})</source>
        <translation>de extra gegevens zijn ongeldig ({why})</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}). It was kept as {kept}, and the statistics start afresh.</source>
        <translation>Het statistiekbestand {file} kon niet worden gelezen ({why}). Het is bewaard als {kept}; de statistieken beginnen opnieuw.</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}); statistics are not saved until it can be.</source>
        <translation>Het statistiekbestand {file} kon niet worden gelezen ({why}); statistieken worden pas weer bewaard als dat lukt.</translation>
    </message>
    <message>
        <source>The statistics could not be saved in {file} ({why}).</source>
        <translation>De statistieken konden niet worden opgeslagen in {file} ({why}).</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}). It was kept as {kept}, and your puzzle progress starts afresh.</source>
        <translation>Het bestand met je puzzelvoortgang {file} kon niet worden gelezen ({why}). Het is bewaard als {kept}, en je puzzelvoortgang begint opnieuw.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} held entries that could not be read ({count} in all). It was kept as {kept}; the rest of your puzzle progress is kept.</source>
        <translation>Het bestand met je puzzelvoortgang {file} bevatte gegevens die niet konden worden gelezen ({count} in totaal). Het is bewaard als {kept}; de rest van je puzzelvoortgang blijft behouden.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}); puzzle progress is not saved until it can be.</source>
        <translation>Het bestand met je puzzelvoortgang {file} kon niet worden gelezen ({why}); de puzzelvoortgang wordt pas weer bewaard als dat lukt.</translation>
    </message>
    <message>
        <source>Your puzzle progress could not be saved in {file} ({why}); it is kept while the program runs and saved with the next puzzle solved.</source>
        <translation>Je puzzelvoortgang kon niet worden bewaard in {file} ({why}); hij blijft bewaard zolang het programma draait en wordt opgeslagen bij de volgende opgeloste puzzel.</translation>
    </message>
    <message>
        <source>it was written by a newer version of tilegames</source>
        <translation>het is geschreven door een nieuwere versie van tilegames</translation>
    </message>
    <message>
        <source>it holds no puzzle progress</source>
        <translation>het bevat geen puzzelvoortgang</translation>
    </message>
    <message>
        <source>it holds no statistics</source>
        <translation>het bevat geen statistieken</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>het is veel te groot</translation>
    </message>
    <message>
        <source>a board needs a name</source>
        <translation>een speelveld heeft een naam nodig</translation>
    </message>
    <message>
        <source>the name is too long (at most {limit} characters)</source>
        <translation>de naam is te lang (hoogstens {limit} tekens)</translation>
    </message>
    <message>
        <source>there is already a board called {name}</source>
        <translation>er is al een speelveld met de naam „{name}”</translation>
    </message>
    <message>
        <source>there is no board called {name}</source>
        <translation>er is geen speelveld met de naam „{name}”</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>het bestand is geen tekst</translation>
    </message>
    <message>
        <source>the file is too large for a board</source>
        <translation>het bestand is te groot voor een speelveld</translation>
    </message>
    <message>
        <source>it holds no valid board: {why}</source>
        <translation>er staat geen geldig speelveld in: {why}</translation>
    </message>
    <message>
        <source>the file cannot be read: {why}</source>
        <translation>het bestand kan niet gelezen worden: {why}</translation>
    </message>
    <message>
        <source>{file} could not be locked against another copy of tilegames ({why}), so it was written without waiting.</source>
        <translation>{file} kon niet worden vergrendeld tegen een ander exemplaar van tilegames ({why}); het is daarom zonder wachten weggeschreven.</translation>
    </message>
    <message>
        <source>another copy of tilegames kept it busy for {seconds} seconds</source>
        <translation>een ander exemplaar van tilegames hield het {seconds} seconden bezet</translation>
    </message>
</context>
</TS>
