# ruff: noqa: E501, B904
#!/usr/bin/env python3
"""Build the PDF documents of batch 40 from the sources held in this file.

Run with any Python that has reportlab:  python make_pdfs.py
Paths are relative to this script's own folder. Output is deterministic
(reportlab invariant mode, fixed metadata): running it twice gives identical bytes.

Source markup (one string per PDF):
  "# text"      document title      (Helvetica-Bold 15)
  "## text"     section heading     (Helvetica-Bold 11.5)
  "### text"    minor heading       (Helvetica-Bold 10)
  "```" ... "```"  table block: each line drawn as-is in Courier 8, space-aligned,
                   the way text extraction from a PDF gives tables
  "- text"      bullet paragraph
  blank line    paragraph break; other lines are joined into a paragraph (Helvetica 10)
  "<<page>>"    page break
Only Latin-1 characters are allowed in sources (checked before drawing).
"""

import os
import sys

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))

PAGE_W, PAGE_H = A4
LEFT = 56
RIGHT = 56
TOP = 60
BOTTOM = 56
TEXT_W = PAGE_W - LEFT - RIGHT

SOURCES = {}


def parse(src):
    """Turn a source string into a list of (kind, payload) blocks."""
    blocks = []
    para = []
    in_table = False
    table = []

    def flush():
        if para:
            blocks.append(("p", " ".join(s.strip() for s in para)))
            para.clear()

    for raw in src.strip("\n").split("\n"):
        line = raw.rstrip()
        if in_table:
            if line.strip() == "```":
                blocks.append(("table", list(table)))
                table.clear()
                in_table = False
            else:
                table.append(line)
            continue
        if line.strip() == "```":
            flush()
            in_table = True
            continue
        if not line.strip():
            flush()
            continue
        if line.startswith("### "):
            flush()
            blocks.append(("h3", line[4:].strip()))
        elif line.startswith("## "):
            flush()
            blocks.append(("h2", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(("h1", line[2:].strip()))
        elif line.strip() == "<<page>>":
            flush()
            blocks.append(("page", None))
        elif line.startswith("- "):
            flush()
            blocks.append(("li", line[2:].strip()))
        else:
            para.append(line)
    flush()
    if in_table:
        raise ValueError("unterminated table block")
    return blocks


def plain_text(src):
    """Approximate text of a PDF source (used by validate.py as a fallback)."""
    out = []
    for kind, payload in parse(src):
        if kind == "table":
            out.extend(payload)
        elif kind == "page":
            continue
        else:
            out.append(payload)
    return "\n".join(out)


class Writer:
    def __init__(self, path, title):
        self.c = canvas.Canvas(path, pagesize=A4, invariant=1, pageCompression=0)
        self.c.setTitle(title)
        self.c.setAuthor("batch40 test fixture")
        self.c.setCreator("make_pdfs.py")
        self.c.setProducer("reportlab")
        self.c.setSubject("")
        self.y = PAGE_H - TOP

    def need(self, h):
        if self.y - h < BOTTOM:
            self.new_page()

    def new_page(self):
        self.c.showPage()
        self.y = PAGE_H - TOP

    def lines(self, text_lines, font, size, leading, indent=0, gap_after=0):
        for ln in text_lines:
            self.need(leading)
            self.c.setFont(font, size)
            self.c.drawString(LEFT + indent, self.y - size, ln)
            self.y -= leading
        self.y -= gap_after

    def para(self, text, font="Helvetica", size=10, leading=13.2, indent=0, gap_after=5):
        wrapped = simpleSplit(text, font, size, TEXT_W - indent)
        self.lines(wrapped, font, size, leading, indent, gap_after)

    def save(self):
        self.c.showPage()
        self.c.save()


def render(rel_path, src):
    try:
        src.encode("latin-1")
    except UnicodeEncodeError as exc:
        bad = src[exc.start : exc.end]
        raise SystemExit(f"{rel_path}: non-Latin-1 character {bad!r} at {exc.start}")
    blocks = parse(src)
    title = next((p for k, p in blocks if k == "h1"), rel_path)
    out = os.path.join(HERE, rel_path)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    w = Writer(out, title)
    for kind, payload in blocks:
        if kind == "h1":
            w.need(40)
            w.para(payload, "Helvetica-Bold", 15, 19, gap_after=6)
        elif kind == "h2":
            w.need(36)
            w.y -= 4
            w.para(payload, "Helvetica-Bold", 11.5, 15, gap_after=4)
        elif kind == "h3":
            w.need(30)
            w.para(payload, "Helvetica-Bold", 10, 13.2, gap_after=3)
        elif kind == "p":
            w.para(payload)
        elif kind == "li":
            w.para("- " + payload, indent=6, gap_after=3)
        elif kind == "table":
            for ln in payload:
                if len(ln) > 98:
                    raise SystemExit(f"{rel_path}: table line longer than 98 chars: {ln!r}")
            w.lines(payload, "Courier", 8, 10.4, gap_after=8)
        elif kind == "page":
            w.new_page()
    w.save()
    return out


def main(argv):
    only = argv[1:] if len(argv) > 1 else None
    n = 0
    for rel_path in sorted(SOURCES):
        if only and not any(rel_path.startswith(o) for o in only):
            continue
        render(rel_path, SOURCES[rel_path])
        print("wrote", rel_path)
        n += 1
    print(f"{n} PDF(s) written")


# ---------------------------------------------------------------------------
# Sources. Keys are output paths relative to this folder.
# ---------------------------------------------------------------------------

SOURCES["mx-toll-roads/docs/informe-anual-2025.pdf"] = r"""
# Concesionaria Autopistas del Altiplano, S.A.B. de C.V.
Informe Anual 2025

Clave de cotización en la Bolsa Mexicana de Valores: ALTIPLA. Las cifras de este informe están expresadas en millones de pesos mexicanos, salvo que se indique otra cosa.

## Mensaje del Director General

A nuestros accionistas: el año 2025 fue el mejor en la historia de la Compañía. Los ingresos por peaje crecieron 8.1% para ubicarse en 6,320.1 millones de pesos, impulsados por el aumento del tránsito en la Autopista Mesa Central y en el Libramiento Poniente de Aguascalientes, así como por la actualización anual de tarifas.

En la Autopista Valle del Mezquital el tránsito promedio diario anual (TPDA) disminuyó 2.7%; la disminución obedeció al cierre parcial del puente El Tepozán durante once semanas para trabajos de reforzamiento estructural. El puente opera de nuevo en sus cuatro carriles desde el 3 de noviembre de 2025.

El EBITDA alcanzó 4,512.6 millones de pesos y la utilidad neta consolidada 1,373.3 millones de pesos, 7.2% más que en 2024.

Ing. Rodrigo Alcántara Villaseñor, Director General

## Nuestras concesiones

- Autopista Mesa Central: 148.2 km de cuatro carriles; concesión federal con vencimiento en 2048.
- Libramiento Poniente de Aguascalientes: 41.6 km; concesión estatal con vencimiento en 2041.
- Autopista Valle del Mezquital: 96.4 km; concesión federal con vencimiento en 2045.

## Ingresos por peaje por concesión

Cifras en millones de pesos.

```
Concesión                                       2025         2024    Var. %
Autopista Mesa Central                       3,412.6      3,118.9       9.4
Libramiento Poniente de Aguascalientes       1,486.3      1,342.7      10.7
Autopista Valle del Mezquital                1,421.2      1,383.5       2.7
Total ingresos por peaje                     6,320.1      5,845.1       8.1
```

## Tarifas

El título de concesión de la Autopista Mesa Central permite actualizar las tarifas una vez al año hasta por la variación anual del Índice Nacional de Precios al Consumidor (INPC). El 15 de enero de 2026 la Autopista Mesa Central aplicó un incremento tarifario de 4.5%, inferior al máximo de 4.66% autorizado por el título de concesión; en el Libramiento Poniente de Aguascalientes el incremento fue de 3.9%.

<<page>>
## Estado consolidado de resultados

Ejercicios terminados el 31 de diciembre. Cifras en millones de pesos; las cifras entre paréntesis son negativas.

```
                                                    2025          2024
Ingresos por peaje                               6,320.1       5,845.1
Otros ingresos de operación                        198.4         176.0
Ingresos totales                                 6,518.5       6,021.1
Costos de operación y mantenimiento             (1,402.7)     (1,327.4)
Gastos generales y de administración              (603.2)       (583.9)
EBITDA                                           4,512.6       4,109.8
Depreciación y amortización                     (1,314.4)     (1,226.0)
Utilidad de operación                            3,198.2       2,883.8
Intereses netos                                 (1,148.9)     (1,095.2)
Resultado cambiario                                (87.5)         42.1
Resultado integral de financiamiento            (1,236.4)     (1,053.1)
Utilidad antes de impuestos                      1,961.8       1,830.7
Impuestos a la utilidad                           (588.5)       (549.2)
Utilidad neta consolidada                        1,373.3       1,281.5
```

El resultado cambiario de 2025 refleja la apreciación del dólar frente al peso en el cuarto trimestre sobre el saldo del crédito de equipamiento denominado en dólares; en 2024 se registró una ganancia cambiaria.

## Perspectivas 2026

Para 2026 la Compañía estima ingresos por peaje de entre 6,800 y 7,000 millones de pesos y un programa de inversión de 1,150 millones de pesos, principalmente para la ampliación a seis carriles del tramo Mesa Central - El Salto. Estas estimaciones están sujetas a riesgos e incertidumbres y no constituyen una garantía de resultados.
"""

SOURCES["cl-desalination/docs/memoria-anual-2025.pdf"] = r"""
# Aguas Desaladas del Norte S.A.
Memoria Anual 2025

Sociedad anónima abierta inscrita en el Registro de Valores de la Comisión para el Mercado Financiero. Las cifras se presentan en millones de pesos chilenos (MM$), salvo indicación en contrario.

## Carta del Presidente del Directorio

Señores accionistas:

En 2025 los ingresos de actividades ordinarias alcanzaron $ 58.740 millones, un alza de 10,6% respecto del año anterior, gracias a la mayor demanda de nuestros clientes mineros y al pleno funcionamiento de la planta Caldera Sur. El EBITDA alcanzó $ 31.406 millones (2024: $ 27.918 millones).

Sin embargo, el reconocimiento de un deterioro de $ 12.650 millones sobre la planta Tocopilla, tras el término anticipado del contrato con Minera Cerro Pardo SpA, llevó a la Sociedad a registrar una pérdida neta de $ 3.482 millones, frente a una ganancia de $ 1.905 millones en 2024.

Nuestras dos plantas de Caldera - Caldera Norte, en operación desde 2014, y Caldera Sur, inaugurada en 2023 - abastecen hoy a la ciudad de Caldera, al puerto de Chañaral y a tres faenas mineras del valle de Copiapó.

Matías Errázuriz Larraín, Presidente del Directorio

## Plantas en operación

- Mejillones (Región de Antofagasta): capacidad de 700 l/s.
- Caldera Norte (Región de Atacama): capacidad de 330 l/s.
- Caldera Sur (Región de Atacama): capacidad de 300 l/s.
- Tocopilla (Región de Antofagasta): capacidad de 300 l/s.

## Volumen vendido

Durante 2025 vendimos 42.600 miles de m3 de agua desalada (2024: 39.850 miles de m3). Los clientes mineros representaron el 67% del volumen vendido; el resto correspondió a empresas sanitarias y a clientes industriales y agrícolas. La diferencia entre el volumen producido y el vendido corresponde a consumos propios y pérdidas de conducción.

<<page>>
## Estado de resultados integrales

Ejercicios terminados al 31 de diciembre, en millones de pesos (MM$). Las cifras entre paréntesis son negativas.

```
                                                   2025            2024
Ingresos de actividades ordinarias               58.740          53.115
Costo de ventas (excl. depreciación)            (21.860)        (20.114)
Gastos de administración                         (5.474)         (5.083)
EBITDA                                           31.406          27.918
Depreciación y amortización                     (14.872)        (13.960)
Deterioro planta Tocopilla                      (12.650)              -
Resultado operacional                             3.884          13.958
Costos financieros netos                         (8.214)        (11.350)
Resultado antes de impuestos                     (4.330)          2.608
Impuesto a las ganancias                            848            (703)
Ganancia (pérdida) del ejercicio                 (3.482)          1.905
```

La disminución de los costos financieros netos se explica por el prepago de los bonos serie B con los fondos de la colocación de bonos serie D efectuada en junio de 2025.

## Perspectivas

Para 2026 la administración proyecta un volumen vendido de entre 44.000 y 45.500 miles de m3 y la búsqueda de un nuevo cliente ancla para la planta Tocopilla.
"""

SOURCES["it-balsamic/docs/bilancio-2025.pdf"] = r"""
# Acetaia Ghirlandina S.p.A.
Relazione finanziaria annuale 2025

Sede legale: Via dei Vignali 14, 41014 Castelvetro di Modena (MO). Capitale sociale euro 6.000.000 i.v.

## Lettera agli azionisti

Signori Azionisti,

nel 2025 i ricavi consolidati sono saliti a 38,1 milioni di euro (+7,1%), trainati dalla grande distribuzione e dai mercati esteri. Il margine operativo lordo (EBITDA) è salito a 7,2 milioni di euro, pari al 18,9% dei ricavi, mentre il risultato operativo (EBIT) si è attestato a 4,6 milioni (12,1%). L'utile netto è stato di 3,4 milioni di euro, contro 3,0 milioni nel 2024.

Il canale Ho.Re.Ca. ha registrato un calo del 6,8%, dovuto alla cessazione del contratto di fornitura con una catena di ristorazione del Nord Italia, non rinnovato alla scadenza di marzo 2025.

Giovanna Malagoli, Presidente e Amministratore Delegato

## Ricavi per canale

Importi in migliaia di euro.

```
Canale                                   2025          2024     Var. %
Grande distribuzione (GDO)             17.480        15.930        9,7
Ho.Re.Ca.                               6.205         6.658       -6,8
Export                                 14.455        13.032       10,9
Totale ricavi                          38.140        35.620        7,1
```

## Mercati esteri

L'export ha raggiunto 14,5 milioni di euro. La Germania si conferma il primo mercato estero, seguita dal Nord America (Stati Uniti e Canada), che ha generato ricavi per 3,98 milioni di euro. Negli Stati Uniti, dove l'obiettivo è raggiungere 5 milioni di euro di ricavi entro il 2027, la Società opera tramite l'importatore Delmonico Fine Foods di Newark; in Canada le vendite sono gestite da un distributore di Toronto.

## Invecchiamento e magazzino

Al 31 dicembre 2025 le botti in batteria per l'Aceto Balsamico Tradizionale di Modena DOP erano 2.910, a fronte di 2.785 alla fine del 2024. Il valore del prodotto in invecchiamento iscritto tra le rimanenze ammontava a 21,6 milioni di euro.

<<page>>
## Conto economico consolidato

Importi in migliaia di euro; i valori tra parentesi sono negativi.

```
                                              2025          2024
Ricavi                                      38.140        35.620
Materie prime, mosto cotto e imballaggi    (14.205)      (13.410)
Costi per servizi                           (8.870)       (8.302)
Costo del personale                         (7.850)       (7.428)
EBITDA                                       7.215         6.480
Ammortamenti                                (2.600)       (2.410)
EBIT                                         4.615         4.070
Oneri finanziari netti                        (318)         (352)
Risultato ante imposte                       4.297         3.718
Imposte sul reddito                           (895)         (763)
Utile netto                                  3.402         2.955
```

## Evoluzione prevedibile della gestione

Per il 2026 il Consiglio di Amministrazione prevede una crescita dei ricavi in linea con il 2025 e l'avvio, nel secondo semestre, della nuova linea di imbottigliamento di Castelvetro.
"""

SOURCES["is-data-centres/docs/arsskyrsla-2025.pdf"] = r"""
# Norðurljós Gagnaver hf.
Ársskýrsla 2025

Fjárhæðir eru í milljónum íslenskra króna (m.kr.) nema annað sé tekið fram. Tölur innan sviga eru neikvæðar.

## Ávarp forstjóra

Árið 2025 var viðburðaríkt. Rekstrartekjur ársins námu 14.862 m.kr. og jukust um 17,0% frá fyrra ári. EBITDA nam 7.694 m.kr. og rekstrarhagnaður (EBIT) 3.883 m.kr. Hagnaður ársins nam 1.966 m.kr.

Uppsett tölvuafl jókst úr 76,0 MW í 96,5 MW á árinu, einkum vegna stækkunar gagnaversins á Blönduósi og annars áfanga á Akureyri. Gagnaverin okkar nota eingöngu endurnýjanlega orku úr vatnsafli og jarðvarma.

Fjármagnsliðir voru neikvæðir um 1.426 m.kr. (2024: neikvæðir um 1.118 m.kr.), einkum vegna hærri vaxta af nýju sambankaláni sem tekið var til að fjármagna stækkunina.

Sigrún Þórhallsdóttir, forstjóri

## Fimm ára yfirlit

Í milljónum króna nema annað sé tekið fram.

```
                               2021       2022       2023       2024       2025
Rekstrartekjur                6.240      8.015     10.360     12.705     14.862
EBITDA                        3.058      4.047      5.284      6.480      7.694
Rekstrarhagnaður (EBIT)       1.472      2.011      2.688      3.328      3.883
Uppsett tölvuafl (MW)          41,0       52,5       64,0       76,0       96,5
Starfsmenn í árslok              58         71         84         97        112
```

<<page>>
## Rekstrarreikningur

Fyrir árin sem lauk 31. desember, í milljónum króna.

```
                                               2025          2024
Rekstrartekjur                               14.862        12.705
Rekstrarkostnaður                            (7.168)       (6.225)
EBITDA                                        7.694         6.480
Afskriftir                                   (3.811)       (3.152)
Rekstrarhagnaður (EBIT)                       3.883         3.328
Fjármagnsliðir, nettó                        (1.426)       (1.118)
Hagnaður fyrir tekjuskatt                     2.457         2.210
Tekjuskattur                                   (491)         (442)
Hagnaður ársins                               1.966         1.768
```

## Starfsþættir

Félagið starfar í einum starfsþætti, hýsingu og rekstri gagnavera, og tekjur eru ekki sundurliðaðar eftir gagnaverum. Stærstu viðskiptavinir eru alþjóðleg fyrirtæki á sviði gervigreindar og vísindalegra útreikninga.

## Horfur

Stjórnendur gera ráð fyrir að rekstrartekjur ársins 2026 verði á bilinu 18.500 til 19.500 m.kr.
"""

SOURCES["be-dredging/docs/jaarverslag-2025.pdf"] = r"""
# Scheldeweg Baggerwerken NV
Jaarverslag 2025

Maatschappelijke zetel: Scheldekaai 41, 2000 Antwerpen. Ondernemingsnummer 0418.552.907.

## Kerncijfers 2025

De omzet steeg met 14,0% tot 1.124,8 miljoen euro, dankzij de landaanwinningsprojecten in het Midden-Oosten en een sterke vraag naar kustbescherming in Europa. De EBITDA bedroeg 212,6 miljoen euro (2024: 181,9 miljoen euro) en de nettowinst 58,3 miljoen euro (2024: 48,4 miljoen euro).

Het orderboek bereikte eind 2025 een recordniveau van 1.486 miljoen euro (eind 2024: 1.205 miljoen euro).

## Omzet per regio

In miljoen euro.

```
Regio                          2025          2024
Europa                        498,2         455,0
Midden-Oosten                 301,7         240,3
Azië-Pacific                  176,4         160,2
Afrika                         98,9          88,4
Amerika                        49,6          42,6
Totaal                      1.124,8         986,5
```

## Vloot

Eind 2025 telde de vloot 27 schepen, waaronder 9 sleephopperzuigers en 6 snijkopzuigers. In mei 2025 werd de sleephopperzuiger Meetjesland in de vaart genomen; de oudste hopper, de Zwin (bouwjaar 1998), werd in december verkocht.

## Joint ventures

Het negatieve aandeel in het resultaat van joint ventures komt voort uit Noordkaap Offshore, de joint venture (50%) voor het ingraven van kabels in de Noordzee, die verlies leed door vertragingen bij een windparkproject en de daarbij horende contractuele boetes.

<<page>>
## Geconsolideerde resultatenrekening

(in duizenden euro)

```
                                                  2025            2024
Omzet                                        1.124.815         986.472
EBITDA                                         212.604         181.930
Afschrijvingen en waardeverminderingen        (118.412)       (104.655)
Bedrijfsresultaat (EBIT)                        94.192          77.275
Financieel resultaat                           (12.860)        (14.025)
Aandeel in resultaat joint ventures             (3.870)          1.215
Resultaat voor belastingen                      77.462          64.465
Belastingen                                    (19.140)        (16.020)
Nettowinst                                      58.322          48.445
```

## Vooruitzichten

Voor 2026 verwacht de raad van bestuur een omzet van 1,2 tot 1,3 miljard euro en een EBITDA-marge van ongeveer 19%, ondersteund door het recordorderboek.
"""

SOURCES["ch-avalanche-beacons/docs/geschaeftsbericht-2025.pdf"] = r"""
# Alpsignal AG
Geschäftsbericht 2025

Alpsignal AG, Industriestrasse 18, 7000 Chur. Entwicklung und Herstellung von Lawinenverschütteten-Suchgeräten (LVS), Sonden, Schaufeln und Lawinenairbags.

## Bericht des Präsidenten des Verwaltungsrates und des CEO

Sehr geehrte Aktionärinnen und Aktionäre

Der Nettoumsatz stieg im Geschäftsjahr 2025 um 8.0 Prozent auf CHF 48.2 Mio. Der Betriebsgewinn (EBIT) stieg auf CHF 6.84 Mio. (Vorjahr: CHF 5.91 Mio.); die EBIT-Marge erreichte 14.2 Prozent. Der Reingewinn betrug CHF 5.54 Mio.

Der Free Cashflow war mit TCHF -1'284 negativ (Vorjahr: TCHF 2'115), bedingt durch den bewussten Lageraufbau vor der Saison 2025/26 und die Investition in die neue SMT-Fertigungslinie in Landquart.

Die Vorjahreszahlen der Segmente wurden angepasst: Erträge aus der Untervermietung von Lagerflächen wurden 2024 irrtümlich als Umsatz des Segments Rettungssysteme erfasst (siehe Medienmitteilung vom 3. Juli 2025).

Dr. Ursina Caflisch, Präsidentin des Verwaltungsrates

Reto Derungs, CEO

## Nettoumsatz nach Segmenten

in TCHF

```
Segment                                 2025    2024 angepasst*
LVS-Geräte                            29'440            27'060
Rettungssysteme                       15'125            14'210
Service und Verleih                    3'650             3'360
Nettoumsatz                           48'215            44'630
```
* Vorjahr angepasst: TCHF 750 Mieterträge aus Untervermietung neu im übrigen Betriebsertrag.

## Nettoumsatz nach Regionen

in TCHF

```
Region                                  2025
Schweiz                               12'480
Europäische Union                     27'905
Übrige Länder                          7'830
Total                                 48'215
```

<<page>>
## Konsolidierte Erfolgsrechnung

in TCHF; Beträge in Klammern sind negativ.

```
                                          2025         2024*
Nettoumsatz                             48'215        44'630
Übriger Betriebsertrag                     412         1'118
Materialaufwand                        (17'930)      (16'505)
Personalaufwand                        (15'460)      (14'720)
Übriger Betriebsaufwand                 (6'297)       (6'883)
EBITDA                                   8'940         7'640
Abschreibungen                          (2'100)       (1'730)
Betriebsgewinn (EBIT)                    6'840         5'910
Finanzergebnis                            (168)         (122)
Gewinn vor Steuern                       6'672         5'788
Steuern                                 (1'134)         (984)
Reingewinn                               5'538         4'804
```
* angepasst

## Ausblick

Für 2026 erwartet der Verwaltungsrat einen Umsatz zwischen CHF 51 und 53 Mio. und eine EBIT-Marge von rund 14 Prozent.
"""

SOURCES["ca-circus/docs/rapport-annuel-2024-2025.pdf"] = r"""
# Cirque Boréal inc.
Rapport annuel 2024-2025

Exercice terminé le 31 août 2025. Les montants sont en milliers de dollars canadiens (k$), sauf indication contraire.

## Mot de la présidente du conseil

Au cours de l'exercice, nos trois spectacles ont rejoint 881 400 spectateurs. Aurore, notre spectacle de tournée vendu à des diffuseurs, a attiré 412 600 spectateurs en Europe, tandis que Nordet en a accueilli 186 300 à Québec et que Frasil, sous chapiteau, en a accueilli 282 500 au Québec et en Ontario.

Aurore a donné 286 représentations au cours de l'exercice, Nordet 214 et Frasil 168.

Les produits totaux ont atteint 77,6 M$, en hausse de 11,1 %. L'excédent d'exploitation avant amortissements (BAIIA) s'est établi à 9,8 M$ (2024 : 8,1 M$) et le résultat net à 3,2 M$.

Geneviève Lachance-Roy, présidente du conseil d'administration

## Nos spectacles

- Aurore : spectacle d'aréna en tournée européenne, vendu à des diffuseurs contre un cachet fixe.
- Nordet : spectacle en résidence présenté dans notre théâtre du Vieux-Port de Québec.
- Frasil : spectacle sous chapiteau de 1 900 places, en tournée au Québec et en Ontario.

Les revenus de billetterie proviennent exclusivement des spectacles que nous présentons nous-mêmes, Nordet et Frasil; Aurore est vendu à des diffuseurs contre un cachet, et ses spectateurs ne génèrent pas de revenus de billetterie pour Cirque Boréal.

## Produits

En milliers de dollars (k$).

```
Exercices terminés les 31 août                   2025          2024
Billetterie (Nordet et Frasil)                 52 480        47 105
Cachets de tournée (Aurore)                    18 960        17 240
Commandites, subventions et autres              6 115         5 475
Total des produits                             77 555        69 820
```

<<page>>
## Résultats

```
Exercices terminés les 31 août (k$)              2025          2024
Total des produits                             77 555        69 820
Charges de production et de tournée           (49 870)      (45 310)
Frais généraux et administratifs              (17 885)      (16 410)
BAIIA                                           9 800         8 100
Amortissements                                 (5 420)       (5 060)
Résultat d'exploitation                         4 380         3 040
Charges financières                              (610)         (655)
Impôts                                           (570)         (390)
Résultat net                                    3 200         1 995
```

## Perspectives

La nouvelle création Poudrerie sera présentée en première à Trois-Rivières en juin 2026. La direction prévoit des produits de l'ordre de 82 M$ pour l'exercice 2025-2026.
"""

SOURCES["za-security-guarding/docs/integrated-report-fy2025.pdf"] = r"""
# Ubuntu Shield Holdings Limited
Integrated Annual Report for the year ended 28 February 2025

JSE share code: UBS. Registered office: 14 Rivonia Boulevard, Rivonia, Johannesburg. Amounts are in South African rand. "FY2025" means the year ended 28 February 2025 and "FY2024" the year ended 29 February 2024.

## Chief Executive Officer's review

Group revenue grew 9,0% to R2 846,3 million (2024: R2 611,8 million), with all three segments contributing. Operating profit rose 7,8% to R203,3 million and headline earnings per share increased to 71,4 cents.

In November 2024 we acquired Karoo Alarm Monitoring (Pty) Ltd, a Kimberley-based monitoring business with annual revenue of R41,2 million, for a purchase consideration of R86,5 million, which includes a contingent earn-out capped at R20,0 million. Karoo adds about 9 800 monitored connections in the Northern Cape.

The Electronic Security segment recorded an operating loss of R6,8 million, as integration costs for Karoo and the migration to our new control-room platform in Midrand ran ahead of the additional revenue. We expect the segment to return to profit in FY2026.

Our people remain the core of the business: at year end we employed 18 420 security officers, 96% of whom hold PSIRA Grade C or higher.

Thandiwe Mokoena-Dlamini, Chief Executive Officer

## Segments

- Static guarding: on-site security officers for commercial, industrial and residential estates.
- Armed response: alarm-triggered response vehicles in Gauteng, KwaZulu-Natal and the Western Cape.
- Electronic security: CCTV, access control and remote monitoring.

<<page>>
## Summarised consolidated statement of profit or loss

R'000. FY2025 = year ended 28 February 2025; FY2024 = year ended 29 February 2024.

```
                                              FY2025          FY2024
Revenue                                    2 846 312       2 611 804
Cost of sales                             (2 047 905)     (1 889 236)
Gross profit                                 798 407         722 568
Operating expenses                          (595 107)       (533 902)
Operating profit                             203 300         188 666
Net finance costs                            (41 620)        (44 180)
Profit before tax                            161 680         144 486
Income tax                                   (43 654)        (39 011)
Profit for the year                          118 026         105 475
```

## Dividend

The board declared a final gross cash dividend of 24,0 cents per share (2024: 21,0 cents), payable on 16 June 2025.

## Outlook

We target revenue growth of 8% to 10% in FY2026 and an improvement of at least one percentage point in the group operating margin over the medium term.
"""

SOURCES["ng-palm-oil/docs/annual-report-2025.pdf"] = r"""
# Verdant Palm Plc
Annual Report and Accounts for the year ended 31 December 2025

RC 612844. Listed on the Nigerian Exchange (NGX: VERDANT). Head office: 7 Marian Road, Calabar, Cross River State. Amounts in Nigerian naira (NGN).

## Managing Director's review

Revenue rose 20.4% to NGN 48.6 billion (2024 restated: NGN 40.4 billion), driven by higher crude palm oil (CPO) prices and a stronger contribution from palm kernel oil. We sold 27,480 tonnes of CPO (2024: 27,950 tonnes); CPO production across our four estates was 28,100 tonnes.

Operating profit fell to NGN 10.2 billion because of a fair value loss on biological assets, which reflects lower expected yields from the ageing Ikom plantings rather than any cash outflow. Profit for the year was NGN 4.4 billion.

The 2024 comparative figures have been restated following the reclassification of palm kernel sold on behalf of outgrower cooperatives; see note 38 and our announcement of 14 August 2025.

The Board's dividend recommendation for 2025 will be announced together with the notice of the Annual General Meeting.

Engr. Chukwuemeka Bassey-Okon, Managing Director

## Revenue by product

NGN'000

```
                                            2025               2024
                                                          Restated*
Crude palm oil (CPO)                  39,842,600         33,290,140
Palm kernel and palm kernel oil        7,105,300          5,716,070
Seedlings and other                    1,664,640          1,370,000
Total revenue                         48,612,540         40,376,210
```

<<page>>
## Consolidated statement of profit or loss

For the year ended 31 December. All amounts in thousands of naira (NGN'000). Figures in brackets are negative.

```
                                                    2025               2024
                                                                  Restated*
Revenue                                       48,612,540         40,376,210
Cost of sales                                (29,884,110)       (25,102,660)
Gross profit                                  18,728,430         15,273,550
Fair value (loss)/gain on biological assets   (2,415,380)         1,108,720
Administrative expenses                       (6,142,300)        (5,380,940)
Operating profit                              10,170,750         11,001,330
Net finance cost                              (3,914,600)        (3,216,450)
Profit before tax                              6,256,150          7,784,880
Income tax expense                            (1,876,850)        (2,335,460)
Profit for the year                            4,379,300          5,449,420
```
* Restated: revenue and cost of sales for 2024 each reduced by NGN 1,526,240 thousand (note 38).

## Note 38 - Restatement of comparative figures

Palm kernel bought from outgrower cooperatives and sold on their behalf was presented gross in revenue and cost of sales in 2024. Verdant acts as an agent in these sales and now presents them net. 2024 revenue is restated from NGN 41,902,450 thousand to NGN 40,376,210 thousand. Gross profit, operating profit and profit for the year are unchanged.
"""

SOURCES["ph-dried-mango/docs/annual-report-2025.pdf"] = r"""
# Visayan Sun Fruits Corporation
2025 Annual Report

PSE: VSUN. Principal office and plant: M.C. Briones Street, Mandaue City, Cebu. Amounts are in Philippine pesos (PHP).

## Message from the President

Dear fellow shareholders,

2025 was a good year for Philippine mangoes and for your company. Revenue rose 12.7% to PHP 1,486.2 million and net income rose 15.1% to PHP 96.8 million. We exported 3,120 tonnes of dried mango (2024: 2,920 tonnes) to more than twenty countries, and South Korea remained our largest market.

Our biggest challenge was the cost of fresh fruit. A late-season typhoon in Guimaras and northern Negros cut supply in June, and the average price we paid for fresh carabao mangoes rose to PHP 58 per kilogram from PHP 51 a year earlier. We protected margins by shifting part of production to mango purees and by renegotiating freight to Busan.

China is our fastest-growing destination. We aim to ship 1,000 tonnes a year to China by 2027, supported by the new solar drying line at Mandaue.

Ma. Teresa Villarosa-Lim, President and Chief Executive Officer

## Products

- Dried mango slices and cheeks (100 g to 1 kg retail packs; 5 kg food-service packs)
- Mango puree and concentrate (aseptic drums) for beverage and bakery customers
- Dried pineapple and calamansi-flavoured mango bites

<<page>>
## Consolidated statement of comprehensive income

For the years ended 31 December. In millions of Philippine pesos; amounts in parentheses are deductions or losses.

```
                                        2025          2024
Export sales                         1,162.4       1,021.5
Domestic sales                         323.8         297.2
Revenue                              1,486.2       1,318.7
Cost of goods sold                    (998.6)       (893.4)
Gross profit                           487.6         425.3
Operating expenses                    (342.9)       (301.6)
Operating income                       144.7         123.7
Finance costs                          (19.8)        (21.2)
Income before income tax               124.9         102.5
Income tax expense                     (28.1)        (18.4)
Net income                              96.8          84.1
```

## Export markets

Export sales are invoiced in US dollars and reported in pesos. The company does not report export sales by country; the volume of dried mango shipped to each destination is published in our export statistics.
"""


if __name__ == "__main__":
    main(sys.argv)
