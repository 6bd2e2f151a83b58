# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Vietnamese typography is deliberate)
"""Tuần Báo Sóng Mới: a Vietnamese-American weekly in Little Saigon (Orange County) on **WordPress** with the
Newspaper (tagDiv) theme (`td-post-title`, `entry-title`, `td-post-author-name` with the theme's untranslated "By",
`td-post-date`, `td-post-content tagdiv-type`, `/2026/12/03/<slug>/`, `/category/cong-dong/page/2/`, `/tag/di-tru/`,
`/author/ngoclan/`, `/?s=`) and a Yoast `@graph`, Vietnamese, UTF-8, Pacific time (-08:00).

Dates are printed **dd/mm/yyyy** ("03/12/2026" is 3 December, which a US-minded parser reads as 12 March) in a
`<time>` whose `datetime` carries the Pacific offset, while Yoast's `datePublished` is **UTC** (post_date_gmt): the
council story posted at 19:20 on 3 Dec is "2026-12-04T03:20:00+00:00". The theme's byline is the WordPress account
("By Tòa Soạn", the newsroom's shared account, on most posts); the writer is credited in the post's first paragraph,
"**Bài: Ngọc Lan**", "Bài và hình: Trần Thanh Tâm", "Bài: Ngọc Lan – Hình: Vũ Hoàng" (the photographer is not an
author), "Bài & hình: Vũ Hoàng", "Luật sư Nguyễn Quốc Bảo" (the immigration Q&A), or at the end, right-aligned
("Phạm Minh Đức" under the essay; "Hoàng Vy chuyển ngữ" under the AP story: a translator, not an author). The
essay's text was pasted in **decomposed Unicode** (NFD: base letters and combining marks), and its label keeps the
page's NFD form; its title (typed in the editor) is NFC. The police story has no credit and no Yoast graph. The
community calendar, the obituary notices (Cáo Phó – Phân Ưu) and the e-paper issue page are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, nfd, page, split_local, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://songmoiweekly.test"
ARTS = ["council", "festival", "elder", "didan", "police", "pingpong", "ap", "essay"]
SEARCH_Q = "Bolsa"


def vn_date(local: str) -> str:
    y, m, d, _ = split_local(local)
    return f"{d:02d}/{m:02d}/{y}"


def utc(local: str) -> str:
    """Pacific (-08:00) wall time to UTC, as Yoast prints post_date_gmt."""
    y, m, d, t = split_local(local)
    h, mi = (int(x) for x in t.split(":"))
    h += 8
    if h >= 24:
        h -= 24
        d += 1  # the set's dates never cross a month end
    return f"{y}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00+00:00"


class SongMoi(Base):
    origin = ORIGIN
    name = "Tuần Báo Sóng Mới"
    prefix = "smw"
    language = "vi"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "smw",
            [
                ".td-header-top-menu",
                ".td-header-main-menu .menu-item",
                ".td-post-title .entry-title",
                ".td-post-content p",
                ".td-post-author-name",
                ".td_module_flex .entry-title",
                ".td-block-title",
                ".td-related-row",
                ".td-footer-wrapper",
                ".cmplz-cookiebanner",
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
                "Tuần Báo Sóng Mới – Tiếng nói cộng đồng Việt tại Nam California",
                "wordpress-newspaper-home",
                list=["council", "festival", "elder", "didan", "police", "pingpong", "ap", "essay"],
                more="congdong",
            )
        )
        add(
            page(
                "congdong",
                "/category/cong-dong/",
                "section",
                "Cộng Đồng",
                "category-loop",
                list=["council", "festival", "elder", "pingpong", "police"],
                more="congdong2",
            )
        )
        add(
            page(
                "congdong2",
                "/category/cong-dong/page/2/",
                "section",
                "Cộng Đồng",
                "category-loop-page2",
                list=["essay"],
                older=[
                    (
                        "/2026/11/26/hoi-cuu-quan-nhan-to-chuc-le-ta-on-tai-westminster/",
                        "Hội Cựu Quân Nhân tổ chức lễ tạ ơn tại Westminster",
                        "26/11/2026",
                    ),
                    (
                        "/2026/11/26/thu-vien-garden-grove-mo-them-lop-tieng-anh-cho-nguoi-lon-tuoi/",
                        "Thư viện Garden Grove mở thêm lớp tiếng Anh cho người lớn tuổi",
                        "26/11/2026",
                    ),
                    (
                        "/2026/11/19/le-hoi-am-thuc-viet-tai-mile-square-park-quyen-gop-cho-mien-trung/",
                        "Lễ hội ẩm thực Việt tại Mile Square Park quyên góp cho miền Trung",
                        "19/11/2026",
                    ),
                ],
            )
        )
        add(page("tag", "/tag/di-tru/", "tag", "Di Trú", "tag-loop", list=["didan", "ap"]))
        add(
            page(
                "author",
                "/author/ngoclan/",
                "author",
                "Ngọc Lan",
                "author-box-loop",
                list=["elder"],
                older=[
                    (
                        "/2026/11/25/truong-viet-ngu-van-lang-ky-niem-30-nam-thanh-lap/",
                        "Trường Việt ngữ Văn Lang kỷ niệm 30 năm thành lập",
                        "25/11/2026",
                    ),
                    (
                        "/2026/11/18/nguoi-cao-nien-xep-hang-nhan-vaccine-cum-tai-westminster/",
                        "Người cao niên xếp hàng nhận vaccine cúm tại Westminster",
                        "18/11/2026",
                    ),
                ],
                bio="Phóng viên Tuần Báo Sóng Mới từ năm 2012, theo dõi tin tức cộng đồng, giáo dục và đời sống người cao niên tại Quận Cam.",
            )
        )
        add(
            page(
                "search",
                "/?s=" + SEARCH_Q,
                "search",
                f"Kết quả tìm kiếm: {SEARCH_Q}",
                "search-loop",
                list=["council", "essay"],
            )
        )
        add(
            page(
                "calendar",
                "/lich-sinh-hoat-cong-dong/",
                "calendar",
                "Lịch Sinh Hoạt Cộng Đồng",
                "community-event-calendar",
                [
                    "Các hội đoàn muốn đăng thông báo sinh hoạt xin gửi về tòa soạn trước thứ Hai hằng tuần.",
                    "### Thứ Bảy, 05/12/2026",
                    "10:00 sáng – Hội Cao Niên Việt Mỹ họp mặt cuối năm tại Trung Tâm Sinh Hoạt Cộng Đồng, 14900 Park Lane, Midway City. Có cơm trưa miễn phí.",
                    "6:00 chiều – Đêm nhạc gây quỹ cho học bổng sinh viên tại nhà hàng Hải Vương, Garden Grove. Vé $60.",
                    "### Chủ Nhật, 06/12/2026",
                    "9:00 sáng – Chợ Giáng Sinh và bán đồ gây quỹ tại Giáo xứ Đức Mẹ La Vang, Santa Ana.",
                    "2:00 chiều – Buổi hướng dẫn thủ tục Medi-Cal và Medicare bằng tiếng Việt tại Thư viện Westminster. Miễn phí, không cần ghi danh.",
                    "### Thứ Bảy, 12/12/2026",
                    "11:00 sáng – Trường Việt ngữ Văn Lang tổ chức hội thi kể chuyện thiếu nhi tại trường trung học Bolsa Grande.",
                    "7:00 tối – Tiệc tất niên của Hội Ái Hữu Quảng Nam – Đà Nẵng tại nhà hàng Thanh Long, Westminster.",
                ],
            )
        )
        add(
            page(
                "obits",
                "/cao-pho-phan-uu/",
                "obituaries",
                "Cáo Phó – Phân Ưu",
                "obituary-notices",
                [
                    "## Cáo Phó: Cụ Ông Phêrô Nguyễn Văn Thành",
                    "Gia đình chúng tôi vô cùng thương tiếc báo tin: Cụ Ông Phêrô Nguyễn Văn Thành, sinh năm 1934 tại Nam Định, đã được Chúa gọi về lúc 3 giờ chiều ngày 28/11/2026 tại Fountain Valley, hưởng thọ 92 tuổi. Thánh lễ an táng cử hành lúc 10 giờ sáng thứ Tư, 09/12/2026, tại nhà thờ Thánh Linh, Westminster.",
                    "## Cáo Phó: Bà Lê Thị Hoa",
                    "Bà Lê Thị Hoa, pháp danh Diệu Hạnh, sinh năm 1941 tại Huế, đã mãn phần ngày 30/11/2026 tại Garden Grove, hưởng thọ 85 tuổi. Lễ phát tang và cầu siêu tại nhà quàn An Lạc, Westminster, ngày 06/12/2026.",
                    "## Phân Ưu",
                    "Hội Ái Hữu Nam Định thành kính phân ưu cùng gia đình Cụ Ông Phêrô Nguyễn Văn Thành. Nguyện cầu linh hồn Cụ sớm về hưởng nhan thánh Chúa.",
                    "Đăng cáo phó và phân ưu xin liên lạc tòa soạn: (714) 555-0133.",
                ],
            )
        )
        add(
            page(
                "epaper",
                "/bao-giay/so-1432/",
                "e-paper",
                "Báo giấy số 1432 (03/12/2026)",
                "weekly-issue-pdf",
                [
                    "Tuần Báo Sóng Mới số 1432, phát hành thứ Năm 03/12/2026, 64 trang.",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "council",
                "/2026/12/03/hoi-dong-thanh-pho-westminster-thong-qua-ngan-sach-sua-duong-bolsa/",
                "Hội đồng thành phố Westminster thông qua ngân sách sửa đường Bolsa",
                "2026-12-03",
                utc("2026-12-03 19:20"),
                "2026-12-03 19:20",
                ["Ngọc Lan"],
                [
                    "Hội đồng thành phố Westminster tối Thứ Tư, 2 tháng 12, đã bỏ phiếu 4-1 thông qua khoản ngân sách 6.8 triệu đô la để sửa chữa và làm lại mặt đường Bolsa Avenue, đoạn từ đường Magnolia đến đường Brookhurst, ngay trung tâm khu Little Saigon.",
                    "Theo kế hoạch của thành phố, công trình sẽ bắt đầu vào tháng 3 năm 2027 và kéo dài khoảng 10 tháng. Ngoài việc làm lại mặt đường, thành phố sẽ thay hệ thống đèn đường, mở rộng lề đường và thêm các lối băng qua đường có đèn chớp cho người đi bộ.",
                    "Nhiều chủ cơ sở thương mại trên đường Bolsa đến dự buổi họp bày tỏ lo ngại công trình sẽ làm giảm khách hàng, nhất là vào dịp Tết Nguyên Đán. Ông Trần Minh, chủ một tiệm bánh mì lâu năm, nói: “Chúng tôi ủng hộ sửa đường, nhưng xin thành phố đừng đào đường vào tháng Tết.”",
                    "Đáp lại, đại diện Sở Công Chánh cho biết công trình sẽ được chia làm nhiều giai đoạn, mỗi giai đoạn chỉ đóng một bên đường, và sẽ tạm ngưng trong hai tuần trước và sau Tết.",
                    "Nghị viên duy nhất bỏ phiếu chống cho rằng thành phố nên ưu tiên ngân sách cho an ninh và dịch vụ cho người vô gia cư. Buổi họp kéo dài đến gần nửa đêm với hơn 30 người lên phát biểu.",
                ],
                "bai-byline-first-paragraph-theme-by-account",
                section="Cộng Đồng",
                credit_line="**Bài: Ngọc Lan**",
                wp_author="Tòa Soạn",
            )
        )
        add(
            story(
                "festival",
                "/2026/12/03/cho-giang-sinh-little-saigon-thu-hut-hang-ngan-nguoi/",
                "Chợ Giáng Sinh Little Saigon thu hút hàng ngàn người",
                "2026-12-03",
                utc("2026-12-03 10:05"),
                "2026-12-03 10:05",
                ["Trần Thanh Tâm"],
                [
                    "Hàng ngàn người đã đến tham dự Chợ Giáng Sinh Little Saigon diễn ra trong hai ngày cuối tuần qua tại bãi đậu xe của khu thương mại Phước Lộc Thọ, Westminster.",
                    "Chợ năm nay có hơn 80 gian hàng, từ quần áo, đồ trang trí Giáng Sinh, hoa tươi cho đến các món ăn quen thuộc như bánh cuốn, chè, bánh xèo và cà phê sữa đá. Ban tổ chức cho biết số gian hàng tăng gần gấp đôi so với năm ngoái.",
                    "FIG: Chợ Giáng Sinh | Người dân mua sắm tại Chợ Giáng Sinh Little Saigon. (Hình: Trần Thanh Tâm)",
                    "Chị Nguyễn Thúy Vy, đến từ Fountain Valley cùng hai con nhỏ, cho biết: “Năm nào tôi cũng đưa các cháu đến đây. Vừa mua quà, vừa cho các cháu nghe nhạc Giáng Sinh bằng tiếng Việt.”",
                    "Phần văn nghệ trên sân khấu chính có sự góp mặt của các ca sĩ địa phương và ban hợp xướng của nhiều giáo xứ. Một phần tiền thu được từ các gian hàng sẽ được dùng để mua quà Giáng Sinh cho trẻ em nghèo tại Việt Nam.",
                ],
                "bai-va-hinh-photographer-writer",
                section="Cộng Đồng",
                credit_line="**Bài và hình: Trần Thanh Tâm**",
                wp_author="Tòa Soạn",
            )
        )
        add(
            story(
                "elder",
                "/2026/12/02/cu-ba-90-tuoi-o-garden-grove-van-day-tieng-viet-mien-phi/",
                "Cụ bà 90 tuổi ở Garden Grove vẫn dạy tiếng Việt miễn phí",
                "2026-12-02",
                utc("2026-12-02 16:45"),
                "2026-12-02 16:45",
                ["Ngọc Lan"],
                [
                    "Mỗi sáng Thứ Bảy, trong căn phòng khách nhỏ ở Garden Grove, cụ bà Đoàn Thị Mai, 90 tuổi, lại bày lên bàn những cuốn vở ô ly, hộp bút chì và tấm bảng con. Mười hai học trò, từ sáu đến mười bốn tuổi, lần lượt đến chào bà bằng tiếng Việt.",
                    "Bà Mai từng là cô giáo tiểu học ở Sài Gòn trước năm 1975. Sang Mỹ năm 1980, bà làm thợ may rồi mở tiệm sửa quần áo, nhưng vẫn không quên nghề cũ. Hơn 25 năm nay, bà dạy tiếng Việt miễn phí cho con cháu của hàng xóm, người quen.",
                    "FIG: Bà Đoàn Thị Mai | Bà Đoàn Thị Mai trong giờ dạy tại nhà. (Hình: Vũ Hoàng)",
                    "“Các cháu sinh ra ở đây, nói tiếng Anh giỏi hơn tiếng Việt. Nhưng nếu không biết tiếng Việt thì làm sao nói chuyện được với ông bà?” bà nói.",
                    "Anh Lê Quốc Huy, phụ huynh có hai con học với bà Mai, cho biết các con anh nay đã có thể đọc truyện và viết thư cho ông bà ở Việt Nam. “Bà dạy nghiêm nhưng thương học trò lắm,” anh nói.",
                    "Khi được hỏi bao giờ sẽ nghỉ dạy, bà Mai cười: “Còn đi được, còn nói được thì còn dạy.”",
                ],
                "bai-then-hinh-photographer-not-author",
                section="Cộng Đồng",
                credit_line="**Bài: Ngọc Lan – Hình: Vũ Hoàng**",
                wp_author="Ngọc Lan",
            )
        )
        add(
            story(
                "didan",
                "/2026/12/03/hoi-dap-di-tru-the-xanh-co-dieu-kien-sap-het-han-phai-lam-gi/",
                "Hỏi đáp di trú: Thẻ xanh có điều kiện sắp hết hạn, phải làm gì?",
                "2026-12-03",
                utc("2026-12-03 08:00"),
                "2026-12-03 08:00",
                ["Nguyễn Quốc Bảo"],
                [
                    "**Hỏi:** Tôi kết hôn với chồng là công dân Mỹ năm 2024 và được cấp thẻ xanh có điều kiện hai năm. Thẻ sẽ hết hạn vào tháng 3 năm tới. Tôi phải làm thủ tục gì?",
                    "**Đáp:** Chị cần nộp đơn I-751 để xin gỡ bỏ điều kiện trên thẻ xanh trong vòng 90 ngày trước ngày thẻ hết hạn. Đơn thường được nộp chung bởi cả hai vợ chồng, kèm theo bằng chứng cho thấy hôn nhân là thật, như hợp đồng thuê nhà hoặc giấy tờ nhà đứng tên chung, tài khoản ngân hàng chung, giấy khai sinh của con, hình ảnh gia đình.",
                    "**Hỏi:** Nếu tôi nộp trễ thì sao?",
                    "**Đáp:** Nếu không nộp đơn trước khi thẻ hết hạn, chị có thể mất tình trạng thường trú nhân và bị đưa ra tòa di trú. Trường hợp có lý do chính đáng, như bệnh nặng, chị có thể nộp trễ kèm theo thư giải thích, nhưng Sở Di Trú có quyền chấp nhận hay không.",
                    "**Hỏi:** Trong thời gian chờ đơn I-751, tôi có được đi du lịch Việt Nam không?",
                    "**Đáp:** Sau khi nộp đơn, chị sẽ nhận được giấy biên nhận gia hạn thẻ xanh thêm 48 tháng. Chị có thể dùng thẻ xanh cũ cùng với giấy biên nhận này để đi lại và trở về Mỹ.",
                    "RAW:<p><em>Bài viết chỉ có tính cách thông tin tổng quát, không phải là tư vấn pháp lý. Mỗi trường hợp mỗi khác, xin tham khảo ý kiến luật sư di trú.</em></p>",
                ],
                "immigration-qa-luat-su-disclaimer-in-content",
                section="Di Trú",
                credit_line="**Luật sư Nguyễn Quốc Bảo**",
                wp_author="Tòa Soạn",
            )
        )
        add(
            story(
                "police",
                "/2026/12/01/canh-sat-garden-grove-canh-bao-lua-dao-qua-dien-thoai-nham-vao-nguoi-cao-nien/",
                "Cảnh sát Garden Grove cảnh báo lừa đảo qua điện thoại nhắm vào người cao niên",
                "2026-12-01",
                None,
                "2026-12-01 14:30",
                [],
                [
                    "Sở Cảnh Sát Garden Grove vừa lên tiếng cảnh báo về một loạt vụ lừa đảo qua điện thoại nhắm vào người cao niên gốc Việt, trong đó kẻ gian giả làm nhân viên ngân hàng hoặc nhân viên Sở Di Trú để đòi tiền.",
                    "Theo cảnh sát, trong tháng 11 đã có ít nhất chín nạn nhân trình báo, với tổng số tiền bị mất hơn 70,000 đô la. Kẻ gian thường gọi điện nói tiếng Việt, đe dọa nạn nhân sẽ bị trục xuất hoặc bị khóa tài khoản nếu không chuyển tiền ngay.",
                    "Cảnh sát khuyên người dân không bao giờ cung cấp thông tin cá nhân qua điện thoại, không mua thẻ quà tặng để trả nợ, và gọi cho con cháu hoặc cảnh sát trước khi làm theo bất kỳ yêu cầu nào.",
                    "Người cần trình báo có thể gọi số (714) 555-0160, có nhân viên nói tiếng Việt.",
                ],
                "no-credit-theme-account-no-yoast",
                section="Cộng Đồng",
                wp_author="Tòa Soạn",
                yoast=False,
            )
        )
        add(
            story(
                "pingpong",
                "/2026/12/02/giai-bong-ban-little-saigon-mua-giang-sinh-thu-hut-120-van-dong-vien/",
                "Giải bóng bàn Little Saigon mùa Giáng Sinh thu hút 120 vận động viên",
                "2026-12-02",
                utc("2026-12-02 21:10"),
                "2026-12-02 21:10",
                ["Vũ Hoàng"],
                [
                    "Giải bóng bàn Little Saigon mùa Giáng Sinh lần thứ 15 đã diễn ra sôi nổi trong hai ngày 28 và 29 tháng 11 tại trung tâm thể thao Westminster, với sự tham dự của 120 vận động viên từ khắp Nam California.",
                    "Giải năm nay có sáu hạng mục thi đấu, từ thiếu niên dưới 15 tuổi đến cao niên trên 60 tuổi. Ở nội dung đơn nam chính, vận động viên Trịnh Gia Bảo, 17 tuổi, đến từ Fountain Valley, đã đăng quang sau trận chung kết kéo dài năm ván.",
                    "FIG: Trận chung kết | Trận chung kết đơn nam. (Hình: Vũ Hoàng)",
                    "Ông Lâm Văn Phúc, trưởng ban tổ chức, cho biết giải đấu được tổ chức hằng năm để gây quỹ cho chương trình học bổng của Hội Thể Thao Việt Nam Nam California.",
                ],
                "bai-and-hinh-ampersand",
                section="Cộng Đồng",
                credit_line="**Bài & hình: Vũ Hoàng**",
                wp_author="Tòa Soạn",
            )
        )
        add(
            story(
                "ap",
                "/2026/12/04/bao-tuyet-o-mien-dong-bac-hoa-ky-hon-2000-chuyen-bay-bi-huy/",
                "Bão tuyết ở miền Đông Bắc Hoa Kỳ: hơn 2,000 chuyến bay bị hủy",
                "2026-12-04",
                utc("2026-12-04 15:30"),
                "2026-12-04 15:30",
                [],
                [
                    "NEW YORK (AP) – Trận bão tuyết đầu tiên của mùa đông năm nay đã đổ xuống miền Đông Bắc Hoa Kỳ hôm Thứ Sáu, khiến hơn 2,000 chuyến bay bị hủy và các trường công lập tại New York phải chuyển sang học trực tuyến.",
                    "Theo Sở Khí Tượng Quốc Gia, một số khu vực của New York đã có lớp tuyết dày khoảng 12 inch, trong khi Boston và Philadelphia cũng ghi nhận hơn 8 inch tuyết.",
                    "Tiểu bang New Jersey và một phần tiểu bang Massachusetts đã ban bố tình trạng khẩn cấp. Giới chức kêu gọi người dân hạn chế lái xe và chuẩn bị cho khả năng mất điện.",
                    "Các chuyên gia khí tượng dự báo tuyết sẽ ngừng rơi vào sáng Thứ Bảy, nhưng nhiệt độ sẽ giảm mạnh xuống dưới mức đóng băng trong nhiều ngày.",
                ],
                "ap-translator-credit-at-end",
                section="Hoa Kỳ",
                end_credit="Hoàng Vy chuyển ngữ",
                wp_author="Tòa Soạn",
            )
        )
        add(
            story(
                "essay",
                "/2026/11/27/tuy-but-mua-dong-o-pho-bolsa/",
                "Tùy bút: Mùa đông ở Phố Bolsa",
                "2026-11-27",
                utc("2026-11-27 09:00"),
                "2026-11-27 09:00",
                ["Phạm Minh Đức"],
                [
                    nfd(
                        "Mùa đông ở Phố Bolsa không có tuyết. Chỉ có những buổi sáng sương mù phủ kín bãi đậu xe, và mùi cà phê rang thơm lừng từ mấy quán quen bên kia đường."
                    ),
                    nfd(
                        "Ba mươi năm trước, lần đầu tôi đặt chân đến đây, con phố còn thưa thớt. Vài tiệm phở, một tiệm sách nhỏ, một tiệm băng nhạc. Người ta gặp nhau ở chợ, hỏi thăm quê quán, rồi nhận ra nhau là hàng xóm cũ ở một con hẻm nào đó ở Sài Gòn."
                    ),
                    nfd(
                        "Bây giờ Phố Bolsa đông đúc hơn nhiều. Những người trẻ nói tiếng Anh với nhau trong quán trà sữa, còn những người già vẫn ngồi ở góc quen, đọc báo giấy, bàn chuyện thời sự như ngày nào."
                    ),
                    nfd(
                        "Tôi vẫn giữ thói quen mỗi sáng Chủ Nhật ghé tiệm bánh mì đầu đường, mua một ổ bánh mì thịt và một ly cà phê đen. Bà chủ tiệm, nay đã ngoài bảy mươi, vẫn nhớ tôi không ăn ớt."
                    ),
                    nfd(
                        "Mùa đông ở đây ngắn ngủi. Nhưng mỗi năm khi gió lạnh về, tôi lại nhớ cái lạnh của những ngày đầu tiên, khi cả gia đình chen chúc trong căn phòng nhỏ, và Phố Bolsa là nơi duy nhất cho chúng tôi cảm giác được trở về nhà."
                    ),
                ],
                "nfd-decomposed-body-name-at-end",
                section="Văn Hóa",
                end_credit="Phạm Minh Đức",
                wp_author="Tòa Soạn",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def schema(self, doc: Doc) -> str:
        url = self.url(doc.key)
        person_id = f"{ORIGIN}/#/schema/person/{'9f3b27' if doc.extra.get('wp_author') == 'Ngọc Lan' else '5c1e0a'}"
        graph: list[dict] = []
        if doc.is_article:
            graph.append(
                {
                    "@type": "Article",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": doc.extra["wp_author"], "@id": person_id},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": {"@id": url},
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
                "name": f"{doc.title} - Tuần Báo Sóng Mới",
                "isPartOf": {"@id": f"{ORIGIN}/#website"},
                "inLanguage": "vi",
            }
        )
        graph.append(
            {
                "@type": "Organization",
                "@id": f"{ORIGIN}/#organization",
                "name": "Tuần Báo Sóng Mới",
                "url": f"{ORIGIN}/",
            }
        )
        if doc.is_article:
            graph.append({"@type": "Person", "@id": person_id, "name": doc.extra["wp_author"]})
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} - Tuần Báo Sóng Mới</title>",
            "<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="vi_VN">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Tuần Báo Sóng Mới">',
        ]
        if doc.is_article and doc.extra.get("yoast", True):
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta name="author" content="{esc(doc.extra["wp_author"])}">')
        if not doc.is_article or doc.extra.get("yoast", True):
            out.append(self.schema(doc))
        out.append("<!-- / Yoast SEO plugin. -->")
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("home", "Trang Nhà"),
            ("congdong", "Cộng Đồng"),
            ("https://songmoiweekly.test/category/hoa-ky/", "Hoa Kỳ"),
            ("https://songmoiweekly.test/category/viet-nam/", "Việt Nam"),
            ("tag", "Di Trú"),
            ("https://songmoiweekly.test/category/van-hoa/", "Văn Hóa"),
            ("calendar", "Lịch Sinh Hoạt"),
            ("obits", "Cáo Phó"),
            ("epaper", "Báo Giấy"),
        ]
        nav = "\n".join(
            f'<li id="menu-item-{101 + i}" class="menu-item menu-item-type-custom">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        popular = "\n".join(
            f'<div class="td_module_flex td_module_flex_1"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ["council", "elder", "didan", "festival"]
        )
        cover = '<img src="https://songmoiweekly.test/wp-content/uploads/2026/12/bia-1432-300x400.jpg" alt="Báo giấy số 1432" width="300" height="400">'
        body_class = (
            "post-template-default single single-post single-format-standard td-standard-pack"
            if doc.is_article
            else f"{doc.kind} td-standard-pack"
        )
        return f"""<!doctype html>
<html lang="vi">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Tuần Báo Sóng Mới &raquo; Feed" href="https://songmoiweekly.test/feed/">
<link rel="stylesheet" id="td-theme-css" href="https://songmoiweekly.test/wp-content/themes/Newspaper/style.css?ver=12.6.8" type="text/css" media="all">
<style id="td-theme-inline-css">/*PAD*/</style>
<script type="text/javascript" src="https://songmoiweekly.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.7.1">
</head>
<body class="{body_class}" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-header-top-menu">
<div class="td_data_time">Thứ Bảy, 05/12/2026</div>
<div class="td-header-issue">Số 1432 • Phát hành thứ Năm hằng tuần</div>
<ul class="top-header-menu"><li><a href="/lien-lac/">Liên Lạc</a></li><li><a href="/quang-cao/">Quảng Cáo</a></li><li><a href="/wp-login.php">Log In</a></li></ul>
</div></div>
<div class="td-banner-wrap-full td-logo-wrap-full"><div class="td-header-sp-logo"><a class="td-main-logo" href="/"><img class="td-retina-data" src="https://songmoiweekly.test/wp-content/uploads/2021/03/logo-songmoi.png" alt="Tuần Báo Sóng Mới" title="Tuần Báo Sóng Mới" width="272" height="90"></a></div>
<div class="td-header-sp-recs"><div class="td-header-rec-wrap"><div class="td-a-rec td-a-rec-id-header"><a href="https://www.luatsu-bao.test/"><img src="https://songmoiweekly.test/wp-content/uploads/2026/10/banner-728x90-luatsu.jpg" alt="" width="728" height="90"></a></div></div></div></div>
<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-main-menu"><ul id="menu-main-menu" class="sf-menu">
{nav}
</ul>
<div class="td-search-wrapper"><form method="get" class="td-search-form" action="https://songmoiweekly.test/"><input class="needsclick" id="td-header-search" type="text" value="" name="s" autocomplete="off"><input class="wpb_button wpb_btn-inverse btn" type="submit" value="Search"></form></div>
</div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container">
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
{main}
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary">
<div class="td-ss-main-sidebar">
<div class="td_block_wrap td_block_popular"><div class="td-block-title-wrap"><h4 class="td-block-title"><span>Most Popular</span></h4></div>
{popular}
</div>
<aside class="td_block_template_1 widget widget_media_image">{self.a("epaper", "Báo giấy số 1432", "aside", inner=cover)}</aside>
<aside class="td_block_template_1 widget"><h4 class="block-title"><span>Tiện Ích</span></h4><ul><li>{self.a("calendar", "Lịch sinh hoạt cộng đồng", "aside")}</li><li>{self.a("obits", "Cáo phó – Phân ưu", "aside")}</li><li><a href="/rao-vat/">Rao vặt</a></li></ul></aside>
</div>
</div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-container-wrap">
<div class="td-footer-bottom-full"><div class="td-container">
<p class="footer-text-wrap">Tuần Báo Sóng Mới – 9200 Bolsa Ave., Suite 210, Westminster, CA 92683 – Điện thoại: (714) 555-0130 – Email: toasoan@songmoiweekly.test</p>
<ul class="td-social"><li><a href="https://www.facebook.com/tuanbaosongmoi">Facebook</a></li><li><a href="https://www.youtube.com/@tuanbaosongmoi">YouTube</a></li></ul>
</div></div>
<div class="td-sub-footer-container"><div class="td-container"><div class="td-sub-footer-copy">&copy; 2026 Tuần Báo Sóng Mới. All rights reserved.</div><ul class="td-subfooter-menu"><li><a href="/chinh-sach-bao-mat/">Chính sách bảo mật</a></li><li><a href="/gioi-thieu/">Giới thiệu</a></li></ul></div></div>
</div>
</div>
<div class="cmplz-cookiebanner cmplz-show" role="dialog" aria-live="polite"><div class="cmplz-message">Trang web dùng cookies để cải thiện trải nghiệm của quý vị. We use cookies to optimize our website.</div><button class="cmplz-btn cmplz-accept">Đồng ý</button> <button class="cmplz-btn cmplz-deny">Từ chối</button></div>
<script type="text/javascript" id="td-generated-footer-js">var tdBlocksArray = []; var tds_login_sing_in_widget="show"; var td_ajax_url="https:\\/\\/songmoiweekly.test\\/wp-admin\\/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
<script type="text/javascript" src="https://songmoiweekly.test/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        u = quote(url, safe="")
        wp = doc.extra["wp_author"]
        author = self.a("author", wp, "byline") if wp == "Ngọc Lan" else f'<a href="/author/toasoan/">{esc(wp)}</a>'
        first = (
            f'<p><span style="color: #000080;">{self.inline(doc.extra["credit_line"])}</span></p>'
            if doc.extra.get("credit_line")
            else ""
        )
        last = (
            f'<p style="text-align: right;"><strong>{esc(doc.extra["end_credit"])}</strong></p>'
            if doc.extra.get("end_credit")
            else ""
        )
        cat = (
            self.a("congdong", doc.section, "breadcrumb")
            if doc.section == "Cộng Đồng"
            else (
                self.a("tag", doc.section, "breadcrumb")
                if doc.section == "Di Trú"
                else f'<a href="/category/{"hoa-ky" if doc.section == "Hoa Kỳ" else "van-hoa"}/">{esc(doc.section)}</a>'
            )
        )
        tags = ""
        if doc.key in ("didan", "ap"):
            tags = f'<ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li><li>{self.a("tag", "di trú", "tag")}</li><li><a href="/tag/the-xanh/">thẻ xanh</a></li></ul>'
        elif doc.key in ("council", "essay"):
            tags = f'<ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li><li><a href="/tag/little-saigon/">Little Saigon</a></li><li>{self.a("search", "Bolsa", "tag")}</li></ul>'
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(
            f'<div class="td-related-span4 td_module_related_posts"><div class="td-module-thumb"><img src="https://songmoiweekly.test/wp-content/uploads/2026/12/{self.docs[k].path.strip("/").rsplit("/", 1)[-1][:30]}-218x150.jpg" alt="" width="218" height="150"></div><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in rel
        )
        post_id = 48210 + ARTS.index(doc.key)
        return f"""<article id="post-{post_id}" class="post-{post_id} post type-post status-publish format-standard has-post-thumbnail category-{doc.path.split("/")[4][:12]}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat}</li></ul>
<header class="td-post-title">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">
<div class="td-post-author-name"><div class="td-author-by">By</div> {author}<div class="td-author-line"> - </div></div>
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{doc.stamp.replace(" ", "T")}:00-08:00">{vn_date(doc.stamp)}</time></span>
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{post_id}">1,{(post_id * 37) % 900 + 100}</span></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}">Facebook</a> <a class="td-social-sharing-button td-social-twitter" href="https://twitter.com/intent/tweet?url={u}">Twitter</a> <a class="td-social-sharing-button td-social-mail" href="mailto:?subject={quote(doc.title)}&amp;body={u}">Email</a></div>
<div class="td-post-featured-image"><img width="696" height="464" class="entry-thumb" src="https://songmoiweekly.test/wp-content/uploads/2026/12/{doc.path.strip("/").rsplit("/", 1)[-1][:30]}-696x464.jpg" alt="" title="{esc(doc.title)}"></div>
<div class="td-post-content tagdiv-type">
{first}
{self.blocks(doc, fig=self.fig)}
{last}
</div>
<footer>
<div class="td-post-source-tags">{tags}</div>
<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>Previous article</span>{self.a(rel[0], self.docs[rel[0]].title, "related")}</div></div></div>
<div class="td-author-name vcard author" style="display: none"><span class="fn">{author}</span></div>
</footer>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><span class="td-related-left">RELATED ARTICLES</span></h4><div class="td-related-row">{related}</div></div>
</article>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="wp-caption aligncenter"><img class="size-large" src="https://songmoiweekly.test/wp-content/uploads/2026/12/{abs(sum(map(ord, alt))) % 9973}-1024x683.jpg" alt="{esc(alt)}" width="696" height="464"><figcaption class="wp-caption-text">{esc(cap)}</figcaption></figure>'

    def card(self, k: str) -> str:
        d = self.docs[k]
        return f'<div class="td_module_flex td_module_flex_1 td-cpt-post"><div class="td-module-thumb"><img src="https://songmoiweekly.test/wp-content/uploads/2026/12/{d.path.strip("/").rsplit("/", 1)[-1][:30]}-324x160.jpg" alt=""></div><div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3><div class="td-editor-date"><span class="td-author-date"><span class="td-post-author-name"><a href="/author/{"ngoclan" if d.extra["wp_author"] == "Ngọc Lan" else "toasoan"}/">{esc(d.extra["wp_author"])}</a> <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date">{vn_date(d.stamp)}</time></span></span></div><div class="td-excerpt">{esc(self.lede(d))}</div></div></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        cards += "".join(
            f'<div class="td_module_flex td_module_flex_1"><h3 class="entry-title td-module-title"><a href="{esc(p)}">{esc(t)}</a></h3><span class="td-post-date"><time class="entry-date updated td-module-date">{d}</time></span></div>'
            for p, t, d in doc.extra.get("older", [])
        )
        head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        extra = ""
        if doc.key == "home":
            head = f'<h1 class="td-visual-hidden">{esc(doc.title)}</h1><div class="td-trending-now-wrapper"><div class="td-trending-now-title">Tin Mới</div>{self.a("ap", self.docs["ap"].title, "content")}</div>'
            extra = f'<div class="td_block_wrap"><h4 class="td-block-title"><span>Tiện Ích</span></h4><p>{self.a("calendar", "Lịch sinh hoạt cộng đồng tuần này", "content")} | {self.a("obits", "Cáo phó – Phân ưu", "content")} | {self.a("epaper", "Đọc báo giấy số 1432", "content")}</p></div>'
        elif doc.kind == "author":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="author-box-wrap td-author-page"><img alt="" src="https://secure.gravatar.test/avatar/9f3b27?s=96" width="96" height="96"><div class="desc"><div class="td-author-counters"><span class="td-author-post-count">214 POSTS</span> <span class="td-author-comments-count">0 COMMENTS</span></div><div class="td-author-description">{esc(doc.extra["bio"])}</div></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span class="td-search-query">{esc(doc.title)}</span></h1></div><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="https://songmoiweekly.test/"><input class="wpb_button" type="text" value="{SEARCH_Q}" name="s"><input class="wpb_button" type="submit" value="Search"></form><div class="td_search_subtitle">If you\'re not happy with the results, please do another search</div></div>'
        elif doc.kind == "tag":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-category-header"><p>Tin tức, hỏi đáp và hướng dẫn về luật di trú Hoa Kỳ.</p></div>'
        pager = ""
        pg, nx, pv = 'class="page"', 'aria-label="next-page"', 'aria-label="prev-page"'
        if doc.key == "congdong":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("congdong2", "2", "pagination", attrs=pg)}<a href="/category/cong-dong/page/3/" class="page">3</a>{self.a("congdong2", "Next", "pagination", attrs=nx)}<span class="pages">Page 1 of 41</span></div>'
        elif doc.key == "congdong2":
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("congdong", "Prev", "pagination", attrs=pv)}{self.a("congdong", "1", "pagination", attrs=pg)}<span class="current">2</span><a href="/category/cong-dong/page/3/" class="page">3</a><span class="pages">Page 2 of 41</span></div>'
        elif doc.key == "home":
            pager = f'<div class="td-load-more-wrap">{self.a("congdong", "Xem thêm tin Cộng Đồng", "content")}</div>'
        return f'<div class="td-ss-main-content">{head}{cards}{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "e-paper":
            return f"""<div class="td-ss-main-content epaper">
<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>
<div class="td-page-content tagdiv-type">
<p><img src="https://songmoiweekly.test/wp-content/uploads/2026/12/bia-1432.jpg" alt="Bìa báo số 1432" width="600" height="800"></p>
{html}
<div class="wp-block-file"><a href="https://songmoiweekly.test/wp-content/uploads/2026/12/SongMoi-1432.pdf">SongMoi-1432.pdf</a> <a href="https://songmoiweekly.test/wp-content/uploads/2026/12/SongMoi-1432.pdf" class="wp-block-file__button" download>Tải về</a></div>
<p>Các số trước: <a href="/bao-giay/so-1431/">Số 1431 (26/11/2026)</a> | <a href="/bao-giay/so-1430/">Số 1430 (19/11/2026)</a></p>
</div></div>"""
        return f'<div class="td-ss-main-content"><div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">\n{html}\n</div></div>'
