## 18Lilliput: příkazy /ll, slova hodnot a tlačítek tahu (bot/faces/lilliput.py,
## bot/faces/lilliput_buttons.py) a obrázku (render/lilliput.py). Herní pojmy podle českých
## pravidel. Id a proměnné drž ve shodě s locale/en/lilliput-face.ftl.

cmd-ll-name = ll
cmd-ll-desc = Hrát 18Lilliput
cmd-ll-choose-company-name = vyber-společnost
cmd-ll-choose-company-desc = Výběr: vezmi si počáteční společnost
cmd-ll-choose-character-name = vyber-postavu
cmd-ll-choose-character-desc = Výběr: vezmi si kartu postavy
cmd-ll-place-home-name = domovský-dílek
cmd-ll-place-home-desc = Příprava: polož domovský dílek své počáteční společnosti k Mildendu
cmd-ll-round-income-name = příjem-kola
cmd-ll-round-income-desc = Balmuff: 5 £ tobě, nebo 20 £ tvým společnostem
cmd-ll-take-card-name = vezmi-kartu
cmd-ll-take-card-desc = Vezmi si akční kartu a proveď její akci, nebo alternativní akci
cmd-ll-copy-card-name = kopíruj-kartu
cmd-ll-copy-card-desc = Odevzdej Dimen's Land a zopakuj kartu použitou v tomto kole
cmd-ll-lay-tile-name = polož-dílek
cmd-ll-lay-tile-desc = Polož nebo vylepši dílek trati pro svou společnost
cmd-ll-sell-shares-name = prodej-akcie
cmd-ll-sell-shares-desc = Prodej akcie do banku
cmd-ll-buy-share-name = kup-akcii
cmd-ll-buy-share-desc = Kup jednu akcii z banku
cmd-ll-start-company-name = založ-společnost
cmd-ll-start-company-desc = Kup ředitelskou akcii a založ společnost
cmd-ll-buy-train-name = kup-vlak
cmd-ll-buy-train-desc = Kup vlak z banku, nebo od jiné společnosti
cmd-ll-answer-offer-name = odpověz-na-nabídku
cmd-ll-answer-offer-desc = Přijmi nebo odmítni nabídku na vlak své společnosti
cmd-ll-return-train-name = vrať-vlak
cmd-ll-return-train-desc = Vrať vlak do vlakového depa
cmd-ll-depot-train-name = vlak-z-depa
cmd-ll-depot-train-desc = Kup vlak z vlakového depa
cmd-ll-place-station-name = postav-stanici
cmd-ll-place-station-desc = Kup a polož žeton stanice
cmd-ll-fund-companies-name = peníze-společnostem
cmd-ll-fund-companies-desc = Akce společnosti: peníze jedné nebo dvěma tvým společnostem
cmd-ll-cash-character-name = vyměň-postavu
cmd-ll-cash-character-desc = Flimnap: vyměň kartu postavy za peníze
cmd-ll-done-name = hotovo
cmd-ll-done-desc = Ukonči akci karty (nebo nekupuj nic z vlakového depa)
cmd-ll-operate-name = provoz
cmd-ll-operate-desc = Vypravit vlaky společnosti na nejvyšší příjem, vyplatit nebo ponechat

button-ll-choose-company = Vzít společnost
button-ll-choose-character = Vzít postavu
button-ll-place-home = Domovský dílek
button-ll-round-income = Příjem Balmuffa
button-ll-take-card = Akční karta
button-ll-copy-card = Dimen's Land
button-ll-sell-shares = Prodat akcie
button-ll-buy-share = Koupit akcii
button-ll-start-company = Založit společnost
button-ll-buy-train = Koupit vlak
button-ll-return-train = Vrátit vlak
button-ll-depot-train = Vlakové depo
button-ll-place-station = Žeton stanice
button-ll-fund-companies = Peníze společnostem
button-ll-cash-character = Vyměnit Flimnapa

opt-tile-name = dílek
opt-tile-desc = Dílek trati
opt-x-name = x
opt-x-desc = Sloupec (čísla nad plánem)
opt-y-name = y
opt-y-desc = Řada (čísla vlevo od plánu)
opt-rotation-name = otočení
opt-rotation-desc = Čtvrtotáčky po směru hodinových ručiček
opt-side-name = strana
opt-side-desc = Akce, nebo alternativní akce
opt-character-name = postava
opt-character-desc = Karta postavy
opt-split-name = rozdělení
opt-split-desc = Peníze pro tvé společnosti
opt-count-name = počet
opt-count-desc = Kolik
opt-price-name = cena
opt-price-desc = Cena v £
opt-home-name = domov
opt-home-desc = Kruh pro domovskou stanici (x,y)
opt-seller-name = prodávající
opt-seller-desc = Společnost, která vlak prodává (prázdné: bank)
opt-train-name = vlak
opt-train-desc = Vlak
opt-accept-name = přijmout
opt-accept-desc = Přijmout nabídku?
opt-spot-name = místo
opt-spot-desc = Kruh pro žeton stanice (x,y)
opt-payout-name = vyplatit
opt-payout-desc = Vyplatit dividendy (true), nebo ponechat ve společnosti (false)
opt-routes-name = trasy
opt-routes-desc = Vlastní trasy po vlacích v pořadí, oddělené „;“ (0,0-1,0; 0,0-0,1); prázdné: nejlepší nalezené
opt-ll-company-desc = Společnost
opt-ll-card-desc = Akční karta

ll-face-kind-track = prázdná trať
ll-face-kind-city = město
ll-face-kind-metropolis = metropole (Y)
ll-face-kind-town = maloměsto
ll-face-kind-harbour = přístav
ll-face-kind-castle = hrad
ll-face-kind-mildendo = Mildendo
ll-face-kind-mine = důl
ll-face-kind-hills = kopce
ll-face-kind-swamp = bažina
ll-face-kind-sea = moře
ll-face-kind-mountains = hory
ll-face-kind-offboard = místo mimo plán
ll-face-colour-yellow = žlutý
ll-face-colour-green = zelený
ll-face-colour-brown = hnědý
ll-face-colour-red = červený
ll-face-colour-grey = šedý
ll-face-tile = { $piece } ({ $exits } { $exits ->
    [one] výjezd
    [few] výjezdy
   *[other] výjezdů
}{ $value ->
    [0] {""}
   *[other] , hodnota { $value }
}{ $slots ->
    [0] {""}
    [one] , 1 kruh
    [few] , { $slots } kruhy
   *[other] , { $slots } kruhů
})
ll-face-piece = { $colour } { $piece }
ll-face-piece-track = { $shape ->
    [straight] dílek rovné prázdné trati
    [curve] dílek prázdné trati se zatáčkou
   *[other] dílek prázdné trati
}
ll-face-piece-city = dílek města{ $shape ->
    [straight] {" "}s rovnou tratí
    [curve] {" "}se zatáčkou
   *[other] {""}
}
ll-face-piece-metropolis = dílek metropole Y{ $shape ->
    [straight] {" "}s rovnou tratí
    [curve] {" "}se zatáčkou
   *[other] {""}
}
ll-face-piece-town = dílek maloměsta{ $shape ->
    [straight] {" "}s rovnou tratí
    [curve] {" "}se zatáčkou
   *[other] {""}
}
ll-face-piece-harbour = dílek přístavu
ll-face-piece-castle = dílek hradu
ll-face-piece-mildendo = startovní dílek Mildendo
ll-face-piece-mine = dílek dolu
ll-face-piece-hills = dílek kopců
ll-face-piece-swamp = dílek bažiny
ll-face-piece-sea = dílek moře
ll-face-piece-mountains = dílek hor
ll-face-piece-offboard = dílek mimo plán
ll-face-spot = { $spot } ({ $tile })
ll-face-title-ruler = vládce
ll-face-title-general = generál
ll-face-title-admiral = admirál
ll-face-title-judge = soudce
ll-face-title-treasurer = pokladník
ll-face-character = { $name } ({ $title })
ll-face-train = { $train }-vlak{ $obsolete ->
    [true] {" "}(zastaralý)
   *[other] {""}
}
ll-face-route = { $train }: { $stops }
ll-face-side-main = akce
ll-face-side-alt = alternativní akce
ll-face-own-cash = 5 £ do soukromého majetku
ll-face-bank = bank
ll-face-train-of = { $train } ({ $company })
ll-face-bank-train = další { $train }-vlak
ll-face-money = { $amount } £
ll-face-printed-price = cena z karty
ll-face-rotation = { $degrees }°
ll-face-payout-true = vyplatit
ll-face-payout-false = ponechat
ll-face-accept-true = přijmout
ll-face-accept-false = odmítnout
ll-face-stage-draft = výběr
ll-face-stage-home = domovský dílek
ll-face-stage-income = příjem Balmuffa
ll-face-stage-card = akční kartu
ll-face-stage-tiles = stavbu trati
ll-face-stage-shares = akcie
ll-face-stage-trains = nákup vlaků
ll-face-stage-station = žeton stanice
ll-face-stage-fund = peníze společnostem
ll-face-stage-offer = odpověď na nabídku vlaku
ll-face-stage-depot = vlak z vlakového depa
ll-face-stage-return = vrácení vlaku do depa
ll-face-stage-operate = provoz vlaků
ll-face-phase-draft = výběr
ll-face-phase-home = domovský dílek
ll-face-phase-income = příjem Balmuffa
ll-face-phase-card = akční karty
ll-face-phase-tiles = stavba trati
ll-face-phase-shares = akcie
ll-face-phase-trains = nákup vlaků
ll-face-phase-station = žeton stanice
ll-face-phase-fund = peníze společnostem
ll-face-phase-offer = nabídka vlaku
ll-face-phase-depot = vlakové depo
ll-face-phase-return = vracení vlaku
ll-face-phase-operate = provoz vlaků
ll-face-hint = Kolo { $round }/{ $rounds }: { $what }
ll-face-hint-setup = Příprava hry: { $what }
ll-face-square-new = { $x },{ $y }: nový dílek
ll-face-square-upgrade = { $x },{ $y }: vylepšit ({ $tile })
ll-face-lay-placeholder = Dílek pro { $company }: pole…
ll-face-home-placeholder = Domovský dílek { $company_gen }: pole…
ll-face-tile-placeholder = Dílek…
ll-face-rotation-placeholder = Otočení…
ll-face-button-payout = Vyplatit { $amount } £
ll-face-button-withhold = Ponechat { $amount } £
ll-face-button-accept = Prodat { $train }-vlak za { $price } £
ll-face-button-refuse = Odmítnout
ll-face-button-done = Hotovo
ll-face-button-done-depot = Nic z depa
ll-face-button-lay = Položit tento dílek
ll-face-preview = { $company }: { $tile } na { $x },{ $y }, otočení { $rotation }. Položit?

ll-character-golbasto = Golbasto Momarem Evlame Gurdilo Shefin Mully Ully Gue
ll-character-limnoc = Limnoc
ll-character-skyresh = Skyresh Bolgolam
ll-character-balmuff = Balmuff
ll-character-flimnap = Flimnap

render-ll-title = 18Lilliput
render-ll-round = Kolo
render-ll-phase = Fáze
render-ll-limit = limit vlaků
render-ll-colours = dílky
render-ll-money = akce společnosti
render-ll-over = Konec hry
render-ll-winner = vítěz
render-ll-market = Deska ceny akcií
render-ll-companies = Společnosti
render-ll-company = Společnost
render-ll-director = Ředitel
render-ll-price = Cena
render-ll-treasury = Pokladna
render-ll-trains = Vlaky
render-ll-stations = Stanice
render-ll-bank = Bank
render-ll-run = Jízda
render-ll-players = Hráči
render-ll-player = Hráč
render-ll-cash = Hotovost
render-ll-certificates = Akcie
render-ll-characters = Postavy
render-ll-dimens = Dimen's Land
render-ll-worth = Hodnota
render-ll-cards = Akční karty
render-ll-used = použitá
render-ll-free = volná
render-ll-deck = Balíček vlaků
render-ll-next = další
render-ll-depot = Vlakové depo
render-ll-rusted = zrezlé
render-ll-none = —
render-ll-yellow = žluté
render-ll-green = zelené
render-ll-brown = hnědé
render-ll-tiles = dílek
render-ll-shares = akcie
render-ll-train = vlak
render-ll-station = stanice
render-ll-company_money = £ společnosti
render-ll-obsolete = zastaralé
render-ll-preview = Navržený dílek
render-ll-start = začínající hráč
render-ll-unlimited = neomezeně
render-ll-setup = Příprava hry
