"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-seventh held-out set (five whole sites:
diaspora, exile and minority-language media, three of them on legacy encodings).

Run from anywhere: `python tests/corpus/holdout67/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from sitebuild import write_set  # noqa: E402
from tiengvong import TiengVong  # noqa: E402
from veter import Veter  # noqa: E402
from vezha import Vezha  # noqa: E402
from zemlyak import Zemlyak  # noqa: E402
from zhumiao import Zhumiao  # noqa: E402

SITES = [Veter, Vezha, Zemlyak, Zhumiao, TiengVong]

if __name__ == "__main__":
    write_set(HERE, SITES)
