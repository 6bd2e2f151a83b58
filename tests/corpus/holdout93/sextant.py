# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; French quotes and spaces are deliberate)
"""Le Sextant: the science desk of a Le Monde-like French daily (`article__title`, `article__desc`,
`article__paragraph`, `article__sub-title`, `meta__author`, `meta__date`, `catcher` "Lire aussi" boxes inside the
body, `/sciences/article/2026/11/11/<slug>_6401234_1650684.html`, `/sciences/2/`, `/sujets/…/`, `/signataires/…/`,
`/recherche/?search_keywords=`), French with its typography (no-break spaces before `:` `?` `!` `;` and inside
« »), UTF-8, Paris time (+01:00 in November).

Dates print "Publié le 11 novembre 2026 à 00h40" (and ", modifié le … à …"); `NewsArticle` JSON-LD in +01:00
except the ocean story, whose 00:40 on 11 Nov is 23:40Z on 10 Nov in its JSON-LD (labelled 11 Nov). The Ariane 6
launch happened on the evening of 11 Nov in Kourou (UTC-3) and the story was published at 03:05 on 12 Nov in Paris:
labelled 12 Nov, the publisher's day. Credits: "Par Claire Dumont", "Par Julien Moreau (Kourou (Guyane), envoyé
spécial)" (the place and role dropped), "Propos recueillis par Hélène Garnier" (the interviewer is the author), "Le
Sextant avec AFP" (`[]`, JSON-LD author the site), an op-ed by "Mathilde Renaud" (`OpinionNewsArticle`, her role
printed after her name and in a tail), two authors "Par Lucie Bernard et Karim Haddad".

Body: the "L’essentiel" box (its items), subheads, Q&A, the data table (a line a row), the "Rectificatif" at the
end, the "(1)" note markers as printed. Not body: "Lire aussi" catchers, captions and credits, the Datawrapper
embed (iframe, `<noscript>` fallback image, "Source :" line), the numbered notes under the text, the kicker
("Décryptage", "Tribune") and the op-ed author tail."""

from __future__ import annotations

import json
import re
import zlib
from typing import Any

from common import Base, iso_local, page, story, utc
from sitekit import Doc, Link, css_rules, esc

ORIGIN = "https://www.lesextant.test"
ARTS = ["oceans", "arnm", "entretien", "seisme", "pavage", "tribune", "urgences", "ariane"]
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
NB, NNB = "\u00a0", "\u202f"
PAGE = 'class="river__pagination--page"'
PEOPLE = {
    "Claire Dumont": "claire-dumont",
    "Antoine Mercier": "antoine-mercier",
    "Hélène Garnier": "helene-garnier",
    "Pierre Lacombe": "pierre-lacombe",
    "Mathilde Renaud": "mathilde-renaud",
    "Lucie Bernard": "lucie-bernard",
    "Karim Haddad": "karim-haddad",
    "Julien Moreau": "julien-moreau",
}
OLD = [
    (
        "/sciences/article/2026/11/05/la-sonde-juice-survole-la-terre-pour-la-seconde-fois_6399812_1650684.html",
        "La sonde Juice survole la Terre pour la seconde fois",
    ),
    (
        "/sciences/article/2026/11/04/un-fossile-de-dinosaure-a-plumes-decouvert-dans-le-jura_6399544_1650684.html",
        "Un fossile de dinosaure à plumes découvert dans le Jura",
    ),
    (
        "/sciences/article/2026/11/03/le-prix-nobel-de-chimie-raconte-par-ses-eleves_6399301_1650684.html",
        "Le prix Nobel de chimie raconté par ses élèves",
    ),
    (
        "/sciences/article/2026/11/02/pourquoi-les-abeilles-sauvages-declinent-plus-vite_6399020_1650684.html",
        "Pourquoi les abeilles sauvages déclinent plus vite que les abeilles domestiques",
    ),
]


def fr(text: str) -> str:
    """French typography: a no-break space inside « » and before : and ;, a narrow one before ? and !."""
    text = text.replace("« ", "«" + NB).replace(" »", NB + "»")
    text = re.sub(r" ([:;])", NB + r"\1", text)
    return re.sub(r" ([?!])", NNB + r"\1", text)


def fr_date(local: str) -> tuple[str, str]:
    day, hm = local.split()
    y, m, d = day.split("-")
    return f"{int(d)} {MOIS[int(m) - 1]} {y}", hm.replace(":", "h")


def fstory(*args: Any, **kw: Any) -> Doc:
    key, path, title, date, iso, stamp, authors, lines, shape = args
    return story(
        key,
        path,
        fr(title),
        date,
        iso,
        stamp,
        authors,
        [fr(x) for x in lines],
        shape,
        **{k: fr(v) if isinstance(v, str) and k in ("dek", "credit") else v for k, v in kw.items()},
    )


class Sextant(Base):
    origin = ORIGIN
    name = "Le Sextant"
    prefix = "sxt"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sxt",
            [
                ".Header__nav",
                ".Nav__item",
                ".article__title",
                ".article__paragraph",
                ".meta__author",
                ".catcher",
                ".article__essentials li",
                ".article__legend",
                ".Footer",
                ".gdpr-lmd-wall",
            ],
            290,
        )

    def fn_text(self, n: str) -> str:
        return f"({n})"

    def span(self, kind: str, content: str) -> str:
        if kind == "fn":
            return f'<a class="article__note-call" href="#note-{content}" id="appel-{content}">({content})</a>'
        return super().span(kind, content)

    def block(self, block: tuple[Any, ...], zone: str) -> str | None:
        kind = block[0]
        if kind == "p":
            return f'<p class="article__paragraph">{self.inline(block[1], zone)}</p>'
        if kind in ("h2", "h3"):
            return f'<h2 class="article__sub-title">{self.inline(block[1], zone)}</h2>'
        if kind == "keys":
            items = "".join(f'<li class="article__essentials-item">{self.inline(i, zone)}</li>' for i in block[2])
            return f'<section class="article__essentials"><h2 class="article__essentials-title">{esc(block[1])}</h2><ul>{items}</ul></section>'
        if kind == "box":
            return f'<section class="catcher catcher--inline"><span class="catcher__label">{esc(block[1])}</span> <span class="catcher__desc">{self.inline(block[2], zone)}</span></section>'
        if kind == "fig":
            return f'<figure class="article__media"><img src="https://img.lesextant.test/5ZqGxT{zlib.crc32(block[1].encode()) % 99999}/664x0/{self.anchor(block[1])}.jpg" alt="{esc(block[1])}" width="664" height="443" loading="lazy"><figcaption class="article__legend" aria-hidden="true">{esc(block[2])} <span class="article__credit">{esc(block[3])}</span></figcaption></figure>'
        if kind == "notes":
            items = "".join(
                f'<p class="article__note" id="note-{i}">({i}) {self.inline(n, zone)}</p>'
                for i, n in enumerate(block[1], 1)
            )
            return f'<section class="article__notes">{items}</section>'
        if kind == "qa":
            return f'<p class="article__paragraph article__paragraph--question"><strong>{self.inline(block[1], zone)}</strong></p>\n<p class="article__paragraph">{self.inline(block[2], zone)}</p>'
        if kind == "corr":
            return f'<p class="article__paragraph article__paragraph--rectificatif"><em>{self.inline(block[1], zone)}</em></p>'
        if kind == "bio":
            return f'<footer class="article__footer-single"><p class="article__author-description">{self.inline(block[1], zone)}</p></footer>'
        if kind == "pull":
            return f'<blockquote class="article__quote"><p>{esc(block[1])}</p></blockquote>'
        return None

    def chart(self, provider: str, ident: str, title: str, source: str) -> str:
        return (
            f'<div class="article__embed article__embed--datawrapper"><iframe title="{esc(title)}" aria-label="Graphique en lignes" id="datawrapper-chart-{ident}" src="https://datawrapper.dwcdn.net/{ident}/2/" scrolling="no" frameborder="0" style="border: none;" width="664" height="460" data-external="1"></iframe>'
            '<script type="text/javascript">!function(){"use strict";window.addEventListener("message",function(e){if(void 0!==e.data["datawrapper-height"])for(var a in e.data["datawrapper-height"]){var t=document.getElementById("datawrapper-chart-"+a)||document.querySelector("iframe[src*=\'"+a+"\']");t&&(t.style.height=e.data["datawrapper-height"][a]+"px")}})}();</script>'
            f'<noscript><img src="https://datawrapper.dwcdn.net/{ident}/full.png" alt="{esc(title)}" width="664"></noscript>'
            f'<p class="article__embed-source">{esc(source)}</p></div>'
        )

    # --- pages ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Le Sextant",
                "lemonde-like-home",
                list=["ariane", "seisme", "urgences", "oceans", "tribune", "arnm", "pavage", "entretien"],
            )
        )
        add(
            page(
                "sciences",
                "/sciences/",
                "section",
                "Sciences",
                "rubrique",
                list=["ariane", "seisme", "urgences", "oceans", "tribune"],
                more="sciences2",
            )
        )
        add(
            page(
                "sciences2",
                "/sciences/2/",
                "section",
                "Sciences",
                "rubrique-page2",
                list=["arnm", "pavage", "entretien"],
                old=OLD,
            )
        )
        add(page("sujet", "/sujets/climat/", "tag", "Climat", "sujet", list=["oceans", "infographie"]))
        add(
            page(
                "signataire",
                "/signataires/claire-dumont/",
                "author",
                "Claire Dumont",
                "signataire",
                list=["oceans"],
                bio=fr(
                    "Journaliste au service Sciences du Sextant depuis 2015, Claire Dumont couvre le climat, les océans et la biodiversité."
                ),
            )
        )
        add(
            page(
                "recherche",
                "/recherche/?search_keywords=oc%C3%A9an&search_sort=date_desc",
                "search",
                fr("Résultats de recherche pour « océan »"),
                "recherche",
                list=["oceans", "infographie"],
            )
        )
        add(
            page(
                "notfound",
                "/sciences/article/2019/03/12/le-trou-de-la-couche-d-ozone-se-resorbe_5435012_1650684.html",
                "not-found",
                "Page introuvable",
                "soft-404",
                [
                    fr(
                        "Oups, la page que vous cherchez n’existe pas ou n’existe plus. Elle a peut-être été déplacée ou supprimée."
                    )
                ],
            )
        )
        add(
            page(
                "infographie",
                "/les-decodeurs/article/2026/11/10/la-temperature-de-surface-des-oceans-depuis-1980-en-une-carte_6401102_4355770.html",
                "infographic",
                fr("La température de surface des océans depuis 1980, en une carte"),
                "datawrapper-infographic",
                [
                    "CHART: datawrapper | mT4oS | Anomalie de température de surface de la mer, 1980-2026 | "
                    + fr("Source : Copernicus Climate Change Service (C3S)")
                ],
                story_template=True,
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "subscribe",
                "Les newsletters du Sextant",
                "newsletters",
                [
                    fr(
                        "Recevez chaque semaine le meilleur de notre rubrique Sciences : découvertes, enquêtes et décryptages."
                    ),
                    "- La Lettre des sciences, le mercredi",
                    "- Planète, le vendredi",
                    fr("Inscription gratuite ; désinscription en un clic."),
                ],
            )
        )

        add(
            fstory(
                "oceans",
                "/sciences/article/2026/11/11/le-rechauffement-des-oceans-s-est-accelere-depuis-2010-selon-une-etude_6401234_1650684.html",
                "Le réchauffement des océans s’est accéléré depuis 2010, selon une étude",
                "2026-11-11",
                utc("2026-11-11 00:40", 1) + "Z",
                "2026-11-11 00:40",
                ["Claire Dumont"],
                [
                    "Les océans absorbent plus de 90 % de l’excès de chaleur piégé par les gaz à effet de serre, et ce rythme s’accélère. Selon une étude publiée mardi 10 novembre dans la revue Nature Climate Change, la quantité de chaleur accumulée par les 2 000 premiers mètres des océans a augmenté presque deux fois plus vite entre 2010 et 2025 qu’entre 1990 et 2005.",
                    "CHART: datawrapper | g8Rp2 | Contenu thermique des océans (0-2 000 m), écart à la moyenne 1991-2020 | Source : Cheng et al., Nature Climate Change (2026) ; infographie Le Sextant",
                    "Les auteurs, une équipe internationale menée par l’Institut de physique de l’atmosphère de Pékin, ont combiné les mesures de près de 4 000 flotteurs Argo, qui plongent et remontent tous les dix jours, avec des relevés plus anciens réalisés depuis des navires.",
                    "BOX: Lire aussi || [[infographie|La température de surface des océans depuis 1980, en une carte]]",
                    "« Ce n’est pas une surprise, mais l’ampleur de l’accélération l’est davantage », explique Jean-Baptiste Sallée, océanographe au CNRS, qui n’a pas participé à l’étude. « Cela confirme que le déséquilibre énergétique de la Terre augmente. »",
                    "## Des conséquences déjà visibles",
                    "Ce réchauffement contribue à la montée du niveau des mers, l’eau se dilatant en se réchauffant, et favorise des vagues de chaleur marines plus fréquentes et plus longues. En Méditerranée, les épisodes de 2022 et 2023 avaient provoqué des mortalités massives de gorgones et d’herbiers.",
                    "Les chercheurs soulignent que les couches profondes, au-delà de 2 000 mètres, restent mal observées. Une nouvelle génération de flotteurs capables de descendre jusqu’à 6 000 mètres est en cours de déploiement.",
                ],
                "lemonde-datawrapper-utc-previous-day",
                section="Climat",
                dek="Les 2 000 premiers mètres des océans ont accumulé de la chaleur presque deux fois plus vite entre 2010 et 2025 qu’entre 1990 et 2005.",
            )
        )
        add(
            fstory(
                "arnm",
                "/sciences/article/2026/11/10/comment-l-arn-messager-est-devenu-une-arme-contre-le-cancer_6401012_1650684.html",
                "Comment l’ARN messager est devenu une arme contre le cancer",
                "2026-11-10",
                iso_local("2026-11-10 06:00", "+01:00"),
                "2026-11-10 06:00",
                ["Antoine Mercier"],
                [
                    "KEYS: L’essentiel || Des vaccins à ARN messager personnalisés sont testés contre le mélanome, le cancer du pancréas et celui du poumon. || Ils apprennent au système immunitaire à reconnaître les mutations propres à la tumeur de chaque patient. || Les premiers résultats d’essais de phase 3 sont attendus en 2027.",
                    "Ils ont été conçus en quelques mois pour lutter contre le Covid-19. Mais les vaccins à ARN messager étaient, à l’origine, pensés pour un tout autre usage : le traitement des cancers. Cinq ans après la pandémie, cette ambition initiale revient au premier plan.",
                    "## Un vaccin par patient",
                    "Le principe est différent de celui d’un vaccin classique. Les chercheurs séquencent l’ADN de la tumeur d’un patient et le comparent à celui de ses cellules saines. Ils identifient ainsi les mutations propres au cancer, puis fabriquent un ARN messager codant pour une vingtaine de fragments de protéines mutées.",
                    "FIG: Flacons de vaccin en laboratoire | Préparation d’un vaccin à ARN messager personnalisé dans un laboratoire de production à Mayence (Allemagne), en octobre 2026. Chaque lot est fabriqué pour un seul patient, en six semaines environ. | THOMAS LOHNES / AFP",
                    "Une fois injecté, cet ARN conduit les cellules à produire ces fragments, qui « entraînent » le système immunitaire à repérer et à détruire les cellules tumorales qui les portent.",
                    "## Des résultats encourageants",
                    "Dans un essai mené chez des patients atteints de mélanome, l’association d’un tel vaccin et d’une immunothérapie a réduit de 44 % le risque de récidive ou de décès par rapport à l’immunothérapie seule. D’autres essais sont en cours contre le cancer du pancréas, réputé très difficile à traiter.",
                    "« Il faut rester prudent, les effectifs sont encore modestes », tempère Éric Tartour, immunologiste à l’hôpital européen Georges-Pompidou. Le coût de fabrication, plusieurs dizaines de milliers d’euros par patient, pose aussi question.",
                ],
                "lemonde-decryptage-essentiel-kicker",
                section="Santé",
                kicker="Décryptage",
                dek="Conçus à l’origine pour traiter les tumeurs, les vaccins à ARN messager personnalisés entrent dans la dernière phase des essais cliniques.",
                paid=True,
            )
        )
        add(
            fstory(
                "entretien",
                "/sciences/article/2026/11/09/sophie-vasseur-la-physique-des-particules-doit-choisir-sa-prochaine-machine_6400871_1650684.html",
                "Sophie Vasseur : « La physique des particules doit choisir sa prochaine machine »",
                "2026-11-09",
                iso_local("2026-11-09 17:30", "+01:00"),
                "2026-11-09 17:30",
                ["Hélène Garnier"],
                [
                    "Le CERN doit décider d’ici à 2028 s’il construit un collisionneur de 91 kilomètres de circonférence sous la frontière franco-suisse. La physicienne Sophie Vasseur, directrice de recherche au CNRS, explique les enjeux de ce choix.",
                    "Q: Pourquoi faudrait-il un nouveau collisionneur ? || Le LHC a trouvé le boson de Higgs en 2012, mais nous connaissons encore mal ses propriétés. Une machine qui produirait des millions de bosons de Higgs dans un environnement très propre permettrait de les mesurer avec une précision cent fois meilleure.",
                    "Q: Le coût, estimé à 15 milliards d’euros, est-il justifiable ? || C’est beaucoup d’argent, mais réparti sur vingt ans et entre plus de vingt pays. Et ces grands projets ont des retombées : le Web est né au CERN, l’imagerie médicale doit beaucoup aux détecteurs de particules.",
                    "Q: Certains physiciens proposent plutôt un collisionneur de muons. || C’est une idée séduisante, plus compacte, mais la technologie n’est pas mûre. Il faudrait au moins quinze ans de recherche avant de pouvoir décider. Le risque est de ne rien construire du tout.",
                    "Q: Que se passe-t-il si l’Europe renonce ? || La Chine a son propre projet, très proche. Si elle le réalise seule, le centre de gravité de la discipline se déplacera. Ce serait une perte pour la science européenne, et pour les jeunes chercheurs qui y font leur carrière.",
                ],
                "lemonde-entretien-propos-recueillis",
                section="Sciences",
                dek="La directrice de recherche au CNRS défend la construction d’un nouveau collisionneur géant au CERN, dont la décision doit être prise d’ici à 2028.",
                credit_prefix="Propos recueillis par",
            )
        )
        add(
            fstory(
                "seisme",
                "/sciences/article/2026/11/12/seisme-de-magnitude-6-1-au-large-de-la-crete-sans-victimes-signalees_6401420_1650684.html",
                "Séisme de magnitude 6,1 au large de la Crète, sans victimes signalées",
                "2026-11-12",
                iso_local("2026-11-12 07:10", "+01:00"),
                "2026-11-12 07:10",
                [],
                [
                    "Un séisme de magnitude 6,1 s’est produit jeudi 12 novembre à 5 h 32 (heure de Paris) au large de la côte sud de la Crète, a annoncé l’Institut géodynamique d’Athènes. Aucune victime ni aucun dégât important n’ont été signalés dans l’immédiat.",
                    "L’épicentre a été localisé en mer, à environ 60 kilomètres au sud de la ville d’Ierapetra, à une profondeur de 20 kilomètres. La secousse a été ressentie jusqu’à Héraklion, où des habitants sont sortis dans la rue.",
                    "La Grèce se trouve à la jonction des plaques africaine et eurasienne et connaît une activité sismique fréquente. Un séisme de magnitude 5,8 avait frappé la même région en mai 2025.",
                ],
                "lemonde-afp-brief-org",
                section="Sciences",
                credit="Le Sextant avec AFP",
            )
        )
        add(
            fstory(
                "pavage",
                "/sciences/article/2026/11/10/pavages-une-tuile-unique-qui-ne-se-repete-jamais-en-trois-dimensions_6400990_1650684.html",
                "Pavages : une tuile unique qui ne se répète jamais, en trois dimensions",
                "2026-11-10",
                iso_local("2026-11-10 18:00", "+01:00"),
                "2026-11-10 18:00",
                ["Pierre Lacombe"],
                [
                    "En 2023, un mathématicien amateur britannique avait fait sensation en découvrant le « chapeau », une tuile unique capable de paver le plan sans jamais former de motif périodique. Trois ans plus tard, deux chercheurs français annoncent avoir trouvé son équivalent dans l’espace : un solide unique qui remplit l’espace sans jamais se répéter⟦fn:1⟧.",
                    "Le problème, dit de la « tuile einstein » (de l’allemand ein Stein, « une pierre »), occupe les mathématiciens depuis les années 1960. On savait construire des pavages non périodiques avec plusieurs tuiles différentes, comme les célèbres pavages de Penrose, mais l’existence d’une tuile unique restait une question ouverte.",
                    "## Un polyèdre à 14 faces",
                    "Le solide découvert par Camille Roux, de l’université de Bordeaux, et Mehdi Benali, de l’Ecole normale supérieure de Lyon, est un polyèdre à 14 faces dont certaines arêtes sont dans un rapport de √2. Il peut remplir l’espace, mais seulement si l’on accepte d’utiliser aussi son image dans un miroir, comme pour le chapeau⟦fn:2⟧.",
                    "« Nous avons d’abord cherché par ordinateur parmi des millions de formes, puis nous avons dû démontrer à la main que le pavage ne peut jamais devenir périodique », raconte Camille Roux. La preuve, longue de 80 pages, a été déposée sur le serveur de prépublications arXiv et n’a pas encore été relue par des pairs.",
                    "Au-delà de la curiosité mathématique, ces structures intéressent les physiciens : les quasi-cristaux, découverts en 1982, présentent le même type d’ordre sans périodicité.",
                    "NOTES: C. Roux et M. Benali, « An aperiodic monotile in three dimensions », prépublication arXiv, novembre 2026. || Une version sans image miroir, le « spectre », a été trouvée pour le plan en 2023 ; son équivalent en trois dimensions reste à découvrir.",
                ],
                "lemonde-maths-notes-markers",
                section="Sciences",
                dek="Deux mathématiciens français annoncent avoir trouvé un solide qui remplit l’espace sans jamais former de motif périodique.",
            )
        )
        add(
            fstory(
                "tribune",
                "/idees/article/2026/11/11/les-donnees-de-sante-doivent-rester-un-bien-commun_6401188_3232.html",
                "« Les données de santé doivent rester un bien commun »",
                "2026-11-11",
                iso_local("2026-11-11 13:00", "+01:00"),
                "2026-11-11 13:00",
                ["Mathilde Renaud"],
                [
                    "Le gouvernement s’apprête à confier l’hébergement du Système national des données de santé à un nouveau prestataire. Derrière ce choix technique se joue une question politique : à qui appartiennent les informations que chacun d’entre nous laisse à chaque consultation, chaque ordonnance, chaque hospitalisation ?",
                    "Ces données sont une richesse considérable pour la recherche. Elles ont permis de détecter des effets indésirables de médicaments, de mesurer l’efficacité des vaccins contre le Covid-19, de suivre les inégalités d’accès aux soins. Elles ne doivent pas devenir une ressource exploitée selon des règles fixées par un acteur privé, a fortiori soumis à un droit étranger.",
                    "PULL: La souveraineté numérique ne se décrète pas, elle se construit.",
                    "Des solutions existent. Des hébergeurs européens qualifiés par l’Agence nationale de la sécurité des systèmes d’information peuvent aujourd’hui assurer ce service. La souveraineté numérique ne se décrète pas, elle se construit, et elle a un coût que la puissance publique doit accepter de payer.",
                    "Nous demandons que le choix du prestataire soit rendu public, que ses garanties juridiques soient examinées par la CNIL et que les chercheurs et les associations de patients soient associés à la gouvernance de ces données.",
                    "BIO: Mathilde Renaud est épidémiologiste, directrice de recherche à l’Inserm et membre du comité scientifique de la Plateforme des données de santé.",
                ],
                "lemonde-tribune-opinion-ld",
                section="Idées",
                kicker="Tribune",
                role="épidémiologiste",
            )
        )
        add(
            fstory(
                "urgences",
                "/sciences/article/2026/11/12/urgences-le-nombre-de-passages-a-atteint-un-record-en-2025_6401455_1650684.html",
                "Urgences : le nombre de passages a atteint un record en 2025",
                "2026-11-12",
                iso_local("2026-11-12 11:45", "+01:00"),
                "2026-11-12 11:45",
                ["Lucie Bernard", "Karim Haddad"],
                [
                    "Les services d’urgences français ont enregistré 22,4 millions de passages en 2025, un niveau jamais atteint, selon une étude de la direction de la recherche, des études, de l’évaluation et des statistiques (Drees) publiée jeudi 12 novembre. C’est 3 % de plus qu’en 2024.",
                    "La hausse est particulièrement marquée chez les plus de 75 ans, dont les passages ont augmenté de 7 % en un an. Près d’un patient âgé sur deux est ensuite hospitalisé, ce qui allonge le temps d’attente des autres malades faute de lits disponibles.",
                    "T: Région | Passages en 2025 (millions) | Évolution sur un an",
                    "T: Ile-de-France | 4,1 | +2,5 %",
                    "T: Auvergne-Rhône-Alpes | 2,7 | +3,1 %",
                    "T: Occitanie | 2,1 | +4,0 %",
                    "T: Hauts-de-France | 2,0 | +2,2 %",
                    "T: Nouvelle-Aquitaine | 1,9 | +3,6 %",
                    "Les médecins urgentistes alertent depuis plusieurs années sur la saturation des services. « Les urgences sont devenues la porte d’entrée par défaut du système de santé, faute de médecins généralistes disponibles le soir et le week-end », souligne le docteur Marc Noizet, président du syndicat SAMU-Urgences de France.",
                    "CORR: Rectificatif, le 12 novembre à 15 h 20 : une version précédente de cet article indiquait que les passages avaient augmenté de 5 % sur un an. La hausse est de 3 %.",
                ],
                "lemonde-table-rectificatif-two-authors",
                section="Santé",
                updated="2026-11-12 15:20",
            )
        )
        add(
            fstory(
                "ariane",
                "/sciences/article/2026/11/12/ariane-6-place-en-orbite-un-satellite-europeen-de-surveillance-du-climat_6401301_1650684.html",
                "Ariane 6 place en orbite un satellite européen de surveillance du climat",
                "2026-11-12",
                iso_local("2026-11-12 03:05", "+01:00"),
                "2026-11-12 03:05",
                ["Julien Moreau"],
                [
                    "Le lanceur Ariane 6 a décollé mercredi 11 novembre à 22 h 10, heure de Kourou (2 h 10 jeudi à Paris), depuis le Centre spatial guyanais, et a placé en orbite le satellite CO2M-A, chargé de mesurer depuis l’espace les émissions de dioxyde de carbone d’origine humaine.",
                    "FIG: Ariane 6 au décollage | Le lanceur Ariane 6 au décollage depuis l’ensemble de lancement n° 4 du Centre spatial guyanais, à Kourou, le 11 novembre 2026. C’était le huitième vol de la fusée européenne, et le premier dans sa version à quatre propulseurs d’appoint cette année. | ESA - CNES - ARIANESPACE / PHOTO OPTIQUE VIDÉO DU CSG - S. MARTIN",
                    "Le satellite, construit par Airbus pour le programme européen Copernicus, a été largué 1 heure et 47 minutes après le décollage sur une orbite polaire à 735 kilomètres d’altitude. Les premiers signaux ont été reçus par la station de Kiruna, en Suède, quelques minutes plus tard.",
                    "« C’est un outil unique au monde : pour la première fois, nous pourrons vérifier depuis l’espace ce que les pays déclarent dans leurs inventaires d’émissions », a salué Josef Aschbacher, directeur général de l’Agence spatiale européenne, depuis la salle de contrôle Jupiter.",
                    "Deux autres satellites identiques doivent être lancés en 2027 et 2028 pour couvrir l’ensemble du globe tous les trois jours. Ce lancement était aussi important pour Arianespace, qui doit porter la cadence d’Ariane 6 à dix tirs par an.",
                ],
                "lemonde-envoye-special-publisher-day",
                section="Espace",
                byline_place="Kourou (Guyane), envoyé spécial",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.authors:
            author: Any = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/signataires/{PEOPLE[a]}/"} for a in doc.authors
            ]
        else:
            author = {"@type": "Organization", "name": "Le Sextant", "url": f"{ORIGIN}/"}
        modified = iso_local(doc.extra["updated"], "+01:00") if doc.extra.get("updated") else doc.iso
        ld: dict[str, Any] = {
            "@context": "https://schema.org", "@type": "OpinionNewsArticle" if doc.key == "tribune" else "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url}, "headline": doc.title, "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso, "dateModified": modified, "author": author,
            "image": [f"https://img.lesextant.test/5ZqGxT{zlib.crc32(doc.key.encode()) % 99999}/1200x630/{doc.key}.jpg"],
            "publisher": {"@type": "NewsMediaOrganization", "name": "Le Sextant", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/bucket/img/logo-sextant.png"}},
            "isAccessibleForFree": not doc.extra.get("paid"), "inLanguage": "fr-FR",
        }  # fmt: skip
        if doc.extra.get("paid"):
            ld["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": ".article__content",
            }
        return json.dumps(ld, ensure_ascii=False)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = {"home": "Le Sextant – Actualités scientifiques"}.get(doc.key, f"{doc.title}")
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or (self.lede(doc) if doc.is_article else "Toute l’actualité des sciences, de la santé et de l’espace."))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.extra.get("story_template") else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Le Sextant">',
            '<meta property="og:locale" content="fr_FR">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            out.append(f'<script type="application/ld+json">{self.ld(doc)}</script>')
        elif doc.extra.get("story_template"):
            out.append('<meta property="article:published_time" content="2026-11-10T12:00:00+01:00">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        self.current = doc.key
        nav = "".join(
            f'<li class="Nav__item">{self.a(k, t, "nav")}</li>'
            if not k.startswith("/")
            else f'<li class="Nav__item"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("/", "Actualités"),
                ("/international/", "International"),
                ("/planete/", "Planète"),
                ("sciences", "Sciences"),
                ("/pixels/", "Pixels"),
                ("/idees/", "Idées"),
                ("/les-decodeurs/", "Les Décodeurs"),
            )
        )
        lus = "".join(
            f'<li class="old__aside-item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("ariane", "urgences", "oceans", "arnm", "pavage")
        )
        return f"""<!DOCTYPE html>
<html lang="fr" prefix="og: http://ogp.me/ns#">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="stylesheet" href="/bucket/a3c1f0/css/article.css">
<style>/*PAD*/</style>
<script>var lmd=window.lmd||{{}};lmd.context={{"page":{{"type":"{"article" if doc.is_article else doc.kind}","section":"sciences"}},"user":{{"status":"anonymous"}}}};</script>
<script async src="https://tag.lesextant.test/gtm.js?id=GTM-SXT26"></script>
</head>
<body class="{"article article--content" if doc.is_article else "page " + doc.kind}">
<div class="gdpr-lmd-wall" role="dialog" aria-modal="true"><div class="gdpr-lmd-wall__content"><p class="gdpr-lmd-wall__title">Le Sextant et ses partenaires utilisent des cookies</p><p>Nous utilisons des cookies pour mesurer l’audience, vous proposer des contenus et des publicités personnalisés. Vous pouvez accepter, refuser ou vous abonner pour lire sans publicité personnalisée.</p><button class="gdpr-lmd-button gdpr-lmd-button--main">Accepter et continuer</button> <a class="gdpr-lmd-button" href="/abonnement/sans-cookies/">S’abonner</a> <button class="gdpr-lmd-button gdpr-lmd-button--link">Paramétrer les cookies</button></div></div>
<header class="Header">
<div class="Header__top"><span class="Header__date">Jeudi 12 novembre 2026</span> <a class="Header__logo" href="/" title="Le Sextant"><span class="sr-only">Le Sextant</span></a> <a class="Header__subscribe" href="/abonnement/">S’abonner</a> <a class="Header__login" href="/connexion/">Se connecter</a></div>
<nav class="Header__nav" aria-label="Rubriques"><ul class="Nav">{nav}</ul><a class="Header__search" href="/recherche/">Rechercher</a></nav>
</header>
<div class="dfp-slot dfp__banniere" id="dfp-banniere_haute" data-format="banniere_haute"></div>
<main id="garde" class="page__main">
{main}
</main>
<aside class="old__aside"><section class="old__aside-section"><h2 class="old__aside-title">Les plus lus</h2><ol>{lus}</ol></section>
<section class="old__aside-section"><h2 class="old__aside-title">Sujets</h2>{self.a("sujet", "Climat", "aside")} · <a href="/sujets/espace/">Espace</a> · <a href="/sujets/sante/">Santé</a> · {self.a("recherche", "Océans", "aside")}</section>
<div class="dfp-slot dfp__atf" data-format="pave_haut"></div></aside>
<footer class="Footer">
<nav class="Footer__nav"><a href="/qui-sommes-nous/">Qui sommes-nous ?</a> · <a href="/charte-deontologique/">Charte déontologique</a> · {self.a("newsletters", "Newsletters", "footer")} · <a href="/mentions-legales/">Mentions légales</a> · <a href="/cgv/">CGV</a> · <a href="/confidentialite/">Politique de confidentialité</a> · <a href="/cookies/">Gestion des cookies</a></nav>
<p class="Footer__copyright">Le Sextant – © Société éditrice du Sextant – Tous droits réservés</p>
</footer>
<script src="/bucket/a3c1f0/js/main.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<span class="meta__author meta__author--no-after">{esc(doc.extra.get("credit", ""))}</span>'
        links = [
            self.a("signataire", a, "byline", 'class="article__author-link"')
            if a == "Claire Dumont"
            else f'<a class="article__author-link" href="{ORIGIN}/signataires/{PEOPLE[a]}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        prefix = doc.extra.get("credit_prefix", "Par")
        who = f"{prefix} " + " et ".join(links)
        if doc.extra.get("byline_place"):
            who += f' <span class="meta__author-place">({esc(doc.extra["byline_place"])})</span>'
        if doc.extra.get("role"):
            who += f' <span class="meta__author-role">({esc(doc.extra["role"])})</span>'
        return f'<span class="meta__author">{who}</span>'

    def story_main(self, doc: Doc) -> str:
        if not doc.is_article:  # the infographic: a chart and a source line
            return f'<section class="zone zone--article"><header class="article__header"><p class="article__kicker">Les Décodeurs</p><h1 class="article__title">{esc(doc.title)}</h1><p class="article__desc">{esc(fr("En rouge, les régions où l’eau de surface est plus chaude que la moyenne 1991-2020 ; en bleu, plus froide."))}</p><span class="meta__date">Publié le 10 novembre 2026 à 12h00</span></header><article class="article__content">{self.blocks(doc)}</article><p>{self.a("oceans", fr("Lire : Le réchauffement des océans s’est accéléré depuis 2010"), "content")}</p></section>'
        d, hm = fr_date(doc.stamp)
        date = f"Publié le {d} à {hm}"
        if doc.extra.get("updated"):
            d2, hm2 = fr_date(doc.extra["updated"])
            date += f", modifié le {d2} à {hm2}" if d2 != d else f", modifié à {hm2}"
        kicker = f'<p class="article__kicker">{esc(doc.kicker)}</p>' if doc.kicker else ""
        paid = (
            '<p class="article__status"><span class="icon__premium"></span>Article réservé aux abonnés</p>'
            if doc.extra.get("paid")
            else ""
        )
        sec = {"Climat": "sujet"}.get(doc.section)
        crumb = (
            self.a(sec, doc.section, "breadcrumb")
            if sec
            else f'<a href="{ORIGIN}/{doc.section.lower().replace("é", "e")}/">{esc(doc.section)}</a>'
        )
        rel = [k for k in ARTS if k != doc.key][:3]
        voir = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        if doc.key == "pavage":
            voir += f"<li>{self.a('notfound', 'Le trou de la couche d’ozone se résorbe', 'related')}</li>"
        return f"""<section class="zone zone--article">
<header class="article__header article__header--{doc.key}">
<ul class="breadcrumb"><li class="breadcrumb__parent">{self.a("sciences", "Sciences", "breadcrumb")}</li><li class="breadcrumb__item">{crumb}</li></ul>
{kicker}
<h1 class="article__title">{esc(doc.title)}</h1>
<p class="article__desc">{esc(doc.dek)}</p>
{paid}
<section class="article__heading"><div class="meta meta__publisher">{self.byline(doc)} <span class="meta__date meta__date--header">{esc(date)}</span> <span class="meta__reading-time"><span class="sr-only">Temps de</span> Lecture {max(2, len(" ".join(self.label(b[1]) for b in doc.blocks if b[0] == "p").split()) // 200)} min.</span></div>
<ul class="meta__social"><li><a href="/partage/facebook/{zlib.crc32(doc.key.encode())}">Partager sur Facebook</a></li><li><a href="mailto:?subject={esc(doc.title)}">Envoyer par e-mail</a></li><li><button class="meta__bookmark">Ajouter à vos sélections</button></li></ul></section>
</header>
<article class="article__content {"article__content--restricted" if doc.extra.get("paid") else ""}">
{self.blocks(doc)}
</article>
<section class="article__siblings"><h3 class="article__siblings-title">Voir plus</h3><ul>{voir}</ul></section>
<section class="article__reactions"><p class="article__reactions-title">Contribuer</p><p>Réutiliser ce contenu · <a href="/abonnement/">Lecture du Sextant</a> · <a href="/contact/">Signaler une erreur</a></p></section>
</section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.is_article:
                dd, hm = fr_date(d.stamp)
                meta = f'<span class="meta__date">Publié le {dd} à {hm}</span>'
                who = " et ".join(d.authors) or d.extra.get("credit", "")
                meta += f' <span class="meta__author">{esc(who)}</span>'
            else:
                meta = '<span class="meta__date">Publié le 10 novembre 2026 à 12h00</span>'
            kick = f'<span class="teaser__kicker">{esc(d.kicker)}</span> ' if d.kicker else ""
            items.append(
                f'<section class="teaser teaser--inline-picture"><picture class="teaser__media"><img src="https://img.lesextant.test/5ZqGxT{zlib.crc32(k.encode()) % 99999}/320x0/{k}.jpg" alt="" loading="lazy" width="320" height="213"></picture>'
                f'<a class="teaser__link" href="{esc(self.href(k))}">{kick}<h3 class="teaser__title">{esc(d.title)}</h3><p class="teaser__desc">{esc(d.dek or self.lede(d) or d.title)}</p></a>{meta}</section>'
            )
            self.links.append(Link(self.current, k, "content", d.title))
        for path, title in doc.extra.get("old", []):
            items.append(
                f'<section class="teaser teaser--inline-picture"><a class="teaser__link" href="{ORIGIN}{path}"><h3 class="teaser__title">{esc(title)}</h3></a></section>'
            )
        head = f'<h1 class="page__title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<section class="author"><img class="author__picture" src="https://img.lesextant.test/signataires/claire-dumont.jpg" alt="" width="120" height="120"><h1 class="author__name">{esc(doc.title)}</h1><p class="author__desc">{esc(doc.extra["bio"])}</p></section>'
        elif doc.kind == "search":
            head = f'<h1 class="page__title">{esc(doc.title)}</h1><form class="search__form" action="/recherche/" method="get"><input name="search_keywords" value="océan"><select name="search_sort"><option value="date_desc" selected>Les plus récents</option><option value="relevance_desc">Pertinence</option></select><button>Rechercher</button></form><p class="search__count">2 résultats</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="page__title">{esc(doc.title)}</h1><p class="page__desc">{esc(fr("Réchauffement, océans, glaciers : toute notre couverture du changement climatique."))}</p>'
        elif doc.key == "home":
            head = '<h1 class="sr-only">Le Sextant</h1><div class="home__label">À la une</div>'
        pager = ""
        if doc.key == "sciences":
            pager = f'<nav class="river__pagination"><span class="river__pagination--page-current">1</span> {self.a("sciences2", "2", "pagination", PAGE)} <a class="river__pagination--page" href="/sciences/3/">3</a> <a class="river__pagination--page" href="/sciences/4/">4</a></nav>'
        elif doc.key == "sciences2":
            pager = f'<nav class="river__pagination">{self.a("sciences", "1", "pagination", PAGE)} <span class="river__pagination--page-current">2</span> <a class="river__pagination--page" href="/sciences/3/">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="home__more">{self.a("sciences", "Toute l’actualité Sciences", "content")}</p>'
        return f'<section class="river river--{doc.kind}">{head}<div class="river__items">{"".join(items)}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f'<section class="error error--404"><h1 class="error__title">{esc(doc.title)}</h1>{html}<p>{self.a("home", "Retour à la une", "content")} · {self.a("sciences", "Rubrique Sciences", "content")}</p></section>'
        if doc.kind == "subscribe":
            html += '<form class="newsletter__form" action="/newsletters/inscription/" method="post"><input type="email" name="email" placeholder="Votre adresse e-mail" required><button type="submit">Je m’inscris</button></form>'
        return f'<section class="page__content"><h1 class="page__title">{esc(doc.title)}</h1>{html}</section>'
