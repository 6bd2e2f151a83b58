"""Scrapy extensions: stats export, heartbeats, control channel, metrics."""
