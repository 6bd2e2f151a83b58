# ruff: noqa: RUF001
"""Shapes the blind sets of session 40 met. holdout62 (newsletters and independent platforms): an e-mail issue laid
out in bordered tables, Blogger's photo-only post; holdout63 (regional dailies): a letters page under its kicker,
Funke's /article<id>/ addresses, a relative day beside the publisher's clock, "Submitted"; holdout64 (news
agencies): Chinese wire datelines naming their reporters, a wire's "Reporting by ...; Editing by ..." line,
galleries of described photos, a video page whose recall text is chrome; holdout65 (the Middle East): Sorani
dates, translators, "Special to" credits, a desk named with a short Hebrew site name, Turkish byline classes.
Every test fails when its rule is taken out."""

from __future__ import annotations

import json

from scrapy import Selector

from crawler.article.authors import chinese_wire_reporters, clean_authors, wire_credit_line
from crawler.article.dates import human_date
from crawler.article.signals import collect
from tests.test_bylines_and_credits import run

PT = [
    "Se você abriu a conta de luz de novembro e levou um susto, não está sozinho. A Aneel acionou a bandeira "
    "vermelha pelo segundo mês seguido.",
    "As bandeiras tarifárias existem desde 2015 e funcionam como um sinal: quando os reservatórios estão baixos, o "
    "sistema liga termelétricas, que custam mais, e a diferença aparece na conta.",
    "Com a seca prolongada no Sudeste, os reservatórios terminaram outubro com 41% da capacidade, o menor nível "
    "para o mês desde 2021, e as distribuidoras já pediram reajustes médios de 9% para 2027.",
]


# (a closing paragraph under the card, long enough that trafilatura's main pass returning it alone is no "too
# little" for the recall pass to make up)
CLOSING = (
    "Amanhã eu volto com as contas de gás. Se esta edição te ajudou a entender a conta de luz, encaminhe para quem "
    "também levou um susto em novembro, responda este e-mail com as suas dúvidas sobre bandeiras e tarifas, e até "
    "lá: desligue o chuveiro elétrico no horário de pico, que é o que mais pesa na conta."
)


def email_issue(card_style: str) -> str:
    cell = 'style="padding:0 32px 18px;font-family:Georgia,serif;font-size:17px;color:#2b2622;"'
    rows = "".join(f"<tr><td {cell}><p style='margin:0;'>{p}</p></td></tr>" for p in PT)
    return (
        "<html lang='pt-BR'><head><title>A conta de luz vai subir (de novo)</title>"
        "<meta property='og:type' content='article'><meta name='author' content='Carolina Menezes'>"
        "<meta property='article:published_time' content='2026-12-04T09:00:00-03:00'></head><body>"
        "<table role='presentation' width='100%'><tr><td align='center'>"
        f"<table role='presentation' width='600' style='{card_style}'>"
        "<tr><td><h1>A conta de luz vai subir (de novo)</h1></td></tr>"
        f"{rows}</table></td></tr><tr><td style='padding:0 32px'><p>{CLOSING}</p></td></tr></table></body></html>"
    )


def test_an_email_issue_laid_out_in_a_bordered_table_keeps_its_text() -> None:
    # the card's border-radius made trafilatura's precision mode drop the whole table once it was a block
    url = "https://ameada.beehiiv.test/p/a-conta-de-luz-vai-subir-de-novo"
    result = run(email_issue("max-width:600px;background-color:#ffffff;border-radius:8px;"), url)
    assert result.is_article and result.text.split("\n") == [*PT, CLOSING], result.text
    # a style that hides a cell keeps it hidden (a preheader, "display:none")
    hidden = email_issue("border:1px solid #eee;").replace(
        "<tr><td><h1>", "<tr><td style='display:none'>Prévia escondida do e-mail</td></tr><tr><td><h1>"
    )
    assert "Prévia escondida" not in run(hidden, url).text


ES = [
    "La borrasca mantiene en alerta naranja el litoral de A Coruña y Lugo, donde el oleaje obligó a cerrar paseos.",
    "Salvamento Marítimo pide a la población que no se acerque a los espigones hasta el domingo.",
]


def agency_page(head: str, story: str) -> str:
    return (
        "<html lang='es'><head><title>Alerta naranja en la costa gallega | Agencia Ibera</title>"
        f"{head}</head><body><a class='skip' href='#main'>Ir al contenido</a><header><p class='tagline'>"
        "Agencia de noticias en español</p></header><main id='main'><article><h1>Alerta naranja en la costa gallega"
        f"</h1>{story}</article></main><footer><p>(c) Agencia Ibera</p></footer></body></html>"
    )


def test_recall_is_taken_for_the_sentences_it_adds_not_for_chrome() -> None:
    head = (
        "<meta property='og:type' content='article'><meta name='author' content='Ana Ruiz'>"
        "<meta property='article:published_time' content='2026-12-04T09:10:00+01:00'>"
    )
    brief = agency_page(head, "".join(f"<p>{p}</p>" for p in ES))
    result = run(brief, "https://www.agenciaibera.test/2026/12/04/alerta-naranja-en-la-costa-gallega/")
    # a two-sentence brief: the tagline trafilatura's recall pass adds to it is no story text
    assert result.is_article and result.text.split("\n") == ES, result.classification
    # a video page's one line: not a story, and no browser is asked for (its HTML shows what there is)
    video = agency_page(
        "<meta property='og:type' content='website'>", f"<video src='/v/olas.mp4'></video><p>{ES[0]}</p>"
    )
    result = run(video, "https://www.agenciaibera.test/multimedia/videos/2026-12-04/olas-de-hasta-nueve-metros/")
    assert not result.is_article and not result.needs_render, result.classification


def test_a_section_whose_text_is_its_links_asks_for_no_browser() -> None:
    # a listing on a template that declares every page a dated NewsArticle by a staff account: what the HTML shows
    # is its links (trafilatura's recall finds them, its main pass nothing), no story for a browser to build
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Obituaries",
          "datePublished": "2026-11-26T08:00:00-06:00",
          "author": {"@type": "Person", "name": "Ridge Courier"}}  # fmt: skip
    obits = "".join(
        f"<div class='legacy-obit-item'><a href='https://obits.legacylike.test/ridge/{slug}'>{name}</a>"
        f"<span>{town}, {age}, Nov. {day}, 2026</span></div>"
        for slug, name, town, age, day in (
            ("margaret-sorensen", "Margaret Ellen Sorensen", "Carrow", 88, 26),
            ("harold-finch", "Harold J. Finch", "Oakes Junction", 79, 24),
            ("lorna-beck", "Lorna Beck", "Tilden", 91, 23),
        )
    )
    html = (
        "<html lang='en'><head><title>Obituaries | The Ridge Courier</title><meta property='og:type' "
        f"content='article'><script type='application/ld+json'>{json.dumps(ld)}</script><script src='/app.js'>"
        f"</script></head><body><nav><a href='/'>Home</a> <a href='/obituaries/'>Obituaries</a></nav><main><h1>"
        f"Obituaries</h1><div class='legacy'>{obits}</div><p><a href='/obituaries/submit/'>Place an obituary</a>"
        "</p></main></body></html>"
    )
    result = run(html, "https://www.ridgecourier.test/news/obituaries/")
    assert not result.is_article and not result.needs_render, result.classification


NL = [
    "Een automobilist is in de nacht van woensdag op donderdag gewond geraakt bij een botsing met een boom op de "
    "Kottenseweg in Winterswijk.",
    "De man zat alleen in de auto. Hij is met onbekend letsel naar het ziekenhuis in Winterswijk gebracht. De "
    "politie onderzoekt hoe het ongeluk kon gebeuren.",
]


def test_a_relative_day_beside_the_publishers_clock_gives_the_day_of_a_utc_time() -> None:
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Automobilist gewond na botsing",
          "datePublished": "2026-12-03T23:15:00.000Z",
          "author": {"@type": "Person", "name": "Erik Lammers"}}  # fmt: skip
    html = (
        "<html lang='nl'><head><title>Automobilist gewond na botsing | De Graafschapper</title>"
        f"<script type='application/ld+json'>{json.dumps(ld)}</script></head><body><article>"
        "<h1>Automobilist gewond na botsing</h1><div class='meta'><span>Erik Lammers</span> "
        "<time>Gisteren, 00:15</time></div>" + "".join(f"<p>{p}</p>" for p in NL) + "</article></body></html>"
    )
    url = "https://www.degraafschapper.test/winterswijk/automobilist-gewond-na-botsing~a9e1c722/"
    assert run(html, url).date == "2026-12-04"  # 00:15 in Winterswijk is 23:15 UTC: the publisher is an hour ahead
    # another minute is another time (an update, a reading time): the UTC day stays
    assert run(html.replace("Gisteren, 00:15", "Gisteren, 00:40"), url).date == "2026-12-03"
    # the publication's clock before an update's in the same line (Le Monde's "Publié aujourd'hui à 00h20, modifié à
    # 07h45"): the publication's; an update's clock alone says nothing of it
    assert run(html.replace("Gisteren, 00:15", "Vandaag om 00:15, bijgewerkt om 07:45"), url).date == "2026-12-04"
    assert run(html.replace("Gisteren, 00:15", "Bijgewerkt om 00:15"), url).date == "2026-12-03"


DE = [
    "Gelsenkirchen. Unser Bericht über den Weihnachtsmarkt in Buer hat viele Reaktionen ausgelöst. Eine Auswahl.",
    "Ich gehe seit meiner Kindheit auf den Weihnachtsmarkt in Buer, und natürlich ist dort alles teurer geworden. "
    "Aber das gilt doch für jeden Supermarkt auch.",
    "Brigitte Sobczak, Buer",
    "Zwölf Euro für zwei Becher Glühwein und eine Bratwurst sind zu viel. Familien mit Kindern können sich den "
    "Besuch kaum noch leisten.",
    "Werner Kaminski, Scholven",
]


def letters_page() -> str:
    return (
        "<html lang='de'><head><title>Gelsenkirchen: Was unsere Leser zum Weihnachtsmarkt sagen - Emscher-Zeitung"
        "</title><meta property='og:type' content='article'><meta property='og:title' content='Leserbriefe: Was "
        "unsere Leser zum Weihnachtsmarkt sagen'></head><body><article><header><p class='kicker'>Leserbriefe</p>"
        "<h1>Was unsere Leser zum Weihnachtsmarkt sagen</h1><div class='meta'><time>05.12.2026, 06:00 Uhr</time>"
        "</div></header>" + "".join(f"<p>{p}</p>" for p in DE) + "</article></body></html>"
    )


def test_a_letters_page_under_its_kicker_is_titled_as_shown_and_signed_by_no_one() -> None:
    url = "https://www.emscher-zeitung.test/lokales/gelsenkirchen/article409826401/was-unsere-leser-sagen.html"
    result = run(letters_page(), url)
    assert result.is_article, result.classification
    # og:title's kicker off (the <title> has another: the town's); the <h1> is the headline alone
    assert result.title == "Was unsere Leser zum Weihnachtsmarkt sagen"
    # the kicker over the headline says "letters": the readers who sign them are not the page's authors
    assert result.authors == []
    assert result.date == "2026-12-05"


def test_a_story_address_named_for_the_article_and_its_number_is_an_id() -> None:
    def url_id(url: str) -> bool:
        return collect(Selector(text="<html><body><p>x</p></body></html>"), url).url_id

    assert url_id("https://www.emscher-zeitung.test/lokales/article409826401/was-unsere-leser-sagen.html")
    assert url_id("https://www.welt.test/politik/article257283746/Slug-des-Artikels.html")
    assert not url_id("https://www.emscher-zeitung.test/lokales/articles/was-unsere-leser-sagen.html")


def test_credits_that_name_no_person() -> None:
    # a reader-submitted item, a contributor the paper does not name, a desk named with the site's short name
    assert clean_authors(["Submitted"]) == []
    assert clean_authors(["Special to Gulf Chronicle"]) == []
    assert clean_authors(["חדשות הדף"], ["הדף"]) == []
    assert clean_authors(["Ann Lee"], ["Lee"]) == ["Ann Lee"]  # three Latin letters are as often a person's
    en = [
        "Hatta's winter season is drawing record crowds to the mountain enclave, with hotels reporting full "
        "bookings for every weekend until January.",
        "The dam's kayak rentals doubled their fleet this year, and a new mountain bike trail opened in October.",
    ]
    html = (
        "<html lang='en'><head><title>Why Hatta's winter season is drawing record crowds | Gulf Chronicle</title>"
        "<meta property='og:type' content='article'><meta property='og:site_name' content='Gulf Chronicle'>"
        "<meta property='article:published_time' content='2026-12-03T06:00:00Z'></head><body><article>"
        "<h1>Why Hatta's winter season is drawing record crowds</h1><div class='author-card'><div "
        "class='author-name'>Special to Gulf Chronicle</div></div>" + "".join(f"<p>{p}</p>" for p in en)
        + "</article></body></html>"
    )  # fmt: skip
    assert run(html, "https://gulfchronicle.test/uae/why-hattas-winter-season-1.500123").authors == []


def test_a_translator_is_no_author() -> None:
    ckb = [
        "ئاستی ئاوی دیجلە لە ناوچەی فیشخابوور بۆ نزمترین ئاستی چل ساڵی ڕابردوو دابەزیوە، بەپێی پێوانەکانی "
        "بەڕێوەبەرایەتیی ئاو.",
        "جووتیاران دەڵێن ئەمساڵ نەیانتوانیوە زەوییەکانیان بە تەواوی ئاو بدەن و بەرهەمی گەنم کەمی کردووە.",
    ]
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "ئاستی ئاوی دیجلە دابەزیوە",
          "datePublished": "2026-12-02T15:10:00+03:00",
          "author": {"@type": "Person", "name": "شیلان محەمەد"}}  # fmt: skip
    html = (
        "<html lang='ckb' dir='rtl'><head><title>ئاستی ئاوی دیجلە دابەزیوە</title>"
        f"<script type='application/ld+json'>{json.dumps(ld)}</script></head><body><article>"
        "<h1>ئاستی ئاوی دیجلە دابەزیوە</h1><div class='article-main__author'><span class='translator'>"
        "وەرگێڕانی: شیلان محەمەد</span></div>" + "".join(f"<p>{p}</p>" for p in ckb) + "</article></body></html>"
    )
    url = "https://www.dengichiya.test/sorani/kurdistan/021220264"
    assert run(html, url).authors == []
    assert clean_authors(["Jane Roe Translated by Tom Poe"]) == ["Jane Roe"]
    assert clean_authors(["Jonas Berger Übersetzt von Lea Hahn"]) == ["Jonas Berger"]
    # a writer credited beside the translator stays the author
    byline = "<span class='author'>نووسەر: ئاران ڕەشید</span>"
    assert run(html.replace("<span class='translator'>", byline + "<span class='translator'>"), url).authors == [
        "ئاران ڕەشید"
    ]


def test_sorani_dates() -> None:
    assert str(human_date("٤ی کانوونی یەکەمی ٢٠٢٦ · ٠٨:١٥")) == "2026-12-04"
    assert str(human_date("۳ی تشرینی دووەمی ۲۰۲۶")) == "2026-11-03"


def test_turkish_byline_classes_and_a_place_in_capitals_before_the_name() -> None:
    tr = [
        "Eskişehir Büyükşehir Belediyesi, tramvay hattının Batıkent'e uzatılması için ihaleye çıktı. Yeni hat "
        "dört kilometre uzunluğunda olacak.",
        "Belediye yetkilileri, hattın gelecek yılın sonunda hizmete girmesini hedeflediklerini açıkladı.",
    ]
    html = (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=windows-1254'>"
        "<title>Eskişehir'de tramvay hattı uzatılıyor - Günebakan</title></head><body><table><tr><td>"
        "<h1>Eskişehir'de tramvay hattı uzatılıyor</h1></td></tr><tr><td><span class='muhabir'>ESKİŞEHİR - "
        "Haluk Ersoy</span> <span class='tarih'>14.03.2011 - 11:32</span></td></tr><tr><td><div id='haberMetni'>"
        + "".join(f"<p>{p}</p>" for p in tr) + "</div></td></tr></table></body></html>"
    )  # fmt: skip
    assert run(html, "https://www.gunebakan.test/arsiv/haber.asp?id=284113").authors == ["Haluk Ersoy"]
    assert clean_authors(["NEW YORK - Jane Roe"]) == ["Jane Roe"]
    assert clean_authors(["AP - Jane Roe"]) == ["AP - Jane Roe"]  # (two letters: an agency's, left as it was)


def test_chinese_wire_datelines_name_their_reporters() -> None:
    assert chinese_wire_reporters(["长河社北京12月4日电（记者王明、李华）记者4日从国家能源主管部门获悉"]) == (
        ["王明", "李华"],
        -1,
    )
    assert chinese_wire_reporters(["长河社杭州12月2日电（记者孙丽 通讯员何平）日前"]) == (["孙丽", "何平"], -1)
    # a commentary's reporter on a line of its own: the line is no text
    assert chinese_wire_reporters(["长河社记者刘洋", "日前，多地出台政策。"]) == (["刘洋"], 0)
    assert chinese_wire_reporters(["新华社北京12月4日电 国家统计局4日发布数据"]) == ([], -1)


def test_a_wire_credit_line_names_the_reporters_not_the_editors() -> None:
    lines = ["The quake struck at a depth of 10 km.", "Reporting by Dewi Santoso in Jakarta; Editing by Mark Hollis"]
    assert wire_credit_line(lines) == (["Dewi Santoso"], 1)
    assert wire_credit_line(["x", "Writing by Jane Roe; Additional reporting by Tom Poe and Ann Lee"]) == (
        ["Jane Roe", "Tom Poe", "Ann Lee"],
        1,
    )
    assert wire_credit_line(["x", "Editing by Mark Hollis"]) == ([], -1)
    assert wire_credit_line(["x", "Reporting by the fire he started, the man said."]) == ([], -1)


def gallery(slide: str, caption: str, wrap_img: bool = False) -> str:
    captions = [
        "İzmir'in Çiğli ilçesindeki Gediz Deltası'nda beslenen flamingolar, 4 Aralık 2026. (Cem Öztürk - YHA)",
        "Kış göçü için bölgeye gelen flamingolar sürü halinde uçuyor. (Cem Öztürk - YHA)",
        "Kuş gözlemcileri, Sasalı'daki gözlem kulesinden flamingoları izliyor. (Cem Öztürk - YHA)",
        "Gün batımında Gediz Deltası'nda flamingolar. (Cem Öztürk - YHA)",
        "Gri tüylü genç bir flamingo sığ suda besleniyor. (Cem Öztürk - YHA)",
    ]
    img = "<p style='text-align:center'><img src='/g/{i}.jpg' alt=''></p>" if wrap_img else "<img src='/g/{i}.jpg'>"
    slides = "".join(
        f"<div class='{slide}'><span class='sira'>{i + 1}/5</span>{img.format(i=i)}<p class='{caption}'>{c}</p></div>"
        for i, c in enumerate(captions)
    )
    return (
        "<html lang='tr'><head><title>İzmir Körfezi'nde flamingo yoğunluğu - Yıldız Haber</title></head><body>"
        f"<main><h1>İzmir Körfezi'nde flamingo yoğunluğu</h1><span class='tarih'>04.12.2026</span>{slides}</main>"
        "</body></html>"
    )


def test_a_gallery_of_described_photos_is_no_story() -> None:
    url = "https://www.yildizhaber.test/tr/foto-galeri/izmir-korfezinde-flamingo-yogunlugu/3412990"
    # the slide's box named for a gallery in Turkish ("galeri"), the caption for a description ("pic-desc"),
    # or the picture alone in a centred paragraph beside its caption
    for html in (gallery("galeri-foto", "text"), gallery("item", "pic-desc"), gallery("pic-item", "pic-desc", True)):
        result = run(html, url)
        assert not result.is_article and result.reason == "captions_unsigned", result.classification


def test_a_soft_404_in_bengali_is_no_story() -> None:
    html = (
        "<html lang='bn'><head><title>পৃষ্ঠাটি খুঁজে পাওয়া যায়নি | পদ্মা বার্তা</title>"
        "<meta property='og:type' content='article'></head><body><article><h1>পৃষ্ঠাটি খুঁজে পাওয়া যায়নি</h1>"
        "<time datetime='2026-12-01'>১ ডিসেম্বর ২০২৬</time><p>দুঃখিত, আপনি যে পৃষ্ঠাটি খুঁজছেন সেটি সরিয়ে ফেলা হয়েছে "
        "অথবা ঠিকানাটি ভুল।</p><p>নিচের খোঁজ বাক্সে লিখে খবর খুঁজুন অথবা প্রচ্ছদে ফিরে যান।</p></article></body></html>"
    )
    result = run(html, "https://www.padmabarta.test/2026/12/01/some-story/")
    assert not result.is_article and result.reason == "soft_404", result.classification


def test_a_soft_404_in_hebrew_at_a_storys_address_asks_for_no_browser() -> None:
    # "the requested article was not found" in the story template, every declaration kept: an error page, not a
    # story a script would fill in
    head = (
        "<meta property='og:type' content='article'><meta name='author' content='מערכת מבט'>"
        "<meta property='article:published_time' content='2026-12-01T08:00:00+02:00'>"
    )
    for heading in ("הכתבה המבוקשת לא נמצאה", "העמוד המבוקש לא נמצא"):
        html = (
            f"<html lang='he' dir='rtl'><head><title>{heading} | מבט עלונים</title>{head}"
            f"<script src='/app.js'></script></head><body><article><h1>{heading}</h1>"
            "<p>ייתכן שהכתבה הוסרה או שהקישור שגוי.</p></article></body></html>"
        )
        result = run(html, "https://www.mabat.test/Article.aspx?id=40977")
        assert not result.is_article and result.reason == "soft_404" and not result.needs_render, result.classification


def test_a_blogs_service_page_titled_blog_colon_page_is_no_story() -> None:
    it = (
        "Questo blog utilizza cookie tecnici e di terze parti per il funzionamento del sito e per statistiche "
        "anonime. Proseguendo nella navigazione accetti l'uso dei cookie. Puoi disattivarli dalle impostazioni del "
        "tuo browser in qualsiasi momento, senza conseguenze sulla lettura dei post."
    )
    html = (
        "<html lang='it'><head><title>Il Caruggio: Privacy e cookie</title></head><body><h1>Il Caruggio</h1>"
        "<div class='post hentry' itemscope itemtype='http://schema.org/BlogPosting'><h3 class='post-title'>"
        f"Privacy e cookie</h3><div class='post-body entry-content'><p>{it}</p><p>{it}</p></div></div></body></html>"
    )
    result = run(html, "https://ilcaruggio.blogspot.test/p/privacy-e-cookie.html")
    assert not result.is_article and result.reason == "service_page", result.classification


def test_a_storys_comments_or_responses_page_is_no_story() -> None:
    responses = "".join(
        f"<div class='r'><a href='/@{n.split()[0].lower()}'>{n}</a><span>04.12.2026</span><p>{t}</p></div>"
        for n, t in (
            ("Jens Möller", "Sehr guter Text, vor allem der Teil über die Mieten hat mich überzeugt. Danke dafür."),
            ("Ute Schramm", "Ich sehe das anders: Die Stadt hat seit Jahren nichts getan, und jetzt wundern sich "
             "alle über die Preise. Das hätte man kommen sehen können."),
            ("Kai Brandt", "Gibt es eine Quelle für die Zahlen aus dem dritten Absatz? Ich finde sie nirgends."),
        )
    )  # fmt: skip
    html = (
        "<html lang='de'><head><title>Antworten (23) – Medium</title><meta property='og:type' content='article'>"
        f"</head><body><main><h1>Antworten (23)</h1>{responses}</main></body></html>"
    )
    result = run(html, "https://medium.test/p/3f9a2c1b7e4d/responses/show")
    assert not result.is_article and result.reason == "comments_page", result.classification
    # an opinion section named for its commentaries is no comments page
    assert not collect(Selector(text=html), "https://www.hk.test/meinung/kommentare/slug/100185991.html").url_comments
