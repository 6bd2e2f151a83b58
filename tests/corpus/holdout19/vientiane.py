# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""ຂ່າວນະຄອນ (Khao Nakhon): a Lao news site on Vue 3 + Nuxt 3 (`<div id="__nuxt">`, `data-v-` scoped
attributes, `/_nuxt/` chunks, `/khao/<slug>`, `/mouad/<slug>`, `?page=2`), every page with a devalue-style
`<script type="application/json" id="__NUXT_DATA__">` payload. Stories are server-rendered, but one story page
is only a short client shell: its text is only in the payload. og:type=article on stories, no JSON-LD."""

from __future__ import annotations

import json
from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain


def devalue(value: Any) -> str:
    """Flatten a value the way Nuxt's payload serializer does: one array, objects point at indexes."""
    table: list[Any] = []

    def put(v: Any) -> int:
        idx = len(table)
        table.append(None)
        if isinstance(v, dict):
            table[idx] = {k: put(x) for k, x in v.items()}
        elif isinstance(v, list):
            table[idx] = [put(x) for x in v]
        else:
            table[idx] = v
        return idx

    root = put(value)
    table.insert(0, ["Reactive", root + 1])
    shifted = [table[0]]
    for item in table[1:]:
        if isinstance(item, dict):
            shifted.append({k: i + 1 for k, i in item.items()})
        elif isinstance(item, list):
            shifted.append([i + 1 for i in item])
        else:
            shifted.append(item)
    return json.dumps(shifted, ensure_ascii=False).replace("</", "<\\/")


class Vientiane(Base):
    origin = "https://khaonakhon.test"
    name = "ຂ່າວນະຄອນ"
    prefix = "kn"
    language = "lo"
    content_type = "text/html;charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kn",
            ["[data-v-3f1a2b]", ".app-header", ".news-card", ".article-body", ".app-footer", ".chip", ".grid"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "ຂ່າວນະຄອນ",
                "nuxt-home",
                list=["talat", "nam", "sampat", "khuam", "houp", "san"],
                more="sangkhom2",
            )
        )
        add(
            page(
                "sangkhom",
                "/mouad/sangkhom",
                "section",
                "ສັງຄົມ",
                "nuxt-category",
                list=["talat", "nam", "san", "hongha", "rongrian"],
                more="sangkhom2",
            )
        )
        add(
            page(
                "sangkhom2",
                "/mouad/sangkhom?page=2",
                "section",
                "ສັງຄົມ – ໜ້າ 2",
                "nuxt-category-page2",
                list=["rongrian", "khuam", "sampat"],
                prev="sangkhom",
            )
        )
        add(page("tag", "/tag/maenamkhong", "tag", "#ແມ່ນ້ຳຂອງ", "nuxt-tag", list=["nam", "houp", "hongha"]))
        add(
            page(
                "search",
                "/search?q=%E0%BA%95%E0%BA%B0%E0%BA%AB%E0%BA%BC%E0%BA%B2%E0%BA%94",
                "search",
                "ຜົນການຊອກຫາ: ຕະຫຼາດ",
                "nuxt-search",
                list=["talat", "rongrian"],
            )
        )
        add(
            story(
                "talat",
                "/khao/talat-sao-poet-mai",
                "ຕະຫຼາດເຊົ້າເປີດອາຄານໃໝ່ຫຼັງປັບປຸງສອງປີ",
                "2026-12-01",
                "2026-12-01T08:00:00+07:00",
                "1 ທັນວາ 2026",
                ["ສົມພອນ ແກ້ວມະນີ", "ບຸນມີ ສີສຸວັນ"],
                [
                    "ອາຄານໃໝ່ຂອງຕະຫຼາດເຊົ້າໃນນະຄອນຫຼວງວຽງຈັນໄດ້ເປີດໃຫ້ບໍລິການຢ່າງເປັນທາງການໃນວັນຈັນ ຫຼັງຈາກການປັບປຸງທີ່ໃຊ້ເວລາເກືອບສອງປີ.",
                    "ອາຄານສາມຊັ້ນມີຮ້ານຄ້າ 420 ຮ້ານ, ບ່ອນຈອດລົດໃຕ້ດິນ ແລະ ລະບົບປັບອາກາດໃໝ່. ພໍ່ຄ້າແມ່ຂາຍເກົ່າໄດ້ຮັບສິດກັບຄືນເຂົ້າຮ້ານກ່ອນ.",
                    "## ພໍ່ຄ້າແມ່ຂາຍເວົ້າແນວໃດ",
                    "ນາງ ຄຳແພງ ວົງສາ ທີ່ຂາຍຜ້າສິ້ນມາ 25 ປີ ເວົ້າວ່າ ຮ້ານໃໝ່ສະອາດ ແລະ ເຢັນກວ່າເກົ່າ, ແຕ່ຄ່າເຊົ່າສູງຂຶ້ນເກືອບເທົ່າໂຕ.",
                    "ຄະນະຄຸ້ມຄອງຕະຫຼາດກ່າວວ່າ ຈະຫຼຸດຄ່າເຊົ່າລົງ 20 ສ່ວນຮ້ອຍໃນຫົກເດືອນທຳອິດ ເພື່ອຊ່ວຍພໍ່ຄ້າແມ່ຂາຍໃຫ້ປັບຕົວ.",
                ],
                "two-authors-lae",
                section="ສັງຄົມ",
                byline="ສົມພອນ ແກ້ວມະນີ ແລະ ບຸນມີ ສີສຸວັນ",
            )
        )
        add(
            story(
                "nam",
                "/khao/nam-khong-lot-tam",
                "ລະດັບນ້ຳຂອງຫຼຸດລົງຕ່ຳກວ່າປົກກະຕິ",
                "2026-11-30",
                "2026-11-30T10:20:00+07:00",
                "30 ພະຈິກ 2026",
                [],
                [
                    "ລະດັບນ້ຳຂອງທີ່ສະຖານີວັດແທກນະຄອນຫຼວງວຽງຈັນຫຼຸດລົງເຫຼືອ 1,9 ແມັດ ເຊິ່ງຕ່ຳກວ່າສະເລ່ຍຂອງເດືອນພະຈິກເກືອບໜຶ່ງແມັດ.",
                    "ກົມອຸຕຸນິຍົມແນະນຳໃຫ້ເຮືອຂົນສົ່ງລະມັດລະວັງບໍລິເວນເກາະດອນ ແລະ ຫາດຊາຍທີ່ໂຜ່ຂຶ້ນມາ.",
                    "SIGN: ແຫຼ່ງຂ່າວ: ສຳນັກຂ່າວລາວສາມັກຄີ (ລສ)",
                ],
                "agency-story-no-author",
                section="ສັງຄົມ",
                byline="ລສ",
            )
        )
        add(
            story(
                "sampat",
                "/khao/sampat-sang-khaen",
                "“ແຄນຕ້ອງມີລົມຫາຍໃຈຂອງຄົນເປົ່າ” – ສຳພາດຊ່າງແຄນ",
                "2026-11-27",
                "2026-11-27T14:00:00+07:00",
                "27 ພະຈິກ 2026",
                ["ວິໄລພອນ ສຸລິຍະ"],
                [
                    "ທ້າວ ບົວສອນ ພົມມະຈັນ ເຮັດແຄນມາ 40 ປີ ທີ່ບ້ານໂພນສະຫວາດ. ພວກເຮົາໄດ້ລົມກັບລາວກ່ຽວກັບອາຊີບທີ່ກຳລັງຫາຍາກ.",
                    "Q: ທ່ານຮຽນເຮັດແຄນຈາກໃຜ? || ຈາກພໍ່. ຕອນອາຍຸສິບປີ ຂ້ອຍໄດ້ຕັດໄມ້ກູ່ແຄນຄັ້ງທຳອິດ.",
                    "Q: ແຄນໜຶ່ງດວງໃຊ້ເວລາເຮັດດົນປານໃດ? || ປະມານສອງອາທິດ. ສ່ວນທີ່ຍາກທີ່ສຸດແມ່ນລີ້ນແຄນທີ່ເຮັດຈາກທອງແດງ.",
                    "Q: ມີຄົນໜຸ່ມມາຮຽນບໍ່? || ມີສາມຄົນ. ໜ້ອຍ, ແຕ່ດີກວ່າບໍ່ມີ.",
                    "Q: ທ່ານຢາກບອກຫຍັງກັບຄົນລຸ້ນໃໝ່? || ຟັງແຄນໃຫ້ຫຼາຍ. ເມື່ອໃຈຮັກແລ້ວ ມືຈະຮຽນເອງ.",
                ],
                "interview-qa",
                section="ວັດທະນະທຳ",
                byline="ວິໄລພອນ ສຸລິຍະ",
            )
        )
        add(
            story(
                "khuam",
                "/khao/khuam-khit-hen-lot-tit",
                "ບັນຫາລົດຕິດຈະບໍ່ຫາຍໄປເອງ",
                "2026-11-24",
                "2026-11-24T07:00:00+07:00",
                "24 ພະຈິກ 2026",
                ["ພອນສະຫວັນ ອິນທະວົງ"],
                [
                    "ທຸກເຊົ້າ ຖະໜົນລ້ານຊ້າງ ແລະ ຖະໜົນໜອງບອນ ກາຍເປັນບ່ອນຈອດລົດຂະໜາດໃຫຍ່. ການເດີນທາງສາມກິໂລແມັດໃຊ້ເວລາເຖິງເຄິ່ງຊົ່ວໂມງ.",
                    "ພວກເຮົາຂະຫຍາຍຖະໜົນມາຫຼາຍຄັ້ງແລ້ວ ແຕ່ລົດກໍ່ເພີ່ມຂຶ້ນໄວກວ່າ. ປະສົບການຂອງຫຼາຍເມືອງໃນພາກພື້ນສະແດງໃຫ້ເຫັນວ່າ ຖະໜົນໃໝ່ດຶງດູດລົດໃໝ່.",
                    "ລົດເມສາທາລະນະຂອງນະຄອນຫຼວງມີພຽງບໍ່ເທົ່າໃດສາຍ ແລະ ລໍຖ້າດົນ. ຖ້າລົດເມມາທຸກສິບນາທີ ຫຼາຍຄົນຈະຈອດລົດຈັກໄວ້ເຮືອນ.",
                    "ພວກເຮົາຍັງຕ້ອງການທາງຍ່າງທີ່ຍ່າງໄດ້ແທ້ ບໍ່ແມ່ນທາງຍ່າງທີ່ເຕັມໄປດ້ວຍລົດຈອດ ແລະ ຮ້ານຄ້າ.",
                    "ຂ້າພະເຈົ້າຂໍສະເໜີໃຫ້ນະຄອນຫຼວງທົດລອງຊ່ອງທາງສະເພາະລົດເມໃນຖະໜົນລ້ານຊ້າງເປັນເວລາຫົກເດືອນ ແລ້ວວັດຜົນຢ່າງເປີດເຜີຍ.",
                    "SIGN: ພອນສະຫວັນ ອິນທະວົງ ເປັນວິສະວະກອນຂົນສົ່ງ. ຄຳຄິດເຫັນນີ້ເປັນຂອງຜູ້ຂຽນ.",
                ],
                "opinion-signed-at-end",
                section="ຄຳຄິດເຫັນ",
                byline="",
            )
        )
        add(
            story(
                "houp",
                "/khao/houp-bun-souang-heua",
                "ພາບ: ບຸນຊ່ວງເຮືອທີ່ທ່າເດື່ອ",
                "2026-11-29",
                "2026-11-29T17:30:00+07:00",
                "29 ພະຈິກ 2026 · ພາບ: ສີສະຫວາດ ໄຊຍະວົງ",
                ["ສີສະຫວາດ ໄຊຍະວົງ"],
                [
                    "FIG: ເຮືອຊ່ວງແຂ່ງຂັນ | ເຮືອຈາກບ້ານທ່າເດື່ອ ນຳໜ້າໃນຮອບສຸດທ້າຍ.",
                    "ປະຊາຊົນຫຼາຍພັນຄົນມາເຊຍແຂ່ງເຮືອທີ່ຝັ່ງແມ່ນ້ຳຂອງ.",
                    "FIG: ຜູ້ຊົມຢູ່ຝັ່ງ | ຜູ້ຊົມຕາມຝັ່ງນ້ຳ.",
                ],
                "photo-story-little-text",
                section="ພາບ",
                byline="",
            )
        )
        add(
            story(
                "san",
                "/khao/fai-dab-ban-nong-tha",
                "ໄຟຟ້າດັບບ້ານໜອງທາວັນພຸດ",
                "2026-12-02",
                "2026-12-02T09:00:00+07:00",
                "2 ທັນວາ 2026",
                [],
                [
                    "ໄຟຟ້າລາວແຈ້ງວ່າ ຈະຕັດໄຟຟ້າບ້ານໜອງທາເໜືອ ແລະ ໜອງທາໃຕ້ ໃນວັນພຸດ ແຕ່ເວລາ 8 ໂມງ ຫາ 12 ໂມງ ເພື່ອປ່ຽນໝໍ້ແປງ.",
                ],
                "brief-no-credit",
                section="ສັງຄົມ",
                byline="",
            )
        )
        add(
            story(
                "hongha",
                "/khao/hongha-kheua-tai-sao",
                "ເຂື່ອນໄຊຍະບູລີເປີດປະຕູລະບາຍນ້ຳ",
                "2026-11-25",
                "2026-11-25T06:30:00+07:00",
                "25 ພະຈິກ 2026",
                ["ບຸນມີ ສີສຸວັນ"],
                [
                    "ບໍລິສັດຜູ້ດຳເນີນງານເຂື່ອນໄຊຍະບູລີ ໄດ້ເປີດປະຕູລະບາຍນ້ຳສາມປະຕູ ເພື່ອຊ່ວຍເຮືອຂົນສົ່ງສິນຄ້າທີ່ຕິດຄ້າງຢູ່ທາງລຸ່ມ.",
                    "ຊາວປະມົງໃນເມືອງໄຊຍະບູລີ ແລະ ຫຼວງພະບາງ ຖືກແນະນຳບໍ່ໃຫ້ວາງມອງໃກ້ກັບເຂື່ອນໃນສາມມື້ຂ້າງໜ້າ.",
                    "ທ່ານ ສຸລິພົງ ດາລາວົງ ຫົວໜ້າພະແນກພະລັງງານແຂວງ ເວົ້າວ່າ ລະດັບນ້ຳຈະສູງຂຶ້ນປະມານເຄິ່ງແມັດ.",
                ],
                "payload-only-shell",
                section="ສັງຄົມ",
                byline="ບຸນມີ ສີສຸວັນ",
                shell_only=True,
            )
        )
        add(
            story(
                "rongrian",
                "/khao/rongrian-mai-na-sai-thong",
                "ໂຮງຮຽນປະຖົມໃໝ່ເປີດທີ່ເມືອງນາຊາຍທອງ",
                "2026-11-21",
                "2026-11-20T18:15:00Z",
                "21 ພະຈິກ 2026",
                ["ສົມພອນ ແກ້ວມະນີ"],
                [
                    "ໂຮງຮຽນປະຖົມບ້ານນາຄູນໃໝ່ ທີ່ສ້າງດ້ວຍທຶນຂອງຊາວບ້ານ ແລະ ອົງການຈັດຕັ້ງສາກົນ ໄດ້ເປີດຮັບນັກຮຽນໃນວັນສຸກ.",
                    "ໂຮງຮຽນມີຫ້ອງຮຽນຫົກຫ້ອງ, ຫ້ອງສະໝຸດ ແລະ ຫ້ອງນ້ຳແຍກຍິງຊາຍ. ນັກຮຽນ 190 ຄົນ ບໍ່ຕ້ອງຂ້າມຖະໜົນໃຫຍ່ໄປຮຽນອີກແລ້ວ.",
                ],
                "utc-iso-previous-day",
                section="ສັງຄົມ",
                byline="ສົມພອນ ແກ້ວມະນີ",
            )
        )
        add(
            page(
                "pee",
                "/pee/concert-thatluang",
                "product",
                "ປີ້ຄອນເສີດບຸນທາດຫຼວງ 2026",
                "nuxt-ticket-product",
                [
                    "FIG: ເວທີຄອນເສີດ | ເວທີກາງແຈ້ງທີ່ເດີ່ນທາດຫຼວງ.",
                    "FIG: ນັກຮ້ອງ | ນັກຮ້ອງຮັບເຊີນປີນີ້.",
                    "ວັນເສົາ 12 ທັນວາ 2026, 19:00 · ເດີ່ນທາດຫຼວງ",
                    "- ປີ້ທົ່ວໄປ: 150.000 ກີບ",
                    "- ປີ້ VIP: 450.000 ກີບ",
                    "ຊື້ປີ້ອອນລາຍແລ້ວ ສະແດງ QR ໂຄດທີ່ປະຕູ. ບໍ່ຮັບຄືນປີ້ຫຼັງຈາກຊຳລະເງິນແລ້ວ.",
                ],
            )
        )
        add(
            page(
                "ngan",
                "/ngan/sathaphana-sai-thong",
                "events",
                "ງານວາງສະແດງສະຖາປັດຕະຍະກຳເກົ່າ",
                "nuxt-event",
                [
                    "5–20 ທັນວາ 2026 · ຫໍວາງສະແດງແຫ່ງຊາດ",
                    "ງານວາງສະແດງນີ້ເລົ່າເລື່ອງອາຄານເກົ່າຂອງວຽງຈັນ ແຕ່ສະໄໝລ້ານຊ້າງຈົນເຖິງຍຸກອານານິຄົມ ດ້ວຍພາບຖ່າຍ 200 ພາບ, ແຜນທີ່ເກົ່າ ແລະ ແບບຈຳລອງ.",
                    "ຜູ້ຈັດງານ ທ່ານ ນາງ ມະນີວອນ ສີລາ ກ່າວວ່າ ອາຄານເກົ່າຫຼາຍຫຼັງຖືກຮື້ຖິ້ມໃນສິບປີຜ່ານມາ ແລະ ງານນີ້ຢາກໃຫ້ຄົນລຸ້ນໃໝ່ໄດ້ເຫັນ.",
                    "ເຂົ້າຊົມບໍ່ເສຍຄ່າ. ມີນຳທ່ຽວເປັນພາສາລາວ ແລະ ອັງກິດທຸກວັນເສົາ.",
                ],
            )
        )
        add(
            page(
                "haengan",
                "/rap-samak/nak-khao",
                "jobs",
                "ຮັບສະໝັກນັກຂ່າວ",
                "nuxt-job",
                [
                    "ຂ່າວນະຄອນ ຕ້ອງການນັກຂ່າວປະຈຳ 2 ຕຳແໜ່ງ.",
                    "- ຈົບປະລິນຍາຕີດ້ານວາລະສານສາດ ຫຼື ທີ່ກ່ຽວຂ້ອງ",
                    "- ຂຽນພາສາລາວໄດ້ດີ",
                    "- ມີລົດຈັກ ແລະ ໃບຂັບຂີ່",
                    "ສົ່ງໃບສະໝັກກ່ອນວັນທີ 31 ທັນວາ 2026.",
                ],
            )
        )
        add(
            page(
                "phuchai",
                "/user/kham-la",
                "author",
                "ໂປຣໄຟລ໌: ຄຳຫຼ້າ ພົມມະວົງ",
                "nuxt-user-profile",
                [
                    "ຄຳຫຼ້າ ພົມມະວົງ ເປັນສະມາຊິກຂອງຂ່າວນະຄອນຕັ້ງແຕ່ປີ 2024. ລາວເປັນຄູສອນປະຫວັດສາດຢູ່ເມືອງສີໂຄດຕະບອງ ແລະ ມັກຂຽນຄຳເຫັນກ່ຽວກັບມໍລະດົກວັດທະນະທຳ.",
                    "ຄຳເຫັນ 38 · ຕິດຕາມ 12 ຫົວຂໍ້",
                ],
            )
        )
        add(
            page(
                "nayobai",
                "/nayobai-khuam-pen-suan-tua",
                "policy",
                "ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ",
                "nuxt-policy",
                [
                    "ອັບເດດລ່າສຸດ: 3 ມີນາ 2026",
                    "ພວກເຮົາເກັບກຳຂໍ້ມູນທີ່ທ່ານໃຫ້ເມື່ອສະໝັກສະມາຊິກ ເຊັ່ນ ຊື່ ແລະ ອີເມວ.",
                    "ເວັບໄຊໃຊ້ຄຸກກີ້ເພື່ອວັດແທກຈຳນວນຜູ້ເຂົ້າຊົມ ແລະ ຈື່ການຕັ້ງຄ່າຂອງທ່ານ.",
                    "ທ່ານສາມາດຂໍລຶບບັນຊີ ແລະ ຂໍ້ມູນທັງໝົດໄດ້ທຸກເວລາ.",
                ],
            )
        )
        self.order = ["talat", "nam", "sampat", "khuam", "houp", "san", "hongha", "rongrian"]

    def payload(self, doc: Doc) -> str:
        if doc.is_article:
            data = {"article": {"slug": doc.path.rsplit("/", 1)[1], "title": doc.title, "publishedAt": doc.iso,
                                "authors": doc.authors, "category": doc.section,
                                "content": [{"type": b[0], "text": plain(b[1]) if b[0] != "qa" else plain(b[1]) + "\n" + plain(b[2])} for b in doc.blocks if b[0] in ("p", "h2", "qa")]}}  # fmt: skip
        elif "list" in doc.extra:
            data = {"items": [{"slug": self.docs[k].path, "title": self.docs[k].title} for k in doc.extra["list"]]}
        else:
            data = {"page": {"title": doc.title}}
        return devalue({"data": {f"$f{doc.key}": data}, "state": {}, "serverRendered": True, "path": doc.path})

    def frame(self, doc: Doc, main: str) -> str:
        og = ""
        if doc.is_article:
            og = f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(doc.title)}">\n<meta property="article:published_time" content="{doc.iso}">'
        nav = [("home", "ໜ້າຫຼັກ"), ("sangkhom", "ສັງຄົມ"), ("tag", "ແມ່ນ້ຳຂອງ"), ("ngan", "ງານ"), ("pee", "ປີ້")]
        navh = "".join(self.a(k, t, "chrome:nav", 'class="nav-link" data-v-3f1a2b=""') for k, t in nav)
        return f"""<!DOCTYPE html>
<html lang="lo" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} - {esc(self.name)}</title>
{og}
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/B8xQe2kd.js">
<link rel="stylesheet" href="/_nuxt/entry.D4mXk1aa.css">
<style>/*PAD*/</style>
</head>
<body><div id="__nuxt"><div class="app" data-v-3f1a2b="">
<header class="app-header" data-v-3f1a2b="">{self.a("home", self.name, "chrome:header", 'class="brand" data-v-3f1a2b=""')}<nav data-v-3f1a2b="">{navh}</nav>
{self.a("search", "ຊອກຫາ", "chrome:header", 'class="search-link"')}</header>
<main data-v-3f1a2b="">
{main}
</main>
<footer class="app-footer" data-v-3f1a2b=""><p>© 2026 {esc(self.name)}</p><p>{self.a("nayobai", "ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ", "chrome:footer")} · {self.a("haengan", "ຮັບສະໝັກງານ", "chrome:footer")} · {self.a("phuchai", "ຄຳຫຼ້າ ພົມມະວົງ", "chrome:footer")} · {self.a("sangkhom2", "ຂ່າວເກົ່າ", "chrome:footer")}</p></footer>
</div></div>
<div id="teleports"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="true">{self.payload(doc)}</script>
<script>window.__NUXT__={{}};window.__NUXT__.config={{public:{{}},app:{{baseURL:"/",buildId:"7c1e0d2a",buildAssetsDir:"/_nuxt/",cdnURL:""}}}}</script>
<script type="module" src="/_nuxt/B8xQe2kd.js" crossorigin></script></body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("shell_only"):
            # client-only route: the server sent a skeleton; the story is in the payload
            return '<div class="article-skeleton" data-v-7a21c0=""><div class="sk-line"></div><div class="sk-line"></div><div class="sk-line short"></div><p class="loading">ກຳລັງໂຫຼດ...</p></div>'
        by = f"{esc(doc.byline)} · " if doc.byline else ""
        i = self.order.index(doc.key)
        rel = self.order[(i + 1) % len(self.order)]
        return f"""<article class="article" data-v-7a21c0="">
<nav class="crumb" data-v-7a21c0="">{self.a("home", "ໜ້າຫຼັກ", "chrome:breadcrumb")} › {self.a("sangkhom", doc.section, "chrome:breadcrumb")}</nav>
<h1 class="article-title" data-v-7a21c0="">{esc(doc.title)}</h1>
<p class="article-meta" data-v-7a21c0="">{by}{esc(doc.stamp)}</p>
<div class="article-body" data-v-7a21c0="">
{self.blocks(doc)}
</div>
<div class="chips">{self.a("tag", "#ແມ່ນ້ຳຂອງ", "tags", 'class="chip"')}</div>
<aside class="more" data-v-7a21c0=""><h3>ອ່ານຕໍ່</h3>{self.a(rel, self.docs[rel].title, "chrome:related")}</aside>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards, cls = [], 'class="news-card__title"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(
                f'<div class="news-card" data-v-5b0e11="">{self.a(k, d.title, "content", cls)}<p>{esc(self.lede(d) if not d.extra.get("shell_only") else d.title)}</p><span class="date">{esc(d.stamp)}</span></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{self.a(doc.extra["more"], "ຕໍ່ໄປ →", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{self.a(doc.extra["prev"], "← ກ່ອນໜ້າ", "content")}</div>'
        return f'<h1 class="page-h1">{esc(doc.title)}</h1><div class="grid">' + "\n".join(cards) + f"</div>{pager}"

    def service_main(self, doc: Doc) -> str:
        return f'<section class="static-page" data-v-2c9d44=""><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</section>'
