# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Portuguese quotes and dashes are deliberate)
"""A Voz do Lima: a **hand-written static HTML** weekly of Ponte de Lima (Alto Minho), kept in FrontPage and Notepad
from 1998 until it stopped updating in December 2009, still online. European Portuguese in the pre-2009 spelling
("actualizado", "Redacção", "Junho"), Lisbon time. Pages are `.htm` files linked **relatively** (`../../index.htm`),
the home page is `/index.htm`; the layout is a `<center>`ed 760-pixel table with `<font face="Verdana" size="2">`
text, Dreamweaver rollover scripts, a CGI visitor counter and a later cookie-consent script.

The `<meta http-equiv>` declares **iso-8859-1** (the header is plain `text/html`) while the bytes are **windows-1252**
(a raw 0x80 euro sign, en dashes): Scrapy, like browsers, decodes it as `cp1252`, as labelled. Paragraphs are text
separated by `<br><br>` inside one `<font>`; dates are hand-typed **day/month/year** ("12/04/2008" is 12 April), the
credit line "Texto: … | Fotos: …". Hard cases: a 2004 story laid out with **spacer GIFs** (one table row per
paragraph, a 15-pixel spacer cell, 10-pixel spacer rows), the Vaca das Cordas story whose only date is "Quarta-feira,
6 de Junho" (no year; the year is in the URL `/noticias/2007/`), a columnist's tail "*Professor aposentado", a sports
report signed only with initials, an interview with bold questions, a Matt's-Script-Archive **guestbook**, a
pharmacy rota table and a CGI search page."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "http://www.avozdolima.test"
ARTS = ["orcamento", "lemos", "desporto", "cheias", "feiras", "entrevista", "vaca", "ponte"]  # newest first
SEARCH = "cheias"


class VozDoLima(Base):
    origin = ORIGIN
    name = "A Voz do Lima"
    prefix = "vdl"
    language = "pt"
    encoding = "cp1252"
    content_type = "text/html"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vdl",
            [
                "a:link",
                "a:visited",
                "a:hover",
                ".menu",
                ".titulo",
                ".data",
                ".texto",
                ".legenda",
                "td.rodape",
                ".destaque",
                "hr",
            ],
            200,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/index.htm",
                "home",
                "A Voz do Lima",
                "static-frontpage-table",
                list=["orcamento", "lemos", "desporto", "cheias", "feiras"],
            )
        )
        add(
            page(
                "noticias",
                "/noticias.htm",
                "section",
                "Notícias",
                "static-section-list",
                list=["orcamento", "cheias", "feiras", "desporto"],
                more="noticias2",
            )
        )
        add(
            page(
                "noticias2",
                "/noticias2.htm",
                "section",
                "Notícias",
                "static-section-list-page2",
                list=["entrevista", "vaca", "ponte"],
            )
        )
        add(
            page(
                "tema",
                "/temas/festas.htm",
                "tag",
                "Festas e Tradições",
                "static-topic-dossier",
                list=["feiras", "vaca"],
            )
        )
        add(
            page(
                "author",
                "/colaboradores/joao_lemos.htm",
                "author",
                "Crónicas de João Lemos",
                "static-columnist-page",
                list=["lemos"],
            )
        )
        add(
            page(
                "search",
                f"/cgi-bin/procura.pl?palavras={SEARCH}",
                "search",
                "Resultados da pesquisa",
                "perl-cgi-search-results",
                list=["cheias"],
            )
        )
        add(
            page(
                "livro",
                "/livro/guestbook.html",
                "guestbook",
                "Livro de Visitas",
                "matts-guestbook-pl",
                entries=[
                    (
                        "Muitos parabéns pelo jornal, leio todas as semanas aqui em Paris. Saudades da nossa terra e das Feiras Novas!",
                        "Manuel Ferreira",
                        "Paris, França",
                        "Domingo, 13 de Abril de 2008 às 21:14:05",
                    ),
                    (
                        "Vi as fotografias das cheias no Largo de Camões. Que tristeza! Força aos comerciantes.",
                        "Ana Lima",
                        "Genebra, Suíça",
                        "Sábado, 12 de Abril de 2008 às 23:02:41",
                    ),
                    (
                        "Gostava de saber se ainda é possível fazer assinatura do jornal em papel para o Canadá. Obrigado.",
                        "José Carlos Pereira",
                        "Toronto, Canadá",
                        "Quinta-feira, 3 de Abril de 2008 às 02:45:10",
                    ),
                    (
                        "Sou neta de limianos e nunca fui a Ponte de Lima. Este ano vou às Feiras Novas! Beijinhos a todos.",
                        "Patrícia Silva",
                        "Rio de Janeiro, Brasil",
                        "Terça-feira, 25 de Março de 2008 às 18:30:55",
                    ),
                    (
                        "Bom trabalho. A página está cada vez melhor.",
                        "Rui",
                        "Viana do Castelo",
                        "Segunda-feira, 17 de Março de 2008 às 10:11:03",
                    ),
                ],
            )
        )
        add(
            page(
                "ficha",
                "/ficha.htm",
                "about",
                "Ficha Técnica",
                "static-imprint",
                [
                    "A Voz do Lima – Semanário Regional de Ponte de Lima",
                    "- Director: Armando Sousa Carvalho",
                    "- Chefe de Redacção: Maria José Fernandes",
                    "- Redacção: Sandra Pires, Carlos Teixeira, António Sá",
                    "- Fotografia: Rui Barbosa",
                    "- Colaboradores: João Lemos, J. M. Castro (desporto)",
                    "- Propriedade: Cooperativa Editorial Limiana, C.R.L.",
                    "- Sede: Rua do Souto, n.º 22, 4990-062 Ponte de Lima",
                    "- Telefone: 258 900 112 · Fax: 258 900 113",
                    "- Registo na ERC n.º 118 412 · Depósito legal n.º 98 211/96",
                    "- Tiragem: 4 500 exemplares",
                    "Assinatura anual: Portugal 25 €; Europa 45 €; resto do mundo 60 €.",
                ],
            )
        )
        add(
            page(
                "farmacias",
                "/farmacias.htm",
                "service",
                "Farmácias de Serviço",
                "static-pharmacy-rota-table",
                [
                    "T: Dia | Farmácia | Morada | Telefone",
                    "T: Sáb 05/12 | Farmácia Central | Largo de Camões, 14 | 258 941 120",
                    "T: Dom 06/12 | Farmácia Lima | Av. António Feijó, 31 | 258 942 305",
                    "T: Seg 07/12 | Farmácia Arcozelo | Rua de Arcozelo, 7 | 258 943 018",
                    "T: Ter 08/12 | Farmácia Moderna | Rua Cardeal Saraiva, 52 | 258 941 877",
                    "T: Qua 09/12 | Farmácia Central | Largo de Camões, 14 | 258 941 120",
                    "T: Qui 10/12 | Farmácia Lima | Av. António Feijó, 31 | 258 942 305",
                    "T: Sex 11/12 | Farmácia Arcozelo | Rua de Arcozelo, 7 | 258 943 018",
                    "As farmácias de serviço estão abertas das 9h00 às 22h00. Fora deste horário, contacte o 112 ou a Linha Saúde 24 (808 24 24 24).",
                ],
            )
        )
        add(
            story(
                "cheias",
                "/noticias/2008/cheias_lima.htm",
                "Rio Lima galga as margens e inunda o Largo de Camões",
                "2008-04-12",
                None,
                "12/04/2008",
                ["Maria José Fernandes"],
                [
                    "As chuvas intensas dos últimos dias fizeram subir o caudal do rio Lima, que na madrugada de sexta-feira galgou as margens e inundou o Largo de Camões e parte da Avenida dos Plátanos. Vários estabelecimentos comerciais da zona ribeirinha tiveram de ser evacuados.",
                    "Segundo os Bombeiros Voluntários de Ponte de Lima, a água chegou a atingir cerca de meio metro de altura junto ao chafariz. Não houve feridos a registar, mas os prejuízos nos cafés e lojas da zona ainda estão por contabilizar.",
                    "«Nunca vi a água subir tão depressa. Às seis da manhã estava tudo seco e às oito já não se conseguia passar», contou à Voz do Lima o proprietário de um café do largo, que passou o dia a retirar lama do estabelecimento.",
                    "A Câmara Municipal accionou o plano de emergência, cortou o trânsito na Avenida dos Plátanos e fechou o acesso à ponte medieval, que foi reaberta ao fim da tarde. Os serviços municipais estiveram no terreno durante todo o dia a limpar as ruas e a desobstruir sarjetas.",
                    "O Instituto da Água atribui a subida do rio à combinação da precipitação forte com as descargas da barragem do Alto Lindoso, a montante. A autarquia vai pedir esclarecimentos sobre a forma como as descargas foram geridas.",
                    "Esta é a terceira cheia a atingir o centro histórico nos últimos cinco anos. Os comerciantes voltam a pedir a construção de uma protecção na margem direita, projecto que tem sido sucessivamente adiado.",
                ],
                "static-br-paragraphs-dd-mm-yyyy",
                section="Sociedade",
                credit="Texto: Maria José Fernandes | Fotos: Rui Barbosa",
                photo=("cheias1.jpg", "O Largo de Camões coberto pela água na manhã de sexta-feira"),
                related=["orcamento", "ponte"],
            )
        )
        add(
            story(
                "ponte",
                "/noticias/2004/ponte_pedonal.htm",
                "Nova ponte pedonal liga Arcozelo ao centro histórico",
                "2004-11-27",
                None,
                "27/11/2004",
                ["António Sá"],
                [
                    "Foi inaugurada no passado domingo a nova ponte pedonal sobre o rio Lima, que liga a freguesia de Arcozelo ao centro histórico da vila. A obra, orçada em cerca de 900 mil euros, foi comparticipada em 75 por cento por fundos comunitários.",
                    "A cerimónia contou com a presença de centenas de limianos, que aproveitaram o domingo de sol para atravessar a nova estrutura. A banda de música tocou no tabuleiro e, no final, foi servido um porto de honra no Largo de Camões.",
                    "A nova ponte, em madeira e aço, tem 180 metros de comprimento e foi desenhada para se integrar na paisagem ribeirinha sem competir com a ponte medieval, que fica a cerca de trezentos metros a jusante.",
                    "O presidente da Câmara sublinhou que a travessia vai aliviar a ponte antiga, muito procurada pelos turistas, e encurtar o caminho de muitos estudantes de Arcozelo que frequentam as escolas da vila. «Esta ponte era uma aspiração antiga das gentes de Arcozelo», afirmou.",
                    "A obra não esteve isenta de polémica. Um grupo de moradores contestou a localização escolhida e chegou a entregar um abaixo-assinado na Assembleia Municipal, mas o projecto acabou por ser aprovado com o parecer favorável do IPPAR.",
                    "A ponte estará aberta a peões e bicicletas. À noite, a iluminação será assegurada por projectores instalados ao nível do tabuleiro.",
                ],
                "static-spacer-gif-table-layout",
                section="Sociedade",
                credit="Por António Sá",
                spacer=True,
                related=["cheias", "vaca"],
            )
        )
        add(
            story(
                "vaca",
                "/noticias/2007/vaca_das_cordas.htm",
                "Vaca das Cordas voltou a encher as ruas da vila",
                "2007-06-06",
                None,
                "Quarta-feira, 6 de Junho",
                ["Sandra Pires"],
                [
                    "Como manda a tradição, na véspera do Corpo de Deus a vaca saiu à rua presa por cordas e percorreu as ruas estreitas do centro histórico, seguida por milhares de pessoas. Este ano a corrida decorreu sem incidentes graves.",
                    "O animal deu as três voltas da praxe à Igreja Matriz, sob os aplausos e os gritos da multidão, antes de seguir para o areal, junto ao rio, onde terminou o percurso já perto da meia-noite.",
                    "Os Bombeiros Voluntários registaram apenas quatro pequenas ocorrências, todas relacionadas com quedas sem gravidade. A GNR destacou cerca de quarenta militares para garantir a segurança.",
                    "A tradição continua a dividir opiniões. Associações de defesa dos animais voltaram a manifestar-se à entrada da vila, com cartazes a pedir o fim do evento. A organização garante que o animal é acompanhado por um veterinário e que não é maltratado.",
                    "«É a nossa tradição e não a vamos deixar morrer. Os meus avós já corriam atrás da vaca e os meus netos também hão-de correr», dizia um dos homens que seguravam as cordas.",
                    "As festas do Corpo de Deus prosseguem na quinta-feira com a procissão solene, que sai da Igreja Matriz às 17 horas, e com os tapetes floridos nas ruas do centro.",
                ],
                "static-day-without-year-year-in-url",
                section="Tradições",
                credit="Por Sandra Pires",
                related=["feiras", "ponte"],
            )
        )
        add(
            story(
                "feiras",
                "/noticias/2008/feiras_novas_programa.htm",
                "Feiras Novas: programa completo das festas",
                "2008-09-04",
                None,
                "04/09/2008",
                [],
                [
                    "As Feiras Novas, as maiores festas do Alto Minho, realizam-se este ano de 12 a 15 de Setembro. A Comissão de Festas apresentou na terça-feira o programa, que mantém os números tradicionais e traz algumas novidades.",
                    "Eis o programa principal:",
                    "- Sexta-feira, 12 de Setembro – 21h30: abertura oficial e concerto da Banda de Música no Largo de Camões",
                    "- Sábado, 13 de Setembro – 10h00: grande feira franca no areal; 22h00: noite de folclore com ranchos do concelho",
                    "- Domingo, 14 de Setembro – 16h00: cortejo etnográfico; 24h00: fogo-de-artifício sobre o rio Lima",
                    "- Segunda-feira, 15 de Setembro – 17h00: procissão em honra de Nossa Senhora das Dores; 23h00: concerto de encerramento",
                    "Entre as novidades deste ano está um espaço dedicado aos produtos da terra no Largo da Feira, com vinho verde, fumeiro e doçaria, e um parque de estacionamento gratuito em Arcozelo, com autocarros de ligação ao centro.",
                    "A organização espera mais de meio milhão de visitantes durante os quatro dias e recomenda o uso dos transportes públicos.",
                ],
                "static-programme-bullet-lines",
                section="Festas",
                credit="Redacção",
                related=["vaca", "cheias"],
            )
        )
        add(
            story(
                "entrevista",
                "/noticias/2008/entrevista_escola.htm",
                "«Os alunos saem daqui com emprego garantido»",
                "2008-10-18",
                None,
                "18/10/2008",
                ["Sandra Pires"],
                [
                    "Teresa Antunes dirige há dez anos a escola profissional da vila, que este ano lectivo abriu dois novos cursos. Falámos com ela sobre empregabilidade, a falta de técnicos na região e o futuro do ensino profissional.",
                    "Q: A escola abriu este ano os cursos de Turismo Rural e de Mecatrónica. Porquê estas áreas? || Porque são as áreas em que as empresas da região nos dizem que faltam pessoas. Temos fábricas no parque industrial que não encontram técnicos de manutenção, e temos cada vez mais casas de turismo rural que precisam de gente preparada.",
                    "Q: Quantos alunos conseguem emprego depois do curso? || Nos últimos três anos, cerca de oitenta por cento dos nossos diplomados estavam a trabalhar seis meses depois de acabar o curso. Alguns ficam nas empresas onde fizeram o estágio. Outros seguem para o ensino superior, o que também nos deixa muito satisfeitos.",
                    "Q: O ensino profissional ainda é visto como uma segunda escolha? || Cada vez menos, mas ainda é. Há pais que acham que o filho só vai para o profissional se não tiver notas para o secundário normal. Isso está a mudar, porque as famílias vêem os resultados.",
                    "Q: Que apoio recebe a escola da autarquia? || A Câmara tem sido uma parceira importante, sobretudo no transporte dos alunos das freguesias mais afastadas. Mas precisávamos de um pavilhão novo para as oficinas. O actual já não chega.",
                    "Q: Onde gostaria de ver a escola daqui a dez anos? || Com mais alunos de fora do concelho e com cursos ligados ao rio e à floresta, que são as grandes riquezas desta terra.",
                ],
                "static-interview-kicker-line-bold-questions",
                section="Educação",
                kicker="ENTREVISTA",
                credit="Entrevista de Sandra Pires",
                related=["orcamento", "feiras"],
            )
        )
        add(
            story(
                "lemos",
                "/cronicas/2009/lemos_inverno.htm",
                "O Inverno das nossas aldeias",
                "2009-01-05",
                None,
                "05/01/2009",
                ["João Lemos"],
                [
                    "Há uma aldeia, a meia hora da vila, onde no Inverno passado morreram três pessoas e não nasceu nenhuma. A escola fechou há seis anos, o café há dois. Quem lá vive sabe o dia em que passa a carrinha do pão e o dia em que passa a do peixe, e pouco mais.",
                    "Não digo o nome da aldeia porque podia ser qualquer uma. No nosso concelho há dezenas assim, espalhadas pela serra, com casas de granito fechadas e campos que ninguém cultiva. Os filhos estão em Braga, em Lisboa, em França ou na Suíça; voltam em Agosto, enchem as festas, e em Setembro as aldeias ficam outra vez em silêncio.",
                    "Fala-se muito de desertificação nos discursos de fim de ano. Faz-se pouco. Um centro de saúde que abre duas manhãs por semana não segura ninguém. Uma estrada arranjada à pressa antes das eleições também não.",
                    "O que seguraria as pessoas, penso eu, era trabalho. E trabalho há: na floresta, que está abandonada e arde todos os Verões; no turismo, que procura precisamente o sossego destas terras; na agricultura de qualidade, que tem mercado em qualquer cidade da Europa. Falta quem junte as pontas.",
                    "Neste Inverno, quando passar por uma dessas aldeias, pare o carro. Beba um café, se ainda houver café. Fale com quem lá está. Vai perceber que não precisam de pena. Precisam de quem acredite que ainda há futuro ali.",
                ],
                "static-column-photo-tail",
                section="Crónica",
                credit="Por João Lemos",
                tail="*Professor aposentado",
                column=True,
                related=["orcamento", "desporto"],
            )
        )
        add(
            story(
                "desporto",
                "/desporto/2009/atletico_valenca.htm",
                "Atlético do Lima vence em Valença e sobe ao terceiro lugar",
                "2009-03-23",
                None,
                "23/03/2009",
                [],
                [
                    "O Atlético do Lima venceu no domingo em Valença por 2-1 e subiu ao terceiro lugar da divisão de honra da Associação de Futebol de Viana do Castelo, a quatro pontos do líder.",
                    "A equipa limiana entrou bem no jogo e chegou ao golo aos 18 minutos, por Tiago Araújo, que aproveitou uma bola perdida na área após um canto. O União de Valença reagiu e empatou antes do intervalo, num remate de fora da área que ainda desviou num defesa.",
                    "Na segunda parte o jogo foi mais dividido, com poucas oportunidades de parte a parte. Aos 81 minutos, Rúben Gonçalves, acabado de entrar, ganhou a linha e cruzou para Hugo Barros encostar de cabeça para o 2-1 final.",
                    "No final, o treinador limiano, Manuel Brito, elogiou o espírito da equipa. «Não fizemos um grande jogo, mas soubemos sofrer e fomos buscar os três pontos a um campo difícil», afirmou.",
                    "No próximo domingo o Atlético recebe o líder, o Sporting da Ribeira, num jogo que pode relançar a luta pelo título.",
                ],
                "static-sport-initials-signoff",
                section="Desporto",
                credit="",
                signoff="J.M.C.",
                related=["lemos", "feiras"],
            )
        )
        add(
            story(
                "orcamento",
                "/noticias/2009/orcamento_2010.htm",
                "Câmara aprova orçamento de 32 milhões para 2010",
                "2009-12-02",
                None,
                "02/12/2009",
                ["Carlos Teixeira"],
                [
                    "A Câmara Municipal aprovou na reunião de segunda-feira o orçamento para 2010, no valor de 32,4 milhões de euros, menos 6 por cento do que no ano corrente. O documento foi aprovado com os votos da maioria e a abstenção dos vereadores da oposição.",
                    "O presidente da autarquia justificou a redução com a quebra das receitas provenientes da construção e com a diminuição das transferências do Estado. «É um orçamento realista, feito a pensar nas dificuldades que as famílias estão a atravessar», afirmou.",
                    "As principais apostas para o próximo ano são a requalificação da zona ribeirinha, a ampliação da rede de saneamento em seis freguesias e a construção de um novo centro escolar em Freixo.",
                    "A tarifa da água mantém-se inalterada, mas a taxa de saneamento sobe de 0,30 € para 0,35 € por metro cúbico, o que representa um aumento médio de cerca de um euro por mês para uma família de quatro pessoas.",
                    "A oposição criticou a falta de investimento nas freguesias de montanha e a dependência de fundos comunitários que ainda não estão garantidos. «Metade das obras anunciadas depende de candidaturas que nem sequer foram aprovadas», lembrou um dos vereadores.",
                    "O orçamento será agora submetido à Assembleia Municipal, que reúne no dia 18 de Dezembro.",
                ],
                "static-font-nbsp-raw-cp1252-euro",
                section="Autarquia",
                credit="Por Carlos Teixeira",
                related=["cheias", "entrevista"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def up(self, doc: Doc) -> str:
        return "../" * (doc.path.count("/") - 1)

    def related(self, doc: Doc) -> str:
        items = "".join(
            f"&#149; {self.a(k, self.docs[k].title, 'related')}<br>\n" for k in doc.extra.get("related", [])
        )
        return f'<table width="100%" border="0" cellpadding="4" cellspacing="0" bgcolor="#E6EEF5"><tr><td><font face="Verdana" size="1"><b>LEIA TAMBÉM</b><br>\n{items}</font></td></tr></table>'

    def story_main(self, doc: Doc) -> str:
        up = self.up(doc)
        kicker = (
            f'<font face="Verdana" size="1" color="#CC0000"><b>{esc(doc.kicker)}</b></font><br>\n' if doc.kicker else ""
        )
        title = f'<font face="Georgia, Times New Roman, serif" size="5" color="#003366"><b>{esc(doc.title)}</b></font><br>\n'
        date = f'<font face="Verdana" size="1" color="#666666"><b>{esc(doc.stamp)}</b></font><br>\n'
        credit = (
            f'<font face="Verdana" size="2"><i>{esc(doc.extra["credit"])}</i></font><br>\n'
            if doc.extra.get("credit")
            else ""
        )
        photo = ""
        if doc.extra.get("photo"):
            src, cap = doc.extra["photo"]
            photo = f'<table width="282" border="0" align="right" cellpadding="0" cellspacing="4"><tr><td><img src="{up}fotos/2008/{src}" width="280" height="210" border="1" alt="Cheias no Largo de Camões"></td></tr><tr><td><font face="Verdana" size="1"><i>{esc(cap)}</i></font></td></tr></table>\n'
        if doc.extra.get("column"):
            photo = f'<img src="{up}imagens/colaboradores/joao_lemos.jpg" width="70" height="90" align="left" hspace="6" alt="João Lemos">\n'
            credit = f'<font face="Verdana" size="2"><i>Por {self.a("author", "João Lemos", "byline")}</i></font><br>\n'
        if doc.extra.get("spacer"):
            sp = f"{up}imagens/spacer.gif"
            rows = "\n".join(
                f'<tr><td width="15"><img src="{sp}" width="15" height="1"></td><td><font face="Arial" size="2">{self.inline(b[1])}</font></td></tr>\n<tr><td colspan="2"><img src="{sp}" width="1" height="10"></td></tr>'
                for b in doc.blocks
                if b[0] == "p"
            )
            body = f"""<table width="590" border="0" cellspacing="0" cellpadding="0">
<tr><td colspan="2"><img src="{sp}" width="1" height="6"></td></tr>
<tr><td width="15"><img src="{sp}" width="15" height="1"></td><td>{date}{credit}</td></tr>
<tr><td colspan="2"><img src="{sp}" width="1" height="12"></td></tr>
{rows}
</table>"""
            date = credit = ""
        else:
            body = (
                '<font face="Verdana" size="2">\n'
                + self.blocks(
                    doc,
                    p_tag="",
                    p_end="<br><br>\n",
                    qa=lambda q, a: f"<b>{q}</b><br>\n{a}<br><br>\n",
                    li=("&#149; ", "<br>\n"),
                )
                + "</font>"
            )
            if doc.key == "orcamento":
                body = body.replace(" por cento", "&nbsp;por cento").replace(
                    "Câmara Municipal aprovou", "Câmara Municipal&nbsp;aprovou"
                )
        tail = ""
        if doc.extra.get("tail"):
            tail = f'<p><font face="Verdana" size="1"><i>{esc(doc.extra["tail"])}</i></font></p>\n'
        if doc.extra.get("signoff"):
            tail = f'<p align="right"><font face="Verdana" size="2"><i>{esc(doc.extra["signoff"])}</i></font></p>\n'
        crumbs = f'<font face="Verdana" size="1">{self.a("home", "Primeira Página", "breadcrumb")} &gt; {self.a("noticias", "Notícias", "breadcrumb") if doc.section not in ("Crónica", "Desporto") else esc(doc.section)} &gt; {esc(doc.section)}</font>'
        return f"""{crumbs}
<hr size="1" noshade color="#003366">
{kicker}{title}{date}{credit}<br>
{photo}{body}
{tail}<br>
{self.related(doc)}
<p align="center"><font face="Verdana" size="1"><a href="javascript:history.back()">&laquo; Voltar</a> | {self.a("home", "Primeira Página", "content")} | <a href="javascript:window.print()">Imprimir</a> | <a href="mailto:?subject=A%20Voz%20do%20Lima">Enviar a um amigo</a></font></p>"""

    def item(self, k: str, lede: bool = True) -> str:
        d = self.docs[k]
        text = f'<br><font face="Verdana" size="2">{esc(self.lede(d))}</font>' if lede else ""
        stamp = d.stamp
        return f'<p><font face="Verdana" size="1" color="#666666">{esc(stamp)} &#150; {esc(d.section)}</font><br><font face="Georgia" size="3"><b>{self.a(k, d.title, "content")}</b></font>{text}</p>'

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.key == "home":
            lead = self.docs[keys[0]]
            others = "\n".join(self.item(k) for k in keys[1:])
            return f"""<table width="100%" border="0" cellpadding="6" cellspacing="0"><tr><td bgcolor="#FFF8DC">
<font face="Verdana" size="1" color="#CC0000"><b>EDIÇÃO N.º 612 &#150; 03/12/2009</b></font><br>
<font face="Georgia, Times New Roman, serif" size="5" color="#003366"><b>{self.a(lead.key, lead.title, "content")}</b></font><br>
<font face="Verdana" size="2">{esc(self.lede(lead))}</font> {self.a(lead.key, "Ler mais »", "content", inner="Ler mais &raquo;")}
</td></tr></table>
<br>
<font face="Verdana" size="2" color="#003366"><b>OUTRAS NOTÍCIAS</b></font>
<hr size="1" noshade color="#003366">
{others}
<p><font face="Verdana" size="2">{self.a("noticias", "Mais notícias »", "content", inner="Mais notícias &raquo;")}</font></p>
<table width="100%" border="0" cellpadding="4" cellspacing="0"><tr>
<td width="50%" valign="top" bgcolor="#E6EEF5"><font face="Verdana" size="2"><b>Festas e Tradições</b><br>{self.a("tema", "Dossier Festas e Tradições", "content")}<br>Tudo sobre as Feiras Novas e a Vaca das Cordas.</font></td>
<td width="50%" valign="top" bgcolor="#E6EEF5"><font face="Verdana" size="2"><b>Farmácias</b><br>{self.a("farmacias", "Farmácias de serviço esta semana", "content")}</font></td>
</tr></table>
<p><font face="Verdana" size="1">Assine já o seu Livro de Visitas: {self.a("livro", "Livro de Visitas", "content")}</font></p>
<p><font face="Verdana" size="1">Sugestão: pesquise o arquivo &#150; {self.a("search", "as cheias no Largo de Camões", "content")}</font></p>
<p align="center"><font face="Arial" size="5" color="#003366"><b>A Voz do Lima</b></font><br><font face="Verdana" size="1">Semanário Regional de Ponte de Lima</font></p>"""
        head = f'<font face="Georgia, Times New Roman, serif" size="5" color="#003366"><b>{esc(doc.title)}</b></font>'
        intro = ""
        if doc.kind == "tag":
            intro = '<p><font face="Verdana" size="2">Dossier com os artigos d\'A Voz do Lima sobre as festas e tradições do concelho. Veja também a galeria de fotografias das Feiras Novas de anos anteriores.</font></p>'
        elif doc.kind == "author":
            intro = f'<p><img src="{self.up(doc)}imagens/colaboradores/joao_lemos.jpg" width="70" height="90" align="left" hspace="6" alt="João Lemos"><font face="Verdana" size="2">João Lemos nasceu em Refoios do Lima em 1941. Professor do ensino secundário durante mais de trinta anos, assina a crónica quinzenal d\'A Voz do Lima desde 1999.</font></p><br clear="all">'
        elif doc.kind == "search":
            intro = f'<form action="procura.pl" method="get"><font face="Verdana" size="2">Pesquisar: <input type="text" name="palavras" value="{SEARCH}" size="20"> <input type="submit" value="Procurar"></font></form><p><font face="Verdana" size="2">Foram encontrados <b>3</b> documentos com a palavra <b>{SEARCH}</b>:</font></p>'
        rows = "\n".join(self.item(k, lede=doc.kind != "search") for k in keys)
        extra = ""
        if doc.kind == "search":
            extra = '<p><font face="Verdana" size="1">2006 &#150; Sociedade</font><br><font face="Georgia" size="3"><b><a href="../noticias/2006/cheias_janeiro.htm">Cheias de Janeiro deixam prejuízos no centro</a></b></font></p>\n<p><font face="Verdana" size="1">2001 &#150; Sociedade</font><br><font face="Georgia" size="3"><b><a href="../noticias/2001/cheias.htm">Cheia histórica no rio Lima</a></b></font></p>'
        elif doc.kind == "author":
            extra = '<p><font face="Georgia" size="3"><b><a href="../cronicas/2008/lemos_vindimas.htm">As vindimas de outros tempos</a></b></font></p>\n<p><font face="Georgia" size="3"><b><a href="../cronicas/2008/lemos_escola.htm">A escola da minha aldeia</a></b></font></p>'
        pager = ""
        if doc.key == "noticias":
            pager = f'<p align="center"><font face="Verdana" size="2">Página 1 | {self.a("noticias2", "2", "pagination")} | {self.a("noticias2", "Página seguinte >>", "pagination", inner="Página seguinte &gt;&gt;")}</font></p>'
        elif doc.key == "noticias2":
            pager = f'<p align="center"><font face="Verdana" size="2">{self.a("noticias", "<< Página anterior", "pagination", inner="&lt;&lt; Página anterior")} | {self.a("noticias", "1", "pagination")} | Página 2</font></p>'
        return f'{head}\n<hr size="1" noshade color="#003366">\n{intro}\n{rows}\n{extra}\n{pager}'

    def service_main(self, doc: Doc) -> str:
        head = f'<font face="Georgia, Times New Roman, serif" size="5" color="#003366"><b>{esc(doc.title)}</b></font>\n<hr size="1" noshade color="#003366">'
        if doc.kind == "guestbook":
            entries = "\n".join(
                f'<b>{esc(msg)}</b><br>\n{esc(name)} <a href="mailto:{esc(name.split()[0].lower())}@correio.test">{esc(name.split()[0].lower())}@correio.test</a><br>\n{esc(place)} - {esc(when)}\n<hr>'
                for msg, name, place, when in doc.extra["entries"]
            )
            return f"""{head}
<center><font face="Verdana" size="2">Obrigado por visitar a página d'A Voz do Lima! Deixe aqui a sua mensagem.<br>
<a href="addguest.html">Assine o Livro de Visitas</a></font></center><p>
<hr>
<font face="Verdana" size="2">
<!--begin-->
{entries}
</font>
<p><font face="Verdana" size="1">Leia as notícias desta semana na {self.a("home", "Primeira Página", "content")}. Mensagens ofensivas serão apagadas.</font></p>
<p align="center"><font size="1">Guestbook &copy; <a href="http://www.scriptarchive.com/">Matt's Script Archive</a></font></p>"""
        if doc.kind == "service":

            def table(rows: list[list[str]], cls: str) -> str:
                trs = "\n".join(
                    "<tr"
                    + (' bgcolor="#003366"' if i == 0 else (' bgcolor="#E6EEF5"' if i % 2 else ""))
                    + ">"
                    + "".join(
                        (
                            f'<td><font face="Verdana" size="2" color="#FFFFFF"><b>{esc(c)}</b></font></td>'
                            if i == 0
                            else f'<td><font face="Verdana" size="2">{esc(c)}</font></td>'
                        )
                        for c in r
                    )
                    + "</tr>"
                    for i, r in enumerate(rows)
                )
                return f'<table width="100%" border="1" cellpadding="3" cellspacing="0" bordercolor="#CCCCCC">\n{trs}\n</table>'

            return f"""{head}
<p><font face="Verdana" size="2">Semana de 5 a 11 de Dezembro de 2009</font></p>
{self.blocks(doc, p_tag='<p><font face="Verdana" size="2">', p_end="</font></p>", table=table)}"""
        html = self.blocks(
            doc,
            p_tag='<p><font face="Verdana" size="2">',
            p_end="</font></p>",
            li=('<font face="Verdana" size="2">&#149; ', "</font><br>\n"),
        )
        return f"""{head}
{html}
<p><font face="Verdana" size="2">Contactos: <a href="mailto:redaccao@avozdolima.test">redaccao@avozdolima.test</a></font></p>"""

    def frame(self, doc: Doc, main: str) -> str:
        up = self.up(doc)
        menu_items = [
            ("home", "Primeira Página", "primeira"),
            ("noticias", "Notícias", "noticias"),
            ("/desporto.htm", "Desporto", "desporto"),
            ("author", "Crónicas", "cronicas"),
            ("tema", "Festas e Tradições", "festas"),
            ("farmacias", "Farmácias", "farmacias"),
            ("/classificados.htm", "Classificados", "classificados"),
            ("livro", "Livro de Visitas", "livro"),
            ("ficha", "Ficha Técnica", "ficha"),
        ]
        menu = "\n".join(
            (
                self.a(
                    k,
                    t,
                    "nav",
                    f"onMouseOver=\"MM_swapImage('m_{img}','','{up}imagens/menu_{img}_on.gif',1)\" onMouseOut=\"MM_swapImgRestore()\"",
                    inner=f'<img src="{up}imagens/menu_{img}.gif" name="m_{img}" width="140" height="22" border="0" alt="{esc(t)}">',
                )
                if k in self.docs
                else f'<a href="{up}{k.lstrip("/")}"><img src="{up}imagens/menu_{img}.gif" name="m_{img}" width="140" height="22" border="0" alt="{esc(t)}"></a>'
            )
            + "<br>"
            for k, t, img in menu_items
        )
        text_menu = " | ".join(
            self.a(k, t, "footer") if k in self.docs else f'<a href="{up}{k.lstrip("/")}">{esc(t)}</a>'
            for k, t, _ in menu_items
        )
        latest = "".join(
            f"&#149; {self.a(k, self.docs[k].title, 'aside')}<br>\n" for k in ["orcamento", "lemos", "desporto"]
        )
        title = (
            "A Voz do Lima - Semanário Regional de Ponte de Lima"
            if doc.key == "home"
            else f"A Voz do Lima - {doc.title}"
        )
        desc = (
            plain(self.lede(doc))
            if doc.is_article
            else "Semanário regional de Ponte de Lima. Notícias, desporto, crónicas, festas e tradições do Alto Minho."
        )
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="GENERATOR" content="Microsoft FrontPage 4.0">
<meta name="ProgId" content="FrontPage.Editor.Document">
<meta name="keywords" content="Ponte de Lima, jornal, semanário, Alto Minho, notícias, Feiras Novas, Vaca das Cordas, rio Lima">
<meta name="description" content="{esc(desc)}">
<title>{esc(title)}</title>
<style type="text/css">
<!--
body {{ font-family: Verdana, Arial, Helvetica, sans-serif; }}
/*PAD*/
-->
</style>
<script language="JavaScript">
<!--
function MM_swapImgRestore() {{ //v3.0
  var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc;
}}
function MM_preloadImages() {{ //v3.0
  var d=document; if(d.images){{ if(!d.MM_p) d.MM_p=new Array();
    var i,j=d.MM_p.length,a=MM_preloadImages.arguments; for(i=0; i<a.length; i++)
    if (a[i].indexOf("#")!=0){{ d.MM_p[j]=new Image; d.MM_p[j++].src=a[i];}}}}
}}
function MM_findObj(n, d) {{ //v4.01
  var p,i,x;  if(!d) d=document; if((p=n.indexOf("?"))>0&&parent.frames.length) {{
    d=parent.frames[n.substring(p+1)].document; n=n.substring(0,p);}}
  if(!(x=d[n])&&d.all) x=d.all[n]; for (i=0;!x&&i<d.forms.length;i++) x=d.forms[i][n];
  for(i=0;!x&&d.layers&&i<d.layers.length;i++) x=MM_findObj(n,d.layers[i].document);
  if(!x && d.getElementById) x=d.getElementById(n); return x;
}}
function MM_swapImage() {{ //v3.0
  var i,j=0,x,a=MM_swapImage.arguments; document.MM_sr=new Array; for(i=0;i<(a.length-2);i+=3)
   if ((x=MM_findObj(a[i]))!=null){{document.MM_sr[j++]=x; if(!x.oSrc) x.oSrc=x.src; x.src=a[i+2];}}
}}
//-->
</script>
</head>
<body bgcolor="#FFFFFF" text="#000000" link="#003366" vlink="#663366" alink="#CC0000" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0" onLoad="MM_preloadImages('{up}imagens/menu_noticias_on.gif','{up}imagens/menu_desporto_on.gif')">
<center>
<table width="760" border="0" cellspacing="0" cellpadding="0">
<tr><td colspan="3"><a href="{up}index.htm"><img src="{up}imagens/topo.jpg" width="760" height="120" border="0" alt="A Voz do Lima - Semanário Regional de Ponte de Lima"></a></td></tr>
<tr><td colspan="3" bgcolor="#003366"><img src="{up}imagens/spacer.gif" width="1" height="4"></td></tr>
<tr>
<td width="150" valign="top" bgcolor="#E6EEF5">
<img src="{up}imagens/spacer.gif" width="150" height="8"><br>
{menu}
<br>
<table width="140" border="0" cellpadding="4" cellspacing="0" align="center"><tr><td bgcolor="#FFFFFF"><font face="Verdana" size="1"><b>ÚLTIMAS</b><br>
{latest}</font></td></tr></table>
<br>
<center><font face="Verdana" size="1">Pesquisar no site:</font>
<form action="{up}cgi-bin/procura.pl" method="get"><input type="text" name="palavras" size="12"><br><input type="submit" value="Procurar"></form></center>
<center><font face="Verdana" size="1">Visitante n.º<br><img src="{up}cgi-bin/contador.pl?pagina=voz" alt="contador" width="90" height="20"></font></center>
<br>
<center><a href="http://www.cm-pontedelima.test/"><img src="{up}imagens/banner_camara.gif" width="130" height="60" border="0" alt="Município de Ponte de Lima"></a><br><br>
<a href="{up}publicidade.htm"><img src="{up}imagens/anuncie_aqui.gif" width="130" height="90" border="0" alt="Anuncie aqui"></a></center>
</td>
<td width="10"><img src="{up}imagens/spacer.gif" width="10" height="1"></td>
<td width="600" valign="top">
<img src="{up}imagens/spacer.gif" width="1" height="8"><br>
{main}
</td>
</tr>
<tr><td colspan="3" bgcolor="#003366"><img src="{up}imagens/spacer.gif" width="1" height="2"></td></tr>
<tr><td colspan="3" align="center" class="rodape"><font face="Verdana" size="1">{text_menu}<br>
&copy; 1998-2009 A Voz do Lima &#150; Todos os direitos reservados. Proibida a reprodução sem autorização.<br>
Actualizado em 03/12/2009 &#150; Melhor visualizado em 800x600 com Internet Explorer 5 ou superior<br>
Webmaster: <a href="mailto:webmaster@avozdolima.test">webmaster@avozdolima.test</a></font></td></tr>
</table>
</center>
<script type="text/javascript">
window.cookieconsent_options = {{"message":"Este sítio utiliza cookies para melhorar a sua experiência de navegação.","dismiss":"Aceito","learnMore":"Saber mais","link":null,"theme":"dark-bottom"}};
</script>
<script type="text/javascript" src="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/1.0.9/cookieconsent.min.js"></script>
</body>
</html>"""
