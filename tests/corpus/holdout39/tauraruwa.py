# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Hausa hooked letters and typographic quotes are deliberate)
"""Tauraruwa: a Nigerian Hausa news site on **WordPress 6** with the Jannah theme (`#tie-body`, `post-title
entry-title`, `single-post-meta post-meta`, `meta-author`, `date meta-item tie-icon`, `entry-content entry
clearfix`, `#related-posts`, `/<slug>/` permalinks, `/category/labarai/page/2/`, `/tag/kano/`, `/author/…/`,
`/?s=`), UTF-8, Yoast SEO `@graph`. Dates are printed "Disamba 4, 2026"; Yoast writes every time from
`post_date_gmt` with **+00:00** while the site is in Lagos (+01:00): the elections story, posted at 00:40 on 4 Dec,
carries "2026-12-03T23:40:00+00:00". The byline the reader sees is a bold first line of the post body, "Daga Musa
Abubakar, Kano" ("Daga" = "From/By", with the reporter's town); the theme's author meta (and Yoast's `Person`) names
the WordPress account: the reporter on three posts, the site account "Tauraruwa Hausa" on two, an "Editor" account
on three. "Daga Wakilinmu" ("from our correspondent") names no person; the column's "Dr." is an honorific. Titles
and text are texturized as WordPress shows them ('yan → ‘yan, Ra'ayi → Ra’ayi: the labels follow the page) while
Yoast's `<title>`, og:title and JSON-LD keep the typed apostrophes. A video post (embed plus one line,
`og:type=article`, Article JSON-LD, dated) is not an article."""

from __future__ import annotations

import json
import re
from datetime import UTC

from common import HA_MONTHS, Base, page, story, when
from sitekit import Doc, css_rules, esc

REL_TAG, CAT = 'rel="tag"', 'class="post-cat tie-cat-3"'
ARTS = ["takaice", "zabe", "garkuwa", "kwallo", "taki", "hira", "polio", "raayi"]
OLD = [
    (
        "/majalisar-dokokin-kano-ta-amince-da-kasafin-kudin-2027/",
        "Majalisar Dokokin Kano ta amince da kasafin kuɗin 2027",
        "Nuwamba 29, 2026",
    ),
    (
        "/an-bude-sabuwar-gadar-sama-a-titin-zoo-road/",
        "An buɗe sabuwar gadar sama a titin Zoo Road",
        "Nuwamba 28, 2026",
    ),
    (
        "/farashin-kayan-abinci-ya-sauka-a-kasuwar-dawanau/",
        "Farashin kayan abinci ya sauka a kasuwar Dawanau",
        "Nuwamba 27, 2026",
    ),
    ("/jami-ar-bayero-ta-yaye-dalibai-dubu-takwas/", "Jami'ar Bayero ta yaye ɗalibai dubu takwas", "Nuwamba 26, 2026"),
]


def ha_date(local: str) -> str:
    dt = when(local, "+01:00")
    return f"{HA_MONTHS[dt.month - 1]} {dt.day}, {dt.year}"


def tex(text: str) -> str:
    """WordPress's wptexturize on typed apostrophes: ’ after a letter, ‘ at the start of a word ('yan → ‘yan)."""
    return re.sub(r"(?<=\w)'", "’", re.sub(r"(^|(?<=[\s(“]))'(?=\w)", "‘", text))


def ha_story(key: str, post_id: int, slug: str, title: str, local: str, account: str, authors: list[str],
             credit: str, lines: list[str], shape: str, **extra: object) -> Doc:  # fmt: skip
    """`credit` is the bold "Daga …" first line of the body; `account` the WordPress user the theme shows. The
    title and the text are shown texturized (the label follows the page); Yoast's og:title and JSON-LD keep the
    typed apostrophes (`raw_title`)."""
    dt = when(local, "+01:00")
    gmt = dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")  # Yoast: post_date_gmt
    return story(key, f"/{slug}/", tex(title), dt.date().isoformat(), gmt, ha_date(local), authors,
                 [tex(line) for line in lines], shape, post_id=post_id, account=account, credit=credit,
                 raw_title=title, **{k: tex(v) if isinstance(v, str) and k in ("bio", "kicker") else v
                                     for k, v in extra.items()})  # fmt: skip


class Tauraruwa(Base):
    origin = "https://www.tauraruwa.test"
    name = "Tauraruwa"
    prefix = "trw"
    language = "ha"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "trw",
            [
                "#tie-body",
                ".theme-header",
                ".main-nav",
                ".post-title",
                ".entry-content",
                ".post-meta",
                ".share-links",
                "#related-posts",
                ".widget-title",
                ".site-footer",
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
                "Tauraruwa",
                "jannah-home",
                list=["takaice", "zabe", "garkuwa", "kwallo", "taki", "hira", "polio", "raayi"],
            )
        )
        add(
            page(
                "labarai",
                "/category/labarai/",
                "section",
                "Labarai",
                "wp-category",
                list=["takaice", "zabe", "garkuwa", "taki", "polio"],
                more="labarai2",
            )
        )
        add(
            page(
                "labarai2",
                "/category/labarai/page/2/",
                "section",
                "Labarai",
                "wp-category-page2",
                list=["hira"],
                old=True,
            )
        )
        add(page("tag", "/tag/kano/", "tag", "Kano", "wp-tag", list=["takaice", "kwallo", "taki"], old=True))
        add(
            page(
                "author", "/author/musa-abubakar/", "author", "Musa Abubakar", "wp-author", list=["takaice", "garkuwa"]
            )
        )
        add(page("search", "/?s=taki", "search", "Sakamakon bincike: taki", "wp-search", list=["taki"], old=True))
        add(page("about", "/game-da-mu/", "about", "Game da Mu", "wp-page", [
            "Tauraruwa jarida ce ta intanet da ke kawo labaran Najeriya, Afirka da duniya baki ɗaya cikin harshen Hausa. An kafa ta a birnin Kano a shekarar 2015.",
            "Muna da wakilai a jihohin Arewa 19 da Abuja, kuma muna aiki bisa ƙa'idojin aikin jarida na gaskiya, adalci da rashin son kai.",
            "## Tuntuɓe mu",
            "- Adireshi: Lamba 12, Titin Gidan Murtala, Kano",
            "- Imel: labarai@tauraruwa.test",
            "- Waya: +234 803 000 1122",
        ]))  # fmt: skip
        add(page("privacy", "/manufar-sirri/", "policy", "Manufar Sirri", "wp-page-updated", [
            "An sabunta a ranar: Oktoba 15, 2026",
            "Tauraruwa na mutunta sirrin masu karatu. Bayanan da kuka ba mu yayin yin sharhi ko yin rajista, kamar suna da adireshin imel, ba za mu bayar da su ga wani ba.",
            "Shafinmu yana amfani da kukis domin fahimtar yadda masu karatu ke amfani da shi da kuma nuna tallace-tallace. Kuna iya kashe kukis a saitunan burauzarku.",
            "Don kowace tambaya game da wannan manufa, ku rubuto mana a sirri@tauraruwa.test.",
        ]))  # fmt: skip
        add(page("video", "/bidiyo-yadda-gobara-ta-lalata-shaguna-a-kasuwar-sabon-gari/", "video", "BIDIYO: Yadda gobara ta lalata shaguna a kasuwar Sabon Gari", "wp-video-post-one-line",
                 caption="Kalli yadda jami'an kashe gobara suka yi ƙoƙarin kashe wutar da ta tashi a kasuwar Sabon Gari da ke Kano a daren Alhamis.",
                 stamp="Disamba 4, 2026", iso="2026-12-04T08:05:00+00:00", post_id=48377))  # fmt: skip

        add(ha_story(
            "takaice", 48371, "gobara-ta-lalata-shaguna-30-a-kasuwar-sabon-gari-ta-kano", "Gobara ta lalata shaguna 30 a kasuwar Sabon Gari ta Kano",
            "2026-12-04 07:45", "Musa Abubakar", ["Musa Abubakar"], "Daga Musa Abubakar, Kano",
            [
                "Wata gobara da ta tashi a daren Alhamis ta lalata shaguna akalla 30 a ɓangaren masu sayar da kayan sawa na kasuwar Sabon Gari da ke birnin Kano.",
                "Kakakin hukumar kashe gobara ta jihar, Malam Aminu Ɗahiru, ya ce jami'ansu sun isa wurin cikin mintuna goma kuma sun kashe wutar kafin ta bazu zuwa sauran sassan kasuwar. Ya ce ba a samu asarar rai ba, kuma ana ci gaba da bincike kan musabbabin gobarar.",
            ],
            "two-paragraph-brief", tags=True,
        ))  # fmt: skip
        add(ha_story(
            "zabe", 48366, "hukumar-zabe-ta-katsina-ta-sanya-ranar-zaben-kananan-hukumomi", "Hukumar zaɓe ta Katsina ta sanya ranar zaɓen ƙananan hukumomi",
            "2026-12-04 00:40", "Editor", [], "Daga Wakilinmu",
            [
                "Hukumar Zaɓe Mai Zaman Kanta ta Jihar Katsina ta sanya ranar Asabar, 20 ga watan Fabrairu, 2027 a matsayin ranar gudanar da zaɓen shugabannin ƙananan hukumomi 34 da kansiloli 361 na jihar.",
                "Shugaban hukumar, Alhaji Lawal Faskari, ya bayyana haka ne a wani taron manema labarai da ya gudanar a Katsina a daren Alhamis.",
                "Ya ce jam'iyyun siyasa za su fara sayar da fom ɗin tsayawa takara daga ranar 4 ga watan Janairu, yayin da za a rufe miƙa sunayen 'yan takara a ranar 25 ga watan Janairu.",
                "“Hukumar ta shirya tsaf domin gudanar da zaɓe mai inganci, sahihi kuma cikin lumana. Muna kira ga jam'iyyu da magoya bayansu su guji duk wani abu da zai iya tayar da hankali,” in ji Faskari.",
                "## Kuɗin fom",
                "A cewar jadawalin da hukumar ta fitar, masu neman kujerar shugaban ƙaramar hukuma za su biya Naira miliyan 1.5 a matsayin kuɗin fom, yayin da masu neman kujerar kansila za su biya Naira 250,000.",
                "Wasu jam'iyyun adawa sun soki wannan kuɗi da cewa ya yi yawa, suna masu cewa hakan zai hana matasa da mata tsayawa takara.",
                "Sakataren wata jam'iyyar adawa a jihar, Malam Yusuf Ɗanmusa, ya ce: “Wannan kuɗi ya fi ƙarfin talakawa. Muna kira ga hukumar ta sake duba shi domin kowa ya samu damar shiga.”",
                "Rabon da aka gudanar da zaɓen ƙananan hukumomi a jihar tun a shekarar 2022, inda jam'iyya mai mulki ta lashe dukkan kujerun.",
            ],
            "desk-credit-gmt-previous-day",
        ))  # fmt: skip
        add(ha_story(
            "garkuwa", 48342, "yan-sanda-sun-kama-mutum-bakwai-da-ake-zargi-da-garkuwa-da-mutane-a-kaduna", "'Yan sanda sun kama mutum bakwai da ake zargi da garkuwa da mutane a Kaduna",
            "2026-12-03 14:20", "Musa Abubakar", ["Musa Abubakar"], "Daga Musa Abubakar, Kaduna",
            [
                "Rundunar 'yan sandan Jihar Kaduna ta ce ta kama wasu mutum bakwai da ake zargi da hannu a jerin sace-sacen mutane da aka yi a kan babbar hanyar Kaduna zuwa Abuja a cikin watanni uku da suka gabata.",
                "Kakakin rundunar, DSP Ibrahim Yakubu, ya bayyana haka ne a wata sanarwa da ya fitar a ranar Laraba a Kaduna.",
                "Ya ce an kama waɗanda ake zargin ne a wani samame da jami'an rundunar suka kai a maɓoyarsu da ke dazukan ƙaramar hukumar Chikun, bayan samun sahihan bayanan sirri daga mazauna yankin.",
                "A cewarsa, an ƙwato bindigogi ƙirar AK-47 guda uku, harsasai 146, babura huɗu da kuma wayoyin hannu guda 11 daga hannun waɗanda ake zargin.",
                "“Bincike na farko ya nuna cewa waɗanda ake zargin suna da hannu a sace fasinjoji 23 a kan hanyar Kaduna zuwa Abuja, da kuma sace wasu manoma a ƙauyukan da ke kusa da Kujama,” in ji sanarwar.",
                "FIG: Waɗanda ake zargi | Waɗanda ake zargin a hedikwatar rundunar 'yan sanda da ke Kaduna (Hoto: Tauraruwa)",
                "## Kuɗin fansa",
                "Rundunar ta ce wasu daga cikin waɗanda ake zargin sun amsa cewa sun karɓi kuɗin fansa da ya kai Naira miliyan 85 daga iyalan mutanen da suka sace.",
                "Kwamishinan 'yan sandan jihar ya yaba wa al'ummar yankin bisa haɗin kan da suke bai wa jami'an tsaro, tare da kira gare su da su ci gaba da bayar da bayanai a kan duk wani motsi da ba su gamsu da shi ba. Ya kuma ce za a gurfanar da waɗanda ake zargin a gaban kotu da zarar an kammala bincike.",
                "Wani mazaunin Kujama, Malam Haruna Adamu, ya shaida wa Tauraruwa cewa mutane da dama a yankin sun daina zuwa gonakinsu saboda tsoron masu garkuwa da mutane. “Muna fatan wannan kamen zai kawo mana sauƙi, domin yanzu lokacin girbi ne kuma mun kasa zuwa gona,” in ji shi.",
                "Hanyar Kaduna zuwa Abuja dai ta sha fama da matsalar sace-sacen mutane a shekarun baya, lamarin da ya sa matafiya da dama suka koma bin jirgin ƙasa.",
            ],
            "byline-first-line-with-town",
        ))  # fmt: skip
        add(ha_story(
            "kwallo", 48339, "gwarzon-kano-fc-ta-doke-jaruman-jos-da-ci-2-0", "Gwarzon Kano FC ta doke Jaruman Jos da ci 2-0",
            "2026-12-03 20:15", "Usman Ibrahim", ["Usman Ibrahim"], "Daga Usman Ibrahim",
            [
                "Ƙungiyar ƙwallon ƙafa ta Gwarzon Kano FC ta samu nasara a kan Jaruman Jos da ci 2-0 a wasan mako na 14 na gasar Firimiya ta Najeriya da aka buga a filin wasa na Sani Abacha da ke Kano a yammacin ranar Alhamis.",
                "Ɗan wasan gaba Abba Sadiq ne ya fara jefa ƙwallo a raga a minti na 23, bayan ya karɓi ƙwallon da Nasiru Lawan ya buga masa daga gefen hagu.",
                "Jaruman Jos sun yi ƙoƙarin farke ƙwallon kafin a tafi hutun rabin lokaci, amma mai tsaron ragar Gwarzon Kano, Ahmad Maikudi, ya tare bugun da Emmanuel Dung ya yi daga kusa.",
                "Bayan dawowa daga hutun rabin lokaci, Gwarzon Kano ta ci gaba da matsa lamba, kuma a minti na 71 Ibrahim Ɗan Kano ya ƙara ƙwallo ta biyu da ka, bayan bugun kusurwa.",
                "## Abin da masu horarwa suka ce",
                "Kocin Gwarzon Kano, Mohammed Babangida, ya ce ya ji daɗin yadda 'yan wasansa suka taka rawa. “Mun shirya sosai domin wannan wasan. Mun san Jaruman Jos ƙungiya ce mai ƙarfi, amma yaranmu sun nuna ƙwazo,” in ji shi.",
                "Shi kuma kocin Jaruman Jos, Daniel Pam, ya ce rashin sa'a ce ta hana ƙungiyarsa samun maki a wasan. “Mun samu dama da yawa amma ba mu yi amfani da su ba. Za mu gyara kurakuranmu kafin wasa na gaba,” ya ce.",
                "Da wannan nasara, Gwarzon Kano ta haura zuwa mataki na uku a teburin gasar da maki 25, yayin da Jaruman Jos ke mataki na takwas da maki 19.",
                "Magoya baya fiye da 15,000 ne suka cika filin wasan, lamarin da ya sa jami'an tsaro suka tsaurara matakan tsaro a ƙofofin shiga.",
            ],
            "match-report", tags=True,
        ))  # fmt: skip
        add(ha_story(
            "taki", 48318, "farashin-taki-ya-yi-tashin-gwauron-zabi-a-kasuwannin-kano", "Farashin taki ya yi tashin gwauron zabi a kasuwannin Kano",
            "2026-12-02 10:05", "Tauraruwa Hausa", ["Aisha Sani Yusuf"], "Daga Aisha Sani Yusuf",
            [
                "Farashin takin zamani ya yi tashin gwauron zabi a kasuwannin Jihar Kano, lamarin da ya jefa manoman rani cikin damuwa yayin da suke shirin fara noman alkama da tumatir.",
                "Wani bincike da Tauraruwa ta gudanar a kasuwannin Dawanau, Sabon Gari da Kura a ranar Talata ya nuna cewa ana sayar da buhun takin NPK mai nauyin kilo 50 a kan Naira 58,000 zuwa Naira 62,000, sabanin Naira 38,000 da ake sayarwa a watan Yuli.",
                "Haka kuma buhun takin Urea ya tashi daga Naira 35,000 zuwa Naira 52,000 a cikin watanni huɗu.",
                "Alhaji Sule Ɗan'azumi, wani dillalin taki a kasuwar Dawanau, ya ce tsadar ta samo asali ne daga ƙarancin taki a kamfanonin da ke haɗa shi da kuma tashin farashin sufuri. “Mu ma muna saya da tsada ne daga manyan dillalai. Motar da ke kawo mana taki daga Legas yanzu tana karɓar kusan ninki biyu na abin da take karɓa a bara,” in ji shi.",
                "## Manoma sun koka",
                "Malam Garba Idris, wani manomin alkama a ƙaramar hukumar Kura, ya ce yana buƙatar buhu goma na taki domin gonarsa mai girman hekta biyu, amma ba zai iya sayen fiye da rabin hakan ba da farashin yanzu.",
                "“Idan ba mu sa taki yadda ya kamata ba, amfanin gona zai ragu. Wannan zai ƙara tsadar abinci a kasuwa nan gaba,” in ji shi.",
                "Ƙungiyar manoma ta ƙasa reshen Jihar Kano ta yi kira ga gwamnatin jihar da ta tarayya da su samar da taki mai rangwame kafin lokacin noman rani ya yi nisa.",
                "## Martanin gwamnati",
                "Da yake mayar da martani, jami'in hulɗa da jama'a na ma'aikatar noma ta jihar, Malam Bashir Tijjani, ya ce gwamnatin jihar ta sayo buhunan taki 120,000 waɗanda za a raba wa manoma a kan farashi mai rahusa daga mako mai zuwa.",
                "Ya ce za a sayar da buhun ne a kan Naira 30,000 ta hanyar ƙungiyoyin manoma da aka yi wa rajista, domin tabbatar da cewa takin ya isa ga manoma na gaskiya ba ga 'yan kasuwa ba.",
            ],
            "site-account-in-author-meta", tags=True,
        ))  # fmt: skip
        add(ha_story(
            "hira", 48310, "nura-kabo-matasa-su-koma-gona-akwai-arziki-a-noman-shinkafa", "Nura Kabo: Matasa su koma gona, akwai arziki a noman shinkafa",
            "2026-12-02 16:30", "Editor", ["Aisha Sani Yusuf", "Usman Ibrahim"], "Daga Aisha Sani Yusuf da Usman Ibrahim",
            [
                "Alhaji Nura Kabo, mai shekara 38, yana noma shinkafa a kan fili mai girman hekta 40 a Kadawa da ke ƙaramar hukumar Garun Malam, kuma yana ɗaukar matasa fiye da 60 aiki a lokacin damina. A wannan hira da Tauraruwa, ya yi bayani kan yadda ya fara da kuma ƙalubalen da manoma ke fuskanta.",
                "Q: Yaya aka yi ka fara noman shinkafa? || Na kammala karatun digiri a fannin lissafi a shekarar 2011, amma na shafe shekaru uku ban samu aiki ba. Mahaifina manomi ne, sai ya ba ni gona mai girman hekta ɗaya na gwada. A shekarar farko na samu buhu 48, kuma ribar da na samu ta fi albashin da zan samu a ofis. Tun daga lokacin ban waiwaya ba.",
                "Q: Wane ƙalubale ne mafi girma a wannan sana'a? || Tsadar kayan aiki, musamman taki da maganin ƙwari. Sannan rashin isasshen ruwa a lokacin rani idan madatsar ruwa ta Tiga ba ta sako ruwa yadda ya kamata ba. Akwai kuma matsalar kasuwa: a lokacin girbi farashi yana faɗuwa sosai, sai ka ga mai sayen shinkafa ya fi manomi riba.",
                "Q: Ta yaya kake magance matsalar faɗuwar farashi? || Ba na sayar da duka amfanin gonata lokacin girbi. Na gina ɗakin ajiya, kuma muna haɗa kai da wasu manoma a ƙungiyar haɗin gwiwa domin sayar da shinkafa kai tsaye ga kamfanonin sarrafa ta. Hakan yana ba mu damar samun farashi mai kyau.",
                "Q: Me za ka ce wa matasan da ke zaune ba aikin yi? || Su koma gona. Noma ba sana'ar talakawa ba ce kamar yadda wasu ke tunani. Idan matashi ya fara da ƙaramin fili, ya koyi dabarun noman zamani, ya kuma yi haƙuri, zai ga amfani. Amma kada su yi tsammanin arziki a shekara ɗaya.",
                "Q: Me kake so gwamnati ta yi wa manoma? || Muna buƙatar taki a kan lokaci kuma a farashi mai sauƙi, mu kuma samu rancen kuɗi ba tare da ruwa mai yawa ba. Sannan a inganta hanyoyin karkara domin mu samu damar kai amfanin gonarmu kasuwa.",
            ],
            "qa-interview-two-authors-da", kicker="HIRA",
        ))  # fmt: skip
        add(ha_story(
            "polio", 48287, "za-a-ba-yara-miliyan-1-2-rigakafin-cutar-shan-inna-a-sokoto", "Za a ba yara miliyan 1.2 rigakafin cutar shan inna a Sokoto",
            "2026-12-01 11:30", "Tauraruwa Hausa", ["Abdullahi Garba"], "Daga Abdullahi Garba, Sokoto",
            [
                "Hukumar kula da lafiya matakin farko ta Jihar Sokoto ta ce za ta fara aikin rigakafin cutar shan inna na gida-gida a ranar Asabar mai zuwa, inda ake sa ran ba yara fiye da miliyan 1.2 'yan ƙasa da shekara biyar digon rigakafin.",
                "Babban sakataren hukumar, Dakta Aliyu Shehu Bodinga, ya bayyana haka ne a ranar Litinin yayin wani taron masu ruwa da tsaki da aka gudanar a Sokoto.",
                "Ya ce aikin zai gudana a dukkan ƙananan hukumomi 23 na jihar na tsawon kwanaki huɗu, kuma ma'aikatan lafiya fiye da 9,000 ne za su bi gida-gida.",
                "“Mun samu rahoton ɓullar nau'in cutar shan inna da ke samuwa daga rigakafi a wasu ƙananan hukumomi uku a farkon wannan shekara. Don haka wajibi ne mu tabbatar da cewa babu yaron da aka bari ba tare da rigakafi ba,” in ji shi.",
                "## Rawar sarakuna da malamai",
                "Dakta Bodinga ya yaba wa sarakunan gargajiya da malaman addini bisa gudunmawar da suke bayarwa wajen wayar da kan iyaye game da muhimmancin rigakafi.",
                "Ya ce a baya wasu iyaye sun riƙa ƙin karɓar rigakafin saboda jita-jita, amma yanzu lamarin ya ragu sosai sakamakon wayar da kan jama'a da ake yi a masallatai da kasuwanni.",
                "Wani hakimi a ƙaramar hukumar Wamakko, Alhaji Umaru Bello, ya ce masarautarsa za ta tura dagatai su raka ma'aikatan lafiya zuwa kowane gida.",
                "Hukumar ta kuma roƙi iyaye da su riƙa adana katin rigakafin 'ya'yansu tare da kai su asibiti domin sauran rigakafin da suka wajaba.",
                "Najeriya ta samu shaidar kawar da cutar shan inna ta daji a shekarar 2020, amma har yanzu ana samun ɓullar nau'in cutar da ke samuwa daga rigakafi a wasu jihohin Arewa.",
            ],
            "byline-first-line-site-account",
        ))  # fmt: skip
        add(ha_story(
            "raayi", 48280, "raayi-ilimin-yaya-mata-shi-ne-ginshikin-ci-gaban-arewa", "Ra'ayi: Ilimin 'ya'ya mata shi ne ginshiƙin ci gaban Arewa",
            "2026-12-01 18:00", "Editor", ["Hauwa Lawal Abdullahi"], "Daga Dr. Hauwa Lawal Abdullahi",
            [
                "A duk lokacin da aka fitar da ƙididdigar yaran da ba sa zuwa makaranta a Najeriya, jihohin Arewa ne ke kan gaba. Abin da ya fi tayar da hankali shi ne yawancin waɗannan yara 'ya'ya mata ne. A wasu ƙananan hukumomi, cikin 'yan mata goma, uku ne kacal ke kammala makarantar firamare.",
                "Wannan ba ƙaramar matsala ba ce. Duk al'ummar da ta bar rabin mutanenta ba tare da ilimi ba, ta yanke wa kanta hukuncin talauci. Bincike ya nuna cewa mace mai ilimi tana da damar samun aikin yi, tana kula da lafiyar iyalinta fiye da wadda ba ta yi karatu ba, kuma tana tura 'ya'yanta makaranta.",
                "## Me ke hana 'yan mata zuwa makaranta?",
                "Dalilai suna da yawa. Na farko talauci: iyaye da dama suna ganin gara yarinya ta taimaka a kasuwanci ko aikin gida da ta tafi makaranta. Na biyu nisan makarantu: a karkara, yarinya na iya tafiya fiye da kilomita biyar kafin ta isa makarantar sakandare mafi kusa.",
                "Na uku kuma rashin tsaro. Sace ɗalibai da aka yi a wasu makarantun kwana a shekarun baya ya sa iyaye da yawa janye 'ya'yansu mata daga makaranta gaba ɗaya.",
                "Akwai kuma batun aurar da yara tun suna ƙanana. Ko da yake addini da al'ada ba su hana ilimin mace ba, wasu iyaye na ganin aure ya fi muhimmanci fiye da karatu.",
                "## Mafita",
                "Gwamnatoci a matakin jiha da ƙananan hukumomi suna da babban aiki a nan. Ya kamata a gina makarantu kusa da al'umma, a ɗauki malamai mata, a kuma samar da tallafin kuɗi ga iyalan da suka tura 'ya'yansu mata makaranta. Shirin ciyar da ɗalibai ma ya nuna cewa yana ƙara yawan yaran da ke zuwa makaranta.",
                "Haka kuma, sarakunan gargajiya da malaman addini suna da tasiri sosai. Idan suka fito fili suna jaddada muhimmancin ilimin 'ya'ya mata, iyaye za su saurara.",
                "Mu kuma a matsayinmu na iyaye, mu sani cewa ilimin da muka ba 'yarmu ba asara ba ne. Jari ne da zai amfani iyali, al'umma da ƙasa baki ɗaya.",
                "Arewa ba za ta ci gaba ba matuƙar rabin al'ummarta na zaune a gida ba tare da ilimi ba. Lokaci ya yi da za mu tashi tsaye.",
            ],
            "column-honorific-bio-box", kicker="RA'AYI",
            bio="Dr. Hauwa Lawal Abdullahi malama ce a Sashen Ilimi na Jami'ar Bayero, Kano. Ra'ayoyin da ke cikin wannan maƙala nata ne, ba na Tauraruwa ba.",
        ))  # fmt: skip

        for d in self.docs.values():  # WordPress pages are texturized too
            if not d.is_article:
                d.blocks = [
                    (b[0], [tex(i) for i in b[1]], *b[2:]) if b[0] in ("ul", "ol") else (b[0], tex(b[1]), *b[2:])
                    for b in d.blocks
                ]
                if "caption" in d.extra:
                    d.extra["caption"] = tex(d.extra["caption"])

    # ---- templates ----

    def frame(self, doc: Doc, main: str) -> str:
        raw = doc.extra.get("raw_title", doc.title)  # Yoast writes the title as typed, not texturized
        nav = "".join(
            f'<li id="menu-item-{900 + i}" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-{900 + i}">{link}</li>'
            for i, link in enumerate(
                [self.a("home", "Gida", "nav"), self.a("labarai", "Labarai", "nav")]
                + [
                    f'<a href="{p}">{t}</a>'
                    for p, t in (
                        ("/category/siyasa/", "Siyasa"),
                        ("/category/wasanni/", "Wasanni"),
                        ("/category/kasuwanci/", "Kasuwanci"),
                        ("/category/lafiya/", "Lafiya"),
                        ("/category/raayi/", "Ra'ayi"),
                    )
                ]
                + [self.a("video", "Bidiyo", "nav")]
            )
        )
        is_post = doc.is_article or doc.kind == "video"
        meta = [
            f"<title>{esc(raw)} - Tauraruwa</title>"
            if doc.kind != "home"
            else "<title>Tauraruwa - Labaran Gaskiya Cikin Harshen Hausa</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            '<meta property="og:locale" content="ha_NG" />',
            f'<meta property="og:type" content="{"article" if is_post else "website"}" />',
            f'<meta property="og:title" content="{esc(raw)} - Tauraruwa" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Tauraruwa" />',
        ]
        if is_post:
            iso = doc.iso if doc.is_article else doc.extra["iso"]
            account = doc.extra.get("account", "Editor")
            post_id = doc.extra["post_id"]
            meta += [
                '<meta property="article:publisher" content="https://www.facebook.com/tauraruwahausa" />',
                f'<meta property="article:published_time" content="{iso}" />',
                f'<meta property="article:modified_time" content="{iso}" />',
                f'<meta property="og:image" content="https://www.tauraruwa.test/wp-content/uploads/2026/12/{doc.key}-{post_id}.jpg" />',
                f'<meta name="author" content="{esc(account)}" />',
                '<meta name="twitter:card" content="summary_large_image" />',
                '<meta name="twitter:label1" content="Written by" />',
                f'<meta name="twitter:data1" content="{esc(account)}" />',
                '<meta name="twitter:label2" content="Est. reading time" />',
                f'<meta name="twitter:data2" content="{max(1, len(doc.body.split()) // 200)} minute{"s" if len(doc.body.split()) >= 400 else ""}" />',
            ]
            person_id = f"{self.origin}/#/schema/person/{sum(map(ord, account)):06x}"
            graph = [
                {
                    "@type": "Article",
                    "@id": self.url(doc.key) + "#article",
                    "isPartOf": {"@id": self.url(doc.key)},
                    "author": {"name": account, "@id": person_id},
                    "headline": raw,
                    "datePublished": iso,
                    "dateModified": iso,
                    "mainEntityOfPage": {"@id": self.url(doc.key)},
                    "publisher": {"@id": self.origin + "/#organization"},
                    "articleSection": ["Bidiyo" if doc.kind == "video" else "Labarai"],
                    "inLanguage": "ha",
                },
                {
                    "@type": "WebPage",
                    "@id": self.url(doc.key),
                    "url": self.url(doc.key),
                    "name": f"{raw} - Tauraruwa",
                    "datePublished": iso,
                    "inLanguage": "ha",
                },
                {
                    "@type": "BreadcrumbList",
                    "@id": self.url(doc.key) + "#breadcrumb",
                    "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": "Gida", "item": self.origin + "/"},
                        {"@type": "ListItem", "position": 2, "name": raw},
                    ],
                },
                {
                    "@type": "Organization",
                    "@id": self.origin + "/#organization",
                    "name": "Tauraruwa",
                    "url": self.origin + "/",
                },
                {
                    "@type": "Person",
                    "@id": person_id,
                    "name": account,
                    "url": self.origin + "/author/" + account.lower().replace(" ", "-") + "/",
                },
            ]
            meta.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
            )
        meta.append('<meta name="generator" content="WordPress 6.6.2" />')
        body_class = (
            f"post-template-default single single-post postid-{doc.extra.get('post_id', 0)} single-format-standard"
            if is_post
            else ("home blog" if doc.kind == "home" else f"archive {doc.kind}")
        )
        recent = "".join(
            f'<li class="widget-single-post-item widget-post-list">{self.a(k, self.docs[k].title, "aside")}<span class="date meta-item tie-icon">{self.docs[k].stamp}</span></li>'
            for k in ("takaice", "garkuwa", "taki")
        )
        return f"""<!DOCTYPE html>
<html lang="ha" class="" data-skin="light">
<head>
<meta charset="UTF-8" />
<link rel="profile" href="https://gmpg.org/xfn/11" />
{chr(10).join(meta)}
<link rel="alternate" type="application/rss+xml" title="Tauraruwa &raquo; Feed" href="{self.origin}/feed/" />
<link rel="stylesheet" id="tie-css-base-css" href="/wp-content/themes/jannah/assets/css/base.min.css?ver=7.2.0" type="text/css" media="all" />
<link rel="stylesheet" id="tie-css-single-css" href="/wp-content/themes/jannah/assets/css/single.min.css?ver=7.2.0" type="text/css" media="all" />
<style id="tie-css-inline">/*PAD*/</style>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
</head>
<body id="tie-body" class="{body_class} wrapper-has-shadow block-head-1 magazine1 is-thumb-overlay-disabled is-desktop is-header-layout-3 sidebar-right has-sidebar post-layout-1">
<div class="background-overlay"><div id="tie-container" class="site tie-container"><div id="tie-wrapper">
<header id="theme-header" class="theme-header header-layout-3 main-nav-dark main-nav-default-dark main-nav-below no-stream-item top-nav-active top-nav-light top-nav-above has-shadow">
<nav id="top-nav" class="top-nav header-nav" aria-label="Secondary Navigation"><div class="container"><div class="topbar-wrapper"><div class="topbar-today-date tie-icon">Juma'a, Disamba 4, 2026</div><ul class="components"><li class="social-icons-item"><a class="social-link facebook-social-icon" rel="external noopener nofollow" target="_blank" href="https://www.facebook.com/tauraruwahausa"><span class="tie-social-icon tie-icon-facebook"></span><span class="screen-reader-text">Facebook</span></a></li><li class="social-icons-item"><a class="social-link twitter-social-icon" rel="external noopener nofollow" target="_blank" href="https://x.com/tauraruwahausa"><span class="screen-reader-text">X</span></a></li></ul></div></div></nav>
<div class="container header-container"><div class="tie-row logo-row"><div class="logo-wrapper"><div id="logo" class="image-logo"><a title="Tauraruwa" href="/"><img src="/wp-content/uploads/2024/01/tauraruwa-logo.png" alt="Tauraruwa" class="logo_normal" width="300" height="80" /></a></div></div></div></div>
<div class="main-nav-wrapper"><nav id="main-nav" class="main-nav header-nav" aria-label="Primary Navigation"><div class="container"><div class="main-menu-wrapper"><div id="menu-components-wrap"><div class="main-menu main-menu-wrap tie-alignleft"><div id="main-nav-menu" class="main-menu header-menu"><ul id="menu-babban-menu" class="menu">{nav}</ul></div></div><ul class="components"><li class="search-compact-icon menu-item custom-menu-link"><a href="#" class="tie-search-trigger"><span class="tie-icon-search tie-search-icon" aria-hidden="true"></span><span class="screen-reader-text">Bincika</span></a></li></ul></div></div></div></nav></div>
</header>
<div id="content" class="site-content container"><div id="main-content-row" class="tie-row main-content-row">
<div class="main-content tie-col-md-8 tie-col-xs-12" role="main">
{main}
</div>
<aside class="sidebar tie-col-md-4 tie-col-xs-12 normal-side is-sticky" aria-label="Primary Sidebar"><div class="theiaStickySidebar">
<div id="posts-list-widget-2" class="container-wrapper widget posts-list"><div class="widget-title the-global-title"><div class="the-subtitle">Sababbin Labarai</div></div><div class="widget-posts-list-wrapper"><div class="widget-posts-list-container"><ul class="posts-list-items widget-posts-wrapper">{recent}</ul></div></div></div>
<div id="search-2" class="container-wrapper widget widget_search"><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Bincika:</span><input type="search" class="search-field" placeholder="Bincika &hellip;" value="" name="s" /></label><input type="submit" class="search-submit" value="Bincika" /></form></div>
</div></aside>
</div></div>
<footer id="footer" class="site-footer dark-skin dark-widgetized-area"><div id="site-info" class="site-info site-info-layout-2"><div class="container"><div class="tie-row"><div class="tie-col-md-12"><div class="copyright-text copyright-text-first">&copy; 2026 Tauraruwa. Duk haƙƙoƙi na kiyaye.</div><div class="footer-menu"><ul id="menu-footer" class="menu"><li class="menu-item">{self.a("about", "Game da Mu", "footer")}</li><li class="menu-item">{self.a("privacy", "Manufar Sirri", "footer")}</li><li class="menu-item"><a href="/tuntube-mu/">Tuntuɓe Mu</a></li><li class="menu-item"><a href="/talla/">Talla</a></li></ul></div></div></div></div></div></footer>
<a id="go-to-top" class="go-to-top-button" href="#go-to-tie-body"><span class="tie-icon-angle-up"></span><span class="screen-reader-text">Koma sama</span></a>
</div></div></div>
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice"><div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">Muna amfani da kukis domin inganta shafinmu. Idan kuka ci gaba da amfani da shi, mun ɗauka kun amince.</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">Na amince</a></span></div></div>
<script type="text/javascript" id="tie-scripts-js-extra">var tie = {{"is_rtl":"","ajaxurl":"\\/wp-admin\\/admin-ajax.php","is_side_aside_light":"","is_taqyeem_active":"","is_sticky_video":"1","mobile_menu_top":"","mobile_menu_active":"area_1","mobile_menu_parent":"","lightbox_all":"true","lightbox_gallery":"true","lightbox_skin":"dark","lightbox_thumb":"horizontal","lightbox_arrows":"true","is_singular":"1"}};</script>
<script type="text/javascript" src="/wp-content/themes/jannah/assets/js/scripts.min.js?ver=7.2.0" id="tie-scripts-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        account = doc.extra["account"]
        post_id = doc.extra["post_id"]
        acct_link = (
            self.a("author", account, "byline", attrs=f'class="author-name tie-icon" title="{esc(account)}"')
            if account == "Musa Abubakar"
            else f'<a href="/author/{account.lower().replace(" ", "-")}/" class="author-name tie-icon" title="{esc(account)}">{esc(account)}</a>'
        )
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="/wp-content/uploads/2026/12/{doc.key}-2-1024x683.jpg" alt="{esc(alt)}" class="wp-image-{post_id + 1}" /><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        body = f"<p><strong>{esc(doc.extra['credit'])}</strong></p>\n{body}"
        bio = ""
        if doc.extra.get("bio"):
            bio = f'<p class="author-note"><em>{esc(doc.extra["bio"])}</em></p>'
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="post-bottom-meta post-bottom-tags post-tags-modern"><div class="post-bottom-meta-title"><span class="tie-icon-tags" aria-hidden="true"></span> Alamomi</div><span class="tagcloud">{self.a("tag", "Kano", "content", attrs=REL_TAG)} <a href="/tag/arewa/" rel="tag">Arewa</a></span></div>'
        related = "".join(
            f'<div class="related-item tie-standard"><a aria-label="{esc(self.docs[k].title)}" href="{esc(self.href(k))}" class="post-thumb"><img width="390" height="220" src="/wp-content/uploads/2026/12/{k}-390x220.jpg" alt="" /></a><h3 class="post-title">{self.a(k, self.docs[k].title, "related")}</h3><div class="post-meta clearfix"><span class="date meta-item tie-icon">{self.docs[k].stamp}</span></div></div>'
            for k in [k for k in ARTS if k != doc.key][:3]
        )
        kicker = (
            f'<span class="post-cat-wrap"><a class="post-cat tie-cat-7" href="/category/raayi/">{esc(doc.extra["kicker"])}</a></span>'
            if doc.extra.get("kicker")
            else f'<span class="post-cat-wrap">{self.a("labarai", "Labarai", "content", attrs=CAT)}</span>'
        )
        return f"""<article id="the-post" class="container-wrapper post-content tie-standard">
<header class="entry-header-outer">
<nav id="breadcrumb"><a href="/"><span class="tie-icon-home" aria-hidden="true"></span> Gida</a><em class="delimiter">/</em>{self.a("labarai", "Labarai", "breadcrumb")}<em class="delimiter">/</em><span class="current">{esc(doc.title)}</span></nav>
<div class="entry-header">
{kicker}
<h1 class="post-title entry-title">{esc(doc.title)}</h1>
<div class="single-post-meta post-meta clearfix"><span class="author-meta single-author with-avatars"><span class="meta-item meta-author-wrapper meta-author-{sum(map(ord, account)) % 20}"><span class="meta-author-avatar"><img alt="Photo of {esc(account)}" src="/wp-content/uploads/avatars/{sum(map(ord, account)) % 20}-140x140.jpg" class="avatar avatar-140 photo" height="140" width="140" /></span><span class="meta-author">{acct_link}</span></span></span><span class="date meta-item tie-icon">{doc.stamp}</span><div class="tie-alignright"><span class="meta-views meta-item"><span class="tie-icon-fire" aria-hidden="true"></span> {post_id % 3000 + 412} </span><span class="meta-reading-time meta-item"><span class="tie-icon-bookmark" aria-hidden="true"></span> Minti {max(1, len(doc.body.split()) // 200)} </span></div></div>
</div>
</header>
<div class="featured-area"><div class="featured-area-inner"><figure class="single-featured-image"><img width="780" height="470" src="/wp-content/uploads/2026/12/{doc.key}-{post_id}-780x470.jpg" class="attachment-jannah-image-post size-jannah-image-post wp-post-image" alt="" decoding="async" fetchpriority="high" /></figure></div></div>
<div class="entry-content entry clearfix">
{body}
{bio}
</div>
<div id="post-extra-info"><div class="theiaStickySidebar"></div></div>
<div class="clearfix"></div>
{tags}
<div id="share-buttons-bottom" class="share-buttons share-buttons-bottom"><div class="share-links share-centered icons-only"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" rel="external noopener nofollow" title="Facebook" target="_blank" class="facebook-share-btn"><span class="share-btn-icon tie-icon-facebook"></span><span class="screen-reader-text">Facebook</span></a><a href="https://x.com/intent/post?text={esc(doc.title)}&amp;url={esc(self.url(doc.key))}" rel="external noopener nofollow" title="X" target="_blank" class="twitter-share-btn"><span class="screen-reader-text">X</span></a><a href="https://api.whatsapp.com/send?text={esc(doc.title)}%20{esc(self.url(doc.key))}" rel="external noopener nofollow" title="WhatsApp" target="_blank" class="whatsapp-share-btn"><span class="screen-reader-text">WhatsApp</span></a></div></div>
</article>
<div class="post-components">
<div id="related-posts" class="container-wrapper has-extra-post"><div class="mag-box-title the-global-title"><h3>Labarai Masu Alaƙa</h3></div><div class="related-posts-list">{related}</div></div>
<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title the-global-title">Ku bar sharhi</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Ba za a wallafa adireshin imel ɗinku ba.</span></p><p class="comment-form-comment"><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><input name="submit" type="submit" id="submit" class="submit" value="Wallafa Sharhi" /><input type="hidden" name="comment_post_ID" value="{post_id}" id="comment_post_ID" /></form></div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<li class="post-item tie-standard"><a aria-label="{esc(d.title)}" href="{esc(self.href(k))}" class="post-thumb"><img width="390" height="220" src="/wp-content/uploads/2026/12/{k}-390x220.jpg" class="attachment-jannah-image-large size-jannah-image-large wp-post-image" alt="" /></a><div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{d.stamp}</span></div><h2 class="post-title">{self.a(k, d.title, "content")}</h2><p class="post-excerpt">{esc(self.lede(d))}</p></div></li>'
            )
        if doc.extra.get("old"):
            items += [
                f'<li class="post-item tie-standard"><div class="post-details"><div class="post-meta clearfix"><span class="date meta-item tie-icon">{s}</span></div><h2 class="post-title"><a href="{p}">{esc(t)}</a></h2></div></li>'
                for p, t, s in OLD
            ]
        pager = ""
        if doc.key == "labarai":
            pager = f'<div class="pages-nav"><div class="pages-numbers pages-standard"><span class="first-page first-last-pages"></span><span class="last-page first-last-pages">{self.a("labarai2", "Shafi na gaba »", "pagination")}</span></div></div>'
        elif doc.key == "labarai2":
            pager = f'<div class="pages-nav"><div class="pages-numbers pages-standard"><span class="first-page first-last-pages">{self.a("labarai", "« Shafi na baya", "pagination")}</span></div></div>'
        head = f'<header class="entry-header-outer container-wrapper"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="screen-reader-text">Tauraruwa - Labaran Gaskiya Cikin Harshen Hausa</h1><div class="mag-box-title the-global-title"><h3>Manyan Labarai</h3></div>'
            extra = f'<div class="mag-box"><div class="mag-box-title the-global-title"><h3>Ƙari</h3></div><ul><li>{self.a("labarai", "Duk labarai", "content")}</li><li>{self.a("video", self.docs["video"].title, "content")}</li><li>{self.a("tag", "Kano", "content")}</li><li>{self.a("author", "Musa Abubakar", "content")}</li><li>{self.a("search", "Binciken taki", "content")}</li></ul></div>'
        elif doc.kind == "author":
            head = '<header class="entry-header-outer container-wrapper"><h1 class="page-title">Musa Abubakar</h1><div class="taxonomy-description"><p>Wakilin Tauraruwa a Kano da Kaduna, mai bayar da rahotanni kan tsaro da al’amuran yau da kullum.</p></div></header>'
        elif doc.kind == "search":
            head = '<header class="entry-header-outer container-wrapper"><h1 class="page-title">Sakamakon bincike: <span>taki</span></h1></header>'
        return f'{head}<div class="mag-box wide-post-box"><div class="container-wrapper"><div class="mag-box-container clearfix"><ul id="posts-container" class="posts-items">{"".join(items)}</ul>{pager}</div></div></div>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article id="the-post" class="container-wrapper post-content tie-video">
<header class="entry-header-outer"><div class="entry-header"><span class="post-cat-wrap"><a class="post-cat tie-cat-9" href="/category/bidiyo/">Bidiyo</a></span><h1 class="post-title entry-title">{esc(doc.title)}</h1><div class="single-post-meta post-meta clearfix"><span class="author-meta single-author"><span class="meta-author"><a href="/author/editor/" class="author-name tie-icon" title="Editor">Editor</a></span></span><span class="date meta-item tie-icon">{doc.extra["stamp"]}</span></div></div></header>
<div class="entry-content entry clearfix">
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper"><iframe title="{esc(doc.title)}" width="780" height="439" src="https://www.youtube.com/embed/Jq7sX0m3RcE?feature=oembed" frameborder="0" allowfullscreen></iframe></div></figure>
<p>{esc(doc.extra["caption"])}</p>
</div>
<p class="related-story">Karanta: {self.a("takaice", self.docs["takaice"].title, "content")}</p>
</article>"""
        return f'<article id="the-post" class="container-wrapper post-content"><header class="entry-header-outer"><h1 class="post-title entry-title">{esc(doc.title)}</h1></header><div class="entry-content entry clearfix">\n{self.blocks(doc)}\n</div></article>'
