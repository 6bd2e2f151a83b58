# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""RVB Info: the news site of a French regional radio and TV broadcaster (Radio-Télé Val-Brisane) on a
Brightspot-like CMS (bsp- custom elements, Page-/PagePromo-/RichTextBody classes), UTF-8, a lying template:
og:type=article, NewsArticle JSON-LD, article:published_time and an author meta on every page."""

from __future__ import annotations

from common import blocks_html, lying_head, service_html
from sitekit import Doc, Site, css_rules, esc, plain

FIXED = "2024-09-02T09:00:00+02:00"
MOIS = {11: "novembre", 12: "décembre"}


class ValBrisane(Site):
    origin = "https://www.rvb-info.test"
    name = "RVB Info"
    prefix = "rvb"
    language = "fr"
    encoding = "utf-8"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        sel = [".Page-header", ".Page-header-navigation", ".PagePromo", ".PagePromo-title", ".ArticlePage-headline",
               ".ArticlePage-authors", ".RichTextBody", ".VideoEnhancement", ".AudioEnhancement", ".Page-footer",
               ".ListRiver", ".FlashBar", ".ScheduleTable"]  # fmt: skip
        return css_rules("rvb", sel, 260)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "RVB Info, l'actualité du Val-Brisane", shape="brightspot-front"))
        add(Doc("region", "/region", "section", "Région", shape="brightspot-section"))
        add(Doc("region2", "/region?p=2", "section", "Région", shape="brightspot-section-page-2"))
        add(Doc("videos", "/videos", "video", "Vidéos", shape="video-hub"))
        add(
            Doc(
                "schedule",
                "/grille-des-programmes",
                "schedule",
                "Grille des programmes TV et radio",
                shape="tv-radio-schedule",
            )
        )
        add(Doc("weather", "/meteo", "weather", "Météo du Val-Brisane", shape="weather-page"))
        add(Doc("show", "/emissions/le-grand-matin", "show", "Le Grand Matin", shape="radio-show-page"))
        add(Doc("bio", "/equipe/claire-vasseur", "author", "Claire Vasseur", shape="presenter-bio"))
        add(Doc("contact", "/contact", "contact", "Contacter la rédaction", shape="contact-page"))
        add(Doc("privacy", "/confidentialite", "policy", "Politique de confidentialité", shape="privacy-updated-date"))
        add(
            Doc("newsletter", "/newsletter", "newsletter", "Recevez l'essentiel de RVB Info", shape="newsletter-signup")
        )

        def story(key: str, day: int, slug: str, title: str, authors: list[str], byline: str, hm: str | None, shape: str,
                  blocks: list, media: str = "", dek: str = "", month: int = 11) -> None:  # fmt: skip
            d = add(Doc(key, f"/region/2026/{month:02d}/{day:02d}/{slug}", "article", title, True, authors, byline=byline,
                        date=f"2026-{month:02d}-{day:02d}", section="Région", shape=shape, blocks=blocks, dek=dek,
                        stamp=f"Publié le {day} {MOIS[month]} 2026 à {hm.replace(':', 'h')}" if hm else ""))  # fmt: skip
            d.iso = f"{d.date}T{hm}:00+01:00" if hm else None
            d.extra["media"] = media

        story(
            "flood",
            30,
            "crue-brisane-images-quais-inondes",
            "Crue de la Brisane : les images des quais inondés à Brisac",
            ["Hugo Lefèvre"],
            "Hugo Lefèvre",
            "12:20",
            "video-first-story",
            [
                (
                    "p",
                    "La Brisane est sortie de son lit dans la nuit de dimanche à lundi. À Brisac, l'eau a recouvert les quais et une partie de la place du Marché.",
                ),
                (
                    "p",
                    "La préfecture a placé le département en vigilance orange crues jusqu'à mardi matin. Une quarantaine de caves ont été pompées par les pompiers.",
                ),
            ],
            media="video:Les quais de Brisac sous l'eau (1 min 48)",
        )
        story(
            "farmers",
            30,
            "maraichers-on-manque-de-bras",
            "« On manque de bras » : le président des maraîchers invité du Grand Matin",
            ["Claire Vasseur"],
            "Claire Vasseur",
            "08:05",
            "radio-transcript",
            [
                (
                    "p",
                    "Jean Roux, président de l'association des maraîchers du Val-Brisane, était l'invité du Grand Matin. Voici la transcription de l'entretien.",
                ),
                ("p", "Claire Vasseur : Jean Roux, bonjour. Combien de saisonniers vous manque-t-il cette année ?"),
                (
                    "p",
                    "Jean Roux : Bonjour. Sur la vallée, on estime qu'il en a manqué deux cents cet automne. Certains ont laissé des poireaux en terre.",
                ),
                ("p", "Claire Vasseur : Pourquoi est-ce si difficile de recruter ?"),
                (
                    "p",
                    "Jean Roux : Le logement, d'abord. Les gens viennent de loin et il n'y a rien à louer pour trois mois. Et le travail est dur, il faut le dire.",
                ),
                ("p", "Claire Vasseur : Qu'attendez-vous des collectivités ?"),
                (
                    "p",
                    "Jean Roux : Des logements temporaires. La communauté de communes a un terrain à Saint-Vivien, on en parle depuis deux ans.",
                ),
            ],
            media="audio:Écouter l'entretien (6 min 12)",
        )
        story(
            "road",
            1,
            "rn812-coupee-accident",
            "RN 812 coupée dans les deux sens après un accident à Lanville",
            [],
            "La rédaction",
            "07:35",
            "brief-desk-byline-ticker-only",
            [
                (
                    "p",
                    "La RN 812 est coupée dans les deux sens à hauteur de Lanville depuis 6 h 50 après une collision entre un poids lourd et une voiture.",
                ),
                (
                    "p",
                    "Une déviation est mise en place par la D14. Le conducteur de la voiture a été transporté à l'hôpital de Brisac.",
                ),
            ],
            month=12,
        )
        story(
            "factory",
            29,
            "usine-papier-saint-vivien-reprise",
            "Papeterie de Saint-Vivien : un repreneur italien pour 140 salariés",
            ["Julie Marchand"],
            "Julie Marchand avec ARP",
            "18:10",
            "agency-co-byline",
            [
                (
                    "p",
                    "Le tribunal de commerce a validé vendredi l'offre de reprise de la papeterie de Saint-Vivien par un groupe italien. Sur 163 salariés, 140 seront conservés.",
                ),
                (
                    "p",
                    "Le repreneur promet d'investir 12 millions d'euros dans une nouvelle ligne de carton recyclé d'ici 2028.",
                ),
                ("p", "Les syndicats saluent « un soulagement », tout en regrettant les 23 licenciements."),
            ],
        )
        story(
            "rugby",
            29,
            "rugby-brisac-bat-lanville",
            "Rugby : Brisac s'impose dans le derby face à Lanville",
            ["Thomas Girard"],
            "Thomas Girard",
            "19:30",
            "correction-appended",
            [
                (
                    "p",
                    "Le RC Brisac a battu l'US Lanville 24 à 17 dimanche au stade des Saules, devant 2 800 spectateurs.",
                ),
                (
                    "p",
                    "Les Brisacois ont fait la différence en fin de match grâce à un essai de leur ailier Karim Benali.",
                ),
                ("p", "Brisac remonte à la troisième place de sa poule de Fédérale 2."),
                (
                    "note",
                    "Rectificatif : une première version de cet article indiquait une affluence de 3 800 spectateurs. Le chiffre a été corrigé.",
                ),
            ],
        )
        story(
            "market",
            28,
            "marche-de-noel-brisac-ouvre",
            "Le marché de Noël de Brisac ouvre ses portes avec 60 chalets",
            ["Thomas Girard"],
            "Thomas Girard",
            None,
            "date-only-in-url",
            [
                (
                    "p",
                    "Soixante chalets, une patinoire et une grande roue : le marché de Noël de Brisac a ouvert samedi sur l'esplanade des Tilleuls.",
                ),
                (
                    "p",
                    "Il restera ouvert tous les jours jusqu'au 3 janvier, de 11 heures à 20 heures. La patinoire est gratuite pour les moins de 12 ans.",
                ),
            ],
            media="video:Reportage au marché de Noël (2 min 30)",
        )
        story(
            "er",
            27,
            "hopital-brisac-urgences-fermees-la-nuit",
            "Hôpital de Brisac : les urgences fermées la nuit pendant deux semaines",
            ["Manon Petit", "Hugo Lefèvre", "Claire Vasseur"],
            "Manon Petit, Hugo Lefèvre et Claire Vasseur",
            "17:00",
            "three-authors",
            [
                (
                    "p",
                    "Faute de médecins, les urgences de l'hôpital de Brisac fermeront de 20 heures à 8 heures du 1er au 14 décembre.",
                ),
                (
                    "p",
                    "La nuit, les patients devront appeler le 15, qui les orientera vers Lanville ou vers le CHU, à 70 kilomètres.",
                ),
                ("p", "Le maire de Brisac dénonce « une mise en danger » et a demandé un rendez-vous au ministère."),
            ],
        )
        story(
            "school",
            26,
            "college-lanville-classe-orchestre",
            "Au collège de Lanville, une classe orchestre pour apprendre autrement",
            ["Manon Petit"],
            "Manon Petit",
            "14:45",
            "linked-only-from-show-page",
            [
                (
                    "p",
                    "Depuis la rentrée, les 24 élèves de sixième B du collège de Lanville ont un instrument entre les mains deux heures par semaine.",
                ),
                (
                    "p",
                    "Le projet, financé par le département, prête violons, trompettes et violoncelles pour trois ans.",
                ),
                ("p", "« Certains n'avaient jamais touché un instrument », raconte leur professeure de musique."),
            ],
        )

    def header(self) -> str:
        a = self.a
        nav = [("home", "Accueil"), ("region", "Région"), ("/sports", "Sports"), ("/economie", "Économie"), ("videos", "Vidéos"),
               ("show", "Radio"), ("schedule", "Programmes TV"), ("weather", "Météo")]  # fmt: skip
        flash = self.docs["road"]
        return (
            '<bsp-header class="Page-header"><div class="Page-header-bar">'
            + a(
                "home",
                "RVB Info",
                "chrome:header",
                'class="Page-header-logo"',
                '<img src="/resource/logo-rvb.svg" alt="RVB Info">',
            )
            + '<div class="Page-header-live"><a class="LiveButton" href="/direct">Direct TV</a> <a class="LiveButton" href="/direct-radio">Direct radio</a></div></div>'
            '<nav class="Page-header-navigation"><ul class="Navigation-items">'
            + "".join(
                f'<li class="Navigation-items-item">{a(k, t, "chrome:nav", "class=Navigation-item-link")}</li>'
                for k, t in nav
            )
            + "</ul></nav></bsp-header>"
            f'<div class="FlashBar"><span class="FlashBar-label">Flash info</span> {a("road", flash.title, "chrome:ticker")}</div>'
        )

    def footer(self) -> str:
        a = self.a
        cols = [[("contact", "Contacter la rédaction"), ("bio", "L'équipe"), ("/recrutement", "Recrutement")],
                [("schedule", "Programmes"), ("show", "Le Grand Matin"), ("newsletter", "Newsletter")],
                [("privacy", "Confidentialité"), ("/mentions-legales", "Mentions légales"), ("/cookies", "Gérer les cookies")]]  # fmt: skip
        return (
            '<footer class="Page-footer"><div class="Page-footer-columns">'
            + "".join(
                '<ul class="Page-footer-column">'
                + "".join(f"<li>{a(k, t, 'chrome:footer')}</li>" for k, t in c)
                + "</ul>"
                for c in cols
            )
            + '</div><p class="Page-footer-disclaimer">© 2026 Radio-Télé Val-Brisane. Tous droits réservés. Fréquences : 98.4 FM Brisac, 101.2 FM Lanville, canal 31 TNT.</p></footer>'
        )

    def promo(self, key: str, img: bool = False, zone: str = "content") -> str:
        d = self.docs[key]
        media = d.extra.get("media", "")
        icon = '<span class="PagePromo-mediaIcon" aria-label="vidéo">▶</span>' if media.startswith("video") else ""
        pic = (
            self.a(
                key,
                d.title,
                zone,
                'class="PagePromo-media"',
                f'<img src="/dims4/default/{len(d.title)}/resize/600x338/{key}.jpg" alt="">{icon}',
            )
            if img
            else ""
        )
        date = f'<div class="PagePromo-date">{esc(d.stamp.replace("Publié le ", ""))}</div>' if d.stamp else ""
        return (
            f'<div class="PagePromo">{pic}<div class="PagePromo-content"><div class="PagePromo-category">{esc(d.section)}</div>'
            f'<h3 class="PagePromo-title">{self.a(key, d.title, zone, "class=Link")}</h3>{date}</div></div>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        media = doc.extra.get("media", "")
        lead = ""
        if media.startswith("video:"):
            lead = (
                f'<div class="VideoEnhancement"><bsp-video-player data-video-id="v{len(doc.title) * 7}" data-autoplay="false">'
                f'<img src="/dims4/default/{len(doc.title)}/video-poster.jpg" alt="{esc(media[6:])}"></bsp-video-player>'
                f'<div class="VideoEnhancement-caption">{esc(media[6:])}</div></div>'
            )
        elif media.startswith("audio:"):
            lead = f'<div class="AudioEnhancement"><bsp-audio-player src="/audio/{doc.key}.mp3"></bsp-audio-player><span>{esc(media[6:])}</span></div>'
        who = esc(doc.byline)
        if "Claire Vasseur" in doc.authors:
            who = who.replace("Claire Vasseur", a("bio", "Claire Vasseur", "byline"))
        date = f'<div class="ArticlePage-datePublished">{esc(doc.stamp)}</div>' if doc.stamp else ""
        more = "".join(self.promo(k, zone="chrome:related") for k in ("flood", "er") if k != doc.key)
        return (
            f'<div class="ArticlePage-breadcrumbs">{a("home", "Accueil", "chrome:breadcrumb")} / {a("region", "Région", "chrome:breadcrumb")}</div>'
            f'<h1 class="ArticlePage-headline">{esc(doc.title)}</h1>'
            + (f'<div class="ArticlePage-subHeadline">{esc(doc.dek)}</div>' if doc.dek else "")
            + f'<div class="ArticlePage-authors">Par {who}</div>{date}{lead}'
            + f'<div class="RichTextArticleBody RichTextBody">{blocks_html(self, doc.blocks)}</div>'
            + '<div class="ArticlePage-actions"><bsp-share>Partager</bsp-share></div>'
            + f'<div class="ArticlePage-related"><h2>À lire aussi</h2>{more}</div>'
        )

    def main(self, doc: Doc) -> str:
        a, k = self.a, doc.key
        if k == "home":
            return (
                f'<h1 class="Page-title sr-only">{esc(doc.title)}</h1><div class="ListRiver">'
                + self.promo("flood", True)
                + "".join(self.promo(x, x == "market") for x in ("er", "factory", "farmers", "market", "rugby"))
                + f'</div><div class="PromoBand">{a("weather", "Météo : pluie et vent jusqu’à mardi", "content")} · {a("schedule", "Ce soir sur RVB : le magazine Terres de Brisane", "content")}</div>'
            )
        if k in ("region", "region2"):
            keys = ["flood", "er", "factory", "rugby"] if k == "region" else ["market"]
            other = "region2" if k == "region" else "region"
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><div class="ListRiver">'
                + "".join(self.promo(x, True) for x in keys)
                + (
                    self.promo_ext(
                        "/region/2026/11/20/brisac-nouveau-pont-inaugure", "Brisac : le nouveau pont inauguré"
                    )
                    if k == "region2"
                    else ""
                )
                + f'</div><div class="Pagination">{a(other, "Page suivante" if k == "region" else "Page précédente", "content")} {a("/region?p=3", "3", "content")}</div>'
            )
        if k == "videos":
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><p>Les reportages de la rédaction de RVB, en replay.</p><div class="ListRiver">'
                + "".join(self.promo(x, True) for x in ("flood", "market"))
                + '<div class="PagePromo"><a href="/videos/terres-de-brisane-episode-12">Terres de Brisane, épisode 12 (26 min)</a></div></div>'
            )
        if k == "schedule":
            rows = [("06:00", "Le Grand Matin (radio et TV)"), ("09:00", "Brisane Musique"), ("12:00", "Le Journal de midi"),
                    ("18:30", "Le 18/30, journal régional"), ("19:00", "Terres de Brisane (magazine)"), ("20:30", "Film : Les Saisons du fleuve")]  # fmt: skip
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><p>Mardi 1er décembre 2026</p><table class="ScheduleTable">'
                + "".join(f"<tr><td>{h}</td><td>{esc(t)}</td></tr>" for h, t in rows)
                + f"</table><p>{a('show', 'Tout sur Le Grand Matin', 'content')}</p>"
            )
        if k == "weather":
            rows = [("Brisac", "8°", "pluie"), ("Lanville", "7°", "averses"), ("Saint-Vivien", "6°", "vent fort")]
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><p>Prévisions pour mardi 1er décembre.</p><table class="Weather">'
                + "".join(f"<tr><td>{esc(c)}</td><td>{t}</td><td>{esc(w)}</td></tr>" for c, t, w in rows)
                + f"</table><p>Vigilance orange crues : {a('flood', 'voir les images de la crue', 'content')}.</p>"
            )
        if k == "show":
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><p>Du lundi au vendredi de 6 heures à 9 heures, en radio et en télé. Présenté par '
                f'{a("bio", "Claire Vasseur", "content")}.</p><h2>Les derniers invités</h2><div class="ListRiver">'
                + "".join(self.promo(x) for x in ("farmers", "school"))
                + "</div>"
            )
        if k == "bio":
            return (
                f'<div class="AuthorPage"><img src="/dims4/default/claire-vasseur.jpg" alt="Claire Vasseur"><h1 class="AuthorPage-name">{esc(doc.title)}</h1>'
                '<div class="AuthorPage-title">Présentatrice du Grand Matin</div><p>Claire Vasseur a rejoint RVB en 2012 comme reporter à Lanville. '
                "Elle présente la matinale depuis 2019 et anime chaque samedi l'émission de débat Place publique. Elle a grandi à Saint-Vivien.</p>"
                f"<h2>Ses derniers articles</h2>{self.promo('farmers')}{self.promo('er')}</div>"
            )
        if k == "contact":
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><p>Une info, une photo, une vidéo ? Écrivez-nous ou appelez le standard au 02 00 00 31 31.</p>'
                '<form class="ContactForm"><input name="nom" placeholder="Nom"><input name="email" placeholder="E-mail"><textarea name="message"></textarea>'
                f"<button>Envoyer</button></form><p>Vos données sont traitées selon notre {a('privacy', 'politique de confidentialité', 'content')}.</p>"
            )
        if k == "newsletter":
            return (
                f'<h1 class="Page-title">{esc(doc.title)}</h1><p>Chaque soir à 18 heures, les infos du Val-Brisane dans votre boîte mail.</p>'
                '<form class="NewsletterForm"><input type="email" placeholder="Votre adresse e-mail"><button>Je m\'inscris</button></form>'
            )
        return f'<h1 class="Page-title">{esc(doc.title)}</h1>' + service_html(self, SERVICE[k], "h2")

    def promo_ext(self, path: str, title: str) -> str:
        return f'<div class="PagePromo"><h3 class="PagePromo-title">{self.a(path, title, "content")}</h3></div>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        main = self.story(doc) if doc.is_article else self.main(doc)
        first = plain(next((b[1] for b in doc.blocks if b[0] == "p"), doc.title))
        return (
            '<!DOCTYPE html>\n<html class="Page" lang="fr"><head><meta charset="UTF-8">'
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' | RVB Info'}</title>"
            f'<meta name="description" content="{esc(first[:150])}">'
            + lying_head(self, doc, "NewsArticle", FIXED, "RVB Info")
            + '<meta name="brightspot.contentId" content="0000018c-'
            + f"{len(doc.path) * 4099:08x}"
            + '">'
            '<link rel="stylesheet" href="/resource/styles/All.min.css"><style>/*PAD*/</style></head>'
            f'<body class="Page-body"><div class="Page-above">{self.header()}</div><main class="Page-main">{main}</main>'
            f'{self.footer()}<script src="/resource/js/All.min.js" async></script></body></html>'
        )


SERVICE: dict[str, list[str]] = {
    "privacy": [
        "Mis à jour le 2 septembre 2024",
        "Radio-Télé Val-Brisane, éditeur de RVB Info, attache une grande importance à la protection de vos données personnelles.",
        "## Données collectées",
        "Adresse e-mail (newsletter), messages envoyés via le formulaire de contact, données de mesure d'audience.",
        "## Durée de conservation",
        "Les données de la newsletter sont conservées jusqu'à la désinscription ; les messages, deux ans.",
        "## Vos droits",
        "Vous pouvez exercer vos droits d'accès, de rectification et d'effacement en écrivant au délégué à la protection des données via la page [[contact|Contacter la rédaction]].",
    ],
}
