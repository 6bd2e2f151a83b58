"""Build shim for `scrapyd-deploy`, which runs `python setup.py bdist_egg`; everything is in pyproject.toml.

Without this file scrapyd-deploy would write its own setup.py here, packaging every folder (tests, bench)
under the name "project" and without the package data (Lua scripts) the workers need.
"""

from setuptools import setup

setup()
