# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; French quotes and apostrophes are deliberate)
"""La Voix du Rhône: a Lyon regional daily on a **Le Monde**-like CMS (`article__title`, `article__desc` standfirst,
`article__status` "Article réservé aux abonnés", `article__content`, `article__paragraph`, `article__sub-title`,
`meta__date`, "Lire aussi |" boxes written as `article__paragraph` elements, paths
`/lyon/article/2026/12/03/<slug>_6412345_3224.html`, `/lyon/2/`, `/sujet/<slug>/`, `/signataires/<slug>/`,
`/recherche/?search_keywords=`), French, Paris time (+01:00 in December).

A legacy stack: the pages are declared **ISO-8859-1** (header and `<meta http-equiv>`) but carry windows-1252 bytes
(’ œ € …), so Scrapy (and browsers) decode them as **cp1252**, the label. The JSON-LD is ASCII with `\\u` escapes.

Every page opens with a **pay-or-accept consent wall** (several paragraphs of legal text and a list of purposes, before
the header and the story in the HTML). Two "abonnés" stories: the tram-works story shows two paragraphs, then the rest
of the text **in the page but blurred** (`article__content--restricted`, `filter: blur(4px)`, `aria-hidden`), with
`isAccessibleForFree: false` and a `hasPart` naming that element; the emergency-room story shows one paragraph and
"Il vous reste 84.31% de cet article à lire. La suite est réservée aux abonnés.", the rest sent nowhere
(`isAccessibleForFree: false`, no `hasPart`). Both have `isPartOf` a subscription `Product`. The Fête des Lumières
story has a "Lire aussi" box, a newsletter sign-up box and an "Abonnez-vous" interrupter between its paragraphs; the op-ed
ends with its author's bio as an `article__paragraph`.

Dates are printed "Publié le 03 décembre 2026 à 18h30, modifié le 03 décembre 2026 à 19h12"; the night fire story
prints "Publié aujourd’hui à 00h20" (a relative day) while its JSON-LD is in **UTC** (23:20Z on 3 Dec = 00:20 on
**4 Dec** in Lyon, as its URL says). Credits: "Par Claire Vasseur", "Par Claire Vasseur et Mehdi Arfaoui", "Propos
recueillis par Julien Morel", "Par Anne Ribeiro, médecin urgentiste", "Par Élise Ferrand (à Villefranche-sur-Saône)",
and "La Voix du Rhône avec AFP" (JSON-LD author the site, an Organization)."""

from __future__ import annotations

import json
import zlib
from typing import Any
from urllib.parse import quote, quote_plus

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lavoixdurhone.test"
NAME = "La Voix du Rhône"
ARTS = ["tram", "urgences", "incendie", "neige", "entretien", "tribune", "lumieres", "usine"]
SEARCH_Q = "urgences"
SIGNATAIRES = {
    "Claire Vasseur": "author",
    "Mehdi Arfaoui": "/signataires/mehdi-arfaoui/",
    "Thomas Giraud": "/signataires/thomas-giraud/",
    "Julien Morel": "/signataires/julien-morel/",
    "Élise Ferrand": "/signataires/elise-ferrand/",
    "Anne Ribeiro": "/signataires/anne-ribeiro/",
}
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


def fr(local: str) -> str:
    """'2026-12-03 18:30' as printed: '03 décembre 2026 à 18h30'."""
    day, hm = local.split()
    y, m, d = day.split("-")
    return f"{d} {MOIS[int(m) - 1]} {y} à {hm.replace(':', 'h')}"


def art(
    key: str,
    rubrique: str,
    slug: str,
    title: str,
    local: str,
    ld_iso: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    y, m, d = local[:10].split("-")
    n = 6410000 + zlib.crc32(key.encode()) % 9999
    doc = story(
        key,
        f"/{rubrique}/article/{y}/{m}/{d}/{slug}_{n}_3224.html",
        title,
        local[:10],
        ld_iso,
        "",
        authors,
        lines,
        shape,
        **extra,
    )
    stamp = extra.get("printed") or f"Publié le {fr(local)}"
    if extra.get("modified_local"):
        stamp += ", modifié le " + fr(extra["modified_local"])
    doc.stamp = stamp
    doc.extra["local"] = local
    return doc


class Rhone(Base):
    origin = ORIGIN
    name = NAME
    prefix = "vdr"
    language = "fr"
    encoding = "cp1252"  # what Scrapy decodes an ISO-8859-1 declaration with (the bytes are windows-1252)
    codec = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vdr",
            [
                ".gdpr-lmd-wall",
                ".Header__nav a",
                ".article__title",
                ".article__paragraph",
                ".meta__author",
                ".article__status",
                ".paywall",
                ".teaser",
                ".Footer",
                ".newsletter-inline",
                ".dfp-slot",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "lemonde-like-home",
                list=["incendie", "neige", "tram", "lumieres", "urgences", "entretien", "tribune", "usine"],
            )
        )
        add(page("lyon", "/lyon/", "section", "Lyon", "rubrique-front", list=["incendie", "tram", "neige", "urgences"]))
        add(
            page(
                "lyon2",
                "/lyon/2/",
                "section",
                "Lyon",
                "rubrique-front-page2",
                list=["entretien", "lumieres", "usine", "tribune"],
            )
        )
        add(
            page(
                "sujet",
                "/sujet/transports-en-commun/",
                "tag",
                "Transports en commun",
                "sujet-page-with-dead-link",
                list=["tram", "lumieres"],
            )
        )
        add(
            page(
                "author",
                "/signataires/claire-vasseur/",
                "author",
                "Claire Vasseur",
                "signataire-page",
                list=["tram", "lumieres"],
                bio="Journaliste au service Lyon-Métropole de La Voix du Rhône depuis 2017. Elle suit les transports, l’urbanisme et la vie politique de la métropole.",
            )
        )
        add(
            page(
                "search",
                "/recherche/?search_keywords=" + quote_plus(SEARCH_Q),
                "search",
                f"Résultats de recherche pour « {SEARCH_Q} »",
                "recherche",
                list=["urgences", "tribune"],
            )
        )
        add(
            page(
                "abonnement",
                "/abonnement/",
                "subscribe",
                "Abonnez-vous à La Voix du Rhône",
                "offres-abonnement",
                [
                    "Soutenez une information locale indépendante et accédez à tous nos articles, sans publicité ciblée.",
                    "## Offre Numérique",
                    "1 € le premier mois, puis 9,99 € par mois. Tous les articles réservés aux abonnés, le journal numérique dès 5 heures et l’application.",
                    "## Offre Intégrale",
                    "Le journal papier livré chaque matin et l’offre numérique : 34,90 € par mois.",
                    "Sans engagement : vous pouvez résilier à tout moment depuis votre espace abonné.",
                ],
            )
        )
        add(
            page(
                "connexion",
                "/connexion/",
                "login",
                "Connexion",
                "connexion-form",
                ["Connectez-vous pour accéder à votre compte et aux articles réservés aux abonnés."],
            )
        )
        add(
            page(
                "soft404",
                "/lyon/article/2025/09/16/villeurbanne-serie-de-feux-de-caves-a-gratte-ciel_6311842_3224.html",
                "soft-404",
                "Cette page n’existe pas ou plus",
                "page-introuvable-served-200",
                list=["incendie", "neige", "tram"],
            )
        )

        add(
            art(
                "tram",
                "lyon",
                "tramway-t12-le-chantier-prend-six-mois-de-retard-les-commercants-de-vaulx-en-velin-excedes",
                "Tramway T12 : le chantier prend six mois de retard, les commerçants de Vaulx-en-Velin excédés",
                "2026-12-03 18:30",
                "2026-12-03T18:30:00+01:00",
                ["Claire Vasseur"],
                [
                    "Sur l’avenue Gabriel-Péri, à Vaulx-en-Velin, les palissades blanches du chantier font désormais partie du paysage. Depuis le printemps, la circulation y est réduite à une voie dans chaque sens, les places de stationnement ont disparu et plusieurs commerces affichent des horaires réduits. « On nous avait promis dix-huit mois de travaux. On va en avoir au moins vingt-quatre », soupire Karim Benali, qui tient une boulangerie au pied de la future station Vaulx-Centre.",
                    "Le Sytral, l’autorité organisatrice des transports de la métropole lyonnaise, a confirmé mercredi 2 décembre que la mise en service de la ligne T12 était repoussée de six mois, à l’été 2028. En cause, selon l’établissement public, la découverte de réseaux d’eau et de gaz non répertoriés sous la chaussée, qui ont dû être déviés avant la pose des rails.",
                    "Pour les commerçants, l’annonce tombe au pire moment. À l’approche des fêtes, plusieurs d’entre eux disent avoir perdu entre 20 % et 40 % de leur chiffre d’affaires depuis le début du chantier. « Les clients ne viennent plus, parce qu’ils ne savent pas où se garer et qu’ils ont l’impression que tout est fermé », explique une fleuriste de l’avenue, qui envisage de ne pas renouveler son bail.",
                    "## Une commission d’indemnisation débordée",
                    "Une commission d’indemnisation à l’amiable a été mise en place dès le début des travaux. Mais les délais de traitement des dossiers, plus de sept mois en moyenne, sont jugés beaucoup trop longs. Sur les 64 demandes déposées, 19 seulement ont abouti à un versement.",
                    "Le Sytral promet de réduire ces délais de moitié dès janvier, grâce au recrutement de deux agents supplémentaires et à une procédure simplifiée pour les demandes inférieures à 15 000 euros. « Nous savons que ce chantier est difficile pour les riverains et pour les commerçants, et nous voulons les accompagner jusqu’au bout », assure la vice-présidente chargée des grands projets.",
                    "## Une ligne attendue depuis dix ans",
                    "La ligne T12 doit relier en vingt minutes le centre de Vaulx-en-Velin à la station Gratte-Ciel, à Villeurbanne, et desservir 40 000 habitants. Elle est attendue depuis plus de dix ans dans ces quartiers, parmi les moins bien reliés au centre de l’agglomération.",
                    "Son coût, estimé à l’origine à 210 millions d’euros, devrait dépasser 240 millions, selon les derniers chiffres présentés au conseil d’administration du Sytral.",
                ],
                "abonnes-full-text-blurred-div-haspart",
                dek="Les travaux de la future ligne, qui doit relier Vaulx-en-Velin à Villeurbanne, ne s’achèveront pas avant l’été 2028. Le Sytral promet des indemnisations plus rapides.",
                modified_local="2026-12-03 19:12",
                modified="2026-12-03T19:12:00+01:00",
                abonnes="blur",
                wall_after=2,
                has_part=".article__content--restricted",
                reading=4,
            )
        )
        add(
            art(
                "urgences",
                "lyon",
                "urgences-a-lyon-des-patients-attendent-jusqu-a-vingt-heures-sur-un-brancard",
                "Urgences : à Lyon, des patients attendent jusqu’à vingt heures sur un brancard",
                "2026-12-02 06:00",
                "2026-12-02T06:00:00+01:00",
                ["Mehdi Arfaoui"],
                [
                    "Il est un peu plus de 23 heures, mardi 1er décembre, et le couloir des urgences ressemble à une salle d’attente improvisée. Une vingtaine de brancards s’alignent le long des murs, certains occupés depuis le matin. Sur l’un d’eux, une femme de 86 ans, arrivée à 4 heures pour une chute à domicile, attend toujours qu’une place se libère dans un service de médecine.",
                ],
                "abonnes-teaser-one-paragraph-remaining-percent-no-full-text",
                dek="Faute de lits disponibles dans les services, les urgences de plusieurs hôpitaux de l’agglomération sont saturées depuis la mi-novembre. Soignants et patients racontent.",
                abonnes="cut",
                remaining="84.31",
                reading=6,
            )
        )
        add(
            art(
                "incendie",
                "lyon",
                "villeurbanne-un-incendie-dans-un-immeuble-fait-six-blesses-legers",
                "Villeurbanne : un incendie dans un immeuble fait six blessés légers, une trentaine d’habitants relogés",
                "2026-12-04 00:20",
                "2026-12-03T23:20:00Z",
                ["Thomas Giraud"],
                [
                    "Un incendie s’est déclaré dans la nuit de jeudi à vendredi dans un immeuble de huit étages de la rue Francis-de-Pressensé, à Villeurbanne. Six personnes, dont deux enfants, ont été légèrement intoxiquées par les fumées et transportées à l’hôpital, selon les sapeurs-pompiers du Rhône.",
                    "Le feu a pris vers 23 h 30 dans une cave avant de se propager par la cage d’escalier. Une cinquantaine de pompiers ont été mobilisés et ont évacué des habitants par les balcons à l’aide de la grande échelle. L’incendie a été maîtrisé peu après 1 heure du matin.",
                    "SLOT: lire-aussi-404",
                    "Une trentaine d’habitants dont les logements ont été endommagés par la fumée ont été hébergés par la mairie dans un gymnase voisin, puis dans des hôtels. « On a entendu crier dans l’escalier, on a juste eu le temps de prendre les enfants », raconte une habitante du cinquième étage.",
                    "Une enquête a été ouverte pour déterminer l’origine du sinistre. La piste criminelle n’est pas exclue, plusieurs départs de feu ayant été signalés dans les caves du quartier depuis le début de l’automne.",
                ],
                "free-relative-date-today-utc-jsonld-previous-day",
                dek="Le feu, parti d’une cave, s’est propagé par la cage d’escalier dans la nuit de jeudi à vendredi. Une enquête a été ouverte.",
                printed="Publié aujourd’hui à 00h20, modifié à 07h45",
                modified="2026-12-04T06:45:00Z",
                reading=2,
            )
        )
        add(
            art(
                "neige",
                "lyon",
                "neige-le-rhone-et-l-ain-places-en-vigilance-jaune",
                "Neige : le Rhône et l’Ain placés en vigilance jaune, jusqu’à 10 cm attendus en plaine",
                "2026-12-04 07:45",
                "2026-12-04T07:45:00+01:00",
                [],
                [
                    "Météo-France a placé vendredi 4 décembre le Rhône et l’Ain en vigilance jaune neige-verglas, à partir de 16 heures et jusqu’à samedi midi. Entre 3 et 10 centimètres de neige sont attendus en plaine, et jusqu’à 20 centimètres sur les reliefs du Beaujolais et du Bugey.",
                    "Les chutes de neige devraient être les plus intenses en soirée, au moment des retours du travail. La préfecture du Rhône recommande de limiter les déplacements et d’éviter de prendre la route sans équipements spéciaux sur les secteurs d’altitude.",
                    "Les transports scolaires pourraient être suspendus samedi matin dans certaines communes des monts du Lyonnais. Une décision sera prise vendredi soir, a précisé le département.",
                    "Cet épisode neigeux précoce est lié à l’arrivée d’une masse d’air froid venue du nord de l’Europe, selon Météo-France. Les températures devraient rester négatives la nuit jusqu’au milieu de la semaine prochaine.",
                ],
                "agency-credit-ld-author-site",
                byline="La Voix du Rhône avec AFP",
                ld_org=True,
                reading=2,
            )
        )
        add(
            art(
                "entretien",
                "culture",
                "romain-besson-la-fete-des-lumieres-doit-rester-une-fete-pour-les-lyonnais",
                "Romain Besson : « La Fête des Lumières doit rester une fête pour les Lyonnais »",
                "2026-12-03 12:00",
                "2026-12-03T12:00:00+01:00",
                ["Julien Morel"],
                [
                    "Q: Cette édition compte moins d’installations que la précédente. Pourquoi ? || Nous avons fait le choix de la qualité plutôt que de la quantité. Il y aura vingt-deux installations au lieu de trente, mais elles seront plus grandes, plus longues, et surtout mieux réparties dans la ville. Nous voulions éviter que tout le monde se retrouve au même endroit à la même heure.",
                    "Q: Certains habitants de la Presqu’île se plaignent d’être « assiégés » pendant quatre jours. Que leur répondez-vous ? || Je les comprends. Mais la Fête est née ici, avec les lumignons aux fenêtres, et elle doit rester une fête pour les Lyonnais avant d’être une attraction touristique. C’est pour cela que nous avons ajouté des installations dans le 8e et le 9e arrondissement, et à Villeurbanne.",
                    "Q: Le budget a-t-il été réduit ? || Il est stable, autour de 3 millions d’euros, dont plus de la moitié apportée par des mécènes. Ce qui a augmenté, en revanche, c’est le coût de la sécurité, qui représente désormais près d’un quart des dépenses.",
                    "Q: Quelle est l’installation à ne pas manquer ? || Je ne devrais pas choisir… Mais si je ne devais en citer qu’une, ce serait celle de la place des Terreaux. Une artiste lyonnaise a travaillé pendant un an avec des élèves de trois collèges de la ville. C’est émouvant, et c’est exactement ce que la Fête doit être.",
                    "Q: Et les lumignons ? || Ce sont eux, les vrais héros du 8 décembre. Aucune installation ne remplacera jamais les bougies aux fenêtres. J’invite tous les Lyonnais à en mettre, même ceux qui trouvent la Fête trop grande.",
                ],
                "interview-qa-propos-recueillis-par",
                byline="Propos recueillis par Julien Morel",
                dek="À quelques jours de l’ouverture de la Fête des Lumières, son directeur artistique revient sur les choix de cette édition et sur la fréquentation, critiquée par certains habitants.",
                reading=5,
            )
        )
        add(
            art(
                "tribune",
                "idees",
                "fermer-les-urgences-la-nuit-c-est-deplacer-le-probleme",
                "« Fermer les urgences la nuit, c’est déplacer le problème, pas le résoudre »",
                "2026-12-02 17:00",
                "2026-12-02T17:00:00+01:00",
                ["Anne Ribeiro"],
                [
                    "Depuis plusieurs semaines, l’idée revient avec insistance : fermer la nuit certains services d’urgences de l’agglomération pour concentrer les moyens dans les plus grands hôpitaux. Sur le papier, la mesure semble raisonnable. Sur le terrain, elle serait dangereuse.",
                    "Les patients qui se présentent la nuit ne disparaîtront pas. Ils iront ailleurs, plus loin, souvent en voiture, parfois trop tard. Ils s’ajouteront aux files d’attente des services qui restent ouverts, et qui sont déjà saturés.",
                    "Ce qui manque aux urgences, ce n’est pas une nouvelle carte des services. Ce sont des lits d’aval, dans les services de médecine et de gériatrie, pour accueillir les patients qui doivent être hospitalisés. Tant qu’ils attendront des heures sur des brancards, aucune réorganisation ne changera rien.",
                    "Nous demandons que les moyens annoncés pour l’hiver servent d’abord à rouvrir les lits fermés faute de personnel, et que les soignants soient associés aux décisions qui les concernent. Nous ne demandons pas l’impossible. Nous demandons de pouvoir soigner.",
                ],
                "op-ed-role-in-byline-bio-as-article-paragraph",
                byline="Par Anne Ribeiro, médecin urgentiste",
                status="Tribune",
                bio="Anne Ribeiro est médecin urgentiste dans un hôpital de l’agglomération lyonnaise et membre d’un collectif de soignants.",
                reading=3,
            )
        )
        add(
            art(
                "lumieres",
                "lyon",
                "fete-des-lumieres-2026-perimetre-transports-securite-ce-qui-change",
                "Fête des Lumières 2026 : périmètre, transports, sécurité… ce qui change cette année",
                "2026-12-01 17:05",
                "2026-12-01T17:05:00+01:00",
                ["Claire Vasseur", "Mehdi Arfaoui"],
                [
                    "La Fête des Lumières se tiendra du samedi 5 au mardi 8 décembre, de 19 heures à minuit. Pour cette édition, la Ville de Lyon a choisi de réduire le nombre d’installations mais d’étendre le périmètre de la fête au-delà de la Presqu’île, avec des œuvres dans le 8e arrondissement et à Villeurbanne.",
                    "SLOT: lire-aussi",
                    "Comme l’an dernier, l’accès à la Presqu’île se fera par des points de contrôle, où les sacs seront fouillés. Les grands sacs et les valises seront interdits. La circulation automobile sera fermée dans le périmètre de 17 heures à 1 heure du matin.",
                    "## Métro et tramway renforcés",
                    "Le réseau TCL annonce un renforcement important pendant les quatre soirs :",
                    "- les métros A, B et D circuleront jusqu’à 2 heures du matin ;",
                    "- les stations Hôtel-de-Ville et Cordeliers seront fermées à partir de 19 heures, pour éviter les bousculades ;",
                    "- un ticket soirée à 3,50 euros permettra de voyager de 17 heures à la fin du service.",
                    "SLOT: newsletter",
                    "Les organisateurs attendent près de deux millions de visiteurs sur les quatre soirs. Ils recommandent d’éviter le samedi soir, traditionnellement le plus fréquenté, et de privilégier les installations situées hors de la Presqu’île en début de soirée.",
                    "SLOT: abonnez-vous",
                    "Le 8 décembre, jour de la fête religieuse, les Lyonnais sont invités comme chaque année à déposer des lumignons sur le rebord de leurs fenêtres.",
                ],
                "two-authors-lire-aussi-newsletter-and-abonnez-vous-mid-text-list",
                dek="Moins d’installations, un périmètre élargi et des contrôles aux entrées de la Presqu’île : le point sur l’édition 2026, qui s’ouvre samedi.",
                modified_local="2026-12-02 09:40",
                modified="2026-12-02T09:40:00+01:00",
                reading=4,
            )
        )
        add(
            art(
                "usine",
                "economie",
                "a-villefranche-sur-saone-un-fabricant-de-textile-medical-va-creer-80-emplois",
                "À Villefranche-sur-Saône, un fabricant de textile médical va créer 80 emplois",
                "2026-12-02 14:15",
                "2026-12-02T14:15:00+01:00",
                ["Élise Ferrand"],
                [
                    "Bonne nouvelle pour l’emploi dans le Beaujolais. L’entreprise caladoise Texmed, spécialisée dans les bandes de contention et les textiles techniques pour les hôpitaux, va créer 80 emplois d’ici à 2028 dans une nouvelle usine de la zone industrielle de Villefranche-sur-Saône.",
                    "Le bâtiment, d’une surface de 9 000 mètres carrés, doit sortir de terre au printemps. L’investissement, de 18 millions d’euros, est soutenu par la région Auvergne-Rhône-Alpes à hauteur de 1,2 million d’euros.",
                    "« Nos commandes ont doublé en cinq ans, en France et à l’export. Nous sommes à l’étroit dans nos locaux actuels depuis longtemps », explique le directeur général, Laurent Chevalier, petit-fils du fondateur.",
                    "Les recrutements concerneront surtout des opérateurs de production, des techniciens de maintenance et des logisticiens. L’entreprise prévoit de former elle-même une partie des nouveaux salariés, en partenariat avec le lycée professionnel de la ville.",
                    "Texmed emploie aujourd’hui 210 personnes, dont 160 à Villefranche.",
                ],
                "free-city-in-parentheses-after-name",
                byline="Par Élise Ferrand (à Villefranche-sur-Saône)",
                dek="L’entreprise caladoise, spécialisée dans les bandes de contention, investit 18 millions d’euros dans une nouvelle usine.",
                reading=2,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def signataire(self, name: str) -> str:
        return SIGNATAIRES.get(name, "/signataires/" + name.lower().replace(" ", "-") + "/")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)}</title>" if doc.is_article else f"<title>{esc(doc.title)} - {NAME}</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{NAME}">',
            '<meta property="og:locale" content="fr_FR">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if not doc.is_article:
            return "\n".join(metas)
        metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.extra.get("modified"):
            metas.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
        metas.append(
            f'<meta property="article:content_tier" content="{"locked" if doc.extra.get("abonnes") else "free"}">'
        )
        if doc.extra.get("ld_org"):
            author: Any = {"@type": "Organization", "name": NAME, "url": ORIGIN + "/"}
        else:
            people = [
                {
                    "@type": "Person",
                    "name": a,
                    "url": ORIGIN + (self.docs[h].path if (h := self.signataire(a)) in self.docs else h),
                }
                for a in doc.authors
            ]
            author = people[0] if len(people) == 1 else people
        ld: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": NAME,
                "logo": {
                    "@type": "ImageObject",
                    "url": ORIGIN + "/medias/logo-vdr-600x60.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "isAccessibleForFree": not doc.extra.get("abonnes"),
        }
        if doc.extra.get("abonnes"):
            ld["isPartOf"] = {
                "@type": ["CreativeWork", "Product"],
                "name": NAME,
                "productID": "lavoixdurhone.test:abonnement",
            }
        if doc.extra.get("has_part"):
            ld["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": doc.extra["has_part"],
            }
        metas.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(metas)

    def consent_wall(self) -> str:
        return f"""<div id="gdpr-consent-wall" class="gdpr-lmd-wall" role="dialog" aria-modal="true" aria-labelledby="gdpr-title">
<div class="gdpr-lmd-wall__inner">
<p id="gdpr-title" class="gdpr-lmd-wall__title">Pour continuer sur {NAME}, acceptez les cookies ou abonnez-vous</p>
<p class="gdpr-lmd-wall__text">{NAME} est financée par ses abonnés et par la publicité. Pour accéder gratuitement à nos contenus, vous pouvez accepter que nous et nos 187 partenaires déposions des cookies et utilisions des données personnelles vous concernant, comme votre adresse IP, les pages que vous consultez ou les caractéristiques de votre appareil, afin de mesurer l’audience, de vous proposer des publicités et des contenus personnalisés, d’en mesurer la performance et de développer nos services. Vous pouvez aussi choisir de vous abonner à notre offre sans publicité ciblée.</p>
<p class="gdpr-lmd-wall__text">Certaines données sont traitées sur la base de notre intérêt légitime, auquel vous pouvez vous opposer à tout moment en cliquant sur « Paramétrer les cookies ». Votre choix est conservé pendant six mois ; vous pouvez le modifier à tout moment depuis le lien « Préférences cookies » en bas de chaque page. Les données collectées peuvent être transmises à des partenaires situés hors de l’Union européenne, dans des pays qui n’assurent pas un niveau de protection équivalent.</p>
<p class="gdpr-lmd-wall__text">Vos données sont utilisées pour les finalités suivantes :</p>
<ul class="gdpr-lmd-wall__purposes"><li>Stocker et/ou accéder à des informations sur un appareil</li><li>Publicités et contenus personnalisés, mesure de performance des publicités et du contenu, études d’audience et développement de services</li><li>Utiliser des données de géolocalisation précises</li><li>Analyser activement les caractéristiques de l’appareil pour l’identification</li></ul>
<p class="gdpr-lmd-wall__text">Pour en savoir plus, consultez notre <a href="/confidentialite/">politique de confidentialité</a> et notre <a href="/cookies/">politique relative aux cookies</a>.</p>
<div class="gdpr-lmd-wall__buttons"><button class="gdpr-lmd-button gdpr-lmd-button--accept">Accepter et continuer</button> <a class="gdpr-lmd-button gdpr-lmd-button--subscribe" href="/abonnement/?origine=cookiewall">S’abonner sans publicité ciblée</a> <button class="gdpr-lmd-button gdpr-lmd-button--settings">Paramétrer les cookies</button></div>
</div>
</div>"""

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="Nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("lyon", "Lyon"),
                ("/villeurbanne/", "Villeurbanne"),
                ("/rhone/", "Rhône"),
                ("/economie/", "Économie"),
                ("/sports/", "Sports"),
                ("/culture/", "Culture"),
                ("/idees/", "Idées"),
            )
        )
        page_type = "article" if doc.is_article else doc.kind
        return f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/bucket/css/vdr-main.css?v=2026.11.3">
<style>/*PAD*/</style>
<script>var lmd_page={{"type":"{page_type}","rubrique":"{"lyon" if doc.is_article else doc.key}","restricted":{str(bool(doc.extra.get("abonnes"))).lower()}}};</script>
<script src="/bucket/js/gdpr-wall.min.js?v=2026.11.3" defer></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{page_type}">
{self.consent_wall()}
<header class="Header" role="banner">
<div class="Header__top"><button class="Header__burger" aria-label="Menu">Menu</button>
<a class="Header__logo" href="/" title="{NAME}"><img src="/bucket/img/logo-vdr.svg" alt="{NAME}" width="210" height="36"></a>
<div class="Header__account">{self.a("abonnement", "S’abonner", "nav", 'class="Header__subscribe"')} {self.a("connexion", "Se connecter", "nav", 'class="Header__login"')}</div></div>
<nav class="Header__nav" aria-label="Rubriques"><ul class="Nav">{nav}</ul></nav>
<div class="Header__trending"><span>En ce moment :</span> {self.a("sujet", "Transports en commun", "nav")} <a href="/sujet/fete-des-lumieres/">Fête des Lumières</a> {self.a("search", "Urgences", "nav")}</div>
</header>
<div class="dfp-slot dfp-slot--banniere-haute" id="dfp-banniere-haute"></div>
<main id="habillagepub" class="main">
{main}
</main>
<footer class="Footer" role="contentinfo">
<ul class="Footer__links"><li><a href="/mentions-legales/">Mentions légales</a></li><li><a href="/confidentialite/">Politique de confidentialité</a></li><li><a href="/cookies/">Préférences cookies</a></li><li><a href="/cgv/">CGV</a></li><li>{self.a("abonnement", "Abonnement", "footer")}</li><li><a href="mailto:redaction@lavoixdurhone.test">Contacter la rédaction</a></li><li><a href="/rss/une.xml">Flux RSS</a></li></ul>
<p class="Footer__copyright">© {NAME} 2026 - Tous droits réservés. Reproduction interdite sans autorisation.</p>
</footer>
<script src="/bucket/js/vdr-main.min.js?v=2026.11.3" defer></script>
</body>
</html>"""

    def author_line(self, doc: Doc) -> str:
        if doc.byline:
            text = esc(doc.byline)
            for a in doc.authors:
                text = text.replace(esc(a), self.a(self.signataire(a), a, "byline", 'class="article__author-link"'), 1)
            return f'<span class="meta__author meta__author--page"><span class="author__detail">{text}</span></span>'
        names = " et ".join(
            self.a(self.signataire(a), a, "byline", 'class="article__author-link"') for a in doc.authors
        )
        return f'<span class="meta__author meta__author--page"><span class="author__detail">Par {names}</span></span>'

    def slot(self, name: str) -> str:
        if name == "lire-aussi":
            d = self.docs["entretien"]
            link = self.a("entretien", d.title, "content", 'class="js-article-read-more"')
            return f'<section class="article__paragraph article__paragraph--lf"><p class="article__paragraph">Lire aussi | {link}</p></section>'
        if name == "lire-aussi-404":
            link = self.a(
                "soft404",
                "Villeurbanne : une série de feux de caves inquiète les habitants de Gratte-Ciel",
                "content",
                'class="js-article-read-more"',
            )
            return f'<section class="article__paragraph article__paragraph--lf"><p class="article__paragraph">Lire aussi | {link}</p></section>'
        if name == "newsletter":
            return (
                '<div class="newsletter-inline"><p class="newsletter-inline__title">Newsletter « La Matinale du Rhône »</p>'
                "<p>Chaque matin, l’essentiel de l’actualité lyonnaise sélectionné par la rédaction.</p>"
                '<form action="/newsletters/inscription/" method="post"><input type="email" name="email" placeholder="Votre adresse e-mail"><button type="submit">S’inscrire</button></form></div>'
            )
        if name == "abonnez-vous":
            return f'<aside class="article__inline-subscribe"><p><strong>L’information locale a un prix.</strong> {self.a("abonnement", "Abonnez-vous dès 1 € le premier mois", "content")} et lisez tous nos articles, sans publicité ciblée.</p></aside>'
        raise KeyError(name)

    def paywall(self, doc: Doc) -> str:
        back = quote(self.url(doc.key), safe="")
        head = (
            f'<p class="paywall__title">Il vous reste {doc.extra["remaining"]}% de cet article à lire. La suite est réservée aux abonnés.</p>'
            if doc.extra.get("remaining")
            else '<p class="paywall__title">Cet article est réservé aux abonnés.</p>'
        )
        return (
            f'<section class="paywall paywall--grey js-paywall">{head}'
            "<p>Profitez de tous nos articles et du journal numérique dès 1 € le premier mois.</p>"
            + self.a("abonnement", "S’abonner", "content", 'class="paywall__button"')
            + f' <p class="paywall__login">Déjà abonné ? <a href="/connexion/?redirect={back}">Se connecter</a></p></section>'
        )

    def story_main(self, doc: Doc) -> str:
        kw: dict[str, Any] = {"p_tag": '<p class="article__paragraph ">'}
        status = ""
        if doc.extra.get("abonnes"):
            status = '<p class="article__status"><span class="icon__premium" aria-hidden="true"></span>Article réservé aux abonnés</p>'
        elif doc.extra.get("status"):
            status = f'<p class="article__kicker">{esc(doc.extra["status"])}</p>'
        mode = doc.extra.get("abonnes")
        blocks = [("h2s", b[1]) if b[0] == "h2" else b for b in doc.blocks]
        if mode == "blur":
            cut = self.cut(doc)
            body = (
                self.render_blocks(blocks[:cut], kw)
                + '\n<div class="article__content--restricted" aria-hidden="true" style="filter:blur(4px);user-select:none;pointer-events:none">\n'
                + self.render_blocks(blocks[cut:], kw)
                + "\n</div>\n"
                + self.paywall(doc)
            )
        elif mode == "cut":
            body = self.render_blocks(blocks, kw) + "\n" + self.paywall(doc)
        else:
            body = self.render_blocks(blocks, kw)
            if doc.extra.get("bio"):
                body += f'\n<p class="article__paragraph article__paragraph--bio"><em>{esc(doc.extra["bio"])}</em></p>'
        rubrique = doc.path.split("/")[1]
        crumb = (
            self.a("lyon", "Lyon", "breadcrumb")
            if rubrique == "lyon"
            else f'<a href="/{rubrique}/">{esc(rubrique.capitalize())}</a>'
        )
        share = quote_plus(self.url(doc.key))
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<li class="teaser teaser--small">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
        )
        return f"""<section class="zone zone--article">
<header class="article__header">
<ul class="breadcrumb"><li>{crumb}</li></ul>
{status}
<h1 class="article__title">{esc(doc.title)}</h1>
<p class="article__desc">{esc(doc.dek)}</p>
</header>
<section class="article__wrapper">
<div class="meta meta__social">
{self.author_line(doc)}
<span class="meta__date meta__date--header">{esc(doc.stamp)}</span>
<span class="meta__reading-time"><span class="sr-only">Temps de</span> Lecture {doc.extra.get("reading", 3)} min.</span>
<ul class="meta__social-list"><li><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Partager sur Facebook</a></li><li><a href="https://twitter.com/intent/tweet?url={share}">Partager sur X</a></li><li><a href="mailto:?subject={quote(doc.title)}&amp;body={share}">Envoyer par e-mail</a></li></ul>
</div>
<article class="article__content">
{body}
</article>
<section class="article__siblings"><h2>Sur le même sujet</h2><ul>{related}</ul></section>
</section>
<div class="dfp-slot dfp-slot--pave" id="dfp-pave-{doc.key}"></div>
</section>"""

    def render_blocks(self, blocks: list[tuple[Any, ...]], kw: dict[str, Any]) -> str:
        out = []
        for b in blocks:
            if b[0] == "h2s":
                out.append(f'<h2 class="article__sub-title">{self.inline(b[1])}</h2>')
            elif b[0] == "ul":
                out.append(
                    '<ul class="article__list">'
                    + "".join(f'<li class="article__list-item">{self.inline(i)}</li>' for i in b[1])
                    + "</ul>"
                )
            else:
                out.append(self.blocks_of([b], **kw))
        return "\n".join(out)

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        badge = (
            '<span class="icon__premium" aria-hidden="true"></span><span class="sr-only">Article réservé aux abonnés</span>'
            if d.extra.get("abonnes")
            else ""
        )
        return (
            f'<section class="teaser"><a href="{esc(self.href(k))}" class="teaser__link" tabindex="-1" aria-hidden="true"><img class="teaser__media" src="/images/{zlib.crc32(k.encode()) % 10**6}/w300.jpg" alt="" width="300" height="200" loading="lazy"></a>'
            f'<h3 class="teaser__title">{badge}{self.a(k, d.title, "content")}</h3><p class="teaser__desc">{esc(d.dek or self.lede(d))}</p>'
            f'<span class="meta__date">{esc(d.stamp.split(",")[0])}</span></section>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = "\n".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="river__title">{esc(doc.title)}</h1>'
        more = ""
        if doc.key == "home":
            head = (
                f'<h1 class="sr-only">{NAME} : actualités de Lyon et du Rhône</h1><h2 class="area__title">À la une</h2>'
            )
            more = f'<section class="area"><h2>{self.a("lyon", "Toute l’actualité de Lyon", "content")}</h2><p>{self.a("sujet", "Transports en commun", "content")} · {self.a("author", "Les articles de Claire Vasseur", "content")}</p></section>'
        elif doc.key == "lyon":
            more = f'<nav class="river__pagination"><span class="river__pagination--page-current">1</span> {self.a("lyon2", "2", "pagination", "class=river__pagination--page")} <a class="river__pagination--page" href="/lyon/3/">3</a> {self.a("lyon2", "Page suivante", "pagination", "rel=next")}</nav>'
        elif doc.key == "lyon2":
            more = f'<nav class="river__pagination">{self.a("lyon", "Page précédente", "pagination", "rel=prev")} {self.a("lyon", "1", "pagination", "class=river__pagination--page")} <span class="river__pagination--page-current">2</span> <a class="river__pagination--page" href="/lyon/3/">3</a></nav>'
        elif doc.kind == "tag":
            rows += f'\n<section class="teaser"><h3 class="teaser__title">{self.a("soft404", "Villeurbanne : une série de feux de caves inquiète les habitants de Gratte-Ciel", "content")}</h3><span class="meta__date">Publié le 16 septembre 2025</span></section>'
        elif doc.kind == "author":
            head = f'<div class="author__page"><img src="/images/signataires/claire-vasseur.jpg" alt="" width="100" height="100"><h1 class="river__title">{esc(doc.title)}</h1><p class="author__desc">{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="river__title">{esc(doc.title)}</h1><form action="/recherche/" class="search__form"><input name="search_keywords" value="{esc(SEARCH_Q)}"><button>Rechercher</button></form><p class="search__count">2 résultats</p>'
        elif doc.kind == "soft-404":
            head = f'<div class="error-page"><h1 class="river__title">{esc(doc.title)}</h1><p>L’article que vous recherchez a peut-être été supprimé, ou son adresse a changé. Utilisez notre moteur de recherche ou revenez à la {self.a("home", "page d’accueil", "content")}.</p></div><h2 class="area__title">Les plus lus</h2>'
        return f'<section class="river river--{doc.kind}">{head}\n{rows}\n{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "login":
            return (
                f'<section class="login-page"><h1 class="river__title">{esc(doc.title)}</h1>{self.blocks(doc)}'
                '<form action="/connexion/" method="post" class="login__form"><label for="cx-email">Adresse e-mail</label><input id="cx-email" type="email" name="email"><label for="cx-pass">Mot de passe</label><input id="cx-pass" type="password" name="password"><button type="submit">Se connecter</button></form>'
                f'<p><a href="/connexion/mot-de-passe-oublie/">Mot de passe oublié ?</a></p><p>Pas encore abonné ? {self.a("abonnement", "Découvrir nos offres", "content")}</p></section>'
            )
        return (
            f'<section class="offers-page"><h1 class="river__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n'
            '<div class="offers__buttons"><a class="offers__button" href="https://abo.lavoixdurhone.test/tunnel/?offre=numerique">Je m’abonne au numérique</a> <a class="offers__button" href="https://abo.lavoixdurhone.test/tunnel/?offre=integrale">Je choisis l’offre intégrale</a></div>'
            f"<p>Déjà abonné ? {self.a('connexion', 'Se connecter', 'content')}</p></section>"
        )
