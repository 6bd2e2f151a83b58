# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and spaces are deliberate)
"""Le Courant: a La Presse-like **French-language** Montreal daily (`fr-CA`) on its own front end (`headlineCard`,
`authorModule`, `publicationsDate`, `textModule`, `/actualites/grand-montreal/2026-12-04/<slug>.php`, `/dossiers/…`,
`/auteurs/…`, `/recherche?q=`, `/actualites/grand-montreal?page=2`), UTF-8, Eastern time (-05:00 in December).

Dates print "Publié le 4 décembre 2026 à 21 h 40" / "Mis à jour le 5 décembre 2026 à 6 h 15" ("1er décembre" on the
first of the month) in Montreal time, while the `NewsArticle` JSON-LD is in **UTC**: the REM story's 21 h 40 is
02:40Z on **5 Dec** (labelled 4 Dec), the health bill's 19 h 30 on 3 Dec is 00:30Z on 4 Dec (labelled 3 Dec). Titles
carry a kicker ("surtitre") **inside the `<h1>`** and in `og:title` / the JSON-LD headline; the label is the headline
without it. Quebec typography: a no-break space before colons and inside « guillemets », no space before ? and !.
Credits: "La Presse Canadienne" (JSON-LD Organization), "Le Courant" (the site, no JSON-LD on that brief), two
reporters in two author modules, and "Avec La Presse Canadienne" under a staff story. The 2003 archive story is
served in **ISO-8859-1 declared only in `<meta http-equiv>`** (plain `text/html` header), which Scrapy decodes as
windows-1252: its curly apostrophes and œ are bytes 0x92 and 0x9C; labelled `cp1252`."""

from __future__ import annotations

import json
import re
import zlib
from urllib.parse import quote

from common import Base, local_dt, page, story, utc_iso
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lecourant.test"
OFF = -5
ARTS = ["rem", "chronique", "sante", "pc", "incendie", "logement", "critique"]
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
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def fr(text: str) -> str:
    """Quebec typography: no-break space before a colon and inside guillemets, thin groups in numbers."""
    if text.startswith("RAW:"):
        return text
    text = text.replace(" :", "\u00a0:").replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    return re.sub(r"(?<=\d) (?=\d{3}\b)", "\u00a0", text)


def fr_date(local: str) -> str:
    t = local_dt(local)
    day = "1er" if t.day == 1 else str(t.day)
    return f"{day} {MOIS[t.month - 1]} {t.year} à {t.hour} h {t.minute:02d}"


def fstory(
    key: str,
    path: str,
    title: str,
    date: str,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    ld: str | None = "utc",
    **extra: object,
) -> Doc:
    iso = utc_iso(stamp, OFF, "plus" if ld == "plus" else "ms") if ld else None
    return story(key, path, fr(title), date, iso, stamp, authors, [fr(x) for x in lines], shape, **extra)


class LeCourant(Base):
    origin = ORIGIN
    name = "Le Courant"
    prefix = "lcr"
    language = "fr"
    _writing: Doc | None = None

    # the 2003 archive story is written and labelled in windows-1252 (declared ISO-8859-1), the rest in UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _archive(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("archive"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1252" if self._archive else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html" if self._archive else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self._archive:
            return css_rules(
                "lcr-2003", ["td.texte", ".titre", ".signature", "table.nav td", ".pied", "font.petit", "a.menu"], 160
            )
        return css_rules(
            "lcr",
            [".siteHeader", ".siteHeader__nav a", ".headlineCard__title", ".headlineCard__surtitle", ".authorModule",
             ".publicationsDate", ".textModule p", ".photoModule figcaption", ".mostRead li", ".adModule",
             ".siteFooter", ".didomi-popup", ".storyCard"],
            260,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Le Courant",
                "la-presse-like-home",
                list=["rem", "chronique", "sante", "pc", "incendie", "logement", "critique"],
                more="gm",
            )
        )
        add(
            page(
                "gm",
                "/actualites/grand-montreal",
                "section",
                "Grand Montréal",
                "section-front",
                list=["rem", "chronique", "incendie"],
                more="gm2",
            )
        )
        add(
            page(
                "gm2",
                "/actualites/grand-montreal?page=2",
                "section",
                "Grand Montréal",
                "section-page2",
                list=["logement", "archive"],
            )
        )
        add(
            page(
                "politique",
                "/actualites/politique",
                "section",
                "Politique",
                "section-front",
                list=["sante", "pc", "rem"],
            )
        )
        add(
            page(
                "dossier",
                "/dossiers/transport-collectif",
                "tag",
                "Transport collectif",
                "dossier-tag-page",
                list=["rem", "chronique", "pc", "archive"],
            )
        )
        add(
            page(
                "auteur",
                "/auteurs/isabelle-tardif",
                "author",
                "Isabelle Tardif",
                "author-page",
                list=["rem", "logement"],
                bio="Journaliste au Courant depuis 2012, Isabelle Tardif couvre les transports, l’urbanisme et les grands projets d’infrastructure de la région métropolitaine.",
            )
        )
        add(
            page(
                "recherche",
                "/recherche?q=REM",
                "search",
                "Résultats de recherche pour « REM »",
                "search-results",
                list=["rem", "chronique"],
            )
        )
        add(
            page(
                "loteries", "/loteries", "live-data", "Résultats des loteries", "lottery-results-table",
                [fr(x) for x in [
                    "Résultats des tirages du vendredi 4 décembre 2026. En cas de disparité entre ces résultats et la liste officielle, cette dernière a priorité.",
                    "T: Loterie | Numéros gagnants | Complémentaire",
                    "T: Lotto Max | 04 11 19 23 31 38 45 | 27",
                    "T: Québec Max | 02 09 17 22 30 41 44 | 13",
                    "T: Tout ou rien (midi) | 01 03 06 08 10 11 13 15 17 19 22 24 | —",
                    "T: Banco | 05 12 18 27 33 39 44 51 56 60 63 67 70 | —",
                    "Prochain tirage de Lotto Max : mardi 8 décembre 2026. Lot estimé : 45 000 000 $.",
                ]],
            )
        )  # fmt: skip
        add(
            page(
                "infolettre", "/infolettres", "subscribe", "Nos infolettres", "newsletter-signup",
                [fr(x) for x in [
                    "Recevez l’essentiel de l’actualité directement dans votre boîte de courriel. Nos infolettres sont gratuites ; vous pouvez vous désabonner en tout temps.",
                    "## L’essentiel du matin",
                    "Les nouvelles qu’il faut connaître pour commencer la journée, du lundi au samedi à 6 h.",
                    "## Le Courant Politique",
                    "L’analyse de la semaine à Québec et à Ottawa, chaque vendredi.",
                    "## Sorties",
                    "Nos critiques de théâtre, de cinéma et de musique, et les spectacles à ne pas manquer, chaque jeudi.",
                ]],
            )
        )  # fmt: skip
        add(
            page(
                "confidentialite", "/politique-de-confidentialite", "policy", "Politique de confidentialité", "privacy-policy",
                [fr(x) for x in [
                    "Dernière mise à jour : 22 septembre 2026",
                    "Le Courant inc. accorde une grande importance à la protection de vos renseignements personnels. La présente politique explique quels renseignements nous recueillons, pourquoi nous les recueillons et comment vous pouvez exercer vos droits, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec.",
                    "## Renseignements recueillis",
                    "Nous recueillons les renseignements que vous nous fournissez lorsque vous créez un compte ou vous abonnez à une infolettre, ainsi que des données techniques liées à votre navigation, notamment au moyen de témoins (cookies).",
                    "## Vos droits",
                    "Vous pouvez demander l’accès à vos renseignements, leur rectification ou leur suppression en écrivant à notre responsable de la protection des renseignements personnels à confidentialite@lecourant.test.",
                ]],
            )
        )  # fmt: skip

        add(
            fstory(
                "rem",
                "/actualites/grand-montreal/2026-12-04/reseau-express-metropolitain/l-antenne-de-l-est-reportee-a-2031.php",
                "L’antenne de l’Est reportée à 2031",
                "2026-12-04",
                "2026-12-04 21:40",
                ["Isabelle Tardif"],
                [
                    "Les usagers de l’est de Montréal devront patienter plus longtemps que prévu : la mise en service de l’antenne est du Réseau express métropolitain (REM) est maintenant prévue en 2031, et non plus en 2029, a confirmé vendredi soir l’Autorité régionale de transport métropolitain (ARTM).",
                    "Dans un document présenté à son conseil d’administration, dont Le Courant a obtenu copie, l’organisme explique ce report par la complexité des travaux de fondation le long de la rue Notre-Dame et par une hausse de près de 18 % des coûts de construction depuis l’an dernier.",
                    "« Nous préférons annoncer un échéancier réaliste plutôt que de devoir le repousser encore dans deux ans », a déclaré en entrevue le directeur des grands projets de l’ARTM, Benoît Lachance. Selon lui, le tracé de 24 kilomètres et ses 19 stations ne sont pas remis en question.",
                    "FIG: Chantier rue Notre-Dame Est | Les travaux préparatoires ont commencé l’été dernier rue Notre-Dame Est. PHOTO : OLIVIER PELLETIER, ARCHIVES LE COURANT",
                    "## Des élus déçus",
                    "Dans Mercier–Hochelaga-Maisonneuve, l’annonce a été accueillie avec déception. « Ça fait dix ans qu’on nous promet un transport structurant dans l’Est. Chaque report, ce sont des milliers de citoyens qui restent coincés dans le trafic », a réagi la conseillère municipale Geneviève Roy-Desjardins.",
                    "La facture totale du projet est désormais estimée à 11,2 milliards de dollars, contre 9,6 milliards lors de la dernière mise à jour, en 2025. Québec et Ottawa doivent se prononcer d’ici le printemps sur le partage de la hausse.",
                    'RAW:<aside class="inlineRelated"><p class="inlineRelated__label">À lire aussi</p>{archive}</aside>',
                    "## Des autobus en attendant",
                    "Pour atténuer l’effet du report, la Société de transport de Montréal promet d’ajouter dès l’automne 2027 une ligne d’autobus express entre Pointe-aux-Trembles et le centre-ville, avec des voies réservées sur la majeure partie du trajet.",
                    "Les citoyens de Rivière-des-Prairies, où aucune station n’est prévue avant la deuxième phase, réclament pour leur part un service plus fréquent sur le boulevard Maurice-Duplessis. L’ARTM dit étudier la question.",
                    "Le cabinet de la ministre des Transports n’avait pas encore réagi samedi matin. L’ARTM doit présenter un échéancier détaillé des travaux en février.",
                ],
                "kicker-in-h1-utc-next-day-updated",
                section="Grand Montréal",
                kicker="Réseau express métropolitain",
                updated="2026-12-05 06:15",
                photo="Le tracé de l’antenne est longera la rue Notre-Dame sur près de six kilomètres. PHOTO : OLIVIER PELLETIER, ARCHIVES LE COURANT",
            )
        )
        add(
            fstory(
                "chronique",
                "/actualites/chroniques/2026-12-05/le-pont-le-rem-et-l-art-d-attendre.php",
                "Le pont, le REM et l’art d’attendre",
                "2026-12-05",
                "2026-12-05 05:00",
                ["Stéphane Beaudry"],
                [
                    "Il y a des nouvelles qui n’en sont plus vraiment. Quand l’ARTM a annoncé vendredi soir que l’antenne est du REM ne roulerait pas avant 2031, j’ai eu l’impression de lire un texte déjà publié. Changez la date, changez le projet, et vous avez la chronique des grands chantiers québécois depuis trente ans.",
                    "Prenez le pont de Québec. En décembre 2003, notre collègue [[archive|écrivait que la structure serait repeinte « un jour »]]. Vingt-trois ans plus tard, la peinture n’est toujours pas terminée, et on discute encore de qui doit payer. Le pont, lui, rouille tranquillement, indifférent aux conférences de presse.",
                    "Je ne dis pas que c’est facile. Creuser sous une rue comme Notre-Dame, où passent des camions, des conduites d’eau centenaires et des voies ferrées, n’a rien d’un jeu de Lego. Les ingénieurs à qui j’ai parlé cette semaine sont unanimes : les échéanciers annoncés au départ étaient optimistes, pour rester poli.",
                    "Mais justement. Pourquoi annonce-t-on toujours des échéanciers optimistes? Parce qu’un ruban coupé avant les élections vaut plus, politiquement, qu’un calendrier honnête. Et parce que personne n’a jamais perdu son poste pour un retard de deux ans sur un projet dont il ne sera plus responsable au moment de l’inauguration.",
                    "Pendant ce temps, à Pointe-aux-Trembles, une infirmière que j’appellerai Chantal prend deux autobus et le métro pour se rendre à l’hôpital, soit une heure et quart dans chaque sens. Elle avait calculé qu’avec le REM, elle gagnerait quarante minutes par jour. « J’aurai peut-être le temps de le prendre avant ma retraite », m’a-t-elle dit en riant. Elle ne riait pas tant que ça.",
                    "La solution n’est pas mystérieuse. D’autres villes publient des échéanciers avec des marges d’erreur, expliquent publiquement ce qui pourrait les faire glisser, et rendent des comptes chaque trimestre. Ça n’empêche pas les retards. Ça empêche seulement de faire semblant qu’ils sont une surprise.",
                    "D’ici là, l’Est attendra. Il a l’habitude.",
                ],
                "columnist-photo-kicker-chronique",
                section="Chroniques",
                kicker="Chronique",
                columnist=True,
            )
        )
        add(
            fstory(
                "sante",
                "/actualites/politique/2026-12-03/quebec-depose-son-projet-de-loi-sur-l-acces-aux-medecins-de-famille.php",
                "Québec dépose son projet de loi sur l’accès aux médecins de famille",
                "2026-12-03",
                "2026-12-03 19:30",
                ["Marie-Ève Fortin", "Louis-Philippe Ouellet"],
                [
                    "(Québec) Le gouvernement a déposé jeudi un projet de loi qui obligerait les nouveaux médecins de famille à prendre en charge un nombre minimal de patients orphelins au cours de leurs cinq premières années de pratique, une mesure que les fédérations médicales promettent déjà de contester.",
                    "Le ministre de la Santé soutient que près de 1,4 million de Québécois sont toujours inscrits au Guichet d’accès à un médecin de famille. « On ne peut pas demander aux patients d’attendre encore trois ou quatre ans. Il faut que chaque nouveau médecin contribue à réduire la liste », a-t-il plaidé en point de presse.",
                    "Le projet de loi prévoit aussi que les cliniques pourront confier davantage de suivis de patients aux infirmières praticiennes spécialisées et aux pharmaciens, notamment pour les maladies chroniques stables comme l’hypertension et le diabète.",
                    "## Une « mauvaise idée », selon les médecins",
                    "La Fédération des médecins omnipraticiens du Québec a dénoncé une approche coercitive. « On va décourager des jeunes de choisir la médecine familiale au moment où on en a le plus besoin », a affirmé sa porte-parole, la Dre Annie Villeneuve.",
                    "L’opposition officielle estime pour sa part que le gouvernement s’attaque au mauvais problème. Selon elle, la priorité devrait être de réduire la charge administrative des médecins, qui consacrent jusqu’à un tiers de leur temps à remplir des formulaires.",
                    "Les consultations particulières sur le projet de loi doivent commencer en janvier. Le gouvernement espère le faire adopter avant la fin de la session parlementaire, en juin.",
                    "SIGN: Avec La Presse Canadienne",
                ],
                "two-reporters-two-modules-utc-next-day-plus",
                section="Politique",
                kicker="Santé",
                ld="plus",
            )
        )
        add(
            fstory(
                "pc",
                "/actualites/politique/2026-12-04/ottawa-prolonge-l-aide-aux-traversiers-du-saint-laurent.php",
                "Ottawa prolonge l’aide aux traversiers du Saint-Laurent",
                "2026-12-04",
                "2026-12-04 14:12",
                [],
                [
                    "(Ottawa) Le gouvernement fédéral prolonge de trois ans le programme de soutien aux traversiers du Saint-Laurent, une enveloppe de 146 millions de dollars qui devait prendre fin en mars prochain.",
                    "L’annonce a été faite vendredi par le ministre fédéral des Transports, qui a indiqué que l’aide servirait notamment à remplacer deux navires vieillissants et à maintenir le service hivernal entre Matane, Baie-Comeau et Godbout.",
                    "La Société des traversiers du Québec, qui exploite les liaisons, réclamait depuis plusieurs mois une confirmation du financement. Son président, Marc-Antoine Gervais, a salué « une bonne nouvelle pour les communautés de la Côte-Nord et du Bas-Saint-Laurent, qui dépendent de ce lien ».",
                    "Les élus de la région avaient dénoncé l’an dernier une série d’interruptions de service causées par des bris mécaniques, qui avaient forcé des camionneurs à faire un détour de plusieurs centaines de kilomètres par la route 138.",
                    "Le programme sera révisé en 2029, a précisé Ottawa.",
                ],
                "canadian-press-french-credit-org",
                section="Politique",
                credit="La Presse Canadienne",
            )
        )
        add(
            fstory(
                "incendie",
                "/actualites/faits-divers/2026-12-04/incendie-dans-un-immeuble-de-laval-40-personnes-evacuees.php",
                "Incendie dans un immeuble de Laval : 40 personnes évacuées",
                "2026-12-04",
                "2026-12-04 07:50",
                [],
                [
                    "Une quarantaine de personnes ont dû être évacuées dans la nuit de jeudi à vendredi en raison d’un incendie dans un immeuble à logements du quartier Chomedey, à Laval.",
                    "Les pompiers ont été appelés vers 3 h 15 pour un feu qui avait pris naissance dans un logement du troisième étage, boulevard Notre-Dame. Une femme d’une soixantaine d’années a été transportée à l’hôpital pour avoir inhalé de la fumée ; sa vie n’est pas en danger.",
                    "La Croix-Rouge prend en charge une dizaine de ménages qui ne pourront pas réintégrer leur logement dans l’immédiat. Un enquêteur du Service de sécurité incendie de Laval doit déterminer la cause du sinistre.",
                ],
                "site-credit-brief-no-jsonld",
                section="Faits divers",
                credit="Le Courant",
                ld=None,
            )
        )
        add(
            fstory(
                "logement",
                "/actualites/grand-montreal/2026-12-01/logement-social/plus-de-3-000-menages-de-plus-sur-la-liste-d-attente.php",
                "Plus de 3 000 ménages de plus sur la liste d’attente",
                "2026-12-01",
                "2026-12-01 06:00",
                ["Karim Benslimane"],
                [
                    "La liste d’attente pour un logement à loyer modique a atteint un nouveau sommet à Montréal : 27 840 ménages y étaient inscrits au 1er novembre, soit 3 120 de plus qu’il y a un an, selon des données de l’Office municipal d’habitation de Montréal (OMHM) obtenues par Le Courant.",
                    "La hausse est particulièrement marquée chez les personnes seules de plus de 65 ans, qui représentent désormais près du tiers des demandeurs. Le délai d’attente moyen dépasse cinq ans pour un logement d’une chambre.",
                    "## Des écarts entre les quartiers",
                    "Les arrondissements du centre et de l’est de l’île concentrent la majorité des demandes, mais c’est dans l’ouest que la croissance a été la plus forte cette année.",
                    "T: Arrondissement | Ménages inscrits | Variation sur un an",
                    "T: Ville-Marie | 3 410 | +9 %",
                    "T: Mercier–Hochelaga-Maisonneuve | 4 025 | +11 %",
                    "T: Villeray–Saint-Michel–Parc-Extension | 3 870 | +12 %",
                    "T: Côte-des-Neiges–Notre-Dame-de-Grâce | 3 290 | +17 %",
                    "T: Ahuntsic-Cartierville | 2 115 | +14 %",
                    "« Ce qu’on voit, ce sont des gens qui ont toujours payé leur loyer et qui n’y arrivent plus après une hausse de 20 ou 30 % », explique Nathalie Bérubé, organisatrice communautaire au comité logement de Côte-des-Neiges.",
                    "## Peu de nouvelles unités",
                    "Seulement 410 nouveaux logements sociaux ont été livrés sur le territoire de l’OMHM depuis janvier, loin de l’objectif de 1 500 par année fixé par la Ville. Plusieurs projets sont bloqués faute de financement ou en raison de la hausse des coûts de construction.",
                    "La Ville affirme que 2 300 unités sont en chantier et seront livrées d’ici 2028. Le ministère de l’Habitation n’a pas répondu à nos questions.",
                ],
                "dossier-table-first-of-month-1er",
                section="Grand Montréal",
                kicker="Logement social",
            )
        )
        add(
            fstory(
                "critique",
                "/arts/theatre/2026-12-03/les-belles-saisons-une-fresque-familiale-qui-frappe-juste.php",
                "Les Belles Saisons : une fresque familiale qui frappe juste",
                "2026-12-03",
                "2026-12-03 16:00",
                ["Josée Lavallée"],
                [
                    "Il faut une bonne dose d’audace pour raconter quarante ans de la vie d’une famille de Saint-Hyacinthe en deux heures et quart, sans entracte. La metteuse en scène Caroline Dumais y parvient avec une fluidité remarquable dans Les Belles Saisons, présentée jusqu’au 19 décembre au Théâtre du Nouveau Monde.",
                    "Le texte de Mathieu Gosselin-Roy suit les Lanoie, propriétaires d’une quincaillerie, de l’hiver 1986 jusqu’à aujourd’hui. Chaque tableau correspond à une saison, et chaque saison à un moment charnière : une naissance, une faillite évitée de justesse, un mariage qui tourne mal, la vente du commerce à une chaîne.",
                    "La scénographie, un plateau tournant où la quincaillerie se transforme en cuisine, puis en chambre d’hôpital, est d’une ingéniosité constante. On entend la neige, on sent presque l’odeur de la peinture fraîche.",
                    "Dans le rôle de la mère, Louise Turcot-Lemieux est bouleversante, surtout dans la dernière partie, où elle porte seule une longue scène de silence. Autour d’elle, la distribution est solide, même si certains personnages secondaires restent esquissés.",
                    "Le deuxième tiers s’étire un peu, et un procédé de narration adressée au public, abandonné en cours de route, laisse perplexe. Mais la finale, sobre et juste, rachète amplement ces longueurs.",
                ],
                "review-stars-fiche-not-body",
                section="Arts",
                kicker="Critique",
                stars="★★★★",
                fiche="Les Belles Saisons. Texte : Mathieu Gosselin-Roy. Mise en scène : Caroline Dumais. Avec Louise Turcot-Lemieux, Antoine Lefebvre, Sarah Nadeau. Au Théâtre du Nouveau Monde jusqu’au 19 décembre.",
                ld_type="ReviewNewsArticle",
            )
        )
        add(
            fstory(
                "archive",
                "/archives/actualites/200312/04/01-4821-le-pont-de-quebec-sera-repeint-un-jour.php",
                "Le pont de Québec sera repeint… un jour",
                "2003-12-04",
                "2003-12-04 00:00",
                ["Jean-Pierre Légaré"],
                [
                    "Les automobilistes qui franchissent le pont de Québec ne sont pas près de voir disparaître la rouille qui ronge la structure centenaire : les travaux de peinture annoncés en grande pompe il y a deux ans n’ont couvert jusqu’ici qu’à peine le quart de l’ouvrage.",
                    "Selon des documents obtenus par Le Courant, le chantier a été interrompu à deux reprises l’été dernier, faute d’entente entre le propriétaire du pont et le gouvernement fédéral sur le partage des coûts supplémentaires liés à l’enlèvement de la vieille peinture au plomb.",
                    "« C’est une œuvre d’ingénierie unique au monde, et on la laisse se dégrader sous nos yeux », déplore l’ingénieur à la retraite Roger Bouchard, qui milite depuis des années pour la sauvegarde du pont.",
                    "Le ministère des Transports du Québec affirme pour sa part que la structure demeure sécuritaire et que des inspections sont réalisées chaque année. Aucune date n’a été avancée pour la reprise des travaux.",
                ],
                "archive-2003-iso-8859-1-meta-only-cp1252",
                ld=None,
                archive=True,
                section="Actualités",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        kicker = doc.extra.get("kicker", "")
        og_title = f"{kicker} | {doc.title}" if kicker else doc.title
        title = f"{doc.title} | {kicker} | Le Courant" if kicker else f"{doc.title} | Le Courant"
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="fr_CA">',
            '<meta property="og:site_name" content="Le Courant">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:image" content="https://images.lecourant.test/{doc.key}/og-1200x630.jpg">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.extra.get("updated"):
            out.append(f'<meta property="article:modified_time" content="{utc_iso(doc.extra["updated"], OFF, "ms")}">')
        if doc.iso:
            if doc.authors:
                author: object = [
                    {"@type": "Person", "name": a, "url": f"{ORIGIN}/auteurs/{slug(a)}"} for a in doc.authors
                ]
            else:
                author = {"@type": "Organization", "name": doc.extra.get("credit", "Le Courant")}
            ld = {
                "@context": "https://schema.org",
                "@type": doc.extra.get(
                    "ld_type", "OpinionNewsArticle" if doc.extra.get("columnist") else "NewsArticle"
                ),
                "headline": og_title,
                "description": self.lede(doc),
                "inLanguage": "fr-CA",
                "mainEntityOfPage": url,
                "datePublished": doc.iso,
                "dateModified": utc_iso(doc.extra["updated"], OFF, "ms") if doc.extra.get("updated") else doc.iso,
                "author": author,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Le Courant",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/logo-amp.png"},
                },
                "isAccessibleForFree": True,
                "articleSection": doc.section,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("gm", "Grand Montréal"),
                ("politique", "Politique"),
                (f"{ORIGIN}/international", "International"),
                (f"{ORIGIN}/affaires", "Affaires"),
                (f"{ORIGIN}/sports", "Sports"),
                (f"{ORIGIN}/arts", "Arts"),
                (f"{ORIGIN}/debats", "Débats"),
                ("dossier", "Dossiers"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["rem", "sante", "logement", "chronique", "incendie"]
        )
        data = {
            "page": {
                "type": "article" if doc.is_article else doc.kind,
                "section": doc.section or doc.title,
                "lang": "fr-CA",
            },
            "ads": {"network": "/21799/lecourant", "zone": doc.key},
        }
        if doc.is_article:
            data["page"]["authors"] = "|".join(doc.authors) or doc.extra.get("credit", "")
            data["page"]["publishedAt"] = doc.iso or ""
        return f"""<!DOCTYPE html>
<html lang="fr-CA" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/dist/fonts/Lyon-Regular.woff2" as="font" crossorigin>
<link rel="stylesheet" href="/dist/css/main.8c1d2a.css">
<style>/*PAD*/</style>
<script>window.lcData = {json.dumps(data, ensure_ascii=False)};</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="page-{"article" if doc.is_article else doc.kind}">
<div id="didomi-host"><div class="didomi-popup" role="dialog"><p>Le Courant et ses partenaires utilisent des témoins (cookies) pour mesurer l’audience, personnaliser le contenu et diffuser de la publicité.</p><button class="didomi-accept">J’accepte</button> <button class="didomi-settings">Paramétrer</button></div></div>
<header class="siteHeader">
<div class="siteHeader__top"><span class="siteHeader__date">Samedi 5 décembre 2026</span> <span class="siteHeader__weather">Montréal −8 °C</span> {self.a("loteries", "Loteries", "nav")} {self.a("infolettre", "Infolettres", "nav")} <a href="/connexion">Se connecter</a></div>
<a class="siteHeader__logo" href="/" aria-label="Le Courant, accueil"><img src="/dist/img/logo-lecourant.svg" alt="Le Courant" width="200" height="40"></a>
<nav class="siteHeader__nav" aria-label="Sections"><ul>{nav}</ul></nav>
<div class="siteHeader__search">{self.a("recherche", "Rechercher", "nav", 'class="searchToggle"')}</div>
</header>
<div class="adModule adModule--leaderboard" id="gpt-top"><span class="adModule__label">Publicité</span></div>
<div class="pageLayout">
<main class="pageLayout__main" id="contenu">
{main}
</main>
<aside class="pageLayout__aside">
<section class="mostRead"><h2>Les plus lus</h2><ol>{most}</ol></section>
<div class="adModule adModule--bigbox" id="gpt-box"><span class="adModule__label">Publicité</span></div>
<section class="newsletterPromo"><h2>L’essentiel du matin</h2><p>Toute l’actualité dans votre boîte de courriel.</p>{self.a("infolettre", "Je m’abonne", "aside", 'class="button"')}</section>
</aside>
</div>
<footer class="siteFooter">
<nav><ul><li><a href="/nous-joindre">Nous joindre</a></li><li><a href="/publicite">Publicité</a></li><li>{self.a("confidentialite", "Politique de confidentialité", "footer")}</li><li><a href="/conditions-d-utilisation">Conditions d’utilisation</a></li><li><a href="/temoins">Gestion des témoins</a></li><li><a href="/ombudsman">Ombudsman</a></li></ul></nav>
<div class="siteFooter__social"><a href="https://www.facebook.com/lecourant.test">Facebook</a> <a href="https://x.com/lecourant_test">X</a> <a href="https://www.instagram.com/lecourant.test">Instagram</a></div>
<p class="siteFooter__copyright">© Le Courant inc. 2026. Tous droits réservés.</p>
</footer>
<script src="/dist/js/vendors.3f9e1b.js" defer></script>
<script src="/dist/js/main.8c1d2a.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="authorModule"><span class="authorModule__name">{esc(doc.extra["credit"])}</span></div>'
        mods = []
        for a in doc.authors:
            name = (
                self.a("auteur", a, "byline")
                if a == "Isabelle Tardif"
                else f'<a href="/auteurs/{slug(a)}">{esc(a)}</a>'
            )
            photo = (
                f'<img class="authorModule__photo" src="https://images.lecourant.test/auteurs/{slug(a)}.jpg" alt="" width="64" height="64">'
                if doc.extra.get("columnist")
                else ""
            )
            role = '<span class="authorModule__role">Chroniqueur</span>' if doc.extra.get("columnist") else ""
            mods.append(
                f'<div class="authorModule">{photo}<span class="authorModule__name">{name}</span><span class="authorModule__organisation">Le Courant</span>{role}</div>'
            )
        return "".join(mods)

    def story_main(self, doc: Doc) -> str:
        kicker = doc.extra.get("kicker", "")
        sur = f'<span class="headlineCard__surtitle">{esc(kicker)}</span> ' if kicker else ""
        upd = (
            f'<p class="publicationsDate--type-update">Mis à jour le {fr_date(doc.extra["updated"])}</p>'
            if doc.extra.get("updated")
            else ""
        )
        u = quote(self.url(doc.key), safe="")
        photo = ""
        if doc.extra.get("photo"):
            photo = f'<figure class="photoModule"><img src="https://images.lecourant.test/{doc.key}/1200x800.jpg" alt="" width="1200" height="800"><figcaption>{esc(doc.extra["photo"])}</figcaption></figure>'
        review = ""
        if doc.extra.get("stars"):
            review = f'<div class="reviewBox"><p class="reviewBox__stars" aria-label="4 étoiles sur 5">{doc.extra["stars"]}</p><p class="reviewBox__fiche">{esc(doc.extra["fiche"])}</p></div>'
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="photoModule photoModule--inline"><img src="https://images.lecourant.test/{doc.key}/inline.jpg" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        if "{archive}" in body:
            body = body.replace("{archive}", self.a("archive", self.docs["archive"].title, "related"))
        rel = [k for k in ARTS if k != doc.key][:3]
        cards = "".join(f'<li class="storyCard">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel)
        section_key = {"Grand Montréal": "gm", "Politique": "politique"}.get(doc.section)
        crumb = (
            self.a(section_key, doc.section, "breadcrumb")
            if section_key
            else f'<a href="/{doc.path.split("/")[1]}">{esc(doc.section)}</a>'
        )
        tags = ""
        if doc.key in ("rem", "chronique", "pc"):
            tags = f'<div class="tagsModule">Dossier : {self.a("dossier", "Transport collectif", "tag")}</div>'
        return f"""<article class="articleDetail" data-article-id="{3_000_000 + zlib.crc32(doc.path.encode()) % 900_000}">
<div class="articleDetail__header">
<nav class="breadcrumb">{crumb}</nav>
<h1 class="headlineCard__title">{sur}<span class="headlineCard__titleText">{esc(doc.title)}</span></h1>
{self.byline(doc)}
<div class="publicationsDate"><p class="publicationsDate--type-publication">Publié le {fr_date(doc.stamp)}</p>{upd}</div>
<div class="shareModule"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Courriel</a> <button class="shareModule__copy">Copier le lien</button></div>
</div>
{photo}
{review}
<div class="articleBody textModule">
{body}
</div>
{tags}
<div class="articleFooter"><p>Vous avez une information à nous communiquer? <a href="mailto:nouvelles@lecourant.test">Écrivez-nous</a> · <a href="/signaler-une-erreur">Signaler une erreur</a></p></div>
<section class="relatedModule"><h2>À lire aussi</h2><ul>{cards}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            kick = f'<span class="storyCard__surtitle">{esc(d.extra["kicker"])}</span>' if d.extra.get("kicker") else ""
            cards.append(
                f'<article class="storyCard">{kick}<h2 class="storyCard__title">{self.a(k, d.title, "content")}</h2><p class="storyCard__lead">{esc(self.lede(d))}</p><p class="storyCard__date">{fr_date(d.stamp) if d.key != "archive" else "4 décembre 2003"}</p></article>'
            )
        older = "".join(
            f'<li><a href="/actualites/grand-montreal/2026-11-{30 - i:02d}/{s}.php">{esc(t)}</a></li>'
            for i, (s, t) in enumerate(
                [
                    ("deneigement-premiere-operation", "Première opération de déneigement de la saison"),
                    ("stm-hausse-des-tarifs", "La STM hausse ses tarifs de 3 %"),
                ]
            )
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        pager = ""
        if doc.key == "gm":
            pager = f'<nav class="pagination"><span aria-current="page">1</span> {self.a("gm2", "2", "pagination")} <a href="/actualites/grand-montreal?page=3">3</a> {self.a("gm2", "Suivant", "pagination")}</nav>'
        elif doc.key == "gm2":
            pager = f'<nav class="pagination">{self.a("gm", "Précédent", "pagination")} {self.a("gm", "1", "pagination")} <span aria-current="page">2</span> <a href="/actualites/grand-montreal?page=3">3</a></nav>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Le Courant : actualités de Montréal, du Québec et d’ailleurs</h1>'
            pager = f'<div class="homeMore">{self.a("gm", "Plus de nouvelles du Grand Montréal", "content")} · {self.a("politique", "Politique", "content")} · {self.a("loteries", "Résultats des loteries", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="authorHeader"><img src="https://images.lecourant.test/auteurs/isabelle-tardif.jpg" alt="Isabelle Tardif" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="mailto:itardif@lecourant.test">itardif@lecourant.test</a></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/recherche" class="searchForm"><input name="q" value="REM"><button>Rechercher</button></form><p>{len(cards)} résultats</p>'
        elif doc.kind == "tag":
            head = f'<h1>Dossier : {esc(doc.title)}</h1><p class="dossierIntro">Métro, REM, autobus, traversiers : tous nos articles sur le transport collectif.</p>'
        return f'<section class="listingModule listingModule--{doc.kind}">{head}<div class="storyCards">{"".join(cards)}</div><ul class="olderStories">{older}</ul>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "live-data":
            return f'<section class="servicePage servicePage--loteries"><h1>{esc(doc.title)}</h1>\n{html}\n<p><a href="https://loteries.lecourant.test/archives">Tirages précédents</a></p></section>'
        if doc.kind == "subscribe":
            return f'<section class="servicePage servicePage--infolettres"><h1>{esc(doc.title)}</h1>\n{html}\n<form action="/infolettres/inscription" method="post"><input type="email" placeholder="Votre adresse courriel"><button>M’inscrire</button></form></section>'
        return f'<section class="servicePage"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'

    def archive_page(self, doc: Doc) -> str:
        body = "\n".join(f'<p class="texte">{esc(b[1])}</p>' for b in doc.blocks if b[0] == "p")
        t = local_dt(doc.stamp)
        date = f"Le {JOURS[t.weekday()]} {t.day:02d} {MOIS[t.month - 1]} {t.year}"
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Le Courant - Actualités - {esc(doc.title)}</title>
<meta name="keywords" content="pont de Québec, peinture, Transports Québec">
<style type="text/css">
/*PAD*/
</style>
<script language="JavaScript" type="text/javascript">
function popup(url){{window.open(url,'imprimer','width=600,height=500,scrollbars=yes');}}
var pub_zone = "actualites_archives";
</script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="760" border="0" cellpadding="0" cellspacing="0" class="nav">
<tr><td><a href="/"><img src="/images/2003/logo_courant.gif" alt="Le Courant" width="250" height="60" border="0"></a></td>
<td align="right"><font class="petit"><a href="/archives/">Archives</a> · <a href="/archives/recherche.php">Recherche dans les archives</a></font></td></tr>
<tr><td colspan="2"><a class="menu" href="/">Accueil</a> | <a class="menu" href="/archives/actualites/">Actualités</a> | <a class="menu" href="/archives/sports/">Sports</a> | <a class="menu" href="/archives/arts/">Arts et spectacles</a> | <a class="menu" href="/archives/affaires/">Affaires</a></td></tr>
</table>
<table width="760" border="0" cellpadding="8" cellspacing="0">
<tr><td valign="top" width="560" class="texte">
<p class="rubrique">Actualités</p>
<p class="date">{date}</p>
<h1 class="titre">{esc(doc.title)}</h1>
<p class="signature">{esc(doc.authors[0])}<br>Le Courant<br>Québec</p>
<div class="article">
{body}
</div>
<p class="outils"><a href="javascript:popup('/archives/imprimer.php?id=4821')">Imprimer</a> | <a href="/archives/envoyer.php?id=4821">Envoyer à un ami</a></p>
<p class="pied">{self.a("dossier", "Tous nos articles sur le transport collectif", "related")} | {self.a("home", "Retour à l'accueil", "nav")}</p>
</td>
<td valign="top" width="200"><p class="petit"><b>Autres textes du 4 décembre 2003</b></p>
<p class="petit"><a href="/archives/actualites/200312/04/01-4822-le-verglas-paralyse-la-rive-sud.php">Le verglas paralyse la Rive-Sud</a></p>
<p class="petit"><a href="/archives/actualites/200312/04/01-4823-budget-municipal.php">Budget municipal : la hausse de taxes sera limitée à 2 %</a></p>
<p class="petit"><a href="/archives/actualites/200312/04/01-4824-hopitaux-urgences.php">Urgences : l'attente s'allonge à Québec</a></p>
<p class="petit">Publicité</p><p><img src="/pub/2003/carre_300.gif" width="180" height="150" alt="Publicité"></p></td></tr>
</table>
<p class="pied" align="center"><font class="petit">© Le Courant 2003. Tous droits réservés. Reproduction interdite sans autorisation.</font></p>
</body>
</html>"""


def slug(name: str) -> str:
    table = str.maketrans("éèêëàâîïôûùçÉ", "eeeeaaiiouucE")
    return name.translate(table).lower().replace(" ", "-")
