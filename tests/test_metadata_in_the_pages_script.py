"""Metadata written for another audience than the page's readers. Found on holdout81 and holdout82 (session 43): a
Khmer and a Burmese site give search engines an English headline and romanised authors over stories written in
their own scripts; a Serbian portal's Latin-script twin carries the Cyrillic page's structured data. The page's
own headline and byline, in its text's script, are the title and the authors. Every test fails when its rule is
taken out."""

from __future__ import annotations

import json

from crawler.article.scripts import dominant_script
from tests.test_bylines_and_credits import run

KM_HEADLINE = "កម្ពស់ទឹកទន្លេមេគង្គស្រកចុះលឿនជាងធម្មតា អ្នកនេសាទនៅបឹងទន្លេសាបព្រួយបារម្ភ"
KM_BODY = [
    "ភ្នំពេញ៖ ក្រសួងធនធានទឹក និងឧតុនិយម បានឲ្យដឹងនៅថ្ងៃសុក្រនេះថា កម្ពស់ទឹកទន្លេមេគង្គនៅស្ថានីយភ្នំពេញ បានស្រកចុះមកត្រឹម "
    "៤,២០ ម៉ែត្រ ដែលទាបជាងមធ្យមភាគរយៈពេលដប់ឆ្នាំប្រមាណ ១,៣ ម៉ែត្រ។",
    "លោក ហេង វិចិត្រ មន្ត្រីនាយកដ្ឋានជលសាស្ត្រ បានប្រាប់ពន្លឺទន្លេថា ការស្រកទឹកឆាប់ជាងធម្មតានេះ បណ្តាលមកពីភ្លៀងតិចនៅចុងរដូវវស្សា "
    "និងការបញ្ចេញទឹកតិចពីទំនប់វារីអគ្គិសនីនៅខាងលើទន្លេ។",
    "នៅតាមភូមិបណ្តែតទឹកក្នុងខេត្តកំពង់ឆ្នាំង អ្នកនេសាទបាននិយាយថា ត្រីដែលចាប់បានក្នុងមួយយប់ៗ បានធ្លាក់ចុះស្ទើរតែពាក់កណ្តាល បើធៀបនឹងរដូវកាលមុន។",
]
SR_HEADLINE = "Počelo bušenje prvog tunela beogradskog metroa"
SR_BODY = [
    "Mašina za bušenje tunela krenula je u petak ujutru sa gradilišta kod Ade Ciganlije, čime je počela izgradnja "
    "prvog tunela beogradskog metroa, saopštila je gradska uprava.",
    "Prva deonica duga je 4,3 kilometra i vodiće do Železnika, a radovi bi trebalo da traju dve godine. Na gradilištu "
    "će danonoćno raditi oko 300 radnika u tri smene.",
    "Gradonačelnik je rekao da će prvi putnici metroom putovati krajem 2030. godine i da je finansiranje prve linije "
    "obezbeđeno kroz međudržavni sporazum.",
]


def page(lang: str, head: str, h1: str, byline: str, body: list[str]) -> str:
    paras = "".join(f"<p>{p}</p>" for p in body)
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{h1}</title>{head}</head><body>"
        "<nav><a href='/'>Home</a></nav>"
        f"<main><article><h1>{h1}</h1><div class='byline'>{byline}</div><div class='story'>{paras}</div>"
        "</article></main><footer><p>©</p></footer></body></html>"
    )


def ld(headline: str, *authors: str) -> str:
    node = {
        "@context": "https://schema.org", "@type": "NewsArticle", "headline": headline,
        "datePublished": "2026-12-04T09:00:00+07:00", "author": [{"@type": "Person", "name": a} for a in authors],
    }  # fmt: skip
    return f"<script type='application/ld+json'>{json.dumps(node, ensure_ascii=False)}</script>"


def test_the_scripts_of_texts_are_told_apart() -> None:
    assert [dominant_script(t) for t in (KM_HEADLINE, SR_HEADLINE, "Почело бушење", "東京都で大雪、交通に影響")] == [
        "KHMER", "LATIN", "CYRILLIC", "CJK",
    ]  # fmt: skip
    assert dominant_script("12 345 —") is None


def test_an_english_seo_headline_and_romanised_authors_give_way_to_the_pages_own() -> None:
    title = "Mekong water level falls faster than usual, Tonle Sap fishers worried"
    head = f"<meta property='og:title' content='{title}'>" + ld(title, "Sok Dara")
    html = page("km", head, KM_HEADLINE, "ដោយ៖ <a href='/author/sokdara/'>សុខ ដារ៉ា</a>", KM_BODY)
    result = run(html, "https://www.ponleutonle.test/archives/284512")
    assert (result.title, result.authors) == (KM_HEADLINE, ["សុខ ដារ៉ា"])
    # an English story on the same site keeps its English metadata
    english = page("en", head, title, "By <a href='/author/sokdara/'>Sok Dara</a>", [*SR_BODY])
    result = run(english, "https://www.ponleutonle.test/archives/284513")
    assert (result.title, result.authors) == (title, ["Sok Dara"])


def test_a_latin_twin_with_the_cyrillic_pages_structured_data_keeps_its_own_letters() -> None:
    cyrillic = "Почело бушење првог тунела београдског метроа"
    head = ld(cyrillic, "Јелена Петровић")
    html = page("sr-Latn", head, SR_HEADLINE, "Autor: <a href='/lat/autori/jelena-petrovic.html'>Jelena Petrović</a>",
                SR_BODY)  # fmt: skip
    result = run(html, "https://www.vesnik.test/lat/vesti/srbija/5612345/metro-tunel.html")
    assert (result.title, result.authors) == (SR_HEADLINE, ["Jelena Petrović"])


HU_BODY = [
    "A Budapesti Közlekedési Központ pénteken bejelentette, hogy jövő tavasztól új villamosok járnak a Nagykörúton, "
    "és a régi szerelvények fokozatosan kikerülnek a forgalomból a következő két évben.",
    "Az új járművek alacsony padlósak, klimatizáltak, és egyszerre több utast tudnak szállítani, mint a jelenlegi "
    "kocsik, ami a csúcsidőben különösen fontos a zsúfolt megállókban.",
    "A beszerzés költségét részben európai uniós forrásokból fedezik, a szállítás pedig ütemezetten, negyedévente "
    "történik a gyártótól a fővárosi remízekbe.",
]


def test_a_hungarian_name_keeps_the_order_the_page_prints() -> None:
    # The structured data gives "Péter Kovács", the page prints the name as Hungarians write it, family name first
    headline = "Új villamosok érkeznek a Nagykörútra tavasszal"
    byline = "Szerző: <a href='/szerzo/kovacs-peter'>Kovács Péter</a> Fotó: MTI/Balogh Zoltán"
    html = page("hu", ld(headline, "Péter Kovács"), headline, byline, HU_BODY)
    assert run(html, "https://www.hirpont.test/belfold/2026/12/04/uj-villamosok/").authors == ["Kovács Péter"]
    # ...and a page in another language keeps the structured order
    english = page("en", ld(headline, "Péter Kovács"), headline, "By Péter Kovács", HU_BODY)
    assert run(english, "https://www.hirpont.test/en/2026/12/04/new-trams/").authors == ["Péter Kovács"]
