# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Hangul, Cyrillic and typographic characters are deliberate)
"""Hanbit World Radio: a KBS World Radio-like Korean international broadcaster on a **legacy PHP** template shared by
its language services, the language in the **query string** (`/service/news_view.htm?lang=k&Seq_Code=178234`,
`lang=v|s|r`), relative hrefs (`news_view.htm?lang=v&amp;Seq_Code=…`), lists at `/service/news_list.htm?lang=k&id=Ec`
with `&page=2`, a keyword list and a search whose Korean keyword is percent-encoded **in EUC-KR**
(`keyword=%B0%E8%C0%FD…`), a presenter page, `/service/schedule.htm?lang=v`, and the language picker at `/`.

The **Korean pages are EUC-KR** (written in cp949, the charset only in `<meta http-equiv>`, the header a bare
`text/html`; labelled `cp949`, what Scrapy decodes them with) and carry no `lang` attribute; the other languages are
UTF-8. No page has JSON-LD; articles have Open Graph only. The headline is an `<h2 class="tit">` (the `<h1>` is the
logo) and every `<title>` starts "HANBIT WORLD |". Dates are printed in Seoul time (+09:00) as "2026-12-10
11:20:05". The seasonal-workers story is published in four languages (ko, vi, es, ru) with visible "other language"
links and `hreflang` on the UTF-8 versions; news stories have **no byline** (the Vietnamese one ends with a
translator's credit "Biên dịch: …"), the Korean and Russian ones separate paragraphs with `<br><br>` inside one div.
The Korean **radio interview** (an audio player, "진행: 이수진 / 출연: …" and the full Q&A transcript) is an article,
credited to its presenter. The "많이 본 뉴스" (most read) box on the Vietnamese, Spanish and Russian pages is the
Korean service's. Non-articles: the Korean home, the economy list and its page 2, a keyword page, the presenter's
page, a search, the Vietnamese schedule, the language picker (English) and a Russian soft 404."""

from __future__ import annotations

from urllib.parse import quote

from common import Base, blocks_html, hreflang_links, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://world.hanbit.test"
CLUSTER = {"ko": "worker_k", "vi": "worker_v", "es": "worker_s", "ru": "worker_r"}
CODE = {"ko": "k", "vi": "v", "es": "s", "ru": "r", "en": "e"}
TAG_KW = quote("계절근로자".encode("cp949"))
SEARCH_KW = quote("계절근로".encode("cp949"))
NEXT = 'class="next"'
PREV = 'class="prev"'
EN_RANK = [
    ("/service/news_view.htm?lang=e&Seq_Code=190022", "Gov't to Expand Seasonal Worker Quota to 80,000"),
    ("/service/news_view.htm?lang=e&Seq_Code=190020", "BOK Holds Key Rate at 2.25%"),
    ("/service/news_view.htm?lang=e&Seq_Code=190017", "Record Early-December Snowfall Hits Seoul"),
]

UI: dict[str, dict[str, object]] = {
    "ko": {"gnb": ["뉴스", "라디오", "한국어 배우기", "한국 소개", "이벤트"], "news": "뉴스", "list": "목록", "mostread": "많이 본 뉴스", "other": "이 기사 다른 언어로 보기", "print": "인쇄", "listen": "듣기", "footer": "한빛월드 라디오는 해외 동포와 외국인에게 한국을 알리는 국제방송입니다.", "privacy": "개인정보처리방침", "contact": "문의하기"},
    "vi": {"gnb": ["Tin tức", "Phát thanh", "Học tiếng Hàn", "Giới thiệu Hàn Quốc", "Sự kiện"], "news": "Tin tức", "list": "Danh sách", "mostread": "많이 본 뉴스", "other": "Đọc bài này bằng ngôn ngữ khác", "print": "In", "listen": "Nghe", "footer": "Đài phát thanh quốc tế Hanbit World giới thiệu Hàn Quốc tới bạn bè quốc tế.", "privacy": "Chính sách bảo mật", "contact": "Liên hệ"},
    "es": {"gnb": ["Noticias", "Radio", "Aprender coreano", "Conocer Corea", "Eventos"], "news": "Noticias", "list": "Lista", "mostread": "많이 본 뉴스", "other": "Lea este artículo en otros idiomas", "print": "Imprimir", "listen": "Escuchar", "footer": "Hanbit World Radio es la emisora internacional de Corea del Sur.", "privacy": "Política de privacidad", "contact": "Contacto"},
    "ru": {"gnb": ["Новости", "Радио", "Корейский язык", "О Корее", "Конкурсы"], "news": "Новости", "list": "Список", "mostread": "많이 본 뉴스", "other": "Читать на других языках", "print": "Печать", "listen": "Слушать", "footer": "Hanbit World Radio — международное радиовещание Республики Корея.", "privacy": "Политика конфиденциальности", "contact": "Обратная связь"},
    "en": {"gnb": ["News", "Radio", "Learn Korean", "Discover Korea", "Events"], "news": "News", "list": "List", "mostread": "Most read", "other": "Other languages", "print": "Print", "listen": "Listen", "footer": "Hanbit World Radio is the international broadcasting service of Korea.", "privacy": "Privacy Policy", "contact": "Contact us"},
}  # fmt: skip
KO_MORE = [
    ("/service/news_view.htm?lang=k&Seq_Code=178201", "한국은행, 기준금리 연 2.25%로 동결", "2026-12-09 15:02:11"),
    ("/service/news_view.htm?lang=k&Seq_Code=178188", "11월 수출 7.2% 증가…반도체 호조", "2026-12-09 09:30:40"),
    ("/service/news_view.htm?lang=k&Seq_Code=178160", "서울 아파트값 상승폭 다시 확대", "2026-12-08 17:44:02"),
    ("/service/news_view.htm?lang=k&Seq_Code=178133", "정부, 소상공인 전기요금 지원 연장", "2026-12-08 10:12:55"),
    ("/service/news_view.htm?lang=k&Seq_Code=178102", "가계부채 증가세 둔화…3분기 0.4% 증가", "2026-12-07 14:20:18"),
]


class Hanbit(Base):
    origin = ORIGIN
    name = "Hanbit World Radio"
    prefix = "hwr"
    language = "ko"
    relative = True
    _writing: Doc | None = None

    # Korean pages are written and labelled in EUC-KR (cp949), the other languages in UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _korean(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("lang", "ko") == "ko")

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp949" if self._korean else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html" if self._korean else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hwr",
            [
                "#header",
                "#gnb li a",
                ".board_view .view_tit",
                ".board_view .date",
                ".view_con",
                ".view_con .photo",
                "#aside .rank li",
                ".other_lang a",
                "#footer",
                ".lang_select",
            ],
            260,
        )

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "ko")

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/service/index.htm?lang=k",
                "home",
                "한빛월드 한국어 뉴스",
                "legacy-korean-front-euckr",
                list=["worker_k", "radio"],
                more=KO_MORE,
                lang="ko",
            )
        )
        add(
            page(
                "section",
                "/service/news_list.htm?lang=k&id=Ec",
                "section",
                "경제",
                "legacy-news-list-euckr",
                list=["worker_k"],
                more=KO_MORE,
                lang="ko",
            )
        )
        add(
            page(
                "section2",
                "/service/news_list.htm?lang=k&id=Ec&page=2",
                "section",
                "경제",
                "legacy-news-list-page2-euckr",
                list=[],
                more=KO_MORE[2:] + KO_MORE[:1],
                lang="ko",
            )
        )
        add(
            page(
                "tag",
                f"/service/news_list.htm?lang=k&keyword={TAG_KW}",
                "tag",
                "‘계절근로자’ 관련 기사",
                "legacy-keyword-euckr-query",
                list=["worker_k"],
                more=KO_MORE[3:4],
                lang="ko",
            )
        )
        add(
            page(
                "author",
                "/service/program_host.htm?lang=k&host=lsj",
                "author",
                "이수진",
                "legacy-presenter-page",
                list=["radio"],
                more=[],
                lang="ko",
                intro="KBS 공채 아나운서 출신으로 2019년부터 ‘생방송 한빛월드 투데이’를 진행하고 있습니다. 경제와 생활 뉴스를 쉽고 친절하게 전합니다.",
            )
        )
        add(
            page(
                "search",
                f"/service/search.htm?lang=k&keyword={SEARCH_KW}",
                "search",
                "‘계절근로’ 검색 결과",
                "legacy-search-euckr-query",
                list=["worker_k", "radio"],
                more=[],
                lang="ko",
            )
        )
        add(
            page(
                "schedule",
                "/service/schedule.htm?lang=v",
                "schedule",
                "Lịch phát sóng",
                "legacy-schedule-vi",
                lang="vi",
            )
        )
        add(page("langs", "/", "language-picker", "Select your language", "legacy-root-language-picker", lang="en"))
        add(
            page(
                "notfound",
                "/service/news_view.htm?lang=r&Seq_Code=1",
                "soft-404",
                "Статья не найдена",
                "legacy-soft-404-ru",
                lang="ru",
            )
        )

        add(
            story(
                "worker_k",
                "/service/news_view.htm?lang=k&Seq_Code=178234",
                "정부, 내년 외국인 계절근로자 8만 명으로 확대",
                "2026-12-10",
                None,
                "2026-12-10 11:20:05",
                [],
                [
                    "정부가 농어촌 일손 부족에 대응하기 위해 내년 외국인 계절근로자 배정 규모를 올해보다 1만 5천 명 늘린 8만 명으로 확대하기로 했습니다.",
                    "법무부와 농림축산식품부는 10일 이 같은 내용의 ‘2027년 계절근로자 운영 계획’을 발표했습니다.",
                    "계획에 따르면 계절근로자의 최대 체류 기간은 현행 8개월에서 10개월로 늘어나고, 성실하게 근무한 근로자는 다음 해 같은 농가에서 다시 일할 수 있도록 재입국 절차가 간소화됩니다.",
                    "또 근로자 숙소의 최소 기준을 강화해 비닐하우스 안에 설치된 가설 건축물은 숙소로 사용할 수 없도록 했습니다.",
                    "계절근로자는 주로 베트남, 필리핀, 캄보디아, 라오스 등에서 입국하며, 이 가운데 베트남 출신이 약 3분의 1을 차지합니다.",
                    "정부는 일부 지방자치단체와 브로커가 근로자에게 과도한 수수료를 받은 사례가 적발됨에 따라 송출 과정을 국가 간 협약 방식으로 일원화할 방침입니다.",
                ],
                "legacy-korean-euckr-br-paragraphs-no-byline",
                lang="ko",
                section="경제",
                br=True,
            )
        )
        add(
            story(
                "worker_v",
                "/service/news_view.htm?lang=v&Seq_Code=98321",
                "Hàn Quốc nâng số lao động thời vụ nước ngoài lên 80.000 người vào năm tới",
                "2026-12-10",
                None,
                "2026-12-10 13:30:47",
                [],
                [
                    "Chính phủ Hàn Quốc quyết định nâng số lao động thời vụ nước ngoài được tiếp nhận trong năm tới lên 80.000 người, tăng 15.000 người so với năm nay, nhằm giải quyết tình trạng thiếu nhân lực ở nông thôn và làng chài.",
                    "Bộ Tư pháp và Bộ Nông nghiệp, Thực phẩm và Nông thôn Hàn Quốc ngày 10/12 đã công bố “Kế hoạch vận hành chương trình lao động thời vụ năm 2027”.",
                    "Theo kế hoạch, thời gian lưu trú tối đa của lao động thời vụ sẽ được kéo dài từ 8 tháng lên 10 tháng, đồng thời thủ tục tái nhập cảnh sẽ được đơn giản hóa để những người làm việc chăm chỉ có thể quay lại làm việc tại cùng nông hộ vào năm sau.",
                    "Tiêu chuẩn tối thiểu về nơi ở cho người lao động cũng được nâng lên, theo đó các công trình tạm dựng bên trong nhà kính ni lông sẽ không được sử dụng làm chỗ ở.",
                    "Lao động thời vụ chủ yếu đến từ Việt Nam, Philippines, Campuchia và Lào, trong đó người Việt Nam chiếm khoảng một phần ba.",
                    "Do phát hiện một số trường hợp chính quyền địa phương và môi giới thu phí quá mức của người lao động, chính phủ sẽ thống nhất quy trình tuyển dụng theo hình thức thỏa thuận giữa các quốc gia.",
                    "Người lao động có nhu cầu có thể tra cứu thông tin chính thức trên trang web của Đại sứ quán Hàn Quốc tại Hà Nội và Tổng lãnh sự quán tại Thành phố Hồ Chí Minh.",
                    "SIGN: Biên dịch: Nguyễn Thị Hạnh",
                ],
                "legacy-vietnamese-translator-credit",
                lang="vi",
                section="Kinh tế",
            )
        )
        add(
            story(
                "worker_s",
                "/service/news_view.htm?lang=s&Seq_Code=66105",
                "Corea del Sur ampliará a 80.000 los trabajadores temporeros extranjeros en 2027",
                "2026-12-10",
                None,
                "2026-12-10 18:02:41",
                [],
                [
                    "El Gobierno surcoreano ampliará el próximo año a 80.000 el número de trabajadores temporeros extranjeros, 15.000 más que este año, para hacer frente a la escasez de mano de obra en las zonas rurales y pesqueras.",
                    "Los ministerios de Justicia y de Agricultura anunciaron el 10 de diciembre el plan de gestión del programa de trabajadores temporeros para 2027.",
                    "Según el plan, la estancia máxima de los temporeros pasará de 8 a 10 meses, y se simplificará el reingreso de quienes hayan trabajado de forma satisfactoria para que puedan volver a la misma explotación al año siguiente.",
                    "Además, se endurecerán los requisitos mínimos de alojamiento y se prohibirá utilizar como vivienda las construcciones provisionales instaladas dentro de invernaderos.",
                    "La mayoría de los temporeros procede de Vietnam, Filipinas, Camboya y Laos; los vietnamitas representan cerca de un tercio del total.",
                    "El Gobierno unificará el proceso de contratación mediante acuerdos entre Estados, tras detectarse casos de gobiernos locales e intermediarios que cobraban comisiones excesivas a los trabajadores.",
                ],
                "legacy-spanish-cluster",
                lang="es",
                section="Economía",
            )
        )
        add(
            story(
                "worker_r",
                "/service/news_view.htm?lang=r&Seq_Code=71442",
                "Южная Корея увеличит квоту на сезонных иностранных работников до 80 тысяч",
                "2026-12-10",
                None,
                "2026-12-10 16:45:12",
                [],
                [
                    "Правительство Южной Кореи в следующем году увеличит число иностранных сезонных работников до 80 тысяч человек — на 15 тысяч больше, чем в этом году, чтобы восполнить нехватку рабочих рук в сельских и рыбацких районах.",
                    "Министерство юстиции и Министерство сельского хозяйства 10 декабря обнародовали план работы программы сезонных работников на 2027 год.",
                    "Согласно плану, максимальный срок пребывания сезонных работников увеличится с 8 до 10 месяцев, а добросовестно отработавшие смогут по упрощённой процедуре вернуться на ту же ферму в следующем году.",
                    "Кроме того, ужесточаются минимальные требования к жилью: временные постройки внутри теплиц больше нельзя будет использовать для проживания.",
                    "Большинство сезонных работников приезжают из Вьетнама, Филиппин, Камбоджи и Лаоса. В последние годы по этой программе в Корею приезжают и граждане Узбекистана и Кыргызстана.",
                    "Правительство намерено перейти к найму исключительно на основе межгосударственных соглашений после того, как были выявлены случаи взимания чрезмерных комиссий с работников местными властями и посредниками.",
                ],
                "legacy-russian-br-paragraphs",
                lang="ru",
                section="Экономика",
                br=True,
            )
        )
        add(
            story(
                "radio",
                "/service/contents_view.htm?lang=k&menu_cate=program&board_seq=44512",
                "김장철 배춧값, 왜 이렇게 올랐나",
                "2026-12-10",
                None,
                "2026-12-10 09:40:00",
                ["이수진"],
                [
                    "김장철을 맞아 배추와 무 가격이 크게 오르면서 소비자들의 부담이 커지고 있습니다. 올해 채솟값이 오른 이유와 전망을 한국농촌경제연구원 박정우 연구위원과 함께 알아봅니다.",
                    "Q: 올해 김장철 배춧값, 어느 정도 올랐습니까? || 이번 달 배추 한 포기 평균 소매가격은 6천 원대 중반으로, 지난해 같은 기간보다 30% 정도 높습니다. 무 가격도 20% 넘게 올랐고, 고춧가루와 마늘 같은 양념 재료 가격도 모두 오름세입니다.",
                    "Q: 이렇게 가격이 오른 이유는 무엇입니까? || 가장 큰 원인은 날씨입니다. 지난 9월까지 이어진 늦더위와 가을장마로 고랭지와 평야 지역 모두 배추 생육이 좋지 않았습니다. 여기에 농촌 인력 부족으로 재배 면적 자체가 줄어든 것도 영향을 미쳤습니다.",
                    "Q: 정부 대책은 어떻게 되고 있습니까? || 정부는 비축해 둔 배추와 무를 시장에 풀고, 대형마트와 협력해 할인 행사를 진행하고 있습니다. 또 중국산 배추를 긴급 수입하는 방안도 검토하고 있는데, 품질과 소비자 선호 문제 때문에 효과는 제한적일 것으로 보입니다.",
                    "Q: 앞으로 가격은 어떻게 될까요? || 이달 중순 이후 남부 지역 겨울 배추 출하가 본격화되면 가격은 점차 안정될 것으로 예상합니다. 다만 기후 변화로 이런 가격 변동이 해마다 반복될 가능성이 커서, 장기적으로는 재배 기술과 저장 시설에 대한 투자가 필요합니다.",
                    "네, 지금까지 한국농촌경제연구원 박정우 연구위원과 함께 김장철 채솟값 동향을 알아봤습니다.",
                ],
                "legacy-korean-radio-interview-transcript",
                lang="ko",
                section="생방송 한빛월드 투데이",
                audio="08:32",
                guest="박정우 한국농촌경제연구원 연구위원",
            )
        )
        add(
            story(
                "tourism",
                "/service/news_view.htm?lang=v&Seq_Code=98302",
                "Lượng du khách Việt Nam đến Hàn Quốc lần đầu vượt mốc 1 triệu",
                "2026-12-10",
                None,
                "2026-12-10 10:05:33",
                [],
                [
                    "Theo số liệu của Tổng cục Du lịch Hàn Quốc công bố ngày 9/12, trong 11 tháng đầu năm nay có khoảng 1,03 triệu lượt du khách Việt Nam đến Hàn Quốc, lần đầu tiên vượt mốc 1 triệu lượt.",
                    "Việt Nam hiện là thị trường du lịch lớn thứ năm của Hàn Quốc, sau Trung Quốc, Nhật Bản, Đài Loan và Mỹ. Con số này tăng khoảng 18% so với cùng kỳ năm ngoái.",
                    "Giới chức du lịch cho rằng việc mở thêm đường bay thẳng từ Đà Nẵng và Phú Quốc, cùng với chính sách cấp thị thực nhiều lần cho công dân các thành phố lớn của Việt Nam, đã góp phần thúc đẩy lượng khách.",
                    "FIG: Du khách tại đảo Jeju | Du khách nước ngoài tham quan đảo Jeju (Ảnh: Yonhap)",
                    "Đảo Jeju, thủ đô Seoul và thành phố cảng Busan là những điểm đến được du khách Việt ưa chuộng nhất. Mùa lá đỏ vào tháng 10 và tháng 11 ghi nhận lượng khách cao nhất trong năm.",
                    "Tổng cục Du lịch Hàn Quốc dự kiến tổ chức hội chợ du lịch tại Hà Nội và Thành phố Hồ Chí Minh vào tháng 3 năm sau nhằm thu hút thêm du khách trong mùa hoa anh đào.",
                ],
                "legacy-vietnamese-news",
                lang="vi",
                section="Xã hội",
            )
        )
        add(
            story(
                "latam",
                "/service/contents_view.htm?lang=s&menu_cate=reportaje&board_seq=8821",
                "El coreano, el idioma que más crece entre los estudiantes de América Latina",
                "2026-12-09",
                None,
                "2026-12-09 20:15:10",
                ["Ana Lucía Paredes"],
                [
                    "El número de estudiantes de coreano en América Latina se ha triplicado en los últimos cinco años, impulsado por la popularidad del K-pop y las series coreanas, según datos del Instituto Sejong, la institución pública surcoreana que promueve la enseñanza del idioma en el extranjero.",
                    "Actualmente funcionan 32 sedes del instituto en la región, la mayoría en México, Brasil, Argentina, Colombia y Perú. La sede de Ciudad de México tiene una lista de espera de más de 1.200 personas.",
                    "“Al principio venían por las canciones, pero ahora muchos quieren estudiar o trabajar en Corea”, explica Mariana Ríos, profesora de coreano en Bogotá desde hace siete años.",
                    "## Becas y empleo",
                    "El Gobierno surcoreano ofrece cada año becas de posgrado a estudiantes latinoamericanos, y varias empresas coreanas con fábricas en México y Brasil buscan personal que hable el idioma.",
                    "Para 2027, el Instituto Sejong prevé abrir nuevas sedes en Chile, Ecuador y Guatemala.",
                ],
                "legacy-spanish-feature-por-byline",
                lang="es",
                section="Reportaje",
            )
        )
        add(
            story(
                "snow",
                "/service/news_view.htm?lang=r&Seq_Code=71431",
                "В Сеуле выпал рекордный для начала декабря снег",
                "2026-12-10",
                None,
                "2026-12-10 14:22:08",
                [],
                [
                    "В Сеуле в ночь на 10 декабря выпало 18,4 сантиметра снега — это самый сильный снегопад в первой декаде декабря с начала метеонаблюдений в 1907 году, сообщило Корейское метеорологическое управление.",
                    "Из-за снегопада утром в столице и провинции Кёнгидо произошли многочисленные задержки общественного транспорта. Мэрия Сеула продлила работу метро в часы пик и вывела на улицы более 1100 единиц снегоуборочной техники.",
                    "В международном аэропорту Инчхон были задержаны 120 рейсов, ещё 34 отменены. Власти призвали жителей по возможности пользоваться общественным транспортом и не выезжать на личных автомобилях.",
                    "По прогнозам синоптиков, снег прекратится к вечеру, однако в ближайшие дни температура в столичном регионе опустится до минус 12 градусов.",
                ],
                "legacy-russian-brief",
                lang="ru",
                section="Общество",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        code = CODE[lang]
        korean = lang == "ko"
        meta_charset = (
            '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">'
            if korean
            else '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        )
        html_open = "<html>" if korean else f'<html lang="{lang}">'
        section = UI[lang]["news"]
        title = f"HANBIT WORLD | {section} | {doc.title}" if doc.is_article else f"HANBIT WORLD | {doc.title}"
        og = ""
        if doc.is_article:
            og = "\n".join(
                [
                    '<meta property="og:type" content="article">',
                    f'<meta property="og:title" content="{esc(doc.title)}">',
                    f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                    '<meta property="og:site_name" content="HANBIT WORLD">',
                    f'<meta property="og:description" content="{esc(self.lede(doc))}">',
                    f'<meta property="og:image" content="{ORIGIN}/upload/news/{doc.path.rsplit("=", 1)[-1]}.jpg">',
                ]
            )
            if doc.key in CLUSTER.values() and not korean:
                og += "\n" + hreflang_links(self, CLUSTER)
        gnb = "".join(
            f'<li><a href="/service/{p}?lang={code}">{esc(t)}</a></li>'
            for p, t in zip(
                ("news_list.htm", "radio_list.htm", "learn_korean.htm", "contents_list.htm", "event_list.htm"),
                ui["gnb"],
                strict=True,
            )
        )  # type: ignore[arg-type]
        options = "".join(
            f'<option value="{c}"{" selected" if c == code else ""}>{n}</option>'
            for c, n in (
                ("k", "한국어"),
                ("e", "English"),
                ("c", "中文"),
                ("j", "日本語"),
                ("f", "Français"),
                ("s", "Español"),
                ("a", "العربية"),
                ("r", "Русский"),
                ("v", "Tiếng Việt"),
                ("i", "Bahasa Indonesia"),
                ("g", "Deutsch"),
            )
        )
        home = "home" if korean else f"/service/index.htm?lang={code}"
        if lang in ("vi", "es", "ru"):
            rank = [
                self.a("worker_k", self.docs["worker_k"].title, "aside"),
                self.a("radio", self.docs["radio"].title, "aside"),
            ] + [f'<a href="{esc(self.href(p))}">{esc(t)}</a>' for p, t, _ in KO_MORE[:3]]
        elif korean:
            rank = [self.a(p, t, "aside") for p, t, _ in KO_MORE[:3]] + [
                self.a("worker_k", self.docs["worker_k"].title, "aside")
            ]
        else:
            rank = [f'<a href="{esc(self.href(p))}">{esc(t)}</a>' for p, t in EN_RANK]
        rank_html = "".join(f'<li><span class="num">{i}</span>{r}</li>' for i, r in enumerate(rank, 1))
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
{html_open}
<head>
{meta_charset}
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{esc(title)}</title>
{og}
<link rel="stylesheet" type="text/css" href="/css/common.css?v=20190311">
<link rel="stylesheet" type="text/css" href="/css/sub_{code}.css?v=20190311">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/jquery-1.12.4.min.js"></script>
<script type="text/javascript">var lang = "{code}"; function goLang(v){{ location.href = "/service/index.htm?lang=" + v; }}</script>
</head>
<body>
<div id="wrap">
<div id="skipnav"><a href="#content">Skip to content</a></div>
<div id="header">
<h1 class="logo">{self.a(home, "HANBIT WORLD", "nav", inner='<img src="/images/common/logo.gif" alt="HANBIT WORLD" />')}</h1>
<ul id="gnb">{gnb}</ul>
<div class="lang_select"><select title="language" onchange="goLang(this.value)">{options}</select> {self.a("langs", "Language", "nav")}</div>
<div class="util"><a href="/service/login.htm?lang={code}">Login</a> | <a href="/service/join.htm?lang={code}">Join</a></div>
</div>
<div id="container">
<div id="content">
{main}
</div>
<div id="aside">
<div class="rank"><h3>{esc(str(ui["mostread"]))}</h3><ol>{rank_html}</ol></div>
<div class="banner"><a href="/service/learn_korean.htm?lang={code}"><img src="/images/banner/learn_korean_{code}.jpg" alt="Learn Korean" /></a></div>
<div class="banner"><a href="https://play.google.test/store/apps/details?id=kr.hanbit.world"><img src="/images/banner/app.jpg" alt="HANBIT WORLD app" /></a></div>
</div>
</div>
<div id="footer">
<p>{esc(str(ui["footer"]))}</p>
<p><a href="/service/privacy.htm?lang={code}">{esc(str(ui["privacy"]))}</a> | <a href="/service/contact.htm?lang={code}">{esc(str(ui["contact"]))}</a> | {self.a("langs", "Language", "footer")}</p>
<address>Copyright &copy; Hanbit World Radio. All rights reserved.</address>
</div>
</div>
<script type="text/javascript" src="/js/common.js?v=20190311"></script>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-8']); _gaq.push(['_trackPageview']);</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        ui = UI[lang]
        code = CODE[lang]
        if doc.extra.get("br"):
            paras = [self.inline(b[1]) for b in doc.blocks if b[0] == "p"]
            body = '<div class="txt">' + "<br /><br />\n".join(paras) + "</div>"
        else:
            body = blocks_html(self, doc.blocks, fig=self.fig)
        other = ""
        if doc.key in CLUSTER.values():
            names = {"ko": "한국어", "vi": "Tiếng Việt", "es": "Español", "ru": "Русский"}
            other = (
                f'<div class="other_lang"><strong>{esc(str(ui["other"]))}</strong> '
                + " | ".join(self.a(k, names[c], "related") for c, k in CLUSTER.items() if k != doc.key)
                + "</div>"
            )
        credit = ""
        audio = ""
        if doc.extra.get("audio"):
            audio = f'<div class="audio_area"><span class="prog">{esc(doc.section)}</span> <a href="javascript:void(0);" class="btn_listen" onclick="playAod(\'44512\')">{esc(str(ui["listen"]))} ▶</a> <span class="time">{doc.extra["audio"]}</span></div>'
            credit = (
                f'<p class="credit">진행: {self.a("author", "이수진", "byline")} / 출연: {esc(doc.extra["guest"])}</p>'
            )
        elif doc.authors:
            credit = f'<p class="credit">Por {esc(doc.authors[0])}</p>'
        photo = (
            f'<div class="photo"><img src="/upload/news/{doc.path.rsplit("=", 1)[-1]}.jpg" alt="" width="540" /></div>'
            if not doc.extra.get("audio")
            else ""
        )
        back = (
            self.a("section", str(ui["list"]), "breadcrumb")
            if lang == "ko" and doc.key == "worker_k"
            else f'<a href="{esc(self.href(f"/service/news_list.htm?lang={code}"))}">{esc(str(ui["list"]))}</a>'
        )
        tags = f'<div class="keyword">#{self.a("tag", "계절근로자", "tag")}</div>' if doc.key == "worker_k" else ""
        extra_rel = ""
        if doc.key == "snow":
            extra_rel = f'<div class="relation"><ul><li>{self.a("notfound", "Зима в Корее: как подготовиться к морозам", "related")}</li></ul></div>'
        elif doc.key == "tourism":
            extra_rel = (
                f'<div class="relation"><ul><li>{self.a("schedule", "Lịch phát sóng", "related")}</li></ul></div>'
            )
        elif doc.key == "radio":
            extra_rel = f'<div class="relation"><ul><li>{self.a("search", "‘계절근로’ 관련 방송 더 보기", "related")}</li></ul></div>'
        return f"""<div class="location">Home &gt; {esc(str(ui["news"]))} &gt; {esc(doc.section)}</div>
<div class="board_view">
<div class="view_tit">
<h2 class="tit">{esc(doc.title)}</h2>
<p class="date">{doc.stamp}</p>
</div>
<div class="sns_area"><a href="javascript:window.print();" class="print">{esc(str(ui["print"]))}</a> <a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}" class="fb">facebook</a> <a href="https://x.com/intent/tweet?url={quote(self.url(doc.key), safe="")}" class="tw">X</a></div>
{audio}
{credit}
<div class="view_con">
{photo}
{body}
</div>
{tags}
{other}
{extra_rel}
<div class="btn_area">{back}</div>
</div>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<div class="photo"><img src="/upload/news/{len(alt) * 313}.jpg" alt="{esc(alt)}" width="540" /><p class="caption">{esc(cap)}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<li><a href="{esc(self.href(k))}" class="thumb"><img src="/upload/news/{d.path.rsplit("=", 1)[-1]}_s.jpg" alt="" /></a><dl><dt>{self.a(k, d.title, "content")}</dt><dd class="txt">{esc(self.lede(d))}</dd><dd class="date">{d.stamp}</dd></dl></li>'
            )
        for p, t, stamp in doc.extra.get("more", []):
            rows.append(
                f'<li><dl><dt><a href="{esc(self.href(p))}">{esc(t)}</a></dt><dd class="date">{stamp}</dd></dl></li>'
            )
        head = f'<h2 class="sub_tit">{esc(doc.title)}</h2>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="host_info"><img src="/images/host/lsj.jpg" alt="" width="150" /><h2 class="sub_tit">{esc(doc.title)}</h2><p class="prog">생방송 한빛월드 투데이 (월~금 09:00~10:00)</p><p>{esc(doc.extra["intro"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h2 class="sub_tit">{esc(doc.title)}</h2><form action="search.htm" method="get"><input type="hidden" name="lang" value="k" /><input type="text" name="keyword" value="계절근로" /><input type="submit" value="검색" /></form><p class="total">총 <strong>2</strong>건</p>'
        elif doc.key == "home":
            extra = f'<div class="main_menu"><h3>바로가기</h3><ul><li>{self.a("section", "경제 뉴스", "content")}</li><li>{self.a("tag", "#계절근로자", "content")}</li><li>{self.a("author", "진행자 소개: 이수진", "content")}</li><li>{self.a("langs", "Language", "content")}</li></ul></div>'
        pager = ""
        if doc.key == "section":
            pager = f'<div class="paging"><strong>1</strong> {self.a("section2", "2", "pagination")} <a href="{esc(self.href("/service/news_list.htm?lang=k&id=Ec&page=3"))}">3</a> {self.a("section2", "다음", "pagination", NEXT)}</div>'
        elif doc.key == "section2":
            pager = f'<div class="paging">{self.a("section", "이전", "pagination", PREV)} {self.a("section", "1", "pagination")} <strong>2</strong> <a href="{esc(self.href("/service/news_list.htm?lang=k&id=Ec&page=3"))}">3</a></div>'
        return f'<div class="location">Home &gt; 뉴스</div>\n<div class="board_list">{head}<ul class="news_list">{"".join(rows)}</ul>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "schedule":
            rows = [
                ("06:00 - 06:30", "04:00 - 04:30", "Tin tức và thời sự"), ("06:30 - 07:00", "04:30 - 05:00", "Học tiếng Hàn cùng Hanbit"),
                ("20:00 - 20:30", "18:00 - 18:30", "Tin tức và thời sự"), ("20:30 - 21:00", "18:30 - 19:00", "Câu chuyện Seoul"),
                ("22:00 - 22:30", "20:00 - 20:30", "K-pop Connection"), ("22:30 - 23:00", "20:30 - 21:00", "Thư bạn nghe đài"),
            ]  # fmt: skip
            table = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
            return f"""<div class="location">Home &gt; Phát thanh</div>
<div class="board_view"><h2 class="sub_tit">{esc(doc.title)}</h2>
<p>Chương trình tiếng Việt của Đài Hanbit World được phát sóng hằng ngày trên sóng ngắn và trực tuyến.</p>
<table class="tbl_schedule" summary="schedule"><thead><tr><th>Giờ Seoul (KST)</th><th>Giờ Việt Nam</th><th>Chương trình</th></tr></thead><tbody>{table}</tbody></table>
<p>{self.a("tourism", "Tin mới: " + self.docs["tourism"].title, "content")} · {self.a("worker_v", self.docs["worker_v"].title, "content")}</p></div>"""
        if doc.kind == "language-picker":
            langs = [
                ("한국어", "home"),
                ("English", "/service/index.htm?lang=e"),
                ("中文", "/service/index.htm?lang=c"),
                ("日本語", "/service/index.htm?lang=j"),
                ("Français", "/service/index.htm?lang=f"),
                ("Español", "/service/index.htm?lang=s"),
                ("العربية", "/service/index.htm?lang=a"),
                ("Русский", "/service/index.htm?lang=r"),
                ("Tiếng Việt", "/service/index.htm?lang=v"),
                ("Bahasa Indonesia", "/service/index.htm?lang=i"),
                ("Deutsch", "/service/index.htm?lang=g"),
            ]
            items = "".join(f"<li>{self.a(p, n, 'content')}</li>" for n, p in langs)
            featured = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("worker_v", "worker_s", "worker_r", "tourism", "latam", "snow")
            )
            return f"""<div class="intro"><h2 class="sub_tit">{esc(doc.title)}</h2>
<p>Hanbit World Radio broadcasts in 11 languages. Please select your language.</p>
<ul class="lang_list">{items}</ul>
<h3>Today's headlines</h3><ul>{featured}</ul>
<p>{self.a("schedule", "Vietnamese radio schedule", "content")}</p></div>"""
        return f"""<div class="location">Home &gt; Новости</div>
<div class="board_view"><h2 class="sub_tit">{esc(doc.title)}</h2>
<p>Запрошенная статья удалена или ещё не опубликована. Пожалуйста, вернитесь к списку новостей.</p>
<p><a href="{esc(self.href("/service/news_list.htm?lang=r"))}">Список новостей</a></p>
<ul><li>{self.a("snow", self.docs["snow"].title, "content")}</li><li>{self.a("worker_r", self.docs["worker_r"].title, "content")}</li></ul></div>"""
