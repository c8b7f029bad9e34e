; Inno Setup 6 script: packaging/out/dist/tilegames -> packaging/out/tilegames-setup-<version>.exe
; Run by packaging/build.py on Windows (ISCC on PATH). Installs per user, no admin rights needed.
#define AppVersion GetVersionNumbersString(AddBackslash(SourcePath) + "..\out\dist\tilegames\tilegames.exe")

[Setup]
AppId={{6F1B7C1E-3C5A-4B0E-9D7A-7A1E2C9B4D10}
AppName=tilegames
AppVersion={#AppVersion}
AppPublisher=tilegames
DefaultDirName={autopf}\tilegames
DefaultGroupName=tilegames
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\out
OutputBaseFilename=tilegames-setup
SetupIconFile=..\out\tilegames.ico
UninstallDisplayIcon={app}\tilegames.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "hebrew"; MessagesFile: "compiler:Languages\Hebrew.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\out\dist\tilegames\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tilegames"; Filename: "{app}\tilegames.exe"
Name: "{group}\{cm:UninstallProgram,tilegames}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\tilegames"; Filename: "{app}\tilegames.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\tilegames.exe"; Description: "{cm:LaunchProgram,tilegames}"; Flags: nowait postinstall skipifsilent
