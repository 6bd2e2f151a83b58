"""Shapes the blind sets of session 38 met (holdout53's broadcaster brief, then holdout54-57): a kicker inside
the headline's heading (over the byline lines, and not in the title), a story dated only by its "Stand:" line, a
French topic before a spaced colon in the title. Every test fails when its
rule is taken out."""

from __future__ import annotations

from crawler.article.titles import best_title
from tests.test_bylines_and_credits import run

DE = [
    "Eine angebliche Warnung des Leipziger Wasserversorgers macht in Messengerdiensten die Runde. Das Unternehmen "
    "stellt klar, dass das Trinkwasser in allen Stadtteilen ohne Bedenken getrunken werden kann.",
    "Seit Mittwochabend wird in WhatsApp-Gruppen und auf Telegram eine Sprachnachricht verbreitet, in der eine "
    "Frau behauptet, in mehreren Vierteln seien Keime im Leitungswasser gefunden worden.",
    "Der Wasserversorger weist das zurück. Es gebe keine Verunreinigung, alle Proben der vergangenen Wochen seien "
    "unauffällig gewesen, sagte eine Sprecherin am Donnerstagmorgen.",
]
HEADLINE = "Keine Warnung vor verseuchtem Trinkwasser in Leipzig"
TER = "TER : la phase 2 vers l\u2019AIBD mise en service le 15 janvier"


def broadcaster_page(meta_line: str, kicker: str = "Falschmeldung") -> str:
    h1 = f'<h1><span class="topline">{kicker}</span> <span class="headline">{HEADLINE}</span></h1>'
    paras = "".join(f'<p class="textabsatz">{p}</p>' for p in DE)
    return (
        f'<html lang="de"><head><title>{HEADLINE} | tagesblick.test</title>'
        '<meta property="og:type" content="article"></head><body>'
        '<nav><a href="/">Startseite</a> <a href="/inland">Inland</a> <a href="/ausland">Ausland</a></nav>'
        f'<main><article><div class="seitenkopf">{h1}<p class="metatextline">{meta_line}</p></div>{paras}'
        "</article></main><footer><a href='/impressum'>Impressum</a> © 2026</footer></body></html>"
    )


URL = "https://www.tagesblick.test/inland/regional/sachsen/falschmeldung-trinkwasser-leipzig-100.html"


def test_a_story_dated_only_by_its_stand_line_is_taken_with_that_day() -> None:
    # German public broadcasters print "Stand: <date>" ("as of") and no other date: the page is a dated story
    result = run(broadcaster_page("Stand: 04.12.2026 09:12 Uhr"), URL)
    assert result.is_article, result.classification
    assert result.date == "2026-12-04" and result.classification["date_source"] == "text:byline-updated"
    # "Stand" as a word of a line, not the label: no date read from it as an update
    other = run(broadcaster_page("Der Stand der Ermittlungen 04.12.2026"), URL)
    assert other.classification["date_source"] != "text:byline-updated"


def test_the_byline_under_a_headline_with_its_kicker_inside_the_heading_is_read() -> None:
    result = run(broadcaster_page("Von Anna Beck, MDR"), URL)
    assert result.authors == ["Anna Beck"]


def test_the_kicker_printed_inside_the_h1_is_not_part_of_the_title() -> None:
    # no og:title, no JSON-LD: the <h1> reads "Falschmeldung Keine Warnung ...", the <title> the headline alone
    assert run(broadcaster_page("Von Anna Beck, MDR"), URL).title == HEADLINE
    # a headline whose <title> is the whole <h1> keeps its first words
    whole = broadcaster_page("Von Anna Beck, MDR").replace(f"<title>{HEADLINE} |", f"<title>Falschmeldung {HEADLINE} |")
    assert run(whole, URL).title == f"Falschmeldung {HEADLINE}"


def test_a_french_topic_before_a_spaced_colon_is_not_taken_for_the_site_name() -> None:
    # "TER" is the start of the site's name "Teranga Info" but the topic of the headline ("TER : la phase 2 ...")
    assert best_title([TER], ["Teranga Info", "teranga"], [TER]) == TER
    # a site's name before the colon is still cut
    assert best_title(["Teranga Info : " + TER[6:]], ["Teranga Info"], []) == TER[6:]


ES = [
    "La Consejería de Fomento adjudicará en las próximas semanas el primer tramo de la línea 3 del metro de "
    "Sevilla, el que unirá Pino Montano con el entorno de la Macarena.",
    "Las obras de sus cuatro primeras estaciones comenzarán antes del próximo verano, según anunció ayer el "
    "consejero durante una visita a los terrenos donde se levantarán las cocheras.",
    "El presupuesto del tramo asciende a 312 millones de euros y el plazo de ejecución previsto es de cuarenta "
    "meses, con un horario de trabajo nocturno en los puntos más sensibles del barrio.",
]


def firma_page(firma: str) -> str:
    """An old PHP CMS's story: no metadata, an <h2> headline over an <h3> dek, the byline a bare linked name."""
    text = "<br><br>".join(ES)
    return (
        "<html><head><title>La línea 3 del metro tendrá sus primeras estaciones en obras - La Voz</title></head>"
        '<body><div id="menu"><a href="/">Portada</a> | <a href="/sevilla/">Sevilla</a></div><div id="noticia">'
        '<div class="antetitulo">MOVILIDAD</div>'
        '<h2 class="titulo">La línea 3 del metro tendrá sus primeras estaciones en obras</h2>'
        '<h3 class="subtitulo">La Junta adjudicará en enero el tramo entre Pino Montano y la Macarena</h3>'
        f'<div class="firma">{firma}</div><div class="fecha">04/12/2026</div><div class="txt">{text}</div></div>'
        "</body></html>"
    )


ES_URL = "https://www.lavoz.test/sevilla/2026/12/04/linea-3-metro-obras.html"
LUCIA = '<a href="/autores/lucia-romero.html">Lucía Romero</a>'


def test_a_bare_name_linking_a_writers_page_under_the_headline_and_its_dek_is_the_author() -> None:
    assert run(firma_page(LUCIA), ES_URL).authors == ["Lucía Romero"]
    # a co-writer named beside the linked one, without a link of their own
    assert run(firma_page(f"Manuel Ortega / {LUCIA}"), ES_URL).authors == ["Manuel Ortega", "Lucía Romero"]
    # words after the name that are no name ("Lucía Romero y equipo gráfico") are not a co-writer
    assert run(firma_page(f"{LUCIA} y equipo gráfico"), ES_URL).authors == ["Lucía Romero"]
    # ...nor a credit of the agencies, nor an agency and the date after the name
    assert run(firma_page(f"{LUCIA}, con Agencias"), ES_URL).authors == ["Lucía Romero"]
    assert run(firma_page(f"{LUCIA} y EFE Diciembre 4, 2026"), ES_URL).authors == ["Lucía Romero"]
    # a sentence that links a writer's page is no byline
    sentence = f"Lea también la crónica que publicó ayer nuestra compañera {LUCIA} sobre el proyecto del metro"
    assert run(firma_page(sentence), ES_URL).authors == []
