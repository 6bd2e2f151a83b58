"""Who signs a story, on shapes holdout43 met blind: a Brazilian portal's regional desk after the reporter's name,
an Italian dek that opens like a byline, a dek heading with no full stop over the byline, newsroom and agency
credits in Catalan and Argentine Spanish, a rights notice and a tag box right under the story. Every test fails
when its rule is taken out."""

from __future__ import annotations

import json

import pytest
from parsel import Selector

from crawler.article.authors import clean_authors
from crawler.extraction import ExtractOptions, extract

IT = [
    "Dall'alto dell'argine, a Roncajette, il Bacchiglione sembra un fiume tranquillo. L'acqua scorre lenta e "
    "marrone, gli aironi cenerini si alzano in volo al passaggio dei ciclisti.",
    "Abbiamo percorso a piedi dieci chilometri di argine insieme a tecnici, agricoltori e volontari della "
    "protezione civile, per capire che cosa è cambiato dopo l'alluvione del 2010.",
    "Sulla carta, negli ultimi quindici anni sono stati spesi nel bacino oltre 180 milioni di euro tra bacini di "
    "laminazione, rialzi arginali e nuove idrovore.",
    "Gli esperti concordano su un punto: con il cambiamento climatico le piene saranno più frequenti e "
    "concentrate, e la manutenzione ordinaria non può più aspettare.",
]
ES = [
    "Dos hombres fueron detenidos esta madrugada cuando intentaban robar cables de cobre de la línea Sarmiento, "
    "a la altura de la estación Haedo, informaron fuentes policiales.",
    "Según las fuentes, personal de seguridad ferroviaria detectó a los sospechosos a través de las cámaras de "
    "monitoreo y dio aviso a la Policía Federal, que llegó en pocos minutos.",
    "Los detenidos, de 31 y 44 años, quedaron a disposición de la Justicia federal de Morón, que investiga si "
    "forman parte de una banda dedicada al robo de cables en el conurbano.",
]


def story(
    headline: str,
    paras: list[str],
    *,
    lang: str,
    under_headline: str = "",
    after_story: str = "",
    ld: dict | None = None,
) -> str:
    script = f'<script type="application/ld+json">{json.dumps(ld)}</script>' if ld else ""
    body = "".join(f"<p>{p}</p>" for p in paras)
    return (
        f'<html lang="{lang}"><head><title>{headline} - Gazzetta</title>{script}</head><body>'
        '<nav><a href="/">Home</a> <a href="/cronaca/">Cronaca</a> <a href="/sport/">Sport</a></nav>'
        f'<main><div class="corpo"><h1>{headline}</h1>{under_headline}<div class="testo">{body}</div>'
        f"{after_story}</div></main><footer><p>Contatti</p></footer></body></html>"
    )


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions())


def news_ld(headline: str, author: dict | None = None) -> dict:
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": headline}
    ld["datePublished"] = "2026-12-04T06:10:00-03:00"
    if author:
        ld["author"] = author
    return ld


IT_URL = "https://padova.gazzetta.test/notizie/cronaca/26_novembre_29/il-fiume-che-fa-paura-bacchiglione.shtml"
IT_HEADLINE = "Il fiume che fa paura: viaggio lungo il Bacchiglione"


def test_an_outlets_regional_desk_after_the_reporters_name_is_no_second_author() -> None:
    # "Por Juliana Prado, g1 Campinas e Região": "e" joins the desk's name, not two authors
    assert clean_authors(["Por Juliana Prado, g1 Campinas e Região"], ["g1"]) == ["Juliana Prado"]
    assert clean_authors(["Por Juliana Prado e Marcos Lima, g1 SP"], ["g1"]) == ["Juliana Prado", "Marcos Lima"]


def test_a_dek_that_opens_with_a_by_word_is_no_byline() -> None:
    dek = (
        "<p class='sommario'>Da Ponte San Nicolò a Bovolenta, a sedici anni dall'alluvione: opere finite, promesse, "
        "nutrie e pochi fondi per la manutenzione</p><p class='firma'>di Chiara Benetti</p>"
        "<p class='data'>29 novembre 2026</p>"
    )
    ld = news_ld(IT_HEADLINE, {"@type": "Person", "name": "Chiara Benetti"})
    result = run(story(IT_HEADLINE, IT, lang="it", under_headline=dek, ld=ld), IT_URL)
    assert result.authors == ["Chiara Benetti"]


def test_a_dek_heading_without_a_full_stop_over_the_byline_is_passed_over() -> None:
    under = (
        "<h2 class='articleSummary'>Sotto di un gol all'intervallo, i padroni di casa ribaltano la partita</h2>"
        "<p class='firma_articolo'>di Stefano Girardi</p><p class='data_articolo'>2 dicembre 2026</p>"
    )
    result = run(story(IT_HEADLINE, IT, lang="it", under_headline=under), IT_URL)
    assert result.is_article, result.classification
    assert result.authors == ["Stefano Girardi"]


@pytest.mark.parametrize(("credit", "lang"), [("Redacció", "ca"), ("Télam", "es"), ("NA", "es")])
def test_a_newsroom_or_an_agency_typed_as_a_person_is_no_author(credit: str, lang: str) -> None:
    ld = news_ld("Detuvieron a dos hombres que robaban cables", {"@type": "Person", "name": credit})
    html = story("Detuvieron a dos hombres que robaban cables", ES, lang=lang, ld=ld)
    result = run(html, "https://www.elplata.test/policiales/2026/12/04/detuvieron-a-dos-hombres-que-robaban-cables/")
    assert result.is_article, result.classification
    assert result.authors == []


@pytest.mark.parametrize(
    "after",
    [
        "<p class='riproduzione'>RIPRODUZIONE RISERVATA</p>",
        # a tag box: a label and its linked topics, read as one line
        "<div class='com-tags'><span>Temas</span><a href='/tema/subte/'>Subte</a> "
        "<a href='/tema/transporte/'>Transporte</a></div>",
    ],
)
def test_a_rights_notice_or_a_tag_box_under_an_unsigned_story_signs_nothing(after: str) -> None:
    html = story("Detuvieron a dos hombres que robaban cables", ES, lang="es", after_story=after)
    result = run(html, "https://www.elplata.test/policiales/2026/12/04/detuvieron-a-dos-hombres-que-robaban-cables/")
    assert result.is_article, result.classification
    assert result.authors == []
