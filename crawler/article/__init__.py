"""Article recognition and extraction on pages the crawler has never seen.

`crawler.extraction.extract()` ties these modules together: `jsonld` (lenient structured data), `signals`
(what the page says about itself), `classify` (is it an article, and why), `dates`, `authors`, `titles`,
`language` (metadata a data team can trust), `jsstate` (articles inside framework state blobs) and, for the
text, `textstats` (measures for the classifier), `cleanup`, `boilerplate`, `headings` and `closing` (what is
dropped from trafilatura's text).
"""
