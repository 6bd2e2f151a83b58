"""Shapes the blind sets of session 38 met (holdout53's broadcaster brief, then holdout54-57): a kicker inside
the headline's heading (over the byline lines, and not in the title), a story dated only by its "Stand:" line, a
French topic before a spaced colon in the title. Every test fails when its
rule is taken out."""

from __future__ import annotations

from scrapy import Selector

from crawler.article.authors import byline_authors, clean_authors
from crawler.article.boilerplate import boilerplate_lines
from crawler.article.textkit import line_key
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


EN = [
    "A man has been pulled from the water off Cronulla after his kayak capsized in rough seas early on Saturday.",
    "Lifeguards on a jet ski reached the 58-year-old about 400m offshore from Wanda Beach shortly after 5.30am, "
    "after a walker heard him calling for help from the rocks.",
    "He was treated by paramedics for mild hypothermia and taken to Sutherland Hospital in a stable condition.",
    "Police have reminded paddlers to wear a life jacket and carry a phone in a waterproof bag this summer.",
]
HEADLINE_EN = "Man rescued after kayak capsizes off Cronulla"


def news_page(body: str, *, before_h1: str = "", head: str = "", title: str = HEADLINE_EN) -> str:
    return (
        f'<html lang="en"><head><title>{title} | Harbour Daily</title>{head}</head><body>'
        '<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/weather">Weather</a>'
        f'</nav>{before_h1}<main><article><h1>{title}</h1><div class="byline">Staff writers</div>'
        f'<time datetime="2026-12-05T06:20:00+11:00">December 5, 2026 - 6:20AM</time>{body}</article></main>'
        '<footer><a href="/privacy">Privacy</a> © 2026 Harbour Daily</footer></body></html>'
    )


KAYAK_URL = "https://www.harbourdaily.test/news/nsw/man-rescued-after-kayak-capsizes-off-cronulla/news-story/d0fe686a"
OG = '<meta property="og:type" content="article">'


def test_a_story_body_classed_paywall_is_the_story_and_the_paywall_box_is_not() -> None:
    # served whole to crawlers in "storybody paywall" (News Corp) or "a-content pmc-paywall" (Penske): short
    # paragraphs of a story, not the paywall's pitch
    paras = "".join(f"<p>{p}</p>" for p in EN)
    result = run(news_page(f'<div class="storybody paywall">{paras}</div>', head=OG), KAYAK_URL)
    assert result.is_article, result.classification
    assert result.text.split("\n") == EN
    # the paywall's own box under a story: its lines are no story text, short or long
    pitch = (
        '<div class="paywall-content"><p>Keep reading with Harbour Daily Plus, the best of our journalism.</p>'
        "<ul><li>Unlimited access to every story on the website and in the app</li></ul>"
        "<p>One month for $1, then $19.99 a month. Cancel any time you like.</p>"
        "<p>Already a subscriber? Sign in to your account to keep reading this story.</p></div>"
    )
    result = run(news_page(f'<div class="body">{paras}</div>{pitch}', head=OG), KAYAK_URL)
    assert result.text.split("\n") == EN


def test_what_the_page_prints_over_its_headline_does_not_open_the_text() -> None:
    ticker = (
        '<div class="market-bar"><span>ASX 200 8,912.4 +0.4%</span> <span>AUD/USD 0.6631</span> '
        "<span>Gold 3,412</span></div>"
    )
    kicker = '<p class="kicker">Breaking</p>'
    short = f"<p>{EN[0]}</p><p>{EN[2]}</p>"
    result = run(news_page(short, before_h1=ticker + kicker, head=OG), KAYAK_URL)
    assert result.text.split("\n") == [EN[0], EN[2]]
    # a line the story itself opens with is kept, whatever the page printed over the headline
    assert run(news_page(short, before_h1=f"<p>{EN[0]}</p>", head=OG), KAYAK_URL).text.split("\n")[0] == EN[0]


def test_an_item_code_as_a_segment_numbers_the_page() -> None:
    from parsel import Selector

    from crawler.article.signals import collect

    sel = Selector(text="<html><body><p>x</p></body></html>")
    for url in (
        "https://www.totokeizai.test/article/DGXZQOUA03BZ20U6A201C2000000/",  # a content key in capitals
        "https://www.harbourdaily.test/news/nsw/kayak/news-story/d0fe686a738393d9b40302ceb2fcabbf",  # a hash
        "https://www.kleine.test/s/steiermark/leoben/4891301/index.do",  # an id before the front controller
    ):
        signals = collect(sel, url)
        assert signals.url_id and not signals.url_listing, url
    for url in (
        "https://www.site.test/tag/COVID19UPDATES/",  # capitals, too few digits
        "https://www.site.test/news/deadbeefcafe/",  # hex, too short
        "https://www.site.test/news/index.do",
    ):
        assert not collect(sel, url).url_id, url


def test_a_photo_of_the_day_page_of_dated_captions_is_a_gallery() -> None:
    # "Nov. 30: ... at 7:12 a.m. (Ana Whitfield / Times)": the abbreviations' dots end no sentence; one-sentence
    # captions, signed by no one, are a gallery's, whatever the template declares
    days = ["Nov. 30", "Nov. 29", "Nov. 27", "Nov. 26", "Nov. 25"]
    sights = [
        "Fog lifts off the river under the Grant Street bridge at 7:12 a.m.",
        "A great blue heron waits out the rain on a piling at Pier 3 before 8 a.m.",
        "Runners round the lake in the annual Thanksgiving Turkey Trot at 9 a.m.",
        "Paper lanterns over the Eastgate night market after dark at 6 p.m.",
        "Snow on the vines of the Hillcrest community garden at 6:40 a.m.",
    ]
    figures = "".join(
        f'<figure><img src="/img/{i}.jpg" alt=""><figcaption>{day}: {sight} (Ana Whitfield / Times)</figcaption>'
        "</figure>"
        for i, (day, sight) in enumerate(zip(days, sights, strict=True))
    )
    head = OG + '<meta property="article:published_time" content="2026-11-30T07:30:00-05:00">'
    html = news_page(f"<p>A daily image from Times photographers.</p>{figures}", head=head, title="Photo of the Day")
    html = html.replace('<div class="byline">Staff writers</div>', "")
    result = run(html, "https://www.kctimes.test/photos/photo-of-the-day/")
    assert not result.is_article and result.reason == "captions_unsigned", result.classification


def test_a_consent_platforms_banner_is_no_story_text() -> None:
    banner = (
        '<div id="cmp-banner" class="cmp-banner"><p>We and our selected partners use cookies or similar '
        "technologies for technical purposes and, with your consent, for measurement and personalised ads as "
        "described in our cookie policy.</p></div>"
    )
    # (a one-paragraph brief: the text trafilatura's recall adds to it ends with the banner's)
    html = news_page(f"<p>{EN[0]}</p>", head=OG).replace("</footer>", f"</footer>{banner}")
    assert "cookies" not in run(html, KAYAK_URL).text
    # a notice named after the data-protection law ("rodo", Poland's GDPR), in the language of the page
    rodo = (
        '<div class="mp-rodo" role="dialog"><p><strong>Szanowny Użytkowniku,</strong> korzystając z serwisu, '
        "wyrażasz zgodę na przetwarzanie danych osobowych i zapisywanie plików cookies przez nas i naszych "
        "zaufanych partnerów w celach analitycznych i marketingowych.</p><button>Akceptuję</button></div>"
    )
    html = news_page(f"<p>{EN[0]}</p>", head=OG).replace("</footer>", f"</footer>{rodo}")
    assert "zgodę" not in run(html, KAYAK_URL).text
    # a camelCase id split at its capitals: Blogger's consent bar, <div id="cookieChoiceInfo">
    blogger = (
        "<div id='cookieChoiceInfo'><p>This site uses cookies from Google to deliver its services and to analyse "
        "traffic. Information about your use of this site is shared with Google.</p></div>"
    )
    html = news_page(f"<p>{EN[0]}</p>", head=OG).replace("</footer>", f"</footer>{blogger}")
    notice = "This site uses cookies from Google to deliver its services and to analyse traffic. Information about "
    assert line_key(notice + "your use of this site is shared with Google.") in boilerplate_lines(Selector(text=html))
    # Adobe Experience Manager's components are "cmp-text" and "cmp-container": story text, no consent box
    aem = news_page("".join(f'<div class="cmp-text"><p>{p}</p></div>' for p in EN), head=OG)
    assert run(aem, KAYAK_URL).text.split("\n") == EN


def test_a_comments_page_and_a_section_named_as_its_address_ask_for_no_browser() -> None:
    shell = OG + '<script src="/app.js"></script>'
    comments = news_page("<p>Please keep comments civil.</p>", head=shell, title="Comments: Storm closes the pier")
    result = run(comments, "https://www.gazette.test/news/storm-closes-the-pier/comments")
    assert not result.is_article and not result.needs_render
    section = news_page("<p>Latest from the region.</p>", head=shell, title="Region")
    result = run(section, "https://www.gazette.test/region/")
    assert not result.is_article and not result.needs_render
    # a story's shell at a story's address still asks for one
    story = news_page("<p>Loading ...</p>", head=shell, title=HEADLINE_EN)
    assert run(story, "https://www.gazette.test/news/man-rescued-after-kayak-capsizes/").needs_render


def test_a_menu_row_over_the_headline_is_not_stored_and_a_short_brief_under_a_ticker_is_taken() -> None:
    # an ASP.NET template's one-row menu table over a layout table: kept by trafilatura at the top of the text
    cells = "".join(
        f'<td class="TopMenuItem"><a href="/c{i}">{w}</a></td>'
        for i, w in enumerate(["Home", "News", "Business", "Sport", "Culture", "Video", "Contact"])
    )
    story = f'<div class="ArticleTitle"><h1>{HEADLINE_EN}</h1></div><div class="date">December 5, 2026</div>'
    html = (
        f"<html lang='en'><head><title>{HEADLINE_EN} | Harbour Daily</title>{OG}</head><body><div class='Page'>"
        f'<table class="TopMenu"><tr>{cells}</tr></table><table class="Layout" width="980"><tr><td class="MainCol">'
        f"{story}{''.join(f'<p>{p}</p>' for p in EN)}</td><td class='Side'><a href='/x'>Most read</a></td></tr>"
        "</table><div class='Footer'>© 2026 Harbour Daily</div></div></body></html>"
    )
    assert run(html, KAYAK_URL).text.split("\n") == EN
    # a declared one-paragraph flash under a market ticker bar and its kicker: the bar's line would read as one
    # of a sectioned page's headings
    ticker = (
        '<div class="market-bar"><span>Nikkei 51,284.65 +320.18</span> <span>TOPIX 3,425.87 +12.41</span> '
        "<span>USD/JPY 149.20</span> <span>Dow 47,206.55 +197.31</span></div>"
    )
    head = OG + '<meta property="article:published_time" content="2026-12-04T08:31:00+09:00">'
    flash = f"{EN[0]} {EN[2]}"
    html = news_page(f"<p>{flash}</p>", before_h1=ticker + '<span class="flash">Flash</span>', head=head)
    html = html.replace('<div class="byline">Staff writers</div>', "")
    result = run(html, "https://www.toto.test/article/DGXZQOUA03BZ20U6A201C2000000/")
    assert result.is_article and result.text == flash, result.classification


def test_a_firma_element_names_the_writer_and_agencies_no_one() -> None:
    # "firma" (signature) is the Spanish and Italian byline's class: an unlinked name in it is the writer
    assert run(firma_page("Manuel Ortega"), ES_URL).authors == ["Manuel Ortega"]
    assert run(firma_page("Agencias"), ES_URL).authors == []


def test_a_bylines_place_and_date_elements_and_labels_are_no_writers() -> None:
    byline = (
        '<div class="ue-c-article__byline"><span class="ue-c-article__byline-name">Javier Gómez</span>'
        '<span class="ue-c-article__byline-location">Madrid</span></div>'
    )
    html = firma_page("").replace('<div class="firma"></div>', byline)
    assert run(html, ES_URL).authors == ["Javier Gómez"]
    # a date line's label and weekday cut at its comma; a degree after the name; Polish "compiled by" a desk
    assert clean_authors(["Publicado Viernes", "Actualizado Jueves"]) == []
    assert clean_authors(["Oleh: Dr. Hendra Kusuma, M.Si."]) == ["Hendra Kusuma"]
    assert clean_authors(["Jo Li, Ph.D."]) == ["Jo Li"] and clean_authors(["J. Wu"]) == ["J. Wu"]
    assert clean_authors(["Oprac. KN"]) == [] and clean_authors(["Anna Nowak"]) == ["Anna Nowak"]


def test_indonesian_laporan_is_a_by_word() -> None:
    # "Laporan: Dewi Lestari | Editor: Rina Wulandari": the report's writer, not its editor
    assert clean_authors(byline_authors(["Laporan: Dewi Lestari | Editor: Rina Wulandari"])) == ["Dewi Lestari"]


def test_mexicos_aviso_de_privacidad_is_a_service_page() -> None:
    # the legal name of a privacy notice in Mexico, on the story template with its date of last change
    paras = "".join(
        f"<p>{p}</p>"
        for p in [
            "Primera Fila, con domicilio en la Ciudad de México, es responsable del tratamiento de sus datos "
            "personales y de su protección, conforme a la ley federal en la materia.",
            "Los datos que recabamos se utilizan para enviarle boletines, administrar su cuenta de suscriptor y "
            "elaborar estadísticas de lectura; no se comparten con terceros sin su consentimiento.",
            "Usted puede ejercer sus derechos de acceso, rectificación, cancelación u oposición escribiendo a la "
            "dirección de correo que figura al pie de esta página, en un plazo de veinte días hábiles.",
        ]
    )
    html = (
        "<html lang='es'><head><title>Aviso de privacidad | Primera Fila</title></head><body><main><article>"
        f"<h1>Aviso de privacidad</h1><p class='fecha'>4 de diciembre de 2026</p>{paras}</article></main></body></html>"
    )
    result = run(html, "https://www.primerafila.test/aviso-de-privacidad/")
    assert not result.is_article and result.reason == "service_page", result.classification


# --- counter-examples from the review of the session's rules -------------------------------------------------


def test_a_paywall_box_of_three_long_pitch_paragraphs_stays_out_of_the_text() -> None:
    pitch = (
        '<div class="paywall"><h3>Subscribe to keep reading</h3>'
        "<p>You have reached your limit of free articles this month, and we hope you enjoyed reading them all.</p>"
        "<p>Subscribers get unlimited access to every story, the daily newsletter and the digital replica edition.</p>"
        "<p>Already a subscriber? Log in to your account to keep reading this story and everything else we publish.</p>"
        "</div>"
    )
    text = run(news_page(f"<p>{EN[0]}</p><p>{EN[1]}</p>{pitch}", head=OG), KAYAK_URL).text
    assert "Subscribe" not in text and "free articles" not in text


def test_lines_over_an_h1_that_heads_no_story_or_sits_over_the_body_are_kept() -> None:
    # the only <h1> is a sidebar box's, after the story: the story's short paragraphs stand before it
    short = [line[:100] + "." for line in EN]
    story = "".join(f"<p>{p}</p>" for p in [*short, EN[1] + " " + EN[2]])
    html = (
        f"<html lang='en'><head><title>{HEADLINE_EN} | Courier</title>{OG}</head><body><main><article>"
        f"<h2 class='entry-title'>{HEADLINE_EN}</h2>{story}</article><aside><h1 class='widget-title'>Get the Courier "
        "in your inbox</h1><p>Sign up</p></aside></main></body></html>"
    )
    result = run(html, KAYAK_URL)
    assert set(short) <= set(result.text.split("\n"))
    # ...and a story of short paragraphs only is never emptied
    only_short = html.replace(f"<p>{EN[1]} {EN[2]}</p>", "")
    assert set(short) <= set(run(only_short, KAYAK_URL).text.split("\n"))
    # a breaking bar over a hero's <h1> repeats the story's first paragraph, which stands in <main> under it
    bar = f'<div class="breaking"><p class="breaking-text">{EN[0]}</p></div>'
    html = (
        f"<html lang='en'><head><title>{HEADLINE_EN} | Courier</title>{OG}</head><body>{bar}"
        f"<div class='article-hero'><h1>{HEADLINE_EN}</h1></div><main>{''.join(f'<p>{p}</p>' for p in EN)}</main>"
        "</body></html>"
    )
    assert run(html, KAYAK_URL).text.split("\n")[0] == EN[0]


def test_an_item_code_under_static_pages_or_events_numbers_no_story() -> None:
    from parsel import Selector

    from crawler.article.signals import collect

    sel = Selector(text="<html><body><p>x</p></body></html>")
    for url in (
        "https://www.site.test/pages/5f8d0d55b54764421b7156c9",
        "https://www.site.test/events/64f1c2e4b0a1d2c3f4e5a6b7",
    ):
        assert not collect(sel, url).url_id, url


def test_a_search_title_that_leaves_out_the_headlines_first_words_cuts_nothing() -> None:
    head = '<meta property="og:type" content="article">'
    html = news_page("".join(f"<p>{p}</p>" for p in EN), head=head, title="After 40 years, Main Street diner closes")
    html = html.replace("<title>After 40 years, Main Street diner closes |", "<title>Main Street diner closes |")
    assert run(html, KAYAK_URL).title == "After 40 years, Main Street diner closes"


def test_a_line_that_names_a_linked_writer_in_a_sentence_or_beside_a_place_credits_no_one_else() -> None:
    tom = '<a href="/author/tom-li">Tom Li</a>'
    caption = news_page("".join(f"<p>{p}</p>" for p in EN), head=OG)
    caption = caption.replace('<div class="byline">Staff writers</div>', f"<p>{tom} at his desk in the newsroom</p>")
    caption = caption.replace("</article>", f"</article><aside>More from {tom}</aside>")
    assert run(caption, KAYAK_URL).authors == []
    remembered = caption.replace(f"<p>{tom} at his desk in the newsroom</p>", f"<p>Remembering {tom}, 1950-2026</p>")
    assert run(remembered, KAYAK_URL).authors == []
    placed = news_page("".join(f"<p>{p}</p>" for p in EN), head=OG)
    placed = placed.replace('<div class="byline">Staff writers</div>', f'<div class="meta">{tom}, New York</div>')
    assert run(placed, KAYAK_URL).authors == ["Tom Li"]
    # a Polish page's "firma" is a company
    company = firma_page('<a href="/notowania/dino">Dino Polska</a>').replace("<html>", "<html lang='pl'>")
    assert run(company, ES_URL).authors == []


def test_a_byline_date_wrapper_keeps_its_writer_and_a_dated_address_beats_stand() -> None:
    # (under a long caption: the byline's own lines are not read there)
    figure = f"<figure><img src='/a.jpg' alt=''><figcaption>{EN[1]} {EN[2]}</figcaption></figure>"
    byline = figure + (
        '<div class="byline-date"><span class="name">Helen Marsh</span> · <span>December 4, 2026</span></div>'
    )
    html = news_page("".join(f"<p>{p}</p>" for p in EN), head=OG).replace(
        '<div class="byline">Staff writers</div>', byline
    )
    assert run(html, KAYAK_URL).authors == ["Helen Marsh"]
    dated = "https://www.tagesblick.test/inland/2026/12/01/falschmeldung-trinkwasser-leipzig-100.html"
    assert run(broadcaster_page("Stand: 04.12.2026 09:12 Uhr"), dated).date == "2026-12-01"


def test_two_sentence_captions_of_a_photo_story_are_sentences() -> None:
    from crawler.article.textstats import _sentence_ends

    assert _sentence_ends("Leaders arrive for the summit in Rio. She is expected to speak first.") == 2
    assert _sentence_ends("Nov. 30: Fog lifts off the river at 7:12 a.m. (Ana Whitfield / Times)") == 0


def test_a_client_rendered_obituary_named_for_its_subject_still_asks_for_a_browser() -> None:
    shell = OG + '<script src="/app.js"></script>'
    page = news_page("<p>Teacher and choir leader, 1941-2026.</p>", head=shell, title="Jane Roe")
    assert run(page, "https://www.gazette.test/obituaries/jane-roe").needs_render
