# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Folha do Tietê: a Piracicaba digital outlet on **Nuxt 3** with **Strapi** (Portuguese, UTF-8).

Vue server rendering: `<div id="__nuxt">`, scoped `data-v-xxxxxxxx` attributes, `<!--[-->`/`<!--]-->` fragment
markers, and the `<script type="application/json" id="__NUXT_DATA__">` devalue payload (a flat array of values
referring to each other by index) holding the Strapi v4 response (`data.attributes.conteudo` in Markdown). Story
URLs `/noticias/<editoria>/<slug>`, fronts `/cidades` and `/cidades?pagina=2`, the "Últimas" list, `/tag/…`,
`/autor/…`, `/busca?q=`, `/videos/…`. Dates printed "04/12/2026 às 21h40" (America/Sao_Paulo, -03:00), JSON-LD and
the payload in UTC (`2026-12-05T00:40:00.000Z` = 4 Dec 21:40); "Por Fulana de Tal" bylines, "Da Redação" (no
person). One story prints "Publicado em … | Atualizado em …". The brief has no JSON-LD."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from common import Base, blocks_html, ckey, js_json, page, segments, story
from sitekit import Doc, css_rules, esc

ARTS = ["chuva", "camara", "cursinho", "entrevista", "opiniao", "ponte", "nota", "dengue"]
SLUGS = {"Fernanda Quaresma": "fernanda-quaresma"}
V = {  # scoped-style ids of the Vue components
    "layout": "data-v-1c9f3e7a", "header": "data-v-7f3e2a10", "materia": "data-v-5e2c8a14", "card": "data-v-3b8d6f21",
    "footer": "data-v-0a4c7e95", "lista": "data-v-6d21b0c3", "lgpd": "data-v-2e7a9f48",
}  # fmt: skip


class Reactive:
    def __init__(self, name: str, value: Any) -> None:
        self.name, self.value = name, value


def devalue(root: Any) -> list[Any]:
    """devalue's flat form: each value once, objects and arrays holding indexes; strings deduplicated."""
    values: list[Any] = []
    seen: dict[str, int] = {}

    def add(v: Any) -> int:
        if v is None:
            return -1  # devalue's undefined
        if isinstance(v, str) and v in seen:
            return seen[v]
        idx = len(values)
        values.append(None)
        if isinstance(v, str):
            seen[v] = idx
            values[idx] = v
        elif isinstance(v, Reactive):
            values[idx] = [v.name, add(v.value)]
        elif isinstance(v, dict):
            values[idx] = {k: add(x) for k, x in v.items()}
        elif isinstance(v, list):
            values[idx] = [add(x) for x in v]
        else:
            values[idx] = v
        return idx

    add(root)
    return values


def local(iso: str) -> datetime:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")) - timedelta(hours=3)


def printed(iso: str) -> str:
    t = local(iso)
    return t.strftime("%d/%m/%Y às %Hh%M")


class FolhaTiete(Base):
    origin = "https://www.folhadotiete.test"
    name = "Folha do Tietê"
    prefix = "fdt"
    language = "pt"
    content_type = "text/html;charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "fdt",
            [
                f".materia[{V['materia']}]",
                f".card[{V['card']}]",
                f".site-header[{V['header']}]",
                ".materia__conteudo p",
                ".lista-ultimas li",
                ".rodape",
                ".chapeu",
                ".banner-lgpd",
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
                "Folha do Tietê",
                "nuxt-home",
                list=["chuva", "dengue", "ponte", "camara", "entrevista", "opiniao", "cursinho", "nota", "video"],
            )
        )
        add(
            page(
                "cidades",
                "/cidades",
                "section",
                "Cidades",
                "nuxt-editoria",
                list=["chuva", "dengue", "ponte", "camara", "nota"],
                more="cidades2",
            )
        )
        add(
            page(
                "cidades2",
                "/cidades?pagina=2",
                "section",
                "Cidades",
                "nuxt-editoria-page2",
                list=["cursinho", "entrevista", "opiniao"],
                prev="cidades",
            )
        )
        add(
            page(
                "ultimas",
                "/ultimas",
                "section",
                "Últimas notícias",
                "nuxt-ultimas-list",
                list=["dengue", "chuva", "video", "ponte", "camara", "cursinho", "opiniao", "entrevista"],
                times=True,
            )
        )
        add(page("tag", "/tag/chuvas", "tag", "Chuvas", "nuxt-tag", list=["chuva", "video", "ponte"]))
        add(
            page(
                "author",
                "/autor/fernanda-quaresma",
                "author",
                "Fernanda Quaresma",
                "nuxt-autor",
                list=["chuva", "entrevista"],
            )
        )
        add(
            page(
                "search", "/busca?q=dengue", "search", "Resultados da busca por “dengue”", "nuxt-busca", list=["dengue"]
            )
        )
        add(
            page(
                "video",
                "/videos/arvore-cai-sobre-carros-avenida-independencia",
                "video",
                "Vídeo: árvore cai sobre carros na Avenida Independência durante temporal",
                "nuxt-video-one-line",
                [
                    "Imagens enviadas por leitores mostram o momento em que uma figueira atinge três veículos estacionados."
                ],
                iso="2026-12-04T23:55:00.000Z",
            )
        )
        add(
            page(
                "about",
                "/quem-somos",
                "about",
                "Quem somos",
                "about-page",
                [
                    "A Folha do Tietê é um veículo de jornalismo digital independente criado em 2018 em Piracicaba. Cobrimos as cidades da região das bacias dos rios Piracicaba, Capivari e Jundiaí, com foco em serviço, política local e meio ambiente.",
                    "Nossa redação tem 11 jornalistas e funciona na Rua Moraes Barros, no centro de Piracicaba. Somos financiados por publicidade, assinaturas de apoiadores e editais de fomento ao jornalismo local.",
                    "## Expediente",
                    "Diretora de redação: Cláudia Meneghel. Editor-executivo: Rodrigo Almeida. Editora de Cidades: Fernanda Quaresma.",
                    "Envie sua sugestão de pauta para redacao@folhadotiete.test ou pelo WhatsApp (19) 90000-0000.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/politica-de-privacidade",
                "policy",
                "Política de Privacidade",
                "policy-lgpd",
                [
                    "Última atualização: 12 de agosto de 2026.",
                    "Esta política explica como a Folha do Tietê coleta, usa e protege os dados pessoais de quem visita o site, em conformidade com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).",
                    "## Dados coletados",
                    "Coletamos dados de navegação por meio de cookies, como páginas visitadas e tempo de leitura, e os dados que você fornece ao assinar a newsletter, como nome e e-mail.",
                    "## Seus direitos",
                    "Você pode solicitar a qualquer momento o acesso, a correção ou a exclusão dos seus dados pelo e-mail privacidade@folhadotiete.test. O encarregado pelo tratamento de dados é Marcelo Pompeu.",
                ],
            )
        )

        add(
            story(
                "chuva",
                "/noticias/cidades/temporal-derruba-arvores-e-deixa-38-mil-imoveis-sem-energia",
                "Temporal derruba árvores e deixa 38 mil imóveis sem energia em Piracicaba",
                "2026-12-04",
                "2026-12-05T00:40:00.000Z",
                "",
                ["Fernanda Quaresma"],
                [
                    "Um temporal com ventos de mais de 80 km/h atingiu Piracicaba no fim da tarde desta sexta-feira (4) e deixou cerca de 38 mil imóveis sem energia elétrica, segundo a concessionária Elétrica Paulista Interior (EPI). Até as 21h, a Defesa Civil havia registrado 57 ocorrências, a maioria de quedas de árvores.",
                    "A chuva começou por volta das 17h20 e durou pouco mais de 40 minutos. Nesse intervalo, a estação meteorológica municipal mediu 46 milímetros, o equivalente a um terço da média esperada para todo o mês de dezembro.",
                    "Os bairros mais afetados foram Vila Rezende, Paulicéia, Jardim Elite e a região central. Na Avenida Independência, uma figueira de grande porte caiu sobre três carros estacionados. Ninguém ficou ferido. [[video|Veja o vídeo]].",
                    "FIG: Árvore caída sobre carros | Figueira caiu sobre três carros na Avenida Independência (Foto: Leitor/Folha do Tietê)",
                    "## Trânsito e semáforos",
                    "Pelo menos 22 semáforos ficaram apagados, o que provocou congestionamento nas avenidas Armando de Salles Oliveira e Dois Córregos. Agentes da Secretaria de Mobilidade foram deslocados para os cruzamentos mais movimentados.",
                    "A Rua do Porto, às margens do rio Piracicaba, foi interditada por causa do acúmulo de galhos e lama. Segundo a prefeitura, a via deve ser liberada na manhã de sábado (5).",
                    "## Sem previsão de religação",
                    "A EPI informou que mobilizou 64 equipes e que a prioridade é restabelecer o fornecimento a hospitais, unidades de saúde e estações de bombeamento de água. A empresa não deu prazo para a normalização completa.",
                    "“Em alguns pontos, a rede foi atingida por árvores inteiras. Não é só religar, é preciso reconstruir trechos”, afirmou o gerente regional da concessionária, Marcos Vinícius Paiva.",
                    "Moradores reclamaram da demora no atendimento. A aposentada Dirce Menegatti, de 71 anos, moradora da Vila Rezende, disse que tentou contato com a central telefônica por mais de uma hora. “Tenho remédio na geladeira e ninguém me diz quando a luz volta”, contou.",
                    "O Serviço Municipal de Água e Esgoto (Semae) pediu que a população economize água, já que duas estações elevatórias ficaram sem energia.",
                    "## Previsão para o fim de semana",
                    "De acordo com a meteorologia, o fim de semana deve continuar quente e úmido, com possibilidade de novas pancadas de chuva à tarde. A Defesa Civil orienta que, durante temporais, a população evite ficar embaixo de árvores e não atravesse ruas alagadas.",
                    "Em caso de emergência, o telefone da Defesa Civil é 199.",
                ],
                "nuxt-materia-utc-jsonld",
                section="Cidades",
                dek="Ventos passaram de 80 km/h no fim da tarde; Defesa Civil registrou 57 ocorrências até as 21h",
                tags=["Chuvas", "Defesa Civil"],
            )
        )
        add(
            story(
                "camara",
                "/noticias/politica/camara-aprova-orcamento-de-r-3-1-bilhoes-para-2027",
                "Câmara aprova orçamento de R$ 3,1 bilhões para 2027 em Piracicaba",
                "2026-12-03",
                "2026-12-03T22:05:00.000Z",
                "",
                ["Rodrigo Almeida"],
                [
                    "A Câmara Municipal de Piracicaba aprovou nesta quinta-feira (3), em segunda votação, o orçamento do município para 2027, estimado em R$ 3,1 bilhões. O texto recebeu 17 votos favoráveis e 6 contrários e segue agora para sanção do prefeito.",
                    "O valor é 7,8% maior do que o previsto para este ano. A saúde continua com a maior fatia, R$ 872 milhões, seguida da educação, com R$ 741 milhões. A área de obras e infraestrutura terá R$ 298 milhões, a maior parte destinada ao recapeamento de vias e à drenagem em bairros que sofrem com alagamentos.",
                    "Os vereadores aprovaram 214 emendas ao projeto original. Entre elas, a que remaneja R$ 12 milhões para a construção de duas novas creches na região norte e a que garante R$ 4,5 milhões para a reforma do Mercado Municipal.",
                    "## Críticas da oposição",
                    "A bancada de oposição votou contra o texto por causa da redução de 18% no orçamento da Secretaria de Cultura. Segundo o vereador Anderson Lemos, líder do grupo, a verba cai de R$ 41 milhões para R$ 33,6 milhões.",
                    "“Estamos falando de uma cidade com tradição cultural enorme, com festival de teatro, salão de humor, festas populares. Cortar quase um quinto da cultura é uma escolha política”, disse Lemos durante a sessão.",
                    "O líder do governo, vereador Paulo Roberto Siqueira, afirmou que o corte será compensado por recursos de leis de incentivo federais e estaduais, que devem somar R$ 9 milhões no próximo ano. “Nenhum evento tradicional vai deixar de acontecer”, garantiu.",
                    "## Servidores",
                    "O orçamento também prevê reajuste de 5,2% para os servidores municipais a partir de março, índice que o sindicato da categoria considera insuficiente. A entidade reivindicava 9%. Uma assembleia está marcada para o dia 10 de dezembro.",
                    "Na mesma sessão, os vereadores aprovaram em primeira votação o projeto que cria a tarifa zero aos domingos no transporte coletivo. A proposta ainda precisa passar por uma segunda discussão, prevista para a próxima semana.",
                    "A Lei Orçamentária Anual precisa ser sancionada até o fim do ano. A prefeitura informou que o prefeito deve analisar as emendas nos próximos dias e não descarta vetos.",
                ],
                "nuxt-materia",
                section="Política",
                dek="Saúde fica com a maior fatia; oposição critica corte de 18% na verba da cultura",
                tags=["Câmara Municipal", "Orçamento"],
            )
        )
        add(
            story(
                "cursinho",
                "/noticias/educacao/prefeitura-abre-600-vagas-em-cursinho-pre-vestibular-gratuito",
                "Prefeitura abre 600 vagas em cursinho pré-vestibular gratuito",
                "2026-12-02",
                "2026-12-02T13:30:00.000Z",
                "",
                [],
                [
                    "A Prefeitura de Piracicaba abriu nesta quarta-feira (2) as inscrições para o Cursinho Popular Municipal de 2027. São 600 vagas distribuídas em quatro unidades, nos bairros Centro, Piracicamirim, Santa Terezinha e Vila Sônia.",
                    "Podem se inscrever estudantes que concluíram ou vão concluir o ensino médio em escola pública até dezembro de 2026, ou que tenham sido bolsistas integrais em escola particular. A renda familiar por pessoa não pode passar de um salário mínimo e meio.",
                    "As inscrições vão até 18 de dezembro e devem ser feitas pelo site da Secretaria de Educação. É preciso anexar histórico escolar, comprovante de residência e documento de identidade. Caso o número de inscritos supere o de vagas, haverá sorteio público no dia 12 de janeiro.",
                    "As aulas começam em 2 de fevereiro e acontecem de segunda a sexta-feira, das 19h às 22h30, com simulados aos sábados. O curso prepara para o Enem e para os vestibulares das universidades estaduais paulistas.",
                    "Segundo a secretaria, 212 alunos do cursinho foram aprovados em universidades públicas no último ano, um recorde desde a criação do programa, em 2015. Os estudantes recebem material didático e passe de ônibus gratuito durante o curso.",
                    "Mais informações podem ser obtidas pelo telefone 156 ou presencialmente no Centro Cívico, de segunda a sexta-feira, das 8h às 17h.",
                ],
                "nuxt-materia-da-redacao",
                section="Educação",
                dek="Inscrições vão até 18 de dezembro; aulas começam em fevereiro",
                byline="Da Redação",
                tags=["Educação"],
            )
        )
        add(
            story(
                "entrevista",
                "/noticias/meio-ambiente/o-piracicaba-pode-voltar-a-ter-peixe-no-centro-diz-pesquisadora",
                "‘O Piracicaba pode voltar a ter peixe no centro da cidade’, diz pesquisadora",
                "2026-11-30",
                "2026-11-30T11:00:00.000Z",
                "",
                ["Fernanda Quaresma", "Tiago Nunes"],
                [
                    "A bióloga Luciana Ferraz Bortoletto estuda o rio Piracicaba há 22 anos. Coordenadora do Laboratório de Ecologia de Rios do Instituto de Águas do Interior, ela acaba de publicar, com uma equipe de nove pesquisadores, o mais completo levantamento sobre a qualidade da água do rio desde os anos 1990. Na conversa abaixo, ela explica por que está otimista — mas com ressalvas.",
                    "Q: O estudo mostra que a água do rio melhorou. Quanto? || Nos trechos abaixo da cidade, o oxigênio dissolvido na água praticamente dobrou em relação a 2005. Isso é resultado direto do tratamento de esgoto. Hoje Piracicaba trata quase todo o esgoto que coleta, o que era impensável há vinte anos. Os peixes sentem isso rapidamente.",
                    "Q: Quais peixes voltaram? || Encontramos curimbatás e mandis em trechos onde não havia registro desde a década de 1980. O curimbatá é um símbolo da cidade, aparece na piracema, aquela subida do rio que as pessoas vão ver perto do Salto. Ver esses animais de volta ao centro é muito simbólico.",
                    "Q: Então o problema está resolvido? || Longe disso. O rio ainda recebe esgoto de outras cidades da bacia que não tratam tudo o que produzem. E tem a questão da quantidade de água. Boa parte da água da bacia é transferida para abastecer a região metropolitana de São Paulo. Em anos de estiagem, o rio fica muito baixo, a água esquenta, e qualquer poluição tem um efeito muito maior.",
                    "Q: O que mais preocupa a senhora hoje? || Os agrotóxicos e os fertilizantes que chegam com as chuvas. A região tem muita cana-de-açúcar, e a gente ainda mede pouco o que escorre das lavouras. Nas primeiras chuvas de outubro, encontramos concentrações de nitrato três vezes maiores do que na estiagem.",
                    "Q: A mata ciliar ajuda? || Ajuda muito. Uma faixa de mata nas margens funciona como filtro e segura o solo. O Código Florestal obriga a recomposição, mas a fiscalização é lenta. No nosso levantamento, só 38% das margens do Piracicaba e dos afluentes principais têm vegetação adequada.",
                    "Q: O que o cidadão comum pode fazer? || Primeiro, cobrar. Os comitês de bacia têm reuniões abertas, e pouca gente participa. Segundo, cuidar do que vai para o ralo: óleo de cozinha e remédio vencido não devem ir para a pia. E, claro, ir ver o rio. Quem conhece o rio cuida dele.",
                    "Q: A senhora acredita que vai ver o rio limpo? || Limpo como era no século 19, não. Mas um rio vivo, com peixe, onde a gente possa remar sem medo, sim. Acho que em dez anos, se o investimento for mantido, Piracicaba pode ter isso. A cidade nasceu do rio. Seria bonito ela fazer as pazes com ele.",
                ],
                "nuxt-entrevista-pingue-pongue",
                section="Meio Ambiente",
                dek="Bióloga que coordenou o maior levantamento sobre o rio em 30 anos diz que a água melhorou, mas alerta para agrotóxicos e estiagem",
                tags=["Rio Piracicaba", "Meio ambiente"],
            )
        )
        add(
            story(
                "opiniao",
                "/noticias/opiniao/o-centro-de-piracicaba-precisa-de-gente-nao-de-estacionamento",
                "O centro de Piracicaba precisa de gente, não de mais estacionamento",
                "2026-12-01",
                "2026-12-01T10:00:00.000Z",
                "",
                ["Helena Sato"],
                [
                    "Quem anda pela Rua Governador Pedro de Toledo numa noite de terça-feira conhece a sensação: lojas de portas baixadas, calçadas vazias, um ou outro ônibus passando. O centro de Piracicaba, que durante décadas foi o coração comercial de toda a região, hoje fecha às seis da tarde.",
                    "A resposta da prefeitura, repetida por várias gestões, tem sido a mesma: é preciso facilitar o acesso de carro. Foi assim com a ampliação da Zona Azul, com os dois edifícios-garagem anunciados no ano passado e agora com a proposta de transformar parte da Praça José Bonifácio em estacionamento subterrâneo. A lógica é simples: se o cliente chegar de carro, o comércio volta a crescer.",
                    "O problema é que essa lógica não se sustenta nem aqui nem em lugar nenhum. Centros que voltaram a ter vida, de Curitiba a Montevidéu, fizeram o caminho contrário. Trouxeram moradores de volta, ocuparam prédios vazios, abriram espaço para quem anda a pé. Comércio precisa de gente circulando, e gente circula onde mora, trabalha e se sente segura.",
                    "Piracicaba tem, segundo levantamento da própria prefeitura, 147 imóveis fechados ou subutilizados na área central. Muitos são sobrados antigos, com térreo comercial e andares superiores vazios há anos. Um programa sério de moradia no centro, com incentivo fiscal para reforma e aluguel social, faria mais pelo comércio do que mil vagas de garagem.",
                    "Não se trata de ser contra o carro. Trata-se de reconhecer que o espaço do centro é limitado e que cada metro ocupado por estacionamento é um metro a menos para calçada, árvore, banco, feira e café. A cidade que queremos é feita dessas coisas.",
                    "A Câmara discute neste mês o novo Plano Diretor. É a chance de mudar de rumo. Que os vereadores olhem menos para o painel do carro e mais para a janela do sobrado vazio.",
                ],
                "nuxt-coluna-opiniao",
                section="Opinião",
                dek="",
                tags=["Plano Diretor"],
                bio="Helena Sato é arquiteta e urbanista, professora universitária e escreve na Folha do Tietê às terças-feiras.",
            )
        )
        add(
            story(
                "ponte",
                "/noticias/cidades/ponte-do-morato-tera-interdicao-parcial-por-45-dias",
                "Ponte do Morato terá interdição parcial por 45 dias a partir de segunda",
                "2026-12-03",
                "2026-12-03T21:05:00.000Z",
                "",
                ["Tiago Nunes"],
                [
                    "A Ponte do Morato, uma das principais ligações entre as duas margens do rio Piracicaba, terá uma das faixas interditada por 45 dias a partir da próxima segunda-feira (7). A interdição é necessária para a recuperação das juntas de dilatação e do guarda-corpo, segundo a Secretaria de Obras.",
                    "A obra vai custar R$ 2,7 milhões e será executada pela Construtora Vale do Corumbataí, vencedora da licitação. O trânsito funcionará em sistema de pare e siga, com passagem alternada dos veículos nos dois sentidos, controlada por agentes de trânsito e semáforos provisórios.",
                    "Durante o período, a Secretaria de Mobilidade recomenda rotas alternativas:",
                    "- Quem segue do Centro para a Vila Rezende pode usar a Ponte Irmãos Rebouças;",
                    "- Quem vem da Avenida Dois Córregos deve seguir pela Avenida Rio das Pedras até a Ponte do Caixão;",
                    "- Ônibus das linhas 102, 115 e 208 terão o itinerário alterado, e os novos trajetos estarão disponíveis no aplicativo da concessionária;",
                    "- Caminhões com mais de 12 toneladas ficam proibidos de usar a ponte até o fim da obra.",
                    "A última grande reforma da Ponte do Morato foi feita em 2009. Em um laudo de junho deste ano, engenheiros da prefeitura apontaram infiltrações, ferragens expostas em dois pilares e desgaste das juntas, mas descartaram risco imediato à estrutura.",
                    "“A ponte é segura. O que estamos fazendo é manutenção preventiva, justamente para não chegar a uma situação de risco”, afirmou o secretário de Obras, Renato Camargo. Segundo ele, o trabalho será feito de dia, entre 7h e 18h, para reduzir o impacto no horário de pico da noite.",
                    "Comerciantes da região da Rua do Porto temem queda no movimento. “Em dezembro a gente vende o dobro. Fechar a ponte justo agora é complicado”, disse Ademir Coltro, dono de um restaurante às margens do rio.",
                    "Atualização: a Secretaria de Obras confirmou na manhã desta sexta-feira (4) que a interdição será suspensa entre os dias 24 e 26 de dezembro.",
                ],
                "nuxt-materia-updated-list",
                section="Cidades",
                dek="Obra de R$ 2,7 milhões vai recuperar juntas e guarda-corpo; veja os desvios",
                tags=["Trânsito", "Chuvas"],
                updated="2026-12-04T12:12:00.000Z",
            )
        )
        add(
            story(
                "nota",
                "/noticias/servicos/poupatempo-de-piracicaba-tera-horario-especial-no-fim-de-ano",
                "Poupatempo de Piracicaba terá horário especial no fim de ano",
                "2026-12-04",
                "2026-12-04T14:20:00.000Z",
                "",
                [],
                [
                    "O posto do Poupatempo de Piracicaba terá horário reduzido nos dias 24 e 31 de dezembro, quando funcionará das 8h às 12h. Nos dias 25 de dezembro e 1º de janeiro, a unidade estará fechada.",
                    "Nos demais dias, o atendimento segue normal, de segunda a sexta-feira, das 9h às 17h, e aos sábados, das 8h às 13h. O agendamento é obrigatório e pode ser feito pelo portal ou pelo aplicativo do programa.",
                    "Serviços como a renovação da CNH e a emissão de atestado de antecedentes criminais também podem ser feitos pela internet, sem necessidade de ir ao posto.",
                ],
                "nuxt-nota-no-jsonld",
                section="Serviços",
                dek="",
                byline="Da Redação, com informações da Agência SP",
                tags=[],
                nold=True,
            )
        )
        add(
            story(
                "dengue",
                "/noticias/saude/casos-de-dengue-sobem-40-na-regiao-de-piracicaba",
                "Casos de dengue sobem 40% na região de Piracicaba; veja os números por cidade",
                "2026-12-05",
                "2026-12-05T03:15:00.000Z",
                "",
                ["Rodrigo Almeida"],
                [
                    "O número de casos confirmados de dengue nas cidades da região de Piracicaba cresceu 40% em novembro na comparação com o mesmo mês do ano passado, de acordo com boletim divulgado na noite desta sexta-feira (4) pelo Departamento Regional de Saúde.",
                    "Foram 1.286 casos confirmados no mês em 12 municípios, contra 918 em novembro de 2025. Piracicaba concentra quase metade dos registros.",
                    "T: Cidade | Casos em nov/2026 | Variação",
                    "T: Piracicaba | 604 | +38%",
                    "T: Rio Claro | 212 | +51%",
                    "T: Limeira | 187 | +29%",
                    "T: Santa Bárbara d’Oeste | 143 | +47%",
                    "T: São Pedro | 61 | +65%",
                    "T: Demais cidades | 79 | +22%",
                    "Segundo o boletim, o calor acima da média e as chuvas irregulares do início da primavera favoreceram a reprodução do mosquito Aedes aegypti. Em Piracicaba, o índice de infestação predial chegou a 4,1% em novembro, acima do limite de 1% considerado seguro pelo Ministério da Saúde.",
                    "Não houve mortes pela doença na região em 2026 até agora. Dois pacientes, em Limeira e Rio Claro, seguem internados em estado grave.",
                    "A Secretaria de Saúde de Piracicaba anunciou um mutirão de limpeza nos bairros com maior incidência a partir de segunda-feira (7). Agentes vão visitar casas, recolher recipientes que acumulam água e aplicar larvicida. A vacina contra a dengue está disponível nas unidades básicas de saúde para crianças e adolescentes de 10 a 14 anos.",
                    "“Oito em cada dez criadouros estão dentro das casas. O poder público faz a parte dele, mas sem a população não tem como vencer o mosquito”, disse a coordenadora de Vigilância em Saúde, Patrícia Giovanetti.",
                ],
                "nuxt-materia-table-after-midnight",
                section="Saúde",
                dek="Boletim regional aponta 1.286 casos confirmados em novembro; Piracicaba concentra quase metade",
                tags=["Dengue", "Saúde"],
            )
        )

    # ---- rendering -------------------------------------------------------------------------------------------------

    def markdown(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append("".join(t if k is None else f"[{t}]({self.docs[k].path})" for t, k in segments(b[1])))
            elif b[0] in ("h2", "h3"):
                out.append(("## " if b[0] == "h2" else "### ") + b[1])
            elif b[0] == "ul":
                out.append("\n".join("- " + i for i in b[1]))
            elif b[0] == "qa":
                out.append(f"**{b[1]}**\n\n{b[2]}")
            elif b[0] == "table":
                rows = ["| " + " | ".join(r) + " |" for r in b[1]]
                rows.insert(1, "|" + "---|" * len(b[1][0]))
                out.append("\n".join(rows))
            elif b[0] == "fig":
                out.append(f"![{b[1]}](https://cms.folhadotiete.test/uploads/{ckey(b[1], 10)}.jpg)")
        return "\n\n".join(out)

    def payload(self, doc: Doc) -> str:
        key = doc.path.strip("/").replace("/", "-").split("?")[0] or "home"
        if doc.is_article:
            autores = [
                {"id": 40 + i, "attributes": {"nome": a, "slug": SLUGS.get(a, a.lower().replace(" ", "-"))}}
                for i, a in enumerate(doc.authors)
            ]
            attrs: dict[str, Any] = {
                "titulo": doc.title, "slug": doc.path.rsplit("/", 1)[-1], "linhaFina": doc.dek or None, "chapeu": doc.section,
                "creditoAutor": doc.byline or None, "conteudo": self.markdown(doc), "publishedAt": doc.iso,
                "updatedAt": doc.extra.get("updated") or doc.iso, "autores": {"data": autores},
                "editoria": {"data": {"id": 3, "attributes": {"nome": doc.section}}},
            }  # fmt: skip
            data = {
                f"materia-{key}": {
                    "data": [{"id": 9000 + ARTS.index(doc.key), "attributes": attrs}],
                    "meta": {"pagination": {"page": 1, "pageSize": 1, "pageCount": 1, "total": 1}},
                }
            }
        elif "list" in doc.extra:
            data = {
                f"lista-{key}": {
                    "data": [
                        {
                            "id": 9000 + (ARTS.index(k) if k in ARTS else 50),
                            "attributes": {
                                "titulo": self.docs[k].title,
                                "slug": self.docs[k].path.rsplit("/", 1)[-1],
                                "publishedAt": self.docs[k].iso or self.docs[k].extra.get("iso"),
                            },
                        }
                        for k in doc.extra["list"]
                    ]
                }
            }
        else:
            data = {
                f"pagina-{key}": {
                    "data": {"id": 7, "attributes": {"titulo": doc.title, "conteudo": self.markdown(doc)}}
                }
            }
        root = {
            "data": Reactive("ShallowReactive", data),
            "state": {"$sconsent": False, "$smenu-aberto": False},
            "once": Reactive("Set", []),
            "_errors": Reactive("ShallowReactive", {}),
            "serverRendered": True,
            "path": doc.path,
        }
        return js_json(devalue(Reactive("ShallowReactive", root)))

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = doc.dek or self.lede(doc) or "Notícias de Piracicaba e região."
        head = [
            f"<title>{esc(doc.title)} | Folha do Tietê</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Folha do Tietê">',
            '<meta property="og:locale" content="pt_BR">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "video.other" if doc.kind == "video" else "website"}">',
        ]
        if doc.is_article:
            head.append(f'<meta property="article:published_time" content="{doc.iso}">')
            head.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            head.append(
                f'<meta property="og:image" content="https://cms.folhadotiete.test/uploads/{ckey(doc.key, 10)}_large.jpg">'
            )
            if not doc.extra.get("nold"):
                ld = {
                    "@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "description": desc,
                    "datePublished": doc.iso, "dateModified": doc.extra.get("updated") or doc.iso,
                    "author": [{"@type": "Person", "name": a, "url": f"{self.origin}/autor/{SLUGS.get(a, a.lower().replace(' ', '-'))}"} for a in doc.authors] or {"@type": "Organization", "name": "Folha do Tietê"},
                    "publisher": {"@type": "Organization", "name": "Folha do Tietê", "logo": {"@type": "ImageObject", "url": f"{self.origin}/logo.png"}},
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                }  # fmt: skip
                head.append(f'<script type="application/ld+json">{js_json(ld)}</script>')
        if doc.kind == "video":
            head.append(
                f'<meta property="og:video" content="https://video.folhadotiete.test/{ckey(doc.key, 8)}/master.m3u8">'
            )
        nav = "".join(
            f"<li {V['header']}>" + (self.a(k, t, "nav") if k in self.docs else f'<a href="{k}">{t}</a>') + "</li>"
            for k, t in (
                ("home", "Início"),
                ("ultimas", "Últimas"),
                ("cidades", "Cidades"),
                ("/politica", "Política"),
                ("/saude", "Saúde"),
                ("/meio-ambiente", "Meio Ambiente"),
                ("/opiniao", "Opinião"),
                ("/videos", "Vídeos"),
            )
        )
        build = ckey("fdt-build", 8) + "-" + ckey("fdt-build2", 4)
        return f"""<!DOCTYPE html>
<html lang="pt-BR" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(head)}
<link rel="stylesheet" href="/_nuxt/entry.Dk3mP9qL.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.C2vR8wXn.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BxY2k9aQ.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/D4fHq7Lm.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/error-404.C8fTw1zR.js">
<link rel="icon" type="image/png" href="/favicon.png">
<link rel="alternate" type="application/rss+xml" href="/rss.xml" title="Folha do Tietê">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-FDT2026XY"></script>
</head>
<body><div id="__nuxt"><!--[--><div {V["layout"]} class="layout"><header {V["header"]} class="site-header"><div {V["header"]} class="site-header__topo"><button {V["header"]} class="menu-toggle" aria-label="Abrir menu">☰</button>{self.a("home", "Folha do Tietê", "nav", attrs=V["header"] + ' class="logo"')}<form {V["header"]} class="busca" action="/busca"><input {V["header"]} type="search" name="q" placeholder="Buscar"><button {V["header"]} type="submit">Buscar</button></form><a {V["header"]} class="apoie" href="https://apoia.folhadotiete.test">Apoie</a></div><nav {V["header"]} class="site-header__menu"><ul {V["header"]}>{nav}</ul></nav></header>
<main {V["layout"]} class="conteudo-principal">{main}</main>
<footer {V["footer"]} class="rodape"><div {V["footer"]} class="rodape__colunas"><div {V["footer"]}><p {V["footer"]} class="rodape__marca">Folha do Tietê</p><p {V["footer"]}>Jornalismo independente de Piracicaba e região desde 2018.</p></div><ul {V["footer"]}><li {V["footer"]}>{self.a("about", "Quem somos", "footer")}</li><li {V["footer"]}>{self.a("privacy", "Política de Privacidade", "footer")}</li><li {V["footer"]}><a href="/anuncie">Anuncie</a></li><li {V["footer"]}><a href="/expediente">Expediente</a></li><li {V["footer"]}><a href="mailto:redacao@folhadotiete.test">Fale com a redação</a></li></ul><ul {V["footer"]} class="redes"><li {V["footer"]}><a href="https://www.instagram.com/folhadotiete">Instagram</a></li><li {V["footer"]}><a href="https://www.facebook.com/folhadotiete">Facebook</a></li><li {V["footer"]}><a href="https://whatsapp.com/channel/0029VaFolhaTiete">Canal no WhatsApp</a></li></ul></div><p {V["footer"]} class="rodape__copy">© 2026 Folha do Tietê. Todos os direitos reservados. CNPJ 00.000.000/0001-00</p></footer></div><div {V["lgpd"]} class="banner-lgpd"><p {V["lgpd"]}>Usamos cookies para personalizar conteúdo e anúncios. Ao continuar navegando, você concorda com a nossa {self.a("privacy", "Política de Privacidade", "banner")}.</p><button {V["lgpd"]} type="button">Aceitar</button></div><!--]--></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">{self.payload(doc)}</script>
<script>window.__NUXT__={{}};window.__NUXT__.config={{public:{{strapiURL:"https://cms.folhadotiete.test",gtag:{{id:"G-FDT2026XY"}}}},app:{{baseURL:"/",buildId:"{build}",buildAssetsDir:"/_nuxt/",cdnURL:""}}}}</script>
<script type="module" src="/_nuxt/BxY2k9aQ.js" crossorigin></script></body>
</html>"""

    def meta_line(self, doc: Doc) -> str:
        m = V["materia"]
        if doc.authors:
            names = [
                self.a("author", a, "byline", attrs=m) if a in SLUGS else f"<strong {m}>{esc(a)}</strong>"
                for a in doc.authors
            ]
            who = "Por " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " e " + names[-1])
        else:
            who = esc(doc.byline)
        when = f'<time {m} datetime="{doc.iso}">{printed(doc.iso)}</time>'
        if doc.extra.get("updated"):
            when = f'Publicado em {when} <span {m} class="sep">|</span> Atualizado em <time {m} datetime="{doc.extra["updated"]}">{printed(doc.extra["updated"])}</time>'
        return f'<div {m} class="materia__meta"><span {m} class="materia__autor">{who}</span><span {m} class="materia__data">{when}</span></div>'

    def story_main(self, doc: Doc) -> str:
        m = V["materia"]
        share = "".join(
            f'<a {m} class="compartilhar__{n.lower()}" href="{h}{esc(self.url(doc.key))}" rel="noopener" target="_blank">{n}</a>'
            for n, h in (
                ("WhatsApp", "https://api.whatsapp.com/send?text="),
                ("Facebook", "https://www.facebook.com/sharer/sharer.php?u="),
                ("X", "https://twitter.com/intent/tweet?url="),
                ("Telegram", "https://t.me/share/url?url="),
            )
        )
        tags = "".join(
            f"<li {m}>"
            + (
                self.a("tag", t, "content", attrs=m)
                if t == "Chuvas"
                else f'<a {m} href="/tag/{ckey(t, 6)}">{esc(t)}</a>'
            )
            + "</li>"
            for t in doc.extra.get("tags", [])
        )
        leia = "".join(
            f"<li {V['card']}>{self.a(k, self.docs[k].title, 'related', attrs=V['card'])}</li>"
            for k in [x for x in ARTS if x != doc.key][:4]
        )
        bio = f'<aside {m} class="colunista"><p {m}>{esc(doc.extra["bio"])}</p></aside>' if doc.extra.get("bio") else ""
        dek = f'<h2 {m} class="materia__linha-fina">{esc(doc.dek)}</h2>' if doc.dek else ""
        kicker = "Opinião" if doc.section == "Opinião" else doc.section
        return f"""<article {m} class="materia"><nav {m} class="breadcrumb">{self.a("home", "Início", "breadcrumb", attrs=m)} › <span {m}>{esc(doc.section)}</span></nav><span {m} class="chapeu">{esc(kicker)}</span><h1 {m} class="materia__titulo">{esc(doc.title)}</h1>{dek}{self.meta_line(doc)}<div {m} class="compartilhar">{share}</div><div {m} class="materia__conteudo"><!--[-->{blocks_html(self, doc.blocks)}<!--]--></div>{bio}<ul {m} class="materia__tags">{tags}</ul><div {m} class="publicidade" id="div-gpt-ad-materia-rodape">Publicidade</div></article>
<section {V["card"]} class="leia-tambem"><h3 {V["card"]}>Leia também</h3><ul {V["card"]}>{leia}</ul></section><section {V["card"]} class="newsletter"><h3 {V["card"]}>Receba a Folha no seu e-mail</h3><p {V["card"]}>Um resumo das principais notícias da região, toda manhã.</p><form {V["card"]} action="/api/newsletter" method="post"><input {V["card"]} type="email" placeholder="Seu e-mail"><button {V["card"]}>Quero receber</button></form></section>"""

    def card(self, k: str, times: bool = False) -> str:
        d = self.docs[k]
        c = V["card"]
        iso = d.iso or d.extra.get("iso")
        if times:
            return f'<li {V["lista"]} class="lista-ultimas__item"><time {V["lista"]} datetime="{iso}">{local(iso).strftime("%d/%m %Hh%M")}</time><span {V["lista"]} class="chapeu">{esc(d.section or "Vídeos")}</span>{self.a(k, d.title, "content", attrs=V["lista"])}</li>'
        by = "Da Redação" if not d.authors else "Por " + " e ".join(d.authors)
        lede = esc(d.dek or self.lede(d))
        return f'<article {c} class="card"><span {c} class="chapeu">{esc(d.section or "Vídeos")}</span><h3 {c} class="card__titulo">{self.a(k, d.title, "content", attrs=c)}</h3><p {c} class="card__resumo">{lede}</p><p {c} class="card__meta">{esc(by) if d.is_article else "Vídeo"} · {printed(iso)}</p></article>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        if doc.extra.get("times"):
            body = f'<ul {V["lista"]} class="lista-ultimas"><!--[-->{"".join(self.card(k, True) for k in items)}<!--]--></ul>'
        else:
            body = f'<div {V["lista"]} class="grade"><!--[-->{"".join(self.card(k) for k in items)}<!--]--></div>'
        head = f'<h1 {V["lista"]} class="titulo-pagina">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p {V["lista"]} class="autor__bio">Repórter de Cidades e Meio Ambiente. Formada pela Unimep, está na Folha do Tietê desde 2019.</p>'
        if doc.kind == "search":
            head += f'<form {V["lista"]} action="/busca"><input {V["lista"]} type="search" name="q" value="dengue"><button {V["lista"]}>Buscar</button></form><p {V["lista"]}>1 resultado encontrado</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = (
                f'<nav {V["lista"]} class="paginacao">{self.a(doc.extra["more"], "Próxima página", "pagination")}</nav>'
            )
        elif doc.extra.get("prev"):
            pager = f'<nav {V["lista"]} class="paginacao">{self.a(doc.extra["prev"], "Página anterior", "pagination")}</nav>'
        if doc.kind == "home":
            li = "".join(
                f"<li {V['lista']}>" + self.a(k, self.docs[k].title, "aside") + "</li>"
                for k in ("chuva", "dengue", "ponte", "camara")
            )
            side = f'<aside {V["lista"]} class="mais-lidas"><h2 {V["lista"]}>Mais lidas</h2><ol {V["lista"]}>{li}</ol></aside>'
            links = f'<nav {V["lista"]} class="atalhos">{self.a("ultimas", "Últimas notícias", "content")} · {self.a("cidades", "Cidades", "content")} · {self.a("tag", "Chuvas", "content")} · {self.a("author", "Fernanda Quaresma", "content")} · {self.a("search", "Busca", "content")}</nav>'
            return f"{body}{side}{links}"
        return f"{head}{body}{pager}"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article {V["materia"]} class="video"><span {V["materia"]} class="chapeu">Vídeos</span><h1 {V["materia"]} class="materia__titulo">{esc(doc.title)}</h1><div {V["materia"]} class="player"><video {V["materia"]} controls preload="none" poster="https://cms.folhadotiete.test/uploads/{ckey(doc.key, 10)}.jpg"><source src="https://video.folhadotiete.test/{ckey(doc.key, 8)}/master.m3u8" type="application/x-mpegURL"></video></div><p {V["materia"]} class="video__descricao">{esc(doc.blocks[0][1])}</p><p {V["materia"]} class="materia__data"><time datetime="{doc.extra["iso"]}">{printed(doc.extra["iso"])}</time></p><p {V["materia"]}>Leia: {self.a("chuva", self.docs["chuva"].title, "related")}</p></article>"""
        return f'<div {V["materia"]} class="pagina-institucional"><h1 {V["materia"]} class="titulo-pagina">{esc(doc.title)}</h1><!--[-->{blocks_html(self, doc.blocks)}<!--]--></div>'
