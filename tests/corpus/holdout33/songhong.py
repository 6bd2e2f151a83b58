# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""VnNhanh: a VnExpress-like Vietnamese news site (`title-detail`, `description`, `fck_detail`, `Normal`,
`/<slug>-<7 digits>.html`, `/thoi-su-p2`, `/chu-de/<slug>-<id>`, `/tim-kiem?q=`), Vietnamese, UTF-8. The author's
name is printed in bold at the END of the body (right-aligned `<p class="author_mail"><strong>…</strong>`), dates
like "Thứ sáu, 4/12/2026, 10:15 (GMT+7)", a "Tin liên quan" box inside the body, a video clip page, an opinion
column ("Góc nhìn") with the author at the top, and a UTC time that is the next day in Hanoi (+07:00)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class SongHong(Base):
    origin = "https://vnnhanh.test"
    name = "VnNhanh"
    prefix = "vn"
    language = "vi"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vn",
            [".section-top", ".title-detail", ".fck_detail", ".item-news", ".box-category", ".footer", ".width_common"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "VnNhanh - Báo tiếng Việt nhiều người xem",
                "vne-home",
                list=["ketxe", "cau", "reuters", "chay", "ngap", "phongvan", "gocnhin", "video"],
                more="thoisu2",
            )
        )
        add(
            page(
                "thoisu",
                "/thoi-su",
                "section",
                "Thời sự",
                "vne-folder",
                list=["ketxe", "cau", "chay", "ngap", "video"],
                more="thoisu2",
            )
        )
        add(
            page(
                "thoisu2", "/thoi-su-p2", "section", "Thời sự", "vne-folder-page2", list=["phongvan", "dien", "gocnhin"]
            )
        )
        add(
            page(
                "chude",
                "/chu-de/giao-thong-ha-noi-1263",
                "tag",
                "Giao thông Hà Nội",
                "vne-topic",
                list=["ketxe", "cau", "dien"],
            )
        )
        add(
            page(
                "tacgia",
                "/tac-gia/hoang-minh-2141",
                "author",
                "Hoàng Minh",
                "vne-author",
                list=["ketxe", "cau", "phongvan"],
                bio="Phóng viên mảng giao thông, đô thị.",
            )
        )
        add(
            page(
                "timkiem",
                "/tim-kiem?q=ng%E1%BA%ADp+l%E1%BB%A5t",
                "search",
                "Kết quả tìm kiếm: ngập lụt",
                "vne-search",
                list=["ngap", "chay"],
            )
        )
        add(
            page(
                "video",
                "/video/mua-lon-keo-dai-o-hue-4812377.html",
                "video",
                "Mưa lớn kéo dài ở Huế",
                "vne-video-clip",
                lines=[
                    'RAW:<div class="box_embed_video"><video data-src="https://v.vnnhanh.test/2026/12/04/mua-hue-720p.mp4" controls poster="/img/mua-hue.jpg"></video><span class="duration">01:12</span></div>',
                    "Nhiều tuyến phố ở TP Huế ngập sâu sau hai ngày mưa lớn.",
                    'RAW:<p class="author_video">Video: Võ Thạnh</p>',
                ],
            )
        )
        add(
            page(
                "gioithieu",
                "/gioi-thieu",
                "about",
                "Giới thiệu",
                "vne-static",
                lines=[
                    "VnNhanh là báo điện tử tiếng Việt, cập nhật tin tức 24 giờ mỗi ngày.",
                    "Tòa soạn: Tầng 8, số 17 Hàng Bài, Hoàn Kiếm, Hà Nội. Điện thoại: 024 7300 1234.",
                ],
            )
        )
        add(
            page(
                "dieukhoan",
                "/dieu-khoan-su-dung",
                "policy",
                "Điều khoản sử dụng",
                "vne-static",
                lines=[
                    "Cập nhật lần cuối: ngày 12/11/2026.",
                    "Khi sử dụng VnNhanh, bạn đồng ý với các điều khoản dưới đây. Nội dung trên trang thuộc bản quyền của VnNhanh, không được sao chép khi chưa có sự đồng ý bằng văn bản.",
                    "Chúng tôi sử dụng cookie để cải thiện trải nghiệm và cá nhân hóa quảng cáo.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter",
                "subscribe",
                "Đăng ký nhận bản tin",
                "vne-newsletter",
                lines=[
                    "Nhận bản tin buổi sáng lúc 6h với những tin quan trọng nhất trong ngày.",
                    'RAW:<form class="newsletter-form"><input type="email" placeholder="Email của bạn"><button>Đăng ký</button></form>',
                ],
            )
        )

        add(
            story(
                "ketxe",
                "/un-tac-keo-dai-tren-duong-vanh-dai-3-4812345.html",
                "Ùn tắc kéo dài trên đường Vành đai 3",
                "2026-12-04",
                "2026-12-04T10:15:00+07:00",
                "Thứ sáu, 4/12/2026, 10:15 (GMT+7)",
                ["Hoàng Minh"],
                [
                    "Hà Nội - Hàng nghìn ôtô nhích từng mét trên đường Vành đai 3 trên cao sáng 4/12 do một xe tải chết máy gần nút giao Mai Dịch.",
                    "Từ 7h, dòng xe kéo dài khoảng 4 km từ cầu Thăng Long về hướng Thanh Xuân. Nhiều tài xế cho biết mất hơn một giờ để đi quãng đường thường chỉ mất 15 phút.",
                    "FIG: Ùn tắc Vành đai 3 | Dòng xe ùn ứ trên đường Vành đai 3 sáng 4/12. Ảnh: Giang Huy",
                    "Đội Cảnh sát giao thông số 6 đã điều xe cứu hộ kéo xe tải vào làn khẩn cấp. Đến 9h30, giao thông cơ bản được thông suốt.",
                    "Theo Sở Giao thông Vận tải, mỗi ngày có khoảng 120.000 lượt xe đi qua tuyến đường này, vượt thiết kế ban đầu.",
                ],
                "author-at-end",
                section="Thời sự",
                end_author="Hoàng Minh",
            )
        )
        add(
            story(
                "cau",
                "/cau-tran-hung-dao-khoi-cong-thang-sau-4812290.html",
                "Cầu Trần Hưng Đạo khởi công tháng sau",
                "2026-12-03",
                "2026-12-03T15:00:00+07:00",
                "Thứ năm, 3/12/2026, 15:00 (GMT+7)",
                ["Hoàng Minh", "Lan Anh"],
                [
                    "Hà Nội - Cầu Trần Hưng Đạo bắc qua sông Hồng dự kiến khởi công vào giữa tháng 1/2027, sau khi hoàn tất giải phóng mặt bằng ở quận Long Biên.",
                    "Cầu dài 5,5 km, rộng 6 làn xe, tổng vốn đầu tư hơn 15.000 tỷ đồng. Công trình sẽ giảm tải cho cầu Chương Dương và cầu Long Biên.",
                    "Ông Nguyễn Văn Quang, Phó giám đốc Ban quản lý dự án giao thông thành phố, cho biết còn 23 hộ dân chưa nhận tiền bồi thường.",
                ],
                "two-authors-at-end",
                section="Thời sự",
                end_author="Hoàng Minh - Lan Anh",
            )
        )
        add(
            story(
                "reuters",
                "/nhat-ban-ha-du-bao-tang-truong-4812301.html",
                "Nhật Bản hạ dự báo tăng trưởng năm 2027",
                "2026-12-04",
                "2026-12-04T08:30:00+07:00",
                "Thứ sáu, 4/12/2026, 08:30 (GMT+7)",
                ["Thanh Tâm"],
                [
                    "Chính phủ Nhật Bản hạ dự báo tăng trưởng kinh tế năm tài khóa 2027 xuống 0,9%, do xuất khẩu sang Trung Quốc giảm và đồng yên mạnh lên.",
                    "Trước đó, Tokyo dự báo tăng trưởng 1,3%. Tiêu dùng nội địa vẫn yếu dù lương danh nghĩa tăng ba năm liên tiếp.",
                    "Các nhà kinh tế cho rằng Ngân hàng Trung ương Nhật Bản khó tăng lãi suất thêm trong nửa đầu năm sau.",
                ],
                "compiler-agency-at-end",
                section="Kinh doanh",
                end_author="Thanh Tâm",
                end_tail=" (Theo Reuters)",
            )
        )
        add(
            story(
                "chay",
                "/chay-nha-xuong-o-binh-duong-4812280.html",
                "Cháy xưởng gỗ ở Bình Dương, khói đen bao trùm khu dân cư",
                "2026-12-04",
                "2026-12-03T18:30:00Z",
                "Thứ sáu, 4/12/2026, 01:30 (GMT+7)",
                ["Phước Tuấn"],
                [
                    "Bình Dương - Xưởng sản xuất đồ gỗ rộng khoảng 2.000 m2 ở phường Tân Định, TP Bến Cát bốc cháy lúc nửa đêm, khói đen bao trùm khu dân cư gần đó.",
                    "Hơn 60 cảnh sát cùng 12 xe chữa cháy được điều đến hiện trường. Đến 3h, đám cháy cơ bản được khống chế. Không có thương vong.",
                    "Nguyên nhân vụ cháy đang được điều tra.",
                ],
                "utc-next-day",
                section="Thời sự",
                end_author="Phước Tuấn",
            )
        )
        add(
            story(
                "ngap",
                "/hue-ngap-sau-hang-nghin-hoc-sinh-nghi-hoc-4812270.html",
                "Huế ngập sâu, hàng nghìn học sinh nghỉ học",
                "2026-12-03",
                "2026-12-03T11:20:00+07:00",
                "Thứ năm, 3/12/2026, 11:20 (GMT+7)",
                ["Võ Thạnh"],
                [
                    "Thừa Thiên Huế - Mưa lớn hai ngày qua khiến nhiều tuyến đường ở TP Huế ngập sâu 0,5-1 m, hơn 50.000 học sinh phải nghỉ học.",
                    'RAW:<div class="box-tinlienquanv2"><h3 class="title-box">Tin liên quan</h3><article class="item-news"><h4 class="title-news"><a href="/mien-trung-mua-lon-4812001.html">Miền Trung mưa lớn đến cuối tuần</a></h4></article><article class="item-news"><h4 class="title-news"><a href="/thuy-dien-xa-lu-4811870.html">Thủy điện Hương Điền xả lũ</a></h4></article></div>',
                    "Tại các phường Phú Hội, Vĩnh Ninh, người dân dùng thuyền để di chuyển. Lực lượng cứu hộ đã sơ tán 320 hộ ở vùng trũng.",
                    "Đài Khí tượng Thủy văn khu vực Trung Trung Bộ dự báo mưa còn kéo dài đến ngày 6/12, lượng mưa phổ biến 100-200 mm.",
                ],
                "related-box-inside",
                section="Thời sự",
                end_author="Võ Thạnh",
            )
        )
        add(
            story(
                "phongvan",
                "/giam-doc-so-y-te-benh-vien-qua-tai-4812180.html",
                "Giám đốc Sở Y tế: 'Quá tải bệnh viện tuyến cuối sẽ giảm trong hai năm'",
                "2026-12-01",
                "2026-12-01T07:00:00+07:00",
                "Thứ ba, 1/12/2026, 07:00 (GMT+7)",
                ["Lan Anh"],
                [
                    "Giám đốc Sở Y tế Hà Nội Trần Thị Hằng cho rằng việc mở ba bệnh viện vệ tinh sẽ giảm đáng kể tình trạng quá tải.",
                    "Q: - Vì sao bệnh viện tuyến cuối vẫn quá tải dù đã có chính sách thông tuyến? || - Người dân vẫn tin bệnh viện lớn hơn. Chúng tôi phải nâng chất lượng tuyến quận, huyện để họ yên tâm.",
                    "Q: - Khi nào ba bệnh viện vệ tinh đi vào hoạt động? || - Bệnh viện ở Gia Lâm sẽ mở cửa tháng 6/2027, hai cơ sở còn lại vào cuối năm 2027.",
                ],
                "interview-author-at-end",
                section="Sức khỏe",
                end_author="Lan Anh",
            )
        )
        add(
            story(
                "gocnhin",
                "/goc-nhin/thanh-pho-cho-nguoi-di-bo-4812100.html",
                "Thành phố cho người đi bộ",
                "2026-11-30",
                "2026-11-30T06:00:00+07:00",
                "Thứ hai, 30/11/2026, 06:00 (GMT+7)",
                ["Đỗ Quang Huy"],
                [
                    "Mỗi sáng tôi đi bộ đưa con đến trường, quãng đường chưa đầy một cây số nhưng phải băng qua ba ngã tư không có đèn tín hiệu và vỉa hè đầy xe máy.",
                    "Các thành phố lớn của ta đã đầu tư nhiều cho đường sá, cầu vượt. Nhưng hạ tầng cho người đi bộ vẫn bị xem là thứ yếu.",
                    "Một thành phố đáng sống không phải nơi ôtô đi nhanh nhất, mà là nơi một đứa trẻ có thể tự đi bộ đến trường an toàn.",
                ],
                "opinion-author-top",
                section="Góc nhìn",
                top_author="Đỗ Quang Huy",
                bio="Kiến trúc sư, giảng viên Đại học Xây dựng",
            )
        )
        add(
            story(
                "dien",
                "/ha-noi-tam-ngung-cap-dien-nhieu-phuong-4812050.html",
                "Hà Nội tạm ngừng cấp điện nhiều phường cuối tuần",
                "2026-11-28",
                None,
                "Thứ bảy, 28/11/2026, 16:45 (GMT+7)",
                ["Hoàng Minh"],
                [
                    "Hà Nội - EVN Hà Nội thông báo tạm ngừng cấp điện tại 14 phường thuộc quận Cầu Giấy và Bắc Từ Liêm ngày 29/11 để bảo dưỡng trạm biến áp.",
                    "Thời gian mất điện từ 7h đến 17h. Người dân được khuyến cáo chủ động sạc thiết bị và bảo quản thực phẩm.",
                ],
                "no-metadata",
                section="Thời sự",
                end_author="Hoàng Minh",
                nometa=True,
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        head = []
        if doc.is_article and not doc.extra.get("nometa"):
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta name="pubdate" content="{doc.iso}">')
            head.append(f'<meta itemprop="datePublished" content="{doc.iso}">')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Person", "name": "VnNhanh"},
                "publisher": {"@type": "Organization", "name": "VnNhanh"},
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            head.append('<meta property="og:type" content="video.other">')
            head.append('<meta property="og:video" content="https://v.vnnhanh.test/2026/12/04/mua-hue-720p.mp4">')
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in [
                ("thoisu", "Thời sự"),
                ("gocnhin", "Góc nhìn"),
                ("chude", "Giao thông"),
                ("video", "Video"),
                ("newsletter", "Bản tin"),
            ]
        )
        nav += '<li><a href="/the-gioi">Thế giới</a></li><li><a href="/kinh-doanh">Kinh doanh</a></li><li><a href="/the-thao">Thể thao</a></li>'
        return f"""<!DOCTYPE html>
<html lang="vi">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - VnNhanh</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<meta property="og:title" content="{esc(doc.title)}">
<meta name="tt_article_id" content="{doc.path[-12:-5] if doc.is_article else ""}">
{chr(10).join(head)}
<link rel="stylesheet" href="https://s1.vnnhanh.test/2026/12/01/v3/css/vne_detail.css">
<script>var LOG_VNE=1;var PAGE_FOLDER={{"folder":"{esc(doc.section or doc.kind)}"}};</script>
<style>/*PAD*/</style>
</head>
<body class="{"page-detail" if doc.is_article else "page-folder"}">
<section class="section-top"><div class="width_common"><a class="logo" href="/" title="VnNhanh">VnNhanh</a>
<ul class="parent">{nav}</ul>
<div class="search-header"><form action="/tim-kiem"><input name="q" placeholder="Tìm kiếm"></form></div></div></section>
<section class="section page-detail top-detail"><div class="container">
{main}
</div></section>
<section class="box-category"><h3 class="title-box">Xem nhiều</h3><ul><li>{self.a("ketxe", "Ùn tắc kéo dài trên đường Vành đai 3", "sidebar")}</li><li>{self.a("ngap", "Huế ngập sâu", "sidebar")}</li><li>{self.a("home", "Trang chủ", "sidebar")}</li></ul></section>
<footer class="footer"><div class="width_common"><ul><li>{self.a("gioithieu", "Giới thiệu", "footer")}</li><li>{self.a("dieukhoan", "Điều khoản sử dụng", "footer")}</li><li>{self.a("timkiem", "Tin ngập lụt", "footer")}</li><li>{self.a("tacgia", "Hoàng Minh", "footer")}</li><li><a href="/rss">RSS</a></li><li><a href="https://www.facebook.com/vnnhanh">Facebook</a></li></ul>
<p>© Copyright 1997-2026 VnNhanh, All rights reserved. Tổng biên tập: Phạm Văn Long. Giấy phép số 548/GP-BTTTT.</p></div></footer>
<script src="https://s1.vnnhanh.test/2026/12/01/v3/js/detail.js" async></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        first, *rest = doc.blocks
        body = self.blocks(
            doc.__class__(doc.key, doc.path, doc.kind, doc.title, blocks=rest), p_tag='<p class="Normal">'
        )
        top = ""
        if doc.extra.get("top_author"):
            top = f'<div class="box-author"><img src="/img/tacgia/huy.jpg" alt=""><p class="name"><strong>{esc(doc.extra["top_author"])}</strong></p><p class="desc">{esc(doc.extra["bio"])}</p></div>'
        end = ""
        if doc.extra.get("end_author"):
            name = esc(doc.extra["end_author"])
            if doc.extra["end_author"].startswith("Hoàng Minh"):
                name = name.replace("Hoàng Minh", self.a("tacgia", "Hoàng Minh", "byline"), 1)
            end = f'<p class="author_mail" style="text-align:right;"><strong>{name}</strong>{esc(doc.extra.get("end_tail", ""))}</p>'
        return f"""<div class="sidebar-1">
<div class="header-content width_common"><ul class="breadcrumb"><li>{self.a("thoisu", doc.section, "breadcrumb")}</li></ul><span class="date">{esc(doc.stamp)}</span></div>
<h1 class="title-detail">{esc(doc.title)}</h1>
{top}
<p class="description">{self.inline(first[1])}</p>
<article class="fck_detail">
{body}
{end}
</article>
<div class="footer-content"><div class="social_pin"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}" class="btn_facebook">Chia sẻ</a> <a href="#box_comment_vne" class="btn_comment">Bình luận</a></div></div>
<div class="box-tag">{self.a("chude", "Giao thông Hà Nội", "tags")} <a href="/chu-de/ha-noi-3">Hà Nội</a></div>
<div id="box_comment_vne" class="box_comment_vne"><h3>Ý kiến (0)</h3><p>Mời bạn chia sẻ thêm thông tin, câu chuyện, quan điểm với VnNhanh</p></div>
<div class="box-category"><h3>Tin khác</h3>{self.a("dien", "Hà Nội tạm ngừng cấp điện nhiều phường cuối tuần", "related")}</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="item-news item-news-common"><h3 class="title-news">{self.a(k, d.title, "content")}</h3><p class="description">{esc(self.lede(d))}</p></article>'
            )
        more = ""
        if doc.extra.get("more"):
            m = doc.extra["more"]
            p2, nx = (
                self.a(m, "2", "pagination", 'class="btn-page"'),
                self.a(m, "Trang sau", "pagination", 'class="btn-page next-page"'),
            )
            more = f'<div class="button-page"><a class="btn-page active">1</a> {p2} <a href="/thoi-su-p3" class="btn-page">3</a> {nx}</div>'
        bio = f'<p class="author-desc">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        return f"""<div class="width_common list-news-subfolder"><h1 class="title-folder">{esc(doc.title)}</h1>{bio}
{chr(10).join(items)}
{more}</div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="width_common static-page"><h1 class="title-detail">{esc(doc.title)}</h1>
<div class="fck_detail">
{self.blocks(doc, p_tag='<p class="Normal">')}
</div>
<p>{self.a("thoisu", "Xem thêm tin Thời sự", "content")}</p></div>"""
