# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French typography is deliberate)
"""Teranga Info: a Senegalese news portal on an **old in-house PHP CMS** (Seneweb-like: XHTML 1.0 Transitional,
`#conteneur` / `#colonne_gauche`, `titre_article`, `chapeau`, `corps_article`, "Lu 1 243 fois", `/news/<Rubrique>/
<slug>_n_<id>.html`, `/news/Politique/?page=2`, `/mots-cles/…html`, `/auteur/…html`, `/recherche.php?q=`), French.
The server sends **`charset=windows-1252`** while the page's own meta says `iso-8859-1`; titles, leads, teasers and
the chrome are stored through PHP's `htmlentities()` (`&eacute;`, `&rsquo;`, `&laquo;`), most story bodies are raw
cp1252 bytes pasted from a word processor (0x92 apostrophes, 0xAB/0xBB guillemets, `&nbsp;` before ? ! : ; and
inside « »), some paragraphs and the whole government communiqué are entity-encoded; one reader comment carries
UTF-8 mojibake ("Ã©"). Bylines "Par Aminata Diallo", "Par … et …", "Propos recueillis par …", a contribution by
"Pr" (honorific), a "Source : APS" agency credit (no person). Dates "Publié le Vendredi 04 Décembre 2026 à 09:15"
(Dakar is UTC+00:00 all year); machine dates are a mix: `article:published_time` without T or zone
("2026-12-04 09:15:00"), a JSON-LD in +00:00 on three stories, a `pubdate` meta "20261202214500", a `date` meta,
nothing on the contribution, and, on the motorway brief, the server's Paris time ("2026-12-04T00:30:00+01:00" =
23:30 on 3 Dec in Dakar: the label is 3 Dec). The Conseil des ministres communiqué is labelled an article; the
nécrologie notice (same template, dated) and a 404 page in the site's chrome are not."""

from __future__ import annotations

import json
from html.entities import codepoint2name

from common import FR_MONTHS, FR_WEEKDAYS, Base, page, story, when
from sitekit import Doc, css_rules, esc

ARTS = ["entretien", "ter", "bref", "arachide", "peche", "conseil", "edito", "lutte"]
RUB = {
    "Politique": "Politique",
    "Economie": "Économie",
    "Societe": "Société",
    "Sport": "Sport",
    "Contributions": "Contributions",
    "Necrologie": "Nécrologie",
}
OLD = [
    (
        "/news/Politique/assemblee-nationale-le-bureau-renouvele_n_412201.html",
        "Assemblée nationale : le bureau renouvelé sans surprise",
        "Lundi 30 Novembre 2026",
    ),
    (
        "/news/Societe/thies-une-usine-de-dessalement-inauguree_n_412158.html",
        "Thiès : une usine de dessalement inaugurée à Cayar",
        "Dimanche 29 Novembre 2026",
    ),
    (
        "/news/Economie/le-port-de-dakar-bat-un-record-de-trafic_n_412097.html",
        "Le port de Dakar bat un record de trafic conteneurs",
        "Samedi 28 Novembre 2026",
    ),
    (
        "/news/Sport/basket-les-lionnes-qualifiees-pour-l-afrobasket_n_412040.html",
        "Basket : les Lionnes qualifiées pour l’Afrobasket",
        "Vendredi 27 Novembre 2026",
    ),
]
DEAD = "/news/Societe/coupure-d-eau-a-dakar-plateau_n_398001.html"


def ent(markup: str) -> str:
    """What PHP's htmlentities() leaves: every non-ASCII character that has an HTML name as a named entity."""
    return "".join(f"&{codepoint2name[ord(c)]};" if ord(c) > 127 and ord(c) in codepoint2name else c for c in markup)


def fr_stamp(local: str) -> str:
    dt = when(local, "+00:00")
    return f"{FR_WEEKDAYS[dt.weekday()].capitalize()} {dt.day:02d} {FR_MONTHS[dt.month - 1].capitalize()} {dt.year} à {dt:%H:%M}"


def fr_story(key: str, ident: int, rub: str, slug: str, title: str, local: str, machine: str | None,
             authors: list[str], lines: list[str], shape: str, **extra: object) -> Doc:  # fmt: skip
    """`machine`: the machine-readable date as the page writes it (meta or JSON-LD, see `extra['meta']`)."""
    dt = when(local, "+00:00")
    return story(key, f"/news/{rub}/{slug}_n_{ident}.html", title, dt.date().isoformat(), machine, fr_stamp(local),
                 authors, lines, shape, rub=rub, ident=ident, **extra)  # fmt: skip


class Teranga(Base):
    origin = "https://www.terangainfo.test"
    name = "Teranga Info"
    prefix = "tri"
    language = "fr"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html; charset=windows-1252"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tri",
            [
                "#conteneur",
                "#entete",
                "#menu li",
                ".titre_article",
                ".infos_article",
                ".chapeau",
                ".corps_article p",
                ".commentaires",
                "#colonne_droite .bloc",
                "#pied",
            ],
            260,
        )

    def inline(self, text: str, zone: str = "content") -> str:
        out = super().inline(text, zone)
        # French typography as typed in the word processor: non-breaking spaces before double punctuation and in « »
        for a, b in (
            (" ?", "&nbsp;?"),
            (" !", "&nbsp;!"),
            (" ;", "&nbsp;;"),
            ("« ", "«&nbsp;"),
            (" »", "&nbsp;»"),
            (" :", "&nbsp;:"),
        ):
            out = out.replace(a, b)
        return out

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Teranga Info",
                "old-php-portal-home",
                list=["entretien", "ter", "bref", "arachide", "peche", "conseil", "edito", "lutte"],
            )
        )
        add(
            page(
                "politique",
                "/news/Politique/",
                "section",
                "Politique",
                "rubrique-front",
                list=["entretien", "conseil"],
                more="politique2",
                old=True,
            )
        )
        add(
            page(
                "politique2",
                "/news/Politique/?page=2",
                "section",
                "Politique",
                "rubrique-page2",
                list=["edito"],
                old=True,
            )
        )
        add(page("tag", "/mots-cles/TER.html", "tag", "TER", "keyword-page", list=["ter"], old=True, dead=True))
        add(
            page(
                "author",
                "/auteur/aminata-diallo.html",
                "author",
                "Aminata Diallo",
                "author-page",
                list=["entretien", "ter", "arachide"],
            )
        )
        add(
            page(
                "search",
                "/recherche.php?q=arachide",
                "search",
                "Résultats de la recherche : arachide",
                "search-results",
                list=["arachide"],
                old=True,
            )
        )
        add(page("about", "/qui-sommes-nous.html", "about", "Qui sommes-nous ?", "static-page", [
            "Teranga Info est un site d’information générale créé à Dakar en 2008. Il propose en continu l’actualité politique, économique, sociale et sportive du Sénégal et de l’Afrique de l’Ouest.",
            "La rédaction compte une vingtaine de journalistes permanents et un réseau de correspondants dans les quatorze régions du pays.",
            "Contact : redaction@terangainfo.test – Tél. : +221 33 800 00 00",
        ]))  # fmt: skip
        add(page("legal", "/mentions-legales.html", "policy", "Mentions légales", "static-page-updated", [
            "Mise à jour : 12 octobre 2026",
            "Le site Teranga Info est édité par Teranga Médias SARL, au capital de 5 000 000 FCFA, dont le siège est situé à Dakar, Sicap Liberté 6.",
            "Directeur de la publication : Mamadou Lamine Sy.",
            "Les contenus publiés sur ce site sont protégés. Toute reproduction sans autorisation écrite de la rédaction est interdite. Les commentaires des internautes n’engagent que leurs auteurs.",
        ]))  # fmt: skip
        add(page("necro", "/news/Necrologie/rappel-a-dieu-de-el-hadji-mamadou-lamine-gueye_n_412290.html", "obituary", "Nécrologie : rappel à Dieu de El Hadji Mamadou Lamine Guèye", "obituary-notice-in-article-template", [
            "Les familles Guèye, Diop et Ndiaye à Dakar, Rufisque, Thiès et Touba ont la profonde douleur de vous annoncer le rappel à Dieu de El Hadji Mamadou Lamine Guèye, ancien inspecteur des Impôts et Domaines, survenu le mercredi 2 décembre 2026 à Dakar, à l’âge de 81 ans.",
            "La levée du corps a eu lieu ce jeudi 3 décembre à 15 heures à la morgue de l’hôpital Principal, suivie de l’inhumation au cimetière de Touba.",
            "Les condoléances sont reçues au domicile mortuaire, Sicap Amitié 2, villa n° 4512.",
            "Que la terre de Touba lui soit légère.",
        ], stamp=fr_stamp("2026-12-03 17:05"), ident=412290, rub="Necrologie"))  # fmt: skip
        add(page("error", DEAD, "error", "Erreur 404 : page introuvable", "404-in-site-chrome"))

        add(fr_story(
            "entretien", 412388, "Politique", "fatou-kine-sow-le-budget-2027-mise-trop-sur-la-dette-interieure",
            "Fatou Kiné Sow : « Le budget 2027 mise trop sur la dette intérieure »", "2026-12-04 11:00", "2026-12-04", ["Aminata Diallo"],
            [
                "L’Assemblée nationale examine depuis lundi le projet de loi de finances pour 2027, arrêté à 7 850 milliards de FCFA. Pour l’économiste Fatou Kiné Sow, enseignante à l’Université Gaston-Berger de Saint-Louis, le texte comporte des avancées mais fait peser des risques sur le financement des entreprises.",
                "Q: Quel regard portez-vous sur le projet de budget 2027 ? || C’est un budget de consolidation. Le gouvernement cherche à réduire le déficit, qui passerait de 5,1 % à 4,2 % du PIB, tout en maintenant un niveau élevé d’investissement public. L’objectif est louable. Mais pour y parvenir, l’État compte davantage sur les emprunts émis sur le marché régional, et c’est là que le bât blesse.",
                "Q: Pourquoi est-ce un problème ? || Parce que les banques qui achètent les titres de l’État prêtent moins aux entreprises. Quand l’État emprunte près de 1 900 milliards sur le marché de l’UEMOA, ce sont autant de ressources qui ne financent pas les PME. On appelle cela l’effet d’éviction. Nos petites entreprises ont déjà beaucoup de mal à accéder au crédit.",
                "Q: Le gouvernement annonce pourtant une hausse des recettes fiscales… || Oui, les recettes fiscales devraient progresser de 11 %. Une partie vient de l’élargissement de l’assiette, ce qui est une bonne chose. Mais une autre partie repose sur des hypothèses optimistes concernant la production pétrolière et gazière. Si les cours baissent ou si la production prend du retard, il faudra trouver d’autres ressources en cours d’année.",
                "Q: Quelles mesures vous semblent les plus positives ? || L’augmentation des crédits de la formation professionnelle et de l’agriculture irriguée va dans le bon sens. De même, la réduction annoncée des dépenses de fonctionnement de l’administration, notamment les véhicules et les missions à l’étranger, est un signal attendu par l’opinion.",
                "Q: Que recommandez-vous aux députés ? || D’exiger plus de transparence sur la dette. Les députés doivent disposer d’un tableau clair de l’encours, des échéances et du coût des emprunts. Sans cela, il est impossible de juger la soutenabilité du budget. Ils devraient aussi demander que les sommes prévues pour les PME soient réellement décaissées, ce qui n’a pas toujours été le cas.",
            ],
            "qa-interview-propos-recueillis", meta="date", kicker="Entretien", byline="Propos recueillis par",
        ))  # fmt: skip
        add(fr_story(
            "ter", 412371, "Economie", "ter-la-phase-2-vers-l-aibd-mise-en-service-le-15-janvier",
            "TER : la phase 2 vers l’AIBD mise en service le 15 janvier", "2026-12-04 09:15", "2026-12-04 09:15:00", ["Aminata Diallo"],
            [
                "Les usagers du Train Express Régional (TER) pourront rallier l’aéroport international Blaise-Diagne (AIBD) à partir du 15 janvier 2027. L’annonce a été faite jeudi par le ministre des Infrastructures et des Transports terrestres, Alioune Badara Ndour, au terme d’une visite des chantiers de la phase 2.",
                "« Les essais dynamiques sont concluants. Nous avons effectué plus de 300 circulations à vide sans incident majeur. Il reste à finaliser la certification des systèmes de signalisation », a déclaré le ministre devant la presse, à la gare de Diamniadio.",
                "Long de 19 kilomètres, le tronçon comprend trois nouvelles gares : Bargny, Sébikotane et AIBD. Le trajet entre Dakar et l’aéroport devrait durer environ 45 minutes, contre plus d’une heure et demie par la route aux heures de pointe.",
                "## Un tarif inchangé",
                "Selon la société d’exploitation, le billet Dakar–AIBD coûtera 1 500 FCFA en seconde classe et 2 500 FCFA en première classe, soit les tarifs déjà appliqués pour la zone la plus éloignée de la ligne Dakar–Diamniadio. Des abonnements mensuels seront proposés aux travailleurs de la plateforme aéroportuaire.",
                "Le coût de la phase 2 est estimé à 480 milliards de FCFA, financés en partie par un consortium de bailleurs. Les travaux, lancés en 2022, ont connu plusieurs retards liés à l’indemnisation des populations déplacées le long du tracé.",
                "FIG: Rame du TER | Une rame du TER en essai à la gare de Diamniadio. (Photo d’archives)",
                "## Les riverains attendent toujours",
                "À Sébikotane, certaines familles affirment n’avoir pas encore perçu la totalité de leurs indemnités. « On nous a promis des terrains de recasement il y a trois ans. Aujourd’hui, le train va passer devant nos maisons et nous n’avons rien vu », déplore Mame Diarra Faye, porte-parole d’un collectif de riverains.",
                "Interpellé sur la question, le ministre a assuré que « les derniers paiements seront effectués avant la fin de l’année » et qu’une commission spéciale examinerait les réclamations restantes.",
                "Depuis sa mise en service en décembre 2021, le TER transporte en moyenne 85 000 voyageurs par jour sur la ligne Dakar–Diamniadio. L’extension vers l’AIBD devrait porter ce chiffre à plus de 115 000, selon les projections de l’exploitant.",
            ],
            "meta-time-without-zone-mixed-entities", meta="published_time", tag=True, mixed=(2, 4),
            dek="Le ministre des Infrastructures a annoncé jeudi la date de mise en service commerciale du tronçon Diamniadio–AIBD, long de 19 kilomètres. Les billets seront vendus aux tarifs de la phase 1.",
        ))  # fmt: skip
        add(fr_story(
            "bref", 412355, "Societe", "autoroute-a-peage-deux-morts-dans-une-collision-a-hauteur-de-keur-massar",
            "Autoroute à péage : deux morts dans une collision à hauteur de Keur Massar", "2026-12-03 23:30", "2026-12-04T00:30:00+01:00", ["Ibrahima Ndiaye"],
            [
                "Deux personnes ont perdu la vie et trois autres ont été grièvement blessées jeudi soir dans une collision entre un minicar de transport en commun et un camion sur l’autoroute à péage, à hauteur de la sortie de Keur Massar.",
                "Selon les sapeurs-pompiers, l’accident s’est produit vers 21 heures. Les blessés ont été évacués à l’hôpital Dalal Jamm de Guédiawaye. La gendarmerie a ouvert une enquête pour déterminer les circonstances du drame.",
            ],
            "brief-paris-server-time-next-day", meta="published_time",
        ))  # fmt: skip
        add(fr_story(
            "arachide", 412342, "Economie", "campagne-arachidiere-le-prix-au-producteur-fixe-a-305-fcfa-le-kilo",
            "Campagne arachidière : le prix au producteur fixé à 305 FCFA le kilo", "2026-12-03 16:20", "2026-12-03T16:20:00+00:00", ["Aminata Diallo", "Cheikh Tidiane Fall"],
            [
                "Le prix plancher de l’arachide au producteur est fixé à 305 FCFA le kilogramme pour la campagne de commercialisation 2026-2027, contre 280 FCFA la saison dernière. La décision a été rendue publique mercredi à Kaolack, à l’issue de la réunion du Comité national interprofessionnel de l’arachide (CNIA).",
                "La campagne officielle de commercialisation démarrera le lundi 7 décembre sur l’ensemble du territoire. Le gouvernement table sur une production de plus de 1,4 million de tonnes, en hausse de 9 % par rapport à l’année précédente, grâce à une pluviométrie jugée satisfaisante dans le bassin arachidier.",
                "Pour le président d’une fédération de producteurs du Saloum, Ousmane Mbaye, cette hausse « va dans le bon sens mais reste insuffisante ». « Le coût des semences et des engrais a augmenté de plus de 20 %. À 305 francs, le paysan couvre à peine ses charges », estime-t-il.",
                "## La concurrence des exportateurs",
                "Comme lors des campagnes précédentes, les huiliers redoutent la concurrence des exportateurs, notamment chinois, qui achètent souvent au-dessus du prix plancher. L’an dernier, les unités industrielles n’avaient pu collecter qu’un tiers de leurs besoins, selon les chiffres de l’interprofession.",
                "Pour y remédier, l’État a maintenu la taxe à l’exportation de 40 FCFA par kilogramme d’arachide décortiquée et instauré une période de collecte réservée aux opérateurs locaux jusqu’au 15 janvier.",
                "« Nous voulons que nos usines tournent et que la valeur ajoutée reste au Sénégal », a expliqué un conseiller technique du ministère de l’Agriculture présent à Kaolack.",
                "## Les retards de paiement, une inquiétude persistante",
                "Sur le terrain, les producteurs s’inquiètent surtout des retards de paiement. Plusieurs d’entre eux affirment avoir attendu jusqu’à trois mois, lors de la dernière campagne, pour être payés par certains opérateurs privés stockeurs. « Nous voulons être payés cash, au moment où nous livrons », insiste Awa Ndour, productrice à Nioro du Rip.",
                "Le ministère assure qu’un mécanisme de garantie bancaire, doté de 25 milliards de FCFA, permettra cette année de sécuriser les paiements.",
            ],
            "two-authors-et-jsonld-utc", meta="ld",
        ))  # fmt: skip
        add(fr_story(
            "peche", 412329, "Societe", "kayar-les-pecheurs-reclament-une-baisse-du-prix-du-carburant",
            "Kayar : les pêcheurs réclament une baisse du prix du carburant", "2026-12-03 12:40", "2026-12-03T12:40:00+00:00", [],
            [
                "Les pêcheurs artisanaux de Kayar, dans le département de Thiès, ont appelé mercredi les autorités à revoir à la baisse le prix du carburant destiné à la pêche, qu’ils jugent trop élevé pour assurer la rentabilité de leurs sorties en mer.",
                "Réunis au quai de pêche de la commune, les représentants des différentes associations de pêcheurs ont dénoncé la hausse du prix du litre d’essence subventionnée, passé de 495 à 620 FCFA en l’espace d’un an.",
                "« Une pirogue de taille moyenne consomme entre 80 et 100 litres par sortie. Avec les prix actuels, il arrive que nous rentrions sans avoir couvert nos dépenses », a expliqué Moustapha Sène, président du comité local de pêche artisanale.",
                "Les pêcheurs évoquent également la raréfaction de la ressource, qui les oblige à aller de plus en plus loin en mer. Certains affirment passer désormais deux à trois jours au large, contre une seule journée il y a dix ans.",
                "Le chef du service départemental des pêches de Thiès, Abdoulaye Diop, a indiqué que les doléances seraient transmises au ministère de tutelle. Il a rappelé qu’un programme de renouvellement des moteurs hors-bord, financé à hauteur de 2 milliards de FCFA, est en cours pour réduire la consommation de carburant.",
                "Kayar compte plus de 1 200 pirogues et constitue l’un des principaux centres de débarquement du pays, avec plus de 40 000 tonnes de poisson débarquées chaque année.",
            ],
            "agency-source-no-person-jsonld-org", meta="ld", source="APS", mixed=(0,),
        ))  # fmt: skip
        add(fr_story(
            "conseil", 412301, "Politique", "communique-du-conseil-des-ministres-du-mercredi-2-decembre-2026",
            "Communiqué du Conseil des ministres du mercredi 2 décembre 2026", "2026-12-02 21:45", "20261202214500", [],
            [
                "Le Président de la République a présidé, ce mercredi 2 décembre 2026, la réunion hebdomadaire du Conseil des ministres, au Palais de la République.",
                "Entamant sa communication autour de la campagne de commercialisation arachidière, le Chef de l’État a demandé au ministre de l’Agriculture de veiller au paiement intégral et à bonne date des producteurs, ainsi qu’à l’approvisionnement correct des unités industrielles de transformation.",
                "Abordant la sécurité routière à l’approche des fêtes de fin d’année, le Président de la République a demandé au ministre des Infrastructures et des Transports terrestres de renforcer les contrôles sur les grands axes, de lutter contre la surcharge des véhicules de transport en commun et d’accélérer le renouvellement du parc de minicars.",
                "Le Chef de l’État a, par ailleurs, insisté sur l’emploi des jeunes. Il a invité le Gouvernement à finaliser, avant la fin du mois de janvier 2027, le programme national de formation aux métiers de la pêche, de l’agro-industrie et des énergies renouvelables.",
                "Le Premier ministre a, pour sa part, fait le point sur l’exécution du budget de l’exercice 2026 et sur la préparation des états généraux de la pêche artisanale prévus en février prochain.",
                "### AU TITRE DES COMMUNICATIONS DES MINISTRES",
                "- le ministre des Finances et du Budget a fait une communication sur l’exécution budgétaire à fin octobre 2026 ;",
                "- le ministre de l’Agriculture a fait le point sur la campagne de commercialisation arachidière ;",
                "- le ministre de la Santé a fait une communication sur la situation sanitaire du pays.",
                "### AU TITRE DES TEXTES LÉGISLATIFS ET RÉGLEMENTAIRES",
                "Le Conseil a examiné et adopté :",
                "- le projet de loi autorisant la ratification de l’accord de financement relatif à la phase 2 du Train Express Régional ;",
                "- le projet de décret portant création et organisation du Fonds de garantie des campagnes agricoles ;",
                "- le projet de décret relatif à la réglementation du transport public routier de personnes.",
                "### AU TITRE DES MESURES INDIVIDUELLES",
                "Le Président de la République a pris les décisions suivantes :",
                "- Monsieur Babacar Diagne, Inspecteur principal du Trésor, est nommé Directeur général de la Comptabilité publique et du Trésor, en remplacement de Monsieur Ibou Sarr, appelé à d’autres fonctions ;",
                "- Madame Khady Ba, Ingénieur agronome, est nommée Directrice de l’Agriculture au ministère de l’Agriculture ;",
                "- Monsieur Alassane Mbengue, Administrateur civil, est nommé Préfet du département de Mbour.",
                "SIGN: Le ministre de la Communication, Porte-parole du Gouvernement, Awa Ndiaye Sarr",
            ],
            "communique-press-release-all-entities", meta="pubdate", site_credit=True, all_ent=True, kicker="Communiqué",
        ))  # fmt: skip
        add(fr_story(
            "edito", 412277, "Contributions", "l-emigration-clandestine-n-est-pas-une-fatalite",
            "L’émigration clandestine n’est pas une fatalité", "2026-12-02 10:00", None, ["Moussa Sarr"],
            [
                "Chaque semaine, ou presque, des pirogues quittent nos côtes en direction des îles Canaries. Chaque semaine, des familles de Mbour, de Saint-Louis ou de Thiaroye attendent des nouvelles qui, trop souvent, n’arrivent jamais. Face à ce drame, le discours public oscille entre la compassion et la répression. Il est temps de regarder le phénomène en face.",
                "Ceux qui partent ne sont pas, pour la plupart, les plus pauvres. Ce sont souvent des jeunes qui ont été à l’école, qui ont appris un métier, et qui ne voient aucune perspective dans leur quartier. Le pêcheur dont la pirogue revient vide, le diplômé qui enchaîne les stages non rémunérés, le maçon payé à la tâche : tous partagent le même sentiment d’impasse.",
                "## Le piège des réponses sécuritaires",
                "Multiplier les patrouilles en mer et les arrestations de passeurs est nécessaire, mais insuffisant. Les réseaux s’adaptent, les départs se déplacent vers des plages moins surveillées, et les traversées deviennent plus longues et plus dangereuses. Une politique réduite à la surveillance ne fait que déplacer le problème.",
                "Il faut également sortir de l’illusion selon laquelle quelques campagnes de sensibilisation suffiraient à dissuader les candidats au départ. Ces jeunes connaissent les risques. Beaucoup ont perdu un ami, un frère ou un voisin. S’ils partent malgré tout, c’est qu’ils estiment n’avoir rien à perdre.",
                "## Redonner des perspectives",
                "La réponse durable passe par l’économie réelle. Cela suppose de protéger la pêche artisanale face aux flottes industrielles étrangères, de soutenir la transformation locale des produits agricoles et halieutiques, et d’orienter la commande publique vers les petites entreprises des régions.",
                "Elle passe aussi par la formation professionnelle. Nos centres de formation manquent d’équipements et sont souvent déconnectés des besoins des entreprises. Un jeune formé à la réparation de moteurs, à l’installation solaire ou à la transformation du poisson a davantage de chances de trouver un emploi qu’un titulaire d’une licence généraliste.",
                "Enfin, les États européens doivent assumer leur part. Ouvrir des voies légales de migration de travail, même limitées, enverrait un signal fort : celui qu’il existe une alternative à la pirogue.",
                "L’émigration clandestine n’est pas une fatalité. Elle est le symptôme d’un modèle qui ne parvient pas à offrir un avenir à sa jeunesse. C’est ce modèle qu’il faut changer.",
                "SIGN: Pr Moussa Sarr est enseignant-chercheur en économie à l’Université Cheikh Anta Diop de Dakar.",
            ],
            "contribution-honorific-no-machine-date", meta=None, kicker="Contribution", honorific="Pr ",
        ))  # fmt: skip
        add(fr_story(
            "lutte", 412240, "Sport", "lutte-roc-de-rufisque-terrasse-baye-lamb-au-bout-de-huit-minutes",
            "Lutte : Roc de Rufisque terrasse Baye Lamb au bout de huit minutes", "2026-12-01 08:00", "2026-12-01T08:00:00+00:00", ["Ibrahima Ndiaye"],
            [
                "Il a fallu moins de huit minutes à Roc de Rufisque pour venir à bout de Baye Lamb, dimanche, à l’Arène nationale de Pikine, devant près de 20 000 spectateurs. Le lutteur de l’écurie Ndakaaru Lamb a terrassé son adversaire d’une prise de jambe, confirmant son statut de prétendant au titre de roi des arènes.",
                "Le combat, très attendu depuis son annonce en juin, avait été reporté à deux reprises en raison d’une blessure au genou de Baye Lamb. Dès le coup d’envoi, Roc de Rufisque a imposé son rythme, multipliant les coups de poing avant d’engager le corps-à-corps.",
                "« J’avais dit que je n’allais pas traîner. Je respecte Baye Lamb, c’est un grand champion, mais aujourd’hui c’était mon jour », a déclaré le vainqueur au micro des journalistes, sous les acclamations de ses supporters.",
                "Battu, Baye Lamb n’a pas voulu chercher d’excuses. « La lutte, c’est comme ça. Je vais me reposer, soigner mon genou et revenir plus fort », a-t-il réagi, entouré de son staff.",
                "## Un cachet de 150 millions",
                "Selon le promoteur Pape Malick Sow, le combat a rapporté un cachet total de 150 millions de FCFA, réparti entre les deux lutteurs. Il s’agit de l’une des affiches les plus chères de la saison.",
                "Au-delà du combat royal, la journée a été marquée par une organisation jugée satisfaisante par les observateurs : les forces de l’ordre, déployées en nombre, n’ont signalé aucun incident majeur aux abords de l’arène.",
                "Avec cette victoire, la sixième consécutive, Roc de Rufisque pourrait affronter le roi des arènes dès le mois de mars. Des discussions seraient déjà engagées entre les deux camps, selon nos informations.",
            ],
            "sport-jsonld-person", meta="ld",
        ))  # fmt: skip

    # ---- templates ----

    def frame(self, doc: Doc, main: str) -> str:
        menu = (
            [self.a("home", "Accueil", "nav"), self.a("politique", "Politique", "nav")]
            + [
                f'<a href="/news/{r}/">{esc(RUB[r])}</a>'
                for r in ("Economie", "Societe", "Sport", "Contributions", "Necrologie")
            ]
            + ['<a href="/videos/">Vidéos</a>']
        )
        in_article_tpl = doc.is_article or doc.kind == "obituary"
        ld_script = ""  # a later SEO add-on: raw cp1252 JSON, not run through htmlentities()
        meta = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />',
            f"<title>{esc(doc.title)} - Teranga Info</title>"
            if doc.kind != "home"
            else "<title>Teranga Info - L’actualité du Sénégal en continu</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}" />'
            if doc.is_article
            else '<meta name="description" content="Teranga Info : toute l’actualité du Sénégal, politique, économie, société, sport." />',
            '<meta name="keywords" content="Sénégal, Dakar, actualité, politique, économie, lutte, news" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:type" content="{"article" if in_article_tpl else "website"}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Teranga Info" />',
        ]
        if doc.kind == "obituary":
            meta.append('<meta property="article:published_time" content="2026-12-03 17:05:00" />')
        if doc.is_article:
            m = doc.extra["meta"]
            if m == "published_time":
                meta.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            elif m == "pubdate":
                meta.append(f'<meta name="pubdate" content="{doc.iso}" />')
            elif m == "date":
                meta.append(f'<meta name="date" content="{doc.iso}" />')
            elif m == "ld":
                auth = (
                    {"@type": "Organization", "name": doc.extra["source"]}
                    if doc.extra.get("source")
                    else [{"@type": "Person", "name": a} for a in doc.authors]
                )
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "author": auth,
                    "publisher": {"@type": "Organization", "name": "Teranga Info"},
                    "image": f"{self.origin}/photos/2026/12/{doc.extra['ident']}.jpg",
                }
                ld_script = f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("bref", "ter", "lutte", "conseil")
        )
        flash = "".join(
            f'<li><span class="heure">{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("entretien", "ter")
        )
        head = ent("\n".join(meta)) + ("\n" + ld_script if ld_script else "")
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr" lang="fr">
<head>
{head}
<link rel="shortcut icon" href="/favicon.ico" />
<link rel="alternate" type="application/rss+xml" title="Teranga Info - RSS" href="/rss.php" />
<link rel="stylesheet" type="text/css" href="/css/style.css?v=2014" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/jquery-1.8.3.min.js"></script>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-4471208-1']); _gaq.push(['_trackPageview']);</script>
</head>
<body>
<div id="conteneur">
<div id="entete">
<a href="/" class="logo"><img src="/images/logo_teranga.gif" alt="Teranga Info" width="260" height="70" border="0" /></a>
<div class="date_du_jour">{ent("Vendredi 04 Décembre 2026")}</div>
<div class="pub_728"><a href="https://pub.terangainfo.test/clic.php?id=88" target="_blank"><img src="/pub/banniere_728x90.gif" alt="" width="728" height="90" border="0" /></a></div>
<form action="/recherche.php" method="get" class="form_recherche"><input type="text" name="q" value="" size="20" /><input type="submit" value="OK" /></form>
</div>
<ul id="menu">{ent("".join(f"<li>{m}</li>" for m in menu))}</ul>
<div id="colonne_gauche">
{main}
</div>
<div id="colonne_droite">
<div class="bloc"><h3>{ent("Les plus lus")}</h3><ol>{ent(most)}</ol></div>
<div class="bloc"><h3>Flash infos</h3><ul>{ent(flash)}</ul></div>
<div class="bloc pub_300"><a href="https://pub.terangainfo.test/clic.php?id=91" target="_blank"><img src="/pub/pave_300x250.gif" alt="" width="300" height="250" border="0" /></a></div>
<div class="bloc"><h3>Newsletter</h3><form action="/newsletter.php" method="post"><input type="text" name="email" value="Votre e-mail" /><input type="submit" value="Inscription" /></form></div>
</div>
<div id="pied">
<p>{ent(f"{self.a('about', 'Qui sommes-nous ?', 'footer')} | {self.a('legal', 'Mentions légales', 'footer')} | <a href='mailto:redaction@terangainfo.test'>Contact</a> | <a href='/publicite.html'>Publicité</a> | <a href='/rss.php'>RSS</a>")}</p>
<p>{ent("Copyright © 2008-2026 Teranga Info - Tous droits réservés")}</p>
</div>
</div>
<div id="bandeau_cookies">{ent("En poursuivant votre navigation sur ce site, vous acceptez l’utilisation de cookies.")} <a href="#" onclick="document.getElementById('bandeau_cookies').style.display='none';return false;">OK</a></div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        rub = doc.extra["rub"]
        ident = doc.extra["ident"]
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<div class="photo_article"><img src="/photos/2026/12/{ident}_2.jpg" alt="{esc(alt)}" /><div class="legende">{esc(cap)}</div></div>'
            ),
        )
        if doc.extra.get("all_ent"):
            body = ent(body)
        elif doc.extra.get("mixed"):
            lines = body.split("\n")
            for i in doc.extra["mixed"]:
                lines[i] = ent(lines[i])
            body = "\n".join(lines)
        if doc.authors:
            names = " et ".join(self.a("author", a, "byline") if a == "Aminata Diallo" else esc(a) for a in doc.authors)
            lead = doc.byline or "Par"
            by = f'<span class="auteur">{esc(lead)} {esc(doc.extra.get("honorific", ""))}{names}</span>'
        elif doc.extra.get("source"):
            by = '<span class="auteur">Teranga Info</span>'
        else:
            by = '<span class="auteur">Teranga Info</span>'
        source = f'<div class="source">Source : {esc(doc.extra["source"])}</div>' if doc.extra.get("source") else ""
        kicker = f'<div class="surtitre">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        chapeau = f'<div class="chapeau">{ent(esc(doc.dek))}</div>' if doc.dek else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="mots_cles">{ent("Mots-clés")} : {self.a("tag", "TER", "content")} <a href="/mots-cles/AIBD.html">AIBD</a> <a href="/mots-cles/Diamniadio.html">Diamniadio</a></div>'
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:3]
        )
        rel += f'<li><a href="{OLD[1][0]}">{esc(OLD[1][1])}</a></li>'
        reads = 400 + ident % 2600
        sec_link = (
            self.a("politique", RUB[rub], "breadcrumb")
            if rub == "Politique"
            else f'<a href="/news/{rub}/">{esc(RUB[rub])}</a>'
        )
        return f"""<div class="fil_ariane">{self.a("home", "Accueil", "breadcrumb")} &gt; {ent(sec_link)}</div>
<div class="article">
{ent(kicker)}
<h1 class="titre_article">{ent(esc(doc.title))}</h1>
<div class="infos_article">{ent(by)} | <span class="date_pub">{ent("Publié le " + doc.stamp)}</span> | <span class="lu">Lu {reads // 1000} {reads % 1000:03d} fois</span></div>
<div class="partage"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" target="_blank">Facebook</a> <a href="https://twitter.com/share?url={esc(self.url(doc.key))}" target="_blank">Twitter</a> <a href="whatsapp://send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="/imprimer.php?id={ident}">Imprimer</a> <a href="mailto:?subject=Teranga%20Info&amp;body={esc(self.url(doc.key))}">Envoyer</a></div>
<div class="photo_article"><img src="/photos/2026/12/{ident}.jpg" alt="" width="600" height="400" /></div>
{chapeau}
<div class="corps_article" id="texte">
{body}
</div>
{source}
{tags}
<div class="articles_lies"><h3>{ent("À lire aussi")}</h3><ul>{ent(rel)}</ul></div>
<div class="commentaires"><h3>Commentaires (3)</h3>
<div class="com"><span class="pseudo">Sokhna</span> <span class="date_com">{ent("le " + doc.stamp[:-8].split(" ", 1)[1])}</span><p>{ent("Très bon article, merci à la rédaction.")}</p></div>
<div class="com"><span class="pseudo">Goorgoorlu</span><p>Trop bien Ã©crit mais on attend les actes, pas les discours.</p></div>
<div class="com"><span class="pseudo">Diaspora75</span><p>{ent("Il faut que ça change vraiment cette fois.")}</p></div>
</div>
<div class="reagir"><h3>{ent("Réagir à cet article")}</h3><form action="/commentaire.php" method="post"><input type="hidden" name="id" value="{ident}" /><input type="text" name="pseudo" value="Pseudo" /><textarea name="texte" rows="5" cols="50"></textarea><input type="submit" value="Envoyer" /></form></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="une_article"><img src="/photos/2026/12/{d.extra["ident"]}_th.jpg" alt="" width="120" height="80" /><h2>{self.a(k, d.title, "content")}</h2><div class="date_liste">{d.stamp}</div><p>{esc(d.dek or self.lede(d))}</p></div>'
            )
        if doc.extra.get("old"):
            items += [
                f'<div class="une_article"><h2><a href="{p}">{esc(t)}</a></h2><div class="date_liste">{s}</div></div>'
                for p, t, s in OLD
            ]
        if doc.extra.get("dead"):
            items.append(
                f'<div class="une_article"><h2>{self.a("error", "Coupure d’eau à Dakar-Plateau : la Sen’Eau s’explique", "content")}</h2><div class="date_liste">Mardi 15 Septembre 2026</div></div>'
            )
        pager = ""
        if doc.key == "politique":
            pager = f'<div class="pagination"><b>1</b> {self.a("politique2", "2", "pagination")} <a href="/news/Politique/?page=3">3</a> {self.a("politique2", "Suivant »", "pagination")}</div>'
        elif doc.key == "politique2":
            pager = f'<div class="pagination">{self.a("politique", "« Précédent", "pagination")} {self.a("politique", "1", "pagination")} <b>2</b> <a href="/news/Politique/?page=3">3</a></div>'
        head = f'<h1 class="titre_rubrique">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="titre_rubrique">À la une</h1>'
            extra = f'<div class="bloc_accueil"><h3>Rubriques</h3>{self.a("politique", "Politique", "content")} | {self.a("necro", "Nécrologie", "content")} | {self.a("tag", "TER", "content")} | {self.a("author", "Aminata Diallo", "content")} | {self.a("search", "Recherche : arachide", "content")}</div>'
        elif doc.kind == "search":
            head = '<h1 class="titre_rubrique">Résultats de la recherche : arachide</h1><p class="nb_resultats">12 articles trouvés</p>'
        elif doc.kind == "author":
            head = '<h1 class="titre_rubrique">Aminata Diallo</h1><p class="bio_auteur">Journaliste au service Économie de Teranga Info.</p>'
        elif doc.kind == "tag":
            head = '<h1 class="titre_rubrique">Mots-clés : TER</h1>'
        return ent(
            f'<div class="fil_ariane">{self.a("home", "Accueil", "breadcrumb")} &gt; {esc(doc.title)}</div>{head}<div class="liste_articles">{"".join(items)}</div>{pager}{extra}'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "obituary":
            return f"""<div class="fil_ariane">{self.a("home", "Accueil", "breadcrumb")} &gt; {ent("Nécrologie")}</div>
<div class="article">
<h1 class="titre_article">{ent(esc(doc.title))}</h1>
<div class="infos_article"><span class="auteur">Teranga Info</span> | <span class="date_pub">{ent("Publié le " + doc.extra["stamp"])}</span> | <span class="lu">Lu 2 118 fois</span></div>
<div class="corps_article" id="texte">
{self.blocks(doc)}
</div>
<div class="condoleances"><h3>{ent("Présentez vos condoléances")}</h3><form action="/condoleances.php" method="post"><textarea name="texte"></textarea><input type="submit" value="Envoyer" /></form></div>
</div>"""
        if doc.kind == "error":
            return f"""<div class="erreur"><h1 class="titre_rubrique">{ent(esc(doc.title))}</h1>
<p>{ent("La page que vous demandez n’existe pas ou a été supprimée.")}</p>
<p>Retour {ent("à")} {self.a("home", "l’accueil", "content")} ou faites une <a href="/recherche.php">recherche</a>.</p>
<h3>{ent("Les dernières infos")}</h3><ul>{ent("".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("entretien", "ter", "bref")))}</ul></div>"""
        return f'<div class="page_statique"><h1 class="titre_rubrique">{ent(esc(doc.title))}</h1>\n{ent(self.blocks(doc))}\n</div>'
