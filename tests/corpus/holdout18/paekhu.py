# ruff: noqa: E501, RUF001 (long literal page texts; en dashes, guillemets and Eastern Arabic digits are the languages' own typography)
"""ပဲခူးနေ့စဉ် ဖိုရမ်: the Discourse forum a Burmese local paper (ပဲခူးနေ့စဉ်) uses for its community news (topic
URLs `/t/topic/1234`: Discourse makes the slug "topic" from a Burmese title; `/c/news/5`, `/c/letters/7`,
`/latest`, `/u/<username>`, `/tag/...`, `/search?q=`, `/faq`), UTF-8. Topics render as posts with avatars, the
topic map (replies, views, users, "Summarize this topic"), `discourse-tags`, and `DiscussionForumPosting`
JSON-LD on every topic, news or not. The paper's staff post the news as the first post of a topic; readers'
replies follow (not the article). Times are UTC in `datetime`; the paper's day is Myanmar time (+06:30)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

USERS = {
    "zawmin": ("ဇော်မင်းထွန်း", "staff"),
    "khinmalar": ("ခင်မာလာ", "staff"),
    "kyawswar": ("ကျော်စွာ", "staff"),
    "paekhu_news": ("ပဲခူးနေ့စဉ် သတင်းဌာန", "staff"),
    "mgthant": ("မောင်သန့်", ""),
    "dawsan": ("ဒေါ်စန်းစန်း", ""),
    "kothura": ("ကိုသူရ", ""),
    "nwenwe": ("နွေးနွေး", ""),
}
NAV = [("home", "နောက်ဆုံး"), ("news", "သတင်း"), ("letters", "စာဖတ်သူ စာများ"), ("faq", "လမ်းညွှန်"), ("about", "အကြောင်း")]


class Paekhu(Base):
    origin = "https://forum.paekhudaily.test"
    name = "ပဲခူးနေ့စဉ် ဖိုရမ်"
    prefix = "pk"
    language = "my"

    def pad_rules(self) -> list[str]:
        sel = [
            ".d-header",
            "#main-outlet",
            ".topic-list",
            ".topic-list-item",
            ".topic-post",
            ".topic-avatar",
            ".topic-body",
            ".cooked",
            ".names",
            ".post-date",
            ".topic-map",
            ".discourse-tags",
            ".badge-category",
            ".user-main",
            ".crawler-nav",
        ]
        return css_rules("pk", sel, 240)

    def t(
        self,
        key: str,
        num: int,
        title: str,
        date: str,
        iso: str,
        poster: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        replies: list[tuple[str, str, str]],
        **kw: object,
    ) -> None:
        self.add(
            story(
                key,
                f"/t/topic/{num}",
                title,
                date,
                iso,
                "",
                authors,
                lines,
                shape,
                poster=poster,
                replies=replies,
                num=num,
                **kw,
            )
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/latest",
                "home",
                "နောက်ဆုံး ခေါင်းစဉ်များ",
                "discourse-latest",
                list=["tantar", "zay", "brief_ye", "brief_mee", "ponmyin", "interview", "amyin", "meebo"],
                more=None,
            )
        )
        add(
            page(
                "news",
                "/c/news/5",
                "section",
                "သတင်း",
                "discourse-category",
                list=["tantar", "zay", "brief_ye", "brief_mee", "ponmyin", "interview", "amyin"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/c/news/5?page=1",
                "section",
                "သတင်း – စာမျက်နှာ ၂",
                "discourse-category-page-2",
                list=["bawlone"],
                prev="news",
            )
        )
        add(page("letters", "/c/letters/7", "section", "စာဖတ်သူ စာများ", "letters-index", list=["meebo", "amyin"]))
        add(page("tag", "/tag/%E1%80%9B%E1%80%B1", "tag", "ရေ", "discourse-tag", list=["brief_ye", "meebo"]))
        add(
            page(
                "search",
                "/search?q=%E1%80%90%E1%80%B6%E1%80%90%E1%80%AC%E1%80%B8",
                "search",
                "ရှာဖွေမှု: တံတား",
                "discourse-search",
                list=["tantar", "bawlone"],
            )
        )
        add(
            page(
                "user",
                "/u/zawmin/summary",
                "author",
                "ဇော်မင်းထွန်း",
                "user-profile-with-bio",
                list=["tantar", "bawlone", "brief_ye"],
                bio="ပဲခူးနေ့စဉ် သတင်းစာ၏ အကြီးတန်း သတင်းထောက်။ ၂၀၁၅ ခုနှစ်ကတည်းက ပဲခူးမြို့ရှိ မြို့ပြရေးရာ၊ လမ်းပန်းဆက်သွယ်ရေးနှင့် ပညာရေး သတင်းများကို ရေးသားခဲ့သည်။ ရန်ကုန်တက္ကသိုလ် သတင်းစာပညာ ဘွဲ့ရ။ အားလပ်ချိန်တွင် ဓာတ်ပုံရိုက်ခြင်းနှင့် ဘောလုံးကန်ခြင်းကို နှစ်သက်သည်။ သတင်းပေးလိုပါက ဤနေရာမှ တိုက်ရိုက် မက်ဆေ့ချ် ပို့နိုင်ပါသည်။",
            )
        )
        self.t(
            "tantar",
            1241,
            "ပဲခူးမြစ်ကူး တံတားသစ် ဆောက်လုပ်ရေး စတင်မည်",
            "2026-12-01",
            "2026-12-01T03:20:00Z",
            "zawmin",
            ["ဇော်မင်းထွန်း", "ခင်မာလာ"],
            [
                "ပဲခူးမြစ်ကို ဖြတ်ကျော်မည့် တံတားသစ် ဆောက်လုပ်ရေးလုပ်ငန်းကို ဇန်နဝါရီလတွင် စတင်မည်ဖြစ်ကြောင်း မြို့တော်စည်ပင်က ယနေ့ ထုတ်ပြန်သည်။",
                "တံတားသည် ပေ ၆၀၀ ရှည်ပြီး ယာဉ်သွားလမ်း နှစ်လမ်းနှင့် လူသွားလမ်း ပါဝင်မည်ဖြစ်သည်။ ကုန်ကျစရိတ် ကျပ် ဘီလီယံ ၄၅ ခန့် ရှိမည်ဟု ခန့်မှန်းထားသည်။",
                "## ဒေသခံများ၏ အမြင်",
                "လက်ရှိ တံတားဟောင်းသည် နှစ် ၅၀ ကျော် သက်တမ်းရှိပြီ ဖြစ်၍ မိုးရာသီတွင် ယာဉ်ကြောပိတ်ဆို့မှု မကြာခဏ ဖြစ်ပွားသည်ဟု ဒေသခံ ကုန်သည် ဦးမြင့်အောင်က ပြောသည်။",
                "ဆောက်လုပ်ရေးကာလအတွင်း တံတားဟောင်းကို ဆက်လက် အသုံးပြုနိုင်မည် ဖြစ်သည်။",
                "SIGN: သတင်း - ဇော်မင်းထွန်း နှင့် ခင်မာလာ",
            ],
            "staff-first-post-two-authors-hnint-credit-line-replies-below",
            [
                ("mgthant", "2026-12-01T05:02:00Z", "ကောင်းလိုက်တာ။ တံတားဟောင်းမှာ ညနေတိုင်း ကားကြပ်နေတာ တစ်နာရီလောက် စောင့်ရတယ်။"),
                ("dawsan", "2026-12-01T06:40:00Z", "လူသွားလမ်း ကျယ်ကျယ်လေး ထားပေးစေချင်ပါတယ်။ ကလေးတွေ ကျောင်းသွားရတာ စိုးရိမ်ရတယ်။"),
                ("kothura", "2026-12-01T09:15:00Z", "ပြီးရင် အခကြေးငွေ ကောက်မှာလား သိချင်ပါတယ်။"),
            ],
            tags=["တံတား"],
        )
        self.t(
            "zay",
            1243,
            "ညဈေး ပြန်ဖွင့်ပြီ: ဈေးသည် ၂၀၀ ကျော် ပါဝင်",
            "2026-12-01",
            "2026-11-30T18:05:00Z",
            "khinmalar",
            ["ခင်မာလာ"],
            [
                "ရွှေမော်ဓော ဘုရားအနီး ညဈေးကို ပြုပြင်မွမ်းမံပြီးနောက် ယမန်နေ့ညက ပြန်လည်ဖွင့်လှစ်ခဲ့ရာ ဈေးသည် ၂၀၀ ကျော် ပါဝင်ရောင်းချကြသည်။",
                "ညဈေးကို ညနေ ၅ နာရီမှ ည ၁၁ နာရီအထိ နေ့စဉ် ဖွင့်မည်ဖြစ်ပြီး လမ်းမီးများနှင့် အမှိုက်ပုံးများ အသစ် တပ်ဆင်ထားသည်။",
                "မုန့်ဟင်းခါး ရောင်းသူ ဒေါ်မြမြက ဝယ်သူများ ယခင်ကထက် များလာသည်ဟု ပြောသည်။",
            ],
            "posted-0035-myanmar-time-previous-utc-day",
            [("nwenwe", "2026-12-01T12:00:00Z", "မနေ့ညက သွားခဲ့တယ်၊ လူအရမ်းများတယ်။ ကားရပ်စရာ နေရာ မရှိဘူး။")],
        )
        self.t(
            "brief_ye",
            1244,
            "ရေပေးဝေမှု ကြာသပတေးနေ့ ခေတ္တရပ်ဆိုင်းမည်",
            "2026-12-02",
            "2026-12-02T02:30:00Z",
            "paekhu_news",
            [],
            [
                "ပိုက်လိုင်း ပြုပြင်ခြင်းကြောင့် ဇိုင်းဂနိုင် ရပ်ကွက်နှင့် အင်းဝ ရပ်ကွက်တို့တွင် ကြာသပတေးနေ့ နံနက် ၈ နာရီမှ ညနေ ၄ နာရီအထိ ရေပေးဝေမှု ရပ်ဆိုင်းမည်ဖြစ်သည်။",
                "SIGN: ရင်းမြစ် - ပဲခူးတိုင်း သတင်းဌာန (PNS)",
            ],
            "brief-agency-credit-posted-by-paper-account",
            [("kothura", "2026-12-02T04:00:00Z", "ရေ ကြိုသိမ်းထားမှ ဖြစ်မယ်။ အသိပေးတာ ကျေးဇူးပါ။")],
            tags=["ရေ"],
        )
        self.t(
            "brief_mee",
            1245,
            "ကျောက်တံခါး လမ်းဆုံတွင် မီးပွိုင့်အသစ် တပ်ဆင်",
            "2026-12-02",
            "2026-12-02T07:10:00Z",
            "khinmalar",
            ["ခင်မာလာ"],
            ["မကြာခဏ ယာဉ်မတော်တဆမှု ဖြစ်ပွားလေ့ရှိသော ကျောက်တံခါး လမ်းဆုံတွင် မီးပွိုင့်အသစ်ကို ယနေ့မှစ၍ စတင် အသုံးပြုပြီ ဖြစ်သည်။"],
            "brief-one-sentence-no-credit-staff-poster",
            [],
        )
        self.t(
            "ponmyin",
            1238,
            "ဓာတ်ပုံ: တန်ဆောင်တိုင် မီးပုံးပျံ ပွဲတော်",
            "2026-11-28",
            "2026-11-28T14:00:00Z",
            "kyawswar",
            ["ကျော်စွာ"],
            [
                "FIG: မီးပုံးပျံ လွှတ်တင်ခြင်း | ည ၈ နာရီတွင် ပထမဆုံး မီးပုံးပျံကို လွှတ်တင်သည်။",
                "FIG: ပွဲကြည့်ပရိသတ် | ပွဲကြည့်ပရိသတ် ထောင်ချီ စုဝေးခဲ့ကြသည်။",
                "ယခုနှစ် ပွဲတော်တွင် အသင်း ၁၈ သင်း ယှဉ်ပြိုင်ခဲ့ကြသည်။",
                "SIGN: ဓာတ်ပုံ - ကျော်စွာ",
            ],
            "photo-story-photographer-poster",
            [
                ("dawsan", "2026-11-29T02:00:00Z", "ဓာတ်ပုံတွေ အရမ်းလှတယ်။"),
                ("mgthant", "2026-11-29T03:30:00Z", "နောက်နှစ် ကျွန်တော်တို့ ရပ်ကွက်လည်း ဝင်ပြိုင်မယ်။"),
            ],
        )
        self.t(
            "interview",
            1236,
            "“ကလေးတွေ စာဖတ်ချင်အောင် လုပ်ရမယ်” – စာကြည့်တိုက်မှူး ဒေါ်သီတာနှင့် မေးမြန်းခန်း",
            "2026-11-27",
            "2026-11-27T04:00:00Z",
            "zawmin",
            ["ဇော်မင်းထွန်း"],
            [
                "ပဲခူးမြို့ပြ စာကြည့်တိုက်ကို အနှစ် ၂၀ ကြာ တာဝန်ယူခဲ့သော ဒေါ်သီတာ ပင်စင်ယူတော့မည် ဖြစ်သည်။",
                "Q: စာကြည့်တိုက်မှာ ဘာတွေ ပြောင်းလဲလာခဲ့လဲ || အရင်က လူကြီးတွေပဲ သတင်းစာ လာဖတ်ကြတယ်။ အခု ကလေးဌာန ဖွင့်ပြီးကတည်းက စနေ၊ တနင်္ဂနွေ တိုင်း ကလေး အယောက် ၁၀၀ လောက် လာကြတယ်။",
                "Q: အခက်ခဲဆုံးက ဘာလဲ || စာအုပ်အသစ် ဝယ်ဖို့ ရန်ပုံငွေပါ။ အများစုက လှူဒါန်းထားတဲ့ စာအုပ်တွေပဲ။",
                "Q: နောက်လာမယ့် တာဝန်ခံကို ဘာမှာချင်လဲ || ကလေးတွေ စာဖတ်ချင်အောင် လုပ်ရမယ်။ စာအုပ်ကို ချစ်တတ်ရင် ကျန်တာ အကုန် လိုက်လာမယ်။",
            ],
            "qa-interview",
            [("nwenwe", "2026-11-27T08:00:00Z", "ဒေါ်သီတာကို ကျေးဇူးတင်ပါတယ်။ ကျွန်မ ကလေးဘဝက အဲဒီမှာ စာဖတ်ခဲ့တာ။")],
        )
        self.t(
            "amyin",
            1234,
            "အမြင်: မြို့လယ်ကို လမ်းလျှောက်လို့ရတဲ့ နေရာ ပြန်ဖြစ်ပါစေ",
            "2026-11-26",
            "2026-11-26T06:00:00Z",
            "paekhu_news",
            ["ဦးအောင်နိုင်"],
            [
                "ကျွန်တော် ငယ်ငယ်က ပဲခူး မြို့လယ်မှာ လမ်းလျှောက်ရတာ ပျော်စရာ ကောင်းခဲ့တယ်။ ဈေးဆိုင်တွေ၊ လက်ဖက်ရည်ဆိုင်တွေ၊ သစ်ပင်ရိပ်တွေ ရှိခဲ့တယ်။",
                "အခု ဆိုင်ကယ်နဲ့ ကားတွေက လူသွားလမ်းပေါ်အထိ ရပ်ထားကြတယ်။ သက်ကြီးရွယ်အိုတွေ၊ ကလေးတွေ လမ်းမပေါ် ဆင်းလျှောက်ရတယ်။ ဒါ အန္တရာယ် များတယ်။",
                "တခြားမြို့တွေမှာ တနင်္ဂနွေနေ့ တစ်ရက်တော့ မြို့လယ်လမ်းကို ယာဉ်မဝင်ရ လုပ်ထားတာ တွေ့ရတယ်။ ကျွန်တော်တို့လည်း စမ်းကြည့်သင့်တယ်။",
                "စည်ပင်က ကားရပ်နားရန် နေရာ သီးသန့် ဖန်တီးပေးပြီး လူသွားလမ်းကို ပြန်လည် ရှင်းလင်းပေးမယ်ဆိုရင် ဈေးဆိုင်တွေလည်း အကျိုးရှိမှာ သေချာတယ်။",
                "မြို့တစ်မြို့ရဲ့ အသက်က လမ်းပေါ်က လူတွေပါ။ ကားတွေ မဟုတ်ပါဘူး။",
                "SIGN: ဦးအောင်နိုင် (အငြိမ်းစား မြို့ပြအင်ဂျင်နီယာ)။ ဤဆောင်းပါးပါ အမြင်များသည် စာရေးသူ၏ ကိုယ်ပိုင်အမြင်များ ဖြစ်သည်။",
            ],
            "opinion-signed-at-end-posted-by-paper-account",
            [
                ("kothura", "2026-11-26T10:00:00Z", "လုံးဝ သဘောတူတယ်။"),
                ("mgthant", "2026-11-26T11:20:00Z", "ဆိုင်ကယ် ရပ်စရာ မရှိရင် ဘယ်လိုလုပ်မလဲ။ ပထမ နေရာ ဖန်တီးပေးမှ ဖြစ်မယ်။"),
                ("dawsan", "2026-11-26T13:45:00Z", "တနင်္ဂနွေ လမ်းလျှောက်ပွဲ အိုင်ဒီယာ ကောင်းတယ်။"),
            ],
        )
        self.t(
            "bawlone",
            1229,
            "ဘောလုံး: ပဲခူး ယူနိုက်တက် ဗိုလ်လုပွဲ တက်ရောက်",
            "2026-11-24",
            "2026-11-24T13:30:00Z",
            "zawmin",
            ["ဇော်မင်းထွန်း"],
            [
                "ပဲခူးတိုင်း ဘောလုံး ပြိုင်ပွဲ အကြိုဗိုလ်လုပွဲတွင် ပဲခူး ယူနိုက်တက်အသင်းက တောင်ငူ အသင်းကို ၂ ဂိုး ၁ ဂိုးဖြင့် အနိုင်ရခဲ့သည်။",
                "အောင်ဂိုးကို ပွဲချိန် ၈၈ မိနစ်တွင် တိုက်စစ်မှူး ကိုဝင်းနိုင်က သွင်းယူခဲ့သည်။",
            ],
            "sport-only-page2-search-profile",
            [("nwenwe", "2026-11-24T15:00:00Z", "ဗိုလ်လုပွဲ လာကြည့်မယ်။")],
        )
        self.add(
            page(
                "meebo",
                "/t/topic/1247",
                "forum",
                "ရေဖိုး ငွေတောင်းခံလွှာ ဘာလို့ တက်နေတာလဲ",
                "readers-questions-topic-no-news",
                story_template=True,
                poster="dawsan",
                num=1247,
                iso="2026-12-02T05:00:00Z",
                qlines=[
                    "ဒီလ ရေဖိုးက အရင်လထက် နှစ်ဆ လောက် တက်လာတယ်။ တခြား အိမ်တွေလည်း ဒီလိုပဲလား။ ဘယ်ရုံးမှာ သွားမေးရမလဲ သိတဲ့သူ ရှိလား။",
                    "မီတာ ဖတ်တာ မှားတာလား၊ နှုန်းထား တိုးလိုက်တာလား မသိဘူး။",
                ],
                replies=[
                    ("kothura", "2026-12-02T06:10:00Z", "ကျွန်တော့်အိမ်လည်း တက်တယ်။ စည်ပင် ရေဌာန ရုံးမှာ တနင်္လာနေ့ သွားမေးမယ်။"),
                    ("nwenwe", "2026-12-02T07:00:00Z", "မီတာ ပုံ ရိုက်ထားပြီး ယူသွားပါ။ ကျွန်မ အရင်တစ်ခါ အဲလို လုပ်တော့ ပြန်ပြင်ပေးတယ်။"),
                    ("mgthant", "2026-12-02T08:30:00Z", "သတင်းထောက်တွေ စုံစမ်းပေးနိုင်မလား။"),
                    ("khinmalar", "2026-12-02T09:00:00Z", "စုံစမ်းနေပါတယ်။ အဖြေရရင် ဒီမှာ ပြန်တင်ပေးပါ့မယ်။"),
                ],
                tags=["ရေ"],
            )
        )
        add(
            page(
                "faq",
                "/faq",
                "policy",
                "ဖိုရမ် လမ်းညွှန်ချက်များ",
                "community-guidelines-updated-date",
                [
                    "နောက်ဆုံး ပြင်ဆင်သည့်နေ့: ၂၀၂၆ ခုနှစ် မတ်လ ၅ ရက်",
                    "ဤဖိုရမ်သည် ပဲခူးမြို့သူ မြို့သားများ သတင်းနှင့် အမြင်များ ဖလှယ်ရန် နေရာ ဖြစ်သည်။",
                    "## လေးစားမှု",
                    "အခြားသူများကို စော်ကားခြင်း၊ အမုန်းစကား ပြောဆိုခြင်း မပြုရ။",
                    "## သတင်းမှန်",
                    "အတည်မပြုရသေးသော ကောလာဟလများကို သတင်းအဖြစ် မတင်ရ။ ရင်းမြစ် ဖော်ပြပါ။",
                    "## ကိုယ်ရေးအချက်အလက်",
                    "အခြားသူများ၏ ဖုန်းနံပါတ်၊ လိပ်စာများကို ခွင့်ပြုချက်မရှိဘဲ မတင်ရ။",
                    "## စည်းကမ်းချိုးဖောက်မှု",
                    "ချိုးဖောက်သော ပို့စ်များကို စီမံသူများက ဖျက်ပစ်မည် သို့မဟုတ် ဝှက်ထားမည် ဖြစ်သည်။",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "ပဲခူးနေ့စဉ် ဖိုရမ် အကြောင်း",
                "discourse-about",
                [
                    "ပဲခူးနေ့စဉ် သတင်းစာ၏ အသိုင်းအဝိုင်း ဖိုရမ် ဖြစ်သည်။ ၂၀၂၃ ခုနှစ်တွင် စတင်ခဲ့သည်။",
                    "## စီမံသူများ",
                    "- ဇော်မင်းထွန်း",
                    "- ခင်မာလာ",
                    'RAW:<section class="about stats"><table><tr><th></th><th>၇ ရက်</th><th>၃၀ ရက်</th></tr><tr><td>ခေါင်းစဉ်များ</td><td>၂၄</td><td>၉၈</td></tr><tr><td>ပို့စ်များ</td><td>၃၁၀</td><td>၁,၂၀၄</td></tr><tr><td>အသုံးပြုသူ</td><td>၁၈</td><td>၅၅</td></tr></table></section>',
                ],
            )
        )
        add(
            page("oops", "/t/topic/1199", "soft404", "အိုး! ဤစာမျက်နှာ မရှိပါ သို့မဟုတ် သီးသန့် ဖြစ်နေပါသည်။", "discourse-soft-404", [])
        )

    def ld(self, doc: Doc, first_text: str) -> str:
        poster = USERS[doc.extra["poster"]][0]
        data = {
            "@context": "http://schema.org",
            "@type": "DiscussionForumPosting",
            "headline": doc.title,
            "articleBody": first_text[:300],
            "author": {"@type": "Person", "name": poster, "url": f"{self.origin}/u/{doc.extra['poster']}"},
            "datePublished": doc.extra.get("iso") or doc.iso,
            "interactionStatistic": {
                "@type": "InteractionCounter",
                "interactionType": "http://schema.org/CommentAction",
                "userInteractionCount": len(doc.extra["replies"]),
            },
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in NAV)
        ld = ""
        if doc.is_article or doc.extra.get("story_template"):
            ld = self.ld(
                doc, " ".join(b[1] for b in doc.blocks if b[0] == "p") or " ".join(doc.extra.get("qlines", []))
            )
        og = "article" if ld else "website"
        return f"""<!DOCTYPE html>
<html lang="my" class="desktop-view not-mobile-device text-size-normal anon">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - {esc(self.name)}</title>
<meta name="description" content="ပဲခူးနေ့စဉ် သတင်းစာ၏ အသိုင်းအဝိုင်း ဖိုရမ်">
<meta name="generator" content="Discourse 3.4.0 - https://github.com/discourse/discourse version 3.4.0">
<meta property="og:site_name" content="{esc(self.name)}">
<meta property="og:type" content="{og}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{self.url(doc.key)}">
<link rel="canonical" href="{self.url(doc.key)}">
<link href="/stylesheets/desktop_7a1e.css" media="all" rel="stylesheet" data-target="desktop">
{ld}
<style>/*PAD*/</style>
</head>
<body class="crawler navigation-topics{" archetype-regular" if ld else ""}">
<header class="d-header"><div class="wrap"><div class="contents">
<div class="title">{self.a("home", self.name, "chrome:header", inner='<img src="/uploads/default/original/1X/logo-paekhu.png" alt="ပဲခူးနေ့စဉ် ဖိုရမ်" id="site-logo">')}</div>
<div class="panel"><a href="/login" class="btn btn-primary login-button">ဝင်ရန်</a> <a href="/signup" class="btn sign-up-button">စာရင်းသွင်းရန်</a></div>
</div></div></header>
<div id="main-outlet" class="wrap" role="main">
<nav class="crawler-nav"><ul>{nav}</ul></nav>
{main}
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul><li>{self.a("faq", "လမ်းညွှန်", "chrome:footer")}</li><li><a href="/tos">ဝန်ဆောင်မှု စည်းမျဉ်း</a></li><li><a href="/privacy">ကိုယ်ရေးကာကွယ်မှု</a></li><li>{self.a("about", "အကြောင်း", "chrome:footer")}</li></ul></nav>
<p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
</body>
</html>
"""

    def post(self, n: int, user: str, iso: str, cooked: str, replies: int = 0) -> str:
        name, flair = USERS[user]
        staff = ' <span class="user-title">ဝန်ထမ်း</span>' if flair else ""
        avatar = f'<img loading="lazy" width="48" height="48" src="/user_avatar/forum.paekhudaily.test/{user}/48/{len(user) * 311}_2.png" class="avatar" alt="">'
        link = self.a("user", name, "byline") if user == "zawmin" else f'<a href="/u/{user}">{esc(name)}</a>'
        rc = (
            f'<div class="post-controls"><button class="show-replies">{replies} ပြန်ကြားချက်</button> <button class="like">♥</button> <button class="share">မျှဝေ</button></div>'
            if n == 1
            else ""
        )
        return f"""<article class="topic-post{" staff" if flair else ""}" id="post_{n}" data-post-number="{n}">
<div class="row"><div class="topic-avatar"><a href="/u/{user}" class="trigger-user-card main-avatar">{avatar}</a></div>
<div class="topic-body clearfix"><div class="topic-meta-data"><div class="names trigger-user-card"><span class="first username{" staff" if flair else ""}">{link}</span>{staff}</div>
<div class="post-infos"><div class="post-info post-date"><a class="post-date" href="#post_{n}"><time class="relative-date" datetime="{iso}" data-time="{iso}">{iso[:10]}</time></a></div></div></div>
<div class="regular contents"><div class="cooked">
{cooked}
</div>{rc}</div></div></div>
</article>"""

    def story_main(self, doc: Doc) -> str:
        replies = doc.extra["replies"]
        iso = doc.iso or doc.extra["iso"]
        cooked = self.blocks(doc) if doc.is_article else "\n".join(f"<p>{esc(x)}</p>" for x in doc.extra["qlines"])
        posts = [self.post(1, doc.extra["poster"], iso, cooked, len(replies))]
        for i, (u, t, txt) in enumerate(replies, start=2):
            posts.append(self.post(i, u, t, f"<p>{esc(txt)}</p>"))
        cat = "letters" if doc.key in ("meebo",) else "news"
        catname = "စာဖတ်သူ စာများ" if cat == "letters" else "သတင်း"
        tags = "".join(self.a("tag", t, "tags", "class=discourse-tag") for t in doc.extra.get("tags", []))
        users = len({doc.extra["poster"], *(u for u, _, _ in replies)})
        topic_map = (
            f'<div class="topic-map"><section class="map map-collapsed"><ul class="clearfix"><li><h4>ဖန်တီးသည်</h4><time datetime="{iso}">{iso[:10]}</time></li>'
            f'<li><span class="number">{len(replies)}</span><h4>ပြန်ကြားချက်</h4></li><li><span class="number">{users * 57}</span><h4>ကြည့်ရှုမှု</h4></li><li><span class="number">{users}</span><h4>အသုံးပြုသူ</h4></li></ul></section>'
            '<section class="information toggle-summary"><button class="btn btn-primary summarize-topic"><span class="d-button-label">ဤခေါင်းစဉ်ကို အကျဉ်းချုပ်ရန်</span></button></section></div>'
        )
        arts = [k for k, d in self.docs.items() if d.is_article and k != doc.key][:3]
        sugg = "".join(
            f'<tr class="topic-list-item"><td class="main-link">{self.a(k, self.docs[k].title, "chrome:related", "class=title")}</td></tr>'
            for k in arts
        )
        return f"""<div id="topic-title"><h1>{self.a(doc.key, doc.title, "content")}</h1>
<div class="topic-category"><span class="badge-wrapper bullet">{self.a(cat, catname, "chrome:breadcrumb", "class=badge-category")}</span></div>
<div class="discourse-tags">{tags}</div></div>
<div class="post-stream">
{posts[0]}
{topic_map}
{"".join(posts[1:])}
</div>
<div class="more-topics__container"><h3>အကြံပြု ခေါင်းစဉ်များ</h3><table class="topic-list">{sugg}</table></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            n = len(d.extra.get("replies", []))
            iso = d.iso or d.extra.get("iso", "")
            rows.append(
                f'<tr class="topic-list-item"><td class="main-link">{self.a(k, d.title, "content", "class=title raw-link raw-topic-link")}'
                f'<div class="discourse-tags">{"".join(f"<span>{esc(t)}</span>" for t in d.extra.get("tags", []))}</div></td>'
                f'<td class="posters"><a href="/u/{d.extra["poster"]}"><img src="/user_avatar/x/{d.extra["poster"]}/25/1.png" class="avatar" alt=""></a></td>'
                f'<td class="replies"><span class="posts">{n}</span></td><td class="age"><time datetime="{iso}">{iso[:10]}</time></td></tr>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" class="topic-list-nav">{self.a(doc.extra["more"], "နောက်စာမျက်နှာ →", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="topic-list-nav">{self.a(doc.extra["prev"], "← ယခင်စာမျက်နှာ", "content")}</div>'
        profile = ""
        if "bio" in doc.extra:
            profile = (
                '<section class="user-main"><div class="user-profile-avatar"><img src="/user_avatar/x/zawmin/144/1.png" class="avatar" alt=""></div>'
                f'<div class="primary-textual"><h1 class="username">{esc(doc.title)}</h1><h2 class="full-name">zawmin</h2><h3 class="user-title">ဝန်ထမ်း</h3></div>'
                f'<div class="bio"><p>{esc(doc.extra["bio"])}</p></div><dl class="secondary"><dt>ပါဝင်ခဲ့သည်</dt><dd>၂၀၂၃ ဇန်နဝါရီ</dd><dt>ပို့စ်များ</dt><dd>၄၁၂</dd></dl></section>'
                "<h2>ထိပ်ဆုံး ခေါင်းစဉ်များ</h2>"
            )
        else:
            profile = f'<h1 class="category-title">{esc(doc.title)}</h1>'
        welcome = ""
        if doc.key == "home":
            welcome = f'<div class="banner"><p>ပဲခူးနေ့စဉ် ဖိုရမ်မှ ကြိုဆိုပါသည်။ {self.a("faq", "လမ်းညွှန်ချက်များ", "content")} ကို ဖတ်ပါ။ {self.a("search", "တံတား", "content")} {self.a("user", "ဇော်မင်းထွန်း", "content")} {self.a("news2", "သတင်းဟောင်း", "content")} {self.a("oops", "ဖျက်ထားသော ခေါင်းစဉ်", "content")}</p></div>'
        return f"""{welcome}
{profile}
<table class="topic-list"><thead><tr><th>ခေါင်းစဉ်</th><th></th><th>ပြန်ကြားချက်</th><th>လုပ်ဆောင်ချက်</th></tr></thead><tbody>
{"".join(rows)}
</tbody></table>
{pager}"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "soft404":
            return f"""<div class="page-not-found"><h1 class="title">{esc(doc.title)}</h1>
<div class="page-not-found-topics"><div class="popular-topics"><h2 class="popular-topics-title">နာမည်ကြီး ခေါင်းစဉ်များ</h2>
<div class="popular-topic">{self.a("tantar", self.docs["tantar"].title, "content")}</div><div class="popular-topic">{self.a("meebo", self.docs["meebo"].title, "content")}</div></div></div>
<div class="page-not-found-search"><h2>ရှာဖွေရန်</h2><form action="/search"><input type="text" name="q"></form></div></div>"""
        return f"""<section class="container"><div class="contents clearfix body-page"><h1>{esc(doc.title)}</h1>
{self.blocks(doc)}
</div></section>"""
