# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Ecos de la Ribera: a Blogger/Blogspot local-news blog from Tudela (Navarra) on the "Simple" layout (single-
quoted template attributes, `h2.date-header`, `post hentry`, `post-body entry-content`, `abbr.published` with the
+01:00 time, jump breaks "Más información »" on the fronts, comments below posts, BlogArchive / Label / Profile /
ContactForm widgets), posts at `/2026/12/<slug>.html` (month only in the URL), `/2026/12/` monthly archives,
`/search/label/Tr%C3%A1fico`, `/search?q=`, `/search?updated-max=...` as page 2, static pages `/p/<slug>.html`;
Spanish, UTF-8 in the header and in an http-equiv meta; absolute hrefs. The home page and the archives print
full posts (or their part before the jump) with date headers, authors and times: non-articles that look like
articles. No og:type, no JSON-LD beyond Blogger's microdata."""

from __future__ import annotations

import re

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

DAYS = {
    "2026-12-02": "miércoles, 2 de diciembre de 2026",
    "2026-12-01": "martes, 1 de diciembre de 2026",
    "2026-11-30": "lunes, 30 de noviembre de 2026",
    "2026-11-29": "domingo, 29 de noviembre de 2026",
    "2026-11-28": "sábado, 28 de noviembre de 2026",
}
PROFILES = {
    "Javier Goñi": "04417236118205923311",
    "Iñaki Berrozpe": "11893020447126650812",
    "Maite Arrieta": "17220859034411207756",
}


class Ribera(Base):
    origin = "https://ecosdelaribera.blogspot.test"
    name = "Ecos de la Ribera"
    prefix = "er"
    language = "es"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "er",
            [
                ".post-body",
                ".date-header",
                ".sidebar .widget",
                ".comments",
                ".blog-pager",
                ".header-outer",
                ".BlogArchive",
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
                "Ecos de la Ribera",
                "blogger-home-full-posts-with-jump-breaks",
                list=["fotos", "puente", "apagon", "pleno"],
                more="older",
            )
        )
        add(
            page(
                "older",
                "/search?updated-max=2026-12-01T08:05:00%2B01:00&max-results=4",
                "section",
                "Ecos de la Ribera",
                "blogger-updated-max-page2",
                list=["carta", "entrevista", "video"],
                prev="home",
            )
        )
        add(
            page(
                "arch12",
                "/2026/12/",
                "archive",
                "Ecos de la Ribera",
                "blogger-month-archive",
                html_title="Ecos de la Ribera: diciembre 2026",
                list=["fotos", "puente", "apagon", "pleno"],
            )
        )
        add(
            page(
                "arch11",
                "/2026/11/",
                "archive",
                "Ecos de la Ribera",
                "blogger-month-archive-older",
                html_title="Ecos de la Ribera: noviembre 2026",
                list=["carta", "entrevista", "video"],
            )
        )
        add(
            page(
                "label_trafico",
                "/search/label/Tr%C3%A1fico",
                "tag",
                "Tráfico",
                "blogger-label-page",
                list=["puente", "video"],
            )
        )
        add(
            page(
                "label_sucesos",
                "/search/label/Sucesos",
                "tag",
                "Sucesos",
                "blogger-label-page-one-post",
                list=["apagon"],
            )
        )
        add(page("search", "/search?q=puente", "search", "puente", "blogger-search-results", list=["puente", "pleno"]))
        add(
            page(
                "contacto",
                "/p/contacto.html",
                "contact",
                "Contacto",
                "blogger-static-page-contact-form",
                [
                    "¿Tienes una noticia de tu barrio, una queja o una foto? Escríbenos con el formulario de abajo o por correo. Leemos todo, aunque no siempre podemos contestar.",
                    "Las notas de prensa de asociaciones y clubes las publicamos gratis si llegan antes de las 20:00 del día anterior al acto.",
                    "RAW:<div class='contact-form-widget'><form name='contact-form'><p>Nombre</p><input class='contact-form-name' id='ContactForm2_contact-form-name' name='name' size='30' type='text' value=''/><p>Correo electrónico <span style='font-weight: bolder;'>*</span></p><input class='contact-form-email' id='ContactForm2_contact-form-email' name='email' size='30' type='text' value=''/><p>Mensaje <span style='font-weight: bolder;'>*</span></p><textarea class='contact-form-email-message' cols='25' id='ContactForm2_contact-form-email-message' name='email-message' rows='5'></textarea><input class='contact-form-button contact-form-button-submit' id='ContactForm2_contact-form-submit' type='button' value='Enviar'/><div style='text-align: center; max-width: 222px; width: 100%'><p class='contact-form-error-message' id='ContactForm2_contact-form-error-message'></p><p class='contact-form-success-message' id='ContactForm2_contact-form-success-message'></p></div></form></div>",
                ],
            )
        )
        add(
            page(
                "quienes",
                "/p/quienes-somos.html",
                "about",
                "Quiénes somos",
                "blogger-static-page-about-with-names-and-dates",
                [
                    "Ecos de la Ribera nació en marzo de 2011 como un blog de Javier Goñi, periodista jubilado de Tudela, para contar lo que no salía en los periódicos grandes: los plenos, las obras de la calle, las fiestas de los barrios.",
                    "Desde 2019 escribe también Iñaki Berrozpe, fotógrafo, y de vez en cuando publicamos cartas y artículos de vecinos. No tenemos publicidad ni subvenciones. El blog ha superado los cuatro millones de visitas.",
                    "Si quieres colaborar, pásate por la página de contacto.",
                ],
            )
        )
        add(
            page(
                "privacidad",
                "/p/politica-de-privacidad.html",
                "policy",
                "Política de privacidad",
                "blogger-static-page-policy",
                [
                    "Este blog está alojado en Blogger, un servicio de Google. Google utiliza cookies para ofrecer sus servicios y analizar el tráfico; puedes consultar su política en la web de Google.",
                    "Los comentarios se publican con el nombre que elija el lector. Borramos los comentarios con insultos o datos personales de terceros.",
                    "Si nos escribes con el formulario de contacto guardamos tu correo solo para responderte. Actualizado el 4 de enero de 2026.",
                ],
            )
        )

        add(
            story(
                "puente",
                "/2026/12/corte-del-puente-del-ebro.html",
                "Cortado el puente del Ebro hasta el 18 de diciembre",
                "2026-12-02",
                "2026-12-02T09:14:00+01:00",
                "9:14",
                ["Javier Goñi"],
                [
                    "Desde esta mañana el puente viejo sobre el Ebro está cerrado al tráfico de coches. El Gobierno de Navarra ha empezado las obras para cambiar las juntas y reparar la barandilla, que estaba muy dañada desde la riada del invierno pasado.",
                    "Los peatones pueden seguir pasando por la acera del lado de aguas arriba, pero los coches tienen que dar la vuelta por la variante, unos cuatro kilómetros más. A primera hora ya había colas en la rotonda de la avenida de Zaragoza.",
                    "## Los autobuses cambian de parada",
                    "La línea 2 del transporte urbano deja de parar en la plaza de los Fueros y lo hace en la estación de autobuses. El Ayuntamiento dice que pondrá agentes de la Policía Municipal en las horas punta.",
                    "Según el departamento de Obras Públicas las obras cuestan 410.000 euros y, si el tiempo acompaña, el puente se abrirá el 18 de diciembre, antes de las fiestas.",
                ],
                "blogger-post-div-lines-h2-owner-author",
                style="div",
                labels=["Tráfico", "Tudela"],
                comments=[
                    (
                        "Pili R.",
                        "2 de diciembre de 2026, 10:02",
                        "Pues a ver si es verdad lo del 18, que el año pasado iban a ser dos semanas y fueron dos meses.",
                    ),
                    (
                        "Anónimo",
                        "2 de diciembre de 2026, 11:47",
                        "La cola esta mañana llegaba hasta el polígono, una vergüenza que no avisaran con más tiempo.",
                    ),
                    (
                        "Javier Goñi",
                        "2 de diciembre de 2026, 12:15",
                        "Pili, según Obras Públicas esta vez tienen todo el material en la obra. Iremos contando.",
                    ),
                ],
            )
        )
        add(
            story(
                "apagon",
                "/2026/12/sin-luz-en-lourdes.html",
                "Sin luz en el barrio de Lourdes",
                "2026-12-01",
                "2026-12-01T21:40:00+01:00",
                "21:40",
                ["Javier Goñi"],
                [
                    "Unas 600 casas del barrio de Lourdes se han quedado esta tarde sin luz durante casi tres horas por una avería en un transformador de la calle Pamplona.",
                    "La compañía eléctrica ha dado el servicio por restablecido a las 21:20.",
                ],
                "blogger-brief-br-only-no-markup",
                style="br",
                labels=["Sucesos"],
                comments=[],
            )
        )
        add(
            story(
                "fotos",
                "/2026/12/fotos-primera-nieve-moncayo.html",
                "Fotos: primera nieve en el Moncayo",
                "2026-12-02",
                "2026-12-02T18:30:00+01:00",
                "18:30",
                ["Iñaki Berrozpe"],
                [
                    "FIG: El Moncayo nevado visto desde el puente de Tudela | El Moncayo desde el puente, a las 8 de la mañana.",
                    "FIG: Campos de la Ribera con la sierra nevada al fondo | Los campos de Cabanillas con la sierra al fondo.",
                    "Esta mañana la primera nevada del invierno ha dejado blanco el Moncayo y desde la Ribera se veía así de bonito.",
                ],
                "blogger-photo-post-photographer-is-poster",
                style="p",
                labels=["Fotos", "Tiempo"],
                comments=[
                    ("Carmen", "2 de diciembre de 2026, 19:04", "Preciosas, Iñaki. La segunda para enmarcar."),
                ],
            )
        )
        add(
            story(
                "pleno",
                "/2026/12/pleno-de-diciembre-presupuestos.html",
                "El pleno aprueba los presupuestos de 2027 con el voto de calidad del alcalde",
                "2026-12-01",
                "2026-12-01T08:05:00+01:00",
                "8:05",
                ["Javier Goñi"],
                [
                    "El pleno municipal de Tudela aprobó anoche, pasadas las once, los presupuestos de 2027, que suman 58,4 millones de euros. Hubo empate a diez votos y decidió el voto de calidad del alcalde, Fermín Lasheras.",
                    "La partida más grande es la de la nueva piscina cubierta del barrio de la Azucarera, con 6,2 millones repartidos en dos años. También hay 900.000 euros para arreglar calles del Casco Antiguo y 350.000 para el puente de la Mejana.",
                    "## Lo que dijo la oposición",
                    "La portavoz de la oposición, Nerea Zubieta, criticó que el Ayuntamiento suba un 3 por ciento la contribución y que no haya dinero para el centro de día de la calle Gaztambide. «Se gastan seis millones en una piscina y los mayores siguen esperando», dijo.",
                    "El concejal de Hacienda, Ramón Iturralde, respondió que la subida es menor que la inflación y que el centro de día tendrá su partida cuando llegue la subvención del Gobierno de Navarra.",
                    "El debate duró cerca de cuatro horas y hubo momentos tensos, con el público de las peñas pidiendo la palabra desde la tribuna.",
                ],
                "blogger-post-many-comments-p-paragraphs",
                style="p",
                labels=["Política", "Tudela"],
                comments=[
                    (
                        "Anónimo",
                        "1 de diciembre de 2026, 8:40",
                        "Seis millones en una piscina. Luego no hay para nada.",
                    ),
                    (
                        "Tudelano de siempre",
                        "1 de diciembre de 2026, 9:12",
                        "La piscina hace falta, la de ahora se cae a trozos. Otra cosa es el precio.",
                    ),
                    (
                        "Marisa Navarro",
                        "1 de diciembre de 2026, 10:31",
                        "Yo estuve en la tribuna y fue un espectáculo lamentable por parte de todos.",
                    ),
                    (
                        "Anónimo",
                        "1 de diciembre de 2026, 12:05",
                        "¿Y el puente de la Mejana para cuándo? Llevamos tres años esperando.",
                    ),
                    (
                        "Javier Goñi",
                        "1 de diciembre de 2026, 13:20",
                        "Según el presupuesto la obra de la Mejana se licita en primavera.",
                    ),
                    (
                        "Kike",
                        "2 de diciembre de 2026, 0:14",
                        "Buen resumen, gracias por contar los plenos, que en la tele local solo salen dos minutos.",
                    ),
                ],
            )
        )
        add(
            story(
                "carta",
                "/2026/11/el-casco-viejo-se-vacia.html",
                "El Casco Viejo se vacía y nadie hace nada",
                "2026-11-30",
                "2026-11-30T23:55:00+01:00",
                "23:55",
                ["Maite Arrieta"],
                [
                    "Vivo en la calle Carnicerías desde hace 31 años. Cuando llegué había una panadería, dos ultramarinos y una mercería en cien metros. Hoy solo queda un bar y tres bajos con el cartel de se vende.",
                    "Las casas se caen, los jóvenes se van a los adosados de las afueras y los que quedamos somos mayores. Por la noche la calle está oscura y da miedo volver a casa.",
                    "No pido milagros. Pido que el Ayuntamiento ayude a rehabilitar, que baje los impuestos a quien abra un comercio y que ponga más luz. El Casco es lo más bonito que tiene Tudela y lo estamos dejando morir.",
                    "SIGN: Maite Arrieta, vecina del Casco Antiguo",
                ],
                "blogger-guest-post-signed-poster-same-person-late-night",
                style="br",
                labels=["Opinión", "Casco Antiguo"],
                comments=[
                    ("Anónimo", "1 de diciembre de 2026, 9:30", "Totalmente de acuerdo, Maite. En mi calle igual."),
                ],
            )
        )
        add(
            story(
                "entrevista",
                "/2026/11/entrevista-presidenta-pena-la-rochela.html",
                "«Las peñas no somos el problema»: hablamos con la presidenta de La Rochela",
                "2026-11-29",
                "2026-11-29T12:30:00+01:00",
                "12:30",
                ["Javier Goñi"],
                [
                    "Amaia Sesma preside desde septiembre la peña La Rochela, una de las más antiguas de Tudela. Hablamos con ella sobre la nueva ordenanza de ruidos.",
                    "Q: ¿Qué os parece la ordenanza que prepara el Ayuntamiento? || Nos parece que se ha hecho sin hablar con nadie. Queremos cumplir las normas, pero que nos digan cuáles son antes de multarnos.",
                    "Q: Los vecinos se quejan del ruido de los locales. || Y tienen parte de razón. Nosotros cerramos a la una y hemos insonorizado el local. Hay otros que no, eso también es verdad.",
                    "Q: ¿Qué proponéis? || Una mesa con vecinos, peñas y Ayuntamiento. Y un local municipal fuera del Casco para las fiestas grandes.",
                ],
                "blogger-qa-owner-is-interviewer",
                style="p",
                labels=["Entrevistas", "Fiestas"],
                comments=[],
            )
        )
        add(
            story(
                "video",
                "/2026/11/video-la-riada-de-1961.html",
                "Vídeo: así fue la riada de 1961 en Tudela",
                "2026-11-28",
                "2026-11-28T17:45:00+01:00",
                "17:45",
                ["Javier Goñi"],
                [
                    "La Filmoteca de Navarra ha subido a internet una película de 8 milímetros grabada por el fotógrafo Luis Marquina durante la gran riada de enero de 1961. Se ve la plaza Nueva inundada y las barcas por la calle Capuchinos.",
                    'RAW:<div class="separator" style="clear: both; text-align: center;"><iframe allowfullscreen="" class="BLOG_video_class" height="266" src="https://www.youtube.com/embed/q4Xr2LmA8pT" width="320" youtube-src-id="q4Xr2LmA8pT"></iframe></div>',
                    "Son casi seis minutos sin sonido. Muchos lectores nos han escrito para decirnos que reconocen a familiares en las imágenes.",
                    "Si tienes fotos de aquella riada puedes mandarlas al blog y haremos una galería.",
                ],
                "blogger-video-embed-post",
                style="div",
                labels=["Historia", "Tráfico"],
                comments=[],
            )
        )

    # ---- templates ----
    def profile(self, name: str) -> str:
        return f"https://www.blogger.com/profile/{PROFILES[name]}"

    def post_body(self, doc: Doc, cut: bool) -> str:
        blocks = doc.blocks
        if cut and len([b for b in blocks if b[0] == "p"]) > 2:
            first = next(i for i, b in enumerate(blocks) if b[0] == "p")
            blocks = blocks[: first + 1]
        out = []
        style = doc.extra["style"]
        for b in blocks:
            if b[0] == "p":
                t = self.inline(b[1])
                out.append(
                    {"div": f"<div>{t}</div>\n<div><br /></div>", "br": f"{t}<br />\n<br />", "p": f"<p>{t}</p>"}[style]
                )
            elif b[0] == "h2":
                out.append(f'<h3 style="text-align: left;">{esc(b[1])}</h3>')
            elif b[0] == "qa":
                out.append(f"<p><b>{esc(b[1])}</b></p>\n<p>{self.inline(b[2])}</p>")
            elif b[0] == "fig":
                h = rng(b[1]).getrandbits(96).to_bytes(12, "big").hex()
                src = f"https://blogger.googleusercontent.com/img/b/R29vZ2xl/AVvXsE{h}/s400/IMG_{rng(h).randrange(1000, 9999)}.JPG"
                out.append(
                    f'<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left: auto; margin-right: auto;"><tbody><tr><td style="text-align: center;"><a href="{src.replace("/s400/", "/s1600/")}" style="margin-left: auto; margin-right: auto;"><img alt="{esc(b[1])}" border="0" data-original-height="1200" data-original-width="1600" height="300" src="{src}" width="400" /></a></td></tr><tr><td class="tr-caption" style="text-align: center;">{esc(b[2])}</td></tr></tbody></table>'
                )
            elif b[0] == "sign":
                out.append(f'<div style="text-align: right;"><i>{esc(b[1])}</i></div>')
            elif b[0] == "box":
                out.append(b[1])
        html = "\n".join(out)
        if blocks is not doc.blocks:
            html += f"\n<div class='jump-link'>{self.a(doc.key, 'Más información »', 'content', attrs='title=' + chr(34) + esc(doc.title) + chr(34))}</div>"
        return f'<div dir="ltr" style="text-align: left;" trbidi="on">\n{html}\n</div>'

    def post(self, doc: Doc, item: bool) -> str:
        pid = rng(doc.key).randrange(10**18, 10**19)
        author = doc.authors[0]
        title = esc(doc.title) if item else self.a(doc.key, doc.title, "content")
        labels = ", ".join(self.label_link(lab) for lab in doc.extra["labels"])
        n = len(doc.extra["comments"])
        ccount = (
            self.a(doc.key, "", "content", attrs="class='comment-link'", inner=f"{n} comentario{'s' if n != 1 else ''}")
            if not item
            else f"<a class='comment-link' href='https://www.blogger.com/comment/fullpage/post/6630211874401930551/{pid}'>{n} comentarios</a>"
        )
        tools = (
            ""
            if not item
            else f"""<span class='post-icons'><span class='item-control blog-admin pid-1180230512'><a href='https://www.blogger.com/post-edit.g?blogID=6630211874401930551&amp;postID={pid}' title='Editar entrada'><img alt='' class='icon-action' height='18' src='https://resources.blogblog.com/img/icon18_edit_allbkg.gif' width='18'/></a></span></span>
<div class='post-share-buttons goog-inline-block'><a class='goog-inline-block share-button sb-email' href='https://www.blogger.com/share-post.g?blogID=6630211874401930551&amp;postID={pid}&amp;target=email' target='_blank' title='Enviar por correo electrónico'><span class='share-button-link-text'>Enviar por correo electrónico</span></a><a class='goog-inline-block share-button sb-twitter' href='https://www.blogger.com/share-post.g?blogID=6630211874401930551&amp;postID={pid}&amp;target=twitter' target='_blank' title='Compartir en X'><span class='share-button-link-text'>Compartir en X</span></a><a class='goog-inline-block share-button sb-facebook' href='https://www.blogger.com/share-post.g?blogID=6630211874401930551&amp;postID={pid}&amp;target=facebook' target='_blank' title='Compartir con Facebook'><span class='share-button-link-text'>Compartir con Facebook</span></a></div>"""
        )
        return f"""<div class='post-outer'>
<div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>
<meta content='6630211874401930551' itemprop='blogId'/>
<meta content='{pid}' itemprop='postId'/>
<a name='{pid}'></a>
<h3 class='post-title entry-title' itemprop='name'>
{title}
</h3>
<div class='post-header'><div class='post-header-line-1'></div></div>
<div class='post-body entry-content' id='post-body-{pid}' itemprop='description articleBody'>
{self.post_body(doc, cut=not item)}
<div style='clear: both;'></div>
</div>
<div class='post-footer'>
<div class='post-footer-line post-footer-line-1'>
<span class='post-author vcard'>Publicado por <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'><meta content='{self.profile(author)}' itemprop='url'/><a class='g-profile' href='{self.profile(author)}' rel='author' title='author profile'><span itemprop='name'>{esc(author)}</span></a></span></span>
<span class='post-timestamp'>en <meta content='{self.url(doc.key)}' itemprop='url'/>{self.a(doc.key, doc.stamp, "content", attrs="class='timestamp-link' rel='bookmark' title='permanent link'", inner=f"<abbr class='published' itemprop='datePublished' title='{doc.iso}'>{doc.stamp}</abbr>")}</span>
<span class='post-comment-link'>{ccount}</span>
{tools}
</div>
<div class='post-footer-line post-footer-line-2'><span class='post-labels'>Etiquetas: {labels}</span></div>
</div>
</div>
{self.comments(doc, pid) if item else ""}
</div>"""

    def label_link(self, lab: str) -> str:
        key = {"Tráfico": "label_trafico", "Sucesos": "label_sucesos"}.get(lab)
        if key:
            return self.a(key, lab, "tags", attrs="rel='tag'")
        return f"<a href='{self.origin}/search/label/{lab.replace(' ', '%20')}' rel='tag'>{esc(lab)}</a>"

    def comments(self, doc: Doc, pid: int) -> str:
        rows = []
        for i, (who, when, text) in enumerate(doc.extra["comments"]):
            cid = rng(f"{doc.key}{i}").randrange(10**18, 10**19)
            name = f"<a href='{self.profile(who)}' rel='nofollow'>{esc(who)}</a>" if who in PROFILES else esc(who)
            rows.append(
                f"<dt class='comment-author' id='c{cid}'><a name='c{cid}'></a>{name} dijo...</dt>\n<dd class='comment-body' id='Blog1_cmt-{cid}'><p>{esc(text)}</p></dd>\n<dd class='comment-footer'><span class='comment-timestamp'><a href='{self.url(doc.key)}?showComment={cid % 10**13}#c{cid}' title='comment permalink'>{when}</a></span></dd>"
            )
        n = len(rows)
        head = f"{n} comentario{'s' if n != 1 else ''}:" if n else "No hay comentarios:"
        return f"""<div class='comments' id='comments'>
<a name='comments'></a>
<h4>{head}</h4>
<div id='Blog1_comments-block-wrapper'><dl class='avatar-comment-indent' id='comments-block'>
{chr(10).join(rows)}
</dl></div>
<p class='comment-footer'><a href='https://www.blogger.com/comment/fullpage/post/6630211874401930551/{pid}' onclick=''>Publicar un comentario</a></p>
</div>"""

    def dated(self, docs: list[Doc]) -> str:
        out, last = [], None
        for d in docs:
            day = d.date or ""
            if day != last:
                if last is not None:
                    out.append("</div></div>")
                out.append(
                    f"<div class='date-outer'>\n<h2 class='date-header'><span>{DAYS[day]}</span></h2>\n<div class='date-posts'>"
                )
                last = day
            out.append(self.post(d, item=False))
        out.append("</div></div>")
        return "\n".join(out)

    def pager(self, doc: Doc) -> str:
        parts = []
        if doc.key == "home":
            parts.append(
                f"<span id='blog-pager-older-link'>{self.a('older', 'Entradas antiguas', 'chrome:pager', attrs='class=' + chr(34) + 'blog-pager-older-link' + chr(34) + ' id=' + chr(34) + 'Blog1_blog-pager-older-link' + chr(34) + ' title=' + chr(34) + 'Entradas antiguas' + chr(34))}</span>"
            )
        elif doc.is_article:
            posts = [k for k, d in self.docs.items() if d.is_article]
            posts.sort(key=lambda k: self.docs[k].iso or "", reverse=True)
            i = posts.index(doc.key)
            if i > 0:
                parts.append(
                    f"<span id='blog-pager-newer-link'>{self.a(posts[i - 1], 'Entrada más reciente', 'chrome:related', attrs='class=' + chr(34) + 'blog-pager-newer-link' + chr(34))}</span>"
                )
            if i + 1 < len(posts):
                parts.append(
                    f"<span id='blog-pager-older-link'>{self.a(posts[i + 1], 'Entrada antigua', 'chrome:related', attrs='class=' + chr(34) + 'blog-pager-older-link' + chr(34))}</span>"
                )
        elif doc.key == "older":
            parts.append(
                f"<span id='blog-pager-newer-link'>{self.a('home', 'Entradas más recientes', 'chrome:pager')}</span>"
            )
        parts.append(self.a("home", "Inicio", "chrome:pager", attrs="class='home-link'"))
        return f"<div class='blog-pager' id='blog-pager'>\n{chr(10).join(parts)}\n</div>\n<div class='clear'></div>\n<div class='post-feeds'><div class='feed-links'>Suscribirse a: <a class='feed-link' href='{self.origin}/feeds/posts/default' target='_blank' type='application/atom+xml'>Entradas (Atom)</a></div></div>"

    def story_main(self, doc: Doc) -> str:
        return f"<div class='blog-posts hfeed'>\n<div class='date-outer'>\n<h2 class='date-header'><span>{DAYS[doc.date or '']}</span></h2>\n<div class='date-posts'>\n{self.post(doc, item=True)}\n</div></div>\n</div>\n{self.pager(doc)}"

    def listing_main(self, doc: Doc) -> str:
        docs = [self.docs[k] for k in doc.extra["list"]]
        status = ""
        if doc.kind == "tag":
            status = f"<div class='status-msg-wrap'><div class='status-msg-body'>Mostrando entradas con la etiqueta <b>{esc(doc.title)}</b>. {self.a('home', 'Mostrar todas las entradas', 'content')}</div><div class='status-msg-border'><div class='status-msg-bg'><div class='status-msg-hidden'>x</div></div></div></div><div style='clear: both;'></div>"
        elif doc.kind == "search":
            status = f"<div class='status-msg-wrap'><div class='status-msg-body'>Mostrando entradas que coinciden con la búsqueda de <b>{esc(doc.title)}</b>. Ordenar por <b>fecha</b> {self.a('search', 'relevancia', 'content')}. {self.a('home', 'Mostrar todas las entradas', 'content')}</div></div><div style='clear: both;'></div>"
        return f"{status}\n<div class='blog-posts hfeed'>\n{self.dated(docs)}\n</div>\n{self.pager(doc)}"

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        return f"""<div class='blog-posts hfeed'>
<div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>
<h3 class='post-title entry-title' itemprop='name'>{esc(doc.title)}</h3>
<div class='post-header'><div class='post-header-line-1'></div></div>
<div class='post-body entry-content' itemprop='description articleBody'>
{body}
<div style='clear: both;'></div></div>
<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-icons'></span></div></div>
</div></div>
</div>
{self.pager(doc)}"""

    def sidebar(self, doc: Doc) -> str:
        dec = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ["fotos", "puente", "apagon", "pleno"]
        )
        nov_open = doc.key in ("arch11", "carta", "entrevista", "video", "older")
        nov = (
            "".join(
                f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ["carta", "entrevista", "video"]
            )
            if nov_open
            else ""
        )
        toggle = "▼" if nov_open else "►"
        return f"""<div class='widget HTML' data-version='1' id='HTML3'><h2 class='title'>Buscar en este blog</h2><div class='widget-content'><form action='{self.origin}/search' method='get'><input name='q' type='text'/><input type='submit' value='Buscar'/></form><p class='busquedas'>Lo más buscado: {self.a("search", "puente", "chrome:rail")}, <a href='{self.origin}/search?q=fiestas'>fiestas</a>, <a href='{self.origin}/search?q=piscina'>piscina</a></p></div></div>
<div class='widget Profile' data-version='1' id='Profile1'><h2>Datos personales</h2><div class='widget-content'><a href='{self.profile("Javier Goñi")}'><img alt='Mi foto' class='profile-img' height='80' src='//blogger.googleusercontent.com/img/b/R29vZ2xl/profile-jg.jpg' width='60'/></a><dl class='profile-datablock'><dt class='profile-data'><a class='profile-name-link g-profile' href='{self.profile("Javier Goñi")}' rel='author'>Javier Goñi</a></dt><dd class='profile-textblock'>Periodista jubilado. Tudela de toda la vida.</dd></dl><a class='profile-link' href='{self.profile("Javier Goñi")}' rel='author'>Ver todo mi perfil</a></div></div>
<div class='widget BlogArchive' data-version='1' id='BlogArchive1'><h2>Archivo del blog</h2><div class='widget-content'><div id='ArchiveList'><div id='BlogArchive1_ArchiveList'>
<ul class='hierarchy'><li class='archivedate expanded'><a class='toggle' href='javascript:void(0)'><span class='zippy toggle-open'>▼&#160;</span></a><a class='post-count-link' href='{self.origin}/2026/'>2026</a> <span class='post-count' dir='ltr'>(61)</span>
<ul class='hierarchy'><li class='archivedate expanded'><a class='toggle' href='javascript:void(0)'><span class='zippy toggle-open'>▼&#160;</span></a>{self.a("arch12", "diciembre", "chrome:rail", attrs="class='post-count-link'")} <span class='post-count' dir='ltr'>(4)</span><ul class='posts'>{dec}</ul></li></ul>
<ul class='hierarchy'><li class='archivedate {"expanded" if nov_open else "collapsed"}'><a class='toggle' href='javascript:void(0)'><span class='zippy'>{toggle}&#160;</span></a>{self.a("arch11", "noviembre", "chrome:rail", attrs="class='post-count-link'")} <span class='post-count' dir='ltr'>(9)</span>{"<ul class='posts'>" + nov + "</ul>" if nov else ""}</li></ul>
<ul class='hierarchy'><li class='archivedate collapsed'><a class='toggle' href='javascript:void(0)'><span class='zippy'>►&#160;</span></a><a class='post-count-link' href='{self.origin}/2026/10/'>octubre</a> <span class='post-count' dir='ltr'>(7)</span></li></ul>
</li></ul>
<ul class='hierarchy'><li class='archivedate collapsed'><a class='toggle' href='javascript:void(0)'><span class='zippy'>►&#160;</span></a><a class='post-count-link' href='{self.origin}/2025/'>2025</a> <span class='post-count' dir='ltr'>(88)</span></li></ul>
</div></div></div></div>
<div class='widget Label' data-version='1' id='Label1'><h2>Etiquetas</h2><div class='widget-content cloud-label-widget-content'><span class='label-size label-size-5'>{self.a("label_trafico", "Tráfico", "chrome:rail", attrs="dir='ltr'")}</span> <span class='label-size label-size-3'>{self.a("label_sucesos", "Sucesos", "chrome:rail", attrs="dir='ltr'")}</span> <span class='label-size label-size-4'><a dir='ltr' href='{self.origin}/search/label/Pol%C3%ADtica'>Política</a></span> <span class='label-size label-size-2'><a dir='ltr' href='{self.origin}/search/label/Fotos'>Fotos</a></span> <span class='label-size label-size-1'><a dir='ltr' href='{self.origin}/search/label/Historia'>Historia</a></span></div></div>
<div class='widget PageList' data-version='1' id='PageList1'><h2>Páginas</h2><div class='widget-content'><ul><li>{self.a("home", "Página principal", "chrome:nav")}</li><li>{self.a("quienes", "Quiénes somos", "chrome:nav")}</li><li>{self.a("contacto", "Contacto", "chrome:nav")}</li><li>{self.a("privacidad", "Política de privacidad", "chrome:nav")}</li></ul></div></div>
<div class='widget BlogList' data-version='1' id='BlogList1'><h2 class='title'>Blogs amigos</h2><div class='widget-content'><div class='blog-list-container' id='BlogList1_container'><ul id='BlogList1_blogs'><li><div class='blog-title'><a href='https://cascantevivo.blogspot.test/' target='_blank'>Cascante Vivo</a></div><div class='item-content'><span class='item-title'><a href='https://cascantevivo.blogspot.test/2026/12/mercadillo.html' target='_blank'>Mercadillo navideño</a></span></div><div class='item-time'>Hace 3 horas</div></li><li><div class='blog-title'><a href='https://fotosdelaribera.blogspot.test/' target='_blank'>Fotos de la Ribera</a></div><div class='item-time'>Hace 1 día</div></li></ul></div></div></div>"""

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = doc.extra.get("html_title") or (
            "Ecos de la Ribera" if doc.title == self.name else f"Ecos de la Ribera: {doc.title}"
        )
        desc = (
            esc(self.lede(doc))
            if doc.is_article
            else "Noticias de Tudela y la Ribera de Navarra contadas por los vecinos"
        )
        body_cls = (
            "item-view"
            if doc.is_article
            else ("static-view" if doc.kind in ("contact", "about", "policy") else "index-view")
        )
        main = re.sub(r"\n\s*\n", "\n", main)
        return f"""<!DOCTYPE html>
<html class='v2' dir='ltr' lang='es' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<link href='https://www.blogger.com/static/v1/widgets/2975350028-css_bundle_v2.css' rel='stylesheet' type='text/css'/>
<meta content='width=1100' name='viewport'/>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href='{self.origin}/favicon.ico' rel='icon' type='image/x-icon'/>
<link href="{esc(url)}" rel='canonical'/>
<link rel="alternate" type="application/atom+xml" title="Ecos de la Ribera - Atom" href="{self.origin}/feeds/posts/default" />
<link rel="alternate" type="application/rss+xml" title="Ecos de la Ribera - RSS" href="{self.origin}/feeds/posts/default?alt=rss" />
<link rel="service.post" type="application/atom+xml" title="Ecos de la Ribera - Atom" href="https://www.blogger.com/feeds/6630211874401930551/posts/default" />
<link rel="me" href="https://www.blogger.com/profile/04417236118205923311" />
<meta content='{esc(url)}' property='og:url'/>
<meta content='{esc(doc.title)}' property='og:title'/>
<meta content='{desc}' property='og:description'/>
<title>{esc(title)}</title>
<style id='page-skin-1' type='text/css'><!--
/*
-----------------------------------------------
Blogger Template Style
Name:     Simple
Designer: Blogger
URL:      www.blogger.com
----------------------------------------------- */
body {{ font: normal normal 13px Arial, Tahoma, Helvetica, FreeSans, sans-serif; color: #222222; background: #66bbdd none repeat scroll top left; }}
/*PAD*/
--></style>
<script type='text/javascript'>
        (function(i,s,o,g,r,a,m){{i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){{
        (i[r].q=i[r].q||[]).push(arguments)}},i[r].l=1*new Date();a=s.createElement(o),
        m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
        }})(window,document,'script','https://www.google-analytics.com/analytics.js','ga');
        ga('create', 'UA-2318844-9', 'auto', 'blogger');
        ga('blogger.send', 'pageview');
      </script>
</head>
<body class='loading {body_cls}'>
<div class='navbar section' id='navbar' name='Barra de navegación'><div class='widget Navbar' data-version='1' id='Navbar1'><script type="text/javascript">
    function setAttributeOnload(object, attribute, val) {{ if(window.addEventListener) {{ window.addEventListener('load', function(){{ object[attribute] = val; }}, false); }} else {{ window.attachEvent('onload', function(){{ object[attribute] = val; }}); }} }}
  </script><div id="navbar-iframe-container"></div></div></div>
<div class='body-fauxcolumns'><div class='fauxcolumn-outer body-fauxcolumn-outer'><div class='cap-top'><div class='cap-left'></div><div class='cap-right'></div></div></div></div>
<div class='content'><div class='content-outer'><div class='content-inner'>
<header><div class='header-outer'><div class='header-cap-top cap-top'></div><div class='fauxborder-left header-fauxborder-left'>
<div class='region-inner header-inner'><div class='header section' id='header' name='Cabecera'><div class='widget Header' data-version='1' id='Header1'>
<div id='header-inner'><div class='titlewrapper'><h1 class='title'>{self.a("home", "Ecos de la Ribera", "chrome:header")}</h1></div>
<div class='descriptionwrapper'><p class='description'><span>Noticias de Tudela y la Ribera de Navarra contadas por los vecinos</span></p></div></div>
</div></div></div></div></div></header>
<div class='tabs-outer'><div class='region-inner tabs-inner'><div class='tabs section' id='crosscol'><div class='widget PageList' data-version='1' id='PageList2'><div class='widget-content'><ul><li>{self.a("home", "Inicio", "chrome:nav")}</li><li>{self.a("arch12", "Diciembre", "chrome:nav")}</li><li>{self.a("quienes", "Quiénes somos", "chrome:nav")}</li><li>{self.a("contacto", "Contacto", "chrome:nav")}</li></ul></div></div></div></div></div>
<div class='main-outer'><div class='main-inner columns-2'>
<div class='columns fauxcolumns'></div>
<div class='columns-inner'><div class='column-center-outer'><div class='column-center-inner'>
<div class='main section' id='main' name='Principal'><div class='widget Blog' data-version='1' id='Blog1'>
{main}
</div></div>
</div></div>
<div class='column-right-outer'><div class='column-right-inner'><aside><div class='sidebar section' id='sidebar-right-1'>
{self.sidebar(doc)}
</div></aside></div></div>
</div></div></div>
<footer><div class='footer-outer'><div class='region-inner footer-inner'><div class='foot section' id='footer-1'><div class='widget Attribution' data-version='1' id='Attribution1'><div class='widget-content' style='text-align: center;'>Tema Sencillo. Con la tecnología de <a href='https://www.blogger.com' target='_blank'>Blogger</a>.</div></div></div></div></div></footer>
</div></div></div>
<script type="text/javascript" src="https://www.blogger.com/static/v1/widgets/3566091532-widgets.js"></script>
<script type='text/javascript'>
window['__wavt'] = 'AOuZoY5nR3x';_WidgetManager._Init('//www.blogger.com/rearrange?blogID\\x3d6630211874401930551','//ecosdelaribera.blogspot.test/','6630211874401930551');
_WidgetManager._SetDataContext([{{'name': 'blog', 'data': {{'blogId': '6630211874401930551', 'title': 'Ecos de la Ribera', 'pageType': '{"item" if doc.is_article else "index"}', 'url': '{url}', 'languageDirection': 'ltr', 'locale': 'es', 'localeUnderscoreDelimited': 'es'}}}}]);
</script>
</body>
</html>
"""
