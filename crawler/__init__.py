"""Distributed news crawler: Scrapy workers sharing a Redis frontier."""
