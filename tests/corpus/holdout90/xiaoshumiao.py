# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Chinese punctuation is deliberate)
"""小树苗报: a Chinese children's paper on a **TRS WCM**-like publishing system (`/xw/yw/202612/t20261204_5512345.html`,
relative links written `./` and `../../`, page 2 of a column is `index_1.html`, the column pager written by
`createPageHTML()` with plain links beside it, `TRS_Editor` with an inline `<style>` inside the text, TRS `<meta
name="PubDate">`, `ContentSource`, `Author`, a WAS5 search whose query is percent-encoded in **GBK**), simplified
Chinese, Beijing time (+08:00). The whole site is **GBK** (`<meta http-equiv>` says `gb2312`, the header `GBK`),
labelled `gb18030` as Scrapy decodes both.

The lower-grade stories carry **pinyin over every character** (`<ruby>北<rt>běi</rt></ruby>`) with a "拼音版 / 汉字版"
switch: the 汉字版 pane is a hidden copy of the text without pinyin. Labels keep the characters only.

Bylines: "作者：本报记者 王磊" (role dropped), "本报记者 王磊 赵敏" (two names joined by a space), "新华社记者 陈静" under
"来源：新华社", a young reporter with her school and a supervising teacher ("指导老师", not an author), and two credits
printed **inside the first paragraph** ("本报讯", "本报讯（通讯员 孙浩 记者 赵敏）"), which the label leaves out of the body.
Metadata: the snow story's `article:published_time` is **UTC** (23:50Z on 3 Dec = 07:50 on 4 Dec in Beijing); Baidu
"cambrian" JSON-LD with a zone-less `pubDate` on the pinyin stories; the myopia story's `<meta name="Author">` is the
paper although a reporter is printed."""

from __future__ import annotations

import json
import posixpath
from urllib.parse import quote, urlsplit

from common import Base, blocks_html, page, pinyin_ruby, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.xiaoshumiao.test"
NAME = "小树苗报"
ARTS = ["snowman", "panda", "space", "garden", "football", "myopia", "interview", "reporter"]
SEARCH_Q = "雪"
# pinyin for the lower-grade stories, line by line (titles first), one syllable per Han character
PINYIN = {
    "北京下雪啦！同学们堆雪人": "běi jīng xià xuě la tóng xué men duī xuě rén",
    "12月3日晚上，北京下了今年冬天的第一场雪。": "yuè rì wǎn shàng běi jīng xià le jīn nián dōng tiān de dì yī cháng xuě",
    "第二天早上，校园里白白的，像铺了一层厚厚的棉被。": "dì èr tiān zǎo shang xiào yuán lǐ bái bái de xiàng pū le yì céng hòu hòu de mián bèi",
    "课间的时候，同学们跑到操场上，有的堆雪人，有的打雪仗，玩得可开心了。": "kè jiān de shí hou tóng xué men pǎo dào cāo chǎng shàng yǒu de duī xuě rén yǒu de dǎ xuě zhàng wán de kě kāi xīn le",
    "二年级的小明给雪人戴上了红帽子，还用胡萝卜做了鼻子。他说：“我的雪人在对大家笑呢！”": "èr nián jí de xiǎo míng gěi xuě rén dài shàng le hóng mào zi hái yòng hú luó bo zuò le bí zi tā shuō wǒ de xuě rén zài duì dà jiā xiào ne",
    "老师提醒大家，雪天路滑，走路要慢一点，回家后要换上干袜子，不要着凉。": "lǎo shī tí xǐng dà jiā xuě tiān lù huá zǒu lù yào màn yì diǎn huí jiā hòu yào huàn shàng gān wà zi bú yào zháo liáng",
    "大熊猫宝宝满一百天啦": "dà xióng māo bǎo bao mǎn yì bǎi tiān la",
    "12月2日，在四川成都大熊猫繁育研究基地，今年夏天出生的大熊猫宝宝“米粒”满一百天了。": "yuè rì zài sì chuān chéng dū dà xióng māo fán yù yán jiū jī dì jīn nián xià tiān chū shēng de dà xióng māo bǎo bao mǐ lì mǎn yì bǎi tiān le",
    "刚出生的时候，“米粒”只有一百五十克，粉粉的，像一只小老鼠。": "gāng chū shēng de shí hou mǐ lì zhǐ yǒu yì bǎi wǔ shí kè fěn fěn de xiàng yì zhī xiǎo lǎo shǔ",
    "现在，它已经长到六千克，身上长出了黑白相间的毛，还会在地上慢慢地爬。": "xiàn zài tā yǐ jīng zhǎng dào liù qiān kè shēn shang zhǎng chū le hēi bái xiāng jiàn de máo hái huì zài dì shang màn màn de pá",
    "饲养员说，“米粒”最喜欢趴在妈妈的肚子上睡觉。": "sì yǎng yuán shuō mǐ lì zuì xǐ huan pā zài mā ma de dù zi shang shuì jiào",
    "等到明年春天，游客们就可以见到它了。": "děng dào míng nián chūn tiān yóu kè men jiù kě yǐ jiàn dào tā le",
    "学校的小菜园丰收了": "xué xiào de xiǎo cài yuán fēng shōu le",
    "本报讯　这几天，朝阳区一所小学的小菜园迎来了丰收。": "běn bào xùn zhè jǐ tiān cháo yáng qū yì suǒ xiǎo xué de xiǎo cài yuán yíng lái le fēng shōu",
    "大白菜长得又大又圆，萝卜从土里露出了红红的脑袋。": "dà bái cài zhǎng de yòu dà yòu yuán luó bo cóng tǔ lǐ lù chū le hóng hóng de nǎo dai",
    "三年级的同学们拿着小篮子，高高兴兴地把蔬菜收回家。": "sān nián jí de tóng xué men ná zhe xiǎo lán zi gāo gāo xìng xìng de bǎ shū cài shōu huí jiā",
    "老师说，从春天播种到秋天收获，同学们每周都来浇水、拔草，学会了很多课本上没有的知识。": "lǎo shī shuō cóng chūn tiān bō zhǒng dào qiū tiān shōu huò tóng xué men měi zhōu dōu lái jiāo shuǐ bá cǎo xué huì le hěn duō kè běn shang méi yǒu de zhī shi",
    "同学们把一部分蔬菜送给了学校食堂，中午大家一起吃到了自己种的菜。": "tóng xué men bǎ yí bù fen shū cài sòng gěi le xué xiào shí táng zhōng wǔ dà jiā yì qǐ chī dào le zì jǐ zhòng de cài",
    "雪中送炭": "xuě zhōng sòng tàn",
}


class Xiaoshumiao(Base):
    origin = ORIGIN
    name = NAME
    prefix = "xsm"
    language = "zh"
    encoding = "gb18030"
    codec = "gb18030"
    content_type = "text/html; charset=GBK"

    def href(self, key_or_path: str) -> str:
        """TRS writes links relative to the page: `./t2026…html`, `../../xw/`, `../index_1.html`."""
        if key_or_path.startswith(("http://", "https://", "mailto:", "#", "javascript:")):
            return key_or_path
        path = self.docs[key_or_path].path if key_or_path in self.docs else key_or_path
        if not self.current:
            return path
        here = urlsplit(self.docs[self.current].path).path
        base = here if here.endswith("/") else posixpath.dirname(here) + "/"
        target = urlsplit(path)
        rel = posixpath.relpath(target.path, base.rstrip("/") or "/")
        if target.path.endswith("/"):
            rel = "./" if rel == "." else rel + "/"
        if not rel.startswith("."):
            rel = "./" + rel
        return rel + (f"?{target.query}" if target.query else "")

    def pad_rules(self) -> list[str]:
        return css_rules(
            "xsm",
            [
                ".top .w1000",
                ".nav li a",
                ".position",
                ".article h1.title",
                ".article .info span",
                ".TRS_Editor p",
                "ruby rt",
                ".py-switch a",
                ".hot-list li",
                ".column-list li",
                ".footer p",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", NAME, "trs-home", list=["snowman", "panda", "space", "garden", "football"]))
        add(
            page(
                "xw",
                "/xw/",
                "section",
                "新闻",
                "trs-column-index",
                list=["snowman", "panda", "space", "garden", "football"],
                more="xw2",
            )
        )
        add(page("xw2", "/xw/index_1.html", "section", "新闻", "trs-column-index-1", list=["myopia", "interview"]))
        add(
            page(
                "topic",
                "/zt/kxxkt/",
                "tag",
                "专题：科学小课堂",
                "trs-special-topic",
                list=["space", "interview", "myopia"],
            )
        )
        add(page("author", "/xjz/zzh/", "author", "小记者风采：张子涵", "trs-young-reporter-column", list=["reporter"]))
        add(
            page(
                "search",
                "/was5/web/search?searchword=" + quote(SEARCH_Q.encode("gbk")) + "&channelid=246810",
                "search",
                "检索结果",
                "was5-search-gbk-query",
                list=["snowman", "panda"],
            )
        )
        add(
            page(
                "chengyu",
                "/mrcy/202612/t20261204_5512360.html",
                "word-of-the-day",
                "每日一成语：雪中送炭",
                "trs-idiom-of-the-day",
                [
                    "释义：在下雪的时候给人送去木炭取暖。比喻在别人急需的时候给予帮助。",
                    "出处：宋·范成大《大雪送炭与芥隐》诗。",
                    "例句：小明生病在家，同学们轮流帮他补课，真是雪中送炭。",
                    "近义词：济困扶危　反义词：落井下石",
                ],
                local="2026-12-04 06:00",
            )
        )
        add(
            page(
                "quiz",
                "/zsdt/202612/t20261204_5512370.html",
                "quiz",
                "知识闯关：冬天里的科学",
                "trs-quiz-hidden-answers",
                [
                    "Q: 1. 雪花一般有几个角？ || A. 四个　B. 六个　C. 八个|B",
                    "Q: 2. 冬天说话时，嘴里为什么会冒“白气”？ || A. 嘴里有烟　B. 呼出的水汽遇冷变成了小水珠　C. 天上的云飘下来了|B",
                    "Q: 3. 下面哪种动物冬天要冬眠？ || A. 青蛙　B. 麻雀　C. 小狗|A",
                ],
                local="2026-12-04 06:00",
            )
        )
        add(
            page(
                "gone", "/xw/yw/202611/t20261120_5509876.html", "error", "对不起，您访问的页面不存在！", "trs-soft-404"
            )
        )
        add(
            story(
                "snowman",
                "/xw/yw/202612/t20261204_5512345.html",
                "北京下雪啦！同学们堆雪人",
                "2026-12-04",
                "2026-12-03T23:50:00Z",
                "2026-12-04 07:50",
                ["王磊"],
                [
                    "12月3日晚上，北京下了今年冬天的第一场雪。",
                    "第二天早上，校园里白白的，像铺了一层厚厚的棉被。",
                    "课间的时候，同学们跑到操场上，有的堆雪人，有的打雪仗，玩得可开心了。",
                    "二年级的小明给雪人戴上了红帽子，还用胡萝卜做了鼻子。他说：“我的雪人在对大家笑呢！”",
                    "老师提醒大家，雪天路滑，走路要慢一点，回家后要换上干袜子，不要着凉。",
                ],
                "trs-pinyin-ruby-utc-published-time",
                section="要闻",
                pinyin=True,
                credit="作者：本报记者 王磊",
                source="小树苗报",
                meta_author="王磊",
                utc_meta=True,
            )
        )
        add(
            story(
                "panda",
                "/xw/yw/202612/t20261203_5512290.html",
                "大熊猫宝宝满一百天啦",
                "2026-12-03",
                None,
                "2026-12-03 08:10",
                ["陈静"],
                [
                    "12月2日，在四川成都大熊猫繁育研究基地，今年夏天出生的大熊猫宝宝“米粒”满一百天了。",
                    "刚出生的时候，“米粒”只有一百五十克，粉粉的，像一只小老鼠。",
                    "现在，它已经长到六千克，身上长出了黑白相间的毛，还会在地上慢慢地爬。",
                    "饲养员说，“米粒”最喜欢趴在妈妈的肚子上睡觉。",
                    "等到明年春天，游客们就可以见到它了。",
                ],
                "trs-pinyin-ruby-agency-reporter",
                section="要闻",
                pinyin=True,
                credit="作者：新华社记者 陈静",
                source="新华社",
                meta_author="新华社记者 陈静",
                image="熊猫宝宝“米粒”",
            )
        )
        add(
            story(
                "garden",
                "/xw/yw/202612/t20261201_5512150.html",
                "学校的小菜园丰收了",
                "2026-12-01",
                None,
                "2026-12-01 07:30",
                [],
                [
                    "这几天，朝阳区一所小学的小菜园迎来了丰收。",
                    "大白菜长得又大又圆，萝卜从土里露出了红红的脑袋。",
                    "三年级的同学们拿着小篮子，高高兴兴地把蔬菜收回家。",
                    "老师说，从春天播种到秋天收获，同学们每周都来浇水、拔草，学会了很多课本上没有的知识。",
                    "同学们把一部分蔬菜送给了学校食堂，中午大家一起吃到了自己种的菜。",
                ],
                "trs-pinyin-ruby-credit-in-first-paragraph",
                section="要闻",
                pinyin=True,
                lead="本报讯　",
                source="小树苗报",
                meta_author="小树苗报",
                gone=True,
            )
        )
        add(
            story(
                "space",
                "/xw/kx/202612/t20261202_5512210.html",
                "“天宫课堂”又开课了　航天员在太空做实验",
                "2026-12-02",
                None,
                "2026-12-02 09:00",
                ["王磊", "赵敏"],
                [
                    "12月1日下午，“天宫课堂”新一课在中国空间站开讲。三名航天员在距离地面约四百公里的空间站里，为全国的中小学生上了一堂生动的科学课。",
                    "这次课堂的主题是“太空里的水”。航天员把一滴颜料慢慢注入一个水球，水球很快变成了一个漂亮的蓝色球体，颜料却一点也没有洒出来。",
                    "“为什么水在太空里会变成球？”面对同学们的提问，航天员解释说，在失重环境下，液体表面的张力起了主要作用，所以水会尽量收缩成球形。",
                    "在北京的地面课堂，来自十所学校的两百多名同学一边观看，一边动手做对比实验。",
                    "海淀区一名六年级学生说：“以前只在书上看过，今天亲眼看到，才真正明白了表面张力是怎么回事。”",
                    "据介绍，“天宫课堂”自2021年开课以来，已经吸引了数千万名中小学生观看。",
                ],
                "trs-two-reporters-space-separated",
                section="科学",
                credit="作者：本报记者 王磊 赵敏",
                source="小树苗报",
                meta_author="王磊 赵敏",
                image="航天员在空间站展示水球",
            )
        )
        add(
            story(
                "football",
                "/xw/ty/202611/t20261128_5511920.html",
                "校园足球联赛落幕　女足小将首次捧杯",
                "2026-11-28",
                None,
                "2026-11-28 10:20",
                ["孙浩", "赵敏"],
                [
                    "11月27日，为期一个月的区级校园足球联赛在奥体中心落下帷幕。",
                    "在女子组决赛中，实验二小队凭借下半场的一个头球，以1比0战胜了上届冠军，第一次捧起冠军奖杯。",
                    "打进制胜球的是五年级的王雨桐。她说：“我们每天放学后都练一个小时，今天终于成功了！”",
                    "本届联赛共有来自六十多所学校的一百二十支队伍参加，比赛场次超过三百场。",
                    "组委会表示，明年将增设小学低年级组，让更多的孩子爱上足球。",
                ],
                "trs-credit-in-first-paragraph-two-persons",
                section="体育",
                lead="本报讯（通讯员 孙浩 记者 赵敏）",
                source="小树苗报",
                meta_author="孙浩 赵敏",
            )
        )
        add(
            story(
                "myopia",
                "/xw/yw/202611/t20261127_5511870.html",
                "每天户外活动两小时　这所学校近视率下降了",
                "2026-11-27",
                None,
                "2026-11-27 07:45",
                ["李晓雯"],
                [
                    "近日，一份针对全区小学生视力的调查结果出炉：坚持每天户外活动两小时的学校，学生近视率明显低于其他学校。",
                    "调查覆盖了全区二十所小学的一万多名学生。下表是其中一所学校两年来的变化：",
                    "T: 年级 | 2024年近视率 | 2026年近视率",
                    "T: 一年级 | 12% | 9%",
                    "T: 三年级 | 28% | 21%",
                    "T: 六年级 | 49% | 40%",
                    "这所学校的校长介绍，学校把大课间延长到了四十分钟，并要求每节课后学生都要走出教室。",
                    "眼科医生提醒，阳光是预防近视的“良药”。同学们在家时也要少看手机和平板电脑，每用眼四十分钟就要向远处看一看。",
                ],
                "trs-data-table-meta-author-site",
                section="要闻",
                credit="作者：李晓雯",
                source="小树苗报",
                meta_author="小树苗报",
            )
        )
        add(
            story(
                "interview",
                "/xw/kx/202611/t20261126_5511800.html",
                "对话气象学家：天气预报是怎么做出来的？",
                "2026-11-26",
                None,
                "2026-11-26 08:30",
                ["赵敏"],
                [
                    "天气预报几乎每天都能看到，可它是怎么做出来的？本报记者采访了市气象台的首席预报员林建华。",
                    "Q: 问：天气预报是怎么做出来的？ || 答：首先要收集数据。地面的气象站、天上的卫星和雷达，每时每刻都在记录温度、湿度、风向和云的变化。",
                    "Q: 问：有了数据，就能知道明天的天气吗？ || 答：还不行。我们要把数据输入超级计算机，用数学方法算出大气未来的变化。然后，预报员再根据经验进行分析，最后才发布预报。",
                    "Q: 问：为什么天气预报有时候不准？ || 答：大气的变化非常复杂，一点小小的变化就可能带来很大的不同。现在，未来三天的预报准确率已经能达到百分之九十左右。",
                    "Q: 问：想当气象学家，要做哪些准备？ || 答：要学好数学和物理，更重要的是保持好奇心，多观察身边的天气。",
                ],
                "trs-qa-interview",
                section="科学",
                credit="作者：本报记者 赵敏",
                source="小树苗报",
                meta_author="赵敏",
            )
        )
        add(
            story(
                "reporter",
                "/xjz/202611/t20261130_5511980.html",
                "我在博物馆当了一天小讲解员",
                "2026-11-30",
                None,
                "2026-11-30 16:00",
                ["张子涵"],
                [
                    "上周六，我参加了首都博物馆的“小小讲解员”活动，第一次站在展柜前给观众讲解文物。",
                    "出发前，我用了两个星期准备讲解词。妈妈当我的观众，我一遍一遍地练习，还把难读的字都标上了拼音。",
                    "我负责讲解的是一件青铜器。开始时我有点紧张，声音小小的。一位老爷爷笑着说：“别着急，慢慢讲。”听了这句话，我就不那么紧张了。",
                    "讲解结束后，有一个小朋友问我：“这个鼎有多少岁了？”我告诉他，它已经有三千多岁了，他惊讶地张大了嘴巴。",
                    "这一天虽然很累，但我觉得特别有意义。我希望以后能让更多的人了解我们的历史。",
                ],
                "trs-young-reporter-school-teacher",
                section="小记者",
                credit="作者：小记者 张子涵（海淀区育英路小学四年级）　指导老师：刘芳",
                source="小树苗报",
                meta_author="张子涵",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def py(self, text: str) -> str:
        return pinyin_ruby(text, PINYIN[text])

    def head_meta(self, doc: Doc) -> str:
        if not doc.is_article:
            return f'<meta name="ColumnName" content="{esc(doc.title)}" />'
        out = [
            f'<meta name="ColumnName" content="{esc(doc.section)}" />',
            f'<meta name="ArticleTitle" content="{esc(doc.title)}" />',
            f'<meta name="PubDate" content="{doc.stamp}" />',
            f'<meta name="ContentSource" content="{esc(doc.extra["source"])}" />',
            f'<meta name="Author" content="{esc(doc.extra["meta_author"])}" />',
        ]
        if doc.extra.get("utc_meta"):
            out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
        if doc.extra.get("pinyin"):
            ld = {
                "@context": "https://ziyuan.baidu.com/contexts/cambrian.jsonld",
                "@id": self.url(doc.key),
                "appid": "1590123456789012",
                "title": doc.title,
                "images": [f"{ORIGIN}/images/{doc.path.rsplit('/', 1)[-1].replace('.html', '')}.jpg"],
                "description": self.lede(doc),
                "pubDate": doc.stamp.replace(" ", "T") + ":00",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "首页"),
                ("xw", "新闻"),
                ("/xw/kx/", "科学"),
                ("/xw/ty/", "体育"),
                ("author", "小记者"),
                ("chengyu", "每日成语"),
                ("quiz", "知识闯关"),
                ("topic", "专题"),
            )
        )
        hot = "".join(
            f"<li><em>{i + 1}</em>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for i, k in enumerate(["snowman", "panda", "football", "space", "reporter", "myopia"])
        )
        col = doc.section or doc.title
        title = (
            f"{doc.title}_{col}_{NAME}"
            if doc.is_article
            else f"{doc.title}_{NAME}"
            if doc.key != "home"
            else f"{NAME}——中小学生的新闻课堂"
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=gb2312" />
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<title>{esc(title)}</title>
<meta name="keywords" content="小树苗报,少儿新闻,小学生新闻,{esc(col)}" />
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "小树苗报是面向中小学生的新闻网站。")}" />
<meta name="SiteName" content="{NAME}" />
<meta name="SiteDomain" content="www.xiaoshumiao.test" />
<meta name="SiteIDCode" content="1100000099" />
{self.head_meta(doc)}
<link href="{self.href("/css/style.css")}" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="{self.href("/js/jquery-1.8.3.min.js")}"></script>
</head>
<body>
<div class="top"><div class="w1000"><span class="today">2026年12月5日　星期六</span> <a href="javascript:;" onclick="this.style.behavior='url(#default#homepage)';">设为首页</a> | <a href="javascript:;">加入收藏</a> | <a href="https://m.xiaoshumiao.test/">手机版</a> | <a href="https://passport.xiaoshumiao.test/login">小记者登录</a></div></div>
<div class="header w1000"><div class="logo"><a href="{self.href("home")}"><img src="{self.href("/images/logo.png")}" alt="{NAME}" width="320" height="80" /></a></div><div class="slogan">中小学生的新闻课堂</div>
<div class="search"><form action="{self.href("/was5/web/search")}" method="get" accept-charset="gbk" target="_blank"><input type="text" name="searchword" class="sinput" /><input type="hidden" name="channelid" value="246810" /><input type="submit" value="搜索" class="sbtn" /></form></div></div>
<div class="nav"><ul class="w1000">{nav}</ul></div>
<div class="ad-banner w1000"><!-- 广告位：首页通栏 --><div id="ad_1000x90"></div></div>
<div class="main w1000">
<div class="left">
{main}
</div>
<div class="right">
<div class="hot-list"><h3>热点排行</h3><ul>{hot}</ul></div>
<div class="side-box"><h3>专题</h3><p>{self.a("topic", "科学小课堂", "aside")}</p><p><a href="{self.href("/zt/kuailedongtian/")}">快乐冬天</a></p></div>
<div class="side-box"><h3>每日成语</h3><p>{self.a("chengyu", "雪中送炭", "aside")}</p></div>
</div>
</div>
<div class="footer"><div class="w1000">
<p><a href="{self.href("/gywm/")}">关于我们</a> | <a href="{self.href("/lxwm/")}">联系我们</a> | <a href="{self.href("/tgxz/")}">投稿须知</a> | <a href="mailto:tougao@xiaoshumiao.test">小记者投稿</a></p>
<p>主办：小树苗报社　版权所有　未经授权禁止转载</p>
<p><a href="https://beian.miit.gov.cn/">京ICP备12345678号-1</a>　京公网安备 11010502000000号　违法和不良信息举报电话：010-12345678</p>
</div></div>
<script type="text/javascript">var _trsgather={{siteid:"88",channelid:"{doc.section or doc.kind}",docid:"{doc.path.rsplit("_", 1)[-1].replace(".html", "") if doc.is_article else ""}"}};</script>
<script type="text/javascript" src="https://ta.trs.test/c/js/ta.js?mpid=1234" async="async"></script>
</body>
</html>"""

    def position(self, doc: Doc) -> str:
        mid = self.a("xw", "新闻", "breadcrumb")
        if doc.section == "小记者":
            mid = self.a("author", "小记者", "breadcrumb")
        elif doc.section in ("科学", "体育"):
            mid += (
                f' &gt; <a href="{self.href("/xw/kx/" if doc.section == "科学" else "/xw/ty/")}">{esc(doc.section)}</a>'
            )
        elif doc.section == "要闻":
            mid += f' &gt; <a href="{self.href("/xw/yw/")}">要闻</a>'
        return f'<div class="position">当前位置：{self.a("home", "首页", "breadcrumb")} &gt; {mid} &gt; 正文</div>'

    def paras(self, doc: Doc, pinyin: bool) -> str:
        out: list[str] = []
        first = True
        for b in doc.blocks:
            if b[0] == "p":
                text = plain(b[1])
                if first and doc.extra.get("lead"):
                    text = doc.extra["lead"] + text
                first = False
                inner = self.py(text) if pinyin else esc(text)
                out.append(f'<p style="text-indent:2em;">{inner}</p>')
            else:
                out.append(blocks_html(self, [b]).replace("<p>", '<p style="text-indent:2em;">'))
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        trs_style = '<style type="text/css">.TRS_Editor P{margin-top:0;margin-bottom:12px;line-height:2;font-family:宋体;font-size:12pt;}.TRS_Editor TD{font-size:12pt;}</style>'
        credit = f'<span class="author">{esc(doc.extra["credit"])}</span>' if doc.extra.get("credit") else ""
        info = f'<div class="info"><span class="time">{doc.stamp}</span><span class="source">来源：{esc(doc.extra["source"])}</span>{credit}<span class="size">字号：<a href="javascript:doZoom(18)">大</a> <a href="javascript:doZoom(16)">中</a> <a href="javascript:doZoom(14)">小</a></span></div>'
        if doc.extra.get("pinyin"):
            h1 = f'<h1 class="title">{self.py(doc.title)}</h1>'
            content = f"""<div class="py-switch"><a class="on" href="javascript:;" data-pane="py">拼音版</a><a href="javascript:;" data-pane="hz">汉字版</a></div>
<div class="content pane-py" id="py-content"><div class="TRS_Editor">{trs_style}
{self.paras(doc, True)}
</div></div>
<div class="content pane-hz" id="hz-content" style="display:none"><div class="TRS_Editor">
<h2>{esc(doc.title)}</h2>
{self.paras(doc, False)}
</div></div>
<div class="audio-box"><span>听一听</span><audio controls="controls" preload="none" src="https://audio.xiaoshumiao.test/{doc.path.rsplit("_", 1)[-1].replace(".html", "")}.mp3"></audio></div>"""
        else:
            h1 = f'<h1 class="title">{esc(doc.title)}</h1>'
            figure = ""
            if doc.image:
                figure = f'<p style="text-align:center;"><img src="./W020261204{doc.path.rsplit("_", 1)[-1].replace(".html", "")}.jpg" alt="{esc(doc.image)}" width="600" oldsrc="W020261204.jpg" /></p><p style="text-align:center;" class="pic-note">{esc(doc.image)}（资料图片）</p>'
            content = f"""<div class="content"><div class="TRS_Editor">{trs_style}
{figure}
{self.paras(doc, False)}
</div></div>"""
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[i - 1], ARTS[(i + 1) % len(ARTS)]
        others = [k for k in ARTS if k not in (doc.key, prev_k, next_k)][:3]
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}<span>{self.docs[k].stamp[:10]}</span></li>" for k in others
        )
        if doc.extra.get("gone"):
            related += f"<li>{self.a('gone', '秋天到了，我们去摘果子', 'related')}<span>2026-11-20</span></li>"
        return f"""{self.position(doc)}
<div class="article">
{h1}
{info}
{content}
<div class="editor">【责任编辑：刘洋】</div>
<div class="share">分享到：<a href="javascript:;" class="wx">微信</a> <a href="https://service.weibo.com/share/share.php?url={quote(self.url(doc.key), safe="")}" class="wb">微博</a> <a href="javascript:window.print();">打印本页</a> <a href="javascript:window.close();">关闭窗口</a></div>
<div class="prev-next"><p>上一篇：{self.a(prev_k, self.docs[prev_k].title, "related")}</p><p>下一篇：{self.a(next_k, self.docs[next_k].title, "related")}</p></div>
<div class="related"><h3>相关新闻</h3><ul>{related}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(
            f'<li>{self.a(k, self.docs[k].title, "content")}<span class="date">{self.docs[k].stamp[:10]}</span></li>'
            for k in doc.extra["list"]
        )
        if doc.key == "home":
            top = self.docs["snowman"]
            return f"""<div class="focus"><a href="{self.href("snowman")}"><img src="{self.href("/images/focus/20261204.jpg")}" alt="" width="640" height="360" /></a><h2>{self.a("snowman", top.title, "content")}</h2><p>{esc(self.lede(top))}</p></div>
<div class="column-box"><h3>{self.a("xw", "新闻", "content")}</h3><ul class="column-list">{items}</ul><a class="more" href="{self.href("xw")}">更多&gt;&gt;</a></div>
<div class="column-box"><h3>{self.a("author", "小记者", "content")}</h3><ul class="column-list"><li>{self.a("reporter", self.docs["reporter"].title, "content")}</li></ul></div>
<div class="column-box"><h3>学习园地</h3><ul class="column-list"><li>{self.a("chengyu", self.docs["chengyu"].title, "content")}</li><li>{self.a("quiz", self.docs["quiz"].title, "content")}</li><li>{self.a("topic", self.docs["topic"].title, "content")}</li></ul></div>"""
        pager = ""
        if doc.key == "xw":
            pager = f'<div class="page"><script type="text/javascript">createPageHTML(3, 0, "index", "html");</script><span>共3页</span> <span>首页</span> <span>上一页</span> <b>1</b> {self.a("xw2", "2", "pagination")} <a href="./index_2.html">3</a> {self.a("xw2", "下一页", "pagination")} <a href="./index_2.html">尾页</a></div>'
        elif doc.key == "xw2":
            pager = f'<div class="page"><script type="text/javascript">createPageHTML(3, 1, "index", "html");</script><span>共3页</span> {self.a("xw", "首页", "pagination")} {self.a("xw", "上一页", "pagination")} {self.a("xw", "1", "pagination")} <b>2</b> <a href="./index_2.html">3</a> <a href="./index_2.html">下一页</a> <a href="./index_2.html">尾页</a></div>'
            items += '<li><a href="./yw/202611/t20261119_5509801.html">第一届“小小科学家”评选结果揭晓</a><span class="date">2026-11-19</span></li><li><a href="./yw/202611/t20261118_5509744.html">秋游去哪儿？这份地图请收好</a><span class="date">2026-11-18</span></li>'
        head = f'<div class="position">当前位置：{self.a("home", "首页", "breadcrumb")} &gt; {esc(doc.title)}</div><h2 class="column-title">{esc(doc.title)}</h2>'
        if doc.kind == "search":
            head = f'<div class="search-head"><h2>{esc(doc.title)}</h2><p>您的检索词：<b>{SEARCH_Q}</b>　共找到 <b>{len(doc.extra["list"])}</b> 条结果　用时0.012秒</p></div>'
            items = "".join(
                f'<li><h4>{self.a(k, self.docs[k].title, "content")}</h4><p>{esc(self.lede(self.docs[k]))}</p><span class="url">{esc(self.url(k))}</span> <span class="date">{self.docs[k].stamp[:10]}</span></li>'
                for k in doc.extra["list"]
            )
        elif doc.kind == "author":
            head += '<div class="xjz-card"><img src="../../images/xjz/zzh.jpg" alt="" width="120" height="160" /><p>姓名：张子涵</p><p>学校：海淀区育英路小学</p><p>年级：四年级</p><p>爱好：读书、画画、讲故事</p></div><h3>我的作品</h3>'
            items += '<li><a href="../202610/t20261016_5503321.html">我家的小仓鼠</a><span class="date">2026-10-16</span></li><li><a href="../202609/t20260918_5497780.html">开学第一天</a><span class="date">2026-09-18</span></li>'
        elif doc.kind == "tag":
            head += '<p class="zt-intro">为什么天空是蓝色的？雪花为什么是六角形？在“科学小课堂”里，我们和科学家一起寻找答案。</p>'
        return f'<div class="list-page">{head}<ul class="column-list">{items}</ul>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            return f"""<div class="error-page" style="text-align:center;padding:60px 0;"><img src="{self.href("/images/404.png")}" alt="" width="200" height="160" /><h2>{esc(doc.title)}</h2>
<p>可能的原因：网址有错误，或该页面已被删除。</p>
<p><span id="jump">5</span>秒后自动返回{self.a("home", "小树苗报首页", "content")}　或者 {self.a("search", "搜索一下", "content")}</p>
<script type="text/javascript">var n=5;setInterval(function(){{if(--n<=0){{location.href="/";}}document.getElementById("jump").innerHTML=n;}},1000);</script></div>"""
        if doc.kind == "word-of-the-day":
            lines = "".join(f"<p>{esc(plain(b[1]))}</p>" for b in doc.blocks)
            return f"""<div class="position">当前位置：{self.a("home", "首页", "breadcrumb")} &gt; {self.a("chengyu", "每日成语", "breadcrumb")}</div>
<div class="article chengyu">
<h1 class="title">{esc(doc.title)}</h1>
<div class="info"><span class="time">{doc.extra["local"]}</span></div>
<div class="cy-card"><p class="cy-word">{self.py("雪中送炭")}</p><p class="cy-py">拼音：xuě zhōng sòng tàn</p></div>
<div class="content">{lines}</div>
<p class="cy-more">往期成语：<a href="../202612/t20261203_5512280.html">滴水成冰</a> <a href="../202612/t20261202_5512200.html">冰天雪地</a> <a href="../202612/t20261201_5512140.html">瑞雪兆丰年</a></p>
</div>"""
        # the quiz: questions, options and answers revealed by a button
        qs = []
        for b in doc.blocks:
            opts, ans = b[2].rsplit("|", 1)
            qs.append(
                f'<div class="quiz-item"><p class="q">{esc(b[1])}</p><p class="opts">{esc(opts)}</p><a href="javascript:;" class="show-ans">查看答案</a><p class="ans" style="display:none">答案：{ans}</p></div>'
            )
        return f"""<div class="position">当前位置：{self.a("home", "首页", "breadcrumb")} &gt; {self.a("quiz", "知识闯关", "breadcrumb")}</div>
<div class="article quiz">
<h1 class="title">{esc(doc.title)}</h1>
<div class="info"><span class="time">{doc.extra["local"]}</span></div>
<p>小朋友们，冬天来了！下面三道题，你能全部答对吗？</p>
{"".join(qs)}
<p>想知道更多？读一读：{self.a("snowman", self.docs["snowman"].title, "content")}</p>
</div>"""
