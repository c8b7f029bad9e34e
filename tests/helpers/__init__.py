"""Helpers the tests share (no tests here): fakes, screens driven as a person does, adapters.

Each module's docstring says what it holds. Fixtures live in the conftest.py files; a test module
never imports another test module (tests/test_layout_of_tests.py).
"""
