"""Item pipelines: validation, raw pages in S3 (`rawstore`), articles in MongoDB (`mongodb`).

`ITEM_PIPELINES` is built from `STORAGE_PIPELINES` by the add-on in `crawler.addon`; see docs/storage.md.
"""
