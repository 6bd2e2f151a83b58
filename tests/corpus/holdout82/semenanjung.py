# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Suara Semenanjung: a bilingual Malaysian site (Malay and English) on an **Arc XP**-like Fusion front end
(`#fusion-app`, Arc Themes blocks `b-headline`, `b-overline`, `b-byline`, `b-date`, `c-paragraph`, `b-article-body`,
`b-tag`, `b-results-list`, `window.Fusion.globalContent`), URLs with the day and a trailing slash
(`/nasional/2026/12/04/<slug>/`, `/en/nation/2026/12/04/<slug>/`), a section page 2 at `/nasional/?offset=20`,
`/tags/…/`, `/author/…/`, `/search/?query=`. Malay `ms` by default, English `en` on the English edition's stories and
the English writer's page, UTF-8, Malaysia time (MYT, +08:00).

Bylines: "Oleh Nik Farhana Nik Hassan", "Oleh Siti Aisyah Razak dan Lim Wei Jie" (two), "Oleh BERNAMA" (the wire),
"By Bernama", "Oleh Datuk Dr Zainal Abidin Osman" (honorifics), English "By …". Malay stories open with a capitalised
dateline ("KOTA BHARU: "), the Bernama English story with "KUALA LUMPUR, Dec 4 (Bernama) -- "; the wire sign-off
"— BERNAMA" is a line of its own. Dates are printed NST-style in MYT, "Disember 4, 2026 @ 4:30pm" / "December 4, 2026
@ 4:30pm", with "Dikemas kini" on an updated story; Arc's JSON-LD and `globalContent` are in **UTC with
milliseconds**: the badminton report (12:40am on 5 Dec) is `2026-12-04T16:40:00.000Z`. The exclusive carries its
"EXCLUSIVE:" kicker in `<title>` / `og:title` and a separate overline; its photo is credited "— Bernama photo".
Service pages: 4D results (three operators' tables) and prayer times."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import MS_MONTHS, Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.suarasemenanjung.test"
NAME = "Suara Semenanjung"
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
ARTS = ["banjir", "bantuan", "tol", "ringgit", "victims", "badminton", "kolum", "lrt"]
AUTHORS = {
    "Nik Farhana Nik Hassan": "nik-farhana-nik-hassan",
    "Siti Aisyah Razak": "siti-aisyah-razak",
    "Lim Wei Jie": "lim-wei-jie",
    "Kavitha Ramasamy": "kavitha-ramasamy",
    "Daniel Khoo": "daniel-khoo",
    "Zainal Abidin Osman": "zainal-abidin-osman",
    "Arjun Nair": "arjun-nair",
}


def myt(local: str, lang: str) -> str:
    """'2026-12-04 16:30' as printed: 'Disember 4, 2026 @ 4:30pm'."""
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = (int(x) for x in time.split(":"))
    ampm = "am" if hh < 12 else "pm"
    h12 = hh % 12 or 12
    month = (MS_MONTHS if lang == "ms" else EN_MONTHS)[int(m) - 1]
    return f"{month} {int(d)}, {y} @ {h12}:{mm:02d}{ampm}"


def utc_ms(local: str) -> str:
    """MYT wall time to Arc's UTC stamp with milliseconds."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    hh, mm = (int(x) for x in time.split(":"))
    hh -= 8
    if hh < 0:
        hh += 24
        d -= 1
    return f"{y:04d}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00.000Z"


class SuaraSemenanjung(Base):
    origin = ORIGIN
    name = NAME
    prefix = "ssj"
    language = "ms"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ssj",
            [
                ".b-header-nav-chain",
                ".nav-sections a",
                ".b-headline",
                ".b-byline",
                ".b-date",
                ".c-paragraph",
                ".b-results-list__item",
                ".b-most-read li",
                ".b-footer",
                ".b-4d-table td",
                ".consent-banner",
            ],
            300,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "arc-homepage",
                list=["badminton", "banjir", "victims", "lrt", "ringgit", "bantuan", "tol", "kolum"],
                more="nasional",
            )
        )
        add(
            page(
                "nasional",
                "/nasional/",
                "section",
                "Nasional",
                "arc-section",
                list=["banjir", "bantuan", "tol"],
                more="nasional2",
            )
        )
        add(page("nasional2", "/nasional/?offset=20", "section", "Nasional", "arc-section-offset20", list=["kolum"]))
        add(page("tag", "/tags/banjir/", "tag", "banjir", "arc-tag", list=["banjir", "victims", "bantuan"]))
        add(
            page(
                "author",
                "/author/kavitha-ramasamy/",
                "author",
                "Kavitha Ramasamy",
                "arc-author-en",
                list=["ringgit", "lrt"],
                lang="en",
                bio="Kavitha Ramasamy is a business reporter covering markets, the ringgit and the banking sector. She joined Suara Semenanjung's English desk in 2019.",
            )
        )
        add(
            page(
                "search",
                "/search/?query=banjir",
                "search",
                "Keputusan carian: banjir",
                "arc-search",
                list=["banjir", "victims", "bantuan", "kolum"],
            )
        )
        add(
            page(
                "4d",
                "/4d/",
                "lottery",
                "Keputusan 4D Terkini",
                "4d-three-operators",
                [
                    "Keputusan cabutan Rabu, 02/12/2026",
                    "## Magnum 4D (Draw No: 4821/26)",
                    "T: Hadiah | Nombor",
                    "T: Hadiah Pertama | 7350",
                    "T: Hadiah Kedua | 1928",
                    "T: Hadiah Ketiga | 0461",
                    "T: Special | 2207 8813 5049 6632 0175 9904 3318 7481 5526 1093",
                    "T: Saguhati | 4410 6927 0238 8855 3164 7702 9381 2546 6019 1877",
                    "## Da Ma Cai 1+3D (Draw No: 5931/26)",
                    "T: Hadiah | Nombor",
                    "T: Hadiah Pertama | 2684",
                    "T: Hadiah Kedua | 9013",
                    "T: Hadiah Ketiga | 4577",
                    "T: Special | 3390 1245 7718 6602 0839 5571 2264 9105 4487 8036",
                    "## Sports Toto 4D (Draw No: 6102/26)",
                    "T: Hadiah | Nombor",
                    "T: Hadiah Pertama | 0592",
                    "T: Hadiah Kedua | 8830",
                    "T: Hadiah Ketiga | 3316",
                    "Keputusan adalah untuk rujukan sahaja. Sila semak dengan pengendali rasmi. Cabutan seterusnya: Sabtu, 05/12/2026.",
                ],
            )
        )
        add(
            page(
                "solat",
                "/waktu-solat/wp-kuala-lumpur/",
                "prayer-times",
                "Waktu Solat Kuala Lumpur Hari Ini",
                "prayer-times-table",
                [
                    "Sabtu, 5 Disember 2026 / 24 Jamadilakhir 1448H",
                    "T: Waktu | Masa",
                    "T: Imsak | 5:43 pagi",
                    "T: Subuh | 5:53 pagi",
                    "T: Syuruk | 7:04 pagi",
                    "T: Zohor | 1:03 petang",
                    "T: Asar | 4:26 petang",
                    "T: Maghrib | 6:59 petang",
                    "T: Isyak | 8:14 malam",
                    "Waktu solat bagi zon WLY01 (Kuala Lumpur, Putrajaya) berdasarkan takwim JAKIM.",
                ],
            )
        )
        add(
            page(
                "privasi",
                "/dasar-privasi/",
                "policy",
                "Dasar Privasi",
                "policy-page",
                [
                    "Suara Semenanjung menghormati privasi anda. Dasar ini menerangkan bagaimana kami mengumpul, menggunakan dan melindungi maklumat peribadi anda selaras dengan Akta Perlindungan Data Peribadi 2010.",
                    "## Maklumat yang kami kumpul",
                    "Kami mengumpul maklumat yang anda berikan semasa mendaftar atau melanggan surat berita, seperti nama dan alamat e-mel, serta maklumat teknikal seperti jenis peranti dan halaman yang dilawati.",
                    "## Penggunaan kuki",
                    "Laman ini menggunakan kuki untuk memperibadikan kandungan dan iklan serta menganalisis trafik. Anda boleh menukar tetapan kuki pada bila-bila masa.",
                ],
            )
        )
        add(
            story(
                "banjir",
                "/nasional/2026/12/04/banjir-mangsa-di-kelantan-meningkat-kepada-8412-orang/",
                "Banjir: Mangsa di Kelantan meningkat kepada 8,412 orang",
                "2026-12-04",
                utc_ms("2026-12-04 16:30"),
                "2026-12-04 16:30",
                ["Nik Farhana Nik Hassan"],
                [
                    "KOTA BHARU: Jumlah mangsa banjir di Kelantan meningkat kepada 8,412 orang daripada 2,530 keluarga petang ini, berbanding 5,106 orang pagi tadi, susulan hujan lebat berterusan sejak malam semalam.",
                    "Menurut portal Info Bencana Jabatan Kebajikan Masyarakat (JKM), mangsa ditempatkan di 64 pusat pemindahan sementara (PPS) di tujuh jajahan, dengan Pasir Mas mencatatkan jumlah tertinggi iaitu 3,120 orang.",
                    "Pengarah Jabatan Bomba dan Penyelamat negeri, Mohd Zaki Ismail, berkata pasukannya telah memindahkan lebih 400 penduduk yang terperangkap di Kampung Tendong dan Kampung Kubang Sepat menggunakan bot sejak awal pagi.",
                    "Katanya, paras air Sungai Golok di Rantau Panjang kini berada pada tahap bahaya dan dijangka terus meningkat jika hujan tidak berhenti.",
                    "FIG: Mangsa banjir dipindahkan | Anggota bomba memindahkan penduduk Kampung Tendong dengan bot. — Foto Suara Semenanjung/Nik Abdullah",
                    "## Sekolah ditutup",
                    "Sementara itu, Jabatan Pendidikan Negeri Kelantan memaklumkan 37 sekolah ditutup esok kerana dinaiki air atau digunakan sebagai PPS.",
                    "Jabatan Meteorologi Malaysia (MetMalaysia) sebelum ini mengeluarkan amaran hujan berterusan tahap buruk di Kelantan dan Terengganu sehingga Ahad.",
                ],
                "oleh-dateline-updated",
                section="Nasional",
                lang="ms",
                updated="2026-12-04 18:02",
                tags=["banjir", "Kelantan"],
            )
        )
        add(
            story(
                "bantuan",
                "/nasional/2026/12/04/kerajaan-umum-bantuan-awal-rm1000-untuk-setiap-keluarga-mangsa-banjir/",
                "Kerajaan umum bantuan awal RM1,000 untuk setiap keluarga mangsa banjir",
                "2026-12-04",
                utc_ms("2026-12-04 11:45"),
                "2026-12-04 11:45",
                [],
                [
                    "PUTRAJAYA: Kerajaan akan menyalurkan Bantuan Wang Ihsan sebanyak RM1,000 kepada setiap ketua isi rumah yang terjejas akibat banjir di seluruh negara, kata Timbalan Perdana Menteri.",
                    "Beliau berkata, bantuan itu akan disalurkan melalui JKM dalam tempoh seminggu selepas mangsa berdaftar di PPS, dan tidak memerlukan sebarang permohonan berasingan.",
                    "Selain itu, kerajaan turut memperuntukkan RM50 juta bagi kerja-kerja pembersihan dan pembaikan infrastruktur asas seperti jalan dan jambatan selepas air surut.",
                    "SIGN: — BERNAMA",
                ],
                "oleh-bernama-wire",
                section="Nasional",
                lang="ms",
                credit="BERNAMA",
                tags=["banjir", "bantuan"],
            )
        )
        add(
            story(
                "tol",
                "/nasional/2026/12/03/tiada-kenaikan-kadar-tol-di-10-lebuh-raya-tahun-depan/",
                "Tiada kenaikan kadar tol di 10 lebuh raya tahun depan",
                "2026-12-03",
                utc_ms("2026-12-03 19:20"),
                "2026-12-03 19:20",
                ["Siti Aisyah Razak", "Lim Wei Jie"],
                [
                    "KUALA LUMPUR: Kerajaan memutuskan tiada kenaikan kadar tol di 10 lebuh raya utama pada tahun 2027, sekali gus memberi kelegaan kepada lebih dua juta pengguna setiap hari.",
                    "Menteri Kerja Raya berkata, kerajaan akan membayar pampasan kepada syarikat konsesi berjumlah kira-kira RM480 juta bagi menampung kenaikan yang sepatutnya berkuat kuasa pada 1 Januari.",
                    "Lebuh raya yang terlibat termasuk Lebuhraya Utara-Selatan, Lebuhraya Damansara-Puchong dan Lebuhraya Sprint.",
                    "Pengguna yang ditemui menyambut baik keputusan itu. \u201cSetiap hari saya bayar hampir RM20 tol untuk ke tempat kerja. Kalau naik lagi, memang terbeban,\u201d kata Nurul Huda Kamal, 34, yang berulang-alik dari Seremban ke Kuala Lumpur.",
                    "Bagaimanapun, Persatuan Pengguna menggesa kerajaan menyemak semula perjanjian konsesi supaya pampasan tidak terus membebankan kewangan negara dalam jangka panjang.",
                ],
                "oleh-two-authors-dan",
                section="Nasional",
                lang="ms",
                tags=["tol", "lebuh raya"],
            )
        )
        add(
            story(
                "ringgit",
                "/en/business/2026/12/04/ringgit-hits-14-month-high-against-us-dollar-on-strong-exports/",
                "Ringgit hits 14-month high against US dollar on strong exports",
                "2026-12-04",
                utc_ms("2026-12-04 18:15"),
                "2026-12-04 18:15",
                ["Kavitha Ramasamy"],
                [
                    "KUALA LUMPUR: The ringgit closed at its strongest level in 14 months against the US dollar on Friday, supported by better-than-expected export data and steady foreign inflows into the local bond market.",
                    "At 6pm, the local note stood at 4.1825/1870 against the greenback, compared with Thursday's close of 4.2010/2045.",
                    "Dealers said November exports, which grew 9.4 per cent year-on-year, had lifted sentiment towards the currency ahead of the year-end holiday season.",
                    "\u201cThe ringgit is likely to trade in a narrow range next week as investors wait for the US Federal Reserve's final policy meeting of the year,\u201d said a senior economist at a local investment bank.",
                    "Against a basket of major currencies, the ringgit was mostly higher. It rose against the Singapore dollar to 3.1320/1358 and strengthened against the British pound to 5.3010/3068.",
                ],
                "english-edition-by",
                section="Business",
                lang="en",
                tags=["ringgit", "markets"],
            )
        )
        add(
            story(
                "victims",
                "/en/nation/2026/12/04/over-12000-flood-victims-in-relief-centres-in-kelantan-terengganu/",
                "Over 12,000 flood victims in relief centres in Kelantan, Terengganu",
                "2026-12-04",
                utc_ms("2026-12-04 20:40"),
                "2026-12-04 20:40",
                [],
                [
                    "KUALA LUMPUR, Dec 4 (Bernama) -- The number of flood victims in Kelantan and Terengganu rose to 12,406 as of 8pm today, with 171 relief centres opened in both states.",
                    "In Kelantan, 8,930 victims from 2,688 families were housed in 71 relief centres, while in Terengganu, 3,476 people were at 100 centres, according to the Social Welfare Department's portal.",
                    "The Malaysian Meteorological Department has forecast continuous heavy rain in both states until Sunday.",
                    "SIGN: -- BERNAMA",
                ],
                "by-bernama-wire-dateline",
                section="Nation",
                lang="en",
                credit="Bernama",
                tags=["banjir", "floods"],
            )
        )
        add(
            story(
                "badminton",
                "/en/sport/2026/12/05/malaysian-pair-lim-wong-storm-into-world-tour-finals-semi-finals/",
                "Malaysian pair Lim-Wong storm into World Tour Finals semi-finals",
                "2026-12-05",
                utc_ms("2026-12-05 00:40"),
                "2026-12-05 00:40",
                ["Daniel Khoo"],
                [
                    "HANGZHOU: National men's doubles pair Aaron Lim and Wong Kai Jun booked a place in the semi-finals of the World Tour Finals after beating Denmark's Mads Kristensen-Jonas Holm 21-17, 18-21, 21-15 on Friday night.",
                    "The world No. 5 pair needed 68 minutes to see off the Danes in a tense Group B decider that ended just before midnight Malaysian time.",
                    "\u201cWe were nervous in the second game, but we stayed patient and trusted our defence,\u201d said Kai Jun. \u201cReaching the semi-finals here is a big boost for us before the new season.\u201d",
                    "The Malaysians will face either China's or Indonesia's top pair in the last four on Saturday.",
                ],
                "utc-ms-ld-after-midnight",
                section="Sport",
                lang="en",
                tags=["badminton"],
            )
        )
        add(
            story(
                "kolum",
                "/rencana/2026/12/03/belanjawan-2027-rakyat-perlukan-lebih-daripada-bantuan-tunai/",
                "Belanjawan 2027: Rakyat perlukan lebih daripada bantuan tunai",
                "2026-12-03",
                utc_ms("2026-12-03 08:00"),
                "2026-12-03 08:00",
                ["Zainal Abidin Osman"],
                [
                    "Setiap kali belanjawan dibentangkan, perhatian ramai tertumpu kepada bantuan tunai. Berapa yang akan diterima oleh setiap isi rumah, dan bila ia akan dibayar. Ini difahami, kerana kos sara hidup terus meningkat.",
                    "Namun, bantuan tunai hanyalah penyelesaian jangka pendek. Apa yang lebih diperlukan ialah dasar yang mampu meningkatkan pendapatan rakyat secara berterusan, terutamanya golongan B40 dan M40 di bandar.",
                    "## Gaji dan produktiviti",
                    "Gaji pekerja di negara ini masih rendah berbanding produktiviti. Syarikat perlu digalakkan melabur dalam teknologi dan latihan, dan sebahagian keuntungan itu perlu dikongsi dengan pekerja melalui gaji yang lebih baik.",
                    "Kerajaan juga boleh memainkan peranan dengan memperkukuh sistem pengangkutan awam dan perumahan mampu milik, dua perkara yang paling membebankan rakyat di kawasan bandar.",
                    "Bantuan tunai membantu hari ini. Dasar yang baik membantu untuk satu generasi.",
                    "SIGN: Datuk Dr Zainal Abidin Osman ialah Profesor Ekonomi di sebuah universiti awam dan bekas penasihat ekonomi kerajaan negeri.",
                    "NOTE: Pandangan yang dinyatakan dalam artikel ini adalah pandangan penulis dan tidak semestinya mencerminkan pendirian Suara Semenanjung.",
                ],
                "column-honorifics-bio-disclaimer",
                section="Rencana",
                lang="ms",
                printed="Datuk Dr Zainal Abidin Osman",
                tags=["Belanjawan 2027"],
            )
        )
        add(
            story(
                "lrt",
                "/en/nation/2026/12/04/penang-lrt-contractor-seeks-rm12-billion-more-as-costs-soar/",
                "Penang LRT contractor seeks RM1.2 billion more as costs soar",
                "2026-12-04",
                utc_ms("2026-12-04 21:10"),
                "2026-12-04 21:10",
                ["Arjun Nair"],
                [
                    "GEORGE TOWN: The main contractor for the Penang light rail transit (LRT) project has asked for an additional RM1.2 billion to cover rising construction costs, according to documents seen by Suara Semenanjung.",
                    "The request, submitted to the project owner in October, cites higher prices for steel and concrete as well as delays in land acquisition along the Bayan Lepas corridor.",
                    "FIG: LRT construction in Bayan Lepas | Construction work along the Bayan Lepas corridor. — Bernama photo",
                    "Two sources familiar with the matter said the claim was still being evaluated and that no decision had been made.",
                    "\u201cEvery variation order will be scrutinised. We will not simply accept the figures presented to us,\u201d one of the sources said.",
                    "The 29km line, linking Komtar in George Town to Bayan Lepas, is scheduled to begin operations in 2031.",
                ],
                "exclusive-kicker-in-og-title-bernama-photo",
                section="Nation",
                lang="en",
                kicker="Exclusive",
                tags=["Penang LRT"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "ms")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.extra['kicker'].upper()}: {doc.title}" if doc.extra.get("kicker") else doc.title
        desc = self.lede(doc) if doc.is_article else f"{doc.title} | {NAME}"
        out = [
            f"<title>{esc(title)} | {NAME}</title>",
            f'<meta name="description" content="{esc(desc)}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>',
            f'<meta property="og:locale" content="{"en_MY" if self.lang(doc) == "en" else "ms_MY"}"/>',
            f'<meta property="og:site_name" content="{NAME}"/>',
            '<meta name="twitter:site" content="@suarasemenanjung"/>',
        ]
        if doc.is_article:
            names = doc.authors or [doc.extra.get("credit", NAME)]
            out.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            if doc.extra.get("updated"):
                out.append(f'<meta property="article:modified_time" content="{utc_ms(doc.extra["updated"])}"/>')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": utc_ms(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso,
                "author": [{"@type": "Person", "name": doc.extra.get("printed", n)} for n in names],
                "publisher": {
                    "@type": "Organization",
                    "name": NAME,
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/pf/resources/images/logo-amp.png"},
                },
                "inLanguage": self.lang(doc),
                "isAccessibleForFree": True,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def global_content(self, doc: Doc) -> str:
        if doc.is_article:
            gc = {
                "_id": doc.path.strip("/").split("/")[-1][:26].upper().replace("-", ""),
                "type": "story",
                "canonical_url": doc.path,
                "display_date": doc.iso,
                "first_publish_date": doc.iso,
                "headlines": {"basic": doc.title},
                "credits": {
                    "by": [
                        {"type": "author", "name": doc.extra.get("printed", n)}
                        for n in (doc.authors or [doc.extra.get("credit", "")])
                    ]
                },
                "taxonomy": {"primary_section": {"_id": "/" + doc.path.split("/")[1], "name": doc.section}},
                "language": self.lang(doc),
                "content_elements": [
                    {
                        "_id": f"E{i:03d}",
                        "type": {"p": "text", "h2": "header", "fig": "image"}.get(b[0], "text"),
                        "content": b[2] if b[0] == "fig" else b[1],
                    }
                    for i, b in enumerate(doc.blocks)
                    if b[0] in ("p", "h2", "fig")
                ],
            }
        else:
            gc = {"type": doc.kind, "name": doc.title}
        return json.dumps(gc, ensure_ascii=False)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-sections__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Utama"),
                ("nasional", "Nasional"),
                ("/dunia/", "Dunia"),
                ("/bisnes/", "Bisnes"),
                ("/sukan/", "Sukan"),
                ("/rencana/", "Rencana"),
                ("/en/", "English"),
                ("4d", "4D"),
                ("solat", "Waktu Solat"),
            )
        )
        most = "".join(
            f'<li class="b-most-read__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["banjir", "tol", "badminton", "lrt"]
            if k != doc.key
        )
        lang = self.lang(doc)
        return f"""<!DOCTYPE html>
<html lang="{"en" if lang == "en" else "ms"}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
{self.head(doc)}
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412&amp;mxId=00000000"/>
<style>/*PAD*/</style>
<script type="application/javascript" id="fusion-metadata">window.Fusion=window.Fusion||{{}};Fusion.arcSite="semenanjung";Fusion.contextPath="/pf";Fusion.mxId="00000000";Fusion.deployment="412";Fusion.globalContent={self.global_content(doc)};Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{esc(doc.path)}"}}}};</script>
<script defer src="/pf/dist/engine/react.js?d=412&amp;mxId=00000000"></script>
</head>
<body>
<div id="fusion-app" class="layout-section">
<header class="b-header-nav-chain"><div class="nav-top"><a class="nav-logo" href="/" aria-label="{NAME}"><img src="/pf/resources/images/logo-suara.svg?d=412" alt="{NAME}" width="240" height="40"/></a>
<span class="nav-date">Sabtu, 5 Disember 2026</span>
<a class="nav-subscribe" href="https://langganan.suarasemenanjung.test/">Langgan</a> <a class="nav-login" href="/account/login/">Log Masuk</a></div>
<nav class="nav-sections" aria-label="Seksyen"><ul>{nav}</ul><a class="nav-search" href="/search/">Cari</a></nav></header>
<div class="ad-slot ad-leaderboard" id="arcad_leaderboard"></div>
<main class="b-single-column-layout">
{main}
<aside class="b-right-rail"><div class="b-most-read"><h2>{"Most read" if lang == "en" else "Paling popular"}</h2><ol>{most}</ol></div>
<div class="b-services"><h2>Servis</h2>{self.a("4d", "Keputusan 4D", "aside")} · {self.a("solat", "Waktu Solat", "aside")}</div>
<div class="ad-slot ad-mrec" id="arcad_mrec1"></div></aside>
</main>
<footer class="b-footer"><div class="b-footer__links"><a href="/hubungi-kami/">Hubungi Kami</a> · <a href="/iklan/">Iklan</a> · {self.a("privasi", "Dasar Privasi", "footer")} · <a href="/terma-penggunaan/">Terma Penggunaan</a> · <a href="/arc/outboundfeeds/rss/?outputType=xml">RSS</a></div>
<div class="b-footer__social"><a href="https://www.facebook.com/suarasemenanjung.test">Facebook</a> <a href="https://x.com/suarasemenanjung">X</a> <a href="https://www.instagram.com/suarasemenanjung.test">Instagram</a> <a href="https://t.me/suarasemenanjung">Telegram</a></div>
<p class="b-footer__copyright">Hak Cipta Terpelihara © 2026 Suara Semenanjung Media Sdn Bhd (201501234567)</p></footer>
<div class="consent-banner" role="dialog">Kami menggunakan kuki untuk memperibadikan kandungan dan iklan. <a href="{esc(self.href("privasi"))}">Ketahui lanjut</a> <button>Terima</button></div>
</div>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-SSJ2026MY"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-SSJ2026MY');</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        lang = self.lang(doc)
        by = "By" if lang == "en" else "Oleh"
        if doc.extra.get("credit"):
            return f'<div class="b-byline"><span class="c-byline__by">{by}</span> <span class="c-byline__name">{esc(doc.extra["credit"])}</span></div>'
        if doc.extra.get("printed"):
            names = f'<a class="c-link" href="/author/{AUTHORS[doc.authors[0]]}/">{esc(doc.extra["printed"])}</a>'
        else:
            links = [
                self.a("author", a, "byline", 'class="c-link"')
                if a == "Kavitha Ramasamy"
                else f'<a class="c-link" href="/author/{AUTHORS[a]}/">{esc(a)}</a>'
                for a in doc.authors
            ]
            names = f" {'and' if lang == 'en' else 'dan'} ".join(links)
        return f'<div class="b-byline"><span class="c-byline__by">{by}</span> {names}</div>'

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        paras = []
        for b in doc.blocks:
            if b[0] == "p":
                paras.append(f'<p class="c-paragraph">{self.inline(b[1])}</p>')
            elif b[0] == "h2":
                paras.append(f'<h2 class="c-heading">{self.inline(b[1])}</h2>')
            elif b[0] == "fig":
                paras.append(
                    f'<figure class="c-media-item"><img src="https://images.suarasemenanjung.test/resizer/{abs(hash_str(b[1]))}.jpg" alt="{esc(b[1])}" width="800" height="533"/><figcaption class="c-media-item__caption">{esc(b[2])}</figcaption></figure>'
                )
            elif b[0] == "sign":
                paras.append(f'<p class="c-paragraph c-paragraph--signoff">{esc(b[1])}</p>')
            elif b[0] == "note":
                paras.append(f'<div class="b-disclaimer"><em>{esc(b[1])}</em></div>')
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<span class="b-date__updated">{"Updated" if lang == "en" else "Dikemas kini"}: {myt(doc.extra["updated"], lang)}</span>'
        overline = (
            f'<div class="b-overline"><span>{esc(doc.extra["kicker"])}</span></div>' if doc.extra.get("kicker") else ""
        )
        col = ""
        if doc.extra.get("printed"):
            col = f'<div class="b-author-bio"><img src="https://images.suarasemenanjung.test/authors/{AUTHORS[doc.authors[0]]}.jpg" alt="" width="64" height="64"/><span class="b-author-bio__name">{esc(doc.extra["printed"])}</span></div>'
        tags = " ".join(
            self.a("tag", t, "tag", 'class="b-tag__item"')
            if t == "banjir"
            else f'<a class="b-tag__item" href="/tags/{quote(t.lower().replace(" ", "-"))}/">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        rel = [k for k in ARTS if k != doc.key and self.lang(self.docs[k]) == lang][:3]
        related = "".join(
            f'<li class="b-results-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
        )
        section_key = "nasional" if doc.section == "Nasional" else None
        section = (
            self.a(section_key, doc.section, "breadcrumb", 'class="b-section-label"')
            if section_key
            else f'<a class="b-section-label" href="/{doc.path.split("/")[1]}/{doc.path.split("/")[2] + "/" if doc.path.startswith("/en/") else ""}">{esc(doc.section)}</a>'
        )
        share = quote(self.url(doc.key), safe="")
        return f"""<article class="b-article-body-layout">
{section}
{overline}
<h1 class="b-headline">{esc(doc.title)}</h1>
{col}
{self.byline(doc)}
<div class="b-date"><time datetime="{doc.iso}">{myt(doc.stamp, lang)}</time> {updated}</div>
<div class="b-share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://x.com/intent/post?url={share}">X</a> <a href="https://wa.me/?text={share}">WhatsApp</a> <a href="https://t.me/share/url?url={share}">Telegram</a></div>
<div class="b-lead-art"><img src="https://images.suarasemenanjung.test/resizer/lead-{doc.path.strip("/").split("/")[-1][:20]}.jpg" alt="" width="1200" height="675"/></div>
<div class="b-article-body">
{chr(10).join(paras)}
</div>
<div class="b-tag">{tags}</div>
<div class="b-newsletter">{"Get the latest news delivered to your inbox." if lang == "en" else "Dapatkan berita terkini terus ke e-mel anda."} <a href="/newsletter/">{"Sign up" if lang == "en" else "Daftar"}</a></div>
<div class="b-related"><h2>{"Related" if lang == "en" else "Berita berkaitan"}</h2><ul class="b-results-list">{related}</ul></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<div class="b-results-list__item"><a class="b-results-list__image" href="{esc(self.href(k))}" aria-hidden="true" tabindex="-1"><img src="https://images.suarasemenanjung.test/resizer/thumb-{k}.jpg" alt="" width="274" height="154" loading="lazy"/></a>'
                f'<div class="b-results-list__text"><h2 class="c-heading">{self.a(k, d.title, "content")}</h2><p class="b-results-list__description">{esc(self.lede(d))}</p><span class="b-results-list__byline">{esc(", ".join(d.authors) or d.extra.get("credit", ""))}</span> <time class="b-results-list__date">{myt(d.stamp, self.lang(d))}</time></div></div>'
            )
        head = f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="b-full-author-bio"><img src="https://images.suarasemenanjung.test/authors/kavitha-ramasamy.jpg" alt="" width="158" height="158"/><h1 class="b-full-author-bio__name">{esc(doc.title)}</h1><p class="b-full-author-bio__role">Business Reporter</p><p class="b-full-author-bio__text">{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<div class="b-search-results-list"><h1 class="b-section-title">{esc(doc.title)}</h1><form action="/search/"><input name="query" value="banjir"/><button>Cari</button></form><p>{len(doc.extra["list"])} keputusan</p></div>'
        elif doc.kind == "tag":
            head = f'<div class="b-tag-title"><span>Tag</span><h1 class="b-section-title">{esc(doc.title)}</h1><p class="b-tag-title__more">{self.a("search", "Lihat semua hasil carian untuk banjir", "content")}</p></div>'
        elif doc.key == "home":
            head = f'<h1 class="visually-hidden">{NAME} - Berita terkini Malaysia</h1>'
            extra = f'<section class="b-home-services"><h2>Servis</h2>{self.a("4d", self.docs["4d"].title, "content")} · {self.a("solat", self.docs["solat"].title, "content")} · {self.a("author", "Kavitha Ramasamy", "content")}</section>'
        pager = ""
        if doc.key == "nasional":
            pager = f'<div class="b-pagination">{self.a("nasional2", "Seterusnya", "pagination")} <a href="/nasional/?offset=40">3</a></div>'
        elif doc.key == "nasional2":
            pager = f'<div class="b-pagination">{self.a("nasional", "Sebelumnya", "pagination")} <a href="/nasional/?offset=40">Seterusnya</a></div>'
            items.append(
                '<div class="b-results-list__item"><div class="b-results-list__text"><h2 class="c-heading"><a href="/nasional/2026/12/02/jambatan-sementara-di-hulu-terengganu-siap-minggu-depan/">Jambatan sementara di Hulu Terengganu siap minggu depan</a></h2><time class="b-results-list__date">Disember 2, 2026 @ 3:15pm</time></div></div>'
            )
        elif doc.key == "home":
            pager = f'<div class="b-more">{self.a("nasional", "Lagi berita Nasional", "content")}</div>'
        return f'<section class="b-results-list-layout">{head}<div class="b-results-list">{"".join(items)}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "lottery":
            html = html.replace('<table class="data">', '<table class="b-4d-table">')
        return f'<section class="b-service-page b-service-{doc.kind}"><h1 class="b-section-title">{esc(doc.title)}</h1>\n{html}\n</section>'


def hash_str(text: str) -> int:
    return zlib.crc32(text.encode()) % 99991
