# ruff: noqa: E501, RUF001 (long literal lines; full-width CJK punctuation is the text)
"""东滨网 (Dongbin portal): a Chinese news portal, GBK declared in the HTTP header only, a table + div hybrid
with pinyin class names, dense link lists, /2026/1130/c1001-40123456.html story ids, channel fronts and a
滚动新闻 (roll) list. No og, no JSON-LD: stories carry a `publishdate` meta, other pages nothing."""

from __future__ import annotations

from common import blocks_html
from sitekit import Doc, Site, css_rules, esc

D = Doc
LOGO = '<img src="/img/logo.gif" alt="东滨网" width="220" height="60" border="0">'
CH = {"c1001": ("社会", "society"), "c1003": ("评论", "opinion"), "c1004": ("财经", "finance")}


class Dongbin(Site):
    origin = "http://www.dongbin.test"
    name = "东滨网"
    prefix = "dbw"
    language = "zh"
    encoding = "gb18030"  # the header says GBK; Scrapy decodes it with its superset
    codec = "gbk"
    content_type = "text/html; charset=GBK"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dbw",
            [
                ".daohang a",
                ".toutiao h2",
                ".paihang li",
                ".gundong",
                ".liebiao li",
                ".zhengwen p",
                ".bottom",
                ".w1000",
                ".pindao",
                ".tupian img",
            ],
            420,
        )

    def art(
        self,
        key: str,
        day: str,
        cid: str,
        num: int,
        title: str,
        authors: list[str],
        byline: str,
        hm: str,
        blocks: list,
        shape: str,
        **kw,
    ) -> Doc:
        y, m, d = day.split("-")
        path = f"/{y}/{m}{d}/{cid}-{num}.html"
        stamp = f"{y}年{int(m)}月{int(d)}日 {hm}" if kw.get("extra", {}).get("nodate") is None else ""
        return self.add(
            D(
                key,
                path,
                "article",
                title,
                is_article=True,
                authors=authors,
                byline=byline,
                date=day,
                stamp=stamp,
                iso=None if not stamp else f"{day} {hm}:00",
                section=CH[cid][0],
                blocks=blocks,
                shape=shape,
                **kw,
            )
        )

    def build(self) -> None:
        def pg(key: str, path: str, kind: str, title: str, shape: str) -> None:
            self.add(D(key, path, kind, title, shape=shape))

        pg("home", "/", "home", "东滨网_东滨新闻门户", "portal-home-dense-link-lists-table-div-hybrid")
        pg("society", "/society/index.html", "section", "社会频道", "channel-front-dense-list")
        pg("finance", "/finance/index.html", "section", "财经频道", "channel-front-dense-list-short")
        pg("roll", "/roll/index.html", "roll", "滚动新闻", "roll-list-timestamps-all-channels")
        pg("weather", "/weather/index.html", "weather", "东滨天气预报", "weather-page-table-and-index")
        pg("tv", "/tv/index.html", "schedule", "东滨电视台节目表", "tv-radio-schedule-table")
        pg("about", "/about/index.html", "about", "关于我们", "about-portal-prose")
        pg("contact", "/about/contact.html", "contact", "联系我们", "contact-addresses-phones")
        pg("copyright", "/about/copyright.html", "policy", "版权声明", "copyright-statement-signed-dated")
        pg("ads", "/about/ads.html", "advertise", "广告服务", "advertise-rate-table")
        pg("jobs", "/about/jobs.html", "careers", "诚聘英才", "careers-job-list")
        pg("sitemap", "/sitemap.html", "sitemap", "网站地图", "sitemap-dense-links")

        self.art(
            "oldtown",
            "2026-11-30",
            "c1001",
            40123456,
            "老城区改造启动　首批三百户居民下月搬迁",
            ["陈晓岚"],
            "本网记者　陈晓岚",
            "08:35",
            [
                (
                    "p",
                    "东滨市老城区改造项目30日正式启动。按照计划，首批涉及渔港路、盐仓街一带的三百户居民将于下月起陆续搬迁，"
                    "预计两年内建成新的安置小区。",
                ),
                (
                    "p",
                    "市住建局负责人介绍，此次改造保留老城区内二十余栋有历史价值的建筑，对其余危旧房屋进行拆除重建，"
                    "同时拓宽道路、新建地下管网和两座社区公园。",
                ),
                (
                    "p",
                    "在盐仓街住了四十多年的居民张阿姨说，老房子漏雨、没有独立卫生间，“早就盼着改了，就是舍不得老邻居”。",
                ),
                (
                    "p",
                    "据了解，安置方式分为货币补偿和原地回迁两种，居民可自主选择。改造期间，[[brief|渔港路公交站将临时迁移]]。",
                ),
            ],
            "channel-story-reporter-byline-links-brief-in-body",
            kicker="民生",
            image="渔港路一带的老房子",
        )
        self.art(
            "brief",
            "2026-12-01",
            "c1001",
            40124102,
            "渔港路公交站临时迁移",
            [],
            "东滨网",
            "07:10",
            [
                ("p", "因老城区改造施工，渔港路公交站自12月3日起临时向东迁移约二百米。"),
                ("p", "途经该站的5路、18路公交车运行线路不变。"),
            ],
            "two-sentence-brief-unsigned-linked-from-story-body-and-roll",
        )
        self.art(
            "port",
            "2026-11-29",
            "c1004",
            40123321,
            "东滨港前十个月集装箱吞吐量同比增长一成",
            ["周立新"],
            "本网记者　周立新",
            "10:02",
            [
                (
                    "p",
                    "记者从东滨港务集团获悉，今年1至10月，东滨港累计完成集装箱吞吐量二百一十万标准箱，同比增长百分之十。",
                ),
                ("p", "港务集团相关负责人表示，增长主要来自新开通的两条近洋航线，以及冷链货物运输需求的上升。"),
                ("p", "与此同时，港区周边道路拥堵问题也日益突出。市交通部门表示，疏港大道二期工程将于明年开工。"),
            ],
            "finance-story-reporter-byline",
            kicker="港口",
            image="东滨港集装箱码头",
        )
        self.art(
            "wire",
            "2026-11-30",
            "c1004",
            40123577,
            "多地出台措施支持海洋渔业转型升级　远洋捕捞与深海养殖成为新的发展方向",
            [],
            "来源：综合报道",
            "15:48",
            [
                (
                    "p",
                    "近期，沿海多个省市相继出台政策，支持海洋渔业转型升级，推动传统近海捕捞向远洋捕捞和深海养殖转变。",
                ),
                ("p", "有关政策涉及渔船更新改造补贴、深海养殖网箱建设以及渔民转产培训等方面。"),
                ("p", "业内人士认为，近海渔业资源衰退的压力下，转型是必然选择，但需要防止一哄而上、重复建设。"),
            ],
            "unsigned-wire-story-long-headline-ticker-and-rank",
        )
        self.art(
            "festival",
            "2026-11-28",
            "c1001",
            40122987,
            "东滨海鲜美食节落幕　十天吸引游客逾二十万人次",
            ["林海"],
            "记者　林海",
            "",
            [
                (
                    "p",
                    "东滨网2026年11月28日讯（记者　林海）为期十天的第八届东滨海鲜美食节27日晚在滨海广场落幕。"
                    "据主办方统计，美食节期间共接待游客二十余万人次。",
                ),
                ("p", "本届美食节设置了一百二十个摊位，除传统海鲜外，还首次引入了本地渔家菜和非遗小吃展示区。"),
                ("p", "不少外地游客表示，价格透明、环境整洁是这次美食节给他们留下的最深印象。"),
            ],
            "date-only-in-dateline-text-no-date-line-no-meta",
            extra={"nodate": True},
        )
        self.art(
            "photos",
            "2026-11-29",
            "c1001",
            40123400,
            "组图：冬日渔港　晨光里的归航",
            ["黄志远"],
            "摄影　黄志远",
            "17:20",
            [
                ("p", "初冬清晨，东滨渔港迎来捕捞旺季，一艘艘渔船满载而归，码头上一片忙碌。"),
                (
                    "fig",
                    "/pic/2026/1129/yugang1.jpg",
                    "清晨归港的渔船",
                    "11月29日清晨六时许，东滨渔港，结束夜间作业的渔船排队进港，码头上的渔民早已等候多时，准备卸货分拣。",
                ),
                (
                    "fig",
                    "/pic/2026/1129/yugang2.jpg",
                    "渔民在码头分拣海货",
                    "渔民在码头上分拣刚刚捕捞上岸的带鱼和梭子蟹，一位老渔民说，今年的收成比去年好一些，价格也比较稳定。",
                ),
                ("p", "据渔港管理处介绍，进入旺季以来，每天进出港渔船超过三百艘次。"),
                (
                    "fig",
                    "/pic/2026/1129/yugang3.jpg",
                    "海货市场里的商贩",
                    "上午八时，渔港旁的海货市场人声鼎沸，来自周边县市的商贩在这里批发新鲜海产，再运往各地的农贸市场。",
                ),
            ],
            "photo-led-story-long-captions-not-body",
            kicker="组图",
            image="清晨归港的渔船",
        )
        self.art(
            "comment",
            "2026-11-27",
            "c1003",
            40122650,
            "老城改造，别丢了城市的记忆",
            ["吴敏"],
            "东滨时评　吴敏",
            "06:30",
            [
                (
                    "p",
                    "老城区改造即将启动，这是许多居民期盼已久的好事。但在推土机开进老街之前，有一件事值得再想一想：城市的记忆该如何留下。",
                ),
                (
                    "p",
                    "盐仓街的石板路、渔港路的骑楼，承载着几代东滨人的生活。一拆了之固然省事，可一旦拆掉，就再也回不来了。",
                ),
                (
                    "p",
                    "好的改造，应当既让居民住得舒服，也让老城的样子有迹可循。这需要规划者多听居民的声音，也需要多一点耐心。",
                ),
            ],
            "commentary-column-role-prefix-byline",
        )
        self.art(
            "interview",
            "2026-11-26",
            "c1001",
            40122411,
            "访谈｜市交通局局长：明年新增三条公交线路",
            ["陈晓岚"],
            "本网记者　陈晓岚",
            "09:15",
            [
                ("p", "针对市民关心的公交出行问题，本网记者日前专访了东滨市交通局局长王建平。"),
                (
                    "qa",
                    "记者：不少市民反映公交车等待时间长，明年会有改善吗？",
                    "王建平：明年我们计划新增三条公交线路，并对十条线路加密班次，高峰时段的平均等待时间将缩短到十分钟以内。",
                ),
                (
                    "qa",
                    "记者：老城区改造期间，公交线路会受影响吗？",
                    "王建平：会有部分站点临时迁移，我们会提前公告，并在施工路段安排引导人员。",
                ),
                ("qa", "记者：新能源公交车的比例是多少？", "王建平：目前是百分之七十，明年底将达到百分之百。"),
            ],
            "qa-interview-reporter-and-official-prefixes",
            kicker="访谈",
        )

        self.docs["home"].extra["teasers"] = [
            ("oldtown", "lead"),
            ("port", "text"),
            ("photos", "image"),
            ("festival", "text"),
            ("comment", "text"),
            ("interview", "text"),
        ]
        self.docs["society"].extra["teasers"] = [
            ("oldtown", "text"),
            ("photos", "text"),
            ("festival", "text"),
            ("interview", "text"),
        ]
        self.docs["finance"].extra["teasers"] = [("port", "text"), ("wire", "text")]
        self.docs["roll"].extra["teasers"] = [
            (k, "text") for k in ("brief", "wire", "oldtown", "photos", "port", "festival", "comment", "interview")
        ]

    # ---- templates ----
    def filler(self, n: int, seed: int) -> str:
        """Links to pages outside the set: a portal's fronts are mostly lists of old headlines."""
        heads = [
            "市区新增两处便民停车场",
            "东滨一中获省级科技创新奖",
            "滨海大道夜间施工公告",
            "社区食堂试点扩大到十个街道",
            "冬季供暖管网完成检修",
            "市图书馆延长周末开放时间",
            "养老服务中心新增床位二百张",
            "近海养殖户领取灾后补贴",
            "高铁东滨站改扩建进入收尾",
            "市民投诉热线本月受理情况通报",
            "跨海大桥桥面维修完成",
            "农贸市场改造后重新开业",
        ]
        return "".join(
            f'<li><a href="/2026/11{20 - (i % 9):02d}/c1001-{40110000 + seed * 37 + i * 13}.html" target="_blank">'
            f"{heads[(i + seed) % len(heads)]}</a></li>"
            for i in range(n)
        )

    def item(self, key: str, mode: str) -> str:
        d = self.docs[key]
        if mode == "image":
            img = f'<img src="/pic/2026/thumb/{key}.jpg" alt="{esc(d.image)}" width="300" height="200" border="0">'
            return f'<div class="tupian">{self.a(key, d.image, "content", "target=_blank", inner=img)}</div>'
        if mode == "lead":
            return f'<div class="toutiao"><h2>{self.a(key, d.title, "content", "target=_blank")}</h2></div>'
        when = d.path.split("/")[2]
        return f'<li><span class="shijian">[{when[:2]}-{when[2:]}]</span>{self.a(key, d.title, "content", "target=_blank")}</li>'

    def top(self) -> str:
        nav = "".join(
            f"{self.a(k, t, 'chrome:nav')}" + " | "
            for k, t in (
                ("home", "首页"),
                ("society", "社会"),
                ("finance", "财经"),
                ("/opinion/index.html", "评论"),
                ("roll", "滚动"),
                ("weather", "天气"),
                ("tv", "电视"),
                ("/pic/index.html", "图片"),
                ("/video/index.html", "视频"),
                ("/edu/index.html", "教育"),
                ("/house/index.html", "房产"),
                ("/auto/index.html", "汽车"),
                ("/travel/index.html", "旅游"),
                ("/health/index.html", "健康"),
            )
        )
        ticker = "　".join(self.a(k, self.docs[k].title, "chrome:ticker", "target=_blank") for k in ("wire", "oldtown"))
        return (
            f'<table width="1000" border="0" cellspacing="0" cellpadding="0" align="center" class="w1000"><tr>'
            f'<td width="260">{self.a("home", "东滨网", "chrome:header", inner=LOGO)}</td>'
            f'<td><form action="http://search.dongbin.test/" method="get"><input name="q" size="30"><input type="submit" value="搜索"></form></td>'
            f'<td width="200" align="right">{self.a("/user/login.html", "登录", "chrome:header")} | {self.a("/user/reg.html", "注册", "chrome:header")}</td></tr></table>'
            f'<div class="daohang w1000">{nav}</div>'
            f'<div class="gundong w1000"><b>滚动：</b><marquee scrollamount="3" onmouseover="this.stop()" onmouseout="this.start()">{ticker}</marquee></div>'
        )

    def right(self) -> str:
        rank = "".join(
            f"<li><em>{i + 1}</em>{self.a(k, self.docs[k].title, 'chrome:rail', 'target=_blank')}</li>"
            for i, k in enumerate(("wire", "oldtown", "photos", "port", "festival"))
        )
        return (
            f'<div class="paihang"><h3>点击排行</h3><ol>{rank}</ol></div>'
            f'<div class="paihang"><h3>专题推荐</h3><ul>{self.filler(5, 9)}</ul></div>'
            f'<div class="paihang"><h3>便民服务</h3><ul><li>{self.a("weather", "天气预报", "chrome:rail")}</li>'
            f'<li>{self.a("tv", "电视节目", "chrome:rail")}</li><li><a href="/bus/">公交查询</a></li></ul></div>'
        )

    def bottom(self) -> str:
        links = " | ".join(
            self.a(k, t, "chrome:footer")
            for k, t in (
                ("about", "关于我们"),
                ("contact", "联系我们"),
                ("ads", "广告服务"),
                ("jobs", "诚聘英才"),
                ("copyright", "版权声明"),
                ("sitemap", "网站地图"),
            )
        )
        return (
            f'<div class="bottom w1000"><p>{links}</p><p>东滨网版权所有　未经书面授权禁止转载</p>'
            f"<p>互联网新闻信息服务许可证编号：00000000000　东ICP备00000000号</p>"
            f"<p>违法和不良信息举报电话：0000-00000000</p></div>"
        )

    def main_html(self, doc: Doc) -> str:
        if "teasers" in doc.extra:
            leads = "".join(self.item(t, m) for t, m in doc.extra["teasers"] if m != "text")
            extra = ""
            if doc.key != "roll":
                items = "".join(self.item(t, m) for t, m in doc.extra["teasers"] if m == "text")
            else:
                items = "".join(
                    f'<li><span class="shijian">{esc(self.docs[t].stamp or "11月28日")}</span>'
                    f"[{self.docs[t].section}]{self.a(t, self.docs[t].title, 'content', 'target=_blank')}</li>"
                    for t, _ in doc.extra["teasers"]
                )
                extra = '<div class="fenye"><a href="/roll/index_2.html">下一页</a></div>'
            if doc.key == "home":
                extra = (
                    f'<div class="pindao"><h3>{self.a("society", "社会", "content")}</h3><ul class="liebiao">{self.filler(8, 1)}</ul></div>'
                    f'<div class="pindao"><h3>{self.a("finance", "财经", "content")}</h3><ul class="liebiao">{self.filler(6, 2)}</ul></div>'
                    f'<div class="pindao"><h3>{self.a("roll", "滚动新闻", "content")}</h3><ul class="liebiao">{self.filler(6, 3)}</ul></div>'
                )
            else:
                extra += f'<ul class="liebiao">{self.filler(10, len(doc.key))}</ul>'
            return f'<h1 class="pindao-title">{esc(doc.title)}</h1>{leads}<ul class="liebiao">{items}</ul>{extra}'
        if doc.is_article:
            cid = doc.path.rsplit("/", 1)[1].split("-")[0]
            chan = {"c1001": "society", "c1004": "finance"}.get(cid)
            crumb = (
                self.a(chan, self.docs[chan].title, "chrome:breadcrumb")
                if chan
                else self.a("/opinion/index.html", "评论频道", "chrome:breadcrumb")
            )
            info = (
                f'<div class="xinxi">{esc(doc.stamp)}　来源：东滨网　{esc(doc.byline)}</div>'
                if doc.stamp
                else '<div class="xinxi">来源：东滨网</div>'
            )
            body = blocks_html(self, doc.blocks, {"fig": "tupian"})
            related = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'chrome:related', 'target=_blank')}</li>"
                for k in ("oldtown", "comment", "interview")
                if k != doc.key
            )
            return (
                f'<div class="weizhi">当前位置：{self.a("home", "首页", "chrome:breadcrumb")} &gt; {crumb} &gt; 正文</div>'
                f'<h1>{esc(doc.title)}</h1>{info}<div class="zhengwen">{body}</div>'
                f'<div class="zeren">（责任编辑：郑丽）</div><div class="xiangguan"><h3>相关新闻</h3><ul>{related}</ul></div>'
            )
        return f'<h1>{esc(doc.title)}</h1><div class="neirong">{self.service(doc)}</div>'

    def service(self, doc: Doc) -> str:
        k = doc.key
        if k == "weather":
            rows = [
                ["12月1日", "晴转多云", "12℃", "4℃", "东北风3级"],
                ["12月2日", "多云", "13℃", "6℃", "东风2级"],
                ["12月3日", "小雨", "10℃", "7℃", "东北风4级"],
                ["12月4日", "阴", "9℃", "3℃", "北风4级"],
            ]
            return blocks_html(
                self,
                [
                    ("p", "东滨市气象台12月1日6时发布"),
                    ("table", "未来四天天气预报", ["日期", "天气", "最高", "最低", "风力"], rows),
                    ("h2", "生活指数"),
                    ("p", "穿衣指数：较冷，建议穿厚外套。晾晒指数：适宜。"),
                    ("h2", "海洋预报"),
                    ("p", "东滨近海浪高一至一点五米，适宜出海作业。"),
                ],
            )
        if k == "tv":
            rows = [
                ["06:30", "东滨早新闻"],
                ["07:30", "渔港天气"],
                ["12:00", "午间新闻"],
                ["18:30", "东滨新闻联播"],
                ["19:30", "电视剧：海风吹过的地方（12）"],
                ["21:30", "百姓说法"],
                ["22:30", "晚间新闻"],
            ]
            return blocks_html(
                self,
                [
                    ("p", "东滨电视台新闻综合频道　12月1日　星期二"),
                    ("table", "", ["时间", "节目"], rows),
                    ("h2", "东滨人民广播电台"),
                    ("p", "FM 96.8　07:00 早安东滨　17:00 交通直播间　20:00 夜话"),
                ],
            )
        if k == "about":
            return blocks_html(
                self,
                [
                    ("p", "东滨网创办于2001年，是东滨市重点新闻网站，每日发布本地新闻五百余条。"),
                    ("p", "网站设有社会、财经、评论、图片、视频等频道，并提供天气、公交、电视节目等便民服务。"),
                ],
            )
        if k == "contact":
            return blocks_html(
                self,
                [
                    ("p", "地址：东滨市滨海大道88号传媒大厦12层"),
                    ("p", "新闻热线：0000-12345678"),
                    ("p", "广告合作：0000-87654321"),
                    ("p", "电子邮箱：news@dongbin.test"),
                ],
            )
        if k == "copyright":
            return blocks_html(
                self,
                [
                    ("p", "凡本网注明“来源：东滨网”的所有作品，版权均属东滨网所有，未经授权不得转载。"),
                    ("p", "已经授权使用作品的，应在授权范围内使用，并注明“来源：东滨网”。"),
                    ("p", "东滨网　2025年6月1日"),
                ],
            )
        if k == "ads":
            return blocks_html(
                self,
                [
                    ("p", "东滨网日均访问量超过一百万人次，是本地企业投放网络广告的首选平台。"),
                    (
                        "table",
                        "首页广告刊例",
                        ["位置", "规格", "价格（元/天）"],
                        [
                            ["首页通栏", "1000×90", "3000"],
                            ["首页画中画", "300×250", "1800"],
                            ["频道通栏", "1000×90", "1200"],
                        ],
                    ),
                ],
            )
        if k == "jobs":
            return blocks_html(
                self,
                [
                    ("p", "因业务发展需要，东滨网现面向社会招聘以下岗位："),
                    (
                        "ul",
                        [
                            "文字记者　3名　新闻相关专业本科以上",
                            "视频编辑　2名　熟练使用剪辑软件",
                            "前端工程师　1名　三年以上工作经验",
                        ],
                    ),
                    ("p", "简历请发送至 hr@dongbin.test，截止日期2026年12月31日。"),
                ],
            )
        if k == "sitemap":
            groups = {
                "新闻": [("home", "首页"), ("society", "社会"), ("finance", "财经"), ("roll", "滚动新闻")],
                "服务": [("weather", "天气"), ("tv", "电视节目"), ("/bus/", "公交查询")],
                "关于": [
                    ("about", "关于我们"),
                    ("contact", "联系我们"),
                    ("ads", "广告服务"),
                    ("jobs", "诚聘英才"),
                    ("copyright", "版权声明"),
                ],
            }
            return "".join(
                f"<h2>{h}</h2><p>" + "　".join(self.a(kk, t, "content") for kk, t in ls) + "</p>"
                for h, ls in groups.items()
            )
        return ""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        meta = ""
        if doc.is_article:
            meta = f'<meta name="author" content="{esc(doc.authors[0]) if doc.authors else "东滨网"}">'
            if doc.iso:
                meta += f'\n<meta name="publishdate" content="{doc.iso[:10]}">'
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{esc(doc.title)}--东滨网</title>
<meta name="keywords" content="东滨,东滨网,东滨新闻">
<meta name="description" content="{esc(doc.title)}">
{meta}
<link href="/css/main.css" rel="stylesheet" type="text/css">
<style type="text/css">
/*PAD*/
</style>
<script type="text/javascript" src="/js/jquery-1.7.2.min.js"></script>
</head>
<body>
{self.top()}
<table width="1000" border="0" cellspacing="0" cellpadding="0" align="center" class="w1000"><tr>
<td width="680" valign="top"><div class="zuo">{self.main_html(doc)}</div></td>
<td width="20"></td>
<td width="300" valign="top"><div class="you">{self.right()}</div></td>
</tr></table>
{self.bottom()}
<script type="text/javascript">var _hmt = _hmt || [];</script>
</body>
</html>
"""
