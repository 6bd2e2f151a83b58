"""The shared frontier: start URLs, URL canonicalization, scheduling and de-duplication in Redis."""
