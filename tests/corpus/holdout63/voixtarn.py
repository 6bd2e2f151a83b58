# ruff: noqa: E501 (page texts and markup are long literal lines; French typography is deliberate)
"""La Voix du Tarn: a La Dépêche/Ouest-France-like French regional daily for the Tarn (`/2026/12/04/<slug>-12874563.php`,
`/tarn/`, `/tarn/?page=2`, commune pages `/communes/albi,81004.html`, `/sujets/…/`, `/auteurs/…/`, `/recherche/?q=`,
`/avis-de-deces/tarn/`, `/meteo/albi-81000/`), French, UTF-8 declared only in the page (`<meta charset>`; the header
is a bare `text/html`). Stories: a surtitle, the headline (often "Town : …"), a chapô outside the body, the author in
`.article-full__author` and the line "Publié le 04/12/2026 à 21h40, modifié le 05/12/2026 à 07h12". "Abonnés" stories
are served whole with a subscription box after the text. "Lire aussi" lines inside the body are not body. Metadata:
`NewsArticle` JSON-LD in +01:00; the flood story's `datePublished` is UTC, 23:30Z on 4 Dec (00:30 on 5 Dec in Paris,
as printed: label 5 Dec); the editorial is an `OpinionNewsArticle`; the Christmas-market story's `author` is a bare
string; the fire brief's author is the Organization."""

from __future__ import annotations

from common import Base, ld_script, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["incendie", "hopital", "crue", "marche", "gaillac", "edito", "carmaux", "entretien"]
SLUG = {
    "Claire Martin": "claire-martin",
    "Julien Roux": "julien-roux",
    "Philippe Garrigues": "philippe-garrigues",
    "Michel Bousquet": "michel-bousquet",
    "Sophie Delmas": "sophie-delmas",
}
READMORE = 'RAW:<p class="article-full__readmore"><strong>Lire aussi :</strong> <a href="{href}">{text}</a></p>'


def printed(iso_local: str, modified: str = "") -> str:
    """'2026-12-04T21:40' -> 'Publié le 04/12/2026 à 21h40' (+ ', modifié le …')."""

    def fr(s: str) -> str:
        return f"{s[8:10]}/{s[5:7]}/{s[:4]} à {s[11:13]}h{s[14:16]}"

    out = f"Publié le {fr(iso_local)}"
    if modified:
        out += f", modifié le {fr(modified)}"
    return out


class VoixTarn(Base):
    origin = "https://www.lavoixdutarn.test"
    name = "La Voix du Tarn"
    prefix = "vdt"
    language = "fr"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vdt",
            [
                ".header-main",
                ".article-full__title",
                ".article-full__body-content",
                ".card-article",
                ".premium-badge",
                ".footer-main",
                ".avis-deces__item",
                ".meteo-day",
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
                "La Voix du Tarn : actualités d'Albi, Castres, Gaillac et du Tarn",
                "regional-home",
                list=["crue", "incendie", "hopital", "marche", "edito", "carmaux", "gaillac", "entretien"],
                more="tarn2",
            )
        )
        add(
            page(
                "tarn",
                "/tarn/",
                "section",
                "Tarn",
                "department-front",
                list=["crue", "incendie", "hopital", "marche", "carmaux"],
                more="tarn2",
            )
        )
        add(
            page(
                "tarn2",
                "/tarn/?page=2",
                "section",
                "Tarn",
                "department-front-page2",
                list=["entretien", "gaillac", "edito"],
            )
        )
        add(
            page(
                "albi",
                "/communes/albi,81004.html",
                "section",
                "Albi",
                "commune-page",
                list=["crue", "hopital", "marche", "edito"],
            )
        )
        add(page("tag", "/sujets/marche-de-noel/", "tag", "Marché de Noël", "topic-page", list=["marche"]))
        add(
            page(
                "author",
                "/auteurs/claire-martin/",
                "author",
                "Claire Martin",
                "author-page",
                list=["hopital", "gaillac"],
            )
        )
        add(
            page(
                "search",
                "/recherche/?q=Gaillac",
                "search",
                "Résultats de recherche pour « Gaillac »",
                "search-results",
                list=["gaillac", "crue"],
            )
        )
        add(page("deces", "/avis-de-deces/tarn/", "notices", "Avis de décès dans le Tarn", "death-notices"))
        add(page("meteo", "/meteo/albi-81000/", "weather", "Météo à Albi", "local-weather"))
        add(
            page(
                "mentions",
                "/mentions-legales/",
                "about",
                "Mentions légales",
                "legal-notice",
                [
                    "## Éditeur",
                    "Le site www.lavoixdutarn.test est édité par la SAS Voix du Tarn Médias, au capital de 1 250 000 euros, dont le siège social est situé 14, rue de la République, 81000 Albi. RCS Albi 000 000 000.",
                    "Directeur de la publication : Bertrand Vialelle. Rédacteur en chef : Philippe Garrigues.",
                    "## Hébergement",
                    "Le site est hébergé par une société d'hébergement établie dans l'Union européenne dont les coordonnées peuvent être obtenues sur simple demande.",
                    "## Propriété intellectuelle",
                    "L'ensemble des contenus publiés (textes, photographies, vidéos) est protégé par le droit d'auteur. Toute reproduction, même partielle, est interdite sans autorisation écrite préalable.",
                    "## Contact",
                    "Rédaction : redaction@lavoixdutarn.test · Service abonnés : 05 00 00 00 00 (prix d'un appel local).",
                ],
            )
        )

        # the stories
        add(
            story(
                "incendie",
                "/2026/12/04/castres-un-incendie-ravage-un-entrepot-de-la-zone-du-melou-12874563.php",
                "Castres : un incendie ravage un entrepôt de la zone du Mélou",
                "2026-12-04",
                "2026-12-04T21:40:00+01:00",
                printed("2026-12-04T21:40", "2026-12-05T07:12"),
                [],
                [
                    "Un important incendie s'est déclaré ce vendredi soir, peu après 19 heures, dans un entrepôt de stockage de la zone d'activités du Mélou, à Castres. À l'arrivée des secours, le bâtiment d'environ 1 200 m², qui abrite une entreprise de négoce de matériaux, était déjà largement embrasé.",
                    "Une cinquantaine de sapeurs-pompiers venus de Castres, Mazamet, Labruguière et Albi ont été mobilisés pour circonscrire le sinistre. Un épais panache de fumée noire était visible depuis la rocade. Par précaution, la circulation a été coupée sur l'avenue qui longe la zone pendant plusieurs heures.",
                    "Aucun blessé n'est à déplorer. Les deux salariés présents sur le site au moment des faits ont pu sortir par leurs propres moyens. Une enquête a été ouverte par le commissariat de Castres pour déterminer l'origine du feu.",
                    "Mise à jour samedi matin : l'incendie est désormais éteint. Une équipe de pompiers reste sur place pour surveiller d'éventuelles reprises de feu.",
                ],
                "faits-divers-brief-desk",
                section="Faits divers",
                surtitle="Faits divers",
                desk="La rédaction",
                mod_iso="2026-12-05T07:12:00+01:00",
                ld_org=True,
            )
        )
        add(
            story(
                "hopital",
                "/2026/12/03/hopital-d-albi-les-urgences-de-nuit-regulees-jusqu-en-mars-12870118.php",
                "Hôpital d'Albi : les urgences de nuit régulées jusqu'en mars",
                "2026-12-03",
                "2026-12-03T18:05:00+01:00",
                printed("2026-12-03T18:05"),
                ["Claire Martin"],
                [
                    "À partir du lundi 14 décembre, il ne sera plus possible de se présenter directement aux urgences du centre hospitalier d'Albi entre 20 heures et 8 heures. Les patients devront d'abord appeler le 15, où un médecin régulateur décidera de l'orientation la plus adaptée : consultation chez un médecin de garde, envoi d'une ambulance ou admission aux urgences.",
                    "La direction de l'établissement l'a annoncé ce jeudi aux organisations syndicales, lors d'un comité social d'établissement extraordinaire. En cause : le manque de médecins urgentistes. Sur les 24 postes que compte le service, neuf sont actuellement vacants, et l'hôpital peine à trouver des intérimaires pour les nuits et les week-ends.",
                    "## Une mesure « temporaire »",
                    "« Il s'agit d'une mesure temporaire, destinée à garantir la sécurité des patients, et non d'une fermeture », insiste le directeur délégué, Laurent Mercadier. Selon lui, la régulation permettra de concentrer les moyens sur les urgences vitales, alors qu'une part importante des passages nocturnes relève de la médecine générale. Le dispositif doit être réévalué fin mars.",
                    "L'hôpital assure que les urgences pédiatriques et la maternité ne sont pas concernées. Le service mobile d'urgence et de réanimation (Smur) continuera lui aussi de fonctionner normalement, de jour comme de nuit.",
                    READMORE.format(
                        href="/2026/11/18/medecins-generalistes-le-tarn-parmi-les-departements-les-moins-bien-dotes-12840077.php",
                        text="Médecins généralistes : le Tarn parmi les départements les moins bien dotés",
                    ),
                    "## Les soignants inquiets",
                    "Du côté du personnel, l'annonce passe mal. « On nous dit que c'est provisoire, mais on a vu ce que ça donnait ailleurs : le provisoire finit toujours par durer », soupire une infirmière du service, qui souhaite rester anonyme. Les syndicats dénoncent un « tri des patients » et redoutent un report de la pression sur les urgences de Castres, déjà saturées.",
                    "Le centre hospitalier intercommunal de Castres-Mazamet indique de son côté ne pas avoir été consulté et « suivre la situation avec attention ». En 2025, les urgences albigeoises avaient enregistré près de 42 000 passages, dont environ un tiers la nuit.",
                    "## Les élus montent au créneau",
                    "Plusieurs élus du département ont réagi dans la foulée. Le maire d'Albi a demandé à être reçu par l'agence régionale de santé « dans les plus brefs délais ». Le président du conseil départemental évoque pour sa part « un signal très inquiétant pour l'accès aux soins dans tout le nord du Tarn ».",
                    "Pour limiter l'impact sur la population, une maison médicale de garde doit ouvrir ses portes en janvier dans les locaux de l'ancienne clinique Saint-Jacques, à deux pas de l'hôpital. Elle accueillera les patients sans rendez-vous jusqu'à minuit en semaine et toute la journée le week-end.",
                    "En attendant, l'hôpital rappelle qu'en cas d'urgence vitale, il faut composer le 15 ou le 112, et qu'en dehors des heures d'ouverture des cabinets, les patients peuvent joindre un médecin de garde en appelant le 3966.",
                ],
                "abonnes-served-whole",
                section="Albi",
                surtitle="Santé",
                dek="Faute de médecins en nombre suffisant, l'accès aux urgences de l'hôpital d'Albi sera filtré par le 15 chaque nuit à partir du 14 décembre. Une mesure présentée comme temporaire, qui inquiète les élus et les soignants.",
                premium=True,
            )
        )
        add(
            story(
                "crue",
                "/2026/12/05/crue-du-tarn-la-vigilance-orange-levee-les-routes-rouvrent-peu-a-peu-12875290.php",
                "Crue du Tarn : la vigilance orange levée, les routes rouvrent peu à peu",
                "2026-12-05",
                "2026-12-04T23:30:00Z",
                printed("2026-12-05T00:30"),
                ["Julien Roux"],
                [
                    "Après quarante-huit heures de tension, le Tarn amorce sa décrue. Le service de prévision des crues a levé vendredi, peu avant minuit, la vigilance orange qui concernait le cours de la rivière en aval d'Albi. Le département reste toutefois placé en vigilance jaune jusqu'à samedi midi.",
                    "À Albi, la rivière a atteint son pic jeudi en fin d'après-midi, avec une hauteur de 5,82 mètres au pont Vieux, loin toutefois des records historiques. Les berges et les jardins familiaux du quartier de la Madeleine ont été inondés, mais aucune habitation n'a été touchée, selon la préfecture.",
                    "Les pluies diluviennes tombées mardi et mercredi sur le sud du Massif central, jusqu'à 180 millimètres par endroits, avaient fait gonfler rapidement les affluents, en particulier l'Agout et le Dadou.",
                    "## Encore six routes fermées",
                    "Vendredi soir, six routes départementales restaient fermées à la circulation, notamment entre Gaillac et Rabastens et à hauteur de Saint-Juéry. Les services du Département prévoient de les rouvrir progressivement au cours du week-end, une fois les chaussées nettoyées et inspectées.",
                    "« Nous demandons aux automobilistes de ne surtout pas contourner les barrières », insiste un responsable des routes départementales. Jeudi soir, un conducteur qui s'était engagé sur une voie submergée près de Lisle-sur-Tarn a dû être secouru par les pompiers. Il est sorti indemne de son véhicule.",
                    "Les établissements scolaires fermés jeudi à Saint-Juéry et à Marssac rouvriront normalement lundi. Les transports scolaires, suspendus sur une dizaine de lignes, reprendront également.",
                    "## Les agriculteurs font leurs comptes",
                    "Dans la plaine, les agriculteurs commencent à évaluer les dégâts. Plusieurs parcelles de céréales semées à l'automne ont été noyées, et certaines vignes en bord de rivière ont été touchées. La chambre d'agriculture invite les exploitants concernés à se signaler en mairie en vue d'une éventuelle reconnaissance de l'état de catastrophe naturelle.",
                ],
                "utc-jsonld-previous-day",
                section="Tarn",
                surtitle="Intempéries",
                dek="La vigilance orange crues a été levée vendredi soir sur le Tarn. Dans l'Albigeois et le Gaillacois, plusieurs routes départementales restent néanmoins coupées.",
            )
        )
        add(
            story(
                "marche",
                "/2026/12/02/albi-le-marche-de-noel-s-installe-place-du-vigan-avec-80-chalets-12866541.php",
                "Albi : le marché de Noël s'installe place du Vigan avec 80 chalets",
                "2026-12-02",
                "2026-12-02T17:45:00+01:00",
                printed("2026-12-02T17:45", "2026-12-03T09:10"),
                ["Julien Roux"],
                [
                    "Les chalets en bois ont pris possession de la place du Vigan et du jardin National. Le marché de Noël d'Albi ouvrira ses portes ce vendredi 4 décembre à 17 heures, avec 80 exposants, soit une dizaine de plus que l'an dernier. Artisans d'art, producteurs locaux, vignerons du Gaillacois et restaurateurs s'y côtoieront jusqu'au 3 janvier.",
                    "FIG: Chalets place du Vigan | Les exposants ont commencé à s'installer mardi. Photo La Voix du Tarn, J. R.",
                    "Principale nouveauté de cette édition : une grande roue de 32 mètres, installée au bout des Lices. Le tour coûtera 5 euros pour les adultes et 3 euros pour les moins de 12 ans. « C'est une demande qui revenait chaque année dans nos questionnaires de satisfaction », explique Sandrine Vialar, adjointe chargée du commerce.",
                    "## Une patinoire pour les plus petits",
                    "Les enfants ne sont pas oubliés. Une patinoire synthétique de 200 m² sera accessible gratuitement aux moins de 10 ans, et le père Noël recevra les familles dans son chalet tous les mercredis et week-ends, de 14 heures à 18 heures. Des ateliers de fabrication de décorations sont également proposés à la médiathèque.",
                    "Côté sécurité, la place sera entièrement piétonne pendant toute la durée du marché et des contrôles seront effectués aux entrées. Un parking relais gratuit, desservi par une navette toutes les quinze minutes, sera ouvert au parc des expositions.",
                    "## Les horaires",
                    "- Du lundi au jeudi : de 11 heures à 19 h 30",
                    "- Vendredi et samedi : de 11 heures à 22 heures",
                    "- Dimanche : de 10 heures à 20 heures",
                    "- Les 24 et 31 décembre : fermeture à 17 heures ; fermé le 25 décembre et le 1er janvier",
                ],
                "practical-list-modified-line",
                section="Albi",
                surtitle="Albi",
                dek="Le marché de Noël ouvre ses portes ce vendredi. Nouveautés, horaires, animations : tout ce qu'il faut savoir.",
                mod_iso="2026-12-03T09:10:00+01:00",
                tag=True,
                ld_author_string=True,
            )
        )
        add(
            story(
                "gaillac",
                "/2026/12/01/a-gaillac-les-vignerons-misent-sur-le-primeur-pour-sauver-l-annee-12861207.php",
                "À Gaillac, les vignerons misent sur le primeur pour sauver l'année",
                "2026-12-01",
                "2026-12-01T06:00:00+01:00",
                printed("2026-12-01T06:00"),
                ["Claire Martin", "Julien Roux"],
                [
                    "Dans le chai du domaine de la Borie-Haute, à quelques kilomètres de Gaillac, l'odeur du vin jeune flotte encore entre les cuves en inox. Mathieu Canitrot remplit une dernière palette de cartons de gaillac primeur, destinés à un caviste toulousain. « Cette année, chaque bouteille compte », lâche le vigneron de 41 ans, qui a repris l'exploitation familiale il y a dix ans.",
                    "Le millésime 2026 restera comme l'un des plus difficiles de la décennie. Un épisode de gel fin avril, suivi d'un violent orage de grêle le 17 juin, a détruit près de la moitié de sa récolte. Sur l'ensemble de l'appellation, la production est estimée en baisse de 35 % par rapport à la moyenne des cinq dernières années, selon l'interprofession.",
                    "## Un vin vendu dès novembre",
                    "Dans ce contexte, le primeur fait figure de bouée de sauvetage. Vinifié en quelques semaines à partir de gamay, ce vin rouge fruité peut être commercialisé dès le troisième jeudi de novembre, quand les autres cuvées doivent patienter des mois en cave avant d'être vendues. « C'est de la trésorerie immédiate, à un moment où on en a terriblement besoin », résume Mathieu Canitrot.",
                    "Le Gaillacois est l'une des rares appellations du Sud-Ouest à produire un primeur sous appellation d'origine. Une quarantaine de domaines s'y consacrent, pour un volume qui a dépassé cette année les 2,1 millions de bouteilles, selon les chiffres de l'interprofession.",
                    "Chez Hélène Séguier, installée à Cahuzac-sur-Vère, la part du primeur est passée en trois ans de 10 à près de 25 % du chiffre d'affaires. « Au début, je le faisais presque pour le plaisir, pour la fête. Aujourd'hui, c'est devenu un pilier de l'exploitation », explique la vigneronne, qui travaille en agriculture biologique. Elle a trouvé de nouveaux débouchés jusqu'en Belgique et au Québec.",
                    "FIG: Mathieu Canitrot dans son chai | Mathieu Canitrot a repris le domaine familial en 2016. Photo La Voix du Tarn, Claire Martin",
                    "## La fête comme vitrine",
                    "Ce week-end, le parc de Foucaud, à Gaillac, accueille la traditionnelle fête du vin primeur. Une trentaine de producteurs y proposeront dégustations et ventes directes, accompagnés de concerts et d'un marché de producteurs. Les organisateurs attendent plus de 10 000 visiteurs sur deux jours, comme l'an dernier.",
                    "Pour les vignerons, l'enjeu dépasse la simple vente. « Le primeur, c'est souvent la porte d'entrée vers nos autres vins. Quelqu'un qui le découvre à la fête reviendra peut-être au domaine acheter un rouge de garde ou un blanc perlé », souligne Bernard Lacombe, président du syndicat des vignerons de l'appellation.",
                    "Mais le primeur a ses limites. Son prix, autour de 7 à 9 euros la bouteille, laisse peu de marge, et la concurrence du beaujolais nouveau reste rude dans la grande distribution. Certains domaines, comme celui de Mathieu Canitrot, ont d'ailleurs choisi de ne plus travailler avec les supermarchés et de privilégier les cavistes et la vente en ligne.",
                    READMORE.format(
                        href="/2026/06/18/grele-dans-le-gaillacois-des-vignes-hachees-en-quelques-minutes-12512094.php",
                        text="Grêle dans le Gaillacois : des vignes hachées en quelques minutes",
                    ),
                    "## Des aides attendues",
                    "Reste que le primeur ne suffira pas à combler les pertes de l'année. Les vignerons sinistrés attendent beaucoup du dispositif d'aide d'urgence annoncé par l'État à l'automne, dont les modalités ne sont toujours pas connues. « On nous parle d'indemnisations depuis septembre, et on n'a encore rien vu », regrette Hélène Séguier.",
                    "Dans son chai, Mathieu Canitrot referme le dernier carton. « On a connu des années difficiles, on en connaîtra d'autres. Le vin, c'est un métier de patience. » Avant d'ajouter, dans un sourire : « Et le primeur, c'est justement la récompense de ceux qui ne veulent pas attendre. »",
                ],
                "feature-two-authors",
                section="Gaillac",
                surtitle="Viticulture",
                dek="Après une récolte amputée par le gel et la grêle, les domaines du Gaillacois comptent sur leur vin primeur, fêté ce week-end, pour renflouer la trésorerie. Reportage.",
            )
        )
        add(
            story(
                "edito",
                "/2026/12/04/les-urgences-ne-sont-pas-une-variable-d-ajustement-12871980.php",
                "Les urgences ne sont pas une variable d'ajustement",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                printed("2026-12-04T06:00"),
                ["Philippe Garrigues"],
                [
                    "Le mot est habile : « régulation ». Il sonne technique, rassurant, presque vertueux. Derrière lui se cache pourtant une réalité beaucoup plus simple. À partir du 14 décembre, un habitant de l'Albigeois qui se présentera la nuit [[hopital|aux urgences de l'hôpital]] trouvera porte close s'il n'a pas d'abord appelé le 15.",
                    "Personne ne conteste que la direction de l'hôpital fait face à une situation impossible. Neuf postes d'urgentistes vacants sur vingt-quatre, des intérimaires introuvables, des équipes épuisées : ce n'est pas un caprice de gestionnaire, c'est le résultat de vingt ans d'imprévoyance dans la formation des médecins et dans leur répartition sur le territoire.",
                    "Mais il faut dire les choses clairement. Ce qui se joue à Albi n'est pas un simple ajustement. C'est un recul du service public de santé dans un département qui compte déjà parmi les plus faibles densités de médecins généralistes de la région. Quand on habite à Valence-d'Albigeois ou à Alban, à quarante minutes de route, la nuit, le « temporaire » a un goût amer.",
                    "Les exemples ne manquent pas, ailleurs en France, de services régulés « pour quelques mois » et qui ne sont jamais revenus à la normale. Les élus qui réclament aujourd'hui des garanties ont raison de le faire. Encore faudra-t-il qu'ils se montrent aussi mobilisés en mars, lorsque viendra l'heure du bilan.",
                    "Car la vraie question n'est pas de savoir si la régulation est une bonne ou une mauvaise méthode. Elle est de savoir quel accès aux soins nous voulons garantir à ceux qui vivent loin des métropoles. Sur ce point, le silence de l'État devient assourdissant.",
                ],
                "editorial-opinion-jsonld",
                section="Opinion",
                surtitle="L'édito",
                opinion=True,
            )
        )
        add(
            story(
                "carmaux",
                "/2026/12/03/carmaux-controle-a-182-km-h-il-perd-son-permis-sur-le-champ-12869433.php",
                "Carmaux : contrôlé à 182 km/h, il perd son permis sur-le-champ",
                "2026-12-03",
                "2026-12-03T11:25:00+01:00",
                printed("2026-12-03T11:25"),
                ["Michel Bousquet"],
                [
                    "Les gendarmes de l'escadron départemental de sécurité routière du Tarn ont intercepté mardi après-midi un automobiliste qui circulait à 182 km/h sur la RN 88, à hauteur de Blaye-les-Mines, sur une portion limitée à 110 km/h.",
                    "Le conducteur, un homme de 34 ans domicilié dans l'Aveyron, a expliqué aux militaires qu'il était « pressé de rentrer ». Son permis de conduire a été immédiatement suspendu et son véhicule immobilisé. Il sera convoqué ultérieurement devant le tribunal de police.",
                    "Depuis le début de l'année, les forces de l'ordre ont constaté 214 grands excès de vitesse dans le département, contre 176 sur la même période de 2025.",
                ],
                "faits-divers-brief-correspondent",
                section="Faits divers",
                surtitle="Faits divers",
                role="Correspondant",
            )
        )
        add(
            story(
                "entretien",
                "/2026/12/02/marie-fabre-les-jeunes-doivent-pouvoir-s-installer-sans-s-endetter-pour-trente-ans-12865702.php",
                "Marie Fabre : « Les jeunes doivent pouvoir s'installer sans s'endetter pour trente ans »",
                "2026-12-02",
                "2026-12-02T19:30:00+01:00",
                printed("2026-12-02T19:30", "2026-12-02T21:05"),
                ["Sophie Delmas"],
                [
                    "Éleveuse de brebis laitières à Lacaune, Marie Fabre, 46 ans, a été élue le 27 novembre à la présidence de la chambre d'agriculture du Tarn. Elle est la première femme à occuper ce poste.",
                    "Q: Quelle est votre priorité pour ce mandat ? || L'installation des jeunes, sans hésiter. Dans le Tarn, près d'un agriculteur sur deux partira à la retraite d'ici dix ans. Si nous ne trouvons pas de repreneurs, ce sont des fermes entières qui disparaîtront, avec les paysages et les emplois qui vont avec.",
                    "Q: Qu'est-ce qui freine les installations aujourd'hui ? || D'abord le prix du foncier et du matériel. Un jeune qui veut reprendre une exploitation laitière doit souvent emprunter plusieurs centaines de milliers d'euros. On ne peut pas demander à quelqu'un de 25 ans de s'endetter pour trente ans sans lui offrir un minimum de visibilité sur ses revenus.",
                    "Q: Quelles solutions proposez-vous ? || Nous voulons développer le portage foncier : des collectivités ou des investisseurs achètent les terres et les louent au jeune agriculteur le temps qu'il se lance. Nous allons aussi créer un service pour mettre en relation cédants et repreneurs bien avant le départ en retraite.",
                    "Q: Vous êtes la première femme à présider la chambre. Cela change-t-il quelque chose ? || Cela ne devrait plus être un sujet, mais je sais que c'est un symbole pour beaucoup d'agricultrices. Elles représentent aujourd'hui près d'un tiers des chefs d'exploitation dans le département, et elles sont encore trop peu présentes dans les instances. J'espère que cela en encouragera d'autres à s'engager.",
                    "Q: Les récentes intempéries ont durement touché certaines filières. Comment la chambre peut-elle aider ? || Nous avons mis en place une cellule pour aider les exploitants à monter leurs dossiers d'indemnisation. Mais au-delà de l'urgence, il faut travailler sur l'adaptation au changement climatique : des variétés plus résistantes, une meilleure gestion de l'eau, des assurances accessibles. Les aléas ne vont pas diminuer.",
                    "Q: Et la relation avec les consommateurs ? || Elle est essentielle. Les Tarnais sont attachés à leurs produits, on le voit sur les marchés et dans les magasins de producteurs. Nous devons aussi convaincre la restauration collective, les cantines et les hôpitaux, d'acheter davantage local. C'est un levier formidable pour nos filières.",
                ],
                "abonnes-interview-qa",
                section="Tarn",
                surtitle="Entretien",
                dek="Élue fin novembre à la tête de la chambre d'agriculture du Tarn, l'éleveuse de Lacaune Marie Fabre détaille ses priorités pour les six ans à venir.",
                premium=True,
                mod_iso="2026-12-02T21:05:00+01:00",
            )
        )

    # ------------------------------------------------------------------ templates
    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        data: dict = {
            "@context": "https://schema.org",
            "@type": "OpinionNewsArticle" if doc.extra.get("opinion") else "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("mod_iso", doc.iso),
            "articleSection": doc.section,
            "inLanguage": "fr-FR",
            "image": {
                "@type": "ImageObject",
                "url": f"{self.origin}/images/2026/12/{doc.key}-1200x675.jpg",
                "width": 1200,
                "height": 675,
            },
            "publisher": {
                "@type": "Organization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/logo-vdt.png"},
            },
        }
        if doc.dek:
            data["description"] = doc.dek
        if doc.extra.get("ld_org"):
            data["author"] = {"@type": "Organization", "name": self.name}
        elif doc.extra.get("ld_author_string"):
            data["author"] = doc.authors[0]
        else:
            data["author"] = [
                {"@type": "Person", "name": a, "url": f"{self.origin}/auteurs/{SLUG[a]}/"} for a in doc.authors
            ]
        if doc.extra.get("premium"):
            data["isAccessibleForFree"] = "False"
            data["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": "False",
                "cssSelector": ".article-full__body-content",
            }
        return ld_script(data)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            head = f"""<meta property="og:type" content="article">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">
<meta property="og:image" content="{self.origin}/images/2026/12/{doc.key}-1200x675.jpg">
<meta name="description" content="{esc(doc.dek or self.lede(doc))}">
<meta property="article:published_time" content="{doc.iso}">
<meta property="article:modified_time" content="{doc.extra.get("mod_iso", doc.iso)}">
<meta property="article:section" content="{esc(doc.section)}">
{self.ld(doc)}"""
            title = f"{doc.title} - La Voix du Tarn"
        else:
            head = f"""<meta property="og:type" content="website">
<meta property="og:title" content="{esc(doc.title)}">
<meta name="description" content="{esc(doc.title)} : toute l'actualité en direct avec La Voix du Tarn.">"""
            title = doc.title if doc.key == "home" else f"{doc.title} - La Voix du Tarn"
        menu = [
            ("home", "Accueil"),
            ("tarn", "Tarn"),
            ("albi", "Albi"),
            ("/communes/castres,81065.html", "Castres"),
            ("/communes/gaillac,81099.html", "Gaillac"),
            ("/faits-divers/", "Faits divers"),
            ("/sports/", "Sports"),
            ("meteo", "Météo"),
            ("deces", "Avis de décès"),
        ]
        nav = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in menu)
        latest = "".join(
            f'<li><span class="fil-info__time">{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("crue", "incendie", "carmaux", "marche")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="fr" prefix="og: http://ogp.me/ns#">
<head>
<meta charset="utf-8">
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="canonical" href="{esc(url)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="La Voix du Tarn">
<meta property="og:locale" content="fr_FR">
<meta name="twitter:site" content="@lavoixdutarn">
{head}
<link rel="stylesheet" href="/static/css/vdt.min.css?v=2611">
<link rel="manifest" href="/manifest.json">
<script>var tc_vars = {{"env_template":"{"article" if doc.is_article else doc.kind}","page_cat1":"{esc(doc.section or doc.kind)}","premium":"{"1" if doc.extra.get("premium") else "0"}"}};</script>
<script src="https://cdn.sirdata.test/cmp/vdt.js" async></script>
<style>/*PAD*/</style>
</head>
<body class="{"page-article" if doc.is_article else "page-" + doc.kind}">
<div id="pub-habillage" class="pub pub--habillage"></div>
<header class="header-main">
<div class="header-main__top">
<a class="header-main__burger" href="#menu" aria-label="Menu">Menu</a>
{self.a("home", "La Voix du Tarn", "nav", 'class="header-main__logo"')}
<div class="header-main__user"><a href="https://moncompte.lavoixdutarn.test/connexion">Se connecter</a> <a class="btn btn--abo" href="https://abonnement.lavoixdutarn.test/?origine=header">S'abonner : 1 € le premier mois</a></div>
</div>
<nav id="menu" class="header-main__nav" aria-label="Menu principal"><ul>{nav}</ul></nav>
<form class="header-main__search" action="/recherche/" method="get"><input type="text" name="q" placeholder="Rechercher"><button type="submit">OK</button></form>
</header>
<div class="container">
<main class="content-main" id="content">
{main}
</main>
<aside class="sidebar">
<section class="fil-info"><h2 class="fil-info__title">Le fil info</h2><ul>{latest}</ul></section>
<section class="sidebar__services"><h2>Services</h2><ul><li>{self.a("meteo", "La météo à Albi", "aside")}</li><li>{self.a("deces", "Avis de décès", "aside")}</li><li>{self.a("search", "Rechercher un article", "aside")}</li></ul></section>
<div class="pub pub--pave" id="pub-pave-1"></div>
</aside>
</div>
<footer class="footer-main">
<div class="footer-main__links">
<ul><li><strong>Nos éditions</strong></li><li>{self.a("albi", "Albi", "footer")}</li><li><a href="/communes/castres,81065.html">Castres</a></li><li><a href="/communes/carmaux,81060.html">Carmaux</a></li><li><a href="/communes/lavaur,81140.html">Lavaur</a></li></ul>
<ul><li><strong>Services</strong></li><li><a href="/newsletters/">Newsletters</a></li><li><a href="/journal-numerique/">Le journal numérique</a></li><li>{self.a("deces", "Avis de décès", "footer")}</li><li><a href="/annonces-legales/">Annonces légales</a></li></ul>
<ul><li><strong>La Voix du Tarn</strong></li><li>{self.a("mentions", "Mentions légales", "footer")}</li><li><a href="/cgu/">CGU</a></li><li><a href="/donnees-personnelles/">Données personnelles</a></li><li><a href="javascript:Sddan.cmp.displayUI()">Gérer mes cookies</a></li><li><a href="/contact/">Nous contacter</a></li></ul>
</div>
<p class="footer-main__copy">© La Voix du Tarn 2026 - Tous droits réservés</p>
</footer>
<div class="cmp-banner" id="sd-cmp" role="dialog" aria-modal="true">
<p><strong>Vos choix concernant l'utilisation des cookies</strong></p>
<p>Nous et nos partenaires utilisons des cookies et technologies similaires pour mesurer l'audience, personnaliser les contenus et la publicité. Vous pouvez accepter, refuser ou paramétrer vos choix à tout moment.</p>
<button>Accepter &amp; fermer</button> <button>Continuer sans accepter</button> <button>Personnaliser</button>
</div>
<script src="/static/js/vdt.bundle.js?v=2611" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            parts = []
            for a in doc.authors:
                inner = (
                    self.a("author", a, "byline")
                    if a == "Claire Martin"
                    else f'<a href="/auteurs/{SLUG[a]}/">{esc(a)}</a>'
                )
                parts.append(inner)
            role = (
                f' <span class="article-full__author-role">{esc(doc.extra["role"])}</span>'
                if doc.extra.get("role")
                else ""
            )
            who = f'<span class="article-full__author">{" et ".join(parts)}</span>{role}'
        else:
            who = (
                f'<span class="article-full__author article-full__author--desk">{esc(doc.extra.get("desk", ""))}</span>'
            )
        premium = '<span class="premium-badge">Abonnés</span> ' if doc.extra.get("premium") else ""
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="article-full__figure"><img src="{self.origin}/images/2026/12/{doc.key}-inline.jpg" alt="{esc(alt)}" width="780" height="439" loading="lazy"><figcaption class="article-full__legend">{esc(cap)}</figcaption></figure>'
            ),
        )
        paywall = ""
        if doc.extra.get("premium"):
            paywall = """<div class="paywall" id="poool-widget" data-nosnippet>
<p class="paywall__title">Cet article est réservé aux abonnés</p>
<p>Accédez à tous nos contenus en illimité, au journal numérique et aux newsletters exclusives.</p>
<a class="btn btn--abo" href="https://abonnement.lavoixdutarn.test/?origine=paywall">Je m'abonne pour 1 € le premier mois</a>
<p>Déjà abonné ? <a href="https://moncompte.lavoixdutarn.test/connexion">Je me connecte</a></p>
</div>"""
        sujets = [f'<a href="/sujets/{esc(doc.section.lower().replace(" ", "-"))}/">{esc(doc.section)}</a>']
        if doc.extra.get("tag"):
            sujets.append(self.a("tag", "Marché de Noël", "content"))
        if doc.section == "Albi" or doc.key in ("crue", "edito"):
            sujets.append(self.a("albi", "Albi", "content"))
        related = "".join(
            f'<li class="card-article card-article--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        comments = ""
        if doc.key in ("hopital", "edito", "gaillac", "marche"):
            comments = f'<section class="comments" id="commentaires"><h2>Commentaires</h2><p>Les commentaires sont réservés aux abonnés. <a href="https://moncompte.lavoixdutarn.test/connexion">Connectez-vous</a> pour réagir.</p><div class="comments__count">{len(doc.key) + 7} commentaires</div></section>'
        return f"""<nav class="breadcrumb">{self.a("home", "Accueil", "breadcrumb")} &gt; {self.a("tarn", "Tarn", "breadcrumb")} &gt; <span>{esc(doc.section)}</span></nav>
<article class="article-full{" article-full--premium" if doc.extra.get("premium") else ""}">
<header class="article-full__header">
<p class="article-full__surtitle">{premium}{esc(doc.extra.get("surtitle", ""))}</p>
<h1 class="article-full__title">{esc(doc.title)}</h1>
{f'<p class="article-full__chapo">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="article-full__infos">{who}<span class="article-full__date"><time datetime="{doc.iso}">{doc.stamp}</time></span></div>
<ul class="article-full__share"><li><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Partager sur Facebook</a></li><li><a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Partager sur X</a></li><li><a href="mailto:?body={esc(self.url(doc.key))}">Envoyer par e-mail</a></li><li><button class="bookmark">Sauvegarder</button></li></ul>
</header>
<div class="article-full__body">
<div class="article-full__body-content">
{body}
</div>
{paywall}
</div>
<footer class="article-full__footer"><p class="article-full__sujets">Sujets : {" ".join(sujets)}</p></footer>
</article>
<section class="related-articles"><h2>À lire aussi</h2><ul>{related}</ul></section>
{comments}"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        prem = '<span class="premium-badge">Abonnés</span>' if d.extra.get("premium") else ""
        return f"""<article class="card-article">
<div class="card-article__img"><img src="{self.origin}/images/2026/12/{k}-400x225.jpg" alt="" loading="lazy"></div>
<p class="card-article__surtitle">{prem}{esc(d.extra.get("surtitle", ""))}</p>
<h2 class="card-article__title">{self.a(k, d.title, "content")}</h2>
<p class="card-article__chapo">{esc(d.dek or self.lede(d))}</p>
<p class="card-article__date">{d.stamp.split(",")[0]}</p>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="sr-only">La Voix du Tarn : actualités d\'Albi, Castres, Gaillac et du Tarn</h1>'
            extra = f"""<section class="home-block"><h2>Vos communes</h2><ul><li>{self.a("albi", "Toute l'actualité d'Albi", "content")}</li><li>{self.a("tarn", "Toute l'actualité du Tarn", "content")}</li><li>{self.a("tag", "Marché de Noël : le guide", "content")}</li><li>{self.a("author", "Les articles de Claire Martin", "content")}</li></ul></section>"""
        elif doc.kind == "section" and doc.key == "albi":
            head = f"""<header class="commune-header"><h1 class="page-title">{esc(doc.title)}</h1><p class="commune-header__infos">Albi (81000) · Tarn · Occitanie · 49 900 habitants</p>
<ul class="commune-header__links"><li>{self.a("meteo", "Météo à Albi", "content")}</li><li>{self.a("deces", "Avis de décès à Albi", "content")}</li><li><a href="/agenda/albi/">Agenda des sorties</a></li><li><a href="/communes/albi,81004.html#pharmacies">Pharmacies de garde</a></li></ul></header>
<h2 class="section-title">L'actualité d'Albi</h2>"""
        elif doc.kind == "author":
            head = f'<header class="author-header"><img src="{self.origin}/images/auteurs/claire-martin.jpg" alt=""><h1 class="page-title">{esc(doc.title)}</h1><p>Journaliste à l\'agence d\'Albi, Claire Martin suit la santé, le social et la viticulture.</p></header><h2 class="section-title">Ses derniers articles</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/recherche/" class="search-form"><input name="q" value="Gaillac"><select name="periode"><option>Tout</option><option>7 derniers jours</option></select><button>Rechercher</button></form><p class="search-count">{len(doc.extra["list"])} résultats</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><p class="topic-intro">Retrouvez tous nos articles sur le marché de Noël.</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination"><span class="pagination__current">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Page suivante", "pagination")}</nav>'
        elif doc.key == "tarn2":
            pager = f'<nav class="pagination">{self.a("tarn", "Page précédente", "pagination")} {self.a("tarn", "1", "pagination")} <span class="pagination__current">2</span></nav>'
        return f'<div class="list-page list-page--{doc.kind}">\n{head}\n<div class="list-page__cards">\n{cards}\n</div>\n{pager}\n{extra}\n</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "notices":
            avis = [
                (
                    "M. Jean-Pierre Cabrol",
                    "84 ans",
                    "Albi",
                    "lundi 7 décembre à 14 h 30, en la cathédrale Sainte-Cécile",
                ),
                (
                    "Mme Odette Bousquet née Rouquette",
                    "91 ans",
                    "Castres",
                    "lundi 7 décembre à 10 heures, en l'église Notre-Dame-de-la-Platé",
                ),
                ("M. André Vidal", "77 ans", "Gaillac", "samedi 5 décembre à 15 heures, en l'église Saint-Michel"),
                ("Mme Simone Carayon", "88 ans", "Carmaux", "mardi 8 décembre à 14 heures, au crématorium d'Albi"),
                ("M. Raymond Escande", "69 ans", "Graulhet", "lundi 7 décembre à 16 heures, au cimetière de Graulhet"),
                (
                    "Mme Paulette Maurel née Teisseyre",
                    "95 ans",
                    "Mazamet",
                    "samedi 5 décembre à 10 h 30, en l'église Saint-Sauveur",
                ),
                (
                    "M. Francis Bonnafous",
                    "81 ans",
                    "Lavaur",
                    "mardi 8 décembre à 15 heures, en la cathédrale Saint-Alain",
                ),
                ("Mme Yvette Calmettes", "86 ans", "Réalmont", "lundi 7 décembre à 14 heures, en l'église de Réalmont"),
                (
                    "M. Gilbert Pujol",
                    "73 ans",
                    "Saint-Juéry",
                    "mercredi 9 décembre à 10 heures, au centre funéraire de Saint-Juéry",
                ),
            ]
            items = "\n".join(
                f'<li class="avis-deces__item"><a href="https://avis-de-deces.lavoixdutarn.test/avis/{i}"><span class="avis-deces__name">{esc(n)}</span>, <span class="avis-deces__age">{age}</span> <span class="avis-deces__city">{esc(city)}</span></a><p class="avis-deces__ceremonie">Obsèques {esc(when)}.</p></li>'
                for i, (n, age, city, when) in enumerate(avis, 48211)
            )
            return f"""<div class="avis-deces">
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="avis-deces__intro">Consultez les avis de décès publiés dans La Voix du Tarn et sur notre site, laissez un message de condoléances ou allumez une bougie.</p>
<form class="avis-deces__search" action="https://avis-de-deces.lavoixdutarn.test/recherche"><input name="nom" placeholder="Nom du défunt"><input name="commune" placeholder="Commune"><button>Rechercher</button></form>
<ul class="avis-deces__list">
{items}
</ul>
<p class="avis-deces__cta"><a href="https://avis-de-deces.lavoixdutarn.test/publier">Publier un avis de décès</a> · <a href="https://avis-de-deces.lavoixdutarn.test/remerciements">Remerciements</a> · <a href="https://avis-de-deces.lavoixdutarn.test/pompes-funebres">Pompes funèbres du Tarn</a></p>
</div>"""
        if doc.kind == "weather":
            days = [
                ("Samedi 5", "Averses", "6°", "11°", "SO 20 km/h", "70 %"),
                ("Dimanche 6", "Éclaircies", "4°", "12°", "O 15 km/h", "20 %"),
                ("Lundi 7", "Ensoleillé", "1°", "13°", "SE 10 km/h", "0 %"),
                ("Mardi 8", "Nuageux", "3°", "12°", "SE 25 km/h", "10 %"),
                ("Mercredi 9", "Pluie", "7°", "10°", "S 30 km/h", "90 %"),
                ("Jeudi 10", "Averses", "6°", "11°", "O 20 km/h", "60 %"),
                ("Vendredi 11", "Éclaircies", "3°", "10°", "NO 15 km/h", "20 %"),
            ]
            rows = "\n".join(
                f'<tr class="meteo-day"><th scope="row">{d}</th><td>{sky}</td><td>{tmin}</td><td>{tmax}</td><td>{wind}</td><td>{rain}</td></tr>'
                for d, sky, tmin, tmax, wind, rain in days
            )
            return f"""<div class="meteo">
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="meteo__update">Prévisions mises à jour le 05/12/2026 à 06h00</p>
<div class="meteo__now"><span class="meteo__temp">8°</span> <span class="meteo__sky">Averses</span> <span class="meteo__feel">Ressenti 5°</span> <span class="meteo__wind">Vent SO 20 km/h, rafales 45 km/h</span></div>
<div class="meteo__alert">Vigilance jaune crues sur le Tarn jusqu'à samedi 12 heures.</div>
<table class="meteo__table"><thead><tr><th>Jour</th><th>Ciel</th><th>Min.</th><th>Max.</th><th>Vent</th><th>Risque de pluie</th></tr></thead><tbody>
{rows}
</tbody></table>
<p class="meteo__other">Autres villes : <a href="/meteo/castres-81100/">Castres</a> · <a href="/meteo/gaillac-81600/">Gaillac</a> · <a href="/meteo/carmaux-81400/">Carmaux</a> · <a href="/meteo/mazamet-81200/">Mazamet</a></p>
</div>"""
        return f'<div class="static-page">\n<h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
