; Inno Setup 6: packaging/out/dist/tilegames -> packaging/out/tilegames-<version>-windows-x64-setup.exe
; Run by packaging/build.py on Windows, which passes the version and, when signing is configured
; (TILEGAMES_SIGN_COMMAND), a sign tool that runs packaging/sign.py on the setup and the uninstaller:
;   ISCC /DAppVersion=0.1.0 /DNumericVersion=0.1.0.0 [/DSign "/Ssigntool=python sign.py $f"] tilegames.iss
; Per-user install without admin rights (Program Files only when the user picks it), Start-menu
; entry, optional desktop icon, .tilegames files open with the program, texts in en/nl/de/he.
; Uninstalling keeps the player's saved games and settings unless the player asks to remove them.
; An upgrade first removes the old version's _internal folder, so no library of it stays behind.
#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=0.1.0 /DNumericVersion=0.1.0.0 (build.py does)
#endif
#ifndef NumericVersion
  #define NumericVersion AppVersion
#endif
#define AppExe "tilegames.exe"
#define SaveProgId "tilegames.SavedGame"

[Setup]
AppId={{6F1B7C1E-3C5A-4B0E-9D7A-7A1E2C9B4D10}
AppName=tilegames
AppVersion={#AppVersion}
AppVerName=tilegames {#AppVersion}
AppPublisher=tilegames
VersionInfoVersion={#NumericVersion}
VersionInfoProductName=tilegames
VersionInfoDescription=tilegames {#AppVersion} setup
DefaultDirName={autopf}\tilegames
DefaultGroupName=tilegames
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
OutputDir=..\out
OutputBaseFilename=tilegames-{#AppVersion}-windows-x64-setup
SetupIconFile=..\out\tilegames.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=tilegames
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
MinVersion=10.0
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
#ifdef Sign
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "hebrew"; MessagesFile: "compiler:Languages\Hebrew.isl"

[CustomMessages]
english.SavedGame=tilegames saved game
dutch.SavedGame=Opgeslagen tilegames-spel
german.SavedGame=Gespeichertes tilegames-Spiel
hebrew.SavedGame=משחק שמור של tilegames
english.AppComment=LSD, Kulami and Qwirkle for players at one computer, or against the computer
dutch.AppComment=LSD, Kulami en Qwirkle voor spelers aan één computer, of tegen de computer
german.AppComment=LSD, Kulami und Qwirkle für Spieler an einem Computer, oder gegen den Computer
hebrew.AppComment=LSD, קולאמי וקווירקל לשחקנים במחשב אחד, או נגד המחשב
english.RemoveSaves=Also delete your saved games and settings?%n%nChoose No to keep them for a later installation.
dutch.RemoveSaves=Ook je opgeslagen spellen en instellingen verwijderen?%n%nKies Nee om ze te bewaren voor een latere installatie.
german.RemoveSaves=Auch deine gespeicherten Spiele und Einstellungen löschen?%n%nWähle Nein, um sie für eine spätere Installation zu behalten.
hebrew.RemoveSaves=למחוק גם את המשחקים השמורים וההגדרות שלך?%n%nבחרו "לא" כדי לשמור אותם להתקנה מאוחרת יותר.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\out\dist\tilegames\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tilegames"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{group}\{cm:UninstallProgram,tilegames}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\tilegames"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Registry]
; .tilegames -> tilegames.SavedGame -> "tilegames.exe" "<file>" (HKA: the user's own classes in a
; per-user install, the machine's in an all-users one). Removed again on uninstall.
Root: HKA; Subkey: "Software\Classes\.tilegames"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.tilegames\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:SavedGame}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".tilegames"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,tilegames}"; Flags: nowait postinstall skipifsilent

[Code]
(* The player's files (tilegames.storage.paths: platformdirs' folder for "tilegames", the same
   for settings and saves on Windows) live outside the program's folder, so uninstalling the
   program leaves them. Only when the player says Yes are they deleted; a silent uninstall
   keeps them. *)
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  UserFiles: String;
begin
  if CurUninstallStep = usPostUninstall then
  begin
    UserFiles := ExpandConstant('{localappdata}\tilegames');
    if DirExists(UserFiles) and not UninstallSilent() then
      if MsgBox(CustomMessage('RemoveSaves'), mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES then
        DelTree(UserFiles, True, True, True);
  end;
end;
