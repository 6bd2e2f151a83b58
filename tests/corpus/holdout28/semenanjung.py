# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; the pager's angle quotes are deliberate)
"""Berita Semenanjung: a Perak news site with a data desk, on Drupal 10 (`/data/<slug>`, the Data front and its
Drupal pager `?page=1`, `/tag/…`, `/penulis/…`, `/carian?kata=`), Malay, UTF-8 declared only in `<meta charset>`
(the header is plain `text/html`). Data stories are mostly tables (by-election results by polling district, league
standings, exchange rates, house prices: the table text is body); look-alike pages are only tables (a results
page, a fixtures list, a currency converter). A listicle with numbered `<h2>`s, an explainer with an FAQ block.
Metadata varies: a JSON-LD `@graph` on some stories (one datePublished in UTC that is the next day in Malaysia,
+08:00), og only on others, none on three; **the Data section front carries a lying `NewsArticle` JSON-LD**."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Semenanjung(Base):
    origin = "https://www.beritasemenanjung.test"
    name = "Berita Semenanjung"
    prefix = "bs"
    language = "ms"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bs",
            [
                ".region-header",
                ".node--type-article",
                ".field--name-body",
                "table.data",
                ".views-row",
                ".pager",
                ".region-footer",
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
                "Berita Semenanjung",
                "drupal-front",
                list=["prk", "ringgit", "liga", "senarai", "faq", "banjir", "temubual"],
                more="data2",
            )
        )
        add(
            page(
                "data",
                "/data",
                "section",
                "Meja Data",
                "drupal-view-lying-newsarticle",
                list=["prk", "ringgit", "liga", "senarai", "faq"],
                more="data2",
                lie=True,
            )
        )
        add(
            page(
                "data2",
                "/data?page=1",
                "section",
                "Meja Data",
                "drupal-view-page2",
                list=["rumah", "temubual", "banjir"],
                prev="data",
            )
        )
        add(
            page(
                "tag", "/tag/pilihan-raya", "tag", "Pilihan raya", "drupal-taxonomy-term", list=["prk", "faq", "rumah"]
            )
        )
        add(page("penulis", "/penulis/nurul-aina-rahman", "author", "Nurul Aina Rahman", "drupal-user-page", list=["prk", "senarai", "rumah"],
                 bio="Wartawan data Berita Semenanjung sejak 2019. Menulis tentang pilihan raya, perumahan dan belanjawan. Lulusan statistik Universiti Sains Malaysia."))  # fmt: skip
        add(
            page(
                "carian",
                "/carian?kata=harga",
                "search",
                "Carian: harga",
                "drupal-search-api",
                list=["rumah", "ringgit"],
            )
        )
        add(page("keputusan", "/data/keputusan-prk-kuala-kangsar-2026", "results", "Keputusan penuh PRK DUN Kuala Kangsar 2026", "results-tables-only",
                 lines=["Sumber: Suruhanjaya Pilihan Raya (keputusan rasmi).",
                        "T: Calon | Parti | Undi | Peratus", "T: Ahmad Rizal Kamaruddin | BN | 11,284 | 52.1%", "T: Syed Hakim Syed Ali | PH | 7,872 | 36.3%", "T: Mohd Faizal Yusof | PN | 2,215 | 10.2%", "T: Tan Ah Kow | BEBAS | 298 | 1.4%",
                        "T: Perkara | Jumlah", "T: Pemilih berdaftar | 33,910", "T: Undi dikeluarkan | 21,877", "T: Undi rosak | 208", "T: Peratus keluar mengundi | 64.5%", "T: Majoriti | 3,412",
                        "NOTE: Kemas kini terakhir 2 Disember 2026, 2:05 pagi.",
                        ]))  # fmt: skip
        add(page("jadual", "/sukan/jadual-liga-super", "fixtures", "Jadual perlawanan Liga Super: Minggu ke-22", "fixtures-list-only",
                 lines=["T: Tarikh | Masa | Tuan rumah | Pelawat | Stadium",
                        "T: Jumaat, 4 Dis | 8:45 malam | Perak FC | Kedah Darul Aman | Stadium Perak",
                        "T: Jumaat, 4 Dis | 9:00 malam | Selangor | Sabah | Stadium MBPJ",
                        "T: Sabtu, 5 Dis | 5:15 petang | Kuching City | Negeri Sembilan | Stadium Sarawak",
                        "T: Sabtu, 5 Dis | 8:00 malam | Johor Darul Ta'zim | Terengganu | Stadium Sultan Ibrahim",
                        "T: Sabtu, 5 Dis | 9:00 malam | Kelantan Darul Naim | PDRM | Stadium Sultan Muhammad IV",
                        "T: Ahad, 6 Dis | 8:15 malam | Sri Pahang | Pulau Pinang | Stadium Darul Makmur",
                        "T: Ahad, 6 Dis | 9:00 malam | Kuala Lumpur City | Penang Rovers | Stadium KLFA",
                        "NOTE: Jadual tertakluk kepada perubahan. Siaran langsung di saluran TV rasmi.",
                        ]))  # fmt: skip
        add(page("penukar", "/kewangan/penukar-mata-wang", "tool", "Penukar mata wang", "currency-converter-only",
                 lines=["RAW:<form class=\"converter\" data-drupal-selector=\"fx-form\"><label>Jumlah <input type=\"number\" value=\"100\"></label><select><option>MYR</option><option>USD</option><option>SGD</option></select> ke <select><option>USD</option><option>MYR</option></select><button>Tukar</button><output>100 MYR = 22.64 USD</output></form>",
                        "T: Mata wang | Beli | Jual", "T: USD | 4.3960 | 4.4210", "T: SGD | 3.2745 | 3.2980", "T: EUR | 4.6380 | 4.6720", "T: GBP | 5.5420 | 5.5890", "T: CNY | 0.6055 | 0.6120", "T: IDR (100) | 0.0274 | 0.0281", "T: THB (100) | 12.430 | 12.610",
                        "NOTE: Kadar petunjuk sahaja, dikemas kini setiap 15 minit pada hari bekerja. Bukan tawaran.",
                        ]))  # fmt: skip
        add(page("privasi", "/dasar-privasi", "policy", "Dasar privasi", "drupal-basic-page-policy",
                 lines=["Dikemas kini pada 20 Jun 2026.",
                        "Berita Semenanjung Sdn. Bhd. menghormati privasi pembaca selaras dengan Akta Perlindungan Data Peribadi 2010.",
                        "## Data yang kami kumpul",
                        "Alamat e-mel bagi langganan surat berita, serta data pelayaran tanpa nama melalui kuki untuk mengukur trafik.",
                        "## Hak anda",
                        "Anda boleh meminta akses atau pembetulan data anda dengan menulis kepada privasi@beritasemenanjung.test.",
                        ]))  # fmt: skip
        add(story("prk", "/data/prk-kuala-kangsar-calon-bn-menang-majoriti-3412", "PRK Kuala Kangsar: calon BN menang dengan majoriti 3,412 undi",
                  "2026-12-02", "2026-12-01T17:30:00Z", "2 Disember 2026, 1:30 pagi", ["Nurul Aina Rahman", "Hafiz Zulkifli"],
                  ["Calon Barisan Nasional, Ahmad Rizal Kamaruddin, memenangi Pilihan Raya Kecil DUN Kuala Kangsar dengan majoriti 3,412 undi, lebih kecil berbanding 5,067 undi pada PRN 2023. Peratus keluar mengundi ialah 64.5 peratus.",
                   "Jadual di bawah menunjukkan keputusan mengikut daerah mengundi, berdasarkan borang 14 yang dikumpul oleh Meja Data.",
                   "T: Daerah mengundi | BN | PH | PN | Majoriti",
                   "T: Bukit Chandan | 2,104 | 1,388 | 402 | BN 716",
                   "T: Sayong | 1,876 | 1,020 | 355 | BN 856",
                   "T: Jerlun | 1,233 | 1,410 | 288 | PH 177",
                   "T: Talang | 2,418 | 1,255 | 470 | BN 1,163",
                   "T: Manong | 1,902 | 1,396 | 391 | BN 506",
                   "T: Padang Rengas | 1,751 | 1,403 | 309 | BN 348",
                   "## Analisis",
                   "BN menang di lima daripada enam daerah mengundi. PH hanya menang di Jerlun, kawasan bandar yang mempunyai ramai pengundi muda. Sokongan PN jatuh hampir separuh berbanding 2023, dan undi itu nampaknya beralih kepada BN di kawasan luar bandar seperti Talang dan Sayong.",
                   ],
                  "results-by-district-table-is-body-utc-next-day", section="Data", meta="graph", tags=["Pilihan raya"]))  # fmt: skip
        add(story("liga", "/data/liga-super-kedah-naik-tangga-kedua", "Liga Super: Kedah naik ke tangga kedua selepas menang 3-1 di Kuantan",
                  "2026-12-01", "2026-12-01T23:10:00+08:00", "1 Disember 2026", ["Farid Osman"],
                  ["Kedah Darul Aman naik ke tangga kedua Liga Super selepas menewaskan Sri Pahang 3-1 di Stadium Darul Makmur malam tadi. Perak FC kekal di tempat keempat selepas seri 1-1 dengan Terengganu.",
                   "T: Kedudukan | Pasukan | Main | M | S | K | Gol | Mata",
                   "T: 1 | Johor Darul Ta'zim | 21 | 19 | 2 | 0 | 68-9 | 59",
                   "T: 2 | Kedah Darul Aman | 21 | 13 | 4 | 4 | 39-22 | 43",
                   "T: 3 | Selangor | 21 | 12 | 6 | 3 | 41-20 | 42",
                   "T: 4 | Perak FC | 21 | 11 | 5 | 5 | 30-24 | 38",
                   "T: 5 | Terengganu | 21 | 10 | 6 | 5 | 33-25 | 36",
                   "T: 6 | Sabah | 21 | 8 | 5 | 8 | 28-29 | 29",
                   "Dengan lima perlawanan berbaki, Kedah hanya mendahului Selangor dengan satu mata. Pertarungan untuk tempat kedua dan slot ke Piala AFC dijangka sengit sehingga minggu terakhir.",
                   ],
                  "league-standings-table-is-body", section="Sukan", meta="og"))  # fmt: skip
        add(story("ringgit", "/data/ringgit-mengukuh-paras-terbaik-sejak-mei", "Ringgit mengukuh berbanding dolar AS, paras terbaik sejak Mei",
                  "2026-12-02", "2026-12-02T18:20:00+08:00", "2 Disember 2026, 6:20 petang", [],
                  ["Ringgit ditutup pada 4.3960 berbanding dolar AS hari ini, paras paling kukuh sejak Mei, disokong oleh harga minyak mentah yang stabil dan aliran masuk dana asing ke pasaran bon. Penganalisis menjangka ringgit akan bergerak antara 4.38 dan 4.42 minggu depan, bergantung kepada data inflasi Amerika Syarikat pada Khamis.",
                   "T: Mata wang | 1 Dis | 2 Dis | Perubahan",
                   "T: USD | 4.4125 | 4.3960 | -0.37%",
                   "T: SGD | 3.2810 | 3.2745 | -0.20%",
                   "T: EUR | 4.6510 | 4.6380 | -0.28%",
                   "T: JPY (100) | 2.9340 | 2.9295 | -0.15%",
                   "T: CNY | 0.6072 | 0.6055 | -0.28%",
                   ],
                  "exchange-rates-table-plus-analysis-desk-byline", section="Kewangan", meta="graph", byline_text="Oleh Meja Kewangan"))  # fmt: skip
        add(story("senarai", "/data/7-perkara-perlu-tahu-belanjawan-perak-2027", "7 perkara perlu tahu tentang Belanjawan Perak 2027",
                  "2026-11-30", "2026-11-30T15:00:00+08:00", "30 November 2026", ["Nurul Aina Rahman"],
                  ["Kerajaan negeri membentangkan Belanjawan Perak 2027 bernilai RM1.52 bilion di Dewan Undangan Negeri semalam. Ini tujuh perkara utama.",
                   "## 1. Belanjawan defisit lagi",
                   "Perbelanjaan dijangka RM1.52 bilion berbanding hasil RM1.41 bilion, defisit kali keempat berturut-turut.",
                   "## 2. RM180 juta untuk air",
                   "Lembaga Air Perak akan menukar 120 kilometer paip lama, terutama di Kinta dan Larut Matang.",
                   "## 3. Bantuan persekolahan naik",
                   "Bantuan awal persekolahan negeri dinaikkan daripada RM100 kepada RM150 bagi setiap murid dari keluarga B40.",
                   "## 4. Tiada cukai baharu",
                   "Tiada cukai atau caj baharu diperkenalkan, namun kadar cukai pintu akan disemak semula oleh pihak berkuasa tempatan.",
                   "## 5. Pelancongan Lembah Kinta",
                   "RM35 juta diperuntukkan untuk menaik taraf tapak gua batu kapur dan laluan basikal di Ipoh.",
                   "## 6. Rumah mampu milik",
                   "Sebanyak 4,000 unit rumah mampu milik akan dibina dengan harga maksimum RM250,000.",
                   "## 7. Pembangkang bantah",
                   "Ahli pembangkang mempersoalkan hutang negeri yang kini melebihi RM2 bilion dan meminta laporan audit dibentangkan dahulu.",
                   ],
                  "listicle-numbered-h2", section="Data", meta="og"))  # fmt: skip
        add(story("faq", "/data/apa-itu-prk-soalan-lazim", "Apa itu PRK dan kenapa ia diadakan? Ini jawapannya",
                  "2026-11-28", "2026-11-28T10:00:00+08:00", "28 November 2026", ["Hafiz Zulkifli"],
                  ["Pengundi Kuala Kangsar akan keluar mengundi sekali lagi pada Selasa ini, hanya tiga tahun selepas PRN. Kami jawab soalan yang paling kerap ditanya pembaca.",
                   "## Soalan lazim",
                   "### Apa itu PRK?",
                   "Pilihan Raya Kecil diadakan apabila satu kerusi Parlimen atau DUN kosong sebelum penggal tamat, contohnya kerana wakil rakyat meninggal dunia atau meletak jawatan.",
                   "### Kenapa Kuala Kangsar?",
                   "Kerusi itu kosong selepas penyandangnya, Datuk Zainal Abidin Hashim, meninggal dunia pada 2 Oktober.",
                   "### Siapa boleh mengundi?",
                   "Semua pemilih berdaftar dalam daftar pemilih terkini bagi DUN Kuala Kangsar, iaitu 33,910 orang. Semak status anda di laman SPR.",
                   "### Adakah hari mengundi cuti?",
                   "Ya, kerajaan negeri mengisytiharkan cuti peristiwa bagi pengundi yang bekerja di negeri Perak.",
                   "### Berapa kos PRK?",
                   "SPR menganggarkan kos sekitar RM4.1 juta, termasuk petugas, keselamatan dan logistik.",
                   ],
                  "explainer-faq-block", section="Data", meta="og", tags=["Pilihan raya"]))  # fmt: skip
        add(story("banjir", "/berita/paras-air-sungai-perak-melepasi-paras-amaran", "Paras air Sungai Perak melepasi paras amaran di Kuala Kangsar",
                  "2026-12-02", None, "2 Disember 2026", [],
                  ["Paras air Sungai Perak di Kuala Kangsar mencecah 38.6 meter pagi ini, melepasi paras amaran 38.0 meter. Jabatan Pengairan dan Saliran menasihatkan penduduk di tebing sungai supaya berwaspada.",
                   "SIGN: — ABN",
                   ],
                  "brief-agency-no-metadata", section="Berita", meta=None))  # fmt: skip
        add(story("temubual", "/data/dr-lim-wei-chen-data-banjir-kita-terlalu-lambat", "Dr. Lim Wei Chen: «Data banjir kita masih terlalu lambat»",
                  "2026-12-01", "2026-12-01T09:30:00+08:00", "1 Disember 2026", ["Farid Osman"],
                  ["Dr. Lim Wei Chen ialah pensyarah kanan statistik di Universiti Teknologi Petronas yang mengkaji data hujan dan banjir di Perak.",
                   "Q: Apa masalah utama data banjir? || Kelewatan. Data paras sungai dikemas kini setiap jam, tetapi keputusan pemindahan memerlukan data setiap 10 minit. Banyak stesen kecil masih dibaca secara manual.",
                   "Q: Berapa banyak stesen di Perak? || Kira-kira 140 stesen hujan dan 60 stesen paras air. Hanya separuh dihantar secara automatik.",
                   "Q: Apa yang perlu dibuat? || Automasi semua stesen dan buka data kepada umum dalam format yang boleh dibaca mesin. Kosnya kurang daripada RM10 juta.",
                   "Q: Adakah orang awam akan guna data itu? || Sudah tentu. Semasa banjir 2024, kumpulan Telegram penduduk lebih cepat daripada amaran rasmi.",
                   ],
                  "qa-interviewer-author-graph", section="Data", meta="graph"))  # fmt: skip
        add(story("rumah", "/data/harga-rumah-purata-naik-di-perak", "Harga rumah purata naik 4.2% di Perak, tertinggi di utara",
                  "2026-11-27", None, "27 November 2026", ["Nurul Aina Rahman"],
                  ["Harga purata rumah kediaman di Perak naik 4.2 peratus pada suku ketiga 2026 berbanding tahun lalu, menurut data Pusat Maklumat Harta Tanah Negara yang dianalisis Meja Data.",
                   "T: Negeri | Harga purata (RM) | Perubahan tahunan",
                   "T: Perak | 298,400 | +4.2%",
                   "T: Pulau Pinang | 452,100 | +2.9%",
                   "T: Kedah | 241,700 | +3.1%",
                   "T: Perlis | 219,300 | +1.8%",
                   "Kenaikan di Perak didorong oleh Ipoh dan Batu Gajah, di mana rumah teres dua tingkat kini melebihi RM400,000. Pemaju berkata permintaan datang dari pembeli Lembah Klang yang bekerja dari rumah.",
                   ],
                  "data-table-no-metadata-only-on-page2-tag-search", section="Data", meta=None, tags=["Pilihan raya"]))  # fmt: skip

    # ---- templates
    def head(self, doc: Doc) -> str:
        out = [
            f'<meta property="og:site_name" content="{self.name}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        meta = doc.extra.get("meta")
        if doc.is_article and meta in ("og", "graph"):
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        if doc.is_article and meta == "graph":
            graph = [
                {"@type": "NewsArticle", "@id": self.url(doc.key) + "#article", "headline": doc.title, "datePublished": doc.iso, "isPartOf": {"@id": self.origin + "/#website"},
                 "author": [{"@type": "Person", "name": n} for n in doc.authors] or [{"@type": "Organization", "name": "Meja Kewangan"}], "publisher": {"@id": self.origin + "/#organization"}},
                {"@type": "WebPage", "@id": self.url(doc.key), "url": self.url(doc.key), "name": doc.title, "inLanguage": "ms"},
                {"@type": "WebSite", "@id": self.origin + "/#website", "url": self.origin + "/", "name": self.name},
                {"@type": "Organization", "@id": self.origin + "/#organization", "name": "Berita Semenanjung Sdn. Bhd."},
            ]  # fmt: skip
            out.append(
                f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
            )
        if doc.extra.get("lie"):
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Meja Data", "datePublished": "2026-12-02T00:00:00+08:00",
                  "author": {"@type": "Organization", "name": self.name}, "publisher": {"@type": "Organization", "name": self.name}}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = "".join(f'<li class="menu-item">{x}</li>' for x in (a("home", "Utama", "chrome:nav"), a("/berita", "Berita", "chrome:nav"), a("data", "Data", "chrome:nav"),
                                                                    a("/sukan", "Sukan", "chrome:nav"), a("penukar", "Mata wang", "chrome:nav"), a("jadual", "Jadual bola", "chrome:nav")))  # fmt: skip
        return f"""<!DOCTYPE html>
<html lang="ms" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>{esc(doc.title)} | {self.name}</title>
<link rel="canonical" href="{self.url(doc.key)}">
{self.head(doc)}
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Wn3kP0q.css?delta=0&amp;language=ms&amp;theme=semenanjung">
<style>/*PAD*/</style>
</head>
<body class="path-{"node" if doc.is_article else "view"}">
<a href="#main-content" class="visually-hidden focusable skip-link">Langkau ke kandungan utama</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header class="region region-header"><div class="site-branding">{a("home", self.name, "chrome:header")}</div>
<nav role="navigation" id="block-semenanjung-main-menu"><ul class="menu">{nav}</ul></nav>
<form action="/carian" method="get" class="search-block-form" data-drupal-selector="search-block-form"><input type="search" name="kata" maxlength="128"></form></header>
<div class="region region-highlighted"><div data-drupal-messages-fallback class="hidden"></div></div>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content">
{main}
</div>
</main>
<aside class="region region-sidebar"><div class="block block-views"><h2>Paling popular</h2><div class="item-list"><ol>{"".join(f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("prk", "ringgit", "liga"))}</ol></div></div>
<div class="block"><h2>Alat data</h2><ul><li>{a("keputusan", "Keputusan penuh PRK Kuala Kangsar", "chrome:rail")}</li><li>{a("jadual", "Jadual Liga Super", "chrome:rail")}</li><li>{a("penukar", "Penukar mata wang", "chrome:rail")}</li></ul></div></aside>
<footer class="region region-footer"><ul class="menu"><li>{a("privasi", "Dasar privasi", "chrome:footer")}</li><li><a href="/hubungi-kami">Hubungi kami</a></li><li><a href="/rss.xml">RSS</a></li><li>{a("carian", "Carian popular: harga", "chrome:footer")}</li></ul><p>Hak cipta © 2026 Berita Semenanjung Sdn. Bhd. (201801023344). Ipoh, Perak.</p></footer>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{{"path":{{"baseUrl":"\\/","currentPath":"{doc.path.lstrip("/")}","currentLanguage":"ms"}},"pluralDelimiter":"\\u0003"}}</script>
<script src="/core/misc/drupal.js?v=10.3.6"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        nid = 20000 + zlib.crc32(doc.key.encode()) % 9999
        if doc.authors:
            names = " dan ".join(
                self.a("penulis", n, "byline") if n == "Nurul Aina Rahman" else esc(n) for n in doc.authors
            )
            by = f'<div class="field field--name-field-penulis">Oleh {names}</div>'
        else:
            by = (
                f'<div class="field field--name-field-penulis">{esc(doc.extra.get("byline_text", ""))}</div>'
                if doc.extra.get("byline_text")
                else ""
            )
        tags = "".join(f'<div class="field__item">{self.a("tag", t, "tags")}</div>' for t in doc.extra.get("tags", []))
        date = (
            f'<div class="field field--name-created"><time datetime="{doc.iso}">{doc.stamp}</time></div>'
            if doc.iso
            else f'<div class="field field--name-created">{doc.stamp}</div>'
        )
        note = ""
        if doc.key == "prk":
            note = f'<div class="field field--name-field-nota">Lihat juga: {self.a("keputusan", "Keputusan penuh PRK DUN Kuala Kangsar 2026", "content")} · {self.a("faq", "Apa itu PRK?", "content")}</div>'
        if doc.key == "ringgit":
            note = f'<div class="field field--name-field-nota">Kira sendiri: {self.a("penukar", "penukar mata wang", "content")}</div>'
        if doc.key == "liga":
            note = f'<div class="field field--name-field-nota">{self.a("jadual", "Jadual perlawanan minggu ini", "content")}</div>'
        return f"""<article data-history-node-id="{nid}" class="node node--type-article node--promoted node--view-mode-full">
<div class="field field--name-field-seksyen">{esc(doc.section)}</div>
<h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>
<div class="node__meta">{by}{date}</div>
<div class="node__content">
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div>
{note}
<div class="field field--name-field-tags field__items">{tags}</div>
<div class="share-buttons"><a href="https://wa.me/?text={nid}">Kongsi di WhatsApp</a> <a href="https://t.me/share/url?url={nid}">Telegram</a></div>
</div>
</article>
<div class="block block-newsletter"><h2>Surat berita Meja Data</h2><p>Carta dan angka setiap Jumaat, terus ke e-mel anda.</p><form><input type="email" placeholder="E-mel anda"><button>Langgan</button></form></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = (
                f'<div class="views-field views-field-field-image"><img src="/sites/default/files/styles/teaser/public/2026-12/{zlib.crc32(k.encode()) % 99991}.jpg" alt="" loading="lazy"></div>'
                if i < 2
                else ""
            )
            rows.append(
                f'<div class="views-row">{img}<div class="views-field views-field-title"><h3>{self.a(k, d.teaser or d.title, "content")}</h3></div><div class="views-field views-field-created">{d.stamp}</div><div class="views-field views-field-body">{esc(self.lede(d))}</div></div>'
            )
        top = (
            f'<h1 class="page-title">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h2 class="visually-hidden">Berita terkini</h2>'
        )
        if doc.key == "data":
            top += '<p class="view-header">Meja Data Berita Semenanjung menganalisis angka di sebalik berita: pilihan raya, ekonomi, sukan dan perumahan di Perak dan utara Semenanjung.</p>'
        if doc.kind == "author":
            top += f'<div class="user-bio"><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            top += '<form class="search-form"><input name="kata" value="harga"></form><h2>Hasil carian</h2>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items js-pager__items"><li class="pager__item is-active">1</li><li class="pager__item">{self.a(doc.extra["more"], "2", "content")}</li><li class="pager__item pager__item--next">{self.a(doc.extra["more"], "Seterusnya ›", "content")}</li></ul></nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="pager"><ul class="pager__items"><li class="pager__item pager__item--previous">{self.a(doc.extra["prev"], "‹ Sebelumnya", "content")}</li><li class="pager__item">{self.a(doc.extra["prev"], "1", "content")}</li><li class="pager__item is-active">2</li></ul></nav>'
        return f'{top}\n<div class="view view-content">{"".join(rows)}</div>\n{pager}'

    def service_main(self, doc: Doc) -> str:
        return f'<article class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="field field--name-body">\n{self.blocks(doc)}\n</div></article>'
