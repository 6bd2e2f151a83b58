# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Folha do Litoral: a Brazilian-Portuguese Next.js site rendered on the server (CSS-module class names,
`__NEXT_DATA__` with the page props, cards rendered on the server); its SEO component declares every page a
NewsArticle."""

from __future__ import annotations

import json

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc, plain, rng

D = Doc


class Litoral(Site):
    origin = "https://www.folhadolitoral.test"
    name = "Folha do Litoral"
    prefix = "fdl"
    language = "pt"
    content_type = "text/html; charset=utf-8"

    def cls(self, module: str, name: str) -> str:
        r = rng(f"fdl-{module}-{name}")
        return f"{module}_{name}__" + "".join(
            r.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789_-") for _ in range(5)
        )

    def pad_rules(self) -> list[str]:
        sel = [
            f".{self.cls(m, n)}"
            for m, n in (
                ("Header", "bar"),
                ("Card", "card"),
                ("Card", "title"),
                ("Article", "body"),
                ("Footer", "col"),
                ("Rail", "list"),
                ("Nav", "item"),
                ("Trending", "strip"),
            )
        ]
        return css_rules("fdl", sel, 400)

    def art(
        self,
        key: str,
        path: str,
        title: str,
        authors: list[str],
        byline: str,
        day: str,
        hour: str,
        section: str,
        blocks: list,
        shape: str,
        **kw,
    ) -> Doc:
        d, m, y = day[8:], day[5:7], day[:4]
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
                stamp=f"{d}/{m}/{y} {hour.replace(':', 'h')}",
                iso=f"{day}T{hour}:00-03:00",
                section=section,
                blocks=blocks,
                shape=shape,
                **kw,
            )
        )

    def build(self) -> None:
        def svc(key: str, path: str, kind: str, title: str, shape: str, section: str = "", **extra: object) -> None:
            self.add(
                D(
                    key,
                    path,
                    kind,
                    title,
                    section=section,
                    shape=shape,
                    extra={"iso": "2025-08-04T12:00:00-03:00", **extra},
                )
            )

        svc("home", "/", "home", "Folha do Litoral: notícias de Porto Azul e do litoral norte", "next-ssr-home-cards")
        svc("cidades", "/cidades", "section", "Cidades", "next-section-cards", "Cidades")
        svc("esportes", "/esportes", "section", "Esportes", "next-section-cards-short", "Esportes")
        svc(
            "tabela",
            "/esportes/tabela-campeonato-litoraneo",
            "standings",
            "Campeonato Litorâneo 2026: classificação",
            "standings-table-page-with-update-line",
            "Esportes",
        )
        svc(
            "aovivo",
            "/ao-vivo/chuvas-no-litoral",
            "live",
            "Ao vivo: chuvas no litoral norte",
            "live-page-shell-signed-no-updates",
            "Cidades",
            tpl_author="Marina Tavares",
            tpl_person=True,
        )
        svc(
            "soft404",
            "/cidades/2026/11/20/ponte-do-canal-interditada",
            "soft404",
            "Página não encontrada",
            "soft-404-at-dated-story-url-status-200",
            "Cidades",
        )
        svc(
            "busca",
            "/busca?q=praia",
            "search",
            "Resultados da busca por \u201cpraia\u201d",
            "search-results-page",
            "Busca",
        )
        svc(
            "entrar",
            "/entrar",
            "login",
            "Entre ou assine a Folha do Litoral",
            "log-in-paywall-page-plans",
            "Assinatura",
        )
        svc(
            "privacidade",
            "/politica-de-privacidade",
            "policy",
            "Política de privacidade e cookies",
            "privacy-policy-lgpd-last-updated",
            "Institucional",
        )
        svc(
            "ajuda",
            "/central-do-assinante",
            "help",
            "Central do assinante: perguntas frequentes",
            "help-faq-h2-questions",
            "Institucional",
        )
        svc("expediente", "/expediente", "about", "Expediente e quem somos", "about-masthead-list", "Institucional")

        self.art(
            "onibus",
            "/cidades/2026/11/29/prefeitura-tarifa-onibus",
            "Prefeitura congela tarifa de ônibus em 2027 e amplia linhas noturnas",
            ["Marina Tavares"],
            "Por Marina Tavares",
            "2026-11-29",
            "09:12",
            "Cidades",
            [
                (
                    "p",
                    "A Prefeitura de Porto Azul anunciou neste sábado que a tarifa de ônibus vai continuar em "
                    "R$ 4,60 durante todo o ano de 2027 e que três linhas passam a circular de madrugada a partir "
                    "de fevereiro.",
                ),
                (
                    "p",
                    "Segundo o secretário de Mobilidade, Renato Albuquerque, o congelamento custará cerca de "
                    "R$ 18 milhões em subsídio às empresas, valor que já está previsto no orçamento.",
                ),
                (
                    "p",
                    "As novas linhas noturnas ligam o centro aos bairros Jardim Atlântico, Vila dos Pescadores e "
                    "Morro do Farol, com saídas a cada 40 minutos entre meia-noite e cinco da manhã.",
                ),
                (
                    "p",
                    "A prefeitura também estuda a [[barcas|integração com as barcas da travessia]], que hoje "
                    "cobram passagem separada.",
                ),
                (
                    "p",
                    "Usuários ouvidos pela reportagem aprovaram as linhas de madrugada, mas reclamaram da "
                    "lotação nos horários de pico, que não foi tratada no anúncio.",
                ),
            ],
            "lead-story-links-body-only-story",
            kicker="Mobilidade",
            image="Ônibus no terminal central de Porto Azul",
        )
        self.art(
            "barcas",
            "/cidades/2026/11/29/integracao-barcas",
            "Integração entre ônibus e barcas pode sair só em 2028",
            ["Marina Tavares"],
            "Por Marina Tavares",
            "2026-11-29",
            "14:30",
            "Cidades",
            [
                (
                    "p",
                    "A integração tarifária entre os ônibus municipais e as barcas que fazem a travessia até a "
                    "Ilha Comprida depende de um acordo com o governo do estado e não deve sair antes de 2028.",
                ),
                (
                    "p",
                    "A concessão das barcas é estadual e vence em 2027. Técnicos da prefeitura dizem que a "
                    "integração precisa entrar no edital da nova concessão.",
                ),
                (
                    "p",
                    "Hoje quem mora na ilha e trabalha no continente paga duas passagens, o que soma quase "
                    "R$ 400 por mês.",
                ),
            ],
            "story-linked-only-from-another-story-body",
        )
        self.art(
            "classico",
            "/esportes/2026/11/29/porto-azul-vence-classico",
            "Porto Azul vence o clássico com gol nos acréscimos e assume a liderança",
            ["Caio Rezende"],
            "Por Caio Rezende",
            "2026-11-29",
            "19:48",
            "Esportes",
            [
                (
                    "p",
                    "O Porto Azul venceu o Sereias da Barra por 2 a 1 neste sábado, no Estádio do Farol, com gol "
                    "de Luan Figueiredo aos 47 minutos do segundo tempo, e assumiu a liderança do Campeonato Litorâneo.",
                ),
                (
                    "p",
                    "O Sereias abriu o placar no primeiro tempo com Diego Matos, de pênalti. O empate veio aos 20 "
                    "da etapa final, em cabeçada do zagueiro Thiago Bento após escanteio.",
                ),
                (
                    "p",
                    "Com o resultado, o Porto Azul chega a 25 pontos, um a mais que o Sereias, a duas rodadas do fim.",
                ),
                (
                    "p",
                    "\u201cA gente sabia que ia ser no detalhe. O grupo acreditou até o fim\u201d, disse o técnico "
                    "Álvaro Pimenta.",
                ),
                (
                    "table",
                    "Resultados da 12ª rodada",
                    ["Mandante", "Placar", "Visitante"],
                    [
                        ["Porto Azul", "2 x 1", "Sereias da Barra"],
                        ["Atlético Ilhéu", "0 x 0", "União Caiçara"],
                        ["Farol FC", "3 x 2", "Maré Alta"],
                        ["Barra Nova", "1 x 1", "Esporte Clube Costa"],
                    ],
                ),
                ("raw", "<p>Veja a {{tabela}}.</p>"),
            ],
            "sports-report-with-results-table-not-body",
            kicker="Litorâneo",
            image="Luan Figueiredo comemora o gol da vitória",
        )
        self.art(
            "praias",
            "/cidades/2026/11/28/7-praias-para-visitar-no-verao",
            "7 praias do litoral norte para conhecer neste verão",
            ["Beatriz Lago"],
            "Por Beatriz Lago",
            "2026-11-28",
            "08:00",
            "Cidades",
            [
                (
                    "p",
                    "O verão começa daqui a três semanas. Reunimos sete praias da região que valem a viagem, das "
                    "mais movimentadas às quase desertas.",
                ),
                ("h2", "1. Praia do Farol"),
                ("p", "A mais central de Porto Azul tem quiosques, salva-vidas e ciclovia na orla."),
                ("h2", "2. Prainha da Ilha Comprida"),
                ("p", "Acesso só de barco ou por trilha de 40 minutos, com águas calmas."),
                ("h2", "3. Praia dos Pescadores"),
                ("p", "Ainda recebe os barcos de pesca de madrugada; chegue cedo para ver."),
                ("h2", "4. Enseada Verde"),
                ("p", "Boa para crianças, com pouca onda e sombra de amendoeiras."),
                ("h2", "5. Praia Brava do Norte"),
                ("p", "Ondas fortes, preferida pelos surfistas e perigosa para banho."),
                ("h2", "6. Lagoinha"),
                ("p", "Uma lagoa de água doce separada do mar por uma faixa de areia."),
                ("h2", "7. Ponta do Sossego"),
                ("p", "A mais distante, sem comércio: leve água e traga o lixo de volta."),
            ],
            "numbered-listicle-seven-h2-items",
            kicker="Verão",
            image="Vista aérea da Enseada Verde",
        )
        self.art(
            "pescadores",
            "/cidades/2026/11/27/pescadores-da-barra",
            "Os últimos pescadores de canoa da Barra",
            ["Beatriz Lago", "Igor Sampaio"],
            "Por Beatriz Lago e Igor Sampaio",
            "2026-11-27",
            "06:00",
            "Cidades",
            [
                (
                    "p",
                    "Às quatro da manhã, seu Jonas Amaral empurra a canoa de garapuvu para a água como faz desde "
                    "os doze anos. Ele tem 71 e é um dos nove pescadores de canoa que restam na Barra.",
                ),
                (
                    "p",
                    "Há trinta anos eram mais de sessenta. Os filhos foram trabalhar no porto, no comércio ou em "
                    "São Paulo, e as canoas ficaram apodrecendo nos ranchos da praia.",
                ),
                (
                    "p",
                    "\u201cCanoa boa dura uma vida, mas precisa de gente que saiba cuidar\u201d, diz ele, passando a "
                    "mão no casco remendado com resina.",
                ),
                (
                    "p",
                    "A associação dos pescadores tenta registrar a pesca artesanal como patrimônio imaterial do "
                    "município, o que garantiria verba para reformar os ranchos e ensinar o ofício aos jovens.",
                ),
                (
                    "p",
                    "O pedido está na Câmara desde março. Enquanto isso, seu Jonas ensina o neto, Davi, de 14 "
                    "anos, nas manhãs de sábado.",
                ),
                ("raw", '<nav class="{{pager}}"><span>Página 1 de 2</span> {{next}}</nav>'),
            ],
            "page-one-of-two-page-story-two-authors",
            kicker="Especial",
            image="Jonas Amaral empurra a canoa na areia da Barra",
        )
        self.art(
            "alagamento",
            "/cidades/2026/11/30/alagamento-avenida-beira-mar",
            "Chuva de duas horas alaga a Avenida Beira-Mar e moradores registram carros ilhados",
            ["Igor Sampaio"],
            "Por Igor Sampaio",
            "2026-11-30",
            "22:05",
            "Cidades",
            [
                (
                    "p",
                    "Uma chuva forte de pouco mais de duas horas alagou trechos da Avenida Beira-Mar na noite "
                    "deste domingo e deixou carros ilhados perto do Mercado de Peixe.",
                ),
                (
                    "p",
                    "A Defesa Civil registrou 82 milímetros entre 19h e 21h, mais da metade do esperado para o mês. "
                    "Não houve feridos.",
                ),
                (
                    "raw",
                    '<blockquote class="twitter-tweet" data-dnt="true"><p lang="pt">A Beira-Mar virou rio de '
                    "novo. Três carros parados na frente do mercado e a água no joelho.</p>&mdash; Carla Nogueira "
                    '(@carlanogueira_pa) <a href="https://x.test/carlanogueira_pa/status/1865">30 de novembro de '
                    "2026</a></blockquote>",
                ),
                (
                    "p",
                    "Nas redes sociais, moradores publicaram vídeos da água na altura dos joelhos. Uma moradora "
                    "escreveu que a avenida tinha \u201cvirado rio de novo\u201d.",
                ),
                (
                    "raw",
                    '<blockquote class="instagram-media" data-instgrm-permalink="https://instagram.test/p/Cx81">'
                    "<p>Bueiro entupido há meses na esquina da Rua do Sal. Ninguém limpa.</p><a "
                    'href="https://instagram.test/p/Cx81">Ver esta publicação</a></blockquote>',
                ),
                (
                    "p",
                    "A prefeitura disse que equipes de limpeza de bueiros trabalharão durante a madrugada e que a "
                    "obra de drenagem da avenida deve começar em março.",
                ),
                ("raw", "<p>Acompanhe a {{aovivo}}.</p>"),
            ],
            "story-quoting-embedded-social-posts-not-body",
            kicker="Chuvas",
            image="Carro ilhado na Avenida Beira-Mar",
        )
        self.art(
            "feira",
            "/cidades/2026/12/01/feira-de-artesanato-adiada",
            "Feira de artesanato da praça é adiada por causa da chuva",
            [],
            "Da Redação",
            "2026-12-01",
            "07:40",
            "Cidades",
            [
                (
                    "p",
                    "A feira de artesanato da Praça da Matriz, marcada para este fim de semana, foi adiada para "
                    "os dias 12 e 13 de dezembro por causa da previsão de chuva.",
                ),
                ("p", "Os 60 expositores inscritos mantêm as vagas, segundo a Secretaria de Cultura."),
            ],
            "two-sentence-brief-unsigned-da-redacao",
        )
        self.art(
            "calcadao",
            "/opiniao/2026/11/26/o-calcadao-e-de-todos",
            "O calçadão é de todos, inclusive de quem pedala",
            ["Heloísa Prado"],
            "Heloísa Prado",
            "2026-11-26",
            "07:00",
            "Opinião",
            [
                (
                    "p",
                    "A nova regra que proíbe bicicletas no calçadão da orla entre 17h e 22h parte de um problema "
                    "real e chega a uma solução errada.",
                ),
                (
                    "p",
                    "O problema é a velocidade. Quem anda com criança pequena sabe o susto de uma bicicleta "
                    "elétrica passando a trinta por hora a um palmo do carrinho.",
                ),
                (
                    "p",
                    "Mas proibir todas as bicicletas pune quem pedala devagar para ir ao trabalho e empurra os "
                    "ciclistas para uma avenida sem ciclofaixa. Limite de velocidade e fiscalização resolvem melhor.",
                ),
                ("sig", "Heloísa Prado é urbanista e professora universitária."),
            ],
            "opinion-column-name-only-byline",
            kicker="Opinião",
        )
        self.art(
            "tecnico",
            "/esportes/2026/12/01/tecnico-do-sereias-renova",
            "Técnico do Sereias da Barra renova contrato por mais duas temporadas apesar da derrota no clássico",
            ["Caio Rezende"],
            "Por Caio Rezende",
            "2026-12-01",
            "11:20",
            "Esportes",
            [
                (
                    "p",
                    "O Sereias da Barra renovou nesta terça-feira o contrato do técnico Wagner Lins até o fim de "
                    "2028, dois dias depois de perder o clássico para o Porto Azul.",
                ),
                (
                    "p",
                    "A diretoria disse que a decisão já estava tomada antes do jogo e que a campanha, a melhor do "
                    "clube em dez anos, justifica a renovação.",
                ),
                ("p", "Lins assumiu o time em 2025, quando o Sereias brigava contra o rebaixamento."),
            ],
            "story-linked-only-from-chrome-trending-and-most-read",
        )

        self.docs["home"].extra["teasers"] = [
            ("alagamento", "lead"),
            ("onibus", "text"),
            ("classico", "image"),
            ("classico", "text"),
            ("praias", "image"),
            ("pescadores", "text"),
            ("calcadao", "text"),
            ("feira", "text"),
        ]
        self.docs["cidades"].extra["teasers"] = [
            ("alagamento", "text"),
            ("onibus", "text"),
            ("praias", "text"),
            ("pescadores", "text"),
            ("feira", "text"),
        ]
        self.docs["esportes"].extra["teasers"] = [("classico", "lead")]
        self.docs["busca"].extra["teasers"] = [("praias", "text")]

    # ---- templates ----
    def c(self, module: str, name: str) -> str:
        return f'class="{self.cls(module, name)}"'

    def card(self, key: str, mode: str) -> str:
        d = self.docs[key]
        if mode == "image":
            img = (
                f'<img alt="{esc(d.image)}" src="/_next/image?url=%2Fimg%2F{key}.jpg&amp;w=640&amp;q=75" '
                f'width="640" height="360" decoding="async" data-nimg="1" loading="lazy">'
            )
            return f"<div {self.c('Card', 'media')}>{self.a(key, d.image, 'content', inner=img)}</div>"
        kick = f"<span {self.c('Card', 'kicker')}>{esc(d.kicker)}</span>" if d.kicker else ""
        tag = "h2" if mode == "lead" else "h3"
        return (
            f"<div {self.c('Card', 'card')}>{kick}<{tag} {self.c('Card', 'title')}>{self.a(key, d.title, 'content')}"
            f"</{tag}><time {self.c('Card', 'time')}>{esc(d.stamp)}</time></div>"
        )

    def header(self) -> str:
        nav = "".join(
            f"<li {self.c('Nav', 'item')}>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in (
                ("home", "Início"),
                ("cidades", "Cidades"),
                ("esportes", "Esportes"),
                ("/opiniao", "Opinião"),
                ("aovivo", "Ao vivo"),
                ("tabela", "Tabela do Litorâneo"),
            )
        )
        trend = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:trending')}</li>" for k in ("tecnico", "alagamento")
        )
        return (
            f'<header {self.c("Header", "bar")}><button {self.c("Header", "burger")} aria-label="Abrir menu">'
            f'<svg width="24" height="24"><path d="M3 6h18M3 12h18M3 18h18"></path></svg></button>'
            f"{self.a('home', 'Folha do Litoral', 'chrome:header', self.c('Header', 'logo'))}"
            f"<div {self.c('Header', 'actions')}>{self.a('entrar', 'Entrar', 'chrome:header')}"
            f"{self.a('entrar', 'Assine', 'chrome:header', self.c('Header', 'cta'))}</div></header>"
            f"<nav {self.c('Nav', 'nav')}><ul>{nav}</ul></nav>"
            f"<div {self.c('Trending', 'strip')}><strong>Em alta</strong><ul>{trend}</ul></div>"
        )

    def rail(self) -> str:
        items = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("tecnico", "praias", "classico", "onibus")
        )
        return f"<aside {self.c('Rail', 'rail')}><h2>Mais lidas</h2><ol {self.c('Rail', 'list')}>{items}</ol></aside>"

    def footer(self) -> str:
        cols = [
            (
                "Folha do Litoral",
                [("expediente", "Expediente"), ("/anuncie", "Anuncie"), ("/trabalhe-conosco", "Trabalhe conosco")],
            ),
            ("Assinante", [("entrar", "Assine"), ("ajuda", "Central do assinante"), ("/newsletter", "Newsletter")]),
            ("Legal", [("privacidade", "Privacidade e cookies"), ("/termos-de-uso", "Termos de uso")]),
            ("Editorias", [("cidades", "Cidades"), ("esportes", "Esportes"), ("busca", "Busca")]),
        ]
        html = "".join(
            f"<div {self.c('Footer', 'col')}><h3>{h}</h3><ul>"
            + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in ls)
            + "</ul></div>"
            for h, ls in cols
        )
        return (
            f"<footer {self.c('Footer', 'footer')}>{html}<p {self.c('Footer', 'legal')}>© 2026 Folha do Litoral "
            f"Comunicação Ltda. CNPJ 00.000.000/0001-00. Porto Azul (SP).</p></footer>"
        )

    def main_html(self, doc: Doc) -> str:
        if "teasers" in doc.extra:
            cards = "\n".join(self.card(t, m) for t, m in doc.extra["teasers"])
            extra = ""
            if doc.key == "home":
                extra = (
                    f"<section {self.c('Promo', 'box')}><h2>Chuvas no litoral</h2><p>"
                    f"{self.a('aovivo', 'Acompanhe a cobertura ao vivo', 'content')}</p></section>"
                    f"<section {self.c('Promo', 'box')}><h2>Litorâneo</h2><p>"
                    f"{self.a('tabela', 'Veja a classificação completa do campeonato', 'content')}</p></section>"
                )
            if doc.key == "busca":
                extra = (
                    f"<div {self.c('Card', 'card')}><h3 {self.c('Card', 'title')}>"
                    f"{self.a('soft404', 'Ponte do Canal é interditada para obras na cabeceira da praia', 'content')}"
                    f"</h3><time>20/11/2026</time></div>"
                    '<p>2 resultados nesta edição. <a href="/busca?q=praia&amp;pagina=2">Resultados mais antigos</a></p>'
                    '<form action="/busca"><input name="q" value="praia"><button>Buscar</button></form>'
                )
            if doc.key == "cidades":
                extra = '<p><a href="/cidades?pagina=2">Mais notícias de Cidades</a></p>'
            return f"<h1 {self.c('Front', 'title')}>{esc(doc.title)}</h1><div {self.c('Front', 'grid')}>{cards}</div>{extra}"
        if doc.is_article:
            crumb_key = "esportes" if doc.section == "Esportes" else "cidades"
            crumbs = (
                f"<ol {self.c('Breadcrumb', 'list')}><li>{self.a('home', 'Início', 'chrome:breadcrumb')}</li>"
                f"<li>{self.a(crumb_key, self.docs[crumb_key].title, 'chrome:breadcrumb')}</li></ol>"
            )
            body = blocks_html(self, doc.blocks)
            body = body.replace("{{tabela}}", self.a("tabela", "classificação do Campeonato Litorâneo", "content"))
            body = body.replace("{{aovivo}}", self.a("aovivo", "cobertura ao vivo das chuvas", "content"))
            body = body.replace('"{{pager}}"', f'"{self.cls("Article", "pager")}"').replace(
                "{{next}}", self.a(doc.path + "?pagina=2", "Continue lendo na página 2 »", "content")
            )
            kick = f"<span {self.c('Article', 'kicker')}>{esc(doc.kicker)}</span>" if doc.kicker else ""
            img = ""
            if doc.image:
                img = (
                    f'<figure {self.c("Article", "figure")}><img alt="{esc(doc.image)}" src="/img/{doc.key}.jpg" '
                    f'width="1200" height="675" data-nimg="1"></figure>'
                )
            share = (
                f"<div {self.c('Share', 'row')}><button>WhatsApp</button><button>Facebook</button>"
                f"<button>Copiar link</button></div>"
            )
            return (
                f"{crumbs}<article {self.c('Article', 'article')}>{kick}<h1 {self.c('Article', 'title')}>{esc(doc.title)}"
                f'</h1><div {self.c("Article", "meta")}><span>{esc(doc.byline)}</span><time dateTime="{doc.iso}">'
                f"{esc(doc.stamp)}</time></div>{share}{img}<div {self.c('Article', 'body')}>{body}</div></article>"
            )
        return f"<article {self.c('Page', 'page')}><h1 {self.c('Page', 'title')}>{esc(doc.title)}</h1>{self.service(doc)}</article>"

    def service(self, doc: Doc) -> str:
        k = doc.key
        if k == "tabela":
            rows = [
                [1, "Porto Azul", 12, 25, 8, 1, 3, "+9"],
                [2, "Sereias da Barra", 12, 24, 7, 3, 2, "+8"],
                [3, "Farol FC", 12, 20, 6, 2, 4, "+3"],
                [4, "União Caiçara", 12, 17, 4, 5, 3, "+1"],
                [5, "Atlético Ilhéu", 12, 14, 3, 5, 4, "-2"],
                [6, "Maré Alta", 12, 12, 3, 3, 6, "-5"],
                [7, "Barra Nova", 12, 10, 2, 4, 6, "-6"],
                [8, "Esporte Clube Costa", 12, 7, 1, 4, 7, "-8"],
            ]
            return blocks_html(
                self,
                [
                    ("p", "Atualizada em 29/11/2026, após a 12ª rodada. Os quatro primeiros vão às semifinais."),
                    ("table", "", ["#", "Time", "J", "P", "V", "E", "D", "SG"], rows),
                    ("p", "Leia o relato do [[classico|clássico deste sábado]]."),
                ],
            )
        if k == "aovivo":
            return (
                f"<p {self.c('Live', 'by')}>Por Marina Tavares</p><p>Acompanhe aqui as atualizações sobre as chuvas "
                f"no litoral norte: alertas da Defesa Civil, ruas interditadas e a situação das barcas.</p>"
                f'<div {self.c("Live", "feed")} aria-live="polite"><p>As atualizações aparecerão aqui.</p></div>'
            )
        if k == "soft404":
            return (
                f"<p>Não encontramos o endereço que você procurou. A página pode ter sido removida ou o link "
                f"está errado.</p><p>{self.a('home', 'Voltar para o início', 'content')} ou "
                f"{self.a('busca', 'faça uma busca', 'content')}.</p>"
            )
        if k == "entrar":
            return blocks_html(
                self,
                [
                    (
                        "p",
                        "Você leu as 5 reportagens gratuitas deste mês. Entre com sua conta ou escolha um plano para continuar.",
                    ),
                    (
                        "raw",
                        '<form action="/api/auth/login" method="post"><input type="email" name="email" placeholder="E-mail">'
                        '<input type="password" name="senha" placeholder="Senha"><button>Entrar</button></form>',
                    ),
                    ("h2", "Digital mensal"),
                    ("p", "R$ 9,90 nos três primeiros meses, depois R$ 24,90."),
                    ("h2", "Digital anual"),
                    ("p", "R$ 199,00 por ano, com acesso ao acervo."),
                    ("p", "Dúvidas? Veja a [[ajuda|central do assinante]]."),
                ],
            )
        if k == "privacidade":
            return blocks_html(
                self,
                [
                    ("p", "Última atualização: 3 de março de 2026"),
                    (
                        "p",
                        "Esta política explica como a Folha do Litoral trata seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados.",
                    ),
                    ("h2", "Quais dados coletamos"),
                    ("p", "Dados de cadastro de assinantes e dados de navegação coletados por cookies."),
                    ("h2", "Cookies"),
                    (
                        "p",
                        "Usamos cookies essenciais, de medição de audiência e de publicidade. Você pode recusar os não essenciais.",
                    ),
                    ("h2", "Encarregado de dados"),
                    ("p", "Fale com o encarregado pelo e-mail privacidade@folhadolitoral.test."),
                ],
            )
        if k == "ajuda":
            return blocks_html(
                self,
                [
                    ("h2", "Como cancelo minha assinatura?"),
                    ("p", "Pela página Minha conta, em Assinatura, ou pelo telefone 0800 000 0000."),
                    ("h2", "Esqueci minha senha"),
                    ("p", "Use o link Esqueci a senha na tela de login; enviaremos um e-mail."),
                    ("h2", "Posso ler em mais de um aparelho?"),
                    ("p", "Sim, até três aparelhos ao mesmo tempo."),
                    ("h2", "A assinatura inclui o jornal impresso?"),
                    ("p", "Não. O impresso tem assinatura própria, só para Porto Azul."),
                ],
            )
        if k == "expediente":
            people = [
                ("Diretora de Redação", "Sônia Marques"),
                ("Editor-executivo", "Paulo Henrique Viana"),
                ("Cidades", "Marina Tavares, Igor Sampaio, Beatriz Lago"),
                ("Esportes", "Caio Rezende"),
                ("Opinião", "Heloísa Prado (colunista)"),
            ]
            li = "".join(f"<li><strong>{esc(r)}:</strong> {esc(n)}</li>" for r, n in people)
            return (
                f"<p>A Folha do Litoral é um jornal digital independente fundado em 2012 em Porto Azul, com "
                f"redação na Rua do Sal, 210.</p><h2>Expediente</h2><ul>{li}</ul><p>Contato: redacao@folhadolitoral.test</p>"
            )
        return ""

    def next_data(self, doc: Doc) -> str:
        props: dict = {
            "page": {
                "type": "article" if doc.is_article else doc.kind,
                "slug": doc.path,
                "title": doc.title,
                "section": doc.section,
            }
        }
        if doc.is_article:
            props["page"].update(
                {
                    "byline": doc.byline,
                    "publishedAt": doc.iso,
                    "blocks": [{"type": b[0], "text": plain(b[1])} for b in doc.blocks if b[0] in ("p", "h2")],
                }
            )
        if "teasers" in doc.extra:
            props["page"]["cards"] = [
                {"href": self.docs[t].path, "title": self.docs[t].title} for t, _ in doc.extra["teasers"]
            ]
        data = {
            "props": {"pageProps": props, "__N_SSP": True},
            "page": "/[...slug]",
            "query": {"slug": doc.path.strip("/").split("/")},
            "buildId": "k3Fq9xLw2",
            "isFallback": False,
            "gssp": True,
        }
        return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(
            self,
            doc,
            ld_type="NewsArticle",
            fixed_date="2025-08-04T12:00:00-03:00",
            fixed_author="Folha do Litoral",
            publisher=self.name,
            image=self.origin + "/logo-folha.png",
            locale="pt_BR",
        )
        return f"""<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"><meta name="viewport" content="width=device-width"><title>{esc(doc.title)} | Folha do Litoral</title>
<link rel="canonical" href="{self.url(doc.key)}">
{head}
<link rel="preload" href="/_next/static/css/7b1e0c2a9d.css" as="style"><link rel="stylesheet" href="/_next/static/css/7b1e0c2a9d.css" data-n-g="">
<style data-href="modules">
/*PAD*/
</style>
<noscript data-n-css=""></noscript><script defer nomodule src="/_next/static/chunks/polyfills-c67a75d1.js"></script><script src="/_next/static/chunks/webpack-8fa1640c.js" defer></script><script src="/_next/static/chunks/framework-2c79e2a6.js" defer></script><script src="/_next/static/chunks/main-0ecb9ccf.js" defer></script><script src="/_next/static/chunks/pages/%5B...slug%5D-4d1e2b.js" defer></script></head>
<body><div id="__next"><div {self.c("Layout", "root")}>
{self.header()}
<div {self.c("Layout", "columns")}><main {self.c("Layout", "main")}>{self.main_html(doc)}</main>{self.rail()}</div>
{self.footer()}
</div></div><script id="__NEXT_DATA__" type="application/json">{self.next_data(doc)}</script></body></html>
"""
