"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-third held-out set (five whole sites:
regional and minority languages of Europe — Basque, Welsh, Galician, Luxembourgish, Maltese).

Run from anywhere: `python tests/corpus/holdout73/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from eido import Eido  # noqa: E402
from haut import Haut  # noqa: E402
from ibaialde import Ibaialde  # noqa: E402
from irdum import Irdum  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tonfedd import Tonfedd  # noqa: E402

SITES = [Ibaialde, Tonfedd, Eido, Haut, Irdum]

if __name__ == "__main__":
    write_set(HERE, SITES)
