# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; full-width punctuation is deliberate)
"""华夏在线 Huaxia Online: a Sina-like Chinese portal (`/news/2026-12-04/doc-imxyz1234567.shtml`, `/roll/`,
`/roll/?page=2`, `/china/`, `/tag/…`, `/zt/…`, `/search?q=`), Simplified Chinese, **GBK** (`<meta charset="gb2312">`
plus a `Content-Type: text/html; charset=GBK` header; Scrapy decodes it as gb18030). Stories carry "来源：新华社"
source lines and a "责任编辑：张三" line at the foot: neither is an author nor body. Most stories name no person."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["rail", "snow", "tea", "ev", "museum", "loan", "flash", "comment"]


class Huaxia(Base):
    origin = "https://news.huaxia.test"
    name = "华夏在线"
    prefix = "hxz"
    language = "zh"
    encoding = "gb18030"
    codec = "gbk"
    content_type = "text/html; charset=GBK"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hxz",
            [".top-nav", ".main-content", "#artibody", ".article-editor", ".roll-list", ".blk-related", ".footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "华夏在线",
                "portal-home-dense",
                list=["rail", "snow", "tea", "ev", "museum", "loan", "roll", "zt"],
                more="roll",
            )
        )
        add(
            page(
                "roll",
                "/roll/",
                "section",
                "滚动新闻",
                "scroll-news-list",
                list=["loan", "ev", "snow", "rail", "tea", "museum"],
                more="roll2",
                times=True,
            )
        )
        add(
            page(
                "roll2",
                "/roll/?page=2",
                "section",
                "滚动新闻",
                "scroll-news-page2",
                list=["museum", "tea", "flash", "comment"],
                times=True,
            )
        )
        add(page("china", "/china/", "section", "国内新闻", "channel-front", list=["rail", "snow", "museum"]))
        add(page("tag", "/tag/新能源汽车", "tag", "新能源汽车", "tag-page", list=["ev", "loan"]))
        add(page("zt", "/zt/2026dongji/", "tag", "2026冬季出行专题", "special-topic-hub", list=["rail", "snow"]))
        add(page("search", "/search?q=高铁", "search", "搜索：高铁", "search-results", list=["rail"]))
        add(
            page(
                "about",
                "/about/",
                "about",
                "关于华夏在线",
                "about-page",
                [
                    "华夏在线成立于2001年，是综合性新闻门户网站，总部位于北京市海淀区。",
                    "网站提供新闻、财经、科技、体育等频道，日均访问量超过三千万人次。",
                    "广告合作：ad@huaxia.test　联系电话：010-6288-0000",
                ],
            )
        )
        add(
            page(
                "terms",
                "/about/privacy.html",
                "policy",
                "隐私政策",
                "policy-updated",
                [
                    "更新日期：2026年9月15日",
                    "我们重视您的个人信息保护，仅在提供服务所必需的范围内收集信息。",
                    "未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。",
                ],
            )
        )
        add(
            story(
                "rail",
                "/news/2026-12-04/doc-imxyz1234567.shtml",
                "西成高铁冬季运行图调整 新增12对列车",
                "2026-12-04",
                None,
                "2026年12月04日 09:12",
                [],
                [
                    "记者从中国铁路西安局集团获悉，自12月10日起，西成高铁实行冬季列车运行图，新增动车组列车12对，西安至成都最快3小时27分可达。",
                    "据介绍，此次调整后，西成高铁日均开行列车将达到86对，较调整前增加约16%。",
                    "针对冬季秦岭地区可能出现的降雪天气，铁路部门已储备除雪设备，并安排专人24小时值守。",
                    "铁路部门提醒旅客，可通过官方购票平台查询最新车次信息，合理安排出行。",
                ],
                "source-line-agency-editor-footer",
                source="新华社",
                editor="张三",
                section="国内",
            )
        )
        add(
            story(
                "snow",
                "/news/2026-12-04/doc-imxyz1234602.shtml",
                "哈尔滨冰雪大世界提前开园 首日游客超两万",
                "2026-12-04",
                None,
                "2026年12月04日 21:40",
                ["刘海燕"],
                [
                    'RAW:<p class="reporter">本报记者 刘海燕</p>',
                    "12月4日，哈尔滨冰雪大世界提前开园迎客，首日接待游客超过两万人次。",
                    "今年园区总面积达到一百万平方米，使用冰雪量约三十万立方米，设置了冰滑梯、雪地摩托等项目。",
                    "FIG: 冰雪大世界 | 游客在冰雪大世界内游玩。新华社发",
                    "园区负责人介绍，今年首次推出夜间冰灯秀，每晚七点开始，持续四十分钟。",
                    "哈尔滨市文旅局预计，今冬雪季接待游客将同比增长两成。",
                ],
                "reporter-line-first-paragraph",
                source="黑龙江日报",
                editor="王丽",
                section="国内",
            )
        )
        add(
            story(
                "tea",
                "/news/2026-12-03/doc-imxyz1233980.shtml",
                "福建安溪茶农借直播卖茶 年销售额破亿",
                "2026-12-03",
                None,
                "2026年12月03日 15:26",
                [],
                [
                    'RAW:<p class="original-title">原标题：小茶叶撬动大产业</p>',
                    "在福建安溪县感德镇，茶农陈建国每天晚上都会打开手机直播，向全国各地的网友介绍铁观音。",
                    "“去年我家的茶有一半是通过直播卖出去的。”陈建国说。",
                    "据统计，今年前十个月，安溪县茶叶电商销售额达到1.3亿元，同比增长28%。",
                    "当地政府还开设了直播培训班，已培训茶农超过三千人次。",
                ],
                "original-title-line-in-body",
                source="人民网",
                editor="李四",
                section="财经",
            )
        )
        add(
            story(
                "ev",
                "/news/2026-12-03/doc-imxyz1233811.shtml",
                "11月新能源汽车销量同比增长35%",
                "2026-12-03",
                None,
                "2026年12月03日 10:05",
                [],
                [
                    "中国汽车工业协会12月3日发布数据显示，11月新能源汽车产销分别完成142.6万辆和139.8万辆，同比分别增长36.2%和35.1%。",
                    "T: 类别 | 11月销量（万辆） | 同比增长",
                    "T: 纯电动 | 85.4 | 29.7%",
                    "T: 插电混动 | 54.4 | 44.6%",
                    "协会副秘书长表示，年底促销及以旧换新政策是销量增长的主要原因。",
                    "预计全年新能源汽车销量将突破1500万辆。",
                ],
                "table-in-body-agency",
                source="中国新闻网",
                editor="赵敏",
                section="财经",
                tag=True,
            )
        )
        add(
            story(
                "museum",
                "/news/2026-12-02/doc-imxyz1232477.shtml",
                "三星堆博物馆新馆试运行 预约名额一放即空",
                "2026-12-02",
                None,
                "2026年12月02日 18:30",
                ["周涛", "何静"],
                [
                    'RAW:<p class="reporter">记者 周涛 何静 报道</p>',
                    "12月2日，位于四川广汉的三星堆博物馆新馆开始试运行，首批开放的四个展厅展出文物一千五百余件。",
                    "博物馆工作人员介绍，试运行期间实行全预约制，每日限流八千人，预约名额在开放后几分钟内便被抢完。",
                    "新馆建筑面积约五万平方米，是旧馆的两倍多。",
                    "NOTE: 相关阅读：三星堆新发现六个祭祀坑",
                    "博物馆方面表示，正式开馆后将逐步增加每日参观名额。",
                ],
                "two-reporters-line-in-body",
                source="四川在线",
                editor="张三",
                section="国内",
            )
        )
        add(
            story(
                "loan",
                "/news/2026-12-04/doc-imxyz1234700.shtml",
                "多家银行下调房贷利率 首套最低3.05%",
                "2026-12-04",
                None,
                "12月04日 07:55",
                [],
                [
                    "12月起，北京、上海、广州等地多家银行下调首套房贷利率，最低降至3.05%。",
                    "业内人士分析，此举有助于降低购房者负担，稳定楼市预期。",
                    "某国有大行客户经理表示，存量房贷利率也将在明年一月统一调整。",
                    "专家提醒，购房者应结合自身收入情况理性选择贷款期限。",
                ],
                "no-year-in-stamp",
                source="经济日报",
                editor="王丽",
                section="财经",
                tag=True,
            )
        )
        add(
            story(
                "flash",
                "/news/2026-12-04/doc-imxyz1234811.shtml",
                "快讯！国家统计局：11月CPI同比上涨0.4%",
                "2026-12-04",
                None,
                "2026年12月04日 09:30",
                [],
                [
                    "国家统计局12月4日发布数据，11月份全国居民消费价格指数（CPI）同比上涨0.4%，环比下降0.2%。",
                    "更多详情，敬请关注后续报道。",
                ],
                "two-line-flash",
                source="央视新闻",
                editor="赵敏",
                section="财经",
            )
        )
        add(
            story(
                "comment",
                "/news/2026-12-03/doc-imxyz1233700.shtml",
                "让“冰雪经济”热起来更要久起来",
                "2026-12-03",
                None,
                "2026年12月03日 06:50",
                [],
                [
                    'RAW:<p class="reporter">本报评论员</p>',
                    "入冬以来，各地冰雪旅游持续升温，不少景区提前开门迎客。",
                    "冰雪经济要实现可持续发展，不能只靠一季的热度，更需要完善基础设施、提升服务水平。",
                    "一些地方存在重复建设、同质化竞争的问题，值得警惕。",
                    "只有立足本地资源禀赋，打造特色品牌，冰雪经济才能真正“热”得长久。",
                ],
                "commentary-staff-commentator-not-person",
                source="光明日报",
                editor="李四",
                section="评论",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "首页"), ("china", "国内"), ("roll", "滚动"), ("zt", "专题"), ("search", "搜索"))
        )
        kw = '<meta name="keywords" content="新闻,华夏在线">'
        desc = f'<meta name="description" content="{esc(self.lede(doc))}">' if doc.is_article else ""
        og = (
            f'<meta property="og:type" content="news">\n<meta property="og:title" content="{esc(doc.title)}">'
            if doc.is_article
            else ""
        )
        pub = (
            f'<meta name="weibo: article:create_at" content="{doc.date} {doc.stamp[-5:]}:00">' if doc.is_article else ""
        )
        return f"""<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-type" content="text/html; charset=gb2312">
<title>{esc(doc.title)}_新闻_华夏在线</title>
{kw}
{desc}
{og}
{pub}
<style>/*PAD*/</style>
<script src="//i.huaxia.test/js/sinalib.js" charset="utf-8"></script>
</head>
<body>
<div class="top-nav"><ul>{nav}</ul><a href="https://login.huaxia.test/">登录</a></div>
<div class="main-content w1000 clearfix">
{main}
<div class="side"><h3>热门排行</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("rail", "ev", "loan"))}</ol></div>
</div>
<div class="footer"><p>{self.a("about", "关于我们", "footer")} | {self.a("terms", "隐私政策", "footer")} | <a href="/about/contact.html">联系我们</a></p><p>Copyright © 2001-2026 HUAXIA Corporation, All Rights Reserved　京ICP证000000号</p></div>
<script>var ARTICLE_DATA={{channel:'news',docid:'{doc.key}'}};</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        tag = (
            f'<div class="keywords">文章关键词：{self.a("tag", "新能源汽车", "content")}</div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<div class="main-title-wrap">
<h1 class="main-title">{esc(doc.title)}</h1>
<div class="date-source"><span class="date">{doc.stamp}</span> <span class="source">来源：{esc(doc.extra["source"])}</span></div>
</div>
<div class="article" id="artibody">
{self.blocks(doc)}
<p class="article-editor">责任编辑：{esc(doc.extra["editor"])} </p>
</div>
{tag}
<div class="article-bottom"><a href="https://service.weibo.test/share">分享到微博</a> <a href="#comment">我要评论</a></div>
<div class="blk-related"><h3>相关阅读</h3><ul>{rel}</ul></div>"""

    def listing_main(self, doc: Doc) -> str:
        lis = []
        for k in doc.extra["list"]:
            d = self.docs.get(k)
            if d is None:
                continue
            if doc.extra.get("times") and d.is_article:
                lis.append(
                    f'<li><span class="c_chl">[{esc(d.section)}]</span>{self.a(k, d.title, "content")}<span class="c_time">{d.stamp[-11:]}</span></li>'
                )
            else:
                lis.append(f"<li>{self.a(k, d.title, 'content')}</li>")
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pagebox">{self.a(doc.extra["more"], "下一页", "pagination")}</div>'
        if doc.key == "roll2":
            more = f'<div class="pagebox">{self.a("roll", "上一页", "pagination")}</div>'
        return f'<div class="roll-list"><h2>{esc(doc.title)}</h2><ul class="list_009">{"".join(lis)}</ul>{more}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="about"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
