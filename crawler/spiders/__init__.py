"""Spiders of the news crawler."""
