"""Scrapy commands of this project (COMMANDS_MODULE): `scrapy frontier ...`, `scrapy control ...`, `scrapy rawpage`."""
