# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Icelandic letters and „…“ quotes are deliberate)
"""Fréttaljós: an mbl.is-like Icelandic news site. URLs `/frettir/<innlent|erlent|sport>/2026/12/04/<slug_with_underscores>/`,
`/frettir/innlent/sida/2/`, `/frettir/mest_lesid/`, `/vedur/`, `/minningar/`, `/leit/?q=`, `/hofundar/…/`. Icelandic,
sent as `text/html; charset=iso-8859-1` (header and `<meta http-equiv>`), but the bytes are **windows-1252**: the
Icelandic quotes „…“ and the dashes are cp1252-only characters (Scrapy decodes ISO-8859-1 as cp1252, so they come out
right). Stories print a source line "Innlent | Fréttaljós | 4.12.2026 | 11:20" above the headline and the
writers under it with their e-mail; an AFP story names no person. `NewsArticle` JSON-LD in UTC (Reykjavík is on
UTC all year: the teachers' deal signed at 23:55 is the 3rd in both), none on the brief and the column. A weather
page, a "Mest lesið" list and an obituaries list ("Minningargreinar") are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["eldgos", "vidvorun", "kennarar", "handbolti", "pistill", "halka", "bakari", "noregur"]
WRITERS = {
    "Guðrún Helga Sigurðardóttir": ("hofundur", "gudrunhelga"),
    "Jón Þór Ólafsson": ("/hofundar/jon-thor-olafsson/", "jonthor"),
    "Sigrún Björk Einarsdóttir": ("/hofundar/sigrun-bjork-einarsdottir/", "sigrunbjork"),
    "Ragnar Þorsteinsson": ("/hofundar/ragnar-thorsteinsson/", "ragnar"),
}


class Frettaljos(Base):
    origin = "https://www.frettaljos.test"
    name = "Fréttaljós"
    prefix = "frl"
    language = "is"
    encoding = "cp1252"  # what Scrapy decodes an ISO-8859-1 declaration with (and what the bytes really are)
    content_type = "text/html; charset=iso-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "frl",
            [
                "#topbar",
                ".frett-container",
                ".frett-titill",
                ".frett-texti",
                ".frett-hofundur",
                ".mest-lesid",
                "#footer",
                ".vedur-tafla",
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
                "Fréttaljós",
                "portal-front",
                list=["eldgos", "vidvorun", "halka", "noregur", "kennarar", "handbolti", "bakari", "pistill"],
            )
        )
        add(
            page(
                "innlent",
                "/frettir/innlent/",
                "section",
                "Innlent",
                "section-front",
                list=["eldgos", "vidvorun", "halka", "kennarar"],
                more="innlent2",
            )
        )
        add(
            page(
                "innlent2",
                "/frettir/innlent/sida/2/",
                "section",
                "Innlent",
                "section-page2",
                list=["bakari", "pistill"],
                prev="innlent",
            )
        )
        add(
            page(
                "mestlesid",
                "/frettir/mest_lesid/",
                "section",
                "Mest lesið",
                "most-read-list",
                list=["eldgos", "kennarar", "vidvorun", "handbolti", "bakari"],
            )
        )
        add(
            page(
                "vedur",
                "/vedur/",
                "weather",
                "Veðurspá",
                "weather-forecast-table",
                [
                    "Suðaustan 15–23 m/s og rigning sunnan- og vestanlands í kvöld, en úrkomulítið norðaustan til. Hiti 2 til 7 stig.",
                    "T: Staður | Í dag | Á morgun | Hiti",
                    "T: Reykjavík | Rigning, hvasst | Él | 5°",
                    "T: Akureyri | Skýjað | Snjókoma | 1°",
                    "T: Egilsstaðir | Léttskýjað | Él | −2°",
                    "T: Ísafjörður | Slydda | Snjókoma | 0°",
                    "T: Vestmannaeyjar | Rigning, stormur | Skúrir | 6°",
                    "Spá gerð 4.12.2026 kl. 10:00. Veðurfræðingur á vakt: Elín Björk Jónsdóttir.",
                ],
            )
        )
        add(
            page(
                "minningar",
                "/minningar/",
                "obituaries",
                "Minningargreinar",
                "obituary-list",
                people=[
                    ("Sigríður Jónsdóttir", "f. 12. mars 1938 – d. 22. nóvember 2026", 1873412, 4),
                    ("Halldór Kristinsson", "f. 3. júlí 1945 – d. 25. nóvember 2026", 1873398, 2),
                    ("Ásta Björg Pálsdóttir", "f. 18. janúar 1951 – d. 24. nóvember 2026", 1873377, 6),
                    ("Gunnar Þór Valdimarsson", "f. 9. október 1960 – d. 27. nóvember 2026", 1873350, 3),
                    ("Elísabet Hrund Ólafsdóttir", "f. 30. apríl 1929 – d. 20. nóvember 2026", 1873321, 5),
                ],
            )
        )
        add(page("leit", "/leit/?q=eldgos", "search", "Leitarniðurstöður: eldgos", "search-results", list=["eldgos"]))
        add(
            page(
                "hofundur",
                "/hofundar/gudrun-helga-sigurdardottir/",
                "author",
                "Guðrún Helga Sigurðardóttir",
                "writer-page",
                list=["kennarar", "bakari"],
            )
        )
        add(
            page(
                "um",
                "/um-frettaljos/",
                "about",
                "Um Fréttaljós",
                "about-page",
                [
                    "Fréttaljós er óháður fréttamiðill sem hefur flutt fréttir af innlendum og erlendum vettvangi frá árinu 1998.",
                    "Ritstjóri er Þorgerður Hanna Bjarnadóttir. Fréttastjóri er Einar Logi Sveinsson.",
                    "Fréttaskot má senda á netfangið frettir@frettaljos.test eða hringja í síma 569 0000.",
                ],
            )
        )
        add(
            story(
                "eldgos",
                "/frettir/innlent/2026/12/04/eldgos_hafid_vid_sundhnuksgiga/",
                "Eldgos hafið við Sundhnúksgíga",
                "2026-12-04",
                "2026-12-04T03:40:00+00:00",
                "4.12.2026 | 03:40",
                ["Jón Þór Ólafsson", "Sigrún Björk Einarsdóttir"],
                [
                    "LEAD: Eldgos hófst við Sundhnúksgígaröðina á Reykjanesskaga skömmu eftir klukkan þrjú í nótt. Grindavík hefur verið rýmd.",
                    "Veðurstofa Íslands greindi frá því að kvikuhlaup hefði hafist um klukkan hálfþrjú í nótt og að gos hefði brotist upp á yfirborðið um 40 mínútum síðar. Sprungan er talin vera um þrír kílómetrar að lengd.",
                    "„Þetta er nokkuð kröftugt gos í upphafi, svipað og við höfum séð í fyrri gosum á þessu svæði,“ segir Hildur Magnúsdóttir, náttúruvársérfræðingur á Veðurstofunni, í samtali við Fréttaljós.",
                    "Almannavarnir lýstu yfir neyðarstigi og voru þeir íbúar Grindavíkur sem dvöldu í bænum beðnir um að yfirgefa hann þegar í stað. Að sögn lögreglunnar á Suðurnesjum gekk rýmingin vel.",
                    "FIG: Gosið séð úr lofti | Gosið séð úr þyrlu Landhelgisgæslunnar í morgun. Ljósmynd/Landhelgisgæslan",
                    "## Hraun rennur til vesturs",
                    "Samkvæmt fyrstu mælingum rennur hraunið að mestu til vesturs, í átt að Grindavíkurvegi. Varnargarðar sem reistir voru á síðasta ári eiga að beina hrauninu frá byggð.",
                    "„Við fylgjumst grannt með framvindunni. Eins og staðan er núna er engin byggð í hættu, en það getur breyst hratt,“ segir Hildur.",
                    "Grindavíkurvegi hefur verið lokað fyrir allri umferð og eru ferðamenn beðnir um að fara ekki nálægt gosstöðvunum. Gasmengun getur borist yfir höfuðborgarsvæðið ef vindátt breytist síðdegis.",
                    "Margir íbúar Grindavíkur hafa búið við mikla óvissu síðustu ár. Aðeins um 150 manns höfðu fasta búsetu í bænum þegar gosið hófst í nótt.",
                    "„Maður er orðinn vanur þessu en það er alltaf jafn óþægilegt að vakna við símtal um miðja nótt,“ segir Ólafur Kristjánsson, íbúi í Grindavík, sem gisti hjá ættingjum í Reykjanesbæ.",
                    "## Flug með eðlilegum hætti",
                    "Rekstraraðili Keflavíkurflugvallar segir að gosið hafi ekki áhrif á flugumferð að svo stöddu. Engin aska hefur mælst í gosmekkinum.",
                    "NOTE: Fréttin verður uppfærð.",
                ],
                "two-writers-lead-updated",
                section="Innlent",
                updated=("2026-12-04T09:15:00+00:00", "4.12.2026 | 09:15"),
                ld=True,
            )
        )
        add(
            story(
                "vidvorun",
                "/frettir/innlent/2026/12/04/appelsinugul_vidvorun_a_sudurlandi/",
                "Appelsínugul viðvörun á Suðurlandi í kvöld",
                "2026-12-04",
                "2026-12-04T11:20:00+00:00",
                "4.12.2026 | 11:20",
                ["Ragnar Þorsteinsson"],
                [
                    "Veðurstofan hefur gefið út appelsínugula viðvörun fyrir Suðurland og Faxaflóa vegna hvassviðris sem gengur yfir landið í kvöld og nótt.",
                    "Búist er við suðaustan 20–28 metrum á sekúndu og mun hvassara í vindhviðum undir Eyjafjöllum og í Mýrdal, þar sem hviður geta farið yfir 40 metra á sekúndu.",
                    "„Við hvetjum fólk til að ganga frá lausum munum og fresta ferðalögum milli landshluta ef hægt er,“ segir Elín Björk Jónsdóttir, veðurfræðingur á vakt.",
                    "SEE: vedur | Sjá veðurspána",
                    "Vegagerðin gerir ráð fyrir að loka þurfi Hellisheiði og Þrengslum í kvöld og jafnvel vegum undir Eyjafjöllum. Ferðafólki er bent á að fylgjast með upplýsingum á vef Vegagerðarinnar.",
                    "Viðvörunin gildir frá klukkan 18 í kvöld til klukkan 6 í fyrramálið. Á morgun dregur úr vindi en þá er spáð éljagangi víða um land.",
                    "Björgunarsveitir á Suðurlandi og á höfuðborgarsvæðinu hafa verið settar í viðbragðsstöðu.",
                    "„Við höfum farið yfir búnaðinn og erum tilbúin ef á þarf að halda. Fólk á að hringja í 112 ef það lendir í vandræðum,“ segir Jóhann Gunnarsson, formaður björgunarsveitarinnar á Hvolsvelli.",
                ],
                "no-lead-weather-link",
                section="Innlent",
                ld=True,
            )
        )
        add(
            story(
                "kennarar",
                "/frettir/innlent/2026/12/03/kennarar_og_sveitarfelog_skrifudu_undir/",
                "Kennarar og sveitarfélög skrifuðu undir kjarasamning",
                "2026-12-03",
                "2026-12-03T23:55:00Z",
                "3.12.2026 | 23:55",
                ["Guðrún Helga Sigurðardóttir"],
                [
                    "LEAD: Samninganefndir kennara og sveitarfélaganna skrifuðu undir nýjan kjarasamning skömmu fyrir miðnætti. Verkföllum sem hefjast áttu á mánudag hefur verið aflýst.",
                    "Samningafundur hafði þá staðið yfir í rúmar sextán klukkustundir hjá ríkissáttasemjara. Samningurinn gildir til fjögurra ára og felur meðal annars í sér launahækkanir upp á um 18 prósent á samningstímanum.",
                    "Samninganefndirnar höfðu fundað nær daglega síðustu þrjár vikur án árangurs. Það var ekki fyrr en ríkissáttasemjari lagði fram miðlunartillögu í gærmorgun sem skriður komst á viðræðurnar.",
                    "„Þetta var erfið fæðing en við erum sátt við niðurstöðuna. Nú fá kennarar loksins viðurkenningu á því að menntun þeirra sé metin til jafns við menntun annarra sérfræðinga,“ segir Þórunn Eyjólfsdóttir, formaður samninganefndar kennara.",
                    "Formaður samninganefndar sveitarfélaganna, Birgir Hauksson, segir samninginn dýran en nauðsynlegan.",
                    "Í samningnum er einnig kveðið á um að dregið verði úr kennsluskyldu eldri kennara og að sveitarfélögin tryggi nýjum kennurum aukinn stuðning fyrstu tvö starfsárin.",
                    "„Sveitarfélögin þurfa að forgangsraða í rekstri sínum til að mæta þessum kostnaði. En við getum ekki haldið áfram að missa góða kennara úr stéttinni,“ segir hann.",
                    "Samningurinn verður kynntur félagsmönnum á næstu dögum og greidd um hann atkvæði fyrir 18. desember. Verði hann felldur hefjast verkföll í byrjun janúar.",
                    "Verkföll áttu að hefjast í 22 grunnskólum og 14 leikskólum víða um land á mánudag. Foreldrar hafa síðustu vikur þurft að gera ráðstafanir vegna yfirvofandi lokana.",
                    "Mennta- og barnamálaráðherra fagnaði samkomulaginu í yfirlýsingu í nótt og sagði það mikilvægt skref í átt að því að gera kennarastarfið eftirsóknarverðara.",
                ],
                "utc-near-midnight-same-day",
                section="Innlent",
                ld=True,
            )
        )
        add(
            story(
                "handbolti",
                "/sport/handbolti/2026/12/03/island_lagdi_noreg_i_aesispennandi_leik/",
                "Ísland lagði Noreg í æsispennandi leik",
                "2026-12-03",
                "2026-12-03T21:48:00+00:00",
                "3.12.2026 | 21:48",
                ["Ragnar Þorsteinsson"],
                [
                    "LEAD: Íslenska karlalandsliðið í handbolta vann Noreg 31:30 í vináttuleik í Laugardalshöll í kvöld. Sigurmarkið kom á lokasekúndunum.",
                    "Leikurinn var jafn frá fyrstu mínútu og skiptust liðin á að hafa forystuna. Norðmenn leiddu 15:14 í hálfleik eftir að hafa skorað þrjú síðustu mörk fyrri hálfleiks.",
                    "Íslenska liðið kom af krafti inn í seinni hálfleikinn og náði þriggja marka forskoti um miðjan hálfleikinn. Norðmenn jöfnuðu þó metin þegar tvær mínútur voru eftir.",
                    "Það var svo Arnar Freyr Guðmundsson sem skoraði sigurmarkið úr hægra horninu þegar fjórar sekúndur voru eftir af leiknum, við gríðarlegan fögnuð áhorfenda.",
                    "„Ég sá bara smá glufu og lét vaða. Það er ótrúleg tilfinning að skora svona mark á heimavelli,“ sagði Arnar Freyr eftir leikinn.",
                    "Þetta var fyrsti landsleikur Arnars Freys í rúmt ár, en hann hefur glímt við meiðsli í öxl.",
                    "Markahæstur í íslenska liðinu var Viktor Jóhannsson með átta mörk, og Daði Snær Helgason varði 14 skot í markinu.",
                    "Landsliðsþjálfarinn Sævar Ingólfsson var ánægður með frammistöðuna en sagði liðið eiga margt inni.",
                    "„Varnarleikurinn var góður stóran hluta leiksins en við gerðum of mörg tæknimistök í sókninni. Við þurfum að laga það fyrir heimsmeistaramótið,“ sagði Sævar.",
                    "Liðin mætast aftur í Ósló á sunnudag.",
                    "Vináttuleikirnir eru liður í undirbúningi beggja liða fyrir heimsmeistaramótið sem hefst í janúar.",
                ],
                "sport-report",
                section="Handbolti",
                ld=True,
            )
        )
        add(
            story(
                "pistill",
                "/frettir/innlent/2026/12/02/myrkrid_er_ekki_ovinur_okkar/",
                "Myrkrið er ekki óvinur okkar",
                "2026-12-02",
                None,
                "2.12.2026 | 07:00",
                ["Sigrún Björk Einarsdóttir"],
                [
                    "Í desember rís sólin ekki fyrr en um ellefuleytið í Reykjavík og sest aftur upp úr hálffjögur. Margir kvarta undan myrkrinu og telja dagana fram að vetrarsólstöðum, þegar birtan fer loksins að aukast á ný.",
                    "Ég skil það vel. Myrkrið getur verið þungt, sérstaklega fyrir þá sem eiga erfitt með svefn eða glíma við skammdegisþunglyndi. Það er engin skömm að því að finna fyrir áhrifum þess.",
                    "En ég hef á síðustu árum reynt að líta myrkrið öðrum augum.",
                    "Þegar ég var barn á Ísafirði var myrkrið hluti af lífinu. Við gengum í skólann í kolniðamyrkri með vasaljós og komum heim í myrkri. Samt man ég ekki eftir því sem einhverju neikvæðu. Myrkrið var tíminn fyrir kertaljós, sögur og heitt kakó.",
                    "Í dag erum við umkringd ljósi allan sólarhringinn. Skjáir, götuljós og auglýsingaskilti lýsa upp hvert horn. Kannski er það ein ástæða þess að við eigum svona erfitt með myrkrið: við erum hætt að kunna að vera í því.",
                    "Rannsóknir sýna að líkaminn þarf myrkur til að framleiða melatónín og ná góðum svefni. Myrkrið er ekki bara fjarvera ljóss heldur nauðsynlegur hluti af dægursveiflu okkar.",
                    "Ég hef því tekið upp þann sið að slökkva á loftljósunum á kvöldin og kveikja á kertum í staðinn. Ég fer í stutta göngu eftir kvöldmat og horfi upp í himininn. Stundum sjást norðurljós, stundum bara stjörnur, stundum ekkert nema skýin.",
                    "Það kemur á óvart hvað þetta róar hugann.",
                    "Myrkrið verður hér hvort sem okkur líkar betur eða verr. Við getum barist gegn því eða lært að lifa með því. Ég hef valið hið síðarnefnda.",
                    "NOTE: Höfundur er blaðamaður á Fréttaljósi.",
                ],
                "column-kicker-no-jsonld",
                section="Pistlar",
                kicker="Pistill",
                ld=False,
            )
        )
        add(
            story(
                "halka",
                "/frettir/innlent/2026/12/04/halka_og_snjothekja_a_hellisheidi/",
                "Hálka og snjóþekja á Hellisheiði",
                "2026-12-04",
                None,
                "4.12.2026 | 07:05",
                [],
                [
                    "Hálka og snjóþekja er á Hellisheiði og í Þrengslum í morgunsárið, samkvæmt upplýsingum frá Vegagerðinni. Ökumenn eru beðnir um að fara varlega.",
                    "Þá er þæfingsfærð á Mosfellsheiði og víða á Vesturlandi.",
                ],
                "two-line-brief-no-author-no-jsonld",
                section="Innlent",
                ld=False,
            )
        )
        add(
            story(
                "bakari",
                "/frettir/innlent/2026/12/01/vid_byrjudum_med_tvaer_hendur_tomar/",
                "„Við byrjuðum með tvær hendur tómar“",
                "2026-12-01",
                "2026-12-01T14:30:00+00:00",
                "1.12.2026 | 14:30",
                ["Guðrún Helga Sigurðardóttir"],
                [
                    "LEAD: Hjónin Katrín og Hörður hafa rekið bakarí í miðbæ Akureyrar í 25 ár. Þau ræddu við Fréttaljós um súrdeig, jólaösina og framtíðina.",
                    "Brauðhúsið við Hafnarstræti er ein þekktasta verslun Akureyrar. Á aðventunni myndast oft biðröð út á götu, enda eru smákökurnar og laufabrauðið frá þeim hjónum orðin hluti af jólahaldi margra Akureyringa.",
                    "Hörður er fæddur og uppalinn á Akureyri en Katrín er frá Húsavík. Þau kynntust í bakaranámi í Reykjavík og fluttu norður árið 2001.",
                    "FIG: Hjónin í bakaríinu | Katrín og Hörður í Brauðhúsinu. Ljósmynd/Fréttaljós",
                    "Q: Hvernig byrjaði þetta allt saman? || Við vorum bæði nýútskrifuð úr bakaranámi og áttum enga peninga. Við fengum lítið lán hjá foreldrum Harðar og leigðum gamalt húsnæði sem enginn annar vildi. Fyrsta árið unnum við nánast allan sólarhringinn.",
                    "Q: Hvað hefur breyst á þessum 25 árum? || Fólk er orðið miklu meðvitaðra um hvað það borðar. Þegar við byrjuðum vildu allir hvítt franskbrauð. Núna er súrdeigsbrauðið okkar vinsælast, og fólk spyr um korntegundir og gerjunartíma.",
                    "Q: Hvernig er desember hjá ykkur? || Brjálaður, en skemmtilegur. Við bökum um 40 þúsund smákökur á aðventunni og skerum út laufabrauð fyrir hundruð fjölskyldna. Við ráðum inn aukafólk og byrjum klukkan þrjú á nóttunni.",
                    "Q: Hefur rekstrarumhverfið breyst? || Já, mikið. Hráefnisverð og rafmagn hafa hækkað mikið síðustu ár og það er erfitt að fá faglært starfsfólk. En við eigum trygga viðskiptavini og það bjargar okkur.",
                    "Q: Hver er vinsælasta smákakan? || Án efa piparkökurnar hennar ömmu Harðar. Uppskriftin er yfir hundrað ára gömul og við höfum aldrei breytt henni. Sumir kaupa tíu poka í einu og senda til ættingja í útlöndum.",
                    "Q: Hvað tekur við? || Dóttir okkar er að læra bakaraiðn í Reykjavík og vill taka við þegar við hættum. Það er besta jólagjöf sem við gætum hugsað okkur.",
                ],
                "interview-qa-quoted-title",
                section="Innlent",
                ld=True,
            )
        )
        add(
            story(
                "noregur",
                "/frettir/erlent/2026/12/04/snjostormur_lamar_samgongur_i_nordur_noregi/",
                "Snjóstormur lamar samgöngur í Norður-Noregi",
                "2026-12-04",
                "2026-12-04T10:02:00+00:00",
                "4.12.2026 | 10:02",
                [],
                [
                    "Mikil snjókoma og hvassviðri hafa lamað samgöngur í Norður-Noregi síðasta sólarhringinn. Flugvöllunum í Tromsø og Bodø var lokað í gærkvöld og fjölmargir vegir eru ófærir.",
                    "Norska vegagerðin segir að snjóruðningstæki hafi ekki undan og að fólk eigi ekki að vera á ferðinni að óþörfu. Þúsundir heimila eru án rafmagns.",
                    "Samkvæmt norsku veðurstofunni er von á áframhaldandi snjókomu fram á laugardag. Snjóflóðahætta er talin mikil víða í Troms og Finnmörku.",
                    "Nokkrir íslenskir ferðamenn eru veðurtepptir í Tromsø, samkvæmt upplýsingum frá utanríkisráðuneytinu.",
                ],
                "agency-afp-no-person",
                section="Erlent",
                source="AFP",
                ld=True,
            )
        )

    # -- templates --------------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = " ".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Forsíða"),
                ("innlent", "Innlent"),
                ("/frettir/erlent/", "Erlent"),
                ("/sport/", "Íþróttir"),
                ("/vidskipti/", "Viðskipti"),
                ("vedur", "Veður"),
                ("minningar", "Minningar"),
            )
        )
        head = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">',
            f"<title>{esc(doc.title)} – Fréttaljós</title>"
            if doc.key != "home"
            else "<title>Fréttaljós – Fréttir</title>",
            f'<meta name="description" content="{esc(self.lede(doc) or "Nýjustu fréttir af innlendum og erlendum vettvangi.")}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Fréttaljós">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article and doc.extra.get("ld"):
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": (doc.extra.get("updated") or (doc.iso,))[0],
                "author": [{"@type": "Person", "name": a} for a in doc.authors]
                or {"@type": "Organization", "name": doc.extra.get("source", "Fréttaljós")},
                "publisher": {"@type": "Organization", "name": "Fréttaljós"},
                "articleSection": doc.section,
                "url": self.url(doc.key),
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        mest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("eldgos", "kennarar", "vidvorun", "handbolti")
        )
        return f"""<!DOCTYPE html>
<html lang="is">
<head>
{chr(10).join(head)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" type="text/css" href="/media/css/frettaljos.css?v=20261128">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/media/js/jquery-3.6.0.min.js"></script>
</head>
<body>
<div id="topbar">
<a id="logo" href="/">Fréttaljós</a>
<ul id="mainmenu">{nav}</ul>
<form id="leit" action="/leit/" method="get"><input type="text" name="q" placeholder="Leita á Fréttaljósi"><input type="submit" value="Leita"></form>
<div id="innskraning"><a href="https://askrift.frettaljos.test/innskraning/">Innskráning</a> | <a href="https://askrift.frettaljos.test/">Áskrift</a></div>
</div>
<div id="wrapper">
<div id="main-column">
{main}
</div>
<div id="right-column">
<div class="mest-lesid box"><h3>{self.a("mestlesid", "Mest lesið", "aside")}</h3><ol>{mest}</ol></div>
<div class="box vedur-box"><h3>{self.a("vedur", "Veðrið", "aside")}</h3><p>Reykjavík 5° · Akureyri 1° · Egilsstaðir −2°</p></div>
<div class="box"><h3>{self.a("minningar", "Minningargreinar", "aside")}</h3><p>Nýjar minningargreinar á hverjum degi.</p></div>
</div>
</div>
<div id="footer">
<p>Fréttaljós ehf. · Borgartúni 40 · 105 Reykjavík · Sími 569 0000</p>
<p>{self.a("um", "Um Fréttaljós", "footer")} · <a href="/personuvernd/">Persónuvernd</a> · <a href="/vafrakokur/">Vafrakökur</a> · <a href="mailto:frettir@frettaljos.test">Fréttaskot</a> · <a href="/rss/">RSS</a></p>
<p>© Fréttaljós 2026. Öll réttindi áskilin.</p>
</div>
<div id="cookie-consent">Fréttaljós notar vafrakökur til að bæta upplifun notenda og birta auglýsingar. <button>Samþykkja</button> <a href="/vafrakokur/">Nánar</a></div>
<script type="text/javascript">var _frl = {{"sida": "{doc.kind}", "flokkur": "{esc(doc.section)}"}};</script>
<script type="text/javascript" src="/media/js/frettaljos.min.js?v=20261128"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        source = doc.extra.get("source", "Fréttaljós")
        line = f'<div class="frett-yfirlina"><span class="flokkur">{esc(doc.section)}</span> | <span class="heimild">{esc(source)}</span> | <span class="dags">{doc.stamp}</span></div>'
        upd = ""
        if doc.extra.get("updated"):
            upd = f'<div class="uppfaert">Uppfært {doc.extra["updated"][1]}</div>'
        kicker = f'<div class="frett-yfirfyrirsogn">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        writers = ""
        if doc.authors:
            ws = []
            for a in doc.authors:
                target, mail = WRITERS[a]
                ws.append(
                    f'<div class="hofundur">{self.a(target, a, "byline")} <a class="netfang" href="mailto:{mail}@frettaljos.test">{mail}@frettaljos.test</a></div>'
                )
            writers = f'<div class="frett-hofundur">{"".join(ws)}</div>'
        body = self.blocks(doc).replace('<div class="note">', '<div class="frett-nedanmals">')
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        return f"""<div id="frett" class="frett-container">
{line}
{kicker}<h1 class="frett-titill">{esc(doc.title)}</h1>
{upd}
{writers}
{self.lead_html(doc, '<div class="frett-inngangur"><p>', "</p></div>")}
<div class="frett-texti">
{body}
</div>
<div class="deila"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Deila á Facebook</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> <a href="mailto:?subject={esc(doc.title)}">Senda í tölvupósti</a></div>
<div class="athugasemdir"><h3>Athugasemdir</h3><p>Lokað hefur verið fyrir athugasemdir við þessa frétt.</p></div>
<div class="fleiri-frettir"><h3>Fleiri fréttir</h3><ul>{rel}</ul></div>
</div>"""

    def see_html(self, key: str, text: str) -> str:
        return f'<div class="tengill-box">{self.a(key, text, "related")}</div>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            lede = f'<p class="inngangur">{esc(self.lede(d))}</p>' if i < 2 else ""
            items.append(
                f'<div class="frett-lista"><span class="tegund">{esc(d.section)}</span> <h2>{self.a(k, d.title, "content")}</h2>{lede}<span class="dags">{d.stamp}</span></div>'
            )
        head = f'<h1 class="sidutitill">{esc(doc.title)}</h1>'
        extra = ""
        if doc.extra.get("more"):
            extra = f'<div class="sidur">{self.a(doc.extra["more"], "Eldri fréttir »", "pagination")}</div>'
        if doc.extra.get("prev"):
            extra = f'<div class="sidur">{self.a(doc.extra["prev"], "« Nýrri fréttir", "pagination")}</div>'
        if doc.key == "home":
            head = '<h1 class="hidden">Fréttaljós</h1>'
            extra = f'<div class="box forsida-tenglar"><ul><li>{self.a("innlent", "Allar innlendar fréttir", "content")}</li><li>{self.a("hofundur", "Guðrún Helga Sigurðardóttir", "content")}</li><li>{self.a("leit", "Leit: eldgos", "content")}</li></ul></div>'
        if doc.key == "mestlesid":
            items = [
                f'<li class="mest-lesid-lina"><span class="numer">{i + 1}.</span> {self.a(k, self.docs[k].title, "content")}</li>'
                for i, k in enumerate(doc.extra["list"])
            ]
            items += [
                '<li class="mest-lesid-lina"><span class="numer">6.</span> <a href="/frettir/innlent/2026/12/03/nyr_leikskoli_i_gardabae/">Nýr leikskóli í Garðabæ tekinn í notkun</a></li>',
                '<li class="mest-lesid-lina"><span class="numer">7.</span> <a href="/frettir/erlent/2026/12/03/jardskjalfti_i_japan/">Öflugur jarðskjálfti í Japan</a></li>',
                '<li class="mest-lesid-lina"><span class="numer">8.</span> <a href="/smartland/2026/12/03/jolatre_ur_endurunnu_efni/">Jólatré úr endurunnu efni slá í gegn</a></li>',
            ]
            return f'<div class="mest-lesid-sida">{head}<ol class="mest-lesid">{"".join(items)}</ol><p>Mest lesnu fréttir síðasta sólarhrings.</p></div>'
        if doc.kind == "author":
            head = f'<div class="hofundur-sida"><h1 class="sidutitill">{esc(doc.title)}</h1><p>Blaðamaður á innlendum fréttum. Skrifar um menntamál, kjaramál og mannlíf á landsbyggðinni.</p><a href="mailto:gudrunhelga@frettaljos.test">gudrunhelga@frettaljos.test</a></div>'
        if doc.kind == "search":
            head = f'<h1 class="sidutitill">{esc(doc.title)}</h1><form action="/leit/"><input name="q" value="eldgos"></form><p>Fann 3 niðurstöður</p>'
            items.append(
                '<div class="frett-lista"><h2><a href="/frettir/innlent/2026/11/02/skjalftahrina_vid_sundhnuk/">Skjálftahrina við Sundhnúk</a></h2></div><div class="frett-lista"><h2><a href="/frettir/innlent/2026/08/14/gosinu_lokid/">Gosinu lokið</a></h2></div>'
            )
        return f'<div class="frettalisti">{head}{"".join(items)}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "obituaries":
            rows = "".join(
                f'<div class="minning"><h2><a href="/minningar/grein/{gid}/">{esc(n)}</a></h2><p class="aeviagrip">{esc(d)}</p><p class="fjoldi">{c} minningargreinar</p></div>'
                for n, d, gid, c in doc.extra["people"]
            )
            return f"""<div class="minningar-sida">
<h1 class="sidutitill">{esc(doc.title)}</h1>
<p class="inngangur">Minningargreinar sem birtast í dag. Greinarnar eru birtar á ábyrgð höfunda.</p>
{rows}
<div class="box"><h3>Andlátstilkynningar</h3><p>Tilkynningar um andlát og útfarir má senda á netfangið minningar@frettaljos.test.</p></div>
<div class="sidur"><a href="/minningar/?dags=2026-12-03">« Eldri greinar</a></div>
</div>"""
        if doc.kind == "weather":
            table = self.blocks(doc).replace('class="data"', 'class="data vedur-tafla"')
            return f'<div class="vedur-sida"><h1 class="sidutitill">{esc(doc.title)}</h1>\n{table}\n<p>Nánar: {self.a("vidvorun", self.docs["vidvorun"].title, "content")}</p></div>'
        return f'<div class="static-sida"><h1 class="sidutitill">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
