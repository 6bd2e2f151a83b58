"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-fourth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout24/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from lutece import Lutece  # noqa: E402
from nadwislanski import Nadwislanski  # noqa: E402
from polderjournaal import Polder  # noqa: E402
from rundblick import Rundblick  # noqa: E402
from severnaya import Severnaya  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Lutece, Rundblick, Polder, Nadwislanski, Severnaya]

if __name__ == "__main__":
    write_set(HERE, SITES)
