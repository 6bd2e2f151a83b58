"""The embedded local stack: `python -m crawler.devstack up|down|status|env`."""
