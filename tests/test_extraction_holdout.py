# ruff: noqa: RUF001, RUF003
"""The held-out pages (tests/corpus/holdout/ to holdout7/, each written apart from the classifier): every
article taken with its title, authors and date, every non-article left out, body text at least as good as
trafilatura alone."""

from __future__ import annotations

from typing import Any

import pytest

from bench.bench_extraction import HOLDOUT, corpus_pages, holdout_pages, norm, prf, run_crawler, run_trafilatura
from crawler.extraction import ExtractOptions, extract

PAGES = list(holdout_pages())
SECOND = list(corpus_pages(HOLDOUT.parent / "holdout2"))
THIRD = list(corpus_pages(HOLDOUT.parent / "holdout3"))
FOURTH = list(corpus_pages(HOLDOUT.parent / "holdout4"))
FIFTH = list(corpus_pages(HOLDOUT.parent / "holdout5"))
SIXTH = list(corpus_pages(HOLDOUT.parent / "holdout6"))
SEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout7"))
EIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout8"))
NINTH = list(corpus_pages(HOLDOUT.parent / "holdout9"))
TENTH = list(corpus_pages(HOLDOUT.parent / "holdout10"))
ELEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout11"))
TWELFTH = list(corpus_pages(HOLDOUT.parent / "holdout12"))
THIRTEENTH = list(corpus_pages(HOLDOUT.parent / "holdout13"))
FOURTEENTH = list(corpus_pages(HOLDOUT.parent / "holdout14"))
FIFTEENTH = list(corpus_pages(HOLDOUT.parent / "holdout15"))
SIXTEENTH = list(corpus_pages(HOLDOUT.parent / "holdout16"))
SEVENTEENTH = list(corpus_pages(HOLDOUT.parent / "holdout17"))
EIGHTEENTH = list(corpus_pages(HOLDOUT.parent / "holdout18"))
NINETEENTH = list(corpus_pages(HOLDOUT.parent / "holdout19"))
TWENTIETH = list(corpus_pages(HOLDOUT.parent / "holdout20"))
TWENTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout21"))
TWENTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout22"))
TWENTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout23"))
TWENTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout24"))
TWENTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout25"))
TWENTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout26"))
TWENTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout27"))
TWENTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout28"))
TWENTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout29"))
THIRTIETH = list(corpus_pages(HOLDOUT.parent / "holdout30"))
THIRTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout31"))
THIRTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout32"))
THIRTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout33"))
THIRTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout34"))
THIRTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout35"))
THIRTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout36"))
THIRTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout37"))
THIRTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout38"))
THIRTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout39"))
FORTIETH = list(corpus_pages(HOLDOUT.parent / "holdout40"))
FORTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout41"))
FORTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout42"))
FORTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout43"))
FORTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout44"))
FORTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout45"))
FORTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout46"))
FORTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout47"))
FORTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout48"))
FORTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout49"))
FIFTIETH = list(corpus_pages(HOLDOUT.parent / "holdout50"))
FIFTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout51"))
FIFTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout52"))
FIFTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout53"))
FIFTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout54"))
FIFTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout55"))
FIFTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout56"))
FIFTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout57"))
FIFTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout58"))
FIFTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout59"))
SIXTIETH = list(corpus_pages(HOLDOUT.parent / "holdout60"))
SIXTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout61"))
SIXTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout62"))
SIXTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout63"))
SIXTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout64"))
SIXTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout65"))
SIXTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout66"))
SIXTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout67"))
SIXTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout68"))
SIXTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout69"))
SEVENTIETH = list(corpus_pages(HOLDOUT.parent / "holdout70"))
SEVENTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout71"))
SEVENTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout72"))
SEVENTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout73"))
SEVENTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout74"))
SEVENTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout75"))
SEVENTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout76"))
SEVENTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout77"))
SEVENTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout78"))
SEVENTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout79"))
EIGHTIETH = list(corpus_pages(HOLDOUT.parent / "holdout80"))
EIGHTYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout81"))
EIGHTYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout82"))
EIGHTYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout83"))
EIGHTYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout84"))
EIGHTYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout85"))
EIGHTYSIXTH = list(corpus_pages(HOLDOUT.parent / "holdout86"))
EIGHTYSEVENTH = list(corpus_pages(HOLDOUT.parent / "holdout87"))
EIGHTYEIGHTH = list(corpus_pages(HOLDOUT.parent / "holdout88"))
EIGHTYNINTH = list(corpus_pages(HOLDOUT.parent / "holdout89"))
NINETIETH = list(corpus_pages(HOLDOUT.parent / "holdout90"))
NINETYFIRST = list(corpus_pages(HOLDOUT.parent / "holdout91"))
NINETYSECOND = list(corpus_pages(HOLDOUT.parent / "holdout92"))
NINETYTHIRD = list(corpus_pages(HOLDOUT.parent / "holdout93"))
NINETYFOURTH = list(corpus_pages(HOLDOUT.parent / "holdout94"))
NINETYFIFTH = list(corpus_pages(HOLDOUT.parent / "holdout95"))
# What the second round still gets wrong (README, extraction benchmark); the page is still checked for
# being taken, by the classification tests above and the F1 test below.
KNOWN = {
    # tables are kept in the text (ExtractOptions.include_tables); the labels' body leaves them out
    "markets-wrap.html": "index table kept in the body",
}
# What the fourth round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN4 = {
    # a policy either way (holdout26 labels its sponsored post a non-article): skipped unless EXTRACT_KEEP_SPONSORED
    "sponsored-content.html": "advertorial-advertisercontentarticle: skipped as sponsored",
}
# What the fifth round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN5: dict[str, str] = {}

# What the sixth round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN6 = {
    # classification: non-articles taken (declared_article: a template's declaration and date, with a byline
    # or a story URL, or, the transcripts index, one listing signal short of two)
    "en-live-page-no-updates.html": "a signed live page at a dated URL with no updates yet",
    "en-nominate-form-bylined.html": "a bylined nomination call over a three-field form",
    # non-articles left out, but a browser rendering is asked for (extraction.py _looks_scripted): a short page
    # on the story template with scripts, no AMP, no sign-up form in its content
    "en-interactive-map.html": "an interactive map's shell asks for rendering",
}

# What the seventh round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN7 = {
    # classification: articles dropped
    # classification: non-articles taken (declared_article)
    "newsletter-landing.html": "a newsletter sign-up page's short text on the story template asks for rendering",
    # body
    "cricket-result-scorecard.html": "the scorecard is kept in the body (F1 0.67)",
    "liveblog-with-updates.html": "the live blog's entry times are kept in the body (F1 0.84)",
}

# What the eighth round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN8 = {
    # body
    "bl-explainer.html": "the numbered <h2> points of an explainer are left out (F1 0.84)",
}


# What the ninth round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN9 = {
    # body: tables are kept in the text (ExtractOptions.include_tables); the labels leave them out
    "hvc-derby.html": "the results and standings tables under a match report are kept in the body (F1 0.79)",
    "fdl-classico.html": "the round's results table is kept in the body (F1 0.85)",
    # body: a subscriber post's dek and a photo story's long captions are kept
    "ltn-paywalled.html": "the post's subtitle is kept as its first line (F1 0.88)",
    "dbw-photos.html": "a two-sentence photo story keeps its long captions: they are most of its text (F1 0.48)",
    # non-articles left out, but a browser rendering is asked for: short Next.js pages whose root holds no
    # paragraphs of their own (a section, a live shell, a soft 404), and a podcast episode's player page
    "fdl-aovivo.html": "a Next.js live page with no entries yet asks for rendering (a browser may add them)",
    "ltn-podcast.html": "a podcast episode's player page on the post template asks for rendering",
}


# What the tenth round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN10 = {
    # metadata: an article taken (signed_story) without its date
    "zv-fair.html": "a Bitrix story dated only by a weekday, day and month in its text (no year): no date",
    # classification: non-articles taken, or asking for a browser
    "rc-candidates.html": "candidate profiles in a Blox article asset, NewsArticle on the template",
    # body
}
# What the eleventh round still gets wrong (README, extraction benchmark), strict: a fix must remove the entry.
KNOWN11 = {
    # classification: articles dropped
    "kw-mayor.html": "a Q&A dated only by a weekday, day and month (no year): taken (its 'Rozmawiał' credit), no date",
    "kw-snow.html": "a photo story of one sentence: taken, its captions stay in the text (F1 0.52)",
    "hb-snow.html": "a table-layout photo brief: trafilatura takes the whole page, read as labelled entries",
    # metadata and body
    "kw-derby.html": "a Joomla story dated only in its text without a year: no date (the year-only guess is refused)",
    # non-articles asking for a browser
}
# What the twelfth round still gets wrong, strict. The four lying-template pages are refused in a crawl, where
# the site-template marks of the pages linking to them reach them (bench/results/extraction-crawl-holdout12.json).
KNOWN12 = {
    # classification, page by page: non-articles taken (declared_article: NewsArticle and a fixed date everywhere)
    "nt-skribent.html": "a writer's bio page on a lying template (refused in crawl mode by site-template evidence)",
    "nt-prenumerera.html": "a subscription offer on a lying template (refused in crawl mode)",
    "kr-show.html": "a radio show's page with its episode list on a lying template (refused in crawl mode)",
    "kr-events.html": "an events calendar on a lying template (refused in crawl mode)",
    # a photo story, taken and dated by its closing issue line since session 28
    # metadata and body
    "ks-neo.html": "two authors signed under the story ('... και ...'): only the first is read",
    "sh-ttxvn.html": "a Vietnamese agency brief whose credit line stays in the body (F1 0.73)",
    "sh-anh.html": "a photo story: its captions are most of its text (F1 0.61)",
}

# What the thirteenth round still gets wrong, strict. The lying-template pages are refused in a crawl
# (bench/results/extraction-crawl-holdout13.json).
KNOWN13 = {
    # classification, page by page: non-articles taken
    "pna-tema.html": "a topic page on a lying template (refused in crawl mode)",
    "pna-ispravke.html": "a corrections policy on a lying template (refused in crawl mode)",
    "sl-opravy.html": "a corrections policy on a lying layout (refused in crawl mode)",
    # a non-article asking for a browser
    "sl-kultura.html": "an Inertia app's section of two teasers on a lying layout: its page props and the "
    "declared article ask for a browser",
    # photo stories, taken since the photo-story rule: their captions or chrome lines outweigh a sentence
    "kz-foto.html": "a DataLife Engine photo story of two sentences: the text keeps its info line, its photo "
    "credit and the comment prompt (F1 0.53)",
    "ks-talv.html": "a one-sentence photo essay: the text keeps its photo credit and 'comments are off' (F1 0.67)",
    # metadata and body
    "kz-qar.html": "a two-sentence brief whose agency credit and publication line stay in the body (F1 0.84)",
    "ks-lambad.html": "a co-author named only over the headline ('ja Jaan Kask'), and a UTC time whose local day "
    "only the relative '2 päeva tagasi' tells",
}

# What the fourteenth round still gets wrong, strict. The Sitecore pages' browser requests are page by page:
# in a crawl the site-template marks set their lying declarations aside.
KNOWN14 = {
    # classification, page by page: non-articles taken (Blogger label pages: BlogPosting items, dated, signed)
    # non-articles asking for a browser
    "lt-autor.html": "a Sitecore author page on a lying template asks for a browser page by page",
    "ov-marketing.html": "a Blogger static page (advertising rates) with little text asks for a browser",
    # (its "03.12.2026." dates, a dot after the year, are read since session 37: its date lines leave its text,
    # and the short rest of a page declared a post asks for a browser)
    "ov-tazni.html": "a Blogger page of death notices, declared a post, with little text asks for a browser",
    # articles dropped
    "dg-sta.html": "a two-sentence agency brief at a plain slug, undeclared (no_prose)",
    "ih-azoka.html": "a one-sentence photo story: taken, its text keeps a caption (F1 0.87)",
    "ov-foto.html": "a Blogger photo story of one sentence under its photos: not taken (text_too_short)",
    # body
    "lt-festivali.html": "a photo story whose captions stay in the text (F1 0.80)",
}

# What the fifteenth round still gets wrong, strict (reasons generated from the page's shape label and what the
# extraction gives): blind first run and the fixes in the README.
KNOWN15 = {
    "lw-brief.html": "mt-entry-brief-agency: dropped (text_too_short)",
    "lw-sajjied.html": "mt-entry-qa: authors [] for ['Rita Zammit']",
    "lw-bini.html": "mt-entry-correction: F1 0.88",
    "kx-s404.html": "portal-soft404-in-story-template: asks for a browser (text_too_short)",
    "kx-foto.html": "portal-photo-story: F1 0.41",
    "cv-novas2.html": "typo3-news-list-page-2: taken (declared_article)",
    "gv-varada.html": "hugo-post-two-authors-comma: authors ['రమేష్ వర్మ'] for ['రమేష్ వర్మ', 'సుజాత రెడ్డి']",
    "gv-cinema_review.html": "hugo-post-review: authors [] for ['లక్ష్మీ ప్రసన్న']",
    "gv-vyasam.html": "hugo-post-opinion-bio: authors [] for ['వెంకట సుబ్బారావు']; F1 0.86",
    "gv-photo.html": "hugo-post-photo-story: authors [] for ['కిరణ్ కుమార్']; F1 0.46",
    "al-jur.html": "medium-post-credit-line-two-authors: authors [] for ['Անի Պետրոսյան', 'Դավիթ Հովհաննիսյան']",
    "al-ayg.html": "medium-post-photo-essay: F1 0.70",
    "al-shuka.html": "medium-post-correction: F1 0.84",
}


# What the sixteenth and seventeenth rounds still get wrong, strict (reasons generated from the page's shape
# label and what the extraction gives): blind first runs and the fixes in the README.
KNOWN16 = {
    "kk-regstel.html": "corrections page at a SPIP article address (article388.html), dated entries: taken",
    "pv-valei.html": "short-sport-brief-with-author: F1 0.82",
    "pv-foto.html": "photo-story-near-midnight: F1 0.52",
    "kv-houseboat.html": "relative-date-only-utc-in-data: date 2026-11-30 for 2026-12-01",
    "sm-river.html": "photo-post: dropped (mostly_list)",
    "sm-ajil.html": "job-ad-as-text-post: taken (article_evidence)",
    "sm-event.html": "event-as-text-post: taken (article_evidence)",
}
KNOWN17 = {
    "vs-uza.html": "agency-brief-uza: dropped (no_prose)",
    "vs-fikr.html": "opinion-signed-at-end: authors [\"Rustam Yo'ldoshev\", 'Iqtisodchi'] for [\"Rustam Yo'ldoshev\"]",
    "st-ce.html": "og-website-date-only-in-irish-byline: authors ['Colm Mac Donncha', 'Dé Luain'] "
    "for ['Colm Mac Donncha']",
    "sm-akp.html": "agency-brief-no-author: F1 0.86",
    "sm-touk.html": "photo-story-little-text: F1 0.33",
    "kp-photo.html": "photo-story: F1 0.76",
}

# The eighteenth round (blind first run 14/37 articles: Grav's body class and accented site name, short signed
# reports, Pashto dates; Discourse topics, news or not, are read as discussions)
KNOWN18 = {
    "bh-bicikli.html": "brief-no-credit: dropped (text_too_short)",
    "rh-brief_mahamarga.html": "brief-agency-credit: authors ['ලේඛකයෝ නිමාලි ද සිල්වා'] for []",
    "ng-anar.html": "photo-story-photographer-author: F1 0.50",
    "ng-brief_bres.html": "brief-one-sentence-no-credit-only-page2: dropped (text_too_short)",
    "zz-biudzetas.html": "posted-by-desk-account-two-authors-ir-signed-at-end: authors [] for "
    "['Rūta Jankauskienė', 'Tomas Petrauskas']",
    "zz-ligonine.html": "published-0040-local-og-previous-utc-day: date 2026-11-30 for 2026-12-01",
    "zz-brief_kelias.html": "brief-agency-credit-desk-account: dropped (sectioned_unsigned)",
    "zz-nuotraukos.html": "photo-story-photographer-author: F1 0.50",
    "zz-krepsinis.html": "sport-only-page2-tag-search: F1 0.77",
    "pk-tantar.html": "staff-first-post-two-authors-hnint-credit-line-replies-below: dropped (listing_page)",
    "pk-zay.html": "posted-0035-myanmar-time-previous-utc-day: dropped (declared_non_article)",
    "pk-brief_ye.html": "brief-agency-credit-posted-by-paper-account: dropped (text_too_short)",
    "pk-brief_mee.html": "brief-one-sentence-no-credit-staff-poster: dropped (text_too_short)",
    "pk-ponmyin.html": "photo-story-photographer-poster: dropped (text_too_short)",
    "pk-interview.html": "qa-interview: dropped (declared_non_article)",
    "pk-amyin.html": "opinion-signed-at-end-posted-by-paper-account: dropped (listing_page)",
    "pk-bawlone.html": "sport-only-page2-search-profile: dropped (text_too_short)",
}

# The nineteenth round (blind first run 23/38 articles: Somali, Lao, Yoruba months, names joined by "and" before
# a date; still missed: uncredited one-sentence briefs, signers after their text, a Nuxt 3 payload-only shell)
KNOWN19 = {
    "kn-nayobai.html": "a Nuxt privacy policy of a few lines asks for a browser (text_too_short)",
    "no-ferja.html": "brief-agency-credit-no-author: F1 0.90",
    "no-stutt.html": "brief-no-credit: dropped (text_too_short)",
    "os-aworan.html": "photo-story-little-text: F1 0.46",
    "os-kukuru.html": "brief-no-metadata-no-credit: dropped (text_too_short)",
    "os-ile-iwe.html": "utc-time-previous-day: date 2026-11-19 for 2026-11-20",
    "nk-suroot.html": "photo-story-little-text: dropped (text_too_short)",
    "nk-kyska.html": "brief-no-credit: dropped (text_too_short)",
    "kn-sampat.html": "interview-qa: authors [] for ['ວິໄລພອນ ສຸລິຍະ']",
    "kn-houp.html": "photo-story-little-text: authors [] for ['ສີສະຫວາດ ໄຊຍະວົງ']; F1 0.37",
    "kn-san.html": "brief-no-credit: F1 0.72",
    "kn-rongrian.html": "utc-iso-previous-day: authors [] for ['ສົມພອນ ແກ້ວມະນີ']",
    "ct-sawirro.html": "photo-story-little-text: dropped (no_prose)",
    "ct-war-gaaban.html": "brief-no-credit: dropped (no_prose)",
    "ct-asturnaan.html": "txp-policy: taken (article_evidence)",
}

KNOWN20 = {
    # at a numbered address on a template that says "website" everywhere: taken like a brief there (a review's
    # counter-example, an unsigned brief at /news/...-482913, is a story)
    "tl-photo.html": "nextjs-photo-story-photographer-only: F1 0.42",
    "ot-nota.html": "pelican-brief-agency-credit: F1 0.85",
    "ot-fotos.html": "pelican-photo-essay-og-only-page: F1 0.54",
    "ea-agenda.html": "remix-event-long-description: taken (long_text)",
    "ea-breve.html": "remix-brief-no-credit: F1 0.81",
    "ea-photos.html": "remix-photo-story: F1 0.75",
}
KNOWN21 = {
    "wx-reganmian.html": "writer-only-in-post-author-field: authors [] for ['黄嘉怡']",
    "wx-hanchao.html": "two-sentence-brief-source-credit-no-author: F1 0.79",
    "wx-xue.html": "photo-story-photographer-line: dropped (text_too_short)",
    "wx-pinglun.html": "opinion-signed-at-end-only-on-page2-and-album: authors [] for ['吴立新']",
    "wx-video.html": "wechat-post-video-one-line: asks for a browser",
    "wx-events.html": "wechat-post-event-signup: taken (declared_article)",
    "nu-bus.html": "two-authors-middle-dot-byline-div-updated-next-day: F1 0.84",
    "nu-brief.html": "agency-brief-legacy-euckr-only-on-page2: F1 0.66",
    "nu-photo.html": "photo-story-agency-photographer: F1 0.54",
    "nu-column.html": "opinion-signed-at-end-legacy-euckr-only-press-page-and-search: authors [] for ['강도윤']",
    "nu-short.html": "one-sentence-flash-no-reporter: dropped (labelled_entries)",
    "sd-brief.html": "one-sentence-agency-brief-credit-inline: F1 0.77",
    "sd-brief2.html": "one-sentence-brief-no-credit-only-page2-and-tag: F1 0.81 (the byline line glued to it)",
    "sd-photo.html": "photo-story-photographer-in-byline-field: F1 0.71",
    "sd-interview.html": (
        "qa-legacy-asp-windows-1256-no-heading-element: title 'مقالات الرأي'; authors ['سامي فرج'] for ['سارة منصور']"
    ),
    "sd-column.html": "opinion-writer-only-in-column-header-box-windows-1256: title 'مقالات الرأي'",
    "mk-gallery.html": "amp-carousel-photo-story-photographer: dropped (text_too_short)",
}
KNOWN22 = {
    "cv-opinion.html": (
        "wp-tagdiv-opinion-signed-at-end-yoast-desk-author: authors ['Sentinel Opinion'] for ['Ruth Haldane']"
    ),
    "cv-photos.html": "wp-tagdiv-photo-story-photographer-byline: F1 0.38",
    "he-news.html": "reach-section: taken (long_text)",
    "he-photos.html": "reach-photo-story-photographer: F1 0.56",
    "kl-jobs.html": "jannah-job-ad-as-dated-post: taken (declared_article)",
    "kl-photos.html": "jannah-photo-story-photographer: F1 0.46",
}
KNOWN23 = {
    "cb-cierre.html": "brief-one-sentence-desk: F1 0.65",
    "cb-sismo.html": "brief-two-sentences-agency-credit: F1 0.62",
    "cb-columna.html": "opinion-signed-only-at-end: authors [] for ['Rodrigo Esparza Mena']",
    "cb-beisbol.html": "only-on-page2-and-search-utc-next-day: F1 0.90",
    "km-fotohaber.html": "photo-story-photographer-is-author: authors [] for ['Emre Aydın']; F1 0.72",
}
KNOWN24 = {
    "rb-fotos.html": "mag-photo-story-photographer: F1 0.59",
    "sl-foto.html": "agency-photo-story-photographer: F1 0.57",
}
KNOWN25 = {
    "sh-anh.html": "photo-story-photographer-credit: authors [] for ['Phạm Đức Huy']; F1 0.48",
    "sh-ykien.html": "opinion-signed-at-end: authors [] for ['Trần Quốc Bảo']",
    "kw-photo.html": "photo-story-photographer-only: F1 0.36",
    "kw-rotfai.html": "brief-agency-credit: authors ['ที่มา: สำนักข่าวไทยภาคใต้'] for []; F1 0.62",
    "nf-ab.html": "long-story-solar-hijri-and-gregorian: F1 0.79",
    "nf-zelzele.html": "agency-brief-utc-crosses-day: date 2026-12-01 for 2026-12-02; F1 0.82",
    "nf-goftogu.html": "qa-interview: F1 0.87",
    "nf-yaddasht.html": "opinion-signed-at-end: authors [] for ['کاوه مرادی']; F1 0.74",
    "nf-tahlil.html": (
        "analysis-page2-and-topic-only: authors ['شیرین فرهادی، تحلیلگر محیط زیست'] for ['شیرین فرهادی']; F1 0.83"
    ),
    "nf-ketab.html": "only-from-search-and-page2: F1 0.78",
    "sp-ajali.html": "agency-brief-no-author: F1 0.88",
    "sp-maji.html": "brief-mwandishi-wetu: F1 0.85",
    "sp-picha.html": "photo-story-photographer: F1 0.39",
    "nb-jot.html": "staff-reporter-no-author: authors ['নিজস্ব প্রতিবেদক ঢাকা'] for []",
    "nb-bonna.html": "district-correspondent-no-name-utc-previous-day: authors ['কুমিল্লা'] for []",
    "nb-bazar.html": "two-authors-o: authors ['শাহানা পারভীন', 'তানভীর হাসান ঢাকা'] for ['শাহানা পারভীন', 'তানভীর হাসান']",
    "nb-sakkhatkar.html": "qa-interviewer-author: authors ['সাক্ষাৎকার নিয়েছেন ফারহানা রহমান'] for ['ফারহানা রহমান']",
    "nb-motamot.html": "opinion-signed-at-end: authors [] for ['মাহমুদুল হক']",
}
KNOWN26 = {
    "sm-parade.html": "photo-gallery-captions-are-story-photographer-author: F1 0.88",
    "dv-nurse.html": "press-release-reprint-submitted-no-author: authors ['Winneshiek Medical Center'] for []",
    "il-harbour.html": "press-release-reprint-no-author: authors ['ENDS. Issued'] for []",
}
KNOWN27 = {
    "vc-archivio.html": "joomla-archive-month-with-intros: taken (declared_article)",
    "vc-neve.html": "joomla-photo-story-photographer-author-redazione-byline: authors [] for ['Giorgio Sala']; F1 0.72",
    "fk-eid2.html": "static-opinion-signed-at-end-date-only-in-url: dropped (weak_evidence)",
    "fk-eid3.html": "static-brief-bare-text-in-td-date-only-in-url: F1 0.39",
    "fk-eid1.html": "static-br-br-paragraphs-printed-date-dd-mm: authors ['Μαρίας Αθανασίου'] for ['Μαρία Αθανασίου']",
    "fk-fotos.html": "news-php-photo-story-photographer-author: authors [] for ['Γιάννης Τσολάκης']; F1 0.31",
    "fk-athlitika_story.html": "news-php-sport-date-dd-mm-yyyy-text: authors ['Παύλου Κύρου'] for ['Παύλος Κύρου']",
    "er-fotos.html": "blogger-photo-post-photographer-is-poster: dropped (text_too_short)",
    "er-carta.html": (
        "blogger-guest-post-signed-poster-same-person-late-night: authors ['Maite Arrieta', 'Javier Goñi'] for "
        "['Maite Arrieta']"
    ),
    "vz-diskuse.html": "aspnet-reader-forum-threaded: taken (article_evidence)",
    "vz-mta.html": "aspnet-brief-agency-initials-no-author: F1 0.74",
    "vz-foto.html": "aspnet-photo-gallery-photographer-author: authors [] for ['Radek Kužel']; F1 0.54",
    "vz-rozhovor.html": "aspnet-qa-interviewer-in-closing-line: authors [] for ['Lenka Horáková']; F1 0.86",
    "vz-valmez.html": "aspnet-date-only-in-print-edition-note: date None for 2026-11-29; F1 0.68",
    "nl-library.html": "hugo-brief-no-byline: dropped (text_too_short)",
    "nl-editorial.html": "hugo-editorial-board-no-date-line-date-in-print-note: dropped (weak_evidence)",
    "nl-snow.html": "hugo-photo-essay-photographer-author: F1 0.53",
    "nl-housing.html": "hugo-story-with-updated-note: F1 0.86",
}
KNOWN28 = {
    "cp-fisherton.html": (
        "infinite-scroll-correspondent-dateline: authors ['Martín Quiroga', 'Rosario'] for ['Martín Quiroga']"
    ),
    "cp-dorado.html": "infinite-scroll-photo-story-photographer: F1 0.39",
    "ps-svitlo.html": "brief-agency-few-comments: F1 0.85",
    "ps-kolonka.html": "column-signed-at-end: authors [] for ['Наталія Гребенюк']",
    "ps-snih.html": "photo-story-photographer: authors ['Фото Андрій Ковальчук'] for ['Андрій Ковальчук']; F1 0.41",
    "ltv-livebl.html": "live-blog-newest-first-timestamps-not-body: F1 0.87",
    "ltv-gallery.html": "gallery-ten-captions-intro-is-body-photographer: authors [] for ['Chidi Okafor']; F1 0.24",
}
KNOWN29 = {
    # a labelling call (holdout28 calls a gallery with a two-sentence intro a story): a one-line standfirst over
    # eight captions, declared NewsArticle
    "ldg-gallery.html": "dcr-gallery-captions-only: taken (declared_article)",
    "bbs-live.html": "live-page-posts: F1 0.84",
}
KNOWN30 = {
    # a policy: a release's "About <Company>" paragraph is kept (three labelled sets of four keep it)
    "mnw-credit.html": "wire-appointment-person-in-title: F1 0.88 (About paragraph kept)",
    "vck-bridge.html": "civicplus-newsflash-item-detour-list: F1 0.85 (trafilatura drops the <h2> and <ul>)",
    # thin posts on the post template, flagged for a browser (which costs a render and loses nothing): a rule
    # that read the comments on the page as "rendered already" was withdrawn, as a story built by a script
    # under server-rendered comments would never have been rendered
    "tdl-thread.html": "substack-open-thread-post-url: needs_render",
}
KNOWN31 = {}
KNOWN32 = {
    # its label keeps the honorific (the labelling policy, and holdout46's Arabic labels, leave "د." off the name)
    "aw-column.html": "opinion-column: authors ['سامية الشريف'] for ['د. سامية الشريف']",
    "rs-column.html": "honorific kept by this set's labels: authors ['نعیم اختر'] for ['ڈاکٹر نعیم اختر']",
    # a policy: honorifics are left off ("Dr. Helen Okafor" is Helen Okafor); this set's labeller kept them
    "ip-column.html": "opinion-signed-at-end: authors ['Adewale Ojo'] for ['Dr. Adewale Ojo']",
    "aw-writer.html": "custom-writer: taken (article_evidence: a bio's sentence split at Arabic 'wa' as two names)",
}
KNOWN33 = {
    "vn-cau.html": "two-authors-at-end: authors ['Hoàng Minh'] for ['Hoàng Minh', 'Lan Anh'] (an unlinked co-writer)",
    "hp-ilgili.html": "related-box-inside: authors ['Zeynep Arslan'] for ['Zeynep Arslan', 'Mehmet Kaya']",
    # names joined by a dash are not split (a review: "Real Madrid - Atletico Madrid", "Photo Credit - Getty Images")
    "vn-reuters.html": "compiler-agency-at-end: F1 0.75",
    "vn-phongvan.html": "interview-author-at-end: F1 0.83",
    "vn-gocnhin.html": "opinion-author-top: F1 0.76",
    "wk-infografis.html": "detik-infografis: needs_render",
}


# What the thirty-fourth and thirty-fifth blind sets still get wrong after this session's fixes (measured blind
# first on the session's final rules, then fixed where a general rule was found), strict.
KNOWN34 = {
    "cpb-current.html": "cbc-radio-episode: taken (article_evidence), as holdout20's podcast episode",
    "cpb-ice.html": "correction-note-at-end: F1 0.87",
    "cpb-hydro.html": "french-brief-agency: F1 0.89",
    "rn-quake.html": "agency-kna-utc-previous-day: authors ['KNA Friday', 'December'] for []",
    "st-multimedia.html": "drupal-interactive-shell: needs_render",
}
KNOWN35 = {
    "ctd-chip.html": "agency-credit-no-person: F1 0.89",
    # the Hebrew news desk is read as a person: read as a desk, this numbered-list story is dropped as a list
    "hmv-tips.html": "numbered-list-body-no-author: authors ['מערכת החדשות'] for []",
    "thn-interview.html": "interview-accusative-credit: authors ['Συνέντευξη στον Γιώργο Νικολάου', ...]",
}


# What the crawler still gets wrong on holdout36-41 after this session's fixes (strict). First sight of
# these six blind sets is in bench/results/extraction-{holdout,crawl}-holdoutN-first-run.json.
KNOWN36 = {
    "kxlq-crash.html": "staff-utc-next-day-url-and-stamp: date 2026-12-04 for 2026-12-03",
    "kxlq-levy.html": "reporter-utc-next-day-url-and-stamp: date 2026-12-03 for 2026-12-02",
    "wl-notice.html": "paid-death-notice: taken (declared_article)",
    "wl-blotter.html": "police-blotter-bulleted-ld-organization: dropped (mostly_list)",
    "ccs-recap1.html": "game-recap-box-score-tables-local-time-with-z: F1 0.85",
}
KNOWN37 = {
    "nfk-live.html": "liveblog-entries: F1 0.89",
    "nfk-fyr.html": "feature-no-jsonld-photographer-role: authors [] for ['Solveig Hauge']",
    "kvb-plus1.html": "plus-paywall-lead-two-paragraphs: F1 0.86",
    "kvb-plus2.html": "plus-paywall-data-teaser: F1 0.80",
    "kvb-kronika.html": "column-no-jsonld-relative-date: authors [] for ['Maria Ekholm']",
    "mjt-laeserbrev.html": "reader-letter-byline-with-place: authors ['Birgit Østergaard', 'Hald Ege'] for ['Birgit…",
    "pvl-stt.html": "wire-brief-year-only-in-url: date None for 2026-12-04",
    "pvl-aura.html": "feature-teksti-kuvat-credits: authors ['Teksti', 'Mikko Hakala', 'Kuvat', 'Tiina Rautio'] for…",
    "frl-pistill.html": "column-kicker-no-jsonld: authors [] for ['Sigrún Björk Einarsdóttir']",
    "frl-halka.html": "two-line-brief-no-author-no-jsonld: F1 0.87",
}
KNOWN38 = {
    "mns-gallery.html": "wp-gallery-post-captions-only: asks for a browser",
}
KNOWN39 = {
    "irn-carpet.html": "report-signoff-two-authors: authors ['گزارش از حسین مرادی', 'لیلا جعفری'] for ['حسین مرادی'…",
    "wlz-author.html": "reporter-term: taken (long_text)",
    "wlz-teff.html": "utc-time-element-previous-day: authors [] for ['ሄኖክ አበበ']",
    "wlz-measles.html": "no-gregorian-date-anywhere: authors [] for ['ሄኖክ አበበ']",
    "wlz-rail.html": "byline-bold-first-line-glued-prefix: authors [] for ['ዳዊት መኮንን']",
    "wlz-opinion.html": "opinion-honorific-writer-note: authors [] for ['ተስፋዬ ኃይሌ']",
    "trw-zabe.html": "desk-credit-gmt-previous-day: date 2026-12-03 for 2026-12-04",
    "trw-hira.html": "qa-interview-two-authors-da: authors [] for ['Aisha Sani Yusuf', 'Usman Ibrahim']",
    "tri-necro.html": "obituary-notice-in-article-template: taken (declared_article)",
    "tri-entretien.html": "qa-interview-propos-recueillis: authors [] for ['Aminata Diallo']",
    "tri-conseil.html": "communique-press-release-all-entities: F1 0.73",
}
KNOWN40 = {
    "hmd-villamos.html": "lead-list-western-order-jsonld: authors ['Anna Kovács'] for ['Kovács Anna']; F1 0.89",
    "ztr-galerie.html": "wp-post-photo-gallery: taken (declared_article)",
}
KNOWN41 = {
    "wbc-deals.html": "deals-list: taken (declared_article)",
    "vgz-fire.html": "brief-no-byline: dropped (weak_evidence)",
}
# The forty-second and forty-third rounds (blind first run: 39/40 and 40/40 articles, 4/48 and 2/48 non-articles
# taken; a wire's "Reporting by" sign-off, office credits, GOV.UK-like reference pages, Latin-language desks and
# agencies, a horoscope and a paywall stub declared as stories). Left: a links roundup whose items each carry a
# comment, labelled a post (a list to the classifier), and a minister's speech whose speaker is only in the page's
# "From:" list.
KNOWN42 = {
    "stp-weekly.html": "weekly-links-roundup-meta-date: dropped (mostly_list)",
    "gov-speech.html": "speech-transcript-minister-credited-delivered-day-before: authors [] for ['Helen Marsh']",
}
KNOWN43: dict[str, str] = {}
# The forty-fourth and forty-fifth rounds (blind first run: East and Southeast Asia, syndication and republishing).
# Left: a Vietnamese brief whose lead (its "description" paragraph, which other sets' labels leave out) is labelled
# body. (The legacy Korean page whose reporter is a field of its date line is right now.)
KNOWN44 = {
    "nsv-fire.html": "short-brief-utc-previous-day: F1 0.87",
}
KNOWN45: dict[str, str] = {}
# The forty-sixth and forty-seventh rounds (blind first run: Arabic, Turkish and Hebrew sites; English-language papers
# of Africa and South Asia), built in the session's last hour with short stories. Left: an Arabic column signed only
# in its template's author box, two Turkish briefs' bodies, a letters page the labeller signs with its three writers
# and a cartoon page flagged for a browser. (holdout47's live page, first labelled no article against the live-page
# policy of every set, is labelled an article in its generator now, and taken whole.)
KNOWN46 = {
    "shl-column.html": "opinion-column-no-jsonld: authors [] for ['عائشة المري']",
    "gdm-reserve.html": "aa-credit-org-author: F1 0.89",
    "gdm-fog.html": "short-brief-caps: F1 0.81",
}
KNOWN47 = {
    "mer-letters.html": "letters-page-signed-letters-no-jsonld: authors [] for ['Otieno Ouma', 'Grace Njoki', "
    "'Hassan Abdi'] (the other letters pages' labels sign none of their readers)",
    # (a browser costs a render here, no story is lost; at a story's address a few lines of links are what a
    # script-built story shows too: its menus, "read more" lines)
    "ihd-cartoon.html": "daily-cartoon-image: a picture and two links at a story's address asks for a browser",
}
# The forty-eighth and forty-ninth rounds (blind first run: broadcasters' sites in four languages; magazines,
# reviews and service journalism in English, German and Dutch). Left: two recipes that holdout49 labels articles,
# against the recipe policy of the seven earlier sets that met one (a recipe is a thing's page, not a story).
KNOWN48: dict[str, str] = {}
KNOWN49 = {
    "stp-risotto.html": "recipe-headnote-jsonld-recipe: not taken (thing_page); labelled an article against the "
    "recipe policy of seven sets",
    "stp-chicken.html": "recipe-test-kitchen-credit-utc: not taken (thing_page); labelled an article against the "
    "recipe policy of seven sets",
}
# The fiftieth and fifty-first rounds (blind first run: server-rendered JavaScript frameworks on headless CMSs;
# small publishers on website builders). Left: a Tagalog showbiz gallery whose captions, with the page's chrome,
# pass for a story; a Blogger video post of one line whose blog chrome does too; a
# priest's "P." (Padre) kept in his name; a second writer credited only in the text's own "nina ... at ..." line.
KNOWN50: dict[str, str] = {}
KNOWN51 = {
    "ram-video.html": "blogger-post-video-one-line: taken (declared_article)",
    "tmb-gallery.html": "td-showbiz-gallery-post: taken (declared_article)",
    "ram-adviento.html": "blogger-parish-notice-priest: authors ['P. Julio Chávez'] for ['Julio Chávez']",
    "tmb-jeep.html": "td-tagalog-two-authors-nina-at: authors ['Ramon Villanueva'] for ['Ramon Villanueva', "
    "'Carlo Dimaculangan']",
}
# The fifty-second and fifty-third rounds (blind first run: the Balkans and the Caucasus in their own scripts;
# news agencies, fact-checkers and data desks). Left: a fact-checker's policy page at a story's address and a
# broadcaster's ticker of headlines, taken (its unsigned brief dated only by "Stand:" is taken since session 38).
KNOWN52: dict[str, str] = {}
KNOWN53 = {
    "vrm-method.html": "methodology-policy-article-url: taken (long_text)",
    "tgb-ticker.html": "news-ticker-headlines: taken (long_text)",
}
# The fifty-fourth to fifty-seventh rounds (blind first run: sports desks; business wires and papers; entertainment,
# lifestyle and local service pages; unusual page structure). Their briefs called live pages no articles, against
# the live-page policy of the earlier sets (a live page with written entries is one); those labels were kept as
# built, so the live pages taken are listed here.
KNOWN54 = {
    "ssn-tag.html": "fitt-topic-page: taken (article_evidence)",
    "ae-tempo-real.html": "minute-by-minute live list, no date but the kick-off line: dropped (mostly_list)",
    "pod-abonnes.html": "paywalled-lead-subscribe-box: F1 0.88",
}
KNOWN55 = {
    "hkr-ticker.html": "boerse-live-ticker: a market ticker of one-line items, taken (article_evidence)",
    "mdt-live.html": "liveblog-timestamped-entries: the links and disclaimer under the entries kept, F1 0.79",
    "mdt-close.html": "market-close-updated-first-published: F1 0.87",
    "mdt-ipo.html": "ipo-table-gmp: F1 0.89",
}
KNOWN56 = {
    "dbz-competition.html": "competition-entry: taken (declared_article)",
    "dbz-snow.html": "newsdesk-brief-org-author: F1 0.86",
    "pfl-galeria.html": "famosos-gallery-captions: taken (declared_article)",
    "hbd-listing.html": "real-estate-listing: taken (long_text)",
    "pfl-receta.html": "recipe labelled an article (the policy of seven sets: a recipe is the thing's page): dropped",
    "srd-letters.html": "readers-letters-page: taken (article_evidence)",
    "srd-podcast.html": "podcast-player-shownotes: taken (article_evidence)",
}
KNOWN57 = {
    "cde-tempete.html": "agency-late-night-utc-iso: date 2026-12-04 for 2026-12-05",
    "cde-paquebot.html": "a search title in every declaration, the headline only in the second <h1>: title",
    "cde-edito.html": "a search title in every declaration, the headline only in the second <h1>: title",
}

KNOWN58 = {
    "vtw-walking.html": "news-takeaways-reviewed-updated: the key-takeaways box kept, F1 0.89",
    "vtw-sugar.html": "news-credentialed-writer-takeaways: the key-takeaways box kept, F1 0.89",
    "vtw-recall.html": "news-brief-recall-list: F1 0.89",
    "vtw-guide.html": "evergreen guide, printed only 'Updated on': date 2026-12-01 for the JSON-LD's 2023-10-16",
    "vdi-storm.html": "meteorologist live page: F1 0.88",
}
KNOWN59 = {
    "icr-results.html": "election-results-tables: taken (article_evidence)",
    "icr-letters.html": "letters page labelled with its four signers (the policy: a letters page has no author)",
    "dat-factcheck.html": "fact-check-verdict-box: F1 0.90",
    "agp-comunicato.html": "government-communique-republished-legacy-latin9: F1 0.81",
    "klg-apopsi.html": "Greek genitive byline, no nominative on the page: the genitive",
}
KNOWN60 = {
    "tgl-brief.html": "wp-desk-brief-no-jsonld: F1 0.88",
    "sgk-share.html": "the site's Devanagari name as byline (og:site_name in Latin letters): taken as author",
}
KNOWN61 = {
    "pst-webinar.html": "webinar-registration: taken (long_text)",
    "pst-sponsored.html": "brand-studio post labelled an article: skipped as sponsored (EXTRACT_KEEP_SPONSORED)",
    "btw-anzeige.html": "advertorial labelled an article: skipped as sponsored (EXTRACT_KEEP_SPONSORED)",
    "btw-best.html": "bestenliste-ranking: taken (article_evidence)",
    "mpl-live.html": "live page with no entries yet: not taken, but needs_render (a declared story, scripts, one line)",
    "tfj-press.html": "press release republished: F1 0.74",
}

KNOWN62 = {
    "zwz-interview.html": "medium-interview-bold-questions: F1 0.90 (just under)",
    "zwz-liste.html": "medium-numbered-list-story: F1 0.90 (just under)",
    "amd-utc.html": "email-extra-edition: its three numbered points (a list in an e-mail table) left out, F1 0.72",
    "crg-foto.html": "blogger-photo-only-post: not taken, but a browser is asked for (a declared post with no text)",
}
KNOWN63: dict[str, str] = {}
KNOWN64 = {
    "ibe-soria.html": "the signer on the story's last line under a desk credit on top: no author",
    "yha-deprem.html": "brief-jsonld-utc-previous-day: F1 0.87",
}
KNOWN65: dict[str, str] = {}
# The sixty-sixth to sixty-ninth rounds (blind first run, session 41: Canada, Australia, New Zealand and Ireland;
# diaspora media on legacy encodings; older publishing systems; breaking, developing and long-form story shapes).
KNOWN66 = {
    "sbc-warning.html": "bom-warning-page: taken (long_text; a weather warning's prose under its headline)",
    "sbc-kayak.html": "posted-relative-only-utc-previous-day: date 2026-12-04 for 2026-12-05 (only '2h ago' printed)",
    "prg-kura.html": "te-reo-body-in-english-template-lang-on-article-only: language en for mi",
    "prg-kapiti.html": "prints-only-update-next-day-published-from-jsonld: date 2026-12-05 for 2026-12-04",
}
KNOWN67 = {
    "vtr-bakery.html": "feature-credits-at-foot-text-and-photo: the photographer taken as a second author",
    "vtr-translation.html": "translated-feature: the translator the JSON-LD names, not the original author",
    "vzh-history.html": "dle-history-column-signed-with-patronymic-posted-by-desk: no author",
    "vzh-interview.html": "dle-relative-day ('Сьогодні'): date 2026-12-05 for 2026-12-04 (the page's 'today')",
    "vzh-football.html": "dle-relative-day ('Вчора'): date 2026-12-05 for 2026-12-04",
    "zml-pensions.html": "portal 'Section :: Headline' <title>, no <h1>: title with its section; initials sign-off",
    "zml-desk.html": "portal-story-desk-credit-redaktsiya: not taken (weak_evidence)",
    "zml-doctors.html": "portal 'Section :: Headline' title; two initialled authors not found",
    "zml-festival.html": "portal title with its section",
    "zml-letter.html": "portal title with its section; the reader's patronymic signature not found; F1 0.87",
    "zml-dpa.html": "agency-brief-after-midnight-no-machine-date: not taken (weak_evidence)",
    "zml-column.html": "portal title with its section; the initialled columnist not found",
    "zml-interview.html": "qa-interview-dash-style: not taken (mostly_list)",
    "zmx-oldstreet.html": "a bracketed kicker '【客庄巡禮】' in the headline's title",
    "zmx-language.html": "'文／陳志明 圖／黃淑芬' in one line: the photographer's credit glued to the name",
    "zmx-cna.html": "CNA dateline reporter inside the first paragraph: '來源：中央社' taken",
    "zmx-opinion.html": "forum kicker '論壇／' in the title, '◎' before the name, ROC-era date only: no date",
    "zmx-interview.html": "'【專訪】' kicker in the title; '劉怡君／專訪' taken whole",
    "tvg-flood.html": "two-author byline: only the second author",
}
KNOWN68 = {
    "gzn-budzet.html": "joomla15 story signed at its foot: not taken (labelled_entries)",
    "gzn-lod.html": "joomla15 word-pasted story signed at its foot: no author",
    "csd-linkday.html": "mt4-link-of-the-day-one-bare-paragraph: not taken (no_prose)",
    "csd-guest.html": "mt4 guest post: the editor who posted it, not the guest the editor's note names",
    "vdl-cheias.html": "static page, '12/04/2008' day first: no date",
    "vdl-vaca.html": "a day without its year (the year in the URL): another date",
    "vdl-feiras.html": "static-programme-bullet-lines: not taken (weak_evidence)",
    "vdl-entrevista.html": "static interview under a kicker line: no author",
    "hze-brocken.html": "vBulletin portal byline not found",
    "hze-druck.html": "vBulletin printable version: not taken (weak_evidence)",
    "hze-strom.html": "vBulletin portal: no author; DC.date in UTC the day before",
    "hze-polizei.html": "police press release (ots): the title's second half cut",
    "hze-busse.html": "vBulletin portal 'X und Y' byline not found",
    "hze-kommentar.html": "vBulletin portal comment byline not found",
    "hze-kaiserpfalz.html": "vBulletin portal byline not found",
    "kvb-storm.html": "drupal6-byline-by-staff: F1 0.89 (just under)",
    "kvb-artwalk.html": "drupal6 blog node signed in an italic last line: no author; F1 0.90",
    "kvb-recycling.html": "drupal6-numbered-h3-explainer: F1 0.86",
}
KNOWN69 = {
    "mer-gallery.html": "in-pictures-gallery declared an article: taken",
    "mer-corrections.html": "corrections column declared an article: taken",
    "lsl-mostread.html": "most-read ranked list with deks: taken (long_text)",
    "lsl-watermain.html": "developing story rewritten: every declaration keeps the old headline, the <h1> has the new",
    "kps-author.html": "author page with a long bio: taken (long_text)",
    "kps-plus.html": "paywall teaser: its kicker ('Kicker: Headline', the heading one element) kept in the title",
}
KNOWN70 = {
    "clr-cartoon.html": "cartoon page (an image and its caption) declared an article: taken",
    "clr-letters.html": "letters page: its six letter writers labelled authors; read as readers' signatures, none",
    "cly-tribune.html": "writer named only in the italic bio at the foot: no author",
    "cly-collective.html": "three signatories of a collective tribune in a line over the text: no author",
    "dwi-list.html": "single letter: its label 'List Czytelniczki' read as the author, the signature missed",
    "dip-charge.html": "cartoon page (an image and a caption) asks for a browser",
    "dip-coluna2.html": "columnist named only as the kicker over the headline, site in the JSON-LD author: no author",
    "dip-interina.html": "substitute columnist: the regular columnist's name in the kicker and the byline read",
}
KNOWN71 = {
    "dlj-heating.html": "initialled byline ('А. Нұрланова'): the JSON-LD's full name given",
    "dlj-bread.html": "surname-first byline: the JSON-LD's given-name-first form given",
    "dlj-heating-lat.html": "initialled byline (Latin twin): the JSON-LD's full name given",
    "dlj-bread-lat.html": "surname-first byline (Latin twin): the JSON-LD's given-name-first form given",
    "dlj-school-lat.html": "Kazakh in Latin letters on a page declared en-US: detected as Crimean Tatar",
    "nav-interview.html": "initialled byline: the JSON-LD's full name given",
    "nav-night.html": "surname-first byline: the JSON-LD's given-name-first form given",
    "nav-signed.html": "writer signs at the end, a CMS account and a photographer over the text: no author",
    "tng-snowfall.html": "photographer in the byline slot, the writer signs at the end: the photographer given",
}
KNOWN72 = {
    "vdc-esquelas.html": "death notices list (names, 'Falleció ...', funeral times): taken",
}
KNOWN74 = {
    "hvh-rugby.html": "'LIVE |' kicker in the <h1>'s span kept in the title (the heading's structure differs)",
    "bvk-doodsberig.html": "death notice in a custom post type declared an article: taken",
    "bvk-skedule.html": "load-shedding schedule (a WordPress page, a table) declared an article: taken",
    "bvk-rugby.html": "writer credited in a bold first paragraph under a 'Redaksie' account: no author",
    "bvk-prys.html": "writer credited in a line under the text under a 'Redaksie' account: no author",
    "izw-gallery.html": "Joomla gallery of captions asks for a browser",
    "izw-amatekisi.html": "isiZulu 'NguZanele Khumalo noSibusiso Ndlovu' (by-word and 'and' fused on): no author",
    "lcd-kreol1.html": "Kreol Morisien under lang=fr: detected as French",
    "lcd-kreol2.html": "Kreol Morisien under lang=fr: detected as French",
    "fny-schedule.html": "SPIP timetable article: taken",
    "fny-vary.html": "second author after 'sy' in a SPIP byline with a price table: one author",
    "fny-baolina.html": "initialled surname 'Tiana R.': the dot cut",
    "fny-arch1.html": "'Nosoratan'i <name>' after the date in one line: no author",
    "fny-arch2.html": "'Nosoratan'i <name>' after the date in one line: no author",
}
KNOWN75 = {
    "ecb-ps.html": "correspondent's role in the SPIP author name, a P.S. box: F1 0.85",
    "sgs-bikes.html": "interactive whose whole story is in <noscript>: no author",
    "wxm-flood.html": "XHTML byline with the role on the next line, an update: the UTC day",
    "cdf-video.html": "WordPress video post with an Article graph: taken",
}
KNOWN76 = {
    "npt-housing_iu.html": "Inuktitut twin: the JSON-LD's Latin name given, not the syllabic byline",
    "npt-editorial.html": "a WordPress login as the author of an editorial",
    "kop-tekoha.html": "Guarani under lang=es with a Spanish summary: detected as Spanish",
    "kop-columna.html": "Guarani under lang=es: detected as Spanish",
    "mtg-tonga.html": "zone-less MySQL timestamp in UTC; Tongan detected as Fulah",
    "mtg-fono.html": "Samoan detected as Sotho",
    "mtg-obit.html": "zone-less MySQL timestamp in UTC: the day before",
    "mtg-kava.html": "Tongan detected as Fulah",
    "mtg-archive2.html": "a photo credit's name taken as a second author; Samoan detected as Northern Sotho",
}
KNOWN77 = {
    "n44-patrocinado.html": "advertiser credited as the author of sponsored content",
    "hsd-ap.html": "'編譯' (compiled by) kept before the name",
    "hsd-ad.html": "'... 提供' (provided by) advertiser as an author; the platform's day",
    "sbu-oc.html": "'LA=박지영' city prefixes kept",
    "sbu-qa.html": "'변호사' (lawyer) kept after the name",
    "smw-calendar.html": "community event calendar: taken",
    "smw-obits.html": "obituary notices: taken",
    "smw-didan.html": "'Luật sư' writer credited in the Q&A's disclaimer: no author",
    "vlk-patwone.html": "sponsoring company as the author; F1 0.87",
}
KNOWN78 = {
    "tbp-archive.html": "tis620-archive-two-digit-be-year: authors []",
    "pps-opinion.html": "opinion-bs-month-first-no-jsonld: date 2026-12-05",
    "sms-kyodo.html": "kyodo-wire-jsonld-wire-time: date 2026-12-03",
    "sms-archive.html": "reiwa-gannen-archive-no-jsonld: authors []",
    "sms-feature.html": "series-kicker-photo-credit-jsonld-org: authors []",
    "nyd-cna.html": "agency-dateline-in-first-paragraph: authors []",
}
KNOWN79 = {
    "sct-bushfire.html": "updated-first-published-jsonld-uses-update: date 2026-12-05",
}
KNOWN80 = {
    "lng-editors.html": "editors-note-wordpress-user-the-editors: authors ['Tagged Rivers']",
    "lqc-books.html": "a 'Critique.' kicker kept in the title",
    "lqc-portfolio.html": "photo-essay-long-captions-two-credits: F1 0.26",
    "lqc-brief.html": "a 'Prix littéraire.' kicker kept in the title",
    "apd-ricetta.html": "recipe-jsonld-only-recipe-ingredients-steps: not taken (thing_page)",
    "uts-review.html": "'Test:' in the <h1> dropped from the title as a kicker (the labels keep it)",
    "tlp-issue.html": "ghost-page-issue-toc: taken",
    "tlp-backissues.html": "ghost-page-back-issues-by-year: taken",
    "tlp-photo.html": "photo-essay-captions-as-text-gallery-card: F1 0.34",
    "tlp-notes.html": "newsroom-user-as-author-person-jsonld: authors ['Luis Ortega']",
}
KNOWN81 = {
    "hp-horoszkop.html": "daily-horoscope-12-signs: taken",
    "vsn-kolumna_l.html": "opinion-column-author-photo-tail-latin-twin: authors ['Драган Стојановић']",
    "kmt-brezovica.html": "'FOTO:' typed into the headline kept (the labels drop it)",
}
KNOWN82 = {
    "plt-gallery.html": "wp-post-photo-album: taken",
    "ngt-fire.html": "desk-credit-utc-ld-half-hour-offset: authors ['ငွေတောင် သတင်းဌာန']; date 2026-12-04",
    "ngt-snow.html": "translated-wire-translator-in-ld: authors ['ငွေတောင်']",
    "scp-coffee.html": "news-photo-credit-after-text: authors []",
}
KNOWN83 = {
    "dbn-sentinel.html": "special-to-partner-updated-only-printed: date 2026-12-02",
    "pl-photo.html": "wire-multimedia-photo: taken",
    "pl-earnings.html": "earnings-release-table-safe-harbor: F1 0.89",
    "tit-frio.html": "desk-credit-brief-org-jsonld: F1 0.78",
    "tit-colonias.html": "creative-commons-republished-spanish-no-jsonld: authors []",
}
KNOWN84 = {
    "mdr-arganar.html": "jannah-agency-dateline-site-account: authors ['مدار']",
    "hzn-pensee.html": "k2-item-paid-notice: taken",
    "hzn-logement.html": "k2-account-one-of-two-signed-at-bottom: authors ['Amel Z.']",
    "hzn-olive.html": "k2-correspondent-bold-first-line-of-intro: authors ['Correspondants']",
    "hzn-interview.html": "k2-interview-credit-in-italics: authors []",
    "hzn-billet.html": "column kicker 'Le billet :' kept in the title; the day without its month: 2026-12-05",
    "hdt-tap.html": "spip-agency-account-utc-hatom-next-day: F1 0.89",
    "hdt-derja.html": "spip-culture-indic-date-arabizi: F1 0.89",
    "tsu-ircam.html": "papermod-site-credit-utc-front-matter: date 2026-12-03",
    "srj-rain.html": "phpnuke-byline-city-photo-credit-first-bold-line: authors []",
    "srj-tea.html": "phpnuke-two-authors-ould-names: authors []",
    "srj-interview.html": "phpnuke-interview-sheikh-given-name: authors []",
    "srj-sport.html": "phpnuke-mutabaa-role-word-late-evening: authors []",
}
KNOWN85 = {
    "nwl-swahili.html": "nw-swahili-credit-lines-at-end: authors []",
    "hwr-radio.html": "legacy-korean-radio-interview-transcript: authors []",
}
KNOWN86 = {
    "lum-vangelo.html": "daily-readings-feast: taken",
    "lum-documento.html": "papal-message-numbered-signed: taken",
    "lum-editorial.html": "editorial-kicker-span-in-h1-role-line: title 'Editorial. La paz comienza por las palabras'",
    "svt-vvedenie.html": "bitrix-h3-title-text-and-photo-credit: authors ['Мария Колесова Фото Иван Петров']",
    "sgt-hukamnama.html": "hukamnama-in-item-template: taken",
}
KNOWN87 = {
    "svg-caz.html": "registration-wall-after-p3-no-full-text: F1 0.85",
    "svg-wards.html": "premium-standfirst-only-zephr-paywall-haspart: not taken (paywalled)",
    "ela-striezel.html": "updated-next-day-jsonld-published-is-update-plus-interrupter: date 2026-12-04",
}
KNOWN88 = {
    "lpr-lakefront.html": "text-only-commentary-kicker-in-title-tag: authors []",
    "nee-stadtbahn_print.html": "print view: the place line 'Heilbronn' glued before the headline in the title",
    "nee-interview_print.html": "print view: the headline's opening quote lost; the credit at the end not read",
    "hdb-lectura.html": "arc-reader-mode-output-type: F1 0.89",
    "ecg-docentes.html": "lite-story-desk-credit-no-jsonld: date 2026-12-05",
    "tmh-calendar.html": "wayback-calendar-captures-list: taken",
}
KNOWN89 = {
    "hcu-oped.html": "guest-column-jsonld-poster-not-writer: authors ['Dana Larkin']",
    "lov-roads.html": "road-closure-status-table: taken",
    "lov-road.html": "news-flash-partner-agency-list: F1 0.81",
    "lov-boards.html": "news-flash-short-list: F1 0.86",
    "lov-picks.html": "library-blog-staff-picks-list: not taken (mostly_list)",
    "cfr-fitzgerald.html": "obituary: title 'Obituary of ...' over the name's <h1>; the UTC day; F1 0.85",
    "cfr-doyle.html": "obituary: title 'Obituary of ...' over the name's <h1>; F1 0.84",
    "cfr-kellett.html": "obituary: title 'Obituary of ...' over the name's <h1>; date 2026-12-01; F1 0.86",
    "cfr-papadakis.html": "obituary: title 'Obituary of ...'; 'Written with love by' not read; F1 0.85",
    "cfr-hutchins.html": "obituary: title 'Obituary of ...' over the name's <h1>; the UTC day; F1 0.87",
}
KNOWN90 = {
    "hdm-quiz.html": "mt-entry-quiz-details: taken",
    "hdm-hatena.html": "mt-entry-explainer-h3-list: authors []",
    "hdm-old.html": "mt4-sjis-archive-rp-fallback: title 'ひだまり子ども新聞'",
    "xsm-chengyu.html": "trs-idiom-of-the-day: taken",
    "xsm-quiz.html": "trs-quiz-hidden-answers: taken",
    "xsm-garden.html": "trs-pinyin-ruby-credit-in-first-paragraph: authors ['小树苗报']",
    "xsm-space.html": "trs-two-reporters-space-separated: authors ['王磊 赵敏']",
    "xsm-football.html": "trs-credit-in-first-paragraph-two-persons: authors ['孙浩 赵敏']",
    "xsm-myopia.html": "trs-data-table-meta-author-site: authors ['小树苗报']",
    "efi-author.html": "typo3-team-member: asks for a browser",
    "efi-rente.html": "tx-news-mediopunkt-list: not taken (no_prose)",
    "kls-sno.html": "wp-yoast-utc-after-midnight-redaktionen: F1 0.85",
    "kls-isen.html": "wp-tips-list-no-credit: F1 0.88",
    "msr-rain.html": "ghost-harakat-utc-after-midnight: F1 0.83",
    "msr-library.html": "ghost-harakat-desk-user: authors ['فريق التحرير']; F1 0.85",
    "msr-turtle.html": "ghost-harakat-honorific-user: F1 0.86",
    "msr-meteors.html": "ghost-harakat-science: F1 0.83",
    "msr-water.html": "ghost-harakat-list-two-authors-primary-only-jsonld: F1 0.84",
}
KNOWN91 = {
    "enl-r_alquiler.html": "meneame-articulo-handle-with-name-box: not taken (undated_unsigned)",
    "enl-r_pvpc.html": "meneame-articulo-table-subheads: not taken (undated_unsigned)",
    "enl-r_zorita.html": "meneame-articulo-handle-only: not taken (undated_unsigned)",
    "enl-r_staff.html": "meneame-articulo-staff-announcement: not taken (undated_unsigned)",
    "mwb-comments.html": "ippen-comments-page-canonical-story-jsonld: taken",
    "mwb-lb_rad.html": "wp-twentyten-pseudonym-blog-cp1252: authors ['WeserWanderer']",
    "mwb-d_kommentar.html": "ippen-editorial-kommentar: authors ['Sabine Rehberg', 'Chefredakteurin']",
    "mwb-d_brief2.html": "ippen-letter-header-von-name-ort: F1 0.87",
    "mwb-d_briefe.html": "ippen-letters-compilation-four-signatories: authors ['Ingrid Marquardt']; F1 0.82",
    "prc-e_event.html": "nextjs-neighbor-event-listing: taken",
    "prc-e_lost.html": "nextjs-neighbor-classified: taken",
    "prc-e_ask.html": "nextjs-neighbor-question-replies: taken",
    "prc-e_neighbor.html": "nextjs-staff-community-announcement-list: F1 0.90",
    "prc-e_photos.html": "nextjs-staff-callout: F1 0.85",
    "prc-e_meet.html": "nextjs-staff-newsroom-announcement: F1 0.85",
    "prc-e_weekend.html": "nextjs-staff-list-article: F1 0.87",
    "prc-e_pet.html": "nextjs-staff-series-short: F1 0.82",
    "prc-e_letter.html": "nextjs-neighbor-letter: F1 0.84",
    "prc-e_library.html": "nextjs-neighbor-organization-press-release: F1 0.78",
}
KNOWN92 = {
    "hml-live.html": "kicker 'OTSEBLOGI |' kept in the title (earlier sets' labels keep such kickers)",
    "hml-interview.html": "kicker 'INTERVJUU |' kept in the title (earlier sets' labels keep such kickers)",
    "vet-live.html": "kicker 'TIESIOGIAI.' kept in the title (earlier sets' labels keep such kickers)",
    "bvr-translated.html": "translated story: the translator credited as an author beside the writer",
    "ezz-latgalian.html": "latgalian-column-under-latvian-chrome: authors []; language lv",
    "ezz-volleyball.html": "plain-name-photo-from-club: authors []",
    "ezz-beekeeper.html": "word-paste-qa-older-issue: authors []",
    "ezz-old.html": "archive-2019-justify-paragraphs-current-issue-header: authors []",
}
KNOWN93 = {
    "btf-autor.html": "autor-page: taken",
    "sxt-infographie.html": "datawrapper-infographic: asks for a browser",
    "hcu-frb.html": "drupal-mathml-sidenote-references: F1 0.87",
    "hcu-grant.html": "drupal-press-release-office-credit: authors ['Media']",
    "hcu-koalas.html": "drupal-conversation-republish: F1 0.87",
}
KNOWN94 = {
    "cxm-dab.html": "kicker 'DEG DEG:' kept in the title; the desk 'Desk-ka Wararka' as an author",
    "edb-emmwanyi.html": "k2-site-account-bya-reporter-subhead: authors []",
    "edb-mataba.html": "k2-site-account-two-names-ne-photo-credit: authors []",
    "edb-masaza.html": "k2-after-midnight-utc-previous-day: authors []",
    "edb-archive.html": "joomla15-archive-cp1252-administrator: not taken (weak_evidence)",
    "ifa-sharafa.html": "ghost-page-currency-table: taken",
    "ifa-about.html": "ghost-page-about: taken",
    "ifa-ena.html": "ghost-desk-account-ena: authors ['Deskii Oduu']; date 2026-12-04",
    "ifa-hiikkaa.html": "Ghost lists the translator as the author; the UTC day: 2026-12-04",
    "ifa-eebba.html": "ghost-two-authors-jsonld-first-only: date 2026-12-04",
    "ifa-ispoortii.html": "ghost-short-sport-brief: date 2026-12-04",
    "ifa-yaada.html": "ghost-column-ethiopian-date-only-dr: date 2026-12-04",
    "ifa-muuziyeemii.html": "ghost-desk-account-obbo-byline-in-text: authors ['Deskii Oduu']",
}
KNOWN95 = {
    "jco-bulletin.html": "desk-credit-bulletin-blockquote-no-jsonld: authors ['Courier Online']",
    "jco-letter.html": "kicker 'LETTER OF THE DAY |' kept in the title; the kicker's 'Letter' as an author",
    "bko-wega.html": "lottery-results-table-pap: taken",
    "bko-notfound.html": "soft-404-joomla-k2-item-not-found: asks for a browser",
    "bko-alerta.html": "pa-credit-in-intro-k2-author-webmaster-og-utc-next-day: date 2026-12-05",
    "bko-parlamento.html": "two-pa-credits-joined-by-i-table-og-utc-next-day: date 2026-12-04",
    "mal-notfound.html": "soft-404-custom-cms: taken",
    "tt-letter.html": "letter-signed-pseudonym-no-person: authors ['Concerned Commuter']",
}
KNOWN73 = {
    "ton-senedd.html": "name over a role line, no 'Gan': no author",
    "ton-theatr.html": "name over a role line, no 'Gan': no author",
    "eid-euskaltegis.html": "translated story: the translator, named the author in Yoast, given",
    "lbh-tramde.html": "translated story: the translator, named the author in the JSON-LD, given",
    "lbh-sprooch.html": "French summary over a Luxembourgish story kept in the body (F1 0.88)",
    "ird-notfound.html": "static error document answered 200 asks for a browser",
    "ird-presepju.html": "stale date meta copied from a template taken; the body F1 0.80",
}


def test_holdout_is_varied_and_small() -> None:
    assert sum(p.label["is_article"] for p in PAGES) >= 20 and sum(not p.label["is_article"] for p in PAGES) >= 10
    assert max(len(p.body) for p in PAGES) < 16_000
    # one page's charset is only in its HTTP header: the decoding must come from there
    assert any("charset=" in p.label["content_type"] and b"charset" not in p.body for p in PAGES)


def test_third_holdout_covers_its_brief() -> None:
    labels = [p.label for p in THIRD]
    assert sum(label["is_article"] for label in labels) >= 28 and sum(not label["is_article"] for label in labels) >= 20
    assert max(len(p.body) for p in THIRD) < 16_000
    # pages in legacy encodings, declared only in the page's own meta
    assert {"shift_jis", "gb2312", "windows-1251"} <= {label["encoding"] for label in labels}
    assert {"es", "de", "ja", "zh", "ar", "ru", "tr"} <= {label["language"] for label in labels}


def test_fourth_holdout_covers_its_brief() -> None:
    labels = [p.label for p in FOURTH]
    assert sum(label["is_article"] for label in labels) >= 30 and sum(not label["is_article"] for label in labels) >= 30
    # full publisher templates, not minimal pages
    assert min(len(p.body) for p in FOURTH) > 15_000
    assert {"euc-kr", "windows-1255", "iso-8859-7"} <= {label["encoding"] for label in labels}
    assert {"pt", "it", "pl", "id", "vi", "hi", "ko", "he", "el", "fa", "th"} <= {label["language"] for label in labels}


def test_fifth_holdout_covers_its_brief() -> None:
    labels = [p.label for p in FIFTH]
    assert sum(label["is_article"] for label in labels) >= 30 and sum(not label["is_article"] for label in labels) >= 40
    assert min(len(p.body) for p in FIFTH) > 15_000
    assert {"euc-jp", "big5", "windows-1256", "windows-1254", "koi8-r", "windows-1250"} <= {
        label["encoding"] for label in labels
    }
    assert {"ja", "zh", "ar", "tr", "ru", "th", "sw", "nl", "sv", "cs"} <= {label["language"] for label in labels}


def test_seventh_holdout_covers_its_brief() -> None:
    labels = [p.label for p in SEVENTH]
    assert sum(label["is_article"] for label in labels) >= 40 and sum(not label["is_article"] for label in labels) >= 50
    assert min(len(p.body) for p in SEVENTH) > 15_000
    assert {"iso-8859-8", "iso-8859-5", "windows-1258", "windows-1253", "iso-8859-13", "iso-8859-10",
            "iso-2022-jp", "big5-hkscs"} <= {label["encoding"] for label in labels}  # fmt: skip
    assert {"sw", "he", "bg", "vi", "el", "lv", "ka", "ne", "ja", "zh", "cy", "ca", "hr", "am", "is"} <= {
        label["language"] for label in labels
    }
    # the charset given only in the HTTP header travels with the page
    assert any(label["content_type"] != "text/html" for label in labels)


def test_eighth_holdout_covers_its_brief() -> None:
    import codecs
    import html
    import json
    import re
    from collections import Counter
    from urllib.parse import urljoin, urlsplit

    labels = [p.label for p in EIGHTH]
    assert 90 <= len(labels) <= 110 and 0.40 <= sum(label["is_article"] for label in labels) / len(labels) <= 0.45
    assert min(len(p.body) for p in EIGHTH) > 15_000 and max(len(p.body) for p in EIGHTH) < 25_000
    # four or five whole sites of 18-25 pages, each with its home page in the set
    sites = json.loads((HOLDOUT.parent / "holdout8" / "sites.json").read_text(encoding="utf-8"))
    per_site = Counter(urlsplit(label["url"]).netloc for label in labels)
    assert 4 <= len(sites) <= 5 and set(per_site) == {urlsplit(s["site"]).netloc for s in sites}
    assert all(18 <= n <= 25 for n in per_site.values())
    assert {s["home"] for s in sites} <= {label["url"] for label in labels}
    assert {"windows-1252", "iso-8859-15"} <= {label["encoding"] for label in labels}
    assert {"en", "de", "es", "ja"} <= {label["language"] for label in labels}
    assert any(label["content_type"] != "text/html" for label in labels)
    # links are real: every page is the target of a link from another page of its site
    urls = {label["url"] for label in labels}
    linked: set[str] = set()
    for page in EIGHTH:
        response = page.response()
        assert codecs.lookup(response.encoding).name == codecs.lookup(page.label["encoding"]).name, page.name
        assert "\ufffd" not in response.text and page.label["title"] in html.unescape(response.text), page.name
        for href in re.findall(r'href="([^"]*)"', response.text, re.I):
            target = urljoin(page.url, html.unescape(href)).split("#")[0]
            if target in urls and target != page.url and urlsplit(target).netloc == urlsplit(page.url).netloc:
                linked.add(target)
    assert linked == urls


def test_ninth_holdout_covers_its_brief() -> None:
    import codecs
    import html
    import json
    import re
    from collections import Counter
    from urllib.parse import urljoin, urlsplit

    labels = [p.label for p in NINTH]
    assert 90 <= len(labels) <= 110 and 0.40 <= sum(label["is_article"] for label in labels) / len(labels) <= 0.45
    assert min(len(p.body) for p in NINTH) > 15_000 and max(len(p.body) for p in NINTH) < 25_000
    sites = json.loads((HOLDOUT.parent / "holdout9" / "sites.json").read_text(encoding="utf-8"))
    per_site = Counter(urlsplit(label["url"]).netloc for label in labels)
    assert 4 <= len(sites) <= 5 and set(per_site) == {urlsplit(s["site"]).netloc for s in sites}
    assert all(18 <= n <= 25 for n in per_site.values())
    assert {s["home"] for s in sites} <= {label["url"] for label in labels}
    # windows-1256 in a <meta> only (the header says text/html), GBK in the header only
    assert {"windows-1256", "gb18030"} <= {label["encoding"] for label in labels}
    assert {"en", "ar", "pt", "zh"} <= {label["language"] for label in labels}
    bodies = {p.name: p.body for p in NINTH}
    assert all(b"<html \xe2\x9a\xa1" in b and b"<amp-sidebar" in b for n, b in bodies.items() if n.startswith("hvc-"))
    assert all(b'dir="rtl"' in b for n, b in bodies.items() if n.startswith("wah-"))
    assert all(b'id="__NEXT_DATA__"' in b for n, b in bodies.items() if n.startswith("fdl-"))
    urls = {label["url"] for label in labels}
    linked: set[str] = set()
    for page in NINTH:
        response = page.response()
        assert codecs.lookup(response.encoding).name == codecs.lookup(page.label["encoding"]).name, page.name
        assert "\ufffd" not in response.text and page.label["title"] in html.unescape(response.text), page.name
        for href in re.findall(r'href="([^"]*)"', response.text, re.I):
            target = urljoin(page.url, html.unescape(href)).split("#")[0]
            if target in urls and target != page.url and urlsplit(target).netloc == urlsplit(page.url).netloc:
                linked.add(target)
    assert linked == urls


def _covers_site_brief(
    pages: list[Any],
    name: str,
    encodings: set[str],
    languages: set[str],
    low: float,
    high: float = 0.48,
    others: set[str] = frozenset(),  # type: ignore[assignment]
) -> None:
    """A site-coherent set's shape: 85-110 pages of five whole sites, 15-25 KB each, its share of articles,
    its legacy encodings and languages, every page decoded without a replacement character; `others`: the hosts
    of a set's copies of those sites' pages (an archive's, an AMP cache's)."""
    import json
    from collections import Counter
    from urllib.parse import urlsplit

    labels = [p.label for p in pages]
    assert 85 <= len(labels) <= 110 and low <= sum(label["is_article"] for label in labels) / len(labels) <= high
    assert min(len(p.body) for p in pages) > 15_000 and max(len(p.body) for p in pages) < 25_000
    sites = json.loads((HOLDOUT.parent / name / "sites.json").read_text(encoding="utf-8"))
    per_site = Counter(urlsplit(label["url"]).netloc for label in labels)
    hosts = {urlsplit(s["site"]).netloc for s in sites}
    # every page on one of the five sites (or a subdomain of one: a paper's cooking.* section)
    assert len(sites) == 5 and hosts <= set(per_site)
    assert all(any(h == s or h.endswith("." + s.removeprefix("www.")) for s in hosts) or h in others for h in per_site)
    assert encodings <= {label["encoding"] for label in labels}
    assert languages <= {label["language"] for label in labels}
    for page in pages:
        assert "\ufffd" not in page.response().text, page.name


def test_tenth_holdout_covers_its_brief() -> None:
    # windows-1254 in <meta charset> only, windows-1251 in the HTTP header only
    _covers_site_brief(TENTH, "holdout10", {"windows-1254", "windows-1251"}, {"en", "tr", "ru", "hi"}, 0.40)


def test_eleventh_holdout_covers_its_brief() -> None:
    # ISO-8859-2 in <meta http-equiv> only, windows-1255 in the HTTP header only, EUC-KR (decoded as cp949)
    _covers_site_brief(
        ELEVENTH, "holdout11", {"iso-8859-2", "windows-1255", "cp949"}, {"pl", "he", "ko", "it", "fr"}, 0.38
    )


def test_twelfth_holdout_covers_its_brief() -> None:
    # windows-1253 in <meta http-equiv> only
    _covers_site_brief(TWELFTH, "holdout12", {"cp1253"}, {"sv", "el", "vi", "en", "uk"}, 0.38)


def test_thirteenth_holdout_covers_its_brief() -> None:
    # windows-1251 in <meta charset> only
    _covers_site_brief(THIRTEENTH, "holdout13", {"cp1251"}, {"nb", "kk", "et", "sr", "sk"}, 0.38)


def test_fourteenth_holdout_covers_its_brief() -> None:
    # ISO-8859-2 in the HTTP header only
    _covers_site_brief(FOURTEENTH, "holdout14", {"iso-8859-2"}, {"sl", "sq", "eu", "mr", "mk"}, 0.38)


def test_fifteenth_holdout_covers_its_brief() -> None:
    # ISO-8859-3 declared only in the XML declaration
    _covers_site_brief(FIFTEENTH, "holdout15", {"iso-8859-3"}, {"mt", "az", "gl", "te", "hy"}, 0.38)


def test_sixteenth_holdout_covers_its_brief() -> None:
    # windows-1252 declared only in the HTTP header
    _covers_site_brief(SIXTEENTH, "holdout16", {"windows-1252"}, {"af", "be", "bs", "ml", "mn"}, 0.38)


def test_seventeenth_holdout_covers_its_brief() -> None:
    # ISO-8859-14 declared only in <meta http-equiv>
    _covers_site_brief(SEVENTEENTH, "holdout17", {"iso-8859-14"}, {"ga", "gu", "km", "lb", "uz"}, 0.38)


def test_eighteenth_holdout_covers_its_brief() -> None:
    # windows-1250 in <meta charset> only, windows-1257 in the HTTP header only
    _covers_site_brief(EIGHTEENTH, "holdout18", {"windows-1250", "windows-1257"}, {"hu", "si", "ps", "lt", "my"}, 0.38)


def test_nineteenth_holdout_covers_its_brief() -> None:
    # UTF-8 under a wrong <meta charset="iso-8859-1"> that the HTTP header overrides
    _covers_site_brief(NINETEENTH, "holdout19", {"utf-8"}, {"fo", "yo", "ky", "lo", "so"}, 0.38)


def test_twentieth_holdout_covers_its_brief() -> None:
    # windows-1252 declared only in the HTTP header (Newspack)
    _covers_site_brief(TWENTIETH, "holdout20", {"windows-1252"}, {"en", "es", "de", "pt", "fr"}, 0.38)


def test_twenty_first_holdout_covers_its_brief() -> None:
    # Shift_JIS in <meta http-equiv> only (cp932), EUC-KR (cp949), windows-1256 in the header
    _covers_site_brief(
        TWENTYFIRST, "holdout21", {"cp932", "cp949", "windows-1256"}, {"ja", "zh", "ko", "ar", "hi"}, 0.38
    )


def test_twenty_second_holdout_covers_its_brief() -> None:
    # windows-1252 declared only in the HTTP header (the Nigerian WordPress site)
    _covers_site_brief(TWENTYSECOND, "holdout22", {"windows-1252"}, {"en"}, 0.38)


def test_twenty_third_holdout_covers_its_brief() -> None:
    # windows-1254 in the HTTP header only (Turkish), ISO-8859-1 in <meta http-equiv> only (decoded as windows-1252)
    _covers_site_brief(TWENTYTHIRD, "holdout23", {"windows-1254", "windows-1252"}, {"es", "pt", "it", "id", "tr"}, 0.38)


def test_twenty_fourth_holdout_covers_its_brief() -> None:
    # ISO-8859-2 in the HTTP header only (Polish), windows-1251 (Russian)
    _covers_site_brief(TWENTYFOURTH, "holdout24", {"iso-8859-2", "windows-1251"}, {"fr", "de", "nl", "pl", "ru"}, 0.38)


def test_twenty_fifth_holdout_covers_its_brief() -> None:
    # windows-1256 (Persian, right to left); Thai written without spaces, Bengali digits
    _covers_site_brief(TWENTYFIFTH, "holdout25", {"windows-1256"}, {"vi", "th", "fa", "sw", "bn"}, 0.38)


def test_twenty_sixth_holdout_covers_its_brief() -> None:
    # English local news on five systems (Arc XP-, BLOX-, Brightspot-, Ghost- and Squarespace-like)
    _covers_site_brief(TWENTYSIXTH, "holdout26", {"utf-8"}, {"en"}, 0.38)


def test_twenty_seventh_holdout_covers_its_brief() -> None:
    # ISO-8859-7 in <meta> only (the Greek table portal), windows-1250 in the header over a wrong meta (Czech)
    _covers_site_brief(TWENTYSEVENTH, "holdout27", {"iso-8859-7", "windows-1250"}, {"it", "el", "es", "cs", "en"}, 0.38)


def test_twenty_eighth_holdout_covers_its_brief() -> None:
    # windows-1251 (Ukrainian), stories stacked by infinite scroll, AMP twins, tables as body
    _covers_site_brief(TWENTYEIGHTH, "holdout28", {"windows-1251"}, {"es", "pt", "uk", "ms", "en"}, 0.38)


def test_twenty_ninth_holdout_covers_its_brief() -> None:
    # English publishers' own systems (Newspack, Chorus, Guardian-DCR-, NYT- and BBC-like Next.js)
    _covers_site_brief(TWENTYNINTH, "holdout29", {"utf-8"}, {"en"}, 0.38)


def test_thirtieth_holdout_covers_its_brief() -> None:
    # windows-1252 declared only in <meta http-equiv> (CivicPlus) and in the header (TYPO3), press releases
    _covers_site_brief(THIRTIETH, "holdout30", {"windows-1252"}, {"en", "de"}, 0.38)


def test_thirty_first_holdout_covers_its_brief() -> None:
    # Shift_JIS (cp932) in the header only or in <meta> only, EUC-KR (cp949), five national publishers' systems
    _covers_site_brief(THIRTYFIRST, "holdout31", {"cp932", "cp949"}, {"fr", "de", "ja", "pt", "ko"}, 0.38)


def test_thirty_second_holdout_covers_its_brief() -> None:
    # windows-1256 in the header only (Arabic), right-to-left Urdu, Drupal, Ghost and Blogger
    _covers_site_brief(THIRTYSECOND, "holdout32", {"windows-1256"}, {"en", "ur", "ar"}, 0.38)


def test_thirty_third_holdout_covers_its_brief() -> None:
    # ISO-8859-2 in <meta http-equiv> only (Polish), windows-1251 (1C-Bitrix), five national portals
    _covers_site_brief(THIRTYTHIRD, "holdout33", {"iso-8859-2", "windows-1251"}, {"pl", "ru", "tr", "vi", "id"}, 0.38)


def test_thirty_fourth_holdout_covers_its_brief() -> None:
    # a bilingual broadcaster (en/fr per page), a React app's state blob, Swiss German, a Mexican daily
    _covers_site_brief(THIRTYFOURTH, "holdout34", {"utf-8"}, {"es", "en", "fr", "de"}, 0.38)


def test_thirty_fifth_holdout_covers_its_brief() -> None:
    # Big5 in <meta charset> only (Taiwan), GBK/GB2312 (a Chinese portal), Thai Buddhist-era dates, Hebrew, Greek
    _covers_site_brief(THIRTYFIFTH, "holdout35", {"big5hkscs", "gb18030"}, {"zh", "th", "he", "el"}, 0.38)


def test_thirtysixth_to_fortyfirst_holdouts_cover_their_briefs() -> None:
    # American local news (a header that says ISO-8859-1 over windows-1252 bytes), the Nordic countries
    # (Latin-1 declared, cp1252 bytes), South Asian scripts and numerals, Persian/Amharic/Swahili/Hausa/French,
    # Central and Eastern Europe (windows-1250, ISO-8859-2, Cyrillic and Latin Serbian), hard page shapes
    _covers_site_brief(THIRTYSIXTH, "holdout36", {"cp1252", "utf-8"}, {"en"}, 0.40)
    _covers_site_brief(THIRTYSEVENTH, "holdout37", {"cp1252"}, {"nb", "nn", "sv", "da", "fi", "is"}, 0.40)
    _covers_site_brief(THIRTYEIGHTH, "holdout38", {"utf-8"}, {"hi", "bn", "ta", "ne", "si", "en"}, 0.40)
    _covers_site_brief(THIRTYNINTH, "holdout39", {"cp1252"}, {"fa", "am", "sw", "ha", "fr"}, 0.40)
    _covers_site_brief(FORTIETH, "holdout40", {"cp1250", "iso8859-2"}, {"cs", "hu", "uk", "ru", "ro", "sr"}, 0.40)
    _covers_site_brief(FORTYFIRST, "holdout41", {"cp1252"}, {"en"}, 0.40)


def test_fortysecond_and_fortythird_holdouts_cover_their_briefs() -> None:
    # specialist and institutional English newsrooms (a London wire's ISO-8859-1 header over cp1252 bytes);
    # Latin America, Iberia and Italy (ISO-8859-1 and windows-1252 on old sections, labelled cp1252)
    _covers_site_brief(FORTYSECOND, "holdout42", {"cp1252"}, {"en"}, 0.40)
    _covers_site_brief(FORTYTHIRD, "holdout43", {"cp1252"}, {"pt", "es", "ca", "it"}, 0.40)


def test_fortyfourth_and_fortyfifth_holdouts_cover_their_briefs() -> None:
    # Big5 declared only in <meta http-equiv>, Shift_JIS and EUC-KR pages written in their Windows supersets;
    # syndicated, republished and released stories in English
    _covers_site_brief(FORTYFOURTH, "holdout44", {"big5hkscs", "cp932", "cp949"}, {"zh", "ja", "ko", "vi", "id"}, 0.40)
    _covers_site_brief(FORTYFIFTH, "holdout45", {"utf-8"}, {"en"}, 0.40)


def test_fortysixth_and_fortyseventh_holdouts_cover_their_briefs() -> None:
    # windows-1256 on an Egyptian archive, Arabic, Turkish, Hebrew and a French/Arabic host; English of five countries
    _covers_site_brief(FORTYSIXTH, "holdout46", {"cp1256"}, {"ar", "tr", "he", "fr"}, 0.40)
    _covers_site_brief(FORTYSEVENTH, "holdout47", {"utf-8"}, {"en"}, 0.40)


def test_fortyeighth_and_fortyninth_holdouts_cover_their_briefs() -> None:
    # a French public radio's ISO-8859-1 header over windows-1252 bytes; a German weekly's culture section in
    # windows-1252, declared by its header alone
    _covers_site_brief(FORTYEIGHTH, "holdout48", {"cp1252"}, {"en", "de", "es", "fr"}, 0.40)
    _covers_site_brief(FORTYNINTH, "holdout49", {"cp1252"}, {"en", "de", "nl"}, 0.40)


def test_fiftieth_and_fiftyfirst_holdouts_cover_their_briefs() -> None:
    # Next.js, Nuxt, Gatsby, Astro and Remix pages in English, Portuguese and Japanese; Wix, Squarespace, SNO,
    # Blogger and tagDiv pages in English, Spanish and Tagalog
    _covers_site_brief(FIFTIETH, "holdout50", {"utf-8"}, {"en", "pt", "ja"}, 0.40)
    _covers_site_brief(FIFTYFIRST, "holdout51", {"utf-8"}, {"en", "es", "tl"}, 0.40)


def test_fiftysecond_and_fiftythird_holdouts_cover_their_briefs() -> None:
    # Serbian in both scripts, a Croatian section in windows-1250 declared by its header alone, Georgian, Armenian,
    # Albanian; Italian and Spanish wires, English and German fact-checkers and a data desk
    _covers_site_brief(FIFTYSECOND, "holdout52", {"cp1250"}, {"sr", "hr", "ka", "hy", "sq"}, 0.40)
    _covers_site_brief(FIFTYTHIRD, "holdout53", {"utf-8"}, {"it", "es", "en", "de"}, 0.40)


def test_fiftyfourth_to_fiftyseventh_holdouts_cover_their_briefs() -> None:
    # sports desks (a Spanish story in iso-8859-1 read as cp1252); business wires and papers (a German section in
    # windows-1252 by its meta tag, a Japanese one in Shift_JIS by its header); entertainment and local service
    # (an Austrian section in iso-8859-15); unusual structure (a windows-1252 Spanish site, an Indonesian section)
    # (three live pages relabelled articles per the live-page policy: 43 of 88)
    _covers_site_brief(FIFTYFOURTH, "holdout54", {"cp1252"}, {"en", "es", "it", "fr", "pt"}, 0.40, 0.50)
    _covers_site_brief(FIFTYFIFTH, "holdout55", {"cp1252", "cp932"}, {"en", "de", "ja"}, 0.40)
    _covers_site_brief(FIFTYSIXTH, "holdout56", {"cp1252", "iso8859-15"}, {"en", "es", "de"}, 0.40)
    _covers_site_brief(FIFTYSEVENTH, "holdout57", {"cp1252"}, {"en", "es", "fr", "id", "pl"}, 0.40)


def test_fiftyeighth_to_sixtyfirst_holdouts_cover_their_briefs() -> None:
    # science and health desks (a Swedish page in ISO-8859-1 by its header, read as cp1252); politics and courts
    # (an Italian page in ISO-8859-15 by its meta, a Greek section in ISO-8859-7); South and Southeast Asia (Tamil,
    # Nepali, Sinhala, Malay, Filipino); trade and tech press (a Japanese section in Shift_JIS)
    _covers_site_brief(FIFTYEIGHTH, "holdout58", {"cp1252"}, {"en", "de", "nl", "sv"}, 0.40)
    _covers_site_brief(FIFTYNINTH, "holdout59", {"iso8859-15", "iso8859-7"}, {"en", "pt", "it", "ro", "el"}, 0.40)
    _covers_site_brief(SIXTIETH, "holdout60", set(), {"en", "ms", "ta", "ne", "si", "tl"}, 0.40)
    _covers_site_brief(SIXTYFIRST, "holdout61", {"cp932"}, {"en", "de", "fr", "ja", "pl"}, 0.40)


def test_sixtysecond_to_sixtyfifth_holdouts_cover_their_briefs() -> None:
    # newsletters and independent platforms (Substack, Ghost, Medium, beehiiv e-mail tables, Blogger); regional
    # dailies (a Spanish provincial paper in cp1252 with a Catalan edition); news agencies (an Italian agency in
    # cp1252, a Chinese channel in GB2312 by its meta only); the Middle East (a Turkish archive in windows-1254,
    # Sorani Kurdish)
    _covers_site_brief(SIXTYSECOND, "holdout62", set(), {"en", "es", "de", "pt", "it"}, 0.40)
    _covers_site_brief(SIXTYTHIRD, "holdout63", {"cp1252"}, {"de", "fr", "en", "es", "ca", "nl"}, 0.40)
    _covers_site_brief(SIXTYFOURTH, "holdout64", {"cp1252", "gb18030"}, {"en", "es", "it", "tr", "zh"}, 0.40)
    _covers_site_brief(SIXTYFIFTH, "holdout65", {"cp1254"}, {"ar", "he", "tr", "en", "ckb"}, 0.40)


def test_sixtysixth_to_sixtyninth_holdouts_cover_their_briefs() -> None:
    # Canada, Australia, New Zealand and Ireland (te reo Māori, Irish, a 2003 archive in cp1252); diaspora media
    # (windows-1251 by the header only, KOI8-R, Big5); older publishing systems (ISO-8859-2 and cp1252 by their
    # meta); story shapes (a Shift_JIS archive)
    _covers_site_brief(SIXTYSIXTH, "holdout66", {"cp1252"}, {"en", "fr", "mi", "ga"}, 0.40)
    _covers_site_brief(SIXTYSEVENTH, "holdout67", {"cp1251", "koi8-r", "big5hkscs"}, {"ru", "uk", "zh", "vi"}, 0.40)
    _covers_site_brief(SIXTYEIGHTH, "holdout68", {"cp1252", "iso8859-2"}, {"en", "pl", "de", "pt"}, 0.40)
    _covers_site_brief(SIXTYNINTH, "holdout69", {"cp932"}, {"en", "es", "de", "ja"}, 0.40)


def test_seventieth_to_seventythird_holdouts_cover_their_briefs() -> None:
    # opinion, letters, obituaries and reviews (ISO-8859-2, cp1252 declared as latin-1); Central Asia and
    # Mongolia (a windows-1251 archive); unexpected markup (ISO-8859-15, cp1252); regional languages of Europe
    # (a whole site in ISO-8859-3 by its meta only)
    _covers_site_brief(SEVENTIETH, "holdout70", {"iso8859-2", "cp1252"}, {"en", "fr", "de", "pl", "pt"}, 0.40)
    _covers_site_brief(SEVENTYFIRST, "holdout71", {"cp1251"}, {"kk", "mn", "tg", "ky", "uz", "ru"}, 0.40)
    _covers_site_brief(SEVENTYSECOND, "holdout72", {"iso8859-15", "cp1252"}, {"es", "en", "de"}, 0.40)
    _covers_site_brief(SEVENTYTHIRD, "holdout73", {"iso8859-3"}, {"eu", "mt", "gl", "cy", "lb"}, 0.40)


def test_seventyfourth_to_seventyseventh_holdouts_cover_their_briefs() -> None:
    # Southern Africa and the Indian Ocean (a SPIP archive in cp1252 declared latin-1); broken and odd HTML (cp1252
    # under a UTF-8 BOM's wrong meta, XHTML); small languages of the Americas and the Pacific (syllabics, the
    # Hawaiian ʻokina, a cp1252 archive); US community media (Korean in cp949 declared euc-kr, Big5 by its meta)
    _covers_site_brief(SEVENTYFOURTH, "holdout74", {"cp1252"}, {"en", "af", "zu", "fr", "mg", "mfe"}, 0.40)
    _covers_site_brief(SEVENTYFIFTH, "holdout75", {"cp1252"}, {"fr", "en", "pt"}, 0.40)
    _covers_site_brief(SEVENTYSIXTH, "holdout76", {"cp1252"}, {"en", "es", "qu", "iu", "gn", "haw", "to", "sm"}, 0.40)
    _covers_site_brief(SEVENTYSEVENTH, "holdout77", {"cp949", "big5hkscs"}, {"es", "zh", "ko", "vi", "ht"}, 0.40)


def test_seventyeighth_to_eightythird_holdouts_cover_their_briefs() -> None:
    # calendars and eras (TIS-620 and Big5 archives by their meta, a Shift_JIS site); JavaScript frameworks other
    # than Next.js; magazine and long-form formats (cp1252 declared latin-1); Central and South-East Europe (an
    # ISO-8859-2 page by its header); South-East Asia; syndication, wires and newsletters (cp1252 declared latin-1)
    _covers_site_brief(
        SEVENTYEIGHTH, "holdout78", {"cp874", "big5hkscs", "cp932"}, {"th", "ne", "ja", "zh", "am"}, 0.40
    )
    _covers_site_brief(SEVENTYNINTH, "holdout79", {"utf-8"}, {"es", "de", "nl", "en"}, 0.40)
    _covers_site_brief(EIGHTIETH, "holdout80", {"cp1252"}, {"en", "fr", "it", "sv"}, 0.40)
    _covers_site_brief(EIGHTYFIRST, "holdout81", {"iso8859-2"}, {"hu", "sr", "ro", "bg", "sq"}, 0.40)
    _covers_site_brief(EIGHTYSECOND, "holdout82", {"utf-8"}, {"km", "my", "lo", "id", "ms"}, 0.40)
    _covers_site_brief(EIGHTYTHIRD, "holdout83", {"cp1252"}, {"en", "es", "de"}, 0.40)


def test_eightyfourth_to_eightyninth_holdouts_cover_their_briefs() -> None:
    # the Maghreb and the Amazigh press (a windows-1256 site by its meta); broadcasters' language services (EUC-KR
    # pages read as cp949); the faith press (windows-1251); paywalls (cp1252 declared latin-1); lite, printed and
    # archived renderings (copies on an archive's and an AMP cache's hosts); hyperlocal and public-service sites
    _covers_site_brief(EIGHTYFOURTH, "holdout84", {"cp1256"}, {"ar", "fr", "zgh", "kab"}, 0.40)
    _covers_site_brief(
        EIGHTYFIFTH, "holdout85", {"cp949"}, {"fa", "ru", "uk", "hi", "sw", "vi", "es", "pt", "tr", "ko"}, 0.40
    )
    _covers_site_brief(EIGHTYSIXTH, "holdout86", {"cp1251"}, {"en", "he", "ur", "it", "es", "ru", "pa"}, 0.40)
    _covers_site_brief(EIGHTYSEVENTH, "holdout87", {"cp1252"}, {"en", "de", "fr", "nl"}, 0.40)
    _covers_site_brief(
        EIGHTYEIGHTH, "holdout88", {"cp1252"}, {"en", "de", "es"}, 0.40,
        others={"web.archive.test", "archive.today.test", "www-neckar--echo-test.cdn.ampproject.test"},
    )  # fmt: skip
    _covers_site_brief(EIGHTYNINTH, "holdout89", {"cp1252"}, {"en", "de"}, 0.40)


def test_ninetieth_to_ninetyfifth_holdouts_cover_their_briefs() -> None:
    # learners' and children's news (furigana in Shift_JIS, pinyin in GBK); forums, Q&A and community posts (fewer
    # articles by the brief); the Baltic states (windows-1257 by its meta); science and tech with math and code; East
    # Africa and the Horn; the Caribbean and Central America (cp1252 declared latin-1)
    _covers_site_brief(NINETIETH, "holdout90", {"cp932", "gb18030"}, {"ja", "zh", "de", "sv", "ar"}, 0.40)
    _covers_site_brief(NINETYFIRST, "holdout91", {"cp1252"}, {"en", "de", "es", "pt"}, 0.40)
    _covers_site_brief(NINETYSECOND, "holdout92", {"cp1257"}, {"et", "lv", "lt", "ru"}, 0.40)
    _covers_site_brief(NINETYTHIRD, "holdout93", {"cp1252"}, {"en", "de", "fr"}, 0.40)
    _covers_site_brief(NINETYFOURTH, "holdout94", {"cp1252"}, {"so", "rw", "lg", "om", "ti"}, 0.40)
    _covers_site_brief(NINETYFIFTH, "holdout95", {"cp1252"}, {"en", "pap", "es", "nl"}, 0.40)


def _params() -> list[Any]:
    out = [pytest.param(p, id=p.name) for p in PAGES]
    out += [pytest.param(p, id=f"{n}/{p.name}") for n, pages in ((2, SECOND), (3, THIRD)) for p in pages]
    sets = ((4, FOURTH, KNOWN4), (5, FIFTH, KNOWN5), (6, SIXTH, KNOWN6), (7, SEVENTH, KNOWN7), (8, EIGHTH, KNOWN8),
            (9, NINTH, KNOWN9), (10, TENTH, KNOWN10), (11, ELEVENTH, KNOWN11),
            (12, TWELFTH, KNOWN12), (13, THIRTEENTH, KNOWN13), (14, FOURTEENTH, KNOWN14),
            (15, FIFTEENTH, KNOWN15), (16, SIXTEENTH, KNOWN16), (17, SEVENTEENTH, KNOWN17),
            (18, EIGHTEENTH, KNOWN18), (19, NINETEENTH, KNOWN19), (20, TWENTIETH, KNOWN20),
            (21, TWENTYFIRST, KNOWN21), (22, TWENTYSECOND, KNOWN22), (23, TWENTYTHIRD, KNOWN23),
            (24, TWENTYFOURTH, KNOWN24), (25, TWENTYFIFTH, KNOWN25), (26, TWENTYSIXTH, KNOWN26),
            (27, TWENTYSEVENTH, KNOWN27), (28, TWENTYEIGHTH, KNOWN28), (29, TWENTYNINTH, KNOWN29),
            (30, THIRTIETH, KNOWN30), (31, THIRTYFIRST, KNOWN31), (32, THIRTYSECOND, KNOWN32),
            (33, THIRTYTHIRD, KNOWN33), (34, THIRTYFOURTH, KNOWN34), (35, THIRTYFIFTH, KNOWN35),
            (36, THIRTYSIXTH, KNOWN36), (37, THIRTYSEVENTH, KNOWN37), (38, THIRTYEIGHTH, KNOWN38),
            (39, THIRTYNINTH, KNOWN39), (40, FORTIETH, KNOWN40), (41, FORTYFIRST, KNOWN41),
            (42, FORTYSECOND, KNOWN42), (43, FORTYTHIRD, KNOWN43), (44, FORTYFOURTH, KNOWN44),
            (45, FORTYFIFTH, KNOWN45), (46, FORTYSIXTH, KNOWN46), (47, FORTYSEVENTH, KNOWN47),
            (48, FORTYEIGHTH, KNOWN48), (49, FORTYNINTH, KNOWN49), (50, FIFTIETH, KNOWN50),
            (51, FIFTYFIRST, KNOWN51), (52, FIFTYSECOND, KNOWN52), (53, FIFTYTHIRD, KNOWN53),
            (54, FIFTYFOURTH, KNOWN54), (55, FIFTYFIFTH, KNOWN55), (56, FIFTYSIXTH, KNOWN56),
            (57, FIFTYSEVENTH, KNOWN57), (58, FIFTYEIGHTH, KNOWN58), (59, FIFTYNINTH, KNOWN59),
            (60, SIXTIETH, KNOWN60), (61, SIXTYFIRST, KNOWN61), (62, SIXTYSECOND, KNOWN62),
            (63, SIXTYTHIRD, KNOWN63), (64, SIXTYFOURTH, KNOWN64), (65, SIXTYFIFTH, KNOWN65),
            (66, SIXTYSIXTH, KNOWN66), (67, SIXTYSEVENTH, KNOWN67), (68, SIXTYEIGHTH, KNOWN68),
            (69, SIXTYNINTH, KNOWN69), (70, SEVENTIETH, KNOWN70), (71, SEVENTYFIRST, KNOWN71),
            (72, SEVENTYSECOND, KNOWN72), (73, SEVENTYTHIRD, KNOWN73), (74, SEVENTYFOURTH, KNOWN74),
            (75, SEVENTYFIFTH, KNOWN75), (76, SEVENTYSIXTH, KNOWN76), (77, SEVENTYSEVENTH, KNOWN77),
            (78, SEVENTYEIGHTH, KNOWN78), (79, SEVENTYNINTH, KNOWN79), (80, EIGHTIETH, KNOWN80),
            (81, EIGHTYFIRST, KNOWN81), (82, EIGHTYSECOND, KNOWN82), (83, EIGHTYTHIRD, KNOWN83),
            (84, EIGHTYFOURTH, KNOWN84), (85, EIGHTYFIFTH, KNOWN85), (86, EIGHTYSIXTH, KNOWN86),
            (87, EIGHTYSEVENTH, KNOWN87), (88, EIGHTYEIGHTH, KNOWN88), (89, EIGHTYNINTH, KNOWN89),
            (90, NINETIETH, KNOWN90), (91, NINETYFIRST, KNOWN91), (92, NINETYSECOND, KNOWN92),
            (93, NINETYTHIRD, KNOWN93), (94, NINETYFOURTH, KNOWN94), (95, NINETYFIFTH, KNOWN95))  # fmt: skip
    for n, pages, known_set in sets:
        for p in pages:
            known = known_set.get(p.name)
            marks = [pytest.mark.xfail(reason=known, strict=True)] if known else []
            out.append(pytest.param(p, id=f"{n}/{p.name}", marks=marks))
    return out


@pytest.mark.parametrize("page", _params())
def test_holdout_page(page: Any) -> None:
    label = page.label
    response = page.response()
    # (a set dated after today is judged at its own clock, the day after its newest page: bench_extraction.replay_clock)
    result = extract(response.text, page.url, response.selector, options=ExtractOptions(now=page.fetched_at))
    assert result.is_article is label["is_article"], result.classification
    if page in SECOND and page.name in KNOWN:
        pytest.xfail(KNOWN[page.name])
    if not label["is_article"]:
        assert not result.needs_render, result.classification
        return
    assert norm(result.title) == norm(label["title"])
    assert [norm(a) for a in result.authors] == [norm(a) for a in label["authors"]]
    assert result.date == label["date"]  # None where the page gives only "3 hours ago"
    assert result.language == label["language"]
    assert prf(result.text, label["body"])[2] >= 0.9


@pytest.mark.parametrize(
    "pages",
    [
        PAGES,
        SECOND,
        THIRD,
        FOURTH,
        FIFTH,
        SIXTH,
        SEVENTH,
        EIGHTH,
        NINTH,
        TENTH,
    ],
    ids=["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"],
)
def test_holdout_body_f1_is_at_least_trafilatura_alone(pages: list[Any]) -> None:
    options = ExtractOptions()
    ours = theirs = 0.0
    for page in pages:
        if page.label["is_article"]:
            mine = run_crawler(page, options)
            ours += prf(mine["text"], page.label["body"])[2] if mine["is_article"] else 0.0
            theirs += prf(run_trafilatura(page, options)["text"], page.label["body"])[2]
    assert ours >= theirs


def test_sixth_holdout_covers_its_brief() -> None:
    import codecs
    import html

    labels = [p.label for p in SIXTH]
    assert sum(label["is_article"] for label in labels) >= 38 and sum(not label["is_article"] for label in labels) >= 48
    # full publisher templates (the UTF-16 page takes two bytes a character)
    assert min(len(p.body) for p in SIXTH) > 15_000
    assert max(len(p.body) for p in SIXTH if p.label["encoding"] != "utf-16") < 30_000
    assert {"koi8-u", "gb18030", "windows-874", "windows-1257", "iso-8859-6", "iso-8859-15", "utf-16"} <= {
        label["encoding"] for label in labels
    }
    assert {"sw", "ur", "ar", "uk", "zh", "th", "lt", "fr", "ta", "bn", "hu", "fi", "ro", "tl", "ms", "da", "ja"} <= {
        label["language"] for label in labels
    }
    aliases = {"windows-874": "cp874", "utf-16": "utf-16-le"}
    with_evidence = without_evidence = 0
    for page in SIXTH:
        response = page.response()
        # each page decodes as its label says, as Scrapy decodes it, and shows its headline
        assert (
            codecs.lookup(response.encoding).name
            == codecs.lookup(aliases.get(page.label["encoding"], page.label["encoding"])).name
        )
        assert "\ufffd" not in response.text and page.label["title"] in html.unescape(response.text), page.name
        text = response.text
        declared = 'og:type" content="article' in text or "NewsArticle" in text or "schema.org/Article" in text
        with_evidence += not page.label["is_article"] and declared
        without_evidence += page.label["is_article"] and "og:type" not in text and "ld+json" not in text
    # weighted toward what generalisation fails on: look-alike non-articles, bare articles
    assert with_evidence >= 40 and without_evidence >= 12


@pytest.mark.parametrize("page", [pytest.param(p, id=p.name) for p in SIXTH if p.label["is_article"]])
def test_sixth_holdout_article_metadata_and_body(page: Any) -> None:
    # metadata and text only: whether each page is taken is the classification tests' business
    label = page.label
    response = page.response()
    result = extract(response.text, page.url, response.selector, options=ExtractOptions())
    assert norm(result.title) == norm(label["title"])
    assert [norm(a) for a in result.authors] == [norm(a) for a in label["authors"]]
    assert result.date == label["date"]
    assert prf(result.text, label["body"])[2] >= 0.9
