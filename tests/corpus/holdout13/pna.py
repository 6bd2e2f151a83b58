# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""ПНА - Подунавска новинска агенција: a Serbian (Cyrillic) wire agency site on an in-house CMS, windows-1251 in <meta charset>
only, lying head (NewsArticle and article:published_time on every page, fixed date on non-stories)."""

from __future__ import annotations

import zlib

from common import Base, lying_head, page, story
from sitekit import Doc, css_rules, esc

FIXED = "2025-03-15T09:00:00+01:00"
MONTHS = [
    "јануар",
    "фебруар",
    "март",
    "април",
    "мај",
    "јун",
    "јул",
    "август",
    "септембар",
    "октобар",
    "новембар",
    "децембар",
]


def sr_num(iso: str) -> str:
    return f"{iso[8:10]}.{iso[5:7]}.{iso[:4]}. {iso[11:13]}.{iso[14:16]}"


class Pna(Base):
    origin = "http://www.podunavska-agencija.test"
    name = "ПНА – Подунавска новинска агенција"
    prefix = "pna"
    language = "sr"
    encoding = "cp1251"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pna",
            [".pna-head", ".vest-lista li", ".vest", ".vest-tekst", ".desno", ".footer-pna", ".dnevnik td", ".sat"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ПНА – Подунавска новинска агенција",
                "wire-home",
                list=["most", "oluja", "budzet", "malina", "rudnik", "nebo"],
            )
        )
        add(
            page(
                "najnovije",
                "/najnovije",
                "section",
                "Најновије вести",
                "wire-feed",
                list=["most", "oluja", "budzet", "malina", "rudnik", "nebo"],
                more="najnovije2",
            )
        )
        add(
            page(
                "najnovije2",
                "/najnovije?strana=2",
                "section",
                "Најновије вести – страна 2",
                "wire-feed-page-2",
                list=["kragujevac"],
                prev="najnovije",
            )
        )
        add(
            page(
                "ekonomija",
                "/rubrika/ekonomija",
                "section",
                "Економија",
                "wire-section",
                list=["budzet", "malina", "rudnik"],
            )
        )
        add(
            page(
                "tema",
                "/tema/zima",
                "topic",
                "Тема: Зима 2026",
                "wire-topic",
                list=["oluja", "most"],
                intro="Све вести ПНА о снегу, олујама и стању на путевима.",
            )
        )
        add(
            page(
                "pretraga",
                "/pretraga?q=%D0%B1%D1%83%D1%9F%D0%B5%D1%82",
                "search",
                "Претрага",
                "wire-search",
                list=["budzet", "malina"],
            )
        )
        add(
            page(
                "dnevnik",
                "/najava-dogadjaja",
                "schedule",
                "Најава догађаја за четвртак, 3. децембар 2026.",
                "wire-daybook",
            )
        )
        add(page("foto", "/foto", "gallery", "ПНА Фото", "photo-service"))
        add(
            page(
                "servisi",
                "/servisi",
                "subscribe",
                "Сервиси за медије",
                "wire-services",
                lines=[
                    "ПНА медијима, институцијама и компанијама нуди текстуални, фото и видео сервис на српском и енглеском језику.",
                    "## Пакети",
                    "- Основни сервис: до 150 вести дневно, ћирилица и латиница.",
                    "- Фото сервис: до 80 фотографија дневно у високој резолуцији.",
                    "- Регионални сервис: вести из Подунавског, Браничевског и Шумадијског округа.",
                    "Цене се уговарају појединачно. Пробни приступ траје 14 дана. Пишите на servisi@podunavska-agencija.test.",
                ],
            )
        )
        add(
            page(
                "ispravke",
                "/politika-ispravki",
                "policy",
                "Политика исправки",
                "corrections-policy",
                lines=[
                    "Ажурирано: 15. март 2025.",
                    "ПНА исправља сваку грешку чим је уочи, без обзира на то ко је на њу указао.",
                    "## Како објављујемо исправке",
                    "Исправљена вест носи ознаку ИСПРАВКА у наслову сервиса, а на сајту се на крају текста наводи шта је исправљено и када. Првобитни текст се не брише из архиве сервиса.",
                    "## Како да пријавите грешку",
                    "Грешке пријавите дежурном уреднику на urednik@podunavska-agencija.test или на телефон 011 3300 200, од 7 до 23 часа.",
                ],
            )
        )
        add(
            page(
                "kontakt",
                "/kontakt",
                "contact",
                "Контакт",
                "wire-contact",
                lines=[
                    "ПНА – Подунавска новинска агенција д.о.о., Бранкова 22, 11000 Београд.",
                    "- Дежурни уредник: 011 3300 200, urednik@podunavska-agencija.test",
                    "- Маркетинг и сервиси: 011 3300 210",
                    "- Дописништво Смедерево: 026 410 022",
                    "- Дописништво Крагујевац: 034 300 115",
                    "Главни и одговорни уредник: Драган Милосављевић.",
                ],
            )
        )
        add(
            story(
                "most",
                "/vest/1204581/novi-sad-zatvoren-most",
                "Нови Сад: затворен Варадински мост због радова",
                "2026-12-03",
                "2026-12-03T09:12:00+01:00",
                sr_num("2026-12-03T09:12"),
                [],
                [
                    "НОВИ САД, 3. децембра (ПНА) – Варадински мост у Новом Саду биће затворен за сав саобраћај од петка у 22 часа до понедељка у пет часова, због замене дилатационих спојница, саопштило је градско јавно предузеће.",
                    "Аутобуске линије 3 и 9 за то време саобраћаће преко Моста слободе.",
                ],
                "brief-two-sentences-agency",
                section="Друштво",
            )
        )
        add(
            story(
                "malina",
                "/vest/1204560/izvoz-malina-porastao",
                "Извоз малина порастао 12 одсто",
                "2026-12-02",
                "2026-12-02T11:05:00+01:00",
                sr_num("2026-12-02T11:05"),
                [],
                [
                    "БЕОГРАД, 2. децембра (ПНА) – Србија је од јануара до октобра извезла 96.400 тона смрзнутих малина, што је 12 одсто више него у истом периоду прошле године, објавио је Републички завод за статистику.",
                    "Вредност извоза износила је 412 милиона евра.",
                    "Највише малина извезено је у Немачку, Француску и Белгију.",
                ],
                "brief-three-sentences-agency",
                section="Економија",
            )
        )
        add(
            story(
                "budzet",
                "/vest/1204552/vlada-usvojila-predlog-budzeta",
                "Влада усвојила предлог буџета за 2027. годину",
                "2026-12-02",
                "2026-12-02T13:40:00+01:00",
                sr_num("2026-12-02T13:40"),
                ["Милица Јовановић"],
                [
                    "БЕОГРАД, 2. децембра (ПНА) – Влада Србије усвојила је данас на седници предлог закона о буџету за 2027. годину, којим су предвиђени приходи од 2.310 милијарди и расходи од 2.495 милијарди динара.",
                    "Дефицит је планиран на нивоу од 2,4 одсто бруто домаћег производа, што је нешто мање него ове године.",
                    "Министарка финансија Весна Радуловић изјавила је после седнице да ће плате у јавном сектору од јануара бити повећане за осам, а пензије за шест одсто.",
                    "„Највећи део капиталних улагања и даље иде у путну и железничку инфраструктуру, али први пут издвајамо и значајна средства за водоводе у мањим општинама“, рекла је Радуловић.",
                    "## Расправа у скупштини следеће недеље",
                    "Предлог буџета биће упућен Народној скупштини, где би расправа требало да почне 9. децембра.",
                    "Опозиција је најавила амандмане на део буџета који се односи на субвенције.",
                ],
                "report-updated",
                section="Економија",
                updated="2026-12-02T18:05:00+01:00",
            )
        )
        add(
            story(
                "nebo",
                "/vest/1204511/direktorka-opservatorije-intervju",
                "Директорка опсерваторије: Небо над Србијом још увек је тамно",
                "2026-11-30",
                "2026-11-30T10:00:00+01:00",
                sr_num("2026-11-30T10:00"),
                ["Никола Петровић", "Јелена Станковић"],
                [
                    "Астрономска опсерваторија на Звезданој планини обележава 40 година рада. Са директорком др Аном Вуковић разговарали смо о светлосном загађењу и младим астрономима.",
                    "Q: Да ли се небо над Србијом још увек добро види? || На планинама да. Нажалост, светлост градова се шири и свака нова расвета око села нам помало краде небо.",
                    "Q: Шта може да се уради? || Довољно је да светиљке буду окренуте ка земљи и да се ноћу пригуше. То штеди струју и враћа звезде.",
                    "Q: Има ли младих који желе да се баве астрономијом? || Више него икада. Летња школа коју организујемо сваке године попуни се за два дана.",
                ],
                "qa-interview-two-authors",
                section="Друштво",
            )
        )
        add(
            story(
                "oluja",
                "/vest/1204577/snezna-oluja-hronologija",
                "Снежна олуја у западној Србији – хронологија",
                "2026-12-03",
                "2026-12-03T06:30:00+01:00",
                sr_num("2026-12-03T06:30"),
                ["Јелена Станковић"],
                [
                    "ПНА прати стање на путевима и у насељима западне Србије током снежне олује.",
                    "## 11.40",
                    "Пут Ивањица – Сјеница поново је проходан, уз обавезну зимску опрему. Возила преко 7,5 тона и даље не могу да се крећу тим путем.",
                    "## 09.15",
                    "У Новој Вароши нема струје у 14 села. Екипе електродистрибуције кажу да ће напајање бити враћено до поподнева.",
                    "## 06.30",
                    "Снег је током ноћи напао до 60 центиметара на Златибору. Путеви Србије апелују на возаче да не крећу на пут без ланаца.",
                ],
                "live-chronology",
                section="Друштво",
            )
        )
        add(
            story(
                "rudnik",
                "/vest/1204533/rudnik-novo-zaposljavanje",
                "Рудник у Бору запошљава 300 радника",
                "2026-12-01",
                "2026-12-01T15:25:00+01:00",
                sr_num("2026-12-01T15:25"),
                ["Никола Петровић"],
                [
                    "БОР, 1. децембра (ПНА) – Рудник бакра у Бору расписао је конкурс за 300 радника, од чега 120 рудара за подземну експлоатацију, саопштила је компанија.",
                    "Пријаве се примају до 20. децембра у Националној служби за запошљавање у Бору, Зајечару и Мајданпеку.",
                    "Према речима директора за људске ресурсе Горана Илића, нови радници проћи ће тромесечну обуку у руднику.",
                    "NOTE: ИСПРАВКА: У првој верзији вести наведено је да је реч о руднику злата. Реч је о руднику бакра. Исправљено 1. децембра у 16.10.",
                ],
                "correction-appended",
                section="Економија",
            )
        )
        add(
            story(
                "kragujevac",
                "/vest/1204480/kragujevac-nova-linija",
                "Крагујевац добија нову линију градског превоза",
                "2026-11-29",
                None,
                "29. новембар 2026. у 11.20",
                ["Марко Ђорђевић"],
                [
                    "КРАГУЈЕВАЦ, 29. новембра (ПНА) – Градски превоз у Крагујевцу од 1. јануара добија нову линију, која ће повезивати Аеродром, Клинички центар и Шумарице.",
                    "Линија 24 саобраћаће на сваких 20 минута радним данима и на сваких 40 минута викендом.",
                    "Градска већница Весна Миловановић рекла је да је линија уведена на захтев станара нових зграда на Аеродрому, којих је за пет година дошло више од шест хиљада.",
                ],
                "date-only-as-text-page-2-only",
                section="Друштво",
            )
        )

    # ---------- chrome ----------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = [
            ("home", "Почетна"),
            ("najnovije", "Најновије"),
            ("/rubrika/politika", "Политика"),
            ("ekonomija", "Економија"),
            ("/rubrika/drustvo", "Друштво"),
            ("/rubrika/region", "Регион"),
            ("/rubrika/sport", "Спорт"),
            ("foto", "Фото"),
            ("dnevnik", "Најава догађаја"),
        ]
        navh = "".join(f"<li>{a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        latest = "".join(
            f'<li><span class="sat">{self.docs[k].iso[11:16].replace(":", ".") if self.docs[k].iso else "11.20"}</span> {a(k, self.docs[k].title, "chrome:rail")}</li>'
            for k in ("most", "oluja", "budzet")
        )
        head = lying_head(self, doc, "NewsArticle", FIXED, "ПНА")
        return f"""<!DOCTYPE html>
<html lang="sr">
<head>
<meta charset="windows-1251">
<title>{esc(doc.title)} | ПНА</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(self.lede(doc)) if doc.is_article else "Подунавска новинска агенција – вести из Србије и региона"}">
{head}
<link rel="stylesheet" href="/static/css/pna.css?v=20250315">
<style>/*PAD*/</style>
<script>var PNA = {{lang: "sr-Cyrl", pismo: "cir", sekcija: "{esc(doc.section or doc.kind)}"}};</script>
</head>
<body class="pna {"stranica-vest" if doc.is_article else "stranica-" + doc.kind}">
<div class="pna-head">
<div class="pismo"><a href="{doc.path}" class="aktivno">Ћирилица</a> | <a href="/lat{doc.path}">Latinica</a> | <a href="/en/">English</a></div>
<div class="logo">{a("home", "ПНА", "chrome:header", 'title="Подунавска новинска агенција"'.replace("'", ""), '<img src="/static/img/pna-logo.png" alt="ПНА – Подунавска новинска агенција">')}</div>
<div class="datum-danas">Четвртак, 3. децембар 2026.</div>
<div class="klijenti">{a("servisi", "Сервиси за медије", "chrome:header")} · <a href="https://klijenti.podunavska-agencija.test/prijava">Пријава за клијенте</a></div>
</div>
<ul class="glavni-meni">{navh}</ul>
<div class="sadrzaj">
<div class="levo">
{main}
</div>
<div class="desno">
<div class="blok"><h3>Најновије</h3><ul class="vest-lista">{latest}</ul>{a("najnovije", "Све вести »", "chrome:rail")}</div>
<div class="blok"><h3>Тема</h3><p>{a("tema", "Зима 2026: снег и стање на путевима", "chrome:rail")}</p></div>
<div class="blok"><h3>Претрага</h3><form action="/pretraga" method="get"><input type="text" name="q"><button>Тражи</button></form><p>Често тражено: {a("pretraga", "буџет", "chrome:rail")}</p></div>
</div>
</div>
<div class="footer-pna">
<p>© 2026 ПНА – Подунавска новинска агенција. Сва права задржана. Преузимање вести ПНА дозвољено је само уз уговор о коришћењу сервиса.</p>
<p>{a("kontakt", "Контакт", "chrome:footer")} · {a("servisi", "Сервиси", "chrome:footer")} · {a("ispravke", "Политика исправки", "chrome:footer")} · <a href="/impresum">Импресум</a> · <a href="/rss">RSS</a></p>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        who = ""
        if doc.authors:
            who = f'<div class="autor">Аутор: {esc(", ".join(doc.authors))}</div>'
        if doc.iso:
            when = f'<time class="vreme" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
        else:
            when = f'<span class="vreme">{esc(doc.stamp)}</span>'
        upd = (
            f' <span class="azurirano">Ажурирано: {sr_num(doc.extra["updated"])}</span>'
            if "updated" in doc.extra
            else ""
        )
        body = self.blocks(doc)
        rel = [k for k in ("najnovije",)]
        more = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("malina", "rudnik", "budzet")
            if k != doc.key
        )
        topic = (
            f'<div class="tema-link">Тема: {a("tema", "Зима 2026", "tags")}</div>'
            if doc.key in ("oluja", "most")
            else ""
        )
        return f"""<div class="vest" id="vest-{doc.path.split("/")[2]}">
<div class="rubrika"><a href="/rubrika/{"ekonomija" if doc.section == "Економија" else "drustvo"}">{esc(doc.section)}</a></div>
<h1>{esc(doc.title)}</h1>
<div class="vest-meta">{when}{upd}</div>
<div class="vest-tekst">
{body}
</div>
{who}
{topic}
<div class="vest-alati"><a href="/stampa{doc.path}">Штампа</a> · <a href="mailto:?subject={esc(doc.title)}">Пошаљи</a> · <a href="/lat{doc.path}">Латиница</a></div>
<div class="povezano"><h3>Још из рубрике</h3><ul>{more}</ul></div>
{"".join(rel and "")}
</div>"""

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            t = d.iso[11:16].replace(":", ".") if d.iso else "11.20"
            day = d.date[8:10] + "." + d.date[5:7] + "."
            lede = f"<p>{esc(self.lede(d))}</p>" if doc.key in ("home", "tema", "pretraga", "ekonomija") else ""
            rows.append(
                f'<li><span class="sat">{day} {t}</span> <span class="rub">{esc(d.section)}</span> {a(k, d.title, "content")}{lede}</li>'
            )
        head = f"<h1>{esc(doc.title)}</h1>" if doc.key != "home" else '<h2 class="naslov-bloka">Вести дана</h2>'
        if doc.kind == "topic":
            head += f'<p class="uvod">{esc(doc.extra["intro"])}</p>'
        if doc.kind == "search":
            head += '<form action="/pretraga" method="get"><input type="text" name="q" value="буџет"><button>Тражи</button></form><p>Пронађено резултата: 2</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="strane"><span>1</span> {a(doc.extra["more"], "2", "content")} <a href="/najnovije?strana=3">3</a> {a(doc.extra["more"], "Следећа »", "content")}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="strane">{a(doc.extra["prev"], "« Претходна", "content")} {a(doc.extra["prev"], "1", "content")} <span>2</span> <a href="/najnovije?strana=3">3</a></div>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<div class="blok-foto"><h2>{a("foto", "ПНА Фото", "content")}</h2><p>Фотографије дана из Србије и региона.</p></div>'
                f'<div class="blok-dnevnik"><h2>{a("dnevnik", "Најава догађаја", "content")}</h2><p>Шта се данас дешава: конференције, седнице, суђења.</p></div>'
            )
        return f'{head}<ul class="vest-lista">{"".join(rows)}</ul>{pager}{extra}'

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "schedule":
            ev = [
                ("09.00", "Београд", "Седница Градског већа", "Стари двор"),
                (
                    "10.00",
                    "Београд",
                    "Конференција за медије Министарства финансија о предлогу буџета",
                    "Кнеза Милоша 20",
                ),
                ("10.30", "Нови Сад", "Представљање плана радова на Варадинском мосту", "Градска кућа"),
                ("11.00", "Крагујевац", "Отварање сајма запошљавања", "Шумадија сајам"),
                ("12.00", "Ниш", "Суђење у предмету „Путеви“ – наставак", "Виши суд"),
                ("13.00", "Смедерево", "Потписивање уговора о реконструкцији тврђаве", "Смедеревска тврђава"),
                ("17.00", "Београд", "Промоција књиге о историји ПНА", "Дом омладине"),
                ("19.00", "Београд", "Кошарка: Партизан – Реал, Евролига", "Београдска арена"),
            ]
            tr = "".join(f"<tr><td>{t}</td><td>{c}</td><td>{e}</td><td>{p}</td></tr>" for t, c, e, p in ev)
            return (
                f'<h1>{esc(doc.title)}</h1><p class="uvod">Најава је намењена уредницима. Термини су подложни променама; дежурни уредник ПНА: 011 3300 200.</p>'
                f'<table class="dnevnik"><tr><th>Време</th><th>Место</th><th>Догађај</th><th>Адреса</th></tr>{tr}</table>'
                f"<p>Праћење догађаја ПНА: {a('budzet', 'буџет', 'content')}.</p>"
            )
        if doc.kind == "gallery":
            pics = [
                ("Снег на Златибору, 3. децембар 2026.", "Фото: ПНА/Д. Лазић"),
                ("Седница Владе Србије", "Фото: ПНА/М. Ристић"),
                ("Берба касне јабуке у Гроцкој", "Фото: ПНА/С. Павловић"),
                ("Варадински мост у ноћи", "Фото: ПНА/Ј. Тот"),
                ("Рудари у смени, Бор", "Фото: ПНА/И. Стојановић"),
                ("Дунав код Смедерева у магли", "Фото: ПНА/Д. Лазић"),
            ]
            items = "".join(
                f'<div class="foto-kartica"><img src="/foto/thumb/{zlib.crc32(c.encode()) % 99991}.jpg" alt="{esc(c)}"><p class="potpis">{esc(c)}</p><p class="autor-foto">{esc(f)}</p><a href="/foto/{zlib.crc32(c.encode()) % 99991}">Преузми (клијенти)</a></div>'
                for c, f in pics
            )
            return f'<h1>{esc(doc.title)}</h1><p class="uvod">Фото сервис ПНА – избор фотографија дана. Преузимање у пуној резолуцији доступно је претплатницима.</p><div class="foto-mreza">{items}</div><p>{a("servisi", "Претплата на фото сервис", "content")}</p>'
        return f'<h1>{esc(doc.title)}</h1><div class="tekst">{self.blocks(doc)}</div>'
