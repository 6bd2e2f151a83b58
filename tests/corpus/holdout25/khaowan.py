# ruff: noqa: E501, RUF001 (page texts are long literal lines; Thai script and its punctuation are deliberate)
"""ข่าววันนี้: a Thai daily in the Thairath manner (`/news/local/<id>`, the "ข่าวทั่วไป" section `/news/local`
and `?page=2`, `/tags/<percent-encoded Thai>`, `/search?q=`), UTF-8, no spaces between words. Dates in the
Buddhist era ("2 ธ.ค. 2569 14:20 น."); stories carry a NewsArticle JSON-LD with the Gregorian ISO time."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [("local", "ข่าวทั่วไป"), ("tag", "น้ำท่วม"), ("horo", "ดูดวง"), ("video", "วิดีโอ"), ("premium", "สมาชิกพรีเมียม")]


class KhaoWan(Base):
    origin = "https://www.khaowanni.test"
    name = "ข่าววันนี้"
    prefix = "kw"
    language = "th"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kw", [".kw-header", ".kw-nav", ".article-body", ".card", ".sidebar", ".kw-footer", ".live-entry"], 240
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ข่าววันนี้",
                "daily-home",
                list=["nam", "live", "rotfai", "sam", "photo", "sumphat"],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/news/local",
                "section",
                "ข่าวทั่วไป",
                "daily-section",
                list=["nam", "rotfai", "sam", "sumphat", "photo"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/news/local?page=2",
                "section",
                "ข่าวทั่วไป หน้า 2",
                "daily-section-page2",
                list=["live", "talat"],
                prev="local",
            )
        )
        add(
            page(
                "tag",
                "/tags/%E0%B8%99%E0%B9%89%E0%B8%B3%E0%B8%97%E0%B9%88%E0%B8%A7%E0%B8%A1",
                "tag",
                "น้ำท่วม",
                "daily-tag",
                list=["talat", "nam", "photo"],
            )
        )
        add(
            page(
                "search",
                "/search?q=%E0%B8%95%E0%B8%A5%E0%B8%B2%E0%B8%94",
                "search",
                "ผลการค้นหา: ตลาด",
                "daily-search",
                list=["talat", "sam"],
            )
        )
        add(
            story(
                "nam",
                "/news/local/2891234",
                "น้ำป่าไหลหลากท่วมอำเภอเมืองนครศรีธรรมราช ชาวบ้านกว่า 3 พันครัวเรือนเดือดร้อน",
                "2026-12-02",
                "2026-12-02T10:15:00+07:00",
                "2 ธ.ค. 2569 10:15 น.",
                ["สมชาย ใจดี"],
                [
                    "ฝนตกหนักต่อเนื่องมาตั้งแต่คืนวันที่30พฤศจิกายน ทำให้น้ำป่าจากเทือกเขาหลวงไหลหลากลงสู่พื้นที่ลุ่มในอำเภอเมืองนครศรีธรรมราช ระดับน้ำในคลองท่าดีสูงขึ้นอย่างรวดเร็วจนล้นตลิ่งเข้าท่วมบ้านเรือนประชาชนกว่า3,200ครัวเรือน",
                    "นายวิชัย ศรีสุข นายอำเภอเมืองนครศรีธรรมราช เปิดเผยว่าได้สั่งการให้เจ้าหน้าที่ป้องกันและบรรเทาสาธารณภัยนำเรือท้องแบนออกช่วยเหลือผู้สูงอายุและเด็กเล็กไปยังศูนย์พักพิงชั่วคราวที่โรงเรียนวัดท่าโพธิ์แล้ว",
                    "## ถนนหลายสายรถเล็กผ่านไม่ได้",
                    "ถนนราชดำเนินช่วงหน้าศาลากลางจังหวัดมีน้ำท่วมขังสูงประมาณ50เซนติเมตร ตำรวจจราจรต้องปิดการจราจรบางช่วงและแนะนำให้ผู้ขับขี่ใช้เส้นทางเลี่ยงเมือง",
                    "ด้านศูนย์อุตุนิยมวิทยาภาคใต้ฝั่งตะวันออกคาดว่าฝนจะยังตกหนักถึงวันที่4ธันวาคม ขอให้ประชาชนริมคลองขนของขึ้นที่สูงและติดตามประกาศจากทางราชการอย่างใกล้ชิด",
                ],
                "long-story-byline-top",
                dek="น้ำจากเทือกเขาหลวงล้นตลิ่งคลองท่าดี ท่วมบ้านเรือนกว่า3,200ครัวเรือน",
                byline="ผู้เขียน: สมชาย ใจดี",
            )
        )
        add(
            story(
                "photo",
                "/news/local/2891302",
                "ภาพชุด: ชาวบ้านช่วยกันขนของหนีน้ำ",
                "2026-12-02",
                "2026-12-02T12:40:00+07:00",
                "2 ธ.ค. 2569 12:40 น.",
                ["ธนพล แก้วมณี"],
                [
                    "FIG: เรือท้องแบนในชุมชน | เจ้าหน้าที่ใช้เรือท้องแบนลำเลียงผู้สูงอายุออกจากชุมชนริมคลองท่าดี",
                    "ภาพบรรยากาศชาวบ้านในอำเภอเมืองนครศรีธรรมราชช่วยกันขนข้าวของขึ้นที่สูงหลังน้ำป่าไหลหลากเข้าท่วม",
                    "FIG: ตลาดน้ำท่วม | แม่ค้าตลาดท่าวังย้ายแผงผักขึ้นบนโต๊ะ",
                ],
                "photo-story-photographer-only",
                byline="ภาพ: ธนพล แก้วมณี",
            )
        )
        add(
            story(
                "rotfai",
                "/news/local/2891188",
                "รถไฟสายใต้ขบวน 171 ล่าช้ากว่า 2 ชั่วโมง",
                "2026-12-02",
                "2026-12-02T08:05:00+07:00",
                "2 ธ.ค. 2569 08:05 น.",
                [],
                [
                    "การรถไฟแจ้งว่าขบวนรถเร็วที่171กรุงเทพฯ-สุไหงโก-ลก ล่าช้ากว่ากำหนดประมาณ2ชั่วโมง เนื่องจากน้ำท่วมรางช่วงสถานีทุ่งสงต้องลดความเร็ว",
                ],
                "brief-agency-credit",
                byline="ที่มา: สำนักข่าวไทยภาคใต้",
            )
        )
        add(
            story(
                "sam",
                "/news/local/2890977",
                "เปิดตลาดนัดชุมชนริมน้ำบางปะกงแห่งใหม่ ดึงนักท่องเที่ยวสุดสัปดาห์",
                "2026-12-01",
                "2026-12-01T15:30:00+07:00",
                "1 ธ.ค. 2569 15:30 น.",
                ["อรทัย บุญมา", "ประเสริฐ วงศ์ไทย"],
                [
                    "ชาวบ้านตำบลท่าข้าม อำเภอบางปะกง จังหวัดฉะเชิงเทรา ร่วมกันเปิดตลาดนัดริมน้ำทุกวันเสาร์และอาทิตย์ ขายอาหารพื้นบ้านและผลไม้จากสวนในชุมชน",
                    "นางสาวจันทร์เพ็ญ มีสุข ประธานกลุ่มวิสาหกิจชุมชน กล่าวว่าตลาดมีร้านค้ากว่า80ร้าน ส่วนใหญ่เป็นผู้สูงอายุที่ทำขนมไทยแบบดั้งเดิม รายได้หมุนเวียนในเดือนแรกกว่า4แสนบาท",
                    "นักท่องเที่ยวสามารถนั่งเรือชมหิ่งห้อยในช่วงเย็นได้ในราคาคนละ60บาท",
                ],
                "two-authors-lae",
                byline="ผู้เขียน: อรทัย บุญมา และ ประเสริฐ วงศ์ไทย",
            )
        )
        add(
            story(
                "sumphat",
                "/news/local/2890810",
                "คุยกับหมอชนบท: 'ไข้เลือดออกปีนี้มาเร็วกว่าทุกปี'",
                "2026-11-30",
                "2026-11-30T09:00:00+07:00",
                "30 พ.ย. 2569 09:00 น.",
                ["กนกวรรณ ทองดี"],
                [
                    "นายแพทย์ภาณุ รัตนพันธ์ ผู้อำนวยการโรงพยาบาลชุมชนแห่งหนึ่งในจังหวัดสุราษฎร์ธานี เล่าถึงสถานการณ์ไข้เลือดออกที่พุ่งสูงช่วงปลายปี",
                    "Q: ผู้ป่วยปีนี้มากแค่ไหน || ตั้งแต่ต้นเดือนพฤศจิกายนเรารับผู้ป่วยแล้ว146ราย มากกว่าปีที่แล้วเกือบเท่าตัว ส่วนใหญ่เป็นเด็กวัยเรียน",
                    "Q: ทำไมถึงระบาดเร็ว || ฝนตกหนักสลับแดดออก ทำให้มีน้ำขังตามภาชนะรอบบ้าน ยุงลายจึงเพาะพันธุ์ได้ง่าย",
                    "Q: ชาวบ้านควรทำอย่างไร || คว่ำภาชนะที่มีน้ำขังทุกสัปดาห์ และถ้ามีไข้สูงเกินสองวันให้รีบมาโรงพยาบาล อย่ากินยาแก้ปวดกลุ่มแอสไพรินเอง",
                ],
                "qa-interview",
                byline="ผู้เขียน: กนกวรรณ ทองดี",
            )
        )
        add(
            story(
                "live",
                "/news/local/2891400",
                "สดสถานการณ์น้ำท่วมภาคใต้ วันที่ 2 ธันวาคม",
                "2026-12-02",
                "2026-12-02T07:00:00+07:00",
                "2 ธ.ค. 2569 07:00 น. อัปเดตล่าสุด 16:45 น.",
                [],
                [
                    "16:45 น. กรมทางหลวงรายงานถนนเพชรเกษมช่วงอำเภอชะอวดยังมีน้ำท่วมสูง รถเล็กผ่านไม่ได้",
                    "14:10 น. จังหวัดพัทลุงประกาศเขตภัยพิบัติเพิ่มอีก3อำเภอ รวมเป็น7อำเภอ",
                    "11:30 น. สนามบินนครศรีธรรมราชยังเปิดให้บริการตามปกติ แต่ผู้โดยสารควรเผื่อเวลาเดินทาง",
                    "07:00 น. กองบรรณาธิการเริ่มรายงานสดสถานการณ์น้ำท่วมในจังหวัดภาคใต้ตลอดทั้งวัน",
                ],
                "live-blog-desk-no-author",
                byline="โดย: โต๊ะข่าวภูมิภาค",
                live=True,
            )
        )
        add(
            story(
                "talat",
                "/news/local/2890655",
                "ตลาดสดเทศบาลหาดใหญ่ปรับปรุงระบบระบายน้ำ",
                "2026-11-29",
                "2026-11-29T13:20:00+07:00",
                "29 พ.ย. 2569 13:20 น.",
                ["วีระ สุขสวัสดิ์"],
                [
                    "เทศบาลนครหาดใหญ่เริ่มปรับปรุงท่อระบายน้ำรอบตลาดสดกิมหยง หลังพ่อค้าแม่ค้าร้องเรียนว่าน้ำท่วมขังทุกครั้งที่ฝนตกหนัก",
                    "งานปรับปรุงใช้งบประมาณ12ล้านบาท คาดว่าจะแล้วเสร็จภายในเดือนกุมภาพันธ์2570 ระหว่างนี้ตลาดยังเปิดขายตามปกติ",
                ],
                "only-from-page2-tag-search",
                byline="ผู้เขียน: วีระ สุขสวัสดิ์",
            )
        )
        add(
            page(
                "horo",
                "/horoscope/daily",
                "horoscope",
                "ดูดวงรายวัน ประจำวันพุธที่ 2 ธันวาคม 2569",
                "horoscope-page",
                [
                    "- ราศีเมษ: การงานมีเรื่องให้ตัดสินใจ ควรปรึกษาผู้ใหญ่ก่อน",
                    "- ราศีพฤษภ: การเงินดีขึ้น มีรายได้พิเศษเข้ามา",
                    "- ราศีเมถุน: ความรักหวานชื่น คนโสดมีโอกาสพบคนถูกใจ",
                    "- ราศีกรกฎ: ระวังสุขภาพเรื่องระบบทางเดินหายใจ",
                    "- ราศีสิงห์: เดินทางไกลราบรื่น ได้พบเพื่อนเก่า",
                    "- ราศีกันย์: งานเอกสารมาก อย่าเซ็นอะไรโดยไม่อ่าน",
                    "NOTE: คำทำนายโดยอาจารย์ดวงดี ใช้เพื่อความบันเทิง",
                ],
            )
        )
        add(
            page(
                "video",
                "/video/clip/88412",
                "video",
                "คลิปเรือท้องแบนช่วยยายวัย 90 ออกจากบ้านน้ำท่วม",
                "video-one-line",
                [
                    'RAW:<div class="player" data-src="https://cdn.khaowanni.test/v/88412.m3u8"><video controls poster="/img/v88412.jpg"></video></div>',
                    "เจ้าหน้าที่อุ้มยายวัย90ขึ้นเรือท้องแบนออกจากบ้านที่ถูกน้ำท่วม",
                ],
            )
        )
        add(
            page(
                "jobs",
                "/jobs/reporter-south",
                "jobs",
                "รับสมัครผู้สื่อข่าวประจำภาคใต้",
                "job-ad",
                [
                    "ข่าววันนี้เปิดรับสมัครผู้สื่อข่าวประจำจังหวัดนครศรีธรรมราชและสงขลา จำนวน2อัตรา",
                    "## คุณสมบัติ",
                    "- วุฒิปริญญาตรีสาขานิเทศศาสตร์หรือที่เกี่ยวข้อง",
                    "- มีประสบการณ์ทำข่าวภาคสนามอย่างน้อย2ปี",
                    "- ขับรถยนต์ได้และมีใบขับขี่",
                    "## วิธีสมัคร",
                    "ส่งประวัติและตัวอย่างผลงานทางอีเมลภายในวันที่31ธันวาคม2569",
                ],
            )
        )
        add(
            page(
                "premium",
                "/premium",
                "product",
                "สมัครสมาชิกพรีเมียม",
                "subscription-product",
                [
                    "อ่านข่าวไม่มีโฆษณา รับหนังสือพิมพ์ฉบับดิจิทัลทุกเช้า และเข้าถึงคลังข่าวย้อนหลัง30ปี",
                    "- รายเดือน 99 บาท",
                    "- รายปี 990 บาท (ประหยัด2เดือน)",
                    "- แพ็กเกจครอบครัว 4 บัญชี 1,490 บาทต่อปี",
                    "FIG: แอปข่าววันนี้ | หน้าจอแอปบนโทรศัพท์และแท็บเล็ต",
                    'RAW:<a class="btn-buy" href="/premium/checkout?plan=year">สมัครเลย</a>',
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy",
                "policy",
                "นโยบายความเป็นส่วนตัว",
                "policy-updated-date",
                [
                    "ปรับปรุงล่าสุดเมื่อวันที่ 1 พฤศจิกายน 2569",
                    "บริษัทฯ เก็บรวบรวมข้อมูลส่วนบุคคลเท่าที่จำเป็นตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ.2562",
                    "## ข้อมูลที่เราเก็บ",
                    "ชื่อ อีเมล หมายเลขโทรศัพท์เมื่อท่านสมัครสมาชิก และข้อมูลการใช้งานเว็บไซต์ผ่านคุกกี้",
                    "## สิทธิของเจ้าของข้อมูล",
                    "ท่านมีสิทธิขอเข้าถึง แก้ไข หรือลบข้อมูลของท่านได้โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลของบริษัทฯ",
                ],
            )
        )

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in NAV)
        head = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            ld = {
                "@context": "https://schema.org", "@type": "LiveBlogPosting" if doc.extra.get("live") else "NewsArticle",
                "headline": doc.title, "datePublished": doc.iso, "inLanguage": "th",
                "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": self.name}],
                "publisher": {"@type": "Organization", "name": self.name},
            }  # fmt: skip
            head += [
                '<meta property="og:type" content="article">',
                f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>',
            ]
        foot = " · ".join(
            self.a(k, self.docs[k].title, "chrome:footer") for k in ("privacy", "jobs", "premium", "search")
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("nam", "live", "sumphat")
        )
        return f"""<!DOCTYPE html>
<html lang="th">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | ข่าววันนี้</title>
{chr(10).join(head)}
<style>/*PAD*/</style>
</head>
<body>
<header class="kw-header">{self.a("home", "ข่าววันนี้", "chrome:header", 'class="kw-logo"')}<nav class="kw-nav"><ul>{nav}</ul></nav></header>
<div class="kw-container"><main>
{main}
</main>
<aside class="sidebar"><h3>ยอดนิยม</h3><ol>{popular}</ol></aside></div>
<footer class="kw-footer"><p>{foot}</p><p>© 2569 บริษัท ข่าววันนี้ จำกัด สงวนลิขสิทธิ์</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        bread = f'<div class="breadcrumb">{self.a("home", "หน้าแรก", "chrome:breadcrumb")} › {self.a("local", "ข่าวทั่วไป", "chrome:breadcrumb")}</div>'
        dek = f'<p class="abstract">{esc(doc.dek)}</p>' if doc.dek else ""
        body = self.blocks(doc)
        if doc.extra.get("live"):
            body = "\n".join(f'<div class="live-entry">{line}</div>' for line in body.split("\n"))
        tags = (
            f'<div class="tags">แท็ก: {self.a("tag", "น้ำท่วม", "tags")}</div>'
            if doc.key in ("nam", "photo", "live")
            else ""
        )
        return f"""<article class="kw-article">{bread}
<h1>{esc(doc.title)}</h1>
<div class="meta"><span class="byline">{esc(doc.byline)}</span> <span class="date">{doc.stamp}</span></div>
{dek}
<div class="article-body">
{body}
</div>
{tags}
<div class="share"><a href="https://www.facebook.com/sharer.php">แชร์</a></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="card"><img src="/img/{k}.jpg" alt=""><h3>{self.a(k, d.title, "content")}</h3><span>{d.stamp.split(" อัปเดต")[0]}</span></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pager">{self.a(doc.extra["more"], "หน้าถัดไป", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pager">{self.a(doc.extra["prev"], "หน้าก่อนหน้า", "content")}</div>'
        return (
            f'<h1 class="section-title">{esc(doc.title)}</h1>\n<div class="grid">' + "\n".join(cards) + f"</div>{pager}"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<div class="static"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</div>'
