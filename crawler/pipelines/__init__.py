"""Item pipelines: validation, raw pages in S3 (`rawstore`), articles in MongoDB (`mongodb`).

`ITEM_PIPELINES` is built from `STORAGE_PIPELINES` in `crawler.settings`; see docs/storage.md.
"""
