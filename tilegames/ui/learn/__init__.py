"""Learn to play: a guided first game per game (``registry.make_lesson_screen``), its bubble and
marks over the board (``bubble``), the guide that follows the lesson (``guide``) and the
explaining texts (``texts``). The lessons themselves are data: ``resources/learn/<game>.json``,
read by ``tilegames.controller.lesson``."""
