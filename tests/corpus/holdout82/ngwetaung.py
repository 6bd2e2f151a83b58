# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Burmese letters and punctuation are deliberate)
"""ငွေတောင် Ngwe Taung: a Yangon daily in Burmese on **Joomla 3 + K2** under a JoomlArt T3 template (`t3-mainnav`,
`t3-content`, `itemView`, `itemHeader`, `h2.itemTitle` as the headline, `itemAuthor` "Written by", `itemDateCreated`,
`itemIntroText` (the bold first paragraph) + `itemFullText`, `itemTagsBlock`, `itemRelated`, `itemComments`),
SEF URLs that keep `index.php` and an item alias made of the **UTC creation time** because the title is not Latin
(`/index.php/news/local/item/40321-2026-12-04-02-45-18`), K2 list pages paged with `?start=10`,
`/index.php/component/k2/itemlist/tag/<percent-encoded>`, `/index.php/component/k2/itemlist/user/62-…`, the Joomla
search component. Burmese, UTF-8, Yangon time (**+06:30**).

K2's language strings were never translated, so "Written by", "Published in", "Tagged under", "Related items" are
English and `<html lang="en-gb">` while the text is Burmese; dates are printed by the template in Burmese with
Myanmar digits ("သောကြာ၊ ၀၄ ဒီဇင်ဘာ ၂၀၂၆ ၀၉:၁၅"). An SEO plugin adds an **English** `NewsArticle` JSON-LD (English
headline, romanised author) to the stories that have English fields filled in; the Mandalay fire (06:15 on 5 Dec) is
`2026-12-04T23:45:00Z` there and its author is the site typed as a Person; the translated story's JSON-LD author is
the translator. The 2016 archive story is still in the **Zawgyi** font encoding (Myanmar-block code points in visual
order, served as UTF-8 inside the Unicode template, with the site's "written in Zawgyi" notice) and has no JSON-LD."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, my_digits, page, story, zawgyi
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.ngwetaung.test"
NAME = "ငွေတောင်"
MONTHS = ["ဇန်နဝါရီ", "ဖေဖော်ဝါရီ", "မတ်", "ဧပြီ", "မေ", "ဇွန်", "ဇူလိုင်", "ဩဂုတ်", "စက်တင်ဘာ", "အောက်တိုဘာ", "နိုဝင်ဘာ", "ဒီဇင်ဘာ"]
DAYS = {"2016-02-18": "ကြာသပတေး", "2026-12-03": "ကြာသပတေး", "2026-12-04": "သောကြာ", "2026-12-05": "စနေ"}
ARTS = ["bus", "dollar", "fire", "interview", "football", "snow", "dengue", "zawgyi"]
TAG = "ရန်ကုန်"
SEARCH_Q = "ဒေါ်လာ"
USERS = {
    "ဇော်မင်းထွန်း": "62-zawminhtun",
    "နန်းဆွေ": "57-nanswe",
    "ကျော်ဇင်": "71-kyawzin",
    "ဆွေဆွေလင်း": "80-swesweylin",
    NAME: "42-ngwetaung",
}


def M(text: str) -> str:
    return my_digits(text)


def my_date(local: str) -> str:
    """'2026-12-04 09:15' as the template prints it: 'သောကြာ၊ ၀၄ ဒီဇင်ဘာ ၂၀၂၆ ၀၉:၁၅'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return M(f"{DAYS[day]}၊ {d} {MONTHS[int(m) - 1]} {y} {time}")


def iso630(local: str) -> str:
    return local.replace(" ", "T") + ":00+06:30"


class NgweTaung(Base):
    origin = ORIGIN
    name = NAME
    prefix = "ngt"
    language = "my"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ngt",
            [
                "#t3-header",
                "#t3-mainnav .nav > li > a",
                ".itemView .itemTitle",
                ".itemIntroText",
                ".itemFullText p",
                ".itemAuthor",
                ".catItemView",
                ".itemRelated li",
                "#t3-footer",
                ".moduletable h3",
                ".itemComments",
            ],
            300,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "t3-k2-home",
                list=["fire", "bus", "dollar", "football", "snow", "interview", "dengue"],
                more="local",
            )
        )
        add(
            page(
                "local",
                "/index.php/news/local",
                "section",
                "ပြည်တွင်းသတင်း",
                "k2-category",
                list=["fire", "bus", "dollar", "dengue"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/index.php/news/local?start=10",
                "section",
                "ပြည်တွင်းသတင်း",
                "k2-category-start10",
                list=["zawgyi"],
            )
        )
        add(
            page(
                "tag",
                "/index.php/component/k2/itemlist/tag/" + quote(TAG),
                "tag",
                TAG,
                "k2-tag",
                list=["bus", "dengue", "dollar", "zawgyi"],
            )
        )
        add(
            page(
                "author",
                "/index.php/component/k2/itemlist/user/62-zawminhtun",
                "author",
                "ဇော်မင်းထွန်း",
                "k2-user",
                list=["bus", "zawgyi"],
                bio="ရန်ကုန်မြို့တော် သတင်းများနှင့် သယ်ယူပို့ဆောင်ရေးကဏ္ဍကို တာဝန်ယူ ရေးသားသည်။",
            )
        )
        add(
            page(
                "search",
                f"/index.php/component/search/?searchword={quote(SEARCH_Q)}&searchphrase=all&Itemid=101",
                "search",
                "ရှာဖွေရန်",
                "joomla-search",
                list=["dollar", "interview"],
            )
        )
        add(
            page(
                "rate",
                "/index.php/exchange-rate",
                "exchange-rate",
                "ယနေ့ ငွေလဲနှုန်း",
                "rate-table",
                [
                    M("၂၀၂၆ ဒီဇင်ဘာ ၅ ရက် (စနေ) နံနက် 10:00 နာရီ ရန်ကုန်ဈေးကွက်"),
                    "T: ငွေကြေး | ဝယ်ဈေး | ရောင်းဈေး",
                    M("T: အမေရိကန်ဒေါ်လာ (USD) | 4,410 | 4,450"),
                    M("T: ယူရို (EUR) | 4,690 | 4,760"),
                    M("T: စင်ကာပူဒေါ်လာ (SGD) | 3,290 | 3,340"),
                    M("T: ထိုင်းဘတ် (THB) | 127 | 130"),
                    M("T: တရုတ်ယွမ် (CNY) | 606 | 615"),
                    M("ဗဟိုဘဏ် ရည်ညွှန်းငွေလဲနှုန်း - 1 USD = 2,100 ကျပ်။ ဈေးကွက်ပေါက်ဈေးများသည် ငွေလဲကောင်တာအလိုက် ကွာခြားနိုင်ပါသည်။"),
                ],
            )
        )
        add(
            page(
                "gold",
                "/index.php/gold-price",
                "live-data",
                "ယနေ့ ရွှေဈေးနှုန်း",
                "gold-table",
                [
                    M("ရန်ကုန်ရွှေဈေး - ဒီဇင်ဘာ ၅ ရက် နံနက် 10:30 နာရီ (တစ်ကျပ်သားလျှင် ကျပ်)"),
                    "T: အမျိုးအစား | ဝယ်ဈေး | ရောင်းဈေး",
                    M("T: ၁၆ ပဲရည် | 7,420,000 | 7,480,000"),
                    M("T: ၁၅ ပဲရည် | 6,980,000 | 7,040,000"),
                    M("T: ကမ္ဘာ့ရွှေဈေး (တစ်အောင်စ) | 4,186 USD | -"),
                    "ရွှေဈေးနှုန်းများသည် ရန်ကုန်ရွှေဆိုင်များ၏ ပျမ်းမျှဈေးနှုန်းဖြစ်ပါသည်။",
                ],
            )
        )
        add(
            page(
                "video",
                "/index.php/video/item/40330-2026-12-04-10-20-11",
                "video",
                "ဗီဒီယို - ရန်ကုန်-မန္တလေး အမြန်လမ်း ပြုပြင်ရေး လုပ်ငန်းများ",
                "k2-video-item",
                local="2026-12-04 16:50",
                desc="ရန်ကုန်-မန္တလေး အမြန်လမ်းမကြီး ပြုပြင်ရေးလုပ်ငန်းများ ဆောင်ရွက်နေပုံကို ငွေတောင် ဗီဒီယိုအဖွဲ့က မှတ်တမ်းတင်ထားသည်။",
            )
        )
        add(
            page(
                "about",
                "/index.php/about-us",
                "about",
                "ကျွန်ုပ်တို့အကြောင်း",
                "about-page",
                [
                    M(
                        "ငွေတောင် သတင်းဌာနကို ၂၀၁၃ ခုနှစ်တွင် ရန်ကုန်မြို့၌ စတင်တည်ထောင်ခဲ့ပြီး ပြည်တွင်း၊ နိုင်ငံတကာ၊ စီးပွားရေးနှင့် အားကစားသတင်းများကို နေ့စဉ် ဖော်ပြလျက်ရှိသည်။"
                    ),
                    "သတင်းများကို မှန်ကန်စွာ၊ ဘက်မလိုက်ဘဲ၊ အချိန်နှင့်တစ်ပြေးညီ တင်ပြရန် ကျွန်ုပ်တို့ ကတိပြုပါသည်။",
                    M("ဆက်သွယ်ရန် - အမှတ် ၁၂၄၊ ဗိုလ်ချုပ်လမ်း၊ ပုဇွန်တောင်မြို့နယ်၊ ရန်ကုန်။ ဖုန်း ၀၁ ၃၈၄ ၂၁၇"),
                ],
            )
        )
        add(
            story(
                "bus",
                "/index.php/news/local/item/40321-2026-12-04-02-45-18",
                M("ရန်ကုန်မြို့တွင်း ဘတ်စ်ကားလိုင်း ၁၂ လိုင်း ဒီဇင်ဘာ ၁၅ ရက်မှစ၍ လမ်းကြောင်းပြောင်းမည်"),
                "2026-12-04",
                iso630("2026-12-04 09:15"),
                "2026-12-04 09:15",
                ["ဇော်မင်းထွန်း"],
                [
                    M(
                        "ရန်ကုန်မြို့တွင်း ပြေးဆွဲနေသော YBS ဘတ်စ်ကားလိုင်း ၁၂ လိုင်းကို ဒီဇင်ဘာ ၁၅ ရက်မှစ၍ လမ်းကြောင်းပြောင်းလဲ ပြေးဆွဲမည်ဖြစ်ကြောင်း ရန်ကုန်တိုင်းဒေသကြီး ဘတ်စ်ကားလုပ်ငန်းထိန်းချုပ်ရေးအဖွဲ့က ဒီဇင်ဘာ ၄ ရက်တွင် ထုတ်ပြန်သည်။"
                    ),
                    "လမ်းကြောင်းပြောင်းလဲမည့် လိုင်းများတွင် လှိုင်သာယာ၊ ရွှေပြည်သာ၊ မင်္ဂလာဒုံနှင့် မြောက်ဥက္ကလာပမြို့နယ်များမှ မြို့ထဲသို့ ပြေးဆွဲသော လိုင်းများ ပါဝင်သည်။",
                    "ယာဉ်ကြောပိတ်ဆို့မှု လျှော့ချရန်နှင့် ခရီးသည်များ အချိန်ကုန်သက်သာစေရန် ရည်ရွယ်၍ လမ်းကြောင်းများကို ပြန်လည်ညှိနှိုင်းခြင်းဖြစ်ကြောင်း အဖွဲ့၏ ပြောခွင့်ရသူ ဦးအောင်ကျော်မိုးက ပြောသည်။",
                    "“ခရီးသည်တွေ ကားပြောင်းစီးရတာ နည်းသွားအောင် စီစဉ်ထားပါတယ်။ လမ်းကြောင်းအသစ်တွေကို ဘတ်စ်ကားမှတ်တိုင်တွေမှာ ကြော်ငြာထားပါမယ်” ဟု ၎င်းက ဆိုသည်။",
                    "သို့ရာတွင် ခရီးသည်အချို့က လမ်းကြောင်းပြောင်းလဲမှုကြောင့် အလုပ်သွားရာတွင် ကားနှစ်စင်း ပြောင်းစီးရမည်ကို စိုးရိမ်ကြောင်း ပြောဆိုကြသည်။",
                    "လှိုင်သာယာမြို့နယ်မှ စက်ရုံအလုပ်သမ မခင်သန္တာက “အခု ကားတစ်စင်းတည်းနဲ့ ရောက်တယ်။ လမ်းကြောင်းပြောင်းရင် ကားခ နှစ်ဆ ကုန်မှာ စိုးရတယ်” ဟု ပြောသည်။",
                    M("YBS ဘတ်စ်ကားခမှာ လက်ရှိတွင် တစ်စီးလျှင် ကျပ် ၃၀၀ ဖြစ်ပြီး ကတ်ဖြင့် ပေးချေပါက ကျပ် ၂၀၀ သာ ကျသင့်သည်။"),
                ],
                "k2-item-english-ld-romanised",
                section="ပြည်တွင်းသတင်း",
                en="12 Yangon bus lines to change routes from December 15",
                ld_author=["Zaw Min Htun"],
                tags=[TAG, "YBS"],
                keywords="ရန်ကုန်, YBS, ဘတ်စ်ကား, ဘတ်စ်ကားလိုင်း, ရန်ကုန်ဘတ်စ်ကား, yangon bus, ybs, yangon, myanmar news, burmese news, ngwe taung, သတင်း, မြန်မာသတင်း, နောက်ဆုံးရသတင်း, breaking news",
            )
        )
        add(
            story(
                "dollar",
                "/index.php/news/business/item/40326-2026-12-04-05-00-42",
                M("ဒေါ်လာဈေး ကျပ် ၄၄၀၀ ကျော်အထိ ပြန်လည်မြင့်တက်"),
                "2026-12-04",
                None,
                "2026-12-04 11:30",
                ["နန်းဆွေ"],
                [
                    M(
                        "ပြင်ပငွေလဲဈေးကွက်တွင် အမေရိကန်ဒေါ်လာ တစ်ဒေါ်လာလျှင် ကျပ် ၄၄၀၀ ကျော်အထိ ဒီဇင်ဘာ ၄ ရက်တွင် ပြန်လည်မြင့်တက်လာကြောင်း ရန်ကုန်မြို့ရှိ ငွေလဲကောင်တာများက ပြောသည်။"
                    ),
                    M(
                        "ယခင်အပတ်က ကျပ် ၄၂၅၀ ဝန်းကျင်သာ ရှိခဲ့ပြီး တစ်ပတ်အတွင်း ကျပ် ၁၅၀ ကျော် မြင့်တက်လာခြင်း ဖြစ်သည်။ မြန်မာနိုင်ငံတော်ဗဟိုဘဏ်၏ ရည်ညွှန်းငွေလဲနှုန်းမှာမူ ကျပ် ၂၁၀၀ တွင် မပြောင်းလဲဘဲ ရှိနေသည်။"
                    ),
                    "နှစ်ကုန်ပိုင်းတွင် သွင်းကုန်လုပ်ငန်းများ၏ ဒေါ်လာဝယ်လိုအား မြင့်တက်လာခြင်းနှင့် ရွှေဈေး မြင့်တက်ခြင်းတို့ကြောင့် ဒေါ်လာဈေး တက်လာခြင်းဖြစ်ကြောင်း ငွေကြေးကုန်သည်များက သုံးသပ်သည်။",
                    "ဒေါ်လာဈေး တက်လာသဖြင့် စားသုံးဆီ၊ ဓာတ်မြေဩဇာနှင့် ဆေးဝါးများကဲ့သို့ သွင်းကုန်ပစ္စည်းများ၏ ဈေးနှုန်းများလည်း လိုက်လံမြင့်တက်နိုင်ကြောင်း စိုးရိမ်မှုများ ရှိနေသည်။",
                    "နေ့စဉ် ငွေလဲနှုန်းများကို [[rate|ငွေတောင်၏ ငွေလဲနှုန်းစာမျက်နှာ]]တွင် ကြည့်ရှုနိုင်ပါသည်။",
                ],
                "k2-item-no-ld-comments",
                section="စီးပွားရေး",
                tags=["ဒေါ်လာ", TAG],
                comments=[
                    ("မောင်မောင်", "2026-12-04 12:02", "ဆီဈေးတွေ ထပ်တက်တော့မှာပဲ။"),
                    ("Ko Thura", "2026-12-04 12:40", "ဗဟိုဘဏ်နှုန်းနဲ့ ပြင်ပဈေး ကွာလွန်းတယ်။"),
                    ("ခင်ခင်", "2026-12-04 13:15", "ရွှေဈေးကော ဘယ်လောက်ရှိလဲ။"),
                ],
            )
        )
        add(
            story(
                "fire",
                "/index.php/news/local/item/40342-2026-12-04-23-45-07",
                M("မန္တလေး ချမ်းအေးသာစံမြို့နယ်တွင် မီးလောင်မှုဖြစ်ပွား၊ နေအိမ် ၂၃ လုံး ဆုံးရှုံး"),
                "2026-12-05",
                "2026-12-04T23:45:00Z",
                "2026-12-05 06:15",
                [],
                [
                    M(
                        "မန္တလေးမြို့ ချမ်းအေးသာစံမြို့နယ် ရပ်ကွက်တစ်ခုတွင် ဒီဇင်ဘာ ၅ ရက် နံနက် ၃ နာရီခန့်က မီးလောင်မှုဖြစ်ပွားခဲ့ရာ နေအိမ် ၂၃ လုံး မီးလောင်ဆုံးရှုံးခဲ့ကြောင်း မီးသတ်ဦးစီးဌာနက ပြောသည်။"
                    ),
                    M("မီးလောင်မှုကြောင့် လူ ၁၁၀ ဦးကျော် အိုးမဲ့အိမ်မဲ့ ဖြစ်ခဲ့ပြီး လူသေဆုံးမှု မရှိကြောင်း သိရသည်။ မီးကို နံနက် ၅ နာရီခွဲတွင် ငြိမ်းသတ်နိုင်ခဲ့သည်။"),
                    "မီးစတင်လောင်ကျွမ်းရခြင်းမှာ ထမင်းချက်ရာမှ ဖြစ်နိုင်ကြောင်း ကနဦး စုံစမ်းသိရှိရပြီး အသေးစိတ်ကို ဆက်လက်စုံစမ်းနေကြောင်း မီးသတ်တပ်ဖွဲ့ဝင်တစ်ဦးက ပြောသည်။",
                    "ဆောင်းရာသီတွင် လေတိုက်နှုန်း ပြင်းထန်သဖြင့် မီးဘေးအန္တရာယ်ကို သတိပြုရန် မီးသတ်ဦးစီးဌာနက ပြည်သူများကို သတိပေးထားသည်။",
                ],
                "desk-credit-utc-ld-half-hour-offset",
                section="ပြည်တွင်းသတင်း",
                en="Fire destroys 23 homes in Mandalay's Chanayethazan township",
                ld_author=["Ngwe Taung Media"],
                desk="ငွေတောင် သတင်းဌာန",
                tags=["မန္တလေး", "မီးလောင်"],
            )
        )
        add(
            story(
                "interview",
                "/index.php/news/interview/item/40317-2026-12-03-08-10-55",
                "“စိုက်ပျိုးစရိတ်တွေ တက်နေလို့ လယ်သမားတွေ ရုန်းကန်နေရတယ်”",
                "2026-12-03",
                iso630("2026-12-03 14:40"),
                "2026-12-03 14:40",
                ["ဆွေဆွေလင်း"],
                [
                    "ဓာတ်မြေဩဇာနှင့် ဆီဈေး မြင့်တက်နေချိန်တွင် လယ်သမားများ ရင်ဆိုင်နေရသည့် အခက်အခဲများနှင့် ပတ်သက်၍ လယ်ယာစီးပွားရေး ပညာရှင် ဒေါက်တာ ခင်မောင်ညိုကို ငွေတောင်က တွေ့ဆုံမေးမြန်းထားသည်။",
                    "Q: မေး ။ ယခုနှစ် စပါးစိုက်ပျိုးစရိတ် ဘယ်လောက် တက်လာပါသလဲ။ || ဖြေ ။ တစ်ဧကကို ကျပ် ခုနစ်သိန်းကနေ ဆယ်သိန်းလောက်အထိ တက်လာပါတယ်။ ဓာတ်မြေဩဇာဈေးက အဓိကပါ။ တစ်အိတ်ကို ကျပ် တစ်သိန်းကျော် ပေးနေရပါတယ်။",
                    "Q: မေး ။ စပါးဈေးကရော စရိတ်နဲ့ ကိုက်ညီရဲ့လား။ || ဖြေ ။ မကိုက်ညီပါဘူး။ စပါးဈေး နည်းနည်းတက်ပေမယ့် စရိတ်တက်တာနဲ့ မမျှပါဘူး။ လယ်သမားအများစုက အကြွေးနဲ့ စိုက်နေရပါတယ်။",
                    "Q: မေး ။ ဘာတွေ လုပ်ဆောင်သင့်ပါသလဲ။ || ဖြေ ။ အတိုးနှုန်းသက်သာတဲ့ ချေးငွေတွေ ပေးဖို့ လိုပါတယ်။ နောက်ပြီး မြေဆီလွှာ စစ်ဆေးပြီး လိုသလောက်ပဲ ဓာတ်မြေဩဇာ သုံးတတ်အောင် သင်တန်းပေးရင် စရိတ် အများကြီး သက်သာပါလိမ့်မယ်။",
                    "Q: မေး ။ လာမည့်နှစ်အတွက် မျှော်လင့်ချက် ရှိပါသလား။ || ဖြေ ။ ပို့ကုန်ဈေးကွက် ပြန်ကောင်းလာရင် စပါးဈေး တက်လာနိုင်ပါတယ်။ ဒါပေမဲ့ စရိတ်ကို မလျှော့နိုင်ရင် လယ်သမားတွေ အကျိုးမခံစားရပါဘူး။",
                ],
                "qa-interview-kicker",
                section="တွေ့ဆုံမေးမြန်းခန်း",
                en="Interview: 'Rising costs leave farmers struggling'",
                ld_author=["Swe Swe Lin"],
                kicker="တွေ့ဆုံမေးမြန်းခန်း",
                tags=["လယ်ယာ"],
            )
        )
        add(
            story(
                "football",
                "/index.php/sport/item/40335-2026-12-04-14-05-31",
                M("ရွှေတောင် FC က မော်လမြိုင်စီးတီးကို ၂ ဂိုး ၀ ဖြင့် အနိုင်ရ"),
                "2026-12-04",
                None,
                "2026-12-04 20:35",
                ["ကျော်ဇင်"],
                [
                    M(
                        "မြန်မာအမျိုးသားလိဂ် ပွဲစဉ် ၁၈ တွင် ရွှေတောင် FC အသင်းက မော်လမြိုင်စီးတီးအသင်းကို ဒီဇင်ဘာ ၄ ရက် ညနေက သုဝဏ္ဏ အားကစားကွင်း၌ ၂ ဂိုး ၀ ဖြင့် အနိုင်ရခဲ့သည်။"
                    ),
                    M(
                        "ပထမပိုင်း မိနစ် ၂၇ တွင် တိုက်စစ်မှူး အောင်ဇေယျာက ခေါင်းတိုက်ဂိုးဖြင့် ဦးဆောင်ပေးခဲ့ပြီး ဒုတိယပိုင်း မိနစ် ၇၄ တွင် ကွင်းလယ်လူ ဝင်းထက်နိုင်က ပြစ်ဒဏ်ဘောဖြင့် ထပ်မံသွင်းယူခဲ့သည်။"
                    ),
                    M("ယခုပွဲ အနိုင်ရမှုဖြင့် ရွှေတောင် FC သည် ၃၉ မှတ်ဖြင့် ဒုတိယနေရာသို့ တက်လှမ်းလာပြီး ဦးဆောင်အသင်းနှင့် ၂ မှတ်သာ ကွာတော့သည်။"),
                    "“ကစားသမားတွေ အားလုံး ကြိုးစားကြတယ်။ နောက်ပွဲတွေမှာလည်း ဒီအတိုင်း ဆက်ကစားသွားမယ်” ဟု နည်းပြ ဦးသန်းထိုက်က ပွဲအပြီးတွင် ပြောသည်။",
                ],
                "sport-no-ld",
                section="အားကစား",
                tags=["ဘောလုံး"],
            )
        )
        add(
            story(
                "snow",
                "/index.php/news/world/item/40338-2026-12-04-15-30-02",
                M("ဂျပန်နိုင်ငံ ဟော့ကိုင်းဒိုးတွင် နှင်းထူထပ်စွာကျ၍ လေယာဉ်ခရီးစဉ် ၁၂၀ ကျော် ဖျက်သိမ်း"),
                "2026-12-04",
                iso630("2026-12-04 22:00"),
                "2026-12-04 22:00",
                [],
                [
                    M(
                        "ဂျပန်နိုင်ငံ မြောက်ပိုင်း ဟော့ကိုင်းဒိုးကျွန်းတွင် ဒီဇင်ဘာ ၄ ရက်က နှင်းများ ထူထပ်စွာ ကျဆင်းခဲ့သဖြင့် ဆပ်ပိုရိုလေဆိပ်မှ ထွက်ခွာမည့် ပြည်တွင်းလေယာဉ်ခရီးစဉ် ၁၂၀ ကျော်ကို ဖျက်သိမ်းခဲ့ရကြောင်း AFP သတင်းဌာနက ဖော်ပြသည်။"
                    ),
                    M("ဆပ်ပိုရိုမြို့တွင် ၂၄ နာရီအတွင်း နှင်း စင်တီမီတာ ၄၀ ကျော် ကျဆင်းခဲ့ပြီး ရထားလိုင်းအချို့လည်း ရပ်ဆိုင်းထားရသည်။"),
                    "လေဆိပ်တွင် ခရီးသည် ထောင်ချီ ပိတ်မိနေခဲ့ပြီး လေကြောင်းလိုင်းများက နောက်ရက်များတွင် ခရီးစဉ်များ ပြန်လည်စီစဉ်ပေးမည်ဟု ဆိုသည်။",
                    "ဂျပန်မိုးလေဝသအေဂျင်စီက နောက်ထပ် နှစ်ရက်ခန့် နှင်းဆက်လက်ကျဆင်းနိုင်ကြောင်း သတိပေးထားသည်။",
                    "SIGN: ဘာသာပြန် - မြင့်မြင့်ခိုင် (ကိုးကား - AFP)",
                ],
                "translated-wire-translator-in-ld",
                section="နိုင်ငံတကာသတင်း",
                en="Heavy snow in Hokkaido cancels more than 120 flights",
                ld_author=["Myint Myint Khaing"],
                desk=NAME,
                tags=["ဂျပန်"],
            )
        )
        add(
            story(
                "dengue",
                "/index.php/news/local/item/40311-2026-12-03-03-20-40",
                M("ရန်ကုန်တိုင်းတွင် သွေးလွန်တုပ်ကွေး လူနာ ၂၀၀၀ ကျော်ရှိ၊ ယခင်နှစ်ထက် နှစ်ဆ မြင့်တက်"),
                "2026-12-03",
                iso630("2026-12-03 09:50"),
                "2026-12-03 09:50",
                ["နန်းဆွေ", "ကျော်ဇင်"],
                [
                    M(
                        "ရန်ကုန်တိုင်းဒေသကြီးတွင် ယခုနှစ် ဇန်နဝါရီလမှ နိုဝင်ဘာလအထိ သွေးလွန်တုပ်ကွေး လူနာ ၂၀၀၀ ကျော် တွေ့ရှိခဲ့ပြီး ယခင်နှစ် အလားတူကာလထက် နှစ်ဆခန့် မြင့်တက်ခဲ့ကြောင်း တိုင်းဒေသကြီး ပြည်သူ့ကျန်းမာရေးဦးစီးဌာနက ပြောသည်။"
                    ),
                    M(
                        "လူနာအများစုမှာ အသက် ၁၅ နှစ်အောက် ကလေးများဖြစ်ပြီး ၁၂ ဦး သေဆုံးခဲ့သည်။ လှိုင်သာယာ၊ ရွှေပြည်သာနှင့် ဒဂုံမြို့သစ် မြို့နယ်များတွင် လူနာ အများဆုံး တွေ့ရသည်။"
                    ),
                    "## ကာကွယ်ရေး လုပ်ငန်းများ",
                    "ကျန်းမာရေးဝန်ထမ်းများက ရပ်ကွက်များတွင် ခြင်ပေါက်ဖွားရာနေရာများ ရှာဖွေဖျက်ဆီးခြင်းနှင့် ခြင်ဆေးဖြန်းခြင်းများ ဆောင်ရွက်နေကြောင်း သိရသည်။",
                    "ကလေးများ ဖျားနာပါက အိမ်တွင် ကိုယ်တိုင်ဆေးမကုဘဲ နီးစပ်ရာ ဆေးရုံ၊ ဆေးခန်းသို့ အမြန်ပြသရန် ဆရာဝန်များက အကြံပြုထားသည်။",
                ],
                "two-authors-hnint-subhead",
                section="ပြည်တွင်းသတင်း",
                en="Dengue cases in Yangon Region top 2,000, double last year",
                ld_author=["Nan Swe", "Kyaw Zin"],
                tags=[TAG, "ကျန်းမာရေး"],
            )
        )
        zg_lines = [
            M("ရန်ကုန်မြို့ပတ်ရထား လက်မှတ်ခကို မတ်လ ၁ ရက်မှစ၍ တိုးမြှင့်ကောက်ခံမည်ဖြစ်ကြောင်း မြန်မာ့မီးရထားက ဖေဖော်ဝါရီ ၁၈ ရက်တွင် ကြေညာသည်။"),
            M("ခရီးအကွာအဝေး ၁၀ မိုင်အထိ ကျပ် ၁၀၀ မှ ကျပ် ၂၀၀ သို့ လည်းကောင်း၊ ၁၀ မိုင်အထက် ကျပ် ၂၀၀ မှ ကျပ် ၃၀၀ သို့ လည်းကောင်း တိုးမြှင့်မည် ဖြစ်သည်။"),
            "ရထားတွဲများ ပြုပြင်ခြင်းနှင့် ဘူတာရုံများ ပြန်လည်မွမ်းမံခြင်း စရိတ်များ မြင့်တက်လာသဖြင့် လက်မှတ်ခ တိုးမြှင့်ရခြင်းဖြစ်ကြောင်း မီးရထား အရာရှိတစ်ဦးက ပြောသည်။",
            "မြို့ပတ်ရထားကို နေ့စဉ် ခရီးသည် တစ်သိန်းခန့် စီးနင်းကြပြီး အများစုမှာ ဈေးသည်များနှင့် အလုပ်သမားများ ဖြစ်သည်။",
            "ခရီးသည် အချို့က ဝန်ဆောင်မှု မကောင်းမွန်သေးဘဲ လက်မှတ်ခ တိုးခြင်းကို ကန့်ကွက်ကြသည်။",
        ]
        add(
            story(
                "zawgyi",
                "/index.php/news/local/item/12876-2016-02-18-04-00-15",
                zawgyi("ရန်ကုန်မြို့ပတ်ရထား လက်မှတ်ခ တိုးမြှင့်မည်"),
                "2016-02-18",
                None,
                "2016-02-18 10:30",
                [zawgyi("ဇော်မင်းထွန်း")],
                [zawgyi(x) for x in zg_lines],
                "zawgyi-archive-item-no-ld",
                section="ပြည်တွင်းသတင်း",
                tags=[TAG],
                printed_user="ဇော်မင်းထွန်း",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = self.lede(doc) if doc.is_article else f"{doc.title} - {NAME}"
        out = [
            f"<title>{esc(doc.title)} - {NAME}</title>",
            f'<meta name="description" content="{esc(desc)}" />',
            '<meta name="generator" content="Joomla! - Open Source Content Management" />',
        ]
        if doc.extra.get("keywords"):
            out.append(f'<meta name="keywords" content="{esc(doc.extra["keywords"])}" />')
        out += [
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:title" content="{esc(doc.extra.get("en", doc.title))}" />',
            f'<link href="{esc(url)}" rel="canonical" />',
        ]
        if doc.is_article and doc.extra.get("ld_author"):
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.extra["en"],
                "inLanguage": "en",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": [{"@type": "Person", "name": a} for a in doc.extra["ld_author"]],
                "publisher": {
                    "@type": "Organization",
                    "name": "Ngwe Taung Media",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo-ngwetaung.png"},
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": "Yangon-Mandalay expressway repairs",
                "description": "Repair work on the Yangon-Mandalay expressway.",
                "uploadDate": iso630(doc.extra["local"]),
                "thumbnailUrl": f"{ORIGIN}/media/k2/items/cache/video40330_L.jpg",
                "embedUrl": "https://www.youtube.com/embed/Rk4dXwq2PzM",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "ပင်မစာမျက်နှာ"),
                ("local", "ပြည်တွင်း"),
                ("/index.php/news/world", "နိုင်ငံတကာ"),
                ("/index.php/news/business", "စီးပွားရေး"),
                ("/index.php/sport", "အားကစား"),
                ("/index.php/video", "ဗီဒီယို"),
                ("rate", "ငွေလဲနှုန်း"),
                ("gold", "ရွှေဈေး"),
            )
        )
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["fire", "bus", "snow"] if k != doc.key
        )
        ticker = " ".join(f"<li>{self.a(k, self.docs[k].title, 'nav')}</li>" for k in ["fire", "dollar", "football"])
        popular = "".join(
            f'<li><span class="num">{M(str(i + 1))}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["dengue", "interview", "bus", "dollar"])
        )
        zg_css = (
            ' .itemFullText, .itemIntroText, h2.itemTitle {font-family:"Zawgyi-One",sans-serif}'
            if doc.key == "zawgyi"
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="en-gb" dir="ltr" class="com_k2 view-{"item" if doc.is_article else "itemlist"}">
<head>
<meta http-equiv="content-type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<base href="{ORIGIN}{esc(doc.path)}" />
{self.head(doc)}
<link href="/templates/ngwetaung_t3/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />
<link href="/templates/ngwetaung_t3/css/template.css" rel="stylesheet" />
<link href="/media/k2/assets/css/k2.fonts.css?v=2.10.3" rel="stylesheet" />
<style>body{{font-family:"Pyidaungsu","Myanmar3",sans-serif}}{zg_css} /*PAD*/</style>
<script src="/media/jui/js/jquery.min.js?3b8e2a"></script>
<script src="/media/k2/assets/js/k2.frontend.js?v=2.10.3&amp;sitepath=/"></script>
</head>
<body>
<div class="t3-wrapper">
<header id="t3-header" class="container t3-header">
<div class="top-date">{my_date("2026-12-05 10:00").rsplit(" ", 1)[0]}</div>
<div class="logo"><a href="/" title="{NAME}"><img class="logo-img" src="/images/logo-ngwetaung.png" alt="{NAME}" /></a></div>
<div class="banner-top"><a href="https://ads.ngwetaung.test/c/312"><img src="/images/banners/mpt-728x90.gif" alt="" width="728" height="90" /></a></div>
</header>
<nav id="t3-mainnav" class="wrap navbar navbar-default t3-mainnav"><div class="container"><div class="t3-navbar navbar-collapse collapse"><ul class="nav navbar-nav level0">{nav}</ul></div>
<form class="search" action="/index.php/component/search/" method="get"><input name="searchword" type="search" class="inputbox search-query" placeholder="ရှာဖွေရန်..." /><input type="hidden" name="Itemid" value="101" /></form></div></nav>
<div class="breaking-news container"><span class="bn-label">သတင်းထူး</span><ul class="bn-ticker">{ticker}</ul></div>
<div id="t3-mainbody" class="container t3-mainbody"><div class="row">
<div id="t3-content" class="t3-content col-xs-12 col-sm-8">
<div id="system-message-container"></div>
{main}
</div>
<div class="t3-sidebar t3-sidebar-right col-xs-12 col-sm-4">
<div class="t3-module module"><div class="module-inner"><h3 class="module-title"><span>နောက်ဆုံးရသတင်း</span></h3><div class="module-ct"><ul class="latestnews">{latest}</ul></div></div></div>
<div class="t3-module module"><div class="module-inner"><h3 class="module-title"><span>ဈေးကွက်</span></h3><div class="module-ct">{self.a("rate", "ငွေလဲနှုန်း", "aside")} · {self.a("gold", "ရွှေဈေး", "aside")}</div></div></div>
<div class="t3-module module mostread"><div class="module-inner"><h3 class="module-title"><span>လူဖတ်အများဆုံး</span></h3><div class="module-ct"><ul class="mostread">{popular}</ul></div></div></div>
<div class="t3-module module popular-search"><div class="module-inner"><h3 class="module-title"><span>ရှာဖွေမှု အများဆုံး</span></h3><div class="module-ct">{self.a("search", SEARCH_Q, "aside")} · <a href="/index.php/component/search/?searchword={quote("ရွှေ")}&amp;searchphrase=all&amp;Itemid=101">ရွှေ</a> · <a href="/index.php/component/search/?searchword={quote("ဆီ")}&amp;searchphrase=all&amp;Itemid=101">ဆီ</a></div></div></div>
<div class="t3-module module ad-300"><img src="/images/banners/kbz-300x250.jpg" alt="" width="300" height="250" /></div>
</div>
</div></div>
<footer id="t3-footer" class="wrap t3-footer"><div class="container">
<ul class="nav">{"".join(f"<li>{x}</li>" for x in (self.a("about", "ကျွန်ုပ်တို့အကြောင်း", "footer"), '<a href="/index.php/contact">ဆက်သွယ်ရန်</a>', '<a href="/index.php/advertise">ကြော်ငြာရန်</a>', '<a href="https://www.facebook.com/ngwetaung.test">Facebook</a>'))}</ul>
<small>Copyright {M("© ၂၀၂၆")} {NAME}. All Rights Reserved.</small>
</div></footer>
<div class="cookie-bar" id="cookie-bar">ဤဝက်ဘ်ဆိုက်သည် cookies များကို အသုံးပြုပါသည်။ <button type="button" class="btn">OK</button></div>
</div>
<script src="/templates/ngwetaung_t3/js/script.js"></script>
<script>jQuery(function($){{$('#cookie-bar .btn').on('click',function(){{document.cookie='ngt_cookie=1; max-age=31536000; path=/';$('#cookie-bar').hide();}});$('.bn-ticker').each(function(){{var t=$(this);setInterval(function(){{t.find('li:first').appendTo(t);}},5000);}});}});</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-5517731-2"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','UA-5517731-2');</script>
</body>
</html>"""

    def user_link(self, name: str, shown: str | None = None) -> str:
        if name == "ဇော်မင်းထွန်း":
            return self.a("author", shown or name, "byline", 'rel="author"')
        return f'<a rel="author" href="/index.php/component/k2/itemlist/user/{USERS[name]}">{esc(shown or name)}</a>'

    def story_main(self, doc: Doc) -> str:
        local = doc.stamp
        if doc.key == "zawgyi":
            author = self.user_link("ဇော်မင်းထွန်း", doc.authors[0])
        elif doc.authors:
            author = " နှင့် ".join(self.user_link(a) for a in doc.authors)
        else:
            author = f'<a rel="author" href="/index.php/component/k2/itemlist/user/{USERS[NAME]}">{esc(doc.extra["desk"])}</a>'
        first, rest = doc.blocks[0], doc.blocks[1:]
        intro = self.inline(first[1]) if first[0] == "p" else ""
        if first[0] != "p":
            rest = doc.blocks
        full = self.blocks_of(rest)
        tags = "".join(
            f"<li>{self.a('tag', t, 'tag')}</li>"
            if t == TAG
            else f'<li><a href="/index.php/component/k2/itemlist/tag/{quote(t)}">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        related = [k for k in ARTS if k not in (doc.key, "zawgyi")][:3]
        if doc.key == "bus":
            related.append("zawgyi")
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in related)
        kicker = f'<span class="itemKicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        notice = (
            '<div class="alert alert-info zawgyi-notice">ဤဆောင်းပါးကို ဇော်ဂျီဖောင့်ဖြင့် ရေးသားထားပါသည်။ စာလုံးများ မှန်ကန်စွာ မပေါ်ပါက ဇော်ဂျီဖောင့် ထည့်သွင်းပါ။</div>'
            if doc.key == "zawgyi"
            else ""
        )
        comments = ""
        if doc.extra.get("comments"):
            items = "".join(
                f'<li class="{"even" if i % 2 else "odd"}"><span class="commentAuthorName">{esc(w)}</span> <span class="commentDate">{my_date(t)}</span><p>{esc(c)}</p></li>'
                for i, (w, t, c) in enumerate(doc.extra["comments"])
            )
            comments = f'<div class="itemComments"><h3 class="itemCommentsCounter"><span>{M(str(len(doc.extra["comments"])))}</span> comments</h3><ul class="itemCommentsList">{items}</ul><div class="itemCommentsForm"><h3>Leave a comment</h3><form action="/index.php" method="post" id="comment-form"><textarea name="commentText" id="commentText"></textarea><input type="submit" class="button" value="Submit comment" /></form></div></div>'
        section_path = "/".join(doc.path.split("/")[:-2])
        section = (
            self.a("local", doc.section, "breadcrumb")
            if section_path == "/index.php/news/local"
            else f'<a href="{section_path}">{esc(doc.section)}</a>'
        )
        return f"""<span id="startOfPageId{doc.path.split("/")[-1].split("-")[0]}"></span>
<div id="k2Container" class="itemView">
<div class="itemHeader">
<span class="itemDateCreated">{my_date(local)}</span>
{kicker}
<h2 class="itemTitle">{esc(doc.title)}</h2>
<span class="itemAuthor">Written by {author}</span>
</div>
<div class="itemToolbar"><ul><li><a class="itemPrintLink" rel="nofollow" href="{esc(doc.path)}?tmpl=component&amp;print=1">Print</a></li><li><a class="itemEmailLink" rel="nofollow" href="/index.php/component/mailto/?tmpl=component">Email</a></li></ul></div>
{notice}
<div class="itemBody">
<div class="itemImageBlock"><span class="itemImage"><img src="/media/k2/items/cache/{doc.path.split("/")[-1].split("-")[0]}_XL.jpg" alt="" style="width:900px; height:auto;" /></span></div>
<div class="itemIntroText"><p><strong>{intro}</strong></p></div>
<div class="itemFullText">
{full}
</div>
<div class="itemLinks"><div class="itemCategory"><span>Published in</span> {section}</div>
<div class="itemTagsBlock"><span>Tagged under</span><ul class="itemTags">{tags}</ul></div></div>
</div>
<div class="itemSocialSharing"><a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a></div>
<div class="itemRelated"><h3>Related items</h3><ul>{rel}</ul></div>
{comments}
</div>"""

    def blocks_of(self, blocks: list) -> str:
        return blocks_html(self, blocks)

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            intro = self.lede(d)
            items.append(
                f'<div class="itemContainer"><div class="catItemView"><div class="catItemHeader"><span class="catItemDateCreated">{my_date(d.stamp)}</span>'
                f'<h3 class="catItemTitle">{self.a(k, d.title, "content")}</h3></div><div class="catItemIntroText">{esc(intro)}</div></div></div>'
            )
        head = f'<div class="itemListCategory"><h2>{esc(doc.title)}</h2></div>'
        extra = ""
        if doc.kind == "tag":
            head = f'<div class="tagView"><span class="tagLabel">Displaying items by tag:</span> <h1>{esc(doc.title)}</h1></div>'
        elif doc.kind == "author":
            head = f'<div class="userView"><div class="userBlock"><img src="/media/k2/users/62.jpg" alt="" width="100" /><h1>{esc(doc.title)}</h1><div class="userDescription">{esc(doc.extra["bio"])}</div></div></div>'
        elif doc.kind == "search":
            head = f'<div class="search"><h1>{esc(doc.title)}</h1><form id="searchForm" action="/index.php/component/search/" method="get"><input type="text" name="searchword" value="{esc(SEARCH_Q)}" class="inputbox" /><button class="btn">ရှာဖွေရန်</button></form><div class="searchintro"><p>Total: <span class="badge">{M(str(len(doc.extra["list"])))}</span> results found.</p></div></div>'
        elif doc.key == "home":
            head = f'<h1 class="hidden">{NAME} - နောက်ဆုံးရ သတင်းများ</h1>'
            extra = f'<div class="home-video moduletable"><h3>ဗီဒီယို</h3>{self.a("video", self.docs["video"].title, "content")}</div><div class="home-markets moduletable"><h3>ဈေးကွက်</h3>{self.a("rate", "ယနေ့ ငွေလဲနှုန်း", "content")} · {self.a("gold", "ယနေ့ ရွှေဈေးနှုန်း", "content")}</div>'
        pager = ""
        if doc.key == "local":
            pager = f'<div class="k2Pagination"><ul class="pagination"><li class="active"><span>{M("1")}</span></li><li>{self.a("local2", M("2"), "pagination")}</li><li><a href="/index.php/news/local?start=20">{M("3")}</a></li><li>{self.a("local2", "Next", "pagination")}</li></ul><p class="counter">Page 1 of 214</p></div>'
        elif doc.key == "local2":
            pager = f'<div class="k2Pagination"><ul class="pagination"><li>{self.a("local", "Prev", "pagination")}</li><li>{self.a("local", M("1"), "pagination")}</li><li class="active"><span>{M("2")}</span></li><li><a href="/index.php/news/local?start=20">{M("3")}</a></li></ul><p class="counter">Page 2 of 214</p></div>'
            items.insert(
                0,
                f'<div class="itemContainer"><div class="catItemView"><span class="catItemDateCreated">{my_date("2026-12-03 09:50")}</span><h3 class="catItemTitle"><a href="/index.php/news/local/item/40309-2026-12-03-02-40-11">{M("ပဲခူးတိုင်းတွင် ဆောင်းစပါး ရိတ်သိမ်းမှု ၈၀ ရာခိုင်နှုန်း ပြီးစီး")}</a></h3></div></div>',
            )
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("local", "ပြည်တွင်းသတင်းများ ထပ်မံကြည့်ရန်", "content")}</div>'
        return f'<div id="k2Container" class="itemListView">{head}<div class="itemList"><div id="itemListLeading">{"".join(items)}</div></div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div id="k2Container" class="itemView video-item">
<div class="itemHeader"><span class="itemDateCreated">{my_date(doc.extra["local"])}</span><h2 class="itemTitle">{esc(doc.title)}</h2></div>
<div class="itemVideoBlock"><div class="itemVideoEmbedded"><iframe width="854" height="480" src="https://www.youtube.com/embed/Rk4dXwq2PzM" frameborder="0" allowfullscreen></iframe></div></div>
<div class="itemIntroText"><p>{esc(doc.extra["desc"])}</p></div>
<div class="itemRelated"><h3>Related items</h3><ul><li>{self.a("bus", self.docs["bus"].title, "related")}</li></ul></div>
</div>"""
        return f'<div class="item-page"><div class="page-header"><h2 itemprop="headline">{esc(doc.title)}</h2></div><div itemprop="articleBody">\n{self.blocks(doc)}\n</div></div>'
