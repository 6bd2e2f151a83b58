"""Benchmarks (run on demand, not part of the test suite)."""
