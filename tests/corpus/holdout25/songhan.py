# ruff: noqa: E501 (page texts are long literal lines)
"""Tin Sông Hàn: a Vietnamese portal in the VnExpress manner (`/<folder>/<slug>-<id>.html`, `/thoi-su-p2`,
`/chu-de/<slug>-<id>`, `/tim-kiem?q=`), UTF-8. The author is printed only at the END of the story, bold, right
aligned, on its own line; dates as "Thứ tư, 2/12/2026, 14:35 (GMT+7)"; `pubdate` meta and og on stories."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [("thoisu", "Thời sự"), ("kinhdoanh", "Kinh doanh"), ("tag", "Đà Nẵng"), ("thoitiet", "Thời tiết")]


class SongHan(Base):
    origin = "https://tinsonghan.test"
    name = "Tin Sông Hàn"
    prefix = "sh"
    language = "vi"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sh",
            [
                ".section-top",
                ".sidebar-1",
                ".fck_detail",
                ".item-news",
                ".box-category",
                "footer.footer",
                ".width_common",
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
                "Tin Sông Hàn",
                "portal-home",
                list=["cau", "hai", "bao", "phongvan", "ykien", "anh", "mua"],
                more="thoisu2",
            )
        )
        add(
            page(
                "thoisu",
                "/thoi-su",
                "section",
                "Thời sự",
                "portal-section",
                list=["cau", "bao", "mua", "hai", "anh"],
                more="thoisu2",
            )
        )
        add(
            page(
                "thoisu2",
                "/thoi-su-p2",
                "section",
                "Thời sự - Trang 2",
                "portal-section-page2",
                list=["cho", "ykien", "phongvan"],
                prev="thoisu",
            )
        )
        add(
            page(
                "kinhdoanh", "/kinh-doanh", "section", "Kinh doanh", "portal-section", list=["phongvan", "ykien", "hai"]
            )
        )
        add(page("tag", "/chu-de/da-nang-1042", "tag", "Đà Nẵng", "portal-topic", list=["cho", "cau", "mua"]))
        add(
            page(
                "search",
                "/tim-kiem?q=c%E1%BA%A7u",
                "search",
                "Kết quả tìm kiếm: cầu",
                "portal-search",
                list=["cau", "hai"],
            )
        )
        add(
            story(
                "cau",
                "/thoi-su/cau-hoa-xuan-3-hop-long-4823101.html",
                "Cầu Hòa Xuân 3 hợp long sau 18 tháng thi công",
                "2026-12-02",
                "2026-12-02T14:35:00+07:00",
                "Thứ tư, 2/12/2026, 14:35 (GMT+7)",
                ["Hoàng Minh Tú"],
                [
                    "Sáng 2/12, nhịp giữa cầu Hòa Xuân 3 bắc qua sông Cẩm Lệ được nối liền, sớm hơn kế hoạch gần hai tháng. Cầu dài 520 m, rộng 30 m với sáu làn xe, tổng vốn đầu tư khoảng 1.150 tỷ đồng.",
                    'Ông Phan Đình Khoa, Giám đốc Ban quản lý dự án giao thông thành phố, cho biết đơn vị thi công đã huy động hơn 300 công nhân làm việc ba ca trong mùa khô. "Khó nhất là đổ bê tông trụ giữa dòng khi nước sông lên nhanh sau các đợt mưa đầu mùa", ông nói.',
                    "## Giảm tải cho cầu cũ",
                    "Theo Sở Giao thông vận tải, mỗi ngày cầu Hòa Xuân hiện hữu phải gánh hơn 60.000 lượt xe, thường xuyên ùn tắc vào giờ tan tầm. Khi cầu mới đưa vào khai thác, lưu lượng qua cầu cũ dự kiến giảm khoảng một phần ba.",
                    "Người dân phường Hòa Xuân mong cầu sớm thông xe. Bà Nguyễn Thị Lài, bán hàng gần chân cầu, kể mỗi sáng phải mất 40 phút mới qua được sông để đưa cháu đi học.",
                    "Dự kiến công trình hoàn thiện mặt đường, hệ thống chiếu sáng và khánh thành vào dịp 29/3/2027, kỷ niệm ngày giải phóng thành phố.",
                ],
                "author-bold-at-end",
                dek="Nhịp giữa của cầu sáu làn xe qua sông Cẩm Lệ được nối liền sáng 2/12, sớm hơn kế hoạch gần hai tháng.",
                folder="Thời sự",
            )
        )
        add(
            story(
                "hai",
                "/thoi-su/lu-cuoi-mua-tren-song-vu-gia-4823342.html",
                "Lũ cuối mùa trên sông Vu Gia, hàng trăm hộ phải sơ tán",
                "2026-12-01",
                "2026-12-01T21:10:00+07:00",
                "Thứ ba, 1/12/2026, 21:10 (GMT+7)",
                ["Ngọc Ánh", "Văn Long"],
                [
                    "Mưa lớn kéo dài hai ngày khiến mực nước sông Vu Gia tại trạm Ái Nghĩa vượt báo động 3 vào chiều 1/12. Chính quyền huyện Đại Lộc đã di dời 412 hộ dân vùng trũng đến trường học và nhà văn hóa.",
                    "Tại xã Đại Hòa, nước ngập sâu gần một mét trên tỉnh lộ 609, lực lượng biên phòng dùng ca nô hỗ trợ người già và trẻ nhỏ. Nhiều gia đình kịp kê cao lúa giống và đồ đạc từ tối hôm trước.",
                    "Đài khí tượng thủy văn khu vực dự báo mưa sẽ giảm từ đêm nay, lũ trên các sông bắt đầu xuống chậm vào sáng 2/12. Ngành giáo dục huyện cho học sinh nghỉ học thêm một ngày.",
                ],
                "two-authors-va-at-end",
                dek="Mực nước sông Vu Gia vượt báo động 3, huyện Đại Lộc di dời hơn 400 hộ dân vùng trũng.",
                folder="Thời sự",
            )
        )
        add(
            story(
                "bao",
                "/thoi-su/tau-ca-mat-lien-lac-duoc-tim-thay-4823209.html",
                "Tàu cá mất liên lạc ba ngày đã được tìm thấy",
                "2026-12-02",
                "2026-12-02T09:05:00+07:00",
                "Thứ tư, 2/12/2026, 09:05 (GMT+7)",
                [],
                [
                    "Tàu cá QNa 90417 cùng 9 ngư dân mất liên lạc từ ngày 29/11 đã được tàu hàng nước ngoài phát hiện cách đảo Lý Sơn khoảng 70 hải lý về phía đông. Các thuyền viên đều khỏe mạnh, tàu đang được lai dắt về bờ.",
                ],
                "brief-agency-credit-at-end",
                byline="Theo Thông tấn Miền Trung",
                folder="Thời sự",
            )
        )
        add(
            story(
                "mua",
                "/thoi-su/nhieu-phuong-mat-dien-ngay-5-12-4823377.html",
                "Nhiều phường mất điện ngày 5/12",
                "2026-12-02",
                "2026-12-02T16:50:00+07:00",
                "Thứ tư, 2/12/2026, 16:50 (GMT+7)",
                [],
                [
                    "Điện lực Liên Chiểu thông báo tạm ngừng cấp điện từ 7h đến 16h ngày 5/12 tại các phường Hòa Minh, Hòa Khánh Nam và một phần phường Hòa Hiệp Bắc để thay dây dẫn trên tuyến 471.",
                ],
                "brief-no-credit",
                folder="Thời sự",
            )
        )
        add(
            story(
                "phongvan",
                "/kinh-doanh/giam-doc-cang-tien-sa-hang-container-tang-4822980.html",
                "Giám đốc cảng Tiên Sa: 'Hàng container năm nay tăng gần 20%'",
                "2026-12-01",
                "2026-12-01T07:30:00+07:00",
                "Thứ ba, 1/12/2026, 07:30 (GMT+7)",
                ["Lê Thu Trang"],
                [
                    "Trước mùa cao điểm cuối năm, ông Võ Thành Đạt, Giám đốc cảng Tiên Sa, trao đổi về kế hoạch mở rộng bến và những khó khăn của doanh nghiệp xuất khẩu miền Trung.",
                    "Q: Sản lượng hàng qua cảng năm nay ra sao? || Đến hết tháng 11, cảng đã đón hơn 820.000 TEU, tăng gần 20% so với cùng kỳ. Riêng tuyến đi Nhật Bản và Hàn Quốc tăng mạnh nhờ đồ gỗ và thủy sản.",
                    "Q: Vì sao nhiều chủ hàng vẫn chọn đi qua cảng phía Nam? || Một phần vì số chuyến tàu trực tiếp đi châu Âu và Mỹ ở đây còn ít. Chúng tôi đang đàm phán với hai hãng tàu để mở tuyến mới từ quý II năm sau.",
                    "Q: Bến số 4 bao giờ hoàn thành? || Nếu thời tiết thuận lợi, bến mới có thể đón tàu 50.000 tấn vào giữa năm 2027.",
                ],
                "qa-interview-author-at-end",
                dek="Lãnh đạo cảng cho biết sẽ mở thêm tuyến tàu trực tiếp đi châu Âu từ quý II năm sau.",
                folder="Kinh doanh",
            )
        )
        add(
            story(
                "ykien",
                "/goc-nhin/dung-de-pho-di-bo-chi-la-khau-hieu-4822871.html",
                "Đừng để phố đi bộ chỉ là khẩu hiệu",
                "2026-11-30",
                "2026-11-30T06:00:00+07:00",
                "Thứ hai, 30/11/2026, 06:00 (GMT+7)",
                ["Trần Quốc Bảo"],
                [
                    "Mỗi lần thành phố công bố thêm một tuyến phố đi bộ, tôi lại thấy cùng một cảnh: vài tuần đầu đông vui, rồi quán xá lấn vỉa hè, xe máy len vào giữa đám đông và người dân quanh đó than phiền về tiếng ồn.",
                    "Phố đi bộ không thể chỉ là tấm biển cấm xe. Nó cần chỗ gửi xe thuận tiện ở đầu phố, ghế ngồi, bóng cây và những hoạt động khiến người ta muốn ở lại lâu hơn một bức ảnh tự sướng.",
                    "Quan trọng hơn, cư dân trên phố phải được hỏi ý kiến từ đầu. Khi họ thấy mình được lợi, họ sẽ là người giữ gìn con phố tốt hơn bất kỳ tổ trật tự nào.",
                ],
                "opinion-signed-at-end",
                sign="Tiến sĩ kinh tế đô thị, Đại học Duy Tân",
                folder="Góc nhìn",
            )
        )
        add(
            story(
                "anh",
                "/thoi-su/mua-dong-tren-ban-dao-son-tra-4823150.html",
                "Mùa đông trên bán đảo Sơn Trà",
                "2026-12-02",
                "2026-12-02T11:20:00+07:00",
                "Thứ tư, 2/12/2026, 11:20 (GMT+7)",
                ["Phạm Đức Huy"],
                [
                    "FIG: Sương trên đỉnh Bàn Cờ | Sương mù phủ kín đỉnh Bàn Cờ lúc 6h sáng, nhiệt độ xuống 17 độ C.",
                    "Những ngày đầu tháng 12, bán đảo Sơn Trà chìm trong sương và mưa phùn, đàn voọc chà vá chân nâu xuống thấp kiếm ăn gần đường.",
                    "FIG: Voọc chà vá chân nâu | Một con voọc chà vá chân nâu trên cây bàng gần chùa Linh Ứng.",
                ],
                "photo-story-photographer-credit",
                credit="Ảnh: Phạm Đức Huy",
                folder="Ảnh",
            )
        )
        add(
            story(
                "cho",
                "/thoi-su/cho-han-dong-cua-mot-phan-de-sua-mai-4822655.html",
                "Chợ Hàn đóng cửa một phần để sửa mái",
                "2026-11-28",
                "2026-11-28T15:40:00+07:00",
                "Thứ bảy, 28/11/2026, 15:40 (GMT+7)",
                ["Đặng Thị Mai"],
                [
                    "Từ ngày 1/12, khu vực tầng hai phía đường Bạch Đằng của chợ Hàn tạm đóng cửa khoảng 40 ngày để thay mái tôn bị dột sau mùa mưa bão.",
                    "Ban quản lý chợ bố trí 86 tiểu thương sang khu tạm trên đường Hùng Vương, miễn phí mặt bằng trong thời gian sửa chữa. Nhiều người bán lo lượng khách giảm đúng dịp cao điểm mua sắm cuối năm.",
                    'Bà Trần Thị Hạnh, bán đặc sản khô ở chợ hơn 20 năm, nói: "Khách quen thì vẫn tìm được, nhưng khách du lịch ít người biết chỗ mới".',
                ],
                "only-from-page2-and-topic",
                folder="Thời sự",
            )
        )
        add(
            page(
                "tacgia",
                "/tac-gia/hoang-minh-tu-312",
                "author",
                "Hoàng Minh Tú",
                "author-page-long-bio",
                [
                    "Hoàng Minh Tú là phóng viên mảng đô thị và giao thông của Tin Sông Hàn từ năm 2015. Anh tốt nghiệp khoa Báo chí, Đại học Khoa học Huế, từng làm việc tại một đài phát thanh địa phương trước khi chuyển sang báo điện tử.",
                    "Anh theo dõi các dự án cầu, đường và quy hoạch ven sông Hàn, đặc biệt quan tâm đến chuyện tái định cư của người dân vùng dự án. Loạt bài về khu tái định cư Hòa Liên của anh nhận giải B Giải báo chí thành phố năm 2023.",
                    "Ngoài giờ làm việc, anh chạy bộ đường dài và viết sách ảnh về những cây cầu cũ của miền Trung.",
                    "## Bài viết gần đây",
                    "- [[cau|Cầu Hòa Xuân 3 hợp long sau 18 tháng thi công]]",
                    "- [[cho|Chợ Hàn đóng cửa một phần để sửa mái]]",
                ],
            )
        )
        add(
            page(
                "thoitiet",
                "/thoi-tiet/da-nang",
                "weather",
                "Thời tiết Đà Nẵng",
                "weather-widget-page",
                [
                    "Hôm nay, thứ tư 2/12: nhiều mây, có mưa rào rải rác. Nhiệt độ 19-24 độ C, độ ẩm 88%, gió đông bắc cấp 3.",
                    "- Thứ năm 3/12: mưa nhỏ, 19-23 độ C",
                    "- Thứ sáu 4/12: nhiều mây, 20-25 độ C",
                    "- Thứ bảy 5/12: nắng nhẹ, 20-26 độ C",
                    "- Chủ nhật 6/12: nắng, 21-27 độ C",
                    "Chất lượng không khí: tốt (AQI 38). Chỉ số tia UV: trung bình.",
                    "NOTE: Dữ liệu do Trung tâm Dự báo khí tượng khu vực cung cấp, cập nhật lúc 13:00.",
                ],
            )
        )
        add(
            page(
                "xemnhieu",
                "/tin-xem-nhieu",
                "section",
                "Tin xem nhiều",
                "most-read-list",
                list=["hai", "cau", "anh", "bao", "cho", "phongvan"],
            )
        )
        add(
            page(
                "dieukhoan",
                "/dieu-khoan-su-dung",
                "policy",
                "Điều khoản sử dụng",
                "policy-updated-date",
                [
                    "Cập nhật lần cuối: 15/11/2026",
                    "Khi truy cập Tin Sông Hàn, bạn đồng ý với các điều khoản dưới đây. Chúng tôi có thể thay đổi điều khoản bất kỳ lúc nào và sẽ thông báo trên trang này.",
                    "## Bản quyền nội dung",
                    "Mọi bài viết, hình ảnh và video trên trang thuộc bản quyền của Tin Sông Hàn. Việc sao chép phải ghi rõ nguồn và dẫn liên kết đến bài gốc.",
                    "## Bình luận của độc giả",
                    "Bình luận có nội dung xúc phạm, quảng cáo hoặc vi phạm pháp luật sẽ bị xóa mà không cần báo trước. Tài khoản vi phạm nhiều lần có thể bị khóa.",
                    "## Dữ liệu cá nhân",
                    "Chúng tôi chỉ thu thập địa chỉ email khi bạn đăng ký nhận bản tin và không chia sẻ cho bên thứ ba.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/thoi-su/bai-viet-khong-ton-tai-4810000.html",
                "soft404",
                "Không tìm thấy trang",
                "soft-404-200",
                [
                    "Xin lỗi, đường dẫn bạn truy cập không tồn tại hoặc bài viết đã bị gỡ bỏ.",
                    "Bạn có thể quay lại [[home|trang chủ]] hoặc đọc các [[xemnhieu|tin xem nhiều]] trong ngày.",
                ],
            )
        )

    # templates
    def head(self, doc: Doc) -> str:
        out = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:site_name" content="{self.name}">',
        ]
        if doc.is_article:
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta name="pubdate" itemprop="datePublished" content="{doc.iso}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta name="its_section" content="{esc(doc.extra.get("folder", ""))}">',
            ]
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in NAV)
        rail = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("hai", "cau", "anh"))
        foot = " | ".join(
            self.a(k, t, "chrome:footer")
            for k, t in (
                ("dieukhoan", "Điều khoản sử dụng"),
                ("tacgia", "Tác giả"),
                ("xemnhieu", "Tin xem nhiều"),
                ("search", "Tìm kiếm"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="vi">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - Tin Sông Hàn</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<style>/*PAD*/</style>
</head>
<body>
<header class="section-top"><div class="width_common">{self.a("home", "Tin Sông Hàn", "chrome:header", 'class="logo"')}
<span class="time-now">Thứ tư, 2/12/2026</span><form action="/tim-kiem"><input name="q" placeholder="Tìm kiếm"></form></div>
<nav class="main-nav"><ul>{nav}<li><a href="/video">Video</a></li><li><a href="/rss">RSS</a></li></ul></nav></header>
<section class="section page-detail"><div class="width_common">
{main}
<aside class="sidebar-2"><h3 class="title-box">Xem nhiều</h3><ul>{rail}</ul></aside>
</div></section>
<footer class="footer"><div class="width_common"><p>{foot}</p><p>Tin Sông Hàn - Báo điện tử của Hội Nhà báo Sông Hàn. Giấy phép số 112/GP-BTTTT. Liên hệ: <a href="mailto:toasoan@tinsonghan.test">toasoan@tinsonghan.test</a></p></div></footer>
<script src="/js/main.min.js" async></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        bread = f'<ul class="breadcrumb"><li>{self.a("thoisu", doc.extra.get("folder", "Thời sự"), "chrome:breadcrumb")}</li></ul>'
        dek = f'<p class="description">{esc(doc.dek)}</p>' if doc.dek else ""
        end = ""
        if doc.extra.get("sign"):
            end = f'<p class="Normal" style="text-align:right;"><strong>{esc(doc.authors[0])}</strong><br><em>{esc(doc.extra["sign"])}</em></p>'
        elif doc.extra.get("credit"):
            end = f'<p class="Normal" style="text-align:right;"><strong>{esc(doc.extra["credit"])}</strong></p>'
        elif doc.authors:
            end = f'<p class="Normal" style="text-align:right;"><strong>{esc(" và ".join(doc.authors))}</strong></p>'
        elif doc.byline:
            end = f'<p class="Normal" style="text-align:right;"><strong>{esc(doc.byline)}</strong></p>'
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("cau", "mua", "cho") if k != doc.key
        )
        if doc.key == "cho":
            related += f"<li>{self.a('soft404', 'Tiểu thương chợ Hàn chuẩn bị Tết', 'chrome:related')}</li>"
        return f"""<div class="sidebar-1">{bread}<span class="date">{doc.stamp}</span>
<h1 class="title-detail">{esc(doc.title)}</h1>
{dek}
<article class="fck_detail">
{self.blocks(doc, p_tag='<p class="Normal">')}
{end}
</article>
<div class="box-tinlienquan"><h3>Tin liên quan</h3><ul>{related}</ul></div>
<div class="box-comment"><h3>Ý kiến (0)</h3><a href="/dang-nhap">Đăng nhập để bình luận</a></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<article class="item-news"><h3 class="title-news">{self.a(k, d.title, "content")}</h3><p class="description">{esc(self.lede(d))}</p><span class="time-ago">{d.stamp.split(",")[1].strip()}</span></article>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{self.a(doc.extra["more"], "Trang sau", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{self.a(doc.extra["prev"], "Trang trước", "content")}</div>'
        return (
            f'<div class="sidebar-1"><h1 class="title-folder">{esc(doc.title)}</h1>\n<div class="box-category">'
            + "\n".join(rows)
            + f"</div>{pager}</div>"
        )

    def service_main(self, doc: Doc) -> str:
        return f'<div class="sidebar-1 static-page"><h1 class="title-page">{esc(doc.title)}</h1>\n<div class="content-static">{self.blocks(doc)}</div></div>'
