"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-fifth held-out set (five whole sites:
international broadcasters' language services).

Run from anywhere: `python tests/corpus/holdout85/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from hanbit import Hanbit  # noqa: E402
from meridian import Meridian  # noqa: E402
from nordwelle import Nordwelle  # noqa: E402
from radiomonde import RadioMonde  # noqa: E402
from sitebuild import write_set  # noqa: E402
from voc import VoiceOfColumbia  # noqa: E402

SITES = [Nordwelle, RadioMonde, VoiceOfColumbia, Meridian, Hanbit]

if __name__ == "__main__":
    write_set(HERE, SITES)
