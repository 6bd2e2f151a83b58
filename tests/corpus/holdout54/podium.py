# ruff: noqa: E501 (page texts and markup are long literal lines; French typography is deliberate)
"""Le Podium: a French sports daily, L'Équipe-like (BEM classes `Article__title`, `Article__chapo`, `Author__name`,
`Article__date`, `Paragraph__content`, `Article__paywall`, a `window.__NUXT__` state; URLs
`/<Sport>/Article/<slug>/<id>`, `/Football/match-direct/ligue-1/2026-2027/<slug>-live/<id>`,
`/Football/ligue-1/page-classement-equipes/general`, `/Football/`, `/Football/page-2`, `/Tag/<Slug>`,
`/Journaliste/<slug>`, `/recherche?q=`), French with non-breaking spaces before `: ; ! ?` and inside « », UTF-8.
Bylines "Par Julien Morel", "Par Thomas Vidal et Antoine Guérin", "Le Podium (avec AFP)"; dates "Publié le 4 décembre
2026 à 18h40, mis à jour à 19h05" (or "mis à jour le 5 décembre 2026 à 00h14"). JSON-LD `NewsArticle` in +01:00,
but the editorial's is UTC (23:25Z on 4 Dec = 00:25 on 5 Dec in Paris); the match report's JSON-LD author is the
paper (Organization) though a person signs it. The "abonnés" story shows its chapo, two paragraphs and a paywall box
(`isAccessibleForFree: false`). The Ligue 1 ranking and the subscription page are not articles; the live "direct" is one (relabelled per the
live-page policy: `relabel`)."""

from __future__ import annotations

import json
import re
from typing import Any

from common import Base, lines, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["abonnes", "cyclisme", "match", "edito", "entretien", "rugby", "biathlon", "prolongation"]
NBSP = "\u00a0"


def nb(text: str) -> str:
    """French typography: a no-break space before high punctuation and inside guillemets."""
    text = re.sub(r" ([:;!?»])", NBSP + r"\1", text)
    return text.replace("« ", "«" + NBSP)


def fr(text: str) -> list[str]:
    return [nb(line) for line in lines(text)]


def pub(day: int, hm: str, upd: str = "") -> str:
    out = f"Publié le {day} décembre 2026 à {hm.replace(':', 'h')}"
    if upd:
        out += f", mis à jour {upd}"
    return out


ABONNES = fr("""
Il est 8 h 15, un mardi de novembre, et le brouillard n'a pas encore quitté les terrains du centre de formation de Ty-Nevez, à la sortie de Vannes. Sur le synthétique numéro 3, une quinzaine de garçons de moins de 17 ans enchaînent les exercices de conservation sous l'œil d'un éducateur qui ne hausse jamais la voix. Dans trois ans, si les statistiques du club se vérifient, deux d'entre eux joueront en Ligue 1. Et l'un des deux sera vendu.
Au Stade Armoricain, cette phrase n'a rien de cynique. Elle résume un modèle économique assumé, revendiqué même, qui a permis à un club au budget modeste de se maintenir dans l'élite depuis quinze ans sans jamais connaître de crise financière. Entre 2016 et 2026, le club a encaissé 312 millions d'euros de transferts de joueurs issus de son centre. Aucun autre club français de sa taille n'approche ce chiffre.
""")
CYCLISME = fr("""
Lucas Giraud a réalisé le coup parfait ce vendredi sur les pentes du Maïdo. Le grimpeur de l'équipe Océan Indien Cyclisme a attaqué à six kilomètres du sommet, lâché un à un ses adversaires et s'est imposé en solitaire au terme de la troisième étape du Tour de La Réunion, longue de 128 kilomètres entre Saint-Pierre et le belvédère du Maïdo. Il s'empare du maillot jaune avec 22 secondes d'avance sur Mathis Payet.
La course s'était pourtant longtemps résumée à une échappée de cinq coureurs, partie dès le kilomètre 12 et reprise au pied de l'ascension finale, longue de 14 kilomètres à 7,8 % de moyenne. Sous une chaleur écrasante, le peloton a explosé dès les premières rampes, sous l'impulsion des coéquipiers de Payet, leader au départ de la journée.
« J'avais reconnu la montée deux fois la semaine dernière, je savais que la partie la plus dure était entre le sixième et le quatrième kilomètre, a expliqué Giraud, encore essoufflé, sous la banderole. J'ai attendu le bon moment et j'ai tout donné. Je ne pensais pas reprendre autant de temps. »
Payet, longtemps accroché à la roue du Portugais Tiago Moreira, a limité la casse dans le dernier kilomètre pour terminer deuxième à 14 secondes. « Lucas était le plus fort aujourd'hui, il n'y a rien à dire, a reconnu le coureur de Saint-Denis. Mais il reste deux étapes et la dernière est très piégeuse. Rien n'est fini. »
## Un week-end décisif
Samedi, la quatrième étape mènera les coureurs de Saint-Paul à Cilaos sur un parcours de 112 kilomètres, avec la redoutable route aux 400 virages en guise de juge de paix. L'arrivée au sommet pourrait de nouveau redistribuer les cartes.
Dimanche, le final traditionnel autour de Saint-Denis, plat mais souvent venté, devrait surtout sourire aux sprinteurs. Giraud sait donc que c'est samedi qu'il devra défendre son maillot.
### Classement de la 3e étape
T: Rang | Coureur | Équipe | Temps
T: 1 | Lucas Giraud (FRA) | Océan Indien Cyclisme | 3h41'26"
T: 2 | Mathis Payet (FRA) | VC Saint-Denis | à 14"
T: 3 | Tiago Moreira (POR) | Atlântico Pro Cycling | à 31"
T: 4 | Kevin Hoarau (FRA) | Team Sud Sauvage | à 48"
T: 5 | Adrien Lebon (FRA) | VC Saint-Denis | à 1'05"
T: 6 | Jonas Ekberg (SWE) | Nordic Development | à 1'22"
### Classement général
T: Rang | Coureur | Équipe | Temps
T: 1 | Lucas Giraud (FRA) | Océan Indien Cyclisme | 10h58'17"
T: 2 | Mathis Payet (FRA) | VC Saint-Denis | à 22"
T: 3 | Tiago Moreira (POR) | Atlântico Pro Cycling | à 57"
T: 4 | Kevin Hoarau (FRA) | Team Sud Sauvage | à 1'34"
T: 5 | Adrien Lebon (FRA) | VC Saint-Denis | à 2'10"
""")
MATCH = fr("""
Il ne restait plus que quelques secondes, et tout le stade de Kercado se voyait déjà fêter une quatrième victoire consécutive. Mais la frappe de Bilal Haddad, déviée par le genou de Gwenaël Le Floch, a trompé Ronan Guillou dans le temps additionnel (90e+4). Le Stade Armoricain, qui a mené 2-1 pendant près d'une demi-heure, doit se contenter du match nul (2-2) face à l'Olympique Provençal, ce vendredi soir en ouverture de la 15e journée de Ligue 1.
Le scénario est cruel pour les Bretons, qui avaient fait l'essentiel. Menés dès la 11e minute après un but de Samuel Ndiaye, bien servi par Haddad dans le dos de la défense, ils avaient réagi avant la pause grâce à Maël Le Goff, auteur d'une reprise de volée imparable sur un centre de Loïc Tanguy (38e).
## Le Goff, encore lui
Au retour des vestiaires, les hommes de Pierre-Yves Kerouac ont pris le contrôle du milieu et multiplié les occasions. Le Goff, encore lui, a donné l'avantage aux siens d'une tête décroisée sur corner (64e), son septième but de la saison en championnat. L'Olympique Provençal, peu inspiré, semblait résigné.
Mais les Armoricains n'ont pas su tuer le match. Tanguy a trouvé le poteau à la 78e, puis Yannick Pérès a manqué un face-à-face avec Florian Castel à cinq minutes de la fin. Une indécision qui s'est payée au bout du temps additionnel, sur la dernière offensive provençale.
« On a joué le match qu'il fallait pendant 90 minutes, a regretté Kerouac en conférence de presse. Mais à ce niveau, quand tu ne marques pas le troisième, tu prends le risque de le payer. C'est une leçon, une de plus. »
En face, Julien Castagné savourait un point arraché à l'expérience. « On n'a pas fait un grand match, on le sait. Mais l'équipe n'a jamais lâché, et c'est aussi comme ça qu'on construit une saison », a estimé l'entraîneur marseillais.
Au classement, le Stade Armoricain reste cinquième avec 26 points, à une longueur du podium. L'Olympique Provençal, troisième, compte un point d'avance sur son adversaire du soir.
""")
EDITO = fr("""
Il y a des chiffres qui devraient empêcher un président de club de dormir. Le déficit cumulé des clubs de Ligue 1 a dépassé le milliard d'euros sur les trois dernières saisons, selon le dernier rapport de la DNCG. Et pourtant, chaque mercato continue de ressembler au précédent : des salaires qui montent, des indemnités de transfert payées à crédit, des budgets bâtis sur des ventes qui n'ont pas encore eu lieu.
Le football français vit au-dessus de ses moyens depuis longtemps. Ce qui a changé, c'est que la marge de manœuvre a disparu. Les droits télévisés ont baissé, les investisseurs étrangers se font plus prudents et la concurrence des championnats voisins, plus riches, s'est accrue. Le modèle qui consistait à acheter cher en espérant revendre plus cher encore ne fonctionne plus que pour une poignée de clubs.
Ce constat n'a rien de nouveau, mais il appelle des décisions que personne ne veut prendre. Plafonner la masse salariale, par exemple, comme le font déjà plusieurs sports professionnels. Ou conditionner les dépenses de transferts à des garanties réelles, et non à des projections optimistes validées par des commissions complaisantes.
Certains clubs montrent pourtant qu'une autre voie existe. Le Stade Armoricain, dont nous racontons cette semaine le modèle de formation, n'a jamais été le plus riche ni le plus médiatique. Mais il a compris depuis quinze ans que la seule ressource qui ne coûte pas cher à long terme, c'est le talent qu'on fait grandir soi-même.
Il ne s'agit pas de dire que tout le monde doit devenir le Stade Armoricain. Il s'agit de rappeler qu'un club de football n'est pas un produit financier, et que ses supporters ne sont pas des variables d'ajustement. Quand un club fait faillite, ce ne sont pas les fonds d'investissement qui pleurent au bord du terrain.
La Ligue a ouvert une réflexion sur la gouvernance économique du championnat. Elle doit aboutir vite, et sans tabou. Sinon, c'est le public qui finira par se lasser, et ce jour-là, aucun contrat télé ne viendra le remplacer.
""")
ENTRETIEN = fr("""
À 24 ans, Inès Bouchard a connu en 2026 la meilleure et la pire saison de sa carrière : une première demi-finale en Grand Chelem au printemps, puis trois mois d'arrêt à cause d'une blessure au poignet. Avant de s'envoler pour sa préparation hivernale en Australie, la numéro 1 française s'est confiée longuement.
Q: Comment allez-vous physiquement ? || Bien, enfin. Le poignet ne me fait plus mal, même après deux heures de frappe. Pendant longtemps, j'avais peur de chaque revers. Aujourd'hui, je n'y pense plus, et c'est le meilleur signe.
Q: Qu'avez-vous appris pendant ces trois mois sans compétition ? || J'ai appris à perdre sans me perdre. Avant, une défaite me hantait pendant des jours. Là, j'ai eu le temps de comprendre que le tennis n'était pas toute ma vie. J'ai repris mes études de psychologie à distance, j'ai vu mes amis. Ça m'a fait du bien.
Q: Votre demi-finale au printemps a changé le regard des gens sur vous. Et le vôtre ? || Un peu. J'ai compris que j'avais le niveau pour battre les meilleures, pas seulement pour les accrocher. Mais je sais aussi que ce genre de parcours ne se répète pas tout seul. Il faut tout reconstruire chaque semaine.
Q: Vous avez changé d'entraîneur cet automne. Pourquoi ? || J'avais besoin d'un regard neuf. Avec mon ancien coach, on avait fait un travail énorme, et je lui dois beaucoup. Mais on s'était installés dans une routine. Avec Stéphane, on travaille davantage le service et l'agressivité en retour. Je veux prendre la balle plus tôt.
Q: Quels sont vos objectifs pour 2027 ? || Retrouver le top 15 d'abord, puis aller le plus loin possible dans les grands tournois. Et j'ai très envie de disputer la Billie Jean King Cup avec l'équipe de France. Jouer pour mon pays, ça reste quelque chose d'à part.
Q: Vous êtes devenue une figure pour beaucoup de jeunes joueuses. Vous en êtes consciente ? || On me le dit, oui, et ça me touche. Quand j'étais petite, je collais les posters des joueuses françaises dans ma chambre. Si je peux donner envie à une gamine de prendre une raquette, c'est déjà une victoire.
""")
RUGBY = fr("""
Le Racing Normand a annoncé ce jeudi la fin de sa collaboration avec son manager Éric Lemaire, à la suite de la lourde défaite concédée samedi dernier face à Toulon (45-13). Le club caennais, 13e du Top 14 avec seulement trois victoires en dix journées, était sous la menace directe de la relégation.
Dans un communiqué, le président Hervé Delaunay salue « l'engagement sans faille » de Lemaire, arrivé en 2023 et artisan de la montée du club deux ans plus tard. « Les résultats de ce début de saison ne sont pas à la hauteur de nos ambitions, et nous avons estimé qu'un électrochoc était nécessaire », poursuit-il.
L'intérim sera assuré par l'entraîneur des avants, Sébastien Marie, en attendant la nomination d'un nouveau manager. Selon nos informations, la direction a déjà pris contact avec deux techniciens libres, dont un ancien entraîneur de l'équipe de France des moins de 20 ans.
Ce départ intervient dans un contexte sportif très tendu. Le Racing Normand a encaissé 31 essais depuis le début de la saison, le total le plus élevé du championnat, et reste sur cinq défaites consécutives, dont trois à domicile.
Lemaire, lui, n'a pas souhaité s'exprimer publiquement. Selon son entourage, l'ancien troisième-ligne espérait obtenir un délai jusqu'à la trêve hivernale, le temps de récupérer plusieurs cadres blessés, dont le demi d'ouverture Florian Gosselin et le capitaine Mathieu Lecoq.
L'arrivée d'un nouveau manager pourrait aussi accélérer le recrutement d'un joker médical. Le club cherche en priorité un pilier gauche et un centre expérimenté, deux postes décimés par les blessures depuis la rentrée.
Dans le vestiaire, la nouvelle a été accueillie avec tristesse. « Éric nous a tout donné, mais on n'a pas su lui rendre sur le terrain », confie un cadre de l'équipe. Le Racing Normand reçoit Bayonne samedi, dans un match déjà capital pour le maintien.
""")
BIATHLON = fr("""
Camille Rousset a remporté ce vendredi le sprint d'Östersund, en Suède, deuxième épreuve de la saison de Coupe du monde de biathlon, devant sa compatriote Léa Marchand. Auteure d'un sans-faute au tir, la Savoyarde devance Marchand de 8,4 secondes et signe la troisième victoire de sa carrière.
La Norvégienne Ingrid Solberg complète le podium. Les Françaises seront parmi les favorites de la poursuite, prévue dimanche.
""")
PROLONGATION = fr("""
L'Olympique Provençal a officialisé ce vendredi la prolongation de contrat de Yanis Belkacem. Le milieu de terrain de 22 ans, formé au club, est désormais lié au club phocéen jusqu'en juin 2030, soit deux années supplémentaires par rapport à son précédent engagement.
Cette signature met fin à plusieurs semaines d'incertitude. Belkacem, auteur de quatre buts et cinq passes décisives depuis le début de la saison, était suivi par plusieurs clubs anglais et allemands, et son entourage avait laissé entendre qu'il pourrait partir l'été prochain.
« Je n'ai jamais voulu quitter ce club, a assuré le joueur sur les réseaux sociaux de l'OP. Je suis arrivé ici à 13 ans, j'ai encore beaucoup de choses à accomplir avec ce maillot. » Selon nos informations, le nouveau contrat ne comporte pas de clause libératoire, mais prévoit une revalorisation salariale importante.
Avec cette prolongation, l'OP poursuit une politique entamée l'été dernier, lorsque deux autres joueurs issus du centre de formation, le défenseur Nassim Ferhat et l'attaquant Kylian Roux, avaient eux aussi signé de nouveaux contrats de longue durée.
Sur le terrain, Belkacem s'est imposé cette saison comme un titulaire indiscutable au milieu, aux côtés du capitaine Dario Menéndez. Il a disputé l'intégralité des quinze premières journées de championnat et a été appelé pour la première fois en équipe de France Espoirs en octobre.
Le directeur sportif Marc Aubert s'est félicité d'une « décision qui montre que notre projet est attractif ». L'Olympique Provençal, troisième de Ligue 1, entend bâtir son équipe autour de ses jeunes formés au club dans les prochaines saisons.
""")


class Podium(Base):
    origin = "https://www.lepodium.test"
    name = "Le Podium"
    prefix = "pod"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pod",
            [
                ".Header__nav",
                ".Article__title",
                ".Article__chapo",
                ".Author__name",
                ".Paragraph__content",
                ".ColeaderWidget",
                ".Footer__links",
                ".Live__item",
            ],
            260,
        )

    def relabel(self, doc: Doc) -> dict[str, Any]:
        # The project's policy: a live page of written entries is an article (this set's brief said otherwise, so the
        # page was first labelled a non-article). Body: the entries' text, newest first, without the minute.
        if doc.key != "direct":
            return {}
        body = "\n".join(t for _, t in self.live_events())
        return {"is_article": True, "kind": "article", "authors": [], "date": "2026-12-04", "body": body}

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Le Podium", "nuxt-home",
                 list=["match", "direct", "edito", "cyclisme", "abonnes", "prolongation", "rugby", "biathlon", "entretien", "classement"],
                 more="foot2"))  # fmt: skip
        add(page("foot", "/Football/", "section", "Football", "nuxt-sport-front",
                 list=["match", "direct", "prolongation", "abonnes", "classement"], more="foot2"))  # fmt: skip
        add(page("foot2", "/Football/page-2", "section", "Football", "nuxt-sport-front-page2",
                 list=["edito", "abonnes", "prolongation"], prev="foot"))  # fmt: skip
        add(page("tag", "/Tag/Stade-Armoricain", "tag", "Stade Armoricain", "nuxt-tag",
                 list=["match", "abonnes", "direct", "edito"]))  # fmt: skip
        add(page("author", "/Journaliste/julien-morel", "author", "Julien Morel", "nuxt-journaliste",
                 list=["abonnes", "entretien"]))  # fmt: skip
        add(page("search", "/recherche?q=armoricain", "search", "Recherche : armoricain", "nuxt-search",
                 list=["match", "abonnes", "edito"]))  # fmt: skip
        add(page("direct", "/Football/match-direct/ligue-1/2026-2027/stade-armoricain-olympique-provencal-live/645321",
                 "live", "Stade Armoricain - Olympique Provençal : le match en direct", "match-direct-live"))  # fmt: skip
        add(page("classement", "/Football/ligue-1/page-classement-equipes/general", "results",
                 "Classement de Ligue 1", "ranking-table"))  # fmt: skip
        add(page("abonnement", "/abonnement", "subscribe", "Abonnez-vous au Podium", "subscribe-offers", fr("""
Accédez à tous les articles abonnés, aux enquêtes, aux analyses de nos experts et au journal numérique dès 6 heures du matin.
- Numérique : 1 € le premier mois, puis 9,99 € par mois, sans engagement.
- Numérique + journal du week-end : 14,99 € par mois.
- Intégral : 29,99 € par mois, le journal livré chaque jour chez vous.
Offre réservée aux nouveaux abonnés. Résiliable à tout moment depuis votre espace client.
""")))  # fmt: skip
        add(page("privacy", "/politique-de-confidentialite", "policy", "Politique de confidentialité", "policy-page", fr("""
Mise à jour : 3 novembre 2026
La présente politique explique comment la société Le Podium SAS, 18 rue du Stade, 92130 Issy-les-Moulineaux, traite les données personnelles des utilisateurs de ses sites et applications.
## Quelles données collectons-nous ?
Les données que vous nous communiquez lors de la création de votre compte ou de votre abonnement (nom, adresse électronique, coordonnées de paiement), ainsi que des données de navigation recueillies au moyen de cookies, avec votre consentement lorsque la loi l'exige.
## Vos droits
Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d'un droit d'accès, de rectification, d'effacement et de portabilité de vos données. Vous pouvez exercer ces droits en écrivant à dpo@lepodium.test. Vous pouvez également introduire une réclamation auprès de la CNIL.
""")))  # fmt: skip
        add(story("abonnes", "/Football/Article/au-stade-armoricain-le-centre-de-formation-qui-fait-vivre-le-club/1623388",
                  nb("Au Stade Armoricain, le centre de formation qui fait vivre le club"), "2026-12-03",
                  "2026-12-03T06:00:00+01:00", pub(3, "06:00"), ["Julien Morel"], ABONNES,
                  "paywalled-lead-subscribe-box", section="Football", kicker="Ligue 1", premium=True, tag=True,
                  iso_mod="2026-12-03T06:00:00+01:00",
                  dek=nb("Depuis dix ans, le club breton vend chaque saison au moins un joueur formé à la maison pour plus de dix millions d'euros. Enquête sur un modèle que toute la Ligue 1 observe, mais que personne n'a réussi à copier.")))  # fmt: skip
        add(story("cyclisme", "/Cyclisme-sur-route/Article/tour-de-la-reunion-lucas-giraud-s-impose-au-maido-et-prend-le-maillot-jaune/1623502",
                  nb("Tour de La Réunion : Lucas Giraud s'impose au Maïdo et prend le maillot jaune"), "2026-12-04",
                  "2026-12-04T18:40:00+01:00", pub(4, "18:40", "à 19h05"), ["Claire Dufresne"], CYCLISME,
                  "stage-report-results-tables", section="Cyclisme", kicker="Cyclisme", iso_mod="2026-12-04T19:05:00+01:00",
                  dek=nb("Le grimpeur d'Océan Indien Cyclisme a attaqué à six kilomètres du sommet pour remporter la 3e étape en solitaire.")))  # fmt: skip
        add(story("match", "/Football/Article/stade-armoricain-olympique-provencal-2-2-les-bretons-rejoints-dans-le-temps-additionnel/1623540",
                  nb("Stade Armoricain - Olympique Provençal (2-2) : les Bretons rejoints dans le temps additionnel"),
                  "2026-12-04", "2026-12-04T23:02:00+01:00", pub(4, "23:02", "le 5 décembre 2026 à 00h14"),
                  ["Thomas Vidal"], MATCH, "match-report-org-author-jsonld-updated-next-day", section="Football",
                  kicker="Ligue 1", iso_mod="2026-12-05T00:14:00+01:00", ld_org=True, tag=True,
                  dek=nb("Menés puis devant au score, les Armoricains ont été rejoints à la 94e minute par une frappe déviée de Bilal Haddad.")))  # fmt: skip
        add(story("edito", "/Football/Article/l-edito-le-football-francais-ne-peut-plus-vivre-a-credit/1623551",
                  nb("Le football français ne peut plus vivre à crédit"), "2026-12-05", "2026-12-04T23:25:00Z",
                  pub(5, "00:25"), ["Vincent Lamarque"], EDITO, "editorial-utc-previous-day", section="Football",
                  kicker="L'édito", iso_mod="2026-12-04T23:25:00Z", tag=True))  # fmt: skip
        add(story("entretien", "/Tennis/Article/ines-bouchard-j-ai-appris-a-perdre-sans-me-perdre/1623207",
                  nb("Inès Bouchard : « J'ai appris à perdre sans me perdre »"), "2026-12-02", "2026-12-02T07:00:00+01:00",
                  pub(2, "07:00", "à 10h21"), ["Julien Morel"], ENTRETIEN, "interview-qa", section="Tennis",
                  kicker="Tennis", iso_mod="2026-12-02T10:21:00+01:00",
                  dek=nb("Demi-finaliste en Grand Chelem puis blessée trois mois, la numéro 1 française revient sur une saison en montagnes russes.")))  # fmt: skip
        add(story("rugby", "/Rugby/Article/top-14-le-racing-normand-se-separe-de-son-manager-eric-lemaire/1623430",
                  nb("Top 14 : le Racing Normand se sépare de son manager Éric Lemaire"), "2026-12-03",
                  "2026-12-03T17:12:00+01:00", pub(3, "17:12", "à 18h30"), ["Thomas Vidal", "Antoine Guérin"], RUGBY,
                  "news-two-bylines-et", section="Rugby", kicker="Rugby", iso_mod="2026-12-03T18:30:00+01:00"))  # fmt: skip
        add(story("biathlon", "/Biathlon/Article/double-francais-au-sprint-d-ostersund/1623520",
                  nb("Biathlon : doublé français au sprint d'Östersund"), "2026-12-04", "2026-12-04T15:48:00+01:00",
                  pub(4, "15:48"), [], BIATHLON, "agency-brief-avec-afp", section="Biathlon", kicker="Biathlon",
                  iso_mod="2026-12-04T15:48:00+01:00", credit="Le Podium (avec AFP)"))  # fmt: skip
        add(story("prolongation", "/Football/Article/olympique-provencal-yanis-belkacem-prolonge-jusqu-en-2030/1623476",
                  nb("Olympique Provençal : Yanis Belkacem prolonge jusqu'en 2030"), "2026-12-04",
                  "2026-12-04T12:35:00+01:00", pub(4, "12:35"), ["Antoine Guérin"], PROLONGATION, "transfer-news",
                  section="Football", kicker="Ligue 1", iso_mod="2026-12-04T12:35:00+01:00"))  # fmt: skip

    # -- templates --------------------------------------------------------------------------------------------
    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Le Podium">',
            '<meta property="og:locale" content="fr_FR">',
        ]
        if not doc.is_article:
            out.append('<meta property="og:type" content="website">')
            return "\n".join(out)
        out.append('<meta property="og:type" content="article">')
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<meta property="article:modified_time" content="{doc.extra["iso_mod"]}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        if doc.extra.get("ld_org") or not doc.authors:
            author: object = {"@type": "Organization", "name": "Le Podium"}
        else:
            author = [
                {"@type": "Person", "name": a, "url": f"{self.origin}/Journaliste/{slug(a)}"} for a in doc.authors
            ]
        ld: dict[str, object] = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra["iso_mod"],
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Le Podium",
                "logo": {"@type": "ImageObject", "url": "https://medias.lepodium.test/img/logo-podium.png"},
            },
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
        }
        if doc.extra.get("premium"):
            ld["isAccessibleForFree"] = False
            ld["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": ".Article__paywall",
            }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="Header__navItem">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Accueil"),
                ("foot", "Football"),
                ("direct", "Directs"),
                ("classement", "Classements"),
            )
        )
        nav += '<li class="Header__navItem"><a href="/Rugby/">Rugby</a></li><li class="Header__navItem"><a href="/Tennis/">Tennis</a></li><li class="Header__navItem"><a href="/Cyclisme-sur-route/">Cyclisme</a></li><li class="Header__navItem"><a href="/Basket/">Basket</a></li><li class="Header__navItem"><a href="/Biathlon/">Biathlon</a></li>'
        title = (
            f"{doc.title} - {doc.section or 'Le Podium'} - Le Podium"
            if doc.is_article
            else (
                f"{doc.title} - Le Podium" if doc.key != "home" else "Le Podium : toute l'actualité du sport en continu"
            )
        )
        nuxt = json.dumps(
            {
                "layout": "default",
                "data": [
                    {
                        "pageType": "article" if doc.is_article else doc.kind,
                        "id": doc.key,
                        "premium": bool(doc.extra.get("premium")),
                    }
                ],
                "state": {"user": {"isPremium": False}},
            }
        )
        return f"""<!DOCTYPE html>
<html lang="fr" data-n-head="%7B%22lang%22:%7B%22ssr%22:%22fr%22%7D%7D">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc((doc.dek or self.lede(doc)) if doc.is_article else "Le Podium : l'actualité du sport en direct, résultats, classements, vidéos et analyses.")}">
{self.head_meta(doc)}
<link rel="stylesheet" href="https://medias.lepodium.test/_nuxt/app.91c2d4.css">
<style>/*PAD*/</style>
</head>
<body class="{"page-article" if doc.is_article else "page-" + doc.kind}">
<div id="__nuxt"><div id="__layout"><div class="Layout">
<header class="Header"><div class="Header__logo">{self.a("home", "Le Podium", "nav")}</div>
<nav class="Header__nav"><ul>{nav}</ul></nav>
<div class="Header__user">{self.a("abonnement", "S'abonner", "nav", 'class="Header__subscribe"')} <a href="https://compte.lepodium.test/connexion">Se connecter</a></div></header>
<main class="Layout__main">
{main}
</main>
<footer class="Footer"><ul class="Footer__links"><li><a href="/mentions-legales">Mentions légales</a></li><li>{self.a("privacy", "Politique de confidentialité", "footer")}</li><li><a href="/cgu">CGU</a></li><li><a href="#" class="didomi-open">Gestion des cookies</a></li><li>{self.a("abonnement", "Abonnement", "footer")}</li><li><a href="mailto:contact@lepodium.test">Contact</a></li></ul>
<p class="Footer__copy">© Le Podium 2026. Toute reproduction interdite sans autorisation.</p>
<div class="Footer__apps"><a href="https://apps.apple.test/fr/app/le-podium">App Store</a> <a href="https://play.google.test/store/apps/details?id=test.lepodium">Google Play</a></div></footer>
</div></div></div>
<div id="didomi-notice" class="didomi-notice-banner"><p>Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site.</p><button>Accepter</button> <button>Refuser</button> <button>Paramétrer</button></div>
<script>window.__NUXT__={nuxt};</script>
<script src="https://medias.lepodium.test/_nuxt/app.91c2d4.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = " et ".join(
                self.ac("author", a, "byline", "Author__name")
                if a == "Julien Morel"
                else f'<a class="Author__name" href="/Journaliste/{slug(a)}">{esc(a)}</a>'
                for a in doc.authors
            )
            author = f'<div class="Author">Par {names}</div>'
        else:
            author = f'<div class="Author"><span class="Author__name">{esc(doc.extra["credit"])}</span></div>'
        premium = '<span class="Article__premium">Abonnés</span>' if doc.extra.get("premium") else ""
        dek = f'<h2 class="Article__chapo">{esc(doc.dek)}</h2>' if doc.dek else ""
        body = self.blocks(doc, p_tag='<div class="Paragraph"><p class="Paragraph__content">', p_end="</p></div>")
        paywall = ""
        if doc.extra.get("premium"):
            paywall = f"""<div class="Article__paywall Paywall"><p class="Paywall__title">Cet article est réservé aux abonnés.</p><p class="Paywall__text">Il vous reste 85{NBSP}% de l'article à lire.</p>
<p>{self.ac("abonnement", nb("Je m'abonne : 1 € le premier mois"), "content", "Paywall__button")}</p><p class="Paywall__login">Déjà abonné{NBSP}? <a href="https://compte.lepodium.test/connexion">Se connecter</a></p></div>"""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="Article__tags">{self.ac("tag", "Stade Armoricain", "content", "RelatedLinks__link")} <a class="RelatedLinks__link" href="/Football/Ligue-1/">Ligue 1</a></div>'
        live = ""
        if doc.key == "match":
            live = f'<div class="Article__matchLinks">{self.a("direct", "Revivez le match en direct", "content")} · {self.a("classement", "Le classement de Ligue 1", "content")}</div>'
        rel = "".join(
            f'<li class="ColeaderWidget__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        share = '<div class="Article__share"><a href="https://www.facebook.test/sharer/sharer.php">Partager sur Facebook</a> <a href="https://x.test/intent/tweet">Partager sur X</a> <button class="Article__copy">Copier le lien</button></div>'
        reactions = (
            ""
            if doc.extra.get("premium")
            else '<section class="Reactions"><h3>Réactions</h3><p>Les réactions sont réservées aux abonnés. <a href="https://compte.lepodium.test/connexion">Se connecter</a></p></section>'
        )
        return f"""<div class="Article">
<div class="Article__header">{premium}<div class="Article__kicker">{esc(doc.extra.get("kicker", doc.section))}</div>
<h1 class="Article__title Article__title--main">{esc(doc.title)}</h1>{dek}
{author}<div class="Article__meta"><span class="Article__date">{esc(doc.stamp)}</span></div>
{share}</div>
<div class="Article__content">
{body}
</div>
{paywall}
{live}
{tags}
{reactions}
<aside class="ColeaderWidget"><h3 class="ColeaderWidget__title">À lire aussi</h3><ul>{rel}</ul></aside>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            badge = '<span class="ArticleItem__premium">Abonnés</span>' if d.extra.get("premium") else ""
            if k == "direct":
                badge = '<span class="ArticleItem__live">Direct</span>'
            sub = f'<p class="ArticleItem__chapo">{esc(d.dek or self.lede(d))}</p>' if d.is_article else ""
            items.append(
                f'<div class="ArticleItem">{badge}<span class="ArticleItem__kicker">{esc(d.extra.get("kicker", ""))}</span><h2 class="ArticleItem__title">{self.a(k, d.title, "content")}</h2>{sub}</div>'
            )
        head = f'<h1 class="Listing__title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = '<header class="Journalist"><h1 class="Journalist__name">Julien Morel</h1><p class="Journalist__bio">Journaliste au service football depuis 2017, spécialiste de la Ligue 1 et de l\'économie du football.</p></header>'
        if doc.kind == "search":
            head = f'<form class="Search" action="/recherche"><input name="q" value="armoricain"><button>Rechercher</button></form><h1 class="Listing__title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="Pagination">{self.a(doc.extra["more"], "Page suivante", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="Pagination">{self.a(doc.extra["prev"], "Page précédente", "pagination")} <span>2</span> <a href="/Football/page-3">Page suivante</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="HomeLinks"><h3>Raccourcis</h3><p>{self.a("foot", "Football", "content")} · {self.a("tag", "Stade Armoricain", "content")} · {self.a("author", "Julien Morel", "content")} · {self.a("search", "Rechercher", "content")} · {self.a("classement", "Classement Ligue 1", "content")} · {self.a("abonnement", "Abonnement", "content")}</p></section>'
        return f"""<div class="Listing">
{head}
<div class="Listing__items">{"".join(items)}</div>
{pager}
{extra}
</div>"""

    def live_events(self) -> list[tuple[str, str]]:
        return [
            (
                "Terminé",
                "C'est fini ! Le Stade Armoricain et l'Olympique Provençal se quittent sur un match nul (2-2) au terme d'une fin de match folle.",
            ),
            (
                "90e+4",
                "BUT ! Bilal Haddad égalise ! Sa frappe du droit est déviée par Le Floch et trompe Guillou. 2-2.",
            ),
            ("90e", "Quatre minutes de temps additionnel."),
            ("85e", "Énorme occasion pour Pérès, seul face à Castel, mais le gardien provençal s'interpose."),
            ("78e", "Poteau ! Tanguy enroule sa frappe du gauche, le ballon heurte le montant droit."),
            ("70e", "Changement côté provençal : Castagné fait entrer deux attaquants pour forcer le destin."),
            ("64e", "BUT ! Maël Le Goff, encore lui ! Tête décroisée sur corner, le Stade Armoricain mène 2-1."),
            ("46e", "C'est reparti pour la seconde période."),
            ("45e+2", "Mi-temps. 1-1 à la pause, un score logique."),
            ("38e", "BUT ! Maël Le Goff égalise d'une reprise de volée sur un centre de Tanguy. 1-1."),
            ("11e", "BUT ! Samuel Ndiaye ouvre le score pour l'Olympique Provençal, servi par Haddad. 0-1."),
            ("1re", "Coup d'envoi donné par M. Lefranc."),
        ]

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live":
            events = self.live_events()
            items = "\n".join(
                f'<div class="Live__item"><span class="Live__minute">{esc(m)}</span><p class="Live__text">{esc(nb(t))}</p></div>'
                for m, t in events
            )
            return f"""<div class="Live">
<div class="ScoreBoard"><span class="ScoreBoard__team">Stade Armoricain</span> <span class="ScoreBoard__score">2 - 2</span> <span class="ScoreBoard__team">Olympique Provençal</span><span class="ScoreBoard__status">Terminé</span>
<p class="ScoreBoard__scorers">Le Goff (38e, 64e) ; Ndiaye (11e), Haddad (90e+4)</p></div>
<h1 class="Live__title">{esc(nb(doc.title))}</h1>
<p class="Live__meta">Ligue 1, 15e journée · Vendredi 4 décembre 2026 à 21h00</p>
<div class="Live__tabs"><button class="active">Direct</button> <button>Compositions</button> <button>Statistiques</button></div>
<div class="Live__list">
{items}
</div>
<p>{self.a("match", "Lire le compte rendu du match", "content")} · {self.a("classement", "Classement de Ligue 1", "content")}</p></div>"""
        if doc.kind == "results":
            rows = [
                ("Paris Étoile", 36, 15, 11, 3, 1, "+24"), ("Olympique Lyonnais du Rhône", 29, 15, 9, 2, 4, "+11"),
                ("Olympique Provençal", 27, 15, 8, 3, 4, "+9"), ("FC Lorrain", 27, 15, 8, 3, 4, "+6"),
                ("Stade Armoricain", 26, 15, 7, 5, 3, "+8"), ("AS Côte d'Opale", 23, 14, 6, 5, 3, "+3"),
                ("Girondins de l'Estuaire", 20, 14, 5, 5, 4, "0"), ("Racing Club Alsace", 18, 14, 5, 3, 6, "-2"),
                ("US Cévennes", 15, 14, 4, 3, 7, "-7"), ("FC Val de Loire", 12, 14, 3, 3, 8, "-12"),
            ]  # fmt: skip
            trs = "\n".join(
                f'<tr class="table__row"><td class="table__col">{i}</td><td class="table__col table__col--team">{t}</td><td class="table__col">{p}</td><td class="table__col">{j}</td><td class="table__col">{g}</td><td class="table__col">{n}</td><td class="table__col">{d}</td><td class="table__col">{diff}</td></tr>'
                for i, (t, p, j, g, n, d, diff) in enumerate(rows, 1)
            )
            return f"""<div class="Ranking">
<h1 class="Ranking__title">{esc(doc.title)}</h1>
<div class="Ranking__filters"><button class="active">Général</button> <button>Domicile</button> <button>Extérieur</button></div>
<table class="table"><thead><tr><th>Rang</th><th>Équipe</th><th>Pts</th><th>J</th><th>G</th><th>N</th><th>P</th><th>Diff.</th></tr></thead><tbody>
{trs}
</tbody></table>
<p class="Ranking__legend">Mis à jour après Stade Armoricain - Olympique Provençal (2-2), 15e journée.</p>
<p>{self.a("direct", "Le direct du match", "content")} · {self.a("foot", "Toute l'actualité du football", "content")}</p></div>"""
        if doc.kind == "subscribe":
            return f'<div class="Subscribe"><h1 class="Subscribe__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<a class="Subscribe__cta" href="https://abo.lepodium.test/checkout?offre=numerique">Je m\'abonne</a></div>'
        return f'<div class="Static"><h1 class="Static__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'


def slug(name: str) -> str:
    table = str.maketrans("éèêëàâîïôöûüç", "eeeeaaiioouuc")
    return name.lower().translate(table).replace(" ", "-")
