# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Portuguese dashes are deliberate)
"""ae (arquibancada esporte): a Brazilian sports portal on Globo's own markup (ge.globo-like: `content-head__title`,
`content-head__subtitle`, `content-publication-data__from`, `content-publication-data__updated`, `mc-column
content-text`, `content-text__container`, `content-intertitle`; URLs `/futebol/times/<club>/noticia/2026/12/04/<slug>
.ghtml`, `/futebol/index/feed/pagina-2.ghtml`, the AMP twin under `/google/amp/…`), Brazilian Portuguese, UTF-8.
Credits "Por João Pereira — Rio de Janeiro", "Por João Pereira e Carla Mendes — Rio de Janeiro e São Paulo", "Por
Rafael Souza*" (with an intern's "*Estagiário sob supervisão de …" line under the text) and the desk "Por Redação do
ae" (no person); dates "04/12/2026 21h40 Atualizado há 2 horas". `datePublished` in the JSON-LD, the `<time>` and
`article:published_time` are **UTC** (".000Z"), the publisher is Brasília time (UTC-3): the match report (00:40Z on
5 Dec), the column (02:30Z on 5 Dec) and the volleyball story (01:58Z on 4 Dec) are labelled with the day before.
The Brasileirão table and the photo gallery are not articles; the AMP twin of the match report is, and so is the
"Tempo Real" live page (relabelled per the live-page policy: `relabel`)."""

from __future__ import annotations

import json
from typing import Any

from common import Base, lines, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["jogo", "cbf", "renovacao", "tecnico", "proposta", "coluna", "volei"]
JOGO_PATH = (
    "/futebol/times/guanabara/noticia/2026/12/04/guanabara-vira-sobre-o-paulistano-e-fica-a-uma-vitoria-do-titulo.ghtml"
)

JOGO = lines("""
O Guanabara deu um passo enorme rumo ao título do Brasileirão. Na noite desta sexta-feira, no Maracanã, o time de Roberto Farias saiu atrás no placar, mas virou para cima do Paulistano por 2 a 1, com gol de Caíque Nunes aos 47 minutos do segundo tempo, e agora depende apenas de si para levantar a taça na última rodada.
Com o resultado, o Guanabara chega a 74 pontos, cinco à frente do Minas EC, que ainda joga pela rodada no domingo. O Paulistano, com 58, segue na briga por uma vaga direta na fase de grupos da Libertadores.
## Paulistano sai na frente
O primeiro tempo foi truncado e de poucas chances. O Paulistano, bem postado, fechou os espaços pelo meio e apostou nos contra-ataques. Foi assim que abriu o placar aos 33 minutos: Lucas Barreto recebeu pela esquerda, levou para dentro e bateu colocado, sem chances para o goleiro Fábio Teles.
O gol calou o Maracanã por alguns minutos. O Guanabara só voltou a assustar nos acréscimos da primeira etapa, em cabeçada de Diogo Ramires que passou raspando a trave.
FIG: Caíque Nunes comemora gol da virada | Caíque Nunes comemora o gol da virada do Guanabara sobre o Paulistano — Foto: Marcelo Gonçalves/Guanabara FC
## Pressão e virada no fim
No intervalo, Roberto Farias colocou Vitinho no lugar do volante Henrique Sá e adiantou a marcação. A mudança surtiu efeito rápido. Aos 12 minutos, Vitinho tabelou com Ramires e finalizou de pé esquerdo, no canto: 1 a 1.
A partir daí, foi praticamente ataque contra defesa. O goleiro Wesley, do Paulistano, fez pelo menos três grandes defesas, a mais difícil delas em chute de fora da área de Matheus Prado, aos 31.
Quando o empate parecia definido, veio a explosão. Aos 47, depois de uma cobrança de escanteio, a bola sobrou na entrada da pequena área, e Caíque Nunes, que tinha entrado seis minutos antes, bateu de primeira para virar o jogo e levar mais de 60 mil torcedores à loucura.
— A gente sabia que ia ser sofrido. Esse time não desiste nunca, e hoje mostrou isso de novo. Agora é descansar e pensar na última rodada — disse Caíque, ainda no gramado.
O técnico do Paulistano, Vanderlei Rocha, que deixará o clube ao fim da temporada, lamentou o gol sofrido no último lance:
— Fizemos um jogo muito sério, competimos o tempo todo. Tomar um gol assim no último minuto dói, mas temos que levantar a cabeça e buscar a vaga na última rodada.
## Próximos jogos
O Guanabara encerra a campanha no domingo, dia 13, às 16h, contra o Atlético Pampeano, em Porto Alegre. O Paulistano recebe o Baía no mesmo horário, em São Paulo.
""")
CBF = lines("""
A CBF divulgou nesta sexta-feira os horários dos jogos da 38ª e última rodada do Campeonato Brasileiro. Como de costume, todas as dez partidas serão disputadas simultaneamente, no domingo, dia 13, às 16h (de Brasília).
A medida busca garantir o equilíbrio nas disputas pelo título, pelas vagas na Libertadores e contra o rebaixamento, que seguem abertas a uma rodada do fim.
O líder Guanabara, com 74 pontos, visita o Atlético Pampeano em Porto Alegre. O Minas EC, segundo colocado, com 69 pontos e um jogo a menos, recebe o Náutico Capixaba em Belo Horizonte e precisa vencer as duas partidas que lhe restam e torcer por um tropeço do rival para ficar com a taça.
## Confira os principais jogos da última rodada
- Atlético Pampeano x Guanabara – Porto Alegre
- Minas EC x Náutico Capixaba – Belo Horizonte
- Paulistano x Baía – São Paulo
- Fortaleza Esporte x Real Goiano – Fortaleza
- Sertão FC x Operário Paranaense – Recife
A entidade também informou que a taça do campeonato estará em Porto Alegre, e uma réplica será levada a Belo Horizonte para a eventual premiação do Minas EC.
Os clubes que brigam contra o rebaixamento, Sertão FC e Operário Paranaense, se enfrentam diretamente em Recife, em um confronto que pode definir o último rebaixado.
""")
RENOVACAO = lines("""
O Minas EC anunciou nesta sexta-feira a renovação do contrato do goleiro Everton Lima até dezembro de 2028.
Titular em 35 das 37 partidas do clube no Brasileirão, o jogador de 31 anos tinha vínculo apenas até o fim desta temporada.
O acordo foi fechado após uma reunião entre a diretoria e os representantes do atleta, na sede do clube, em Belo Horizonte.
""")
TECNICO = lines("""
O técnico Vanderlei Rocha não seguirá no comando do Paulistano em 2027. O treinador comunicou a decisão à diretoria e aos jogadores nesta sexta-feira, antes do treino da manhã, e confirmou a saída em entrevista coletiva no CT do clube.
— Foi uma decisão pensada, conversada com a minha família. Acho que o meu ciclo aqui se encerra de forma natural. Quero sair pela porta da frente, com a classificação para a Libertadores — afirmou Rocha.
O treinador, de 61 anos, está no Paulistano desde março de 2025 e conquistou o Campeonato Paulista deste ano. Sob o seu comando, o time disputou 112 partidas, com 54 vitórias, 31 empates e 27 derrotas.
Segundo apurou o ae, a diretoria do Paulistano já vinha avaliando mudanças para a próxima temporada e não fez esforço para convencer o técnico a ficar. O clube deve anunciar o substituto na semana que vem, e dois nomes são tratados como prioridade: um treinador português que está sem clube e um ex-jogador do próprio Paulistano que se destacou na Série B.
## Dois jogos decisivos
Antes disso, Rocha ainda comanda o time em dois jogos decisivos. Nesta sexta, o Paulistano enfrenta o líder Guanabara no Maracanã, e no dia 13 recebe o Baía, na última rodada do Brasileirão. Com 58 pontos, a equipe paulista ainda briga por uma vaga direta na fase de grupos da Libertadores.
— Os jogadores sabem da minha decisão e reagiram muito bem. Temos um objetivo grande e não vou deixar que isso atrapalhe — completou.
No elenco, a notícia foi recebida com surpresa. O capitão Lucas Barreto disse que os atletas foram pegos desprevenidos, mas elogiou a postura do treinador ao comunicar a saída com antecedência.
SIGN: *Estagiário sob supervisão de Carla Mendes
""")
PROPOSTA = lines("""
O Guanabara já trabalha no planejamento para 2027 e fez uma proposta oficial pelo volante Gabriel Tavares, de 24 anos, do Baía. A oferta, enviada na quinta-feira, é de R$ 25 milhões por 70% dos direitos econômicos do jogador, segundo apurou o ae.
O Baía ainda não respondeu oficialmente, mas a diretoria baiana considera o valor abaixo do esperado. Internamente, o clube avalia que Tavares, titular absoluto e um dos destaques da temporada, vale pelo menos R$ 35 milhões. Há ainda uma multa rescisória de 30 milhões de euros para o exterior.
O volante é um pedido do técnico Roberto Farias, que quer um jogador com capacidade de marcação e boa saída de bola para substituir Henrique Sá, cujo contrato termina em dezembro e que não deve renovar.
## Concorrência
O Guanabara não está sozinho na disputa. O Minas EC sondou o estafe do jogador em outubro, e um clube da Rússia chegou a fazer uma consulta formal no meio do ano. O entorno de Tavares, no entanto, prefere uma transferência para um clube brasileiro que dispute a Libertadores.
— O Gabriel está focado no Baía até o último jogo. Depois, vamos sentar e avaliar todas as possibilidades com calma — disse o empresário do atleta, Ricardo Menezes.
A diretoria do Guanabara pretende aguardar o fim do Brasileirão para avançar nas conversas. A ideia é apresentar uma nova proposta, com valores fixos maiores e bônus por metas, assim que a temporada terminar.
Tavares disputou 44 jogos em 2026, com três gols e cinco assistências. Formado nas categorias de base do Baía, ele tem contrato até dezembro de 2029.
""")
COLUNA = lines("""
Há times que ganham títulos jogando bonito. O Guanabara de 2026 não é um deles, e talvez seja justamente por isso que está a 90 minutos da taça.
A vitória desta sexta-feira sobre o Paulistano foi mais um retrato da temporada. Durante 45 minutos, o time de Roberto Farias foi previsível, lento, preso à marcação adversária. Sofreu um gol em um contra-ataque que qualquer torcedor viu nascer antes da defesa. E, mesmo assim, saiu do Maracanã com três pontos.
Não é sorte. Ao longo do campeonato, o Guanabara venceu nove partidas por um gol de diferença e buscou 17 pontos depois de sair atrás no placar, a maior marca da competição. Isso diz muito sobre um elenco que aprendeu a sofrer e sobre um treinador que aprendeu a mexer.
Farias foi muito criticado no primeiro turno, e com alguma razão. O time oscilava, perdia pontos em casa contra adversários mais fracos, e a insistência com alguns jogadores parecia teimosia. Mas o técnico ajustou a equipe sem abrir mão das próprias convicções. Trocou o sistema, deu mais liberdade aos laterais e, principalmente, montou um banco capaz de decidir jogos.
Há também um aspecto pouco comentado: a defesa. O Guanabara sofreu apenas 26 gols em 37 jogos, e o goleiro Fábio Teles terminou sem ser vazado em 15 partidas. Em campeonatos longos, o equilíbrio defensivo vale mais do que qualquer sequência de goleadas, e Farias parece ter entendido isso melhor do que os rivais.
A entrada de Vitinho no intervalo desta sexta é o melhor exemplo. Não se trata de uma substituição brilhante, de prancheta. Trata-se de conhecer o próprio elenco e saber quem pode mudar o ritmo de uma partida travada. Caíque Nunes, autor do gol da virada, entrou com seis minutos para o fim. O time que ganha assim tem alguma coisa a mais.
Isso não garante nada na última rodada, claro. O Atlético Pampeano joga em casa, sem pressão, e adora estragar a festa dos outros. Mas este Guanabara já mostrou que não precisa jogar bem para vencer, e poucas qualidades são tão valiosas na última rodada de um campeonato.
O futebol brasileiro costuma romantizar o título conquistado com espetáculo. Este, se vier, será diferente: feio em alguns momentos, sofrido em quase todos, e absolutamente merecido.
""")
VOLEI = lines("""
O Vôlei Serrano venceu o clássico contra o Praia Azul por 3 sets a 1, parciais de 25/21, 22/25, 25/19 e 25/23, na noite desta quinta-feira, em Juiz de Fora, e assumiu a liderança da Superliga feminina.
A oposta Bruna Carvalho foi o grande destaque da partida, com 24 pontos, e recebeu o troféu de melhor em quadra. A levantadora Júlia Moraes também teve atuação decisiva, principalmente no quarto set, quando o Serrano salvou dois set points.
O jogo foi equilibrado desde o início. O Serrano dominou o primeiro set com boa eficiência no ataque pelas pontas, mas viu o Praia Azul reagir no segundo, com a central Tainá Freitas fazendo estragos no bloqueio. No terceiro set, a equipe da casa abriu vantagem cedo, com uma sequência de sete pontos no saque de Júlia Moraes, e não foi mais ameaçada.
O ginásio, com cerca de 4 mil torcedores, ficou lotado pela primeira vez na temporada. A diretoria do Serrano já estuda levar os jogos da fase decisiva para uma arena maior.
— Foi um jogo muito tenso, de muita paciência. O Praia Azul é uma equipe que não dá nada de graça, então a gente sabia que precisava ser regular no saque e no bloqueio — disse Bruna após o jogo.
Com o resultado, o Serrano chega a 22 pontos, um a mais do que o Praia Azul, que caiu para a segunda colocação. A equipe de Juiz de Fora volta à quadra na próxima terça-feira, contra o Osasco Vôlei, fora de casa.
""")


class Arquibancada(Base):
    origin = "https://ae.arquibancada.test"
    name = "ae"
    prefix = "ae"
    language = "pt"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ae",
            [
                ".content-head__title",
                ".content-publication-data__from",
                ".content-text__container",
                ".feed-post-body-title",
                ".mc-column",
                ".header-navegacao",
                ".tabela__equipes",
                ".lance-a-lance__item",
            ],
            260,
        )

    def relabel(self, doc: Doc) -> dict[str, Any]:
        # The project's policy: a live page of written entries is an article (this set's brief said otherwise, so the
        # page was first labelled a non-article). Body: the entries' text, newest first, without period and minute.
        if doc.key != "tempo-real":
            return {}
        body = "\n".join(t for _, _, t in self.live_lances())
        return {"is_article": True, "kind": "article", "authors": [], "date": "2026-12-04", "body": body}

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "ae", "globo-feed-home",
                 list=["jogo", "coluna", "tempo-real", "proposta", "tecnico", "cbf", "renovacao", "volei", "tabela", "fotos"],
                 more="futebol2"))  # fmt: skip
        add(page("futebol", "/futebol/", "section", "Futebol", "globo-feed-section",
                 list=["jogo", "coluna", "proposta", "tecnico", "cbf", "renovacao"], more="futebol2"))  # fmt: skip
        add(page("futebol2", "/futebol/index/feed/pagina-2.ghtml", "section", "Futebol", "globo-feed-page2",
                 list=["cbf", "renovacao", "tecnico", "proposta"], prev="futebol"))  # fmt: skip
        add(page("tag", "/tudo-sobre/guanabara-fc/", "tag", "Guanabara FC", "globo-tudo-sobre",
                 list=["jogo", "proposta", "coluna", "fotos"]))  # fmt: skip
        add(page("author", "/autores/joao-pereira/", "author", "João Pereira", "author-feed",
                 list=["jogo", "proposta"]))  # fmt: skip
        add(page("search", "/busca/?q=guanabara", "search", "Resultados da busca por guanabara", "globo-busca",
                 list=["jogo", "proposta", "coluna", "tabela"]))  # fmt: skip
        add(page("tempo-real", "/futebol/brasileirao-serie-a/jogo/04-12-2026/guanabara-paulistano.ghtml", "live",
                 "Guanabara x Paulistano - Tempo Real", "tempo-real-lance-a-lance"))  # fmt: skip
        add(page("tabela", "/futebol/brasileirao-serie-a/", "results", "Tabela do Brasileirão Série A 2026",
                 "brasileirao-classification-table"))  # fmt: skip
        add(page("fotos", "/futebol/times/guanabara/fotos/2026/12/04/fotos-guanabara-x-paulistano.ghtml", "gallery",
                 "Fotos: Guanabara x Paulistano pelo Brasileirão", "photo-gallery-captions"))  # fmt: skip
        add(story("jogo", JOGO_PATH, "Guanabara vira sobre o Paulistano no Maracanã e fica a uma vitória do título",
                  "2026-12-04", "2026-12-05T00:40:00.000Z", "04/12/2026 21h40", ["João Pereira"], JOGO,
                  "match-report-utc-next-day-amphtml", section="guanabara", place="Rio de Janeiro",
                  upd="há 2 horas", iso_mod="2026-12-05T01:12:00.000Z", amp="jogo-amp", tag=True,
                  dek="Tricolor sai atrás, empata com Vitinho e vira com Caíque Nunes nos acréscimos; decisão fica para a última rodada"))  # fmt: skip
        add(story("jogo-amp", "/google/amp" + JOGO_PATH,
                  "Guanabara vira sobre o Paulistano no Maracanã e fica a uma vitória do título",
                  "2026-12-04", "2026-12-05T00:40:00.000Z", "04/12/2026 21h40", ["João Pereira"], JOGO,
                  "amp-twin", section="guanabara", place="Rio de Janeiro", upd="há 2 horas",
                  iso_mod="2026-12-05T01:12:00.000Z", canonical="jogo",
                  dek="Tricolor sai atrás, empata com Vitinho e vira com Caíque Nunes nos acréscimos; decisão fica para a última rodada"))  # fmt: skip
        add(story("cbf", "/futebol/brasileirao-serie-a/noticia/2026/12/04/cbf-define-horarios-da-ultima-rodada-do-brasileirao.ghtml",
                  "CBF define horários da última rodada do Brasileirão; jogos serão simultâneos", "2026-12-04",
                  "2026-12-04T18:12:00.000Z", "04/12/2026 15h12", [], CBF, "desk-credit-redacao",
                  section="brasileirão série a", place="Rio de Janeiro", upd="há 8 horas",
                  iso_mod="2026-12-04T18:40:00.000Z", credit="Redação do ae",
                  dek="Todas as partidas da 38ª rodada serão disputadas no domingo, às 16h; Guanabara visita o Atlético Pampeano"))  # fmt: skip
        add(story("renovacao", "/futebol/times/minas-ec/noticia/2026/12/04/minas-ec-renova-com-goleiro-everton-lima-ate-2028.ghtml",
                  "Minas EC renova com goleiro Everton Lima até 2028", "2026-12-04", "2026-12-04T14:05:00.000Z",
                  "04/12/2026 11h05", [], RENOVACAO, "three-sentence-brief-desk", section="minas ec",
                  place="Belo Horizonte", upd="", iso_mod="2026-12-04T14:05:00.000Z", credit="Redação do ae"))  # fmt: skip
        add(story("tecnico", "/futebol/times/paulistano/noticia/2026/12/04/vanderlei-rocha-anuncia-que-deixara-o-paulistano-ao-fim-da-temporada.ghtml",
                  "Vanderlei Rocha anuncia que deixará o Paulistano ao fim da temporada", "2026-12-04",
                  "2026-12-04T13:20:00.000Z", "04/12/2026 10h20", ["Rafael Souza"], TECNICO,
                  "intern-asterisk-credit-supervisor-line", section="paulistano", place="São Paulo",
                  upd="há 12 horas", iso_mod="2026-12-04T14:02:00.000Z", star=True,
                  dek="Treinador comunicou a decisão aos jogadores antes do treino; clube deve anunciar substituto na próxima semana"))  # fmt: skip
        add(story("proposta", "/futebol/times/guanabara/noticia/2026/12/04/guanabara-faz-proposta-de-r-25-milhoes-por-gabriel-tavares-do-baia.ghtml",
                  "Guanabara faz proposta de R$ 25 milhões por volante Gabriel Tavares, do Baía", "2026-12-04",
                  "2026-12-04T16:48:00.000Z", "04/12/2026 13h48", ["João Pereira", "Carla Mendes"], PROPOSTA,
                  "two-reporters-two-cities", section="guanabara", place="Rio de Janeiro e São Paulo",
                  upd="há 10 horas", iso_mod="2026-12-04T17:30:00.000Z", tag=True,
                  dek="Baía considera valor baixo; Roberto Farias quer o jogador para substituir Henrique Sá em 2027"))  # fmt: skip
        add(story("coluna", "/blogs/marcelo-andrade/post/2026/12/04/o-guanabara-aprendeu-a-ganhar-jogo-feio.ghtml",
                  "O Guanabara aprendeu a ganhar jogo feio, e é por isso que está perto da taça", "2026-12-04",
                  "2026-12-05T02:30:00.000Z", "04/12/2026 23h30", ["Marcelo Andrade"], COLUNA,
                  "column-blog-utc-next-day", section="blog do marcelo andrade", place="", upd="",
                  iso_mod="2026-12-05T02:30:00.000Z", column=True, tag=True))  # fmt: skip
        add(story("volei", "/volei/noticia/2026/12/03/volei-serrano-vence-classico-e-assume-a-lideranca-da-superliga.ghtml",
                  "Vôlei Serrano vence clássico contra o Praia Azul e assume a liderança da Superliga", "2026-12-03",
                  "2026-12-04T01:58:00.000Z", "03/12/2026 22h58", ["Ana Beatriz Lopes"], VOLEI,
                  "news-utc-next-day", section="vôlei", place="Juiz de Fora", upd="há 1 dia",
                  iso_mod="2026-12-04T02:15:00.000Z",
                  dek="Oposta Bruna Carvalho marca 24 pontos e é eleita a melhor em quadra"))  # fmt: skip

    # -- templates --------------------------------------------------------------------------------------------
    def ld(self, doc: Doc) -> str:
        url = self.url(doc.extra.get("canonical", doc.key))
        author: object = (
            [{"@type": "Person", "name": a} for a in doc.authors]
            if doc.authors
            else {"@type": "Organization", "name": "ae", "url": self.origin}
        )
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra["iso_mod"],
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "ae",
                "logo": {"@type": "ImageObject", "url": "https://s3.arquibancada.test/ae/logo.png"},
            },
            "image": {"@type": "ImageObject", "url": f"https://s2.arquibancada.test/{doc.key}/1200x675.jpg"},
        }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="ae">',
            '<meta property="og:locale" content="pt_BR">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:modified_time" content="{doc.extra["iso_mod"]}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.extra.get("amp"):
                out.append(f'<link rel="amphtml" href="{esc(self.href(doc.extra["amp"]))}">')
            out.append(self.ld(doc))
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def render(self, doc: Doc) -> str:
        if doc.extra.get("canonical"):
            self.current = doc.key
            return self.amp(doc)
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="header-navegacao__item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "início"), ("futebol", "futebol"), ("tabela", "brasileirão"), ("tag", "guanabara"))
        )
        nav += '<li class="header-navegacao__item"><a href="/volei/">vôlei</a></li><li class="header-navegacao__item"><a href="/basquete/">basquete</a></li><li class="header-navegacao__item"><a href="/motor/formula-1/">fórmula 1</a></li><li class="header-navegacao__item"><a href="/programas/">programas</a></li><li class="header-navegacao__item"><a href="/cartola/">cartola</a></li>'
        title = (
            f"{doc.title} | {doc.section} | ae"
            if doc.is_article
            else ("ae - O portal de esportes da arquibancada" if doc.key == "home" else f"{doc.title} | ae")
        )
        cdata = json.dumps(
            {"page": {"type": "materia" if doc.is_article else doc.kind, "section": doc.section or doc.kind}}
        )
        return f"""<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="description" content="{esc((doc.dek or self.lede(doc)) if doc.is_article else "Notícias de futebol, vôlei, basquete, Fórmula 1 e todos os esportes no ae.")}">
{self.head_meta(doc)}
<link rel="stylesheet" href="https://s3.arquibancada.test/ae/static/css/materia.6c1f0.css">
<style>/*PAD*/</style>
<script>window.cdaaas={cdata};</script>
</head>
<body class="{"materia" if doc.is_article else "feed"} theme-ae">
<header id="header-produto" class="header-produto"><div class="header-produto__logo">{self.a("home", "ae", "nav")}</div>
<nav class="header-navegacao"><ul>{nav}</ul></nav>
<div class="header-produto__busca"><form action="/busca/"><input name="q" placeholder="BUSCAR"></form> <a href="https://login.arquibancada.test/login?url=ae">ENTRE</a></div></header>
<main class="mc-body theme">
{main}
</main>
<footer class="footer-produto"><ul class="footer-produto__links"><li><a href="/principios-editoriais/">princípios editoriais</a></li><li><a href="https://privacidade.arquibancada.test/">política de privacidade</a></li><li><a href="https://minhaconta.arquibancada.test/">minha conta</a></li><li><a href="/anuncie/">anuncie</a></li><li><a href="/rss/ae/">rss</a></li></ul>
<p class="footer-produto__copy">© Copyright 2000-2026 Arquibancada Comunicação e Participações S.A.</p></footer>
<div id="cookie-banner-lgpd" class="cookie-banner-lgpd"><p>Usamos cookies e tecnologias semelhantes de acordo com a nossa Política de Privacidade e, ao continuar navegando, você concorda com essas condições.</p><button class="cookie-banner-lgpd_accept-button">PROSSEGUIR</button></div>
<script src="https://s3.arquibancada.test/ae/static/js/materia.6c1f0.js" async></script>
</body>
</html>"""

    def credit(self, doc: Doc) -> str:
        place = f" — {esc(doc.extra['place'])}" if doc.extra.get("place") else ""
        if doc.authors:
            names = " e ".join(
                f"<strong>{self.a('author', a, 'byline') if a == 'João Pereira' else esc(a)}</strong>"
                for a in doc.authors
            )
            star = "*" if doc.extra.get("star") else ""
            return f'<p class="content-publication-data__from" title="{esc(", ".join(doc.authors))}">Por {names}{star}{place}</p>'
        return f'<p class="content-publication-data__from" title="{esc(doc.extra["credit"])}">Por <strong>{esc(doc.extra["credit"])}</strong>{place}</p>'

    def dates(self, doc: Doc) -> str:
        upd = doc.extra.get("upd")
        updated = (
            f' Atualizado <time itemprop="dateModified" datetime="{doc.extra["iso_mod"]}">{esc(upd)}</time>'
            if upd
            else ""
        )
        return f'<p class="content-publication-data__updated"><time itemprop="datePublished" datetime="{doc.iso}">{doc.stamp}</time>{updated}</p>'

    def story_body(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append(
                    f'<div class="mc-column content-text active-extra-styles"><p class="content-text__container">{self.inline(b[1])}</p></div>'
                )
            elif b[0] == "h2":
                out.append(f'<div class="mc-column"><h2 class="content-intertitle">{esc(b[1])}</h2></div>')
            elif b[0] == "ul":
                items = "".join(f'<li class="content-unordered-list__item">{esc(i)}</li>' for i in b[1])
                out.append(f'<div class="mc-column content-unordered-list"><ul>{items}</ul></div>')
            elif b[0] == "fig":
                cap, credit = b[2].split(" — ")
                out.append(
                    f'<div class="mc-column content-media__container"><figure class="content-media-figure"><img class="content-media-image" src="https://s2.arquibancada.test/{doc.key}/foto.jpg" alt="{esc(b[1])}"><figcaption class="content-media__description"><span>{esc(cap)}</span> <span class="content-media__description__credit">— {esc(credit)}</span></figcaption></figure></div>'
                )
            elif b[0] == "sign":
                out.append(
                    f'<div class="mc-column content-text"><p class="content-text__container content-text__container--supervision">{esc(b[1])}</p></div>'
                )
        # a "leia também" list sits between the paragraphs, in the body's own markup
        rel = [k for k in ARTS if k not in (doc.key, doc.extra.get("canonical"))][:3]
        related = (
            '<div class="mc-column content-unordered-list content-related"><p class="content-text__container"><strong>Leia também:</strong></p><ul>'
            + "".join(
                f'<li class="content-unordered-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
            )
            + "</ul></div>"
        )
        at = min(3, len(out))
        if len(out) > 4:
            out.insert(at, related)
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        dek = (
            f'<h2 class="content-head__subtitle" itemprop="alternativeHeadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        )
        column = ""
        if doc.extra.get("column"):
            column = '<div class="header-blog"><a href="/blogs/marcelo-andrade/">Blog do Marcelo Andrade</a><p class="header-blog__descricao">Análises e opiniões sobre o futebol brasileiro</p></div>'
        extra = ""
        if doc.key == "jogo":
            extra = f'<div class="mc-column content-links">{self.a("tempo-real", "Veja como foi o jogo em Tempo Real", "content")} · {self.a("fotos", "Veja as fotos da partida", "content")} · {self.a("tabela", "Confira a tabela do Brasileirão", "content")}</div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<ul class="entities__list"><li>{self.ac("tag", "Guanabara FC", "content", "entities__list-itemLink")}</li><li><a class="entities__list-itemLink" href="/tudo-sobre/brasileirao/">Brasileirão</a></li></ul>'
        feed = "".join(
            f'<div class="feed-post"><div class="feed-post-body-title">{self.a(k, self.docs[k].title, "aside")}</div></div>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        return f"""{column}<div class="mc-article-header">
<div class="title"><h1 class="content-head__title" itemprop="headline">{esc(doc.title)}</h1></div>
<div class="medium-centered subtitle">{dek}</div>
<div class="content-publication-data"><div class="content-publication-data__text">{self.credit(doc)}{self.dates(doc)}</div></div>
<div class="content-share"><a href="https://www.facebook.test/sharer/sharer.php">facebook</a> <a href="https://x.test/share">x</a> <a href="https://api.whatsapp.test/send">whatsapp</a></div></div>
<article itemprop="articleBody" class="mc-article-body">
{self.story_body(doc)}
{extra}
</article>
{tags}
<div class="comentarios"><h3>Comentários</h3><p>Os comentários são de responsabilidade exclusiva de seus autores e não representam a opinião deste site. <a href="https://login.arquibancada.test/login?url=ae">Entre</a> para comentar.</p></div>
<section class="mc-feed"><h3 class="mc-feed__titulo">Veja também</h3>{feed}</section>"""

    def amp(self, doc: Doc) -> str:
        canon = doc.extra["canonical"]
        body = self.story_body(doc)
        body = body.replace(
            '<img class="content-media-image"',
            '<amp-img layout="responsive" width="1200" height="675" class="content-media-image"',
        ).replace('alt="Caíque Nunes comemora gol da virada">', 'alt="Caíque Nunes comemora gol da virada"></amp-img>')
        return f"""<!doctype html>
<html ⚡ lang="pt-BR">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | guanabara | ae</title>
<link rel="canonical" href="{esc(self.href(canon))}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:type" content="article">
<meta property="article:published_time" content="{doc.iso}">
{self.ld(doc)}
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
</head>
<body class="amp-materia">
<header class="amp-header">{self.a("home", "ae", "nav")} <a href="/futebol/">futebol</a></header>
<main class="amp-main">
<h1 class="content-head__title">{esc(doc.title)}</h1>
<h2 class="content-head__subtitle">{esc(doc.dek)}</h2>
<div class="content-publication-data">{self.credit(doc)}{self.dates(doc)}</div>
<amp-social-share type="whatsapp"></amp-social-share> <amp-social-share type="facebook" data-param-app_id="0"></amp-social-share>
<article class="mc-article-body">
{body}
</article>
<p class="amp-ver-completo">{self.a(canon, "Ver matéria completa no ae", "content")}</p>
</main>
<footer class="amp-footer"><p>© Copyright 2000-2026 Arquibancada Comunicação e Participações S.A.</p><a href="https://privacidade.arquibancada.test/">política de privacidade</a></footer>
<amp-analytics type="googleanalytics"><script type="application/json">{{"vars":{{"account":"UA-000000-1"}},"triggers":{{"default pageview":{{"on":"visible","request":"pageview"}}}}}}</script></amp-analytics>
</body>
</html>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            chapeu = {"tempo-real": "tempo real", "tabela": "brasileirão", "fotos": "fotos"}.get(k, d.section)
            resumo = f'<div class="feed-post-body-resumo">{esc(d.dek or self.lede(d))}</div>' if d.is_article else ""
            meta = f'<span class="feed-post-datetime">{esc(d.stamp)}</span>' if d.is_article else ""
            items.append(
                f'<div class="feed-post bstn-item-shape"><span class="feed-post-header-chapeu">{esc(chapeu)}</span><div class="feed-post-body-title">{self.ac(k, d.title, "content", "feed-post-link")}</div>{resumo}<div class="feed-post-metadata">{meta}</div></div>'
            )
        head = f'<h1 class="header-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = '<header class="autor"><h1 class="autor__nome">João Pereira</h1><p class="autor__bio">Repórter do ae no Rio de Janeiro desde 2019, setorista do Guanabara.</p></header>'
        if doc.kind == "search":
            head = f'<form class="busca" action="/busca/"><input name="q" value="guanabara"></form><h1 class="header-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="load-more">{self.a(doc.extra["more"], "VEJA MAIS", "pagination")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{self.a(doc.extra["prev"], "página anterior", "pagination")} <span>página 2</span> <a href="/futebol/index/feed/pagina-3.ghtml">próxima página</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="destaques"><h3>mais acessos</h3><p>{self.a("futebol", "futebol", "content")} · {self.a("tag", "Guanabara FC", "content")} · {self.a("author", "João Pereira", "content")} · {self.a("search", "busca", "content")} · {self.a("tabela", "tabela do Brasileirão", "content")}</p></section>'
        return f"""<div class="feed-root">
{head}
<div class="_evt">{"".join(items)}</div>
{pager}
{extra}
</div>"""

    def live_lances(self) -> list[tuple[str, str, str]]:
        return [
            (
                "Fim de jogo",
                "",
                "Termina a partida no Maracanã! O Guanabara vira sobre o Paulistano e fica a uma vitória do título.",
            ),
            (
                "2º tempo",
                "47'",
                "GOOOOL DO GUANABARA! Caíque Nunes pega a sobra na entrada da pequena área e bate de primeira. Virada!",
            ),
            ("2º tempo", "45'", "Cinco minutos de acréscimo."),
            ("2º tempo", "41'", "Substituição no Guanabara: sai Matheus Prado, entra Caíque Nunes."),
            ("2º tempo", "31'", "Que defesa! Matheus Prado bate de fora da área e Wesley voa para espalmar."),
            ("2º tempo", "24'", "Cartão amarelo para Lucas Barreto, por falta em Vitinho."),
            (
                "2º tempo",
                "12'",
                "GOL DO GUANABARA! Vitinho tabela com Ramires e finaliza de pé esquerdo, no canto. 1 a 1.",
            ),
            ("2º tempo", "0'", "Começa o segundo tempo. Vitinho entra no lugar de Henrique Sá."),
            ("1º tempo", "46'", "Fim do primeiro tempo. Paulistano vence por 1 a 0."),
            ("1º tempo", "45'", "Quase! Diogo Ramires cabeceia e a bola passa raspando a trave."),
            (
                "1º tempo",
                "33'",
                "GOL DO PAULISTANO! Lucas Barreto recebe pela esquerda, corta para dentro e bate colocado. 1 a 0.",
            ),
            ("1º tempo", "0'", "Rola a bola no Maracanã!"),
        ]

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live":
            lances = self.live_lances()
            items = "\n".join(
                f'<li class="lance-a-lance__item"><span class="lance-a-lance__periodo">{esc(p)}</span> <span class="lance-a-lance__minuto">{esc(m)}</span><p class="lance-a-lance__texto">{esc(t)}</p></li>'
                for p, m, t in lances
            )
            return f"""<div class="tempo-real">
<div class="placar"><span class="placar__equipe">Guanabara</span> <span class="placar__gols">2</span> <span class="placar__x">x</span> <span class="placar__gols">1</span> <span class="placar__equipe">Paulistano</span>
<p class="placar__info">Brasileirão Série A · 37ª rodada · Maracanã · sexta-feira, 04/12/2026 · 19h00</p><p class="placar__status">ENCERRADO</p></div>
<h1 class="tempo-real__titulo">{esc(doc.title)}</h1>
<nav class="tempo-real__abas"><button class="ativo">Tempo Real</button> <button>Escalações</button> <button>Estatísticas</button></nav>
<ul class="lance-a-lance">
{items}
</ul>
<p>{self.a("jogo", "Leia a reportagem da partida", "content")} · {self.a("tabela", "Tabela do Brasileirão", "content")}</p></div>"""
        if doc.kind == "results":
            rows = [
                ("Guanabara", 74, 37, 22, 8, 7, 28), ("Minas EC", 69, 36, 20, 9, 7, 22),
                ("Atlético Pampeano", 63, 37, 18, 9, 10, 14), ("Paulistano", 58, 37, 16, 10, 11, 9),
                ("Baía", 56, 37, 15, 11, 11, 6), ("Fortaleza Esporte", 54, 37, 15, 9, 13, 3),
                ("Real Goiano", 51, 37, 14, 9, 14, 0), ("Náutico Capixaba", 48, 36, 13, 9, 14, -4),
                ("Operário Paranaense", 38, 37, 9, 11, 17, -18), ("Sertão FC", 36, 37, 9, 9, 19, -21),
            ]  # fmt: skip
            trs = "\n".join(
                f'<tr class="tabela__linha"><td class="tabela__posicao">{i}</td><td class="tabela__equipes">{t}</td><td>{p}</td><td>{j}</td><td>{v}</td><td>{e}</td><td>{d}</td><td>{sg}</td></tr>'
                for i, (t, p, j, v, e, d, sg) in enumerate(rows, 1)
            )
            return f"""<div class="tabela">
<h1 class="header-title">{esc(doc.title)}</h1>
<p class="tabela__rodada">Classificação após jogos de sexta-feira, 04/12 · 37ª rodada</p>
<table class="tabela__tabela-equipes"><thead><tr><th></th><th>Classificação</th><th>P</th><th>J</th><th>V</th><th>E</th><th>D</th><th>SG</th></tr></thead><tbody>
{trs}
</tbody></table>
<p class="tabela__legenda">Libertadores · Pré-Libertadores · Sul-Americana · Rebaixamento</p>
<section class="jogos-rodada"><h2>Jogos da rodada</h2><p>{self.a("tempo-real", "Guanabara 2 x 1 Paulistano - Encerrado", "content")}</p><p>Real Goiano x Minas EC - domingo, 16h</p></section></div>"""
        if doc.kind == "gallery":
            caps = [
                "Torcida do Guanabara lota o Maracanã antes da bola rolar.",
                "Lucas Barreto comemora o gol do Paulistano no primeiro tempo.",
                "Vitinho finaliza para empatar o jogo no início do segundo tempo.",
                "Wesley faz grande defesa em chute de Matheus Prado.",
                "Caíque Nunes marca o gol da virada nos acréscimos.",
                "Jogadores do Guanabara comemoram com a torcida após o apito final.",
            ]
            figs = "\n".join(
                f'<figure class="galeria__foto"><img src="https://s2.arquibancada.test/fotos/guanabara-paulistano/{i}.jpg" alt="Foto {i}"><figcaption class="galeria__legenda">{esc(c)} — Foto: Marcelo Gonçalves/Guanabara FC</figcaption><span class="galeria__contador">{i}/{len(caps)}</span></figure>'
                for i, c in enumerate(caps, 1)
            )
            return f"""<div class="galeria"><h1 class="content-head__title">{esc(doc.title)}</h1><p class="content-publication-data__updated">04/12/2026 22h05</p>
{figs}
<p>{self.a("jogo", "Leia a reportagem", "content")} · {self.a("tag", "Tudo sobre o Guanabara", "content")}</p></div>"""
        return f'<div class="estatica"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
