"""Spiders used only by tests."""
