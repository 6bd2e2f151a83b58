"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-ninth held-out set (five whole sites on
JavaScript frameworks other than Next.js: Nuxt, SvelteKit, Astro, Remix and Angular Universal).

Run from anywhere: `python tests/corpus/holdout79/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from costanera import Costanera  # noqa: E402
from dijkpost import Dijkpost  # noqa: E402
from dispatch import Dispatch  # noqa: E402
from sitebuild import write_set  # noqa: E402
from southcoast import SouthCoast  # noqa: E402
from weserblick import Weserblick  # noqa: E402

SITES = [Costanera, Weserblick, Dijkpost, Dispatch, SouthCoast]

if __name__ == "__main__":
    write_set(HERE, SITES)
