# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French guillemets, apostrophes and dashes are deliberate)
"""Le Cardinal: a Mauritian French-language daily on **Ghost 5** with a Casper-derived theme (`gh-head`,
`article-header`, `article-title`, `article-excerpt`, `article-byline`, `author-list`, `byline-meta-date`,
`gh-content` with Koenig cards `kg-card kg-image-card`, `kg-callout-card`, `post-card`, flat slugs `/<slug>/`,
sections as tags `/tag/actualites/` with `/tag/actualites/page/2/`, `/author/<slug>/`, a custom `/recherche/?q=`
route), French and **Kreol Morisien** (`mfe`), UTF-8, Mauritius time (+04:00).

Ghost keeps every time in UTC: the `Article` JSON-LD and `article:published_time` read "2026-12-03T20:40:00.000Z"
while the page prints "vendredi 4 décembre 2026, 00h40" and the `<time datetime>` is the local day only ("2026-12-04"):
the Metro Express story is a 4 Dec story. Credits are Ghost staff users, so the desk "La Rédaction" and the agency
"AFP" are JSON-LD **Persons**. The interview is credited "Propos recueillis par Kevin Lagesse" at the head of the text.
Two opinion pieces ("Lopinion") are written in Kreol Morisien although the page says `<html lang="fr">` (the site's
locale): their `language` is `mfe`. The health story carries "Mis à jour le …". A soft 404 (an old Loto results
link), the exchange-rate page and the about page are not articles."""

from __future__ import annotations

import json
import unicodedata
from urllib.parse import quote

from common import FR_DAYS, FR_MONTHS, Base, check_dates, page, split_stamp, story
from sitekit import Doc, Link, css_rules, esc

ORIGIN = "https://www.lecardinal.test"
ARTS = ["kreol2", "afp", "metro", "loto", "kreol1", "redaction", "sante", "entretien"]
AUTHORS = {
    "Vidya Ramsurrun": "vidya",
    "AFP": "afp",
    "La Rédaction": "redaction",
    "Rajesh Dookhee": "rajesh-dookhee",
    "Marie-Josée Lafleur": "marie-josee-lafleur",
    "Jean-Luc Labonne": "jean-luc",
    "Yasmina Bholah": "yasmina",
    "Kevin Lagesse": "kevin",
}
DISCLAIMER = "NOTE: Les opinions exprimées dans cette rubrique n’engagent que leurs auteurs et ne reflètent pas nécessairement la position du Cardinal."


def slug(text: str) -> str:
    """Ghost's slugs: lower case, accents dropped, spaces as hyphens."""
    flat = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return flat.lower().replace(" ", "-")


def fr_date(local: str) -> str:
    """'2026-12-04 00:40' -> 'vendredi 4 décembre 2026, 00h40'."""
    y, m, d, wd, time = split_stamp(local)
    day = "1er" if d == 1 else str(d)
    return f"{FR_DAYS[wd]} {day} {FR_MONTHS[m - 1]} {y}, {time.replace(':', 'h')}"


def short_fr(local: str) -> str:
    y, m, d, _, _ = split_stamp(local)
    return f"{d} {FR_MONTHS[m - 1][:4].rstrip('.')}{'.' if len(FR_MONTHS[m - 1]) > 4 else ''} {y}"


class Cardinal(Base):
    origin = ORIGIN
    name = "Le Cardinal"
    prefix = "lcd"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lcd",
            [
                ".gh-head",
                ".gh-head-menu .nav a",
                ".article-title",
                ".article-byline",
                ".gh-content > p",
                ".kg-image-card",
                ".post-card",
                ".site-footer",
                "#cookie-notice",
                ".gh-ad",
                ".pagination",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Le Cardinal",
                "ghost-home",
                list=["kreol2", "afp", "metro", "loto", "kreol1", "redaction", "sante", "entretien"],
                more="actualites",
            )
        )
        add(
            page(
                "actualites",
                "/tag/actualites/",
                "section",
                "Actualités",
                "ghost-tag-as-section",
                list=["metro", "loto", "redaction", "sante"],
                more="actualites2",
            )
        )
        add(
            page(
                "actualites2",
                "/tag/actualites/page/2/",
                "section",
                "Actualités",
                "ghost-tag-as-section-page2",
                list=["entretien", "error"],
            )
        )
        add(
            page(
                "tag",
                "/tag/cyclone/",
                "tag",
                "Cyclone",
                "ghost-tag",
                list=["afp", "redaction"],
                desc="Saison cyclonique, avis de cyclone et météo dans le sud-ouest de l’océan Indien.",
            )
        )
        add(
            page(
                "author",
                "/author/vidya/",
                "author",
                "Vidya Ramsurrun",
                "ghost-author",
                list=["metro"],
                bio="Journaliste au Cardinal depuis 2018. Transports, aménagement du territoire et collectivités locales.",
            )
        )
        add(
            page(
                "search",
                "/recherche/?q=metro",
                "search",
                "Résultats pour « metro »",
                "ghost-custom-search-route",
                list=["metro"],
            )
        )
        add(
            page(
                "taux",
                "/taux-de-change/",
                "live-data",
                "Taux de change du jour",
                "ghost-page-exchange-rates",
                [
                    "Cours indicatifs de la roupie mauricienne (Rs) publiés par les banques commerciales, vendredi 4 décembre 2026 à 10h00.",
                    "T: Devise | Achat (Rs) | Vente (Rs)",
                    "T: 1 euro (EUR) | 48,12 | 50,35",
                    "T: 1 dollar américain (USD) | 45,08 | 46,91",
                    "T: 1 livre sterling (GBP) | 56,74 | 59,30",
                    "T: 1 rand sud-africain (ZAR) | 2,41 | 2,63",
                    "T: 100 roupies indiennes (INR) | 51,20 | 55,80",
                    "T: 1 000 ariary (MGA) | 9,62 | 10,84",
                    "Ces taux sont donnés à titre indicatif et peuvent varier d’une banque à l’autre.",
                ],
            )
        )
        add(
            page(
                "error",
                "/loto-les-resultats-du-tirage-du-samedi-21-novembre/",
                "error",
                "Oups, cette page n’existe plus",
                "ghost-soft-404-status-200",
                [
                    "L’article que vous cherchez a peut-être été déplacé ou supprimé. Utilisez la recherche ou consultez nos derniers articles ci-dessous.",
                ],
                list=["loto", "metro", "sante"],
                teaser="Loto : les résultats du tirage du samedi 21 novembre",
            )
        )
        add(
            page(
                "about",
                "/a-propos/",
                "about",
                "À propos",
                "ghost-page-about",
                [
                    "Le Cardinal est un quotidien d’information générale en ligne fondé à Port-Louis en 2017. Nous publions en français et, dans notre rubrique Lopinion, en kreol morisien.",
                    "Notre rédaction compte douze journalistes basés à Port-Louis, à Curepipe et à Rodrigues.",
                    "## Nous contacter",
                    "Rédaction : redaction@lecardinal.test · Publicité : pub@lecardinal.test · Tél. : 208 5500",
                    "Adresse : rue Sir William Newton, Port-Louis.",
                    "Le Cardinal adhère à la charte d’éthique des journalistes mauriciens.",
                ],
            )
        )
        add(
            story(
                "metro",
                "/metro-express-les-essais-commencent-sur-la-ligne-de-cote-dor/",
                "Metro Express : les essais commencent sur la ligne de Côte-d’Or",
                "2026-12-04",
                "2026-12-03T20:40:00.000Z",
                "2026-12-04 00:40",
                ["Vidya Ramsurrun"],
                [
                    "Les premiers essais dynamiques du Metro Express sur le tronçon reliant Réduit à Côte-d’Or ont débuté jeudi soir, a annoncé Metro Express Ltd dans un communiqué. Les rames circulent à vide, sans passagers, en dehors des heures de pointe.",
                    "Ce nouveau tronçon de 7,2 kilomètres compte quatre stations : Réduit, Moka, Saint-Pierre et Côte-d’Or, où une gare multimodale doit accueillir les autobus venant du Nord et de l’Est.",
                    "« Les essais dureront environ six semaines. Nous testons la signalisation, l’alimentation électrique et le freinage dans toutes les conditions, y compris sous la pluie », explique un ingénieur du projet.",
                    "FIG: Rame à Réduit | Une rame du Metro Express à la station de Réduit, jeudi soir.",
                    "## Mise en service prévue en février",
                    "Si les essais sont concluants, la ligne pourrait être ouverte au public à la mi-février 2027, selon le ministère des Transports. Les habitants de Saint-Pierre et de Moka attendent cette extension avec impatience.",
                    "« Aujourd’hui, il me faut plus d’une heure pour aller travailler à Port-Louis en autobus. Avec le métro, je gagnerai au moins trente minutes », confie Nadia, employée dans une banque de la capitale.",
                    "Les commerçants de Côte-d’Or s’inquiètent toutefois des travaux routiers qui se poursuivent autour de la future gare. Plusieurs d’entre eux disent avoir perdu une partie de leur clientèle depuis le début du chantier.",
                ],
                "ghost-utc-previous-day-date-only-datetime",
                section="Actualités",
                user="Vidya Ramsurrun",
                dek="Les rames circulent à vide entre Réduit et Côte-d’Or pendant six semaines avant une ouverture espérée à la mi-février.",
                tags=["Actualités", "Metro Express", "Transports"],
            )
        )
        add(
            story(
                "afp",
                "/mozambique-au-moins-douze-morts-apres-le-passage-du-cyclone-aurelie/",
                "Mozambique : au moins douze morts après le passage du cyclone Aurélie",
                "2026-12-04",
                "2026-12-04T11:15:00.000Z",
                "2026-12-04 15:15",
                [],
                [
                    "Maputo (AFP) - Au moins douze personnes ont été tuées et des milliers d’autres ont perdu leur logement après le passage du cyclone Aurélie dans le nord du Mozambique, ont annoncé vendredi les autorités.",
                    "Le cyclone a touché terre jeudi soir près de Pemba, dans la province de Cabo Delgado, avec des vents soutenus de plus de 150 km/h, selon l’Institut national de météorologie.",
                    "« Les dégâts sont importants. Des écoles, des centres de santé et de nombreuses maisons ont été détruits », a déclaré à l’AFP un responsable de l’Institut national de gestion des catastrophes, qui a requis l’anonymat.",
                    "Les Nations unies ont indiqué que plus de 40 000 personnes avaient besoin d’une aide d’urgence. L’accès aux zones touchées reste difficile en raison des routes coupées par les inondations.",
                    "Le phénomène s’est ensuite affaibli en tempête tropicale en se dirigeant vers l’intérieur des terres, en direction du Malawi.",
                    "SIGN: © Agence France-Presse",
                ],
                "agency-ghost-staff-user-person",
                section="Monde",
                user="AFP",
                tags=["Monde", "Cyclone", "Mozambique"],
            )
        )
        add(
            story(
                "redaction",
                "/saison-cyclonique-2026-2027-jusqua-dix-perturbations-attendues/",
                "Saison cyclonique 2026-2027 : jusqu’à dix perturbations attendues",
                "2026-12-02",
                "2026-12-02T05:30:00.000Z",
                "2026-12-02 09:30",
                [],
                [
                    "Les services météorologiques de Vacoas prévoient entre huit et dix perturbations tropicales nommées dans le sud-ouest de l’océan Indien pendant la saison cyclonique 2026-2027, qui a officiellement commencé le 1er novembre et se terminera le 15 mai.",
                    "Parmi ces systèmes, quatre à cinq pourraient atteindre le stade de cyclone tropical, selon les prévisions saisonnières publiées mardi. Les prévisionnistes estiment que Maurice et Rodrigues pourraient être menacées par au moins un système au cours de la saison.",
                    "La température de surface de la mer, plus élevée que la normale au nord-est de Maurice, favorise la formation de cyclones, expliquent les météorologues.",
                    "## Les consignes à connaître",
                    "Les autorités rappellent les quatre classes d’avertissement cyclonique :",
                    "- Classe I : émis 36 à 48 heures avant que Maurice ne soit exposée à des rafales de 120 km/h",
                    "- Classe II : rafales de 120 km/h attendues dans les 12 heures de clarté",
                    "- Classe III : rafales de 120 km/h attendues dans les six heures",
                    "- Classe IV : rafales de 120 km/h enregistrées et appelées à persister",
                    "La population est invitée à préparer dès maintenant une trousse d’urgence comprenant de l’eau, des vivres, une lampe de poche, une radio et des piles.",
                    'RAW:<div class="kg-card kg-callout-card kg-callout-card-accent"><div class="kg-callout-emoji">📢</div><div class="kg-callout-text">Suivez l’évolution de la situation météo sur notre page Facebook et recevez nos alertes sur WhatsApp.</div></div>',
                ],
                "desk-la-redaction-ghost-person",
                section="Actualités",
                user="La Rédaction",
                tags=["Actualités", "Cyclone", "Météo"],
            )
        )
        add(
            story(
                "kreol1",
                "/lopinion-nou-lagon-pa-enn-poubel/",
                "Nou lagon pa enn poubel",
                "2026-12-03",
                "2026-12-03T06:00:00.000Z",
                "2026-12-03 10:00",
                ["Rajesh Dookhee"],
                [
                    "Sak wikenn, kan mo al naze Flic-en-Flac ar mo bann zanfan, mo trouv mem zafer: boutey plastik, pake sips, kanet labier ek sase dan disab. Mo pa pe koz zis lor touris. Mo pe koz lor nou prop konportman.",
                    "Lagon Moris se enn trezor. Li protez nou lakot kont bann gro lanm, li donn manze bann pesser, e li atir touris ki fer nou lekonomi marse. Me nou pe tret li kouma enn poubel.",
                    "Gouvernman inn interdir sase plastik depi 2016, me lalwa pa ase. Si pena kontrol, si pena lamann, dimounn pa pou sanz zot labitid.",
                    "Mo panse bizin koumans depi lekol. Bann zanfan bizin aprann ki enn boutey plastik pran plis ki 400 an pou disparet dan lamer. Zot bizin al lor laplaz, ramas salte, get ar zot prop lizie dega ki nou fer.",
                    "Nou tou nou kapav fer enn zefor: amenn enn sak pou ramas nou salte, refiz pay plastik, dir nou vwazin aret zet salte. Se pa enn gran zafer, me si nou tou fer li, nou pou trouv diferans.",
                    "Nou lagon pa pou la pou touzour si nou pa protez li zordi.",
                    "SIGN: Rajesh Dookhee li enn profeser biolozi dan enn kolez Kirpip.",
                    DISCLAIMER,
                ],
                "kreol-morisien-opinion-html-lang-fr",
                section="Lopinion",
                user="Rajesh Dookhee",
                lang="mfe",
                tags=["Lopinion", "Kreol Morisien", "Lanvironnman"],
            )
        )
        add(
            story(
                "kreol2",
                "/lopinion-kreol-nou-lang-nou-fierte/",
                "Kreol, nou lang, nou fierte",
                "2026-12-05",
                "2026-12-05T04:30:00.000Z",
                "2026-12-05 08:30",
                ["Marie-Josée Lafleur"],
                [
                    "Kan mo ti zanfan, lekol ti dir nou koz Franse ouswa Angle. Kreol ti enn lang lakaz, enn lang lari. Si to ti koz Kreol dan lakour lekol, met ti get twa drol.",
                    "Zordi, sitiasion finn sanze. Depi 2012, Kreol Morisien ena so plas dan lekol primer, e depi kek lane li ena osi so plas dan lekol segonder. Ena diksioner, ena gramer, ena liv pou zanfan.",
                    "Me mo trouv ankor enn sertenn onte otour nou lang. Ena paran ki refiz fer zot zanfan aprann Kreol lekol. Zot dir li pa pou ed zot gagn travay.",
                    "Mo pa dakor. Enn zanfan ki kone lir ek ekrir dan so lang maternel aprann lezot lang pli fasil. Se pa Kreol kont Angle ouswa Franse. Se Kreol avek Angle ek Franse.",
                    "Nou lang se nou listwar, nou lamemwar, nou kiltir. Li pa enn onte. Li enn fierte.",
                    "SIGN: Marie-Josée Lafleur li enn ansegnan Kreol Morisien dan enn lekol primer Rozil.",
                    DISCLAIMER,
                ],
                "kreol-morisien-opinion-html-lang-fr",
                section="Lopinion",
                user="Marie-Josée Lafleur",
                lang="mfe",
                tags=["Lopinion", "Kreol Morisien", "Ledikasion"],
            )
        )
        add(
            story(
                "loto",
                "/loto-un-ticket-gagnant-de-rs-42-millions-vendu-a-rose-hill/",
                "Loto : un ticket gagnant de Rs 42 millions vendu à Rose-Hill",
                "2026-12-03",
                "2026-12-03T10:25:00.000Z",
                "2026-12-03 14:25",
                ["Jean-Luc Labonne"],
                [
                    "Le jackpot du Loto, qui s’élevait à Rs 42 millions, a été remporté lors du tirage de samedi dernier par un joueur ayant validé son ticket dans un point de vente de Rose-Hill, a confirmé jeudi l’opérateur de la loterie nationale.",
                    "Le gagnant, qui souhaite garder l’anonymat, s’est présenté mercredi au siège de l’opérateur pour réclamer son gain. Il s’agit du plus gros jackpot remporté à Maurice depuis mars 2024.",
                    "« Il était très ému. Il nous a dit qu’il joue les mêmes numéros depuis quinze ans, ceux des dates de naissance de ses enfants », raconte une responsable de la communication.",
                    "Les numéros gagnants du tirage du 28 novembre étaient les suivants :",
                    "T: Tirage | Numéros | Complémentaire",
                    "T: Loto | 3 - 9 - 17 - 22 - 31 - 38 | 12",
                    "Le propriétaire de la tabagie où le ticket a été validé, rue Ambrose, affirme ne pas connaître l’identité du gagnant. « Nous avons beaucoup de clients réguliers. Tout le monde me demande si c’est un voisin ! » s’amuse-t-il.",
                    "Le prochain jackpot est estimé à Rs 8 millions.",
                ],
                "lottery-news-story-with-numbers-table",
                section="Actualités",
                user="Jean-Luc Labonne",
                tags=["Actualités", "Loto"],
            )
        )
        add(
            story(
                "sante",
                "/dengue-37-nouveaux-cas-en-une-semaine-le-ministere-appelle-a-la-vigilance/",
                "Dengue : 37 nouveaux cas en une semaine, le ministère appelle à la vigilance",
                "2026-12-02",
                "2026-12-02T07:50:00.000Z",
                "2026-12-02 11:50",
                ["Yasmina Bholah"],
                [
                    "Le ministère de la Santé et du Bien-être a recensé 37 nouveaux cas de dengue au cours de la semaine écoulée, portant à 214 le nombre de cas locaux depuis le début de l’année. La majorité des cas ont été détectés à Port-Louis, à Beau-Bassin–Rose-Hill et à Vacoas-Phoenix.",
                    "Dans un communiqué publié mercredi, le ministère demande à la population de détruire les gîtes larvaires autour des maisons, notamment les pneus usagés, les pots de fleurs et les gouttières bouchées.",
                    "« La saison des pluies approche et les conditions sont idéales pour la reproduction du moustique Aedes albopictus. Chaque citoyen a un rôle à jouer », souligne le Dr Anil Baboolall, directeur des services de santé publique.",
                    "Des opérations de fumigation ont été organisées dans plusieurs quartiers de la capitale cette semaine. Des équipes du ministère effectuent également des visites porte-à-porte pour sensibiliser les habitants.",
                    "### Les symptômes à surveiller",
                    "Fièvre élevée, maux de tête, douleurs musculaires et articulaires, éruptions cutanées : toute personne présentant ces symptômes est invitée à consulter rapidement un médecin ou à se rendre au centre de santé le plus proche.",
                    "Mise à jour : vendredi, le ministère a annoncé six cas supplémentaires, dont deux à Rodrigues.",
                    "HOOK: lire | error | Loto : les résultats du tirage du samedi 21 novembre",
                ],
                "updated-line-ghost-modified",
                section="Actualités",
                user="Yasmina Bholah",
                updated="2026-12-04 16:10",
                modified="2026-12-04T12:10:00.000Z",
                tags=["Actualités", "Santé", "Dengue"],
            )
        )
        add(
            story(
                "entretien",
                "/anjali-seebaluck-le-textile-mauricien-doit-se-reinventer/",
                "Anjali Seebaluck : « Le textile mauricien doit se réinventer »",
                "2026-12-01",
                "2026-12-01T12:00:00.000Z",
                "2026-12-01 16:00",
                ["Kevin Lagesse"],
                [
                    "RAW:<p><em>Propos recueillis par Kevin Lagesse</em></p>",
                    "Présidente d’une association d’exportateurs du textile, Anjali Seebaluck revient sur les difficultés d’un secteur qui emploie encore plus de 30 000 personnes à Maurice.",
                    "Q: Le secteur textile a perdu plusieurs milliers d’emplois en dix ans. Est-il condamné ? || Non, mais il doit changer. Nous ne pouvons plus rivaliser avec l’Asie sur les volumes. Notre avenir, ce sont les petites séries, la qualité, la rapidité et les produits durables.",
                    "Q: Que demandez-vous au gouvernement ? || Surtout de la stabilité. Les coûts de l’énergie et du fret ont beaucoup augmenté. Nous avons aussi besoin d’aide pour former les jeunes aux nouveaux métiers, comme le design et la gestion de la production.",
                    "Q: Les jeunes Mauriciens s’intéressent-ils encore à ce secteur ? || Moins qu’avant, c’est vrai. L’image de l’usine reste négative. Mais quand ils découvrent nos ateliers modernes et les possibilités de carrière, beaucoup changent d’avis.",
                    "Q: Comment voyez-vous le secteur dans dix ans ? || Plus petit, peut-être, mais plus fort. Si nous misons sur le recyclage et les matières durables, Maurice peut devenir une référence dans la région.",
                ],
                "interview-propos-recueillis-par",
                section="Économie",
                user="Kevin Lagesse",
                tags=["Économie", "Entretien", "Textile"],
            )
        )
        check_dates(self, 4)

    # --- templates -------------------------------------------------------------------------------------------

    def hook(self, name: str, *args: str) -> str:
        if name == "lire":
            key, text = args
            link = self.a(key, text, "related", 'class="kg-bookmark-container"')
            return f'<div class="kg-card kg-bookmark-card lire-aussi"><span class="lire-aussi-label">À lire aussi</span> {link}</div>'
        raise ValueError(name)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = (
            (doc.dek or self.lede(doc))
            if doc.is_article
            else "Actualités de Maurice, de Rodrigues et de l’océan Indien."
        )
        out = [
            f"<title>{esc(doc.title)}</title>"
            if doc.key == "home"
            else f"<title>{esc(doc.title)} – Le Cardinal</title>",
            '<meta name="HandheldFriendly" content="True">',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
            '<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=8f1e2a4c7d">',
            f'<meta name="description" content="{esc(desc)}">',
            '<link rel="icon" href="/content/images/size/w256h256/2024/03/cardinal-favicon.png" type="image/png">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
            '<meta property="og:site_name" content="Le Cardinal">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">')
            out.extend(f'<meta property="article:tag" content="{esc(t)}">' for t in doc.extra["tags"])
            out.append('<meta property="article:publisher" content="https://www.facebook.com/lecardinal.test">')
            out.append('<meta name="twitter:label1" content="Written by">')
            out.append(f'<meta name="twitter:data1" content="{esc(doc.extra["user"])}">')
            out.append('<meta name="twitter:label2" content="Filed under">')
            out.append(f'<meta name="twitter:data2" content="{esc(", ".join(doc.extra["tags"]))}">')
            user = doc.extra["user"]
            ld = {
                "@context": "https://schema.org",
                "@type": "Article",
                "publisher": {
                    "@type": "Organization",
                    "name": "Le Cardinal",
                    "url": ORIGIN + "/",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/03/cardinal-logo.png"},
                },
                "author": {"@type": "Person", "name": user, "url": f"{ORIGIN}/author/{AUTHORS[user]}/", "sameAs": []},
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "image": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/content/images/2026/12/{doc.key}.jpg",
                    "width": 1200,
                    "height": 800,
                },
                "keywords": ", ".join(doc.extra["tags"]),
                "description": desc,
                "mainEntityOfPage": url,
            }
            out.append(
                f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n</script>'
            )
        else:
            ld = {
                "@context": "https://schema.org",
                "@type": "WebSite" if doc.key == "home" else "Series",
                "publisher": {"@type": "Organization", "name": "Le Cardinal", "url": ORIGIN + "/"},
                "url": url,
                "name": doc.title,
                "mainEntityOfPage": url,
            }
            out.append(
                f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n</script>'
            )
        out.append('<meta name="generator" content="Ghost 5.96">')
        out.append(f'<link rel="alternate" type="application/rss+xml" title="Le Cardinal" href="{ORIGIN}/rss/">')
        out.append(
            f'<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="{ORIGIN}/" data-key="a7c3e91f0b2d4c6e8f1a3b5c7d" data-api="{ORIGIN}/ghost/api/content/" data-locale="fr" crossorigin="anonymous"></script>'
        )
        out.append(
            f'<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.3/umd/sodo-search.min.js" data-key="a7c3e91f0b2d4c6e8f1a3b5c7d" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.3/umd/main.css" data-sodo-search="{ORIGIN}/" data-locale="fr" crossorigin="anonymous"></script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-{k if not k.startswith("http") else t.lower()}">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("actualites", "Actualités"),
                (f"{ORIGIN}/tag/economie/", "Économie"),
                (f"{ORIGIN}/tag/monde/", "Monde"),
                (f"{ORIGIN}/tag/lopinion/", "Lopinion"),
                (f"{ORIGIN}/tag/sport/", "Sport"),
                (f"{ORIGIN}/tag/rodrigues/", "Rodrigues"),
                ("taux", "Taux de change"),
            )
        )
        body_class = (
            ("post-template " + " ".join(f"tag-{slug(t)}" for t in doc.extra["tags"]))
            if doc.is_article
            else (
                "home-template"
                if doc.key == "home"
                else (
                    "tag-template"
                    if doc.kind in ("section", "tag")
                    else ("author-template" if doc.kind == "author" else "page-template")
                )
            )
        )
        return f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
{self.head(doc)}
<style id="gh-members-styles">.gh-post-upgrade-cta-content,.gh-post-upgrade-cta{{display:flex;flex-direction:column;align-items:center}}</style>
<style>/*PAD*/</style>
<script async src="https://plausible.test/js/script.js" data-domain="lecardinal.test"></script>
</head>
<body class="{body_class} is-head-left-logo has-cover">
<div class="viewport">
<header id="gh-head" class="gh-head outer">
<div class="gh-head-inner inner">
<div class="gh-head-brand"><a class="gh-head-logo" href="{ORIGIN}"><img src="{ORIGIN}/content/images/2024/03/cardinal-logo.png" alt="Le Cardinal"></a><button class="gh-search gh-icon-btn" aria-label="Rechercher" data-ghost-search><svg width="20" height="20" viewBox="0 0 24 24"><path d="M10 2a8 8 0 105.3 14l5.4 5.4"/></svg></button></div>
<nav class="gh-head-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-head-actions"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Se connecter</a> <a class="gh-head-button" href="#/portal/signup" data-portal="signup">S’abonner</a></div>
</div>
</header>
<div class="gh-ad gh-ad-leaderboard"><a href="https://www.banque-ocean.test/?utm_source=cardinal"><img src="{ORIGIN}/content/images/pub/banque-ocean-970x90.jpg" alt="Publicité" width="970" height="90"></a></div>
<div class="site-content">
<main id="site-main" class="site-main">
{main}
</main>
<aside class="read-more-wrap outer"><div class="read-more inner"><h3 class="read-more-title">Les plus lus</h3>{"".join(self.post_card(k, small=True) for k in ["metro", "afp", "loto"])}<p class="search-hint">Recherches fréquentes : {self.a("search", "metro", "aside")} · <a href="/recherche/?q=cyclone">cyclone</a> · {self.a("tag", "Cyclone", "aside")}</p></div></aside>
</div>
<footer class="site-footer outer">
<div class="inner">
<section class="copyright"><a href="{ORIGIN}">Le Cardinal</a> © 2026</section>
<nav class="site-footer-nav"><ul class="nav"><li>{self.a("about", "À propos", "footer")}</li><li><a href="/mentions-legales/">Mentions légales</a></li><li><a href="/confidentialite/">Confidentialité</a></li><li><a href="https://www.facebook.com/lecardinal.test">Facebook</a></li><li><a href="{ORIGIN}/rss/">RSS</a></li></ul></nav>
<div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div>
</div>
</footer>
</div>
<div id="cookie-notice" class="cookie-notice" role="dialog">Ce site utilise des cookies pour mesurer l’audience et améliorer votre expérience. <a href="/confidentialite/">En savoir plus</a> <button class="cookie-accept">J’accepte</button> <button class="cookie-refuse">Je refuse</button></div>
<script src="https://code.jquery.com/jquery-3.5.1.min.js" crossorigin="anonymous"></script>
<script src="/assets/built/casper.js?v=8f1e2a4c7d"></script>
<script>$(document).ready(function () {{ var $postContent = $(".gh-content"); $postContent.fitVids(); }});</script>
</body>
</html>"""

    def post_card(self, k: str, small: bool = False) -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<article class="post-card post"><div class="post-card-content"><a class="post-card-content-link" href="{esc(self.href(k))}"><header class="post-card-header"><h2 class="post-card-title">{esc(d.extra.get("teaser", d.title))}</h2></header></a>{self.record(k, d.extra.get("teaser", d.title))}<footer class="post-card-meta"><time class="post-card-meta-date" datetime="2026-11-21">21 nov. 2026</time></footer></div></article>'
        primary = d.extra["tags"][0]
        img = (
            ""
            if small
            else f'<a class="post-card-image-link" href="{esc(self.href(k))}"><img class="post-card-image" src="{ORIGIN}/content/images/size/w600/2026/12/{k}.jpg" alt="{esc(d.title)}" loading="lazy"></a>'
        )
        return (
            f'<article class="post-card post">{img}<div class="post-card-content"><a class="post-card-content-link" href="{esc(self.href(k))}">'
            f'<header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">{esc(primary)}</span></div><h2 class="post-card-title">{esc(d.title)}</h2></header>'
            f'<div class="post-card-excerpt">{esc(d.dek or self.lede(d))}</div></a>{self.record(k, d.title)}'
            f'<footer class="post-card-meta"><time class="post-card-meta-date" datetime="{d.stamp[:10]}">{short_fr(d.stamp)}</time><span class="post-card-meta-length">{max(2, len(d.body.split()) // 200)} min de lecture</span></footer></div></article>'
        )

    def record(self, k: str, text: str) -> str:
        """Ghost's post cards wrap the whole card in one link; record it for the link map."""
        self.links.append(Link(self.current, k, "content", text))
        return ""

    def story_main(self, doc: Doc) -> str:
        user = doc.extra["user"]
        aslug = AUTHORS[user]
        name_link = (
            self.a("author", user, "byline") if aslug == "vidya" else f'<a href="/author/{aslug}/">{esc(user)}</a>'
        )
        primary = doc.extra["tags"][0]
        tag_link = (
            self.a("actualites", primary, "breadcrumb")
            if primary == "Actualités"
            else f'<a href="/tag/{slug(primary)}/">{esc(primary)}</a>'
        )
        updated = (
            f'<span class="byline-meta-updated"><span class="bull">&bull;</span> Mis à jour le {fr_date(doc.extra["updated"]).split(" ", 1)[1].replace(", ", " à ")}</span>'
            if doc.extra.get("updated")
            else ""
        )
        excerpt = f'<p class="article-excerpt">{esc(doc.dek)}</p>' if doc.dek else ""
        reading = max(2, len(doc.body.split()) // 200)
        u = quote(self.url(doc.key), safe="")
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(self.post_card(k) for k in rel)
        tags = " ".join(
            self.a("tag", t, "tag")
            if t == "Cyclone"
            else (self.a("actualites", t, "tag") if t == "Actualités" else f'<a href="/tag/{slug(t)}/">{esc(t)}</a>')
            for t in doc.extra["tags"]
        )
        classes = " ".join("tag-" + slug(t) for t in doc.extra["tags"])
        return f"""<article class="article post {classes}">
<header class="article-header gh-canvas">
<div class="article-tag post-card-tags"><span class="post-card-primary-tag">{tag_link}</span></div>
<h1 class="article-title">{esc(doc.title)}</h1>
{excerpt}
<div class="article-byline">
<section class="article-byline-content">
<ul class="author-list instapaper_ignore"><li class="author-list-item"><a href="/author/{aslug}/" class="author-avatar" aria-label="{esc(user)}"><img class="author-profile-image" src="{ORIGIN}/content/images/size/w100/2024/05/{aslug}.jpg" alt="{esc(user)}"></a></li></ul>
<div class="article-byline-meta">
<h4 class="author-name">{name_link}</h4>
<div class="byline-meta-content"><time class="byline-meta-date" datetime="{doc.stamp[:10]}">{fr_date(doc.stamp)}</time>{updated}<span class="byline-reading-time"><span class="bull">&bull;</span> {reading} min de lecture</span></div>
</div>
</section>
<div class="article-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Partager</a> <a href="https://wa.me/?text={u}">WhatsApp</a></div>
</div>
<figure class="article-image"><img srcset="{ORIGIN}/content/images/size/w600/2026/12/{doc.key}.jpg 600w, {ORIGIN}/content/images/size/w1200/2026/12/{doc.key}.jpg 1200w" sizes="(min-width: 1400px) 1400px, 92vw" src="{ORIGIN}/content/images/size/w2000/2026/12/{doc.key}.jpg" alt="{esc(doc.title)}"></figure>
</header>
<section class="gh-content gh-canvas">
{self.blocks(doc, fig=self.kg_figure)}
<div class="gh-ad gh-ad-incontent"><img src="{ORIGIN}/content/images/pub/assurance-600x150.jpg" alt="Publicité" width="600" height="150"></div>
<p class="article-tags">Mots-clés : {tags}</p>
</section>
</article>
<section class="article-comments gh-canvas"><h3>Commentaires</h3><p>Connectez-vous ou abonnez-vous pour commenter. <a href="#/portal/signup" data-portal="signup">S’abonner</a></p></section>
<aside class="related-posts outer"><div class="inner"><h3>À lire aussi</h3><div class="post-feed">{related}</div></div></aside>"""

    def kg_figure(self, alt: str, cap: str) -> str:
        return f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="{ORIGIN}/content/images/2026/12/{quote(alt.lower().replace(" ", "-"))}.jpg" class="kg-image" alt="{esc(alt)}" loading="lazy" width="1600" height="1067"><figcaption><span style="white-space: pre-wrap;">{esc(cap)}</span></figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.post_card(k) for k in doc.extra["list"])
        head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        extra = ""
        if doc.kind == "author":
            head = f'<section class="post-card post author-profile"><img class="author-profile-pic" src="{ORIGIN}/content/images/size/w150/2024/05/vidya.jpg" alt="{esc(doc.title)}"><h1 class="author-profile-name">{esc(doc.title)}</h1><p class="author-profile-bio">{esc(doc.extra["bio"])}</p><div class="author-profile-meta"><span class="author-profile-location">Port-Louis</span> <a class="author-profile-social-link" href="https://x.com/vidya_r_test">X</a></div></section>'
            extra = '<article class="post-card post"><div class="post-card-content"><a class="post-card-content-link" href="/route-de-terre-rouge-verdun-la-circulation-reprend/"><header class="post-card-header"><h2 class="post-card-title">Route Terre-Rouge–Verdun : la circulation reprend</h2></header></a></div></article><article class="post-card post"><div class="post-card-content"><a class="post-card-content-link" href="/autobus-les-nouveaux-tarifs-entrent-en-vigueur-lundi/"><header class="post-card-header"><h2 class="post-card-title">Autobus : les nouveaux tarifs entrent en vigueur lundi</h2></header></a></div></article>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><form action="/recherche/" method="get"><input type="search" name="q" value="metro"><button>Rechercher</button></form><p class="search-count">3 résultats</p></header>'
            extra = '<article class="post-card post"><div class="post-card-content"><a class="post-card-content-link" href="/metro-express-la-frequentation-en-hausse-de-12/"><header class="post-card-header"><h2 class="post-card-title">Metro Express : la fréquentation en hausse de 12 %</h2></header></a></div></article><article class="post-card post"><div class="post-card-content"><a class="post-card-content-link" href="/metro-express-nouveaux-horaires-pour-les-fetes/"><header class="post-card-header"><h2 class="post-card-title">Metro Express : nouveaux horaires pour les fêtes</h2></header></a></div></article>'
        elif doc.kind == "tag":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><p class="page-description">{esc(doc.extra["desc"])}</p></header>'
        elif doc.kind == "error":
            head = f'<section class="error-content"><h1 class="error-code">Oups</h1><p class="error-description">{esc(doc.title)}</p>{self.blocks(doc)}<a class="error-link" href="{ORIGIN}">Retour à l’accueil →</a></section><h2 class="error-more">Nos derniers articles</h2>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Le Cardinal – l’actualité de Maurice</h1>'
            extra = f'<section class="home-widgets"><div class="widget-taux"><h3>{self.a("taux", "Taux de change", "content")}</h3><p>EUR 48,12 / 50,35 · USD 45,08 / 46,91</p></div></section>'
        pager = ""
        if doc.key == "actualites":
            older = self.a("actualites2", "Articles plus anciens →", "pagination", 'class="older-posts"')
            pager = (
                f'<nav class="pagination" role="navigation"><span class="page-number">Page 1 sur 2</span> {older}</nav>'
            )
        elif doc.key == "actualites2":
            newer = self.a("actualites", "← Articles plus récents", "pagination", 'class="newer-posts"')
            pager = (
                f'<nav class="pagination" role="navigation">{newer} <span class="page-number">Page 2 sur 2</span></nav>'
            )
        elif doc.key == "home":
            pager = f'<div class="more-posts">{self.a("actualites", "Toute l’actualité", "content")}</div>'
        return f'<div class="inner posts">{head}<div class="post-feed">{cards}{extra}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, table_class="rates-table")
        return f"""<article class="article page">
<header class="article-header gh-canvas"><h1 class="article-title">{esc(doc.title)}</h1></header>
<section class="gh-content gh-canvas">
{html}
</section>
</article>"""
