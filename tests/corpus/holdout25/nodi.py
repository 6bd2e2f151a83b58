# ruff: noqa: E501, RUF001 (page texts are long literal lines; Bengali letters, digits and the danda are deliberate)
"""নদীবার্তা: a Bengali daily in the Prothom Alo manner on a Next.js front end (`#__next`, `/_next/static/`
chunks, a `<script id="__NEXT_DATA__">` payload on every page; `/<section>/<slug>`, `/bangladesh?page=2`,
`/topic/<slug>`, `/author/<slug>`, `/search?q=`), UTF-8, Bengali digits. Bylines "নিজস্ব প্রতিবেদক" (staff
reporter: no author) and district datelines ("প্রতিনিধি, কুমিল্লা"); the payload carries epoch-ms UTC times and
the byline text as `author-name` (one story's UTC time falls on the previous day; Dhaka is +06:00)."""

from __future__ import annotations

import json
from datetime import datetime

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

NAV = [
    ("bangladesh", "বাংলাদেশ"),
    ("tag", "বন্যা"),
    ("namaz", "নামাজের সময়সূচি"),
    ("pathito", "সর্বাধিক পঠিত"),
    ("epaper", "ই-পেপার"),
]


class Nodi(Base):
    origin = "https://www.nodibarta.test"
    name = "নদীবার্তা"
    prefix = "nb"
    language = "bn"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nb",
            [
                ".header-wrap",
                ".nav-menu",
                ".story-content",
                ".story-card",
                ".sidebar-list",
                ".footer-wrap",
                ".byline-box",
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
                "নদীবার্তা",
                "next-home",
                list=["jot", "bonna", "bazar", "sakkhatkar", "motamot", "chhobi"],
                more="bangladesh2",
            )
        )
        add(
            page(
                "bangladesh",
                "/bangladesh",
                "section",
                "বাংলাদেশ",
                "next-section",
                list=["jot", "bonna", "bazar", "chhobi"],
                more="bangladesh2",
            )
        )
        add(
            page(
                "bangladesh2",
                "/bangladesh?page=2",
                "section",
                "বাংলাদেশ - পাতা ২",
                "next-section-page2",
                list=["aam", "sakkhatkar", "motamot"],
                prev="bangladesh",
            )
        )
        add(
            page(
                "tag",
                "/topic/%E0%A6%AC%E0%A6%A8%E0%A7%8D%E0%A6%AF%E0%A6%BE",
                "tag",
                "বন্যা",
                "next-topic",
                list=["bonna", "chhobi", "aam"],
            )
        )
        add(
            page(
                "search",
                "/search?q=%E0%A6%AC%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0",
                "search",
                "অনুসন্ধান: বাজার",
                "next-search",
                list=["bazar", "aam"],
            )
        )
        add(
            page(
                "lekhok",
                "/author/abdul-karim",
                "author",
                "আবদুল করিম",
                "next-author",
                list=["aam"],
                bio="আবদুল করিম নদীবার্তার রাজশাহী প্রতিনিধি। ২০১২ সাল থেকে তিনি উত্তরাঞ্চলের কৃষি ও নদী নিয়ে লিখছেন।",
            )
        )
        add(
            story(
                "jot",
                "/bangladesh/capital/traffic-jam-eid-return",
                "ঢাকায় তীব্র যানজট, অফিসগামী মানুষের ভোগান্তি",
                "2026-12-02",
                "2026-12-02T10:30:00+06:00",
                "প্রকাশ: ০২ ডিসেম্বর ২০২৬, ১০: ৩০",
                [],
                [
                    "রাজধানীর বিভিন্ন সড়কে আজ বুধবার সকাল থেকে তীব্র যানজট দেখা দিয়েছে। মহাখালী, বনানী ও ফার্মগেট এলাকায় গাড়ি প্রায় এক ঘণ্টা একই জায়গায় দাঁড়িয়ে ছিল।",
                    "ট্রাফিক পুলিশ জানিয়েছে, বিজয় সরণিতে একটি বাস বিকল হয়ে যাওয়া এবং উড়ালসড়কের নির্মাণকাজের কারণে এই পরিস্থিতি তৈরি হয়েছে।",
                    "বেসরকারি চাকরিজীবী নাসরিন আক্তার বলেন, মিরপুর থেকে মতিঝিল আসতে তাঁর আড়াই ঘণ্টা লেগেছে। অনেকে বাস থেকে নেমে হেঁটে গন্তব্যে রওনা দেন।",
                    "## মেট্রোরেলে ভিড়",
                    "যানজটের কারণে মেট্রোরেলের স্টেশনগুলোতে সকাল থেকেই ছিল উপচে পড়া ভিড়। কয়েকটি স্টেশনে টিকিট কাটার লাইন সড়ক পর্যন্ত পৌঁছে যায়।",
                ],
                "staff-reporter-no-author",
                byline="নিজস্ব প্রতিবেদক",
                place="ঢাকা",
            )
        )
        add(
            story(
                "bonna",
                "/bangladesh/district/gomti-flood-comilla",
                "গোমতীর পানি বিপৎসীমার ওপরে, আতঙ্কে চরের মানুষ",
                "2026-12-02",
                "2026-12-01T20:30:00Z",
                "প্রকাশ: ০২ ডিসেম্বর ২০২৬, ০২: ৩০",
                [],
                [
                    "টানা বৃষ্টিতে কুমিল্লার গোমতী নদীর পানি বিপৎসীমার ৩৫ সেন্টিমিটার ওপর দিয়ে প্রবাহিত হচ্ছে। বুড়িচং ও ব্রাহ্মণপাড়া উপজেলার চরাঞ্চলের কয়েক শ পরিবার বাড়ি ছেড়ে বাঁধে আশ্রয় নিয়েছে।",
                    "পানি উন্নয়ন বোর্ডের নির্বাহী প্রকৌশলী জানান, বাঁধের দুর্বল অংশে বালুর বস্তা ফেলা হচ্ছে। রাতভর পাহারা দিচ্ছেন স্থানীয় স্বেচ্ছাসেবকেরা।",
                ],
                "district-correspondent-no-name-utc-previous-day",
                byline="প্রতিনিধি",
                place="কুমিল্লা",
            )
        )
        add(
            story(
                "bazar",
                "/business/vegetable-prices-fall",
                "শীতের সবজি আসতেই কমছে দাম",
                "2026-12-01",
                "2026-12-01T16:15:00+06:00",
                "প্রকাশ: ০১ ডিসেম্বর ২০২৬, ১৬: ১৫",
                ["শাহানা পারভীন", "তানভীর হাসান"],
                [
                    "বাজারে শীতের সবজি আসতে শুরু করায় গত এক সপ্তাহে বেশির ভাগ সবজির দাম কেজিতে ২০ থেকে ৩০ টাকা কমেছে। কারওয়ান বাজারে ফুলকপি এখন প্রতিটি ৩০ টাকা।",
                    "তবে চাল ও ভোজ্যতেলের দাম এখনো চড়া। খুচরা বিক্রেতারা বলছেন, পাইকারি বাজারে দাম না কমলে তাঁদের কিছু করার নেই।",
                    "ক্রেতা রফিকুল ইসলাম বলেন, সবজির দাম কিছুটা কমায় স্বস্তি মিলেছে, কিন্তু মাস শেষে সংসার চালানো এখনো কঠিন।",
                ],
                "two-authors-o",
                byline="শাহানা পারভীন ও তানভীর হাসান",
                place="ঢাকা",
            )
        )
        add(
            story(
                "sakkhatkar",
                "/interview/river-researcher-interview",
                "নদী বাঁচাতে স্থানীয় মানুষকে যুক্ত করতে হবে",
                "2026-11-30",
                "2026-11-30T09:00:00+06:00",
                "প্রকাশ: ৩০ নভেম্বর ২০২৬, ০৯: ০০",
                ["ফারহানা রহমান"],
                [
                    "নদী গবেষক অধ্যাপক সেলিনা হক দেশের নদী দখল ও দূষণ নিয়ে কথা বলেছেন নদীবার্তার সঙ্গে।",
                    "Q: দেশের নদীগুলোর বড় সমস্যা কী? || দখল আর দূষণ। অনেক নদী কাগজে আছে, বাস্তবে খাল হয়ে গেছে। শিল্পকারখানার বর্জ্য সরাসরি নদীতে পড়ছে।",
                    "Q: সরকারের উদ্যোগ কি যথেষ্ট? || উচ্ছেদ অভিযান হয়, কিন্তু কয়েক মাস পরে আবার দখল হয়। স্থানীয় মানুষকে নদী পাহারার দায়িত্বে যুক্ত না করলে টেকসই সমাধান হবে না।",
                    "Q: তরুণেরা কী করতে পারে? || নিজের এলাকার নদীর খোঁজ রাখা, ছবি তোলা, তথ্য জমা রাখা। তথ্যই সবচেয়ে বড় শক্তি।",
                ],
                "qa-interviewer-author",
                byline="সাক্ষাৎকার নিয়েছেন ফারহানা রহমান",
            )
        )
        add(
            story(
                "motamot",
                "/opinion/column/winter-and-the-poor",
                "শীত আসে, গরিবের দুশ্চিন্তা বাড়ে",
                "2026-11-29",
                "2026-11-29T08:00:00+06:00",
                "প্রকাশ: ২৯ নভেম্বর ২০২৬, ০৮: ০০",
                ["মাহমুদুল হক"],
                [
                    "উত্তরাঞ্চলে শীত নামতে শুরু করেছে। শহরের মানুষের কাছে শীত মানে পিঠা আর বেড়ানোর মৌসুম, কিন্তু চরের দরিদ্র মানুষের কাছে শীত মানে রাত জেগে আগুন পোহানো।",
                    "প্রতিবছর শীতবস্ত্র বিতরণের ছবি আসে, কিন্তু বিতরণ শুরু হয় শীতের মাঝামাঝি। তালিকা তৈরিতে দেরি, বরাদ্দ আসতে দেরি।",
                    "স্থানীয় সরকারকে আগেভাগে তালিকা করে নভেম্বরের মধ্যেই কম্বল পৌঁছানোর ব্যবস্থা করতে হবে। দেরিতে দেওয়া সহায়তা অনেক সময় কোনো কাজেই আসে না।",
                ],
                "opinion-signed-at-end",
                sign="মাহমুদুল হক: অধ্যাপক, সমাজবিজ্ঞান বিভাগ, রাজশাহী বিশ্ববিদ্যালয়",
            )
        )
        add(
            story(
                "chhobi",
                "/bangladesh/district/fog-padma-photo",
                "কুয়াশায় ঢাকা পদ্মার চর",
                "2026-12-02",
                "2026-12-02T08:20:00+06:00",
                "প্রকাশ: ০২ ডিসেম্বর ২০২৬, ০৮: ২০",
                ["সাজ্জাদ হোসেন"],
                [
                    "FIG: কুয়াশায় নৌকা | ভোরের ঘন কুয়াশায় পদ্মায় মাছ ধরতে যাচ্ছেন জেলেরা।",
                    "রাজশাহীর পদ্মার চরে আজ সকালে ঘন কুয়াশা পড়ে, দৃষ্টিসীমা নেমে আসে ৫০ মিটারে।",
                    "FIG: খেজুরের রস | চরের গাছ থেকে খেজুরের রস নামাচ্ছেন এক গাছি।",
                ],
                "photo-story-photographer",
                byline="ছবি: সাজ্জাদ হোসেন",
                place="রাজশাহী",
            )
        )
        add(
            story(
                "aam",
                "/bangladesh/district/mango-orchard-winter-care",
                "শীতে আমবাগানের পরিচর্যায় ব্যস্ত চাষিরা",
                "2026-11-28",
                "2026-11-28T12:45:00+06:00",
                "প্রকাশ: ২৮ নভেম্বর ২০২৬, ১২: ৪৫",
                ["আবদুল করিম"],
                [
                    "রাজশাহী ও চাঁপাইনবাবগঞ্জের আমবাগানে এখন চলছে শীতকালীন পরিচর্যা। মুকুল আসার আগে গাছের মরা ডাল ছাঁটাই আর গোড়ায় সার দিচ্ছেন চাষিরা।",
                    "কৃষি সম্প্রসারণ অধিদপ্তর জানিয়েছে, এবার দুই জেলায় প্রায় ৮৫ হাজার হেক্টর জমিতে আমবাগান রয়েছে। গত বছরের তুলনায় বাগান বেড়েছে প্রায় তিন হাজার হেক্টর।",
                    "বাঘা উপজেলার চাষি মোস্তফা কামাল বলেন, কুয়াশা বেশি হলে মুকুল নষ্ট হয়, তাই এবার আগেভাগেই ছত্রাকনাশক ছিটানোর প্রস্তুতি নিচ্ছেন।",
                ],
                "named-correspondent-only-from-page2-topic-search",
                byline="আবদুল করিম",
                place="রাজশাহী",
            )
        )
        add(
            page(
                "namaz",
                "/prayer-time",
                "prayer-times",
                "নামাজের সময়সূচি",
                "prayer-times",
                [
                    "ঢাকা, বুধবার ০২ ডিসেম্বর ২০২৬",
                    "- ফজর: ভোর ৫টা ০৯ মিনিট",
                    "- জোহর: দুপুর ১১টা ৫৪ মিনিট",
                    "- আসর: বিকেল ৩টা ৩৮ মিনিট",
                    "- মাগরিব: সন্ধ্যা ৫টা ১৪ মিনিট",
                    "- এশা: রাত ৬টা ৩৩ মিনিট",
                    "অন্যান্য জেলার সময় জানতে তালিকা থেকে জেলা বেছে নিন। সূর্যোদয় ৬টা ২৮ মিনিটে, সূর্যাস্ত ৫টা ১২ মিনিটে।",
                ],
            )
        )
        add(
            page(
                "pathito",
                "/most-read",
                "section",
                "সর্বাধিক পঠিত",
                "most-read-list",
                list=["jot", "bonna", "motamot", "bazar", "chhobi"],
            )
        )
        add(
            page(
                "epaper",
                "/epaper/subscribe",
                "product",
                "ই-পেপার গ্রাহক হোন",
                "subscription-product",
                [
                    "ছাপা পত্রিকার হুবহু সংস্করণ পড়ুন মোবাইল, ট্যাবলেট বা কম্পিউটারে। প্রতিদিন ভোর ৫টায় নতুন সংখ্যা।",
                    "- মাসিক: ১৫০ টাকা",
                    "- ষাণ্মাসিক: ৭৫০ টাকা",
                    "- বার্ষিক: ১,৩০০ টাকা",
                    "FIG: ই-পেপারের পাতা | ট্যাবলেটে নদীবার্তার প্রথম পাতা",
                    "বিকাশ, নগদ বা ব্যাংক কার্ডে মূল্য পরিশোধ করা যাবে।",
                ],
            )
        )

    # templates
    def payload(self, doc: Doc) -> str:
        props: dict[str, object] = {
            "page-type": "story" if doc.is_article else doc.kind,
            "slug": doc.path.lstrip("/"),
            "headline": doc.title,
        }
        if doc.is_article:
            ms = int(datetime.fromisoformat(doc.iso.replace("Z", "+00:00")).timestamp() * 1000)
            props.update({
                "first-published-at": ms, "last-published-at": ms + 600_000, "author-name": doc.byline,
                "authors": [{"name": a} for a in doc.authors] or [{"name": doc.byline}],
                "summary": self.lede(doc), "section": doc.extra.get("place", "ঢাকা"),
                "cards": [{"type": "text", "text": plain(b[1])} for b in doc.blocks if b[0] == "p"][:2],
            })  # fmt: skip
        elif "list" in doc.extra:
            props["items"] = [
                {"headline": self.docs[k].title, "slug": self.docs[k].path.lstrip("/")} for k in doc.extra["list"]
            ]
        data = {
            "props": {"pageProps": {"data": props}},
            "page": "/[...slug]",
            "buildId": "nb-7f3c21a",
            "isFallback": False,
            "gssp": True,
        }
        return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in NAV)
        head = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            head += ['<meta property="og:type" content="article">']
        most = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("jot", "bonna", "motamot"))
        foot = " | ".join(
            self.a(k, self.docs[k].title, "chrome:footer") for k in ("search", "lekhok", "epaper", "pathito")
        )
        return f"""<!DOCTYPE html>
<html lang="bn">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | নদীবার্তা</title>
<meta name="viewport" content="width=device-width">
{chr(10).join(head)}
<link rel="preload" href="/_next/static/chunks/main-3b9a1c.js" as="script">
<style>/*PAD*/</style>
</head>
<body>
<div id="__next"><div class="header-wrap">{self.a("home", "নদীবার্তা", "chrome:header", 'class="logo"')}<span class="today">বুধবার, ০২ ডিসেম্বর ২০২৬</span>
<nav class="nav-menu"><ul>{nav}</ul></nav></div>
<div class="layout"><main>
{main}
</main>
<aside class="sidebar-list"><h2>সর্বাধিক পঠিত</h2><ol>{most}</ol></aside></div>
<footer class="footer-wrap"><p>{foot}</p><p>© নদীবার্তা ২০২৬। সম্পাদক: মাহফুজা বেগম। প্রকাশক কর্তৃক কারওয়ান বাজার, ঢাকা থেকে প্রকাশিত।</p></footer></div>
<script id="__NEXT_DATA__" type="application/json">{self.payload(doc)}</script>
<script src="/_next/static/chunks/webpack-91ad.js" defer></script><script src="/_next/static/chunks/pages/_app-55e1.js" defer></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        place = doc.extra.get("place", "")
        by = esc(doc.byline)
        if doc.key == "aam":
            by = self.a("lekhok", "আবদুল করিম", "byline")
        line = f"{by}, {esc(place)}" if place and doc.key not in ("jot", "bazar") else by
        if doc.key in ("jot", "bazar"):
            line = f"{by}<br>{esc(place)}"
        sign = f'<p class="signoff"><em>{esc(doc.extra["sign"])}</em></p>' if doc.extra.get("sign") else ""
        topic = (
            f'<div class="topics">{self.a("tag", "বন্যা", "tags")}</div>' if doc.key in ("bonna", "chhobi", "aam") else ""
        )
        return f"""<article class="story">
<div class="breadcrumb">{self.a("bangladesh", "বাংলাদেশ", "chrome:breadcrumb")}</div>
<h1 class="headline">{esc(doc.title)}</h1>
<div class="byline-box"><div class="author">{line if by else ""}</div><time datetime="{doc.iso}">{doc.stamp}</time></div>
<div class="story-content">
{self.blocks(doc)}
{sign}
</div>
{topic}
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="story-card"><h2>{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d))}</p><span>{d.stamp.replace("প্রকাশ: ", "").split(",")[0]}</span></div>'
            )
        bio = f'<p class="author-bio">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="load-more">{self.a(doc.extra["more"], "আরও পড়ুন", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="load-more">{self.a(doc.extra["prev"], "আগের পাতা", "content")}</div>'
        return (
            f'<h1 class="page-title">{esc(doc.title)}</h1>{bio}\n<div class="card-list">'
            + "\n".join(cards)
            + f"</div>{pager}"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<div class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</div>'
