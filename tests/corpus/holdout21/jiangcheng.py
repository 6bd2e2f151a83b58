# ruff: noqa: E501, RUF001, RUF002 (page texts are long literal lines; full-width punctuation is Chinese punctuation)
"""江城街巷: a Wuhan local-news WeChat official account (公众号) as its web pages are served (`mp.weixin.test`).

Posts are `rich_media` pages (`#js_article`, `h1.rich_media_title#activity-name`, `#meta_content`,
`#js_content.rich_media_content` with `style="visibility: hidden;"` that the page's script lifts), short links
`/s/<22 chars>` and one long `/s?__biz=…&mid=…&idx=…&sn=…` link. The publish time is only in the inline script
(`var ct = "<epoch seconds>"`, shown by script in the empty `<em id="publish_time">`); the label is the China
(UTC+08:00) day. The account name is everywhere an author would be: `og:article:author`, `var nickname`, the
`#js_name` link. The real writer is in a "文/…", "作者：…" or "摄影：…" line, in the post's author field
(`span.rich_media_meta_text`, set per post), or nowhere. The account also posts non-articles in the same
template (about, a video with one line, a job ad, an event sign-up, a calendar for sale); its profile, the
second page of its history and a 合集 (album) are list pages; a deleted post is a 200 "该内容已被发布者删除".
UTF-8 throughout.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from common import Base, page, story
from sitekit import Doc, css_rules, esc

BIZ = "MzI4NzE2MDQ1Mw=="
CST = timezone(timedelta(hours=8))


def ct(local: str) -> int:
    """Epoch seconds of a China-time 'YYYY-MM-DD HH:MM'."""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=CST).timestamp())


class Jiangcheng(Base):
    origin = "https://mp.weixin.test"
    name = "江城街巷"
    prefix = "wx"
    language = "zh"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wx",
            [
                ".rich_media_title",
                ".rich_media_meta_list",
                ".rich_media_content p",
                ".profile_info",
                ".weui-msg",
                ".album__list-item",
                ".appmsg_card",
                ".rich_media_tool",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        home = f"/mp/profile_ext?action=home&__biz={BIZ}&scene=124"
        add(page("home", home, "home", "江城街巷", "wechat-profile-home",
                 list=["dianti", "lvdao", "hanchao", "xue", "video", "reganmian", "events", "product", "duihua", "jobs", "about"],
                 more="history2"))  # fmt: skip
        add(page("history2", f"/mp/profile_ext?action=home&__biz={BIZ}&scene=124&offset=10", "section", "历史消息",
                 "wechat-profile-history-page2", list=["jobs", "about", "pinglun"], prev="home",
                 outside=[("/s/Qm7rTn2kXw9LbE4sHy1cVa", "武汉这些公园，11月底银杏最好看", "2026年11月27日"),
                          ("/s/Pz3dLq8vNc5RgT1mWe6yKb", "周末去哪儿｜汉阳的这条老街，藏着一百年的早点", "2026年11月26日")]))  # fmt: skip
        add(page("album", f"/mp/appmsgalbum?__biz={BIZ}&action=getalbum&album_id=2650118734090561537", "tag",
                 "#江城早知道", "wechat-album", list=["hanchao", "lvdao", "dianti", "pinglun"]))  # fmt: skip
        add(
            story(
                "dianti",
                "/s/Kx3bT9qLmZ2vW8pYc4NfRg",
                "武昌这个老小区，12部电梯全装好了！",
                "2026-12-02",
                None,
                "",
                ["陈思远"],
                [
                    'RAW:<p style="color:#888888;font-size:14px;"><span>文/陈思远</span></p>',
                    "12月1日上午，武昌区中南路街道一处建成于1994年的老小区里，最后一部加装电梯通过验收。至此，小区8栋楼的12个单元全部装上了电梯。",
                    "小区共有住户368户，60岁以上的老人占了将近一半。住在6楼的刘婆婆今年81岁，过去下楼买菜要歇三次。“以前一个星期下一次楼，现在想下就下。”她说。",
                    "## 谈了两年的电梯",
                    "加装电梯最难的不是施工，而是协商。社区书记介绍，低楼层住户担心采光和噪音，高楼层住户愿意多出钱，前后开了40多次协调会，最后商定按楼层分摊费用，一楼住户不出钱，还能获得一次性补偿。",
                    "每部电梯造价约58万元，政府补贴20万元，其余由住户分摊，部分家庭提取了住房公积金。",
                    "街道方面表示，辖区内还有11个老小区正在征求意见，明年计划再加装30部电梯。",
                    'RAW:<p style="color:#888888;font-size:13px;"><span>编辑：林晓　审核：王峰</span></p>',
                ],
                "writer-in-wen-line-editor-credit-at-end",
                ct=ct("2026-12-02 18:30"),
                digest="368户居民，40多次协调会，两年时间。",
                related=[("lvdao", "东湖绿道部分路段将封闭维护"), ("deleted", "武昌这条老街要改造了，你去过吗？")],
            )
        )
        add(
            story(
                "lvdao",
                f"/s?__biz={BIZ}&mid=2247512345&idx=1&sn=3f9c0a7be21d45c6&chksm=e8b1c2d3",
                "东湖绿道部分路段12月5日起封闭维护，请绕行",
                "2026-12-02",
                None,
                "",
                ["刘畅", "周雨桐"],
                [
                    'RAW:<p style="color:#888888;font-size:14px;"><span>文/刘畅和周雨桐</span></p>',
                    "记者从东湖风景区管委会获悉，12月5日起，东湖绿道湖中道、磨山道部分路段将分段封闭维护，预计持续到明年1月底，其间请市民和游客绕行。",
                    "此次维护主要是更换破损的透水路面和木栈道板。据统计，湖中道今年接待游客超过900万人次，部分路面出现开裂和积水。",
                    "管委会提醒，维护期间，湖中道每次封闭的长度不超过1.5公里，两端设置指示牌，骑行者可沿湖山道绕行。",
                    "周末常来骑车的市民小黄说：“冬天人少，这时候修正好，明年春天樱花季就能骑得舒服点。”",
                    "具体封闭路段和时间，可在景区官方小程序中查询。",
                    'RAW:<p style="color:#888888;font-size:13px;"><span>图片来源：东湖风景区管委会</span></p>',
                ],
                "two-authors-he-no-spaces-ct-crosses-utc-day",
                ct=ct("2026-12-02 07:10"),
                digest="湖中道、磨山道分段封闭，预计持续到明年1月底。",
            )
        )
        add(
            story(
                "reganmian",
                "/s/Hn4vQ7wXb2cLp9TzK1mJsE",
                "一碗热干面涨了5毛，老板却说“不赚钱”",
                "2026-11-30",
                None,
                "",
                ["黄嘉怡"],
                [
                    "在江汉区一家开了22年的早餐店，热干面从本月起由6元涨到了6.5元。店门口的价目表用红笔改过，不少老顾客一进门就问：“又涨价了？”",
                    "老板姓程，今年56岁。他算了一笔账：芝麻酱今年每斤贵了4元，碱面、萝卜丁、葱花也都在涨，再加上房租，“涨5毛，其实也就是保本”。",
                    "程老板每天凌晨3点起床烫面，一天能卖出七八百碗。他说，最怕的不是涨价被人说，而是老顾客不来了。“好在大部分人都理解。”",
                    "记者走访发现，周边几家早餐店的热干面价格在5元到7元之间，多数在今年有过调整。",
                ],
                "writer-only-in-post-author-field",
                ct=ct("2026-11-30 08:05"),
                author_field="黄嘉怡",
                digest="芝麻酱贵了，房租也涨了。",
            )
        )
        add(
            story(
                "hanchao",
                "/s/Vb8nR3kYq6TwL2xPm5HcDa",
                "寒潮来了！武汉最低气温将降至-2℃",
                "2026-12-02",
                None,
                "",
                [],
                [
                    "据武汉市气象台消息，受强冷空气影响，12月3日至5日武汉将出现大风降温天气，最低气温将降至零下2℃。",
                    "气象部门提醒市民注意防寒保暖，出行关注路面结冰情况。",
                    'RAW:<p style="color:#888888;font-size:13px;"><span>来源：武汉市气象台</span></p>',
                ],
                "two-sentence-brief-source-credit-no-author",
                ct=ct("2026-12-02 16:45"),
                author_field="江城街巷编辑部",
                digest="注意防寒保暖！",
            )
        )
        add(
            story(
                "duihua",
                "/s/Ty2mK8pWc4ZnQ7bLr3VxHe",
                "对话｜在司门口开了30年旧书店，他还想再守10年",
                "2026-11-29",
                None,
                "",
                ["孙明哲"],
                [
                    'RAW:<p style="color:#888888;font-size:14px;"><span>作者：孙明哲</span></p>',
                    "周国庆今年63岁，他的旧书店开在武昌司门口附近的一条小巷里，已经30年了。店里大约有4万册书，最早的是上世纪50年代的课本。",
                    "Q: 江城街巷：书店最难的时候是哪一年？ || 周国庆：2020年吧，关了好几个月，房东减了一半房租，才撑过来。后来在网上开了店，现在一半的书是线上卖出去的。",
                    "Q: 江城街巷：现在来店里的都是什么人？ || 周国庆：年轻人比以前多了。很多大学生来拍照，拍完也会买两本。还有老读者，专门来找小时候读过的连环画。",
                    "Q: 江城街巷：有没有想过不干了？ || 周国庆：想过，腰不好，搬书太累。但儿子说愿意接手，我就想再守10年，把店交给他。",
                    "Q: 江城街巷：对读者有什么想说的？ || 周国庆：书是有温度的。有空来坐坐，不买也没关系。",
                ],
                "qa-account-name-as-interviewer-label-writer-line",
                ct=ct("2026-11-29 20:00"),
                digest="“书是有温度的，有空来坐坐。”",
            )
        )
        add(
            story(
                "xue",
                "/s/Lc5wN9tGq2HxV7mRb4ZkPa",
                "组图｜初雪后的黄鹤楼",
                "2026-12-01",
                None,
                "",
                ["杨帆"],
                [
                    "FIG: 雪中的黄鹤楼 | 12月1日清晨，雪后的黄鹤楼",
                    "FIG: 在雪中拍照的游客 | 游客在公园里拍下雪景",
                    "12月1日清晨，武汉迎来今冬第一场雪，不少市民赶到黄鹤楼公园，拍下雪中的古楼。",
                    'RAW:<p style="color:#888888;font-size:13px;text-align:right;"><span>摄影：杨帆</span></p>',
                ],
                "photo-story-photographer-line",
                ct=ct("2026-12-01 10:20"),
                digest="今冬第一场雪。",
            )
        )
        add(
            story(
                "pinglun",
                "/s/Mr6xB1vTn8KqW3cZy5LdJf",
                "评论｜小区门禁，别把外卖骑手挡在门外",
                "2026-11-28",
                None,
                "",
                ["吴立新"],
                [
                    "最近，不少小区升级了门禁系统，刷脸、刷卡才能进门。安全是好事，但一个常见的场景是：外卖骑手站在门口，一边打电话一边看时间，业主穿着拖鞋下楼取餐。",
                    "骑手进不了门，超时了要被扣钱；业主嫌麻烦，给差评的也不少。门禁本来是为了方便居民，却给每天进出小区的劳动者添了麻烦。",
                    "其实办法并不难找。有的小区在门口设了外卖柜，有的给骑手办临时通行码，限时进出、全程留痕。安全和方便，并不一定是对立的。",
                    "城市管理讲究精细，精细就体现在这些小事上。希望更多的小区在装门禁的同时，也想一想那些每天敲门送餐的人。",
                    'RAW:<p style="color:#888888;font-size:13px;"><span>（作者：吴立新，系本号特约评论员。本文仅代表作者观点。）</span></p>',
                ],
                "opinion-signed-at-end-only-on-page2-and-album",
                ct=ct("2026-11-28 21:30"),
                digest="安全和方便，并不一定是对立的。",
            )
        )
        # posts that are not articles, in the same template
        add(page("about", "/s/Ab9cD3eF7gH1jK5mN2pQrS", "about", "关于我们｜江城街巷是谁？", "wechat-post-about-staff", [
            "江城街巷是一个关注武汉本地生活的公众号，2017年创办，现在有编辑、记者6人。我们每天推送一到三条消息，写这座城市的街道、小店和普通人。",
            "## 我们的团队",
            "- 主编：王峰",
            "- 编辑：林晓、黄嘉怡",
            "- 记者：陈思远、刘畅、周雨桐",
            "- 摄影：杨帆",
            "## 联系我们",
            "新闻线索和投稿请发邮件至 tougao@jiangchengjiexiang.test，或在后台留言。商务合作请联系：business@jiangchengjiexiang.test。",
            "本号所有原创内容，转载请联系授权。",
        ], story_template=True, ct=ct("2026-03-01 09:00"), digest="6个人，一座城。"))  # fmt: skip
        add(page("video", "/s/Vd4eS8rT2yU6iO1pA5sDfG", "video", "视频｜航拍长江大桥日出", "wechat-post-video-one-line", [
            "RAW:<div class=\"js_video_channel_container\"><div class=\"video_iframe\" data-vidtype=\"2\" data-ratio=\"1.7777\" data-w=\"1280\" data-src=\"https://v.weixin.test/vp/?vid=wxv_2931047516\"><span class=\"video_duration\">01:12</span></div></div>",
            "12月2日清晨，长江大桥上的日出，1分钟看完。",
        ], story_template=True, ct=ct("2026-12-02 12:00"), digest="1分钟看完。"))  # fmt: skip
        add(page("jobs", "/s/Jb7kL2mN6pQ9rS3tU8vWxY", "jobs", "招聘｜江城街巷招新媒体编辑2名", "wechat-post-job-ad", [
            "江城街巷因业务发展需要，现招聘新媒体编辑2名，工作地点在武汉市武昌区。",
            "## 岗位职责",
            "- 负责公众号日常选题、采访和写作，每周完成不少于4篇原创稿件；",
            "- 参与短视频的策划和拍摄；",
            "- 维护读者社群，整理读者留言和新闻线索。",
            "## 任职要求",
            "- 本科及以上学历，新闻、中文等相关专业优先；",
            "- 熟悉武汉本地生活，文字功底扎实；",
            "- 能接受早晚班轮换。",
            "## 待遇",
            "月薪6000元至9000元，五险一金，双休，年底有绩效奖金。",
            "有意者请将简历和两篇代表作品发送至 hr@jiangchengjiexiang.test，邮件标题注明“应聘+姓名”，截止日期为12月20日。",
        ], story_template=True, ct=ct("2026-11-25 17:00"), digest="等你来！"))  # fmt: skip
        add(page("events", "/s/Ev3nT5sR8aQ1wE6rT9yUiO", "events", "活动｜江城读书夜第12期报名开始", "wechat-post-event-signup", [
            "江城读书夜第12期来啦！这一期，我们请来了在司门口开旧书店30年的周国庆老师，和大家聊聊“一家旧书店的30年”。",
            "## 活动时间",
            "12月12日（周六）19:00—21:00",
            "## 活动地点",
            "武昌区昙华林街区某咖啡馆二楼（报名成功后发送具体地址）",
            "## 活动内容",
            "周老师会带来他收藏的上世纪50年代课本和老连环画，讲讲这些书背后的故事。现场还有旧书交换环节，欢迎大家带一本自己读过的书来，换一本别人的书回去。活动最后有半小时自由交流时间，可以和周老师当面聊聊开书店的酸甜苦辣。",
            "## 报名方式",
            "本期限额40人，免费参加。请在后台回复“读书夜”获取报名链接，填写姓名和手机号即可。报名截止时间为12月11日中午12点，名额满即止。",
            "活动当天请提前15分钟到场签到。如有变动，我们会在后台通知大家。",
        ], story_template=True, ct=ct("2026-12-01 20:30"), digest="限额40人，免费参加。"))  # fmt: skip
        add(page("product", "/s/Pr8dC4tK1sL7mN3bV6xZqW", "product", "上新｜2027年《江城手帐》台历开售", "wechat-post-product-with-photos", [
            "FIG: 台历封面 | 2027年《江城手帐》台历封面",
            "一年十二个月，十二张武汉老街的照片。2027年《江城手帐》台历今天开售啦！",
            "FIG: 台历内页 | 每个月附一段老街的小故事",
            "## 产品信息",
            "- 尺寸：21厘米×15厘米，可立可挂",
            "- 内页：13张，特种纸印刷",
            "- 价格：58元，包邮（新疆、西藏除外）",
            "## 购买方式",
            "点击文末“阅读原文”进入小店下单，12月10日前下单的读者，我们会随台历附赠一套明信片。",
        ], story_template=True, ct=ct("2026-11-30 19:00"), digest="十二个月，十二条老街。"))  # fmt: skip
        add(page("deleted", "/s/Dl0xE1yF2zG3hI4jK5lM6n", "soft404", "该内容已被发布者删除", "wechat-deleted-post-200"))

    # ------------------------------------------------------------------ templates
    def _title(self, doc: Doc) -> str:
        return doc.title

    def frame(self, doc: Doc, main: str) -> str:
        rich = doc.is_article or doc.extra.get("story_template")
        metas = [
            '<meta charset="utf-8">',
            '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
            '<meta name="viewport" content="width=device-width,initial-scale=1.0,maximum-scale=1.0,user-scalable=0,viewport-fit=cover">',
            '<meta name="format-detection" content="telephone=no">',
        ]
        if rich:
            desc = doc.extra.get("digest", "")
            metas += [
                '<meta name="description" content="' + esc(desc) + '">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:image" content="https://mmbiz.qpic.test/mmbiz_jpg/{doc.path[-10:].replace("=", "")}/0?wx_fmt=jpeg">',
                f'<meta property="og:description" content="{esc(desc)}">',
                '<meta property="og:site_name" content="微信公众平台">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:article:author" content="{self.name}">',
                '<meta property="twitter:card" content="summary">',
            ]
        title = doc.title if doc.key != "deleted" else "微信公众平台"
        head = (
            "<!DOCTYPE html>\n<html>\n<head>\n" + "\n".join(metas) + f"\n<title>{esc(title)}</title>\n"
            '<link rel="stylesheet" href="https://res.wx.test/mmbizappmsg/zh_CN/htmledition/js/assets/appmsg.lf7d2c.css">\n'
            "<style>\n/*PAD*/\n</style>\n</head>\n"
        )
        cls = "zh_CN wx_wap_page mm_appmsg" if rich else "zh_CN wx_wap_page"
        body_id = ' id="activity-detail"' if rich else ""
        return head + f'<body{body_id} class="{cls}">\n{main}\n</body>\n</html>\n'

    def _script(self, doc: Doc) -> str:
        epoch = doc.extra.get("ct", 0)
        return (
            '<script type="text/javascript" nonce="1298437760">\n'
            f'    var biz = "{BIZ}" || "";\n'
            '    var sn = "" || "";\n'
            f'    var mid = "2247512{epoch % 1000:03d}" || "";\n'
            '    var idx = "1" || "";\n'
            f'    var ct = "{epoch}";\n'
            f'    var nickname = htmlDecode("{self.name}");\n'
            '    var user_name = "gh_3a7f9c2e1b04";\n'
            '    var round_head_img = "https://wx.qlogo.test/mmhead/Q3auHgzwzM4Kx/0";\n'
            f"    var msg_title = '{doc.title}'.html(false);\n"
            f'    var msg_desc = htmlDecode("{doc.extra.get("digest", "")}");\n'
            f'    var msg_link = "{self.url(doc.key)}";\n'
            '    var copyright_stat = "1";\n'
            '    var hd_head_img = "";\n'
            "    var ip_wording = {countryName: '中国', provinceName: '湖北'};\n"
            "</script>\n"
            '<script type="text/javascript" nonce="1298437760">\n'
            "    (function(){var t=document.getElementById('publish_time');if(t&&ct){var d=new Date(ct*1000);\n"
            "    t.innerHTML=d.getFullYear()+'年'+(d.getMonth()+1)+'月'+d.getDate()+'日 '+('0'+d.getHours()).slice(-2)+':'+('0'+d.getMinutes()).slice(-2);}\n"
            "    var c=document.getElementById('js_content');if(c){c.style.visibility='visible';}})();\n"
            "</script>"
        )

    def _fig(self, alt: str, cap: str) -> str:
        n = sum(map(ord, alt)) % 90000 + 10000
        return (
            f'<p style="text-align:center;"><img class="rich_pages wxw-img" data-src="https://mmbiz.qpic.test/mmbiz_jpg/{n}/640?wx_fmt=jpeg" '
            f'data-ratio="0.6667" data-w="1080" alt="{esc(alt)}"></p>'
            f'<p style="text-align:center;"><span style="color:#888888;font-size:12px;">{esc(cap)}</span></p>'
        )

    def story_main(self, doc: Doc) -> str:
        a = self.a
        body = self.blocks(
            doc,
            p_tag='<p style="margin-bottom:16px;line-height:1.75em;letter-spacing:1px;"><span style="font-size:15px;">',
            p_end="</span></p>",
            fig=self._fig,
        )
        author_field = doc.extra.get("author_field", "")
        meta = '<div id="meta_content" class="rich_media_meta_list">\n'
        if doc.key in self.docs["album"].extra["list"]:
            tag = a("album", "#江城早知道", "tags", 'class="article-tag__item"')
            meta += f'<div class="article-tag__list">{tag}<span class="article-tag__item-num">12个</span></div>\n'
        if author_field:
            meta += f'<span class="rich_media_meta rich_media_meta_text">{esc(author_field)}</span>\n'
        name_link = a("home", self.name, "byline", 'id="js_name"')
        meta += (
            f'<span class="rich_media_meta rich_media_meta_nickname" id="profileBt">{name_link}</span>\n'
            '<span class="rich_media_meta rich_media_meta_text" id="publish_time"></span>\n'
            '<span class="rich_media_meta rich_media_meta_text" id="js_ip_wording_wrp">发表于<span id="js_ip_wording">湖北</span></span>\n</div>'
        )
        related = ""
        if doc.extra.get("related"):
            related = (
                '<section class="js_related"><p style="text-align:center;"><strong>往期推荐</strong></p>'
                + "".join(f"<p>{a(k, t, 'chrome:related')}</p>" for k, t in doc.extra["related"])
                + "</section>"
            )
        tool = (
            '<div class="rich_media_tool" id="js_toobar3">'
            f'<a class="media_tool_meta meta_primary" id="js_view_source" href="{esc(self.origin)}/mp/readoriginal?__biz={BIZ}">阅读原文</a>'
            '<div class="media_tool_meta"><span id="readNum3">阅读 </span><span id="likeNum3">赞 </span><span id="js_like_btn">在看</span></div>'
            "</div>"
        )
        card_link = a("home", self.name, "byline", 'class="profile_nickname"')
        profile = (
            '<div class="profile_container" id="js_profile_card">'
            f'<div class="profile_inner">{card_link}'
            '<p class="profile_meta">武汉本地生活资讯，每天陪你读懂这座城。</p></div></div>'
        )
        return (
            '<div id="js_article" class="rich_media">\n<div class="rich_media_inner">\n'
            '<div id="page-content" class="rich_media_area_primary">\n<div class="rich_media_area_primary_inner">\n'
            f'<h1 class="rich_media_title" id="activity-name">\n  {esc(doc.title)}\n</h1>\n{meta}\n'
            f'<div class="rich_media_content js_underline_content" id="js_content" style="visibility: hidden;">\n<section>\n{body}\n</section>\n{related}\n</div>\n'
            f"{tool}\n{profile}\n</div>\n</div>\n</div>\n</div>\n"
            '<div class="rich_media_area_extra"><div class="discuss_container" id="js_cmt_area"><p class="discuss_title">留言</p>'
            '<p class="discuss_tips">作者已设置关注后才可以留言</p></div></div>\n' + self._script(doc)
        )

    def _profile_head(self) -> str:
        a = self.a
        return (
            '<div class="profile_info_area">\n<div class="profile_info_group">'
            '<img class="profile_avatar" src="https://wx.qlogo.test/mmhead/Q3auHgzwzM4Kx/132" alt="">\n'
            f'<div class="profile_info"><strong class="profile_nickname">{self.name}</strong>'
            '<p class="profile_desc">武汉本地生活资讯，每天陪你读懂这座城。</p>'
            '<p class="profile_verify">武汉江城街巷文化传媒有限公司</p>'
            '<p class="profile_stats">原创内容 812篇　视频号：江城街巷</p></div></div>\n'
            '<div class="profile_opr"><a class="weui-btn weui-btn_primary" href="javascript:;">关注公众号</a>'
            '<a class="weui-btn weui-btn_default" href="javascript:;">发消息</a></div>\n'
            f'<div class="profile_tab">{a("home", "消息", "chrome:nav")}{a("album", "合集", "chrome:nav")}{a("video", "视频", "chrome:nav")}{a("about", "服务", "chrome:nav")}</div>\n</div>'
        )

    def _day(self, d: Doc) -> str:
        dt = datetime.fromtimestamp(d.extra["ct"], CST)
        return f"{dt.year}年{dt.month}月{dt.day}日"

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "tag":
            items = []
            for i, k in enumerate(doc.extra["list"], 1):
                d = self.docs[k]
                link = a(k, f"{i}. {d.title}", "content", 'class="album__item-link"')
                items.append(
                    f'<li class="album__list-item js_album_item" data-msgid="{d.extra["ct"]}">'
                    f'<div class="album__item-title">{link}</div>'
                    f'<span class="album__item-date">{self._day(d)}</span></li>'
                )
            return (
                '<div class="album">\n<div class="album__head"><h1 class="album__title">#江城早知道</h1>'
                f'<p class="album__author">{a("home", self.name, "byline")}</p>'
                '<p class="album__desc">每天早上，告诉你武汉发生了什么。共12篇</p></div>\n'
                '<ul class="album__list">\n' + "\n".join(items) + "\n</ul>\n"
                '<p class="album__loading">已经到底了</p>\n</div>'
            )
        groups: dict[str, list[str]] = {}
        for k in doc.extra["list"]:
            d = self.docs[k]
            card = (
                f'<div class="appmsg_card js_appmsg"><div class="appmsg_thumb" style="background-image:url(https://mmbiz.qpic.test/thumb/{d.extra["ct"] % 99991}.jpg)"></div>'
                f'<h4 class="appmsg_title">{a(k, d.title, "content")}</h4>'
                f'<p class="appmsg_desc">{esc(d.extra.get("digest", ""))}</p></div>'
            )
            groups.setdefault(self._day(d), []).append(card)
        for path, title, day in doc.extra.get("outside", []):
            groups.setdefault(day, []).append(
                f'<div class="appmsg_card js_appmsg"><h4 class="appmsg_title">{a(path, title, "content")}</h4></div>'
            )
        msgs = "\n".join(
            f'<div class="weui_msg_card"><div class="weui_msg_card_hd">{day}</div><div class="weui_msg_card_bd">{"".join(cards)}</div></div>'
            for day, cards in groups.items()
        )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<p class="loadmore">{a(doc.extra["more"], "查看更多历史消息", "content")}</p>'
        if doc.extra.get("prev"):
            pager = f'<p class="loadmore">{a(doc.extra["prev"], "返回最新消息", "content")}</p>'
        hd = "历史消息" if doc.key == "history2" else "全部消息"
        return (
            f'<div class="profile_container" id="js_container">\n{self._profile_head()}\n'
            f'<div class="weui_panel" id="js_history_list">\n<div class="weui_panel_hd">{esc(hd)}</div>\n{msgs}\n</div>\n{pager}\n</div>\n'
            f'<script type="text/javascript">var biz = "{BIZ}"; var nickname = "{self.name}"; var can_msg_continue = "{1 if doc.extra.get("more") else 0}";</script>'
        )

    def service_main(self, doc: Doc) -> str:
        # the deleted post: WeChat's message page, nothing else
        back = self.a("home", "进入公众号", "content", 'class="weui-btn weui-btn_default"')
        return (
            '<div class="weui-msg">\n<div class="weui-msg__icon-area"><i class="weui-icon-info weui-icon_msg"></i></div>\n'
            f'<div class="weui-msg__text-area"><h2 class="weui-msg__title">{esc(doc.title)}</h2>'
            '<p class="weui-msg__desc">此内容因发布者删除，无法查看</p></div>\n'
            f'<div class="weui-msg__opr-area"><p class="weui-btn-area">{back}</p></div>\n'
            '<div class="weui-msg__extra-area"><p class="weui-footer__text">微信公众平台</p></div>\n</div>'
        )
