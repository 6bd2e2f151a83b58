"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-eighth held-out set (five whole sites whose
dates are printed in other calendars and eras: Thai, Nepali, Japanese, Taiwanese and Ethiopian).

Run from anywhere: `python tests/corpus/holdout78/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from burapha import Burapha  # noqa: E402
from entoto import Entoto  # noqa: E402
from nanying import Nanying  # noqa: E402
from pahad import Pahad  # noqa: E402
from shiomisaki import Shiomisaki  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Burapha, Pahad, Shiomisaki, Nanying, Entoto]

if __name__ == "__main__":
    write_set(HERE, SITES)
