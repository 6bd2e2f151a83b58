# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""L-Irdum: a Gozo news site **built by hand** since 1998 (HTML 4.01 Transitional, a layout table, `.html` files
under `/ahbarijiet/2026/12/04/<slug>.html`, **relative links** everywhere, `index.html` folders, a page 2 named
`pagna-2.html`, topics `/suggetti/<topic>.html`, writers `/kittieba/<name>.html`, a CGI search `/fittex/?q=`),
Maltese, written in **ISO-8859-3** (Latin-3, the Maltese Latin charset) declared only in `<meta http-equiv>` (the
server sends plain `text/html`); the characters Latin-3 lacks (typographic quotes, dashes, €) are numeric
references. Malta time (+01:00).

No JSON-LD, no Open Graph: the template's `<meta name="author">` is the site's name on every page, and a
`<meta name="date">` is copied by hand (on the crib exhibition story it is still the date of the page it was copied
from, 27 Nov, while the page prints 5 Dec). Dates are printed "Il-Ġimgħa, 4 ta' Diċembru 2026" and "Aġġornat: …".
Credits: "minn" + name ("minn Ġorġ Camilleri", "minn Rita Xuereb u Ċensu Grech", "minn Dr Ġużè Muscat"), the desk
"Redazzjoni", and a government press release "Sors: DOI" whose paragraphs are separated by `<br><br>`. One story
opens with an English summary; the interview is questions in bold and answers."""

from __future__ import annotations

from urllib.parse import quote

from common import MT_DAYS, MT_MONTHS, Base, page, story, weekday, ymd
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.irdum.test"
ARTS = ["redazzjoni", "presepju", "vapur", "sptar", "ilma", "opinjoni", "doi", "intervista"]


def mt_date(stamp: str, day: bool = True) -> str:
    y, m, d, _ = ymd(stamp)
    out = f"{d} ta' {MT_MONTHS[m - 1]} {y}"
    return f"{MT_DAYS[weekday(stamp)]}, {out}" if day else out


class Irdum(Base):
    origin = ORIGIN
    name = "L-Irdum"
    prefix = "ird"
    language = "mt"
    encoding = "iso8859-3"
    content_type = "text/html"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ird",
            [
                "#qafas",
                "#ras .motto",
                "#menu a",
                ".storja h1",
                ".storja p",
                ".awtur",
                ".relatati li",
                "#genb .kaxxa",
                "#qiegh",
                "#cookies",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "L-Irdum",
                "static-table-layout-home",
                list=["redazzjoni", "presepju", "vapur", "sptar", "ilma", "opinjoni", "doi", "intervista"],
            )
        )
        add(
            page(
                "ahbarijiet",
                "/ahbarijiet/",
                "section",
                "Aħbarijiet",
                "static-index-html",
                list=["redazzjoni", "presepju", "vapur", "sptar", "ilma"],
                more="ahbarijiet2",
            )
        )
        add(
            page(
                "ahbarijiet2",
                "/ahbarijiet/pagna-2.html",
                "section",
                "Aħbarijiet",
                "static-pagna-2",
                list=["doi", "intervista"],
                old=[
                    (
                        "Ix-Xagħra: Il-pjazza se tiġi pedonalizzata fil-weekends",
                        "/ahbarijiet/2026/12/02/xaghra-pjazza-pedonalizzata.html",
                        "2026-12-02 09:00",
                    ),
                    (
                        "Żieda fin-numru ta' turisti f'Novembru",
                        "/ahbarijiet/2026/12/01/turisti-novembru.html",
                        "2026-12-01 10:30",
                    ),
                    (
                        "Il-Kunsill Lokali tal-Qala japprova baġit ġdid",
                        "/ahbarijiet/2026/11/30/qala-bagit.html",
                        "2026-11-30 18:00",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/suggetti/trasport.html",
                "tag",
                "Trasport",
                "static-topic-page",
                list=["vapur", "redazzjoni"],
                dead=("Il-bus 301 se jibda jgħaddi mix-Xewkija", "notfound"),
            )
        )
        add(
            page(
                "author",
                "/kittieba/gorg-camilleri.html",
                "author",
                "Ġorġ Camilleri",
                "static-writer-page",
                list=["vapur"],
                old=[
                    (
                        "Il-moll tal-Imġarr se jitwessa' b'20 metru",
                        "/ahbarijiet/2026/11/20/moll-imgarr.html",
                        "2026-11-20 11:00",
                    ),
                    (
                        "Kemmuna: Regoli ġodda għall-Bajja Żerqa fis-sajf",
                        "/ahbarijiet/2026/11/12/kemmuna-regoli.html",
                        "2026-11-12 08:45",
                    ),
                ],
                bio="Ġorġ Camilleri jikteb fuq it-trasport u l-infrastruttura f'Għawdex. Ilu ma' L-Irdum mill-2004.",
            )
        )
        add(
            page(
                "search",
                "/fittex/?q=vapur",
                "search",
                "Riżultati għal: vapur",
                "static-cgi-search",
                list=["vapur", "opinjoni"],
            )
        )
        add(
            page(
                "contact",
                "/kuntatt.html",
                "contact",
                "Ikkuntattjana",
                "static-contact-mailto",
                [
                    "Għandek storja, ritratt jew kumment? Ibgħatilna u naqrawh bir-reqqa kollha.",
                    "## Redazzjoni",
                    "L-Irdum, Triq ir-Repubblika 45, Ir-Rabat (Victoria), Għawdex VCT 1000",
                    "Telefon: 2155 0000",
                    "## Ittri u ritratti",
                    "Nippubblikaw ittri u ritratti tal-qarrejja bl-isem veru biss. Ir-redazzjoni żżomm id-dritt li tqassar l-ittri.",
                ],
            )
        )
        add(
            page(
                "mewt",
                "/mewt/",
                "obituaries",
                "Avviżi tal-Mewt",
                "static-obituary-list",
                [
                    "Avviżi ppubblikati bi qbil mal-familji.",
                    "## Ġużeppa Borg (ta' Saverin)",
                    "Mill-Għarb, mietet fl-Isptar Ġenerali t'Għawdex fit-3 ta' Diċembru, fl-età ta' 91 sena. Il-funeral isir nhar is-Sibt fl-10:00 fil-Bażilika tal-Għarb.",
                    "## Wenzu Mizzi",
                    "Minn Ta' Kerċem, miet fl-4 ta' Diċembru, fl-età ta' 77 sena. Il-funeral isir nhar il-Ħadd fit-3:00 ta' waranofsinhar fil-knisja parrokkjali ta' Kerċem.",
                    "## Marija Cassar (ta' Pawlu)",
                    "Min-Nadur, mietet fl-4 ta' Diċembru, fl-età ta' 85 sena. Il-funeral isir nhar it-Tnejn fid-9:00 ta' filgħodu fil-Bażilika tan-Nadur.",
                    "Ħa jistrieħu fil-paċi.",
                ],
            )
        )
        add(
            page(
                "temp",
                "/it-temp.html",
                "weather",
                "It-Temp f'Għawdex",
                "static-weather-table",
                [
                    "Tbassir tal-Uffiċċju Meteoroloġiku għal Għawdex u Kemmuna, maħruġ is-Sibt fis-6:00 ta' filgħodu.",
                    "T: Jum | Temp | Massimu | Minimu | Riħ | Baħar",
                    "T: Is-Sibt | Imsaħħab b'xi xita | 17° | 12° | Majjistral, 5 | Qawwi",
                    "T: Il-Ħadd | Xemxi | 16° | 11° | Majjistral, 4 | Moderat",
                    "T: It-Tnejn | Sabiħ | 17° | 10° | Tramuntana, 3 | Ħafif",
                    "Il-ferry jista' jkollu xi dewmien nhar is-Sibt minħabba l-baħar qawwi.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/ahbarijiet/2026/11/bus-301-xewkija.html",
                "not-found",
                "Il-paġna ma nstabitx",
                "static-errordocument-200",
                [
                    "Jiddispjaċina, il-paġna li qed tfittex ma teżistix jew tneħħiet mis-sit.",
                    "Ipprova fittex l-artiklu mill-arkivju jew mur lura għall-paġna ewlenija.",
                ],
            )
        )
        # --- stories ---
        add(
            story(
                "vapur",
                "/ahbarijiet/2026/12/04/fast-ferry-kull-siegha.html",
                "Il-fast ferry se jibda jsiefer kull siegħa bejn l-Imġarr u l-Belt",
                "2026-12-04",
                None,
                "2026-12-04 09:30",
                ["Ġorġ Camilleri"],
                [
                    "Is-servizz tal-fast ferry bejn l-Imġarr u l-Belt Valletta se jibda jopera kull siegħa mill-1 ta' Frar, wara li l-Gvern iffirma kuntratt ġdid mal-operatur għal żewġ bastimenti oħra.",
                    "Il-vjaġġ se jibqa' jieħu madwar 45 minuta, iżda l-ewwel vjaġġ se jitlaq mill-Imġarr fil-5:45 ta' filgħodu, nofs siegħa qabel milli jitlaq illum. L-aħħar vjaġġ mill-Belt se jkun fil-11 ta' billejl.",
                    "Il-biljetti se jkunu jistgħu jinxtraw online jew permezz ta' app ġdida, u l-passiġġieri Għawdxin se jibqgħu jħallsu prezz imnaqqas bil-karta tar-residenza.",
                    "FIG: Il-fast ferry fil-port tal-Imġarr | Il-fast ferry fil-port tal-Imġarr. Ritratt: L-Irdum",
                    "## Problemi tal-parking fl-Imġarr",
                    "Diversi passiġġieri li tkellmu ma' L-Irdum qalu li l-akbar problema mhijiex il-frekwenza, iżda l-parking. “Kuljum ikolli nipparkja 'l bogħod u nimxi għaxar minuti biex naqbad il-ferry tas-sebgħa,” qalet Doris, li taħdem f'uffiċċju fil-Belt.",
                    "Il-Ministeru għal Għawdex qal li qed jaħdem fuq proġett għal car park ġdid b'400 spazju ħdejn it-terminal, li mistenni jitlesta fl-2028.",
                    "It-timetable il-ġdid se jiġi ppubblikat fil-bidu ta' Jannar.",
                ],
                "minn-byline-english-loanwords",
                section="Trasport",
                byline="minn Ġorġ Camilleri",
                meta_date="2026-12-04",
            )
        )
        add(
            story(
                "intervista",
                "/ahbarijiet/2026/12/03/intervista-carmen-attard-bizzilla.html",
                "Carmen Attard: “Il-bizzilla mhix biss ħaġa tal-imgħoddi”",
                "2026-12-03",
                None,
                "2026-12-03 08:00",
                ["Marija Azzopardi"],
                [
                    "Carmen Attard ilha taħdem il-bizzilla minn meta kellha seba' snin. Illum, fl-età ta' 68 sena, tgħallem lil aktar minn għoxrin student fiċ-ċentru tal-artiġjanat fix-Xagħra. Tkellimna magħha dwar is-sengħa, iż-żgħażagħ u l-futur.",
                    "Q: Kif bdejt taħdem il-bizzilla? || Ommi u nannti kienu jaħdmuha fuq l-għatba tad-dar, kif kienu jagħmlu n-nisa kollha tar-raħal. Jien kont noqgħod inħares lejhom, sakemm darba minnhom tatni l-ewwel kombin u qaltli: “Issa pprova int.”",
                    "Q: Għadhom jitgħallmuha ż-żgħażagħ? || Iva, u aktar milli taħseb. Għandi studenti ta' tmintax u għoxrin sena li jaqsmu x-xogħol tagħhom fuq Instagram. Xi wħud minnhom qed jużaw il-bizzilla fuq ħwejjeġ moderni u earrings.",
                    "Q: X'inhi l-akbar sfida? || Il-ħin. Biċċa żgħira tista' tieħu ġimgħat sħaħ, u ħafna nies ma jifhmux għaliex tiswa daqshekk. Meta tara turist jixtri bizzilla tal-fabbrika minn barra, tweġġa'.",
                    "Q: X'tixtieq li jsir biex is-sengħa tibqa' ħajja? || Nixtieq li l-bizzilla tibda tiġi mgħallma fl-iskejjel ta' Għawdex, anke jekk siegħa fil-ġimgħa. Jekk it-tfal jitgħallmuha żgħar, ma jinsewhiex.",
                    "Q: U l-bizzilla l-aktar għażiża għalik? || Tvalja li ħdimt għat-tieġ ta' binti. Domt sena sħiħa, imma kull darba li narha fuq il-mejda, ninsa kemm għejejt.",
                ],
                "interview-bold-questions-kicker-title-tag",
                section="Kultura",
                byline="minn Marija Azzopardi",
                kicker="INTERVISTA",
                meta_date="2026-12-03",
            )
        )
        add(
            story(
                "sptar",
                "/ahbarijiet/2026/12/04/emergenza-gdida-sptar-ghawdex.html",
                "L-Isptar Ġenerali t'Għawdex se jkollu dipartiment tal-emerġenza ġdid",
                "2026-12-04",
                None,
                "2026-12-04 12:15",
                ["Rita Xuereb", "Ċensu Grech"],
                [
                    "L-Isptar Ġenerali t'Għawdex se jkollu dipartiment tal-emerġenza ġdid, darbtejn akbar minn dak attwali, skont pjanijiet ippreżentati lill-Awtorità tal-Ippjanar din il-ġimgħa.",
                    "Id-dipartiment il-ġdid se jkollu 24 kubikil, żona separata għat-tfal u żewġ kmamar għall-pazjenti f'kundizzjoni kritika. Se jinbena fuq il-parking ta' quddiem l-isptar, li se jiġi ttrasferit għal car park ġdid taħt l-art.",
                    "## Ħin twil ta' stennija",
                    "Pazjenti u qraba ilhom is-snin jilmentaw dwar il-ħin ta' stennija fl-emerġenza, speċjalment fix-xhur tas-sajf meta l-popolazzjoni ta' Għawdex tikber b'eluf ta' turisti.",
                    "“Il-ġimgħa l-oħra stennejt seba' sigħat b'missieri ta' 84 sena fuq siġġu,” qal raġel mill-Għarb. “In-nurses jagħmlu li jistgħu, imma m'hemmx spazju.”",
                    "Il-Ministeru tas-Saħħa qal li x-xogħlijiet mistennija jibdew f'nofs is-sena d-dieħla u jieħdu madwar tliet snin. Matul ix-xogħlijiet, id-dipartiment attwali se jibqa' miftuħ.",
                ],
                "two-names-joined-by-u",
                section="Saħħa",
                byline="minn Rita Xuereb u Ċensu Grech",
                meta_date="2026-12-04",
            )
        )
        add(
            story(
                "redazzjoni",
                "/ahbarijiet/2026/12/05/triq-putirjal-maghluqa.html",
                "Triq Putirjal magħluqa għat-traffiku nhar il-Ħadd",
                "2026-12-05",
                None,
                "2026-12-05 10:40",
                [],
                [
                    "Triq Putirjal fir-Rabat se tkun magħluqa għat-traffiku nhar il-Ħadd bejn is-7:00 ta' filgħodu u l-4:00 ta' waranofsinhar minħabba xogħlijiet fuq il-pajpijiet tal-ilma.",
                    "Il-Korporazzjoni għas-Servizzi tal-Ilma qalet li r-residenti tal-inħawi jistgħu jesperjenzaw qtugħ tal-ilma għal xi sigħat matul il-jum.",
                    "Is-sewwieqa qed jiġu mħeġġa jużaw it-triq tal-bypass minflok.",
                ],
                "desk-redazzjoni-brief",
                section="Trasport",
                byline="Redazzjoni",
                meta_date="2026-12-05",
            )
        )
        add(
            story(
                "doi",
                "/ahbarijiet/2026/12/03/skema-restawr-djar-antiki.html",
                "Skema ġdida ta' €2 miljun għar-restawr ta' djar antiki f'Għawdex",
                "2026-12-03",
                None,
                "2026-12-03 15:20",
                [],
                [
                    "Il-Ministeru għal Għawdex nieda skema ġdida ta' €2 miljun biex jgħin lil sidien ta' djar antiki f'Għawdex jirrestawraw il-faċċati u l-elementi tradizzjonali tagħhom, bħall-gallariji tal-injam u l-bibien antiki.",
                    "Permezz tal-iskema, is-sidien jistgħu jirċievu sa 50% tal-ispiża tar-restawr, b'massimu ta' €20,000 għal kull propjetà. Id-djar iridu jkunu nbnew qabel l-1950 u jkunu f'żona ta' konservazzjoni urbana.",
                    "L-applikazzjonijiet jinfetħu fil-15 ta' Jannar u jagħlqu fl-aħħar ta' Marzu. Aktar informazzjoni tinkiseb mill-uffiċċji tal-Ministeru fir-Rabat.",
                    "SIGN: Sors: DOI",
                ],
                "press-release-doi-br-paragraphs",
                section="Aħbarijiet",
                byline="",
                label="Stqarrija għall-Istampa",
                br=True,
                meta_date="2026-12-03",
            )
        )
        add(
            story(
                "opinjoni",
                "/opinjoni/2026/12/04/ghawdex-mhux-ghall-weekend.html",
                "Għawdex mhux biss għall-weekend",
                "2026-12-04",
                None,
                "2026-12-04 07:00",
                ["Ġużè Muscat"],
                [
                    "Kull nhar ta' Sibt filgħodu, il-kju tal-karozzi fiċ-Ċirkewwa jasal sal-Għadira. Għawdex sar il-post fejn il-Maltin jiġu jistrieħu, u dan mhux ħażin. Iżda l-gżira mhijiex weekend twil; hija post fejn jgħixu aktar minn 40,000 ruħ is-sena kollha.",
                    "Il-bini li qed jitla' f'kull raħal, ħafna drabi appartamenti għall-kiri għal żmien qasir, qed ibiddel id-dehra ta' rħula sħaħ. Iż-żgħażagħ Għawdxin qed isibuha diffiċli jixtru dar fil-post fejn trabbew.",
                    "Ma nistgħux nibqgħu nqisu t-turiżmu bħala l-unika triq. Għawdex jeħtieġ xogħol ta' kwalità, servizzi tas-saħħa u edukazzjoni tal-ogħla livell, u trasport li jservi lil min jgħix hawn, mhux biss lil min jiġi għal jumejn.",
                    "Il-pjan lokali l-ġdid, li qed jiġi diskuss bħalissa, huwa opportunità li ma rridux nitilfu. Jekk ma nħarsux ir-raba', il-widien u l-irħula tagħna issa, fi ftit snin ikun tard wisq.",
                    "SIGN: Dr Ġużè Muscat huwa perit u lettur fl-Università ta' Malta, Kampus t'Għawdex.",
                ],
                "opinion-dr-honorific-bio-tail",
                section="Opinjoni",
                byline="minn Dr Ġużè Muscat",
                meta_date="2026-12-04",
            )
        )
        add(
            story(
                "ilma",
                "/ahbarijiet/2026/12/04/gibjuni-cittadella-ilma-tax-xita.html",
                "Il-ġibjuni antiki taċ-Ċittadella se jerġgħu jiġbru l-ilma tax-xita",
                "2026-12-04",
                None,
                "2026-12-04 16:30",
                ["Ċensu Grech"],
                [
                    "Il-ġibjuni antiki taħt iċ-Ċittadella fir-Rabat, li ilhom ma jintużawx għal aktar minn seklu, se jerġgħu jibdew jiġbru l-ilma tax-xita mir-rebbiegħa li ġejja, wara xogħol ta' restawr li dam sentejn.",
                    "Il-ġibjuni, li nbnew fis-seklu sbatax meta ċ-Ċittadella kienet għadha l-kenn tal-Għawdxin mill-attakki tal-pirati, jistgħu jżommu aktar minn miljun litru ilma.",
                    "L-ilma se jintuża għat-tisqija tal-ġonna u għat-toilets pubbliċi taċ-Ċittadella, u b'hekk se jiġi ffrankat l-ilma tal-pajp.",
                    "“Missirijietna kienu jafu jieħdu ħsieb kull qatra. Illum qed nitgħallmu mill-ġdid minnhom,” qal il-perit responsabbli mill-proġett.",
                    "Il-pubbliku se jkun jista' jżur wieħed mill-ġibjuni waqt tours iggwidati mill-Ħadd li ġej.",
                ],
                "english-summary-top-updated",
                section="Ambjent",
                byline="minn Ċensu Grech",
                updated="2026-12-05 09:10",
                summary="In English: Restored 17th-century cisterns under the Citadel in Victoria will collect rainwater again from next spring. The water will be used for the Citadel's gardens and public toilets, and one cistern will open for guided tours.",
                meta_date="2026-12-04",
            )
        )
        add(
            story(
                "presepju",
                "/ahbarijiet/2026/12/05/wirja-presepji-katidral.html",
                "Wirja ta' aktar minn sittin presepju fil-Mużew tal-Katidral",
                "2026-12-05",
                None,
                "2026-12-05 11:50",
                ["Marija Azzopardi"],
                [
                    "Aktar minn sittin presepju, xi wħud minnhom ta' aktar minn mitt sena, se jkunu esebiti fil-Mużew tal-Katidral fiċ-Ċittadella mis-7 ta' Diċembru sas-6 ta' Jannar.",
                    "Il-wirja, li qed tittella' għall-għaxar sena, tinkludi presepji magħmula mill-ġebla Għawdxija, mill-kartapesta u anke mill-bizzilla.",
                    "Il-ħinijiet tal-ftuħ huma:",
                    "- Mit-Tnejn sas-Sibt: mid-9:00 sal-4:00",
                    "- Il-Ħadd u l-festi: mid-9:00 sa nofsinhar",
                    "- Magħluq nhar il-Milied u l-Ewwel tas-Sena",
                    "Id-dħul huwa b'xejn, iżda d-donazzjonijiet se jmorru għar-restawr tal-pitturi tal-Katidral.",
                ],
                "stale-meta-date-copied-template",
                section="Kultura",
                byline="minn Marija Azzopardi",
                meta_date="2026-11-27",
            )
        )

    # --- templates --------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        h = self.href
        kicker = doc.extra.get("kicker", "")
        title = (
            f"L-Irdum - {kicker}: {doc.title}"
            if kicker
            else ("L-Irdum - Il-leħen ta' Għawdex" if doc.key == "home" else f"L-Irdum - {doc.title}")
        )
        metas = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-3">',
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Aħbarijiet minn Għawdex u Kemmuna.")}">',
            '<meta name="keywords" content="Għawdex, Gozo, aħbarijiet, news, Kemmuna, Victoria, Rabat">',
            '<meta name="author" content="L-Irdum">',
        ]
        if doc.is_article:
            metas.append(f'<meta name="date" content="{doc.extra["meta_date"]}">')
        menu = [
            ("home", "Il-Paġna Ewlenija"),
            ("ahbarijiet", "Aħbarijiet"),
            ("/sport/", "Sport"),
            ("/kultura/", "Kultura"),
            ("/opinjoni/", "Opinjoni"),
            ("temp", "It-Temp"),
            ("mewt", "Avviżi tal-Mewt"),
            ("contact", "Ikkuntattjana"),
        ]
        nav = " | ".join(self.a(k, t, "nav") for k, t in menu)
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["vapur", "sptar", "intervista", "opinjoni"]
        )
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="mt">
<head>
{chr(10).join(metas)}
<link rel="stylesheet" type="text/css" href="{h("/stil.css")}">
<link rel="shortcut icon" href="{h("/favicon.ico")}">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="{h("/js/menu.js")}"></script>
</head>
<body bgcolor="#ffffff" onload="init()">
<table id="qafas" width="980" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td colspan="2" id="ras"><a href="{h("home")}"><img src="{h("/stampi/logo.gif")}" alt="L-Irdum" width="300" height="80" border="0"></a><span class="motto">Il-leħen ta' Għawdex u Kemmuna mill-1998</span><span class="data">{mt_date("2026-12-05")}</span></td></tr>
<tr><td colspan="2" id="menu">{nav}</td></tr>
<tr>
<td id="kontenut" valign="top" width="680">
{main}
</td>
<td id="genb" valign="top" width="300">
<div class="kaxxa"><b>L-aktar moqrija</b><ol>{most}</ol></div>
<div class="kaxxa temp"><b>It-temp illum</b><br>17° / 12° · Imsaħħab<br>{self.a("temp", "Aktar dwar it-temp", "aside")}</div>
<div class="kaxxa"><b>Fittex</b><form action="{h("/fittex/")}" method="get"><input type="text" name="q" size="18"> <input type="submit" value="Fittex"></form>Suġġetti: {self.a("tag", "Trasport", "aside")} · <a href="{h("/suggetti/sahha.html")}">Saħħa</a> · {self.a("search", "vapur", "aside")}</div>
<div class="kaxxa reklam"><a href="http://www.example-gozo-hotel.test/" target="_blank"><img src="{h("/reklami/lukanda-300x250.gif")}" width="300" height="250" border="0" alt="Reklam"></a></div>
</td>
</tr>
<tr><td colspan="2" id="qiegh"><p>&copy; 1998-2026 L-Irdum. Il-materjal kollu huwa protett bid-drittijiet tal-awtur.<br>{self.a("contact", "Ikkuntattjana", "footer")} | <a href="{h("/privatezza.html")}">Privatezza</a> | <a href="{h("/rss.xml")}">RSS</a> | Aġġornat l-aħħar: 5.12.2026</p></td></tr>
</table>
<div id="cookies">Dan is-sit juża l-cookies. <a href="{h("/privatezza.html")}">Aktar tagħrif</a> <button onclick="document.getElementById('cookies').style.display='none'">OK</button></div>
<script type="text/javascript">
var _gaq = _gaq || [];
_gaq.push(['_setAccount', 'UA-1234567-1']);
_gaq.push(['_trackPageview']);
</script>
</body>
</html>"""

    def byline_html(self, doc: Doc) -> str:
        if not doc.byline:
            return ""
        text = doc.byline
        if doc.key == "vapur":
            return f'<p class="awtur">minn {self.a("author", "Ġorġ Camilleri", "byline")}</p>'
        return f'<p class="awtur">{esc(text)}</p>'

    def story_main(self, doc: Doc) -> str:
        label = f'<p class="tikketta"><b>{esc(doc.extra["label"])}</b></p>' if doc.extra.get("label") else ""
        kicker = f'<p class="kicker">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        updated = f" &middot; Aġġornat: {mt_date(doc.extra['updated'], day=False)}" if doc.extra.get("updated") else ""
        summary = (
            f'<div class="bl-ingliz" lang="en"><i>{esc(doc.extra["summary"])}</i></div>'
            if doc.extra.get("summary")
            else ""
        )
        if doc.extra.get("br"):
            paras = [self.inline(b[1]) for b in doc.blocks if b[0] == "p"]
            signs = "".join(f'<p class="sors">{esc(plain(b[1]))}</p>' for b in doc.blocks if b[0] == "sign")
            content = "<p>" + "<br><br>\n".join(paras) + "</p>\n" + signs
        else:
            content = self.blocks(doc, fig=self.fig)
        cat = doc.section
        cat_link = (
            self.a("tag", cat, "breadcrumb")
            if cat == "Trasport"
            else f'<a href="{self.href("/suggetti/" + cat.lower().replace("ħ", "h") + ".html")}">{esc(cat)}</a>'
        )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:3]
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<div class="storja">
<p class="kategorija">{self.a("ahbarijiet", "Aħbarijiet", "breadcrumb")} &raquo; {cat_link}</p>
{kicker}
{label}
<h1>{esc(doc.title)}</h1>
{self.byline_html(doc)}
<p class="data">{mt_date(doc.stamp)}{updated}</p>
{summary}
{content}
<p class="aqsam">Aqsam: <a href="https://www.facebook.com/sharer/sharer.php?u={u}" target="_blank">Facebook</a> | <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">Ibgħat b'email</a> | <a href="javascript:window.print()">Ipprintja</a></p>
</div>
<div class="relatati"><b>Aqra wkoll:</b><ul>{rel}</ul></div>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<p class="ritratt"><img src="{self.href("/stampi/2026/12/" + str(len(alt) * 37) + ".jpg")}" width="640" height="427" alt="{esc(alt)}" border="0"><br><span class="caption">{esc(caption)}</span></p>'

    def item(self, k: str) -> str:
        d = self.docs[k]
        return f'<div class="oqsma"><h2>{self.a(k, d.title, "content")}</h2><p class="data">{mt_date(d.stamp)}</p><p>{esc(self.lede(d))}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        old = "".join(
            f'<div class="oqsma"><h2><a href="{self.href(p)}">{esc(t)}</a></h2><p class="data">{mt_date(s)}</p></div>'
            for t, p, s in doc.extra.get("old", [])
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "home":
            head = '<h1 class="mohbi">L-Irdum</h1><p class="merħba">Merħba! Aħbarijiet minn Għawdex u Kemmuna, aġġornati kuljum.</p>'
            old = f'<p class="aktar">{self.a("ahbarijiet", "L-aħbarijiet kollha", "content")} | {self.a("mewt", "Avviżi tal-Mewt", "content")} | {self.a("temp", "It-Temp f’Għawdex", "content")}</p>'
        elif doc.kind == "author":
            head = f'<h1>{esc(doc.title)}</h1><p class="bio"><img src="{self.href("/stampi/kittieba/gorg.jpg")}" width="100" height="100" align="left" alt="">{esc(doc.extra["bio"])}</p><p><a href="mailto:gorg@irdum.test">gorg@irdum.test</a></p><br clear="all">'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="{self.href("/fittex/")}" method="get"><input type="text" name="q" value="vapur" size="30"> <input type="submit" value="Fittex"></form><p>Instabu {len(doc.extra["list"])} riżultati.</p>'
        elif doc.kind == "tag":
            dead_t, dead_k = doc.extra["dead"]
            old = f'<div class="oqsma"><h2>{self.a(dead_k, dead_t, "content")}</h2><p class="data">{mt_date("2026-11-18")}</p></div>'
        pager = ""
        if doc.key == "ahbarijiet":
            pager = f'<p class="pagni">Paġna: <b>1</b> {self.a("ahbarijiet2", "2", "pagination")} <a href="{self.href("/ahbarijiet/pagna-3.html")}">3</a> {self.a("ahbarijiet2", "Li jmiss »", "pagination")}</p>'
        elif doc.key == "ahbarijiet2":
            pager = f'<p class="pagni">Paġna: {self.a("ahbarijiet", "« Ta’ qabel", "pagination")} {self.a("ahbarijiet", "1", "pagination")} <b>2</b> <a href="{self.href("/ahbarijiet/pagna-3.html")}">3</a></p>'
        return f'<div class="lista lista-{doc.kind}">{head}{items}{old}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        extra = ""
        if doc.kind == "contact":
            extra = '<p>Email: <a href="mailto:redazzjoni@irdum.test">redazzjoni@irdum.test</a></p>'
        elif doc.kind == "not-found":
            extra = f"<p>{self.a('home', 'Lura għall-paġna ewlenija', 'content')} | {self.a('ahbarijiet', 'Arkivju tal-aħbarijiet', 'content')}</p>"
        elif doc.kind == "obituaries":
            extra = '<p class="nota">Biex tippubblika avviż, ċempel 2155 0001 jew ibgħat email lil <a href="mailto:avvizi@irdum.test">avvizi@irdum.test</a>.</p>'
        return f'<div class="pagna pagna-{doc.kind}"><h1>{esc(doc.title)}</h1>{body}{extra}</div>'
