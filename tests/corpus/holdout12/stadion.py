# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Поділля Спорт: a Ukrainian sports-only site on a WordPress magazine theme (/category/, /tag/, /author/, ?s=),
Yoast-like head (Article on posts, WebPage elsewhere), live scores, a league table and a player profile."""

from __future__ import annotations

import json

from common import blocks_html, parse
from sitekit import Doc, Site, css_rules, esc

BOOKMARK = 'rel="bookmark"'
MONTHS = [
    "січня",
    "лютого",
    "березня",
    "квітня",
    "травня",
    "червня",
    "липня",
    "серпня",
    "вересня",
    "жовтня",
    "листопада",
    "грудня",
]


def ua_date(iso: str) -> str:
    y, m, d = iso[:10].split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y}, {iso[11:16]}"


class Stadion(Site):
    origin = "https://podillia-sport.test"
    name = "Поділля Спорт"
    prefix = "ps"
    language = "uk"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ps",
            [
                "#masthead",
                ".main-navigation",
                ".entry-header",
                ".entry-content",
                ".entry-meta",
                ".widget",
                ".live-score",
                ".league-table",
                "#colophon",
                ".td-block",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Поділля Спорт — футбол, хокей і баскетбол Поділля", shape="wp-magazine-home"))
        add(
            Doc(
                "futbol",
                "/category/futbol/",
                "section",
                "Футбол",
                shape="wp-category",
                extra={"list": ["match", "live", "transfer", "coach", "preview"], "more": "futbol2"},
            )
        )
        add(
            Doc(
                "futbol2",
                "/category/futbol/page/2/",
                "section",
                "Футбол — Сторінка 2",
                shape="wp-category-page-2",
                extra={"list": ["column", "hockey", "obit"]},
            )
        )
        add(Doc("derbi", "/tag/derbi/", "tag", "Дербі", shape="wp-tag", extra={"list": ["match", "preview"]}))
        add(
            Doc(
                "author",
                "/author/taras-hnatiuk/",
                "author",
                "Тарас Гнатюк",
                shape="wp-author-archive",
                extra={
                    "text": [
                        "Тарас Гнатюк — футбольний оглядач «Поділля Спорт», коментує матчі обласної ліги з 2015 року."
                    ],
                    "list": ["match", "live", "column"],
                },
            )
        )
        add(
            Doc(
                "search",
                "/?s=%D0%B4%D0%B5%D1%80%D0%B1%D1%96",
                "search",
                "Результати пошуку: дербі",
                shape="wp-search-results",
                extra={"list": ["preview", "match"]},
            )
        )
        add(
            Doc(
                "livescores",
                "/live/",
                "livescores",
                "Онлайн-результати",
                shape="live-scores-page",
                extra={"text": LIVESCORES},
            )
        )
        add(
            Doc(
                "table",
                "/turnirna-tablytsia/",
                "standings",
                "Турнірна таблиця обласної ліги",
                shape="league-table-fixtures",
                extra={"text": TABLE},
            )
        )
        add(
            Doc(
                "player",
                "/gravtsi/oleh-marchuk/",
                "profile",
                "Олег Марчук",
                shape="player-profile-page",
                extra={"text": PLAYER},
            )
        )
        add(
            Doc(
                "gallery",
                "/foto/derbi-na-central-nomu/",
                "gallery",
                "Фотогалерея: дербі на Центральному",
                shape="photo-gallery-captions-only",
                extra={"text": GALLERY},
            )
        )
        add(
            Doc(
                "kontakty",
                "/kontakty/",
                "contact",
                "Контакти редакції",
                shape="wp-page-contact",
                extra={"text": KONTAKTY},
            )
        )
        add(
            Doc(
                "privacy",
                "/polityka-konfidentsiinosti/",
                "policy",
                "Політика конфіденційності",
                shape="wp-page-privacy-updated",
                extra={"text": PRIVACY},
            )
        )
        for key, slug, title, authors, iso, cat, shape, lines, extra in STORIES:
            add(
                Doc(
                    key,
                    f"/{iso[:4]}/{iso[5:7]}/{slug}/",
                    "article",
                    title,
                    is_article=True,
                    authors=authors,
                    date=iso[:10],
                    iso=None if extra.get("text_date") else iso,
                    stamp=ua_date(iso),
                    section=cat,
                    blocks=parse(lines),
                    shape=shape,
                    extra=extra,
                )
            )

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            art = {
                "@type": "Article",
                "headline": doc.title,
                "author": {"@type": "Person", "name": doc.authors[0]}
                if doc.authors
                else {"@type": "Organization", "name": self.name},
                "articleSection": doc.section,
            }
            if doc.iso:
                art["datePublished"] = doc.iso
            graph = [art, {"@type": "WebPage", "@id": url}]
            og = '<meta property="og:type" content="article">' + (
                f'<meta property="article:published_time" content="{doc.iso}">' if doc.iso else ""
            )
        else:
            graph = [{"@type": "WebPage", "@id": url, "name": doc.title, "datePublished": "2025-03-10T09:00:00+00:00"}]
            og = '<meta property="og:type" content="website">'
        ld = json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)
        return f'{og}<meta property="og:title" content="{esc(doc.title)}"><link rel="canonical" href="{url}"><script type="application/ld+json" class="yoast-schema-graph">{ld}</script>'

    def header(self) -> str:
        nav = [
            ("home", "Головна"),
            ("futbol", "Футбол"),
            ("/category/khokei/", "Хокей"),
            ("/category/basketbol/", "Баскетбол"),
            ("livescores", "Онлайн"),
            ("table", "Таблиця"),
            ("gallery", "Фото"),
        ]
        links = "".join(f'<li class="menu-item">{self.a(k, t, "chrome:nav")}</li>' for k, t in nav)
        return (
            f'<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title">{self.a("home", "Поділля Спорт", "chrome:header")}</p>'
            f'<p class="site-description">Спорт Вінниччини та Хмельниччини</p></div><nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{links}</ul></nav></header>'
        )

    def sidebar(self) -> str:
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("match", "transfer", "hockey", "column")
        )
        return (
            f'<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Свіжі записи</h2><ul>{latest}</ul></section>'
            f'<section class="widget live-score"><h2 class="widget-title">Зараз у грі</h2><p>Нива — Поділля 1:1, 67\' {self.a("livescores", "Усі матчі", "chrome:rail")}</p></section>'
            f'<section class="widget widget_tag_cloud">{self.a("derbi", "дербі", "chrome:rail")} {self.a("/tag/transfery/", "трансфери", "chrome:rail")} {self.a("/tag/zbirna/", "збірна", "chrome:rail")}</section></aside>'
        )

    def footer(self) -> str:
        links = " · ".join(
            self.a(k, t, "chrome:footer")
            for k, t in (
                ("kontakty", "Контакти"),
                ("privacy", "Політика конфіденційності"),
                ("/reklama/", "Реклама"),
                ("search", "Пошук: дербі"),
                ("author", "Наші автори"),
            )
        )
        return f'<footer id="colophon" class="site-footer"><div class="site-info">{links}<br>© 2026 Поділля Спорт. Працює на WordPress.</div></footer>'

    def entry(self, key: str, zone: str = "content") -> str:
        d = self.docs[key]
        ex = f'<div class="entry-summary"><p>{esc(d.extra["excerpt"])}</p></div>' if d.extra.get("excerpt") else ""
        return f'<article class="post type-post status-publish format-standard td-block"><h2 class="entry-title">{self.a(key, d.title, zone, BOOKMARK)}</h2>{ex}</article>'

    def story(self, doc: Doc) -> str:
        authors = (
            ", ".join(self.a("author", a, "byline") if a == "Тарас Гнатюк" else esc(a) for a in doc.authors)
            or "Редакція"
        )
        time = (
            f'<time class="entry-date published" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
            if doc.iso
            else f'<span class="posted-on">{esc(doc.stamp)}</span>'
        )
        cat = self.a("futbol", doc.section, "tags") if doc.section == "Футбол" else esc(doc.section)
        live = '<span class="live-label">Наживо</span>' if doc.extra.get("live") else ""
        tags = (
            f'<footer class="entry-footer"><span class="tags-links">Мітки: {self.a("derbi", "дербі", "tags")}</span></footer>'
            if doc.extra.get("derbi")
            else ""
        )
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("match", "table") if k != doc.key
        )
        return (
            f'<article class="post type-post status-publish"><header class="entry-header"><span class="cat-links">{cat}</span>{live}'
            f'<h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-meta">{time} <span class="byline">Автор: {authors}</span></div></header>'
            f'<div class="entry-content">{blocks_html(self, doc.blocks)}</div>{tags}</article>'
            f'<div class="jp-relatedposts"><h3>Схожі записи</h3><ul>{related}</ul></div>'
        )

    def main(self, doc: Doc) -> str:
        if doc.is_article:
            return self.story(doc)
        out = [f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>']
        if doc.kind == "home":
            out.append("".join(self.entry(k) for k in ("match", "live", "transfer", "coach", "hockey")))
            out.append(
                f'<div class="td-block">{self.a("table", "Турнірна таблиця після 15 туру", "content")} · {self.a("player", "Профіль: Олег Марчук", "content")} · {self.a("gallery", "Фото з дербі", "content")}</div>'
            )
            out.append(
                f'<nav class="navigation posts-navigation">{self.a("futbol2", "Старіші записи", "content")}</nav>'
            )
        if doc.extra.get("text"):
            out.append(f'<div class="entry-content">{blocks_html(self, parse(doc.extra["text"]))}</div>')
        out.append("".join(self.entry(k) for k in doc.extra.get("list", [])))
        if doc.extra.get("more"):
            out.append(
                f'<nav class="navigation posts-navigation">{self.a(doc.extra["more"], "Наступна сторінка", "content")}</nav>'
            )
        return "".join(out)

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        cls = "single single-post" if doc.is_article else ("home blog" if doc.kind == "home" else "page archive")
        return (
            f'<!DOCTYPE html>\n<html lang="uk"><head><meta charset="UTF-8"><title>{esc(doc.title)} — Поділля Спорт</title>\n{self.head(doc)}\n'
            f'<meta name="generator" content="WordPress 6.7"><style id="theme-inline-css">/*PAD*/</style></head>\n'
            f'<body class="{cls}"><div id="page" class="site">{self.header()}<div id="content" class="site-content"><main id="primary" class="site-main">{self.main(doc)}</main>{self.sidebar()}</div>{self.footer()}</div></body></html>\n'
        )


LIVESCORES = [
    "Оновлюється автоматично. Час київський.",
    "- Нива (Вінниця) — Поділля (Хмельницький) 1:1, 67 хв",
    "- Епіцентр — Буковина 0:2, перерва",
    "- Агробізнес — Кудрівка, початок о 17:00",
    "- ХК Вінницькі Вовки — ХК Кременчук 3:2, третій період",
]
TABLE = [
    "Обласна ліга, сезон 2026/27, після 15 туру. І — ігри, О — очки.",
    "- 1. Нива (Вінниця): І 15, О 36",
    "- 2. Поділля (Хмельницький): І 15, О 33",
    "- 3. Колос (Шаргород): І 15, О 27",
    "- 4. Темп (Старокостянтинів): І 15, О 22",
    "- 5. Зоря (Бар): І 15, О 19",
    "## Наступний тур",
    "- 6 грудня: Колос — Темп, 13:00",
    "- 6 грудня: Зоря — Нива, 13:00",
]
PLAYER = [
    "Амплуа: нападник. Клуб: Нива (Вінниця). Дата народження: 14.05.2001. Зріст: 184 см.",
    "- Сезон 2026/27: 15 матчів, 11 голів, 4 передачі",
    "- Сезон 2025/26: 28 матчів, 14 голів",
    "- Попередні клуби: Колос (Шаргород), ДЮСШ Вінниця",
    "Найкращий бомбардир обласної ліги поточного сезону.",
]
GALLERY = [
    "FIG: Вболівальники Ниви на трибуні | Трибуна господарів перед стартовим свистком",
    "FIG: Марчук святкує гол | Олег Марчук після другого гола",
    "FIG: Тренери на бровці | Тренери обох команд під час перерви",
    "FIG: Фінальний свисток | Гравці дякують вболівальникам",
    "Фото: Ірина Коваль",
]
KONTAKTY = [
    "Редакція «Поділля Спорт»: Вінниця, вул. Соборна, 00.",
    "Телефон: +380 00 000 00 00. Email: redakciya@podillia-sport.test",
    "Пропозиції щодо реклами: reklama@podillia-sport.test",
]
PRIVACY = [
    "Останнє оновлення: 10 березня 2025 року",
    "Ця політика пояснює, які дані збирає сайт «Поділля Спорт» і як ми їх використовуємо.",
    "## Які дані ми збираємо",
    "Ім'я та електронну адресу, якщо ви залишаєте коментар, а також знеособлену статистику відвідувань.",
    "## Файли cookie",
    "Ми використовуємо cookie для статистики та реклами. Ви можете вимкнути їх у налаштуваннях браузера.",
]

STORIES = [
    (
        "match",
        "nyva-podillia-2-1-derbi",
        "Нива виграла дербі у Поділля завдяки дублю Марчука",
        ["Тарас Гнатюк"],
        "2026-11-29T18:40:00+02:00",
        "Футбол",
        "match-report",
        [
            "Вінницька Нива здобула вольову перемогу над хмельницьким Поділлям у центральному матчі 15 туру обласної ліги — 2:1.",
            "Гості відкрили рахунок уже на 9 хвилині: після кутового найвищим у штрафному виявився захисник Сергій Бойко.",
            "До перерви Нива мала перевагу, але не створила чистих моментів. Усе змінилося після виходу на поле Олега Марчука, який замінив травмованого Ігоря Лозу.",
            "На 58 хвилині [[player|Марчук]] замкнув передачу з флангу, а за десять хвилин до кінця вразив ворота ударом з-за меж штрафного.",
            "- Нива — Поділля 2:1 (0:1)",
            "- Голи: Марчук, 58, 80 — Бойко, 9",
            "- Попередження: Ткачук — Бойко, Мельник",
            "Після цієї перемоги Нива очолює турнірну таблицю з відривом у три очки.",
            "Дербі пройшло при повних трибунах: за даними клубу, на Центральний стадіон прийшли понад три тисячі глядачів, рекорд сезону для обласної ліги.",
            "Головний тренер Поділля після гри визнав, що його команда втомилася в другому таймі. «Ми грали вже третій матч за вісім днів. Це не виправдання, але ноги в кінці не бігли», — сказав він.",
            "Наступного туру Нива гратиме в Барі проти Зорі, а Поділля прийматиме Темп. Після цього обласна ліга піде на зимову перерву до середини березня.",
        ],
        {"excerpt": "Дубль Марчука приніс перемогу у 15 турі.", "derbi": True},
    ),
    (
        "live",
        "derbi-onlain-translyatsiia",
        "Нива — Поділля: текстова трансляція дербі",
        ["Тарас Гнатюк", "Олена Савчук"],
        "2026-11-29T14:50:00+02:00",
        "Футбол",
        "live-text-broadcast-two-authors",
        [
            "## 90+3' Фінальний свисток!",
            "Нива перемагає 2:1 і виходить на перше місце.",
            "## 80' ГОЛ! 2:1",
            "Марчук з-за меж штрафного під поперечину. Неймовірний удар!",
            "## 58' ГОЛ! 1:1",
            "Марчук замикає передачу Ткачука з лівого флангу.",
            "## 9' ГОЛ! 0:1",
            "Бойко головою після кутового. Гості ведуть.",
            "## 15:00 Старт",
            "Матч розпочався. На трибунах близько трьох тисяч глядачів.",
        ],
        {"live": True, "excerpt": "Хвилина за хвилиною.", "derbi": True},
    ),
    (
        "transfer",
        "nyva-pidpysala-vorotaria",
        "Нива підписала воротаря з Колоса",
        [],
        "2026-12-01T10:05:00+02:00",
        "Футбол",
        "unsigned-brief-desk",
        [
            "Нива оголосила про підписання 23-річного воротаря Андрія Ковальчука, який минулого сезону захищав ворота Колоса.",
            "Контракт розрахований до кінця 2028 року. Сума трансферу не розголошується.",
        ],
        {"excerpt": "Контракт до 2028 року."},
    ),
    (
        "coach",
        "trener-nyvy-interviu",
        "Тренер Ниви: «Ми не думаємо про чемпіонство, думаємо про наступну гру»",
        ["Олена Савчук"],
        "2026-12-01T16:20:00+02:00",
        "Футбол",
        "qa-interview-bold-questions",
        [
            "Після перемоги в дербі головний тренер Ниви Віктор Дмитренко відповів на запитання «Поділля Спорт».",
            "Q: Що ви сказали команді в перерві? || Нічого особливого. Попросив грати сміливіше і більше йти в обводку на флангах. Хлопці все зробили самі.",
            "Q: Марчук вийшов на заміну і забив двічі. Чому він не в основі? || Він тільки відновився після травми. Ми не хотіли ризикувати, але тепер він готовий грати з перших хвилин.",
            "Q: Нива лідирує. Чи ставите ви завдання виграти лігу? || Завдання — виграти наступну гру. Сезон довгий, а взимку у нас буде складний збір.",
        ],
        {"excerpt": "Віктор Дмитренко — про дербі і Марчука."},
    ),
    (
        "preview",
        "anons-derbi-nyva-podillia",
        "Анонс: дербі Нива — Поділля, яке може змінити лідера",
        ["Тарас Гнатюк"],
        "2026-11-27T12:00:00+02:00",
        "Футбол",
        "preview-date-only-in-text-no-time-element",
        [
            "У суботу, 29 листопада, на Центральному стадіоні Вінниці зіграють дві найкращі команди обласної ліги.",
            "Поділля йде першим з перевагою в одне очко. Нива не програє вдома з квітня.",
            "Головна інтрига — чи встигне відновитися після травми нападник Олег Марчук.",
            "Початок о 15:00. Квитки по 50 гривень продаються в касах стадіону.",
        ],
        {"text_date": True, "excerpt": "Дві найкращі команди ліги зустрінуться в суботу.", "derbi": True},
    ),
    (
        "hockey",
        "vovky-peremohly-kremenchuk",
        "«Вінницькі Вовки» обіграли Кременчук в овертаймі",
        ["Дмитро Лисенко"],
        "2026-11-30T21:10:00+02:00",
        "Хокей",
        "hockey-story-no-category-link",
        [
            "Хокеїсти «Вінницьких Вовків» перемогли ХК Кременчук з рахунком 4:3 в овертаймі.",
            "Переможну шайбу на 63 хвилині закинув капітан Роман Гуменюк. Для вінничан це третя перемога поспіль.",
            "Наступний матч «Вовки» проведуть у суботу вдома.",
        ],
        {"excerpt": "Третя перемога поспіль."},
    ),
    (
        "column",
        "kolonka-chomu-oblasna-liha",
        "Колонка: Чому обласна ліга цікавіша за прем'єр-лігу",
        ["Тарас Гнатюк"],
        "2026-11-28T09:30:00+02:00",
        "Думки",
        "opinion-column-bio-line",
        [
            "Минулої суботи я дивився дербі зі звичайної трибуни, серед людей, які знають кожного гравця на ім'я. Такої атмосфери немає на великих стадіонах.",
            "Обласна ліга — це футбол без телевізійних пауз і без мільйонних контрактів. Тут хлопці після матчу йдуть на роботу.",
            "Саме тому її варто підтримувати: купувати квитки, приводити дітей і писати про неї так само серйозно, як про збірну.",
            "SIGN: Тарас Гнатюк — оглядач «Поділля Спорт». Думка автора може не збігатися з позицією редакції.",
        ],
        {"excerpt": "Думка оглядача."},
    ),
    (
        "obit",
        "pomer-trener-ivan-kravets",
        "Помер Іван Кравець, тренер чемпіонської Ниви 1990-х",
        [],
        "2026-11-26T19:00:00+02:00",
        "Футбол",
        "obituary-unsigned-only-on-page-2",
        [
            "На 81 році життя помер Іван Кравець, який привів вінницьку Ниву до перемоги в обласній лізі 1994 і 1996 років.",
            "Кравець виховав кількох гравців, які згодом грали у вищій лізі, а після завершення кар'єри тренера понад двадцять років працював у дитячій спортивній школі.",
            "Прощання відбудеться в п'ятницю о 12:00 у спортивному залі ДЮСШ. Редакція висловлює співчуття рідним і близьким.",
        ],
        {"excerpt": "Тренер двох чемпіонських сезонів."},
    ),
]
