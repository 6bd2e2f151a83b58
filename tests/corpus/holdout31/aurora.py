# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""g9: the news portal of a fictional Brazilian network (Rede Aurora) on a G1-like system (`/sp/sao-paulo/noticia/
2026/12/04/<slug>.ghtml`, `/sp/sao-paulo/video/…-<id>.ghtml`, `/sp/sao-paulo/index/feed/pagina-2.ghtml`,
`/tudo-sobre/…/`, `/autores/…/`, `/busca/?q=`), Brazilian Portuguese, UTF-8. Traps: bylines "Por Ana Souza, g9
SP — São Paulo" (the desk after the comma is no part of the name), "Por TV Aurora" and "Por g9 SP" (no author),
"Por A e B, g9 SP e TV Aurora", "Por Júlio Prado*, g9 SP" with an intern's supervision footnote, "Veja também" and
"VÍDEOS" lists inside the body, times in UTC (`…Z`, one the next day in UTC), a clip page with one line."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

VEJA = 'RAW:<div class="mc-column content-intertitle"><h2>VEJA TAMBÉM</h2></div><ul class="content-unordered-list"><li><a href="https://g9.redeaurora.test/sp/sao-paulo/noticia/2026/12/03/chuva-derruba-arvores-na-zona-oeste.ghtml">Chuva derruba 40 árvores na Zona Oeste</a></li><li><a href="https://g9.redeaurora.test/sp/sao-paulo/noticia/2026/12/02/defesa-civil-alerta-para-temporais.ghtml">Defesa Civil alerta para temporais até domingo</a></li></ul>'
APP = 'RAW:<p class="content-text__container"><strong>📲 Participe do canal do g9 SP no WhatsApp</strong></p>'


class Aurora(Base):
    origin = "https://g9.redeaurora.test"
    name = "g9"
    prefix = "g9"
    # the label's language is the primary subtag, as in every earlier set (the pages say lang="pt-BR")
    language = "pt"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "g9",
            [
                ".header-menu",
                ".content-head__title",
                ".content-text__container",
                ".content-publication-data",
                ".feed-post",
                ".video-player",
                ".footer",
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
                "g9 - O portal de notícias da Rede Aurora",
                "globo-home",
                list=["enchente", "metro", "assalto", "escolas", "vacina", "video", "feira", "dengue"],
                more="sp2",
            )
        )
        add(
            page(
                "sp",
                "/sp/sao-paulo/",
                "section",
                "São Paulo",
                "globo-feed",
                list=["enchente", "metro", "assalto", "escolas", "video"],
                more="sp2",
            )
        )
        add(
            page(
                "sp2",
                "/sp/sao-paulo/index/feed/pagina-2.ghtml",
                "section",
                "São Paulo",
                "globo-feed-page2",
                list=["vacina", "feira", "dengue", "bairro"],
            )
        )
        add(
            page(
                "tema",
                "/tudo-sobre/chuvas-em-sao-paulo/",
                "tag",
                "Chuvas em São Paulo",
                "globo-tudo-sobre",
                list=["enchente", "video", "bairro"],
            )
        )
        add(
            page(
                "autora",
                "/autores/ana-souza/",
                "author",
                "Ana Souza",
                "globo-author",
                list=["enchente", "metro", "bairro"],
                bio="Repórter do g9 SP desde 2019. Cobre cidades, mobilidade e clima.",
            )
        )
        add(page("busca", "/busca/?q=chuva", "search", "Busca", "globo-busca", list=["enchente", "bairro", "tema"]))
        add(
            page(
                "video",
                "/sp/sao-paulo/video/sp1-alagamento-na-marginal-tiete-13245678.ghtml",
                "video",
                "Alagamento na Marginal Tietê complica o trânsito",
                "globo-video-clip",
                [
                    "Motoristas enfrentam lentidão na pista local na altura da Ponte das Bandeiras.",
                ],
                clip=True,
            )
        )
        add(
            page(
                "sobre",
                "/sobre-o-g9/",
                "about",
                "Sobre o g9",
                "globo-about",
                [
                    "O g9 é o portal de notícias da Rede Aurora. Reúne o jornalismo das emissoras afiliadas e das redações regionais em 26 estados e no Distrito Federal.",
                    "O g9 segue os Princípios Editoriais do grupo, publicados em 2011: isenção, correção e agilidade.",
                    "Para falar com a redação, use o formulário de contato ou envie sua sugestão pelo aplicativo.",
                ],
            )
        )
        add(
            page(
                "privacidade",
                "/politica-de-privacidade/",
                "policy",
                "Política de Privacidade",
                "globo-policy",
                [
                    "Última atualização: 20 de outubro de 2026.",
                    "Esta Política de Privacidade explica como a Rede Aurora trata os dados pessoais dos usuários de seus sites e aplicativos, de acordo com a Lei Geral de Proteção de Dados (LGPD).",
                    "## Quais dados coletamos",
                    "Coletamos dados de cadastro, como nome, e-mail e data de nascimento, e dados de navegação, como endereço IP e páginas visitadas.",
                    "## Seus direitos",
                    "Você pode solicitar acesso, correção ou exclusão dos seus dados a qualquer momento pela Central de Privacidade.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "newsletter",
                "Newsletter do g9",
                "globo-newsletter",
                [
                    "Receba as principais notícias do dia no seu e-mail, de segunda a sexta, às 7h.",
                    "Inscreva-se gratuitamente. Você pode cancelar quando quiser.",
                ],
            )
        )
        add(
            story(
                "enchente",
                "/sp/sao-paulo/noticia/2026/12/04/temporal-alaga-ruas-e-deixa-bairros-sem-energia-na-zona-leste.ghtml",
                "Temporal alaga ruas e deixa bairros sem energia na Zona Leste de SP",
                "2026-12-04",
                "2026-12-04T13:15:22.481Z",
                "04/12/2026 10h15",
                ["Ana Souza"],
                [
                    "Um temporal que atingiu a capital paulista na manhã desta sexta-feira (4) alagou ruas e deixou ao menos 38 mil imóveis sem energia na Zona Leste, segundo a concessionária.",
                    "O Centro de Gerenciamento de Emergências (CGE) registrou 62 milímetros de chuva em duas horas em São Mateus, o equivalente a um terço do esperado para todo o mês de dezembro.",
                    VEJA,
                    "Na Avenida Aricanduva, motoristas abandonaram os carros por causa da água. O Corpo de Bombeiros informou ter recebido 94 chamados de queda de árvores.",
                    "A Defesa Civil manteve o estado de atenção para alagamentos até o fim da tarde.",
                    APP,
                ],
                "veja-tambem-inline",
                section="São Paulo",
                byline="Por Ana Souza, g9 SP — São Paulo",
            )
        )
        add(
            story(
                "metro",
                "/sp/sao-paulo/noticia/2026/12/04/linha-15-prata-do-metro-volta-a-operar-apos-falha.ghtml",
                "Linha 15-Prata do Metrô volta a operar após falha de energia",
                "2026-12-04",
                "2026-12-04T11:02:10.000Z",
                "04/12/2026 08h02",
                ["Ana Souza", "Pedro Lima"],
                [
                    "A Linha 15-Prata do Metrô voltou a operar normalmente às 7h40 desta sexta-feira (4), depois de ficar quase três horas parada por causa de uma falha no sistema de energia.",
                    "Segundo o Metrô, o problema ocorreu entre as estações Vila Prudente e Oratório. Os passageiros precisaram caminhar pela via elevada até a estação mais próxima.",
                    "O sindicato dos metroviários afirmou que falhas semelhantes ocorreram três vezes neste ano. O Metrô disse que vai apurar as causas.",
                ],
                "two-authors-desks",
                section="São Paulo",
                byline="Por Ana Souza e Pedro Lima, g9 SP e TV Aurora",
            )
        )
        add(
            story(
                "assalto",
                "/sp/sao-paulo/noticia/2026/12/04/policia-prende-suspeitos-de-roubo-a-joalheria-em-shopping.ghtml",
                "Polícia prende suspeitos de roubo a joalheria em shopping da Zona Sul",
                "2026-12-04",
                "2026-12-04T15:40:00.000Z",
                "04/12/2026 12h40",
                [],
                [
                    "A Polícia Militar prendeu três homens suspeitos de roubar uma joalheria em um shopping da Zona Sul de São Paulo na tarde desta sexta-feira (4).",
                    "De acordo com a Secretaria da Segurança Pública, o grupo usou martelos para quebrar as vitrines. Parte das joias foi recuperada.",
                    "O caso foi registrado no 27º Distrito Policial, do Campo Belo.",
                ],
                "network-credit",
                section="São Paulo",
                byline="Por TV Aurora",
            )
        )
        add(
            story(
                "escolas",
                "/sp/sao-paulo/noticia/2026/12/04/video-mostra-alunos-ilhados-em-escola-estadual.ghtml",
                "VÍDEO: alunos ficam ilhados em escola estadual durante temporal",
                "2026-12-04",
                "2026-12-04T16:05:00.000Z",
                "04/12/2026 13h05",
                ["Bianca Torres"],
                [
                    "Imagens gravadas por uma professora mostram alunos ilhados no pátio de uma escola estadual em Itaquera, na Zona Leste de São Paulo, durante o temporal desta sexta-feira (4).",
                    "A água chegou a 50 centímetros dentro das salas do térreo. Os estudantes foram levados para o segundo andar até a chuva diminuir.",
                    "A Secretaria da Educação disse que as aulas serão retomadas na segunda-feira (7).",
                ],
                "video-led",
                section="São Paulo",
                byline="Por Bianca Torres, g9 SP",
                video_top=True,
            )
        )
        add(
            story(
                "vacina",
                "/sp/sao-paulo/noticia/2026/12/04/capital-amplia-vacinacao-contra-gripe-para-todas-as-idades.ghtml",
                "Capital amplia vacinação contra gripe para todas as idades",
                "2026-12-04",
                "2026-12-05T01:30:00.000Z",
                "04/12/2026 22h30",
                ["Rafael Nunes"],
                [
                    "A Prefeitura de São Paulo ampliou a vacinação contra a gripe para todas as pessoas a partir de 6 meses de idade. As doses estão disponíveis nas 470 Unidades Básicas de Saúde (UBSs) a partir de sábado (5).",
                    "A decisão foi tomada por causa do aumento de casos de síndrome respiratória nas últimas semanas, segundo a Secretaria Municipal da Saúde.",
                    "## Onde se vacinar",
                    "- UBSs: de segunda a sexta, das 7h às 19h",
                    "- AMAs/UBSs Integradas: também aos sábados",
                    "- Megapostos em estações de trem: no sábado (5), das 8h às 17h",
                ],
                "utc-crossing",
                section="São Paulo",
                byline="Por Rafael Nunes, g9 SP",
            )
        )
        add(
            story(
                "feira",
                "/sp/sao-paulo/noticia/2026/12/03/feira-de-natal-no-anhangabau-abre-com-180-expositores.ghtml",
                "Feira de Natal no Anhangabaú abre com 180 expositores",
                "2026-12-03",
                "2026-12-03T19:00:00.000Z",
                "03/12/2026 16h00",
                [],
                [
                    "A Feira de Natal do Vale do Anhangabaú, no Centro de São Paulo, abre nesta quinta-feira (3) com 180 expositores de artesanato e gastronomia.",
                    "A feira funciona até 23 de dezembro, das 10h às 22h. A entrada é gratuita.",
                    "Haverá apresentações de corais todos os dias às 19h.",
                ],
                "desk-credit",
                section="São Paulo",
                byline="Por g9 SP",
            )
        )
        add(
            story(
                "dengue",
                "/sp/sao-paulo/noticia/2026/12/03/o-que-se-sabe-sobre-o-aumento-de-casos-de-dengue-em-dezembro.ghtml",
                "O que se sabe sobre o aumento de casos de dengue em dezembro",
                "2026-12-03",
                "2026-12-03T14:20:00.000Z",
                "03/12/2026 11h20",
                ["Júlio Prado"],
                [
                    "O estado de São Paulo registrou 12.400 casos de dengue em novembro, quase o dobro do mesmo mês do ano passado. Veja abaixo o que se sabe até agora.",
                    "## Por que os casos aumentaram?",
                    "Segundo especialistas, o calor e as chuvas acima da média favoreceram a reprodução do mosquito Aedes aegypti.",
                    "## Quais cidades têm mais casos?",
                    "Campinas, Ribeirão Preto e São José do Rio Preto lideram o número de casos, de acordo com a Secretaria da Saúde.",
                    "## Como se proteger?",
                    "A recomendação é eliminar água parada em vasos, pneus e calhas, e usar repelente.",
                    "NOTE: *Sob supervisão de Carla Mendes",
                ],
                "explainer-intern",
                section="São Paulo",
                byline="Por Júlio Prado*, g9 SP",
            )
        )
        add(
            story(
                "bairro",
                "/sp/sao-paulo/noticia/2026/12/02/moradores-do-jardim-pantanal-pedem-obras-contra-enchentes.ghtml",
                "Moradores do Jardim Pantanal pedem obras contra enchentes",
                "2026-12-02",
                "2026-12-02T12:10:00.000Z",
                "02/12/2026 09h10",
                ["Ana Souza"],
                [
                    "Moradores do Jardim Pantanal, na Zona Leste, fizeram um protesto nesta quarta-feira (2) para cobrar obras contra enchentes prometidas pela prefeitura em 2024.",
                    "“Toda vez que chove a gente perde tudo”, disse a cozinheira Marlene Dias, de 52 anos, que mora há 20 anos no bairro.",
                    "A prefeitura afirmou que as obras do piscinão do Rio Tietê começam no primeiro semestre de 2027.",
                ],
                "plain-news",
                section="São Paulo",
                byline="Por Ana Souza, g9 SP",
            )
        )

    def head(self, doc: Doc) -> str:
        out = [
            f'<link rel="canonical" href="{self.url(doc.key)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="g9">',
        ]
        if doc.extra.get("clip"):
            out.append('<meta property="og:type" content="video.other">')
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": plain_first(doc),
                "uploadDate": "2026-12-04T12:30:00.000Z",
                "duration": "PT1M48S",
                "thumbnailUrl": "https://s.redeaurora.test/thumb/13245678.jpg",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.iso,
                  "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": doc.byline.replace("Por ", "")}],
                  "publisher": {"@type": "Organization", "name": "g9"}, "mainEntityOfPage": self.url(doc.key)}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in [
                ("home", "g9"),
                ("sp", "São Paulo"),
                ("tema", "Chuvas em SP"),
                ("/economia/", "Economia"),
                ("/politica/", "Política"),
                ("newsletter", "Newsletter"),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | São Paulo | g9</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
{self.head(doc)}
<script>window.cdaaas={{SETTINGS:{{SITE_ID:"g9",CHANNEL:"sao-paulo",PAGE_TYPE:"{doc.kind}"}}}};</script>
<script src="https://s3.redeaurora.test/libs/glb-barra/barra.min.js" async></script>
<style>/*PAD*/</style>
</head>
<body class="{doc.kind}">
<div id="barra-globocom"><a href="https://www.redeaurora.test/">rede aurora</a> <a href="https://login.redeaurora.test/">entrar</a></div>
<header class="header-menu"><a class="header-title" href="/">g9</a><nav><ul class="menu-root">{menu}</ul></nav>{self.a("busca", "buscar", "header")}</header>
<main id="glb-corpo">
{main}
</main>
<footer class="footer"><ul><li>{self.a("sobre", "Sobre o g9", "footer")}</li><li>{self.a("privacidade", "Política de Privacidade", "footer")}</li><li>{self.a("newsletter", "Newsletter", "footer")}</li><li><a href="/principios-editoriais/">Princípios editoriais</a></li><li><a href="https://g9.redeaurora.test/rss/g9/sao-paulo/">RSS</a></li></ul>
<p>© Copyright 2000-2026 Rede Aurora. Todos os direitos reservados.</p></footer>
<div class="cookie-banner" id="cookie-banner">Usamos cookies para personalizar conteúdos. Ao continuar, você concorda com a nossa {self.a("privacidade", "Política de Privacidade", "cookie")}. <button>Prosseguir</button></div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        video = ""
        if doc.extra.get("video_top") or doc.key == "enchente":
            video = f'<div class="mc-column content-video"><div class="video-player" data-video-id="1324{len(doc.key)}911"></div><p class="content-video__caption">{self.a("video", "Alagamento na Marginal Tietê complica o trânsito", "embed")}</p></div>'
        paras = []
        for b in doc.blocks:
            if b[0] == "p":
                paras.append(
                    f'<div class="mc-column content-text active-extra-styles"><p class="content-text__container">{self.inline(b[1])}</p></div>'
                )
            elif b[0] == "h2":
                paras.append(f'<div class="mc-column content-intertitle"><h2>{esc(b[1])}</h2></div>')
            elif b[0] == "ul":
                paras.append(
                    '<ul class="content-unordered-list">' + "".join(f"<li>{esc(i)}</li>" for i in b[1]) + "</ul>"
                )
            elif b[0] == "note":
                paras.append(
                    f'<div class="mc-column content-text"><p class="content-text__container"><em>{esc(b[1])}</em></p></div>'
                )
            elif b[0] == "box":
                paras.append(b[1])
        if doc.key == "escolas":
            paras.insert(
                2,
                '<div class="mc-column content-intertitle"><h2>VÍDEOS: os mais assistidos do g9 SP</h2></div><div class="video-playlist" data-playlist="g9-sp-mais-vistos"></div>',
            )
        related = "".join(
            f'<div class="feed-post">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in ("bairro", "metro", "enchente")
            if k != doc.key
        )
        byline = esc(doc.byline).replace("Ana Souza", self.a("autora", "Ana Souza", "byline"))
        return f"""<div class="mc-article-header"><div class="title"><h1 class="content-head__title" itemprop="headline">{esc(doc.title)}</h1></div>
<h2 class="content-head__subtitle">{esc(self.lede(doc))}</h2>
<div class="content-publication-data"><p class="content-publication-data__from" title="{esc(doc.byline)}">{byline}</p>
<p class="content-publication-data__updated"><time itemprop="datePublished" datetime="{doc.iso}">{doc.stamp}</time> · Atualizado há 2 horas</p></div>
<div class="content-media-share"><a href="https://api.whatsapp.test/send?text={self.url(doc.key)}">WhatsApp</a> <a href="https://www.facebook.com/sharer/sharer.php?u={self.url(doc.key)}">Facebook</a></div></div>
<article itemprop="articleBody" class="mc-body">
{video}
{chr(10).join(paras)}
</article>
<div class="mc-column mc-article-tags">{self.a("tema", "Chuvas em São Paulo", "tags")} <a href="/tudo-sobre/zona-leste/">Zona Leste</a></div>
<section class="bstn-related"><h3>Mais lidas</h3>{related}</section>"""

    def listing_main(self, doc: Doc) -> str:
        posts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            link = self.a(k, d.title, "content", 'class="feed-post-link"')
            when = '<span class="feed-post-datetime">Há 3 horas</span>' if d.is_article else ""
            posts.append(
                f'<div class="feed-post bstn-item-shape"><div class="feed-post-body-title">{link}</div><div class="feed-post-body-resumo">{esc(self.lede(d))}</div><div class="feed-post-metadata">{when}<span class="feed-post-metadata-section">São Paulo</span></div></div>'
            )
        more = (
            f'<div class="load-more">{self.a(doc.extra["more"], "Veja mais", "pagination")}</div>'
            if doc.extra.get("more")
            else ""
        )
        extra = f'<p class="author-bio">{esc(doc.extra["bio"])}</p>' if doc.kind == "author" else ""
        if doc.kind == "search":
            extra = '<form action="/busca/"><input name="q" value="chuva"></form><p class="results__count">3 resultados para "chuva"</p>'
        return (
            f'<div class="_evt"><h1 class="header-title">{esc(doc.title)}</h1>{extra}\n<div class="_b">'
            + "\n".join(posts)
            + f"</div>\n{more}</div>"
        )

    def service_main(self, doc: Doc) -> str:
        if doc.extra.get("clip"):
            more = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("enchente", "escolas"))
            return f'<div class="video-page"><div class="video-player" data-video-id="13245678"></div><h1 class="video-title">{esc(doc.title)}</h1><p class="video-description">{esc(doc.blocks[0][1])}</p><p class="video-date">04/12/2026 09h30 · SP1</p><ul class="video-more">{more}</ul></div>'
        return f'<div class="page-institucional"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</div>'


def plain_first(doc: Doc) -> str:
    return str(doc.blocks[0][1]) if doc.blocks else ""
