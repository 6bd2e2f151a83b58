"""Deterministic fake news websites (generator + stdlib HTTP server) for demos and end-to-end tests."""
