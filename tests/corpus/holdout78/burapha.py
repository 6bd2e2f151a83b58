# ruff: noqa: E501 (page texts and markup are long literal lines; Thai and typographic punctuation are deliberate)
"""Thai Burapha (ไทยบูรพา): a Matichon-like Thai daily on **WordPress** with the tagDiv **Newspaper** theme and **Yoast
SEO** (`td-post-title`, `entry-title`, `td-post-date`, `td-post-author-name`, `td-post-content`, `/bangkok/news_5123401`,
`/news-update/page/2`, `/tag/<percent-encoded Thai>`, `/author/…`, `/?s=`), Thai (no spaces between words), UTF-8,
Bangkok time (+07:00).

Dates are printed in the **Buddhist era**: "4 ธ.ค. 2569 - 07:45 น." (2569 = 2026); the column prints "วันศุกร์ที่ 4
ธันวาคม พ.ศ. 2569" and no time. Yoast's `@graph` gives `datePublished` in **UTC** (`+00:00`): the quake story printed
05:40 on 5 Dec is 22:40 on 4 Dec in its JSON-LD (labelled 5 Dec). The rice story's `article:published_time`, `<time
datetime>` and JSON-LD carry the **Buddhist-era year as if it were Gregorian** ("2569-12-04T08:15:00+07:00", a
localisation plugin's doing): labelled 2026-12-04. The column has no JSON-LD at all. The Xinhua story prints the site's
own date and, under the body, the agency's ("ที่มา: สำนักข่าวซินหัว (3 ธ.ค. 2569)"): labelled with the site's day.

One old story is served from the pre-WordPress archive (`/old/newsdetail.php?newsid=…`, a table layout) in
**TIS-620** declared only in `<meta http-equiv>` (the header says plain `text/html`); Scrapy decodes it as `cp874`. It
prints "14 มี.ค. 54 11:32:07", a **two-digit Buddhist year** (2554 = 2011).

Credits: "โดย สุภาพร แก้วมณี"; the regional desk "ทีมข่าวภูมิภาค" (no person; its Yoast author is a Person of that
name); two names joined by "และ"; "ผศ.ดร.วรวุฒิ ทองคำ" (academic titles fused to the name, dropped); "เรื่อง: … | ภาพ: …"
(the photographer is not an author); the archive's "โดย ประเสริฐ บุญมา ผู้สื่อข่าวประจำจังหวัดสุรินทร์" (a role
after the name). Non-articles include the Buddhist holy-day calendar (lunar dates in Thai digits), the lottery result,
a video clip page and a **soft 404** served at a story URL (a removed story still linked from a related box)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, local_iso, page, story, th_digits, thai_long, thai_short, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.thaiburapha.test"
TAG = "ฝุ่นPM2.5"
QUERY = "ข้าวหอมมะลิ"
ARTS = ["quake", "football", "xinhua", "rice", "dust", "column", "interview"]
PAGE = 'class="page"'
AUTHOR_SLUGS = {
    "สุภาพร แก้วมณี": "supaporn-k",
    "ธนพล ศรีสวัสดิ์": "thanapon-s",
    "ณัฐธิดา พรหมมา": "nattida-p",
    "กิตติพงษ์ วงศ์ใหญ่": "kittipong-w",
    "อรอุมา ชัยชนะ": "onuma-c",
}
SECTIONS = {
    "bangkok": "กรุงเทพฯ",
    "region": "ภูมิภาค",
    "economy": "เศรษฐกิจ",
    "foreign": "ต่างประเทศ",
    "sport": "กีฬา",
    "columnists": "คอลัมนิสต์",
    "lifestyle": "ไลฟ์สไตล์",
}


class Burapha(Base):
    origin = ORIGIN
    name = "ไทยบูรพา"
    prefix = "tbp"
    language = "th"

    def pad_rules(self) -> list[str]:
        if self._extra("archive"):
            return css_rules("tbp-old", ["td.newstitle", "td.menu a", ".newsdetail", ".date", "table.bottom td"], 180)
        return css_rules(
            "tbp",
            [
                ".td-header-wrap",
                ".td-header-menu-wrap .sf-menu li",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-module-meta-info",
                ".td_module_flex .td-module-title",
                ".td-a-rec",
                ".td-footer-wrapper",
                ".pdpa-consent",
                ".td-related-title",
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
                "ไทยบูรพา",
                "wp-newspaper-home",
                list=["quake", "football", "xinhua", "rice", "dust", "column", "interview"],
                more="latest",
            )
        )
        add(
            page(
                "latest",
                "/news-update",
                "section",
                "ข่าวล่าสุด",
                "wp-category",
                list=["quake", "football", "xinhua", "rice", "dust"],
                more="latest2",
            )
        )
        add(
            page(
                "latest2",
                "/news-update/page/2",
                "section",
                "ข่าวล่าสุด",
                "wp-category-page2",
                list=["column", "interview", "video"],
            )
        )
        add(page("tag", f"/tag/{quote(TAG)}", "tag", TAG, "wp-tag", list=["dust", "video"]))
        add(
            page(
                "author",
                "/author/supaporn-k",
                "author",
                "สุภาพร แก้วมณี",
                "wp-author",
                list=["dust"],
                bio="ผู้สื่อข่าวสายกรุงเทพมหานครและสิ่งแวดล้อม ติดตามเรื่องฝุ่น น้ำท่วม และการจราจรในเมืองหลวงมากว่าสิบปี",
            )
        )
        add(
            page(
                "search", f"/?s={quote(QUERY)}", "search", f"ผลการค้นหา: {QUERY}", "wp-search", list=["rice", "archive"]
            )
        )
        add(
            page(
                "wanphra",
                "/calendar/wanphra-2569",
                "calendar",
                "ปฏิทินวันพระ เดือนธันวาคม 2569",
                "lunar-holy-day-calendar",
                [
                    "วันนี้ " + thai_long(2026, 12, 5) + " ตรงกับ " + th_digits("แรม 11 ค่ำ เดือน 12") + " ปีมะเมีย",
                    "T: วันพระ | วันที่ | จันทรคติ",
                    "T: วันพุธ | 2 ธันวาคม 2569 | " + th_digits("แรม 8 ค่ำ เดือน 12"),
                    "T: วันพุธ | 9 ธันวาคม 2569 | " + th_digits("แรม 15 ค่ำ เดือน 12"),
                    "T: วันพฤหัสบดี | 17 ธันวาคม 2569 | " + th_digits("ขึ้น 8 ค่ำ เดือนอ้าย"),
                    "T: วันพฤหัสบดี | 24 ธันวาคม 2569 | " + th_digits("ขึ้น 15 ค่ำ เดือนอ้าย"),
                    "T: วันศุกร์ | 1 มกราคม 2570 | " + th_digits("แรม 8 ค่ำ เดือนอ้าย"),
                    "T: วันพฤหัสบดี | 7 มกราคม 2570 | " + th_digits("แรม 14 ค่ำ เดือนอ้าย"),
                    "วันพระตามปฏิทินหลวง อาจคลาดเคลื่อนจากปฏิทินของวัดในบางท้องถิ่นได้หนึ่งวัน ตรวจสอบกำหนดการทำบุญกับวัดใกล้บ้านอีกครั้ง",
                ],
            )
        )
        add(
            page(
                "lottery",
                "/lottery/check-1-december-2569",
                "live-data",
                "ตรวจหวย งวดวันที่ 1 ธันวาคม 2569",
                "lottery-results-table",
                [
                    "ผลการออกสลากกินแบ่งรัฐบาล งวดประจำวันที่ 1 ธันวาคม 2569",
                    "T: รางวัล | หมายเลข | เงินรางวัล (บาท)",
                    "T: รางวัลที่ 1 | 418305 | 6,000,000",
                    "T: เลขหน้า 3 ตัว | 052 / 771 | 4,000",
                    "T: เลขท้าย 3 ตัว | 236 / 904 | 4,000",
                    "T: เลขท้าย 2 ตัว | 58 | 2,000",
                    "T: ข้างเคียงรางวัลที่ 1 | 418304 / 418306 | 100,000",
                    "โปรดตรวจสอบกับใบตรวจผลสลากกินแบ่งรัฐบาลอย่างเป็นทางการอีกครั้ง งวดต่อไปออกวันที่ 16 ธันวาคม 2569",
                ],
            )
        )
        add(
            page(
                "video",
                "/video/clip_5123450",
                "video",
                "คลิป: ฝุ่นคลุมกรุง มองจากดาดฟ้าย่านสาทรแทบไม่เห็นตึกสูง",
                "video-embed-one-line",
                ["ภาพมุมสูงจากดาดฟ้าอาคารย่านสาทร เช้าวันที่ 4 ธ.ค. 2569 ค่าฝุ่น PM2.5 เกินมาตรฐานใน 38 เขต"],
                video="2026-12-04T01:30:00+00:00",
            )
        )
        add(
            page(
                "gone",
                "/bangkok/news_5098812",
                "not-found",
                "ขออภัย ไม่พบหน้าที่คุณต้องการ",
                "soft-404-at-story-url",
                ["หน้าที่คุณกำลังค้นหาอาจถูกลบ ย้าย หรือเปลี่ยนชื่อ หรือไม่มีอยู่ในระบบชั่วคราว ลองค้นหาข่าวที่ต้องการอีกครั้ง หรือกลับสู่หน้าแรก"],
                list=["dust", "quake", "football"],
            )
        )
        add(
            story(
                "dust",
                "/bangkok/news_5123401",
                "ฝุ่น PM2.5 เกินมาตรฐาน 38 เขต กทม.ขอเอกชนให้พนักงานทำงานที่บ้าน",
                "2026-12-04",
                utc("2026-12-04 07:45", 420, "+00:00"),
                "2026-12-04 07:45",
                ["สุภาพร แก้วมณี"],
                [
                    "กรุงเทพมหานครรายงานสถานการณ์ฝุ่นละอองขนาดไม่เกิน 2.5 ไมครอน (PM2.5) เมื่อเวลา 07.00 น. วันที่ 4 ธ.ค. ว่า ตรวจวัดได้ 42-78 ไมโครกรัมต่อลูกบาศก์เมตร เกินค่ามาตรฐานใน 38 เขต จากทั้งหมด 50 เขต โดยพื้นที่ที่มีค่าฝุ่นสูงสุด ได้แก่ เขตบางขุนเทียน เขตหนองแขม และเขตบางบอน",
                    "นายชยพัทธ์ รุ่งเรืองศักดิ์ โฆษกกรุงเทพมหานคร กล่าวว่า สภาพอากาศในช่วงนี้มีลักษณะปิด ลมสงบ และมีการผกผันของอุณหภูมิในระดับต่ำ ทำให้ฝุ่นสะสมใกล้พื้นดิน กทม.จึงขอความร่วมมือบริษัทเอกชนและหน่วยงานรัฐให้พนักงานทำงานที่บ้านระหว่างวันที่ 4-6 ธ.ค. เพื่อลดการเดินทางและการปล่อยมลพิษจากรถยนต์",
                    "## ตั้งจุดตรวจควันดำ 24 จุด",
                    "สำนักสิ่งแวดล้อมร่วมกับกองบังคับการตำรวจจราจรตั้งจุดตรวจวัดควันดำรถยนต์ 24 จุดทั่วกรุงเทพฯ ตั้งแต่เช้าวันนี้ พบรถที่ปล่อยควันดำเกินมาตรฐาน 61 คัน และสั่งห้ามใช้ชั่วคราว 17 คัน นอกจากนี้ยังสั่งให้ไซต์ก่อสร้างขนาดใหญ่ 112 แห่งฉีดพ่นละอองน้ำและล้างล้อรถบรรทุกก่อนออกจากพื้นที่",
                    "FIG: หมอกควันเหนือย่านสาทร | ท้องฟ้าเหนือย่านสาทรถูกปกคลุมด้วยหมอกควันเมื่อเช้าวันที่ 4 ธ.ค. 2569 (ภาพ: ไทยบูรพา)",
                    "ด้านกรมควบคุมโรคแนะนำให้ประชาชนกลุ่มเสี่ยง ได้แก่ เด็กเล็ก ผู้สูงอายุ หญิงตั้งครรภ์ และผู้มีโรคประจำตัวเกี่ยวกับทางเดินหายใจ งดกิจกรรมกลางแจ้ง และสวมหน้ากาก N95 เมื่อต้องออกนอกอาคาร หากมีอาการแน่นหน้าอก หายใจลำบาก หรือไอเรื้อรัง ควรรีบพบแพทย์",
                    'RAW:<div class="td-related-inline"><span class="td-related-title">อ่านข่าวที่เกี่ยวข้อง</span><ul><li>{gone}</li><li>{video}</li></ul></div>',
                    "ศูนย์พยากรณ์คุณภาพอากาศคาดว่า ค่าฝุ่นจะยังอยู่ในระดับสูงจนถึงวันอาทิตย์ที่ 6 ธ.ค. ก่อนที่มวลอากาศเย็นระลอกใหม่จะแผ่ลงมาในวันจันทร์ ทำให้การระบายอากาศดีขึ้น ประชาชนสามารถติดตามค่าฝุ่นรายชั่วโมงได้ทางแอปพลิเคชัน AirBKK",
                ],
                "yoast-utc-updated",
                section="bangkok",
                dek="ศูนย์ข้อมูลคุณภาพอากาศชี้ค่าฝุ่นสูงสุดที่เขตบางขุนเทียน คาดสถานการณ์ดีขึ้นต้นสัปดาห์หน้าเมื่อมวลอากาศเย็นระลอกใหม่มาถึง",
                updated="2026-12-04 13:20",
                ld_author="สุภาพร แก้วมณี",
                tags=[TAG, "กรุงเทพมหานคร", "มลพิษทางอากาศ"],
            )
        )
        add(
            story(
                "quake",
                "/region/news_5124077",
                "แผ่นดินไหวขนาด 4.3 ใต้ อ.แม่สาย เชียงราย ชาวบ้านรู้สึกสั่นไหวกลางดึก",
                "2026-12-05",
                utc("2026-12-05 05:40", 420, "+00:00"),
                "2026-12-05 05:40",
                [],
                [
                    "กรมอุตุนิยมวิทยารายงานว่า เมื่อเวลา 03.18 น. วันที่ 5 ธ.ค. 2569 เกิดแผ่นดินไหวขนาด 4.3 ที่ระดับความลึก 8 กิโลเมตร บริเวณตำบลเวียงพางคำ อำเภอแม่สาย จังหวัดเชียงราย ประชาชนในหลายอำเภอรู้สึกได้ถึงแรงสั่นสะเทือน",
                    "ชาวบ้านในตัวอำเภอแม่สายและอำเภอเชียงแสนหลายรายโพสต์ข้อความในสื่อสังคมออนไลน์ว่า ตื่นขึ้นมาเพราะเตียงและหน้าต่างสั่น บางรายวิ่งออกมานอกบ้านด้วยความตกใจ ขณะที่ในตัวเมืองเชียงรายมีรายงานว่ารู้สึกสั่นไหวเล็กน้อยประมาณ 5 วินาที",
                    "นายอำเภอแม่สายเปิดเผยว่า ได้สั่งการให้เจ้าหน้าที่ฝ่ายปกครองและอาสาสมัครป้องกันภัยฝ่ายพลเรือนออกสำรวจความเสียหายตั้งแต่เช้ามืด เบื้องต้นพบผนังบ้านเรือนประชาชนร้าว 3 หลัง และกระเบื้องหลังคาวัดแห่งหนึ่งหล่นเสียหาย ยังไม่มีรายงานผู้บาดเจ็บ",
                    "ผู้เชี่ยวชาญจากกรมทรัพยากรธรณีระบุว่า แผ่นดินไหวครั้งนี้น่าจะเกิดจากการเลื่อนตัวของรอยเลื่อนแม่จัน ซึ่งเป็นรอยเลื่อนมีพลังที่พาดผ่านพื้นที่อำเภอแม่สาย แม่จัน และเชียงแสน และอาจเกิดอาฟเตอร์ช็อกขนาดเล็กตามมาอีกในช่วง 1-2 วันนี้",
                    "หน่วยงานในพื้นที่ขอให้ประชาชนติดตามประกาศจากทางราชการอย่างใกล้ชิด และหากพบรอยร้าวของอาคารขนาดใหญ่ ให้แจ้งสายด่วน 1784 ของกรมป้องกันและบรรเทาสาธารณภัย",
                ],
                "desk-credit-yoast-utc-previous-day",
                section="region",
                credit="ทีมข่าวภูมิภาค",
                ld_author="ทีมข่าวภูมิภาค",
                tags=["แผ่นดินไหว", "เชียงราย"],
            )
        )
        add(
            story(
                "rice",
                "/economy/news_5123415",
                "ราคาข้าวเปลือกหอมมะลิขยับขึ้นตันละ 800 บาท ชาวนาอีสานยิ้มรับต้นฤดูเก็บเกี่ยว",
                "2026-12-04",
                "2569-12-04T08:15:00+07:00",
                "2026-12-04 08:15",
                ["ธนพล ศรีสวัสดิ์"],
                [
                    "ราคารับซื้อข้าวเปลือกหอมมะลิความชื้น 15% ที่โรงสีในจังหวัดสุรินทร์ ร้อยเอ็ด และศรีสะเกษ ขยับขึ้นมาอยู่ที่ตันละ 15,300-15,800 บาท สูงกว่าช่วงเดียวกันของปีก่อนประมาณ 800 บาท หลังผลผลิตปีนี้ได้รับความเสียหายจากภาวะฝนทิ้งช่วงในเดือนสิงหาคม",
                    "นายสมศักดิ์ ทองดี นายกสมาคมโรงสีข้าวจังหวัดสุรินทร์ กล่าวว่า ผลผลิตข้าวหอมมะลิในภาคตะวันออกเฉียงเหนือปีนี้คาดว่าจะลดลงราว 7% ขณะที่ความต้องการจากผู้ส่งออกยังอยู่ในระดับสูง โดยเฉพาะตลาดฮ่องกง สิงคโปร์ และสหรัฐฯ ทำให้โรงสีต้องแข่งกันรับซื้อ",
                    "## ผู้ส่งออกห่วงราคาสูงกว่าคู่แข่ง",
                    "ด้านสมาคมผู้ส่งออกข้าวไทยระบุว่า ราคาส่งออกข้าวหอมมะลิไทยขณะนี้อยู่ที่ประมาณตันละ 1,180 ดอลลาร์สหรัฐ สูงกว่าข้าวหอมของกัมพูชาและเวียดนามกว่า 300 ดอลลาร์ อาจทำให้ยอดส่งออกในไตรมาสแรกของปี 2570 ชะลอตัวลง",
                    'RAW:<div class="td-related-inline"><span class="td-related-title">ย้อนอ่าน</span><ul><li>{archive}</li></ul></div>',
                    "นางบุญเรือน ศรีสุข ชาวนาบ้านโนนสูง อำเภอท่าตูม จังหวัดสุรินทร์ กล่าวว่า ปีนี้ได้ผลผลิตไร่ละประมาณ 350 กิโลกรัม น้อยกว่าปีก่อน แต่ราคาที่ดีขึ้นช่วยชดเชยได้บางส่วน พร้อมเรียกร้องให้รัฐช่วยดูแลราคาปุ๋ยที่ยังอยู่ในระดับสูง",
                    "กรมการค้าภายในระบุว่า จะส่งเจ้าหน้าที่ตรวจสอบการรับซื้อที่จุดรับซื้อข้าวทั่วภาคอีสานตลอดเดือนธันวาคม เพื่อให้แน่ใจว่าโรงสีติดป้ายแสดงราคาและใช้เครื่องวัดความชื้นที่ได้มาตรฐาน",
                ],
                "buddhist-era-year-in-iso-metadata",
                section="economy",
                ld_author="ธนพล ศรีสวัสดิ์",
                be_meta=True,
                tags=["ข้าวหอมมะลิ", "ราคาข้าว"],
            )
        )
        add(
            story(
                "column",
                "/columnists/news_5122980",
                "ดอกเบี้ยขาลง ใครได้ ใครเสีย",
                "2026-12-04",
                None,
                "2026-12-04",
                ["วรวุฒิ ทองคำ"],
                [
                    "การที่คณะกรรมการนโยบายการเงินมีมติลดอัตราดอกเบี้ยนโยบายลง 0.25% เหลือ 1.50% ต่อปีเมื่อต้นสัปดาห์ ถือเป็นการลดดอกเบี้ยครั้งที่สามของปีนี้ และสะท้อนว่าธนาคารกลางกังวลกับภาวะเศรษฐกิจที่ฟื้นตัวช้ากว่าที่คาด",
                    "ผู้ที่ได้ประโยชน์โดยตรงคือลูกหนี้ที่มีสินเชื่ออัตราดอกเบี้ยลอยตัว ทั้งสินเชื่อบ้านและสินเชื่อธุรกิจ ซึ่งภาระผ่อนต่อเดือนจะลดลงบ้าง แม้ธนาคารพาณิชย์มักปรับลดดอกเบี้ยเงินกู้ช้ากว่าและน้อยกว่าดอกเบี้ยนโยบายก็ตาม",
                    "ในทางกลับกัน ผู้ที่เสียประโยชน์คือผู้ออมเงิน โดยเฉพาะผู้สูงอายุที่พึ่งพาดอกเบี้ยเงินฝากเป็นรายได้หลัก ดอกเบี้ยเงินฝากประจำ 12 เดือนของธนาคารขนาดใหญ่ตอนนี้เหลือไม่ถึง 1.3% ต่อปี",
                    "## แล้วควรทำอย่างไร",
                    "สำหรับผู้ออม ทางเลือกอย่างพันธบัตรออมทรัพย์ของรัฐบาลหรือกองทุนตราสารหนี้ระยะสั้นอาจให้ผลตอบแทนดีกว่าเงินฝากเล็กน้อย แต่ต้องเข้าใจความเสี่ยงและสภาพคล่องของแต่ละผลิตภัณฑ์ก่อนตัดสินใจ",
                    "ส่วนลูกหนี้ นี่คือจังหวะที่ดีในการเจรจารีไฟแนนซ์หรือขอลดอัตราดอกเบี้ยกับธนาคารเดิม เพราะการแข่งขันของธนาคารในช่วงดอกเบี้ยขาลงมักเปิดโอกาสให้ลูกค้าที่มีประวัติการชำระดีต่อรองได้มากขึ้น",
                    "ท้ายที่สุด ดอกเบี้ยต่ำเพียงอย่างเดียวไม่สามารถกระตุ้นเศรษฐกิจได้ หากรายได้ของครัวเรือนไม่เพิ่มขึ้นและหนี้ครัวเรือนยังสูงเกือบ 90% ของจีดีพี นโยบายการคลังและการปฏิรูปเชิงโครงสร้างจึงต้องเดินไปพร้อมกัน",
                ],
                "column-academic-title-no-jsonld",
                section="columnists",
                column="มองโลกเศรษฐกิจ",
                printed_name="ผศ.ดร.วรวุฒิ ทองคำ",
                bio="ผศ.ดร.วรวุฒิ ทองคำ อาจารย์ประจำคณะเศรษฐศาสตร์ มหาวิทยาลัยเชียงใหม่ เขียนคอลัมน์ มองโลกเศรษฐกิจ ทุกวันศุกร์",
            )
        )
        add(
            story(
                "xinhua",
                "/foreign/news_5123422",
                "จีนเปิดสะพานข้ามแม่น้ำโขงแห่งใหม่ในสิบสองปันนา หนุนการค้าชายแดนลาว",
                "2026-12-04",
                utc("2026-12-04 09:10", 420, "+00:00"),
                "2026-12-04 09:10",
                [],
                [
                    "สำนักข่าวซินหัวรายงานเมื่อวันที่ 3 ธ.ค. ว่า ทางการมณฑลยูนนานของจีนได้เปิดใช้สะพานข้ามแม่น้ำโขงแห่งใหม่ในเขตปกครองตนเองชนชาติไตสิบสองปันนาอย่างเป็นทางการ สะพานดังกล่าวมีความยาว 1,240 เมตร เชื่อมทางหลวงสายหลักของเมืองเชียงรุ่งเข้ากับถนนที่มุ่งสู่ด่านชายแดนโม่ฮาน",
                    "เจ้าหน้าที่ท้องถิ่นระบุว่า สะพานแห่งใหม่จะช่วยลดเวลาการขนส่งสินค้าจากเชียงรุ่งไปยังชายแดนลาวได้ราว 40 นาที และรองรับรถบรรทุกขนาดใหญ่ได้ตลอด 24 ชั่วโมง ซึ่งจะเป็นประโยชน์ต่อการส่งออกผลไม้และสินค้าเกษตรระหว่างจีนกับประเทศในอาเซียน",
                    "ปัจจุบันการค้าผ่านด่านโม่ฮาน-บ่อเต็นมีมูลค่าเพิ่มขึ้นอย่างต่อเนื่อง นับตั้งแต่ทางรถไฟจีน-ลาวเปิดให้บริการเมื่อปลายปี 2564 โดยสินค้าจากไทย เช่น ทุเรียน ลำไย และยางพารา ถูกขนส่งผ่านเส้นทางนี้เข้าสู่ตลาดจีนมากขึ้นทุกปี",
                    "ผู้ประกอบการขนส่งไทยในจังหวัดเชียงรายคาดว่า เส้นทางใหม่จะช่วยลดต้นทุนการขนส่งผลไม้สดไปยังนครคุนหมิงได้ โดยเฉพาะในช่วงฤดูทุเรียนที่รถบรรทุกห้องเย็นมักต้องต่อคิวรอผ่านด่านเป็นเวลานาน",
                ],
                "agency-republished-agency-date-under-body",
                section="foreign",
                credit="ซินหัว",
                ld_author="ข่าวต่างประเทศ ไทยบูรพา",
                source="ที่มา: สำนักข่าวซินหัว (3 ธ.ค. 2569)",
                tags=["จีน", "ลาว", "แม่น้ำโขง"],
            )
        )
        add(
            story(
                "archive",
                "/old/newsdetail.php?newsid=1300087200&catid=3",
                "ข้าวหอมมะลิราคาพุ่งสูงสุดในรอบ 3 ปี โรงสีสุรินทร์แห่รับซื้อ",
                "2011-03-14",
                None,
                "2011-03-14 11:32:07",
                ["ประเสริฐ บุญมา"],
                [
                    "ราคาข้าวเปลือกหอมมะลิในจังหวัดสุรินทร์ปรับตัวสูงขึ้นอย่างต่อเนื่อง ล่าสุดโรงสีหลายแห่งรับซื้อข้าวเปลือกหอมมะลิความชื้นไม่เกิน 15% ที่ตันละ 16,500 บาท ซึ่งเป็นราคาสูงสุดในรอบ 3 ปี",
                    "นายบุญส่ง จันทร์เพ็ญ เจ้าของโรงสีในอำเภอเมืองสุรินทร์ เปิดเผยว่า ขณะนี้ข้าวเปลือกในมือเกษตรกรเหลือน้อย เนื่องจากผลผลิตปีนี้เสียหายจากน้ำท่วมเมื่อปลายปีที่แล้ว โรงสีจึงต้องแข่งขันกันรับซื้อเพื่อให้มีข้าวพอส่งมอบตามสัญญา",
                    "ด้านเกษตรกรที่ยังเก็บข้าวไว้ในยุ้งฉางต่างทยอยนำข้าวออกมาขาย โดยนายทองใบ ศรีงาม ชาวนาตำบลนอกเมือง กล่าวว่า ดีใจที่ราคาข้าวดีขึ้น แต่ปีนี้ได้ผลผลิตน้อย เพราะนาข้าวถูกน้ำท่วมไปเกือบครึ่ง",
                    "สำนักงานพาณิชย์จังหวัดสุรินทร์ระบุว่า จะออกตรวจสอบการรับซื้อข้าวของโรงสีและลานตากข้าวในทุกอำเภอ เพื่อป้องกันการเอาเปรียบเกษตรกรในเรื่องการวัดความชื้นและการหักสิ่งเจือปน",
                ],
                "tis620-archive-two-digit-be-year",
                section="economy",
                archive=True,
                encoding="cp874",
                codec="cp874",
                ctype="text/html",
                printed_name="โดย ประเสริฐ บุญมา ผู้สื่อข่าวประจำจังหวัดสุรินทร์",
            )
        )
        add(
            story(
                "interview",
                "/lifestyle/news_5121876",
                "คุยกับอาจู เจ้าของไร่กาแฟบนดอยช้าง ผู้พาเมล็ดกาแฟอาข่าไปถึงโตเกียว",
                "2026-12-03",
                utc("2026-12-03 14:00", 420, "+00:00"),
                "2026-12-03 14:00",
                ["ณัฐธิดา พรหมมา"],
                [
                    "บนความสูงกว่า 1,200 เมตรจากระดับน้ำทะเล ที่บ้านดอยช้าง อำเภอแม่สรวย จังหวัดเชียงราย อาจู เชอมือ วัย 46 ปี ใช้เวลากว่า 20 ปีพัฒนาไร่กาแฟของครอบครัว จนเมล็ดกาแฟของเขาได้รับคัดเลือกให้ไปวางขายในร้านกาแฟพิเศษย่านชิบุยะ กรุงโตเกียว เมื่อต้นปีนี้",
                    "FIG: อาจู เชอมือ ในไร่กาแฟ | อาจู เชอมือ ตรวจดูผลกาแฟสุกในไร่ที่บ้านดอยช้าง (ภาพ: ชยพล อินทรสุข)",
                    "Q: จุดเริ่มต้นของการปลูกกาแฟของครอบครัวมาจากไหน || พ่อของผมเริ่มปลูกกาแฟตามโครงการส่งเสริมให้ปลูกพืชทดแทนเมื่อราว 40 ปีก่อน ตอนนั้นเราปลูกแบบไม่รู้อะไรเลย เก็บเมล็ดทั้งสุกทั้งดิบขายให้พ่อค้าคนกลางในราคาถูก ผมเพิ่งมาเข้าใจเรื่องคุณภาพจริง ๆ ตอนที่มีโอกาสไปอบรมการแปรรูปกาแฟที่เชียงใหม่",
                    "Q: อะไรทำให้กาแฟจากดอยช้างไปถึงญี่ปุ่นได้ || ผู้ซื้อจากญี่ปุ่นให้ความสำคัญกับความสม่ำเสมอมาก เราต้องเก็บเฉพาะผลเชอร์รีที่สุกเต็มที่ ตากบนแคร่ยกสูง และจดบันทึกทุกล็อต พอเขามาชิมแล้วชอบ เขาก็สั่งต่อเนื่องทุกปี ปีนี้เราส่งไปประมาณ 2 ตัน",
                    "Q: การเปลี่ยนแปลงของสภาพอากาศส่งผลต่อไร่อย่างไร || หนักขึ้นทุกปีครับ ฝนมาไม่ตรงฤดู บางปีดอกกาแฟร่วงหมดเพราะฝนตกหนักตอนออกดอก เราเลยปลูกต้นไม้ใหญ่ให้ร่มเงาเพิ่ม และเริ่มทดลองสายพันธุ์ที่ทนแล้งได้ดีกว่า",
                    "Q: อยากฝากอะไรถึงคนรุ่นใหม่บนดอย || อยากให้เขาเห็นว่าอยู่บนดอยก็สร้างรายได้ได้ ถ้าเราตั้งใจทำของให้ดี ตอนนี้มีเด็กในหมู่บ้านกลับมาช่วยที่ไร่หลายคน บางคนเปิดร้านกาแฟเล็ก ๆ ของตัวเอง ผมว่านี่คือความภูมิใจที่สุด",
                ],
                "qa-interview-story-and-photo-credit",
                section="lifestyle",
                credit_line="เรื่อง: ณัฐธิดา พรหมมา | ภาพ: ชยพล อินทรสุข",
                ld_author="ณัฐธิดา พรหมมา",
                kicker="สัมภาษณ์พิเศษ",
                tags=["กาแฟ", "เชียงราย"],
            )
        )
        add(
            story(
                "football",
                "/sport/news_5123988",
                "ช้างศึกบุกชนะเวียดนาม 2-1 เข้ารอบรองชนะเลิศอาเซียนคัพ",
                "2026-12-04",
                utc("2026-12-04 22:50", 420, "+00:00"),
                "2026-12-04 22:50",
                ["กิตติพงษ์ วงศ์ใหญ่", "อรอุมา ชัยชนะ"],
                [
                    "ทีมชาติไทยบุกไปเอาชนะทีมชาติเวียดนาม 2-1 ในการแข่งขันฟุตบอลชิงแชมป์อาเซียน รอบแบ่งกลุ่มนัดสุดท้าย ที่สนามหมีดิ่ง กรุงฮานอย เมื่อคืนวันที่ 4 ธ.ค. ส่งผลให้ทัพช้างศึกคว้าอันดับ 1 ของกลุ่มเข้าไปเล่นในรอบรองชนะเลิศ",
                    "เกมนี้เวียดนามเป็นฝ่ายได้ประตูขึ้นนำก่อนในนาทีที่ 23 จากลูกโหม่งหลังเตะมุม ก่อนที่ไทยจะได้ประตูตีเสมอในนาทีที่ 41 จากการยิงไกลนอกกรอบเขตโทษของ ธนากร ศรีเมือง กองกลางวัย 22 ปี",
                    "ในครึ่งหลัง ไทยเป็นฝ่ายครองเกมได้มากขึ้น และมาได้ประตูชัยในนาทีที่ 78 เมื่อ ปิยะพงษ์ แก้วสุวรรณ กองหน้าตัวสำรอง ได้บอลในเขตโทษแล้วซัดเข้ามุมล่างอย่างสวยงาม ท่ามกลางเสียงเชียร์ของแฟนบอลชาวไทยกว่า 2,000 คนที่เดินทางไปให้กำลังใจ",
                    "หลังเกม หัวหน้าผู้ฝึกสอนทีมชาติไทยกล่าวว่า ภูมิใจในความมุ่งมั่นของนักเตะ โดยเฉพาะการกลับมาหลังจากเสียประตูก่อนในสนามที่บรรยากาศกดดัน และจะใช้เวลาช่วงพักฟื้นฟูร่างกายผู้เล่นก่อนเกมรอบรองชนะเลิศนัดแรกในวันที่ 10 ธ.ค.",
                    "สำหรับรอบรองชนะเลิศ ทีมชาติไทยจะพบกับทีมอันดับ 2 ของกลุ่มบี ซึ่งจะทราบผลหลังการแข่งขันนัดสุดท้ายของกลุ่มในวันที่ 5 ธ.ค.",
                ],
                "two-authors-joined-by-lae",
                section="sport",
                ld_author="กิตติพงษ์ วงศ์ใหญ่",
                tags=["ทีมชาติไทย", "อาเซียนคัพ"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            self.current = doc.key
            return self.archive_page(doc)
        return super().render(doc)

    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        site = {
            "@type": "WebSite",
            "@id": f"{ORIGIN}/#website",
            "url": f"{ORIGIN}/",
            "name": "ไทยบูรพา",
            "inLanguage": "th",
            "potentialAction": [
                {
                    "@type": "SearchAction",
                    "target": {"@type": "EntryPoint", "urlTemplate": f"{ORIGIN}/?s={{search_term_string}}"},
                    "query-input": "required name=search_term_string",
                }
            ],
        }
        org = {
            "@type": "Organization",
            "@id": f"{ORIGIN}/#organization",
            "name": "ไทยบูรพา",
            "url": f"{ORIGIN}/",
            "logo": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/wp-content/uploads/2024/01/logo-tbp.png",
                "width": 512,
                "height": 512,
            },
        }
        webpage: dict = {
            "@type": "CollectionPage" if "list" in doc.extra else "WebPage",
            "@id": url,
            "url": url,
            "name": f"{doc.title} - ไทยบูรพา",
            "isPartOf": {"@id": f"{ORIGIN}/#website"},
            "inLanguage": "th",
        }
        graph: list[dict] = []
        if doc.is_article:
            iso = doc.iso
            mod = utc(doc.extra["updated"], 420, "+00:00") if doc.extra.get("updated") else iso
            pid = f"{ORIGIN}/#/schema/person/{AUTHOR_SLUGS.get(doc.extra['ld_author'], 'tbp-desk')}"
            webpage.update({"datePublished": iso, "dateModified": mod})
            graph.append(
                {
                    "@type": "NewsArticle",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": doc.extra["ld_author"], "@id": pid},
                    "headline": doc.title[:110],
                    "datePublished": iso,
                    "dateModified": mod,
                    "mainEntityOfPage": {"@id": url},
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "keywords": doc.extra.get("tags", []),
                    "articleSection": [SECTIONS[doc.section]],
                    "inLanguage": "th",
                }
            )
            graph.append(webpage)
            graph.append(
                {
                    "@type": "Person",
                    "@id": pid,
                    "name": doc.extra["ld_author"],
                    "url": f"{ORIGIN}/author/{AUTHOR_SLUGS.get(doc.extra['ld_author'], 'tbp-desk')}",
                }
            )
        else:
            graph.append(webpage)
        graph += [site, org]
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - ไทยบูรพา</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="th_TH">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="ไทยบูรพา">',
        ]
        if doc.is_article and doc.iso:
            pub = doc.iso if doc.extra.get("be_meta") else local_iso(doc.stamp, "+07:00")
            out.append(f'<meta property="article:published_time" content="{pub}">')
            if doc.extra.get("updated"):
                out.append(
                    f'<meta property="article:modified_time" content="{local_iso(doc.extra["updated"], "+07:00")}">'
                )
            out.append(f'<meta name="author" content="{esc(doc.extra["ld_author"])}">')
        if doc.kind == "video":
            vid = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "uploadDate": doc.extra["video"],
                "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/clip-5123450.jpg",
                "embedUrl": "https://www.youtube.com/embed/tbpClip5123450",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(vid, ensure_ascii=False)}</script>')
        if doc.kind != "not-found" and not (doc.is_article and doc.iso is None):
            out.append(self.yoast(doc))
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "หน้าแรก"),
                ("latest", "ข่าวล่าสุด"),
                (f"{ORIGIN}/politics", "การเมือง"),
                (f"{ORIGIN}/economy", "เศรษฐกิจ"),
                (f"{ORIGIN}/region", "ภูมิภาค"),
                (f"{ORIGIN}/foreign", "ต่างประเทศ"),
                (f"{ORIGIN}/sport", "กีฬา"),
                (f"{ORIGIN}/columnists", "คอลัมนิสต์"),
                ("lottery", "ตรวจหวย"),
            )
        )
        popular = "".join(
            f'<div class="td_module_flex td_module_flex_1"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ["dust", "football", "quake", "rice", "interview"]
        )
        return f"""<!DOCTYPE html>
<html lang="th">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="stylesheet" id="td-theme-css" href="/wp-content/themes/Newspaper/style.css?ver=12.6.8" type="text/css" media="all">
<style id="td-theme-inline">/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
<script>var tdBlocksArray=[];var tds_login_sing_in_widget="show";var td_ajax_url="{ORIGIN}/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
</head>
<body class="{"single single-post" if doc.is_article else "home blog" if doc.key == "home" else "archive"} td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-header-top-menu"><div class="td_data_time">{thai_long(2026, 12, 5)}</div><div class="top-header-menu">{self.a("wanphra", "ปฏิทินวันพระ", "nav")} | {self.a("lottery", "ตรวจหวย", "nav")} | <a href="/contact">ติดต่อเรา</a> | <a href="/advertise">ลงโฆษณา</a></div></div></div>
<div class="td-banner-wrap-full"><div class="td-header-sp-logo"><a class="td-main-logo" href="/"><img src="/wp-content/uploads/2024/01/logo-tbp.png" alt="ไทยบูรพา"><span class="td-visual-hidden">ไทยบูรพา</span></a></div>
<div class="td-a-rec td-a-rec-id-header"><div id="div-gpt-ad-tbp-leaderboard"></div></div></div>
<div class="td-header-menu-wrap-full"><div class="td-header-menu-wrap"><div id="td-header-menu" role="navigation"><ul id="menu-main" class="sf-menu">{nav}</ul></div>
<div class="header-search-wrap"><form method="get" class="td-search-form" action="{ORIGIN}/"><input name="s" class="td-widget-search-input" type="text" placeholder="ค้นหา"><button>ค้นหา</button></form></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
{main}
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-a-rec td-a-rec-id-sidebar"><div id="div-gpt-ad-tbp-sidebar"></div></div>
<div class="td_block_wrap td_block_popular"><h4 class="block-title"><span>ข่าวยอดนิยม</span></h4>{popular}</div>
<div class="td_block_wrap"><h4 class="block-title"><span>แท็กยอดนิยม</span></h4>{self.a("tag", TAG, "aside")} <a href="/tag/%E0%B8%99%E0%B9%89%E0%B8%B3%E0%B8%97%E0%B9%88%E0%B8%A7%E0%B8%A1">น้ำท่วม</a> <a href="/tag/%E0%B8%AB%E0%B8%A7%E0%B8%A2">หวย</a></div></div>
</div></div></div>
<div class="td-footer-wrapper td-container-wrap"><div class="td-footer-bottom"><p>ไทยบูรพา หนังสือพิมพ์รายวัน ก่อตั้ง พ.ศ. 2521 เลขที่ 88 ถนนวิภาวดีรังสิต แขวงจอมพล เขตจตุจักร กรุงเทพฯ 10900</p>
<p><a href="/about">เกี่ยวกับเรา</a> · <a href="/privacy-policy">นโยบายความเป็นส่วนตัว</a> · <a href="/cookie-policy">นโยบายคุกกี้</a> · <a href="/feed">RSS</a> · <a href="https://www.facebook.com/thaiburapha.test">Facebook</a> · <a href="https://x.com/thaiburapha_test">X</a> · <a href="https://line.me/R/ti/p/@thaiburapha">LINE</a></p>
<p class="td-sub-footer-copy">© 2569 ไทยบูรพา สงวนลิขสิทธิ์</p></div></div>
<div class="pdpa-consent" role="dialog">เว็บไซต์นี้ใช้คุกกี้เพื่อเพิ่มประสบการณ์การใช้งานและวิเคราะห์การเข้าชม ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล <a href="/cookie-policy">อ่านเพิ่มเติม</a> <button class="pdpa-accept">ยอมรับทั้งหมด</button> <button class="pdpa-setting">ตั้งค่า</button></div>
</div>
<script type="text/javascript" src="/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="td-post-author-name"><div class="td-author-by">โดย</div> <span class="td-author-desk">{esc(doc.extra["credit"])}</span></div>'
        if doc.extra.get("credit_line"):
            return f'<div class="td-post-author-name td-credit-line">{esc(doc.extra["credit_line"])}</div>'
        if doc.extra.get("column"):
            return ""
        names = " และ ".join(
            self.a("author", a, "byline") if a == "สุภาพร แก้วมณี" else self.a(f"/author/{AUTHOR_SLUGS[a]}", a, "byline")
            for a in doc.authors
        )
        return f'<div class="td-post-author-name"><div class="td-author-by">โดย</div> {names}</div>'

    def story_main(self, doc: Doc) -> str:
        date = thai_short(doc.stamp)
        if doc.extra.get("column"):
            time_html = f'<span class="td-post-date">{thai_long(2026, 12, 4)}</span>'
        else:
            dt = doc.iso if doc.extra.get("be_meta") else local_iso(doc.stamp, "+07:00")
            time_html = f'<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{dt}">{date}</time></span>'
        if doc.extra.get("updated"):
            time_html += f'<span class="td-post-modified">อัปเดต {thai_short(doc.extra["updated"])}</span>'
        sec = doc.section
        column_head = ""
        if doc.extra.get("column"):
            column_head = f'<div class="td-column-head"><img src="/wp-content/uploads/columnists/worawut.jpg" alt="" width="80" height="80"><div class="td-column-name">คอลัมน์ {esc(doc.extra["column"])}</div><div class="td-column-author">{esc(doc.extra["printed_name"])}</div></div>'
        kicker = f'<span class="td-post-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        dek = f'<p class="td-post-sub-title">{esc(doc.dek)}</p>' if doc.dek else ""
        body = (
            self.blocks(doc)
            .replace("{gone}", self.a("gone", "กทม.เตรียมแจกหน้ากาก N95 ฟรี 1 ล้านชิ้นให้กลุ่มเสี่ยง", "related"))
            .replace("{video}", self.a("video", self.docs["video"].title, "related"))
            .replace("{archive}", self.a("archive", "ข้าวหอมมะลิราคาพุ่งสูงสุดในรอบ 3 ปี (14 มี.ค. 2554)", "related"))
        )
        source = f'<p class="td-post-source">{esc(doc.extra["source"])}</p>' if doc.extra.get("source") else ""
        bio = f'<div class="td-author-box-bio">{esc(doc.extra["bio"])}</div>' if doc.extra.get("bio") else ""
        tags = ""
        if doc.extra.get("tags"):
            items = "".join(
                f"<li>{self.a('tag' if t == TAG else '/tag/' + quote(t), t, 'tag')}</li>" for t in doc.extra["tags"]
            )
            tags = f'<ul class="td-tags td-post-small-box clearfix"><li><span>แท็ก</span></li>{items}</ul>'
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<div class="td_module_related_posts"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article id="post-{doc.path.rsplit("_", 1)[-1]}" class="post type-post status-publish format-standard has-post-thumbnail category-{sec}">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category"><a href="/{sec}">{esc(SECTIONS[sec])}</a></li></ul>
{column_head}
<header class="td-post-title">{kicker}<h1 class="entry-title">{esc(doc.title)}</h1>{dek}
<div class="td-module-meta-info">{self.byline(doc)}{time_html}<div class="td-post-views"><span class="td-nr-views-{doc.path.rsplit("_", 1)[-1]}">12,4{len(doc.title) % 10}8</span></div></div>
</header></div>
<div class="td-post-sharing-top"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}">Facebook</a><a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?url={u}">X</a><a class="td-social-sharing-button td-social-line" href="https://line.me/R/msg/text/?{u}">LINE</a></div>
<div class="td-post-featured-image"><img src="/wp-content/uploads/2026/12/{doc.path.rsplit("_", 1)[-1]}.jpg" alt="" width="696" height="392"></div>
<div class="td-post-content tagdiv-type">
{body}
{source}
</div>
{bio}
<footer>{tags}<div class="td-a-rec td-a-rec-id-content_bottom"><div id="div-gpt-ad-tbp-inarticle"></div></div></footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><span>ข่าวที่เกี่ยวข้อง</span></h4>{related}</div>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        meta = (
            f'<span class="td-post-date"><time class="entry-date">{thai_short(d.stamp)}</time></span>'
            if d.is_article
            else '<span class="td-post-date">วิดีโอ</span>'
        )
        return f'<div class="td_module_flex td_module_flex_1"><div class="td-module-thumb"><img src="/wp-content/uploads/2026/12/thumb-{abs(len(d.path) * 31) % 9973}.jpg" alt="" loading="lazy"></div><div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3>{meta}<div class="td-excerpt">{esc(self.lede(d) if d.is_article else d.blocks[0][1])}</div></div></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="td-visual-hidden">ไทยบูรพา ข่าวล่าสุด ข่าววันนี้</h1>'
            extra = f'<div class="td_block_wrap home-services"><h4 class="block-title"><span>บริการ</span></h4>{self.a("wanphra", "ปฏิทินวันพระ เดือนธันวาคม", "content")} · {self.a("lottery", "ตรวจหวย งวด 1 ธ.ค. 69", "content")} · {self.a("video", "คลิปข่าว: ฝุ่นคลุมกรุง", "content")}</div><div class="td-next-prev-wrap">{self.a("latest", "ข่าวล่าสุดทั้งหมด", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div class="td-author-header"><img src="/wp-content/uploads/authors/supaporn.jpg" alt="" width="96" height="96"><h1 class="entry-title td-page-title">{esc(doc.title)}</h1><div class="td-author-description">{esc(doc.extra["bio"])}</div></div>'
            extra = '<div class="td_module_flex"><h3 class="entry-title td-module-title"><a href="/bangkok/news_5101123">น้ำทะเลหนุนสูง กทม.เฝ้าระวังชุมชนริมเจ้าพระยา 14 แห่ง</a></h3></div><div class="td_module_flex"><h3 class="entry-title td-module-title"><a href="/bangkok/news_5087340">เปิดทางจักรยานเลียบคลองโอ่งอ่างส่วนขยาย</a></h3></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title">{esc(doc.title)}</h1><form action="/" method="get"><input name="s" value="{esc(QUERY)}"><button>ค้นหา</button></form><p>พบ 2 รายการ</p></div>'
        elif doc.kind == "not-found":
            head = f'<div class="td-404-title"><h1 class="entry-title">{esc(doc.title)}</h1></div><div class="td-404-sub-title">{esc(doc.blocks[0][1])}</div><div class="td-404-sub-sub-title">{self.a("home", "กลับสู่หน้าแรก", "content")}</div><h4 class="block-title"><span>ข่าวล่าสุด</span></h4>'
        pager = ""
        if doc.key == "latest":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("latest2", "2", "pagination", PAGE)}<a href="/news-update/page/3" class="page">3</a><span class="extend">...</span><a href="/news-update/page/1240" class="last">1,240</a>{self.a("latest2", "ถัดไป", "pagination")}</div>'
        elif doc.key == "latest2":
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("latest", "ก่อนหน้า", "pagination")}{self.a("latest", "1", "pagination", PAGE)}<span class="current">2</span><a href="/news-update/page/3" class="page">3</a></div>'
        return f'<div class="td-category-grid">{head}<div class="td-ss-main-content">{cards}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "video":
            return f'<article class="td-video-page"><h1 class="entry-title">{esc(doc.title)}</h1><div class="td-post-date">{thai_short("2026-12-04 08:30")}</div><div class="wpb_video_wrapper"><iframe src="https://www.youtube.com/embed/tbpClip5123450" width="696" height="392" allowfullscreen title="{esc(doc.title)}"></iframe></div>{html}<p>{self.a("dust", "อ่านข่าว: " + self.docs["dust"].title, "content")}</p></article>'
        return (
            f'<div class="td-page-content"><h1 class="entry-title td-page-title">{esc(doc.title)}</h1>\n{html}\n</div>'
        )

    def archive_page(self, doc: Doc) -> str:
        """The pre-WordPress archive: TIS-620, a table layout, paragraphs separated by <br><br>."""
        paras = "<br>\n<br>\n".join(esc(b[1]) for b in doc.blocks if b[0] == "p")
        return f"""<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=tis-620">
<title>{esc(doc.title)} :: ไทยบูรพาออนไลน์</title>
<meta name="keywords" content="ข่าว, ข้าวหอมมะลิ, สุรินทร์, ไทยบูรพา">
<style type="text/css">/*PAD*/</style>
<script language="JavaScript" src="/old/js/menu.js"></script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2"><a href="/old/"><img src="/old/images/logo_tbp.gif" width="300" height="80" border="0" alt="ไทยบูรพาออนไลน์"></a><img src="/old/images/banner_468x60.gif" width="468" height="60"></td></tr>
<tr><td colspan="2" class="menu"><a href="/old/">หน้าแรก</a> | <a href="/old/newslist.php?catid=1">การเมือง</a> | <a href="/old/newslist.php?catid=3">เศรษฐกิจ</a> | <a href="/old/newslist.php?catid=5">ภูมิภาค</a> | <a href="/old/newslist.php?catid=7">กีฬา</a> | {self.a("home", "ไทยบูรพาเว็บไซต์ใหม่", "nav")}</td></tr>
<tr><td width="600" valign="top">
<table width="100%" cellpadding="6"><tr><td class="newstitle"><b><font size="4">{esc(doc.title)}</font></b></td></tr>
<tr><td class="date"><font color="#666666">ข่าววันที่ : 14 มี.ค. 54 11:32:07</font> &nbsp; <font color="#666666">อ่าน 3,218 ครั้ง</font></td></tr>
<tr><td class="newsdetail"><font size="2">
{paras}
<br>
<br>
<b>{esc(doc.extra["printed_name"])}</b>
</font></td></tr>
<tr><td><a href="javascript:window.print()">พิมพ์ข่าวนี้</a> | <a href="/old/sendfriend.php?newsid=1300087200">ส่งข่าวให้เพื่อน</a> | {self.a("search", "ค้นหาข่าวข้าวหอมมะลิ", "related")}</td></tr></table>
</td>
<td width="180" valign="top" class="menu"><b>ข่าวเศรษฐกิจล่าสุด</b><br><a href="/old/newsdetail.php?newsid=1300079400&amp;catid=3">ทองคำขึ้นต่อเนื่อง บาทละ 21,000</a><br><a href="/old/newsdetail.php?newsid=1300001200&amp;catid=3">ส่งออกมกราคมโต 25%</a><br><a href="/old/newsdetail.php?newsid=1299915600&amp;catid=3">ราคายางแผ่นดิบทะลุ 170 บาท</a></td></tr>
<tr><td colspan="2" align="center"><table class="bottom"><tr><td><font size="1">Copyright (c) 2011 ThaiBurapha Online. All rights reserved.</font></td></tr></table></td></tr>
</table>
</body>
</html>"""
