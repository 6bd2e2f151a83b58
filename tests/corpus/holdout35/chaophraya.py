# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""ข่าวเจ้าพระยา Chaophraya News: a Thai news site on a Next.js front end (`__NEXT_DATA__`, `/news/<id>`,
`/category/<slug>`, `?page=2`, `/tags/…`, `/author/…`, `/search?keyword=`, `/clip/<id>`, `/horoscope/…`), Thai, UTF-8.
Dates printed in the Buddhist era ("4 ธ.ค. 2569" = 4 December 2026) with a "น." time suffix; JSON-LD times in +07:00
on some stories, one in UTC that is the next day in Bangkok. Bylines "โดย …" or "ผู้เขียน: …" or a
"ข่าว: กองบรรณาธิการ" desk credit. A video clip page (one line of description) and the weekly horoscope are not
articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["flood", "durian", "bts", "temple", "baht", "muay", "column", "qa"]


class Chaophraya(Base):
    origin = "https://www.chaophrayanews.test"
    name = "ข่าวเจ้าพระยา"
    prefix = "cpn"
    language = "th"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cpn",
            [".css-1x2y3z", ".Navbar_wrap", ".ArticleBody_content", ".CardNews_card", ".Footer_root", ".ClipPlayer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ข่าวเจ้าพระยา",
                "nextjs-home",
                list=["flood", "durian", "bts", "temple", "baht", "muay", "clip", "horo"],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/category/local",
                "section",
                "ข่าวภูมิภาค",
                "nextjs-category",
                list=["flood", "durian", "temple"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/category/local?page=2",
                "section",
                "ข่าวภูมิภาค",
                "nextjs-category-page2",
                list=["bts", "baht", "muay", "column", "qa"],
            )
        )
        add(page("tag", "/tags/น้ำท่วม", "tag", "น้ำท่วม", "tag-page", list=["flood", "bts"]))
        add(page("author", "/author/somchai-jaidee", "author", "สมชาย ใจดี", "author-page", list=["flood", "temple"]))
        add(page("search", "/search?keyword=ทุเรียน", "search", "ผลการค้นหา: ทุเรียน", "search-results", list=["durian"]))
        add(
            page(
                "clip",
                "/clip/70231",
                "video",
                "คลิป: น้ำป่าไหลหลากเข้าท่วมตลาดอำเภอหาดใหญ่",
                "video-clip-one-line",
                ["ชาวบ้านเร่งขนของหนีน้ำหลังฝนตกหนักต่อเนื่องทั้งคืน"],
            )
        )
        add(
            page(
                "horo",
                "/horoscope/weekly",
                "horoscope",
                "ดูดวงรายสัปดาห์ 30 พ.ย. - 6 ธ.ค. 2569",
                "horoscope-weekly",
                [
                    "## ราศีเมษ",
                    "การงานมีเกณฑ์ได้รับข่าวดี การเงินเข้ามาต่อเนื่อง ระวังเรื่องสุขภาพช่วงปลายสัปดาห์",
                    "## ราศีพฤษภ",
                    "ความรักมีเกณฑ์พบคนถูกใจ การเงินควรระวังการใช้จ่ายเกินตัว",
                    "## ราศีเมถุน",
                    "ผู้ใหญ่ให้การสนับสนุน เหมาะกับการเริ่มโครงการใหม่ สีมงคลคือสีเขียว",
                    "## ราศีกรกฎ",
                    "การเดินทางราบรื่น เงินทองไหลมาจากทางทิศเหนือ",
                ],
                lede_text="ดวงประจำสัปดาห์ทั้ง 12 ราศี",
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "เกี่ยวกับเรา",
                "about-page",
                [
                    "ข่าวเจ้าพระยาก่อตั้งขึ้นในปี 2545 เป็นสำนักข่าวออนไลน์ที่มีสำนักงานอยู่ที่ถนนวิภาวดีรังสิต กรุงเทพมหานคร",
                    "ติดต่อกองบรรณาธิการ: news@chaophrayanews.test โทร 02-000-1234",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "นโยบายความเป็นส่วนตัว",
                "policy-updated",
                [
                    "ปรับปรุงล่าสุด 1 ต.ค. 2569",
                    "เว็บไซต์นี้ใช้คุกกี้เพื่อพัฒนาประสบการณ์การใช้งานตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562",
                    "ท่านสามารถขอเข้าถึงหรือลบข้อมูลส่วนบุคคลได้โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูล",
                ],
            )
        )
        add(
            story(
                "flood",
                "/news/812345",
                "น้ำท่วมหาดใหญ่ ระดับน้ำสูงกว่า 1 เมตร ชาวบ้านอพยพกว่า 3 พันครัวเรือน",
                "2026-12-04",
                "2026-12-04T09:30:00+07:00",
                "4 ธ.ค. 2569 09:30 น.",
                ["สมชาย ใจดี"],
                [
                    "สถานการณ์น้ำท่วมในอำเภอหาดใหญ่ จังหวัดสงขลา ยังคงวิกฤต หลังฝนตกหนักต่อเนื่องมากว่า 48 ชั่วโมง ระดับน้ำในหลายชุมชนสูงกว่า 1 เมตร",
                    "นายอำเภอหาดใหญ่ เปิดเผยว่า ขณะนี้มีประชาชนอพยพไปยังศูนย์พักพิงชั่วคราวแล้วกว่า 3,200 ครัวเรือน และได้ประสานขอเรือท้องแบนเพิ่มอีก 40 ลำ",
                    "FIG: น้ำท่วมถนนเพชรเกษม | ถนนเพชรเกษมช่วงหน้าตลาดกิมหยง มีน้ำท่วมสูง (ภาพ: สมชาย ใจดี)",
                    "กรมอุตุนิยมวิทยาคาดว่าฝนจะเริ่มลดลงตั้งแต่วันเสาร์ แต่ยังคงเตือนให้ประชาชนในพื้นที่ลุ่มต่ำเฝ้าระวัง",
                    'RAW:<div class="ReadMore_box">อ่านข่าวที่เกี่ยวข้อง: <a href="/news/812201">เปิดศูนย์พักพิงเพิ่ม 12 แห่ง</a></div>',
                    "ผู้ประสบภัยสามารถขอความช่วยเหลือได้ที่สายด่วน 1784 ตลอด 24 ชั่วโมง",
                ],
                "buddhist-era-date-jsonld",
                section="ข่าวภูมิภาค",
                by="โดย",
                ld=True,
                tag=True,
            )
        )
        add(
            story(
                "durian",
                "/news/812290",
                "ทุเรียนจันทบุรีราคาพุ่ง ส่งออกจีนเพิ่มขึ้น 20%",
                "2026-12-03",
                None,
                "3 ธ.ค. 2569 15:10 น.",
                ["วิไลวรรณ ศรีสุข"],
                [
                    "ผู้ประกอบการล้งทุเรียนในจังหวัดจันทบุรีระบุว่า ราคาทุเรียนหมอนทองเกรดส่งออกขณะนี้อยู่ที่กิโลกรัมละ 185 บาท สูงกว่าช่วงเดียวกันของปีก่อน",
                    "สำนักงานพาณิชย์จังหวัดรายงานว่า ปริมาณการส่งออกทุเรียนไปจีนในช่วงสิบเดือนแรกเพิ่มขึ้นราว 20 เปอร์เซ็นต์",
                    "เกษตรกรในอำเภอท่าใหม่กล่าวว่า ต้นทุนปุ๋ยและค่าแรงที่สูงขึ้นทำให้กำไรไม่ได้เพิ่มตามราคา",
                    "ด้านกรมวิชาการเกษตรเตือนให้ผู้ส่งออกตรวจสอบทุเรียนอ่อนอย่างเข้มงวด",
                ],
                "printed-date-only-byline-bottom",
                section="เศรษฐกิจ",
                by="ผู้เขียน:",
                bottom=True,
            )
        )
        add(
            story(
                "bts",
                "/news/812301",
                "บีทีเอสขัดข้อง ผู้โดยสารตกค้างสถานีสยามนานกว่า 1 ชั่วโมง",
                "2026-12-04",
                "2026-12-03T23:50:00Z",
                "4 ธ.ค. 2569 06:50 น.",
                [],
                [
                    "เช้าวันนี้ รถไฟฟ้าบีทีเอสสายสุขุมวิทเกิดเหตุขัดข้องด้านระบบอาณัติสัญญาณ ส่งผลให้ผู้โดยสารตกค้างที่สถานีสยามและสถานีอโศกจำนวนมาก",
                    "บริษัทผู้ให้บริการแจ้งว่าได้แก้ไขระบบเรียบร้อยแล้วเมื่อเวลา 08.05 น. และขออภัยผู้โดยสารในความไม่สะดวก",
                    "ผู้โดยสารรายหนึ่งกล่าวว่าต้องเปลี่ยนไปใช้รถจักรยานยนต์รับจ้าง ทำให้ไปทำงานสาย",
                    "กรมการขนส่งทางรางสั่งให้ผู้ให้บริการรายงานสาเหตุภายใน 7 วัน",
                ],
                "utc-iso-crosses-day-desk-credit",
                section="กรุงเทพฯ",
                by="ข่าว: กองบรรณาธิการ",
                ld=True,
                tag=True,
            )
        )
        add(
            story(
                "temple",
                "/news/811876",
                "วัดอรุณฯ เปิดให้ชมพระปรางค์ยามค่ำคืน ช่วงปีใหม่",
                "2026-12-02",
                "2026-12-02T18:00:00+07:00",
                "2 ธ.ค. 2569 18:00 น.",
                ["สมชาย ใจดี", "ปิยะนุช แก้วมณี"],
                [
                    "วัดอรุณราชวรารามฯ ร่วมกับการท่องเที่ยวแห่งประเทศไทย เปิดให้นักท่องเที่ยวเข้าชมพระปรางค์ยามค่ำคืน ระหว่างวันที่ 28 ธันวาคม ถึง 3 มกราคม",
                    "ภายในงานจะมีการแสดงแสงสีเสียงเล่าประวัติวัด และการแสดงดนตรีไทยทุกคืน",
                    "- เปิดให้เข้าชม 18.00-22.00 น.",
                    "- ค่าเข้าชมชาวไทย 50 บาท",
                    "- ชาวต่างชาติ 200 บาท",
                    "ผู้จัดงานแนะนำให้เดินทางด้วยเรือด่วนเจ้าพระยา เนื่องจากพื้นที่จอดรถมีจำกัด",
                ],
                "two-authors-list-in-body",
                section="ท่องเที่ยว",
                by="โดย",
                ld=True,
            )
        )
        add(
            story(
                "baht",
                "/news/812333",
                "เงินบาทแข็งค่าสุดในรอบ 5 เดือน",
                "2026-12-04",
                None,
                "4 ธ.ค. 2569",
                [],
                [
                    "ค่าเงินบาทเปิดตลาดเช้านี้ที่ระดับ 33.15 บาทต่อดอลลาร์ แข็งค่าที่สุดในรอบ 5 เดือน",
                    "นักวิเคราะห์จากธนาคารพาณิชย์แห่งหนึ่งระบุว่า เงินทุนต่างชาติไหลเข้าตลาดพันธบัตรไทยต่อเนื่อง",
                    "คาดว่ากรอบการเคลื่อนไหวระหว่างวันจะอยู่ที่ 33.05-33.30 บาทต่อดอลลาร์",
                ],
                "short-brief-date-no-time",
                section="เศรษฐกิจ",
                by="",
            )
        )
        add(
            story(
                "muay",
                "/news/811990",
                "“รถถัง” ป้องกันแชมป์สำเร็จ ชนะน็อกยกที่ 3",
                "2026-12-03",
                "2026-12-03T22:40:00+07:00",
                "3 ธ.ค. 2569 22:40 น.",
                ["ธนากร มั่นคง"],
                [
                    "นักมวยไทยดาวรุ่ง “รถถัง ศิษย์ลุงเหลือ” ป้องกันแชมป์รุ่น 135 ปอนด์ สนามมวยเวทีราชดำเนินได้สำเร็จ หลังชนะน็อกคู่ชกในยกที่ 3",
                    "หลังการชก รถถังกล่าวว่า “ผมซ้อมหนักมาสามเดือน ขอบคุณแฟนมวยทุกคน”",
                    "โปรโมเตอร์เผยว่าเตรียมจัดไฟต์ต่อไปในเดือนกุมภาพันธ์ที่ประเทศญี่ปุ่น",
                    "ผู้ชมในสนามวันนี้มีกว่า 8,000 คน ถือเป็นสถิติสูงสุดของปีนี้",
                ],
                "late-night-local-time",
                section="กีฬา",
                by="โดย",
                ld=False,
            )
        )
        add(
            story(
                "column",
                "/news/811700",
                "คอลัมน์ ชีพจรเมือง: ทางเท้ากรุงเทพฯ ของใคร",
                "2026-12-02",
                "2026-12-02T07:00:00+07:00",
                "2 ธ.ค. 2569 07:00 น.",
                ["ทองใบ สายลม"],
                [
                    "เดินบนทางเท้ากรุงเทพฯ ทุกวันนี้ต้องระวังทั้งหลุมบ่อ รถจักรยานยนต์ และแผงลอยที่ยึดพื้นที่จนแทบไม่เหลือทางเดิน",
                    "กรุงเทพมหานครประกาศนโยบายจัดระเบียบทางเท้ามาหลายครั้ง แต่ผ่านไปไม่กี่เดือนทุกอย่างก็กลับมาเหมือนเดิม",
                    "ปัญหานี้ไม่ใช่แค่เรื่องความสวยงาม แต่เป็นเรื่องความปลอดภัยของผู้สูงอายุและคนพิการ",
                    "ถึงเวลาแล้วที่เมืองจะต้องตอบให้ได้ว่า ทางเท้าเป็นของคนเดินเท้าจริงหรือไม่",
                ],
                "column-byline-bottom-pen-title",
                section="คอลัมน์",
                by="ผู้เขียน:",
                bottom=True,
            )
        )
        add(
            story(
                "qa",
                "/news/812120",
                "สัมภาษณ์พิเศษ ผู้ว่าฯ สงขลา: แผนรับมือน้ำท่วมระยะยาว",
                "2026-12-03",
                "2026-12-03T11:20:00+07:00",
                "3 ธ.ค. 2569 11:20 น.",
                ["ปิยะนุช แก้วมณี"],
                [
                    "ก่อนน้ำท่วมใหญ่ครั้งล่าสุด ทีมข่าวได้พูดคุยกับผู้ว่าราชการจังหวัดสงขลาถึงแผนรับมือในระยะยาว",
                    "Q: จังหวัดมีแผนอย่างไรกับคลองระบายน้ำ || เราจะขุดลอกคลอง ร.1 และเพิ่มประตูระบายน้ำอีกสามจุดภายในปีหน้า",
                    "Q: งบประมาณมาจากไหน || ส่วนหนึ่งมาจากงบกลางของรัฐบาล อีกส่วนจากองค์การบริหารส่วนจังหวัด",
                ],
                "qa-interview",
                section="ข่าวภูมิภาค",
                by="โดย",
                ld=True,
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            self.a(k, t, "nav", 'class="Navbar_link"')
            for k, t in (("home", "หน้าแรก"), ("local", "ภูมิภาค"), ("clip", "คลิป"), ("horo", "ดูดวง"), ("search", "ค้นหา"))
        )
        meta = [
            f"<title>{esc(doc.title)} | ข่าวเจ้าพระยา</title>",
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            meta.append('<meta property="og:type" content="article">')
            if doc.extra.get("ld") and doc.iso:
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "author": [{"@type": "Person", "name": a} for a in doc.authors]
                    or {"@type": "Organization", "name": "ข่าวเจ้าพระยา"},
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            meta.append('<meta property="og:type" content="video.other">')
        nd = {"props": {"pageProps": {"id": doc.key, "type": doc.kind}}, "page": "/[...slug]", "buildId": "k3Jd8aQ"}
        return f"""<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"><meta name="viewport" content="width=device-width"/>
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<style>/*PAD*/</style>
</head><body><div id="__next">
<header class="Navbar_wrap"><a href="/" class="Navbar_logo">ข่าวเจ้าพระยา</a><nav>{nav}</nav></header>
<main class="css-1x2y3z">
{main}
</main>
<aside class="Trending_box"><h3>ข่าวยอดนิยม</h3>{"".join(f"<p>{self.a(k, self.docs[k].title, 'aside')}</p>" for k in ("flood", "bts", "muay"))}</aside>
<footer class="Footer_root">{self.a("about", "เกี่ยวกับเรา", "footer")} {self.a("privacy", "นโยบายความเป็นส่วนตัว", "footer")} <a href="https://line.me/ti/p/@chaophraya">LINE</a><p>© 2569 ข่าวเจ้าพระยา สงวนลิขสิทธิ์</p></footer>
<div class="CookieConsent">เว็บไซต์นี้ใช้คุกกี้ <button>ยอมรับ</button></div>
</div><script id="__NEXT_DATA__" type="application/json">{json.dumps(nd)}</script></body></html>"""

    def story_main(self, doc: Doc) -> str:
        names = " และ ".join(doc.authors)
        by = doc.extra.get("by", "")
        if doc.authors:
            byline = f'<div class="Byline_root">{esc(by)} {self.a("author", names, "byline") if "สมชาย ใจดี" in doc.authors and len(doc.authors) == 1 else esc(names)}</div>'
        else:
            byline = f'<div class="Byline_root">{esc(by)}</div>' if by else ""
        top = "" if doc.extra.get("bottom") else byline
        bottom = byline if doc.extra.get("bottom") else ""
        tags = f'<div class="Tags_list">แท็ก: {self.a("tag", "น้ำท่วม", "content")}</div>' if doc.extra.get("tag") else ""
        rel = "".join(
            f'<div class="CardNews_card">{self.a(k, self.docs[k].title, "related")}</div>' for k in ARTS if k != doc.key
        )
        return f"""<article class="Article_root">
<span class="Article_category">{esc(doc.section)}</span>
<h1 class="Article_title">{esc(doc.title)}</h1>
<div class="Article_meta"><time>{doc.stamp}</time></div>
{top}
<div class="ArticleBody_content">
{self.blocks(doc)}
</div>
{bottom}
{tags}
<div class="Share_bar"><a href="https://www.facebook.com/sharer/sharer.php">แชร์</a> <a href="https://social-plugins.line.me/lineit/share">LINE</a></div>
</article>
<section class="Related_root"><h2>ข่าวที่เกี่ยวข้อง</h2>{rel}</section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="CardNews_card">{self.a(k, d.title, "content")}<span class="CardNews_date">{d.stamp}</span></div>'
            )
        more = ""
        if doc.extra.get("more"):
            more = self.a(doc.extra["more"], "หน้าถัดไป", "pagination", 'class="Pagination_next"')
        if doc.key == "local2":
            more = self.a("local", "หน้าก่อนหน้า", "pagination")
        extra = ""
        if doc.key == "home":
            extra = f'<div class="Hot_tags">{self.a("tag", "#น้ำท่วม", "content")} {self.a("author", "สมชาย ใจดี", "content")}</div>'
        return f'<section class="Listing_root"><h1>{esc(doc.title)}</h1>{"".join(cards)}{more}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f'<div class="ClipPlayer"><h1>{esc(doc.title)}</h1><video src="https://cdn.chaophrayanews.test/clip/70231.m3u8" controls></video><p>{esc(doc.blocks[0][1])}</p><span>4 ธ.ค. 2569 08:15 น.</span></div>'
        return f'<div class="Static_root"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
