# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; CJK full-width punctuation is deliberate)
"""长河网: the site of a Chinese state news agency (长河社), modelled on Xinhua's news.cn / xinhuanet.com. Two templates
side by side, as on the real site: the current one (UTF-8, `/yaowen/20261204/<32 hex>/c.html`, `.head-line`,
`#detail #detailContent`, header charset) and an older "地方联播" channel still served from the previous CMS in
**GB2312** (`/local/2026-12/03/c_1131456789.htm`, `.h-title`, `.h-time`, `#p-detail`), whose charset is only in
`<meta http-equiv="Content-Type" … charset=gb2312>` (the header says plain `text/html`; Scrapy reads gb18030).
Copy as printed: the first paragraph opens "长河社北京12月4日电（记者王明、李华）" (the reporters are the authors; the
lead-in is body); the commentary opens "长河社北京12月3日电 题：…" and puts "长河社记者刘洋" on its own line (author,
not body); the old channel also credits a 通讯员 (correspondent) next to the reporter (both authors). Every story
ends with "【责任编辑：…】" (an editor: no author, not body) and a "【纠错】" link. Dates are printed
"2026-12-04 21:40:12" (Beijing, +08:00); CMS metas (`publishdate`, `contentid`, `catalogs`), no JSON-LD; the Geneva
story's `article:published_time` is UTC (16:35Z on 3 Dec = 00:35 on 4 Dec in Beijing; dateline "日内瓦12月3日电" is
Geneva's day; the label is Beijing's, 4 Dec). The 图片 photo page (captions only) and the 专题 special-topic page are
not articles."""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["heating", "lengchain", "geneva", "hanchao", "xuexiang", "pinglun", "dianti", "tanhui"]
OLD = {"local", "dianti", "tanhui"}


def hexid(key: str) -> str:
    return hashlib.md5(key.encode()).hexdigest()


class Changhe(Base):
    origin = "https://www.changhenews.test"
    name = "长河网"
    prefix = "chh"
    language = "zh"
    encoding = "utf-8"
    content_type = "text/html; charset=utf-8"
    _writing: Doc | None = None

    # write_set asks a page's file name first, then the site's codec, then renders it: the old channel's pages are
    # written in GB2312 and labelled as Scrapy decodes them (relabel)
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def codec(self) -> str:
        return "gb2312" if self._writing is not None and self._writing.key in OLD else "utf-8"

    def relabel(self, doc: Doc) -> dict[str, str]:
        return {"encoding": "gb18030", "content_type": "text/html"} if doc.key in OLD else {}

    def pad_rules(self) -> list[str]:
        return css_rules(
            "chh",
            [
                ".header",
                ".head-line",
                "#detail",
                "#detailContent",
                ".h-title",
                "#p-detail",
                ".list-item",
                ".foot",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "长河网",
                "agency-portal-home",
                list=["heating", "hanchao", "geneva", "lengchain", "xuexiang", "pinglun", "dianti", "tanhui"],
            )
        )
        add(
            page(
                "yaowen",
                "/yaowen/",
                "section",
                "要闻",
                "channel-front",
                list=["heating", "hanchao", "pinglun"],
                more="yaowen2",
            )
        )
        add(
            page(
                "yaowen2",
                "/yaowen/index_2.htm",
                "section",
                "要闻",
                "channel-page2",
                list=["lengchain", "xuexiang", "geneva"],
                prev="yaowen",
            )
        )
        add(
            page(
                "local", "/local/index.htm", "section", "地方联播", "old-cms-gb2312-channel", list=["dianti", "tanhui"]
            )
        )
        add(
            page(
                "photo",
                "/photo/20261203/" + hexid("photo") + "/c.html",
                "gallery",
                "初冬鄱阳湖 候鸟翔集",
                "photo-page-captions-only",
                [
                    "FIG: 候鸟觅食 | 12月3日，候鸟在江西省鄱阳湖国家级自然保护区内觅食。长河社记者 胡军 摄",
                    "FIG: 白鹤起飞 | 12月3日，一群白鹤在鄱阳湖畔展翅起飞。长河社记者 胡军 摄",
                    "FIG: 观鸟游客 | 12月3日，游客在鄱阳湖畔观鸟。长河社记者 胡军 摄",
                    "FIG: 湿地晨光 | 12月3日清晨，候鸟在鄱阳湖湿地栖息。长河社发（周晓东 摄）",
                    "FIG: 保护区巡护 | 12月3日，保护区工作人员在湖区开展巡护。长河社记者 胡军 摄",
                ],
                when="2026-12-03 17:08:25",
            )
        )
        add(
            page(
                "zt",
                "/zt/2026qjgn/index.htm",
                "tag",
                "温暖过冬 清洁取暖",
                "special-topic-zhuanti",
                list=["heating", "pinglun", "hanchao", "xuexiang"],
                intro="今冬以来，北方地区陆续进入供暖季。长河网推出专题，聚焦清洁取暖、民生保障和冬季安全。",
            )
        )
        add(
            page(
                "tag",
                "/keyword/gongnuan/",
                "tag",
                "供暖",
                "keyword-page",
                list=["heating"],
                older=[
                    (
                        "/yaowen/20261126/" + hexid("old-a") + "/c.html",
                        "多地提前启动供暖 确保群众温暖过冬",
                        "2026-11-26 09:30",
                    ),
                    ("/yaowen/20261118/" + hexid("old-b") + "/c.html", "今冬天然气保供方案发布", "2026-11-18 16:05"),
                ],
            )
        )
        add(
            page(
                "author",
                "/reporter/wangming/",
                "author",
                "王明",
                "reporter-page",
                list=["heating", "lengchain"],
                bio="长河社国内部记者，长期关注能源、物流和民生领域报道。",
            )
        )
        add(
            page(
                "search",
                "/search/?keyword=%E4%BE%9B%E6%9A%96",
                "search",
                "搜索结果：供暖",
                "search-results",
                list=["heating"],
                older=[
                    (
                        "/yaowen/20261126/" + hexid("old-a") + "/c.html",
                        "多地提前启动供暖 确保群众温暖过冬",
                        "2026-11-26 09:30",
                    ),
                    ("/local/2026-11/28/c_1131420551.htm", "内蒙古呼和浩特：供热管网改造全部完工", "2026-11-28 11:42"),
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "关于我们",
                "about-page",
                [
                    "长河网是长河通讯社主办的综合性新闻网站，每天以中文和英文发布国内外新闻、图片和视频。",
                    "长河社在全国各省、自治区、直辖市设有分社，在海外设有40多个分社和记者站。",
                    "## 版权声明",
                    "凡本网注明“来源：长河网”或“长河社”的所有作品，版权均属于长河通讯社，未经授权不得转载、摘编或利用其他方式使用。已经授权的，应在授权范围内使用，并注明“来源：长河网”。",
                    "## 联系我们",
                    "新闻热线：010-00000000　电子邮箱：webmaster@changhenews.test",
                ],
            )
        )
        add(
            story(
                "heating",
                "/yaowen/20261204/" + hexid("heating") + "/c.html",
                "北方地区冬季清洁取暖覆盖率超过八成",
                "2026-12-04",
                "2026-12-04 21:40:12",
                "",
                ["王明", "李华"],
                [
                    "长河社北京12月4日电（记者王明、李华）记者4日从国家能源主管部门获悉，截至11月底，北方地区冬季清洁取暖覆盖率已达到82.6%，比去年同期提高3.1个百分点，累计完成清洁取暖改造约4200万户。",
                    "据介绍，今年以来，各地因地制宜推进“煤改电”“煤改气”和地热、生物质等多种清洁取暖方式，新增清洁取暖面积约3.5亿平方米。其中，京津冀及周边地区、汾渭平原的农村地区仍是改造重点。",
                    "“今年我们在山区村庄试点了空气源热泵加光伏的模式，白天光伏发电，晚上热泵供暖，农户每个采暖季能节省取暖费用六七百元。”河北省一个山区县的能源局负责人说。",
                    "为保障群众温暖过冬，有关部门要求供热企业提前做好设备检修和燃料储备工作。目前，北方主要城市供热企业燃煤库存平均可用天数超过25天，天然气供应总体平稳。",
                    "专家指出，清洁取暖改造完成后，还要在“用得起、用得好”上下功夫。一家能源研究机构的研究员孙立新表示，部分地区农户对运行成本仍较为敏感，需要进一步完善电价、气价补贴政策，同时加强对设备运行维护的技术指导。",
                    "据了解，下一步，有关部门将加强对清洁取暖项目的监督检查，重点排查设备安全隐患和供暖质量问题，对群众反映强烈的问题及时督促整改。",
                ],
                "leadin-two-reporters-editor-line",
                section="要闻",
                editor="张强",
                tag=True,
            )
        )
        add(
            story(
                "lengchain",
                "/yaowen/20261204/" + hexid("lengchain") + "/c.html",
                "我国冷链物流市场规模预计今年突破6000亿元",
                "2026-12-04",
                "2026-12-04 10:15:30",
                "",
                ["王明"],
                [
                    "长河社北京12月4日电（记者王明）中国物流行业协会4日发布的报告显示，今年我国冷链物流市场规模预计将达到6120亿元，同比增长9.8%，冷库总容量突破2.4亿立方米。",
                    "报告指出，随着生鲜电商、预制菜等新消费业态快速发展，冷链物流需求持续增长。今年前三季度，全国冷链物流总额达到5.6万亿元，同比增长4.7%，增速高于社会物流总额平均水平。",
                    "从区域分布看，冷链基础设施仍呈现“东多西少”的格局。东部地区冷库容量占全国总量的一半以上，中西部地区特别是农产品主产区冷链设施相对不足，部分地区果蔬产后损耗率仍然较高。",
                    "“产地‘最先一公里’是当前冷链体系的短板。”协会副会长高建国说，近年来各地加快建设产地冷藏保鲜设施，但小农户分散经营，设施利用率不高，需要探索共建共享的运营模式。",
                    "报告还显示，冷链物流企业数字化水平明显提升。目前，超过六成的规模以上冷链企业已应用温度实时监控系统，部分龙头企业实现了从产地到餐桌的全程温控追溯。",
                    "业内人士预计，未来几年，在政策支持和消费升级的双重带动下，我国冷链物流市场将保持年均8%以上的增速，到2030年市场规模有望突破9000亿元。",
                ],
                "leadin-one-reporter",
                section="财经",
                editor="刘敏",
            )
        )
        add(
            story(
                "geneva",
                "/yaowen/20261204/" + hexid("geneva") + "/c.html",
                "国际气象组织：今年有望成为有记录以来第二热年份",
                "2026-12-04",
                "2026-12-04 00:35:10",
                "",
                ["陈晨"],
                [
                    "长河社日内瓦12月3日电（记者陈晨）国际气象组织3日发布的年度气候状况临时报告显示，今年1月至10月全球平均气温比工业化前水平高出约1.48摄氏度，今年有望成为有记录以来第二热的年份。",
                    "报告说，过去十年是有记录以来最热的十年。今年全球多地遭遇极端高温、干旱和强降水，南亚、东非和南美部分地区的洪涝灾害造成严重人员伤亡和经济损失。",
                    "报告指出，今年全球海平面继续上升，上升速度较上世纪90年代翻了一番；北极海冰面积在9月降至有卫星观测以来第三低水平，多处冰川持续退缩。",
                    "报告还指出，今年海洋热含量再创新高，全球约90%的海域在年内某一时段经历了海洋热浪，珊瑚白化现象在多个海域持续蔓延。",
                    "该组织秘书长在声明中表示，气候变化的影响已经“从未来的威胁变成当下的现实”，各国需要加快减排步伐，同时加大对早期预警系统的投入，特别是帮助最不发达国家提高防灾减灾能力。",
                    "报告援引的数据显示，目前全球仍有约三分之一的人口未被多灾种早期预警系统覆盖，在非洲这一比例超过一半。该组织表示，年度气候状况最终报告将于明年3月发布。",
                ],
                "foreign-dateline-local-day-utc-meta",
                section="国际",
                editor="张强",
                utc_meta=True,
            )
        )
        add(
            story(
                "hanchao",
                "/yaowen/20261204/" + hexid("hanchao") + "/c.html",
                "中央气象台发布寒潮蓝色预警",
                "2026-12-04",
                "2026-12-04 18:12:33",
                "",
                [],
                [
                    "长河社北京12月4日电 中央气象台12月4日18时发布寒潮蓝色预警：受强冷空气影响，预计4日夜间至7日，我国中东部地区将自北向南出现大范围降温，气温普遍下降6至10摄氏度，内蒙古中东部、东北地区南部、华北北部等地部分地区降温幅度可达12摄氏度以上。",
                    "中央气象台提醒，有关地区要注意防范寒潮天气对交通运输、设施农业和畜牧业等的不利影响，公众外出注意防寒保暖。",
                ],
                "two-paragraph-flash-no-reporter",
                section="要闻",
                editor="刘敏",
                zt=True,
            )
        )
        add(
            story(
                "xuexiang",
                "/yaowen/20261202/" + hexid("xuexiang") + "/c.html",
                "雪乡小镇的“冰雪新生意”",
                "2026-12-02",
                "2026-12-02 08:30:00",
                "",
                ["周雪", "张凯"],
                [
                    "长河社哈尔滨12月2日电（记者周雪 张凯）清晨六点，黑龙江省海林市长汀镇还笼罩在一片蓝灰色的晨光中，47岁的民宿老板刘桂芬已经烧热了火炕，开始为客人准备早饭：粘豆包、酸菜馅饺子，还有一锅热气腾腾的小米粥。",
                    "“今年11月中旬就下了第一场大雪，客人来得也早。”刘桂芬一边擀饺子皮一边说，“元旦前的房间基本都订满了。”",
                    "## 从“猫冬”到“忙冬”",
                    "长汀镇地处张广才岭腹地，每年雪期长达5个月。过去，一到冬天，村民们大多“猫冬”在家，打打牌、串串门，收入主要靠夏秋两季的木耳和大豆。",
                    "近年来，随着冰雪旅游持续升温，这个曾经默默无闻的小镇成了不少南方游客的“打卡地”。镇里现有民宿120多家，去年冬季接待游客超过30万人次，旅游综合收入约2.6亿元。",
                    "刘桂芬的民宿是镇上第一批开起来的。2016年，她把自家老房子改造成6间客房，第一年只接待了几十位客人。如今，她家已经扩建到14间客房，还雇了3名村民帮忙。“以前冬天是闲的，现在冬天最忙。”她笑着说。",
                    "FIG: 雪乡民宿 | 游客在长汀镇一家民宿前拍照留念。长河社记者 张凯 摄",
                    "## 新玩法吸引年轻人",
                    "在镇东头的冰雪乐园，工人们正在用雪块堆砌一座城堡。乐园负责人王海涛介绍，今年新增了雪地摩托越野、冰上自行车和夜间灯光秀等项目，还与当地林场合作推出了“林海雪原徒步”线路。",
                    "“现在的年轻游客不满足于看雪、拍照，更想要参与感和体验感。”王海涛说，乐园去年通过短视频平台吸引了大批年轻游客，今年的线上预订量同比增长了四成。",
                    "来自广东的游客陈思雨和朋友们刚刚结束一次雪地徒步。“第一次看到这么厚的雪，走一步陷半条腿，太好玩了。”她说，她们计划在镇上住三天，还要去体验冬捕和冰钓。",
                    "## 服务提质还需加把劲",
                    "热闹背后，也有成长的烦恼。一些游客反映，旺季时部分民宿价格上涨过快，餐饮卫生和交通接驳也有待改善。",
                    "对此，海林市文旅部门今年出台了民宿服务标准，对客房价格实行备案管理，并新开通了从牡丹江火车站到镇区的旅游专线。镇里还组织了20多场培训，内容涵盖餐饮服务、消防安全和网络营销。",
                    "“冰雪是我们的‘金饭碗’，但饭碗端得稳不稳，关键看服务。”长汀镇党委书记李振东说，下一步将引导民宿差异化发展，把冰雪旅游和森林康养、民俗文化结合起来，让游客“冬天来了还想来，夏天也愿意来”。",
                ],
                "feature-tongxun-subheads-space-separated-reporters",
                section="要闻",
                editor="张强",
                kicker="通讯",
            )
        )
        add(
            story(
                "pinglun",
                "/yaowen/20261203/" + hexid("pinglun") + "/c.html",
                "让“一老一小”共享城市温度",
                "2026-12-03",
                "2026-12-03 19:20:08",
                "",
                ["刘洋"],
                [
                    "长河社北京12月3日电 题：让“一老一小”共享城市温度",
                    'RAW:<p class="reporter">长河社记者刘洋</p>',
                    "日前，多地出台政策，推动社区嵌入式服务设施建设，在居民“家门口”建设养老托育、助餐、康复等服务设施。这一举措回应了群众关切，值得点赞。",
                    "“一老一小”是家庭最牵挂的事，也是城市治理绕不开的课题。随着人口老龄化程度加深、生育支持政策不断完善，社区层面的养老托育需求日益旺盛。老人希望就近获得助餐、助浴、康复护理等服务，年轻父母则盼着孩子在家门口就能得到安全、可负担的照护。",
                    "然而现实中，不少老旧小区空间有限，服务设施“建不起来”；有的设施建成后因运营成本高、专业人员不足，陷入“开得起、留不住”的困境；还有的服务供给与居民需求脱节，出现“有人建、没人用”的现象。",
                    "破解这些难题，关键在于“嵌入”二字。一方面，要盘活存量资源，把闲置的厂房、学校、办公用房改造成社区服务综合体，实现“一室多用、一站多能”；另一方面，要创新运营机制，通过公建民营、政府购买服务等方式引入专业机构，让设施“建得成”更“转得动”。",
                    "同时，也要倾听居民声音。服务什么、怎么服务、价格多少，都应当在建设之前充分征求居民意见，让服务真正贴合需求。对于困难老人、低收入家庭，还应通过补贴等方式降低服务门槛，确保公共服务的普惠性。",
                    "城市的温度，体现在对“一老一小”的关怀里。把好事办好、实事办实，让老人安享晚年、孩子健康成长，群众的获得感、幸福感才会更加充实、更有保障。",
                ],
                "commentary-ti-leadin-reporter-own-line",
                section="评论",
                editor="刘敏",
                kicker="长河时评",
            )
        )
        add(
            story(
                "dianti",
                "/local/2026-12/03/c_1131456789.htm",
                "石家庄：老旧小区加装电梯今年超过800部",
                "2026-12-03",
                "2026-12-03 15:26:41",
                "",
                ["赵磊"],
                [
                    "长河社石家庄12月3日电（记者赵磊）记者从石家庄市住房和城乡建设局了解到，今年以来，石家庄市共完成老旧小区既有住宅加装电梯836部，惠及居民1.2万余户，提前完成年度目标任务。",
                    "据介绍，石家庄市将加装电梯纳入老旧小区改造重点内容，简化审批流程，将规划、施工许可等手续办理时间压缩至20个工作日以内，并对每部电梯给予最高20万元的财政补贴。",
                    "据统计，石家庄市2000年以前建成的老旧小区中，符合加装条件的多层住宅约有1.1万个单元，目前已累计加装电梯2100余部。",
                    "在长安区一个老旧小区，75岁的张大爷家住6楼，以前下一次楼要歇好几回。“现在坐电梯上下楼，想出门就出门，生活方便多了。”张大爷说。",
                    "加装电梯过程中，低层住户与高层住户之间的利益协调往往是难点。对此，石家庄市推广“社区议事会”模式，由社区牵头组织居民协商，通过费用分摊、低层住户补偿等方式化解矛盾。",
                    "为解决资金难题，石家庄市还探索“政府补一点、居民出一点、企业让一点”的筹资模式，并允许居民提取住房公积金用于加装电梯。",
                    "石家庄市住房和城乡建设局有关负责人表示，明年将继续推进加装电梯工作，同时加强对已投用电梯的维保监管，探索引入保险机制，保障电梯安全运行。",
                ],
                "old-cms-gb2312-leadin-reporter",
                section="地方联播",
                editor="王磊",
            )
        )
        add(
            story(
                "tanhui",
                "/local/2026-12/02/c_1131451203.htm",
                "浙江安吉：竹林碳汇交易助村民增收",
                "2026-12-02",
                "2026-12-02 10:08:19",
                "",
                ["孙丽", "何平"],
                [
                    "长河社杭州12月2日电（记者孙丽 通讯员何平）日前，浙江省安吉县完成新一轮竹林碳汇交易，12个行政村的4.6万亩竹林产生的碳汇量被当地3家企业购买，成交金额380余万元，村集体和林农共同分享收益。",
                    "安吉县竹林面积约87万亩。近年来，当地探索建立竹林碳汇收储交易机制，由县里成立的平台公司统一收储村集体和农户的竹林经营权，开展科学经营和碳汇计量，再将碳汇量出售给有减排需求的企业。",
                    "“以前竹子主要卖竹材和竹笋，现在长在山上的竹林也能‘卖空气’了。”一位村党支部书记说，村里去年通过碳汇交易获得收入30多万元，其中一部分分给了农户，一部分用于修建林道和防火设施。",
                    "据了解，为提高竹林固碳能力，当地还推广了竹林科学经营技术，对林农开展培训，引导合理采伐、施肥和留养新竹。监测数据显示，经过科学经营的竹林，每亩年固碳量比粗放经营的竹林提高约两成。截至目前，安吉县已累计收储竹林经营权约15万亩，涉及林农1.8万户，户均年增收约800元。",
                    "安吉县林业部门负责人表示，下一步将扩大碳汇收储范围，并探索将竹林碳汇与绿色金融相结合，推出碳汇质押贷款等产品，让“绿水青山”持续转化为“金山银山”。",
                ],
                "old-cms-gb2312-reporter-and-correspondent",
                section="地方联播",
                editor="王磊",
            )
        )
        for d in self.docs.values():
            if d.is_article:
                d.stamp = d.iso
                d.extra["local"] = datetime.fromisoformat(d.iso)
                d.iso = None

    # ---- templates -------------------------------------------------------------------------------------------
    def metas(self, doc: Doc) -> str:
        out = [
            f'<meta name="keywords" content="{esc(doc.title)},{esc(doc.section or doc.title)}">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
        ]
        if doc.is_article:
            local = doc.extra["local"]
            out += [
                f'<meta name="publishdate" content="{local:%Y-%m-%d}">',
                f'<meta name="contentid" content="{int(hexid(doc.key)[:8], 16) % 10**10}">',
                f'<meta name="catalogs" content="{1100 + len(doc.section)}">',
                '<meta name="pagetype" content="1">',
                '<meta name="source" content="长河网">',
            ]
            if doc.extra.get("utc_meta"):
                out.append(
                    f'<meta property="article:published_time" content="{(local - timedelta(hours=8)):%Y-%m-%dT%H:%M:%S}Z">'
                )
        else:
            out.append('<meta name="pagetype" content="2">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.key in OLD:
            return self.old_frame(doc, main)
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "首页"),
                ("yaowen", "要闻"),
                ("/politics/", "时政"),
                ("/fortune/", "财经"),
                ("/world/", "国际"),
                ("/comments/", "评论"),
                ("photo", "图片"),
                ("/video/", "视频"),
                ("local", "地方"),
                ("zt", "专题"),
            )
        )
        title = "长河网_让新闻离你更近" if doc.key == "home" else f"{esc(doc.title)}-长河网"
        return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>{title}</title>
{self.metas(doc)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="stylesheet" href="/2021changhe/css/common.css">
<style>/*PAD*/</style>
<script src="/2021changhe/js/jquery.min.js"></script>
<script>var _chTrack = {{ site: "changhenews", page: "{esc(doc.kind)}" }};</script>
</head>
<body>
<div class="header">
<div class="header-top"><span class="date">2026年12月4日 星期五</span> <a href="https://english.changhenews.test/">English</a> <a href="https://app.changhenews.test/">长河社客户端</a> <a href="https://weibo.test/changhenews">微博</a></div>
<div class="logo">{self.a("home", "长河网", "nav")}</div>
<div class="nav"><ul>{nav}</ul></div>
<form class="search" action="/search/"><input type="text" name="keyword" placeholder="请输入关键词"><button>搜索</button></form>
</div>
<div class="main clearfix">
{main}
</div>
<div class="foot">
<div class="foot-nav">{self.a("about", "关于我们", "footer")} | <a href="/about/contact.htm">联系我们</a> | <a href="/about/copyright.htm">版权声明</a> | <a href="/about/jobs.htm">招聘信息</a> | <a href="/sitemap.htm">网站地图</a> | <a href="mailto:webmaster@changhenews.test">意见反馈</a></div>
<p>长河网版权所有　未经协议授权，禁止下载使用或建立镜像</p>
<p>互联网新闻信息服务许可证编号：10120170000　网络视听许可证0000000号</p>
<p>违法和不良信息举报电话：010-00000000　举报邮箱：jubao@changhenews.test</p>
</div>
<script src="/2021changhe/js/share.js"></script>
<script src="/2021changhe/js/common.js"></script>
</body>
</html>"""

    def old_frame(self, doc: Doc, main: str) -> str:
        nav = " | ".join(
            self.a(k, t, "nav")
            for k, t in (
                ("home", "首页"),
                ("yaowen", "要闻"),
                ("local", "地方"),
                ("/local/hebei.htm", "河北"),
                ("/local/zhejiang.htm", "浙江"),
                ("/local/jiangsu.htm", "江苏"),
                ("/local/sichuan.htm", "四川"),
                ("/local/guangdong.htm", "广东"),
            )
        )
        title = f"{esc(doc.title)} - 长河网"
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=gb2312" />
<title>{title}</title>
{self.metas(doc)}
<link href="/static/css/local_2016.css" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/static/js/jquery-1.7.2.min.js"></script>
</head>
<body>
<div class="topBar"><div class="wrap">{nav}</div></div>
<div class="localHeader"><div class="wrap"><span class="logo">{self.a("home", "长河网", "nav")}</span> <span class="pindao">{self.a("local", "地方联播", "nav")}</span></div></div>
<div class="wrap clearfix">
{main}
</div>
<div class="foot"><div class="wrap"><p>{self.a("about", "关于我们", "footer")} | <a href="/about/copyright.htm">版权声明</a> | <a href="/sitemap.htm">网站地图</a></p><p>长河网版权所有　未经协议授权，禁止下载使用或建立镜像</p></div></div>
<script type="text/javascript" src="/static/js/share.js"></script>
</body>
</html>"""

    def figure(self, alt: str, cap: str) -> str:
        return f'<p style="text-align:center"><img src="{hexid(alt)[:12]}.jpg" alt="{esc(alt)}" /></p><p class="pic-desc" style="text-align:center">{esc(cap)}</p>'

    def story_main(self, doc: Doc) -> str:
        related = "".join(
            f'<li class="list-item">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        editor = f"【责任编辑：{esc(doc.extra['editor'])}】"
        if doc.key in OLD:
            return f"""<div class="bread">{self.a("home", "长河网", "breadcrumb")} &gt; {self.a("local", "地方联播", "breadcrumb")} &gt; 正文</div>
<div class="h-title">{esc(doc.title)}</div>
<div class="h-news"><div class="h-info"><span class="h-time">{doc.stamp}</span> <span>来源： <em id="source">长河网</em></span></div>
<div class="h-share">分享到：<a href="javascript:;" class="share-weixin">微信</a> <a href="javascript:;" class="share-weibo">微博</a> <a href="javascript:;" class="share-qzone">QQ空间</a></div></div>
<div id="p-detail">
<div class="main-aticle">
{self.blocks(doc, fig=self.figure)}
</div>
<div class="p-right left"><div id="p-editor"><span class="tiyi1"><a href="javascript:void(0);" class="advise">【纠错】</a></span> <span class="p-jc">{editor}</span></div></div>
</div>
<div class="p-tags">相关稿件</div>
<ul class="p-relate">{related}</ul>"""
        kicker = f'<span class="kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        tags = (
            f'<div class="keywords">关键词：{self.a("tag", "供暖", "content")} {self.a("zt", "温暖过冬 清洁取暖", "content")}</div>'
            if doc.extra.get("tag")
            else f'<div class="keywords">专题：{self.a("zt", "温暖过冬 清洁取暖", "content")}</div>'
            if doc.extra.get("zt")
            else ""
        )
        return f"""<div class="head-line clearfix">
<div class="nav-path">{self.a("home", "长河网", "breadcrumb")} &gt; {self.a("yaowen", "要闻", "breadcrumb") if doc.section != "地方联播" else ""} &gt; 正文</div>
{kicker}
<h1><span class="title">{esc(doc.title)}</span><span class="btn-audio" title="语音播报"></span></h1>
<div class="header-time left"><span class="time">{doc.stamp}</span></div>
<div class="source">来源：长河网</div>
<div class="header-cont clearfix"><div class="share">分享到：<a class="wx" href="javascript:;">微信</a> <a class="wb" href="https://service.weibo.test/share/share.php?url={esc(self.url(doc.key))}">微博</a> <a class="fontSize" href="javascript:;">字体：大 中 小</a></div></div>
</div>
<div id="detail">
<span id="detailContent">
{self.blocks(doc, fig=self.figure)}
</span>
<div id="articleEdit"><span class="tiyi1"><a href="javascript:void(0);" class="advise">【纠错】</a></span><span class="editor">{editor}</span></div>
</div>
{tags}
<div class="relatedNews"><h3>相关新闻</h3><ul>{related}</ul></div>
<div class="qrcode">扫一扫，用手机看新闻　<img src="/2021changhe/images/qrcode.png" alt="" /></div>"""

    def item(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        return f'<li class="list-item"><span class="tit">{self.a(k, d.title, zone)}</span><span class="time">{d.stamp[:16]}</span></li>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        items += "".join(
            f'<li class="list-item"><span class="tit"><a href="{h}">{esc(t)}</a></span><span class="time">{d}</span></li>'
            for h, t, d in doc.extra.get("older", [])
        )
        if doc.key == "local":
            return f"""<div class="bread">{self.a("home", "长河网", "breadcrumb")} &gt; 地方联播</div>
<div class="column-title"><h1>{esc(doc.title)}</h1></div>
<ul class="dataList">{items}<li class="list-item"><a href="/local/2026-12/01/c_1131440077.htm">江苏南通：长江口禁渔退捕渔民转产就业率超过九成</a><span class="time">2026-12-01 16:40</span></li><li class="list-item"><a href="/local/2026-11/30/c_1131432016.htm">四川广元：山区群众喝上“放心水”</a><span class="time">2026-11-30 09:12</span></li></ul>
<div class="page">1 <a href="/local/index_2.htm">2</a> <a href="/local/index_2.htm">下一页</a></div>"""
        head = f'<div class="column-title"><h1>{esc(doc.title)}</h1></div>'
        if doc.kind == "author":
            head += f'<div class="reporter-intro"><img src="/2021changhe/images/reporter/wangming.jpg" alt="" /><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head += '<p class="search-info">共找到相关结果3条</p>'
        if doc.extra.get("intro"):
            head = f'<div class="zt-banner"><h1>{esc(doc.title)}</h1><p class="zt-intro">{esc(doc.extra["intro"])}</p></div>'
            items = f'<div class="zt-block"><h2>权威发布</h2><ul>{self.item("heating")}{self.item("hanchao")}</ul></div><div class="zt-block"><h2>评论</h2><ul>{self.item("pinglun")}</ul></div><div class="zt-block"><h2>各地动态</h2><ul>{self.item("xuexiang")}<li class="list-item"><a href="/local/2026-11/28/c_1131420551.htm">内蒙古呼和浩特：供热管网改造全部完工</a></li></ul></div><div class="zt-block"><h2>图说</h2>{self.a("photo", self.docs["photo"].title, "content")}</div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="page"><span class="cur">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/yaowen/index_3.htm">3</a> {self.a(doc.extra["more"], "下一页", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="page">{self.a(doc.extra["prev"], "上一页", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="cur">2</span> <a href="/yaowen/index_3.htm">3</a></div>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="hidden">长河网</h1><div class="column-title"><h2>要闻</h2></div>'
            extra = f"""<div class="part"><div class="column-title"><h2>{self.a("photo", "图片", "content")}</h2></div><p>{self.a("photo", self.docs["photo"].title, "content")}</p></div>
<div class="part"><div class="column-title"><h2>专题</h2></div><p>{self.a("zt", self.docs["zt"].title, "content")}</p></div>
<div class="part"><div class="column-title"><h2>{self.a("local", "地方联播", "content")}</h2></div><ul>{self.item("dianti")}{self.item("tanhui")}</ul></div>
<div class="part"><div class="column-title"><h2>热词</h2></div><p>{self.a("tag", "供暖", "content")} {self.a("search", "搜索：供暖", "content")} {self.a("author", "记者 王明", "content")} {self.a("yaowen", "更多要闻", "content")} {self.a("yaowen2", "要闻第2页", "content")}</p></div>"""
        return f'<div class="list-main">{head}<ul class="dataList">{items}</ul>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = [b for b in doc.blocks if b[0] == "fig"]
            pics = "".join(
                f'<div class="pic-item"><span class="num">{i}/{len(figs)}</span>{self.figure(b[1], b[2])}</div>'
                for i, b in enumerate(figs, 1)
            )
            return f"""<div class="head-line clearfix"><div class="nav-path">{self.a("home", "长河网", "breadcrumb")} &gt; 图片</div>
<h1><span class="title">{esc(doc.title)}</span></h1><div class="header-time left"><span class="time">{doc.extra["when"]}</span></div><div class="source">来源：长河网</div></div>
<div id="detail" class="photo-detail">{pics}</div>
<div class="relatedNews"><h3>更多图片</h3><ul><li><a href="/photo/">图片频道</a></li><li>{self.a("zt", self.docs["zt"].title, "related")}</li></ul></div>"""
        return f'<div class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
