<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>{game}: designed and published by {publisher}.</source>
        <translation>{game} – תכנון והוצאה לאור: {publisher}.</translation>
    </message>
    <message>
        <source>{game}: designed by {designer}, published by {publisher}.</source>
        <translation>{game} – תכנון: {designer}, הוצאה לאור: {publisher}.</translation>
    </message>
    <message>
        <source>About tilegames</source>
        <translation>אודות tilegames</translation>
    </message>
    <message>
        <source>tilegames {version}</source>
        <translation>tilegames {version}</translation>
    </message>
    <message>
        <source>Three tile games for one computer: play against each other or against the computer, in English, Dutch, German or Hebrew.</source>
        <translation>שלושה משחקי אריחים למחשב אחד: שחקו זה נגד זה או נגד המחשב, באנגלית, בהולנדית, בגרמנית או בעברית.</translation>
    </message>
    <message>
        <source>Our thanks go to the designers and publishers of these three games.</source>
        <translation>תודה למתכננים ולמוציאים לאור של שלושת המשחקים האלה.</translation>
    </message>
    <message>
        <source>Licence: proprietary, all rights reserved. {qt} is used under the GNU Lesser General Public License, version 3.</source>
        <translation>רישיון: קנייני, כל הזכויות שמורות. {qt} משמש לפי הרישיון ⁦GNU Lesser General Public License⁩, גרסה 3.</translation>
    </message>
    <message>
        <source>Runs on {python} and {qt}.</source>
        <translation>פועל על {python} ועל {qt}.</translation>
    </message>
</context>
<context>
    <name>CapturesHelp</name>
    <message>
        <source>Learn the captures</source>
        <translation>הדרכה: אכילת אריחים</translation>
    </message>
    <message>
        <source>First the tile just laid (blue frame) and the tiles it captures (red frame), then the board after the move. Remember: colours make a row, dots are for laying, icons are for capturing.</source>
        <translation>קודם האריח שהונח זה עתה (מסגרת כחולה) והאריחים שהוא אוכל (מסגרת אדומה), ואחר כך הלוח אחרי המהלך. זכרו: הצבעים הם לשורה, הנקודות להנחה, והסמלים לאכילה.</translation>
    </message>
</context>
<context>
    <name>ColourChoice</name>
    <message>
        <source>Tile colour</source>
        <translation>צבע האריחים</translation>
    </message>
</context>
<context>
    <name>ContinueStrip</name>
    <message>
        <source>{range} of {count}</source>
        <translation>{range} מתוך {count}</translation>
    </message>
    <message>
        <source>Continue where you left off:</source>
        <translation>להמשיך מאיפה שהפסקתם:</translation>
    </message>
    <message>
        <source>No game is waiting to be continued.</source>
        <translation>אין משחק שמחכה להמשך.</translation>
    </message>
    <message>
        <source>Removed: {game}.</source>
        <translation>הוסר: {game}.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>בטל פעולה</translation>
    </message>
    <message>
        <source>Older unfinished games…</source>
        <translation>משחקים ישנים שלא הסתיימו…</translation>
    </message>
    <message>
        <source>Games that no longer fit in this list: open one to play it on</source>
        <translation>משחקים שכבר לא נכנסים לרשימה הזו: פתחו אחד כדי להמשיך לשחק בו</translation>
    </message>
    <message>
        <source>Newer games</source>
        <translation>משחקים חדשים יותר</translation>
    </message>
    <message>
        <source>More games</source>
        <translation>משחקים נוספים</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>{name} ahead</source>
        <translation>{name} ביתרון</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>מהלך</translation>
    </message>
    <message>
        <source>How the game went, as the computer judged it after each move (the horizontal axis): above the middle line {first} stood better, below it {second}; the further from the middle, the larger the advantage.</source>
        <translation>מהלך המשחק כפי שהמחשב העריך אותו אחרי כל מהלך (הציר האופקי): מעל הקו האמצעי {first} במצב טוב יותר, מתחתיו {second}; ככל שהקו רחוק יותר מהאמצע, היתרון גדול יותר.</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>מהלך המשחק</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>New game…</source>
        <translation>משחק חדש…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>חוקי המשחק</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>ללמוד לשחק</translation>
    </message>
    <message>
        <source>A short guided game: the program explains each step on the board</source>
        <translation>משחק קצר מודרך: התוכנה מסבירה כל צעד על הלוח</translation>
    </message>
    <message>
        <source>Coming soon: this game cannot be played yet.</source>
        <translation>בקרוב: עדיין אי אפשר לשחק במשחק הזה.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open a game</source>
        <translation>פתיחת משחק</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>לא ניתן לפתוח את המשחק הזה</translation>
    </message>
    <message>
        <source>{game} games cannot be played in this version yet.</source>
        <translation>עדיין אי אפשר לשחק {game} בגרסה הזו.</translation>
    </message>
    <message>
        <source>This game is being played in another tilegames window; continue it there.</source>
        <translation>המשחק הזה משוחק בחלון אחר של tilegames; המשיכו אותו שם.</translation>
    </message>
    <message>
        <source>That game is no longer there to continue.</source>
        <translation>המשחק הזה כבר לא זמין להמשך.</translation>
    </message>
    <message>
        <source>The game could not be removed ({reason}).</source>
        <translation>לא ניתן היה להסיר את המשחק ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be put back ({reason}).</source>
        <translation>לא ניתן היה להחזיר את המשחק ({reason}).</translation>
    </message>
    <message>
        <source>Open an older unfinished game</source>
        <translation>פתיחת משחק ישן שלא הסתיים</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>שמירת המשחק</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>לא ניתן היה לשמור את המשחק</translation>
    </message>
    <message>
        <source>{file}: {reason}. Nothing was changed.</source>
        <translation>{file}: {reason}. שום דבר לא השתנה.</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>נשמר בשם {file}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>אין משחקים אחרונים</translation>
    </message>
    <message>
        <source>Games (*{extension})</source>
        <translation>משחקים (*{extension})</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>המשחק הסתיים.</translation>
    </message>
    <message>
        <source>Please wait: it is the computer&apos;s turn.</source>
        <translation>נא להמתין: תור המחשב.</translation>
    </message>
    <message>
        <source>The computer player failed ({message}); a legal move was played for it instead.</source>
        <translation>שחקן המחשב נכשל ({message}); במקומו שוחק מהלך חוקי.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>העבירו את המחשב אל {name}</translation>
    </message>
    <message>
        <source>Click when {name} is ready; the others look away while {name} plays.</source>
        <translation>לחצו כש{name} מוכן; שאר השחקנים מסיטים את המבט בזמן ש{name} משחק.</translation>
    </message>
    <message>
        <source>{name} is ready: show the tiles</source>
        <translation>{name} מוכן: הצגת האריחים</translation>
    </message>
</context>
<context>
    <name>KulamiDescribe</name>
    <message>
        <source>Red marble at {cell}</source>
        <translation>כדור אדום ב־{cell}</translation>
    </message>
    <message>
        <source>Black marble at {cell}</source>
        <translation>כדור שחור ב־{cell}</translation>
    </message>
    <message numerus="yes">
        <source>Empty hole at {cell} on a plate of %n hole(s)</source>
        <translation>
            <numerusform>גומה ריקה ב־{cell}, על אריח של גומה אחת</numerusform>
            <numerusform>גומה ריקה ב־{cell}, על אריח של %n גומות</numerusform>
        </translation>
    </message>
    <message>
        <source>you may place a marble here</source>
        <translation>אפשר להניח כאן כדור</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>המהלך האחרון</translation>
    </message>
    <message>
        <source>{name} placed a marble at {cell}.</source>
        <translation>{name}: כדור ב־{cell}.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n marble(s) left.</source>
        <translation>
            <numerusform>תורכם, נשאר כדור אחד.</numerusform>
            <numerusform>תורכם, נשארו %n כדורים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n marble(s) left.</source>
        <translation>
            <numerusform>תור {name}, נשאר כדור אחד.</numerusform>
            <numerusform>תור {name}, נשארו %n כדורים.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KulamiDesigner</name>
    <message>
        <source>Plates may not overlap: there is no room here.</source>
        <translation>אריחים לא יכולים לעלות זה על זה: אין כאן מקום.</translation>
    </message>
    <message>
        <source>The plate must lie inside the 10×10 grid.</source>
        <translation>האריח חייב להיות בתוך הרשת של 10×10.</translation>
    </message>
    <message>
        <source>There is no free place for this plate on the grid.</source>
        <translation>אין ברשת מקום פנוי לאריח הזה.</translation>
    </message>
    <message>
        <source>There is no room to turn this plate here.</source>
        <translation>אין כאן מקום לסובב את האריח הזה.</translation>
    </message>
    <message>
        <source>The board is {width}×{height}; a board must fit in 10×10.</source>
        <translation>הלוח בגודל {width}×{height}; לוח חייב להיכנס ב־10×10.</translation>
    </message>
    <message>
        <source>The board has more {width}×{height} plates than the set: the set has {limit}.</source>
        <translation>בלוח יש יותר אריחים של {width}×{height} מאשר במשחק: במשחק יש {limit}.</translation>
    </message>
    <message>
        <source>This is not a board: {why}</source>
        <translation>זה לא לוח: {why}</translation>
    </message>
    <message>
        <source>This text is far too long to be a board.</source>
        <translation>הטקסט הזה ארוך מדי בשביל לוח.</translation>
    </message>
    <message>
        <source>There is no plate on the grid yet.</source>
        <translation>עדיין אין אריח על הרשת.</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>מגש</translation>
    </message>
    <message>
        <source>Kulami board designer</source>
        <translation>קולאמי: עיצוב לוח</translation>
    </message>
    <message>
        <source>Drag plates from the tray onto the grid, and off the grid to put them back. R, a right click or the mouse wheel while dragging turns a plate. Keyboard: Tab chooses a plate, the arrows move it, R turns it, Enter puts it down, Delete sends it back to the tray, Ctrl+Tab goes on to the buttons.</source>
        <translation>גררו אריחים מהמגש אל הרשת, ומחוץ לרשת כדי להחזיר אותם. R, לחיצה ימנית או גלגלת העכבר בזמן הגרירה מסובבים אריח. מקלדת: Tab בוחר אריח, החצים מזיזים אותו, R מסובב אותו, Enter מניח אותו, Delete מחזיר אותו למגש, Ctrl+Tab עובר לכפתורים.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>התחלה מ־</translation>
    </message>
    <message>
        <source>Board grid</source>
        <translation>רשת הלוח</translation>
    </message>
    <message>
        <source>An empty grid</source>
        <translation>רשת ריקה</translation>
    </message>
    <message>
        <source>A random 8×8 square</source>
        <translation>ריבוע 8×8 אקראי</translation>
    </message>
    <message>
        <source>A random irregular shape</source>
        <translation>צורה לא סדירה אקראית</translation>
    </message>
    <message>
        <source>random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>התחלה</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>לוחות</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>שינוי שם</translation>
    </message>
    <message>
        <source>Give the chosen board the name in the name field.</source>
        <translation>לתת ללוח שנבחר את השם שבשדה השם.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחיקה</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>שם:</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>העתקה כטקסט</translation>
    </message>
    <message>
        <source>Put the board on the clipboard as text, to share.</source>
        <translation>מעתיק את הלוח ללוח הגזירים כטקסט, כדי לשתף אותו.</translation>
    </message>
    <message>
        <source>Paste a board</source>
        <translation>הדבקת לוח</translation>
    </message>
    <message>
        <source>Take a board someone shared as text from the clipboard.</source>
        <translation>לוקח מלוח הגזירים לוח שמישהו שיתף כטקסט.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>בטל פעולה</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>בצע שוב</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>לשחק על הלוח הזה</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>The board could not be stored: {reason}</source>
        <translation>לא ניתן היה לשמור את הלוח: {reason}</translation>
    </message>
    <message>
        <source>put a plate on the grid</source>
        <translation>הנחת אריח על הרשת</translation>
    </message>
    <message>
        <source>move a plate</source>
        <translation>הזזת אריח</translation>
    </message>
    <message>
        <source>turn a plate</source>
        <translation>סיבוב אריח</translation>
    </message>
    <message>
        <source>put a plate back in the tray</source>
        <translation>החזרת אריח למגש</translation>
    </message>
    <message>
        <source>start from an empty grid</source>
        <translation>התחלה מרשת ריקה</translation>
    </message>
    <message>
        <source>start from a random 8×8 square</source>
        <translation>התחלה מריבוע 8×8 אקראי</translation>
    </message>
    <message>
        <source>start from a random irregular shape</source>
        <translation>התחלה מצורה לא סדירה אקראית</translation>
    </message>
    <message>
        <source>open {name}</source>
        <translation>פתיחת &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>paste a board</source>
        <translation>הדבקת לוח</translation>
    </message>
    <message>
        <source>save {name}</source>
        <translation>שמירת &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>rename {old} to {new}</source>
        <translation>שינוי השם &quot;{old}&quot; ל־&quot;{new}&quot;</translation>
    </message>
    <message>
        <source>delete {name}</source>
        <translation>מחיקת &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate from the tray. The arrows carry it onto the grid, R turns it, Enter puts it down.</source>
        <translation>נבחר: אריח {size} מהמגש. החצים מביאים אותו לרשת, R מסובב אותו, Enter מניח אותו.</translation>
    </message>
    <message>
        <source>Chosen: a {size} plate on the grid. The arrows move it, R turns it, Enter puts it down, Delete sends it back.</source>
        <translation>נבחר: אריח {size} על הרשת. החצים מזיזים אותו, R מסובב אותו, Enter מניח אותו, Delete מחזיר אותו.</translation>
    </message>
    <message>
        <source>An empty grid: drag the plates onto it.</source>
        <translation>רשת ריקה: גררו אליה את האריחים.</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>מספר משחק:</translation>
    </message>
    <message>
        <source>A random 8×8 square, game number {seed}.</source>
        <translation>ריבוע 8×8 אקראי, משחק מספר {seed}.</translation>
    </message>
    <message>
        <source>A random irregular shape, game number {seed}.</source>
        <translation>צורה לא סדירה אקראית, משחק מספר {seed}.</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>&quot;{name}&quot; נפתח.</translation>
    </message>
    <message numerus="yes">
        <source>%n plate(s) still in the tray; all 17 must be on the grid.</source>
        <translation>
            <numerusform>עוד אריח אחד במגש; כל 17 האריחים צריכים להיות על הרשת.</numerusform>
            <numerusform>עוד %n אריחים במגש; כל 17 האריחים צריכים להיות על הרשת.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 17 plates are on the grid.</source>
        <translation>כל 17 האריחים על הרשת.</translation>
    </message>
    <message>
        <source>No plate on the grid yet.</source>
        <translation>עדיין אין אריח על הרשת.</translation>
    </message>
    <message numerus="yes">
        <source>The plates form %n separate parts; they must make one shape, touching edge to edge.</source>
        <translation>
            <numerusform>האריחים יוצרים חלק נפרד אחד; הם צריכים ליצור צורה אחת, צלע אל צלע.</numerusform>
            <numerusform>האריחים יוצרים %n חלקים נפרדים; הם צריכים ליצור צורה אחת, צלע אל צלע.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plates make one shape, touching edge to edge.</source>
        <translation>האריחים יוצרים צורה אחת, צלע אל צלע.</translation>
    </message>
    <message>
        <source>The board lies inside 10×10.</source>
        <translation>הלוח נמצא בתוך 10×10.</translation>
    </message>
    <message>
        <source>Ready to play: a standard 8×8 board.</source>
        <translation>מוכן למשחק: לוח רגיל של 8×8.</translation>
    </message>
    <message>
        <source>Ready to play: an irregular board.</source>
        <translation>מוכן למשחק: לוח לא סדיר.</translation>
    </message>
    <message>
        <source>Not playable yet; you can save it as a draft.</source>
        <translation>עדיין לא ניתן לשחק; אפשר לשמור אותו כטיוטה.</translation>
    </message>
    <message>
        <source>Undo: {step}</source>
        <translation>בטל פעולה: {step}</translation>
    </message>
    <message>
        <source>Redo: {step}</source>
        <translation>בצע שוב: {step}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>החלפה</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <source>Only a board that passes the check can be played.</source>
        <translation>אפשר לשחק רק על לוח שעבר את הבדיקה.</translation>
    </message>
    <message>
        <source>Save the board first: then it is among your boards in the new-game dialog.</source>
        <translation>קודם שמרו את הלוח: אז הוא יופיע בין הלוחות שלכם בחלון המשחק החדש.</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name} (מובנה)</translation>
    </message>
    <message>
        <source>{name} (draft)</source>
        <translation>{name} (טיוטה)</translation>
    </message>
    <message>
        <source>A draft: it cannot be played until it passes the check.</source>
        <translation>טיוטה: אי אפשר לשחק עליה עד שתעבור את הבדיקה.</translation>
    </message>
    <message>
        <source>{name} (unreadable)</source>
        <translation>{name} (לא קריא)</translation>
    </message>
    <message>
        <source>This file is damaged and is skipped: {reason}</source>
        <translation>הקובץ הזה פגום ומדלגים עליו: {reason}</translation>
    </message>
    <message>
        <source>Opened the built-in board {name}; save it under a name of your own.</source>
        <translation>הלוח המובנה &quot;{name}&quot; נפתח; שמרו אותו בשם משלכם.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>&quot;{name}&quot; נשמר.</translation>
    </message>
    <message>
        <source>Saved {name} as a draft: it cannot be played until it passes the check.</source>
        <translation>&quot;{name}&quot; נשמר כטיוטה: אי אפשר לשחק עליו עד שיעבור את הבדיקה.</translation>
    </message>
    <message>
        <source>Type the new name in the name field first.</source>
        <translation>קודם הקלידו את השם החדש בשדה השם.</translation>
    </message>
    <message>
        <source>Renamed {old} to {new}.</source>
        <translation>השם &quot;{old}&quot; שונה ל־&quot;{new}&quot;.</translation>
    </message>
    <message>
        <source>Deleted {name}. Undo brings it back while this window is open.</source>
        <translation>&quot;{name}&quot; נמחק. &quot;בטל פעולה&quot; מחזיר אותו כל עוד החלון הזה פתוח.</translation>
    </message>
    <message>
        <source>The board is on the clipboard as text: paste it into a message to share it.</source>
        <translation>הלוח הועתק כטקסט: הדביקו אותו בהודעה כדי לשתף אותו.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>אין בלוח הגזירים טקסט להדבקה.</translation>
    </message>
    <message>
        <source>Pasted a board; give it a name and save it to keep it.</source>
        <translation>לוח הודבק; תנו לו שם ושמרו אותו כדי לשמור עליו.</translation>
    </message>
    <message>
        <source>Undone: {step}</source>
        <translation>בוטל: {step}</translation>
    </message>
    <message>
        <source>Redone: {step}</source>
        <translation>בוצע שוב: {step}</translation>
    </message>
    <message>
        <source>My board</source>
        <translation>הלוח שלי</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>אי</translation>
    </message>
</context>
<context>
    <name>KulamiLayouts</name>
    <message>
        <source>Square</source>
        <translation>ריבוע</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>צלב</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>טבעת</translation>
    </message>
</context>
<context>
    <name>KulamiNewGameDialog</name>
    <message>
        <source>White</source>
        <translation>לבן</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>New Kulami game</source>
        <translation>משחק קולאמי חדש</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>מי מתחיל:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>לוח:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>ניקוד:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>גרסה:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>Random 8×8 square</source>
        <translation>ריבוע 8×8 אקראי</translation>
    </message>
    <message>
        <source>Random irregular shape</source>
        <translation>צורה לא סדירה אקראית</translation>
    </message>
    <message>
        <source>Layout: {name}</source>
        <translation>סידור: {name}</translation>
    </message>
    <message>
        <source>Marbles on the plate</source>
        <translation>הכדורים שעל האריח</translation>
    </message>
    <message>
        <source>The same game number gives the same random board and the same starting player, so a game can be repeated.</source>
        <translation>אותו מספר משחק נותן את אותו לוח אקראי ואת אותו שחקן פותח, כך שאפשר לחזור על משחק.</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>עיצוב לוח…</translation>
    </message>
    <message>
        <source>Lay the plates out yourself, save the board, share it.</source>
        <translation>סדרו את האריחים בעצמכם, שמרו את הלוח ושתפו אותו.</translation>
    </message>
    <message>
        <source>Holes of the plate</source>
        <translation>הגומות של האריח</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>אזורים</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>קבוצות</translation>
    </message>
    <message>
        <source>Your board: {name}</source>
        <translation>הלוח שלכם: {name}</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random to fill an 8×8 square.</source>
        <translation>17 האריחים מסודרים באקראי כך שימלאו ריבוע 8×8.</translation>
    </message>
    <message>
        <source>The 17 plates laid out at random in an open shape, with gaps.</source>
        <translation>17 האריחים מסודרים באקראי בצורה פתוחה, עם רווחים.</translation>
    </message>
    <message>
        <source>A board you made; the game number only decides who starts, when that is random.</source>
        <translation>לוח שעיצבתם; מספר המשחק קובע רק מי מתחיל, כשזה אקראי.</translation>
    </message>
    <message>
        <source>A fixed layout; the game number only decides who starts, when that is random.</source>
        <translation>סידור קבוע; מספר המשחק קובע רק מי מתחיל, כשזה אקראי.</translation>
    </message>
    <message>
        <source>A plate is worth the marbles on it (the rule sheet&apos;s rule).</source>
        <translation>אריח שווה כמספר הכדורים שעליו (הכלל מדף החוקים).</translation>
    </message>
    <message>
        <source>A plate is worth its number of holes (the publisher&apos;s rule).</source>
        <translation>אריח שווה כמספר הגומות שבו (הכלל של המוציא לאור).</translation>
    </message>
    <message>
        <source>Most points wins.</source>
        <translation>מי שצובר הכי הרבה נקודות מנצח.</translation>
    </message>
    <message>
        <source>The larger region of joined own plates wins; points break a tie.</source>
        <translation>האזור הגדול יותר של אריחים צמודים שלכם מנצח; בתיקו הנקודות מכריעות.</translation>
    </message>
    <message>
        <source>The larger group of joined own marbles scores the difference as a bonus.</source>
        <translation>הקבוצה הגדולה יותר של כדורים צמודים שלכם מקבלת את ההפרש כבונוס.</translation>
    </message>
    <message>
        <source>An example: each game gets a new board.</source>
        <translation>דוגמה: כל משחק מקבל לוח חדש.</translation>
    </message>
</context>
<context>
    <name>KulamiResult</name>
    <message numerus="yes">
        <source>Largest region: %n hole(s)</source>
        <translation>
            <numerusform>האזור הגדול ביותר: גומה אחת</numerusform>
            <numerusform>האזור הגדול ביותר: %n גומות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s)</source>
        <translation>
            <numerusform>הקבוצה הגדולה ביותר: כדור אחד</numerusform>
            <numerusform>הקבוצה הגדולה ביותר: %n כדורים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Largest group: %n marble(s), bonus +{bonus}</source>
        <translation>
            <numerusform>הקבוצה הגדולה ביותר: כדור אחד, בונוס ⁦+{bonus}⁩</numerusform>
            <numerusform>הקבוצה הגדולה ביותר: %n כדורים, בונוס ⁦+{bonus}⁩</numerusform>
        </translation>
    </message>
    <message>
        <source>Decided by the largest region: {a} against {b} holes.</source>
        <translation>הוכרע לפי האזור הגדול ביותר: {a} מול {b} גומות.</translation>
    </message>
    <message>
        <source>Largest regions equal ({a} holes): the points decide.</source>
        <translation>האזורים הגדולים ביותר שווים ({a} גומות): הנקודות מכריעות.</translation>
    </message>
    <message>
        <source>{a} to {b} points.</source>
        <translation>{a} מול {b} נקודות.</translation>
    </message>
    <message>
        <source>Both have {a} points.</source>
        <translation>לשניהם {a} נקודות.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} ניצח!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>ניצחון משותף!</translation>
    </message>
    <message>
        <source>Plate</source>
        <translation>אריח</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>בעלים</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>ערך</translation>
    </message>
    <message>
        <source>Marbles of {name}</source>
        <translation>הכדורים של {name}</translation>
    </message>
    <message>
        <source>nobody: a tie on this plate</source>
        <translation>אף אחד: תיקו על האריח הזה</translation>
    </message>
    <message>
        <source>{holes} holes</source>
        <translation>{holes} גומות</translation>
    </message>
</context>
<context>
    <name>KulamiScreen</name>
    <message numerus="yes">
        <source>%n marble(s) left</source>
        <translation>
            <numerusform>נשאר כדור אחד</numerusform>
            <numerusform>נותרו %n כדורים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>נקודה</numerusform>
            <numerusform>נקודות</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>המשחק הסתיים</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} חושב…</translation>
    </message>
    <message>
        <source>{name} to move: any hole</source>
        <translation>תור {name}: כל גומה מותרת</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>תור {name}</translation>
    </message>
    <message>
        <source>random 8×8, game number {seed}</source>
        <translation>8×8 אקראי, משחק מספר {seed}</translation>
    </message>
    <message>
        <source>random irregular, game number {seed}</source>
        <translation>לא סדיר אקראי, משחק מספר {seed}</translation>
    </message>
    <message>
        <source>marbles on the plate</source>
        <translation>הכדורים שעל האריח</translation>
    </message>
    <message>
        <source>holes of the plate</source>
        <translation>הגומות של האריח</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>אזורים</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>קבוצות</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>לוח: {board}</translation>
    </message>
    <message>
        <source>Scoring: {scoring}</source>
        <translation>ניקוד: {scoring}</translation>
    </message>
    <message>
        <source>Variant: {variant}</source>
        <translation>גרסה: {variant}</translation>
    </message>
    <message>
        <source>Plates</source>
        <translation>אריחים</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Step {n} of {total}</source>
        <translation>צעד {n} מתוך {total}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>הבא</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>לשחק נגד &quot;קל&quot;</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>לסגור את השיעור</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Not yet: read the explanation, then press Next.</source>
        <translation>עוד לא: קראו את ההסבר ואז לחצו על &quot;הבא&quot;.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson asks for the one marked on the board.</source>
        <translation>המהלך הזה מותר, אבל השיעור מבקש את המהלך שמסומן על הלוח.</translation>
    </message>
</context>
<context>
    <name>LsdCaptures</name>
    <message>
        <source>The + captures across one tile</source>
        <translation>ה־⁠+&#xa0;אוכל מעל אריח אחד</translation>
    </message>
    <message>
        <source>Lay a + so that exactly one tile lies between it and another + of your icon shade, in a row or a column. If that tile has the other shade, it is captured. Had the far tile been an x, nothing would be captured.</source>
        <translation>הניחו&#xa0;+&#xa0;כך שבדיוק אריח אחד מונח בינו לבין&#xa0;+&#xa0;אחר בגוון הסמלים שלכם, בשורה או בטור. אם לאריח הזה סמל בגוון השני, הוא נאכל. אילו האריח בצד השני היה&#xa0;x, שום דבר לא היה נאכל.</translation>
    </message>
    <message>
        <source>The x captures along the other diagonal</source>
        <translation>ה־⁠x&#xa0;אוכל לאורך האלכסון השני</translation>
    </message>
    <message>
        <source>Lay an x against the corner of another x of your shade. The tiles that touch both x tiles along an edge are captured if they have the other shade — both at once if both are there (the sheet&apos;s spot B). Had the tile at the corner been a +, nothing would be captured.</source>
        <translation>הניחו&#xa0;x&#xa0;צמוד לפינה של&#xa0;x&#xa0;אחר בגוון שלכם. האריחים שנוגעים בצלע בשני אריחי ה־⁠x&#xa0;נאכלים אם הסמל שלהם בגוון השני — שניהם יחד אם שניהם שם (המקום B בדף החוקים). אילו האריח בפינה היה&#xa0;+, שום דבר לא היה נאכל.</translation>
    </message>
    <message>
        <source>Partners capture together</source>
        <translation>שותפים אוכלים יחד</translation>
    </message>
    <message>
        <source>Only the icon shade counts, not the colour: with 4 players the two players of one shade work together, so the far + may be your partner&apos;s. You never capture tiles with your own shade.</source>
        <translation>רק גוון הסמל קובע, לא צבע האריח: כשמשחקים 4, שני השחקנים עם אותו גוון משתפים פעולה, כך שה־⁠+&#xa0;בצד השני יכול להיות של השותף שלכם. אריחים עם סמלים בגוון שלכם לעולם אינם נאכלים על ידיכם.</translation>
    </message>
</context>
<context>
    <name>LsdColours</name>
    <message>
        <source>Blue</source>
        <translation>כחול</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>ירוק</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>כתום</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>ורוד</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>צהוב</translation>
    </message>
</context>
<context>
    <name>LsdDescribe</name>
    <message>
        <source>north</source>
        <translation>צפון</translation>
    </message>
    <message>
        <source>east</source>
        <translation>מזרח</translation>
    </message>
    <message>
        <source>south</source>
        <translation>דרום</translation>
    </message>
    <message>
        <source>west</source>
        <translation>מערב</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>{tile} מתאים כאן</translation>
    </message>
    <message numerus="yes">
        <source>the {tile} fits here turned %n ways</source>
        <translation>
            <numerusform>{tile} מתאים כאן בסיבוב אחד</numerusform>
            <numerusform>{tile} מתאים כאן ב־%n סיבובים</numerusform>
        </translation>
    </message>
    <message>
        <source>turned now: dots {dots}</source>
        <translation>כעת מסובב: נקודות {dots}</translation>
    </message>
    <message>
        <source>Tile of {name}, {tile}, dots {dots}, at {cell}</source>
        <translation>אריח של {name}, {tile}, נקודות {dots}, במשבצת {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>משבצת {cell} ריקה</translation>
    </message>
    <message>
        <source>{name} laid a {tile} at {cell}.</source>
        <translation>{name} הניח {tile} במשבצת {cell}.</translation>
    </message>
    <message numerus="yes">
        <source>It captures %n tile(s).</source>
        <translation>
            <numerusform>הוא אוכל אריח אחד.</numerusform>
            <numerusform>הוא אוכל %n אריחים.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} לא יכול להניח אריח ומדלגים עליו.</translation>
    </message>
    <message>
        <source>{mark} and a number: the move captured that many tiles.</source>
        <translation>{mark} ומספר: כמה אריחים נאכלו במהלך הזה.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn, %n tile(s) left.</source>
        <translation>
            <numerusform>תורכם, נשאר אריח אחד.</numerusform>
            <numerusform>תורכם, נשארו %n אריחים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to move, %n tile(s) left.</source>
        <translation>
            <numerusform>תור {name}, נשאר אריח אחד.</numerusform>
            <numerusform>תור {name}, נשארו %n אריחים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: {tile}.</source>
        <translation>נבחר: {tile}.</translation>
    </message>
</context>
<context>
    <name>LsdNewGameDialog</name>
    <message>
        <source>With 2 players a row of {two} tiles wins; with 4 players a row of {four}.</source>
        <translation>כשמשחקים 2, שורה של {two} אריחים מנצחת; כשמשחקים 4, שורה של {four}.</translation>
    </message>
    <message>
        <source>Two players who move one after the other never share an icon shade. {a} and {b} play with white icons and capture together; {c} and {d} with black icons.</source>
        <translation>שני שחקנים שמשחקים בזה אחר זה לעולם אינם משחקים באותו גוון. {a} ו{b} משחקים עם הסמלים הלבנים ואוכלים יחד; {c} ו{d} עם הסמלים השחורים.</translation>
    </message>
    <message>
        <source>{a} plays with white icons, {b} with black icons.</source>
        <translation>{a} משחק עם הסמלים הלבנים, {b} עם השחורים.</translation>
    </message>
    <message>
        <source>Random (the most confused player starts)</source>
        <translation>אקראי (השחקן המבולבל ביותר מתחיל)</translation>
    </message>
    <message>
        <source>New LSD game</source>
        <translation>משחק LSD חדש</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>מספר השחקנים</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 שחקנים</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 שחקנים</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>מי מתחיל:</translation>
    </message>
    <message>
        <source>The first tile may be any tile of the supply, laid in the middle of the table.</source>
        <translation>האריח הראשון יכול להיות כל אריח מהמלאי, והוא מונח במרכז השולחן.</translation>
    </message>
</context>
<context>
    <name>LsdScreen</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>נשאר אריח אחד</numerusform>
            <numerusform>נשארו %n אריחים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>נשאר אחד</numerusform>
            <numerusform>נותרו %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{shade}, with {partner}</source>
        <translation>{shade}, יחד עם {partner}</translation>
    </message>
    <message>
        <source>{name} cannot place a tile and is skipped.</source>
        <translation>{name} לא יכול להניח אריח ומדלגים עליו.</translation>
    </message>
    <message>
        <source>A draw: nobody can place a tile any more.</source>
        <translation>תיקו: אף אחד כבר לא יכול להניח אריח.</translation>
    </message>
    <message>
        <source>{name} wins with a row of {n}!</source>
        <translation>{name} ניצח עם שורה של {n}!</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} חושב…</translation>
    </message>
    <message>
        <source>{name} to move: lay any tile in the middle of the table.</source>
        <translation>תור {name}: הניחו אריח כלשהו במרכז השולחן.</translation>
    </message>
    <message>
        <source>{name} to move: lay a tile so that it completes a dot.</source>
        <translation>תור {name}: הניחו אריח שמשלים נקודה.</translation>
    </message>
    <message>
        <source>{players} players: a row of {n} of your colour wins.</source>
        <translation>{players} שחקנים: שורה של {n} אריחים בצבע שלכם מנצחת.</translation>
    </message>
    <message>
        <source>Together: {a} and {b} (white icons), {c} and {d} (black icons).</source>
        <translation>יחד: {a} ו{b} (סמלים לבנים), {c} ו{d} (סמלים שחורים).</translation>
    </message>
    <message numerus="yes">
        <source>captures %n tile(s)</source>
        <translation>
            <numerusform>אוכל אריח אחד</numerusform>
            <numerusform>אוכל %n אריחים</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} ניצח!</translation>
    </message>
    <message numerus="yes">
        <source>A row of %n tile(s) of one colour.</source>
        <translation>
            <numerusform>שורה של אריח אחד בצבע אחד.</numerusform>
            <numerusform>שורה של %n אריחים בצבע אחד.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tile fits here turned %n way(s): turn it (R) until the frame is solid, then lay it.</source>
        <translation>
            <numerusform>האריח מתאים כאן בסיבוב אחד: סובבו אותו (R) עד שהמסגרת רציפה, ואז הניחו אותו.</numerusform>
            <numerusform>האריח מתאים כאן ב־%n סיבובים: סובבו אותו (R) עד שהמסגרת רציפה, ואז הניחו אותו.</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>תיקו</translation>
    </message>
    <message numerus="yes">
        <source>%n captured</source>
        <translation>
            <numerusform>נאכל אחד</numerusform>
            <numerusform>נאכלו %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} במשבצת {cell}</translation>
    </message>
    <message>
        <source>Nobody can place a tile any more.</source>
        <translation>אף אחד כבר לא יכול להניח אריח.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space lays the chosen tile there, 1–9 and 0 choose a tile, R turns it, F6 goes on to your supply and the panel.</source>
        <translation>הלוח. מקשי החיצים מזיזים את הסמן, Enter או רווח מניחים שם את האריח שנבחר, 1–9 ו־0 בוחרים אריח, R מסובב אותו, F6 עובר למלאי שלכם ולחלונית.</translation>
    </message>
    <message>
        <source>Turned another way it fits here (R).</source>
        <translation>בסיבוב אחר הוא מתאים כאן (R).</translation>
    </message>
    <message numerus="yes">
        <source>Laying it here captures %n tile(s).</source>
        <translation>
            <numerusform>אריח שיונח כאן יאכל אריח אחד.</numerusform>
            <numerusform>אריח שיונח כאן יאכל %n אריחים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a tile from your supply first (click it, or press 1–9, 0 or Tab).</source>
        <translation>בחרו קודם אריח מהמלאי (לחצו עליו, או הקישו 1–9, 0 או Tab).</translation>
    </message>
    <message>
        <source>Learn the captures…</source>
        <translation>הדרכה: אכילת אריחים…</translation>
    </message>
    <message>
        <source>Pictures of how + and x capture tiles of the other shade</source>
        <translation>ציורים של האופן שבו&#xa0;+&#xa0;ו־⁠x&#xa0;אוכלים אריחים בגוון השני</translation>
    </message>
</context>
<context>
    <name>LsdTiles</name>
    <message>
        <source>single tile</source>
        <translation>אריח יחיד</translation>
    </message>
    <message>
        <source>corner tile</source>
        <translation>אריח פינה</translation>
    </message>
    <message>
        <source>straight tile</source>
        <translation>אריח ישר</translation>
    </message>
    <message>
        <source>T tile</source>
        <translation>אריח T</translation>
    </message>
    <message>
        <source>cross tile</source>
        <translation>אריח צלב</translation>
    </message>
    <message>
        <source>{tile} with {icon}</source>
        <translation>{tile} עם {icon}</translation>
    </message>
    <message>
        <source>White icons</source>
        <translation>סמלים לבנים</translation>
    </message>
    <message>
        <source>Black icons</source>
        <translation>סמלים שחורים</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;חדש</translation>
    </message>
    <message>
        <source>{game}…</source>
        <translation>{game}…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;פתיחה…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;אחרונים</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמירה</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>שמירה &amp;בשם…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>ס&amp;טטיסטיקה…</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>חי&amp;דות</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;סגירת המשחק</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;יציאה</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>מה&amp;לך</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ה&amp;גדלה</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ה&amp;קטנה</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;התאמה לחלון</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>מסך &amp;מלא</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;הגדרות…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;עזרה</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;חוקי המשחק</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>ל&amp;מוד לשחק</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>פתיחת &amp;תיקיית היומן</translation>
    </message>
    <message>
        <source>&amp;About tilegames</source>
        <translation>&amp;אודות tilegames</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>חידות</translation>
    </message>
    <message>
        <source>Leave this game? It is saved and can be continued from the start page.</source>
        <translation>לעזוב את המשחק? הוא שמור ואפשר להמשיך אותו מדף הפתיחה.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>עזיבת המשחק</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>לא ניתן היה לפתוח את תיקיית היומן. היא נמצאת כאן: {folder}</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used; the damaged file was kept as {name}.</source>
        <translation>קובץ ההגדרות שלכם נפגם, ולכן נעשה שימוש בהגדרות ברירת המחדל; הקובץ הפגום נשמר בשם {name}.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used. ({detail})</source>
        <translation>לא ניתן היה לקרוא את ההגדרות שלכם, ולכן נעשה שימוש בברירות המחדל. ({detail})</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>חלק מהתרגומים חסרים בהתקנה זו: {names}</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>No moves yet</source>
        <translation>עדיין אין מהלכים</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Game number:</source>
        <translation>מספר משחק:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>A game number is a whole number from 0 to {max}, written with the digits 0 to 9. Leave the field empty for a random one.</source>
        <translation>מספר משחק הוא מספר שלם מ־0 עד {max}, שנכתב בספרות 0 עד 9. השאירו את השדה ריק למספר אקראי.</translation>
    </message>
    <message>
        <source>Your choices could not be remembered for next time: {reason}</source>
        <translation>לא ניתן היה לזכור את הבחירות שלכם לפעם הבאה: {reason}</translation>
    </message>
</context>
<context>
    <name>PieceTray</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>נשאר אחד</numerusform>
            <numerusform>נשארו %n</numerusform>
        </translation>
    </message>
    <message>
        <source>not available</source>
        <translation>לא זמין</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>נבחר</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>מסומן</translation>
    </message>
    <message>
        <source>{n} of {total}: {piece}</source>
        <translation>{n} מתוך {total}: {piece}</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>להמשיך לשחק מכאן</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}, with {move} played instead of the mistake.</source>
        <translation>משחק חדש מהמצב שאחרי מהלך {n}, שבו משוחק {move} במקום הטעות.</translation>
    </message>
    <message>
        <source>A new game from the position after move {n}.</source>
        <translation>משחק חדש מהמצב שאחרי מהלך {n}.</translation>
    </message>
    <message>
        <source>It is saved as a game of its own; the game you are reviewing stays as it is.</source>
        <translation>הוא נשמר כמשחק נפרד; המשחק שאתם סוקרים נשאר כפי שהוא.</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>נקודה אחת</numerusform>
            <numerusform>%n נקודות</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>משהו השתבש</translation>
    </message>
    <message>
        <source>Something unexpected went wrong inside tilegames. It is a fault in the program, not something you did.</source>
        <translation>משהו לא צפוי השתבש בתוך tilegames. זו תקלה בתוכנה, לא משהו שעשיתם.</translation>
    </message>
    <message>
        <source>A game in progress is safe: it is saved after every move, and you can play on. If something looks wrong, quit tilegames and start it again; the game waits under Continue on the start page.</source>
        <translation>משחק שמתנהל שמור ובטוח: הוא נשמר אחרי כל מהלך, ואפשר להמשיך לשחק. אם משהו נראה לא תקין, צאו מ־tilegames והפעילו אותו מחדש; המשחק ממתין תחת &quot;להמשיך&quot; בדף הפתיחה.</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s) came up since this message appeared.</source>
        <translation>
            <numerusform>מאז שההודעה הזו הופיעה צצה עוד בעיה אחת.</numerusform>
            <numerusform>מאז שההודעה הזו הופיעה צצו עוד %n בעיות.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are on the clipboard.</source>
        <translation>הפרטים הועתקו ללוח.</translation>
    </message>
    <message>
        <source>The log folder could not be opened. It is {folder}</source>
        <translation>לא ניתן היה לפתוח את תיקיית היומן. היא נמצאת כאן: {folder}</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>ה&amp;עתקת הפרטים</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>פתיחת &amp;תיקיית היומן</translation>
    </message>
</context>
<context>
    <name>PuzzleParts</name>
    <message>
        <source>Hint: the marked cell is where the answer begins.</source>
        <translation>רמז: התשובה מתחילה במשבצת המסומנת.</translation>
    </message>
    <message>
        <source>Solution: {reason}</source>
        <translation>הפתרון: {reason}</translation>
    </message>
    <message>
        <source>Solved! {reason}</source>
        <translation>נפתר! {reason}</translation>
    </message>
    <message>
        <source>Not this one. {reason}</source>
        <translation>לא זה. {reason}</translation>
    </message>
    <message>
        <source>Back to the puzzle: try again.</source>
        <translation>חזרה לחידה: נסו שוב.</translation>
    </message>
    <message>
        <source>The puzzle&apos;s position again.</source>
        <translation>שוב העמדה של החידה.</translation>
    </message>
    <message>
        <source>Watch what follows on the board…</source>
        <translation>צפו במה שקורה על הלוח…</translation>
    </message>
    <message>
        <source>Solved. On to the next puzzle?</source>
        <translation>נפתר. ממשיכים לחידה הבאה?</translation>
    </message>
    <message>
        <source>That was the solution. Try it yourself, or go on to the next puzzle.</source>
        <translation>זה היה הפתרון. נסו בעצמכם, או המשיכו לחידה הבאה.</translation>
    </message>
    <message>
        <source>Daily puzzle, {day} · {game} · {level}</source>
        <translation>החידה היומית, {day} · {game} · {level}</translation>
    </message>
    <message>
        <source>{game} puzzle · {level}</source>
        <translation>חידת {game} · {level}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>Mark where the answer begins (H)</source>
        <translation>סמנו היכן מתחילה התשובה (H)</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>הצגת הפתרון</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>לנסות שוב</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>החידה הבאה</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>כל החידות</translation>
    </message>
    <message>
        <source>Back to the Puzzles page</source>
        <translation>חזרה לעמוד החידות</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>הצגת ה&amp;פתרון</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>החידה ה&amp;באה</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Wait a moment: the moves are being shown.</source>
        <translation>רגע אחד: המהלכים מוצגים.</translation>
    </message>
    <message>
        <source>This puzzle is done: try the next one.</source>
        <translation>החידה הזאת הסתיימה: נסו את הבאה.</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>Easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>Level {n}</source>
        <translation>רמה {n}</translation>
    </message>
</context>
<context>
    <name>PuzzlesEntry</name>
    <message>
        <source>Puzzles…</source>
        <translation>חידות…</translation>
    </message>
    <message>
        <source>Positions from real games with one best move to find, and a new daily puzzle every day.</source>
        <translation>עמדות ממשחקים אמיתיים שבהן מחפשים את המהלך הטוב ביותר, וחידה יומית חדשה בכל יום.</translation>
    </message>
</context>
<context>
    <name>PuzzlesPage</name>
    <message>
        <source>Daily puzzle: {day}</source>
        <translation>החידה היומית: {day}</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle cannot be shown: {why}</source>
        <translation>אי אפשר להציג את החידה של היום: {why}</translation>
    </message>
    <message>
        <source>{game} · {level}: {goal}</source>
        <translation>{game} · {level}: {goal}</translation>
    </message>
    <message>
        <source>Solved today.</source>
        <translation>נפתרה היום.</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today; a new one tomorrow.</source>
        <translation>היום אותה חידה לכולם; מחר חידה חדשה.</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row.</source>
        <translation>
            <numerusform>רצף: יום אחד ברציפות.</numerusform>
            <numerusform>רצף: %n ימים ברציפות.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solve it again</source>
        <translation>לפתור שוב</translation>
    </message>
    <message>
        <source>Solve today&apos;s puzzle</source>
        <translation>לפתור את החידה של היום</translation>
    </message>
    <message>
        <source>{game} ({solved} of {total} solved)</source>
        <translation>{game} ({solved} מתוך {total} נפתרו)</translation>
    </message>
    <message>
        <source>All ({solved} of {total} solved)</source>
        <translation>הכול ({solved} מתוך {total} נפתרו)</translation>
    </message>
    <message>
        <source>{level} ({solved} of {total} solved)</source>
        <translation>{level} ({solved} מתוך {total} נפתרו)</translation>
    </message>
    <message>
        <source>{number}. {level}: {goal}</source>
        <translation>{number}. {level}: {goal}</translation>
    </message>
    <message>
        <source>{puzzle} — solved</source>
        <translation>{puzzle} — נפתרה</translation>
    </message>
    <message>
        <source>No. {number} · {level}</source>
        <translation>מס׳ {number} · {level}</translation>
    </message>
    <message>
        <source>The puzzles of {game} cannot be shown: {why}</source>
        <translation>אי אפשר להציג את החידות של {game}: {why}</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>חידות</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>חזרה למשחקים</translation>
    </message>
    <message>
        <source>Choose a puzzle</source>
        <translation>בחרו חידה</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;רמת קושי:</translation>
    </message>
    <message>
        <source>Solve this puzzle</source>
        <translation>לפתור את החידה הזאת</translation>
    </message>
    <message>
        <source>First unsolved</source>
        <translation>הראשונה שלא נפתרה</translation>
    </message>
    <message>
        <source>Opens today&apos;s puzzle on its board</source>
        <translation>פותח את החידה של היום על הלוח שלה</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>QwirkleDescribe</name>
    <message>
        <source>put down this turn</source>
        <translation>הונח בתור הזה</translation>
    </message>
    <message>
        <source>the last move</source>
        <translation>המהלך האחרון</translation>
    </message>
    <message>
        <source>{tile} at {cell}</source>
        <translation>{tile} במשבצת {cell}</translation>
    </message>
    <message>
        <source>Empty at {cell}</source>
        <translation>משבצת {cell} ריקה</translation>
    </message>
    <message>
        <source>the {tile} fits here</source>
        <translation>{tile} מתאים כאן</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the bag.</source>
        <translation>
            <numerusform>אריח אחד בשק.</numerusform>
            <numerusform>%n אריחים בשק.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: %n tile(s) in your hand.</source>
        <translation>
            <numerusform>תורכם: אריח אחד ביד.</numerusform>
            <numerusform>תורכם: %n אריחים ביד.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} to move.</source>
        <translation>תור {name}.</translation>
    </message>
</context>
<context>
    <name>QwirkleLessonScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>אריחים בשק: {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleNewGameDialog</name>
    <message>
        <source>New Qwirkle game</source>
        <translation>משחק קווירקל חדש</translation>
    </message>
    <message>
        <source>Players (2 to 6)</source>
        <translation>שחקנים (2 עד 6)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>The players sit in playing order, from the top. The player with the most tiles that share a colour or a shape starts; if several have as many, the one seated first of them starts, so seat the oldest player first.</source>
        <translation>השחקנים יושבים לפי סדר המשחק, מלמעלה למטה. מתחיל השחקן שיש לו הכי הרבה אריחים בעלי צבע או צורה משותפים; אם לכמה שחקנים יש אותו מספר, מתחיל מי מהם שיושב ראשון, ולכן הושיבו את השחקן המבוגר ביותר ראשון.</translation>
    </message>
    <message>
        <source>The game number shuffles the bag: the same number deals the same tiles again, so a game can be repeated. Leave it empty for a new deal every game.</source>
        <translation>מספר המשחק קובע איך השק מעורבב: אותו מספר מחלק שוב את אותם אריחים, כך שאפשר לחזור על משחק. השאירו ריק לחלוקה חדשה בכל משחק.</translation>
    </message>
</context>
<context>
    <name>QwirklePictures</name>
    <message>
        <source>Anna</source>
        <translation>ענבל</translation>
    </message>
    <message>
        <source>Ben</source>
        <translation>בן</translation>
    </message>
    <message>
        <source>Chris</source>
        <translation>גיל</translation>
    </message>
    <message>
        <source>Dana</source>
        <translation>דנה</translation>
    </message>
    <message>
        <source>Eli</source>
        <translation>אלי</translation>
    </message>
    <message>
        <source>Fay</source>
        <translation>פזית</translation>
    </message>
</context>
<context>
    <name>QwirklePuzzleScreen</name>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>אריחים בשק: {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleScreen</name>
    <message>
        <source>Qwirkle!</source>
        <translation>קווירקל!</translation>
    </message>
    <message>
        <source>Not there: {reason}.</source>
        <translation>לא שם: {reason}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>המשחק הסתיים</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} חושב…</translation>
    </message>
    <message>
        <source>The computers are playing; their tiles stay hidden.</source>
        <translation>המחשבים משחקים; האריחים שלהם נשארים מוסתרים.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} משחק.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>החזרה</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n tile(s)</source>
        <translation>
            <numerusform>החלפת אריח אחד</numerusform>
            <numerusform>החלפת %n אריחים</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange…</source>
        <translation>החלפה…</translation>
    </message>
    <message>
        <source>You cannot exchange now: {reason}.</source>
        <translation>אי אפשר להחליף עכשיו: {reason}.</translation>
    </message>
    <message>
        <source>Swap tiles with the bag instead of placing; it scores nothing.</source>
        <translation>להחליף אריחים עם השק במקום להניח; זה לא מזכה בנקודות.</translation>
    </message>
    <message>
        <source>Put the {tile} at {cell}: the move would score {points}.</source>
        <translation>{tile} במשבצת {cell}: המהלך יזכה ב־{points}.</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n נקודה</numerusform>
            <numerusform>+%n נקודות</numerusform>
        </translation>
    </message>
    <message>
        <source>+6 for going out</source>
        <translation>+6 על סיום האריחים</translation>
    </message>
    <message>
        <source>You can neither place a tile nor exchange: press Pass.</source>
        <translation>אי אפשר להניח אריח וגם לא להחליף: לחצו על דילוג.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds only %n tile(s): choose fewer.</source>
        <translation>
            <numerusform>בשק נשאר רק אריח אחד: בחרו פחות.</numerusform>
            <numerusform>בשק נשארו רק %n אריחים: בחרו פחות.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tiles you want to exchange, then press Exchange. Esc cancels.</source>
        <translation>לחצו על האריחים שברצונכם להחליף, ואז על החלפה. Esc מבטל.</translation>
    </message>
    <message>
        <source>Press Play (Enter) to play these tiles, or put down more.</source>
        <translation>לחצו על &quot;הנחת אריחים&quot; (Enter) כדי לשחק את האריחים האלה, או הניחו עוד.</translation>
    </message>
    <message>
        <source>These are your last tiles: you go out.</source>
        <translation>אלה האריחים האחרונים שלכם: סיימתם.</translation>
    </message>
    <message>
        <source>Not a move yet: {reason}.</source>
        <translation>עדיין לא מהלך: {reason}.</translation>
    </message>
    <message>
        <source>Now choose a cell: the marked cells fit.</source>
        <translation>בחרו עכשיו משבצת: המשבצות המסומנות מתאימות.</translation>
    </message>
    <message>
        <source>Now choose a cell for the tile.</source>
        <translation>בחרו עכשיו משבצת לאריח.</translation>
    </message>
    <message>
        <source>The bag is empty, so you cannot exchange.</source>
        <translation>השק ריק, ולכן אי אפשר להחליף.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Space puts the chosen tile there or picks one up, Enter plays the turn, Esc takes the tiles back, 1–6 take a tile from your hand, F6 goes on to your hand and the panel.</source>
        <translation>הלוח. מקשי החיצים מזיזים את הסמן, רווח מניח שם את האריח שנבחר או מרים אריח, Enter משחק את התור, Esc מחזיר את האריחים, 1–6 לוקחים אריח מהיד שלכם, F6 עובר ליד שלכם ולחלונית.</translation>
    </message>
    <message>
        <source>Opening tiles: {n}</source>
        <translation>אריחי פתיחה: {n}</translation>
    </message>
    <message>
        <source>Tiles in hand: {n}</source>
        <translation>אריחים ביד: {n}</translation>
    </message>
    <message numerus="yes">
        <source>point(s)</source>
        <comment>score caption</comment>
        <translation>
            <numerusform>נקודה</numerusform>
            <numerusform>נקודות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape, more than anyone else.</source>
        <translation>
            <numerusform>{name} מתחיל: אריח אחד שחולק צבע או צורה, יותר מכל אחד אחר.</numerusform>
            <numerusform>{name} מתחיל: %n אריחים שחולקים צבע או צורה, יותר מכל אחד אחר.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} starts: %n tile(s) that share a colour or a shape; {others} too, and the earlier seat starts.</source>
        <translation>
            <numerusform>{name} מתחיל: אריח אחד שחולק צבע או צורה; גם ל־{others}, ומי שיושב מוקדם יותר מתחיל.</numerusform>
            <numerusform>{name} מתחיל: %n אריחים שחולקים צבע או צורה; גם ל־{others}, ומי שיושב מוקדם יותר מתחיל.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number: {seed}</source>
        <translation>מספר משחק: {seed}</translation>
    </message>
    <message>
        <source>exchange {tiles}</source>
        <translation>החלפת {tiles}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>דילוג</translation>
    </message>
    <message>
        <source>Put the tiles back in your hand (Esc)</source>
        <translation>להחזיר את האריחים ליד (Esc)</translation>
    </message>
    <message>
        <source>Choose a tile from your hand first.</source>
        <translation>בחרו קודם אריח מהיד שלכם.</translation>
    </message>
    <message>
        <source>Choose a tile, then a cell, or drag it onto the board.</source>
        <translation>בחרו אריח ואז משבצת, או גררו אותו ללוח.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>היד של {name}</translation>
    </message>
    <message>
        <source>{name}, your hand</source>
        <translation>{name}, היד שלכם</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>היד שלכם</translation>
    </message>
    <message>
        <source>The review shows every player&apos;s hand.</source>
        <translation>בסקירה רואים את היד של כל שחקן.</translation>
    </message>
    <message numerus="yes">
        <source>Your first move: put down your %n tile(s) that share a colour or a shape, in one line from the centre.</source>
        <translation>
            <numerusform>המהלך הראשון שלכם: הניחו את האריח שלכם בעל צבע או צורה משותפים, בקו אחד מהמרכז.</numerusform>
            <numerusform>המהלך הראשון שלכם: הניחו את %n האריחים שלכם שחולקים צבע או צורה, בקו אחד מהמרכז.</numerusform>
        </translation>
    </message>
    <message>
        <source>The other hands and the bag are dealt anew from the tiles {name} has not seen; {name} keeps this hand.</source>
        <translation>הידיים האחרות והשק מחולקים מחדש מהאריחים ש{name} לא ראה; {name} שומר על היד הזו.</translation>
    </message>
    <message>
        <source>{name} to move</source>
        <translation>תור {name}</translation>
    </message>
    <message>
        <source>Tiles in the bag: {n}</source>
        <translation>אריחים בשק: {n}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>הנחת אריחים</translation>
    </message>
    <message>
        <source>Play the tiles you put down (Enter)</source>
        <translation>לשחק את האריחים שהנחתם (Enter)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>דילוג</translation>
    </message>
    <message>
        <source>Let the turn go by: you can neither place nor exchange</source>
        <translation>לוותר על התור: אי אפשר להניח וגם לא להחליף</translation>
    </message>
</context>
<context>
    <name>QwirkleSeats</name>
    <message>
        <source>Player {n}</source>
        <translation>שחקן {n}</translation>
    </message>
</context>
<context>
    <name>QwirkleTiles</name>
    <message>
        <source>red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>כתום</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>צהוב</translation>
    </message>
    <message>
        <source>green</source>
        <translation>ירוק</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>כחול</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>סגול</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>עיגול</translation>
    </message>
    <message>
        <source>square</source>
        <translation>ריבוע</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>מעוין</translation>
    </message>
    <message>
        <source>clover</source>
        <translation>תלתן</translation>
    </message>
    <message>
        <source>star</source>
        <translation>כוכב</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>צלב</translation>
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
            <numerusform>אריח אחד</numerusform>
            <numerusform>%n אריחים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>נקודה אחת</numerusform>
            <numerusform>%n נקודות</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {tiles}, {points}</source>
        <translation>{name}: {tiles}, {points}</translation>
    </message>
    <message>
        <source>(+6 for going out)</source>
        <translation>(+6 על סיום האריחים)</translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanged %n tile(s)</source>
        <translation>
            <numerusform>{name} החליף אריח אחד</numerusform>
            <numerusform>{name} החליף %n אריחים</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} דילג</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>הניצחון של {name}!</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>ניצחון משותף!</translation>
    </message>
    <message>
        <source>{name} placed their last tile and scored 6 extra points.</source>
        <translation>{name} הניח את האריח האחרון וקיבל 6 נקודות נוספות.</translation>
    </message>
    <message>
        <source>The bag is empty and nobody can place a tile any more.</source>
        <translation>השק ריק ואף אחד כבר לא יכול להניח אריח.</translation>
    </message>
    <message>
        <source>went out: +6</source>
        <translation>סיים את האריחים: +6</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>נשאר אריח אחד</numerusform>
            <numerusform>נשארו %n אריחים</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Play again with the same settings</source>
        <translation>משחק נוסף באותן הגדרות</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>משחק חדש…</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>סקירת המשחק</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>ראשון</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>שני</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>שלישי</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>רביעי</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous move</source>
        <translation>המהלך הקודם</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>המהלך הבא</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>המיקום במשחק</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>ניתוח</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>יציאה מהסקירה</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>עצירה</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>ניתוח</translation>
    </message>
    <message>
        <source>The computer (hard) judges every move: best, good, inaccuracy or mistake, and shows the better move</source>
        <translation>המחשב (קשה) מעריך כל מהלך: הטוב ביותר, טוב, לא מדויק או טעות, ומראה את המהלך הטוב יותר</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>להמשיך לשחק מכאן</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the players you choose; this game stays as it is</source>
        <translation>משחק חדש מהמצב המוצג, עם השחקנים שתבחרו; המשחק הזה נשאר כפי שהוא</translation>
    </message>
    <message>
        <source>Play the better move from here</source>
        <translation>לשחק מכאן את המהלך הטוב יותר</translation>
    </message>
    <message>
        <source>A new game from the position shown, with the better move played instead of the mistake</source>
        <translation>משחק חדש מהמצב המוצג, שבו משוחק המהלך הטוב יותר במקום הטעות</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%v מתוך %m מהלכים</translation>
    </message>
    <message>
        <source>Move {n} of {total}</source>
        <translation>מהלך {n} מתוך {total}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>חוקי המשחק</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <source>&amp;Numbered rules</source>
        <translation>&amp;כללים ממוספרים</translation>
    </message>
    <message>
        <source>These rules are not available in your language yet; here they are in English.</source>
        <translation>חוקי המשחק האלה עדיין אינם זמינים בשפה שלכם; הנה הם באנגלית.</translation>
    </message>
    <message>
        <source>The rules of this game are missing from this installation.</source>
        <translation>חוקי המשחק הזה חסרים בהתקנה זו.</translation>
    </message>
    <message>
        <source>These are the numbered rules, a precise reference that exists in English only. Each rule has a number by which a question or a bug report can name it.</source>
        <translation>אלה הכללים הממוספרים, מסמך עיון מדויק שקיים באנגלית בלבד. לכל כלל יש מספר שבעזרתו אפשר להפנות אליו בשאלה או בדיווח על תקלה.</translation>
    </message>
    <message>
        <source>The numbered rules of this game are missing from this installation.</source>
        <translation>הכללים הממוספרים של המשחק הזה חסרים בהתקנה זו.</translation>
    </message>
</context>
<context>
    <name>SeatsEditor</name>
    <message>
        <source>Player {n}</source>
        <translation>שחקן {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>אנושי</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>מחשב ({level})</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>הסרת שחקן זה</translation>
    </message>
    <message>
        <source>Remove {player}</source>
        <translation>הסרת {player}</translation>
    </message>
    <message>
        <source>{player}: person or computer</source>
        <translation>{player}: שחקן אנושי או מחשב</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>הוספת שחקן</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>Thinking…</source>
        <translation>חושב…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>בתור</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;שפה:</translation>
    </message>
    <message>
        <source>Appea&amp;rance:</source>
        <translation>מ&amp;ראה:</translation>
    </message>
    <message>
        <source>Piece &amp;colours:</source>
        <translation>צבעי ה&amp;כלים:</translation>
    </message>
    <message>
        <source>Legal moves:</source>
        <translation>מהלכים חוקיים:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>הנפשות:</translation>
    </message>
    <message>
        <source>Computer move &amp;delay:</source>
        <translation>השהיית מהלך המ&amp;חשב:</translation>
    </message>
    <message>
        <source>Leaving a game:</source>
        <translation>עזיבת משחק:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>בהיר</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>כמו במערכת</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>כהה</translation>
    </message>
    <message>
        <source>Light or dark windows; &quot;Same as the system&quot; follows your computer&apos;s choice. The boards keep their own colours.</source>
        <translation>חלונות בהירים או כהים; &quot;כמו במערכת&quot; עוקב אחרי הבחירה של המחשב שלכם. הלוחות שומרים על הצבעים שלהם.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>רגיל</translation>
    </message>
    <message>
        <source>For colour-blind players</source>
        <translation>לשחקנים עיוורי צבעים</translation>
    </message>
    <message>
        <source>Colours that stay far apart for every kind of colour blindness: the Kulami marbles become white and black, the LSD and Qwirkle colours change their shades.</source>
        <translation>צבעים שנשארים שונים היטב זה מזה בכל סוג של עיוורון צבעים: כדורי הקולאמי הופכים ללבנים ושחורים, והצבעים של LSD וקווירקל מקבלים גוונים אחרים.</translation>
    </message>
    <message>
        <source>&amp;Show where a piece may go</source>
        <translation>&amp;הצגת המקומות שבהם מותר להניח</translation>
    </message>
    <message>
        <source>&amp;Animate moves</source>
        <translation>הנפשת &amp;מהלכים</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> אלפיות שנייה</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown.</source>
        <translation>כמה זמן המחשב ממתין לפני שהמהלך שלו מוצג.</translation>
    </message>
    <message>
        <source>As&amp;k before closing a game in progress</source>
        <translation>ל&amp;שאול לפני סגירת משחק פעיל</translation>
    </message>
    <message>
        <source>A game in progress is saved after every move and offered again at the next start, so closing loses nothing; ask anyway.</source>
        <translation>משחק פעיל נשמר אחרי כל מהלך ומוצע שוב בהפעלה הבאה, כך שסגירה לא מאבדת דבר; לשאול בכל זאת.</translation>
    </message>
    <message>
        <source>Some translations are missing from this installation: {names}</source>
        <translation>חלק מהתרגומים חסרים בהתקנה זו: {names}</translation>
    </message>
    <message>
        <source>The setting could not be saved: {reason}</source>
        <translation>לא ניתן היה לשמור את ההגדרה: {reason}</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Moves</source>
        <translation>מהלכים</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>בחרו משחק</translation>
    </message>
    <message>
        <source>Two to six players at one computer, against each other or against the computer.</source>
        <translation>שניים עד שישה שחקנים במחשב אחד, זה נגד זה או נגד המחשב.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;משחק:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>שוחקו</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>הפסדים</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>תיקו</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>רצף הניצחונות הארוך</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>רצף</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>הניקוד הטוב ביותר</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>שיא</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>הפרש</translation>
    </message>
    <message>
        <source>Best / average margin: points ahead of (or behind) the best other player</source>
        <translation>הפרש הטוב ביותר / ממוצע: נקודות לפני (או אחרי) השחקן האחר הטוב ביותר</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>מחשב</translation>
    </message>
    <message>
        <source>Against the computer: won–lost per level</source>
        <translation>נגד המחשב: ניצחונות–הפסדים לפי רמה</translation>
    </message>
    <message>
        <source>Oldest game on the left. A bar up is a win, a bar down a loss, a dot a draw; the number at a bar is the margin, and the larger it is, the taller the bar.</source>
        <translation>המשחק הוותיק ביותר מימין. עמודה למעלה היא ניצחון, עמודה למטה הפסד, נקודה תיקו; המספר ליד עמודה הוא ההפרש, וככל שהוא גדול יותר, העמודה גבוהה יותר.</translation>
    </message>
    <message>
        <source>&amp;Reset this game&apos;s statistics…</source>
        <translation>&amp;איפוס הסטטיסטיקה של משחק זה…</translation>
    </message>
    <message>
        <source>No finished {game} games yet.</source>
        <translation>עדיין אין משחקי {game} שהסתיימו.</translation>
    </message>
    <message>
        <source>{level} {won}–{lost}</source>
        <translation>{level} {won}–{lost}</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ללא שם)</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>חידות</translation>
    </message>
    <message>
        <source>{level}: {count}</source>
        <translation>{level}: {count}</translation>
    </message>
    <message>
        <source>{game} puzzles solved: {total} ({counts})</source>
        <translation>חידות {game} שנפתרו: {total} ({counts})</translation>
    </message>
    <message>
        <source>Daily puzzles solved: {days}. Streak: {streak} (longest: {longest}).</source>
        <translation>חידות יומיות שנפתרו: {days}. רצף: {streak} (הארוך ביותר: {longest}).</translation>
    </message>
    <message>
        <source>Recent games of {name}</source>
        <translation>המשחקים האחרונים של {name}</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>איפוס הסטטיסטיקה</translation>
    </message>
    <message>
        <source>Forget every {game} result of every player? This cannot be undone.</source>
        <translation>לשכוח את כל תוצאות {game} של כל השחקנים? אי אפשר לבטל את זה.</translation>
    </message>
</context>
<context>
    <name>SuppliesPanel</name>
    <message>
        <source>Turn the tile clockwise (R, a right click on the board, or the mouse wheel over the tile)</source>
        <translation>סובבו את האריח עם כיוון השעון (R, לחיצה ימנית על הלוח, או גלגלת העכבר מעל האריח)</translation>
    </message>
    <message>
        <source>Turn the tile back (Shift+R)</source>
        <translation>סובבו את האריח בחזרה (Shift+R)</translation>
    </message>
    <message>
        <source>Turn the tile clockwise</source>
        <translation>סובבו את האריח עם כיוון השעון</translation>
    </message>
    <message>
        <source>Turn the tile back</source>
        <translation>סובבו את האריח בחזרה</translation>
    </message>
    <message>
        <source>Supply of {name}</source>
        <translation>המלאי של {name}</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Player {n}</source>
        <translation>שחקן {n}</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>המהלך בוטל.</translation>
    </message>
    <message>
        <source>The board. Arrow keys move the cursor, Enter or Space plays there, F6 goes on to the pieces and the panel.</source>
        <translation>הלוח. מקשי החיצים מזיזים את הסמן, Enter או רווח משחקים שם, F6 עובר לכלים ולחלונית.</translation>
    </message>
    <message>
        <source>This game could not be saved automatically ({reason}); it goes on, but save it yourself before you quit.</source>
        <translation>לא ניתן היה לשמור את המשחק אוטומטית ({reason}); הוא ממשיך, אבל שמרו אותו בעצמכם לפני היציאה.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>מחפש מהלך טוב…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>רמז: {move}</translation>
    </message>
    <message>
        <source>Best: the computer would have played this move too.</source>
        <translation>הטוב ביותר: גם המחשב היה משחק את המהלך הזה.</translation>
    </message>
    <message>
        <source>Good. The computer&apos;s choice: {better}, a little better.</source>
        <translation>טוב. הבחירה של המחשב: {better}, מהלך מעט טוב יותר.</translation>
    </message>
    <message>
        <source>Inaccuracy. The computer&apos;s choice: {better}, a better move.</source>
        <translation>לא מדויק. הבחירה של המחשב: {better}, מהלך טוב יותר.</translation>
    </message>
    <message>
        <source>Mistake. The computer&apos;s choice: {better}, a much better move.</source>
        <translation>טעות. הבחירה של המחשב: {better}, מהלך טוב בהרבה.</translation>
    </message>
    <message>
        <source>Good: the computer would have played {better}, a little better (by {points}).</source>
        <translation>טוב: המחשב היה משחק {better}, מעט טוב יותר (בהפרש של {points}).</translation>
    </message>
    <message>
        <source>Inaccuracy: the computer would have played {better}, better by {points}.</source>
        <translation>לא מדויק: המחשב היה משחק {better}, טוב יותר בהפרש של {points}.</translation>
    </message>
    <message>
        <source>Mistake: the computer would have played {better}, better by {points}.</source>
        <translation>טעות: המחשב היה משחק {better}, טוב יותר בהפרש של {points}.</translation>
    </message>
    <message>
        <source>{best} the computer would have played it too, {inaccuracy} an inaccuracy, {mistake} a mistake.</source>
        <translation>{best} גם המחשב היה משחק כך, {inaccuracy} לא מדויק, {mistake} טעות.</translation>
    </message>
    <message>
        <source>No new game could be started from here ({reason}).</source>
        <translation>לא ניתן היה להתחיל מכאן משחק חדש ({reason}).</translation>
    </message>
    <message>
        <source>Reviewing the game</source>
        <translation>סקירת המשחק</translation>
    </message>
    <message>
        <source>Next: move {n} was {move}. {verdict}</source>
        <translation>הבא: מהלך {n} היה {move}. {verdict}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>תחילת המשחק.</translation>
    </message>
    <message>
        <source>Move {n}: {words}</source>
        <translation>מהלך {n}: {words}</translation>
    </message>
    <message>
        <source>The position after move {n}.</source>
        <translation>המצב אחרי מהלך {n}.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל פעולה</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>בצע &amp;שוב</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
</context>
<context>
    <name>UnfinishedCard</name>
    <message>
        <source>Player {n}</source>
        <translation>שחקן {n}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) · %1</source>
        <translation>
            <numerusform>מהלך אחד · %1</numerusform>
            <numerusform>%n מהלכים · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>להמשיך</translation>
    </message>
    <message>
        <source>Being played in another tilegames window</source>
        <translation>משוחק בחלון אחר של tilegames</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>להמשיך את המשחק הזה</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>להסיר</translation>
    </message>
    <message>
        <source>Take this game off the list (it can be taken back at once)</source>
        <translation>להוריד את המשחק מהרשימה (אפשר לבטל את זה מיד)</translation>
    </message>
    <message>
        <source>today, {time}</source>
        <translation>היום, {time}</translation>
    </message>
    <message>
        <source>yesterday, {time}</source>
        <translation>אתמול, {time}</translation>
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
        <translation>קולאמי</translation>
    </message>
    <message>
        <source>Qwirkle</source>
        <translation>קווירקל</translation>
    </message>
    <message>
        <source>Join the half dots, capture with + and x, make a row of four of your colour.</source>
        <translation>השלימו חצאי נקודות, אכלו עם&#xa0;+&#xa0;ו־⁠x, ויצרו שורה של ארבעה אריחים בצבע שלכם.</translation>
    </message>
    <message>
        <source>Place marbles on wooden plates and win the plates that score the most.</source>
        <translation>הניחו כדורים על אריחי עץ וזכו באריחים ששווים הכי הרבה נקודות.</translation>
    </message>
    <message>
        <source>Lay lines of one colour or one shape and score a Qwirkle with six.</source>
        <translation>הניחו שורות בצבע אחד או בצורה אחת, ושורה של שישה היא קווירקל.</translation>
    </message>
</context>
<context>
    <name>layouts</name>
    <message>
        <source>the letter {name} is used for two separate areas</source>
        <extracomment>Plate sizes of the 17 standard plates (K-K1): size -&gt; how many. Sizes pin the shape down: 6 = 2×3, 4 = 2×2, 3 = 1×3, 2 = 1×2. Allowed plate rectangles as (short side, long side). The largest layout the text format takes (columns are named a..z in move notation). Letters of the canonical text, in plate order.</extracomment>
        <translation>האות {name} משמשת לשני אזורים נפרדים</translation>
    </message>
    <message>
        <source>plate {name} is not a solid rectangle</source>
        <translation>האריח {name} אינו מלבן שלם</translation>
    </message>
    <message>
        <source>plate {name} has the wrong number of holes ({count}); a plate has 2, 3, 4 or 6</source>
        <translation>לאריח {name} יש מספר שגוי של גומות ({count}); לאריח יש 2, 3, 4 או 6</translation>
    </message>
    <message>
        <source>plate {name} is {width}×{height}; plates are 1×2, 1×3, 2×2 or 2×3</source>
        <translation>האריח {name} בגודל {width}×{height}; אריחים הם 1×2, 1×3, 2×2 או 2×3</translation>
    </message>
    <message>
        <source>the layout has no holes</source>
        <translation>בלוח אין גומות</translation>
    </message>
    <message>
        <source>the layout has {count} plates; at most {limit} fit</source>
        <translation>בלוח יש {count} אריחים; נכנסים לכל היותר {limit}</translation>
    </message>
    <message>
        <source>two plates overlap</source>
        <translation>שני אריחים חופפים</translation>
    </message>
    <message>
        <source>the layout is {width}×{height}; at most {limit}×{limit} fits</source>
        <translation>הלוח בגודל {width}×{height}; נכנס לכל היותר {limit}×{limit}</translation>
    </message>
    <message>
        <source>row {row} has a space; use &apos;.&apos; for a cell without a hole</source>
        <translation>בשורה {row} יש רווח; השתמשו ב־&apos;.&apos; למשבצת בלי גומה</translation>
    </message>
</context>
<context>
    <name>learn</name>
    <message>
        <source>Welcome to Kulami! You play red, the computer plays black, one marble each turn. Your first marble may go into any hole: put it in b2 (marked).</source>
        <translation>ברוכים הבאים לקולאמי! אתם משחקים באדום והמחשב בשחור, כדור אחד בכל תור. את הכדור הראשון מותר להניח בכל גומה: הניחו אותו ב־b2 (מסומן).</translation>
    </message>
    <message>
        <source>Black put its marble in e2. It had no choice but row 2 or column b: every marble goes into the row or the column of the marble the other player has just placed. And never on that marble&apos;s plate.</source>
        <translation>השחור הניח את הכדור שלו ב־e2. לא הייתה לו ברירה אלא שורה 2 או טור b: כל כדור נכנס לשורה או לטור של הכדור שהשחקן השני הניח זה עתה. ולעולם לא על האריח של אותו כדור.</translation>
    </message>
    <message>
        <source>Your turn: row 2 or column e. Two plates are closed (shaded): Black&apos;s plate of e2, and your own plate of b2, where your last marble lies. Try a2 to see it refused, then put your marble in d2.</source>
        <translation>תורכם: שורה 2 או טור e. שני אריחים סגורים (מוצללים): האריח של השחור עם e2, והאריח שלכם עם b2, שבו נמצא הכדור האחרון שלכם. נסו את a2 כדי לראות שזה נדחה, ואז הניחו את הכדור ב־d2.</translation>
    </message>
    <message>
        <source>Black played d4, in your column d. Any distance counts, across gaps too: a hole at the far end of the row or column is just as good.</source>
        <translation>השחור שיחק ב־d4, בטור d שלכם. המרחק לא משנה, גם מעבר לרווחים: גומה בקצה השני של השורה או הטור טובה באותה מידה.</translation>
    </message>
    <message>
        <source>Now you play in row 4 or column d, but not on the plates of d4 and d2. Put your marble in d3.</source>
        <translation>עכשיו אתם משחקים בשורה 4 או בטור d, אבל לא על האריחים של d4 ו־d2. הניחו את הכדור ב־d3.</translation>
    </message>
    <message>
        <source>Black played c3. Look at the points beside the names: a plate belongs to the player with more marbles on it, and it is worth as many points as it holds marbles.</source>
        <translation>השחור שיחק ב־c3. הסתכלו על הנקודות ליד השמות: אריח שייך לשחקן שיש לו עליו יותר כדורים, והוא שווה כמספר הכדורים שעליו.</translation>
    </message>
    <message>
        <source>Put your marble in c2: then two of your marbles lie on the plate of c2 and d2.</source>
        <translation>הניחו את הכדור ב־c2: כך יהיו שני כדורים שלכם על האריח של c2 ו־d2.</translation>
    </message>
    <message>
        <source>Black played a2, on the plate of your first marble. One marble each is a tie, and a tied plate belongs to nobody: your points went down by one.</source>
        <translation>השחור שיחק ב־a2, על האריח של הכדור הראשון שלכם. כדור אחד לכל אחד הוא תיקו, ואריח בתיקו אינו שייך לאף אחד: הנקודות שלכם ירדו באחת.</translation>
    </message>
    <message>
        <source>The plate of c2 and d2 is yours: two of your marbles, none of Black&apos;s. This program counts a plate as the marbles on it, as the Hebrew rule sheet says, so it is worth 2. The new-game dialog also offers the publisher&apos;s rule, where a plate is worth its holes: 4.</source>
        <translation>האריח של c2 ו־d2 שלכם: שני כדורים שלכם ואף אחד של השחור. התוכנה סופרת אריח לפי מספר הכדורים שעליו, כפי שכתוב בדף החוקים העברי, ולכן הוא שווה 2. בחלון משחק חדש אפשר לבחור גם את הכלל של המו״ל, שבו אריח שווה כמספר הגומות שבו: 4.</translation>
    </message>
    <message>
        <source>The game ends when all marbles are placed, or as soon as the player to move has no hole left. The higher total wins. That is all: play a real game against the computer at level Easy?</source>
        <translation>המשחק נגמר כשכל הכדורים הונחו, או ברגע שלשחקן שתורו אין עוד גומה. הסכום הגבוה מנצח. זה הכול: לשחק משחק אמיתי נגד המחשב ברמה &quot;קל&quot;?</translation>
    </message>
    <message>
        <source>Welcome to LSD! You play the blue tiles with white icons, the computer the orange ones with black icons. The first tile may be any tile: your cross tile with + is chosen for you, click the marked cell to lay it.</source>
        <translation>ברוכים הבאים ל־LSD! אתם משחקים באריחים הכחולים עם סמלים לבנים, והמחשב בכתומים עם סמלים שחורים. האריח הראשון יכול להיות כל אריח: אריח הצלב שלכם עם&#xa0;+&#xa0;כבר נבחר, לחצו על המשבצת המסומנת כדי להניח אותו.</translation>
    </message>
    <message>
        <source>Orange laid its tile next to yours so that two half dots meet and make a whole dot. Every tile must complete at least one dot, and a half dot may never touch a plain edge.</source>
        <translation>הכתום הניח את האריח שלו ליד שלכם כך ששני חצאי נקודה נפגשים ויוצרים נקודה שלמה. כל אריח חייב להשלים לפחות נקודה אחת, וחצי נקודה לעולם לא נוגע בצלע בלי נקודה.</translation>
    </message>
    <message>
        <source>Now capture! Lay your single tile with + on the marked cell, its half dot against the orange tile. Choose a tile with a click or the number keys; R turns it.</source>
        <translation>עכשיו אוכלים! הניחו את אריח היחיד שלכם עם&#xa0;+&#xa0;על המשבצת המסומנת, כשחצי הנקודה שלו מול האריח הכתום. בוחרים אריח בלחיצה או במקשי הספרות; R מסובב אותו.</translation>
    </message>
    <message>
        <source>Captured! The orange tile lay between two + tiles with white icons: a new + captures a tile of the other shade straight across, when a + of its own shade lies on the far side. Captured tiles leave the game.</source>
        <translation>נאכל! האריח הכתום היה בין שני אריחים עם&#xa0;+&#xa0;לבן:&#xa0;+&#xa0;חדש אוכל אריח בגוון הסמל האחר שנמצא בדיוק ביניהם, כשבצד השני יש&#xa0;+&#xa0;באותו גוון. אריחים שנאכלו יוצאים מהמשחק.</translation>
    </message>
    <message>
        <source>Orange laid a corner under your cross: its half dot meets the cross&apos;s. A cross has half dots on all four sides, so every tile beside it must bring a half dot.</source>
        <translation>הכתום הניח פינה מתחת לצלב שלכם: חצי הנקודה שלה פוגש את זה של הצלב. לצלב יש חצאי נקודה בכל ארבע הצלעות, ולכן כל אריח לידו חייב להביא חצי נקודה.</translation>
    </message>
    <message>
        <source>Lay your corner tile with x on the marked cell: its half dot joins the orange tile&apos;s. It captures nothing yet, but it prepares a capture with x.</source>
        <translation>הניחו את אריח הפינה שלכם עם&#xa0;x&#xa0;על המשבצת המסומנת: חצי הנקודה שלו מתחבר לזה של האריח הכתום. הוא עוד לא אוכל, אבל מכין אכילה ב־⁠x.</translation>
    </message>
    <message>
        <source>Orange laid a tile under your x. Two orange tiles now sit at two corners of a square; your x is at the third corner, and the fourth is empty.</source>
        <translation>הכתום הניח אריח מתחת ל־⁠x&#xa0;שלכם. שני אריחים כתומים נמצאים עכשיו בשתי פינות של ריבוע; ה־⁠x&#xa0;שלכם בפינה השלישית, והרביעית ריקה.</translation>
    </message>
    <message>
        <source>Lay your single tile with x on the marked cell, diagonally across from your other x.</source>
        <translation>הניחו את אריח היחיד שלכם עם&#xa0;x&#xa0;על המשבצת המסומנת, באלכסון מול ה־⁠x&#xa0;השני שלכם.</translation>
    </message>
    <message>
        <source>Two at once! An x captures across the square: with two x tiles of your shade on one diagonal, the tiles of the other shade on the other two corners are captured.</source>
        <translation>שניים בבת אחת!&#xa0;x&#xa0;אוכל לרוחב הריבוע: כששני אריחי&#xa0;x&#xa0;בגוון שלכם נמצאים על אלכסון אחד, האריחים בגוון האחר בשתי הפינות האחרות נאכלים.</translation>
    </message>
    <message>
        <source>To win, make a straight row of four tiles of your colour (three with four players); icons do not matter for it. Whoever cannot lay a tile is skipped. Play a real game against the computer at level Easy?</source>
        <translation>כדי לנצח יוצרים שורה ישרה של ארבעה אריחים בצבע שלכם (שלושה כשמשחקים ארבעה); הסמלים לא משנים לשם כך. מי שאינו יכול להניח אריח מדלג על התור. לשחק משחק אמיתי נגד המחשב ברמה &quot;קל&quot;?</translation>
    </message>
    <message>
        <source>Welcome to Qwirkle! You start, because three of your tiles share a colour, more than the computer has. Put the red circle, the red square and the red diamond on the marked cells (a tile, then its cell), then press Play.</source>
        <translation>ברוכים הבאים לקווירקל! אתם מתחילים, כי לשלושה מהאריחים שלכם אותו צבע, יותר ממה שיש למחשב. הניחו את העיגול האדום, הריבוע האדום והמעוין האדום על המשבצות המסומנות (אריח, ואז המשבצת שלו), ואז לחצו על &quot;הנחת אריחים&quot;.</translation>
    </message>
    <message>
        <source>The computer put a yellow square under your red square. A line is one colour or one shape, never the same tile twice. A line scores a point per tile: 2.</source>
        <translation>המחשב הניח ריבוע צהוב מתחת לריבוע האדום שלכם. קו הוא צבע אחד או צורה אחת, ולעולם לא אותו אריח פעמיים. קו מזכה בנקודה על כל אריח: 2.</translation>
    </message>
    <message>
        <source>Put your yellow diamond beside the yellow square, under the red diamond: one tile in two lines, and each line scores.</source>
        <translation>הניחו את המעוין הצהוב ליד הריבוע הצהוב, מתחת למעוין האדום: אריח אחד בשני קווים, וכל קו נספר.</translation>
    </message>
    <message>
        <source>Your diamond scored 4: the yellow line of 2 and the line of diamonds of 2. The computer put a blue circle above your red circle.</source>
        <translation>המעוין שלכם זיכה ב־4: הקו הצהוב של 2 וקו המעוינים של 2. המחשב הניח עיגול כחול מעל העיגול האדום שלכם.</translation>
    </message>
    <message>
        <source>Tiles already on the table count too: add the red star and the red clover to your red row. The whole row scores.</source>
        <translation>גם אריחים שכבר על השולחן נספרים: הוסיפו את הכוכב האדום והתלתן האדום לשורה האדומה שלכם. כל השורה נספרת.</translation>
    </message>
    <message>
        <source>Five points for your row of five. The computer made a column of three circles. Your red row lacks only one shape: the cross.</source>
        <translation>חמש נקודות על השורה שלכם של חמישה. המחשב יצר טור של שלושה עיגולים. לשורה האדומה שלכם חסרה רק צורה אחת: הצלב.</translation>
    </message>
    <message>
        <source>Put your red cross at the end of the red row: six tiles in one line are a Qwirkle.</source>
        <translation>הניחו את הצלב האדום בקצה השורה האדומה: שישה אריחים בקו אחד הם קווירקל.</translation>
    </message>
    <message>
        <source>Qwirkle! A line of six scores 6 and 6 more: 12 points. After each move you draw tiles from the bag until you hold six again.</source>
        <translation>קווירקל! קו של שישה מזכה ב־6 ועוד 6: 12 נקודות. אחרי כל מהלך לוקחים אריחים מהשק עד שיש שוב שישה.</translation>
    </message>
    <message>
        <source>Instead of placing you may exchange tiles. Once the bag is empty, whoever puts down their last tile ends the game and gets 6 more points; the most points win. Play a real game against the computer at level Easy?</source>
        <translation>במקום להניח מותר גם להחליף אריחים. כשהשק ריק, מי שמניח את האריח האחרון שלו מסיים את המשחק ומקבל עוד 6 נקודות; מי שצבר הכי הרבה נקודות מנצח. לשחק משחק אמיתי נגד המחשב ברמה &quot;קל&quot;?</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>Plays loosely, but takes an obvious win.</source>
        <translation>משחק בקלילות, אבל לא מחמיץ ניצחון ברור.</translation>
    </message>
    <message>
        <source>Looks one move ahead and takes the best it sees.</source>
        <translation>מסתכל מהלך אחד קדימה ובוחר את הטוב ביותר שהוא רואה.</translation>
    </message>
    <message>
        <source>Searches ahead; thinks about a second per move.</source>
        <translation>מחשב קדימה; חושב כשנייה לכל מהלך.</translation>
    </message>
    <message>
        <source>Searches deepest; thinks up to five seconds.</source>
        <translation>מחשב הכי עמוק; חושב עד חמש שניות.</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>מחשב ({level})</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>אנושי</translation>
    </message>
</context>
<context>
    <name>puzzles</name>
    <message>
        <source>Find the move that ends the game with the best margin for you, whatever your opponent does. {left} marbles are left to place.</source>
        <translation>מצאו את המהלך שבו המשחק מסתיים בהפרש הטוב ביותר עבורכם, מה שלא יעשה היריב. נותרו {left} כדורים להניח.</translation>
    </message>
    <message>
        <source>With best play after this move the game ends with a margin of {got} for you; {best} is possible.</source>
        <translation>במשחק הטוב ביותר אחרי המהלך הזה המשחק מסתיים בהפרש של {got} עבורכם; אפשר להגיע ל־{best}.</translation>
    </message>
    <message>
        <source>With best play by both the game ends with a margin of {best} for you: no move does better.</source>
        <translation>כששני הצדדים משחקים במיטבם, המשחק מסתיים בהפרש של {best} עבורכם: אין מהלך טוב יותר.</translation>
    </message>
    <message>
        <source>Win with this move: make a row of {length}.</source>
        <translation>נצחו במהלך הזה: צרו שורה של {length}.</translation>
    </message>
    <message>
        <source>Win in two moves, whatever your opponent does: make a row of {length}.</source>
        <translation>נצחו בשני מהלכים, מה שלא יעשה היריב: צרו שורה של {length}.</translation>
    </message>
    <message>
        <source>A row of {length}: you win.</source>
        <translation>שורה של {length}: ניצחתם.</translation>
    </message>
    <message>
        <source>This makes no row of {length}.</source>
        <translation>המהלך הזה אינו יוצר שורה של {length}.</translation>
    </message>
    <message>
        <source>Whatever your opponent plays, you make a row of {length} with your next move.</source>
        <translation>מה שלא ישחק היריב, במהלך הבא שלכם תיצרו שורה של {length}.</translation>
    </message>
    <message>
        <source>Your opponent can answer this so that you cannot make a row of {length} with your next move.</source>
        <translation>היריב יכול להשיב כך שבמהלך הבא לא תוכלו ליצור שורה של {length}.</translation>
    </message>
    <message>
        <source>After this you cannot make a row of {length} with your next move.</source>
        <translation>אחרי זה לא תוכלו ליצור שורה של {length} במהלך הבא.</translation>
    </message>
    <message>
        <source>This move is not allowed here.</source>
        <translation>המהלך הזה אינו מותר כאן.</translation>
    </message>
    <message>
        <source>Score as many points as you can this turn.</source>
        <translation>צברו בתור הזה כמה שיותר נקודות.</translation>
    </message>
    <message>
        <source>Make a Qwirkle: complete a line of six tiles.</source>
        <translation>עשו קווירקל: השלימו שורה של שישה אריחים.</translation>
    </message>
    <message>
        <source>The bag is empty: place all your tiles this turn and end the game.</source>
        <translation>השקית ריקה: הניחו את כל האריחים שלכם בתור הזה וסיימו את המשחק.</translation>
    </message>
    <message>
        <source>This scores {got}; {best} is possible.</source>
        <translation>זה שווה {got} נקודות; אפשר להשיג {best}.</translation>
    </message>
    <message>
        <source>This scores {best}: no placement scores more.</source>
        <translation>זה שווה {best} נקודות: אין הנחה ששווה יותר.</translation>
    </message>
    <message>
        <source>This completes no line of six tiles.</source>
        <translation>המהלך הזה אינו משלים שורה של שישה אריחים.</translation>
    </message>
    <message>
        <source>A Qwirkle! This scores {got}.</source>
        <translation>קווירקל! זה שווה {got} נקודות.</translation>
    </message>
    <message>
        <source>This does not empty your hand: tiles left after it: {left}.</source>
        <translation>היד שלכם לא מתרוקנת: אריחים שנשארים: {left}.</translation>
    </message>
    <message>
        <source>Your hand is empty: the game ends and this scores {got}.</source>
        <translation>היד שלכם ריקה: המשחק נגמר וזה שווה {got} נקודות.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>the game is over</source>
        <translation>המשחק הסתיים</translation>
    </message>
    <message>
        <source>there is no hole there</source>
        <translation>אין שם גומה</translation>
    </message>
    <message>
        <source>that hole is taken</source>
        <translation>הגומה הזאת תפוסה</translation>
    </message>
    <message>
        <source>not in the row or column of the last marble</source>
        <translation>לא באותה שורה או טור של הכדור האחרון</translation>
    </message>
    <message>
        <source>that plate was just used by your opponent</source>
        <translation>היריב שלכם שיחק זה עתה על האריח הזה</translation>
    </message>
    <message>
        <source>you used that plate last turn</source>
        <translation>השתמשתם באריח הזה בתור הקודם</translation>
    </message>
    <message>
        <source>that is not an LSD move</source>
        <translation>זה אינו מהלך LSD</translation>
    </message>
    <message>
        <source>there is no tile called {kind}</source>
        <translation>אין אריח בשם {kind}</translation>
    </message>
    <message>
        <source>a tile&apos;s icon is + or x</source>
        <translation>הסמל של אריח הוא&#xa0;+&#xa0;או&#xa0;x</translation>
    </message>
    <message>
        <source>a tile can be turned 0, 1, 2 or 3 quarter turns</source>
        <translation>אפשר לסובב אריח 0, 1, 2 או 3 רבעי סיבוב</translation>
    </message>
    <message>
        <source>that is not a cell of the board</source>
        <translation>זו אינה משבצת של הלוח</translation>
    </message>
    <message>
        <source>you have no such tile left</source>
        <translation>לא נשאר לכם אריח כזה</translation>
    </message>
    <message>
        <source>the first tile goes in the centre</source>
        <translation>האריח הראשון מונח במרכז</translation>
    </message>
    <message>
        <source>that cell is taken</source>
        <translation>המשבצת הזאת תפוסה</translation>
    </message>
    <message>
        <source>this edge would cut off a dot</source>
        <translation>הצלע הזאת הייתה חוצה נקודה</translation>
    </message>
    <message>
        <source>the tile must complete at least one dot</source>
        <translation>האריח חייב להשלים לפחות נקודה אחת</translation>
    </message>
    <message>
        <source>you can still play, so you cannot pass</source>
        <translation>עדיין אפשר לשחק, לכן אי אפשר לוותר על התור</translation>
    </message>
    <message>
        <source>the bag is empty, so you cannot exchange</source>
        <translation>השק ריק, ולכן אי אפשר להחליף</translation>
    </message>
    <message>
        <source>that is not a Qwirkle move</source>
        <translation>זה אינו מהלך קווירקל</translation>
    </message>
    <message>
        <source>you don&apos;t have those tiles</source>
        <translation>אין לכם את האריחים האלה</translation>
    </message>
    <message>
        <source>place at least one tile</source>
        <translation>הניחו לפחות אריח אחד</translation>
    </message>
    <message>
        <source>put one tile on each cell</source>
        <translation>הניחו אריח אחד בכל משבצת</translation>
    </message>
    <message>
        <source>the first move must place your {count} tiles that share a colour or shape, starting at the centre</source>
        <translation>המהלך הראשון חייב להניח את {count} האריחים שלכם שחולקים צבע או צורה, החל מהמרכז</translation>
    </message>
    <message>
        <source>all tiles must be in one row or one column</source>
        <translation>כל האריחים חייבים להיות בשורה אחת או בטור אחד</translation>
    </message>
    <message>
        <source>the tiles must form one unbroken line</source>
        <translation>האריחים חייבים ליצור קו אחד רצוף</translation>
    </message>
    <message>
        <source>a placed tile must touch the tiles on the board</source>
        <translation>אריח שהונח חייב לגעת באריחים שעל הלוח</translation>
    </message>
    <message>
        <source>a line may hold only one colour or one shape, each once</source>
        <translation>בקו מותר רק צבע אחד או צורה אחת, כל אחד פעם אחת</translation>
    </message>
    <message>
        <source>choose at least one tile to exchange</source>
        <translation>בחרו לפחות אריח אחד להחלפה</translation>
    </message>
    <message>
        <source>the bag has too few tiles to exchange that many</source>
        <translation>בשק יש מעט מדי אריחים כדי להחליף כל כך הרבה</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}). The file was kept as {kept}.</source>
        <translation>לא ניתן להמשיך את המשחק שנשמר אוטומטית ב־{file} ({why}). הקובץ נשמר בשם {kept}.</translation>
    </message>
    <message>
        <source>The game saved automatically in {file} could not be continued ({why}).</source>
        <translation>לא ניתן להמשיך את המשחק שנשמר אוטומטית ב־{file} ({why}).</translation>
    </message>
    <message>
        <source>it holds a game of {found}</source>
        <translation>יש בו משחק {found}</translation>
    </message>
    <message>
        <source>{file} is no longer there; it was taken off the list of recent games.</source>
        <translation>{file} כבר לא קיים; הוא הוסר מרשימת המשחקים האחרונים.</translation>
    </message>
    <message>
        <source>it is not a tilegames save</source>
        <translation>זה לא קובץ שמירה של tilegames</translation>
    </message>
    <message>
        <source>it is not a text file (its bytes are not UTF-8 text)</source>
        <translation>זה לא קובץ טקסט (התוכן אינו טקסט UTF-8)</translation>
    </message>
    <message>
        <source>it is too large to be a tilegames save ({size} bytes; at most {limit})</source>
        <translation>הוא גדול מדי לקובץ שמירה של tilegames ({size} בתים; לכל היותר {limit})</translation>
    </message>
    <message>
        <source>it was saved by a newer version of tilegames (file format {found}; this version reads format {known})</source>
        <translation>הוא נשמר בגרסה חדשה יותר של tilegames (תבנית קובץ {found}; הגרסה הזאת קוראת תבנית {known})</translation>
    </message>
    <message>
        <source>its format number ({found}) is not one tilegames uses</source>
        <translation>מספר התבנית שלו ({found}) אינו בשימוש ב־tilegames</translation>
    </message>
    <message>
        <source>it holds a game this version of tilegames does not know ({game})</source>
        <translation>יש בו משחק שהגרסה הזאת של tilegames לא מכירה ({game})</translation>
    </message>
    <message>
        <source>parts of it are missing ({why})</source>
        <translation>חסרים בו חלקים ({why})</translation>
    </message>
    <message>
        <source>its list of players is not valid ({why})</source>
        <translation>רשימת השחקנים בו אינה תקינה ({why})</translation>
    </message>
    <message>
        <source>its list of moves is not valid ({why})</source>
        <translation>רשימת המהלכים בו אינה תקינה ({why})</translation>
    </message>
    <message>
        <source>its review position is not valid ({why})</source>
        <translation>המקום בסקירת המשחק אינו תקין ({why})</translation>
    </message>
    <message>
        <source>the point where its game begins is not valid ({why})</source>
        <translation>הנקודה שבה המשחק שבו מתחיל אינה תקינה ({why})</translation>
    </message>
    <message>
        <source>its stored position is not valid ({why})</source>
        <translation>המצב השמור בו אינו תקין ({why})</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not a move of this game</source>
        <translation>מהלך {number} ({move}) אינו מהלך של המשחק הזה</translation>
    </message>
    <message>
        <source>move {number} ({move}) cannot be played at that point: {why}</source>
        <translation>אי אפשר לשחק את מהלך {number} ({move}) בשלב הזה: {why}</translation>
    </message>
    <message>
        <source>the position stored in it does not match its moves (the file was changed or damaged)</source>
        <translation>המצב השמור בו אינו תואם את המהלכים (הקובץ שונה או נפגם)</translation>
    </message>
    <message>
        <source>this game cannot be saved: {why}</source>
        <translation>אי אפשר לשמור את המשחק הזה: {why}</translation>
    </message>
    <message>
        <source>it could not be read back ({why})</source>
        <translation>לא ניתן היה לקרוא אותו בחזרה ({why})</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>לא ניתן לפתוח את {file}: {reason}</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>הקובץ לא קיים</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>זו תיקייה, לא קובץ</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>זה לא קובץ רגיל</translation>
    </message>
    <message>
        <source>there is no permission to read it</source>
        <translation>אין הרשאה לקרוא אותו</translation>
    </message>
    <message>
        <source>it could not be read ({why})</source>
        <translation>לא ניתן היה לקרוא אותו ({why})</translation>
    </message>
    <message>
        <source>its game settings are not valid ({why})</source>
        <translation>הגדרות המשחק בו אינן תקינות ({why})</translation>
    </message>
    <message>
        <source>the file is cut short: its data ends too early</source>
        <translation>הקובץ קטוע: הנתונים בו נגמרים מוקדם מדי</translation>
    </message>
    <message>
        <source>it is not a tilegames save: its text is not JSON data (line {line}, column {column})</source>
        <translation>זה לא קובץ שמירה של tilegames: הטקסט בו אינו JSON (שורה {line}, עמודה {column})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>הקובץ ריק</translation>
    </message>
    <message>
        <source>its data is nested too deeply</source>
        <translation>הנתונים בו מקוננים לעומק רב מדי</translation>
    </message>
    <message>
        <source>it holds a list or text that is far too long</source>
        <translation>יש בו רשימה או טקסט ארוכים מדי</translation>
    </message>
    <message>
        <source>it holds a number that is far too large</source>
        <translation>יש בו מספר גדול מדי</translation>
    </message>
    <message>
        <source>it holds a value that is not a number ({value})</source>
        <translation>יש בו ערך שאינו מספר ({value})</translation>
    </message>
    <message>
        <source>the name {key} appears twice in one place</source>
        <translation>השם {key} מופיע פעמיים באותו מקום</translation>
    </message>
    <message>
        <source>its extra data is not valid ({why})</source>
        <translation>הנתונים הנוספים בו אינם תקינים ({why})</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}). It was kept as {kept}, and the statistics start afresh.</source>
        <translation>לא ניתן היה לקרוא את קובץ הסטטיסטיקה {file} ({why}). הוא נשמר בשם {kept}, והסטטיסטיקה מתחילה מחדש.</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({why}); statistics are not saved until it can be.</source>
        <translation>לא ניתן היה לקרוא את קובץ הסטטיסטיקה {file} ({why}); הסטטיסטיקה לא תישמר עד שיהיה אפשר לקרוא אותו.</translation>
    </message>
    <message>
        <source>The statistics could not be saved in {file} ({why}).</source>
        <translation>לא ניתן היה לשמור את הסטטיסטיקה ב־{file} ({why}).</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}). It was kept as {kept}, and your puzzle progress starts afresh.</source>
        <translation>לא ניתן היה לקרוא את קובץ ההתקדמות בחידות {file} ({why}). הוא נשמר בשם {kept}, וההתקדמות שלך בחידות מתחילה מחדש.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} held entries that could not be read ({count} in all). It was kept as {kept}; the rest of your puzzle progress is kept.</source>
        <translation>קובץ ההתקדמות בחידות {file} הכיל רשומות שלא ניתן היה לקרוא ({count} בסך הכול). הוא נשמר בשם {kept}; שאר ההתקדמות שלך בחידות נשמרת.</translation>
    </message>
    <message>
        <source>The puzzle progress file {file} could not be read ({why}); puzzle progress is not saved until it can be.</source>
        <translation>לא ניתן היה לקרוא את קובץ ההתקדמות בחידות {file} ({why}); ההתקדמות בחידות לא תישמר עד שיהיה אפשר.</translation>
    </message>
    <message>
        <source>Your puzzle progress could not be saved in {file} ({why}); it is kept while the program runs and saved with the next puzzle solved.</source>
        <translation>לא ניתן היה לשמור את ההתקדמות שלך בחידות בקובץ {file} ({why}); היא נשמרת כל עוד התוכנה פועלת ותישמר עם החידה הבאה שתיפתר.</translation>
    </message>
    <message>
        <source>it was written by a newer version of tilegames</source>
        <translation>הוא נכתב בגרסה חדשה יותר של tilegames</translation>
    </message>
    <message>
        <source>it holds no puzzle progress</source>
        <translation>אין בו התקדמות בחידות</translation>
    </message>
    <message>
        <source>it holds no statistics</source>
        <translation>אין בו סטטיסטיקה</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>הוא גדול מדי</translation>
    </message>
    <message>
        <source>a board needs a name</source>
        <translation>ללוח צריך להיות שם</translation>
    </message>
    <message>
        <source>the name is too long (at most {limit} characters)</source>
        <translation>השם ארוך מדי (לכל היותר {limit} תווים)</translation>
    </message>
    <message>
        <source>there is already a board called {name}</source>
        <translation>כבר יש לוח בשם &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>there is no board called {name}</source>
        <translation>אין לוח בשם &quot;{name}&quot;</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>הקובץ אינו טקסט</translation>
    </message>
    <message>
        <source>the file is too large for a board</source>
        <translation>הקובץ גדול מדי בשביל לוח</translation>
    </message>
    <message>
        <source>it holds no valid board: {why}</source>
        <translation>אין בו לוח תקין: {why}</translation>
    </message>
    <message>
        <source>the file cannot be read: {why}</source>
        <translation>אי אפשר לקרוא את הקובץ: {why}</translation>
    </message>
    <message>
        <source>{file} could not be locked against another copy of tilegames ({why}), so it was written without waiting.</source>
        <translation>לא ניתן היה לנעול את {file} מפני עותק אחר של tilegames ({why}), ולכן הקובץ נכתב בלי להמתין.</translation>
    </message>
    <message>
        <source>another copy of tilegames kept it busy for {seconds} seconds</source>
        <translation>עותק אחר של tilegames החזיק אותו תפוס במשך {seconds} שניות</translation>
    </message>
</context>
</TS>
