# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Notícia Um (n1): a Brazilian portal in the manner of the big broadcasters' news sites, server-rendered React
without `__NEXT_DATA__` (`#root[data-reactroot]`, `<!-- -->` text separators, a small `__PRELOADED_STATE__`
with ids only), `/sp/santos-regiao/noticia/YYYY/MM/DD/slug.ghtml` stories, `mc-article-header`,
`content-head__title`, `content-publication-data__from` ("Por Nome, n1 Santos": the part after the comma is the
outlet and place, not a person), `mc-article-body` with `content-text__container` paragraphs, "Leia mais" teaser
blocks between paragraphs, `NewsArticle` JSON-LD on stories only. Brasília time (UTC-3); `datetime` in UTC."""

from __future__ import annotations

import json
import zlib
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

SEC = "/sp/santos-regiao"


def npath(day: str, slug: str) -> str:
    return f"{SEC}/noticia/{day}/{slug}.ghtml"


class NoticiaUm(Base):
    origin = "https://noticiaum.test"
    name = "Notícia Um"
    prefix = "n1"
    language = "pt"  # the primary subtag, as every set labels it (the page says pt-BR)
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "n1",
            [
                ".header-bar",
                ".menu-root a",
                ".mc-article-header",
                ".content-head__title",
                ".content-publication-data__from",
                ".mc-column",
                ".content-text__container",
                ".feed-post-body",
                ".leia-mais__item",
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
                "Notícia Um",
                "react-ssr-home",
                list=["porto", "chuva", "balsa", "noite", "entrevista", "surfe", "agencia"],
                more="secao",
            )
        )
        add(
            page(
                "secao",
                f"{SEC}/",
                "section",
                "Santos e Região",
                "react-feed-section",
                list=["chuva", "porto", "balsa", "noite", "entrevista", "surfe"],
                more="secao2",
            )
        )
        add(
            page(
                "secao2",
                f"{SEC}/index/feed/pagina-2.ghtml",
                "section",
                "Santos e Região – página 2",
                "react-feed-page2",
                list=[
                    "agencia",
                    "feira",
                    "@2026/11/27|moradores-do-morro-da-nova-cintra-ganham-escadaria-nova|Moradores do Morro da Nova Cintra ganham escadaria nova",
                    "@2026/11/27|vlt-de-santos-tera-horario-estendido-no-fim-de-ano|VLT de Santos terá horário estendido no fim de ano",
                ],
                prev="secao",
            )
        )
        add(
            page(
                "tag",
                "/tudo-sobre/centro-historico-de-santos/",
                "tag",
                "Centro Histórico de Santos",
                "react-topic-page",
                [
                    "Tudo sobre o Centro Histórico de Santos: restauro de casarões, comércio, eventos e a relação com o porto."
                ],
                list=[
                    "feira",
                    "porto",
                    "@2026/10/14|casarao-da-rua-do-comercio-recebe-restauro|Casarão da Rua do Comércio recebe restauro",
                ],
            )
        )
        add(
            page(
                "busca",
                "/busca/?q=balsa",
                "search",
                "Resultados da busca por “balsa”",
                "react-search",
                list=["balsa", "video", "chuva"],
            )
        )
        add(
            page(
                "video",
                f"{SEC}/video/balsa-tem-fila-de-40-minutos-13145522.ghtml",
                "video",
                "Balsa tem fila de 40 minutos na travessia Santos-Guarujá",
                "video-one-line",
                ["Motoristas enfrentam espera na manhã desta quarta-feira (2)."],
            )
        )
        add(
            page(
                "tempo",
                "/previsao-do-tempo/sp/santos/",
                "weather",
                "Previsão do tempo em Santos",
                "weather",
                [
                    "Quarta-feira, 2 de dezembro: céu nublado com chuva forte à tarde. Mínima de 21°C e máxima de 27°C. Probabilidade de chuva: 90%.",
                    "Quinta-feira, 3 de dezembro: chuva durante todo o dia, com rajadas de vento de até 50 km/h na orla. Mínima de 20°C e máxima de 24°C.",
                    "Sexta-feira, 4 de dezembro: melhora gradual, com sol entre nuvens à tarde. Mínima de 20°C e máxima de 28°C.",
                    "Sábado, 5 de dezembro: sol e calor. Mínima de 22°C e máxima de 31°C. Índice UV muito alto.",
                    "Domingo, 6 de dezembro: sol com pancadas de chuva isoladas no fim da tarde. Mínima de 23°C e máxima de 32°C.",
                    "Tábua de marés para hoje: maré alta às 4h12 (1,3 m) e às 16h40 (1,2 m); maré baixa às 10h25 (0,2 m) e às 22h51 (0,4 m).",
                ],
            )
        )
        add(
            page(
                "maislidas",
                "/mais-lidas/",
                "mostread",
                "Mais lidas",
                "most-read-list",
                list=["chuva", "porto", "balsa", "noite", "entrevista", "surfe"],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "Receba o n1 Santos no seu e-mail",
                "newsletter-signup",
                [
                    "Todos os dias, às 7h, um resumo com as principais notícias de Santos, Guarujá, São Vicente, Praia Grande, Cubatão e Bertioga.",
                    "- Trânsito na Anchieta e na Imigrantes e situação das balsas",
                    "- Previsão do tempo e tábua de marés",
                    "- As notícias mais lidas do dia anterior",
                    "É grátis. Você pode cancelar a qualquer momento pelo link no fim de cada e-mail.",
                ],
            )
        )
        add(
            page(
                "erramos",
                "/erramos/",
                "correction",
                "Erramos",
                "corrections-page",
                [
                    "Esta página reúne as correções publicadas pelo Notícia Um. Quando um erro é corrigido, a reportagem original recebe uma nota ao final com a data da alteração.",
                    "## 30 de novembro de 2026",
                    "Diferentemente do que foi publicado na reportagem sobre o VLT, a nova estação da Conselheiro Nébias será inaugurada em março, e não em fevereiro.",
                    "## 26 de novembro de 2026",
                    "A reportagem sobre a feira de adoção de animais em Praia Grande informou o endereço errado. O evento acontece na Praça Duque de Caxias, e não na Praça 19 de Janeiro.",
                    "## 19 de novembro de 2026",
                    "O nome da secretária de Saúde de Cubatão foi grafado incorretamente. O correto é Márcia Albuquerque Prado.",
                    "Encontrou um erro? Escreva para a redação pelo formulário de contato.",
                ],
            )
        )
        # -- stories --------------------------------------------------------------------------------------------
        add(
            story(
                "porto",
                npath("2026/12/02", "dragagem-do-canal-do-porto-de-santos-comeca-em-janeiro-e-deve-durar-14-meses"),
                "Dragagem do canal do Porto de Santos começa em janeiro e deve durar 14 meses",
                "2026-12-02",
                "2026-12-02T09:00:00.000Z",
                "02/12/2026 06h00",
                ["Juliana Freitas"],
                [
                    "A dragagem de aprofundamento do canal de navegação do Porto de Santos vai começar na segunda semana de janeiro e deve durar 14 meses, segundo a autoridade portuária. A obra vai levar a profundidade do canal de 15 para 16 metros em quase todo o trecho entre a barra e o Armazém 39.",
                    "Com o canal mais fundo, navios com até 366 metros de comprimento poderão entrar carregados em qualquer maré, o que hoje só acontece nas marés altas. A expectativa é reduzir em até 20% o tempo de espera dos navios ao largo da Baía de Santos.",
                    "O contrato, de R$ 1,1 bilhão, foi assinado na terça-feira (1º) com um consórcio de duas empresas. Três dragas devem operar ao mesmo tempo, 24 horas por dia.",
                    "NOTE: LEIA: chuva, balsa",
                    "## Impacto para quem mora perto do canal",
                    "Moradores da Ponta da Praia e de Vicente de Carvalho, no Guarujá, temem barulho à noite e mudanças na faixa de areia. Em audiência pública realizada em outubro, a associação de moradores pediu monitoramento das praias durante toda a obra.",
                    "“A gente já viu a praia diminuir depois da última dragagem. Queremos medição a cada três meses e os resultados publicados”, disse a presidente da associação, Lúcia Maranhão.",
                    "A autoridade portuária afirma que o material retirado será levado para uma área de descarte a 25 quilômetros da costa e que um programa de monitoramento da linha de praia está previsto no licenciamento ambiental.",
                    "## Pescadores pedem compensação",
                    "Colônias de pescadores de Santos e do Guarujá também querem ser ouvidas. Segundo elas, o movimento das dragas afasta os cardumes do estuário e reduz a pesca de camarão justamente no verão.",
                    "NOTE: LEIA: entrevista, surfe",
                    "O edital prevê um programa de compensação à pesca artesanal, mas os valores ainda não foram definidos. A autoridade portuária disse que vai apresentar a proposta às colônias em dezembro.",
                    "## O que muda para o porto",
                    "O Porto de Santos movimentou 173 milhões de toneladas em 2025, um recorde. Para os terminais, a obra é necessária para receber os navios maiores que já fazem as rotas para a Ásia e para a Europa.",
                    "A última dragagem de aprofundamento terminou em 2010. Desde então, o canal passa apenas por dragagens de manutenção, que retiram o sedimento trazido pelas marés e pelos rios.",
                ],
                "long-leia-mais-inside-outlet-after-comma",
                section="Santos e Região",
                dek="Obra de R$ 1,1 bilhão vai aprofundar canal para 16 metros; moradores e pescadores pedem monitoramento.",
                image="Navio porta-contêineres entra no canal do Porto de Santos",
                caption="Navio entra no canal do Porto de Santos — Foto: Juliana Freitas/n1",
                byline="Juliana Freitas",
                topics=[("tag", "Centro Histórico de Santos"), ("/tudo-sobre/porto-de-santos/", "Porto de Santos")],
            )
        )
        add(
            story(
                "chuva",
                npath("2026/12/02", "defesa-civil-emite-alerta-de-chuva-forte-para-santos-e-guaruja"),
                "Defesa Civil emite alerta de chuva forte para Santos e Guarujá até quinta-feira",
                "2026-12-02",
                "2026-12-02T11:40:00.000Z",
                "02/12/2026 08h40",
                ["Juliana Freitas", "Rafael Moura"],
                [
                    "A Defesa Civil do estado emitiu alerta de chuva forte para a Baixada Santista entre a tarde desta quarta-feira (2) e a noite de quinta-feira (3). A previsão é de até 120 milímetros em 36 horas, com risco de alagamentos e deslizamentos nos morros.",
                    "Em Santos, a prefeitura deixou de prontidão equipes nos morros da Nova Cintra, do Marapé e do São Bento. Em Guarujá, o alerta vale principalmente para os bairros Vila Baiana e Perequê.",
                    "Moradores de áreas de risco podem receber avisos por SMS cadastrando o CEP pelo número 40199. Em caso de emergência, o telefone da Defesa Civil é 199.",
                    "As aulas da rede municipal estão mantidas, mas as escolas foram orientadas a liberar os alunos mais cedo se houver alagamento no entorno.",
                ],
                "two-authors-e-outlet-after-comma-updated-relative",
                section="Santos e Região",
                dek="Previsão é de até 120 milímetros em 36 horas na Baixada Santista.",
                byline="Juliana Freitas e Rafael Moura",
                updated="há 3 horas",
            )
        )
        add(
            story(
                "balsa",
                npath("2026/12/02", "balsa-entre-santos-e-guaruja-tem-espera-de-40-minutos"),
                "Balsa entre Santos e Guarujá tem espera de 40 minutos nesta quarta",
                "2026-12-02",
                "2026-12-02T10:15:00.000Z",
                "02/12/2026 07h15",
                [],
                [
                    "Motoristas que fazem a travessia entre Santos e Guarujá esperam cerca de 40 minutos na manhã desta quarta-feira (2), segundo o Departamento Hidroviário."
                ],
                "brief-one-sentence-desk-byline",
                section="Santos e Região",
                byline="",
            )
        )
        add(
            story(
                "noite",
                npath("2026/12/01", "incendio-atinge-deposito-de-reciclaveis-em-sao-vicente"),
                "Incêndio atinge depósito de recicláveis em São Vicente; ninguém se feriu",
                "2026-12-01",
                "2026-12-02T02:10:00.000Z",
                "01/12/2026 23h10",
                ["Rafael Moura"],
                [
                    "Um incêndio atingiu um depósito de materiais recicláveis no bairro Jóquei Clube, em São Vicente, na noite desta terça-feira (1º). Ninguém ficou ferido, segundo o Corpo de Bombeiros.",
                    "O fogo começou por volta das 21h30 e foi controlado pouco antes das 23h. Seis viaturas trabalharam no local. A fumaça podia ser vista da Ponte dos Barreiros.",
                    "Vizinhos contaram que o depósito guardava papelão e plástico prensados. Duas casas ao lado foram evacuadas por precaução e os moradores puderam voltar depois da meia-noite.",
                    "A causa do incêndio será investigada. A Defesa Civil de São Vicente vai vistoriar a estrutura do galpão na manhã de quarta-feira.",
                ],
                "late-evening-utc-next-day",
                section="Santos e Região",
                byline="Rafael Moura",
            )
        )
        add(
            story(
                "entrevista",
                npath("2026/12/01", "a-mare-nao-espera-ninguem-diz-pescadora-de-bertioga"),
                "‘A maré não espera ninguém’, diz pescadora de Bertioga com 30 anos de mar",
                "2026-12-01",
                "2026-12-01T13:00:00.000Z",
                "01/12/2026 10h00",
                ["Camila Nogueira"],
                [
                    "Aos 52 anos, Neide Aparecida dos Santos sai de barco quase todos os dias às 4h da manhã. Ela é uma das 38 mulheres registradas na colônia de pescadores de Bertioga e conversou com o n1 sobre o ofício, o clima e a nova geração.",
                    "Q: Como a senhora começou a pescar? || Com meu pai, aos 14 anos. Ele não tinha filho homem e precisava de ajuda no barco. Depois que ele morreu, eu fiquei com o barco e com a licença.",
                    "Q: O que mudou no mar nesses 30 anos? || O peixe diminuiu muito. Antes a gente enchia a caixa de pescada em uma manhã. Hoje tem dia que volta com meia caixa. E o tempo ficou mais difícil de prever.",
                    "Q: Como é ser mulher na pesca? || No começo diziam que barco não era lugar de mulher. Hoje me respeitam, porque sabem que eu conheço cada pedra da costa. Mas ainda tem pouca mulher com licença própria.",
                    "Q: A senhora tem medo do mar? || Respeito. Medo não ajuda. A maré não espera ninguém, então a gente aprende a sair na hora certa e a voltar na hora certa.",
                    "Q: Seus filhos vão continuar? || Minha filha estuda enfermagem, e eu acho bom. Meu neto gosta de ir comigo nas férias. Se ele quiser, eu ensino. Mas não vou obrigar ninguém.",
                ],
                "qa-interview",
                section="Santos e Região",
                dek="Neide Aparecida dos Santos é uma das 38 mulheres da colônia de pescadores da cidade.",
                byline="Camila Nogueira",
                image="Pescadora Neide Aparecida dos Santos no barco",
                caption="Neide Aparecida dos Santos pesca há 30 anos em Bertioga — Foto: Camila Nogueira/n1",
            )
        )
        add(
            story(
                "surfe",
                npath("2026/11/30", "escola-de-surfe-adaptado-em-sao-vicente-atende-80-criancas"),
                "Escola de surfe adaptado em São Vicente atende 80 crianças com deficiência",
                "2026-11-30",
                "2026-11-30T14:30:00.000Z",
                "30/11/2026 11h30",
                ["Beatriz Lima"],
                [
                    "Todo sábado de manhã, a praia do Itararé, em São Vicente, recebe pranchas largas, cadeiras anfíbias e um grupo de 20 voluntários. É a escola de surfe adaptado criada em 2019 por um ex-salva-vidas, que hoje atende 80 crianças e adolescentes com deficiência.",
                    "As aulas são gratuitas e acontecem em duplas: cada aluno entra no mar com um instrutor e um voluntário. Antes da primeira aula, as famílias passam por uma conversa com a equipe para entender as necessidades de cada criança.",
                    "“Tem aluno que no primeiro dia não queria nem encostar na areia. Hoje fica em pé na prancha”, conta o fundador, Marcos Vinícius Teles, de 47 anos.",
                    "## Fila de espera",
                    "A procura cresceu depois que a escola apareceu em vídeos nas redes sociais. Há 60 crianças na fila de espera, e o projeto procura voluntários com curso de primeiros socorros e patrocínio para comprar mais duas cadeiras anfíbias.",
                    "A prefeitura cede o espaço e um guarda-vidas durante as aulas. Interessados em ajudar podem procurar a escola aos sábados, às 8h, no posto 2 da praia.",
                ],
                "feature-with-photo",
                section="Santos e Região",
                byline="Beatriz Lima",
                image="Instrutor ajuda criança a ficar em pé em prancha de surfe",
                caption="Aula de surfe adaptado na praia do Itararé — Foto: Beatriz Lima/n1",
            )
        )
        add(
            story(
                "agencia",
                npath("2026/11/30", "exportacoes-pelo-litoral-paulista-crescem-7-ate-novembro"),
                "Exportações pelo litoral paulista crescem 7% até novembro",
                "2026-11-30",
                "2026-11-30T18:20:00.000Z",
                "30/11/2026 15h20",
                [],
                [
                    "As exportações que saem pelos portos do litoral paulista cresceram 7% de janeiro a novembro em comparação com o mesmo período do ano passado, segundo levantamento divulgado nesta segunda-feira (30) pela secretaria estadual de desenvolvimento econômico.",
                    "O açúcar e o farelo de soja responderam por quase metade do volume. A carne bovina teve a maior alta proporcional, de 18%, puxada pelas vendas para o Oriente Médio.",
                    "Por outro lado, as importações caíram 3% no período, principalmente de fertilizantes, o que a secretaria atribui aos estoques altos formados em 2025.",
                    "O levantamento aponta ainda que o tempo médio de espera dos caminhões para descarregar no porto caiu de 9 para 6 horas depois da ampliação do sistema de agendamento.",
                ],
                "agency-story-no-author",
                section="Santos e Região",
                byline="Agência Costa de Notícias",
                agency=True,
            )
        )
        add(
            story(
                "feira",
                npath("2026/11/28", "feira-de-artesanato-caicara-volta-ao-centro-historico-de-santos"),
                "Feira de artesanato caiçara volta ao Centro Histórico de Santos no fim de semana",
                "2026-11-28",
                "2026-11-28T12:00:00.000Z",
                "28/11/2026 09h00",
                ["Beatriz Lima"],
                [
                    "A feira de artesanato caiçara volta ao Centro Histórico de Santos neste sábado (28) e domingo (29), das 10h às 18h, na Rua XV de Novembro. Serão 45 barracas com peças de madeira, cestaria, redes de pesca e doces de banana.",
                    "A feira estava suspensa desde julho por causa das obras de recuperação do calçamento. Os expositores vêm de comunidades tradicionais de Bertioga, Guarujá e do litoral sul.",
                    "Haverá apresentações de fandango caiçara às 15h nos dois dias. A entrada é gratuita.",
                ],
                "only-on-page2-and-topic-page",
                section="Santos e Região",
                byline="Beatriz Lima",
                topics=[("tag", "Centro Histórico de Santos")],
            )
        )

    # -- templates ----------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}"/>',
            f'<link rel="canonical" href="{esc(url)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:url" content="{esc(url)}"/>',
            '<meta property="og:site_name" content="Notícia Um"/>',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article"/>')
            out.append(f'<meta property="article:published_time" content="{doc.iso}"/>')
            ld: dict[str, Any] = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": [{"@type": "Person", "name": n} for n in doc.authors]
                or [{"@type": "Organization", "name": doc.byline or "n1 Santos"}],
                "publisher": {"@type": "Organization", "name": "Notícia Um"},
                "mainEntityOfPage": url,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website"/>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        state = {
            "page": {
                "type": "materia" if doc.is_article else doc.kind,
                "id": f"{zlib.crc32(doc.path.encode()):08x}",
                "tenant": "n1",
                "edition": "santos-regiao",
            }
        }
        suffix = "" if doc.key == "home" else " | n1 Santos e Região | Notícia Um"
        return f"""<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>{esc(doc.title)}{suffix}</title>
{self.head(doc)}
<link rel="preload" as="script" href="/static/js/runtime.7d1f0a.js"/><link rel="preload" as="script" href="/static/js/main.4f1c2a9e.js"/><link rel="stylesheet" href="/static/css/main.b81c03.css"/>
<style data-styled="active">/*PAD*/</style></head>
<body class="n1-santos"><div id="root" data-reactroot=""><div class="app-shell">
<header class="header-bar" role="banner"><div class="header-navigation">
<button class="menu-button" aria-label="menu">MENU</button>
{a("home", "Notícia Um", "chrome:header", 'class="header-logo"')}
{a("secao", "n1 Santos e Região", "chrome:header", 'class="header-title-link"')}
<form class="header-search" action="/busca/"><input type="search" name="q" placeholder="BUSCAR"/></form>
</div>
<nav class="menu-root" aria-label="editorias"><ul>
<li>{a("secao", "Santos e Região", "chrome:nav")}</li>
<li>{a("/sp/santos-regiao/transito/", "Trânsito", "chrome:nav")}</li>
<li>{a("tempo", "Previsão do tempo", "chrome:nav")}</li>
<li>{a("maislidas", "Mais lidas", "chrome:nav")}</li>
<li>{a("/sp/santos-regiao/videos/", "Vídeos", "chrome:nav")}</li>
<li>{a("newsletter", "Newsletter", "chrome:nav")}</li>
</ul></nav>
<div class="header-trending">Em alta: {a("busca", "balsa", "chrome:header")} · {a("tag", "Centro Histórico", "chrome:header")} · {a("/tudo-sobre/vlt/", "VLT", "chrome:header")}</div></header>
<main id="glb-corpo" class="glb-corpo">
{main}
</main>
<footer class="footer" role="contentinfo"><div class="footer__links">
{a("home", "Notícia Um", "chrome:footer")} · {a("erramos", "Erramos", "chrome:footer")} · {a("/politica-de-privacidade/", "Política de privacidade", "chrome:footer")} · {a("/termos-de-uso/", "Termos de uso", "chrome:footer")} · {a("newsletter", "Newsletter", "chrome:footer")} · {a("/fale-conosco/", "Fale com o n1", "chrome:footer")}
</div><p class="footer__copy">© Copyright 2000-2026 Notícia Um Comunicação Ltda.</p></footer>
</div></div>
<script>window.__PRELOADED_STATE__={json.dumps(state)};</script>
<script src="/static/js/runtime.7d1f0a.js" defer=""></script><script src="/static/js/main.4f1c2a9e.js" defer=""></script>
</body></html>
"""

    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 99991
        return (
            f'<div class="mc-column content-media__container"><figure class="content-media content-photo"><img class="content-media__image" src="https://s3.n1.test/img/{n}.jpg" alt="{esc(alt)}"/>'
            f'<figcaption class="content-media__description"><span>{esc(cap)}</span></figcaption></figure></div>'
        )

    def leia(self, keys: list[str]) -> str:
        items = []
        for k in keys:
            d = self.docs[k]
            img = f'<img class="leia-mais__image" src="https://s3.n1.test/thumb/{zlib.crc32(k.encode()) % 99991}.jpg" alt=""/>'
            items.append(
                f'<li class="leia-mais__item">{self.a(k, d.title, "chrome:related", inner=img + f"<span>{esc(d.title)}</span>")}</li>'
            )
        return f'<div class="mc-column content-unordered-list leia-mais"><h3 class="leia-mais__title">Leia mais</h3><ul>{"".join(items)}</ul></div>'

    def body_html(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            if b[0] == "note" and b[1].startswith("LEIA: "):
                out.append(self.leia([k.strip() for k in b[1][6:].split(",")]))
            elif b[0] == "p":
                out.append(
                    f'<div class="mc-column content-text active-extra-styles" data-block-type="unstyled"><p class="content-text__container">{self.inline(b[1])}</p></div>'
                )
            elif b[0] == "qa":
                out.append(
                    f'<div class="mc-column content-text active-extra-styles" data-block-type="unstyled"><p class="content-text__container"><strong>{esc(b[1])}</strong></p></div>'
                    f'<div class="mc-column content-text active-extra-styles" data-block-type="unstyled"><p class="content-text__container">{self.inline(b[2])}</p></div>'
                )
            elif b[0] == "h2":
                out.append(f'<div class="mc-column content-intertitle"><h2>{esc(b[1])}</h2></div>')
            else:
                out.append(blocks_html(self, [b], fig=self.fig))
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.extra.get("agency"):
            frm = f'<p class="content-publication-data__from" title="Por {esc(doc.byline)}">Por <!-- -->{esc(doc.byline)}</p>'
        elif doc.byline:
            frm = f'<p class="content-publication-data__from" title="Por {esc(doc.byline)}, n1 Santos">Por <!-- -->{esc(doc.byline)}<!-- -->, n1 Santos</p>'
        else:
            frm = '<p class="content-publication-data__from" title="Por n1 Santos">Por <!-- -->n1 Santos</p>'
        upd = ""
        if doc.extra.get("updated"):
            upd = f' <!-- -->Atualizado <!-- --><time itemprop="dateModified">{esc(doc.extra["updated"])}</time>'
        dek = (
            f'<div class="medium-centered subtitle"><h2 class="content-head__subtitle" itemprop="alternativeHeadline">{esc(doc.dek)}</h2></div>'
            if doc.dek
            else ""
        )
        img = self.fig(doc.image, doc.extra["caption"]) if doc.image else ""
        rel = [k for k in ("porto", "chuva", "entrevista", "surfe", "noite") if k != doc.key][:4]
        more = "".join(f'<li class="bstn-relateditem">{a(k, self.docs[k].title, "chrome:related")}</li>' for k in rel)
        return f"""<div class="mc-article-header"><div class="header-editoria">{a("secao", "Santos e Região", "chrome:breadcrumb", 'class="header-editoria--link"')}</div>
<div class="title"><h1 class="content-head__title" itemprop="headline">{esc(doc.title)}</h1></div>
{dek}
<div class="content-publication-data"><div class="content-publication-data__text">
{frm}
<p class="content-publication-data__updated"><time itemprop="datePublished" datetime="{doc.iso}">{esc(doc.stamp)}</time>{upd}</p>
</div></div>
<div class="content-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a><a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a></div>
</div>
<article itemProp="articleBody"><div class="mc-article-body">
{img}
{self.body_html(doc)}
</div></article>
{self.topics(doc)}
<div class="mc-bstn"><h3>Veja também</h3><ul>{more}</ul></div>"""

    def topics(self, doc: Doc) -> str:
        keys = doc.extra.get("topics", [])
        if not keys:
            return ""
        links = " ".join(self.a(k, t, "tags", 'class="entities__list-item"') for k, t in keys)
        return f'<div class="entities"><span class="entities__title">Assuntos:</span> {links}</div>'

    def card(self, ref: str, big: bool = False) -> str:
        if ref.startswith("@"):
            day, slug, text = ref[1:].split("|")
            link = self.a(npath(day, slug), text, "content", 'class="feed-post-link"')
            return f'<div class="feed-post"><div class="feed-post-body"><div class="feed-post-body-title">{link}</div><div class="feed-post-metadata"><span class="feed-post-datetime">Há 5 dias</span> — Em <span class="feed-post-metadata-section">Santos e Região</span></div></div></div>'
        d = self.docs[ref]
        img = ""
        if big and d.image:
            pic = f'<img class="bstn-fd-picture-image" src="https://s3.n1.test/feed/{zlib.crc32(ref.encode()) % 99991}.jpg" alt="{esc(d.image)}"/>'
            img = f'<div class="feed-media-wrapper">{self.a(ref, d.title, "content", inner=pic)}</div>'
        resumo = f'<div class="feed-post-body-resumo"><p>{esc(d.dek or self.lede(d))}</p></div>'
        link = self.a(ref, d.title, "content", 'class="feed-post-link"')
        return f'<div class="feed-post">{img}<div class="feed-post-body"><div class="feed-post-body-title">{link}</div>{resumo}<div class="feed-post-metadata"><span class="feed-post-datetime">{esc(d.stamp.split(" ")[0])}</span> — Em <span class="feed-post-metadata-section">Santos e Região</span></div></div></div>'

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = doc.extra["list"]
        if doc.kind == "mostread":
            rows = "".join(
                f'<li class="most-read__item"><span class="most-read__pos">{i}</span>{a(k, self.docs[k].title, "content")}</li>'
                for i, k in enumerate(items, 1)
            )
            return f'<div class="most-read"><h1 class="most-read__title">{esc(doc.title)}</h1><p>As reportagens mais acessadas nas últimas 24 horas no n1 Santos e Região.</p><ol>{rows}</ol></div>'
        cards = []
        for i, r in enumerate(items):
            if r == "video":
                v = self.docs["video"]
                link = a("video", v.title, "content", 'class="feed-post-link"')
                cards.append(
                    f'<div class="feed-post feed-post--video"><div class="feed-post-body"><div class="feed-post-body-title">{link}</div><div class="feed-post-metadata"><span class="feed-post-datetime">02/12/2026</span> — Em <span class="feed-post-metadata-section">Vídeos</span></div></div></div>'
                )
            else:
                cards.append(self.card(r, big=(i == 0)))
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="load-more">{a(doc.extra["more"], "VEJA MAIS", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{a(doc.extra["prev"], "Anterior", "content")} <span>2</span> {a(f"{SEC}/index/feed/pagina-3.ghtml", "Próxima", "content")}</div>'
        h = "" if doc.key == "home" else f'<h1 class="section-title">{esc(doc.title)}</h1>'
        intro = self.blocks(doc) if doc.blocks else ""
        promo = ""
        if doc.key == "home":
            promo = f"""<div class="home-promos">{a("tempo", "", "content", inner="<strong>Tempo</strong> Santos: 27°C, chuva à tarde")}{a("video", "", "content", inner="<strong>Vídeo</strong> Balsa tem fila de 40 minutos")}{a("newsletter", "", "content", inner="<strong>Newsletter</strong> Receba o n1 no seu e-mail")}</div>"""
        if doc.kind == "search":
            intro = f'<p class="results__summary">{len(items)} resultados para <strong>balsa</strong> · ordenar por {a("/busca/?q=balsa&order=recent", "mais recentes", "content")}</p>'
        return f"""<div class="feed-root" data-feed="{esc(doc.kind)}">
{h}{intro}
<div class="bastian-feed">{"".join(cards)}</div>
{pager}
{promo}
</div>"""

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "video":
            return f"""<div class="video-page"><div class="video-player" data-video-id="13145522"><img src="https://s3.n1.test/video/13145522.jpg" alt=""/><span class="video-duration">1:42</span></div>
<h1 class="video-info__title">{esc(doc.title)}</h1>
<p class="video-info__description">{esc(doc.blocks[0][1])}</p>
<p class="video-info__date">02/12/2026 07h30 · {a("secao", "n1 Santos e Região", "content")}</p>
<div class="video-related"><h3>Mais vídeos</h3><ul><li>{a("/sp/santos-regiao/video/ressaca-atinge-a-orla-de-santos-13140010.ghtml", "Ressaca atinge a orla de Santos", "content")}</li><li>{a("/sp/santos-regiao/video/obras-no-canal-1-13138877.ghtml", "Obras no Canal 1", "content")}</li></ul></div></div>"""
        form = ""
        if doc.kind == "subscribe":
            form = '<form class="newsletter-form" action="/newsletter/inscrever" method="post"><input type="email" name="email" placeholder="Seu e-mail"/><button type="submit">Quero receber</button></form>'
        return f"""<div class="static-page"><h1 class="static-page__title">{esc(doc.title)}</h1>
<div class="static-page__content">{self.blocks(doc)}</div>{form}</div>"""
