"""Downloader middlewares, one concern per module."""
