# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Nhịp Sống Việt: a Vietnamese online paper on a VnExpress-like system (`/<slug>-<id>.html`, `/thoi-su-p2` page 2,
`/tin-tuc-24h` "Tin mới", `/chu-de/<slug>-<id>`, `/tac-gia/<slug>-<id>`, `/tim-kiem?q=`, `/video/<slug>-<id>.html`),
Vietnamese, UTF-8. `title-detail`, a `description` sapo (the lead paragraph, body), `fck_detail` with `<p class="Normal">`
and the **author at the end in bold**; printed dates "Thứ sáu, 4/12/2026, 05:40 (GMT+7)"; the `NewsArticle` JSON-LD is
in **UTC**, so stories published before 07:00 in Hanoi carry the previous day (05:40 on 4 Dec = 22:40Z on 3 Dec)
while a 22:40 story keeps its day. The video page and the "Tin mới" list are not articles."""

from __future__ import annotations

import datetime
import json
from urllib.parse import quote

from common import WEEKDAY_VI, Base, blocks_html, page, story, ymd
from sitekit import Doc, css_rules, esc

ARTS = ["cold", "gold", "bus", "rice", "housing", "sleep", "fire", "lez"]
NAV = [
    ("thoisu", "Thời sự"),
    ("/goc-nhin", "Góc nhìn"),
    ("/the-gioi", "Thế giới"),
    ("/kinh-doanh", "Kinh doanh"),
    ("/khoa-hoc", "Khoa học"),
    ("/giai-tri", "Giải trí"),
    ("/the-thao", "Thể thao"),
    ("/phap-luat", "Pháp luật"),
    ("/giao-duc", "Giáo dục"),
    ("/suc-khoe", "Sức khỏe"),
    ("/video", "Video"),
]


def printed(date: str, hm: str) -> str:
    d = ymd(date)
    return f"{WEEKDAY_VI[d.weekday()]}, {d.day}/{d.month}/{d.year}, {hm} (GMT+7)"


def utc(date: str, hm: str) -> str:
    """The JSON-LD time: the Hanoi time in UTC (7 hours earlier, possibly the day before)."""
    local = datetime.datetime.fromisoformat(f"{date}T{hm}:00+07:00")
    return local.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def epoch(date: str, hm: str) -> int:
    return int(datetime.datetime.fromisoformat(f"{date}T{hm}:00+07:00").timestamp())


class NhipSong(Base):
    origin = "https://nhipsongviet.test"
    name = "Nhịp Sống Việt"
    prefix = "nsv"
    language = "vi"
    encoding = "utf-8"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nsv",
            [".fck_detail", ".title-detail", ".item-news", ".main-nav", ".footer-content", ".box-comment"],
            260,
        )

    def art(
        self,
        key: str,
        path: str,
        title: str,
        date: str,
        hm: str,
        authors: list[str],
        sign: str,
        lines: list[str],
        shape: str,
        **kw: object,
    ) -> None:
        doc = story(key, path, title, date, utc(date, hm), printed(date, hm), authors, lines, shape, **kw)
        doc.extra["sign"] = sign
        doc.extra["hm"] = hm
        self.add(doc)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Nhịp Sống Việt",
                "home-front",
                list=["cold", "lez", "gold", "bus", "housing", "sleep", "rice"],
            )
        )
        add(
            page(
                "thoisu",
                "/thoi-su",
                "section",
                "Thời sự",
                "folder",
                list=["cold", "lez", "bus", "fire"],
                more="thoisu2",
            )
        )
        add(
            page(
                "thoisu2",
                "/thoi-su-p2",
                "section",
                "Thời sự",
                "folder-p2",
                list=["rice", "sleep", "housing"],
                prev="thoisu",
            )
        )
        add(
            page(
                "latest",
                "/tin-tuc-24h",
                "section",
                "Tin mới",
                "latest-list-times",
                list=["lez", "gold", "cold", "housing", "bus", "rice", "fire", "video"],
                times=True,
            )
        )
        add(
            page(
                "topic",
                "/chu-de/ret-dam-mien-bac-1432",
                "tag",
                "Rét đậm miền Bắc",
                "topic-list",
                list=["cold", "video"],
            )
        )
        add(
            page(
                "author",
                "/tac-gia/thanh-hang-115",
                "author",
                "Thanh Hằng",
                "author-list",
                list=["cold"],
                bio="Phóng viên mảng thời tiết, môi trường và thiên tai, làm việc tại Nhịp Sống Việt từ năm 2018.",
            )
        )
        add(
            page(
                "search",
                "/tim-kiem?q=" + quote("giá vàng"),
                "search",
                "Kết quả tìm kiếm: giá vàng",
                "search",
                list=["gold"],
            )
        )
        add(
            page(
                "video",
                "/video/bang-gia-phu-trang-dinh-mau-son-4812399.html",
                "video",
                "Băng giá phủ trắng đỉnh Mẫu Sơn",
                "video-one-line",
                ["Sáng 4/12, nhiệt độ trên đỉnh Mẫu Sơn xuống dưới 3 độ C, nhiều cành cây phủ lớp băng mỏng."],
                stamp=printed("2026-12-04", "08:20"),
                hm="08:20",
            )
        )
        add(
            page(
                "about",
                "/gioi-thieu",
                "about",
                "Giới thiệu",
                "about",
                [
                    "Nhịp Sống Việt là báo điện tử tổng hợp, cập nhật tin tức thời sự, kinh tế, xã hội, giáo dục, sức khỏe và đời sống 24/7.",
                    "Báo hoạt động theo Giấy phép số 112/GP-BTTTT, trụ sở tại tầng 9, số 21 Trần Hưng Đạo, quận Hoàn Kiếm, Hà Nội.",
                    "Liên hệ tòa soạn: toasoan@nhipsongviet.test - Điện thoại: 024 3999 1234. Liên hệ quảng cáo: 024 3999 5678.",
                ],
            )
        )
        add(
            page(
                "terms",
                "/dieu-khoan-su-dung",
                "policy",
                "Điều khoản sử dụng",
                "terms",
                [
                    "Cập nhật lần cuối: 1/7/2026",
                    "## 1. Bản quyền nội dung",
                    "Toàn bộ nội dung trên Nhịp Sống Việt thuộc bản quyền của tòa soạn. Mọi hình thức sao chép, trích dẫn phải ghi rõ nguồn và được sự đồng ý bằng văn bản.",
                    "## 2. Bình luận của độc giả",
                    "Độc giả chịu trách nhiệm về nội dung bình luận của mình. Tòa soạn có quyền biên tập hoặc từ chối đăng các bình luận vi phạm pháp luật, thuần phong mỹ tục.",
                    "## 3. Dữ liệu cá nhân",
                    "Chúng tôi sử dụng cookie và dữ liệu truy cập để cải thiện trải nghiệm đọc và hiển thị quảng cáo phù hợp.",
                ],
            )
        )
        self.art(
            "cold",
            "/mien-bac-ret-dam-vung-nui-cao-duoi-3-do-c-4812345.html",
            "Miền Bắc rét đậm, vùng núi cao dưới 3 độ C",
            "2026-12-04",
            "05:40",
            ["Thanh Hằng"],
            "Thanh Hằng",
            [
                "Không khí lạnh tăng cường khiến các tỉnh miền Bắc rét đậm từ sáng nay, nhiệt độ thấp nhất ở vùng núi cao phổ biến 3-6 độ C, Hà Nội 11-13 độ C.",
                "Theo Trung tâm Dự báo Khí tượng Thủy văn quốc gia, lúc 4h sáng 4/12, nhiệt độ tại Mẫu Sơn (Lạng Sơn) xuống 2,8 độ C, Sa Pa (Lào Cai) 4,1 độ C. Tại Hà Nội, trạm Láng ghi nhận 12,4 độ C, thấp nhất từ đầu mùa đông.",
                "Ông Lê Quang Thành, chuyên gia khí tượng của trung tâm, cho biết khối không khí lạnh lần này có cường độ mạnh, kèm gió đông bắc cấp 3-4, ven biển cấp 5. Rét đậm, rét hại dự kiến kéo dài đến hết ngày 7/12, sau đó nhiệt độ tăng dần nhưng trời vẫn rét về đêm và sáng.",
                "FIG: Người dân Hà Nội mặc áo ấm ra đường | Người dân trên phố Tràng Thi, Hà Nội, mặc áo ấm ra đường sáng 4/12. Ảnh: Ngọc Thành",
                "Ở vùng núi cao, nguy cơ xuất hiện băng giá và sương muối trong hai ngày tới là rất lớn. Bộ Nông nghiệp và Môi trường khuyến cáo các địa phương che chắn chuồng trại, dự trữ thức ăn cho gia súc, không thả rông trâu bò lên núi khi nhiệt độ xuống dưới 10 độ C.",
                "Sở Giáo dục và Đào tạo Hà Nội nhắc các trường theo dõi bản tin thời tiết lúc 20h hằng ngày. Khi nhiệt độ dưới 10 độ C, học sinh mầm non và tiểu học được nghỉ học; dưới 7 độ C, học sinh tất cả cấp học được nghỉ.",
                'Sáng nay, trên đường Giải Phóng, nhiều phụ huynh đưa con đến trường trong áo phao, khăn quàng, găng tay kín mít. Chị Nguyễn Thu Trang, nhà ở quận Hoàng Mai, nói con gái học lớp hai bị ho từ hôm qua nên chị cho cháu mặc thêm hai lớp áo. "Lạnh đột ngột quá, tối qua cả nhà phải lôi chăn bông ra đắp", chị kể.',
                "Các bệnh viện nhi tại Hà Nội cho biết số trẻ đến khám vì viêm đường hô hấp tăng khoảng 20% so với tuần trước. Bác sĩ khuyến cáo giữ ấm vùng cổ, ngực và bàn chân cho trẻ, không để trẻ ra ngoài quá sớm vào buổi sáng.",
            ],
            "early-morning-utc-previous-day",
            section="Thời sự",
            location="Hà Nội",
            topic=True,
            author_key="author",
        )
        self.art(
            "gold",
            "/gia-vang-mieng-len-92-trieu-dong-moi-luong-4812420.html",
            "Giá vàng miếng lên 92 triệu đồng mỗi lượng",
            "2026-12-04",
            "10:30",
            ["Minh Sơn"],
            "Minh Sơn",
            [
                "Giá vàng miếng sáng nay tăng thêm 800.000 đồng, lên 92 triệu đồng mỗi lượng chiều bán ra, cao nhất trong hơn hai tháng.",
                "Lúc 10h, các doanh nghiệp kinh doanh vàng lớn đồng loạt điều chỉnh giá vàng miếng tăng 700.000-800.000 đồng so với cuối ngày hôm qua. Chênh lệch giữa giá mua và bán được duy trì quanh mức 2 triệu đồng một lượng.",
                "## Bảng giá vàng sáng 4/12 (triệu đồng/lượng)",
                "T: Loại vàng | Mua vào | Bán ra",
                "T: Vàng miếng | 90,0 | 92,0",
                "T: Nhẫn trơn 9999 | 88,6 | 90,4",
                "T: Vàng trang sức 18K | 64,2 | 67,9",
                "Giá vàng nhẫn trơn cũng đi lên, có nơi niêm yết 90,4 triệu đồng mỗi lượng chiều bán ra. Tại Công ty Vàng bạc Phương Nam trên phố Trần Nhân Tông, Hà Nội, khách đến mua khá đông từ sáng sớm, chủ yếu là vàng nhẫn loại một chỉ và năm chỉ.",
                "Trên thị trường quốc tế, giá vàng giao ngay quanh 2.710 USD một ounce, tăng 0,6% so với phiên trước, do đồng USD suy yếu và kỳ vọng cục dự trữ liên bang Mỹ tiếp tục hạ lãi suất trong cuộc họp giữa tháng 12.",
                "Từ đầu năm đến nay, giá vàng miếng trong nước đã tăng khoảng 13 triệu đồng mỗi lượng, tương đương gần 17%. Trong khi đó, giá vàng thế giới quy đổi theo tỷ giá ngân hàng chỉ khoảng 84 triệu đồng, thấp hơn vàng miếng trong nước gần 8 triệu đồng.",
                "Ngân hàng Nhà nước cho biết sẽ tiếp tục theo dõi sát diễn biến thị trường, sẵn sàng áp dụng các biện pháp can thiệp để bình ổn giá khi cần thiết, đồng thời tăng cường thanh tra hoạt động mua bán vàng không có hóa đơn, chứng từ.",
                'Theo ông Phạm Đức Long, chuyên gia tài chính, giá vàng trong nước thường biến động mạnh vào cuối năm do nhu cầu mua tích trữ và làm quà tặng. "Người mua nên cân nhắc kỹ, tránh mua theo tâm lý đám đông khi chênh lệch mua bán còn cao", ông nói.',
            ],
            "price-table",
            section="Kinh doanh",
        )
        self.art(
            "bus",
            "/xe-khach-lat-tren-deo-bao-loc-9-nguoi-bi-thuong-4812288.html",
            "Xe khách lật trên đèo Bảo Lộc, 9 người bị thương",
            "2026-12-03",
            "22:40",
            ["Trần Hóa", "Ngọc Ánh"],
            "Trần Hóa - Ngọc Ánh",
            [
                "Xe khách giường nằm chở 32 người đang đổ đèo Bảo Lộc thì mất lái, lật nghiêng bên đường, 9 người bị thương.",
                "Khoảng 20h tối 3/12, xe khách giường nằm chạy tuyến Đà Lạt - TP HCM lưu thông trên quốc lộ 20, đoạn qua đèo Bảo Lộc, tỉnh Lâm Đồng, thì lao vào vách núi rồi lật nghiêng, chắn một phần mặt đường.",
                "Nhiều hành khách mắc kẹt bên trong, kêu cứu. Người dân và tài xế các xe đi đường đã dừng lại, phá cửa kính giúp mọi người thoát ra ngoài. Lực lượng cứu hộ sau đó có mặt, đưa 9 người bị thương đến bệnh viện khu vực Bảo Lộc, trong đó hai người bị gãy chân.",
                'Anh Lê Văn Hùng, một hành khách, kể lúc đổ dốc xe chạy khá nhanh, đến khúc cua thì tài xế đánh lái gấp. "Tôi chỉ nghe tiếng phanh rít lên rồi cả xe nghiêng hẳn sang một bên", anh nói.',
                "Tài xế xe khách 45 tuổi khai với cảnh sát rằng xe bị mất phanh khi đổ đèo. Giao thông qua đèo Bảo Lộc ùn tắc khoảng hai giờ. Đến 22h, xe khách được cẩu khỏi hiện trường.",
                "Đèo Bảo Lộc dài khoảng 10 km, có nhiều khúc cua gấp và độ dốc lớn, là một trong những điểm thường xảy ra tai nạn trên quốc lộ 20. Từ đầu năm đến nay, trên đèo đã xảy ra hơn 20 vụ tai nạn, phần lớn liên quan đến xe tải và xe khách mất phanh khi đổ dốc.",
                "Ngành giao thông tỉnh Lâm Đồng đã lắp thêm biển cảnh báo, gờ giảm tốc và hai đường thoát hiểm tự cứu nạn, nhưng theo nhiều tài xế, việc xe chở quá tải và rà phanh liên tục khi đổ đèo vẫn là nguyên nhân chính dẫn đến mất phanh.",
                "Cơ quan chức năng đang điều tra nguyên nhân vụ tai nạn.",
            ],
            "late-evening-two-authors",
            section="Thời sự",
            location="Lâm Đồng",
        )
        self.art(
            "rice",
            "/xuat-khau-gao-11-thang-dat-8-2-trieu-tan-4812150.html",
            "Xuất khẩu gạo 11 tháng đạt 8,2 triệu tấn",
            "2026-12-03",
            "14:20",
            [],
            "Theo TTXVN",
            [
                "Xuất khẩu gạo của Việt Nam trong 11 tháng năm nay đạt khoảng 8,2 triệu tấn, trị giá 4,7 tỷ USD, tăng 4,5% về lượng so với cùng kỳ năm trước.",
                "Theo số liệu của Bộ Công Thương, Philippines tiếp tục là thị trường nhập khẩu gạo lớn nhất của Việt Nam, chiếm gần 40% tổng lượng. Tiếp theo là Indonesia, Malaysia và các nước châu Phi như Bờ Biển Ngà, Ghana.",
                "Giá gạo xuất khẩu bình quân 11 tháng ước đạt 573 USD một tấn, giảm khoảng 8% so với cùng kỳ do nguồn cung trên thị trường thế giới dồi dào sau khi Ấn Độ nới lỏng các hạn chế xuất khẩu.",
                "Các doanh nghiệp cho biết gạo thơm và gạo chất lượng cao đang chiếm tỷ trọng ngày càng lớn trong cơ cấu xuất khẩu, giúp giá trị gia tăng được cải thiện dù giá chung đi xuống.",
                "Tại Đồng bằng sông Cửu Long, vụ lúa thu đông đang bước vào cao điểm thu hoạch. Giá lúa tươi tại ruộng dao động 6.800-7.500 đồng mỗi kg tùy loại, thấp hơn cùng kỳ năm ngoái khoảng 1.000 đồng. Nông dân ở Cần Thơ, An Giang cho biết dù năng suất khá nhưng lợi nhuận giảm do chi phí phân bón, nhân công vẫn ở mức cao.",
                "Hiệp hội Lương thực Việt Nam dự báo cả năm nay, xuất khẩu gạo có thể đạt khoảng 8,9 triệu tấn. Hiệp hội khuyến nghị doanh nghiệp đẩy mạnh xây dựng thương hiệu, đa dạng hóa thị trường để giảm phụ thuộc vào một vài nước nhập khẩu lớn.",
                "Bộ Nông nghiệp và Môi trường cho biết sẽ tiếp tục triển khai đề án phát triển một triệu ha lúa chất lượng cao, phát thải thấp, hướng tới xây dựng thương hiệu gạo Việt Nam tại các thị trường khó tính như châu Âu, Nhật Bản và Hàn Quốc.",
            ],
            "agency-credit-no-person",
            section="Kinh doanh",
        )
        self.art(
            "housing",
            "/nha-o-xa-hoi-can-dung-nguoi-dung-cho-4812301.html",
            "Nhà ở xã hội cần đúng người, đúng chỗ",
            "2026-12-04",
            "06:00",
            ["Trần Quốc Bảo"],
            "Trần Quốc Bảo",
            [
                "Mỗi lần một dự án nhà ở xã hội mở bán, cảnh người lao động xếp hàng từ nửa đêm để nộp hồ sơ lại lặp lại. Nhu cầu rất lớn, nhưng nguồn cung vẫn nhỏ giọt.",
                "Sau nhiều năm, số căn nhà ở xã hội hoàn thành trên cả nước mới chỉ đáp ứng một phần nhỏ mục tiêu đề ra. Điều đáng nói là không ít dự án đã xây xong lại nằm ở những vị trí xa trung tâm, thiếu trường học, bệnh viện và giao thông công cộng. Người lao động có thu nhập thấp, vốn làm việc trong nội đô hoặc các khu công nghiệp, khó có thể chấp nhận mỗi ngày đi lại vài chục km.",
                "Vấn đề thứ hai là đối tượng thụ hưởng. Tôi từng gặp những người chủ căn hộ nhà ở xã hội chưa bao giờ ở, mua để cho thuê lại hoặc chờ đủ năm năm rồi bán. Trong khi đó, công nhân thực sự cần chỗ ở lại không đủ điều kiện chứng minh thu nhập vì làm việc tự do, không có hợp đồng lao động dài hạn.",
                "Để nhà ở xã hội đến đúng người, quy trình xét duyệt cần minh bạch hơn, dựa trên dữ liệu dân cư và thuế thay vì giấy xác nhận thủ công. Song song, nên phát triển mạnh mô hình nhà ở xã hội cho thuê, vì với nhiều người trẻ, thuê một căn hộ giá hợp lý gần nơi làm việc thực tế hơn là gánh một khoản vay mua nhà kéo dài hai mươi năm.",
                "Về vị trí, các địa phương cần dành quỹ đất sạch gần tuyến metro, xe buýt nhanh và khu công nghiệp cho nhà ở xã hội ngay từ khâu quy hoạch, thay vì để doanh nghiệp tự tìm những khu đất mà dự án thương mại không mặn mà.",
                "Nhà ở xã hội không chỉ là chính sách an sinh, mà còn là điều kiện để giữ chân lực lượng lao động cho đô thị. Làm đúng người, đúng chỗ, mỗi căn hộ sẽ thực sự trở thành một mái ấm.",
            ],
            "opinion-author-bio",
            section="Góc nhìn",
            bio="Tiến sĩ kinh tế đô thị, giảng viên đại học, nghiên cứu về chính sách nhà ở và quy hoạch đô thị.",
        )
        self.art(
            "sleep",
            "/hoc-sinh-can-ngu-du-giac-hon-hoc-them-4811890.html",
            "'Học sinh cần ngủ đủ giấc hơn là học thêm'",
            "2026-12-02",
            "19:30",
            ["Dương Tâm"],
            "Dương Tâm",
            [
                "Theo phó giáo sư tâm lý học Nguyễn Thị Minh Hoa, nhiều học sinh THCS và THPT đang ngủ ít hơn 7 tiếng mỗi đêm vì lịch học thêm dày đặc, ảnh hưởng cả sức khỏe lẫn kết quả học tập.",
                "Q: Bà nhận thấy thời gian ngủ của học sinh hiện nay thế nào? || Khảo sát nhóm nghiên cứu của chúng tôi thực hiện với hơn 3.000 học sinh ở Hà Nội và TP HCM cho thấy gần 60% học sinh lớp 9 và lớp 12 ngủ dưới 7 tiếng vào các ngày trong tuần. Trong khi đó, khuyến nghị cho lứa tuổi này là 8-10 tiếng.",
                "Q: Nguyên nhân chính là gì? || Phần lớn do lịch học. Các em học chính khóa cả ngày, tối lại đi học thêm đến 21h, về nhà còn làm bài tập. Điện thoại cũng là một yếu tố: nhiều em lướt mạng xã hội đến khuya như một cách xả căng thẳng.",
                "Q: Thiếu ngủ ảnh hưởng ra sao đến việc học? || Thiếu ngủ kéo dài làm giảm khả năng tập trung và ghi nhớ, khiến các em dễ cáu gắt, lo âu. Có em học rất nhiều giờ nhưng hiệu quả thấp vì não bộ không được nghỉ ngơi. Về lâu dài, nguy cơ béo phì và trầm cảm cũng tăng lên.",
                "Q: Phụ huynh nên làm gì? || Cha mẹ nên cùng con sắp xếp lại lịch học, cắt bớt những buổi học thêm không thật sự cần thiết, và thống nhất giờ cất điện thoại trước khi ngủ. Đôi khi để con ngủ thêm một tiếng còn có ích hơn một buổi học thêm.",
            ],
            "qa-interview",
            section="Giáo dục",
        )
        self.art(
            "fire",
            "/chay-xuong-go-o-dong-nai-4812002.html",
            "Cháy xưởng gỗ ở Đồng Nai",
            "2026-12-03",
            "06:30",
            ["Phước Tuấn"],
            "Phước Tuấn",
            [
                "Ngọn lửa bùng phát trong xưởng sản xuất đồ gỗ rộng khoảng 1.000 m2, cột khói cao hàng chục mét, không có thương vong.",
                "Khoảng 3h sáng 3/12, công nhân bảo vệ xưởng gỗ ở xã Thiện Tân, tỉnh Đồng Nai, phát hiện lửa bốc lên từ khu chứa nguyên liệu nên hô hoán, dùng bình chữa cháy dập lửa nhưng bất thành.",
                "Cảnh sát phòng cháy chữa cháy điều 6 xe chữa cháy cùng hơn 40 cán bộ, chiến sĩ đến hiện trường. Sau hai giờ, đám cháy được khống chế. Nhiều máy móc, gỗ thành phẩm bị thiêu rụi. Nguyên nhân vụ cháy đang được điều tra.",
            ],
            "short-brief-utc-previous-day",
            section="Thời sự",
            location="Đồng Nai",
        )
        self.art(
            "lez",
            "/ha-noi-cong-bo-lo-trinh-vung-phat-thai-thap-4812560.html",
            "Hà Nội công bố lộ trình vùng phát thải thấp trong vành đai 1",
            "2026-12-04",
            "20:05",
            ["Võ Hải"],
            "Võ Hải",
            [
                "Từ tháng 7/2027, xe máy chạy xăng không đạt tiêu chuẩn khí thải mức 2 sẽ bị hạn chế lưu thông trong khu vực vành đai 1, theo lộ trình Hà Nội vừa công bố.",
                "Chiều 4/12, Sở Nông nghiệp và Môi trường Hà Nội tổ chức họp báo công bố lộ trình thí điểm vùng phát thải thấp tại khu vực nội đô lịch sử, gồm 9 phường thuộc quận Hoàn Kiếm và Ba Đình cũ.",
                "Theo lộ trình, giai đoạn một từ tháng 7/2027, xe máy, ôtô không đạt tiêu chuẩn khí thải tối thiểu sẽ không được đi vào khu vực từ 6h đến 22h. Giai đoạn hai từ năm 2029 mở rộng ra toàn bộ vành đai 1 và áp dụng với xe tải trên 3,5 tấn. Camera giám sát sẽ được lắp tại 38 điểm ra vào để tự động nhận diện biển số.",
                "Thành phố dự kiến hỗ trợ người dân chuyển đổi sang xe điện với mức 3-5 triệu đồng mỗi xe máy, ưu tiên hộ nghèo, cận nghèo và người làm nghề giao hàng, xe ôm công nghệ. Mạng lưới xe buýt điện trong nội đô cũng sẽ được tăng thêm 12 tuyến.",
                'Ông Đặng Văn Phú, đại diện sở, cho biết nồng độ bụi mịn PM2.5 trung bình năm ở Hà Nội vẫn cao gấp khoảng ba lần khuyến nghị của Tổ chức Y tế Thế giới, trong đó khí thải giao thông là nguồn đóng góp lớn. "Vùng phát thải thấp không nhằm cấm xe, mà để từng bước thay đổi thói quen đi lại", ông nói.',
                "Nhiều tiểu thương phố cổ bày tỏ lo ngại việc hạn chế xe sẽ ảnh hưởng đến việc nhập hàng và lượng khách. Đại diện sở cho biết thành phố sẽ lấy ý kiến người dân, hộ kinh doanh trong ba tháng tới trước khi ban hành quy định chính thức.",
            ],
            "evening-same-utc-day",
            section="Thời sự",
            location="Hà Nội",
        )

    # ---- head -------------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        suffix = " - Nhịp Sống Việt" if doc.key != "home" else ""
        m = [
            f"<title>{esc(doc.title)}{suffix}</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(self.lede(doc))}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Nhịp Sống Việt">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
            '<meta property="og:image" content="https://i1.nhipsongviet.test/share/og-default.jpg">',
            '<meta name="tt_site_id" content="1000000">',
            f'<meta name="tt_page_type" content="{"article" if doc.is_article else doc.kind}">',
        ]
        if doc.is_article:
            m.append(f'<meta name="its_publication" content="{epoch(doc.date or "", doc.extra["hm"])}">')
            m.append(f'<meta name="its_section" content="{esc(doc.section)}">')
            m.append(f'<meta name="its_author" content="{esc(doc.extra["sign"])}">')
            author: object = (
                {"@type": "Person", "name": doc.extra["sign"]}
                if doc.authors
                else {"@type": "Organization", "name": "Nhịp Sống Việt"}
            )
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "description": self.lede(doc),
                "image": {
                    "@type": "ImageObject",
                    "url": "https://i1.nhipsongviet.test/share/og-default.jpg",
                    "width": 1200,
                    "height": 630,
                },
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Nhịp Sống Việt",
                    "logo": {"@type": "ImageObject", "url": "https://s1.nhipsongviet.test/logo.png"},
                },
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.kind == "video":
            ld = {
                "@context": "http://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": plain_first(doc),
                "uploadDate": utc("2026-12-04", doc.extra["hm"]),
                "thumbnailUrl": "https://i1.nhipsongviet.test/video/4812399.jpg",
                "duration": "PT1M12S",
                "contentUrl": "https://v.nhipsongviet.test/2026/12/04/4812399/index.m3u8",
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        m.append(f'<link rel="canonical" href="{esc(url)}">')
        return "\n".join(m)

    # ---- frame ------------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        nav = "\n".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in NAV)
        most = "\n".join(
            f'<article class="item-news"><h3 class="title-news">{self.a(k, self.docs[k].title, "aside")}</h3></article>'
            for k in ("cold", "lez", "gold", "bus")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="vi" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
{self.head(doc)}
<link rel="stylesheet" href="https://s1.nhipsongviet.test/css/v3/nsv.detail.min.css?v=1128">
<style>/*PAD*/</style>
<script>var NSV_CONFIG={{site_id:1000000,page_type:"{doc.kind}",article_id:"{doc.path[-12:-5] if doc.is_article else ""}"}};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-NSV2026"></script>
</head>
<body>
<header class="section top-header">
<div class="container flexbox">
<a class="logo" href="/" title="Nhịp Sống Việt - Báo điện tử">Nhịp Sống Việt</a>
<span class="time-now">{", ".join(printed("2026-12-04", "21:00").split(", ")[:2])}</span>
<div class="search-header"><form action="/tim-kiem" method="get"><input name="q" type="text" placeholder="Tìm kiếm"><button type="submit">Tìm</button></form></div>
<a class="link-login" href="https://my.nhipsongviet.test/login">Đăng nhập</a>
<a class="link-newest" href="/tin-tuc-24h">Mới nhất</a>
</div>
</header>
<nav class="main-nav"><ul class="parent">
<li class="home">{self.a("home", "Trang chủ", "nav")}</li>
<li>{self.a("latest", "Tin mới", "nav")}</li>
{nav}
</ul></nav>
<section class="section page-detail">
<div class="container">
{main}
<div class="sidebar-2">
<div class="box-category box-most-read"><h2 class="title-box-category">Xem nhiều</h2>
{most}
</div>
<div class="banner-ads"><div id="sis_inread"></div></div>
</div>
</div>
</section>
<footer class="footer">
<div class="container">
<ul class="menu-footer"><li>{self.a("about", "Giới thiệu", "footer")}</li><li>{self.a("terms", "Điều khoản sử dụng", "footer")}</li><li><a href="/chinh-sach-bao-mat">Chính sách bảo mật</a></li><li><a href="/lien-he-quang-cao">Liên hệ quảng cáo</a></li><li><a href="/rss">RSS</a></li></ul>
<div class="footer-content"><p><strong>Báo điện tử Nhịp Sống Việt</strong> - Giấy phép số 112/GP-BTTTT.</p><p>Tổng biên tập: Hoàng Minh Đức. Địa chỉ: Tầng 9, số 21 Trần Hưng Đạo, Hà Nội. Điện thoại: 024 3999 1234. Email: toasoan@nhipsongviet.test</p><p>© Copyright 2018-2026 Nhịp Sống Việt. Toàn bộ bản quyền thuộc Nhịp Sống Việt.</p></div>
<div class="social-footer"><a href="https://www.facebook.com/nhipsongviet" rel="nofollow">Facebook</a> <a href="https://www.youtube.com/@nhipsongviet" rel="nofollow">YouTube</a> <a href="https://zalo.me/nhipsongviet" rel="nofollow">Zalo</a></div>
</div>
</footer>
<div id="cookie-consent" class="cookie-box"><p>Chúng tôi sử dụng cookie để cải thiện trải nghiệm của bạn. Tiếp tục sử dụng trang web đồng nghĩa bạn đồng ý với {self.a("terms", "điều khoản", "footer")} của chúng tôi.</p><button class="btn-accept">Đồng ý</button></div>
<script src="https://s1.nhipsongviet.test/js/v3/nsv.detail.min.js?v=1128" defer></script>
</body>
</html>"""

    # ---- mains ------------------------------------------------------------------------------------------------
    def story_main(self, doc: Doc) -> str:
        first, rest = doc.blocks[0], doc.blocks[1:]
        loc = f'<span class="location-stamp">{esc(doc.extra["location"])}</span>' if doc.extra.get("location") else ""
        sapo = f'<p class="description">{loc}{self.inline(first[1])}</p>'
        body = blocks_html(
            self,
            rest,
            p_tag='<p class="Normal">',
            fig=lambda alt, cap: (
                f'<figure data-size="true" itemprop="associatedMedia image" class="tplCaption action_thumb_added"><div class="fig-picture"><picture><img itemprop="contentUrl" loading="lazy" src="https://i1.nhipsongviet.test/2026/12/04/{doc.path[-12:-5]}.jpg" alt="{esc(alt)}"></picture></div><figcaption itemprop="description"><p class="Image">{esc(cap)}</p></figcaption></figure>'
            ),
            custom={
                "qa": lambda q, a: (
                    f'<p class="Normal"><strong>{esc(q)}</strong></p><p class="Normal">{self.inline(a)}</p>'
                )
            },
        )
        sign = doc.extra["sign"]
        if doc.extra.get("author_key"):
            sign_html = f'<p class="Normal" style="text-align:right;"><strong>{self.a(doc.extra["author_key"], sign, "byline")}</strong></p>'
        else:
            sign_html = f'<p class="Normal" style="text-align:right;"><strong>{esc(sign)}</strong></p>'
        bio = ""
        if doc.extra.get("bio"):
            bio = f'<div class="box-author-gocnhin"><p class="name"><strong>{esc(sign)}</strong></p><p class="intro">{esc(doc.extra["bio"])}</p><p class="note">Quan điểm trong bài viết là của tác giả, không nhất thiết phản ánh quan điểm của Nhịp Sống Việt.</p></div>'
        tags = ""
        if doc.extra.get("topic"):
            tags = f'<div class="tags"><h4 class="item-tag">{self.a("topic", "Rét đậm miền Bắc", "content")}</h4><h4 class="item-tag"><a href="/chu-de/thoi-tiet-1012">thời tiết</a></h4><h4 class="item-tag"><a href="/chu-de/khong-khi-lanh-1433">không khí lạnh</a></h4></div>'
        sec = (
            self.a("thoisu", doc.section, "breadcrumb")
            if doc.section == "Thời sự"
            else f'<a href="/{quote(doc.section.lower().replace(" ", "-"))}">{esc(doc.section)}</a>'
        )
        rel = "\n".join(
            f'<article class="item-news"><h4 class="title-news">{self.a(k, self.docs[k].title, "related")}</h4></article>'
            for k in ARTS
            if k != doc.key
        )[:2600]
        rel = rel.rsplit("<article", 1)[0] if not rel.endswith("</article>") else rel
        n_cmt = len(doc.title) % 40 + 3
        return f"""<div class="sidebar-1">
<div class="header-content width_common"><ul class="breadcrumb" data-campaign="Header-Breadcrumb"><li>{sec}</li></ul><span class="date">{esc(doc.stamp)}</span></div>
<h1 class="title-detail">{esc(doc.title)}</h1>
{sapo}
<article class="fck_detail ">
{body}
{sign_html}
</article>
{bio}
<div class="footer-content">
{tags}
<div class="social_share"><a href="https://www.facebook.com/sharer.php?u={quote(self.url(doc.key), safe="")}" class="btn_share facebook" rel="nofollow">Chia sẻ</a> <a href="https://twitter.com/intent/tweet?url={quote(self.url(doc.key), safe="")}" class="btn_share twitter" rel="nofollow">Tweet</a> <a href="#" class="btn_copy">Sao chép liên kết</a></div>
</div>
<div class="box-comment" id="box_comment"><h3 class="title_box_category">Ý kiến ({n_cmt})</h3><div class="input-comment"><textarea placeholder="Ý kiến của bạn"></textarea><button>Gửi</button></div><p class="note-comment">Bình luận sẽ được kiểm duyệt trước khi đăng.</p></div>
<div class="box-tinlienquanv2"><h3 class="title-box-category">Tin liên quan</h3>
{rel}
</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if doc.extra.get("times"):
                hm = d.extra.get("hm", "")
                items.append(
                    f'<article class="item-news item-news-common"><span class="time-count">{hm} {esc(d.date[8:10] + "/" + d.date[5:7] if d.date else "04/12")}</span><h3 class="title-news">{self.a(k, d.title, "content")}</h3></article>'
                )
            else:
                items.append(
                    f"""<article class="item-news item-news-common">
<div class="thumb-art">{self.a(k, d.title, "content", 'class="thumb thumb-5x3"', f'<picture><img loading="lazy" src="https://i1.nhipsongviet.test/2026/12/thumb/{d.path[-12:-5]}.jpg" alt="{esc(d.title)}"></picture>')}</div>
<h3 class="title-news">{self.a(k, d.title, "content")}</h3>
<p class="description">{esc(self.lede(d))}</p>
</article>"""
                )
        pager = ""
        nxt, prv = 'class="btn-page next-page"', 'class="btn-page prev-page"'
        if doc.extra.get("more"):
            pager = f'<div class="button-page flexbox"><span class="active">1</span>{self.a(doc.extra["more"], "2", "pagination")}<a href="/thoi-su-p3">3</a>{self.a(doc.extra["more"], "Trang sau", "pagination", nxt)}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="button-page flexbox">{self.a(doc.extra["prev"], "Trang trước", "pagination", prv)}{self.a(doc.extra["prev"], "1", "pagination")}<span class="active">2</span><a href="/thoi-su-p3">3</a></div>'
        head = f'<h1 class="title-folder">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-info"><img src="https://i1.nhipsongviet.test/tac-gia/115.jpg" alt="" width="96" height="96"><h1 class="title-folder">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "tag":
            head = f'<h1 class="title-folder">{esc(doc.title)}</h1><p class="desc-topic">Cập nhật diễn biến đợt rét đậm, rét hại tại các tỉnh miền Bắc.</p>'
        if doc.kind == "search":
            head = f'<h1 class="title-folder">{esc(doc.title)}</h1><p class="result-search">Tìm thấy 1 kết quả</p>'
        extra = ""
        if doc.key == "home":
            extra = f"""<div class="box-category"><h2 class="title-box-category">Chuyên mục</h2>
<p>{self.a("thoisu", "Thời sự", "content")} · {self.a("topic", "Rét đậm miền Bắc", "content")} · {self.a("video", "Video: Băng giá phủ trắng đỉnh Mẫu Sơn", "content")} · {self.a("author", "Bài của Thanh Hằng", "content")} · {self.a("search", "Giá vàng hôm nay", "content")}</p>
<p>{self.a("fire", self.docs["fire"].title, "content")}</p></div>"""
        return f"""<div class="sidebar-1">
{head}
<div class="width_common list-news-subfolder">
{"".join(items)}
</div>
{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div class="sidebar-1 video-detail">
<div class="header-content width_common"><ul class="breadcrumb"><li>{self.a("video", "Video", "breadcrumb")}</li><li><a href="/video/thoi-su">Thời sự</a></li></ul><span class="date">{esc(doc.extra["stamp"])}</span></div>
<div class="box-player"><div id="videoContainter" data-vid="4812399" class="video-js"><video poster="https://i1.nhipsongviet.test/video/4812399.jpg" controls preload="none"><source src="https://v.nhipsongviet.test/2026/12/04/4812399/index.m3u8" type="application/x-mpegURL"></video></div></div>
<h1 class="title-detail">{esc(doc.title)}</h1>
<p class="description">{esc(plain_first(doc))}</p>
<div class="box-video-more"><h3>Video khác</h3><ul><li><a href="/video/ha-noi-sang-mu-suong-4811750.html">Hà Nội sáng mù sương</a></li><li><a href="/video/le-hoi-hoa-tam-giac-mach-4811623.html">Lễ hội hoa tam giác mạch</a></li><li>{self.a("cold", self.docs["cold"].title, "related")}</li></ul></div>
</div>"""
        return f"""<div class="sidebar-1 static-page">
<h1 class="title-detail">{esc(doc.title)}</h1>
{self.blocks(doc, p_tag='<p class="Normal">')}
</div>"""


def plain_first(doc: Doc) -> str:
    return doc.blocks[0][1] if doc.blocks and doc.blocks[0][0] == "p" else ""
