/**
 * What each help section shows when opened with 'Les Meira', by the section's id (./help.ts), and
 * the changelog's entries: loaded with the first opening, so the help page's first load carries
 * only the titles and summaries (docs/bench.md). Precached like every chunk, so they open offline.
 */

/** A paragraph, or a bulleted list. */
export type HelpBlock = string | readonly string[];

interface ChangelogEntry {
  /** ISO date of the change on main. */
  date: string;
  changes: readonly string[];
}

export const helpBodies: Record<string, readonly HelpBlock[]> = {
  about: [
    "Hvør brúkari hoyrir til eina familju. Alt, sum tit leggja inn, er felags fyri familjuna: øll í familjuni síggja tað og kunnu broyta tað. Tað, sum ein skrivar, kemur beinanvegin fram hjá hinum.",
    "Hetta goyma vit:",
    [
      "Kontuna: brúkaranavn, teldupostadressu og loyniorðið – bert sum eitt trygt hash, aldri sjálvt loyniorðið.",
      "Familjunnar dáta: innkeypslistan og keypshagtølini, tiltøk, uppgávur, matarætlanir og familjulimir.",
      "Spurningar tínar til stuðulin og svarini, og hvørji boð frá umsitingini tú hevur lisið.",
      "Fráboðanir, um tú slært tær til: adressuna, sum telefonin gevur at senda boð til, og títt val um hvat og nær. Adressan verður strikað, tá ið tú slært tær frá ella ritar út á tí tólinum.",
      "Innritanir, so vit kunnu verja kontuna. Royndir at rita inn verða strikaðar aftur eftir 30 døgum.",
      "Tól við samstilling: navnið, tú gavst tólinum, nær tað varð stovnað og seinast samstillaði, og loyniorðið hjá tólinum – bert sum eitt trygt hash.",
    ],
    "Gomul søga verður ikki goymd í allar ævir: liðugar matarætlanir, liðnar uppgávur og liðug tiltøk verða strikað, tá ið tey hava verið liðug í 13 mánaðir, og tað sama er við boðum frá umsitingini. Tiltøk, sum enn endurtaka seg, verða verandi. Keypini verða goymd sum hagtøl, so „Hagtøl“ á innkeypslistanum vísa tað sama sum áður.",
    "Hesi síggja dátað: familjan sær familjunnar dáta. Spurningar tínar til stuðulin sært bert tú og umsitingin. Umsitarar kunnu síggja kontur og dáta, tá ið teir hjálpa við stuðli.",
    "Vilt tú hava tína kontu strikaða, so skriva til okkara á stuðulssíðuni. Ein umsitari strikar tá kontuna og alt, sum hoyrir til hana. Tað, sum familjan deilir, verður verandi hjá hinum í familjuni; ert tú einsamallur í familjuni, kanst tú biðja um at fáa familjuna og alt hennara dáta strikað við.",
    "Vit selja ikki dáta og brúka tað ikki til lýsingar. Teldupost senda vit bert, tá ið tað snýr seg um kontuna: vátting av adressuni, nýtt loyniorð og svar upp á spurningar tínar.",
  ],
  shopping: [
    "Skriva eina vøru í „Hvat skalt tú keypa?“ og trýst á „Skráset vøru“ ella Enter. Vøran kemur beinanvegin á listan hjá øllum í familjuni.",
    [
      "Krossa eina vøru av, tá ið hon er keypt. Avkrossaðar vørur hvørva av listanum eftir 10 minuttir, so tú hevur stundir at angra.",
      "Trýst á blýantin fyri at rætta navnið. Enter goymir, Escape angrar. Keyptar vørur kunnu ikki rættast.",
      "Vørurnar standa í stavrað; vørur frá matarætlanini standa aftast við vikudegnum fyri máltíðina.",
      "„Hagtøl“ vísa, hvat familjan keypir oftast, og nær tað seinast varð keypt.",
    ],
  ],
  calendar: [
    "Trýst á „Stovna tiltak“ og fyll út heiti, tíð, stað og lýsing. Eitt tiltak kann endurtaka seg hvønn dag, hvørja viku, hvønn mánað ella hvørt ár; vel tá eisini, nær endurtøkan endar.",
    [
      "Komandi tiltøk standa fremst, tað fyrsta ovast. Liðug tiltøk finnur tú undir „Liðug tiltøk“.",
      "Trýst á blýantin fyri at rætta heitið (Enter goymir, Escape angrar), ella á ruskspannina fyri at strika tiltakið.",
      "Tíðirnar eru altíð í tíðarzonu familjunnar, so øll síggja sama klokkutíð.",
    ],
    "Kalendaran kanst tú eisini hava í kalendaranum á telefonini: á kalendarasíðuni undir „Kalendarin á telefonini“ finnur tú eina slóð at avrita og leggja inn á iPhone ella Android. Tá koma tiltøkini har av sær sjálvum. Slóðin er bert fyri familjuna – deil hana ikki við onnur. Trýst á „Nýggj slóð“, um hon er komin á avvegir; tá virkar gamla slóðin ikki longur.",
  ],
  tasks: [
    "Trýst á „Stovna uppgávu“. Ein uppgáva hevur heiti, lýsing, freist, raðfesting (lág, miðal ella høg) og kann latast einum familjulimi. „Ongin ábyrgd“ merkir, at eingin ávísur hevur hana.",
    [
      "Uppgávur við stytstu freist standa ovast; uppgávur uttan freist aftast. Ein uppgáva, hvørs freist er farin, verður merkt reytt.",
      "Trýst á knøttin við síðuna av uppgávuni, tá ið hon er gjørd. Liðnar uppgávur finnur tú undir „Liðnar uppgávur“.",
      "Familjulimir treingja ikki til egna kontu: ein nýggjan lim kanst tú stovna beint úr uppgávuni, t.d. eitt barn.",
    ],
  ],
  meals: [
    "Trýst á „Nýggj matarætlan“: heiti, dag og tíð (vanliga kl. 18.00). Vel tilfar, sum longu er á listanum ella í hagtølunum, ella skriva nýtt og trýst á Enter.",
    [
      "Tilfarið kemur á innkeypslistan við „(Matarætlan)“ aftan fyri navnið og vikudegnum fyri máltíðina.",
      "Strikar tú eina matarætlan, fara tær vørur, sum enn ikki eru keyptar, av listanum við.",
      "Trýst á ✓-knøttin, tá ið maturin er etin. Matarætlanir, hvørs dagur er farin, verða merktar liðugar um midnátt.",
    ],
  ],
  family: [
    "Trýst á „Bjóða familjulimi“ á forsíðuni. Tú fært eina slóð og eina kotu, sum tú sendir til tann, ið skal vera við. Við slóðini skrásetir viðkomandi seg og kemur beinleiðis í tína familju.",
    [
      "Ein innbjóðing er galdandi í 7 dagar og kann brúkast av fleiri.",
      "Hevur tú longu eina kontu uttan familju, skrivar tú kotuna á forsíðuni.",
      "Ein, ið longu er í eini familju, kann ikki koma við í eina aðra.",
      "Á familjusíðuni sært tú øll í familjuni, kanst rætta nøvn, taka limir uttan kontu burtur og taka innbjóðingar aftur.",
    ],
  ],
  app: [
    "Trýst á niðurtøku-ímyndina ovast fyri at leggja FamilyHub á heimaskíggjan. Tá letur hon upp sum ein vanlig app. Á iPhone: trýst á Deil-knøttin í Safari og vel „Legg á heimaskíggja“.",
    "Sól- og mána-ímyndin skiftir millum ljóst og myrkt útsjónd. Valið verður goymt á hesi eindini.",
    "Broytingar frá hinum í familjuni koma beinanvegin fram, meðan appin er opin. Missir telefonin sambandið, heintar appin tað nýggjasta, so skjótt sum sambandið er aftur.",
    "Reyði prikkurin á stuðulsímyndini ovast merkir, at tú hevur ólisin boð frá umsitingini.",
  ],
  notifications: [
    "Far á familjusíðuna (ímyndin við fólkunum ovast) og trýst á „Stillingar fyri fráboðanir“. Trýst á „Tendra fráboðanir á hesum tóli“ og loyv tí, tá ið kagin spyr. Kagin spyr bert, tá ið tú sjálv/ur trýstir á knøttin. Fráboðanir verða tendraðar fyri hvørt tól sær.",
    "Á iPhone og iPad koma fráboðanir bert í appini á heimaskíggjanum: legg FamilyHub á heimaskíggjan fyrst (Deil → Legg til heimaskíggjan), opna hana haðani og tendra so fráboðanir. Hevur tú sagt nei, tá ið kagin spurdi, mást tú loyva teimum aftur í stillingunum hjá kaganum ella telefonini.",
    "Hetta kanst tú fáa boð um:",
    [
      "Uppgáva tillutað tær: beinanvegin, tá ið onkur annar gevur tær eina uppgávu.",
      "Uppgáva í dag: um morgunin (vanliga kl. 07), tá ið ein uppgáva hjá tær hevur freist í dag.",
      "Tiltak byrjar skjótt: eina løtu áðrenn eitt tiltak (vanliga 30 minuttir).",
      "Døgurði í kvøld: seinnapartin (vanliga kl. 16), um ein matarætlan er í kvøld.",
      "Onkur fer í handil: tá ið onkur í familjuni trýstir á „Eg fari í handil“ á innkeypslistanum.",
      "Boð og svar frá FamilyHub: boð frá umsitingini og svar upp á spurningar tínar.",
    ],
    "Á somu síðu velur tú, hvørji boð tú vilt hava, og nær á degnum; valið galdar fyri øll tíni tól. „Send eina royndarfráboðan“ vísir, um tað virkar. Ritar tú út á einum tóli, fært tú ikki fleiri fráboðanir á tí.",
  ],
  sync: [
    "Far á familjusíðuna og trýst á „Set samstilling upp“. Skriva eitt navn á tólinum, t.d. „iPhone hjá Onnu“, og trýst á „Stovna“. Tú fært eitt loyniorð til júst hetta tólið, saman við ambætaranum og brúkaranavninum, og stig fyri stig, hvussu tú leggur tað inn á iPhone og iPad (Stillingar → Kalendari → Kontur → Legg kontu afturat → Annað → Legg CalDAV-kontu afturat) ella á Android (við appini DAVx⁵).",
    "Hetta sæst hvar:",
    [
      "Kalendarin: familjunnar tiltøk í kalendaranum á telefonini. Tú kanst stovna, broyta og strika tiltøk har, eisini tey, ið endurtaka seg.",
      "Uppgávur: í Áminningum (Reminders) – ein listi við uppgávum, sum eingin ávísur hevur, og ein listi fyri hvønn familjulim. Flytur tú eina uppgávu til ein annan lista, fær ein annar hana.",
      "Innkeypslistar: hvør listi sær í Áminningum. Ein avkrossað vøra er keypt og hvørvur eftir 10 minuttir, júst sum í appini.",
      "Matarætlanin: døgurðarnir standa í kalendaranum við tilfarinum, men teir kunnu bert broytast í FamilyHub.",
      "Á Android sæst kalendarin í kalendaranum á telefonini, uppgávurnar og innkeypslistarnir í jtx Board ella Tasks.org.",
    ],
    "Loyniorðið verður bert víst eina ferð. Gloymir tú tað, so stovna eitt nýtt. Vanliga loyniorðið hjá tær virkar ongantíð til samstilling, bert loyniorð, ið eru stovnað á síðuni „Samstilling“.",
    "Missir tú eitt tól, ella skal tað ikki samstilla longur, so trýst á „Tak aftur“ við tólið í listanum á síðuni „Samstilling“. Tá virkar loyniorðið ikki longur, og tólið fær ikki fleiri broytingar. Skiftir tú loyniorð, verða øll tíni tól tikin aftur.",
  ],
  kitchen: [
    "Á familjusíðuni trýstir tú á „Til Børn“. Har gert tú ein lim uttan kontu til eitt barn við liti og emoji, og kanst seta eina PIN-kodu (4–6 tøl) fyri barnið. Har setir tú eisini dagligar vanar (morgun, seinnapart, kvøld), uppgávur og lønir, og sært stjørnurnar og søguna hjá hvørjum barni.",
    [
      "Uppgávur kunnu vera fastar, skiftast millum børnini, vera fyri hvørt barn sær ella ein kapping, har tað fyrsta barnið fær stjørnurnar.",
      "Eitt barn, ið er burtur, missir ikki sín tur.",
      "Ein løn kostar stjørnur. Barnið biður um hana á skerminum, og tú góðkennir á telefonini ella á skerminum við tíni PIN-kodu.",
      "Stjørnurnar fara ongantíð niður um null.",
    ],
    "Kopla skermin: lat slóðina /eldhus upp á teldlinum (ella trýst á „Eldhússkermur“ á innritanarsíðuni), trýst á „Kopla eldhússkerm“ á síðuni Børn og skriva koduna á teldlinum. Skermurin verður verandi koplaður, til tú tekur hann burtur á síðuni Børn.",
    "Skermurin heldur sær vakandi, verður myrkari um náttina (kl. 21–06) og dagførir seg sjálvur eftir fáum sekundum. Uttan samband vísir hann tað seinast kenda og sigur, nær hann seinast var dagførdur.",
  ],
};

export const changelogEntries: readonly ChangelogEntry[] = [
  {
    date: "2026-11-28",
    changes: [
      "Samstilling: hav kalendaran, uppgávurnar og innkeypslistarnar í kalendaranum og áminningunum á telefonini (iPhone, iPad og Android), og broyt tey har. Hvørt tól fær sítt egna loyniorð, sum kann takast aftur.",
      "Eldhússkermur: eitt teldil í køkinum vísir vanar og uppgávur hjá børnunum, stjørnur og lønir, dagsins tiltøk og døgurðan í kvøld.",
      "Børn: ger limir uttan kontu til børn, set uppgávur og lønir, og góðkenn ynski frá telefonini.",
    ],
  },
  {
    date: "2026-11-25",
    changes: [
      "Fráboðanir: fá boð á telefonina um uppgávur, tiltøk, døgurða og boð frá FamilyHub, og vel sjálv/ur hvat og nær.",
      "„Eg fari í handil“ á innkeypslistanum: hini í familjuni fáa boð, so tey kunnu leggja tað, sum manglar, á listan.",
    ],
  },
  {
    date: "2026-11-24",
    changes: [
      "Alt virkar uttan samband: vørur, uppgávur, tiltøk, døgurðar, familjulimir og spurningar til stuðulin verða goymd á telefonini og send, so skjótt sum sambandið er aftur.",
    ],
  },
  {
    date: "2026-11-23",
    changes: [
      "Appin á telefonini: legg FamilyHub á heimaskíggjan, og síggj tað seinast kenda, eisini uttan samband.",
      "Matarætlan: ætla døgurðan fyri vikuna, og fá tilfarið beint á innkeypslistan.",
      "Uppgávur: uppgávur og áminningar við freist, raðfesting og ábyrgd.",
      "Kalendari: familjunnar tiltøk, eisini tey ið endurtaka seg, og kalendarin á telefonini.",
      "Tíðarzona familjunnar: „í dag“ og klokkutíðir eru tær somu á øllum telefonum í familjuni.",
      "Skjótari byrjan: appin vísir forsíðuna beinanvegin, meðan hon váttar innritanina.",
      "Innbjóðingar: bjóða familjulimum við eini slóð ella kotu.",
      "Broytingar koma beinanvegin fram hjá øllum í familjuni, eisini á fleiri telefonum í senn.",
    ],
  },
  {
    date: "2025-06-24",
    changes: ["Hjálp og vegleiðing, og stuðulssíðan: send spurningar til umsitingina, fylg við teimum og les boð frá umsitingini."],
  },
  {
    date: "2025-06-22",
    changes: ["Innkeypslistin við hagtølum: avkrossaðar vørur hvørva eftir 10 minuttir, og hagtølini vísa, hvat familjan keypir."],
  },
  {
    date: "2025-06-21",
    changes: ["Kontur og familjur: skráseting við vátting av teldupostadressuni, nýtt loyniorð við telduposti, ljóst og myrkt útsjónd."],
  },
];
