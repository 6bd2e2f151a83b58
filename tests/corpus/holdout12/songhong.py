# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Tin Sông Hồng: a Vietnamese news portal with dense listings (slug-post<id>.html URLs), honest metadata on stories
only, authors printed bold at the end of the text."""

from __future__ import annotations

import json
import zlib

from common import blocks_html, parse
from sitekit import Doc, Site, css_rules, esc

WEEKDAYS = {"2026-11-30": "Thứ hai", "2026-12-01": "Thứ ba", "2026-12-02": "Thứ tư", "2026-12-03": "Thứ năm"}


def vn_stamp(iso: str) -> str:
    y, m, d = iso[:10].split("-")
    return f"{WEEKDAYS[iso[:10]]}, {int(d)}/{int(m)}/{y}, {iso[11:16]} (GMT+7)"


class SongHong(Site):
    origin = "https://tinsonghong.test"
    name = "Tin Sông Hồng"
    prefix = "sh"
    language = "vi"
    content_type = "text/html; charset=utf-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sh",
            [
                ".header-top",
                ".main-nav",
                ".item-news",
                ".title-news",
                ".fck_detail",
                ".author-detail",
                ".box-category",
                ".tin-nong",
                ".sidebar-1",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Tin Sông Hồng - Tin tức 24h, đọc báo mới nhất", shape="dense-portal-home"))
        add(
            Doc(
                "thoisu",
                "/thoi-su",
                "section",
                "Thời sự",
                shape="section-dense-list",
                extra={"list": ["lu", "ttxvn", "cau", "hoidap"]},
            )
        )
        add(
            Doc(
                "kinhte",
                "/kinh-doanh",
                "section",
                "Kinh doanh",
                shape="section-dense-list",
                extra={"list": ["vang", "cau"]},
            )
        )
        add(
            Doc(
                "tag",
                "/chu-de/mua-lu-mien-trung-1123",
                "topic",
                "Mưa lũ miền Trung",
                shape="topic-page-with-intro",
                extra={
                    "intro": "Tổng hợp tin tức, hình ảnh về mưa lũ tại các tỉnh miền Trung năm 2026.",
                    "list": ["lu", "anh", "ttxvn"],
                },
            )
        )
        add(
            Doc(
                "video",
                "/video",
                "video",
                "Video",
                shape="video-hub",
                extra={
                    "videos": [
                        "Toàn cảnh nước lũ tại Quảng Ngãi nhìn từ trên cao",
                        "Người dân Hội An chèo thuyền đi chợ",
                        "Giá vàng tăng vọt, người dân xếp hàng mua",
                    ]
                },
            )
        )
        add(
            Doc(
                "docnhieu",
                "/tin-xem-nhieu",
                "mostread",
                "Tin xem nhiều",
                shape="most-read-list",
                extra={"list": ["vang", "lu", "nong", "anh", "hoidap"]},
            )
        )
        add(
            Doc(
                "giavang",
                "/gia-vang",
                "markets",
                "Giá vàng hôm nay",
                shape="gold-price-quote-page",
                extra={"text": GIAVANG},
            )
        )
        add(
            Doc(
                "xoso",
                "/xo-so/mien-bac",
                "lottery",
                "Kết quả xổ số miền Bắc hôm nay",
                shape="lottery-results-table",
                extra={"text": XOSO},
            )
        )
        add(
            Doc(
                "tuyendung",
                "/tuyen-dung",
                "jobs",
                "Tuyển dụng phóng viên, biên tập viên",
                shape="jobs-page",
                extra={"text": TUYENDUNG},
            )
        )
        add(Doc("lienhe", "/lien-he", "contact", "Liên hệ tòa soạn", shape="contact-page", extra={"text": LIENHE}))
        add(
            Doc(
                "dieukhoan",
                "/dieu-khoan-su-dung",
                "policy",
                "Điều khoản sử dụng",
                shape="terms-last-updated",
                extra={"text": DIEUKHOAN},
            )
        )
        for key, path, title, authors, credit, iso, section, shape, lines, extra in STORIES:
            add(
                Doc(
                    key,
                    path,
                    "article",
                    title,
                    is_article=True,
                    authors=authors,
                    byline=credit,
                    date=iso[:10],
                    iso=iso,
                    stamp=vn_stamp(iso),
                    section=section,
                    blocks=parse(lines),
                    shape=shape,
                    extra=extra,
                )
            )

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if not doc.is_article:
            return f'<meta property="og:type" content="website"><meta property="og:title" content="{esc(doc.title)}"><link rel="canonical" href="{url}">'
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
              "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": doc.byline or self.name}],
              "publisher": {"@type": "Organization", "name": self.name}}  # fmt: skip
        return (
            f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(doc.title)}">'
            f'<meta name="pubdate" content="{doc.iso}"><link rel="canonical" href="{url}">'
            f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        )

    def header(self) -> str:
        nav = [
            ("home", "Trang chủ"),
            ("thoisu", "Thời sự"),
            ("/the-gioi", "Thế giới"),
            ("kinhte", "Kinh doanh"),
            ("/giai-tri", "Giải trí"),
            ("/the-thao", "Thể thao"),
            ("/phap-luat", "Pháp luật"),
            ("/giao-duc", "Giáo dục"),
            ("/suc-khoe", "Sức khỏe"),
            ("/doi-song", "Đời sống"),
            ("/du-lich", "Du lịch"),
            ("video", "Video"),
        ]
        links = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        util = " ".join(
            self.a(k, t, "chrome:header")
            for k, t in (
                ("giavang", "Giá vàng"),
                ("xoso", "Xổ số"),
                ("/thoi-tiet", "Thời tiết"),
                ("/dang-nhap", "Đăng nhập"),
            )
        )
        ticker = " · ".join(self.a(k, self.docs[k].title, "chrome:ticker") for k in ("nong", "ttxvn"))
        return (
            f'<header class="header-top"><div class="logo">{self.a("home", "Tin Sông Hồng", "chrome:header")}</div><div class="util">{util}</div>'
            f'<nav class="main-nav"><ul>{links}</ul></nav></header><div class="tin-nong"><b>Tin nóng:</b> {ticker}</div>'
        )

    def sidebar(self) -> str:
        items = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("vang", "lu", "nong", "anh")
        )
        return f'<aside class="sidebar-1"><div class="box-category"><h3>{self.a("docnhieu", "Xem nhiều", "chrome:rail")}</h3><ol>{items}</ol></div><div class="box-category"><h3>Giá vàng SJC</h3><p>Mua 86,20 · Bán 88,70 triệu đồng/lượng {self.a("giavang", "Chi tiết", "chrome:rail")}</p></div></aside>'

    def footer(self) -> str:
        links = " | ".join(
            self.a(k, t, "chrome:footer")
            for k, t in (
                ("lienhe", "Liên hệ tòa soạn"),
                ("/quang-cao", "Quảng cáo"),
                ("tuyendung", "Tuyển dụng"),
                ("dieukhoan", "Điều khoản sử dụng"),
                ("/rss", "RSS"),
                ("tag", "Mưa lũ miền Trung"),
            )
        )
        return f'<footer class="footer"><p>{links}</p><p>Tin Sông Hồng - Giấy phép số 000/GP-BTTTT (hư cấu). Tổng biên tập: Lê Thị Hạnh.</p></footer>'

    def item(self, key: str, zone: str = "content", desc: bool = True, thumb: bool = False) -> str:
        d = self.docs[key]
        pic = f'<img src="/i/{zlib.crc32(key.encode()) % 99991}.jpg" alt="{esc(d.title)}">'
        img = f'<div class="thumb-art">{self.a(key, d.title, zone, "", inner=pic)}</div>' if thumb else ""
        des = f'<p class="description">{esc(d.extra.get("lede", ""))}</p>' if desc and d.extra.get("lede") else ""
        return (
            f'<article class="item-news">{img}<h3 class="title-news">{self.a(key, d.title, zone)}</h3>{des}</article>'
        )

    def story(self, doc: Doc) -> str:
        date = "" if doc.extra.get("ld_only") else f'<span class="date">{esc(doc.stamp)}</span>'
        crumbs = f'<ul class="breadcrumb"><li>{self.a("kinhte" if doc.section == "Kinh doanh" else "thoisu", doc.section, "chrome:breadcrumb")}</li></ul>'
        desc = f'<p class="description">{esc(doc.extra["lede"])}</p>' if doc.extra.get("lede") else ""
        author = (
            f'<p class="Normal" style="text-align:right;"><strong>{esc(doc.byline)}</strong></p>' if doc.byline else ""
        )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("lu", "vang", "cau") if k != doc.key
        )
        return (
            f'<div class="header-content">{crumbs}{date}</div><h1 class="title-detail">{esc(doc.title)}</h1>{desc}'
            f'<article class="fck_detail">{blocks_html(self, doc.blocks, "<p class=Normal>")}{author}</article>'
            f'<div class="box-tinlienquan"><h3>Tin liên quan</h3><ul>{rel}</ul></div>'
        )

    def main(self, doc: Doc) -> str:
        if doc.is_article:
            return self.story(doc)
        out = [f'<h1 class="title-page">{esc(doc.title)}</h1>']
        if doc.kind == "home":
            out.append(self.item("lu", thumb=True) + self.item("vang", thumb=True))
            out.append("".join(self.item(k, desc=False) for k in ("ttxvn", "hoidap", "anh", "cau")))
            out.append(
                f'<div class="box-category"><h3>{self.a("video", "Video", "content")}</h3><p>Toàn cảnh nước lũ tại Quảng Ngãi nhìn từ trên cao</p></div>'
            )
            out.append(
                f'<div class="box-category">{self.a("xoso", "Kết quả xổ số hôm nay", "content")} · {self.a("giavang", "Bảng giá vàng", "content")} · {self.a("tag", "Chủ đề: Mưa lũ miền Trung", "content")}</div>'
            )
        if doc.extra.get("intro"):
            out.append(f'<p class="intro">{esc(doc.extra["intro"])}</p>')
        if doc.extra.get("text"):
            out.append(blocks_html(self, parse(doc.extra["text"])))
        for v in doc.extra.get("videos", []):
            out.append(
                f'<div class="item-video"><h3 class="title-news">{self.a("/video/" + str(zlib.crc32(v.encode()) % 900000), v, "content")}</h3><span>02:14</span></div>'
            )
        out.append("".join(self.item(k) for k in doc.extra.get("list", [])))
        return "".join(out)

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return (
            f'<!DOCTYPE html>\n<html lang="vi"><head><meta charset="utf-8"><title>{esc(doc.title)} - Tin Sông Hồng</title>\n{self.head(doc)}\n<style>/*PAD*/</style></head>\n'
            f'<body>{self.header()}<div class="container"><section class="section-main">{self.main(doc)}</section>{self.sidebar()}</div>{self.footer()}</body></html>\n'
        )


GIAVANG = [
    "Cập nhật lúc 08:30 ngày 2/12/2026. Đơn vị: triệu đồng/lượng.",
    "- Vàng miếng SJC: mua 86,20 - bán 88,70",
    "- Vàng nhẫn 9999: mua 85,10 - bán 86,90",
    "- Vàng trang sức 24K: mua 84,30 - bán 86,40",
    "- Giá vàng thế giới: 2.715 USD/ounce",
    "Bảng giá mang tính tham khảo, có thể thay đổi theo từng thời điểm.",
]
XOSO = [
    "Kết quả xổ số miền Bắc mở thưởng ngày 2/12/2026.",
    "- Giải đặc biệt: 48213",
    "- Giải nhất: 90175",
    "- Giải nhì: 11462 - 37809",
    "- Giải ba: 06631 - 55240 - 72918 - 30057 - 81196 - 24483",
    "Kết quả chỉ có giá trị tham khảo, vui lòng đối chiếu với kết quả chính thức.",
]
TUYENDUNG = [
    "Tin Sông Hồng cần tuyển các vị trí sau làm việc tại Hà Nội:",
    "- 02 phóng viên mảng kinh tế, có ít nhất 2 năm kinh nghiệm",
    "- 01 biên tập viên video",
    "- 01 chuyên viên SEO",
    "Hồ sơ gửi về tuyendung@tinsonghong.test trước ngày 31/12/2026.",
]
LIENHE = [
    "Tòa soạn: Số 12 phố Hàng Chuối, quận Hai Bà Trưng, Hà Nội.",
    "Điện thoại: 024 0000 0000. Email: toasoan@tinsonghong.test",
    "Đường dây nóng: 0900 000 000 (24/7).",
    "Liên hệ quảng cáo: quangcao@tinsonghong.test",
]
DIEUKHOAN = [
    "Cập nhật lần cuối: 15/01/2026",
    "Khi truy cập Tin Sông Hồng, bạn đồng ý với các điều khoản sau.",
    "## Bản quyền",
    "Mọi nội dung trên trang thuộc bản quyền của Tin Sông Hồng. Không được sao chép khi chưa có sự đồng ý bằng văn bản.",
    "## Bình luận",
    "Bạn đọc chịu trách nhiệm về nội dung bình luận của mình. Tòa soạn có quyền xóa bình luận vi phạm.",
]

STORIES = [
    (
        "lu",
        "/thoi-su/nuoc-lu-len-nhanh-hang-nghin-ho-dan-phai-di-doi-post48213.html",
        "Nước lũ lên nhanh, hàng nghìn hộ dân phải di dời",
        ["Hoàng Nam", "Thu Trang"],
        "Hoàng Nam - Thu Trang",
        "2026-12-02T07:45:00+07:00",
        "Thời sự",
        "story-two-authors-at-end",
        [
            "Mưa lớn kéo dài từ đêm qua khiến nước trên các sông ở Quảng Ngãi và Quảng Nam lên nhanh, hơn 3.000 hộ dân vùng trũng phải di dời đến nơi an toàn.",
            "Tại huyện Nghĩa Hành, nhiều tuyến đường liên xã bị ngập sâu 1-1,5 m. Lực lượng bộ đội và công an đã dùng xuồng để đưa người già, trẻ em ra khỏi khu vực nguy hiểm.",
            "FIG: Người dân di chuyển bằng xuồng | Người dân xã Hành Thịnh di chuyển bằng xuồng sáng 2/12.",
            "Theo Đài khí tượng thủy văn, mưa sẽ còn kéo dài đến hết ngày 4/12, lượng mưa phổ biến 150-300 mm, có nơi trên 400 mm.",
            "Ông Trần Văn Phúc, Chủ tịch UBND huyện, cho biết địa phương đã chuẩn bị đủ lương thực cho người dân tại các điểm sơ tán trong một tuần.",
            "Tại thành phố Quảng Ngãi, nước sông Trà Khúc lên trên báo động 2. Nhiều tuyến phố ven sông như Trương Định, Lê Trung Đình ngập 0,3-0,5 m, giao thông bị chia cắt cục bộ.",
            "Các trường học ở ba huyện Nghĩa Hành, Tư Nghĩa, Mộ Đức đã cho học sinh nghỉ học từ chiều 1/12. Sở Giáo dục yêu cầu các trường kiểm tra cơ sở vật chất trước khi cho học sinh quay lại.",
            "Ngành điện cho biết đã tạm ngắt điện tại 27 trạm biến áp ở vùng ngập để bảo đảm an toàn. Khoảng 18.000 khách hàng bị ảnh hưởng.",
            "Ban chỉ huy phòng chống thiên tai tỉnh yêu cầu các hồ chứa thủy lợi vận hành đúng quy trình, thông báo trước ít nhất 6 giờ cho người dân vùng hạ du trước khi xả lũ.",
        ],
        {"lede": "Mưa lớn kéo dài khiến nhiều vùng trũng ở Quảng Ngãi, Quảng Nam bị ngập sâu."},
    ),
    (
        "ttxvn",
        "/thoi-su/tam-dung-chay-tau-qua-deo-hai-van-post48220.html",
        "Tạm dừng chạy tàu qua đèo Hải Vân do sạt lở",
        [],
        "Theo TTXVN",
        "2026-12-02T10:20:00+07:00",
        "Thời sự",
        "agency-brief-ticker",
        [
            "Ngành đường sắt tạm dừng các đoàn tàu qua đèo Hải Vân từ trưa 2/12 do sạt lở đất đá tại km 770.",
            "Hành khách được chuyển tải bằng ô tô giữa ga Đà Nẵng và ga Lăng Cô. Dự kiến tuyến đường được thông trở lại trong ngày 3/12.",
        ],
        {},
    ),
    (
        "vang",
        "/kinh-doanh/gia-vang-mieng-vuot-88-trieu-dong-post48201.html",
        "Giá vàng miếng vượt 88 triệu đồng mỗi lượng",
        ["Phương Linh"],
        "Phương Linh",
        "2026-12-01T16:30:00+07:00",
        "Kinh doanh",
        "market-story-vs-quote-page",
        [
            "Chiều 1/12, giá vàng miếng SJC bán ra lên 88,7 triệu đồng một lượng, cao nhất từ trước đến nay, tăng 1,2 triệu đồng so với đầu tuần.",
            "Chênh lệch giữa giá mua và bán được các doanh nghiệp nới rộng lên 2,5 triệu đồng, khiến người mua vào lúc này chịu rủi ro lớn nếu giá đảo chiều.",
            "Giới phân tích cho rằng giá trong nước đang chạy theo đà tăng của thế giới, khi nhà đầu tư tìm đến tài sản an toàn. Tuy nhiên, họ khuyến cáo người dân không nên mua theo tâm lý đám đông.",
            "Tại một số cửa hàng trên phố Trần Nhân Tông, người dân xếp hàng từ sáng sớm. Xem [[giavang|bảng giá vàng cập nhật]].",
        ],
        {"lede": "Giá vàng trong nước lập kỷ lục mới theo đà tăng của thế giới."},
    ),
    (
        "hoidap",
        "/phap-luat/hoi-dap-tien-coc-thue-nha-post48190.html",
        "Chủ nhà không trả tiền cọc khi hết hợp đồng, tôi phải làm gì?",
        ["Nguyễn Văn Hải"],
        "Luật sư Nguyễn Văn Hải",
        "2026-11-30T09:00:00+07:00",
        "Thời sự",
        "reader-qa-lawyer-answers",
        [
            "Q: Tôi thuê nhà hai năm, đặt cọc 10 triệu đồng. Hết hợp đồng, chủ nhà không trả lại tiền cọc với lý do tường bị bẩn. Tôi có thể làm gì? (Bạn đọc Minh Tuấn, Hà Nội) || Theo Bộ luật Dân sự, tiền đặt cọc phải được trả lại khi hợp đồng đã thực hiện xong, trừ khi các bên có thỏa thuận khác về việc khấu trừ.",
            "Nếu hợp đồng không có điều khoản khấu trừ chi phí sửa chữa do hao mòn thông thường, chủ nhà không có quyền giữ toàn bộ tiền cọc. Bạn nên gửi yêu cầu bằng văn bản, giữ lại bằng chứng.",
            "Trường hợp không thỏa thuận được, bạn có thể đề nghị hòa giải tại UBND phường hoặc khởi kiện ra tòa án nhân dân cấp huyện nơi có nhà cho thuê.",
        ],
        {},
    ),
    (
        "anh",
        "/thoi-su/anh-pho-co-hoi-an-chim-trong-nuoc-post48207.html",
        "Ảnh: Phố cổ Hội An chìm trong nước",
        ["Đắc Thành"],
        "Ảnh: Đắc Thành",
        "2026-12-01T11:10:00+07:00",
        "Thời sự",
        "photo-story-short-text",
        [
            "Nước sông Hoài dâng cao khiến nhiều tuyến phố trong khu phố cổ ngập sâu gần 1 m.",
            "FIG: Phố Bạch Đằng ngập | Phố Bạch Đằng ven sông Hoài, nơi nước lên nhanh nhất.",
            "FIG: Chèo thuyền đi chợ | Người dân chèo thuyền mua thực phẩm dự trữ.",
            "FIG: Chùa Cầu | Khu vực Chùa Cầu vắng bóng du khách.",
            "Các hộ kinh doanh đã kê cao hàng hóa từ tối hôm trước.",
        ],
        {},
    ),
    (
        "nong",
        "/thoi-su/sat-lo-vui-lap-nha-dan-o-tra-bong-post48222.html",
        "Sạt lở vùi lấp hai nhà dân ở Trà Bồng, không có thương vong",
        ["Hoàng Nam"],
        "Hoàng Nam",
        "2026-12-02T13:05:00+07:00",
        "Thời sự",
        "chrome-ticker-rail-and-most-read-only",
        [
            "Khoảng 11h ngày 2/12, một khối đất đá lớn từ đồi phía sau đổ xuống, vùi lấp hai ngôi nhà ở thôn Trà Sơn, huyện Trà Bồng.",
            "Các gia đình đã được sơ tán từ hôm trước theo lệnh của chính quyền xã nên không có thương vong. Nhiều tài sản bị hư hỏng.",
            "Huyện đang rà soát 14 điểm có nguy cơ sạt lở cao và yêu cầu người dân không quay về nhà khi mưa còn lớn.",
        ],
        {},
    ),
    (
        "cau",
        "/kinh-doanh/khoi-cong-cau-noi-hai-bo-song-tra-khuc-post48195.html",
        "Khởi công cầu nối hai bờ sông Trà Khúc",
        ["Minh Quân"],
        "Minh Quân",
        "2026-11-30T15:00:00+07:00",
        "Kinh doanh",
        "date-only-in-json-ld",
        [
            "Cầu mới dài 1,2 km, rộng 4 làn xe, có tổng vốn đầu tư khoảng 1.800 tỷ đồng, dự kiến hoàn thành sau 30 tháng.",
            "Công trình giúp giảm tải cho cầu cũ đã xuống cấp và rút ngắn thời gian đi lại giữa trung tâm thành phố và khu kinh tế phía bắc.",
            "Nhà thầu cam kết thi công cả trong mùa mưa, có phương án bảo đảm an toàn giao thông thủy trên sông.",
        ],
        {"ld_only": True, "lede": "Dự án có tổng vốn khoảng 1.800 tỷ đồng."},
    ),
]
