"""Continuous discovery: hubs (feeds, sitemaps, pages) revisited on a schedule, and the articles they list."""
