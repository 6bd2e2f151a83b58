"""Scrapy commands of this project (COMMANDS_MODULE): `scrapy frontier ...` and `scrapy control ...`."""
