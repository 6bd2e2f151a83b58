# ruff: noqa: E501 (page texts and markup are long literal lines; Lao letters and punctuation are deliberate)
"""ແສງຈຳປາ Saeng Champa: a Vientiane news site in Lao on an **ASP.NET WebForms** CMS: the whole page is one
`<form id="form1">` with `__VIEWSTATE` / `__EVENTVALIDATION`, the master page's `<title>` is the site's slogan on every
page, the headline is a `<span id="ContentPlaceHolder1_lblTitle">` (no `<h1>` anywhere), the date a
`ContentPlaceHolder1_lblDate` span, the story an editor's HTML in `ContentPlaceHolder1_divContent` (paragraphs, or lines
split by `<br /><br />` when pasted from Word); URLs `Detail.aspx?id=81234`, `News.aspx?cat=1&page=2`, `Tag.aspx?kw=`,
`Reporter.aspx?id=14`, `Search.aspx?q=`, every href relative to the page. Lao, UTF-8, Vientiane (+07:00). No JSON-LD;
Open Graph tags are set on story pages only (for Facebook sharing).

Dates: "ວັນສຸກ ທີ 4 ທັນວາ 2026, 09:40" (Lao weekday and month); the Luang Prabang bureau's story prints **Lao digits**
("ວັນພະຫັດ ທີ ໓ ທັນວາ ໒໐໒໖, ໑໔:໓໐"). Credits are mostly typed **at the end of the text** ("ຂ່າວ: …", "ຂ່າວ-ພາບ: …",
"(ຂປລ)", "ຂ່າວ: ທີມຂ່າວກິລາ"), on two stories in a "ໂດຍ:" line above it, once with the honorific "ທ່ານ". A removed
story's old URL still answers 200 with the empty detail template and a "not found" line (a **soft 404**). The
lottery-result and exchange-rate pages are tables."""

from __future__ import annotations

import base64
from urllib.parse import quote

from common import Base, blocks_html, lo_digits, page, story
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.saengchampa.test"
NAME = "ແສງຈຳປາ"
SLOGAN = "ແສງຈຳປາ - ຂ່າວສານ ແລະ ເຫດການ ທັນເຫດການ"
MONTHS = ["ມັງກອນ", "ກຸມພາ", "ມີນາ", "ເມສາ", "ພຶດສະພາ", "ມິຖຸນາ", "ກໍລະກົດ", "ສິງຫາ", "ກັນຍາ", "ຕຸລາ", "ພະຈິກ", "ທັນວາ"]
DAYS = {"2026-12-02": "ວັນພຸດ", "2026-12-03": "ວັນພະຫັດ", "2026-12-04": "ວັນສຸກ", "2026-12-05": "ວັນເສົາ"}
ARTS = ["railway", "kip", "coffee", "kpl", "football", "interview", "cold", "luangprabang"]
TAG = "ລົດໄຟລາວ-ຈີນ"
SEARCH_Q = "ກາເຟ"
REPORTERS = {"ບຸນມີ ສີສຸວັນ": 14, "ວັນນະສອນ ແກ້ວມະນີ": 22, "ສີດາ ແສງທອງ": 31, "ອຳພອນ ພົມວິຫານ": 35, "ສົມພອນ ວົງສາ": 47}


def lao_date(local: str, lao_digits: bool = False) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    text = f"{DAYS[day]} ທີ {int(d)} {MONTHS[int(m) - 1]} {y}, {time}"
    return lo_digits(text) if lao_digits else text


def viewstate(name: str, n: int) -> str:
    r = rng("viewstate-" + name)
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


class SaengChampa(Base):
    origin = ORIGIN
    name = NAME
    prefix = "scp"
    language = "lo"
    content_type = "text/html; charset=utf-8"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "scp",
            [
                "#header",
                "#menu a",
                ".detail-title",
                ".detail-date",
                ".detail-content p",
                ".news-item",
                ".box-right",
                ".related-news li",
                "#footer",
                ".lottery-table td",
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
                NAME,
                "aspnet-home",
                list=["football", "kip", "railway", "coffee", "kpl", "cold", "interview", "luangprabang"],
                more="news",
            )
        )
        add(
            page(
                "news",
                "/News.aspx?cat=1",
                "section",
                "ຂ່າວພາຍໃນ",
                "news-cat",
                list=["kip", "railway", "kpl", "cold"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/News.aspx?cat=1&page=2",
                "section",
                "ຂ່າວພາຍໃນ",
                "news-cat-page2",
                list=["interview", "luangprabang"],
            )
        )
        add(page("tag", "/Tag.aspx?kw=" + quote(TAG), "tag", TAG, "tag-list", list=["railway", "luangprabang"]))
        add(
            page(
                "author",
                "/Reporter.aspx?id=14",
                "author",
                "ບຸນມີ ສີສຸວັນ",
                "reporter-list",
                list=["railway"],
                bio="ນັກຂ່າວພາກເສດຖະກິດ ແລະ ການຄົມມະນາຄົມ.",
            )
        )
        add(
            page(
                "search",
                "/Search.aspx?q=" + quote(SEARCH_Q),
                "search",
                "ຜົນການຊອກຫາ: " + SEARCH_Q,
                "search-results",
                list=["coffee", "interview"],
            )
        )
        add(
            page(
                "lottery",
                "/Lottery.aspx",
                "lottery",
                "ຜົນຫວຍພັດທະນາ ງວດວັນສຸກ ທີ 4 ທັນວາ 2026",
                "lottery-table",
                [
                    "ຜົນການອອກເລກລາງວັນ ງວດທີ 146 ວັນທີ 04/12/2026 ເວລາ 20:30",
                    "T: ລາງວັນ | ເລກທີ່ອອກ",
                    "T: ເລກ 6 ໂຕ | 482917",
                    "T: ເລກ 5 ໂຕ | 82917",
                    "T: ເລກ 4 ໂຕ | 2917",
                    "T: ເລກ 3 ໂຕ | 917",
                    "T: ເລກ 2 ໂຕ | 17",
                    "ກະລຸນາກວດສອບຜົນຢ່າງເປັນທາງການ ນຳລັດວິສາຫະກິດຫວຍພັດທະນາ. ງວດຕໍ່ໄປ: ວັນຈັນ ທີ 7 ທັນວາ 2026.",
                ],
            )
        )
        add(
            page(
                "rate",
                "/ExchangeRate.aspx",
                "exchange-rate",
                "ອັດຕາແລກປ່ຽນເງິນຕາ ວັນທີ 05/12/2026",
                "rate-table",
                [
                    "T: ສະກຸນເງິນ | ຊື້ | ຂາຍ",
                    "T: USD | 21.820 | 21.950",
                    "T: THB | 628 | 636",
                    "T: CNY | 3.010 | 3.060",
                    "T: EUR | 23.480 | 23.810",
                    "T: VND (100) | 84 | 89",
                    "ອັດຕາອ້າງອີງຂອງທະນາຄານແຫ່ງ ສປປ ລາວ: 1 USD = 21.865 ກີບ. ອັດຕາຂ້າງເທິງແມ່ນອັດຕາສະເລ່ຍຂອງທະນາຄານທຸລະກິດ ເວລາ 08:30.",
                ],
            )
        )
        add(page("notfound", "/Detail.aspx?id=79102", "not-found", "ບໍ່ພົບຂ່າວທີ່ທ່ານຊອກຫາ", "soft-404-empty-detail"))
        add(
            story(
                "railway",
                "/Detail.aspx?id=81234",
                "ລົດໄຟລາວ-ຈີນ ຂົນສົ່ງຜູ້ໂດຍສານໄດ້ກວ່າ 4 ລ້ານເທື່ອຄົນ ໃນປີ 2026",
                "2026-12-04",
                None,
                "2026-12-04 09:40",
                ["ບຸນມີ ສີສຸວັນ"],
                [
                    "ລັດວິສາຫະກິດທາງລົດໄຟລາວ-ຈີນ ໄດ້ລາຍງານວ່າ ນັບແຕ່ຕົ້ນປີ 2026 ຮອດທ້າຍເດືອນພະຈິກ ທາງລົດໄຟລາວ-ຈີນ ໄດ້ຂົນສົ່ງຜູ້ໂດຍສານພາຍໃນປະເທດ ແລະ ຂ້າມແດນ ໄດ້ທັງໝົດ 4,2 ລ້ານເທື່ອຄົນ ເພີ່ມຂຶ້ນ 18% ທຽບໃສ່ໄລຍະດຽວກັນຂອງປີຜ່ານມາ.",
                    "ໃນນັ້ນ ຜູ້ໂດຍສານຕ່າງປະເທດ ທີ່ເດີນທາງຂ້າມແດນຜ່ານດ່ານບໍ່ເຕັນ ມີປະມານ 610.000 ເທື່ອຄົນ ສ່ວນຫຼາຍແມ່ນນັກທ່ອງທ່ຽວຈີນ ແລະ ໄທ ທີ່ມາທ່ຽວຫຼວງພະບາງ ແລະ ວັງວຽງ.",
                    "ທ່ານ ສຸລິຍາ ພົມມະສອນ ຮອງຫົວໜ້າພະແນກການຕະຫຼາດ ໃຫ້ຮູ້ວ່າ ໃນຊ່ວງບຸນປີໃໝ່ສາກົນ ບໍລິສັດຈະເພີ່ມຖ້ຽວລົດໄຟລະຫວ່າງນະຄອນຫຼວງວຽງຈັນ ແລະ ຫຼວງພະບາງ ອີກວັນລະ 2 ຖ້ຽວ ເພື່ອຮອງຮັບຄວາມຕ້ອງການຂອງຜູ້ໂດຍສານ.",
                    "ນອກຈາກນີ້ ການຂົນສົ່ງສິນຄ້າທາງລົດໄຟ ກໍເພີ່ມຂຶ້ນຢ່າງຕໍ່ເນື່ອງ ໂດຍສະເພາະສິນຄ້າກະສິກຳ ເຊັ່ນ: ມັນຕົ້ນ, ກ້ວຍ ແລະ ທຸລຽນ ທີ່ສົ່ງອອກໄປປະເທດຈີນ.",
                    "ຜູ້ໂດຍສານສາມາດຊື້ປີ້ລົດໄຟຜ່ານແອັບ LCR Ticket ໄດ້ລ່ວງໜ້າ 7 ວັນ.",
                    "SIGN: ຂ່າວ: ບຸນມີ ສີສຸວັນ",
                ],
                "credit-after-text-span-title",
                section="ເສດຖະກິດ",
                tags=[TAG, "ທ່ອງທ່ຽວ"],
                keywords="ລາວ, ຂ່າວລາວ, ລົດໄຟ, ລົດໄຟລາວຈີນ, ລົດໄຟລາວ-ຈີນ, laos china railway, lcr, laos news, lao news, vientiane, luang prabang, ຫຼວງພະບາງ, ວັງວຽງ, ປີ້ລົດໄຟ, ຂ່າວມື້ນີ້, ຂ່າວດ່ວນ, saengchampa",
            )
        )
        add(
            story(
                "kip",
                "/Detail.aspx?id=81240",
                "ອັດຕາເງິນເຟີ້ເດືອນພະຈິກ ຫຼຸດລົງມາຢູ່ທີ່ 6,8%",
                "2026-12-04",
                None,
                "2026-12-04 11:15",
                ["ວັນນະສອນ ແກ້ວມະນີ"],
                [
                    "ສູນສະຖິຕິແຫ່ງຊາດ ໄດ້ປະກາດວ່າ ອັດຕາເງິນເຟີ້ຂອງ ສປປ ລາວ ໃນເດືອນພະຈິກ 2026 ຢູ່ທີ່ 6,8% ຫຼຸດລົງຈາກ 7,5% ໃນເດືອນຕຸລາ ເຊິ່ງເປັນລະດັບຕ່ຳສຸດນັບແຕ່ຕົ້ນປີເປັນຕົ້ນມາ.",
                    "ການຫຼຸດລົງດັ່ງກ່າວ ແມ່ນຍ້ອນລາຄານ້ຳມັນເຊື້ອໄຟ ແລະ ລາຄາອາຫານບາງປະເພດຫຼຸດລົງ ພ້ອມທັງອັດຕາແລກປ່ຽນເງິນກີບທີ່ໝັ້ນທ່ຽງຂຶ້ນ.",
                    "T: ເດືອນ | ອັດຕາເງິນເຟີ້",
                    "T: ສິງຫາ | 8,1%",
                    "T: ກັນຍາ | 7,9%",
                    "T: ຕຸລາ | 7,5%",
                    "T: ພະຈິກ | 6,8%",
                    "ທະນາຄານແຫ່ງ ສປປ ລາວ ຄາດວ່າ ອັດຕາເງິນເຟີ້ຈະສືບຕໍ່ຫຼຸດລົງ ແລະ ອາດຢູ່ຕ່ຳກວ່າ 6% ໃນໄຕມາດທຳອິດຂອງປີ 2027 ຖ້າອັດຕາແລກປ່ຽນຍັງໝັ້ນທ່ຽງ.",
                    "ປະຈຸບັນ ອັດຕາແລກປ່ຽນຢູ່ທະນາຄານທຸລະກິດ ແມ່ນປະມານ 21.900 ກີບຕໍ່ 1 ໂດລາສະຫະລັດ.",
                    "NOTE: ເບິ່ງ [[rate|ອັດຕາແລກປ່ຽນເງິນຕາມື້ນີ້]]",
                    "SIGN: ຂ່າວ: ວັນນະສອນ ແກ້ວມະນີ",
                ],
                "data-table-credit-after-text",
                section="ເສດຖະກິດ",
                tags=["ເງິນເຟີ້", "ເງິນກີບ"],
            )
        )
        add(
            story(
                "coffee",
                "/Detail.aspx?id=81229",
                "ຊາວສວນກາເຟພູພຽງບໍລະເວນ ເລີ່ມເກັບກ່ຽວ ຄາດວ່າຜົນຜະລິດເພີ່ມຂຶ້ນ",
                "2026-12-03",
                None,
                "2026-12-03 16:05",
                ["ວັນນະສອນ ແກ້ວມະນີ"],
                [
                    "ແຂວງຈຳປາສັກ: ຊາວສວນກາເຟຢູ່ເມືອງປາກຊ່ອງ ພູພຽງບໍລະເວນ ໄດ້ເລີ່ມເກັບກ່ຽວໝາກກາເຟລະດູການ 2026-2027 ແລ້ວ ໂດຍຄາດວ່າຜົນຜະລິດຈະເພີ່ມຂຶ້ນປະມານ 10% ຍ້ອນມີຝົນຕົກພຽງພໍໃນລະດູຝົນທີ່ຜ່ານມາ.",
                    "ນາງ ຄຳແພງ ສີລາວົງ ຊາວສວນກາເຟບ້ານໜອງຫຼວງ ເວົ້າວ່າ: “ປີນີ້ໝາກກາເຟດົກ ແລະ ສຸກພ້ອມກັນ ແຕ່ຂາດແຮງງານເກັບ ເພາະໄວໜຸ່ມຫຼາຍຄົນໄປເຮັດວຽກຢູ່ໄທ”.",
                    "ລາຄາໝາກກາເຟສົດ ປະເພດອາຣາບິກາ ຢູ່ທີ່ປະມານ 9.000 ກີບຕໍ່ກິໂລ ສ່ວນປະເພດໂຣບັສຕ້າ ແມ່ນ 6.500 ກີບຕໍ່ກິໂລ ສູງກວ່າປີກາຍເລັກນ້ອຍ.",
                    "FIG: ຊາວສວນເກັບໝາກກາເຟ | ຊາວສວນເກັບໝາກກາເຟຢູ່ເມືອງປາກຊ່ອງ ແຂວງຈຳປາສັກ.",
                    "ພະແນກກະສິກຳ ແລະ ປ່າໄມ້ແຂວງ ໄດ້ແນະນຳໃຫ້ຊາວສວນຕາກກາເຟໃຫ້ແຫ້ງດີ ເພື່ອຮັກສາຄຸນນະພາບ ແລະ ໄດ້ລາຄາດີໃນການສົ່ງອອກ.",
                    "SIGN: ຂ່າວ-ພາບ: ວັນນະສອນ ແກ້ວມະນີ",
                ],
                "news-photo-credit-after-text",
                section="ເສດຖະກິດ",
                tags=["ກາເຟ", "ຈຳປາສັກ"],
            )
        )
        add(
            story(
                "kpl",
                "/Detail.aspx?id=81245",
                "ລັດຖະບານ ເປີດກອງປະຊຸມປະຈຳເດືອນພະຈິກ ປຶກສາຫາລືສະພາບເສດຖະກິດ-ສັງຄົມ",
                "2026-12-04",
                None,
                "2026-12-04 14:30",
                [],
                [
                    "ວັນທີ 3-4 ທັນວາ 2026 ລັດຖະບານ ໄດ້ເປີດກອງປະຊຸມປະຈຳເດືອນພະຈິກ ທີ່ຫ້ອງວ່າການສຳນັກງານນາຍົກລັດຖະມົນຕີ ນະຄອນຫຼວງວຽງຈັນ ເພື່ອຄົ້ນຄວ້າ ແລະ ປະກອບຄຳເຫັນໃສ່ບັນດາເອກະສານສຳຄັນ.",
                    "ກອງປະຊຸມໄດ້ຕີລາຄາສະພາບເສດຖະກິດ-ສັງຄົມ ໃນ 11 ເດືອນຜ່ານມາ ເຊິ່ງເຫັນວ່າ ເສດຖະກິດມີການຂະຫຍາຍຕົວ, ອັດຕາເງິນເຟີ້ຫຼຸດລົງ ແລະ ລາຍຮັບງົບປະມານເພີ່ມຂຶ້ນ.",
                    "ພ້ອມນີ້ ກອງປະຊຸມຍັງໄດ້ມອບໃຫ້ບັນດາກະຊວງ ແລະ ແຂວງ ສືບຕໍ່ຄຸ້ມຄອງລາຄາສິນຄ້າ ແລະ ກະກຽມການສະເຫຼີມສະຫຼອງປີໃໝ່ສາກົນ ໃຫ້ມີຄວາມສະຫງົບ ແລະ ປອດໄພ.",
                    "SIGN: (ຂປລ)",
                ],
                "agency-kpl-br-paragraphs",
                section="ການເມືອງ",
                br=True,
                tags=["ລັດຖະບານ"],
            )
        )
        add(
            story(
                "football",
                "/Detail.aspx?id=81251",
                "ນາຄາ ເອັຟຊີ ຊະນະ ສະຫວັນ ສະຕາ 2-1 ຂຶ້ນນຳຕາຕະລາງລາວລີກ",
                "2026-12-04",
                None,
                "2026-12-04 22:10",
                [],
                [
                    "ໃນການແຂ່ງຂັນບານເຕະລາວລີກ ນັດທີ 16 ເມື່ອແລງວັນທີ 4 ທັນວາ ທີ່ເດີ່ນກິລາແຫ່ງຊາດ ກມ 16 ທີມ ນາຄາ ເອັຟຊີ ເອົາຊະນະ ສະຫວັນ ສະຕາ ໄປ 2-1 ປະຕູ.",
                    "ນາຄາ ເອັຟຊີ ໄດ້ປະຕູນຳກ່ອນໃນນາທີທີ 12 ຈາກການໂຢກຫົວຂອງ ພອນສະຫວັນ ຈັນທະລາ ກ່ອນທີ່ ສະຫວັນ ສະຕາ ຈະຕີເສີມໄດ້ໃນນາທີທີ 55. ແຕ່ໃນນາທີທີ 88 ສຸກສະຫວັດ ແກ້ວວົງສາ ຍິງປະຕູໄຊຊະນະໃຫ້ທີມ.",
                    "ຜົນການແຂ່ງຂັນດັ່ງກ່າວ ເຮັດໃຫ້ ນາຄາ ເອັຟຊີ ມີ 35 ຄະແນນ ຂຶ້ນນຳຕາຕະລາງ ຫຼາຍກວ່າອັນດັບສອງ 1 ຄະແນນ.",
                    "SIGN: ຂ່າວ: ທີມຂ່າວກິລາ",
                ],
                "sports-desk-credit-br-paragraphs",
                section="ກິລາ",
                br=True,
                tags=["ບານເຕະ", "ລາວລີກ"],
            )
        )
        add(
            story(
                "interview",
                "/Detail.aspx?id=81222",
                "ສຳພາດ: ແມ່ຄ້າຕະຫຼາດເຊົ້າ ກັບການປັບຕົວໃນຍຸກອອນລາຍ",
                "2026-12-03",
                None,
                "2026-12-03 10:20",
                ["ສີດາ ແສງທອງ"],
                [
                    "ແສງຈຳປາ ໄດ້ມີໂອກາດສຳພາດ ນາງ ບົວພັນ ສີສົມບັດ ແມ່ຄ້າຜ້າໄໝຢູ່ຕະຫຼາດເຊົ້າ ນະຄອນຫຼວງວຽງຈັນ ກ່ຽວກັບການຂາຍສິນຄ້າຜ່ານອອນລາຍ.",
                    "Q: ຖາມ: ເລີ່ມຂາຍຜ້າໄໝຜ່ານອອນລາຍຕັ້ງແຕ່ເມື່ອໃດ? || ຕອບ: ເລີ່ມຕັ້ງແຕ່ຊ່ວງໂຄວິດ ປີ 2020 ເພາະລູກຄ້າບໍ່ມາຕະຫຼາດ. ທຳອິດຂາຍຜ່ານເຟສບຸກ ຕໍ່ມາກໍຂາຍຜ່ານ TikTok ນຳ.",
                    "Q: ຖາມ: ປະຈຸບັນ ຍອດຂາຍອອນລາຍຫຼາຍປານໃດ? || ຕອບ: ປະມານເຄິ່ງໜຶ່ງຂອງຍອດຂາຍທັງໝົດ. ລູກຄ້າຕ່າງປະເທດກໍສັ່ງຊື້ຫຼາຍຂຶ້ນ ໂດຍສະເພາະຈາກໄທ ແລະ ອາເມລິກາ.",
                    "Q: ຖາມ: ມີຂໍ້ຫຍຸ້ງຍາກຫຍັງແດ່? || ຕອບ: ຄ່າຂົນສົ່ງໄປຕ່າງປະເທດແພງ ແລະ ບາງເທື່ອລູກຄ້າບໍ່ເຊື່ອວ່າແມ່ນຜ້າໄໝແທ້. ພວກເຮົາຕ້ອງຖ່າຍວິດີໂອໃຫ້ເບິ່ງທຸກຂັ້ນຕອນ.",
                    "Q: ຖາມ: ຢາກຝາກຫຍັງເຖິງແມ່ຄ້າຄົນອື່ນ? || ຕອບ: ຢ່າຢ້ານເຕັກໂນໂລຊີ. ເລີ່ມຈາກສິ່ງງ່າຍໆ ເຊັ່ນ: ຖ່າຍຮູບສິນຄ້າໃຫ້ງາມ ແລະ ຕອບລູກຄ້າໄວ.",
                ],
                "qa-kicker-in-title-by-line",
                section="ສັງຄົມ",
                by_line="ໂດຍ: ສີດາ ແສງທອງ",
                tags=["ຕະຫຼາດເຊົ້າ", "ອອນລາຍ"],
            )
        )
        add(
            story(
                "cold",
                "/Detail.aspx?id=81218",
                "ອາກາດໜາວປົກຄຸມພາກເໜືອ ອຸນຫະພູມຢູ່ແຂວງຫົວພັນ ຫຼຸດລົງເຫຼືອ 5 ອົງສາ",
                "2026-12-03",
                None,
                "2026-12-03 08:50",
                ["ອຳພອນ ພົມວິຫານ", "ສີດາ ແສງທອງ"],
                [
                    "ກົມອຸຕຸນິຍົມ ແລະ ອຸທົກກະສາດ ລາຍງານວ່າ ໃນຕອນເຊົ້າວັນທີ 3 ທັນວາ 2026 ອຸນຫະພູມຢູ່ເມືອງຊຳເໜືອ ແຂວງຫົວພັນ ຫຼຸດລົງເຫຼືອພຽງ 5 ອົງສາ ເຊິ່ງເປັນອຸນຫະພູມຕ່ຳສຸດຂອງລະດູໜາວປີນີ້.",
                    "ແຂວງອື່ນໆໃນພາກເໜືອ ເຊັ່ນ: ຊຽງຂວາງ, ຜົ້ງສາລີ ແລະ ຫຼວງນ້ຳທາ ກໍມີອຸນຫະພູມລະຫວ່າງ 7 ຫາ 10 ອົງສາ ແລະ ມີໝອກໜາໃນຕອນເຊົ້າ.",
                    "## ຄຳແນະນຳດ້ານສຸຂະພາບ",
                    "ກະຊວງສາທາລະນະສຸກ ແນະນຳໃຫ້ປະຊາຊົນ ໂດຍສະເພາະເດັກນ້ອຍ ແລະ ຜູ້ສູງອາຍຸ ນຸ່ງເຄື່ອງກັນໜາວ ແລະ ລະວັງການເກີດໄຟໄໝ້ຈາກການດັງໄຟອັງ.",
                    "ຜູ້ຂັບຂີ່ລົດໃນເສັ້ນທາງພູດອຍ ຄວນເປີດໄຟ ແລະ ຂັບຂີ່ດ້ວຍຄວາມລະມັດລະວັງ ເນື່ອງຈາກມີໝອກໜາ.",
                    "SIGN: ຂ່າວ: ອຳພອນ ພົມວິຫານ ແລະ ສີດາ ແສງທອງ",
                ],
                "two-reporters-lae-subhead",
                section="ສັງຄົມ",
                tags=["ອາກາດ"],
            )
        )
        add(
            story(
                "luangprabang",
                "/Detail.aspx?id=81210",
                "ຫຼວງພະບາງ ຕ້ອນຮັບນັກທ່ອງທ່ຽວກວ່າ 90.000 ຄົນ ໃນເດືອນພະຈິກ",
                "2026-12-03",
                None,
                "2026-12-03 14:30",
                ["ສົມພອນ ວົງສາ"],
                [
                    "ແຂວງຫຼວງພະບາງ: ພະແນກຖະແຫຼງຂ່າວ, ວັດທະນະທຳ ແລະ ທ່ອງທ່ຽວແຂວງ ລາຍງານວ່າ ໃນເດືອນພະຈິກ 2026 ມີນັກທ່ອງທ່ຽວທັງພາຍໃນ ແລະ ຕ່າງປະເທດ ເດີນທາງມາທ່ຽວຫຼວງພະບາງ ກວ່າ 90.000 ຄົນ ເພີ່ມຂຶ້ນ 22% ທຽບໃສ່ເດືອນດຽວກັນຂອງປີກາຍ.",
                    "ນັກທ່ອງທ່ຽວສ່ວນຫຼາຍມາຈາກ ຈີນ, ໄທ, ເກົາຫຼີ ແລະ ຝຣັ່ງ ແລະ ນິຍົມມາທ່ຽວຊົມການຕັກບາດຕອນເຊົ້າ, ນ້ຳຕົກຕາດກວາງຊີ ແລະ ພະທາດພູສີ.",
                    "ທ່ານ ຄຳຫຼ້າ ສຸວັນນະລາດ ເຈົ້າຂອງເຮືອນພັກແຫ່ງໜຶ່ງໃນເຂດເມືອງເກົ່າ ກ່າວວ່າ: “ຫ້ອງພັກເກືອບເຕັມໝົດແລ້ວ ຮອດທ້າຍເດືອນທັນວາ, ປີນີ້ດີກວ່າທຸກປີທີ່ຜ່ານມາ”.",
                    "ອຳນາດການປົກຄອງແຂວງ ໄດ້ຮຽກຮ້ອງໃຫ້ນັກທ່ອງທ່ຽວ ເຄົາລົບຮີດຄອງປະເພນີ ໂດຍສະເພາະໃນເວລາຕັກບາດ ແລະ ບໍ່ຖ່າຍຮູບໃກ້ພະສົງເກີນໄປ.",
                ],
                "lao-digit-date-honorific-by-line",
                section="ທ່ອງທ່ຽວ",
                by_line="ໂດຍ: ທ່ານ ສົມພອນ ວົງສາ",
                lao_digits=True,
                tags=[TAG, "ຫຼວງພະບາງ"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        out = [
            f"<title>{SLOGAN}</title>",
            '<meta name="description" content="Saeng Champa - Lao news, economy, society, sport and entertainment from Vientiane, Laos. ຂ່າວສານລາວ ທັນເຫດການ" />',
            f'<meta name="keywords" content="{esc(doc.extra.get("keywords", "ຂ່າວ, ຂ່າວລາວ, ລາວ, laos, lao news, vientiane, ວຽງຈັນ, ເສດຖະກິດ, ກິລາ, ບັນເທີງ, ຫວຍ, ຫວຍລາວ, ຜົນຫວຍ, ອັດຕາແລກປ່ຽນ, ຂ່າວມື້ນີ້"))}" />',
        ]
        if doc.is_article:
            url = self.url(doc.key)
            out += [
                f'<meta property="og:url" content="{esc(url)}" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                f'<meta property="og:description" content="{esc(self.lede(doc))}" />',
                f'<meta property="og:image" content="{ORIGIN}/Upload/News/{doc.path.split("=")[-1]}_1.jpg" />',
                '<meta property="fb:app_id" content="418820551234567" />',
            ]
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        action = "." + doc.path if doc.path != "/" else "./Default.aspx"
        menu = " ".join(
            self.a(k, t, "nav", f'id="HyperLink{i + 1}"')
            for i, (k, t) in enumerate(
                (
                    ("home", "ໜ້າຫຼັກ"),
                    ("news", "ຂ່າວພາຍໃນ"),
                    ("/News.aspx?cat=2", "ຕ່າງປະເທດ"),
                    ("/News.aspx?cat=3", "ເສດຖະກິດ"),
                    ("/News.aspx?cat=4", "ກິລາ"),
                    ("/News.aspx?cat=5", "ບັນເທີງ"),
                    ("lottery", "ຫວຍ"),
                    ("rate", "ອັດຕາແລກປ່ຽນ"),
                )
            )
        )
        hot = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["railway", "football", "coffee"]
            if k != doc.key
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
{self.head(doc)}
<link href="css/style.css?v=3.2" rel="stylesheet" type="text/css" /><link href="https://fonts.googleapis.com/css2?family=Noto+Sans+Lao:wght@400;700&amp;display=swap" rel="stylesheet" />
<style type="text/css">body{{font-family:'Noto Sans Lao','Phetsarath OT',sans-serif}} /*PAD*/</style>
</head>
<body>
<form method="post" action="{esc(action)}" id="form1">
<div class="aspNetHidden">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="{viewstate(doc.key, 2200 if "list" in doc.extra else 1300)}" />
</div>
<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['form1'];
if (!theForm) {{ theForm = document.form1; }}
function __doPostBack(eventTarget, eventArgument) {{
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {{
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }}
}}
//]]>
</script>
<script src="/WebResource.axd?d=pynGkmcFUV13He1Qd6_TZAG0REM8qqEBAHCZinHsmTftbBz8ARFqQG4SmTbTGQGNsxByiuhhp7M8BL__qlDclA2&amp;t=638459120940000000" type="text/javascript"></script>
<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="CA0B0334" /><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="{viewstate(doc.key + "-ev", 120)}" /></div>
<div id="wrapper">
<div id="header"><div class="logo"><a href="{esc(self.href("home"))}"><img src="images/logo.png" alt="{NAME}" /></a></div>
<div class="header-date"><span id="lblToday">{lao_date("2026-12-05 08:00").rsplit(",", 1)[0]}</span></div>
<div class="banner-top"><a href="https://ads.saengchampa.test/banner.aspx?id=31" target="_blank"><img src="Upload/Banner/bcel-one-728x90.gif" alt="" /></a></div></div>
<div id="menu">{menu}</div>
<div id="search-bar"><input name="ctl00$txtSearch" type="text" id="txtSearch" class="txt-search" placeholder="ຊອກຫາຂ່າວ..." /><input type="submit" name="ctl00$btnSearch" value="ຊອກຫາ" id="btnSearch" class="btn-search" /></div>
<div id="content">
<div class="box-left">
{main}
</div>
<div class="box-right">
<div class="box-hot"><div class="box-head">ຂ່າວເດັ່ນ</div><ul>{hot}</ul></div>
<div class="box-service"><div class="box-head">ບໍລິການ</div>{self.a("lottery", "ຜົນຫວຍພັດທະນາ", "aside")}<br />{self.a("rate", "ອັດຕາແລກປ່ຽນເງິນຕາ", "aside")}</div>
<div class="box-search"><div class="box-head">ຄົ້ນຫາຍອດນິຍົມ</div>{self.a("search", SEARCH_Q, "aside")} · <a href="Search.aspx?q={quote("ຫວຍ")}">ຫວຍ</a> · <a href="Search.aspx?q={quote("ນ້ຳມັນ")}">ນ້ຳມັນ</a></div>
<div class="box-ads"><a href="https://ads.saengchampa.test/banner.aspx?id=44" target="_blank"><img src="Upload/Banner/unitel-300x250.jpg" alt="" /></a></div>
<div class="box-fb"><div class="fb-page" data-href="https://www.facebook.com/saengchampa.test" data-width="300"></div></div>
</div>
</div>
<div id="footer"><p>ແສງຈຳປາ - ບ້ານສີສະຫວາດ, ເມືອງຈັນທະບູລີ, ນະຄອນຫຼວງວຽງຈັນ. ໂທ: 021 214 567 | Email: info@saengchampa.test</p>
<p>Copyright © 2026 Saeng Champa. All rights reserved. Designed by LaoWebDesign</p></div>
</div>
<script type="text/javascript">
//<![CDATA[
WebForm_InitCallback();//]]>
</script>
</form>
<div id="fb-root"></div><script async defer crossorigin="anonymous" src="https://connect.facebook.net/lo_LA/sdk.js#xfbml=1&amp;version=v19.0"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-SCP0LAO21"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){{dataLayer.push(arguments);}} gtag('js', new Date()); gtag('config', 'G-SCP0LAO21');</script>
</body>
</html>"""

    def content_html(self, doc: Doc) -> str:
        parts = []
        for b in doc.blocks:
            if b[0] == "sign":
                parts.append(
                    f"<b>{self.inline(b[1])}</b>"
                    if doc.extra.get("br")
                    else f'<p style="text-align: right;"><strong>{self.inline(b[1])}</strong></p>'
                )
            elif doc.extra.get("br") and b[0] == "p":
                parts.append(self.inline(b[1]))
            else:
                parts.append(blocks_html(self, [b]))
        return ("<br />\n<br />\n" if doc.extra.get("br") else "\n").join(parts)

    def story_main(self, doc: Doc) -> str:
        by = (
            f'<span id="ContentPlaceHolder1_lblBy" class="detail-by">{esc(doc.extra["by_line"])}</span>'
            if doc.extra.get("by_line")
            else '<span id="ContentPlaceHolder1_lblBy" class="detail-by"></span>'
        )
        date = lao_date(doc.stamp, doc.extra.get("lao_digits", False))
        content = self.content_html(doc)
        tags = " ".join(
            self.a("tag", t, "tag") if t == TAG else f'<a href="Tag.aspx?kw={quote(t)}">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')} <span class='date'>({self.docs[k].stamp[:10]})</span></li>"
            for k in rel
        )
        if doc.key == "railway":
            related += f"<li>{self.a('notfound', 'ລົດໄຟລາວ-ຈີນ ຄົບຮອບ 4 ປີ ຂົນສົ່ງຜູ້ໂດຍສານກວ່າ 10 ລ້ານເທື່ອຄົນ', 'related')} <span class='date'>(2025-12-03)</span></li>"
        reporter = '<a id="ContentPlaceHolder1_lnkReporter"></a>'
        if doc.key == "railway":
            reporter = self.a("author", "ບຸນມີ ສີສຸວັນ", "byline", 'id="ContentPlaceHolder1_lnkReporter"')
        elif doc.authors:
            reporter = f'<a id="ContentPlaceHolder1_lnkReporter" href="Reporter.aspx?id={REPORTERS[doc.authors[0]]}">{esc(doc.authors[0])}</a>'
        views = 500 + int(doc.path.split("=")[-1]) % 3000
        share = quote(self.url(doc.key), safe="")
        return f"""<div class="detail">
<div class="detail-path"><a href="{esc(self.href("home"))}">ໜ້າຫຼັກ</a> &raquo; <span id="ContentPlaceHolder1_lblCat">{esc(doc.section)}</span></div>
<span id="ContentPlaceHolder1_lblTitle" class="detail-title">{esc(doc.title)}</span>
<div class="detail-date"><span id="ContentPlaceHolder1_lblDate">{date}</span> | ເບິ່ງ: <span id="ContentPlaceHolder1_lblView">{views}</span></div>
{by}
<div class="detail-img"><img id="ContentPlaceHolder1_imgNews" src="Upload/News/{doc.path.split("=")[-1]}_1.jpg" style="width:100%;" /></div>
<div id="ContentPlaceHolder1_divContent" class="detail-content">
{content}
</div>
<div class="detail-reporter">ນັກຂ່າວ: {reporter}</div>
<div class="detail-tag">ຄຳຄົ້ນ: {tags}</div>
<div class="detail-share"><a href="https://www.facebook.com/sharer/sharer.php?u={share}" target="_blank">ແບ່ງປັນ Facebook</a> <a href="https://wa.me/?text={share}" target="_blank">WhatsApp</a></div>
<div class="related-news"><div class="box-head">ຂ່າວທີ່ກ່ຽວຂ້ອງ</div><ul>{related}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="news-item"><img src="Upload/News/{d.path.split("=")[-1]}_s.jpg" alt="" class="news-thumb" />'
                f'<div class="news-title">{self.a(k, d.title, "content")}</div><div class="news-date">{lao_date(d.stamp, d.extra.get("lao_digits", False))}</div><div class="news-sum">{esc(self.lede(d))}</div></div>'
            )
        head = f'<div class="cat-title"><span id="ContentPlaceHolder1_lblCatName">{esc(doc.title)}</span></div>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="cat-title"><span id="ContentPlaceHolder1_lblReporter">{esc(doc.title)}</span></div><div class="reporter-info">{esc(doc.extra["bio"])}</div>'
            items.append(
                '<div class="news-item"><div class="news-title"><a href="Detail.aspx?id=80977">ທາງດ່ວນວຽງຈັນ-ວັງວຽງ ມີລົດສັນຈອນເພີ່ມຂຶ້ນ 25%</a></div><div class="news-date">ວັນພຸດ ທີ 25 ພະຈິກ 2026, 10:05</div></div>'
            )
        elif doc.kind == "search":
            head = f'<div class="cat-title"><span id="ContentPlaceHolder1_lblSearch">{esc(doc.title)}</span></div><div class="search-count">ພົບ {len(doc.extra["list"])} ລາຍການ</div>'
        elif doc.kind == "tag":
            head = f'<div class="cat-title">ຄຳຄົ້ນ: <span id="ContentPlaceHolder1_lblTag">{esc(doc.title)}</span></div>'
        elif doc.key == "home":
            head = ""
            extra = f'<div class="home-service"><div class="box-head">ຫວຍ ແລະ ອັດຕາແລກປ່ຽນ</div>{self.a("lottery", self.docs["lottery"].title, "content")}<br />{self.a("rate", self.docs["rate"].title, "content")}</div>'
        pager = ""
        if doc.key == "news":
            pager = f'<div class="pager"><span class="current">1</span> {self.a("news2", "2", "pagination")} <a href="News.aspx?cat=1&amp;page=3">3</a> <a href="News.aspx?cat=1&amp;page=4">4</a> {self.a("news2", "ຖັດໄປ »", "pagination")}</div>'
        elif doc.key == "news2":
            pager = f'<div class="pager">{self.a("news", "« ກ່ອນໜ້າ", "pagination")} {self.a("news", "1", "pagination")} <span class="current">2</span> <a href="News.aspx?cat=1&amp;page=3">3</a></div>'
            items.append(
                '<div class="news-item"><div class="news-title"><a href="Detail.aspx?id=81205">ນະຄອນຫຼວງວຽງຈັນ ກຽມຈັດງານວາງສະແດງສິນຄ້າລາວ ປະຈຳປີ 2026</a></div><div class="news-date">ວັນພຸດ ທີ 2 ທັນວາ 2026, 15:40</div></div>'
            )
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("news", "ເບິ່ງຂ່າວທັງໝົດ »", "content")}</div>'
        return f'{head}<div class="news-list">{"".join(items)}</div>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["football", "kip", "railway"]
            )
            return f"""<div class="detail">
<div class="detail-path"><a href="{esc(self.href("home"))}">ໜ້າຫຼັກ</a> &raquo; <span id="ContentPlaceHolder1_lblCat"></span></div>
<span id="ContentPlaceHolder1_lblTitle" class="detail-title"></span>
<div class="detail-date"><span id="ContentPlaceHolder1_lblDate"></span> | ເບິ່ງ: <span id="ContentPlaceHolder1_lblView">0</span></div>
<div id="ContentPlaceHolder1_divContent" class="detail-content">
<div id="ContentPlaceHolder1_pnlNotFound" class="not-found"><p class="nf-title">{esc(doc.title)}</p><p>ຂ່າວນີ້ອາດຖືກລຶບອອກແລ້ວ ຫຼື ລິ້ງບໍ່ຖືກຕ້ອງ. <a href="{esc(self.href("home"))}">ກັບໄປໜ້າຫຼັກ</a></p></div>
</div>
<div class="related-news"><div class="box-head">ຂ່າວລ່າສຸດ</div><ul>{latest}</ul></div>
</div>"""
        cls = "lottery-table" if doc.kind == "lottery" else "rate-table"
        html = self.blocks(doc).replace(
            '<table class="data">',
            f'<table class="{cls}" cellspacing="0" border="1" style="border-collapse:collapse;">',
        )
        note = ""
        if doc.kind == "lottery":
            note = '<div class="lottery-old">ງວດທີ່ຜ່ານມາ: <a href="Lottery.aspx?d=2026-12-02">02/12/2026</a> | <a href="Lottery.aspx?d=2026-11-30">30/11/2026</a> | <a href="Lottery.aspx?d=2026-11-27">27/11/2026</a></div>'
        return f'<div class="service"><span id="ContentPlaceHolder1_lblTitle" class="detail-title">{esc(doc.title)}</span>\n{html}\n{note}</div>'
