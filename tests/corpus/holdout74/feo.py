# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and apostrophes are deliberate)
"""Ny Feon'ny Nosy: a Malagasy news site in Antananarivo on **SPIP** (the French PHP CMS), SPIP 4 with the
Spipr-dist templates on the current site (`cartouche`, `info-publi` with `<abbr class="published">`, `vcard author`,
`chapo`, `texte`, `crayon article-texte-5120`, SPIP's "propres" URLs written relative to the root: articles
`Delestazy-mihamafy-…`, sections `-Vaovao-`, keywords `+-delestazy-+`, authors `_Fanja-Rakotoarisoa_`,
`spip.php?page=recherche&recherche=`, pagination by offset `-Vaovao-?debut_articles=10#pagination_articles`
printed "0 | 10"), Malagasy (`mg`), UTF-8, Madagascar time (+03:00). SPIP sets `<html lang>` per article: the AFP
story is in French (`lang="fr"`), and SPIP then prints its French "par" instead of "Nosoratan'i".

The old **archive** (`/tahiry/spip.php?article812`, an SPIP 1.9 table layout from 2011-2012) is served in
**ISO-8859-1** (header and `<meta http-equiv>`), with Windows-1252 curly quotes and ellipses in the bytes, as such
archives are; Scrapy (w3lib) decodes ISO-8859-1 as `cp1252`, which is the label. Three pages.

Dates print as "Zoma 4 Desambra 2026"; the `<abbr class="published" title>` is UTC ("2026-12-03T23:10:00Z" on the
load-shedding story, which is 02:10 on 4 Dec in Antananarivo). The archive prints the day only and has no machine
date. There is no JSON-LD anywhere (SPIP dist), Open Graph only on the current site. Bylines: "Nosoratan'i Fanja
Rakotoarisoa", two names joined by "sy", an initial "Tiana R.", "Dr Andry Rajaonarison", the desk "Ny Mpanoratra"
("the editorial staff", an SPIP author). The chapo (standfirst) is not body. The Jirama load-shedding timetable,
a photo portfolio and the archive index are not articles."""

from __future__ import annotations

import zlib
from urllib.parse import quote

from common import MG_DAYS, MG_MONTHS, Base, check_dates, page, split_stamp, story
from sitekit import Doc, Link, css_rules, esc

ORIGIN = "https://www.feonynosy.test"
ARTS = ["baolina", "afp", "delestazy", "vary", "hevitra", "fahasalamana"]
AUTHORS = {
    "Fanja Rakotoarisoa": "_Fanja-Rakotoarisoa_",
    "Hery Randrianarivelo": "_Hery-Randrianarivelo_",
    "Tiana R.": "_Tiana-R_",
    "Dr Andry Rajaonarison": "_Andry-Rajaonarison_",
    "Ny Mpanoratra": "_Ny-Mpanoratra_",
    "AFP": "_AFP_",
}
IDS = {
    "delestazy": 5120,
    "vary": 5116,
    "afp": 5122,
    "baolina": 5125,
    "hevitra": 5109,
    "fahasalamana": 5101,
    "gallery": 5118,
    "schedule": 5119,
}


def mg_date(local: str) -> str:
    y, m, d, wd, _ = split_stamp(local)
    return f"{MG_DAYS[wd]} {d} {MG_MONTHS[m - 1]} {y}"


def short_mg(local: str) -> str:
    y, m, d, _, _ = split_stamp(local)
    return f"{d} {MG_MONTHS[m - 1]} {y}"


class Feo(Base):
    origin = ORIGIN
    name = "Ny Feon'ny Nosy"
    prefix = "fny"
    language = "mg"
    relative = True
    _writing: Doc | None = None

    # the archive pages are written and labelled in ISO-8859-1 (decoded as cp1252), the rest in UTF-8
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
        return "text/html; charset=iso-8859-1" if self._archive else "text/html; charset=utf-8"

    def href(self, key_or_path: str) -> str:
        if key_or_path == "home":
            return ORIGIN + "/"
        return super().href(key_or_path)

    def a_frag(self, key: str, text: str, zone: str, frag: str, attrs: str = "") -> str:
        self.links.append(Link(self.current, key, zone, text))
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc(self.href(key))}#{frag}"{extra}>{esc(text)}</a>'

    def pad_rules(self) -> list[str]:
        if self._archive:
            return css_rules(
                "fny-tahiry", ["td.titre", "td.menu a", ".texte", ".date", "table.pied td", ".pub468"], 200
            )
        return css_rules(
            "fny",
            [
                ".header .accueil",
                ".nav .menu-entree a",
                ".cartouche h1",
                ".info-publi",
                ".texte p",
                ".liste-items .item",
                ".aside .menu",
                ".footer .colophon",
                "#cookiebar",
                ".pub",
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
                "Ny Feon'ny Nosy",
                "spip-sommaire",
                list=["baolina", "afp", "delestazy", "vary", "hevitra", "fahasalamana"],
                more="vaovao",
            )
        )
        add(
            page(
                "vaovao",
                "/-Vaovao-",
                "section",
                "Vaovao",
                "spip-rubrique-propres-url",
                list=["afp", "delestazy", "vary", "fahasalamana"],
                more="vaovao2",
            )
        )
        add(
            page(
                "vaovao2",
                "/-Vaovao-?debut_articles=10",
                "section",
                "Vaovao",
                "spip-rubrique-debut-articles-offset",
                list=["hevitra"],
            )
        )
        add(
            page(
                "tag",
                "/+-delestazy-+",
                "tag",
                "delestazy",
                "spip-mot-cle-plus-url",
                list=["delestazy", "afp", "schedule"],
            )
        )
        add(
            page(
                "author",
                "/_Fanja-Rakotoarisoa_",
                "author",
                "Fanja Rakotoarisoa",
                "spip-auteur-underscore-url",
                list=["delestazy", "vary"],
                bio="Mpanao gazety ao amin'ny Ny Feon'ny Nosy nanomboka tamin'ny 2016. Manoratra momba ny toekarena, ny herinaratra ary ny fiainam-bahoaka eto Antananarivo.",
            )
        )
        add(
            page(
                "search",
                "/spip.php?page=recherche&recherche=delestazy",
                "search",
                "Vokatry ny fikarohana: delestazy",
                "spip-recherche",
                list=["delestazy", "afp", "schedule"],
            )
        )
        add(
            page(
                "gallery",
                "/Sary-Ny-tsenan-i-Analakely-manatona-ny-fety",
                "gallery",
                "Sary: Ny tsenan'i Analakely manatona ny fety",
                "spip-portfolio-captions-only",
                [
                    "FIG: Analakely 1 | Feno olona ny tsenan'i Analakely ny Asabotsy maraina.",
                    "FIG: Analakely 2 | Kilalao avy any Sina amidy eny amin'ny arabe.",
                    "FIG: Analakely 3 | Mpivarotra voankazo eo akaikin'ny tohatra.",
                    "FIG: Analakely 4 | Jiro kely fandravahana ho an'ny Krismasy.",
                    "FIG: Analakely 5 | Ny pavilion-ny tsena, nohavaozina tamin'ny taon-dasa.",
                    "FIG: Analakely 6 | Vahoaka mitsangatsangana amin'ny harivariva.",
                ],
                local="2026-12-05 10:00",
                credit="Sary: Tiana R.",
            )
        )
        add(
            page(
                "schedule",
                "/Fandaharan-ny-delestazy-Jirama-eto-Antananarivo",
                "schedule",
                "Fandaharan'ny delestazy Jirama eto Antananarivo",
                "spip-article-timetable",
                [
                    "Ity ny fandaharana navoakan'ny Jirama ho an'ny herinandro 7 hatramin'ny 13 Desambra 2026. Mety hiova izany raha misy olana ara-teknika.",
                    "T: Faritra | Alatsinainy | Talata | Alarobia | Alakamisy | Zoma",
                    "T: Analakely, Tsaralalàna | 18:00 – 21:00 | tsy misy | 06:00 – 09:00 | tsy misy | 18:00 – 21:00",
                    "T: Ambohipo, Ankatso | 06:00 – 10:00 | 18:00 – 22:00 | tsy misy | 06:00 – 10:00 | tsy misy",
                    "T: Itaosy, Anosizato | tsy misy | 06:00 – 10:00 | 18:00 – 22:00 | tsy misy | 06:00 – 10:00",
                    "T: Ankadikely, Ilafy | 18:00 – 22:00 | tsy misy | 06:00 – 10:00 | 18:00 – 22:00 | tsy misy",
                    "T: Ankorondrano, 67 Ha | tsy misy | 18:00 – 21:00 | tsy misy | 18:00 – 21:00 | 06:00 – 09:00",
                    "Loharano: Jirama, 5 Desambra 2026.",
                ],
                local="2026-12-05 09:00",
            )
        )
        add(
            page(
                "archive",
                "/tahiry/spip.php?rubrique3",
                "section",
                "Tahiry 2009-2012",
                "legacy-spip19-archive-index-iso-8859-1",
                list=["arch2", "arch1"],
                archive=True,
            )
        )
        add(
            story(
                "delestazy",
                "/Delestazy-mihamafy-ny-fahatapahan-ny-jiro-eto-Antananarivo",
                "Delestazy: mihamafy ny fahatapahan'ny jiro eto Antananarivo",
                "2026-12-04",
                "2026-12-03T23:10:00Z",
                "2026-12-04 02:10",
                ["Fanja Rakotoarisoa"],
                [
                    "Nitombo ny fotoana tsy misy jiro eto Antananarivo tato anatin'ny herinandro. Any amin'ny fokontany maromaro, toa an'i Ambohipo, Itaosy ary Ankadikely, dia mihoatra ny enina ora isan'andro ny fahatapahan'ny herinaratra.",
                    "Nanambara ny Jirama fa ny fihenan'ny rano ao amin'ny tohodrano mpamokatra herinaratra any Andekaleka, noho ny tsy fahampian'ny orana, no antony voalohany. Miampy izany ny fahasimban'ny milina roa ao amin'ny foibe mpamokatra any Ambohimanambola.",
                    "« Tsy mahavita mamokatra herinaratra ampy ho an'ny mpanjifa rehetra isika amin'izao fotoana izao. Manantena izahay fa hihatsara ny toe-javatra rehefa manomboka ny fotoanan'ny orana », hoy ny tompon'andraikitra iray ao amin'ny Jirama.",
                    "Sahirana indrindra ireo mpandraharaha madinika. Nilaza i Hery, mpanao soudure any Ambohipo, fa tsy afaka miasa izy raha tsy misy jiro. « Very ny vola miditra amiko isan'andro. Tsy manana groupe électrogène aho », hoy izy.",
                    "## Fandaharana vaovao",
                    "Namoaka fandaharana vaovao ho an'ny faritra tsirairay ny Jirama. Azo jerena eto amin'ny tranonkalanay ny [[schedule|fandaharan'ny delestazy eto Antananarivo]].",
                ],
                "spip-abbr-utc-previous-day-chapo",
                section="Vaovao",
                dek="Mihoatra ny enina ora isan'andro ny fahatapahan'ny herinaratra any amin'ny faritra maro eto an-drenivohitra.",
                users=["Fanja Rakotoarisoa"],
                tags=["delestazy", "Jirama"],
            )
        )
        add(
            story(
                "vary",
                "/Vidin-ny-vary-niakatra-hatrany-eny-an-tsena",
                "Vidin'ny vary: niakatra hatrany eny an-tsena",
                "2026-12-03",
                "2026-12-03T12:20:00Z",
                "2026-12-03 15:20",
                ["Hery Randrianarivelo", "Fanja Rakotoarisoa"],
                [
                    "Mbola mitohy ny fiakaran'ny vidin'ny vary eny amin'ny tsena samihafa eto Antananarivo. Tonga hatramin'ny 1 050 Ariary ny kapoaka vary gasy eny amin'ny tsenan'Andravoahangy, raha 950 Ariary izany tamin'ny volana lasa.",
                    "Ny fihenan'ny vokatra any amin'ny faritra Alaotra-Mangoro, vokatry ny maina, no anisan'ny antony, hoy ireo mpivarotra. Miampy izany ny fiakaran'ny saran'ny fitaterana noho ny vidin'ny solika.",
                    "Ireto ny vidin'ny kapoaka vary hitanay ny Alakamisy teny amin'ny tsena telo:",
                    "T: Tsena | Vary gasy | Makalioka | Vary vahiny",
                    "T: Andravoahangy | 1 050 Ar | 1 150 Ar | 900 Ar",
                    "T: Analakely | 1 100 Ar | 1 200 Ar | 950 Ar",
                    "T: Anosibe | 1 000 Ar | 1 100 Ar | 880 Ar",
                    "« Tsy zakanay intsony izao. Isan'andro dia mihena ny vary azonay vidiana », hoy Ramatoa Voahangy, reny iray any Anosibe.",
                    "Nilaza ny ministeran'ny varotra fa hisy vary vahiny hafarana hanampiana ny tsena alohan'ny fety faran'ny taona.",
                ],
                "two-authors-sy-price-table",
                section="Vaovao",
                users=["Hery Randrianarivelo", "Fanja Rakotoarisoa"],
                tags=["vary", "toekarena"],
            )
        )
        add(
            story(
                "afp",
                "/Madagascar-la-Jirama-promet-la-fin-des-delestages-d-ici-mars",
                "Madagascar : la Jirama promet la fin des délestages d'ici mars",
                "2026-12-04",
                "2026-12-04T08:40:00Z",
                "2026-12-04 11:40",
                [],
                [
                    "Antananarivo (AFP) - La compagnie publique d'eau et d'électricité de Madagascar, la Jirama, a promis vendredi de mettre fin d'ici mars 2027 aux délestages qui touchent la capitale, grâce à la mise en service de nouvelles centrales solaires.",
                    "Depuis plusieurs semaines, les habitants d'Antananarivo subissent des coupures de courant pouvant dépasser six heures par jour, au grand dam des commerçants et des artisans.",
                    "« Deux centrales solaires d'une capacité totale de 60 mégawatts seront raccordées au réseau au premier trimestre », a déclaré à la presse le directeur général de la compagnie.",
                    "La Jirama, lourdement endettée, est régulièrement critiquée pour la vétusté de ses installations. Les coupures d'eau et d'électricité ont provoqué des manifestations dans plusieurs villes du pays ces dernières années.",
                    "SIGN: © AFP",
                ],
                "french-agency-copy-on-malagasy-site-lang-fr",
                section="Vaovao",
                users=["AFP"],
                lang="fr",
                tags=["delestazy", "Jirama"],
            )
        )
        add(
            story(
                "baolina",
                "/Baolina-kitra-Nandresy-2-1-ny-AS-Analamanga-Vaovao",
                "Baolina kitra: Nandresy 2-1 ny AS Analamanga Vaovao",
                "2026-12-05",
                "2026-12-05T16:30:00Z",
                "2026-12-05 19:30",
                ["Tiana R."],
                [
                    "Nahazo fandresena 2-1 tamin'ny ekipan'ny Ikopa FC ny AS Analamanga Vaovao, tamin'ny lalao natao teny amin'ny kianjan'i Mahamasina ny Asabotsy tolakandro.",
                    "Tamin'ny minitra faha-17 no nanokatra ny isa i Njaka Rabe, taorian'ny baolina nalefan'i Mamy Andria avy eo ankavia.",
                    "Nampitovy ny isa ny Ikopa FC tamin'ny minitra faha-52 tamin'ny alalan'i Fidy Rasolo, izay nampiditra ny baolina tamin'ny lohany.",
                    "Tamin'ny minitra faha-88 vao nahazo ny isa fandresena ny AS Analamanga Vaovao, tamin'ny penalty notontosain'i Njaka Rabe ihany.",
                    "« Sarotra ny lalao, saingy tsy nilefitra ny mpilalao. Mendrika ity fandresena ity », hoy ny mpanazatra Rado Rakotomanga.",
                    "Izy ireo izao no mitarika ny laharana amin'ny isa 22, aorian'ny lalao valo.",
                ],
                "initial-surname-byline",
                section="Fanatanjahantena",
                users=["Tiana R."],
                tags=["baolina kitra"],
            )
        )
        add(
            story(
                "hevitra",
                "/Hevitra-Ny-fanabeazana-no-lakilen-ny-fampandrosoana",
                "Hevitra: Ny fanabeazana no lakilen'ny fampandrosoana",
                "2026-12-02",
                "2026-12-02T05:00:00Z",
                "2026-12-02 08:00",
                ["Andry Rajaonarison"],
                [
                    "Isan-taona, an'arivony ireo tanora malagasy no mivoaka ny sekoly tsy mahay mamaky teny tsara. Tsy olana ho an'ny fianakaviany ihany izany fa olana ho an'ny firenena manontolo.",
                    "Maro ny antony: tsy ampy ny mpampianatra, be loatra ny mpianatra ao anaty efitrano iray, tsy misy boky. Any ambanivohitra, mandeha an-tongotra kilometatra maro ny ankizy vao tonga any am-pianarana.",
                    "Tsy ampy anefa ny manangana sekoly vaovao. Tsy maintsy ampiofanina tsara sy omena karama mendrika ireo mpampianatra, ary tsy maintsy omena toerana mifandanja ao amin'ny fampianarana ny teny malagasy sy ny teny frantsay.",
                    "Raha tiana hivoatra i Madagasikara, dia tsy maintsy apetraka ho laharam-pahamehana ny fanabeazana. Tsy fandaniana izany fa fampiasam-bola ho an'ny ho avy.",
                    "SIGN: Dr Andry Rajaonarison dia mpampianatra ao amin'ny Oniversiten'Antananarivo.",
                    "NOTE: Ny hevitra voalaza eto dia an'ny mpanoratra ihany.",
                ],
                "opinion-dr-honorific-bio-tail",
                section="Hevitra",
                users=["Dr Andry Rajaonarison"],
                tags=["fanabeazana"],
            )
        )
        add(
            story(
                "fahasalamana",
                "/Fahasalamana-Hanomboka-ny-fanaovana-vaksiny-amin-ny-kitrotro",
                "Fahasalamana: Hanomboka ny fanaovana vaksiny amin'ny kitrotro",
                "2026-12-01",
                "2026-12-01T07:15:00Z",
                "2026-12-01 10:15",
                [],
                [
                    "Hanomboka ny Alatsinainy 7 Desambra ny fanentanana amin'ny fanaovana vaksiny amin'ny kitrotro manerana ny nosy, araka ny fanambarana navoakan'ny ministeran'ny fahasalamana.",
                    "Ankizy latsaky ny dimy taona eo ho eo amin'ny 1,2 tapitrisa no kendrena amin'ity fanentanana ity. Maimaim-poana ny vaksiny ary atao any amin'ny toeram-pitsaboana rehetra sy any an-tsekoly.",
                    "Nitombo ny tranga kitrotro tany amin'ny faritra Atsimo-Andrefana sy Androy tato anatin'ny volana vitsivitsy, hoy ny ministera.",
                    "Manentana ny ray aman-dreny ny dokotera mba hitondra ny zanany hanao vaksiny. « Ny vaksiny no fiarovana tsara indrindra amin'ity aretina ity », hoy ny Dr Lanto Rasoamanana, tompon'andraikitra amin'ny fanaovana vaksiny.",
                ],
                "desk-ny-mpanoratra-spip-author",
                section="Vaovao",
                users=["Ny Mpanoratra"],
                tags=["fahasalamana"],
            )
        )
        add(
            story(
                "arch1",
                "/tahiry/spip.php?article812",
                "Rivo-doza Ivony: maherin'ny 5 000 no tsy manan-kialofana",
                "2011-02-14",
                None,
                "2011-02-14",
                ["Lalao Rasoanaivo"],
                [
                    "Maherin'ny 5 000 ny olona tsy manan-kialofana any amin'ny faritra Analanjirofo taorian'ny nandalovan'ny rivo-doza Ivony ny faran'ny herinandro lasa, araka ny tarehimarika navoakan'ny BNGRC.",
                    "Trano maherin'ny 1 200 no rava tanteraka na simba, indrindra any Maroantsetra sy Mananara Avaratra. Tapaka ihany koa ny lalana mampitohy an'i Soanierana Ivongo sy Mananara.",
                    "“Tsy nisy nahavita nanavotra na inona na inona. Nentin'ny rano avokoa ny entanay rehetra…” hoy Rasoa, reny iray any Maroantsetra.",
                    "Efa nandefa vary, rano fisotro ary lay ny fanjakana sy ireo fikambanana iraisam-pirenena. Mbola sarotra anefa ny fidirana any amin'ny toerana sasany.",
                ],
                "legacy-archive-iso-8859-1-cp1252-quotes",
                section="Tahiry",
                users=["Lalao Rasoanaivo"],
                archive=True,
            )
        )
        add(
            story(
                "arch2",
                "/tahiry/spip.php?article1406",
                "Jirama: mitombo ny delestazy any Toamasina",
                "2012-08-22",
                None,
                "2012-08-22",
                ["Harilala Randria"],
                [
                    "Nitombo ny fahatapahan'ny jiro any Toamasina tato anatin'ny roa herinandro, ka tezitra ireo mponina sy mpandraharaha ao an-tanàna.",
                    "Nanazava ny Jirama fa simba ny iray amin'ireo milina mpamokatra herinaratra ao amin'ny foibeny any Toamasina, ary andrasana avy any ivelany ny singa vaovao hanamboarana azy.",
                    "“Efa fahatelo izao tato anatin'ny herinandro no simba ny vata fampangatsiahana ananako…” hoy ny tompon'ny hotely kely iray eo akaikin'ny seranana.",
                    "Nanome toky ny tompon'andraikitra fa hiverina ho ara-dalàna ny famatsiana herinaratra ao anatin'ny iray volana.",
                ],
                "legacy-archive-iso-8859-1-cp1252-quotes",
                section="Tahiry",
                users=["Harilala Randria"],
                archive=True,
            )
        )
        check_dates(self, 3)

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def auteurs(self, doc: Doc) -> str:
        def one(u: str) -> str:
            href = self.href("author") if u == "Fanja Rakotoarisoa" else AUTHORS[u]
            if u == "Fanja Rakotoarisoa":
                self.links.append(Link(self.current, "author", "byline", u))
            return f'<span class="vcard author"><a class="url fn spip_in" href="{esc(href)}">{esc(u)}</a></span>'

        users = doc.extra["users"]
        joined = " sy ".join(one(u) for u in users)
        word = "par" if doc.extra.get("lang") == "fr" else "nosoratan'i"
        return f'<span class="auteurs">{word} {joined}</span>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = (
            (doc.dek or self.lede(doc))
            if doc.is_article
            else "Vaovao avy any Madagasikara: politika, toekarena, fiarahamonina, fanatanjahantena."
        )
        out = [
            f"<title>{esc(doc.title)} - Ny Feon'ny Nosy</title>"
            if doc.key != "home"
            else "<title>Ny Feon'ny Nosy - Vaovao avy any Madagasikara</title>",
            f'<meta name="description" content="{esc(desc)}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            '<meta name="viewport" content="width=device-width, initial-scale=1" />',
            '<link rel="alternate" type="application/rss+xml" title="Hanaraka ny tranonkala manontolo" href="spip.php?page=backend" />',
            "<link rel='stylesheet' href='local/cache-css/cssdyn-css_spipr_css-4f2a1c.css?1796455200' type='text/css' />",
            '<meta name="generator" content="SPIP 4.2.16 [24471]" />',
            "<!-- Plugin Metas + -->",
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind in ("gallery", "schedule") else "website"}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:site_name" content="{esc(self.name)}" />',
            f'<meta property="og:locale" content="{"fr_FR" if doc.extra.get("lang") == "fr" else "mg_MG"}" />',
        ]
        if doc.is_article:
            out.append(f'<meta property="og:description" content="{esc(desc)}" />')
            out.append(f'<meta property="og:image" content="{ORIGIN}/IMG/logo/arton{IDS[doc.key]}.jpg" />')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = doc.extra.get("lang", "mg")
        menu = "".join(
            f'<li class="item menu-entree">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Fandraisana"),
                ("vaovao", "Vaovao"),
                (f"{ORIGIN}/-Politika-", "Politika"),
                (f"{ORIGIN}/-Toekarena-", "Toekarena"),
                (f"{ORIGIN}/-Fanatanjahantena-", "Fanatanjahantena"),
                (f"{ORIGIN}/-Hevitra-", "Hevitra"),
                ("gallery", "Sary"),
                ("archive", "Tahiry"),
            )
        )
        recent = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["delestazy", "vary", "baolina", "afp"]
        )
        body_class = (
            "page_article"
            if doc.is_article or doc.kind in ("gallery", "schedule")
            else (
                "page_sommaire"
                if doc.key == "home"
                else (
                    "page_recherche"
                    if doc.kind == "search"
                    else (
                        "page_auteur"
                        if doc.kind == "author"
                        else ("page_mot" if doc.kind == "tag" else "page_rubrique")
                    )
                )
            )
        )
        return f"""<!DOCTYPE html>
<html dir="ltr" lang="{lang}" class="ltr {lang} no-js">
<head>
<script type='text/javascript'>/*<![CDATA[*/(function(H){{H.className=H.className.replace(/\\bno-js\\b/,'js')}})(document.documentElement);/*]]>*/</script>
{self.head(doc)}
<style>/*PAD*/</style>
<script type='text/javascript' src='local/cache-js/jsdyn-javascript_porte_plume_start_js-5e2b.js?1796455200'></script>
<script type="text/javascript">var _paq = window._paq = window._paq || []; _paq.push(['trackPageView']); (function() {{ var u="https://stats.feonynosy.test/"; _paq.push(['setTrackerUrl', u+'matomo.php']); _paq.push(['setSiteId', '3']); }})();</script>
</head>
<body class="pas_surlignable {body_class}">
<div class="page">
<div class="header" id="header"><div class="container">
<div class="accueil"><a rel="start home" href="{ORIGIN}/" title="Fandraisana"><img class="spip_logo spip_logos" alt="" src="IMG/logo/siteon0.png?1610000000" width="80" height="80" /><strong id="nom_site_spip" class="crayon meta-valeur-nom_site">Ny Feon'ny Nosy</strong></a><p id="slogan_site_spip" class="crayon meta-valeur-slogan">Vaovao avy any Madagasikara</p></div>
<div class="date-jour">Asabotsy 5 Desambra 2026</div>
</div></div>
<div class="navbar navbar-inverse" id="nav"><div class="container"><div class="menu menu-container"><ul class="menu-items menu-liste nav">{menu}</ul></div>
<div class="formulaire_spip formulaire_recherche" id="formulaire_recherche"><form action="spip.php?page=recherche" method="get"><input name="page" value="recherche" type="hidden" /><label for="recherche" class="offscreen">Hikaroka:</label><input type="search" class="search text" size="10" name="recherche" id="recherche" accesskey="4" autocapitalize="off" autocorrect="off" /><input type="submit" class="submit" value="&gt;&gt;" title="Hikaroka" /></form></div></div></div>
<div class="pub pub-banniere"><a href="https://www.telma-promo.test/?src=feo"><img src="IMG/pub/banniere-728x90.gif" alt="Dokam-barotra" width="728" height="90" /></a></div>
<div class="container"><div class="row">
<div class="content span8 col-md-9" id="content">
{main}
</div>
<div class="aside secondary span4 col-md-3" id="aside">
<div class="menu"><h2>Vaovao farany</h2><ul>{recent}</ul></div>
<div class="menu"><h2>Teny fanalahidy</h2><ul><li>{self.a("tag", "delestazy", "aside")}</li><li><a href="+-Jirama-+">Jirama</a></li><li><a href="+-vary-+">vary</a></li></ul><p>Fikarohana malaza: {self.a("search", "delestazy", "aside")}</p></div>
<div class="pub pub-carre"><img src="IMG/pub/carre-300x250.jpg" alt="Dokam-barotra" width="300" height="250" /></div>
</div>
</div></div>
<div class="footer" id="footer"><div class="container"><p class="colophon">2026 © Ny Feon'ny Nosy - Zo rehetra voatokana<br /><a rel="contents" href="spip.php?page=plan">Drafitry ny tranonkala</a><span class="sep"> | </span><a href="spip.php?page=login&amp;url=.%2F" rel="nofollow" class="login_modal">Fidirana</a><span class="sep"> | </span><a rel="nofollow" href="spip.php?page=contact">Hifandray aminay</a><span class="sep"> | </span><a href="spip.php?page=backend" rel="alternate" title="Hanaraka ny tranonkala manontolo">RSS&nbsp;2.0</a></p>
<small class="generator"><a href="https://www.spip.net/" rel="generator" title="Site réalisé avec SPIP"><img src="squelettes-dist/spip.png" alt="SPIP" width="48" height="16" /></a></small></div></div>
</div>
<div id="cookiebar" class="cookiebar">Mampiasa cookies ity tranonkala ity. <a href="spip.php?page=cookies">Hamaky bebe kokoa</a> <button type="button" class="cookiebar-accept">Ekena</button></div>
</body>
</html>"""

    def arbo(self, doc: Doc) -> str:
        rub = (
            self.a("vaovao", "Vaovao", "breadcrumb")
            if doc.section == "Vaovao"
            else f'<a href="-{esc(doc.section)}-">{esc(doc.section)}</a>'
        )
        return f'<p class="arbo"><a href="{ORIGIN}/">Fandraisana</a><span class="divider"> &gt; </span>{rub}<span class="divider"> &gt; </span><strong class="on">{esc(doc.title)}</strong></p>'

    def story_main(self, doc: Doc) -> str:
        n = IDS[doc.key]
        chapo = (
            f'<div class="surlignable crayon article-chapo-{n} chapo"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""
        )
        tags = "".join(f"<li>{self.mot(t)}</li>" for t in doc.extra.get("tags", []))
        same = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        return f"""<div class="main"><div class="wrapper hfeed"><div class="content hentry" id="content_article">
{self.arbo(doc)}
<div class="cartouche">
<h1 class="surlignable crayon article-titre-{n} h1 entry-title">{esc(doc.title)}</h1>
<p class="info-publi"><abbr class="published" title="{doc.iso}">{mg_date(doc.stamp)}</abbr><span class="sep">, </span>{self.auteurs(doc)}</p>
{chapo}
</div>
<div class="surlignable crayon article-texte-{n} texte entry-content">
{self.blocks(doc, fig=self.spip_doc)}
</div>
<div class="partage"><a href="https://www.facebook.com/sharer.php?u={quote(self.url(doc.key), safe="")}" rel="nofollow">Zarao amin'ny Facebook</a></div>
<div class="mots"><h2 class="h2">Teny fanalahidy</h2><ul>{tags}</ul></div>
<div class="menu articles"><h2 class="h2">Ao amin'ny fizarana mitovy</h2><ul class="spip">{same}</ul></div>
<a href="#forum" id="forum"></a><div class="forum-total"><h2 class="h2">Hevitrareo</h2><p class="explication">Mila miditra ianao mba hanoratra hevitra. <a href="spip.php?page=login" rel="nofollow">Hiditra</a></p></div>
</div></div></div>"""

    def mot(self, t: str) -> str:
        if t == "delestazy":
            return self.a("tag", t, "tag", 'rel="tag"')
        return f'<a href="+-{quote(t.replace(" ", "-"))}-+" rel="tag">{esc(t)}</a>'

    def spip_doc(self, alt: str, cap: str) -> str:
        return f'<div class="spip_document_{8800 + zlib.crc32(alt.encode()) % 100} spip_document spip_documents spip_document_image spip_documents_center"><figure class="spip_doc_inner"><img src="IMG/jpg/{quote(alt.lower().replace(" ", "_"))}.jpg" width="640" height="427" alt="{esc(alt)}" /><figcaption class="spip_doc_legende"><div class="spip_doc_descriptif">{esc(cap)}</div></figcaption></figure></div>'

    def item(self, k: str) -> str:
        d = self.docs[k]
        stamp = d.stamp or d.extra["local"]
        when = (
            f'<abbr class="published" title="{d.iso}">{short_mg(stamp)}</abbr>'
            if d.iso
            else f"<span>{short_mg(stamp)}</span>"
        )
        by = f'<span class="sep">, </span>{self.auteurs(d)}' if d.is_article else ""
        intro = esc(d.dek or self.lede(d)) if d.is_article else esc(plain_first(d))
        link = self.a(k, d.title, "content", 'rel="bookmark"')
        return f'<li class="item hentry"><h3 class="h3 entry-title">{link}</h3><small>{when}{by}</small><div class="introduction entry-content"><p>{intro}</p></div></li>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        head = f'<div class="cartouche"><h1 class="h1">{esc(doc.title)}</h1></div>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="cartouche vcard"><h1 class="h1 fn">{esc(doc.title)}</h1></div><div class="surlignable crayon auteur-bio-7 bio"><p>{esc(doc.extra["bio"])}</p></div><div class="contact"><a href="spip.php?page=contact&amp;id_auteur=7" rel="nofollow">Handefa hafatra</a></div>'
        elif doc.kind == "search":
            head = f'<div class="cartouche"><h1 class="h1">{esc(doc.title)}</h1></div><div class="formulaire_spip formulaire_recherche"><form action="spip.php?page=recherche" method="get"><input name="page" value="recherche" type="hidden" /><input type="search" name="recherche" value="delestazy" /><input type="submit" value="Hikaroka" /></form></div><p class="nb-resultats">Valiny {len(doc.extra["list"])}</p>'
        elif doc.kind == "tag":
            head = f'<div class="cartouche"><p class="groupe">Teny fanalahidy</p><h1 class="h1">{esc(doc.title)}</h1></div><div class="descriptif"><p>Ny vaovao rehetra momba ny fahatapahan\'ny herinaratra sy ny Jirama.</p></div>'
        elif doc.key == "home":
            head = '<h1 class="offscreen">Ny Feon\'ny Nosy</h1>'
            extra = f'<div class="menu sary"><h2 class="h2">Sary</h2><p>{self.a("gallery", self.docs["gallery"].title, "content")}</p></div><div class="menu tolotra"><h2 class="h2">Delestazy</h2><p>{self.a("schedule", self.docs["schedule"].title, "content")}</p></div><p class="tahiry-link">{self.a("archive", "Tahiry 2009-2012", "content")}</p>'
        elif doc.key == "vaovao2":
            extra = '<ul class="liste-items"><li class="item hentry"><h3 class="h3 entry-title"><a href="Tsena-vaovao-any-Ambohidratrimo" rel="bookmark">Tsena vaovao any Ambohidratrimo</a></h3><small><abbr class="published" title="2026-11-30T06:00:00Z">30 Novambra 2026</abbr></small></li><li class="item hentry"><h3 class="h3 entry-title"><a href="Lalana-RN7-Hamboarina-ny-tetezana-any-Antsirabe" rel="bookmark">Lalana RN7: Hamboarina ny tetezana any Antsirabe</a></h3><small><abbr class="published" title="2026-11-29T09:30:00Z">29 Novambra 2026</abbr></small></li></ul>'
        pager = ""
        if doc.key == "vaovao":
            ten = self.a_frag(
                "vaovao2", "10", "pagination", "pagination_articles", "class='lien_pagination' rel='nofollow'"
            )
            nxt = self.a_frag(
                "vaovao2",
                ">",
                "pagination",
                "pagination_articles",
                "class='lien_pagination pagination-item-suivant' rel='next'",
            )
            pager = f"<p class='pagination'><strong class='on'>0</strong><span class='sep separateur'>|</span>{ten}<span class='sep separateur'>|</span>{nxt}</p>"
        elif doc.key == "vaovao2":
            zero = self.a_frag(
                "vaovao", "0", "pagination", "pagination_articles", "class='lien_pagination' rel='nofollow'"
            )
            pager = (
                f"<p class='pagination'>{zero}<span class='sep separateur'>|</span><strong class='on'>10</strong></p>"
            )
        elif doc.key == "home":
            pager = f'<p class="suite">{self.a("vaovao", "Vaovao rehetra", "content")}</p>'
        anchor = "<a id='pagination_articles' class='pagination_ancre'></a>" if doc.kind == "section" else ""
        return f'<div class="main"><div class="wrapper"><div class="content" id="content_liste">{head}<div class="liste articles">{anchor}<ul class="liste-items">{items}</ul>{extra}{pager}</div></div></div></div>'

    def service_main(self, doc: Doc) -> str:
        n = IDS[doc.key]
        if doc.kind == "gallery":
            figs = "".join(
                f'<li class="item"><a href="IMG/jpg/{quote(b[1].lower().replace(" ", "_"))}.jpg" type="image/jpeg" class="mediabox" rel="portfolio"><img class="spip_logo" src="local/cache-vignettes/L300xH200/{quote(b[1].lower().replace(" ", "_"))}-5e1c.jpg" width="300" height="200" alt="{esc(b[1])}" /></a><p class="legende">{esc(b[2])}</p></li>'
                for b in doc.blocks
                if b[0] == "fig"
            )
            return f"""<div class="main"><div class="wrapper hfeed"><div class="content hentry" id="content_article">
<p class="arbo"><a href="{ORIGIN}/">Fandraisana</a><span class="divider"> &gt; </span><a href="-Sary-">Sary</a></p>
<div class="cartouche"><h1 class="surlignable crayon article-titre-{n} h1">{esc(doc.title)}</h1><p class="info-publi"><abbr class="published" title="2026-12-05T07:00:00Z">{mg_date(doc.extra["local"])}</abbr><span class="sep">, </span><span class="credits">{esc(doc.extra["credit"])}</span></p></div>
<div id="documents_portfolio" class="portfolio"><h2 class="h2">Portfolio</h2><ul class="liste-items">{figs}</ul></div>
</div></div></div>"""
        html = self.blocks(doc, table_class="spip")
        return f"""<div class="main"><div class="wrapper hfeed"><div class="content hentry" id="content_article">
<p class="arbo"><a href="{ORIGIN}/">Fandraisana</a><span class="divider"> &gt; </span><a href="-Tolotra-">Tolotra</a></p>
<div class="cartouche"><h1 class="surlignable crayon article-titre-{n} h1">{esc(doc.title)}</h1><p class="info-publi"><abbr class="published" title="2026-12-05T06:00:00Z">{mg_date(doc.extra["local"])}</abbr></p></div>
<div class="surlignable crayon article-texte-{n} texte">
{html}
<p>Vakio koa: {self.a("delestazy", self.docs["delestazy"].title, "content")}</p>
</div>
</div></div></div>"""

    def archive_page(self, doc: Doc) -> str:
        """The SPIP 1.9 archive: a table layout in ISO-8859-1, no Open Graph, no machine-readable date."""
        if doc.is_article:
            body = "\n".join(f"<p>{self.inline(b[1])}</p>" for b in doc.blocks if b[0] == "p")
            main = f"""<td class="titre"><h1>{esc(doc.title)}</h1></td></tr>
<tr><td class="date">{mg_date(doc.stamp)} &mdash; Nosoratan'i {esc(doc.authors[0])}</td></tr>
<tr><td><div class="texte">
{body}
</div>
<p class="retour">{self.a("archive", "« Hiverina any amin'ny tahiry", "breadcrumb")}</p></td>"""
        else:
            rows = "".join(
                f'<tr><td class="date">{short_mg(self.docs[k].stamp)}</td><td>{self.a(k, self.docs[k].title, "content")}</td></tr>'
                for k in doc.extra["list"]
            )
            older = '<tr><td class="date">3 Martsa 2010</td><td><a href="spip.php?article598">Fifidianana: nahazo vato 62% ny kandida</a></td></tr><tr><td class="date">19 Novambra 2009</td><td><a href="spip.php?article431">Lalana: vita ny fanamboarana ny RN2</a></td></tr>'
            main = f"""<td class="titre"><h1>{esc(doc.title)}</h1></td></tr>
<tr><td><p>Lahatsoratra navoaka teo amin'ny tranonkala taloha, 2009 hatramin'ny 2012.</p>
<table class="liste" width="100%">{rows}{older}</table>
<p class="pagination"><strong>0</strong> | <a href="spip.php?rubrique3&amp;debut_articles=20">20</a> | <a href="spip.php?rubrique3&amp;debut_articles=40">40</a></p></td>"""
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="mg">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>{esc(doc.title)} - Ny Feon'ny Nosy</title>
<meta name="generator" content="SPIP 1.9.2d [10268]">
<link rel="stylesheet" href="dist/spip_style.css" type="text/css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="dist/javascript/jquery.js"></script>
</head>
<body bgcolor="#ffffff">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2"><a href="{ORIGIN}/"><img src="IMG/siteon0.gif" alt="Ny Feon'ny Nosy" width="300" height="70" border="0"></a> <span class="slogan">Tahiry - Archives</span></td></tr>
<tr><td class="menu" colspan="2"><a href="{ORIGIN}/">Fandraisana</a> | {self.a("archive", "Tahiry", "nav")} | <a href="spip.php?rubrique1">Vaovao 2011</a> | <a href="spip.php?rubrique2">Vaovao 2012</a></td></tr>
<tr><td class="pub468" colspan="2"><img src="IMG/pub/pub468x60.gif" width="468" height="60" alt=""></td></tr>
<tr>{main}</tr>
<tr><td colspan="2"><table class="pied" width="100%"><tr><td>&copy; 2009-2012 Ny Feon'ny Nosy</td><td align="right"><a href="spip.php?page=backend">RSS</a> | <a href="ecrire/">Espace priv&eacute;</a></td></tr></table></td></tr>
</table>
</body>
</html>"""


def plain_first(doc: Doc) -> str:
    for b in doc.blocks:
        if b[0] == "p":
            return b[1][:150]
    return ""
