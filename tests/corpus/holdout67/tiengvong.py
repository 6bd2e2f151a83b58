# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Vietnamese letters and typographic quotes are deliberate)
"""Tiếng Vọng: a Người Việt-like Vietnamese diaspora daily in Little Saigon (Westminster, California) on **WordPress**
with the tagDiv **Newspaper** theme and **Yoast SEO** (`td-post-title`, `entry-title`, `td-post-author-name`,
`td-post-date`, `td-post-content tagdiv-type`, `td_block_related_posts`, `yoast-schema-graph`, `/<slug>/` permalinks,
`/category/cong-dong/page/2/`, `/tag/little-saigon/`, `/author/ngoclan/`, `/?s=`), Vietnamese, UTF-8, Pacific time
(-08:00).

Dates are printed "Thứ Sáu, 04/12/2026 - 21:40" (with "Cập nhật: …" on one story); the WordPress install runs on
UTC, so `article:published_time`, `<time datetime>` and the Yoast graph are `+00:00` and **cross midnight** on every
evening story (21:40 on Fri 4 Dec = 05:40 on 5 Dec UTC). Bylines "Ngọc Lan/Tiếng Vọng", "Đức Tâm - Ngọc Lan/Tiếng Vọng",
"Bài & ảnh: Đức Tâm" as the first line of the text while the post's WordPress author is "Ban Biên Tập", the desk's
"Tiếng Vọng tổng hợp", an AP story "lược dịch" by a translator, an opinion piece by "Ts. …" with a disclaimer. One post
has Yoast turned off and the theme's own JSON-LD, whose headline carries **unescaped straight quotes** (invalid JSON)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, iso_utc, page, story, vi_date
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.tiengvong.test"
TZ = -8
ARTS = ["desk", "tet", "ap", "flood", "veteran", "pho", "opinion", "school"]
SEARCH_Q = "phở"
USERS = {
    "Ngọc Lan": "ngoclan",
    "Ban Biên Tập": "banbientap",
    "Đức Tâm": "ductam",
    "Thùy Dương": "thuyduong",
    "Đỗ Quyên": "doquyen",
    "Trần Minh Khoa": "tranminhkhoa",
}


class TiengVong(Base):
    origin = ORIGIN
    name = "Tiếng Vọng"
    prefix = "tvg"
    language = "vi"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tvg",
            [
                ".td-header-wrap",
                ".td-header-menu-wrap .sf-menu a",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-post-author-name a",
                ".td-post-date",
                ".td_module_10 .entry-title",
                ".td_block_related_posts",
                ".td-footer-wrapper",
                ".td-category a",
                ".page-nav a",
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
                "Tiếng Vọng",
                "wordpress-tagdiv-home",
                list=["desk", "tet", "ap", "flood", "veteran", "pho"],
                more="cat",
            )
        )
        add(
            page(
                "cat",
                "/category/cong-dong/",
                "section",
                "Cộng Đồng",
                "wp-category",
                list=["tet", "flood", "veteran", "pho"],
                more="cat2",
            )
        )
        add(
            page(
                "cat2",
                "/category/cong-dong/page/2/",
                "section",
                "Cộng Đồng",
                "wp-category-page2",
                list=["school"],
                older=[
                    (
                        "/hoi-cho-sach-viet-tai-garden-grove-thu-hut-hang-ngan-nguoi/",
                        "Hội chợ sách Việt tại Garden Grove thu hút hàng ngàn người",
                        "2026-12-01 17:20",
                    ),
                    (
                        "/nguoi-viet-o-san-jose-mung-le-ta-on-bang-bua-com-cho-nguoi-vo-gia-cu/",
                        "Người Việt ở San Jose mừng Lễ Tạ Ơn bằng bữa cơm cho người vô gia cư",
                        "2026-11-27 09:45",
                    ),
                ],
            )
        )
        add(page("tag", "/tag/little-saigon/", "tag", "Little Saigon", "wp-tag", list=["tet", "veteran", "pho"]))
        add(
            page(
                "author",
                "/author/ngoclan/",
                "author",
                "Ngọc Lan",
                "wp-author-archive",
                list=["tet", "flood"],
                bio="Phóng viên Tiếng Vọng từ năm 2009, chuyên viết về sinh hoạt cộng đồng, văn hóa và giáo dục tại Little Saigon.",
            )
        )
        add(
            page(
                "search",
                "/?s=" + quote(SEARCH_Q),
                "search",
                f"Kết quả tìm kiếm cho: {SEARCH_Q}",
                "wp-search",
                list=["pho"],
            )
        )
        add(
            page(
                "lienlac",
                "/lien-lac/",
                "about",
                "Liên Lạc",
                "wp-page",
                [
                    "Tiếng Vọng là nhật báo của người Việt tại Nam California, phát hành từ năm 1991.",
                    "- Tòa soạn: 14800 Moran Street, Westminster, CA 92683",
                    "- Điện thoại: (714) 555-0199",
                    "- Email tòa soạn: toasoan@tiengvong.test",
                    "- Quảng cáo: quangcao@tiengvong.test",
                    "Tiếng Vọng hoan nghênh tin tức, hình ảnh và bài viết của độc giả. Tòa soạn có quyền biên tập bài vở cho phù hợp.",
                ],
            )
        )
        add(
            page(
                "caopho",
                "/cao-pho/",
                "classifieds",
                "Cáo Phó - Phân Ưu",
                "obituary-notices",
                notices=[
                    (
                        "Cụ Ông Phạm Văn Lộc",
                        "Pháp danh Minh Tâm",
                        "Sinh năm 1932 tại Nam Định, tạ thế ngày 30 Tháng Mười Một, 2026 tại Westminster, hưởng thọ 94 tuổi.",
                    ),
                    (
                        "Bà Quả Phụ Lê Thị Hoa",
                        "Nhũ danh Nguyễn Thị Hoa",
                        "Sinh năm 1941 tại Huế, mãn phần ngày 1 Tháng Mười Hai, 2026 tại Santa Ana, hưởng thọ 85 tuổi.",
                    ),
                    (
                        "Ông Trần Quốc Bảo",
                        "",
                        "Sinh năm 1955 tại Sài Gòn, từ trần ngày 2 Tháng Mười Hai, 2026 tại Garden Grove, hưởng dương 71 tuổi.",
                    ),
                ],
            )
        )
        add(
            page(
                "privacy",
                "/chinh-sach-bao-mat/",
                "policy",
                "Chính Sách Bảo Mật",
                "wp-page",
                [
                    "Tiếng Vọng tôn trọng quyền riêng tư của độc giả. Chúng tôi chỉ thu thập những thông tin cần thiết để cung cấp dịch vụ, như địa chỉ email khi quý vị đăng ký nhận bản tin.",
                    "Trang mạng sử dụng cookie để ghi nhận lượt truy cập và hiển thị quảng cáo. Quý vị có thể tắt cookie trong phần cài đặt của trình duyệt.",
                    "Chúng tôi không bán thông tin cá nhân của độc giả cho bên thứ ba. Mọi thắc mắc xin liên lạc toasoan@tiengvong.test.",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "tet",
                "/hoi-cho-tet-dinh-mui-2027-se-tro-lai-cong-vien-mile-square/",
                "Hội Chợ Tết Đinh Mùi 2027 sẽ trở lại Công Viên Mile Square với nhiều chương trình mới",
                "2026-12-04",
                iso_utc("2026-12-04 21:40", TZ, "+00"),
                vi_date("2026-12-04 21:40"),
                ["Ngọc Lan"],
                [
                    "WESTMINSTER, California (TV) – Ban tổ chức Hội Chợ Tết Đinh Mùi 2027 của Little Saigon vừa công bố hội chợ năm nay sẽ diễn ra trong ba ngày, từ 5 đến 7 Tháng Hai, 2027, tại Công Viên Mile Square ở thành phố Fountain Valley, với nhiều chương trình mới dành cho giới trẻ.",
                    "Trong buổi họp báo tối Thứ Sáu, 4 Tháng Mười Hai, ông Nguyễn Văn Hải, trưởng ban tổ chức, cho biết năm nay hội chợ sẽ có khoảng 250 gian hàng, tăng 30 gian so với năm ngoái.",
                    "“Chúng tôi muốn hội chợ không chỉ là nơi mua bán mà còn là nơi để các em trẻ hiểu thêm về văn hóa Việt Nam,” ông Hải nói. “Năm nay sẽ có khu trò chơi dân gian, thi gói bánh chưng và một sân khấu dành riêng cho các ban nhạc trẻ.”",
                    "Theo ban tổ chức, vé vào cửa năm nay giữ nguyên giá $10 cho người lớn, miễn phí cho trẻ em dưới 10 tuổi và người cao niên trên 65 tuổi. Lợi nhuận từ hội chợ sẽ được dùng để trao học bổng cho sinh viên gốc Việt và hỗ trợ các tổ chức thiện nguyện trong cộng đồng.",
                    "Ban tổ chức cũng đang kêu gọi thiện nguyện viên. Những ai muốn tham gia có thể ghi danh trên trang mạng của hội chợ trước ngày 15 Tháng Giêng.",
                ],
                "wp-story-evening-utc-next-day-name-slash-paper-byline",
                section="Cộng Đồng",
                local="2026-12-04 21:40",
                wp_author="Ngọc Lan",
                byline="[[author|Ngọc Lan]]/Tiếng Vọng",
                tags=["Little Saigon", "Tết"],
            )
        )
        add(
            story(
                "pho",
                "/tiem-pho-40-nam-tren-duong-bolsa-dong-cua-khach-quen-tiec-nuoi/",
                "Tiệm phở 40 năm trên đường Bolsa đóng cửa, khách quen tiếc nuối",
                "2026-12-04",
                iso_utc("2026-12-04 08:00", TZ, "+00"),
                vi_date("2026-12-04 08:00"),
                ["Đức Tâm"],
                [
                    "WESTMINSTER, California (TV) – Sau 40 năm hoạt động, tiệm Phở Hòa Bình trên đường Bolsa sẽ chính thức đóng cửa vào cuối tháng này, khép lại một trong những địa chỉ ăn uống lâu đời nhất của Little Saigon.",
                    "Bà Trần Thị Mai, 74 tuổi, chủ tiệm, cho biết bà quyết định nghỉ hưu vì sức khỏe yếu và các con không muốn tiếp tục công việc kinh doanh. “Tôi mở tiệm năm 1986, lúc đó đường Bolsa còn vắng lắm. Bây giờ nghĩ lại thấy như một giấc mơ,” bà nói.",
                    "FIG: pho-hoa-binh | Bà Trần Thị Mai trong tiệm phở của mình trên đường Bolsa. (Đức Tâm/Tiếng Vọng)",
                    "Nhiều khách quen đã tìm đến tiệm trong những ngày cuối để ăn tô phở quen thuộc. Ông Lê Văn Tư, cư dân Garden Grove, nói ông ăn ở đây mỗi sáng Chủ Nhật suốt 30 năm. “Phở ở đây không thay đổi, vẫn nước lèo trong, vẫn thịt tái mềm. Đóng cửa rồi không biết đi đâu,” ông nói.",
                    "Theo bà Mai, tiền thuê mặt bằng tăng gấp đôi trong năm năm qua cũng là một lý do khiến bà không muốn bán lại tiệm cho người khác. Khu thương mại nơi tiệm tọa lạc dự kiến sẽ được xây dựng lại thành khu nhà ở và cửa hàng.",
                    "Tiệm Phở Hòa Bình mở cửa đến hết ngày 31 Tháng Mười Hai, từ 7 giờ sáng đến 3 giờ chiều.",
                ],
                "wp-story-text-and-photo-credit-first-line-wp-author-desk",
                section="Cộng Đồng",
                local="2026-12-04 08:00",
                wp_author="Ban Biên Tập",
                first_line="Bài & ảnh: Đức Tâm",
                tags=["Little Saigon", "ẩm thực"],
            )
        )
        add(
            story(
                "ap",
                "/bao-tuyet-dau-mua-gay-mat-dien-cho-hon-200000-nha-o-mien-trung-tay/",
                "Bão tuyết đầu mùa gây mất điện cho hơn 200,000 nhà ở miền Trung Tây nước Mỹ",
                "2026-12-04",
                iso_utc("2026-12-04 18:20", TZ, "+00"),
                vi_date("2026-12-04 18:20"),
                [],
                [
                    "CHICAGO, Illinois (AP) – Trận bão tuyết đầu mùa quét qua miền Trung Tây nước Mỹ hôm Thứ Sáu, 4 Tháng Mười Hai, khiến hơn 200,000 nhà và cơ sở thương mại bị mất điện, hàng trăm chuyến bay bị hủy và nhiều xa lộ phải tạm thời đóng cửa.",
                    "Theo Sở Khí Tượng Quốc Gia, một số khu vực ở Iowa và Wisconsin ghi nhận lượng tuyết rơi hơn 30 cm chỉ trong vòng 12 tiếng. Gió mạnh có lúc lên đến 80 km/giờ làm giảm tầm nhìn và khiến việc di chuyển trở nên nguy hiểm.",
                    "Tại phi trường O’Hare ở Chicago, khoảng 600 chuyến bay bị hủy tính đến chiều Thứ Sáu. Nhiều hành khách phải ngủ lại phi trường trong khi chờ chuyến bay kế tiếp.",
                    "Giới chức các tiểu bang kêu gọi người dân hạn chế ra đường và thăm hỏi người thân lớn tuổi sống một mình. Các trung tâm sưởi ấm đã được mở tại nhiều thành phố.",
                    "SIGN: Vũ Hoàng lược dịch theo AP",
                ],
                "translated-agency-story-translator-sign-off-wp-author-desk",
                section="Thế Giới",
                local="2026-12-04 18:20",
                wp_author="Ban Biên Tập",
                tags=["thời tiết"],
            )
        )
        add(
            story(
                "opinion",
                "/the-he-thu-hai-va-tieng-viet-dung-de-ngon-ngu-chi-con-trong-ky-uc/",
                "Thế hệ thứ hai và tiếng Việt: Đừng để ngôn ngữ chỉ còn trong ký ức",
                "2026-12-03",
                iso_utc("2026-12-03 19:00", TZ, "+00"),
                vi_date("2026-12-03 19:00"),
                ["Trần Minh Khoa"],
                [
                    "Mỗi lần về thăm nhà, tôi lại nghe mẹ than: “Tụi nhỏ giờ không nói tiếng Việt nữa.” Câu than ấy quen thuộc đến mức nhiều gia đình Việt ở hải ngoại đã xem như chuyện đương nhiên.",
                    "Theo các nghiên cứu về ngôn ngữ di dân, một ngôn ngữ thường mất đi sau ba thế hệ nếu không được sử dụng trong gia đình. Thế hệ thứ nhất nói thông thạo, thế hệ thứ hai nghe hiểu nhưng ngại nói, và đến thế hệ thứ ba thì hầu như chỉ còn vài câu chào hỏi.",
                    "Các lớp Việt ngữ cuối tuần tại chùa, nhà thờ và trung tâm cộng đồng đã làm được rất nhiều. Nhưng hai giờ học mỗi Chủ Nhật không thể thay thế cho việc nói tiếng Việt mỗi ngày trong bữa cơm.",
                    "Tôi không cho rằng giữ tiếng Việt là chuyện hoài niệm. Đó là cách để con cháu chúng ta hiểu được ông bà, hiểu được vì sao gia đình mình có mặt ở đây, và tự hào về một bản sắc mà không ai có thể lấy đi.",
                    "Hãy bắt đầu từ những điều nhỏ nhất: một cuốn truyện tiếng Việt trước giờ ngủ, một cuộc gọi cho ông bà, một bữa cơm chỉ nói tiếng Việt. Ngôn ngữ sống được khi còn người nói.",
                    "SIGN: Ts. Trần Minh Khoa là giảng viên ngôn ngữ học, hiện sống tại San Jose.",
                    'RAW:<p class="td-disclaimer"><em>Bài viết thể hiện quan điểm riêng của tác giả, không nhất thiết phản ánh quan điểm của Tiếng Vọng.</em></p>',
                ],
                "opinion-honorific-byline-bio-and-disclaimer-utc-next-day",
                section="Quan Điểm",
                local="2026-12-03 19:00",
                wp_author="Trần Minh Khoa",
                byline="Ts. Trần Minh Khoa",
                tags=["tiếng Việt"],
            )
        )
        add(
            story(
                "veteran",
                "/cuu-quan-nhan-tu-rau-duoc-vinh-danh-tai-westminster/",
                'Cựu quân nhân "Tư Râu" được vinh danh tại Westminster',
                "2026-12-04",
                iso_utc("2026-12-04 12:15", TZ, "+00"),
                vi_date("2026-12-04 12:15"),
                ["Đỗ Quyên"],
                [
                    "WESTMINSTER, California (TV) – Hội Đồng Thành Phố Westminster tối Thứ Năm đã trao bằng tưởng lục cho ông Nguyễn Văn Tư, 88 tuổi, người mà cộng đồng Little Saigon quen gọi là “Tư Râu,” để ghi nhận hơn 40 năm đóng góp cho các hoạt động thiện nguyện.",
                    "Ông Tư từng là sĩ quan trong Quân Lực Việt Nam Cộng Hòa, sang Mỹ năm 1980 sau nhiều năm trong trại cải tạo. Từ giữa thập niên 1980, ông tham gia tổ chức các buổi phát thực phẩm cho người vô gia cư và giúp đỡ các gia đình mới định cư.",
                    "“Tôi không làm gì lớn lao. Ai cần thì mình giúp, vậy thôi,” ông Tư nói trong buổi lễ, trước tràng pháo tay của hơn 200 người tham dự.",
                    "Một nghị viên thành phố cho biết đây là lần đầu tiên hội đồng trao bằng tưởng lục cho một cá nhân vì công tác thiện nguyện suốt đời. Buổi lễ kết thúc với phần trình diễn văn nghệ của các em học sinh trường Việt ngữ Hồng Bàng.",
                ],
                "theme-jsonld-unescaped-quotes-in-headline-no-yoast",
                section="Cộng Đồng",
                local="2026-12-04 12:15",
                wp_author="Đỗ Quyên",
                byline="Đỗ Quyên/Tiếng Vọng",
                broken_ld=True,
                tags=["Little Saigon", "cựu quân nhân"],
            )
        )
        add(
            story(
                "desk",
                "/gia-xang-tai-quan-cam-giam-xuong-duoi-4-mot-gallon-lan-dau-sau-ba-nam/",
                "Giá xăng tại Quận Cam giảm xuống dưới $4 một gallon lần đầu sau ba năm",
                "2026-12-05",
                iso_utc("2026-12-05 07:30", TZ, "+00"),
                vi_date("2026-12-05 07:30"),
                [],
                [
                    "QUẬN CAM, California (TV) – Giá xăng trung bình tại Quận Cam sáng Thứ Bảy giảm xuống còn $3.98 một gallon, lần đầu tiên thấp hơn mức $4 trong gần ba năm, theo số liệu của Hiệp Hội Xe Hơi Hoa Kỳ (AAA).",
                    "Giá xăng giảm liên tục trong ba tuần qua nhờ giá dầu thô thế giới đi xuống và nhu cầu tiêu thụ giảm sau mùa lễ Tạ Ơn.",
                    "Các chuyên gia dự đoán giá xăng có thể tiếp tục giảm nhẹ đến cuối năm, nhưng sẽ tăng trở lại vào mùa Xuân khi các nhà máy lọc dầu chuyển sang pha chế xăng mùa Hè.",
                    "SIGN: Tiếng Vọng tổng hợp",
                ],
                "desk-compiled-brief-jsonld-person-is-desk",
                section="Cộng Đồng",
                local="2026-12-05 07:30",
                wp_author="Ban Biên Tập",
                tags=["giá xăng"],
            )
        )
        add(
            story(
                "flood",
                "/cong-dong-goc-viet-quyen-gop-hon-300000-giup-dong-bao-mien-trung/",
                "Cộng đồng gốc Việt quyên góp hơn $300,000 giúp đồng bào miền Trung bị lũ lụt",
                "2026-12-04",
                iso_utc("2026-12-04 16:30", TZ, "+00"),
                vi_date("2026-12-04 16:30"),
                ["Đức Tâm", "Ngọc Lan"],
                [
                    "WESTMINSTER, California (TV) – Chỉ sau hai tuần phát động, các hội đoàn, chùa và nhà thờ của cộng đồng người Việt tại Nam California đã quyên góp được hơn $300,000 để giúp đồng bào miền Trung Việt Nam bị ảnh hưởng bởi trận lũ lụt lịch sử hồi cuối Tháng Mười Một.",
                    "Theo ban tổ chức, số tiền sẽ được chuyển trực tiếp đến các nhóm thiện nguyện tại các tỉnh miền Trung để mua gạo, nước sạch, thuốc men và sửa chữa nhà cửa cho các gia đình bị thiệt hại.",
                    "Sư cô Thích Nữ Diệu Hạnh, trụ trì một ngôi chùa ở Garden Grove, cho biết nhiều Phật tử đã đóng góp cả tiền tiết kiệm. “Có cụ bà 90 tuổi mang đến 500 đồng tiền mặt, nói là tiền con cháu cho ăn Tết,” sư cô kể.",
                    "Ban tổ chức cho biết sẽ công bố chi tiết số tiền và hình ảnh phân phát trên trang mạng để bảo đảm minh bạch. Chương trình quyên góp sẽ tiếp tục đến ngày 20 Tháng Mười Hai.",
                    "Cập nhật lúc 8 giờ 15 sáng Thứ Bảy: Ban tổ chức cho biết tổng số tiền quyên góp đã vượt $320,000.",
                ],
                "two-author-byline-updated-next-day-utc-next-day",
                section="Cộng Đồng",
                local="2026-12-04 16:30",
                updated="2026-12-05 08:15",
                wp_author="Ngọc Lan",
                byline="Đức Tâm - [[author|Ngọc Lan]]/Tiếng Vọng",
                tags=["lũ lụt", "quyên góp"],
            )
        )
        add(
            story(
                "school",
                "/hoc-khu-garden-grove-mo-rong-chuong-trinh-song-ngu-viet-anh-len-trung-hoc/",
                "Học khu Garden Grove mở rộng chương trình song ngữ Việt-Anh lên trung học",
                "2026-12-03",
                iso_utc("2026-12-03 10:05", TZ, "+00"),
                vi_date("2026-12-03 10:05"),
                ["Thùy Dương"],
                [
                    "GARDEN GROVE, California (TV) – Hội Đồng Giáo Dục Học Khu Garden Grove vừa thông qua kế hoạch mở rộng chương trình song ngữ Việt-Anh lên cấp trung học cơ sở, bắt đầu từ niên học 2027-2028.",
                    "Chương trình song ngữ Việt-Anh được học khu bắt đầu từ năm 2014 ở cấp tiểu học, hiện có khoảng 900 học sinh theo học tại bốn trường. Nhiều phụ huynh đã vận động suốt nhiều năm để chương trình được tiếp tục ở bậc cao hơn.",
                    "Bà Phạm Thu Hà, phụ huynh có hai con theo học chương trình, nói: “Con tôi giờ đọc báo tiếng Việt cho ông bà nghe. Nếu lên lớp 7 mà phải bỏ thì rất uổng.”",
                    "Theo kế hoạch, học sinh lớp 7 và lớp 8 sẽ học môn ngữ văn và lịch sử bằng tiếng Việt, các môn còn lại bằng tiếng Anh. Học khu cho biết đang tuyển thêm giáo viên có chứng chỉ song ngữ.",
                ],
                "wp-story-name-slash-paper-byline",
                section="Cộng Đồng",
                local="2026-12-03 10:05",
                wp_author="Thùy Dương",
                byline="Thùy Dương/Tiếng Vọng",
                tags=["giáo dục", "song ngữ"],
            )
        )

    # --- metadata
    def yoast(self, doc: Doc) -> str:
        url = self.url(doc.key)
        graph: list[dict[str, object]] = []
        if doc.is_article:
            user = doc.extra["wp_author"]
            pid = f"{ORIGIN}/#/schema/person/{USERS[user]}"
            graph.append(
                {
                    "@type": "NewsArticle",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": user, "@id": pid},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": iso_utc(doc.extra["updated"], TZ, "+00") if doc.extra.get("updated") else doc.iso,
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] == "p"),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "articleSection": [doc.section],
                    "inLanguage": "vi",
                }
            )
            graph.append(
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Tiếng Vọng",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "datePublished": doc.iso,
                    "inLanguage": "vi",
                }
            )
            graph.append({"@type": "Person", "@id": pid, "name": user, "url": f"{ORIGIN}/author/{USERS[user]}/"})
        else:
            kind = {
                "search": "SearchResultsPage",
                "section": "CollectionPage",
                "tag": "CollectionPage",
                "author": "ProfilePage",
            }.get(doc.kind, "WebPage")
            graph.append(
                {
                    "@type": kind,
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Tiếng Vọng",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": "vi",
                }
            )
        graph.append(
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Tiếng Vọng",
                "url": f"{ORIGIN}/",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2021/03/logo-tv.png"},
            }
        )
        data = {"@context": "https://schema.org", "@graph": graph}
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(data, ensure_ascii=False)}</script>'

    def theme_ld(self, doc: Doc) -> str:
        # tagDiv's own article snippet, written by string concatenation: the headline's straight quotes are not escaped
        return (
            '<script type="application/ld+json">\n'
            "{\n"
            '    "@context": "https://schema.org",\n'
            '    "@type": "Article",\n'
            f'    "headline": "{doc.title}",\n'
            f'    "datePublished": "{doc.iso}",\n'
            f'    "author": {{"@type": "Person", "name": "{doc.extra["wp_author"]}"}},\n'
            '    "publisher": {"@type": "Organization", "name": "Tiếng Vọng"}\n'
            "}\n"
            "</script>"
        )

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = (
            "Tiếng Vọng - Nhật báo của người Việt tại Nam California"
            if doc.key == "home"
            else f"{doc.title} - Tiếng Vọng"
        )
        metas = [
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="vi_VN">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Tiếng Vọng">',
        ]
        if doc.is_article:
            metas += [
                '<meta property="article:publisher" content="https://www.facebook.com/tiengvong">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta name="author" content="{esc(doc.extra["wp_author"])}">',
                '<meta name="twitter:label1" content="Được viết bởi">',
                f'<meta name="twitter:data1" content="{esc(doc.extra["wp_author"])}">',
            ]
            if doc.extra.get("updated"):
                metas.append(
                    f'<meta property="article:modified_time" content="{iso_utc(doc.extra["updated"], TZ, "+00")}">'
                )
        if doc.extra.get("broken_ld"):  # Yoast switched off on this post: the theme writes its own tags
            seo = f'<link rel="canonical" href="{esc(url)}">\n<meta property="og:title" content="{esc(doc.title)}">\n{self.theme_ld(doc)}'
        else:
            yoast = "\n".join([*metas, self.yoast(doc)])
            seo = f"<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->\n{yoast}\n<!-- / Yoast SEO plugin. -->"
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Trang Nhất"),
                ("cat", "Cộng Đồng"),
                (ORIGIN + "/category/viet-nam/", "Việt Nam"),
                (ORIGIN + "/category/the-gioi/", "Thế Giới"),
                (ORIGIN + "/category/quan-diem/", "Quan Điểm"),
                (ORIGIN + "/category/giai-tri/", "Giải Trí"),
                ("caopho", "Cáo Phó"),
                ("lienlac", "Liên Lạc"),
            )
        )
        popular = "".join(
            f'<div class="td_module_6 td_module_wrap"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3><span class="td-post-date">{esc(vi_date(self.docs[k].extra["local"])[:-8].rstrip(" -"))}</span></div>'
            for k in ("tet", "pho", "flood", "veteran", "opinion")
            if k != doc.key
        )
        body_class = (
            "post-template-default single single-post single-format-standard"
            if doc.is_article
            else f"{doc.kind} archive"
        )
        return f"""<!doctype html>
<html lang="vi">
<head>
<meta charset="UTF-8">
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{ORIGIN}/xmlrpc.php">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1'>
{seo}
<link rel="alternate" type="application/rss+xml" title="Tiếng Vọng &raquo; Feed" href="{ORIGIN}/feed/">
<link rel='stylesheet' id='td-theme-css' href='{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.8' type='text/css' media='all'>
<style id='td-theme-inline-css'>/*PAD*/</style>
<script src='{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456" crossorigin="anonymous"></script>
</head>
<body class="{body_class} td-standard-pack global-block-template-1 td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu"><div class="td_data_time">Thứ Bảy, 05/12/2026</div>
<div class="td-header-sp-top-widget"><a href="https://www.facebook.com/tiengvong" class="td-social-icon-wrap">Facebook</a> <a href="https://www.youtube.com/@tiengvongtv" class="td-social-icon-wrap">YouTube</a> <a href="{ORIGIN}/dang-ky-nhan-bao/">Đặt Báo</a></div></div></div>
<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header"><div class="td-header-sp-logo">{self.a("home", "Tiếng Vọng", "nav", 'class="td-main-logo"', inner='<img class="td-retina-data" src="' + ORIGIN + '/wp-content/uploads/2021/03/logo-tv.png" alt="Tiếng Vọng"><span class="td-visual-hidden">Tiếng Vọng</span>')}</div>
<div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><ins class="adsbygoogle" style="display:inline-block;width:728px;height:90px" data-ad-client="ca-pub-1234567890123456" data-ad-slot="1122334455"></ins></div></div></div></div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" role="navigation"><ul id="menu-main" class="sf-menu">{menu}</ul></div>
<div class="td-search-wrapper"><form method="get" class="td-search-form" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="" name="s" placeholder="Tìm kiếm"><button class="wpb_button" type="submit">Tìm</button></form></div></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container">
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">
{main}
</div></div>
<div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">
<div class="td_block_wrap td_block_7"><h4 class="block-title"><span class="td-pulldown-size">ĐỌC NHIỀU NHẤT</span></h4><div class="td_block_inner">{popular}</div></div>
<div class="td-a-rec td-a-rec-id-sidebar"><ins class="adsbygoogle" style="display:inline-block;width:300px;height:600px" data-ad-client="ca-pub-1234567890123456" data-ad-slot="5566778899"></ins></div>
<aside class="td_block_template_1 widget widget_text"><h4 class="block-title"><span>Tìm kiếm nhiều</span></h4><div class="textwidget">{self.a("search", SEARCH_Q, "aside")} · {self.a("tag", "Little Saigon", "aside")} · <a href="{ORIGIN}/?s=T%E1%BA%BFt">Tết</a></div></aside>
</div></div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-container-wrap"><div class="td-container"><div class="td-pb-row">
<div class="td-pb-span12"><div class="footer-text-wrap">Tiếng Vọng – Nhật báo của người Việt tại Nam California, phát hành từ năm 1991. Tòa soạn: 14800 Moran Street, Westminster, CA 92683.</div>
<div class="td-footer-menu">{self.a("lienlac", "Liên Lạc", "footer")} · {self.a("privacy", "Chính Sách Bảo Mật", "footer")} · {self.a("caopho", "Đăng Cáo Phó", "footer")} · <a href="{ORIGIN}/quang-cao/">Quảng Cáo</a> · <a href="{ORIGIN}/feed/">RSS</a></div></div>
</div></div></div>
<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-sub-footer-copy">&copy; 2026 Tiếng Vọng. All rights reserved.</div></div></div>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>Trang mạng này sử dụng cookie để cải thiện trải nghiệm của quý vị. <a role='button' data-cli_action="accept" id="cookie_action_close_header" class="cli-plugin-button">Đồng ý</a></span></div>
<script type="text/javascript" id="td-generated-footer-js">var tdBlocksArray = []; var tdLocalCache = {{}}; var td_ajax_url="{ORIGIN}/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
<script src='{ORIGIN}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8' id='td-site-min-js'></script>
</body>
</html>"""

    def fig(self, alt: str, caption: str) -> str:
        src = f"{ORIGIN}/wp-content/uploads/2026/12/{alt}.jpg"
        return (
            f'<figure id="attachment_{sum(map(ord, alt))}" class="wp-caption aligncenter" style="width: 1024px"><img decoding="async" class="size-large" src="{src}" alt="" width="1024" height="683" '
            f'srcset="{src} 1024w, {ORIGIN}/wp-content/uploads/2026/12/{alt}-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px"><figcaption class="wp-caption-text">{esc(caption)}</figcaption></figure>'
        )

    def story_main(self, doc: Doc) -> str:
        e = doc.extra
        user = e["wp_author"]
        user_link = (
            self.a("author", user, "byline")
            if user == "Ngọc Lan"
            else f'<a href="{ORIGIN}/author/{USERS[user]}/">{esc(user)}</a>'
        )
        by = self.inline(doc.byline, "byline") if doc.byline else user_link
        updated = (
            f'<span class="td-post-date td-post-modified">Cập nhật: {esc(vi_date(e["updated"]))}</span>'
            if e.get("updated")
            else ""
        )
        first = f"<p><strong><em>{esc(e['first_line'])}</em></strong></p>\n" if e.get("first_line") else ""
        body = self.blocks(doc, fig=self.fig).replace('<p class="signoff">', '<p style="text-align: right;"><strong>')
        body = "\n".join(
            line.replace("</p>", "</strong></p>") if line.startswith('<p style="text-align: right;">') else line
            for line in body.split("\n")
        )
        tags = "".join(
            f"<li>{self.a('tag', t, 'tag')}</li>"
            if t == "Little Saigon"
            else f'<li><a href="{ORIGIN}/tag/{quote(t.lower().replace(" ", "-"))}/">{esc(t)}</a></li>'
            for t in e.get("tags", [])
        )
        i = ARTS.index(doc.key)
        rel = (ARTS[i + 1 :] + ARTS[:i])[:3]
        related = "".join(
            f'<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div></div>'
            for k in rel
        )
        cat = (
            self.a("cat", doc.section, "breadcrumb")
            if doc.section == "Cộng Đồng"
            else f'<a href="{ORIGIN}/category/{"the-gioi" if doc.section == "Thế Giới" else "quan-diem"}/">{esc(doc.section)}</a>'
        )
        pid = 48200 + ARTS.index(doc.key)
        return f"""<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="{ORIGIN}/">Trang Nhất</a></span> <i class="td-icon-right td-bread-sep"></i> <span>{cat}</span> <i class="td-icon-right td-bread-sep td-bred-no-url-last"></i> <span class="td-bred-no-url-last">{esc(doc.title)}</span></div></div>
<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard has-post-thumbnail">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
<div class="td-post-author-name"><div class="td-author-by">Bởi</div> {by}<div class="td-author-line"> - </div></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{doc.iso}">{esc(doc.stamp)}</time></span>
{updated}
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{pid}">{pid % 977 + 412}</span></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> <a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?url={quote(self.url(doc.key), safe="")}">Twitter</a> <a class="td-social-sharing-button td-social-mail" href="mailto:?subject={quote(doc.title)}">Email</a></div>
<div class="td-post-content tagdiv-type">
{first}{body}
</div>
<footer>
<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>{tags}</ul></div>
<div class="td-author-name vcard author" style="display: none"><span class="fn">{user_link}</span></div>
</footer>
</article>
<div class="td_block_wrap td_block_related_posts tdi_3 td_with_ajax_pagination td-pb-border-top td_block_template_1"><h4 class="td-related-title td-block-title"><a class="td-related-left td-cur-simple-item" href="#">BÀI LIÊN QUAN</a></h4><div class="td_block_inner"><div class="td-related-row">{related}</div></div></div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h4 class="td-comments-title">Ý kiến độc giả</h4><p class="must-log-in">Quý vị cần <a href="{ORIGIN}/wp-login.php">đăng nhập</a> để gửi ý kiến.</p></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        mods = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            thumb = f'<img class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{d.path.strip("/")[:20]}-218x150.jpg" alt="">'
            mods.append(
                f'<div class="td_module_10 td_module_wrap td-animation-stack"><div class="td-module-thumb">{self.a(k, d.title, "content", inner=thumb)}</div>'
                f'<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3>'
                f'<div class="td-module-meta-info"><span class="td-post-date">{esc(d.stamp)}</span></div><div class="td-excerpt">{esc(self.lede(d))}</div></div></div>'
            )
        for h, t, w in doc.extra.get("older", []):
            mods.append(
                f'<div class="td_module_10 td_module_wrap"><div class="item-details"><h3 class="entry-title td-module-title"><a href="{ORIGIN}{h}">{esc(t)}</a></h3><div class="td-module-meta-info"><span class="td-post-date">{esc(vi_date(w))}</span></div></div></div>'
            )
        head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        extra = pager = ""
        load_cls, page_cls = 'class="td_ajax_load_more"', 'class="page"'
        if doc.key == "home":
            head = '<h1 class="td-visual-hidden">Tiếng Vọng</h1><div class="td-block-title-wrap"><h4 class="block-title"><span>TIN MỚI NHẤT</span></h4></div>'
            extra = (
                f'<div class="td_block_wrap td_block_1"><h4 class="block-title"><span>QUAN ĐIỂM</span></h4>{self.a("opinion", self.docs["opinion"].title, "content")} <span class="td-author">Ts. Trần Minh Khoa</span></div>'
                f'<div class="td_block_wrap td_block_1"><h4 class="block-title"><span>GIÁO DỤC</span></h4>{self.a("school", self.docs["school"].title, "content")}</div>'
            )
            pager = (
                f'<div class="td-load-more-wrap">{self.a("cat", "Xem thêm tin Cộng Đồng", "content", load_cls)}</div>'
            )
        elif doc.kind == "author":
            head = (
                f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
                f'<div class="author-box-wrap td-author-page"><img alt="" src="{ORIGIN}/wp-content/uploads/2021/03/ngoclan-96x96.jpg" class="avatar avatar-96 photo" height="96" width="96"><div class="desc"><div class="td-author-counters"><span class="td-author-post-count">2,813 BÀI VIẾT</span></div><div class="td-author-description">{esc(doc.extra["bio"])}</div></div></div>'
            )
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1><div class="search-page-search-wrap"><form method="get" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="{esc(SEARCH_Q)}" name="s"><button type="submit">Tìm</button></form><div class="td_search_subtitle">1 kết quả</div></div></div>'
        if doc.key == "cat":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("cat2", "2", "pagination", page_cls)}<a href="{ORIGIN}/category/cong-dong/page/3/" class="page">3</a><span class="extend">...</span><a href="{ORIGIN}/category/cong-dong/page/1480/" class="last">1480</a>{self.a("cat2", "›", "pagination")}<span class="pages">Trang 1 / 1480</span></div>'
        elif doc.key == "cat2":
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("cat", "‹", "pagination")}{self.a("cat", "1", "pagination", page_cls)}<span class="current">2</span><a href="{ORIGIN}/category/cong-dong/page/3/" class="page">3</a><span class="pages">Trang 2 / 1480</span></div>'
        return f'{head}<div class="td-ss-main-content">{"".join(mods)}</div>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        e = doc.extra
        if "notices" in e:
            items = "".join(
                f'<div class="cao-pho-item"><h3>{esc(n)}</h3>{f"<p><em>{esc(a)}</em></p>" if a else ""}<p>{esc(t)}</p><p class="tang-le">Tang lễ được cử hành tại Peek Family Funeral Home, Westminster.</p></div>'
                for n, a, t in e["notices"]
            )
            body = f"<p>Quý vị muốn đăng cáo phó, phân ưu xin liên lạc (714) 555-0199 hoặc caopho@tiengvong.test.</p>{items}"
        else:
            body = self.blocks(doc)
        return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">\n{body}\n</div>'
