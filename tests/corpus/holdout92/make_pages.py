"""Write pages/, labels.json, sites.json and linkmap.json of the ninety-second held-out set (five whole sites: the
Baltic states and their Russian-language press).

Run from anywhere: `python tests/corpus/holdout92/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ezerzeme import Ezerzeme  # noqa: E402
from hommikuleht import Hommikuleht  # noqa: E402
from sitebuild import write_set  # noqa: E402
from straume import Straume  # noqa: E402
from vestnik import Vestnik  # noqa: E402
from vetrunge import Vetrunge  # noqa: E402

SITES = [Hommikuleht, Straume, Vetrunge, Vestnik, Ezerzeme]

if __name__ == "__main__":
    write_set(HERE, SITES)
