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


# --- counter-examples a review built against these rules (each was wrong under a first, wider version) ---


def test_a_person_whose_name_begins_like_the_site_keeps_the_co_author_after_them() -> None:
    assert "Tom Poe" in clean_authors(["By Jane Roe, Joe Harrington and Tom Poe"], ["joe"])


@pytest.mark.parametrize(
    ("byline", "lang", "authors"),
    [
        (
            "By Jane Roe, senior political correspondent for the paper | Published on December 3, 2026 at 9:00 a.m."
            " | Updated at 11:45 a.m.",
            "en",
            ["Jane Roe"],
        ),
        (
            "Por Juan Pérez, enviado especial a la cumbre de ministros de Economía y presidentes de bancos "
            "centrales del Mercosur",
            "es",
            ["Juan Pérez"],
        ),
        (
            "Von Anna Weber und Thomas Müller, mit Material von der Deutschen Presse-Agentur aus der "
            "Landeshauptstadt Stuttgart",
            "de",
            ["Anna Weber", "Thomas Müller"],
        ),
    ],
)
def test_a_long_byline_with_a_role_or_a_date_is_read(byline: str, lang: str, authors: list[str]) -> None:
    html = story(IT_HEADLINE, IT, lang=lang, under_headline=f"<p>{byline}</p>")
    assert run(html, IT_URL).authors == authors


def test_a_sentence_about_a_rights_notice_is_story_text() -> None:
    from crawler.article.cleanup import drop_copyright_tail

    prose = "Sotto ogni pezzo copiato compariva la dicitura «riproduzione riservata», ma nessuno la rispettava."
    assert drop_copyright_tail("\n".join([*IT, prose])).endswith(prose)
    assert drop_copyright_tail("\n".join([*IT, "© RIPRODUZIONE RISERVATA"])) == "\n".join(IT)


def test_a_signature_whose_town_is_a_menu_link_is_read() -> None:
    letter = [
        "The council's vote on the Harbor Street bridge last week was a victory for commuters, but nobody seems to "
        "have asked the people who live on Water Street what two years of detours will mean for them.",
        "Our street is narrow and lined with old houses. The heavy trucks that will be rerouted past our doors will "
        "shake foundations that were laid before the Civil War.",
        "I urge the council to require the contractor to monitor vibration and to pay for any damage.",
    ]
    html = (
        "<html lang='en'><head><title>Letters: The bridge plan ignores its neighbours | The Harbor Gazette</title>"
        "<meta property='og:type' content='article'>"
        "<meta property='article:published_time' content='2026-12-03T09:00:00-05:00'></head><body>"
        "<nav><a href='/'>Home</a> <a href='/harbor-city/'>Harbor City</a> <a href='/westport/'>Westport</a></nav>"
        "<main><article><h1>Letters: The bridge plan ignores its neighbours</h1><div class='story-body'>"
        + "".join(f"<p>{p}</p>" for p in letter)
        + "</div><div class='firma'>Tom Li, Westport</div></article></main>"
        "<footer><p>The Harbor Gazette</p></footer></body></html>"
    )
    url = "https://www.harborgazette.test/opinion/letters/2026/12/03/bridge-plan-ignores-residents/"
    assert run(html, url).authors == ["Tom Li"]


@pytest.mark.parametrize(
    ("credit", "authors"),
    [
        ("Fot. Marek Zając", ["Marek Zając"]),  # Polish "photo" abbreviated with its dot: a photo story's photographer
        ("Rozmawiał: Tomasz Wrona", ["Tomasz Wrona"]),  # Polish "interviewed by" (the interviewer writes it)
        ("Rozmawiała Anna Nowak", ["Anna Nowak"]),  # ...its colon dropped by an extractor
        ("Text und Bilder: Sandro Wyss", ["Sandro Wyss"]),  # German "text and pictures"
        ("Picha na Juma Bakari", ["Juma Bakari"]),  # Swahili "photos by"
        ("Fotis Kolovos", ["Fotis Kolovos"]),  # a name that begins like the abbreviation keeps it
    ],
)
def test_a_photo_or_interview_credit_label_is_taken_off_the_name(credit: str, authors: list[str]) -> None:
    assert clean_authors([credit]) == authors


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        # an editor's credit in the next span, read as one line with the writers' (the last writer is kept)
        ("Written by Anna Holt and Ben Ellis Edited by Chris Moss", ["Anna Holt", "Ben Ellis"]),
        ("Jane Roe | Produced by Tom Poe", ["Jane Roe"]),
        # a Portuguese theme's "em <category>" after the writers
        ("Helena Prado e Caio Ferreira em Cidade · tags: chuva , patrimonio", ["Helena Prado", "Caio Ferreira"]),
    ],
)
def test_what_a_byline_line_says_after_its_writers_is_no_part_of_the_last_name(byline: str, authors: list[str]) -> None:
    assert clean_authors([byline]) == authors
