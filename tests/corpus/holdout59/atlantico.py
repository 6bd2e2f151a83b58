# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Diário Atlântico: a Lisbon daily, Público-like (`story__headline`, `story__body`, `byline__name`, `dateline`,
`/2026/12/04/politica/noticia/<slug>-2101234`, `/politica`, `?pagina=2`, `/tags/…`, `/autor/…`, `/pesquisa?q=`),
European Portuguese, UTF-8. Bylines "Texto de Ana Lopes" or "Ana Lopes e Rui Matos"; an agency credit "Lusa" (no
person, JSON-LD author the paper); dates printed "4 de dezembro de 2026, 21:40" (Lisbon, which is UTC in December).
`NewsArticle` JSON-LD in UTC with a `Z`, except the Constitutional Court story (a naive time with no offset) and the
Lisbon tourist-tax story (no JSON-LD). An explainer in "Perguntas e respostas" form (questions as subheads), a
"Fact check" whose verdict box is part of the body, an opinion column with the author's description under the name
and the spelling-reform note at the foot (neither is body). The weekly parliament agenda is not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["orcamento", "solos", "rendas", "factcheck", "constitucional", "opiniao", "lusa", "lisboa"]
SLUG = {
    "Ana Lopes": "ana-lopes",
    "Rui Matos": "rui-matos",
    "Marta Sequeira": "marta-sequeira",
    "Sofia Carvalho": "sofia-carvalho",
    "Helena Brito": "helena-brito",
}
D = "/2026/12"
NAVLINK = 'class="nav__link"'


class Atlantico(Base):
    origin = "https://www.diarioatlantico.test"
    name = "Diário Atlântico"
    prefix = "dat"
    language = "pt"
    site_encoding = "utf-8"
    site_content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dat",
            [
                ".site-header",
                ".story__headline",
                ".story__body",
                ".byline__name",
                ".card__headline",
                ".factcheck-verdict",
                ".site-footer",
                ".newsletter-box",
                ".agenda-table",
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
                "Diário Atlântico",
                "publico-like-home",
                list=["orcamento", "solos", "constitucional", "rendas", "factcheck", "opiniao", "lusa", "agenda"],
            )
        )
        add(
            page(
                "politica",
                "/politica",
                "section",
                "Política",
                "section-front",
                list=["orcamento", "solos", "rendas", "lusa", "agenda"],
                more="politica2",
            )
        )
        add(
            page(
                "politica2",
                "/politica?pagina=2",
                "section",
                "Política",
                "section-page2",
                list=["factcheck", "constitucional", "lisboa", "opiniao"],
                prev="politica",
            )
        )
        add(
            page(
                "tag",
                "/tags/orcamento-do-estado-2027",
                "tag",
                "Orçamento do Estado 2027",
                "tag-page",
                list=["orcamento", "factcheck"],
            )
        )
        add(
            page(
                "author",
                "/autor/ana-lopes",
                "author",
                "Ana Lopes",
                "author-page",
                list=["orcamento", "solos"],
                bio="Jornalista de Política. Acompanha o Parlamento desde 2016.",
            )
        )
        add(
            page(
                "search",
                "/pesquisa?q=rendas",
                "search",
                "Resultados da pesquisa: rendas",
                "search-results",
                list=["rendas", "lisboa"],
            )
        )
        add(
            page(
                "agenda",
                "/politica/agenda-parlamentar",
                "agenda",
                "Agenda parlamentar: semana de 7 a 11 de dezembro",
                "parliament-agenda-table",
                [
                    "Atualizado a 4 de dezembro de 2026. A agenda pode ser alterada pela conferência de líderes.",
                    "T: Dia | Hora | Órgão | Assunto",
                    "T: Segunda-feira, 7 | 15h00 | Comissão de Orçamento e Finanças | Audição do governador do Banco de Portugal",
                    "T: Terça-feira, 8 | — | — | Feriado nacional (Imaculada Conceição): sem reuniões",
                    "T: Quarta-feira, 9 | 15h00 | Plenário | Debate quinzenal com o primeiro-ministro",
                    "T: Quarta-feira, 9 | 18h00 | Conferência de líderes | Fixação da ordem do dia até ao Natal",
                    "T: Quinta-feira, 10 | 15h00 | Plenário | Apreciação do veto à lei dos solos; projetos de lei sobre a conservação de metadados",
                    "T: Sexta-feira, 11 | 10h00 | Plenário | Votações regimentais",
                    "As reuniões plenárias são transmitidas em direto pelo Canal Parlamento.",
                ],
            )
        )
        add(
            page(
                "about",
                "/estatuto-editorial",
                "about",
                "Estatuto editorial",
                "static-page",
                [
                    "O Diário Atlântico é um jornal diário, generalista e independente, fundado em Lisboa em 1990.",
                    "O Diário Atlântico rege-se por critérios de rigor e isenção, recusando qualquer dependência de ordem ideológica, política ou económica.",
                    "O Diário Atlântico distingue claramente a informação da opinião e identifica sempre os textos de opinião e os conteúdos patrocinados.",
                    "O Diário Atlântico respeita os princípios deontológicos da imprensa e a ética profissional dos jornalistas, nos termos do Estatuto do Jornalista.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/politica-de-privacidade",
                "policy",
                "Política de privacidade",
                "static-policy",
                [
                    "Última atualização: 12 de setembro de 2026",
                    "A Atlântico Media, S.A., proprietária do Diário Atlântico, trata os dados pessoais dos seus leitores e assinantes de acordo com o Regulamento Geral sobre a Proteção de Dados (RGPD).",
                    "## Que dados recolhemos",
                    "- Dados de registo e de assinatura, como o nome, o endereço de email e o NIF, quando pedido para efeitos de faturação.",
                    "- Dados de navegação recolhidos através de cookies, mediante o seu consentimento.",
                    "## Os seus direitos",
                    "Pode exercer os direitos de acesso, retificação, apagamento e oposição através do endereço privacidade@diarioatlantico.test. Tem ainda o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/assinaturas",
                "subscribe",
                "Assine o Diário Atlântico",
                "subscription-offers",
                [
                    "Jornalismo independente, todos os dias. Cancele quando quiser.",
                    "## Digital",
                    "1 € no primeiro mês, depois 9,99 € por mês. Acesso ilimitado ao site e às aplicações, e a edição em PDF.",
                    "## Digital + Papel ao fim de semana",
                    "19,99 € por mês. Tudo o que está incluído na assinatura digital e o jornal em papel ao sábado e ao domingo.",
                    "Já é assinante? Inicie sessão.",
                ],
            )
        )

        add(
            story(
                "orcamento",
                f"{D}/04/politica/noticia/orcamento-estado-2027-aprovado-votacao-final-global-abstencao-alianca-progressista-2101234",
                "Orçamento do Estado para 2027 aprovado em votação final global com abstenção da Aliança Progressista",
                "2026-12-04",
                "2026-12-04T13:05:00Z",
                "4 de dezembro de 2026, 13:05",
                ["Ana Lopes"],
                [
                    "O Orçamento do Estado para 2027 foi aprovado esta sexta-feira na Assembleia da República, em votação final global, com os votos favoráveis do Partido Social Reformista (PSR) e do Movimento Liberal (ML), a abstenção da Aliança Progressista (AP) e os votos contra do Bloco Popular (BP), da Renovação Nacional (RN) e do deputado único do Partido Ecologista Atlântico.",
                    "Foram 116 votos a favor, 78 abstenções e 36 votos contra, numa sessão em que estiveram presentes os 230 deputados.",
                    "A votação encerrou cinco semanas de debate na especialidade, durante as quais foram apresentadas mais de 1900 propostas de alteração. Destas, 212 foram aprovadas, a maioria com origem nos partidos que suportam o Governo, mas também 41 da Aliança Progressista, que negociou até à última hora o aumento das pensões mais baixas.",
                    "No encerramento do debate, a ministra das Finanças, Teresa Albuquerque, defendeu que o documento é “um orçamento de responsabilidade, que não desiste das pessoas”. A governante reafirmou a previsão de um excedente orçamental de 0,3% do Produto Interno Bruto (PIB) e de uma redução da dívida pública para 88% do PIB até ao final do próximo ano.",
                    "“Portugal pode hoje dizer aos seus credores e aos seus cidadãos a mesma coisa: cumprimos”, afirmou a ministra, perante os aplausos da bancada social-reformista.",
                    "FIG: Hemiciclo da Assembleia da República | A votação final global decorreu ao início da tarde Miguel Santos Reis",
                    "## Abstenção “exigente”",
                    "O líder parlamentar da Aliança Progressista, Duarte Fontes, justificou a abstenção com a aprovação de medidas que o partido considera “essenciais”, como o aumento extraordinário de 1,5% das pensões até 1100 euros e o alargamento do IRS Jovem aos trabalhadores independentes.",
                    "“Esta não é uma abstenção de conforto, é uma abstenção exigente”, disse Duarte Fontes. “Vamos acompanhar a execução deste orçamento linha a linha e não daremos ao Governo um cheque em branco para 2028.”",
                    "À esquerda, o Bloco Popular acusou a AP de se ter tornado “a muleta do Governo” e criticou a ausência de medidas para a habitação. A deputada Inês Tavares lembrou que as rendas subiram 9% em Lisboa e no Porto no último ano e que o orçamento “não tem uma única resposta para quem vive com o salário mínimo e paga 900 euros por um T1”.",
                    'RAW:<aside class="story__related-inline"><span class="related-inline__label">Leia também</span> <a href="/2026/11/27/economia/noticia/pensoes-aumento-extraordinario-acordo-2100877">Pensões até 1100 euros com aumento extraordinário de 1,5%</a></aside>',
                    "Já a Renovação Nacional votou contra por considerar que o documento mantém “uma carga fiscal asfixiante” sobre a classe média, e anunciou que vai pedir a fiscalização sucessiva da constitucionalidade de uma das normas sobre a contribuição extraordinária do setor energético.",
                    "## O que muda em 2027",
                    "Entre as principais medidas aprovadas contam-se:",
                    "- a descida de um ponto percentual nas taxas do 3.º ao 6.º escalão do IRS;",
                    "- o aumento do [[factcheck|salário mínimo nacional]] para 940 euros em janeiro;",
                    "- a atualização das pensões em linha com a inflação, acrescida do aumento extraordinário negociado com a AP;",
                    "- um reforço de 350 milhões de euros para o Serviço Nacional de Saúde;",
                    "- a isenção de IMT na compra da primeira habitação por jovens até aos 35 anos, até ao valor de 330 mil euros.",
                    "O documento segue agora para o Palácio de Belém. O Presidente da República tem 20 dias para o promulgar ou vetar, mas fonte de Belém admitiu ao Diário Atlântico que a promulgação deverá acontecer “antes do Natal”.",
                ],
                "texto-de-byline",
                section="Parlamento",
                dek="Documento passou com os votos favoráveis do PSR e do Movimento Liberal. Ministra das Finanças promete excedente de 0,3% do PIB.",
                tag=True,
                texto_de=True,
            )
        )
        add(
            story(
                "solos",
                f"{D}/03/politica/noticia/presidente-republica-veta-lei-solos-devolve-diploma-parlamento-2101190",
                "Presidente da República veta lei dos solos e devolve diploma ao Parlamento",
                "2026-12-03",
                "2026-12-03T21:40:00Z",
                "3 de dezembro de 2026, 21:40",
                ["Ana Lopes", "Rui Matos"],
                [
                    "O Presidente da República, Jorge Meireles, vetou esta quinta-feira o decreto da Assembleia da República que altera o regime jurídico dos instrumentos de gestão territorial, conhecido como “lei dos solos”, e devolveu o diploma ao Parlamento sem promulgação.",
                    "Numa mensagem dirigida ao presidente da Assembleia da República, publicada ao início da noite no site da Presidência, o chefe de Estado afirma que o diploma “não assegura de forma suficiente” que a reclassificação de solos rústicos em urbanos se destine efetivamente a habitação a custos acessíveis.",
                    "“A necessidade de aumentar a oferta de habitação é indiscutível. Mas essa necessidade não pode justificar a criação de um regime em que a exceção se transforma em regra e em que o interesse público fica dependente da boa vontade dos promotores”, escreve Jorge Meireles.",
                    "O Presidente aponta três problemas concretos: a inexistência de um limite máximo para a área que cada município pode reclassificar, a definição “demasiado vaga” de habitação a custos moderados e a ausência de mecanismos de fiscalização por parte das comissões de coordenação regional.",
                    "## Governo “respeita” mas não recua",
                    "Em reação, o ministro das Infraestruturas e Habitação, Paulo Brandão, disse “respeitar inteiramente” a decisão do Presidente, mas sublinhou que o Governo não abdica do objetivo de “libertar solo para construir casas”.",
                    "“Vamos analisar com toda a atenção as observações do senhor Presidente e trabalhar com os grupos parlamentares para encontrar uma solução que responda às suas preocupações sem desvirtuar o essencial da lei”, afirmou o ministro, à margem de uma visita a Setúbal.",
                    "O diploma tinha sido aprovado em outubro com os votos favoráveis do PSR, do Movimento Liberal e da Renovação Nacional, e os votos contra da Aliança Progressista e do Bloco Popular.",
                    "## Oposição pede revogação",
                    "A líder da Aliança Progressista, Carla Menezes, considerou que o veto “dá razão a tudo o que a oposição disse durante o debate” e defendeu que o Governo deve “retirar a lei e recomeçar do zero”.",
                    "Para a Assembleia da República, o veto abre duas possibilidades: alterar o decreto para acomodar as objeções do Presidente ou confirmá-lo tal como está, o que exige a maioria absoluta dos deputados em efetividade de funções. Nesse caso, o Presidente fica obrigado a promulgar o diploma no prazo de oito dias.",
                    "Fonte do grupo parlamentar do PSR admitiu ao Diário Atlântico que a confirmação “não está em cima da mesa” e que o partido vai apresentar propostas de alteração ainda antes do Natal.",
                    "É o terceiro veto de Jorge Meireles desde o início do mandato e o primeiro a um diploma considerado prioritário pelo Governo.",
                ],
                "two-authors-e",
                section="Presidência",
                dek="Jorge Meireles considera que a lei abre a porta à construção em solos rústicos sem garantias de habitação a custos controlados.",
            )
        )
        add(
            story(
                "rendas",
                f"{D}/04/politica/explicador/perguntas-respostas-muda-nova-lei-rendas-2101201",
                "Perguntas e respostas: o que muda com a nova lei das rendas",
                "2026-12-04",
                "2026-12-04T07:30:00Z",
                "4 de dezembro de 2026, 07:30",
                ["Rui Matos"],
                [
                    "### O que foi aprovado?",
                    "A Assembleia da República aprovou na quarta-feira, em votação final global, a proposta de lei do Governo que altera o Novo Regime do Arrendamento Urbano (NRAU). A lei ainda tem de ser promulgada pelo Presidente da República e publicada em Diário da República.",
                    "### Quando entra em vigor?",
                    "A maior parte das normas entra em vigor no primeiro dia do mês seguinte ao da publicação, o que significa, se não houver atrasos em Belém, 1 de fevereiro de 2027. As regras sobre a duração dos contratos só se aplicam aos contratos celebrados a partir dessa data.",
                    "### Os contratos passam a ter uma duração mínima?",
                    "Sim. Os contratos de arrendamento para habitação permanente passam a ter uma duração mínima de três anos, contra um ano atualmente. Mantém-se a possibilidade de o inquilino denunciar o contrato antes do fim do prazo, com um pré-aviso de 120 dias, mas o senhorio só o pode fazer nos casos já previstos na lei, como a necessidade da casa para habitação própria ou de um filho.",
                    "### E as atualizações de renda?",
                    "A atualização anual continua a seguir o coeficiente publicado pelo Instituto Nacional de Estatística, mas fica limitada a um máximo de 4% ao ano, mesmo que a inflação seja superior. Nos contratos novos celebrados para casas que estavam arrendadas nos cinco anos anteriores, a renda inicial não pode ultrapassar a anterior em mais de 5%, acrescida da atualização legal.",
                    "### O que é o novo apoio para jovens?",
                    "O programa Porta 65 Jovem é substituído pelo Apoio Renda Jovem, que passa a abranger todos os jovens entre os 18 e os 35 anos com rendimentos até ao sexto escalão do IRS. O apoio corresponde a uma percentagem da renda que varia entre 20% e 50%, com um limite de 250 euros mensais, e é pago diretamente na conta do inquilino.",
                    "### Os senhorios têm alguma contrapartida?",
                    "Sim. A taxa autónoma de IRS sobre rendimentos prediais desce de 25% para 20% nos contratos com duração igual ou superior a cinco anos, e para 10% nos contratos com duração superior a dez anos. Os senhorios que arrendem a valores abaixo dos limites do programa de arrendamento acessível ficam isentos de IMI.",
                    "### O que dizem os partidos e as associações?",
                    "A lei foi aprovada com os votos do PSR e do Movimento Liberal e a abstenção da Aliança Progressista. O Bloco Popular votou contra, por entender que o limite de 4% é “demasiado alto”, e a Renovação Nacional também, por considerar que a duração mínima de três anos “afasta os proprietários do mercado”. As associações de proprietários criticaram a duração mínima dos contratos, enquanto as associações de inquilinos lamentaram que o limite às atualizações seja temporário, válido apenas até 2030.",
                    "### E se o Presidente vetar?",
                    "Depois do [[solos|veto à lei dos solos]], esta semana, a hipótese não pode ser afastada. Se isso acontecer, o Parlamento pode alterar o diploma ou confirmá-lo por maioria absoluta, o que atrasaria a entrada em vigor pelo menos um mês.",
                ],
                "explainer-perguntas-respostas",
                section="Explicador",
                dek="Contratos mais longos, limites às atualizações e um novo apoio para jovens. Explicamos o que foi aprovado e quando entra em vigor.",
                texto_de=True,
            )
        )
        add(
            story(
                "factcheck",
                f"{D}/02/politica/fact-check/salario-minimo-subiu-80-desde-2015-2101105",
                "Fact check: o salário mínimo subiu 80% desde 2015?",
                "2026-12-02",
                "2026-12-02T18:20:00Z",
                "2 de dezembro de 2026, 18:20",
                ["Marta Sequeira"],
                [
                    "A afirmação foi feita pelo primeiro-ministro, Henrique Valadares, durante o debate na especialidade do [[orcamento|Orçamento do Estado para 2027]], em resposta a uma deputada do Bloco Popular que acusava o Governo de “abandonar quem trabalha”: “Desde 2015, o salário mínimo nacional subiu 80%. Não há nenhum outro período da nossa história democrática com um aumento desta dimensão.”",
                    "### Os números",
                    "Em janeiro de 2015, o salário mínimo nacional era de 505 euros por mês, pagos em 14 meses. Em 2026, é de 890 euros. A subida nominal é, portanto, de 76,2%, um valor próximo, mas inferior, aos 80% referidos pelo primeiro-ministro. Se se considerar o valor de 940 euros já fixado para janeiro de 2027, a subida chega aos 86%.",
                    "Contactado pelo Diário Atlântico, o gabinete do primeiro-ministro explicou que Henrique Valadares se referia ao valor de 2027, “já aprovado e publicado”, e que arredondou “por defeito”.",
                    "### E a inflação?",
                    "A comparação em termos nominais ignora, no entanto, a subida dos preços. Entre 2015 e 2026, o índice de preços no consumidor acumulou um aumento de cerca de 30%, segundo os dados do Instituto Nacional de Estatística. Descontada a inflação, o aumento real do salário mínimo foi de aproximadamente 35%.",
                    "Continua a ser um aumento expressivo: nenhum outro salário de referência cresceu tanto no mesmo período. O salário médio, por exemplo, subiu cerca de 12% em termos reais.",
                    "### “Nenhum outro período”?",
                    "A segunda parte da afirmação também merece reparo. O salário mínimo foi criado em maio de 1974, com o valor de 3300 escudos, e aumentado para 4000 escudos no ano seguinte, uma subida de 21% num só ano. Em termos reais, porém, esses ganhos foram rapidamente anulados pela inflação, que ultrapassou os 20% ao ano até ao início da década de 1980. Medido em termos reais e num período de dez anos, o aumento desde 2015 é, de facto, o maior da democracia.",
                    'RAW:<aside class="factcheck-verdict" data-rating="impreciso"><div class="factcheck-verdict__icon" aria-hidden="true"></div>',
                    "### Veredicto",
                    "Impreciso",
                    "O salário mínimo subiu 76% entre 2015 e 2026, e não 80%; o valor só é atingido contando com o aumento previsto para 2027. Em termos reais, a subida é de cerca de 35%. A ideia de que se trata do maior aumento da democracia é defensável em termos reais, mas a afirmação, tal como foi feita, exagera os números.",
                    "RAW:</aside>",
                    'RAW:<p class="factcheck-method">Como fazemos o fact check: escolhemos afirmações de figuras públicas sobre factos verificáveis e classificamo-las numa escala de cinco níveis, de Verdadeiro a Falso. <a href="/fact-check/metodologia">Saiba mais</a></p>',
                ],
                "fact-check-verdict-box",
                section="Fact check",
                dek="No debate do Orçamento, o primeiro-ministro afirmou que o salário mínimo subiu 80% desde 2015. Os números dão-lhe quase razão em termos nominais, mas não contam toda a história.",
                tag=True,
            )
        )
        add(
            story(
                "constitucional",
                f"{D}/02/politica/noticia/tribunal-constitucional-chumba-conservacao-metadados-terceira-vez-2101098",
                "Tribunal Constitucional chumba conservação generalizada de metadados pela terceira vez",
                "2026-12-02",
                "2026-12-02T16:45:00",
                "2 de dezembro de 2026, 16:45",
                ["Rui Matos"],
                [
                    "O Tribunal Constitucional declarou inconstitucional, com força obrigatória geral, a norma da lei de 2025 que obrigava os operadores de telecomunicações a conservar durante seis meses os dados de tráfego e de localização de todos os clientes, para eventual utilização na investigação criminal.",
                    "O acórdão, aprovado por nove votos contra quatro e divulgado esta quarta-feira, conclui que a conservação “generalizada e indiferenciada” dos chamados metadados viola o direito à reserva da intimidade da vida privada e o direito à autodeterminação informativa, consagrados nos artigos 26.º e 35.º da Constituição.",
                    "É a terceira vez, em pouco mais de quatro anos, que o tribunal chumba uma lei sobre esta matéria. Em 2022 e em 2024, os juízes já tinham declarado inconstitucionais as normas anteriores, com fundamentos semelhantes.",
                    "“O legislador voltou a optar por um regime em que a regra é a conservação dos dados de todas as pessoas, independentemente de qualquer suspeita ou ligação a um crime grave”, lê-se no acórdão, relatado pela juíza conselheira Filipa Antunes. “A redução do prazo de conservação de um ano para seis meses não altera a natureza da restrição.”",
                    "## Votos de vencido",
                    "Os quatro juízes que votaram vencidos defendem que a lei de 2025 introduziu garantias suficientes, nomeadamente a exigência de autorização prévia de um juiz de instrução para o acesso aos dados e a notificação posterior das pessoas visadas. Num dos votos de vencido, o juiz conselheiro Rui Gaspar alerta para “o risco real de paralisação de investigações” em crimes como o terrorismo, o tráfico de pessoas e o abuso sexual de menores.",
                    "A Procuradoria-Geral da República reagiu em comunicado, afirmando que a decisão “terá um impacto significativo” em processos em curso e que os magistrados do Ministério Público vão analisar “caso a caso” as consequências do acórdão.",
                    "## Ministra admite “solução europeia”",
                    "A ministra da Justiça, Beatriz Quintela, afirmou que o Governo “respeita as decisões do Tribunal Constitucional” e que vai apresentar uma nova proposta de lei “no primeiro trimestre de 2027”. A governante admitiu que a solução poderá passar por um modelo de conservação “seletiva”, limitada a determinadas zonas geográficas ou categorias de pessoas, semelhante ao que está a ser discutido a nível europeu.",
                    "O pedido de fiscalização tinha sido apresentado pela Provedora de Justiça, que saudou a decisão como “uma vitória dos direitos fundamentais”.",
                ],
                "court-naive-iso-time",
                section="Justiça",
                dek="Juízes consideram que a nova lei continua a violar o direito à reserva da vida privada. Governo vai ter de voltar a legislar.",
                texto_de=True,
            )
        )
        add(
            story(
                "opiniao",
                f"{D}/04/opiniao/opiniao/reforma-eleitoral-todos-prometem-ninguem-faz-2101215",
                "A reforma eleitoral que todos prometem e ninguém faz",
                "2026-12-04",
                "2026-12-04T06:00:00Z",
                "4 de dezembro de 2026, 06:00",
                ["Helena Brito"],
                [
                    "De quatro em quatro anos, com uma regularidade quase comovente, os partidos portugueses redescobrem o sistema eleitoral. Nos programas de governo, nas moções de congresso, nas entrevistas de campanha, promete-se a aproximação entre eleitos e eleitores, a criação de círculos uninominais, a introdução do voto preferencial. Depois das eleições, o tema desaparece com a mesma rapidez com que surgiu.",
                    "Esta semana, a propósito da discussão sobre a abstenção nas eleições autárquicas, voltámos a ouvir as mesmas promessas. O ministro dos Assuntos Parlamentares anunciou que o Governo vai “abrir um diálogo alargado” sobre a reforma do sistema eleitoral para a Assembleia da República. A Aliança Progressista respondeu que está “disponível para discutir”, desde que não se ponha em causa a proporcionalidade. O Movimento Liberal lembrou que tem um projeto entregue desde 2024. Nada disto é novo.",
                    "O problema não é falta de propostas. Desde a revisão constitucional de 1997, que abriu a porta aos círculos uninominais, foram apresentados no Parlamento pelo menos onze projetos de reforma, alguns deles tecnicamente muito bem construídos. Nenhum chegou sequer à votação na especialidade.",
                    "O problema é de incentivos. Qualquer reforma do sistema eleitoral exige uma maioria de dois terços, o que significa, na prática, um acordo entre os dois maiores partidos. E os dois maiores partidos são precisamente os que mais beneficiam do sistema atual: os círculos distritais de dimensão média e o método de Hondt dão-lhes sistematicamente uma percentagem de mandatos superior à sua percentagem de votos. Pedir-lhes que mudem o sistema é pedir-lhes que abdiquem de uma vantagem.",
                    "Há ainda um segundo obstáculo, menos falado. O sistema atual dá às direções partidárias um poder enorme sobre a composição das listas e, portanto, sobre a carreira de cada deputado. Um deputado que deve o lugar à direção do partido vota com a direção do partido. Um deputado eleito num círculo uninominal, ou graças ao voto preferencial, teria uma legitimidade própria e seria, inevitavelmente, menos disciplinado. Não conheço nenhum líder partidário que deseje genuinamente isso.",
                    "O resultado está à vista. Portugal tem um dos parlamentos mais distantes dos eleitores da União Europeia, medido pela percentagem de cidadãos que sabe o nome de pelo menos um deputado eleito pelo seu círculo. Os círculos do interior elegem cada vez menos deputados, à medida que perdem população, e Portalegre elege hoje apenas dois. Os emigrantes, mais de dois milhões de pessoas, elegem quatro.",
                    "Não há sistemas eleitorais perfeitos, e qualquer reforma tem custos. Um sistema misto, como o alemão, reforçaria a ligação entre eleitos e eleitores sem sacrificar a proporcionalidade, mas é mais difícil de explicar e de administrar. O voto preferencial, usado em vários países nórdicos, dá mais poder aos eleitores, mas pode fomentar a competição interna e a personalização das campanhas.",
                    "O que não é aceitável é continuar a fingir. Se os partidos não querem reformar o sistema eleitoral, que o digam com clareza e deixem de o prometer. Se querem, que comecem por onde é fácil: um calendário, uma comissão eventual com prazo para concluir os trabalhos e o compromisso de levar um texto a votos antes do fim da legislatura. Tudo o resto é conversa.",
                    'RAW:<p class="story__disclaimer"><em>A autora escreve segundo o novo Acordo Ortográfico</em></p>',
                ],
                "opinion-column-author-description",
                section="Opinião",
                description="Politóloga, professora na Universidade do Minho",
            )
        )
        add(
            story(
                "lusa",
                f"{D}/03/politica/noticia/governo-aprova-reforco-40-milhoes-tribunais-administrativos-fiscais-2101150",
                "Governo aprova reforço de 40 milhões para os tribunais administrativos e fiscais",
                "2026-12-03",
                "2026-12-03T17:10:00Z",
                "3 de dezembro de 2026, 17:10",
                [],
                [
                    "O Conselho de Ministros aprovou esta quinta-feira um reforço de 40 milhões de euros para os tribunais administrativos e fiscais, destinado à contratação de 60 novos magistrados e 200 oficiais de justiça até 2028.",
                    "Segundo o comunicado divulgado no final da reunião, o objetivo é reduzir para metade, em três anos, o número de processos pendentes nestes tribunais, que ultrapassa atualmente os 70 mil.",
                    "A ministra da Justiça, Beatriz Quintela, afirmou em conferência de imprensa que os tribunais administrativos e fiscais são “o elo mais fraco” do sistema de justiça e que há processos de natureza fiscal “que se arrastam há mais de dez anos”.",
                    "O diploma prevê ainda a criação de duas novas secções especializadas em contratação pública, em Lisboa e no Porto.",
                ],
                "agency-brief-lusa",
                section="Justiça",
                credit="Lusa",
            )
        )
        add(
            story(
                "lisboa",
                f"{D}/01/local/noticia/assembleia-municipal-lisboa-aprova-taxa-turistica-5-euros-cruzeiros-2101033",
                "Assembleia Municipal de Lisboa aprova taxa turística de cinco euros e alarga cobrança aos cruzeiros",
                "2026-12-01",
                None,
                "1 de dezembro de 2026, 23:15",
                ["Sofia Carvalho"],
                [
                    "A Assembleia Municipal de Lisboa aprovou esta terça-feira à noite o aumento da taxa municipal turística de dormida de quatro para cinco euros por noite, a partir de 1 de março de 2027. A proposta da câmara foi aprovada com os votos favoráveis do PSR e do Movimento Liberal, a abstenção da Aliança Progressista e os votos contra do Bloco Popular e dos deputados municipais independentes.",
                    "A mesma deliberação alarga a cobrança da taxa aos passageiros de navios de cruzeiro em trânsito que desembarquem no terminal de Santa Apolónia, que passam a pagar três euros por pessoa. Até agora, estes passageiros estavam isentos.",
                    "Segundo as contas da autarquia, as alterações deverão render cerca de 28 milhões de euros adicionais por ano, elevando a receita total da taxa para perto de 110 milhões de euros.",
                    "## Para onde vai o dinheiro",
                    "O vereador das Finanças, Tiago Moura, garantiu que pelo menos metade da receita adicional será canalizada para a habitação, nomeadamente para o programa municipal de renda acessível, e para a limpeza urbana nas freguesias mais afetadas pela pressão turística, como Santa Maria Maior, Misericórdia e Belém.",
                    "“Quem nos visita deve contribuir para a cidade que usa. É uma questão de justiça para os lisboetas, que suportam os custos do turismo todos os dias”, afirmou o vereador durante o debate.",
                    "## Críticas do setor",
                    "As associações do setor hoteleiro criticaram o aumento, considerando que Lisboa passa a ter “uma das taxas mais altas do Sul da Europa” e que a medida poderá afastar turistas para outros destinos. Os operadores de cruzeiros, por sua vez, admitem reduzir as escalas na capital.",
                    "O Bloco Popular votou contra por entender que o aumento é “insuficiente” e defendeu uma taxa de oito euros, com isenção para os estudantes e para quem viaja por motivos de saúde. A deputada municipal Joana Falcão acusou a câmara de “fazer de conta que resolve a crise da habitação com trocos”.",
                    "A taxa continua a aplicar-se a um máximo de sete noites por estadia e não é cobrada a menores de 13 anos.",
                ],
                "local-politics-no-jsonld",
                section="Local",
                dek="Receita adicional de 28 milhões de euros por ano. Câmara promete metade para a habitação e a limpeza urbana.",
                nold=True,
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="Diário Atlântico">',
            '<meta property="og:locale" content="pt_PT">',
            '<meta property="fb:app_id" content="170000000000001">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}">')
            out.append(
                f'<meta property="og:image" content="https://imagens.diarioatlantico.test/{doc.path.rsplit("-", 1)[-1]}/1200x630.jpg">'
            )
            if doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            if not doc.extra.get("nold"):
                author = (
                    [{"@type": "Person", "name": a, "url": f"{self.origin}/autor/{SLUG[a]}"} for a in doc.authors]
                    if doc.authors
                    else {"@type": "Organization", "name": "Diário Atlântico"}
                )
                ld = {
                    "@context": "http://schema.org",
                    "@type": "OpinionNewsArticle" if doc.section == "Opinião" else "NewsArticle",
                    "headline": doc.title,
                    "url": url,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "articleSection": doc.section,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Diário Atlântico",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/img/logo-amp.png"},
                    },
                    "isAccessibleForFree": "False",
                }
                out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav__item">{self.a(k, t, "nav", attrs=NAVLINK)}</li>'
            for k, t in (("politica", "Política"), ("agenda", "Agenda parlamentar"))
        ) + "".join(
            f'<li class="nav__item"><a class="nav__link" href="{h}">{t}</a></li>'
            for h, t in (
                ("/sociedade", "Sociedade"),
                ("/economia", "Economia"),
                ("/mundo", "Mundo"),
                ("/local", "Local"),
                ("/cultura", "Cultura"),
                ("/desporto", "Desporto"),
                ("/opiniao", "Opinião"),
            )
        )
        ultimas = "".join(
            f'<li class="latest__item"><time>{self.docs[k].stamp[-5:]}</time> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("orcamento", "rendas", "opiniao", "lusa", "solos")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | Diário Atlântico</title>
{self.head(doc)}
<link rel="stylesheet" href="/static/css/site.min.css?v=20261130">
<link rel="alternate" type="application/rss+xml" title="Diário Atlântico – Política" href="https://feeds.diarioatlantico.test/politica">
<style>/*PAD*/</style>
<script>window.didomiConfig={{"website":{{"apiKey":"atl-2f9c","name":"Diário Atlântico"}},"notice":{{"position":"popup"}}}};</script>
<script async src="https://sdk.privacy-center.test/atl-2f9c/loader.js"></script>
</head>
<body class="{"page-story" if doc.is_article else "page-" + doc.kind}">
<header class="site-header">
<div class="site-header__top"><button class="menu-toggle" aria-label="Abrir menu">Menu</button>
{self.a("home", "Diário Atlântico", "nav", attrs='class="site-logo" title="Diário Atlântico"')}
<div class="site-header__tools">{self.a("search", "Pesquisar", "nav", attrs='class="search-link"')} {self.a("subscribe", "Assinar", "nav", attrs='class="button button--subscribe"')} <a class="login-link" href="https://conta.diarioatlantico.test/entrar">Entrar</a></div></div>
<nav class="site-nav" aria-label="Secções"><ul class="nav__list">{nav}</ul></nav>
</header>
<div class="ad ad--top" data-ad-slot="atl_top"></div>
<main class="site-main" id="main">
{main}
<aside class="latest"><h2 class="latest__title">Últimas</h2><ul class="latest__list">{ultimas}</ul></aside>
</main>
<footer class="site-footer">
<div class="site-footer__brand">Diário Atlântico</div>
<ul class="site-footer__links">
<li>{self.a("about", "Estatuto editorial", "footer")}</li>
<li><a href="/ficha-tecnica">Ficha técnica</a></li>
<li>{self.a("privacy", "Política de privacidade", "footer")}</li>
<li><a href="/termos-e-condicoes">Termos e condições</a></li>
<li>{self.a("subscribe", "Assinaturas", "footer")}</li>
<li><a href="/provedor-do-leitor">Provedor do leitor</a></li>
<li><a href="mailto:geral@diarioatlantico.test">Contactos</a></li>
<li><a href="https://www.facebook.test/diarioatlantico">Facebook</a></li>
<li><a href="https://www.instagram.test/diarioatlantico">Instagram</a></li>
</ul>
<p class="site-footer__legal">© 2026 Atlântico Media, S.A. Todos os direitos reservados. Registo na ERC n.º 114 622.</p>
</footer>
<div id="didomi-host" class="didomi-popup"><div class="didomi-popup__content"><p>Nós e os nossos parceiros utilizamos cookies e tecnologias semelhantes para guardar e aceder a informações no seu dispositivo, para mostrar publicidade e conteúdos personalizados e para medir audiências.</p><button class="didomi-button">Concordar e fechar</button> <button class="didomi-button didomi-button--secondary">Saber mais</button></div></div>
<script src="/static/js/site.min.js?v=20261130" defer></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"tipo":"{"artigo" if doc.is_article else doc.kind}","seccao":"{esc(doc.section or doc.title)}"}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="story__byline"><span class="byline__agency">{esc(doc.extra.get("credit", ""))}</span></div>'

        def name(a: str) -> str:
            if a == "Ana Lopes":
                return self.a("author", a, "byline", attrs='class="byline__name" rel="author"')
            return f'<a class="byline__name" rel="author" href="/autor/{SLUG[a]}">{esc(a)}</a>'

        names = " e ".join(name(a) for a in doc.authors)
        pre = '<span class="byline__text">Texto de </span>' if doc.extra.get("texto_de") else ""
        desc = (
            f'<p class="byline__description">{esc(doc.extra["description"])}</p>'
            if doc.extra.get("description")
            else ""
        )
        return f'<div class="story__byline">{pre}{names}{desc}</div>'

    def story_main(self, doc: Doc) -> str:
        def fig(alt: str, cap: str) -> str:
            credit = cap.rsplit(" ", 3)
            return f'<figure class="story__figure"><img src="https://imagens.diarioatlantico.test/{len(alt)}{len(cap)}/800x450.jpg" alt="{esc(alt)}" loading="lazy"><figcaption class="story__caption">{esc(" ".join(credit[:-3]))} <span class="story__credit">{esc(" ".join(credit[-3:]))}</span></figcaption></figure>'

        tags = ""
        if doc.extra.get("tag"):
            tags = f'<ul class="story__tags"><li class="story__tags-title">Tópicos</li><li>{self.a("tag", "Orçamento do Estado 2027", "content")}</li><li><a href="/tags/parlamento">Parlamento</a></li><li><a href="/tags/governo">Governo</a></li></ul>'
        related = "".join(
            f'<li class="card card--small"><h3 class="card__headline">{self.a(k, self.docs[k].title, "related")}</h3></li>'
            for k in ARTS
            if k != doc.key
        )
        share = f'<div class="share-bar"><a href="https://www.facebook.test/sharer.php?u={esc(self.url(doc.key))}" class="share share--facebook">Partilhar</a> <a href="https://x.test/intent/tweet?url={esc(self.url(doc.key))}" class="share share--x">Publicar</a> <a href="whatsapp://send?text={esc(self.url(doc.key))}" class="share share--whatsapp">WhatsApp</a> <button class="share share--gift">Oferecer artigo</button></div>'
        dek = f'<div class="story__blurb lead"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""
        return f"""<article class="story" id="story-article">
<header class="story__header">
<div class="story__kicker"><span class="kicker">{esc(doc.section)}</span></div>
<h1 class="headline story__headline">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
<time class="dateline" datetime="{doc.iso or ""}">{doc.stamp}</time>
{share}
</header>
<div class="story__body" id="story-body">
{self.blocks(doc, fig=fig)}
</div>
{tags}
<div class="newsletter-box"><h3>Newsletter Política</h3><p>Todas as semanas, o essencial do que se passa em São Bento e em Belém.</p><form action="https://newsletters.diarioatlantico.test/subscrever" method="post"><input type="email" name="email" placeholder="O seu email"><button>Subscrever</button></form></div>
<section class="comments"><h2>Comentários</h2><p>Os comentários estão reservados a assinantes. <a href="https://conta.diarioatlantico.test/entrar">Inicie sessão</a> para comentar.</p></section>
</article>
<section class="related"><h2 class="related__title">Mais em Política</h2><ul class="related__list">{related}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            by = f'<span class="card__byline">{esc(" e ".join(d.authors))}</span>' if d.authors else ""
            img = (
                f'<img class="card__image" src="https://imagens.diarioatlantico.test/{k}/400x225.jpg" alt="" loading="lazy">'
                if i < 3
                else ""
            )
            kicker = d.section if d.is_article else "Agenda"
            cards.append(
                f'<article class="card">{img}<span class="card__kicker">{esc(kicker)}</span><h2 class="card__headline">{self.a(k, d.title, "content")}</h2><p class="card__lead">{esc(self.lede(d))}</p>{by}</article>'
            )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">Diário Atlântico</h1>'
        if doc.kind == "author":
            head += f'<p class="author-bio">{esc(doc.extra["bio"])}</p><a href="mailto:ana.lopes@diarioatlantico.test">ana.lopes@diarioatlantico.test</a>'
        if doc.kind == "search":
            head += '<form class="search-form" action="/pesquisa"><input type="search" name="q" value="rendas"><button>Pesquisar</button></form><p class="search-count">2 resultados</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Página seguinte", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "Página anterior", "pagination")}</nav>'
        extra = ""
        if doc.kind == "home":
            extra = f'<section class="topics"><h2>Em destaque</h2>{self.a("tag", "Orçamento do Estado 2027", "content")} · {self.a("author", "As análises de Ana Lopes", "content")} · {self.a("lisboa", "Taxa turística em Lisboa", "content")} · {self.a("politica", "Toda a Política", "content")}</section>'
        return f'<section class="listing">{head}\n{"".join(cards)}\n{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc).replace('<table class="data">', '<table class="agenda-table">')
        return f'<article class="static-page"><h1 class="static-page__title">{esc(doc.title)}</h1>\n{body}\n</article>'
