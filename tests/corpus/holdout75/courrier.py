# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French typography is deliberate)
"""Le Courrier du Fleuve: a Rimouski weekly on **WordPress** with the tagDiv **Newspaper** theme (`td-post-title`,
`entry-title`, `td-post-author-name`, `td-post-date`, `td-post-content tagdiv-type`, Gutenberg `<!-- wp:paragraph -->`
comments, `/2026/12/04/<slug>/`, `/category/actualites/page/2/`, `/tag/<tag>/`, `/author/<login>/`, `/?s=`) and
**Yoast SEO** (`yoast-schema-graph` `@graph`), Quebec French, Eastern time (-05:00).

Every page starts with a **UTF-8 byte-order mark** (a plugin file saved with a BOM) and the bytes are UTF-8, but the
blog's charset option says windows-1252: `<meta charset="windows-1252">` **and** `Content-Type: text/html;
charset=windows-1252`. The BOM wins (browsers and Scrapy decode UTF-8), labelled `utf-8`. A text-to-speech plugin puts
**an inline `<svg>` with a `<title>` ("Écouter ce paragraphe") at the start of every paragraph**; an ad-insertion
block in two stories leaves **a `<div>` unclosed** so the rest of the story nests inside the ad wrapper; one story
keeps the classic editor's `<p>&nbsp;</p>`. WordPress core's `/* <![CDATA[ */` wraps the localized scripts.

Dates: the theme's `<time datetime>` is local (-05:00) and prints "4 décembre 2026"; Yoast's JSON-LD and
`article:published_time` are **UTC** (+00:00): the ferry story at 21:40 on 4 Dec is 02:40 on 5 Dec, the hockey story
at 22:15 on 3 Dec is 03:15 on 4 Dec. Yoast names only the first of two co-authors, and a Person "Rédaction" and
"La Presse Canadienne" where no person is credited. The video post carries an `Article` graph but is a video page.
One post URL answers with the theme's header and then **WordPress's "erreur critique" page pasted inside the body**
(a second `<!DOCTYPE html><html>…<title>Erreur WordPress</title>`), status 200."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.courrierdufleuve.test"
ARTS = ["traversier", "hopital", "pc", "deux", "redaction", "chronique", "hockey", "entrevue"]
MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
SVG = '<svg class="fleuve-tts__icon" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="18" height="18" role="img" aria-labelledby="tts-{n}"><title id="tts-{n}">Écouter ce paragraphe</title><path d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.47 4.47 0 0 0 16.5 12zM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06A9 9 0 0 0 14 3.23z"/></svg>'
AD_OPEN = "<div class='code-block code-block-2' style='margin: 8px auto; text-align: center; display: block; clear: both;'>\n<div class=\"td-a-rec td-a-rec-id-content_inline\"><div id=\"div-gpt-ad-1701-2\"><script>/* <![CDATA[ */ googletag.cmd.push(function() { googletag.display('div-gpt-ad-1701-2'); }); /* ]]> */</script>\n</div>"
CRUMB = 'class="entry-crumb"'
PAGE_1 = 'class="page" title="1"'
PAGE_2 = 'class="page" title="2"'
AUTHORS = {
    "Geneviève Ouellet": "gouellet",
    "Marc-André Gagnon": "magagnon",
    "Louis-Philippe Roy": "lproy",
    "Josée Bérubé": "jberube",
    "Rédaction": "redaction",
    "La Presse Canadienne": "pc",
}


def fr_date(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{int(d)} {MOIS[int(m) - 1]} {y}"


class Courrier(Base):
    origin = ORIGIN
    name = "Le Courrier du Fleuve"
    prefix = "cdf"
    language = "fr"
    content_type = "text/html; charset=windows-1252"
    absolute = True  # WordPress writes absolute URLs

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cdf",
            [
                ".td-header-wrap",
                ".sf-menu > li > a",
                ".td-post-title .entry-title",
                ".td-post-author-name",
                ".td-post-content p",
                ".fleuve-tts__icon",
                ".td_block_related_posts",
                ".td-footer-wrapper",
                "#cmplz-cookiebanner-container",
                ".code-block",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Le Courrier du Fleuve",
                "wp-newspaper-home",
                list=["traversier", "hopital", "redaction", "hockey", "pc", "deux"],
            )
        )
        add(
            page(
                "actu",
                "/category/actualites/",
                "section",
                "Actualités",
                "wp-category",
                list=["traversier", "hopital", "redaction", "pc"],
                more="actu2",
            )
        )
        add(
            page(
                "actu2",
                "/category/actualites/page/2/",
                "section",
                "Actualités",
                "wp-category-page-2",
                list=["deux", "entrevue"],
            )
        )
        add(page("tag", "/tag/traversier/", "tag", "traversier", "wp-tag", list=["traversier"]))
        add(
            page(
                "author",
                "/author/gouellet/",
                "author",
                "Geneviève Ouellet",
                "wp-author",
                list=["traversier", "deux", "entrevue"],
                bio="Journaliste au Courrier du Fleuve depuis 2017, Geneviève Ouellet couvre les affaires municipales, le transport maritime et la culture dans le Bas-Saint-Laurent.",
            )
        )
        add(
            page(
                "search",
                "/?s=traversier",
                "search",
                "Résultats de recherche pour : traversier",
                "wp-search",
                list=["traversier", "deux"],
            )
        )
        add(
            page(
                "video",
                "/2026/12/03/video-les-premieres-glaces-arrivent-sur-le-fleuve/",
                "video",
                "VIDÉO | Les premières glaces arrivent sur le fleuve",
                "wp-video-post-article-graph",
                local="2026-12-03 15:20",
                caption="Les premières glaces se sont formées cette semaine le long de la rive, entre Sainte-Luce et Pointe-au-Père.",
            )
        )
        add(
            page(
                "erreur",
                "/2026/11/27/la-fermeture-de-lusine-de-matane-est-reportee/",
                "error",
                "La fermeture de l’usine de Matane est reportée",
                "wp-critical-error-nested-document-200",
            )
        ).section = "Actualités"  # a news post whose template died after the breadcrumb
        add(
            page(
                "confidentialite",
                "/politique-de-confidentialite/",
                "policy",
                "Politique de confidentialité",
                "wp-privacy-page",
                [
                    "Le Courrier du Fleuve accorde une grande importance à la protection de vos renseignements personnels. La présente politique explique quels renseignements nous recueillons et comment nous les utilisons.",
                    "## Renseignements recueillis",
                    "Lorsque vous vous abonnez à notre infolettre, nous recueillons votre adresse courriel. Lorsque vous commentez un article, nous recueillons votre nom, votre adresse courriel et votre adresse IP.",
                    "## Témoins (cookies)",
                    "Notre site utilise des témoins pour mesurer l’audience et afficher des publicités. Vous pouvez modifier vos choix en tout temps à partir du bandeau de consentement.",
                    "## Responsable",
                    "Pour toute question concernant vos renseignements personnels, écrivez au responsable de la protection des renseignements personnels, à l’adresse confidentialite@courrierdufleuve.test.",
                ],
            )
        )
        add(
            page(
                "contact",
                "/nous-joindre/",
                "about",
                "Nous joindre",
                "wp-contact-page",
                [
                    "Le Courrier du Fleuve est publié par Les Éditions du Littoral inc., 145, rue Saint-Germain Est, Rimouski (Québec) G5L 1A9.",
                    "- Salle de rédaction : 418 555-0142, redaction@courrierdufleuve.test",
                    "- Publicité : 418 555-0150, pub@courrierdufleuve.test",
                    "- Avis de décès : 418 555-0155",
                    "Vous avez une nouvelle à nous communiquer? Écrivez-nous, nous lisons tous les messages.",
                ],
            )
        )

        add(
            story(
                "traversier",
                "/2026/12/04/traversier-matane-baie-comeau-un-navire-de-remplacement-des-lundi/",
                "Traversier Matane–Baie-Comeau : un navire de remplacement dès lundi",
                "2026-12-04",
                "2026-12-05T02:40:12+00:00",
                fr_date("2026-12-04"),
                ["Geneviève Ouellet"],
                [
                    "La Société des traversiers du Québec (STQ) affrétera un navire de remplacement pour assurer la liaison entre Matane, Baie-Comeau et Godbout à partir de lundi, a-t-on appris vendredi soir.",
                    "Le traversier habituel est immobilisé depuis le 22 novembre à la suite d’un bris à l’un de ses moteurs. Depuis, les usagers de la Côte-Nord et de la Gaspésie doivent faire un détour de plusieurs heures par la route 138 et la traverse de Tadoussac.",
                    "Le navire affrété, un traversier norvégien d’une capacité de 120 véhicules, est arrivé jeudi au port de Matane. Il doit encore passer une inspection de Transports Canada durant la fin de semaine.",
                    "RAW:ad",
                    "« Nous savons que la situation a été très difficile pour les camionneurs, les travailleurs et les familles », a reconnu la porte-parole de la STQ, Isabelle Caron. « Notre priorité est de rétablir le service le plus rapidement possible, en toute sécurité. »",
                    "Le navire de remplacement effectuera deux allers-retours par jour, contre trois habituellement. Les réservations seront ouvertes samedi à partir de 9 h sur le site de la STQ.",
                    "Le maire de Matane, Denis Pelletier, a salué la nouvelle tout en réclamant un plan à long terme. « C’est la quatrième interruption majeure en trois ans. La région ne peut pas dépendre d’un seul bateau vieillissant », a-t-il déclaré.",
                    "Les réparations du traversier régulier devraient être terminées à la fin janvier, selon la STQ.",
                ],
                "bom-wrong-charset-svg-every-paragraph-unclosed-ad-div-yoast-utc-next-day",
                section="Actualités",
                local="2026-12-04 21:40",
                ad=True,
                tags=[("tag", "traversier"), ("/tag/stq/", "STQ")],
            )
        )
        add(
            story(
                "hopital",
                "/2026/12/04/urgences-de-rimouski-des-delais-records-en-novembre/",
                "Urgences de Rimouski : des délais records en novembre",
                "2026-12-04",
                "2026-12-04T15:15:33+00:00",
                fr_date("2026-12-04"),
                ["Marc-André Gagnon"],
                [
                    "Les patients qui se sont présentés à l’urgence de l’Hôpital régional de Rimouski en novembre ont attendu en moyenne 6 heures 40 minutes avant de voir un médecin, un sommet depuis que ces données sont publiées.",
                    "Selon le tableau de bord du ministère de la Santé, la durée moyenne de séjour sur civière a atteint 24,5 heures le mois dernier, bien au-delà de la cible provinciale de 12 heures.",
                    "Le Centre intégré de santé et de services sociaux du Bas-Saint-Laurent attribue la situation à une hausse des cas de grippe et de COVID-19, combinée à une pénurie d’infirmières sur les quarts de nuit.",
                    "RAW:ad",
                    "« On a des patients âgés qui attendent une place en CHSLD et qui occupent des lits de soins aigus depuis des semaines. Ça bloque tout le système », explique une infirmière qui a requis l’anonymat parce qu’elle n’est pas autorisée à parler aux médias.",
                    "Le CISSS affirme avoir ouvert dix lits supplémentaires la semaine dernière et recruté six infirmières à l’étranger, qui doivent arriver en février.",
                    "En attendant, l’organisme invite la population à consulter d’abord le 811 ou une clinique sans rendez-vous pour les problèmes de santé moins urgents.",
                ],
                "local-journalism-initiative-role-in-byline-unclosed-ad-div",
                section="Actualités",
                local="2026-12-04 10:15",
                ad=True,
                byline_role="Initiative de journalisme local",
            )
        )
        add(
            story(
                "pc",
                "/2026/12/03/quebec-devoile-son-plan-pour-proteger-le-caribou-de-la-gaspesie/",
                "Québec dévoile son plan pour protéger le caribou de la Gaspésie",
                "2026-12-03",
                "2026-12-03T19:02:47+00:00",
                fr_date("2026-12-03"),
                [],
                [
                    "QUÉBEC — Le gouvernement du Québec a dévoilé mercredi son plan de rétablissement du caribou de la Gaspésie, une population qui ne compte plus qu’une trentaine de bêtes.",
                    "Le plan prévoit la création d’une aire protégée de 1 200 kilomètres carrés autour du parc national de la Gaspésie et l’interdiction de toute nouvelle coupe forestière dans ce secteur d’ici 2028.",
                    "Québec entend aussi poursuivre le programme de mise en enclos des femelles et de leurs petits, lancé en 2022, pour les protéger des prédateurs durant leurs premières semaines de vie.",
                    "Des groupes environnementaux ont salué un « pas dans la bonne direction », tout en estimant que l’aire protégée aurait dû être deux fois plus vaste.",
                    "L’industrie forestière, de son côté, s’inquiète des pertes d’emplois dans les scieries de la Haute-Gaspésie. Le gouvernement promet une aide de transition de 25 millions de dollars aux entreprises touchées.",
                ],
                "agency-credit-yoast-person-agency",
                section="Actualités",
                local="2026-12-03 14:02",
                desk="La Presse Canadienne",
            )
        )
        add(
            story(
                "deux",
                "/2026/12/03/deneigement-rimouski-ajoute-deux-chenillettes-et-revoit-ses-priorites/",
                "Déneigement : Rimouski ajoute deux chenillettes et revoit ses priorités",
                "2026-12-03",
                "2026-12-03T22:30:05+00:00",
                fr_date("2026-12-03"),
                ["Geneviève Ouellet", "Louis-Philippe Roy"],
                [
                    "La Ville de Rimouski ajoutera deux chenillettes à sa flotte de déneigement cet hiver et donnera désormais la priorité aux trottoirs qui mènent aux écoles et aux arrêts d’autobus.",
                    "RAW:<p>&nbsp;</p>",
                    "Le nouveau plan, présenté mardi soir au conseil municipal, répond aux nombreuses plaintes reçues l’hiver dernier, alors que certains trottoirs étaient restés impraticables pendant plusieurs jours après les grosses tempêtes.",
                    "RAW:<p>&nbsp;</p>",
                    "« On a entendu les citoyens, surtout les aînés et les parents. Un trottoir glacé, pour une personne qui marche avec une canne, c’est une prison », a illustré la conseillère responsable des travaux publics, Nathalie Gagné.",
                    "Les deux chenillettes, achetées au coût de 380 000 $, entreront en service d’ici la fin décembre. La Ville embauchera aussi quatre opérateurs saisonniers supplémentaires.",
                    "RAW:<p>&nbsp;</p>",
                    "Le budget total du déneigement atteindra 9,2 millions de dollars cette année, une hausse de 6 % par rapport à l’an dernier.",
                ],
                "two-authors-nbsp-paragraphs-yoast-first-author-only",
                section="Actualités",
                local="2026-12-03 17:30",
            )
        )
        add(
            story(
                "redaction",
                "/2026/12/04/panne-delectricite-a-pointe-au-pere-2-300-clients-touches/",
                "Panne d’électricité à Pointe-au-Père : 2 300 clients touchés",
                "2026-12-04",
                "2026-12-04T12:05:41+00:00",
                fr_date("2026-12-04"),
                [],
                [
                    "Quelque 2 300 clients d’Hydro-Québec ont été privés d’électricité pendant près de quatre heures vendredi matin dans le secteur de Pointe-au-Père, à Rimouski.",
                    "La panne, survenue vers 5 h 30, a été causée par un bris d’équipement sur le réseau de distribution, selon la société d’État.",
                    "Le courant a été rétabli chez la majorité des clients peu après 9 h.",
                ],
                "desk-brief-yoast-person-redaction",
                section="Actualités",
                local="2026-12-04 07:05",
                desk="Rédaction",
            )
        )
        add(
            story(
                "chronique",
                "/2026/12/02/le-fleuve-na-pas-besoin-de-nous/",
                "Le fleuve n’a pas besoin de nous",
                "2026-12-02",
                "2026-12-02T11:00:18+00:00",
                fr_date("2026-12-02"),
                ["Josée Bérubé"],
                [
                    "Chaque matin, je marche jusqu’à la batture. C’est une habitude que j’ai prise à ma retraite, et qui m’a appris plus sur le fleuve que trente ans à l’enseigner dans une classe.",
                    "J’ai vu les eiders revenir en avril, les phoques se prélasser sur les rochers en juillet, les outardes partir en octobre. J’ai vu aussi, d’année en année, la côte reculer. Le petit sentier que je prenais en 2019 est maintenant dans l’eau.",
                    "On parle beaucoup de protéger le fleuve. Je crois qu’on se trompe de verbe. Le fleuve n’a pas besoin de nous. Il était là bien avant nous et il sera là bien après. C’est nous qui avons besoin de lui, de ses poissons, de ses marées, de sa beauté qui nous garde ici malgré l’hiver.",
                    "Alors, plutôt que de le protéger, il faudrait peut-être apprendre à vivre avec lui. Arrêter de construire là où la mer monte. Laisser aux marais la place qu’ils réclament. Écouter ceux qui le connaissent depuis des générations.",
                    "Ce matin, la glace commençait à prendre sur la batture. L’hiver arrive. Le fleuve, lui, ne s’en inquiète pas.",
                ],
                "column-category-in-title-tag-writer-tail",
                section="Chroniques",
                local="2026-12-02 06:00",
                tail="Josée Bérubé est enseignante retraitée et membre du comité ZIP du Sud-de-l’Estuaire.",
            )
        )
        add(
            story(
                "hockey",
                "/2026/12/03/les-marees-de-rimouski-lemportent-en-prolongation/",
                "Les Marées de Rimouski l’emportent en prolongation",
                "2026-12-03",
                "2026-12-04T03:15:09+00:00",
                fr_date("2026-12-03"),
                ["Louis-Philippe Roy"],
                [
                    "Les Marées de Rimouski ont signé une quatrième victoire consécutive, jeudi soir au Colisée Financière Sun Life, en battant les Harfangs de Sept-Îles 4-3 en prolongation.",
                    "C’est le capitaine Félix Desjardins qui a fait la différence après 2 minutes 12 secondes de jeu en prolongation, en déjouant le gardien adverse d’un tir du poignet dans la lucarne.",
                    "Les Harfangs menaient pourtant 3-1 au début de la troisième période. Les Marées sont revenus de l’arrière grâce à des buts de Samuel Côté et de Jérémy Fortin, ce dernier en avantage numérique à moins de cinq minutes de la fin.",
                    "« On ne lâche jamais. C’est devenu notre identité cette saison », a lancé l’entraîneur-chef, Martin Lévesque, après la rencontre.",
                    "Les Marées accueilleront les Voltigeurs de Gaspé samedi soir.",
                ],
                "late-game-yoast-utc-next-day",
                section="Sports",
                local="2026-12-03 22:15",
            )
        )
        add(
            story(
                "entrevue",
                "/2026/12/02/on-ecrit-pour-ceux-qui-restent-entrevue-avec-maude-lavoie/",
                "« On écrit pour ceux qui restent » : entrevue avec l’autrice Maude Lavoie",
                "2026-12-02",
                "2026-12-02T17:00:52+00:00",
                fr_date("2026-12-02"),
                ["Geneviève Ouellet"],
                [
                    "Originaire du Bic, Maude Lavoie publie ces jours-ci Les Veilleuses, un troisième roman qui suit trois générations de femmes de gardiens de phare sur l’île Saint-Barnabé. Elle sera au Salon du livre de Rimouski en fin de semaine.",
                    "Q: Pourquoi les gardiens de phare? || Parce qu’ils ont disparu sans qu’on s’en rende compte. Mon arrière-grand-père en était un. Quand j’ai commencé à fouiller, j’ai découvert que ce sont souvent les femmes qui tenaient le phare pendant que les hommes étaient à la pêche.",
                    "Q: Le roman parle beaucoup de départ. || Oui, parce que la région s’est construite là-dessus. Tout le monde a quelqu’un qui est parti à Montréal ou à Québec. Mais moi, j’ai voulu écrire sur ceux qui restent. On écrit pour ceux qui restent.",
                    "Q: Vous êtes revenue vivre au Bic après quinze ans à Montréal. Pourquoi? || Pour le fleuve, je pense. Et pour écrire. À Montréal, je n’arrivais pas à écrire sur ici. Il fallait que je revienne pour trouver les mots.",
                    "Q: Que lisez-vous en ce moment? || Je relis Anne Hébert. Je la relis toujours l’hiver.",
                ],
                "qa-interview-guillemets-title",
                section="Culture",
                local="2026-12-02 12:00",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        return "\ufeff" + super().render(doc)

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        graph: list[dict[str, object]] = []
        if doc.is_article or doc.kind == "video":
            who = (doc.authors or [doc.extra.get("desk", "Rédaction")])[0]
            pid = f"{ORIGIN}/#/schema/person/{AUTHORS[who]}"
            iso = doc.iso or (doc.extra["local"].replace(" ", "T") + ":00-05:00")
            graph.append(
                {
                    "@type": "NewsArticle" if doc.is_article else "Article",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": who, "@id": pid},
                    "headline": doc.title,
                    "datePublished": iso,
                    "dateModified": iso,
                    "mainEntityOfPage": {"@id": url},
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "articleSection": [doc.section or "Vidéos"],
                    "inLanguage": "fr-CA",
                }
            )
            graph.append({"@type": "Person", "@id": pid, "name": who, "url": f"{ORIGIN}/author/{AUTHORS[who]}/"})
        graph.append(
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": doc.title + " - Le Courrier du Fleuve",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "inLanguage": "fr-CA",
            }
        )
        graph.append(
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Le Courrier du Fleuve",
                "url": ORIGIN + "/",
            }
        )
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def content(self, doc: Doc) -> str:
        out: list[str] = []
        n = 0
        for block in doc.blocks:
            kind = block[0]
            if kind == "p":
                n += 1
                out.append(
                    f'<!-- wp:paragraph -->\n<p class="fleuve-tts">{SVG.format(n=n)}{self.inline(block[1])}</p>\n<!-- /wp:paragraph -->'
                )
            elif kind == "qa":
                n += 1
                out.append(
                    f'<!-- wp:paragraph -->\n<p class="fleuve-tts">{SVG.format(n=n)}<strong>{esc(block[1])}</strong></p>\n<!-- /wp:paragraph -->'
                )
                n += 1
                out.append(
                    f'<!-- wp:paragraph -->\n<p class="fleuve-tts">{SVG.format(n=n)}{self.inline(block[2])}</p>\n<!-- /wp:paragraph -->'
                )
            elif kind in ("h2", "h3"):
                out.append(
                    f'<!-- wp:heading -->\n<h2 class="wp-block-heading">{esc(block[1])}</h2>\n<!-- /wp:heading -->'
                )
            elif kind == "ul":
                items = "".join(f"<li>{self.inline(i)}</li>" for i in block[1])
                out.append(f'<!-- wp:list -->\n<ul class="wp-block-list">{items}</ul>\n<!-- /wp:list -->')
            elif kind == "box":
                out.append(AD_OPEN if block[1] == "ad" else block[1])
        return "\n\n".join(out)

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            links = " et ".join(
                self.a("author", a, "byline")
                if a == "Geneviève Ouellet"
                else f'<a href="{ORIGIN}/author/{AUTHORS[a]}/">{esc(a)}</a>'
                for a in doc.authors
            )
            role = f", {esc(doc.extra['byline_role'])}" if doc.extra.get("byline_role") else ""
            return f'<div class="td-post-author-name"><div class="td-author-by">Par</div> {links}{role}<div class="td-author-line"> - </div> </div>'
        who = doc.extra.get("desk", "Rédaction")
        return f'<div class="td-post-author-name"><div class="td-author-by">Par</div> <a href="{ORIGIN}/author/{AUTHORS[who]}/">{esc(who)}</a><div class="td-author-line"> - </div> </div>'

    def crumbs(self, doc: Doc) -> str:
        sec = doc.section or "Vidéos"
        sec_link = (
            self.a("actu", "Actualités", "breadcrumb", CRUMB)
            if sec == "Actualités"
            else f'<a class="entry-crumb" href="{ORIGIN}/category/{sec.lower().replace("é", "e")}/">{esc(sec)}</a>'
        )
        return (
            f'<div class="td-crumb-container"><div class="entry-crumbs"><span>{self.a("home", "Accueil", "breadcrumb", CRUMB)}</span> <i class="td-icon-right td-bread-sep"></i> '
            f'<span>{sec_link}</span> <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> <span class="td-bred-no-url-last">{esc(doc.title)}</span></div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        local = doc.extra["local"]
        stamp = f"{local.replace(' ', 'T')}:{doc.iso[17:19] if doc.iso else '00'}-05:00"
        u = quote(self.url(doc.key), safe="")
        share = (
            f'<div class="td-post-sharing-top"><div class="td-post-sharing td-ps-bg td-ps-notext"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}" title="Facebook"><i class="td-icon-facebook"></i></a>'
            f'<a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?url={u}" title="Twitter"><i class="td-icon-twitter"></i></a>'
            f'<a class="td-social-sharing-button td-social-mail" href="mailto:?body={u}" title="Courriel"><i class="td-icon-mail"></i></a></div></div>'
        )
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>ÉTIQUETTES</span></li>'
                + "".join(f"<li>{self.a(k, t, 'tag')}</li>" for k, t in doc.extra["tags"])
                + "</ul></div>"
            )
        tail = f'<p class="chronique-signature"><em>{esc(doc.extra["tail"])}</em></p>' if doc.extra.get("tail") else ""
        i = ARTS.index(doc.key)
        related = "".join(
            f'<div class="td_module_related_posts td-animation-stack"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in (ARTS[i + 1 :] + ARTS[:i])[:4]
        )
        if doc.key == "traversier":
            related += f'<div class="td_module_related_posts"><h3 class="entry-title td-module-title">{self.a("erreur", self.docs["erreur"].title, "related")}</h3></div>'
        return f"""{self.crumbs(doc)}
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
<div class="td-ss-main-content">
<article id="post-{48200 + ARTS.index(doc.key) * 7}" class="post type-post status-publish format-standard has-post-thumbnail category-{(doc.section or "").lower().replace("é", "e")}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category"><a href="{ORIGIN}/category/{(doc.section or "").lower().replace("é", "e")}/">{esc(doc.section)}</a></li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
{self.byline(doc)}
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{stamp}">{doc.stamp}</time></span>
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views">1 247</span></div>
</div>
</header>
</div>
{share}
<div class="td-post-content tagdiv-type">
<div class="td-post-featured-image"><figure><img width="696" height="392" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}-696x392.jpg" alt="" title="{esc(doc.key)}"/><figcaption class="wp-caption-text">Photo : Le Courrier du Fleuve</figcaption></figure></div>
{self.content(doc)}
{tail}
</div>
<footer>
{tags}
<div class="td-author-name vcard author" style="display:none"><span class="fn">{esc((doc.authors or [doc.extra.get("desk", "")])[0])}</span></div>
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><span>Articles similaires</span></h4>{related}</div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Laisser un commentaire</h3><p class="must-log-in">Vous devez <a href="{ORIGIN}/wp-login.php">être connecté</a> pour publier un commentaire.</p></div></div>
</div>
</div>
{self.sidebar()}
</div>"""

    def sidebar(self) -> str:
        pop = "".join(
            f'<div class="td_module_6"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ("traversier", "hopital", "hockey", "chronique")
        )
        return f"""<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">
<div class="td_block_wrap td_block_9"><h4 class="block-title"><span>Les plus populaires</span></h4>{pop}</div>
<div class="td_block_wrap td-sujets"><h4 class="block-title"><span>Sujets chauds</span></h4>{self.a("search", "Traversier", "aside")} · <a href="{ORIGIN}/?s=d%C3%A9neigement">Déneigement</a> · <a href="{ORIGIN}/?s=urgences">Urgences</a></div>
<div class="td-a-rec td-a-rec-id-sidebar"><div id="div-gpt-ad-1701-4"></div></div>
<div class="td_block_wrap"><h4 class="block-title"><span>Infolettre</span></h4><form action="https://courrierdufleuve.us21.list-manage.test/subscribe/post" method="post"><input type="email" name="EMAIL" placeholder="Votre courriel"><button>S’inscrire</button></form></div>
</div></div>"""

    def listing_main(self, doc: Doc) -> str:
        mods = "".join(
            f'<div class="td_module_10 td_module_wrap td-animation-stack"><div class="td-module-thumb"><img class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{k}-218x150.jpg" alt="" width="218" height="150"/></div>'
            f'<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "content")}</h3>'
            f'<div class="td-module-meta-info"><span class="td-post-author-name">{esc((self.docs[k].authors or [self.docs[k].extra.get("desk", "Rédaction")])[0])}</span> - <span class="td-post-date"><time class="entry-date updated td-module-date">{self.docs[k].stamp}</time></span></div></div></div>'
            for k in doc.extra["list"]
        )
        if doc.key == "home":
            head = f'<h1 class="td-visually-hidden">{esc(doc.title)}</h1>'
            extra = (
                f'<div class="td_block_wrap"><h4 class="block-title"><span>Vidéos</span></h4>{self.a("video", self.docs["video"].title, "content")}</div>'
                f'<div class="td_block_wrap"><h4 class="block-title"><span>Chroniques</span></h4>{self.a("chronique", self.docs["chronique"].title, "content")}</div>'
                f'<div class="td_block_wrap"><h4 class="block-title"><span>Culture</span></h4>{self.a("entrevue", self.docs["entrevue"].title, "content")}</div>'
                f'<div class="td_block_wrap">{self.a("actu", "Toutes les actualités", "content")}</div>'
            )
        elif doc.kind == "author":
            head = f'<div class="td-author-header"><img alt="" src="https://secure.gravatar.com/avatar/5d1c0e?s=96&amp;d=mm&amp;r=g" class="avatar" height="96" width="96"/><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1><div class="td-author-description">{esc(doc.extra["bio"])}</div><div class="td-author-counters"><span class="td-author-post-count">412 ARTICLES</span></div></div>'
            extra = ""
        elif doc.kind == "search":
            head = f'<h1 class="entry-title td-page-title">{esc(doc.title)}</h1><div class="search-page-search-wrap"><form method="get" action="{ORIGIN}/"><input class="needsclick td-widget-search-input" type="text" value="traversier" name="s"/><input class="wpb_button" type="submit" value="Recherche"/></form></div>'
            extra = ""
        elif doc.kind == "tag":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
            extra = '<div class="td_module_10"><h3 class="entry-title td-module-title"><a href="/2026/11/24/le-traversier-matane-baie-comeau-immobilise-pour-un-bris-de-moteur/">Le traversier Matane–Baie-Comeau immobilisé pour un bris de moteur</a></h3></div>'
        else:
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
            extra = ""
        pager = ""
        if doc.key == "actu":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("actu2", "2", "pagination", PAGE_2)}<a href="{ORIGIN}/category/actualites/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="{ORIGIN}/category/actualites/page/87/" class="last" title="87">87</a>{self.a("actu2", "Suivant", "pagination")}<span class="pages">Page 1 de 87</span></div>'
        elif doc.key == "actu2":
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("actu", "Précédent", "pagination")}{self.a("actu", "1", "pagination", PAGE_1)}<span class="current">2</span><a href="{ORIGIN}/category/actualites/page/3/" class="page" title="3">3</a><span class="pages">Page 2 de 87</span></div>'
        return f"""<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
{head}
{mods}
{extra}
{pager}
</div></div>
{self.sidebar()}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""{self.crumbs(doc)}
<div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
<article class="post type-post format-video category-videos">
<header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">Par</div> <a href="{ORIGIN}/author/redaction/">Rédaction</a></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="2026-12-03T15:20:00-05:00">{fr_date(doc.extra["local"])}</time></span></div></header>
<div class="td-post-content tagdiv-type">
<!-- wp:embed {{"url":"https://www.youtube.com/watch?v=fL4xq9Vb2Ks","type":"video","providerNameSlug":"youtube"}} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe title="Les premières glaces sur le fleuve" width="696" height="392" src="https://www.youtube.com/embed/fL4xq9Vb2Ks?feature=oembed" frameborder="0" allowfullscreen></iframe></div><figcaption class="wp-element-caption">{esc(doc.extra["caption"])}</figcaption></figure>
<!-- /wp:embed -->
</div>
</article>
</div></div>
{self.sidebar()}
</div>"""
        if doc.kind == "error":
            return f"""{self.crumbs(doc)}
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
<div class="td-ss-main-content">
<!DOCTYPE html>
<html lang="fr-CA">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=windows-1252" />
	<meta name="viewport" content="width=device-width, initial-scale=1.0">
	<meta name='robots' content='max-image-preview:large, noindex, follow' />
	<title>Erreur WordPress</title>
	<style type="text/css">
		html {{ background: #f1f1f1; }}
		body {{ background: #fff; border: 1px solid #ccd0d4; color: #444; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif; margin: 2em auto; padding: 1em 2em; max-width: 700px; box-shadow: 0 1px 1px rgba(0, 0, 0, .04); }}
		h1 {{ border-bottom: 1px solid #dadada; clear: both; color: #666; font-size: 24px; margin: 30px 0 0 0; padding: 0; padding-bottom: 7px; }}
		#error-page {{ margin-top: 50px; }}
		#error-page p, #error-page .wp-die-message {{ font-size: 14px; line-height: 1.5; margin: 25px 0 20px; }}
		a {{ color: #2271b1; }}
	</style>
</head>
<body id="error-page">
	<div class="wp-die-message"><p>Il y a eu une erreur critique sur ce site.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">En savoir plus sur le débogage de WordPress.</a></p></div></body>
</html>
	"""
        return f"""<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">
{self.blocks(doc)}
</div>
</div></div>
{self.sidebar()}
</div>"""

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Accueil"),
                ("actu", "Actualités"),
                ("/category/sports/", "Sports"),
                ("/category/culture/", "Culture"),
                ("/category/chroniques/", "Chroniques"),
                ("/category/videos/", "Vidéos"),
                ("/avis-de-deces/", "Avis de décès"),
                ("contact", "Nous joindre"),
            )
        )
        if doc.is_article and doc.section == "Chroniques":
            title = f"{doc.section} | {doc.title} - Le Courrier du Fleuve"
        elif doc.key == "home":
            title = "Le Courrier du Fleuve - L’actualité de Rimouski et du Bas-Saint-Laurent"
        else:
            title = f"{doc.title} - Le Courrier du Fleuve"
        og = ""
        if doc.is_article or doc.kind == "video":
            iso = doc.iso or (doc.extra["local"].replace(" ", "T") + ":00-05:00")
            author = (doc.authors or [doc.extra.get("desk", "Rédaction")])[0]
            og = f"""
	<meta property="og:type" content="article" />
	<meta property="article:published_time" content="{iso}" />
	<meta property="article:modified_time" content="{iso}" />
	<meta name="author" content="{esc(author)}" />
	<meta name="twitter:label1" content="Écrit par" />
	<meta name="twitter:data1" content="{esc(author)}" />"""
        body_class = (
            "post-template-default single single-post single-format-standard"
            if doc.is_article or doc.kind in ("video", "error")
            else f"{doc.kind} td-standard-pack"
        )
        head = f"""<!doctype html >
<!--[if IE 8]>    <html class="ie8" lang="en"> <![endif]-->
<!--[if IE 9]>    <html class="ie9" lang="en"> <![endif]-->
<!--[if gt IE 8]><!--> <html lang="fr-CA"> <!--<![endif]-->
<head>
	<title>{esc(title)}</title>
	<meta charset="windows-1252" />
	<meta name="viewport" content="width=device-width, initial-scale=1.0">
	<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
	<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
	<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}" />
	<link rel="canonical" href="{esc(url)}" />
	<meta property="og:locale" content="fr_CA" />
	<meta property="og:title" content="{esc(title.removesuffix(" - Le Courrier du Fleuve"))}" />
	<meta property="og:url" content="{esc(url)}" />
	<meta property="og:site_name" content="Le Courrier du Fleuve" />{og}
	{self.ld(doc)}
	<!-- / Yoast SEO plugin. -->
	<link rel='stylesheet' id='td-theme-css' href='{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.8' type='text/css' media='all' />
	<style id='td-theme-inline-css' type='text/css'>/*PAD*/</style>
	<script type="text/javascript" src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script type="text/javascript" id="fleuve-tts-js-extra">
/* <![CDATA[ */
var fleuveTTS = {{"voix":"fr-CA-SylvieNeural","libelle":"\\u00c9couter ce paragraphe","ajax":"https:\\/\\/www.courrierdufleuve.test\\/wp-admin\\/admin-ajax.php"}};
/* ]]> */
</script>
</head>
<body class="{body_class} td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="tdc-header-wrap"><div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-header-top-menu"><div class="td_data_time">samedi, décembre 5, 2026</div><div class="td-header-top-menu-social"><a href="https://www.facebook.com/courrierdufleuve">Facebook</a></div></div></div>
<div class="td-banner-wrap-full td-logo-wrap-full"><div class="td-header-sp-logo"><a class="td-main-logo" href="{ORIGIN}/"><img class="td-retina-data" src="{ORIGIN}/wp-content/uploads/2023/05/logo-courrier.png" alt="Le Courrier du Fleuve" width="272" height="90"/><span class="td-visual-hidden">Le Courrier du Fleuve</span></a></div></div>
<div class="td-header-menu-wrap-full"><div id="td-header-menu" role="navigation"><div class="menu-menu-principal-container"><ul id="menu-menu-principal" class="sf-menu">{menu}</ul></div>
<div class="td-search-btns-wrap"><a id="td-header-search-button" href="#" role="button" class="dropdown-toggle"><i class="td-icon-search"></i></a></div></div></div>
</div></div>
<div class="td-main-content-wrap td-container-wrap"><div class="td-container">
{main}"""
        if doc.kind == "error":
            return head  # wp_die() ended the request inside the content column
        return (
            head
            + f"""
</div></div>
<div class="td-footer-wrapper td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span4"><aside class="footer-text-wrap"><div class="block-title"><span>À PROPOS</span></div>Le Courrier du Fleuve est l’hebdomadaire de Rimouski et de La Mitis depuis 1972.<div class="footer-email-wrap">Contactez-nous : <a href="mailto:redaction@courrierdufleuve.test">redaction@courrierdufleuve.test</a></div></aside></div>
<div class="td-pb-span4"><ul><li>{self.a("confidentialite", "Politique de confidentialité", "footer")}</li><li>{self.a("contact", "Nous joindre", "footer")}</li><li><a href="{ORIGIN}/publicite/">Publicité</a></li><li><a href="{ORIGIN}/feed/">Flux RSS</a></li></ul></div>
</div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span td-sub-footer-copy">© Le Courrier du Fleuve 2026. Tous droits réservés.</div></div></div></div>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog"><div class="cmplz-header"><div class="cmplz-title">Gérer le consentement</div></div><div class="cmplz-body"><div class="cmplz-message"><p>Nous utilisons des témoins pour mesurer l’audience de notre site et vous proposer des publicités adaptées.</p></div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepter</button><button class="cmplz-btn cmplz-deny">Refuser</button><button class="cmplz-btn cmplz-view-preferences">Préférences</button></div></div></div>
<script type="text/javascript" id="td-generated-footer-js">
/* <![CDATA[ */
var tdBlocksArray = []; var tdLocalCache = {{}}; var td_ajax_url = "https:\\/\\/www.courrierdufleuve.test\\/wp-admin\\/admin-ajax.php";
/* ]]> */
</script>
<script type="text/javascript" src="{ORIGIN}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
</body>
</html>"""
        )
