# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French typography and mojibake are deliberate)
"""L'Écho du Bocage: a Vendée weekly on an old **SPIP** install (the `dist` skeleton: `cartouche`, `surtitre`,
`info-publi`, `<abbr class="published">`, `chapo`, `texte`, `ps`, URLs "html": `article4821.html`, `rubrique3.html`,
`mot12.html`, `auteur7.html`, `spip.php?page=recherche&recherche=`, SPIP's offset pager
`rubrique3.html?debut_articles=10#pagination_articles` printing "0 | 10 | 20"), French, Paris time (+01:00).

The site is **iso-8859-1** (HTTP header and `<meta http-equiv>`; Scrapy decodes windows-1252, labelled `cp1252`).
Everything that comes from the database is written with **a character entity for every accented letter**
(`d&eacute;cembre`, `l&rsquo;`, `&laquo;&nbsp;`, SPIP's no-break spaces before `: ; ! ?`), while the skeleton's own
strings were saved in UTF-8 and so show as **mojibake** ("Ã€ la une", "Mentions lÃ©gales", "Â©"): the template is
garbled, the stories are not. Scripts wrap their code in `/*<![CDATA[*/ … /*]]>*/`. Dates print "4 décembre 2026"
beside an `<abbr class="published">` in **UTC** (the budget story, posted at 00:20 on 4 Dec, says 23:20Z on 3 Dec).
No JSON-LD anywhere; an Open Graph plugin on four stories only. One story keeps its first version inside an HTML
comment, one has `<p>&nbsp;</p>` spacers, and one page was **cut by the server** mid-word in its fifth paragraph.
The legal notice is an SPIP article (article template, a byline "Webmestre", a 2019 date) but not a news story; the
404 is served as an ordinary page."""

from __future__ import annotations

from common import CUT, Base, cut_at, ents, fr_typo, moji, page, story
from sitekit import Doc, Link, css_rules, esc, plain

ORIGIN = "https://www.echodubocage.test"
ARTS = ["budget", "eolien", "bus", "afp", "foot", "marche", "ps", "ehpad"]
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
M = moji  # skeleton strings: UTF-8 source read as windows-1252
SPIP_IN = 'class="spip_in"'
REL_TAG = 'rel="tag"'
BOOKMARK = 'rel="bookmark"'
PAGINATION = 'class="lien_pagination" rel="nofollow"'


def fr(lines: list[str]) -> list[str]:
    return [fr_typo(line) for line in lines]


class Echo(Base):
    origin = ORIGIN
    name = "L’Écho du Bocage"
    prefix = "ecb"
    language = "fr"
    encoding = "cp1252"
    content_type = "text/html; charset=iso-8859-1"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ecb",
            [
                "#header",
                ".nav .menu-entree",
                ".cartouche h1",
                ".info-publi",
                ".chapo",
                ".texte p",
                ".aside .menu",
                ".pagination",
                "#footer",
                "#bandeau_cookies",
            ],
            240,
        )

    def href(self, key_or_path: str) -> str:
        out = super().href(key_or_path)
        return "./" if out == "." else out

    def ax(self, key: str, inner: str, zone: str, attrs: str = "", frag: str = "") -> str:
        """A link whose anchor is raw HTML (entity-encoded text) and whose href may carry a fragment."""
        if key in self.docs:
            self.links.append(Link(self.current, key, zone, plain(inner)))
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc(self.href(key) + frag)}"{extra}>{inner}</a>'

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "L’Écho du Bocage",
                "spip-sommaire",
                list=["budget", "afp", "eolien", "bus", "foot", "ps"],
            )
        )
        add(
            page(
                "actu",
                "/rubrique3.html",
                "section",
                "Actualité",
                "spip-rubrique-offset-pager",
                list=["budget", "bus", "afp", "eolien"],
                more="actu2",
            )
        )
        add(
            page(
                "actu2",
                "/rubrique3.html?debut_articles=10",
                "section",
                "Actualité",
                "spip-rubrique-debut-articles-10",
                list=["marche", "ehpad"],
            )
        )
        add(page("mot", "/mot12.html", "tag", "Énergies renouvelables", "spip-mot-cle", list=["eolien", "afp"]))
        add(
            page(
                "auteur",
                "/auteur7.html",
                "author",
                "Jean-Michel Rabiller",
                "spip-auteur",
                list=["budget"],
                bio="Journaliste à L’Écho du Bocage depuis 2004, il suit la vie municipale des Herbiers et de la communauté de communes du Pays-des-Herbiers.",
            )
        )
        add(
            page(
                "recherche",
                "/spip.php?page=recherche&recherche=bus",
                "search",
                fr_typo("Résultats de la recherche « bus »"),
                "spip-recherche",
                list=["bus"],
            )
        )
        add(page("err404", "/article4790.html", "not-found", "Erreur 404", "spip-404-served-200"))
        add(
            page(
                "mentions",
                "/article12.html",
                "policy",
                "Mentions légales",
                "spip-article-template-legal-notice",
                fr(
                    [
                        "### Éditeur",
                        "L’Écho du Bocage est édité par la SARL Presse du Haut-Bocage, au capital de 45 000 euros, 12 rue Nationale, 85500 Les Herbiers. RCS La Roche-sur-Yon 412 556 870.",
                        "Directeur de la publication : Bernard Chauvet.",
                        "### Hébergement",
                        "Le site est hébergé par OVH SAS, 2 rue Kellermann, 59100 Roubaix.",
                        "### Données personnelles",
                        "Les informations recueillies par le formulaire d’abonnement sont destinées au service diffusion du journal. Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de rectification et de suppression des données qui vous concernent, en écrivant à l’adresse ci-dessus.",
                        "### Droits de reproduction",
                        "Tous les articles et photographies publiés sur ce site sont protégés par le droit d’auteur. Toute reproduction, même partielle, est interdite sans l’accord écrit de la rédaction.",
                    ]
                ),
                story_template=True,
                iso="2019-03-11T09:00:00Z",
                stamp="11 mars 2019",
                by="Webmestre",
            )
        )
        add(
            page(
                "agenda",
                "/rubrique9.html",
                "events",
                "Agenda",
                "spip-agenda-events",
                events=[
                    (
                        "Samedi 5 décembre",
                        "Montaigu-Vendée",
                        "Portes ouvertes du marché au cadran, de 9 h à 17 h, zone de la Bretonnière.",
                    ),
                    (
                        "Samedi 5 décembre",
                        "Les Herbiers",
                        "Marché de Noël de l’Arc-en-Ciel, place du Champ-de-Foire, de 10 h à 19 h.",
                    ),
                    (
                        "Dimanche 6 décembre",
                        "Pouzauges",
                        "Randonnée du Téléthon, départ du bois de la Folie à 9 h 30, 8 ou 14 km.",
                    ),
                    (
                        "Dimanche 6 décembre",
                        "Chantonnay",
                        "Loto des pompiers, salle de la Mongie, ouverture des portes à 12 h 30.",
                    ),
                    (
                        "Mardi 8 décembre",
                        "Mouilleron-en-Pareds",
                        "Conférence « Clemenceau et la Vendée », maison natale, 18 h 30, entrée libre.",
                    ),
                    (
                        "Vendredi 11 décembre",
                        "Les Herbiers",
                        "Concert de l’harmonie municipale, église Saint-Pierre, 20 h 30.",
                    ),
                    (
                        "Samedi 12 décembre",
                        "Saint-Fulgent",
                        "Bourse aux jouets de l’APE, salle polyvalente, de 9 h à 13 h.",
                    ),
                ],
            )
        )
        add(
            page(
                "abonnement",
                "/spip.php?page=abonnement",
                "subscribe",
                "S’abonner à L’Écho du Bocage",
                "spip-page-abonnement",
                offers=[
                    (
                        "Papier + numérique",
                        "79 € par an",
                        "Le journal chaque jeudi dans votre boîte aux lettres, l’édition numérique dès mercredi soir et l’accès illimité au site.",
                    ),
                    (
                        "100 % numérique",
                        "49 € par an",
                        "L’édition numérique dès mercredi soir, les archives depuis 1998 et l’accès illimité au site.",
                    ),
                    (
                        "Découverte",
                        "1 € le premier mois",
                        "Un mois d’accès au site et à l’édition numérique, puis 4,90 € par mois, sans engagement.",
                    ),
                ],
            )
        )

        add(
            story(
                "budget",
                "/article4821.html",
                "Les Herbiers : le budget 2027 adopté après trois heures de débat",
                "2026-12-04",
                "2026-12-03T23:20:00Z",
                "4 décembre 2026",
                ["Jean-Michel Rabiller"],
                fr(
                    [
                        "Il était près de minuit, jeudi, quand le maire des Herbiers, Alain Rocheteau, a fait procéder au vote du budget primitif 2027. Après trois heures de débat parfois tendu, le document a été adopté par 25 voix pour et 8 contre, celles des deux groupes d’opposition.",
                        "Le budget s’élève à 31,4 millions d’euros, dont 22,8 millions en fonctionnement. « Nous avons construit ce budget dans un contexte que personne n’avait anticipé il y a deux ans », a reconnu l’adjointe aux finances, Nathalie Bouron, en présentant les grandes lignes du document.",
                        "RAW:<p>&nbsp;</p>",
                        "La facture énergétique de la commune, qui avait déjà bondi de 40 % en 2025, devrait encore progresser de 12 % l’an prochain. Les écoles, la piscine intercommunale et le complexe sportif de la Doulaie pèsent pour plus de la moitié de la dépense.",
                        "### Deux chantiers reportés",
                        "Pour tenir l’équilibre sans augmenter les taux de la taxe foncière, la majorité a choisi de décaler deux investissements : la rénovation de la salle des fêtes du Petit-Bois, repoussée à 2028, et la liaison cyclable vers Mesnard-la-Barotière.",
                        "« C’est un renoncement », a dénoncé Yannick Grolleau, chef de file du groupe Les Herbiers en commun. « On nous parle de transition écologique depuis des années, et la première chose qu’on sacrifie, c’est la piste cyclable. »",
                        "RAW:<p>&nbsp;</p>",
                        "Le maire a défendu « un budget de responsabilité ». Il a rappelé que la dette de la commune avait été réduite de 1,2 million d’euros depuis le début du mandat et que la capacité de désendettement restait inférieure à cinq ans.",
                        "RAW:<p>&nbsp;</p>",
                        "Le conseil a également adopté, à l’unanimité, une hausse de 2 % des subventions aux associations sportives et culturelles, ainsi que la gratuité de la cantine pour les familles aux revenus les plus modestes à partir de la rentrée de septembre.",
                        "La prochaine séance du conseil municipal est prévue le jeudi 28 janvier.",
                    ]
                ),
                "spip-nbsp-spacer-paragraphs-utc-abbr-day-before",
                section="Actualité",
                dek=fr_typo(
                    "Le conseil municipal des Herbiers a voté, jeudi soir, un budget 2027 marqué par la hausse des dépenses d’énergie et le report de deux chantiers. L’opposition a voté contre."
                ),
                auteur="auteur",
            )
        )
        add(
            story(
                "eolien",
                "/article4817.html",
                "Pouzauges : le projet éolien de la Bonnelière relancé en appel",
                "2026-12-04",
                "2026-12-04T10:05:00Z",
                "4 décembre 2026",
                ["Claire Guilbaud"],
                fr(
                    [
                        "Le dossier semblait enterré. Il revient sur le devant de la scène. Dans un arrêt rendu mardi, la cour administrative d’appel de Nantes a annulé l’arrêté préfectoral qui, en 2024, avait refusé le permis de construire du parc éolien de la Bonnelière, entre Pouzauges et Saint-Mesmin.",
                        "Le projet, porté par la société Vents du Haut-Bocage, prévoit l’implantation de six éoliennes de 180 mètres en bout de pale, pour une puissance totale de 25 mégawatts. De quoi alimenter, selon le développeur, l’équivalent de 24 000 habitants.",
                        "Le préfet avait motivé son refus par l’impact visuel du projet sur le bois de la Folie et le panorama du puy Crapaud. Une argumentation que la cour n’a pas retenue, estimant que l’étude paysagère « ne faisait pas apparaître d’atteinte excessive » aux sites protégés.",
                        "À Pouzauges, la nouvelle a été accueillie froidement par l’association Bocage sans mâts, qui fédère une centaine de riverains. « Nous allons étudier la possibilité d’un pourvoi devant le Conseil d’État », indique son président, Gilles Mandin. « Le bocage n’est pas une zone industrielle. »",
                        "Du côté de la communauté de communes, le ton est plus mesuré. Son président rappelle que le territoire s’est fixé l’objectif de couvrir la moitié de sa consommation d’électricité par des énergies renouvelables d’ici 2035. « Nous serons attentifs aux retombées pour les communes et à la concertation avec les habitants », assure-t-il.",
                        "Le préfet dispose désormais de deux mois pour délivrer le permis ou saisir le Conseil d’État. Le développeur table sur un début des travaux en 2028 et une mise en service l’année suivante.",
                    ]
                ),
                "spip-old-version-in-html-comment",
                section="Actualité",
                dek=fr_typo(
                    "La cour administrative d’appel de Nantes a annulé le refus de permis opposé par le préfet. Le parc de six éoliennes pourrait voir le jour d’ici 2029."
                ),
                maj="4 décembre 2026",
                og="2026-12-04T11:05:00+01:00",
                old=fr(
                    [
                        "Le tribunal administratif de Nantes a annulé mardi l’arrêté préfectoral qui avait refusé le permis de construire du parc éolien de la Bonnelière, entre Pouzauges et Saint-Mesmin.",
                        "Le projet prévoit l’implantation de quatorze éoliennes de 150 mètres. Les opposants, réunis dans l’association Bocage sans mâts, annoncent un appel.",
                        "Le préfet dispose de deux mois pour délivrer le permis.",
                    ]
                ),
            )
        )
        add(
            story(
                "bus",
                "/article4819.html",
                "La Roche-sur-Yon : le futur bus à haut niveau de service inquiète les commerçants",
                "2026-12-04",
                "2026-12-04T06:40:00Z",
                "4 décembre 2026",
                ["Sophie Marchand"],
                fr(
                    [
                        "Les premiers coups de pelleteuse ne sont attendus qu’en septembre, mais le futur bus à haut niveau de service de La Roche-sur-Yon fait déjà parler de lui. Mercredi soir, près de 200 personnes se sont pressées à la réunion publique organisée par l’agglomération au Manège, pour découvrir le tracé définitif de la ligne.",
                        "Longue de 9,5 kilomètres, la ligne reliera le quartier de la Vallée-Verte au parc d’activités de Belle-Place en passant par la gare et la place Napoléon. Les bus, électriques et longs de 18 mètres, circuleront toutes les huit minutes en heure de pointe, sur des voies qui leur seront réservées sur les deux tiers du parcours.",
                        "« Nous voulons offrir une vraie alternative à la voiture pour les 30 000 déplacements quotidiens qui traversent le centre-ville », a expliqué le vice-président chargé des mobilités, Hervé Piveteau. Le coût du projet est estimé à 68 millions d’euros, dont un tiers financé par l’État et la Région.",
                        "Mais la création des voies réservées entraînera la suppression d’environ 240 places de stationnement, dont 90 sur le boulevard d’Angleterre et la rue Clemenceau. C’est ce point qui a cristallisé les critiques des commerçants présents dans la salle.",
                        "Au Bon Pain yonnais, à l’angle de la rue Clemenceau, la boulangère Martine Gaborit résume l’inquiétude de nombreux commer",
                    ]
                ),
                "spip-truncated-mid-word-by-server",
                section="Actualité",
                dek=fr_typo(
                    "La réunion publique sur le tracé de la future ligne de bus a fait salle comble mercredi soir. La suppression de 240 places de stationnement fâche le centre-ville."
                ),
                cut=True,
            )
        )
        add(
            story(
                "afp",
                "/article4818.html",
                "Tempête Bérénice : 38 000 foyers privés d’électricité en Vendée",
                "2026-12-04",
                "2026-12-04T07:55:00Z",
                "4 décembre 2026",
                [],
                fr(
                    [
                        "La tempête Bérénice a traversé la Vendée dans la nuit de jeudi à vendredi, avec des rafales mesurées à 126 km/h à l’île d’Yeu et à 98 km/h à La Roche-sur-Yon. Vendredi matin, 38 000 foyers étaient toujours privés d’électricité dans le département, selon Enedis.",
                        "Le Haut-Bocage a été particulièrement touché : plus de 6 000 clients étaient sans courant à 7 heures dans le secteur des Herbiers, de Pouzauges et de Mortagne-sur-Sèvre, où de nombreux arbres sont tombés sur les lignes.",
                        "### Des arbres sur les routes",
                        "Les pompiers de la Vendée ont effectué plus de 350 interventions depuis jeudi soir, principalement pour des chutes d’arbres et des toitures endommagées. Aucun blessé grave n’était à déplorer vendredi matin, a indiqué la préfecture.",
                        "Plusieurs axes restaient coupés en début de matinée, dont la route départementale 160 entre Chantonnay et Sainte-Hermine et la route départementale 755 près de Pouzauges. La circulation des trains entre La Roche-sur-Yon et Nantes a été interrompue jusqu’à 9 heures, le temps de dégager la voie.",
                        "### Le rétablissement prendra plusieurs jours",
                        "Enedis a mobilisé 400 techniciens, dont des renforts venus d’autres régions, et annonce le rétablissement de 80 % des foyers d’ici samedi soir. « Pour les clients situés dans les zones les plus boisées, il faudra sans doute attendre le début de la semaine prochaine », a prévenu le gestionnaire du réseau, cité par l’AFP.",
                        "Météo-France a levé la vigilance orange vent vendredi à 6 heures, mais maintient la Vendée en vigilance jaune pour les vagues-submersion sur le littoral jusqu’à samedi midi.",
                    ]
                ),
                "spip-desk-with-agency-og-only",
                section="Actualité",
                dek=fr_typo(
                    "Les rafales ont dépassé 120 km/h sur le littoral. Le Haut-Bocage est le secteur le plus touché, avec plus de 6 000 clients sans courant vendredi matin."
                ),
                by_desk="La Rédaction avec AFP",
                og="2026-12-04T08:55:00+01:00",
                maj="4 décembre 2026",
            )
        )
        add(
            story(
                "foot",
                "/article4820.html",
                "L’US Bocage Sud arrache le nul face à l’Olympique Nantes-Est",
                "2026-12-04",
                "2026-12-04T22:05:00Z",
                "4 décembre 2026",
                ["Thomas Brochard"],
                fr(
                    [
                        "On jouait la 88e minute et le stade du Bois-Joly commençait à se vider quand Kévin Rousseau a surgi au second poteau pour reprendre un corner de Mathis Girard. Grâce à cette tête, l’US Bocage Sud a arraché vendredi soir le match nul (2-2) face à l’Olympique Nantes-Est, leader du groupe.",
                        "Les Vendéens avaient pourtant mal commencé. Menés 2-0 à la pause après deux erreurs défensives, ils ont été bousculés pendant toute la première période par des Nantais plus rapides et plus précis dans leurs transmissions.",
                        "Le déclic est venu à l’heure de jeu. L’entrée de Yanis Bouchet sur le côté gauche a redonné de la profondeur au jeu bocain, et c’est lui qui a réduit l’écart à la 67e minute, d’une frappe croisée qui a trompé le gardien nantais.",
                        "« On a montré du caractère. À 2-0 contre le premier, beaucoup d’équipes auraient lâché », se félicitait l’entraîneur, Stéphane Herbreteau, au coup de sifflet final. « Mais il faudra être beaucoup plus appliqués dès le début du match si on veut rester dans la première moitié du tableau. »",
                        "Avec ce point, l’US Bocage Sud reste septième du groupe, à six longueurs du podium. Les joueurs de Stéphane Herbreteau se déplaceront à Saint-Nazaire le 12 décembre pour le dernier match de la phase aller.",
                    ]
                ),
                "spip-surtitre-kicker-in-title-tag",
                section="Sports",
                surtitre="Football - National 3",
                dek=fr_typo(
                    "Menée 2-0 à la pause, l’équipe du Bocage est revenue au score grâce à Yanis Bouchet et Kévin Rousseau, à deux minutes de la fin."
                ),
                og="2026-12-04T23:05:00+01:00",
            )
        )
        add(
            story(
                "marche",
                "/article4815.html",
                "Montaigu-Vendée : le marché au cadran fête ses 50 ans",
                "2026-12-03",
                "2026-12-03T16:30:00Z",
                "3 décembre 2026",
                [],
                fr(
                    [
                        "Créé en 1976 par une poignée d’éleveurs et de négociants, le marché aux bestiaux de Montaigu a bien changé. Depuis 1989, les ventes s’y font au cadran : les bêtes défilent sur un ring, le prix s’affiche sur un écran géant et les acheteurs enchérissent en appuyant sur un boîtier électronique.",
                        "Chaque mardi, quelque 1 500 bovins y changent de mains, ce qui en fait l’un des trois premiers marchés au cadran de l’Ouest. Environ 120 acheteurs sont présents dans les gradins ou connectés à distance, certains depuis l’Italie ou l’Espagne.",
                        "« Le cadran, c’est la transparence. Le prix se fait devant tout le monde, l’éleveur voit en direct ce que vaut son animal », explique le directeur du marché, Pascal Bréchet, qui y travaille depuis trente ans.",
                        "Pour fêter ce demi-siècle, le marché ouvre ses portes au public samedi 5 décembre, de 9 heures à 17 heures. Au programme : des visites commentées des installations, une vente de démonstration, une exposition de photographies d’archives et un repas champêtre préparé par les bouchers du canton.",
                        "Les organisateurs espèrent attirer un public bien au-delà du monde agricole. « Beaucoup d’habitants de Montaigu n’ont jamais mis les pieds ici, alors que c’est une institution », sourit Pascal Bréchet.",
                        "L’entrée est gratuite. Le repas du midi est proposé à 15 euros, sur réservation auprès de l’office de tourisme de Terres de Montaigu.",
                    ]
                ),
                "spip-desk-byline-la-redaction",
                section="Actualité",
                dek=fr_typo(
                    "Créé en 1976, le marché aux bestiaux de Montaigu est devenu l’un des principaux marchés au cadran de l’Ouest. Une journée portes ouvertes est organisée samedi."
                ),
                by_desk="La Rédaction",
            )
        )
        add(
            story(
                "ps",
                "/article4812.html",
                "Mouilleron-en-Pareds : la maison natale de Clemenceau rouvre ses portes",
                "2026-12-03",
                "2026-12-03T08:15:00Z",
                "3 décembre 2026",
                ["Marie-Odile Pineau"],
                fr(
                    [
                        "Après dix-huit mois de travaux, la maison natale de Georges Clemenceau, à Mouilleron-en-Pareds, rouvre au public ce samedi. La toiture a été entièrement refaite, les menuiseries restaurées et un ascenseur installé pour rendre l’étage accessible aux personnes à mobilité réduite.",
                        "Le parcours de visite a lui aussi été repensé. Une salle consacrée à l’enfance du « Tigre » dans le bocage présente des lettres de sa mère, des cahiers d’écolier et un portrait de famille prêté par un collectionneur nantais.",
                        "« Nous voulions que les visiteurs comprennent d’où il venait, ce que la Vendée de 1850 a fait de lui », explique la responsable du site, Hélène Joussemet. La visite se termine dans le jardin, où une table d’orientation présente les lieux de son enfance.",
                        "Le chantier, d’un montant de 1,6 million d’euros, a été financé par l’État, la Région et le Département. Il a permis de découvrir, sous un enduit, une cheminée du XVIIe siècle aujourd’hui mise en valeur dans la grande salle.",
                        "Pour la réouverture, l’entrée sera gratuite tout le week-end. Une conférence sur « Clemenceau et la Vendée » est programmée mardi 8 décembre à 18 h 30.",
                    ]
                ),
                "spip-correspondent-role-in-author-name-ps-box",
                section="Vie locale",
                dek=fr_typo(
                    "Fermée depuis le printemps 2025 pour travaux, la maison où est né Georges Clemenceau accueille de nouveau le public à partir de samedi, avec un parcours entièrement repensé."
                ),
                by_name="Marie-Odile Pineau, correspondante",
                ps=fr_typo(
                    "Pratique : ouvert du mercredi au dimanche, de 10 h à 12 h 30 et de 14 h à 17 h 30. Entrée gratuite le premier dimanche du mois. Renseignements au 02 51 00 31 49."
                ),
            )
        )
        add(
            story(
                "ehpad",
                "/article4816.html",
                "Chantonnay : l’Ehpad des Tilleuls cherche des bénévoles pour les fêtes",
                "2026-12-02",
                "2026-12-02T13:10:00Z",
                "2 décembre 2026",
                ["Claire Guilbaud", "Thomas Brochard"],
                fr(
                    [
                        "À l’approche des fêtes, l’Ehpad des Tilleuls, à Chantonnay, lance un appel aux bonnes volontés. L’établissement, qui accueille 84 résidents, cherche une vingtaine de bénévoles pour accompagner les animations de décembre et rompre l’isolement de ceux qui ne recevront pas de visite.",
                        "« Certains de nos résidents n’ont plus de famille proche, ou une famille qui habite loin. Pour eux, Noël peut être une période très difficile », explique l’animatrice, Laurence Girard.",
                        "Les bénévoles pourront participer à plusieurs missions :",
                        "- la décoration des salles communes et des couloirs, à partir du 7 décembre ;",
                        "- l’accompagnement des sorties au marché de Noël de Chantonnay, le 12 décembre ;",
                        "- la lecture de contes et de lettres le soir, pendant la semaine de Noël ;",
                        "- le service du repas de réveillon, le 24 décembre au soir.",
                        "Aucune compétence particulière n’est demandée, seulement « de la disponibilité et de l’écoute ». Une courte formation sera proposée le 5 décembre par l’équipe soignante.",
                        "Les personnes intéressées peuvent se présenter à l’accueil de l’établissement, rue des Tilleuls, ou téléphoner au 02 51 94 30 12.",
                    ]
                ),
                "spip-two-authors-list-lire-aussi-dead-link",
                section="Actualité",
                dek=fr_typo(
                    "L’établissement de Chantonnay cherche une vingtaine de volontaires pour accompagner ses résidents pendant le mois de décembre."
                ),
                og="2026-12-02T14:10:00+01:00",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def stamp(self, doc: Doc) -> str:
        return f'<abbr class="published" title="{doc.iso}">{ents(doc.stamp)}</abbr>'

    def texte(self, doc: Doc) -> str:
        out: list[str] = []
        items: list[str] = []
        blocks = doc.blocks
        for i, block in enumerate(blocks):
            kind = block[0]
            if kind == "ul":
                items = [f"<li>{ents(t)}</li>" for t in block[1]]
                out.append('<ul class="spip">' + "\n".join(items) + "</ul>")
            elif kind in ("h2", "h3"):
                out.append(f'<h3 class="spip">{ents(block[1])}</h3>')
            elif kind == "box":
                out.append(block[1])
            elif kind == "p":
                if doc.extra.get("cut") and i == len(blocks) - 1:
                    out.append(f"<p>{ents(block[1])}{CUT}")
                else:
                    out.append(f"<p>{ents(block[1])}</p>")
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        sec = doc.section
        sec_link = (
            self.ax("actu", "Actualit&eacute;", "breadcrumb")
            if sec == "Actualité"
            else f'<a href="rubrique{4 if sec == "Vie locale" else 5}.html">{ents(sec)}</a>'
        )
        if doc.kind == "policy":
            sec_link = '<a href="rubrique1.html">Le journal</a>'
        crumbs = f'<p class="arbo">{self.ax("home", M("Accueil"), "breadcrumb")} &gt; {sec_link} &gt; <strong class="on">{ents(doc.title)}</strong></p>'
        if doc.authors and doc.extra.get("auteur"):
            names = self.ax("auteur", ents(doc.authors[0]), "byline", 'class="url fn spip_in"')
            by = f'<span class="sep">, </span><span class="auteurs">par  <span class="vcard author">{names}</span></span>'
        elif doc.extra.get("by_name"):
            by = f'<span class="sep">, </span><span class="auteurs">par  <span class="vcard author"><a class="url fn spip_in" href="auteur23.html">{ents(doc.extra["by_name"])}</a></span></span>'
        elif doc.authors:
            ids = {"Claire Guilbaud": 11, "Thomas Brochard": 14, "Sophie Marchand": 9}
            names = ", ".join(
                f'<span class="vcard author"><a class="url fn spip_in" href="auteur{ids[a]}.html">{ents(a)}</a></span>'
                for a in doc.authors
            )
            by = f'<span class="sep">, </span><span class="auteurs">par  {names}</span>'
        elif doc.extra.get("by_desk") or doc.extra.get("by"):
            who = doc.extra.get("by_desk") or doc.extra["by"]
            by = f'<span class="sep">, </span><span class="auteurs">par  <span class="vcard author"><a class="url fn spip_in" href="auteur1.html">{ents(who)}</a></span></span>'
        else:
            by = ""
        iso = doc.iso or doc.extra.get("iso")
        stamp = doc.stamp or doc.extra.get("stamp", "")
        surtitre = f'<p class="surtitre">{ents(doc.extra["surtitre"])}</p>\n' if doc.extra.get("surtitre") else ""
        maj = (
            f'\n<p class="info-publi"><span class="maj">mis &agrave; jour le {ents(doc.extra["maj"])}</span></p>'
            if doc.extra.get("maj")
            else ""
        )
        chapo = f'<div class="chapo"><p>{ents(doc.dek)}</p></div>\n' if doc.dek else ""
        old = ""
        if doc.extra.get("old"):
            old_ps = "\n".join(f"<p>{ents(t)}</p>" for t in doc.extra["old"])
            old = f'\n<!-- version du 2 d&eacute;cembre, remplac&eacute;e le 4 (erreur de juridiction et nombre de m&acirc;ts) :\n<div class="texte">\n{old_ps}\n</div>\n-->'
        ps = ""
        if doc.extra.get("ps"):
            ps = f'\n<div class="ps surlignable"><h2 class="pas_surlignable">Post-scriptum</h2><div class=""><p>{ents(doc.extra["ps"])}</p></div></div>'
        lire = ""
        if doc.key == "ehpad":
            lire = f'\n<div class="encart"><strong>Lire aussi</strong> : {self.ax("err404", "Les Tilleuls inaugurent leur jardin th&eacute;rapeutique", "related", SPIP_IN)}</div>'
        mots = ""
        if doc.key in ("eolien", "afp"):
            mots = f'\n<div class="menu menu_mots"><h2>{M("Mots-clés")}</h2><ul><li>{self.ax("mot", "&Eacute;nergies renouvelables", "tag", REL_TAG)}</li><li><a href="mot31.html" rel="tag">Pouzauges</a></li></ul></div>'
        head = f"""{crumbs}
<div class="cartouche">
{surtitre}<h1 class="surlignable">{ents(doc.title)}</h1>
<p class="info-publi"><abbr class="published" title="{iso}">{ents(stamp)}</abbr>{by}</p>{maj}
</div>{old}
<div class="surlignable">
{chapo}<div class="texte">
{self.texte(doc)}"""
        if doc.extra.get("cut"):
            return head
        forum = (
            ""
            if doc.kind == "policy"
            else f'\n<a href="#forum" name="forum" id="forum"></a>\n<div class="forum-repondre"><a href="spip.php?page=forum&amp;id_article={doc.path[8:12]}" rel="noindex nofollow">R&eacute;pondre &agrave; cet article</a></div>'
        )
        return f"""{head}
</div>{lire}
</div>{ps}{mots}{forum}"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<li class="item hentry"><strong class="h3 entry-title">{self.ax(k, ents(d.title), "content", BOOKMARK)}</strong> '
            f"<small>{self.stamp(d)}</small>"
            f'<div class="introduction entry-content">{ents(d.dek)}</div></li>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.item(k) for k in doc.extra["list"])
        crumbs = f'<p class="arbo">{self.ax("home", M("Accueil"), "breadcrumb")} &gt; <strong class="on">{ents(doc.title)}</strong></p>'
        if doc.key == "home":
            top = self.docs["budget"]
            return f"""<h1 class="invisible">{ents(doc.title)}</h1>
<div class="une"><h2>{M("À la une")}</h2>
<div class="item-une">{self.ax("budget", '<img class="spip_logo spip_logos" alt="" src="IMG/arton4821.jpg?1733267100" width="600" height="338" />', "content")}
<strong class="h2 entry-title">{self.ax("budget", ents(top.title), "content", 'rel="bookmark"')}</strong>
<div class="introduction">{ents(top.dek)}</div></div></div>
<div class="menu articles"><h2>{M("Derniers articles")}</h2>
<ul class="liste-items">
{items}
</ul>
<p class="suite">{self.ax("actu", M("Toute l’actualité") + " &raquo;", "content")}</p></div>
<div class="menu agenda"><h2>{M("À ne pas manquer")}</h2><p>{self.ax("agenda", M("L’agenda du week-end : marché de Noël, Téléthon, loto…"), "content")}</p></div>
<div class="menu ehpad"><h2>{M("Solidarité")}</h2><p>{self.ax("ehpad", ents(self.docs["ehpad"].title), "content")}</p></div>"""
        pager = ""
        if doc.key == "actu":
            pager = (
                f'<p class="pagination"><strong class="on">0</strong><span class="sep"> | </span>'
                f"{self.ax('actu2', '10', 'pagination', PAGINATION, '#pagination_articles')}"
                f'<span class="sep"> | </span><a href="rubrique3.html?debut_articles=20#pagination_articles" class="lien_pagination" rel="nofollow">20</a>'
                f'<span class="sep"> | </span><span class="tbc">...</span><a href="rubrique3.html?debut_articles=480#pagination_articles" class="lien_pagination" rel="nofollow">480</a></p>'
            )
        elif doc.key == "actu2":
            pager = (
                f'<p class="pagination">{self.ax("actu", "0", "pagination", PAGINATION, "#pagination_articles")}'
                f'<span class="sep"> | </span><strong class="on">10</strong><span class="sep"> | </span>'
                f'<a href="rubrique3.html?debut_articles=20#pagination_articles" class="lien_pagination" rel="nofollow">20</a>'
                f'<span class="sep"> | </span><span class="tbc">...</span><a href="rubrique3.html?debut_articles=480#pagination_articles" class="lien_pagination" rel="nofollow">480</a></p>'
            )
            items += (
                '\n<li class="item hentry"><strong class="h3 entry-title"><a href="article4809.html" rel="bookmark">Saint-Fulgent : la biblioth&egrave;que municipale double ses horaires d&rsquo;ouverture</a></strong> <small><abbr class="published" title="2026-12-01T10:00:00Z">1er d&eacute;cembre 2026</abbr></small></li>'
                '\n<li class="item hentry"><strong class="h3 entry-title"><a href="article4806.html" rel="bookmark">Mortagne-sur-S&egrave;vre : une usine de meubles reprise par ses salari&eacute;s</a></strong> <small><abbr class="published" title="2026-11-30T16:20:00Z">30 novembre 2026</abbr></small></li>'
            )
        extra = ""
        title = f'<h1 class="h1">{ents(doc.title)}</h1>'
        if doc.kind == "author":
            title = f'<h1 class="h1 crayon auteur-nom-7">{ents(doc.title)}</h1>\n<div class="chapo"><p>{ents(doc.extra["bio"])}</p></div>\n<h2>Ses articles</h2>'
            extra = '<ul class="liste-items"><li class="item"><a href="article4798.html">Les Herbiers : la zone de la Buzeni&egrave;re s&rsquo;agrandit de douze hectares</a></li><li class="item"><a href="article4771.html">Pays-des-Herbiers : le transport &agrave; la demande &eacute;tendu aux samedis</a></li></ul>'
        elif doc.kind == "tag":
            title = (
                f'<p class="groupe-mot">Th&egrave;mes</p>\n<h1 class="h1 crayon mot-titre-12">{ents(doc.title)}</h1>'
            )
        elif doc.kind == "search":
            title = f'<h1 class="h1">{ents(doc.title)}</h1>\n<p class="resultats">2 r&eacute;sultats</p>'
            extra = '<ul class="liste-items"><li class="item"><a href="article4702.html">Transports scolaires : les nouveaux horaires des bus de la rentr&eacute;e</a> <small>28 ao&ucirc;t 2026</small></li></ul>'
        return f"""{crumbs}
<div class="cartouche">{title}</div>
<div class="menu articles">
<ul class="liste-items">
{items}
</ul>
{extra}
{pager}
</div>"""

    def service_main(self, doc: Doc) -> str:
        crumbs = f'<p class="arbo">{self.ax("home", M("Accueil"), "breadcrumb")} &gt; <strong class="on">{ents(doc.title)}</strong></p>'
        if doc.kind == "not-found":
            latest = "\n".join(self.item(k) for k in ("budget", "afp", "eolien"))
            return f"""{crumbs}
<div class="cartouche"><h1 class="h1">Erreur 404</h1></div>
<div class="chapo"><p>La page que vous demandez n&rsquo;existe pas ou a &eacute;t&eacute; supprim&eacute;e.</p></div>
<p>{M("Vous pouvez revenir à la page d’accueil ou utiliser le moteur de recherche.")}</p>
<div class="menu articles"><h2>{M("Derniers articles")}</h2><ul class="liste-items">
{latest}
</ul></div>"""
        if doc.kind == "events":
            rows = "\n".join(
                f'<li class="item vevent"><abbr class="dtstart">{ents(d)}</abbr> &mdash; <span class="location">{ents(where)}</span><div class="summary">{ents(fr_typo(what))}</div></li>'
                for d, where, what in doc.extra["events"]
            )
            return f"""{crumbs}
<div class="cartouche"><h1 class="h1">{ents(doc.title)}</h1></div>
<div class="chapo"><p>Les rendez-vous du Haut-Bocage transmis par les associations et les mairies. Pour annoncer un &eacute;v&eacute;nement, &eacute;crivez &agrave; agenda@echodubocage.test au plus tard le mardi midi.</p></div>
<ul class="liste-items agenda">
{rows}
</ul>"""
        if doc.kind == "subscribe":
            offers = "\n".join(
                f'<div class="offre"><h2>{ents(n)}</h2><p class="prix">{ents(p)}</p><p>{ents(t)}</p><a class="bouton" href="https://abonnement.echodubocage.test/commande?offre={i + 1}">{M("Je m’abonne")}</a></div>'
                for i, (n, p, t) in enumerate(doc.extra["offers"])
            )
            return f"""{crumbs}
<div class="cartouche"><h1 class="h1">{ents(doc.title)}</h1></div>
<div class="chapo"><p>Soutenez l&rsquo;information locale et retrouvez chaque semaine toute l&rsquo;actualit&eacute; du Haut-Bocage.</p></div>
<div class="offres">
{offers}
</div>
<p class="notes">{M("Paiement sécurisé. Résiliation possible à tout moment depuis votre espace abonné.")}</p>"""
        return f'{crumbs}<div class="cartouche"><h1 class="h1">{ents(doc.title)}</h1></div>'

    def render(self, doc: Doc) -> str:
        out = super().render(doc)
        return cut_at(out) if doc.extra.get("cut") else out

    def frame(self, doc: Doc, main: str) -> str:
        title = doc.title
        if doc.extra.get("surtitre"):
            title = f"{doc.extra['surtitre']} : {doc.title}"
        og = ""
        if doc.extra.get("og"):
            og = f"""
<meta property="og:type" content="article" />
<meta property="og:title" content="{esc(title)}" />
<meta property="og:url" content="{esc(self.url(doc.key))}" />
<meta property="og:description" content="{esc(doc.dek)}" />
<meta property="og:image" content="{ORIGIN}/IMG/arton{doc.path[8:12]}.jpg" />
<meta property="article:published_time" content="{doc.extra["og"]}" />"""
        page_class = "page_article" if doc.is_article or doc.extra.get("story_template") else f"page_{doc.kind}"
        most = "\n".join(
            f"<li>{self.ax(k, ents(self.docs[k].title), 'aside')}</li>"
            for k in ("budget", "bus", "afp", "foot", "marche")
        )
        same = ""
        if doc.is_article:
            same = (
                '<div class="menu"><h2>'
                + M("Dans la même rubrique")
                + "</h2><ul>"
                + "".join(
                    f"<li>{self.ax(k, ents(self.docs[k].title), 'related')}</li>"
                    for k in ARTS
                    if k != doc.key and self.docs[k].section == doc.section
                )
                + "</ul></div>"
            )
        desc = esc(doc.dek or doc.title)
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<!--[if lt IE 7 ]> <html dir="ltr" lang="fr" xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr" class="ltr fr no-js ie ie6"> <![endif]-->
<!--[if IE 7 ]> <html dir="ltr" lang="fr" xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr" class="ltr fr no-js ie ie7"> <![endif]-->
<!--[if IE 8 ]> <html dir="ltr" lang="fr" xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr" class="ltr fr no-js ie ie8"> <![endif]-->
<!--[if (gte IE 9)|!(IE)]><!--> <html dir="ltr" lang="fr" xmlns="http://www.w3.org/1999/xhtml" xml:lang="fr" class="ltr fr no-js"> <!--<![endif]-->
<head>
<script type='text/javascript'>/*<![CDATA[*/(function(H){{H.className=H.className.replace(/\\bno-js\\b/,'js')}})(document.documentElement);/*]]>*/</script>
<title>{esc(title)} - {esc(self.name)}</title>
<meta name="description" content="{desc}" />
<link rel="canonical" href="{esc(self.url(doc.key))}" />
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="generator" content="SPIP 3.2.19 [24473]" />
<link rel="alternate" type="application/rss+xml" title="Syndiquer tout le site" href="spip.php?page=backend" />{og}
<link rel="stylesheet" href="squelettes/css/echo.css?1701435600" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript">/*<![CDATA[*/
var mediabox_settings={{"auto_detect":true,"ns":"box","tt_img":true,"sel_g":"#documents_portfolio a[type='image\\/jpeg']","sel_c":".mediabox","str_ssStart":"Diaporama","str_ssStop":"Arr\\u00eater","str_cur":"{{current}}\\/{{total}}","str_prev":"Pr\\u00e9c\\u00e9dent","str_next":"Suivant","str_close":"Fermer","splash_url":""}};
var googletag=googletag||{{}};googletag.cmd=googletag.cmd||[];
if (document.cookie.indexOf('echo_rgpd=1') < 0) {{ document.write('<div id="bandeau_js"></div>'); }}
/*]]>*/</script>
<script type="text/javascript" src="local/cache-js/jsdyn-5d3f0f8a1b0e2c7d.js?1733221200"></script>
</head>
<body class="{page_class} {doc.kind}">
<div class="page">
<div class="header" id="header">
<div class="accueil"><a rel="start home" href="{ORIGIN}/" title="{M("Accueil")}"><img class="spip_logo spip_logos" alt="" src="IMG/siteon0.png?1578052381" width="180" height="72" /></a>
<strong id="nom_site_spip">L&rsquo;&Eacute;cho du Bocage</strong>
<p id="slogan_site_spip">L&rsquo;hebdomadaire du Haut-Bocage vend&eacute;en depuis 1946</p></div>
<div class="outils"><a href="spip.php?page=login&amp;url=spip.php%3Fpage%3Dsommaire" rel="nofollow">{M("Se connecter")}</a> | {self.ax("abonnement", M("S’abonner"), "nav")} | <a href="https://liseuse.echodubocage.test/">{M("Édition numérique")}</a></div>
</div>
<div class="nav clearfix" id="nav"><ul class="menu-liste menu-items">
<li class="menu-entree item">{self.ax("home", M("À la une"), "nav")}</li>
<li class="menu-entree item">{self.ax("actu", "Actualit&eacute;", "nav")}</li>
<li class="menu-entree item"><a href="rubrique4.html">Vie locale</a></li>
<li class="menu-entree item"><a href="rubrique5.html">Sports</a></li>
<li class="menu-entree item">{self.ax("agenda", "Agenda", "nav")}</li>
<li class="menu-entree item"><a href="rubrique6.html">N&eacute;crologie</a></li>
<li class="menu-entree item"><a href="rubrique7.html">Petites annonces</a></li>
</ul></div>
<div class="main">
<div class="wrapper hfeed">
<div class="content hentry" id="content">
{main}
</div>
</div>
<div class="aside">
<div class="formulaire_spip formulaire_recherche" id="formulaire_recherche"><form action="spip.php?page=recherche" method="get"><div><input name="page" value="recherche" type="hidden" /><label for="recherche">{M("Rechercher :")}</label><input type="search" class="search text" size="10" name="recherche" id="recherche" accesskey="4" /><input type="submit" class="submit" value="&gt;&gt;" title="Rechercher" /></div></form></div>
{same}
<div class="menu"><h2>{M("Les plus lus")}</h2><ul>
{most}
</ul></div>
<div class="menu"><h2>{M("Recherches fréquentes")}</h2><p>{self.ax("recherche", "bus", "aside")} &middot; {self.ax("mot", "&eacute;oliennes", "aside")} &middot; <a href="mot18.html">Vend&eacute;e Glob&eacute;</a></p></div>
<div class="pub" id="pub_300x250"><script type="text/javascript">/*<![CDATA[*/googletag.cmd.push(function(){{googletag.display('pub_300x250');}});/*]]>*/</script></div>
</div>
</div>
<div class="footer" id="footer">
<p class="colophon">{M("© 2026 L’Écho du Bocage — Tous droits réservés")}<br />
{self.ax("mentions", M("Mentions légales"), "footer")} | <a href="spip.php?page=plan">{M("Plan du site")}</a> | <a href="mailto:redaction@echodubocage.test">{M("Écrire à la rédaction")}</a> | <a href="spip.php?page=backend" rel="alternate" title="Syndiquer tout le site">RSS 2.0</a></p>
<small class="generator"><a href="https://www.spip.net/" rel="generator" title="{M("Site réalisé avec SPIP")}" class="spip_out">SPIP</a></small>
</div>
</div>
<div id="bandeau_cookies">{M("En poursuivant votre navigation sur ce site, vous acceptez l’utilisation de cookies pour réaliser des statistiques de visites.")} <a href="#" onclick="document.cookie='echo_rgpd=1;path=/';this.parentNode.style.display='none';return false;">OK</a></div>
</body>
</html>"""
