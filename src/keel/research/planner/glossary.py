# ruff: noqa: RUF001  (Turkish words are written with a dotless i)
"""The words other languages' reports use for the metrics an English question names.

Reports in German, French, Spanish, Portuguese, Italian, Dutch, the Nordic languages,
Finnish, Polish, Czech, Turkish and Romanian name the same figures as English ones: a
reader who knows that "Umsatzerlöse", "chiffre d'affaires" and "omsetning" are revenue
finds the figure a question asks for. Each entry maps an English word (whose concept the
foreign words take) to the words that mean it. Words that are also English words with
another meaning ("charges", "total", "net") are left out: the glossary only adds
meanings, it never changes an English word's.
"""

from __future__ import annotations

FOREIGN: dict[str, str] = {
    "revenue": (
        "umsatz umsätze umsatzerlöse umsatzerlös erlöse nettoerlös nettoerlöse nettoumsatz "
        "chiffre ingresos facturación receita receitas faturamento ricavi fatturato omzet "
        "opbrengsten intäkter omsättning nettoomsättning omsætning nettoomsætning omsetning "
        "driftsinntekter inntekter liikevaihto przychody tržby hasılat satışlar venituri "
        "omsætningen nettoomsætningen omsetningen omsättningen nettoomsättningen intäkterna "
        "inntektene driftsinntektene árbevétel árbevétele árbevételi árbevételt bevétel bevétele "
        "bevételek tekjur rekstrartekjur tekna"
    ),
    "profit": (
        "gewinn ergebnis jahresüberschuss jahresfehlbetrag jahresgewinn jahresverlust "
        "konzernergebnis résultat bénéfice "
        "perte beneficio resultado lucro prejuízo utile risultato perdita winst resultaat "
        "verlies vinst överskott underskott overskud overskudd underskud underskudd tulos "
        "voitto tappio zysk strata zisk ztráta kâr zarar pierdere resultatet overskuddet "
        "underskuddet overskottet underskottet utilidad utilidades ganancia ganancias pérdida "
        "pérdidas wynik wyniki výsledek eredmény eredménye nyereség nyeresége veszteség "
        "hagnaður hagnaði tap"
    ),
    "net": "neta netas neto netos nette netta netti líquida líquido líquidas líquidos netto",
    "financial": (
        "financier financière financiers financières financiero financiera financieros "
        "financieras financeiro financeira financeiros financeiras finanziario finanziaria "
        "finanziari finanziarie financieel financiële finanziell finanzielle finanziellen "
        "finansiell finansiella finansielle finansiel finansielt finanční finančný finansowy "
        "finansowe financiar financiară"
    ),
    "gross": "brutto brutta bruttoa bruto bruta brutos brutas brut",
    "adjusted": (
        "bereinigt bereinigte bereinigtes ajusté ajustée ajustado ajustada rettificato "
        "rettificata aangepast aangepaste justert justerad oikaistu skorygowana skorygowany"
    ),
    "ebit": "betriebsergebnis bedrijfsresultaat rörelseresultat driftsresultat liiketulos",
    "ebitda": "ebe",  # French: "excédent brut d'exploitation (EBE)"
    "operating": (
        "opérationnel opérationnelle operativo operativa operacional operativ "
        "operativen operacyjny operacyjna provozní"
    ),
    "average": (
        "moyen moyenne moyens moyennes durchschnittlich durchschnittliche durchschnittlichen "
        "promedio promedia médio média medio gemiddeld gemiddelde genomsnittlig genomsnittliga "
        "gennemsnitlig gennemsnitligt gjennomsnittlig keskimääräinen średni średnia średnie "
        "průměrný průměrná ortalama"
    ),
    "employees": (
        "mitarbeitende mitarbeiter beschäftigte salariés effectifs empleados plantilla "
        "colaboradores funcionários dipendenti medewerkers werknemers anställda medarbetare "
        "ansatte medarbejdere työntekijät henkilöstö pracownicy zaměstnanci çalışan angajați "
        "salariați létszám létszáma munkavállalók alkalmazottak starfsmenn starfsmanna"
    ),
    "passengers": (
        "fahrgäste passagiere passagers pasajeros passageiros passeggeri passagiers reizigers "
        "passagerare passasjerer passagerer matkustajat pasażerowie cestující yolcu pasageri "
        "călători utas utasok farþegar farþega"
    ),
    "visitors": (
        "besucher besucherinnen visiteurs visitantes visitatori bezoekers besökare besøkende "
        "návštěvníci návštěvnost ziyaretçi vizitatori kävijät"
    ),
    "students": (
        "studierende étudiants estudiantes estudantes alunos studenti studenten studerande "
        "studenter opiskelijat studenci öğrenci"
    ),
    "investment": (
        "investition investitionen investissement investissements inversión inversiones "
        "investimento investimentos investimenti investering investeringen investeringar "
        "investeringer investoinnit inwestycje investice yatırım investiții"
    ),
    "costs": (
        "kosten aufwand aufwendungen coûts dépenses costes gastos custos despesas costi "
        "kostnader omkostninger kulut koszty náklady maliyet költség költségek kostnaður"
    ),
    "margin": "marge margen margem margine marża marže árrés framlegð",
    "dividend": (
        "dividende dividendo dividendos utdelning udbytte utbytte osinko dywidenda dywidendy "
        "temettü"
    ),
    "debt": (
        "schulden verschuldung dette deuda dívida debito schuld skuld gjeld gæld velka dług "
        "dluh borç datorie adósság skuldir"
    ),
    "customers": (
        "kunden clients clientes clienti klanten kunder asiakkaat klienci zákazníci müşteri"
    ),
    "subscribers": "abonnenten abonnés suscriptores assinantes abbonati abonnees abonnenter",
    "subscriptions": "abonnements abonnemang abonnementen suscripciones assinaturas abbonamenti",
    "price": (
        "preis preise prix precio precios preço preços prezzo prezzi prijs prijzen hinta cena "
        "fiyat preț"
    ),
    "tonnes": "tonnen toneladas tonnellate tonn tonnia tun",
    "beds": (
        "betten lits camas letti bedden sängar senger senge vuodepaikat łóżka lůžka yatak paturi"
    ),
    "deliveries": (
        "auslieferungen livraisons entregas consegne leveringen leveranser toimitukset "
        "dostawy dodávky teslimat livrări"
    ),
    "production": (
        "produktion producción produção produzione productie produksjon tuotanto produkcja "
        "výroba üretim producție"
    ),
    "waste": (
        "abfall abfälle déchets residuos resíduos rifiuti afval avfall affald jäte odpady "
        "odpad atık deșeuri"
    ),
    "water": "wasser eau agua água acqua vatten vann vand vesi woda voda",
    "consumption": (
        "verbrauch consommation consumo verbruik förbrukning forbruk forbrug kulutus zużycie "
        "spotřeba tüketim consum"
    ),
    "capacity": (
        "kapazität capacité capacidad capacidade capacità capaciteit kapacitet kapasitet "
        "kapasiteetti"
    ),
    "backlog": (
        "auftragsbestand auftragseingang carnet cartera orderbok orderstock tilauskanta "
        "ordrereserve ordrereserven ordrebeholdning rendelésállomány verkefnastaða"
    ),
    "exports": (
        "exportarány exportok exportációs exportations exportaciones exportações esportazioni "
        "ausfuhren exporte exporten"
    ),
    "grants": "subsides subventions subvenciones bolsas stipendien beurzen",
    "members": (
        "mitglieder membres miembros membros membri leden medlemmar medlemmer jäsenet członkowie"
    ),
    "funding": "fördermittel drittmittel financement financiación financiamento finanziamenti",
    "assets": "vermögen actifs activos ativos attività activa tillgångar eiendeler aktiva varat",
    "equity": (
        "eigenkapital capitaux fonds patrimonio património eigen vermogen eget egenkapital oma"
    ),
    "cash": "liquidität trésorerie tesorería caixa liquidità liquide likvida kontanter kassa",
    "sales": (
        "absatz verkäufe ventes ventas vendas vendite verkopen försäljning salg myynti "
        "sprzedaż prodej"
    ),
}
"""English word -> the words other languages use for it (lower-case, space-separated)."""
FOREIGN_WORDS = frozenset(w for words in FOREIGN.values() for w in words.split())
"""Every word `FOREIGN` lists: a text that uses one is (in part) in another language."""

FOREIGN_MONTHS: dict[str, str] = {
    "january": (
        "januar janvier enero janeiro gennaio januari tammikuu styczeń leden ocak "
        "ianuarie január janúar"
    ),
    "february": (
        "februar février febrero fevereiro febbraio februari helmikuu luty únor şubat "
        "februarie február febrúar"
    ),
    "march": "märz mars marzo março maart mars maaliskuu marzec březen mart martie március",
    "april": "avril abril aprile huhtikuu kwiecień duben nisan aprilie április apríl",
    "may": "mai mayo maio maggio mei toukokuu maj květen mayıs május maí",
    "june": "juni juin junio junho giugno kesäkuu czerwiec červen haziran iunie június júní",
    "july": ("juli juillet julio julho luglio heinäkuu lipiec červenec temmuz iulie július júlí"),
    "august": "août agosto augustus elokuu sierpień srpen ağustos augusztus ágúst",
    "september": (
        "septembre septiembre setembro settembre syyskuu wrzesień září eylül septembrie szeptember"
    ),
    "october": (
        "oktober octobre octubre outubro ottobre lokakuu październik říjen ekim octombrie október"
    ),
    "november": "novembre noviembre novembro marraskuu listopad kasım noiembrie nóvember",
    "december": (
        "dezember décembre diciembre dezembro dicembre desember joulukuu grudzień "
        "prosinec aralık decembrie"
    ),
}
"""English month -> its name in the same languages (for "how many passengers in December")."""
_GENITIVE_MONTHS = (
    "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada "
    "grudnia ledna února března dubna května června července srpna října listopadu prosince"
)
"""Polish and Czech months as a date writes them ("10. prosince 2025", "5 marca 2026")."""
ALL_MONTHS = frozenset(
    {*FOREIGN_MONTHS, *(w for v in FOREIGN_MONTHS.values() for w in v.split())}
    | set(_GENITIVE_MONTHS.split())
)
"""Every month's name, in English and in those languages, lower-case."""

FOREIGN_SCALES: dict[str, str] = {
    "milhões": " million", "milhão": " million", "millones": " million", "millón": " million",
    "milioni": " million", "milione": " million", "mil.": " million", "mil": " million",
    "miliardi": " billion", "miliardo": " billion", "milliards": " billion",
    "milliard": " billion", "mld": " billion", "mld.": " billion", "mrd.": " billion",
    "tys.": " thousand", "tis.": " thousand", "migliaia": " thousand", "milliers": " thousand",
    "miles": " thousand",
    "miljoen": " million", "miljard": " billion", "miljoner": " million", "miljon": " million",
    "miljarder": " billion", "millioner": " million", "milliarder": " billion",
    "miljoonaa": " million", "miljardia": " billion", "milionów": " million",
    "miliony": " million", "milionu": " million", "milionů": " million", "miliardów": " billion",
    "mill.": " million",  # Norwegian: "187,4 mill. kroner"
    "millió": " million", "milliárd": " billion",  # Hungarian: "2 614,3 millió Ft"
    "milljónir": " million", "milljóna": " million", "milljónum": " million",  # Icelandic
    "milljarðar": " billion", "milljarða": " billion", "milljörðum": " billion",
    "mdkr": " billion", "mkr": " million", "tkr": " thousand",  # Swedish kronor: "1,11 mdkr"
    "mia.": " billion",  # Danish: "2,4 mia. kr."
    "mille": " thousand",  # "84 612 mille dinars"
    "tūkst.": " thousand", "tūkstančių": " thousand", "tūkstoši": " thousand",  # Baltic
    "tisoč": " thousand", "tisuća": " thousand", "tisuće": " thousand",  # Slovenian, Croatian
    "tusind": " thousand", "tusen": " thousand", "duizend": " thousand", "þúsund": " thousand",
    "milj.": " million", "miljoni": " million", "miljonų": " million", "miljonit": " million",
    "milijona": " million", "milijonov": " million", "milijoni": " million",
    "milijuna": " million", "milijun": " million", "milióna": " million",
    "miliónov": " million", "milyon": " million", "juta": " million",
    "mlrd.": " billion", "mlrd": " billion", "miljardi": " billion", "miljardų": " billion",
    "milijardi": " billion", "milijard": " billion", "milyar": " billion", "miliar": " billion",
    "milioane": " million", "miliarde": " billion", "mii": " thousand",  # Romanian: "21,38
    # milioane lei", "812.345 mii lei"
}  # fmt: skip
"""Scale words of other languages, as an answer writes them ("12,4 milhões" is 12.4 million);
"mil." (Czech, Slovak) is a million only with its full stop and a currency after it ("mil.
Kč"): in Spanish and Portuguese "mil" is a thousand; Spanish "miles" is thousands only before
"de euros" or another currency ("4.968 miles de euros"): in English it is a distance."""
FOREIGN_CURRENCIES: dict[str, str] = {
    "zł": "PLN", "złotych": "PLN", "złoty": "PLN", "kč": "CZK", "korun": "CZK", "ft": "HUF",
    "forint": "HUF", "reais": "BRL",
    "kr": "kr", "kr.": "kr", "kroner": "kr", "kronor": "kr", "kronur": "kr", "pesos": "pesos",
    "dinars": "dinars", "dirhams": "dirhams", "shillings": "shillings", "rupees": "rupees",
    "meticais": "MZN", "soles": "PEN", "taka": "BDT", "naira": "NGN", "cedis": "GHS",
    "ringgit": "MYR", "lei": "RON",
}  # fmt: skip
"""Currency words written after the digits, as codes; crowns and pesos of several countries
stay as written, not a guessed code."""


COMPOUNDS: dict[str, str] = {
    "net": (
        "nettoerlös nettoerlöse nettoumsatz nettoomsättning nettoomsättningen nettoomsætning "
        "nettoomsætningen nettoomzet"
    ),
    "operating": "driftsinntekter driftsinntektene driftsindtægter rörelseintäkter",
    "order": (
        "auftragsbestand orderbok orderboken orderstock ordrereserve ordrereserven "
        "ordrebeholdning ordrebeholdningen rendelésállomány"
    ),
    "net profit": (
        "jahresüberschuss jahresfehlbetrag jahresergebnis jahresgewinn jahresverlust reingewinn "
        "nettogewinn nettoverlust "
        "nettoresultat nettoresultaat nettowinst nettovinst årsresultat årsresultatet nettotulos"
    ),
}
"""Words of other languages that name two concepts at once, by the English words they add
to the concept `FOREIGN` gives them (if any): "Nettoerlös" is net revenue, "Driftsinntekter"
operating revenue, "Jahresergebnis" the net result for the year."""


COUNTRIES: dict[str, str] = {
    "germany": "deutschland allemagne alemania alemanha germania duitsland tyskland saksa "
    "niemcy německo nemecko németország þýskaland almanya vokietija vācija",
    "france": "frankreich francia frança frankrijk frankrike frankrig ranska francja francie "
    "franciaország frakkland fransa prancūzija francija",
    "spain": "spanien espagne españa espanha spagna spanje espanja hiszpania španělsko "
    "španielsko spanyolország spánn ispanya ispanija spānija",
    "italy": "italien italie italia itália italië włochy itálie taliansko olaszország ítalía "
    "italya italija itālija",
    "sweden": "schweden suède suecia suécia svezia zweden sverige ruotsi szwecja švédsko "
    "svédország svíþjóð isveç švedija zviedrija",
    "norway": "norwegen norvège noruega norvegia noorwegen norge norja norwegia norsko nórsko "
    "norvégia noregur norveç norvegija norvēģija",
    "denmark": "dänemark danemark dinamarca danimarca denemarken danmark tanska dania dánsko "
    "dánia danmörk danimarka danija dānija",
    "finland": "finnland finlande finlandia finlândia suomi finsko finnország finlandiya "
    "suomija somija",
    "iceland": "islande islandia islândia islanda ijsland islanti izland ísland izlanda islandija",
    "poland": "polen pologne polonia polónia polska polsko poľsko lengyelország pólland "
    "polonya lenkija polija",
    "netherlands": "niederlande nederland nederländerna nederlandene alankomaat holandia "
    "nizozemsko holandsko hollandia hollanda nyderlandai nīderlande",
    "belgium": "belgien belgique bélgica belgio belgië belgia belgie belgicko belgía belçika "
    "belgija beļģija",
    "switzerland": "schweiz suisse suiza suíça svizzera zwitserland sveitsi szwajcaria "
    "švýcarsko švajčiarsko svájc sviss isviçre šveicarija šveice",
    "austria": "österreich autriche áustria oostenrijk österrike østrig østerrike itävalta "
    "rakousko rakúsko ausztria austurríki avusturya",
    "portugal": "portugalia portugalsko portogallo portugali portekiz portugalija",
    "ireland": "irland irlande irlanda ierland irlanti irlandia irsko írország írland airija īrija",
    "greece": "griechenland grèce grecia grécia griekenland grekland grækenland kreikka grecja "
    "řecko grécko görögország grikkland yunanistan",
    "czechia": "tschechien tchéquie chequia chéquia cechia tsjechië tjeckien tjekkiet tsjekkia "
    "tšekki czechy česko csehország",
    "hungary": "ungarn hongrie hungría hungria ungheria hongarije ungern unkari węgry maďarsko "
    "magyarország ungverjaland macaristan",
    "romania": "rumänien roumanie rumanía roménia roemenië rumænien rumunia rumunsko románia "
    "rúmenía romanya",
    "china": "chine cina kiina chiny čína kína çin kinija ķīna",
    "japan": "japon japão giappone japonia japonsko japán japonya japonija japāna",
    "mexico": "mexiko mexique méxico messico meksiko meksyk",
    "brazil": "brasilien brésil brasil brasile brazilië brasilia brazylia brazílie",
    "russia": "russland russie rusia rússia rusland ryssland venäjä rosja rusko",
    "turkey": "türkei turquie turquía turquia turchia turkije turkiet tyrkiet tyrkia turkki "
    "turcja turecko türkiye",
    "india": "indien inde índia indië intia indija",
    "estonia": "estland estonie estónia eesti viro estonsko észtország estija igaunija",
    "latvia": "lettland lettonie letonia letónia lettonia letland latvija läti łotwa lotyšsko",
    "lithuania": "litauen lituanie lituania lituânia litouwen lietuva liettua litwa litva",
    "slovakia": "slowakei slovaquie eslovaquia eslováquia slovacchia slowakije slovakien "
    "słowacja slovensko szlovákia",
    "slovenia": "slowenien slovénie eslovenia eslovénia slovenija słowenia slovinsko",
    "croatia": "kroatien croatie croacia croácia croazia kroatië hrvatska chorwacja chorvatsko "
    "horvátország",
    "luxembourg": "luxemburg luxemburgo lussemburgo lëtzebuerg luksemburg lucembursko",
    "morocco": "marokko maroc marruecos marrocos marocco maroko",
    "tunisia": "tunesien tunisie túnez tunísia",
    "egypt": "ägypten égypte egipto egito egitto egypte egypten",
    "australia": "australien australie austrália australië",
    "argentina": "argentinien argentine argentinië",
    "colombia": "kolumbien colombie colômbia",
}
"""A country's one-word names in other languages ("Sverige" is Sweden): a market a table
names in its own language is the one an English question asks about."""


PEOPLES: dict[str, str] = {
    "italy": "italian italians",
    "spain": "spanish spaniards",
    "france": "french",
    "germany": "german germans",
    "switzerland": "swiss",
    "austria": "austrian austrians",
    "netherlands": "dutch",
    "belgium": "belgian belgians",
    "britain": "british",
    "ireland": "irish",
    "portugal": "portuguese",
    "sweden": "swedish",
    "norway": "norwegian norwegians",
    "denmark": "danish",
    "finland": "finnish finns",
    "iceland": "icelandic icelanders",
    "greece": "greek greeks",
    "turkey": "turkish",
    "russia": "russian russians",
    "china": "chinese",
    "japan": "japanese",
    "korea": "korean koreans",
    "india": "indian indians",
    "brazil": "brazilian brazilians",
    "mexico": "mexican mexicans",
    "canada": "canadian canadians",
    "australia": "australian australians",
    "chile": "chilean chileans",
    "argentina": "argentine argentinian argentinians",
    "colombia": "colombian colombians",
    "peru": "peruvian peruvians",
    "czechia": "czech czechs",
    "slovakia": "slovak slovaks",
    "hungary": "hungarian hungarians",
    "romania": "romanian romanians",
    "croatia": "croatian croatians",
    "slovenia": "slovenian slovenians",
    "latvia": "latvian latvians",
    "lithuania": "lithuanian lithuanians",
    "estonia": "estonian estonians",
    "israel": "israeli israelis",
    "egypt": "egyptian",
    "morocco": "moroccan moroccans",
    "nigeria": "nigerian nigerians",
    "kenya": "kenyan kenyans",
    "ghana": "ghanaian ghanaians",
    "vietnam": "vietnamese",
    "thailand": "thai",
    "indonesia": "indonesian indonesians",
    "malaysia": "malaysian malaysians",
    "philippines": "filipino filipinos",
    "taiwan": "taiwanese",
}
"""A country and its people's adjectives ("Italian students" are students from Italy); not
the ones that are English words of their own ("Polish", "Danes", "Swedes")."""
