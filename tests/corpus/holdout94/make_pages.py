"""Write pages/, labels.json, sites.json and linkmap.json of the ninety-fourth held-out set (five whole sites: East
Africa, the Horn and the Great Lakes).

Run from anywhere: `python tests/corpus/holdout94/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from codkaxamar import CodkaXamar  # noqa: E402
from eddoboozi import Eddoboozi  # noqa: E402
from ifaoromiyaa import IfaOromiyaa  # noqa: E402
from inkurunyayo import InkuruNyayo  # noqa: E402
from mekellelomi import MekelleLomi  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [CodkaXamar, InkuruNyayo, Eddoboozi, IfaOromiyaa, MekelleLomi]

if __name__ == "__main__":
    write_set(HERE, SITES)
