"""tilegames: LSD, Kulami and Qwirkle for a desktop, for players at one computer."""

__version__ = "0.1.0"
APP_NAME = "tilegames"
