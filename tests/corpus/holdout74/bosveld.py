# ruff: noqa: E501, RUF001, RUF002, RUF003 (page texts and markup are long literal lines; the Afrikaans ’n and typographic quotes are deliberate)
"""Bosveld Koerant: an Afrikaans community weekly in Mokopane on **WordPress** with tagDiv's Newspaper theme and Yoast
SEO (`td-post-title`, `entry-title`, `td-post-author-name` with a `td-author-by` "Deur", `td-post-content
tagdiv-type`, `td_module_10` cards, date permalinks `/2026/12/03/<slug>/`, `/kategorie/nuus/` with
`/kategorie/nuus/page/2/`, `/etiket/…`, `/author/<login>/`, `/?s=`), Afrikaans, UTF-8, SAST (+02:00).

The theme prints the day only ("3 Desember 2026") in a `<time>` whose `datetime` is local (+02:00), while Yoast's
`@graph` and `article:published_time` are UTC (+00:00): the load-shedding story, posted at 00:30 on 3 Dec, is
22:30 on 2 Dec in its metadata. Bylines are the WordPress user: "Deur Johan van der Merwe"; two users through
Co-Authors Plus ("Deur Annelie du Plessis en Johan van der Merwe", Yoast names only the first); the user "Redaksie"
on the rugby story whose reporter is credited in a bold first paragraph "Deur Riaan du Toit"; the same user on the
prize-giving, credited "Foto’s en teks: Marietjie van Heerden" under the text; the user "Ds. Willem le Roux" (a
minister's title in the display name) on the devotional column; desk users "Bosveld Koerant-verslaggewer" and
"Bosveld Koerant" (Yoast Persons). The death notice (a custom post type), the load-shedding schedule and the
contact page are WordPress posts or pages with Yoast's `og:type=article` but are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import AF_MONTHS, Base, check_dates, page, split_stamp, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://bosveldkoerant.test"
ARTS = ["kort", "onderhoud", "beurtkrag", "boer", "oordenking", "hof", "rugby", "prys"]
USERS = {
    "Johan van der Merwe": "johanvdm",
    "Annelie du Plessis": "annelie",
    "Redaksie": "redaksie",
    "Ds. Willem le Roux": "willemleroux",
    "Bosveld Koerant-verslaggewer": "verslaggewer",
    "Bosveld Koerant": "bosveldkoerant",
}
POST_IDS = {
    "kort": 48277,
    "onderhoud": 48261,
    "beurtkrag": 48213,
    "boer": 48220,
    "oordenking": 48209,
    "hof": 48198,
    "rugby": 48171,
    "prys": 48150,
    "doodsberig": 48190,
    "skedule": 1204,
    "kontak": 12,
}


def af_date(local: str) -> str:
    y, m, d, _, _ = split_stamp(local)
    return f"{d} {AF_MONTHS[m - 1]} {y}"


def local_iso(local: str) -> str:
    return local.replace(" ", "T") + ":00+02:00"


class Bosveld(Base):
    origin = ORIGIN
    name = "Bosveld Koerant"
    prefix = "bvk"
    language = "af"
    content_type = "text/html; charset=UTF-8"
    absolute = True  # WordPress writes every internal link as an absolute URL

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bvk",
            [
                ".td-header-wrap",
                ".sf-menu .menu-item a",
                ".td-post-title .entry-title",
                ".td-post-author-name",
                ".td-post-content p",
                ".td_module_10",
                ".td_block_related_posts",
                ".td-footer-wrapper",
                "#cookie-law-info-bar",
                ".td-a-rec",
                ".page-nav",
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
                "Bosveld Koerant",
                "wordpress-tagdiv-home",
                list=["kort", "onderhoud", "beurtkrag", "boer", "oordenking", "hof", "rugby", "prys"],
                more="nuus",
            )
        )
        add(
            page(
                "nuus",
                "/kategorie/nuus/",
                "section",
                "Nuus",
                "wordpress-category",
                list=["kort", "beurtkrag", "boer", "hof"],
                more="nuus2",
            )
        )
        add(page("nuus2", "/kategorie/nuus/page/2/", "section", "Nuus", "wordpress-category-page2", list=["prys"]))
        add(page("sport", "/kategorie/sport/", "section", "Sport", "wordpress-category", list=["rugby"]))
        add(
            page(
                "tag",
                "/etiket/beurtkrag/",
                "tag",
                "beurtkrag",
                "wordpress-tag-archive",
                list=["beurtkrag", "hof", "oordenking"],
            )
        )
        add(
            page(
                "author",
                "/author/johanvdm/",
                "author",
                "Johan van der Merwe",
                "wordpress-author-archive",
                list=["beurtkrag", "boer"],
                bio="Johan van der Merwe is die Bosveld Koerant se senior verslaggewer. Hy skryf oor munisipale sake, landbou en die ekonomie van die Waterberg en werk sedert 2011 by die koerant.",
            )
        )
        add(
            page(
                "search",
                "/?s=beurtkrag",
                "search",
                "beurtkrag - Soekresultate",
                "wordpress-search",
                list=["beurtkrag", "hof", "oordenking"],
            )
        )
        add(
            page(
                "doodsberig",
                "/doodsberigte/johanna-susanna-hannie-du-plessis/",
                "death-notice",
                "Doodsberig: Johanna Susanna (Hannie) du Plessis",
                "death-notice-cpt-og-article",
                [
                    "Johanna Susanna (Hannie) du Plessis (gebore Botha)",
                    "Gebore: 12 Maart 1938 · Oorlede: 29 November 2026",
                    "Ons geliefde moeder, ouma en oumagrootjie is Sondag rustig in die Huis Bosveld-aftreeoord in Mokopane oorlede. Sy laat haar seun Gert en sy vrou Rina, haar dogter Marlene en haar man Johan, sewe kleinkinders en vier agterkleinkinders agter.",
                    "Die roudiens word op Dinsdag 8 Desember 2026 om 10:00 in die NG kerk Mokopane-Noord gehou. Ds. Willem le Roux lei die diens. Verversings ná die diens in die kerksaal.",
                    "In plaas van blomme kan skenkings aan Hospice Mokopane gemaak word.",
                    "Begrafnisondernemer: Bosveld Begrafnisdienste, 015 491 2233",
                    "“Ek het die goeie wedloop afgeloop, die wedloop voleindig, die geloof behou.” – 2 Timoteus 4:7",
                ],
                iso="2026-11-30T07:15:00+00:00",
            )
        )
        add(
            page(
                "skedule",
                "/beurtkragskedule/",
                "schedule",
                "Beurtkragskedule: Mokopane (Mogalakwena-munisipaliteit)",
                "wordpress-page-schedule-table",
                [
                    "Die skedule hieronder geld vir die middedorp, Akasia en Piet Potgieterrust (blok 3). Eskom en die munisipaliteit kan die tye op kort kennisgewing verander. Volg hulle op sosiale media vir die jongste inligting.",
                    "T: Dag | Vlak 2 | Vlak 4 | Vlak 6",
                    "T: Maandag | 06:00 – 08:30 | 06:00 – 08:30, 14:00 – 16:30 | 06:00 – 08:30, 14:00 – 16:30, 22:00 – 00:30",
                    "T: Dinsdag | 16:00 – 18:30 | 08:00 – 10:30, 16:00 – 18:30 | 00:00 – 02:30, 08:00 – 10:30, 16:00 – 18:30",
                    "T: Woensdag | 18:00 – 20:30 | 10:00 – 12:30, 18:00 – 20:30 | 02:00 – 04:30, 10:00 – 12:30, 18:00 – 20:30",
                    "T: Donderdag | 20:00 – 22:30 | 12:00 – 14:30, 20:00 – 22:30 | 04:00 – 06:30, 12:00 – 14:30, 20:00 – 22:30",
                    "T: Vrydag | 22:00 – 00:30 | 14:00 – 16:30, 22:00 – 00:30 | 06:00 – 08:30, 14:00 – 16:30, 22:00 – 00:30",
                    "T: Saterdag | 08:00 – 10:30 | 00:00 – 02:30, 08:00 – 10:30 | 00:00 – 02:30, 08:00 – 10:30, 16:00 – 18:30",
                    "T: Sondag | 10:00 – 12:30 | 02:00 – 04:30, 10:00 – 12:30 | 02:00 – 04:30, 10:00 – 12:30, 18:00 – 20:30",
                    "Laas bygewerk: 3 Desember 2026. Die skedule vir ander blokke is by die munisipale kantore in Retiefstraat beskikbaar.",
                ],
                iso="2026-12-03T06:40:00+00:00",
            )
        )
        add(
            page(
                "kontak",
                "/kontak-ons/",
                "about",
                "Kontak ons",
                "wordpress-page-contact",
                [
                    "Bosveld Koerant verskyn elke Donderdag en word gratis in Mokopane, Mookgophong, Modimolle en Vaalwater versprei. Ons webwerf word daagliks bygewerk.",
                    "## Redaksie",
                    "Redakteur: Hester Grobler, redakteur@bosveldkoerant.test",
                    "Nuus: nuus@bosveldkoerant.test, 015 491 0456",
                    "## Advertensies en doodsberigte",
                    "Advertensies: advertensies@bosveldkoerant.test, 015 491 0457. Doodsberigte moet teen Dinsdag 12:00 ingehandig word vir plasing in die Donderdag-uitgawe.",
                    "## Adres",
                    "Retiefstraat 41, Mokopane, 0600. Posbus 318, Mokopane, 0600.",
                ],
                iso="2024-02-12T09:00:00+00:00",
            )
        )
        add(
            story(
                "beurtkrag",
                "/2026/12/03/beurtkrag-kan-voor-kersfees-terugkeer-waarsku-eskom-en-munisipaliteit/",
                "Beurtkrag kan voor Kersfees terugkeer, waarsku Eskom en munisipaliteit",
                "2026-12-03",
                "2026-12-02T22:30:00+00:00",
                "2026-12-03 00:30",
                ["Johan van der Merwe"],
                [
                    "Inwoners van Mokopane en omgewing moet hulle gereed maak vir beurtkrag in die feesseisoen, het die Mogalakwena-munisipaliteit Woensdag gewaarsku nadat Eskom gesê het dat die kragnetwerk onder groot druk is.",
                    "Volgens Eskom se jongste stelselstatusverslag is verskeie kragopwekkers by Matimba en Medupi, naby Lephalale, die afgelope week weens onklaarrakings buite werking gestel. Die kragvoorsiener het gesê dat beurtkrag tot vlak 4 moontlik is as nog eenhede onklaar raak.",
                    "Mnr. Jacob Mashego, woordvoerder van die munisipaliteit, sê die munisipaliteit het sy eie skedule vir die dorp bygewerk. “Ons vra inwoners om die skedule na te gaan en nie op die laaste oomblik te beplan nie,” het hy gesê.",
                    "## Wat beteken dit vir sakeondernemings?",
                    "Mev. Elsabé Kruger, voorsitter van die Mokopane Sakekamer, sê baie winkels in die middedorp het sedert die vorige rondte beurtkrag kragopwekkers of sonpanele aangeskaf, maar vir kleiner ondernemings bly dit ’n groot uitgawe.",
                    "“Desember is vir baie van ons lede die beste maand van die jaar. As die krag twee of drie keer per dag afgaan, gaan kliënte eerder na die winkelsentrums in Polokwane ry,” het sy gesê.",
                    "Die munisipaliteit het ook gewaarsku dat kragonderbrekings dikwels tot waterprobleme lei, omdat die pompstasies by die Doorndraai-dam nie sonder krag kan werk nie. Inwoners word aangeraai om water in skoon houers te berg.",
                    "Die volledige [[skedule|beurtkragskedule vir Mokopane]] is op ons webwerf beskikbaar.",
                ],
                "yoast-utc-previous-day-theme-local",
                section="Nuus",
                user="Johan van der Merwe",
                tags=["beurtkrag", "Eskom", "Mogalakwena"],
            )
        )
        add(
            story(
                "rugby",
                "/2026/12/01/mokopane-se-o-19-span-kroon-hulle-tot-limpopo-kampioene/",
                "Mokopane se o.19-span kroon hulle tot Limpopo-kampioene",
                "2026-12-01",
                "2026-12-01T17:40:00+00:00",
                "2026-12-01 19:40",
                ["Riaan du Toit"],
                [
                    "RAW:<p><strong>Deur Riaan du Toit</strong></p>",
                    "Die o.19-span van die Mokopane Rugbyklub is Saterdag in Polokwane tot Limpopo-kampioene gekroon nadat hulle die gasheerspan, Pietersburg Rugbyklub, in ’n spanningsvolle eindstryd met 22-20 geklop het.",
                    "Dit is die eerste keer in elf jaar dat die klub die provinsiale titel wen. Die span het die hele seisoen net een wedstryd verloor.",
                    "Die wenpunte is in die laaste minuut aangeteken toe losskakel Jacques Lombard ’n strafskop van 40 meter oorgeskop het.",
                    "“Ek het net aan die hele span gedink wat die hele jaar so hard gewerk het. Ek wou hulle nie teleurstel nie,” het Lombard ná die wedstryd gesê.",
                    "Afrigter Gerhard van Zyl het die span se dissipline geprys. “Ons het nie veel strafskoppe afgestaan nie en ons verdediging was uitstekend. Ek is baie trots op hierdie manne,” het hy gesê.",
                    "FIG: Mokopane o.19 | Die Mokopane-span vier ná die eindfluitjie in Polokwane.",
                    "### Drie spelers na provinsiale proewe",
                    "Drie spelers van die span, die slot Hendrik Venter, die flank Tumelo Maake en Lombard, is genooi om in Januarie aan proewe vir die Limpopo o.20-span deel te neem.",
                    "Die span sal volgende jaar ook in die nasionale klubkampioenskap vir o.19-spanne in Bloemfontein speel.",
                ],
                "wp-user-redaksie-byline-bold-first-paragraph",
                section="Sport",
                user="Redaksie",
                tags=["klubrugby", "Mokopane Rugbyklub"],
            )
        )
        add(
            story(
                "boer",
                "/2026/12/03/droogte-boere-in-die-waterberg-kry-r12-miljoen-noodhulp/",
                "Droogte: Boere in die Waterberg kry R12 miljoen noodhulp",
                "2026-12-03",
                "2026-12-03T04:00:00+00:00",
                "2026-12-03 06:00",
                ["Annelie du Plessis", "Johan van der Merwe"],
                [
                    "Die Limpopo-departement van landbou en landelike ontwikkeling het ’n noodhulppakket van R12 miljoen goedgekeur vir boere in die Waterberg- en Capricorn-distrikte wat deur die droogte geraak word.",
                    "Die geld sal gebruik word om voer vir vee aan te koop en om boorgate te herstel, het die departement Dinsdag in ’n verklaring gesê. Sowat 1 400 kommersiële en opkomende boere kan aansoek doen.",
                    "Die Waterberg het vanjaar minder as die helfte van sy gemiddelde reënval gehad. Verskeie damme in die streek, waaronder die Doorndraai-dam, is minder as 30% vol.",
                    "Mnr. Koos Bezuidenhout, ’n beesboer naby Vaalwater, sê hy moes reeds ’n derde van sy kudde verkoop. “Ons koop al drie maande lank voer. Elke week wat dit nie reën nie, kos ons duisende rande,” het hy gesê.",
                    "FIG: Droë dam | Die Doorndraai-dam naby Mokopane is minder as ’n derde vol.",
                    "Mev. Lindiwe Molepo, wat saam met haar seun groente op ’n klein plaas buite Mokopane verbou, sê opkomende boere kry dikwels nie betyds inligting oor hulp nie. “Ons hoor eers van die aansoeke as dit al te laat is,” het sy gesê.",
                    "## Hoe om aansoek te doen",
                    "Boere kan by die departement se kantore in Modimolle en Mokopane aansoek doen. Hulle moet ’n ID-dokument, bewys van grondgebruik en ’n veetelling saambring. Die sluitingsdatum is 18 Desember.",
                    "Die Suid-Afrikaanse Weerdiens voorspel dat goeie reëns eers teen middel Januarie verwag kan word.",
                ],
                "coauthors-en-two-names-yoast-first-only",
                section="Nuus",
                user="Annelie du Plessis",
                coauthor="Johan van der Merwe",
                tags=["droogte", "landbou", "Waterberg"],
            )
        )
        add(
            story(
                "oordenking",
                "/2026/12/03/oordenking-wag-in-die-donker/",
                "Oordenking: Wag in die donker",
                "2026-12-03",
                "2026-12-03T03:00:00+00:00",
                "2026-12-03 05:00",
                ["Willem le Roux"],
                [
                    "Daar is min dinge so stil soos ’n huis wanneer die krag afgaan. Die yskas hou op brom, die televisie raak swart en skielik hoor jy die krieke buite. Vir baie van ons het beurtkrag die afgelope jare ’n soort gedwonge stilte in ons aande gebring.",
                    "In Jesaja 9 lees ons: “Die volk wat in die duisternis wandel, sien ’n groot lig.” Die profeet skryf nie aan mense wat in die lig sit nie. Hy skryf aan mense wat moeg is van wag, wat nie meer weet wanneer die donker gaan eindig nie.",
                    "Advent is ’n tyd van wag. Ons steek elke Sondag ’n nuwe kers aan, een vir een, tot by Kersfees. Dit herinner ons daaraan dat die lig nie altyd in een slag kom nie. Soms kom dit klein en stadig, een kers op ’n slag.",
                    "Miskien kan ons hierdie Desember die donker ure anders gebruik. Sit saam om die tafel met ’n kers. Praat met jou kinders. Bel die buurvrou wat alleen woon. Die lig wat ons vir mekaar kan wees, hang nie van Eskom af nie.",
                    "Mag u hierdie Adventstyd die lig sien, ook in die donker.",
                    "SIGN: Ds. Willem le Roux is leraar van die NG gemeente Mokopane-Noord.",
                ],
                "devotional-column-ds-title-in-wp-display-name",
                section="Geloof",
                user="Ds. Willem le Roux",
                tags=["Oordenking", "Advent", "beurtkrag"],
            )
        )
        add(
            story(
                "hof",
                "/2026/12/02/man-34-in-hof-oor-diefstal-van-kragkabels-by-substasie/",
                "Man (34) in hof oor diefstal van kragkabels by substasie",
                "2026-12-02",
                "2026-12-02T12:15:00+00:00",
                "2026-12-02 14:15",
                [],
                [
                    "’n 34-jarige man het Dinsdag in die Mokopane-landdroshof verskyn op aanklagte van diefstal en die beskadiging van noodsaaklike infrastruktuur nadat hy glo koperkabels by ’n Eskom-substasie buite die dorp gesteel het.",
                    "Die man, wie se naam nie bekend gemaak kan word voordat hy gepleit het nie, is Sondagnag deur sekuriteitswagte betrap toe die alarm by die substasie afgegaan het. Hy is aan die polisie oorhandig.",
                    "Volgens kapt. Maria Ledwaba, polisiewoordvoerder, is sowat 80 meter kabel en ’n sak gereedskap op die toneel gevind. “Die diefstal het veroorsaak dat die krag in dele van die dorp vir meer as tien uur af was,” het sy gesê.",
                    "Die saak is tot 12 Januarie uitgestel vir verdere ondersoek. Die man bly in aanhouding.",
                    "Kabeldiefstal kos Eskom en munisipaliteite jaarliks miljoene rande. Die beskadiging van noodsaaklike infrastruktuur is ’n ernstige misdryf wat met ’n gevangenisstraf van tot 30 jaar gestraf kan word.",
                ],
                "desk-user-verslaggewer",
                section="Nuus",
                user="Bosveld Koerant-verslaggewer",
                tags=["hof", "kabeldiefstal", "beurtkrag"],
            )
        )
        add(
            story(
                "prys",
                "/2026/11/30/prysuitdeling-hoerskool-mokopane-eer-sy-toppresteerders/",
                "Prysuitdeling: Hoërskool Mokopane eer sy toppresteerders",
                "2026-11-30",
                "2026-11-30T08:20:00+00:00",
                "2026-11-30 10:20",
                ["Marietjie van Heerden"],
                [
                    "Hoërskool Mokopane het verlede Donderdag sy jaarlikse prysuitdeling in die skoolsaal gehou, waar leerders vir hul prestasies in akademie, sport en kultuur vereer is.",
                    "Die skoolhoof, mnr. Danie Rossouw, het in sy toespraak gesê dat 2026 ondanks beurtkrag en ’n moeilike winter een van die skool se beste jare was. “Ons leerders het bewys dat harde werk altyd beloon word,” het hy gesê.",
                    "### Die belangrikste pryse",
                    "- Dux-leerder: Anika van der Westhuizen (gr. 12)",
                    "- Beste akademiese prestasie in gr. 11: Thabo Mahlangu",
                    "- Sportman van die jaar: Ruan de Beer (rugby en atletiek)",
                    "- Sportvrou van die jaar: Carla du Preez (netbal)",
                    "- Kultuurprys: Lerato Sebola (koor en debat)",
                    "Anika, wat volgende jaar medies aan die Universiteit van Pretoria wil studeer, het ook die pryse vir wiskunde, fisiese wetenskap en lewenswetenskappe gewen.",
                    "FIG: Dux-leerder | Anika van der Westhuizen ontvang die dux-trofee van mnr. Danie Rossouw.",
                    "FIG: Sportpryse | Ruan de Beer en Carla du Preez, die skool se sportman en sportvrou van die jaar.",
                    "SIGN: Foto’s en teks: Marietjie van Heerden",
                ],
                "wp-user-redaksie-credit-line-under-text",
                section="Nuus",
                user="Redaksie",
                modified="2026-12-01T06:05:00+00:00",
                tags=["skole", "Hoërskool Mokopane"],
            )
        )
        add(
            story(
                "onderhoud",
                "/2026/12/04/vyf-vrae-aan-lize-du-toit-wat-vanjaar-by-kersfees-in-die-waterberg-sing/",
                "Vyf vrae aan Lize du Toit, wat vanjaar met Kersfees in die Waterberg sing",
                "2026-12-04",
                "2026-12-04T07:00:00+00:00",
                "2026-12-04 09:00",
                ["Annelie du Plessis"],
                [
                    "Die sangeres Lize du Toit (29), wat in Mokopane grootgeword het, tree op 19 Desember by die Kersfeeskonsert in die Mokopane-stadsaal op. Ons het met haar gesels oor haar nuwe album en oor terugkom huis toe.",
                    "Q: Dis jou eerste optrede in Mokopane in vyf jaar. Hoe voel dit? || Ek is baie opgewonde, maar ook ’n bietjie senuweeagtig. Dis die gehoor wat my die langste ken. Baie van my ou onderwysers gaan daar wees!",
                    "Q: Jou nuwe album, Bosveldlig, het in Oktober verskyn. Waaroor gaan dit? || Dis ’n album oor huis, oor die plekke waar ’n mens vandaan kom. Ek het die meeste liedjies geskryf toe ek in Kaapstad gebly en die Bosveld baie gemis het.",
                    "Q: Watter liedjie is die naaste aan jou hart? || “Doringboom”. Dit gaan oor my oupa se plaas naby Vaalwater. Hy is verlede jaar oorlede en ek het die liedjie vir hom geskryf.",
                    "Q: Wat kan die gehoor op 19 Desember verwag? || Ek sing die hele nuwe album, ’n paar ou gunstelinge en natuurlik Kersliedere. Die Mokopane-kinderkoor sing ook saam met my.",
                    "Q: En ná Kersfees? || Rus! Ek gaan twee weke by my ouers in Mokopane deurbring. Dan begin ons in Februarie met ’n toer deur die Kaap en Namibië.",
                    "Kaartjies kos R180 en is by die stadsaal en aanlyn beskikbaar.",
                ],
                "qa-interview-vyf-vrae",
                section="Leefstyl",
                user="Annelie du Plessis",
                tags=["musiek", "Kersfees"],
            )
        )
        add(
            story(
                "kort",
                "/2026/12/04/waterpyp-bars-in-nelson-mandela-rylaan-verkeer-omgelei/",
                "Waterpyp bars in Nelson Mandela-rylaan, verkeer omgelei",
                "2026-12-04",
                "2026-12-04T14:45:00+00:00",
                "2026-12-04 16:45",
                [],
                [
                    "’n Hoofwaterpyp het Vrydagmiddag in Nelson Mandela-rylaan in Mokopane gebars en ’n deel van die straat onder water gelaat. Verkeer word deur Hooge- en Retiefstraat omgelei.",
                    "Die munisipaliteit sê spanne werk aan die herstel en dat die watertoevoer in die middedorp teen Saterdagoggend herstel behoort te wees.",
                ],
                "two-paragraph-brief-site-name-user",
                section="Nuus",
                user="Bosveld Koerant",
                tags=["water", "verkeer"],
            )
        )
        for d in self.docs.values():
            if "iso" in d.extra:
                d.iso = d.extra.pop("iso")
        check_dates(self, 2)

    # --- templates -------------------------------------------------------------------------------------------

    def user_url(self, user: str) -> str:
        return f"{ORIGIN}/author/{USERS[user]}/"

    def user_link(self, user: str, zone: str = "byline") -> str:
        if user == "Johan van der Merwe":
            return self.a("author", user, zone)
        return f'<a href="{self.user_url(user)}">{esc(user)}</a>'

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        graph: list[dict] = []
        if doc.is_article:
            user = doc.extra["user"]
            pid = f"{ORIGIN}/#/schema/person/{USERS[user]}5e1c0a"
            graph.append(
                {
                    "@type": "Article",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": user, "@id": pid},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] == "p"),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "image": {"@id": f"{url}#primaryimage"},
                    "keywords": doc.extra.get("tags", []),
                    "articleSection": [doc.section],
                    "inLanguage": "af",
                }
            )
        webpage: dict = {
            "@type": "WebPage" if doc.key != "search" else ["WebPage", "SearchResultsPage"],
            "@id": url,
            "url": url,
            "name": f"{doc.title} - Bosveld Koerant",
            "isPartOf": {"@id": f"{ORIGIN}/#website"},
            "inLanguage": "af",
        }
        if doc.iso:
            webpage["datePublished"] = doc.iso
            webpage["dateModified"] = doc.extra.get("modified", doc.iso)
        graph.append(webpage)
        graph.append(
            {
                "@type": "BreadcrumbList",
                "@id": f"{url}#breadcrumb",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Tuis", "item": ORIGIN + "/"},
                    {"@type": "ListItem", "position": 2, "name": doc.title},
                ],
            }
        )
        graph.append(
            {
                "@type": "WebSite",
                "@id": f"{ORIGIN}/#website",
                "url": ORIGIN + "/",
                "name": "Bosveld Koerant",
                "description": "Jou koerant in die Waterberg",
                "publisher": {"@id": f"{ORIGIN}/#organization"},
                "inLanguage": "af",
            }
        )
        graph.append(
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Bosveld Koerant",
                "url": ORIGIN + "/",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2021/03/bosveld-logo.png"},
            }
        )
        if doc.is_article:
            user = doc.extra["user"]
            graph.append(
                {
                    "@type": "Person",
                    "@id": f"{ORIGIN}/#/schema/person/{USERS[user]}5e1c0a",
                    "name": user,
                    "url": self.user_url(user),
                }
            )
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        singular = doc.is_article or doc.kind in ("death-notice", "schedule", "about")
        desc = (
            self.lede(doc)
            if doc.is_article
            else ("Nuus, sport en leefstyl uit Mokopane en die Waterberg." if not singular else doc.title)
        )
        out = [
            "<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->",
            f"<title>{esc(doc.title)} - Bosveld Koerant</title>"
            if doc.key != "home"
            else "<title>Bosveld Koerant - Jou koerant in die Waterberg</title>",
            f'<meta name="description" content="{esc(desc)}" />',
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="af_ZA" />',
            f'<meta property="og:type" content="{"article" if singular else "website"}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="Bosveld Koerant" />',
        ]
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            out.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}" />')
        if doc.is_article:
            user = doc.extra["user"]
            out.append(f'<meta name="author" content="{esc(user)}" />')
            out.append('<meta name="twitter:label1" content="Geskryf deur" />')
            out.append(f'<meta name="twitter:data1" content="{esc(user)}" />')
            out.append('<meta name="twitter:label2" content="Geskatte leestyd" />')
            out.append(
                f'<meta name="twitter:data2" content="{max(1, sum(len(b[1].split()) for b in doc.blocks if b[0] == "p") // 200)} minute" />'
            )
        out.append(self.yoast(doc))
        out.append("<!-- / Yoast SEO plugin. -->")
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Tuis"),
                ("nuus", "Nuus"),
                ("sport", "Sport"),
                (f"{ORIGIN}/kategorie/leefstyl/", "Leefstyl"),
                (f"{ORIGIN}/kategorie/geloof/", "Geloof"),
                (f"{ORIGIN}/doodsberigte/", "Doodsberigte"),
                ("skedule", "Beurtkrag"),
                (f"{ORIGIN}/e-koerant/", "E-koerant"),
                ("kontak", "Kontak ons"),
            )
        )
        popular = "".join(
            f'<li><div class="td-module-thumb"><img src="{ORIGIN}/wp-content/uploads/2026/12/{k}-80x60.jpg" alt="" width="80" height="60"></div>{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["beurtkrag", "kort", "rugby", "boer", "prys"]
        )
        body_class = (
            f"post-template-default single single-post postid-{POST_IDS[doc.key]} single-format-standard td-standard-pack"
            if doc.is_article
            else (
                "home page-template-default"
                if doc.key == "home"
                else (
                    "page-template-default page"
                    if doc.kind in ("schedule", "about")
                    else ("single single-doodsberig" if doc.kind == "death-notice" else "archive")
                )
            )
        )
        return f"""<!doctype html >
<!--[if IE 8]>    <html class="ie8" lang="en"> <![endif]-->
<html lang="af" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Bosveld Koerant &raquo; Voer" href="{ORIGIN}/feed/" />
<link rel='stylesheet' id='td-theme-css' href='{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.8' type='text/css' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='{ORIGIN}/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.8' type='text/css' media='all' />
<style id="td-theme-inline">/*PAD*/</style>
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" id="cookie-law-info-js-extra">var Cli_Data = {{"nn_cookie_ids":[],"cookielist":[],"non_necessary_cookies":[],"ccpaEnabled":"","ccpaRegionBased":"","ccpaBarEnabled":"","strictlyEnabled":["necessary","obligatoire"],"ccpaType":"gdpr","js_blocking":"1","custom_integration":"","triggerDomRefresh":"","secure_cookies":""}};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-BVK2026"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){{dataLayer.push(arguments);}} gtag('js', new Date()); gtag('config', 'G-BVK2026');</script>
</head>
<body class="{body_class} global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full"><div class="td-header-top-menu"><div class="td_data_time">Saterdag, 5 Desember 2026</div><ul class="top-header-menu"><li><a href="{ORIGIN}/adverteer/">Adverteer</a></li><li><a href="{ORIGIN}/e-koerant/">Lees die e-koerant</a></li><li><a href="{ORIGIN}/wp-login.php">Teken in</a></li></ul></div></div>
<div class="td-banner-wrap-full"><div class="td-header-sp-logo"><a class="td-main-logo" href="{ORIGIN}/"><img src="{ORIGIN}/wp-content/uploads/2021/03/bosveld-logo.png" alt="Bosveld Koerant" title="Bosveld Koerant" width="272" height="90"><span class="td-visual-hidden">Bosveld Koerant</span></a></div>
<div class="td-a-rec td-a-rec-id-header"><div class="td-all-devices"><a href="https://www.waterbergbakkie.test/?utm_source=bosveld"><img src="{ORIGIN}/wp-content/uploads/2026/11/waterberg-bakkies-728x90.gif" alt="Advertensie" width="728" height="90"></a></div></div></div>
<div class="td-header-menu-wrap-full"><div class="td-header-menu-wrap"><div id="td-header-menu" role="navigation"><ul id="menu-hoofmenu" class="sf-menu">{menu}</ul></div>
<div class="td-search-wrapper"><form method="get" class="td-search-form" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="" name="s" id="td-header-search" placeholder="Soek"><input class="wpb_button wpb_btn-inverse btn" type="submit" value="Soek"></form></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
{main}
</div></div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">
<aside class="td_block_wrap td_block_7 widget"><h4 class="block-title"><span>Mees gelees</span></h4><ul class="td-popular">{popular}</ul></aside>
<aside class="widget widget_text"><h4 class="block-title"><span>Beurtkrag</span></h4><div class="textwidget"><p>Eskom-status en die skedule vir Mokopane: {self.a("skedule", "Sien die beurtkragskedule", "aside")}</p></div></aside>
<aside class="widget widget_popular_searches"><h4 class="block-title"><span>Gewilde soektogte</span></h4><div class="tagcloud">{self.a("search", "beurtkrag", "aside")} <a href="{ORIGIN}/?s=rugby">rugby</a> <a href="{ORIGIN}/?s=doodsberigte">doodsberigte</a> <a href="{ORIGIN}/?s=droogte">droogte</a></div></aside>
<aside class="td-a-rec td-a-rec-id-sidebar"><img src="{ORIGIN}/wp-content/uploads/2026/10/bosveld-apteek-300x250.jpg" alt="Advertensie" width="300" height="250"></aside>
<aside class="widget widget_media_image"><h4 class="block-title"><span>E-koerant</span></h4><a href="{ORIGIN}/e-koerant/3-desember-2026/"><img src="{ORIGIN}/wp-content/uploads/2026/12/voorblad-3-desember-2026.jpg" alt="Voorblad 3 Desember 2026" width="300" height="420"></a></aside>
</div></div>
</div></div></div>
<div class="td-footer-wrapper td-container-wrap"><div class="td-container"><div class="footer-text-wrap">Bosveld Koerant is jou gratis weekblad in die Waterberg. Kontak ons: {self.a("kontak", "nuus@bosveldkoerant.test", "footer")}</div>
<div class="footer-social-wrap"><a href="https://www.facebook.com/bosveldkoerant.test">Facebook</a> <a href="https://www.instagram.com/bosveldkoerant.test">Instagram</a> <a href="{ORIGIN}/feed/">RSS</a></div></div>
<div class="td-sub-footer-container"><div class="td-sub-footer-copy">© Bosveld Koerant 2026. Alle regte voorbehou.</div><ul class="td-subfooter-menu"><li><a href="{ORIGIN}/privaatheidsbeleid/">Privaatheidsbeleid</a></li><li><a href="{ORIGIN}/perskode/">Perskode</a></li></ul></div></div>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>Hierdie webwerf gebruik koekies om jou ervaring te verbeter. Ons aanvaar dat jy tevrede is daarmee, maar jy kan dit afskakel as jy wil. <a role='button' data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">AANVAAR</a> <a href="{ORIGIN}/privaatheidsbeleid/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">Lees meer</a></span></div>
<script type="text/javascript" src="{ORIGIN}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/comment-reply.min.js?ver=6.7.1" id="comment-reply-js" async="async" data-wp-strategy="async"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        user = doc.extra["user"]
        by = self.user_link(user)
        if doc.extra.get("coauthor"):
            by += " en " + self.user_link(doc.extra["coauthor"])
        cat_key = {"Nuus": "nuus", "Sport": "sport"}.get(doc.section)
        cat = (
            self.a(cat_key, doc.section, "breadcrumb")
            if cat_key
            else f'<a href="{ORIGIN}/kategorie/{doc.section.lower()}/">{esc(doc.section)}</a>'
        )
        tags = "".join(f"<li>{self.tag_link(t)}</li>" for t in doc.extra.get("tags", []))
        pid = POST_IDS[doc.key]
        idx = ARTS.index(doc.key)
        prev_k, next_k = ARTS[(idx + 1) % len(ARTS)], ARTS[idx - 1]
        related = "".join(
            f'<div class="td_module_related_posts"><div class="td-module-thumb"><img src="{ORIGIN}/wp-content/uploads/2026/12/{k}-218x150.jpg" alt="" width="218" height="150"></div><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in [k for k in ARTS if k != doc.key][:3]
        )
        u = quote(self.url(doc.key), safe="")
        figure = f'<div class="td-post-featured-image"><figure><img width="696" height="464" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}-696x464.jpg" alt="" title="{esc(doc.title)}"><figcaption class="wp-caption-text">Foto: Bosveld Koerant</figcaption></figure></div>'
        return f"""<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="{ORIGIN}/">Tuis</a></span> <i class="td-icon-right td-bread-sep"></i> <span>{cat}</span> <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> <span class="td-bred-no-url-last">{esc(doc.title)}</span></div></div>
<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail category-{doc.section.lower()}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
<div class="td-post-author-name"><div class="td-author-by">Deur</div> {by}<div class="td-author-line"> - </div></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso(doc.stamp)}">{af_date(doc.stamp)}</time></span>
<div class="td-post-comments"><a href="#respond"><i class="td-icon-comments"></i>0</a></div>
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{pid}">{300 + pid % 900}</span></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><div class="td-post-sharing"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a class="td-social-sharing-button td-social-whatsapp" href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a class="td-social-sharing-button td-social-mail" href="mailto:?subject={quote(doc.title)}&amp;body={u}">E-pos</a></div></div>
<div class="td-post-content tagdiv-type">
{figure}
{self.blocks(doc, fig=self.wp_figure)}
<div class="td-a-rec td-a-rec-id-content_bottom"><img src="{ORIGIN}/wp-content/uploads/2026/10/mokopane-motors-468x60.gif" alt="Advertensie" width="468" height="60"></div>
</div>
<footer>
<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>ETIKETTE</span></li>{tags}</ul></div>
<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Vorige artikel</span>{self.a(prev_k, self.docs[prev_k].title, "related")}</div></div><div class="td-block-span6 td-post-next-post"><div class="td-post-next-prev-content"><span>Volgende artikel</span>{self.a(next_k, self.docs[next_k].title, "related")}</div></div></div>
<div class="author-box-wrap"><img alt="" src="https://secure.gravatar.com/avatar/{USERS[user]}?s=96&amp;d=mm&amp;r=g" class="avatar avatar-96 photo" height="96" width="96"><div class="desc"><div class="td-author-name vcard author"><span class="fn">{self.user_link(user, "byline")}</span></div><div class="td-author-description">{esc(self.bio(user))}</div></div></div>
<span class="td-page-meta" itemprop="author" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="{esc(user)}"></span><meta itemprop="datePublished" content="{doc.iso}"><meta itemprop="dateModified" content="{doc.extra.get("modified", doc.iso)}"><meta itemprop="headline" content="{esc(doc.title)}">
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><a class="td-related-left td-cur-simple-item" href="#">VERWANTE ARTIKELS</a><a class="td-related-right" href="#">MEER VAN DIE SKRYWER</a></h4><div class="td_block_inner">{related}</div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">LAAT ’N ANTWOORD</h3><form action="{ORIGIN}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><div class="clearfix"></div><div class="comment-form-input-wrap td-form-comment"><textarea placeholder="Kommentaar:" id="comment" name="comment" cols="45" rows="8"></textarea></div><div class="comment-form-input-wrap td-form-author"><input class="" id="author" name="author" placeholder="Naam:*" type="text" value="" size="30"></div><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Plaas kommentaar"><input type="hidden" name="comment_post_ID" value="{pid}" id="comment_post_ID"></p></form></div></div>"""

    def wp_figure(self, alt: str, cap: str) -> str:
        src = f"{ORIGIN}/wp-content/uploads/2026/12/{quote(alt.lower().replace(' ', '-'))}-1024x683.jpg"
        return f'<figure class="wp-block-image size-large"><img src="{src}" alt="{esc(alt)}" width="1024" height="683"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

    def tag_link(self, t: str) -> str:
        if t == "beurtkrag":
            return self.a("tag", t, "tag")
        return f'<a href="{ORIGIN}/etiket/{quote(t.lower().replace(" ", "-"))}/">{esc(t)}</a>'

    def bio(self, user: str) -> str:
        return {
            "Johan van der Merwe": "Senior verslaggewer. Skryf oor munisipale sake, landbou en die ekonomie van die Waterberg.",
            "Annelie du Plessis": "Verslaggewer en subredakteur. Skryf oor leefstyl, kuns en die gemeenskap.",
            "Ds. Willem le Roux": "Leraar van die NG gemeente Mokopane-Noord.",
        }.get(user, "Nuus uit Mokopane en die Waterberg.")

    def card(self, k: str) -> str:
        d = self.docs[k]
        bookmark = f'rel="bookmark" title="{esc(d.title)}"'
        return (
            f'<div class="td_module_10 td_module_wrap td-animation-stack"><div class="td-module-thumb"><img width="218" height="150" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{k}-218x150.jpg" alt="" title="{esc(d.title)}"></div>'
            f'<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content", bookmark)}</h3>'
            f'<div class="td-module-meta-info"><span class="td-post-author-name"><a href="{self.user_url(d.extra["user"])}">{esc(d.extra["user"])}</a> <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso(d.stamp)}">{af_date(d.stamp)}</time></span></div>'
            f'<div class="td-excerpt">{esc(self.lede(d))}</div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="author-box-wrap td-author-page"><img alt="" src="https://secure.gravatar.com/avatar/johanvdm?s=96&amp;d=mm&amp;r=g" class="avatar avatar-96 photo" height="96" width="96"><div class="desc"><span class="td-author-post-count">{len(doc.extra["list"])} POSTS</span><span class="td-author-comments-count">0 COMMENTS</span><div class="td-author-description">{esc(doc.extra["bio"])}</div></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">beurtkrag</span> - <span>Soekresultate</span></h1><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="beurtkrag" name="s"><input class="wpb_button wpb_btn-inverse btn" type="submit" value="Soek"></form><div class="td_search_subtitle">Indien jy nie tevrede is met die resultate nie, probeer asseblief weer soek</div></div></div>'
        elif doc.kind == "tag":
            head = f'<div class="td-page-header"><ul class="td-tags td-post-small-box clearfix"><li><span>ETIKET</span></li></ul><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        elif doc.key == "home":
            head = '<div class="td_block_wrap td_block_big_grid_1"><h2 class="block-title"><span>Hoofnuus</span></h2></div>'
            extra = f'<div class="td_block_wrap td_block_text_with_title"><h4 class="block-title"><span>Doodsberigte</span></h4><p>{self.a("doodsberig", "Johanna Susanna (Hannie) du Plessis (1938 – 2026)", "content")}</p><p><a href="{ORIGIN}/doodsberigte/">Alle doodsberigte</a></p></div><div class="td_block_wrap"><h4 class="block-title"><span>Beurtkrag</span></h4><p>{self.a("skedule", "Beurtkragskedule vir Mokopane", "content")}</p></div>'
        elif doc.key == "nuus2":
            extra = "".join(f'<div class="td_module_10 td_module_wrap"><div class="item-details"><h3 class="entry-title td-module-title"><a href="{ORIGIN}{p}" rel="bookmark">{esc(t)}</a></h3><div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{dt}">{shown}</time></span></div></div></div>' for p, t, dt, shown in (
                ("/2026/11/27/nuwe-kliniek-in-mahwelereng-amptelik-geopen/", "Nuwe kliniek in Mahwelereng amptelik geopen", "2026-11-27T10:00:00+02:00", "27 November 2026"),
                ("/2026/11/26/kersmark-by-die-ou-stasie-lok-honderde-besoekers/", "Kersmark by die ou stasie lok honderde besoekers", "2026-11-26T15:30:00+02:00", "26 November 2026"),
                ("/2026/11/25/munisipaliteit-begin-met-herstel-van-slaggate-in-middedorp/", "Munisipaliteit begin met herstel van slaggate in middedorp", "2026-11-25T08:10:00+02:00", "25 November 2026"),
            ))  # fmt: skip
        pager = ""
        if doc.key == "nuus":
            two = self.a("nuus2", "2", "pagination", 'class="page" title="2"')
            nxt = self.a("nuus2", "Volgende", "pagination", 'aria-label="next-page"')
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{two}{nxt}<span class="pages">Bladsy 1 van 2</span></div>'
        elif doc.key == "nuus2":
            prv = self.a("nuus", "Vorige", "pagination", 'aria-label="prev-page"')
            one = self.a("nuus", "1", "pagination", 'class="page" title="1"')
            pager = f'<div class="page-nav td-pb-padding-side">{prv}{one}<span class="current">2</span><span class="pages">Bladsy 2 van 2</span></div>'
        elif doc.key == "home":
            pager = f'<div class="td-next-prev-wrap">{self.a("nuus", "Meer nuus", "content")} · {self.a("sport", "Meer sport", "content")}</div>'
        return f'<div class="td-category-grid">{head}<div class="td-ss-main-content td_block_wrap td_block_inner">{cards}{extra}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, table_class="tablepress")
        if doc.kind == "death-notice":
            return f"""<article id="post-{POST_IDS[doc.key]}" class="post-{POST_IDS[doc.key]} doodsberig type-doodsberig status-publish">
<div class="td-post-header"><header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1><div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="2026-11-30T09:15:00+02:00">30 November 2026</time></span></div></header></div>
<div class="td-post-content tagdiv-type doodsberig-inhoud"><img src="{ORIGIN}/wp-content/uploads/2026/11/hannie-du-plessis-300x400.jpg" alt="Hannie du Plessis" width="300" height="400" class="alignleft">
{html}
</div>
<div class="doodsberig-kondoleans"><h3>Laat ’n boodskap van meelewing</h3><form action="{ORIGIN}/wp-comments-post.php" method="post"><textarea name="comment" rows="4" placeholder="Jou boodskap"></textarea><input type="submit" value="Stuur"></form></div>
</article>"""
        if doc.kind == "schedule":
            return f"""<article class="page type-page status-publish"><div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">
<div class="eskom-status-widget">Eskom-status: Vlak 2 van 16:00 tot 05:00, daarna vlak 4</div>
{html}
<p>Lees ook: {self.a("beurtkrag", self.docs["beurtkrag"].title, "content")}</p>
</div></article>"""
        return f"""<article class="page type-page status-publish"><div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">
{html}
<div class="wpcf7"><form action="/kontak-ons/#wpcf7-f1183-p12-o1" method="post" class="wpcf7-form"><p><label>Jou naam<br><input type="text" name="your-name" size="40"></label></p><p><label>Jou e-posadres<br><input type="email" name="your-email" size="40"></label></p><p><label>Jou boodskap<br><textarea name="your-message" cols="40" rows="6"></textarea></label></p><p><input type="submit" value="Stuur"></p></form></div>
</div></article>"""
