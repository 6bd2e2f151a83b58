# ruff: noqa: E501 (page texts and markup are long literal lines)
"""L'Horizon d'Alger: an Algerian French-language daily on **Joomla 3** with **K2** and a T3 template (`itemView`,
`itemHeader`, `itemDateCreated`, `itemTitle`, `itemAuthor`, `itemIntroText` + `itemFullText`, `itemImageCredits`,
`itemAuthorLatest`, `itemRelated`, `itemNavigation`; SEF URLs `/actualite/item/48213-<slug>.html`, categories
`/actualite.html` with `?start=10` for page 2, tags `/itemlist/tag/<Tag>.html`, K2 user pages
`/itemlist/user/62-<name>.html`, com_search `/component/search/?searchword=…&searchphrase=all&Itemid=101`; a
`<base href>` in the head), French, UTF-8, Algiers time (UTC+1).

Dates are printed "04/12/2026 à 14h32" (the chronicle prints the day only: "Vendredi 04 Décembre 2026"), "Mis à jour
le 04/12/2026 à 18h05" on two stories. A structured-data plugin writes a `NewsArticle` whose times are **UTC** ("Z"):
the Council of Ministers story, posted at 00h15 on 5 December, says 23:15Z on 4 December; its author is always the K2
account. Bylines are the K2 account ("Par Karim B.", initials in names), the account "Rédaction Web" on the APS
story, the account "Correspondants" with the real correspondent in a bold first line of the intro text ("De notre
correspondant à Tizi Ouzou : Rachid Aït Ahmed"), the account "Rédaction" with "Entretien réalisé par Nassima K." in
italics, "Par Amel Z." in the header while the piece is signed "Amel Z. et Lyes H." at the bottom; "Photo : Billal
B." beside a byline. A currency page (official and square rates), a paid "Pensée" and the PDF edition page are not
articles."""

from __future__ import annotations

import json
from typing import Any

from common import Base, blocks_html, page, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lhorizon-dz.test"
MOIS = [
    "Janvier",
    "Février",
    "Mars",
    "Avril",
    "Mai",
    "Juin",
    "Juillet",
    "Août",
    "Septembre",
    "Octobre",
    "Novembre",
    "Décembre",
]
JOURS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]
SEARCH_Q = "logement"
ARTS = ["gaz", "cdm", "match", "logement", "olive", "interview", "billet", "prix"]
A_REL = 'class="itemRelTitle"'
A_AUTH = 'rel="author"'
A_MOD = 'class="moduleItemTitle"'
A_MORE = 'class="k2ReadMore"'
TOUTE = "Toute l'actualité"
USERS = {
    "Karim B.": 62,
    "Rédaction Web": 3,
    "Sofiane M.": 71,
    "Amel Z.": 58,
    "Correspondants": 9,
    "Rédaction": 2,
    "Mahrez Lounès": 44,
    "Lyes H.": 66,
}


def k2_date(local: str) -> str:
    """'2026-12-04 14:32' -> '04/12/2026 à 14h32'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}/{m}/{y} à {time.replace(':', 'h')}"


def short(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{d}/{m}/{y}"


class Horizon(Base):
    origin = ORIGIN
    name = "L'Horizon d'Alger"
    prefix = "hzn"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hzn",
            [
                "div.itemView",
                "div.itemHeader h2.itemTitle",
                "span.itemDateCreated",
                "span.itemAuthor",
                "div.itemIntroText",
                "div.itemFullText p",
                "div.itemRelated li",
                ".t3-mainnav .navbar-nav > li > a",
                ".t3-sidebar .moduletable h3",
                "ul.mostread li",
                ".t3-footer",
                "#cookieMessageContainer",
                "div.catItemView",
                "div.k2Pagination",
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
                "L'Horizon d'Alger",
                "t3-k2-frontpage",
                list=["gaz", "cdm", "logement", "match", "olive", "prix"],
            )
        )
        add(
            page(
                "actu",
                "/actualite.html",
                "section",
                "Actualité",
                "k2-category",
                list=["cdm", "logement", "prix", "olive"],
                more="actu2",
            )
        )
        add(
            page(
                "actu2", "/actualite.html?start=10", "section", "Actualité", "k2-category-start-10", list=["interview"]
            )
        )
        add(page("eco", "/economie.html", "section", "Économie", "k2-category", list=["gaz", "prix"]))
        add(page("tag", "/itemlist/tag/Sonatrach.html", "tag", "Sonatrach", "k2-itemlist-tag", list=["gaz"]))
        add(
            page(
                "author",
                "/itemlist/user/62-karim-b.html",
                "author",
                "Karim B.",
                "k2-itemlist-user",
                list=["gaz"],
                bio="Journaliste au service Économie de L'Horizon d'Alger depuis 2012. Énergie, mines et industrie.",
            )
        )
        add(
            page(
                "search",
                f"/component/search/?searchword={SEARCH_Q}&searchphrase=all&Itemid=101",
                "search",
                "Recherche",
                "com-search-results",
                list=["logement"],
            )
        )
        add(
            page(
                "devises",
                "/cours-des-devises.html",
                "live-data",
                "Cours des devises : le dinar face à l'euro et au dollar",
                "com-content-table-official-and-square",
            )
        )
        add(
            page(
                "pensee",
                "/pensees/item/48190-pensee.html",
                "notice",
                "Pensée",
                "k2-item-paid-notice",
                [
                    "Il y a un an, le 5 décembre 2025, nous quittait à jamais notre cher et regretté père, grand-père et époux, Mohamed-Saïd Hamidi, à l'âge de 78 ans, laissant derrière lui un vide immense.",
                    "En cette douloureuse circonstance, sa femme, ses enfants et petits-enfants demandent à tous ceux qui l'ont connu et aimé d'avoir une pieuse pensée à sa mémoire.",
                    "« À Dieu nous appartenons et à Lui nous retournons. »",
                ],
                local="2026-12-04 08:00",
            )
        )
        add(page("pdf", "/edition-pdf.html", "epaper", "Édition PDF", "com-content-pdf-edition"))
        add(
            story(
                "gaz",
                "/economie/item/48213-sonatrach-nouveau-gisement-gaz-illizi.html",
                "Sonatrach : un nouveau gisement de gaz découvert dans le bassin d'Illizi",
                "2026-12-04",
                utc("2026-12-04 14:32", 1, z=True),
                k2_date("2026-12-04 14:32"),
                ["Karim B."],
                [
                    "Le groupe Sonatrach a annoncé jeudi la découverte d'un gisement de gaz naturel à Illizi, dans le Sud-Est du pays, dont les réserves en place sont estimées entre 28 et 35 milliards de mètres cubes.",
                    "Selon un communiqué de la compagnie nationale, la découverte a été réalisée sur le périmètre « Erg Issaouane Nord », où un forage d'exploration a permis de mettre en évidence un débit de 620 000 mètres cubes par jour lors des tests de production. Il s'agit de la sixième découverte annoncée par Sonatrach depuis le début de l'année.",
                    "Le gisement se situe à une quarantaine de kilomètres des installations de traitement de gaz d'In Amenas, ce qui devrait permettre, selon la même source, une mise en production « dans des délais relativement courts » grâce au raccordement aux infrastructures existantes.",
                    "## Des contrats d'exploration relancés",
                    "Cette annonce intervient alors que Sonatrach multiplie les accords avec des partenaires étrangers depuis l'adoption de la loi sur les hydrocarbures de 2019, qui a assoupli le régime fiscal applicable aux contrats d'exploration et de production. Plusieurs appels d'offres ont été attribués cette année dans le bassin de Berkine et dans la région d'Illizi.",
                    "Pour l'économiste Farid Bensalem, joint par téléphone, « ces découvertes sont importantes pour maintenir le niveau des exportations, car la consommation intérieure de gaz augmente de 6 à 7 % par an, portée par la production d'électricité et les ménages ».",
                    "L'Algérie, premier exportateur de gaz naturel d'Afrique, a exporté l'an dernier près de 50 milliards de mètres cubes, dont l'essentiel par gazoducs vers l'Italie et l'Espagne. Les autorités visent une production commercialisée de 110 milliards de mètres cubes à l'horizon 2030.",
                    "Les travaux d'évaluation du nouveau gisement devraient se poursuivre durant le premier semestre 2027, avec le forage de deux puits de délimitation, a précisé le communiqué.",
                ],
                "k2-account-initial-photo-dr",
                section="Économie",
                local="2026-12-04 14:32",
                account="Karim B.",
                account_key="author",
                photo="Photo : DR",
                caption="Un site de traitement de gaz dans le Sud algérien.",
                tag=True,
                hits=2841,
            )
        )
        add(
            story(
                "cdm",
                "/actualite/item/48229-conseil-des-ministres-investissement-agricole-sud.html",
                "Conseil des ministres : adoption du projet de loi sur l'investissement agricole dans le Sud",
                "2026-12-05",
                utc("2026-12-05 00:15", 1, z=True),
                k2_date("2026-12-05 00:15"),
                [],
                [
                    "Le Conseil des ministres, réuni vendredi soir sous la présidence du chef de l'État, a adopté le projet de loi relatif au développement de l'investissement agricole dans les wilayas du Sud, indique un communiqué de la présidence de la République.",
                    "Le texte prévoit notamment la concession de terres agricoles pour une durée de 40 ans renouvelable au profit des investisseurs nationaux et étrangers, assortie d'un cahier des charges fixant des objectifs de production et des obligations en matière d'économie d'eau.",
                    "Le Conseil a également examiné un exposé sur l'état d'avancement des grands projets de cultures stratégiques, notamment les céréales et le maïs, dans les wilayas d'Adrar, de Timimoun, d'El Menia et de Ouargla, où plus de 120 000 hectares ont été mis en valeur depuis 2023.",
                    "Dans ce cadre, il a été décidé de renforcer le raccordement des exploitations au réseau électrique et de lancer la réalisation de dix nouveaux centres de stockage des céréales d'une capacité globale de 800 000 tonnes.",
                    "Le Conseil des ministres a par ailleurs approuvé plusieurs décisions individuelles de nomination et de fin de fonctions à des emplois supérieurs de l'État. (APS)",
                ],
                "k2-agency-aps-utc-jsonld-next-day",
                section="Actualité",
                local="2026-12-05 00:15",
                account="Rédaction Web",
                hits=1577,
            )
        )
        add(
            story(
                "match",
                "/sport/item/48224-ligue-1-jsbe-arrache-le-nul-a-oran.html",
                "Ligue 1 : la JS Bab Ezzouar arrache le nul à Oran dans les arrêts de jeu",
                "2026-12-04",
                utc("2026-12-04 22:50", 1, z=True),
                k2_date("2026-12-04 22:50"),
                ["Sofiane M."],
                [
                    "Menée au score jusqu'à la 90e minute, la JS Bab Ezzouar a arraché le match nul (1-1) vendredi soir sur la pelouse du WA Sidi El Houari, en match comptant pour la 12e journée de Ligue 1.",
                    "Devant près de 30 000 spectateurs, les Oranais ont ouvert le score dès la 23e minute par leur attaquant Ryad Bouzidi, bien servi sur le côté droit par Ilyes Kerroum. Dominateurs en première période, ils ont manqué à deux reprises l'occasion de doubler la mise.",
                    "Les Algérois, méconnaissables pendant une heure, ont réagi après les changements opérés par leur entraîneur. C'est finalement le jeune Anis Meziane, entré en jeu à la 70e minute, qui a égalisé d'une tête plongeante à la 92e minute, sur un corner de Hamza Aït Saïd.",
                    "« On n'a pas lâché, c'est la force de ce groupe. Khassna nkhedmou bezzaf, mais ce point est précieux », a déclaré l'entraîneur de la JSBE à l'issue de la rencontre.",
                    "Ce résultat permet à la JSBE de conserver la tête du classement avec deux points d'avance sur son poursuivant, le CS Hydra, vainqueur plus tôt dans la journée à Béjaïa.",
                    "T: Rang | Club | Pts | J",
                    "T: 1 | JS Bab Ezzouar | 26 | 12",
                    "T: 2 | CS Hydra | 24 | 12",
                    "T: 3 | WA Sidi El Houari | 21 | 12",
                    "T: 4 | NR Tlemcen | 19 | 11",
                    "T: 5 | US Sétif-Est | 18 | 12",
                    "La 13e journée se jouera les 11 et 12 décembre, avec notamment le choc entre la JSBE et le CS Hydra à Alger.",
                ],
                "k2-byline-photo-credit-standings-table",
                section="Sport",
                local="2026-12-04 22:50",
                account="Sofiane M.",
                photo="Photo : Billal B.",
                photo_in_byline=True,
                caption="L'égalisation d'Anis Meziane à la 92e minute.",
                hits=4410,
            )
        )
        add(
            story(
                "logement",
                "/actualite/item/48207-aadl-3-40-000-logements-attribues.html",
                "AADL 3 : 40 000 logements attribués avant la fin du mois, selon le ministère",
                "2026-12-04",
                utc("2026-12-04 09:40", 1, z=True),
                k2_date("2026-12-04 09:40"),
                ["Amel Z.", "Lyes H."],
                [
                    "Quelque 40 000 logements de la formule location-vente AADL 3 seront attribués à leurs bénéficiaires d'ici la fin du mois de décembre, a annoncé hier le ministère de l'Habitat, de l'Urbanisme et de la Ville.",
                    "Les premières remises de clés concerneront les sites de Sidi Abdellah, de Bouinan et de Birtouta, dans la wilaya d'Alger et à Blida, où les travaux de viabilisation ont été achevés, a précisé un responsable du secteur lors d'une conférence de presse.",
                    "Les souscripteurs concernés recevront une notification par SMS et sur leur espace numérique, les invitant à s'acquitter de la dernière tranche avant la signature de l'acte. « Il n'y aura pas de listes affichées ni de tirage au sort, tout se fera en ligne », a-t-il insisté.",
                    "Sur le site de Sidi Abdellah, où nous nous sommes rendus, l'impatience est palpable. « Ça fait six ans qu'on attend, on a payé les tranches en se serrant la ceinture. Nchallah cette fois c'est la bonne », confie Djamel, 41 ans, fonctionnaire et père de trois enfants, qui vit toujours chez ses beaux-parents à Bab El Oued.",
                    "## Des équipements encore en retard",
                    "Si les appartements sont prêts, plusieurs équipements publics accusent du retard. Les écoles primaires prévues sur deux des trois sites ne seront pas livrées avant la rentrée de janvier, et la desserte par le transport public reste insuffisante, reconnaissent les services de la wilaya.",
                    "Le programme AADL 3, lancé en 2024, prévoit au total la réalisation de plus de 400 000 logements à travers le territoire national.",
                ],
                "k2-account-one-of-two-signed-at-bottom",
                section="Actualité",
                local="2026-12-04 09:40",
                account="Amel Z.",
                sigend="Amel Z. et Lyes H.",
                caption="Le site AADL de Sidi Abdellah.",
                hits=6032,
            )
        )
        add(
            story(
                "olive",
                "/regions/item/48188-tizi-ouzou-cueillette-olives-tiwizi.html",
                "Tizi Ouzou : la cueillette des olives bat son plein, la tiwizi reprend ses droits",
                "2026-12-03",
                utc("2026-12-03 17:10", 1, z=True),
                k2_date("2026-12-03 17:10"),
                ["Rachid Aït Ahmed"],
                [
                    "Dans les villages de haute Kabylie, la campagne oléicole bat son plein depuis la mi-novembre. Après deux saisons médiocres, les oliveraies promettent cette année une récolte abondante, et avec elle le retour des traditions d'entraide.",
                    "À Aït Yenni, à Larbaâ Nath Irathen ou à Iferhounène, les familles sont dans les champs dès l'aube. Les bâches sont étendues au pied des arbres, les gaules frappent les branches, et les enfants ramassent les olives tombées à terre. « Cette année, Rebbi ibarek, les arbres ont donné comme autrefois », sourit Na Ouardia, 72 ans, qui n'a manqué aucune saison depuis son enfance.",
                    "Dans plusieurs villages, les comités de village (tajmaât) ont relancé la tiwizi, cette forme de travail collectif où les voisins se relaient pour cueillir les olives des familles qui manquent de bras, notamment celles dont les enfants ont émigré.",
                    "Selon la direction des services agricoles de la wilaya, la production d'huile d'olive pourrait dépasser 18 millions de litres cette saison, contre 11 millions l'an dernier. Les huileries modernes de la wilaya tournent déjà à plein régime.",
                    "Le prix du litre, qui avait atteint 1 500 dinars l'an dernier, devrait redescendre autour de 1 000 dinars, selon les oléiculteurs rencontrés. « Les gens des villes appellent déjà pour réserver leurs bidons », témoigne le gérant d'une huilerie à Draâ Ben Khedda.",
                    "Reste le problème des incendies de l'été, qui ont détruit plusieurs centaines d'hectares d'oliveraies dans les daïras de Mekla et d'Azazga. Les agriculteurs sinistrés attendent toujours les plants promis par les pouvoirs publics.",
                ],
                "k2-correspondent-bold-first-line-of-intro",
                section="Régions",
                local="2026-12-03 17:10",
                account="Correspondants",
                sigtop="De notre correspondant à Tizi Ouzou : Rachid Aït Ahmed",
                caption="Cueillette des olives à Aït Yenni.",
                hits=1893,
            )
        )
        add(
            story(
                "interview",
                "/culture/item/48166-yasmina-ferhat-la-casbah-ne-se-restaure-pas-sans-ses-habitants.html",
                "Yasmina Ferhat, architecte : « La Casbah ne se restaure pas sans ses habitants »",
                "2026-12-03",
                utc("2026-12-03 09:00", 1, z=True),
                k2_date("2026-12-03 09:00"),
                ["Nassima K."],
                [
                    "Architecte spécialisée dans le patrimoine, Yasmina Ferhat a participé à plusieurs chantiers de restauration dans la Casbah d'Alger. Elle revient sur le nouveau plan de sauvegarde annoncé cette semaine.",
                    "Q: Un nouveau plan de sauvegarde de la Casbah a été présenté cette semaine. Qu'en pensez-vous ? || C'est une bonne nouvelle, à condition qu'il ne reste pas sur le papier. Depuis le classement de la Casbah au patrimoine mondial, en 1992, nous avons connu plusieurs plans. Chaque fois, les études ont pris des années et les maisons ont continué à s'effondrer.",
                    "Q: Combien de bâtisses sont aujourd'hui menacées ? || Selon les derniers relevés, près de 400 douérate sont dans un état de dégradation avancée, dont une centaine menacent ruine. Certaines tiennent encore grâce aux étais posés il y a quinze ans, qui eux-mêmes pourrissent.",
                    "Q: Que faudrait-il faire en priorité ? || Il faut d'abord former des artisans. La restauration d'une douéra exige des savoir-faire précis : la chaux, le bois de thuya, les zelliges. Ces métiers disparaissent. Ensuite, il faut associer les habitants. Une maison vide se dégrade deux fois plus vite qu'une maison habitée.",
                    "Q: Les habitants sont-ils prêts à rester ? || Beaucoup veulent rester, mais dans des conditions dignes. Quand vous vivez à huit dans deux pièces humides, vous ne pensez pas au patrimoine, vous pensez à un logement. Le plan doit proposer des solutions de relogement temporaire, avec la garantie du retour.",
                    "Q: Êtes-vous optimiste ? || Prudemment. Les jeunes de la Casbah sont attachés à leur quartier, ils créent des associations, des visites guidées, des ateliers. C'est sur eux qu'il faut compter.",
                ],
                "k2-interview-credit-in-italics",
                section="Culture",
                local="2026-12-03 09:00",
                account="Rédaction",
                sigtop="Entretien réalisé par Nassima K.",
                sigtop_em=True,
                caption="Yasmina Ferhat dans une douéra en cours de restauration.",
                hits=988,
            )
        )
        add(
            story(
                "billet",
                "/chroniques/item/48201-la-chaine-l-huile-et-nous.html",
                "La chaîne, l'huile et nous",
                "2026-12-04",
                None,
                "Vendredi 04 Décembre 2026",
                ["Mahrez Lounès"],
                [
                    "Il y a des matins où l'on se réveille avec une seule idée en tête : trouver un bidon d'huile. Pas pour une recette particulière, non. Juste parce qu'on a entendu au café que « ça va manquer ». Et chez nous, quand quelqu'un dit que ça va manquer, ça finit toujours par manquer.",
                    "Alors on se met dans la chaîne. La chaîne, c'est notre sport national, bien avant le football. On y retrouve le voisin, le cousin, le collègue qu'on n'a pas vu depuis l'Aïd. On y parle de tout : du prix de la pomme de terre, de la hogra du guichet, du fils parti en Espagne, du match de vendredi.",
                    "Il y a toujours un malin qui connaît quelqu'un à l'intérieur. Il passe devant tout le monde, un sourire gêné aux lèvres, et personne ne dit rien. Chacun se dit qu'un jour, lui aussi, connaîtra quelqu'un. C'est ça, el ktaf : l'épaule, le piston, la petite tchipa qui ouvre les portes.",
                    "Le trabendiste du coin, lui, ne fait jamais la chaîne. Il a déjà tout : l'huile, le lait en poudre, le sucre, la semoule. À un prix « raisonnable », dit-il, en glissant les bouteilles dans une chkara noire comme s'il s'agissait de contrebande. C'en est, d'ailleurs.",
                    "Le plus drôle, c'est qu'au bout de la chaîne, il y a souvent de l'huile pour tout le monde. Mais personne ne le croira. Demain matin, au café, quelqu'un dira que c'est le sucre qui va manquer. Et on recommencera. Ya kho, c'est ça, el khobza.",
                ],
                "k2-column-day-only-no-jsonld-kicker",
                section="Chroniques",
                local="2026-12-04 06:00",
                account="Mahrez Lounès",
                kicker="LE BILLET",
                hits=3120,
            )
        )
        add(
            story(
                "prix",
                "/actualite/item/48209-cherte-fruits-legumes-pomme-de-terre-120-dinars.html",
                "Cherté des fruits et légumes : la pomme de terre franchit la barre des 120 dinars",
                "2026-12-04",
                utc("2026-12-04 11:20", 1, z=True),
                k2_date("2026-12-04 11:20"),
                ["Lyes H."],
                [
                    "Les prix des fruits et légumes poursuivent leur envolée sur les marchés de la capitale. La pomme de terre, produit de large consommation, s'affichait hier à 120 dinars le kilo dans plusieurs marchés de détail.",
                    "Au marché de la place du 1er-Mai, les ménagères ne cachent pas leur colère. « Avec 120 dinars le kilo de batata, comment voulez-vous qu'on remplisse le couffin ? », s'indigne une retraitée venue de Belouizdad. Voici les prix relevés hier matin :",
                    "- Pomme de terre : 110 à 120 DA le kilo",
                    "- Tomate : 180 à 220 DA",
                    "- Oignon : 90 à 100 DA",
                    "- Courgette : 160 DA",
                    "- Orange : 250 à 300 DA",
                    "Les commerçants, de leur côté, rejettent la responsabilité sur les marchés de gros. « On achète cher, on revend cher. À Bougara, le sac de 25 kilos est à 2 500 dinars », explique un détaillant.",
                    "Le ministère du Commerce a annoncé dans l'après-midi le déstockage de 30 000 tonnes de pomme de terre à partir des chambres froides du système de régulation, avec un prix plafonné à 80 dinars dans les points de vente de proximité. Une mesure qui devrait entrer en vigueur dès dimanche.",
                ],
                "k2-updated-price-list",
                section="Actualité",
                local="2026-12-04 11:20",
                upd="2026-12-04 18:05",
                account="Lyes H.",
                caption="Au marché de la place du 1er-Mai, à Alger.",
                hits=5207,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def jsonld(self, doc: Doc) -> str:
        if not doc.is_article or not doc.iso:
            return ""
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "description": self.lede(doc),
            "image": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/media/k2/items/cache/{self.item_id(doc)}_XL.jpg",
                "width": 900,
                "height": 600,
            },
            "author": {
                "@type": "Person",
                "name": doc.extra["account"],
                "url": ORIGIN + self.user_path(doc.extra["account"]),
            },
            "publisher": {
                "@type": "Organization",
                "name": "L'Horizon d'Alger",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo-horizon.png"},
            },
            "datePublished": doc.iso,
            "dateModified": utc(doc.extra["upd"], 1, z=True) if doc.extra.get("upd") else doc.iso,
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False, indent=2)}</script>'

    def item_id(self, doc: Doc) -> str:
        return doc.path.rsplit("/", 1)[-1].split("-", 1)[0]

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = f"{doc.extra['kicker'].capitalize()} : {doc.title}" if doc.extra.get("kicker") else doc.title
        head_title = (
            "L'Horizon d'Alger - Quotidien national d'information"
            if doc.key == "home"
            else f"{title} - L'Horizon d'Alger"
        )
        metas = [f'<base href="{esc(url)}" />', '<meta http-equiv="content-type" content="text/html; charset=utf-8" />']
        if doc.is_article:
            metas += [
                f'<meta name="keywords" content="{esc(doc.section)}, Algérie, actualité" />',
                '<meta name="rights" content="© L\'Horizon d\'Alger" />',
                f'<meta name="author" content="{esc(doc.extra["account"])}" />',
                f'<meta property="og:url" content="{esc(url)}" />',
                f'<meta property="og:title" content="{esc(title)}" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="og:image" content="{ORIGIN}/media/k2/items/cache/{self.item_id(doc)}_M.jpg" />',
                f'<meta property="og:description" content="{esc(self.lede(doc))}" />',
                '<meta name="twitter:card" content="summary_large_image" />',
                f'<meta name="description" content="{esc(self.lede(doc))}" />',
            ]
        elif doc.kind == "notice":
            metas += [
                f'<meta property="og:url" content="{esc(url)}" />',
                '<meta property="og:title" content="Pensée" />',
                '<meta property="og:type" content="article" />',
                '<meta name="author" content="Publicité" />',
            ]
        else:
            metas.append(
                '<meta name="description" content="L\'Horizon d\'Alger, quotidien national d\'information : actualité, économie, régions, sport, culture." />'
            )
        metas.append('<meta name="generator" content="Joomla! - Open Source Content Management" />')
        menu = [
            ("home", "Accueil"),
            ("actu", "Actualité"),
            ("eco", "Économie"),
            (f"{ORIGIN}/regions.html", "Régions"),
            (f"{ORIGIN}/sport.html", "Sport"),
            (f"{ORIGIN}/culture.html", "Culture"),
            (f"{ORIGIN}/chroniques.html", "Chroniques"),
            ("pdf", "Édition PDF"),
        ]
        nav = "".join(
            f'<li class="item-{101 + i}{" current active" if k == doc.key else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        most = "".join(
            f'<li class="{"odd" if i % 2 == 0 else "even"}">{self.a(k, self.docs[k].title, "aside", A_MOD)}<span class="moduleItemDateCreated">{short(self.docs[k].extra["local"])}</span></li>'
            for i, k in enumerate(["prix", "logement", "match", "billet"])
        )
        cookie = '<div id="cookieMessageContainer" style="position:fixed;bottom:0;width:100%"><div id="cookieMessageText">Ce site utilise des cookies pour vous offrir une meilleure expérience de navigation.</div><a id="continue_button" class="btn" href="#" onclick="return false;">J\'accepte</a> <a href="/politique-de-confidentialite.html">En savoir plus</a></div>'
        return f"""<!DOCTYPE html>
<html prefix="og: http://ogp.me/ns#" lang="fr-fr" dir="ltr" class="com_{"k2 view-item" if doc.is_article or doc.kind == "notice" else "content view-" + doc.kind} itemid-{112} j39 mm-hover">
<head>
{chr(10).join(metas)}
<title>{esc(head_title)}</title>
<link href="{esc(self.href(doc.key))}" rel="canonical" />
<link href="/templates/t3_horizon/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />
<link href="/media/k2/assets/css/k2.fonts.css?v2.10.3" rel="stylesheet" type="text/css" />
<link href="/components/com_k2/css/k2.css?v2.10.3" rel="stylesheet" type="text/css" />
<link href="/templates/t3_horizon/css/themes/horizon/template.css" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script src="/media/jui/js/jquery.min.js?b4d1e8c2" type="text/javascript"></script>
<script src="/media/k2/assets/js/k2.frontend.js?v2.10.3&amp;b=20200429&amp;sitepath=/" type="text/javascript"></script>
{self.jsonld(doc)}
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HZN4DZ2026"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-HZN4DZ2026');</script>
</head>
<body>
<div class="t3-wrapper">
<header id="t3-header" class="container t3-header">
<div class="row">
<div class="col-xs-12 col-sm-4 logo"><div class="logo-image"><a href="/" title="L'Horizon d'Alger"><img class="logo-img" src="/images/logo-horizon.png" alt="L'Horizon d'Alger" /><span>L'Horizon d'Alger</span></a><small class="site-slogan">Quotidien national d'information</small></div></div>
<div class="col-xs-12 col-sm-8"><div class="head-date">Samedi 05 Décembre 2026 - 24 Djoumada Ethania 1448</div><div class="head-ad"><div id="banner-728" class="bannergroup"><a href="/component/banners/click/14.html" target="_blank" rel="noopener noreferrer" title="Banque"><img src="/images/banners/banque-728x90.gif" alt="Publicité" width="728" height="90" /></a></div></div></div>
</div>
</header>
<nav id="t3-mainnav" class="wrap navbar navbar-default t3-mainnav"><div class="container"><div class="t3-navbar navbar-collapse collapse"><ul class="nav navbar-nav level0">{nav}</ul></div>
<form action="/component/search/" method="get" class="form-inline navbar-form"><input name="searchword" maxlength="200" class="form-control search-query" type="search" size="20" placeholder="Rechercher..." /><input type="hidden" name="task" value="search" /><input type="hidden" name="option" value="com_search" /><input type="hidden" name="Itemid" value="101" /></form></div></nav>
<div class="breaking-news container"><span class="label">Dernière minute</span> {self.a("cdm", self.docs["cdm"].title, "aside")}</div>
<div id="t3-mainbody" class="container t3-mainbody"><div class="row">
<div id="t3-content" class="t3-content col-xs-12 col-sm-8">
<div id="system-message-container"></div>
{main}
</div>
<div class="t3-sidebar t3-sidebar-right col-xs-12 col-sm-4">
<div class="t3-module module mostread"><div class="module-inner"><h3 class="module-title"><span>Les plus lus</span></h3><div class="module-ct"><div id="k2ModuleBox131" class="k2ItemsBlock"><ul class="mostread">{most}</ul></div></div></div></div>
<div class="t3-module module devises"><div class="module-inner"><h3 class="module-title"><span>Le dinar aujourd'hui</span></h3><div class="module-ct"><p>1 € = 151,42 DA (officiel) · 259,00 DA (square)</p><p>{self.a("devises", "Tous les cours", "aside")}</p></div></div></div>
<div class="t3-module module"><div class="module-inner"><div class="module-ct"><div class="bannergroup"><a href="/component/banners/click/17.html" target="_blank" rel="noopener noreferrer" title="Opérateur"><img src="/images/banners/mobilis-300x250.jpg" alt="Publicité" width="300" height="250" /></a></div></div></div></div>
<div class="t3-module module prieres"><div class="module-inner"><h3 class="module-title"><span>Horaires des prières (Alger)</span></h3><div class="module-ct"><p>Fadjr 06:12 · Dohr 12:46 · Asr 15:20 · Maghreb 17:40 · Icha 19:04</p></div></div></div>
</div>
</div></div>
<footer id="t3-footer" class="wrap t3-footer"><div class="container"><ul class="nav nav-pills nav-stacked menu footer-menu"><li><a href="/qui-sommes-nous.html">Qui sommes-nous</a></li><li><a href="/publicite.html">Publicité</a></li><li><a href="/contact.html">Contact</a></li><li>{self.a("pensee", "Pensées et condoléances", "footer")}</li><li><a href="/politique-de-confidentialite.html">Confidentialité</a></li></ul>
<div class="copyright"><small>Copyright © 2026 L'Horizon d'Alger. Tous droits réservés. Siège : Maison de la Presse Tahar-Djaout, 1, rue Bachir-Attar, Alger.</small></div></div></footer>
</div>
{cookie}
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        acc = doc.extra["account"]
        if doc.extra.get("account_key"):
            who = self.a(doc.extra["account_key"], acc, "byline", A_AUTH)
        else:
            who = f'<a rel="author" href="{self.user_path(acc)}">{esc(acc)}</a>'
        photo = (
            f' <span class="itemPhotoCredit">| {esc(doc.extra["photo"])}</span>'
            if doc.extra.get("photo_in_byline")
            else ""
        )
        return f'<span class="itemAuthor">Par&nbsp;{who}</span>{photo}'

    def story_main(self, doc: Doc) -> str:
        iid = self.item_id(doc)
        intro, rest = doc.blocks[0], doc.blocks[1:]
        sigtop = ""
        if doc.extra.get("sigtop"):
            inner = (
                f"<em>{esc(doc.extra['sigtop'])}</em>"
                if doc.extra.get("sigtop_em")
                else f"<strong>{esc(doc.extra['sigtop'])}</strong>"
            )
            sigtop = f"<p>{inner}</p>"
        intro_html = f'<div class="itemIntroText">\n{sigtop}<p><strong>{self.inline(intro[1])}</strong></p>\n</div>'
        parts = []
        for b in rest:
            if b[0] == "qa":
                parts.append(f"<p><strong>{esc(b[1])}</strong></p>\n<p>{self.inline(b[2])}</p>")
            else:
                parts.append(self.blocks_of([b]))
        if doc.extra.get("sigend"):
            parts.append(f'<p style="text-align: right;"><strong>{esc(doc.extra["sigend"])}</strong></p>')
        image = ""
        if doc.extra.get("caption"):
            credit = (
                f'<span class="itemImageCredits">{esc(doc.extra["photo"])}</span>'
                if doc.extra.get("photo") and not doc.extra.get("photo_in_byline")
                else ""
            )
            image = f'<div class="itemImageBlock"><span class="itemImage"><a data-k2-modal="image" href="/media/k2/items/cache/{iid}_XL.jpg" title="Cliquer pour agrandir l\'image"><img src="/media/k2/items/cache/{iid}_L.jpg" alt="{esc(doc.extra["caption"])}" style="width:600px; height:auto;" /></a></span><span class="itemImageCaption">{esc(doc.extra["caption"])}</span>{credit}<div class="clr"></div></div>'
        upd = (
            f'<div class="itemDateModified">Mis à jour le {k2_date(doc.extra["upd"])}</div>'
            if doc.extra.get("upd")
            else ""
        )
        cat_key = {"Actualité": "actu", "Économie": "eco"}.get(doc.section)
        cat = (
            self.a(cat_key, doc.section, "breadcrumb")
            if cat_key
            else f'<a href="/{doc.path.split("/")[1]}.html">{esc(doc.section)}</a>'
        )
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="itemTagsBlock"><span>Mots-clés</span><ul class="itemTags"><li>{self.a("tag", "Sonatrach", "tag")}</li><li><a href="/itemlist/tag/Gaz.html">Gaz</a></li><li><a href="/itemlist/tag/Illizi.html">Illizi</a></li></ul><div class="clr"></div></div>'
        i = ARTS.index(doc.key)
        rel_keys = [ARTS[(i + 1) % 8], ARTS[(i + 3) % 8], ARTS[(i + 5) % 8]]
        related = "".join(
            f'<li class="{"even" if j % 2 else "odd"}">{self.a(k, self.docs[k].title, "related", A_REL)}</li>'
            for j, k in enumerate(rel_keys)
        )
        prev_k, next_k = ARTS[(i - 1) % 8], ARTS[(i + 1) % 8]
        kicker = (
            f'<div class="itemExtraFields"><span class="itemExtraFieldsValue rubrique">{esc(doc.extra["kicker"])}</span></div>'
            if doc.extra.get("kicker")
            else ""
        )
        author_block = ""
        if doc.key == "gaz":
            author_block = f'<div class="itemAuthorBlock"><img class="itemAuthorAvatar" src="/media/k2/users/62.jpg" alt="Karim B." /><div class="itemAuthorDetails"><h3 class="authorName">{self.a("author", "Karim B.", "byline")}</h3><p>Journaliste au service Économie.</p></div></div>'
        return f"""<!-- Start K2 Item Layout -->
<span id="startOfPageId{iid}"></span>
<div id="k2Container" class="itemView">
<div class="itemHeader">
{kicker}
<span class="itemDateCreated">{esc(doc.stamp)}</span>
<h2 class="itemTitle">{esc(doc.title)}</h2>
{self.byline(doc)}
</div>
<div class="itemToolbar"><ul><li><a class="itemPrintLink" rel="nofollow" href="{esc(doc.path)}?tmpl=component&amp;print=1" onclick="window.open(this.href,'printWindow','width=900,height=600');return false;">Imprimer</a></li><li><a class="itemEmailLink" rel="nofollow" href="/component/mailto/?tmpl=component&amp;template=t3_horizon&amp;link=a8f3c01d">E-mail</a></li><li><a class="itemCommentsLink k2Anchor" href="{esc(doc.path)}#itemCommentsAnchor">Soyez le premier à commenter !</a></li></ul><div class="clr"></div></div>
<div class="itemBody">
{image}
{intro_html}
<div class="itemFullText">
{chr(10).join(parts)}
</div>
{upd}
<div class="clr"></div>
</div>
<div class="itemLinks"><div class="itemCategory"><span>Publié dans</span> {cat}</div>{tags}<div class="clr"></div></div>
<div class="itemHitsTwitter"><span class="itemHits">Lu <b>{doc.extra["hits"]}</b> fois</span></div>
{author_block}
<div class="itemRelated"><h3>Articles similaires</h3><ul>{related}</ul><div class="clr"></div></div>
<div class="itemNavigation"><span class="itemNavigationTitle">Plus dans cette catégorie :</span> {self.a(prev_k, "« " + self.docs[prev_k].title, "related", 'class="itemPrevious"')} {self.a(next_k, self.docs[next_k].title + " »", "related", 'class="itemNext"')}</div>
<a name="itemCommentsAnchor" id="itemCommentsAnchor"></a>
<div class="itemComments"><div class="itemCommentsForm"><h3>Laisser un commentaire</h3><p class="itemCommentsFormNotes">Assurez-vous de saisir les informations obligatoires, signalées par une étoile (*). Le code HTML n'est pas autorisé.</p><form action="/index.php" method="post" id="comment-form" class="form-validate"><textarea rows="20" cols="10" class="inputbox" name="commentText" id="commentText"></textarea><input class="inputbox" type="text" name="userName" id="userName" value="Votre nom" /><input type="submit" class="button" id="submitCommentButton" value="Envoyer le commentaire" /></form></div></div>
</div>
<!-- End K2 Item Layout -->"""

    def blocks_of(self, blocks: list[tuple[Any, ...]]) -> str:
        return blocks_html(self, blocks)

    def user_path(self, account: str) -> str:
        uid = USERS[account]
        slug = account.lower().replace(" ", "-").replace(".", "").replace("è", "e").replace("é", "e")
        return f"/itemlist/user/{uid}-{slug}.html"

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            iid = self.item_id(d)
            items.append(
                f'<div class="itemContainer itemContainerLast" style="width:100.0%;"><div class="catItemView groupLeading"><div class="catItemHeader"><span class="catItemDateCreated">{esc(d.stamp if d.key == "billet" else short(d.extra["local"]))}</span>'
                f'<h3 class="catItemTitle">{self.a(k, d.title, "content")}</h3></div><div class="catItemBody"><div class="catItemImageBlock"><span class="catItemImage"><img src="/media/k2/items/cache/{iid}_S.jpg" alt="" style="width:200px;height:auto;" /></span></div><div class="catItemIntroText">{esc(self.lede(d))}</div></div>'
                f'<div class="catItemReadMore">{self.a(k, "Lire la suite...", "content", A_MORE)}</div></div></div>'
            )
        older = [
            (
                "/actualite/item/48101-rentree-universitaire-bilan.html",
                "Rentrée universitaire : le ministère dresse un premier bilan",
                "28/11/2026",
            ),
            (
                "/actualite/item/48077-transport-urbain-nouvelles-lignes-etusa.html",
                "Transport urbain : nouvelles lignes de bus à Alger-Est",
                "27/11/2026",
            ),
            (
                "/actualite/item/48052-ramadhan-prix-plafonnes.html",
                "Commerce : vers un plafonnement des marges sur les produits de base",
                "26/11/2026",
            ),
        ]
        extra = ""
        if doc.key in ("actu2", "tag", "author", "search"):
            extra = "".join(
                f'<div class="itemContainer"><div class="catItemView"><span class="catItemDateCreated">{dt}</span><h3 class="catItemTitle"><a href="{p}">{esc(t)}</a></h3></div></div>'
                for p, t, dt in older
            )
        if doc.kind == "home":
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1><div class="home-une"><span class="label">À la une</span></div>'
        elif doc.kind == "section":
            head = f'<div class="itemListCategoriesBlock"><div class="itemListCategory"><h2>{esc(doc.title)}</h2></div></div>'
        elif doc.kind == "tag":
            head = f'<div id="k2Container" class="tagView"><h1>Affichage des éléments par étiquette : {esc(doc.title)}</h1></div>'
        elif doc.kind == "author":
            head = f'<div id="k2Container" class="userView"><div class="userBlock"><img src="/media/k2/users/62.jpg" alt="{esc(doc.title)}" style="width:100px;height:auto;" /><h2>{esc(doc.title)}</h2><div class="userDescription"><p>{esc(doc.extra["bio"])}</p></div><div class="k2FeedIcon"><a href="/itemlist/user/62-karim-b.html?format=feed" title="S\'abonner au flux RSS">S\'abonner au flux RSS</a></div></div></div>'
        else:
            head = f'<div class="search"><h1>{esc(doc.title)}</h1><form id="searchForm" action="/component/search/" method="post"><input type="text" name="searchword" id="search-searchword" size="30" maxlength="200" value="{SEARCH_Q}" class="inputbox" /><button name="Search" class="btn">Rechercher</button><fieldset class="phrases">Rechercher : <input type="radio" name="searchphrase" value="all" checked="checked" /> Tous les mots <input type="radio" name="searchphrase" value="any" /> N\'importe quel mot <input type="radio" name="searchphrase" value="exact" /> Phrase exacte</fieldset></form><div class="searchintro"><p>Recherche de : <strong>{SEARCH_Q}</strong></p><p><span class="badge badge-info">4</span> résultats trouvés.</p></div></div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="k2Pagination"><ul class="pagination-list"><li class="active"><a>1</a></li><li>{self.a(doc.extra["more"], "2", "pagination")}</li><li><a href="/actualite.html?start=20">3</a></li><li>{self.a(doc.extra["more"], "Suivant", "pagination")}</li><li><a href="/actualite.html?start=370">Fin</a></li></ul><p class="counter">Page 1 sur 38</p></div>'
        elif doc.key == "actu2":
            pager = f'<div class="k2Pagination"><ul class="pagination-list"><li>{self.a("actu", "Début", "pagination")}</li><li>{self.a("actu", "Précédent", "pagination")}</li><li>{self.a("actu", "1", "pagination")}</li><li class="active"><a>2</a></li><li><a href="/actualite.html?start=20">3</a></li></ul><p class="counter">Page 2 sur 38</p></div>'
        elif doc.kind == "home":
            pager = f'<div class="home-more">{self.a("actu", TOUTE, "content")} · {self.a("search", "Dossier logement", "content")} · {self.a("devises", "Cours des devises", "content")} · {self.a("tag", "Sonatrach", "content")}</div>'
        return f"""<div id="k2Container" class="itemListView">
{head}
<div class="itemList"><div id="itemListLeading">
{"".join(items)}
{extra}
</div></div>
{pager}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live-data":
            rows = [
                ("Euro (EUR)", "151,42", "151,49", "257,00", "259,00"),
                ("Dollar US (USD)", "130,18", "130,24", "226,00", "228,00"),
                ("Livre sterling (GBP)", "174,60", "174,70", "297,00", "300,00"),
                ("Dollar canadien (CAD)", "93,77", "93,85", "160,00", "163,00"),
                ("Franc suisse (CHF)", "161,05", "161,20", "270,00", "274,00"),
                ("Dinar tunisien (TND)", "41,93", "41,98", "70,00", "72,00"),
                ("Dirham marocain (MAD)", "13,64", "13,66", "—", "—"),
            ]
            trs = "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
            return f"""<div class="item-page" itemscope itemtype="https://schema.org/Article">
<div class="page-header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
<div itemprop="articleBody">
<p class="maj">Dernière mise à jour : 05/12/2026 à 09h00</p>
<p>Cours de référence de la Banque d'Algérie et cotations relevées sur le marché parallèle (square Port-Saïd, Alger), en dinars algériens pour une unité de devise.</p>
<table class="table table-striped devises"><thead><tr><th>Devise</th><th>Officiel (achat)</th><th>Officiel (vente)</th><th>Square (achat)</th><th>Square (vente)</th></tr></thead><tbody>
{trs}
</tbody></table>
<p class="note">Les cours du marché parallèle sont donnés à titre indicatif. L'Horizon d'Alger ne saurait être tenu responsable de leur utilisation.</p>
<p><a href="/cours-des-devises/archives.html">Archives des cours</a> · {self.a("eco", "Rubrique Économie", "content")}</p>
</div></div>"""
        if doc.kind == "notice":
            return f"""<!-- Start K2 Item Layout -->
<div id="k2Container" class="itemView pensees">
<div class="itemHeader"><span class="itemDateCreated">{k2_date(doc.extra["local"])}</span><h2 class="itemTitle">{esc(doc.title)}</h2><span class="itemAuthor">Par&nbsp;<a rel="author" href="/itemlist/user/70-publicite.html">Publicité</a></span></div>
<div class="itemBody"><div class="itemImageBlock"><span class="itemImage"><img src="/media/k2/items/cache/48190_M.jpg" alt="Pensée" style="width:240px; height:auto;" /></span></div>
<div class="itemFullText">
{self.blocks(doc)}
</div></div>
<div class="itemLinks"><div class="itemCategory"><span>Publié dans</span> <a href="/pensees.html">Pensées</a></div></div>
<div class="itemNavigation"><span class="itemNavigationTitle">Plus dans cette catégorie :</span> <a class="itemPrevious" href="/pensees/item/48171-condoleances.html">« Condoléances</a> <a class="itemNext" href="/pensees/item/48214-pensee.html">Pensée »</a></div>
</div>
<!-- End K2 Item Layout -->"""
        if doc.kind == "epaper":
            back = "".join(
                f'<li><a href="/edition-pdf/{d}.html">{d[8:]}/{d[5:7]}/{d[:4]}</a></li>'
                for d in ("2026-12-04", "2026-12-03", "2026-12-02", "2026-12-01", "2026-11-30")
            )
            return f"""<div class="item-page">
<div class="page-header"><h1>{esc(doc.title)}</h1></div>
<div class="pdf-edition"><p class="edition-date">Édition du samedi 05 décembre 2026 — N° 6418</p>
<a href="/images/pdf/2026/12/horizon-20261205.pdf" class="pdf-cover"><img src="/images/pdf/2026/12/horizon-20261205-une.jpg" alt="La une du 05/12/2026" width="420" height="594" /></a>
<p><a class="btn btn-primary" href="/images/pdf/2026/12/horizon-20261205.pdf">Télécharger le PDF (8,4 Mo)</a></p>
<h3>Éditions précédentes</h3><ul class="pdf-archive">{back}</ul>
<p>À la une : {self.a("cdm", self.docs["cdm"].title, "content")}</p>
</div></div>"""
        raise AssertionError(doc.key)
