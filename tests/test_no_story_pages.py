"""What is no story, on shapes holdout42 and holdout43 met blind: a horoscope declared as a story, a Spanish
paywall teaser, and an institution's reference documents (guidance, consultations, statistics, publications)
beside its news releases. Every test fails when its rule is taken out."""

from __future__ import annotations

import pytest

from tests.test_bylines_and_credits import ES, news_ld, run, story

SIGNS_ES = ["Aries", "Tauro", "Géminis", "Cáncer", "Leo", "Virgo", "Libra", "Escorpio", "Sagitario", "Capricornio"]
SIGNS_GU = ["મેષ (અ, લ, ઈ)", "વૃષભ (બ, વ, ઉ)", "મિથુન (ક, છ, ઘ)", "કર્ક (ડ, હ)", "સિંહ (મ, ટ)", "કન્યા (પ, ઠ, ણ)"]


@pytest.mark.parametrize(("signs", "lang"), [(SIGNS_ES, "es"), (SIGNS_GU, "gu")])
def test_a_horoscope_declared_as_a_story_is_not_taken(signs: list[str], lang: str) -> None:
    forecast = (
        "La Luna te da energía para arrancar proyectos que venías postergando. En el trabajo, evitá discutir por "
        "detalles: no vale la pena. Una charla con un amigo te aclara las ideas."
    )
    body = "".join(f"<h3>{sign}</h3><p>{forecast}</p>" for sign in signs)
    headline = "Horóscopo de hoy, viernes 4 de diciembre"
    html = story(
        headline,
        [],
        lang=lang,
        under_headline=body,
        ld=news_ld(headline, {"@type": "Person", "name": "Claudia Ferraro"}),
    )
    result = run(html, "https://www.elplata.test/horoscopo/2026/12/04/horoscopo-de-hoy-viernes-4-de-diciembre/")
    assert not result.is_article
    assert result.reason == "horoscope"


def test_a_story_with_a_few_headings_that_are_also_signs_is_taken() -> None:
    body = "".join(f"<h3>{h}</h3><p>{p}</p>" for h, p in zip(["Leo", "Libra", "Los detenidos"], ES, strict=True))
    headline = "Detuvieron a dos hombres que robaban cables"
    html = story(headline, [], lang="es", under_headline=body, ld=news_ld(headline))
    result = run(html, "https://www.elplata.test/policiales/2026/12/04/detuvieron-a-dos-hombres-que-robaban-cables/")
    assert result.is_article, result.classification


def test_a_spanish_paywall_teaser_is_not_taken() -> None:
    headline = "Plazo fijo o dólar: qué conviene tras el recorte de tasas"
    lead = (
        "La decisión del Banco Central de recortar la tasa de referencia dejó a los ahorristas frente a un dilema: "
        "renovar el plazo fijo o pasarse al dólar."
    )
    wall = (
        "<div class='paywall'><h3>Esta nota es exclusiva para suscriptores</h3>"
        "<p>¿Ya sos suscriptor? <a href='/ingresar'>Ingresá</a></p></div>"
    )
    ld = news_ld(headline, {"@type": "Person", "name": "Martín Acosta"})
    html = story(headline, [lead], lang="es", after_story=wall, ld=ld)
    result = run(html, "https://www.elplata.test/economia/2026/12/04/plazo-fijo-o-dolar-que-conviene/")
    assert not result.is_article
    assert result.reason == "paywalled"


GOV_PARAS = [
    "How local authorities and community groups can apply for funding to protect homes, businesses and "
    "infrastructure from coastal flooding and erosion.",
    "Grants range from £50,000 to £5 million. Projects over £1 million must have an outline business case "
    "approved by the Coastal Resilience Agency before you apply.",
    "Check your project is eligible using the eligibility checker, then download and complete the application "
    "form and the project cost template.",
    "You will usually get a decision within 12 weeks. Contact the grants team on 0300 123 4567, Monday to "
    "Friday, 9am to 5pm.",
]


def gov_page(headline: str, *, declared: bool = False, signed: str = "") -> str:
    metas = '<meta property="og:type" content="article">' if declared else ""
    metas += '<meta property="article:published_time" content="2026-12-04T09:30:00+00:00">' if declared else ""
    byline = f"<p class='byline'>By {signed}</p>" if signed else ""
    body = "".join(f"<p>{p}</p>" for p in GOV_PARAS)
    return (
        f'<html lang="en"><head><title>{headline} - GOV.TEST</title>{metas}</head><body>'
        '<nav><a href="/">Home</a> <a href="/search/news">News</a></nav>'
        f"<main><h1>{headline}</h1><p>From: Department for Coastal Communities</p>"
        f"<p>Published 4 December 2026</p>{byline}<div class='govspeak'>{body}</div></main>"
        "<footer><p>All content is available under the Open Government Licence</p></footer></body></html>"
    )


HEADLINE = "Apply for a coastal resilience grant"


@pytest.mark.parametrize(
    "section", ["guidance", "government/consultations", "government/statistics", "government/publications"]
)
def test_an_institutions_undeclared_unsigned_reference_page_is_not_taken(section: str) -> None:
    result = run(gov_page(HEADLINE), f"https://www.gov.test/{section}/apply-for-a-coastal-resilience-grant")
    assert not result.is_article
    assert result.reason == "reference_page"


@pytest.mark.parametrize(("declared", "signed"), [(True, ""), (False, "Jane Roe")])
def test_a_declared_or_signed_page_there_is_a_story(declared: bool, signed: str) -> None:
    url = "https://www.gov.test/government/publications/apply-for-a-coastal-resilience-grant"
    result = run(gov_page(HEADLINE, declared=declared, signed=signed), url)
    assert result.is_article, result.classification


def test_the_same_page_in_the_news_section_is_a_story() -> None:
    result = run(gov_page(HEADLINE), "https://www.gov.test/government/news/apply-for-a-coastal-resilience-grant")
    assert result.is_article, result.classification


# --- counter-examples a review built against these rules (each was wrong under a first, wider version) ---

SIGNS_EN = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn"]
STORY_URL = "https://www.elplata.test/policiales/2026/12/04/detuvieron-a-dos-hombres-que-robaban-cables/"
HEADLINE_ES = "Detuvieron a dos hombres que robaban cables"


@pytest.mark.parametrize(
    "widget",
    [
        # a sidebar's horoscope widget, and a block of the twelve signs' links in the story's column
        "<aside class='rail'>" + "".join(f"<h4>{s}</h4>" for s in SIGNS_EN) + "</aside>",
        "<div class='more'>"
        + "".join(f"<h5><a href='/horoscope/{s.lower()}'>{s}</a></h5>" for s in SIGNS_EN)
        + "</div>",
    ],
)
def test_a_story_beside_a_horoscope_widget_is_taken(widget: str) -> None:
    html = story(HEADLINE_ES, ES, lang="es", after_story=widget, ld=news_ld(HEADLINE_ES))
    assert run(html, STORY_URL).is_article


def test_a_feature_on_constellations_named_out_of_the_zodiacs_order_is_taken() -> None:
    heads = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Pisces", "Aquarius"]
    body = "".join(f"<h2>{h}</h2><p>{ES[i % 3]}</p>" for i, h in enumerate(heads))
    ld = news_ld(HEADLINE_ES, {"@type": "Person", "name": "Ana Ruiz"})
    result = run(story(HEADLINE_ES, [], lang="es", under_headline=body, ld=ld), STORY_URL)
    assert result.is_article, result.classification


def test_a_login_bar_does_not_make_a_free_brief_a_paywall_teaser() -> None:
    lead = (
        "A Prefeitura de Campinas confirmou nesta sexta-feira a ampliação dos mutirões contra a dengue em nove "
        "bairros da cidade, depois de uma alta de 40% nos casos."
    )
    bar = "<div class='barra'>Já é assinante? <a href='/entrar'>Entre</a> | <a href='/assine'>Assine</a></div>"
    headline = "Campinas amplia mutirões contra a dengue"
    html = story(headline, [lead], lang="pt", under_headline=bar, ld=news_ld(headline))
    assert run(html, "https://g1.vertice.test/sp/campinas/noticia/2026/12/04/campinas-amplia-mutiroes.ghtml").is_article


def test_a_dated_story_under_a_papers_publications_section_is_taken() -> None:
    url = (
        "https://www.countypress.test/publications/weekly-herald/news/2026/12/04/apply-for-a-coastal-resilience-grant/"
    )
    assert run(gov_page(HEADLINE), url).is_article
