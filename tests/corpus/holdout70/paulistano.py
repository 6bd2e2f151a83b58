# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Diário Paulistano: a Folha-like São Paulo daily (`www1.` host, `.shtml` pages: `/colunas/<columnist>/2026/12/<slug>.shtml`,
`/opiniao/2026/12/<slug>.shtml`, `/colunas/<columnist>/` as the columnist's archive, `/topicos/<slug>/`,
`/busca/?q=` with the query percent-encoded in Latin-1; `c-news`, `c-content-head__title`, `c-content-head__subtitle`,
`c-top-columnist__name`, `c-kicker`, `c-signature__author`, `c-more-options__published-date`, `c-news__body`),
Brazilian Portuguese, São Paulo time (-03:00).

Encoding: the header says only `text/html`; a `<meta http-equiv>` declares **ISO-8859-1** and the bytes are
windows-1252 (curly quotes and dashes in the 0x80-0x9F range), which is what Scrapy decodes with (labelled `cp1252`).

Dates are printed "10.dez.2026 às 23h15" (and "Atualizado: …"); `<time datetime>` is local without an offset
("2026-12-10 23:15:00"); the `NewsArticle` JSON-LD is in **UTC** for the named columnists' columns and the editorial (a column published
at 23h15 on 10 Dec is 02:15Z on 11 Dec; labelled 10 Dec) and in -03:00 elsewhere. Columns carry **the columnist's
name as the kicker above the headline** (a `c-top-columnist` block with a one-line description) and no byline under
it; one column in that slot is by a **substitute** named in a byline and a note. The editorial has no byline at all
(JSON-LD author: the paper). The "Tendências / Debates" page pairs a SIM and a NÃO op-ed, each signed with a bold name
and an italic bio after its text, and ends with the paper's standard disclaimer. The cartoon page (charge) is an image
with a caption and an artist's credit."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www1.diariopaulistano.test"
ARTS = ["coluna1", "coluna2", "debate", "editorial", "obit", "critica", "ombudsman", "interina"]
MESES = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]
COLUNISTAS = {
    "renata-albuquerque": (
        "Renata Albuquerque",
        "Jornalista, é mestre em planejamento urbano pela USP e autora de “Calçadas: Uma Cidade a Pé”.",
    ),
    "helio-barros": ("Hélio Barros", "Jornalista esportivo, cobre o futebol de várzea da cidade há 25 anos."),
    "ombudsman": (
        "Ombudsman",
        "Clara Meirelles é ombudsman do Diário Paulistano desde maio de 2025. A ombudsman tem mandato de um ano, renovável por mais dois, e critica o jornal em coluna semanal.",
    ),
}


def br_stamp(local: str) -> str:
    """'2026-12-10 23:15' -> '10.dez.2026 às 23h15'."""
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = time.split(":")
    return f"{int(d)}.{MESES[int(m) - 1]}.{y} às {int(hh)}h{mm}"


def sig(name: str, bio: str) -> str:
    return f'RAW:<p class="c-debate__signature"><strong>{esc(name)}</strong><br><em>{esc(bio)}</em></p>'


class Paulistano(Base):
    origin = ORIGIN
    name = "Diário Paulistano"
    prefix = "dip"
    language = "pt"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dpa",
            [
                ".l-header",
                ".c-top-columnist__name",
                ".c-content-head__title",
                ".c-content-head__subtitle",
                ".c-news__body p",
                ".c-signature__author",
                ".c-headline__title",
                ".c-kicker",
                ".l-footer",
                ".c-cookie-banner",
            ],
            260,
        )

    def art(
        self,
        key: str,
        path: str,
        title: str,
        local: str,
        iso: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: object,
    ) -> Doc:
        return story(
            key, path, title, local.split()[0], iso, br_stamp(local), authors, lines, shape, local=local, **extra
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Diário Paulistano",
                "folha-home",
                list=["editorial", "debate", "coluna1", "ombudsman", "obit", "critica", "coluna2", "interina"],
                more="opiniao",
            )
        )
        add(
            page(
                "opiniao",
                "/opiniao/",
                "section",
                "Opinião",
                "opinion-front",
                list=["editorial", "debate", "coluna1", "ombudsman", "coluna2"],
                more="opiniao2",
            )
        )
        add(
            page(
                "opiniao2",
                "/opiniao/?pagina=2",
                "section",
                "Opinião",
                "opinion-front-page2",
                list=["interina", "critica", "obit"],
            )
        )
        add(
            page(
                "colunas",
                "/colunas/",
                "section",
                "Colunas e blogs",
                "columnists-index",
                list=["coluna1", "coluna2", "ombudsman"],
            )
        )
        add(
            page(
                "author",
                "/colunas/renata-albuquerque/",
                "author",
                "Renata Albuquerque",
                "columnist-archive",
                list=["coluna1", "interina"],
                col="renata-albuquerque",
            )
        )
        add(
            page(
                "tag",
                "/topicos/centro-de-sao-paulo/",
                "tag",
                "Centro de São Paulo",
                "topic-page",
                list=["coluna1", "debate", "interina"],
            )
        )
        add(
            page(
                "search",
                "/busca/?q=ped%E1gio",
                "search",
                "Resultado da busca por “pedágio”",
                "search-results-latin1-query",
                list=["debate", "coluna1"],
            )
        )
        add(
            page(
                "charge",
                "/ilustrada/cartum/2026/12/charge-pedagio-urbano.shtml",
                "cartoon",
                "Charge: Pedágio urbano",
                "cartoon-image-caption",
                stamp="11.dez.2026 às 6h00",
                local="2026-12-11 06:00",
            )
        )
        add(
            page(
                "expediente",
                "/institucional/expediente.shtml",
                "about",
                "Expediente",
                "masthead",
                [
                    "Diário Paulistano — Empresa Paulistana de Jornalismo Ltda.",
                    "Avenida Barão de Limeira, 1.200, Campos Elíseos, São Paulo (SP), CEP 01202-000",
                    "Diretora de Redação: Beatriz Andrade Lopes",
                    "Conselho Editorial: Beatriz Andrade Lopes, Carlos Eduardo Monteiro, Helena Vasconcelos, Otávio Rezende e Sílvia Prado",
                    "Ombudsman: Clara Meirelles (ombudsman@diariopaulistano.test)",
                    "Central do Assinante: (11) 3000-0000",
                ],
            )
        )
        add(
            self.art(
                "coluna1",
                "/colunas/renata-albuquerque/2026/12/o-centro-de-sao-paulo-nao-precisa-de-mais-um-plano.shtml",
                "O centro de São Paulo não precisa de mais um plano",
                "2026-12-10 23:15",
                "2026-12-11T02:15:00Z",
                ["Renata Albuquerque"],
                [
                    "Desde que me conheço por repórter, ouço falar em planos para o centro de São Paulo. Houve o plano de requalificação dos anos 1990, o programa de revitalização dos anos 2000, o projeto de reabilitação da década passada e, agora, o novo plano de ocupação anunciado pela prefeitura na terça-feira (8), com direito a maquete, vídeo em 3D e a promessa de 20 mil moradias até 2030.",
                    "Não tenho nada contra maquetes. O problema é que, a cada novo plano, o anterior é abandonado antes de completar a metade. Prédios desapropriados há quinze anos continuam vazios na avenida Rio Branco. O calçadão da rua Direita foi reformado duas vezes e segue com buracos. O programa de aluguel social para trabalhadores do centro atendeu, em cinco anos, menos famílias do que cabem em um único edifício da avenida São João.",
                    "O centro não sofre de falta de ideias. Sofre de falta de continuidade. Cada gestão chega com sua marca, seu nome de programa e sua equipe, e o que estava em andamento vira herança incômoda do adversário político.",
                    "Há exceções, e elas mostram o caminho. A reforma de alguns edifícios ocupados por movimentos de moradia, feita em parceria com bancos públicos e com as próprias famílias, transformou prédios abandonados em casas com gente dentro. Custou menos do que qualquer maquete e levou menos tempo do que qualquer plano.",
                    "Se a prefeitura quiser de fato mudar o centro, que comece pelo mais difícil: terminar o que já começou.",
                ],
                "coluna-columnist-name-kicker-utc-next-day",
                col="renata-albuquerque",
                dek="Precisa que alguém termine os que já existem",
                ld_author={
                    "@type": "Person",
                    "name": "Renata Albuquerque",
                    "url": f"{ORIGIN}/colunas/renata-albuquerque/",
                },
            )
        )
        add(
            self.art(
                "coluna2",
                "/colunas/helio-barros/2026/12/a-varzea-resiste-porque-ninguem-pediu-licenca.shtml",
                "A várzea resiste porque ninguém pediu licença",
                "2026-12-09 07:00",
                "2026-12-09T10:00:00Z",
                ["Hélio Barros"],
                [
                    "Domingo, oito da manhã, campo do Vila Nova, em Itaquera. O juiz ainda não chegou, a rede de um dos gols está presa com arame e a torcida, uns cinquenta vizinhos com cadeiras de praia, já discute a escalação. É a décima rodada da Copa Zona Leste, e ninguém ali parece preocupado com o fato de que, segundo a prefeitura, aquele campo nem deveria existir.",
                    "O terreno é público, foi ocupado pela comunidade nos anos 1980 e, desde então, vive em um limbo jurídico. Já houve projeto para transformá-lo em estacionamento, em conjunto habitacional e em parque linear. Nenhum saiu do papel. Enquanto isso, o time treina, os meninos jogam à tarde e as festas juninas do bairro acontecem ali mesmo.",
                    "A cidade perdeu centenas de campos de várzea nas últimas décadas, quase sempre em nome do progresso. Alguns viraram moradia, o que é justo. Outros viraram galpões e condomínios fechados, o que é discutível. O que sobrou resiste não por política pública, mas porque ninguém pediu licença para continuar jogando.",
                    "Talvez seja hora de inverter a lógica: reconhecer esses campos como equipamentos de esporte e lazer, garantir iluminação, vestiário e segurança jurídica. Custaria pouco. E a cidade ganharia algo que nenhuma arena consegue oferecer: futebol de graça, na esquina de casa, aos domingos.",
                ],
                "coluna-columnist-name-kicker-jsonld-author-site",
                col="helio-barros",
                dek="Campos de terra da zona leste seguem vivos, apesar de tudo",
                ld_author={"@type": "Organization", "name": "Diário Paulistano"},
            )
        )
        add(
            self.art(
                "debate",
                "/opiniao/2026/12/sao-paulo-deve-cobrar-pedagio-urbano-no-centro-expandido.shtml",
                "São Paulo deve cobrar pedágio urbano no centro expandido?",
                "2026-12-11 04:00",
                "2026-12-11T04:00:00-03:00",
                ["Fernanda Lacerda", "Roberto Siqueira"],
                [
                    "## SIM — Quem congestiona a cidade deve pagar por isso",
                    "Todos os dias, milhões de automóveis circulam pela capital paulista, e a maior parte deles leva uma única pessoa. O custo desse hábito não aparece no painel do carro: está nas horas perdidas no trânsito, nas doenças respiratórias, nos ônibus que andam a 15 km/h porque dividem a pista com carros particulares.",
                    "Cidades como Londres, Estocolmo e Singapura adotaram a cobrança pelo uso das vias mais congestionadas e colheram resultados rápidos: menos trânsito, ar mais limpo e dinheiro novo para o transporte público. Em Estocolmo, a população que rejeitava a medida passou a aprová-la depois de experimentá-la.",
                    "O pedágio urbano não é um imposto sobre o carro. É um preço sobre o congestionamento. Se a receita for integralmente destinada a corredores de ônibus e à redução da tarifa, quem mais ganha é justamente quem hoje passa três horas por dia no transporte coletivo.",
                    sig("Fernanda Lacerda", "Urbanista, é professora da Faculdade de Arquitetura e Urbanismo da USP"),
                    "## NÃO — A cobrança pune quem mora longe",
                    "A ideia de cobrar para entrar no centro expandido parece moderna, mas ignora a geografia de São Paulo. Quem mora no centro e nos bairros ricos do quadrante sudoeste tem metrô, corredores e ciclovias à porta. Quem mora em Guaianases ou no Grajaú muitas vezes não tem alternativa ao carro ou à moto para chegar ao trabalho em tempo razoável.",
                    "Londres implantou sua cobrança depois de décadas de investimento em uma das maiores redes de metrô do mundo. São Paulo tem pouco mais de cem quilômetros de metrô para mais de 11 milhões de habitantes. Cobrar antes de oferecer é inverter a ordem das coisas.",
                    "Há maneiras mais justas de enfrentar o congestionamento: ampliar faixas exclusivas, integrar tarifas com a região metropolitana, cobrar mais caro pelo estacionamento nas áreas centrais. O pedágio pode até vir um dia. Mas não antes de a cidade cumprir sua parte.",
                    sig("Roberto Siqueira", "Economista, é pesquisador de mobilidade e desigualdade urbana"),
                    'RAW:<p class="c-news__disclaimer"><em>Os artigos publicados com assinatura não traduzem a opinião do jornal. Sua publicação obedece ao propósito de estimular o debate dos problemas brasileiros e mundiais e de refletir as diversas tendências do pensamento contemporâneo.</em></p>',
                ],
                "tendencias-debates-sim-nao-one-page",
                kicker="Tendências / Debates",
                dek="Especialistas divergem sobre a proposta de cobrança em estudo pela prefeitura",
                ld_author=[
                    {"@type": "Person", "name": "Fernanda Lacerda"},
                    {"@type": "Person", "name": "Roberto Siqueira"},
                ],
            )
        )
        add(
            self.art(
                "editorial",
                "/opiniao/2026/12/saneamento-sem-atalhos.shtml",
                "Saneamento sem atalhos",
                "2026-12-10 22:00",
                "2026-12-11T01:00:00Z",
                [],
                [
                    "Aprovado em 2020, o marco legal do saneamento estabeleceu uma meta ambiciosa e necessária: garantir, até 2033, o fornecimento de água potável a 99% da população e a coleta e o tratamento de esgoto a 90%. Passada mais da metade do prazo, o país avançou, mas em ritmo insuficiente.",
                    "Dados oficiais mostram que cerca de 90 milhões de brasileiros ainda não têm acesso a coleta de esgoto. Nas regiões Norte e Nordeste, a situação é especialmente grave, e não são raros os municípios em que mais da metade das casas despeja dejetos diretamente em rios e córregos.",
                    "Diante do atraso, ganha força no Congresso a ideia de estender o prazo para 2040. Seria um erro. Prorrogar metas, no Brasil, costuma ser o primeiro passo para abandoná-las. O que falta não é tempo, mas execução: contratos bem desenhados, agências reguladoras com autonomia técnica e fiscalização que não tema punir concessionárias que descumprem compromissos.",
                    "Onde houve leilões bem estruturados, os investimentos aumentaram de forma expressiva. Onde prevaleceram acordos políticos e contratos frágeis, pouco mudou. A lição é clara: o marco funciona quando é levado a sério.",
                    "Saneamento é saúde pública, dignidade e preservação ambiental. Não há atalho possível. Há apenas o caminho, conhecido e trabalhoso, de fazer o que foi prometido.",
                ],
                "unsigned-editorial-jsonld-org-utc-next-day",
                kicker="editorial",
                dek="Meta de universalização exige regulação firme, não prorrogação de prazos",
                ld_author={"@type": "Organization", "name": "Diário Paulistano"},
            )
        )
        add(
            self.art(
                "obit",
                "/cotidiano/2026/12/costureira-vestiu-tres-geracoes-de-noivas-no-bras.shtml",
                "Costureira vestiu três gerações de noivas no Brás",
                "2026-12-10 17:00",
                "2026-12-10T17:00:00-03:00",
                ["Luiza Campos"],
                [
                    "Durante mais de cinquenta anos, quem se casou no Brás e arredores tinha boas chances de ter passado pelo ateliê de dona Zilda. Instalado no primeiro andar de um sobrado na rua Oriente, o espaço tinha uma máquina de costura, um manequim sem cabeça e uma parede coberta de fotos de noivas, algumas delas filhas e netas de antigas clientes.",
                    "Zilda Ferreira Gomes nasceu em 1939 em Garanhuns, no agreste de Pernambuco, e chegou a São Paulo aos 17 anos, com uma mala e o endereço de uma tia. Aprendeu o ofício em uma confecção do bairro e, em 1968, abriu o próprio negócio. Nunca fez propaganda. “A melhor propaganda é a noiva entrar na igreja e todo mundo perguntar quem fez o vestido”, costumava dizer.",
                    "Era exigente com as provas e paciente com as clientes indecisas. Há quem conte que ela refez um vestido inteiro na véspera do casamento porque a noiva, de última hora, resolveu que queria mangas. Cobrou o mesmo preço.",
                    "Parou de costurar aos 82 anos, quando a vista já não ajudava, mas continuou a receber antigas clientes para um café. Morreu no dia 4 de dezembro, aos 87 anos, em decorrência de complicações de uma pneumonia. Deixa três filhos, sete netos e dois bisnetos.",
                    'RAW:<p class="c-news__note"><em>Procure o Serviço Funerário Municipal para anunciar mortes e missas. Anúncios pagos podem ser publicados pelo telefone (11) 3000-0001.</em></p>',
                ],
                "mortes-staff-obituary-kicker",
                kicker="Mortes",
                dek="Zilda Ferreira Gomes (1939 - 2026)",
                ld_author={"@type": "Person", "name": "Luiza Campos"},
            )
        )
        add(
            self.art(
                "critica",
                "/ilustrada/2026/12/novo-disco-de-lia-moraes-troca-o-samba-pelo-silencio-e-acerta.shtml",
                "Novo disco de Lia Moraes troca o samba pelo silêncio e acerta",
                "2026-12-09 14:30",
                "2026-12-09T14:30:00-03:00",
                ["Pedro Tavares"],
                [
                    "Há artistas que crescem quando aumentam o volume. Lia Moraes cresce quando o abaixa. Em “Quase Nada”, seu quarto álbum, a cantora paulistana que ficou conhecida pelos sambas de roda de seus primeiros discos aparece acompanhada apenas de um violão de sete cordas, um contrabaixo acústico e, em duas faixas, de um quarteto de cordas.",
                    "O resultado é um disco de canções lentas e econômicas, em que cada palavra parece ter sido pesada antes de ser cantada. A faixa de abertura, “Janela da Mooca”, é uma pequena crônica sobre uma vizinha que assiste ao bairro mudar sem sair de casa. “Rua sem Nome”, parceria com o poeta Caio Nunes, transforma um endereço perdido em metáfora do esquecimento.",
                    "Nem tudo funciona. A releitura de um clássico de roda, despida de percussão, soa mais como exercício do que como reinvenção, e o álbum perde fôlego na metade final. Mas os acertos são maiores que os tropeços.",
                    "“Quase Nada” é o disco mais corajoso de Lia Moraes justamente porque abre mão do que ela sabia fazer bem. É preciso coragem para trocar o samba pelo silêncio. Ela tem de sobra.",
                ],
                "album-review-rating-box",
                kicker="Crítica",
                dek="Em ‘Quase Nada’, cantora aposta em arranjos mínimos e canções lentas sobre a cidade",
                rating=("Ótimo", "★★★★☆"),
                facts=[
                    ("Álbum", "Quase Nada"),
                    ("Artista", "Lia Moraes"),
                    ("Gravadora", "Selo Garoa"),
                    ("Onde ouvir", "Nas plataformas digitais"),
                ],
                ld_author={"@type": "Person", "name": "Pedro Tavares"},
            )
        )
        add(
            self.art(
                "ombudsman",
                "/colunas/ombudsman/2026/12/leitor-quer-saber-quem-escreve-os-editoriais.shtml",
                "Leitor quer saber quem escreve os editoriais",
                "2026-12-12 23:00",
                "2026-12-12T23:00:00-03:00",
                ["Clara Meirelles"],
                [
                    "Um leitor de Campinas escreveu nesta semana para perguntar algo que, a julgar pela caixa de mensagens desta coluna, intriga muita gente: quem escreve os editoriais do jornal? Ele se referia ao texto “[[editorial|Saneamento sem atalhos]]”, publicado na sexta-feira (11), e queria saber se aquilo era a opinião de um jornalista, do dono da empresa ou de um robô.",
                    "A resposta é simples de dar e difícil de entender. Os editoriais são escritos por uma equipe de jornalistas ligada ao conselho editorial e expressam a posição institucional do jornal. Não são assinados porque não representam a opinião de um indivíduo, mas a da publicação. É uma tradição antiga da imprensa, compartilhada por jornais de vários países.",
                    "O leitor tem razão, porém, em apontar que o jornal explica pouco esse processo. A página de opinião traz artigos assinados ao lado de textos sem assinatura, e nem sempre fica claro para quem chega pelo celular, por um link em rede social, qual é qual. Um editorial compartilhado sem contexto pode ser lido como reportagem.",
                    "Sugiro duas medidas simples: identificar de forma visível, no topo de cada editorial, que se trata da opinião do jornal, e publicar uma página permanente explicando quem integra o conselho editorial e como as posições são definidas. Transparência sobre a opinião não enfraquece a opinião. Fortalece a confiança.",
                ],
                "ombudsman-role-kicker-not-name",
                col="ombudsman",
                dek="Textos sem assinatura expressam a posição do jornal, mas o público tem direito de entender como são produzidos",
                byline_name="Clara Meirelles",
                ld_author={"@type": "Person", "name": "Clara Meirelles"},
            )
        )
        add(
            self.art(
                "interina",
                "/colunas/renata-albuquerque/2026/12/o-minhocao-aos-domingos-e-a-melhor-praca-de-sao-paulo.shtml",
                "O Minhocão aos domingos é a melhor praça de São Paulo",
                "2026-12-03 23:15",
                "2026-12-04T02:15:00Z",
                ["Marina Teixeira"],
                [
                    'RAW:<p class="c-news__note"><em>A colunista Renata Albuquerque está em férias. Neste período, a coluna é escrita por Marina Teixeira, arquiteta e urbanista.</em></p>',
                    "Quem passa pelo Elevado João Goulart num domingo à tarde dificilmente imagina que, durante a semana, ali passam dezenas de milhares de carros por dia. Aos domingos, a via expressa mais odiada de São Paulo vira outra coisa: pista de corrida, calçadão, quintal de quem mora nos prédios colados às suas muretas.",
                    "Há anos a cidade discute o que fazer com o Minhocão. Demolir, transformar em parque, manter como está. A discussão é legítima, mas costuma ignorar o que os moradores da região já sabem: aos fins de semana, ele já é um parque. Precário, sem sombra, sem banheiros, mas cheio de gente.",
                    "Antes de decidir o futuro do elevado em gabinetes, a prefeitura deveria passar um domingo inteiro ali. Veria crianças aprendendo a andar de bicicleta, idosos caminhando ao fim da tarde, feirinhas improvisadas e músicos tocando para ninguém e para todos. Veria, em suma, uma praça.",
                    "Qualquer que seja a decisão, ela precisa partir desse uso. A cidade não tem tantas praças assim para se dar ao luxo de ignorar uma que já existe.",
                ],
                "substitute-columnist-under-regular-kicker",
                col="renata-albuquerque",
                dek="Antes de decidir o futuro do elevado, a prefeitura deveria passar um domingo nele",
                byline_name="Marina Teixeira",
                ld_author={
                    "@type": "Person",
                    "name": "Renata Albuquerque",
                    "url": f"{ORIGIN}/colunas/renata-albuquerque/",
                },
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            col = doc.extra.get("col")
            y, m, d = doc.date.split("-")
            label = (
                COLUNISTAS[col][0]
                if col
                else {"opiniao": "Opinião", "cotidiano": "Cotidiano", "ilustrada": "Ilustrada"}[doc.path.split("/")[1]]
            )
            title_tag = f"{doc.title} - {d}/{m}/{y} - {label} - Diário Paulistano"
        elif doc.key == "home":
            title_tag = "Diário Paulistano: notícias, imagens, vídeos e entrevistas"
        else:
            title_tag = f"{doc.title} - Diário Paulistano"
        desc = doc.dek or doc.title
        out = [
            f"<title>{esc(title_tag)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "cartoon" else "website"}">',
            '<meta property="og:site_name" content="Diário Paulistano">',
            '<meta property="og:locale" content="pt_BR">',
        ]
        if doc.is_article:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "alternativeHeadline": doc.dek,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": doc.extra["ld_author"],
                "publisher": {
                    "@type": "Organization",
                    "name": "Diário Paulistano",
                    "logo": {"@type": "ImageObject", "url": "https://f.i.diariopaulistano.test/logo/dp-logo-amp.png"},
                },
                "mainEntityOfPage": url,
                "image": [
                    f"https://f.i.diariopaulistano.test/fotografia/2026/12/{zlib.crc32(doc.key.encode()) % 900000 + 100000}-large.jpg"
                ],
                "isAccessibleForFree": False,
                "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".c-news__body"},
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="c-site-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("opiniao", "Opinião"),
                ("https://www1.diariopaulistano.test/poder/", "Poder"),
                ("https://www1.diariopaulistano.test/mercado/", "Mercado"),
                ("https://www1.diariopaulistano.test/cotidiano/", "Cotidiano"),
                ("https://www1.diariopaulistano.test/esporte/", "Esporte"),
                ("https://www1.diariopaulistano.test/ilustrada/", "Ilustrada"),
                ("colunas", "Colunas"),
            )
        )
        mais = "".join(
            f'<li class="c-most-popular__item"><span>{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["debate", "coluna1", "obit", "editorial", "ombudsman"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="https://static.diariopaulistano.test/dp/css/2026/dp-article.min.css?20261201">
<style>/*PAD*/</style>
<script>window.universal_variable = {{"page": {{"type": "{"article" if doc.is_article else doc.kind}", "editoria": "{doc.path.split("/")[1] or "home"}", "paywall": true}}}};</script>
<script async src="https://static.diariopaulistano.test/paywall/paywall-2026.js"></script>
</head>
<body class="{"article" if doc.is_article else "section"}">
<div class="c-cookie-banner" role="dialog"><p>Usamos cookies para melhorar sua experiência, de acordo com a nossa <a href="/institucional/politica-de-privacidade.shtml">Política de Privacidade</a>. Ao continuar navegando, você concorda com essas condições.</p><button>Concordar e fechar</button></div>
<header class="l-header">
<div class="l-header__top"><a class="u-link-clean" href="https://assine.diariopaulistano.test/">Assine</a> <a href="https://login.diariopaulistano.test/">Entrar</a> <span class="l-header__date">sábado, 12 de dezembro de 2026</span></div>
<a class="l-header__logo" href="{ORIGIN}/"><img src="https://static.diariopaulistano.test/dp/img/logo-diario-paulistano.svg" alt="Diário Paulistano" width="262" height="30"></a>
<nav class="c-site-nav" aria-label="Editorias"><ul>{nav}</ul></nav>
<form class="c-search" action="/busca/" method="get"><input type="search" name="q" placeholder="Buscar"><button type="submit">Buscar</button></form>
</header>
<div class="c-advertising c-advertising--super" id="banner-super-topo"></div>
<main class="l-main">
{main}
<aside class="l-sidebar"><section class="c-most-popular"><h3>Mais lidas</h3><ol>{mais}</ol></section>
<section class="c-topics"><h3>Tópicos</h3>{self.a("tag", "Centro de São Paulo", "aside")} · {self.a("search", "pedágio urbano", "aside")} · {self.a("charge", "Charges do dia", "aside")}</section>
<div class="c-advertising c-advertising--rectangle" id="banner-300x250-area"></div></aside>
</main>
<footer class="l-footer">
<ul class="l-footer__links"><li>{self.a("expediente", "Expediente", "footer")}</li><li><a href="/institucional/fale-conosco.shtml">Fale com a Redação</a></li><li><a href="/institucional/politica-de-privacidade.shtml">Política de Privacidade</a></li><li><a href="/institucional/termos-de-uso.shtml">Termos de Uso</a></li><li><a href="https://publicidade.diariopaulistano.test/">Anuncie</a></li></ul>
<p class="l-footer__copyright">Copyright Diário Paulistano. Todos os direitos reservados. É proibida a reprodução do conteúdo desta página em qualquer meio de comunicação, eletrônico ou impresso, sem autorização escrita do Diário Paulistano.</p>
</footer>
<script src="https://static.diariopaulistano.test/dp/js/2026/dp-article.min.js?20261201" defer></script>
</body>
</html>"""

    def columnist_head(self, col: str) -> str:
        name, desc = COLUNISTAS[col]
        link = (
            self.a("author", name, "byline", 'class="c-top-columnist__name"')
            if col == "renata-albuquerque"
            else f'<a class="c-top-columnist__name" href="{ORIGIN}/colunas/{col}/">{esc(name)}</a>'
        )
        return f'<div class="c-top-columnist"><img class="c-top-columnist__image" src="https://f.i.diariopaulistano.test/colunistas/{col}.png" alt="" width="80" height="80"><div class="c-top-columnist__info">{link}<p class="c-top-columnist__description">{esc(desc)}</p></div></div>'

    def story_main(self, doc: Doc) -> str:
        col = doc.extra.get("col")
        top = (
            self.columnist_head(col)
            if col
            else f'<div class="c-news__kicker c-kicker"><span>{esc(doc.extra.get("kicker", ""))}</span></div>'
        )
        signature = ""
        name = doc.extra.get("byline_name")
        if name:
            signature = f'<div class="c-signature"><strong class="c-signature__author">{esc(name)}</strong></div>'
        elif not col and doc.authors and doc.key not in ("debate",):
            signature = f'<div class="c-signature"><strong class="c-signature__author"><a href="{ORIGIN}/autores/{quote(doc.authors[0].lower().replace(" ", "-"))}.shtml">{esc(doc.authors[0])}</a></strong> <span class="c-signature__location">São Paulo</span></div>'
        rating = ""
        if doc.extra.get("rating"):
            word, stars = doc.extra["rating"]
            facts = "".join(f"<li><strong>{esc(k)}</strong> {esc(v)}</li>" for k, v in doc.extra["facts"])
            rating = f'<div class="c-rating"><span class="c-rating__label">Avaliação:</span> <span class="c-rating__value">{esc(word)}</span> <span class="c-rating__stars" aria-hidden="true">{stars}</span></div><ul class="c-technical-sheet">{facts}</ul>'
        tag = ""
        if doc.key in ("coluna1", "debate", "interina"):
            tag = f'<div class="c-topics">Tópicos: {self.a("tag", "centro de São Paulo", "tag")} · <a href="/topicos/mobilidade-urbana/">mobilidade urbana</a></div>'
        rel = [k for k in ARTS if k != doc.key][ARTS.index(doc.key) % 5 :][:3]
        related = "".join(
            f'<li class="c-headline"><h3 class="c-headline__title">{self.a(k, self.docs[k].title, "related")}</h3></li>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        subtitle = f'<h2 class="c-content-head__subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""
        return f"""<article class="c-news" itemscope itemtype="https://schema.org/NewsArticle">
<div class="c-news__head">
{top}
<div class="c-content-head">
<h1 class="c-content-head__title" itemprop="headline">{esc(doc.title)}</h1>
{subtitle}
</div>
<div class="c-news__wrap">
{signature}
<div class="c-more-options"><time class="c-more-options__published-date" itemprop="datePublished" datetime="{doc.extra["local"]}:00">{esc(doc.stamp)}</time></div>
<div class="c-tools-share"><a href="https://www.facebook.com/dialog/share?href={u}" class="c-tools-share__item">Facebook</a> <a href="https://api.whatsapp.com/send?text={u}" class="c-tools-share__item">WhatsApp</a> <a href="mailto:?subject={quote(doc.title.encode("cp1252"))}&amp;body={u}" class="c-tools-share__item">E-mail</a> <span class="c-tools-share__gift">Você pode presentear 7 acessos gratuitos por dia</span></div>
</div>
</div>
<div class="c-news__content">
<div class="c-news__body" data-share-text data-news-content-text>
{self.blocks(doc)}
</div>
{rating}
{tag}
<div class="c-newsletter-inline">Receba no seu email o boletim com os principais textos de opinião do dia. <a href="/newsletters/opiniao.shtml">Inscreva-se</a></div>
<section class="c-related"><h2>Leia também</h2><ul>{related}</ul></section>
<div class="c-comments-closed">Os comentários não representam a opinião do jornal; a responsabilidade é do autor da mensagem. <a href="/institucional/normas-comentarios.shtml">Normas</a></div>
</div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            col = d.extra.get("col")
            kicker = COLUNISTAS[col][0] if col else d.extra.get("kicker", "")
            items.append(
                f'<li class="c-headline c-headline--newslist"><div class="c-headline__wrapper"><div class="c-headline__media-wrapper"><img src="https://f.i.diariopaulistano.test/fotografia/2026/12/{zlib.crc32(k.encode()) % 900000 + 100000}-medium.jpg" alt="" loading="lazy"></div><div class="c-headline__content"><span class="c-kicker c-kicker--headline">{esc(kicker)}</span><h2 class="c-headline__title">{self.a(k, d.title, "content")}</h2><p class="c-headline__standfirst">{esc(d.dek)}</p><time class="c-headline__dateline" datetime="{d.extra["local"]}:00">{esc(d.stamp)}</time></div></div></li>'
            )
        head = f'<h1 class="c-section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            name, desc = COLUNISTAS["renata-albuquerque"]
            head = f'<div class="c-columnist-profile"><img src="https://f.i.diariopaulistano.test/colunistas/renata-albuquerque.png" alt="{esc(name)}" width="120" height="120"><h1 class="c-section-title">{esc(name)}</h1><p>{esc(desc)}</p></div>'
            extra = '<ul class="c-archive-older"><li><a href="/colunas/renata-albuquerque/2026/11/a-cracolandia-mudou-de-endereco-o-problema-nao.shtml">A cracolândia mudou de endereço. O problema, não</a></li><li><a href="/colunas/renata-albuquerque/2026/11/quem-vai-morar-nos-predios-da-avenida-sao-joao.shtml">Quem vai morar nos prédios da avenida São João?</a></li></ul>'
        elif doc.kind == "search":
            head = f'<h1 class="c-section-title">{esc(doc.title)}</h1><form action="/busca/"><input name="q" value="pedágio"><button>Buscar</button></form><p class="c-search__count">{len(items) + 58} resultados</p>'
        elif doc.key == "colunas":
            extra = f'<ul class="c-columnists-list"><li>{self.a("author", "Renata Albuquerque", "content")}</li><li><a href="{ORIGIN}/colunas/helio-barros/">Hélio Barros</a></li><li><a href="{ORIGIN}/colunas/ombudsman/">Ombudsman</a></li></ul>'
        pager = ""
        if doc.key == "opiniao":
            pager = f'<div class="c-pagination">{self.a("opiniao2", "Ver mais", "pagination")} <span>Página 1</span> {self.a("opiniao2", "2", "pagination")} <a href="/opiniao/?pagina=3">3</a></div>'
        elif doc.key == "opiniao2":
            pager = f'<div class="c-pagination">{self.a("opiniao", "Anterior", "pagination")} {self.a("opiniao", "1", "pagination")} <span>Página 2</span> <a href="/opiniao/?pagina=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="c-more">{self.a("opiniao", "Mais Opinião", "content")} · {self.a("colunas", "Todos os colunistas", "content")} · {self.a("charge", "Charge do dia", "content")}</div>'
        return f'<section class="c-section c-section--{doc.kind}">{head}{extra}<ol class="c-newslist">{"".join(items)}</ol>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "cartoon":
            return f"""<article class="c-news c-news--cartoon">
<div class="c-news__kicker c-kicker"><span>Charge</span></div>
<h1 class="c-content-head__title">{esc(doc.title)}</h1>
<div class="c-signature"><strong class="c-signature__author">Beto Amaral</strong></div>
<time class="c-more-options__published-date" datetime="{doc.extra["local"]}:00">{esc(doc.extra["stamp"])}</time>
<figure class="c-image-full"><img src="https://f.i.diariopaulistano.test/charges/2026/12/11/charge-pedagio-urbano.jpg" alt="Charge de Beto Amaral: motorista paga pedágio para entrar num engarrafamento parado" width="1000" height="720"><figcaption class="c-image-full__caption">Motorista: “Pelo menos agora o congestionamento é pago.” — Beto Amaral</figcaption></figure>
<p class="c-news__more">{self.a("debate", "Leia o debate: São Paulo deve cobrar pedágio urbano no centro expandido?", "content")}</p>
</article>"""
        return f'<article class="c-news"><h1 class="c-content-head__title">{esc(doc.title)}</h1><div class="c-news__body">{self.blocks(doc)}</div></article>'
